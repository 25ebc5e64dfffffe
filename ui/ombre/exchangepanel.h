// The exchange (Gibbs p. 25): mark the cards to discard in the hand, then confirm; the Ombre's
// right-hand adversary may instead yield the first choice to his friend.
#pragma once

#include "ui/kit/panelframe.h"

namespace ombre::ui {

class ExchangePanel : public PanelFrame {
    Q_OBJECT

public:
    explicit ExchangePanel(QWidget* parent = nullptr);

    // `note`: the rule at work (Voltereta's turned card, a Solo's five left for the friend).
    void ask(int minDiscard, int maxDiscard, bool canYield, const QString& note);
    void setMarked(int count);

signals:
    void confirmed();
    void yielded();

private:
    int min_ = 0, max_ = 0;
    bool canYield_ = false;
    QString note_;
    class QPushButton* confirm_ = nullptr;
};

} // namespace ombre::ui
