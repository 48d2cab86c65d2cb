#include "catalogtablemodel.h"

#include "catalogcheck.h"
#include "estimator/text.h"
#include "estimator/units.h"
#include "inputlabels.h"
#include "palette.h"
#include "plaintext.h"

#include <QBrush>
#include <QColor>

#include <algorithm>
#include <limits>

namespace gpuplanner {

namespace {

constexpr double kMissing = std::numeric_limits<double>::infinity();

QString s(const std::string &text)
{
    return QString::fromStdString(text);
}

} // namespace

QString formatNumber(double value, int maxDecimals)
{
    // The core's rounding (text::fmt: the exact binary value, ties to even), so a figure
    // the window writes reads the same as in the core's sentences beside it: 0.25 GiB is
    // "0.2" in both, where QString::number would write "0.3".
    QString text = QString::fromStdString(text::fmt(value, std::max(0, maxDecimals)));
    if (text.contains(QLatin1Char('.'))) {
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(QLatin1Char('.')))
            text.chop(1);
    }
    return text;
}

double periodHours(CostPeriod period)
{
    switch (period) {
    case CostPeriod::Hour:
        return 1.0;
    case CostPeriod::Month:
        return kHoursPerMonth;
    case CostPeriod::Year:
        return kHoursPerYear;
    }
    return 1.0;
}

QString periodSuffix(CostPeriod period)
{
    switch (period) {
    case CostPeriod::Hour:
        return CatalogTableModel::tr("/h");
    case CostPeriod::Month:
        return CatalogTableModel::tr("/month");
    case CostPeriod::Year:
        return CatalogTableModel::tr("/year");
    }
    return {};
}

QString pricingModeLabel(PricingMode mode)
{
    return InputLabels::pricing(mode);
}

QString priceUnitLabel(PriceUnit unit)
{
    switch (unit) {
    case PriceUnit::Hour:
        return CatalogTableModel::tr("hour");
    case PriceUnit::Week:
        return CatalogTableModel::tr("week");
    case PriceUnit::Month:
        return CatalogTableModel::tr("month");
    case PriceUnit::Year:
        return CatalogTableModel::tr("year");
    }
    return {};
}

QString priceKindLabel(PriceKind kind)
{
    switch (kind) {
    case PriceKind::Published:
        return CatalogTableModel::tr("published");
    case PriceKind::Imported:
        return CatalogTableModel::tr("imported");
    case PriceKind::UserEntered:
        return CatalogTableModel::tr("entered by you");
    case PriceKind::Estimated:
        return CatalogTableModel::tr("estimated");
    }
    return {};
}

QString originLabel(Origin origin)
{
    switch (origin) {
    case Origin::Shipped:
        return CatalogTableModel::tr("shipped");
    case Origin::Imported:
        return CatalogTableModel::tr("imported");
    case Origin::UserEntered:
        return CatalogTableModel::tr("entered by you");
    }
    return {};
}

CatalogTableModel::CatalogTableModel(QObject *parent)
    : QAbstractTableModel(parent)
    , m_catalog(std::make_shared<const Catalog>())
{}

void CatalogTableModel::setCatalog(std::shared_ptr<const Catalog> catalog)
{
    beginResetModel();
    m_catalog = catalog ? std::move(catalog) : std::make_shared<const Catalog>();
    endResetModel();
}

void CatalogTableModel::pricesChanged()
{
    if (rowCount() == 0)
        return;
    // Price columns are not contiguous: announce the whole row range.
    Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
}

void CatalogTableModel::setRegion(const QString &regionId)
{
    if (regionId == m_region)
        return;
    m_region = regionId;
    m_regionId = regionId.toStdString();
    pricesChanged();
}

void CatalogTableModel::setPricingMode(PricingMode mode)
{
    if (mode == m_mode)
        return;
    m_mode = mode;
    pricesChanged();
}

void CatalogTableModel::setCostPeriod(CostPeriod period)
{
    if (period == m_period)
        return;
    m_period = period;
    pricesChanged();
}

void CatalogTableModel::setToday(const QDate &today)
{
    m_today = today;
    pricesChanged();
}

const Price *CatalogTableModel::priceAt(int row) const
{
    return m_catalog->price(typeAt(row).id, m_regionId, m_mode);
}

std::optional<double> CatalogTableModel::displayedPrice(int row) const
{
    const Price *p = priceAt(row);
    if (!p)
        return std::nullopt;
    return p->perHour() * periodHours(m_period);
}

int CatalogTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_catalog->types().size());
}

int CatalogTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(Column::Count);
}

