#include "columnfit.h"

#include <QFontMetrics>
#include <QHeaderView>
#include <QSortFilterProxyModel>
#include <QStringList>
#include <QStyle>
#include <QTableView>

#include <algorithm>

namespace gpuplanner {

void fitColumnsToSample(QTableView *view, const QSortFilterProxyModel *proxy,
                        const QAbstractItemModel *source, int role,
                        const std::function<int(int, int)> &cap, ColumnSample sample)
{
    QStyle *style = view->style();
    const QFontMetrics cell(view->font());
    const QFontMetrics head(view->horizontalHeader()->font());
    const int cellMargin =
        2 * (style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1) +
        cell.horizontalAdvance(QLatin1Char(' '));
    const int headMargin = 2 * style->pixelMetric(QStyle::PM_HeaderMargin, nullptr, view) +
                           style->pixelMetric(QStyle::PM_HeaderMarkSize, nullptr, view) +
                           head.horizontalAdvance(QLatin1Char(' '));
    const int rows = proxy->rowCount();
    QList<int> sampled;
    for (int r = 0; r < std::min(rows, sample.firstRows); ++r)
        sampled << r;
    const int step = std::max(1, rows / std::max(1, sample.spreadRows));
    for (int r = sample.firstRows; r < rows; r += step)
        sampled << r;
    for (int &r : sampled) // read from the source model: no proxy mapping per cell
        r = proxy->mapToSource(proxy->index(r, 0)).row();
    for (int c = 0; c < proxy->columnCount(); ++c) {
        QStringList texts;
        texts.reserve(sampled.size());
        for (int r : sampled)
            texts << source->data(source->index(r, c), role).toString();
        const auto measured = std::min<qsizetype>(sample.measured, texts.size());
        std::partial_sort(texts.begin(), texts.begin() + measured, texts.end(),
                          [](const QString &a, const QString &b) { return a.size() > b.size(); });
        int width = 0; // a header on two lines is as wide as its longer line
        const QString header = proxy->headerData(c, Qt::Horizontal).toString();
        for (QStringView line : QStringView(header).split(u'\n'))
            width = std::max(width, head.horizontalAdvance(line.toString()) + headMargin);
        for (qsizetype i = 0; i < measured; ++i)
            width = std::max(width, cell.horizontalAdvance(texts[i]) + cellMargin);
        view->setColumnWidth(c, cap ? cap(c, width) : width);
    }
}

} // namespace gpuplanner
