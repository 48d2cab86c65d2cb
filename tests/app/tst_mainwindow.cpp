// The window's import as a user does it: a price sheet appears in the catalog tab; a
// DescribePrice file asks what it prices; a malformed file is refused with a message box
// and nothing changes. Every catalog change (import, entered price, reset) made while the
// comparison tab shows a plan leaves the table and charts computed from the new catalog.
// Modal dialogs are answered from a timer.
#include "catalogbrowser.h"
#include "catalogfilterproxy.h"
#include "catalogrepository.h"
#include "catalogtablemodel.h"
#include "comparisonpage.h"
#include "estimatorpage.h"
#include "library.h"
#include "mainwindow.h"
#include "plantablemodel.h"
#include "presets.h"
#include "pricedialog.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QMessageBox>
#include <QPushButton>
#include <QScatterSeries>
#include <QScrollBar>
#include <QSettings>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <set>

using namespace gpuplanner;

// A failure inside the helper ends the test function, not only the helper.
#define CHECK_PLAN_MATCHES_CATALOG()                                                               \
    do {                                                                                           \
        checkPlanMatchesCatalog(window, repo);                                                     \
        if (QTest::currentTestFailed())                                                            \
            return;                                                                                \
    } while (false)

class TestMainWindow : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString write(const QString &name, const QByteArray &content)
    {
        QFile f(m_dir.filePath(name));
        if (f.open(QIODevice::WriteOnly))
            f.write(content);
        return f.fileName();
    }

    // Calls answer(dialog) on the next modal dialog that opens.
    template <typename Dialog, typename Answer>
    void whenModal(Answer answer)
    {
        QTimer::singleShot(0, this, [this, answer] {
            auto *dialog = qobject_cast<Dialog *>(QApplication::activeModalWidget());
            if (!dialog) {
                whenModal<Dialog>(answer);
                return;
            }
            answer(dialog);
        });
    }

    static QAction *actionWithShortcut(QWidget *window, const QKeySequence &keys)
    {
        for (QAction *a : window->findChildren<QAction *>()) {
            if (a->shortcut() == keys)
                return a;
        }
        return nullptr;
    }

    // The comparison tab shows the plan of the repository's current catalog: the same rows
    // as makePlan gives now, one per instance type, and charts drawn from those rows.
    static void checkPlanMatchesCatalog(MainWindow &window, CatalogRepository &repo)
    {
        ComparisonPage *page = window.comparisonPage();
        // A change is picked up by the next recompute (a short timer), not at once.
        QTRY_VERIFY(page->model()->plan()->catalog == repo.snapshot());
        const Plan direct = makePlan(window.estimatorPage()->workload(), repo.catalog(),
                                     page->options(), page->sortKey());
        QCOMPARE(page->model()->rowCount(), int(repo.catalog().types().size()));
        QCOMPARE(page->model()->rowCount(), int(direct.rows.size()));
        QCOMPARE(page->view()->model()->rowCount(), page->model()->rowCount()); // show all
        const bool training = page->model()->isTraining();
        std::set<std::string> families;
        int withTimeAndCost = 0;
        for (int i = 0; i < page->model()->rowCount(); ++i) {
            const PlanRow &shown = page->model()->rowAt(i);
            const PlanRow &expected = direct.rows[std::size_t(i)];
            QCOMPARE(shown.type->id, expected.type->id);
            QCOMPARE(shown.type, repo.catalog().type(shown.type->id));
            QCOMPARE(shown.pricePerHour, expected.pricePerHour);
            QCOMPARE(shown.totalCost, expected.totalCost);
            const auto cost = training ? shown.totalCost : shown.costPerMillionTokens;
            const auto time = training ? shown.hours : shown.tokensPerSecond;
            if (shown.verdict != Verdict::DoesNotFit && cost) {
                families.insert(shown.type->familyId);
                withTimeAndCost += time.has_value();
            }
        }
        auto *bars = qobject_cast<QBarSeries *>(page->costChart()->series().constFirst());
        QVERIFY(bars);
        QCOMPARE(bars->barSets().constFirst()->count(), int(families.size()));
        auto *points = qobject_cast<QScatterSeries *>(page->paretoChart()->series().constFirst());
        QVERIFY(points);
        QCOMPARE(points->count(), withTimeAndCost);
        for (QChart *chart : {page->costChart(), page->vramChart(), page->paretoChart()})
            QCOMPARE(chart->axes().size(), 2); // replaced, not piling up
        const QString selected = page->selectedType();
        QVERIFY(!selected.isEmpty());
        QVERIFY(repo.catalog().type(selected.toStdString()));
        QCOMPARE(page->view()->selectionModel()->selectedRows().size(), 1);
        QVERIFY(page->modesChart()->title().contains(selected));
    }

    static QString priceCell(ComparisonPage *page, const QString &typeId)
    {
        const int row = page->model()->rowOf(typeId);
        return page->model()
            ->index(row, int(PlanTableModel::Column::PricePerHour))
            .data()
            .toString();
    }

