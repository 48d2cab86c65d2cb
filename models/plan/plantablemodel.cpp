#include "plantablemodel.h"

#include "catalogtablemodel.h"
#include "chartstyle.h"
#include "estimator/text.h"
#include "inputlabels.h"
#include "palette.h"
#include "plaintext.h"
#include "planwording.h"

#include <QBrush>
#include <QColor>

#include <cmath>
#include <limits>
#include <utility>
#include <vector>

namespace gpuplanner {

namespace {
constexpr double kMissing = std::numeric_limits<double>::infinity();
} // namespace

QString joinSentences(const QStringList &sentences)
{
    std::vector<std::string> v;
    for (const QString &s : sentences)
        v.push_back(s.toStdString());
    return QString::fromStdString(text::joinSentences(v, false));
}

PlanTableModel::PlanTableModel(QObject *parent)
    : QAbstractTableModel(parent)
    , m_plan(std::make_shared<const Plan>())
{}

namespace {

// The columns whose text, sort key or colour differ between two rows of the same rank, as
// a range [first, last] of column numbers; {-1, -1} when none does. What a row shares
// with all its columns (the type, its verdict, the constraints) changes the whole row.
// The reasons column follows every other change (its sentences quote the row's figures).
std::pair<int, int> changedColumns(const PlanRow &a, const PlanRow &b)
{
    using C = PlanTableModel::Column;
    constexpr int last = static_cast<int>(C::Count) - 1;
    if (a.type != b.type || a.instances != b.instances || a.verdict != b.verdict ||
        a.pareto != b.pareto || a.withinConstraints != b.withinConstraints ||
        a.currency != b.currency)
        return {0, last};
    int first = -1;
    auto mark = [&](C c, bool differs) {
        if (differs && first < 0)
            first = static_cast<int>(c);
    };
    mark(C::Gpus, a.gpusUsed != b.gpusUsed);
    mark(C::Need, a.needPerGpuGib != b.needPerGpuGib || a.usableGib != b.usableGib ||
                      a.cardGib != b.cardGib);
    mark(C::Card, a.cardGib != b.cardGib);
    mark(C::Headroom, a.vramHeadroomPct != b.vramHeadroomPct);
    mark(C::Time, a.hours != b.hours || a.tokensPerSecond != b.tokensPerSecond);
    mark(C::PricePerHour, a.pricePerHour != b.pricePerHour);
    mark(C::Cost, a.totalCost != b.totalCost || a.costPerMillionTokens != b.costPerMillionTokens);
    mark(C::PriceSource, a.priceAsOf != b.priceAsOf || a.priceKind != b.priceKind);
    bool sameReasons = a.reasons.size() == b.reasons.size();
    for (std::size_t i = 0; sameReasons && i < a.reasons.size(); ++i)
        sameReasons = a.reasons[i].code == b.reasons[i].code &&
                      a.reasons[i].severity == b.reasons[i].severity;
    mark(C::Reasons, !sameReasons);
    return first < 0 ? std::pair{-1, -1} : std::pair{first, last};
}

} // namespace

void PlanTableModel::setPlan(std::shared_ptr<const Plan> plan, bool training, bool chinese)
{
    std::shared_ptr<const Plan> next = plan ? std::move(plan) : std::make_shared<const Plan>();
    // The same rows again (an edit changed figures, not the set of types): only the cells
    // that changed are reported, so a view repaints those and keeps its selection and
    // scroll position, and a sorting proxy re-sorts only what moved. Anything else resets.
    if (next->rows.size() != m_plan->rows.size() || training != m_training ||
        chinese != m_chinese || next->rows.empty()) {
        beginResetModel();
        m_plan = std::move(next);
        m_training = training;
        m_chinese = chinese;
        endResetModel();
        return;
    }
    std::vector<std::pair<int, int>> changed(next->rows.size());
    for (std::size_t i = 0; i < changed.size(); ++i)
        changed[i] = changedColumns(m_plan->rows[i], next->rows[i]);
    m_plan = std::move(next);
    // One signal per run of rows with the same changed columns.
    for (std::size_t i = 0; i < changed.size();) {
        std::size_t end = i + 1;
        while (end < changed.size() && changed[end] == changed[i])
            ++end;
        if (changed[i].first >= 0)
            Q_EMIT dataChanged(index(static_cast<int>(i), changed[i].first),
                               index(static_cast<int>(end - 1), changed[i].second));
        i = end;
    }
}

int PlanTableModel::rowOf(const QString &typeId) const
{
    for (int i = 0; i < rowCount(); ++i) {
        if (QString::fromStdString(rowAt(i).type->id) == typeId)
            return i;
    }
    return -1;
}

int PlanTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_plan->rows.size());
}

int PlanTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(Column::Count);
}

