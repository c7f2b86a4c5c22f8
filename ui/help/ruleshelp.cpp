#include "help/ruleshelp.h"

#include "board/boardtexts.h"
#include "board/piecelabels.h"
#include "board/piecestyle.h"
#include "help/capturediagram.h"
#include "help/movediagram.h"

namespace shogiban::ui {

namespace {

constexpr int DiagramSize = 110;
constexpr int CaptureCell = 34;

// The pieces in the order of the rulebooks, each followed by its promoted form.
constexpr PieceType TableOrder[] = {King, Gold, Silver, ProSilver, Knight, ProKnight, Lance,
    ProLance, Pawn, ProPawn, Bishop, Horse, Rook, Dragon};

struct NamedCaptureDiagram {
    const char* name;
    CaptureDiagram diagram;
};

const NamedCaptureDiagram CaptureDiagrams[] = {
    {"rank", {{QStringLiteral("....."), QStringLiteral(".bxB."), QStringLiteral(".....")}, {}}},
    {"corner",
        {{QStringLiteral("xB.."), QStringLiteral("b..."), QStringLiteral("....")},
            Qt::TopEdge | Qt::LeftEdge}},
    {"edge",
        {{QStringLiteral("bxxxB."), QStringLiteral(".bbb.."), QStringLiteral("......")},
            Qt::TopEdge}},
    {"safe", {{QStringLiteral("....."), QStringLiteral(".wBw."), QStringLiteral(".....")}, {}}},
    {"intervention",
        {{QStringLiteral("....."), QStringLiteral(".xBx."), QStringLiteral(".....")}, {}}},
};

QString heading(const QString& text)
{
    return QStringLiteral("<h2>%1</h2>").arg(text.toHtmlEscaped());
}

QString paragraph(const QString& text)
{
    return QStringLiteral("<p>%1</p>").arg(text.toHtmlEscaped());
}

QString list(const QStringList& items)
{
    QString html = QStringLiteral("<ul>");
    for (const QString& item : items)
        html += QStringLiteral("<li>%1</li>").arg(item.toHtmlEscaped());
    return html + QStringLiteral("</ul>");
}

QString image(const QString& name)
{
    return QStringLiteral("<img src=\"diagram:%1\">").arg(name);
}

// A diagram beside its caption, as one row of a borderless table.
QString figure(const QString& name, const QString& caption)
{
    return QStringLiteral("<table cellpadding=\"6\"><tr><td>%1</td><td valign=\"middle\">%2</td>"
                          "</tr></table>")
        .arg(image(name), caption.toHtmlEscaped());
}

} // namespace

QImage RulesHelp::diagram(const QString& name, PieceStyle style, qreal pixelRatio)
{
    for (PieceType type : TableOrder)
        if (name == QString::number(int(type)))
            return pieceMoveDiagram(type, style, DiagramSize, pixelRatio);
    if (name == QLatin1String("man"))
        return manMoveDiagram(GameKind::Hasami, style, DiagramSize, pixelRatio);
    if (name == QLatin1String("dai-man"))
        return manMoveDiagram(GameKind::DaiHasami, style, DiagramSize, pixelRatio);
    for (const NamedCaptureDiagram& entry : CaptureDiagrams)
        if (name == QLatin1String(entry.name))
            return captureDiagramImage(entry.diagram, style, CaptureCell, pixelRatio);
    return {};
}

QString RulesHelp::piecesTable()
{
    QString html = QStringLiteral("<table cellpadding=\"4\">");
    for (PieceType type : TableOrder)
        html += QStringLiteral("<tr><td>%1</td><td valign=\"middle\"><b>%2</b> %3<br>%4</td></tr>")
                    .arg(image(QString::number(int(type))),
                        BoardTexts::pieceName(type).toHtmlEscaped(), oneCharacterKanji(type, Black),
                        BoardTexts::movementText(type).toHtmlEscaped());
    return html + QStringLiteral("</table>");
}

QString RulesHelp::shogiHtml()
{
    QString html = QStringLiteral("<h1>%1</h1>").arg(tr("Shogi").toHtmlEscaped());
    html += heading(tr("The board and the pieces"));
    html += paragraph(tr("Shogi is played by two players on a board of 9 × 9 squares. Each player "
                         "has twenty wedge-shaped pieces: a king, a rook, a bishop, two gold "
                         "generals, two silver generals, two knights, two lances and nine "
                         "pawns. The pieces of both players look alike; a piece belongs to the "
                         "player it points away from."));
    html += paragraph(tr("Seen from each player's side, the first rank holds lance, knight, "
                         "silver, gold, king, gold, silver, knight, lance; the second rank holds "
                         "the bishop on the second file from the left and the rook on the second "
                         "file from the right; the third rank holds the nine pawns."));
    html += paragraph(tr("Sente (black) moves first in an even game, then the players take turns. "
                         "In one turn a player either moves one piece on the board or drops one "
                         "piece from hand. Passing is not allowed."));
    html += heading(tr("How the pieces move"));
    html += paragraph(tr("Dots mark the squares a piece can step to, arrows the lines along which "
                         "it can move any number of empty squares, stars the squares a knight "
                         "jumps to. A piece captures the way it moves, pawns included. Only the "
                         "knight jumps; every other piece stops before a piece in its way."));
    html += piecesTable();
    html += heading(tr("Promotion"));
    html += paragraph(tr("The three far ranks, where the opponent set up, are the promotion zone. "
                         "A move that starts in the zone, ends in it, or both, may promote the "
                         "piece: it is turned over and moves as its promoted side shows. The "
                         "player chooses, except where the piece could never move again: a pawn "
                         "or a lance on the last rank and a knight on the last two ranks must "
                         "promote."));
    html += paragraph(tr("The king and the gold general never promote. A promoted silver, knight, "
                         "lance or pawn moves exactly like a gold general; the dragon and the "
                         "horse keep their old moves and gain one step in the other directions. "
                         "A promoted piece stays promoted until it is captured."));
    html += heading(tr("Captures and drops"));
    html += paragraph(tr("A captured piece changes sides: it goes into the captor's hand, "
                         "unpromoted, in view of both players. Instead of moving, a player may "
                         "drop one piece from hand onto any empty square, unpromoted, even inside "
                         "the promotion zone; it may promote on a later move. A drop never "
                         "captures."));
    html += paragraph(tr("These drops are forbidden:"));
    html += list({tr("a piece on a square from which it could never move: a pawn or a lance on "
                     "the last rank, a knight on the last two ranks;"),
        tr("a pawn on a file that already holds an unpromoted pawn of the same player "
           "(nifu, \"two pawns\"); a promoted pawn does not count;"),
        tr("a pawn drop that gives checkmate (uchifuzume). A pawn drop that gives check "
           "without mate is legal, other pieces may be dropped to give mate, and a "
           "pawn moved on the board may give mate.")});
    html += endOfGameSection();
    html += handicapSection();
    html += heading(tr("Who moves first: furigoma"));
    html += paragraph(tr("In an even game the senior player throws the five central pawns. If "
                         "more of them land with the pawn side (歩) up than with the tokin side "
                         "(と) up, the thrower moves first; if more tokins, the thrower moves "
                         "second. Shogiban shows the throw and applies its result."));
    return html;
}

QString RulesHelp::endOfGameSection()
{
    QString html = heading(tr("Check and the end of the game"));
    html += list({tr("A move that leaves one's own king attacked is illegal. Check is shown on the "
                     "board."),
        tr("Checkmate: the player to move who has no legal move loses. This holds also without "
           "check: a stalemated player loses, it is not a draw."),
        tr("Resignation ends the game; so does a draw agreed by both players."),
        tr("An illegal move loses at once (the professional rule). The board does not accept "
           "illegal moves from a person; an engine that sends one loses."),
        tr("Repetition (sennichite): when the same position (board, both hands and the player "
           "to move) occurs for the fourth time, the game is a draw, unless one player gave "
           "check with every move of the repeated cycle: that player loses (perpetual check)."),
        tr("Impasse (jishogi): when both kings have entered their promotion zones and neither "
           "side can hope to mate, the players may count their pieces on the board and in hand, "
           "promoted or not: rook and bishop 5 points, every other piece except the king 1 "
           "point. A player with fewer than 24 points loses; otherwise the game is a draw."),
        tr("The 27-point declaration rule of computer and amateur play: a player whose king "
           "stands in the enemy zone, not in check, with at least 10 other own pieces in the "
           "zone, and with at least 28 points (sente) or 27 points (gote) in the zone and in "
           "hand, may declare and wins.")});
    return html;
}

QString RulesHelp::handicapSection()
{
    QString html = heading(tr("Handicaps"));
    html += paragraph(tr("In a handicap game the stronger player (white, uwate) removes pieces "
                         "before the game and moves first. The removed pieces are out of the game "
                         "and in nobody's hand. Shogiban offers these handicaps:"));
    html += list({tr("left lance (the lance on square 1a);"), tr("bishop;"), tr("rook;"),
        tr("rook and left lance;"), tr("two pieces: rook and bishop;"),
        tr("four pieces: rook, bishop and both lances;"), tr("six pieces: also both knights;"),
        tr("eight pieces: also both silvers;"), tr("ten pieces: also both golds.")});
    return html;
}

QString RulesHelp::hasamiHtml()
{
    QString html = QStringLiteral("<h1>%1</h1>").arg(tr("Hasami shogi").toHtmlEscaped());
    html
        += paragraph(tr("Hasami shogi, the capture game Japanese children play on a shogi board, "
                        "uses men only: nine for each player on the player's first rank. Black's "
                        "men show the pawn side (歩), white's men the tokin side (と); black moves "
                        "first, then the players take turns. Passing is not allowed."));
    html += figure(QStringLiteral("man"),
        tr("Every man moves like a rook: any number of empty squares along a rank or "
           "a file, never passing over another man."));
    html += hasamiCaptureSection();
    html += heading(tr("Winning and variants"));
    html += paragraph(tr("A player wins by capturing all the opponent's men but the last one. "
                         "Before the game the players may agree on another number of men to "
                         "capture. Variants:"));
    html += list({tr("capture all men;"), tr("men move one square only;"),
        tr("men move one square only, with 18 men each, and all men must be captured;"),
        tr("18 men each, set up as in dai hasami shogi, with all the classic rules.")});
    html += daiHasamiSection();
    html += makYekSection();
    html += heading(tr("The end of the game in all three games"));
    html += list({tr("A player who cannot move any man loses."),
        tr("When the same position (the men and the player to move) occurs for the "
           "fourth time, the game is a draw."),
        tr("When neither player can still win because too few men are left, the game "
           "is a draw."),
        tr("Resignation and a draw agreed by both players end the game at any time.")});
    return html;
}

QString RulesHelp::hasamiCaptureSection()
{
    QString html = heading(tr("Captures"));
    html += paragraph(tr("Men are captured by enclosing them (\"pinching\"). Only the player who "
                         "moves captures, and only by enclosures that the moved man completes; "
                         "captured men leave the board. In the diagrams the man that has just "
                         "moved stands on the green square and crosses mark the men it captures."));
    html += figure(QStringLiteral("rank"),
        tr("Enemy men in an unbroken line along a rank or a file, with the moved man "
           "at one end and another of your men at the other, are captured: one man or "
           "several at once."));
    html += figure(QStringLiteral("corner"),
        tr("An enemy man in a corner is captured by your men on the two squares next "
           "to it."));
    html += figure(QStringLiteral("edge"),
        tr("A line of two or more enemy men along an edge of the board is captured "
           "when both of its ends are closed, by your men or by the corner, and your "
           "men stand against each of its men on the inner side."));
    html += paragraph(tr("One move may complete several enclosures in different directions; all "
                         "of them are captured."));
    html += figure(QStringLiteral("safe"),
        tr("A man may move between enemy men safely. To take it, the opponent must "
           "move a flanking man away and back: two moves."));
    return html;
}

QString RulesHelp::daiHasamiSection()
{
    QString html = heading(tr("Dai hasami shogi"));
    html += paragraph(tr("Each player has eighteen men on the first two ranks, drawn as black and "
                         "white go stones. Captures work as in the classic game."));
    html += figure(QStringLiteral("dai-man"),
        tr("A man moves like a rook, or jumps over one adjacent man (own or enemy) "
           "along a rank or a file to the empty square just behind it. A jump "
           "captures nothing, and jumps do not chain."));
    html += paragraph(tr("A player wins by making a line of five own men in a row, horizontally or "
                         "vertically, none of them on the player's own two starting ranks. If the "
                         "opponent can break the line at once by a capture, the game goes on: the "
                         "opponent must break it with the reply, or loses after that reply."));
    html += paragraph(tr("Variants: fives count also diagonally; men move one square only (with "
                         "diagonal fives). An agreed number of captures may be added as a second "
                         "way to win."));
    return html;
}

QString RulesHelp::makYekSection()
{
    QString html = heading(tr("Mak-yek"));
    html += paragraph(tr("Mak-yek, a Thai relative of hasami shogi (apit-sodok in Malaysia), is "
                         "played on a board of 8 × 8 squares. Each player has sixteen men, on the "
                         "player's first and third ranks. Men move like rooks and never jump."));
    html += paragraph(tr("Shogiban reads the rulebook's short sentence on captures this way: men "
                         "capture by enclosing enemy men on a rank or a file as in hasami shogi "
                         "(one man or several in a line), never by moving onto them; the corner "
                         "and edge rules of the Japanese game do not apply."));
    html += figure(QStringLiteral("intervention"),
        tr("Capture by intervention: a man that moves onto the square between two "
           "enemy men standing next to it on a rank or a file captures both."));
    html += paragraph(tr("The player who captures all the opponent's men wins, unless the players "
                         "agreed on a smaller number."));
    return html;
}

} // namespace shogiban::ui
