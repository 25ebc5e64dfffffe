#include "ui/piquet/piquetpanel.h"

#include "piquet/deal.h"
#include "ui/kit/terms.h"
#include "ui/piquet/piquetsheet.h"
#include "ui/piquet/piquettable.h"
#include "ui/piquet/piquetterms.h"

#include <QPushButton>

namespace ombre::ui {

using piquet::Action;
using piquet::ActionType;
using piquet::CardSet;
using piquet::Category;
using piquet::Combination;

namespace {

QString sectionOf(Category k) {
    return k == Category::Ruff       ? QStringLiteral("piquet-declarations#ruff")
           : k == Category::Sequence ? QStringLiteral("piquet-declarations#sequences")
                                     : QStringLiteral("piquet-declarations#ternaries");
}

} // namespace

PiquetPanel::PiquetPanel(QWidget* parent) : PanelFrame(parent) {}

void PiquetPanel::begin(const QString& title, const QString& text, const QString& section) {
    clearButtons();
    setTitle(title);
    setText(text);
    section_ = section;
}

void PiquetPanel::addRulesButton() {
    QPushButton* b =
        addButton(QStringLiteral("?"), QStringLiteral("rulesLink"), tr("What the rules say (F1)"));
    connect(b, &QPushButton::clicked, this, [this] { emit rulesRequested(section_); });
}

std::function<void()> PiquetPanel::choose(const Action& a) {
    return [this, a] { emit chosen(a); };
}

bool PiquetPanel::ask(const piquet::Deal& d, const piquet::LegalChoices& c,
                      const std::array<QString, 2>& names) {
    switch (c.decision) {
    case ActionType::Announce:
        // "I have a Blank, and I intend to discard such a number of Cards" ("He that is the
        // elder").
        begin(tr("You have a Blank"),
              tr("You hold no King, Queen or Knave: it counts ten and bars Picy and Repicy. "
                 "Say how many cards you will discard; you will be held to that number."),
              QStringLiteral("piquet-deal#blank"));
        for (int n = c.minCount; n <= c.maxCount; ++n)
            connect(addButton(QString::number(n), QStringLiteral("announce%1").arg(n)),
                    &QPushButton::clicked, this, choose(Action::announce(kPiquetHuman, n)));
        break;
    case ActionType::Exchange: {
        minDiscard_ = c.minCount;
        maxDiscard_ = c.maxCount;
        const bool elder = d.elder() == kPiquetHuman;
        exchangeText_ =
            c.minCount == c.maxCount
                ? tr("Click the %n card(s) you lay out, then take in as many from the stock.",
                     nullptr, c.minCount)
            : elder ? tr("Click the cards you lay out (1 to %1), then take in as many. "
                         "Of the eight you may take, you see those you leave.")
                          .arg(c.maxCount)
                    : tr("Click the cards you lay out (1 to %1), then take in as many "
                         "from the stock.")
                          .arg(c.maxCount);
        begin(tr("Your discard"), exchangeText_, QStringLiteral("piquet-deal#exchange"));
        QPushButton* take = addButton(tr("Take in"), QStringLiteral("takeIn"));
        take->setDefault(true);
        connect(take, &QPushButton::clicked, this, &PiquetPanel::takeIn);
        setLaidOut(0);
        break;
    }
    case ActionType::NameSuit:
        // "provided that he first acquaint the other with the suit, that he intends to play"
        // ("'Tis no small advantage").
        begin(tr("The rest of the stock"),
              tr("%n card(s) remain. To see them you must first name the suit you will lead "
                 "to the first trick, and you are held to it.",
                 nullptr, int(d.stock().size())),
              QStringLiteral("piquet-deal#remainder"));
        for (Suit s : c.suits)
            connect(addButton(suitSymbol(s) + QLatin1Char(' ') + piquetSuitTitle(s),
                              QStringLiteral("name%1").arg(QChar(QLatin1Char("SCHD"[int(s)])))),
                    &QPushButton::clicked, this, choose(Action::nameSuit(kPiquetHuman, s)));
        if (c.canDecline)
            connect(addButton(tr("Leave them"), QStringLiteral("declineRemainder")),
                    &QPushButton::clicked, this, choose(Action::declineRemainder(kPiquetHuman)));
        break;
    case ActionType::Appoint:
        begin(tr("Appoint the suit"),
              tr("%1 named %2 but holds none: appoint the suit to be led.")
                  .arg(names[std::size_t(d.elder())], piquetSuitTitle(*d.named())),
              QStringLiteral("piquet-deal#remainder"));
        for (Suit s : c.suits)
            connect(addButton(suitSymbol(s) + QLatin1Char(' ') + piquetSuitTitle(s),
                              QStringLiteral("appoint%1").arg(QChar(QLatin1Char("SCHD"[int(s)])))),
                    &QPushButton::clicked, this, choose(Action::appoint(kPiquetHuman, s)));
        break;
    case ActionType::Declare: {
        // Provence: the first word stands ("In like manner, if the younger").
        begin(categoryTitle(c.category), tr("Declare what you will show; the first word stands."),
              sectionOf(c.category));
        int i = 0;
        for (const Combination& comb : c.combinations)
            connect(addButton(combinationShort(comb), QStringLiteral("declare%1").arg(i++),
                              combinationTitle(comb)),
                    &QPushButton::clicked, this,
                    choose(Action::declare(kPiquetHuman, c.category, comb.cards)));
        connect(addButton(tr("Show nothing"), QStringLiteral("declareNone")), &QPushButton::clicked,
                this, choose(Action::declare(kPiquetHuman, c.category, CardSet())));
        break;
    }
    case ActionType::PlayCard: // no panel: a card of the hand
        return false;
    }
    addRulesButton();
    return true;
}

void PiquetPanel::setLaidOut(int count) {
    for (QPushButton* b : buttons())
        if (b->objectName() == QLatin1String("takeIn"))
            b->setEnabled(count >= minDiscard_ && count <= maxDiscard_);
    setText(exchangeText_ + QLatin1Char(' ') + tr("%n card(s) laid out.", nullptr, count));
    adjustSize();
}

void PiquetPanel::showResult(const piquet::Deal& d, const std::array<QString, 2>& names, int you) {
    const QString html = resultHtml(d, names, you);
    const int winner = d.setWinner();
    clearButtons();
    setTitle(winner < 0               ? tr("The deal is over")
             : winner == kPiquetHuman ? tr("You have won the set!")
                                      : tr("%1 has won the set").arg(names[std::size_t(winner)]));
    setText(html);
    section_ =
        winner >= 0 ? QStringLiteral("piquet-scoring#set") : QStringLiteral("piquet-scoring#picy");
    QPushButton* next = winner >= 0
                            ? addButton(tr("Begin a new set"), QStringLiteral("piquetNewSet"))
                            : addButton(tr("Next deal"), QStringLiteral("piquetNextDeal"));
    next->setDefault(true);
    connect(next, &QPushButton::clicked, this, &PiquetPanel::nextDealRequested);
    QPushButton* review = addButton(tr("Review"), QStringLiteral("piquetReview"),
                                    tr("Your decisions looked at again by the Master"));
    connect(review, &QPushButton::clicked, this, &PiquetPanel::reviewRequested);
    addRulesButton();
    next->setFocus();
}

} // namespace ombre::ui
