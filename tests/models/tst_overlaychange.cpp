// What a catalog edit did to the overlay, for undo (issue 25 item 3): a write records the
// rows it replaced and added; putting back one side gives the overlay's rows byte for byte
// (rowid, every column and its SQLite type) as they were before or after, in one
// transaction; a transaction that fails half-way, or an overlay this version may not
// change, leaves the rows as they were. Every overlay is a private file of the test.
#include "catalogdatabase.h"
#include "catalogrepository.h"
#include "overlaychange.h"

#include <QFile>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

using namespace gpuplanner;

namespace {

using Side = OverlayChange::Side;

InstanceType type(const std::string &id, int vcpu)
{
    InstanceType t;
    t.id = id;
    t.familyId = "gn7i";
    t.vcpu = vcpu;
    t.memoryGib = 30;
    t.gpuLabel = "NVIDIA A10";
    t.gpuModelId = "a10";
    t.gpuCount = 1;
    t.gpuMemoryGib = 24;
    t.origin = Origin::Imported;
    t.asOf = "2026-11-20";
    return t;
}

Price price(const std::string &typeId, const std::string &region, double amount,
            PricingMode mode = PricingMode::PayAsYouGo)
{
    Price p;
    p.instanceTypeId = typeId;
    p.regionId = region;
    p.mode = mode;
    p.unit = mode == PricingMode::Subscription ? PriceUnit::Month : PriceUnit::Hour;
    p.amount = amount;
    p.listAmount = amount * 1.25;
    p.currency = "CNY";
    p.kind = PriceKind::Imported;
    p.source = "prices.csv";
    p.asOf = "2026-11-20";
    p.origin = Origin::Imported;
    return p;
}

SpotAdvice spot(const std::string &typeId, const std::string &zone, double discount)
{
    SpotAdvice s;
    s.instanceTypeId = typeId;
    s.regionId = "cn-hangzhou";
    s.zoneId = zone;
    s.averageDiscountPct = discount;
    s.interruptionRateDesc = "0-3%";
    s.source = "spot.json";
    s.asOf = "2026-11-20";
    return s;
}

ZoneStock stock(const std::string &typeId, const std::string &zone, const std::string &status)
{
    return {typeId, "cn-hangzhou", zone, status, "DescribeAvailableResource", "2026-11-20"};
}

// Every row of the overlay's tables as text: rowid and each column with its SQLite type
// (typeof) and value (a real to 17 digits), in rowid order. Equal text = the same bytes.
QString dump(const QString &path)
{
    if (!QFile::exists(path))
        return QStringLiteral("<no file>");
    const QString name = QUuid::createUuid().toString();
    QString out;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (!db.open())
            return QStringLiteral("<cannot open>");
        for (const auto &[table, key] : OverlayChange::keyColumns()) {
            QSqlQuery q(db);
            if (!q.exec(QStringLiteral("SELECT rowid, * FROM %1 ORDER BY rowid").arg(table))) {
                out += table + QStringLiteral(": none\n");
                continue;
            }
            const QSqlRecord record = q.record();
            out += table + QStringLiteral(":\n");
            while (q.next()) {
                QStringList parts;
                QStringList typeofs;
                for (int i = 0; i < record.count(); ++i) {
                    const QVariant v = q.value(i);
                    const QString value = v.isNull() ? QStringLiteral("NULL")
                                          : v.typeId() == QMetaType::Double
                                              ? QString::number(v.toDouble(), 'g', 17)
                                              : v.toString();
                    parts << QStringLiteral("%1=%2(%3)")
                                 .arg(record.fieldName(i), QString::fromLatin1(v.typeName()),
                                      value);
                    QSqlQuery t(db);
                    t.prepare(QStringLiteral("SELECT typeof(%1) FROM %2 WHERE rowid = ?")
                                  .arg(record.fieldName(i), table));
                    t.addBindValue(q.value(0));
                    if (t.exec() && t.next())
                        typeofs << t.value(0).toString();
                }
                out += QStringLiteral("  ") + parts.join(QLatin1Char(' ')) + QStringLiteral(" [") +
                       typeofs.join(QLatin1Char(',')) + QStringLiteral("]\n");
            }
        }
    }
    QSqlDatabase::removeDatabase(name);
    return out;
}

