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

// Who pays and receives: every seat; the Alcalde of four players only as agreed (p. 17).
bool pays(const Rules& rules, const DealSummary& d, int s) {
    return s != d.alcalde() || rules.alcaldePays;
}

// The stakes before the play. 1665: "you stake each one [great mark] for the Game: and the
// lesser for passing, for the hand, if you be eldest, and for taking in, giving for each Card
// you take in, one". Else the dealer's five into the pool (p. 19).
void stakes(const Rules& rules, const DealSummary& d, Ledger& ledger) {
    if (!rules.royalPayments) {
        const int dealerStake =
            d.playingForReserved && !rules.dealerPaysWhenPlayingReserved ? 0 : rules.dealerStake;
        ledger.pay(d.dealer, kPool, dealerStake, Reason::DealerStake);
        return;
    }
    if (rules.royalStakeEveryDeal || d.poolBefore == 0)
        for (int s = 0; s < d.players; ++s)
            if (pays(rules, d, s))
                ledger.pay(s, kPool, times(rules.royalStake, rules.greatMark), Reason::Stake);
    ledger.pay(d.eldest(), kPool, rules.royalHand, Reason::Hand);
    for (int s = 0; s < d.players; ++s)
        ledger.pay(s, kPool, times(d.passes[s], rules.royalPassing), Reason::Passing);
    for (int s = 0; s < d.players; ++s)
        ledger.pay(s, kPool, times(d.takenIn[s], rules.royalTakingIn), Reason::TakingIn);
}

// 1665: the three Matadors "when they are all in a hand", paid whatever the game's fate.
void matadors(const Rules& rules, const DealSummary& d, Ledger& ledger) {
    if (!rules.royalPayments || d.matadors < 0 ||
        !(rules.royalMatadorsAnyHand || d.matadors == d.ombre))
        return;
    const int amount = times(1, std::int64_t(times(rules.royalMatadors, rules.greatMark)) +
                                    times(std::max(0, d.matadorRun - 3), rules.royalSequence));
    for (int s = 0; s < d.players; ++s)
        if (s != d.matadors && pays(rules, d, s))
            ledger.pay(s, d.matadors, amount, Reason::Matadors);
}

// A payment the Ombre receives from each adversary on a win and pays each on a loss (p. 35).
struct Extra {
    int amount;
    Reason reason;
    std::optional<Pretintaille> which;
};

// The sums of a deal whose Ombre is known, and its extras (pp. 30-51).
struct Terms {
    const Rules& rules;
    const DealSummary& d;
    bool royal = false;
    int pool = 0;   // played for
    int payers = 1; // the Ombre and those who pay with him
    int mExtras = 1;
    int game = 0, vole = 0, primeras = 0;
    int puesta = 0, puestaTo = kPool;
    std::vector<Extra> extras;

    Terms(const Rules& r, const DealSummary& summary) : rules(r), d(summary) {}
    template <class F> void forEachAdversary(F&& f) const {
        for (int s = 0; s < d.players; ++s)
            if (s != d.ombre && pays(rules, d, s))
                f(s);
    }
    void extrasFromAdversaries(Ledger& ledger) const {
        forEachAdversary([&](int a) {
            for (const Extra& e : extras)
                ledger.pay(a, d.ombre, e.amount, e.reason, e.which);
        });
    }
    void extrasToAdversaries(Ledger& ledger) const {
        forEachAdversary([&](int a) {
            for (const Extra& e : extras)
                ledger.pay(d.ombre, a, e.amount, e.reason, e.which);
        });
    }
};

// Honours, Voltereta, Solo and the Pretintailles but the Devole; 1665: playing without
// taking in.
std::vector<Extra> extrasOf(const Terms& t) {
    const Rules& rules = t.rules;
    std::vector<Extra> extras;
    if (t.royal) {
        // "Of playing without taking in": one great mark from each, or to each if he loses.
        if (isSolo(t.d.contract))
            extras.push_back(
                {times(rules.royalWithoutTakingIn, rules.greatMark), Reason::Solo, {}});
    } else {
        extras.push_back({t.d.honours * rules.honour * t.mExtras, Reason::Honours, {}});
        if (t.d.contract == Call::Voltereta)
            extras.push_back({rules.volteretaExtra * t.mExtras, Reason::Voltereta, {}});
        if (isSolo(t.d.contract))
            extras.push_back({rules.soloExtra * t.mExtras, Reason::Solo, {}});
    }
    // "When they were in use the Ombre gained or lost the points they carried, according as
    // he won or lost the game" (p. 51). Devole is paid only by an Ombre without a trick.
    for (int i = 0; i < kPretintailles; ++i) {
        const auto p = Pretintaille(i);
        if ((t.d.pretintailles >> i & 1) && rules.on(p) && p != Pretintaille::Devole)
            extras.push_back({rules.points(p), Reason::Pretintaille, p});
    }
    return extras;
}

Terms termsOf(const Rules& rules, const DealSummary& d, int pool) {
    Terms t(rules, d);
    t.royal = rules.royalPayments;
    t.pool = pool;
    t.forEachAdversary([&](int) { ++t.payers; });
    // Favor pays double (p. 46); whether the doubling reaches the extras is an option.
    const bool favor = isFavor(d.contract);
    const int m = favor ? 2 : 1;
    t.mExtras = favor && rules.favorDoublesExtras ? 2 : 1;
    // When a reserved Puesta is played for, the Ombre neither pays nor receives the ordinary
    // five for each player (p. 35). 1665 has no ordinary points: the stakes are all.
    t.game = t.royal || d.playingForReserved ? 0 : rules.game * m;
    t.vole = t.royal ? times(rules.royalVoll, rules.greatMark)
                     : (d.players == 4 ? rules.fourHandVole : rules.vole) * m;
    t.primeras = t.royal ? 0 : rules.primeras * t.mExtras;
    // The Puesta: what the pool holds, and five more for each player, the Ombre included
    // (p. 31; "Or 25 if there are four players, and the Dealer pays"). 1665's Repuesto: the
    // Player "doubles the Stake".
    t.puesta = pool + t.game * t.payers;
    const bool reserve = !t.royal && rules.reserveLimit > 0 && pool >= rules.reserveLimit;
    t.puestaTo = reserve ? kReserve : kPool;
    t.extras = extrasOf(t);
    return t;
}

