// The importers against fixture files under tests/data/import/: one directory per case.
// Good cases check the values that come out; every malformed-* directory holds the files
// of one rejected import, an expected-error.txt with a part of the message, and optionally
// an options.txt ("format=<name>", "price=<region> <type> <mode> <unit> <period>").
#include "catalogdatabase.h"
#include "catalogsources.h"
#include "datafiles.h"
#include "importers.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <algorithm>

using namespace gpuplanner;

Q_DECLARE_METATYPE(gpuplanner::ImportFormat)
Q_DECLARE_METATYPE(gpuplanner::PricingMode)
Q_DECLARE_METATYPE(gpuplanner::PriceUnit)

namespace {

const std::string kAsOf = "2025-04-01";

QString caseDir(const QString &name)
{
    return QStringLiteral(GP_TEST_DATA "/import/") + name;
}

QString fixture(const QString &relativePath)
{
    return caseDir(relativePath);
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot open fixture %s", qPrintable(path));
    return f.readAll();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// The files of one case, in name order (page1.json before page2.json).
QStringList importedFilesOf(const QString &dir)
{
    QStringList files;
    const auto entries = QDir(dir).entryInfoList(QDir::Files, QDir::Name);
    for (const QFileInfo &fi : entries) {
        if (fi.fileName() != QLatin1String("expected-error.txt") &&
            fi.fileName() != QLatin1String("options.txt"))
            files << fi.absoluteFilePath();
    }
    return files;
}

ImportOptions withAsOf(ImportOptions options = {})
{
    options.asOf = kAsOf;
    return options;
}

ImportOptions priceOptions(const std::string &region, const std::string &type, PricingMode mode,
                           PriceUnit unit, int period)
{
    ImportOptions options = withAsOf();
    options.price = PriceRequest{region, type, mode, unit, period};
    return options;
}

// options.txt of a malformed case; an unreadable line fails the test.
ImportOptions optionsOf(const QString &dir)
{
    ImportOptions options = withAsOf();
    QFile f(dir + QStringLiteral("/options.txt"));
    if (!f.open(QIODevice::ReadOnly))
        return options;
    const auto lines = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (const QString &line : lines) {
        const QString key = line.section(QLatin1Char('='), 0, 0).trimmed();
        const QString value = line.section(QLatin1Char('='), 1).trimmed();
        if (key == QLatin1String("format")) {
            const auto format = importFormatFromString(value);
            if (!format)
                qFatal("%s: unknown format %s", qPrintable(dir), qPrintable(value));
            options.format = *format;
        } else if (key == QLatin1String("price")) {
            const QStringList p = value.split(QLatin1Char(' '), Qt::SkipEmptyParts);
            const auto mode =
                p.size() == 5 ? pricingModeFromString(p[2].toStdString()) : std::nullopt;
            const auto unit =
                p.size() == 5 ? priceUnitFromString(p[3].toStdString()) : std::nullopt;
            if (!mode || !unit)
                qFatal("%s: bad price line %s", qPrintable(dir), qPrintable(line));
            options.price =
                PriceRequest{p[0].toStdString(), p[1].toStdString(), *mode, *unit, p[4].toInt()};
        } else {
            qFatal("%s: unknown option %s", qPrintable(dir), qPrintable(line));
        }
    }
    return options;
}

// The names of enums, for QCOMPARE.
template <typename E>
QString nameOf(E value)
{
    const std::string_view name = toString(value);
    return QString::fromUtf8(name.data(), qsizetype(name.size()));
}

const InstanceType *findType(const CatalogData &rows, const std::string &id)
{
    const auto it = std::find_if(rows.types.begin(), rows.types.end(),
                                 [&](const InstanceType &t) { return t.id == id; });
    return it == rows.types.end() ? nullptr : &*it;
}

const Price *findPrice(const CatalogData &rows, const std::string &type, PricingMode mode)
{
    const auto it = std::find_if(rows.prices.begin(), rows.prices.end(), [&](const Price &p) {
        return p.instanceTypeId == type && p.mode == mode;
    });
    return it == rows.prices.end() ? nullptr : &*it;
}

const SpotAdvice *findSpot(const CatalogData &rows, const std::string &type,
                           const std::string &zone)
{
    const auto it =
        std::find_if(rows.spotAdvice.begin(), rows.spotAdvice.end(), [&](const SpotAdvice &s) {
            return s.instanceTypeId == type && s.zoneId == zone;
        });
    return it == rows.spotAdvice.end() ? nullptr : &*it;
}

QStringList typeIds(const CatalogData &rows)
{
    QStringList ids;
    for (const InstanceType &t : rows.types)
        ids << QString::fromStdString(t.id);
    ids.sort();
    return ids;
}

} // namespace

class TestImporters : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void detectsFormat_data();
    void detectsFormat();

