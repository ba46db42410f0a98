// Taking a position or a game out of the app (Game menu): Copy Board (the
// position shown as an image and an SVG drawing on the clipboard), Export
// Board… (an SVG or PNG file, by the name's suffix) and Export Game… (the
// PDF game sheet with the analysis so far). Drawn by the app's own painter
// (board_diagram.hpp, game_sheet.hpp); every file written through
// writeFileSafely, a failure told in a message box.
#pragma once

#include <QObject>
#include <QString>

#include "board/board_diagram.hpp"
#include "records/safe_write.hpp"

class QAction;
class QWidget;

namespace mancala::ui {

class AnalysisModel;
class GameFiles;
class GameSession;

class BoardExport : public QObject {
    Q_OBJECT
public:
    BoardExport(GameSession* session, AnalysisModel* analysis, GameFiles* files, QWidget* window);

    QAction* copyAction() const noexcept { return copy_; }
    QAction* exportBoardAction() const noexcept { return exportBoard_; }
    QAction* exportGameAction() const noexcept { return exportGame_; }

    // The position shown, as a diagram.
    Diagram shownDiagram() const;
    // Writes the diagram of the position shown to `path`: SVG for a name
    // ending .svg, PNG otherwise.
    FileWrite exportBoardTo(const QString& path) const;
    // Writes the game sheet (PDF) to `path`.
    FileWrite exportGameTo(const QString& path) const;
    // Puts the position shown on the clipboard.
    void copyBoard() const;

    void retranslate();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QString askPath(const QString& title, const QString& objectName, const QStringList& filters,
                    const QString& suffix) const;
    void tell(const FileWrite& written) const;

    GameSession* session_;
    AnalysisModel* analysis_;
    GameFiles* files_;
    QWidget* window_;
    QAction* copy_;
    QAction* exportBoard_;
    QAction* exportGame_;
};

} // namespace mancala::ui
