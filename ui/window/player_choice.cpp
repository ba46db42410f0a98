#include "window/player_choice.hpp"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>

#include "i18n/wording.hpp"

namespace mancala::ui {

PlayerChoice::PlayerChoice(QWidget* parent) : QWidget(parent), kind_(new QComboBox(this)), level_(new QComboBox(this)) {
    kind_->setObjectName(QStringLiteral("playerKind"));
    level_->setObjectName(QStringLiteral("computerLevel"));
    for (PlayerKind k : {PlayerKind::Human, PlayerKind::Computer})
        kind_->addItem(QString(), static_cast<int>(k));
    for (Level l : kAllLevels)
        level_->addItem(QString(), static_cast<int>(l));
    kind_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    level_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    // A person has no level: the box goes, its room stays (the rows line up).
    QSizePolicy keepRoom = level_->sizePolicy();
    keepRoom.setRetainSizeWhenHidden(true);
    level_->setSizePolicy(keepRoom);

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(kind_);
    layout->addWidget(level_);

    connect(kind_, &QComboBox::currentIndexChanged, this, [this] {
        level_->setVisible(kind() == PlayerKind::Computer);
        emit changed();
    });
    connect(level_, &QComboBox::currentIndexChanged, this, &PlayerChoice::changed);
    retranslate();
    setChoice(PlayerKind::Human, Level::Intermediate);
}

PlayerKind PlayerChoice::kind() const {
    return static_cast<PlayerKind>(kind_->currentData().toInt());
}

Level PlayerChoice::level() const {
    return static_cast<Level>(level_->currentData().toInt());
}

void PlayerChoice::setChoice(PlayerKind kind, Level level) {
    kind_->setCurrentIndex(kind_->findData(static_cast<int>(kind)));
    level_->setCurrentIndex(level_->findData(static_cast<int>(level)));
    level_->setVisible(kind == PlayerKind::Computer);
}

void PlayerChoice::retranslate() {
    kind_->setItemText(kind_->findData(static_cast<int>(PlayerKind::Human)), tr("Human"));
    kind_->setItemText(kind_->findData(static_cast<int>(PlayerKind::Computer)), tr("Computer"));
    kind_->setToolTip(tr("A person at this computer, or the computer"));
    for (int i = 0; i < level_->count(); ++i)
        level_->setItemText(i, Wording::levelName(static_cast<Level>(level_->itemData(i).toInt())));
    level_->setToolTip(tr("How well the computer plays"));
}

void PlayerChoice::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace mancala::ui
