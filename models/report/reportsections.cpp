#include "reportbuilder.h"

#include "capacityexport.h"
#include "catalogtablemodel.h"
#include "inputlabels.h"
#include "palette.h"
#include "planfamilies.h"
#include "planwording.h"

#include "estimator/capacity.h"

#include <algorithm>

namespace gpuplanner {

using namespace reporthtml;
using reportchart::kCardColor;
using reportchart::kCostColor;
using reportchart::kFitsColor;
using reportchart::kNoFitColor;
using reportchart::kWarningColor;

void ReportBuilder::titleSection(QString &h) const
{
    const Scenario &s = m_in.scenario;
    h += QStringLiteral("<h1>%1</h1>").arg(esc(title()));
    h += QStringLiteral("<p class=\"sub\">%1</p>")
             .arg(esc(tr("GPU Planner report: choosing an Alibaba "
                         "Cloud GPU instance for a deep-learning job")));
    h += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"2\">");
    auto row = [&](const QString &k, const QString &v) {
        h += QStringLiteral("<tr><td class=\"k\">%1</td><td>%2</td></tr>").arg(esc(k), v);
    };
    row(tr("Author"), esc(s.author.isEmpty() ? tr("not given") : s.author));
    row(tr("Date"), esc(reportDate()));
    QString scenarioLine = tr("revision %1").arg(s.revision);
    if (!s.modified.isEmpty())
        scenarioLine += QStringLiteral(", ") + tr("saved %1").arg(s.modified.left(10));
    row(tr("Scenario"), esc(scenarioLine));
    if (!s.tags.isEmpty())
        row(tr("Tags"), esc(s.tags.join(QStringLiteral(", "))));
    h += QStringLiteral("</table>");
    if (!s.notes.isEmpty())
        h +=
            QStringLiteral("<p>%1</p>")
                .arg(
                    esc(breakableText(s.notes)).replace(QLatin1Char('\n'), QStringLiteral("<br>")));
}

void ReportBuilder::inputsSection(QString &h) const
{
    h += QStringLiteral("<h2>%1</h2>").arg(esc(tr("Inputs")));
    h += QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"2\">");
    const auto row = [&](const QString &k, const QString &v) {
        h += QStringLiteral("<tr><td class=\"k\" width=\"27%\">%1</td><td>%2</td></tr>")
                 .arg(esc(k), v);
    };
    workloadRows(row);
    if (m_in.scenario.workload.isTraining())
        trainingRows(row);
    else
        servingRows(row);
    optionRows(row);
    h += QStringLiteral("</table>");
}

void ReportBuilder::workloadRows(
    const std::function<void(const QString &, const QString &)> &row) const
{
    const Workload &w = m_in.scenario.workload;
    const ModelSpec &m = w.model;
    QString model = esc(q(m.name));
    if (m.paramsB > 0)
        model += QStringLiteral(" · ") + esc(tr("%1 B parameters").arg(formatNumber(m.paramsB, 2)));
    if (!m_in.scenario.presetId.isEmpty())
        model += QStringLiteral(" · ") + esc(tr("preset %1").arg(m_in.scenario.presetId));
    row(tr("Model"), model);
    if (m.layers > 0)
        row(tr("Shape"), esc(tr("%1 layers, hidden %2, FFN %3, %4 heads (%5 KV), vocabulary %6")
                                 .arg(m.layers)
                                 .arg(m.hidden)
                                 .arg(m.ffn)
                                 .arg(m.heads)
                                 .arg(m.effectiveKvHeads())
                                 .arg(m.vocab)));
    row(tr("Model config source"),
        m.source.empty() ? esc(tr("given by its numbers")) : escs(m.source));
    QString task = esc(taskLabel(w.task));
    if (w.task == Task::Lora || w.task == Task::Qlora)
        task += QStringLiteral(", ") + esc(tr("rank %1 on %2")
                                               .arg(w.loraRank)
                                               .arg(w.loraTargets == LoraTargets::AllLinear
                                                        ? tr("all linear layers")
                                                        : tr("the attention projections")));
    row(tr("Task"), task);
    QString precision = escs(std::string(toString(w.precision)));
    if (w.isTraining() && w.fp32MasterWeights &&
        (w.precision == Precision::Fp16 || w.precision == Precision::Bf16 ||
         w.precision == Precision::Fp8))
        precision += QStringLiteral(", ") + esc(tr("fp32 master weights"));
    row(tr("Precision"), precision);
    row(tr("Quantization"), esc(quantizationLabel(w.quantization)));
}

