// Owns the two catalog databases, the shipped one (read-only) and the user's overlay, and
// hands out the merged Catalog. Every change (an import, a price the user enters, a
// reset) goes through here, is written to the overlay in one transaction and then
// announced with changed(). The repository never writes the shipped file.
#pragma once

#include "estimator/catalog.h"
#include "importers.h"

#include <QObject>
#include <QString>

#include <memory>

namespace gpuplanner {

class CatalogRepository : public QObject
{
    Q_OBJECT

public:
    CatalogRepository(QString shippedPath, QString overlayPath, QObject *parent = nullptr);

    bool load();
    QString errorString() const { return m_error; }
    // True when the last load() or change failed on reading the overlay (damaged, or
    // written by another version), not on the shipped catalog: resetOverlay() then
    // recovers (the overlay is kept as a backup copy) and load() can be tried again.
    bool overlayFailed() const { return m_overlayFailed; }

    const Catalog &catalog() const { return *m_catalog; }
    std::shared_ptr<const Catalog> snapshot() const { return m_catalog; }
    const QString &shippedPath() const { return m_shippedPath; }
    const QString &overlayPath() const { return m_overlayPath; }
    // How many rows the overlay holds (types + prices + spot advice).
    int overlayRowCount() const { return m_overlayRows; }

    // Parses the files and, only if every one is good, stores their rows in the overlay.
    std::optional<ImportOutcome> importFiles(const QStringList &files,
                                             const ImportOptions &options);
    // Stores rows already parsed (for example from importContent()).
    bool store(const CatalogData &rows);
    // A price the user typed; kind and origin are set to user-entered.
    bool setUserPrice(Price price);
    bool removeOverlayPrice(const Price &price);
    // Back to the shipped catalog alone; the overlay, when it held anything, is kept as a
    // backup copy whose path lastBackup() gives.
    bool resetOverlay();
    const QString &lastBackup() const { return m_lastBackup; }

Q_SIGNALS:
    void changed();

private:
    bool reload();

    QString m_shippedPath;
    QString m_overlayPath;
    QString m_error;
    CatalogData m_shipped;
    std::shared_ptr<const Catalog> m_catalog;
    QString m_lastBackup;
    int m_overlayRows = 0;
    bool m_overlayFailed = false;
};

} // namespace gpuplanner
