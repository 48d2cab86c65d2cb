#include "limitswording.h"

#include "estimator/memory.h"
#include "estimator/planner.h"

#include <QCoreApplication>

#include <cmath>
#include <cstdio>

namespace gpuplanner::limitswording {

namespace {

QString translated(const char *source)
{
    return QCoreApplication::translate("Limits", source);
}

// The units of the validation table's flags (estimator/limits.cpp), for lupdate;
// allowed() translates them.
[[maybe_unused]] constexpr const char *kLimitUnits[] = {
    QT_TRANSLATE_NOOP("Limits", "% of VRAM kept free"),
    QT_TRANSLATE_NOOP("Limits", "% of the pay-as-you-go price"),
    QT_TRANSLATE_NOOP("Limits", "% over 30 days"),
    QT_TRANSLATE_NOOP("Limits", "CNY per USD"),
    QT_TRANSLATE_NOOP("Limits", "FFN size (0: unknown)"),
    QT_TRANSLATE_NOOP("Limits", "GPUs"),
    QT_TRANSLATE_NOOP("Limits", "GPUs per instance"),
    QT_TRANSLATE_NOOP("Limits", "GiB"),
    QT_TRANSLATE_NOOP("Limits", "GiB (0: the card's)"),
    QT_TRANSLATE_NOOP("Limits", "GiB (0: the default)"),
    QT_TRANSLATE_NOOP("Limits", "KV heads (0: unknown)"),
    QT_TRANSLATE_NOOP("Limits", "KV heads (0: as the other layers)"),
    QT_TRANSLATE_NOOP("Limits", "elements (0: as the other layers)"),
    QT_TRANSLATE_NOOP("Limits", "1: 16-bit, 0: quantized"),
    QT_TRANSLATE_NOOP("Limits", "tokens per entry"),
    QT_TRANSLATE_NOOP("Limits", "1: shared, 0: separate"),
    QT_TRANSLATE_NOOP("Limits", "groups (0: one)"),
    QT_TRANSLATE_NOOP("Limits", "attention heads (0: unknown)"),
    QT_TRANSLATE_NOOP("Limits", "billion parameters"),
    QT_TRANSLATE_NOOP("Limits", "currency per price unit"),
    QT_TRANSLATE_NOOP("Limits", "display currency"),
    QT_TRANSLATE_NOOP("Limits", "epochs"),
    QT_TRANSLATE_NOOP("Limits", "fraction of peak FLOPs"),
    QT_TRANSLATE_NOOP("Limits", "fraction of the card"),
    QT_TRANSLATE_NOOP("Limits", "hidden size (0: unknown)"),
    QT_TRANSLATE_NOOP("Limits", "hours"),
    QT_TRANSLATE_NOOP("Limits", "instances"),
    QT_TRANSLATE_NOOP("Limits", "layers (0: unknown)"),
    QT_TRANSLATE_NOOP("Limits", "micro-batches"),
    QT_TRANSLATE_NOOP("Limits", "minutes"),
    QT_TRANSLATE_NOOP("Limits", "months (0: as many as needed)"),
    QT_TRANSLATE_NOOP("Limits", "price units"),
    QT_TRANSLATE_NOOP("Limits", "processes per GPU"),
    QT_TRANSLATE_NOOP("Limits", "rank"),
    QT_TRANSLATE_NOOP("Limits", "rows (0: all)"),
    QT_TRANSLATE_NOOP("Limits", "samples per epoch"),
    QT_TRANSLATE_NOOP("Limits", "sequences (0: the engine's default)"),
    QT_TRANSLATE_NOOP("Limits", "sequences per GPU"),
    QT_TRANSLATE_NOOP("Limits", "stages"),
    QT_TRANSLATE_NOOP("Limits", "tokens"),
    QT_TRANSLATE_NOOP("Limits", "tokens (0: the engine's default)"),
    QT_TRANSLATE_NOOP("Limits", "tokens (0: unknown)"),
    QT_TRANSLATE_NOOP("Limits", "tokens per epoch"),
    // The model's fields (estimator/modelfields.cpp)
    QT_TRANSLATE_NOOP("Limits", "billion parameters (0: all)"),
    QT_TRANSLATE_NOOP("Limits", "elements (0: hidden / heads)"),
    QT_TRANSLATE_NOOP("Limits", "experts per MoE layer (0: dense)"),
    QT_TRANSLATE_NOOP("Limits", "experts"),
    QT_TRANSLATE_NOOP("Limits", "FFN size (0: FFN size × shared experts)"),
    QT_TRANSLATE_NOOP("Limits", "layers"),
    QT_TRANSLATE_NOOP("Limits", "FFN size (0: the FFN size)"),
    QT_TRANSLATE_NOOP("Limits", "elements (0: no latent attention)"),
    QT_TRANSLATE_NOOP("Limits", "elements (0: none)"),
    QT_TRANSLATE_NOOP("Limits", "elements"),
    QT_TRANSLATE_NOOP("Limits", "tokens (0: none)"),
    QT_TRANSLATE_NOOP("Limits", "1: chunks, 0: a sliding window"),
    QT_TRANSLATE_NOOP("Limits", "1: gated, 0: not"),
    QT_TRANSLATE_NOOP("Limits", "layers (0: none)"),
    QT_TRANSLATE_NOOP("Limits", "heads"),
    QT_TRANSLATE_NOOP("Limits", "inputs"),
    QT_TRANSLATE_NOOP("Limits", "tokens (0: dense attention)"),
    QT_TRANSLATE_NOOP("Limits", "elements (0: the hidden size)"),
    QT_TRANSLATE_NOOP("Limits", "bytes (0: 2)"),
    // Catalog facts
    QT_TRANSLATE_NOOP("Limits", "GiB per GPU"),
    QT_TRANSLATE_NOOP("Limits", "GPUs per instance"),
    QT_TRANSLATE_NOOP("Limits", "vCPUs"),
};

// A number as the validation table writes it (limits.cpp).
QString limitNumber(double v)
{
    char buf[64];
    if (std::isfinite(v) && v == std::floor(v) && std::abs(v) < 1e16)
        std::snprintf(buf, sizeof buf, "%.0f", v);
    else
        std::snprintf(buf, sizeof buf, "%g", v);
    return QString::fromLatin1(buf);
}

} // namespace

QString allowed(const limits::Limit &limit)
{
    const char *range =
        limit.minExclusive
            ? (limit.maxExclusive ? QT_TRANSLATE_NOOP("Limits", "greater than %1 and below %2")
                                  : QT_TRANSLATE_NOOP("Limits", "greater than %1 and at most %2"))
            : (limit.maxExclusive ? QT_TRANSLATE_NOOP("Limits", "at least %1 and below %2")
                                  : QT_TRANSLATE_NOOP("Limits", "at least %1 and at most %2"));
    const QString unit = translated(std::string(limit.unit).c_str());
    return translated(range).arg(limitNumber(limit.min), limitNumber(limit.max)) +
           QLatin1Char(' ') +
           (limit.kind == limits::Kind::Whole
                ? translated(QT_TRANSLATE_NOOP("Limits", "(whole number, %1)"))
                : translated(QT_TRANSLATE_NOOP("Limits", "(%1)")))
               .arg(unit);
}

std::optional<QString> detail(const limits::Limit &limit, double value, const QString &valueText)
{
    const QString shown = valueText.isEmpty() ? limitNumber(value) : valueText;
    const bool low = limit.minExclusive ? !(value > limit.min) : !(value >= limit.min);
    const bool high = limit.maxExclusive ? !(value < limit.max) : !(value <= limit.max);
    if (!std::isfinite(value))
        return translated(QT_TRANSLATE_NOOP("Limits", "'%1' is not a finite number: must be %2"))
            .arg(shown, allowed(limit));
    if (low || high)
        return translated(QT_TRANSLATE_NOOP("Limits", "%1 is out of range: must be %2"))
            .arg(shown, allowed(limit));
    if (limit.kind == limits::Kind::Whole && value != std::floor(value))
        return translated(QT_TRANSLATE_NOOP("Limits", "%1 is not a whole number: must be %2"))
            .arg(shown, allowed(limit));
    return std::nullopt;
}

QString named(const QString &name, const QString &detail)
{
    return translated(QT_TRANSLATE_NOOP("Limits", "%1: %2")).arg(name, detail);
}

std::optional<QString> problem(const limits::Limit &limit, double value, const QString &name,
                               const QString &valueText)
{
    if (const auto d = detail(limit, value, valueText))
        return named(name, *d);
    return std::nullopt;
}

std::optional<QString> fieldDetail(std::string_view field, double value)
{
    if (const limits::Limit *l = limits::byField(field))
        return detail(*l, value, QString());
    if (!std::isfinite(value))
        return translated(QT_TRANSLATE_NOOP("Limits", "'%1' is not a finite number"))
            .arg(limitNumber(value));
    return std::nullopt;
}

std::optional<QString> fieldProblem(std::string_view field, double value, const QString &name)
{
    const QString who =
        name.isEmpty() ? QString::fromUtf8(field.data(), qsizetype(field.size())) : name;
    if (const auto d = fieldDetail(field, value))
        return named(who, *d);
    return std::nullopt;
}

QString tooManyGpusDetail(long long total)
{
    return translated(QT_TRANSLATE_NOOP("Limits",
                                        "%1 GPUs is out of range: must be at most %2 GPUs in one "
                                        "job"))
        .arg(limitNumber(double(total)), limitNumber(double(limits::kMaxTotalGpus)));
}

namespace {

void addParts(std::vector<std::pair<QString, QString>> &out,
              const std::vector<limits::FieldValue> &values, bool flags)
{
    for (const limits::FieldValue &v : values) {
        const limits::Limit *l = limits::byField(v.field);
        if (!l)
            continue;
        const std::string_view name = flags && !v.byField && !l->flag.empty() ? l->flag : l->field;
        if (auto d = detail(*l, v.value, QString()))
            out.emplace_back(QString::fromUtf8(name.data(), qsizetype(name.size())), *d);
    }
}

} // namespace

std::vector<std::pair<QString, QString>> workloadProblemParts(const Workload &w, bool flags)
{
    std::vector<std::pair<QString, QString>> out;
    addParts(out, limits::workloadValues(w), flags);
    if (const auto total = limits::tooManyGpus(w))
        out.emplace_back(flags ? QStringLiteral("--gpus × --nodes")
                               : QStringLiteral("inputs.gpus_per_node × inputs.nodes"),
                         tooManyGpusDetail(*total));
    return out;
}

std::vector<std::pair<QString, QString>> planOptionsProblemParts(const PlanOptions &o, bool flags)
{
    std::vector<std::pair<QString, QString>> out;
    addParts(out, limits::planOptionsValues(o), flags);
    return out;
}

QStringList workloadProblems(const Workload &w, bool flags)
{
    QStringList out;
    for (const auto &[name, d] : workloadProblemParts(w, flags))
        out << named(name, d);
    return out;
}

QStringList planOptionsProblems(const PlanOptions &o, bool flags)
{
    QStringList out;
    for (const auto &[name, d] : planOptionsProblemParts(o, flags))
        out << named(name, d);
    return out;
}

} // namespace gpuplanner::limitswording
