// The sounds of the game: what a move's trace makes heard, when, and in which
// order (board_sounds.hpp), in every game, at every speed (one sound at
// Instant); the end of a game as the players hear it; the sounds played in
// time with the board's playback in the window; Settings ▸ Sound remembered;
// and the app with sound on and no audio device, or an audio server that
// accepts the connection and never answers (the window never waits for it).
//
// The suite points PulseAudio at a socket of its own (PULSE_SERVER): first a
// server that hangs, then none. Boards are written as seen on screen, top row
// first; totals South, North.
#include <QAction>
#include <QMenu>
#include <QSignalSpy>
#include <QSocketNotifier>
#include <QtEndian>
#include <QtTest>

#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <initializer_list>
#include <string_view>
#include <vector>

#include "../core/position_fault.hpp"
#include "board/board_sounds.hpp"
#include "play/sound/audio_worker.hpp"
#include "play/sound/game_sounds.hpp"
#include "play/sound/sound_menu.hpp"
#include "window_fixture.hpp"

Q_DECLARE_METATYPE(mancala::ui::Sample)

namespace mancala::ui::test {

namespace {

// ------------------------------------------------------------ positions

// A position of `game` from its rows as seen on screen, top row first: counts
// ({2, 0, 1}; two-row games: North's a2..f2, then South's a1..f1) or, for Bao
// la Kimasai, pictures ("o.." : a stone, empty, empty). A board that breaks
// an invariant stops the test.
std::uint8_t cell(int count) {
    return static_cast<std::uint8_t>(count);
}
std::uint8_t cell(char picture) {
    return picture == 'o' ? 1 : 0;
}

template <typename Row>
Position fromRows(GameId game, std::initializer_list<Row> rows, int south, int north, Side toMove) {
    const Rules& rules = rulesFor(game);
    Position p;
    int row = static_cast<int>(rows.size()) - 1;
    for (const Row& cells : rows) {
        int col = 0;
        for (auto c : cells)
            p.board[rules.hole(row, col++)] = cell(c);
        --row;
    }
    p.totals = {static_cast<std::uint16_t>(south), static_cast<std::uint16_t>(north)};
    p.toMove = toMove;
    if (!rules.positionIsOk(p))
        qFatal("a broken scenario board: %s", std::string(positionFaultName(rules.positionFault(p))).c_str());
    return p;
}

Position board(GameId game, std::initializer_list<std::vector<int>> rows, int south, int north, Side toMove) {
    return fromRows(game, rows, south, north, toMove);
}

Position bao(std::initializer_list<std::string_view> rows, int south, int north, Side toMove) {
    return fromRows(GameId::BaoLaKimasai, rows, south, north, toMove);
}

Move parsed(GameId game, std::string_view text) {
    const std::optional<Move> m = parseMove(rulesFor(game), text);
    if (!m)
        qFatal("not a move: %s", std::string(text).c_str());
    return *m;
}

// The trace of `move` played from `before` (legal, or the test stops).
Trace traceOf(GameId game, const Position& before, std::string_view move) {
    const Rules& rules = rulesFor(game);
    const Move m = parsed(game, move);
    if (rules.check(before, m) != IllegalReason::None)
        qFatal("illegal: %s", std::string(move).c_str());
    Position after = before;
    Trace trace;
    rules.apply(after, m, &trace);
    return trace;
}

std::vector<SoundEvent> soundsOf(GameId game, const Position& before, std::string_view move,
                                 const AnimationTimings& timings) {
    return moveSounds(before, traceOf(game, before, move), timings, game == GameId::BaoLaKimasai);
}

// ------------------------------------------------------------- sounds as text

QString kindName(SoundKind kind) {
    switch (kind) {
    case SoundKind::Drop: return QStringLiteral("drop");
    case SoundKind::Slide: return QStringLiteral("slide");
    case SoundKind::Capture: return QStringLiteral("capture");
    case SoundKind::End: break;
    }
    return QStringLiteral("end");
}

QString winnerName(Winner winner) {
    switch (winner) {
    case Winner::South: return QStringLiteral("South");
    case Winner::North: return QStringLiteral("North");
    case Winner::Draw: return QStringLiteral("draw");
    case Winner::None: break;
    }
    return QStringLiteral("none");
}

// "drop@450 capture@1120 end(North)@3360": kinds, times and winners, in order
// (the drops' samples are checked by dropsVary()).
QString heard(const std::vector<SoundEvent>& sounds) {
    QStringList words;
    for (const SoundEvent& s : sounds)
        words << (s.kind == SoundKind::End ? QStringLiteral("end(%1)@%2").arg(winnerName(s.winner)).arg(s.at)
                                           : QStringLiteral("%1@%2").arg(kindName(s.kind)).arg(s.at));
    return words.join(QLatin1Char(' '));
}

// Every drop's sample is one of the drops', and never the one heard just before.
QString dropVariantFault(const std::vector<SoundEvent>& sounds) {
    int last = -1;
    for (const SoundEvent& s : sounds) {
        if (s.kind != SoundKind::Drop) {
            if (s.variant != 0)
                return QStringLiteral("%1 has a variant").arg(kindName(s.kind));
            continue;
        }
        if (s.variant < 0 || s.variant >= kDropVariants)
            return QStringLiteral("drop variant %1").arg(s.variant);
        if (s.variant == last)
            return QStringLiteral("drop variant %1 twice in a row at %2").arg(s.variant).arg(s.at);
        last = s.variant;
    }
    return {};
}

long countOf(const std::vector<SoundEvent>& sounds, SoundKind kind) {
    return std::count_if(sounds.begin(), sounds.end(), [kind](const SoundEvent& s) { return s.kind == kind; });
}

// The events of a kind in a trace (captures and allotments of no seeds not counted).
long eventsOf(const Trace& trace, EventKind kind) {
    return std::count_if(trace.begin(), trace.end(), [kind](const Event& e) {
        const bool flight = e.kind == EventKind::Capture || e.kind == EventKind::Allot;
        return e.kind == kind && (!flight || e.count > 0);
    });
}

// --------------------------------------------------- an audio server that hangs

// A Unix socket that accepts connections and never says a word, like a
// PulseAudio server that hangs; close() lets the clients fail.
class SilentServer {
public:
    explicit SilentServer(const QString& path) {
        listener_ = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
        sockaddr_un address{};
        address.sun_family = AF_UNIX;
        const QByteArray name = path.toLocal8Bit();
        std::copy(name.begin(), name.end(), address.sun_path);
        ok_ = listener_ >= 0 && name.size() < static_cast<qsizetype>(sizeof address.sun_path) &&
              ::bind(listener_, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0 &&
              ::listen(listener_, 8) == 0;
        if (!ok_)
            return;
        notifier_ = std::make_unique<QSocketNotifier>(listener_, QSocketNotifier::Read);
        QObject::connect(notifier_.get(), &QSocketNotifier::activated, [this] {
            const int client = ::accept4(listener_, nullptr, nullptr, SOCK_CLOEXEC);
            if (client >= 0)
                clients_.push_back(client);
        });
    }
    ~SilentServer() { close(); }
    SilentServer(const SilentServer&) = delete;
    SilentServer& operator=(const SilentServer&) = delete;

    bool isListening() const noexcept { return ok_; }
    int clients() const noexcept { return static_cast<int>(clients_.size()); }
    QSocketNotifier* notifier() const noexcept { return notifier_.get(); }

    void close() {
        notifier_.reset();
        for (int client : clients_)
            ::close(client);
        clients_.clear();
        if (listener_ >= 0)
            ::close(listener_);
        listener_ = -1;
    }

private:
    int listener_ = -1;
    bool ok_ = false;
    std::unique_ptr<QSocketNotifier> notifier_;
    std::vector<int> clients_;
};

} // namespace

class TestSound : public QObject, private WindowFixture {
    Q_OBJECT

