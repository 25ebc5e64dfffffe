// Options > Rules…: the store (QSettings group "rules": round trip, damaged entries), the dialog
// (presets, Custom, the widgets and OK), and a game in progress keeping its rules.
//
// OMBRE_RULES_SETTINGS_SHOT=/tmp/rules.png also saves a grab of the dialog at its default size.
#include "ombre/rules.h"
#include "testmain.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/rulessettings.h"
#include "ui/shell/rulesstore.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QMessageBox>
#include <QScrollArea>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QtTest>

using namespace ombre;
using namespace ombre::ui;

namespace {

// Every option changed from its default, the table's too.
Rules everyOptionChanged() {
    Rules r;
    int n = 2;
    for (const RulesStore::BoolOption& o : RulesStore::boolOptions())
        r.*o.field = !(r.*o.field);
    for (const RulesStore::IntOption& o : RulesStore::intOptions())
        r.*o.field = std::min(o.max, o.min + 10 + n++);
    r.favorSuit = Suit::Hearts;
    for (int i = 0; i < kPretintailles; ++i)
        r.pretintailles[std::size_t(i)] = {true, 20 + i};
    r.players = 4;
    r.alcaldePays = false;
    r.fourHandVole = 40;
    r.twoHandCards = 8;
    r.twoHandSuitAside = Suit::Diamonds;
    return r;
}

} // namespace

