// The replay and the guided deal take the main window's place of the table. While one is shown,
// the live session is suspended: its table, log and result are put aside untouched, the
// computer players stop thinking, and the Game and Options menus are disabled (but for Open
// Record and Quit). Closing the replay or the guided deal restores it exactly as it was.
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>

#include <utility>
#include <vector>

class MainWindow;
class QAction;
class QMenu;
class QWidget;

namespace ombre::ui {

class ReplayViewer;

class TableMode : public QObject {
    Q_OBJECT

public:
    // The mode shown in the window, if any.
    static TableMode* current(MainWindow* window);
    // Shows `content` (which the mode takes over) in place of the table; a mode already shown
    // has its content replaced, the session staying suspended.
    static TableMode* enter(MainWindow* window, QWidget* content);
    ~TableMode() override;

    QWidget* content() const { return content_; }
    // Back to the live session, as it was.
    void leave();

signals:
    void left();

private:
    explicit TableMode(MainWindow* window);
    void suspend();

    MainWindow* window_;
    QPointer<QWidget> live_;    // the table, put aside
    QPointer<QWidget> content_; // what is shown instead
    bool logVisible_ = false;
    bool resultVisible_ = false;
    bool statusVisible_ = true;
    std::vector<std::pair<QPointer<QAction>, bool>> disabled_;
};

// File > Open Record: asks for a file and replays it.
void openRecordDialog(MainWindow* window);
// Replays a record file in the window. A file that cannot be read or is refused gives a
// message naming the problem, and nothing else changes. Returns the viewer, or nullptr.
// `title` heads the replay (empty: the file's name).
ReplayViewer* openRecordFile(MainWindow* window, const QString& path, const QString& title = {});
// The review of `seat`'s decisions in the deal `record` (an Ombre record), begun at once in the
// replay of the deal (ui/ombre/reviewpane.h). `kept`: the deal's file in the player's history,
// where the player's own review (seat 0) is noted for the statistics.
ReplayViewer* openReview(MainWindow* window, const QByteArray& record, const QString& title,
                         int seat, const QString& kept = {});
// Help > Belinda's Game: Pope's game (branch 0) or one of Gibbs's variations.
ReplayViewer* openBelindasGame(MainWindow* window, int branch = 0);

// Adds Open Record (Ctrl+O) and Recent Deals to `fileMenu` and Belinda's Game and the Guided First
// Deal to `helpMenu`.
void addReplayActions(MainWindow* window, QMenu* fileMenu, QMenu* helpMenu);
// Their texts again, in the language now chosen.
void retranslateReplayActions(MainWindow* window);

} // namespace ombre::ui
