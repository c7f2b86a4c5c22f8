#!/usr/bin/env python3
"""Synthesises Shogiban's sounds as 16-bit mono WAV files (44.1 kHz) into a folder.

usage: make-sounds.py OUTPUT_DIR

Every sound is computed here from sine waves and seeded noise, so the files are the same on
every build and are Shogiban's own work, under the project's licence (see resources/sounds/
README.md). Only the Python standard library is used.
"""
import math
import random
import struct
import sys
import wave
from pathlib import Path

RATE = 44100


def envelope(t, attack, decay):
    """A quick rise, then an exponential fall."""
    if t < attack:
        return t / attack
    return math.exp(-(t - attack) / decay)


def released(samples, release=0.012):
    """Fades the last `release` seconds out (half a cosine): a sound cut off while still
    ringing ends in a step, which is heard as a click."""
    count = min(len(samples), int(release * RATE))
    for k in range(count):
        samples[len(samples) - count + k] *= 0.5 * (1 + math.cos(math.pi * (k + 1) / count))
    return samples


def wood(duration, pitch, noise, decay, seed):
    """A piece set down on a wooden board: a damped low tone with a burst of noise."""
    rng = random.Random(seed)
    samples = []
    for i in range(int(duration * RATE)):
        t = i / RATE
        body = math.sin(2 * math.pi * pitch * t) + 0.5 * math.sin(2 * math.pi * pitch * 2.7 * t)
        burst = rng.uniform(-1, 1) * math.exp(-t / 0.004)
        samples.append((0.6 * body + noise * burst) * envelope(t, 0.0008, decay))
    return released(samples)


def tone(duration, pitches, decay, attack=0.004):
    """A bell-like tone: one or more sine partials under one envelope."""
    samples = []
    for i in range(int(duration * RATE)):
        t = i / RATE
        value = sum(math.sin(2 * math.pi * p * t) / (k + 1) for k, p in enumerate(pitches))
        samples.append(value * envelope(t, attack, decay))
    return released(samples)


def silence(duration):
    return [0.0] * int(duration * RATE)


def write(path, samples, peak):
    top = max(abs(s) for s in samples) or 1.0
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(b"".join(struct.pack("<h", int(32767 * peak * s / top)) for s in samples))


def main():
    folder = Path(sys.argv[1])
    folder.mkdir(parents=True, exist_ok=True)
    sounds = {
        "place": (wood(0.12, 180, 0.9, 0.025, 1), 0.7),
        "capture": (wood(0.10, 150, 1.0, 0.02, 2) + wood(0.14, 210, 1.0, 0.03, 3), 0.85),
        "check": (tone(0.18, [880, 1760], 0.06) + tone(0.35, [1175, 2350], 0.1), 0.6),
        "beep": (tone(0.12, [1000], 0.05, 0.002), 0.5),
        "lastbeep": (tone(0.45, [1000], 0.2, 0.002), 0.6),
        "gameend": (tone(0.3, [784, 1568], 0.12) + silence(0.02) + tone(0.3, [659, 1318], 0.12)
                    + silence(0.02) + tone(0.7, [523, 1046], 0.3), 0.6),
    }
    for name, (samples, peak) in sounds.items():
        write(folder / f"{name}.wav", samples, peak)


if __name__ == "__main__":
    main()
