#include "files/filecommands.h"

#include "board/boardview.h"
#include "board/positionpicture.h"
#include "text/texts.h"
#include "window/movelistmodel.h"

#include "files/autosaves.h"
#include "files/savename.h"
#include "files/wholefile.h"
#include "kifu/recorddocument.h"
#include "game/gamecontroller.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QStatusBar>
#include <QSettings>

namespace shogiban::ui {

namespace {

const QString RecentKey = QStringLiteral("files/recent");
constexpr int SavedMessageMs = 5000;
const QString LastFolderKey = QStringLiteral("files/lastFolder");
const QString LastFormatKey = QStringLiteral("files/lastFormat"); // an extension: "kif"

bool sameGame(const SavedGame& a, const SavedGame& b)
{
    return a.moves == b.moves && a.outcome == b.outcome
        && a.review.searchedCount() == b.review.searchedCount() && a.tree == b.tree;
}

QStringList droppedGameFiles(const QMimeData* mime)
{
    QStringList paths;
    if (!mime || !mime->hasUrls()) return paths;
    for (const QUrl& url : mime->urls())
        if (url.isLocalFile() && RecordCodec::formatOfPath(url.toLocalFile()))
            paths << url.toLocalFile();
    return paths;
}

} // namespace

FileCommands::FileCommands(QMainWindow* window, GameController* controller, RecordDocument* document)
    : QObject(window)
    , m_window(window)
    , m_controller(controller)
    , m_document(document)
{
    createMenu();
    m_window->setAcceptDrops(true);
    m_window->installEventFilter(this);
    connect(m_controller, &GameController::positionChanged, this, &FileCommands::writeAutosave);
    // A new game is in no file: Save must not write it over the one opened before. (Another
    // line of the same record, loaded by the record document, is no new game.)
    connect(m_controller, &GameController::gameStarted, this, [this] {
        m_movesSeen = m_controller->moveCount(); // loaded, not played
        if (m_document && m_document->isLoadingLine()) return;
        setPath({});
        markSaved();
    });
    connect(m_controller, &GameController::positionChanged, this, &FileCommands::forgetKeptIfReplaced);
    if (m_document) // a comment or the game information edited
        connect(m_document, &RecordDocument::changed, this, &FileCommands::writeAutosave);
    m_saved = currentGame();
}

FileCommands::~FileCommands() = default;

void FileCommands::createMenu()
{
    m_menu = new QMenu(m_window);
    QMenuBar* bar = m_window->menuBar();
    const QList<QAction*> existing = bar->actions();
    bar->insertMenu(existing.isEmpty() ? nullptr : existing.first(), m_menu);
    m_recentMenu = new QMenu(m_menu);
    retranslate();
    updateRecentMenu();
}

void FileCommands::retranslate()
{
    m_menu->clear();
    m_menu->setTitle(tr("&File"));
    auto add = [this](const QString& text, QKeySequence key, auto slot, const char* name) {
        QAction* action = m_menu->addAction(text, this, slot);
        action->setShortcut(key);
        action->setObjectName(QLatin1String(name));
        return action;
    };
    add(tr("&Open…"), QKeySequence::Open, &FileCommands::open, "openAction");
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_menu->addMenu(m_recentMenu);
    add(tr("&Save"), QKeySequence::Save, &FileCommands::save, "saveAction");
    add(tr("Save &As…"), QKeySequence::SaveAs, &FileCommands::saveAs, "saveAsAction");
    add(tr("Export Position &Image…"), {}, &FileCommands::exportImage, "exportImageAction");
    m_menu->addSeparator();
    add(tr("&Copy Position (SFEN)"), QKeySequence::Copy, &FileCommands::copyPosition,
        "copyPositionAction");
    add(tr("Copy Position as &BOD"), {}, &FileCommands::copyPositionAsBod,
        "copyPositionBodAction");
    add(tr("Copy &Game (KIF)"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C),
        &FileCommands::copyGame, "copyGameAction");
    add(tr("Copy Game as &USEN"), {}, &FileCommands::copyGameAsUsen, "copyGameUsenAction");
    add(tr("&Paste Game or Position"), QKeySequence::Paste, &FileCommands::paste, "pasteAction");
    // Quit where desktop users look for it: at the end of the File menu.
    m_menu->addSeparator();
    add(tr("&Quit"), QKeySequence::Quit, [this] { m_window->close(); }, "quitAction")
        ->setMenuRole(QAction::QuitRole);
    updateRecentMenu();
}

SavedGame FileCommands::currentGame() const
{
    SavedGame game{m_controller->options(), m_controller->moves(), m_controller->outcome(),
        m_controller->elapsed(), m_controller->review()};
    if (m_document && m_document->isActive()) game.tree = m_document->record();
    return game;
}

bool FileCommands::hasUnsavedChanges() const
{
    if (sameGame(currentGame(), m_saved)) return false;
    // Comments, game information and variations are a person's work, moves or not.
    if (m_document && m_document->undoStack()->count() > 0) return true;
    if (m_controller->moves().empty()) return false;
    // A new game in which only the computer has moved holds nothing of a person's yet; a game
    // of two computers is kept, as someone may want it.
    const GameStart& options = m_controller->options();
    if (!m_saved.moves.empty() || (options.isComputer(Black) && options.isComputer(White)))
        return true;
    for (int ply = 1; ply <= int(m_controller->moves().size()); ++ply)
        if (!options.isComputer(m_controller->moverOf(ply))) return true;
    return false;
}

void FileCommands::markSaved()
{
    m_saved = currentGame();
    emit documentChanged();
}

void FileCommands::setPath(const QString& path)
{
    m_path = path;
    emit documentChanged();
}

bool FileCommands::maybeSave()
{
    if (!hasUnsavedChanges() || !m_interactive) return true;
    const QMessageBox::StandardButton answer = QMessageBox::warning(m_window, tr("Unsaved game"),
        tr("The game has moves that are not saved. Save them first?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Cancel) return false;
    return answer == QMessageBox::Discard || save();
}

// An opened record (a shogi one, which the record document can play on) is shown to be looked
// at: an unfinished game does not go on by itself, the computer does not move and no clock
// runs until Game > Continue the Game. A game restored after a crash goes on.
bool FileCommands::load(const LoadedGame& loaded, QString* error, bool browse)
{
    if (!loaded.game) {
        if (error) *error = loaded.error;
        return false;
    }
    QString refused;
    const SavedGame& game = *loaded.game;
    if (m_document && game.tree) m_document->expectRecord(*game.tree);
    const bool study = browse && m_document && game.tree && !game.outcome;
    const bool loadedOk = study
        ? m_controller->studyLine(game.start, game.moves, &refused, game.elapsedMs)
        : m_controller->loadGame(game.start, game.moves, game.outcome, &refused, game.elapsedMs);
    if (!loadedOk) {
        if (m_document) m_document->forgetExpected();
        if (error) *error = refused;
        return false;
    }
    m_controller->setReview(game.review);
    markSaved();
    // A record that stopped at an illegal move is open up to that move: say so.
    if (!loaded.error.isEmpty() && error) *error = loaded.error;
    return true;
}

bool FileCommands::openFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        showError(tr("Cannot open"), tr("%1 cannot be read: %2").arg(path, file.errorString()));
        return false;
    }
    const QByteArray bytes = file.read(qint64(record::MaxRecordBytes) + 1);
    const LoadedGame loaded = RecordCodec::read(bytes, RecordCodec::formatOfPath(path));
    QString problem;
    if (!load(loaded, &problem)) {
        showError(tr("Cannot open"),
            tr("%1 is not a game Shogiban can open: %2")
                .arg(QDir::toNativeSeparators(path), problem));
        return false;
    }
    setPath(path);
    m_format = RecordCodec::formatOfPath(path).value_or(record::RecordFormat::Jkf);
    rememberRecent(path);
    if (!problem.isEmpty())
        showError(tr("Opened in part"),
            tr("%1 was opened up to the problem that stopped reading: %2")
                .arg(QDir::toNativeSeparators(path), problem));
    if (!loaded.warning.isEmpty())
        showError(tr("Opened without some comments"),
            tr("%1 was opened. %2").arg(QDir::toNativeSeparators(path), loaded.warning));
    return true;
}

bool FileCommands::saveFile(const QString& path, record::RecordFormat format, QString* error)
{
    if (!WholeFile::write(path, RecordCodec::write(currentGame(), format), error)) return false;
    setPath(path);
    m_format = format;
    markSaved();
    rememberRecent(path);
    m_window->statusBar()->showMessage(
        tr("Saved as %1").arg(QDir::toNativeSeparators(path)), SavedMessageMs);
    return true;
}

bool FileCommands::openText(const QByteArray& text, QString* error)
{
    return load(RecordCodec::read(text, std::nullopt), error);
}

void FileCommands::open()
{
    if (!maybeSave()) return;
    QSettings settings;
    QStringList filters = RecordCodec::nameFilters(GameKind::Shogi);
    filters.prepend(tr(
        "All game records (*.json *.jkf *.kif *.kifu *.ki2 *.csa *.sfen *.usi *.usen *.bod)"));
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open Game"),
        settings.value(LastFolderKey).toString(), filters.join(QStringLiteral(";;")));
    if (path.isEmpty()) return;
    settings.setValue(LastFolderKey, QFileInfo(path).absolutePath());
    openFile(path);
}

