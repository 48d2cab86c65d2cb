// The comparison table's view of the plan model: hides the rows that do not fit unless
// asked to show them, and the rows with an old price when asked to, shows the compact text
// (PlanTableModel::CompactRole) and sorts the rank column without asking the model for every
// comparison.
#pragma once

#include "plantablemodel.h"

#include <QSortFilterProxyModel>

namespace gpuplanner {

class VerdictFilter : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    bool showAll = false;
    bool hideOldPrices = false; // rows whose price is old (PlanRow::priceStale)
    void refresh() { invalidateFilter(); }

    QVariant data(const QModelIndex &index, int role) const override
    {
        return QSortFilterProxyModel::data(
            index, role == Qt::DisplayRole ? int(PlanTableModel::CompactRole) : role);
    }
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override
    {
        return QSortFilterProxyModel::headerData(section, orientation,
                                                 role == Qt::DisplayRole &&
                                                         orientation == Qt::Horizontal
                                                     ? int(PlanTableModel::CompactRole)
                                                     : role);
    }

protected:
    bool filterAcceptsRow(int row, const QModelIndex &parent) const override
    {
        (void)parent;
        const PlanRow &r = static_cast<const PlanTableModel *>(sourceModel())->rowAt(row);
        if (hideOldPrices && r.pricePerHour && r.priceStale)
            return false;
        return showAll || r.verdict != Verdict::DoesNotFit;
    }
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override
    {
        if (left.column() == int(PlanTableModel::Column::Rank))
            return left.row() < right.row(); // the plan's rows are ranked
        return QSortFilterProxyModel::lessThan(left, right);
    }
};

} // namespace gpuplanner
