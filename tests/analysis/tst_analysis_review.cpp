// Game review: a piece thrown away and a missed mate in one are blunders with the better move
// and the reason; a level game between strong players gets few marks; the graph follows the
// scores from sente's side; the scores survive a save in KIF, KI2 and JKF and come back on
// load; a review stops within 100 ms and continues where it stopped.
#include "analysistest.h"

#include "analysis/judgement.h"
#include "analysis/reviewcomments.h"
#include "analysis/reviewjson.h"
#include "analysis/winchance.h"
#include "engine/steadyclock.h"
#include "record/formats.h"
#include "record/replay.h"

#include <QScopeGuard>
#include <QTest>

#include <thread>

using namespace shogiban;
using namespace shogiban::analysis;
using namespace shogiban::analysis::test;

namespace {

// 3. 8h5e?? puts the bishop where gote's bishop takes it for nothing.
record::Record bishopForNothing()
{
    return recordOf(record::StartSfen, {"7g7f", "3c3d", "8h5e", "2b5e", "2g2f", "5e4d"});
}

// Sente mates with G*5b; 5c6c instead lets gote mate first with G*1h.
constexpr const char* MateInOneSfen = "4k4/9/4G4/9/9/9/7s1/9/8K b Gg 1";
record::Record missedMateInOne()
{
    return recordOf(MateInOneSfen, {"5c6c", "G*1h"});
}

// The reviews are deterministic: each is searched once for all the tests.
const GameReview& bishopForNothingReview()
{
    static const GameReview review = reviewed(bishopForNothing());
    return review;
}

const GameReview& missedMateInOneReview()
{
    static const GameReview review = reviewed(missedMateInOne());
    return review;
}

Move usi(const char* text)
{
    const UsiMoveResult m = parseUsiMove(text);
    if (!m) qFatal("bad move %s", text);
    return m.move;
}

// The first 32 plies of the game (a static rook against a ranging rook, pieces still being
// developed).
constexpr const char* QuietGameUsi
    = "position startpos moves 7g7f 3c3d 2g2f 4c4d 2f2e 2b3c 3i4h 8b4b 7i6h 5a6b 4i5h 3a3b "
      "1g1f 6b7b 6i7h 7a6b 7f7e 5c5d 2h2f 6b5c 5i4i 5c6d 2f7f 4d4e 8i7g 3c4d 6g6f 7b8b 6f6e "
      "6d5c 3g3f 4d5e";

int markCount(const std::vector<std::optional<MoveJudgement>>& judgements, Color side)
{
    int count = 0;
    for (const auto& j : judgements) count += j && j->mover == side && j->mark != Mark::None;
    return count;
}

} // namespace

class TestAnalysisReview : public QObject {
    Q_OBJECT

private slots:
    void winChanceFormula()
    {
        QCOMPARE(winChance(0), 0.5);
        QVERIFY(qAbs(winChance(600) - 1 / (1 + std::exp(-1.0))) < 1e-12);
        QVERIFY(qAbs(winChance(600) + winChance(-600) - 1) < 1e-12);
        QCOMPARE(winChance(ai::mateIn(7)), 1.0);
        QCOMPARE(winChance(ai::matedIn(2)), 0.0);
        QCOMPARE(markForLoss(0.04), Mark::None);
        QCOMPARE(markForLoss(0.05), Mark::Inaccuracy);
        QCOMPARE(markForLoss(0.12), Mark::Mistake);
        QCOMPARE(markForLoss(0.20), Mark::Blunder);
    }

    void pieceLostForNothingIsABlunder()
    {
        const GameReview& review = bishopForNothingReview();
        QVERIFY(review.complete());
        const auto judgements = judgeReview(review);
        QCOMPARE(judgements.size(), size_t(6));
        const MoveJudgement& blunder = *judgements[2];
        QCOMPARE(blunder.ply, 3);
        QCOMPARE(blunder.mover, Black);
        QCOMPARE(blunder.played, usi("8h5e"));
        QCOMPARE(blunder.mark, Mark::Blunder);
        QVERIFY(blunder.best && blunder.best != blunder.played);
        QVERIFY2(blunder.bestScore - blunder.playedScore > 800,
            qPrintable(QString("%1 -> %2").arg(blunder.bestScore).arg(blunder.playedScore)));
        QVERIFY(!blunder.explanations.empty());
        const Explanation& why = blunder.explanations.front();
        QCOMPARE(why.code, ExplanationCode::LostPiece);
        QCOMPARE(why.piece, Bishop);
        QCOMPARE(why.move(), usi("2b5e"));
        QCOMPARE(why.line.front(), usi("8h5e"));
        // Taking the bishop is gote's best move, never a mistake.
        QCOMPARE(judgements[3]->mark, Mark::None);
        const auto sides = summarize(judgements);
        QCOMPARE(sides[Black].blunders, 1);
        QCOMPARE(sides[White].blunders, 0);
        QCOMPARE(sides[Black].moves, 3);
        QVERIFY(sides[Black].averageLoss > sides[White].averageLoss);
        QVERIFY(sides[Black].averageCentipawnLoss > 200);
    }

