// The endgame databases the core suites check against, each built the first
// time a suite asks for it (test_endgame_expert.cpp, test_proven_results.cpp).
#pragma once

#include <map>
#include <memory>
#include <utility>

#include "mancala/endgames.hpp"

namespace mancala::endgame_test {

inline std::shared_ptr<const EndgameDatabase> builtDatabase(GameId game, int seeds) {
    static std::map<std::pair<GameId, int>, std::shared_ptr<const EndgameDatabase>> built;
    std::shared_ptr<const EndgameDatabase>& db = built[{game, seeds}];
    if (!db)
        db = std::make_shared<const EndgameDatabase>(buildEndgames(game, seeds)->database);
    return db;
}

} // namespace mancala::endgame_test
