#include "window/game_sheet.hpp"

#include <QBuffer>
#include <QFontMetricsF>
#include <QLocale>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPalette>
#include <QPdfWriter>

#include <algorithm>

#include "board/board_diagram.hpp"
#include "i18n/wording.hpp"
#include "mancala/analysis.hpp"
#include "play/analysis/analysis_marks.hpp"
#include "play/analysis/analysis_model.hpp"
#include "window/analysis_graph.hpp"

namespace mancala::ui {

namespace {

constexpr int kDpi = 300;
constexpr int kMoveColumns = 4;

// Paints the pages on one painter: `y` runs down the page, a new page when
// what comes does not fit. Text is aligned to the leading side (Qt::AlignLeft,
// which a right-to-left painter puts on the right).
class Pages {
public:
    Pages(QPdfWriter& writer, QPainter& p)
        : writer_(writer), p_(p), area_(QRectF(QPointF(0, 0), writer.pageLayout().paintRectPixels(kDpi).size())) {}

    QRectF take(double height) {
        if (y_ + height > area_.bottom() && y_ > area_.top()) {
            writer_.newPage();
            y_ = area_.top();
        }
        const QRectF r(area_.left(), y_, area_.width(), height);
        y_ += height;
        return r;
    }
    void gap(double h) { y_ += h; }
    double width() const { return area_.width(); }

