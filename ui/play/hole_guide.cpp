#include "play/hole_guide.hpp"

#include <QAction>
#include <QEvent>
#include <QStatusBar>

#include "board/board_view.hpp"
#include "i18n/wording.hpp"
#include "mancala/notation.hpp"
#include "play/turn_controller.hpp"
#include "session/game_session.hpp"
#include "settings/settings.hpp"

namespace mancala::ui {

namespace {

// How long the status bar says why a click was refused.
constexpr int kRefusalTimeoutMs = 6000;

} // namespace

HoleGuide::HoleGuide(BoardView* board, TurnController* turns, GameSession* session, Settings* settings,
                     QStatusBar* statusBar, QObject* parent)
    : QObject(parent), board_(board), turns_(turns), session_(session), statusBar_(statusBar),
      showPlayable_(new QAction(this)) {
    showPlayable_->setObjectName(QStringLiteral("showPlayableAction"));
    showPlayable_->setCheckable(true);
    showPlayable_->setChecked(settings->showPlayableHoles());
    board_->setShowPlayable(showPlayable_->isChecked());
    connect(showPlayable_, &QAction::toggled, this, [this, settings](bool on) {
        board_->setShowPlayable(on);
        settings->setShowPlayableHoles(on);
    });
    connect(board_, &BoardView::holeHovered, this, &HoleGuide::onHovered);
    connect(turns_, &TurnController::refused, this, [this](Hole hole, IllegalReason why) {
        hoverSaid_ = false;
        statusBar_->showMessage(explanation(hole, why), kRefusalTimeoutMs);
    });
    retranslate();
}

QString HoleGuide::explanation(Hole hole, IllegalReason why) const {
    const QString name = QString::fromStdString(holeName(session_->rules(), hole));
    return tr("%1: %2", "a hole, why it cannot be played").arg(Wording::isolate(name), Wording::illegalReason(why));
}

// Over one of the mover's holes that a click would not play, while a person
// is to move and the board is at rest: why not.
void HoleGuide::onHovered(Hole hole) {
    const Position& pos = session_->position();
    const bool explains = hole < session_->rules().holeCount() && turns_->isPersonToMove() && !board_->isAnimating() &&
                          session_->rules().owner(hole) == pos.toMove;
    const IllegalReason why = explains ? turns_->whyRefused(hole) : IllegalReason::None;
    if (why == IllegalReason::None) {
        if (hoverSaid_)
            statusBar_->clearMessage();
        hoverSaid_ = false;
        return;
    }
    statusBar_->showMessage(explanation(hole, why));
    hoverSaid_ = true;
}

void HoleGuide::retranslate() {
    showPlayable_->setText(tr("Show Playa&ble Holes"));
    showPlayable_->setStatusTip(tr("Mark every hole the player to move may play"));
}

bool HoleGuide::event(QEvent* event) {
    // The window passes QEvent::LanguageChange on to its children.
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        return true;
    }
    return QObject::event(event);
}

} // namespace mancala::ui
