// The end of a session: who owes whom, in the house style of the result. Each player's counters,
// his share of what is left on the table and his net in fish and in money at the stake per fish
// the players agreed (Gibbs p. 8: "a penny a fish will be found sufficiently high play"); then
// who pays whom, the payments adding up to the nets (ombre::reckon does the sums).
#pragma once

#include "ombre/reckoning.h"
#include "ombre/session.h"

#include <QDialog>

#include <array>

class QDoubleSpinBox;
class QLabel;
class QPushButton;

namespace ombre::ui {

// Pence as pounds, shillings and pence: "£1 3s 4½d".
QString formatMoney(double pence);
// The stake in words: "a penny a fish", "five fish a penny", "2d a fish".
QString stakeText(double pence);

class SettlementDialog : public QDialog {
    Q_OBJECT

public:
    SettlementDialog(const Session& session, const std::array<QString, 4>& names, double stakePence,
                     QWidget* parent = nullptr);

    double stake() const;
    QString statement() const; // the text of who owes whom
    const Reckoning& reckoning() const { return reckoning_; }

signals:
    void stakeChanged(double pence);
    void newSessionRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void refresh();
    void setScale(int px);
    QString netsTable() const;
    QString paymentsList() const;
    QString notes() const;

    Session session_;
    Reckoning reckoning_;
    std::array<QString, 4> names_;
    QDoubleSpinBox* stake_;
    QLabel* stakeWords_;
    QLabel* heading_;
    QLabel* text_;
    QLabel* stakeLabel_ = nullptr;
    QPushButton* fresh_ = nullptr;
    QPushButton* close_ = nullptr;
};

} // namespace ombre::ui