void ReportBuilder::trainingRows(
    const std::function<void(const QString &, const QString &)> &row) const
{
    const Workload &w = m_in.scenario.workload;
    row(tr("Optimizer"), esc(optimizerLabel(w.optimizer)));
    row(tr("Batch"),
        esc(tr("%1 per GPU, gradient accumulation %2").arg(w.batch).arg(w.gradientAccumulation)));
    row(tr("Sequence length"), esc(tr("%1 tokens").arg(w.seqLen)));
    row(tr("Gradient checkpointing"),
        esc(!w.gradientCheckpointing && w.selectiveCheckpointing ? tr("selective (op level)")
                                                                 : yesNo(w.gradientCheckpointing)));
}

void ReportBuilder::servingRows(
    const std::function<void(const QString &, const QString &)> &row) const
{
    const Workload &w = m_in.scenario.workload;
    row(tr("Batch"), esc(tr("%1 concurrent sequences").arg(w.batch)));
    row(tr("Sequence length"),
        esc(tr("%1 prompt + %2 output tokens").arg(w.promptLen).arg(w.outputLen)));
    row(tr("Serving engine"), w.engine == Engine::Vllm
                                  ? esc(QStringLiteral("vLLM, gpu_memory_utilization %1")
                                            .arg(formatNumber(w.vllmGpuMemoryUtilization, 2)))
                                  : QStringLiteral("PyTorch / Transformers"));
}

void ReportBuilder::optionRows(
    const std::function<void(const QString &, const QString &)> &row) const
{
    const Workload &w = m_in.scenario.workload;
    const PlanOptions &o = m_in.scenario.plan;
    row(tr("GPUs and parallelism"),
        esc(tr("%1 per node × %n node(s); tensor parallel %2, pipeline parallel %3", nullptr,
               w.nodes)
                .arg(w.gpusPerNode)
                .arg(w.tensorParallel)
                .arg(w.pipelineParallel)));
    QString sharding = esc(shardingLabel(w.sharding));
    if (w.offloadOptimizer || w.offloadParams)
        sharding += QStringLiteral(", ") + esc(tr("CPU offload"));
    row(tr("Sharding"), sharding);
    row(tr("Region"), escs(o.region));
    row(tr("Pricing mode"), esc(pricingLabel(o.pricing)));
    if (w.isTraining()) {
        row(tr("Dataset"),
            esc(tr("%1 million tokens per epoch").arg(formatNumber(o.datasetTokens / 1e6, 2))));
        row(tr("Epochs"), esc(formatNumber(o.epochs, 2)));
    } else {
        row(tr("Serving hours"), esc(tr("%1 h").arg(formatNumber(o.servingHours, 1))));
    }
    QString currencyText = currency();
    if (o.cnyPerUsd)
        currencyText += QStringLiteral(" (1 USD = %1 CNY)").arg(formatNumber(*o.cnyPerUsd, 4));
    row(tr("Currency"), esc(currencyText));
    row(tr("VRAM headroom, MFU"),
        esc(QStringLiteral("%1 %, %2")
                .arg(formatNumber(o.headroomPct, 1), formatNumber(o.mfu, 2))));
    row(tr("Limits"), esc(limitsText()));
    if (o.pricing == PricingMode::Spot) {
        QStringList spot;
        if (o.spotDiscountPct)
            spot << tr("%1 % of pay-as-you-go").arg(formatNumber(*o.spotDiscountPct, 1));
        if (o.spotInterruptionRatePct)
            spot << tr("%1 % interrupted over 30 days")
                        .arg(formatNumber(*o.spotInterruptionRatePct, 1));
        spot << tr("checkpoint %1 min, restart %2 min")
                    .arg(formatNumber(o.checkpointWriteHours * 60, 1),
                         formatNumber(o.restartHours * 60, 1));
        row(tr("Spot"), esc(spot.join(QStringLiteral("; "))));
    }
    if (o.pricing == PricingMode::Subscription)
        row(tr("Subscription months"), o.subscriptionMonths > 0
                                           ? esc(QString::number(o.subscriptionMonths))
                                           : esc(tr("as many as the job needs")));
}