    void instanceTypesNewTypeFromPage();
    void instanceTypesExistingTypeKeepsCatalogFacts();
    void instanceTypesPages_data();
    void instanceTypesPages();
    void byteOrderMarkAndRepeatedImport();

    void describePrice_data();
    void describePrice();
    void describePriceRequestRejected_data();
    void describePriceRequestRejected();
    void describePriceForTypeImportedInSameBatch();

    void spotAdvice();
    void priceCsv();
    void priceCsvRepeatedRowCountedOnce();
    void repeatedAcrossFilesCountedOnce();
    void instanceTypesListedTwiceCountedOnce();
    void nulCharacterRefused_data();
    void nulCharacterRefused();
    void oversizedFileRefusedBeforeReading();

    void malformedRejected_data();
    void malformedRejected();

private:
    std::optional<ImportOutcome> importCase(const QString &dir, const ImportOptions &options);

    Catalog m_catalog;
};

void TestImporters::initTestCase()
{
    // English plural forms, as the window and the command line install them ("1 price",
    // "4 prices" from "%n price(s)").
    static QTranslator plurals;
    QVERIFY(plurals.load(translationFile(QStringLiteral("en"))));
    QCoreApplication::installTranslator(&plurals);
    CatalogData data;
    QString error;
    QVERIFY2(CatalogDatabase::readShipped(QStringLiteral(GP_SHIPPED_CATALOG), &data, &error),
             qPrintable(error));
    m_catalog = Catalog(std::move(data));
    // The fixtures rely on these facts of the shipped catalog.
    QVERIFY(m_catalog.type("ecs.gn7i-c8g1.2xlarge"));
    QVERIFY(m_catalog.type("ecs.gn6i-c4g1.xlarge"));
    QVERIFY(!m_catalog.type("ecs.gn7i-c4g1.xlarge"));
    QVERIFY(!m_catalog.type("ecs.g6.large"));
    QVERIFY(m_catalog.gpu("a10"));
}

std::optional<ImportOutcome> TestImporters::importCase(const QString &dir,
                                                       const ImportOptions &options)
{
    QString error;
    auto outcome = importFiles(importedFilesOf(caseDir(dir)), m_catalog, options, &error);
    if (!outcome)
        qWarning("%s: %s", qPrintable(dir), qPrintable(error));
    return outcome;
}

void TestImporters::detectsFormat_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<ImportFormat>("expected");

    QTest::newRow("instance-types-page") << readFile(fixture("instance-types-good/page1.json"))
                                         << "page1.json" << ImportFormat::InstanceTypesJson;
    QTest::newRow("instance-types-array-of-pages")
        << readFile(fixture("instance-types-array/pages.json")) << "pages.json"
        << ImportFormat::InstanceTypesJson;
    QTest::newRow("describe-price")
        << readFile(fixture("price-good/price.json")) << "price.json" << ImportFormat::PriceJson;
    QTest::newRow("spot-advice") << readFile(fixture("spot-good/spot.json")) << "spot.json"
                                 << ImportFormat::SpotAdviceJson;
    QTest::newRow("price-csv") << readFile(fixture("price-csv-good/prices.csv")) << "prices.csv"
                               << ImportFormat::PriceCsv;
    QTest::newRow("spot-advice-key-after-4KiB")
        << QByteArray("{\"RequestId\": \"" + QByteArray(5000, 'x') +
                      "\", \"RegionId\": \"cn-hangzhou\", \"AvailableSpotZones\": {}}")
        << "spot.json" << ImportFormat::SpotAdviceJson;
    QTest::newRow("unrecognised-json-is-auto")
        << readFile(fixture("malformed-unrecognised-json/foo.json")) << "foo.json"
        << ImportFormat::Auto;
}

void TestImporters::detectsFormat()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, fileName);
    QFETCH(ImportFormat, expected);
    QCOMPARE(formatName(detectFormat(content, fileName)), formatName(expected));
}

