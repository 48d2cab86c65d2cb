#include "catalogdatabase.h"

#include "catalogdatabase_p.h"
#include "overlaychange.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QUuid>
#include <QVariant>

#include <filesystem>

namespace gpuplanner {

using overlaydb::Connection;

namespace {

QVariant opt(const std::optional<double> &v)
{
    return v ? QVariant(*v) : QVariant();
}
QVariant str(const std::string &s)
{
    return QString::fromStdString(s);
}
QVariant tri(Tristate t)
{
    return t == Tristate::Unknown ? QVariant() : QVariant(t == Tristate::Yes ? 1 : 0);
}
std::optional<double> toOpt(const QVariant &v)
{
    if (v.isNull())
        return std::nullopt;
    return v.toDouble();
}
std::string toStr(const QVariant &v)
{
    return v.toString().toStdString();
}
Tristate toTri(const QVariant &v)
{
    if (v.isNull())
        return Tristate::Unknown;
    return v.toInt() ? Tristate::Yes : Tristate::No;
}

const char *const kSharedSchema[] = {
    "CREATE TABLE IF NOT EXISTS metadata (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
    "CREATE TABLE IF NOT EXISTS instance_types ("
    " id TEXT PRIMARY KEY, family_id TEXT NOT NULL, vcpu INTEGER NOT NULL CHECK (vcpu > 0),"
    " memory_gib REAL NOT NULL CHECK (memory_gib > 0), gpu_label TEXT NOT NULL,"
    " gpu_model_id TEXT NOT NULL, gpu_count INTEGER NOT NULL CHECK (gpu_count > 0),"
    " gpu_memory_gib REAL NOT NULL CHECK (gpu_memory_gib > 0),"
    " gpu_fraction REAL CHECK (gpu_fraction IS NULL OR (gpu_fraction > 0 AND gpu_fraction <= 1)),"
    " interconnect TEXT NOT NULL, network_gbps REAL CHECK (network_gbps IS NULL OR network_gbps > "
    "0),"
    " rdma TEXT NOT NULL, local_storage TEXT NOT NULL, source_url TEXT NOT NULL, notes TEXT NOT "
    "NULL,"
    " origin TEXT NOT NULL, as_of TEXT NOT NULL)",
    "CREATE TABLE IF NOT EXISTS prices ("
    " instance_type_id TEXT NOT NULL, region_id TEXT NOT NULL,"
    " mode TEXT NOT NULL CHECK (mode IN (%MODES%)),"
    " unit TEXT NOT NULL CHECK (unit IN ('hour','week','month','year')),"
    " amount REAL NOT NULL CHECK (amount > 0), list_amount REAL, currency TEXT NOT NULL,"
    " kind TEXT NOT NULL CHECK (kind IN ('published','imported','user_entered','estimated')),"
    " source TEXT NOT NULL, as_of TEXT NOT NULL, notes TEXT NOT NULL, origin TEXT NOT NULL,"
    " PRIMARY KEY (instance_type_id, region_id, mode, unit))",
    "CREATE TABLE IF NOT EXISTS spot_advice ("
    " instance_type_id TEXT NOT NULL, region_id TEXT NOT NULL, zone_id TEXT NOT NULL,"
    " average_discount_pct REAL NOT NULL CHECK (average_discount_pct > 0 AND average_discount_pct "
    "<= 100),"
    " interruption_rate_pct REAL, interruption_rate_desc TEXT NOT NULL, source TEXT NOT NULL,"
    " as_of TEXT NOT NULL, origin TEXT NOT NULL,"
    " PRIMARY KEY (instance_type_id, region_id, zone_id))",
};

const char *const kShippedOnlySchema[] = {
    "CREATE TABLE gpu_models ("
    " id TEXT PRIMARY KEY, name TEXT NOT NULL, architecture TEXT NOT NULL,"
    " memory_gib REAL CHECK (memory_gib IS NULL OR memory_gib > 0),"
    " memory_bandwidth_gbs REAL CHECK (memory_bandwidth_gbs IS NULL OR memory_bandwidth_gbs > 0),"
    " fp32_tflops REAL, fp16_tensor_tflops_dense REAL, bf16_supported INTEGER,"
    " fp8_supported INTEGER, int8_tops_dense REAL, nvlink_gbs REAL,"
    " source_url TEXT NOT NULL, notes TEXT NOT NULL)",
    "CREATE TABLE instance_families (id TEXT PRIMARY KEY, category TEXT NOT NULL)",
    "CREATE TABLE regions (id TEXT PRIMARY KEY, name_zh TEXT NOT NULL, name_en TEXT NOT NULL)",
};

bool exec(QSqlQuery &q, QString *error)
{
    if (q.exec())
        return true;
    if (error)
        *error = q.lastError().text();
    return false;
}

// A schema statement with %MODES% filled in: the pricing modes' ids, quoted, from their
// table (catalogtypes.h), so that the prices' CHECK names every mode.
QString schemaText(const char *sql)
{
    QString text = QString::fromUtf8(sql);
    if (text.contains(QLatin1String("%MODES%"))) {
        QStringList ids;
        for (const PricingModeInfo &m : pricingModes())
            ids << QLatin1Char('\'') + QString::fromLatin1(m.id) + QLatin1Char('\'');
        text.replace(QLatin1String("%MODES%"), ids.join(QLatin1Char(',')));
    }
    return text;
}

bool execText(QSqlDatabase &db, const char *sql, QString *error)
{
    QSqlQuery q(db);
    const QString text = schemaText(sql);
    if (q.exec(text))
        return true;
    if (error)
        *error = q.lastError().text() + QStringLiteral(" in: ") + text;
    return false;
}

bool insertTypes(QSqlDatabase &db, const std::vector<InstanceType> &types, QString *error)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT OR REPLACE INTO instance_types VALUES "
                             "(?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)"));
    for (const InstanceType &t : types) {
        const QVariant values[] = {str(t.id),
                                   str(t.familyId),
                                   t.vcpu,
                                   t.memoryGib,
                                   str(t.gpuLabel),
                                   str(t.gpuModelId),
                                   t.gpuCount,
                                   t.gpuMemoryGib,
                                   opt(t.gpuFraction),
                                   str(t.interconnect),
                                   opt(t.networkGbps),
                                   str(t.rdma),
                                   str(t.localStorage),
                                   str(t.sourceUrl),
                                   str(t.notes),
                                   str(std::string(toString(t.origin))),
                                   str(t.asOf)};
        for (int i = 0; i < 17; ++i)
            q.bindValue(i, values[i]);
        if (!exec(q, error)) {
            if (error)
                *error = QStringLiteral("instance type %1: %2")
                             .arg(QString::fromStdString(t.id), *error);
            return false;
        }
    }
    return true;
}