bool FileCommands::save()
{
    if (m_path.isEmpty()) return saveAs();
    QString error;
    if (saveFile(m_path, m_format, &error)) return true;
    showError(
        tr("Cannot save"), tr("%1 was not saved: %2").arg(QDir::toNativeSeparators(m_path), error));
    return false;
}

FileCommands::SaveProposal FileCommands::saveProposal() const
{
    const QStringList filters = RecordCodec::nameFilters(m_controller->options().setup.kind);
    QSettings settings;
    // The format of the file the game came from, or the one chosen last time.
    const record::RecordFormat format = m_path.isEmpty()
        ? RecordCodec::formatOfPath(QStringLiteral("game.") + settings.value(LastFormatKey).toString())
              .value_or(record::RecordFormat::Jkf)
        : m_format;
    SaveProposal proposal{m_path, filters.first()};
    for (const QString& filter : filters)
        if (RecordCodec::formatOfFilter(filter) == format) proposal.filter = filter;
    // A game in no file yet: a name from its players and today's date, in the folder used last.
    if (proposal.path.isEmpty()) {
        const QString folder = settings.value(LastFolderKey, QDir::homePath()).toString();
        proposal.path = QDir(folder).filePath(
            SaveName::suggested(m_controller->options(), QDate::currentDate()) + QLatin1Char('.')
            + SaveName::extension(RecordCodec::formatOfFilter(proposal.filter)));
    }
    return proposal;
}

