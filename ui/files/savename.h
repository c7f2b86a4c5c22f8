// What Save As proposes: a file name from the players and the date ("2026-12-02 Hanako vs
// Computer"), and the extension of each format, JSON as ".shogiban.json": the desktop knows
// that name as a Shogiban game (packaging/linux/shogiban.xml), where a plain ".json" would open
// in a text editor.
#pragma once

#include "game/gameoptions.h"
#include "record/formats.h"

#include <QCoreApplication>
#include <QDate>
#include <QString>

namespace shogiban::ui {

class SaveName {
    Q_DECLARE_TR_FUNCTIONS(SaveName)

public:
    // Without an extension; characters that file systems refuse are left out.
    static QString suggested(const GameStart& game, const QDate& date);
    // Without the dot: "shogiban.json", "kif", "csa"...
    static QString extension(record::RecordFormat format);
};

} // namespace shogiban::ui
