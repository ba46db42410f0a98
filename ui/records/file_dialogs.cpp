#include "records/file_dialogs.hpp"

#include <QFileDialog>
#include <QMessageBox>
#include <QPushButton>

#include "i18n/wording.hpp"
#include "records/file_list_format.hpp"
#include "records/safe_write.hpp"

namespace mancala::ui {

namespace {

// A file name never carries the invisible direction marks a translated
// sentence may hold (U+200E, U+200F, U+202A…U+202E, U+2066…U+2069), nor a
// control character or a slash.
QString fileNameWithoutControls(QString name) {
    name.removeIf([](QChar c) {
        const char16_t u = c.unicode();
        return u < 0x20 || u == 0x7F || u == 0x200E || u == 0x200F || (u >= 0x202A && u <= 0x202E) ||
               (u >= 0x2066 && u <= 0x2069);
    });
    return name.replace(QLatin1Char('/'), QLatin1Char('-'));
}

// The name filters of `dialog`: "Mancala games (*.mancala)", "All files (*)".
void setNameFilters(QFileDialog& dialog) {
    dialog.setNameFilters({FileDialogs::tr("Mancala games (*.mancala)"), FileDialogs::tr("All files (*)")});
}

// Qt's own file dialog (not a desktop's native one, which words itself) in
// the interface's language, through its public interface alone: the size,
// type and date columns worded by FileListFormat, the proxy model of its
// views; everything else in Qt's words, from Qt's catalogs
// (translations/qtbase_*.ts), and as Qt lays it out (the folder box, the
// columns' widths), which no public interface reaches. The filters' patterns
// read left to right in Urdu by their translation (a U+200E before "(").
void adaptQtFileDialog(QFileDialog& dialog) {
    dialog.setProxyModel(new FileListFormat(&dialog));
}

} // namespace

QString FileDialogs::isolated(const QString& name) {
    return Wording::isolate(visibleControls(name));
}

QString FileDialogs::chooseOpenPath(const QString& directory) const {
    QFileDialog dialog(window_, tr("Open Game"), directory);
    dialog.setObjectName(QStringLiteral("openGameDialog"));
    dialog.setAcceptMode(QFileDialog::AcceptOpen);
    dialog.setFileMode(QFileDialog::ExistingFile);
    setNameFilters(dialog);
    adaptQtFileDialog(dialog);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return {};
    return dialog.selectedFiles().constFirst();
}

QString FileDialogs::chooseSavePath(const QString& title, const QString& directory, const QString& suggested) const {
    QFileDialog dialog(window_, title, directory);
    dialog.setObjectName(QStringLiteral("saveGameDialog"));
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setFileMode(QFileDialog::AnyFile);
    setNameFilters(dialog);
    dialog.setDefaultSuffix(QStringLiteral("mancala"));
    dialog.selectFile(fileNameWithoutControls(suggested));
    adaptQtFileDialog(dialog);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return {};
    return dialog.selectedFiles().constFirst();
}

FileDialogs::UnsavedChoice FileDialogs::askToSave(const QString& gameName, const QString& fileName) const {
    const QString question = fileName.isEmpty()
                                 ? tr("Do you want to save this game of %1?").arg(gameName)
                                 : tr("Do you want to save the changes to “%1”?").arg(isolated(fileName));
    QMessageBox box(QMessageBox::Warning, tr("Unsaved Game"), question,
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, window_);
    box.setObjectName(QStringLiteral("unsavedGameBox"));
    box.setTextFormat(Qt::PlainText);
    box.setInformativeText(tr("Its moves will be lost if you do not save them."));
    box.setDefaultButton(QMessageBox::Save);
    box.setEscapeButton(QMessageBox::Cancel);
    // Qt's own words for these buttons have no mnemonic: Alt+S saves, Alt+D discards.
    box.button(QMessageBox::Save)->setText(tr("&Save"));
    box.button(QMessageBox::Discard)->setText(tr("&Discard"));
    switch (box.exec()) {
    case QMessageBox::Save: return UnsavedChoice::Save;
    case QMessageBox::Discard: return UnsavedChoice::Discard;
    default: return UnsavedChoice::Cancel;
    }
}

FileDialogs::PlayOnChoice FileDialogs::askToPlayOn(int shownPly, int laterMoves) const {
    QMessageBox box(QMessageBox::Question, tr("Play On From Here"),
                    shownPly == 0 ? tr("Play on from the start of the game?")
                                  : tr("Play on from move %1?").arg(shownPly),
                    QMessageBox::NoButton, window_);
    box.setObjectName(QStringLiteral("playOnBox"));
    box.setTextFormat(Qt::PlainText);
    box.setInformativeText(tr("The %n later move(s) of this game will be discarded.", "", laterMoves));
    QPushButton* discard = box.addButton(tr("&Discard Later Moves"), QMessageBox::DestructiveRole);
    QPushButton* copy = box.addButton(tr("&Save a Copy First…"), QMessageBox::AcceptRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(copy);
    box.setEscapeButton(QMessageBox::Cancel);
    box.exec();
    if (box.clickedButton() == discard)
        return PlayOnChoice::Discard;
    return box.clickedButton() == copy ? PlayOnChoice::SaveCopyFirst : PlayOnChoice::Cancel;
}

bool FileDialogs::askToRestore(const QString& details) const {
    QMessageBox box(QMessageBox::Question, tr("Restore Game"),
                    tr("Mancala did not close properly. Do you want to restore the game that was in progress?"),
                    QMessageBox::NoButton, window_);
    box.setObjectName(QStringLiteral("restoreGameBox"));
    box.setTextFormat(Qt::PlainText);
    box.setInformativeText(QStringLiteral("<p>%1</p>").arg(details.toHtmlEscaped()));
    QPushButton* restore = box.addButton(tr("&Restore"), QMessageBox::AcceptRole);
    QPushButton* discard = box.addButton(tr("&Discard"), QMessageBox::DestructiveRole);
    box.setDefaultButton(restore);
    // Closing the question keeps the game: nothing is lost without a word.
    box.setEscapeButton(restore);
    box.exec();
    return box.clickedButton() != discard;
}

void FileDialogs::showError(const QString& title, const QString& text, const QString& details,
                            const QString& objectName) const {
    QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::Ok, window_);
    box.setObjectName(objectName);
    box.setTextFormat(Qt::PlainText);
    // The details quote the file: shown as text, never as markup.
    box.setInformativeText(
        QStringLiteral("<p>%1</p>").arg(details.toHtmlEscaped().replace(QLatin1Char('\n'), QLatin1String("<br>"))));
    box.exec();
}

} // namespace mancala::ui