void TestImporters::instanceTypesNewTypeFromPage()
{
    const auto outcome = importCase(QStringLiteral("instance-types-good"), withAsOf());
    QVERIFY(outcome);
    QCOMPARE(typeIds(outcome->rows),
             QStringList({"ecs.gn7i-c4g1.xlarge", "ecs.gn7i-c8g1.2xlarge"}));
    QVERIFY(outcome->rows.prices.empty());

    // A type the catalog does not have: everything comes from the page.
    const InstanceType *t = findType(outcome->rows, "ecs.gn7i-c4g1.xlarge");
    QVERIFY(t);
    QCOMPARE(t->familyId, std::string("gn7i"));
    QCOMPARE(t->vcpu, 4);
    QCOMPARE(t->memoryGib, 15.5);
    QCOMPARE(t->gpuCount, 1);
    QCOMPARE(t->gpuMemoryGib, 24.0);
    QCOMPARE(t->gpuLabel, std::string("NVIDIA A10"));
    QCOMPARE(t->gpuModelId, std::string("a10"));
    QCOMPARE(t->gpuFraction, std::optional<double>(1.0));
    QCOMPARE(t->networkGbps, std::optional<double>(4.5)); // 4 500 000 Kbit/s
    QCOMPARE(t->rdma, std::string("eRDMA (ERI x 1)"));
    QCOMPARE(t->localStorage, std::string("1 x 100 GiB local_ssd_pro"));
    QCOMPARE(t->interconnect, std::string()); // not in the API
    QCOMPARE(nameOf(t->origin), nameOf(Origin::Imported));
    QCOMPARE(t->asOf, kAsOf);
    QCOMPARE(t->sourceUrl, std::string("DescribeInstanceTypes: page1.json"));

    // The CPU type is counted, not imported.
    QVERIFY(!findType(outcome->rows, "ecs.g6.large"));
    QCOMPARE(outcome->summary.size(), 1);
    const QString summary = outcome->summary.front();
    QVERIFY2(summary.startsWith("page1.json: 2 GPU instance types"), qPrintable(summary));
    QVERIFY2(summary.contains("1 without a GPU skipped"), qPrintable(summary));
}

void TestImporters::instanceTypesExistingTypeKeepsCatalogFacts()
{
    const auto outcome = importCase(QStringLiteral("instance-types-good"), withAsOf());
    QVERIFY(outcome);
    const InstanceType *shipped = m_catalog.type("ecs.gn7i-c8g1.2xlarge");
    const InstanceType *t = findType(outcome->rows, "ecs.gn7i-c8g1.2xlarge");
    QVERIFY(shipped);
    QVERIFY(t);
    QCOMPARE(t->vcpu, 8);
    QCOMPARE(t->memoryGib, 30.0);
    QCOMPARE(t->gpuCount, 1);
    QCOMPARE(t->gpuMemoryGib, 24.0);
    QCOMPARE(t->networkGbps, std::optional<double>(16.0));
    // What the API does not say stays as the catalog has it.
    QCOMPARE(t->gpuModelId, std::string("a10"));
    QVERIFY(!shipped->interconnect.empty());
    QCOMPARE(t->interconnect, shipped->interconnect);
    QCOMPARE(t->gpuFraction, shipped->gpuFraction);
    QCOMPARE(t->sourceUrl, shipped->sourceUrl);
    QCOMPARE(t->rdma, std::string()); // EriQuantity 0
    QCOMPARE(nameOf(t->origin), nameOf(Origin::Imported));
    QCOMPARE(t->asOf, kAsOf);
    QCOMPARE(t->notes, shipped->notes); // origin and asOf say it was updated
}

