// Helpers of the record, replay and autosave tests: games of random legal
// moves with fixed seeds, a data column of the four games, files read and
// written whole, and the answer to a modal dialog (a QMessageBox or
// QFileDialog run with exec()) given from the event loop once the dialog
// shows.
#pragma once

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QItemSelectionModel>
#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPixmap>
#include <QTextDocumentFragment>
#include <QTimer>
#include <QtTest>

#include <functional>
#include <memory>
#include <random>
#include <vector>

#include "mancala/game.hpp"
#include "mancala/record.hpp"

Q_DECLARE_METATYPE(mancala::GameId)

namespace mancala::ui::test {

inline void addGameRows() {
    QTest::addColumn<GameId>("game");
    QTest::newRow("djenon-aboure") << GameId::DjenonAboure;
    QTest::newRow("ayoayo") << GameId::Ayoayo;
    QTest::newRow("tihbat") << GameId::Tihbat;
    QTest::newRow("bao-la-kimasai") << GameId::BaoLaKimasai;
}

// Random legal moves of `id` from the start (seeded), until the game ends or
// `maxPlies` moves were played.
inline std::vector<Move> randomGame(GameId id, unsigned seed, int maxPlies = 100000) {
    Game game(rulesFor(id));
    std::mt19937 rng(seed);
    MoveList moves;
    while (!game.over() && game.ply() < maxPlies) {
        game.legalMoves(moves);
        std::uniform_int_distribution<int> pick(0, moves.size() - 1);
        game.play(moves[pick(rng)]);
    }
    return game.moves();
}

// The whole file (empty if it cannot be read).
inline QByteArray readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

inline bool writeFile(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.flush();
}

// The record in a file (a file that cannot be read reads as empty).
inline RecordParseResult parseFile(const QString& path) {
    const QByteArray text = readAll(path);
    return parseRecord(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
}

// With MANCALA_SCREENSHOTS set to a directory, saves `picture` there as
// NAME.png (what the docs show: docs/screenshots/).
inline void saveScreenshot(const QPixmap& picture, const QString& name) {
    const QByteArray dir = qgetenv("MANCALA_SCREENSHOTS");
    if (!dir.isEmpty())
        picture.save(QDir(QString::fromLocal8Bit(dir)).filePath(name + QStringLiteral(".png")));
}

// Answers the next modal dialog with `answer` as soon as it is the active
// modal widget. done() says whether it was answered (a test that expects a
// dialog checks it; the watcher stops when it goes out of scope).
class ModalAnswer {
public:
    explicit ModalAnswer(std::function<void(QWidget*)> answer) : timer_(std::make_unique<QTimer>()) {
        timer_->setInterval(10);
        QObject::connect(timer_.get(), &QTimer::timeout, [this, answer = std::move(answer)] {
            QWidget* modal = QApplication::activeModalWidget();
            if (!modal || !modal->isVisible())
                return;
            timer_->stop();
            done_ = true;
            answer(modal);
        });
        timer_->start();
    }
    bool done() const noexcept { return done_; }

private:
    std::unique_ptr<QTimer> timer_;
    bool done_ = false;
};

// What a message box said, for the checks after it closed.
struct MessageSeen {
    QString objectName;
    QString text;
    QString informative; // as shown (markup removed)
    QPixmap picture;
};

inline MessageSeen readMessage(QWidget* modal) {
    MessageSeen seen;
    auto* box = qobject_cast<QMessageBox*>(modal);
    if (!box)
        return seen;
    seen.objectName = box->objectName();
    seen.text = box->text();
    if (auto* label = box->findChild<QLabel*>(QStringLiteral("qt_msgbox_informativelabel")))
        seen.informative = label->textFormat() == Qt::PlainText || !Qt::mightBeRichText(label->text())
                               ? label->text()
                               : QTextDocumentFragment::fromHtml(label->text()).toPlainText();
    seen.picture = box->grab();
    return seen;
}

// Clicks the button of a message box that has this role (or this standard button).
inline bool clickButton(QWidget* modal, QMessageBox::ButtonRole role) {
    auto* box = qobject_cast<QMessageBox*>(modal);
    if (!box)
        return false;
    for (QAbstractButton* button : box->buttons()) {
        if (box->buttonRole(button) == role) {
            button->click();
            return true;
        }
    }
    return false;
}

inline bool clickButton(QWidget* modal, QMessageBox::StandardButton which) {
    auto* box = qobject_cast<QMessageBox*>(modal);
    if (!box || !box->button(which))
        return false;
    box->button(which)->click();
    return true;
}

// Types `path` as the file name of a (Qt, not native) file dialog and accepts
// it, as a person would; false if `modal` is no such dialog. (selectFile()
// leaves the name alone while its field has the focus.)
inline bool chooseFile(QWidget* modal, const QString& path) {
    auto* dialog = qobject_cast<QFileDialog*>(modal);
    auto* name = dialog ? dialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit")) : nullptr;
    if (!name)
        return false;
    // What is selected in the file list wins over the typed name.
    for (QAbstractItemView* view : dialog->findChildren<QAbstractItemView*>())
        if (view->selectionModel())
            view->selectionModel()->clearSelection();
    name->setText(path);
    static_cast<QDialog*>(dialog)->accept(); // QFileDialog::accept is protected
    return true;
}

} // namespace mancala::ui::test
