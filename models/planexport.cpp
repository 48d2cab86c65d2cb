#include "planexport.h"

#include "catalogtablemodel.h"
#include "csv.h"
#include "estimator/text.h"
#include "planwording.h"

#include <nlohmann/json.hpp>

namespace gpuplanner {

namespace {

using planwording::findingExplanation;
using planwording::findingText;
using planwording::Language;

std::string english(const Reason &r)
{
    return planwording::reasonText(r, Language::English).toStdString();
}

std::string chineseOf(const Reason &r)
{
    return planwording::reasonText(r, Language::Chinese).toStdString();
}

std::string num(const std::optional<double> &v, int decimals = 2)
{
    return v ? QString::number(*v, 'f', decimals).toStdString() : std::string();
}

std::string reasonsOf(const PlanRow &r, bool chinese)
{
    return planwording::reasonsText(r.reasons, planwording::languageOf(chinese)).toStdString();
}

const std::vector<std::string> kColumns = {"rank",
                                           "instance_type",
                                           "family",
                                           "verdict",
                                           "reasons",
                                           "gpus_used",
                                           "instances",
                                           "need_gib_per_gpu",
                                           "card_gib",
                                           "vram_headroom_pct",
                                           "hours",
                                           "price_per_hour",
                                           "total_cost",
                                           "currency",
                                           "price_source",
                                           "price_as_of",
                                           "price_stale",
                                           "pareto",
                                           "value",
                                           "tokens_per_s",
                                           "cost_per_million_tokens",
                                           "break_even_utilisation_pct",
                                           "spot_expected_hours",
                                           "spot_payg_cost"};

std::vector<std::string> cells(const PlanRow &r, int rank, bool chinese)
{
    return {std::to_string(rank),
            r.type->id,
            r.type->familyId,
            std::string(toString(r.verdict)),
            reasonsOf(r, chinese),
            std::to_string(r.gpusUsed),
            std::to_string(r.instances),
            num(r.needPerGpuGib),
            num(r.cardGib, 1),
            num(r.vramHeadroomPct, 1),
            num(r.hours),
            num(r.pricePerHour, 4),
            num(r.totalCost),
            r.pricePerHour ? r.currency : std::string(),
            r.priceSource,
            r.priceAsOf,
            r.pricePerHour ? (r.priceStale ? "yes" : "no") : "",
            r.pareto ? "yes" : "no",
            num(r.value, 3),
            num(r.tokensPerSecond, 1),
            num(r.costPerMillionTokens, 4),
            num(r.breakEvenUtilisationPct, 1),
            r.spot ? num(r.spot->expectedHours) : std::string(),
            r.spot ? num(r.spot->paygCost) : std::string()};
}

} // namespace

QString formatPlan(const Plan &plan, const Workload &workload, const PlanOptions &o,
                   PlanFormat format, int top, bool chinese)
{
    const int n = top > 0 ? std::min<int>(top, static_cast<int>(plan.rows.size()))
                          : static_cast<int>(plan.rows.size());
    if (format == PlanFormat::Csv) {
        std::string out = csvLine(kColumns) + '\n';
        for (int i = 0; i < n; ++i)
            out += csvLine(cells(plan.rows[static_cast<std::size_t>(i)], i + 1, chinese)) + '\n';
        return QString::fromStdString(out);
    }
    if (format == PlanFormat::Json) {
        nlohmann::json rows = nlohmann::json::array();
        for (int i = 0; i < n; ++i) {
            const PlanRow &r = plan.rows[static_cast<std::size_t>(i)];
            const auto c = cells(r, i + 1, chinese);
            nlohmann::json row = nlohmann::json::object();
            for (std::size_t k = 0; k < kColumns.size(); ++k)
                row[kColumns[k]] = c[k];
            nlohmann::json reasons = nlohmann::json::array();
            for (const Reason &reason : r.reasons)
                reasons.push_back({{"code", reason.code},
                                   {"severity", std::string(toString(reason.severity))},
                                   {"en", english(reason)},
                                   {"zh", chineseOf(reason)}});
            row["reasons"] = reasons;
            // Numbers as numbers, missing as null.
            auto number = [&](const char *key, const std::optional<double> &v) {
                row[key] = v ? nlohmann::json(*v) : nlohmann::json();
            };
            number("hours", r.hours);
            number("price_per_hour", r.pricePerHour);
            number("total_cost", r.totalCost);
            number("tokens_per_s", r.tokensPerSecond);
            number("cost_per_million_tokens", r.costPerMillionTokens);
            number("value", r.value);
            number("break_even_utilisation_pct", r.breakEvenUtilisationPct);
            row["rank"] = i + 1;
            row["gpus_used"] = r.gpusUsed;
            row["instances"] = r.instances;
            row["need_gib_per_gpu"] = r.needPerGpuGib;
            row["card_gib"] = r.cardGib;
            row["vram_headroom_pct"] = r.vramHeadroomPct;
            row["pareto"] = r.pareto;
            row["price_stale"] = r.priceStale;
            // Time breakdown: training per optimizer step, inference per decode step.
            number("step_seconds", r.stepSeconds);
            row["step_compute_seconds"] = r.stepComputeSeconds;
            row["step_comm_seconds"] = r.stepCommSeconds;
            row["tokens_per_step"] = r.tokensPerStep;
            number("compute_hours", r.computeHours);
            number("comm_hours", r.commHours);
            row["bottleneck"] = r.bottleneck;
            row["tensor_parallel"] = r.tensorParallel;
            row["pipeline_parallel"] = r.pipelineParallel;
            if (!r.decodeKernel.empty())
                row["decode_kernel"] = r.decodeKernel;
            if (r.spot) {
                row["spot"] = {{"discount_pct", r.spot->discountPct},
                               {"discount_source", r.spot->discountSource},
                               {"interruptions_per_hour", r.spot->hazardPerHour},
                               {"interruption_source", r.spot->hazardSource},
                               {"checkpoint_interval_hours", r.spot->intervalHours},
                               {"optimal_interval_hours", r.spot->optimalIntervalHours},
                               {"expected_hours", r.spot->expectedHours},
                               {"expected_cost", r.spot->expectedCost},
                               {"payg_cost", r.spot->paygCost},
                               {"finishes", r.spot->finishes}};
            }
            rows.push_back(std::move(row));
        }
        nlohmann::json findings = nlohmann::json::array();
        for (const Finding &f : plan.findings)
            findings.push_back(
                {{"code", f.code},
                 {"severity", std::string(toString(f.severity))},
                 {"en", findingText(f, Language::English).toStdString()},
                 {"zh", findingText(f, Language::Chinese).toStdString()},
                 {"explanation_en", findingExplanation(f, Language::English).toStdString()},
                 {"explanation_zh", findingExplanation(f, Language::Chinese).toStdString()}});
        const nlohmann::json out = {
            {"model", workload.model.id.empty() ? workload.model.name : workload.model.id},
            {"task", std::string(toString(workload.task))},
            {"region", o.region},
            {"pricing", std::string(toString(o.pricing))},
            {"currency", o.currency},
            {"rows", rows},
            {"findings", findings},
            {"assumptions", plan.assumptions}};
        return QString::fromStdString(out.dump(2)) + QLatin1Char('\n');
    }
    // Table.
    const bool training = workload.isTraining();
    QString out = QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8\n")
                      .arg(QStringLiteral("#"), -3)
                      .arg(QStringLiteral("INSTANCE TYPE"), -26)
                      .arg(QStringLiteral("VERDICT"), -19)
                      .arg(QStringLiteral("GPUS"), -5)
                      .arg(QStringLiteral("NEED/CARD GIB"), -14)
                      .arg(training ? QStringLiteral("HOURS") : QStringLiteral("TOK/S"), 9)
                      .arg(QStringLiteral("PRICE/H"), 10)
                      .arg(training ? QStringLiteral("TOTAL ") + QString::fromStdString(o.currency)
                                    : QStringLiteral("PER 1M TOK"),
                           13);
    for (int i = 0; i < n; ++i) {
        const PlanRow &r = plan.rows[static_cast<std::size_t>(i)];
        const QString timeCell =
            training
                ? (r.hours ? formatNumber(*r.hours, 1) : QStringLiteral("?"))
                : (r.tokensPerSecond ? formatNumber(*r.tokensPerSecond, 0) : QStringLiteral("?"));
        const std::optional<double> cost = training ? r.totalCost : r.costPerMillionTokens;
        out +=
            QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8%9\n")
                .arg(i + 1, -3)
                .arg(QString::fromStdString(r.type->id), -26)
                .arg(QString::fromLatin1(toString(r.verdict).data()), -19)
                .arg(r.gpusUsed, -5)
                .arg(formatNumber(r.needPerGpuGib, 1) + QLatin1Char('/') +
                         formatNumber(r.cardGib, 0),
                     -14)
                .arg(timeCell, 9)
                .arg(r.pricePerHour ? formatNumber(*r.pricePerHour, 2) : QStringLiteral("no price"),
                     10)
                .arg(cost ? formatNumber(*cost, 2) : QStringLiteral("-"), 13)
                .arg(r.pareto ? QStringLiteral("  *") : QString());
        for (const Reason &reason : r.reasons) {
            // The memory comparison is always shown: it says which figures were compared.
            if (reason.severity != Severity::Info || r.verdict == Verdict::DoesNotFit ||
                reason.code == "vram_fit" || reason.code == "vllm_fit")
                out += QStringLiteral("      %1: %2\n")
                           .arg(QString::fromLatin1(toString(reason.severity).data()),
                                planwording::reasonText(reason, planwording::languageOf(chinese)));
        }
    }
    out +=
        QStringLiteral("%1 of %2 instance types shown; * = Pareto front of time against cost; "
                       "prices in %3, %4.\n")
            .arg(n)
            .arg(plan.rows.size())
            .arg(QString::fromStdString(o.region), QString::fromLatin1(toString(o.pricing).data()));
    if (!plan.findings.empty()) {
        out += QStringLiteral("Findings:\n");
        for (const Finding &f : plan.findings)
            out += QStringLiteral("  [%1] %2\n")
                       .arg(QString::fromLatin1(toString(f.severity).data()),
                            planwording::findingText(f, planwording::languageOf(chinese)));
    }
    if (!plan.assumptions.empty()) {
        out += QStringLiteral("Assumptions:\n");
        for (const std::string &a : plan.assumptions)
            out += QStringLiteral("  - %1\n").arg(QString::fromStdString(a));
    }
    return out;
}

} // namespace gpuplanner
