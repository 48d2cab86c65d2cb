// The price refresh against the fake ECS endpoint (tests/support/fakeecs.*) on 127.0.0.1:
// every request's signature is checked there by an independent verifier; prices land in
// a private overlay with their source, fetch time and request id; throttled calls are
// retried; bad keys, an unreachable endpoint, non-JSON answers and API errors leave the
// overlay unchanged; a cancelled refresh keeps whole batches only; the whole catalog at
// the assumed rate limit (docs/refresh.md) finishes in under a minute.
#include "aliyunclient.h"
#include "catalogdatabase.h"
#include "catalogrepository.h"
#include "fakeecs.h"
#include "pricerefresh.h"

#include <QDate>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

using namespace gpuplanner;
using namespace gpuplanner::aliyun;

namespace {

const std::string kRegion = "cn-hangzhou";

int overlayPrices(const QString &path)
{
    CatalogData rows;
    QString error;
    if (!CatalogDatabase::readOverlay(path, &rows, &error))
        return -1;
    return static_cast<int>(rows.prices.size());
}

} // namespace

class TestPriceRefresh : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_overlay;

    std::unique_ptr<CatalogRepository> repository()
    {
        auto repo =
            std::make_unique<CatalogRepository>(QStringLiteral(GP_SHIPPED_CATALOG), m_overlay);
        if (!repo->load())
            qWarning() << repo->errorString();
        return repo;
    }

    static Credentials goodKeys(const FakeEcs &fake)
    {
        return {fake.config.accessKeyId, fake.config.accessKeySecret, fake.config.securityToken,
                QStringLiteral("test")};
    }

    static ClientOptions fastOptions(const QString &endpoint)
    {
        ClientOptions o;
        o.endpoint = QUrl(endpoint);
        o.ratePerSecond = 0; // no client-side pacing unless a test asks for it
        o.backoffBaseMs = 20;
        o.backoffMaxMs = 200;
        o.timeoutMs = 5000;
        return o;
    }

    RefreshSummary run(CatalogRepository &repo, const Credentials &keys,
                       const ClientOptions &options, RefreshRequest request,
                       const std::function<void(PriceRefresh &, int)> &onProgress = {})
    {
        Client client(keys, options);
        PriceRefresh refresh(&client, repo.snapshot(), std::move(request),
                             [&repo](const CatalogData &rows, QString *error) {
                                 if (repo.store(rows))
                                     return true;
                                 *error = repo.errorString();
                                 return false;
                             });
        if (onProgress)
            connect(&refresh, &PriceRefresh::progress, this,
                    [&](int done, int) { onProgress(refresh, done); });
        QSignalSpy done(&refresh, &PriceRefresh::finished);
        refresh.start();
        if (done.isEmpty() && !done.wait(110000))
            qWarning("the refresh did not finish");
        return refresh.summary();
    }

    static std::vector<std::string> firstTypes(const Catalog &catalog, int n)
    {
        std::vector<std::string> out;
        for (const InstanceType &t : catalog.types()) {
            if (static_cast<int>(out.size()) == n)
                break;
            out.push_back(t.id);
        }
        return out;
    }

