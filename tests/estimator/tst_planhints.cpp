// An empty or greyed answer says why and what to do (issue 26 items 4, 6 and 7), on the
// shipped catalog: a budget that rules every type out is a reason on each row and a line
// under the table; when nothing fits, the findings name the change that makes a type fit —
// and that type does fit after the change; a type that does not fit shows no time or cost.
#include "catalogrepository.h"
#include "estimator/defaults.h"
#include "estimator/planhints.h"
#include "planexport.h"
#include "planwording.h"
#include "presets.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace gpuplanner;

class TestPlanHints : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    PresetLibrary m_presets;
    std::unique_ptr<CatalogRepository> m_repo;

    Workload workload(Task task) const
    {
        Workload w = defaultWorkload();
        w.model = *m_presets.find(QStringLiteral("llama-3.1-8b"));
        changeTask(w, task);
        return w;
    }
    static PlanOptions gn7iOnly()
    {
        PlanOptions o = defaultPlanOptions();
        o.families = {"gn7i"}; // A10 24 GB: 8B full fine-tuning fits none of them
        o.today = "2026-12-03";
        return o;
    }
    static const Finding *findingOf(const Plan &plan, const std::string &code)
    {
        for (const Finding &f : plan.findings)
            if (f.code == code)
                return &f;
        return nullptr;
    }
    static const PlanRow *rowOf(const Plan &plan, const std::string &id)
    {
        for (const PlanRow &r : plan.rows)
            if (r.type->id == id)
                return &r;
        return nullptr;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_presets.load());
        m_repo = std::make_unique<CatalogRepository>(QStringLiteral(GP_SHIPPED_CATALOG),
                                                     m_dir.filePath(QStringLiteral("o.db")));
        QVERIFY(m_repo->load());
    }

    void budgetIsAReasonOnEveryRow()
    {
        const Workload w = workload(Task::Lora);
        PlanOptions o = defaultPlanOptions();
        o.today = "2026-12-03";
        o.budget = 50;
        const Plan plan = makePlan(w, m_repo->snapshot(), o);
        int fitting = 0;
        for (const PlanRow &r : plan.rows) {
            if (r.verdict == Verdict::DoesNotFit)
                continue;
            ++fitting;
            QVERIFY(!r.withinConstraints);
            QVERIFY(!r.pareto);
            bool said = false;
            for (const Reason &reason : r.reasons)
                said = said || reason.code == "over_budget" || reason.code == "budget_unknown_cost";
            QVERIFY2(said, r.type->id.c_str());
        }
        QVERIFY(fitting > 10);
        const PlanRow &first = plan.rows.front();
        const QString why = planwording::reasonsText(first.reasons, planwording::Language::English);
        QVERIFY2(why.contains(QStringLiteral("Over your budget:")) &&
                     why.contains(QStringLiteral("the budget is 50 CNY")),
                 qPrintable(why));
        const QString table = formatPlan(plan, w, o, PlanFormat::Table, 5, false);
        QVERIFY2(table.contains(QStringLiteral("is within your budget, deadline or GPU limit")),
                 qPrintable(table));
        // Within the budget, no such reason.
        o.budget = 1e9;
        const Plan roomy = makePlan(w, m_repo->snapshot(), o);
        for (const PlanRow &r : roomy.rows)
            for (const Reason &reason : r.reasons)
                QVERIFY(reason.code != "over_budget");
    }

    // A deadline bounds a training job; a serving plan's hours are how long it serves (730 by
    // default), which every row read as "over deadline" before.
    void deadlineIsATrainingJobs()
    {
        PlanOptions o = defaultPlanOptions();
        o.today = "2026-12-03";
        o.deadlineHours = 0.001;
        Workload serve = workload(Task::Inference);
        serve.promptLen = 1024;
        serve.outputLen = 256;
        auto deadlineSaid = [](const PlanRow &r) {
            return std::any_of(r.reasons.begin(), r.reasons.end(), [](const Reason &reason) {
                return reason.code == "over_deadline" || reason.code == "deadline_unknown_time";
            });
        };
        int fitting = 0;
        for (const PlanRow &r : makePlan(serve, m_repo->snapshot(), o).rows) {
            if (r.verdict == Verdict::DoesNotFit)
                continue;
            ++fitting;
            QVERIFY2(!deadlineSaid(r) && r.withinConstraints, r.type->id.c_str());
        }
        QVERIFY(fitting > 10);
        int over = 0;
        for (const PlanRow &r : makePlan(workload(Task::Lora), m_repo->snapshot(), o).rows)
            over += r.verdict != Verdict::DoesNotFit && deadlineSaid(r) ? 1 : 0;
        QVERIFY(over > 10);
    }

    void nothingFitsNamesAChangeThatFits()
    {
        const Workload w = workload(Task::FullFineTune);
        const PlanOptions o = gn7iOnly();
        const Plan plan = makePlanWithHints(w, m_repo->snapshot(), o);
        for (const PlanRow &r : plan.rows)
            QVERIFY(r.verdict == Verdict::DoesNotFit);
        const Finding *qlora = findingOf(plan, "hint_qlora");
        QVERIFY(qlora);
        QCOMPARE(plan.findings.front().code.substr(0, 5), std::string("hint_")); // first
        // The type named fits once the change is made.
        Workload changed = w;
        changed.task = Task::Qlora;
        changed.quantization = Quantization::BnbNf4DoubleQuant;
        const Plan after = makePlan(changed, m_repo->snapshot(), o);
        const PlanRow *row = rowOf(after, qlora->args[0].text);
        QVERIFY(row && row->verdict != Verdict::DoesNotFit);
        const QString en = planwording::findingText(*qlora, planwording::Language::English);
        QVERIFY2(en.startsWith(QStringLiteral("Nothing fits as entered. As QLoRA")),
                 qPrintable(en));
        QVERIFY(!planwording::findingText(*qlora, planwording::Language::Chinese)
                     .contains(QLatin1String("fits")));
        // The table under it says so, and a type that does not fit has no cost.
        const QString table = formatPlan(plan, w, o, PlanFormat::Table, 3, false);
        QVERIFY2(table.contains(QStringLiteral("Nothing fits as entered; the findings say what "
                                               "would.")),
                 qPrintable(table));
        const QStringList lines = table.split(QLatin1Char('\n'));
        QVERIFY2(lines.size() > 1 && lines[1].contains(QStringLiteral("does not fit")) &&
                     lines[1].trimmed().endsWith(QStringLiteral(" -")),
                 qPrintable(lines.value(1)));
    }

    // No single change is enough: the changes together, and that combination fits.
    void changesTogetherWhenOneIsNotEnough()
    {
        Workload w = workload(Task::Lora);
        w.gradientCheckpointing = false;
        w.seqLen = 8192;
        w.batch = 4;
        const PlanOptions o = gn7iOnly();
        const Plan plan = makePlanWithHints(w, m_repo->snapshot(), o);
        const Finding *combined = findingOf(plan, "hint_combined");
        QVERIFY(combined);
        const int made = static_cast<int>(combined->args[3].number);
        QCOMPARE(made, 0b11); // checkpointing and a batch of 1
        Workload changed = w;
        changed.gradientCheckpointing = true;
        changed.batch = 1;
        const Plan after = makePlan(changed, m_repo->snapshot(), o);
        const PlanRow *row = rowOf(after, combined->args[0].text);
        QVERIFY(row && row->verdict != Verdict::DoesNotFit);
        const QString en = planwording::findingText(*combined, planwording::Language::English);
        QVERIFY2(en.contains(QStringLiteral("With gradient checkpointing on and a batch of 1 "
                                            "together")),
                 qPrintable(en));
    }

    // Two types at the same cost per 1M tokens: the faster first, and the other says why
    // (issue 26 item 5).
    void tiesSayWhy()
    {
        const Workload w = workload(Task::Inference);
        PlanOptions o = defaultPlanOptions();
        o.today = "2026-12-03";
        const Plan plan = makePlan(w, m_repo->snapshot(), o);
        int ties = 0;
        for (std::size_t i = 1; i < plan.rows.size(); ++i) {
            const PlanRow &above = plan.rows[i - 1], &here = plan.rows[i];
            const Reason *tie = nullptr;
            for (const Reason &r : here.reasons)
                if (r.code == "tie")
                    tie = &r;
            const bool tied = here.verdict != Verdict::DoesNotFit &&
                              above.verdict != Verdict::DoesNotFit &&
                              above.withinConstraints == here.withinConstraints &&
                              above.costPerMillionTokens && here.costPerMillionTokens &&
                              std::abs(*above.costPerMillionTokens - *here.costPerMillionTokens) <
                                  1e-9 * *here.costPerMillionTokens;
            QCOMPARE(tie != nullptr, tied);
            if (!tied)
                continue;
            ++ties;
            QCOMPARE(tie->args[0].text, above.type->id);
            QVERIFY(*above.tokensPerSecond >= *here.tokensPerSecond); // the faster first
            const QString en = planwording::reasonText(*tie, planwording::Language::English);
            QVERIFY2(en.startsWith(QStringLiteral("Ties with %1 on cost")
                                       .arg(QString::fromStdString(above.type->id))),
                     qPrintable(en));
        }
        QVERIFY(ties > 0); // 8B on gn7e: 1 and 4 A100s at one price per GPU
    }

    void somethingFitsMeansNoHints()
    {
        const Workload w = workload(Task::Qlora);
        const Plan plan = makePlanWithHints(w, m_repo->snapshot(), gn7iOnly());
        for (const Finding &f : plan.findings)
            QVERIFY2(f.code.rfind("hint_", 0) != 0, f.code.c_str());
    }
};

QTEST_GUILESS_MAIN(TestPlanHints)
#include "tst_planhints.moc"
