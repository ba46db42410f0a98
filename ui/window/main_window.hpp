// The main window: the board in the middle (it shows the players' names, whose
// turn it is and their totals), a "Pass" bar when the only legal move is a
// pass, a game-over bar offering another game, the move list in a dock, and
// the status bar saying whose turn it is, why a hole cannot be played (HoleGuide) and how the
// game ended; in replay mode the replay bar under the board (GameFiles,
// ReplayController, ReplayBar: files, autosave, replays). Menus: Game (with
// Open, Save, Open Recent), Edit, View, Replay, Computer, Settings, Language, Help; Help → Rules
// (F1) opens the rules browser in a dock, Help → About Mancala the AboutDialog, Help → About Qt
// Qt's own box. Everything is worded again when the language changes (QEvent::LanguageChange).
//
// Computer players (ComputerPlayer): each side is played by a person or the
// computer, as the new-game dialog says; the board takes no move from a
// person while the computer is to move, the status bar shows it thinking
// (ThinkingIndicator) and, in Tihbat, the perfect-play value
// (PerfectPlayLabel); while the Expert's endgame database of the game is
// built on first use (EndgameStore), its progress (EndgameIndicator).
// Computer menu: Hint (H), Pause/Resume, Step. View: the evaluation of each
// move (EvaluationPanel, a dock) and the analysis (AnalysisPanel, a dock
// that a replay opens). Edit ▸ Copy Board, Game ▸ Export Board…/Game…
// (BoardExport).
#pragma once

#include <QMainWindow>

#include <memory>
#include <optional>

#include "settings/animation_speed.hpp"
#include "mancala/clock.hpp"
#include "mancala/types.hpp"
#include "settings/players.hpp"

class QAction;
class QActionGroup;
class QDockWidget;
class QFrame;
class QLabel;
class QListView;
class QMenu;
class QPushButton;

namespace mancala::ui {

class BoardModel;
class BoardView;
class ClockBar;
class ComputerPlayer;
class EndgameStore;
class EvaluationPanel;
class GameClocks;
class GameFiles;
class GameSession;
class Hint;
class HoleGuide;
class MistakePuzzles;
class MoveListModel;
class AnalysisModel;
class AnalysisMarks;
class AnalysisPanel;
class BoardExport;
class PerfectPlayLabel;
class PuzzleBook;
class ReplayBar;
class ReplayController;
class RulesBrowser;
class Settings;
class Statistics;
class TurnController;

class MainToolBar;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // Uses the application's settings.
    explicit MainWindow(QWidget* parent = nullptr);
    // Uses `settings` (e.g. an INI file of a test).
    explicit MainWindow(std::unique_ptr<Settings> settings, QWidget* parent = nullptr);
    ~MainWindow() override;

    // The game's file, unsaved moves and autosave (the app starts up through it).
    // Its other parts have object names (set where each is made), by which
    // the tests find them.
    GameFiles* files() const noexcept { return files_; }

public slots:
    // Starts a game and names its players (also remembered in the settings).
    void startGame(mancala::GameId game, const QString& southName, const QString& northName);
    // The same with who plays each side (also remembered).
    void startGame(mancala::GameId game, const QString& southName, const QString& northName,
                   const mancala::ui::PlayerSetup& players);
    // Opens the new-game dialog (window-modal); accepting it starts the game chosen.
    void newGameDialog();
    // Opens Set Up Position (window-modal) on the position shown, or the
    // start when the game is over; accepting it plays the game from the
    // position set up, by the same players.
    void setUpDialog();
    // Opens Game ▸ Puzzles (window-modal), on the puzzles of the game played
    // when it has some.
    void puzzleDialog();
    void setAnimationSpeed(mancala::ui::AnimationSpeed speed);

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    // Esc that no part of the window took leaves full screen.
    void keyPressEvent(QKeyEvent* event) override;
    // A modal dialog over the window holds the computer until it closes.
    bool event(QEvent* event) override;
    // Fitted to the screen again once the window manager has framed it.
    void moveEvent(QMoveEvent* event) override;

private:
    // The parts in the order the constructor makes them (main_window_parts.cpp):
    // the computer player, the endgame databases, the turn controller and the
    // result recorder...
    void createPlayers();
    // ...the analysis (main_window_analysis.cpp): its model with the endgame
    // databases, the marks over the move list, the board and game exports
    // (Copy Board, Export Board…, Export Game…)...
    void createAnalysis();
    // ...the puzzles (main_window_analysis.cpp): the player's own set, Game ▸
    // Puzzles and Game ▸ Make Puzzles of My Mistakes...
    void createPuzzles();
    // ...the actions of the Game, Edit, View and Help menus...
    void createActions();
    void createGameActions();
    void createEditActions();
    void createViewActions();
    void createHelpActions();
    // ...the widgets: the central area (board, replay, first-move, pass and
    // game-over bars), the move list, the rules dock, the status bar's signs
    // (hole guide, hint, thinking, endgame builds, perfect play), the
    // Evaluation and Analysis docks (main_window_analysis.cpp), the toolbar
    // and the menus.
    void createCentralArea();
    void createMoveList();
    void createRulesDock();
    void createComputerSigns();
    void createAnalysisDocks();
    void createToolBar();
    void createMenus();
    void createComputerMenu();
    void createSettingsMenu();
    void onMovePlayed();
    void refresh();
    void updateTitle();
    void updateUndoRedo();
    void about();
    // Sets every fixed text (menus, actions, buttons, docks) in the current language.
    void retranslate();
    void createAutosaveWarning();
    // The first start (main_window_welcome.cpp): the welcome, once, unless a
    // game was opened or restored; then the hint of how to move until a move
    // is made.
    void welcome();
    void startFromWelcome(GameId game, const PlayerSetup& players);
    void retranslateAutosaveWarning();
    // Moves the docks on the left to the right and back: the side panels
    // follow the reading direction (the saved layout is a left-to-right one).
    void mirrorDocks();
    // On a screen too small for `dock` (the rules, the evaluation) beside the
    // board and the moves, it opens as a tab over the moves; fitWhenShown
    // fits it each time it is shown.
    void fitDock(QDockWidget* dock);
    void fitWhenShown(QDockWidget* dock);
    // The rules beside the board, when they leave it less than its playable
    // size (BoardGeometry::playableSize), go over the moves as a tab (the
    // evaluation sits under the moves and takes no width from the board).
    void keepBoardPlayable();
    bool eventFilter(QObject* watched, QEvent* event) override;
    QAction* speedAction(AnimationSpeed speed) const;

