// Game > Open Record for a Piquet record (piquet-record/1): the deal replayed on the Piquet
// table step by step, back and forth, with the counts and the score sheet as they stood. It
// takes the table's place like Ombre's replay viewer (TableMode), the live game set aside.
#pragma once

#include "piquet/deal.h"
#include "ui/kit/retranslator.h"

#include <QWidget>

#include <optional>
#include <vector>

class QLabel;
class QPushButton;

namespace ombre::piquet {
class Session;
}

namespace ombre::ui {

class CardRenderer;
class PiquetTable;

class PiquetReplay : public QWidget {
    Q_OBJECT

public:
    PiquetReplay(const piquet::Deal& deal, const std::vector<std::string>& names,
                 CardRenderer* renderer, QWidget* parent = nullptr);

    void showStep(int step); // 0: as dealt; history().size(): the end
    int step() const { return step_; }
    int steps() const { return int(history_.size()); }
    PiquetTable* table() const { return table_; }

signals:
    void closeRequested();

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    piquet::Rules rules_;
    piquet::DealSetup setup_;
    std::vector<piquet::Action> history_;
    piquet::Session* session_;
    PiquetTable* table_;
    QLabel* caption_;
    QPushButton* back_;
    QPushButton* forward_;
    int step_ = 0;
    Retranslator tr_;
};

} // namespace ombre::ui
