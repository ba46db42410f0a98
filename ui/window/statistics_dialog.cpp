#include "window/statistics_dialog.hpp"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollBar>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

#include "play/statistics_model.hpp"
#include "settings/statistics.hpp"

namespace mancala::ui {

StatisticsDialog::StatisticsDialog(Statistics* statistics, QWidget* parent)
    : QDialog(parent), statistics_(statistics), model_(new StatisticsModel(statistics, this)),
      table_(new QTableView(this)), empty_(new QLabel(this)),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Close, this)),
      reset_(buttons_->addButton(QString(), QDialogButtonBox::ResetRole)) {
    setObjectName(QStringLiteral("statisticsDialog"));
    table_->setObjectName(QStringLiteral("statisticsTable"));
    table_->setModel(model_);
    table_->setSelectionMode(QAbstractItemView::NoSelection);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setStretchLastSection(true);
    reset_->setObjectName(QStringLiteral("resetStatisticsButton"));
    empty_->setAlignment(Qt::AlignCenter);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(reset_, &QPushButton::clicked, this, &StatisticsDialog::askToReset);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(table_, 1);
    layout->addWidget(empty_, 1);
    layout->addWidget(buttons_);
    retranslate();
    showRows();
    resize(640, 360);
}

void StatisticsDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        model_->reload();
        showRows();
    }
    QDialog::changeEvent(event);
}

void StatisticsDialog::retranslate() {
    setWindowTitle(tr("Statistics"));
    reset_->setText(tr("&Reset…"));
    empty_->setText(tr("No game has been played to its end yet."));
}

void StatisticsDialog::askToReset() {
    QMessageBox box(QMessageBox::Question, tr("Reset Statistics"),
                    tr("Forget the results of every game played so far?"), QMessageBox::NoButton, this);
    box.setObjectName(QStringLiteral("resetStatisticsBox"));
    QPushButton* forget = box.addButton(tr("&Reset"), QMessageBox::DestructiveRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    if (box.clickedButton() != forget)
        return;
    statistics_->reset();
    model_->reload();
    showRows();
}

void StatisticsDialog::showRows() {
    const bool any = model_->rowCount() > 0;
    table_->setVisible(any);
    empty_->setVisible(!any);
    reset_->setEnabled(any);
    // Every column as wide as its heading and its cells, whatever the
    // language: the table is at least that wide, and never clips a word.
    int width = 2 * table_->frameWidth() + table_->verticalScrollBar()->sizeHint().width();
    const auto* view = static_cast<const QAbstractItemView*>(table_); // sizeHintForColumn is public there
    for (int column = 0; column < model_->columnCount(); ++column)
        width += std::max(table_->horizontalHeader()->sectionSizeHint(column), view->sizeHintForColumn(column));
    table_->setMinimumWidth(width);
}

} // namespace mancala::ui
