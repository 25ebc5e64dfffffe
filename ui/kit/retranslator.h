// For texts set once when a widget is built (menus, actions, labels): remembers how each
// object's texts are set, sets them at once, and sets them again when the language changes
// (call retranslate() from changeEvent on QEvent::LanguageChange). Objects deleted meanwhile
// are skipped.
#pragma once

#include <QAction>
#include <QCoreApplication>
#include <QKeySequence>
#include <QPointer>

#include <functional>
#include <utility>
#include <vector>

namespace ombre::ui {

class Retranslator {
public:
    // Calls setTexts(object) now and on every retranslate(); returns the object.
    template <class T, class F> T* add(T* object, F setTexts) {
        setTexts(object);
        items_.emplace_back([p = QPointer<T>(object), setTexts] {
            if (p)
                setTexts(p.data());
        });
        return object;
    }
    // An action's text, and its status tip and tool tip if any: the sources marked with
    // QT_TR_NOOP in `context` (a class's translation context).
    QAction* addText(QAction* a, const char* context, const char* source,
                     const char* tip = nullptr) {
        return add(a, [context, source, tip](QAction* x) {
            x->setText(QCoreApplication::translate(context, source));
            if (tip) {
                x->setStatusTip(QCoreApplication::translate(context, tip));
                x->setToolTip(QCoreApplication::translate(context, tip));
            }
        });
    }
    // An action's translated shortcut; one cleared since (the guided deal's table) stays
    // cleared.
    QAction* addShortcut(QAction* a, const char* context, const char* source) {
        a->setShortcut(QKeySequence(QCoreApplication::translate(context, source)));
        items_.emplace_back([p = QPointer<QAction>(a), context, source] {
            if (p && !p->shortcut().isEmpty())
                p->setShortcut(QKeySequence(QCoreApplication::translate(context, source)));
        });
        return a;
    }
    void retranslate() const {
        for (const auto& f : items_)
            f();
    }

private:
    std::vector<std::function<void()>> items_;
};

} // namespace ombre::ui
