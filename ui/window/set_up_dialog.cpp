#include "window/set_up_dialog.hpp"

#include <QButtonGroup>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include "board/board_model.hpp"
#include "board/board_view.hpp"
#include "i18n/wording.hpp"
#include "mancala/setup.hpp"
#include "session/game_session.hpp"
#include "window/screen_fit.hpp"

namespace mancala::ui {

SetUpDialog::SetUpDialog(GameId game, const Position& start, const QString& southName, const QString& northName,
                         ThemeChoice theme, QWidget* parent)
    : QDialog(parent), rules_(rulesFor(game)), position_(start), session_(new GameSession(game, this)),
      model_(new BoardModel(session_, this)), view_(new BoardView(model_, this)), help_(new QLabel(this)),
      toMoveLabel_(new QLabel(this)), southToMove_(new QRadioButton(this)), northToMove_(new QRadioButton(this)),
      toMove_(new QButtonGroup(this)), southTotalLabel_(new QLabel(this)), northTotalLabel_(new QLabel(this)),
      southTotal_(new QSpinBox(this)), northTotal_(new QSpinBox(this)), notationLabel_(new QLabel(this)),
      notation_(new QLineEdit(this)), startPosition_(new QPushButton(this)), emptyBoard_(new QPushButton(this)),
      status_(new QLabel(this)), buttons_(new QDialogButtonBox(QDialogButtonBox::Cancel, this)),
      play_(buttons_->addButton(QString(), QDialogButtonBox::AcceptRole)) {
    setObjectName(QStringLiteral("setUpDialog"));
    session_->setPlayerNames(southName, northName);
    view_->setObjectName(QStringLiteral("setUpBoard"));
    view_->setThemeChoice(theme);
    view_->setAnimationSpeed(AnimationSpeed::Instant);
    view_->setInputEnabled(false);
    view_->setEditing(true);
    connect(view_, &BoardView::holeEdited, this, &SetUpDialog::editHole);

    const auto name = [](QWidget* w, const char* objectName) { w->setObjectName(QLatin1String(objectName)); };
    name(southToMove_, "southToMove");
    name(northToMove_, "northToMove");
    name(southTotal_, "southTotal");
    name(northTotal_, "northTotal");
    name(notation_, "notation");
    name(startPosition_, "startPositionButton");
    name(emptyBoard_, "emptyBoardButton");
    name(status_, "setUpStatus");
    name(play_, "playButton");
    toMove_->addButton(southToMove_, index(Side::South));
    toMove_->addButton(northToMove_, index(Side::North));
    connect(toMove_, &QButtonGroup::idClicked, this, [this](int id) {
        position_.toMove = id == index(Side::South) ? Side::South : Side::North;
        refresh();
    });
    connect(southTotal_, &QSpinBox::valueChanged, this, [this](int v) { setTotal(Side::South, v); });
    connect(northTotal_, &QSpinBox::valueChanged, this, [this](int v) { setTotal(Side::North, v); });
    connect(notation_, &QLineEdit::editingFinished, this, &SetUpDialog::readNotation);
    notation_->installEventFilter(this);
    connect(startPosition_, &QPushButton::clicked, this, [this] { setPosition(rules_.initial()); });
    connect(emptyBoard_, &QPushButton::clicked, this, [this] { setPosition(emptyBoard(rules_, position_.toMove)); });
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    help_->setWordWrap(true);
    status_->setWordWrap(true);
    notation_->setLayoutDirection(Qt::LeftToRight); // the notation reads left to right in every language
    layOut();
    retranslate();
    refresh();
    view_->setFocus();
}

SetUpDialog::~SetUpDialog() {
    // The notation loses its focus as the widgets go: nothing is read then.
    disconnect(notation_, nullptr, this, nullptr);
}

void SetUpDialog::layOut() {
    // Three rows under the board, so that the board keeps its room on a
    // small screen and in Nastaliq's tall lines: the side and the totals,
    // the notation and the resets, the verdict and the buttons.
    auto* sides = new QHBoxLayout;
    sides->addWidget(toMoveLabel_);
    sides->addWidget(southToMove_);
    sides->addWidget(northToMove_);
    sides->addStretch();
    sides->addWidget(southTotalLabel_);
    sides->addWidget(southTotal_);
    sides->addWidget(northTotalLabel_);
    sides->addWidget(northTotal_);
    auto* text = new QHBoxLayout;
    text->addWidget(notationLabel_);
    text->addWidget(notation_, 1);
    text->addWidget(startPosition_);
    text->addWidget(emptyBoard_);
    auto* verdict = new QHBoxLayout;
    verdict->addWidget(status_, 1);
    verdict->addWidget(buttons_);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(help_);
    layout->addWidget(view_, 1);
    layout->addLayout(sides);
    layout->addLayout(text);
    layout->addLayout(verdict);
    resize(760, 600);
}

void SetUpDialog::showEvent(QShowEvent* event) {
    QDialog::showEvent(event);
    keepWithinScreen(*this);
}

void SetUpDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        refresh();
    }
    QDialog::changeEvent(event);
}

