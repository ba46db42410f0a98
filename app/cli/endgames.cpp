// The endgame databases on the command line: `endgames build` (making one,
// written through io's writeFileSafely) and the databases `ai` and `match`
// read (--endgames FILE): a regular file, checked whole before it is used,
// its bytes (parseEndgames) and every entry against its moves' entries
// (verifyEndgames).
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>

#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.hpp"
#include "mancala/io/safe_write.hpp"

namespace mancala::cli {

namespace {

// The user's home folder: $HOME, else the user's entry in the passwd
// database; empty if neither says.
std::string homeFolder() {
    if (const char* home = std::getenv("HOME"); home != nullptr && home[0] == '/')
        return home;
    if (const passwd* user = ::getpwuid(::getuid());
        user != nullptr && user->pw_dir != nullptr && user->pw_dir[0] == '/')
        return user->pw_dir;
    return {};
}

// The folder the app keeps its databases in (QStandardPaths::CacheLocation
// of the app, then "endgames"): $XDG_CACHE_HOME/Mancala/Mancala/endgames, or
// ~/.cache/Mancala/Mancala/endgames (a relative XDG_CACHE_HOME is ignored,
// as the XDG Base Directory specification says). Made if need be.
std::string cacheFolder() {
    std::string base;
    if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg != nullptr && xdg[0] == '/')
        base = xdg;
    else if (const std::string home = homeFolder(); !home.empty())
        base = home + "/.cache";
    else
        throw Failure("endgames build: no cache folder (no home folder is known): give --out FILE");
    const std::string folder = base + "/Mancala/Mancala/endgames";
    // Each folder on the way, as mkdir -p.
    for (std::size_t slash = folder.find('/', 1);; slash = folder.find('/', slash + 1)) {
        const std::string part = folder.substr(0, slash);
        if (::mkdir(part.c_str(), 0777) != 0 && errno != EEXIST)
            throw Failure("endgames build: cannot make the folder " + quoted(part) + ": " + std::strerror(errno));
        if (slash == std::string::npos)
            return folder;
    }
}

std::string layerLine(const EndgameLayerStats& l) {
    return padLeft(std::to_string(l.seeds), 5) + padLeft(std::to_string(l.positions), 12) +
           padLeft(std::to_string(l.exact), 12) + padLeft(std::to_string(l.positions - l.exact), 9) +
           padLeft(std::to_string(l.historyFree), 14) + padLeft(std::to_string(l.sweeps), 8) +
           padLeft(fixed(l.seconds, 2), 9);
}

void writeDatabase(const std::string& path, const EndgameDatabase& database) {
    const std::vector<std::uint8_t> bytes = serializeEndgames(database);
    const io::FileWrite w =
        io::writeFileSafely(path, std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()));
    if (!w.ok())
        throw Failure("endgames build: " + fileWriteText(path, w));
}

int runBuild(const ParsedArgs& p) {
    if (p.operands.size() != 2)
        throw Failure(std::string("endgames build: ") +
                      (p.operands.size() < 2 ? "missing GAME" : "more than one GAME") +
                      " (see mancala-cli endgames --help)");
    const GameId game = gameArgument(p.operands[1]);
    if (game != GameId::DjenonAboure && game != GameId::Ayoayo && game != GameId::Oware)
        throw Failure("endgames build: there are endgame databases of djenon-aboure, ayoayo and oware only, not " +
                      quoted(p.operands[1]));
    if (!p.value("--seeds"))
        throw Failure("endgames build: missing --seeds N (see mancala-cli endgames --help)");
    const auto seeds = static_cast<int>(numberOption(p, "endgames build", "--seeds", 0, kMaxEndgameSeeds, 0));
    const auto threads = static_cast<int>(numberOption(p, "endgames build", "--threads", 1, kMaxEndgameThreads, 1));
    const std::optional<std::string_view> out = p.value("--out");
    const std::string path =
        out ? std::string(*out)
            : cacheFolder() + '/' + std::string(gameIdString(game)) + '-' + std::to_string(seeds) + ".endgames";
    checkWritable("endgames build", path);
    const std::optional<EndgameBuild> build = buildEndgames(game, seeds, {}, {}, threads);
    writeDatabase(path, build->database);
    // Only once the file is written: a failure prints nothing here.
    std::cout << "endgames: " << gameIdString(game) << ", 0 to " << seeds << " seeds on the board\n";
    if (threads > 1)
        std::cout << "threads: " << threads << '\n';
    std::cout << "seeds   positions       exact  unknown  history-free  sweeps  seconds\n";
    std::uint64_t exact = 0;
    double seconds = 0.0;
    for (const EndgameLayerStats& l : build->layers) {
        std::cout << layerLine(l) << '\n';
        exact += l.exact;
        seconds += l.seconds;
    }
    const std::uint64_t positions = endgamePositions(seeds);
    std::cout << "positions: " << positions << '\n'
              << "exact: " << exact << " ("
              << fixed(100.0 * static_cast<double>(exact) / static_cast<double>(positions), 3) << " %)\n"
              << "seconds: " << fixed(seconds, 2) << '\n'
              << "file: " << printable(path) << " (" << endgameFileSize(seeds) << " bytes)\n";
    return 0;
}

} // namespace

