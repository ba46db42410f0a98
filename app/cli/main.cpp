// mancala-cli: the command-line contract of /work/shared/spec/cli.md.
// Exit status 0 on success, 2 on any failure with a one-line reason on
// stderr; every exception is caught here, whatever the input.
#include <exception>
#include <iostream>
#include <new>

#include "cli.hpp"

namespace mancala::cli {

std::string_view topHelp() noexcept {
    return "usage: mancala-cli COMMAND [ARGUMENTS...]\n"
           "\n"
           "Plays the mancala games of this program without a window.\n"
           "\n"
           "commands:\n"
           "  games                                 list the games: id, then English name\n"
           "  play GAME [MOVE...] [--json]          play moves from the start, print the position\n"
           "  replay FILE [--json] [--plies]        check a game record, print the final position\n"
           "  perft GAME DEPTH [--divide]           count the leaves of the move tree\n"
           "  bench GAME [--seconds S] [--seed N]   random playouts per second on one thread\n"
           "\n"
           "GAME: djenon-aboure, ayoayo, tihbat or bao-la-kimasai.\n"
           "MOVE: a hole name (c1), a Bao la Kimasai step (a1-a2; a1 alone is accepted), or pass.\n"
           "'mancala-cli COMMAND --help' explains a command.\n"
           "Exit status: 0 success; 2 bad usage, unknown game, illegal move or bad file.\n";
}

std::string_view commandHelp(std::string_view command) noexcept {
    if (command == "games")
        return "usage: mancala-cli games\n"
               "\n"
               "Lists the games, one a line: the id used by the other commands, then the\n"
               "game's English name.\n";
    if (command == "play")
        return "usage: mancala-cli play GAME [MOVE...] [--json]\n"
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
    if (command == "replay")
        return "usage: mancala-cli replay FILE [--json] [--plies]\n"
               "\n"
               "Reads a game record (.mancala, see docs/record-format.md; '-' reads standard\n"
               "input), checks its tags and every move, and prints the final position.\n"
               "\n"
               "  --json   print JSON lines (the fields of play --json, plus players and date)\n"
               "  --plies  print every position from the start, not only the last one\n"
               "\n"
               "A bad file stops with exit status 2 and FILE:LINE:COLUMN and the reason.\n";
    if (command == "perft")
        return "usage: mancala-cli perft GAME DEPTH [--divide]\n"
               "\n"
               "Counts the leaf nodes of the move tree of GAME from the start position, DEPTH\n"
               "plies deep (0 to 64). A position where the game is over is a leaf; the\n"
               "repetition rule applies along every path.\n"
               "\n"
               "  --divide  print the count below each first move too\n"
               "\n"
               "The last line is 'total: N'.\n";
    if (command == "bench")
        return "usage: mancala-cli bench GAME [--seconds S] [--seed N]\n"
               "\n"
               "Plays uniformly random games of GAME from the start on one thread for S seconds\n"
               "(default 2, at most 3600), with a random generator seeded by N (default 1),\n"
               "and prints the games played, plies per game and results. The last line is\n"
               "'playouts/s: X'.\n";
    return {};
}

namespace {

int run(const Args& args) {
    if (args.empty())
        throw Failure("missing COMMAND (see mancala-cli --help)");
    const std::string_view command = args[0];
    const Args rest(args.begin() + 1, args.end());
    if (command == "--help" || command == "-h") {
        std::cout << topHelp();
        return 0;
    }
    if (command == "help") {
        if (rest.empty()) {
            std::cout << topHelp();
            return 0;
        }
        const std::string_view text = commandHelp(rest[0]);
        if (text.empty())
            throw Failure("help: unknown command " + quoted(rest[0]) + " (see mancala-cli --help)");
        std::cout << text;
        return 0;
    }
    if (command == "games")
        return runGames(rest);
    if (command == "play")
        return runPlay(rest);
    if (command == "replay")
        return runReplay(rest);
    if (command == "perft")
        return runPerft(rest);
    if (command == "bench")
        return runBench(rest);
    throw Failure("unknown command " + quoted(command) + " (see mancala-cli --help)");
}

} // namespace

} // namespace mancala::cli

int main(int argc, char** argv) {
    int status = 2;
    try {
        mancala::cli::Args args;
        for (int i = 1; i < argc; ++i)
            args.emplace_back(argv[i]);
        status = mancala::cli::run(args);
        std::cout.flush();
        if (!std::cout) {
            std::cerr << "mancala-cli: cannot write the output\n";
            return 2;
        }
    } catch (const mancala::cli::Failure& e) {
        std::cout.flush();
        std::cerr << "mancala-cli: " << e.what() << '\n';
        return 2;
    } catch (const std::bad_alloc&) {
        std::cerr << "mancala-cli: out of memory\n";
        return 2;
    } catch (const std::exception& e) {
        std::cerr << "mancala-cli: internal error: " << e.what() << '\n';
        return 2;
    } catch (...) {
        std::cerr << "mancala-cli: internal error\n";
        return 2;
    }
    return status;
}
