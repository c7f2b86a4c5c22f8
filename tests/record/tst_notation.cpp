// Japanese and Western move notation: generation follows the JSA rules for modifiers, and
// every legal move of many positions parses back to itself.
#include "record/notation.h"
#include "rules/movegen.h"
#include "rules/usimove.h"

#include <QTest>

#include <random>

using namespace shogiban;
using namespace shogiban::record;

namespace {

Position at(std::string_view sfen)
{
    Position pos;
    if (auto error = pos.setSfen(sfen)) qFatal("bad SFEN in test: %s", std::string(sfen).c_str());
    return pos;
}

Move usi(const Position& pos, std::string_view text)
{
    UsiMoveResult r = parseUsiMove(pos, text);
    if (!r) qFatal("illegal move in test: %s", std::string(text).c_str());
    return r.move;
}

QString japanese(std::string_view sfen, std::string_view move)
{
    Position pos = at(sfen);
    return QString::fromStdString(japaneseMove(pos, usi(pos, move), std::nullopt, MoveMarks::None));
}

} // namespace

class TestNotation : public QObject {
    Q_OBJECT
private slots:
    void japaneseBasicMovesAndMarks()
    {
        Position pos;
        QCOMPARE(QString::fromStdString(japaneseMove(pos, usi(pos, "7g7f"), std::nullopt)),
            QStringLiteral("☗７六歩"));
        QCOMPARE(QString::fromStdString(
                     japaneseMove(pos, usi(pos, "7g7f"), std::nullopt, MoveMarks::Triangles)),
            QStringLiteral("▲７六歩"));
    }

    void japaneseSameSquarePromotionAndDrop()
    {
        Position pos;
        for (const char* m : {"7g7f", "3c3d"}) pos.doMove(usi(pos, m));
        Move takeBishop = usi(pos, "8h2b+");
        QCOMPARE(QString::fromStdString(japaneseMove(pos, takeBishop, std::nullopt)),
            QStringLiteral("☗２二角成"));
        pos.doMove(takeBishop);
        QCOMPARE(
            QString::fromStdString(japaneseMove(pos, usi(pos, "3a2b"), Square(takeBishop.to()))),
            QStringLiteral("☖同　銀"));
        // A bishop dropped where no bishop on the board could go: no 打.
        pos.doMove(usi(pos, "3a2b"));
        QCOMPARE(QString::fromStdString(japaneseMove(pos, usi(pos, "B*4e"), std::nullopt)),
            QStringLiteral("☗４五角"));
    }

    void japaneseDropNamedWhenABoardPieceCouldGoThere()
    {
        QCOMPARE(japanese("4k4/9/9/9/9/9/9/9/G3K4 b G 1", "G*9h"), QStringLiteral("９八金打"));
        QCOMPARE(japanese("4k4/9/9/9/9/9/9/9/G3K4 b G 1", "9i9h"), QStringLiteral("９八金"));
    }

    void japaneseLeftRightStraight()
    {
        const char* threeGolds = "4k4/9/9/9/9/9/9/9/K2GGG3 b - 1";
        QCOMPARE(japanese(threeGolds, "6i5h"), QStringLiteral("５八金左"));
        QCOMPARE(japanese(threeGolds, "5i5h"), QStringLiteral("５八金直"));
        QCOMPARE(japanese(threeGolds, "4i5h"), QStringLiteral("５八金右"));
        // Gote sees the board the other way round: its left is file 1.
        const char* goteGolds = "3ggg2k/9/9/9/9/9/9/9/4K4 w - 1";
        QCOMPARE(japanese(goteGolds, "4a5b"), QStringLiteral("５二金左"));
        QCOMPARE(japanese(goteGolds, "6a5b"), QStringLiteral("５二金右"));
    }

    void japaneseUpSidewaysBack()
    {
        const char* golds = "4k4/9/9/9/9/9/9/3G5/K3G4 b - 1";
        QCOMPARE(japanese(golds, "5i5h"), QStringLiteral("５八金上"));
        QCOMPARE(japanese(golds, "6h5h"), QStringLiteral("５八金寄"));
        const char* silvers = "4k4/9/9/9/9/9/5S3/9/K2S1S3 b - 1";
        QCOMPARE(japanese(silvers, "6i5h"), QStringLiteral("５八銀左"));
        QCOMPARE(japanese(silvers, "4i5h"), QStringLiteral("５八銀右上"));
        QCOMPARE(japanese(silvers, "4g5h"), QStringLiteral("５八銀引"));
    }

