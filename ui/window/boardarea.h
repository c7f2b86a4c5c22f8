// The board with what is said about it beneath it, in a line that wraps instead of being cut:
// the explanation of the piece under the mouse (learning mode), why a move was refused, the
// hint; and a box where a move can be typed (7g7f, P*5e, ７六歩, 同銀).
#pragma once

#include <QString>
#include <QTimer>
#include <QWidget>

class QLabel;
class QLineEdit;

namespace shogiban::ui {

class BoardView;

class BoardArea : public QWidget {
    Q_OBJECT

public:
    explicit BoardArea(BoardView* board, QWidget* parent = nullptr);

    BoardView* board() const { return m_board; }
    // What stays shown while nothing else is said (learning mode's explanation).
    void setStandingText(const QString& text);
    // A message for `timeoutMs` (0: until the next one or clearMessage()).
    void showMessage(const QString& text, int timeoutMs = 0);
    void clearMessage();
    QString text() const; // what is shown now
    QLineEdit* moveEntry() const { return m_entry; }

signals:
    void moveTyped(const QString& text);

protected:
    void changeEvent(QEvent* event) override;

private:
    void showCurrent();
    void retranslateUi();

    BoardView* m_board;
    QLabel* m_message;
    QLabel* m_entryLabel;
    QLineEdit* m_entry;
    QString m_standing;
    QString m_transient;
    QTimer m_timeout;
};

} // namespace shogiban::ui