    void missedMateInOneIsABlunder()
    {
        const GameReview& review = missedMateInOneReview();
        const auto judgements = judgeReview(review);
        const MoveJudgement& blunder = *judgements[0];
        QCOMPARE(blunder.mark, Mark::Blunder);
        QCOMPARE(blunder.best, usi("G*5b"));
        QCOMPARE(blunder.bestScore, ai::mateIn(1));
        QCOMPARE(blunder.playedScore, ai::matedIn(1));
        QCOMPARE(blunder.explanations.size(), size_t(2));
        QCOMPARE(blunder.explanations[0].code, ExplanationCode::MissedMate);
        QCOMPARE(blunder.explanations[0].plies, 1);
        QCOMPARE(blunder.explanations[0].move(), usi("G*5b"));
        QCOMPARE(blunder.explanations[1].code, ExplanationCode::AllowedMate);
        QCOMPARE(blunder.explanations[1].plies, 1);
        QCOMPARE(blunder.explanations[1].move(), usi("G*1h"));
        // Gote mated: its move is the best there is.
        QCOMPARE(judgements[1]->mark, Mark::None);
        QCOMPARE(judgements[1]->playedScore, ai::mateIn(0));
        QVERIFY(review.positions[2]->pv.empty());
    }

    // 1. K-8h leaves gote's rook on 1e, which the bishop could take.
    void missedPieceIsExplained()
    {
        const GameReview review = reviewed(recordOf("4k4/9/9/9/8r/9/9/9/K3B4 b - 1", {"9i8h"}));
        const auto judgements = judgeReview(review);
        const MoveJudgement& j = *judgements[0];
        QCOMPARE(j.mark, Mark::Blunder);
        QCOMPARE(j.best, usi("5i1e"));
        QCOMPARE(j.explanations.size(), size_t(1));
        QCOMPARE(j.explanations[0].code, ExplanationCode::MissedPiece);
        QCOMPARE(j.explanations[0].piece, Rook);
        QCOMPARE(j.explanations[0].move(), usi("5i1e"));
    }

    // Fairy-Stockfish against itself (200,000 nodes a move) from a quiet opening: a level
    // game by players far stronger than a learner. At most a couple of small marks per side,
    // and no blunder.
    void levelGameGetsFewMarks()
    {
        const record::ReadResult read = record::readRecord(QuietGameUsi, record::RecordFormat::Usi);
        QVERIFY(read.ok());
        const GameReview review = reviewed(read.record);
        const auto judgements = judgeReview(review);
        const auto sides = summarize(judgements);
        for (Color side : {Black, White}) {
            qInfo("%s: %d marks (%d inaccuracies, %d mistakes, %d blunders) in %d moves, "
                  "average loss %.1f%%",
                side == Black ? "sente" : "gote", markCount(judgements, side),
                sides[side].inaccuracies, sides[side].mistakes, sides[side].blunders,
                sides[side].moves, sides[side].averageLoss * 100);
            QCOMPARE(sides[side].blunders, 0);
            QVERIFY(markCount(judgements, side) <= 3);
            QVERIFY(sides[side].averageLoss < 0.03);
        }
    }

    // With several lines each position's lines are one iteration's, best first for the side
    // to move, and the first is the engine's answer (its score and line).
    void multiPvLinesAreOrderedAndOfOneDepth()
    {
        const record::ReadResult read = record::readRecord(QuietGameUsi, record::RecordFormat::Usi);
        QVERIFY(read.ok());
        std::vector<Move> moves = record::mainLineMoves(read.record);
        moves.resize(12);
        GameReview review = GameReview::ofGame(record::startSfenOf(read.record), moves);
        ReviewOptions options = deterministicOptions();
        options.multiPv = 4;
        const std::atomic<bool> stop{false};
        QVERIFY(runReview(review, options, stop));
        for (const std::optional<PositionAnalysis>& position : review.positions) {
            const std::vector<AnalysisLine>& lines = position->lines;
            QCOMPARE(lines.size(), size_t(4));
            QCOMPARE(position->pv, lines[0].pv);
            QCOMPARE(position->score, lines[0].score);
            QCOMPARE(position->depth, lines[0].depth);
            for (size_t i = 1; i < lines.size(); ++i) {
                QCOMPARE(lines[i].rank, int(i) + 1);
                QCOMPARE(lines[i].depth, lines[0].depth);
                QVERIFY2(lines[i].score <= lines[i - 1].score,
                    qPrintable(QString("line %1 scores %2 after %3")
                                   .arg(i + 1)
                                   .arg(lines[i].score)
                                   .arg(lines[i - 1].score)));
            }
        }
    }

