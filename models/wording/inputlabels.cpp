#include "inputlabels.h"

#include "estimator/workloadinputs.h"

#include <QRegularExpression>

namespace gpuplanner {

namespace {

// The label source of a choice of one registry row (estimator/workloadinputs.h).
const InputChoice *choiceOf(const char *key, int value)
{
    const WorkloadInput *i = workloadInputByKey(key);
    return i ? i->choice(value) : nullptr;
}

} // namespace

QString InputLabels::choice(const InputChoice &c)
{
    if (!c.label)
        return QString::fromLatin1(c.id.data(), static_cast<qsizetype>(c.id.size()));
    return c.translated ? tr(c.label) : QString::fromUtf8(c.label);
}

QString InputLabels::choice(const WorkloadInput &input, int value)
{
    const InputChoice *c = input.choice(value);
    return c ? choice(*c) : QString();
}

QString InputLabels::task(Task task)
{
    const InputChoice *c = choiceOf("task", static_cast<int>(task));
    return c ? choice(*c) : QString();
}

const char *InputLabels::quantizationSource(Quantization quant)
{
    const InputChoice *c = choiceOf("quantization", static_cast<int>(quant));
    return c && c->label ? c->label : "";
}

QString InputLabels::quantization(Quantization quant)
{
    return tr(quantizationSource(quant));
}

QString InputLabels::optimizer(Optimizer optimizer)
{
    const InputChoice *c = choiceOf("optimizer", static_cast<int>(optimizer));
    return c ? choice(*c) : QString();
}

const char *InputLabels::shardingSource(Sharding sharding)
{
    const InputChoice *c = choiceOf("sharding", static_cast<int>(sharding));
    return c && c->label ? c->label : "";
}

QString InputLabels::sharding(Sharding sharding)
{
    return tr(shardingSource(sharding));
}

QString InputLabels::pricing(PricingMode mode)
{
    return tr(pricingModeInfo(mode).label);
}

QString InputLabels::pricingInSentence(PricingMode mode)
{
    return tr(pricingModeInfo(mode).inSentence);
}

QString InputLabels::engine(Engine engine)
{
    const InputChoice *c = choiceOf("engine", static_cast<int>(engine));
    return c ? choice(*c) : QString();
}

QString InputLabels::attention(Attention attention)
{
    const InputChoice *c = choiceOf("attention", static_cast<int>(attention));
    return c ? choice(*c) : QString();
}

QString InputLabels::loading(Loading loading)
{
    const InputChoice *c = choiceOf("loading", static_cast<int>(loading));
    return c ? choice(*c) : QString();
}

QString InputLabels::loraTargets(LoraTargets targets)
{
    const InputChoice *c = choiceOf("lora_targets", static_cast<int>(targets));
    return c ? choice(*c) : QString();
}

QString InputLabels::priceSource(const std::string &source, PriceKind kind)
{
    if (kind == PriceKind::UserEntered || source == "entered by the user")
        return tr("entered by the user");
    return QString::fromStdString(source);
}

QString InputLabels::interconnect(const std::string &text, bool markInferred)
{
    QString s = QString::fromStdString(text);
    static const QRegularExpression inferred(QStringLiteral("\\s*\\(inferred\\)|;\\s*inferred"));
    const bool isInferred = s.contains(inferred);
    s.remove(inferred);
    s.replace(QLatin1String("P2P supported"), tr("P2P supported"));
    if (isInferred && markInferred)
        s += tr(" (inferred)");
    return s;
}

QString InputLabels::planLabel(const PlanInput &input)
{
    return input.label ? QCoreApplication::translate("PlanInput", input.label)
                       : QString::fromUtf8(input.key().data(), qsizetype(input.key().size()));
}

QString InputLabels::planUnit(const PlanInput &input, const QString &currency)
{
    if (!input.unit)
        return {};
    if (QLatin1String(input.unit) == QLatin1String("$"))
        return currency;
    if (QLatin1String(input.unit) == QLatin1String("%"))
        return QStringLiteral("%");
    return QCoreApplication::translate("PlanInput", input.unit);
}

QString InputLabels::notOneOf(const PlanInput &input, const QString &value)
{
    QStringList ids;
    for (std::string_view id : input.ids)
        ids << QString::fromUtf8(id.data(), qsizetype(id.size()));
    QString list = ids.value(0);
    if (ids.size() > 1)
        list = QCoreApplication::translate("PlanInput", "%1 or %2")
                   .arg(ids.mid(0, ids.size() - 1).join(QStringLiteral(", ")), ids.last());
    return QCoreApplication::translate("PlanInput", "'%1' is not %2").arg(value, list);
}

} // namespace gpuplanner
