#include "window/new_game_dialog.hpp"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QScreen>
#include <QSpinBox>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>
#include <array>
#include <cmath>

#include "board/board_model.hpp"
#include "board/board_view.hpp"
#include "session/game_session.hpp"
#include "window/player_choice.hpp"
#include "i18n/wording.hpp"

namespace mancala::ui {

namespace {

constexpr QSize kPictureSize{168, 72};
// The seeds a Kalah house may start with here (the board's sizes players know).
constexpr int kMinKalahSeeds = 4;
constexpr int kMaxKalahSeeds = 6;

// The start board of `game`, painted by the board view itself.
QPixmap startBoardPicture(GameId game) {
    GameSession session(game);
    BoardModel model(&session);
    BoardView view(&model);
    view.resize(kPictureSize * 2);
    return view.grab();
}

// A player's name and who plays that side, on one line.
QHBoxLayout* playerRow(QLineEdit* name, PlayerChoice* choice) {
    auto* row = new QHBoxLayout;
    row->addWidget(name, 1);
    row->addWidget(choice);
    return row;
}

} // namespace

NewGameDialog::NewGameDialog(GameId game, const QString& southName, const QString& northName, QWidget* parent)
    : QDialog(parent), games_(new QListWidget(this)), south_(new QLineEdit(southName, this)),
      north_(new QLineEdit(northName, this)), chooseLabel_(new QLabel(this)), southLabel_(new QLabel(this)),
      northLabel_(new QLabel(this)), southPlayer_(new PlayerChoice(this)), northPlayer_(new PlayerChoice(this)),
      expertTime_(new QDoubleSpinBox(this)), expertTimeLabel_(new QLabel(this)), clock_(new QComboBox(this)),
      clockLabel_(new QLabel(this)), kalahSeeds_(new QSpinBox(this)), kalahSeedsLabel_(new QLabel(this)),
      emptyCapture_(new QCheckBox(this)), buttons_(new QDialogButtonBox(QDialogButtonBox::Cancel, this)),
      start_(buttons_->addButton(QString(), QDialogButtonBox::AcceptRole)) {
    start_->setObjectName(QStringLiteral("startButton"));
    setUpGameList();
    setUpPlayers();
    setUpKalah();
    setUpClock();
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(games_, &QListWidget::itemActivated, this, &QDialog::accept);
    layOut();
    retranslate();
    setGame(game);
    games_->setFocus();
}

void NewGameDialog::setUpGameList() {
    games_->setObjectName(QStringLiteral("gameList"));
    games_->setIconSize(kPictureSize);
    games_->setWordWrap(true);
    games_->setSpacing(4);
    games_->setUniformItemSizes(true);
    for (GameId g : kAllGames) {
        auto* item = new QListWidgetItem;
        item->setData(Qt::UserRole, static_cast<int>(g.family()));
        games_->addItem(item);
    }
    games_->setMinimumWidth(kPictureSize.width() * 3);
    chooseLabel_->setBuddy(games_);
}

void NewGameDialog::setUpPlayers() {
    south_->setObjectName(QStringLiteral("southName"));
    north_->setObjectName(QStringLiteral("northName"));
    for (QLineEdit* name : {south_, north_}) {
        name->setClearButtonEnabled(true);
        name->setMaxLength(kMaxPlayerNameLength);
    }
    southLabel_->setBuddy(south_);
    northLabel_->setBuddy(north_);
    southPlayer_->setObjectName(QStringLiteral("southPlayer"));
    northPlayer_->setObjectName(QStringLiteral("northPlayer"));
    expertTime_->setObjectName(QStringLiteral("expertTime"));
    expertTime_->setDecimals(1);
    expertTime_->setRange(kMinExpertTimeMs / 1000.0, kMaxExpertTimeMs / 1000.0);
    expertTime_->setSingleStep(0.5);
    expertTimeLabel_->setBuddy(expertTime_);
    setExpertTimeMs(kDefaultExpertTimeMs);
    // Expert's time matters only when the computer plays at Expert.
    const auto updateExpertTime = [this] {
        const PlayerSetup p = players();
        const bool expert = (p.isComputer(Side::South) && p.levelOf(Side::South) == Level::Expert) ||
                            (p.isComputer(Side::North) && p.levelOf(Side::North) == Level::Expert);
        expertTime_->setEnabled(expert);
        expertTimeLabel_->setEnabled(expert);
    };
    connect(southPlayer_, &PlayerChoice::changed, this, updateExpertTime);
    connect(northPlayer_, &PlayerChoice::changed, this, updateExpertTime);
    updateExpertTime();
}

// The clocks offered: none, then minutes a side plus seconds a move.
void NewGameDialog::setUpClock() {
    clock_->setObjectName(QStringLiteral("clock"));
    clockLabel_->setBuddy(clock_);
    clock_->addItem(QString());
    for (const auto& [minutes, increment] : {std::pair{1, 0}, {3, 2}, {5, 3}, {10, 5}, {15, 10}, {30, 20}}) {
        const TimeControl control{std::chrono::minutes(minutes), std::chrono::seconds(increment)};
        clock_->addItem(QString(), QString::fromStdString(formatTimeControl(control)));
    }
}

QString NewGameDialog::clockName(const std::optional<TimeControl>& control) {
    if (!control)
        return tr("No clock");
    const auto minutes = std::chrono::duration_cast<std::chrono::minutes>(control->base).count();
    const auto seconds = std::chrono::duration_cast<std::chrono::seconds>(control->increment).count();
    if (control->base == std::chrono::minutes(minutes))
        return tr("%1 min + %2 s a move", "minutes a side, seconds added after each move")
            .arg(QLocale().toString(minutes), QLocale().toString(seconds));
    return tr("%1 s + %2 s a move", "seconds a side, seconds added after each move")
        .arg(QLocale().toString(std::chrono::duration_cast<std::chrono::seconds>(control->base).count()),
             QLocale().toString(seconds));
}

std::optional<TimeControl> NewGameDialog::timeControl() const {
    return parseTimeControl(clock_->currentData().toString().toStdString());
}

void NewGameDialog::setTimeControl(const std::optional<TimeControl>& control) {
    const QString text = control ? QString::fromStdString(formatTimeControl(*control)) : QString();
    int at = control ? clock_->findData(text) : 0;
    if (at < 0) {
        clock_->addItem(clockName(control), text);
        at = clock_->count() - 1;
    }
    clock_->setCurrentIndex(at);
}

// Kalah's seeds a house (4, 5 or 6) and its empty-capture option, which
// only a Kalah takes.
void NewGameDialog::setUpKalah() {
    kalahSeeds_->setObjectName(QStringLiteral("kalahSeeds"));
    kalahSeeds_->setRange(kMinKalahSeeds, kMaxKalahSeeds);
    kalahSeeds_->setValue(GameId::Kalah.seeds());
    kalahSeedsLabel_->setBuddy(kalahSeeds_);
    emptyCapture_->setObjectName(QStringLiteral("emptyCapture"));
    const auto follow = [this] {
        const bool kalah = games_->currentRow() >= 0 && familyAt(games_->currentRow()) == GameFamily::Kalah;
        kalahSeeds_->setEnabled(kalah);
        kalahSeedsLabel_->setEnabled(kalah);
        emptyCapture_->setEnabled(kalah);
    };
    connect(games_, &QListWidget::currentRowChanged, this, follow);
    follow();
}

GameFamily NewGameDialog::familyAt(int row) const {
    return static_cast<GameFamily>(games_->item(row)->data(Qt::UserRole).toInt());
}

void NewGameDialog::layOut() {
    auto* names = new QFormLayout;
    names->addRow(southLabel_, playerRow(south_, southPlayer_));
    names->addRow(northLabel_, playerRow(north_, northPlayer_));
    // The Expert's time and the clock share a row: the game list keeps its
    // room on a small screen.
    auto* expertRow = new QHBoxLayout;
    expertRow->addWidget(expertTime_);
    expertRow->addSpacing(12);
    expertRow->addWidget(clockLabel_);
    expertRow->addWidget(clock_);
    expertRow->addStretch(1);
    names->addRow(expertTimeLabel_, expertRow);

    auto* kalah = new QHBoxLayout;
    kalah->addWidget(kalahSeedsLabel_);
    kalah->addWidget(kalahSeeds_);
    kalah->addSpacing(12);
    kalah->addWidget(emptyCapture_);
    kalah->addStretch(1);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(chooseLabel_);
    layout->addWidget(games_, 1);
    layout->addLayout(kalah);
    layout->addLayout(names);
    layout->addWidget(buttons_);

    // Tab follows the reading order: the game (and Kalah's options), then
    // each player's name and who plays that side, Expert's time, the buttons.
    const std::array<QWidget*, 11> order{games_,
                                         kalahSeeds_,
                                         emptyCapture_,
                                         south_,
                                         southPlayer_->kindBox(),
                                         southPlayer_->levelBox(),
                                         north_,
                                         northPlayer_->kindBox(),
                                         northPlayer_->levelBox(),
                                         expertTime_,
                                         clock_};
    for (std::size_t i = 0; i + 1 < order.size(); ++i)
        setTabOrder(order[i], order[i + 1]);
}

void NewGameDialog::retranslate() {
    setWindowTitle(tr("New Game"));
    for (int i = 0; i < games_->count(); ++i) {
        QListWidgetItem* item = games_->item(i);
        const GameId g = familyDefault(familyAt(i));
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
    start_->setText(tr("S&tart"));
    chooseLabel_->setText(tr("&Game:"));
    expertTimeLabel_->setText(tr("&Expert's time per move:"));
    expertTime_->setSuffix(tr(" s", "seconds"));
    expertTime_->setToolTip(tr("How long the computer thinks about each move at the Expert level"));
    clockLabel_->setText(tr("C&lock:"));
    clock_->setToolTip(tr("Each player's time for the whole game, and the time added after each of their moves"));
    for (int i = 0; i < clock_->count(); ++i)
        clock_->setItemText(i, clockName(parseTimeControl(clock_->itemData(i).toString().toStdString())));
    kalahSeedsLabel_->setText(tr("&Kalah, seeds in each house:"));
    emptyCapture_->setText(tr("Empty &capture"));
    emptyCapture_->setToolTip(tr("Kalah: a last seed in an empty house of your own goes to your store even when "
                                 "the house across is empty"));
    fitGameList();
}

void NewGameDialog::fitGameList() {
    // Each game's row as the list's delegate lays it out at the list's
    // narrowest, its description wrapped beside the picture.
    QStyleOptionViewItem option;
    option.initFrom(games_->viewport());
    option.rect = QRect(0, 0, games_->minimumWidth() - 2 * (games_->frameWidth() + games_->spacing()), 1 << 16);
    option.features = QStyleOptionViewItem::WrapText;
    option.decorationSize = games_->iconSize();
    int needed = 2 * games_->frameWidth();
    for (int i = 0; i < games_->count(); ++i) {
        const QModelIndex game = games_->model()->index(i, 0);
        needed += games_->itemDelegate()->sizeHint(option, game).height() + 2 * games_->spacing();
    }
    games_->setMinimumHeight(0);
    layout()->invalidate();
    const int rest = layout()->sizeHint().height() - games_->sizeHint().height() +
                     style()->pixelMetric(QStyle::PM_TitleBarHeight, nullptr, this);
    const int room = screen()->availableGeometry().height() - rest;
    games_->setMinimumHeight(std::max(kPictureSize.height() + 4 * games_->spacing(), std::min(needed, room)));
}

void NewGameDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

GameId NewGameDialog::game() const {
    const int row = games_->currentRow();
    if (row < 0)
        return kAllGames.front();
    const GameFamily family = familyAt(row);
    if (family == GameFamily::Kalah)
        return GameId::kalah(GameId::Kalah.houses(), kalahSeeds_->value(), emptyCapture_->isChecked());
    return familyDefault(family);
}

void NewGameDialog::setGame(GameId game) {
    for (int i = 0; i < games_->count(); ++i)
        if (familyAt(i) == game.family())
            games_->setCurrentRow(i);
    if (game.family() == GameFamily::Kalah) {
        kalahSeeds_->setValue(game.seeds());
        emptyCapture_->setChecked(game.emptyCapture());
    }
}

QString NewGameDialog::southName() const {
    return south_->text().trimmed();
}

QString NewGameDialog::northName() const {
    return north_->text().trimmed();
}

PlayerSetup NewGameDialog::players() const {
    PlayerSetup players;
    for (Side side : {Side::South, Side::North}) {
        players.kind[index(side)] = playerChoice(side)->kind();
        players.level[index(side)] = playerChoice(side)->level();
    }
    return players;
}

void NewGameDialog::setPlayers(const PlayerSetup& players) {
    for (Side side : {Side::South, Side::North})
        playerChoice(side)->setChoice(players.kind[index(side)], players.levelOf(side));
}

int NewGameDialog::expertTimeMs() const {
    return static_cast<int>(std::lround(expertTime_->value() * 1000.0));
}

void NewGameDialog::setExpertTimeMs(int ms) {
    expertTime_->setValue(ms / 1000.0);
}

} // namespace mancala::ui
