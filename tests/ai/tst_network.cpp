// The evaluation network (core/ai/network.h): the inputs a position shows from each side, the
// arithmetic, reading network files good and bad, the USI option, and training on labelled
// games (core/tuning/networkfit.h).
#include "ai/evaluate.h"
#include "ai/levels.h"
#include "ai/network.h"
#include "ai/search.h"
#include "rules/position.h"
#include "rules/movegen.h"
#include "rules/usimove.h"
#include "tuning/networkfit.h"
#include "usi/engine.h"

#include "../rules/rulestest.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <random>

using namespace shogiban;
using namespace shogiban::ai::network;
using test::positionFrom;

namespace {

std::vector<uint16_t> sortedFeatures(
    const Position& pos, Color perspective, bool mirror = false, bool kingBuckets = false)
{
    std::vector<uint16_t> f;
    activeFeatures(pos, perspective, mirror, f, kingBuckets);
    std::sort(f.begin(), f.end());
    return f;
}

bool has(const std::vector<uint16_t>& features, int f)
{
    return std::binary_search(features.begin(), features.end(), uint16_t(f));
}

int square(int file, int rank) // file 1-9, rank 1-9 as shogi writes them
{
    return (file - 1) * 9 + (rank - 1);
}

// Every weight different, none large: a network whose output depends on every input.
ai::Network randomNetwork(unsigned seed, ai::NetworkShape shape = {})
{
    ai::Network n = ai::Network::zero(shape);
    std::mt19937 random(seed);
    std::uniform_real_distribution<float> small(-0.05f, 0.05f), unit(-0.5f, 0.5f);
    for (float& w : n.inputWeights) w = small(random);
    for (float& w : n.inputBias) w = 0.5f + small(random);
    for (float& w : n.hiddenWeights) w = unit(random) / 4;
    for (float& w : n.hiddenBias) w = 0.5f + small(random);
    for (float& w : n.outputWeights) w = unit(random);
    n.outputBias = 0.1f;
    return n;
}

std::string errorOf(const std::vector<unsigned char>& bytes)
{
    const ai::NetworkLoad load = ai::parseNetwork(bytes);
    return load.network ? std::string() : load.error;
}

// The score of the opening position's best move at depth 1 within the limits.
int openingScoreAtDepth1(ai::SearchLimits limits)
{
    ai::Searcher searcher(1);
    Position pos;
    limits.depth = 1;
    std::atomic<bool> stop{false};
    return searcher.search(pos, limits, stop).score;
}

void writeFile(const std::string& path, const std::vector<unsigned char>& bytes)
{
    std::ofstream(path, std::ios::binary)
        .write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
}

// A labelled line of the game ("startpos moves ..."), as scripts/nn-label.py writes them, from a
// teacher that rates each position `added` centipawns better for the side to move than our
// evaluation does, on the teacher's scale of 600.
std::string labelledByATeacherAdding(const std::string& game, int added)
{
    Position pos;
    std::string scores, best;
    for (size_t at = game.find("moves ") + 6; at < game.size();) {
        const size_t end = std::min(game.find(' ', at), game.size());
        const std::string move = game.substr(at, end - at);
        scores += std::to_string(ai::evaluate(pos) * 600 / 400 + added) + " ";
        best += move + " ";
        pos.doMove(parseUsiMove(pos, move).move);
        at = end + 1;
    }
    return game + "\t" + scores + "\t" + best;
}

} // namespace

class TestNetwork : public QObject {
    Q_OBJECT

private slots:
    // Sente's king on 5i, its rook on 2h and a pawn in hand; gote's king on 5a.
    void inputsAreSeenFromEachSide()
    {
        const Position pos = positionFrom("4k4/9/9/9/9/9/9/7R1/4K4 b P 1");
        const auto black = sortedFeatures(pos, Black);
        const int rook = 0 * KindNb + (Rook - 1); // own rook
        QVERIFY(has(black, KingSquareBase + square(5, 9)));
        QVERIFY(has(black, KingSquareBase + SquareNb + square(5, 1)));
        QVERIFY(has(black, PieceSquareBase + rook * SquareNb + square(2, 8)));
        QVERIFY(has(black, HandBase + 0)); // the first pawn in hand
        QCOMPARE(black.size(), size_t(4)); // the rook is three files from the king: not near
        // Gote sees the same pieces from its side: its own king on "5i", the enemy's rook on "8b".
        const auto white = sortedFeatures(pos, White);
        const int enemyRook = 1 * KindNb + (Rook - 1);
        QVERIFY(has(white, KingSquareBase + square(5, 9)));
        QVERIFY(has(white, KingSquareBase + SquareNb + square(5, 1)));
        QVERIFY(has(white, PieceSquareBase + enemyRook * SquareNb + square(8, 2)));
        QVERIFY(has(white, HandBase + HandSlotNb + 0));
    }

