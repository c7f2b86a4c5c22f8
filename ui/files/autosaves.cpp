#include "files/autosaves.h"

#include "files/wholefile.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QLockFile>

namespace shogiban::ui {

namespace {

const QString FilePattern = QStringLiteral("autosave*.json"); // autosave.json of old versions too

QString lockPath(const QString& path)
{
    return path + QStringLiteral(".lock");
}

} // namespace

Autosaves::Autosaves(QString folder)
    : m_folder(std::move(folder))
{
}

Autosaves::~Autosaves() = default;

std::unique_ptr<QLockFile> Autosaves::lockFor(const QString& path) const
{
    auto lock = std::make_unique<QLockFile>(lockPath(path));
    // Stale only when its process is gone: a game may stay open for days.
    lock->setStaleLockTime(0);
    return lock;
}

bool Autosaves::write(const QByteArray& bytes, QString* error)
{
    if (!m_ownLock) {
        if (!QDir().mkpath(m_folder)) {
            if (error) *error = tr("the folder cannot be created");
            return false;
        }
        // The lock comes first: an instance starting meanwhile never sees the file unlocked.
        // The name is new (time and process), numbered when windows of one process meet.
        const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
        const QString name = QStringLiteral("autosave-%1-%2").arg(stamp).arg(QCoreApplication::applicationPid());
        QString path;
        std::unique_ptr<QLockFile> lock;
        for (int n = 0; n < 100 && !lock; ++n) {
            path = QDir(m_folder).filePath(
                n == 0 ? name + QStringLiteral(".json") : QStringLiteral("%1-%2.json").arg(name).arg(n));
            if (QFile::exists(path) || QFile::exists(lockPath(path))) continue;
            lock = lockFor(path);
            if (!lock->tryLock(0)) {
                if (lock->error() != QLockFile::LockFailedError) break; // cannot write here
                lock.reset();
            }
        }
        if (!lock || !lock->isLocked()) {
            if (error)
                *error = tr("the lock file %1 cannot be created")
                             .arg(QDir::toNativeSeparators(lockPath(path)));
            return false;
        }
        m_ownLock = std::move(lock);
        m_ownPath = path;
    }
    return WholeFile::write(m_ownPath, bytes, error);
}

void Autosaves::removeOwn()
{
    if (!m_ownLock) return;
    QFile::remove(m_ownPath);
    m_ownLock.reset(); // unlocks: removes the lock file
    m_ownPath.clear();
}

QStringList Autosaves::claimLeftOver()
{
    QStringList claimed;
    const QDir dir(m_folder);
    for (const QString& name : dir.entryList({FilePattern}, QDir::Files, QDir::Time)) {
        const QString path = dir.filePath(name);
        if (path == m_ownPath) continue;
        if (m_claimed.count(path)) {
            claimed << path;
            continue;
        }
        std::unique_ptr<QLockFile> lock = lockFor(path);
        // Fails while the instance that writes the file runs; a dead one's lock is removed.
        if (!lock->tryLock(0)) continue;
        m_claimed[path] = std::move(lock);
        claimed << path;
    }
    return claimed;
}

void Autosaves::release(const QString& path)
{
    m_claimed.erase(path);
}

void Autosaves::discard(const QString& path)
{
    if (!m_claimed.count(path)) return; // never another running instance's file
    QFile::remove(path);
    m_claimed.erase(path);
}

} // namespace shogiban::ui
