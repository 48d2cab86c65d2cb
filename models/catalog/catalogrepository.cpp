#include "catalogrepository.h"

#include "catalogdatabase.h"
#include "estimator/limits.h"
#include "limitswording.h"

namespace gpuplanner {

CatalogRepository::CatalogRepository(QString shippedPath, QString overlayPath, QObject *parent)
    : QObject(parent)
    , m_shippedPath(std::move(shippedPath))
    , m_overlayPath(std::move(overlayPath))
    , m_catalog(std::make_shared<const Catalog>())
{}

bool CatalogRepository::load()
{
    m_overlayFailed = false;
    CatalogData shipped;
    if (!CatalogDatabase::readShipped(m_shippedPath, &shipped, &m_error))
        return false;
    m_shipped = std::move(shipped);
    return reload();
}

bool CatalogRepository::reload()
{
    CatalogData overlay;
    m_overlayFailed = !CatalogDatabase::readOverlay(m_overlayPath, &overlay, &m_error);
    if (m_overlayFailed)
        return false;
    m_overlayRows =
        static_cast<int>(overlay.types.size() + overlay.prices.size() + overlay.spotAdvice.size());
    m_catalog = std::make_shared<const Catalog>(mergeOverlay(m_shipped, overlay));
    Q_EMIT changed();
    return true;
}

std::optional<ImportOutcome> CatalogRepository::importFiles(const QStringList &files,
                                                            const ImportOptions &options)
{
    auto outcome = gpuplanner::importFiles(files, *m_catalog, options, &m_error);
    if (!outcome)
        return std::nullopt;
    if (!store(outcome->rows))
        return std::nullopt;
    return outcome;
}

bool CatalogRepository::store(const CatalogData &rows, OverlayChange *change)
{
    if (m_overlayPath.isEmpty()) {
        m_error = tr("No overlay database is set, so nothing can be saved.");
        return false;
    }
    if (!CatalogDatabase::writeOverlay(m_overlayPath, rows, &m_error, change))
        return false;
    return reload();
}

bool CatalogRepository::setUserPrice(Price price, OverlayChange *change)
{
    if (!m_catalog->type(price.instanceTypeId)) {
        m_error = tr("Unknown instance type %1.").arg(QString::fromStdString(price.instanceTypeId));
        return false;
    }
    if (!m_catalog->region(price.regionId)) {
        m_error = tr("Unknown region %1.").arg(QString::fromStdString(price.regionId));
        return false;
    }
    if (!(price.amount > 0)) {
        m_error = tr("A price must be greater than 0.");
        return false;
    }
    // NaN, infinity and absurd amounts: the validation table (estimator/limits.h).
    if (const auto problem = limitswording::fieldProblem("price.amount", price.amount)) {
        m_error = tr("The price is not allowed: %1").arg(*problem);
        return false;
    }
    price.kind = PriceKind::UserEntered;
    price.origin = Origin::UserEntered;
    CatalogData rows;
    rows.prices.push_back(std::move(price));
    return store(rows, change);
}

bool CatalogRepository::removeOverlayPrice(const Price &price)
{
    if (!CatalogDatabase::removeOverlayPrice(m_overlayPath, price, &m_error))
        return false;
    return reload();
}

bool CatalogRepository::resetOverlay(OverlayChange *change)
{
    if (change) {
        auto all = OverlayChange::snapshot(m_overlayPath, &m_error);
        if (!all)
            return false;
        *change = std::move(*all);
    }
    if (!CatalogDatabase::resetOverlay(m_overlayPath, &m_error, &m_lastBackup))
        return false;
    return reload();
}

bool CatalogRepository::applyChange(const OverlayChange &change, OverlayChange::Side side)
{
    if (m_overlayPath.isEmpty()) {
        m_error = tr("No overlay database is set, so nothing can be saved.");
        return false;
    }
    if (!change.applyTo(m_overlayPath, side, &m_error))
        return false;
    // Written: a failure to read it back (as after any write) leaves the views on the
    // catalog they show, with overlayFailed() set; the edit itself is done.
    reload();
    return true;
}

} // namespace gpuplanner