private Q_SLOTS:
    // Issue 9: entering a price or importing with a plan on screen read the instance types
    // of the catalog the repository had just replaced (use-after-free, std::bad_alloc).
    void catalogChangesWithAPlanOnScreen()
    {
        PresetLibrary presets;
        QVERIFY(presets.load());
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               m_dir.filePath(QStringLiteral("overlay4.db")));
        QVERIFY(repo.load());
        const int shippedTypes = int(repo.catalog().types().size());
        QSettings settings(m_dir.filePath(QStringLiteral("settings4.ini")), QSettings::IniFormat);
        MainWindow window(&repo, &presets, &settings);
        window.estimatorPage()->setPreset(QStringLiteral("qwen2.5-7b"));
        ComparisonPage *page = window.comparisonPage();
        window.findChild<QTabWidget *>()->setCurrentWidget(page);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        page->findChild<QCheckBox *>(QStringLiteral("showAll"))->setChecked(true);
        PlanOptions options = page->options();
        options.region = "cn-hangzhou";
        page->setOptions(options);
        const QString chosen = QStringLiteral("ecs.gn7i-c8g1.2xlarge");
        page->selectType(chosen);
        QCOMPARE(page->selectedType(), chosen);
        CHECK_PLAN_MATCHES_CATALOG();
        const QString shippedPrice = priceCell(page, chosen);

        // (a) A price sheet through File ▸ Import: the imported price is in the row.
        QVERIFY(
            window.importFiles({QStringLiteral(GP_TEST_DATA "/import/price-csv-good/prices.csv")}));
        CHECK_PLAN_MATCHES_CATALOG();
        QCOMPARE(page->selectedType(), chosen);
        const int instances = page->model()->rowAt(page->model()->rowOf(chosen)).instances;
        QCOMPARE(priceCell(page, chosen),
                 QStringLiteral("%1 CNY").arg(formatNumber(11.5 * instances, 2)));

        // (b) Ctrl+E: the dialog is driven as a user would; the price appears in the row.
        QAction *enter = actionWithShortcut(&window, QKeySequence(QStringLiteral("Ctrl+E")));
        QVERIFY(enter);
        window.catalogBrowser()->selectInstanceType(chosen);
        QVERIFY(!window.catalogBrowser()->detailsHtml().contains(QStringLiteral("9.75")));
        bool answered = false;
        whenModal<PriceDialog>([&](PriceDialog *d) {
            d->setInstanceType(chosen);
            d->setRegion(QStringLiteral("cn-hangzhou"));
            d->setPricingMode(PricingMode::PayAsYouGo);
            d->findChild<QDoubleSpinBox *>()->setValue(9.75);
            d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
            answered = true;
        });
        enter->trigger();
        QVERIFY(answered);
        CHECK_PLAN_MATCHES_CATALOG();
        QCOMPARE(page->selectedType(), chosen);
        QCOMPARE(priceCell(page, chosen),
                 QStringLiteral("%1 CNY").arg(formatNumber(9.75 * instances, 2)));
        const QModelIndex source = page->model()->index(page->model()->rowOf(chosen),
                                                        int(PlanTableModel::Column::PriceSource));
        QVERIFY2(source.data().toString().contains(priceKindLabel(PriceKind::UserEntered)),
                 qPrintable(source.data().toString()));
        // The catalog tab's details pane shows the new price of the type it shows.
        QVERIFY(window.catalogBrowser()->detailsHtml().contains(QStringLiteral("9.75")));

        // (c) DescribeInstanceTypes pages: one new type becomes one more row.
        QVERIFY(!repo.catalog().type("ecs.gn7i-c4g1.xlarge"));
        QVERIFY(window.importFiles(
            {QStringLiteral(GP_TEST_DATA "/import/instance-types-multipage/page1.json"),
             QStringLiteral(GP_TEST_DATA "/import/instance-types-multipage/page2.json")}));
        CHECK_PLAN_MATCHES_CATALOG();
        QCOMPARE(page->model()->rowCount(), shippedTypes + 1);
        QVERIFY(page->model()->rowOf(QStringLiteral("ecs.gn7i-c4g1.xlarge")) >= 0);
        QCOMPARE(page->selectedType(), chosen);
        QCOMPARE(priceCell(page, chosen),
                 QStringLiteral("%1 CNY").arg(formatNumber(9.75 * instances, 2)));

        // The imported type selected, then (d) reset: it is gone, so the selection moves to
        // the first row; the shipped price is back.
        page->selectType(QStringLiteral("ecs.gn7i-c4g1.xlarge"));
        QCOMPARE(page->selectedType(), QStringLiteral("ecs.gn7i-c4g1.xlarge"));
        QAction *reset = nullptr;
        for (QAction *a : window.findChildren<QAction *>()) {
            if (a->text() == MainWindow::tr("&Reset my catalog changes…"))
                reset = a;
        }
        QVERIFY(reset);
        whenModal<QMessageBox>([](QMessageBox *box) { box->button(QMessageBox::Reset)->click(); });
        reset->trigger();
        QCOMPARE(repo.overlayRowCount(), 0);
        CHECK_PLAN_MATCHES_CATALOG();
        QCOMPARE(page->model()->rowCount(), shippedTypes);
        QCOMPARE(page->model()->rowOf(QStringLiteral("ecs.gn7i-c4g1.xlarge")), -1);
        QCOMPARE(page->selectedType(),
                 page->view()->model()->index(0, 0).data(PlanTableModel::TypeIdRole).toString());
        QCOMPARE(priceCell(page, chosen), shippedPrice);
    }

    void importThroughTheWindow()
    {
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               m_dir.filePath(QStringLiteral("overlay.db")));
        QVERIFY(repo.load());
        QSettings settings(m_dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
        MainWindow window(&repo, nullptr, &settings);
        window.show();

        // A price sheet: no question asked.
        const QString sheet =
            write(QStringLiteral("p.csv"), "instance_type,region,currency,payg_per_hour,as_of\n"
                                           "ecs.gn8is.2xlarge,cn-hangzhou,CNY,12.5,2026-11-20\n");
        QVERIFY(window.importFiles({sheet}));
        QVERIFY(repo.catalog().price("ecs.gn8is.2xlarge", "cn-hangzhou", PricingMode::PayAsYouGo));

        // A DescribePrice answer: the dialog asks for the request.
        const QString priceJson =
            write(QStringLiteral("price.json"),
                  R"({"RequestId":"x","PriceInfo":{"Price":{"Currency":"CNY",)"
                  R"("OriginalPrice":10,"DiscountPrice":1,"TradePrice":9}}})");
        whenModal<PriceDialog>([](PriceDialog *d) {
            d->setInstanceType(QStringLiteral("ecs.gn7i-c8g1.2xlarge"));
            d->setRegion(QStringLiteral("cn-beijing"));
            d->setPricingMode(PricingMode::PayAsYouGo);
            d->accept();
        });
        QVERIFY(window.importFiles({priceJson}));
        const Price *p =
            repo.catalog().price("ecs.gn7i-c8g1.2xlarge", "cn-beijing", PricingMode::PayAsYouGo);
        QVERIFY(p);
        QCOMPARE(p->amount, 9.0);
        QCOMPARE(p->listAmount, std::optional<double>(10.0));

        // Cancelling the question imports nothing.
        whenModal<PriceDialog>([](PriceDialog *d) { d->reject(); });
        QVERIFY(!window.importFiles({priceJson}));

        // A good file and a malformed one: a message, nothing imported.
        const int before = repo.overlayRowCount();
        const QString good =
            write(QStringLiteral("good.csv"), "instance_type,region,currency,payg_per_hour,as_of\n"
                                              "ecs.gn6i-c4g1.xlarge,cn-beijing,CNY,7,2026-11-20\n");
        const QString bad = write(QStringLiteral("bad.json"),
                                  "{\"InstanceTypes\": {\"InstanceType\": [ {\"InstanceTypeId\": ");
        QString shown;
        whenModal<QMessageBox>([&shown](QMessageBox *box) {
            shown = box->text();
            box->accept();
        });
        QVERIFY(!window.importFiles({good, bad}));
        QVERIFY2(shown.contains(QStringLiteral("bad.json:1:")) &&
                     shown.contains(QStringLiteral("Nothing was imported")),
                 qPrintable(shown));
        QCOMPARE(repo.overlayRowCount(), before);
        QVERIFY(
            !repo.catalog().price("ecs.gn6i-c4g1.xlarge", "cn-beijing", PricingMode::PayAsYouGo));
    }

    void scenarioFilesAndConflicts()
    {
        PresetLibrary presets;
        QVERIFY(presets.load());
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               m_dir.filePath(QStringLiteral("overlay3.db")));
        QVERIFY(repo.load());
        QSettings settings(m_dir.filePath(QStringLiteral("settings3.ini")), QSettings::IniFormat);
        const QString folder = m_dir.filePath(QStringLiteral("library"));
        settings.setValue(QStringLiteral("library/folder"), folder);
        MainWindow window(&repo, &presets, &settings);
        window.show();
        QCOMPARE(window.library()->folder(), QDir(folder).absolutePath());

        // Save: a new file in the library with the tabs' inputs and today's prices.
        window.estimatorPage()->setPreset(QStringLiteral("qwen2.5-7b"));
        const QString path = folder + QStringLiteral("/mine.gpuplan.json");
        QVERIFY(window.saveScenarioAs(path));
        QVERIFY(!window.isModified());
        QByteArray hash;
        const auto saved = window.library()->open(path, &hash);
        QVERIFY(saved);
        QCOMPARE(saved->presetId, QStringLiteral("qwen2.5-7b"));
        QVERIFY(!saved->prices.empty());

        // Someone else saves the same file meanwhile.
        Scenario theirs = *saved;
        theirs.notes = QStringLiteral("their change");
        QVERIFY(window.library()->save(path, theirs, hash) == SaveResult::Saved);

        // My save is refused as a conflict; I keep mine as a copy: nothing is lost.
        window.estimatorPage()->setPreset(QStringLiteral("llama-3.1-8b"));
        QVERIFY(window.isModified());
        whenModal<QMessageBox>([](QMessageBox *box) {
            for (QAbstractButton *b : box->buttons()) {
                if (b->text() == QStringLiteral("Save mine as a copy"))
                    b->click();
            }
        });
        QVERIFY(window.saveScenario());
        const auto onDisk = window.library()->open(path);
        QCOMPARE(onDisk->notes, QStringLiteral("their change"));
        QCOMPARE(onDisk->presetId, QStringLiteral("qwen2.5-7b"));
        QVERIFY(window.scenarioPath() != path);
        QCOMPARE(window.library()->open(window.scenarioPath())->presetId,
                 QStringLiteral("llama-3.1-8b"));
        QCOMPARE(int(window.library()->entries().size()), 2);

        // A malformed file is refused with a message; the open scenario stays.
        const QString bad = folder + QStringLiteral("/bad.gpuplan.json");
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"gpu-planner-scenario\", \"version\": 2, \"inputs\": {\"model\": "
                "{\"preset\": \"nope\"}}}");
        f.close();
        const QString before = window.scenarioPath();
        QString shown;
        whenModal<QMessageBox>([&shown](QMessageBox *box) {
            shown = box->text();
            box->accept();
        });
        QVERIFY(!window.openScenario(bad));
        QVERIFY2(shown.contains(QStringLiteral("inputs.model.preset")), qPrintable(shown));
        QCOMPARE(window.scenarioPath(), before);
        QCOMPARE(window.estimatorPage()->presetId(), QStringLiteral("llama-3.1-8b"));

        // Opening another scenario brings its inputs into the tabs.
        QVERIFY(window.openScenario(path));
        QCOMPARE(window.estimatorPage()->presetId(), QStringLiteral("qwen2.5-7b"));
        QVERIFY(!window.isModified());
    }

    void settingsKeepColumnsAndRegion()
    {
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               m_dir.filePath(QStringLiteral("overlay2.db")));
        QVERIFY(repo.load());
        QSettings settings(m_dir.filePath(QStringLiteral("settings2.ini")), QSettings::IniFormat);
        {
            MainWindow window(&repo, nullptr, &settings);
            window.show();
            window.catalogBrowser()->setRegion(QStringLiteral("cn-beijing"));
            window.catalogBrowser()->setHiddenColumns(
                {QStringLiteral("rdma"), QStringLiteral("vcpu")});
            window.close();
        }
        MainWindow again(&repo, nullptr, &settings);
        QCOMPARE(again.catalogBrowser()->region(), QStringLiteral("cn-beijing"));
        QVERIFY(again.catalogBrowser()->hiddenColumns().contains(QStringLiteral("vcpu")));
        QVERIFY(again.catalogBrowser()->hiddenColumns().contains(QStringLiteral("rdma")));
    }

    // Issue 11: at 1280×800 the comparison table shows the columns that answer "does it
    // fit, how long, what does it cost" without scrolling, each wide enough for its text;
    // at 1024×700 the window still fits the screen. The layout is saved on close.
    void comparisonLayoutFitsTheWindow()
    {
        PresetLibrary presets;
        QVERIFY(presets.load());
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               m_dir.filePath(QStringLiteral("overlay5.db")));
        QVERIFY(repo.load());
        QSettings settings(m_dir.filePath(QStringLiteral("settings5.ini")), QSettings::IniFormat);
        {
            MainWindow window(&repo, &presets, &settings);
            ComparisonPage *page = window.comparisonPage();
            window.findChild<QTabWidget *>()->setCurrentWidget(page);
            window.resize(1280, 800);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QTRY_VERIFY(page->model()->rowCount() > 0);
            QCOMPARE(window.size(), QSize(1280, 800));
            QTableView *view = page->view();
            QHeaderView *header = view->horizontalHeader();
            const int viewport = view->viewport()->width();
            using C = PlanTableModel::Column;
            for (C c : {C::InstanceType, C::Verdict, C::Need, C::Gpus, C::Time, C::PricePerHour,
                        C::Cost}) {
                const int col = int(c);
                QVERIFY2(!view->isColumnHidden(col), qPrintable(QString::number(col)));
                const int left = header->sectionViewportPosition(col);
                QVERIFY2(left >= 0 && left + header->sectionSize(col) <= viewport,
                         qPrintable(QStringLiteral("column %1 at %2+%3 of %4")
                                        .arg(col)
                                        .arg(left)
                                        .arg(header->sectionSize(col))
                                        .arg(viewport)));
                int widest = 0; // no cell text is cut
                for (int r = 0; r < std::min(view->model()->rowCount(), 60); ++r)
                    widest = std::max(widest,
                                      view->sizeHintForIndex(view->model()->index(r, col)).width());
                QVERIFY2(header->sectionSize(col) >= widest,
                         qPrintable(QStringLiteral("column %1: %2 < %3")
                                        .arg(col)
                                        .arg(header->sectionSize(col))
                                        .arg(widest)));
            }
            QVERIFY(!view->horizontalScrollBar()->isVisible());
            QVERIFY(page->chartsPane()->isVisible());
            QVERIFY(view->height() >= 5 * view->verticalHeader()->defaultSectionSize());
            // Smaller screens: nothing forces the window beyond 1024×700.
            const QSize minimum = window.minimumSizeHint();

            QVERIFY2(
                minimum.width() <= 1024 && minimum.height() <= 700,
                qPrintable(QStringLiteral("%1×%2").arg(minimum.width()).arg(minimum.height())));
            page->setChartsShown(false);
            window.close();
        }
        QVERIFY(settings.contains(QStringLiteral("comparison/tableHeader")));
        MainWindow again(&repo, &presets, &settings);
        QVERIFY(!again.comparisonPage()->chartsShown());
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