bool insertPrices(QSqlDatabase &db, const std::vector<Price> &prices, QString *error)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT OR REPLACE INTO prices VALUES (?,?,?,?,?,?,?,?,?,?,?,?)"));
    for (const Price &p : prices) {
        const QVariant values[] = {str(p.instanceTypeId),
                                   str(p.regionId),
                                   str(std::string(toString(p.mode))),
                                   str(std::string(toString(p.unit))),
                                   p.amount,
                                   opt(p.listAmount),
                                   str(p.currency),
                                   str(std::string(toString(p.kind))),
                                   str(p.source),
                                   str(p.asOf),
                                   str(p.notes),
                                   str(std::string(toString(p.origin)))};
        for (int i = 0; i < 12; ++i)
            q.bindValue(i, values[i]);
        if (!exec(q, error)) {
            if (error)
                *error = QStringLiteral("price of %1 in %2: %3")
                             .arg(QString::fromStdString(p.instanceTypeId),
                                  QString::fromStdString(p.regionId), *error);
            return false;
        }
    }
    return true;
}

bool insertSpot(QSqlDatabase &db, const std::vector<SpotAdvice> &advice, QString *error)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT OR REPLACE INTO spot_advice VALUES (?,?,?,?,?,?,?,?,?)"));
    for (const SpotAdvice &s : advice) {
        const QVariant values[] = {str(s.instanceTypeId),
                                   str(s.regionId),
                                   str(s.zoneId),
                                   s.averageDiscountPct,
                                   opt(s.interruptionRatePct),
                                   str(s.interruptionRateDesc),
                                   str(s.source),
                                   str(s.asOf),
                                   str(std::string(toString(s.origin)))};
        for (int i = 0; i < 9; ++i)
            q.bindValue(i, values[i]);
        if (!exec(q, error))
            return false;
    }
    return true;
}

