#!/usr/bin/env python3
"""The hand-made positions of `ombre-lab evaluate` (lab/positions/made.jsonl, docs/ai.md).

Each theme fixes a first trick and the cards that make its question (who holds Spadille, who is
void, who leads what); the rest of the deal is random. The open-cards values of every candidate
come from `ombre-lab evaluate` itself; a candidate is kept only when the values show the
theme's point (Spadille spent where a smaller card does as well loses, ...), so that each kept
position has a card that loses. Seeded: the same command writes the same files, which
`ombre-lab pack OUT_DIR lab/positions/made.jsonl` keeps as the set.

usage: make-evaluation-positions.py OMBRE_LAB OUT_DIR [--per-theme N] [--seed S]
"""
import argparse, json, os, random, subprocess, tempfile

SUITS = "SCHD"
RANKS = "A234567JQK"
PACK = [r + s for s in SUITS for r in RANKS]
# Trumps are spades in every theme: Spadille, Manille (2S), Basto (AC), then K Q J 7 6 5 4 3.
TRUMPS = ["AS", "2S", "AC", "KS", "QS", "JS", "7S", "6S", "5S", "4S", "3S"]
MATADORS = {"AS", "2S", "AC"}


def suit_of(card):
    return "S" if card in ("AS", "AC") else card[1]  # Basto is a trump


def deal(rng, fixed, void, sizes=(9, 9, 9)):
    """Hands with the fixed cards, none of the void suits, the rest at random; None if stuck."""
    hands = [list(f) for f in fixed]
    rest = [c for c in PACK if all(c not in f for f in fixed)]
    rng.shuffle(rest)
    for seat in range(3):
        for c in list(rest):
            if len(hands[seat]) == sizes[seat]:
                break
            if suit_of(c) in void[seat]:
                continue
            hands[seat].append(c)
            rest.remove(c)
        if len(hands[seat]) != sizes[seat]:
            return None
    return hands


def record(hands, dealer, ombre, trick, contract="simple"):
    rec = {"format": "ombre-record/1", "ruleset": "gibbs-1878", "players": 3,
           "dealer": dealer, "pool": 0, "hands": hands, "ombre": ombre,
           "contract": contract, "trump": "S", "tricks": [trick] if trick else []}
    if not trick:
        rec["played_on"] = True  # the Ombre has declined to surrender before the first lead
    return rec


def plain(rng):
    return rng.choice("CHD")


# Each theme: make(rng) -> (record, lesson), lesson(values) -> whether the position shows it.
def matador_partner(rng):
    # The elder adversary's King holds the trick (the Ombre has followed low); the younger,
    # void in the suit, holds Spadille: a discard or a small trump does as well (ch. VI).
    x = plain(rng)
    low = rng.choice([r + x for r in "34567" if r + x != "AC"])
    small = rng.choice(TRUMPS[5:])
    hands = deal(rng, [["AS", small], ["K" + x], [low]], [{x}, set(), set()])
    if not hands:
        return None
    rec = record(hands, dealer=0, ombre=2, trick=["K" + x, low])
    return rec, lambda v: v["AS"] < max(v.values()) - 1e-6


def matador_plain_lead(rng):
    # The Ombre leads a King; the elder adversary, void, ruffs: not with Spadille.
    x = plain(rng)
    small = rng.choice(TRUMPS[5:])
    hands = deal(rng, [["K" + x], ["AS", small], []], [set(), {x}, set()])
    if not hands:
        return None
    rec = record(hands, dealer=2, ombre=0, trick=["K" + x])
    return rec, lambda v: v["AS"] < max(v.values()) - 1e-6