    void graphFollowsSentesScore()
    {
        const GameReview& review = bishopForNothingReview();
        const std::vector<GraphPoint> graph = evaluationGraph(review);
        QCOMPARE(graph.size(), size_t(7));
        for (int i = 0; i < 7; ++i) {
            QCOMPARE(graph[size_t(i)].ply, i);
            QVERIFY(graph[size_t(i)].searched);
            // Sente's view: the side to move's score, negated when gote is to move.
            const ai::Value own = review.positions[size_t(i)]->score;
            QCOMPARE(graph[size_t(i)].senteScore, clampForGraph(i % 2 == 0 ? own : -own));
        }
        QVERIFY(std::abs(graph[2].senteScore) < 300); // level before the blunder
        QVERIFY(graph[3].senteScore < -800); // the bishop hangs
        QVERIFY(graph[3].senteChance < 0.2);

        const std::vector<GraphPoint> mate = evaluationGraph(missedMateInOneReview());
        QCOMPARE(mate[0].senteMate, std::optional<int>(1));
        QCOMPARE(mate[0].senteScore, GraphLimit); // clamped
        QCOMPARE(mate[1].senteMate, std::optional<int>(-1));
        QCOMPARE(mate[1].senteChance, 0.0);
        QCOMPARE(mate[2].senteScore, -GraphLimit); // sente is checkmated
    }

    void partialReviewGraphHasGaps()
    {
        GameReview review = GameReview::ofRecord(bishopForNothing());
        QCOMPARE(review.positionCount(), 7);
        QCOMPARE(review.searchedCount(), 0);
        const auto judgements = judgeReview(review);
        QVERIFY(std::none_of(
            judgements.begin(), judgements.end(), [](const auto& j) { return j.has_value(); }));
        QVERIFY(!evaluationGraph(review)[0].searched);
    }

    void savedScoresComeBack_data()
    {
        QTest::addColumn<int>("format");
        QTest::newRow("kif") << int(record::RecordFormat::Kif);
        QTest::newRow("kifu") << int(record::RecordFormat::Kifu);
        QTest::newRow("ki2") << int(record::RecordFormat::Ki2);
        QTest::newRow("jkf") << int(record::RecordFormat::Jkf);
    }

    void savedScoresComeBack()
    {
        QFETCH(int, format);
        const std::pair<record::Record, const GameReview*> games[]
            = {{bishopForNothing(), &bishopForNothingReview()},
                {missedMateInOne(), &missedMateInOneReview()}};
        for (const auto& [original, reviewOf] : games) {
            const GameReview& review = *reviewOf;
            record::Record rec = original;
            rec.moves[0].comments.push_back("a player's own comment");
            writeReviewComments(rec, review);
            writeReviewComments(rec, review); // a second save replaces the first
            const std::string bytes = record::writeRecord(rec, record::RecordFormat(format));
            const record::ReadResult read = record::readRecord(bytes, record::RecordFormat(format));
            QVERIFY(read.ok());
            const GameReview back = reviewFromComments(read.record);
            QCOMPARE(back.positionCount(), review.positionCount());
            QVERIFY(back.complete());
            for (int i = 0; i < review.positionCount(); ++i) {
                QCOMPARE(back.positions[size_t(i)]->score, review.positions[size_t(i)]->score);
                QVERIFY(back.positions[size_t(i)]->pv == review.positions[size_t(i)]->pv);
                QCOMPARE(back.positions[size_t(i)]->depth, review.positions[size_t(i)]->depth);
            }
            QCOMPARE(reviewJson(back), reviewJson(review));
            // The player's comment is kept once, before the review's lines.
            const std::vector<std::string>& first = read.record.moves[0].comments;
            QCOMPARE(std::count(first.begin(), first.end(), "a player's own comment"), 1);
            QCOMPARE(std::count_if(first.begin(), first.end(),
                         [](const std::string& c) { return c.starts_with("#エンジン="); }),
                1);
        }
    }