bool readRows(QSqlDatabase &db, CatalogData *out, bool shipped, QString *error)
{
    QSqlQuery q(db);
    // One pass over each table: forward-only, so Qt does not keep a copy of every row it
    // has read (QSqlCachedResult) while the rows are turned into the catalog's.
    q.setForwardOnly(true);
    auto run = [&](const QString &sql) {
        if (q.exec(sql))
            return true;
        if (error)
            *error = q.lastError().text();
        return false;
    };
    if (shipped) {
        if (!run(QStringLiteral("SELECT key, value FROM metadata")))
            return false;
        while (q.next()) {
            if (q.value(0).toString() == QLatin1String("schema_version"))
                out->schemaVersion = toStr(q.value(1));
            else if (q.value(0).toString() == QLatin1String("data_date"))
                out->dataDate = toStr(q.value(1));
        }
        if (!run(QStringLiteral("SELECT * FROM gpu_models ORDER BY rowid")))
            return false;
        while (q.next()) {
            GpuModel g;
            g.id = toStr(q.value(0));
            g.name = toStr(q.value(1));
            g.architecture = toStr(q.value(2));
            g.memoryGib = toOpt(q.value(3));
            g.memoryBandwidthGBs = toOpt(q.value(4));
            g.fp32Tflops = toOpt(q.value(5));
            g.fp16TensorTflopsDense = toOpt(q.value(6));
            g.bf16 = toTri(q.value(7));
            g.fp8 = toTri(q.value(8));
            g.int8TopsDense = toOpt(q.value(9));
            g.nvlinkGBs = toOpt(q.value(10));
            g.sourceUrl = toStr(q.value(11));
            g.notes = toStr(q.value(12));
            out->gpus.push_back(std::move(g));
        }
        if (!run(QStringLiteral("SELECT id, category FROM instance_families ORDER BY rowid")))
            return false;
        while (q.next()) {
            InstanceFamily f;
            f.id = toStr(q.value(0));
            f.category =
                familyCategoryFromString(toStr(q.value(1))).value_or(FamilyCategory::GpuCompute);
            out->families.push_back(std::move(f));
        }
        if (!run(QStringLiteral("SELECT id, name_zh, name_en FROM regions ORDER BY rowid")))
            return false;
        while (q.next())
            out->regions.push_back({toStr(q.value(0)), toStr(q.value(1)), toStr(q.value(2))});
    }
    if (!run(QStringLiteral("SELECT * FROM instance_types ORDER BY rowid")))
        return false;
    while (q.next()) {
        InstanceType t;
        t.id = toStr(q.value(0));
        t.familyId = toStr(q.value(1));
        t.vcpu = q.value(2).toInt();
        t.memoryGib = q.value(3).toDouble();
        t.gpuLabel = toStr(q.value(4));
        t.gpuModelId = toStr(q.value(5));
        t.gpuCount = q.value(6).toInt();
        t.gpuMemoryGib = q.value(7).toDouble();
        t.gpuFraction = toOpt(q.value(8));
        t.interconnect = toStr(q.value(9));
        t.networkGbps = toOpt(q.value(10));
        t.rdma = toStr(q.value(11));
        t.localStorage = toStr(q.value(12));
        t.sourceUrl = toStr(q.value(13));
        t.notes = toStr(q.value(14));
        t.origin = originFromString(toStr(q.value(15))).value_or(Origin::Shipped);
        t.asOf = toStr(q.value(16));
        out->types.push_back(std::move(t));
    }
    if (!run(QStringLiteral("SELECT * FROM prices ORDER BY rowid")))
        return false;
    while (q.next()) {
        Price p;
        p.instanceTypeId = toStr(q.value(0));
        p.regionId = toStr(q.value(1));
        p.mode = pricingModeFromString(toStr(q.value(2))).value_or(PricingMode::PayAsYouGo);
        p.unit = priceUnitFromString(toStr(q.value(3))).value_or(PriceUnit::Hour);
        p.amount = q.value(4).toDouble();
        p.listAmount = toOpt(q.value(5));
        p.currency = toStr(q.value(6));
        p.kind = priceKindFromString(toStr(q.value(7))).value_or(PriceKind::Imported);
        p.source = toStr(q.value(8));
        p.asOf = toStr(q.value(9));
        p.notes = toStr(q.value(10));
        p.origin = originFromString(toStr(q.value(11))).value_or(Origin::Imported);
        out->prices.push_back(std::move(p));
    }
    if (!run(QStringLiteral("SELECT * FROM spot_advice ORDER BY rowid")))
        return false;
    while (q.next()) {
        SpotAdvice s;
        s.instanceTypeId = toStr(q.value(0));
        s.regionId = toStr(q.value(1));
        s.zoneId = toStr(q.value(2));
        s.averageDiscountPct = q.value(3).toDouble();
        s.interruptionRatePct = toOpt(q.value(4));
        s.interruptionRateDesc = toStr(q.value(5));
        s.source = toStr(q.value(6));
        s.asOf = toStr(q.value(7));
        s.origin = originFromString(toStr(q.value(8))).value_or(Origin::Imported);
        out->spotAdvice.push_back(std::move(s));
    }
    return true;
}

