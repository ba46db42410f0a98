#include "window/about_dialog.hpp"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QStringList>
#include <QVBoxLayout>
#include <QtGlobal>

#include <utility>

#include "i18n/wording.hpp"
#include "mancala/types.hpp"
#include "window/app_identity.hpp"

namespace mancala::ui {

namespace {

constexpr int kIconSize = 64;
constexpr int kGap = 12;
// The width of the texts beside the icon, and of those under it.
constexpr int kTextWidth = 480;
constexpr int kSectionWidth = kIconSize + kGap + kTextWidth;

const QString kGplUrl = QStringLiteral("https://www.gnu.org/licenses/gpl-3.0.html");
const QString kMancalaWorldUrl = QStringLiteral("https://mancala.fandom.com/");
const QString kOflUrl = QStringLiteral("https://openfontlicense.org");
const QString kQtUrl = QStringLiteral("https://www.qt.io");
const QString kLgplUrl = QStringLiteral("https://www.gnu.org/licenses/lgpl-3.0.html");

// `text` (a name, a title, a number) isolated, as HTML.
QString name(const QString& text) {
    return Wording::isolate(text.toHtmlEscaped());
}

// A link to `url` reading `text`, isolated.
QString link(const QString& url, const QString& text) {
    return Wording::isolate(QStringLiteral("<a href=\"%1\">%2</a>").arg(url, text.toHtmlEscaped()));
}

// `html` in blocks of the reading direction of the interface: in Urdu a line
// that starts with a name in Latin letters (isolated) still reads right to
// left, and its bullet stands on the right.
QString inDirection(const QString& html, Qt::LayoutDirection direction) {
    return QStringLiteral("<div dir=\"%1\">%2</div>")
        .arg(direction == Qt::RightToLeft ? QLatin1String("rtl") : QLatin1String("ltr"), html);
}

// A label of rich text whose links open in the browser.
QLabel* textLabel(const char* objectName, QWidget* parent) {
    auto* label = new QLabel(parent);
    label->setObjectName(QLatin1String(objectName));
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    label->setTextInteractionFlags(Qt::TextBrowserInteraction);
    label->setOpenExternalLinks(true);
    return label;
}

// `text` in bold, and larger for the name of the program: in rich text, so
// that it follows the font of the language (Urdu's is larger).
QString title(const QString& text, const char* size = "medium") {
    return QStringLiteral("<b style=\"font-size: %1\">%2</b>").arg(QLatin1String(size), text.toHtmlEscaped());
}

} // namespace

AboutDialog::AboutDialog(QWidget* parent)
    : QDialog(parent), icon_(new QLabel(this)), name_(textLabel("aboutName", this)),
      version_(textLabel("aboutVersion", this)), description_(textLabel("aboutDescription", this)),
      licenceTitle_(textLabel("aboutLicenceTitle", this)), licence_(textLabel("aboutLicence", this)),
      sourcesTitle_(textLabel("aboutSourcesTitle", this)), sources_(textLabel("aboutSources", this)),
      creditsTitle_(textLabel("aboutCreditsTitle", this)), credits_(textLabel("aboutCredits", this)),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Close, this)) {
    setObjectName(QStringLiteral("aboutDialog"));
    icon_->setObjectName(QStringLiteral("aboutIcon"));
    icon_->setPixmap(applicationIcon().pixmap(kIconSize));
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* what = new QVBoxLayout;
    what->addWidget(name_);
    what->addWidget(version_);
    what->addWidget(description_);
    auto* top = new QHBoxLayout;
    top->setSpacing(0); // as wide as the sections under it: icon, gap, texts
    top->addWidget(icon_, 0, Qt::AlignTop);
    top->addSpacing(kGap);
    top->addLayout(what, 1);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    for (const auto& [heading, text] :
         {std::pair{licenceTitle_, licence_}, std::pair{sourcesTitle_, sources_}, std::pair{creditsTitle_, credits_}}) {
        layout->addSpacing(kGap);
        layout->addWidget(heading);
        layout->addWidget(text);
    }
    layout->addStretch(1);
    layout->addWidget(buttons_);
    for (QLabel* label : {version_, description_})
        label->setFixedWidth(kTextWidth);
    for (QLabel* label : {licence_, sources_, credits_})
        label->setFixedWidth(kSectionWidth);
    retranslate();
}

