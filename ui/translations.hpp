// Installs the application's translators: English plural forms ("1 seed",
// "2 seeds") always, then the user's language when a translation exists.
#pragma once

class QCoreApplication;

namespace mancala::ui {

void installTranslators(QCoreApplication& app);

} // namespace mancala::ui