bool openOrFail(Connection &c, const QString &path, QString *error)
{
    if (c.db().open())
        return true;
    if (error)
        *error =
            QStringLiteral("%1: cannot open the database: %2").arg(path, c.db().lastError().text());
    return false;
}

// PRAGMA quick_check: true when it answers "ok"; otherwise *problem holds its first line.
bool quickCheck(QSqlDatabase &db, QString *problem)
{
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA quick_check(1)"))) {
        *problem = q.lastError().text();
        return false;
    }
    if (!q.next()) {
        *problem = QStringLiteral("quick_check gave no answer");
        return false;
    }
    const QString answer = q.value(0).toString().simplified(); // one line
    if (answer == QLatin1String("ok"))
        return true;
    *problem = QStringLiteral("quick_check: %1").arg(answer);
    return false;
}

// Overlay-only: stock per type × zone from DescribeAvailableResource. The shipped catalog
// has no such table; an overlay written before it existed gets it on its next write.
const char *const kStockSchema =
    "CREATE TABLE IF NOT EXISTS stock ("
    " instance_type_id TEXT NOT NULL, region_id TEXT NOT NULL, zone_id TEXT NOT NULL,"
    " status TEXT NOT NULL CHECK (status IN ('WithStock','ClosedWithStock','WithoutStock')),"
    " source TEXT NOT NULL, as_of TEXT NOT NULL,"
    " PRIMARY KEY (instance_type_id, region_id, zone_id))";

bool insertStock(QSqlDatabase &db, const std::vector<ZoneStock> &stock, QString *error)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT OR REPLACE INTO stock VALUES (?,?,?,?,?,?)"));
    for (const ZoneStock &s : stock) {
        const QVariant values[] = {str(s.instanceTypeId), str(s.regionId), str(s.zoneId),
                                   str(s.status),         str(s.source),   str(s.asOf)};
        for (int i = 0; i < 6; ++i)
            q.bindValue(i, values[i]);
        if (!exec(q, error))
            return false;
    }
    return true;
}

bool readStock(QSqlDatabase &db, CatalogData *out, QString *error)
{
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'stock'"))) {
        if (error)
            *error = q.lastError().text();
        return false;
    }
    if (!q.next())
        return true; // an overlay from before the table existed
    if (!q.exec(QStringLiteral("SELECT * FROM stock ORDER BY rowid"))) {
        if (error)
            *error = q.lastError().text();
        return false;
    }
    while (q.next())
        out->stock.push_back({toStr(q.value(0)), toStr(q.value(1)), toStr(q.value(2)),
                              toStr(q.value(3)), toStr(q.value(4)), toStr(q.value(5))});
    return true;
}

bool ensureOverlaySchema(QSqlDatabase &db, QString *error)
{
    for (const char *sql : kSharedSchema) {
        if (!execText(db, sql, error))
            return false;
    }
    if (!execText(db, kStockSchema, error))
        return false;
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT OR IGNORE INTO metadata VALUES ('schema_version', ?)"));
    q.bindValue(0, QString::fromLatin1(kCatalogSchemaVersion));
    return exec(q, error);
}

