// The frame of the decision panels floating over the table: a parchment card with a title,
// a line of explanation and a row of buttons.
#pragma once

#include <QFrame>

class QHBoxLayout;
class QLabel;
class QPushButton;
class QVBoxLayout;

namespace ombre::ui {

class PanelFrame : public QFrame {
    Q_OBJECT

public:
    // The least font size of a panel over a table: below it the words no longer read easily.
    static constexpr qreal kLeastFont = 11;

    explicit PanelFrame(QWidget* parent = nullptr);

    // `brief`: the title a brief panel shows instead, which says in a few words what the
    // explanation would (empty: the title).
    void setTitle(const QString& title, const QString& brief = {});
    void setText(const QString& text); // empty: hidden
    QString title() const;
    QString text() const;
    // Removes the buttons of the row.
    void clearButtons();
    QPushButton* addButton(const QString& text, const QString& objectName,
                           const QString& toolTip = {});
    QList<QPushButton*> buttons() const;
    // Makes `button` the default (Enter), wide enough for the bold face the default wears.
    static void makeDefault(QPushButton* button);
    void setScale(qreal fontPixels); // follows the table's size
    // Brief: the title and the buttons alone, the explanation in the panel's tooltip (where a
    // small table has no room for it; the status bar says what to do).
    void setBrief(bool brief);
    bool brief() const { return brief_; }

protected:
    QVBoxLayout* body() const { return body_; }

private:
    QString fullTitle_, briefTitle_;
    QLabel* title_;
    QLabel* text_;
    QVBoxLayout* body_;
    QHBoxLayout* row_;
    QList<QPushButton*> buttons_;
    bool brief_ = false;
};

} // namespace ombre::ui
