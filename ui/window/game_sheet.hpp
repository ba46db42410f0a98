// The printable game sheet (Game ▸ Export Game…): a PDF (QPdfWriter) with
// the record's tags, the analysis's graph and each player's summary, the
// moves in columns with their marks, and diagrams of the board at the start,
// after each turning point (the biggest swings of the graph) and at the end.
// In the UI's language and font (Nastaliq, right to left, for Urdu); the
// diagrams and the graph are never mirrored. Returns the file's bytes: the
// caller writes them (writeFileSafely).
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QFont>
#include <QString>

#include <array>
#include <utility>
#include <vector>

#include "mancala/game.hpp"

class QPainter;

namespace mancala::ui {

class AnalysisModel;

struct GameSheet {
    const Game* game = nullptr;
    QString south; // as the sheet's header words each player ("Kwame (Computer · Expert)")
    QString north;
    // On the diagrams: each name alone and who played it (empty for a person), by Side.
    std::array<QString, 2> diagramNames;
    std::array<QString, 2> diagramPlayedBy;
    QString date;                                  // as the record has it, may be empty
    std::vector<std::pair<QString, QString>> tags; // the record's other tags (Event, Site…), in order
    const AnalysisModel* analysis = nullptr;       // of `game` (complete or not)
    QFont font;
    Qt::LayoutDirection direction = Qt::LeftToRight;
};

class GameSheetWriter {
    Q_DECLARE_TR_FUNCTIONS(mancala::ui::GameSheet)
public:
    // Turning points shown as diagrams, at most.
    static constexpr int kTurningPoints = 3;
    static QByteArray pdf(const GameSheet& sheet);
    // The plies drawn as diagrams: 0, the turning points (after the move),
    // the last ply; in order, each once.
    static std::vector<int> diagramPlies(const GameSheet& sheet);
};

} // namespace mancala::ui
