#include "paths.h"

#include "datafiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QStandardPaths>

namespace gpuplanner {

namespace {
const QString kName = QStringLiteral("gpu-planner");
}

QString defaultCatalogPath()
{
    const QString found = findDataFile(QStringLiteral("catalog.db"));
    return found.isEmpty() ? dataDirectories().constFirst() + QStringLiteral("/catalog.db") : found;
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

QString catalogLoadError(const QString &flag, const QString &loadError)
{
    const QString name = QStringLiteral("catalog.db");
    if (!flag.isEmpty() || !qEnvironmentVariableIsEmpty("GPU_PLANNER_CATALOG") ||
        !findDataFile(name).isEmpty())
        return loadError;
    return QStringLiteral("the shipped catalog %1 was not found; looked for %2 (reinstall the "
                          "program, or give --catalog FILE or GPU_PLANNER_CATALOG)")
        .arg(name, dataSearchText(name));
}

QString qtTranslationFile(const QString &language, const QString &binDir)
{
    const QString name = QStringLiteral("qtbase_%1.qm").arg(language);
    const QString installed = findDataFile(QStringLiteral("translations/") + name, binDir);
    if (!installed.isEmpty())
        return installed;
    const QString qt = QLibraryInfo::path(QLibraryInfo::TranslationsPath) + QLatin1Char('/') + name;
    return QFileInfo::exists(qt) ? qt : QString();
}

QString qtTranslationSearchText(const QString &language, const QString &binDir)
{
    const QString name = QStringLiteral("qtbase_%1.qm").arg(language);
    return dataSearchText(QStringLiteral("translations/") + name, binDir) + QStringLiteral(", ") +
           QLibraryInfo::path(QLibraryInfo::TranslationsPath) + QLatin1Char('/') + name;
}

} // namespace gpuplanner