    // What other programs read: "*#評価値=" lines in KIF, the blunder's mark and better move.
    void commentsInKif()
    {
        record::Record rec = bishopForNothing();
        writeReviewComments(rec, bishopForNothingReview());
        const std::string kif = record::writeRecord(rec, record::RecordFormat::Kifu);
        QVERIFY2(kif.find("\n*#評価値=") != std::string::npos, kif.c_str());
        QVERIFY(kif.find("\n*#読み筋=△") != std::string::npos);
        QVERIFY(kif.find("\n*【大悪手】\n*#最善手=▲") != std::string::npos);
        QVERIFY(kif.find("\n*#エンジン=Shogiban ") != std::string::npos);
    }

    // A record analysed by ShogiHome: its "#評価値" and "#読み筋" lines are read (its situation
    // words such as 互角 stay ordinary comments).
    void readsShogiHomeAnalysis()
    {
        const std::string kifu = "手合割：平手\n"
                                 "手数----指手---------消費時間--\n"
                                 "*#評価値=40\n"
                                 "   1 ７六歩(77)\n"
                                 "*互角\n"
                                 "*#評価値=58\n"
                                 "*#読み筋=△３四歩(33)▲２六歩(27)\n"
                                 "*#エンジン=some engine\n"
                                 "   2 ３四歩(33)\n"
                                 "*#詰み=後手勝ち:9手\n"
                                 "   3 ２六歩(27)\n";
        const record::ReadResult read = record::readRecord(kifu, record::RecordFormat::Kifu);
        QVERIFY(read.ok());
        const GameReview review = reviewFromComments(read.record);
        QCOMPARE(review.positionCount(), 4);
        QCOMPARE(review.positions[0]->score, 40);
        QVERIFY(review.positions[0]->pv.empty());
        QCOMPARE(review.positions[1]->score, -58); // gote to move, sente's +58
        QCOMPARE(review.positions[1]->pv.size(), size_t(2));
        QCOMPARE(review.positions[1]->pv[1], usi("2g2f"));
        QCOMPARE(review.positions[2]->score, ai::matedIn(9)); // sente to move, gote mates
        QVERIFY(!review.positions[3]);
        QCOMPARE(read.record.moves[0].comments.front(), "互角");
    }

    // Stopped in the middle of a position given a minute, the review returns long before that
    // minute is over, reports nothing more and leaves that position unsearched; run again, it
    // continues from there. (How soon it
    // returns is measured by shogiban-tool bench --latency, not here: the machine is shared.)
    void stopsAtOnceAndContinues()
    {
        GameReview review = bishopForNothingReview();
        for (size_t i = 2; i < review.positions.size(); ++i) review.positions[i].reset();
        ReviewOptions options;
        options.moveTimeMs = 60'000; // a minute for the next position
        options.threads = 2;
        std::atomic<bool> stop{false};
        std::atomic<bool> returned{false};
        std::atomic<int> progressAfterStop{0};
        bool complete = true;
        std::thread reviewer([&] {
            complete = runReview(review, options, stop, [&](int, int) {
                if (stop) ++progressAfterStop;
            });
            returned = true;
        });
        const auto joined = qScopeGuard([&] { // also when a check below fails
            stop = true;
            if (reviewer.joinable()) reviewer.join();
        });
        QTest::qWait(1000); // searching by then, past the making of the hash table
        QVERIFY(!returned);
        const int64_t stoppedAt = steadyMs();
        stop = true;
        // Generous: a tenth of the position's time, against a review that ignored the stop.
        QTRY_VERIFY_WITH_TIMEOUT(returned, int(options.moveTimeMs / 10));
        qInfo("returned %lld ms after the stop", static_cast<long long>(steadyMs() - stoppedAt));
        reviewer.join();
        QVERIFY(!complete);
        QCOMPARE(progressAfterStop.load(), 0);
        QCOMPARE(review.searchedCount(), 2);
        QVERIFY(!review.positions[2]);

        stop = false;
        std::vector<int> progress;
        QVERIFY(runReview(review, deterministicOptions(), stop,
            [&](int position, int searched) { progress.push_back(position * 100 + searched); }));
        QVERIFY(review.complete());
        QCOMPARE(progress, (std::vector<int>{203, 304, 405, 506, 607}));
    }
};

QTEST_GUILESS_MAIN(TestAnalysisReview)
#include "tst_analysis_review.moc"
