// The tools that tune the evaluation: random level openings and (below) the fit of the
// evaluation's weights to the results of played games.
#include "ai/evaluate.h"
#include "ai/search.h"
#include "ai/see.h"
#include "record/replay.h"
#include "rules/movegen.h"
#include "rules/position.h"
#include "rules/usimove.h"
#include "tuning/evalterms.h"
#include "tuning/kingrelativefit.h"
#include "tuning/movechoice.h"
#include "tuning/randomopening.h"
#include "tuning/texel.h"

#include <QTest>

#include <cstdlib>
#include <set>

using namespace shogiban;

class TestTuning : public QObject {
    Q_OBJECT

private slots:
    void randomOpeningsAreLegalLevelAndReproducible()
    {
        tuning::OpeningSettings settings;
        settings.plies = 6;
        std::mt19937_64 first(7), second(7);
        std::set<std::string> distinct;
        for (int i = 0; i < 10; ++i) {
            const std::vector<Move> opening = tuning::randomOpening(settings, first);
            QCOMPARE(tuning::randomOpening(settings, second), opening);
            QCOMPARE(opening.size(), size_t(6));
            std::string text;
            for (Move m : opening) text += toUsi(m);
            distinct.insert(text);
            Position pos;
            for (Move m : opening) {
                QVERIFY(MoveList<GenType::Legal>(pos).contains(m));
                pos.doMove(m);
            }
            ai::Searcher searcher(1);
            ai::SearchLimits limits;
            limits.depth = settings.balanceDepth;
            const std::atomic<bool> stop{false};
            QVERIFY(std::abs(searcher.search(pos, limits, stop).score) <= settings.maxImbalance);
        }
        QVERIFY(distinct.size() >= 9);
    }

    void scaleOfTheLogisticCurveIsFound()
    {
        // Results drawn from a curve of scale 400 with a fixed sequence: the fit finds it.
        std::mt19937_64 random(3);
        std::uniform_real_distribution<double> score(-1500, 1500), coin(0, 1);
        std::vector<double> values, results;
        for (int i = 0; i < 20000; ++i) {
            values.push_back(score(random));
            results.push_back(coin(random) < tuning::winChance(values.back(), 400) ? 1 : 0);
        }
        QVERIFY(std::abs(tuning::fitScale(values, results) - 400) < 40);
        QCOMPARE(tuning::winChance(0, 400), 0.5);
    }

    // Positions from a record: quiet ones only, the result for the side to move, the engine's
    // score from the move's comment.
    void samplesFromARecord()
    {
        const std::vector<const char*> usi = {"7g7f", "3c3d", "8h2b+", "3a2b", "2g2f"};
        Position pos;
        std::vector<Move> moves;
        for (const char* text : usi) {
            moves.push_back(parseUsiMove(pos, text).move);
            pos.doMove(moves.back());
        }
        // Gote resigns after sente's last move.
        record::Record rec = record::recordFromGame(
            std::string(record::StartSfen), moves, Outcome{Black, EndReason::Resignation});
        rec.moves[1].comments.push_back("score cp -40 depth 7");
        rec.moves[4].comments.push_back("score mate 3 depth 9");
        std::vector<tuning::Sample> samples;
        tuning::appendSamples(rec, {0}, samples);
        // Ply 2 (8h2b+) and 3 (3a2b) capture: 3 quiet positions remain.
        QCOMPARE(samples.size(), size_t(3));
        QCOMPARE(samples[0].result, 1.0); // sente to move, sente won
        QCOMPARE(samples[1].result, 0.0);
        QCOMPARE(samples[1].engineScore, std::optional(-40));
        QCOMPARE(samples[2].engineScore, std::optional(tuning::MateScore));
        QVERIFY(!samples[0].engineScore);
        QCOMPARE(samples[2].pos.sfen(), record::positionAfter(rec, 4).sfen());
        // Skipping the opening plies; an interrupted game teaches nothing.
        samples.clear();
        tuning::appendSamples(rec, {4}, samples);
        QCOMPARE(samples.size(), size_t(1));
        rec.moves.back().special = record::SpecialMove::Interrupt;
        samples.clear();
        tuning::appendSamples(rec, {0}, samples);
        QVERIFY(samples.empty());
    }

    // A position where the side to move can win material at once is no sample: gote's 7c pawn
    // could take the pawn on 7d for nothing, but gote played 4a3b.
    void winningCapturesAreNotQuiet()
    {
        Position pos;
        std::vector<Move> moves;
        for (const char* text : {"7g7f", "3c3d", "7f7e", "3d3e", "7e7d", "4a3b"}) {
            moves.push_back(parseUsiMove(pos, text).move);
            pos.doMove(moves.back());
        }
        const record::Record rec = record::recordFromGame(
            std::string(record::StartSfen), moves, Outcome{White, EndReason::Resignation});
        std::vector<tuning::Sample> samples;
        tuning::appendSamples(rec, {0}, samples);
        QCOMPARE(samples.size(), size_t(5));
        QCOMPARE(samples.back().pos.sfen(), record::positionAfter(rec, 4).sfen());
    }