    // A gold beside its king shows its offset from that king; promoted pieces have kinds of
    // their own; every piece held is an input of its own.
    void nearKingAndHandInputs()
    {
        const Position pos = positionFrom("4k4/9/9/9/9/9/9/4+P4/4KG3 b 3P2r 1");
        const auto f = sortedFeatures(pos, Black);
        const int gold = Gold - 1, tokin = ProPawn - 2;
        // Gold on 4i: one file to the left of the king on the board as sente sees it (file 4
        // has the lower index), same rank.
        QVERIFY(has(f, NearKingBase + gold * 25 + (0 + 2) * 5 + (-1 + 2)));
        QVERIFY(has(f, NearKingBase + tokin * 25 + (-1 + 2) * 5 + (0 + 2)));
        QVERIFY(has(f, PieceSquareBase + tokin * SquareNb + square(5, 8)));
        for (int i = 0; i < 3; ++i) QVERIFY(has(f, HandBase + i));
        QVERIFY(!has(f, HandBase + 3));
        QVERIFY(has(f, HandBase + HandSlotNb + 36)); // gote's two rooks
        QVERIFY(has(f, HandBase + HandSlotNb + 37));
    }

    // Mirrored inputs are those of the position with its files swapped.
    void mirroredInputsAreThoseOfTheMirroredPosition()
    {
        const Position pos = positionFrom("ln1gk2nl/1r1s1g1s1/p1pppp1pp/9/1p4p2/2P6/PP1PPPPPP/1BS4R1/LN1GKGSNL b B 1");
        const Position mirrored = positionFrom("ln2kg1nl/1s1g1s1r1/pp1pppp1p/9/2p4p1/6P2/PPPPPP1PP/1R4SB1/LNSGKG1NL b B 1");
        for (Color c : {Black, White})
            QCOMPARE(sortedFeatures(pos, c, true), sortedFeatures(mirrored, c));
    }

    // The correction is the same for a position and the one with colours and board turned
    // around: both sides are judged alike.
    void correctionIsTheSameForTheColourFlippedPosition()
    {
        const ai::Network net = randomNetwork(7);
        const Position pos = positionFrom("ln1gk2nl/1r1s1g1s1/p1pppp1pp/9/1p4p2/2P6/PP1PPPPPP/1BS4R1/LN1GKGSNL b B 1");
        const Position flipped = positionFrom("lnsgkg1nl/1r4sb1/pppppp1pp/6p2/2P4P1/9/PP1PPPP1P/1S1G1S1R1/LN2KG1NL w b 1");
        QVERIFY(net.correction(pos) != 0);
        QCOMPARE(net.correction(pos), net.correction(flipped));
    }

    // The accumulators kept move by move give the correction that computing them afresh
    // gives, over random games (captures, promotions, drops and king moves, and back); with
    // king buckets, a side's view is computed afresh where its king changes bucket, as the
    // search does.
    void accumulatorsFollowTheMoves_data()
    {
        QTest::addColumn<bool>("kingBuckets");
        QTest::newRow("plain") << false;
        QTest::newRow("king buckets") << true;
    }

