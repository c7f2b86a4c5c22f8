#include "kifu/recorddocument.h"

#include "files/recordcodec.h"
#include "game/gamecontroller.h"
#include "kifu/recordedit.h"

#include "analysis/reviewcomments.h"
#include "record/replay.h"

namespace shogiban::ui {

namespace {

// KIF keys of the players' names: even games name sente and gote, handicap games the lower
// and the upper player.
constexpr const char* NameKey[ColorNb] = {"先手", "後手"};
constexpr const char* HandicapNameKey[ColorNb] = {"下手", "上手"};

bool isHandicap(const record::Record& rec)
{
    return !rec.startSfen.empty() && rec.startSfen != record::StartSfen;
}

std::vector<Move> shogiMoves(const std::vector<BoardMove>& moves)
{
    std::vector<Move> result;
    for (const BoardMove& move : moves) result.push_back(record::fromBoardMove(move));
    return result;
}

std::vector<std::string> splitLines(const QString& text)
{
    std::vector<std::string> lines;
    if (text.trimmed().isEmpty()) return lines;
    for (const QString& line : text.split(u'\n')) lines.push_back(line.toStdString());
    while (!lines.empty() && lines.back().empty()) lines.pop_back();
    return lines;
}

} // namespace

RecordDocument::RecordDocument(GameController* controller, QObject* parent)
    : QObject(parent)
    , m_controller(controller)
{
    connect(controller, &GameController::gameStarted, this, &RecordDocument::onGameStarted);
    connect(controller, &GameController::positionChanged, this, &RecordDocument::onMovesChanged);
    connect(controller, &GameController::gameOver, this, &RecordDocument::onGameOver);
    connect(controller, &GameController::reviewChanged, this, &RecordDocument::onReviewChanged);
    onGameStarted();
}

RecordDocument::~RecordDocument()
{
    m_undo.blockSignals(true);
}

bool RecordDocument::isActive() const
{
    return m_controller->game().shogiGame() != nullptr;
}

int RecordDocument::shownPly() const
{
    return m_controller->shownPly();
}

RecordDocument::State RecordDocument::state() const
{
    return State{m_record, m_path, shownPly()};
}

void RecordDocument::restore(const State& state)
{
    // The controller plays that line already (an edit of comments or of another line, or the
    // move the game just played): only the shown ply may change.
    const bool sameLine
        = record::movesAlong(state.record, state.path) == shogiMoves(m_controller->moves())
        && record::endingAlong(state.record, state.path).has_value() == m_controller->isOver();
    m_record = state.record;
    m_path = state.path;
    m_applying = true;
    m_controller->renamePlayers(playerNames(m_record));
    m_applying = false;
    if (sameLine) {
        m_applying = true;
        m_controller->showPly(state.ply);
        m_applying = false;
        emit changed();
    } else {
        loadShownLine(state.ply);
    }
}

void RecordDocument::onGameStarted()
{
    if (m_applying) return;
    const GameController* c = m_controller;
    m_ignoreNextGameOver = c->isOver();
    m_browsed = c->isStudying();
    m_gameStart = c->options();
    m_path.clear();
    m_undo.clear();
    if (!isActive()) {
        m_record = {};
        m_expected.reset();
        emit changed();
        return;
    }
    if (m_expected) {
        m_record = std::move(*m_expected);
        m_expected.reset();
    } else {
        m_record = RecordCodec::toRecord(
            SavedGame{c->options(), c->moves(), c->outcome(), c->elapsed(), c->review()});
    }
    m_review = c->review();
    emit changed();
}

// The game played on: the line the controller plays follows its moves (a take-back removes
// them). Between two people (or one studying) that is an edit undo takes back; a game against
// the computer is not edited that way, and its moves end what undo can reach.
void RecordDocument::onMovesChanged()
{
    if (m_applying || !isActive()) return;
    const std::vector<Move> played = shogiMoves(m_controller->moves());
    const std::vector<Move> line = record::movesAlong(m_record, m_path);
    if (played == line) {
        emit changed(); // the shown ply moved
        return;
    }
    const State before = state();
    size_t common = 0;
    while (common < played.size() && common < line.size() && played[common] == line[common])
        ++common;
    if (common < record::nodesAlong(m_record, m_path).size())
        if (auto path = record::deleteFrom(m_record, m_path, int(common) + 1)) m_path = *path;
    const auto& elapsed = m_controller->elapsed();
    for (size_t i = common; i < played.size(); ++i) {
        m_path = record::addMove(m_record, m_path, int(i), played[i]);
        if (record::RecordNode* node = record::nodeAt(m_record, m_path, int(i) + 1))
            node->elapsedMs = i < elapsed.size() ? elapsed[i] : std::nullopt;
    }
    if (onMainLine()) RecordCodec::storeOutcome(m_record, std::nullopt);
    if (movesAreEdits()) {
        const QString text = played.size() > line.size() ? tr("Add Move") : tr("Take Back");
        State after = state();
        m_record = before.record; // the edit itself applies it again
        m_path = before.path;
        pushEdit(text, std::move(after));
        return;
    }
    m_undo.clear();
    emit changed();
}

// A game that ended in play ends its line with the special move that says how.
void RecordDocument::onGameOver(const Outcome& outcome)
{
    if (m_applying || !isActive()) return;
    if (m_ignoreNextGameOver) {
        m_ignoreNextGameOver = false;
        return;
    }
    if (record::endingAlong(m_record, m_path)) return;
    const int plies = m_controller->moveCount();
    record::RecordNode node;
    node.special = record::specialOf(outcome, m_controller->game().sideToMove());
    m_path = record::addNode(m_record, m_path, plies, std::move(node));
    if (onMainLine()) RecordCodec::storeOutcome(m_record, outcome);
    m_undo.clear();
    emit changed();
}

void RecordDocument::onReviewChanged()
{
    if (m_applying || !onMainLine()) return;
    m_review = m_controller->review();
}

// Another line keeps the game's players, clocks and settings. A line that is not over is
// studied (browsed: no clock runs, no computer moves, nobody resigns; a move there is an edit
// of the record): every other line, and the main line too when the record was opened to be
// looked at. Only the main line of a game played here, or a line the user chose to play on
// (playOnShownLine), is a game.
void RecordDocument::loadShownLine(int ply, bool playOn)
{
    GameController* c = m_controller;
    GameStart start = m_gameStart;
    const std::array<QString, ColorNb> names = playerNames(m_record);
    for (Color color : {Black, White}) start.players[color].name = names[color];
    const std::optional<Outcome> outcome = RecordCodec::outcomeOfLine(m_record, m_path);
    const bool study = !outcome && !playOn && (m_browsed || !onMainLine());
    std::vector<BoardMove> moves;
    std::vector<std::optional<int64_t>> elapsed;
    for (const record::RecordNode* node : record::nodesAlong(m_record, m_path)) {
        if (node->isSpecial()) continue;
        moves.push_back(record::toBoardMove(node->move));
        elapsed.push_back(node->elapsedMs);
    }
    const analysis::GameReview review = m_review;
    m_applying = true;
    if (study)
        c->studyLine(start, moves, nullptr, elapsed);
    else
        c->loadGame(start, moves, outcome, nullptr, elapsed);
    c->setReview(review);
    c->showPly(std::clamp(ply, 0, c->moveCount()));
    m_applying = false;
    emit changed();
}

void RecordDocument::pushEdit(const QString& text, State after)
{
    m_undo.push(new RecordEdit(this, text, state(), std::move(after)));
}

bool RecordDocument::movesAreEdits() const
{
    return m_controller->options().twoPlayers() || m_controller->isStudying();
}

bool RecordDocument::acceptsVariationMove() const
{
    const GameController* c = m_controller;
    if (!isActive() || c->isThinking() || c->isPaused()) return false;
    // Reviewing, or at the end of a finished game (a move there is an alternative to its end).
    if (!c->isReviewing() && !c->isOver()) return false;
    return c->isOver() || movesAreEdits();
}

bool RecordDocument::wouldBranch(const BoardMove& move) const
{
    const Move played = record::fromBoardMove(move);
    const int ply = shownPly();
    for (const record::RecordNode* node : record::alternativeNodes(m_record, m_path, ply))
        if (!node->isSpecial() && node->move == played) return false;
    return record::alternativesAt(m_record, m_path, ply) > 0;
}

void RecordDocument::playVariationMove(const BoardMove& move, bool replaceRest)
{
    const int ply = shownPly();
    State after{m_record, m_path, ply + 1};
    if (replaceRest)
        if (auto path = record::deleteFrom(after.record, after.path, ply + 1)) after.path = *path;
    const bool branches = wouldBranch(move);
    after.path = record::addMove(after.record, after.path, ply, record::fromBoardMove(move));
    if (after.record == m_record) {
        switchTo(after.path, ply + 1); // a line plays it already: follow it
        return;
    }
    pushEdit(replaceRest ? tr("Replace Moves")
            : branches   ? tr("New Variation")
                         : tr("Add Move"),
        std::move(after));
}

void RecordDocument::switchTo(const record::LinePath& path, int ply)
{
    const record::LinePath normal = record::normalized(m_record, path);
    if (normal == m_path && record::movesAlong(m_record, m_path) == shogiMoves(m_controller->moves())) {
        m_controller->showPly(ply); // the line shown already: only browse it
        emit changed();
        return;
    }
    m_path = normal;
    loadShownLine(ply);
}

bool RecordDocument::canPlayOn() const
{
    return isActive() && m_controller->isStudying()
        && !record::endingAlong(m_record, m_path).has_value();
}

void RecordDocument::playOnShownLine()
{
    if (!canPlayOn()) return;
    if (onMainLine()) m_browsed = false; // the record is a game again
    loadShownLine(m_controller->moveCount(), true);
}

bool RecordDocument::promoteShownLine()
{
    if (onMainLine()) return false;
    State after = state();
    after.path = record::promoteToMainLine(after.record, after.path);
    pushEdit(tr("Promote to Main Line"), std::move(after));
    return true;
}

bool RecordDocument::canDeleteShownMove() const
{
    return isActive() && shownPly() > 0 && !m_controller->isThinking();
}

void RecordDocument::deleteShownMove()
{
    if (!canDeleteShownMove()) return;
    const int ply = shownPly();
    State after = state();
    const std::optional<record::LinePath> path = record::deleteFrom(after.record, after.path, ply);
    if (!path) return;
    after.path = *path;
    after.ply = ply - 1;
    pushEdit(tr("Delete Moves"), std::move(after));
}

std::vector<PlyNote> RecordDocument::plyNotes() const
{
    std::vector<PlyNote> notes;
    if (!isActive()) return notes;
    const std::vector<const record::RecordNode*> nodes = record::nodesAlong(m_record, m_path);
    const std::vector<int> alternatives = record::alternativeCountsAlong(m_record, m_path);
    auto commented = [](const std::vector<std::string>& comments) {
        for (const std::string& line : record::commentLines(comments))
            if (!analysis::isReviewComment(line)) return true;
        return false;
    };
    notes.push_back({1, commented(m_record.initialComments)});
    for (size_t i = 0; i < nodes.size() && !nodes[i]->isSpecial(); ++i)
        notes.push_back({alternatives[i], commented(nodes[i]->comments)});
    return notes;
}

QString RecordDocument::commentAt(int ply) const
{
    const std::vector<std::string>* comments = record::commentsAt(m_record, m_path, ply);
    if (!comments) return {};
    QStringList lines;
    for (const std::string& line : record::commentLines(*comments))
        if (!analysis::isReviewComment(line)) lines << QString::fromStdString(line);
    return lines.join(u'\n');
}

void RecordDocument::setComment(int ply, const QString& text)
{
    if (commentAt(ply) == text) return;
    State after = state();
    std::vector<std::string>* comments = record::commentsAt(after.record, after.path, ply);
    if (!comments) return;
    std::vector<std::string> kept;
    for (const std::string& line : record::commentLines(*comments))
        if (analysis::isReviewComment(line)) kept.push_back(line);
    std::vector<std::string> typed = splitLines(text);
    typed.insert(typed.end(), kept.begin(), kept.end());
    *comments = std::move(typed);
    QString key = QStringLiteral("comment %1").arg(ply);
    for (int choice : after.path) key += QStringLiteral(" %1").arg(choice);
    m_undo.push(new RecordEdit(this, tr("Edit Comment"), state(), std::move(after), key));
}

QString RecordDocument::bookmarkAt(int ply) const
{
    const record::RecordNode* node = record::nodeAt(const_cast<record::Record&>(m_record), m_path, ply);
    return node ? QString::fromStdString(node->bookmark) : QString();
}

void RecordDocument::setBookmark(int ply, const QString& name)
{
    if (bookmarkAt(ply) == name) return;
    State after = state();
    record::RecordNode* node = record::nodeAt(after.record, after.path, ply);
    if (!node) return;
    node->bookmark = name.simplified().toStdString();
    pushEdit(tr("Edit Bookmark"), std::move(after));
}

void RecordDocument::setGameInfo(
    const record::Fields& header, std::optional<record::SpecialMove> ending)
{
    State after = state();
    after.record.header = header;
    const std::vector<const record::RecordNode*> main = record::nodesAlong(after.record, {});
    const bool hadEnding = !main.empty() && main.back()->isSpecial();
    const std::optional<record::SpecialMove> oldEnding
        = hadEnding ? main.back()->special : std::nullopt;
    if (ending != oldEnding) {
        if (hadEnding) record::deleteFrom(after.record, {}, int(main.size()));
        if (ending) {
            record::RecordNode node;
            node.special = ending;
            record::addNode(after.record, {}, int(record::movesAlong(after.record, {}).size()), node);
        }
        // The exact outcome kept beside the special move no longer holds.
        RecordCodec::storeOutcome(after.record, std::nullopt);
    }
    after.path = record::normalized(after.record, after.path);
    if (after.record == m_record) return;
    pushEdit(tr("Edit Game Information"), std::move(after));
}

std::array<QString, ColorNb> RecordDocument::playerNames(const record::Record& rec)
{
    std::array<QString, ColorNb> names;
    for (Color c : {Black, White}) {
        const std::string* name
            = rec.headerValue(isHandicap(rec) ? HandicapNameKey[c] : NameKey[c]);
        if (!name) name = rec.headerValue(NameKey[c]);
        names[c] = name ? QString::fromStdString(*name) : QString();
    }
    return names;
}

} // namespace shogiban::ui
