#include "window/welcome_dialog.hpp"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include "i18n/wording.hpp"

namespace mancala::ui {

namespace {

// The opponent box's entries: a person (no level), then each level.
constexpr int kPerson = -1;

} // namespace

WelcomeDialog::WelcomeDialog(QWidget* parent)
    : QDialog(parent), greeting_(new QLabel(this)), gameLabel_(new QLabel(this)), game_(new QComboBox(this)),
      description_(new QLabel(this)), opponentLabel_(new QLabel(this)), opponent_(new QComboBox(this)),
      start_(new QPushButton(this)) {
    setObjectName(QStringLiteral("welcomeDialog"));
    greeting_->setObjectName(QStringLiteral("welcomeGreeting"));
    greeting_->setWordWrap(true);
    game_->setObjectName(QStringLiteral("welcomeGame"));
    for (GameId g : kAllGames)
        game_->addItem(QString(), static_cast<int>(g.family()));
    description_->setObjectName(QStringLiteral("welcomeGameDescription"));
    description_->setWordWrap(true);
    opponent_->setObjectName(QStringLiteral("welcomeOpponent"));
    opponent_->addItem(QString(), kPerson);
    for (Level l : kAllLevels)
        opponent_->addItem(QString(), static_cast<int>(l));
    start_->setObjectName(QStringLiteral("welcomeStart"));
    start_->setDefault(true);
    gameLabel_->setBuddy(game_);
    opponentLabel_->setBuddy(opponent_);
    connect(game_, &QComboBox::currentIndexChanged, this,
            [this] { description_->setText(Wording::gameDescription(game())); });
    connect(start_, &QPushButton::clicked, this, &QDialog::accept);

    auto* form = new QFormLayout;
    form->addRow(gameLabel_, game_);
    form->addRow(QString(), description_);
    form->addRow(opponentLabel_, opponent_);
    auto* buttons = new QDialogButtonBox(this);
    buttons->addButton(start_, QDialogButtonBox::AcceptRole);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(greeting_);
    layout->addLayout(form);
    layout->addWidget(buttons);

    retranslate();
    setGame(kAllGames.front());
    game_->setFocus();
}

GameId WelcomeDialog::game() const {
    return familyDefault(static_cast<GameFamily>(game_->currentData().toInt()));
}

void WelcomeDialog::setGame(GameId game) {
    game_->setCurrentIndex(game_->findData(static_cast<int>(game.family())));
    description_->setText(Wording::gameDescription(game));
}

PlayerSetup WelcomeDialog::players() const {
    PlayerSetup players;
    const int chosen = opponent_->currentData().toInt();
    if (chosen != kPerson) {
        players.kind[index(Side::North)] = PlayerKind::Computer;
        players.level[index(Side::North)] = static_cast<Level>(chosen);
    }
    return players;
}

void WelcomeDialog::retranslate() {
    setWindowTitle(tr("Welcome to Mancala"));
    greeting_->setText(tr("Sow the seeds and capture more than your opponent. Choose a game and whom to play "
                          "against; Help ▸ Rules (F1) explains each game."));
    gameLabel_->setText(tr("&Game:"));
    for (int i = 0; i < game_->count(); ++i)
        game_->setItemText(i, Wording::gameName(familyDefault(static_cast<GameFamily>(game_->itemData(i).toInt()))));
    description_->setText(Wording::gameDescription(game()));
    opponentLabel_->setText(tr("&Play against:"));
    opponent_->setItemText(0, tr("A person, here at this computer"));
    for (int i = 1; i < opponent_->count(); ++i)
        opponent_->setItemText(i, Wording::computerPlayer(static_cast<Level>(opponent_->itemData(i).toInt())));
    start_->setText(tr("&Start"));
}

void WelcomeDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

} // namespace mancala::ui
