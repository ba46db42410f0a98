#include "play/player_menu.hpp"

#include <QActionGroup>
#include <QEvent>

#include "i18n/wording.hpp"
#include "play/turn_controller.hpp"
#include "session/game_session.hpp"

namespace mancala::ui {

namespace {

// An action's data: -1 for a person, else the computer's level.
constexpr int kPerson = -1;

int choiceOf(const PlayerSetup& players, Side side) {
    return players.isComputer(side) ? static_cast<int>(players.levelOf(side)) : kPerson;
}

} // namespace

PlayerMenu::PlayerMenu(Side side, GameSession* session, TurnController* turns, QWidget* parent)
    : QMenu(parent), side_(side), session_(session), turns_(turns), group_(new QActionGroup(this)) {
    setObjectName(side == Side::South ? QStringLiteral("southPlayerMenu") : QStringLiteral("northPlayerMenu"));
    group_->setExclusive(true);
    auto add = [this](int choice) {
        QAction* action = group_->addAction(QString());
        action->setCheckable(true);
        action->setData(choice);
        addAction(action);
        connect(action, &QAction::triggered, this, [this, choice] {
            PlayerSetup players = turns_->players();
            const std::size_t i = index(side_);
            players.kind[i] = choice == kPerson ? PlayerKind::Human : PlayerKind::Computer;
            if (choice != kPerson)
                players.level[i] = static_cast<Level>(choice);
            turns_->setPlayers(players);
        });
    };
    add(kPerson);
    addSeparator();
    for (Level level : kAllLevels)
        add(static_cast<int>(level));
    connect(session_, &GameSession::playersChanged, this, &PlayerMenu::showPlayers);
    retranslate();
    showPlayers();
}

void PlayerMenu::showPlayers() {
    const int choice = choiceOf(session_->players(), side_);
    for (QAction* action : group_->actions())
        if (action->data().toInt() == choice)
            action->setChecked(true);
}

void PlayerMenu::retranslate() {
    setTitle(side_ == Side::South ? tr("S&outh Is Played By") : tr("&North Is Played By"));
    for (QAction* action : group_->actions()) {
        const int choice = action->data().toInt();
        action->setText(choice == kPerson ? tr("A &Person") : Wording::computerPlayer(static_cast<Level>(choice)));
    }
}

void PlayerMenu::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMenu::changeEvent(event);
}

} // namespace mancala::ui
