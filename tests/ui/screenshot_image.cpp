#include <QApplication>
#include <QImage>
#include <QTest>
#include <QWidget>

#include <algorithm>
#include <cstdio>
#include <vector>

#include "play/analysis/analysis_model.hpp"
#include "play/endgame_store.hpp"
#include "screenshots.hpp"
#include "window_fixture.hpp"

namespace mancala::ui::shots {

namespace {

// The image in 256 colours chosen for it (median cut on 5-bit colour bins),
// without dithering: a small PNG that still looks like the screen.
QImage quantized(const QImage& source) {
    const QImage image = source.convertToFormat(QImage::Format_RGB32);
    constexpr int kBins = 32 * 32 * 32;
    const auto binOf = [](QRgb c) { return (qRed(c) >> 3) << 10 | (qGreen(c) >> 3) << 5 | (qBlue(c) >> 3); };
    std::vector<long> count(kBins, 0);
    for (int y = 0; y < image.height(); ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x)
            ++count[static_cast<std::size_t>(binOf(line[x]))];
    }
    std::vector<int> used;
    for (int b = 0; b < kBins; ++b)
        if (count[static_cast<std::size_t>(b)] > 0)
            used.push_back(b);
    const auto channel = [](int bin, int c) { return (bin >> (10 - 5 * c)) & 31; };
    // Boxes of bins, split at the median of their widest channel.
    std::vector<std::vector<int>> boxes{used};
    while (boxes.size() < 256) {
        std::size_t widest = boxes.size();
        int widestChannel = 0;
        int widestRange = 0;
        for (std::size_t i = 0; i < boxes.size(); ++i) {
            if (boxes[i].size() < 2)
                continue;
            for (int c = 0; c < 3; ++c) {
                int lo = 31, hi = 0;
                for (int bin : boxes[i]) {
                    lo = std::min(lo, channel(bin, c));
                    hi = std::max(hi, channel(bin, c));
                }
                if (hi - lo > widestRange) {
                    widestRange = hi - lo;
                    widest = i;
                    widestChannel = c;
                }
            }
        }
        if (widest == boxes.size())
            break;
        std::vector<int>& box = boxes[widest];
        std::sort(box.begin(), box.end(),
                  [&](int l, int r) { return channel(l, widestChannel) < channel(r, widestChannel); });
        long total = 0;
        for (int bin : box)
            total += count[static_cast<std::size_t>(bin)];
        long half = 0;
        std::size_t cut = 0;
        while (cut + 1 < box.size() && half + count[static_cast<std::size_t>(box[cut])] <= total / 2)
            half += count[static_cast<std::size_t>(box[cut++])];
        cut = std::max<std::size_t>(cut, 1);
        boxes.emplace_back(box.begin() + static_cast<long>(cut), box.end());
        boxes[widest].resize(cut);
    }
    QList<QRgb> palette;
    std::vector<int> index(kBins, 0);
    for (const std::vector<int>& box : boxes) {
        double sum[3] = {0, 0, 0};
        long n = 0;
        for (int bin : box) {
            const long k = count[static_cast<std::size_t>(bin)];
            for (int c = 0; c < 3; ++c)
                sum[c] += k * (channel(bin, c) * 8 + 4);
            n += k;
            index[static_cast<std::size_t>(bin)] = static_cast<int>(palette.size());
        }
        palette.append(qRgb(int(sum[0] / n), int(sum[1] / n), int(sum[2] / n)));
    }
    QImage out(image.size(), QImage::Format_Indexed8);
    out.setColorTable(palette);
    for (int y = 0; y < image.height(); ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(image.constScanLine(y));
        uchar* dest = out.scanLine(y);
        for (int x = 0; x < image.width(); ++x)
            dest[x] = static_cast<uchar>(index[static_cast<std::size_t>(binOf(line[x]))]);
    }
    return out;
}

// Waits until no window's endgame databases are being read or built and
// every analysis that runs is complete; true if there was any such work. The
// status bar's progress and the analysis dock would otherwise show how far
// they came in the time the shots took (an analysis done before its game's
// database was read is done again with it), and a picture would differ from
// one run to the next.
bool waitForBackgroundWork() {
    constexpr int kMostMs = 120'000;
    bool waited = false;
    const auto waitFor = [&waited](auto busy) {
        if (!busy())
            return;
        waited = true;
        if (!QTest::qWaitFor([&] { return !busy(); }, kMostMs))
            std::fprintf(stderr, "background work did not end within %d ms\n", kMostMs);
    };
    for (QWidget* top : QApplication::topLevelWidgets()) {
        for (EndgameStore* store : top->findChildren<EndgameStore*>())
            waitFor([store] { return store->isWorking(); });
        for (AnalysisModel* analysis : top->findChildren<AnalysisModel*>())
            waitFor([analysis] { return analysis->isActive() && !analysis->isStopped() && !analysis->isComplete(); });
    }
    return waited;
}

} // namespace

void settle() {
    do
        test::settle();
    while (waitForBackgroundWork());
    QTest::qWait(50);
}

void saveImage(const QImage& picture, const QString& path) {
    if (!quantized(picture).save(path, "PNG", 0))
        std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
}

void save(QWidget* widget, const QString& path) {
    settle();
    saveImage(widget->grab().toImage(), path);
}

} // namespace mancala::ui::shots
