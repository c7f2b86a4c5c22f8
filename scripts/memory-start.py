#!/usr/bin/env python3
"""How fast the USI engine starts and how much memory it holds (docs/AI_LEVELS.md).

usage: scripts/memory-start.py ENGINE [SECONDS]
Starts ENGINE five times and prints the milliseconds from launch to `readyok`; on the last
start it searches a middle-game position for SECONDS (default 5) at its default level and
table size, and prints its resident memory (VmRSS) and peak (VmHWM) before and after.
Linux only: the figures come from /proc."""
import subprocess
import sys
import time

POSITION = ("position startpos moves 7g7f 3c3d 2g2f 4c4d 3i4h 3a3b 5i6h 7a7b 6h7h 5a4b "
            "5g5f 4b3a 2f2e 2b3c 4i5h 3b4c")


def memory(pid):
    fields = {}
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            key, _, value = line.partition(":")
            fields[key] = value.strip()
    return f"resident {fields['VmRSS']}, peak {fields['VmHWM']}"


def send(engine, text):
    engine.stdin.write(text + "\n")
    engine.stdin.flush()


def read_until(engine, prefix):
    """The lines up to the first that starts with prefix; that line last."""
    lines = []
    while True:
        line = engine.stdout.readline()
        if not line:
            sys.exit(f"the engine ended before it said {prefix}")
        lines.append(line.strip())
        if line.startswith(prefix):
            return lines


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    seconds = int(sys.argv[2]) if len(sys.argv) == 3 else 5
    starts = []
    for attempt in range(5):
        began = time.perf_counter()
        engine = subprocess.Popen([sys.argv[1]], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, text=True, bufsize=1)
        send(engine, "usi\nisready")
        read_until(engine, "readyok")
        starts.append((time.perf_counter() - began) * 1000)
        if attempt < 4:
            send(engine, "quit")
            engine.wait()
    print("launch to readyok (ms):", " ".join(f"{ms:.0f}" for ms in starts))
    print("after readyok:", memory(engine.pid))
    send(engine, f"usinewgame\n{POSITION}\ngo btime 0 wtime 0 byoyomi {seconds * 1000}")
    lines = read_until(engine, "bestmove")
    searched = [line for line in lines if line.startswith("info depth")]
    if searched:
        print("last info:", searched[-1][:120])
    print(f"after a {seconds} s search:", memory(engine.pid))
    send(engine, "quit")
    engine.wait()


if __name__ == "__main__":
    main()
