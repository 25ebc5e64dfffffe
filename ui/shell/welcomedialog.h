// The welcome of a first start: a few words on the game and three ways in, the guided first deal
// (a deal at the table with each step explained), a game against the computer, or the rules.
// Shown once; Help keeps each of the three within reach afterwards.
#pragma once

#include <QDialog>

namespace ombre::ui {

class PanelFrame;

class WelcomeDialog : public QDialog {
    Q_OBJECT

public:
    enum class Choice { GuidedDeal, Play, Rules };

    explicit WelcomeDialog(QWidget* parent = nullptr);

    Choice choice() const { return choice_; }
    PanelFrame* panel() const { return panel_; }

    // Whether this user has been welcomed (the setting welcome/shown); marks it so.
    static bool welcomed();
    static void markWelcomed();

protected:
    void changeEvent(QEvent* event) override; // a change of language: said again

private:
    void retell();

    PanelFrame* panel_ = nullptr;
    Choice choice_ = Choice::Play;
};

} // namespace ombre::ui
