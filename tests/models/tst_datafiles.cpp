// Shipped data files are found relative to the executable: beside it (the build tree's
// bin/) first, then in ../share/gpu-planner/ (an installed tree), and a miss names every
// place looked in.
#include "datafiles.h"

#include "../support/touchfile.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace gpuplanner;

class TestDataFiles : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString touch(const QString &relative) { return touchFile(m_dir, relative); }

private Q_SLOTS:
    void directoriesAreBesideAndUnderShare()
    {
        const QString bin = m_dir.filePath(QStringLiteral("a/bin"));
        const QStringList dirs = dataDirectories(bin);
        QCOMPARE(dirs.size(), 2);
        QCOMPARE(dirs[0], QDir::cleanPath(bin));
        QCOMPARE(dirs[1], QDir::cleanPath(m_dir.filePath(QStringLiteral("a/share/gpu-planner"))));
        // The default is this program's folder.
        QCOMPARE(dataDirectories().constFirst(),
                 QDir::cleanPath(QCoreApplication::applicationDirPath()));
    }

    void installedTreeIsFound()
    {
        const QString bin = m_dir.filePath(QStringLiteral("usr/bin"));
        QDir().mkpath(bin);
        const QString presets = touch(QStringLiteral("usr/share/gpu-planner/presets/models.json"));
        QCOMPARE(findDataFile(QStringLiteral("presets/models.json"), bin), presets);
    }

    void besideTheExecutableWins()
    {
        const QString installed = touch(QStringLiteral("b/share/gpu-planner/catalog.db"));
        const QString beside = touch(QStringLiteral("b/bin/catalog.db"));
        const QString bin = m_dir.filePath(QStringLiteral("b/bin"));
        QCOMPARE(findDataFile(QStringLiteral("catalog.db"), bin), beside);
        QFile::remove(beside);
        QCOMPARE(findDataFile(QStringLiteral("catalog.db"), bin), installed);
    }

    void missNamesEveryPlace()
    {
        const QString bin = m_dir.filePath(QStringLiteral("c/bin"));
        QVERIFY(findDataFile(QStringLiteral("translations/x.qm"), bin).isEmpty());
        const QString text = dataSearchText(QStringLiteral("translations/x.qm"), bin);
        QVERIFY2(text.contains(QDir::cleanPath(bin) + QStringLiteral("/translations/x.qm")),
                 qPrintable(text));
        QVERIFY2(text.contains(QDir::cleanPath(m_dir.filePath(QStringLiteral("c/share"))) +
                               QStringLiteral("/gpu-planner/translations/x.qm")),
                 qPrintable(text));
    }
};

QTEST_GUILESS_MAIN(TestDataFiles)
#include "tst_datafiles.moc"
