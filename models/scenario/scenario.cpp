#include "scenario.h"

#include "scenariotraffic.h"

#include "estimator/modelfields.h"
#include "estimator/planinputs.h"
#include "estimator/workloadinputs.h"

#include "estimator/defaults.h"
#include "estimator/limits.h"
#include "fileerrors.h"
#include "inputlabels.h"
#include "jsonparse.h"
#include "limitswording.h"
#include "modelconfig.h"
#include "presets.h"

#include <QCoreApplication>
#include <QDate>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QUuid>

#include <cmath>
#include <cstdint>
#include <limits>
#include <type_traits>
#include <utility>
#include <vector>

namespace gpuplanner {

namespace {

using nlohmann::json;

struct FieldError {
    std::string field;
    std::string problem;
};

// A problem text in the user's language as UTF-8 for FieldError.
std::string u8(const QString &text)
{
    return text.toStdString();
}

QString q8(const std::string &text)
{
    return QString::fromStdString(text);
}

// The row of the validation table (estimator/limits.h) for a field: "prices[3].amount"
// is checked as "price.amount".
std::string tableField(const std::string &path, const char *key)
{
    if (path.rfind("prices[", 0) == 0)
        return std::string("price.") + key;
    return path + key;
}

// A number field, checked against the validation table before it is narrowed: an int
// field reads 4294967297 as that number and refuses it instead of wrapping it to 1.
template <typename T>
T getNumber(const json &value, const char *key, const std::string &path)
{
    const std::string name = path + key;
    if (!value.is_number())
        throw FieldError{name, u8(QCoreApplication::translate("Scenario", "has the wrong type (%1)")
                                      .arg(QString::fromUtf8(value.type_name())))};
    double v = 0;
    std::string text;
    if (value.is_number_unsigned()) {
        const auto u = value.get<std::uint64_t>();
        v = static_cast<double>(u);
        text = std::to_string(u);
    } else if (value.is_number_integer()) {
        const auto i = value.get<std::int64_t>();
        v = static_cast<double>(i);
        text = std::to_string(i);
    } else {
        v = value.get<double>();
        text = value.dump();
    }
    if (const limits::Limit *l = limits::byField(tableField(path, key))) {
        if (const auto problem = limitswording::detail(*l, v, q8(text)))
            throw FieldError{name, u8(*problem)};
    } else if (!std::isfinite(v)) {
        throw FieldError{name,
                         u8(QCoreApplication::translate("Scenario", "'%1' is not a finite number")
                                .arg(q8(text)))};
    }
    if constexpr (std::is_integral_v<T>) {
        if (v != std::floor(v) || v < static_cast<double>(std::numeric_limits<T>::min()) ||
            v > static_cast<double>(std::numeric_limits<T>::max()))
            throw FieldError{name, u8(QCoreApplication::translate(
                                          "Scenario", "%1 is not a whole number from %2 to %3")
                                          .arg(q8(text))
                                          .arg(q8(std::to_string(std::numeric_limits<T>::min())))
                                          .arg(q8(std::to_string(std::numeric_limits<T>::max()))))};
        return static_cast<T>(v);
    } else {
        return static_cast<T>(v);
    }
}

template <typename T>
T get(const json &obj, const char *key, const std::string &path, T fallback)
{
    const auto it = obj.find(key);
    if (it == obj.end() || it->is_null())
        return fallback;
    if constexpr (std::is_arithmetic_v<T> && !std::is_same_v<T, bool>) {
        return getNumber<T>(*it, key, path);
    } else {
        try {
            return it->get<T>();
        } catch (const json::exception &) {
            throw FieldError{path + key,
                             u8(QCoreApplication::translate("Scenario", "has the wrong type (%1)")
                                    .arg(QString::fromUtf8(it->type_name())))};
        }
    }
}

template <typename E, typename Parse>
E getEnum(const json &obj, const char *key, const std::string &path, E fallback, Parse parse)
{
    const std::string text = get<std::string>(obj, key, path, std::string());
    if (text.empty())
        return fallback;
    const auto v = parse(text);
    if (!v)
        throw FieldError{
            path + key,
            u8(QCoreApplication::translate("Scenario", "unknown value '%1'").arg(q8(text)))};
    return *v;
}

// Deeper nesting is refused before the document is copied: copying and writing a JSON tree
// recurse once per level, and a hostile file can nest deeper than the stack allows.
constexpr std::size_t kMaxNesting = 64;

// The top-level field of an object that nests arrays and objects deeper than kMaxNesting
// levels, walked without recursion; nullopt when none does.
std::optional<std::string> tooDeeplyNested(const json &top)
{
    for (auto field = top.begin(); field != top.end(); ++field) {
        std::vector<std::pair<const json *, std::size_t>> pending{{&field.value(), 2}};
        while (!pending.empty()) {
            const auto [node, depth] = pending.back();
            pending.pop_back();
            if (!node->is_structured())
                continue;
            if (depth > kMaxNesting)
                return field.key();
            for (const json &child : *node)
                pending.emplace_back(&child, depth + 1);
        }
    }
    return std::nullopt;
}

const char *const kKnownTop[] = {
    "format", "version", "id",    "name", "author", "created",         "modified", "revision",
    "inputs", "plan",    "notes", "tags", "prices", "prices_saved_at", "traffic"};

} // namespace

std::optional<Scenario> scenarioFromCurrent(const json &j, const PresetLibrary &presets,
                                            int fileVersion, QString *error);

bool migrateScenarioJson(json &j, QString *error)
{
    int version = j.value("version", 0);
    if (version < 1 || version > kScenarioVersion) {
        if (error)
            *error =
                QCoreApplication::translate("Scenario", "cannot migrate version %1").arg(version);
        return false;
    }
    // 1 → 2: the prices the result was computed with were not kept; an empty list says so.
    if (version == 1) {
        j["prices"] = json::array();
        j["prices_saved_at"] = "";
        version = 2;
    }
    j["version"] = version;
    return true;
}

void snapshotPrices(Scenario &s, const Catalog &catalog)
{
    s.prices.clear();
    for (const Price &p : catalog.prices()) {
        if (p.regionId == s.plan.region)
            s.prices.push_back(p);
    }
    s.pricesSavedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}

Scenario newScenario()
{
    Scenario s;
    s.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    s.created = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    s.modified = s.created;
    s.plan.today = QDate::currentDate().toString(Qt::ISODate).toStdString();
    return s;
}

namespace {

// inputs.* but the model (estimator/workloadinputs.h): numbers, switches as true/false,
// choices by their ids.
json inputsToJson(const Workload &w)
{
    json out = json::object();
    for (const WorkloadInput &i : workloadInputs()) {
        if (!i.saved)
            continue;
        const std::string key(i.key());
        switch (i.kind) {
        case InputKind::Whole:
            out[key] = static_cast<int>(i.get(w));
            break;
        case InputKind::Real:
            out[key] = i.get(w);
            break;
        case InputKind::Switch:
            out[key] = i.get(w) != 0;
            break;
        case InputKind::Choice: {
            const InputChoice *c = i.choice(static_cast<int>(i.get(w)));
            out[key] = c ? std::string(c->id) : std::string();
            break;
        }
        case InputKind::Text:
            out[key] = w.*(i.access.text);
            break;
        }
    }
    return out;
}

// plan.* (estimator/planinputs.h): numbers (an optional one only when set), the pricing
// mode by its id, texts and lists as they are.
json planToJson(const PlanOptions &o)
{
    json out = json::object();
    for (const PlanInput &i : planInputs()) {
        if (!i.saved)
            continue;
        const std::string key(i.key());
        switch (i.kind) {
        case PlanInputKind::Whole:
            if (const auto v = i.access.get(o))
                out[key] = static_cast<long long>(*v);
            break;
        case PlanInputKind::Real:
            if (const auto v = i.access.get(o))
                out[key] = *v;
            break;
        case PlanInputKind::Pricing:
            out[key] = std::string(toString(o.pricing));
            break;
        case PlanInputKind::Text:
        case PlanInputKind::Date:
            out[key] = o.*(i.access.text);
            break;
        case PlanInputKind::List:
            out[key] = o.*(i.access.list);
            break;
        }
    }
    return out;
}

} // namespace

json scenarioToJson(const Scenario &s)
{
    const Workload &w = s.workload;
    json model;
    if (!s.presetId.isEmpty()) {
        model = {{"preset", s.presetId.toStdString()}};
    } else {
        // The architecture it was computed with (estimator/modelfields.h), so that a colleague
        // without the model's config opens the same numbers: the classic shape always, the
        // MoE, attention and vision fields when set.
        const ModelSpec &m = w.model;
        model = modelFieldsJson(m);
        model["name"] = m.name;
        model["architecture"] = std::string(toString(m.architecture));
        if (!m.source.empty())
            model["source"] = m.source;
    }
    json inputs = inputsToJson(w);
    inputs["model"] = model;
    const json plan = planToJson(s.plan);
    json out = s.unknown.is_object() ? s.unknown : json::object();
    out["format"] = kScenarioFormat;
    out["version"] = kScenarioVersion;
    out["id"] = s.id.toStdString();
    out["name"] = s.name.toStdString();
    out["author"] = s.author.toStdString();
    out["created"] = s.created.toStdString();
    out["modified"] = s.modified.toStdString();
    out["revision"] = s.revision;
    out["inputs"] = inputs;
    out["plan"] = plan;
    if (s.traffic)
        out["traffic"] = trafficToJson(*s.traffic);
    out["notes"] = s.notes.toStdString();
    json tags = json::array();
    for (const QString &t : s.tags)
        tags.push_back(t.toStdString());
    out["tags"] = tags;
    json prices = json::array();
    for (const Price &pr : s.prices) {
        prices.push_back({{"instance_type", pr.instanceTypeId},
                          {"region", pr.regionId},
                          {"mode", std::string(toString(pr.mode))},
                          {"unit", std::string(toString(pr.unit))},
                          {"amount", pr.amount},
                          {"currency", pr.currency},
                          {"kind", std::string(toString(pr.kind))},
                          {"source", pr.source},
                          {"as_of", pr.asOf}});
    }
    out["prices"] = prices;
    out["prices_saved_at"] = s.pricesSavedAt.toStdString();
    return out;
}

std::optional<Scenario> scenarioFromJson(const json &j, const PresetLibrary &presets,
                                         QString *error)
{
    try {
        if (!j.is_object())
            throw FieldError{"(top level)",
                             u8(QCoreApplication::translate("Scenario", "is not a JSON object"))};
        if (const auto field = tooDeeplyNested(j))
            throw FieldError{*field,
                             u8(QCoreApplication::translate(
                                    "Scenario", "nests arrays and objects deeper than %1 levels")
                                    .arg(kMaxNesting))};
        if (get<std::string>(j, "format", "", std::string()) != kScenarioFormat)
            throw FieldError{"format", u8(QCoreApplication::translate("Scenario", "is not \"%1\"")
                                              .arg(QString::fromUtf8(kScenarioFormat)))};
        const int fileVersion = get<int>(j, "version", "", 0);
        json migrated = j;
        QString migrationError;
        if (fileVersion >= 1 && fileVersion < kScenarioVersion &&
            !migrateScenarioJson(migrated, &migrationError))
            throw FieldError{"version", migrationError.toStdString()};
        return scenarioFromCurrent(migrated, presets, fileVersion, error);
    } catch (const FieldError &e) {
        if (error)
            *error = QString::fromStdString(e.field + ": " + e.problem);
        return std::nullopt;
    } catch (const json::exception &e) {
        if (error)
            *error = QString::fromUtf8(e.what());
        return std::nullopt;
    }
}

namespace {

// Id, name, author, dates, revision, notes, tags, and the fields this version does not know.
void readMetadata(const json &j, Scenario &s)
{
    s.id = QString::fromStdString(get<std::string>(j, "id", "", std::string()));
    s.name = QString::fromStdString(get<std::string>(j, "name", "", std::string()));
    s.author = QString::fromStdString(get<std::string>(j, "author", "", std::string()));
    s.created = QString::fromStdString(get<std::string>(j, "created", "", std::string()));
    s.modified = QString::fromStdString(get<std::string>(j, "modified", "", std::string()));
    s.revision = get<int>(j, "revision", "", 1);
    s.notes = QString::fromStdString(get<std::string>(j, "notes", "", std::string()));
    for (const std::string &t : get<std::vector<std::string>>(j, "tags", "", {}))
        s.tags << QString::fromStdString(t);
    // Unknown fields are kept for a newer version. The parser bounded their depth
    // (jsonparse.h), so copying them recurses at most kMaxJsonDepth levels; their size
    // is bounded here.
    std::size_t unknownBytes = 0;
    for (auto it = j.begin(); it != j.end(); ++it) {
        if (std::find(std::begin(kKnownTop), std::end(kKnownTop), it.key()) ==
            std::end(kKnownTop)) {
            unknownBytes += it.key().size() + it.value().dump().size();
            if (unknownBytes > static_cast<std::size_t>(kMaxScenarioUnknownBytes))
                throw FieldError{
                    it.key(),
                    u8(QCoreApplication::translate(
                           "Scenario", "fields this version does not know take more than %1 bytes")
                           .arg(kMaxScenarioUnknownBytes))};
            s.unknown[it.key()] = it.value();
        }
    }
    if (const QString problem = scenarioTextProblem(s); !problem.isEmpty())
        throw FieldError{problem.section(QLatin1Char(':'), 0, 0).toStdString(),
                         problem.section(QLatin1Char(':'), 1).trimmed().toStdString()};
}

// inputs.model: a preset, or a custom model's figures.
void readModel(const json &in, const PresetLibrary &presets, Workload &w, Scenario &s)
{
    const auto modelIt = in.find("model");
    if (modelIt == in.end() || !modelIt->is_object())
        throw FieldError{"inputs.model", u8(QCoreApplication::translate("Scenario", "is missing"))};
    const json &model = *modelIt;
    const std::string preset = get<std::string>(model, "preset", "inputs.model.", std::string());
    if (!preset.empty()) {
        const ModelSpec *m = presets.find(QString::fromStdString(preset));
        if (!m)
            throw FieldError{
                "inputs.model.preset",
                u8(QCoreApplication::translate("Scenario", "unknown preset '%1'").arg(q8(preset)))};
        w.model = *m;
        s.presetId = QString::fromStdString(preset);
    } else {
        const std::string mp = "inputs.model.";
        w.model.name = get<std::string>(model, "name", mp, std::string("custom model"));
        w.model.paramsB = get<double>(model, "params_b", mp, 0.0);
        if (!(w.model.paramsB > 0))
            throw FieldError{"inputs.model.params_b",
                             u8(QCoreApplication::translate("Scenario", "must be greater than 0"))};
        for (const ModelField &f : modelFields()) {
            if (f.key == "params_b")
                continue;
            if (f.isWhole())
                f.set(w.model, get<int>(model, std::string(f.key).c_str(), mp, 0));
            else
                f.set(w.model, get<double>(model, std::string(f.key).c_str(), mp, 0.0));
        }
        w.model.ffnGated = get<bool>(model, "ffn_gated", mp, true);
        w.model.tiedEmbeddings = get<bool>(model, "tied_embeddings", mp, false);
        w.model.source = get<std::string>(model, "source", mp, std::string());
        for (const std::string &problem : modelConsistencyProblems(w.model))
            throw FieldError{mp + problem.substr(0, problem.find(':')),
                             problem.substr(problem.find(':') + 2)};
        w.model.architecture =
            getEnum(model, "architecture", mp, Architecture::Decoder, architectureFromString);
    }
}

// The other inputs (estimator/workloadinputs.h), each keeping w's value when the file
// leaves it out; numbers are checked against the validation table as they are read.
void readInputs(const json &in, Workload &w)
{
    const std::string p = "inputs.";
    for (const WorkloadInput &i : workloadInputs()) {
        if (!i.saved)
            continue;
        const std::string key(i.key());
        switch (i.kind) {
        case InputKind::Whole:
            i.set(w, get<int>(in, key.c_str(), p, static_cast<int>(i.get(w))));
            break;
        case InputKind::Real:
            i.set(w, get<double>(in, key.c_str(), p, i.get(w)));
            break;
        case InputKind::Switch:
            i.set(w, get<bool>(in, key.c_str(), p, i.get(w) != 0));
            break;
        case InputKind::Choice: {
            const std::string id = get<std::string>(in, key.c_str(), p, std::string());
            if (id.empty())
                break;
            const InputChoice *c = i.choiceById(id);
            if (!c)
                throw FieldError{
                    p + key,
                    u8(QCoreApplication::translate("Scenario", "unknown value '%1'").arg(q8(id)))};
            i.set(w, c->value);
            break;
        }
        case InputKind::Text:
            w.*(i.access.text) = get<std::string>(in, key.c_str(), p, w.*(i.access.text));
            break;
        }
    }
    // A file without the switch gets what its task starts with (estimator/defaults.h).
    if (!in.contains("gradient_checkpointing"))
        w.gradientCheckpointing = defaultGradientCheckpointing(w.task);
    // Files before the attention input kept a flash_attention switch: off was eager.
    if (in.contains("flash_attention") && !in.contains("attention"))
        w.attention =
            get<bool>(in, "flash_attention", p, true) ? Attention::Sdpa : Attention::Eager;
    // Files before the two offload switches had cpu_offload: the optimizer states, and
    // with ZeRO-3/FSDP the parameters too.
    if (get<bool>(in, "cpu_offload", p, false)) {
        if (!in.contains("offload_optimizer"))
            w.offloadOptimizer = true;
        if (!in.contains("offload_params"))
            w.offloadParams = w.sharding == Sharding::Zero3 || w.sharding == Sharding::Fsdp;
    }
}

void readPlan(const json &j, PlanOptions &o)
{
    const auto planIt = j.find("plan");
    if (planIt == j.end() || !planIt->is_object())
        return;
    const json &pl = *planIt;
    const std::string q = "plan.";
    // Each option keeps o's value when the file leaves it out (an optional one: stays
    // unset); numbers are checked against the validation table as they are read.
    for (const PlanInput &i : planInputs()) {
        if (!i.saved)
            continue;
        const std::string key(i.key());
        const bool given = pl.contains(key) && !pl.at(key).is_null();
        switch (i.kind) {
        case PlanInputKind::Whole:
            if (given)
                i.access.set(o, get<int>(pl, key.c_str(), q, 0));
            break;
        case PlanInputKind::Real:
            if (given)
                i.access.set(o, get<double>(pl, key.c_str(), q, 0.0));
            break;
        case PlanInputKind::Pricing:
            o.pricing = getEnum(pl, key.c_str(), q, o.pricing, pricingModeFromString);
            break;
        case PlanInputKind::Text:
        case PlanInputKind::Date: {
            std::string &text = o.*(i.access.text);
            text = get<std::string>(pl, key.c_str(), q, text);
            if (!i.allows(text))
                throw FieldError{q + key, u8(InputLabels::notOneOf(i, q8(text)))};
            break;
        }
        case PlanInputKind::List:
            o.*(i.access.list) =
                get<std::vector<std::string>>(pl, key.c_str(), q, o.*(i.access.list));
            break;
        }
    }
}

// The prices saved with the scenario (what it was costed with).
void readPrices(const json &j, Scenario &s)
{
    s.pricesSavedAt =
        QString::fromStdString(get<std::string>(j, "prices_saved_at", "", std::string()));
    const auto pricesIt = j.find("prices");
    if (pricesIt != j.end() && !pricesIt->is_null()) {
        if (!pricesIt->is_array())
            throw FieldError{"prices",
                             u8(QCoreApplication::translate("Scenario", "is not a list"))};
        for (std::size_t i = 0; i < pricesIt->size(); ++i) {
            const json &e = (*pricesIt)[i];
            const std::string at = "prices[" + std::to_string(i) + "].";
            if (!e.is_object())
                throw FieldError{"prices[" + std::to_string(i) + "]",
                                 u8(QCoreApplication::translate("Scenario", "is not an object"))};
            Price pr;
            pr.instanceTypeId = get<std::string>(e, "instance_type", at, std::string());
            pr.regionId = get<std::string>(e, "region", at, std::string());
            pr.mode = getEnum(e, "mode", at, PricingMode::PayAsYouGo, pricingModeFromString);
            pr.unit = getEnum(e, "unit", at, PriceUnit::Hour, priceUnitFromString);
            pr.amount = get<double>(e, "amount", at, 0.0);
            if (!(pr.amount > 0))
                throw FieldError{at + "amount", u8(QCoreApplication::translate(
                                                    "Scenario", "must be greater than 0"))};
            pr.currency = get<std::string>(e, "currency", at, std::string("CNY"));
            pr.kind = getEnum(e, "kind", at, PriceKind::Published, priceKindFromString);
            pr.source = get<std::string>(e, "source", at, std::string());
            pr.asOf = get<std::string>(e, "as_of", at, std::string());
            pr.origin = Origin::Imported;
            s.prices.push_back(std::move(pr));
        }
    }
}

} // namespace

std::optional<Scenario> scenarioFromCurrent(const json &j, const PresetLibrary &presets,
                                            int fileVersion, QString *error)
{
    try {
        const int version = get<int>(j, "version", "", 0);
        if (version < 1)
            throw FieldError{"version", u8(QCoreApplication::translate(
                                            "Scenario", "is missing or not a positive number"))};
        if (version > kScenarioVersion)
            throw FieldError{
                "version",
                u8(QCoreApplication::translate(
                       "Scenario", "%1 is newer than this program reads (%2): update GPU Planner")
                       .arg(version)
                       .arg(kScenarioVersion))};
        Scenario s;
        s.loadedVersion = fileVersion;
        readMetadata(j, s);
        const auto inputsIt = j.find("inputs");
        if (inputsIt == j.end() || !inputsIt->is_object())
            throw FieldError{"inputs", u8(QCoreApplication::translate("Scenario", "is missing"))};
        // A field the file leaves out takes the one default (estimator/defaults.h), as the
        // window's File ▸ New and the command line do.
        Workload w = defaultWorkload();
        readModel(*inputsIt, presets, w, s);
        readInputs(*inputsIt, w);
        s.workload = w;
        // Cross-field limits (gpus_per_node × nodes), estimator/limits.h.
        if (const auto problems = limitswording::workloadProblemParts(w); !problems.empty())
            throw FieldError{u8(problems.front().first), u8(problems.front().second)};
        s.plan = defaultPlanOptions();
        readPlan(j, s.plan);
        if (const auto problems = limitswording::planOptionsProblemParts(s.plan); !problems.empty())
            throw FieldError{u8(problems.front().first), u8(problems.front().second)};
        s.plan.today = QDate::currentDate().toString(Qt::ISODate).toStdString();
        readPrices(j, s);
        if (const auto t = j.find("traffic"); t != j.end() && !t->is_null()) {
            std::string field;
            std::string problem;
            s.traffic = trafficFromJson(*t, s.workload, &field, &problem);
            if (!s.traffic)
                throw FieldError{field, problem};
        }
        return s;
    } catch (const FieldError &e) {
        if (error)
            *error = QString::fromStdString(e.field + ": " + e.problem);
        return std::nullopt;
    } catch (const json::exception &e) {
        if (error)
            *error = QString::fromUtf8(e.what());
        return std::nullopt;
    }
}

QString scenarioTextProblem(const Scenario &s)
{
    auto over = [](const char *field, qsizetype bytes, qsizetype limit) {
        return QCoreApplication::translate("Scenario",
                                           "%1: %2 bytes (UTF-8) is more than the %3 allowed")
            .arg(QString::fromLatin1(field))
            .arg(bytes)
            .arg(limit);
    };
    if (const qsizetype n = s.name.toUtf8().size(); n > kMaxScenarioNameBytes)
        return over("name", n, kMaxScenarioNameBytes);
    if (const qsizetype n = s.notes.toUtf8().size(); n > kMaxScenarioNotesBytes)
        return over("notes", n, kMaxScenarioNotesBytes);
    if (const qsizetype n = s.author.toUtf8().size(); n > kMaxScenarioNameBytes)
        return over("author", n, kMaxScenarioNameBytes);
    if (s.tags.size() > kMaxScenarioTags)
        return QCoreApplication::translate("Scenario", "tags: %1 tags is more than the %2 allowed")
            .arg(s.tags.size())
            .arg(kMaxScenarioTags);
    for (const QString &t : s.tags) {
        if (const qsizetype n = t.toUtf8().size(); n > kMaxScenarioTagBytes)
            return over("tags", n, kMaxScenarioTagBytes);
    }
    return {};
}

std::optional<Scenario> loadScenario(const QString &path, const PresetLibrary &presets,
                                     QString *error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QCoreApplication::translate("Scenario", "%1: cannot open: %2")
                         .arg(path, f.errorString());
        return std::nullopt;
    }
    if (f.size() > kMaxScenarioFileBytes) {
        if (error)
            *error = QCoreApplication::translate(
                         "Scenario", "%1: %2 bytes is larger than a scenario file may be (%3)")
                         .arg(path)
                         .arg(f.size())
                         .arg(kMaxScenarioFileBytes);
        return std::nullopt;
    }
    return scenarioFromBytes(f.read(kMaxScenarioFileBytes + 1), path, presets, error);
}

