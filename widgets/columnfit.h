// Column widths for a table from a sample of its rows, for the start-up path: Qt's
// resizeColumnsToContents() lays out every cell of every column through the delegate,
// which costs milliseconds at a hundred rows and grows with the table.
#pragma once

#include <functional>

class QAbstractItemModel;
class QSortFilterProxyModel;
class QTableView;

namespace gpuplanner {

struct ColumnSample {
    int firstRows = 25;   // the rows the user sees first
    int spreadRows = 100; // and about this many spread evenly over the rest
    int measured = 3;     // the longest texts of each column that are measured
};

// Sets each column of `view` (showing `proxy` over `source`) as wide as its header (every
// line of it, with the sort mark) and the widest of the longest texts of `role` in a
// sample of rows, measured with the view's font, then passes the width through `cap`
// (column, width → width; none: as measured). The cells are read from `source` directly,
// each sampled row mapped through the proxy once; the header from the proxy.
void fitColumnsToSample(QTableView *view, const QSortFilterProxyModel *proxy,
                        const QAbstractItemModel *source, int role,
                        const std::function<int(int column, int width)> &cap = {},
                        ColumnSample sample = {});

} // namespace gpuplanner
