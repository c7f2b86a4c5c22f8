// The autosaves of every running Shogiban, one file each in one folder. This instance writes
// only its own file, which a lock file (QLockFile) marks as taken while the instance runs. A
// file whose lock is stale (its instance crashed, was killed or stopped with unsaved moves) is
// left over: it can be claimed, offered back and removed. Another running instance's file is
// never claimed, rewritten or removed.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <map>
#include <memory>

class QLockFile;

namespace shogiban::ui {

class Autosaves {
    Q_DECLARE_TR_FUNCTIONS(Autosaves)

public:
    explicit Autosaves(QString folder);
    ~Autosaves(); // releases the locks; the files stay
    Autosaves(const Autosaves&) = delete;
    Autosaves& operator=(const Autosaves&) = delete;

    QString folder() const { return m_folder; }
    // This instance's file; empty until the first write.
    QString ownPath() const { return m_ownPath; }
    // Replaces this instance's file as a whole (WholeFile). False with the reason in error.
    bool write(const QByteArray& bytes, QString* error);
    void removeOwn();

    // The files left over by instances that are gone, newest first. Their locks are held from
    // now on, so that an instance starting meanwhile does not offer the same games.
    QStringList claimLeftOver();
    void release(const QString& path); // keeps the file for a later start
    void discard(const QString& path); // removes the file

private:
    std::unique_ptr<QLockFile> lockFor(const QString& path) const;

    QString m_folder;
    QString m_ownPath;
    std::unique_ptr<QLockFile> m_ownLock;
    std::map<QString, std::unique_ptr<QLockFile>> m_claimed;
};

} // namespace shogiban::ui
