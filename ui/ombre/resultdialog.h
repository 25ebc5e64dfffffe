// The result of a deal in the period terms (Sacada, Puesta, Codille to whom, the Vole): first
// what each player and the pool gained or lost, then, on demand, every payment itemised (the
// pool, the game, Primeras, Honours, the extras). A panel laid over the middle of the table (its
// parent, the table's viewport), not a window of its own.
#pragma once

#include "ombre/deal.h"

#include <QDialog>

#include <array>
#include <functional>
#include <utility>

class QGridLayout;
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
    // The nets as shown, in order: each player's, then the pool's (and the reserve's when it
    // changed): {name, signed fish}.
    QList<std::pair<QString, QString>> netRows() const;
    QPushButton* detailsButton() const { return details_; }
    // What the panel should not cover (the table's texts), in its parent's coordinates: it
    // stands over the middle of the table where that is clear, else as near as may be.
    void setKeepClear(std::function<QList<QRect>()> rects) { keepClear_ = std::move(rects); }
    // Placed again (and sized for the table): the table laid out anew at another size.
    void place();

signals:
    void nextDealRequested();
    void settleRequested();
    void reviewRequested(); // the review of this deal (ui/ombre/reviewpane.h)
    void dismissed();       // closed by the player, to look at the table

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void retranslate(); // the texts that do not depend on the deal
    void setScale(qreal px);
    void fitTable();
    void showNets(const Deal& deal, const QString* names);
    void updateDetails();
    static qreal fontFor(const QWidget* area);

    QLabel* caption_;
    QPushButton* next_;
    QPushButton* settle_ = nullptr;
    QPushButton* close_ = nullptr;
    QPushButton* review_ = nullptr;
    QLabel* headline_;
    QLabel* summary_;
    QLabel* net_;          // the heading of the nets
    QGridLayout* netGrid_; // a line each: name, fish
    QPushButton* details_; // shows or hides the payments
    QTableWidget* table_;
    std::function<QList<QRect>()> keepClear_;
    qreal font_ = 15;      // the font size it is shown in (setScale)
    bool placing_ = false; // place() at work: its own resizing does not place it again
};

} // namespace ombre::ui
