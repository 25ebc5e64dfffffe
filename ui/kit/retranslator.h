// For texts set once when a widget is built (menus, actions, labels): remembers how each
// object's texts are set, sets them at once, and sets them again when the language changes
// (call retranslate() from changeEvent on QEvent::LanguageChange). Objects deleted meanwhile
// are skipped.
#pragma once

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
    void retranslate() const {
        for (const auto& f : items_)
            f();
    }

private:
    std::vector<std::function<void()>> items_;
};

} // namespace ombre::ui
