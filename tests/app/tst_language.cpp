// The language switcher (app/language.h): it installs the chosen language's translators
// over the English plural forms and removes the previous language's; the default QLocale
// follows; a language whose translation cannot be read leaves English with a warning; the
// switcher's end removes everything it installed. The .qm files are the built ones, copied
// beside the test (translations/), where an installed program finds them.
#include "datafiles.h"
#include "language.h"
#include "paths.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTest>

using namespace gpuplanner;

class TestLanguage : public QObject
{
    Q_OBJECT

private:
    static QString file() { return QCoreApplication::translate("gpuplanner::MainWindow", "&File"); }
    static QString instances(int n)
    {
        return QCoreApplication::translate("PlanWording", "Needs %n instance(s).", nullptr, n);
    }
    static QString cancel() { return QCoreApplication::translate("QPlatformTheme", "Cancel"); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(!translationFile(QStringLiteral("zh_CN")).startsWith(QLatin1Char(':')),
                 "the built gpu-planner_zh_CN.qm beside the test");
        QCOMPARE(file(), QStringLiteral("&File"));
    }

    void systemDefaultIsTheSystemsLanguage()
    {
        QCOMPARE(LanguageSwitcher::resolve(QString()), LanguageSwitcher::systemLanguage());
        QCOMPARE(LanguageSwitcher::resolve(QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
        const QString system = LanguageSwitcher::systemLanguage();
        QVERIFY(system == QLatin1String("en") || system == QLatin1String("zh_CN"));
        QCOMPARE(system == QLatin1String("zh_CN"),
                 QLocale::system().name().startsWith(QLatin1String("zh")));
    }

    // en → zh_CN → en: each switch installs the one and removes the other.
    void switchesInstallAndRemoveTranslators()
    {
        {
            LanguageSwitcher switcher;
            QVERIFY(switcher.language().isEmpty());
            QStringList warnings;
            QCOMPARE(switcher.apply(QStringLiteral("en"), &warnings), QStringLiteral("en"));
            QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(QLatin1Char('\n'))));
            QCOMPARE(file(), QStringLiteral("&File"));
            QCOMPARE(instances(2), QStringLiteral("Needs 2 instances.")); // plural forms
            QCOMPARE(QLocale().language(), QLocale::English);

            QCOMPARE(switcher.apply(QStringLiteral("zh_CN"), &warnings), QStringLiteral("zh_CN"));
            QCOMPARE(switcher.language(), QStringLiteral("zh_CN"));
            QCOMPARE(file(), QStringLiteral("文件(&F)"));
            QCOMPARE(instances(2), QStringLiteral("需要 2 台实例。"));
            QCOMPARE(QLocale().language(), QLocale::Chinese);

            QCOMPARE(switcher.apply(QStringLiteral("en"), &warnings), QStringLiteral("en"));
            QCOMPARE(file(), QStringLiteral("&File"));
            QCOMPARE(instances(1), QStringLiteral("Needs 1 instance."));
            QCOMPARE(instances(2), QStringLiteral("Needs 2 instances."));
            QCOMPARE(QLocale().language(), QLocale::English);

            // Twice the same language changes nothing; back to Chinese works again.
            QCOMPARE(switcher.apply(QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
            QCOMPARE(switcher.apply(QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
            QCOMPARE(file(), QStringLiteral("文件(&F)"));
        }
        // The switcher's end takes its translators with it, the plural forms too.
        QCOMPARE(file(), QStringLiteral("&File"));
        QCOMPARE(instances(2), QStringLiteral("Needs 2 instance(s)."));
    }

    // Qt's own dialogs follow: qtbase_zh_CN.qm is installed with Chinese and removed after.
    void qtsOwnTranslationFollows()
    {
        if (qtTranslationFile(QStringLiteral("zh_CN")).isEmpty())
            QSKIP("no qtbase_zh_CN.qm on this machine (qt6-translations-l10n)");
        QCOMPARE(cancel(), QStringLiteral("Cancel"));
        LanguageSwitcher switcher;
        QStringList warnings;
        switcher.apply(QStringLiteral("zh_CN"), &warnings);
        QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(QLatin1Char('\n'))));
        QCOMPARE(cancel(), QStringLiteral("取消"));
        switcher.apply(QStringLiteral("en"));
        QCOMPARE(cancel(), QStringLiteral("Cancel"));
    }

    // A language without a translation stays English and says why.
    void unreadableLanguageStaysEnglish()
    {
        LanguageSwitcher switcher;
        switcher.apply(QStringLiteral("zh_CN"));
        QStringList warnings;
        QCOMPARE(switcher.apply(QStringLiteral("xx_XX"), &warnings), QStringLiteral("en"));
        QCOMPARE(warnings.size(), 1);
        QVERIFY2(warnings.constFirst().contains(QStringLiteral("gpu-planner_xx_XX.qm")),
                 qPrintable(warnings.constFirst()));
        QCOMPARE(file(), QStringLiteral("&File")); // the Chinese one is gone
        QCOMPARE(QLocale().language(), QLocale::English);
    }
};

QTEST_GUILESS_MAIN(TestLanguage)
#include "tst_language.moc"
