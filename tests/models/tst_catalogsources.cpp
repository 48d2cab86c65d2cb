// The text sources are the truth: rebuilding catalog.db from resources/catalog must give
// exactly the committed catalog.db; the sources keep every value of ../shared/data;
// a broken source is refused with its file, line and field.
#include "catalogdatabase.h"
#include "catalogsources.h"
#include "estimator/csv.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace gpuplanner;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool sameNumberOrText(const std::string &a, const std::string &b)
{
    if (a == b)
        return true;
    bool okA = false, okB = false;
    const double x = QString::fromStdString(a).toDouble(&okA);
    const double y = QString::fromStdString(b).toDouble(&okB);
    return okA && okB && x == y;
}

} // namespace

class TestCatalogSources : public QObject
{
    Q_OBJECT

private:
    const QString m_sources = QStringLiteral(GP_SOURCE_DIR "/resources/catalog");

private Q_SLOTS:
    void committedCatalogMatchesSources()
    {
        CatalogData fromSources;
        QString error;
        QVERIFY2(readCatalogSources(m_sources, &fromSources, &error), qPrintable(error));
        QTemporaryDir dir;
        const QString rebuilt = dir.filePath(QStringLiteral("catalog.db"));
        QVERIFY2(CatalogDatabase::writeShipped(rebuilt, fromSources, &error), qPrintable(error));

        CatalogData a, b;
        QVERIFY2(CatalogDatabase::readShipped(rebuilt, &a, &error), qPrintable(error));
        QVERIFY2(CatalogDatabase::readShipped(QStringLiteral(GP_SHIPPED_CATALOG), &b, &error),
                 qPrintable(error));
        const char *hint =
            "catalog.db differs from resources/catalog: run scripts/build-catalog.sh";
        QCOMPARE(a.dataDate, b.dataDate);
        QVERIFY2(a.types.size() == b.types.size(), hint);
        for (std::size_t i = 0; i < a.types.size(); ++i) {
            const InstanceType &x = a.types[i];
            const InstanceType &y = b.types[i];
            const bool same = x.id == y.id && x.familyId == y.familyId && x.vcpu == y.vcpu &&
                              x.memoryGib == y.memoryGib && x.gpuLabel == y.gpuLabel &&
                              x.gpuModelId == y.gpuModelId && x.gpuCount == y.gpuCount &&
                              x.gpuMemoryGib == y.gpuMemoryGib && x.gpuFraction == y.gpuFraction &&
                              x.interconnect == y.interconnect && x.networkGbps == y.networkGbps &&
                              x.rdma == y.rdma && x.localStorage == y.localStorage &&
                              x.sourceUrl == y.sourceUrl && x.notes == y.notes;
            QVERIFY2(same, (x.id + ": " + hint).c_str());
        }
        QVERIFY2(a.gpus.size() == b.gpus.size(), hint);
        for (std::size_t i = 0; i < a.gpus.size(); ++i) {
            const GpuModel &x = a.gpus[i];
            const GpuModel &y = b.gpus[i];
            const bool same =
                x.id == y.id && x.name == y.name && x.architecture == y.architecture &&
                x.memoryGib == y.memoryGib && x.memoryBandwidthGBs == y.memoryBandwidthGBs &&
                x.fp32Tflops == y.fp32Tflops &&
                x.fp16TensorTflopsDense == y.fp16TensorTflopsDense && x.bf16 == y.bf16 &&
                x.fp8 == y.fp8 && x.int8TopsDense == y.int8TopsDense &&
                x.nvlinkGBs == y.nvlinkGBs && x.sourceUrl == y.sourceUrl && x.notes == y.notes;
            QVERIFY2(same, (x.id + ": " + hint).c_str());
        }
        QVERIFY2(a.families.size() == b.families.size() && a.regions.size() == b.regions.size(),
                 hint);
        for (std::size_t i = 0; i < a.families.size(); ++i)
            QVERIFY2(a.families[i].id == b.families[i].id &&
                         a.families[i].category == b.families[i].category,
                     hint);
        for (std::size_t i = 0; i < a.regions.size(); ++i)
            QVERIFY2(a.regions[i].id == b.regions[i].id &&
                         a.regions[i].nameZh == b.regions[i].nameZh,
                     hint);
        QVERIFY2(a.prices.size() == b.prices.size(), hint);
        for (std::size_t i = 0; i < a.prices.size(); ++i) {
            const Price &x = a.prices[i];
            const Price &y = b.prices[i];
            const bool same = x.instanceTypeId == y.instanceTypeId && x.regionId == y.regionId &&
                              x.mode == y.mode && x.unit == y.unit && x.amount == y.amount &&
                              x.currency == y.currency && x.kind == y.kind &&
                              x.source == y.source && x.asOf == y.asOf && x.notes == y.notes;
            QVERIFY2(same, (x.instanceTypeId + ": " + hint).c_str());
        }
    }

