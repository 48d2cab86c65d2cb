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
#include "estimator/planinputs.h"
#include "estimator/solve.h"
#include "estimator/workloadinputs.h"
#include "frameworks.h"
#include "importers.h"
#include "inputlabels.h"
#include "manpage.h"
#include "modelconfig.h"
#include "modelhub.h"
#include "paths.h"
#include "planexport.h"
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

// A choice's id as typed: "full-copy" is "full_copy".
std::string choiceIdOf(const QString &typed)
{
    QString id = typed.trimmed();
    id.replace(QLatin1Char('-'), QLatin1Char('_'));
    return id.toStdString();
}

// One input's flag(s) (estimator/workloadinputs.h); a usage error names the flag.
bool readInput(const Args &args, const WorkloadInput &input, Workload &w, QString *error)
{
    bool ok = true;
    const QString flag = QString::fromLatin1(input.limit.flag.data(),
                                             static_cast<qsizetype>(input.limit.flag.size()));
    if (input.hasChoices()) {
        if (!args.has(flag))
            return true;
        const InputChoice *c = input.choiceById(choiceIdOf(args.value(flag)));
        if (!c) {
            *error =
                QCoreApplication::translate("cli", "%1: '%2' is not one of %3")
                    .arg(flag, args.value(flag), QString::fromStdString(input.choiceIds(", ")));
            return false;
        }
        input.set(w, c->value);
        return true;
    }
    switch (input.kind) {
    case InputKind::Whole:
        if (const auto v = args.whole(flag, error, &ok))
            input.set(w, *v);
        return ok;
    case InputKind::Real:
        if (const auto v = args.number(flag, error, &ok))
            input.set(w, *v);
        return ok;
    case InputKind::Switch: {
        // Each switch has an explicit off, to override a profile; both given is an error.
        const QString off = QStringLiteral("--no-") + flag.mid(2);
        const bool on = args.has(flag);
        if (on && args.has(off)) {
            *error = QCoreApplication::translate("cli", "%1 and %2 contradict each other")
                         .arg(flag, off);
            return false;
        }
        if (on || args.has(off))
            input.set(w, on ? 1 : 0);
        return true;
    }
    case InputKind::Text:
        if (args.has(flag))
            w.*(input.access.text) = args.value(flag).toStdString();
        return true;
    case InputKind::Choice:
        break;
    }
    return true;
}

// --task (required without a base): a scenario's own checkpointing switch stays, otherwise
// the new task's default (defaults.h).
bool readTask(const Args &args, bool hasBase, Workload &w, QString *error)
{
    if (!args.has(QStringLiteral("--task"))) {
        if (hasBase)
            return true;
        *error = QCoreApplication::translate(
            "cli", "--task is required: inference, lora, qlora, full_ft or pretrain");
        return false;
    }
    Workload chosen = w;
    if (!readInput(args, *workloadInputByKey("task"), chosen, error))
        return false;
    changeTask(w, chosen.task);
    if (!hasBase)
        w.gradientCheckpointing = defaultGradientCheckpointing(chosen.task);
    return true;
}

// A framework profile sets the technique defaults; the flags read after it override them.
bool readFramework(const Args &args, Workload &w, QString *error)
{
    if (!args.has(QStringLiteral("--framework")))
        return true;
    FrameworkLibrary frameworks;
    if (!frameworks.load()) {
        *error = frameworks.errorString();
        return false;
    }
    const QString id = args.value(QStringLiteral("--framework"));
    const FrameworkProfile *profile = frameworks.find(id);
    if (!profile) {
        QStringList ids;
        for (const FrameworkProfile &p : frameworks.profiles())
            ids << QString::fromStdString(p.id);
        *error = QCoreApplication::translate("cli", "--framework: '%1' is not one of %2")
                     .arg(id, ids.join(QStringLiteral(", ")));
        return false;
    }
    FrameworkLibrary::apply(*profile, w);
    return true;
}

// The inputs' flags: the task, then a framework profile, then every other input, then the
// older spellings.
bool readInputs(const Args &args, bool hasBase, Workload &w, QString *error)
{
    if (!readTask(args, hasBase, w, error) || !readFramework(args, w, error))
        return false;
    for (const WorkloadInput &input : workloadInputs()) {
        if (input.key() != "task" && input.key() != "framework" &&
            !readInput(args, input, w, error))
            return false;
    }
    // Older spellings: the optimizer states, and with ZeRO-3/FSDP the parameters.
    if (args.has(QStringLiteral("--cpu-offload"))) {
        w.offloadOptimizer = true;
        if (w.sharding == Sharding::Zero3 || w.sharding == Sharding::Fsdp)
            w.offloadParams = true;
    }
    if (args.has(QStringLiteral("--no-flash-attention")))
        w.attention = Attention::Eager;
    if (args.has(QStringLiteral("--lora-all-linear")))
        w.loraTargets = LoraTargets::AllLinear;
    return true;
}

} // namespace

