// Saving and copying a chart (issue 28): PNG at twice the screen's pixels, or a vector PDF
// page the chart fills, written through QSaveFile so a failed write leaves any old file
// whole; and the chart as an image on the clipboard. Every chart view gets "Save chart
// as…" and "Copy chart" in its context menu; the file dialog asks before replacing a file.
#pragma once

#include <QString>

class QChartView;
class QWidget;

namespace gpuplanner {

// Writes the chart to `path`: ".png" or ".pdf" (any case) chooses the format. false with
// *error naming the file and the problem (an unknown extension, a folder that does not
// exist, a write that failed).
bool exportChart(QChartView *view, const QString &path, QString *error);

// Adds "Save chart as…" (a file dialog, then exportChart; a failure in a message box) and
// "Copy chart" to `view`'s context menu, and names the view for screen readers by the
// chart's title.
void addChartExport(QChartView *view);

} // namespace gpuplanner