    QTemporaryDir audioDir_;
    std::unique_ptr<SilentServer> server_;

    GameSounds* sounds() const { return part<GameSounds>("gameSounds"); }

    // A window with sound on, shown.
    MainWindow* openSoundWindow(AnimationSpeed speed) {
        Settings(iniFile_).setSoundOn(true);
        return openWindow(speed);
    }

private slots:
    void initTestCase() {
        startInEnglish();
        qRegisterMetaType<Sample>();
        QVERIFY(audioDir_.isValid());
        const QString socket = audioDir_.filePath(QStringLiteral("native"));
        server_ = std::make_unique<SilentServer>(socket);
        QVERIFY(server_->isListening());
        qputenv("PULSE_SERVER", "unix:" + socket.toLocal8Bit());
    }
    void init() { QVERIFY(startFixture()); }
    void cleanup() { endFixture(); }

    // First, while the audio thread is stuck in a server that never answers
    // (Qt 6.4 would wait 30 s for it), the window plays and animates moves
    // and hands out their sounds; when the server goes, the audio thread
    // finds no output, and Settings ▸ Sound says so while sound is on.
    void aHungAudioServerNeverHoldsUpTheWindow() {
        QVERIFY(openSoundWindow(AnimationSpeed::Fast));
        QSignalSpy ready(partOf<SoundEffects>(*sounds(), "soundEffects"), &SoundEffects::ready);
        QSignalSpy played(sounds(), &GameSounds::played);
        QSignalSpy settled(view(), &BoardView::animationFinished);
        QVERIFY(QTest::qWaitFor([this] { return server_->clients() > 0; }, 10000));
        for (int move = 0; move < 3; ++move) {
            clickHole(firstSowing(session()->game()).from);
            QVERIFY(view()->isAnimating());
            QVERIFY(settled.wait(10000));
        }
        QVERIFY(played.count() >= 3);
        QCOMPARE(ready.count(), 0); // the audio thread is still waiting
        QAction* noOutput = partOf<QAction>(*part<SoundMenu>("soundMenu"), "noOutputAction");
        QVERIFY(!noOutput->isVisible()); // not known yet
        server_->close();
        QVERIFY(ready.wait(20000));
        QCOMPARE(ready.first().first().toInt(), 0);
        QVERIFY(noOutput->isVisible());
        partOf<QAction>(*part<SoundMenu>("soundMenu"), "soundOnAction")->trigger(); // sound off: nothing to say
        QVERIFY(!noOutput->isVisible());
    }