bool FileCommands::saveAs()
{
    const QStringList filters = RecordCodec::nameFilters(m_controller->options().setup.kind);
    SaveProposal proposal = saveProposal();
    // Overwriting is asked about below, once the name that is really written is known.
    const QString path = QFileDialog::getSaveFileName(m_window, tr("Save Game"), proposal.path,
        filters.join(QStringLiteral(";;")), &proposal.filter, QFileDialog::DontConfirmOverwrite);
    if (path.isEmpty()) return false;
    return saveAsNamed(path, proposal.filter);
}

bool FileCommands::saveAsNamed(const QString& typed, const QString& filter)
{
    const bool shogi = hasShogiRecords();
    const record::RecordFormat format = shogi
        ? RecordCodec::formatOfPath(typed).value_or(RecordCodec::formatOfFilter(filter))
        : record::RecordFormat::Jkf;
    QString path = typed;
    // A name without an extension gets the format's, unless it names something that exists
    // (a device such as /dev/full, or a file the user picked): that is written as named.
    if (QFileInfo(typed).suffix().isEmpty() && !QFileInfo::exists(typed))
        path += QLatin1Char('.') + SaveName::extension(format);
    if (QFileInfo::exists(path) && m_interactive
        && QMessageBox::question(m_window, tr("Replace file"),
               tr("%1 already exists. Replace it?").arg(QDir::toNativeSeparators(path)),
               QMessageBox::Yes | QMessageBox::No, QMessageBox::No)
            != QMessageBox::Yes)
        return false;
    QString error;
    if (saveFile(path, format, &error)) {
        QSettings settings;
        settings.setValue(LastFolderKey, QFileInfo(path).absolutePath());
        if (shogi) settings.setValue(LastFormatKey, SaveName::extension(format));
        return true;
    }
    showError(
        tr("Cannot save"), tr("%1 was not saved: %2").arg(QDir::toNativeSeparators(path), error));
    return false;
}

