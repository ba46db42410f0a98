// The app's sound samples, played on an audio thread of their own.
//
// Qt Multimedia may block the thread that asks it for audio devices: Qt 6.4
// waits up to 30 s for a PulseAudio server that accepted the connection but
// does not answer. So nothing here touches Qt Multimedia on the calling (GUI)
// thread: the samples are loaded, mixed and played on one audio thread
// shared by every window (audio_worker.hpp), and play() only posts to it.
// Without any audio output (no server, a server without devices, CI) the
// thread opens no stream and every play() is silent; when outputs appear
// later it loads the samples.
// The thread (audio_worker.hpp) starts on the first prepare() (never while
// sound is off) and is stopped when the application object goes; if it is
// still stuck in the audio server then, it is left to end with the process
// (whose exit, in Qt Multimedia's own handler, then waits out that server's
// timeout: the window has closed by then).
//
// The samples are resources made at build time by tools/sounds/make_sounds.py
// (docs/sound.md).
#pragma once

#include <QObject>
#include <QString>

#include <cstdint>

namespace mancala::ui {

class AudioWorker;

enum class Sample : std::uint8_t { Drop, Slide, Capture, Win, Loss, Draw };

// The resource of a sample: ":/sounds/drop-3.wav" (a drop's `variant`
// 0..kDropVariants-1 picks the file; other samples have one).
QString sampleResource(Sample sample, int variant);

class SoundEffects : public QObject {
    Q_OBJECT
public:
    explicit SoundEffects(QObject* parent = nullptr);
    ~SoundEffects() override;

    // Loads the samples on the audio thread, once (ready() follows).
    void prepare();
    // Plays a sample on the audio thread (prepares first if need be). Never waits.
    void play(Sample sample, int variant);
    // Percent of full loudness, 0..100 (on a logarithmic scale, as people hear).
    void setVolume(int percent);
    // The audio outputs found by the last ready(); -1 until then.
    int outputs() const noexcept { return outputs_; }

signals:
    // The audio thread has looked for outputs and loaded the samples if it
    // found any: `outputs` is how many (0: every sound is silent).
    void ready(int outputs);

private:
    AudioWorker* worker_ = nullptr; // lives on the audio thread (audio_worker.hpp), from the first prepare()
    double volume_ = 1.0;           // linear
    int outputs_ = -1;
};

} // namespace mancala::ui
