// The team library as a table: the summaries of the library index (no file is read here),
// kept up to date from ScenarioLibrary's entriesChanged batches, and the proxy that filters them by
// the search words and sorts them. A keystroke in the search box filters the cached summaries;
// nothing is read from disk.
#pragma once

#include "library.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QSortFilterProxyModel>

#include <limits>
#include <memory>
#include <vector>

namespace gpuplanner {

class LibraryModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum class Column {
        Name,
        Model,
        Task,
        NeedPerGpu,
        BestCost,
        Author,
        Modified,
        Revision,
        Tags,
        Count
    };
    enum Role {
        PathRole = Qt::UserRole, // the file's absolute path
        SortRole,                // numbers as numbers, names case-folded
        ErrorRole,               // why the file cannot be read; empty when it can
    };

    explicit LibraryModel(ScenarioLibrary *library, QObject *parent = nullptr);

    // Takes the index's summaries and follows its changes from now on (starting the index).
    void attach();
    bool isAttached() const { return m_attached; }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // The rows are kept sorted here (not in the proxy), so that a search keystroke only
    // filters: new and changed rows go to their place, a changed order is one layout change.
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    int sortColumn() const { return m_sortColumn; }
    Qt::SortOrder sortOrder() const { return m_sortOrder; }

    int rowOf(const QString &path) const; // -1 when not listed
    const LibraryEntry &entryAt(int row) const { return *m_rows[std::size_t(row)]; }
    // Case-folded name, author, tags and notes, one per line: what the search looks in.
    const QString &searchText(int row) const { return m_search[std::size_t(row)]; }

    static QString taskLabel(Task task);
    static QString costText(const LibraryEntry &e);

private:
    void reload();
    void apply(const QStringList &updated, const QStringList &removed);
    void update(const QString &path);
    void insertMany(const QStringList &paths);
    void reorder(const std::vector<int> &order); // row i becomes the old row order[i]
    void remove(const QString &path);
    void set(int row, const LibraryEntry &e);
    bool before(const LibraryEntry &a, const LibraryEntry &b) const; // in the current order
    int placeFor(const LibraryEntry &e, int skip) const;             // row to insert at
    void moveRow(int from, int to);
    void reindexRows(int from);
    void renumber() const;

    ScenarioLibrary *m_library;
    bool m_attached = false;
    // Each row's entry on its own: a row inserted in the middle (the first indexing adds
    // thousands, each at its sorted place) moves pointers, not entries.
    std::vector<std::unique_ptr<LibraryEntry>> m_rows;
    std::vector<QString> m_search;
    mutable QHash<QString, int> m_rowOf; // row numbers from m_staleFrom on are out of date
    mutable std::size_t m_staleFrom = std::numeric_limits<std::size_t>::max();
    int m_sortColumn = 0;
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
};

// Filters by words (each must appear, case-insensitively, in the name, author, a tag or the
// notes: ScenarioLibrary::search's rule); sorting is passed on to the LibraryModel.
class LibraryFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    void setSearchText(const QString &text);
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QStringList m_words; // case-folded
};

} // namespace gpuplanner
