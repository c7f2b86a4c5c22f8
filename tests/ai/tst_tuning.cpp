// The tools that tune the evaluation: random level openings and (below) the fit of the
// evaluation's weights to the results of played games.
#include "ai/search.h"
#include "rules/movegen.h"
#include "rules/position.h"
#include "rules/usimove.h"
#include "tuning/randomopening.h"

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
};

QTEST_APPLESS_MAIN(TestTuning)
#include "tst_tuning.moc"
