#include "ombre/payment.h"

#include <algorithm>
#include <cstdint>

namespace ombre {

std::string_view reasonCode(Reason r) {
    static constexpr std::string_view codes[] = {
        "dealer-stake", "pool",    "game",   "primeras",  "honours",  "voltereta",
        "solo",         "vole",    "puesta", "codille",   "defence",  "pretintaille",
        "stake",        "passing", "hand",   "taking-in", "matadors", "forfeiture"};
    return codes[int(r)];
}

std::string_view transferCode(const Transfer& t) {
    if (t.reason == Reason::Pretintaille && t.pretintaille)
        return pretintailleCode(*t.pretintaille);
    return reasonCode(t.reason);
}

int Payment::net(int party) const {
    int sum = 0;
    for (const Transfer& t : transfers) {
        if (t.from == party)
            sum -= t.amount;
        if (t.to == party)
            sum += t.amount;
    }
    return sum;
}

namespace {

class Ledger {
public:
    explicit Ledger(Payment& p) : p_(p) {}
    void pay(int from, int to, int amount, Reason r,
             std::optional<Pretintaille> which = std::nullopt) {
        if (amount > 0 && from != to)
            p_.transfers.push_back({from, to, amount, r, which});
    }

private:
    Payment& p_;
};

// A product of rule values, formed in 64 bits: checkAmounts() keeps it within kMaxPayment;
// rules it was not asked about pay at most that, never a product wrapped round.
int times(std::int64_t a, std::int64_t b) {
    return int(std::clamp<std::int64_t>(a * b, 0, kMaxPayment));
}

} // namespace

Payment settle(const Rules& rules, const DealSummary& d) {
    Payment payment;
    Ledger ledger(payment);
    const bool royal = rules.royalPayments;
    const int alcalde = d.alcalde();
    // Who pays and receives: every seat; the Alcalde of four players only as agreed (p. 17).
    auto pays = [&](int s) { return s != alcalde || rules.alcaldePays; };

    if (royal) {
        // 1665: "you stake each one [great mark] for the Game: and the lesser for passing, for
        // the hand, if you be eldest, and for taking in, giving for each Card you take in, one".
        if (rules.royalStakeEveryDeal || d.poolBefore == 0)
            for (int s = 0; s < d.players; ++s)
                if (pays(s))
                    ledger.pay(s, kPool, times(rules.royalStake, rules.greatMark), Reason::Stake);
        ledger.pay(d.eldest(), kPool, rules.royalHand, Reason::Hand);
        for (int s = 0; s < d.players; ++s)
            ledger.pay(s, kPool, times(d.passes[s], rules.royalPassing), Reason::Passing);
        for (int s = 0; s < d.players; ++s)
            ledger.pay(s, kPool, times(d.takenIn[s], rules.royalTakingIn), Reason::TakingIn);
    } else {
        const int dealerStake =
            d.playingForReserved && !rules.dealerPaysWhenPlayingReserved ? 0 : rules.dealerStake;
        ledger.pay(d.dealer, kPool, dealerStake, Reason::DealerStake);
    }
    const int pool = d.poolBefore + payment.net(kPool);
    payment.poolAtPlay = pool;
    if (d.passed || d.ombre < 0)
        return payment;

    const int ombre = d.ombre;
    auto forEachAdversary = [&](auto&& f) {
        for (int s = 0; s < d.players; ++s)
            if (s != ombre && pays(s))
                f(s);
    };
    int payers = 1; // the Ombre and those who pay with him
    forEachAdversary([&](int) { ++payers; });

    // 1665: the three Matadors "when they are all in a hand", paid whatever the game's fate.
    if (royal && d.matadors >= 0 && (rules.royalMatadorsAnyHand || d.matadors == ombre)) {
        const int amount = times(1, std::int64_t(times(rules.royalMatadors, rules.greatMark)) +
                                        times(std::max(0, d.matadorRun - 3), rules.royalSequence));
        for (int s = 0; s < d.players; ++s)
            if (s != d.matadors && pays(s))
                ledger.pay(s, d.matadors, amount, Reason::Matadors);
    }

    // Favor pays double (p. 46); whether the doubling reaches the extras is an option.
    const bool favor = isFavor(d.contract);
    const int m = favor ? 2 : 1;
    const int mExtras = favor && rules.favorDoublesExtras ? 2 : 1;
    // When a reserved Puesta is played for, the Ombre neither pays nor receives the ordinary
    // five for each player (p. 35). 1665 has no ordinary points: the stakes are all.
    const int game = royal || d.playingForReserved ? 0 : rules.game * m;
    const int vole = royal ? times(rules.royalVoll, rules.greatMark)
                           : (d.players == 4 ? rules.fourHandVole : rules.vole) * m;
    const int primeras = royal ? 0 : rules.primeras * mExtras;
    // The Puesta: what the pool holds, and five more for each player, the Ombre included
    // (p. 31; "Or 25 if there are four players, and the Dealer pays"). 1665's Repuesto: the
    // Player "doubles the Stake".
    const int puesta = pool + game * payers;
    const bool reserve = !royal && rules.reserveLimit > 0 && pool >= rules.reserveLimit;
    const int puestaTo = reserve ? kReserve : kPool;

    struct Extra {
        int amount;
        Reason reason;
        std::optional<Pretintaille> which;
    };
    std::vector<Extra> extras;
    if (royal) {
        // "Of playing without taking in": one great mark from each, or to each if he loses.
        if (isSolo(d.contract))
            extras.push_back(
                {times(rules.royalWithoutTakingIn, rules.greatMark), Reason::Solo, {}});
    } else {
        extras.push_back({d.honours * rules.honour * mExtras, Reason::Honours, {}});
        if (d.contract == Call::Voltereta)
            extras.push_back({rules.volteretaExtra * mExtras, Reason::Voltereta, {}});
        if (isSolo(d.contract))
            extras.push_back({rules.soloExtra * mExtras, Reason::Solo, {}});
    }
    // "When they were in use the Ombre gained or lost the points they carried, according as
    // he won or lost the game" (p. 51). Devole is paid only by an Ombre without a trick.
    for (int i = 0; i < kPretintailles; ++i) {
        const auto p = Pretintaille(i);
        if ((d.pretintailles >> i & 1) && rules.on(p) && p != Pretintaille::Devole)
            extras.push_back({rules.points(p), Reason::Pretintaille, p});
    }

    // Extras are received on a win and paid on a loss, per adversary (p. 35).
    auto extrasFromAdversaries = [&] {
        forEachAdversary([&](int a) {
            for (const Extra& e : extras)
                ledger.pay(a, ombre, e.amount, e.reason, e.which);
        });
    };
    auto extrasToAdversaries = [&] {
        forEachAdversary([&](int a) {
            for (const Extra& e : extras)
                ledger.pay(ombre, a, e.amount, e.reason, e.which);
        });
    };

    if (d.surrendered && d.defender < 0) {
        // Surrender unforbidden: bested, paying no other points but the Voltereta (p. 32).
        ledger.pay(ombre, puestaTo, puesta, Reason::Puesta);
        if (d.contract == Call::Voltereta && !royal)
            forEachAdversary([&](int a) {
                ledger.pay(ombre, a, rules.volteretaExtra * mExtras, Reason::Voltereta);
            });
        return payment;
    }

    if (d.defender >= 0) {
        // The Defender fights the game out as if he were the Ombre (pp. 32-34).
        const Judgement j = judge(d.tricks, d.players, d.defender);
        if (j.outcome == Outcome::Sacada) {
            // The Surrender is barred: the Ombre pays Codille and the extras, the pool stays.
            ledger.pay(ombre, d.defender, puesta, Reason::Codille);
        } else if (j.outcome == Outcome::Codille) {
            // Codille given to the Defender: he pays it; the Ombre's Beste stands.
            ledger.pay(d.defender, j.codilleTo, puesta, Reason::Defence);
            ledger.pay(ombre, puestaTo, puesta, Reason::Puesta);
        } else {
            // Both bested: Twins, never reserved unless the pool is itself a reserved Puesta.
            const int twinsTo = d.playingForReserved && !royal ? kReserve : kPool;
            ledger.pay(d.defender, twinsTo, puesta, Reason::Defence);
            ledger.pay(ombre, twinsTo, puesta, Reason::Puesta);
        }
        extrasToAdversaries();
        return payment;
    }

    const Judgement j = judge(d.tricks, d.players, ombre);
    if (j.outcome == Outcome::Sacada || d.vole == VoleResult::Won) {
        ledger.pay(kPool, ombre, pool, Reason::PoolTaken);
        forEachAdversary([&](int a) {
            if (d.vole == VoleResult::Won) {
                ledger.pay(a, ombre, vole, Reason::Vole);
                return;
            }
            // A barred Vole: thirty to each in place of the ordinary points, but the Ombre
            // still receives the rest (p. 40, Illustration IV).
            if (d.vole != VoleResult::Barred || !rules.barredVolePays)
                ledger.pay(a, ombre, game, Reason::Game);
            if (d.primeras)
                ledger.pay(a, ombre, primeras, Reason::Primeras);
        });
        extrasFromAdversaries();
    } else {
        if (j.outcome == Outcome::Puesta)
            ledger.pay(ombre, puestaTo, puesta, Reason::Puesta);
        else
            ledger.pay(ombre, j.codilleTo, puesta, Reason::Codille);
        extrasToAdversaries();
        if (d.pretintailles >> int(Pretintaille::Devole) & 1 && rules.on(Pretintaille::Devole))
            forEachAdversary([&](int a) {
                ledger.pay(ombre, a, rules.points(Pretintaille::Devole), Reason::Pretintaille,
                           Pretintaille::Devole);
            });
    }
    if (d.vole == VoleResult::Barred && rules.barredVolePays)
        forEachAdversary([&](int a) { ledger.pay(ombre, a, vole, Reason::Vole); });
    return payment;
}

Payment forfeiture(int offender, int pool) {
    Payment payment;
    payment.poolAtPlay = pool;
    Ledger(payment).pay(offender, kPool, pool, Reason::Forfeiture);
    return payment;
}

} // namespace ombre
