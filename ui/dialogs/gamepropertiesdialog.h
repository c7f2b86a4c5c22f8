// Game > Properties: the game information a record's header keeps (players, event, date, place,
// time control, opening) and how the main line ends, as the KIF, KI2, CSA and JKF headers
// write them. The handicap follows from the start position and is only shown. Header fields
// the dialog does not show are kept as they are.
#pragma once

#include "record/record.h"

#include <QDialog>

#include <array>
#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;

namespace shogiban::ui {

class GamePropertiesDialog : public QDialog {
    Q_OBJECT

public:
    enum Field { Sente, Gote, Event, Date, Place, TimeControl, Opening, FieldCount };

    explicit GamePropertiesDialog(const record::Record& record, QWidget* parent = nullptr);

    // The record's header with the edited fields (empty ones removed).
    record::Fields header() const;
    std::optional<record::SpecialMove> ending() const;

    QLineEdit* field(Field field) const { return m_fields[field]; }
    QComboBox* resultBox() const { return m_result; }
    QString handicapText() const;

private:
    const char* keyOf(Field field) const; // the KIF header key

    const record::Record& m_record;
    bool m_handicap = false;
    std::array<QLineEdit*, FieldCount> m_fields{};
    QLabel* m_handicapLabel = nullptr;
    QComboBox* m_result = nullptr;
};

} // namespace shogiban::ui
