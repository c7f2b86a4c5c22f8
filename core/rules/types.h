// The vocabulary of the shogi rules: colours, piece kinds, pieces and squares.
// Layouts follow YaneuraOu: promotion is "| 8", a gote piece is "type + 16", squares are
// file-major with 0 = 1a (the top right corner seen from sente).
#pragma once

#include <cstdint>

namespace shogiban {

enum Color : uint8_t { Black = 0, White = 1, ColorNb = 2 }; // Black = sente, White = gote

constexpr Color operator~(Color c) { return Color(c ^ 1); }

enum PieceType : uint8_t {
    NoPieceType = 0,
    Pawn = 1,
    Lance,
    Knight,
    Silver,
    Bishop,
    Rook,
    Gold,
    King, // 8
    ProPawn, // 9 = Pawn | 8
    ProLance,
    ProKnight,
    ProSilver,
    Horse, // promoted bishop
    Dragon, // promoted rook
    PieceTypeNb = 15
};

constexpr PieceType PromotedFlag = PieceType(8);
constexpr int HandTypeNb = 8; // hand kinds are Pawn..Gold (1..7)

constexpr bool canPromote(PieceType t) { return t >= Pawn && t <= Rook; }
constexpr bool isPromoted(PieceType t) { return t > King; }
constexpr PieceType promoted(PieceType t) { return PieceType(t | PromotedFlag); }
// The kind a piece goes back to when it is captured (and the kind printed small on a promoted
// piece in the "both" label style).
constexpr PieceType unpromoted(PieceType t) { return isPromoted(t) ? PieceType(t & 7) : t; }

enum Piece : uint8_t {
    NoPiece = 0,
    BlackPiece = 0,
    WhitePiece = 16,
    PieceNb = 32
};

constexpr Piece makePiece(Color c, PieceType t) { return Piece((c << 4) | t); }
constexpr PieceType typeOf(Piece p) { return PieceType(p & 15); }
constexpr Color colorOf(Piece p) { return Color(p >> 4); }

enum File : int8_t { File1 = 0, File2, File3, File4, File5, File6, File7, File8, File9, FileNb };
enum Rank : int8_t { Rank1 = 0, Rank2, Rank3, Rank4, Rank5, Rank6, Rank7, Rank8, Rank9, RankNb };

// Rank1 is "a" / 一, the rank where gote sets up its major pieces.
enum Square : int8_t { SquareZero = 0, SquareNb = 81, NoSquare = 81 };

constexpr Square makeSquare(File f, Rank r) { return Square(f * 9 + r); }
constexpr File fileOf(Square s) { return File(s / 9); }
constexpr Rank rankOf(Square s) { return Rank(s % 9); }
constexpr bool isOk(Square s) { return s >= 0 && s < SquareNb; }

// Rank counted from the given colour's own side: Rank1 is the far rank for that colour.
constexpr Rank relativeRank(Color c, Rank r) { return c == Black ? r : Rank(8 - r); }
constexpr bool inPromotionZone(Color c, Square s) { return relativeRank(c, rankOf(s)) <= Rank3; }
// A move of a t from `from` to `to` may promote: t can, and the move starts or ends in the zone.
constexpr bool mayPromote(Color c, PieceType t, Square from, Square to)
{
    return canPromote(t) && (inPromotionZone(c, from) || inPromotionZone(c, to));
}

} // namespace shogiban
