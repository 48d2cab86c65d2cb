// The repository: the overlay lies over the shipped catalog, survives a new shipped
// catalog, can be reset, and a failed import changes nothing. The shipped file is copied
// into a temporary folder first, and its bytes are checked to be unchanged.
#include "catalogdatabase.h"
#include "catalogrepository.h"
#include "catalogsources.h"

#include <QCryptographicHash>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

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
};

QTEST_GUILESS_MAIN(TestCatalogRepository)
#include "tst_catalogrepository.moc"
