// The end of a session: who owes whom, in counters and in money at the stake per fish the
// players agreed (Gibbs p. 8: "a penny a fish will be found sufficiently high play").
#pragma once

#include "ombre/session.h"

#include <QDialog>

#include <array>

class QDoubleSpinBox;
class QLabel;

namespace ombre::ui {

// Pence as pounds, shillings and pence: "£1 3s 4½d".
QString formatMoney(double pence);

// The fewest payments that settle the net counters (debtors pay creditors): {from, to, fish}.
struct Debt {
    int from;
    int to;
    int fish;
};
std::vector<Debt> settleDebts(const std::array<int, 4>& net); // a seat's net; 0 for none

class SettlementDialog : public QDialog {
    Q_OBJECT

public:
    SettlementDialog(const Session& session, const std::array<QString, 4>& names, double stakePence,
                     QWidget* parent = nullptr);

    double stake() const;
    QString statement() const; // the text of who owes whom

signals:
    void stakeChanged(double pence);
    void newSessionRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void refresh();

    std::array<int, 4> net_{};
    int players_ = 3;
    int pool_ = 0;
    int reserved_ = 0;
    int deals_ = 0;
    std::array<QString, 4> names_;
    QDoubleSpinBox* stake_;
    QLabel* text_;
    QLabel* stakeLabel_ = nullptr;
    class QPushButton* fresh_ = nullptr;
};

} // namespace ombre::ui