    // ------------------------------------------------ the sounds of a trace

    //      a  b  c  d  e  f
    // N:   2  0  1  0  3  0
    // S:   1  0  2  3  0  1   South d1: e1, f1, f2
    // Three seeds, three drops, each as it lands after the lift.
    void eachSeedSownDropsAsItLands() {
        const Position before = board(GameId::Ayoayo, {{2, 0, 1, 0, 3, 0}, {1, 0, 2, 3, 0, 1}}, 17, 18, Side::South);
        const AnimationTimings& t = kNormalTimings;
        const std::vector<SoundEvent> sounds = soundsOf(GameId::Ayoayo, before, "d1", t);
        QCOMPARE(heard(sounds), QStringLiteral("drop@%1 drop@%2 drop@%3")
                                    .arg(t.lift + t.drop)
                                    .arg(t.lift + 2 * t.drop)
                                    .arg(t.lift + 3 * t.drop));
        QCOMPARE(dropVariantFault(sounds), QString());
    }

    //      a  b  c  d  e  f
    // N:   1  0  0  0  2  1
    // S:   2  0  3  1  0  0   North e2: d2, c2; c1's 3 and the capturing seed go
    // Two drops, then a capture for each hole emptied, as its seeds land.
    void ayoayoCaptureSoundsAsEachHolesSeedsLand() {
        const Position before = board(GameId::Ayoayo, {{1, 0, 0, 0, 2, 1}, {2, 0, 3, 1, 0, 0}}, 20, 18, Side::North);
        const AnimationTimings& t = kNormalTimings;
        const int sown = t.lift + 2 * t.drop;
        QCOMPARE(heard(soundsOf(GameId::Ayoayo, before, "e2", t)),
                 QStringLiteral("drop@%1 drop@%2 capture@%3 capture@%4")
                     .arg(t.lift + t.drop)
                     .arg(sown)
                     .arg(sown + t.captureFlight)
                     .arg(sown + 2 * t.captureFlight));
    }

    //      a  b  c  d  e  f
    // N:   1  3  0  2  0  1
    // S:   2  0  1  4  1  3   South d1: d1, e1, f1, f2; captures f2, f1, e1
    void djenonAboureCaptureChainSoundsEveryHole() {
        const Position before =
            board(GameId::DjenonAboure, {{1, 3, 0, 2, 0, 1}, {2, 0, 1, 4, 1, 3}}, 14, 16, Side::South);
        const AnimationTimings& t = kNormalTimings;
        const int sown = t.lift + 4 * t.drop;
        QCOMPARE(heard(soundsOf(GameId::DjenonAboure, before, "d1", t)),
                 QStringLiteral("drop@%1 drop@%2 drop@%3 drop@%4 capture@%5 capture@%6 capture@%7")
                     .arg(t.lift + t.drop)
                     .arg(t.lift + 2 * t.drop)
                     .arg(t.lift + 3 * t.drop)
                     .arg(sown)
                     .arg(sown + t.captureFlight)
                     .arg(sown + 2 * t.captureFlight)
                     .arg(sown + 3 * t.captureFlight));
    }

