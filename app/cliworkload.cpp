// The estimate and plan flags shared by estimate, rank, solve and scenario new: from the
// command line (and --scenario FILE) to a Workload and PlanOptions.
#include "cliworkload.h"
#include "calibration.h"
#include "catalogcheck.h"
#include "catalogdatabase.h"
#include "catalogexport.h"
#include "catalogrepository.h"
#include "catalogsources.h"
#include "catalogtablemodel.h"
#include "clicommon.h"
#include "estimator/defaults.h"
#include "estimator/modelfields.h"
#include "estimator/solve.h"
#include "frameworks.h"
#include "importers.h"
#include "manpage.h"
#include "modelconfig.h"
#include "modelhub.h"
#include "paths.h"
#include "planexport.h"
#include "presets.h"
#include "scenario.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QDate>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QTextStream>

#include <tuple>

namespace gpuplanner::cli {

namespace {

// --model PRESET, --model-config PATH, or --params-b for a model without a preset; then
// the model's other flags (estimator/modelfields.h) override single fields.
bool readModel(const Args &args, const PresetLibrary &presets, bool hasBase, Workload &w,
               QString *error)
{
    bool ok = true;
    auto fail = [&](const QString &e) {
        *error = e;
        return false;
    };
    const bool preset = args.has(QStringLiteral("--model"));
    const bool config = args.has(QStringLiteral("--model-config"));
    if (preset && config)
        return fail(QCoreApplication::translate("cli", "give --model or --model-config, not both"));
    if (preset) {
        const ModelSpec *m = presets.find(args.value(QStringLiteral("--model")));
        if (!m)
            return fail(QCoreApplication::translate(
                            "cli", "--model: unknown preset '%1' (see 'gpu-planner models list')")
                            .arg(args.value(QStringLiteral("--model"))));
        w.model = *m;
    } else if (config) {
        QString problem;
        QString path = args.value(QStringLiteral("--model-config"));
        const QString spec = path;
        if (isHubModelSpec(spec)) { // modelscope:ID or hf:ID, fetched once into the cache
            const auto folder = fetchModelConfig(spec, &problem);
            if (!folder)
                return fail(QStringLiteral("--model-config: %1").arg(problem));
            path = *folder;
        }
        auto read = readModelConfig(path, &problem);
        if (!read)
            return fail(QStringLiteral("--model-config: %1").arg(problem));
        if (isHubModelSpec(spec))
            read->spec.source = spec.toStdString();
        // What the reader could not take as it stands (an unknown architecture, a
        // quantization it does not model) goes to stderr; the estimate goes on.
        QTextStream err(stderr);
        for (const QString &warning : read->warnings)
            err << terminalSafe(QCoreApplication::translate("cli", "warning: --model-config %1: %2")
                                    .arg(spec, warning),
                                true)
                << "\n";
        applyModelConfig(*read, w);
    } else if (!args.has(QStringLiteral("--params-b")) && !hasBase) {
        return fail(QCoreApplication::translate(
            "cli", "give --model PRESET, --model-config PATH, --params-b N or --scenario FILE"));
    }
    for (const ModelField &f : modelFields()) {
        const QString flag = QString::fromLatin1(f.limit.flag.data());
        if (!args.has(flag))
            continue;
        std::optional<double> v;
        if (f.isWhole()) {
            if (const auto i = args.whole(flag, error, &ok))
                v = *i;
        } else {
            v = args.number(flag, error, &ok);
        }
        if (!ok)
            return false;
        if (v)
            f.set(w.model, *v);
    }
    if (!(w.model.paramsB > 0) && args.has(QStringLiteral("--params-b")))
        return fail(QCoreApplication::translate("cli", "--params-b: must be greater than 0"));
    if (args.has(QStringLiteral("--params-b")) && !preset && !config && !hasBase)
        w.model.name = QStringLiteral("%1B parameters").arg(w.model.paramsB).toStdString();
    for (const std::string &problem : modelConsistencyProblems(w.model)) {
        const ModelField *f = modelFieldByKey(problem.substr(0, problem.find(':')));
        return fail(QStringLiteral("%1: %2").arg(
            f ? QString::fromLatin1(f->limit.flag.data()) : QString::fromStdString(problem),
            QString::fromStdString(problem.substr(problem.find(':') + 2))));
    }
    return ok;
}

// The whole-number flags: the model shape, batch, parallelism, serving limits.
bool readWholeNumbers(const Args &args, Workload &w, QString *error)
{
    bool ok = true;
    auto fail = [&](const QString &e) {
        *error = e;
        return false;
    };
    const std::pair<const char *, int *> ints[] = {{"--batch", &w.batch},
                                                   {"--seq-len", &w.seqLen},
                                                   {"--grad-accum", &w.gradientAccumulation},
                                                   {"--gpus", &w.gpusPerNode},
                                                   {"--nodes", &w.nodes},
                                                   {"--tp", &w.tensorParallel},
                                                   {"--pp", &w.pipelineParallel},
                                                   {"--lora-rank", &w.loraRank},
                                                   {"--prompt-len", &w.promptLen},
                                                   {"--output-len", &w.outputLen},
                                                   {"--workers", &w.dataLoaderWorkers}};
    for (const auto &[flag, field] : ints) {
        const auto v = args.whole(QString::fromLatin1(flag), error, &ok);
        if (!ok)
            return false;
        if (v)
            *field = *v;
    }
    // vLLM's scheduler limits (docs/planner.md).
    for (const auto &[flag, field] :
         {std::pair{"--max-model-len", &w.maxModelLen}, std::pair{"--max-num-seqs", &w.maxNumSeqs},
          std::pair{"--max-num-batched-tokens", &w.maxNumBatchedTokens}}) {
        const auto v = args.whole(QString::fromLatin1(flag), error, &ok);
        if (!ok)
            return false;
        if (v)
            *field = *v;
    }
    for (const char *positive :
         {"--batch", "--gpus", "--nodes", "--tp", "--pp", "--grad-accum", "--lora-rank",
          "--max-model-len", "--max-num-seqs", "--max-num-batched-tokens"}) {
        if (args.has(QString::fromLatin1(positive)) &&
            args.value(QString::fromLatin1(positive)).toInt() < 1)
            return fail(QCoreApplication::translate("cli", "%1: must be at least 1")
                            .arg(QString::fromLatin1(positive)));
    }
    return ok;
}

// The flags that name one of a set (task, precision, …), the framework profile and
// the attention implementation.
bool readChoices(const Args &args, bool hasBase, Workload &w, QString *error)
{
    bool ok = true;
    auto fail = [&](const QString &e) {
        *error = e;
        return false;
    };
    auto enumFlag = [&](const char *flag, auto parse, auto *field, const char *choices) -> bool {
        if (!args.has(QString::fromLatin1(flag)))
            return true;
        const auto v = parse(args.value(QString::fromLatin1(flag)).toStdString());
        if (!v) {
            *error = QCoreApplication::translate("cli", "%1: '%2' is not one of %3")
                         .arg(QString::fromLatin1(flag), args.value(QString::fromLatin1(flag)),
                              QString::fromLatin1(choices));
            return false;
        }
        *field = *v;
        return true;
    };
    if (!args.has(QStringLiteral("--task")) && !hasBase)
        return fail(QCoreApplication::translate(
            "cli", "--task is required: inference, lora, qlora, full_ft or pretrain"));
    const Task before = w.task;
    if (!enumFlag("--task", taskFromString, &w.task, "inference, lora, qlora, full_ft, pretrain"))
        return false;
    if (args.has(QStringLiteral("--task"))) {
        // A scenario's own switch stays; otherwise the new task's default (defaults.h).
        const Task chosen = w.task;
        w.task = before;
        changeTask(w, chosen);
        if (!hasBase)
            w.gradientCheckpointing = defaultGradientCheckpointing(chosen);
    }
    if (!enumFlag("--precision", precisionFromString, &w.precision,
                  "fp32, tf32, fp16, bf16, fp8") ||
        !enumFlag("--quant", quantizationFromString, &w.quantization,
                  "none, bnb_int8, bnb_nf4, bnb_nf4_dq, bnb_fp4, gptq_int4, gptq_int8, awq_int4, "
                  "mxfp4") ||
        !enumFlag("--optimizer", optimizerFromString, &w.optimizer,
                  "adamw, adamw_8bit, paged_adamw, paged_adamw_8bit, sgd, adafactor") ||
        !enumFlag("--sharding", shardingFromString, &w.sharding,
                  "none, zero1, zero2, zero3, fsdp") ||
        !enumFlag("--kv-precision", precisionFromString, &w.kvCachePrecision,
                  "fp32, fp16, bf16, fp8") ||
        !enumFlag("--engine", engineFromString, &w.engine, "transformers, vllm"))
        return false;
    if (args.has(QStringLiteral("--loading"))) {
        const QString l = args.value(QStringLiteral("--loading"));
        if (l == QLatin1String("full-copy"))
            w.loading = Loading::FullCopyPerRank;
        else if (l == QLatin1String("low-memory"))
            w.loading = Loading::LowMemory;
        else
            return fail(
                QCoreApplication::translate("cli", "--loading: '%1' is not full-copy or low-memory")
                    .arg(l));
    }
    // A framework profile sets the technique defaults; the flags below override them.
    if (args.has(QStringLiteral("--framework"))) {
        FrameworkLibrary frameworks;
        if (!frameworks.load())
            return fail(frameworks.errorString());
        const QString id = args.value(QStringLiteral("--framework"));
        const FrameworkProfile *profile = frameworks.find(id);
        if (!profile) {
            QStringList ids;
            for (const FrameworkProfile &p : frameworks.profiles())
                ids << QString::fromStdString(p.id);
            return fail(QCoreApplication::translate("cli", "--framework: '%1' is not one of %2")
                            .arg(id, ids.join(QStringLiteral(", "))));
        }
        FrameworkLibrary::apply(*profile, w);
        // Explicit --optimizer and --sharding win over the profile's.
        if (!enumFlag("--optimizer", optimizerFromString, &w.optimizer,
                      "adamw, adamw_8bit, paged_adamw, paged_adamw_8bit, sgd, adafactor") ||
            !enumFlag("--sharding", shardingFromString, &w.sharding,
                      "none, zero1, zero2, zero3, fsdp"))
            return false;
    }
    if (!enumFlag("--attention", attentionFromString, &w.attention, "eager, sdpa, flash"))
        return false;
    if (args.has(QStringLiteral("--qlora-recipe"))) {
        const QString r = args.value(QStringLiteral("--qlora-recipe"));
        if (r != QLatin1String("paper") && r != QLatin1String("peft"))
            return fail(
                QCoreApplication::translate("cli", "--qlora-recipe: '%1' is not paper or peft")
                    .arg(r));
        w.kbitFp32Upcast = r == QLatin1String("peft");
    }
    return ok;
}

// Switches (each with an explicit off, to override a profile), older spellings and the
// memory figures of the card and the CUDA context.
bool readTechniques(const Args &args, Workload &w, QString *error)
{
    bool ok = true;
    auto fail = [&](const QString &e) {
        *error = e;
        return false;
    };
    // Switches with an explicit off for overriding a profile; both given is an error.
    const std::tuple<const char *, const char *, bool *> switches[] = {
        {"--grad-ckpt", "--no-grad-ckpt", &w.gradientCheckpointing},
        {"--chunked-ce", "--no-chunked-ce", &w.chunkedCrossEntropy},
        {"--fixed-length", "--no-fixed-length", &w.fixedLength},
        {"--optimizer-in-bwd", "--no-optimizer-in-bwd", &w.optimizerInBackward},
        {"--activation-offload", "--no-activation-offload", &w.activationOffload},
        {"--offload-optimizer", "--no-offload-optimizer", &w.offloadOptimizer},
        {"--offload-params", "--no-offload-params", &w.offloadParams}};
    for (const auto &[on, off, field] : switches) {
        const bool hasOn = args.has(QString::fromLatin1(on));
        const bool hasOff = args.has(QString::fromLatin1(off));
        if (hasOn && hasOff)
            return fail(QCoreApplication::translate("cli", "%1 and %2 contradict each other")
                            .arg(QString::fromLatin1(on), QString::fromLatin1(off)));
        if (hasOn || hasOff)
            *field = hasOn;
    }
    if (args.has(QStringLiteral("--no-fp32-master")))
        w.fp32MasterWeights = false;
    // Older spelling: the optimizer states, and with ZeRO-3/FSDP the parameters.
    if (args.has(QStringLiteral("--cpu-offload"))) {
        w.offloadOptimizer = true;
        if (w.sharding == Sharding::Zero3 || w.sharding == Sharding::Fsdp)
            w.offloadParams = true;
    }
    if (args.has(QStringLiteral("--no-flash-attention")))
        w.attention = Attention::Eager;
    if (args.has(QStringLiteral("--lora-all-linear")))
        w.loraTargets = LoraTargets::AllLinear;
    if (const auto g = args.number(QStringLiteral("--gpu-memory"), error, &ok))
        w.gpuMemoryGib = *g;
    if (const auto c = args.number(QStringLiteral("--cuda-context"), error, &ok)) {
        if (*c <= 0 || *c > 16)
            return fail(
                QCoreApplication::translate("cli", "--cuda-context: must be in (0, 16] GiB"));
        w.cudaContextGib = *c;
    }
    if (const auto u = args.number(QStringLiteral("--gpu-memory-utilization"), error, &ok)) {
        if (*u <= 0 || *u > 1)
            return fail(
                QCoreApplication::translate("cli", "--gpu-memory-utilization: must be in (0, 1]"));
        w.vllmGpuMemoryUtilization = *u;
    }
    return ok;
}

} // namespace

// Turns the estimate flags into a workload; a usage error names the flag.
std::optional<Workload> workloadFromArgs(const Args &args, const PresetLibrary &presets,
                                         QString *error, const std::optional<Workload> &base)
{
    // Without --scenario the command line starts where the window's File ▸ New does
    // (estimator/defaults.h); defaultsUsed() names what was taken from there.
    Workload w = base.value_or(defaultWorkload());
    if (!readModel(args, presets, base.has_value(), w, error) ||
        !readWholeNumbers(args, w, error) || !readChoices(args, base.has_value(), w, error) ||
        !readTechniques(args, w, error))
        return std::nullopt;
    auto fail = [&](const QString &e) {
        *error = e;
        return std::nullopt;
    };
    // --seq-len is the prompt when no split is given (a scenario keeps its own prompt_len;
    // its sequence length stands in only where it has none).
    if (w.task == Task::Inference && !args.has(QStringLiteral("--prompt-len")) &&
        (args.has(QStringLiteral("--seq-len")) || (base && w.seqLen > 0 && w.promptLen <= 0)))
        w.promptLen = w.seqLen;
    if (w.task != Task::Inference && w.seqLen <= 0 && w.model.isTransformer())
        return fail(QCoreApplication::translate("cli", "--seq-len is required for training"));
    if (const auto problems = limitswording::workloadProblems(w, true); !problems.empty())
        return fail(problems.front());
    return w;
}

// Reads --scenario FILE when given; the flags on the command line then override it.
bool scenarioBase(const Args &args, const PresetLibrary &presets, std::optional<Scenario> *out,
                  QString *error)
{
    if (!args.has(QStringLiteral("--scenario")))
        return true;
    *out = loadScenario(args.value(QStringLiteral("--scenario")), presets, error);
    return out->has_value();
}

std::optional<PlanOptions> planOptionsFromArgs(const Args &args,
                                               const std::optional<Scenario> &scenario,
                                               const Workload &w, QString *error)
{
    PlanOptions o = scenario ? scenario->plan : defaultPlanOptions();
    o.today = QDate::currentDate().toString(Qt::ISODate).toStdString();
    bool ok = true;
    auto fail = [&](const QString &e) -> std::optional<PlanOptions> {
        *error = e;
        return std::nullopt;
    };
    auto number = [&](const char *flag) {
        return args.number(QString::fromLatin1(flag), error, &ok);
    };
    if (const auto v = number("--tokens"))
        o.datasetTokens = *v;
    if (const auto v = number("--samples"))
        o.datasetTokens = *v * std::max(1, w.seqLen);
    if (const auto v = number("--epochs"))
        o.epochs = *v;
    if (const auto v = number("--headroom"))
        o.headroomPct = *v;
    if (const auto v = number("--mfu")) {
        if (*v <= 0 || *v > 1)
            return fail(QCoreApplication::translate("cli", "--mfu: must be in (0, 1], e.g. 0.4"));
        o.mfu = *v;
    }
    if (const auto v = args.whole(QStringLiteral("--max-nodes"), error, &ok)) {
        if (*v < 1)
            return fail(QCoreApplication::translate("cli", "--max-nodes: must be at least 1"));
        o.maxNodes = *v;
    }
    if (const auto v = args.whole(QStringLiteral("--max-gpus"), error, &ok))
        o.maxGpus = *v;
    if (const auto v = args.whole(QStringLiteral("--months"), error, &ok))
        o.subscriptionMonths = *v;
    if (const auto v = number("--budget"))
        o.budget = *v;
    if (const auto v = number("--deadline-hours"))
        o.deadlineHours = *v;
    if (const auto v = number("--cny-per-usd"))
        o.cnyPerUsd = *v;
    if (const auto v = number("--spot-discount")) {
        if (*v <= 0 || *v > 100)
            return fail(QCoreApplication::translate(
                "cli", "--spot-discount: percent of the pay-as-you-go price, 1-100"));
        o.spotDiscountPct = *v;
    }
    if (const auto v = number("--interruption-rate")) {
        if (*v >= 100)
            return fail(QCoreApplication::translate(
                "cli", "--interruption-rate: percent over 30 days, below 100"));
        o.spotInterruptionRatePct = *v;
    }
    if (const auto v = number("--checkpoint-minutes"))
        o.checkpointWriteHours = *v / 60;
    if (const auto v = number("--restart-minutes"))
        o.restartHours = *v / 60;
    if (const auto v = number("--checkpoint-interval-hours")) {
        if (*v <= 0)
            return fail(QCoreApplication::translate(
                "cli", "--checkpoint-interval-hours: must be greater than 0"));
        o.checkpointIntervalHours = *v;
    }
    if (const auto v = number("--serving-hours"))
        o.servingHours = *v;
    if (!ok)
        return std::nullopt;
    if (args.has(QStringLiteral("--region")))
        o.region = args.value(QStringLiteral("--region")).toStdString();
    if (args.has(QStringLiteral("--pricing"))) {
        const auto m = pricingModeFromString(args.value(QStringLiteral("--pricing")).toStdString());
        if (!m)
            return fail(QCoreApplication::translate(
                            "cli", "--pricing: '%1' is not payg, subscription, spot or reserved")
                            .arg(args.value(QStringLiteral("--pricing"))));
        o.pricing = *m;
    }
    if (args.has(QStringLiteral("--currency"))) {
        o.currency = args.value(QStringLiteral("--currency")).toStdString();
        if (o.currency != "CNY" && o.currency != "USD")
            return fail(QCoreApplication::translate("cli", "--currency: '%1' is not CNY or USD")
                            .arg(args.value(QStringLiteral("--currency"))));
    }
    if (args.has(QStringLiteral("--families"))) {
        o.families.clear();
        for (const QString &f :
             args.value(QStringLiteral("--families")).split(QLatin1Char(','), Qt::SkipEmptyParts))
            o.families.push_back(f.trimmed().toStdString());
    }
    if (args.has(QStringLiteral("--today"))) {
        const QDate d = QDate::fromString(args.value(QStringLiteral("--today")), Qt::ISODate);
        if (!d.isValid())
            return fail(QCoreApplication::translate("cli", "--today: '%1' is not a date")
                            .arg(args.value(QStringLiteral("--today"))));
        o.today = d.toString(Qt::ISODate).toStdString();
    }
    if (const auto problems = limitswording::planOptionsProblems(o, true); !problems.empty())
        return fail(problems.front());
    return o;
}

QStringList defaultsUsed(const Args &args, const Workload &w, bool withPlan)
{
    QStringList out;
    if (args.has(QStringLiteral("--scenario")))
        return out;
    const Workload d = defaultWorkload();
    auto given = [&](const char *flag) {
        return args.has(QString::fromLatin1(flag));
    };
    auto add = [&](const char *flag, double value) {
        out << QString::fromLatin1(flag) + QLatin1Char(' ') + QString::number(value, 'f', 0);
    };
    if (w.task == Task::Inference) {
        if (!given("--prompt-len") && !given("--seq-len"))
            add("--prompt-len", d.promptLen);
        if (!given("--output-len"))
            add("--output-len", d.outputLen);
    } else {
        if (!given("--seq-len") && w.model.isTransformer())
            add("--seq-len", d.seqLen);
        if (withPlan && !given("--tokens") && !given("--samples"))
            add("--tokens", defaultPlanOptions().datasetTokens);
        if (!given("--grad-ckpt") && !given("--no-grad-ckpt") && !given("--framework"))
            out << QString::fromLatin1(w.gradientCheckpointing ? "--grad-ckpt" : "--no-grad-ckpt");
    }
    return out;
}

QString defaultsLine(const QStringList &used)
{
    if (used.isEmpty())
        return {};
    return QCoreApplication::translate("cli", "Defaults used: %1 (give the flag to change it)")
               .arg(used.join(QStringLiteral(", "))) +
           QLatin1Char('\n');
}

WorkloadRead readWorkload(const Args &args, const PresetLibrary &presets, const Context &ctx)
{
    QString error;
    std::optional<Scenario> scenario;
    if (!scenarioBase(args, presets, &scenario, &error))
        return {std::nullopt, ctx.failure(error)};
    auto w =
        workloadFromArgs(args, presets, &error,
                         scenario ? std::optional<Workload>(scenario->workload) : std::nullopt);
    if (!w)
        return {std::nullopt, ctx.usage(error)};
    return {WorkloadRequest{args, presets, std::move(scenario), std::move(*w)}, 0};
}

WorkloadRead readWorkloadCommand(const QStringList &argv, const CommandSpec &command,
                                 const Context &ctx)
{
    Args args;
    QString error;
    if (!args.parse(argv, command, &error))
        return {std::nullopt, ctx.usage(error)};
    if (!args.positional().isEmpty())
        return {std::nullopt,
                ctx.usage(QCoreApplication::translate("cli", "unexpected argument '%1'")
                              .arg(args.positional().first()))};
    int code = 0;
    const auto presets = loadPresets(ctx, &code);
    if (!presets)
        return {std::nullopt, code};
    return readWorkload(args, *presets, ctx);
}

PlanRead readPlanCommand(const QStringList &argv, const CommandSpec &command, const Context &ctx)
{
    PlanRead plan{readWorkloadCommand(argv, command, ctx), std::nullopt, 0};
    if (!plan.read.request) {
        plan.code = plan.read.code;
        return plan;
    }
    const WorkloadRequest &request = *plan.read.request;
    QString error;
    plan.options = planOptionsFromArgs(request.args, request.scenario, request.workload, &error);
    if (!plan.options)
        plan.code = ctx.usage(error);
    return plan;
}

} // namespace gpuplanner::cli