    void accumulatorsFollowTheMoves()
    {
        QFETCH(bool, kingBuckets);
        const ai::Network net = randomNetwork(9, {.kingBuckets = kingBuckets});
        std::mt19937 random(2026);
        int captures = 0, drops = 0, kingMoves = 0, refreshes = 0;
        for (int game = 0; game < 20; ++game) {
            Position pos;
            std::vector<ai::Accumulator> acc(1);
            net.refresh(pos, acc[0]);
            for (int ply = 0; ply < 150; ++ply) {
                const MoveList<GenType::Legal> moves(pos);
                if (moves.empty()) break;
                const Move m = moves[random() % moves.size()];
                captures += pos.isCapture(m);
                drops += m.isDrop();
                kingMoves += !m.isDrop() && typeOf(pos.pieceOn(m.from())) == King;
                const ai::network::MoveChanges changes = ai::network::changesOf(pos, m, kingBuckets);
                pos.doMove(m);
                acc.emplace_back();
                for (Color c : {Black, White}) {
                    refreshes += changes.refresh[c];
                    if (changes.refresh[c]) net.refresh(pos, c, acc.back());
                    else net.update(c, changes, acc[acc.size() - 2], acc.back());
                }
                QCOMPARE(net.correction(acc.back(), pos.sideToMove()), net.correction(pos));
            }
            // Back along the game: each position's accumulators are still those it had.
            while (acc.size() > 1) {
                pos.undoMove();
                acc.pop_back();
                QCOMPARE(net.correction(acc.back(), pos.sideToMove()), net.correction(pos));
            }
        }
        QVERIFY(captures > 100 && drops > 100 && kingMoves > 100);
        QCOMPARE(refreshes > 20, kingBuckets);
    }

    // With king buckets, each piece but the kings shows once more, in its own king's bucket:
    // the same piece in another bucket is another input; the shared inputs are those of the
    // network without buckets.
    void kingBucketsAddOneInputPerPiece()
    {
        const Position start;
        const std::vector<uint16_t> plain = sortedFeatures(start, Black);
        const std::vector<uint16_t> bucketed = sortedFeatures(start, Black, false, true);
        QCOMPARE(bucketed.size(), plain.size() + 38); // 40 pieces, two of them kings
        QVERIFY(std::includes(bucketed.begin(), bucketed.end(), plain.begin(), plain.end()));
        QVERIFY(std::all_of(bucketed.begin(), bucketed.end(),
            [](uint16_t f) { return f < BucketedFeatureNb; }));
        // The king from 5i to 7h (Black's view: another file group, another rank): every
        // bucketed input changes, the shared ones of pieces far from both kings do not.
        const Position castled = positionFrom("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1BK4R1/LNSG1GSNL b - 1");
        const std::vector<uint16_t> moved = sortedFeatures(castled, Black, false, true);
        const auto inBuckets = [](const std::vector<uint16_t>& f) {
            std::vector<uint16_t> out;
            std::copy_if(f.begin(), f.end(), std::back_inserter(out), [](uint16_t i) { return i >= BucketBase; });
            return out;
        };
        std::vector<uint16_t> common;
        const std::vector<uint16_t> before = inBuckets(bucketed), after = inBuckets(moved);
        std::set_intersection(before.begin(), before.end(), after.begin(), after.end(), std::back_inserter(common));
        QCOMPARE(before.size(), size_t(38));
        QCOMPARE(after.size(), size_t(38));
        QVERIFY(common.empty());
        // Gote's king in its own bucket: the same inputs as Black's, seen from its side.
        QCOMPARE(inBuckets(sortedFeatures(start, White, false, true)), before);
        // A king's step to another bucket (5i to 4h) has its side's view computed afresh; a
        // step inside its bucket (5h to 4h) changes none of the bucketed inputs.
        const ai::network::MoveChanges out = changesOf(start, parseUsiMove(start, "5i4h").move, true);
        QVERIFY(out.refresh[Black] && !out.refresh[White]);
        const Position up = positionFrom("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B2K2R1/LNSG1GSNL b - 1");
        const ai::network::MoveChanges in = changesOf(up, parseUsiMove(up, "5h4h").move, true);
        QVERIFY(!in.refresh[Black] && !in.refresh[White]);
        for (int i = 0; i < in.addedNb[Black]; ++i) QVERIFY(in.added[Black][i] < BucketBase);
    }

