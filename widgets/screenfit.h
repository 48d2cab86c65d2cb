// A window rectangle moved and shrunk into the available screen area: the main window's
// restored geometry, the manual and the dialogs that would be taller than a small screen
// (1024×700) otherwise.
#pragma once

#include <QRect>

#include <algorithm>

namespace gpuplanner {

inline QRect fitToScreen(const QRect &window, const QRect &available)
{
    if (!available.isValid())
        return window;
    const int w = std::min(window.width(), available.width());
    const int h = std::min(window.height(), available.height());
    const int x =
        std::clamp(window.x(), available.left(), available.left() + available.width() - w);
    const int y = std::clamp(window.y(), available.top(), available.top() + available.height() - h);
    return {x, y, w, h};
}

} // namespace gpuplanner
