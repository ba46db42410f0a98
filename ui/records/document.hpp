// The game as a document, without widgets: the session's game plus what a
// record keeps besides the moves (the date it began and the record's other
// tags, kept as they were read), the file it belongs to and the record last
// saved there, so that it can say whether there are unsaved moves. Players'
// names, who plays each side (records/player_tags.hpp: from the session),
// date and result are written into every record. A game that began from a
// position set up by hand keeps it in the record's Start tag.
#pragma once

#include <QObject>
#include <QString>

#include <string>
#include <utility>
#include <vector>

#include "mancala/record.hpp"

namespace mancala::ui {

class GameClocks;
class GameSession;

class Document : public QObject {
    Q_OBJECT
public:
    explicit Document(GameSession* session, QObject* parent = nullptr);

    // The game's file (absolute), empty while it has none.
    QString filePath() const { return path_; }
    // The file's name for the window title; empty while it has none.
    QString displayName() const;
    // There is something a person would not want to lose: moves or a
    // position set up by hand, not saved.
    bool isModified() const;
    // The record that saving now would write (with the clocks of a game on
    // a time control, once setClocks() gave them).
    Record currentRecord() const;
    void setClocks(const GameClocks* clocks) noexcept { clocks_ = clocks; }
    // A file name to offer for Save As: the file's, or "Ayoayo 2026-11-29.mancala".
    QString suggestedFileName() const;

    // A new game without a file, begun today.
    void clear();
    // The document of `record`, read from `path` (empty: no file); the
    // session is not touched. Its tags for the players are the session's
    // from now on (GameFiles gives the session those of the record).
    void adopt(const Record& record, const QString& path);
    // `record` is what the file at `path` holds now.
    void setSaved(const QString& path, const Record& record);

signals:
    // The file, its name or what it holds changed.
    void changed();

private:
    GameSession* session_;
    const GameClocks* clocks_ = nullptr;
    QString path_;
    QString date_; // "YYYY.MM.DD"
    std::vector<std::pair<std::string, std::string>> tags_;
    Record saved_; // the game as in its file (meaningful when path_ is set)
};

} // namespace mancala::ui
