#include "files/wholefile.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace shogiban::ui {

namespace {

bool fail(QFileDevice& file, const QString& reason, QString* error)
{
    if (error) *error = reason.isEmpty() ? file.errorString() : reason;
    if (auto* save = qobject_cast<QSaveFile*>(&file)) save->cancelWriting();
    return false;
}

// Every step checked: QIODevice buffers small writes, so a full disk often shows only at the
// flush, and Qt 6.4's QSaveFile::commit() does not notice a flush that failed on its own.
bool writeAll(QFileDevice& file, const QByteArray& bytes, QString* error)
{
    if (file.write(bytes) != bytes.size()) return fail(file, {}, error);
    if (!file.flush() || file.error() != QFileDevice::NoError) return fail(file, {}, error);
    return true;
}

bool writeDevice(const QString& path, const QByteArray& bytes, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) return fail(file, {}, error);
    if (!writeAll(file, bytes, error)) return false;
    file.close();
    if (file.error() != QFileDevice::NoError) return fail(file, {}, error);
    return true;
}

} // namespace

bool WholeFile::write(const QString& path, const QByteArray& bytes, QString* error)
{
    const QFileInfo info(path);
    // Renaming a temporary file over a device would replace the device itself.
    if (info.exists() && !info.isFile() && !info.isDir()) return writeDevice(path, bytes, error);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return fail(file, {}, error);
    if (!writeAll(file, bytes, error)) return false;
    if (file.size() != bytes.size())
        return fail(file,
            tr("only %1 of %2 bytes could be written").arg(file.size()).arg(bytes.size()), error);
    if (!file.commit()) return fail(file, {}, error);
    return true;
}

} // namespace shogiban::ui
