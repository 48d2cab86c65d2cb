// The instance catalog as a table: one row per instance type, columns for its specs and
// for its price in the chosen region, pricing mode and cost period, also per GPU and per
// GiB of VRAM. Prices carry their source and date in the tooltip; a price older than
// 180 days is marked stale. A type without a price shows "no price" and sorts last;
// it is never treated as free.
#pragma once

#include "estimator/catalog.h"

#include <QAbstractTableModel>
#include <QDate>

#include <memory>

namespace gpuplanner {

enum class CostPeriod { Hour, Month, Year };

class CatalogTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum class Column {
        InstanceType,
        Family,
        GpuModel,
        GpuCount,
        GpuMemory,
        Price,
        PricePerGpu,
        PricePerGib,
        Vcpu,
        Memory,
        RamPerVram,
        Interconnect,
        Network,
        Rdma,
        GpuFraction,
        TotalGpuMemory,
        PriceSource,
        Count
    };
    enum Role {
        SortRole = Qt::UserRole + 1, // raw number (missing = +inf) or text
        TypeIdRole,
        StaleRole, // bool: the price shown is stale
    };

    explicit CatalogTableModel(QObject *parent = nullptr);

    void setCatalog(std::shared_ptr<const Catalog> catalog);
    const Catalog *catalog() const { return m_catalog.get(); }

    void setRegion(const QString &regionId);
    void setPricingMode(PricingMode mode);
    void setCostPeriod(CostPeriod period);
    void setToday(const QDate &today); // for staleness; today by default
    QString region() const { return m_region; }
    PricingMode pricingMode() const { return m_mode; }
    CostPeriod costPeriod() const { return m_period; }

    const InstanceType &typeAt(int row) const
    {
        return m_catalog->types()[static_cast<std::size_t>(row)];
    }
    const Price *priceAt(int row) const;
    // The price shown in the Price column for the cost period, or nullopt.
    std::optional<double> displayedPrice(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    static QString columnKey(Column c); // stable name for settings and exports

private:
    QVariant display(const InstanceType &t, int row, Column c) const;
    QVariant sortValue(const InstanceType &t, int row, Column c) const;
    QString priceToolTip(const Price &p) const;
    void pricesChanged();

    std::shared_ptr<const Catalog> m_catalog;
    QString m_region = QStringLiteral("cn-shanghai");
    std::string m_regionId = "cn-shanghai"; // m_region for the catalog's look-ups (per cell)
    PricingMode m_mode = PricingMode::PayAsYouGo;
    CostPeriod m_period = CostPeriod::Hour;
    QDate m_today = QDate::currentDate();
};

QString formatNumber(double value, int maxDecimals = 2);
double periodHours(CostPeriod period);
QString periodSuffix(CostPeriod period); // "/h", "/month", "/year"
QString pricingModeLabel(PricingMode mode);
QString priceUnitLabel(PriceUnit unit); // "hour", translated
QString priceKindLabel(PriceKind kind); // "published", translated
QString originLabel(Origin origin);

} // namespace gpuplanner
