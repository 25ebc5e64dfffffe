#include "core/payment.h"

namespace ombre {

std::string_view reasonCode(Reason r) {
    static constexpr std::string_view codes[] = {"dealer-stake", "pool",      "game",   "primeras",
                                                 "honours",      "voltereta", "solo",   "vole",
                                                 "puesta",       "codille",   "defence"};
    return codes[int(r)];
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
    void pay(int from, int to, int amount, Reason r) {
        if (amount > 0 && from != to)
            p_.transfers.push_back({from, to, amount, r});
    }

private:
    Payment& p_;
};

} // namespace

Payment settle(const Rules& rules, const DealSummary& d) {
    Payment payment;
    Ledger ledger(payment);

    const int dealerStake =
        d.playingForReserved && !rules.dealerPaysWhenPlayingReserved ? 0 : rules.dealerStake;
    ledger.pay(d.dealer, kPool, dealerStake, Reason::DealerStake);
    const int pool = d.poolBefore + dealerStake;
    payment.poolAtPlay = pool;
    if (d.passed || d.ombre < 0)
        return payment;

    // Favor pays double (p. 46); whether the doubling reaches the extras is an option.
    const bool favor = isFavor(d.contract);
    const int m = favor ? 2 : 1;
    const int mExtras = favor && rules.favorDoublesExtras ? 2 : 1;
    // When a reserved Puesta is played for, the Ombre neither pays nor receives the ordinary
    // five for each player (p. 35).
    const int game = d.playingForReserved ? 0 : rules.game * m;
    const int vole = rules.vole * m;
    // The Puesta: what the pool holds, and five more for each player, the Ombre included (p. 31).
    const int puesta = pool + game * d.players;
    const bool reserve = rules.reserveLimit > 0 && pool >= rules.reserveLimit;
    const int puestaTo = reserve ? kReserve : kPool;

    struct Extra {
        int amount;
        Reason reason;
    };
    std::vector<Extra> extras;
    extras.push_back({d.honours * rules.honour * mExtras, Reason::Honours});
    if (d.contract == Call::Voltereta)
        extras.push_back({rules.volteretaExtra * mExtras, Reason::Voltereta});
    if (isSolo(d.contract))
        extras.push_back({rules.soloExtra * mExtras, Reason::Solo});

    const int ombre = d.ombre;
    auto forEachAdversary = [&](auto&& f) {
        for (int s = 0; s < d.players; ++s)
            if (s != ombre)
                f(s);
    };
    // Extras are received on a win and paid on a loss, per adversary (p. 35).
    auto extrasFromAdversaries = [&] {
        forEachAdversary([&](int a) {
            for (const Extra& e : extras)
                ledger.pay(a, ombre, e.amount, e.reason);
        });
    };
    auto extrasToAdversaries = [&] {
        forEachAdversary([&](int a) {
            for (const Extra& e : extras)
                ledger.pay(ombre, a, e.amount, e.reason);
        });
    };

    if (d.surrendered && d.defender < 0) {
        // Surrender unforbidden: bested, paying no other points but the Voltereta (p. 32).
        ledger.pay(ombre, puestaTo, puesta, Reason::Puesta);
        if (d.contract == Call::Voltereta)
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
            const int twinsTo = d.playingForReserved ? kReserve : kPool;
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
            if (d.vole != VoleResult::Barred)
                ledger.pay(a, ombre, game, Reason::Game);
            if (d.primeras)
                ledger.pay(a, ombre, rules.primeras * mExtras, Reason::Primeras);
        });
        extrasFromAdversaries();
    } else {
        if (j.outcome == Outcome::Puesta)
            ledger.pay(ombre, puestaTo, puesta, Reason::Puesta);
        else
            ledger.pay(ombre, j.codilleTo, puesta, Reason::Codille);
        extrasToAdversaries();
    }
    if (d.vole == VoleResult::Barred)
        forEachAdversary([&](int a) { ledger.pay(ombre, a, vole, Reason::Vole); });
    return payment;
}

} // namespace ombre
