#include "new_game_dialog.hpp"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

#include "board_model.hpp"
#include "board_view.hpp"
#include "game_session.hpp"
#include "wording.hpp"

namespace mancala::ui {

namespace {

constexpr QSize kPictureSize{168, 72};

// The start board of `game`, painted by the board view itself.
QPixmap startBoardPicture(GameId game) {
    GameSession session(game);
    BoardModel model(&session);
    BoardView view(&model, &session);
    view.resize(kPictureSize * 2);
    return view.grab();
}

} // namespace

NewGameDialog::NewGameDialog(GameId game, const QString& southName, const QString& northName, QWidget* parent)
    : QDialog(parent), games_(new QListWidget(this)), south_(new QLineEdit(southName, this)),
      north_(new QLineEdit(northName, this)), chooseLabel_(new QLabel(this)), southLabel_(new QLabel(this)),
      northLabel_(new QLabel(this)),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Cancel, this)),
      start_(buttons_->addButton(QString(), QDialogButtonBox::AcceptRole)) {
    start_->setObjectName(QStringLiteral("startButton"));
    games_->setObjectName(QStringLiteral("gameList"));
    games_->setIconSize(kPictureSize);
    games_->setWordWrap(true);
    games_->setSpacing(4);
    games_->setUniformItemSizes(true);
    for (GameId g : kAllGames) {
        auto* item = new QListWidgetItem;
        item->setData(Qt::UserRole, static_cast<int>(g));
        games_->addItem(item);
    }
    games_->setMinimumWidth(kPictureSize.width() * 3);
    games_->setMinimumHeight((kPictureSize.height() + 16) * static_cast<int>(kAllGames.size()));

    south_->setObjectName(QStringLiteral("southName"));
    north_->setObjectName(QStringLiteral("northName"));
    south_->setClearButtonEnabled(true);
    north_->setClearButtonEnabled(true);

    southLabel_->setBuddy(south_);
    northLabel_->setBuddy(north_);
    auto* names = new QFormLayout;
    names->addRow(southLabel_, south_);
    names->addRow(northLabel_, north_);

    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(games_, &QListWidget::itemActivated, this, &QDialog::accept);

    chooseLabel_->setBuddy(games_);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(chooseLabel_);
    layout->addWidget(games_, 1);
    layout->addLayout(names);
    layout->addWidget(buttons_);

    retranslate();
    setGame(game);
    games_->setFocus();
}

void NewGameDialog::retranslate() {
    setWindowTitle(tr("New Game"));
    for (int i = 0; i < games_->count(); ++i) {
        QListWidgetItem* item = games_->item(i);
        const auto g = static_cast<GameId>(item->data(Qt::UserRole).toInt());
        // The picture names the players too.
        item->setIcon(QIcon(startBoardPicture(g)));
        item->setText(Wording::gameName(g) + QLatin1Char('\n') + Wording::gameDescription(g));
        item->setToolTip(Wording::gameDescription(g));
    }
    south_->setPlaceholderText(Wording::sideName(Side::South));
    north_->setPlaceholderText(Wording::sideName(Side::North));
    southLabel_->setText(tr("&South (moves first):"));
    northLabel_->setText(tr("&North:"));
    // Cancel is a standard button: the button box words it itself, from
    // Qt's own catalogs (translations/qtbase_*.ts).
    start_->setText(tr("&Start"));
    chooseLabel_->setText(tr("&Game:"));
}

void NewGameDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

GameId NewGameDialog::game() const {
    const QListWidgetItem* item = games_->currentItem();
    return item ? static_cast<GameId>(item->data(Qt::UserRole).toInt()) : kAllGames.front();
}

void NewGameDialog::setGame(GameId game) {
    for (int i = 0; i < games_->count(); ++i)
        if (games_->item(i)->data(Qt::UserRole).toInt() == static_cast<int>(game))
            games_->setCurrentRow(i);
}

QString NewGameDialog::southName() const {
    return south_->text().trimmed();
}

QString NewGameDialog::northName() const {
    return north_->text().trimmed();
}

} // namespace mancala::ui
