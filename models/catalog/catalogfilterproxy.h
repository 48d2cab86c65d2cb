// Filters and sorts the catalog table: GPU memory per GPU at least, GPU count range,
// GPU model, family, interconnect class, RDMA, price range (in the table's current price
// column) and free text over the type id and GPU name. One proxy for all catalog filters;
// sorting uses CatalogTableModel::SortRole so numbers sort as numbers.
#pragma once

#include "estimator/catalogtypes.h"

#include <QSortFilterProxyModel>

#include <optional>

namespace gpuplanner {

class CatalogTableModel;

class CatalogFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    enum class RdmaFilter { Any, Required, Without };

    explicit CatalogFilterProxy(QObject *parent = nullptr);

    void setMinGpuMemory(std::optional<double> gib);
    void setGpuCountRange(std::optional<int> min, std::optional<int> max);
    void setGpuModel(const QString &gpuModelId); // "" = any
    void setFamily(const QString &familyId);     // "" = any
    void setInterconnect(std::optional<InterconnectClass> ic);
    void setRdma(RdmaFilter rdma);
    void setPriceRange(std::optional<double> min, std::optional<double> max);
    void setText(const QString &text);
    void clearFilters();

    std::optional<double> minGpuMemory() const { return m_minGpuMemory; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    const CatalogTableModel *table() const;

    std::optional<double> m_minGpuMemory;
    std::optional<int> m_minGpus;
    std::optional<int> m_maxGpus;
    QString m_gpuModel;
    QString m_family;
    std::optional<InterconnectClass> m_interconnect;
    RdmaFilter m_rdma = RdmaFilter::Any;
    std::optional<double> m_minPrice;
    std::optional<double> m_maxPrice;
    QString m_text;
};

} // namespace gpuplanner