// Surrender unforbidden: bested, paying no other points but the Voltereta (p. 32).
void surrender(const Terms& t, Ledger& ledger) {
    const int ombre = t.d.ombre;
    ledger.pay(ombre, t.puestaTo, t.puesta, Reason::Puesta);
    if (t.d.contract == Call::Voltereta && !t.royal)
        t.forEachAdversary([&](int a) {
            ledger.pay(ombre, a, t.rules.volteretaExtra * t.mExtras, Reason::Voltereta);
        });
}

// The Defender fights the game out as if he were the Ombre (pp. 32-34).
void defence(const Terms& t, Ledger& ledger) {
    const DealSummary& d = t.d;
    const Judgement j = judge(d.tricks, d.players, d.defender);
    if (j.outcome == Outcome::Sacada) {
        // The Surrender is barred: the Ombre pays Codille and the extras, the pool stays.
        ledger.pay(d.ombre, d.defender, t.puesta, Reason::Codille);
    } else if (j.outcome == Outcome::Codille) {
        // Codille given to the Defender: he pays it; the Ombre's Beste stands.
        ledger.pay(d.defender, j.codilleTo, t.puesta, Reason::Defence);
        ledger.pay(d.ombre, t.puestaTo, t.puesta, Reason::Puesta);
    } else {
        // Both bested: Twins, never reserved unless the pool is itself a reserved Puesta.
        const int twinsTo = d.playingForReserved && !t.royal ? kReserve : kPool;
        ledger.pay(d.defender, twinsTo, t.puesta, Reason::Defence);
        ledger.pay(d.ombre, twinsTo, t.puesta, Reason::Puesta);
    }
    t.extrasToAdversaries(ledger);
}

// Sacada, or a Vole won: the Ombre takes the pool and is paid by each adversary (pp. 30-40).
void sacada(const Terms& t, Ledger& ledger) {
    const DealSummary& d = t.d;
    ledger.pay(kPool, d.ombre, t.pool, Reason::PoolTaken);
    t.forEachAdversary([&](int a) {
        if (d.vole == VoleResult::Won) {
            ledger.pay(a, d.ombre, t.vole, Reason::Vole);
            return;
        }
        // A barred Vole: thirty to each in place of the ordinary points, but the Ombre
        // still receives the rest (p. 40, Illustration IV).
        if (d.vole != VoleResult::Barred || !t.rules.barredVolePays)
            ledger.pay(a, d.ombre, t.game, Reason::Game);
        if (d.primeras)
            ledger.pay(a, d.ombre, t.primeras, Reason::Primeras);
    });
    t.extrasFromAdversaries(ledger);
}

// The Ombre bested: Puesta into the pool, or Codille to the adversary who won it (p. 31),
// the extras to each adversary, and the Devole of an Ombre without a trick (p. 51).
void puestaOrCodille(const Terms& t, const Judgement& j, Ledger& ledger) {
    const int ombre = t.d.ombre;
    if (j.outcome == Outcome::Puesta)
        ledger.pay(ombre, t.puestaTo, t.puesta, Reason::Puesta);
    else
        ledger.pay(ombre, j.codilleTo, t.puesta, Reason::Codille);
    t.extrasToAdversaries(ledger);
    if (t.d.pretintailles >> int(Pretintaille::Devole) & 1 && t.rules.on(Pretintaille::Devole))
        t.forEachAdversary([&](int a) {
            ledger.pay(ombre, a, t.rules.points(Pretintaille::Devole), Reason::Pretintaille,
                       Pretintaille::Devole);
        });
}

} // namespace

Payment settle(const Rules& rules, const DealSummary& d) {
    Payment payment;
    Ledger ledger(payment);
    stakes(rules, d, ledger);
    payment.poolAtPlay = d.poolBefore + payment.net(kPool);
    if (d.passed || d.ombre < 0)
        return payment;

    matadors(rules, d, ledger);
    const Terms t = termsOf(rules, d, payment.poolAtPlay);
    if (d.surrendered && d.defender < 0) {
        surrender(t, ledger);
        return payment;
    }
    if (d.defender >= 0) {
        defence(t, ledger);
        return payment;
    }
    const Judgement j = judge(d.tricks, d.players, d.ombre);
    if (j.outcome == Outcome::Sacada || d.vole == VoleResult::Won)
        sacada(t, ledger);
    else
        puestaOrCodille(t, j, ledger);
    // A barred Vole: the Ombre pays the Vole to each adversary (p. 39).
    if (d.vole == VoleResult::Barred && rules.barredVolePays)
        t.forEachAdversary([&](int a) { ledger.pay(d.ombre, a, t.vole, Reason::Vole); });
    return payment;
}

Payment forfeiture(int offender, int pool) {
    Payment payment;
    payment.poolAtPlay = pool;
    Ledger(payment).pay(offender, kPool, pool, Reason::Forfeiture);
    return payment;
}

} // namespace ombre
