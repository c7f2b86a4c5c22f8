#include "main/furigoma.h"

#include <QRandomGenerator>

namespace shogiban::ui {

bool throwFurigoma(QWidget* /*parent*/, const NewGameChoice& /*choice*/)
{
    constexpr int Pawns = 5;
    int faceUp = 0;
    for (int i = 0; i < Pawns; ++i) faceUp += int(QRandomGenerator::global()->bounded(2));
    return faceUp > Pawns - faceUp;
}

} // namespace shogiban::ui
