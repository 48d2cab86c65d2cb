// capacity: replicas, layout and monthly cost of serving a traffic profile within latency
// targets, on every instance type (estimator/capacity.h, docs/capacity.md).
#include "capacityexport.h"
#include "clicommon.h"
#include "cliworkload.h"
#include "estimator/capacity.h"
#include "estimator/csv.h"
#include "estimator/timemodel.h"
#include "planservice.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QFile>

#include <algorithm>
#include <cmath>

namespace gpuplanner::cli {

namespace {

// Mean and 95th percentile (nearest rank) of the prompt and output lengths in a CSV of
// requests exported from logs. false and *error naming the file and line on bad input.
bool readLengths(const QString &path, TrafficProfile &t, QString *error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = QCoreApplication::translate("cli", "--lengths-csv: cannot read '%1': %2")
                     .arg(path, f.errorString());
        return false;
    }
    const QByteArray bytes = f.read(64 * 1024 * 1024 + 1);
    if (bytes.size() > 64 * 1024 * 1024) {
        *error = QCoreApplication::translate("cli", "--lengths-csv: '%1' is larger than 64 MiB")
                     .arg(path);
        return false;
    }
    std::string why;
    const auto table =
        parseCsv(std::string_view(bytes.constData(), std::size_t(bytes.size())), &why);
    if (!table) {
        *error = QCoreApplication::translate("cli", "--lengths-csv: %1: %2")
                     .arg(path, QString::fromStdString(why));
        return false;
    }
    const int prompt = table->column("prompt_tokens");
    const int output = table->column("output_tokens");
    if (prompt < 0 || output < 0) {
        *error = QCoreApplication::translate(
                     "cli", "--lengths-csv: %1:1: the header needs the columns prompt_tokens and "
                            "output_tokens")
                     .arg(path);
        return false;
    }
    std::vector<double> prompts;
    std::vector<double> outputs;
    for (const CsvRecord &r : table->records) {
        for (const auto &[column, list] :
             {std::pair{prompt, &prompts}, std::pair{output, &outputs}}) {
            const QString cell = QString::fromStdString(r.fields[std::size_t(column)]).trimmed();
            bool ok = false;
            const double v = cell.toDouble(&ok);
            if (!ok || !std::isfinite(v) || v < 0 || v > 1e7 || v != std::floor(v)) {
                *error =
                    QCoreApplication::translate(
                        "cli", "--lengths-csv: %1:%2: column %3: '%4' is not a whole number of "
                               "tokens from 0 to 10000000")
                        .arg(path)
                        .arg(r.line)
                        .arg(QString::fromStdString(table->header[std::size_t(column)]),
                             cell.left(40));
                return false;
            }
            list->push_back(v);
        }
    }
    if (prompts.empty()) {
        *error =
            QCoreApplication::translate("cli", "--lengths-csv: %1: no requests after the header")
                .arg(path);
        return false;
    }
    auto stats = [](std::vector<double> v, double &mean, double &p95) {
        double sum = 0;
        for (double x : v)
            sum += x;
        mean = sum / v.size();
        std::sort(v.begin(), v.end());
        const auto rank = static_cast<std::size_t>(std::ceil(0.95 * v.size()));
        p95 = v[std::min(v.size(), std::max<std::size_t>(1, rank)) - 1];
    };
    stats(prompts, t.promptMean, t.promptP95);
    stats(outputs, t.outputMean, t.outputP95);
    t.promptMean = std::max(1.0, t.promptMean);
    t.outputMean = std::max(1.0, t.outputMean);
    t.promptP95 = std::max(t.promptP95, t.promptMean);
    t.outputP95 = std::max(t.outputP95, t.outputMean);
    return true;
}

// --hourly-rps: 24 comma-separated rates; the peak defaults to the largest. --rps is
// needed without it.
bool readHourly(const Args &args, TrafficProfile &t, QString *error)
{
    if (!args.has(QStringLiteral("--hourly-rps"))) {
        if (args.has(QStringLiteral("--rps")))
            return true;
        *error =
            QCoreApplication::translate("cli", "--rps: the peak requests per second is required");
        return false;
    }
    HourlyParseError bad;
    if (!parseHourlyRps(args.value(QStringLiteral("--hourly-rps")), &t.hourlyRps, &bad)) {
        *error = QCoreApplication::translate("cli", "--hourly-rps: value %1 ('%2') is not a number")
                     .arg(bad.position)
                     .arg(bad.text);
        return false;
    }
    if (!args.has(QStringLiteral("--rps")) && !t.hourlyRps.empty())
        t.peakRps = *std::max_element(t.hourlyRps.begin(), t.hourlyRps.end());
    return true;
}

// The traffic and targets in one line, above the table.
QString trafficLine(const QString &model, const TrafficProfile &t)
{
    return QCoreApplication::translate(
               "cli", "%1 at %2 requests/s at the peak (average %3), prompts %4 tokens (p95 %5), "
                      "answers %6 tokens (p95 %7); targets at p%8: TTFT %9")
               .arg(model, QString::fromStdString(text::fmt(t.peakRps, 2)),
                    QString::fromStdString(text::fmt(t.average(), 2)),
                    QString::fromStdString(text::fmt(t.promptMean, 0)),
                    QString::fromStdString(
                        text::fmt(t.promptP95 > 0 ? t.promptP95 : t.promptMean, 0)),
                    QString::fromStdString(text::fmt(t.outputMean, 0)),
                    QString::fromStdString(
                        text::fmt(t.outputP95 > 0 ? t.outputP95 : t.outputMean, 0)),
                    QString::fromStdString(text::fmt(t.percentile, 0)),
                    t.ttftTarget > 0
                        ? QString::fromStdString(text::fmt(t.ttftTarget, 3)) + QStringLiteral(" s")
                        : QCoreApplication::translate("cli", "none")) +
           QCoreApplication::translate("cli", ", TPOT %1, end-to-end %2")
               .arg(t.tpotTarget > 0 ? QString::fromStdString(text::fmt(t.tpotTarget * 1000, 1)) +
                                           QStringLiteral(" ms")
                                     : QCoreApplication::translate("cli", "none"),
                    t.e2eTarget > 0
                        ? QString::fromStdString(text::fmt(t.e2eTarget, 2)) + QStringLiteral(" s")
                        : QCoreApplication::translate("cli", "none"));
}

// When no type reaches the targets: which target is out of reach on the fastest GPU
// (empty when some type serves).
QString unreachableTargets(const CapacityPlan &plan, const TrafficProfile &t)
{
    const bool anyServes =
        std::any_of(plan.rows.begin(), plan.rows.end(), [](const CapacityRow &r) {
            return r.verdict == CapacityVerdict::Serves || r.verdict == CapacityVerdict::NoPrice;
        });
    if (!anyServes) {
        const CapacityRow *fastest = nullptr;
        for (const CapacityRow &r : plan.rows)
            if (r.verdict == CapacityVerdict::CannotMeetTargets &&
                (!fastest || r.replica.decodeStep1 < fastest->replica.decodeStep1))
                fastest = &r;
        if (fastest) {
            const ReplicaModel &m = fastest->replica;
            const QString on = QString::fromStdString(fastest->type->id);
            if (fastest->why == "tpot_unreachable")
                return (QCoreApplication::translate(
                            "cli", "--tpot %1: below one decode step on the fastest GPU "
                                   "(%2 s on %3); no instance type can meet it")
                            .arg(QString::fromStdString(text::fmt(t.tpotTarget, 4)),
                                 QString::fromStdString(text::fmt(m.decodeStep1, 4)), on));
            if (fastest->why == "ttft_unreachable")
                return (QCoreApplication::translate(
                            "cli", "--ttft %1: below one prompt's prefill on the fastest GPU "
                                   "(%2 s on %3); no instance type can meet it")
                            .arg(QString::fromStdString(text::fmt(t.ttftTarget, 3)),
                                 QString::fromStdString(text::fmt(m.atMax.ttft, 3)), on));
            if (fastest->why == "e2e_unreachable")
                return (QCoreApplication::translate(
                            "cli", "--e2e %1: one request alone takes longer on the fastest "
                                   "GPU (%2 s on %3); no instance type can meet it")
                            .arg(QString::fromStdString(text::fmt(t.e2eTarget, 2)),
                                 QString::fromStdString(text::fmt(m.atMax.e2e, 2)), on));
        }
    }
    return QString();
}

// One replica's latency against running sequences: 1, 2, 4, … and the most it holds.
void printCurve(const CapacityRow &detail, Context &ctx)
{
    if (detail.replica.stepSeconds.empty())
        return;
    ctx.out << "\n"
            << QCoreApplication::translate("cli",
                                           "Latency of one replica against running sequences:")
            << "\n";
    const auto curve = concurrencyCurve(detail.replica);
    // 1, 2, 4, 8, … running sequences and the most the replica holds.
    for (std::size_t n = 1; n <= curve.size();
         n = n * 2 > curve.size() && n < curve.size() ? curve.size() : n * 2) {
        const ConcurrencyPoint &p = curve[n - 1];
        ctx.out << QCoreApplication::translate("cli", "  %1 running: TPOT %2 ms, TTFT %3 s")
                       .arg(p.concurrency)
                       .arg(QString::fromStdString(text::fmt(p.tpot * 1000, 1)),
                            QString::fromStdString(text::fmt(p.ttft, 3)))
                << "\n";
        if (n == curve.size())
            break;
    }
}

} // namespace