    //      a  b
    //  2   4  5
    //  1   2  1   South a1: a1, b1; b1's 2 captured
    void tihbatCaptureFollowsTheDrops() {
        const Position before = board(GameId::Tihbat, {{4, 5}, {2, 1}}, 10, 6, Side::South);
        const AnimationTimings& t = kSlowTimings;
        const int sown = t.lift + 2 * t.drop;
        QCOMPARE(
            heard(soundsOf(GameId::Tihbat, before, "a1", t)),
            QStringLiteral("drop@%1 drop@%2 capture@%3").arg(t.lift + t.drop).arg(sown).arg(sown + t.captureFlight));
    }

    //      abcdefghijkl
    //   4  ...o......oo
    //   3  ...o........
    //   2  ..o.........   South c2-d2 slides, then captures d3 and d4
    //   1  o...........
    void baoStepSlidesThenCapturesEachStone() {
        const Position before =
            bao({"...o......oo", "...o........", "..o.........", "o..........."}, 19, 21, Side::South);
        const AnimationTimings& t = kNormalTimings;
        QCOMPARE(heard(soundsOf(GameId::BaoLaKimasai, before, "c2-d2", t)),
                 QStringLiteral("slide@0 capture@%1 capture@%2")
                     .arg(t.stoneSlide + t.captureFlight)
                     .arg(t.stoneSlide + 2 * t.captureFlight));
    }

    //      a  b  c  d  e  f
    // N:   1  1  0  1  0  1
    // S:   1  0  2  0  1  0   South c1: c1, d1; all singletons: 8 seeds allotted, North wins
    // The seeds allotted land one hole at a time; the end comes last, with the winner.
    void theEndOfTheGameComesLastWithTheWinner() {
        const Position before =
            board(GameId::DjenonAboure, {{1, 1, 0, 1, 0, 1}, {1, 0, 2, 0, 1, 0}}, 18, 22, Side::South);
        const AnimationTimings& t = kNormalTimings;
        const int sown = t.lift + 2 * t.drop;
        QStringList expected{QStringLiteral("drop@%1").arg(t.lift + t.drop), QStringLiteral("drop@%1").arg(sown)};
        for (int k = 1; k <= 8; ++k)
            expected << QStringLiteral("capture@%1").arg(sown + k * t.allotFlight);
        expected << QStringLiteral("end(North)@%1").arg(sown + 8 * t.allotFlight);
        QCOMPARE(heard(soundsOf(GameId::DjenonAboure, before, "c1", t)), expected.join(QLatin1Char(' ')));
    }

    //      abcdefghijkl
    //   4  ............
    //   3  .....o......
    //   2  ....o.......   South e2-f2 takes North's last stone: South wins
    //   1  oo..........
    void baoLastCaptureEndsTheGame() {
        const Position before =
            bao({"............", ".....o......", "....o.......", "oo.........."}, 22, 20, Side::South);
        const AnimationTimings& t = kFastTimings;
        QCOMPARE(heard(soundsOf(GameId::BaoLaKimasai, before, "e2-f2", t)),
                 QStringLiteral("slide@0 capture@%1 end(South)@%1").arg(t.stoneSlide + t.captureFlight));
    }

    //      a  b  c  d  e  f
    // N:   2  0  3  1  0  0
    // S:   1  0  1  1  0  1   South can only pass: silence at every speed
    void aPassIsSilent() {
        const Position before =
            board(GameId::DjenonAboure, {{2, 0, 3, 1, 0, 0}, {1, 0, 1, 1, 0, 1}}, 18, 20, Side::South);
        for (const AnimationTimings* t : {&kInstantTimings, &kFastTimings, &kNormalTimings, &kSlowTimings})
            QCOMPARE(heard(soundsOf(GameId::DjenonAboure, before, "pass", *t)), QString());
    }