QString ReportBuilder::limitsText() const
{
    const PlanOptions &o = m_in.scenario.plan;
    QStringList limits;
    limits << tr("up to %n instance(s)", nullptr, o.maxNodes);
    if (o.maxGpus)
        limits << tr("up to %n GPU(s)", nullptr, *o.maxGpus);
    if (!o.families.empty()) {
        QStringList f;
        for (const std::string &id : o.families)
            f << q(id);
        limits << tr("families %1").arg(f.join(QStringLiteral(", ")));
    }
    if (o.budget)
        limits << tr("budget %1").arg(money(*o.budget));
    if (o.deadlineHours)
        limits << tr("deadline %1 h").arg(formatNumber(*o.deadlineHours, 1));
    return limits.join(QStringLiteral("; "));
}

void ReportBuilder::memorySection(QString &h)
{
    const MemoryEstimate &e = m_in.memory;
    const MemoryBreakdown &g = e.perGpu;
    const Workload &w = m_in.scenario.workload;
    h += QStringLiteral("<h2>%1</h2>").arg(esc(tr("Memory per GPU")));
    h += QStringLiteral("<p>%1</p>")
             .arg(esc(tr("%1 per GPU on %n GPU(s), compared with the card as nvidia-smi would show "
                         "it on a card just large enough: %2 allocated by PyTorch, %3 allocator "
                         "fragmentation, %4 CUDA context. On a larger card PyTorch may report %5 "
                         "reserved and nvidia-smi %6 (freed blocks it keeps cached).",
                         nullptr, w.totalGpus())
                          .arg(gib(g.totalGib), gib(g.allocatedGib), gib(g.fragmentationGib),
                               gib(g.cudaContextGib), gib(g.reservedGib), gib(g.deviceUsedGib))));
    const QStringList names = {tr("Weights"),     tr("Gradients"), tr("Optimizer states"),
                               tr("Activations"), tr("KV cache"),  tr("Overhead")};
    const std::vector<double> values = {g.weightsGib,     g.gradientsGib, g.optimizerGib,
                                        g.activationsGib, g.kvCacheGib,   g.overheadGib};
    Chart c;
    c.kind = Chart::Kind::Stacked;
    c.legendColors.assign(palette::kMemoryComponents.begin(), palette::kMemoryComponents.end());
    for (int i = 0; i < names.size(); ++i)
        c.legend << QStringLiteral("%1 %2").arg(names[i],
                                                gib(values[static_cast<std::size_t>(i)], 2));
    Bar b;
    b.label = tr("Per GPU");
    b.values = values;
    b.valueText = gib(g.totalGib, 2);
    c.bars.push_back(b);
    c.axisTitle = tr("GiB per GPU");
    h += chart(std::move(c));
    const HostRam &r = e.hostRam;
    h += QStringLiteral("<p><b>%1</b> %2</p>")
             .arg(esc(tr("Host RAM per node: needs %1.").arg(gib(r.loaderGib, 0))),
                  r.ruleMinGib > 0
                      ? esc(tr("%1–%2 recommended for the training data "
                               "pipeline (4–8 GB per GB of VRAM). %3")
                                .arg(gib(r.ruleMinGib, 0), gib(r.ruleMaxGib, 0),
                                     planwording::hostRamReason(r, planwording::languageOf(m_zh))))
                      : esc(planwording::hostRamReason(r, planwording::languageOf(m_zh))));
    for (const EstimateWarning &warning : e.warnings)
        h += QStringLiteral("<p class=\"reason\">%1: %2</p>")
                 .arg(esc(severityLabel(Severity::Warning)),
                      esc(planwording::warningText(warning, planwording::languageOf(m_zh))));
}

