// The result of a deal in the period terms (Sacada, Puesta, Codille to whom, the Vole) with
// every payment itemised: the pool, the game, Primeras, Honours, the extras. A panel laid over
// the middle of the table (its parent, the table's viewport), not a window of its own.
#pragma once

#include "ombre/deal.h"

#include <QDialog>

#include <array>

class QLabel;
class QPushButton;
class QTableWidget;

namespace ombre::ui {

class ResultDialog : public QDialog {
    Q_OBJECT

public:
    explicit ResultDialog(QWidget* parent = nullptr);

    void showResult(const Deal& deal, const std::array<QString, 4>& names, int dealNumber);
    QString headline() const;
    QTableWidget* payments() const { return table_; }

signals:
    void nextDealRequested();
    void settleRequested();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void retranslate(); // the texts that do not depend on the deal
    void setScale(qreal px);
    void place();
    void fitTable();
    static qreal fontFor(const QWidget* area);

    QLabel* caption_;
    QPushButton* next_;
    QPushButton* settle_ = nullptr;
    QPushButton* close_ = nullptr;
    QLabel* headline_;
    QLabel* summary_;
    QTableWidget* table_;
    QLabel* net_;
};

} // namespace ombre::ui
