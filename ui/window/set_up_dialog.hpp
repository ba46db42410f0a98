// Game ▸ Set Up Position…: a position of the game played in the window, set
// up by hand on a board like the real one, then played from.
//
// The board edits (BoardView::setEditing): a click, the wheel up, Enter,
// Space or + puts a seed into the hole (a stone into Bao la Kimasai's empty
// hole); a right click, the wheel down, -, Backspace or Delete takes one
// away (a click takes a Bao stone away too). The seeds not on the board are
// the players' totals, shared out in two spin boxes: the core's editing
// (mancala/setup.hpp) keeps the invariants of the rules at every step, and
// refuses a seed more than the game has or a second stone in a hole, with
// the reason. The side to move is chosen, and the position can be typed or
// copied in the notation of records (docs/record-format.md).
//
// Play is offered only when the core finds the position playable
// (checkSetUp); otherwise the dialog says why, in the user's language
// (Wording::setUpFault). The window then starts the game from position().
#pragma once

#include <QDialog>

#include "mancala/rules.hpp"
#include "settings/theme_choice.hpp"

class QButtonGroup;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace mancala::ui {

class BoardModel;
class BoardView;
class GameSession;

class SetUpDialog : public QDialog {
    Q_OBJECT
public:
    // Sets up a position of `game`, starting from `start` (one that keeps
    // the invariants of its rules), the players named as in the window.
    SetUpDialog(GameId game, const Position& start, const QString& southName, const QString& northName,
                ThemeChoice theme, QWidget* parent = nullptr);
    ~SetUpDialog() override;

    // The position set up (playable when the dialog is accepted).
    const Position& position() const noexcept { return position_; }
    // Shows `pos` (one that keeps the invariants) for editing.
    void setPosition(const Position& pos);
    // The board, and the parts found by their object names: "southToMove",
    // "northToMove", "southTotal", "northTotal" (spin boxes), "notation",
    // "startPositionButton", "emptyBoardButton", "setUpStatus", "playButton".
    BoardView* board() const noexcept { return view_; }

protected:
    void changeEvent(QEvent* event) override;
    // Fitted to its screen (a laptop's, or one at scale 2).
    void showEvent(QShowEvent* event) override;
    // Enter in the notation reads it (and does not press Play).
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void layOut();
    void retranslate();
    void editHole(Hole h, int delta);
    void setTotal(Side side, int seeds);
    void readNotation();
    // Shows position_ on the board and in the controls, and says whether it
    // can be played (or `problem`, a refused edit, when given).
    void refresh(const QString& problem = {});

    const Rules& rules_;
    Position position_;
    GameSession* session_;
    BoardModel* model_;
    BoardView* view_;
    QLabel* help_;
    QLabel* toMoveLabel_;
    QRadioButton* southToMove_;
    QRadioButton* northToMove_;
    QButtonGroup* toMove_;
    QLabel* southTotalLabel_;
    QLabel* northTotalLabel_;
    QSpinBox* southTotal_;
    QSpinBox* northTotal_;
    QLabel* notationLabel_;
    QLineEdit* notation_;
    QPushButton* startPosition_;
    QPushButton* emptyBoard_;
    QLabel* status_;
    QDialogButtonBox* buttons_;
    QPushButton* play_;
};

} // namespace mancala::ui
