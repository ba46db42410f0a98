// The accessible interfaces of the board (see board_accessible.hpp): the
// board as a client with one pressable child per hole, asking BoardView.
#include "board/board_accessible.hpp"

#include <QAccessible>
#include <QAccessibleWidget>
#include <QPointer>

#include <vector>

#include "board/board_view.hpp"

namespace mancala::ui {

#if QT_CONFIG(accessibility)

namespace {

class HoleAccessible : public QAccessibleInterface, public QAccessibleActionInterface {
public:
    HoleAccessible(BoardView* view, Hole hole) : view_(view), hole_(hole) {}

    bool isValid() const override { return view_ && hole_ < view_->holeCount(); }
    QObject* object() const override { return nullptr; }
    QWindow* window() const override { return view_ ? view_->window()->windowHandle() : nullptr; }
    QAccessibleInterface* parent() const override { return QAccessible::queryAccessibleInterface(view_.data()); }
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }

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
    void setText(QAccessible::Text, const QString&) override {}

    QRect rect() const override {
        if (!isValid())
            return {};
        const QRect r = view_->holeRect(hole_);
        return QRect(view_->mapToGlobal(r.topLeft()), r.size());
    }
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
    const BoardView* view() const noexcept { return view_.data(); }

private:
    QPointer<BoardView> view_;
    Hole hole_;
};

class BoardAccessible : public QAccessibleWidget {
public:
    explicit BoardAccessible(BoardView* view) : QAccessibleWidget(view, QAccessible::Client) {}
    ~BoardAccessible() override {
        for (QAccessible::Id id : children_)
            if (id != 0)
                QAccessible::deleteAccessibleInterface(id);
    }

    int childCount() const override { return view()->holeCount(); }
    QAccessibleInterface* child(int i) const override {
        if (i < 0 || i >= childCount())
            return nullptr;
        const auto at = static_cast<std::size_t>(i);
        if (children_.size() <= at)
            children_.resize(at + 1, 0);
        if (children_[at] == 0)
            children_[at] = QAccessible::registerAccessibleInterface(new HoleAccessible(view(), static_cast<Hole>(i)));
        return QAccessible::accessibleInterface(children_[at]);
    }
    int indexOfChild(const QAccessibleInterface* child) const override {
        const auto* hole = dynamic_cast<const HoleAccessible*>(child);
        return hole && hole->view() == view() ? hole->hole() : -1;
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
