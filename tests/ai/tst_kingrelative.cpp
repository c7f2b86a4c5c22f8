// The king-relative evaluation terms (core/ai/kingrelative.h): which feature a piece shows,
// what a weight adds to the evaluation, and reading weight files, good and bad.
#include "ai/evaluate.h"
#include "ai/kingrelative.h"
#include "usi/engine.h"

#include "../rules/rulestest.h"

#include <QTemporaryDir>
#include <QTest>

#include <fstream>

using namespace shogiban;
using namespace shogiban::ai::kingrelative;
using test::positionFrom;

namespace {

// The evaluation with only `feature` weighted `value`, less the one with no such weights.
int termOf(const char* sfen, int feature, int value)
{
    ai::KingRelativeWeights w;
    w.values[size_t(feature)] = int16_t(value);
    const Position pos = positionFrom(sfen);
    return ai::evaluate(pos, ai::DefaultEvalParams, &w)
        - ai::evaluate(pos, ai::DefaultEvalParams, nullptr);
}

// A table with a different value in every feature a position can show (no king or empty
// square on the board, only the kinds a hand holds), within the file's range.
ai::KingRelativeWeights varied()
{
    ai::KingRelativeWeights w;
    int n = 0;
    const auto set
        = [&](int feature) { w.values[size_t(feature)] = int16_t(n++ * 37 % 401 - 200); };
    for (KingSide k : {OwnKing, EnemyKing}) {
        for (int t = Pawn; t < PieceTypeNb; ++t)
            for (int dy = -MaxRankOffset; dy <= MaxRankOffset; ++dy)
                for (int dx = 0; dx <= MaxFileOffset; ++dx)
                    if (t != King) set(boardFeature(k, PieceType(t), dy, dx));
        for (PieceType t : Hand::Kinds)
            for (int count = 1; count <= HandCountNb; ++count)
                for (int rank = 0; rank < RankNb; ++rank)
                    for (int file = 0; file < KingFileNb; ++file)
                        set(handFeature(k, t, count, rank, file));
    }
    return w;
}

// The error of reading `text`, empty when it reads.
std::string errorOf(const std::string& text)
{
    const ai::KingRelativeLoad load = ai::parseKingRelativeWeights(text);
    return load.weights ? std::string() : load.error;
}

std::string replaced(std::string text, const std::string& from, const std::string& to)
{
    const size_t at = text.find(from);
    if (at == std::string::npos) qFatal("no '%s' in the weights text", from.c_str());
    return text.replace(at, from.size(), to);
}

// The text with its line `number` (from 1) replaced by `line`.
std::string withLine(const std::string& text, int number, const std::string& line)
{
    size_t begin = 0;
    for (int i = 1; i < number; ++i) begin = text.find('\n', begin) + 1;
    return text.substr(0, begin) + line + text.substr(text.find('\n', begin));
}

} // namespace

class TestKingRelative : public QObject {
    Q_OBJECT

private slots:
    // Sente's gold on 6h stands one rank in front of its king on 5i and one file aside.
    void pieceCountsByItsOffsetFromItsOwnKing()
    {
        const int feature = boardFeature(OwnKing, Gold, -1, 1);
        QCOMPARE(termOf("4k4/9/9/9/9/9/9/3G5/4K4 b - 1", feature, 50), 50);
        // The same from gote's side of the board, and for the side not to move.
        QCOMPARE(termOf("4k4/5g3/9/9/9/9/9/9/4K4 w - 1", feature, 50), 50);
        QCOMPARE(termOf("4k4/5g3/9/9/9/9/9/9/4K4 b - 1", feature, 50), -50);
        // A file to the other side counts the same.
        QCOMPARE(termOf("4k4/9/9/9/9/9/9/5G3/4K4 b - 1", feature, 50), 50);
    }

    // Seven ranks behind the enemy king counts as the furthest offset the table holds.
    void farPiecesCountAtTheNearestOffsetHeld()
    {
        const int feature = boardFeature(EnemyKing, Gold, MaxRankOffset, 1);
        QCOMPARE(termOf("4k4/9/9/9/9/9/9/3G5/4K4 b - 1", feature, 30), 30);
        const int far = boardFeature(EnemyKing, Gold, MaxRankOffset, MaxFileOffset);
        QCOMPARE(termOf("4k4/9/9/9/9/9/9/G8/4K4 b - 1", far, 30), 30);
    }

    // A rook in hand counts by where each king stands: the enemy's on its back rank (0 from
    // the holder's side) in the centre file (4 from the edge).
    void pieceInHandCountsByTheKingsSquares()
    {
        QCOMPARE(
            termOf("4k4/9/9/9/9/9/9/9/4K4 b R 1", handFeature(EnemyKing, Rook, 1, 0, 4), 40), 40);
        QCOMPARE(
            termOf("4k4/9/9/9/9/9/9/9/4K4 b R 1", handFeature(OwnKing, Rook, 1, 8, 4), 40), 40);
        QCOMPARE(
            termOf("4k4/9/9/9/9/9/9/9/4K4 b 3P 1", handFeature(OwnKing, Pawn, 3, 8, 4), 40), 40);
        QCOMPARE(
            termOf("8k/9/9/9/9/9/9/9/4K4 w 2p 1", handFeature(EnemyKing, Pawn, 2, 0, 4), 40), 40);
    }

