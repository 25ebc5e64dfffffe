// The About box: version, licences and credits, shown offscreen.
#include "testmain.h"
#include "ombre_version.h"
#include "ui/shell/aboutdialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QTabWidget>
#include <QtTest>

class TstAboutDialog : public QObject {
    Q_OBJECT

private slots:
    void textsNameVersionLicencesAndSources() {
        using ombre::ui::AboutDialog;
        QVERIFY(AboutDialog::aboutText().contains(QStringLiteral("Ombre " OMBRE_VERSION)));
        QVERIFY(AboutDialog::licenceText().contains(QStringLiteral("GPL-3.0-or-later")));
        QVERIFY(AboutDialog::licenceText().contains(QStringLiteral("CC BY-SA")));
        const QString credits = AboutDialog::creditsText();
        for (const char* source : {"Gibbs", "1878", "The Royal Game of Ombre", "1665",
                                   "Cotgrave", "1662", "Qt"})
            QVERIFY2(credits.contains(QLatin1String(source)), source);
    }

    void dialogShowsThreeTabsAndCloses() {
        ombre::ui::AboutDialog dialog;
        QCOMPARE(dialog.windowTitle(), QStringLiteral("About Ombre"));
        auto* tabs = dialog.findChild<QTabWidget*>(QStringLiteral("aboutTabs"));
        QVERIFY(tabs);
        QCOMPARE(tabs->count(), 3);
        QVERIFY(dialog.findChild<QLabel*>(QStringLiteral("licenceText")));
        QVERIFY(dialog.findChild<QPushButton*>(QStringLiteral("aboutQtButton")));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto* box = dialog.findChild<QDialogButtonBox*>();
        QVERIFY(box);
        box->button(QDialogButtonBox::Close)->click();
        QVERIFY(!dialog.isVisible());
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
    }
};

OMBRE_TEST(TstAboutDialog, "aboutdialog");
#include "tst_aboutdialog.moc"
