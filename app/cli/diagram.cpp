// diagram: the position after some moves drawn as the app draws it
// (ui/board/board_diagram.hpp), written to an SVG or PNG file through io's
// writeFileSafely. Paints without a display: Qt's offscreen platform.
#include <QGuiApplication>
#include <QtGlobal>

#include <cstdlib>
#include <iostream>

#include "board/board_diagram.hpp"
#include "cli.hpp"

namespace mancala::cli {

namespace {

// Qt's messages go to stderr as usual, but for the one that the offscreen
// platform's start causes on a machine without a session (CI, ssh): a
// drawing needs no runtime folder.
void qtMessage(QtMsgType, const QMessageLogContext&, const QString& message) {
    if (!message.startsWith(QStringLiteral("QStandardPaths: XDG_RUNTIME_DIR not set")))
        std::cerr << message.toStdString() << '\n';
}

} // namespace

int runDiagram(const Args& args) {
    if (wantsHelp(args)) {
        std::cout << commandHelp("diagram");
        return 0;
    }
    const ParsedArgs p = parseArgs("diagram", args, {}, {"--svg", "--png"});
    if (p.operands.empty())
        throw Failure("diagram: missing GAME (see mancala-cli diagram --help)");
    const std::optional<std::string_view> svg = p.value("--svg");
    const std::optional<std::string_view> png = p.value("--png");
    if (svg.has_value() == png.has_value())
        throw Failure("diagram: give either --svg FILE or --png FILE (see mancala-cli diagram --help)");
    const Rules& rules = rulesFor(gameArgument(p.operands[0]));
    const Game game = playMoves(rules, {p.operands.begin() + 1, p.operands.end()});

    ::setenv("QT_QPA_PLATFORM", "offscreen", 1);
    qInstallMessageHandler(qtMessage);
    int argc = 1;
    char name[] = "mancala-cli";
    char* argv[] = {name, nullptr};
    const QGuiApplication app(argc, argv);
    ui::Diagram d;
    d.rules = &rules;
    d.position = game.position();
    d.names = {QStringLiteral("South"), QStringLiteral("North")};
    const QString title = QString::fromStdString(englishName(rules.id())) + QStringLiteral(", ply %1").arg(game.ply());
    const QByteArray bytes =
        svg ? ui::diagramSvg(d, QGuiApplication::font(), title) : ui::diagramPng(d, QGuiApplication::font());
    const std::string path(svg ? *svg : *png);
    const io::FileWrite written = io::writeFileSafely(path, std::string_view(bytes.constData(), bytes.size()));
    if (!written.ok())
        throw Failure("diagram: " + fileWriteText(path, written));
    std::cout << "diagram: " << printable(path) << " (" << bytes.size() << " bytes)\n";
    return 0;
}

} // namespace mancala::cli