// Turns the estimate flags into a workload; a usage error names the flag.
std::optional<Workload> workloadFromArgs(const Args &args, const PresetLibrary &presets,
                                         QString *error, const std::optional<Workload> &base)
{
    // Without --scenario the command line starts where the window's File ▸ New does
    // (estimator/defaults.h); defaultsUsed() names what was taken from there.
    Workload w = base.value_or(defaultWorkload());
    const CheckpointFormat before = startingFormat(presets.publishedFormat(w.model.id), w.task);
    if (!readModel(args, presets, base.has_value(), w, error) ||
        !readInputs(args, base.has_value(), w, error))
        return std::nullopt;
    // The weights' format follows the model and the task (estimator/defaults.h): serving a
    // preset runs its checkpoint as published (gpt-oss's MXFP4 experts, DeepSeek-V3's FP8)
    // unless --precision, --quant or --kv-precision says otherwise. A config read with
    // --model-config has set its own.
    if (!args.has(QStringLiteral("--model-config"))) {
        Workload followed = w;
        followFormat(followed, before, startingFormat(presets.publishedFormat(w.model.id), w.task));
        if (!args.has(QStringLiteral("--precision")))
            w.precision = followed.precision;
        if (!args.has(QStringLiteral("--quant")))
            w.quantization = followed.quantization;
        if (!args.has(QStringLiteral("--kv-precision")))
            w.kvCachePrecision = followed.kvCachePrecision;
    }
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
    auto fail = [&](const QString &e) -> std::optional<PlanOptions> {
        *error = e;
        return std::nullopt;
    };
    // The plan's options by their registry (estimator/planinputs.h), in its order: a number
    // is checked against the validation table as it is read (Args::number).
    for (const PlanInput &i : planInputs()) {
        const QString flag = QString::fromLatin1(i.flag().data(), qsizetype(i.flag().size()));
        if (flag.isEmpty() || !args.has(flag))
            continue;
        const QString text = args.value(flag);
        if (i.isNumber()) {
            bool ok = true;
            std::optional<double> v;
            if (i.kind == PlanInputKind::Real)
                v = args.number(flag, error, &ok);
            else if (const auto n = args.whole(flag, error, &ok))
                v = *n;
            if (!ok || !v)
                return std::nullopt;
            if (i.fromFlag)
                i.fromFlag(o, w, *v);
            else
                i.access.set(o, *v);
            continue;
        }
        switch (i.kind) {
        case PlanInputKind::Pricing:
            if (const auto m = pricingModeFromString(text.toStdString()))
                o.pricing = *m;
            else
                return fail(pricingChoiceError(text));
            break;
        case PlanInputKind::Text:
            if (!i.allows(text.toStdString()))
                return fail(QCoreApplication::translate("cli", "%1: %2")
                                .arg(flag, InputLabels::notOneOf(i, text)));
            o.*(i.access.text) = text.toStdString();
            break;
        case PlanInputKind::Date: {
            const QDate d = QDate::fromString(text, Qt::ISODate);
            if (!d.isValid())
                return fail(
                    QCoreApplication::translate("cli", "%1: '%2' is not a date").arg(flag, text));
            o.*(i.access.text) = d.toString(Qt::ISODate).toStdString();
            break;
        }
        case PlanInputKind::List: {
            std::vector<std::string> &names = o.*(i.access.list);
            names.clear();
            for (const QString &f : text.split(QLatin1Char(','), Qt::SkipEmptyParts))
                names.push_back(f.trimmed().toStdString());
            break;
        }
        case PlanInputKind::Whole:
        case PlanInputKind::Real:
            break;
        }
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

QString defaultsLine(const QStringList &used, int columns)
{
    if (used.isEmpty())
        return {};
    return wrapLines(
        {},
        QCoreApplication::translate("cli", "Defaults used: %1 (give the flag to change it)")
            .arg(used.join(QStringLiteral(", "))),
        columns);
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

WorkloadRead readWorkloadCommand(const Args &args, const Context &ctx)
{
    int code = 0;
    const auto presets = loadPresets(ctx, &code);
    if (!presets)
        return {std::nullopt, code};
    return readWorkload(args, *presets, ctx);
}

PlanRead readPlanCommand(const Args &args, const Context &ctx)
{
    PlanRead plan{readWorkloadCommand(args, ctx), std::nullopt, 0};
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
