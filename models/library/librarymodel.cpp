#include "librarymodel.h"

#include "catalogtablemodel.h"
#include "inputlabels.h"
#include "palette.h"
#include "plaintext.h"

#include <QColor>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <limits>
#include <numeric>

namespace gpuplanner {

namespace {

QString searchTextOf(const LibraryEntry &e)
{
    return (e.name + QLatin1Char('\n') + e.author + QLatin1Char('\n') +
            e.tags.join(QLatin1Char('\n')) + QLatin1Char('\n') + e.notes)
        .toCaseFolded();
}

template <typename T>
int compare(const T &a, const T &b)
{
    return a < b ? -1 : (b < a ? 1 : 0);
}

int compareOptional(const std::optional<double> &a, const std::optional<double> &b)
{
    if (a && b)
        return compare(*a, *b);
    return compare(!a, !b); // empty last
}

} // namespace

LibraryModel::LibraryModel(ScenarioLibrary *library, QObject *parent)
    : QAbstractTableModel(parent)
    , m_library(library)
{}

void LibraryModel::attach()
{
    if (m_attached)
        return;
    m_attached = true;
    connect(m_library, &ScenarioLibrary::entriesChanged, this, &LibraryModel::apply);
    connect(m_library, &ScenarioLibrary::entriesReset, this, &LibraryModel::reload);
    reload();
    m_library->activate();
}

void LibraryModel::reload()
{
    beginResetModel();
    std::vector<LibraryEntry> entries = m_library->cachedEntries();
    std::stable_sort(entries.begin(), entries.end(),
                     [this](const LibraryEntry &a, const LibraryEntry &b) { return before(a, b); });
    m_rows.clear();
    m_rows.reserve(entries.size());
    m_search.clear();
    m_search.reserve(entries.size());
    for (LibraryEntry &e : entries) {
        m_search.push_back(searchTextOf(e));
        m_rows.push_back(std::make_unique<LibraryEntry>(std::move(e)));
    }
    m_rowOf.clear();
    m_staleFrom = 0;
    renumber();
    endResetModel();
}

// The row numbers from `from` on are out of date; they are counted again when one is asked
// for (rowOf), so that a batch of new rows during the first indexing costs one pass, not
// one per row. The paths listed (m_rowOf's keys) are always up to date.
void LibraryModel::reindexRows(int from)
{
    m_staleFrom = std::min(m_staleFrom, std::size_t(from));
}

void LibraryModel::renumber() const
{
    for (std::size_t i = m_staleFrom; i < m_rows.size(); ++i)
        m_rowOf.insert(m_rows[i]->path, int(i));
    m_staleFrom = std::numeric_limits<std::size_t>::max();
}

void LibraryModel::set(int row, const LibraryEntry &e)
{
    const auto r = std::size_t(row);
    *m_rows[r] = e;
    m_search[r] = searchTextOf(e);
}

int LibraryModel::placeFor(const LibraryEntry &e, int skip) const
{
    // Binary search over the rows without `skip` (the row being moved).
    int lo = 0, hi = int(m_rows.size()) - (skip >= 0 ? 1 : 0);
    auto at = [&](int i) -> const LibraryEntry & {
        return *m_rows[std::size_t(skip >= 0 && i >= skip ? i + 1 : i)];
    };
    while (lo < hi) {
        const int mid = (lo + hi) / 2;
        if (before(e, at(mid)))
            hi = mid;
        else
            lo = mid + 1;
    }
    return lo;
}

void LibraryModel::moveRow(int from, int to)
{
    // `to` counts rows without `from`; beginMoveRows wants the row before which it goes.
    if (to == from)
        return;
    const int destination = to > from ? to + 1 : to;
    beginMoveRows(QModelIndex(), from, from, QModelIndex(), destination);
    std::unique_ptr<LibraryEntry> e = std::move(m_rows[std::size_t(from)]);
    QString search = std::move(m_search[std::size_t(from)]);
    m_rows.erase(m_rows.begin() + from);
    m_search.erase(m_search.begin() + from);
    m_rows.insert(m_rows.begin() + to, std::move(e));
    m_search.insert(m_search.begin() + to, std::move(search));
    reindexRows(std::min(from, to));
    endMoveRows();
}

// New rows from this many on go in as one block, then to their places in one layout change:
// a row inserted in the middle costs the filter proxy and the view a pass over every row
// below it, so the first indexing's batches of two hundred rows each took a pass per row
// (14 ms per batch at 10,000 rows, bench_library). Fewer go one by one, as a single new
// file does.
constexpr qsizetype kInsertAsBlock = 16;

void LibraryModel::apply(const QStringList &updated, const QStringList &removed)
{
    for (const QString &path : removed)
        remove(path);
    QStringList fresh;        // new rows, each path once
    QSet<QString> freshPaths; // a path named twice is one row
    QStringList one;
    for (const QString &path : updated) {
        if (m_library->cachedEntry(path) && !m_rowOf.contains(path)) {
            if (!freshPaths.contains(path)) {
                freshPaths.insert(path);
                fresh << path;
            }
        } else {
            one << path;
        }
    }
    if (fresh.size() < kInsertAsBlock)
        one += fresh;
    else
        insertMany(fresh);
    for (const QString &path : std::as_const(one))
        update(path);
}

// The new entries as one block at the end, then each to its sorted place: the block sorted
// and merged with the rows (on equal keys the rows already listed first, as placeFor puts
// a single new row after its equals). The entries are copied before any signal goes out.
void LibraryModel::insertMany(const QStringList &paths)
{
    std::vector<std::unique_ptr<LibraryEntry>> entries;
    entries.reserve(std::size_t(paths.size()));
    for (const QString &path : paths)
        if (const LibraryEntry *e = m_library->cachedEntry(path))
            entries.push_back(std::make_unique<LibraryEntry>(*e));
    if (entries.empty())
        return;
    const int n = int(m_rows.size());
    const int k = int(entries.size());
    beginInsertRows(QModelIndex(), n, n + k - 1);
    m_rows.reserve(std::size_t(n + k));
    m_search.reserve(std::size_t(n + k));
    for (std::unique_ptr<LibraryEntry> &e : entries) {
        m_search.push_back(searchTextOf(*e));
        m_rowOf.insert(e->path, int(m_rows.size()));
        m_rows.push_back(std::move(e));
    }
    endInsertRows();
    std::vector<int> order(std::size_t(n + k));
    std::iota(order.begin(), order.end(), 0);
    auto less = [this](int a, int b) {
        return before(*m_rows[std::size_t(a)], *m_rows[std::size_t(b)]);
    };
    std::stable_sort(order.begin() + n, order.end(), less);
    std::inplace_merge(order.begin(), order.begin() + n, order.end(), less);
    reorder(order);
}

void LibraryModel::update(const QString &path)
{
    const LibraryEntry *e = m_library->cachedEntry(path);
    if (!e) {
        remove(path);
        return;
    }
    if (m_rowOf.contains(path)) {
        const int row = rowOf(path);
        set(row, *e);
        Q_EMIT dataChanged(index(row, 0), index(row, int(Column::Count) - 1));
        moveRow(row, placeFor(*e, row)); // selection and current index go with it
        return;
    }
    const int at = placeFor(*e, -1);
    beginInsertRows(QModelIndex(), at, at);
    m_rows.insert(m_rows.begin() + at, std::make_unique<LibraryEntry>(*e));
    m_search.insert(m_search.begin() + at, searchTextOf(*e));
    m_rowOf.insert(path, at);
    reindexRows(at);
    endInsertRows();
}

void LibraryModel::remove(const QString &path)
{
    const int row = rowOf(path);
    if (row < 0)
        return;
    beginRemoveRows(QModelIndex(), row, row);
    m_rows.erase(m_rows.begin() + row);
    m_search.erase(m_search.begin() + row);
    m_rowOf.remove(path);
    reindexRows(row);
    endRemoveRows();
}

void LibraryModel::sort(int column, Qt::SortOrder order)
{
    if (column < 0 || column >= int(Column::Count))
        return;
    m_sortColumn = column;
    m_sortOrder = order;
    std::vector<int> rows(m_rows.size());
    std::iota(rows.begin(), rows.end(), 0);
    std::stable_sort(rows.begin(), rows.end(), [this](int a, int b) {
        return before(*m_rows[std::size_t(a)], *m_rows[std::size_t(b)]);
    });
    reorder(rows);
}

void LibraryModel::reorder(const std::vector<int> &order)
{
    Q_EMIT layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    std::vector<std::unique_ptr<LibraryEntry>> rows;
    std::vector<QString> search;
    rows.reserve(m_rows.size());
    search.reserve(m_rows.size());
    std::vector<int> newRowOf(m_rows.size());
    for (std::size_t i = 0; i < order.size(); ++i) {
        newRowOf[std::size_t(order[i])] = int(i);
        rows.push_back(std::move(m_rows[std::size_t(order[i])]));
        search.push_back(std::move(m_search[std::size_t(order[i])]));
    }
    m_rows = std::move(rows);
    m_search = std::move(search);
    reindexRows(0); // counted again when a row number is asked for
    const QModelIndexList before = persistentIndexList();
    QModelIndexList after;
    after.reserve(before.size());
    for (const QModelIndex &i : before)
        after << index(newRowOf[std::size_t(i.row())], i.column());
    changePersistentIndexList(before, after);
    Q_EMIT layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

int LibraryModel::rowOf(const QString &path) const
{
    if (!m_rowOf.contains(path))
        return -1;
    if (m_staleFrom < m_rows.size())
        renumber();
    return m_rowOf.value(path, -1);
}

int LibraryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int LibraryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(Column::Count);
}

QString LibraryModel::taskLabel(Task task)
{
    return InputLabels::task(task);
}

QString LibraryModel::costText(const LibraryEntry &e)
{
    if (!e.error.isEmpty())
        return {};
    // A serving scenario with its traffic: what serving it costs a month (the capacity plan).
    if (e.monthlyCost)
        return tr("%1 %2/month").arg(formatNumber(*e.monthlyCost, 0), e.currency);
    const auto cost = e.bestCost();
    if (!cost)
        return tr("—");
    if (e.serving())
        return tr("%1 %2/1M tokens").arg(formatNumber(*cost, 2), e.currency);
    return tr("%1 %2").arg(formatNumber(*cost, 2), e.currency);
}

QVariant LibraryModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const LibraryEntry &e = *m_rows[std::size_t(index.row())];
    const auto column = Column(index.column());
    switch (role) {
    case PathRole:
        return e.path;
    case ErrorRole:
        return e.error;
    case Qt::ForegroundRole:
        return e.error.isEmpty() ? QVariant() : QVariant(palette::screen().noFit);
    case Qt::ToolTipRole:
        // A file's name, its error and an imported id: shown as written (plaintext.h).
        if (!e.error.isEmpty())
            return asPlainText(e.error);
        if (column == Column::BestCost) {
            if (e.monthlyCost)
                return asPlainText(
                    tr("Serving the scenario's traffic: %n replica(s) on %1, %2 %3 a month",
                       nullptr, e.replicas)
                        .arg(e.monthlyType, formatNumber(*e.monthlyCost, 0), e.currency) +
                    (e.bestCostPerMillionTokens
                         ? QLatin1Char('\n') +
                               tr("One instance of the best option, %1: %2 %3 per 1M tokens")
                                   .arg(e.bestType, formatNumber(*e.bestCostPerMillionTokens, 2),
                                        e.currency)
                         : QString()));
            if (e.bestType.isEmpty())
                return tr("No option fits with a price in the catalog");
            return asPlainText(
                e.serving()
                    ? tr("Best option: %1, %2 %3 in all")
                          .arg(e.bestType, formatNumber(e.bestTotalCost.value_or(0), 2), e.currency)
                    : tr("Best option: %1").arg(e.bestType));
        }
        return asPlainText(e.path);
    case Qt::TextAlignmentRole:
        if (column == Column::NeedPerGpu || column == Column::BestCost ||
            column == Column::Revision)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case SortRole:
        switch (column) {
        case Column::Name:
            return e.name.toCaseFolded();
        case Column::NeedPerGpu:
            return e.needPerGpuGib ? QVariant(*e.needPerGpuGib) : QVariant();
        case Column::BestCost:
            return e.bestCost() ? QVariant(*e.bestCost()) : QVariant();
        case Column::Modified:
            return e.fileTime;
        case Column::Revision:
            return e.revision;
        default:
            return data(index, Qt::DisplayRole);
        }
    case Qt::DisplayRole:
        break;
    default:
        return {};
    }
    switch (column) {
    case Column::Name:
        return e.error.isEmpty() ? e.name : tr("%1 (cannot be read)").arg(e.fileName);
    case Column::Model:
        return e.model;
    case Column::Task:
        return e.task ? taskLabel(*e.task) : QString();
    case Column::NeedPerGpu:
        return e.needPerGpuGib ? tr("%1 GiB").arg(formatNumber(*e.needPerGpuGib, 1)) : QString();
    case Column::BestCost:
        return costText(e);
    case Column::Author:
        return e.author;
    case Column::Modified:
        return e.fileTime.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm"));
    case Column::Revision:
        return e.error.isEmpty() ? QVariant(e.revision) : QVariant();
    case Column::Tags:
        return e.tags.join(QStringLiteral(", "));
    case Column::Count:
        break;
    }
    return {};
}