bool readTraffic(const Args &args, const Workload &w, const std::optional<Scenario> &scenario,
                 TrafficProfile &t, QString *error, bool needRate)
{
    bool ok = true;
    if (!needRate && !args.has(QStringLiteral("--rps")) &&
        !args.has(QStringLiteral("--hourly-rps")) && !(scenario && scenario->traffic))
        t.peakRps = 1; // only the targets matter: what one replica serves
    if (scenario && scenario->traffic) {
        t = *scenario->traffic;
        t.hourlyRps =
            args.has(QStringLiteral("--hourly-rps")) ||
                    (args.has(QStringLiteral("--rps")) && !args.has(QStringLiteral("--hourly-rps")))
                ? std::vector<double>{}
                : t.hourlyRps;
    }
    t.promptMean = std::max(1, w.promptLen);
    t.outputMean = std::max(1, w.outputLen);
    auto real = [&](const char *flag, double fallback) {
        const auto v = args.number(QString::fromLatin1(flag), error, &ok);
        return v.value_or(fallback);
    };
    const bool fromScenario = scenario && scenario->traffic;
    t.peakRps = real("--rps", fromScenario || !needRate ? t.peakRps : 0);
    if (args.has(QStringLiteral("--average-rps")))
        t.averageRps = real("--average-rps", 0);
    t.promptP95 = real("--prompt-p95", t.promptP95);
    t.outputP95 = real("--output-p95", t.outputP95);
    t.prefixCacheShare = real("--prefix-cache", t.prefixCacheShare);
    t.ttftTarget = real("--ttft", t.ttftTarget);
    t.tpotTarget = real("--tpot", t.tpotTarget);
    t.e2eTarget = real("--e2e", t.e2eTarget);
    t.percentile = real("--percentile", t.percentile);
    t.spareReplicas = args.whole(QStringLiteral("--spare"), error, &ok).value_or(t.spareReplicas);
    if (!ok)
        return false;
    if (!(fromScenario && !args.has(QStringLiteral("--hourly-rps"))) &&
        (needRate || args.has(QStringLiteral("--hourly-rps"))) && !readHourly(args, t, error))
        return false;
    if (args.has(QStringLiteral("--lengths-csv")) &&
        !readLengths(args.value(QStringLiteral("--lengths-csv")), t, error))
        return false;
    const std::vector<TrafficProblem> problems = trafficIssues(t);
    if (!problems.empty()) {
        *error = trafficProblemText(problems.front());
        return false;
    }
    return true;
}

