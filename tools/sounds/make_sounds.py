#!/usr/bin/env python3
"""Makes the app's sounds (run by the build): small WAV files, synthesised here.

    make_sounds.py OUTPUT_DIR

Writes the files of SOUNDS into OUTPUT_DIR: 16-bit mono PCM at RATE Hz. The
same script always writes the same bytes (no clock, no system randomness: the
noise comes from a seeded xorshift generator), so the sounds need no copy in
the repository; the test sounds_reproducible checks that two runs agree.

    drop-1.wav ... drop-5.wav  a seed falling into a wooden pit: a bright tick,
                               the wood's ring and the pit's hollow knock, each
                               file a little higher or lower, so that a long
                               sowing does not drone
    slide.wav                  a Bao la Kimasai stone sliding over the wood,
                               then settling in its hole
    capture.wav                seeds gathered into a tray: a handful of ticks
    win.wav, loss.wav,         the end of a game: a rising major arpeggio, a
    draw.wav                   falling minor one, an open fifth (marimba-like
                               bars: a few decaying partials and a mallet's tick)

They are the project's own work, under the project's licence
(GPL-3.0-or-later, LICENSE): nothing here was recorded or taken from elsewhere.
docs/sound.md says how each is made and when the app plays it.
"""
import math
import os
import struct
import sys
import wave

RATE = 22050

# Loudness: the peak of each kind of sound, of full scale. The drops are the
# softest, since a relay plays many of them.
DROP_PEAK = 0.42
SLIDE_PEAK = 0.36
CAPTURE_PEAK = 0.46
JINGLE_PEAK = 0.40

# The five drops: how much higher or lower than the middle one each rings.
DROP_PITCHES = (0.89, 0.95, 1.0, 1.06, 1.13)
DROP_WOOD_HZ = 820.0      # the wood's ring...
DROP_HOLLOW_HZ = 250.0    # ...and the pit's hollow knock, of the middle drop


class Noise:
    """Deterministic white noise in [-1, 1): xorshift32 with a fixed seed."""

    def __init__(self, seed):
        self.state = seed & 0xFFFFFFFF or 1

    def next(self):
        x = self.state
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        self.state = x
        return x / 2147483648.0 - 1.0


def silence(seconds):
    return [0.0] * int(round(seconds * RATE))


def mix_into(target, source, at_seconds, gain=1.0):
    """Adds `source` into `target` from `at_seconds` on (growing it if needed)."""
    start = int(round(at_seconds * RATE))
    end = start + len(source)
    if end > len(target):
        target.extend([0.0] * (end - len(target)))
    for i, s in enumerate(source):
        target[start + i] += gain * s


def partials(freq, seconds, parts, attack=0.002):
    """A struck resonance: (ratio, amplitude, decay time in s) partials of `freq`."""
    out = []
    attack_n = max(1, int(attack * RATE))
    for n in range(int(seconds * RATE)):
        t = n / RATE
        v = 0.0
        for ratio, amp, decay in parts:
            v += amp * math.exp(-t / decay) * math.sin(2 * math.pi * freq * ratio * t)
        if n < attack_n:
            v *= n / attack_n
        out.append(v)
    return out


def tick(noise, seconds, decay, brightness):
    """A click: noise under a fast exponential decay, high-passed by `brightness` (0..1)."""
    out = []
    previous = 0.0
    for n in range(int(seconds * RATE)):
        x = noise.next() * math.exp(-(n / RATE) / decay)
        out.append(x - brightness * previous)  # a first difference: brighter
        previous = x
    return out


def lowpass(samples, cutoff_hz):
    """One-pole low-pass."""
    a = math.exp(-2 * math.pi * cutoff_hz / RATE)
    out = []
    y = 0.0
    for x in samples:
        y = (1 - a) * x + a * y
        out.append(y)
    return out


def fade_out(samples, seconds):
    n = min(len(samples), int(seconds * RATE))
    for i in range(n):
        samples[len(samples) - n + i] *= (n - i) / n
    return samples


def normalized(samples, peak):
    top = max(abs(s) for s in samples)
    return [s * peak / top for s in samples]


def drop(pitch, seed, hollow_pitch):
    """A seed falling into a wooden pit."""
    noise = Noise(seed)
    out = silence(0.11)
    mix_into(out, tick(noise, 0.006, 0.0007, 0.9), 0.0, 0.9)
    wood = partials(DROP_WOOD_HZ * pitch, 0.09, ((1.0, 1.0, 0.011), (2.32, 0.5, 0.006), (3.86, 0.22, 0.004)))
    mix_into(out, wood, 0.0005, 0.8)
    hollow = partials(DROP_HOLLOW_HZ * hollow_pitch, 0.10, ((1.0, 1.0, 0.022), (1.51, 0.3, 0.012)), attack=0.004)
    mix_into(out, hollow, 0.001, 0.55)
    return normalized(fade_out(out, 0.02), DROP_PEAK)