def basto_over_queen(rng):
    # The elder adversary leads the Queen of trumps, the Ombre plays last with the King: his
    # partner overtakes with Basto rather than let the King win (ch. VI, the defence).
    small = rng.choice(TRUMPS[6:])
    hands = deal(rng, [["KS"], ["QS"], ["AC", small]], [set(), set(), set()])
    if not hands or "AS" in hands[0] or "2S" in hands[0]:
        return None
    rec = record(hands, dealer=0, ombre=0, trick=["QS"], contract=rng.choice(["simple", "solo"]))
    return rec, lambda v: v["AC"] >= max(v.values()) - 1e-6 and min(v.values()) < v["AC"] - 1e-6


def ruff_high(rng):
    # The elder adversary leads a King; the Ombre, void, ruffs second with the younger void
    # too and holding a middle trump: a low ruff is overruffed, a higher one wins.
    x = plain(rng)
    hands = deal(rng, [["6S"], ["K" + x], ["KS", "4S"]], [{x}, set(), {x}])
    if not hands:
        return None
    rec = record(hands, dealer=0, ombre=2, trick=["K" + x])
    return rec, lambda v: v["4S"] < max(v.values()) - 1e-6


def ruff_not_spadille(rng):
    # The Ombre is last to a plain trick that any trump wins: a small one, not Spadille.
    x = plain(rng)
    low = rng.choice([r + x for r in "34567" if r + x != "AC"])
    small = rng.choice(TRUMPS[5:])
    hands = deal(rng, [["K" + x], [low], ["AS", small]], [set(), set(), {x}])
    if not hands:
        return None
    rec = record(hands, dealer=2, ombre=2, trick=["K" + x, low])
    return rec, lambda v: v["AS"] < max(v.values()) - 1e-6


def lead_through(rng):
    # The elder adversary leads with the Ombre next, holding the Queen guarded in a red suit,
    # and the partner behind him the King and Knave: the lead through the Ombre's suit.
    x = rng.choice("HD")
    hands = deal(rng, [["K" + x, "J" + x], ["6" + x], ["Q" + x, "7" + x]], [set(), set(), set()])
    if not hands:
        return None
    rec = record(hands, dealer=0, ombre=2, trick=[])
    return rec, lambda v: (max(v[c] for c in v if suit_of(c) == x) >= max(v.values()) - 1e-6
                           and min(v.values()) < max(v.values()) - 1e-6)


THEMES = [("matador-partner", matador_partner), ("matador-plain-lead", matador_plain_lead),
          ("defence-basto-over-queen", basto_over_queen), ("defence-lead-through", lead_through),
          ("ruff-high", ruff_high), ("ruff-not-spadille", ruff_not_spadille)]


def values_of(lab, folder):
    out = subprocess.run([lab, "evaluate", "--level", "baseline", folder], check=True,
                         capture_output=True, text=True).stdout
    return {r["file"]: r["values"] for r in json.loads(out)["records"]}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("lab")
    ap.add_argument("out")
    ap.add_argument("--per-theme", type=int, default=5)
    ap.add_argument("--seed", type=int, default=16)
    ap.add_argument("--candidates", type=int, default=200)
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    for name, make in THEMES:
        rng = random.Random(f"{a.seed}-{name}")
        with tempfile.TemporaryDirectory() as tmp:
            lessons = {}
            for i in range(a.candidates):
                made = make(rng)
                if not made:
                    continue
                rec, lesson = made
                file = f"{name}-{i:04d}.json"
                with open(os.path.join(tmp, file), "w") as f:
                    json.dump(rec, f)
                lessons[file] = (rec, lesson)
            kept = 0
            for file, values in sorted(values_of(a.lab, tmp).items()):
                rec, lesson = lessons[file]
                if kept < a.per_theme and lesson(values):
                    kept += 1
                    with open(os.path.join(a.out, f"{name}-{kept}.json"), "w") as f:
                        f.write("{\n" + ",\n".join(f"    {json.dumps(k)}: {json.dumps(v)}"
                                                    for k, v in rec.items()) + "\n}\n")
            print(f"{name}: {kept} kept of {len(lessons)}")


if __name__ == "__main__":
    main()