namespace {

std::span<const std::uint8_t> bytesOf(const io::FileRead& file) {
    return std::span(reinterpret_cast<const std::uint8_t*>(file.bytes.data()), file.bytes.size());
}

// The header of the file at `path` and its size, checked before the file is
// read whole (up to 1.2 GB): of a database of `game`, of the size it says.
int checkedSeeds(const std::string& prefix, std::string_view path, GameId game) {
    const io::FileRead start = io::readRegularFileStart(std::string(path), kEndgameHeaderBytes);
    if (!start.ok())
        throw Failure(prefix + fileReadText(path, start));
    const EndgameHeader header = parseEndgameHeader(bytesOf(start), start.size);
    const std::string again = ": build it again with mancala-cli endgames build";
    if (header.error == EndgameFileError::Size && start.bytes.size() == kEndgameHeaderBytes)
        throw Failure(prefix + quoted(path) + " is a damaged endgame database (its header says " +
                      std::to_string(endgameFileSize(header.seeds)) + " bytes, the file has " +
                      std::to_string(start.size) + ")" + again);
    if (header.error != EndgameFileError::None)
        throw Failure(prefix + quoted(path) + " " + std::string(describe(header.error)) + again);
    if (header.game != game)
        throw Failure(prefix + quoted(path) + " holds the endgames of " + std::string(gameIdString(header.game)) +
                      ", not of " + std::string(gameIdString(game)));
    return header.seeds;
}

} // namespace

void checkWritable(std::string_view command, const std::string& path) {
    io::FileWrite w;
    struct stat st {};
    const std::size_t slash = path.rfind('/');
    const std::string folder = slash == std::string::npos ? "." : slash == 0 ? "/" : path.substr(0, slash);
    if (::stat(path.c_str(), &st) == 0 && !S_ISREG(st.st_mode))
        w.failed = io::FileWrite::Step::NotAFile;
    else if (::access(folder.c_str(), W_OK) != 0)
        w = {io::FileWrite::Step::Open, errno};
    if (!w.ok())
        throw Failure(std::string(command) + ": " + fileWriteText(path, w));
}

std::shared_ptr<const EndgameDatabase> loadEndgames(std::string_view command, std::string_view path, GameId game) {
    const std::string prefix = std::string(command) + ": ";
    const int seeds = checkedSeeds(prefix, path, game);
    const io::FileRead file = io::readRegularFile(std::string(path), static_cast<std::size_t>(endgameFileSize(seeds)));
    if (!file.ok())
        throw Failure(prefix + fileReadText(path, file));
    EndgameFileRead read = parseEndgames(bytesOf(file));
    if (!read.database)
        throw Failure(prefix + quoted(path) + " " + std::string(describe(read.error)) +
                      ": build it again with mancala-cli endgames build");
    // A checksum anyone can recompute: every entry must follow from its moves'.
    const EndgameCheck check = verifyEndgames(*read.database);
    if (!check.sound)
        throw Failure(prefix + quoted(path) + " is not a sound endgame database (the entry of rank " +
                      std::to_string(check.rank) + " with " + std::to_string(check.seeds) +
                      " seeds on the board does not follow from its moves' entries): build it again with "
                      "mancala-cli endgames build");
    return std::make_shared<const EndgameDatabase>(std::move(*read.database));
}

int runEndgames(const Args& args) {
    if (wantsHelp(args)) {
        std::cout << commandHelp("endgames");
        return 0;
    }
    const ParsedArgs p = parseArgs("endgames", args, {}, {"--seeds", "--out", "--threads"});
    if (p.operands.empty())
        throw Failure("endgames: missing what to do: build (see mancala-cli endgames --help)");
    if (p.operands[0] != "build")
        throw Failure("endgames: unknown " + quoted(p.operands[0]) +
                      ": build is all there is (see mancala-cli endgames --help)");
    return runBuild(p);
}

} // namespace mancala::cli
