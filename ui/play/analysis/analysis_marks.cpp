#include "play/analysis/analysis_marks.hpp"

#include <QFontMetrics>
#include <QGuiApplication>
#include <QPainter>

#include "i18n/wording.hpp"
#include "play/analysis/analysis_model.hpp"
#include "session/game_session.hpp"

namespace mancala::ui {

AnalysisMarks::AnalysisMarks(AnalysisModel* analysis, QObject* parent)
    : QIdentityProxyModel(parent), analysis_(analysis) {
    connect(analysis_, &AnalysisModel::positionAnalysed, this, [this](int ply) {
        if (ply > 0)
            rowsJudged(ply, ply);
    });
    connect(analysis_, &AnalysisModel::reset, this, [this] { rowsJudged(1, rowCount()); });
}

void AnalysisMarks::rowsJudged(int firstPly, int lastPly) {
    const int last = std::min(lastPly, rowCount());
    if (firstPly <= last)
        emit dataChanged(index(firstPly - 1, 0), index(last - 1, 0), {Qt::DecorationRole, Qt::ToolTipRole, MarkRole});
}

QVariant AnalysisMarks::data(const QModelIndex& index, int role) const {
    if (role != Qt::DecorationRole && role != Qt::ToolTipRole && role != MarkRole)
        return QIdentityProxyModel::data(index, role);
    const std::optional<MoveAnalysis> m = index.isValid() ? analysis_->move(index.row() + 1) : std::nullopt;
    const bool marked = m && m->moveClass >= MoveClass::Inaccuracy && m->played == sourceMoveAt(index.row());
    switch (role) {
    case MarkRole: return marked ? QString::fromLatin1(moveClassMark(m->moveClass).data()) : QString();
    case Qt::DecorationRole: return marked ? QVariant(badge(m->moveClass)) : QVariant();
    default: break;
    }
    const QString text = QIdentityProxyModel::data(index, role).toString();
    return marked ? text + QLatin1Char('\n') + judgement(analysis_->rules(), *m) : QVariant(text);
}

Move AnalysisMarks::sourceMoveAt(int row) const {
    const Game& game = analysis_->session()->game();
    return row < game.ply() ? game.moves()[static_cast<std::size_t>(row)] : Move{};
}

QString AnalysisMarks::className(MoveClass c) {
    switch (c) {
    case MoveClass::Best: return tr("Best", "a move as good as the computer's");
    case MoveClass::Good: return tr("Good", "a move that loses less than a seed");
    case MoveClass::Inaccuracy: return tr("Inaccuracy", "a move that loses a seed");
    case MoveClass::Mistake: return tr("Mistake", "a move that loses two seeds or more");
    case MoveClass::Blunder: break;
    }
    return tr("Blunder", "a move that loses four seeds or more, or the game");
}

QColor AnalysisMarks::markColor(MoveClass c) {
    switch (c) {
    case MoveClass::Inaccuracy: return QColor(0xd9, 0xa4, 0x1c);
    case MoveClass::Mistake: return QColor(0xe0, 0x6c, 0x1f);
    case MoveClass::Blunder: return QColor(0xc8, 0x2a, 0x2a);
    case MoveClass::Best:
    case MoveClass::Good: break;
    }
    return QColor(0x4a, 0x9a, 0x5a);
}

QString AnalysisMarks::judgement(const Rules& rules, const MoveAnalysis& m) {
    const QString better = Wording::isolate(Wording::moveName(rules, m.better().value_or(m.best)));
    const QString lost = Wording::isolate(QString::number(static_cast<double>(m.loss) / kSeedScore, 'f', 1));
    if (m.judgement == Judgement::Estimate)
        //: %1 the class (Inaccuracy, Mistake, Blunder), %2 seeds, %3 a move
        return tr("%1 (an estimate): by the search's estimate it lost %2 seeds; %3 was better", "analysis of a move")
            .arg(className(m.moveClass), lost, better);
    const std::optional<Outcome> was = m.before.outcome();
    const std::optional<Outcome> is = m.after.outcome();
    // A proven result thrown away is said so: its "seeds" are only a scale.
    if (was == Outcome::Win && is != Outcome::Win)
        //: %1 the class (Blunder), %2 a move
        return tr("%1: it threw away a won game; %2 was better", "analysis of a move")
            .arg(className(m.moveClass), better);
    if (is == Outcome::Loss && was != Outcome::Loss)
        //: %1 the class (Blunder), %2 a move
        return tr("%1: after it the opponent wins by force; %2 was better", "analysis of a move")
            .arg(className(m.moveClass), better);
    //: %1 the class (Inaccuracy, Mistake, Blunder), %2 seeds, %3 a move
    return tr("%1: it lost %2 seeds; %3 was better", "analysis of a move").arg(className(m.moveClass), lost, better);
}

QPixmap AnalysisMarks::badge(MoveClass c) const {
    QPixmap& cached = badges_[static_cast<std::size_t>(c)];
    if (!cached.isNull())
        return cached;
    QFont font = QGuiApplication::font();
    font.setBold(true);
    const QFontMetrics metrics(font);
    const QString mark = QString::fromLatin1(moveClassMark(c).data());
    const QSize size(metrics.horizontalAdvance(QStringLiteral("??")) + 8, metrics.height() + 2);
    const qreal dpr = qApp->devicePixelRatio();
    QPixmap pixmap(size * dpr);
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(markColor(c));
    p.drawRoundedRect(QRectF(QPointF(0, 0), QSizeF(size)).adjusted(0.5, 0.5, -0.5, -0.5), 4, 4);
    p.setPen(Qt::white);
    p.setFont(font);
    p.drawText(QRectF(QPointF(0, 0), QSizeF(size)), Qt::AlignCenter, mark);
    p.end();
    cached = pixmap;
    return cached;
}

} // namespace mancala::ui
