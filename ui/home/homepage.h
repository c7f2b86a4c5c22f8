// The start page, shown at start and from Game > Home: Play the Computer (a level chosen with
// a description of each), Two Players, Lessons (the next one named), Tsume Problems, Open a Game
// and Continue, drawn as pieces on kaya wood over the dark table, every button reachable by keyboard.
#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;

namespace shogiban::ui {

class PieceButton;

class HomePage : public QWidget {
    Q_OBJECT

public:
    explicit HomePage(QWidget* parent = nullptr);

    int level() const;
    void setLevel(int level);
    // What Continue brings back ("" hides the button).
    void setContinueText(const QString& text);
    // The lesson the Lessons button opens, e.g. "Next: 3. The knight".
    void setLessonText(const QString& text);
    // Under Tsume Problems, e.g. "12 of 300 solved".
    void setTsumeText(const QString& text);
    bool showAtStart() const;
    void setShowAtStart(bool show);

signals:
    void playComputerRequested(int level);
    void twoPlayersRequested();
    void lessonsRequested();
    void tsumeRequested();
    void openRequested();
    void continueRequested();
    void showAtStartChanged(bool show);

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void retranslate();
    void updateLevelText();

    QLabel* m_title = nullptr;
    QLabel* m_subtitle = nullptr;
    PieceButton* m_computer = nullptr;
    PieceButton* m_twoPlayers = nullptr;
    PieceButton* m_lessons = nullptr;
    PieceButton* m_tsume = nullptr;
    PieceButton* m_open = nullptr;
    PieceButton* m_continue = nullptr;
    QLabel* m_levelLabel = nullptr;
    QComboBox* m_level = nullptr;
    QLabel* m_levelText = nullptr;
    QCheckBox* m_atStart = nullptr;
    QWidget* m_panel = nullptr;
    QString m_lessonText;
    QString m_continueText;
};

} // namespace shogiban::ui