    // Games in which the side to move always won: the fit raises the tempo bonus.
    void tunerFollowsTheResults()
    {
        tuning::OpeningSettings settings;
        settings.plies = 10;
        std::mt19937_64 random(11);
        std::vector<tuning::Sample> samples;
        std::vector<bool> validation;
        for (int i = 0; i < 120; ++i) {
            Position pos;
            for (Move m : tuning::randomOpening(settings, random)) pos.doMove(m);
            Position alone;
            alone.setSfen(pos.sfen());
            samples.push_back({alone, 1.0, std::nullopt});
            validation.push_back(i % 10 == 9);
        }
        tuning::TuneSettings tune;
        tune.passes = 2;
        tuning::Tuner tuner(samples, validation, tune);
        const double before = tuner.error(ai::DefaultEvalParams, false);
        int reports = 0;
        const ai::EvalParams fitted = tuner.run(ai::DefaultEvalParams, [&](const auto& r) {
            ++reports;
            QVERIFY(r.trainError < before);
            QVERIFY(r.validationError > 0);
        });
        QCOMPARE(reports, 2);
        // Steps grow while they help: from a first step of 1/8 of the tempo, it more than
        // doubles within the two passes.
        QVERIFY(fitted.tempo > 2 * ai::DefaultEvalParams.tempo);
        QVERIFY(tuner.error(fitted, false) < before);
        // A heavy cost on every change keeps the weights where they were.
        tune.regularization = 1;
        tune.passes = 1;
        tuning::Tuner held(samples, validation, tune);
        const ai::EvalParams kept = held.run(ai::DefaultEvalParams, [](const auto&) {});
        QCOMPARE(kept.tempo, ai::DefaultEvalParams.tempo);
        QCOMPARE(held.error(kept, false), before);
    }

    // The loss at once after a move: what the opponent's best capture wins by exchange.
    // What each weight group adds: nothing but the tempo in the symmetric start, the held
    // rook's value to its owner, and the same with the sign turned for the other side to move.
    void termContributionsNameEachGroupsShare()
    {
        const Position start;
        const auto terms = tuning::termContributions(start);
        QVERIFY(terms.size() > 20);
        QCOMPARE(terms.front().group, std::string("pieceValue"));
        for (const tuning::TermContribution& term : terms)
            QCOMPARE(term.value, term.group == "tempo" ? ai::DefaultEvalParams.tempo : 0);

        Position black, white;
        black.setSfen("lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B7/LNSGKGSNL b R 1");
        white.setSfen("lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B7/LNSGKGSNL w R 1");
        const auto forBlack = tuning::termContributions(black);
        const auto forWhite = tuning::termContributions(white);
        QCOMPARE(forBlack.size(), terms.size());
        for (size_t i = 0; i < forBlack.size(); ++i) {
            if (forBlack[i].group == "tempo") continue;
            QCOMPARE(forWhite[i].value, -forBlack[i].value);
            if (forBlack[i].group == "pieceValue") QCOMPARE(forBlack[i].value, 0);
            if (forBlack[i].group == "handValue") QVERIFY(forBlack[i].value > 500);
        }
    }

    void exchangeLossIsTheBestCapture()
    {
        Position pos;
        QCOMPARE(tuning::exchangeLoss(pos), 0); // the start: no capture at all
        // Gote to move; sente's rook on 5e stands where gote's pawn on 5d takes it for nothing,
        // and sente's gold on 1g is attacked by nothing.
        pos.setSfen("4k4/9/9/4p4/4R4/9/8G/9/4K4 w - 1");
        const int loss = tuning::exchangeLoss(pos);
        const Move take = parseUsiMove(pos, "5d5e").move;
        QVERIFY(loss > 0);
        QVERIFY(ai::seeAtLeast(pos, take, loss));
        QVERIFY(!ai::seeAtLeast(pos, take, loss + 1));
    }

