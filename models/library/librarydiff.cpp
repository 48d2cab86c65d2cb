#include "library.h"

#include "estimator/modelfields.h"
#include "estimator/planinputs.h"
#include "estimator/workloadinputs.h"
#include "inputlabels.h"
#include "library_p.h"
#include "planservice.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>
#include <map>
#include <set>

// Differences between two scenarios, and a scenario's saved prices against today's.

namespace gpuplanner {

using namespace librarydetail;

namespace {

void flatten(const json &j, const std::string &path, std::map<std::string, json> &out)
{
    if (j.is_object() && !j.empty()) {
        for (auto it = j.begin(); it != j.end(); ++it)
            flatten(it.value(), path + "." + it.key(), out);
        return;
    }
    out[path] = j;
}

QString valueText(const json *v)
{
    if (!v || v->is_null())
        return QCoreApplication::translate("gpuplanner::ScenarioDiff", "(not set)");
    if (v->is_string())
        return QString::fromStdString(v->get<std::string>());
    if (v->is_array()) {
        if (v->empty())
            return QCoreApplication::translate("gpuplanner::ScenarioDiff", "(none)");
        QStringList parts;
        for (const json &e : *v)
            parts << valueText(&e);
        return parts.join(QStringLiteral(", "));
    }
    if (v->is_object() && v->empty())
        return QCoreApplication::translate("gpuplanner::ScenarioDiff", "(none)");
    if (v->is_number_float()) {
        const double d = v->get<double>();
        if (std::isfinite(d) && d == std::floor(d) && std::abs(d) < 1e15)
            return QString::number(static_cast<qint64>(d));
        return QString::number(d, 'g', 12);
    }
    return QString::fromStdString(v->dump());
}

// A choice stored as an id ("qlora", "awq_int4", "vllm", "payg") in the window's words; an
// empty text for a field that is not a choice or an id this version does not know.
QString choiceText(const std::string &key, const std::string &id)
{
    if (key.rfind("inputs.", 0) == 0) {
        if (const WorkloadInput *i = workloadInputByKey(std::string_view(key).substr(7));
            i && i->hasChoices()) {
            const InputChoice *c = i->choiceById(id);
            return c ? InputLabels::choice(*c) : QString();
        }
    }
    if (key == "plan.pricing")
        if (const auto v = pricingModeFromString(id))
            return InputLabels::pricing(*v);
    if (key == "inputs.framework" && id.empty())
        return QCoreApplication::translate("gpuplanner::ScenarioDiff", "none");
    return {};
}

// A field's value as people read it: a choice in words, a whole number grouped
// (100,000,000), anything else as valueText writes it.
QString fieldText(const std::string &key, const json *v)
{
    if (v && v->is_string()) {
        const QString worded = choiceText(key, v->get<std::string>());
        if (!worded.isEmpty())
            return worded;
    }
    if (v && v->is_number()) {
        const double d = v->get<double>();
        if (std::isfinite(d) && d == std::floor(d) && std::abs(d) >= 10000 && std::abs(d) < 1e15)
            return QLocale().toString(static_cast<qint64>(d));
    }
    return valueText(v);
}

// Whether a field of the inputs or plan means anything for w's task: serving fields
// (prompt and output length, engine, vLLM's settings, serving time) for a serving
// scenario, training fields (optimizer, sequence length, sharding, LoRA, dataset, epochs,
// MFU, deadline, checkpoints) for a training one. Two training scenarios do not differ in their
// prompt length: it is a value neither uses.
bool fieldApplies(const std::string &key, const Workload &w)
{
    if (key.rfind("inputs.", 0) == 0) {
        const WorkloadInput *i = workloadInputByKey(std::string_view(key).substr(7));
        return !i || i->usedBy(w);
    }
    if (key.rfind("plan.", 0) == 0) {
        const PlanInput *i = planInputByKey(std::string_view(key).substr(5));
        return !i || i->usedBy(w);
    }
    return true;
}

struct Best {
    std::optional<double> hours;
    std::optional<double> cost;
    std::optional<double> costPerMillion;
    std::optional<double> tokensPerSecond;
    QString type;
    QString currency;
};

Best bestOption(const Scenario &s, const Catalog &catalog)
{
    const Plan plan = planner::rankNow(s.workload, catalog, s.plan);
    const PlanRow *row = planner::bestRow(plan, false);
    if (!row)
        return {};
    Best b;
    b.hours = row->hours;
    b.cost = row->totalCost;
    b.costPerMillion = row->costPerMillionTokens;
    b.tokensPerSecond = row->tokensPerSecond;
    b.type = row->type ? QString::fromStdString(row->type->id) : QString();
    b.currency = QString::fromStdString(row->currency);
    return b;
}

} // namespace

ScenarioDiff diffScenarios(const Scenario &a, const Scenario &b, const Catalog &catalog)
{
    ScenarioDiff d;
    const json ja = scenarioToJson(a);
    const json jb = scenarioToJson(b);
    for (const char *section : {"inputs", "plan"}) {
        std::map<std::string, json> fa, fb;
        if (ja.contains(section))
            flatten(ja.at(section), section, fa);
        if (jb.contains(section))
            flatten(jb.at(section), section, fb);
        std::set<std::string> keys;
        for (const auto &[k, v] : fa)
            keys.insert(k);
        for (const auto &[k, v] : fb)
            keys.insert(k);
        for (const std::string &k : keys) {
            const auto ia = fa.find(k);
            const auto ib = fb.find(k);
            const json *va = ia == fa.end() ? nullptr : &ia->second;
            const json *vb = ib == fb.end() ? nullptr : &ib->second;
            if (va && vb && *va == *vb)
                continue;
            if (!fieldApplies(k, a.workload) && !fieldApplies(k, b.workload))
                continue; // a value neither scenario uses
            d.fields.push_back({QString::fromStdString(k), fieldText(k, va), fieldText(k, vb)});
        }
    }
    d.vramA = estimateMemory(a.workload).perGpu.totalGib;
    d.vramB = estimateMemory(b.workload).perGpu.totalGib;
    const Best ba = bestOption(a, catalog);
    const Best bb = bestOption(b, catalog);
    d.hoursA = ba.hours;
    d.costA = ba.cost;
    d.bestA = ba.type;
    d.hoursB = bb.hours;
    d.costB = bb.cost;
    d.bestB = bb.type;
    d.costPerMillionA = ba.costPerMillion;
    d.costPerMillionB = bb.costPerMillion;
    d.tokensPerSecondA = ba.tokensPerSecond;
    d.tokensPerSecondB = bb.tokensPerSecond;
    d.currencyA = ba.currency.isEmpty() ? QString::fromStdString(a.plan.currency) : ba.currency;
    d.currencyB = bb.currency.isEmpty() ? QString::fromStdString(b.plan.currency) : bb.currency;
    d.servingA = !a.workload.isTraining();
    d.servingB = !b.workload.isTraining();
    return d;
}

DiffFieldLabel diffFieldLabel(const QString &field, const QString &currency)
{
    // The model's words, which no registry holds.
    struct Known {
        const char *key;
        const char *label;
    };
    static const Known known[] = {
        {"inputs.model.preset", QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Model")},
        {"inputs.model.name", QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Model name")},
        {"inputs.model.architecture",
         QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Architecture")},
    };
    for (const Known &k : known) {
        if (field == QLatin1String(k.key))
            return {QCoreApplication::translate("gpuplanner::ScenarioDiff", k.label), QString()};
    }
    // The plan's options, the workload's inputs and the model's numeric fields are labelled
    // by their registries (estimator/planinputs.h, workloadinputs.h, modelfields.h).
    if (field.startsWith(QLatin1String("plan."))) {
        if (const PlanInput *i = planInputByKey(field.mid(5).toStdString()); i && i->label)
            return {InputLabels::planLabel(*i), InputLabels::planUnit(*i, currency)};
    }
    if (field.startsWith(QLatin1String("inputs."))) {
        if (const WorkloadInput *i = workloadInputByKey(field.mid(7).toStdString())) {
            DiffFieldLabel out{QCoreApplication::translate("WorkloadInput", i->label), QString()};
            if (i->unit)
                out.unit = QCoreApplication::translate("WorkloadInput", i->unit);
            return out;
        }
    }
    if (field.startsWith(QLatin1String("inputs.model."))) {
        if (const ModelField *f = modelFieldByKey(field.mid(13).toStdString()))
            return {QCoreApplication::translate("ModelField", f->label), QString()};
    }
    // A field this version has no label for: its last part, readable.
    QString last = field.section(QLatin1Char('.'), -1);
    last.replace(QLatin1Char('_'), QLatin1Char(' '));
    if (!last.isEmpty())
        last[0] = last[0].toUpper();
    return {last, QString()};
}

QString percentChange(double a, double b)
{
    if (a == 0 || !std::isfinite(a) || !std::isfinite(b))
        return QString();
    const double pct = (b - a) / std::abs(a) * 100;
    if (std::abs(pct) < 0.05)
        return QCoreApplication::translate("gpuplanner::ScenarioDiff", "no change");
    const double shown = std::round(std::abs(pct) * 10) / 10;
    QString text = QString::number(shown, 'f', shown >= 100 || shown == std::floor(shown) ? 0 : 1);
    return QStringLiteral("%1%2 %").arg(pct > 0 ? QStringLiteral("+") : QStringLiteral("−"), text);
}

std::vector<PriceChange> diffSavedPrices(const Scenario &s, const Catalog &catalog)
{
    std::vector<PriceChange> out;
    for (const Price &p : s.prices) {
        PriceChange c;
        c.instanceTypeId = p.instanceTypeId;
        c.regionId = p.regionId;
        c.mode = p.mode;
        c.unit = p.unit;
        c.saved = p.amount;
        c.currency = p.currency;
        c.savedAsOf = p.asOf;
        const Price *today = nullptr;
        for (const Price *q : catalog.pricesOf(p.instanceTypeId)) {
            if (q->regionId == p.regionId && q->mode == p.mode && q->unit == p.unit) {
                today = q;
                break;
            }
        }
        if (today) {
            c.today = today->amount;
        } else if ((today = catalog.price(p.instanceTypeId, p.regionId, p.mode))) {
            c.today = today->perHour() * hoursPerUnit(p.unit); // in the saved price's unit
        }
        if (today) {
            c.todayCurrency = today->currency;
            c.todayAsOf = today->asOf;
        }
        out.push_back(std::move(c));
    }
    return out;
}

} // namespace gpuplanner
