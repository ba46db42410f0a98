// The audio thread and its mixer (see audio_worker.hpp).
#include "play/sound/audio_worker.hpp"

#include <QAudioDevice>
#include <QAudioFormat>
#include <QAudioSink>
#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QFile>
#include <QMediaDevices>
#include <QThread>
#include <QTimer>
#include <QtEndian>

#include <algorithm>

namespace mancala::ui {

namespace {

// How long the application's end waits for the audio thread to stop.
constexpr int kStopWaitMs = 1000;
// The stream's buffer, and how often the mixer tops it up while sounds play.
constexpr int kBufferMs = 60;
constexpr int kFeedMs = 15;
// The stream is closed after this long without a sound (an open PulseAudio
// stream, even idle, keeps both processes waking up); longer than any pause
// within a move (a lap at Slow speed: about 1 s), since opening it again
// takes a moment.
constexpr int kCloseAfterMs = 3000;
constexpr int kWavHeader = 44;

QThread* theAudioThread = nullptr;

void stopAudioThread() {
    if (!theAudioThread)
        return;
    theAudioThread->quit();
    if (theAudioThread->wait(QDeadlineTimer(kStopWaitMs)))
        delete theAudioThread;
    theAudioThread = nullptr; // else stuck in the audio server: it ends with the process
}

quint16 u16(const QByteArray& b, int at) {
    return qFromLittleEndian<quint16>(b.constData() + at);
}

quint32 u32(const QByteArray& b, int at) {
    return qFromLittleEndian<quint32>(b.constData() + at);
}

} // namespace

QThread* audioThread() {
    if (!theAudioThread) {
        theAudioThread = new QThread;
        theAudioThread->setObjectName(QStringLiteral("mancalaAudio"));
        theAudioThread->start(QThread::LowPriority);
        qAddPostRoutine(stopAudioThread);
    }
    return theAudioThread;
}

AudioSamples decodeWav(const QByteArray& wav) {
    if (wav.size() < kWavHeader || !wav.startsWith("RIFF") || wav.mid(8, 8) != "WAVEfmt " || wav.mid(36, 4) != "data" ||
        u16(wav, 20) != 1 || u16(wav, 22) != 1 || u32(wav, 24) != kAudioRate || u16(wav, 34) != 16)
        return {};
    const qsizetype bytes = u32(wav, 40);
    if (bytes % 2 != 0 || bytes > wav.size() - kWavHeader)
        return {};
    AudioSamples samples(static_cast<std::size_t>(bytes / 2));
    for (std::size_t i = 0; i < samples.size(); ++i)
        samples[i] = qFromLittleEndian<qint16>(wav.constData() + kWavHeader + 2 * i);
    return samples;
}

void mixVoices(std::vector<Voice>& voices, const std::vector<AudioSamples>& samples, double gain, std::int16_t* out,
               int frames) {
    for (int f = 0; f < frames; ++f) {
        double sum = 0;
        for (Voice& v : voices) {
            const AudioSamples& s = samples[static_cast<std::size_t>(v.sample)];
            if (v.delay > 0)
                --v.delay;
            else if (v.at < s.size())
                sum += s[v.at++];
        }
        out[f] = static_cast<std::int16_t>(std::clamp(sum * gain, -32768.0, 32767.0));
    }
    std::erase_if(voices,
                  [&samples](const Voice& v) { return v.at >= samples[static_cast<std::size_t>(v.sample)].size(); });
}

AudioWorker::AudioWorker(std::vector<QString> files, double volume)
    : files_(std::move(files)), feeder_(new QTimer(this)), closer_(new QTimer(this)), volume_(volume) {
    feeder_->setInterval(kFeedMs);
    feeder_->setTimerType(Qt::PreciseTimer);
    connect(feeder_, &QTimer::timeout, this, &AudioWorker::feed);
    closer_->setInterval(kCloseAfterMs);
    closer_->setSingleShot(true);
    connect(closer_, &QTimer::timeout, this, &AudioWorker::close);
}

AudioWorker::~AudioWorker() {
    if (sink_)
        sink_->stop();
}

void AudioWorker::prepare() {
    if (devices_)
        return;
    devices_ = std::make_unique<QMediaDevices>(); // may block: only this thread
    connect(devices_.get(), &QMediaDevices::audioOutputsChanged, this, &AudioWorker::load);
    load();
}

void AudioWorker::load() {
    const QAudioDevice device = QMediaDevices::defaultAudioOutput();
    const int outputs = static_cast<int>(QMediaDevices::audioOutputs().size());
    if (outputs > 0 && !device.isNull() && !sink_) {
        for (const QString& file : files_) {
            QFile resource(file);
            samples_.push_back(resource.open(QIODevice::ReadOnly) ? decodeWav(resource.readAll()) : AudioSamples());
        }
        QAudioFormat format;
        format.setSampleRate(kAudioRate);
        format.setChannelCount(1);
        format.setSampleFormat(QAudioFormat::Int16);
        sink_ = new QAudioSink(device, format, this);
        sink_->setBufferSize(format.bytesForDuration(kBufferMs * 1000));
    }
    emit ready(outputs);
}

void AudioWorker::play(int sample) {
    prepare();
    if (!sink_ || sample < 0 || static_cast<std::size_t>(sample) >= samples_.size() ||
        samples_[static_cast<std::size_t>(sample)].empty())
        return;
    closer_->stop();
    if (!stream_ || sink_->state() == QAudio::StoppedState)
        stream_ = sink_->start();
    // Until the stream flows, a sound waits as long after the first as it came.
    if (!flowing() && !waiting_.isValid())
        waiting_.start();
    const auto delay = waiting_.isValid() ? static_cast<std::size_t>(waiting_.elapsed() * kAudioRate / 1000) : 0U;
    voices_.push_back({.sample = sample, .delay = delay});
    feed();
    feeder_->start();
}

bool AudioWorker::flowing() const {
    return sink_ && sink_->processedUSecs() > 0;
}

// Tops the stream's buffer up with the sounds playing (with silence while
// the stream has not started to flow); with none left, lets it run dry and
// closes it a little later.
void AudioWorker::feed() {
    if (!stream_ || voices_.empty()) {
        feeder_->stop();
        closer_->start();
        return;
    }
    const int frames = static_cast<int>(sink_->bytesFree() / 2);
    if (frames <= 0)
        return;
    std::vector<std::int16_t> chunk(static_cast<std::size_t>(frames));
    if (flowing()) {
        mixVoices(voices_, samples_, volume_, chunk.data(), frames);
        waiting_.invalidate();
    }
    stream_->write(reinterpret_cast<const char*>(chunk.data()), static_cast<qint64>(chunk.size() * 2));
}

void AudioWorker::close() {
    if (!sink_ || !voices_.empty())
        return;
    sink_->stop();
    stream_ = nullptr;
}

void AudioWorker::setVolume(double linear) {
    volume_ = linear;
}

} // namespace mancala::ui
