// View ▸ Language switches the window at once (issue 10 item 3): with a scenario open and
// edits on its undo stack, en → zh_CN → en changes the menu titles, the tab titles and the
// labels of every created page, while the scenario, its undo stack (count, index, clean
// state), the open file, the current tab and the undo history stay; Ctrl+Z still undoes;
// no two of the window's actions share a shortcut; the choice is stored. Settings'
// language box applies at once too, and the manual follows.
#include "catalogbrowser.h"
#include "catalogfilterproxy.h"
#include "catalogrepository.h"
#include "catalogtablemodel.h"
#include "comparisonpage.h"
#include "estimatorpage.h"
#include "language.h"
#include "librarypage.h"
#include "mainwindow.h"
#include "presets.h"
#include "scenariodocument.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <QUndoStack>

#include <map>
#include <memory>

using namespace gpuplanner;

class TestLanguageSwitch : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    PresetLibrary m_presets;
    std::unique_ptr<CatalogRepository> m_repo;
    std::unique_ptr<QSettings> m_settings;

    static bool hasChinese(const QString &text)
    {
        for (const QChar c : text) {
            if (c.unicode() >= 0x4e00 && c.unicode() <= 0x9fff)
                return true;
        }
        return false;
    }

    static QStringList sorted(QStringList list)
    {
        list.sort();
        return list;
    }

    static QStringList menuTitles(MainWindow &window)
    {
        QStringList titles;
        for (QAction *a : window.menuBar()->actions())
            titles << a->text();
        return titles;
    }

    static QStringList tabTitles(MainWindow &window)
    {
        QStringList titles;
        for (int i = 0; i < window.tabs()->count(); ++i)
            titles << window.tabs()->tabText(i);
        return titles;
    }

    // The labels of a page, Chinese or not.
    static int chineseLabels(QWidget *page, bool chinese)
    {
        int n = 0;
        for (QLabel *l : page->findChildren<QLabel *>())
            n += !l->text().isEmpty() && hasChinese(l->text()) == chinese;
        return n;
    }

    // The undo steps' texts, as the history lists them.
    static QStringList stepTexts(MainWindow &window)
    {
        QStringList texts;
        const QUndoStack *stack = window.document()->undoStack();
        for (int i = 0; i < stack->count(); ++i)
            texts << stack->text(i);
        return texts;
    }

    static QWidget *page(MainWindow &window, int tab) { return window.tabs()->widget(tab); }

    // Every shortcut of the window's actions belongs to one action only (an old language's
    // action left behind would make it ambiguous).
    static QString duplicateShortcut(MainWindow &window)
    {
        std::map<QString, QString> owner;
        for (QAction *a : window.findChildren<QAction *>()) {
            // A key bound only while one widget has focus (a table's Copy rows) is its own:
            // the same key on another table is not a clash.
            const bool local = a->shortcutContext() == Qt::WidgetShortcut ||
                               a->shortcutContext() == Qt::WidgetWithChildrenShortcut;
            const QString scope =
                local ? QString::number(quintptr(a->parent()), 16) + QLatin1Char(':') : QString();
            for (const QKeySequence &k : a->shortcuts()) {
                const QString key = scope + k.toString(QKeySequence::PortableText);
                if (owner.count(key))
                    return key + QStringLiteral(": ") + owner[key] + QStringLiteral(" / ") +
                           a->text();
                owner[key] = a->text();
            }
        }
        return {};
    }

    static QAction *languageAction(MainWindow &window, const QString &code)
    {
        auto *menu = window.findChild<QMenu *>(QStringLiteral("languageMenu"));
        if (!menu)
            return nullptr;
        for (QAction *a : menu->actions()) {
            if (a->data().toString() == code)
                return a;
        }
        return nullptr;
    }

    // What must survive a switch.
    struct State {
        std::string json;
        int count = 0;
        int index = 0;
        bool clean = false;
        int tab = 0;
        QString path;
        bool modified = false;
        QStringList recent;
        QDockWidget *history = nullptr;
    };

    static State state(MainWindow &window)
    {
        QUndoStack *stack = window.document()->undoStack();
        return {scenarioToJson(window.document()->scenario()).dump(),
                stack->count(),
                stack->index(),
                stack->isClean(),
                window.tabs()->currentIndex(),
                window.scenarioPath(),
                window.isWindowModified(),
                window.recentFiles(),
                window.undoHistory()};
    }

    static void checkState(MainWindow &window, const State &expected)
    {
        const State now = state(window);
        QCOMPARE(now.json, expected.json);
        QCOMPARE(now.count, expected.count);
        QCOMPARE(now.index, expected.index);
        QCOMPARE(now.clean, expected.clean);
        QCOMPARE(now.tab, expected.tab);
        QCOMPARE(now.path, expected.path);
        QCOMPARE(now.modified, expected.modified);
        QCOMPARE(now.recent, expected.recent);
        QCOMPARE(now.history, expected.history);
        // The pages made again edit the same document.
        QCOMPARE(window.estimatorPage()->document(), window.document());
        QCOMPARE(window.comparisonPage()->document(), window.document());
        QCOMPARE(window.findChildren<QAction *>(QStringLiteral("undoAction")).size(), 1);
        QCOMPARE(window.findChildren<QMenuBar *>().size(), 1);
        QCOMPARE(window.recentMenu()->actions().size(), expected.recent.size() + 2);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_presets.load());
        m_repo = std::make_unique<CatalogRepository>(QStringLiteral(GP_SHIPPED_CATALOG),
                                                     m_dir.filePath(QStringLiteral("overlay.db")));
        QVERIFY(m_repo->load());
        m_settings = std::make_unique<QSettings>(m_dir.filePath(QStringLiteral("s.ini")),
                                                 QSettings::IniFormat);
        m_settings->setValue(QStringLiteral("library/folder"),
                             m_dir.filePath(QStringLiteral("lib")));
        QDir().mkpath(m_dir.filePath(QStringLiteral("lib")));
    }

    void switchesAtOnceAndKeepsTheScenario()
    {
        MainWindow window(m_repo.get(), &m_presets, m_settings.get());
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(window.saveScenarioAs(m_dir.filePath(QStringLiteral("open.gpuplan.json"))));
        // Three edits and an undo: index 2 of 3, not clean.
        window.estimatorPage()->findChild<QSpinBox *>(QStringLiteral("batch"))->setValue(6);
        window.comparisonPage()->findChild<QDoubleSpinBox *>(QStringLiteral("mfu"))->setValue(0.5);
        window.estimatorPage()->findChild<QSpinBox *>(QStringLiteral("gpusPerNode"))->setValue(2);
        window.undoAction()->trigger();
        // What pages keep: the catalog's hidden columns, the comparison's chart pane.
        const QStringList hidden = {
            CatalogTableModel::columnKey(CatalogTableModel::Column::PriceSource),
            CatalogTableModel::columnKey(CatalogTableModel::Column::PricePerGib)};
        window.catalogBrowser()->setHiddenColumns(hidden);
        QCOMPARE(sorted(window.catalogBrowser()->hiddenColumns()), sorted(hidden));
        window.comparisonPage()->setChartsShown(false);
        window.libraryPage();
        window.tabs()->setCurrentIndex(MainWindow::ComparisonTab);
        window.showManual();
        QVERIFY(window.manualBrowser()->source().toString().contains(QLatin1String("/en/")));
        window.manualDialog()->hide();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(window.document()->undoStack()->index(), 1);
        window.redoAction()->trigger();
        const State before = state(window);
        QCOMPARE(before.count, 3);
        QCOMPARE(before.index, 2);
        QVERIFY(!before.clean && before.modified);
        const QStringList englishMenus = menuTitles(window);
        const QStringList englishTabs = tabTitles(window);
        QCOMPARE(englishMenus.constFirst(), QStringLiteral("&File"));
        QCOMPARE(englishTabs.constFirst(), QStringLiteral("Catalog"));
        QVERIFY2(duplicateShortcut(window).isEmpty(), qPrintable(duplicateShortcut(window)));
        // Watched, not compared by address: the new page may be allocated where the
        // deleted one was.
        const QPointer<QWidget> oldEstimator = window.estimatorPage();
        QVERIFY(oldEstimator);
        const QStringList englishSteps = stepTexts(window);
        QCOMPARE(englishSteps.constFirst(), QStringLiteral("Change Concurrent sequences"));
        const QString englishUndo = window.undoAction()->text();

        // View ▸ Language ▸ 中文（简体）.
        QAction *chinese = languageAction(window, QStringLiteral("zh_CN"));
        QVERIFY(chinese);
        chinese->trigger();
        QTRY_COMPARE(menuTitles(window).constFirst(), QStringLiteral("文件(&F)"));
        QCOMPARE(m_settings->value(QStringLiteral("ui/language")).toString(),
                 QStringLiteral("zh_CN"));
        QVERIFY(languageAction(window, QStringLiteral("zh_CN"))->isChecked());
        for (const QString &title : menuTitles(window))
            QVERIFY2(hasChinese(title), qPrintable(title));
        for (const QString &title : tabTitles(window))
            QVERIFY2(hasChinese(title), qPrintable(title));
        for (int t = 0; t < MainWindow::TabCount; ++t) {
            QVERIFY(window.isTabCreated(MainWindow::Tab(t)));
            QVERIFY2(chineseLabels(page(window, t), true) > 0, qPrintable(QString::number(t)));
        }
        QVERIFY(oldEstimator.isNull()); // deleted and made again
        QVERIFY(window.estimatorPage());
        QCOMPARE(sorted(window.catalogBrowser()->hiddenColumns()), sorted(hidden));
        QVERIFY(!window.comparisonPage()->chartsShown());
        QVERIFY(hasChinese(window.undoAction()->text()));
        // The steps made in English are named in Chinese now, in the history and in
        // Edit ▸ Undo (whose text names the step to undo).
        for (const QString &step : stepTexts(window))
            QVERIFY2(hasChinese(step) && !step.contains(QLatin1String("Change")), qPrintable(step));
        QVERIFY2(window.undoAction()->text().contains(stepTexts(window).at(1)),
                 qPrintable(window.undoAction()->text()));
        QVERIFY(hasChinese(window.undoHistory()->windowTitle()));
        QVERIFY2(hasChinese(window.windowTitle()), qPrintable(window.windowTitle())); // 规划台
        QVERIFY(window.manualBrowser()->source().toString().contains(QLatin1String("/zh_CN/")));
        QVERIFY(hasChinese(window.manualBrowser()->toPlainText()));
        QVERIFY(hasChinese(window.manualDialog()->windowTitle()));
        checkState(window, before);
        QVERIFY2(duplicateShortcut(window).isEmpty(), qPrintable(duplicateShortcut(window)));

        // Ctrl+Z still undoes, Ctrl+Shift+Z redoes (the window's new actions).
        QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(window.document()->undoStack()->index(), 1);
        QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(window.document()->undoStack()->index(), 2);

        // Back to English.
        window.setLanguage(QStringLiteral("en"));
        QCOMPARE(menuTitles(window), englishMenus);
        QCOMPARE(tabTitles(window), englishTabs);
        QCOMPARE(m_settings->value(QStringLiteral("ui/language")).toString(), QStringLiteral("en"));
        for (int t = 0; t < MainWindow::TabCount; ++t) {
            QVERIFY2(chineseLabels(page(window, t), false) > 0, qPrintable(QString::number(t)));
            QCOMPARE(chineseLabels(page(window, t), true), 0);
        }
        QVERIFY(window.manualBrowser()->source().toString().contains(QLatin1String("/en/")));
        QCOMPARE(sorted(window.catalogBrowser()->hiddenColumns()), sorted(hidden));
        QVERIFY(!window.comparisonPage()->chartsShown());
        checkState(window, before);
        QCOMPARE(stepTexts(window), englishSteps);
        QCOMPARE(window.undoAction()->text(), englishUndo);
        QVERIFY2(duplicateShortcut(window).isEmpty(), qPrintable(duplicateShortcut(window)));
        QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(window.document()->undoStack()->index(), 1);
        window.document()->undoStack()->setClean(); // no question about saving
    }

    // Issue 26 item 12: what the pages show survives a switch: the catalog's search and
    // filters (and its rows), the estimate's unfolded Advanced section and the "What fits?"
    // answer, worded in the new language; an untitled scenario is named in it, and the
    // switch is no edit.
    void switchKeepsWhatThePagesShow()
    {
        QTemporaryDir settingsDir;
        QSettings settings(settingsDir.filePath(QStringLiteral("keep.ini")), QSettings::IniFormat);
        settings.setValue(QStringLiteral("ui/language"), QStringLiteral("en"));
        MainWindow window(m_repo.get(), &m_presets, &settings);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.scenarioName(), QStringLiteral("Untitled scenario"));

        CatalogBrowser *catalog = window.catalogBrowser();
        auto *minGpus = catalog->findChild<QSpinBox *>(QStringLiteral("minGpus"));
        auto *rdma = catalog->findChild<QComboBox *>(QStringLiteral("rdma"));
        auto *search = catalog->findChild<QLineEdit *>(QStringLiteral("search"));
        QVERIFY(minGpus && rdma && search);
        const int all = catalog->proxy()->rowCount();
        minGpus->setValue(8);
        rdma->setCurrentIndex(1); // RDMA / eRDMA
        search->setText(QStringLiteral("gn"));
        const int shown = catalog->proxy()->rowCount();
        QVERIFY2(shown > 0 && shown < all,
                 qPrintable(QStringLiteral("%1 of %2").arg(shown).arg(all)));

        EstimatorPage *estimate = window.estimatorPage();
        auto *advanced = estimate->findChild<QGroupBox *>(QStringLiteral("advanced"));
        QVERIFY(advanced && !advanced->isChecked());
        advanced->setChecked(true);
        auto *variable = estimate->findChild<QComboBox *>(QStringLiteral("solveVariable"));
        QVERIFY(variable && variable->count() == 2);
        variable->setCurrentIndex(1);
        const int variableData = variable->currentData().toInt();
        estimate->solveNow();
        QVERIFY(estimate->solveResult());
        const SolveResult answer = *estimate->solveResult();
        const QString english = estimate->solveAnswerText();
        QVERIFY(!hasChinese(english));
        QVERIFY(!window.isWindowModified());

        window.setLanguage(QStringLiteral("zh_CN"));
        QCOMPARE(menuTitles(window).constFirst(), QStringLiteral("文件(&F)"));
        catalog = window.catalogBrowser();
        QCOMPARE(catalog->findChild<QSpinBox *>(QStringLiteral("minGpus"))->value(), 8);
        QCOMPARE(catalog->findChild<QComboBox *>(QStringLiteral("rdma"))->currentIndex(), 1);
        QCOMPARE(catalog->findChild<QLineEdit *>(QStringLiteral("search"))->text(),
                 QStringLiteral("gn"));
        QCOMPARE(catalog->proxy()->rowCount(), shown);
        estimate = window.estimatorPage();
        QVERIFY(estimate->findChild<QGroupBox *>(QStringLiteral("advanced"))->isChecked());
        QCOMPARE(estimate->findChild<QComboBox *>(QStringLiteral("solveVariable"))
                     ->currentData()
                     .toInt(),
                 variableData);
        QVERIFY(estimate->solveResult());
        QCOMPARE(estimate->solveResult()->value, answer.value);
        QCOMPARE(int(estimate->solveResult()->variable), int(answer.variable));
        QVERIFY2(hasChinese(estimate->solveAnswerText()), qPrintable(estimate->solveAnswerText()));
        QCOMPARE(window.scenarioName(), QStringLiteral("未命名方案"));
        QVERIFY2(window.windowTitle().startsWith(QStringLiteral("未命名方案")),
                 qPrintable(window.windowTitle()));
        QVERIFY(!window.isWindowModified());
        QCOMPARE(window.document()->undoStack()->count(), 0);

        // And back: the same, in English again.
        window.setLanguage(QStringLiteral("en"));
        QCOMPARE(window.catalogBrowser()->proxy()->rowCount(), shown);
        QVERIFY(window.estimatorPage()
                    ->findChild<QGroupBox *>(QStringLiteral("advanced"))
                    ->isChecked());
        QCOMPARE(window.estimatorPage()->solveAnswerText(), english);
        QCOMPARE(window.scenarioName(), QStringLiteral("Untitled scenario"));
        QVERIFY(!window.isWindowModified());
    }

    // Edit ▸ Settings: the language box applies at once when OK is pressed.
    void settingsLanguageAppliesAtOnce()
    {
        m_settings->setValue(QStringLiteral("ui/language"), QStringLiteral("en"));
        MainWindow window(m_repo.get(), &m_presets, m_settings.get());
        aliyun::CredentialSources nowhere; // no keychain, no config file, no environment
        nowhere.environment = QProcessEnvironment();
        window.setCredentialSources(nowhere);
        window.estimatorPage();
        QTimer::singleShot(0, this, [] {
            auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            QComboBox *language = nullptr;
            for (QComboBox *box : dialog->findChildren<QComboBox *>()) {
                if (box->findData(QStringLiteral("zh_CN")) >= 0)
                    language = box;
            }
            QVERIFY(language);
            language->setCurrentIndex(language->findData(QStringLiteral("zh_CN")));
            dialog->accept();
        });
        window.findChild<QAction *>(QStringLiteral("settingsAction"))->trigger();
        QTRY_COMPARE(menuTitles(window).constFirst(), QStringLiteral("文件(&F)"));
        QCOMPARE(m_settings->value(QStringLiteral("ui/language")).toString(),
                 QStringLiteral("zh_CN"));
        QVERIFY(chineseLabels(window.estimatorPage(), true) > 0);
        window.setLanguage(QStringLiteral("en"));
        QCOMPARE(menuTitles(window).constFirst(), QStringLiteral("&File"));
        // System default: stored as "", shown in the system's language.
        window.setLanguage(QString());
        QVERIFY(m_settings->contains(QStringLiteral("ui/language")));
        QCOMPARE(m_settings->value(QStringLiteral("ui/language")).toString(), QString());
        QCOMPARE(menuTitles(window).constFirst(),
                 LanguageSwitcher::systemLanguage() == QLatin1String("zh_CN")
                     ? QStringLiteral("文件(&F)")
                     : QStringLiteral("&File"));
        QVERIFY(languageAction(window, QString())->isChecked());
    }
};

QTEST_MAIN(TestLanguageSwitch)
#include "tst_languageswitch.moc"