    // One paragraph in `font`, wrapped, aligned to the reading side.
    void text(const QString& s, const QFont& font, double after = 0.0) {
        p_.setFont(font);
        // Left is the leading side: a right-to-left painter puts it on the right.
        const int flags = Qt::TextWordWrap | Qt::AlignLeft;
        const QRectF need = p_.boundingRect(QRectF(0, 0, width(), 1e6), flags, s);
        const QRectF r = take(need.height());
        p_.drawText(r, flags, s);
        gap(after);
    }

private:
    QPdfWriter& writer_;
    QPainter& p_;
    QRectF area_;
    double y_ = 0.0;
};

QFont sized(const QFont& base, double points, bool bold = false) {
    QFont f = base;
    f.setPointSizeF(points);
    f.setBold(bold);
    return f;
}

QString moveText(const GameSheet& s, int ply) {
    const Rules& rules = s.game->rules();
    const Move m = s.game->moves()[static_cast<std::size_t>(ply) - 1];
    QString text = Wording::moveName(rules, m);
    if (const std::optional<MoveAnalysis> a = s.analysis ? s.analysis->move(ply) : std::nullopt)
        text += QString::fromLatin1(moveClassMark(a->moveClass).data());
    return GameSheetWriter::tr("%1. %2", "move number, move").arg(ply).arg(Wording::isolate(text));
}

QString sideText(const GameSheet& s, Side side) {
    return side == Side::South ? s.south : s.north;
}

void paintHeader(Pages& pages, const GameSheet& s) {
    pages.text(Wording::gameName(s.game->rules().id()), sized(s.font, 18, true), 20);
    pages.text(GameSheetWriter::tr("South: %1 — North: %2").arg(Wording::isolate(s.south), Wording::isolate(s.north)),
               sized(s.font, 11), 8);
    if (!s.date.isEmpty())
        pages.text(GameSheetWriter::tr("Date: %1").arg(Wording::isolate(s.date)), sized(s.font, 11), 8);
    for (const auto& [name, value] : s.tags)
        pages.text(GameSheetWriter::tr("%1: %2", "a record's tag, its value")
                       .arg(Wording::isolate(name), Wording::isolate(value)),
                   sized(s.font, 11), 8);
    const Position& end = s.game->position();
    pages.text(end.over() ? Wording::result(end, s.south, s.north)
                          : GameSheetWriter::tr("Not finished: %1 moves played")
                                .arg(Wording::isolate(QString::number(s.game->ply()))),
               sized(s.font, 11), 30);
}

void paintAnalysis(Pages& pages, QPainter& p, const GameSheet& s) {
    if (s.analysis == nullptr)
        return;
    const AnalysisModel& a = *s.analysis;
    if (!a.isComplete())
        pages.text(GameSheetWriter::tr("Analysis of %1 of %2 positions")
                       .arg(Wording::isolate(QString::number(a.positionsDone())),
                            Wording::isolate(QString::number(a.positionCount()))),
                   sized(s.font, 9), 6);
    QPalette palette;
    palette.setColor(QPalette::Base, Qt::white);
    palette.setColor(QPalette::Text, Qt::black);
    palette.setColor(QPalette::Mid, QColor(0x99, 0x99, 0x99));
    AnalysisGraph::paintGraph(p, pages.take(pages.width() / 4), a, -1, palette);
    pages.gap(30);
    for (Side side : {Side::South, Side::North}) {
        const PlayerSummary sum = a.summary(side);
        QStringList parts;
        for (MoveClass c : kAllMoveClasses)
            parts << GameSheetWriter::tr("%1 %2", "class of moves, how many")
                         .arg(AnalysisMarks::className(c), Wording::isolate(QString::number(sum.count(c))));
        pages.text(GameSheetWriter::tr("%1: %2; average loss %3 seeds")
                       .arg(Wording::isolate(sideText(s, side)), parts.join(GameSheetWriter::tr(", ")),
                            Wording::isolate(QLocale().toString(sum.averageLoss / kSeedScore, 'f', 2))),
                   sized(s.font, 10), 8);
    }
    pages.gap(24);
}

void paintMoves(Pages& pages, QPainter& p, const GameSheet& s) {
    const QFont font = sized(s.font, 10);
    p.setFont(font);
    const double line = QFontMetricsF(font, p.device()).lineSpacing() * 1.15;
    const double column = pages.width() / kMoveColumns;
    const int plies = s.game->ply();
    const int rows = (plies + kMoveColumns - 1) / kMoveColumns;
    const bool rtl = s.direction == Qt::RightToLeft;
    // Column by column (down, then across), a page's worth of rows at a time.
    for (int row = 0; row < rows; ++row) {
        const QRectF r = pages.take(line);
        for (int col = 0; col < kMoveColumns; ++col) {
            const int ply = col * rows + row + 1;
            if (ply > plies)
                continue;
            const int visual = rtl ? kMoveColumns - 1 - col : col;
            const QRectF cell(r.left() + visual * column, r.top(), column, r.height());
            p.setPen(Qt::black);
            p.drawText(cell, Qt::AlignLeft | Qt::AlignVCenter, moveText(s, ply));
        }
    }
    pages.gap(30);
}

QString diagramCaption(const GameSheet& s, int ply) {
    if (ply == 0)
        return GameSheetWriter::tr("The start");
    const QString move = moveText(s, ply);
    if (ply == s.game->ply())
        return GameSheetWriter::tr("The end, after %1").arg(move);
    QString caption = GameSheetWriter::tr("After %1").arg(move);
    if (const std::optional<MoveAnalysis> a = s.analysis ? s.analysis->move(ply) : std::nullopt;
        a && a->moveClass >= MoveClass::Inaccuracy)
        caption += QLatin1Char(' ') + AnalysisMarks::judgement(s.game->rules(), *a);
    return caption;
}

void paintDiagrams(Pages& pages, QPainter& p, const GameSheet& s) {
    const Rules& rules = s.game->rules();
    const QSizeF natural = diagramSize(rules);
    const double height = pages.width() * 0.8 * natural.height() / natural.width();
    for (int ply : GameSheetWriter::diagramPlies(s)) {
        const QFont caption = sized(s.font, 10, true);
        p.setFont(caption);
        const double captionHeight = QFontMetricsF(caption, p.device()).lineSpacing() * 2.4;
        QRectF block = pages.take(captionHeight + height + 40);
        p.setPen(Qt::black);
        p.drawText(QRectF(block.left(), block.top(), block.width(), captionHeight), Qt::TextWordWrap | Qt::AlignLeft,
                   diagramCaption(s, ply));
        Diagram d;
        d.rules = &rules;
        d.position = s.game->positionAt(ply);
        d.names = s.diagramNames;
        d.playedBy = s.diagramPlayedBy;
        paintDiagram(p, QRectF(block.left(), block.top() + captionHeight, block.width(), height), d, s.font,
                     BoardTheme::paper());
    }
}

} // namespace

std::vector<int> GameSheetWriter::diagramPlies(const GameSheet& sheet) {
    std::vector<int> plies{0};
    if (sheet.analysis != nullptr)
        for (int i : turningPoints(sheet.analysis->judged(), kTurningPoints))
            plies.push_back(i + 1);
    plies.push_back(sheet.game->ply());
    std::sort(plies.begin(), plies.end());
    plies.erase(std::unique(plies.begin(), plies.end()), plies.end());
    return plies;
}

QByteArray GameSheetWriter::pdf(const GameSheet& sheet) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setResolution(kDpi);
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(15, 15, 15, 15),
                                     QPageLayout::Millimeter));
    // The document's title is plain text for the viewer's title bar: no isolates.
    QString title = tr("%1: %2 against %3")
                        .arg(Wording::gameName(sheet.game->rules().id()), Wording::isolate(sheet.south),
                             Wording::isolate(sheet.north));
    title.remove(QChar(0x2068)).remove(QChar(0x2069));
    writer.setTitle(title);
    writer.setCreator(QStringLiteral("Mancala"));
    QPainter p(&writer);
    p.setLayoutDirection(sheet.direction);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    Pages pages(writer, p);
    paintHeader(pages, sheet);
    paintAnalysis(pages, p, sheet);
    paintMoves(pages, p, sheet);
    paintDiagrams(pages, p, sheet);
    p.end();
    return bytes;
}

} // namespace mancala::ui