    std::unique_ptr<Settings> settings_;
    GameSession* session_;
    BoardModel* boardModel_;
    MoveListModel* moveListModel_;
    BoardView* boardView_ = nullptr;
    QFrame* firstMoveBar_ = nullptr; // how to move, after the welcome until the first move
    QLabel* firstMoveText_ = nullptr;
    QFrame* passBar_ = nullptr;
    QLabel* passText_ = nullptr;
    QPushButton* passButton_ = nullptr;
    QFrame* gameOverBanner_ = nullptr;
    QLabel* gameOverText_ = nullptr;
    QPushButton* playAgainButton_ = nullptr;
    QPushButton* newGameButton_ = nullptr;
    QLabel* turnLabel_ = nullptr;
    QLabel* autosaveWarning_ = nullptr; // shown while the game cannot be autosaved
    QString autosaveProblem_;           // why (one sentence)
    QDockWidget* moveDock_ = nullptr;
    QListView* moveListView_ = nullptr;
    ReplayController* replay_ = nullptr;
    GameClocks* clocks_ = nullptr;
    ClockBar* clockBar_ = nullptr;
    GameFiles* files_ = nullptr;
    ReplayBar* replayBar_ = nullptr;
    RulesBrowser* rulesBrowser_ = nullptr;
    ComputerPlayer* computer_ = nullptr;
    EndgameStore* endgames_ = nullptr;
    TurnController* turns_ = nullptr;
    Hint* hint_ = nullptr;
    HoleGuide* holeGuide_ = nullptr;
    PerfectPlayLabel* perfectPlay_ = nullptr;
    EvaluationPanel* evaluation_ = nullptr;
    AnalysisModel* analysis_ = nullptr;
    AnalysisMarks* analysisMarks_ = nullptr;
    AnalysisPanel* analysisPanel_ = nullptr;
    BoardExport* boardExport_ = nullptr;

    QAction* newGame_ = nullptr;
    QAction* restart_ = nullptr;
    QAction* setUp_ = nullptr;
    QAction* puzzles_ = nullptr;
    std::shared_ptr<const PuzzleBook> puzzleBook_;
    MistakePuzzles* mistakePuzzles_ = nullptr;
    QAction* pass_ = nullptr;
    QAction* quit_ = nullptr;
    QAction* undo_ = nullptr;
    QAction* redo_ = nullptr;
    QAction* about_ = nullptr;
    QAction* aboutQt_ = nullptr;
    QAction* fullScreen_ = nullptr;
    QAction* showStatistics_ = nullptr;
    std::unique_ptr<Statistics> statistics_;
    MainToolBar* toolBar_ = nullptr;
    QActionGroup* speedGroup_ = nullptr;
    QAction* showMoves_ = nullptr;
    QMenu* gameMenu_ = nullptr;
    QMenu* editMenu_ = nullptr;
    QMenu* viewMenu_ = nullptr;
    QMenu* settingsMenu_ = nullptr;
    QMenu* speedMenu_ = nullptr;
    QMenu* computerMenu_ = nullptr;
    QMenu* helpMenu_ = nullptr;
    bool welcomeDue_ = false;    // the welcome is to be offered once the window shows
    bool fittedInFrame_ = false; // fitted to the screen with its frame as drawn
    // The New Game dialog's choice whose start the unsaved-game question
    // cancelled: the dialog opens with it again.
    struct NewGameChoice {
        GameId game;
        QString south;
        QString north;
        PlayerSetup players;
        int expertTimeMs;
        std::optional<TimeControl> timeControl;
    };
    std::optional<NewGameChoice> unstarted_;
};

} // namespace mancala::ui
