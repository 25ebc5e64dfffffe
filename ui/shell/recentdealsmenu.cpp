#include "ui/shell/recentdealsmenu.h"

#include "common/recentrecords.h"
#include "common/safefile.h"
#include "ombre/record.h"
#include "piquet/record.h"
#include "ui/kit/language.h"
#include "ui/ombre/ombrehost.h"
#include "ui/ombre/ombreterms.h"
#include "ui/piquet/piquethost.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/tablemode.h"

#include <QAction>
#include <QEvent>
#include <QFileInfo>
#include <QLocale>

#include <array>
#include <optional>
#include <string>

namespace ombre::ui {

namespace {

struct Told {
    QString outcome; // empty: the record could not be read
    QString why;     // then why not, in one line
};

// The file at `path`, read whole if it can be; else why not, in `told`.
std::optional<std::string> readKept(const QString& path, Told& told) {
    const files::ReadResult read = files::readLimited(path, 1 << 20);
    if (!read.ok()) {
        told.why = read.error;
        return std::nullopt;
    }
    return read.data->toStdString();
}

// The outcome of the Ombre record at `path`, addressing seat 0, the human at the table, as
// "you".
Told tellOutcome(const QString& path) {
    Told told;
    const std::optional<std::string> json = readKept(path, told);
    if (!json)
        return told;
    const LoadedRecord loaded = readRecord(*json);
    if (!loaded.ok())
        return {{}, QString::fromStdString(loaded.error)};
    if (!loaded.deal->finished())
        return {{}, RecentDealsMenu::tr("the deal in it is not finished")};
    std::array<QString, 4> names;
    for (std::size_t s = 0; s < loaded.names.size() && s < names.size(); ++s)
        names[s] = recordedName(loaded.names[s]);
    return {outcomeTitle(*loaded.deal, names.data(), 0), {}};
}

// The same for a Piquet record: the deal's points, yours first ("You 41 · The Marquis 28").
Told tellPiquetOutcome(const QString& path) {
    Told told;
    const std::optional<std::string> json = readKept(path, told);
    if (!json)
        return told;
    const piquet::LoadedRecord loaded = piquet::readRecord(*json);
    if (!loaded.ok())
        return {{}, QString::fromStdString(loaded.error)};
    if (!loaded.deal->finished())
        return {{}, RecentDealsMenu::tr("the deal in it is not finished")};
    const QString other = loaded.names.size() > 1 ? recordedName(loaded.names[1]) : QString();
    return {RecentDealsMenu::tr("You %1 · %2 %3")
                .arg(localNumber(loaded.deal->score(0)), other, localNumber(loaded.deal->score(1))),
            {}};
}

} // namespace

RecentDealsMenu::RecentDealsMenu(MainWindow* window) : QMenu(window), window_(window) {
    setObjectName(QStringLiteral("recentDealsMenu"));
    menuAction()->setObjectName(QStringLiteral("recentDealsAction"));
    connect(this, &QMenu::aboutToShow, this, &RecentDealsMenu::refill);
    retranslate();
}

void RecentDealsMenu::retranslate() {
    setTitle(tr("Recent &Deals"));
    menuAction()->setStatusTip(tr("Replay one of the last deals finished at the table"));
}

void RecentDealsMenu::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMenu::changeEvent(event);
}

void RecentDealsMenu::refill() {
    clear();
    // The deals of the game on the table.
    const bool piquet = window_->currentGame() == GameKind::Piquet && window_->piquet();
    QList<RecentRecords::Entry> entries = piquet ? window_->piquet()->recentDeals().entries()
                                                 : window_->ombre()->recentDeals().entries();
    if (entries.size() > RecentRecords::kMenuLength) // the rest in Game > Statistics
        entries.resize(RecentRecords::kMenuLength);
    if (entries.isEmpty())
        addAction(tr("No deal finished yet"))->setEnabled(false);
    for (const RecentRecords::Entry& e : entries) {
        const QString when = QLocale().toString(e.finished, QLocale::ShortFormat);
        const Told told = piquet ? tellPiquetOutcome(e.path) : tellOutcome(e.path);
        if (told.outcome.isEmpty()) {
            // Skipped, and said: the entry is greyed, its reason in the tooltip.
            QAction* a = addAction(
                tr("Deal %1 · %2 · cannot be read, skipped").arg(localNumber(e.deal), when));
            a->setEnabled(false);
            const QString why = tr("%1: %2").arg(QFileInfo(e.path).fileName(), told.why);
            a->setToolTip(why);
            a->setStatusTip(why);
            continue;
        }
        QAction* a =
            addAction(tr("Deal %1 · %2 · %3").arg(localNumber(e.deal), when, told.outcome));
        a->setData(e.path);
        const QString title = tr("Deal %1, %2").arg(localNumber(e.deal), when);
        connect(a, &QAction::triggered, this,
                [this, path = e.path, title] { openRecordFile(window_, path, title); });
    }
    setToolTipsVisible(true);
}

} // namespace ombre::ui
