// The audio thread behind SoundEffects (sound_effects.hpp): one thread for
// the whole application, started on first use and stopped when the
// application object goes (a thread still stuck in the audio server then is
// left to end with the process), and the object that lives on it and plays.
// Only sound_effects.cpp and the tests use this header.
//
// It mixes the samples itself into one QAudioSink stream, rather than use a
// QSoundEffect per sample: on PulseAudio, Qt 6.4's QSoundEffect drops about
// half of a quick run of plays and starts the others up to 0.1 s late (it
// opens a stream per effect, stops it as soon as the last byte is handed
// over, and cannot be restarted before the stop is reported). One stream
// plays every sound, overlapping, at a steady latency: the sink's buffer.
#pragma once

#include <QElapsedTimer>
#include <QObject>

#include <cstdint>
#include <memory>
#include <vector>

class QAudioSink;
class QIODevice;
class QMediaDevices;
class QThread;
class QTimer;

namespace mancala::ui {

// The application's audio thread (started on the first call).
QThread* audioThread();

// 16-bit mono PCM samples at kAudioRate, the whole of a WAV file's data.
inline constexpr int kAudioRate = 22050;
using AudioSamples = std::vector<std::int16_t>;

// The samples of a WAV file of that format (16-bit mono PCM at kAudioRate,
// as tools/sounds/make_sounds.py writes them); empty if it is not one.
AudioSamples decodeWav(const QByteArray& wav);

// A sample being played: which one, after how many frames of silence, and
// how far it is.
struct Voice {
    int sample = 0;
    std::size_t delay = 0;
    std::size_t at = 0;
};

// Mixes `frames` frames of the `voices` into `out` (added up, clipped to
// 16 bits, scaled by `gain`), moves them on (a voice's delay first) and drops
// the voices that end.
void mixVoices(std::vector<Voice>& voices, const std::vector<AudioSamples>& samples, double gain, std::int16_t* out,
               int frames);

// Lives on the audio thread: looks for outputs (which may block this thread:
// Qt 6.4 waits up to 30 s for a server that never answers) and, when there
// are any, loads the samples and plays them into one stream, fed by a timer
// that runs only while something sounds; the stream is closed soon after.
class AudioWorker : public QObject {
    Q_OBJECT
public:
    // `files`: the sample resources (":/sounds/drop-1.wav"...), by index.
    AudioWorker(std::vector<QString> files, double volume);
    ~AudioWorker() override;

    void prepare();
    // Plays `files[sample]`.
    void play(int sample);
    void setVolume(double linear);

signals:
    // Outputs looked for (and the samples loaded if there are any): how many.
    void ready(int outputs);

private:
    void load();
    void feed();
    void close();
    // The stream plays: it has processed some audio since it was opened.
    bool flowing() const;

    std::vector<QString> files_;
    std::vector<AudioSamples> samples_;
    std::unique_ptr<QMediaDevices> devices_;
    QAudioSink* sink_ = nullptr;
    QIODevice* stream_ = nullptr; // the sink's, in push mode
    // Opening a stream takes a moment (half a second on a busy machine): the
    // sounds asked for until it flows keep their spacing, all of them delayed.
    QElapsedTimer waiting_; // since the first of those sounds
    QTimer* feeder_;        // while sounds play
    QTimer* closer_;        // once they are over
    std::vector<Voice> voices_;
    double volume_;
};

} // namespace mancala::ui