    // The search keeps each side's view move by move and computes it afresh after its king's
    // move to another bucket: with a network widened by king buckets (their weights zero) it
    // must search exactly as with the network it was widened from. Had it missed a view to
    // compute afresh, the king's own inputs there would be stale and the trees would differ.
    void searchFollowsKingsAcrossBuckets()
    {
        const ai::Network plain = randomNetwork(17);
        QTemporaryDir dir;
        std::string error;
        const std::string plainPath = dir.filePath("plain.bin").toStdString();
        const std::string widePath = dir.filePath("wide.bin").toStdString();
        QVERIFY(ai::saveNetworkFile(plain, plainPath, error));
        QVERIFY(ai::saveNetworkFile(plain.withKingBuckets(), widePath, error));
        struct Restore { // the built-in network at its weight, whatever fails below
            ~Restore()
            {
                ai::setNetworkWeight(ai::DefaultNetworkWeight);
                ai::useNetworkFile("");
            }
        } restore;
        ai::setNetworkWeight(100);
        // Kings in the open, with pieces in hand: king moves between buckets all through the tree.
        for (const char* sfen : {"4k4/9/3ppp3/9/4K4/9/9/9/9 b RGS2Prgs2p 1",
                 "ln1g3nl/1r1sk1g2/p1pppp1pp/6p2/1p5P1/2P1P4/PPSP1PP1P/2GK3R1/LN3GSNL w Bb 1"}) {
            ai::SearchResult results[2];
            for (int wide = 0; wide < 2; ++wide) {
                QVERIFY(ai::useNetworkFile(wide ? widePath : plainPath).error.empty());
                QCOMPARE(ai::networkInUse()->shape.kingBuckets, wide == 1);
                ai::Searcher searcher(1);
                Position pos = positionFrom(sfen);
                ai::SearchLimits limits;
                limits.depth = 6;
                std::atomic<bool> stop{false};
                results[wide] = searcher.search(pos, limits, stop);
            }
            QCOMPARE(results[1].nodes, results[0].nodes);
            QCOMPARE(results[1].score, results[0].score);
            QCOMPARE(results[1].best, results[0].best);
        }
    }

    // A network widened with king buckets judges as before, reads back with them, and a file
    // of either kind is read as what it is.
    void kingBucketsWidenAndReadBack()
    {
        const ai::Network plain = randomNetwork(13);
        const ai::Network wide = plain.withKingBuckets();
        QVERIFY(wide.shape.kingBuckets);
        QCOMPARE(wide.inputWeights.size(), size_t(BucketedFeatureNb) * size_t(wide.shape.accumulator));
        const Position pos = positionFrom("ln1gk2nl/1r1s1g1s1/p1pppp1pp/9/1p4p2/2P6/PP1PPPPPP/1BS4R1/LN1GKGSNL b B 1");
        QCOMPARE(wide.correction(pos), plain.correction(pos));
        const ai::Network trained = randomNetwork(13, {.kingBuckets = true});
        const ai::NetworkLoad load = ai::parseNetwork(ai::serializeNetwork(trained));
        QVERIFY2(load.network, load.error.c_str());
        QVERIFY(load.network->shape.kingBuckets);
        QVERIFY(load.network->inputWeights == trained.inputWeights);
        QCOMPARE(load.network->correction(pos), trained.correction(pos));
        QVERIFY(load.network->correction(pos) != plain.correction(pos));
    }

    void zeroNetworkCorrectsNothing()
    {
        const ai::Network net = ai::Network::zero();
        QCOMPARE(net.correction(Position()), 0);
        ai::Network bias = net;
        bias.outputBias = 0.25f;
        QCOMPARE(bias.correction(Position()), 25);
    }

    void fileReadsBack()
    {
        const ai::Network net = randomNetwork(3);
        const ai::NetworkLoad load = ai::parseNetwork(ai::serializeNetwork(net));
        QVERIFY2(load.network, load.error.c_str());
        QVERIFY(load.network->inputWeights == net.inputWeights);
        QVERIFY(load.network->hiddenWeights == net.hiddenWeights);
        QVERIFY(load.network->outputWeights == net.outputWeights);
        QCOMPARE(load.network->outputBias, net.outputBias);
        QCOMPARE(load.network->correction(Position()), net.correction(Position()));
    }