// The overlay as an import leaves it: three types' rows in every table.
CatalogData firstImport()
{
    CatalogData rows;
    rows.types = {type("ecs.test-a", 8), type("ecs.test-b", 16)};
    rows.prices = {price("ecs.gn7i-c8g1.2xlarge", "cn-hangzhou", 11.5),
                   price("ecs.gn7i-c8g1.2xlarge", "cn-beijing", 12.25),
                   price("ecs.gn7i-c8g1.2xlarge", "cn-hangzhou", 4000, PricingMode::Subscription),
                   price("ecs.test-a", "cn-hangzhou", 7)};
    rows.spotAdvice = {spot("ecs.gn7i-c8g1.2xlarge", "cn-hangzhou-h", 20)};
    rows.stock = {stock("ecs.gn7i-c8g1.2xlarge", "cn-hangzhou-h", "WithStock")};
    return rows;
}

// A second edit on top: some rows replaced (a price, a type, the spot advice and the stock
// of a zone), some added.
CatalogData secondImport()
{
    CatalogData rows;
    rows.types = {type("ecs.test-a", 12), type("ecs.test-c", 4)};
    Price changed = price("ecs.gn7i-c8g1.2xlarge", "cn-hangzhou", 9.75);
    changed.listAmount.reset();
    changed.notes = "entered by hand";
    changed.kind = PriceKind::UserEntered;
    changed.origin = Origin::UserEntered;
    rows.prices = {changed, price("ecs.test-c", "cn-shanghai", 3.5),
                   price("ecs.gn7i-c8g1.2xlarge", "cn-hangzhou", 9.5)}; // the same key twice
    rows.spotAdvice = {spot("ecs.gn7i-c8g1.2xlarge", "cn-hangzhou-h", 35),
                       spot("ecs.gn7i-c8g1.2xlarge", "cn-hangzhou-i", 12)};
    rows.stock = {stock("ecs.gn7i-c8g1.2xlarge", "cn-hangzhou-h", "WithoutStock")};
    return rows;
}

} // namespace

class TestOverlayChange : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_files = 0;

    QString freshPath() { return m_dir.filePath(QStringLiteral("o%1.db").arg(++m_files)); }

