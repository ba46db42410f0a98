#include "window/replay_bar.hpp"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QItemSelectionModel>
#include <QLabel>
#include <QListView>
#include <QMenu>
#include <QSlider>
#include <QStyle>
#include <QStyledItemDelegate>
#include <QToolButton>
#include <QVBoxLayout>

#include <utility>

#include "board/board_view.hpp"
#include "play/turn_controller.hpp"
#include "session/game_session.hpp"
#include "session/replay_controller.hpp"
#include "window/word_elided_label.hpp"

namespace mancala::ui {

namespace {

// After the board has shown a move, autoplay waits this long (ms) before the
// next one: long enough to see the position, longer at slower speeds.
constexpr int kPauseInstant = 700;
constexpr int kPauseFast = 250;
constexpr int kPauseNormal = 450;
constexpr int kPauseSlow = 800;

// Draws the moves after the ply shown in the muted colour of disabled text:
// they are still there, but not on the board.
class LaterMovesDelegate : public QStyledItemDelegate {
public:
    LaterMovesDelegate(const ReplayController* replay, QObject* parent)
        : QStyledItemDelegate(parent), replay_(replay) {}

protected:
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override {
        QStyledItemDelegate::initStyleOption(option, index);
        if (index.row() >= replay_->ply())
            option->palette.setColor(QPalette::Text, option->palette.color(QPalette::Disabled, QPalette::Text));
    }

private:
    const ReplayController* replay_;
};

QToolButton* toolButton(QAction* action, Qt::ToolButtonStyle style, QWidget* parent) {
    auto* button = new QToolButton(parent);
    button->setDefaultAction(action);
    button->setToolButtonStyle(style);
    button->setAutoRaise(true);
    button->setFocusPolicy(Qt::NoFocus);
    return button;
}

} // namespace

int ReplayBar::autoplayPause(AnimationSpeed speed) {
    switch (speed) {
    case AnimationSpeed::Instant: return kPauseInstant;
    case AnimationSpeed::Fast: return kPauseFast;
    case AnimationSpeed::Normal: return kPauseNormal;
    case AnimationSpeed::Slow: break;
    }
    return kPauseSlow;
}

ReplayBar::ReplayBar(ReplayController* replay, TurnController* turns, BoardView* view, QWidget* parent)
    : QFrame(parent), replay_(replay), turns_(turns), view_(view) {
    setObjectName(QStringLiteral("replayBar"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::AlternateBase);
    createActions();
    createWidgets();
    retranslate();
    connect(replay_, &ReplayController::changed, this, &ReplayBar::sync);
    connect(view_, &BoardView::animationFinished, this, [this] {
        replay_->setAutoplayPause(autoplayPause(view_->animationSpeed()));
        replay_->stepShown();
    });
    sync();
}

void ReplayBar::createActions() {
    QStyle* s = style();
    replayGame_ = new QAction(this);
    connect(replayGame_, &QAction::triggered, this, [this] { replay_->start(0); });

    first_ = new QAction(s->standardIcon(QStyle::SP_MediaSkipBackward), QString(), this);
    first_->setShortcut(Qt::Key_Home);
    connect(first_, &QAction::triggered, this, [this] { navigate(&ReplayController::first); });

    previous_ = new QAction(s->standardIcon(QStyle::SP_MediaSeekBackward), QString(), this);
    previous_->setShortcut(Qt::Key_Left);
    connect(previous_, &QAction::triggered, this, [this] { navigate(&ReplayController::previous); });

    next_ = new QAction(s->standardIcon(QStyle::SP_MediaSeekForward), QString(), this);
    next_->setShortcut(Qt::Key_Right);
    connect(next_, &QAction::triggered, this, [this] { navigate(&ReplayController::next); });

    last_ = new QAction(s->standardIcon(QStyle::SP_MediaSkipForward), QString(), this);
    last_->setShortcut(Qt::Key_End);
    connect(last_, &QAction::triggered, this, [this] { navigate(&ReplayController::last); });

    autoplay_ = new QAction(s->standardIcon(QStyle::SP_MediaPlay), QString(), this);
    autoplay_->setCheckable(true);
    connect(autoplay_, &QAction::triggered, this, [this](bool on) {
        replay_->setAutoplayPause(autoplayPause(view_->animationSpeed()));
        replay_->setAutoplay(on);
    });

    playOn_ = new QAction(this);
    connect(playOn_, &QAction::triggered, turns_, &TurnController::playOnFromHere);

    leave_ = new QAction(s->standardIcon(QStyle::SP_DialogCloseButton), QString(), this);
    connect(leave_, &QAction::triggered, replay_, &ReplayController::stop);

    const std::pair<QAction*, const char*> names[] = {{replayGame_, "replayGameAction"}, {first_, "firstPlyAction"},
                                                      {previous_, "previousPlyAction"},  {next_, "nextPlyAction"},
                                                      {last_, "lastPlyAction"},          {autoplay_, "autoplayAction"},
                                                      {playOn_, "playOnAction"},         {leave_, "leaveReplayAction"}};
    for (const auto& [action, name] : names)
        action->setObjectName(QLatin1String(name));

    menu_ = new QMenu(this);
    menu_->setObjectName(QStringLiteral("replayMenu"));
    menu_->addAction(replayGame_);
    menu_->addSeparator();
    menu_->addActions({first_, previous_, next_, last_});
    menu_->addSeparator();
    menu_->addAction(autoplay_);
    menu_->addSeparator();
    menu_->addActions({playOn_, leave_});
}

void ReplayBar::retranslate() {
    menu_->setTitle(tr("&Replay"));
    replayGame_->setText(tr("&Replay Game"));
    replayGame_->setStatusTip(tr("Step through the moves of this game from the start"));
    first_->setText(tr("&First Position"));
    first_->setStatusTip(tr("Show the start of the game"));
    previous_->setText(tr("&Previous Move"));
    previous_->setStatusTip(tr("Show the position before this move"));
    next_->setText(tr("&Next Move"));
    next_->setStatusTip(tr("Play the next move on the board"));
    last_->setText(tr("&Last Position"));
    last_->setStatusTip(tr("Show the last position of the game"));
    autoplay_->setStatusTip(tr("Play the moves one after the other"));
    playOn_->setText(tr("Play &On From Here"));
    playOn_->setStatusTip(tr("Go on with the game from the position shown"));
    leave_->setText(tr("&Close Replay"));
    leave_->setStatusTip(tr("Show the latest position again"));
    slider_->setAccessibleName(tr("Move shown"));
    setAccessibleName(tr("Replay", "the bar of the replay's buttons"));
    sync();
}

void ReplayBar::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QFrame::changeEvent(event);
}

void ReplayBar::createWidgets() {
    // The timeline: buttons and slider, left to right in every language.
    auto* timeline = new QWidget(this);
    timeline->setLayoutDirection(Qt::LeftToRight);
    auto* buttons = new QHBoxLayout(timeline);
    buttons->setContentsMargins(0, 0, 0, 0);
    buttons->setSpacing(2);
    for (QAction* action : {first_, previous_, autoplay_, next_, last_}) {
        QToolButton* button = toolButton(action, Qt::ToolButtonIconOnly, timeline);
        button->setIconSize(QSize(22, 22));
        buttons->addWidget(button);
    }
    slider_ = new QSlider(Qt::Horizontal, timeline);
    slider_->setObjectName(QStringLiteral("replaySlider"));
    slider_->setFocusPolicy(Qt::NoFocus);
    slider_->setPageStep(10);
    // Never squeezed away by the buttons: room for a few moves a thumb's width apart.
    slider_->setMinimumWidth(8 * fontMetrics().height());
    buttons->addSpacing(8);
    buttons->addWidget(slider_, 1);
    connect(slider_, &QSlider::valueChanged, this, [this](int ply) {
        if (syncing_)
            return;
        replay_->goTo(ply);
    });

    counter_ = new QLabel(this);
    counter_->setObjectName(QStringLiteral("replayCounter"));
    QFont bold = counter_->font();
    bold.setBold(true);
    counter_->setFont(bold);
    description_ = new WordElidedLabel(this);
    description_->setObjectName(QStringLiteral("replayDescription"));

    auto* words = new QHBoxLayout;
    words->addWidget(counter_);
    words->addSpacing(6);
    words->addWidget(description_, 1);

    auto* rows = new QVBoxLayout;
    rows->setSpacing(2);
    rows->addLayout(words);
    rows->addWidget(timeline);

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->addLayout(rows, 1);
    layout->addSpacing(12);
    layout->addWidget(toolButton(playOn_, Qt::ToolButtonTextOnly, this));
    layout->addWidget(toolButton(leave_, Qt::ToolButtonTextBesideIcon, this));
}

void ReplayBar::setMoveList(QListView* list) {
    list_ = list;
    list_->setItemDelegate(new LaterMovesDelegate(replay_, list_));
    connect(list_, &QAbstractItemView::clicked, this, [this](const QModelIndex& index) {
        if (!index.isValid())
            return;
        replay_->goTo(index.row() + 1);
    });
    // A move's row may come after the move (once the board has shown it).
    connect(list_->model(), &QAbstractItemModel::rowsInserted, this, &ReplayBar::sync);
    sync();
}

void ReplayBar::navigate(void (ReplayController::*step)()) {
    // A step shows at once what an animation still running had to show
    // (GameSession::aboutToChange finishes it).
    (replay_->*step)();
}

void ReplayBar::sync() {
    syncing_ = true;
    const bool active = replay_->isActive();
    const int ply = replay_->ply();
    const int count = replay_->plyCount();
    setVisible(active);

    replayGame_->setEnabled(count > 0);
    first_->setEnabled(active && ply > 0);
    previous_->setEnabled(active && ply > 0);
    next_->setEnabled(active && ply < count);
    last_->setEnabled(active && ply < count);
    autoplay_->setEnabled(count > 0);
    autoplay_->setChecked(replay_->isAutoplaying());
    autoplay_->setIcon(style()->standardIcon(replay_->isAutoplaying() ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    autoplay_->setText(replay_->isAutoplaying() ? tr("P&ause") : tr("&Autoplay"));
    playOn_->setEnabled(active && replay_->canResume());
    leave_->setEnabled(active);

    slider_->setRange(0, count);
    slider_->setValue(ply);
    counter_->setText(tr("%1 / %2", "move shown / number of moves").arg(ply).arg(count));

    QModelIndex row;
    if (list_ && ply > 0)
        row = list_->model()->index(ply - 1, 0);
    description_->setFullText(row.isValid() ? row.data().toString() : tr("The start of the game"));
    if (list_) {
        QItemSelectionModel* selection = list_->selectionModel();
        if (row.isValid()) {
            selection->setCurrentIndex(row, QItemSelectionModel::ClearAndSelect);
            list_->scrollTo(row);
        } else {
            // The start of the game: the list shows its first moves.
            selection->clear();
            list_->scrollToTop();
        }
        list_->viewport()->update();
    }
    syncing_ = false;
}

} // namespace mancala::ui
