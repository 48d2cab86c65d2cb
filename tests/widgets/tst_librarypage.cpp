// The library tab: it lists model, task, need per GPU and best cost from the index, the
// selection follows a renamed scenario (no jump to another row, also after the watcher's
// events), "Copy share code" confirms, a search keystroke reads no file, and the diff speaks
// in labels, units and the currency, has cost per million tokens for serving with the right
// percent change, and shows both scenarios' memory charts side by side.
#include "catalogrepository.h"
#include "library.h"
#include "librarymodel.h"
#include "librarypage.h"
#include "presets.h"

#include "../support/libraryfixtures.h"

#include <QApplication>
#include <QChartView>
#include <QClipboard>
#include <QDialog>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QLegend>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

using namespace gpuplanner;

class TestLibraryPage : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    PresetLibrary m_presets;
    std::unique_ptr<CatalogRepository> m_repo;

    Scenario serving(const QString &name, int batch) const
    {
        return fixtures::servingScenario(m_presets, name, batch);
    }

    static void selectRowOf(LibraryPage &page, const QString &path)
    {
        page.selectPath(path);
        QCOMPARE(page.selectedPaths(), QStringList{path});
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_presets.load());
        m_repo = std::make_unique<CatalogRepository>(QStringLiteral(GP_SHIPPED_CATALOG),
                                                     m_dir.filePath(QStringLiteral("o.db")));
        QVERIFY(m_repo->load());
    }

    void listsSummariesAndFollowsARename()
    {
        QTemporaryDir dir;
        ScenarioLibrary library(&m_presets);
        library.setCachePath(dir.filePath(QStringLiteral("cache/index.idx")));
        const QString folder = dir.filePath(QStringLiteral("lib"));
        QVERIFY(library.setFolder(folder));
        QStringList paths;
        for (const char *name : {"Alpha", "Bravo", "Charlie", "Delta"})
            paths << library.saveAsNew(serving(QString::fromLatin1(name), 4),
                                       QString::fromLatin1(name));
        LibraryPage page(&library, m_repo.get());
        page.resize(1280, 600);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QTRY_COMPARE_WITH_TIMEOUT(page.proxy()->rowCount(), 4, 5000);
        QTRY_VERIFY_WITH_TIMEOUT(!library.isIndexing(), 5000);

        // Model, task, need per GPU and best cost are listed.
        const QModelIndex first = page.proxy()->index(0, 0);
        auto text = [&](LibraryModel::Column c) {
            return page.proxy()->index(first.row(), int(c)).data().toString();
        };
        QCOMPARE(text(LibraryModel::Column::Name), QStringLiteral("Alpha"));
        QVERIFY(!text(LibraryModel::Column::Model).isEmpty());
        QCOMPARE(text(LibraryModel::Column::Task), LibraryModel::taskLabel(Task::Inference));
        QVERIFY(text(LibraryModel::Column::NeedPerGpu).endsWith(QLatin1String("GiB")));
        QVERIFY2(text(LibraryModel::Column::BestCost).contains(QLatin1String("/1M tokens")),
                 qPrintable(text(LibraryModel::Column::BestCost)));

        // "Bravo" renamed to "Zulu" sorts last now: the selection goes with it.
        selectRowOf(page, paths[1]);
        QVERIFY(page.renameSelectedTo(QStringLiteral("Zulu")));
        const QString renamed = QDir(folder).filePath(QStringLiteral("Zulu.gpuplan.json"));
        QCOMPARE(page.selectedPaths(), QStringList{renamed});
        QCOMPARE(page.table()->currentIndex().data(LibraryModel::PathRole).toString(), renamed);
        QCOMPARE(page.table()->currentIndex().row(), 3);
        QTest::qWait(600); // the watcher's events about the rename
        QCOMPARE(page.selectedPaths(), QStringList{renamed});
        QCOMPARE(page.proxy()->rowCount(), 4);

        // Someone else renames the selected scenario inside its file: it moves to its new
        // place in the order and stays selected.
        selectRowOf(page, paths[0]);
        QFile alpha(paths[0]);
        QVERIFY(alpha.open(QIODevice::ReadOnly));
        QByteArray bytes = alpha.readAll();
        alpha.close();
        bytes.replace("\"name\": \"Alpha\"", "\"name\": \"Yankee\"");
        QVERIFY(alpha.open(QIODevice::WriteOnly | QIODevice::Truncate));
        QVERIFY(alpha.write(bytes) == bytes.size());
        alpha.close();
        QTRY_COMPARE_WITH_TIMEOUT(page.table()->currentIndex().data().toString(),
                                  QStringLiteral("Yankee"), 5000);
        QCOMPARE(page.selectedPaths(), QStringList{paths[0]});
        QCOMPARE(page.table()->currentIndex().row(), 2); // Charlie, Delta, Yankee, Zulu

        // Renaming in place (the file name stays): still selected.
        selectRowOf(page, renamed);
        QVERIFY(page.renameSelectedTo(QStringLiteral("zulu")));
        QTest::qWait(300);
        QCOMPARE(page.selectedPaths().size(), 1);
        QCOMPARE(page.table()->currentIndex().data().toString(), QStringLiteral("zulu"));
    }

    // The first indexing runs on worker threads; the page shows how far it is, then hides it.
    // In a 1024 px window every column shows without a horizontal scroll bar: the name
    // takes what the others leave, and keeps room for a short name.
    void fitsA1024PixelWindow()
    {
        QTemporaryDir dir;
        ScenarioLibrary library(&m_presets);
        library.setCachePath(dir.filePath(QStringLiteral("cache/index.idx")));
        QVERIFY(library.setFolder(dir.filePath(QStringLiteral("lib"))));
        library.saveAsNew(serving(QStringLiteral("Qwen2.5 32B AWQ serving"), 4),
                          QStringLiteral("Qwen"));
        LibraryPage page(&library, m_repo.get());
        page.resize(1000, 600); // a 1024 px window less its frame and margins
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QTRY_COMPARE_WITH_TIMEOUT(page.proxy()->rowCount(), 1, 5000);
        auto *table = page.findChild<QTableView *>(QStringLiteral("scenarios"));
        QVERIFY(table);
        // Unshaped text, as in the window, also when the tab stands alone (its table's
        // repaints during a first indexing took 6–15 ms shaped); the font is otherwise the
        // application's.
        QVERIFY(table->font().styleStrategy() & QFont::PreferNoShaping);
        QCOMPARE(table->font().family(), QApplication::font().family());
        QApplication::processEvents();
        QVERIFY(!table->horizontalScrollBar()->isVisible());
        QVERIFY2(table->columnWidth(int(LibraryModel::Column::Name)) >= 120,
                 qPrintable(QString::number(table->columnWidth(0))));
    }

    // A fresh profile (issue 26 item 1): the tab is shown before any folder is chosen; a
    // folder chosen then lists its scenarios, and one saved into it afterwards too.
    void folderChosenOnAFreshProfileIsListed()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("team"));
        {
            ScenarioLibrary colleague(&m_presets);
            colleague.setCachePath(dir.filePath(QStringLiteral("other/index.idx")));
            QVERIFY(colleague.setFolder(folder));
            for (const char *name : {"Alpha", "Bravo", "Charlie"})
                QVERIFY(!colleague
                             .saveAsNew(serving(QString::fromLatin1(name), 2),
                                        QString::fromLatin1(name))
                             .isEmpty());
        }
        ScenarioLibrary library(&m_presets);
        library.setCachePath(dir.filePath(QStringLiteral("cache/index.idx")));
        LibraryPage page(&library, m_repo.get());
        page.resize(1024, 600);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QCOMPARE(page.proxy()->rowCount(), 0);
        QVERIFY(page.useFolder(folder));
        QTRY_COMPARE_WITH_TIMEOUT(page.proxy()->rowCount(), 3, 20000);
        QVERIFY(!library.saveAsNew(serving(QStringLiteral("Delta"), 3), QStringLiteral("Delta"))
                     .isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(page.proxy()->rowCount(), 4, 20000);
    }

    // A newcomer's library tab says what a library is and offers the examples; creating
    // them fills the list, and never overwrites a file of the same name (issue 26).
    void emptyLibraryOffersTheExamples()
    {
        QTemporaryDir dir;
        ScenarioLibrary library(&m_presets);
        library.setCachePath(dir.filePath(QStringLiteral("cache/index.idx")));
        LibraryPage page(&library, m_repo.get());
        page.resize(1024, 600);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        auto *note = page.findChild<QLabel *>(QStringLiteral("emptyNote"));
        auto *button = page.findChild<QPushButton *>(QStringLiteral("createExamples"));
        QVERIFY(note && button);
        QVERIFY(note->isVisible() && button->isVisible());
        QVERIFY2(note->text().startsWith(QStringLiteral("A team library is a folder")),
                 qPrintable(note->text()));
        const QString folder = dir.filePath(QStringLiteral("examples"));
        QVERIFY(QDir().mkpath(folder));
        QFile mine(QDir(folder).filePath(QStringLiteral("llama8b-lora.gpuplan.json")));
        QVERIFY(mine.open(QIODevice::WriteOnly));
        mine.write("{}"); // the user's own file of that name
        mine.close();
        QString error;
        QCOMPARE(page.createExamplesIn(folder, &error), 3);
        QCOMPARE(mine.size(), 2); // left alone
        QVERIFY(page.useFolder(folder));
        // The three examples and the user's file (listed, with what is wrong with it).
        QTRY_COMPARE_WITH_TIMEOUT(page.proxy()->rowCount(), 4, 20000);
        QTRY_VERIFY_WITH_TIMEOUT(!note->isVisible(), 20000);
        QCOMPARE(page.createExamplesIn(folder, &error), 0); // again: nothing overwritten
    }

    void showsIndexingProgress()
    {
        QTemporaryDir dir;
        ScenarioLibrary library(&m_presets);
        library.setCachePath(dir.filePath(QStringLiteral("cache/index.idx")));
        const QString folder = dir.filePath(QStringLiteral("lib"));
        QVERIFY(library.setFolder(folder));
        for (int i = 0; i < 12; ++i)
            QVERIFY(!library
                         .saveAsNew(serving(QStringLiteral("Plan %1").arg(i), 1 + i),
                                    QStringLiteral("Plan %1").arg(i))
                         .isEmpty());
        LibraryPage page(&library, m_repo.get());
        QSignalSpy progress(&library, &ScenarioLibrary::indexingProgress);
        int shownMax = 0;
        connect(&library, &ScenarioLibrary::indexingProgress, &page, [&] {
            if (page.indexingProgress()->isVisibleTo(&page))
                shownMax = std::max(shownMax, page.indexingProgress()->maximum());
        });
        page.resize(1280, 600);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QTRY_COMPARE_WITH_TIMEOUT(page.proxy()->rowCount(), 12, 20000);
        QTRY_VERIFY_WITH_TIMEOUT(!library.isIndexing(), 20000);
        QCOMPARE(shownMax, 12); // "Indexing: n of 12 files" while it ran
        QVERIFY(!page.indexingProgress()->isVisibleTo(&page));
        QCOMPARE(progress.last().at(1).toInt(), 0);
    }

    void shareCodeConfirmsAndSearchReadsNothing()
    {
        QTemporaryDir dir;
        ScenarioLibrary library(&m_presets);
        library.setCachePath(dir.filePath(QStringLiteral("cache/index.idx")));
        QVERIFY(library.setFolder(dir.filePath(QStringLiteral("lib"))));
        const QString path =
            library.saveAsNew(serving(QStringLiteral("Shared"), 2), QStringLiteral("Shared"));
        library.saveAsNew(serving(QStringLiteral("Other"), 2), QStringLiteral("Other"));
        LibraryPage page(&library, m_repo.get());
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QTRY_COMPARE_WITH_TIMEOUT(page.proxy()->rowCount(), 2, 5000);
        QTRY_VERIFY_WITH_TIMEOUT(!library.isIndexing(), 5000);

        selectRowOf(page, path);
        QSignalSpy messages(&page, &LibraryPage::statusMessage);
        QApplication::clipboard()->clear();
        page.findChild<QPushButton *>(QStringLiteral("share"))->click();
        QVERIFY(QApplication::clipboard()->text().startsWith(QLatin1String("GPUP1:")));
        QCOMPARE(messages.count(), 1);
        const QString message = messages.first().first().toString();
        QVERIFY2(message.contains(QLatin1String("Shared")) &&
                     message.contains(QLatin1String("clipboard")),
                 qPrintable(message));

        const int reads = library.indexStats().reads;
        QTest::keyClicks(page.searchBox(), QStringLiteral("shar"));
        QCOMPARE(page.proxy()->rowCount(), 1);
        QCOMPARE(library.indexStats().reads, reads);
        page.searchBox()->clear();
        QCOMPARE(page.proxy()->rowCount(), 2);
    }

    void diffSpeaksInLabelsUnitsAndCurrency()
    {
        QTemporaryDir dir;
        ScenarioLibrary library(&m_presets);
        library.setCachePath(dir.filePath(QStringLiteral("cache/index.idx")));
        QVERIFY(library.setFolder(dir.filePath(QStringLiteral("lib"))));
        Scenario a = serving(QStringLiteral("Small batch"), 1);
        Scenario b = serving(QStringLiteral("Large batch"), 32);
        b.workload.promptLen = 2048;
        const QString pa = library.saveAsNew(a, a.name);
        const QString pb = library.saveAsNew(b, b.name);
        LibraryPage page(&library, m_repo.get());
        std::unique_ptr<QDialog> dialog(page.makeDiffDialog({pa, pb}));
        QVERIFY(dialog);
        const QString text =
            dialog->findChild<QTextBrowser *>(QStringLiteral("diffView"))->toPlainText();
        QVERIFY2(!text.contains(QLatin1String("inputs.")) && !text.contains(QLatin1String("plan.")),
                 qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("Prompt length")) &&
                     text.contains(QLatin1String("1024 tokens")) &&
                     text.contains(QLatin1String("Batch size")),
                 qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("Cost per million tokens")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("CNY")), qPrintable(text));
        // The percent change of cost per million tokens is the one of its numbers.
        const ScenarioDiff d =
            diffScenarios(*library.open(pa), *library.open(pb), *m_repo->snapshot());
        QVERIFY(d.costPerMillionA && d.costPerMillionB);
        QVERIFY(*d.costPerMillionB < *d.costPerMillionA); // larger batches: cheaper tokens
        QVERIFY2(text.contains(percentChange(*d.costPerMillionA, *d.costPerMillionB)),
                 qPrintable(text));
        QVERIFY(percentChange(*d.costPerMillionA, *d.costPerMillionB).startsWith(QChar(0x2212)));
        // Both scenarios' charts, side by side.
        auto *chartA = dialog->findChild<QChartView *>(QStringLiteral("chartA"));
        auto *chartB = dialog->findChild<QChartView *>(QStringLiteral("chartB"));
        QVERIFY(chartA && chartB);
        dialog->show();
        QVERIFY(QTest::qWaitForWindowExposed(dialog.get()));
        QVERIFY(chartA->geometry().right() <= chartB->geometry().left());
        QCOMPARE(chartA->geometry().top(), chartB->geometry().top());
    }

    // Issue 26 item 12: the diff dialog of two scenarios fits a 1024×700 screen (it was
    // 900×720), its one legend under both charts is whole, and two training scenarios are
    // not said to differ in the serving fields neither uses (prompt length, engine, vLLM's
    // settings); against a serving scenario those fields are listed.
    void diffFitsTheScreenAndListsWhatApplies()
    {
        QTemporaryDir dir;
        ScenarioLibrary library(&m_presets);
        library.setCachePath(dir.filePath(QStringLiteral("cache/index.idx")));
        QVERIFY(library.setFolder(dir.filePath(QStringLiteral("lib"))));
        Scenario a = serving(QStringLiteral("LoRA small"), 1);
        Scenario b = serving(QStringLiteral("LoRA large"), 4);
        a.workload.task = b.workload.task = Task::Lora;
        b.workload.promptLen = 4096;      // serving only
        b.workload.engine = Engine::Vllm; // serving only
        b.workload.maxNumSeqs = 64;       // vLLM only
        b.plan.servingHours = a.plan.servingHours + 100;
        Scenario c = serving(QStringLiteral("Serve"), 8);
        c.workload.promptLen = 2048;
        const QString pa = library.saveAsNew(a, a.name);
        const QString pb = library.saveAsNew(b, b.name);
        const QString pc = library.saveAsNew(c, c.name);
        LibraryPage page(&library, m_repo.get());
        page.resize(1000, 640);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));

        std::unique_ptr<QDialog> dialog(page.makeDiffDialog({pa, pb}));
        QVERIFY(dialog);
        const QString text =
            dialog->findChild<QTextBrowser *>(QStringLiteral("diffView"))->toPlainText();
        QVERIFY2(text.contains(QLatin1String("Batch size")), qPrintable(text));
        for (const char *serving : {"Prompt length", "Serving engine", "Concurrent sequences",
                                    "Serving time", "vllm", "4096"})
            QVERIFY2(!text.contains(QLatin1String(serving)), qPrintable(text));

        // No larger than the screen, its frame's title bar included.
        const QRect available = page.screen()->availableGeometry();
        QVERIFY2(dialog->height() < available.height() && dialog->width() <= available.width(),
                 qPrintable(QStringLiteral("%1×%2 on %3×%4")
                                .arg(dialog->width())
                                .arg(dialog->height())
                                .arg(available.width())
                                .arg(available.height())));
        // One legend under both charts, every part named in it and none cut.
        auto *legend = dialog->findChild<QLabel *>(QStringLiteral("memoryLegend"));
        QVERIFY(legend);
        for (QChartView *chart : dialog->findChildren<QChartView *>())
            QVERIFY(!chart->chart()->legend()->isVisible());
        for (const char *part :
             {"Weights", "Gradients", "Optimizer states", "Activations", "KV cache", "Overhead"})
            QVERIFY2(legend->text().contains(QLatin1String(part)), qPrintable(legend->text()));
        dialog->show();
        QVERIFY(QTest::qWaitForWindowExposed(dialog.get()));
        QVERIFY(legend->isVisible());
        QVERIFY2(legend->height() >= legend->heightForWidth(legend->width()),
                 qPrintable(QString::number(legend->height())));
        QVERIFY(dialog->rect().contains(legend->geometry()));
        dialog->hide();

        // A training scenario against a serving one: the serving fields are listed.
        std::unique_ptr<QDialog> mixed(page.makeDiffDialog({pa, pc}));
        QVERIFY(mixed);
        const QString mixedText =
            mixed->findChild<QTextBrowser *>(QStringLiteral("diffView"))->toPlainText();
        QVERIFY2(mixedText.contains(QLatin1String("Task")) &&
                     mixedText.contains(QLatin1String("Prompt length")),
                 qPrintable(mixedText));
    }

    void percentChangeWording_data()
    {
        QTest::addColumn<double>("a");
        QTest::addColumn<double>("b");
        QTest::addColumn<QString>("text");
        QTest::newRow("halved") << 2.0 << 1.0 << QStringLiteral("−50 %");
        QTest::newRow("grew") << 8.0 << 9.0 << QStringLiteral("+12.5 %");
        QTest::newRow("same") << 3.0 << 3.0 << QStringLiteral("no change");
        QTest::newRow("from zero") << 0.0 << 3.0 << QString();
        QTest::newRow("tripled") << 1.0 << 3.0 << QStringLiteral("+200 %");
    }

    void percentChangeWording()
    {
        QFETCH(double, a);
        QFETCH(double, b);
        QFETCH(QString, text);
        QCOMPARE(percentChange(a, b), text);
    }

    void diffFieldsHaveLabels()
    {
        QCOMPARE(diffFieldLabel(QStringLiteral("inputs.prompt_len")).label,
                 QStringLiteral("Prompt length"));
        QCOMPARE(diffFieldLabel(QStringLiteral("inputs.prompt_len")).unit,
                 QStringLiteral("tokens"));
        QCOMPARE(diffFieldLabel(QStringLiteral("plan.budget"), QStringLiteral("USD")).unit,
                 QStringLiteral("USD"));
        // Every field a scenario writes has a label of its own.
        const nlohmann::json j = scenarioToJson(newScenario());
        for (const char *section : {"inputs", "plan"}) {
            for (auto it = j.at(section).begin(); it != j.at(section).end(); ++it) {
                if (it.value().is_object())
                    continue;
                const QString key = QStringLiteral("%1.%2").arg(QLatin1String(section),
                                                                QString::fromStdString(it.key()));
                const QString label = diffFieldLabel(key).label;
                QVERIFY2(!label.contains(QLatin1Char('_')) && label != key, qPrintable(key));
                QVERIFY2(label.at(0).isUpper(), qPrintable(key + QLatin1String(": ") + label));
            }
        }
    }
};

QTEST_MAIN(TestLibraryPage)
#include "tst_librarypage.moc"
