// The validation table (estimator/limits.h): every row is well formed, a refusal names
// the field, the value and the allowed range, NaN/infinity/negative/overflowing values are
// refused, the product gpus_per_node × nodes cannot overflow, and every shipped preset
// and a default workload pass it.
#include "estimator/limits.h"
#include "estimator/memory.h"
#include "estimator/planner.h"
#include "presets.h"

#include <QFile>
#include <QTest>

#include <cmath>
#include <limits>
#include <set>

using namespace gpuplanner;

class TestLimits : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tableIsWellFormed()
    {
        std::set<std::string_view> fields, flags;
        QVERIFY(limits::table().size() > 30);
        for (const limits::Limit &l : limits::table()) {
            QVERIFY2(!l.field.empty(), "every row names a field");
            QVERIFY2(fields.insert(l.field).second, std::string(l.field).c_str());
            if (!l.flag.empty()) {
                QVERIFY2(l.flag.substr(0, 2) == "--", std::string(l.flag).c_str());
                QVERIFY2(flags.insert(l.flag).second, std::string(l.flag).c_str());
            }
            QVERIFY2(l.min < l.max, std::string(l.field).c_str());
            QVERIFY2(std::isfinite(l.min) && std::isfinite(l.max), std::string(l.field).c_str());
            QVERIFY2(!l.unit.empty(), std::string(l.field).c_str());
            QVERIFY2(!l.where.empty(), std::string(l.field).c_str());
            // A whole number's range fits an int, so narrowing after the check is safe.
            if (l.kind == limits::Kind::Whole)
                QVERIFY(l.max <= std::numeric_limits<int>::max() && l.min >= 0);
        }
        QCOMPARE(limits::byFlag("--spot-discount")->field,
                 std::string_view("plan.spot_discount_pct"));
        QCOMPARE(limits::byField("inputs.batch")->flag, std::string_view("--batch"));
        QVERIFY(!limits::byFlag("--no-such-flag"));
        QVERIFY(!limits::byField(""));
    }

    void refusals_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("message"); // empty: allowed
        const double nan = std::numeric_limits<double>::quiet_NaN();
        const double inf = std::numeric_limits<double>::infinity();
        QTest::newRow("spot discount nan")
            << "plan.spot_discount_pct" << nan
            << "plan.spot_discount_pct: 'nan' is not a finite number: must be greater than 0 "
               "and at most 100 (% of the pay-as-you-go price)";
        QTest::newRow("spot discount negative")
            << "plan.spot_discount_pct" << -5.0
            << "plan.spot_discount_pct: -5 is out of range: must be greater than 0 and at most "
               "100";
        QTest::newRow("spot discount 100") << "plan.spot_discount_pct" << 100.0 << "";
        QTest::newRow("tokens inf")
            << "plan.dataset_tokens" << inf << "plan.dataset_tokens: 'inf' is not a finite number";
        QTest::newRow("price inf") << "price.amount" << inf << "price.amount: 'inf'";
        QTest::newRow("price negative")
            << "price.amount" << -1.0 << "price.amount: -1 is out of range";
        QTest::newRow("price zero") << "price.amount" << 0.0 << "at least 0.0001";
        QTest::newRow("batch 2^32+1")
            << "inputs.batch" << 4294967297.0
            << "inputs.batch: 4294967297 is out of range: must be at least 1 and at most "
               "1000000 (whole number, sequences per GPU)";
        QTest::newRow("batch fraction")
            << "inputs.batch" << 2.5 << "inputs.batch: 2.5 is not a whole number";
        QTest::newRow("negative time")
            << "plan.restart_hours" << -0.5 << "plan.restart_hours: -0.5 is out of range";
        QTest::newRow("mfu 0 excluded") << "plan.mfu" << 0.0 << "greater than 0";
        QTest::newRow("mfu 1 included") << "plan.mfu" << 1.0 << "";
        QTest::newRow("headroom 100 excluded") << "plan.headroom_pct" << 100.0 << "below 100";
        QTest::newRow("no row: finite only") << "no.such.field" << 1e300 << "";
        QTest::newRow("no row: nan") << "no.such.field" << nan << "not a finite number";
    }

    void refusals()
    {
        QFETCH(QString, field);
        QFETCH(double, value);
        QFETCH(QString, message);
        const auto problem = limits::checkField(field.toStdString(), value);
        if (message.isEmpty()) {
            QVERIFY2(!problem, problem ? problem->c_str() : "");
            return;
        }
        QVERIFY(problem);
        QVERIFY2(QString::fromStdString(*problem).contains(message), problem->c_str());
    }

    void totalGpusCannotOverflow()
    {
        Workload w;
        w.model.paramsB = 7;
        w.gpusPerNode = 65536;
        w.nodes = 65536; // 2^32: an int product is 0
        const auto problems = limits::checkWorkload(w, true);
        QVERIFY(!problems.empty());
        QVERIFY2(
            QString::fromStdString(problems.front()).startsWith(QLatin1String("--gpus: 65536")),
            problems.front().c_str());
        w.gpusPerNode = 1024;
        w.nodes = 100000; // each allowed, the product not
        const auto product = limits::checkWorkload(w);
        QCOMPARE(product.size(), std::size_t(1));
        QVERIFY2(
            QString::fromStdString(product.front())
                .startsWith(QStringLiteral("inputs.gpus_per_node × inputs.nodes: 102400000 GPUs")),
            product.front().c_str());
        w.nodes = 1024; // 1,048,576 GPUs: the largest allowed job
        QVERIFY(limits::checkWorkload(w).empty());
    }

    void defaultsAndPresetsPass()
    {
        PresetLibrary presets;
        QVERIFY2(presets.load(), qPrintable(presets.errorString()));
        QVERIFY(!presets.models().empty());
        for (const ModelSpec &m : presets.models()) {
            Workload w;
            w.model = m;
            const auto problems = limits::checkWorkload(w);
            const std::string why =
                problems.empty() ? std::string() : m.id + ": " + problems.front();
            QVERIFY2(problems.empty(), why.c_str());
        }
        QVERIFY(limits::checkPlanOptions(PlanOptions{}).empty());
    }

    // docs/reliability.md lists every row of the table.
    void documentedInReliabilityMd()
    {
        QFile f(QStringLiteral(GP_SOURCE_DIR "/docs/reliability.md"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString doc = QString::fromUtf8(f.readAll());
        for (const limits::Limit &l : limits::table()) {
            const QString field =
                QStringLiteral("`%1`").arg(QString::fromUtf8(l.field.data(), l.field.size()));
            QVERIFY2(doc.contains(field), qPrintable(field));
        }
    }

    void planOptionsAreChecked()
    {
        PlanOptions o;
        o.spotDiscountPct = -3;
        o.cnyPerUsd = std::numeric_limits<double>::infinity();
        const auto fields = limits::checkPlanOptions(o);
        QCOMPARE(fields.size(), std::size_t(2));
        const auto flags = limits::checkPlanOptions(o, true);
        QCOMPARE(flags.size(), std::size_t(2));
        QVERIFY2(
            QString::fromStdString(flags[0] + flags[1]).contains(QLatin1String("--cny-per-usd: ")),
            flags[0].c_str());
    }
};

QTEST_GUILESS_MAIN(TestLimits)
#include "tst_limits.moc"
