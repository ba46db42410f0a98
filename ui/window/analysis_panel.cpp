#include "window/analysis_panel.hpp"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

#include "i18n/wording.hpp"
#include "play/analysis/analysis_marks.hpp"
#include "play/analysis/analysis_model.hpp"
#include "session/game_session.hpp"
#include "window/analysis_graph.hpp"

namespace mancala::ui {

AnalysisPanel::AnalysisPanel(AnalysisModel* analysis, ReplayController* replay, QWidget* parent)
    : QDockWidget(parent), analysis_(analysis), graph_(new AnalysisGraph(analysis, replay, this)),
      progress_(new QProgressBar(this)), stop_(new QPushButton(this)) {
    setObjectName(QStringLiteral("analysisDock"));
    progress_->setObjectName(QStringLiteral("analysisProgress"));
    stop_->setObjectName(QStringLiteral("analysisStop"));
    auto* body = new QWidget(this);
    auto* layout = new QVBoxLayout(body);
    layout->addWidget(graph_, 1);
    auto* state = new QHBoxLayout;
    state->addWidget(progress_, 1);
    state->addWidget(stop_);
    layout->addLayout(state);
    auto* grid = new QGridLayout;
    for (std::size_t side = 0; side < 2; ++side) {
        names_[side] = new QLabel(body);
        names_[side]->setAlignment(Qt::AlignCenter);
        grid->addWidget(names_[side], 0, static_cast<int>(side) + 1);
    }
    for (std::size_t row = 0; row < rowNames_.size(); ++row) {
        rowNames_[row] = new QLabel(body);
        grid->addWidget(rowNames_[row], static_cast<int>(row) + 1, 0);
        for (std::size_t side = 0; side < 2; ++side) {
            QLabel*& cell = cells_[side * 6 + row];
            cell = new QLabel(body);
            cell->setObjectName(QStringLiteral("analysisSummary%1_%2").arg(side).arg(row));
            cell->setAlignment(Qt::AlignCenter);
            grid->addWidget(cell, static_cast<int>(row) + 1, static_cast<int>(side) + 1);
        }
    }
    layout->addLayout(grid);
    setWidget(body);

    connect(stop_, &QPushButton::clicked, this, [this] {
        if (analysis_->isStopped())
            analysis_->resume();
        else
            analysis_->stop();
    });
    connect(analysis_, &AnalysisModel::positionAnalysed, this, [this] {
        syncState();
        syncSummary();
    });
    connect(analysis_, &AnalysisModel::reset, this, [this] {
        syncState();
        syncSummary();
    });
    connect(analysis_, &AnalysisModel::stateChanged, this, &AnalysisPanel::syncState);
    connect(analysis_->session(), &GameSession::playerNamesChanged, this, &AnalysisPanel::retranslate);
    retranslate();
}

void AnalysisPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDockWidget::changeEvent(event);
}

void AnalysisPanel::retranslate() {
    setWindowTitle(tr("Analysis"));
    for (Side side : {Side::South, Side::North})
        names_[static_cast<std::size_t>(index(side))]->setText(analysis_->session()->playerName(side));
    for (MoveClass c : kAllMoveClasses) {
        const QString mark = QString::fromLatin1(moveClassMark(c).data());
        rowNames_[static_cast<std::size_t>(c)]->setText(
            mark.isEmpty()
                ? AnalysisMarks::className(c)
                : tr("%1 %2", "class of moves, its mark").arg(AnalysisMarks::className(c), Wording::isolate(mark)));
    }
    rowNames_[5]->setText(tr("Average loss (seeds a move)", "seeds lost a move, on average"));
    progress_->setToolTip(tr("Positions analysed"));
    progress_->setAccessibleName(progress_->toolTip());
    syncState();
    syncSummary();
}

void AnalysisPanel::syncState() {
    progress_->setRange(0, std::max(1, analysis_->positionCount()));
    progress_->setValue(analysis_->positionsDone());
    stop_->setText(analysis_->isStopped() ? tr("Go on", "the analysis") : tr("Stop", "the analysis"));
    stop_->setEnabled(!analysis_->isComplete());
    progress_->setFormat(analysis_->isComplete() ? tr("Analysed") : tr("%p %", "percent analysed"));
}

void AnalysisPanel::syncSummary() {
    for (Side side : {Side::South, Side::North}) {
        const PlayerSummary s = analysis_->summary(side);
        const std::size_t base = static_cast<std::size_t>(index(side)) * 6;
        for (MoveClass c : kAllMoveClasses)
            cells_[base + static_cast<std::size_t>(c)]->setText(QString::number(s.count(c)));
        // No move of the side analysed yet: a dash, which a screen reader reads as what it means.
        QLabel* average = cells_[base + 5];
        average->setText(s.moves == 0 ? QStringLiteral("\u2014")
                                      : QLocale().toString(s.averageLoss / kSeedScore, 'f', 2));
        average->setAccessibleName(s.moves == 0 ? tr("No move analysed yet") : QString());
    }
}

} // namespace mancala::ui
