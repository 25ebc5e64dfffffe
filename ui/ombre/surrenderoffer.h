// Surrender as a standing choice (Gibbs pp. 32-34): while the Ombre may still give up the game, a
// small panel in the corner of the table says before which trick, and its one button either
// surrenders now (at the offer, when he leads the coming trick and may answer by leading) or
// keeps the intention for the next offer, to be taken back until then. It is never a question
// put before each trick, and no Enter presses it.
#pragma once

#include "ui/kit/panelframe.h"

class QPushButton;

namespace ombre::ui {

class SurrenderOffer : public PanelFrame {
    Q_OBJECT

public:
    explicit SurrenderOffer(QWidget* parent = nullptr);

    // Before which trick (1-4) the next offer comes; whether it is being made now (the button
    // surrenders at once); whether the player has asked to surrender at it.
    void offer(int beforeTrick, bool now, bool armed);
    bool armed() const { return armed_; }
    QPushButton* button() const { return button_; }

signals:
    void surrenderNow();
    void armedChanged(bool armed);

protected:
    void changeEvent(QEvent* event) override; // a change of language: said again

private:
    void retell();

    QPushButton* button_ = nullptr;
    int beforeTrick_ = 1;
    bool now_ = false;
    bool armed_ = false;
};

} // namespace ombre::ui
