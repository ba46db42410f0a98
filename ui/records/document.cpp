#include "records/document.hpp"

#include <QDate>
#include <QFileInfo>

#include "i18n/wording.hpp"
#include "records/player_tags.hpp"
#include "records/safe_write.hpp"
#include "session/game_clocks.hpp"
#include "session/game_session.hpp"

namespace mancala::ui {

namespace {

QString today() {
    return QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd"));
}

QString text(const std::string& utf8) {
    return QString::fromStdString(utf8).trimmed();
}

// The same game between the same players (what a person would call the same
// game: the date and other tags aside; a Start tag naming the game's own
// start is no start of its own), each side played by the same (as far as
// both records say who played).
bool sameGame(const Record& a, const Record& b) {
    const std::optional<PlayerSetup> playersA = playersFromTags(a.tags);
    const std::optional<PlayerSetup> playersB = playersFromTags(b.tags);
    const auto start = [](const Record& r) { return r.start.value_or(rulesFor(r.game).initial()); };
    return a.game == b.game && start(a) == start(b) && a.moves == b.moves && text(a.south) == text(b.south) &&
           text(a.north) == text(b.north) && (!playersA || !playersB || playersA == playersB);
}

} // namespace

Document::Document(GameSession* session, QObject* parent) : QObject(parent), session_(session), date_(today()) {}

QString Document::displayName() const {
    return path_.isEmpty() ? QString() : visibleControls(QFileInfo(path_).fileName());
}

bool Document::isModified() const {
    if (path_.isEmpty())
        return !session_->isFresh();
    return !sameGame(currentRecord(), saved_);
}

Record Document::currentRecord() const {
    Record record = makeRecord(session_->game(), session_->givenName(Side::South).toStdString(),
                               session_->givenName(Side::North).toStdString(), date_.toStdString());
    record.tags = withPlayerTags(tags_, session_->players());
    if (clocks_)
        clocks_->fill(record);
    return record;
}

QString Document::suggestedFileName() const {
    if (!path_.isEmpty())
        return QFileInfo(path_).fileName();
    // No date when it is not known in full.
    const QString date =
        date_.contains(QLatin1Char('?')) ? QString() : QString(date_).replace(QLatin1Char('.'), QLatin1Char('-'));
    return tr("%1 %2", "game name, date").arg(Wording::gameName(session_->rules().id()), date).trimmed() +
           QStringLiteral(".mancala");
}

void Document::clear() {
    path_.clear();
    tags_.clear();
    saved_ = Record{};
    date_ = today();
    emit changed();
}

void Document::adopt(const Record& record, const QString& path) {
    path_ = path;
    date_ = QString::fromStdString(record.date);
    tags_ = withoutPlayerTags(record.tags);
    saved_ = record;
    emit changed();
}

void Document::setSaved(const QString& path, const Record& record) {
    path_ = path;
    saved_ = record;
    emit changed();
}

} // namespace mancala::ui
