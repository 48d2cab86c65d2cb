// What one catalog edit did to the user's overlay, so that it can be undone and redone
// (issue 25 item 3): for every row the edit touched, by key and table, the row as stored
// before and after it — rowid and every column, as SQLite holds them; none when there was
// no row. Applying one side puts those rows back in ONE transaction: the touched rows are
// deleted and that side's inserted again with their own rowids, so that undo then redo
// gives the same rows, byte for byte and in the same order, and a failure (a crash, a
// locked file, a row SQLite refuses) leaves the overlay as it was.
//
// The tables are the overlay's: instance_types, prices, spot_advice and stock. A change is
// recorded by CatalogDatabase::writeOverlay (the rows an import, a price or a refresh
// batch replaced or added) or snapshotOverlay (every row, before a reset).
#pragma once

#include <QHash>
#include <QString>
#include <QStringList>
#include <QVariantList>

#include <optional>
#include <utility>
#include <vector>

class QSqlDatabase;

namespace gpuplanner {

struct CatalogData;

class OverlayChange
{
public:
    enum class Side { Before, After };

    // One row as stored: its rowid, then every column in the table's order.
    using Row = QVariantList;
    struct Entry {
        QVariantList key; // the primary key's columns
        std::optional<Row> before;
        std::optional<Row> after;
    };
    struct Table {
        QString name;
        QStringList columns; // "rowid" first, then the table's columns
        std::vector<Entry> entries;
        QHash<QString, std::size_t> index; // entries by key
    };

    bool isEmpty() const;
    const std::vector<Table> &tables() const { return m_tables; }
    // How many rows of a table (instance_types, prices, spot_advice, stock) the change
    // touched.
    int count(const QString &table) const;

    // A later change on top of this one, as one: a row both touched keeps this change's
    // before and takes the later one's after (a refresh's batches become one step).
    void append(const OverlayChange &later);

    // The keys of the rows that writing `rows` to the overlay replaces or adds, recorded
    // on db (inside the writer's transaction) as side.
    bool record(QSqlDatabase &db, const CatalogData &rows, Side side, QString *error);
    // Every row of every overlay table on db as `before`, none after (a reset).
    bool recordAll(QSqlDatabase &db, QString *error);
    // Puts the rows of side back on db: every touched row deleted, side's rows inserted
    // with their rowids (a rowid another row took meanwhile is left to SQLite). The
    // caller holds the transaction.
    bool apply(QSqlDatabase &db, Side side, QString *error) const;

    // The overlay tables and their keys.
    static const std::vector<std::pair<QString, QStringList>> &keyColumns();

    // The overlay at path: applies one side in one transaction (the schema created when
    // the file is new; an overlay of another schema version or a damaged one is refused
    // and not changed).
    bool applyTo(const QString &path, Side side, QString *error) const;
    // Every row of the overlay at path as a change whose after is empty: what a reset
    // forgets. A missing or empty file gives an empty change; a damaged one nullopt.
    static std::optional<OverlayChange> snapshot(const QString &path, QString *error);

private:
    Table *table(const QString &name, QSqlDatabase &db, QString *error);
    static Entry *find(Table &t, const QVariantList &key);
    static Entry &add(Table &t, const QVariantList &key);

    std::vector<Table> m_tables;
};

} // namespace gpuplanner
