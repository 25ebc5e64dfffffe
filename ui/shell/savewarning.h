// The bar over the table that says the game is not being saved (a full disk, a folder that may
// not be written): it stays until the player dismisses it or a save succeeds again, unlike the
// status bar's messages, which pass.
#pragma once

#include <QFrame>
#include <QString>

class QLabel;
class QPushButton;

namespace ombre::ui {

class SaveWarning : public QFrame {
    Q_OBJECT

public:
    explicit SaveWarning(QWidget* parent = nullptr);

    // Why the last save failed; empty: the game is saved again, and the bar goes.
    void setProblem(const QString& error);
    QString problem() const { return error_; }

signals:
    void shownChanged(bool shown); // the bar wants to be shown or hidden

protected:
    void changeEvent(QEvent* event) override; // a change of language

private:
    void retranslate();

    QString error_;
    QLabel* text_;
    QPushButton* dismiss_;
};

} // namespace ombre::ui
