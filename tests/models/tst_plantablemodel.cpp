// The plan table model's updates: a plan with the same rows again (an edit changed
// figures) reports exactly the cells that changed instead of resetting the model, so a
// view repaints only those; any other plan resets it. Every cell whose text, sort key or
// colour differs between the old and the new plan is inside a reported range.
#include "../support/fixtures.h"
#include "catalogrepository.h"
#include "plantablemodel.h"
#include "presets.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace gpuplanner;

namespace {

using Column = PlanTableModel::Column;

// Everything a view shows of a cell.
QList<QVariant> cell(const PlanTableModel &m, int row, int column)
{
    const QModelIndex i = m.index(row, column);
    return {i.data(Qt::DisplayRole), i.data(PlanTableModel::CompactRole),
            i.data(PlanTableModel::SortRole), i.data(Qt::ForegroundRole)};
}

} // namespace

class TestPlanTableModel : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    PresetLibrary m_presets;

    Workload lora() const
    {
        return fixtures::loraRun(*m_presets.find(QStringLiteral("qwen2.5-7b")));
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_presets.load()); }

    void sameRowsReportOnlyChangedCells_data()
    {
        QTest::addColumn<double>("epochs");
        QTest::addColumn<double>("budget"); // 0: none
        QTest::addColumn<bool>("changes");
        QTest::newRow("same plan again") << 1.0 << 0.0 << false;
        QTest::newRow("twice the epochs: hours and costs") << 2.0 << 0.0 << true;
        QTest::newRow("a budget: verdicts and constraints") << 1.0 << 400.0 << true;
    }

    void sameRowsReportOnlyChangedCells()
    {
        QFETCH(double, epochs);
        QFETCH(double, budget);
        QFETCH(bool, changes);
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               m_dir.filePath(QStringLiteral("o1.db")));
        QVERIFY(repo.load());
        PlanTableModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        PlanOptions o;
        o.region = "cn-shanghai";
        o.datasetTokens = 1e8; // 100 M tokens: hours and costs are known
        model.setPlan(std::make_shared<const Plan>(makePlan(lora(), repo.snapshot(), o)), true);
        const int rows = model.rowCount();
        QVERIFY(rows > 0);
        std::vector<QList<QList<QVariant>>> before(static_cast<std::size_t>(rows));
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < model.columnCount(); ++c)
                before[static_cast<std::size_t>(r)] << cell(model, r, c);

        o.epochs = epochs;
        if (budget > 0)
            o.budget = budget;
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.setPlan(std::make_shared<const Plan>(makePlan(lora(), repo.snapshot(), o)), true);
        QCOMPARE(reset.count(), 0);
        QCOMPARE(model.rowCount(), rows);
        QCOMPARE(changed.isEmpty(), !changes);
        auto reported = [&](int r, int c) {
            for (const QList<QVariant> &args : changed) {
                const auto tl = args.at(0).toModelIndex();
                const auto br = args.at(1).toModelIndex();
                if (r >= tl.row() && r <= br.row() && c >= tl.column() && c <= br.column())
                    return true;
            }
            return false;
        };
        int differing = 0, reportedCells = 0;
        for (int r = 0; r < rows; ++r) {
            for (int c = 0; c < model.columnCount(); ++c) {
                const bool differs = cell(model, r, c) != before[static_cast<std::size_t>(r)][c];
                differing += differs;
                reportedCells += reported(r, c);
                QVERIFY2(!differs || reported(r, c),
                         qPrintable(
                             QStringLiteral("row %1 column %2 changed unreported").arg(r).arg(c)));
            }
        }
        QCOMPARE(differing > 0, changes);
        // Not the whole table: the rank, type and GPU columns stay when only figures change.
        if (changes && budget == 0)
            QVERIFY(!reported(0, int(Column::InstanceType)));
        QVERIFY(reportedCells <= rows * model.columnCount());
    }

    void otherPlansReset()
    {
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               m_dir.filePath(QStringLiteral("o2.db")));
        QVERIFY(repo.load());
        PlanTableModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        PlanOptions o;
        model.setPlan(std::make_shared<const Plan>(makePlan(lora(), repo.snapshot(), o)), true);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        // Fewer rows (one family), then the other task's columns, then no plan.
        o.families = {"gn7i"};
        model.setPlan(std::make_shared<const Plan>(makePlan(lora(), repo.snapshot(), o)), true);
        QCOMPARE(reset.count(), 1);
        model.setPlan(std::make_shared<const Plan>(makePlan(lora(), repo.snapshot(), o)), false);
        QCOMPARE(reset.count(), 2);
        model.setPlan(nullptr, false);
        QCOMPARE(reset.count(), 3);
        QCOMPARE(model.rowCount(), 0);
    }
};

QTEST_MAIN(TestPlanTableModel)
#include "tst_plantablemodel.moc"