void FileCommands::exportImage()
{
    const BoardView* board = m_window->findChild<BoardView*>();
    ImageExportDialog dialog(ImageExportOptions::remembered(board && board->isFlipped()), m_window);
    if (dialog.exec() != QDialog::Accepted) return;
    const ImageExportOptions options = dialog.options();
    options.remember();
    QSettings settings;
    const QString png = tr("PNG image (*.png)"), svg = tr("SVG image (*.svg)");
    QString selected;
    QString path = QFileDialog::getSaveFileName(m_window, tr("Export Position Image"),
        settings.value(LastFolderKey).toString(), png + QStringLiteral(";;") + svg, &selected);
    if (path.isEmpty()) return;
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != QLatin1String("png") && suffix != QLatin1String("svg"))
        path += selected == svg ? QStringLiteral(".svg") : QStringLiteral(".png");
    QString error;
    if (!exportPositionImage(path, options, &error))
        showError(tr("Cannot export"),
            tr("%1 was not written: %2").arg(QDir::toNativeSeparators(path), error));
}

bool FileCommands::exportPositionImage(
    const QString& path, const ImageExportOptions& options, QString* error) const
{
    PositionPicture picture;
    picture.rules = &m_controller->shownPosition();
    if (options.lastMove) picture.lastMove = m_controller->shownLastMove();
    if (options.title) picture.title = pictureTitle();
    picture.flipped = options.flipped;
    picture.coordinates = options.coordinates;
    if (const BoardView* board = m_window->findChild<BoardView*>()) {
        picture.pieceStyle = board->pieceStyle();
        picture.coordinateStyle = board->coordinateStyle();
    }
    return picture.save(path, options.width, error);
}

QString FileCommands::pictureTitle() const
{
    const SideNames names = m_controller->shownPosition().traits().sideNames;
    QString side[ColorNb];
    for (Color c : {Black, White}) {
        const QString name = m_controller->options().players[c].name;
        side[c] = name.isEmpty() ? Texts::sideName(names, c) : name;
    }
    const int ply = m_controller->shownPly();
    const MoveListModel* moves = m_window->findChild<MoveListModel*>();
    if (ply == 0 || !moves) return tr("%1 vs %2, start position").arg(side[Black], side[White]);
    return tr("%1 vs %2, after move %3: %4")
        .arg(side[Black], side[White])
        .arg(ply)
        .arg(moves->moveText(ply));
}

bool FileCommands::hasShogiRecords() const
{
    return m_controller->game().shogiGame() != nullptr;
}

void FileCommands::copyPosition()
{
    QApplication::clipboard()->setText(
        QString::fromStdString(m_controller->shownPosition().positionText()));
}

void FileCommands::copyPositionAsBod()
{
    // BOD is a shogi diagram; the other games copy their position as the plain text.
    if (!hasShogiRecords()) return copyPosition();
    QApplication::clipboard()->setText(
        RecordCodec::positionAsBod(currentGame(), m_controller->shownPly()));
}

