#include "hasami/setupboard.h"

#include "hasami/hasamirules.h"
#include "hasami/notation.h"
#include "hasami/position.h"

#include <algorithm>

namespace shogiban::hasami {

SetupBoard::SetupBoard(const HasamiVariant& variant, int capturesToWin)
    : m_variant(&variant)
    , m_capturesToWin(capturesToWin)
    , m_board(startBoard(variant))
{
}

bool SetupBoard::onBoard(BoardSquare square) const
{
    return square.valid() && square.file < size() && square.rank < size();
}

Cell SetupBoard::at(BoardSquare square) const
{
    if (!onBoard(square)) return Empty;
    return m_board.at(m_board.geometry().square(square.file, square.rank));
}

void SetupBoard::put(BoardSquare square, Cell man)
{
    if (!onBoard(square)) return;
    const int sq = m_board.geometry().square(square.file, square.rank);
    if (m_board.at(sq) != Empty) m_board.clear(sq);
    if (man != Empty) m_board.put(sq, man);
}

int SetupBoard::menLeft(Color c) const
{
    return std::max(0, m_variant->menPerSide() - m_board.men(c));
}

void SetupBoard::clear()
{
    m_board = Board(m_variant->size);
}

void SetupBoard::setStart()
{
    m_board = startBoard(*m_variant);
    m_side = Black;
}

std::string SetupBoard::positionText() const
{
    return boardRows(m_board, '/') + (m_side == Black ? " b " : " w ")
        + std::to_string(menLeft(Black)) + ' ' + std::to_string(menLeft(White));
}

GameSetup SetupBoard::gameSetup() const
{
    return {m_variant->kind, std::string(m_variant->id), positionText(), m_capturesToWin};
}

std::optional<SetupProblem> SetupBoard::problem() const
{
    SetupError error;
    const std::unique_ptr<GameRules> rules = createHasamiRules(gameSetup(), &error);
    if (!rules) return SetupProblem{error, std::nullopt};
    if (std::optional<Outcome> over = rules->outcome()) return SetupProblem{std::nullopt, over};
    return std::nullopt;
}

} // namespace shogiban::hasami
