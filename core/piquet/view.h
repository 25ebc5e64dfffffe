// The phases of a Piquet deal, its tricks, and what one player may know of it: his own hand
// and what was shown to both, never the other's hidden cards nor the stock he did not see.
// The computer players will decide from a View and a LegalChoices (randomplayer.h) alone.
#pragma once

#include "piquet/action.h"
#include "piquet/count.h"
#include "piquet/rules.h"

#include <optional>
#include <vector>

namespace ombre::piquet {

enum class Phase : std::uint8_t {
    // Cotgrave's paragraphs by their first words (docs/piquet.md):
    Announce, // the elder holds a Blank: he says how many he will discard ("He that is the
              // elder")
    Exchange, // the elder, then the younger; with the elder's Blank the younger discards first
    NameSuit, // the younger left cards: the elder may name a suit to see them ("'Tis no small
              // advantage")
    Appoint,  // the elder named a suit he does not hold: the younger appoints one ("'Tis no
              // small advantage")
    Declare,  // the first word stands: Ruff, Sequences, Ternaries, the elder first ("After the
              // discarding", "In like manner, if the younger")
    Play,
    Finished,
};
std::string_view phaseName(Phase p); // "announce", ..., "finished"

struct Trick {
    int leader = -1;
    int count = 0;
    Card cards[2]; // in the order played, from the leader
    int winner = -1;
    bool operator==(const Trick&) const = default;
};

struct View {
    int seat = 0;
    int dealer = 0;
    int elder = 1;
    int set = 100;
    Rules rules; // known to both: the set, the custom, whether the Knave counts in play
    int scoreBefore[2] = {0, 0}; // the score to the set before this deal
    Phase phase = Phase::Exchange;

    CardSet hand;                // this player's cards now
    CardSet ownDiscard;          // what he laid out
    CardSet ownTaken;            // what he took in from the stock
    int discarded[2] = {-1, -1}; // how many each laid out (-1: not yet)
    int taken[2] = {-1, -1};     // how many each took in (-1: not yet)
    int announced = -1;          // the elder's Blank: the number he said he would discard
    int stockLeft = 12;
    // Cotgrave: the elder's eight and the remainder, "'Tis no small advantage"; the Blank shown,
    // "He that is the elder".
    CardSet seenStock;                // cards of the stock he saw and did not take
    CardSet otherShown;               // the other's hand as dealt, when he showed a Blank
    bool blank[2] = {false, false};   // Blanks shown (his own counts once he shows it)
    std::optional<Suit> named;        // the suit the elder named
    std::optional<Suit> appointed;    // the suit the younger appointed
    std::optional<Suit> leadSuit;     // what the elder must lead to the first trick
    std::vector<Action> declarations; // the words spoken when the first word stands
    std::vector<Count> counts;        // everything reckoned so far, in order
    int score[2] = {0, 0};            // reckoned in this deal
    std::vector<Trick> tricks;        // completed tricks, both cards seen
    Trick currentTrick;
    int tricksWon[2] = {0, 0};

    // The decision asked of this player now, if any.
    bool toAct = false;
    ActionType decision = ActionType::Exchange;
};

} // namespace ombre::piquet
