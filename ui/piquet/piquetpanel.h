// The panel over the Piquet table: the human's decisions that are not a card to play (a Blank's
// discard announced, the discard, the rest of the stock, the suit appointed, the declarations),
// each with its words, its buttons and its place in the rules, and the result of a deal.
#pragma once

#include "piquet/randomplayer.h" // LegalChoices
#include "ui/kit/panelframe.h"

#include <array>
#include <functional>

namespace ombre::piquet {
class Deal;
}

namespace ombre::ui {

class PiquetPanel : public PanelFrame {
    Q_OBJECT

public:
    explicit PiquetPanel(QWidget* parent = nullptr);

    // Asks the decision `c` of the human's seat; false, and nothing asked, for a card to play.
    bool ask(const piquet::Deal& deal, const piquet::LegalChoices& c,
             const std::array<QString, 2>& names);
    // The discard's words told how many cards are laid out; Take in allowed for a count the
    // rules allow.
    void setLaidOut(int count);
    // The counts of a finished deal, with the next deal (or a new set) and the review offered.
    void showResult(const piquet::Deal& deal, const std::array<QString, 2>& names, int you);
    // The rules browser's section for what is asked.
    QString section() const { return section_; }

signals:
    void chosen(const ombre::piquet::Action& action);
    void takeIn(); // the discard's button: the cards laid out are the table's
    void rulesRequested(const QString& section);
    void nextDealRequested();
    void reviewRequested();

private:
    void begin(const QString& title, const QString& text, const QString& section);
    void addRulesButton();
    std::function<void()> choose(const piquet::Action& action);

    QString section_;
    QString exchangeText_;
    int minDiscard_ = 0, maxDiscard_ = 0;
};

} // namespace ombre::ui
