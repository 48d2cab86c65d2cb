// The catalog table model and its filter proxy, under QAbstractItemModelTester, on the
// shipped catalog (read-only): prices per GPU and per GiB, staleness, "no price" sorting
// last and never counted as free, and each filter.
#include "catalogdatabase.h"
#include "catalogfilterproxy.h"
#include "catalogtablemodel.h"
#include "estimator/text.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace gpuplanner;
using Column = CatalogTableModel::Column;

class TestCatalogTableModel : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<const Catalog> m_catalog;

    int rowOf(const QAbstractItemModel &model, const QString &id)
    {
        for (int r = 0; r < model.rowCount(); ++r) {
            if (model.index(r, 0).data(CatalogTableModel::TypeIdRole).toString() == id)
                return r;
        }
        return -1;
    }

private Q_SLOTS:
    void initTestCase()
    {
        CatalogData data;
        QString error;
        QVERIFY2(CatalogDatabase::readShipped(QStringLiteral(GP_SHIPPED_CATALOG), &data, &error),
                 qPrintable(error));
        m_catalog = std::make_shared<const Catalog>(std::move(data));
    }

    void modelsPassTheTester()
    {
        CatalogTableModel model;
        CatalogFilterProxy proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester t1(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t2(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setCatalog(m_catalog);
        QCOMPARE(model.rowCount(), 119);
        QCOMPARE(model.columnCount(), int(Column::Count));
        model.setRegion(QStringLiteral("cn-beijing"));
        model.setPricingMode(PricingMode::Subscription);
        model.setCostPeriod(CostPeriod::Year);
        proxy.setMinGpuMemory(40);
        proxy.sort(int(Column::Price));
        proxy.setPriceRange(1, std::nullopt);
        proxy.clearFilters();
        model.setCatalog(m_catalog);
        QCOMPARE(proxy.rowCount(), 119);
    }

    void pricesPerGpuAndPerGib()
    {
        CatalogTableModel model;
        model.setCatalog(m_catalog);
        model.setToday(QDate(2026, 11, 30));
        const int r =
            rowOf(model, QStringLiteral("ecs.gn7i-c32g1.32xlarge")); // 4 × A10 24 GiB, 53.23 CNY/h
        QVERIFY(r >= 0);
        QCOMPARE(model.displayedPrice(r), std::optional<double>(53.23));
        QCOMPARE(
            model.index(r, int(Column::PricePerGpu)).data(CatalogTableModel::SortRole).toDouble(),
            53.23 / 4);
        QCOMPARE(
            model.index(r, int(Column::PricePerGib)).data(CatalogTableModel::SortRole).toDouble(),
            53.23 / 96);
        QVERIFY(model.index(r, int(Column::Price))
                    .data()
                    .toString()
                    .contains(QStringLiteral("53.23 CNY")));
        QVERIFY(
            model.index(r, int(Column::Price)).data().toString().contains(QStringLiteral("stale")));
        QVERIFY(model.index(r, int(Column::Price)).data(CatalogTableModel::StaleRole).toBool());
        const QString tip = model.index(r, int(Column::Price)).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("arthurchiao.art")) &&
                     tip.contains(QStringLiteral("2023-06")),
                 qPrintable(tip));

        model.setCostPeriod(CostPeriod::Month);
        QCOMPARE(*model.displayedPrice(r), 53.23 * 730);
        QVERIFY(model.headerData(int(Column::Price), Qt::Horizontal)
                    .toString()
                    .contains(QStringLiteral("month")));
        model.setPricingMode(PricingMode::Subscription);
        QCOMPARE(*model.displayedPrice(r),
                 25551.90); // the monthly price as published, not 730 × hourly

        // A fresh price is not stale.
        model.setToday(QDate(2023, 7, 1));
        QVERIFY(!model.index(r, int(Column::Price)).data(CatalogTableModel::StaleRole).toBool());
    }

    void unpricedSortsLastAndIsNeverFree()
    {
        CatalogTableModel model;
        model.setCatalog(m_catalog);
        CatalogFilterProxy proxy;
        proxy.setSourceModel(&model);
        proxy.sort(int(Column::Price), Qt::AscendingOrder);
        const double first =
            proxy.index(0, int(Column::Price)).data(CatalogTableModel::SortRole).toDouble();
        QVERIFY(first > 0 && std::isfinite(first));
        const QModelIndex last = proxy.index(proxy.rowCount() - 1, int(Column::Price));
        QCOMPARE(last.data().toString(), QStringLiteral("no price"));
        QVERIFY(std::isinf(last.data(CatalogTableModel::SortRole).toDouble()));
        // A price range never lets an unpriced type through.
        proxy.setPriceRange(std::nullopt, 1e9);
        QCOMPARE(proxy.rowCount(), 30);
        proxy.setPriceRange(0.0, std::nullopt);
        QCOMPARE(proxy.rowCount(), 30);
        // In a region without prices nothing is priced.
        model.setRegion(QStringLiteral("cn-beijing"));
        QCOMPARE(proxy.rowCount(), 0);
    }

    void filters_data()
    {
        QTest::addColumn<QString>("filter");
        QTest::addColumn<int>("expected");
        QTest::newRow("none") << "" << 119;
        QTest::newRow("VRAM per GPU at least 80 GiB") << "minvram80" << 20;
        QTest::newRow("8 GPUs") << "gpus8" << 26;
        QTest::newRow("GPU model A10") << "gpu:a10" << 24;
        QTest::newRow("family gn7i") << "family:gn7i" << 12;
        QTest::newRow("NVLink or NVSwitch") << "nvlink" << 27;
        QTest::newRow("RDMA required") << "rdma" << 31;
        QTest::newRow("text search L20") << "text:L20" << 7;
    }
    void filters()
    {
        QFETCH(QString, filter);
        QFETCH(int, expected);
        CatalogTableModel model;
        model.setCatalog(m_catalog);
        CatalogFilterProxy proxy;
        proxy.setSourceModel(&model);
        if (filter == QLatin1String("minvram80"))
            proxy.setMinGpuMemory(80);
        else if (filter == QLatin1String("gpus8"))
            proxy.setGpuCountRange(8, 8);
        else if (filter.startsWith(QLatin1String("gpu:")))
            proxy.setGpuModel(filter.mid(4));
        else if (filter.startsWith(QLatin1String("family:")))
            proxy.setFamily(filter.mid(7));
        else if (filter == QLatin1String("nvlink"))
            proxy.setInterconnect(InterconnectClass::NvLink);
        else if (filter == QLatin1String("rdma"))
            proxy.setRdma(CatalogFilterProxy::RdmaFilter::Required);
        else if (filter.startsWith(QLatin1String("text:")))
            proxy.setText(filter.mid(5));
        // Cross-check against the catalog itself, so the expected counts cannot drift silently.
        int direct = 0;
        for (const InstanceType &t : m_catalog->types()) {
            bool in = true;
            if (filter == QLatin1String("minvram80"))
                in = t.gpuMemoryGib >= 80;
            else if (filter == QLatin1String("gpus8"))
                in = t.gpuCount == 8;
            else if (filter.startsWith(QLatin1String("gpu:")))
                in = t.gpuModelId == filter.mid(4).toStdString();
            else if (filter.startsWith(QLatin1String("family:")))
                in = t.familyId == filter.mid(7).toStdString();
            else if (filter == QLatin1String("nvlink"))
                in = t.interconnectClass() == InterconnectClass::NvLink ||
                     t.interconnectClass() == InterconnectClass::NvSwitch;
            else if (filter == QLatin1String("rdma"))
                in = t.hasRdma();
            else if (filter.startsWith(QLatin1String("text:")))
                in = QString::fromStdString(t.gpuLabel).contains(filter.mid(5));
            direct += in;
        }
        QCOMPARE(direct, expected);
        QCOMPARE(proxy.rowCount(), expected);
    }

    // The window's numbers round as the core's sentences do (text::fmt: exact binary
    // value, ties to even), so one figure never reads two ways on a page (issue 26 item 10).
    void numbersRoundAsTheCoreDoes()
    {
        QCOMPARE(formatNumber(0.25, 1), QStringLiteral("0.2"));
        QCOMPARE(formatNumber(10.25, 1), QStringLiteral("10.2"));
        QCOMPARE(formatNumber(0.75, 1), QStringLiteral("0.8"));
        QCOMPARE(formatNumber(2.0, 2), QStringLiteral("2"));
        QCOMPARE(formatNumber(1234.5, 0), QStringLiteral("1234"));
        for (double v : {0.05, 0.15, 0.35, 1.005, 2.675, 19.95, 72.45}) {
            for (int d : {0, 1, 2}) {
                QString core = QString::fromStdString(text::fmt(v, d));
                if (core.contains(QLatin1Char('.'))) {
                    while (core.endsWith(QLatin1Char('0')))
                        core.chop(1);
                    if (core.endsWith(QLatin1Char('.')))
                        core.chop(1);
                }
                QCOMPARE(formatNumber(v, d), core);
            }
        }
    }

    void numericSort()
    {
        CatalogTableModel model;
        model.setCatalog(m_catalog);
        CatalogFilterProxy proxy;
        proxy.setSourceModel(&model);
        proxy.sort(int(Column::Vcpu), Qt::DescendingOrder);
        QCOMPARE(proxy.index(0, int(Column::Vcpu)).data().toInt(), 256); // not "96" before "256"
        proxy.sort(int(Column::GpuMemory), Qt::AscendingOrder);
        QCOMPARE(
            proxy.index(0, int(Column::GpuMemory)).data(CatalogTableModel::SortRole).toDouble(),
            1.0);
    }
};

QTEST_GUILESS_MAIN(TestCatalogTableModel)
#include "tst_catalogtablemodel.moc"