    void badFilesAreRefusedWithTheReason()
    {
        const std::vector<unsigned char> good = ai::serializeNetwork(randomNetwork(5));
        QCOMPARE(errorOf({}), "not a Shogiban network file (it does not start with \"SBNN\")");
        std::vector<unsigned char> bytes = good;
        bytes[0] = 'X';
        QCOMPARE(errorOf(bytes), "not a Shogiban network file (it does not start with \"SBNN\")");
        bytes = good;
        bytes[4] = 2;
        QCOMPARE(errorOf(bytes), "format version 2, this program reads version 1");
        bytes = good;
        bytes[8] ^= 1;
        QVERIFY(errorOf(bytes).starts_with("made for "));
        bytes = good;
        bytes[12] = 12; // an accumulator of 12
        QVERIFY(errorOf(bytes).starts_with("layer sizes 12 and 32 out of range"));
        bytes = good;
        bytes.resize(good.size() - 100);
        QCOMPARE(errorOf(bytes), std::to_string(good.size() - 100) + " bytes where its sizes make "
                + std::to_string(good.size()) + " (cut short)");
        bytes = good;
        bytes[1000] ^= 0x40;
        QCOMPARE(errorOf(bytes), "checksum mismatch: the file is damaged");
        ai::Network huge = randomNetwork(5);
        huge.hiddenWeights[3] = std::numeric_limits<float>::infinity();
        QVERIFY(errorOf(ai::serializeNetwork(huge)).starts_with("a weight out of range"));
    }

    // The built-in network (resources/eval/network.bin) is what the program plays with: it is
    // read at start, a trained one, at its default share, and it judges the opening position
    // as about even.
    void builtInNetworkIsInUse()
    {
        const ai::Network* builtIn = ai::networkInUse();
        QVERIFY(builtIn);
        QVERIFY(std::any_of(builtIn->hiddenWeights.begin(), builtIn->hiddenWeights.end(),
            [](float w) { return w != 0.0f; }));
        QCOMPARE(ai::networkWeight(), ai::DefaultNetworkWeight);
        QVERIFY(std::abs(builtIn->correction(Position())) < 100);
    }

    // A missing or damaged file leaves the network in use as it was, with a message; a good
    // one replaces it; "none" plays without one; an empty name restores the built-in one.
    void badFileKeepsTheBuiltInNetwork()
    {
        const ai::Network* builtIn = ai::networkInUse();
        const std::vector<float> builtInWeights
            = builtIn ? builtIn->outputWeights : std::vector<float>{};
        QTemporaryDir dir;
        const std::string missing = dir.filePath("missing.bin").toStdString();
        QCOMPARE(ai::useNetworkFile(missing).error, "cannot open " + missing);
        QCOMPARE(ai::networkInUse() != nullptr, builtIn != nullptr);

        const std::string good = dir.filePath("good.bin").toStdString();
        std::string error;
        QVERIFY(ai::saveNetworkFile(randomNetwork(11), good, error));
        QVERIFY(ai::useNetworkFile(good).error.empty());
        QVERIFY(ai::networkInUse()->outputWeights == randomNetwork(11).outputWeights);

        const std::string damaged = dir.filePath("damaged.bin").toStdString();
        std::vector<unsigned char> bytes = ai::serializeNetwork(randomNetwork(11));
        bytes.resize(bytes.size() / 2);
        writeFile(damaged, bytes);
        QVERIFY(ai::useNetworkFile(damaged).error.starts_with(damaged + ": "));
        QCOMPARE(ai::networkInUse() != nullptr, builtIn != nullptr);

        QVERIFY(ai::useNetworkFile("none").error.empty());
        QCOMPARE(ai::networkInUse(), nullptr);
        QVERIFY(ai::useNetworkFile("").error.empty());
        QCOMPARE(ai::networkInUse() != nullptr, builtIn != nullptr);
        if (builtIn) QVERIFY(ai::networkInUse()->outputWeights == builtInWeights);
    }