QString CatalogTableModel::columnKey(Column c)
{
    static const char *const keys[] = {
        "instance_type",  "family",     "gpu_model",     "gpu_count",
        "gpu_memory_gib", "price",      "price_per_gpu", "price_per_gib_vram",
        "vcpu",           "memory_gib", "ram_per_vram",  "interconnect",
        "network_gbps",   "rdma",       "gpu_fraction",  "total_gpu_memory_gib",
        "price_source"};
    static_assert(std::size(keys) == static_cast<std::size_t>(Column::Count));
    return QString::fromLatin1(keys[static_cast<int>(c)]);
}

QVariant CatalogTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    const auto c = static_cast<Column>(section);
    const QString per = periodSuffix(m_period);
    if (role == Qt::DisplayRole) {
        switch (c) {
        case Column::InstanceType:
            return tr("Instance type");
        case Column::Family:
            return tr("Family");
        case Column::GpuModel:
            return tr("GPU");
        case Column::GpuCount:
            return tr("GPUs");
        case Column::GpuMemory:
            return tr("VRAM/GPU (GiB)");
        case Column::TotalGpuMemory:
            return tr("VRAM total (GiB)");
        case Column::GpuFraction:
            return tr("GPU share");
        case Column::Vcpu:
            return tr("vCPU");
        case Column::Memory:
            return tr("Host RAM (GiB)");
        case Column::RamPerVram:
            return tr("RAM/VRAM");
        case Column::Interconnect:
            return tr("Interconnect");
        case Column::Network:
            return tr("Network (Gbit/s)");
        case Column::Rdma:
            return tr("RDMA");
        case Column::Price:
            return tr("Price%1").arg(per);
        case Column::PricePerGpu:
            return tr("Per GPU%1").arg(per);
        case Column::PricePerGib:
            return tr("Per GiB VRAM%1").arg(per);
        case Column::PriceSource:
            return tr("Price source");
        case Column::Count:
            break;
        }
    } else if (role == Qt::ToolTipRole) {
        switch (c) {
        case Column::GpuFraction:
            return tr("Share of one physical GPU: 1 = a whole card, 0.25 = a quarter vGPU slice");
        case Column::RamPerVram:
            return tr("Host RAM per GiB of GPU memory; the usual advice is 4–8 for training");
        case Column::Price:
        case Column::PricePerGpu:
        case Column::PricePerGib:
            return asPlainText(
                tr("%1 price in %2; a month is 730 hours").arg(pricingModeLabel(m_mode), m_region));
        default:
            break;
        }
    }
    return {};
}

QVariant CatalogTableModel::display(const InstanceType &t, int row, Column c) const
{
    const GpuModel *gpu = m_catalog->gpuOf(t);
    switch (c) {
    case Column::InstanceType:
        return s(t.id);
    case Column::Family:
        return s(t.familyId);
    case Column::GpuModel:
        if (!t.gpuLabel.empty())
            return s(t.gpuLabel);
        return gpu ? tr("%1 (not named by Alibaba)").arg(s(gpu->name)) : tr("(not named)");
    case Column::GpuCount:
        return t.gpuCount;
    case Column::GpuMemory:
        return formatNumber(t.gpuMemoryGib);
    case Column::TotalGpuMemory:
        return formatNumber(t.totalGpuMemoryGib());
    case Column::GpuFraction:
        return t.gpuFraction ? formatNumber(*t.gpuFraction, 4) : tr("undocumented");
    case Column::Vcpu:
        return t.vcpu;
    case Column::Memory:
        return formatNumber(t.memoryGib);
    case Column::RamPerVram:
        return formatNumber(t.memoryGib / t.totalGpuMemoryGib(), 1);
    case Column::Interconnect:
        return t.interconnect.empty() ? tr("undocumented")
                                      : InputLabels::interconnect(t.interconnect);
    case Column::Network:
        return t.networkGbps ? formatNumber(*t.networkGbps) : tr("undocumented");
    case Column::Rdma:
        return t.rdma.empty() ? tr("none documented") : s(t.rdma);
    case Column::Price:
    case Column::PricePerGpu:
    case Column::PricePerGib: {
        const auto price = displayedPrice(row);
        if (!price)
            return tr("no price");
        double v = *price;
        if (c == Column::PricePerGpu)
            v /= t.gpuCount;
        else if (c == Column::PricePerGib)
            v /= t.totalGpuMemoryGib();
        const Price *p = priceAt(row);
        QString text = QStringLiteral("%1 %2").arg(formatNumber(v, v < 1 ? 4 : 2), s(p->currency));
        // The mark once per row, on the price itself; the derived columns are coloured.
        if (c == Column::Price && isStale(*p, m_today))
            text = tr("%1 (stale)").arg(text);
        return text;
    }
    case Column::PriceSource: {
        const Price *p = priceAt(row);
        if (!p)
            return QString();
        return tr("%1, %2").arg(priceKindLabel(p->kind), s(p->asOf));
    }
    case Column::Count:
        break;
    }
    return {};
}

