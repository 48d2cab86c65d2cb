// The serving-capacity plan as a table (the comparison tab's serving-capacity view): one row
// per instance type in the plan's order (serving types by monthly cost, then the others),
// with layout, replicas, the latency reached, what limits a replica and the monthly cost.
// The plan owns nothing of the catalog: the model keeps the catalog snapshot its rows point
// into alive.
#pragma once

#include "estimator/capacity.h"

#include <QAbstractTableModel>

#include <memory>

namespace gpuplanner {

// A capacity plan with the catalog and traffic it was made for.
struct CapacityResult {
    std::shared_ptr<const Catalog> catalog;
    TrafficProfile traffic;
    CapacityPlan plan;
};

class CapacityTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum class Column {
        Rank,
        InstanceType,
        Layout,
        Replicas,
        Instances,
        RpsPerReplica,
        Ttft,
        Tpot,
        Limit,
        MonthlyCost,
        CostMode,
        CostPerMillion,
        Utilisation,
        Why,
        Count
    };
    enum Role { SortRole = Qt::UserRole + 1, TypeIdRole };

    explicit CapacityTableModel(QObject *parent = nullptr);

    void setResult(std::shared_ptr<const CapacityResult> result);
    const CapacityResult *result() const { return m_result.get(); }
    const CapacityRow &rowAt(int row) const
    {
        return m_result->plan.rows[static_cast<std::size_t>(row)];
    }
    int rowOf(const QString &typeId) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // A serving row (Serves or NoPrice): it has a layout, replicas and latency.
    static bool isServing(const CapacityRow &row);
    // The row's tooltip: type, layout, replica capacity, latency, KV cache and the costs of
    // every purchase mode.
    static QString rowToolTip(const CapacityRow &row);

private:
    QVariant display(const CapacityRow &row, Column c, int rank) const;
    QVariant sortValue(const CapacityRow &row, Column c, int rank) const;

    std::shared_ptr<const CapacityResult> m_result;
};

} // namespace gpuplanner