    // At Instant speed a move makes one sound: the end of the game if it
    // ends it, else a capture, else its slide or its first drop.
    void anInstantMoveMakesOneSound() {
        const Position sowing = board(GameId::Ayoayo, {{2, 0, 1, 0, 3, 0}, {1, 0, 2, 3, 0, 1}}, 17, 18, Side::South);
        QCOMPARE(heard(soundsOf(GameId::Ayoayo, sowing, "d1", kInstantTimings)), QStringLiteral("drop@0"));
        const Position capture = board(GameId::Ayoayo, {{1, 0, 0, 0, 2, 1}, {2, 0, 3, 1, 0, 0}}, 20, 18, Side::North);
        QCOMPARE(heard(soundsOf(GameId::Ayoayo, capture, "e2", kInstantTimings)), QStringLiteral("capture@0"));
        const Position chain =
            board(GameId::DjenonAboure, {{1, 3, 0, 2, 0, 1}, {2, 0, 1, 4, 1, 3}}, 14, 16, Side::South);
        QCOMPARE(heard(soundsOf(GameId::DjenonAboure, chain, "d1", kInstantTimings)), QStringLiteral("capture@0"));
        const Position ending =
            board(GameId::DjenonAboure, {{1, 1, 0, 1, 0, 1}, {1, 0, 2, 0, 1, 0}}, 18, 22, Side::South);
        QCOMPARE(heard(soundsOf(GameId::DjenonAboure, ending, "c1", kInstantTimings)), QStringLiteral("end(North)@0"));
        const Position tihbat = board(GameId::Tihbat, {{4, 5}, {2, 1}}, 10, 6, Side::South);
        QCOMPARE(heard(soundsOf(GameId::Tihbat, tihbat, "a1", kInstantTimings)), QStringLiteral("capture@0"));
        const Position start = rulesFor(GameId::BaoLaKimasai).initial();
        QCOMPARE(heard(soundsOf(GameId::BaoLaKimasai, start, "a1-a2", kInstantTimings)), QStringLiteral("capture@0"));
        const Position step =
            bao({"oo..........", "..o.........", "...o........", "....o......."}, 20, 21, Side::South);
        QCOMPARE(heard(soundsOf(GameId::BaoLaKimasai, step, "e1-d1", kInstantTimings)), QStringLiteral("slide@0"));
    }

    // Every move of random games in each game, at Instant speed: at most one
    // sound, and one for every move but a pass.
    void everyInstantMoveOfAGameMakesOneSound_data() { addGameRows(); }
    void everyInstantMoveOfAGameMakesOneSound() {
        QFETCH(GameId, game);
        for (unsigned seed : {1U, 2U, 3U}) {
            Game played(rulesFor(game));
            for (Move m : randomGame(game, seed, 300)) {
                const Position before = played.position();
                Trace trace;
                played.play(m, &trace);
                const std::vector<SoundEvent> sounds =
                    moveSounds(before, trace, kInstantTimings, game == GameId::BaoLaKimasai);
                QCOMPARE(static_cast<int>(sounds.size()), m.isPass() && !played.over() ? 0 : 1);
            }
        }
    }

    // The longest relay of random games, at Fast speed: its hundreds of drops
    // are thinned to one every kMinDropGapMs at most, spread over the whole
    // sowing, each drop's sample unlike the one before; every capture is heard.
    void aLongRelayDoesNotDrone_data() { addGameRows(); }
    void aLongRelayDoesNotDrone() {
        QFETCH(GameId, game);
        Position longestBefore;
        Trace longest;
        for (unsigned seed = 1; seed <= 20; ++seed) {
            Game played(rulesFor(game));
            for (Move m : randomGame(game, seed, 400)) {
                const Position before = played.position();
                Trace trace;
                played.play(m, &trace);
                if (eventsOf(trace, EventKind::Drop) > eventsOf(longest, EventKind::Drop)) {
                    longest = trace;
                    longestBefore = before;
                }
            }
        }
        const bool stones = game == GameId::BaoLaKimasai;
        const MoveAnimation animation(longestBefore, longest, kFastTimings, stones);
        const std::vector<SoundEvent> sounds = moveSounds(animation, longest);
        QCOMPARE(dropVariantFault(sounds), QString());
        QCOMPARE(countOf(sounds, SoundKind::Capture),
                 eventsOf(longest, EventKind::Capture) + eventsOf(longest, EventKind::Allot));
        int lastDrop = -kMinDropGapMs;
        for (const SoundEvent& s : sounds) {
            if (s.kind != SoundKind::Drop)
                continue;
            QVERIFY2(s.at - lastDrop >= kMinDropGapMs, qPrintable(heard(sounds)));
            lastDrop = s.at;
        }
        for (std::size_t i = 1; i < sounds.size(); ++i)
            QVERIFY(sounds[i - 1].at <= sounds[i].at);
        // Every seed lands at most kMinDropGapMs after a drop was heard.
        for (const AnimationStep& step : animation.steps()) {
            if (step.kind != StepKind::Drop)
                continue;
            const int landed = step.start + step.duration;
            QVERIFY2(std::any_of(sounds.begin(), sounds.end(),
                                 [landed](const SoundEvent& s) {
                                     return s.kind == SoundKind::Drop && s.at <= landed &&
                                            landed - s.at < kMinDropGapMs;
                                 }),
                     qPrintable(QStringLiteral("a seed landing at %1 ms: %2").arg(landed).arg(heard(sounds))));
        }
        if (stones) {
            QCOMPARE(countOf(sounds, SoundKind::Slide), 1L);
            return;
        }
        // The relay games' longest sowings are sped up past kMinDropGapMs a
        // seed. A seed sown into a Kalah store is heard as a drop too.
        const long drops = eventsOf(longest, EventKind::Drop) + eventsOf(longest, EventKind::Store);
        const bool relay = game == GameId::DjenonAboure || game == GameId::Ayoayo;
        const auto& steps = animation.steps();
        const bool fast = std::any_of(steps.begin(), steps.end(), [](const AnimationStep& step) {
            return step.kind == StepKind::Drop && step.duration < kMinDropGapMs;
        });
        QVERIFY2(fast == relay, qPrintable(QStringLiteral("%1 drops").arg(drops)));
        if (fast)
            QVERIFY(countOf(sounds, SoundKind::Drop) < drops);
        else
            QCOMPARE(countOf(sounds, SoundKind::Drop), drops);
    }

