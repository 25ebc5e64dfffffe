#include "ui/piquet/piquetsheet.h"

#include "piquet/session.h"
#include "ui/kit/language.h"
#include "ui/piquet/piquettable.h"
#include "ui/piquet/piquetterms.h"

#include <optional>

namespace ombre::ui {

using piquet::Action;
using piquet::best;
using piquet::CardSet;
using piquet::Category;
using piquet::Combination;
using piquet::Count;
using piquet::CountReason;
using piquet::Deal;
using piquet::Phase;
using piquet::strength;
using piquet::Trick;

namespace {

// The hand a seat held at the first card: what it holds now and what it has played.
CardSet handAtLead(const Deal& d, int seat) {
    CardSet h = d.hand(seat);
    auto add = [&](const Trick& t) {
        for (int i = 0; i < t.count; ++i)
            if ((t.leader + i) % 2 == seat)
                h.add(t.cards[i]);
    };
    for (const Trick& t : d.tricks())
        add(t);
    add(d.currentTrick());
    return h;
}

CountReason reasonOf(Category k) {
    return k == Category::Ruff       ? CountReason::Ruff
           : k == Category::Sequence ? CountReason::Sequence
                                     : CountReason::Ternary;
}

constexpr Category kKinds[] = {Category::Ruff, Category::Sequence, Category::Ternary};

} // namespace

QString scoreSheetHtml(const piquet::Session& session, const std::array<QString, 2>& names, int you,
                       qreal font) {
    const Deal& d = *session.deal();
    const QString n0 = names[0].toHtmlEscaped(), n1 = names[1].toHtmlEscaped();
    QString html = QStringLiteral("<div style='font-size:%1px; color:#3a2410'>").arg(int(font));
    html += QStringLiteral("<div style='font-weight:bold; font-size:%1px'>%2</div>")
                .arg(int(font * 1.15))
                .arg(PiquetTable::tr("The score to %1").arg(localNumber(d.rules().set)));
    html += QStringLiteral("<table cellspacing=0 cellpadding=2 width='100%'><tr><th "
                           "align=left></th><th align=right>%1</th><th align=right>%2</th></tr>")
                .arg(n0, n1);
    int number = 1;
    for (const piquet::Session::Line& l : session.sheet())
        html += QStringLiteral("<tr><td>%1</td><td align=right>%2</td><td align=right>%3</td></tr>")
                    .arg(PiquetTable::tr("Deal %1").arg(localNumber(number++)))
                    .arg(localNumber(l.points[0]))
                    .arg(localNumber(l.points[1]));
    if (!d.finished())
        html += QStringLiteral("<tr><td><i>%1</i></td><td align=right><i>%2</i></td><td "
                               "align=right><i>%3</i></td></tr>")
                    .arg(PiquetTable::tr("This deal"))
                    .arg(localNumber(d.score(0)))
                    .arg(localNumber(d.score(1)));
    html += QStringLiteral("<tr><td><b>%1</b></td><td align=right><b>%2</b></td><td "
                           "align=right><b>%3</b></td></tr></table>")
                .arg(PiquetTable::tr("Total"))
                .arg(localNumber(d.total(0)))
                .arg(localNumber(d.total(1)));
    html += QStringLiteral("<div>%1</div>")
                .arg(PiquetTable::tr("Sets won: %1 %2, %3 %4")
                         .arg(n0)
                         .arg(session.setsWon(0))
                         .arg(n1)
                         .arg(session.setsWon(1)));
    if (d.setWinner() >= 0)
        html += QStringLiteral("<div style='font-weight:bold; color:#8a1a10'>%1</div>")
                    .arg(d.setWinner() == you ? PiquetTable::tr("You have won the set!")
                                              : PiquetTable::tr("%1 has won the set.")
                                                    .arg(names[std::size_t(d.setWinner())]));
    html += QStringLiteral("</div>");
    return html;
}

QString declarationsHtml(const Deal& d, const std::array<QString, 2>& names, int you, qreal font) {
    const bool declaring =
        d.phase() == Phase::Declare || d.phase() == Phase::Play || d.phase() == Phase::Finished;
    const std::vector<Count>& counts = d.counts();
    auto who = [&](int seat) {
        return seat == you ? PiquetTable::tr("You") : names[std::size_t(seat)].toHtmlEscaped();
    };
    auto pointsOf = [&](int seat, CountReason r) {
        int p = 0;
        for (const Count& c : counts)
            if (c.seat == seat && c.reason == r)
                p += c.points;
        return p;
    };
    QString html = QStringLiteral("<div style='font-size:%1px; color:#3a2410'>").arg(int(font));
    html += QStringLiteral("<div style='font-weight:bold; font-size:%1px'>%2</div>")
                .arg(int(font * 1.15))
                .arg(PiquetTable::tr("Declarations"));
    const qsizetype headerLength = html.size();
    for (int s : {d.elder(), d.younger()})
        if (d.blankShown(s))
            html += QStringLiteral("<div>%1</div>")
                        .arg(PiquetTable::tr("%1: a Blank, shown: %2. <b>Ten.</b>")
                                 .arg(who(s), piquetCards(d.setup().hands[s]).toHtmlEscaped()));
    if (declaring) {
        for (Category k : kKinds) {
            // What each put forward: the words spoken (Provence), or the best held (Paris).
            std::optional<Combination> shown[2];
            bool spoken[2] = {!d.rules().firstWordStands, !d.rules().firstWordStands};
            for (int s = 0; s < 2; ++s)
                if (!d.rules().firstWordStands)
                    shown[s] = best(k, handAtLead(d, s));
            for (const Action& a : d.declarations())
                if (a.category == k) {
                    spoken[a.seat] = true;
                    if (!a.cards.empty())
                        shown[a.seat] = Combination{k, a.cards};
                }
            if (!spoken[0] && !spoken[1])
                continue;
            html +=
                QStringLiteral("<div style='margin-top:4px'><b>%1</b></div>").arg(categoryTitle(k));
            for (int s : {d.elder(), d.younger()}) {
                if (!spoken[s])
                    continue;
                const int o = 1 - s;
                const int pts = pointsOf(s, reasonOf(k));
                // Once counted, the engine's verdict ("And here you must observe", "The higher
                // here drowns", "if the Gamesters have equal Cards"); before, the strengths.
                const bool counted = d.phase() == Phase::Play || d.phase() == Phase::Finished;
                QString verdict;
                if (!shown[s])
                    verdict = PiquetTable::tr("nothing");
                else if (counted)
                    verdict = pts > 0                        ? PiquetTable::tr("Good")
                              : pointsOf(o, reasonOf(k)) > 0 ? PiquetTable::tr("Not good")
                              // neither counts; equal or the set won before
                              : shown[o] && strength(*shown[o]) == strength(*shown[s])
                                  ? PiquetTable::tr("Equal")
                                  : QString();
                else if (spoken[o]) {
                    const int mine = strength(*shown[s]);
                    const int theirs = shown[o] ? strength(*shown[o]) : -1;
                    verdict = mine > theirs   ? PiquetTable::tr("Good")
                              : mine < theirs ? PiquetTable::tr("Not good")
                                              : PiquetTable::tr("Equal");
                }
                QString line = shown[s] ? combinationTitle(*shown[s]).toHtmlEscaped() : QString();
                // A good combination is shown to the other ("shew what he hath": "He that
                // forgets to reckon").
                if (shown[s] && pts > 0 && s == kPiquetComputer)
                    line +=
                        QStringLiteral(" (%1)").arg(piquetCards(shown[s]->cards).toHtmlEscaped());
                // The lesser ones the better reckons with it ("And here you must observe",
                // "The higher here drowns").
                QStringList lesser;
                for (const Count& c : counts)
                    if (c.seat == s && c.reason == reasonOf(k) && shown[s] &&
                        c.cards != shown[s]->cards)
                        lesser << countTitle(c).toHtmlEscaped();
                if (!lesser.isEmpty())
                    line += QLatin1Char(' ') +
                            PiquetTable::tr("with %1").arg(lesser.join(QStringLiteral(", ")));
                html += QStringLiteral("<div>%1: %2%3%4</div>")
                            .arg(who(s), line, line.isEmpty() ? QString() : QStringLiteral(" — "))
                            .arg(QStringLiteral("<i>%1</i>").arg(verdict) +
                                 (pts > 0 ? QStringLiteral(", <b>%1</b>")
                                                .arg(PiquetTable::tr("%n point(s)", nullptr, pts))
                                          : QString()));
            }
        }
    }
    for (const Count& c : counts)
        if (c.reason == CountReason::Repicy || c.reason == CountReason::Picy ||
            c.reason == CountReason::Capet)
            html += QStringLiteral("<div style='color:#8a1a10; font-weight:bold'>%1</div>")
                        .arg(PiquetTable::tr("%1 to %2: %3 more")
                                 .arg(countTitle(c), who(c.seat))
                                 .arg(c.points));
    if (html.size() == headerLength) // nobody has spoken yet
        return {};
    html += QStringLiteral("</div>");
    return html;
}

QString resultHtml(const Deal& deal, const std::array<QString, 2>& names, int you) {
    const Deal* d = &deal;
    QString html;
    for (int s : {d->elder(), d->younger()}) {
        QStringList items;
        // The ones for cards led and won with, summed ("Now they begin to play", "If the Elder
        // hand plays").
        int inPlay = 0;
        for (const Count& c : d->counts()) {
            if (c.seat != s)
                continue;
            if (c.reason == CountReason::Lead || c.reason == CountReason::Win) {
                if (inPlay == 0)
                    items << QString(); // its place in the order reckoned
                inPlay += c.points;
                continue;
            }
            items << QStringLiteral("%1 %2")
                         .arg(countTitle(c).toHtmlEscaped())
                         .arg(localNumber(c.points));
        }
        for (QString& item : items)
            if (item.isEmpty())
                item = PiquetTable::tr("cards played %1").arg(localNumber(inPlay));
        html += QStringLiteral("<p><b>%1: %2</b><br>%3</p>")
                    .arg(s == you ? PiquetTable::tr("You") : names[std::size_t(s)].toHtmlEscaped())
                    .arg(localNumber(d->score(s)))
                    .arg(items.isEmpty() ? PiquetTable::tr("nothing")
                                         : items.join(QStringLiteral(", ")));
    }
    html += QStringLiteral("<p>%1</p>")
                .arg(PiquetTable::tr("The score: %1 %2, %3 %4; the set is %5.")
                         .arg(names[0].toHtmlEscaped())
                         .arg(localNumber(d->total(0)))
                         .arg(names[1].toHtmlEscaped())
                         .arg(localNumber(d->total(1)))
                         .arg(localNumber(d->rules().set)));
    return html;
}

} // namespace ombre::ui