void ReportBuilder::candidatesSection(QString &h) const
{
    const PlanOptions &o = m_in.scenario.plan;
    const std::vector<PlanRow> &rows = m_in.plan.rows;
    h += QStringLiteral("<h2>%1</h2>").arg(esc(tr("Ranked candidates")));
    h += QStringLiteral("<p>%1</p>")
             .arg(esc(tr("The first %1 of %2 instance types, cheapest first; "
                         "types that fit within the limits come first. ★ marks "
                         "the Pareto front of time against cost. Prices: %3, "
                         "%4, in %5.")
                          .arg(m_listed)
                          .arg(rows.size())
                          .arg(q(o.region), pricingLabel(o.pricing), currency())));
    if (m_in.oldPricesLeftOut > 0)
        h += QStringLiteral("<p>%1</p>")
                 .arg(esc(tr("Left out for an old price (Hide old prices): %n more instance "
                             "type(s).",
                             nullptr, static_cast<int>(m_in.oldPricesLeftOut))));
    if (m_listed == 0) {
        h += QStringLiteral("<p>%1</p>").arg(esc(tr("No instance type to list.")));
        return;
    }
    const QString cur = currency();
    h += QStringLiteral("<table width=\"100%\" border=\"1\" cellspacing=\"0\" cellpadding=\"3\" "
                        "style=\"border-collapse: collapse; border-color: #aab3bd; "
                        "font-size: 8pt;\">");
    h += QStringLiteral("<thead><tr>");
    auto th = [&](const QString &text, int width, bool right) {
        h += QStringLiteral("<th width=\"%1%\" align=\"%2\">%3</th>")
                 .arg(width)
                 .arg(right ? QStringLiteral("right") : QStringLiteral("left"), esc(text));
    };
    th(QStringLiteral("#"), 4, true);
    th(tr("Instance type"), 27, false);
    th(tr("Verdict"), 19, false);
    th(tr("GPUs"), 6, true);
    th(tr("Need/card (GiB)"), 12, true);
    th(m_training ? tr("Hours") : tr("Tokens/s"), 9, true);
    th(tr("Price/h (%1)").arg(cur), 10, true);
    th(m_training ? tr("Total cost (%1)").arg(cur) : tr("Per 1M tokens (%1)").arg(cur), 13, true);
    h += QStringLiteral("</tr></thead><tbody>");
    const QString noPrice = tr("no price");
    const QString unknown = tr("unknown");
    QStringList notes;
    for (int i = 0; i < m_listed; ++i) {
        const PlanRow &r = rows[static_cast<std::size_t>(i)];
        const QString shade = i % 2 ? QStringLiteral(" bgcolor=\"#f4f6f9\"") : QString();
        const QColor color = r.verdict == Verdict::DoesNotFit         ? kNoFitColor
                             : r.verdict == Verdict::FitsWithWarnings ? kWarningColor
                                                                      : kFitsColor;
        const std::optional<double> time = m_training ? r.hours : r.tokensPerSecond;
        const std::optional<double> cost = m_training ? r.totalCost : r.costPerMillionTokens;
        QString type = escs(r.type->id);
        if (r.instances > 1)
            type += QStringLiteral(" × %1").arg(r.instances);
        QStringList reasons;
        for (const Reason &reason : r.reasons) {
            if (reason.severity == Severity::Info && r.verdict != Verdict::DoesNotFit)
                continue;
            reasons << esc(planwording::reasonText(reason, planwording::languageOf(m_zh)));
        }
        if (!reasons.isEmpty())
            notes << QStringLiteral("<b>%1. %2</b> %3")
                         .arg(i + 1)
                         .arg(escs(r.type->id), reasons.join(QStringLiteral(" ")));
        const QString grey = (!r.withinConstraints || r.verdict == Verdict::DoesNotFit)
                                 ? QStringLiteral(" style=\"color: #6d747c;\"")
                                 : QString();
        auto number = [&](const QString &text) {
            h += QStringLiteral("<td align=\"right\" style=\"white-space: nowrap;\">%1</td>")
                     .arg(text);
        };
        h += QStringLiteral("<tr%1>").arg(shade);
        number(QString::number(i + 1));
        h += QStringLiteral("<td%1>%2</td>").arg(grey, type);
        h += QStringLiteral("<td style=\"color: %1;\">%2%3</td>")
                 .arg(color.name(), esc(verdictLabel(r.verdict)),
                      r.pareto ? QStringLiteral(" ★") : QString());
        number(QString::number(r.gpusUsed));
        number(QStringLiteral("%1 / %2").arg(formatNumber(r.needPerGpuGib, 1),
                                             formatNumber(r.cardGib, 1)));
        number(time ? formatNumber(*time, m_training ? 1 : 0) : esc(unknown));
        number(r.pricePerHour ? formatNumber(*r.pricePerHour, 2) : esc(noPrice));
        number(cost ? formatNumber(*cost, 2) : esc(r.pricePerHour ? unknown : noPrice));
        h += QStringLiteral("</tr>");
    }
    h += QStringLiteral("</tbody></table>");
    // The warnings and blockers of each listed type, under the table so that its rows
    // stay one line each and never part from their notes.
    if (!notes.isEmpty()) {
        h +=
            QStringLiteral("<h3>%1</h3>").arg(esc(tr("Warnings and blockers of the listed types")));
        for (const QString &note : notes)
            h += QStringLiteral("<p class=\"reason\">%1</p>").arg(note);
    }
}