    // The end of a game, as the players at the board hear it.
    void theEndSoundsAsAWinOrALossForThePersonAgainstTheComputer() {
        const auto end = [](Winner w) { return SoundEvent{.kind = SoundKind::End, .winner = w}; };
        PlayerSetup people;
        PlayerSetup southPerson;
        southPerson.kind = {PlayerKind::Human, PlayerKind::Computer};
        PlayerSetup northPerson;
        northPerson.kind = {PlayerKind::Computer, PlayerKind::Human};
        PlayerSetup computers;
        computers.kind = {PlayerKind::Computer, PlayerKind::Computer};
        QCOMPARE(sampleFor(end(Winner::South), southPerson), Sample::Win);
        QCOMPARE(sampleFor(end(Winner::North), southPerson), Sample::Loss);
        QCOMPARE(sampleFor(end(Winner::North), northPerson), Sample::Win);
        QCOMPARE(sampleFor(end(Winner::South), northPerson), Sample::Loss);
        for (const PlayerSetup& players : {people, southPerson, northPerson, computers})
            QCOMPARE(sampleFor(end(Winner::Draw), players), Sample::Draw);
        for (const PlayerSetup& players : {people, computers})
            for (Winner w : {Winner::South, Winner::North})
                QCOMPARE(sampleFor(end(w), players), Sample::Win);
        QCOMPARE(sampleFor(SoundEvent{.kind = SoundKind::Drop, .variant = 3}, southPerson), Sample::Drop);
        QCOMPARE(sampleFor(SoundEvent{.kind = SoundKind::Slide}, people), Sample::Slide);
        QCOMPARE(sampleFor(SoundEvent{.kind = SoundKind::Capture}, people), Sample::Capture);
    }

    // Each sample is a resource: small 16-bit mono PCM at the mixer's rate,
    // audible, not clipped, and the five drops differ.
    void theSamplesAreSmallWavFiles() {
        QSet<QByteArray> drops;
        for (Sample sample : {Sample::Drop, Sample::Slide, Sample::Capture, Sample::Win, Sample::Loss, Sample::Draw}) {
            for (int variant = 0; variant < (sample == Sample::Drop ? kDropVariants : 1); ++variant) {
                const QString name = sampleResource(sample, variant);
                const QByteArray wav = readAll(name);
                QVERIFY2(wav.size() > 44, qPrintable(name));
                QCOMPARE(wav.left(4), QByteArray("RIFF"));
                QCOMPARE(wav.mid(8, 8), QByteArray("WAVEfmt "));
                const auto u16 = [&wav](int at) { return qFromLittleEndian<quint16>(wav.constData() + at); };
                const auto u32 = [&wav](int at) { return qFromLittleEndian<quint32>(wav.constData() + at); };
                QCOMPARE(u16(20), quint16(1));  // PCM
                QCOMPARE(u16(22), quint16(1));  // mono
                QCOMPARE(u16(34), quint16(16)); // bits
                QCOMPARE(wav.mid(36, 4), QByteArray("data"));
                const quint32 rate = u32(24);
                QCOMPARE(rate, quint32(kAudioRate));
                const quint32 bytes = u32(40);
                QCOMPARE(qsizetype(bytes) + 44, wav.size());
                const double seconds = bytes / 2.0 / rate;
                QVERIFY2(seconds > 0.05 && seconds < 1.5,
                         qPrintable(QStringLiteral("%1: %2 s").arg(name).arg(seconds)));
                int peak = 0;
                for (quint32 i = 0; i < bytes / 2; ++i)
                    peak = std::max(peak, std::abs(int(qFromLittleEndian<qint16>(wav.constData() + 44 + 2 * i))));
                QVERIFY2(peak > 3000 && peak < 30000, qPrintable(QStringLiteral("%1: peak %2").arg(name).arg(peak)));
                QCOMPARE(qsizetype(decodeWav(wav).size()), qsizetype(bytes / 2));
                if (sample == Sample::Drop)
                    drops.insert(wav);
            }
        }
        QCOMPARE(drops.size(), qsizetype(kDropVariants));
    }