class TstRulesSettings : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    int files_ = 0;

    // A fresh INI file for one test.
    QString freshFile() { return dir_.filePath(QStringLiteral("s%1.ini").arg(++files_)); }

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        QCoreApplication::setOrganizationName(QStringLiteral("OmbreTest"));
        QCoreApplication::setApplicationName(QStringLiteral("OmbreRulesSettingsTest"));
        // The application's own QSettings() land in the temporary directory too.
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, dir_.path());
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, dir_.path());
        QSettings().clear();
    }

    // The number of players comes first in the dialog: it decides which options apply.
    void playersComeFirst() {
        QSettings s(freshFile(), QSettings::IniFormat);
        RulesSettingsDialog dialog(&s);
        dialog.show();
        auto* players = dialog.findChild<QComboBox*>(QStringLiteral("players"));
        QVERIFY(players);
        QWidget* content = dialog.findChild<QWidget*>(QStringLiteral("rulesOptions"));
        QVERIFY(content);
        const int playersY = players->mapTo(content, QPoint()).y();
        for (QWidget* option : content->findChildren<QWidget*>())
            if ((qobject_cast<QComboBox*>(option) || qobject_cast<QCheckBox*>(option)) &&
                option != players && option->isVisible())
                QVERIFY2(option->mapTo(content, QPoint()).y() > playersY,
                         qPrintable(option->objectName()));
    }

    void emptySettingsGiveGibbs() {
        QSettings s(freshFile(), QSettings::IniFormat);
        const RulesStore::Loaded loaded = RulesStore(&s).load();
        QVERIFY(loaded.problems.empty());
        QVERIFY(loaded.rules == Rules{});
        QCOMPARE(loaded.stakePerFish, 1.0);
    }

    void everyOptionRoundTrips() {
        const QString file = freshFile();
        const Rules r = everyOptionChanged();
        for (const RulesStore::BoolOption& o : RulesStore::boolOptions())
            QVERIFY2(r.*o.field != Rules{}.*o.field, o.key);
        {
            QSettings s(file, QSettings::IniFormat);
            RulesStore store(&s);
            store.save(r);
            store.setStakePerFish(2.5);
        }
        QSettings s(file, QSettings::IniFormat);
        s.beginGroup(RulesStore::kGroup);
        for (const QString& key : RulesStore::keys())
            QVERIFY2(s.contains(key), qPrintable(key));
        // The table's options are stored with the others.
        for (const char* key :
             {"players", "alcalde_pays", "four_hand_vole", "two_hand_cards", "two_hand_suit_aside"})
            QVERIFY2(s.contains(QString::fromLatin1(key)), key);
        s.endGroup();
        const RulesStore::Loaded loaded = RulesStore(&s).load();
        QVERIFY(loaded.problems.empty());
        QVERIFY(loaded.rules == r);
        QCOMPARE(loaded.rules.players, 4);
        QCOMPARE(loaded.stakePerFish, 2.5);

        // Each preset, too.
        for (std::string_view name : presetNames()) {
            QSettings t(freshFile(), QSettings::IniFormat);
            RulesStore(&t).save(*presetRules(name));
            const Rules back = RulesStore(&t).load().rules;
            QVERIFY(back == *presetRules(name));
            QCOMPARE(presetOf(back), name);
        }
    }

    void damagedEntriesFallBackOneByOne() {
        QSettings s(freshFile(), QSettings::IniFormat);
        s.beginGroup(RulesStore::kGroup);
        s.setValue(QStringLiteral("game"), QStringLiteral("five"));         // not a number
        s.setValue(QStringLiteral("honour"), -3);                           // negative
        s.setValue(QStringLiteral("favor_suit"), QStringLiteral("Batons")); // unknown suit
        s.setValue(QStringLiteral("voltereta"), QStringLiteral("maybe"));   // not a boolean
        s.setValue(QStringLiteral("pretintailles/devole_points"), 100000);  // out of range
        s.setValue(QStringLiteral("primeras"), 4);                          // good ones, kept
        s.setValue(QStringLiteral("favor"), true);
        s.setValue(QStringLiteral("pretintailles/devole"), true);
        s.endGroup();
        s.setValue(RulesStore::kStakeKey, QStringLiteral("a penny"));
        s.sync();

        int reports = 0;
        QString text;
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("rules/game")));
        const RulesStore::Loaded loaded = RulesStore(&s).load([&](const QString& t) {
            ++reports;
            text = t;
        });
        QCOMPARE(reports, 1);
        QCOMPARE(int(loaded.problems.size()), 6);
        for (const char* key : {"rules/game", "rules/honour", "rules/favor_suit", "rules/voltereta",
                                "rules/pretintailles/devole_points", "session/stake"})
            QVERIFY2(text.contains(QString::fromLatin1(key)), qPrintable(text));
        QVERIFY(!text.contains(QStringLiteral("rules/primeras")));
        const Rules defaults;
        QCOMPARE(loaded.rules.game, defaults.game);
        QCOMPARE(loaded.rules.honour, defaults.honour);
        QCOMPARE(loaded.rules.favorSuit, Suit::Diamonds);
        QCOMPARE(loaded.rules.voltereta, defaults.voltereta);
        QCOMPARE(loaded.rules.points(Pretintaille::Devole), defaults.points(Pretintaille::Devole));
        QCOMPARE(loaded.stakePerFish, 1.0);
        // The others are kept.
        QCOMPARE(loaded.rules.primeras, 4);
        QVERIFY(loaded.rules.favor);
        QVERIFY(loaded.rules.on(Pretintaille::Devole));

        // Nothing to report: no call at all.
        QSettings clean(freshFile(), QSettings::IniFormat);
        RulesStore(&clean).save(Rules{});
        RulesStore(&clean).load([&](const QString&) { ++reports; });
        QCOMPARE(reports, 1);
    }

    // The table's entries: a table that does not exist, a Vole or a hand size the book does not
    // name, a black suit put aside, each fall back to three players and the book's figures.
    void damagedTableEntriesFallBack() {
        QSettings s(freshFile(), QSettings::IniFormat);
        s.beginGroup(RulesStore::kGroup);
        s.setValue(QStringLiteral("players"), 5);
        s.setValue(QStringLiteral("four_hand_vole"), 35);
        s.setValue(QStringLiteral("two_hand_cards"), 10);
        s.setValue(QStringLiteral("two_hand_suit_aside"), QStringLiteral("spades"));
        s.setValue(QStringLiteral("alcalde_pays"), QStringLiteral("perhaps"));
        s.endGroup();
        s.sync();
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("rules/players")));
        const RulesStore::Loaded loaded = RulesStore(&s).load();
        QCOMPARE(int(loaded.problems.size()), 5);
        const Rules defaults;
        QCOMPARE(loaded.rules.players, 3);
        QCOMPARE(loaded.rules.fourHandVole, defaults.fourHandVole);
        QCOMPARE(loaded.rules.twoHandCards, defaults.twoHandCards);
        QCOMPARE(loaded.rules.twoHandSuitAside, defaults.twoHandSuitAside);
        QCOMPARE(loaded.rules.alcaldePays, defaults.alcaldePays);
        // And good ones are read.
        QSettings t(freshFile(), QSettings::IniFormat);
        t.beginGroup(RulesStore::kGroup);
        t.setValue(QStringLiteral("players"), 2);
        t.setValue(QStringLiteral("two_hand_suit_aside"), QStringLiteral("diamonds"));
        t.endGroup();
        const RulesStore::Loaded good = RulesStore(&t).load();
        QVERIFY(good.problems.empty());
        QCOMPARE(good.rules.players, 2);
        QCOMPARE(good.rules.twoHandSuitAside, Suit::Diamonds);
    }

    void damagedEntryFallsBackToThePresetsValue() {
        QSettings s(freshFile(), QSettings::IniFormat);
        RulesStore(&s).save(*presetRules(kRoyal1665));
        s.setValue(QStringLiteral("rules/great_mark"), QStringLiteral("twelve"));
        s.setValue(QStringLiteral("rules/vole"), QStringLiteral("-1"));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("great_mark")));
        const RulesStore::Loaded loaded = RulesStore(&s).load();
        QCOMPARE(int(loaded.problems.size()), 2);
        QVERIFY(loaded.rules == *presetRules(kRoyal1665));

        QSettings u(freshFile(), QSettings::IniFormat);
        u.setValue(QStringLiteral("rules/preset"), QStringLiteral("hoyle-1750"));
        u.setValue(QStringLiteral("rules/game"), 6);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("rules/preset")));
        const RulesStore::Loaded unknown = RulesStore(&u).load();
        QCOMPARE(int(unknown.problems.size()), 1);
        QCOMPARE(unknown.problems[0].key, QStringLiteral("rules/preset"));
        QCOMPARE(unknown.rules.ruleset, std::string(kGibbs1878));
        QCOMPARE(unknown.rules.game, 6);
    }

    void presetsAndCustom() {
        QSettings s(freshFile(), QSettings::IniFormat);
        RulesSettingsDialog dialog(&s);
        auto* combo = dialog.findChild<QComboBox*>(QStringLiteral("preset"));
        QVERIFY(combo);
        QCOMPARE(dialog.presetShown(), QStringLiteral("gibbs-1878"));
        QCOMPARE(combo->currentText(), QStringLiteral("Gibbs 1878 (Spanish game)"));
        QCOMPARE(combo->count(), 2); // no Custom while the rules are a preset

        const int royal = combo->findData(QStringLiteral("royal-1665"));
        QVERIFY(royal >= 0);
        QCOMPARE(combo->itemText(royal), QStringLiteral("The Royal Game, 1665 (English Renegado)"));
        combo->setCurrentIndex(royal);
        emit combo->activated(royal); // as the user's choice
        QCOMPARE(presetOf(dialog.rules()), kRoyal1665);
        QVERIFY(dialog.rules() == *presetRules(kRoyal1665));
        QCOMPARE(dialog.presetShown(), QStringLiteral("royal-1665"));
        QVERIFY(!qobject_cast<QCheckBox*>(dialog.optionWidget(QStringLiteral("voltereta")))
                     ->isChecked());

        // One option changed: Custom, shown at once.
        auto* gano =
            qobject_cast<QCheckBox*>(dialog.optionWidget(QStringLiteral("pretintailles/gano")));
        QVERIFY(gano);
        gano->setChecked(true);
        QCOMPARE(presetOf(dialog.rules()), kCustomRules);
        QCOMPARE(dialog.presetShown(), QStringLiteral("custom"));
        QCOMPARE(combo->count(), 3);
        QCOMPARE(combo->currentText(), QStringLiteral("Custom"));
        QCOMPARE(dialog.rules().ruleset, std::string(kRoyal1665)); // where it started
        QCOMPARE(RulesStore::rulesTitle(dialog.rules()),
                 QStringLiteral("Custom (from The Royal Game, 1665 (English Renegado))"));

        // Back to the preset's value: the preset again, and Custom goes.
        gano->setChecked(false);
        QCOMPARE(dialog.presetShown(), QStringLiteral("royal-1665"));
        QCOMPARE(combo->count(), 2);

        // A spin box makes it Custom too; choosing Gibbs resets everything.
        qobject_cast<QSpinBox*>(dialog.optionWidget(QStringLiteral("royal_passing")))->setValue(3);
        QCOMPARE(dialog.presetShown(), QStringLiteral("custom"));
        dialog.choosePreset(QStringLiteral("gibbs-1878"));
        QVERIFY(dialog.rules() == Rules{});
        QCOMPARE(dialog.presetShown(), QStringLiteral("gibbs-1878"));
    }

    void dialogShowsStoredRulesAndOkWritesThem() {
        const QString file = freshFile();
        QSettings s(file, QSettings::IniFormat);
        const Rules stored = everyOptionChanged();
        {
            RulesStore store(&s);
            store.save(stored);
            store.setStakePerFish(3.0);
        }
        RulesSettingsDialog dialog(&s);
        QVERIFY(dialog.rules() == stored);
        QCOMPARE(dialog.stakePerFish(), 3.0);
        for (const RulesStore::BoolOption& o : RulesStore::boolOptions())
            QCOMPARE(qobject_cast<QCheckBox*>(dialog.optionWidget(QString::fromLatin1(o.key)))
                         ->isChecked(),
                     stored.*o.field);
        for (const RulesStore::IntOption& o : RulesStore::intOptions())
            QCOMPARE(
                qobject_cast<QSpinBox*>(dialog.optionWidget(QString::fromLatin1(o.key)))->value(),
                stored.*o.field);
        auto* suit = qobject_cast<QComboBox*>(dialog.optionWidget(QStringLiteral("favor_suit")));
        QCOMPARE(Suit(suit->currentData().toInt()), Suit::Hearts);
        for (int i = 0; i < kPretintailles; ++i) {
            const auto p = Pretintaille(i);
            QVERIFY(qobject_cast<QCheckBox*>(dialog.optionWidget(RulesStore::pretintailleKey(p)))
                        ->isChecked());
            if (p != Pretintaille::Gano)
                QCOMPARE(qobject_cast<QSpinBox*>(
                             dialog.optionWidget(RulesStore::pretintaillePointsKey(p)))
                             ->value(),
                         20 + i);
        }
        QCOMPARE(dialog.presetShown(), QStringLiteral("custom"));

        // The table's options are offered: the players always, the Alcalde's and the Vole's
        // with four, the two-hand ones with two.
        auto* players = qobject_cast<QComboBox*>(dialog.optionWidget(QStringLiteral("players")));
        QVERIFY(players && players->isEnabled());
        QCOMPARE(players->currentData().toInt(), 4);
        auto enabled = [&dialog](const char* key) {
            QWidget* w = dialog.optionWidget(QString::fromLatin1(key));
            return w && w->isEnabled();
        };
        QVERIFY(enabled("alcalde_pays") && enabled("four_hand_vole"));
        QVERIFY(!enabled("two_hand_cards") && !enabled("two_hand_suit_aside"));
        players->setCurrentIndex(players->findData(2));
        QCOMPARE(dialog.rules().players, 2);
        QVERIFY(!enabled("alcalde_pays") && !enabled("four_hand_vole"));
        QVERIFY(enabled("two_hand_cards") && enabled("two_hand_suit_aside"));
        QCOMPARE(dialog.rules().twoHandCards, 8);
        QCOMPARE(dialog.rules().twoHandSuitAside, Suit::Diamonds);
        // A preset keeps the table.
        dialog.choosePreset(QStringLiteral("gibbs-1878"));
        QCOMPARE(dialog.rules().players, 2);
        dialog.setRules(stored);
        // Each option has its "?" into the rules browser.
        int helps = 0;
        for (QObject* o : dialog.findChildren<QObject*>())
            if (o->objectName().startsWith(QStringLiteral("help:")))
                ++helps;
        QVERIFY(helps >= int(RulesStore::keys().size()) / 2);
        // ... and every section it opens exists.
        for (QObject* o : dialog.findChildren<QObject*>()) {
            const QString section = o->property("section").toString();
            if (section.isEmpty())
                continue;
            const QStringList parts = section.split(QLatin1Char('#'));
            QCOMPARE(parts.size(), 2);
            QFile page(
                QStringLiteral(OMBRE_SOURCE_DIR "/resources/rules/en/%1.html").arg(parts[0]));
            QVERIFY2(page.open(QIODevice::ReadOnly), qPrintable(section));
            QVERIFY2(page.readAll().contains(QStringLiteral("id=\"%1\"").arg(parts[1]).toUtf8()),
                     qPrintable(section));
        }

        // Change a few through the widgets, then OK.
        qobject_cast<QCheckBox*>(dialog.optionWidget(QStringLiteral("surrender")))->toggle();
        qobject_cast<QSpinBox*>(dialog.optionWidget(QStringLiteral("game")))->setValue(9);
        suit->setCurrentIndex(suit->findData(int(Suit::Clubs)));
        qobject_cast<QCheckBox*>(dialog.optionWidget(QStringLiteral("pretintailles/mirliro")))
            ->setChecked(false);
        qobject_cast<QDoubleSpinBox*>(dialog.optionWidget(QStringLiteral("stake")))->setValue(0.5);
        QSignalSpy saved(&dialog, &RulesSettingsDialog::rulesSaved);
        dialog.accept();
        QCOMPARE(saved.count(), 1);

        Rules expected = stored;
        expected.surrender = !stored.surrender;
        expected.game = 9;
        expected.favorSuit = Suit::Clubs;
        expected.pretintailles[std::size_t(Pretintaille::Mirliro)].on = false;
        QSettings again(file, QSettings::IniFormat);
        const RulesStore::Loaded loaded = RulesStore(&again).load();
        QVERIFY(loaded.problems.empty());
        QVERIFY(loaded.rules == expected);
        QCOMPARE(loaded.stakePerFish, 0.5);
    }

    void dialogLooksTidy() {
        QSettings s(freshFile(), QSettings::IniFormat);
        RulesSettingsDialog dialog(&s);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        // Legible at 1024x700: the dialog fits, and the long list scrolls.
        QVERIFY(dialog.width() <= 1024);
        QVERIFY(dialog.height() <= 700);
        auto* scroll = dialog.findChild<QScrollArea*>();
        QVERIFY(scroll);
        QVERIFY(scroll->widget()->height() > scroll->viewport()->height());
        QVERIFY(scroll->widget()->width() <= scroll->viewport()->width());
        const QByteArray shot = qgetenv("OMBRE_RULES_SETTINGS_SHOT");
        if (!shot.isEmpty()) {
            QVERIFY(dialog.grab().save(QString::fromLocal8Bit(shot)));
            // and scrolled to the later groups
            int n = 1;
            for (const char* key :
                 {"reserve_limit", "royal_voll", "pretintailles/gano", "two_hand_suit_aside"}) {
                scroll->ensureWidgetVisible(dialog.optionWidget(QString::fromLatin1(key)));
                QVERIFY(dialog.grab().save(QString::fromLocal8Bit(shot).replace(
                    QStringLiteral(".png"), QStringLiteral("-%1.png").arg(++n))));
            }
        }
    }

    void windowReportsDamagedSettingsOnce() {
        QSettings().clear();
        RulesStore().save(*presetRules(kRoyal1665));
        QSettings().setValue(QStringLiteral("rules/royal_passing"), QStringLiteral("two"));
        QSettings().setValue(QStringLiteral("rules/favor_suit"), QStringLiteral("Cups"));
        MainWindow::Options options;
        options.useSave = false;
        options.seed = 3;
        options.speed = 0;
        options.pause = 0;
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("royal_passing")));
        MainWindow window(options);
        QTRY_COMPARE(
            window.findChildren<QMessageBox*>(QStringLiteral("damagedRulesMessage")).size(), 1);
        const QMessageBox* box =
            window.findChild<QMessageBox*>(QStringLiteral("damagedRulesMessage"));
        QVERIFY(box->text().contains(QStringLiteral("rules/royal_passing")));
        QVERIFY(box->text().contains(QStringLiteral("rules/favor_suit")));
        // The bad entries fall back to the preset's values; the others are kept.
        QVERIFY(window.nextRules() == *presetRules(kRoyal1665));
        QVERIFY(window.game()->session().rules() == *presetRules(kRoyal1665));
        // A new session reads nothing again: no second report.
        window.startNewSession(4);
        QCoreApplication::processEvents();
        QCOMPARE(window.findChildren<QMessageBox*>(QStringLiteral("damagedRulesMessage")).size(),
                 1);
        QSettings().clear();
    }

    void gameInProgressKeepsItsRules() {
        QSettings().clear();
        RulesStore().save(*presetRules(kRoyal1665));
        MainWindow::Options options;
        options.useSave = false;
        options.seed = 11;
        options.speed = 0;
        options.pause = 0;
        MainWindow window(options);
        QCOMPARE(presetOf(window.game()->session().rules()), kRoyal1665);
        QVERIFY(window.game()->deal());
        QCOMPARE(presetOf(window.game()->deal()->rules()), kRoyal1665);
        auto* label = window.findChild<QLabel*>(QStringLiteral("rulesLabel"));
        QVERIFY(label);
        QVERIFY(label->text().contains(QStringLiteral("The Royal Game, 1665")));

        // Options > Rules…: Gibbs, OK.
        window.showRulesSettings();
        auto* dialog = window.findChild<RulesSettingsDialog*>();
        QVERIFY(dialog);
        QCOMPARE(dialog->presetShown(), QStringLiteral("royal-1665"));
        dialog->choosePreset(QStringLiteral("gibbs-1878"));
        dialog->accept();
        QCOMPARE(presetOf(RulesStore().load().rules), kGibbs1878);
        QCOMPARE(presetOf(window.nextRules()), kGibbs1878);

        // The game in progress is unchanged, and so is its deal's record.
        QCOMPARE(presetOf(window.game()->session().rules()), kRoyal1665);
        QCOMPARE(presetOf(window.game()->deal()->rules()), kRoyal1665);
        QVERIFY(label->text().contains(QStringLiteral("The Royal Game, 1665")));

        // The next session is played under the new rules.
        window.startNewSession(12);
        QCOMPARE(presetOf(window.game()->session().rules()), kGibbs1878);
        QCOMPARE(presetOf(window.game()->deal()->rules()), kGibbs1878);
        QVERIFY(label->text().contains(QStringLiteral("Gibbs 1878")));
        QSettings().clear();
    }
};

OMBRE_TEST(TstRulesSettings, "rules_settings");
#include "tst_rules_settings.moc"
