// Runs the core's searches off the GUI thread, so that the window stays
// responsive while the computer thinks.
//
// Each job runs on a std::jthread of its own and hands what it found back to
// the worker's thread through deliver(): the function given is queued to
// this object and runs there (from the event loop), unless the job has been
// cancelled or replaced by then, in which case it is dropped. Nothing is
// polled: the job's end is queued the same way.
//
// Whatever a job throws is caught on its thread and told as failed().
//
// cancel() returns at once: it requests a stop through the job's stop token
// (the core's searches then return within moments) and forgets the job; its
// thread is joined when it tells its end, or in the destructor, which stops
// and joins every thread still running. A job must therefore never touch
// anything of the GUI: it works on copies (a Game, positions) and delivers.
#pragma once

#include <QObject>

#include <cstdint>
#include <functional>
#include <list>
#include <stop_token>
#include <thread>

namespace mancala::ui {

class SearchWorker : public QObject {
    Q_OBJECT
public:
    // Queues `f` to run on the worker's thread unless the job is cancelled by then.
    using Deliver = std::function<void(std::function<void()> f)>;
    using Job = std::function<void(std::stop_token stop, const Deliver& deliver)>;

    explicit SearchWorker(QObject* parent = nullptr);
    ~SearchWorker() override;

    // Cancels the job running (if any), then runs `job` on a new thread.
    void start(Job job);
    // Stops the current job at once: nothing it delivers from now on runs.
    void cancel();
    // A job was started, and neither cancelled nor finished.
    bool isBusy() const noexcept { return current_ != 0; }
    // Threads not joined yet (the current one and those cancelled still ending).
    int threadCount() const noexcept { return static_cast<int>(threads_.size()); }

signals:
    // The current job returned (after everything it delivered ran).
    void finished();
    // The current job threw (std::bad_alloc, or anything else): why, in
    // words to follow "… because" (in the user's language); finished()
    // follows. The worker goes on working.
    void failed(const QString& reason);

private:
    struct Thread {
        std::uint64_t id = 0;
        std::jthread thread;
    };

    void run(const Job& job, const std::stop_token& stop, const Deliver& deliver);
    void ended(std::uint64_t id);

    std::list<Thread> threads_;
    std::uint64_t current_ = 0; // the job whose deliveries run; 0 when none
    std::uint64_t lastId_ = 0;
};

} // namespace mancala::ui
