// File > Export Position Image: how the picture looks (size, coordinates, last move, title,
// which side is at the bottom), remembered between uses. The file name and format (PNG or
// SVG) are asked for after it.
#pragma once

#include <QDialog>

class QCheckBox;
class QSpinBox;

namespace shogiban::ui {

struct ImageExportOptions {
    int width = 800; // pixels (SVG: its user units)
    bool coordinates = true;
    bool lastMove = true;
    bool title = true;
    bool flipped = false; // the second player at the bottom

    static constexpr int MinWidth = 200;
    static constexpr int MaxWidth = 4000;
    // The options used last time; `flipped` follows the board as it is shown now.
    static ImageExportOptions remembered(bool boardFlipped);
    void remember() const;
};

class ImageExportDialog : public QDialog {
    Q_OBJECT

public:
    ImageExportDialog(const ImageExportOptions& options, QWidget* parent = nullptr);
    ImageExportOptions options() const;

private:
    QSpinBox* m_width;
    QCheckBox* m_coordinates;
    QCheckBox* m_lastMove;
    QCheckBox* m_title;
    QCheckBox* m_flipped;
};

} // namespace shogiban::ui