void FileCommands::copyGameAsUsen()
{
    if (!hasShogiRecords()) return copyGame();
    QApplication::clipboard()->setText(
        QString::fromUtf8(RecordCodec::write(currentGame(), record::RecordFormat::Usen)).trimmed());
}

void FileCommands::copyGame()
{
    const bool shogi = hasShogiRecords();
    // The clipboard holds Unicode text, so KIF goes there in its UTF-8 form.
    const QByteArray bytes = RecordCodec::write(
        currentGame(), shogi ? record::RecordFormat::Kifu : record::RecordFormat::Jkf);
    QApplication::clipboard()->setText(QString::fromUtf8(bytes));
}

void FileCommands::paste()
{
    if (!maybeSave()) return;
    const QString text = QApplication::clipboard()->text();
    QString error;
    if (text.trimmed().isEmpty()) {
        showError(tr("Cannot paste"), tr("The clipboard holds no text."));
    } else if (openText(text.toUtf8(), &error)) {
        setPath({});
        if (!error.isEmpty()) showError(tr("Pasted in part"), error);
    } else {
        showError(tr("Cannot paste"),
            tr("The clipboard holds no game or position Shogiban can read: %1").arg(error));
    }
}

QStringList FileCommands::recentFiles() const
{
    return QSettings().value(RecentKey).toStringList();
}

void FileCommands::rememberRecent(const QString& path)
{
    QStringList recent = recentFiles();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    while (recent.size() > MaxRecentFiles) recent.removeLast();
    QSettings().setValue(RecentKey, recent);
    updateRecentMenu();
}

void FileCommands::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = recentFiles();
    for (int i = 0; i < recent.size(); ++i) {
        const QString path = recent[i];
        const QString label = QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName());
        QAction* action = m_recentMenu->addAction(label, this, [this, path] {
            if (maybeSave()) openFile(path);
        });
        action->setToolTip(QDir::toNativeSeparators(path));
    }
    m_recentMenu->setEnabled(!recent.isEmpty());
}

void FileCommands::setAutosaveFolder(const QString& folder)
{
    m_autosaves = std::make_unique<Autosaves>(folder);
    m_continue.emplace(folder);
    m_autosaved.reset();
    m_autosaveError.clear();
}

QString FileCommands::autosavePath() const
{
    return m_autosaves ? m_autosaves->ownPath() : QString();
}

void FileCommands::writeAutosave()
{
    if (!m_autosaves) return;
    const SavedGame game = currentGame();
    // The result counts too: a resigned game must come back finished.
    if (game.moves.empty() || (m_autosaved && sameGame(game, *m_autosaved))) return;
    QString error;
    if (!m_autosaves->write(RecordCodec::write(game, record::RecordFormat::Jkf), &error)) {
        // Said once, not after every move; the last good autosave stays as it was.
        if (m_autosaveError.isEmpty())
            showError(tr("Cannot save automatically"),
                tr("The game cannot be saved automatically in %1: %2. Save it with File > Save "
                   "As to keep it.")
                    .arg(QDir::toNativeSeparators(m_autosaves->folder()), error));
        m_autosaveError = error;
        return;
    }
    m_autosaveError.clear();
    m_autosaved = game;
}

void FileCommands::removeAutosave()
{
    if (m_autosaves) m_autosaves->removeOwn();
    m_autosaved.reset();
}

QList<LeftGame> FileCommands::leftGames()
{
    QList<LeftGame> games;
    if (!m_autosaves) return games;
    for (const QString& path : m_autosaves->claimLeftOver()) {
        LeftGame game;
        game.path = path;
        QFile file(path);
        game.saved = QFileInfo(file).lastModified();
        if (file.open(QIODevice::ReadOnly))
            game.loaded = RecordCodec::read(
                file.read(qint64(record::MaxRecordBytes) + 1), record::RecordFormat::Jkf);
        else
            game.loaded.error = file.errorString();
        if (game.loaded.game && game.loaded.game->moves.empty() && !game.loaded.game->outcome)
            game.loaded = LoadedGame{std::nullopt, tr("no moves")};
        games << game;
    }
    return games;
}