void AboutDialog::changeEvent(QEvent* event) {
    // The language's direction may come after its words.
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LayoutDirectionChange)
        retranslate();
    QDialog::changeEvent(event);
}

void AboutDialog::retranslate() {
    // Each text in the reading direction.
    const auto set = [this](QLabel* label, const QString& html) {
        label->setText(inDirection(html, layoutDirection()));
    };
    setWindowTitle(tr("About Mancala"));
    set(name_, title(tr("Mancala"), "x-large"));
    set(version_, tr("Version %1").arg(name(applicationVersion())));
    // Each name isolated on its own, so that the list itself reads in the
    // sentence's direction ("اور" between right-to-left items in Urdu).
    QStringList games;
    for (GameId game : kAllGames)
        games << Wording::isolate(Wording::gameName(game));
    set(description_,
        tr("Traditional mancala games for two players at one computer, or for one player against the computer: %1.")
            .arg(QLocale().createSeparatedList(games)));
    set(licenceTitle_, title(tr("Licence")));
    set(licence_, tr("Mancala is free software: you may share and change it under the terms of the %1, "
                     "version 3 or any later version. It comes with no warranty.")
                      .arg(link(kGplUrl, QStringLiteral("GNU General Public License"))));
    set(sourcesTitle_, title(tr("Where the rules come from")));
    set(sources_, sourcesText());
    set(creditsTitle_, title(tr("Credits")));
    set(credits_, creditsText());
    // Each text as tall as its lines at its width (Urdu's are tall); the
    // dialog as large as its texts.
    for (QLabel* label : {version_, description_, licence_, sources_, credits_})
        label->setFixedHeight(label->heightForWidth(label->width()));
    adjustSize();
}

QString AboutDialog::sourcesText() const {
    const QString mancalaWorld = link(kMancalaWorldUrl, QStringLiteral("Mancala World"));
    const auto game = [](GameId id) { return name(Wording::gameName(id)); };
    const QStringList items{
        tr("%1: recorded by %2 in %3.")
            .arg(game(GameId::DjenonAboure), name(QStringLiteral("Jordi Climent Tondo")), name(QStringLiteral("2012"))),
        tr("%1: a game of the Yoruba of south-western Nigeria, as %2 gives it.")
            .arg(game(GameId::Ayoayo), mancalaWorld),
        tr("%1: written down in %2 by %3 from the children who played it, and passed on to %4.")
            .arg(game(GameId::Tihbat), name(QStringLiteral("2006")), name(QStringLiteral("Lalo Canast")),
                 name(QStringLiteral("Víktor Bautista i Roca"))),
        tr("%1: recorded by %2 among the Maasai, in “%3”, %4 (%5).")
            .arg(game(GameId::BaoLaKimasai), name(QStringLiteral("Martin Klamroth")),
                 name(QStringLiteral("Afrikanische Brettspiele")), name(QStringLiteral("Archiv für Anthropologie")),
                 name(QStringLiteral("1911"))),
        tr("%1: the game %2 patented in the United States in the 1950s, as %3 solved it.")
            .arg(game(GameId::Kalah), name(QStringLiteral("William Julius Champion Jr.")),
                 name(QStringLiteral("Irving, Donkers and Uiterwijk"))),
        tr("%1: Abapa, the tournament game of West Africa and the Caribbean, by the rules of the %2.")
            .arg(game(GameId::Oware), name(QStringLiteral("Oware Society"))),
    };
    return QStringLiteral("<p>%1</p><ul><li>%2</li></ul>")
        .arg(tr("The rules follow %1 and the people who recorded each game:").arg(mancalaWorld),
             items.join(QStringLiteral("</li><li>")));
}

QString AboutDialog::creditsText() const {
    const QString font = tr("Urdu text is set in %1 by Google, under the %2.")
                             .arg(name(QStringLiteral("Noto Nastaliq Urdu")),
                                  link(kOflUrl, QStringLiteral("SIL Open Font License 1.1")));
    const QString qt = tr("Made with %1 %2, under the %3.")
                           .arg(link(kQtUrl, QStringLiteral("Qt")), name(QString::fromLatin1(qVersion())),
                                link(kLgplUrl, QStringLiteral("GNU Lesser General Public License")));
    return QStringLiteral("<p>%1</p><p>%2</p>").arg(font, qt);
}

} // namespace mancala::ui