QString PlanTableModel::timeBreakdown(const PlanRow &r, bool training)
{
    if (!r.stepSeconds)
        return {};
    // The core names what limits a step: compute, memory bandwidth, or a link by its name
    // ("NVLink 600 GB/s", "eRDMA 160 Gbit/s"), which stays as written.
    QString bottleneck = QString::fromStdString(r.bottleneck);
    if (r.bottleneck == "compute")
        bottleneck = tr("compute");
    else if (r.bottleneck == "memory bandwidth")
        bottleneck = tr("memory bandwidth");
    if (training) {
        QString tip =
            tr("One step of %1 tokens: %2 s = %3 s compute + %4 s communication "
               "not hidden by overlap.")
                .arg(formatNumber(r.tokensPerStep, 0), formatNumber(*r.stepSeconds, 3),
                     formatNumber(r.stepComputeSeconds, 3), formatNumber(r.stepCommSeconds, 3));
        if (r.computeHours && r.commHours)
            tip += QLatin1Char('\n') +
                   tr("Job: %1 h compute, %2 h communication.")
                       .arg(formatNumber(*r.computeHours, 1), formatNumber(*r.commHours, 1));
        if (!bottleneck.isEmpty())
            tip += QLatin1Char('\n') + tr("Bottleneck: %1.").arg(bottleneck);
        return tip;
    }
    const int sequences = static_cast<int>(std::lround(r.tokensPerStep));
    QString tip =
        tr("One decode step of %n sequence(s): %1 ms (%2 ms reading or computing, %3 "
           "ms on the network).",
           nullptr, sequences)
            .arg(formatNumber(*r.stepSeconds * 1e3, 2), formatNumber(r.stepComputeSeconds * 1e3, 2),
                 formatNumber(r.stepCommSeconds * 1e3, 2));
    if (!r.decodeKernel.empty())
        tip += QLatin1Char('\n') + tr("Kernel: %1.").arg(QString::fromStdString(r.decodeKernel));
    if (!bottleneck.isEmpty())
        tip += QLatin1Char('\n') + tr("Bottleneck: %1.").arg(bottleneck);
    return tip;
}

QString PlanTableModel::verdictLabel(Verdict v)
{
    switch (v) {
    case Verdict::Fits:
        return tr("fits");
    case Verdict::FitsWithWarnings:
        return tr("fits, with warnings");
    case Verdict::DoesNotFit:
        return tr("does not fit");
    }
    return {};
}

QString PlanTableModel::columnKey(Column c, bool training)
{
    switch (c) {
    case Column::Rank:
        return QStringLiteral("rank");
    case Column::InstanceType:
        return QStringLiteral("instance_type");
    case Column::Family:
        return QStringLiteral("family");
    case Column::Verdict:
        return QStringLiteral("verdict");
    case Column::Gpus:
        return QStringLiteral("gpus");
    case Column::Need:
        return QStringLiteral("need_gib_per_gpu");
    case Column::Card:
        return QStringLiteral("vram_gib_per_gpu");
    case Column::Headroom:
        return QStringLiteral("headroom");
    case Column::Time:
        return training ? QStringLiteral("hours") : QStringLiteral("tokens_per_s");
    case Column::PricePerHour:
        return QStringLiteral("price_per_hour");
    case Column::Cost:
        return training ? QStringLiteral("total_cost") : QStringLiteral("cost_per_million_tokens");
    case Column::PriceSource:
        return QStringLiteral("price_source");
    case Column::Reasons:
        return QStringLiteral("reasons");
    case Column::Count:
        break;
    }
    return {};
}

QVariant PlanTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == CompactRole) {
        switch (static_cast<Column>(section)) {
        // Two lines: the default columns fit the table beside the detail pane at 1024 px.
        case Column::Gpus:
            return tr("GPUs ×\ninstances");
        case Column::Need:
            return tr("Need/usable\nGiB");
        case Column::Cost:
            return m_training ? tr("Total cost") : tr("Per 1M\ntokens");
        default:
            return headerData(section, orientation, Qt::DisplayRole);
        }
    }
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole) {
        switch (static_cast<Column>(section)) {
        case Column::Gpus:
            return tr("GPUs per instance × instances; one number for a single instance");
        case Column::Need:
            return tr("Memory needed per GPU against what the job may use of it (the card, or "
                      "the engine's memory budget for serving)");
        case Column::Time:
            return m_training ? tr("Hours the training job runs")
                              : tr("Output tokens per second of the whole instance set");
        case Column::Cost:
            return m_training ? tr("Cost of the whole training job")
                              : tr("Cost per million output tokens");
        default:
            return {};
        }
    }
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 ||
        section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (static_cast<Column>(section)) {
    case Column::Rank:
        return tr("#");
    case Column::InstanceType:
        return tr("Instance type");
    case Column::Family:
        return tr("Family");
    case Column::Verdict:
        return tr("Verdict");
    case Column::Gpus:
        return tr("GPUs");
    case Column::Need:
        return tr("Need/GPU (GiB)");
    case Column::Card:
        return tr("VRAM/GPU (GiB)");
    case Column::Headroom:
        return tr("Headroom");
    case Column::Time:
        return m_training ? tr("Hours") : tr("Tokens/s");
    case Column::PricePerHour:
        return tr("Price/h");
    case Column::Cost:
        return m_training ? tr("Total cost") : tr("Per 1M tokens");
    case Column::PriceSource:
        return tr("Price source");
    case Column::Reasons:
        return tr("Reasons");
    case Column::Count:
        break;
    }
    return {};
}

