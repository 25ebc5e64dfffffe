#include "clipping.h"

#include <QAbstractButton>
#include <QFontMetrics>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QStyle>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>

namespace ombre::test {

namespace {

// "QPushButton guided \"Guided first deal\" 120x30 in Welcome": for the failure messages.
QString described(const QWidget* w, const QString& text) {
    return QStringLiteral("%1 %2 \"%3\" %4x%5 in \"%6\"")
        .arg(QString::fromLatin1(w->metaObject()->className()), w->objectName(),
             QString(text).simplified().left(50))
        .arg(w->width())
        .arg(w->height())
        .arg(w->window()->windowTitle());
}

// Whether a style sheet over `b` sets a default button in bold (the panels' do).
bool boldWhenDefault(const QWidget* b) {
    static const QRegularExpression rule(
        QStringLiteral("QPushButton:default\\s*\\{[^}]*font-weight:\\s*bold"));
    for (const QWidget* w = b; w; w = w->parentWidget())
        if (rule.match(w->styleSheet()).hasMatch())
            return true;
    return false;
}

// The width a button's text needs: its size hint, with the room of the bold face a default
// button wears in the panels' style sheets (ui/kit/panelframe.h) when the hint was taken without.
int buttonWidth(const QAbstractButton* b) {
    int width = b->sizeHint().width();
    const auto* push = qobject_cast<const QPushButton*>(b);
    if (push && push->isDefault() && boldWhenDefault(push)) {
        QFont bold = b->font();
        bold.setBold(true);
        const QString text = QString(b->text()).remove(QLatin1Char('&'));
        width += std::max(0, QFontMetrics(bold).horizontalAdvance(text) -
                                 QFontMetrics(b->font()).horizontalAdvance(text));
    }
    return width;
}

// Whether `w` reaches out of its parent, which clips it (its parent, if need be, is checked in
// turn against its own).
bool outOfParent(const QWidget* w) {
    return !w->isWindow() && w->parentWidget() &&
           !w->parentWidget()->rect().contains(w->geometry());
}

} // namespace

QStringList clippedTexts(const QWidget* root) {
    QStringList found;
    QList<const QWidget*> widgets{root};
    for (const QWidget* w : root->findChildren<QWidget*>())
        widgets.append(w);
    constexpr int kSlack = 1; // a pixel of rounding
    for (const QWidget* w : widgets) {
        if (!w->isVisible())
            continue;
        if (const auto* b = qobject_cast<const QAbstractButton*>(w); b && !b->text().isEmpty()) {
            const int width = buttonWidth(b);
            const int height = b->sizeHint().height();
            if (b->width() + kSlack < width || b->height() + kSlack < height)
                found << described(w, b->text()) +
                             QStringLiteral(": needs %1x%2").arg(width).arg(height);
        } else if (const auto* l = qobject_cast<const QLabel*>(w); l && !l->text().isEmpty()) {
            if (l->wordWrap()) {
                const int height = l->heightForWidth(l->width());
                if (l->height() + kSlack < height)
                    found << described(w, l->text()) +
                                 QStringLiteral(": needs a height of %1").arg(height);
            } else {
                const QSize need = l->sizeHint();
                if (l->width() + kSlack < need.width() || l->height() + kSlack < need.height())
                    found
                        << described(w, l->text()) +
                               QStringLiteral(": needs %1x%2").arg(need.width()).arg(need.height());
            }
        } else if (w != root && !qobject_cast<const QAbstractButton*>(w)) {
            continue;
        }
        if (outOfParent(w))
            found << described(w, QString()) +
                         QStringLiteral(": out of its parent at %1,%2").arg(w->x()).arg(w->y());
    }
    return found;
}

QString describedRect(const QString& text, const QRectF& r) {
    return QStringLiteral("\"%1\" [%2, %3, %4 x %5]")
        .arg(QString(text).simplified().left(40))
        .arg(r.x(), 0, 'f', 0)
        .arg(r.y(), 0, 'f', 0)
        .arg(r.width(), 0, 'f', 0)
        .arg(r.height(), 0, 'f', 0);
}

QStringList clippedEntries(const QTreeWidget* tree) {
    QStringList found;
    if (!tree->isVisible())
        return found;
    const int margin = tree->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, tree) + 1;
    const int room = std::min(tree->columnWidth(0), tree->viewport()->width());
    for (QTreeWidgetItemIterator it(const_cast<QTreeWidget*>(tree)); *it; ++it) {
        const QTreeWidgetItem* item = *it;
        int depth = 0;
        bool shown = !item->isHidden();
        for (const QTreeWidgetItem* p = item->parent(); p; p = p->parent()) {
            ++depth;
            shown = shown && p->isExpanded() && !p->isHidden();
        }
        if (!shown)
            continue;
        const QFont font = item->data(0, Qt::FontRole).isValid() ? item->font(0) : tree->font();
        const int indent = tree->indentation() * (depth + (tree->rootIsDecorated() ? 1 : 0));
        const int need = indent + QFontMetrics(font).horizontalAdvance(item->text(0)) + 2 * margin;
        if (need > room)
            found << QStringLiteral("\"%1\" needs %2 of the column's %3 in \"%4\"")
                         .arg(item->text(0))
                         .arg(need)
                         .arg(room)
                         .arg(tree->window()->windowTitle());
    }
    return found;
}

} // namespace ombre::test
