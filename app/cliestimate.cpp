// models list, estimate, scenario new and validate-estimates.
#include "calibration.h"
#include "catalogcheck.h"
#include "catalogdatabase.h"
#include "catalogexport.h"
#include "catalogrepository.h"
#include "catalogsources.h"
#include "catalogtablemodel.h"
#include "clicommon.h"
#include "cliworkload.h"
#include "estimator/engines.h"
#include "estimator/solve.h"
#include "frameworks.h"
#include "importers.h"
#include "manpage.h"
#include "modelconfig.h"
#include "paths.h"
#include "planexport.h"
#include "planwording.h"
#include "presets.h"
#include "scenario.h"
#include "textwrap.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QDate>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QTextStream>

#include <tuple>

namespace gpuplanner::cli {

int modelsList(const Args &args, Context &ctx)
{
    QString error;
    int code = 0;
    const auto formatGiven = outputFormat(args, ctx, &code);
    if (!formatGiven)
        return code;
    const QString format = *formatGiven;
    if (format != QLatin1String("table") && format != QLatin1String("json"))
        return ctx.usage(
            QCoreApplication::translate("cli", "--format: '%1' is not table or json").arg(format));
    const auto presets = loadPresets(ctx, &code);
    if (!presets)
        return code;
    if (format == QLatin1String("json")) {
        // An object naming its format (docs/table-format.md, JSON outputs); the presets
        // under "models".
        nlohmann::json list = nlohmann::json::array();
        for (const ModelSpec &m : presets->models()) {
            nlohmann::json entry = modelFieldsJson(m);
            entry["id"] = m.id;
            entry["name"] = m.name;
            entry["architecture"] = std::string(toString(m.architecture));
            entry["moe_experts"] = m.moeExperts;
            entry["source"] = m.source;
            list.push_back(std::move(entry));
        }
        const nlohmann::json out = {{"format", "gpu-planner-model-list"},
                                    {"format_version", 1},
                                    {"models", std::move(list)}};
        ctx.out << QString::fromStdString(out.dump(2)) << "\n";
        return 0;
    }
    ctx.out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
                   .arg(QStringLiteral("ID"), -30)
                   .arg(QStringLiteral("PARAMS(B)"), -10)
                   .arg(QStringLiteral("ARCH"), -15)
                   .arg(QStringLiteral("LAYERS"), -7)
                   .arg(QStringLiteral("HIDDEN"), -7)
                   .arg(QStringLiteral("HEADS/KV"), -9)
                   .arg(QStringLiteral("CONTEXT"));
    for (const ModelSpec &m : presets->models()) {
        ctx.out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
                       .arg(QString::fromStdString(m.id), -30)
                       .arg(formatNumber(m.paramsB, 3), -10)
                       .arg(QString::fromLatin1(toString(m.architecture).data()), -15)
                       .arg(m.layers > 0 ? QString::number(m.layers) : QStringLiteral("-"), -7)
                       .arg(m.hidden > 0 ? QString::number(m.hidden) : QStringLiteral("-"), -7)
                       .arg(m.heads > 0
                                ? QStringLiteral("%1/%2").arg(m.heads).arg(m.effectiveKvHeads())
                                : QStringLiteral("-"),
                            -9)
                       .arg(m.maxContext > 0 ? QString::number(m.maxContext) : QStringLiteral("-"));
    }
    ctx.out << QCoreApplication::translate("cli", "%n preset(s) (gpu-planner estimate --model ID)",
                                           nullptr, int(presets->models().size()))
            << "\n";
    return 0;
}

int scenarioNew(const Args &args, Context &ctx)
{
    QString error;
    if (!args.has(QStringLiteral("--out")))
        return ctx.usage(QCoreApplication::translate("cli", "--out FILE is required"));
    const QString out = args.value(QStringLiteral("--out"));
    if (QFileInfo::exists(out) && !args.has(QStringLiteral("--force")))
        return ctx.failure(
            QCoreApplication::translate("cli", "%1 exists; add --force to replace it").arg(out));
    int code = 0;
    const auto presets = loadPresets(ctx, &code);
    if (!presets)
        return code;
    const WorkloadRead read = readWorkload(args, *presets, ctx);
    if (!read.request)
        return read.code;
    const std::optional<Scenario> &base = read.request->scenario;
    const Workload *w = &read.request->workload;
    const auto o = planOptionsFromArgs(args, base, *w, &error);
    if (!o)
        return ctx.usage(error);
    Scenario s = base.value_or(newScenario());
    if (base) {
        const Scenario fresh = newScenario();
        s.id = fresh.id;
        s.created = fresh.created;
        s.modified = fresh.modified;
        s.revision = 1;
    }
    s.workload = *w;
    s.plan = *o;
    // Serving traffic and targets for the capacity plan: from the flags over the base's.
    if (args.has(QStringLiteral("--rps")) || args.has(QStringLiteral("--hourly-rps")) ||
        (base && base->traffic)) {
        TrafficProfile traffic;
        if (!readTraffic(args, *w, base, traffic, &error))
            return ctx.usage(error);
        s.traffic = traffic;
    }
    s.presetId = args.has(QStringLiteral("--model")) ? args.value(QStringLiteral("--model"))
                                                     : (base ? base->presetId : QString());
    if (args.has(QStringLiteral("--params-b")) || args.has(QStringLiteral("--layers")) ||
        args.has(QStringLiteral("--hidden")))
        s.presetId.clear(); // numbers given: keep them rather than the preset
    s.name = args.value(QStringLiteral("--name"),
                        s.name.isEmpty() ? QString::fromStdString(w->model.name) : s.name);
    s.author = args.value(QStringLiteral("--author"),
                          s.author.isEmpty() ? qEnvironmentVariable("USER") : s.author);
    auto repo = openRepository(args, ctx, &code);
    if (!repo)
        return code;
    snapshotPrices(s, repo->catalog()); // the prices this plan is computed with
    if (!saveScenario(out, s, &error))
        return ctx.failure(error);
    ctx.out << QCoreApplication::translate("cli", "Wrote %1 (%2, %n price(s) of %3 saved with it)",
                                           nullptr, int(s.prices.size()))
                   .arg(out, s.name, QString::fromStdString(s.plan.region))
            << "\n";
    ctx.out << defaultsLine(defaultsUsed(args, *w, true), ctx.columns);
    return 0;
}

namespace {

// estimate --json: the per-GPU breakdown, techniques, host RAM, assumptions and warnings.
nlohmann::json estimateJson(const Workload *w, const MemoryEstimate &e)
{
    const MemoryBreakdown &g = e.perGpu;
    auto r = [](double v) {
        return std::round(v * 1000) / 1000;
    };
    // The model as computed: its registry fields and the KV cache one token adds (all layers
    // on one GPU, averaged over the planned sequence, with a linear-attention model's state).
    nlohmann::json model = modelFieldsJson(w->model);
    model["name"] = w->model.name;
    model["architecture"] = std::string(toString(w->model.architecture));
    if (!w->model.source.empty())
        model["source"] = w->model.source;
    Workload whole = *w;
    whole.tensorParallel = 1;
    whole.pipelineParallel = 1;
    model["kv_bytes_per_token"] = std::round(kvBytesPerToken(whole));
    // The fixed state per sequence of linear-attention layers and DeepSeek-V4's compressors
    // (also spread over the sequence's tokens in kv_bytes_per_token).
    if (const double state = w->model.linearStateBytesPerSequence(1); state > 0)
        model["linear_state_bytes_per_sequence"] = std::round(state);
    if (const double state = w->model.compressorStateBytesPerSequence(); state > 0)
        model["compressor_state_bytes_per_sequence"] = std::round(state);
    nlohmann::json out = {
        {"format", "gpu-planner-estimate"},
        {"format_version", 1},
        {"model", w->model.id.empty() ? w->model.name : w->model.id},
        {"model_spec", model},
        {"task", std::string(toString(w->task))},
        {"per_gpu",
         {{"weights_gib", r(g.weightsGib)},
          {"gradients_gib", r(g.gradientsGib)},
          {"optimizer_gib", r(g.optimizerGib)},
          {"activations_gib", r(g.activationsGib)},
          {"kv_cache_gib", r(g.kvCacheGib)},
          {"overhead_gib", r(g.overheadGib)},
          {"total_gib", r(g.totalGib)},
          {"allocated_gib", r(g.allocatedGib)},
          {"reserved_gib", r(g.reservedGib)},
          {"device_used_gib", r(g.deviceUsedGib)},
          {"fragmentation_gib", r(g.fragmentationGib)},
          {"cache_growth_gib", r(g.cacheGrowthGib)},
          {"cuda_context_gib", r(g.cudaContextGib)},
          {"nccl_gib", r(g.ncclGib)},
          {"compared_view", std::string(toString(g.comparedView))}}},
        {"techniques",
         {{"framework", w->framework},
          {"attention", std::string(toString(w->attention))},
          {"gradient_checkpointing", w->gradientCheckpointing},
          {"selective_checkpointing", w->selectiveCheckpointing && !w->gradientCheckpointing},
          {"chunked_ce", w->chunkedCrossEntropy},
          {"fixed_length", w->fixedLength},
          {"optimizer_in_bwd", w->optimizerInBackward},
          {"activation_offload", w->activationOffload},
          {"offload_optimizer", w->offloadOptimizer},
          {"offload_params", w->offloadParams},
          {"qlora_recipe", w->kbitFp32Upcast ? "peft" : "paper"}}},
        {"host_ram_gib",
         {{"rule_min", r(e.hostRam.ruleMinGib)},
          {"rule_max", r(e.hostRam.ruleMaxGib)},
          {"loader", r(e.hostRam.loaderGib)},
          {"load_phase", r(e.hostRam.loadPhaseGib)},
          {"steady", r(e.hostRam.steadyGib)},
          {"checkpoint_read", r(e.hostRam.checkpointReadGib)},
          {"offload", r(e.hostRam.offloadGib)},
          {"workers", r(e.hostRam.workersGib)},
          {"loader_method",
           planwording::hostRamLoader(e.hostRam, planwording::Language::English).toStdString()},
          {"recommended", r(e.hostRam.recommendedGib)},
          {"reason",
           planwording::hostRamReason(e.hostRam, planwording::Language::English).toStdString()}}},
        {"gpus", w->totalGpus()},
        {"assumptions", nlohmann::json::array()},
        {"assumption_codes", nlohmann::json::array()},
        {"warnings", nlohmann::json::array()}};
    for (const Assumption &a : e.assumptions) {
        out["assumptions"].push_back(
            planwording::assumptionText(a, planwording::Language::English).toStdString());
        out["assumption_codes"].push_back(a.code);
    }
    for (const EstimateWarning &warning : e.warnings)
        out["warnings"].push_back(
            {{"code", warning.code},
             {"message",
              planwording::warningText(warning, planwording::Language::English).toStdString()}});
    return out;
}

// estimate: the breakdown as text; the warnings on stderr.
void printEstimate(const Workload *w, const MemoryEstimate &e, Context &ctx)
{
    const MemoryBreakdown &g = e.perGpu;
    const planwording::Language language = planwording::languageOf(chineseOutput());
    auto words = [](const char *source) {
        return QCoreApplication::translate("cli", source);
    };
    auto line = [&](const QString &label, double v) {
        // Labels padded to 16 columns; a CJK character takes two.
        int width = 0;
        for (const QChar c : label)
            width += c.unicode() >= 0x2E80 ? 2 : 1;
        ctx.out << "  " << label << QString(std::max(0, 16 - width), QLatin1Char(' '))
                << formatNumber(v, 2).rightJustified(9) << " GiB\n";
    };
    ctx.out << QCoreApplication::translate("cli", "%1, %2, %n GPU(s)", nullptr, w->totalGpus())
                   .arg(QString::fromStdString(w->model.name),
                        QString::fromLatin1(toString(w->task).data()))
            << "\n"
            << words(QT_TRANSLATE_NOOP("cli", "Per GPU:")) << "\n";
    line(words(QT_TRANSLATE_NOOP("cli", "weights")), g.weightsGib);
    line(words(QT_TRANSLATE_NOOP("cli", "gradients")), g.gradientsGib);
    line(words(QT_TRANSLATE_NOOP("cli", "optimizer")), g.optimizerGib);
    line(words(QT_TRANSLATE_NOOP("cli", "activations")), g.activationsGib);
    line(words(QT_TRANSLATE_NOOP("cli", "KV cache")), g.kvCacheGib);
    line(words(QT_TRANSLATE_NOOP("cli", "overhead")), g.overheadGib);
    line(words(QT_TRANSLATE_NOOP("cli", "total")), g.totalGib);
    ctx.out << wrapLines(
        QStringLiteral("  "),
        QCoreApplication::translate(
            "cli", "(total is the nvidia-smi view on a card just large enough: allocated %1 "
                   "+ fragmentation %2 + CUDA context %3 GiB; on a larger card PyTorch may "
                   "report %4 GiB reserved, nvidia-smi %5 GiB)")
            .arg(formatNumber(g.allocatedGib, 1), formatNumber(g.fragmentationGib, 1),
                 formatNumber(g.cudaContextGib, 1), formatNumber(g.reservedGib, 1),
                 formatNumber(g.deviceUsedGib, 1)),
        ctx.columns);
    QString hostRam = QCoreApplication::translate("cli", "Host RAM per node: needs %1 GiB")
                          .arg(formatNumber(e.hostRam.loaderGib, 0));
    if (e.hostRam.ruleMinGib > 0)
        hostRam +=
            QCoreApplication::translate("cli", "; %1–%2 GiB recommended for the data pipeline")
                .arg(formatNumber(e.hostRam.ruleMinGib, 0), formatNumber(e.hostRam.ruleMaxGib, 0));
    hostRam += (chineseOutput() ? QStringLiteral("。") : QStringLiteral(". ")) +
               planwording::hostRamReason(e.hostRam, language);
    ctx.out << wrapLines(QString(), hostRam, ctx.columns);
    if (!e.assumptions.empty()) {
        ctx.out << words(QT_TRANSLATE_NOOP("cli", "Assumptions:")) << "\n";
        for (const Assumption &a : e.assumptions)
            ctx.out << wrapLines(QStringLiteral("  - "), planwording::assumptionText(a, language),
                                 ctx.columns);
    }
    for (const EstimateWarning &warning : e.warnings)
        ctx.err << words(QT_TRANSLATE_NOOP("cli", "warning:")) << " "
                << planwording::warningText(warning, language) << "\n";
}

} // namespace

int estimateCommand(const Args &given, Context &ctx)
{
    const WorkloadRead read = readWorkloadCommand(given, ctx);
    if (!read.request)
        return read.code;
    const Args &args = read.request->args;
    const Workload *w = &read.request->workload;
    int code = 0;
    const auto format = outputFormat(args, ctx, &code);
    if (!format)
        return code;
    if (*format != QLatin1String("table") && *format != QLatin1String("json"))
        return ctx.usage(
            QCoreApplication::translate("cli", "--format: '%1' is not table or json").arg(*format));
    const bool json = *format == QLatin1String("json");
    const MemoryEstimate e = estimateMemory(*w);
    if (json)
        ctx.out << QString::fromStdString(estimateJson(w, e).dump(2)) << "\n";
    else
        printEstimate(w, e, ctx);
    if (!json)
        ctx.out << defaultsLine(defaultsUsed(args, *w, false), ctx.columns);
    return 0;
}

int validateCommand(const Args &args, Context &ctx)
{
    QString error;
    if (args.positional().size() != 1)
        return ctx.usage(QCoreApplication::translate(
            "cli", "give one CSV file with the columns of vram-calibration.csv"));
    const QString path = args.positional().first();
    const auto bytes = readImportFile(path, &error); // the import size cap, checked first
    if (!bytes)
        return ctx.failure(error);
    int code = 0;
    const auto presets = loadPresets(ctx, &code);
    if (!presets)
        return code;
    const auto result = validateEstimates(*bytes, path, *presets, &error);
    if (!result)
        return ctx.failure(error);
    ctx.out << formatCalibrationCsv(*result, args.has(QStringLiteral("--with-rule")));
    if (result->estimated == 0)
        return ctx.failure(
            QCoreApplication::translate("cli", "%1: no row could be estimated, so there is no MAPE")
                .arg(path));
    return 0;
}

} // namespace gpuplanner::cli
