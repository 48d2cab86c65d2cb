// A plan as a table: one row per instance type in ranking order, with verdict, GPUs,
// VRAM need against the card, time, price, total cost and the reasons. The comparison
// tab's table and charts read this one model.
#pragma once

#include "estimator/planner.h"

#include <QAbstractTableModel>

#include <memory>

namespace gpuplanner {

// Sentences joined by spaces, each ending in punctuation (no "a.; b.").
QString joinSentences(const QStringList &sentences);

class PlanTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum class Column {
        Rank,
        InstanceType,
        Family,
        Verdict,
        Gpus,
        Need,
        Card,
        Headroom,
        Time,
        PricePerHour,
        Cost,
        PriceSource,
        Reasons,
        Count
    };
    enum Role {
        SortRole = Qt::UserRole + 1,
        TypeIdRole,
        VerdictRole, // int(Verdict)
        ParetoRole,
        // The window's compact text (and, for headers, title): "8 × 2" GPUs × instances,
        // "36.2 / 72" need / usable GiB, thousands separators. DisplayRole stays the
        // export's text (CSV, Markdown).
        CompactRole,
    };

    explicit PlanTableModel(QObject *parent = nullptr);

    void setPlan(std::shared_ptr<const Plan> plan, bool training, bool chinese = false);
    const Plan *plan() const { return m_plan.get(); }
    const PlanRow &rowAt(int row) const { return m_plan->rows[static_cast<std::size_t>(row)]; }
    bool isTraining() const { return m_training; }
    int rowOf(const QString &typeId) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    static QString verdictLabel(Verdict v);
    // Stable snake_case name of a column for settings and exports; the time and cost
    // columns are named for the task (hours/tokens_per_s, total_cost/cost_per_million_tokens).
    static QString columnKey(Column c, bool training = true);
    // The time column's tooltip: compute against communication per step and the bottleneck.
    static QString timeBreakdown(const PlanRow &row, bool training);
    // Every column's tooltip ends with this: the type, its verdict and each reason.
    static QString rowToolTip(const PlanRow &row, bool chinese);
    static QString oldMark(const PlanRow &row);

private:
    static QVariant foreground(const PlanRow &r, Column c);  // the text colour
    QString cellToolTip(const PlanRow &row, Column c) const; // the column's own part

    std::shared_ptr<const Plan> m_plan;
    bool m_training = true;
    bool m_chinese = false;
};

} // namespace gpuplanner