QString PlanTableModel::rowToolTip(const PlanRow &r, bool chinese)
{
    QStringList lines;
    lines << QStringLiteral("%1: %2").arg(QString::fromStdString(r.type->id),
                                          verdictLabel(r.verdict));
    for (const Reason &reason : r.reasons)
        lines << QStringLiteral("• ") +
                     planwording::reasonText(reason, planwording::languageOf(chinese));
    return lines.join(QLatin1Char('\n'));
}

// "⚠ " before an old price (the verdict does not carry it).
QString PlanTableModel::oldMark(const PlanRow &r)
{
    return r.pricePerHour && r.priceStale ? QStringLiteral("⚠ ") : QString();
}

QString PlanTableModel::cellToolTip(const PlanRow &r, Column c) const
{
    if (c == Column::PriceSource || c == Column::PricePerHour || c == Column::Cost) {
        QString tip = r.pricePerHour
                          ? tr("Source: %1\nAs of: %2")
                                .arg(InputLabels::priceSource(r.priceSource, r.priceKind),
                                     QString::fromStdString(r.priceAsOf))
                          : tr("No price for this type: it is never treated as free.");
        if (r.pricePerHour && r.priceStale)
            tip += QLatin1Char('\n') +
                   tr("⚠ An old price: check today's price before renting (File ▸ Enter a "
                      "price…, or Catalog ▸ Refresh prices…).");
        if (r.breakEvenUtilisationPct)
            tip +=
                QLatin1Char('\n') + tr("Subscription beats pay-as-you-go above %1 % utilisation.")
                                        .arg(formatNumber(*r.breakEvenUtilisationPct, 0));
        if (r.spot)
            tip +=
                QLatin1Char('\n') +
                tr("Spot at %1 % of pay-as-you-go (%2); %3 interruptions per day; checkpoint "
                   "every %4 h; expected %5 h instead of %6 h; pay-as-you-go would cost %7.")
                    .arg(formatNumber(r.spot->discountPct, 0),
                         QString::fromStdString(r.spot->discountSource),
                         formatNumber(r.spot->hazardPerHour * 24, 3),
                         formatNumber(r.spot->intervalHours, 2),
                         formatNumber(r.spot->expectedHours, 1),
                         formatNumber(r.hours.value_or(0), 1), formatNumber(r.spot->paygCost, 2));
        return tip;
    }
    if (c == Column::Time && r.stepSeconds)
        return timeBreakdown(r, m_training);
    return {};
}

QVariant PlanTableModel::foreground(const PlanRow &r, Column c)
{
    if (c == Column::Verdict) {
        if (r.verdict == Verdict::DoesNotFit)
            return QBrush(palette::screen().noFit);
        if (r.verdict == Verdict::FitsWithWarnings)
            return QBrush(palette::screen().warning);
        return QBrush(palette::screen().fits);
    }
    if ((c == Column::PricePerHour || c == Column::Cost) && !r.pricePerHour)
        return QBrush(palette::screen().muted);
    if ((c == Column::PriceSource || c == Column::PricePerHour) && r.pricePerHour && r.priceStale)
        return QBrush(palette::screen().warning);
    if (!r.withinConstraints || r.verdict == Verdict::DoesNotFit)
        return QBrush(palette::screen().muted);
    return {};
}

