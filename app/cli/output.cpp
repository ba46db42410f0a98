// Output of play and replay: an ASCII board for people, one-line JSON for
// programs (the fields of docs/cli.md, plus "lastMove" and, for replay, "players"
// and "date", and for a game on the clock "timeControl" and "lastMoveClock").
#include <algorithm>
#include <cstdio>

#include "cli.hpp"

namespace mancala::cli {

std::string_view sideName(Side s) noexcept {
    return s == Side::South ? "South" : "North";
}
std::string_view sideToken(Side s) noexcept {
    return s == Side::South ? "south" : "north";
}

namespace {

std::string padded(int value, int width) {
    std::string s = std::to_string(value);
    if (static_cast<int>(s.size()) < width)
        s.insert(0, static_cast<std::size_t>(width) - s.size(), ' ');
    return s;
}

// The winner shown: the rules', or the side not to move when its flag fell.
Winner shownWinner(const Position& pos, bool flagFell) noexcept {
    return flagFell ? winnerOnTime(pos.toMove) : pos.winner;
}

std::string resultText(const Position& pos, bool flagFell) {
    const std::string score = std::to_string(pos.totals[0]) + "-" + std::to_string(pos.totals[1]);
    std::string who;
    switch (shownWinner(pos, flagFell)) {
    case Winner::South: who = "South wins "; break;
    case Winner::North: who = "North wins "; break;
    case Winner::Draw: who = "draw "; break;
    case Winner::None: break;
    }
    const std::string why =
        flagFell ? std::string(sideName(pos.toMove)) + " ran out of time" : std::string(describe(pos.end));
    return who + score + " (" + why + ")";
}

} // namespace

std::string moveListText(const Rules& rules, const MoveList& moves) {
    std::vector<std::string> names;
    for (Move m : moves)
        names.push_back(formatMove(rules, m));
    std::sort(names.begin(), names.end());
    std::string out;
    for (const std::string& n : names) {
        if (!out.empty())
            out += ' ';
        out += n;
    }
    return out;
}

std::string timeControlText(const TimeControl& control) {
    return formatTimeControl(control) + " (" +
           formatRecordedTime(std::chrono::duration_cast<RecordedTime>(control.base)) + " each, " +
           std::to_string(std::chrono::duration_cast<std::chrono::seconds>(control.increment).count()) +
           " s added a move)";
}

std::string positionText(const Rules& rules, const Position& pos, int ply, const MoveList& legal,
                         std::optional<Move> lastMove, const ClocksShown* clocks) {
    constexpr int kCell = 4;
    std::string out = std::string(englishName(rules.id())) + ", ply " + std::to_string(ply);
    if (lastMove)
        out += ", after " + formatMove(rules, *lastMove);
    if (clocks && clocks->lastMoveLeft)
        out += " (" + formatRecordedTime(*clocks->lastMoveLeft) + " left)";
    out += '\n';
    out += "     ";
    for (int c = 0; c < rules.cols(); ++c)
        out += std::string(kCell - 1, ' ') + static_cast<char>('a' + c);
    out += '\n';
    for (int r = rules.rows() - 1; r >= 0; --r) {
        out += "  " + std::to_string(r + 1) + "  ";
        for (int c = 0; c < rules.cols(); ++c)
            out += padded(pos.board[rules.hole(r, c)], kCell);
        out += "   ";
        out += sideName(r < rules.rows() / 2 ? Side::South : Side::North);
        out += '\n';
    }
    out += rules.hasStores() ? "stores: " : "captured: ";
    out += "South " + std::to_string(pos.totals[0]) + ", North " + std::to_string(pos.totals[1]) + "\n";
    const bool flagFell = clocks && clocks->flagFell;
    if (pos.over() || flagFell) {
        out += "game over: " + resultText(pos, flagFell) + "\n";
    } else {
        out += "to move: " + std::string(sideName(pos.toMove)) + "\n";
        out += "legal moves: " + moveListText(rules, legal) + "\n";
    }
    return out;
}

std::string jsonString(std::string_view utf8) {
    std::string out = "\"";
    for (char c : utf8) {
        const auto u = static_cast<unsigned char>(c);
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default:
            if (u < 0x20) {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\u%04x", u);
                out += buf;
            } else {
                out += c;
            }
        }
    }
    out += '"';
    return out;
}

std::string positionJson(const Rules& rules, const Position& pos, int ply, const MoveList& legal,
                         std::optional<Move> lastMove, const Players* players, const ClocksShown* clocks) {
    const bool flagFell = clocks && clocks->flagFell;
    const bool over = pos.over() || flagFell;
    std::string out = "{\"game\": " + jsonString(gameIdString(rules.id()));
    if (players) {
        out += ", \"players\": {\"south\": " + jsonString(players->south) +
               ", \"north\": " + jsonString(players->north) + "}";
        out += ", \"date\": " + jsonString(players->date);
    }
    out += ", \"ply\": " + std::to_string(ply);
    out += ", \"toMove\": " + jsonString(sideToken(pos.toMove));
    out += ", \"over\": ";
    out += over ? "true" : "false";
    out += ", \"board\": {";
    for (int h = 0; h < rules.holeCount(); ++h) {
        const auto hole = static_cast<Hole>(h);
        out += (h ? ", " : "") + jsonString(holeName(rules, hole)) + ": " + std::to_string(pos.board[hole]);
    }
    out += "}, \"stores\": {\"south\": " + std::to_string(pos.totals[0]) +
           ", \"north\": " + std::to_string(pos.totals[1]) + "}";
    out += ", \"legal\": [";
    std::vector<std::string> names;
    for (Move m : legal)
        names.push_back(formatMove(rules, m));
    std::sort(names.begin(), names.end());
    for (std::size_t i = 0; i < names.size(); ++i)
        out += (i ? ", " : "") + jsonString(names[i]);
    out += "], \"winner\": ";
    out += over ? jsonString(resultToken(shownWinner(pos, flagFell))) : "null";
    out += ", \"reason\": ";
    out += over ? jsonString(flagFell ? kTimeLossToken : endReasonToken(pos.end)) : "null";
    out += ", \"lastMove\": ";
    out += lastMove ? jsonString(formatMove(rules, *lastMove)) : "null";
    if (clocks) {
        out += ", \"timeControl\": " + jsonString(formatTimeControl(clocks->control));
        out += ", \"lastMoveClock\": ";
        out +=
            clocks->lastMoveLeft
                ? std::to_string(std::chrono::duration_cast<std::chrono::milliseconds>(*clocks->lastMoveLeft).count())
                : "null";
    }
    out += "}";
    return out;
}

} // namespace mancala::cli
