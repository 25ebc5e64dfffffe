#include "ui/ombre/ombreactions.h"

#include "ombre/deal.h"
#include "ui/ombre/tablescene.h"

#include <QAction>
#include <QWidget>

namespace ombre::ui {

namespace {

// The host's translation context (tr() here says the same): QT_TR_NOOP's sources are its.
constexpr const char* kContext = "ombre::ui::OmbreHost";

} // namespace

OmbreActions::OmbreActions(QWidget* window, bool practice) {
    settle_ = tr_.addText(new QAction(window), kContext, QT_TR_NOOP("&Settle Up…"));
    tr_.addShortcut(settle_, kContext, QT_TR_NOOP("Ctrl+E"));
    hint_ = tr_.addText(new QAction(window), kContext, QT_TR_NOOP("&Hint"));
    tr_.addShortcut(hint_, kContext, QT_TR_NOOP("H"));
    takeBack_ = tr_.addText(new QAction(window), kContext, QT_TR_NOOP("&Take Back Your Last Card"));
    tr_.add(takeBack_, [](QAction* x) {
        x->setStatusTip(tr("A deal with a card taken back is marked so in your history and left "
                           "out of the statistics' fair figures"));
    });
    takeBack_->setShortcut(QKeySequence::Undo);
    claim_ = tr_.addText(new QAction(window), kContext, QT_TR_NOOP("&Claim the Rest"));
    tr_.add(claim_, [](QAction* x) {
        x->setStatusTip(tr("Take every trick still to play: the claim is checked against the real "
                           "hands, and refused if the others could take one"));
    });
    claim_->setObjectName(QStringLiteral("claimAction"));
    separator_ = new QAction(window);
    separator_->setSeparator(true);

    rulesSettings_ = tr_.addText(new QAction(window), kContext, QT_TR_NOOP("&Rules…"));
    tr_.add(rulesSettings_, [](QAction* x) {
        x->setStatusTip(tr("The rule set and every rule option, for the next session"));
    });
    rulesSettings_->setObjectName(QStringLiteral("rulesSettingsAction"));
    tr_.addShortcut(rulesSettings_, kContext, QT_TR_NOOP("Ctrl+,"));
    rulesSettings_->setMenuRole(QAction::PreferencesRole);
    practice_ = tr_.addText(new QAction(window), kContext, QT_TR_NOOP("&Practice Mode"));
    tr_.add(practice_, [](QAction* x) { x->setStatusTip(tr("Hints say why, in a sentence")); });
    practice_->setCheckable(true);
    practice_->setChecked(practice);
}

QList<QAction*> OmbreActions::gameActions() const {
    return {settle_, separator_, hint_, claim_, takeBack_};
}

QList<QAction*> OmbreActions::optionActions() const {
    return {rulesSettings_, practice_};
}

void OmbreActions::update(const Deal* d, bool shown, bool waitingForHuman) {
    // Ombre's own: Piquet's rules are chosen in Game > New Session….
    for (QAction* a : {hint_, claim_, settle_, practice_, rulesSettings_})
        a->setVisible(shown);
    hint_->setEnabled(d && !d->finished() && d->toAct() == kHumanSeat);
    // Offered at each of the human's cards; whether it holds is known only once claimed, so
    // that the menu tells nothing of the hidden cards.
    claim_->setEnabled(waitingForHuman && d && !d->finished() && d->toAct() == kHumanSeat &&
                       d->decision() == ActionType::PlayCard);
    bool played = false;
    if (d)
        for (const Action& a : d->history())
            played |= a.type == ActionType::PlayCard && a.seat == kHumanSeat;
    takeBack_->setEnabled(played);
    takeBack_->setVisible(shown);
}

} // namespace ombre::ui
