// Thousands of self-play plies at small depths with every level's noise: each move the search
// returns is legal, and a game that ends does so by the rules.
#include "ai/levels.h"
#include "ai/search.h"
#include "rules/movegen.h"
#include "rules/outcome.h"
#include "rules/position.h"

#include <QTest>

using namespace shogiban;

class TestSelfPlay : public QObject {
    Q_OBJECT

private slots:
    void noIllegalMoveInSelfPlay()
    {
        ai::Searcher searcher(4);
        std::atomic<bool> stop{false};
        int plies = 0;
        int games = 0;
        for (uint64_t seed = 1; plies < 3000; ++seed, ++games) {
            Position pos;
            searcher.newGame();
            for (int ply = 0; ply < 300; ++ply, ++plies) {
                if (judge(pos)) break;
                ai::SearchLimits limits;
                limits.seed = seed;
                limits.nodes = 400;
                limits = ai::applyLevel(limits, 1 + int(seed % 6));
                const ai::SearchResult r = searcher.search(pos, limits, stop);
                QVERIFY(r.best);
                QVERIFY2(MoveList<GenType::Legal>(pos).contains(r.best), pos.sfen().c_str());
                pos.doMove(r.best);
            }
        }
        QVERIFY(plies >= 3000);
        qInfo("%d plies in %d games", plies, games);
    }
};

QTEST_APPLESS_MAIN(TestSelfPlay)
#include "tst_selfplay.moc"
