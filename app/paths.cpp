#include "paths.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

namespace gpuplanner {

namespace {
const QString kName = QStringLiteral("gpu-planner");
}

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
    // Spelled out rather than AppDataLocation, which follows the organisation name
    // (~/.local/share/gpu-planner/gpu-planner since it is set): the overlay stays where
    // every version has kept it.
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
           QLatin1Char('/') + kName + QStringLiteral("/overlay.db");
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

void setApplicationIdentity()
{
    QCoreApplication::setOrganizationName(kName);
    QCoreApplication::setApplicationName(kName);
}

QString settingsPath(const QString &configDir)
{
    return configDir + QLatin1Char('/') + kName + QLatin1Char('/') + kName +
           QStringLiteral(".conf");
}

QString migrateLegacySettings(const QString &configDir)
{
    const QString target = settingsPath(configDir);
    if (configDir.isEmpty() || QFileInfo::exists(target))
        return {};
    QString newest;
    for (const QString &old :
         {configDir + QLatin1Char('/') + kName + QStringLiteral(".conf"),
          configDir + QStringLiteral("/Unknown Organization/") + kName + QStringLiteral(".conf")}) {
        const QFileInfo info(old);
        if (info.isFile() &&
            (newest.isEmpty() || info.lastModified() > QFileInfo(newest).lastModified()))
            newest = old;
    }
    if (newest.isEmpty() || !QDir().mkpath(QFileInfo(target).absolutePath()) ||
        !QFile::copy(newest, target))
        return {};
    return newest;
}

} // namespace gpuplanner
