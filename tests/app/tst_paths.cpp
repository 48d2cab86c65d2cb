// Translations and the catalog of an installed tree: the installed .qm files win over the
// embedded copy, Qt's own Chinese comes from beside ours or from Qt's folder, and a
// catalog that is nowhere says where it was looked for.
#include "datafiles.h"
#include "paths.h"

#include "../support/touchfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QLibraryInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace gpuplanner;

class TestPaths : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString touch(const QString &relative) { return touchFile(m_dir, relative); }

private Q_SLOTS:
    void appTranslationPrefersInstalled()
    {
        const QString bin = m_dir.filePath(QStringLiteral("a/bin"));
        QCOMPARE(translationFile(QStringLiteral("zh_CN"), bin),
                 QStringLiteral(":/i18n/gpu-planner_zh_CN.qm"));
        const QString qm =
            touch(QStringLiteral("a/share/gpu-planner/translations/gpu-planner_zh_CN.qm"));
        QCOMPARE(translationFile(QStringLiteral("zh_CN"), bin), qm);
    }

    void qtTranslationPrefersInstalledThenQt()
    {
        const QString bin = m_dir.filePath(QStringLiteral("b/bin"));
        const QString qt =
            QLibraryInfo::path(QLibraryInfo::TranslationsPath) + QStringLiteral("/qtbase_zh_CN.qm");
        QCOMPARE(qtTranslationFile(QStringLiteral("zh_CN"), bin),
                 QFileInfo::exists(qt) ? qt : QString());
        const QString qm =
            touch(QStringLiteral("b/share/gpu-planner/translations/qtbase_zh_CN.qm"));
        QCOMPARE(qtTranslationFile(QStringLiteral("zh_CN"), bin), qm);
        QVERIFY(qtTranslationFile(QStringLiteral("xx_XX"), bin).isEmpty());
        const QString searched = qtTranslationSearchText(QStringLiteral("xx_XX"), bin);
        QVERIFY2(searched.contains(QDir::cleanPath(m_dir.filePath(QStringLiteral("b/share"))) +
                                   QStringLiteral("/gpu-planner/translations/qtbase_xx_XX.qm")),
                 qPrintable(searched));
        QVERIFY2(searched.contains(QLibraryInfo::path(QLibraryInfo::TranslationsPath) +
                                   QStringLiteral("/qtbase_xx_XX.qm")),
                 qPrintable(searched));
    }

    void catalogErrorKeepsAChosenFilesMessage()
    {
        // --catalog given: the loader's own message (it names the file) stays.
        QCOMPARE(catalogLoadError(QStringLiteral("/x/c.db"), QStringLiteral("/x/c.db: gone")),
                 QStringLiteral("/x/c.db: gone"));
    }

    void missingCatalogSaysWhereItWasLookedFor()
    {
        // This test's folder (build/tests) has no catalog.db beside it nor in
        // ../share/gpu-planner: the message names both places and the way out.
        qunsetenv("GPU_PLANNER_CATALOG");
        const QString dir = QDir::cleanPath(QCoreApplication::applicationDirPath());
        const QString message = catalogLoadError(QString(), QStringLiteral("loader message"));
        QVERIFY2(message.contains(dir + QStringLiteral("/catalog.db")), qPrintable(message));
        QVERIFY2(message.contains(QDir::cleanPath(dir + QStringLiteral("/../share/gpu-planner")) +
                                  QStringLiteral("/catalog.db")),
                 qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("--catalog")), qPrintable(message));
        QCOMPARE(defaultCatalogPath(), dir + QStringLiteral("/catalog.db"));
    }
};

QTEST_GUILESS_MAIN(TestPaths)
#include "tst_paths.moc"
