// mancala-cli: the command-line contract of docs/cli.md.
// Exit status 0 on success, 2 on any failure with a one-line reason on
// stderr; every exception is caught here, whatever the input.
#include <exception>
#include <iostream>
#include <new>

#include "cli.hpp"

namespace mancala::cli {

#ifndef MANCALA_CLI_DIAGRAM
int runDiagram(const Args& args) {
    if (wantsHelp(args)) {
        std::cout << commandHelp("diagram");
        return 0;
    }
    throw Failure("diagram: this mancala-cli was built without the app, which draws the board");
}
#endif

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
    if (command == "--version") {
        std::cout << "mancala-cli " << MANCALA_VERSION << '\n';
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
    if (command == "ai")
        return runAi(rest);
    if (command == "puzzles")
        return runPuzzles(rest);
    if (command == "match")
        return runMatch(rest);
    if (command == "endgames")
        return runEndgames(rest);
    if (command == "solve")
        return runSolve(rest);
    if (command == "analyse")
        return runAnalyse(rest);
    if (command == "diagram")
        return runDiagram(rest);
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
        return dynamic_cast<const mancala::cli::CheckFailed*>(&e) != nullptr ? 1 : 2;
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
