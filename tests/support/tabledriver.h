// Plays Ombre through the real table (MainWindow), offscreen, as a human would: the panels'
// buttons, clicks on cards, or the keyboard (arrows, Space, Enter). Used by the table tests
// (tests/ui/tst_table.cpp, tst_table_players.cpp, tst_soak_table.cpp). The QTest checks fail the
// running test; callers look at QTest::currentTestFailed() after each call.
#pragma once

#include "ombre/action.h"
#include "ombre/deal.h"
#include "ombre/player.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QString>
#include <QTest>

#include <functional>
#include <optional>

class MainWindow;
class QPushButton;

namespace ombre::ui {

class ResultDialog;
class TableScene;
class TableView;

class TableDriver {
public:
    explicit TableDriver(MainWindow& window) : window_(window) {}

    // The window's parts: the driver's only calls to MainWindow.
    TableScene* scene() const;
    TableView* view() const;
    ResultDialog* result() const;
    const Deal& deal() const;
    bool waitingForHuman() const;
    bool practiceMode() const;
    bool takeBack() const;

    // Waits for `done`, handling events in small steps (QTRY_* sleeps 50 ms at a time).
    template <typename F> static bool waitUntil(F done, int timeoutMs = 20000) {
        QElapsedTimer clock;
        clock.start();
        while (!done()) {
            if (clock.elapsed() > timeoutMs)
                return false;
            QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
            QTest::qSleep(1);
        }
        return true;
    }

    QPushButton* panelButton(const QString& name) const;
    // A click on the visible left part of a fanned card.
    void clickCard(Card c) const;
    // The human's action through the widgets, by mouse or keyboard.
    void humanDoes(const Action& a, bool keyboard = false) const;

    struct DealOptions {
        bool keyboard = false;
        // Replaces the policy's decision when it gives one.
        std::function<std::optional<Action>(const Deal&)> override;
        // Called before each decision; true when it acted itself (a take-back), and the driver
        // waits again.
        std::function<bool(const Deal&)> instead;
        // Called with each decision once the engine has it.
        std::function<void(const Action&)> decided;
    };
    // Plays the human's decisions with `policy` until the deal is over, checking that each
    // reached the engine as the human meant it.
    void playDeal(Player& policy, const DealOptions& options) const;
    void playDeal(Player& policy) const { playDeal(policy, DealOptions{}); }

    // After a deal: the seats shown, the counters in each pit, the tricks on the table and the
    // pool and the reserve match the engine, and the result itemises every payment.
    void checkTableMatchesEngine() const;

private:
    void selectByKeyboard(Card c, bool fromEnd) const;

    MainWindow& window_;
};

} // namespace ombre::ui
