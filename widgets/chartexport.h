// Saving, copying and printing a chart (issue 28): PNG at twice the screen's pixels, SVG at
// the chart's size on screen in px (models/common/svgwriter.h, no Qt SVG), or a vector PDF page
// the chart fills, written through QSaveFile so a failed write leaves any old file whole;
// the chart as an image on the clipboard; the chart on paper, as large as the page allows.
// Every chart view gets "Save chart as…", "Copy chart" and "Print chart…" in its context
// menu; the file dialog asks before replacing a file.
#pragma once

#include <QString>

class QChartView;
class QPrinter;
class QWidget;

namespace gpuplanner {

// Writes the chart to `path`: ".png", ".svg" or ".pdf" (any case) chooses the format.
// false with *error naming the file and the problem (an unknown extension, a folder that
// does not exist, a write that failed).
bool exportChart(QChartView *view, const QString &path, QString *error);

// Prints the chart on one page of `printer` (set up by the caller or a print dialog),
// scaled to fill the page's printable area as far as its aspect ratio allows, centred
// across the page, at its top. false with *error when the printer could not start or
// failed.
bool printChart(QChartView *view, QPrinter *printer, QString *error);

// Adds "Save chart as…" (a file dialog, then exportChart; a failure in a message box),
// "Copy chart" and "Print chart…" (a print dialog, then printChart) to `view`'s context
// menu, and names the view for screen readers by the chart's title.
void addChartExport(QChartView *view);

} // namespace gpuplanner
