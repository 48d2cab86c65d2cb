// Laying the user's overlay over the catalog (mergeOverlay): one hash lookup per row must
// give exactly what the rule it replaced gave, a linear search per overlay row (kept
// below as pairwiseMerge): replaced rows keep their place, new rows are appended in
// overlay order, a key repeated in the overlay ends in one row holding the last value,
// and keys are compared field by field (no two different ids make one key). Checked on
// small cases with duplicates and on a 10k-type catalog (benchmarks/synthcatalog.h).
#include "estimator/catalog.h"
#include "synthcatalog.h"

#include <QTest>

#include <algorithm>
#include <sstream>

using namespace gpuplanner;

namespace {

// The rule before the hash maps, verbatim: a find_if per overlay row.
CatalogData pairwiseMerge(CatalogData base, const CatalogData &overlay)
{
    for (const InstanceType &t : overlay.types) {
        auto it = std::find_if(base.types.begin(), base.types.end(),
                               [&](const InstanceType &b) { return b.id == t.id; });
        if (it != base.types.end())
            *it = t;
        else
            base.types.push_back(t);
    }
    for (const Price &p : overlay.prices) {
        auto it = std::find_if(base.prices.begin(), base.prices.end(), [&](const Price &b) {
            return b.instanceTypeId == p.instanceTypeId && b.regionId == p.regionId &&
                   b.mode == p.mode && b.unit == p.unit;
        });
        if (it != base.prices.end())
            *it = p;
        else
            base.prices.push_back(p);
    }
    for (const SpotAdvice &s : overlay.spotAdvice) {
        auto it =
            std::find_if(base.spotAdvice.begin(), base.spotAdvice.end(), [&](const SpotAdvice &b) {
                return b.instanceTypeId == s.instanceTypeId && b.regionId == s.regionId &&
                       b.zoneId == s.zoneId;
            });
        if (it != base.spotAdvice.end())
            *it = s;
        else
            base.spotAdvice.push_back(s);
    }
    for (const InstanceType &t : overlay.types) {
        const bool known = std::any_of(base.families.begin(), base.families.end(),
                                       [&](const InstanceFamily &f) { return f.id == t.familyId; });
        if (!known)
            base.families.push_back({t.familyId, familyCategoryFromName(t.familyId)});
    }
    return base;
}

// Every field a merge can move, one line per row, in table order.
QStringList rowsOf(const CatalogData &d)
{
    QStringList out;
    auto add = [&](const std::ostringstream &s) {
        out << QString::fromStdString(s.str());
    };
    for (const InstanceType &t : d.types) {
        std::ostringstream s;
        s << "type " << t.id << '|' << t.familyId << '|' << t.vcpu << '|' << t.memoryGib << '|'
          << t.gpuModelId << '|' << t.gpuCount << '|' << t.gpuMemoryGib << '|' << t.notes << '|'
          << toString(t.origin) << '|' << t.asOf;
        add(s);
    }
    for (const Price &p : d.prices) {
        std::ostringstream s;
        s << "price " << p.instanceTypeId << '|' << p.regionId << '|' << toString(p.mode) << '|'
          << toString(p.unit) << '|' << p.amount << '|' << p.currency << '|' << p.source;
        add(s);
    }
    for (const SpotAdvice &a : d.spotAdvice) {
        std::ostringstream s;
        s << "spot " << a.instanceTypeId << '|' << a.regionId << '|' << a.zoneId << '|'
          << a.averageDiscountPct << '|' << a.source;
        add(s);
    }
    for (const InstanceFamily &f : d.families)
        out << QStringLiteral("family %1|%2")
                   .arg(QString::fromStdString(f.id),
                        QString::fromStdString(std::string(toString(f.category))));
    return out;
}

InstanceType type(std::string id, std::string family, int vcpu, std::string notes = "")
{
    InstanceType t;
    t.id = std::move(id);
    t.familyId = std::move(family);
    t.vcpu = vcpu;
    t.memoryGib = 4.0 * vcpu;
    t.gpuModelId = "a10";
    t.gpuCount = 1;
    t.gpuMemoryGib = 24;
    t.notes = std::move(notes);
    return t;
}

Price price(std::string typeId, std::string region, PricingMode mode, PriceUnit unit, double amount,
            std::string source = "shipped")
{
    Price p;
    p.instanceTypeId = std::move(typeId);
    p.regionId = std::move(region);
    p.mode = mode;
    p.unit = unit;
    p.amount = amount;
    p.currency = "CNY";
    p.source = std::move(source);
    return p;
}

SpotAdvice spot(std::string typeId, std::string region, std::string zone, double discount,
                std::string source = "shipped")
{
    SpotAdvice s;
    s.instanceTypeId = std::move(typeId);
    s.regionId = std::move(region);
    s.zoneId = std::move(zone);
    s.averageDiscountPct = discount;
    s.source = std::move(source);
    return s;
}

CatalogData shipped()
{
    CatalogData d;
    d.families = {{"gn7i", FamilyCategory::GpuCompute}, {"gn6v", FamilyCategory::GpuCompute}};
    d.regions = {{"cn-shanghai", "上海", "Shanghai"}, {"cn-beijing", "北京", "Beijing"}};
    d.types = {type("ecs.gn7i-a", "gn7i", 8), type("ecs.gn7i-b", "gn7i", 16),
               type("ecs.gn6v-a", "gn6v", 8)};
    d.prices = {
        price("ecs.gn7i-a", "cn-shanghai", PricingMode::PayAsYouGo, PriceUnit::Hour, 10),
        price("ecs.gn7i-a", "cn-shanghai", PricingMode::Subscription, PriceUnit::Month, 5000),
        price("ecs.gn7i-b", "cn-beijing", PricingMode::PayAsYouGo, PriceUnit::Hour, 20)};
    d.spotAdvice = {spot("ecs.gn7i-a", "cn-shanghai", "cn-shanghai-a", 20),
                    spot("ecs.gn7i-a", "cn-shanghai", "cn-shanghai-b", 25)};
    return d;
}

} // namespace

