#include "game/furigoma.h"

#include "furigoma/furigomadialog.h"
#include "rules/furigoma.h"

namespace shogiban::ui {

bool throwerMovesFirstByFurigoma(QWidget* parent, const QString& thrower)
{
    const FurigomaResult result = shogiban::throwFurigoma(randomFurigomaSeed());
    FurigomaDialog::run(parent, result, thrower);
    return result.throwerMovesFirst();
}

} // namespace shogiban::ui
