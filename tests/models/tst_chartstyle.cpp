// The chart style shared by the window and the PDF: axis ticks are whole multiples of a
// 1-2-5 step and cover the data; numbers read as people write them.
#include "chartstyle.h"

#include <QTest>

#include <algorithm>
#include <cmath>

using namespace gpuplanner::chartstyle;

class TestChartStyle : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void ticksAreOneTwoFive_data()
    {
        QTest::addColumn<double>("lo");
        QTest::addColumn<double>("hi");
        QTest::addColumn<int>("target");
        QTest::newRow("cost 0..85.161") << 0.0 << 85.161 << 5;
        QTest::newRow("hours 0..443.6") << 0.0 << 443.6 << 5;
        QTest::newRow("0..18.9") << 0.0 << 18.9 << 4;
        QTest::newRow("0..203.5") << 0.0 << 203.5 << 6;
        QTest::newRow("0..1") << 0.0 << 1.0 << 5;
        QTest::newRow("0..0.3") << 0.0 << 0.3 << 5;
        QTest::newRow("tiny 0..3e-9") << 0.0 << 3e-9 << 5;
        QTest::newRow("tiny offset 1e-6..1.7e-6") << 1e-6 << 1.7e-6 << 5;
        QTest::newRow("huge 0..7.3e14") << 0.0 << 7.3e14 << 5;
        QTest::newRow("huge 1e20..3e20") << 1e20 << 3e20 << 4;
        QTest::newRow("negative -37..-2") << -37.0 << -2.0 << 5;
        QTest::newRow("across zero -3.3..7.9") << -3.3 << 7.9 << 5;
        QTest::newRow("min == max 42") << 42.0 << 42.0 << 5;
        QTest::newRow("min == max -0.5") << -0.5 << -0.5 << 5;
        QTest::newRow("min == max 0") << 0.0 << 0.0 << 5;
        QTest::newRow("swapped 10..0") << 10.0 << 0.0 << 5;
        QTest::newRow("one tick asked") << 0.0 << 97.0 << 1;
        QTest::newRow("many ticks") << 0.0 << 12345.0 << 20;
        QTest::newRow("exact 0..100") << 0.0 << 100.0 << 5;
        for (int i = 1; i <= 60; ++i) {
            const double hi = std::pow(1.37, i) * 0.001;
            QTest::addRow("sweep %d: 0..%g", i, hi) << 0.0 << hi << 2 + i % 7;
        }
    }

    void ticksAreOneTwoFive()
    {
        QFETCH(double, lo);
        QFETCH(double, hi);
        QFETCH(int, target);
        const NiceScale s = niceScale(lo, hi, target);
        QVERIFY2(isOneTwoFive(s.step), qPrintable(QString::number(s.step, 'g', 17)));
        QVERIFY(s.mantissa == 1 || s.mantissa == 2 || s.mantissa == 5);
        QVERIFY(s.min <= std::min(lo, hi) + std::abs(s.step) * 1e-9);
        QVERIFY(s.max >= std::max(lo, hi) - std::abs(s.step) * 1e-9);
        QVERIFY(s.max > s.min);
        // Not too coarse and not too fine: at most about target intervals (plus the one
        // that rounding the bounds outwards adds), at least one.
        const int intervals = s.tickCount() - 1;
        QVERIFY2(intervals >= 1 && intervals <= target + 2,
                 qPrintable(QStringLiteral("%1 intervals for %2").arg(intervals).arg(target)));
        const std::vector<double> ticks = s.ticks();
        QCOMPARE(int(ticks.size()), s.tickCount());
        QCOMPARE(ticks.front(), s.min);
        QCOMPARE(ticks.back(), s.max);
        for (double t : ticks) {
            const double k = t / s.step;
            QVERIFY2(std::abs(k - std::round(k)) < 1e-6, qPrintable(QString::number(t, 'g', 17)));
            // A label never shows a rounding tail such as 0.30000000000000004.
            const QString label = formatTick(t, s, QLocale::c());
            QVERIFY2(label.size() <= 24, qPrintable(label));
        }
    }

    void issueRanges()
    {
        // Issue 11 saw 147.9 / 295.8 / 443.6 and a cut "5.161" for 85.161.
        const NiceScale hours = niceScale(0, 443.6, 5);
        QCOMPARE(hours.step, 100.0);
        QCOMPARE(hours.max, 500.0);
        const NiceScale cost = niceScale(0, 85.161, 5);
        QCOMPARE(cost.step, 20.0);
        QCOMPARE(cost.max, 100.0);
        QStringList labels;
        for (double t : cost.ticks())
            labels << formatTick(t, cost, QLocale::c());
        QCOMPARE(labels.join(u' '), QStringLiteral("0 20 40 60 80 100"));
        const NiceScale small = niceScale(0, 0.3, 5);
        QCOMPARE(small.step, 0.1);
        QCOMPARE(formatTick(small.tick(3), small, QLocale::c()), QStringLiteral("0.3"));
        QCOMPARE(labelFormat(small), QStringLiteral("%.1f"));
        QCOMPARE(labelFormat(cost), QStringLiteral("%.0f"));
    }

    // Issue 26: a value on (or just below) the top tick sat on the chart's border; an axis
    // data is drawn against ends at least a twentieth of its range above the largest value,
    // its ticks still niceScale's whole 1-2-5 steps.
    void headroomAboveTheData()
    {
        const NiceScale onTick = niceScaleWithHeadroom(0, 100, 5);
        QCOMPARE(onTick.step, 20.0);
        QCOMPARE(onTick.tick(onTick.last), 100.0); // the last labelled tick
        QVERIFY(onTick.max >= 105);
        QVERIFY(onTick.max < 120);
        // Room enough already: niceScale's range.
        const NiceScale roomy = niceScaleWithHeadroom(0, 85.161, 5);
        QCOMPARE(roomy.max, 100.0);
        QCOMPARE(roomy.step, niceScale(0, 85.161, 5).step);
        // No data: the empty axis stays [0, 1].
        const NiceScale empty = niceScaleWithHeadroom(0, 0, 4);
        QCOMPARE(empty.min, 0.0);
        QCOMPARE(empty.max, 1.0);
        for (const double hi : {0.3, 1.0, 7.0, 96.0, 98.97, 248.0, 66704.0, 1e6, 2.5e-4}) {
            const NiceScale s = niceScaleWithHeadroom(0, hi, 5);
            const NiceScale plain = niceScale(0, hi, 5);
            QVERIFY2(s.max >= hi + 0.05 * (s.max - s.min) - 1e-9 * hi,
                     qPrintable(QString::number(hi)));
            QCOMPARE(s.step, plain.step);
            QCOMPARE(s.last, plain.last);
            QVERIFY(s.max < s.tick(s.last) + s.step);
        }
    }

    void formatting_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("fixed2");
        QTest::addColumn<QString>("human");
        QTest::newRow("98.9739") << 98.9739 << "98.97"
                                 << "99";
        QTest::newRow("800.0") << 800.0 << "800"
                               << "800";
        QTest::newRow("85.161") << 85.161 << "85.16"
                                << "85.2";
        QTest::newRow("thousands") << 1234567.891 << "1,234,567.89"
                                   << "1,234,568";
        QTest::newRow("small") << 0.012345 << "0.01"
                               << "0.0123";
        QTest::newRow("1.5") << 1.5 << "1.5"
                             << "1.5";
        QTest::newRow("negative") << -2500.5 << "-2,500.5"
                                  << "-2,501";
        QTest::newRow("zero") << 0.0 << "0"
                              << "0";
        QTest::newRow("minus zero rounds to 0") << -0.001 << "0"
                                                << "-0.001";
    }

    void formatting()
    {
        QFETCH(double, value);
        QFETCH(QString, fixed2);
        QFETCH(QString, human);
        const QLocale en(QLocale::English, QLocale::UnitedStates);
        QCOMPARE(formatFixed(value, 2, en), fixed2);
        QCOMPARE(formatValue(value, en), human);
    }

    void thinningKeepsExtremes()
    {
        QList<QPointF> few = {{1, 2}, {3, 4}};
        QCOMPARE(thinPoints(few, 10), (std::vector<int>{0, 1}));
        // 10k points on a curve plus four outliers: a few hundred remain, the outliers and
        // the extremes among them, each index once and ascending.
        QList<QPointF> many;
        for (int i = 0; i < 10000; ++i)
            many << QPointF(i % 500, std::sqrt(double(i)));
        many[1234] = QPointF(-50, 3);
        many[4321] = QPointF(900, 3);
        many[7777] = QPointF(10, -40);
        many[9999] = QPointF(10, 700);
        const std::vector<int> keep = thinPoints(many, 600);
        QVERIFY2(keep.size() <= 700 && keep.size() >= 50, qPrintable(QString::number(keep.size())));
        QVERIFY(std::is_sorted(keep.begin(), keep.end()));
        QVERIFY(std::adjacent_find(keep.begin(), keep.end()) == keep.end());
        for (int outlier : {1234, 4321, 7777, 9999})
            QVERIFY(std::binary_search(keep.begin(), keep.end(), outlier));
        // Identical points collapse to one.
        QList<QPointF> same(5000, QPointF(2, 2));
        QCOMPARE(thinPoints(same, 100).size(), std::size_t(1));
    }

    void localeSeparators()
    {
        const QLocale zh(QLocale::Chinese, QLocale::China);
        QCOMPARE(formatFixed(12345.5, 1, zh), QStringLiteral("12,345.5"));
        const QLocale de(QLocale::German, QLocale::Germany);
        QCOMPARE(formatFixed(12345.5, 2, de), QStringLiteral("12.345,5"));
        QCOMPARE(formatFixed(800.0, 2, de), QStringLiteral("800"));
    }
};

QTEST_APPLESS_MAIN(TestChartStyle)
#include "tst_chartstyle.moc"
