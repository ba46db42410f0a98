// The samples, played on the audio thread (see sound_effects.hpp).
#include "play/sound/sound_effects.hpp"

#include <QAudio>

#include <algorithm>
#include <array>

#include "board/board_sounds.hpp"
#include "play/sound/audio_worker.hpp"

namespace mancala::ui {

namespace {

// The files in the order of the effects: the drops, then one of each other sample.
constexpr std::array<const char*, kDropVariants> kDropFiles{"drop-1", "drop-2", "drop-3", "drop-4", "drop-5"};
constexpr std::array<const char*, 5> kOtherFiles{"slide", "capture", "win", "loss", "draw"};
constexpr int kEffects = kDropVariants + static_cast<int>(kOtherFiles.size());

int effectIndex(Sample sample, int variant) {
    if (sample == Sample::Drop)
        return std::clamp(variant, 0, kDropVariants - 1);
    return kDropVariants + static_cast<int>(sample) - static_cast<int>(Sample::Slide);
}

QString resourceOf(int effect) {
    const char* name = effect < kDropVariants ? kDropFiles[static_cast<std::size_t>(effect)]
                                              : kOtherFiles[static_cast<std::size_t>(effect - kDropVariants)];
    return QStringLiteral(":/sounds/%1.wav").arg(QLatin1String(name));
}

} // namespace

QString sampleResource(Sample sample, int variant) {
    return resourceOf(effectIndex(sample, variant));
}

SoundEffects::SoundEffects(QObject* parent) : QObject(parent) {}

SoundEffects::~SoundEffects() {
    if (!worker_)
        return;
    // Disconnected here first: once deleteLater() is posted the worker may be
    // destroyed on the audio thread at any moment, while ~QObject below would
    // still walk its connections to this object.
    disconnect(worker_, nullptr, this, nullptr);
    worker_->deleteLater(); // on the audio thread, with its effects
}

void SoundEffects::prepare() {
    if (worker_)
        return;
    std::vector<QString> files;
    for (int i = 0; i < kEffects; ++i)
        files.push_back(resourceOf(i));
    worker_ = new AudioWorker(std::move(files), volume_);
    worker_->moveToThread(audioThread());
    connect(worker_, &AudioWorker::ready, this, [this](int outputs) {
        outputs_ = outputs;
        emit ready(outputs);
    });
    QMetaObject::invokeMethod(worker_, &AudioWorker::prepare, Qt::QueuedConnection);
}

void SoundEffects::play(Sample sample, int variant) {
    prepare();
    const int effect = effectIndex(sample, variant);
    QMetaObject::invokeMethod(
        worker_, [worker = worker_, effect] { worker->play(effect); }, Qt::QueuedConnection);
}

void SoundEffects::setVolume(int percent) {
    volume_ = QAudio::convertVolume(std::clamp(percent, 0, 100) / 100.0, QAudio::LogarithmicVolumeScale,
                                    QAudio::LinearVolumeScale);
    if (worker_)
        QMetaObject::invokeMethod(
            worker_, [worker = worker_, linear = volume_] { worker->setVolume(linear); }, Qt::QueuedConnection);
}

} // namespace mancala::ui
