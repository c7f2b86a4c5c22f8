"""A USI engine driven line by line for the scripts that read engines' judgements (gps-games.py),
and the GPSShogi process of the labelling scripts (gps-label.py, nn-label.py): one thread,
little memory (several run at once), its opening book off, stopped at a node limit."""
import shutil
import subprocess


class UsiProcess:
    def __init__(self, command, options=()):
        """command: the program and its arguments; options: (name, value) pairs to set."""
        self.name = command[0]
        self.proc = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self.send("usi")
        self.wait("usiok")
        for name, value in options:
            self.send("setoption name %s value %s" % (name, value))
        self.ready()

    def send(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def line(self):
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError("%s stopped" % self.name)
        return line

    def wait(self, prefix):
        while True:
            line = self.line()
            if line.startswith(prefix):
                return line

    def ready(self):
        self.send("isready")
        self.wait("readyok")

    def quit(self):
        self.send("quit")
        self.proc.wait()


class GpsProcess(UsiProcess):
    def __init__(self, nodes):
        gps = shutil.which("gpsusi") or "/usr/games/gpsusi"
        super().__init__([gps, "-N", "1", "--memory-use-percent", "1",
                          "--node-count-hard-limit", str(nodes)], [("BookDepth", 0)])
