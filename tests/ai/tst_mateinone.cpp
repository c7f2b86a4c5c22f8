// The mate-in-one finder of the quiescence search: known mates, the pawn-drop mate that the
// rules forbid, and agreement with trying every legal move in thousands of random positions.
#include "ai/mateinone.h"
#include "rules/movegen.h"
#include "rules/position.h"
#include "rules/usimove.h"

#include "../rules/rulestest.h"

#include <QTest>

#include <random>

using namespace shogiban;
using test::positionFrom;

namespace {

bool isMate(Position& pos, Move m)
{
    pos.doMove(m);
    const bool mate = MoveList<GenType::Legal>(pos).empty();
    pos.undoMove();
    return mate;
}

bool hasMateByBruteForce(Position& pos)
{
    for (Move m : MoveList<GenType::Legal>(pos))
        if (isMate(pos, m)) return true;
    return false;
}

} // namespace

class TestMateInOne : public QObject {
    Q_OBJECT

private slots:
    void goldDropGuardedByPawn()
    {
        Position pos = positionFrom("4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
        QCOMPARE(toUsi(ai::mateInOne(pos)), std::string("G*5b"));
    }

    void unguardedDropIsNoMate() // the king takes the gold
    {
        Position pos = positionFrom("4k4/9/9/9/9/9/9/9/4K4 b G 1");
        QVERIFY(!ai::mateInOne(pos));
    }

    // Gote's king in the corner, boxed in by its own knight; sente's gold guards 1b.
    void pawnDropMateIsNotAllowed()
    {
        Position pos = positionFrom("7nk/9/8G/9/9/9/9/9/4K4 b P 1");
        QVERIFY(!ai::mateInOne(pos));
        Position withLance = positionFrom("7nk/9/8G/9/9/9/9/9/4K4 b L 1");
        QCOMPARE(toUsi(ai::mateInOne(withLance)), std::string("L*1b"));
    }

    void pawnPushMayMate() // only the drop is forbidden; the gold on 2c guards 1b
    {
        Position pos = positionFrom("7nk/9/7GP/9/9/9/9/9/4K4 b - 1");
        const Move m = ai::mateInOne(pos);
        QCOMPARE(toUsi(m).substr(0, 4), std::string("1c1b"));
        QVERIFY(isMate(pos, m));
    }

    // Gote's king is walled in by its own lance and pawn; the silver steps off the rook's file.
    void discoveredCheckMates()
    {
        Position pos = positionFrom("7lk/7p1/9/9/8S/9/9/9/4K3R b - 1");
        const Move m = ai::mateInOne(pos);
        QCOMPARE(toUsi(m).substr(0, 2), std::string("1e"));
        QVERIFY(isMate(pos, m));
    }

    // Random games: wherever the side to move is not in check, the finder answers exactly when
    // some legal move mates, and the move it gives does.
    void agreesWithTryingEveryMove()
    {
        std::mt19937 random(2026);
        int positions = 0, mates = 0;
        while (positions < 20000) {
            Position pos;
            for (int ply = 0; ply < 200; ++ply) {
                const MoveList<GenType::Legal> moves(pos);
                if (moves.empty()) break;
                if (!pos.inCheck()) {
                    const Move found = ai::mateInOne(pos);
                    const bool expected = hasMateByBruteForce(pos);
                    QVERIFY2(bool(found) == expected, pos.sfen().c_str());
                    if (found) {
                        QVERIFY2(moves.contains(found) && isMate(pos, found), pos.sfen().c_str());
                        ++mates;
                    }
                    ++positions;
                }
                pos.doMove(moves[random() % moves.size()]);
            }
        }
        qInfo("%d positions, %d with a mate in one", positions, mates);
        QVERIFY(mates >= 100);
    }
};

QTEST_APPLESS_MAIN(TestMateInOne)
#include "tst_mateinone.moc"
