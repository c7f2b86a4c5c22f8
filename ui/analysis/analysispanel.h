// The analysis panel's widgets: which engine and whose view, how many lines (MultiPV 1-5),
// arrows on the board, whether to analyse beside a game against the computer, the state of the
// search, and one row per line (score and winning chance from the viewer's side, depth, the
// moves). It only shows what it is given and reports what the user does.
#pragma once

#include <QAbstractTableModel>
#include <QString>
#include <QWidget>

#include <vector>

class QCheckBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableView;

namespace shogiban::ui {

struct AnalysisRow {
    QString score; // "+123", "Mate in 5"
    QString chance; // "56%"
    QString depth;
    QString moves; // the line in the chosen notation
    bool operator==(const AnalysisRow&) const = default;
};

class AnalysisLinesModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { ScoreColumn, ChanceColumn, DepthColumn, LineColumn, ColumnCount };

    using QAbstractTableModel::QAbstractTableModel;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void setRows(std::vector<AnalysisRow> rows);
    const std::vector<AnalysisRow>& rows() const { return m_rows; }

private:
    std::vector<AnalysisRow> m_rows;
};

class AnalysisPanel : public QWidget {
    Q_OBJECT

public:
    explicit AnalysisPanel(QWidget* parent = nullptr);

    void setEngineText(const QString& text); // "Shogiban 1.0 · 1 thread · ☗ Sente's view"
    void setStatus(const QString& text); // depth and nodes, or why the analysis is paused
    void setRows(std::vector<AnalysisRow> rows);
    void setSelectedRow(int row); // -1: none (no line is previewed)
    void setMultiPv(int lines);
    void setArrows(bool on);
    void setDuringComputerGames(bool on);
    void setPlayFromHereEnabled(bool enabled);

    int multiPv() const;
    const AnalysisLinesModel* lines() const { return &m_model; }
    QTableView* linesView() const { return m_view; }
    QString status() const;
    // Low enough to leave the board its room: the rows of the lines asked for, no more.
    QSize sizeHint() const override;

signals:
    void multiPvChanged(int lines);
    void arrowsToggled(bool on);
    void duringComputerGamesToggled(bool on);
    void lineClicked(int row);
    void playFromHereClicked();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void fitNumberColumns();

    AnalysisLinesModel m_model;
    QLabel* m_engine = nullptr;
    QLabel* m_linesLabel = nullptr;
    QSpinBox* m_multiPv = nullptr;
    QCheckBox* m_arrows = nullptr;
    QCheckBox* m_duringGames = nullptr;
    QLabel* m_status = nullptr;
    QTableView* m_view = nullptr;
    QPushButton* m_playFromHere = nullptr;
};

} // namespace shogiban::ui
