// The bar over the table that says the game is not being saved (a full disk, a folder that may
// not be written), or that a finished deal waits in the save to be filed in the history: it
// stays until the player dismisses it or the save (the filing) succeeds again, unlike the status
// bar's messages, which pass.
#pragma once

#include <QFrame>
#include <QString>

class QLabel;
class QPushButton;

namespace ombre::ui {

class SaveWarning : public QFrame {
    Q_OBJECT

public:
    enum class Kind { Save, History };
    explicit SaveWarning(QWidget* parent = nullptr, Kind kind = Kind::Save);

    // Why the last save (filing) failed; empty: it succeeds again, and the bar goes.
    void setProblem(const QString& error);
    QString problem() const { return error_; }

signals:
    void shownChanged(bool shown); // the bar wants to be shown or hidden

protected:
    void changeEvent(QEvent* event) override; // a change of language

private:
    void retranslate();

    Kind kind_;
    QString error_;
    QLabel* text_;
    QPushButton* dismiss_;
};

} // namespace ombre::ui
