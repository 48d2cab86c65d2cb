// rank and solve: the plan over every instance type, and the largest value that fits one.
#include "calibration.h"
#include "catalogcheck.h"
#include "catalogdatabase.h"
#include "catalogexport.h"
#include "catalogrepository.h"
#include "catalogsources.h"
#include "catalogtablemodel.h"
#include "clicommon.h"
#include "cliworkload.h"
#include "estimator/planhints.h"
#include "estimator/solve.h"
#include "frameworks.h"
#include "importers.h"
#include "manpage.h"
#include "paths.h"
#include "planexport.h"
#include "planservice.h"
#include "plantablemodel.h"
#include "planwording.h"
#include "presets.h"
#include "scenario.h"
#include "tableexport.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QDate>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QSaveFile>
#include <QTextStream>

#include <optional>
#include <tuple>

namespace gpuplanner::cli {

namespace {

// rank --out: the table in `format` (nullopt: an Excel workbook, tableexport.h) written to
// `path` through QSaveFile, and one line saying so.
int writeRankFile(Context &ctx, const QString &path, const Plan &plan, const Workload &w,
                  const PlanOptions &o, std::optional<PlanFormat> format, int top, bool chinese)
{
    QByteArray bytes;
    if (format) {
        QString text;
        QTextStream stream(&text);
        writePlan(stream, plan, w, o, *format, top, chinese);
        stream.flush();
        bytes = text.toUtf8();
    } else {
        bytes = planWorkbook(plan, w, o, top, chinese);
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return ctx.failure(QCoreApplication::translate("cli", "%1: cannot write: %2")
                               .arg(path, file.errorString()));
    const int rows = int(tableRows(plan, top).size()); // the first --top, or all
    ctx.out << QCoreApplication::translate("cli", "Wrote %1 (%n instance type(s))", nullptr, rows)
                   .arg(path)
            << "\n";
    return 0;
}

} // namespace

int rankCommand(const Args &given, Context &ctx)
{
    const PlanRead input = readPlanCommand(given, ctx);
    if (!input.options)
        return input.code;
    const Args &args = input.read.request->args;
    const Workload *w = &input.read.request->workload;
    const std::optional<PlanOptions> &o = input.options;
    QString error;
    int code = 0;
    const auto formatGiven = outputFormat(args, ctx, &code); // --format, or --json
    if (!formatGiven)
        return code;
    const QString &formatText = *formatGiven;
    PlanFormat format = PlanFormat::Table;
    const bool xlsx = formatText == QLatin1String("xlsx"); // a workbook: a file, not text
    if (formatText == QLatin1String("csv"))
        format = PlanFormat::Csv;
    else if (formatText == QLatin1String("json"))
        format = PlanFormat::Json;
    else if (formatText == QLatin1String("markdown") || formatText == QLatin1String("md"))
        format = PlanFormat::Markdown;
    else if (formatText != QLatin1String("table") && !xlsx)
        return ctx.usage(QCoreApplication::translate(
                             "cli", "--format: '%1' is not table, csv, json, markdown or xlsx")
                             .arg(formatText));
    // --out: the output goes to a file, written whole or not at all; one that exists is
    // replaced only with --force.
    const QString out = args.value(QStringLiteral("--out"));
    if (args.has(QStringLiteral("--out")) && out.isEmpty())
        return ctx.usage(QCoreApplication::translate("cli", "--out: give a file name"));
    if (xlsx && out.isEmpty())
        return ctx.usage(QCoreApplication::translate(
            "cli", "--format xlsx writes a workbook: give --out FILE.xlsx"));
    if (!out.isEmpty() && QFileInfo::exists(out) && !args.has(QStringLiteral("--force")))
        return ctx.failure(
            QCoreApplication::translate("cli", "%1 exists; add --force to replace it").arg(out));
    const auto sort = sortKeyFromString(
        args.value(QStringLiteral("--sort"), QStringLiteral("cost")).toStdString());
    if (!sort)
        return ctx.usage(
            QCoreApplication::translate("cli", "--sort: '%1' is not cost, time or value")
                .arg(args.value(QStringLiteral("--sort"))));
    bool ok = true;
    const int top = args.whole(QStringLiteral("--top"), &error, &ok).value_or(0);
    if (!ok)
        return ctx.usage(error);
    auto repo = openRepository(args, ctx, &code);
    if (!repo)
        return code;
    if (!repo->catalog().region(o->region))
        return ctx.usage(
            QCoreApplication::translate(
                "cli", "--region: unknown region '%1' (see 'gpu-planner catalog regions')")
                .arg(QString::fromStdString(o->region)));
    for (const std::string &f : o->families) {
        if (!repo->catalog().family(f))
            return ctx.usage(
                QCoreApplication::translate("cli", "--families: unknown instance family '%1'")
                    .arg(QString::fromStdString(f)));
    }
    Plan plan = planner::rankNow(*w, repo->catalog(), *o, *sort);
    // Nothing fits: what would (issue 26 item 7), first among the findings.
    std::vector<Finding> hints = nothingFitsHints(plan, *w, repo->catalog(), *o);
    plan.findings.insert(plan.findings.begin(), hints.begin(), hints.end());
    // As the window's "Hide old prices": the rows go, the ranking of the rest stays.
    std::size_t hiddenOld = 0;
    if (args.has(QStringLiteral("--hide-old-prices")))
        hiddenOld = dropOldPrices(plan);
    const bool chinese = chineseOutput();
    // The count first: lupdate misreads a template argument inside translate().
    const int left = static_cast<int>(hiddenOld);
    // Written to a file, the terminal is free for what the table would say under it.
    const bool toFile = !out.isEmpty();
    if (toFile) {
        if (const int written = writeRankFile(
                ctx, out, plan, *w, *o, xlsx ? std::nullopt : std::optional(format), top, chinese);
            written != 0)
            return written;
    } else {
        writePlan(ctx.out, plan, *w, *o, format, top, chinese, ctx.columns);
    }
    if ((format == PlanFormat::Table || toFile) && left > 0)
        ctx.out << QCoreApplication::translate(
                       "cli", "%n type(s) with an old price left out (--hide-old-prices).", nullptr,
                       left)
                << "\n";
    if (format == PlanFormat::Table || toFile)
        ctx.out << defaultsLine(defaultsUsed(args, *w, true), ctx.columns);
    return 0;
}

namespace {

// The memory breakdown per GPU of one solver point, for --json.
nlohmann::json perGpuJson(const MemoryBreakdown &g)
{
    auto r = [](double v) {
        return std::round(v * 1000) / 1000;
    };
    return {{"weights_gib", r(g.weightsGib)},
            {"gradients_gib", r(g.gradientsGib)},
            {"optimizer_gib", r(g.optimizerGib)},
            {"activations_gib", r(g.activationsGib)},
            {"kv_cache_gib", r(g.kvCacheGib)},
            {"overhead_gib", r(g.overheadGib)},
            {"total_gib", r(g.totalGib)},
            {"allocated_gib", r(g.allocatedGib)},
            {"reserved_gib", r(g.reservedGib)},
            {"device_used_gib", r(g.deviceUsedGib)},
            {"cuda_context_gib", r(g.cudaContextGib)},
            {"nccl_gib", r(g.ncclGib)}};
}

nlohmann::json solvePointJson(const SolvePoint &p, bool chinese)
{
    auto r = [](double v) {
        return std::round(v * 1000) / 1000;
    };
    nlohmann::json out = {{"value", p.value},
                          {"fits", p.fits},
                          {"verdict", std::string(toString(p.verdict))},
                          {"need_gib", r(p.needGib)},
                          {"usable_gib", r(p.usableGib)},
                          {"card_gib", r(p.cardGib)},
                          {"compared_view", p.view},
                          {"instances", p.instances},
                          {"gpus", p.gpusUsed},
                          {"sharding", std::string(toString(p.sharding))},
                          {"tensor_parallel", p.tensorParallel},
                          {"per_gpu", perGpuJson(p.perGpu)},
                          {"reasons", nlohmann::json::array()}};
    for (const Reason &reason : p.reasons)
        out["reasons"].push_back(
            {{"code", reason.code},
             {"severity", std::string(toString(reason.severity))},
             {"message",
              planwording::reasonText(reason, planwording::languageOf(chinese)).toStdString()}});
    return out;
}

// solve --json: the answer, its limit and the points at value and value + step.
nlohmann::json solveJson(const SolveResult &result, const Workload &workload, bool chinese)
{
    const Workload *w = &workload;
    nlohmann::json out = {
        {"format", "gpu-planner-solve"},
        {"format_version", 1},
        {"maximize", std::string(toString(result.variable))},
        {"target", result.targetLabel},
        {"model", w->model.id.empty() ? w->model.name : w->model.id},
        {"task", std::string(toString(w->task))},
        {"step", result.step},
        {"range", {{"min", result.minValue}, {"max", result.maxValue}}},
        {"value",
         result.limit == SolveLimit::NothingFits ? nlohmann::json() : nlohmann::json(result.value)},
        {"limit", std::string(toString(result.limit))},
        {"at_value", result.atValue ? solvePointJson(*result.atValue, chinese) : nlohmann::json()},
        {"next", result.next ? solvePointJson(*result.next, chinese) : nlohmann::json()},
        {"evaluations", result.evaluations},
        {"summary",
         planwording::solveSummary(result, planwording::languageOf(chinese)).toStdString()}};
    return out;
}

// solve: the summary and, per point, the memory per GPU and the reasons.
void printSolve(const SolveResult &result, bool chinese, Context &ctx)
{
    ctx.out << planwording::solveSummary(result, planwording::languageOf(chinese)) << "\n";
    auto describe = [&](const SolvePoint &p) {
        const MemoryBreakdown &g = p.perGpu;
        ctx.out << "  "
                << QCoreApplication::translate(
                       "cli", "at %1: %2 of %3 GiB per GPU (%4; weights %5, gradients %6, "
                              "optimizer %7, activations %8, KV cache %9, overhead %10)")
                       .arg(QString::number(p.value), formatNumber(p.needGib, 2),
                            formatNumber(p.usableGib, 2), QString::fromStdString(p.view),
                            formatNumber(g.weightsGib, 2), formatNumber(g.gradientsGib, 2),
                            formatNumber(g.optimizerGib, 2), formatNumber(g.activationsGib, 2),
                            formatNumber(g.kvCacheGib, 2))
                       .arg(formatNumber(g.overheadGib, 2))
                << " " << QCoreApplication::translate("cli", "on %n GPU(s)", nullptr, p.gpusUsed)
                << ", "
                << QCoreApplication::translate("cli", "%n instance(s)", nullptr, p.instances)
                << ": " << PlanTableModel::verdictLabel(p.verdict) << "\n";
        for (const Reason &reason : p.reasons)
            ctx.out << "    - " << planwording::reasonText(reason, planwording::languageOf(chinese))
                    << "\n";
    };
    if (result.atValue)
        describe(*result.atValue);
    if (result.next)
        describe(*result.next);
}

} // namespace

int solveCommand(const Args &given, Context &ctx)
{
    const PlanRead input = readPlanCommand(given, ctx);
    if (!input.options)
        return input.code;
    const Args &args = input.read.request->args;
    const Workload *w = &input.read.request->workload;
    const std::optional<PlanOptions> &o = input.options;
    QString error;
    int code = 0;
    // --json or --format json|table, checked before the work (solveRps reads them again).
    const auto format = outputFormat(args, ctx, &code);
    if (!format)
        return code;
    if (*format != QLatin1String("table") && *format != QLatin1String("json"))
        return ctx.usage(
            QCoreApplication::translate("cli", "--format: '%1' is not table or json").arg(*format));
    const bool json = *format == QLatin1String("json");
    if (!args.has(QStringLiteral("--maximize")))
        return ctx.usage(QCoreApplication::translate(
            "cli", "--maximize batch|seq-len|concurrency|rps is required"));
    if (args.value(QStringLiteral("--maximize")) == QLatin1String("rps"))
        return solveRps(input, ctx); // clicapacity.cpp
    const auto variable =
        solveVariableFromString(args.value(QStringLiteral("--maximize")).toStdString());
    if (!variable)
        return ctx.usage(QCoreApplication::translate(
                             "cli", "--maximize: '%1' is not batch, seq-len, concurrency or rps")
                             .arg(args.value(QStringLiteral("--maximize"))));
    if (*variable == SolveVariable::Concurrency && w->isTraining())
        return ctx.usage(QCoreApplication::translate(
            "cli",
            "--maximize concurrency is for --task inference; use --maximize batch for training"));
    SolveTarget target;
    target.instanceType = args.value(QStringLiteral("--instance-type")).toStdString();
    target.gpuModel = args.value(QStringLiteral("--gpu-model")).toStdString();
    if (target.instanceType.empty() == target.gpuModel.empty())
        return ctx.usage(QCoreApplication::translate(
            "cli", "give one target: --instance-type TYPE, or --gpu-model ID [--gpu-count N]"));
    bool ok = true;
    target.gpuCount = args.whole(QStringLiteral("--gpu-count"), &error, &ok).value_or(1);
    const int step = args.whole(QStringLiteral("--step"), &error, &ok).value_or(0);
    if (!ok)
        return ctx.usage(error);
    if (args.has(QStringLiteral("--gpu-count")) && target.instanceType.empty() == false)
        return ctx.usage(QCoreApplication::translate("cli", "--gpu-count goes with --gpu-model"));
    if (target.gpuCount < 1 || target.gpuCount > 64)
        return ctx.usage(QCoreApplication::translate("cli", "--gpu-count: must be 1 to 64"));
    if (args.has(QStringLiteral("--step")) && (step < 1 || step > 1'000'000))
        return ctx.usage(QCoreApplication::translate("cli", "--step: must be 1 to 1000000"));
    auto repo = openRepository(args, ctx, &code);
    if (!repo)
        return code;
    const Catalog &catalog = repo->catalog();
    if (!target.instanceType.empty() && !catalog.type(target.instanceType))
        return ctx.usage(QCoreApplication::translate(
                             "cli", "--instance-type: unknown instance type '%1' (see 'gpu-planner "
                                    "catalog list')")
                             .arg(QString::fromStdString(target.instanceType)));
    if (!target.gpuModel.empty() && !catalog.gpu(target.gpuModel))
        return ctx.usage(
            QCoreApplication::translate("cli", "--gpu-model: unknown GPU model '%1' (the ids of "
                                               "'gpu-planner catalog show TYPE')")
                .arg(QString::fromStdString(target.gpuModel)));
    const SolveResult result = solve(*w, catalog, *o, target, *variable, step);
    if (!result.ok)
        return ctx.usage(planwording::solveError(result, planwording::languageOf(chineseOutput())));
    const bool chinese = chineseOutput();
    if (json)
        ctx.out << QString::fromStdString(solveJson(result, *w, chinese).dump(2)) << "\n";
    else
        printSolve(result, chinese, ctx);
    if (!json)
        ctx.out << defaultsLine(defaultsUsed(args, *w, true), ctx.columns);
    return 0;
}

} // namespace gpuplanner::cli