int capacityCommand(const Args &given, Context &ctx)
{
    // Serving with vLLM unless told otherwise: the task and engine need not be given.
    Args all = given;
    if (!given.has(QStringLiteral("--scenario"))) {
        all.setDefault(QStringLiteral("--task"), QStringLiteral("inference"));
        all.setDefault(QStringLiteral("--engine"), QStringLiteral("vllm"));
    }
    const PlanRead input = readPlanCommand(all, ctx);
    if (!input.options)
        return input.code;
    const Args &args = input.read.request->args;
    const Workload &w = input.read.request->workload;
    const PlanOptions &o = *input.options;
    if (w.task != Task::Inference)
        return ctx.usage(QCoreApplication::translate(
                             "cli", "--task: capacity plans serving; '%1' is a training task")
                             .arg(QString::fromLatin1(toString(w.task).data())));
    QString error;
    bool ok = true;
    TrafficProfile t;
    if (!readTraffic(args, w, input.read.request->scenario, t, &error))
        return ctx.usage(error);

    int code = 0;
    const auto formatGiven = outputFormat(args, ctx, &code); // --format, or --json
    if (!formatGiven)
        return code;
    const QString &formatText = *formatGiven;
    CapacityFormat format = CapacityFormat::Table;
    if (formatText == QLatin1String("csv"))
        format = CapacityFormat::Csv;
    else if (formatText == QLatin1String("json"))
        format = CapacityFormat::Json;
    else if (formatText == QLatin1String("markdown") || formatText == QLatin1String("md"))
        format = CapacityFormat::Markdown;
    else if (formatText != QLatin1String("table"))
        return ctx.usage(
            QCoreApplication::translate("cli", "--format: '%1' is not table, csv, json or markdown")
                .arg(formatText));
    const int top = args.whole(QStringLiteral("--top"), &error, &ok).value_or(0);
    if (!ok)
        return ctx.usage(error);

    auto repo = openRepository(args, ctx, &code);
    if (!repo)
        return code;
    const Catalog &catalog = repo->catalog();
    if (!catalog.region(o.region))
        return ctx.usage(
            QCoreApplication::translate(
                "cli", "--region: unknown region '%1' (see 'gpu-planner catalog regions')")
                .arg(QString::fromStdString(o.region)));
    for (const std::string &f : o.families)
        if (!catalog.family(f))
            return ctx.usage(
                QCoreApplication::translate("cli", "--families: unknown instance family '%1'")
                    .arg(QString::fromStdString(f)));
    PlanOptions options = o;
    const QString typeId = args.value(QStringLiteral("--instance-type"));
    if (!typeId.isEmpty()) {
        const InstanceType *type = catalog.type(typeId.toStdString());
        if (!type)
            return ctx.usage(QCoreApplication::translate(
                                 "cli",
                                 "--instance-type: unknown instance type '%1' (see 'gpu-planner "
                                 "catalog list')")
                                 .arg(typeId));
        options.families = {type->familyId};
    }
    CapacityPlan plan = planner::capacityNow(w, t, catalog, options);
    const CapacityRow *detail = nullptr;
    if (!typeId.isEmpty()) {
        for (const CapacityRow &r : plan.rows)
            if (r.type && r.type->id == typeId.toStdString())
                detail = &r;
    }
    if (typeId.isEmpty()) {
        if (const QString why = unreachableTargets(plan, t); !why.isEmpty())
            return ctx.failure(why);
    }
    CapacityTable table;
    table.plan = &plan;
    table.traffic = &t;
    table.model = QString::fromStdString(w.model.name);
    table.chinese = chineseOutput();
    table.detail = detail;
    table.top = top > 0 ? top : (format == CapacityFormat::Table ? 20 : 0);
    if (format == CapacityFormat::Table) {
        ctx.out << trafficLine(table.model, t) << "\n\n";
        if (!typeId.isEmpty() && !detail)
            return ctx.failure(QCoreApplication::translate(
                                   "cli", "--instance-type: '%1' has no price or GPU in region %2")
                                   .arg(typeId, QString::fromStdString(o.region)));
    }
    ctx.out << writeCapacityTable(table, format);
    if (format == CapacityFormat::Table) {
        if (detail)
            printCurve(*detail, ctx);
        ctx.out << "\n"
                << QCoreApplication::translate(
                       "cli", "Each replica is one vLLM engine; the model and its formulas: "
                              "docs/capacity.md.")
                << "\n";
    }
    return 0;
}