class TestCatalogMerge : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameAsPairwiseRule_data()
    {
        QTest::addColumn<QString>("name");
        for (const char *name :
             {"empty overlay", "replaced type keeps its place", "new types appended in order",
              "repeated id: last value at the first place", "repeated new id appended once",
              "price key: unit and mode count", "price repeated in the overlay",
              "spot key: zone counts", "new family added once", "ids that run into each other",
              "overlay onto an empty catalog"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }
    void sameAsPairwiseRule()
    {
        QFETCH(QString, name);
        CatalogData base = shipped();
        CatalogData overlay;
        const PricingMode payg = PricingMode::PayAsYouGo;
        if (name == QLatin1String("replaced type keeps its place")) {
            overlay.types = {type("ecs.gn7i-b", "gn7i", 32, "imported")};
        } else if (name == QLatin1String("new types appended in order")) {
            overlay.types = {type("ecs.new-2", "gn7i", 4), type("ecs.gn7i-a", "gn7i", 9, "x"),
                             type("ecs.new-1", "gn7i", 2)};
        } else if (name == QLatin1String("repeated id: last value at the first place")) {
            overlay.types = {type("ecs.gn6v-a", "gn6v", 1, "first"), type("ecs.new", "gn7i", 2),
                             type("ecs.gn6v-a", "gn6v", 3, "last")};
        } else if (name == QLatin1String("repeated new id appended once")) {
            overlay.types = {type("ecs.new", "gn7i", 1, "first"), type("ecs.other", "gn7i", 2),
                             type("ecs.new", "gn7i", 3, "last")};
        } else if (name == QLatin1String("price key: unit and mode count")) {
            overlay.prices = {
                price("ecs.gn7i-a", "cn-shanghai", payg, PriceUnit::Month, 7000, "imported"),
                price("ecs.gn7i-a", "cn-shanghai", PricingMode::Spot, PriceUnit::Hour, 3,
                      "imported"),
                price("ecs.gn7i-a", "cn-shanghai", payg, PriceUnit::Hour, 11, "imported"),
                price("ecs.gn7i-a", "cn-beijing", payg, PriceUnit::Hour, 12, "imported")};
        } else if (name == QLatin1String("price repeated in the overlay")) {
            overlay.prices = {price("ecs.new", "cn-shanghai", payg, PriceUnit::Hour, 1, "first"),
                              price("ecs.gn7i-b", "cn-beijing", payg, PriceUnit::Hour, 2, "first"),
                              price("ecs.new", "cn-shanghai", payg, PriceUnit::Hour, 3, "last"),
                              price("ecs.gn7i-b", "cn-beijing", payg, PriceUnit::Hour, 4, "last")};
        } else if (name == QLatin1String("spot key: zone counts")) {
            overlay.spotAdvice = {spot("ecs.gn7i-a", "cn-shanghai", "cn-shanghai-b", 30, "new"),
                                  spot("ecs.gn7i-a", "cn-shanghai", "cn-shanghai-c", 35, "new"),
                                  spot("ecs.gn7i-a", "cn-shanghai", "cn-shanghai-c", 40, "last")};
        } else if (name == QLatin1String("new family added once")) {
            overlay.types = {type("ecs.gn8is-a", "gn8is", 8), type("ecs.vgn7i-a", "vgn7i", 4),
                             type("ecs.gn8is-b", "gn8is", 16), type("ecs.gn7i-c", "gn7i", 2)};
        } else if (name == QLatin1String("ids that run into each other")) {
            // Joined without care, ("ab", "c") and ("a", "bc") would be one key.
            base.prices.push_back(price("ab", "c", payg, PriceUnit::Hour, 1));
            base.spotAdvice.push_back(spot("ab", "c", "d", 10));
            overlay.prices = {price("a", "bc", payg, PriceUnit::Hour, 2, "other"),
                              price("a:", "bc", payg, PriceUnit::Hour, 3, "other"),
                              price("2:ab", "c", payg, PriceUnit::Hour, 4, "other")};
            overlay.spotAdvice = {spot("a", "bc", "d", 20, "other"),
                                  spot("ab", "cd", "", 30, "other")};
            overlay.types = {type(std::string("ecs.a\0b", 7), "gn7i", 1),
                             type(std::string("ecs.a", 5), "gn7i", 2)};
        } else if (name == QLatin1String("overlay onto an empty catalog")) {
            base = CatalogData{};
            overlay = shipped();
            overlay.types.push_back(type("ecs.gn7i-a", "gn7i", 64, "again"));
        }
        const CatalogData merged = mergeOverlay(base, overlay);
        QCOMPARE(rowsOf(merged), rowsOf(pairwiseMerge(base, overlay)));
        // The index of the merged catalog finds the merged rows.
        const Catalog catalog(merged);
        for (const InstanceType &t : merged.types)
            QVERIFY(catalog.type(t.id) != nullptr);
    }

    // Spot advice of a type comes back in table order (an index per type, not a scan).
    void spotAdviceInTableOrder()
    {
        CatalogData d = shipped();
        d.spotAdvice.push_back(spot("ecs.gn7i-b", "cn-shanghai", "z", 5));
        d.spotAdvice.push_back(spot("ecs.gn7i-a", "cn-beijing", "cn-beijing-a", 15));
        const Catalog catalog(d);
        QStringList zones;
        for (const SpotAdvice *s : catalog.spotAdviceOf("ecs.gn7i-a"))
            zones << QString::fromStdString(s->zoneId);
        QCOMPARE(zones, (QStringList{"cn-shanghai-a", "cn-shanghai-b", "cn-beijing-a"}));
        QVERIFY(catalog.spotAdviceOf("ecs.none").empty());
    }

    // 10k types: the shipped-like catalog cloned (synthcatalog.h), an overlay that
    // replaces every third type, repeats some and adds new ones with prices and spot
    // advice. Same rows, same order as the pairwise rule.
    void tenThousandTypes()
    {
        const CatalogData base = bench::syntheticCatalog(shipped(), 10000);
        QCOMPARE(base.types.size(), std::size_t(10000));
        CatalogData overlay;
        for (std::size_t i = 0; i < base.types.size(); i += 3) {
            InstanceType t = base.types[i];
            t.notes = "imported " + std::to_string(i);
            overlay.types.push_back(t);
        }
        for (int i = 0; i < 500; ++i) {
            overlay.types.push_back(type("ecs.new-" + std::to_string(i), "gn8is", 8));
            overlay.prices.push_back(price("ecs.new-" + std::to_string(i), "cn-shanghai",
                                           PricingMode::PayAsYouGo, PriceUnit::Hour, i + 1.0,
                                           "imported"));
        }
        overlay.types.push_back(type(base.types[42].id, "gn7i", 1, "repeated"));
        for (std::size_t i = 0; i < base.prices.size(); i += 7) {
            Price p = base.prices[i];
            p.amount += 1;
            p.source = "imported";
            overlay.prices.push_back(p);
        }
        for (std::size_t i = 0; i < base.spotAdvice.size(); i += 5) {
            SpotAdvice s = base.spotAdvice[i];
            s.averageDiscountPct += 1;
            overlay.spotAdvice.push_back(s);
        }
        const CatalogData merged = mergeOverlay(base, overlay);
        QCOMPARE(merged.types.size(), std::size_t(10500));
        QCOMPARE(rowsOf(merged), rowsOf(pairwiseMerge(base, overlay)));
        const Catalog catalog(merged);
        QCOMPARE(catalog.type(base.types[42].id)->notes, std::string("repeated"));
        QCOMPARE(catalog.type(base.types[3].id)->notes, std::string("imported 3"));
        QVERIFY(catalog.family("gn8is"));
    }
};

QTEST_APPLESS_MAIN(TestCatalogMerge)
#include "tst_catalogmerge.moc"
