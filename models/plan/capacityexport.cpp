#include "capacityexport.h"

#include "estimator/csv.h"
#include "estimator/text.h"
#include "plaintext.h"
#include "textwidth.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>

#include <cmath>

#include <algorithm>

namespace gpuplanner {

namespace {

using nlohmann::json;

QString num(double v, int decimals)
{
    return QString::fromStdString(text::fmt(v, decimals));
}

QString optText(const std::optional<double> &v, int decimals)
{
    return v ? num(*v, decimals) : QString();
}

bool serving(const CapacityRow &r)
{
    return r.verdict == CapacityVerdict::Serves || r.verdict == CapacityVerdict::NoPrice;
}

} // namespace

QString capacityLimitText(CapacityLimit l)
{
    switch (l) {
    case CapacityLimit::Ttft:
        return QCoreApplication::translate("CapacityTable", "TTFT");
    case CapacityLimit::Tpot:
        return QCoreApplication::translate("CapacityTable", "TPOT");
    case CapacityLimit::E2e:
        return QCoreApplication::translate("CapacityTable", "end-to-end latency");
    case CapacityLimit::KvCache:
        return QCoreApplication::translate("CapacityTable", "KV cache");
    case CapacityLimit::MaxNumSeqs:
        return QCoreApplication::translate("CapacityTable", "max_num_seqs");
    case CapacityLimit::Prefill:
        return QCoreApplication::translate("CapacityTable", "prefill compute");
    case CapacityLimit::None:
        break;
    }
    return QString();
}

QString capacityLayoutText(const ReplicaModel &m)
{
    if (m.dataParallel > 1)
        return QCoreApplication::translate("CapacityTable", "DP %1 + EP").arg(m.dataParallel);
    return QCoreApplication::translate("CapacityTable", "TP %1 × %2")
        .arg(m.tensorParallel)
        .arg(m.replicasPerInstance);
}

QString capacityModeText(const std::string &mode)
{
    if (mode == "payg")
        return QCoreApplication::translate("CapacityTable", "pay-as-you-go");
    if (mode == "subscription")
        return QCoreApplication::translate("CapacityTable", "subscription");
    if (mode == "spot")
        return QCoreApplication::translate("CapacityTable", "spot");
    if (mode == "mixed")
        return QCoreApplication::translate("CapacityTable", "subscription + pay-as-you-go");
    return QString::fromStdString(mode);
}

namespace {

QString limitText(CapacityLimit l)
{
    return capacityLimitText(l);
}

QString modeText(const std::string &mode)
{
    return capacityModeText(mode);
}

// The values of one row by field key (CSV cells; JSON converts the numbers back).
QStringList cells(const CapacityRow &r, int rank)
{
    const bool s = serving(r);
    const ReplicaModel &m = r.replica;
    QStringList c;
    c << QString::number(rank) << QString::fromStdString(r.type ? r.type->id : std::string())
      << QString::fromStdString(r.type ? r.type->familyId : std::string())
      << QString::fromLatin1(toString(r.verdict).data()) << QString::fromStdString(r.why)
      << (r.gpu ? QString::fromStdString(r.gpu->id) : QString())
      << (m.stepSeconds.empty() ? QString() : QString::number(m.tensorParallel))
      << (m.stepSeconds.empty() ? QString() : QString::number(m.dataParallel))
      << (m.stepSeconds.empty() ? QString() : QString::number(m.replicasPerInstance))
      << (s ? QString::number(r.replicas) : QString())
      << (s ? QString::number(r.instances) : QString())
      << (m.maxRps > 0 ? num(m.maxRps, 4) : QString())
      << (m.maxRps > 0 ? num(m.atMax.concurrency, 2) : QString())
      << (m.maxRps > 0 ? num(m.atMax.ttft, 4) : QString())
      << (m.maxRps > 0 ? num(m.atMax.tpot, 5) : QString())
      << (m.maxRps > 0 ? num(m.atMax.e2e, 3) : QString())
      << (m.stepSeconds.empty() ? QString() : QString::fromLatin1(toString(m.limit).data()))
      << (m.stepSeconds.empty() ? QString() : num(m.kvTokenCapacity, 0))
      << (m.stepSeconds.empty() ? QString() : QString::number(m.maxConcurrency))
      << (m.stepSeconds.empty() ? QString() : num(m.prefillSeconds, 4))
      << (m.stepSeconds.empty() ? QString() : num(m.decodeStep1, 5))
      << (s ? num(r.utilisationPct, 1) : QString()) << optText(r.monthlyCost, 2)
      << QString::fromStdString(r.costMode) << optText(r.cost.payAsYouGo, 2)
      << optText(r.cost.subscription, 2) << optText(r.cost.spot, 2) << optText(r.cost.mixed, 2)
      << (r.cost.mixed ? QString::number(r.cost.mixedBaseInstances) : QString())
      << optText(r.costPerMillionTokens, 4)
      << (r.monthlyCost ? QString::fromStdString(r.currency) : QString());
    return c;
}

std::vector<const CapacityRow *> rowsToWrite(const CapacityTable &t)
{
    std::vector<const CapacityRow *> out;
    if (t.detail) {
        out.push_back(t.detail);
        return out;
    }
    for (const CapacityRow &r : t.plan->rows) {
        if (t.top > 0 && static_cast<int>(out.size()) >= t.top)
            break;
        out.push_back(&r);
    }
    return out;
}

json trafficJson(const TrafficProfile &t)
{
    json j = {{"peak_rps", t.peakRps},
              {"average_rps", t.average()},
              {"prompt_len", t.promptMean},
              {"prompt_p95", t.promptP95 > 0 ? t.promptP95 : t.promptMean},
              {"output_len", t.outputMean},
              {"output_p95", t.outputP95 > 0 ? t.outputP95 : t.outputMean},
              {"prefix_cache_share", t.prefixCacheShare},
              {"ttft_s", t.ttftTarget > 0 ? json(t.ttftTarget) : json(nullptr)},
              {"tpot_s", t.tpotTarget > 0 ? json(t.tpotTarget) : json(nullptr)},
              {"e2e_s", t.e2eTarget > 0 ? json(t.e2eTarget) : json(nullptr)},
              {"percentile", t.percentile},
              {"spare_replicas", t.spareReplicas}};
    if (t.hourlyRps.size() == 24)
        j["hourly_rps"] = t.hourlyRps;
    return j;
}

json curvesJson(const CapacityRow &r, const TrafficProfile &t)
{
    json curve = json::array();
    for (const ConcurrencyPoint &p : concurrencyCurve(r.replica))
        curve.push_back({{"concurrency", p.concurrency}, {"ttft_s", p.ttft}, {"tpot_s", p.tpot}});
    json steps = json::array();
    const double top = std::max(t.peakRps * 2, r.replica.maxRps * 4);
    for (const CostStep &s : costCurve(r, t, top, 40))
        steps.push_back(
            {{"peak_rps", s.peakRps}, {"instances", s.instances}, {"monthly_payg", s.monthlyCost}});
    json layouts = json::array();
    for (const ReplicaModel &m : r.layouts)
        layouts.push_back({{"tensor_parallel", m.tensorParallel},
                           {"data_parallel", m.dataParallel},
                           {"replicas_per_instance", m.replicasPerInstance},
                           {"rps_per_replica", m.maxRps},
                           {"limit", std::string(toString(m.limit))},
                           {"ttft_s", m.atMax.ttft},
                           {"tpot_s", m.atMax.tpot},
                           {"max_concurrency", m.maxConcurrency}});
    return {{"layouts", layouts}, {"concurrency_curve", curve}, {"cost_steps", steps}};
}

} // namespace

QStringList capacityFields()
{
    return {QStringLiteral("rank"),
            QStringLiteral("instance_type"),
            QStringLiteral("family"),
            QStringLiteral("verdict"),
            QStringLiteral("why"),
            QStringLiteral("gpu"),
            QStringLiteral("tensor_parallel"),
            QStringLiteral("data_parallel"),
            QStringLiteral("replicas_per_instance"),
            QStringLiteral("replicas"),
            QStringLiteral("instances"),
            QStringLiteral("rps_per_replica"),
            QStringLiteral("concurrency"),
            QStringLiteral("ttft_s"),
            QStringLiteral("tpot_s"),
            QStringLiteral("e2e_s"),
            QStringLiteral("limit"),
            QStringLiteral("kv_token_capacity"),
            QStringLiteral("max_concurrency"),
            QStringLiteral("prefill_s"),
            QStringLiteral("decode_step_s"),
            QStringLiteral("utilisation_pct"),
            QStringLiteral("monthly_cost"),
            QStringLiteral("cost_mode"),
            QStringLiteral("monthly_payg"),
            QStringLiteral("monthly_subscription"),
            QStringLiteral("monthly_spot"),
            QStringLiteral("monthly_mixed"),
            QStringLiteral("mixed_base_instances"),
            QStringLiteral("cost_per_million_tokens"),
            QStringLiteral("currency")};
}

QString trafficProblemText(const TrafficProblem &p)
{
    return QStringLiteral("--%1: %2").arg(QString::fromStdString(p.field), trafficProblemWhat(p));
}

bool parseHourlyRps(const QString &text, std::vector<double> *rates, HourlyParseError *bad)
{
    QString joined = text;
    joined.replace(QChar(0xFF0C), QLatin1Char(','));
    const QStringList parts = joined.split(QLatin1Char(','), Qt::KeepEmptyParts);
    rates->clear();
    for (int i = 0; i < parts.size(); ++i) {
        bool isNumber = false;
        const double v = parts[i].trimmed().toDouble(&isNumber);
        if (!isNumber || !std::isfinite(v)) {
            *bad = {i + 1, parts[i].trimmed().left(20)};
            return false;
        }
        rates->push_back(v);
    }
    return true;
}

QString trafficProblemWhat(const TrafficProblem &p)
{
    QString what;
    if (p.code == "rate_range")
        what = QCoreApplication::translate(
                   "CapacityTable",
                   "the peak requests per second must be above 0 and at most 1000000 (got %1)")
                   .arg(num(p.got, 3));
    else if (p.code == "hours_count")
        what = QCoreApplication::translate("CapacityTable",
                                           "24 values are needed, one per hour (got %1)")
                   .arg(num(p.got, 0));
    else if (p.code == "hour_negative")
        what = QCoreApplication::translate("CapacityTable", "hour %1 must be 0 or more (got %2)")
                   .arg(p.hour)
                   .arg(num(p.got, 3));
    else if (p.code == "peak_below_hour")
        what = QCoreApplication::translate(
                   "CapacityTable", "the peak (%1) is below the busiest hour of the profile (%2)")
                   .arg(num(p.got, 3), num(p.other, 3));
    else if (p.code == "average_range")
        what = QCoreApplication::translate("CapacityTable",
                                           "must be above 0 and at most the peak (got %1)")
                   .arg(num(p.got, 3));
    else if (p.code == "length_range")
        what = QCoreApplication::translate("CapacityTable",
                                           "must be at least 1 token and at most 10000000 (got %1)")
                   .arg(num(p.got, 1));
    else if (p.code == "p95_below_mean")
        what = QCoreApplication::translate(
                   "CapacityTable", "the 95th percentile (%1) must not be below the mean (%2)")
                   .arg(num(p.got, 1), num(p.other, 1));
    else if (p.code == "prefix_range")
        what = QCoreApplication::translate("CapacityTable",
                                           "the share of prompt tokens from the prefix cache "
                                           "must be from 0 up to (not including) 1 (got %1)")
                   .arg(num(p.got, 3));
    else if (p.code == "target_range")
        what = QCoreApplication::translate("CapacityTable",
                                           "a target in seconds from 0 (none) to 86400 (got %1)")
                   .arg(num(p.got, 4));
    else if (p.code == "percentile_range")
        what = QCoreApplication::translate("CapacityTable", "from 50 to 99.9 (got %1)")
                   .arg(num(p.got, 2));
    else
        what =
            QCoreApplication::translate("CapacityTable", "from 0 to 1000 spare replicas (got %1)")
                .arg(num(p.got, 0));
    return what;
}

QString capacityWhyText(const CapacityRow &r, bool chinese)
{
    Q_UNUSED(chinese) // the translator picks the language
    const ReplicaModel &m = r.replica;
    if (r.why == "ttft_unreachable")
        return QCoreApplication::translate(
                   "CapacityTable",
                   "TTFT alone exceeds the target on this GPU: %1 s for one prompt at no load")
            .arg(num(m.atMax.ttft, 3));
    if (r.why == "tpot_unreachable")
        return QCoreApplication::translate(
                   "CapacityTable",
                   "one decode step alone exceeds the TPOT target on this GPU: %1 s")
            .arg(num(m.decodeStep1, 4));
    if (r.why == "e2e_unreachable")
        return QCoreApplication::translate("CapacityTable",
                                           "one request alone exceeds the end-to-end target: %1 s")
            .arg(num(m.atMax.e2e, 2));
    if (r.why == "no_price")
        return QCoreApplication::translate("CapacityTable", "no price for this type in the region");
    if (r.why == "no_layout")
        return QCoreApplication::translate(
            "CapacityTable",
            "no tensor-parallel layout that vLLM accepts fits the model with one sequence");
    if (r.why == "speed_unknown")
        return QCoreApplication::translate("CapacityTable",
                                           "the GPU's tensor throughput is not documented");
    if (r.why == "vllm_tp_refused")
        return QCoreApplication::translate(
            "CapacityTable", "vLLM refuses every tensor-parallel size this type offers");
    if (r.verdict == CapacityVerdict::DoesNotFit)
        return QCoreApplication::translate("CapacityTable", "the model does not fit (%1)")
            .arg(QString::fromStdString(r.why));
    return QString();
}

QString writeCapacityTable(const CapacityTable &t, CapacityFormat format)
{
    const std::vector<const CapacityRow *> rows = rowsToWrite(t);
    const QStringList fields = capacityFields();
    QString out;
    if (format == CapacityFormat::Csv) {
        std::vector<std::string> header;
        for (const QString &f : fields)
            header.push_back(f.toStdString());
        out += QString::fromStdString(csvLine(header)) + QLatin1Char('\n');
        int rank = 0;
        for (const CapacityRow *r : rows) {
            std::vector<std::string> line;
            for (const QString &c : cells(*r, ++rank))
                line.push_back(c.toStdString());
            out += QString::fromStdString(csvLine(line)) + QLatin1Char('\n');
        }
        return out;
    }
    if (format == CapacityFormat::Json) {
        json list = json::array();
        int rank = 0;
        for (const CapacityRow *r : rows) {
            const QStringList c = cells(*r, ++rank);
            json row = json::object();
            for (int i = 0; i < fields.size(); ++i) {
                const QString &v = c[i];
                const std::string key = fields[i].toStdString();
                if (v.isEmpty()) {
                    row[key] = nullptr;
                    continue;
                }
                bool isNumber = false;
                const double d = v.toDouble(&isNumber);
                const bool textField = key == "instance_type" || key == "family" ||
                                       key == "verdict" || key == "why" || key == "gpu" ||
                                       key == "limit" || key == "cost_mode" || key == "currency";
                row[key] = isNumber && !textField ? json(d) : json(v.toStdString());
            }
            row["why_text"] = capacityWhyText(*r, t.chinese).toStdString();
            list.push_back(row);
        }
        json doc = {{"format", "gpu-planner-capacity-table"},
                    {"format_version", kCapacityTableVersion},
                    {"model", t.model.toStdString()},
                    {"traffic", trafficJson(*t.traffic)},
                    {"rows", list},
                    {"assumptions", t.plan->assumptions}};
        if (t.detail)
            doc["detail"] = curvesJson(*t.detail, *t.traffic);
        return QString::fromStdString(doc.dump(2)) + QLatin1Char('\n');
    }
    // Table and Markdown: for people.
    const QStringList titles = {
        QCoreApplication::translate("CapacityTable", "#"),
        QCoreApplication::translate("CapacityTable", "Instance type"),
        QCoreApplication::translate("CapacityTable", "Layout"),
        QCoreApplication::translate("CapacityTable", "Replicas"),
        QCoreApplication::translate("CapacityTable", "Instances"),
        QCoreApplication::translate("CapacityTable", "Req/s per replica"),
        QCoreApplication::translate("CapacityTable", "TTFT"),
        QCoreApplication::translate("CapacityTable", "TPOT"),
        QCoreApplication::translate("CapacityTable", "Limit"),
        QCoreApplication::translate("CapacityTable", "Per month"),
        QCoreApplication::translate("CapacityTable", "Per 1M output tokens")};
    std::vector<QStringList> body;
    int rank = 0;
    for (const CapacityRow *r : rows) {
        ++rank;
        const ReplicaModel &m = r->replica;
        QStringList line;
        const QString id = QString::fromStdString(r->type ? r->type->id : std::string());
        line << QString::number(rank) << (format == CapacityFormat::Table ? terminalSafe(id) : id);
        if (!serving(*r)) {
            line << QString() << QString() << QString() << QString() << QString() << QString()
                 << QString() << QString()
                 << (format == CapacityFormat::Table ? terminalSafe(capacityWhyText(*r, t.chinese))
                                                     : capacityWhyText(*r, t.chinese));
            body.push_back(line);
            continue;
        }
        line << capacityLayoutText(m) << QString::number(r->replicas)
             << QString::number(r->instances) << num(m.maxRps, 2)
             << QCoreApplication::translate("CapacityTable", "%1 s").arg(num(m.atMax.ttft, 2))
             << QCoreApplication::translate("CapacityTable", "%1 ms")
                    .arg(num(m.atMax.tpot * 1000, 1))
             << limitText(m.limit)
             << (r->monthlyCost
                     ? QCoreApplication::translate("CapacityTable", "%1 %2 (%3)")
                           .arg(num(*r->monthlyCost, 0), QString::fromStdString(r->currency),
                                modeText(r->costMode))
                     : QCoreApplication::translate("CapacityTable", "no price"))
             << (r->costPerMillionTokens ? QCoreApplication::translate("CapacityTable", "%1 %2")
                                               .arg(num(*r->costPerMillionTokens, 3),
                                                    QString::fromStdString(r->currency))
                                         : QString());
        body.push_back(line);
    }
    if (format == CapacityFormat::Markdown) {
        out += QLatin1String("| ") + titles.join(QLatin1String(" | ")) + QLatin1String(" |\n|");
        for (int i = 0; i < titles.size(); ++i)
            out += QLatin1String("---|");
        out += QLatin1Char('\n');
        for (QStringList line : body) {
            while (line.size() < titles.size())
                line << QString();
            for (QString &c : line) // text from an import is data: no HTML, no table breaks
                c = c.toHtmlEscaped().replace(QLatin1Char('|'), QLatin1String("\\|"));
            out += QLatin1String("| ") + line.join(QLatin1String(" | ")) + QLatin1String(" |\n");
        }
        return out;
    }
    // Plain text columns.
    std::vector<int> widths(static_cast<std::size_t>(titles.size()), 0);
    auto widen = [&](const QStringList &line) {
        for (int i = 0; i < line.size() && i < titles.size() - 1; ++i)
            widths[static_cast<std::size_t>(i)] = std::max(widths[static_cast<std::size_t>(i)],
                                                           static_cast<int>(displayWidth(line[i])));
    };
    widen(titles);
    for (const QStringList &line : body)
        if (line.size() == titles.size())
            widen(line);
    auto print = [&](const QStringList &line) {
        QString s;
        for (int i = 0; i < line.size(); ++i) {
            const bool last = i == line.size() - 1;
            s += last ? line[i] : padRight(line[i], widths[static_cast<std::size_t>(i)]);
            if (!last)
                s += QLatin1String("  ");
        }
        return s.trimmed() + QLatin1Char('\n');
    };
    out += print(titles);
    for (const QStringList &line : body)
        out += print(line);
    return out;
}

} // namespace gpuplanner
