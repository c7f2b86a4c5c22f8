// Writing a file so that it is either the whole new text or the old file untouched: a full
// disk, a read-only folder or a removed medium never leaves a truncated record behind.
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace shogiban::ui {

class WholeFile {
    Q_DECLARE_TR_FUNCTIONS(WholeFile)

public:
    // Writes bytes to path: to a temporary file beside it that replaces the old file only
    // once every byte is written and flushed. A device or pipe (e.g. /dev/full) is written
    // directly. False with the reason in error (the old file is then as it was).
    static bool write(const QString& path, const QByteArray& bytes, QString* error);
};

} // namespace shogiban::ui