QVariant LibraryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case Column::Name:
        return tr("Name");
    case Column::Model:
        return tr("Model");
    case Column::Task:
        return tr("Task");
    case Column::NeedPerGpu:
        return tr("Need per GPU");
    case Column::BestCost:
        return tr("Best cost");
    case Column::Author:
        return tr("Author");
    case Column::Modified:
        return tr("Modified");
    case Column::Revision:
        return tr("Revision");
    case Column::Tags:
        return tr("Tags");
    case Column::Count:
        break;
    }
    return {};
}

// Without QVariant: a sort of 10,000 rows stays within a frame.
bool LibraryModel::before(const LibraryEntry &a, const LibraryEntry &b) const
{
    int c = 0;
    switch (Column(m_sortColumn)) {
    case Column::Name:
        c = QString::compare(a.name, b.name, Qt::CaseInsensitive);
        break;
    case Column::Model:
        c = QString::compare(a.model, b.model, Qt::CaseInsensitive);
        break;
    case Column::Task:
        c = compare(a.task ? int(*a.task) : 99, b.task ? int(*b.task) : 99);
        break;
    case Column::NeedPerGpu:
        c = compareOptional(a.needPerGpuGib, b.needPerGpuGib);
        break;
    case Column::BestCost:
        c = compare(a.serving(), b.serving());
        if (c == 0)
            c = compareOptional(a.bestCost(), b.bestCost());
        break;
    case Column::Author:
        c = QString::compare(a.author, b.author, Qt::CaseInsensitive);
        break;
    case Column::Modified:
        c = compare(a.fileTime, b.fileTime);
        break;
    case Column::Revision:
        c = compare(a.revision, b.revision);
        break;
    case Column::Tags:
        c = QString::compare(a.tags.join(QLatin1Char(',')), b.tags.join(QLatin1Char(',')),
                             Qt::CaseInsensitive);
        break;
    case Column::Count:
        break;
    }
    if (m_sortOrder == Qt::DescendingOrder)
        c = -c;
    if (c == 0)
        c = QString::compare(a.fileName, b.fileName);
    return c < 0;
}

void LibraryFilterProxy::setSearchText(const QString &text)
{
    static const QRegularExpression space(QStringLiteral("\\s+"));
    QStringList words = text.toCaseFolded().split(space, Qt::SkipEmptyParts);
    if (words == m_words)
        return;
    m_words = std::move(words);
    // One layout change rather than invalidateFilter()'s removal and insertion of every
    // scattered range of rows, which a view with thousands of rows handles one by one.
    invalidate();
}

bool LibraryFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &) const
{
    if (m_words.isEmpty())
        return true;
    const auto *model = static_cast<const LibraryModel *>(sourceModel());
    const QString &text = model->searchText(sourceRow);
    return std::all_of(m_words.begin(), m_words.end(),
                       [&](const QString &w) { return text.contains(w); });
}

void LibraryFilterProxy::sort(int column, Qt::SortOrder order)
{
    // The source keeps its rows in order; this proxy keeps the source's order (its own sort
    // column stays -1), so a filter change is one pass over the rows without sorting.
    if (sourceModel())
        sourceModel()->sort(column, order);
}

} // namespace gpuplanner
