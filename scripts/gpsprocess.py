"""One GPSShogi process for the labelling scripts (gps-label.py, nn-label.py): one thread,
little memory (several run at once), its opening book off, stopped at a node limit."""
import shutil
import subprocess


class GpsProcess:
    def __init__(self, nodes):
        gps = shutil.which("gpsusi") or "/usr/games/gpsusi"
        self.proc = subprocess.Popen(
            [gps, "-N", "1", "--memory-use-percent", "1", "--node-count-hard-limit", str(nodes)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
            text=True, bufsize=1)
        self.send("usi")
        self.wait("usiok")
        self.send("setoption name BookDepth value 0")
        self.ready()

    def send(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def line(self):
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError("gpsusi stopped")
        return line

    def wait(self, prefix):
        while True:
            line = self.line()
            if line.startswith(prefix):
                return line

    def ready(self):
        self.send("isready")
        self.wait("readyok")
