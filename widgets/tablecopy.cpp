#include "tablecopy.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QTableView>

#include <algorithm>

namespace gpuplanner {

namespace {

QString cellText(QString text)
{
    for (QChar &c : text) {
        if (c == QLatin1Char('\t') || c == QLatin1Char('\n') || c == QLatin1Char('\r') ||
            c == QChar::LineSeparator || c == QChar::ParagraphSeparator)
            c = QLatin1Char(' ');
    }
    return text;
}

} // namespace

QString selectedRowsAsText(const QTableView *view)
{
    const QAbstractItemModel *model = view ? view->model() : nullptr;
    if (!model)
        return {};
    std::vector<int> rows;
    if (const QItemSelectionModel *selection = view->selectionModel()) {
        for (const QModelIndex &i : selection->selectedRows())
            rows.push_back(i.row());
        if (rows.empty() && selection->currentIndex().isValid())
            rows.push_back(selection->currentIndex().row());
    }
    if (rows.empty())
        return {};
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    const QHeaderView *header = view->horizontalHeader();
    std::vector<int> columns; // logical, in the order the user sees them
    for (int visual = 0; visual < header->count(); ++visual) {
        const int logical = header->logicalIndex(visual);
        if (logical >= 0 && !view->isColumnHidden(logical))
            columns.push_back(logical);
    }
    QStringList lines;
    QStringList fields;
    for (int c : columns)
        fields << cellText(model->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString());
    lines << fields.join(QLatin1Char('\t'));
    for (int r : rows) {
        fields.clear();
        for (int c : columns)
            fields << cellText(model->index(r, c).data(Qt::DisplayRole).toString());
        lines << fields.join(QLatin1Char('\t'));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QAction *addRowCopy(QTableView *view)
{
    view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    auto *copy = new QAction(QApplication::translate("TableCopy", "&Copy rows"), view);
    copy->setObjectName(QStringLiteral("copyRows"));
    copy->setShortcut(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    copy->setToolTip(QApplication::translate(
        "TableCopy", "Copy the selected rows as tab-separated text for a spreadsheet"));
    QObject::connect(copy, &QAction::triggered, view, [view] {
        const QString text = selectedRowsAsText(view);
        if (!text.isEmpty())
            QApplication::clipboard()->setText(text);
    });
    view->addAction(copy);
    view->setContextMenuPolicy(Qt::ActionsContextMenu);
    return copy;
}

} // namespace gpuplanner
