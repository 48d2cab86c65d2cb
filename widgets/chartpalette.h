// Charts in the window's colours: Qt Charts' light theme would keep a white chart with
// dark labels inside a dark window. followPalette gives a chart view's chart the palette's
// base as background, its text colour to the title, legend and axis labels, grid lines
// between the two, and the series coloured from models/common/palette.h in the scheme the window
// shows (palette::screen) — at once, whenever the palette changes, and after the chart
// gains axes or series (the scene's changed signal); each setter runs only on a change.
#pragma once

#include <QPalette>

class QChart;
class QChartView;

namespace gpuplanner {

void followPalette(QChartView *view);

// The colours of `palette` and palette::screen() on `chart`, once.
void applyChartPalette(QChart *chart, const QPalette &palette);

} // namespace gpuplanner
