// The repository: the overlay lies over the shipped catalog, survives a new shipped
// catalog, can be reset, and a failed import changes nothing. The shipped file is copied
// into a temporary folder first, and its bytes are checked to be unchanged.
#include "catalogdatabase.h"
#include "catalogrepository.h"
#include "catalogsources.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <limits>

using namespace gpuplanner;

namespace {

QByteArray hashOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly)
               ? QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256)
               : QByteArray();
}

QString write(const QTemporaryDir &dir, const QString &name, const QByteArray &content)
{
    QFile f(dir.filePath(name));
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(content);
    return f.fileName();
}

const QByteArray kGoodPrices =
    "instance_type,region,currency,payg_per_hour,subscription_per_month,as_of\n"
    "ecs.gn7i-c8g1.2xlarge,cn-hangzhou,CNY,8.8,4200,2026-11-01\n"
    "ecs.gn6i-c4g1.xlarge,cn-shanghai,CNY,10.5,,2026-11-01\n";

} // namespace

class TestCatalogRepository : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_shipped;
    QString m_overlay;

private Q_SLOTS:
    void init()
    {
        m_shipped = m_dir.filePath(QStringLiteral("catalog.db"));
        m_overlay = m_dir.filePath(QStringLiteral("user/overlay.db"));
        QFile::remove(m_shipped);
        QFile::remove(m_overlay);
        QVERIFY(QFile::copy(QStringLiteral(GP_SHIPPED_CATALOG), m_shipped));
        QFile::setPermissions(m_shipped, QFile::ReadOwner); // as installed: read-only
    }
    void cleanup() { QFile::setPermissions(m_shipped, QFile::ReadOwner | QFile::WriteOwner); }

    // Stock (catalog refresh --stock) lives in an overlay-only table: an overlay written
    // before the table existed reads as before and gets the table on its next write.
    void stockTableComesToAnOlderOverlay()
    {
        CatalogRepository repo(m_shipped, m_overlay);
        QVERIFY(repo.load());
        Price p;
        p.instanceTypeId = "ecs.gn7i-c8g1.2xlarge";
        p.regionId = "cn-hangzhou";
        p.amount = 2.5;
        p.currency = "CNY";
        QVERIFY(repo.setUserPrice(p));
        {
            QSqlDatabase db =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("older"));
            db.setDatabaseName(m_overlay);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("DROP TABLE stock")));
        }
        QSqlDatabase::removeDatabase(QStringLiteral("older"));
        CatalogRepository older(m_shipped, m_overlay);
        QVERIFY2(older.load(), qPrintable(older.errorString()));
        QVERIFY(older.catalog().price(p.instanceTypeId, p.regionId, PricingMode::PayAsYouGo));
        QVERIFY(older.catalog().stockOf(p.instanceTypeId).empty());
        CatalogData rows;
        rows.stock.push_back(
            {p.instanceTypeId, p.regionId, "cn-hangzhou-b", "WithoutStock", "test", "2026-01-02"});
        QVERIFY2(older.store(rows), qPrintable(older.errorString()));
        const auto stock = older.catalog().stockOf(p.instanceTypeId);
        QCOMPARE(stock.size(), std::size_t(1));
        QVERIFY(!stock[0]->inStock());
        // A status the API does not have is refused by the table, and nothing is saved.
        rows.stock[0].status = "Plenty";
        QVERIFY(!older.store(rows));
        QCOMPARE(older.catalog().stockOf(p.instanceTypeId)[0]->status, std::string("WithoutStock"));
    }

    void importGoesIntoTheOverlay()
    {
        const QByteArray before = hashOf(m_shipped);
        CatalogRepository repo(m_shipped, m_overlay);
        QVERIFY2(repo.load(), qPrintable(repo.errorString()));
        QVERIFY(
            !repo.catalog().price("ecs.gn7i-c8g1.2xlarge", "cn-hangzhou", PricingMode::PayAsYouGo));
        QSignalSpy changed(&repo, &CatalogRepository::changed);
        const auto outcome =
            repo.importFiles({write(m_dir, QStringLiteral("p.csv"), kGoodPrices)}, {});
        QVERIFY2(outcome, qPrintable(repo.errorString()));
        QCOMPARE(changed.count(), 1);
        const Price *p =
            repo.catalog().price("ecs.gn7i-c8g1.2xlarge", "cn-hangzhou", PricingMode::PayAsYouGo);
        QVERIFY(p);
        QCOMPARE(p->amount, 8.8);
        QVERIFY(p->kind == PriceKind::Imported);
        QVERIFY(p->origin == Origin::Imported);
        QCOMPARE(repo.catalog()
                     .price("ecs.gn7i-c8g1.2xlarge", "cn-hangzhou", PricingMode::Subscription)
                     ->amount,
                 4200.0);
        // The shipped 2023 price in cn-shanghai is still there beside it.
        QCOMPARE(repo.catalog()
                     .price("ecs.gn7i-c8g1.2xlarge", "cn-shanghai", PricingMode::PayAsYouGo)
                     ->amount,
                 9.53);
        QCOMPARE(repo.overlayRowCount(), 3);
        QCOMPARE(hashOf(m_shipped), before);
    }

    void overlayReplacesTheSamePrice()
    {
        CatalogRepository repo(m_shipped, m_overlay);
        QVERIFY(repo.load());
        Price p;
        p.instanceTypeId = "ecs.gn7i-c8g1.2xlarge";
        p.regionId = "cn-shanghai";
        p.amount = 7.25;
        p.currency = "CNY";
        p.asOf = "2026-11-20";
        p.source = "entered by the user";
        QVERIFY2(repo.setUserPrice(p), qPrintable(repo.errorString()));
        const Price *now =
            repo.catalog().price("ecs.gn7i-c8g1.2xlarge", "cn-shanghai", PricingMode::PayAsYouGo);
        QCOMPARE(now->amount, 7.25);
        QVERIFY(now->kind == PriceKind::UserEntered);
        QCOMPARE(repo.catalog().prices().size(), 60u); // replaced, not added

        p.amount = 0;
        QVERIFY(!repo.setUserPrice(p));
        QVERIFY(repo.errorString().contains(QStringLiteral("greater than 0")));
        p.amount = 1;
        p.instanceTypeId = "ecs.nope";
        QVERIFY(!repo.setUserPrice(p));
    }

    void overlaySurvivesANewShippedCatalog()
    {
        {
            CatalogRepository repo(m_shipped, m_overlay);
            QVERIFY(repo.load());
            QVERIFY(repo.importFiles({write(m_dir, QStringLiteral("p.csv"), kGoodPrices)}, {}));
        }
        // A new release ships another catalog.db, rebuilt from the sources.
        CatalogData data;
        QString error;
        QVERIFY2(
            readCatalogSources(QStringLiteral(GP_SOURCE_DIR "/resources/catalog"), &data, &error),
            qPrintable(error));
        const QString newShipped = m_dir.filePath(QStringLiteral("catalog-next.db"));
        QFile::remove(newShipped);
        QVERIFY2(CatalogDatabase::writeShipped(newShipped, data, &error), qPrintable(error));
        CatalogRepository repo(newShipped, m_overlay);
        QVERIFY(repo.load());
        QCOMPARE(repo.catalog()
                     .price("ecs.gn7i-c8g1.2xlarge", "cn-hangzhou", PricingMode::PayAsYouGo)
                     ->amount,
                 8.8);

        QVERIFY(repo.resetOverlay());
        QVERIFY(
            !repo.catalog().price("ecs.gn7i-c8g1.2xlarge", "cn-hangzhou", PricingMode::PayAsYouGo));
        QCOMPARE(repo.overlayRowCount(), 0);
        QVERIFY(!QFile::exists(m_overlay));
    }

    void failedImportChangesNothing()
    {
        CatalogRepository repo(m_shipped, m_overlay);
        QVERIFY(repo.load());
        QVERIFY(repo.importFiles({write(m_dir, QStringLiteral("p.csv"), kGoodPrices)}, {}));
        const QByteArray overlayBefore = hashOf(m_overlay);
        const QByteArray bad = "instance_type,region,currency,payg_per_hour,as_of\n"
                               "ecs.gn6i-c4g1.xlarge,cn-beijing,CNY,11,2026-11-02\n"
                               "ecs.gn6i-c4g1.xlarge,cn-beijing,CNY,eleven,2026-11-02\n";
        QSignalSpy changed(&repo, &CatalogRepository::changed);
        QVERIFY(!repo.importFiles({write(m_dir, QStringLiteral("ok.csv"), kGoodPrices),
                                   write(m_dir, QStringLiteral("bad.csv"), bad)},
                                  {}));
        QVERIFY2(repo.errorString().startsWith(QStringLiteral("bad.csv:3: field 'payg_per_hour'")),
                 qPrintable(repo.errorString()));
        QCOMPARE(changed.count(), 0);
        QCOMPARE(hashOf(m_overlay), overlayBefore);
        QVERIFY(
            !repo.catalog().price("ecs.gn6i-c4g1.xlarge", "cn-beijing", PricingMode::PayAsYouGo));
    }

    void missingOrForeignCatalogIsAnError()
    {
        CatalogRepository missing(m_dir.filePath(QStringLiteral("nope.db")), m_overlay);
        QVERIFY(!missing.load());
        QVERIFY(missing.errorString().contains(QStringLiteral("does not exist")));
        const QString foreign = write(m_dir, QStringLiteral("foreign.db"), "this is not sqlite");
        CatalogRepository bad(foreign, m_overlay);
        QVERIFY(!bad.load());
        QVERIFY2(bad.errorString().contains(QStringLiteral("foreign.db")),
                 qPrintable(bad.errorString()));
    }
    // An interrupted overlay write (the program killed during an import) leaves a hot
    // rollback journal. The overlay must read back exactly as before the write, and take
    // writes again. The crash is reproduced by copying the database and its journal while
    // a big write is in progress (what a kill at that moment leaves on disk).
    void hotJournalIsRolledBack()
    {
        CatalogRepository repo(m_shipped, m_overlay);
        QVERIFY(repo.load());
        QVERIFY2(repo.importFiles({write(m_dir, QStringLiteral("p.csv"), kGoodPrices)}, {}),
                 qPrintable(repo.errorString()));
        const int rowsBefore = repo.overlayRowCount();
        const double before =
            repo.catalog()
                .price("ecs.gn7i-c8g1.2xlarge", "cn-hangzhou", PricingMode::PayAsYouGo)
                ->amount;
        const QByteArray overlayBefore = hashOf(m_overlay);

        const QString crashed = m_dir.filePath(QStringLiteral("crashed/overlay.db"));
        QDir().mkpath(QFileInfo(crashed).absolutePath());
        QFile::remove(crashed);
        QFile::remove(crashed + QStringLiteral("-journal"));
        {
            const QString name = QStringLiteral("interrupted-writer");
            {
                QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
                db.setDatabaseName(m_overlay);
                QVERIFY(db.open());
                QSqlQuery q(db);
                QVERIFY(q.exec(QStringLiteral("PRAGMA cache_size = 2"))); // spill to the file
                QVERIFY(db.transaction());
                QVERIFY(q.exec(QStringLiteral("DELETE FROM prices")));
                q.prepare(QStringLiteral("INSERT INTO prices VALUES "
                                         "(?, 'cn-x', 'payg', 'hour', 1, NULL, 'CNY', "
                                         "'imported', 's', '2026-01-01', ?, 'imported')"));
                for (int i = 0; i < 2000; ++i) {
                    q.bindValue(0, QStringLiteral("ecs.t%1").arg(i));
                    q.bindValue(1, QString(500, QLatin1Char('x')));
                    QVERIFY(q.exec());
                }
                // The moment of the kill: the file and its journal as they are on disk.
                QVERIFY(QFile::exists(m_overlay + QStringLiteral("-journal")));
                QVERIFY(QFile::copy(m_overlay, crashed));
                QVERIFY(QFile::copy(m_overlay + QStringLiteral("-journal"),
                                    crashed + QStringLiteral("-journal")));
                QVERIFY(hashOf(crashed) != overlayBefore); // the write reached the file
                db.rollback();
                db.close();
            }
            QSqlDatabase::removeDatabase(name);
        }

        CatalogRepository after(m_shipped, crashed);
        QVERIFY2(after.load(), qPrintable(after.errorString()));
        QCOMPARE(after.overlayRowCount(), rowsBefore);
        QCOMPARE(after.catalog()
                     .price("ecs.gn7i-c8g1.2xlarge", "cn-hangzhou", PricingMode::PayAsYouGo)
                     ->amount,
                 before);
        QVERIFY(!after.catalog().type("ecs.t1"));
        QVERIFY(!QFile::exists(crashed + QStringLiteral("-journal"))); // rolled back
        // And the overlay takes writes again.
        Price p;
        p.instanceTypeId = "ecs.gn7i-c8g1.2xlarge";
        p.regionId = "cn-shanghai";
        p.amount = 7.5;
        p.currency = "CNY";
        p.asOf = "2026-11-20";
        QVERIFY2(after.setUserPrice(p), qPrintable(after.errorString()));
        QCOMPARE(after.overlayRowCount(), rowsBefore + 1);
    }

    void zeroByteOverlayIsRecreated()
    {
        QDir().mkpath(QFileInfo(m_overlay).absolutePath());
        QVERIFY(!write(m_dir, QStringLiteral("user/overlay.db"), QByteArray()).isEmpty());
        QCOMPARE(QFileInfo(m_overlay).size(), 0);
        CatalogRepository repo(m_shipped, m_overlay);
        QVERIFY2(repo.load(), qPrintable(repo.errorString()));
        QCOMPARE(repo.overlayRowCount(), 0);
        QVERIFY2(repo.importFiles({write(m_dir, QStringLiteral("p.csv"), kGoodPrices)}, {}),
                 qPrintable(repo.errorString()));
        QCOMPARE(repo.overlayRowCount(), 3);
        CatalogRepository again(m_shipped, m_overlay);
        QVERIFY(again.load());
        QCOMPARE(again.overlayRowCount(), 3);
    }

    void damagedShippedCatalogIsNamed()
    {
        const QString damaged = m_dir.filePath(QStringLiteral("damaged.db"));
        QFile::remove(damaged);
        QVERIFY(QFile::copy(m_shipped, damaged));
        QFile::setPermissions(damaged, QFile::ReadOwner | QFile::WriteOwner);
        {
            QFile f(damaged);
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(f.size() > 5 * 4096);
            // Pages 3 and 4 (b-tree pages of the tables) overwritten, as a bad disk would.
            QVERIFY(f.seek(2 * 4096));
            f.write(QByteArray(2 * 4096, char(0x5a)));
        }
        CatalogRepository repo(damaged, m_overlay);
        QVERIFY(!repo.load());
        QVERIFY2(repo.errorString().startsWith(damaged + QLatin1String(": ")) &&
                     repo.errorString().contains(QLatin1String("damaged")),
                 qPrintable(repo.errorString()));
    }

    // Issue 27 item 7: a damaged overlay is named, and resetting keeps it as a backup copy
    // (with the bytes it had) before the shipped catalog is used alone.
    void damagedOverlayIsNamedAndResetKeepsABackup()
    {
        QDir(m_dir.path()).mkpath(QStringLiteral("user"));
        QVERIFY(!write(m_dir, QStringLiteral("user/overlay.db"),
                       QByteArray("SQLite format 3") + QByteArray(5000, 'Z'))
                     .isEmpty());
        const QByteArray before = hashOf(m_overlay);
        CatalogRepository repo(m_shipped, m_overlay);
        QVERIFY(!repo.load());
        QVERIFY(repo.overlayFailed());
        QVERIFY2(repo.errorString().startsWith(m_overlay + QLatin1String(": the overlay")) &&
                     repo.errorString().contains(QLatin1String("damaged")),
                 qPrintable(repo.errorString()));
        QCOMPARE(hashOf(m_overlay), before); // reading changed nothing

        QVERIFY2(repo.resetOverlay(), qPrintable(repo.errorString()));
        QVERIFY(!repo.overlayFailed());
        QVERIFY(!QFile::exists(m_overlay));
        QVERIFY(repo.lastBackup().startsWith(m_overlay + QLatin1String(".backup-")));
        QCOMPARE(hashOf(repo.lastBackup()), before);
        QVERIFY(repo.catalog().types().size() > 100); // the shipped catalog alone

        // A second reset of a damaged file the same second gets a name of its own.
        QVERIFY(!write(m_dir, QStringLiteral("user/overlay.db"), "junk").isEmpty());
        const QString first = repo.lastBackup();
        QVERIFY(repo.resetOverlay());
        QVERIFY(repo.lastBackup() != first);
        QVERIFY(QFile::exists(first) && QFile::exists(repo.lastBackup()));
        QFile::remove(first);
        QFile::remove(repo.lastBackup());
    }

    // An overlay a newer version wrote (another schema_version) is neither read nor written:
    // load, a new price and removing a price all refuse it, and its bytes stay as they were.
    void newerSchemaOverlayIsNeitherReadNorWritten()
    {
        {
            CatalogRepository repo(m_shipped, m_overlay);
            QVERIFY(repo.load());
            QVERIFY(repo.importFiles({write(m_dir, QStringLiteral("p.csv"), kGoodPrices)}, {}));
        }
        {
            QSqlDatabase db =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("newer"));
            db.setDatabaseName(m_overlay);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(
                QStringLiteral("UPDATE metadata SET value = '2' WHERE key = 'schema_version'")));
            QCOMPARE(q.numRowsAffected(), 1);
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("newer"));
        const QByteArray before = hashOf(m_overlay);

        CatalogRepository repo(m_shipped, m_overlay);
        QVERIFY(!repo.load());
        QVERIFY(repo.overlayFailed());
        QVERIFY2(repo.errorString().contains(QLatin1String("another version of GPU Planner")) &&
                     repo.errorString().contains(QLatin1String("'2'")),
                 qPrintable(repo.errorString()));

        QString error;
        CatalogData rows;
        Price p;
        p.instanceTypeId = "ecs.gn7i-c8g1.2xlarge";
        p.regionId = "cn-shanghai";
        p.currency = "CNY";
        p.asOf = "2026-11-20";
        p.amount = 9;
        rows.prices.push_back(p);
        QVERIFY(!CatalogDatabase::writeOverlay(m_overlay, rows, &error));
        QVERIFY2(error.contains(QLatin1String("neither read nor changed")), qPrintable(error));
        error.clear();
        QVERIFY(!CatalogDatabase::removeOverlayPrice(m_overlay, p, &error));
        QVERIFY2(error.contains(QLatin1String("another version")), qPrintable(error));
        QCOMPARE(hashOf(m_overlay), before);

        QVERIFY(repo.resetOverlay());
        QCOMPARE(hashOf(repo.lastBackup()), before);
        QFile::remove(repo.lastBackup());
    }

    void absurdUserPriceIsRefused()
    {
        CatalogRepository repo(m_shipped, m_overlay);
        QVERIFY(repo.load());
        Price p;
        p.instanceTypeId = "ecs.gn7i-c8g1.2xlarge";
        p.regionId = "cn-shanghai";
        p.currency = "CNY";
        p.asOf = "2026-11-20";
        p.amount = std::numeric_limits<double>::infinity();
        QVERIFY(!repo.setUserPrice(p));
        QVERIFY2(repo.errorString().contains(QLatin1String("'inf'")),
                 qPrintable(repo.errorString()));
        QCOMPARE(repo.overlayRowCount(), 0);
    }
};

QTEST_GUILESS_MAIN(TestCatalogRepository)
#include "tst_catalogrepository.moc"