// Serving capacity (docs/capacity.md): the traffic and targets, then the cheapest types
// with their layout, replicas, latency at the operating point and monthly cost.
void ReportBuilder::capacitySection(QString &h) const
{
    if (!m_in.capacity || !m_in.scenario.traffic)
        return;
    const TrafficProfile &t = *m_in.scenario.traffic;
    const CapacityPlan &plan = *m_in.capacity;
    auto target = [&](double v, double scale, const QString &unit) {
        return v > 0 ? QStringLiteral("%1 %2").arg(formatNumber(v * scale, 3), unit) : tr("none");
    };
    h += QStringLiteral("<h2>%1</h2>").arg(esc(tr("Serving capacity")));
    h += QStringLiteral("<p>%1</p>")
             .arg(esc(tr("%1 requests/s at the peak (average %2); prompts %3 tokens (p95 %4), "
                         "answers %5 tokens (p95 %6); targets at p%7: time to first token %8, "
                         "time per output token %9.")
                          .arg(formatNumber(t.peakRps, 2), formatNumber(t.average(), 2),
                               formatNumber(t.promptMean, 0),
                               formatNumber(t.promptP95 > 0 ? t.promptP95 : t.promptMean, 0),
                               formatNumber(t.outputMean, 0),
                               formatNumber(t.outputP95 > 0 ? t.outputP95 : t.outputMean, 0),
                               formatNumber(t.percentile, 1), target(t.ttftTarget, 1, tr("s")),
                               target(t.tpotTarget, 1000, tr("ms")))));
    std::vector<const CapacityRow *> rows;
    for (const CapacityRow &r : plan.rows)
        if (r.verdict == CapacityVerdict::Serves && rows.size() < 10)
            rows.push_back(&r);
    if (rows.empty()) {
        h += QStringLiteral("<p>%1</p>")
                 .arg(esc(tr("No instance type with a price meets these targets.")));
        return;
    }
    h += QStringLiteral("<p>%1</p>")
             .arg(esc(tr("Each replica is one vLLM engine on the GPUs of one instance. The %1 "
                         "cheapest types per month, %2 spare replica(s) included; the cost is "
                         "the cheapest of pay-as-you-go, subscription, spot and subscription "
                         "for the base load with pay-as-you-go above it.")
                          .arg(rows.size())
                          .arg(t.spareReplicas)));
    // A data-parallel row's replica is a rank, not an engine.
    if (std::any_of(rows.begin(), rows.end(),
                    [](const CapacityRow *r) { return r->replica.dataParallel > 1; }))
        h += QStringLiteral("<p>%1</p>")
                 .arg(esc(tr("In a DP N + EP layout a replica is one data-parallel rank: one GPU "
                             "with the attention whole and 1/N of the experts, in one vLLM "
                             "engine across the instance's N GPUs.")));
    h += QStringLiteral("<table width=\"100%\" border=\"1\" cellspacing=\"0\" cellpadding=\"3\" "
                        "style=\"border-collapse: collapse; border-color: #aab3bd; "
                        "font-size: 8pt;\"><thead><tr>");
    const QString cur = currency();
    const std::pair<QString, int> heads[] = {{QStringLiteral("#"), 4},
                                             {tr("Instance type"), 22},
                                             {tr("Layout"), 11},
                                             {tr("Replicas / instances"), 10},
                                             {tr("Req/s per replica"), 9},
                                             {tr("TTFT (s)"), 7},
                                             {tr("TPOT (ms)"), 7},
                                             {tr("Limited by"), 10},
                                             {tr("Per month (%1)").arg(cur), 11},
                                             {tr("Per 1M output tokens (%1)").arg(cur), 9}};
    for (const auto &[text, width] : heads)
        h += QStringLiteral("<th width=\"%1%\">%2</th>").arg(width).arg(esc(text));
    h += QStringLiteral("</tr></thead><tbody>");
    int i = 0;
    for (const CapacityRow *r : rows) {
        const ReplicaModel &m = r->replica;
        const QString shade = i % 2 ? QStringLiteral(" bgcolor=\"#f4f6f9\"") : QString();
        auto cell = [&](const QString &text, bool right = true) {
            h += QStringLiteral("<td%1>%2</td>")
                     .arg(right ? QStringLiteral(" align=\"right\"") : QString(), text);
        };
        h += QStringLiteral("<tr%1>").arg(shade);
        cell(QString::number(++i));
        cell(escs(r->type->id), false);
        cell(esc(capacityLayoutText(m)), false);
        cell(QStringLiteral("%1 / %2").arg(r->replicas).arg(r->instances));
        cell(formatNumber(m.maxRps, 2));
        cell(formatNumber(m.atMax.ttft, 2));
        cell(formatNumber(m.atMax.tpot * 1000, 1));
        cell(esc(QString::fromLatin1(toString(m.limit).data())), false);
        cell(formatNumber(*r->monthlyCost, 0));
        cell(r->costPerMillionTokens ? formatNumber(*r->costPerMillionTokens, 2) : QString());
        h += QStringLiteral("</tr>");
    }
    h += QStringLiteral("</tbody></table>");
    h += QStringLiteral("<p class=\"reason\">%1</p>")
             .arg(esc(tr("Limited by: what stops one replica from serving more (ttft, tpot, "
                         "e2e, kv_cache, max_num_seqs, prefill). Formulas, sources and the "
                         "published checks: docs/capacity.md.")));
}

