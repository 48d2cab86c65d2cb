// Copying a table's rows for a spreadsheet: the selected rows (or the current one) as
// tab-separated text, the header line first, the visible columns in the order the user
// sees them, the rows in their sorted order. Ctrl+C (the platform's Copy key) and the
// table's context menu ("Copy rows") do it; the clipboard gets plain text only, so a cell
// holding markup from a shared file stays text.
#pragma once

#include <QString>

class QAction;
class QTableView;

namespace gpuplanner {

// The text "Copy rows" puts on the clipboard: empty when nothing is selected or current.
// Tabs and line breaks inside a cell become spaces, so each row stays one line.
QString selectedRowsAsText(const QTableView *view);

// Adds the "Copy rows" action to `view` (its context menu and Ctrl+C while it has focus)
// and lets the user select several rows (Ctrl/Shift+click); the current row still drives
// whatever follows it. Returns the action, owned by the view.
QAction *addRowCopy(QTableView *view);

} // namespace gpuplanner