// Windows tools save JSON with a UTF-8 byte-order mark; importing the same page twice
// gives the same rows, not growing notes.
void TestImporters::byteOrderMarkAndRepeatedImport()
{
    QFile f(fixture("instance-types-good/page1.json"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray withBom = "\xEF\xBB\xBF" + f.readAll();
    QVERIFY(detectFormat(withBom, QStringLiteral("page1.json")) == ImportFormat::InstanceTypesJson);
    ImportOptions options;
    options.asOf = kAsOf;
    QString error;
    const auto once =
        importContent(withBom, QStringLiteral("page1.json"), m_catalog, options, &error);
    QVERIFY2(once, qPrintable(error));
    const Catalog after(mergeOverlay(m_catalog.data(), once->rows));
    const auto twice = importContent(withBom, QStringLiteral("page1.json"), after, options, &error);
    QVERIFY2(twice, qPrintable(error));
    QCOMPARE(twice->rows.types.size(), once->rows.types.size());
    for (std::size_t i = 0; i < once->rows.types.size(); ++i)
        QCOMPARE(twice->rows.types[i].notes, once->rows.types[i].notes);
}

void TestImporters::instanceTypesPages_data()
{
    QTest::addColumn<QString>("dir");
    QTest::addColumn<int>("files");

    QTest::newRow("two-page-files") << "instance-types-multipage" << 2;
    QTest::newRow("array-of-pages-in-one-file") << "instance-types-array" << 1;
}

void TestImporters::instanceTypesPages()
{
    QFETCH(QString, dir);
    QFETCH(int, files);
    const auto outcome = importCase(dir, withAsOf());
    QVERIFY(outcome);
    // Types of both pages; ecs.g6.large (page 1) is skipped.
    QCOMPARE(typeIds(outcome->rows), QStringList({"ecs.gn6i-c4g1.xlarge", "ecs.gn7i-c16g1.4xlarge",
                                                  "ecs.gn7i-c4g1.xlarge"}));
    QCOMPARE(outcome->summary.size(), files);
    QVERIFY2(outcome->summary.join('\n').contains("1 without a GPU skipped"),
             qPrintable(outcome->summary.join('\n')));

    const InstanceType *fromPage1 = findType(outcome->rows, "ecs.gn7i-c16g1.4xlarge");
    QVERIFY(fromPage1);
    QCOMPARE(fromPage1->vcpu, 16);
    QCOMPARE(fromPage1->memoryGib, 60.0);
    const InstanceType *fromPage2 = findType(outcome->rows, "ecs.gn6i-c4g1.xlarge");
    QVERIFY(fromPage2);
    QCOMPARE(fromPage2->vcpu, 4);
    QCOMPARE(fromPage2->gpuMemoryGib, 16.0);
    QCOMPARE(fromPage2->gpuModelId, std::string("t4"));
    QCOMPARE(fromPage2->networkGbps, std::optional<double>(4.0));
    QCOMPARE(nameOf(fromPage2->origin), nameOf(Origin::Imported));
}

void TestImporters::describePrice_data()
{
    QTest::addColumn<QString>("dir");
    QTest::addColumn<QString>("region");
    QTest::addColumn<QString>("type");
    QTest::addColumn<PricingMode>("mode");
    QTest::addColumn<PriceUnit>("unit");
    QTest::addColumn<int>("period");
    QTest::addColumn<double>("amount");
    QTest::addColumn<double>("listAmount"); // 0: none
    QTest::addColumn<QString>("currency");

    QTest::newRow("payg-per-hour") << "price-good"
                                   << "cn-hangzhou"
                                   << "ecs.gn7i-c8g1.2xlarge" << PricingMode::PayAsYouGo
                                   << PriceUnit::Hour << 1 << 11.5 << 12.5 << "CNY";
    QTest::newRow("subscription-3-months-divided-per-month")
        << "price-subscription"
        << "cn-shanghai"
        << "ecs.gn7i-c16g1.4xlarge" << PricingMode::Subscription << PriceUnit::Month << 3 << 3000.0
        << 4000.0 << "CNY";
    QTest::newRow("reserved-from-hourly-price") << "price-reserved"
                                                << "ap-southeast-1"
                                                << "ecs.gn8is.2xlarge" << PricingMode::Reserved
                                                << PriceUnit::Hour << 1 << 0.75 << 0.0 << "USD";
}

void TestImporters::describePrice()
{
    QFETCH(QString, dir);
    QFETCH(QString, region);
    QFETCH(QString, type);
    QFETCH(PricingMode, mode);
    QFETCH(PriceUnit, unit);
    QFETCH(int, period);
    QFETCH(double, amount);
    QFETCH(double, listAmount);
    QFETCH(QString, currency);

    const auto outcome =
        importCase(dir, priceOptions(region.toStdString(), type.toStdString(), mode, unit, period));
    QVERIFY(outcome);
    QCOMPARE(outcome->rows.prices.size(), std::size_t(1));
    QVERIFY(outcome->rows.types.empty());
    const Price &p = outcome->rows.prices.front();
    QCOMPARE(p.instanceTypeId, type.toStdString());
    QCOMPARE(p.regionId, region.toStdString());
    QCOMPARE(nameOf(p.mode), nameOf(mode));
    QCOMPARE(nameOf(p.unit), nameOf(unit));
    QCOMPARE(p.amount, amount);
    QCOMPARE(p.listAmount, listAmount > 0 ? std::optional<double>(listAmount) : std::nullopt);
    QCOMPARE(QString::fromStdString(p.currency), currency);
    QCOMPARE(nameOf(p.kind), nameOf(PriceKind::Imported));
    QCOMPARE(nameOf(p.origin), nameOf(Origin::Imported));
    QCOMPARE(p.asOf, kAsOf);
    QCOMPARE(p.source, std::string("DescribePrice: price.json"));
    QCOMPARE(p.notes.find("Period=3") != std::string::npos, period == 3);
    QCOMPARE(outcome->summary.size(), 1);
    QVERIFY(outcome->summary.front().contains(type));
    QVERIFY(outcome->summary.front().contains(region));
}

void TestImporters::describePriceRequestRejected_data()
{
    QTest::addColumn<QString>("region");
    QTest::addColumn<QString>("type");
    QTest::addColumn<PricingMode>("mode");
    QTest::addColumn<PriceUnit>("unit");
    QTest::addColumn<int>("period");
    QTest::addColumn<QString>("expected");

    const QString type = QStringLiteral("ecs.gn7i-c8g1.2xlarge");
    QTest::newRow("subscription-per-hour")
        << "cn-hangzhou" << type << PricingMode::Subscription << PriceUnit::Hour << 1
        << "a subscription price is per week, month or year, not per hour";
    QTest::newRow("payg-per-month") << "cn-hangzhou" << type << PricingMode::PayAsYouGo
                                    << PriceUnit::Month << 1 << "a pay-as-you-go price is per hour";
    QTest::newRow("type-not-in-catalog")
        << "cn-hangzhou"
        << "ecs.gn7i-c4g1.xlarge" << PricingMode::PayAsYouGo << PriceUnit::Hour << 1
        << "instance type 'ecs.gn7i-c4g1.xlarge' is not in the catalog";
    QTest::newRow("unknown-region")
        << "xx-nowhere-1" << type << PricingMode::PayAsYouGo << PriceUnit::Hour << 1
        << "region 'xx-nowhere-1' is not a known region";
    QTest::newRow("period-zero") << "cn-hangzhou" << type << PricingMode::PayAsYouGo
                                 << PriceUnit::Hour << 0 << "the period must be at least 1";
}

void TestImporters::describePriceRequestRejected()
{
    QFETCH(QString, region);
    QFETCH(QString, type);
    QFETCH(PricingMode, mode);
    QFETCH(PriceUnit, unit);
    QFETCH(int, period);
    QFETCH(QString, expected);

    QString error;
    const auto outcome = importFiles(
        {fixture("price-good/price.json")}, m_catalog,
        priceOptions(region.toStdString(), type.toStdString(), mode, unit, period), &error);
    QVERIFY(!outcome);
    QVERIFY2(error.startsWith("price.json: "), qPrintable(error));
    QVERIFY2(error.contains(expected), qPrintable(error));
}

// Later files of a batch see the types imported by earlier ones.
void TestImporters::describePriceForTypeImportedInSameBatch()
{
    QString error;
    const auto outcome = importFiles(
        {fixture("instance-types-good/page1.json"), fixture("price-good/price.json")}, m_catalog,
        priceOptions("cn-beijing", "ecs.gn7i-c4g1.xlarge", PricingMode::PayAsYouGo, PriceUnit::Hour,
                     1),
        &error);
    QVERIFY2(outcome, qPrintable(error));
    QVERIFY(findType(outcome->rows, "ecs.gn7i-c4g1.xlarge"));
    const Price *p = findPrice(outcome->rows, "ecs.gn7i-c4g1.xlarge", PricingMode::PayAsYouGo);
    QVERIFY(p);
    QCOMPARE(p->regionId, std::string("cn-beijing"));
    QCOMPARE(p->amount, 11.5);
    QCOMPARE(outcome->summary.size(), 2);
}

void TestImporters::spotAdvice()
{
    const auto outcome = importCase(QStringLiteral("spot-good"), withAsOf());
    QVERIFY(outcome);
    QCOMPARE(outcome->rows.spotAdvice.size(), std::size_t(3));
    for (const SpotAdvice &s : outcome->rows.spotAdvice) {
        QCOMPARE(s.regionId, std::string("cn-hangzhou"));
        QCOMPARE(nameOf(s.origin), nameOf(Origin::Imported));
        QCOMPARE(s.asOf, kAsOf);
        QCOMPARE(s.source, std::string("DescribeSpotAdvice: spot.json"));
    }

    const SpotAdvice *a10ZoneI = findSpot(outcome->rows, "ecs.gn7i-c8g1.2xlarge", "cn-hangzhou-i");
    QVERIFY(a10ZoneI);
    QCOMPARE(a10ZoneI->averageDiscountPct, 25.0);
    QCOMPARE(a10ZoneI->interruptionRatePct, std::optional<double>(3.0));
    QCOMPARE(a10ZoneI->interruptionRateDesc, std::string("0-3%"));
    const SpotAdvice *a10ZoneJ = findSpot(outcome->rows, "ecs.gn7i-c8g1.2xlarge", "cn-hangzhou-j");
    QVERIFY(a10ZoneJ);
    QCOMPARE(a10ZoneJ->averageDiscountPct, 30.0);
    QCOMPARE(a10ZoneJ->interruptionRatePct, std::optional<double>(12.0));
    QCOMPARE(a10ZoneJ->interruptionRateDesc, std::string("10-15%"));
    const SpotAdvice *t4 = findSpot(outcome->rows, "ecs.gn6i-c4g1.xlarge", "cn-hangzhou-i");
    QVERIFY(t4);
    QCOMPARE(t4->averageDiscountPct, 40.0);
    QCOMPARE(t4->interruptionRatePct, std::optional<double>(8.0));

    // ecs.g6.large and ecs.gn7i-c4g1.xlarge are not in the catalog.
    QVERIFY(!findSpot(outcome->rows, "ecs.g6.large", "cn-hangzhou-i"));
    QVERIFY(!findSpot(outcome->rows, "ecs.gn7i-c4g1.xlarge", "cn-hangzhou-j"));
    QCOMPARE(outcome->summary.size(), 1);
    QVERIFY2(outcome->summary.front().contains("2 types not in the catalog skipped"),
             qPrintable(outcome->summary.front()));
}

void TestImporters::priceCsv()
{
    const auto outcome = importCase(QStringLiteral("price-csv-good"), withAsOf());
    QVERIFY(outcome);
    QCOMPARE(outcome->rows.prices.size(), std::size_t(4)); // payg + subscription per row
    QCOMPARE(outcome->summary, QStringList({"prices.csv: 4 prices"}));

    const Price *payg = findPrice(outcome->rows, "ecs.gn7i-c8g1.2xlarge", PricingMode::PayAsYouGo);
    QVERIFY(payg);
    QCOMPARE(payg->regionId, std::string("cn-hangzhou"));
    QCOMPARE(nameOf(payg->unit), nameOf(PriceUnit::Hour));
    QCOMPARE(payg->amount, 11.5);
    QCOMPARE(payg->currency, std::string("CNY"));
    QCOMPARE(nameOf(payg->kind), nameOf(PriceKind::Imported));
    QCOMPARE(payg->asOf, std::string("2025-03-01")); // the sheet's date, not the import's
    QCOMPARE(payg->source, std::string("https://example.com/test-fixture-sheet"));
    QCOMPARE(payg->notes, std::string("Test fixture, not a real quote"));
    QCOMPARE(nameOf(payg->origin), nameOf(Origin::Imported));
    const Price *sub = findPrice(outcome->rows, "ecs.gn7i-c8g1.2xlarge", PricingMode::Subscription);
    QVERIFY(sub);
    QCOMPARE(nameOf(sub->unit), nameOf(PriceUnit::Month));
    QCOMPARE(sub->amount, 5000.0);

    // Second row: no price_kind and no source_url.
    const Price *usd = findPrice(outcome->rows, "ecs.gn6i-c4g1.xlarge", PricingMode::PayAsYouGo);
    QVERIFY(usd);
    QCOMPARE(usd->regionId, std::string("ap-southeast-1"));
    QCOMPARE(usd->currency, std::string("USD"));
    QCOMPARE(usd->amount, 1.25);
    QCOMPARE(nameOf(usd->kind), nameOf(PriceKind::Imported));
    QCOMPARE(usd->asOf, std::string("2025-03"));
    QCOMPARE(usd->source, std::string("prices.csv"));
    const Price *usdSub =
        findPrice(outcome->rows, "ecs.gn6i-c4g1.xlarge", PricingMode::Subscription);
    QVERIFY(usdSub);
    QCOMPARE(nameOf(usdSub->unit), nameOf(PriceUnit::Month));
    QCOMPARE(usdSub->amount, 620.5);
}

// Issue 27 item 8: a row given twice is one price, not two, and the summary says so.
void TestImporters::priceCsvRepeatedRowCountedOnce()
{
    const QByteArray sheet = "instance_type,region,currency,payg_per_hour,spot_per_hour,as_of\n"
                             "ecs.gn7i-c8g1.2xlarge,cn-hangzhou,CNY,11.5,3.2,2025-03-01\n"
                             "ecs.gn6i-c4g1.xlarge,cn-hangzhou,CNY,7.2,,2025-03-01\n"
                             "ecs.gn7i-c8g1.2xlarge,cn-hangzhou,CNY,11.5,3.2,2025-03-01\n"
                             "ecs.gn7i-c8g1.2xlarge,cn-hangzhou,CNY,11.5,,2025-03-01\n";
    QString error;
    const auto outcome =
        importContent(sheet, QStringLiteral("prices.csv"), m_catalog, withAsOf(), &error);
    QVERIFY2(outcome, qPrintable(error));
    QCOMPARE(outcome->rows.prices.size(), std::size_t(3));
    QCOMPARE(outcome->summary,
             QStringList({"prices.csv: 3 prices; 3 repeated identically, counted once"}));
    const Price *payg = findPrice(outcome->rows, "ecs.gn7i-c8g1.2xlarge", PricingMode::PayAsYouGo);
    QVERIFY(payg);
    QCOMPARE(payg->amount, 11.5);
}

// Issue 27: across the files of one batch, a row a later file gives again with the same
// facts is one row and the summary says so (a contradicting one is a malformed case:
// malformed-*-conflict-across-files); the earlier file's row is the one kept.
void TestImporters::repeatedAcrossFilesCountedOnce()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QByteArray header = "instance_type,region,currency,payg_per_hour,as_of,source_url\n";
    const QString a = dir.filePath(QStringLiteral("a.csv"));
    const QString b = dir.filePath(QStringLiteral("b.csv"));
    QVERIFY(writeFile(a, header + "ecs.gn7i-c8g1.2xlarge,cn-hangzhou,CNY,11.5,2025-03-01,"
                                  "https://example.com/a\n"));
    QVERIFY(writeFile(b, header + "ecs.gn7i-c8g1.2xlarge,cn-hangzhou,CNY,11.5,2025-03-01,"
                                  "https://example.com/b\n"
                                  "ecs.gn6i-c4g1.xlarge,cn-hangzhou,CNY,7.2,2025-03-01,\n"));
    QString error;
    const auto outcome = importFiles({a, b}, m_catalog, withAsOf(), &error);
    QVERIFY2(outcome, qPrintable(error));
    QCOMPARE(outcome->rows.prices.size(), std::size_t(2));
    QCOMPARE(outcome->summary,
             QStringList({"a.csv: 1 price",
                          "b.csv: 2 prices; 1 repeated identically from an earlier file, "
                          "counted once"}));
    const Price *kept = findPrice(outcome->rows, "ecs.gn7i-c8g1.2xlarge", PricingMode::PayAsYouGo);
    QVERIFY(kept);
    QCOMPARE(kept->source, std::string("https://example.com/a"));
}

// The same type on two pages of one file (a page saved twice) is one type; a conflicting
// repeat is a malformed case (malformed-instance-types-duplicate-conflict).
void TestImporters::instanceTypesListedTwiceCountedOnce()
{
    QFile f(fixture("instance-types-array/pages.json"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray pages = f.readAll();
    const QByteArray twice =
        "[" + pages.trimmed().mid(1).chopped(1) + "," + pages.trimmed().mid(1).chopped(1) + "]";
    QString error;
    const auto outcome =
        importContent(twice, QStringLiteral("pages.json"), m_catalog, withAsOf(), &error);
    QVERIFY2(outcome, qPrintable(error));
    QCOMPARE(typeIds(outcome->rows), QStringList({"ecs.gn6i-c4g1.xlarge", "ecs.gn7i-c16g1.4xlarge",
                                                  "ecs.gn7i-c4g1.xlarge"}));
    QCOMPARE(outcome->summary,
             QStringList({"pages.json: 3 GPU instance types read; 1 without a GPU skipped; "
                          "3 repeated identically, counted once"}));
}

// A NUL in a cell would cut the text short wherever it meets a C string: refused, with
// the file, line and field.
void TestImporters::nulCharacterRefused_data()
{
    QTest::addColumn<QByteArray>("sheet");
    QTest::addColumn<QString>("expected");

    const QByteArray nul(1, '\0');
    const QByteArray header = "instance_type,region,currency,payg_per_hour,as_of,notes\n";
    const QByteArray good = "ecs.gn7i-c8g1.2xlarge,cn-hangzhou,CNY,11.5,2025-03-01,ok\n";
    QTest::newRow("in-a-note") << header + good +
                                      "ecs.gn6i-c4g1.xlarge,cn-hangzhou,CNY,7.2,2025-03-01,"
                                      "\"cheap" +
                                      nul + " hidden\"\n"
                               << "prices.csv:3: field 'notes': holds a NUL character (\\0)";
    QTest::newRow("in-an-id") << header + "ecs.gn7i-c8g1.2xlarge" + nul +
                                     "x,cn-hangzhou,CNY,11.5,2025-03-01,\n"
                              << "prices.csv:2: field 'instance_type': holds a NUL character";
    QTest::newRow("in-the-header")
        << "instance_type,region,currency,payg_per_hour,as_of,no" + nul + "tes\n" + good
        << "prices.csv:1: field 'column 6 of the header': holds a NUL character";
}

void TestImporters::nulCharacterRefused()
{
    QFETCH(QByteArray, sheet);
    QFETCH(QString, expected);
    QVERIFY(sheet.contains('\0'));
    QString error;
    const auto outcome =
        importContent(sheet, QStringLiteral("prices.csv"), m_catalog, withAsOf(), &error);
    QVERIFY(!outcome);
    QVERIFY2(error.startsWith(expected), qPrintable(error));
}

// Over the cap the file is refused by its size, before a byte is read: at once and with a
// message naming the file and the cap.
void TestImporters::oversizedFileRefusedBeforeReading()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("huge.csv"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(kMaxImportFileBytes + 1)); // sparse: costs no disk
    }
    QElapsedTimer timer;
    timer.start();
    QString error;
    QVERIFY(
        !importFiles({fixture("price-csv-good/prices.csv"), path}, m_catalog, withAsOf(), &error));
    QVERIFY2(timer.elapsed() < 1000, qPrintable(QString::number(timer.elapsed())));
    QVERIFY2(error.startsWith(path + QStringLiteral(": 16777217 bytes is larger than an imported "
                                                    "file may be (16 MiB)")),
             qPrintable(error));
    QVERIFY(!readImportFile(path, &error));
    QVERIFY(readImportFile(fixture("price-csv-good/prices.csv"), &error));

    // A price CSV of more lines than a real sheet has is refused before it is parsed.
    QByteArray lines = "instance_type,region,currency,payg_per_hour,as_of\n";
    for (qsizetype i = 0; i < kMaxPriceCsvLines; ++i)
        lines += "ecs.gn7i-c8g1.2xlarge,cn-hangzhou,CNY,11.5,2025-03-01\n";
    QVERIFY(lines.size() < kMaxImportFileBytes);
    timer.restart();
    QVERIFY(!importContent(lines, QStringLiteral("long.csv"), m_catalog, withAsOf(), &error));
    QVERIFY2(timer.elapsed() < 1000, qPrintable(QString::number(timer.elapsed())));
    QCOMPARE(error, QStringLiteral("long.csv: 100001 lines is more than a price CSV may have "
                                   "(100000); split it into smaller files"));

    // The same cap for content already in memory.
    QVERIFY(!importContent(QByteArray(kMaxImportFileBytes + 1, ' '), QStringLiteral("big.csv"),
                           m_catalog, withAsOf(), &error));
    QVERIFY2(error.startsWith(QStringLiteral("big.csv: 16777217 bytes is larger")),
             qPrintable(error));
}

void TestImporters::malformedRejected_data()
{
    QTest::addColumn<QString>("dir");

    const auto dirs =
        QDir(caseDir(QString())).entryList({QStringLiteral("malformed-*")}, QDir::Dirs, QDir::Name);
    QVERIFY(dirs.size() >= 20);
    for (const QString &d : dirs)
        QTest::newRow(qPrintable(d.mid(int(qstrlen("malformed-"))))) << d;
}

void TestImporters::malformedRejected()
{
    QFETCH(QString, dir);
    const QString path = caseDir(dir);
    QVERIFY2(QFile::exists(path + QStringLiteral("/expected-error.txt")),
             qPrintable(dir + QStringLiteral(" has no expected-error.txt")));
    const QString expected =
        QString::fromUtf8(readFile(path + QStringLiteral("/expected-error.txt"))).trimmed();
    QVERIFY(!expected.isEmpty());
    const QStringList files = importedFilesOf(path);
    QVERIFY(!files.isEmpty());

    QString error;
    const auto outcome = importFiles(files, m_catalog, optionsOf(path), &error);
    QVERIFY2(!outcome, qPrintable(dir + QStringLiteral(": accepted")));
    QVERIFY2(error.contains(expected),
             qPrintable(QStringLiteral("expected '%1' in '%2'").arg(expected, error)));
    // The message starts with the name of the file at fault.
    const bool namesFile = std::any_of(files.begin(), files.end(), [&](const QString &f) {
        return error.startsWith(QFileInfo(f).fileName() + QLatin1Char(':'));
    });
    QVERIFY2(namesFile, qPrintable(error));
}

QTEST_GUILESS_MAIN(TestImporters)
#include "tst_importers.moc"
