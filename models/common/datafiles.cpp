#include "datafiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace gpuplanner {

QStringList dataDirectories(const QString &binDir)
{
    const QString dir = binDir.isEmpty() ? QCoreApplication::applicationDirPath() : binDir;
    return {QDir::cleanPath(dir), QDir::cleanPath(dir + QStringLiteral("/../share/gpu-planner"))};
}

QString findDataFile(const QString &relative, const QString &binDir)
{
    for (const QString &dir : dataDirectories(binDir)) {
        const QString candidate = dir + QLatin1Char('/') + relative;
        if (QFileInfo::exists(candidate))
            return candidate;
    }
    return {};
}

QString dataSearchText(const QString &relative, const QString &binDir)
{
    QStringList paths;
    for (const QString &dir : dataDirectories(binDir))
        paths << dir + QLatin1Char('/') + relative;
    return paths.join(QStringLiteral(", "));
}

QString translationFile(const QString &language, const QString &binDir)
{
    const QString name = QStringLiteral("gpu-planner_%1.qm").arg(language);
    const QString installed = findDataFile(QStringLiteral("translations/") + name, binDir);
    return installed.isEmpty() ? QStringLiteral(":/i18n/") + name : installed;
}

} // namespace gpuplanner