bool FileCommands::restoreGame(const SavedGame& game, QString* error)
{
    // The load writes this instance's autosave (positionChanged) before the old file goes.
    if (!load(LoadedGame{game, {}}, error, false)) return false;
    // The restored game is not saved anywhere yet: keep asking before it is discarded.
    m_saved = SavedGame{};
    setPath({});
    return true;
}

bool FileCommands::autosaveHoldsCurrentGame() const
{
    return m_autosaved && sameGame(*m_autosaved, currentGame());
}

bool FileCommands::restoreLeftGame(const LeftGame& left)
{
    if (!left.loaded.game || !restoreGame(*left.loaded.game, nullptr)) return false;
    if (autosaveHoldsCurrentGame())
        discardLeftGame(left);
    else
        keepLeftGame(left); // this instance could not autosave it: the old file still holds it
    return true;
}

void FileCommands::discardLeftGame(const LeftGame& game)
{
    if (m_autosaves) m_autosaves->discard(game.path);
}

void FileCommands::keepLeftGame(const LeftGame& game)
{
    if (m_autosaves) m_autosaves->release(game.path);
}

bool FileCommands::offerLeftGames(const QString& instead)
{
    const QList<LeftGame> games = leftGames();
    if (games.isEmpty()) return false;
    RestoreDialog dialog(games, instead, m_window);
    dialog.exec();
    const int chosen = dialog.choice() == RestoreDialog::Choice::Restore ? dialog.selected() : -1;
    bool restored = false;
    for (int i = 0; i < games.size(); ++i) {
        if (i == chosen)
            restored = restoreLeftGame(games[i]);
        else if (dialog.choice() == RestoreDialog::Choice::Discard)
            discardLeftGame(games[i]);
        else
            keepLeftGame(games[i]);
    }
    if (chosen >= 0 && !restored) keepLeftGame(games[chosen]);
    return restored;
}

bool FileCommands::restoreNewestLeftGame()
{
    bool restored = false;
    for (const LeftGame& game : leftGames()) {
        if (!restored && restoreLeftGame(game))
            restored = true;
        else
            keepLeftGame(game);
    }
    return restored;
}

bool FileCommands::isPeoplesGame() const
{
    const GameStart& options = m_controller->options();
    return !m_controller->isStudying() && !(options.isComputer(Black) && options.isComputer(White));
}

bool FileCommands::canBeContinued() const
{
    return m_controller->moveCount() > 0 && !m_controller->isOver() && isPeoplesGame();
}

bool FileCommands::keepToContinue()
{
    if (!m_continue || !canBeContinued()) return false;
    QString error;
    if (m_continue->write(currentGame(), m_gameBoard && m_gameBoard->isFlipped(),
            m_controller->personsTurnSpentMs(), &error))
        return true;
    showError(tr("Cannot keep the game"),
        tr("The game cannot be kept for Continue in %1: %2.")
            .arg(QDir::toNativeSeparators(m_continue->path()), error));
    return false;
}

void FileCommands::forgetKeptIfReplaced()
{
    const int moves = m_controller->moveCount();
    const bool played = moves > m_movesSeen;
    m_movesSeen = moves;
    // A move played in another game of people replaces the kept game that this window offered:
    // from now on that is the game to go back to. A game another window kept meanwhile stays.
    if (!played || !m_continue || !isPeoplesGame() || !m_offeredKept.isValid()) return;
    const ContinueFile::Reading reading = m_continue->read();
    if (reading.kept && reading.kept->saved == m_offeredKept) m_continue->remove();
    m_offeredKept = {};
}

