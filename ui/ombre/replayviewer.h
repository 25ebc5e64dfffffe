// The replay of a deal record on the table, step by step, back and forth (File > Open Record,
// Help > Belinda's Game). Each step k shows a fresh Deal with the record's first k actions
// applied, with every hand face up, the game log and, once finished, the result. Belinda's game
// adds Pope's verses beside each trick and Gibbs's variations as branches to choose from.
#pragma once

#include "ombre/deal.h"
#include "ombre/game.h"
#include "ombre/record.h"

#include "ui/kit/retranslator.h"
#include <QList>

#include <QMainWindow>
#include <QString>

#include <array>
#include <optional>
#include <string>
#include <vector>

class QAction;
class QComboBox;
class QLabel;
class QTextBrowser;

namespace ombre::ui {

class CardRenderer;
class GameLog;
class OmbreLog;
class ReviewPane;
class TableScene;
class TableView;

// A fresh Deal with the first `step` actions of `deal`'s history applied (0: as dealt).
Deal dealAtStep(const Deal& deal, int step);

// Belinda's game and Gibbs's variations (Gibbs ch. VIII), as shipped under :/records/belinda/.
struct RecordBranch {
    QString resource; // ":/records/belinda/poem.json"
    QString label;    // the book's pages and a line of description, translated
    QString section;  // the rules browser's section ("belinda#variation-solo")
};
QList<RecordBranch> belindaBranches();

class ReplayViewer : public QMainWindow {
    Q_OBJECT

public:
    explicit ReplayViewer(QWidget* parent = nullptr);
    ~ReplayViewer() override;

    // Loads a record and shows it as dealt. Returns the reader's reason (one line) when the
    // record is refused; what was shown before stays.
    QString openRecord(const QByteArray& json, const QString& title);
    QString openFile(const QString& path, const QString& title = {}); // empty: the file's name
    // Writes the record replayed, as loaded (its names too), safely (common/safefile) to `path`.
    // Returns "" or, in one line, why not.
    QString saveRecord(const QString& path) const;
    // Belinda's game: the branch of belindaBranches() (0: Pope's game), with the verses.
    bool openBelinda(int branch = 0);

    int step() const { return step_; }
    int steps() const; // the number of actions in the record
    void setStep(int step, bool animate = false);
    void setSpeed(double factor); // 0: no animation

    const Deal* deal() const { return game_.deal(); } // the deal at the step
    const Deal* record() const { return record_ ? &*record_ : nullptr; }
    const std::array<QString, 4>& names() const { return names_; } // by seat
    // The seat told in the second person: the table's own player ("You") in a record of a deal
    // played at the table; -1: every seat by name.
    int you() const { return you_; }
    TableScene* tableScene() const { return scene_; }
    TableView* tableView() const { return view_; }
    GameLog* gameLog() const { return log_; }
    bool belinda() const { return branch_ >= 0; }
    int branch() const { return branch_; }
    QComboBox* branchBox() const { return branchBox_; }
    // What the side panel says at this step: the last action, the verses, the result.
    QString stepText() const;
    QString versesText() const;
    QString resultText() const;
    // The review of a seat's decisions (ui/ombre/reviewpane.h), shown and begun.
    ReviewPane* reviewPane() const { return review_; }
    void startReview(int seat);

public slots:
    void first();
    void previous();
    void next();
    void last();

signals:
    void stepChanged(int step);
    void closeRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void buildUi();
    void buildTable();
    void buildSidePanel();
    void buildReviewPanel();
    void buildControls();
    void showStep(bool animate);
    void updatePanel();
    QString describe(const Deal& before, const Action& a) const;
    QString name(int seat) const;
    void openSection(const QString& section);
    void saveRecordAs(); // asks where
    void setNames();     // names_ from recordNames_, the table's own translated

    Game game_; // the deal at the step, through the engine's own signals for the log
    std::optional<Deal> record_;
    std::array<QString, 4> names_;         // the fourth sits at four-hand Ombre
    std::vector<std::string> recordNames_; // as the record gives them
    std::optional<SessionAtDeal> session_; // where the session stood, as the record gives it
    int you_ = -1; // the seat of the table's own "You", told in the second person; -1: none
    QString title_;
    int step_ = 0;
    int branch_ = -1;
    QString stepText_;

    CardRenderer* renderer_ = nullptr;
    TableScene* scene_ = nullptr;
    TableView* view_ = nullptr;
    GameLog* log_ = nullptr;
    OmbreLog* narration_ = nullptr; // tells the game into log_
    QAction* firstAction_ = nullptr;
    QAction* previousAction_ = nullptr;
    QAction* nextAction_ = nullptr;
    QAction* lastAction_ = nullptr;
    QAction* saveAction_ = nullptr;
    QLabel* stepLabel_ = nullptr;
    QLabel* titleLabel_ = nullptr;
    QLabel* branchLabel_ = nullptr;
    QComboBox* branchBox_ = nullptr;
    QTextBrowser* notes_ = nullptr;
    class QDockWidget* reviewDock_ = nullptr;
    ReviewPane* review_ = nullptr;
    Retranslator tr_; // the texts set once in buildUi()
};

} // namespace ombre::ui
