#include "reference/reference.hpp"

#include <algorithm>
#include <set>
#include <stdexcept>

namespace reference {

using mancala::EndReason;
using mancala::GameFamily;
using mancala::GameId;
using mancala::Winner;

namespace {

std::string name(char column, char row) {
    return std::string{column} + row;
}

} // namespace

Reference::Reference(GameId game) : game_(game), family_(game.family()) {
    switch (family_) {
    case GameFamily::DjenonAboure:
    case GameFamily::Ayoayo:
    case GameFamily::Kalah:
    case GameFamily::Oware: {
        // The sowing ring, counter-clockwise: a1 b1 ... f1 f2 e2 ... a2 (Kalah: its columns).
        const char last = static_cast<char>('a' + (family_ == GameFamily::Kalah ? game.houses() : 6) - 1);
        for (char c = 'a'; c <= last; ++c)
            names_.push_back(name(c, '1'));
        for (char c = last; c >= 'a'; --c)
            names_.push_back(name(c, '2'));
        break;
    }
    case GameFamily::Tihbat: names_ = {"a1", "b1", "b2", "a2"}; break;
    case GameFamily::BaoLaKimasai:
        rows_ = 4;
        for (char r = '1'; r <= '4'; ++r)
            for (char c = 'a'; c <= 'l'; ++c)
                names_.push_back(name(c, r));
        break;
    }
    for (std::size_t i = 0; i < names_.size(); ++i) {
        index_[names_[i]] = static_cast<int>(i);
        const char row = names_[i][1];
        if (family_ == GameFamily::BaoLaKimasai)
            owner_.push_back(row == '1' || row == '2' ? kSouth : kNorth);
        else
            owner_.push_back(row == '1' ? kSouth : kNorth);
    }
    if (family_ != GameFamily::BaoLaKimasai)
        return;
    // Each player's two rows in clockwise order.
    std::array<std::vector<std::string>, 2> track;
    // South: front row a2 -> l2, down to l1, back row l1 -> a1, up to a2.
    for (char c = 'a'; c <= 'l'; ++c)
        track[kSouth].push_back(name(c, '2'));
    for (char c = 'l'; c >= 'a'; --c)
        track[kSouth].push_back(name(c, '1'));
    // North: back row a4 -> l4, down to l3, front row l3 -> a3, up to a4.
    for (char c = 'a'; c <= 'l'; ++c)
        track[kNorth].push_back(name(c, '4'));
    for (char c = 'l'; c >= 'a'; --c)
        track[kNorth].push_back(name(c, '3'));
    stepTo_.assign(names_.size(), -1);
    for (const std::vector<std::string>& t : track)
        for (std::size_t k = 0; k < t.size(); ++k)
            stepTo_[at(t[k])] = at(t[(k + 1) % t.size()]);
}

int Reference::repetitionLimit() const {
    return family_ == GameFamily::Tihbat || family_ == GameFamily::BaoLaKimasai ? 2 : 3;
}

int Reference::seedsOf(const State& s, int player) const {
    int n = 0;
    for (int i = 0; i < size(); ++i)
        if (ownerOf(i) == player)
            n += s.seeds[i];
    return n;
}

State Reference::start() const {
    State s;
    for (const std::string& n : names_) {
        switch (family_) {
        case GameFamily::DjenonAboure:
        case GameFamily::Ayoayo:
        case GameFamily::Oware: s.seeds.push_back(4); break;
        case GameFamily::Kalah: s.seeds.push_back(game_.seeds()); break;
        case GameFamily::Tihbat: s.seeds.push_back(7); break;
        case GameFamily::BaoLaKimasai: s.seeds.push_back(n == "a2" || n == "l3" ? 0 : 1); break;
        }
    }
    return s;
}

namespace {

// One lap in Djenon-aboure and Tihbat: all seeds of `from`, the first back into
// it, then one into each following hole. Returns the hole of the last seed.
int sowLapFirstBack(std::vector<int>& seeds, int from) {
    const int n = static_cast<int>(seeds.size());
    int hand = seeds[from];
    seeds[from] = 0;
    int h = from;
    ++seeds[h];
    --hand;
    while (hand > 0) {
        h = (h + 1) % n;
        ++seeds[h];
        --hand;
    }
    return h;
}

} // namespace

bool Reference::sowDjenonAboure(State& s, int from) const {
    const int n = static_cast<int>(s.seeds.size());
    std::set<std::pair<std::vector<int>, int>> lapStarts;
    int lap = from;
    for (;;) {
        if (!lapStarts.insert({s.seeds, lap}).second)
            return false;
        int h = sowLapFirstBack(s.seeds, lap);
        const int count = s.seeds[h];
        if (count == 1)
            return true;
        if (count == 2 || count == 4) {
            while (s.seeds[h] == 2 || s.seeds[h] == 4) {
                s.taken[s.toMove] += s.seeds[h];
                s.seeds[h] = 0;
                h = (h - 1 + n) % n;
            }
            return true;
        }
        lap = h;
    }
}

bool Reference::sowAyoayo(State& s, int from) const {
    const int n = static_cast<int>(s.seeds.size());
    std::set<std::pair<std::vector<int>, int>> lapStarts;
    int lap = from;
    for (;;) {
        if (!lapStarts.insert({s.seeds, lap}).second)
            return false;
        int hand = s.seeds[lap];
        s.seeds[lap] = 0;
        const bool skipOrigin = hand >= 12;
        int h = lap;
        while (hand > 0) {
            h = (h + 1) % n;
            if (skipOrigin && h == lap)
                continue;
            ++s.seeds[h];
            --hand;
        }
        if (s.seeds[h] > 1) {
            lap = h;
            continue;
        }
        if (ownerOf(h) == s.toMove) {
            const int o = across(h);
            if (s.seeds[o] > 0) {
                s.taken[s.toMove] += s.seeds[o] + 1;
                s.seeds[o] = 0;
                s.seeds[h] = 0;
            }
        }
        return true;
    }
}

bool Reference::sowTihbat(State& s, int from) const {
    const int h = sowLapFirstBack(s.seeds, from);
    const int count = s.seeds[h];
    if (ownerOf(h) == s.toMove && (count == 2 || count == 4 || count == 6 || count == 8)) {
        s.taken[s.toMove] += count;
        s.seeds[h] = 0;
    }
    return true;
}

int Reference::across(int h) const {
    std::string name = names_[h];
    name[1] = name[1] == '1' ? '2' : '1';
    return at(name);
}

bool Reference::sowKalah(State& s, int from) const {
    // The slots of the sowing in order: South's houses, South's store (-1),
    // North's houses, North's store (-2).
    std::vector<int> slots;
    const int m = size() / 2;
    for (int i = 0; i < m; ++i)
        slots.push_back(i);
    slots.push_back(-1);
    for (int i = m; i < 2 * m; ++i)
        slots.push_back(i);
    slots.push_back(-2);
    const int mine = s.toMove == kSouth ? -1 : -2;
    int hand = s.seeds[from];
    s.seeds[from] = 0;
    auto p = static_cast<std::size_t>(std::find(slots.begin(), slots.end(), from) - slots.begin());
    while (hand > 0) {
        p = (p + 1) % slots.size();
        if (slots[p] < 0 && slots[p] != mine)
            continue;
        if (slots[p] == mine)
            ++s.taken[s.toMove];
        else
            ++s.seeds[slots[p]];
        --hand;
    }
    if (slots[p] == mine)
        return true;
    const int h = slots[p];
    if (ownerOf(h) == s.toMove && s.seeds[h] == 1 && (s.seeds[across(h)] > 0 || game_.emptyCapture())) {
        s.taken[s.toMove] += s.seeds[across(h)] + 1;
        s.seeds[across(h)] = 0;
        s.seeds[h] = 0;
    }
    return false;
}

void Reference::sowOware(State& s, int from) const {
    const int n = size();
    int hand = s.seeds[from];
    s.seeds[from] = 0;
    const bool skipOrigin = hand >= 12;
    int h = from;
    while (hand > 0) {
        h = (h + 1) % n;
        if (skipOrigin && h == from)
            continue;
        ++s.seeds[h];
        --hand;
    }
    // The chain backwards on the opponent's row; nothing if it takes their every seed.
    State t = s;
    int taken = 0;
    for (int i = h; ownerOf(i) != s.toMove && (t.seeds[i] == 2 || t.seeds[i] == 3); i = (i + n - 1) % n) {
        taken += t.seeds[i];
        t.seeds[i] = 0;
    }
    if (taken > 0 && seedsOf(t, 1 - s.toMove) > 0) {
        s.seeds = t.seeds;
        s.taken[s.toMove] += taken;
    }
}

bool Reference::sow(State& s, int from) const {
    switch (family_) {
    case GameFamily::DjenonAboure: return sowDjenonAboure(s, from);
    case GameFamily::Ayoayo: return sowAyoayo(s, from);
    case GameFamily::Tihbat: return sowTihbat(s, from);
    case GameFamily::Oware: sowOware(s, from); return true;
    case GameFamily::Kalah:
    case GameFamily::BaoLaKimasai: break;
    }
    throw std::logic_error("sow: Kalah's sowing is sowKalah's; Bao la Kimasai is not a sowing game");
}

void Reference::stepBao(State& s, int from, int to) const {
    s.seeds[from] = 0;
    s.seeds[to] = 1;
    const std::string& dest = names_[to];
    const char myFront = s.toMove == kSouth ? '2' : '3';
    const char theirFront = s.toMove == kSouth ? '3' : '2';
    const char theirBack = s.toMove == kSouth ? '4' : '1';
    if (dest[1] != myFront)
        return;
    const int front = at(name(dest[0], theirFront));
    const int back = at(name(dest[0], theirBack));
    if (s.seeds[front] == 0)
        return;
    s.seeds[front] = 0;
    ++s.taken[s.toMove];
    if (s.seeds[back] == 1) {
        s.seeds[back] = 0;
        ++s.taken[s.toMove];
    }
}

std::vector<std::string> Reference::candidates(const State& s) const {
    std::vector<std::string> out;
    const int opponent = 1 - s.toMove;
    for (int h = 0; h < size(); ++h) {
        if (ownerOf(h) != s.toMove)
            continue;
        switch (family_) {
        case GameFamily::DjenonAboure: {
            State t = s;
            if (s.seeds[h] >= 2 && sow(t, h))
                out.push_back(names_[h]);
            break;
        }
        case GameFamily::Ayoayo:
        case GameFamily::Oware: {
            State t = s;
            const bool mustFeed = seedsOf(s, opponent) == 0;
            if (s.seeds[h] >= 1 && sow(t, h) && (!mustFeed || seedsOf(t, opponent) > 0))
                out.push_back(names_[h]);
            break;
        }
        case GameFamily::Tihbat:
        case GameFamily::Kalah:
            if (s.seeds[h] >= 1)
                out.push_back(names_[h]);
            break;
        case GameFamily::BaoLaKimasai:
            if (s.seeds[h] == 1) {
                const int to = stepTo_[h];
                if (s.seeds[to] == 0)
                    out.push_back(names_[h] + "-" + names_[to]);
            }
            break;
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<std::string> Reference::moves(const State& s) const {
    if (s.over())
        return {};
    std::vector<std::string> out = candidates(s);
    if (out.empty() && (family_ == GameFamily::DjenonAboure || family_ == GameFamily::Tihbat))
        out.push_back("pass");
    return out;
}

void Reference::winnerByTotals(State& s) {
    s.winner = s.taken[kSouth] > s.taken[kNorth]   ? Winner::South
               : s.taken[kNorth] > s.taken[kSouth] ? Winner::North
                                                   : Winner::Draw;
}

void Reference::ownRows(State& s) const {
    for (int i = 0; i < size(); ++i) {
        s.taken[ownerOf(i)] += s.seeds[i];
        s.seeds[i] = 0;
    }
    winnerByTotals(s);
}

void Reference::checkEnd(State& s, int mover) const {
    switch (family_) {
    case GameFamily::Kalah:
        if (seedsOf(s, s.toMove) == 0) {
            ownRows(s);
            s.end = EndReason::NoMoves;
        }
        break;
    case GameFamily::Oware:
        if (s.taken[kSouth] >= 25 || s.taken[kNorth] >= 25) {
            s.end = EndReason::Majority;
            winnerByTotals(s);
        } else if (candidates(s).empty()) {
            ownRows(s);
            s.end = EndReason::NoMoves;
        }
        break;
    case GameFamily::DjenonAboure:
        if (std::all_of(s.seeds.begin(), s.seeds.end(), [](int n) { return n <= 1; })) {
            ownRows(s);
            s.end = EndReason::AllSingletons;
        }
        break;
    case GameFamily::Ayoayo:
        if (candidates(s).empty()) {
            for (int& n : s.seeds) {
                s.taken[mover] += n;
                n = 0;
            }
            s.end = EndReason::NoMoves;
            winnerByTotals(s);
        }
        break;
    case GameFamily::Tihbat: // only the repetition ends it: the board never empties (AllCapturedCannotHappen)
        break;
    case GameFamily::BaoLaKimasai:
        if (seedsOf(s, s.toMove) == 0) {
            s.end = EndReason::NoStones;
            s.winner = mover == kSouth ? Winner::South : Winner::North;
        } else if (candidates(s).empty()) {
            s.end = EndReason::NoMoves;
            s.winner = mover == kSouth ? Winner::South : Winner::North;
        }
        break;
    }
}

State Reference::play(const State& s, const std::string& move) const {
    State t = s;
    const int mover = s.toMove;
    bool again = false;
    if (move != "pass") {
        if (family_ == GameFamily::BaoLaKimasai) {
            const std::size_t dash = move.find('-');
            stepBao(t, at(move.substr(0, dash)), at(move.substr(dash + 1)));
        } else if (family_ == GameFamily::Kalah) {
            again = sowKalah(t, at(move));
        } else if (!sow(t, at(move))) {
            throw std::logic_error("reference: the move " + move + " never ends");
        }
    }
    t.toMove = again ? mover : 1 - mover;
    checkEnd(t, mover);
    return t;
}

State Reference::endByRepetition(State s) const {
    switch (family_) {
    case GameFamily::DjenonAboure:
    case GameFamily::Ayoayo:
    case GameFamily::Kalah:
    case GameFamily::Oware:
        // Each player takes the seeds in their own row.
        ownRows(s);
        break;
    case GameFamily::Tihbat: {
        // The counters left are split equally.
        int left = 0;
        for (int& n : s.seeds) {
            left += n;
            n = 0;
        }
        s.taken[kSouth] += left / 2;
        s.taken[kNorth] += left / 2;
        winnerByTotals(s);
        break;
    }
    case GameFamily::BaoLaKimasai: s.winner = Winner::Draw; break;
    }
    s.end = EndReason::Repetition;
    return s;
}

bool Reference::finished(const State& s) const {
    State t = s;
    checkEnd(t, 1 - s.toMove);
    return t.over();
}

mancala::Position Reference::toCore(const State& s) const {
    mancala::Position p;
    for (std::size_t i = 0; i < names_.size(); ++i) {
        const int column = names_[i][0] - 'a';
        const int row = names_[i][1] - '1';
        p.board[column * rows_ + row] = static_cast<std::uint8_t>(s.seeds[i]);
    }
    p.totals[0] = static_cast<std::uint16_t>(s.taken[kSouth]);
    p.totals[1] = static_cast<std::uint16_t>(s.taken[kNorth]);
    p.toMove = s.toMove == kSouth ? mancala::Side::South : mancala::Side::North;
    p.end = s.end;
    p.winner = s.winner;
    return p;
}

mancala::Move Reference::toCoreMove(const std::string& move) const {
    if (move == "pass")
        return mancala::Move::pass();
    const auto hole = [this](const std::string& n) {
        return static_cast<mancala::Hole>((n[0] - 'a') * rows_ + (n[1] - '1'));
    };
    const std::size_t dash = move.find('-');
    if (dash == std::string::npos)
        return mancala::Move::sow(hole(move));
    return mancala::Move::step(hole(move.substr(0, dash)), hole(move.substr(dash + 1)));
}

Line::Line(const Reference& ref) : Line(ref, ref.start()) {}

Line::Line(const Reference& ref, State start) : ref_(&ref) {
    history_.push_back(std::move(start));
}

void Line::play(const std::string& move) {
    State next = ref_->play(state(), move);
    if (!next.over()) {
        const auto seen =
            std::count_if(history_.begin(), history_.end(), [&next](const State& s) { return s.samePosition(next); });
        if (seen + 1 >= ref_->repetitionLimit())
            next = ref_->endByRepetition(next);
    }
    history_.push_back(next);
}

void Line::undo() {
    if (history_.size() > 1)
        history_.pop_back();
}

namespace {

std::int64_t perftFrom(Line& line, int depth) {
    if (depth == 0 || line.state().over())
        return 1;
    std::int64_t leaves = 0;
    for (const std::string& m : line.moves()) {
        line.play(m);
        leaves += perftFrom(line, depth - 1);
        line.undo();
    }
    return leaves;
}

} // namespace

std::int64_t perft(const Reference& ref, int depth) {
    Line line(ref);
    return perftFrom(line, depth);
}

std::vector<std::pair<std::string, std::int64_t>> divide(const Reference& ref, int depth) {
    Line line(ref);
    std::vector<std::pair<std::string, std::int64_t>> out;
    for (const std::string& m : line.moves()) {
        line.play(m);
        out.emplace_back(m, perftFrom(line, depth - 1));
        line.undo();
    }
    return out;
}

} // namespace reference