bool FileCommands::keptGameIsAnotherWindows() const
{
    if (!m_continue || !m_continue->exists()) return false;
    const ContinueFile::Reading reading = m_continue->read();
    return reading.kept && !reading.kept->game.outcome && reading.kept->saved != m_offeredKept;
}

void FileCommands::setAsideUnreadableKept(const QString& why)
{
    const QString path = QDir::toNativeSeparators(m_continue->path());
    const QString aside = m_continue->setAside();
    showError(tr("Cannot continue the game"),
        aside.isEmpty()
            ? tr("The game kept to continue, %1, cannot be read: %2. It was removed.").arg(path, why)
            : tr("The game kept to continue, %1, cannot be read: %2. It was set aside as %3.")
                  .arg(path, why, QDir::toNativeSeparators(aside)));
}

std::optional<ContinueFile::Kept> FileCommands::gameToContinue()
{
    if (!m_continue) return std::nullopt;
    const ContinueFile::Reading reading = m_continue->read();
    if (!reading.error.isEmpty()) {
        setAsideUnreadableKept(reading.error);
        return std::nullopt;
    }
    if (reading.kept && reading.kept->game.outcome) { // over: nothing to continue
        m_continue->remove();
        return std::nullopt;
    }
    if (reading.kept) m_offeredKept = reading.kept->saved;
    return reading.kept;
}

bool FileCommands::continueKeptGame()
{
    const std::optional<ContinueFile::Kept> kept = gameToContinue();
    if (!kept) return false;
    QString error;
    if (!restoreGame(kept->game, &error)) { // read, but refused by the rules
        setAsideUnreadableKept(error);
        return false;
    }
    if (m_gameBoard) m_gameBoard->setFlipped(kept->flipped);
    m_controller->resumePersonsTurn(kept->turnMs);
    // Once this window's autosave holds the game, the crash recovery has it and Continue no
    // longer offers it; while the autosave cannot be written, the kept file still holds it.
    if (autosaveHoldsCurrentGame()) m_continue->remove();
    return true;
}

QString FileCommands::continueFilePath() const
{
    return m_continue ? m_continue->path() : QString();
}

void FileCommands::closeForSessionEnd()
{
    m_endingSession = true;
    m_window->close();
}

void FileCommands::showError(const QString& title, const QString& text)
{
    emit problemReported(title, text);
    if (m_interactive) QMessageBox::warning(m_window, title, text);
}

bool FileCommands::eventFilter(QObject* watched, QEvent* event)
{
    if (watched != m_window) return false;
    switch (event->type()) {
    case QEvent::DragEnter: {
        auto* drag = static_cast<QDragEnterEvent*>(event);
        if (!droppedGameFiles(drag->mimeData()).isEmpty()) drag->acceptProposedAction();
        return true;
    }
    case QEvent::Drop: {
        auto* drop = static_cast<QDropEvent*>(event);
        const QStringList paths = droppedGameFiles(drop->mimeData());
        if (!paths.isEmpty() && maybeSave()) openFile(paths.first());
        drop->acceptProposedAction();
        return true;
    }
    case QEvent::Close: {
        if (m_endingSession) {
            // No one to ask: unsaved moves stay in the autosave (written after each move) for
            // the next start.
            if (!hasUnsavedChanges()) removeAutosave();
            return false;
        }
        // Another window's game waits for Continue (two windows were open): it stays, and
        // this unfinished game stays in this window's autosave, which the next start offers to
        // restore (without one, the question to save it).
        const bool anotherKept = canBeContinued() && keptGameIsAnotherWindows();
        if (anotherKept && autosaveHoldsCurrentGame()) return false;
        // An unfinished game is kept for Continue: nothing is lost, nothing is asked.
        if ((anotherKept || !keepToContinue()) && !maybeSave()) {
            event->ignore();
            return true;
        }
        removeAutosave(); // a normal close: nothing to restore next time
        return false;
    }
    case QEvent::LanguageChange:
        retranslate();
        return false;
    default:
        return false;
    }
}

} // namespace shogiban::ui
