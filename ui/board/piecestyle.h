// Display options of the board, chosen in the settings.
#pragma once

namespace shogiban::ui {

// How pieces are labelled: traditional kanji, international movement signs, or both.
enum class PieceStyle { Kanji, International, Both };

// When the legal destinations of a selected or dragged piece are shown.
enum class HintMode { Always, LearningOnly, Never };

// How ranks are written beside the board: 一..九 or a..i (files are always 9..1).
enum class CoordinateStyle { Kanji, Letters };

} // namespace shogiban::ui