int solveRps(const PlanRead &input, Context &ctx)
{
    const Args &args = input.read.request->args;
    const Workload &w = input.read.request->workload;
    if (w.task != Task::Inference)
        return ctx.usage(
            QCoreApplication::translate("cli", "--maximize rps is for --task inference"));
    TrafficProfile t;
    QString error;
    if (!readTraffic(args, w, input.read.request->scenario, t, &error, false))
        return ctx.usage(error);
    const QString typeId = args.value(QStringLiteral("--instance-type"));
    const QString gpuId = args.value(QStringLiteral("--gpu-model"));
    if (typeId.isEmpty() == gpuId.isEmpty())
        return ctx.usage(QCoreApplication::translate(
            "cli", "give one target: --instance-type TYPE, or --gpu-model ID [--gpu-count N]"));
    bool ok = true;
    const int gpuCount = args.whole(QStringLiteral("--gpu-count"), &error, &ok).value_or(1);
    if (!ok)
        return ctx.usage(error);
    int code = 0;
    auto repo = openRepository(args, ctx, &code);
    if (!repo)
        return code;
    const Catalog &catalog = repo->catalog();
    Workload serving = w;
    serving.engine = Engine::Vllm;
    std::optional<ReplicaModel> replica;
    int perInstance = 1;
    if (!typeId.isEmpty()) {
        const InstanceType *type = catalog.type(typeId.toStdString());
        if (!type)
            return ctx.usage(QCoreApplication::translate(
                                 "cli",
                                 "--instance-type: unknown instance type '%1' (see 'gpu-planner "
                                 "catalog list')")
                                 .arg(typeId));
        PlanOptions o = *input.options;
        o.families = {type->familyId};
        const CapacityPlan plan = planner::capacityNow(serving, t, catalog, o);
        for (const CapacityRow &r : plan.rows) {
            if (r.type != nullptr && r.type->id == type->id && !r.replica.stepSeconds.empty()) {
                replica = r.replica;
                perInstance = r.replica.replicasPerInstance;
            }
        }
    } else {
        const GpuModel *gpu = catalog.gpu(gpuId.toStdString());
        if (!gpu)
            return ctx.usage(QCoreApplication::translate(
                                 "cli",
                                 "--gpu-model: unknown GPU model '%1' (the ids of 'gpu-planner "
                                 "catalog show TYPE')")
                                 .arg(gpuId));
        replica = replicaOn(serving, t, *gpu, std::max(1, gpuCount), cardInterconnect(*gpu));
    }
    if (!replica)
        return ctx.failure(QCoreApplication::translate(
            "cli", "the model does not fit this target with one sequence under vLLM "
                   "(see 'gpu-planner rank' for why)"));
    const ReplicaModel &m = *replica;
    const double value = m.maxRps * perInstance;
    // solveCommand has checked --json against --format.
    if (args.has(QStringLiteral("--json")) ||
        args.value(QStringLiteral("--format")) == QLatin1String("json")) {
        nlohmann::json j = {{"format", "gpu-planner-solve"},
                            {"format_version", 1},
                            {"maximize", "rps"},
                            {"value", value},
                            {"rps_per_replica", m.maxRps},
                            {"replicas_per_instance", perInstance},
                            {"tensor_parallel", m.tensorParallel},
                            {"limit", std::string(toString(m.limit))},
                            {"concurrency", m.atMax.concurrency},
                            {"ttft_s", m.atMax.ttft},
                            {"tpot_s", m.atMax.tpot},
                            {"e2e_s", m.atMax.e2e},
                            {"percentile", t.percentile},
                            {"max_concurrency", m.maxConcurrency},
                            {"kv_token_capacity", m.kvTokenCapacity}};
        ctx.out << QString::fromStdString(j.dump(2)) << "\n";
        return 0;
    }
    if (value <= 0) {
        ctx.out << QCoreApplication::translate(
                       "cli",
                       "No request rate meets the targets: %1 is already over at one request at "
                       "a time (TTFT %2 s, TPOT %3 ms).")
                       .arg(capacityLimitText(m.limit), // in words; the JSON keeps the code
                            QString::fromStdString(text::fmt(m.atMax.ttft, 3)),
                            QString::fromStdString(text::fmt(m.atMax.tpot * 1000, 1)))
                << "\n";
        return 0;
    }
    ctx.out << QCoreApplication::translate(
                   "cli",
                   "At most %1 requests/s (%2 per replica × %3, tensor parallel %4): TTFT %5 s, "
                   "TPOT %6 ms at p%7 with %8 sequences running; more is stopped by %9.")
                   .arg(QString::fromStdString(text::fmt(value, 2)),
                        QString::fromStdString(text::fmt(m.maxRps, 2)))
                   .arg(perInstance)
                   .arg(m.tensorParallel)
                   .arg(QString::fromStdString(text::fmt(m.atMax.ttft, 3)),
                        QString::fromStdString(text::fmt(m.atMax.tpot * 1000, 1)),
                        QString::fromStdString(text::fmt(t.percentile, 0)),
                        QString::fromStdString(text::fmt(m.atMax.concurrency, 1)),
                        capacityLimitText(m.limit))
            << "\n";
    return 0;
}

} // namespace gpuplanner::cli