    // The mixer adds the voices up, clips at 16 bits, scales by the volume,
    // moves each voice on (after its delay) and drops the voices that have ended.
    void theMixerAddsVoicesAndDropsTheEnded() {
        const std::vector<AudioSamples> samples{{1000, 2000, 3000}, {30000, 30000}, {-500}};
        std::vector<Voice> voices{{.sample = 0}, {.sample = 1}, {.sample = 2}};
        std::array<std::int16_t, 4> out{};
        mixVoices(voices, samples, 1.0, out.data(), 2);
        QCOMPARE(out[0], std::int16_t(30500));
        QCOMPARE(out[1], std::int16_t(32000));
        QCOMPARE(voices.size(), std::size_t(1)); // the first, one frame to go
        QCOMPARE(voices.front().at, std::size_t(2));
        voices.push_back({.sample = 1});
        mixVoices(voices, samples, 0.5, out.data(), 4);
        QCOMPARE(out[0], std::int16_t(16500)); // (3000 + 30000) / 2
        QCOMPARE(out[1], std::int16_t(15000));
        QCOMPARE(out[2], std::int16_t(0)); // silence once every voice has ended
        QVERIFY(voices.empty());
        std::vector<Voice> loud{{.sample = 1}, {.sample = 1}};
        mixVoices(loud, samples, 1.0, out.data(), 1);
        QCOMPARE(out[0], std::int16_t(32767)); // clipped
        std::vector<Voice> later{{.sample = 0, .delay = 2}};
        mixVoices(later, samples, 1.0, out.data(), 4);
        QCOMPARE(out, (std::array<std::int16_t, 4>{0, 0, 1000, 2000}));
        QCOMPARE(later.front().at, std::size_t(2));
    }

    // Only 16-bit mono PCM at kAudioRate is decoded; anything else is no sample.
    void onlyTheAppsWavFormatIsDecoded() {
        const QByteArray wav = readAll(sampleResource(Sample::Capture, 0));
        QVERIFY(!decodeWav(wav).empty());
        QVERIFY(decodeWav(wav.left(43)).empty());
        QByteArray stereo = wav;
        stereo[22] = 2;
        QVERIFY(decodeWav(stereo).empty());
        QByteArray fast = wav;
        qToLittleEndian<quint32>(44100, fast.data() + 24);
        QVERIFY(decodeWav(fast).empty());
        QByteArray cut = wav;
        cut.chop(2);
        QVERIFY(decodeWav(cut).empty());
    }

    // ------------------------------------------------------- in the window

    // A move at Normal speed: the window plays its sounds in order, none
    // before the board has shown it.
    void theWindowPlaysAMovesSoundsInTimeWithTheBoard() {
        QVERIFY(openSoundWindow(AnimationSpeed::Normal));
        std::vector<std::pair<Sample, double>> played;
        const QObject listening;
        connect(sounds(), &GameSounds::played, &listening, [this, &played](Sample s, int) {
            played.emplace_back(s, view()->isAnimating() ? BoardViewState::animationProgress(*view()) : 1.0);
        });
        window_->startGame(GameId::Ayoayo, QString(), QString());
        const Position before = session()->position();
        const Move m = firstSowing(session()->game());
        QSignalSpy settled(view(), &BoardView::animationFinished);
        clickHole(m.from);
        QVERIFY(settled.wait(15000));
        const Trace& trace = session()->lastTrace();
        const MoveAnimation animation(before, trace, kNormalTimings, false);
        const std::vector<SoundEvent> expected = moveSounds(animation, trace);
        QCOMPARE(played.size(), expected.size());
        for (std::size_t i = 0; i < expected.size(); ++i) {
            QCOMPARE(played[i].first, sampleFor(expected[i], PlayerSetup{}));
            QVERIFY2(played[i].second * animation.duration() + 0.5 >= expected[i].at,
                     qPrintable(QStringLiteral("sound %1 at %2 of %3 ms, due at %4")
                                    .arg(i)
                                    .arg(played[i].second * animation.duration())
                                    .arg(animation.duration())
                                    .arg(expected[i].at)));
        }
    }

