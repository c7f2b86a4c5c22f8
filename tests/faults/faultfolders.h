// Places where writing fails as it does on users' machines, for the tests that inject the
// faults: a full filesystem (a small tmpfs this process mounts, so root only: CI runs as root),
// a read-only folder (a read-only tmpfs as root; a folder without write permission otherwise,
// since root writes anywhere), and /dev/full. Each says why when it cannot be made, so that a
// test skips with that reason instead of passing without the fault.
#pragma once

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QList>
#include <QPair>
#include <QString>
#include <QTemporaryDir>

#include <cerrno>
#include <cstring>
#include <memory>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

namespace shogiban::test {

// The text of an errno as Qt's error strings give it ("No space left on device").
inline QString errnoText(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

// A device that refuses every write with ENOSPC, like /dev/full. As root it is a node of its
// own (mknod) in a temporary folder: a program that wrongly replaced the target by renaming a
// file over it would otherwise replace the system's /dev/full (root may write to /dev). Other
// users cannot write to /dev, so they get /dev/full itself.
class FullDevice {
public:
    FullDevice()
    {
        if (geteuid() != 0) {
            m_path = QStringLiteral("/dev/full");
            if (!QFileInfo::exists(m_path)) m_unavailable = QStringLiteral("no /dev/full");
            return;
        }
        m_path = m_dir.filePath(QStringLiteral("full"));
        if (::mknod(QFile::encodeName(m_path).constData(), S_IFCHR | 0666, makedev(1, 7)) != 0)
            m_unavailable = QStringLiteral("cannot make a full device: ") + errnoText(errno);
    }

    QString unavailable() const { return m_unavailable; }
    QString path() const { return m_path; }
    // Still the device (a write there was not turned into a file).
    bool isDevice() const
    {
        struct stat st { };
        return ::stat(QFile::encodeName(m_path).constData(), &st) == 0 && S_ISCHR(st.st_mode);
    }

private:
    QTemporaryDir m_dir;
    QString m_path;
    QString m_unavailable;
};

// A tmpfs of a few KiB mounted on a temporary folder for the test's lifetime.
class SmallFilesystem {
public:
    explicit SmallFilesystem(int kib = 64)
    {
        if (!m_dir.isValid()) {
            m_unavailable = QStringLiteral("no temporary folder");
        } else if (geteuid() != 0) {
            m_unavailable = QStringLiteral("mounting a small tmpfs needs root (CI runs as root)");
        } else {
            const QByteArray options = "size=" + QByteArray::number(kib) + "k,mode=0755";
            if (::mount("shogiban-test", QFile::encodeName(m_dir.path()).constData(), "tmpfs",
                    MS_NOSUID | MS_NODEV, options.constData())
                != 0)
                m_unavailable = QStringLiteral("cannot mount a tmpfs: ") + errnoText(errno);
            else
                m_mounted = true;
        }
    }
    ~SmallFilesystem()
    {
        if (m_mounted) ::umount2(QFile::encodeName(m_dir.path()).constData(), MNT_DETACH);
    }
    SmallFilesystem(const SmallFilesystem&) = delete;
    SmallFilesystem& operator=(const SmallFilesystem&) = delete;

    // Empty when the filesystem is there; else why not (the test skips with it).
    QString unavailable() const { return m_unavailable; }
    QString filePath(const QString& name) const { return m_dir.filePath(name); }

    // Takes every byte that is left, with a filler file.
    bool fill() const
    {
        QFile filler(filePath(QStringLiteral("filler")));
        if (!filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) return false;
        const QByteArray page(4096, 'x');
        while (filler.write(page) == page.size()) { }
        while (filler.write("x", 1) == 1) { } // the rest of the last page
        return true;
    }

    bool makeReadOnly() const
    {
        return ::mount(nullptr, QFile::encodeName(m_dir.path()).constData(), nullptr,
                   MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV, nullptr)
            == 0;
    }

private:
    QTemporaryDir m_dir;
    QString m_unavailable;
    bool m_mounted = false;
};

// A folder whose files can be read but not replaced, with the files put there beforehand.
class ReadOnlyFolder {
public:
    // files: name -> contents, written before the folder becomes read-only.
    explicit ReadOnlyFolder(const QList<QPair<QString, QByteArray>>& files)
    {
        if (!m_unavailable.isEmpty()) return;
        const QString folder = root();
        for (const auto& [name, bytes] : files) {
            QFile file(QDir(folder).filePath(name));
            if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size()) {
                m_unavailable = QStringLiteral("cannot write %1").arg(file.fileName());
                return;
            }
        }
        if (m_mount) {
            if (!m_mount->makeReadOnly())
                m_unavailable = QStringLiteral("cannot remount read-only: ") + errnoText(errno);
        } else if (!QFile::setPermissions(folder, QFile::ReadOwner | QFile::ExeOwner)) {
            m_unavailable = QStringLiteral("cannot take away the write permission");
        }
    }
    ~ReadOnlyFolder()
    {
        if (!m_mount)
            QFile::setPermissions(
                m_dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    }

    QString unavailable() const { return m_unavailable; }
    QString filePath(const QString& name) const { return QDir(root()).filePath(name); }

private:
    QString root() const
    {
        return m_mount ? QFileInfo(m_mount->filePath(QStringLiteral("x"))).absolutePath()
                       : m_dir.path();
    }

    // Root may write into any folder, whatever its permissions: it gets a read-only mount.
    std::unique_ptr<SmallFilesystem> m_mount
        = geteuid() == 0 ? std::make_unique<SmallFilesystem>() : nullptr;
    QTemporaryDir m_dir;
    QString m_unavailable = m_mount ? m_mount->unavailable() : QString();
};

} // namespace shogiban::test