    // A tsume position has no sente king: only the features of the king there count.
    void positionWithoutAKingStillEvaluates()
    {
        QCOMPARE(termOf("4k4/9/9/9/9/9/9/3G5/9 b - 1", boardFeature(OwnKing, Gold, -1, 1), 50), 0);
        QCOMPARE(
            termOf("4k4/9/9/9/9/9/9/3G5/9 b - 1", boardFeature(EnemyKing, Gold, 3, 1), 50), 50);
    }

    void formatReadsBack()
    {
        const ai::KingRelativeWeights w = varied();
        const ai::KingRelativeLoad load
            = ai::parseKingRelativeWeights(ai::formatKingRelativeWeights(w));
        QVERIFY2(load.weights, load.error.c_str());
        QVERIFY(load.weights->values == w.values);
    }

    void builtInWeightsRead()
    {
        // The built-in text is what the program plays with: it must read without a message,
        // and the weights in use start as those.
        QVERIFY(ai::useKingRelativeWeightsFile("").weights);
        QVERIFY(ai::kingRelativeWeights().values == ai::builtInKingRelativeWeights().values);
    }

    void badFilesAreRefusedWithTheLineAndTheReason()
    {
        const std::string good = ai::formatKingRelativeWeights(varied());
        QCOMPARE(errorOf(""), std::string("empty: no 'shogiban king-relative 1' line"));
        QCOMPARE(errorOf(replaced(good, "king-relative 1", "king-relative 2")),
            std::string("line 1: expected 'shogiban king-relative 1'"));
        QCOMPARE(errorOf(replaced(good, "own pawn -2:", "own pawn -9:")),
            std::string("line 3: expected the row 'own pawn -2:'"));
        QCOMPARE(errorOf(withLine(good, 2, "own pawn -3: 1 x 3 4")),
            std::string("line 2: 'x' is not a whole number"));
        QCOMPARE(errorOf(withLine(good, 2, "own pawn -3: 1 2 9999 4")),
            std::string("line 2: 9999 is out of range (at most 2000 either way)"));
        QCOMPARE(errorOf(withLine(good, 2, "own pawn -3: 1 2 3")),
            std::string("line 2: expected 4 numbers after 'own pawn -3:', found 3"));
        QVERIFY(errorOf(good.substr(0, good.size() / 2)).starts_with("line "));
        QVERIFY(errorOf(good.substr(0, good.find("\nenemy")) + "\n").starts_with("ends early"));
        const auto lines = std::count(good.begin(), good.end(), '\n');
        QCOMPARE(errorOf(good + "own pawn -3: 1 2 3 4\n"),
            "line " + std::to_string(lines + 1) + ": more lines than the format has");
        QVERIFY(errorOf("# a comment first\n\n" + good).empty());
    }

    // A file that is missing or corrupt leaves the built-in weights in use, with a message.
    void badFileFallsBackToTheBuiltInWeights()
    {
        QTemporaryDir dir;
        const std::string missing = dir.filePath("missing.txt").toStdString();
        ai::KingRelativeLoad load = ai::useKingRelativeWeightsFile(missing);
        QCOMPARE(load.error, "cannot open " + missing);
        QVERIFY(ai::kingRelativeWeights().values == ai::builtInKingRelativeWeights().values);

        const std::string good = dir.filePath("good.txt").toStdString();
        std::ofstream(good) << ai::formatKingRelativeWeights(varied());
        QVERIFY(ai::useKingRelativeWeightsFile(good).weights);
        QVERIFY(ai::kingRelativeWeights().values == varied().values);
        QCOMPARE(ai::kingRelativeWeightsInUse(), &ai::kingRelativeWeights());

        const std::string corrupt = dir.filePath("corrupt.txt").toStdString();
        std::ofstream(corrupt) << "shogiban king-relative 1\nown pawn -3: 1 2\n";
        load = ai::useKingRelativeWeightsFile(corrupt);
        QCOMPARE(
            load.error, corrupt + ": line 2: expected 4 numbers after 'own pawn -3:', found 2");
        QVERIFY(ai::kingRelativeWeights().values == ai::builtInKingRelativeWeights().values);
    }

    // shogiban-usi's EvalFile option: a bad file is named in an info string, and the engine
    // plays on with the built-in weights.
    void usiEngineSaysWhenTheEvalFileIsBad()
    {
        std::vector<std::string> lines;
        {
            usi::Engine engine([&lines](const std::string& line) { lines.push_back(line); });
            engine.handle("setoption name EvalFile value /nonexistent/weights.txt");
            engine.handle("position startpos");
            engine.handle("go depth 2");
        } // the destructor waits for the search
        QVERIFY(std::count(lines.begin(), lines.end(),
            "info string EvalFile: cannot open /nonexistent/weights.txt; using the built-in "
            "weights"));
        QVERIFY(std::any_of(lines.begin(), lines.end(),
            [](const std::string& l) { return l.starts_with("bestmove "); }));
        QVERIFY(ai::kingRelativeWeights().values == ai::builtInKingRelativeWeights().values);
    }
};

QTEST_GUILESS_MAIN(TestKingRelative)
#include "tst_kingrelative.moc"