    // At Instant speed each move of a game is one sound.
    void theWindowPlaysOneSoundPerMoveAtInstantSpeed() {
        QVERIFY(openSoundWindow(AnimationSpeed::Instant));
        window_->startGame(GameId::DjenonAboure, QString(), QString());
        QSignalSpy played(sounds(), &GameSounds::played);
        int sounding = 0;
        std::mt19937 rng(5);
        for (int i = 0; i < 40 && !session()->game().over(); ++i) {
            const Move m = randomLegalMove(session()->game(), rng);
            session()->play(m);
            sounding += m.isPass() && !session()->game().over() ? 0 : 1;
        }
        QCOMPARE(played.count(), sounding);
    }

    // A click that finishes a move's animation leaves its other sounds
    // unheard, but not the end of the game.
    void finishingAMoveEarlyStillSoundsTheEnd() {
        QVERIFY(openSoundWindow(AnimationSpeed::Instant));
        window_->startGame(GameId::Ayoayo, QString(), QString());
        const std::vector<Move> moves = randomGame(GameId::Ayoayo, 9);
        for (std::size_t i = 0; i + 1 < moves.size(); ++i)
            session()->play(moves[i]);
        window_->setAnimationSpeed(AnimationSpeed::Slow);
        QSignalSpy played(sounds(), &GameSounds::played);
        session()->play(moves.back());
        QVERIFY(session()->game().over());
        QVERIFY(view()->isAnimating());
        QTest::keyClick(view(), Qt::Key_Escape);
        QVERIFY(!view()->isAnimating());
        QCOMPARE(played.count(), 1);
        QCOMPARE(played.first().first().value<Sample>(),
                 session()->position().winner == Winner::Draw ? Sample::Draw : Sample::Win);
    }

    // Settings ▸ Sound: off plays nothing; on and the volume are remembered.
    void theSoundMenuIsRemembered() {
        QVERIFY(openSoundWindow(AnimationSpeed::Instant));
        auto* menu = part<SoundMenu>("soundMenu");
        QVERIFY(partOf<QAction>(*menu, "soundOnAction")->isChecked());
        QVERIFY(menu->volumeAction(Settings::kDefaultSoundVolume)->isChecked());
        menu->volumeAction(75)->trigger();
        QCOMPARE(sounds()->volume(), 75);
        partOf<QAction>(*menu, "soundOnAction")->trigger();
        QVERIFY(!sounds()->isOn());
        QSignalSpy played(sounds(), &GameSounds::played);
        clickHole(firstSowing(session()->game()).from);
        QCOMPARE(session()->game().ply(), 1);
        QCOMPARE(played.count(), 0);

        QVERIFY(openWindow(AnimationSpeed::Instant)); // the same settings file
        menu = part<SoundMenu>("soundMenu");
        QVERIFY(!partOf<QAction>(*menu, "soundOnAction")->isChecked());
        QVERIFY(!sounds()->isOn());
        QVERIFY(menu->volumeAction(75)->isChecked());
        QCOMPARE(sounds()->volume(), 75);
        partOf<QAction>(*menu, "soundOnAction")->trigger();
        QVERIFY(Settings(iniFile_).soundOn());
    }

    // With sound on and no audio server at all, the audio thread finds no
    // output, and a whole game plays to its end with every sound handed out.
    void theAppPlaysWithSoundOnAndNoAudioDevice() {
        QVERIFY(openSoundWindow(AnimationSpeed::Fast));
        QSignalSpy ready(partOf<SoundEffects>(*sounds(), "soundEffects"), &SoundEffects::ready);
        // Settings ▸ Sound says that nothing is heard.
        QAction* noOutput = partOf<QAction>(*part<SoundMenu>("soundMenu"), "noOutputAction");
        QVERIFY(noOutput->isVisible() || ready.wait(10000));
        QVERIFY(noOutput->isVisible());
        QVERIFY(!noOutput->isEnabled());
        QSignalSpy played(sounds(), &GameSounds::played);
        QSignalSpy settled(view(), &BoardView::animationFinished);
        window_->startGame(GameId::Tihbat, QString(), QString());
        std::mt19937 rng(3);
        while (!session()->game().over()) {
            // A few moves animated, the rest at once.
            if (session()->game().ply() == 4)
                window_->setAnimationSpeed(AnimationSpeed::Instant);
            const Move m = randomLegalMove(session()->game(), rng);
            const int before = static_cast<int>(settled.count());
            if (m.isPass())
                turns()->pass();
            else
                clickHole(m.from);
            QVERIFY(settled.count() > before || settled.wait(10000));
        }
        QVERIFY(played.count() > session()->game().ply());
        QVERIFY(gameOverBanner()->isVisible());
    }
};

} // namespace mancala::ui::test

QTEST_MAIN(mancala::ui::test::TestSound)
#include "test_sound.moc"
