// The accessible interfaces of the board (see board_accessible.hpp): the
// board as a client (whose turn it is, its description) with one pressable
// child per hole and one per player, asking BoardView.
#include "board/board_accessible.hpp"

#include <QAccessible>
#include <QAccessibleWidget>
#include <QPointer>

#include <vector>

#include "board/board_view.hpp"

namespace mancala::ui {

#if QT_CONFIG(accessibility)

namespace {

// What a hole and a player share: a leaf of the board that asks the view.
class BoardPartAccessible : public QAccessibleInterface {
public:
    explicit BoardPartAccessible(BoardView* view) : view_(view) {}

    QObject* object() const override { return nullptr; }
    QWindow* window() const override { return view_ ? view_->window()->windowHandle() : nullptr; }
    QAccessibleInterface* parent() const override { return QAccessible::queryAccessibleInterface(view_.data()); }
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    void setText(QAccessible::Text, const QString&) override {}

    const BoardView* view() const noexcept { return view_.data(); }

protected:
    // `r`, of the view, on the screen.
    QRect onScreen(const QRect& r) const { return QRect(view_->mapToGlobal(r.topLeft()), r.size()); }

    QPointer<BoardView> view_;
};

class HoleAccessible : public BoardPartAccessible, public QAccessibleActionInterface {
public:
    HoleAccessible(BoardView* view, Hole hole) : BoardPartAccessible(view), hole_(hole) {}

    bool isValid() const override { return view_ && hole_ < view_->holeCount(); }

    QString text(QAccessible::Text t) const override {
        if (!isValid())
            return {};
        switch (t) {
        case QAccessible::Name: return view_->holeDescription(hole_);
        case QAccessible::Description:
            return view_->isLegal(hole_) ? BoardView::tr("Can be played") : BoardView::tr("Cannot be played now");
        default: break;
        }
        return {};
    }

    QRect rect() const override { return isValid() ? onScreen(view_->holeRect(hole_)) : QRect(); }
    QAccessible::Role role() const override { return QAccessible::Button; }
    QAccessible::State state() const override {
        QAccessible::State s;
        if (!isValid()) {
            s.invalid = true;
            return s;
        }
        s.focusable = true;
        s.focused = view_->hasFocus() && view_->cursorHole() == hole_;
        s.hotTracked = view_->hoveredHole() == hole_;
        s.disabled = !view_->isLegal(hole_);
        return s;
    }

    void* interface_cast(QAccessible::InterfaceType type) override {
        if (type == QAccessible::ActionInterface)
            return static_cast<QAccessibleActionInterface*>(this);
        return nullptr;
    }
    QStringList actionNames() const override { return {pressAction()}; }
    void doAction(const QString& action) override {
        if (isValid() && action == pressAction())
            view_->activateHole(hole_);
    }
    QStringList keyBindingsForAction(const QString&) const override { return {}; }

    Hole hole() const noexcept { return hole_; }

private:
    Hole hole_;
};

// A player beside the board: name, who plays the side, their tray or store
// and whether it is their turn (BoardView::playerDescription).
class PlayerAccessible : public BoardPartAccessible {
public:
    PlayerAccessible(BoardView* view, Side side) : BoardPartAccessible(view), side_(side) {}

    bool isValid() const override { return !view_.isNull(); }
    QString text(QAccessible::Text t) const override {
        return isValid() && t == QAccessible::Name ? view_->playerDescription(side_) : QString();
    }
    QRect rect() const override { return isValid() ? onScreen(view_->totalRect(side_)) : QRect(); }
    QAccessible::Role role() const override { return QAccessible::StaticText; }
    QAccessible::State state() const override {
        QAccessible::State s;
        s.invalid = !isValid();
        s.readOnly = true;
        return s;
    }

    Side side() const noexcept { return side_; }

private:
    Side side_;
};

class BoardAccessible : public QAccessibleWidget {
public:
    explicit BoardAccessible(BoardView* view) : QAccessibleWidget(view, QAccessible::Client) {}
    ~BoardAccessible() override {
        for (QAccessible::Id id : children_)
            if (id != 0)
                QAccessible::deleteAccessibleInterface(id);
    }

    // The holes, then South and North.
    int childCount() const override { return view()->holeCount() + 2; }
    QAccessibleInterface* child(int i) const override {
        if (i < 0 || i >= childCount())
            return nullptr;
        const auto at = static_cast<std::size_t>(i);
        if (children_.size() <= at)
            children_.resize(at + 1, 0);
        if (children_[at] == 0)
            children_[at] = QAccessible::registerAccessibleInterface(makeChild(i));
        return QAccessible::accessibleInterface(children_[at]);
    }
    int indexOfChild(const QAccessibleInterface* child) const override {
        if (const auto* hole = dynamic_cast<const HoleAccessible*>(child))
            return hole->view() == view() ? hole->hole() : -1;
        if (const auto* player = dynamic_cast<const PlayerAccessible*>(child))
            return player->view() == view() ? view()->holeCount() + index(player->side()) : -1;
        return -1;
    }
    QString text(QAccessible::Text t) const override {
        if (t == QAccessible::Description)
            return view()->turnDescription();
        return QAccessibleWidget::text(t);
    }
    QAccessibleInterface* childAt(int x, int y) const override {
        const Hole h = view()->holeAt(view()->mapFromGlobal(QPoint(x, y)));
        return h == kNoHole ? nullptr : child(h);
    }
    QAccessibleInterface* focusChild() const override {
        if (!view()->hasFocus() || view()->cursorHole() >= view()->holeCount())
            return nullptr;
        return child(view()->cursorHole());
    }

private:
    BoardView* view() const { return static_cast<BoardView*>(widget()); }
    QAccessibleInterface* makeChild(int i) const {
        const int holes = view()->holeCount();
        if (i < holes)
            return new HoleAccessible(view(), static_cast<Hole>(i));
        return new PlayerAccessible(view(), i == holes + index(Side::South) ? Side::South : Side::North);
    }
    mutable std::vector<QAccessible::Id> children_;
};

QAccessibleInterface* boardFactory(const QString&, QObject* object) {
    if (auto* view = qobject_cast<BoardView*>(object))
        return new BoardAccessible(view);
    return nullptr;
}

} // namespace

void installBoardAccessibility() {
    static const bool installed = [] {
        QAccessible::installFactory(boardFactory);
        return true;
    }();
    Q_UNUSED(installed);
}

#else

void installBoardAccessibility() {}

#endif

} // namespace mancala::ui
