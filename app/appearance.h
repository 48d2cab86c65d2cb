// The window's appearance: View ▸ Appearance and the setting ui/appearance. "light" and
// "dark" use the Fusion style with GPU Planner's light or dark palette (models/common/palette.h,
// every text colour at 4.5:1 or more); "" follows the desktop: the style and palette Qt
// chose at start-up, dark when the desktop's is. main.cpp applies the setting before the
// window is made; MainWindow applies a new choice at once.
#pragma once

#include <QString>

namespace gpuplanner::appearance {

// Applies a choice ("", "light" or "dark"; anything else is taken as ""), and sets the
// window's colour scheme (palette::screen) from the palette it leaves. The first call
// remembers the desktop's style and palette, which "" later restores.
void apply(const QString &choice);

// The choice last applied ("" before any).
QString current();

} // namespace gpuplanner::appearance