QVariant PlanTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const PlanRow &r = rowAt(index.row());
    const auto c = static_cast<Column>(index.column());
    // A type the job does not fit on has no time or cost to show (issue 26 item 4): a
    // figure there read like a price for something that cannot run.
    const bool runs = r.verdict != Verdict::DoesNotFit;
    std::optional<double> time;
    std::optional<double> cost;
    if (runs) {
        time = m_training ? r.hours : r.tokensPerSecond;
        cost = m_training ? r.totalCost : r.costPerMillionTokens;
    }
    const QString currency = QString::fromStdString(r.currency);
    switch (role) {
    case Qt::DisplayRole:
        switch (c) {
        case Column::Rank:
            return index.row() + 1;
        case Column::InstanceType:
            return QString::fromStdString(r.type->id) +
                   (r.instances > 1 ? QStringLiteral(" × %1").arg(r.instances) : QString());
        case Column::Family:
            return QString::fromStdString(r.type->familyId);
        case Column::Verdict:
            return verdictLabel(r.verdict) + (r.pareto ? QStringLiteral(" ★") : QString());
        case Column::Gpus:
            return r.gpusUsed;
        case Column::Need:
            return formatNumber(r.needPerGpuGib, 1);
        case Column::Card:
            return formatNumber(r.cardGib, 1);
        case Column::Headroom:
            return QStringLiteral("%1 %").arg(formatNumber(r.vramHeadroomPct, 0));
        case Column::Time:
            if (!runs)
                return QStringLiteral("—");
            return time ? formatNumber(*time, m_training ? 1 : 0) : tr("unknown");
        case Column::PricePerHour:
            // An old price carries its mark where the price is, in the default columns
            // (issue 26 item 4); when and from where is in the tooltip and Price source.
            return r.pricePerHour
                       ? oldMark(r) +
                             QStringLiteral("%1 %2").arg(formatNumber(*r.pricePerHour, 2), currency)
                       : tr("no price");
        case Column::Cost:
            if (!runs)
                return QStringLiteral("—");
            return cost ? QStringLiteral("%1 %2").arg(formatNumber(*cost, 2), currency)
                        : (r.pricePerHour ? tr("unknown") : tr("no price"));
        case Column::PriceSource:
            if (!r.pricePerHour)
                return QString();
            // An old price is marked here, on its own, not in the verdict (issue 26 item 4).
            return r.priceStale
                       ? tr("⚠ %1, %2 (old)")
                             .arg(QString::fromStdString(r.priceAsOf), priceKindLabel(r.priceKind))
                       : QStringLiteral("%1, %2").arg(QString::fromStdString(r.priceAsOf),
                                                      priceKindLabel(r.priceKind));
        case Column::Reasons:
            return planwording::reasonsText(r.reasons, planwording::languageOf(m_chinese));
        case Column::Count:
            break;
        }
        return {};
    case SortRole:
        switch (c) {
        case Column::Rank:
            return index.row();
        case Column::Gpus:
            return r.gpusUsed;
        case Column::Need:
            return r.needPerGpuGib;
        case Column::Card:
            return r.cardGib;
        case Column::Headroom:
            return r.vramHeadroomPct;
        case Column::Time:
            return time ? (m_training ? *time : -*time) : kMissing;
        case Column::PricePerHour:
            return r.pricePerHour.value_or(kMissing);
        case Column::Cost:
            return cost.value_or(kMissing);
        default:
            return data(index, Qt::DisplayRole);
        }
    case CompactRole:
        switch (c) {
        case Column::InstanceType:
            return QString::fromStdString(r.type->id);
        case Column::Gpus:
            return r.instances > 1
                       ? QStringLiteral("%1 × %2").arg(r.gpusUsed / r.instances).arg(r.instances)
                       : QString::number(r.gpusUsed);
        case Column::Need:
            return QStringLiteral("%1 / %2").arg(
                chartstyle::formatFixed(r.needPerGpuGib, 1),
                chartstyle::formatFixed(r.usableGib > 0 ? r.usableGib : r.cardGib, 1));
        case Column::Time:
            if (!runs)
                return QStringLiteral("—");
            return time ? chartstyle::formatFixed(*time, m_training ? 1 : 0) : tr("unknown");
        case Column::PricePerHour:
            return r.pricePerHour
                       ? oldMark(r) + QStringLiteral("%1 %2").arg(
                                          chartstyle::formatFixed(*r.pricePerHour, 2), currency)
                       : tr("no price");
        case Column::Cost:
            if (cost)
                return QStringLiteral("%1 %2").arg(chartstyle::formatFixed(*cost, 2), currency);
            return data(index, Qt::DisplayRole);
        default:
            return data(index, Qt::DisplayRole);
        }
    case TypeIdRole:
        return QString::fromStdString(r.type->id);
    case VerdictRole:
        return static_cast<int>(r.verdict);
    case ParetoRole:
        return r.pareto;
    case Qt::ToolTipRole: {
        const QString why = rowToolTip(r, m_chinese);
        const QString own = cellToolTip(r, c);
        // Imported ids and reasons quoting them: shown as written (plaintext.h).
        return asPlainText(own.isEmpty() ? why : own + QStringLiteral("\n\n") + why);
    }
    case Qt::ForegroundRole:
        return foreground(r, c);
    case Qt::TextAlignmentRole:
        if (c == Column::Rank || c == Column::Gpus || c == Column::Need || c == Column::Card ||
            c == Column::Headroom || c == Column::Time || c == Column::PricePerHour ||
            c == Column::Cost)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    default:
        return {};
    }
}

} // namespace gpuplanner
