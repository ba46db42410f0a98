// The rules of the games, in a dock that can stay open beside the board.
//
// It shows one game's page in the current language, from the resources
// (:/rules/<game>.<lang>.html, written for the app: type of game, overview,
// the board, how to play, captures, end and winner, notes, and where the
// sources are silent), rendered by QTextBrowser. The page's start position
// picture is painted by the app's own board view, and each "Show me" example
// (show_me.hpp) is a link that sets its position up on a small live board
// under the page and plays its move there, with the real animation.
//
// Help → Rules (F1, showRulesAction()) opens it on the game being played; it
// follows that game when a game of another kind starts, and its chooser shows
// any other game's rules. It retranslates itself, page included, when the
// language changes.
#pragma once

#include <QDockWidget>
#include <QImage>

#include <vector>

#include "i18n/language.hpp"
#include "mancala/types.hpp"
#include "rules/show_me.hpp"

class QAction;
class QComboBox;
class QFrame;
class QLabel;
class QPushButton;
class QTextBrowser;
class QTimer;

namespace mancala::ui {

class BoardModel;
class BoardView;
class GameSession;
class RulesPage;

class RulesBrowser : public QDockWidget {
    Q_OBJECT
public:
    // `current` is the game being played (the main window's session).
    explicit RulesBrowser(GameSession* current, QWidget* parent = nullptr);
    ~RulesBrowser() override;

    // Help → Rules (F1): shows the dock with the rules of the current game.
    QAction* showRulesAction() const noexcept { return showRules_; }

    // Shows the rules of `game` (the chooser "rulesGameChooser" shows which).
    void setGame(GameId game);

    // Sets example `i` of the game shown (ShowMe::examples() of it, as linked
    // from its page: "showme:<i>") up on the live board and, after a short
    // pause, plays its move.
    void showExample(int i);

    // The resource holding the rules of `game` in `language`, and its text as
    // written (empty when it is missing).
    static QString pagePath(GameId game, Language language);
    static QString pageSource(GameId game, Language language);

protected:
    void changeEvent(QEvent* event) override;
    // Narrower than kMinimumWidth on a narrow screen: two fifths of it.
    void showEvent(QShowEvent* event) override;

private:
    // The family of the chooser's item i (each item is a family's page).
    GameFamily familyAt(int i) const;
    // The parts, found by their object names: "rulesGameChooser", "rulesPage",
    // and the example's "examplePanel", "exampleCaption", "exampleBoard"
    // (a BoardView), "exampleSession", "exampleReplay" and "exampleClose".
    void connectControls();
    void setUpExamplePanel();
    void layOut();
    void retranslate();
    // Builds the page of game_ in the current language; `keepScroll` keeps
    // the reader's place (a language change), otherwise it starts at the top.
    void loadPage(bool keepScroll);
    void playShownExample();
    void onLinkClicked(const QUrl& url);
    QImage startPicture() const;

    GameSession* current_;
    GameId followed_; // the current game's kind when last seen
    GameId game_;
    std::vector<ShowMeExample> examples_;
    int shown_ = -1;

    QAction* showRules_;
    QLabel* chooserLabel_;
    QComboBox* chooser_;
    RulesPage* page_;
    QFrame* examplePanel_;
    QLabel* caption_;
    GameSession* exampleSession_;
    BoardModel* exampleModel_;
    BoardView* exampleView_;
    QPushButton* replay_;
    QPushButton* closeExample_;
    QTimer* pause_; // between setting an example up and playing its move
};

} // namespace mancala::ui
