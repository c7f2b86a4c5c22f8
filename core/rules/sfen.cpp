// SFEN reading and writing for Position. Parsing collects the position in a plain draft first
// and checks it completely, so a bad SFEN never touches the position.
#include "rules/position.h"

#include <array>
#include <cctype>

namespace shogiban {
namespace {

constexpr std::string_view PieceLetters = " PLNSBRGK"; // indexed by unpromoted PieceType

PieceType kindOfLetter(char c)
{
    size_t i = PieceLetters.find(char(std::toupper(static_cast<unsigned char>(c))));
    return (i == std::string_view::npos || i == 0) ? NoPieceType : PieceType(i);
}

struct Token {
    std::string_view text;
    int column;
};

std::vector<Token> splitFields(std::string_view s)
{
    std::vector<Token> tokens;
    size_t i = 0;
    while (i < s.size()) {
        if (s[i] == ' ' || s[i] == '\t') {
            ++i;
            continue;
        }
        size_t start = i;
        while (i < s.size() && s[i] != ' ' && s[i] != '\t') ++i;
        tokens.push_back({s.substr(start, i - start), int(start)});
    }
    return tokens;
}

struct Draft {
    std::array<Piece, SquareNb> board{};
    std::array<int, SquareNb> column{}; // where each piece was written
    Hand hand[ColorNb];
    Color side = Black;
    int moveNumber = 1;
};

SfenError error(SfenErrorCode code, int column, std::string detail = {})
{
    return SfenError{code, column, std::move(detail)};
}

std::optional<SfenError> parseBoard(const Token& token, Draft& d)
{
    int rank = 0, file = 8; // the text runs from 9a to 1a, then rank by rank
    const std::string_view s = token.text;
    for (size_t i = 0; i < s.size(); ++i) {
        const int col = token.column + int(i);
        const char c = s[i];
        if (c == '/') {
            if (file != -1) return error(SfenErrorCode::RankLength, col);
            if (++rank > 8) return error(SfenErrorCode::RankCount, col);
            file = 8;
        } else if (c >= '1' && c <= '9') {
            file -= c - '0';
            if (file < -1) return error(SfenErrorCode::RankLength, col, std::string(1, c));
        } else {
            const bool promote = c == '+';
            const char letter = promote ? (i + 1 < s.size() ? s[++i] : '\0') : c;
            const PieceType kind = kindOfLetter(letter);
            if (kind == NoPieceType) {
                if (promote && !std::isalpha(static_cast<unsigned char>(letter)))
                    return error(SfenErrorCode::BadPromotion, col, "+");
                return error(
                    SfenErrorCode::BadPieceLetter, token.column + int(i), std::string(1, letter));
            }
            if (promote && !canPromote(kind))
                return error(SfenErrorCode::BadPromotion, col, std::string(s.substr(i - 1, 2)));
            if (file < 0) return error(SfenErrorCode::RankLength, col);
            const Color color = std::isupper(static_cast<unsigned char>(letter)) ? Black : White;
            const Square sq = makeSquare(File(file), Rank(rank));
            d.board[sq] = makePiece(color, promote ? promoted(kind) : kind);
            d.column[sq] = col;
            --file;
        }
    }
    const int end = token.column + int(s.size());
    if (file != -1) return error(SfenErrorCode::RankLength, end);
    if (rank != 8) return error(SfenErrorCode::RankCount, end);
    return std::nullopt;
}

std::optional<SfenError> parseHand(const Token& token, Draft& d)
{
    if (token.text == "-") return std::nullopt;
    const std::string_view s = token.text;
    int count = 0;
    bool seen[ColorNb][PieceTypeNb] = {};
    for (size_t i = 0; i < s.size(); ++i) {
        const int col = token.column + int(i);
        const char c = s[i];
        if (std::isdigit(static_cast<unsigned char>(c))) {
            count = count * 10 + (c - '0');
            if (count == 0 || count > 18) return error(SfenErrorCode::BadHand, col);
            continue;
        }
        const PieceType kind = kindOfLetter(c);
        if (kind == NoPieceType || kind == King) {
            return error(SfenErrorCode::BadHand, col, std::string(1, c));
        }
        const Color color = std::isupper(static_cast<unsigned char>(c)) ? Black : White;
        // Any order is read (programs differ), but each kind once: "P2P" has no one meaning.
        if (seen[color][kind])
            return error(SfenErrorCode::BadHand, col,
                std::string(1, c) + " is counted twice: one count per kind, e.g. 3P");
        seen[color][kind] = true;
        const int n = count == 0 ? 1 : count;
        if (d.hand[color].count(kind) + n > Hand::setCount(kind))
            return error(SfenErrorCode::TooManyPieces, col, std::string(1, c));
        d.hand[color].add(kind, n);
        count = 0;
    }
    if (count != 0 || s.empty()) return error(SfenErrorCode::BadHand, token.column + int(s.size()));
    return std::nullopt;
}

std::optional<SfenError> parseMoveNumber(const Token& token, Draft& d)
{
    const std::string_view s = token.text;
    int n = 0;
    for (size_t i = 0; i < s.size(); ++i) {
        if (!std::isdigit(static_cast<unsigned char>(s[i])) || i >= 7)
            return error(SfenErrorCode::BadMoveNumber, token.column + int(i), std::string(s));
        n = n * 10 + (s[i] - '0');
    }
    if (n < 1) return error(SfenErrorCode::BadMoveNumber, token.column, std::string(s));
    d.moveNumber = n;
    return std::nullopt;
}

// Kings, piece counts, dead squares and nifu, in the order the pieces were written; then the
// counts of kinds held in both hands and not on the board.
std::optional<SfenError> checkPieces(const Draft& d, int boardColumn, int handColumn)
{
    int kings[ColorNb] = {0, 0};
    int counts[HandTypeNb + 1] = {};
    std::array<std::array<bool, FileNb>, ColorNb> pawnOnFile{};
    for (int r = 0; r < RankNb; ++r)
        for (int f = FileNb - 1; f >= 0; --f) {
            const Square sq = makeSquare(File(f), Rank(r));
            const Piece p = d.board[sq];
            if (p == NoPiece) continue;
            const Color c = colorOf(p);
            const PieceType t = typeOf(p);
            const int col = d.column[sq];
            if (t == King) {
                if (++kings[c] > 1) return error(SfenErrorCode::DuplicateKing, col);
                continue;
            }
            const PieceType kind = unpromoted(t);
            counts[kind] += 1;
            if (counts[kind] + d.hand[Black].count(kind) + d.hand[White].count(kind)
                > Hand::setCount(kind))
                return error(SfenErrorCode::TooManyPieces, col);
            if (!bb::livingSquares(c, t).test(sq)) return error(SfenErrorCode::DeadSquare, col);
            if (t == Pawn) {
                if (pawnOnFile[c][f]) return error(SfenErrorCode::Nifu, col);
                pawnOnFile[c][f] = true;
            }
        }
    for (PieceType kind : Hand::Kinds)
        if (counts[kind] + d.hand[Black].count(kind) + d.hand[White].count(kind)
            > Hand::setCount(kind))
            return error(SfenErrorCode::TooManyPieces, handColumn);
    // Sente may play without a king (a tsume problem: only the defender's king is on the
    // board); gote's king must be there.
    if (kings[White] == 0) return error(SfenErrorCode::MissingKing, boardColumn, "k");
    return std::nullopt;
}

std::optional<SfenError> parseDraft(std::string_view sfen, Draft& d)
{
    const std::vector<Token> fields = splitFields(sfen);
    if (fields.empty()) return error(SfenErrorCode::Empty, 0);
    if (fields.size() < 3) return error(SfenErrorCode::MissingField, int(sfen.size()));
    if (fields.size() > 4) return error(SfenErrorCode::ExtraField, fields[4].column);
    if (auto e = parseBoard(fields[0], d)) return e;
    if (fields[1].text != "b" && fields[1].text != "w")
        return error(SfenErrorCode::BadSide, fields[1].column, std::string(fields[1].text));
    d.side = fields[1].text == "b" ? Black : White;
    if (auto e = parseHand(fields[2], d)) return e;
    if (fields.size() == 4)
        if (auto e = parseMoveNumber(fields[3], d)) return e;
    return checkPieces(d, fields[0].column, fields[2].column);
}

} // namespace

std::optional<SfenError> Position::setSfen(std::string_view sfen)
{
    Draft d;
    if (auto e = parseDraft(sfen, d)) return e;
    const Position saved = *this;
    clear();
    for (int s = 0; s < SquareNb; ++s)
        if (d.board[s] != NoPiece) putPiece(d.board[s], Square(s));
    m_hand[Black] = d.hand[Black];
    m_hand[White] = d.hand[White];
    m_side = d.side;
    m_gamePly = d.moveNumber;
    if (m_king[~m_side] != NoSquare && attackersTo(m_king[~m_side], m_side).any()) {
        const int column = splitFields(sfen)[1].column;
        *this = saved;
        return error(SfenErrorCode::OpponentInCheck, column);
    }
    StateInfo st;
    st.boardKey = computeBoardKey();
    st.handKey = computeHandKey();
    updateDerived(st);
    m_states.push_back(st);
    return std::nullopt;
}

std::string writeSfen(std::span<const Piece, SquareNb> board, std::span<const Hand, ColorNb> hands,
    Color side, int moveNumber, std::array<int, SquareNb>* columns)
{
    std::string out;
    for (int r = 0; r < RankNb; ++r) {
        int empty = 0;
        for (int f = FileNb - 1; f >= 0; --f) {
            const Square sq = makeSquare(File(f), Rank(r));
            const Piece p = board[size_t(sq)];
            if (p == NoPiece) {
                ++empty;
                continue;
            }
            if (empty) out += char('0' + empty);
            empty = 0;
            if (columns) (*columns)[size_t(sq)] = int(out.size());
            if (isPromoted(typeOf(p))) out += '+';
            const char letter = PieceLetters[unpromoted(typeOf(p))];
            out += colorOf(p) == Black ? letter : char(std::tolower(letter));
        }
        if (empty) out += char('0' + empty);
        if (r < RankNb - 1) out += '/';
    }
    out += side == Black ? " b " : " w ";
    const size_t handStart = out.size();
    for (Color c : {Black, White})
        for (PieceType t : Hand::SfenOrder) {
            const int n = hands[c].count(t);
            if (n == 0) continue;
            if (n > 1) out += std::to_string(n);
            out += c == Black ? PieceLetters[t] : char(std::tolower(PieceLetters[t]));
        }
    if (out.size() == handStart) out += '-';
    out += ' ' + std::to_string(moveNumber);
    return out;
}

std::string Position::sfen() const
{
    return writeSfen(m_board, m_hand, m_side, m_gamePly);
}

std::string describe(const SfenError& e)
{
    std::string what;
    switch (e.code) {
    case SfenErrorCode::Empty:
        what = "the SFEN is empty";
        break;
    case SfenErrorCode::MissingField:
        what = "a field is missing (board, side, hand)";
        break;
    case SfenErrorCode::ExtraField:
        what = "unexpected text after the move number";
        break;
    case SfenErrorCode::BadPieceLetter:
        what = "bad piece letter";
        break;
    case SfenErrorCode::BadPromotion:
        what = "this piece cannot be promoted";
        break;
    case SfenErrorCode::RankLength:
        what = "a rank does not describe exactly 9 squares";
        break;
    case SfenErrorCode::RankCount:
        what = "the board does not have exactly 9 ranks";
        break;
    case SfenErrorCode::TooManyPieces:
        what = "more pieces of a kind than a set holds";
        break;
    case SfenErrorCode::DeadSquare:
        what = "a piece stands where it could never move";
        break;
    case SfenErrorCode::Nifu:
        what = "two unpromoted pawns of one side on a file";
        break;
    case SfenErrorCode::OpponentInCheck:
        what = "the side not to move is in check";
        break;
    case SfenErrorCode::MissingKing:
        what = "gote's king is missing (only sente may play without a king)";
        break;
    case SfenErrorCode::DuplicateKing:
        what = "a side has two kings";
        break;
    case SfenErrorCode::BadHand:
        what = "bad pieces in hand";
        break;
    case SfenErrorCode::BadSide:
        what = "the side to move must be 'b' or 'w'";
        break;
    case SfenErrorCode::BadMoveNumber:
        what = "bad move number";
        break;
    }
    std::string out = what + " (column " + std::to_string(e.column + 1) + ")";
    if (!e.detail.empty()) out += ": '" + e.detail + "'";
    return out;
}

} // namespace shogiban
