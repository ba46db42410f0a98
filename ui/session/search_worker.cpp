#include "session/search_worker.hpp"

#include <exception>
#include <new>
#include <utility>

namespace mancala::ui {

SearchWorker::SearchWorker(QObject* parent) : QObject(parent) {}

SearchWorker::~SearchWorker() {
    current_ = 0;
    for (Thread& t : threads_)
        t.thread.request_stop();
    // Joined here, while this object is whole: a thread may still be queuing
    // to it. What it queued is discarded with the object.
    threads_.clear();
}

void SearchWorker::start(Job job) {
    cancel();
    const std::uint64_t id = ++lastId_;
    current_ = id;
    Thread& t = threads_.emplace_back();
    t.id = id;
    t.thread = std::jthread([this, id, job = std::move(job)](std::stop_token stop) {
        const Deliver deliver = [this, id](std::function<void()> f) {
            QMetaObject::invokeMethod(
                this,
                [this, id, f = std::move(f)] {
                    if (id == current_)
                        f();
                },
                Qt::QueuedConnection);
        };
        run(job, stop, deliver);
        QMetaObject::invokeMethod(
            this, [this, id] { ended(id); }, Qt::QueuedConnection);
    });
}

// The job, and whatever it throws caught and told as failed(): no exception
// leaves the thread (it would end the app).
void SearchWorker::run(const Job& job, const std::stop_token& stop, const Deliver& deliver) {
    try {
        job(stop, deliver);
    } catch (const std::bad_alloc&) {
        deliver([this] { emit failed(tr("there is not enough memory for it", "why the computer's work failed")); });
    } catch (const std::exception& e) {
        const QString what = QString::fromLocal8Bit(e.what());
        deliver([this, what] {
            emit failed(tr("an error (%1)", "why the computer's work failed; the program's message").arg(what));
        });
    } catch (...) {
        deliver([this] { emit failed(tr("an unknown error", "why the computer's work failed")); });
    }
}

void SearchWorker::cancel() {
    if (current_ == 0)
        return;
    for (Thread& t : threads_)
        if (t.id == current_)
            t.thread.request_stop();
    current_ = 0;
}

void SearchWorker::ended(std::uint64_t id) {
    // The thread queued this as its last act: joining it now waits for no search.
    threads_.remove_if([id](const Thread& t) { return t.id == id; });
    if (id != current_)
        return;
    current_ = 0;
    emit finished();
}

} // namespace mancala::ui