// The overlay's schema_version: empty for a new (or empty) database without the metadata
// table or row.
bool overlaySchemaVersion(QSqlDatabase &db, QString *version, QString *error)
{
    version->clear();
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'metadata'"))) {
        if (error)
            *error = q.lastError().text();
        return false;
    }
    if (!q.next())
        return true;
    if (!q.exec(QStringLiteral("SELECT value FROM metadata WHERE key = 'schema_version'"))) {
        if (error)
            *error = q.lastError().text();
        return false;
    }
    if (q.next())
        *version = q.value(0).toString();
    return true;
}

// Refuses an overlay written with a schema this program does not know (a newer release
// wrote it): its rows would be misread, and a write could damage the newer program's data.
bool knownSchema(QSqlDatabase &db, const QString &path, QString *error)
{
    QString version;
    if (!overlaySchemaVersion(db, &version, error)) {
        if (error)
            *error = QStringLiteral("%1: cannot read the overlay: %2").arg(path, *error);
        return false;
    }
    if (version.isEmpty() || version == QLatin1String(kCatalogSchemaVersion))
        return true;
    if (error)
        *error = QCoreApplication::translate(
                     "CatalogDatabase",
                     "%1: the overlay was written by another version of GPU Planner (schema "
                     "version '%2'; this program knows '%3'), so it is neither read nor changed")
                     .arg(path, version.left(40), QString::fromLatin1(kCatalogSchemaVersion));
    return false;
}

// A free name beside path for a backup copy: PATH.backup-YYYYMMDD-HHMMSS[-N].
QString backupName(const QString &path)
{
    const QString stem = path + QStringLiteral(".backup-") +
                         QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString name = stem;
    for (int n = 2; QFileInfo::exists(name) || QFileInfo::exists(name + QLatin1String("-journal"));
         ++n)
        name = stem + QLatin1Char('-') + QString::number(n);
    return name;
}

} // namespace

bool overlaydb::hasJournal(const QString &path)
{
    for (const char *tail : {"-journal", "-wal"}) {
        const QFileInfo f(path + QLatin1String(tail));
        if (f.exists() && f.size() > 0)
            return true;
    }
    return false;
}

bool overlaydb::openOverlayChecked(Connection &c, const QString &path, QString *error)
{
    if (!openOrFail(c, path, error))
        return false;
    // A damaged file is said at once, naming it, rather than as a failed query later; the
    // overlay is small, so reading every page costs little.
    QString damage;
    if (!quickCheck(c.db(), &damage)) {
        if (error)
            *error = QCoreApplication::translate("CatalogDatabase",
                                                 "%1: the overlay (your imported and entered "
                                                 "catalog rows) is damaged: %2")
                         .arg(path, damage);
        return false;
    }
    return knownSchema(c.db(), path, error);
}

bool overlaydb::beginOverlayWrite(Connection &c, const QString &path, QString *error)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    if (!openOrFail(c, path, error))
        return false;
    QSqlDatabase &db = c.db();
    if (!db.transaction()) {
        if (error && error->isEmpty())
            *error = db.lastError().text();
        return false;
    }
    if (!knownSchema(db, path, error) || !ensureOverlaySchema(db, error)) {
        db.rollback();
        return false;
    }
    return true;
}

bool overlaydb::finishOverlayWrite(QSqlDatabase &db, bool ok, const QString &path, QString *error)
{
    if (ok && db.commit())
        return true;
    if (error && ok)
        *error = db.lastError().text();
    db.rollback();
    if (error)
        *error = QStringLiteral("%1: nothing was saved: %2").arg(path, *error);
    return false;
}

