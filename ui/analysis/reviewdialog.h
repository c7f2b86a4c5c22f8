// Game > Analyse Game: the time the engine spends on each position (0.2-10 s, 1 s unless the
// user chose otherwise before), with how long the whole review will take; a review stopped
// earlier is continued, not started again.
#pragma once

#include <QDialog>

class QDoubleSpinBox;
class QLabel;

namespace shogiban::ui {

class ReviewDialog : public QDialog {
    Q_OBJECT

public:
    // positions: of the game's main line; searched: already analysed.
    ReviewDialog(int positions, int searched, int moveTimeMs, QWidget* parent = nullptr);
    int moveTimeMs() const;

private:
    void updateEstimate();

    int m_positions;
    int m_searched;
    QDoubleSpinBox* m_seconds;
    QLabel* m_estimate;
};

// "1:27", "12:05", "1:02:03".
QString durationText(qint64 ms);

} // namespace shogiban::ui
