// A chart point's tooltip: the row's type, verdict, need, speed, price and cost, in the
// window's language (the same for every chart of the comparison).
#include "chartstyle.h"
#include "comparisoncharts.h"
#include "plantablemodel.h"
#include "planwording.h"

namespace gpuplanner {

QString ComparisonCharts::pointToolTip(const PlanRow &r, bool training, bool chinese)
{
    using chartstyle::formatFixed;
    const QString currency = QString::fromStdString(r.currency);
    QStringList lines;
    QString head = QString::fromStdString(r.type->id);
    if (r.instances > 1)
        head += QStringLiteral(" × ") + tr("%n instance(s)", nullptr, r.instances);
    lines << head;
    lines << tr("Verdict: %1").arg(PlanTableModel::verdictLabel(r.verdict));
    lines << tr("Need %1 GiB of %2 GiB usable per GPU (card %3 GiB); %n GPU(s)", nullptr,
                r.gpusUsed)
                 .arg(formatFixed(r.needPerGpuGib, 2),
                      formatFixed(r.usableGib > 0 ? r.usableGib : r.cardGib, 2),
                      formatFixed(r.cardGib, 2));
    if (training)
        lines << (r.hours ? tr("Hours: %1").arg(formatFixed(*r.hours, 2)) : tr("Hours: unknown"));
    else
        lines << (r.tokensPerSecond
                      ? tr("Output tokens per second: %1").arg(formatFixed(*r.tokensPerSecond, 1))
                      : tr("Output tokens per second: unknown"));
    if (r.pricePerHour)
        lines << tr("Price: %1 %2 per hour").arg(formatFixed(*r.pricePerHour, 2), currency);
    else
        lines << tr("No price: never treated as free");
    const std::optional<double> cost = training ? r.totalCost : r.costPerMillionTokens;
    if (cost)
        lines << (training ? tr("Total cost: %1 %2") : tr("Cost per million tokens: %1 %2"))
                     .arg(formatFixed(*cost, 2), currency);
    if (r.pareto)
        lines << tr("On the Pareto front of time against cost");
    if (r.verdict == Verdict::DoesNotFit && !r.reasons.empty())
        lines << planwording::reasonText(r.reasons.front(), planwording::languageOf(chinese));
    return lines.join(QLatin1Char('\n'));
}

} // namespace gpuplanner