bool CatalogDatabase::writeShipped(const QString &path, const CatalogData &data, QString *error)
{
    const QString tmp = path + QStringLiteral(".tmp-") + QUuid::createUuid().toString(QUuid::Id128);
    {
        Connection c(tmp, false);
        if (!openOrFail(c, tmp, error))
            return false;
        QSqlDatabase &db = c.db();
        bool ok = execText(db, "PRAGMA journal_mode = DELETE", error) && db.transaction();
        for (const char *sql : kSharedSchema)
            ok = ok && execText(db, sql, error);
        for (const char *sql : kShippedOnlySchema)
            ok = ok && execText(db, sql, error);
        if (ok) {
            QSqlQuery q(db);
            q.prepare(QStringLiteral("INSERT INTO metadata VALUES (?, ?)"));
            const std::pair<const char *, std::string> meta[] = {
                {"schema_version", kCatalogSchemaVersion}, {"data_date", data.dataDate}};
            for (const auto &[k, v] : meta) {
                q.bindValue(0, QString::fromLatin1(k));
                q.bindValue(1, QString::fromStdString(v));
                ok = ok && exec(q, error);
            }
            q.prepare(QStringLiteral("INSERT INTO gpu_models VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)"));
            for (const GpuModel &g : data.gpus) {
                const QVariant values[] = {str(g.id),
                                           str(g.name),
                                           str(g.architecture),
                                           opt(g.memoryGib),
                                           opt(g.memoryBandwidthGBs),
                                           opt(g.fp32Tflops),
                                           opt(g.fp16TensorTflopsDense),
                                           tri(g.bf16),
                                           tri(g.fp8),
                                           opt(g.int8TopsDense),
                                           opt(g.nvlinkGBs),
                                           str(g.sourceUrl),
                                           str(g.notes)};
                for (int i = 0; i < 13; ++i)
                    q.bindValue(i, values[i]);
                ok = ok && exec(q, error);
            }
            q.prepare(QStringLiteral("INSERT INTO instance_families VALUES (?,?)"));
            for (const InstanceFamily &f : data.families) {
                q.bindValue(0, str(f.id));
                q.bindValue(1, str(std::string(toString(f.category))));
                ok = ok && exec(q, error);
            }
            q.prepare(QStringLiteral("INSERT INTO regions VALUES (?,?,?)"));
            for (const Region &r : data.regions) {
                q.bindValue(0, str(r.id));
                q.bindValue(1, str(r.nameZh));
                q.bindValue(2, str(r.nameEn));
                ok = ok && exec(q, error);
            }
        }
        ok = ok && insertTypes(db, data.types, error) && insertPrices(db, data.prices, error) &&
             insertSpot(db, data.spotAdvice, error);
        if (ok && !db.commit()) {
            ok = false;
            if (error)
                *error = db.lastError().text();
        }
        if (!ok) {
            db.rollback();
            db.close();
            QFile::remove(tmp);
            if (error)
                *error = QStringLiteral("%1: %2").arg(path, *error);
            return false;
        }
    }
    std::error_code ec;
    std::filesystem::rename(QFile::encodeName(tmp).toStdString(),
                            QFile::encodeName(path).toStdString(), ec);
    if (ec) {
        QFile::remove(tmp);
        if (error)
            *error = QStringLiteral("%1: cannot replace: %2")
                         .arg(path, QString::fromStdString(ec.message()));
        return false;
    }
    return true;
}

bool CatalogDatabase::readShipped(const QString &path, CatalogData *out, QString *error)
{
    if (!QFileInfo::exists(path)) {
        if (error)
            *error = QStringLiteral("%1: the catalog database does not exist").arg(path);
        return false;
    }
    CatalogData data;
    {
        Connection c(path, true);
        if (!openOrFail(c, path, error))
            return false;
        // A damaged file (a bad download, a disk error) is said at once, naming the file,
        // rather than as wrong rows or a crash later. quick_check reads every page once:
        // a few milliseconds for the shipped catalog.
        QString damage;
        if (!quickCheck(c.db(), &damage)) {
            if (error)
                *error = QStringLiteral("%1: the catalog database is damaged (%2); reinstall "
                                        "GPU Planner or rebuild it with scripts/build-catalog.sh")
                             .arg(path, damage);
            return false;
        }
        if (!readRows(c.db(), &data, true, error)) {
            if (error)
                *error = QStringLiteral("%1: not a GPU Planner catalog: %2").arg(path, *error);
            return false;
        }
    }
    if (data.schemaVersion != kCatalogSchemaVersion) {
        if (error)
            *error = QStringLiteral("%1: catalog schema version '%2', this program reads '%3'")
                         .arg(path, QString::fromStdString(data.schemaVersion),
                              QString::fromLatin1(kCatalogSchemaVersion));
        return false;
    }
    *out = std::move(data);
    return true;
}