private Q_SLOTS:
    // A write records what it replaced and added; undo then redo, several times, gives the
    // same rows as before and after the write, rowids (the order) included.
    void undoThenRedoGivesTheSameRows()
    {
        const QString path = freshPath();
        QString error;
        QVERIFY2(CatalogDatabase::writeOverlay(path, firstImport(), &error), qPrintable(error));
        const QString before = dump(path);
        OverlayChange change;
        QVERIFY2(CatalogDatabase::writeOverlay(path, secondImport(), &error, &change),
                 qPrintable(error));
        const QString after = dump(path);
        QVERIFY(before != after);
        QCOMPARE(change.count(QStringLiteral("prices")), 2); // one key twice: one row
        QCOMPARE(change.count(QStringLiteral("instance_types")), 2);
        QCOMPARE(change.count(QStringLiteral("spot_advice")), 2);
        QCOMPARE(change.count(QStringLiteral("stock")), 1);
        for (int round = 0; round < 3; ++round) {
            QVERIFY2(change.applyTo(path, Side::Before, &error), qPrintable(error));
            QCOMPARE(dump(path), before);
            QVERIFY2(change.applyTo(path, Side::After, &error), qPrintable(error));
            QCOMPARE(dump(path), after);
        }
        // What the repository reads back is the same too.
        CatalogData read;
        QVERIFY(CatalogDatabase::readOverlay(path, &read, &error));
        QCOMPARE(read.prices.size(), std::size_t(5));
        const Catalog merged(read);
        QCOMPARE(
            merged.price("ecs.gn7i-c8g1.2xlarge", "cn-hangzhou", PricingMode::PayAsYouGo)->amount,
            9.5); // the last of the two rows of one key
    }

    // The first write to a new overlay: undone, the tables are empty; redone, the rows are
    // back with their rowids.
    void firstWriteToANewOverlay()
    {
        const QString path = freshPath();
        QString error;
        OverlayChange change;
        QVERIFY(CatalogDatabase::writeOverlay(path, firstImport(), &error, &change));
        const QString after = dump(path);
        QVERIFY(change.applyTo(path, Side::Before, &error));
        CatalogData read;
        QVERIFY(CatalogDatabase::readOverlay(path, &read, &error));
        QVERIFY(read.types.empty() && read.prices.empty() && read.spotAdvice.empty() &&
                read.stock.empty());
        QVERIFY(change.applyTo(path, Side::After, &error));
        QCOMPARE(dump(path), after);
    }

    // A reset: the snapshot holds every row; after the file moved away, undo writes them
    // into a new overlay as they were; redo empties it again.
    void resetThenUndo()
    {
        const QString path = freshPath();
        QString error;
        QVERIFY(CatalogDatabase::writeOverlay(path, firstImport(), &error));
        QVERIFY(CatalogDatabase::writeOverlay(path, secondImport(), &error));
        const QString before = dump(path);
        const auto all = OverlayChange::snapshot(path, &error);
        QVERIFY2(all, qPrintable(error));
        QCOMPARE(all->count(QStringLiteral("prices")), 5);
        QString backup;
        QVERIFY(CatalogDatabase::resetOverlay(path, &error, &backup));
        QVERIFY(!QFile::exists(path));
        QCOMPARE(dump(backup), before);
        QVERIFY2(all->applyTo(path, Side::Before, &error), qPrintable(error));
        QCOMPARE(dump(path), before);
        QVERIFY(all->applyTo(path, Side::After, &error));
        CatalogData read;
        QVERIFY(CatalogDatabase::readOverlay(path, &read, &error));
        QVERIFY(read.types.empty() && read.prices.empty() && read.spotAdvice.empty() &&
                read.stock.empty());
        QVERIFY(all->applyTo(path, Side::Before, &error));
        QCOMPARE(dump(path), before);
        // A missing overlay has nothing to forget.
        const auto none = OverlayChange::snapshot(freshPath(), &error);
        QVERIFY(none && none->isEmpty());
    }

    // Batches of a refresh as one step: a row both touched keeps the first one's before
    // and the last one's after.
    void appendedChangesUndoAsOne()
    {
        const QString path = freshPath();
        QString error;
        QVERIFY(CatalogDatabase::writeOverlay(path, firstImport(), &error));
        const QString before = dump(path);
        OverlayChange whole;
        OverlayChange batch;
        QVERIFY(CatalogDatabase::writeOverlay(path, secondImport(), &error, &batch));
        whole.append(batch);
        CatalogData third;
        third.prices = {price("ecs.gn7i-c8g1.2xlarge", "cn-hangzhou", 8.0),
                        price("ecs.test-d", "cn-hangzhou", 1.5)};
        QVERIFY(CatalogDatabase::writeOverlay(path, third, &error, &batch));
        whole.append(batch);
        const QString after = dump(path);
        QCOMPARE(whole.count(QStringLiteral("prices")), 3);
        QVERIFY(whole.applyTo(path, Side::Before, &error));
        QCOMPARE(dump(path), before);
        QVERIFY(whole.applyTo(path, Side::After, &error));
        QCOMPARE(dump(path), after);
    }

    // A transaction that fails half-way (a row SQLite refuses, after others were deleted
    // and inserted) is rolled back: the overlay is as it was. The change comes from an
    // overlay written without the CHECK constraints, holding a price of -1.
    void failingTransactionLeavesTheOverlayUnchanged()
    {
        const QString loose = freshPath();
        {
            const QString name = QUuid::createUuid().toString();
            {
                QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
                db.setDatabaseName(loose);
                QVERIFY(db.open());
                QSqlQuery q(db);
                QVERIFY(q.exec(QStringLiteral(
                    "CREATE TABLE prices (instance_type_id TEXT, region_id TEXT, mode TEXT, "
                    "unit TEXT, amount REAL, list_amount REAL, currency TEXT, kind TEXT, "
                    "source TEXT, as_of TEXT, notes TEXT, origin TEXT)")));
                QVERIFY(q.exec(QStringLiteral(
                    "INSERT INTO prices VALUES ('ecs.gn7i-c8g1.2xlarge','cn-hangzhou','payg',"
                    "'hour',5,NULL,'CNY','imported','x','2026-11-20','','imported'),"
                    "('ecs.test-a','cn-hangzhou','payg','hour',-1,NULL,'CNY','imported','x',"
                    "'2026-11-20','','imported')")));
            }
            QSqlDatabase::removeDatabase(name);
        }
        QString error;
        const auto bad = OverlayChange::snapshot(loose, &error);
        QVERIFY2(bad, qPrintable(error));
        QCOMPARE(bad->count(QStringLiteral("prices")), 2);

        const QString path = freshPath();
        QVERIFY(CatalogDatabase::writeOverlay(path, firstImport(), &error));
        const QString before = dump(path);
        error.clear();
        QVERIFY(!bad->applyTo(path, Side::Before, &error));
        QVERIFY2(error.contains(path) && error.contains(QStringLiteral("nothing was saved")),
                 qPrintable(error));
        QCOMPARE(dump(path), before);
    }

    // An overlay another version of GPU Planner wrote is neither undone into nor redone
    // into; a damaged one cannot be snapshot for a reset.
    void anOverlayOfAnotherVersionIsNotChanged()
    {
        const QString path = freshPath();
        QString error;
        OverlayChange change;
        QVERIFY(CatalogDatabase::writeOverlay(path, firstImport(), &error, &change));
        {
            const QString name = QUuid::createUuid().toString();
            {
                QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
                db.setDatabaseName(path);
                QVERIFY(db.open());
                QSqlQuery q(db);
                QVERIFY(q.exec(QStringLiteral(
                    "UPDATE metadata SET value = '99' WHERE key = 'schema_version'")));
            }
            QSqlDatabase::removeDatabase(name);
        }
        const QString before = dump(path);
        QVERIFY(!change.applyTo(path, Side::Before, &error));
        QVERIFY2(error.contains(QStringLiteral("'99'")), qPrintable(error));
        QCOMPARE(dump(path), before);
        QVERIFY(!OverlayChange::snapshot(path, &error));

        const QString damaged = freshPath();
        QFile f(damaged);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(4096, 'x'));
        f.close();
        QVERIFY(!OverlayChange::snapshot(damaged, &error));
    }

    // Through the repository: a recorded edit, undone and redone, reloads the catalog and
    // says changed() each time; a refused one changes nothing and says why.
    void repositoryAppliesAndAnnounces()
    {
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG), freshPath());
        QVERIFY2(repo.load(), qPrintable(repo.errorString()));
        const Price *shipped =
            repo.catalog().price("ecs.gn7i-c8g1.2xlarge", "cn-shanghai", PricingMode::PayAsYouGo);
        QVERIFY(shipped);
        const double shippedAmount = shipped->amount;
        Price entered = price("ecs.gn7i-c8g1.2xlarge", "cn-shanghai", 9.75);
        OverlayChange change;
        QVERIFY(repo.setUserPrice(entered, &change));
        QCOMPARE(change.count(QStringLiteral("prices")), 1);
        auto amount = [&] {
            return repo.catalog()
                .price("ecs.gn7i-c8g1.2xlarge", "cn-shanghai", PricingMode::PayAsYouGo)
                ->amount;
        };
        QCOMPARE(amount(), 9.75);
        QSignalSpy changed(&repo, &CatalogRepository::changed);
        QVERIFY(repo.applyChange(change, Side::Before));
        QCOMPARE(amount(), shippedAmount);
        QCOMPARE(repo.overlayRowCount(), 0);
        QVERIFY(repo.applyChange(change, Side::After));
        QCOMPARE(amount(), 9.75);
        QCOMPARE(changed.count(), 2);

        OverlayChange reset;
        QVERIFY(repo.resetOverlay(&reset));
        QCOMPARE(amount(), shippedAmount);
        QVERIFY(!repo.lastBackup().isEmpty());
        QVERIFY(repo.applyChange(reset, Side::Before));
        QCOMPARE(amount(), 9.75);
        QCOMPARE(repo.overlayRowCount(), 1);
    }
};

QTEST_GUILESS_MAIN(TestOverlayChange)
#include "tst_overlaychange.moc"
