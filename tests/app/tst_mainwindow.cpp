// The window's import as a user does it: a price sheet appears in the catalog tab; a
// DescribePrice file asks what it prices; a malformed file is refused with a message box
// and nothing changes. Every catalog change (import, entered price, reset) made while the
// comparison tab shows a plan leaves the table and charts computed from the new catalog.
// Modal dialogs are answered from a timer.
#include "accesskeypanel.h"
#include "catalogbrowser.h"
#include "catalogfilterproxy.h"
#include "catalogrepository.h"
#include "catalogtablemodel.h"
#include "comparisonpage.h"
#include "estimatorpage.h"
#include "fakeecs.h"
#include "library.h"
#include "mainwindow.h"
#include "plantablemodel.h"
#include "presets.h"
#include "pricedialog.h"
#include "refreshdialog.h"

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
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QScatterSeries>
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

    // Catalog ▸ Refresh prices… with a plan on screen, against the fake ECS endpoint: the
    // dialog shows progress and a summary, the fetched price is in the comparison row and
    // the plan is recomputed from the new catalog; Cancel keeps whole batches only.
    void refreshPricesThroughTheWindow()
    {
        FakeEcs fake;
        QVERIFY(fake.listen());
        fake.config.delayMs = 20;
        fake.config.knownTypes = {QStringLiteral("ecs.gn7i-c8g1.2xlarge")}; // for stock
        PresetLibrary presets;
        QVERIFY(presets.load());
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               m_dir.filePath(QStringLiteral("overlay-refresh.db")));
        QVERIFY(repo.load());
        QSettings settings(m_dir.filePath(QStringLiteral("settings-refresh.ini")),
                           QSettings::IniFormat);
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
        CHECK_PLAN_MATCHES_CATALOG();
        auto *refresh = window.findChild<QAction *>(QStringLiteral("refreshPricesAction"));
        QVERIFY(refresh);
        QString summary;
        bool sawProgress = false;
        whenModal<RefreshDialog>([&](RefreshDialog *d) {
            d->setRegion(QStringLiteral("cn-hangzhou"));
            d->setEndpoint(fake.endpoint());
            d->setInstanceTypes(chosen);
            d->setModes(true, false, false, true);
            d->setAccessKey(fake.config.accessKeyId, fake.config.accessKeySecret, false);
            if (d->startRefresh()) {
                sawProgress = d->progressDialog() != nullptr;
                QTRY_VERIFY(!d->isRunning());
            }
            summary = d->summaryText();
            d->reject();
        });
        refresh->trigger();
        QVERIFY2(summary.startsWith(QStringLiteral("1 price(s) updated")), qPrintable(summary));
        QVERIFY(sawProgress);
        QVERIFY(fake.signatureErrors.isEmpty());
        CHECK_PLAN_MATCHES_CATALOG();
        QCOMPARE(page->selectedType(), chosen);
        const int instances = page->model()->rowAt(page->model()->rowOf(chosen)).instances;
        QCOMPARE(priceCell(page, chosen),
                 QStringLiteral("%1 CNY").arg(
                     formatNumber(FakeEcs::price(chosen, QStringLiteral("Hour")) * instances, 2)));
        // Stock per zone in the catalog tab's details of the type.
        fake.config.knownTypes.clear();
        window.catalogBrowser()->selectInstanceType(chosen);
        QVERIFY2(window.catalogBrowser()->detailsHtml().contains(QStringLiteral("cn-hangzhou-c")),
                 qPrintable(window.catalogBrowser()->detailsHtml()));
        QVERIFY(window.catalogBrowser()->detailsHtml().contains(QStringLiteral("no stock")));
        // The endpoint is remembered; the secret is not written to the settings.
        settings.sync();
        QFile ini(settings.fileName());
        QVERIFY(ini.open(QIODevice::ReadOnly));
        const QByteArray iniText = ini.readAll();
        QVERIFY(iniText.contains(fake.endpoint().toUtf8()));
        QVERIFY(!iniText.contains(fake.config.accessKeySecret.toUtf8()));

        // No keys typed and none anywhere (private sources): one message, nothing starts.
        const int rowsBefore = repo.overlayRowCount();
        whenModal<RefreshDialog>([&](RefreshDialog *d) {
            aliyun::CredentialSources nowhere;
            nowhere.environment = QProcessEnvironment();
            d->setCredentialSources(nowhere);
            d->setAccessKey(QString(), QString(), false);
            QVERIFY(!d->startRefresh());
            summary = d->summaryText();
            d->reject();
        });
        refresh->trigger();
        QVERIFY2(summary.startsWith(QStringLiteral("no Alibaba Cloud AccessKey found")),
                 qPrintable(summary));
        QCOMPARE(repo.overlayRowCount(), rowsBefore);

        // Cancel from the progress dialog: only whole batches (20 types) are kept.
        fake.config.delayMs = 100;
        whenModal<RefreshDialog>([&](RefreshDialog *d) {
            d->setInstanceTypes(QString());
            d->setModes(true, true, false, false);
            d->setAccessKey(fake.config.accessKeyId, fake.config.accessKeySecret, false);
            if (d->startRefresh()) {
                QTRY_VERIFY(d->progressDialog() && d->progressDialog()->value() >= 3);
                // The Cancel button, as a user presses it.
                d->progressDialog()->findChild<QPushButton *>()->click();
                QTRY_VERIFY(!d->isRunning());
            }
            summary = d->summaryText();
            d->reject();
        });
        refresh->trigger();
        QVERIFY2(summary.contains(QStringLiteral("Cancelled")), qPrintable(summary));
        CHECK_PLAN_MATCHES_CATALOG();
    }

    // Edit ▸ Settings: where the keys come from, store a pair in the (memory) keychain and
    // forget it through the dialog's buttons; the secret is in no label at any step.
    void accessKeysInSettings()
    {
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               m_dir.filePath(QStringLiteral("overlay-keys.db")));
        QVERIFY(repo.load());
        QSettings settings(m_dir.filePath(QStringLiteral("settings-keys.ini")),
                           QSettings::IniFormat);
        MainWindow window(&repo, nullptr, &settings);
        aliyun::MemoryStore store;
        aliyun::CredentialSources sources;
        sources.environment = QProcessEnvironment(); // no keys in the environment
        sources.store = &store;                      // no config file: path left empty
        window.setCredentialSources(sources);
        const QString id = QStringLiteral("LTAI5tSettingsKeyId42");
        const QString secret = QStringLiteral("Settings-secret-never-shown-91b");
        QStringList before, afterStore, afterForget, fields;
        QString storedPair;
        bool found = false;
        auto labels = [](QWidget *w) {
            QStringList out;
            for (QLabel *l : w->findChildren<QLabel *>())
                out << l->text();
            for (QAbstractButton *b : w->findChildren<QAbstractButton *>())
                out << b->text();
            return out;
        };
        whenModal<QDialog>([&](QDialog *d) {
            auto *panel = d->findChild<AccessKeyPanel *>();
            auto *idEdit = d->findChild<QLineEdit *>(QStringLiteral("keyId"));
            auto *secretEdit = d->findChild<QLineEdit *>(QStringLiteral("keySecret"));
            auto *storeButton = d->findChild<QPushButton *>(QStringLiteral("storeKeys"));
            auto *forgetButton = d->findChild<QPushButton *>(QStringLiteral("forgetKeys"));
            found = panel && idEdit && secretEdit && storeButton && forgetButton;
            if (found) {
                before = labels(d) << panel->sourceText();
                QTest::keyClicks(idEdit, id);
                QTest::keyClicks(secretEdit, secret);
                storeButton->click();
                afterStore = labels(d) << panel->sourceText() << panel->statusText();
                fields << idEdit->text() << secretEdit->text();
                QString e;
                if (const auto kept = store.read(&e))
                    storedPair = kept->accessKeyId + QLatin1Char(':') + kept->accessKeySecret;
                forgetButton->click();
                afterForget = labels(d) << panel->sourceText() << panel->statusText();
            }
            d->reject();
        });
        window.findChild<QAction *>(QStringLiteral("settingsAction"))->trigger();
        QVERIFY(found);
        QVERIFY2(before.filter(QStringLiteral("No AccessKey in use")).size() > 0,
                 qPrintable(before.join('|')));
        QVERIFY2(afterStore
                         .filter(QStringLiteral("Keys in use: AccessKey ID LTAI****Id42 from "
                                                "the system keychain"))
                         .size() > 0,
                 qPrintable(afterStore.join('|')));
        QCOMPARE(storedPair, id + QLatin1Char(':') + secret);
        QCOMPARE(fields, QStringList({QString(), QString()})); // cleared once stored
        QVERIFY(afterForget.filter(QStringLiteral("No AccessKey in use")).size() > 0);
        QVERIFY(afterForget.filter(QStringLiteral("forgotten")).size() > 0);
        QString error;
        QVERIFY(!store.read(&error)); // forgotten
        for (const QStringList *texts : {&before, &afterStore, &afterForget}) {
            for (const QString &t : *texts) {
                QVERIFY2(!t.contains(secret), qPrintable(t));
                QVERIFY2(!t.contains(id), qPrintable(t)); // only the shortened ID
            }
        }
    }

    // The refresh dialog's "New instance types" box: DescribeInstanceTypes over two pages,
    // the unknown type lands in the catalog the window shows, with its source.
    void newTypesThroughTheRefreshDialog()
    {
        FakeEcs fake;
        QVERIFY(fake.listen());
        // A test-only id; the fields are the fake's, not a specification.
        auto type = [](const QString &id, int gpus) {
            return QJsonObject{{QStringLiteral("InstanceTypeId"), id},
                               {QStringLiteral("InstanceTypeFamily"), QStringLiteral("ecs.gnfake")},
                               {QStringLiteral("CpuCoreCount"), 8},
                               {QStringLiteral("MemorySize"), 30},
                               {QStringLiteral("GPUAmount"), gpus},
                               {QStringLiteral("GPUMemorySize"), gpus > 0 ? 24 : 0}};
        };
        fake.config.typePages = {QJsonArray{type(QStringLiteral("ecs.g7.large"), 0)},
                                 QJsonArray{type(QStringLiteral("ecs.gnfake-w1"), 1)}};
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               m_dir.filePath(QStringLiteral("overlay-newtypes.db")));
        QVERIFY(repo.load());
        QSettings settings(m_dir.filePath(QStringLiteral("settings-newtypes.ini")),
                           QSettings::IniFormat);
        MainWindow window(&repo, nullptr, &settings);
        QString summary;
        whenModal<RefreshDialog>([&](RefreshDialog *d) {
            d->setRegion(QStringLiteral("cn-hangzhou"));
            d->setEndpoint(fake.endpoint());
            d->setModes(false, false, false, false);
            d->setNewTypes(true);
            d->setAccessKey(fake.config.accessKeyId, fake.config.accessKeySecret, false);
            if (d->startRefresh())
                QTRY_VERIFY(!d->isRunning());
            summary = d->summaryText();
            d->reject();
        });
        window.findChild<QAction *>(QStringLiteral("refreshPricesAction"))->trigger();
        QVERIFY2(summary.contains(QStringLiteral("1 new instance type(s) added.")),
                 qPrintable(summary));
        QCOMPARE(fake.accepted, 2);
        const InstanceType *added = repo.catalog().type("ecs.gnfake-w1");
        QVERIFY(added);
        QVERIFY(QString::fromStdString(added->sourceUrl)
                    .startsWith(QStringLiteral("DescribeInstanceTypes cn-hangzhou")));
        QVERIFY(!repo.catalog().type("ecs.g7.large"));
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
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
