// The plain catalog types: enum names round-trip, unit conversion, dates and the
// interconnect and vGPU classification of free-text catalog columns.
#include "estimator/catalogtypes.h"
#include "estimator/units.h"

#include <QTest>

using namespace gpuplanner;

class TestCatalogTypes : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void enumNamesRoundTrip()
    {
        for (PricingMode m : {PricingMode::PayAsYouGo, PricingMode::Subscription, PricingMode::Spot,
                              PricingMode::Reserved})
            QVERIFY(pricingModeFromString(toString(m)) == m);
        for (PriceUnit u : {PriceUnit::Hour, PriceUnit::Week, PriceUnit::Month, PriceUnit::Year})
            QVERIFY(priceUnitFromString(toString(u)) == u);
        for (PriceKind k : {PriceKind::Published, PriceKind::Imported, PriceKind::UserEntered,
                            PriceKind::Estimated})
            QVERIFY(priceKindFromString(toString(k)) == k);
        QVERIFY(!pricingModeFromString("ondemand"));
        QVERIFY(pricingModeFromString("PAYG") == PricingMode::PayAsYouGo);
    }

    // The pricing modes' table (issue 25): one row per enumerator, in the enumerators' order,
    // whose ids are the files' and the CLI's words and whose unit names the price sheet's
    // column. A mode left out of the table, or listed twice, fails here.
    void pricingModesTable()
    {
        const auto modes = pricingModes();
        QCOMPARE(int(modes.size()), int(PricingMode::Reserved) + 1);
        for (std::size_t i = 0; i < modes.size(); ++i) {
            QCOMPARE(int(modes[i].mode), int(i));
            QCOMPARE(&pricingModeInfo(modes[i].mode), &modes[i]);
            QVERIFY(pricingModeFromString(modes[i].id) == modes[i].mode);
            QVERIFY(modes[i].label && *modes[i].label);
            QVERIFY(modes[i].inSentence && *modes[i].inSentence);
            QCOMPARE(QString::fromLatin1(modes[i].inSentence),
                     QString::fromLatin1(modes[i].label).toLower());
        }
        QCOMPARE(pricingModeIds("|"), std::string("payg|subscription|spot|reserved"));
        QCOMPARE(pricingModeInfo(PricingMode::Subscription).priceColumn(),
                 std::string("subscription_per_month"));
        QCOMPARE(pricingModeInfo(PricingMode::Spot).priceColumn(), std::string("spot_per_hour"));
        // Only a subscription is paid for whole periods, only spot can be taken back.
        for (const PricingModeInfo &m : modes) {
            QCOMPARE(m.commitment, m.mode == PricingMode::Subscription);
            QCOMPARE(m.interruptible, m.mode == PricingMode::Spot);
            QCOMPARE(m.defaultUnit == PriceUnit::Month, m.commitment);
        }
    }

    void perHour_data()
    {
        QTest::addColumn<int>("unit");
        QTest::addColumn<double>("amount");
        QTest::addColumn<double>("expected");
        QTest::newRow("hour") << int(PriceUnit::Hour) << 9.53 << 9.53;
        QTest::newRow("month is 730 hours") << int(PriceUnit::Month) << 730.0 << 1.0;
        QTest::newRow("week is 168 hours") << int(PriceUnit::Week) << 168.0 << 1.0;
        QTest::newRow("year is 8760 hours") << int(PriceUnit::Year) << 8760.0 << 1.0;
    }
    void perHour()
    {
        QFETCH(int, unit);
        QFETCH(double, amount);
        QFETCH(double, expected);
        Price p;
        p.unit = static_cast<PriceUnit>(unit);
        p.amount = amount;
        QCOMPARE(p.perHour(), expected);
    }

    void dates_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<int>("days");
        QTest::newRow("same day") << "2026-11-30"
                                  << "2026-11-30" << 0;
        QTest::newRow("month-only date counts from the 1st") << "2023-06"
                                                             << "2023-07-01" << 30;
        QTest::newRow("leap year") << "2024-02-28"
                                   << "2024-03-01" << 2;
        QTest::newRow("stale boundary") << "2026-06-03"
                                        << "2026-11-30" << 180;
    }
    void dates()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(int, days);
        QCOMPARE(daysBetween(from.toStdString(), to.toStdString()), std::optional<int>(days));
    }

    void invalidDates_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("empty") << "";
        QTest::newRow("no such day") << "2023-02-30";
        QTest::newRow("month 13") << "2023-13";
        QTest::newRow("slashes") << "2023/06/01";
        QTest::newRow("letters") << "2023-0x";
    }
    void invalidDates()
    {
        QFETCH(QString, text);
        QVERIFY(!isValidIsoDate(text.toStdString()));
        QVERIFY(!daysBetween(text.toStdString(), "2026-01-01"));
    }

    void interconnect_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("expected");
        QTest::newRow("empty is unknown") << "" << int(InterconnectClass::Unknown);
        QTest::newRow("NVLink") << "NVLink (900 GB/s)" << int(InterconnectClass::NvLink);
        QTest::newRow("NVSwitch wins over NVLink")
            << "NVSwitch (NVLink)" << int(InterconnectClass::NvSwitch);
        QTest::newRow("inferred PCIe") << "PCIe (inferred)" << int(InterconnectClass::Pcie);
        QTest::newRow("PCIe switch")
            << "PCIe Switch (Gen5 x16, 128 GB/s, P2P)" << int(InterconnectClass::Pcie);
    }
    void interconnect()
    {
        QFETCH(QString, text);
        QFETCH(int, expected);
        InstanceType t;
        t.interconnect = text.toStdString();
        QCOMPARE(int(t.interconnectClass()), expected);
    }

    void vgpuAndInference()
    {
        InstanceType t;
        t.familyId = "gn7i";
        t.gpuLabel = "NVIDIA A10";
        t.gpuFraction = 1.0;
        QVERIFY(!t.isVirtualGpu());
        t.gpuFraction = 0.5;
        QVERIFY(t.isVirtualGpu());
        t.gpuFraction = 1.0;
        t.familyId = "vgn7i-vws";
        QVERIFY(t.isVirtualGpu());
        t.familyId = "gn7i";
        t.interconnect = "PCIe (inferred)";
        QVERIFY(t.isInferred());
        t.interconnect = "PCIe";
        t.notes = "INFERRED (unconfirmed): specs match";
        QVERIFY(t.isInferred());
    }

    void familyCategories()
    {
        QVERIFY(familyCategoryFromName("ebmgn7e") == FamilyCategory::BareMetal);
        QVERIFY(familyCategoryFromName("sccgn7ex") == FamilyCategory::SuperComputingCluster);
        QVERIFY(familyCategoryFromName("sgn8ia") == FamilyCategory::VirtualGpu);
        QVERIFY(familyCategoryFromName("vgn6i-vws") == FamilyCategory::VirtualGpu);
        QVERIFY(familyCategoryFromName("gn8v") == FamilyCategory::GpuCompute);
    }
};

QTEST_GUILESS_MAIN(TestCatalogTypes)
#include "tst_catalogtypes.moc"
