// Owns the two catalog databases, the shipped one (read-only) and the user's overlay, and
// hands out the merged Catalog. Every change (an import, a price the user enters, a
// reset) goes through here, is written to the overlay in one transaction and then
// announced with changed(). The repository never writes the shipped file.
//
// A change given an OverlayChange records there what it did (the rows it replaced or
// added, before and after); applyChange() puts one side of it back, which is how the
// window undoes and redoes a catalog edit (catalogeditcommand.h). changed() follows
// either way, so every view redraws as after the edit itself.
#pragma once

#include "estimator/catalog.h"
#include "importers.h"
#include "overlaychange.h"

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
    // Stores rows already parsed (for example from importContent()); with change, records
    // what the write did (overlaychange.h).
    bool store(const CatalogData &rows, OverlayChange *change = nullptr);
    // A price the user typed; kind and origin are set to user-entered.
    bool setUserPrice(Price price, OverlayChange *change = nullptr);
    bool removeOverlayPrice(const Price &price);
    // Back to the shipped catalog alone; the overlay, when it held anything, is kept as a
    // backup copy whose path lastBackup() gives. With change, every row it held is
    // recorded first (a damaged overlay cannot be: then nothing is reset and false).
    bool resetOverlay(OverlayChange *change = nullptr);
    const QString &lastBackup() const { return m_lastBackup; }
    // Undo (Before) or redo (After) of a recorded change, in one transaction, then
    // changed(). False, with errorString(), when the overlay could not be written: then it
    // is as it was and the catalog unchanged.
    bool applyChange(const OverlayChange &change, OverlayChange::Side side);

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