QVariant CatalogTableModel::sortValue(const InstanceType &t, int row, Column c) const
{
    switch (c) {
    case Column::GpuCount:
        return t.gpuCount;
    case Column::GpuMemory:
        return t.gpuMemoryGib;
    case Column::TotalGpuMemory:
        return t.totalGpuMemoryGib();
    case Column::GpuFraction:
        return t.gpuFraction.value_or(kMissing);
    case Column::Vcpu:
        return t.vcpu;
    case Column::Memory:
        return t.memoryGib;
    case Column::RamPerVram:
        return t.memoryGib / t.totalGpuMemoryGib();
    case Column::Network:
        return t.networkGbps.value_or(-1.0);
    case Column::Price:
    case Column::PricePerGpu:
    case Column::PricePerGib: {
        const auto price = displayedPrice(row);
        if (!price)
            return kMissing;
        if (c == Column::PricePerGpu)
            return *price / t.gpuCount;
        if (c == Column::PricePerGib)
            return *price / t.totalGpuMemoryGib();
        return *price;
    }
    default:
        return display(t, row, c);
    }
}

QString CatalogTableModel::priceToolTip(const Price &p) const
{
    QString tip = tr("%1 %2 per %3, %4 price")
                      .arg(formatNumber(p.amount, 4), s(p.currency), priceUnitLabel(p.unit),
                           priceKindLabel(p.kind));
    if (p.listAmount)
        tip += QLatin1Char('\n') +
               tr("List price before discounts: %1").arg(formatNumber(*p.listAmount, 4));
    tip += QLatin1Char('\n') + tr("Source: %1").arg(InputLabels::priceSource(p.source, p.kind));
    tip += QLatin1Char('\n') + tr("As of: %1").arg(s(p.asOf));
    const auto age = priceAgeDays(p, m_today);
    if (isStale(p, m_today))
        tip += QLatin1Char('\n') +
               tr("Stale: %1 days old. Import a current price (DescribePrice) or enter one.")
                   .arg(age ? QString::number(*age) : tr("unknown"));
    if (!p.notes.empty())
        tip += QLatin1Char('\n') + s(p.notes);
    return tip;
}

QVariant CatalogTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const InstanceType &t = typeAt(row);
    const auto c = static_cast<Column>(index.column());
    const bool priceColumn = c == Column::Price || c == Column::PricePerGpu ||
                             c == Column::PricePerGib || c == Column::PriceSource;
    switch (role) {
    case Qt::DisplayRole:
        return display(t, row, c);
    case SortRole:
        return sortValue(t, row, c);
    case TypeIdRole:
        return s(t.id);
    case StaleRole: {
        const Price *p = priceAt(row);
        return p && isStale(*p, m_today);
    }
    case Qt::TextAlignmentRole:
        if (c == Column::GpuCount || c == Column::GpuMemory || c == Column::TotalGpuMemory ||
            c == Column::GpuFraction || c == Column::Vcpu || c == Column::Memory ||
            c == Column::RamPerVram || c == Column::Network || c == Column::Price ||
            c == Column::PricePerGpu || c == Column::PricePerGib)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::ForegroundRole:
        if (priceColumn) {
            const Price *p = priceAt(row);
            if (!p)
                return QBrush(palette::screen().muted);
            if (isStale(*p, m_today))
                return QBrush(palette::screen().warning);
        }
        if ((c == Column::Interconnect && (t.interconnect.empty() || t.isInferred())) ||
            (c == Column::GpuFraction && !t.gpuFraction))
            return QBrush(palette::screen().muted);
        return {};
    case Qt::ToolTipRole:
        if (priceColumn) {
            const Price *p = priceAt(row);
            // Imported ids, sources and notes: shown as written (plaintext.h).
            return asPlainText(
                p ? priceToolTip(*p)
                  : tr("No %1 price for %2 in %3. Import one or enter it; a type without a "
                       "price "
                       "is never treated as free.")
                        .arg(pricingModeLabel(m_mode), s(t.id), m_region));
        }
        if (c == Column::Interconnect && t.isInferred())
            return tr("Inferred from a datasheet, not stated by Alibaba");
        if (c == Column::InstanceType || c == Column::GpuModel)
            return asPlainText(s(t.notes));
        return {};
    default:
        return {};
    }
}

} // namespace gpuplanner
