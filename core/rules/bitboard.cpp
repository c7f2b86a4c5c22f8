#include "rules/bitboard.h"

#include <algorithm>
#include <cstddef>

namespace shogiban::bb {
namespace {

struct Step {
    int file;
    int rank; // negative = toward rank 1, i.e. forward for sente
};

constexpr bool onBoard(int file, int rank)
{
    return file >= 0 && file < 9 && rank >= 0 && rank < 9;
}

// Steps are written for sente; gote mirrors the rank.
template <std::size_t N> constexpr Bitboard steps(Color c, Square s, const Step (&list)[N])
{
    Bitboard result;
    for (const Step& st : list) {
        int f = fileOf(s) + st.file;
        int r = rankOf(s) + (c == Black ? st.rank : -st.rank);
        if (onBoard(f, r)) result.set(makeSquare(File(f), Rank(r)));
    }
    return result;
}

constexpr Step PawnSteps[] = {{0, -1}};
constexpr Step KnightSteps[] = {{-1, -2}, {1, -2}};
constexpr Step SilverSteps[] = {{0, -1}, {-1, -1}, {1, -1}, {-1, 1}, {1, 1}};
constexpr Step GoldSteps[] = {{0, -1}, {-1, -1}, {1, -1}, {-1, 0}, {1, 0}, {0, 1}};
constexpr Step KingSteps[] = {{0, -1}, {-1, -1}, {1, -1}, {-1, 0}, {1, 0}, {0, 1}, {-1, 1}, {1, 1}};
// Indexed by Direction: Down, Left, DownLeft, UpLeft, Up, Right, UpRight, DownRight.
constexpr Step DirectionSteps[DirNb]
    = {{0, 1}, {1, 0}, {1, 1}, {1, -1}, {0, -1}, {-1, 0}, {-1, -1}, {-1, 1}};

constexpr Bitboard buildRay(Direction d, Square s)
{
    Bitboard result;
    int f = fileOf(s) + DirectionSteps[d].file;
    int r = rankOf(s) + DirectionSteps[d].rank;
    for (; onBoard(f, r); f += DirectionSteps[d].file, r += DirectionSteps[d].rank)
        result.set(makeSquare(File(f), Rank(r)));
    return result;
}

constexpr Tables build()
{
    Tables t{};
    for (int s = 0; s < SquareNb; ++s) {
        Square sq = Square(s);
        t.square[s] = Bitboard(sq);
        t.file[fileOf(sq)].set(sq);
        t.rank[rankOf(sq)].set(sq);
        for (int d = 0; d < DirNb; ++d) t.ray[d][s] = buildRay(Direction(d), sq);
        t.bishopPseudo[s]
            = t.ray[DownLeft][s] | t.ray[UpLeft][s] | t.ray[UpRight][s] | t.ray[DownRight][s];
        t.rookPseudo[s] = t.ray[Down][s] | t.ray[Left][s] | t.ray[Up][s] | t.ray[Right][s];
        for (Color c : {Black, White}) {
            t.pawn[c][s] = steps(c, sq, PawnSteps);
            t.knight[c][s] = steps(c, sq, KnightSteps);
            t.silver[c][s] = steps(c, sq, SilverSteps);
            t.gold[c][s] = steps(c, sq, GoldSteps);
            if (inPromotionZone(c, sq)) t.promotionZone[c].set(sq);
        }
        t.king[s] = steps(Black, sq, KingSteps);
    }
    for (Color c : {Black, White})
        for (int pt = 0; pt < PieceTypeNb; ++pt) {
            Bitboard dead;
            if (pt == Pawn || pt == Lance || pt == Knight)
                dead |= t.rank[c == Black ? Rank1 : Rank9];
            if (pt == Knight) dead |= t.rank[c == Black ? Rank2 : Rank8];
            t.living[c][pt] = ~dead;
        }
    for (int a = 0; a < SquareNb; ++a)
        for (int b = 0; b < SquareNb; ++b) {
            // From the coordinates, not by testing the rays: Clang's constexpr step
            // limit does not allow 81 x 81 x 8 bitboard tests.
            const int files = fileOf(Square(a)) - fileOf(Square(b));
            const int ranks = rankOf(Square(a)) - rankOf(Square(b));
            const bool aligned = a != b
                && (files == 0 || ranks == 0 || files == ranks || files == -ranks);
            const Step towardB{(files < 0) - (files > 0), (ranks < 0) - (ranks > 0)};
            t.direction[a][b] = -1;
            for (int d = 0; aligned && d < DirNb; ++d)
                if (DirectionSteps[d].file == towardB.file && DirectionSteps[d].rank == towardB.rank)
                    t.direction[a][b] = int8_t(d);
            t.distance[a][b]
                = uint8_t(std::max(files < 0 ? -files : files, ranks < 0 ? -ranks : ranks));
        }
    return t;
}

} // namespace

constexpr Tables tables = build();

} // namespace shogiban::bb