    void japaneseDragonsNeverStraight()
    {
        // Two dragons that both reach 5d moving up: 左 / 右; only one reaches 6b.
        const char* dragons = "k8/9/9/9/3+R1+R3/9/9/9/K8 b - 1";
        QCOMPARE(japanese(dragons, "6e6b"), QStringLiteral("６二龍"));
        QCOMPARE(japanese(dragons, "6e5d"), QStringLiteral("５四龍左"));
        QCOMPARE(japanese(dragons, "4e5d"), QStringLiteral("５四龍右"));
        // Both move sideways: 左 / 右.
        const char* rank9 = "4k4/9/9/9/9/9/4K4/9/+R7+R b - 1";
        QCOMPARE(japanese(rank9, "9i5i"), QStringLiteral("５九龍左"));
        QCOMPARE(japanese(rank9, "1i5i"), QStringLiteral("５九龍右"));
    }

    void japanesePromotionDeclined()
    {
        QCOMPARE(japanese("4k4/9/9/4S4/9/9/9/9/4K4 b - 1", "5d5c"), QStringLiteral("５三銀不成"));
        QCOMPARE(japanese("4k4/9/9/4S4/9/9/9/9/4K4 b - 1", "5d5c+"), QStringLiteral("５三銀成"));
    }

    void westernNotation()
    {
        Position pos;
        QCOMPARE(
            QString::fromStdString(westernMove(pos, usi(pos, "7g7f"))), QStringLiteral("P-7f"));
        for (const char* m : {"7g7f", "3c3d"}) pos.doMove(usi(pos, m));
        QCOMPARE(
            QString::fromStdString(westernMove(pos, usi(pos, "8h2b+"))), QStringLiteral("Bx2b+"));
        QCOMPARE(
            QString::fromStdString(westernMove(pos, usi(pos, "8h2b"))), QStringLiteral("Bx2b="));
        Position golds = at("4k4/9/9/9/9/9/9/9/K2GGG3 b S 1");
        QCOMPARE(QString::fromStdString(westernMove(golds, usi(golds, "6i5h"))),
            QStringLiteral("G6i-5h"));
        QCOMPARE(
            QString::fromStdString(westernMove(golds, usi(golds, "S*5e"))), QStringLiteral("S*5e"));
        Position dragon = at("4k4/9/9/9/9/9/9/9/+R3K4 b - 1");
        QCOMPARE(QString::fromStdString(westernMove(dragon, usi(dragon, "9i9a"))),
            QStringLiteral("+R-9a"));
    }

    void parsersAcceptOtherSpellings()
    {
        Position pos;
        QCOMPARE(parseJapaneseMove(pos, "▲7六歩", std::nullopt).move, usi(pos, "7g7f"));
        QCOMPARE(parseJapaneseMove(pos, " ☗７六歩 ", std::nullopt).move, usi(pos, "7g7f"));
        QCOMPARE(parseWesternMove(pos, "P7g-7f").move, usi(pos, "7g7f"));
        QCOMPARE(parseWesternMove(pos, "P-76").move, usi(pos, "7g7f"));
        Position golds = at("4k4/9/9/9/9/9/9/9/K2GGG3 b - 1");
        QCOMPARE(parseJapaneseMove(golds, "５八金", std::nullopt).error, NotationError::Ambiguous);
        QCOMPARE(parseJapaneseMove(golds, "５八銀", std::nullopt).error, NotationError::NoSuchMove);
        QCOMPARE(
            parseJapaneseMove(golds, "５八X", std::nullopt).error, NotationError::UnknownPiece);
        QCOMPARE(
            parseJapaneseMove(golds, "同　金", std::nullopt).error, NotationError::NoPreviousMove);
        QCOMPARE(parseWesternMove(golds, "G-5h").error, NotationError::Ambiguous);
        QCOMPARE(parseWesternMove(golds, "Q-5h").error, NotationError::UnknownPiece);
    }

    // Every legal move of positions along random games: the text names exactly that move.
    void everyLegalMoveParsesBackToItself()
    {
        std::mt19937 rng(20261129);
        int checked = 0;
        for (int game = 0; game < 12; ++game) {
            Position pos;
            std::optional<Square> previousTo;
            for (int ply = 0; ply < 120; ++ply) {
                MoveList<GenType::Legal> moves(pos);
                if (moves.size() == 0) break;
                for (Move m : moves) {
                    std::string j = japaneseMove(pos, m, previousTo);
                    QCOMPARE(parseJapaneseMove(pos, j, previousTo).move, m);
                    std::string w = westernMove(pos, m);
                    QCOMPARE(parseWesternMove(pos, w).move, m);
                    ++checked;
                }
                Move m = moves[std::uniform_int_distribution<size_t>(0, moves.size() - 1)(rng)];
                pos.doMove(m);
                previousTo = m.to();
            }
        }
        QVERIFY(checked > 20000);
    }
};

QTEST_APPLESS_MAIN(TestNotation)
#include "tst_notation.moc"
