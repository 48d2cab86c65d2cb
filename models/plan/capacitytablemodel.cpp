#include "capacitytablemodel.h"

#include "capacityexport.h"
#include "chartstyle.h"
#include "palette.h"
#include "plaintext.h"

#include <QBrush>
#include <QLocale>

#include <limits>

namespace gpuplanner {

namespace {

using Column = CapacityTableModel::Column;

QString fixed(double v, int decimals)
{
    return chartstyle::formatFixed(v, decimals, QLocale());
}

QString money(const std::optional<double> &v, const std::string &currency)
{
    return v ? CapacityTableModel::tr("%1 %2").arg(fixed(*v, 0), QString::fromStdString(currency))
             : QString();
}

} // namespace

CapacityTableModel::CapacityTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void CapacityTableModel::setResult(std::shared_ptr<const CapacityResult> result)
{
    beginResetModel();
    m_result = std::move(result);
    endResetModel();
}

int CapacityTableModel::rowOf(const QString &typeId) const
{
    if (!m_result)
        return -1;
    const std::string id = typeId.toStdString();
    for (std::size_t i = 0; i < m_result->plan.rows.size(); ++i) {
        const CapacityRow &r = m_result->plan.rows[i];
        if (r.type && r.type->id == id)
            return static_cast<int>(i);
    }
    return -1;
}

int CapacityTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_result ? 0 : static_cast<int>(m_result->plan.rows.size());
}

int CapacityTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(Column::Count);
}

bool CapacityTableModel::isServing(const CapacityRow &row)
{
    return row.verdict == CapacityVerdict::Serves || row.verdict == CapacityVerdict::NoPrice;
}

QVariant CapacityTableModel::display(const CapacityRow &r, Column c, int rank) const
{
    const ReplicaModel &m = r.replica;
    const bool s = isServing(r);
    switch (c) {
    case Column::Rank:
        return rank;
    case Column::InstanceType:
        return QString::fromStdString(r.type ? r.type->id : std::string());
    case Column::Layout:
        return s ? capacityLayoutText(m) : QVariant();
    case Column::Replicas:
        return s ? QVariant(r.replicas) : QVariant();
    case Column::Instances:
        return s ? QVariant(r.instances) : QVariant();
    case Column::RpsPerReplica:
        return s ? fixed(m.maxRps, 2) : QString();
    case Column::Ttft:
        return s ? tr("%1 s").arg(fixed(m.atMax.ttft, 2)) : QString();
    case Column::Tpot:
        return s ? tr("%1 ms").arg(fixed(m.atMax.tpot * 1000, 1)) : QString();
    case Column::Limit:
        return s ? capacityLimitText(m.limit) : QString();
    case Column::MonthlyCost:
        return s && !r.monthlyCost ? tr("no price") : money(r.monthlyCost, r.currency);
    case Column::CostMode:
        return r.monthlyCost ? capacityModeText(r.costMode) : QString();
    case Column::CostPerMillion:
        return r.costPerMillionTokens ? tr("%1 %2").arg(fixed(*r.costPerMillionTokens, 3),
                                                        QString::fromStdString(r.currency))
                                      : QString();
    case Column::Utilisation:
        return s ? tr("%1 %").arg(fixed(r.utilisationPct, 0)) : QString();
    case Column::Why:
        return capacityWhyText(r, false);
    case Column::Count:
        break;
    }
    return {};
}

QVariant CapacityTableModel::sortValue(const CapacityRow &r, Column c, int rank) const
{
    const double none = std::numeric_limits<double>::max(); // unknowns sort last
    const ReplicaModel &m = r.replica;
    const bool s = isServing(r);
    switch (c) {
    case Column::InstanceType:
    case Column::Limit:
    case Column::CostMode:
    case Column::Why:
        return display(r, c, rank);
    case Column::Layout:
        return s ? m.tensorParallel * m.dataParallel : none; // GPUs of one engine
    case Column::Replicas:
        return s ? r.replicas : none;
    case Column::Instances:
        return s ? r.instances : none;
    case Column::RpsPerReplica:
        return s ? -m.maxRps : none; // most first
    case Column::Ttft:
        return s ? m.atMax.ttft : none;
    case Column::Tpot:
        return s ? m.atMax.tpot : none;
    case Column::MonthlyCost:
        return r.monthlyCost.value_or(none);
    case Column::CostPerMillion:
        return r.costPerMillionTokens.value_or(none);
    case Column::Utilisation:
        return s ? -r.utilisationPct : none;
    case Column::Rank:
    case Column::Count:
        break;
    }
    return rank;
}

