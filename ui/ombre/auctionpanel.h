// The auction (Gibbs pp. 19-22) and the naming of trumps: only the calls that are legal now.
#pragma once

#include "ombre/game.h" // the metatypes of the signals
#include "ui/kit/panelframe.h"

#include <vector>

namespace ombre::ui {

class AuctionPanel : public PanelFrame {
    Q_OBJECT

public:
    explicit AuctionPanel(QWidget* parent = nullptr);

    // `situation`: what has been called so far, in words.
    void askBid(const std::vector<Call>& calls, const QString& situation);
    void askTrump(const std::vector<Suit>& suits, Contract contract);

signals:
    void callChosen(ombre::Call call);
    void trumpChosen(ombre::Suit suit);
};

} // namespace ombre::ui
