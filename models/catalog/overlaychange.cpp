#include "overlaychange.h"

#include "catalogdatabase_p.h"
#include "estimator/catalog.h"

#include <QFileInfo>

#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <algorithm>

namespace gpuplanner {

namespace {

QString text(const std::string &s)
{
    return QString::fromStdString(s);
}
template <typename Enum>
QString text(Enum e)
{
    return QString::fromStdString(std::string(toString(e)));
}

// One key as one string, for the index of a table's entries.
QString joined(const QVariantList &key)
{
    QString out;
    for (const QVariant &v : key) {
        out += v.toString();
        out += QChar(0x1f);
    }
    return out;
}

// The keys of the rows a write of `rows` puts in each table, in keyColumns() order.
std::vector<std::vector<QVariantList>> keysOf(const CatalogData &rows)
{
    std::vector<std::vector<QVariantList>> keys(4);
    for (const InstanceType &t : rows.types)
        keys[0].push_back({text(t.id)});
    for (const Price &p : rows.prices)
        keys[1].push_back({text(p.instanceTypeId), text(p.regionId), text(p.mode), text(p.unit)});
    for (const SpotAdvice &s : rows.spotAdvice)
        keys[2].push_back({text(s.instanceTypeId), text(s.regionId), text(s.zoneId)});
    for (const ZoneStock &s : rows.stock)
        keys[3].push_back({text(s.instanceTypeId), text(s.regionId), text(s.zoneId)});
    return keys;
}

bool fail(const QSqlQuery &q, QString *error)
{
    if (error)
        *error = q.lastError().text();
    return false;
}

QString keyCondition(const QStringList &key)
{
    QStringList parts;
    for (const QString &column : key)
        parts << column + QStringLiteral(" = ?");
    return parts.join(QStringLiteral(" AND "));
}

bool tableExists(QSqlDatabase &db, const QString &name, bool *exists, QString *error)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' AND name = ?"));
    q.addBindValue(name);
    if (!q.exec())
        return fail(q, error);
    *exists = q.next();
    return true;
}

QVariantList rowOf(const QSqlQuery &q, int columns)
{
    QVariantList row;
    row.reserve(columns);
    for (int i = 0; i < columns; ++i)
        row << q.value(i);
    return row;
}

} // namespace

const std::vector<std::pair<QString, QStringList>> &OverlayChange::keyColumns()
{
    static const std::vector<std::pair<QString, QStringList>> tables = {
        {QStringLiteral("instance_types"), {QStringLiteral("id")}},
        {QStringLiteral("prices"),
         {QStringLiteral("instance_type_id"), QStringLiteral("region_id"), QStringLiteral("mode"),
          QStringLiteral("unit")}},
        {QStringLiteral("spot_advice"),
         {QStringLiteral("instance_type_id"), QStringLiteral("region_id"),
          QStringLiteral("zone_id")}},
        {QStringLiteral("stock"),
         {QStringLiteral("instance_type_id"), QStringLiteral("region_id"),
          QStringLiteral("zone_id")}},
    };
    return tables;
}

bool OverlayChange::isEmpty() const
{
    for (const Table &t : m_tables) {
        if (!t.entries.empty())
            return false;
    }
    return true;
}

int OverlayChange::count(const QString &table) const
{
    for (const Table &t : m_tables) {
        if (t.name == table)
            return static_cast<int>(t.entries.size());
    }
    return 0;
}

OverlayChange::Entry *OverlayChange::find(Table &t, const QVariantList &key)
{
    const auto it = t.index.constFind(joined(key));
    return it == t.index.constEnd() ? nullptr : &t.entries[*it];
}

OverlayChange::Entry &OverlayChange::add(Table &t, const QVariantList &key)
{
    if (Entry *e = find(t, key))
        return *e;
    t.index.insert(joined(key), t.entries.size());
    t.entries.push_back({key, std::nullopt, std::nullopt});
    return t.entries.back();
}

OverlayChange::Table *OverlayChange::table(const QString &name, QSqlDatabase &db, QString *error)
{
    for (Table &t : m_tables) {
        if (t.name == name)
            return &t;
    }
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT rowid, * FROM %1 LIMIT 0").arg(name))) {
        fail(q, error);
        return nullptr;
    }
    Table t;
    t.name = name;
    const QSqlRecord record = q.record();
    t.columns << QStringLiteral("rowid");
    for (int i = 1; i < record.count(); ++i)
        t.columns << record.fieldName(i);
    // In keyColumns() order, whichever order they were first touched in.
    const auto &order = keyColumns();
    auto rank = [&](const QString &n) {
        for (std::size_t i = 0; i < order.size(); ++i) {
            if (order[i].first == n)
                return i;
        }
        return order.size();
    };
    auto at = m_tables.begin();
    while (at != m_tables.end() && rank(at->name) < rank(name))
        ++at;
    return &*m_tables.insert(at, std::move(t));
}

