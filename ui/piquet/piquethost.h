// The Piquet game in the main window: the session, the table, the computer opposite, the game
// log's sentences and the saved game, bound together. The main window shows its table in place
// of the Ombre table when the player chooses Piquet (Game > New Session…).
#pragma once

#include "piquet/session.h"

#include <QObject>
#include <QString>

#include <functional>

namespace ombre::ui {

class CardRenderer;
class GameLog;
class PiquetComputer;
class PiquetTable;

class PiquetHost : public QObject {
    Q_OBJECT

public:
    struct Options {
        QString savePath; // empty: no saving
        int pause = 700;  // the computer's visible pause, ms
        // Screenshots: the computer decides for the human too until this says the moment has
        // come (asked at each of the human's decisions and at each deal's end).
        std::function<bool(const piquet::Deal&)> autoplayUntil;
    };

    PiquetHost(CardRenderer* renderer, GameLog* log, const Options& options, QWidget* tableParent,
               QObject* parent = nullptr);
    ~PiquetHost() override;

    piquet::Session* session() { return &session_; }
    PiquetTable* table() const { return table_; }
    PiquetComputer* computer() const { return computer_; }
    static QString defaultSavePath(); // piquet.json beside Ombre's session.json

    void newSession(const piquet::Rules& rules, quint64 seed, const QString& level);
    // Resumes the saved game if there is one. A damaged save is set aside; the text says so
    // (empty when nothing was wrong). Returns whether a game was resumed.
    bool resume(const QString& level, QString* damaged);
    void nextDeal();
    void save();
    void cancel();
    // A replay takes the table's place: the computer stops; resumeTurn() asks again whoever is
    // to act when the game returns.
    void suspend();
    void resumeTurn();
    // The record of the current deal (piquet-record/1). Each finished deal's record is also kept
    // in piquet-records/ beside the save.
    QByteArray dealRecord() const;

signals:
    void status(const QString& text);
    void readyForScreenshot();
    void dealResultShown();

private:
    void onActed(const piquet::Action& action, int firstNewCount);
    void onDealStarted();
    void step(); // whoever is to act next
    void tellCounts(int from);
    void keepRecord(); // the finished deal's record, beside the save
    QString who(int seat) const;

    piquet::Session session_;
    PiquetTable* table_;
    PiquetComputer* computer_;
    GameLog* log_;
    Options options_;
    bool resumed_ = false;
};

} // namespace ombre::ui
