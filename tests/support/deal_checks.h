// Checks shared by the tests that play many deals: each returns "" when the deal is sound,
// else what is wrong, so a failure names the deal and the fault.
#pragma once

#include "ombre/deal.h"
#include "ombre/record.h"

#include <string>
#include <vector>

namespace ombre::test {

// Every card of the pack is in exactly one place (hands, discards, stock, tricks); the Alcalde
// holds nothing and is never asked to act; a deal asks for a decision exactly while unfinished.
inline std::string cardsAccountedFor(const Deal& deal) {
    const CardSet pack = packFor(deal.rules());
    CardSet seen;
    int total = 0;
    auto take = [&](CardSet cards) {
        seen |= cards;
        total += cards.size();
    };
    for (int s = 0; s < deal.players(); ++s) {
        take(deal.hand(s));
        take(deal.discard(s));
    }
    for (Card c : deal.stock()) {
        seen.add(c);
        ++total;
    }
    auto played = [&](const Trick& t) {
        for (int i = 0; i < t.count; ++i) {
            seen.add(t.cards[i]);
            ++total;
        }
    };
    for (const Trick& t : deal.tricks())
        played(t);
    if (!deal.finished() && deal.ombre() >= 0)
        played(deal.currentTrick());
    if (total != pack.size() || seen != pack)
        return "cards not accounted for: " + std::to_string(total) + " counted, missing " +
               (pack - seen).codes();
    const int alcalde = deal.alcalde();
    if (alcalde >= 0 && (!deal.hand(alcalde).empty() || deal.toAct() == alcalde))
        return "the Alcalde holds cards or is asked to act";
    if (deal.finished() != (deal.toAct() < 0))
        return "a finished deal asks for a decision, or an unfinished one does not";
    return {};
}

// `back`, read back from a record or a save of `deal`, is the same as far as a record tells:
// the history, the rules, the outcome, whether it is over and who is to act, and the payments
// transfer by transfer.
inline std::string sameAsRecorded(const Deal& deal, const Deal& back) {
    if (!(back.history() == deal.history()))
        return "history differs";
    if (!(back.rules() == deal.rules()))
        return "rules differ";
    if (back.outcome() != deal.outcome())
        return "outcome differs";
    if (back.finished() != deal.finished() || back.toAct() != deal.toAct())
        return "state differs";
    const auto& a = deal.payment().transfers;
    const auto& b = back.payment().transfers;
    if (a.size() != b.size())
        return "payments differ in number";
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i].from != b[i].from || a[i].to != b[i].to || a[i].amount != b[i].amount ||
            a[i].reason != b[i].reason || a[i].pretintaille != b[i].pretintaille)
            return "payment " + std::to_string(i) + " differs";
    return {};
}

// writeRecord then readRecord: "" when the deal read back passes `same` (sameAsRecorded, or a
// stricter check), else what differs and the record's text.
template <typename Same> std::string replaysTheSame(const Deal& deal, Same same) {
    const std::vector<std::string> names(std::size_t(deal.players()), "P");
    const std::string text = writeRecord(deal, names);
    const LoadedRecord loaded = readRecord(text);
    if (!loaded.ok())
        return "the record does not replay: " + loaded.error + "\n" + text;
    const std::string why = same(deal, *loaded.deal);
    return why.empty() ? why : why + "\n" + text;
}

} // namespace ombre::test