    // Every column of ../shared/data/alibaba-gpu-instances.csv, gpus.csv, regions.csv and
    // prices.csv is in the sources with the same value (numbers compared as numbers).
    void sourcesKeepTheSharedData_data()
    {
        QTest::addColumn<QString>("shared");
        QTest::addColumn<QString>("ours");
        QTest::addColumn<QString>("key");
        QTest::addColumn<int>("extraRows");
        QTest::newRow("instance types") << "alibaba-gpu-instances.csv"
                                        << "instance_types.csv"
                                        << "instance_type" << 0;
        // Two GPU rows the instance table needs: the gn5 P100 of unstated form factor and the
        // unnamed sgn8ia Ada GPU, with only what the instance rows document.
        QTest::newRow("GPU models") << "gpus.csv"
                                    << "gpus.csv"
                                    << "gpu_model" << 2;
        QTest::newRow("regions") << "regions.csv"
                                 << "regions.csv"
                                 << "region_id" << 0;
        QTest::newRow("prices") << "prices.csv"
                                << "prices.csv"
                                << "instance_type" << 0;
    }
    void sourcesKeepTheSharedData()
    {
        QFETCH(QString, shared);
        QFETCH(QString, ours);
        QFETCH(QString, key);
        const QString sharedPath = QStringLiteral(GP_SOURCE_DIR "/../shared/data/") + shared;
        if (!QFile::exists(sharedPath))
            QSKIP("../shared/data is not beside this checkout");
        std::string error;
        const QByteArray s = readAll(sharedPath);
        const QByteArray o = readAll(m_sources + QLatin1Char('/') + ours);
        const auto st = parseCsv(std::string_view(s.constData(), s.size()), &error);
        const auto ot = parseCsv(std::string_view(o.constData(), o.size()), &error);
        QVERIFY(st && ot);
        QFETCH(int, extraRows);
        // Our sources may add rows (documented in their notes) but never drop or change one.
        QCOMPARE(ot->records.size(), st->records.size() + std::size_t(extraRows));
        const int sk = st->column(key.toStdString());
        const int ok = ot->column(key.toStdString());
        QVERIFY(sk >= 0 && ok >= 0);
        for (const CsvRecord &srec : st->records) {
            const auto &srow = srec.fields;
            const auto it =
                std::find_if(ot->records.begin(), ot->records.end(),
                             [&](const CsvRecord &o) { return o.fields[ok] == srow[sk]; });
            QVERIFY2(it != ot->records.end(), srow[sk].c_str());
            const auto &orow = it->fields;
            for (std::size_t c = 0; c < st->header.size(); ++c) {
                const int oc = ot->column(st->header[c]);
                QVERIFY2(oc >= 0, st->header[c].c_str());
                QVERIFY2(
                    sameNumberOrText(orow[oc], srow[c]),
                    (srow[sk] + " " + st->header[c] + ": '" + orow[oc] + "' vs '" + srow[c] + "'")
                        .c_str());
            }
        }
    }

    void brokenSourcesAreRefused_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("expected");
        QTest::newRow("negative vCPU") << "instance_types.csv"
                                       << "ecs.gn7i-c8g1.2xlarge,gn7i,8,"
                                       << "ecs.gn7i-c8g1.2xlarge,gn7i,-8,"
                                       << "instance_types.csv:23: field 'vcpu'";
        QTest::newRow("fraction above 1") << "instance_types.csv"
                                          << "NVIDIA A10 (vGPU slice),1,4.0,0.1667,"
                                          << "NVIDIA A10 (vGPU slice),1,4.0,1.5,"
                                          << "field 'gpu_fraction': must be in (0, 1]";
        QTest::newRow("unknown GPU id") << "instance_types.csv"
                                        << ",a10\n"
                                        << ",a10-typo\n"
                                        << "field 'gpu_model_id': 'a10-typo' is not in gpus.csv";
        QTest::newRow("unknown family") << "families.csv"
                                        << "gn7i,gpu_compute"
                                        << "gn7x,gpu_compute"
                                        << "field 'family': 'gn7i' is not in families.csv";
        QTest::newRow("bad price date") << "prices.csv"
                                        << "4575.66,list_price_third_party,2023-06"
                                        << "4575.66,list_price_third_party,2023-6"
                                        << "prices.csv:2: field 'as_of'";
        QTest::newRow("price of an unknown type")
            << "prices.csv"
            << "ecs.gn7i-c8g1.2xlarge,cn-shanghai"
            << "ecs.gn7i-c8g9.2xlarge,cn-shanghai"
            << "'ecs.gn7i-c8g9.2xlarge' is not in instance_types.csv";
    }
    void brokenSourcesAreRefused()
    {
        QFETCH(QString, file);
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        for (const QString &name :
             QDir(m_sources).entryList({QStringLiteral("*.csv")}, QDir::Files))
            QVERIFY(QFile::copy(m_sources + QLatin1Char('/') + name, dir.filePath(name)));
        QByteArray text = readAll(dir.filePath(file));
        QVERIFY2(text.contains(from.toUtf8()), qPrintable(from));
        text.replace(text.indexOf(from.toUtf8()), from.toUtf8().size(), to.toUtf8());
        QFile out(dir.filePath(file));
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        out.write(text);
        out.close();
        CatalogData data;
        QString error;
        QVERIFY(!readCatalogSources(dir.path(), &data, &error));
        QVERIFY2(error.contains(expected), qPrintable(error));
        QVERIFY(data.types.empty()); // nothing half-read
    }
};

QTEST_GUILESS_MAIN(TestCatalogSources)
#include "tst_catalogsources.moc"
