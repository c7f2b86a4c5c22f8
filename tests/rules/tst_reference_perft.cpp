// Our move generator against Debian's Fairy-Stockfish (11.1, USI mode, variant "shogi") on
// positions reached by seeded random playouts: the same moves at the root and the same reply
// counts after each of them (perft 2, divided). Fairy-Stockfish 11.1 lists a pawn drop that
// mates (uchifuzume) as legal; each such difference is checked to be exactly that.
#include "rules/handicap.h"
#include "rulestest.h"

#include <QProcess>
#include <QStandardPaths>

#include <map>
#include <random>

using namespace shogiban;
using namespace shogiban::test;

namespace {

class FairyStockfish {
public:
    static QString program()
    {
        QString found = QStandardPaths::findExecutable("fairy-stockfish");
        if (found.isEmpty())
            found = QStandardPaths::findExecutable(
                "fairy-stockfish", {"/usr/games", "/usr/local/games"});
        return found;
    }

    bool start(const QString& path)
    {
        m_process.start(path, {});
        if (!m_process.waitForStarted(10000)) return false;
        send("usi");
        if (!readUntil("usiok")) return false;
        send("setoption name UCI_Variant value shogi");
        send("isready");
        return readUntil("readyok");
    }

    ~FairyStockfish()
    {
        if (m_process.state() == QProcess::NotRunning) return;
        send("quit");
        if (!m_process.waitForFinished(5000)) m_process.kill();
    }

    // Moves and their counts from "go perft depth".
    std::map<std::string, uint64_t> divide(const std::string& sfen, int depth)
    {
        send("position sfen " + sfen);
        send("go perft " + std::to_string(depth));
        std::map<std::string, uint64_t> result;
        std::string line;
        while (readLine(line) && line.rfind("Nodes searched", 0) != 0) {
            const size_t colon = line.find(": ");
            if (colon == std::string::npos) continue;
            result[line.substr(0, colon)] = std::stoull(line.substr(colon + 2));
        }
        return result;
    }

private:
    void send(const std::string& line) { m_process.write((line + "\n").c_str()); }

    bool readLine(std::string& line)
    {
        while (!m_process.canReadLine())
            if (!m_process.waitForReadyRead(20000)) return false;
        line = m_process.readLine().trimmed().toStdString();
        return true;
    }

    bool readUntil(const std::string& wanted)
    {
        std::string line;
        while (readLine(line))
            if (line == wanted) return true;
        return false;
    }

    QProcess m_process;
};

// 1 when the side to move could drop a pawn in front of the enemy king and would mate with it.
uint64_t uchifuzumeDrops(const Position& pos)
{
    const Bitboard front = bb::pawnAttacks(~pos.sideToMove(), pos.kingSquare(~pos.sideToMove()));
    if (front.none()) return 0;
    return pos.refusal(Move::drop(Pawn, front.lsb())) == MoveRefusal::Uchifuzume ? 1 : 0;
}

std::vector<std::string> randomPositions(int count)
{
    const std::string starts[] = {std::string(Position::StartSfen),
        "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1",
        "7lk/9/8S/9/9/9/9/7L1/8K b P 1", std::string(handicapSfen(Handicap::TwoPieces))};
    std::mt19937 rng(20261129);
    std::vector<std::string> sfens;
    while (int(sfens.size()) < count) {
        Position pos = positionFrom(starts[sfens.size() % 4]);
        // The start positions themselves first (the uchifuzume one differs at the root).
        const int plies = sfens.size() < 4 ? 0 : int(rng() % 180);
        for (int i = 0; i < plies; ++i) {
            const MoveList<GenType::Legal> moves(pos);
            if (moves.empty()) break;
            pos.doMove(moves[rng() % moves.size()]);
        }
        sfens.push_back(pos.sfen());
    }
    return sfens;
}

} // namespace

class TestReferencePerft : public QObject {
    Q_OBJECT

private slots:
    void sameMovesAsFairyStockfish()
    {
        const QString path = FairyStockfish::program();
        if (path.isEmpty())
            QSKIP("fairy-stockfish is not installed (Debian package fairy-stockfish, listed in "
                  "scripts/packages-test.txt): reference comparison skipped");
        FairyStockfish reference;
        QVERIFY2(reference.start(path), "fairy-stockfish did not answer 'usi'");
        int uchifuzumeSeen = 0;
        for (const std::string& sfen : randomPositions(300)) {
            Position pos = positionFrom(sfen);
            auto theirs = reference.divide(sfen, 2);
            for (Move m : MoveList<GenType::Legal>(pos)) {
                const std::string name = toUsi(m);
                QVERIFY2(theirs.count(name), (sfen + " missing in reference: " + name).c_str());
                pos.doMove(m);
                const uint64_t extra = uchifuzumeDrops(pos);
                const uint64_t expected = countLegalMoves(pos) + extra;
                uchifuzumeSeen += int(extra);
                pos.undoMove();
                QVERIFY2(theirs[name] == expected, (sfen + " count differs after " + name).c_str());
                theirs.erase(name);
            }
            // Whatever only the reference lists must be a pawn-drop mate.
            for (const auto& [name, count] : theirs) {
                const UsiMoveResult r = parseUsiMove(pos, name);
                QVERIFY2(!r && r.error->refusal == MoveRefusal::Uchifuzume,
                    (sfen + " extra in reference: " + name).c_str());
                ++uchifuzumeSeen;
            }
        }
        qInfo("positions compared: 300; pawn-drop mates the reference listed: %d", uchifuzumeSeen);
        QVERIFY(uchifuzumeSeen > 0); // the exception was exercised
    }
};

QTEST_GUILESS_MAIN(TestReferencePerft)
#include "tst_reference_perft.moc"
