// Game > Recent Deals: the last deals finished at the table of the game in play
// (OmbreHost::recentDeals, PiquetHost::recentDeals),
// newest first, each named by its number, when it ended and its outcome in the player's language
// ("Deal 3 · 12/05/2025 14:03 · Codille to you"); choosing one replays it (Open Record's viewer,
// where it may be saved as a record). Listed afresh each time the menu opens, so a change of
// language or a deal just finished shows at once. A file that cannot be read is listed greyed,
// saying so, and skipped.
#pragma once

#include <QMenu>

class MainWindow;

namespace ombre::ui {

class RecentDealsMenu : public QMenu {
    Q_OBJECT

public:
    explicit RecentDealsMenu(MainWindow* window);

    // The entries as the folder holds them now (called when the menu opens).
    void refill();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    MainWindow* window_;
};

} // namespace ombre::ui
