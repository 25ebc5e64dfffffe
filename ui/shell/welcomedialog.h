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
    void changeEvent(QEvent* event) override;                   // a change of language: said again
    bool eventFilter(QObject* watched, QEvent* event) override; // the window resized or moved
    void showEvent(QShowEvent* event) override;

private:
    void retell();
    void fit();    // its size from its text and buttons, and the window's width
    void centre(); // in the middle of the window

    PanelFrame* panel_ = nullptr;
    Choice choice_ = Choice::Play;
};

} // namespace ombre::ui