void ReportBuilder::costChartSection(QString &h)
{
    // The best type of each family by the plan's own ranking, as the window's chart shows.
    std::vector<const PlanRow *> families = bestOfEachFamily(m_in.plan, m_training);
    auto costOf = [&](const PlanRow *r) {
        return familyChartCost(*r, m_training).value_or(0);
    };
    if (families.size() > 16)
        families.resize(16);
    h += QStringLiteral("<h2>%1</h2>")
             .arg(esc(m_training ? tr("Total job cost by family (best fitting type of "
                                      "each)")
                                 : tr("Cost per 1M output tokens by family (best fitting "
                                      "type of each)")));
    if (families.empty()) {
        h += QStringLiteral("<p>%1</p>")
                 .arg(esc(tr("No fitting type has a price in this region and "
                             "pricing mode.")));
    } else {
        Chart c;
        c.kind = Chart::Kind::Bars;
        for (const PlanRow *r : families) {
            Bar b;
            b.label = QStringLiteral("%1 · %2").arg(q(r->type->familyId), q(r->type->id));
            b.values = {costOf(r)};
            b.valueText = money(costOf(r));
            b.color = kCostColor;
            c.bars.push_back(b);
        }
        c.axisTitle = m_training ? tr("Total cost (%1)").arg(currency())
                                 : tr("Per 1M tokens (%1)").arg(currency());
        h += chart(std::move(c));
    }
}

void ReportBuilder::fitChartSection(QString &h)
{
    // Fit: need against the card for the listed candidates.
    const std::vector<PlanRow> &rows = m_in.plan.rows;
    h += QStringLiteral("<h2>%1</h2>").arg(esc(tr("VRAM need against memory per GPU")));
    const int n = std::min(m_listed, 24);
    if (n > 0) {
        Chart c;
        c.kind = Chart::Kind::Fit;
        c.legend = {tr("memory per GPU"), tr("need: fits"), tr("need: fits, with warnings"),
                    tr("need: does not fit")};
        c.legendColors = {kCardColor, kFitsColor, kWarningColor, kNoFitColor};
        for (int i = 0; i < n; ++i) {
            const PlanRow &r = rows[static_cast<std::size_t>(i)];
            Bar b;
            b.label = QStringLiteral("%1. %2").arg(i + 1).arg(q(r.type->id));
            b.values = {r.needPerGpuGib, r.cardGib};
            b.valueText = QStringLiteral("%1 / %2 GiB")
                              .arg(formatNumber(r.needPerGpuGib, 1), formatNumber(r.cardGib, 0));
            b.color = r.verdict == Verdict::DoesNotFit         ? kNoFitColor
                      : r.verdict == Verdict::FitsWithWarnings ? kWarningColor
                                                               : kFitsColor;
            c.bars.push_back(b);
        }
        c.axisTitle = tr("GiB per GPU");
        h += chart(std::move(c));
    }
}

