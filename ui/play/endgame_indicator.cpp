#include "play/endgame_indicator.hpp"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QStatusBar>

#include "i18n/wording.hpp"
#include "play/endgame_store.hpp"

namespace mancala::ui {

EndgameIndicator::EndgameIndicator(EndgameStore* store, QStatusBar* statusBar, QWidget* parent)
    : QWidget(parent), store_(store), statusBar_(statusBar), label_(new QLabel(this)), bar_(new QProgressBar(this)) {
    setObjectName(QStringLiteral("endgameIndicator"));
    label_->setObjectName(QStringLiteral("endgameText"));
    bar_->setObjectName(QStringLiteral("endgameProgress"));
    bar_->setRange(0, 100);
    bar_->setMaximumWidth(100);
    bar_->setMaximumHeight(label_->sizeHint().height());
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(bar_);
    layout->addWidget(label_);
    connect(store_, &EndgameStore::buildingChanged, this, &EndgameIndicator::showState);
    connect(store_, &EndgameStore::notKept, this, [this](GameId game, const QString& reason) {
        statusBar_->showMessage(tr("The %1 endgames could not be kept for later: %2", "a game's name, the reason")
                                    .arg(Wording::isolate(Wording::gameName(game)), reason));
    });
    connect(store_, &EndgameStore::distrusted, this, [this](GameId game) {
        statusBar_->showMessage(tr("The file of the %1 endgames contradicts itself and is not used; they are "
                                   "worked out again",
                                   "a game's name")
                                    .arg(Wording::isolate(Wording::gameName(game))));
    });
    connect(store_, &EndgameStore::notBuilt, this, [this](GameId game, const QString& reason) {
        statusBar_->showMessage(
            tr("The %1 endgames cannot be worked out: %2. The Expert plays them without.", "a game's name, the reason")
                .arg(Wording::isolate(Wording::gameName(game)), reason));
    });
    hide();
}

QString EndgameIndicator::text() const {
    return label_->text();
}

int EndgameIndicator::percent() const {
    return bar_->value();
}

void EndgameIndicator::showState() {
    const std::optional<EndgameStore::Building> building = store_->building();
    if (!building) {
        hide();
        return;
    }
    label_->setText(
        tr("Working out the %1 endgames…", "a game's name").arg(Wording::isolate(Wording::gameName(building->game))));
    bar_->setAccessibleName(label_->text());
    setToolTip(tr("Once only: the exact result of every position with at most %1 on the board, so that the Expert "
                  "plays them perfectly",
                  "a number of seeds")
                   .arg(Wording::pieces(building->game, store_->seeds())));
    bar_->setValue(building->percent);
    show();
}

void EndgameIndicator::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange && isVisible())
        showState();
    QWidget::changeEvent(event);
}

} // namespace mancala::ui
