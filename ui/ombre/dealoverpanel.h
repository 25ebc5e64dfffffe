// The way on once the result is put away: a small panel where the decisions are asked, saying
// the deal is over and what it brought the player, with the next deal as its default button
// (Enter), the result to look at again, the settlement, and the review of the deal.
#pragma once

#include "ui/kit/panelframe.h"

class QPushButton;

namespace ombre::ui {

class DealOverPanel : public PanelFrame {
    Q_OBJECT

public:
    explicit DealOverPanel(QWidget* parent = nullptr);

    // `dealNumber`: the deal just over; `yourNet`: what it brought the player, in fish.
    void present(int dealNumber, int yourNet);

signals:
    void nextDealRequested();
    void resultRequested();
    void settleRequested();
    void reviewRequested();

private:
    QPushButton* next_;
    QPushButton* result_;
    QPushButton* settle_;
    QPushButton* review_;
};

} // namespace ombre::ui