void ReportBuilder::findingsSection(QString &h) const
{
    h += QStringLiteral("<h2>%1</h2>").arg(esc(tr("Findings")));
    if (m_in.plan.findings.empty()) {
        h += QStringLiteral("<p>%1</p>").arg(esc(tr("No findings for this plan.")));
        return;
    }
    h += QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"3\">");
    for (const Finding &f : m_in.plan.findings) {
        const QString color = f.severity == Severity::Blocker   ? kNoFitColor.name()
                              : f.severity == Severity::Warning ? kWarningColor.name()
                                                                : kCostColor.name();
        const QString explanation =
            planwording::findingExplanation(f, planwording::languageOf(m_zh));
        h += QStringLiteral(
                 "<tr><td width=\"11%\" style=\"color: %1; font-weight: bold; vertical-align: "
                 "top;\">%2</td><td style=\"vertical-align: top;\"><b>%3</b>%4</td></tr>")
                 .arg(color, esc(severityLabel(f.severity)),
                      esc(planwording::findingText(f, planwording::languageOf(m_zh))),
                      explanation.isEmpty() ? QString()
                                            : QStringLiteral("<br><span class=\"sub\">%1</span>")
                                                  .arg(esc(explanation)));
    }
    h += QStringLiteral("</table>");
}

void ReportBuilder::sourcesSection(QString &h) const
{
    h += QStringLiteral("<h2>%1</h2>").arg(esc(tr("Price sources and dates")));
    struct Source {
        std::string url;
        std::string asOf;
        PriceKind kind;
        bool stale = false;
        QStringList types;
    };
    std::vector<Source> sources;
    int unpriced = 0;
    for (int i = 0; i < m_listed; ++i) {
        const PlanRow &r = m_in.plan.rows[static_cast<std::size_t>(i)];
        if (!r.pricePerHour) {
            ++unpriced;
            continue;
        }
        auto it = std::find_if(sources.begin(), sources.end(), [&](const Source &s) {
            return s.url == r.priceSource && s.asOf == r.priceAsOf && s.kind == r.priceKind;
        });
        if (it == sources.end()) {
            sources.push_back({r.priceSource, r.priceAsOf, r.priceKind, r.priceStale, {}});
            it = sources.end() - 1;
        }
        it->stale = it->stale || r.priceStale;
        it->types << q(r.type->id);
    }
    h += QStringLiteral("<p>%1</p>")
             .arg(esc(tr("Each source and date of the prices of the %1 listed "
                         "candidates. A price older than 180 days is marked "
                         "stale.")
                          .arg(m_listed)));
    for (const Source &s : sources) {
        QString line = QStringLiteral("<p><b>%1</b> %2")
                           .arg(s.url.empty() ? QStringLiteral("—")
                                              : esc(InputLabels::priceSource(s.url, s.kind)),
                                QStringLiteral("<br><span class=\"small\">%1</span>")
                                    .arg(esc(tr("as of %1, %2 price; used by %3")
                                                 .arg(q(s.asOf), kindLabel(s.kind),
                                                      s.types.join(QStringLiteral(", "))))));
        if (s.stale)
            line += QStringLiteral(" <span class=\"stale\">%1</span>").arg(esc(tr("stale")));
        line += QStringLiteral("</p>");
        h += line;
    }
    if (unpriced > 0)
        h += QStringLiteral("<p class=\"small\">%1</p>")
                 .arg(esc(tr("%n listed type(s) without a price in this region and pricing mode; "
                             "a type without a price is never treated as free.",
                             nullptr, unpriced)));
}

void ReportBuilder::assumptionsSection(QString &h) const
{
    h += QStringLiteral("<h2>%1</h2>").arg(esc(tr("Assumptions")));
    QStringList items;
    auto add = [&](const QString &s) {
        if (!s.isEmpty() && !items.contains(s))
            items << s;
    };
    for (const Assumption &a : m_in.plan.assumptions)
        add(planwording::assumptionText(a, planwording::languageOf(m_zh)));
    for (const Assumption &a : m_in.memory.assumptions)
        add(planwording::assumptionText(a, planwording::languageOf(m_zh)));
    add(tr("Prices are converted to one hour with a month of 730 hours; a "
           "type without a price is never treated as free."));
    add(tr("Memory per GPU is what to plan the card for (the nvidia-smi view), "
           "with %1 % of VRAM kept free.")
            .arg(formatNumber(m_in.scenario.plan.headroomPct, 1)));
    h += QStringLiteral("<ul>");
    for (const QString &a : items)
        h += QStringLiteral("<li>%1</li>").arg(esc(a));
    h += QStringLiteral("</ul>");
}

} // namespace gpuplanner
