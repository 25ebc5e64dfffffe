// What a player would call clipped: a button or a label narrower or shorter than its text needs
// (a word-wrapped label shorter than its text at its width), a widget reaching out of the
// window it is shown in, or a tree's entry wider than its column. The UI tests look with it at
// the panels, dialogs and trees they show, at each size and in each language.
#pragma once

#include <QRectF>
#include <QStringList>

class QTreeWidget;
class QWidget;

namespace ombre::test {

// Every clipped text among `root` and its visible descendants, one line each; empty: none.
QStringList clippedTexts(const QWidget* root);
// "Stock 8" [x, y, w x h]: a text and where it stands, for the failure messages.
QString describedRect(const QString& text, const QRectF& r);
// Every entry of `tree` shown (its parents expanded) whose text is cut by the column's width.
QStringList clippedEntries(const QTreeWidget* tree);

} // namespace ombre::test