QVariant CapacityTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !m_result)
        return {};
    const CapacityRow &r = rowAt(index.row());
    const auto c = static_cast<Column>(index.column());
    const int rank = index.row() + 1;
    switch (role) {
    case Qt::DisplayRole:
        return display(r, c, rank);
    case SortRole:
        return sortValue(r, c, rank);
    case TypeIdRole:
        return QString::fromStdString(r.type ? r.type->id : std::string());
    case Qt::ToolTipRole:
        return rowToolTip(r);
    case Qt::ForegroundRole:
        if (c == Column::Why && r.verdict == CapacityVerdict::CannotMeetTargets)
            return QBrush(palette::screen().noFit);
        if (!isServing(r) || (c == Column::MonthlyCost && !r.monthlyCost))
            return QBrush(palette::screen().muted);
        return {};
    case Qt::TextAlignmentRole:
        switch (c) {
        case Column::InstanceType:
        case Column::Limit:
        case Column::CostMode:
        case Column::Why:
        case Column::Layout:
            return QVariant(Qt::AlignLeft | Qt::AlignVCenter);
        default:
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        }
    default:
        return {};
    }
}

QVariant CapacityTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (static_cast<Column>(section)) {
    case Column::Rank:
        return tr("#");
    case Column::InstanceType:
        return tr("Instance type");
    case Column::Layout:
        return tr("Layout");
    case Column::Replicas:
        return tr("Replicas");
    case Column::Instances:
        return tr("Instances");
    case Column::RpsPerReplica:
        return tr("Req/s per replica");
    case Column::Ttft:
        return tr("TTFT");
    case Column::Tpot:
        return tr("TPOT");
    case Column::Limit:
        return tr("Limit");
    case Column::MonthlyCost:
        return tr("Per month");
    case Column::CostMode:
        return tr("Bought as");
    case Column::CostPerMillion:
        return tr("Per 1M output tokens");
    case Column::Utilisation:
        return tr("Utilisation");
    case Column::Why:
        return tr("Why not");
    case Column::Count:
        break;
    }
    return {};
}

QString CapacityTableModel::rowToolTip(const CapacityRow &r)
{
    const QString id = QString::fromStdString(r.type ? r.type->id : std::string());
    if (!isServing(r))
        return asPlainText(tr("%1: %2").arg(id, capacityWhyText(r, false)));
    const ReplicaModel &m = r.replica;
    QStringList lines;
    if (m.dataParallel > 1)
        lines << tr("%1: %n data-parallel rank(s) of engines over %2 GPUs with expert "
                    "parallel; instances: %3",
                    nullptr, r.replicas)
                     .arg(id)
                     .arg(m.tensorParallel * m.dataParallel)
                     .arg(r.instances);
    else
        lines << tr("%1: %n replica(s), tensor parallel %2, %3 per instance; instances: %4",
                    nullptr, r.replicas)
                     .arg(id)
                     .arg(m.tensorParallel)
                     .arg(m.replicasPerInstance)
                     .arg(r.instances);
    lines << tr("One replica serves %1 requests/s: TTFT %2 s, TPOT %3 ms, %4 sequences running; "
                "limited by %5")
                 .arg(fixed(m.maxRps, 2), fixed(m.atMax.ttft, 2), fixed(m.atMax.tpot * 1000, 1),
                      fixed(m.atMax.concurrencyPct, 1), capacityLimitText(m.limit));
    lines << tr("KV cache: %1 tokens, at most %2 sequences%3")
                 .arg(fixed(m.kvTokenCapacity, 0))
                 .arg(m.maxConcurrency)
                 .arg(m.kvLimited ? tr(" (the KV cache is the cap)") : QString());
    const MonthlyCost &cost = r.cost;
    QStringList modes;
    const std::pair<const char *, const std::optional<double> *> all[] = {
        {"payg", &cost.payAsYouGo},
        {"subscription", &cost.subscription},
        {"spot", &cost.spot},
        {"mixed", &cost.mixed}};
    for (const auto &[mode, value] : all)
        if (*value)
            modes << tr("%1: %2").arg(capacityModeText(mode), money(*value, r.currency));
    lines << (modes.isEmpty() ? tr("No price for this type in the region.")
                              : tr("Per month: %1").arg(modes.join(QStringLiteral("; "))));
    // The type's id comes from the catalog, which imports fill: plain text, never markup.
    return asPlainText(lines.join(QLatin1Char('\n')));
}

} // namespace gpuplanner
