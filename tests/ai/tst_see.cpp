// Static exchange evaluation: the material a move wins after the best recaptures on its square.
#include "ai/evaluate.h"
#include "ai/see.h"
#include "rules/position.h"
#include "rules/usimove.h"

#include <QTest>

using namespace shogiban;

namespace {

struct Case {
    Position pos;
    Move move;
};

Case caseFrom(const char* sfen, const char* move)
{
    Case c;
    if (c.pos.setSfen(sfen)) qFatal("bad test sfen %s", sfen);
    const UsiMoveResult m = parseUsiMove(c.pos, move);
    if (!m) qFatal("bad test move %s", move);
    c.move = m.move;
    return c;
}

} // namespace

class TestSee : public QObject {
    Q_OBJECT

private slots:
    void undefendedPieceIsWon()
    {
        // The rook takes a silver nobody defends.
        const Case c = caseFrom("4k4/9/9/4s4/9/9/9/4R4/4K4 b - 1", "5h5d");
        QVERIFY(ai::seeAtLeast(c.pos, c.move, ai::captureGain(Silver)));
        QVERIFY(!ai::seeAtLeast(c.pos, c.move, ai::captureGain(Silver) + 1));
    }

    void defendedPieceCostsTheAttacker()
    {
        // Rook takes a pawn that a gold defends: rook lost for a pawn.
        const Case c = caseFrom("4k4/9/4g4/4p4/9/9/9/4R4/4K4 b - 1", "5h5d");
        QVERIFY(!ai::seeAtLeast(c.pos, c.move, 0));
        // The same capture by a pawn wins a pawn for a pawn and keeps the balance.
        const Case pawn = caseFrom("4k4/9/4g4/4p4/4P4/9/9/9/4K4 b - 1", "5e5d");
        QVERIFY(ai::seeAtLeast(pawn.pos, pawn.move, 0));
    }

    void xRayAttackerJoinsTheExchange()
    {
        // Rook takes a silver the gold defends: alone it gives the rook for the silver; with
        // a second rook behind it the gold falls too, and the exchange pays.
        const Case alone = caseFrom("4k4/9/4g4/4s4/9/9/4R4/9/K8 b - 1", "5g5d");
        QVERIFY(!ai::seeAtLeast(alone.pos, alone.move, 0));
        const Case doubled = caseFrom("4k4/9/4g4/4s4/9/9/4R4/4R4/K8 b - 1", "5g5d");
        QVERIFY(ai::seeAtLeast(doubled.pos, doubled.move, 0));
    }

    void kingMovesAndCapturesAreNeverRecaptured()
    {
        // A legal king move goes only where no enemy piece attacks: it keeps what it takes.
        const Case capture = caseFrom("4k4/9/9/9/9/9/9/4p4/4K4 b - 1", "5i5h");
        QVERIFY(ai::seeAtLeast(capture.pos, capture.move, ai::captureGain(Pawn)));
        const Case quiet = caseFrom("4k4/9/9/9/9/9/9/9/4K4 b - 1", "5i4h");
        QVERIFY(ai::seeAtLeast(quiet.pos, quiet.move, 0));
        QVERIFY(!ai::seeAtLeast(quiet.pos, quiet.move, 1));
    }
};

QTEST_APPLESS_MAIN(TestSee)
#include "tst_see.moc"
