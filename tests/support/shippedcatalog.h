// Test helper: the shipped catalog.db read as the program reads it (read-only; a test that
// writes uses a private overlay instead). Needs gpuplanner_models and GP_SHIPPED_CATALOG.
#pragma once

#include "catalogdatabase.h"
#include "estimator/catalog.h"

#include <QString>

inline gpuplanner::Catalog shippedCatalog()
{
    gpuplanner::CatalogData data;
    QString error;
    if (!gpuplanner::CatalogDatabase::readShipped(QStringLiteral(GP_SHIPPED_CATALOG), &data,
                                                  &error))
        qFatal("%s", qPrintable(error));
    return gpuplanner::Catalog(std::move(data));
}
