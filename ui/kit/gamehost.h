// The window's view of a game: what the shell (ui/shell/mainwindow) asks of Ombre's host
// (ui/ombre/ombrehost) and Piquet's (ui/piquet/piquethost) alike, so that it holds both games
// without knowing how either is played.
#pragma once

#include "common/unfiledrecords.h"

#include <QList>
#include <QObject>
#include <QString>

#include <optional>

class QAction;
class QWidget;

namespace ombre::ui {

enum class GameKind { Ombre, Piquet };

// The game's key in the settings and on the command line: "ombre" or "piquet".
QString gameKey(GameKind kind);
// The game of a key; anything but "piquet" is Ombre.
GameKind gameKindOf(const QString& key);

class GameHost : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;

    virtual GameKind kind() const = 0;
    virtual QWidget* table() const = 0;       // shown as the window's central widget
    virtual QString title() const = 0;        // the window's title
    virtual QString rulesHelp() const = 0;    // Help > Rules of …
    virtual QString rulesSection() const = 0; // the rules browser's section for F1 (empty: start)
    virtual QString rulesLabel() const = 0;   // the status bar's words on the session's rules
    virtual QString rulesToolTip() const = 0;
    // Its own entries of the Game and Options menus (owned by the host), shown while it plays.
    virtual QList<QAction*> gameActions() const = 0;
    virtual QList<QAction*> optionActions() const = 0;
    // At the table or put aside for another game: its menu entries shown or hidden, and when
    // put aside, whatever it was asking or thinking withdrawn.
    virtual void setShown(bool shown) = 0;

    virtual void newSession(std::optional<quint64> seed = std::nullopt) = 0;
    // Resumes the saved game if there is one; a damaged save is set aside and the player told
    // (SavedFile). Returns whether a game was resumed.
    virtual bool resume() = 0;
    virtual void nextDeal() = 0;
    // A session a new one would replace: a deal of it played, in play or in its save.
    virtual bool sessionUnderWay() const = 0;
    virtual QString savePath() const = 0; // empty: the game is not saved
    virtual bool canDealNext() const = 0; // Game > Next Deal
    // The computer players stop and the game is saved: another game takes the table, or the
    // window closes.
    virtual void stop() = 0;
    // A table mode (replay, guided deal) takes the table's place: nothing moves meanwhile;
    // resumeTurn() asks again whoever is to act.
    virtual void suspend() = 0;
    virtual void resumeTurn() = 0;

    virtual void setLevel(const QString& level) = 0; // the opponents'
    virtual void setSpeed(double factor) = 0;        // of the animations (0: none)
    virtual void retranslate() = 0;                  // the language has changed

protected:
    // Each save's outcome (empty: saved), told through saveProblem when it changes.
    void reportSave(const QString& error);
    // Files the finished deals that `unfiled` (carried in the save) holds in `history`; why one
    // could not be filed is told through historyProblem, and cleared once all are filed.
    // Returns what was done; the host says its notes (files set aside) and saves again when
    // the list has shrunk.
    RecentRecords::Filed fileUnfiled(const RecentRecords& history, UnfiledRecords& unfiled);

private:
    QString saveError_;
    QString historyError_;

signals:
    // After a save: why it failed, once until it fails otherwise; empty once it succeeds again.
    void saveProblem(const QString& error);
    // After a filing in the history: why the finished deals waiting in the save could not be
    // filed; empty once they are.
    void historyProblem(const QString& error);
    void status(const QString& text, int timeout); // for the status bar (empty: clear it)
    void actionsChanged();                         // canDealNext() may have changed
    void rulesChanged();                           // rulesLabel() has changed
    void readyForScreenshot();                     // the moment its autoplay waited for has come
    void dealResultShown();
};

} // namespace ombre::ui