std::optional<Scenario> scenarioFromBytes(const QByteArray &bytes, const QString &fileName,
                                          const PresetLibrary &presets, QString *error)
{
    if (bytes.size() > kMaxScenarioFileBytes) {
        if (error)
            *error = QCoreApplication::translate(
                         "Scenario", "%1: %2 bytes is larger than a scenario file may be (%3)")
                         .arg(fileName)
                         .arg(bytes.size())
                         .arg(kMaxScenarioFileBytes);
        return std::nullopt;
    }
    QString parseError;
    const auto j = parseJsonSafely(std::string_view(bytes.constData(), bytes.size()), &parseError);
    if (!j) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(fileName, parseError);
        return std::nullopt;
    }
    QString why;
    auto s = scenarioFromJson(*j, presets, &why);
    if (!s && error)
        *error = QStringLiteral("%1: %2").arg(fileName, why);
    return s;
}

bool saveScenario(const QString &path, const Scenario &s, QString *error)
{
    if (const QString problem = scenarioTextProblem(s); !problem.isEmpty()) {
        if (error)
            *error = QCoreApplication::translate("Scenario", "%1: nothing was written: %2")
                         .arg(path, problem);
        return false;
    }
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly)) {
        if (error)
            *error = QCoreApplication::translate("Scenario", "%1: cannot write: %2")
                         .arg(path, openErrorText(f));
        return false;
    }
    // Every byte checked: a short write on a full disk must not commit a cut file.
    const QByteArray text = QByteArray::fromStdString(scenarioToJson(s).dump(2) + "\n");
    QString why;
    if (!writeAndCommit(f, text, &why)) {
        if (error)
            *error = QCoreApplication::translate("Scenario", "%1: cannot write: %2").arg(path, why);
        return false;
    }
    return true;
}

} // namespace gpuplanner
