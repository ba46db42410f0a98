#include "window/board_export.hpp"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QStatusBar>
#include <QMimeData>
#include <QWidget>

#include "i18n/wording.hpp"
#include "play/analysis/analysis_model.hpp"
#include "records/document.hpp"
#include "records/file_dialogs.hpp"
#include "records/game_files.hpp"
#include "records/player_tags.hpp"
#include "session/game_session.hpp"
#include "window/game_sheet.hpp"

namespace mancala::ui {

BoardExport::BoardExport(GameSession* session, AnalysisModel* analysis, GameFiles* files, QWidget* window)
    : QObject(window), session_(session), analysis_(analysis), files_(files), window_(window), copy_(new QAction(this)),
      exportBoard_(new QAction(this)), exportGame_(new QAction(this)) {
    copy_->setObjectName(QStringLiteral("copyBoardAction"));
    exportBoard_->setObjectName(QStringLiteral("exportBoardAction"));
    exportGame_->setObjectName(QStringLiteral("exportGameAction"));
    copy_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    connect(copy_, &QAction::triggered, this, [this] {
        copyBoard();
        if (auto* window = qobject_cast<QMainWindow*>(window_))
            window->statusBar()->showMessage(tr("The board shown is on the clipboard, as a picture"));
    });
    connect(exportBoard_, &QAction::triggered, this, [this] {
        const QString path = askPath(tr("Export Board"), QStringLiteral("exportBoardDialog"),
                                     {tr("SVG drawing (*.svg)"), tr("PNG image (*.png)")}, QStringLiteral("svg"));
        if (!path.isEmpty())
            tell(exportBoardTo(path));
    });
    connect(exportGame_, &QAction::triggered, this, [this] {
        const QString path = askPath(tr("Export Game"), QStringLiteral("exportGameDialog"),
                                     {tr("PDF document (*.pdf)")}, QStringLiteral("pdf"));
        if (!path.isEmpty())
            tell(exportGameTo(path));
    });
    // The window's language change words the actions again.
    window_->installEventFilter(this);
    retranslate();
}

bool BoardExport::eventFilter(QObject* watched, QEvent* event) {
    if (watched == window_ && event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::eventFilter(watched, event);
}

void BoardExport::retranslate() {
    copy_->setText(tr("Copy Board"));
    copy_->setToolTip(tr("Copy the position shown as a picture"));
    copy_->setStatusTip(copy_->toolTip());
    exportBoard_->setText(tr("Export Board…"));
    exportGame_->setText(tr("Export Game…"));
    exportGame_->setToolTip(tr("A printable sheet of the game: the moves with their marks, the graph and diagrams"));
}

Diagram BoardExport::shownDiagram() const {
    Diagram d;
    d.rules = &session_->rules();
    d.position = session_->position();
    d.names = {session_->playerName(Side::South), session_->playerName(Side::North)};
    return d;
}

FileWrite BoardExport::exportBoardTo(const QString& path) const {
    const Diagram d = shownDiagram();
    const bool svg = QFileInfo(path).suffix().compare(QStringLiteral("svg"), Qt::CaseInsensitive) == 0;
    const QString title =
        tr("%1, move %2", "game, move number shown")
            .arg(Wording::gameName(d.rules->id()), Wording::isolate(QString::number(session_->shownPly())));
    return writeFileSafely(path,
                           svg ? diagramSvg(d, QApplication::font(), title) : diagramPng(d, QApplication::font()));
}

FileWrite BoardExport::exportGameTo(const QString& path) const {
    GameSheet sheet;
    sheet.game = &session_->game();
    // Each name with who played it when the computer did; the players'
    // tags are worded so, not listed.
    const PlayerSetup& players = session_->players();
    const auto named = [&](Side side) {
        const QString name = session_->playerName(side);
        return players.isComputer(side) ? tr("%1 (%2)", "a player's name, the computer at its level")
                                              .arg(name, Wording::computerPlayer(players.levelOf(side)))
                                        : name;
    };
    sheet.south = named(Side::South);
    sheet.north = named(Side::North);
    for (Side side : {Side::South, Side::North}) {
        sheet.diagramNames[index(side)] = session_->playerName(side);
        if (players.isComputer(side))
            sheet.diagramPlayedBy[index(side)] = Wording::computerPlayer(players.levelOf(side));
    }
    const Record record = files_->document()->currentRecord();
    sheet.date = QString::fromStdString(record.date);
    for (const auto& [name, value] : withoutPlayerTags(record.tags))
        sheet.tags.emplace_back(QString::fromStdString(name), QString::fromStdString(value));
    sheet.analysis = analysis_;
    sheet.font = QApplication::font();
    sheet.direction = QApplication::layoutDirection();
    return writeFileSafely(path, GameSheetWriter::pdf(sheet));
}

void BoardExport::copyBoard() const {
    const Diagram d = shownDiagram();
    auto* data = new QMimeData;
    data->setImageData(diagramImage(d, QApplication::font()));
    data->setData(QStringLiteral("image/svg+xml"),
                  diagramSvg(d, QApplication::font(), Wording::gameName(d.rules->id())));
    QApplication::clipboard()->setMimeData(data);
}

QString BoardExport::askPath(const QString& title, const QString& objectName, const QStringList& filters,
                             const QString& suffix) const {
    QFileDialog dialog(window_, title);
    dialog.setObjectName(objectName);
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setFileMode(QFileDialog::AnyFile);
    dialog.setNameFilters(filters);
    dialog.setDefaultSuffix(suffix);
    const QString record = files_->document()->suggestedFileName();
    dialog.selectFile(QFileInfo(record).completeBaseName() + QLatin1Char('.') + suffix);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return {};
    return dialog.selectedFiles().constFirst();
}

void BoardExport::tell(const FileWrite& written) const {
    if (written.ok())
        return;
    FileDialogs(window_).showError(
        tr("Export Failed"), tr("“%1” was not written.").arg(FileDialogs::isolated(QFileInfo(written.path).fileName())),
        FileWriteWording::problem(written), QStringLiteral("exportErrorBox"));
}

} // namespace mancala::ui