bool CatalogDatabase::readOverlay(const QString &path, CatalogData *out, QString *error)
{
    *out = CatalogData{};
    if (path.isEmpty() || !QFileInfo::exists(path))
        return true;
    // A write that was interrupted (killed during an import, power loss) leaves a hot
    // rollback journal beside the file. Only a read-write connection may roll it back, so
    // the overlay is opened read-write then: SQLite restores the pages the journal holds
    // and the data reads back exactly as before the interrupted write.
    const bool journal = overlaydb::hasJournal(path);
    // A zero-byte overlay (a write that never got its first page out, a file truncated by
    // a tool) holds nothing; the next write creates the schema in it again.
    if (!journal && QFileInfo(path).size() == 0)
        return true;
    CatalogData data;
    {
        Connection c(path, !journal);
        if (!overlaydb::openOverlayChecked(c, path, error))
            return false;
        if (!readRows(c.db(), &data, false, error) || !readStock(c.db(), &data, error)) {
            if (error)
                *error = QStringLiteral("%1: cannot read the overlay: %2").arg(path, *error);
            return false;
        }
    }
    *out = std::move(data);
    return true;
}

bool CatalogDatabase::writeOverlay(const QString &path, const CatalogData &rows, QString *error,
                                   OverlayChange *change)
{
    // The schema (for a new overlay), what the rows replace, the rows and what they became
    // in one transaction: one commit, one set of syncs to disk.
    Connection c(path, false);
    if (!overlaydb::beginOverlayWrite(c, path, error))
        return false;
    QSqlDatabase &db = c.db();
    OverlayChange recorded;
    const bool ok = (!change || recorded.record(db, rows, OverlayChange::Side::Before, error)) &&
                    insertTypes(db, rows.types, error) && insertPrices(db, rows.prices, error) &&
                    insertSpot(db, rows.spotAdvice, error) && insertStock(db, rows.stock, error) &&
                    (!change || recorded.record(db, rows, OverlayChange::Side::After, error));
    if (!overlaydb::finishOverlayWrite(db, ok, path, error))
        return false;
    if (change)
        *change = std::move(recorded);
    return true;
}

bool CatalogDatabase::resetOverlay(const QString &path, QString *error, QString *backup)
{
    if (backup)
        backup->clear();
    const QString tails[] = {QString(), QStringLiteral("-journal"), QStringLiteral("-wal"),
                             QStringLiteral("-shm")};
    // An overlay that holds anything is kept as a backup copy, its journal with it (a hot
    // journal is part of the data: SQLite rolls it back when the copy is opened).
    if (QFileInfo(path).size() > 0) {
        const QString to = backupName(path);
        for (const QString &tail : tails) {
            if (!QFileInfo::exists(path + tail))
                continue;
            if (!QFile::rename(path + tail, to + tail)) {
                if (error)
                    *error =
                        QStringLiteral("%1: cannot move the overlay to %2").arg(path + tail, to);
                return false;
            }
        }
        if (backup)
            *backup = to;
        return true;
    }
    // The journal goes too: a stale one beside a new overlay would be rolled into it.
    for (const QString &tail : tails) {
        const QString file = path + tail;
        if (QFileInfo::exists(file) && !QFile::remove(file)) {
            if (error)
                *error = QStringLiteral("%1: cannot remove the overlay").arg(file);
            return false;
        }
    }
    return true;
}

bool CatalogDatabase::removeOverlayPrice(const QString &path, const Price &price, QString *error)
{
    Connection c(path, false);
    if (!openOrFail(c, path, error) || !knownSchema(c.db(), path, error))
        return false;
    QSqlQuery q(c.db());
    q.prepare(QStringLiteral("DELETE FROM prices WHERE instance_type_id = ? AND region_id = ? "
                             "AND mode = ? AND unit = ?"));
    q.bindValue(0, str(price.instanceTypeId));
    q.bindValue(1, str(price.regionId));
    q.bindValue(2, str(std::string(toString(price.mode))));
    q.bindValue(3, str(std::string(toString(price.unit))));
    return exec(q, error);
}

} // namespace gpuplanner