bool OverlayChange::record(QSqlDatabase &db, const CatalogData &rows, Side side, QString *error)
{
    const auto keys = keysOf(rows);
    for (std::size_t i = 0; i < keys.size(); ++i) {
        if (keys[i].empty())
            continue;
        const auto &[name, keyColumns] = OverlayChange::keyColumns()[i];
        Table *t = table(name, db, error);
        if (!t)
            return false;
        QSqlQuery q(db);
        q.setForwardOnly(true);
        if (!q.prepare(QStringLiteral("SELECT rowid, * FROM %1 WHERE %2")
                           .arg(name, keyCondition(keyColumns))))
            return fail(q, error);
        for (const QVariantList &key : keys[i]) {
            for (int k = 0; k < key.size(); ++k)
                q.bindValue(k, key[k]);
            if (!q.exec())
                return fail(q, error);
            std::optional<Row> row;
            if (q.next())
                row = rowOf(q, static_cast<int>(t->columns.size()));
            Entry &e = add(*t, key);
            (side == Side::Before ? e.before : e.after) = std::move(row);
        }
    }
    return true;
}

bool OverlayChange::recordAll(QSqlDatabase &db, QString *error)
{
    for (const auto &[name, keyColumns] : OverlayChange::keyColumns()) {
        bool exists = false;
        if (!tableExists(db, name, &exists, error))
            return false;
        if (!exists)
            continue; // the stock table of an overlay written before it existed
        Table *t = table(name, db, error);
        if (!t)
            return false;
        QList<int> keyAt;
        for (const QString &column : keyColumns)
            keyAt << static_cast<int>(t->columns.indexOf(column));
        QSqlQuery q(db);
        q.setForwardOnly(true);
        if (!q.exec(QStringLiteral("SELECT rowid, * FROM %1 ORDER BY rowid").arg(name)))
            return fail(q, error);
        while (q.next()) {
            Row row = rowOf(q, static_cast<int>(t->columns.size()));
            QVariantList key;
            for (int at : keyAt)
                key << row.value(at);
            add(*t, key).before = std::move(row);
        }
    }
    return true;
}

bool OverlayChange::apply(QSqlDatabase &db, Side side, QString *error) const
{
    const auto &order = keyColumns();
    for (const Table &t : m_tables) {
        const auto spec = std::find_if(order.begin(), order.end(),
                                       [&](const auto &o) { return o.first == t.name; });
        if (spec == order.end() || t.entries.empty())
            continue;
        // Every touched row goes first, so that the rowids of the side put back are free.
        QSqlQuery del(db);
        if (!del.prepare(
                QStringLiteral("DELETE FROM %1 WHERE %2").arg(t.name, keyCondition(spec->second))))
            return fail(del, error);
        for (const Entry &e : t.entries) {
            for (int k = 0; k < e.key.size(); ++k)
                del.bindValue(k, e.key[k]);
            if (!del.exec())
                return fail(del, error);
        }
        QString marks = QStringLiteral("?");
        for (qsizetype i = 1; i < t.columns.size(); ++i)
            marks += QStringLiteral(",?");
        QSqlQuery taken(db);
        QSqlQuery withRowid(db);
        QSqlQuery without(db);
        if (!taken.prepare(QStringLiteral("SELECT 1 FROM %1 WHERE rowid = ?").arg(t.name)))
            return fail(taken, error);
        if (!withRowid.prepare(QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
                                   .arg(t.name, t.columns.join(QLatin1Char(',')), marks)))
            return fail(withRowid, error);
        if (!without.prepare(
                QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
                    .arg(t.name, t.columns.mid(1).join(QLatin1Char(',')), marks.mid(2))))
            return fail(without, error);
        for (const Entry &e : t.entries) {
            const std::optional<Row> &row = side == Side::Before ? e.before : e.after;
            if (!row)
                continue;
            taken.bindValue(0, row->value(0));
            if (!taken.exec())
                return fail(taken, error);
            // A rowid another row took meanwhile (the overlay changed outside this
            // window): the row goes in under a new one.
            const bool keepRowid = !taken.next();
            taken.finish();
            QSqlQuery &insert = keepRowid ? withRowid : without;
            for (qsizetype c = keepRowid ? 0 : 1; c < row->size(); ++c)
                insert.bindValue(static_cast<int>(keepRowid ? c : c - 1), row->at(c));
            if (!insert.exec())
                return fail(insert, error);
        }
    }
    return true;
}

void OverlayChange::append(const OverlayChange &later)
{
    for (const Table &lt : later.m_tables) {
        auto mine = std::find_if(m_tables.begin(), m_tables.end(),
                                 [&](const Table &t) { return t.name == lt.name; });
        if (mine == m_tables.end()) {
            m_tables.push_back(lt);
            continue;
        }
        for (const Entry &le : lt.entries) {
            if (Entry *e = find(*mine, le.key))
                e->after = le.after;
            else
                add(*mine, le.key) = le;
        }
    }
}

bool OverlayChange::applyTo(const QString &path, Side side, QString *error) const
{
    overlaydb::Connection c(path, false);
    if (!overlaydb::beginOverlayWrite(c, path, error))
        return false;
    const bool ok = apply(c.db(), side, error);
    return overlaydb::finishOverlayWrite(c.db(), ok, path, error);
}

std::optional<OverlayChange> OverlayChange::snapshot(const QString &path, QString *error)
{
    OverlayChange change;
    if (path.isEmpty() || !QFileInfo::exists(path))
        return change;
    const bool journal = overlaydb::hasJournal(path);
    if (!journal && QFileInfo(path).size() == 0)
        return change;
    overlaydb::Connection c(path, !journal);
    if (!overlaydb::openOverlayChecked(c, path, error))
        return std::nullopt;
    if (!change.recordAll(c.db(), error)) {
        if (error)
            *error = QStringLiteral("%1: cannot read the overlay: %2").arg(path, *error);
        return std::nullopt;
    }
    return change;
}

} // namespace gpuplanner
