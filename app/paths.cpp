#include "paths.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace gpuplanner {

QString defaultCatalogPath()
{
    const QString dir = QCoreApplication::applicationDirPath();
    const QString candidates[] = {dir + QStringLiteral("/catalog.db"),
                                  dir + QStringLiteral("/../share/gpu-planner/catalog.db")};
    for (const QString &c : candidates) {
        if (QFileInfo::exists(c))
            return QDir::cleanPath(c);
    }
    return QDir::cleanPath(candidates[0]);
}

QString defaultOverlayPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/overlay.db");
}

QString resolveCatalogPath(const QString &flag)
{
    if (!flag.isEmpty())
        return flag;
    const QString env = qEnvironmentVariable("GPU_PLANNER_CATALOG");
    return env.isEmpty() ? defaultCatalogPath() : env;
}

QString resolveOverlayPath(const QString &flag)
{
    if (!flag.isEmpty())
        return flag;
    const QString env = qEnvironmentVariable("GPU_PLANNER_OVERLAY");
    return env.isEmpty() ? defaultOverlayPath() : env;
}

} // namespace gpuplanner
