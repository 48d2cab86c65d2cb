// The SQLite side of the catalog: the schema, writing a whole CatalogData into a new
// database file (the shipped catalog.db, built from the text sources), reading it back,
// and the per-user overlay database that holds what the user imported or entered.
//
// The shipped file is opened read-only (QSQLITE_OPEN_READONLY) and never written at run
// time. The overlay has the same tables for instance types, prices and spot advice; its
// rows win over the shipped ones with the same key (see mergeOverlay()).
#pragma once

#include "estimator/catalog.h"

#include <QString>

namespace gpuplanner {

class OverlayChange;

inline constexpr const char *kCatalogSchemaVersion = "1";

class CatalogDatabase
{
public:
    // Writes data into a new database at path (an existing file there is replaced only
    // when the new one was written completely).
    static bool writeShipped(const QString &path, const CatalogData &data, QString *error);
    // Reads a shipped catalog (opened read-only).
    static bool readShipped(const QString &path, CatalogData *out, QString *error);

    // Reads the overlay; a missing file is an empty overlay. A damaged file (quick_check
    // fails, not a database) and one written with another schema version are refused,
    // naming the file; neither is ever written to (writeOverlay, removeOverlayPrice).
    static bool readOverlay(const QString &path, CatalogData *out, QString *error);
    // Adds or replaces rows of the overlay in one transaction: all or nothing. With change,
    // the rows it replaced or added are recorded there as they were before and after, in
    // the same transaction (for undo: overlaychange.h).
    static bool writeOverlay(const QString &path, const CatalogData &rows, QString *error,
                             OverlayChange *change = nullptr);
    // Back to the shipped catalog alone. An overlay that holds anything is not deleted but
    // renamed beside itself (PATH.backup-YYYYMMDD-HHMMSS, with its journal), and *backup
    // says where; an empty or missing one is simply removed (*backup stays empty).
    static bool resetOverlay(const QString &path, QString *error, QString *backup = nullptr);
    // Removes one price from the overlay (a user-entered or imported price).
    static bool removeOverlayPrice(const QString &path, const Price &price, QString *error);
};

} // namespace gpuplanner
