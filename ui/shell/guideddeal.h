// The guided first deal (Help > Guided First Deal): one deal at the table for a newcomer, the
// rules unbent, where each step (the auction, naming trumps, the discard, the play, the payment)
// is explained in a sentence when it comes, with a link to the rules browser's section. The
// players' cards may be shown open. It takes the table's place while the session waits
// (TableMode).
#pragma once

#include "ombre/deal.h"

#include "ui/kit/retranslator.h"

#include <QString>
#include <QWidget>

#include <array>
#include <optional>

class MainWindow;
class QCheckBox;
class QLabel;
class QPushButton;

namespace ombre::ui {

// The explanation of the moment: what is happening and the section of the rules that governs it.
struct Guidance {
    QString kind;    // "deal", "auction", "trumps", "discard", "stock", "surrender", "defence",
                     // "play", "vole", "payment"
    QString title;   // "The auction"
    QString text;    // one or two sentences
    QString section; // "games#auction"
};

class GuidedDeal : public QWidget {
    Q_OBJECT

public:
    // A deal of 3, with the human as eldest hand, which gives him a fine hand to play as Ombre
    // (Spadille, Manille and Basto in Spades): found with the engine.
    static constexpr quint64 kSeed = 44;

    struct Options {
        std::optional<double> speed; // tests: 0
        std::optional<int> pause;    // tests: 0
        bool openCards = false;
    };
    explicit GuidedDeal(const Options& options, QWidget* parent = nullptr);
    ~GuidedDeal() override;

    // The explanation for the deal as it stands, told to the player at `human`.
    static Guidance guidanceFor(const Deal& deal, int human, const std::array<QString, 4>& names);

    MainWindow* table() const { return table_; }
    const Guidance& guidance() const { return guidance_; }
    QCheckBox* openCardsBox() const { return openCards_; }
    QLabel* linkLabel() const { return link_; }
    QPushButton* hintButton() const { return hint_; }
    // Opens the rules browser at the guidance's section.
    void openSection();

protected:
    void changeEvent(QEvent* event) override;

signals:
    void guidanceChanged(const ombre::ui::Guidance& guidance);
    void closeRequested();

private:
    // The deal at one step, as guidanceFor tells it to the player at `human`.
    struct Step {
        Step(const Deal& deal, int you, const std::array<QString, 4>& seatNames);
        QString name(int seat) const; // empty for no seat
        const Deal& d;
        int human;
        int seat; // whose turn it is
        bool mine;
        const std::array<QString, 4>& names;
    };
    static Guidance guidanceAt(const Step& step); // guidanceFor, the names as they are
    // guidanceFor, step by step: the payment once the deal is over, then each decision.
    static Guidance paymentGuidance(const Step& step);
    static Guidance auctionGuidance(const Step& step);
    static Guidance trumpGuidance(const Step& step);
    static Guidance discardGuidance(const Step& step);
    static Guidance stockGuidance(const Step& step);
    static Guidance choiceGuidance(ActionType decision); // Surrender, Defend or Vole
    static Guidance playGuidance(const Step& step);

    void update();

    MainWindow* table_ = nullptr;
    Guidance guidance_;
    QLabel* title_ = nullptr;
    QLabel* text_ = nullptr;
    QLabel* link_ = nullptr;
    Retranslator tr_; // the texts set once
    QCheckBox* openCards_ = nullptr;
    QPushButton* hint_ = nullptr;
};

// Help > Guided First Deal: shows the guided deal in place of the window's table.
GuidedDeal* startGuidedDeal(MainWindow* window, const GuidedDeal::Options& options = {});

} // namespace ombre::ui