private Q_SLOTS:
    void init()
    {
        m_overlay = m_dir.filePath(QStringLiteral("overlay.db"));
        QFile::remove(m_overlay);
    }

    void pricesAndSpotAdviceAreStoredWithSourceTimeAndRequestId()
    {
        FakeEcs fake;
        QVERIFY(fake.listen());
        auto repo = repository();
        const auto types = firstTypes(repo->catalog(), 3);
        for (const std::string &t : types)
            fake.config.knownTypes.insert(QString::fromStdString(t));
        RefreshRequest req;
        req.regionId = kRegion;
        req.instanceTypes = types;
        req.spot = true;
        req.stock = true;
        const RefreshSummary s = run(*repo, goodKeys(fake), fastOptions(fake.endpoint()), req);
        QVERIFY2(fake.signatureErrors.isEmpty(), qPrintable(fake.signatureErrors.join('\n')));
        QVERIFY2(s.fatal.isEmpty(), qPrintable(s.fatal));
        QVERIFY(s.failures.isEmpty());
        QCOMPARE(fake.accepted, 8); // 3 × (payg + subscription) + spot advice + stock
        QCOMPARE(s.pricesUpdated, 6);
        QCOMPARE(s.spotUpdated, 3);
        QCOMPARE(s.stockUpdated, 6); // 3 types × 2 zones
        const std::string today = QDate::currentDate().toString(Qt::ISODate).toStdString();
        for (const std::string &t : types) {
            const Price *payg = repo->catalog().price(t, kRegion, PricingMode::PayAsYouGo);
            QVERIFY(payg);
            QCOMPARE(payg->amount,
                     FakeEcs::price(QString::fromStdString(t), QStringLiteral("Hour")));
            QVERIFY(payg->unit == PriceUnit::Hour);
            QCOMPARE(payg->asOf, today);
            QVERIFY(payg->source.find("DescribePrice cn-hangzhou") == 0);
            QVERIFY(payg->notes.find("RequestId FAKE-") != std::string::npos);
            QVERIFY(payg->notes.find("fetched " + today) != std::string::npos);
            const Price *month = repo->catalog().price(t, kRegion, PricingMode::Subscription);
            QVERIFY(month);
            QVERIFY(month->unit == PriceUnit::Month);
            QCOMPARE(month->amount,
                     FakeEcs::price(QString::fromStdString(t), QStringLiteral("Month")));
            QCOMPARE(repo->catalog().spotAdviceOf(t).size(), std::size_t(1));
            const auto stock = repo->catalog().stockOf(t);
            QCOMPARE(stock.size(), std::size_t(2));
            QVERIFY(stock[0]->source.find("DescribeAvailableResource cn-hangzhou") == 0);
        }
        // The fake sold out of the first type (sorted) in zone c.
        std::vector<std::string> sorted = types;
        std::sort(sorted.begin(), sorted.end());
        for (const ZoneStock *z : repo->catalog().stockOf(sorted[0])) {
            QCOMPARE(z->inStock(), z->zoneId == "cn-hangzhou-b");
        }
    }

    // A slot of progress() that turns the event loop (as a modal QProgressDialog does on
    // setValue) gets the other answers delivered inside it. Every answer is accounted for
    // before progress is emitted: the refresh that such a nested answer finishes holds the
    // price of the answer being reported (it was lost, from the overlay and the summary,
    // when progress came first: seen as a flaky window test under load).
    void progressSlotsMayTurnTheEventLoop()
    {
        FakeEcs fake;
        QVERIFY(fake.listen());
        auto repo = repository();
        const auto types = firstTypes(repo->catalog(), 1);
        fake.config.knownTypes.insert(QString::fromStdString(types.front()));
        RefreshRequest req;
        req.regionId = kRegion;
        req.instanceTypes = types;
        req.subscription = false; // pay-as-you-go only
        req.stock = true;
        QList<int> reported; // the answers counted at each progress signal
        const RefreshSummary s = run(*repo, goodKeys(fake), fastOptions(fake.endpoint()), req,
                                     [&reported](PriceRefresh &, int done) {
                                         reported << done;
                                         if (done == 1) // the other answer arrives meanwhile
                                             QTest::qWait(300);
                                     });
        QVERIFY2(s.fatal.isEmpty(), qPrintable(s.fatal));
        QCOMPARE(fake.accepted, 2);
        QVERIFY2(reported.contains(1) && reported.contains(2),
                 qPrintable(QString::number(reported.size())));
        QCOMPARE(s.pricesUpdated, 1);
        QCOMPARE(s.stockUpdated, 2);
        QVERIFY(repo->catalog().price(types.front(), kRegion, PricingMode::PayAsYouGo));
    }

    void newTypesComeFromEveryPageOrNotAtAll()
    {
        FakeEcs fake;
        QVERIFY(fake.listen());
        auto repo = repository();
        const auto known = firstTypes(repo->catalog(), 1);
        QVERIFY(repo->catalog().type(known.front()));
        // A copy: storing reloads the catalog and its rows move.
        const InstanceType knownType = *repo->catalog().type(known.front());
        const InstanceType *k = &knownType;
        // Test-only ids; the fields are the fake's, not a specification.
        auto type = [](const QString &id, int gpus) {
            return QJsonObject{{QStringLiteral("InstanceTypeId"), id},
                               {QStringLiteral("InstanceTypeFamily"), QStringLiteral("ecs.gnfake")},
                               {QStringLiteral("CpuCoreCount"), 8},
                               {QStringLiteral("MemorySize"), 30},
                               {QStringLiteral("GPUAmount"), gpus},
                               {QStringLiteral("GPUMemorySize"), gpus > 0 ? 24 : 0}};
        };
        QJsonObject same{{QStringLiteral("InstanceTypeId"), QString::fromStdString(k->id)},
                         {QStringLiteral("InstanceTypeFamily"),
                          QStringLiteral("ecs.") + QString::fromStdString(k->familyId)},
                         {QStringLiteral("CpuCoreCount"), k->vcpu},
                         {QStringLiteral("MemorySize"), k->memoryGib},
                         {QStringLiteral("GPUAmount"), k->gpuCount},
                         {QStringLiteral("GPUMemorySize"), k->gpuMemoryGib}};
        fake.config.typePages = {QJsonArray{type(QStringLiteral("ecs.gnfake-a"), 1), same},
                                 QJsonArray{type(QStringLiteral("ecs.nogpu-b"), 0),
                                            type(QStringLiteral("ecs.gnfake-c"), 2)}};
        RefreshRequest req;
        req.regionId = kRegion;
        req.payg = req.subscription = false;
        req.newTypes = true;
        req.pageSize = 1; // the fake pages by its own list; MaxResults is still checked
        RefreshSummary s = run(*repo, goodKeys(fake), fastOptions(fake.endpoint()), req);
        QVERIFY2(fake.signatureErrors.isEmpty(), qPrintable(fake.signatureErrors.join('\n')));
        QVERIFY2(s.failures.isEmpty(), qPrintable(s.failures.value(0).text()));
        QCOMPARE(fake.accepted, 2);
        QCOMPARE(s.typesAdded, 2);
        QCOMPARE(s.typesDiffering, 0); // the known type's fields are the catalog's
        QCOMPARE(s.batchesCommitted, 1);
        auto again = repository();
        const InstanceType *c = again->catalog().type("ecs.gnfake-c");
        QVERIFY(c);
        QCOMPARE(c->gpuCount, 2);
        QVERIFY(QString::fromStdString(c->sourceUrl)
                    .startsWith(QStringLiteral("DescribeInstanceTypes cn-hangzhou, fetched ")));
        QVERIFY(QString::fromStdString(c->sourceUrl).contains(QStringLiteral("RequestId ")));
        QVERIFY(!again->catalog().type("ecs.nogpu-b"));
        QCOMPARE(again->catalog().type(k->id)->sourceUrl, k->sourceUrl);

        // A bad second page: nothing of the first is kept either.
        QFile::remove(m_overlay);
        QJsonObject broken = type(QStringLiteral("ecs.gnfake-d"), 1);
        broken.remove(QStringLiteral("CpuCoreCount"));
        fake.config.typePages = {QJsonArray{type(QStringLiteral("ecs.gnfake-a"), 1)},
                                 QJsonArray{broken}};
        auto repo2 = repository();
        s = run(*repo2, goodKeys(fake), fastOptions(fake.endpoint()), req);
        QCOMPARE(s.failures.size(), 1);
        QVERIFY2(s.failures.front().message.contains(QStringLiteral("CpuCoreCount")),
                 qPrintable(s.failures.front().text()));
        QCOMPARE(s.typesAdded, 0);
        QCOMPARE(s.batchesCommitted, 0);
        QVERIFY(!repository()->catalog().type("ecs.gnfake-a"));
    }

    void stsTokenIsSentAndSigned()
    {
        FakeEcs fake;
        QVERIFY(fake.listen());
        fake.config.securityToken = QStringLiteral("STS.fake-token");
        auto repo = repository();
        RefreshRequest req;
        req.regionId = kRegion;
        req.instanceTypes = firstTypes(repo->catalog(), 1);
        const RefreshSummary s = run(*repo, goodKeys(fake), fastOptions(fake.endpoint()), req);
        QVERIFY2(s.fatal.isEmpty(), qPrintable(s.fatal));
        QCOMPARE(s.pricesUpdated, 2);
    }

    void throttledCallsAreRetried()
    {
        FakeEcs fake;
        QVERIFY(fake.listen());
        fake.config.throttleFirst = 3;
        auto repo = repository();
        RefreshRequest req;
        req.regionId = kRegion;
        req.instanceTypes = firstTypes(repo->catalog(), 2);
        const RefreshSummary s = run(*repo, goodKeys(fake), fastOptions(fake.endpoint()), req);
        QCOMPARE(fake.throttled, 3);
        QVERIFY(s.failures.isEmpty());
        QCOMPARE(s.pricesUpdated, 4);
        QCOMPARE(s.callsSent, 7);
        QVERIFY(fake.signatureErrors.isEmpty());
    }

    void badInputLeavesTheOverlayUnchanged_data()
    {
        QTest::addColumn<QString>("fault");
        QTest::addColumn<QString>("code");
        QTest::newRow("wrong secret") << "secret"
                                      << "SignatureDoesNotMatch";
        QTest::newRow("unknown key id") << "id"
                                        << "InvalidAccessKeyId.NotFound";
        QTest::newRow("unreachable endpoint") << "unreachable"
                                              << "Network";
        QTest::newRow("non-JSON answer") << "malformed"
                                         << "MalformedResponse";
        QTest::newRow("no RAM permission") << "forbidden"
                                           << "Forbidden.RAM";
        QTest::newRow("no answer in time") << "slow"
                                           << "Timeout";
    }
    void badInputLeavesTheOverlayUnchanged()
    {
        QFETCH(QString, fault);
        QFETCH(QString, code);
        FakeEcs fake;
        QVERIFY(fake.listen());
        auto repo = repository();
        Price mine;
        mine.instanceTypeId = repo->catalog().types().front().id;
        mine.regionId = kRegion;
        mine.amount = 1.5;
        mine.currency = "CNY";
        QVERIFY(repo->setUserPrice(mine));
        const QByteArray before = [&] {
            QFile f(m_overlay);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        }();
        Credentials keys = goodKeys(fake);
        ClientOptions options = fastOptions(fake.endpoint());
        if (fault == QLatin1String("secret"))
            keys.accessKeySecret = QStringLiteral("not-the-secret");
        else if (fault == QLatin1String("id"))
            keys.accessKeyId = QStringLiteral("LTAI-unknown");
        else if (fault == QLatin1String("malformed"))
            fake.config.malformed = true;
        else if (fault == QLatin1String("forbidden"))
            fake.config.failCode = QStringLiteral("Forbidden.RAM");
        else if (fault == QLatin1String("slow")) {
            fake.config.delayMs = 1500;
            options.timeoutMs = 200;
            options.maxAttempts = 2;
        } else if (fault == QLatin1String("unreachable")) {
            QTcpServer closed;
            QVERIFY(closed.listen(QHostAddress::LocalHost, 0));
            options.endpoint =
                QUrl(QStringLiteral("http://127.0.0.1:%1/").arg(closed.serverPort()));
            closed.close();
        }
        RefreshRequest req;
        req.regionId = kRegion;
        req.instanceTypes = firstTypes(repo->catalog(), 5);
        req.batchSize = 1;
        const RefreshSummary s = run(*repo, keys, options, req);
        QVERIFY2(s.fatal.contains(code), qPrintable(s.fatal));
        QVERIFY(!s.fatal.contains(fake.config.accessKeySecret));
        QCOMPARE(s.pricesUpdated, 0);
        QCOMPARE(s.batchesCommitted, 0);
        QFile f(m_overlay);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), before);
    }

    void unknownTypeFailsAloneWithAHint()
    {
        FakeEcs fake;
        QVERIFY(fake.listen());
        auto repo = repository();
        const auto types = firstTypes(repo->catalog(), 3);
        fake.config.knownTypes = {QString::fromStdString(types[0]),
                                  QString::fromStdString(types[2])};
        RefreshRequest req;
        req.regionId = kRegion;
        req.instanceTypes = types;
        req.subscription = false;
        const RefreshSummary s = run(*repo, goodKeys(fake), fastOptions(fake.endpoint()), req);
        QVERIFY(s.fatal.isEmpty());
        QCOMPARE(s.pricesUpdated, 2);
        QCOMPARE(s.failures.size(), 1);
        QCOMPARE(s.failures[0].code, QStringLiteral("InvalidInstanceType.NotFound"));
        QVERIFY(s.failures[0].text().contains(QString::fromStdString(types[1])));
        QVERIFY(s.failures[0].text().contains(QStringLiteral("not sold in this region")));
        QVERIFY(s.failures[0].text().contains(QStringLiteral("FAKE-")));
    }

    void userEnteredPricesAreKeptUnlessAsked()
    {
        FakeEcs fake;
        QVERIFY(fake.listen());
        auto repo = repository();
        const auto types = firstTypes(repo->catalog(), 2);
        Price mine;
        mine.instanceTypeId = types[0];
        mine.regionId = kRegion;
        mine.amount = 1.25;
        mine.currency = "CNY";
        QVERIFY(repo->setUserPrice(mine));
        RefreshRequest req;
        req.regionId = kRegion;
        req.instanceTypes = types;
        req.subscription = false;
        RefreshSummary s = run(*repo, goodKeys(fake), fastOptions(fake.endpoint()), req);
        QCOMPARE(s.keptUserPrices, 1);
        QCOMPARE(s.pricesUpdated, 1);
        QCOMPARE(repo->catalog().price(types[0], kRegion, PricingMode::PayAsYouGo)->amount, 1.25);
        req.overwriteUserPrices = true;
        s = run(*repo, goodKeys(fake), fastOptions(fake.endpoint()), req);
        QCOMPARE(s.keptUserPrices, 0);
        QVERIFY(repo->catalog().price(types[0], kRegion, PricingMode::PayAsYouGo)->kind ==
                PriceKind::Imported);
    }

    void cancelKeepsWholeBatchesOnly()
    {
        FakeEcs fake;
        QVERIFY(fake.listen());
        auto repo = repository();
        RefreshRequest req;
        req.regionId = kRegion;
        req.instanceTypes = firstTypes(repo->catalog(), 12);
        req.batchSize = 3; // 6 calls a batch
        ClientOptions options = fastOptions(fake.endpoint());
        options.ratePerSecond = 50;
        options.maxConcurrent = 2;
        const RefreshSummary s =
            run(*repo, goodKeys(fake), options, req, [](PriceRefresh &r, int done) {
                if (done == 9)
                    r.cancel();
            });
        QVERIFY(s.cancelled);
        QVERIFY(s.batchesCommitted >= 1);
        QVERIFY(s.batchesCommitted < 4);
        QCOMPARE(overlayPrices(m_overlay), s.batchesCommitted * 6);
    }

    void wholeCatalogAtTheAssumedRateLimit()
    {
        FakeEcs fake;
        QVERIFY(fake.listen());
        ClientOptions options = fastOptions(fake.endpoint());
        options.ratePerSecond = 10; // the client's default, docs/refresh.md
        fake.config.ratePerSecond = 10;
        auto repo = repository();
        const int types = static_cast<int>(repo->catalog().types().size());
        RefreshRequest req;
        req.regionId = kRegion;
        QElapsedTimer timer;
        timer.start();
        const RefreshSummary s = run(*repo, goodKeys(fake), options, req);
        const qint64 ms = timer.elapsed();
        qInfo("%d types x payg+subscription: %d calls (%d throttled) in %.1f s", types, s.callsSent,
              fake.throttled, ms / 1000.0);
        QVERIFY(fake.signatureErrors.isEmpty());
        QVERIFY2(s.failures.isEmpty(), qPrintable(s.failures.value(0).text()));
        QCOMPARE(s.pricesUpdated, 2 * types);
        QCOMPARE(overlayPrices(m_overlay), 2 * types);
        QVERIFY2(ms < 60000, "the issue's target: under a minute");
    }
};

QTEST_GUILESS_MAIN(TestPriceRefresh)
#include "tst_pricerefresh.moc"