    // A file that cannot be written leaves no half-written file behind.
    void saveFailsCleanlyInAMissingFolder()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath("no/such/folder/net.bin").toStdString();
        std::string error;
        QVERIFY(!ai::saveNetworkFile(ai::Network::zero(), path, error));
        QCOMPARE(error, "cannot write " + path + ".part");
    }

    // The weight scales the correction the search adds: 50 adds half of it, 0 none. The USI
    // option NetworkWeight sets it.
    void weightScalesTheCorrection()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath("bias.bin").toStdString();
        ai::Network bias = ai::Network::zero();
        bias.outputBias = 3.0f; // +300 for the side to move, whatever the position
        std::string error;
        QVERIFY(ai::saveNetworkFile(bias, path, error));
        QVERIFY(ai::useNetworkFile(path).error.empty());
        const auto scoreAtDepth1 = [](int weight) {
            ai::setNetworkWeight(weight);
            return openingScoreAtDepth1(ai::SearchLimits());
        };
        const int none = scoreAtDepth1(0), half = scoreAtDepth1(50), full = scoreAtDepth1(100);
        // The moves' scores are the replies' evaluations: the correction counts against us.
        QCOMPARE(half - none, -150);
        QCOMPARE(full - none, -300);
        // Only level 10 adds it: levels 1-9 play as they were measured, without a network.
        QCOMPARE(openingScoreAtDepth1(ai::applyLevel(ai::SearchLimits(), 10)), full);
        QCOMPARE(openingScoreAtDepth1(ai::applyLevel(ai::SearchLimits(), 9)), none);
        {
            usi::Engine engine([](const std::string&) {});
            engine.handle("setoption name NetworkWeight value 70");
        }
        QCOMPARE(ai::networkWeight(), 70);
        ai::setNetworkWeight(ai::DefaultNetworkWeight);
        ai::useNetworkFile("");
    }

    void usiEngineSaysWhenTheNetworkFileIsBad()
    {
        std::vector<std::string> lines;
        {
            usi::Engine engine([&lines](const std::string& line) { lines.push_back(line); });
            engine.handle("setoption name NetworkFile value /nonexistent/net.bin");
            engine.handle("position startpos");
            engine.handle("go depth 2");
        } // the destructor waits for the search
        QVERIFY(std::count(lines.begin(), lines.end(),
            "info string NetworkFile: cannot open /nonexistent/net.bin; using the built-in "
            "network"));
        QVERIFY(std::any_of(lines.begin(), lines.end(),
            [](const std::string& l) { return l.starts_with("bestmove "); }));
        ai::useNetworkFile("");
    }

    // Labelled lines that do not fit are refused with the reason.
    void badLabelledLinesAreRefused()
    {
        tuning::NetworkFit fit({});
        QCOMPARE(*fit.addGame("startpos moves 7g7f"),
            "expected a game, its scores and best moves, split by tabs");
        QCOMPARE(*fit.addGame("startpos moves 7g7f 3c3d\t12\t7g7f"),
            "the game has 2 moves, 1 scores and 1 best moves");
        QCOMPARE(*fit.addGame("position startpos\t\t"),
            "the game starts with neither 'startpos' nor 'sfen'");
        QVERIFY(fit.addGame("startpos moves 7g7f 7g7f\t1 2\t7g7f 3c3d")->starts_with("move 2 (7g7f): "));
        QVERIFY(!fit.addGame("startpos moves 7g7f 3c3d\t10 -#3\t7g7f 3c3d"));
    }

    // A teacher that always rates the side to move 300 better than our evaluation: the trained
    // network learns to add about that, and the loss falls.
    void trainingLearnsWhatTheTeacherAdds()
    {
        tuning::NetworkFitSettings settings;
        settings.epochs = 30;
        settings.skipPlies = 0;
        settings.learningRate = 3e-3;
        tuning::NetworkFit fit(settings);
        const char* games[] = {
            "startpos moves 7g7f 3c3d 2g2f 4c4d 2f2e 2b3c 3i4h 8b4b 5i6h 5a6b 6h7h 6b7b",
            "startpos moves 2g2f 8c8d 2f2e 8d8e 6i7h 4a3b 2e2d 2c2d 2h2d P*2c 2d2f 8e8f",
            "startpos moves 7g7f 8c8d 7i6h 3c3d 6h7g 7a6b 5g5f 5c5d 3i4h 3a4b 4i5h 4a3b",
        };
        for (int copy = 0; copy < 4; ++copy)
            for (const char* game : games)
                QVERIFY(!fit.addGame(labelledByATeacherAdding(game, 300)));
        const double before = fit.loss(ai::Network::zero(), false);
        const ai::Network net = fit.run([](const tuning::NetworkFitReport&) {});
        QVERIFY(fit.loss(net, false) < before / 2);
        QVERIFY(net.correction(Position()) > 100);
    }

    // With the outcome's share at one, each position's target is the outcome the teacher's
    // score of the last position gives: the side that made the last move, ahead there, won.
    void resultWeightTeachesTheOutcome()
    {
        const std::string game
            = "startpos moves 7g7f 3c3d 2g2f 4c4d 2f2e 2b3c 3i4h 8b4b 5i6h 5a6b 6h7h 6b7b";
        std::string line = labelledByATeacherAdding(game, 0);
        // Gote makes the twelfth and last move, in a position the teacher has won for it.
        const size_t scoresEnd = line.rfind('\t');
        const size_t lastScore = line.rfind(' ', scoresEnd - 2) + 1;
        line.replace(lastScore, scoresEnd - 1 - lastScore, "5000");
        ai::Value corrections[2];
        for (int weight : {0, 1}) {
            tuning::NetworkFitSettings settings;
            settings.epochs = 20;
            settings.skipPlies = 0;
            settings.learningRate = 3e-3;
            settings.resultWeight = weight;
            tuning::NetworkFit fit(settings);
            for (int copy = 0; copy < 10; ++copy) QVERIFY(!fit.addGame(line));
            corrections[weight] = fit.run([](const tuning::NetworkFitReport&) {}).correction(Position());
        }
        // Sente to move at the start: lost, by the outcome.
        QVERIFY2(corrections[1] < corrections[0] - 100,
            qPrintable(QString("%1 against %2").arg(corrections[1]).arg(corrections[0])));
    }

    // Training from a given network begins with its weights and keeps its shape, whatever
    // the settings say: the first report's loss is the given network's own.
    void trainingGoesOnFromAGivenNetwork()
    {
        tuning::NetworkFitSettings settings;
        settings.epochs = 3;
        settings.skipPlies = 0;
        settings.learningRate = 3e-3;
        tuning::NetworkFit fit(settings);
        const std::string line = labelledByATeacherAdding(
            "startpos moves 7g7f 3c3d 2g2f 4c4d 2f2e 2b3c 3i4h 8b4b 5i6h 5a6b", 300);
        for (int copy = 0; copy < 10; ++copy) QVERIFY(!fit.addGame(line));
        const ai::Network first = fit.run([](const tuning::NetworkFitReport&) {});
        QVERIFY(first.correction(Position()) > 0);

        settings.shape = {16, 8};
        tuning::NetworkFit again(settings);
        for (int copy = 0; copy < 10; ++copy) QVERIFY(!again.addGame(line));
        std::vector<double> losses;
        const ai::Network next = again.run(
            [&](const tuning::NetworkFitReport& r) { losses.push_back(r.trainLoss); }, &first);
        QCOMPARE(next.shape, first.shape);
        QCOMPARE(losses.front(), again.loss(first, false));
        QVERIFY(losses.front() < again.loss(ai::Network::zero(), false));
        QVERIFY(again.loss(next, true) <= again.loss(first, true));
    }

    // A step decayed to nothing after the first epoch: the later epochs leave the network of
    // the first as it was.
    void decayedStepStopsTheLaterEpochs()
    {
        const auto train = [](int epochs) {
            tuning::NetworkFitSettings settings;
            settings.epochs = epochs;
            settings.skipPlies = 0;
            settings.rateDecay = 0;
            settings.weightDecay = 1;
            tuning::NetworkFit fit(settings);
            const std::string line = labelledByATeacherAdding(
                "startpos moves 7g7f 3c3d 2g2f 4c4d 2f2e 2b3c 3i4h 8b4b", 200);
            bool added = true;
            for (int copy = 0; copy < 10; ++copy) added = added && !fit.addGame(line);
            std::vector<double> losses;
            if (!added) return std::pair(ai::Network::zero(), losses); // fails the size below
            const ai::Network net = fit.run(
                [&](const tuning::NetworkFitReport& r) { losses.push_back(r.trainLoss); });
            return std::pair(net, losses);
        };
        const ai::Network once = train(1).first;
        const auto [thrice, thriceLosses] = train(3);
        QCOMPARE(thriceLosses.size(), size_t(4));
        QVERIFY(thriceLosses[1] < thriceLosses[0]);
        QCOMPARE(thriceLosses[3], thriceLosses[1]);
        QCOMPARE(thrice.correction(Position()), once.correction(Position()));
    }
};

QTEST_GUILESS_MAIN(TestNetwork)
#include "tst_network.moc"
