#include "main/furigoma.h"

#include "furigoma/furigomadialog.h"
#include "rules/furigoma.h"

namespace shogiban::ui {

bool throwFurigoma(QWidget* parent, const NewGameChoice& choice)
{
    // Core decides the throw; the dialog only shows it. Player one throws.
    const FurigomaResult result = shogiban::throwFurigoma(randomFurigomaSeed());
    FurigomaDialog::run(parent, result, choice.names[0]);
    return result.throwerMovesFirst();
}

} // namespace shogiban::ui
