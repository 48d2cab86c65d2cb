// The window's forms and the validation table (estimator/limits.h): every spin box that
// sets a field of the table clamps inside the table's range, so a value the window can
// produce is one a scenario file and the command line accept. A form's minimum may be
// below the table's only as a "not set" special value.
#include "catalogrepository.h"
#include "comparisonpage.h"
#include "estimator/limits.h"
#include "estimatorpage.h"
#include "presets.h"
#include "scenariodocument.h"

#include <QDoubleSpinBox>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

using namespace gpuplanner;

namespace {

struct Range {
    double min = 0;
    double max = 0;
    bool special = false; // the minimum is a "not set" special value
};

std::optional<Range> rangeOf(const QWidget &page, const char *objectName)
{
    const QString name = QString::fromLatin1(objectName);
    if (const auto *s = page.findChild<QSpinBox *>(name))
        return Range{double(s->minimum()), double(s->maximum()), !s->specialValueText().isEmpty()};
    if (const auto *d = page.findChild<QDoubleSpinBox *>(name))
        return Range{d->minimum(), d->maximum(), !d->specialValueText().isEmpty()};
    return std::nullopt;
}

bool inside(const limits::Limit &l, double v)
{
    return !limits::check(l, v, "form");
}

} // namespace

class TestFormLimits : public QObject
{
    Q_OBJECT

private:
    PresetLibrary m_presets;

    static void checkForm(const QWidget &page,
                          const std::vector<std::pair<const char *, const char *>> &fields)
    {
        for (const auto &[objectName, field] : fields) {
            const auto range = rangeOf(page, objectName);
            QVERIFY2(range, objectName);
            const limits::Limit *l = limits::byField(field);
            QVERIFY2(l, field);
            QVERIFY2(inside(*l, range->max),
                     qPrintable(QStringLiteral("%1: maximum %2 outside %3")
                                    .arg(QString::fromLatin1(objectName))
                                    .arg(range->max)
                                    .arg(QString::fromStdString(limits::allowedText(*l)))));
            QVERIFY2(inside(*l, range->min) || range->special,
                     qPrintable(QStringLiteral("%1: minimum %2 outside %3")
                                    .arg(QString::fromLatin1(objectName))
                                    .arg(range->min)
                                    .arg(QString::fromStdString(limits::allowedText(*l)))));
        }
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY2(m_presets.load(), qPrintable(m_presets.errorString())); }

    void estimatorFormIsInsideTheTable()
    {
        EstimatorPage page(&m_presets);
        checkForm(page, {{"params", "inputs.model.params_b"},
                         {"layers", "inputs.model.layers"},
                         {"hidden", "inputs.model.hidden"},
                         {"ffn", "inputs.model.ffn"},
                         {"heads", "inputs.model.heads"},
                         {"kvHeads", "inputs.model.kv_heads"},
                         {"vocab", "inputs.model.vocab"},
                         {"batch", "inputs.batch"},
                         {"seqLen", "inputs.seq_len"},
                         {"contextLen", "inputs.prompt_len"}, // prompt = context − output
                         {"outputLen", "inputs.output_len"},
                         {"loraRank", "inputs.lora_rank"},
                         {"gpusPerNode", "inputs.gpus_per_node"},
                         {"nodes", "inputs.nodes"},
                         {"tensorParallel", "inputs.tensor_parallel"},
                         {"gradientAccumulation", "inputs.gradient_accumulation"},
                         {"pipelineParallel", "inputs.pipeline_parallel"},
                         {"dataLoaderWorkers", "inputs.data_loader_workers"}});
    }

    void comparisonFormIsInsideTheTable()
    {
        QTemporaryDir dir;
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               dir.filePath(QStringLiteral("overlay.db")));
        QVERIFY2(repo.load(), qPrintable(repo.errorString()));
        ScenarioDocument doc;
        ComparisonPage page(&repo, &doc);
        checkForm(page, {{"tokens", "plan.dataset_tokens"},
                         {"epochs", "plan.epochs"},
                         {"maxNodes", "plan.max_nodes"},
                         {"mfu", "plan.mfu"},
                         {"budget", "plan.budget"},
                         {"deadline", "plan.deadline_hours"},
                         {"spotDiscount", "plan.spot_discount_pct"},
                         {"maxGpus", "plan.max_gpus"}});
    }

    // Issue 10 item 2: the ranges are the table's own (fieldlimits.h), not a second set.
    void rangesAreTheTables()
    {
        EstimatorPage page(&m_presets);
        QTemporaryDir dir;
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               dir.filePath(QStringLiteral("overlay.db")));
        QVERIFY(repo.load());
        ScenarioDocument doc;
        ComparisonPage comparison(&repo, &doc);
        const std::pair<const QWidget *, std::pair<const char *, const char *>> rows[] = {
            {&page, {"batch", "inputs.batch"}},
            {&page, {"seqLen", "inputs.seq_len"}},
            {&page, {"gpusPerNode", "inputs.gpus_per_node"}},
            {&page, {"nodes", "inputs.nodes"}},
            {&page, {"dataLoaderWorkers", "inputs.data_loader_workers"}},
            {&page, {"params", "inputs.model.params_b"}},
            {&comparison, {"maxNodes", "plan.max_nodes"}},
            {&comparison, {"maxGpus", "plan.max_gpus"}},
            {&comparison, {"mfu", "plan.mfu"}},
            {&comparison, {"epochs", "plan.epochs"}},
        };
        for (const auto &[form, names] : rows) {
            const auto range = rangeOf(*form, names.first);
            QVERIFY2(range, names.first);
            const limits::Limit *l = limits::byField(names.second);
            QVERIFY(l);
            QCOMPARE(range->max, l->max);
            if (!range->special && !l->minExclusive)
                QCOMPARE(range->min, l->min);
        }
        // Open bounds move in by the smallest step the box shows.
        const auto headroom = rangeOf(comparison, "headroom");
        QVERIFY(headroom && headroom->max < 100 && headroom->max >= 99.99);
        const auto mfu = rangeOf(comparison, "mfu");
        QVERIFY(mfu && mfu->min > 0 && mfu->min <= 0.01);
        // The dataset is shown in millions of tokens.
        const auto tokens = rangeOf(comparison, "tokens");
        QVERIFY(tokens);
        QCOMPARE(tokens->max, limits::byField("plan.dataset_tokens")->max / 1e6);
    }
};

QTEST_MAIN(TestFormLimits)
#include "tst_formlimits.moc"
