#include "new_game_dialog.hpp"

#include <QDialogButtonBox>
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
      north_(new QLineEdit(northName, this)) {
    setWindowTitle(tr("New Game"));

    games_->setObjectName(QStringLiteral("gameList"));
    games_->setIconSize(kPictureSize);
    games_->setWordWrap(true);
    games_->setSpacing(4);
    games_->setUniformItemSizes(true);
    for (GameId g : kAllGames) {
        auto* item = new QListWidgetItem(QIcon(startBoardPicture(g)),
                                         Wording::gameName(g) + QLatin1Char('\n') + Wording::gameDescription(g));
        item->setData(Qt::UserRole, static_cast<int>(g));
        item->setToolTip(Wording::gameDescription(g));
        games_->addItem(item);
    }
    games_->setMinimumWidth(kPictureSize.width() * 3);
    games_->setMinimumHeight((kPictureSize.height() + 16) * static_cast<int>(kAllGames.size()));

    south_->setObjectName(QStringLiteral("southName"));
    north_->setObjectName(QStringLiteral("northName"));
    south_->setPlaceholderText(Wording::sideName(Side::South));
    north_->setPlaceholderText(Wording::sideName(Side::North));
    south_->setClearButtonEnabled(true);
    north_->setClearButtonEnabled(true);

    auto* names = new QFormLayout;
    names->addRow(tr("&South (moves first):"), south_);
    names->addRow(tr("&North:"), north_);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Start"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(games_, &QListWidget::itemActivated, this, &QDialog::accept);

    auto* chooseLabel = new QLabel(tr("&Game:"), this);
    chooseLabel->setBuddy(games_);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(chooseLabel);
    layout->addWidget(games_, 1);
    layout->addLayout(names);
    layout->addWidget(buttons);

    setGame(game);
    games_->setFocus();
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