bool SetUpDialog::eventFilter(QObject* watched, QEvent* event) {
    if (watched == notation_ && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            readNotation();
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

void SetUpDialog::retranslate() {
    setWindowTitle(tr("Set Up Position"));
    help_->setText(rules_.id() == GameId::BaoLaKimasai
                       ? tr("Click a hole to place a stone or take it away; + and − at the keyboard.")
                       : tr("Click a hole for one seed more, right-click for one less; or the wheel, + and −."));
    toMoveLabel_->setText(tr("To move:"));
    for (Side side : {Side::South, Side::North}) {
        const QString player = Wording::isolate(session_->playerName(side));
        QRadioButton* toMove = side == Side::South ? southToMove_ : northToMove_;
        toMove->setText(player);
        QLabel* total = side == Side::South ? southTotalLabel_ : northTotalLabel_;
        total->setText(rules_.hasStores() ? tr("In %1's store:").arg(player) : tr("Captured by %1:").arg(player));
        total->setBuddy(side == Side::South ? southTotal_ : northTotal_);
        (side == Side::South ? southTotal_ : northTotal_)
            ->setToolTip(tr("The seeds not on the board are the players' own: setting one total gives the other "
                            "the rest."));
    }
    notationLabel_->setText(tr("&Notation:"));
    notationLabel_->setBuddy(notation_);
    startPosition_->setText(tr("&Start Position"));
    emptyBoard_->setText(tr("&Empty Board"));
    play_->setText(tr("&Play"));
}

void SetUpDialog::setPosition(const Position& pos) {
    position_ = pos;
    refresh();
}

void SetUpDialog::editHole(Hole h, int delta) {
    // A click on a Bao stone takes it away: a hole holds one.
    const bool add = delta > 0 && !(rules_.id() == GameId::BaoLaKimasai && position_.board[h] > 0);
    const SetUpEdit edit = add ? addSeed(rules_, position_, h) : removeSeed(rules_, position_, h);
    refresh(Wording::setUpEdit(rules_, edit));
}

void SetUpDialog::setTotal(Side side, int seeds) {
    mancala::setTotal(position_, side, seeds);
    refresh();
}

void SetUpDialog::readNotation() {
    if (notation_->text() == QString::fromStdString(formatPosition(rules_, position_)))
        return;
    PositionTextError why = PositionTextError::None;
    const std::optional<Position> pos = parsePosition(rules_, notation_->text().toStdString(), &why);
    if (!pos)
        status_->setText(Wording::positionTextError(rules_, why));
    else if (const PositionFault fault = rules_.positionFault(*pos); fault != PositionFault::None)
        status_->setText(Wording::setUpFault(rules_, *pos, SetUpFault{fault, EndReason::None}));
    else
        setPosition(*pos);
}

void SetUpDialog::refresh(const QString& problem) {
    session_->startFrom(rules_.id(), position_);
    (position_.toMove == Side::South ? southToMove_ : northToMove_)->setChecked(true);
    const int off = position_.totals[0] + position_.totals[1];
    for (Side side : {Side::South, Side::North}) {
        QSpinBox* total = side == Side::South ? southTotal_ : northTotal_;
        const QSignalBlocker quiet(total);
        total->setRange(0, off);
        total->setValue(position_.totals[index(side)]);
    }
    {
        const QSignalBlocker quiet(notation_);
        notation_->setText(QString::fromStdString(formatPosition(rules_, position_)));
    }
    const SetUpFault fault = checkSetUp(rules_, position_);
    play_->setEnabled(fault.playable());
    if (!problem.isEmpty())
        status_->setText(problem);
    else if (!fault.playable())
        status_->setText(Wording::setUpFault(rules_, position_, fault, session_->playerName(Side::South),
                                             session_->playerName(Side::North)));
    else
        status_->setText(tr("%1 to move: the position can be played.")
                             .arg(Wording::isolate(session_->playerName(position_.toMove))));
}

} // namespace mancala::ui
