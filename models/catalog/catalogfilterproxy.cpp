#include "catalogfilterproxy.h"

#include "catalogtablemodel.h"

namespace gpuplanner {

CatalogFilterProxy::CatalogFilterProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(CatalogTableModel::SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
    setDynamicSortFilter(true);
}

const CatalogTableModel *CatalogFilterProxy::table() const
{
    return qobject_cast<const CatalogTableModel *>(sourceModel());
}

void CatalogFilterProxy::setMinGpuMemory(std::optional<double> gib)
{
    m_minGpuMemory = gib;
    invalidateFilter();
}

void CatalogFilterProxy::setGpuCountRange(std::optional<int> min, std::optional<int> max)
{
    m_minGpus = min;
    m_maxGpus = max;
    invalidateFilter();
}

void CatalogFilterProxy::setGpuModel(const QString &gpuModelId)
{
    m_gpuModel = gpuModelId;
    invalidateFilter();
}

void CatalogFilterProxy::setFamily(const QString &familyId)
{
    m_family = familyId;
    invalidateFilter();
}

void CatalogFilterProxy::setInterconnect(std::optional<InterconnectClass> ic)
{
    m_interconnect = ic;
    invalidateFilter();
}

void CatalogFilterProxy::setRdma(RdmaFilter rdma)
{
    m_rdma = rdma;
    invalidateFilter();
}

void CatalogFilterProxy::setPriceRange(std::optional<double> min, std::optional<double> max)
{
    m_minPrice = min;
    m_maxPrice = max;
    invalidateFilter();
}

void CatalogFilterProxy::setText(const QString &text)
{
    m_text = text.trimmed();
    invalidateFilter();
}

void CatalogFilterProxy::clearFilters()
{
    m_minGpuMemory.reset();
    m_minGpus.reset();
    m_maxGpus.reset();
    m_gpuModel.clear();
    m_family.clear();
    m_interconnect.reset();
    m_rdma = RdmaFilter::Any;
    m_minPrice.reset();
    m_maxPrice.reset();
    m_text.clear();
    invalidateFilter();
}

bool CatalogFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const CatalogTableModel *model = table();
    if (!model || sourceParent.isValid())
        return true;
    const InstanceType &t = model->typeAt(sourceRow);
    if (m_minGpuMemory && t.gpuMemoryGib < *m_minGpuMemory)
        return false;
    if (m_minGpus && t.gpuCount < *m_minGpus)
        return false;
    if (m_maxGpus && t.gpuCount > *m_maxGpus)
        return false;
    if (!m_gpuModel.isEmpty() && QString::fromStdString(t.gpuModelId) != m_gpuModel)
        return false;
    if (!m_family.isEmpty() && QString::fromStdString(t.familyId) != m_family)
        return false;
    if (m_interconnect) {
        const InterconnectClass ic = t.interconnectClass();
        // NVSwitch is NVLink through a switch: asking for NVLink accepts both.
        const bool match = ic == *m_interconnect || (*m_interconnect == InterconnectClass::NvLink &&
                                                     ic == InterconnectClass::NvSwitch);
        if (!match)
            return false;
    }
    if (m_rdma == RdmaFilter::Required && !t.hasRdma())
        return false;
    if (m_rdma == RdmaFilter::Without && t.hasRdma())
        return false;
    if (m_minPrice || m_maxPrice) {
        const auto price = model->displayedPrice(sourceRow);
        if (!price)
            return false; // an unknown price is in no range
        if (m_minPrice && *price < *m_minPrice)
            return false;
        if (m_maxPrice && *price > *m_maxPrice)
            return false;
    }
    if (!m_text.isEmpty()) {
        const GpuModel *gpu = model->catalog()->gpuOf(t);
        const QString hay = QString::fromStdString(t.id + ' ' + t.gpuLabel + ' ' +
                                                   (gpu ? gpu->name : std::string()));
        if (!hay.contains(m_text, Qt::CaseInsensitive))
            return false;
    }
    return true;
}

bool CatalogFilterProxy::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const QVariant l = left.data(sortRole());
    const QVariant r = right.data(sortRole());
    if (l.typeId() == QMetaType::Double || l.typeId() == QMetaType::Int) {
        const double a = l.toDouble();
        const double b = r.toDouble();
        if (a != b)
            return a < b;
        // Ties: by instance type so the order is stable.
        return left.siblingAtColumn(0).data().toString() <
               right.siblingAtColumn(0).data().toString();
    }
    return QString::localeAwareCompare(l.toString(), r.toString()) < 0;
}

} // namespace gpuplanner
