// The shipped catalog.db: every instance type's GPU and family exist, nothing is zero or
// negative where that is impossible, vGPU fractions are in (0, 1], and the hardware
// facts that the source articles got wrong are right here. Opened read-only.
#include "catalogcheck.h"
#include "catalogdatabase.h"
#include "estimator/catalog.h"

#include <QCryptographicHash>
#include <QFile>
#include <QTest>

#include <set>

using namespace gpuplanner;

class TestCatalogIntegrity : public QObject
{
    Q_OBJECT

private:
    Catalog m_catalog;
    QByteArray m_hashBefore;

    static QByteArray hashOf(const QString &path)
    {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return {};
        return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_hashBefore = hashOf(QStringLiteral(GP_SHIPPED_CATALOG));
        CatalogData data;
        QString error;
        QVERIFY2(CatalogDatabase::readShipped(QStringLiteral(GP_SHIPPED_CATALOG), &data, &error),
                 qPrintable(error));
        m_catalog = Catalog(std::move(data));
    }

    void counts()
    {
        QCOMPARE(m_catalog.types().size(), 119u);
        QCOMPARE(m_catalog.families().size(), 35u);
        QCOMPARE(m_catalog.regions().size(), 27u);
        QCOMPARE(m_catalog.prices().size(), 60u); // 30 types × (pay-as-you-go + subscription)
        QCOMPARE(m_catalog.data().schemaVersion, std::string(kCatalogSchemaVersion));
        QVERIFY(isValidIsoDate(m_catalog.data().dataDate));
    }

    void everyReferenceExists()
    {
        std::set<std::string> ids;
        for (const InstanceType &t : m_catalog.types()) {
            QVERIFY2(ids.insert(t.id).second, t.id.c_str());
            QVERIFY2(m_catalog.family(t.familyId), t.id.c_str());
            QVERIFY2(m_catalog.gpu(t.gpuModelId), t.id.c_str());
        }
        for (const Price &p : m_catalog.prices()) {
            QVERIFY(m_catalog.type(p.instanceTypeId));
            QVERIFY(m_catalog.region(p.regionId));
            QVERIFY(!p.source.empty());
            QVERIFY(isValidIsoDate(p.asOf));
        }
    }

    void nothingImpossible()
    {
        for (const InstanceType &t : m_catalog.types()) {
            QVERIFY2(t.vcpu > 0 && t.memoryGib > 0 && t.gpuCount > 0 && t.gpuMemoryGib > 0,
                     t.id.c_str());
            if (t.gpuFraction)
                QVERIFY2(*t.gpuFraction > 0 && *t.gpuFraction <= 1, t.id.c_str());
            if (t.networkGbps)
                QVERIFY2(*t.networkGbps > 0, t.id.c_str());
            QVERIFY2(!t.sourceUrl.empty(), t.id.c_str());
            const GpuModel *g = m_catalog.gpuOf(t);
            if (g->memoryGib)
                QVERIFY2(t.gpuMemoryGib <= *g->memoryGib, t.id.c_str());
        }
        for (const Price &p : m_catalog.prices())
            QVERIFY(p.amount > 0);
        const CheckReport report = checkCatalog(m_catalog, QDate(2026, 11, 30));
        QCOMPARE(report.errors, 0);
        QCOMPARE(report.stalePrices, 60);
        QCOMPARE(report.unpricedTypes, 89);
        // The catalog tab counts the same without wording the findings.
        const PriceCounts counts = priceCounts(m_catalog, QDate(2026, 11, 30));
        QCOMPARE(counts.stalePrices, 60);
        QCOMPARE(counts.unpricedTypes, 89);
        QCOMPARE(priceCounts(m_catalog, QDate(2020, 1, 1)).stalePrices, 0); // none old yet
        int staleWarnings = 0;
        for (const CheckFinding &f : report.findings)
            staleWarnings += f.message.contains(QStringLiteral("days old"));
        QCOMPARE(staleWarnings, counts.stalePrices);
    }

    void missingStaysMissing()
    {
        // sgn8ia slices: Alibaba does not document the fraction; it must not become 0 or 1.
        const InstanceType *t = m_catalog.type("ecs.sgn8ia-m8.4xlarge");
        QVERIFY(t);
        QVERIFY(!t->gpuFraction);
        // gn8v: the GPU is not named; the label stays empty, the unnamed GPU row is used.
        const InstanceType *v = m_catalog.type("ecs.gn8v.4xlarge");
        QVERIFY(v && v->gpuLabel.empty());
        QCOMPARE(v->gpuModelId, std::string("alibaba-gn8v-96g"));
        QVERIFY(v->isInferred());
        // gn5: the P100 form factor is not stated, so FP32 and NVLink are unknown.
        const GpuModel *p100 = m_catalog.gpuOf(*m_catalog.type("ecs.gn5-c4g1.xlarge"));
        QVERIFY(p100 && !p100->fp32Tflops && !p100->nvlinkGBs);
    }

    void articleMistakesAreNotInTheCatalog()
    {
        // gn7i is an A10 24 GB over PCIe, not an A100 with NVLink.
        for (const InstanceType &t : m_catalog.types()) {
            if (t.familyId != "gn7i")
                continue;
            QCOMPARE(t.gpuModelId, std::string("a10"));
            QCOMPARE(t.gpuMemoryGib, 24.0);
            QVERIFY(t.interconnectClass() != InterconnectClass::NvLink);
            QVERIFY(!t.hasRdma());
        }
        QVERIFY(m_catalog.gpu("a100-80-sxm4")->fp8 == Tristate::No);
        QVERIFY(m_catalog.gpu("h20")->fp8 == Tristate::Yes);
        QVERIFY(m_catalog.gpu("l20")->fp8 == Tristate::Yes);
        QVERIFY(!m_catalog.type("ecs.gn6i-c4g1.large"));
        const InstanceType *smallest = m_catalog.type("ecs.gn6i-c4g1.xlarge");
        QVERIFY(smallest);
        QCOMPARE(smallest->vcpu, 4);
        QCOMPARE(smallest->memoryGib, 15.0);
        for (const InstanceType &t : m_catalog.types()) {
            if (t.familyId == "gn6v")
                QCOMPARE(t.gpuModelId, std::string("v100-16-sxm2"));
        }
        QVERIFY(!m_catalog.family("gn8i"));
        QVERIFY(!m_catalog.family("gn7-vws"));
        QVERIFY(!m_catalog.family("g6"));
        const InstanceType *c8 = m_catalog.type("ecs.gn7i-c8g1.2xlarge");
        QCOMPARE(c8->vcpu, 8);
        QCOMPARE(c8->memoryGib, 30.0);
        QCOMPARE(*c8->networkGbps, 16.0);
    }

    void cleanupTestCase()
    {
        QCOMPARE(hashOf(QStringLiteral(GP_SHIPPED_CATALOG)), m_hashBefore); // never written
    }
};

QTEST_GUILESS_MAIN(TestCatalogIntegrity)
#include "tst_catalogintegrity.moc"
