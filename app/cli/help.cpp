// The help texts of mancala-cli (docs/cli.md): --help, and each command's
// (COMMAND --help, help COMMAND), as tests/cli/data/help/ holds them.
#include <array>

#include "cli.hpp"

namespace mancala::cli {
namespace {

// mancala-cli --help.
constexpr std::string_view kTopHelp =
    "usage: mancala-cli COMMAND [ARGUMENTS...]\n"
    "\n"
    "Plays the mancala games of this program without a window.\n"
    "\n"
    "commands:\n"
    "  games                                 list the games: id, then English name\n"
    "  play GAME [MOVE...] [--json]          play moves from the start, print the position\n"
    "  replay FILE [--json] [--plies]        check a game record, print the final position\n"
    "  perft GAME DEPTH [--divide]           count the leaves of the move tree\n"
    "  bench GAME [--ai] [--seconds S] [--seed N]\n"
    "                                        random playouts (--ai: search nodes) per second\n"
    "  ai GAME [MOVE...] [--position TEXT] [--level L] [--time MS] [--depth D]\n"
    "        [--nodes N] [--seed N] [--threads T] [--endgames FILE] [--json]\n"
    "  ai --record FILE [MOVE...] [the options above but --position]\n"
    "                                        the computer's move and its evaluation\n"
    "  match GAME --south L --north L --games N [--seed N] [--time MS] [--threads T]\n"
    "        [--opening K | --openings FILE] [--balanced] [--allow-fewer] [--print-openings]\n"
    "        [--south-endgames FILE] [--north-endgames FILE]\n"
    "                                        computer against computer, each opening once\n"
    "                                        from each side\n"
    "  endgames build GAME --seeds N [--threads T] [--out FILE]\n"
    "                                        build the endgame database of djenon-aboure\n"
    "                                        or ayoayo up to N seeds on the board\n"
    "  solve GAME [MOVE...] [--seeds N | --endgames FILE] [--openings K]\n"
    "        [--certificate FILE] [--nodes N]\n"
    "                                        the exact value of a djenon-aboure or ayoayo\n"
    "                                        position and of each move, with its proof\n"
    "  analyse FILE [--json] [--time MS] [--nodes N] [--threads T] [--endgames FILE]\n"
    "                                        judge every move of a game record: its\n"
    "                                        value, class and a better move\n"
    "  puzzles make GAME --count N --out FILE [--seed N] [--min-depth D]\n"
    "        [--seeds S | --endgames FILE] [--nodes N]\n"
    "  puzzles check FILE [--seeds S | --endgames FILE] [--nodes N]\n"
    "  puzzles blunders RECORD --out FILE [--side SIDE] [--seeds S | --endgames FILE]\n"
    "        [--nodes N]\n"
    "                                        make a set of puzzles (one best move, by the\n"
    "                                        exact values), check one, or make one of a\n"
    "                                        game's blunders\n"
    "  diagram GAME [MOVE...] --svg FILE | --png FILE\n"
    "                                        draw the position after the moves\n"
    "\n"
    "GAME: djenon-aboure, ayoayo, tihbat, bao-la-kimasai, kalah-M-N (or\n"
    "kalah-M-N-empty-capture; M houses 1 to 6, N seeds 1 to 12) or oware.\n"
    "L (level): beginner, intermediate, advanced or expert.\n"
    "MOVE: a hole name (c1), a Bao la Kimasai step (a1-a2; a1 alone is accepted), or pass.\n"
    "'--' ends the options: every argument after it is an operand, even one that\n"
    "starts with '--' (mancala-cli replay -- --odd-name.mancala).\n"
    "'mancala-cli COMMAND --help' explains a command; 'mancala-cli --version'\n"
    "prints the version.\n"
    "Exit status: 0 success; 1 a check found something false (puzzles check); 2 bad\n"
    "usage, unknown game, illegal move or bad file.\n";

// mancala-cli games --help.
constexpr std::string_view kGamesHelp = "usage: mancala-cli games\n"
                                        "\n"
                                        "Lists the games, one a line: the id used by the other commands, then the\n"
                                        "game's English name.\n";

// mancala-cli play --help.
constexpr std::string_view kPlayHelp = "usage: mancala-cli play GAME [MOVE...] [--json]\n"
                                       "\n"
                                       "Plays the moves from the start position of GAME and prints the resulting\n"
                                       "position: the board, the totals, the side to move and its legal moves, or the\n"
                                       "result once the game is over.\n"
                                       "\n"
                                       "  MOVE    c1 (a hole to sow from), a1-a2 or a1 (Bao la Kimasai), pass\n"
                                       "  --json  print one line of JSON instead: game, ply, toMove, over, board,\n"
                                       "          stores, legal, winner, reason, lastMove\n"
                                       "\n"
                                       "An illegal or unreadable move stops with exit status 2 and names the ply, the\n"
                                       "move and the legal moves.\n";

// mancala-cli replay --help.
constexpr std::string_view kReplayHelp =
    "usage: mancala-cli replay FILE [--json] [--plies]\n"
    "\n"
    "Reads a game record (.mancala, see docs/record-format.md; '-' reads standard\n"
    "input), checks its tags and every move, and prints the final position. A\n"
    "game set up by hand starts from the position of its Start tag, which the\n"
    "text output prints as 'Start:' in the notation of --position (mancala-cli ai).\n"
    "A game on the clock (its TimeControl tag) prints 'Time control:' and each\n"
    "move's time left beside it, 'after c1 (0:04:58 left)'; a game lost on time\n"
    "ends 'game over: South wins 2-22 (North ran out of time)'.\n"
    "\n"
    "  --json   print JSON lines (the fields of play --json, plus players and date;\n"
    "           on the clock timeControl and lastMoveClock, and the reason time)\n"
    "  --plies  print every position from the start, not only the last one\n"
    "  --       end of the options: 'replay -- --odd.mancala' reads that file\n"
    "\n"
    "FILE must be a regular file (not a folder, FIFO or device) of at most 1 MiB.\n"
    "A bad file stops with exit status 2 and FILE:LINE:COLUMN and the reason.\n";

// mancala-cli perft --help.
constexpr std::string_view kPerftHelp =
    "usage: mancala-cli perft GAME DEPTH [--divide]\n"
    "\n"
    "Counts the leaf nodes of the move tree of GAME from the start position, DEPTH\n"
    "plies deep (0 to 64). A position where the game is over is a leaf; the\n"
    "repetition rule applies along every path.\n"
    "\n"
    "  --divide  print the count below each first move too\n"
    "\n"
    "The last line is 'total: N'.\n";

// mancala-cli bench --help.
constexpr std::string_view kBenchHelp =
    "usage: mancala-cli bench GAME [--ai] [--seconds S] [--seed N]\n"
    "\n"
    "Plays uniformly random games of GAME from the start on one thread for S seconds\n"
    "(default 2, at most 3600), with a random generator seeded by N (default 1),\n"
    "and prints the games played, plies per game and results. The last line is\n"
    "'playouts/s: X'.\n"
    "\n"
    "  --ai  measure the Expert's search instead: it thinks in turn about 8\n"
    "        positions of random games (drawn from N), S seconds in all, and the\n"
    "        last line is 'nodes/s: X' (in Tihbat the alpha-beta search, not the\n"
    "        exact solver).\n";

// mancala-cli ai --help.
constexpr std::string_view kAiHelp =
    "usage: mancala-cli ai GAME [MOVE...] [--position TEXT] [--level L] [--time MS]\n"
    "                       [--depth D] [--nodes N] [--seed N] [--threads T]\n"
    "                       [--endgames FILE] [--json]\n"
    "       mancala-cli ai --record FILE [MOVE...] [the options but --position]\n"
    "\n"
    "Plays the moves from the start position of GAME, then prints the move the\n"
    "computer would play there at level L and its evaluation: the score for the\n"
    "side to move in seeds (positive: better), or 'win'/'loss' when the result is\n"
    "decided, the depth searched, the nodes and the expected line. In Tihbat the\n"
    "Expert's evaluation is exact: the final difference with perfect play.\n"
    "\n"
    "  --position TEXT  start from this position set up by hand instead: the rows\n"
    "             from the top of the board to row 1 separated by '/', each row's\n"
    "             seeds from column a separated by ',', the side to move and the\n"
    "             totals, as \"4,4,4,4,4,4/4,4,4,4,4,4 south 0-0\" (docs/record-format.md,\n"
    "             \"Position notation\"); refused, with the reason, where the seeds do\n"
    "             not add up to the game's or the game would already be over\n"
    "  --record FILE  start from the end of this game record instead (see\n"
    "             mancala-cli replay; '-' reads standard input): its game, its\n"
    "             start position (its Start tag, if any) and its moves, then the\n"
    "             MOVEs\n"
    "  --level L  beginner, intermediate, advanced or expert (default expert)\n"
    "  --time MS  the Expert's thinking time in milliseconds (default 1000;\n"
    "             0: no limit, then give --depth or --nodes)\n"
    "  --depth D  search at most D plies (1 to 64; default: the level's depth)\n"
    "  --nodes N  stop after N nodes, of all threads together (default: no limit)\n"
    "  --threads T  the Expert's search threads, 1 to 64 (default 1): helpers\n"
    "             search the same position and share its table; more than one\n"
    "             is not deterministic\n"
    "  --seed N   the seed of the Beginner's random choice and of the order of\n"
    "             equal moves (default 1)\n"
    "  --endgames FILE  the Expert's endgame database of the game (made by\n"
    "             mancala-cli endgames build): where the board holds at most its\n"
    "             seeds the Expert plays perfectly and its evaluation is exact\n"
    "  --json     print one line of JSON: game, ply, toMove, level, move, score\n"
    "             (seeds, null when decided), outcome (win, draw, loss or null),\n"
    "             plies (to the decision, or null), exact, depth, nodes, pv\n"
    "\n"
    "A search of one thread without a time limit (Beginner to Advanced, or Expert\n"
    "with --time 0 and --depth or --nodes) is deterministic: the same position, level and seed\n"
    "give the same move. The Expert's default time limit is not.\n";

// mancala-cli match --help.
constexpr std::string_view kMatchHelp =
    "usage: mancala-cli match GAME --south L --north L --games N [--seed N] [--time MS]\n"
    "                          [--threads T] [--south-threads T] [--north-threads T]\n"
    "                          [--opening K | --openings FILE] [--balanced]\n"
    "                          [--allow-fewer] [--south-endgames FILE] [--north-endgames FILE]\n"
    "       mancala-cli match GAME --games N [--opening K | --openings FILE] [--balanced]\n"
    "                          [--allow-fewer] [--seed N] --print-openings\n"
    "\n"
    "Plays N games of GAME between two computer players: player A at level\n"
    "--south, player B at level --north, in N/2 pairs. Each pair has its own\n"
    "opening, never repeated: the distinct positions after K plies (move sequences\n"
    "reaching the same position count once), or the openings of FILE, in an order\n"
    "drawn with the seed. A has South in the first game of a pair (odd-numbered)\n"
    "and North in the second. Prints a line per game, then each player's wins,\n"
    "draws, losses, points (win 1, draw 1/2) and search speed; A's score with its\n"
    "95 % confidence interval, counted by pairs and by games; the Elo difference\n"
    "with its 95 % range; and the pairs A won both, won one and drew one, split\n"
    "(a win and a loss), both drawn, drew one and lost one, and lost both. In\n"
    "Tihbat each player's moves are also checked against the exact solver: how\n"
    "many lowered the game-theoretic value of the position, and how many of those\n"
    "turned a win into a draw or loss, or a draw into a loss.\n"
    "\n"
    "  --games N         an even number of games, at most 100000\n"
    "  --seed N          the seed of the openings' order and of the players\n"
    "                    (default 1)\n"
    "  --time MS         the Expert's thinking time per move (default 1000)\n"
    "  --threads T       the search threads of each Expert, 1 to 64 (default 1)\n"
    "  --south-threads T, --north-threads T\n"
    "                    the search threads of A's (--south) or B's (--north)\n"
    "                    Expert, 1 to 64 (default: --threads); with more than one\n"
    "                    a line after the first says each player's\n"
    "  --opening K       every distinct position after K plies (0 to 100,\n"
    "                    default 2; at most 5000000 move sequences)\n"
    "  --openings FILE   the openings of FILE instead: one a line, moves separated\n"
    "                    by blanks, '#' comments; each legal, the game going, no\n"
    "                    two reaching the same position (a regular file, at\n"
    "                    most 1 MiB)\n"
    "  --balanced        keep only openings after which neither side wins seeds\n"
    "                    in a search of a million nodes (even); in Tihbat the\n"
    "                    exact draws (the solver's value 0)\n"
    "  --allow-fewer     if there are fewer (balanced) openings than N/2, play\n"
    "                    each once from each side and say so; without it that\n"
    "                    is an error\n"
    "  --print-openings  print the openings that would be played, one a line\n"
    "                    (the format of --openings), and play none; --south and\n"
    "                    --north are not needed\n"
    "  --south-endgames FILE, --north-endgames FILE\n"
    "                    the endgame database of player A (--south) or B (--north),\n"
    "                    for its Expert; with either, every move made where the\n"
    "                    board holds at most the database's seeds is checked\n"
    "                    against its exact values, and a last block says how many\n"
    "                    lowered the value\n";

// mancala-cli endgames --help.
constexpr std::string_view kEndgamesHelp =
    "usage: mancala-cli endgames build GAME --seeds N [--threads T] [--out FILE]\n"
    "\n"
    "Builds the endgame database of GAME (djenon-aboure, ayoayo or oware): the exact\n"
    "value of every position with at most N seeds on the board (0 to 24; Oware's of\n"
    "the game played to the end, whose sign is the real game's outcome, not its\n"
    "margin), layer by layer from 0 seeds up, and writes it to FILE (default: the\n"
    "app's cache, $XDG_CACHE_HOME/Mancala/Mancala/endgames/GAME-N.endgames). Once it\n"
    "is written, prints a line per layer: its seeds, positions, exact and unknown\n"
    "entries (unknown: a player can keep the game going round, and the repetition\n"
    "decides), history-free entries, the sweeps of the fixed-point iteration and the\n"
    "seconds; then the totals and the file. Memory and time grow about 2.5 times a\n"
    "seed: 16 seeds take about 30 MB on disk and a minute or two.\n"
    "\n"
    "  --seeds N    the largest number of seeds on the board (required)\n"
    "  --threads T  the threads that share each layer's work, 1 to 64 (default 1);\n"
    "               the file is the same with any number, the sweeps may differ\n"
    "  --out FILE   write the database there (a regular file; replaced whole)\n";

// mancala-cli solve --help.
constexpr std::string_view kSolveHelp =
    "usage: mancala-cli solve GAME [MOVE...] [--seeds N | --endgames FILE]\n"
    "                          [--openings K] [--certificate FILE] [--nodes N]\n"
    "                          [--either-row-ends] [--best-only]\n"
    "\n"
    "Solves the position after the moves from the start of GAME (djenon-aboure or\n"
    "ayoayo): the final difference of the totals with perfect play by both sides,\n"
    "for the side to move, and the same after each of its moves. An alpha-beta\n"
    "search on the margin down to the game's ends and an endgame database's exact\n"
    "entries; it gives up rather than guess where the repetition rule could make a\n"
    "value depend on the path (a position repeats, an entry is unknown).\n"
    "Prints the value, each move's, the best moves, the positions searched and the\n"
    "seconds. With perfect play Djenon-aboure is a win for South by 4 seeds.\n"
    "\n"
    "  --seeds N         build the endgame database up to N seeds on the board in\n"
    "                    memory first (0 to 24, default 12)\n"
    "  --endgames FILE   read it instead (made by endgames build; checked whole)\n"
    "  --openings K      solve every distinct opening of K plies from the start\n"
    "                    (1 to 12; no MOVE): a line each with South's value, then\n"
    "                    how many openings have each value\n"
    "  --certificate FILE  write the proof of the values (docs/certificate-format.md):\n"
    "                    for each side a move in every position of its strategy;\n"
    "                    tools/verify-solution checks it by the reference rules\n"
    "  --nodes N         give up on a position after N positions searched\n"
    "\n"
    "GAME may be a Kalah (kalah-M-N, kalah-M-N-empty-capture): its position and\n"
    "moves are solved by search to the game's ends (no certificate; --nodes, and\n"
    "for 6 houses --seeds N: the value of every board with at most N seeds in the\n"
    "houses worked out first, 0 to 24, default 0).\n"
    "  --either-row-ends  Kalah: end the game as soon as either row is empty (the\n"
    "                    rule of Irving, Donkers and Uiterwijk's published results)\n"
    "  --best-only       Kalah: the position's value and one move of that value, not\n"
    "                    every move's value (far less search: tools/kalah_published.sh\n"
    "                    checks Kalah(6,4) against the published results with it)\n";

// mancala-cli analyse --help.
constexpr std::string_view kAnalyseHelp =
    "usage: mancala-cli analyse FILE [--json] [--time MS] [--nodes N] [--threads T]\n"
    "                            [--endgames FILE]\n"
    "\n"
    "Reads a game record (as replay does; '-' reads standard input) and judges\n"
    "every move: the Expert searches each position once (a position with one\n"
    "legal move takes the value of the next), and a move's loss is the value\n"
    "before it minus the value after it, both for the mover, in seeds.\n"
    "Prints a line per ply: side, move with its mark (?! inaccuracy, ? mistake,\n"
    "?? blunder), value before and after ('+0.40' an estimate, '=+3' the exact\n"
    "final difference, 'win'/'draw'/'loss' a proven result), loss, class and\n"
    "the better move; then each player's moves by class and average loss.\n"
    "\n"
    "Classes: best (the search's move, or one of exactly the same value), good\n"
    "(loss under 1 seed, or a proven result kept), inaccuracy (1 seed or more),\n"
    "mistake (2 or more), blunder (4 or more, or a proven win thrown to a proven\n"
    "draw or loss, or a draw to a loss); 'forced' for the only legal move.\n"
    "Where a value is an estimate the class is one too ('(estimate)'); a move\n"
    "from a proven value is a blunder only when the position after it is proven\n"
    "worse. In Tihbat every value is exact (the perfect-play solver), in\n"
    "Djenon-aboure and Ayoayo where an endgame database covers the board; in\n"
    "Oware a database there proves the outcome, not the margin.\n"
    "\n"
    "  --nodes N  the search budget of each position (default 60000, Bao la\n"
    "             Kimasai 30000; deterministic)\n"
    "  --time MS  a time budget of each position in milliseconds instead (with\n"
    "             --nodes, both; not deterministic)\n"
    "  --threads T  positions analysed at once, 1 to 64 (default 1), each by a\n"
    "             search of one thread: the same analysis, sooner\n"
    "  --endgames FILE  the endgame database of the game (made by endgames\n"
    "             build): exact values where the board holds at most its seeds\n"
    "  --json     print one line of JSON: game, players, nodes, time, plies (ply,\n"
    "             side, move, before and after {score, outcome, exact}, loss,\n"
    "             class, judgement (exact, proven, estimate), forced, best (a\n"
    "             better move, or null)), summary {south, north}\n";

// mancala-cli puzzles --help.
constexpr std::string_view kPuzzlesHelp =
    "usage: mancala-cli puzzles make GAME --count N --out FILE [--seed N]\n"
    "                               [--min-depth D] [--seeds S | --endgames FILE]\n"
    "                               [--nodes N]\n"
    "       mancala-cli puzzles check FILE [--seeds S | --endgames FILE] [--nodes N]\n"
    "       mancala-cli puzzles blunders RECORD --out FILE [--side SIDE]\n"
    "                               [--seeds S | --endgames FILE] [--nodes N]\n"
    "\n"
    "make: looks at the positions of random games of GAME drawn from seed N, each\n"
    "once, and keeps those where every move has an exact value (or a proven\n"
    "outcome) and exactly one move reaches the best outcome, a win or a draw:\n"
    "the one move that keeps the win, or the one that saves the game. Writes\n"
    "them to FILE, a puzzle a line (docs/puzzle-format.md), with their\n"
    "difficulty: the depth at which a search of the captured seeds finds the\n"
    "solution, the tempting wrong moves (winning as many seeds at once) and\n"
    "the rating made of them. The exact sources: Tihbat's solver, the endgame\n"
    "databases of djenon-aboure, ayoayo and oware (Oware's proves outcomes),\n"
    "Kalah's solver; Bao la Kimasai has none.\n"
    "\n"
    "check: reads FILE and works out every puzzle again from the exact sources;\n"
    "prints FILE:LINE: holds for each. Exit status 1, and the first puzzle that\n"
    "does not hold (false, or not checked within the budget) on stderr, when\n"
    "one does not; 2 when FILE is not a puzzle set.\n"
    "\n"
    "blunders: analyses the game record RECORD (as analyse does) and makes a\n"
    "puzzle of each position before a move judged a blunder by exact values or\n"
    "proven outcomes, where the position set up alone is a puzzle whose\n"
    "solution is not the move played: the player's own mistakes to practise.\n"
    "\n"
    "  --count N  the puzzles wanted, 1 to 10000 (fewer when the games run out)\n"
    "  --out FILE  where the set goes, replaced whole\n"
    "  --seed N   the random games' seed (default 1)\n"
    "  --min-depth D  make: only puzzles of depth D or more (1 to 13, default 1)\n"
    "  --seeds S  djenon-aboure, ayoayo, oware: the database built in memory\n"
    "             holds every board of at most S seeds (default 12), and only\n"
    "             such positions are looked at; kalah: positions of at most S\n"
    "             seeds on the board (default 12)\n"
    "  --endgames FILE  the game's endgame database instead (endgames build)\n"
    "  --side SIDE  blunders: south or north only (default both)\n"
    "  --nodes N  the analysis budget of each position after a move (default\n"
    "             60000): a value the sources give within it is exact\n";

// mancala-cli diagram --help.
constexpr std::string_view kDiagramHelp =
    "usage: mancala-cli diagram GAME [MOVE...] --svg FILE | --png FILE\n"
    "\n"
    "Plays the moves from the start position of GAME and draws the position as\n"
    "the app draws it (hole names, seeds and counts, both totals, the side to\n"
    "move), into FILE: an SVG drawing or a PNG image, replaced whole. Prints\n"
    "'diagram: FILE (N bytes)'. Needs no display.\n"
    "\n"
    "  --svg FILE  write an SVG drawing (960 by 400 points; Bao la Kimasai 640 high)\n"
    "  --png FILE  write a PNG image (twice that size in pixels)\n";

static_assert(kMaxRecordBytes == 1024 * 1024, "the replay help says a record is at most 1 MiB");

struct CommandHelp {
    std::string_view command;
    std::string_view text;
};

constexpr std::array kCommandHelp{
    CommandHelp{"games", kGamesHelp}, CommandHelp{"play", kPlayHelp},         CommandHelp{"replay", kReplayHelp},
    CommandHelp{"perft", kPerftHelp}, CommandHelp{"bench", kBenchHelp},       CommandHelp{"ai", kAiHelp},
    CommandHelp{"match", kMatchHelp}, CommandHelp{"endgames", kEndgamesHelp}, CommandHelp{"analyse", kAnalyseHelp},
    CommandHelp{"solve", kSolveHelp}, CommandHelp{"diagram", kDiagramHelp},   CommandHelp{"puzzles", kPuzzlesHelp},
};

} // namespace

std::string_view topHelp() noexcept {
    return kTopHelp;
}

std::string_view commandHelp(std::string_view command) noexcept {
    for (const CommandHelp& help : kCommandHelp)
        if (help.command == command)
            return help.text;
    return {};
}

} // namespace mancala::cli