    // A teacher that always plays the move the evaluation in use rates best is followed in
    // every choice; a teacher that values mobility three times as much teaches the fit to
    // raise mobility.
    void moveChoiceFollowsTheTeacher()
    {
        // 24 plies of the teacher, after a first move of the test's own when it gives one.
        const auto teacherGame = [](const ai::EvalParams& params, const char* first = nullptr) {
            Position pos;
            std::vector<Move> moves;
            if (first) {
                moves.push_back(parseUsiMove(pos, first).move);
                pos.doMove(moves.back());
            }
            for (int ply = 0; ply < 24; ++ply) {
                Move best = Move::none();
                double bestValue = 0;
                for (Move m : MoveList<GenType::Legal>(pos)) {
                    Position after;
                    after.setSfen(pos.sfen());
                    after.doMove(m);
                    const double value
                        = -double(ai::evaluate(after, params)) - tuning::exchangeLoss(after);
                    if (best.isNone() || value > bestValue) {
                        best = m;
                        bestValue = value;
                    }
                }
                moves.push_back(best);
                pos.doMove(best);
            }
            return record::recordFromGame(
                std::string(record::StartSfen), moves, Outcome{Black, EndReason::Resignation});
        };
        const auto choicesOf
            = [](const record::Record& rec, int skip, int rivals, std::string teacher = {}) {
                  std::vector<tuning::MoveChoice> choices;
                  tuning::appendMoveChoices(rec, {skip, rivals, teacher}, choices);
                  return choices;
              };
        record::Record same = teacherGame(ai::DefaultEvalParams);
        std::vector<tuning::MoveChoice> choices = choicesOf(same, 0, 600);
        QCOMPARE(choices.size(), size_t(24));
        // The played move's position first, then every other legal move's.
        QCOMPARE(choices[3].after.front().sfen(), record::positionAfter(same, 4).sfen());
        QCOMPARE(choices[0].after.size(), MoveList<GenType::Legal>(Position()).size());
        QCOMPARE(choicesOf(same, 4, 5).size(), size_t(20));
        QCOMPARE(choicesOf(same, 4, 5)[0].after.size(), size_t(6));
        // A teacher named: only that player's moves (gote's here, from ply 4: 10 of them).
        same.setHeader("先手", "Shogiban 0.1.0");
        same.setHeader("後手", "gpsshogi r3033");
        const std::vector<tuning::MoveChoice> gote = choicesOf(same, 4, 5, "gpsshogi");
        QCOMPARE(gote.size(), size_t(10));
        QCOMPARE(gote[0].after.front().sfen(), record::positionAfter(same, 6).sfen());
        QVERIFY(choicesOf(same, 0, 5, "Fairy").empty());
        const tuning::MoveChoiceObjective followed(
            std::move(choices), std::vector<bool>(24, false), 2);
        QVERIFY(followed.agreement(ai::DefaultEvalParams, false) > 0.95);

        ai::EvalParams mobile = ai::DefaultEvalParams;
        for (int& w : mobile.mobility) w *= 3;
        std::vector<tuning::MoveChoice> taught;
        std::vector<bool> validation;
        for (const char* first : {"7g7f", "2g2f", "5g5f"}) {
            tuning::appendMoveChoices(teacherGame(mobile, first), {1, 40, {}}, taught);
            validation.resize(taught.size(), first[0] == '5');
        }
        const tuning::MoveChoiceObjective objective(std::move(taught), validation, 2);
        tuning::TuneSettings settings;
        settings.passes = 3;
        settings.groups = {"mobility"};
        settings.threads = 2;
        const double before = objective.error(ai::DefaultEvalParams, false);
        const ai::EvalParams fitted
            = tuning::descend(objective, ai::DefaultEvalParams, settings, [](const auto&) {});
        QVERIFY(objective.error(fitted, false) < before);
        int sumBefore = 0, sumAfter = 0;
        for (size_t t = 0; t < PieceTypeNb; ++t) {
            sumBefore += ai::DefaultEvalParams.mobility[t];
            sumAfter += fitted.mobility[t];
        }
        QVERIFY2(sumAfter > sumBefore,
            qPrintable(QString("mobility %1 -> %2").arg(sumBefore).arg(sumAfter)));
    }

    // Games won with the gold beside the own king and lost with it far away: the fit of the
    // king-relative terms learns the gold's place.
    void kingRelativeFitLearnsWhatWins()
    {
        Position near, far;
        near.setSfen("4k4/9/9/9/9/9/9/3G5/4K4 b - 1");
        far.setSfen("4k4/9/9/9/G8/9/9/9/4K4 b - 1");
        std::vector<tuning::Sample> samples;
        std::vector<bool> validation;
        for (int i = 0; i < 40; ++i) {
            samples.push_back({i % 2 ? near : far, i % 2 ? 1.0 : 0.0, std::nullopt});
            validation.push_back(i % 10 >= 8);
        }
        tuning::KingRelativeFitSettings settings;
        settings.epochs = 50;
        tuning::KingRelativeFit fit(samples, validation, settings);
        const ai::KingRelativeWeights none;
        int reports = 0;
        const ai::KingRelativeWeights fitted = fit.run([&](const auto&) { ++reports; }, 10);
        QCOMPARE(reports, 5);
        QVERIFY(fit.loss(fitted, false) < fit.loss(none, false));
        QVERIFY(fit.loss(fitted, true) < fit.loss(none, true));
        using namespace ai::kingrelative;
        QVERIFY(fitted.values[size_t(boardFeature(OwnKing, Gold, -1, 1))] > 20);
        QVERIFY(fitted.values[size_t(boardFeature(OwnKing, Gold, -3, 3))] < -20);
    }
};

QTEST_APPLESS_MAIN(TestTuning)
#include "tst_tuning.moc"