def slide():
    """A stone sliding over the wood for a moment, then settling in its hole."""
    noise = Noise(0x51DE)
    length = 0.30
    rub = []
    wobble = Noise(0xB0B)
    roughness = 0.0
    for n in range(int(length * RATE)):
        t = n / RATE
        envelope = min(1.0, t / 0.04) * max(0.0, min(1.0, (0.25 - t) / 0.08))
        if n % 90 == 0:
            roughness = 0.75 + 0.25 * wobble.next()
        rub.append(noise.next() * envelope * roughness)
    rub = lowpass(lowpass(rub, 1400.0), 2400.0)
    out = silence(0.36)
    mix_into(out, rub, 0.0)
    settle = drop(0.82, 0x5E77, 0.9)
    mix_into(out, settle, 0.235, 0.3)
    return normalized(fade_out(out, 0.03), SLIDE_PEAK)


def capture():
    """Seeds gathered into a tray: a few ticks close together, softer and lower as they go."""
    out = silence(0.36)
    times = (0.0, 0.032, 0.061, 0.097, 0.128, 0.171)
    pitches = (1.02, 0.9, 1.1, 0.86, 0.97, 0.8)
    for k, (at, pitch) in enumerate(zip(times, pitches)):
        click = drop(pitch, 0xCA70 + k, 0.72)
        mix_into(out, click, at, 1.0 - 0.09 * k)
    return normalized(fade_out(out, 0.04), CAPTURE_PEAK)


def bar(freq, seconds, seed):
    """A marimba-like bar: the fundamental, its bar partials, a mallet's tick."""
    out = partials(freq, seconds, ((1.0, 1.0, 0.32), (3.93, 0.22, 0.07), (9.2, 0.05, 0.025)), attack=0.003)
    mix_into(out, tick(Noise(seed), 0.004, 0.0006, 0.6), 0.0, 0.25)
    return out


NOTES = {"G3": 196.00, "C4": 261.63, "Eb4": 311.13, "G4": 392.00, "C5": 523.25, "E5": 659.25,
         "G5": 783.99, "C6": 1046.50}


def jingle(score):
    """`score`: (note, start in s, length in s, gain) bars."""
    out = silence(max(start + length for _, start, length, _ in score))
    for k, (note, start, length, gain) in enumerate(score):
        mix_into(out, bar(NOTES[note], length, 0x1A11 + k), start, gain)
    return normalized(fade_out(out, 0.08), JINGLE_PEAK)


def win():
    return jingle((("C5", 0.0, 0.4, 0.8), ("E5", 0.11, 0.4, 0.8), ("G5", 0.22, 0.45, 0.85),
                   ("C6", 0.33, 0.8, 1.0), ("G5", 0.33, 0.8, 0.35)))


def loss():
    return jingle((("G4", 0.0, 0.45, 0.9), ("Eb4", 0.19, 0.45, 0.85), ("C4", 0.38, 0.7, 0.9),
                   ("G3", 0.38, 0.7, 0.4)))


def draw():
    return jingle((("C5", 0.0, 0.45, 0.85), ("G4", 0.17, 0.45, 0.85), ("C5", 0.34, 0.6, 0.7),
                   ("G4", 0.34, 0.6, 0.7)))


def sounds():
    made = {}
    for k, pitch in enumerate(DROP_PITCHES):
        # The hollow knock goes its own way, so that no two drops are simply transposed.
        hollow = DROP_PITCHES[(k * 3 + 2) % len(DROP_PITCHES)]
        made[f"drop-{k + 1}.wav"] = drop(pitch, 0xD201 + k, hollow)
    made["slide.wav"] = slide()
    made["capture.wav"] = capture()
    made["win.wav"] = win()
    made["loss.wav"] = loss()
    made["draw.wav"] = draw()
    return made


def write_wav(path, samples):
    frames = b"".join(struct.pack("<h", max(-32767, min(32767, int(round(s * 32767))))) for s in samples)
    with wave.open(path, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)


def main(argv):
    if len(argv) != 2:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    os.makedirs(argv[1], exist_ok=True)
    for name, samples in sounds().items():
        write_wav(os.path.join(argv[1], name), samples)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
