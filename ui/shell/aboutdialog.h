// The About box: name, version, a description, the licences (GPL-3.0-or-later for the code,
// CC BY-SA 4.0 for the card artwork) and the credits (the period sources and Qt).
#pragma once

#include <QDialog>

class QLabel;
class QTabWidget;

namespace ombre::ui {

class AboutDialog : public QDialog {
    Q_OBJECT

public:
    explicit AboutDialog(QWidget* parent = nullptr);

    // The texts of the three tabs (rich text), for the tests.
    static QString aboutText();
    static QString licenceText();
    static QString creditsText();

    // Shows the dialog modally; what MainWindow's Help > About calls.
    static void showModal(QWidget* parent);
};

} // namespace ombre::ui
