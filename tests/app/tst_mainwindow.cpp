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
#include "estimator/csv.h"
#include "estimatorpage.h"
#include "fakeecs.h"
#include "library.h"
#include "librarypage.h"
#include "mainwindow.h"
#include "paths.h"
#include "plantablemodel.h"
#include "presets.h"
#include "pricedialog.h"
#include "refreshdialog.h"
#include "scenariodocument.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QAccessible>
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
#include <QDropEvent>
#include <QFileDialog>
#include <QGraphicsView>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressDialog>
#include <QPushButton>
#include <QRegularExpression>
#include <QResizeEvent>
#include <QScatterSeries>
#include <QScreen>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTextEdit>
#include <QTimer>
#include <QUndoStack>
#include <QUrl>

#include <functional>
#include <memory>
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
        // A change is picked up by the next recompute (a short timer), not at once, and a
        // plan from the worker reaches the screen in stages: wait for the last one (the
        // pricing-modes chart comes after the table).
        QTRY_VERIFY(page->model()->plan()->catalog == repo.snapshot() && !page->isComputing());
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

    struct Fixture {
        PresetLibrary presets;
        std::unique_ptr<CatalogRepository> repo;
        std::unique_ptr<QSettings> settings;
    };

    // A repository with a private overlay and an empty settings file named after tag.
    std::unique_ptr<Fixture> fixture(const QString &tag)
    {
        auto f = std::make_unique<Fixture>();
        if (!f->presets.load())
            return nullptr;
        f->repo = std::make_unique<CatalogRepository>(QStringLiteral(GP_SHIPPED_CATALOG),
                                                      m_dir.filePath(tag + QStringLiteral(".db")));
        if (!f->repo->load())
            return nullptr;
        QFile::remove(m_dir.filePath(tag + QStringLiteral(".ini")));
        f->settings = std::make_unique<QSettings>(m_dir.filePath(tag + QStringLiteral(".ini")),
                                                  QSettings::IniFormat);
        return f;
    }

    static void dragAndDrop(QWidget *target, const QList<QUrl> &urls, bool *entered, bool *dropped)
    {
        QMimeData mime;
        mime.setUrls(urls);
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton,
                              Qt::NoModifier);
        QApplication::sendEvent(target, &enter);
        *entered = enter.isAccepted();
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(target, &drop);
        *dropped = drop.isAccepted();
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
                 QStringLiteral("⚠ %1 CNY").arg(formatNumber(11.5 * instances, 2)));

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

        // A file that cannot be read refuses the batch before the question about another.
        {
            QString said;
            bool asked = false;
            std::function<void()> answer = [&] {
                QWidget *modal = QApplication::activeModalWidget();
                if (auto *d = qobject_cast<PriceDialog *>(modal)) {
                    asked = true;
                    d->reject();
                } else if (auto *box = qobject_cast<QMessageBox *>(modal)) {
                    said = box->text();
                    box->accept();
                } else {
                    QTimer::singleShot(0, this, answer);
                }
            };
            QTimer::singleShot(0, this, answer);
            QVERIFY(!window.importFiles({priceJson, m_dir.filePath(QStringLiteral("gone.csv"))}));
            QVERIFY(!asked);
            QVERIFY2(said.contains(QStringLiteral("gone.csv")) &&
                         said.contains(QStringLiteral("Nothing was imported")),
                     qPrintable(said));
        }

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

    // Issue 11 item 6: settings under ~/.config/gpu-planner/, old files migrated once; the
    // overlay stays in ~/.local/share/gpu-planner/ (no user loses imports or prices).
    void settingsLiveInTheirFolderAndOldOnesMigrate()
    {
        QTemporaryDir config;
        const QString dir = config.path();
        QCOMPARE(settingsPath(dir), dir + QStringLiteral("/gpu-planner/gpu-planner.conf"));
        QCOMPARE(migrateLegacySettings(dir), QString()); // nothing to migrate
        {
            QSettings old(dir + QStringLiteral("/gpu-planner.conf"), QSettings::IniFormat);
            old.setValue(QStringLiteral("library/folder"), QStringLiteral("/shared/plans"));
        }
        QVERIFY(QDir().mkpath(dir + QStringLiteral("/Unknown Organization")));
        {
            QSettings older(dir + QStringLiteral("/Unknown Organization/gpu-planner.conf"),
                            QSettings::IniFormat);
            older.setValue(QStringLiteral("library/folder"), QStringLiteral("/older"));
        }
        QFile f(dir + QStringLiteral("/Unknown Organization/gpu-planner.conf"));
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.setFileTime(QDateTime::currentDateTime().addDays(-3),
                              QFileDevice::FileModificationTime));
        f.close();
        // The newer of the two old files becomes the new one.
        QCOMPARE(migrateLegacySettings(dir), dir + QStringLiteral("/gpu-planner.conf"));
        {
            QSettings now(settingsPath(dir), QSettings::IniFormat);
            QCOMPARE(now.value(QStringLiteral("library/folder")).toString(),
                     QStringLiteral("/shared/plans"));
            now.setValue(QStringLiteral("library/folder"), QStringLiteral("/new"));
        }
        // Once: a later start keeps the new file as it is.
        QCOMPARE(migrateLegacySettings(dir), QString());
        QCOMPARE(QSettings(settingsPath(dir), QSettings::IniFormat)
                     .value(QStringLiteral("library/folder"))
                     .toString(),
                 QStringLiteral("/new"));

        // The identity QSettings() uses, and the overlay's folder with a private
        // XDG_CONFIG_HOME / XDG_DATA_HOME.
        const QByteArray oldConfig = qgetenv("XDG_CONFIG_HOME");
        const QByteArray oldData = qgetenv("XDG_DATA_HOME");
        const QString org = QCoreApplication::organizationName();
        const QString app = QCoreApplication::applicationName();
        qputenv("XDG_DATA_HOME", dir.toLocal8Bit());
        setApplicationIdentity();
        QCOMPARE(defaultOverlayPath(), dir + QStringLiteral("/gpu-planner/overlay.db"));
        QVERIFY2(QSettings().fileName().endsWith(QStringLiteral("/gpu-planner/gpu-planner.conf")),
                 qPrintable(QSettings().fileName()));
        QCoreApplication::setOrganizationName(org);
        QCoreApplication::setApplicationName(app);
        qputenv("XDG_CONFIG_HOME", oldConfig);
        qputenv("XDG_DATA_HOME", oldData);
    }

    // The first tab's page is laid out once, at its final size: QTabWidget places its page
    // stack only when visible, after Qt has shown the stack at the page's size hint, so the
    // page (its table, panes and charts) was laid out twice at start-up.
    void firstPageIsResizedOnceAtItsSize()
    {
        auto f = fixture(QStringLiteral("firstsize"));
        QVERIFY(f);
        f->settings->setValue(QStringLiteral("window/tab"), 2); // the comparison tab
        MainWindow window(f->repo.get(), &f->presets, f->settings.get());
        QWidget *page = window.comparisonPage();
        QList<QSize> sizes;
        struct Spy : QObject {
            QList<QSize> *sizes = nullptr;
            bool eventFilter(QObject *, QEvent *e) override
            {
                if (e->type() == QEvent::Resize)
                    sizes->append(static_cast<QResizeEvent *>(e)->size());
                return false;
            }
        } spy;
        spy.sizes = &sizes;
        page->installEventFilter(&spy);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCoreApplication::processEvents();
        QCOMPARE(sizes.size(), 1);
        QCOMPARE(sizes.first(), page->size());
        const QWidget *stack = page->parentWidget();
        QVERIFY(stack->geometry().width() > 0 && page->size() == stack->size());
    }

    // The title names the scenario and the application once; "*" while modified.
    void titleNamesTheScenarioOnce()
    {
        auto f = fixture(QStringLiteral("title"));
        QVERIFY(f);
        const QString displayName = QGuiApplication::applicationDisplayName();
        QGuiApplication::setApplicationDisplayName(QStringLiteral("GPU Planner"));
        MainWindow window(f->repo.get(), &f->presets, f->settings.get());
        QCOMPARE(window.windowTitle(), QStringLiteral("Untitled scenario[*] — GPU Planner"));
        QVERIFY(!window.isWindowModified());
        window.estimatorPage()->setPreset(QStringLiteral("qwen2.5-7b"));
        QVERIFY(window.isWindowModified());
        QCOMPARE(window.windowTitle().count(QStringLiteral("GPU Planner")), 1);
        QGuiApplication::setApplicationDisplayName(displayName);
    }

    // The settings dialog's folder label has a buddy, so its "&" is a mnemonic and does not
    // show as a literal "&".
    void settingsLabelHasItsMnemonic()
    {
        auto f = fixture(QStringLiteral("label"));
        QVERIFY(f);
        MainWindow window(f->repo.get(), &f->presets, f->settings.get());
        QAction *settingsAction = nullptr;
        for (QAction *a : window.findChildren<QAction *>()) {
            if (a->text() == MainWindow::tr("&Settings…"))
                settingsAction = a;
        }
        QVERIFY(settingsAction);
        bool checked = false;
        whenModal<QDialog>([&checked](QDialog *d) {
            for (QLabel *l : d->findChildren<QLabel *>()) {
                if (l->text() == MainWindow::tr("Team &library folder:"))
                    checked = qobject_cast<QLineEdit *>(l->buddy()) != nullptr;
            }
            d->reject();
        });
        settingsAction->trigger();
        QVERIFY(checked);
    }

    // Reasons read as sentences and counts agree with their nouns.
    void reasonsReadAsSentences()
    {
        auto f = fixture(QStringLiteral("wording"));
        QVERIFY(f);
        MainWindow window(f->repo.get(), &f->presets, f->settings.get());
        window.estimatorPage()->setPreset(QStringLiteral("llama-3.1-70b"));
        ComparisonPage *page = window.comparisonPage();
        page->recompute();
        const QRegularExpression wrongCount(
            QStringLiteral("\\b1 (GPUs|instances|nodes|sequences|data-loader workers)\\b"));
        int checked = 0;
        for (int i = 0; i < page->model()->rowCount(); ++i) {
            const QString text =
                page->model()->index(i, int(PlanTableModel::Column::Reasons)).data().toString();
            QVERIFY2(!text.contains(QStringLiteral(".;")) && !text.contains(QStringLiteral("..")),
                     qPrintable(text));
            QVERIFY2(!wrongCount.match(text).hasMatch(), qPrintable(text));
            checked += !text.isEmpty();
        }
        QVERIFY(checked > 0);
    }

    // Start-up builds the shown tab only; the others appear when shown, asked for or when a
    // scenario is loaded.
    void tabsAreBuiltWhenFirstShown()
    {
        auto f = fixture(QStringLiteral("lazy"));
        QVERIFY(f);
        {
            MainWindow window(f->repo.get(), &f->presets, f->settings.get());
            QVERIFY(window.isTabCreated(MainWindow::CatalogTab));
            QVERIFY(!window.isTabCreated(MainWindow::EstimateTab));
            QVERIFY(!window.isTabCreated(MainWindow::ComparisonTab));
            QVERIFY(!window.isTabCreated(MainWindow::LibraryTab));
            window.tabs()->setCurrentIndex(MainWindow::ComparisonTab);
            QVERIFY(window.isTabCreated(MainWindow::ComparisonTab));
            // The comparison plans the scenario document, not the estimate tab's fields.
            QVERIFY(!window.isTabCreated(MainWindow::EstimateTab));
            QCOMPARE(window.tabs()->currentWidget(), window.comparisonPage());
            QCOMPARE(window.tabs()->indexOf(window.comparisonPage()),
                     int(MainWindow::ComparisonTab));
            QCOMPARE(window.tabs()->tabText(MainWindow::ComparisonTab),
                     MainWindow::tr("Comparison"));
            QVERIFY(!window.isTabCreated(MainWindow::LibraryTab));
            window.close();
        }
        // The last tab comes back, and only it (with what it needs) is built.
        MainWindow again(f->repo.get(), &f->presets, f->settings.get());
        QCOMPARE(again.tabs()->currentIndex(), int(MainWindow::ComparisonTab));
        QVERIFY(!again.isTabCreated(MainWindow::CatalogTab));
        QVERIFY(!again.isTabCreated(MainWindow::LibraryTab));
        // The window's text is drawn without OpenType shaping (issue 12: HarfBuzz per string
        // was a sixth of the comparison tab's start-up), its charts' too; family and size
        // follow the application font.
        for (const QFont &font : {again.font(), again.comparisonPage()->view()->font(),
                                  again.comparisonPage()->costChart()->titleFont()}) {
            QVERIFY(font.styleStrategy() & QFont::PreferNoShaping);
            QCOMPARE(font.family(), QApplication::font().family());
        }
        QCOMPARE(again.comparisonPage()->view()->font().pointSizeF(),
                 QApplication::font().pointSizeF());
        // Edits on the estimate tab reach a comparison built later.
        MainWindow third(f->repo.get(), &f->presets, nullptr);
        third.estimatorPage()->setPreset(QStringLiteral("qwen2.5-7b"));
        QVERIFY(!third.isTabCreated(MainWindow::ComparisonTab));
        ComparisonPage *page = third.comparisonPage();
        // The page plans when it is first shown (or asked to); this one is never shown.
        QVERIFY(page->model()->plan()->rows.empty());
        page->recompute();
        QVERIFY(!page->model()->plan()->rows.empty());
        auto directNeed = [&] {
            return makePlan(third.estimatorPage()->workload(), f->repo->catalog(), page->options(),
                            page->sortKey())
                .rows.front()
                .needPerGpuGib;
        };
        QCOMPARE(page->model()->rowAt(0).needPerGpuGib, directNeed());
        third.estimatorPage()->setPreset(QStringLiteral("llama-3.1-8b"));
        QTRY_COMPARE(page->model()->rowAt(0).needPerGpuGib, directNeed());
    }

    // Issue 11 item 5: Save As proposes the library folder and names an untitled scenario
    // after its file; a named scenario keeps its name.
    void saveAsUsesTheLibraryAndTheFileName()
    {
        auto f = fixture(QStringLiteral("saveas"));
        QVERIFY(f);
        const QString folder = m_dir.filePath(QStringLiteral("saveas-library"));
        QVERIFY(QDir().mkpath(folder));
        f->settings->setValue(QStringLiteral("library/folder"), folder);
        MainWindow window(f->repo.get(), &f->presets, f->settings.get());
        QCOMPARE(QFileInfo(window.suggestedSavePath()).absolutePath(), QDir(folder).absolutePath());
        QVERIFY(window.suggestedSavePath().endsWith(QStringLiteral(".gpuplan.json")));
        const QString path = folder + QStringLiteral("/qwen budget.gpuplan.json");
        QVERIFY(window.saveScenarioAs(path));
        QCOMPARE(window.scenarioName(), QStringLiteral("qwen budget"));
        QCOMPARE(window.library()->open(path)->name, QStringLiteral("qwen budget"));
        QVERIFY(window.windowTitle().startsWith(QStringLiteral("qwen budget[*]")));
        QCOMPARE(window.suggestedSavePath(),
                 QDir(folder).filePath(QStringLiteral("qwen budget.gpuplan.json")));
        // Saved again under another file name: the name stays.
        const QString copy = folder + QStringLiteral("/copy.gpuplan.json");
        QVERIFY(window.saveScenarioAs(copy));
        QCOMPARE(window.library()->open(copy)->name, QStringLiteral("qwen budget"));
        // Without a library folder: the open file's folder.
        MainWindow noLibrary(f->repo.get(), &f->presets, nullptr);
        QVERIFY(noLibrary.openScenario(copy));
        QCOMPARE(QFileInfo(noLibrary.suggestedSavePath()).absolutePath(),
                 QDir(folder).absolutePath());
    }

    // File ▸ Export report offers an Excel workbook, and a .xlsx file name writes one.
    void exportReportOffersExcel()
    {
        auto f = fixture(QStringLiteral("export"));
        QVERIFY(f);
        MainWindow window(f->repo.get(), &f->presets, f->settings.get());
        window.estimatorPage()->setPreset(QStringLiteral("qwen2.5-7b"));
        QStringList filters;
        whenModal<QFileDialog>([&filters](QFileDialog *d) {
            filters = d->nameFilters();
            d->reject();
        });
        QAction *exportAction = actionWithShortcut(&window, QKeySequence(MainWindow::tr("Ctrl+R")));
        QVERIFY(exportAction);
        exportAction->trigger();
        QVERIFY2(filters.contains(QStringLiteral("Excel workbook (*.xlsx)")),
                 qPrintable(filters.join(QStringLiteral(";;"))));
        const QString path = m_dir.filePath(QStringLiteral("export.xlsx"));
        QVERIFY(window.exportReport(path));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.read(4), QByteArray("PK\x03\x04", 4));
    }

    // The report and table exports show what the table shows: with "Hide old prices" ticked
    // the types whose price is old are left out of them too, the order of the rest kept.
    void exportsFollowHideOldPrices()
    {
        auto f = fixture(QStringLiteral("hideold"));
        QVERIFY(f);
        MainWindow window(f->repo.get(), &f->presets, f->settings.get());
        window.estimatorPage()->setPreset(QStringLiteral("qwen2.5-7b"));
        ComparisonPage *page = window.comparisonPage();
        page->findChild<QCheckBox *>(QStringLiteral("showAll"))->setChecked(true);
        PlanOptions options = page->options();
        options.region = "cn-shanghai"; // the shipped catalog has old prices there
        page->setOptions(options);
        auto exported = [&](const QString &name) -> std::optional<CsvTable> {
            const QString path = m_dir.filePath(name);
            if (!window.exportReport(path))
                return std::nullopt;
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly))
                return std::nullopt;
            std::string why;
            return parseCsv(file.readAll().toStdString(), &why);
        };
        std::set<std::string> old; // the types whose price is old, from the plan on screen
        for (const PlanRow &r : window.reportInput().plan.rows) {
            if (r.pricePerHour && r.priceStale)
                old.insert(r.type->id);
        }
        QVERIFY(!old.empty());
        const auto all = exported(QStringLiteral("all-prices.csv"));
        QVERIFY(all);
        const int typeColumn = all->column("instance_type");
        QVERIFY(typeColumn >= 0);
        std::vector<std::string> kept;
        for (const CsvRecord &rec : all->records) {
            if (!old.contains(rec.fields[std::size_t(typeColumn)]))
                kept.push_back(rec.fields[std::size_t(typeColumn)]);
        }
        QCOMPARE(kept.size() + old.size(), all->records.size());
        auto *hide = page->findChild<QCheckBox *>(QStringLiteral("hideOldPrices"));
        QVERIFY(hide);
        hide->setChecked(true);
        const auto fresh = exported(QStringLiteral("fresh-prices.csv"));
        QVERIFY(fresh);
        QCOMPARE(fresh->records.size(), kept.size());
        for (std::size_t i = 0; i < kept.size(); ++i)
            QCOMPARE(fresh->records[i].fields[std::size_t(typeColumn)], kept[i]);
        // The PDF is made from the same rows (ReportInput::plan).
        QCOMPARE(window.reportInput().plan.rows.size(), kept.size());
    }

    // File ▸ Open recent: newest first, at most ten, kept in the settings; a missing file
    // is removed with a message; Clear empties it.
    void openRecentFiles()
    {
        auto f = fixture(QStringLiteral("recent"));
        QVERIFY(f);
        const QString folder = m_dir.filePath(QStringLiteral("recent-files"));
        QVERIFY(QDir().mkpath(folder));
        QStringList paths;
        {
            MainWindow window(f->repo.get(), &f->presets, f->settings.get());
            for (int i = 0; i < 12; ++i) {
                paths << folder + QStringLiteral("/s%1.gpuplan.json").arg(i);
                QVERIFY(window.saveScenarioAs(paths.last()));
            }
            QCOMPARE(window.recentFiles().size(), MainWindow::kMaxRecentFiles);
            QCOMPARE(window.recentFiles().first(), QFileInfo(paths.last()).absoluteFilePath());
            QVERIFY(!window.recentFiles().contains(QFileInfo(paths.first()).absoluteFilePath()));
            QVERIFY(window.openScenario(paths[5])); // to the top
            QCOMPARE(window.recentFiles().first(), QFileInfo(paths[5]).absoluteFilePath());
        }
        MainWindow window(f->repo.get(), &f->presets, f->settings.get());
        QCOMPARE(window.recentFiles().size(), MainWindow::kMaxRecentFiles);
        QCOMPARE(window.recentFiles().first(), QFileInfo(paths[5]).absoluteFilePath());
        // The menu lists them with numbers; its actions open them.
        QStringList shown;
        for (QAction *a : window.recentMenu()->actions()) {
            if (a->data().isValid())
                shown << a->data().toString();
        }
        QCOMPARE(shown, window.recentFiles());
        QVERIFY(window.recentMenu()->actions().first()->text().startsWith(QStringLiteral("&1 ")));
        window.recentMenu()->actions().at(1)->trigger();
        QTRY_COMPARE(window.scenarioPath(), QFileInfo(paths[11]).absoluteFilePath());

        // A missing file: a message, and it leaves the menu.
        const QString gone = QFileInfo(paths[10]).absoluteFilePath();
        QVERIFY(QFile::remove(gone));
        QString shownText;
        whenModal<QMessageBox>([&shownText](QMessageBox *box) {
            shownText = box->text();
            box->accept();
        });
        QVERIFY(!window.openRecent(gone));
        QVERIFY2(shownText.contains(QDir::toNativeSeparators(gone)), qPrintable(shownText));
        QVERIFY(!window.recentFiles().contains(gone));
        QVERIFY(!f->settings->value(QStringLiteral("recent/files")).toStringList().contains(gone));

        // Clear.
        QAction *clear = window.recentMenu()->findChild<QAction *>(QStringLiteral("clearRecent"));
        if (!clear) {
            for (QAction *a : window.recentMenu()->actions()) {
                if (a->objectName() == QLatin1String("clearRecent"))
                    clear = a;
            }
        }
        QVERIFY(clear);
        clear->trigger();
        QVERIFY(window.recentFiles().isEmpty());
        QVERIFY(f->settings->value(QStringLiteral("recent/files")).toStringList().isEmpty());
    }

    // Issue 26 item 12: a file opened from File ▸ Open Recent is not "modified" when nothing
    // changed since, even right after a share code (which is modified until saved, and was
    // left so: the stack it cleared was already empty).
    void openRecentIsNotModified()
    {
        auto f = fixture(QStringLiteral("recentclean"));
        QVERIFY(f);
        const QString folder = m_dir.filePath(QStringLiteral("recentclean-library"));
        QVERIFY(QDir().mkpath(folder));
        f->settings->setValue(QStringLiteral("library/folder"), folder);
        MainWindow window(f->repo.get(), &f->presets, f->settings.get());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QString path = folder + QStringLiteral("/plan.gpuplan.json");
        QVERIFY(window.saveScenarioAs(path));
        QVERIFY(!window.isWindowModified());
        // A share code: modified until saved.
        Q_EMIT window.libraryPage()->shareCodeOpened(shareCode(window.currentScenario()));
        QVERIFY(window.isWindowModified());
        // Open Recent: the question about the share code's scenario, answered "Discard".
        bool asked = false;
        whenModal<QMessageBox>([&asked](QMessageBox *box) {
            asked = true;
            box->button(QMessageBox::Discard)->click();
        });
        QAction *recent = nullptr;
        for (QAction *a : window.recentMenu()->actions()) {
            if (a->data().toString() == QFileInfo(path).absoluteFilePath())
                recent = a;
        }
        QVERIFY(recent);
        recent->trigger();
        QTRY_VERIFY(asked);
        QTRY_COMPARE(window.scenarioPath(), QFileInfo(path).absoluteFilePath());
        QVERIFY(!window.isModified());
        QVERIFY(!window.isWindowModified());
        QCOMPARE(window.document()->undoStack()->count(), 0);
        // Nothing to ask on the next open either.
        QVERIFY(window.openRecent(QFileInfo(path).absoluteFilePath()));
        QVERIFY(!window.isWindowModified());
    }

    // Issue 26 item 12: a scenario saved for the first time is revision 1, in the file, the
    // library's list and the window's document; each save adds one; Save As to a new file
    // starts again at 1.
    void firstSaveIsRevisionOne()
    {
        auto f = fixture(QStringLiteral("revision"));
        QVERIFY(f);
        const QString folder = m_dir.filePath(QStringLiteral("revision-library"));
        QVERIFY(QDir().mkpath(folder));
        f->settings->setValue(QStringLiteral("library/folder"), folder);
        MainWindow window(f->repo.get(), &f->presets, f->settings.get());
        const QString path = folder + QStringLiteral("/first.gpuplan.json");
        QVERIFY(window.saveScenarioAs(path));
        QCOMPARE(window.library()->open(path)->revision, 1);
        QCOMPARE(window.document()->scenario().revision, 1);
        QTRY_COMPARE(window.library()->entries().size(), std::size_t(1));
        QCOMPARE(window.library()->entries().front().revision, 1);
        window.estimatorPage()->findChild<QSpinBox *>(QStringLiteral("gpusPerNode"))->setValue(2);
        QVERIFY(window.saveScenario());
        QCOMPARE(window.library()->open(path)->revision, 2);
        QCOMPARE(window.document()->scenario().revision, 2);
        const QString copy = folder + QStringLiteral("/second.gpuplan.json");
        QVERIFY(window.saveScenarioAs(copy));
        QCOMPARE(window.library()->open(copy)->revision, 1);
        QCOMPARE(window.document()->scenario().revision, 1);
        // Saved over an existing file (the file dialog asked): that file's revision goes on.
        QVERIFY(window.saveScenarioAs(path));
        QCOMPARE(window.library()->open(path)->revision, 3);
        QCOMPARE(window.document()->scenario().revision, 3);
    }

    // Dropping a scenario file on the window opens it, asking first about unsaved changes;
    // other files are refused.
    void droppingAScenarioOpensIt()
    {
        auto f = fixture(QStringLiteral("drop"));
        QVERIFY(f);
        const QString folder = m_dir.filePath(QStringLiteral("drop-files"));
        QVERIFY(QDir().mkpath(folder));
        const QString path = folder + QStringLiteral("/dropped.gpuplan.json");
        {
            MainWindow writer(f->repo.get(), &f->presets, nullptr);
            writer.estimatorPage()->setPreset(QStringLiteral("qwen2.5-7b"));
            QVERIFY(writer.saveScenarioAs(path));
        }
        MainWindow window(f->repo.get(), &f->presets, f->settings.get());
        window.show();
        bool entered = true;
        bool dropped = true;
        dragAndDrop(&window, {QUrl::fromLocalFile(write(QStringLiteral("x.csv"), "a\n"))}, &entered,
                    &dropped);
        QVERIFY(!entered);
        QVERIFY(!dropped);

        // Unsaved changes: Cancel keeps them and the scenario.
        window.estimatorPage()->setPreset(QStringLiteral("llama-3.1-70b"));
        QVERIFY(window.isModified());
        bool asked = false;
        whenModal<QMessageBox>([&asked](QMessageBox *box) {
            asked = true;
            box->button(QMessageBox::Cancel)->click();
        });
        dragAndDrop(&window, {QUrl::fromLocalFile(path)}, &entered, &dropped);
        QVERIFY(entered);
        QVERIFY(dropped);
        QTRY_VERIFY(asked);
        QVERIFY(window.scenarioPath().isEmpty());
        QCOMPARE(window.estimatorPage()->presetId(), QStringLiteral("llama-3.1-70b"));

        // Discard: the dropped file opens.
        whenModal<QMessageBox>(
            [](QMessageBox *box) { box->button(QMessageBox::Discard)->click(); });
        dragAndDrop(&window, {QUrl::fromLocalFile(path)}, &entered, &dropped);
        QTRY_COMPARE(window.scenarioPath(), path);
        QCOMPARE(window.estimatorPage()->presetId(), QStringLiteral("qwen2.5-7b"));
        QCOMPARE(window.recentFiles().first(), QFileInfo(path).absoluteFilePath());
    }

    // Opening from the library shows the scenario on the estimate tab with a message.
    void openingFromTheLibraryShowsTheEstimate()
    {
        auto f = fixture(QStringLiteral("libopen"));
        QVERIFY(f);
        const QString folder = m_dir.filePath(QStringLiteral("libopen-library"));
        QVERIFY(QDir().mkpath(folder));
        f->settings->setValue(QStringLiteral("library/folder"), folder);
        f->settings->setValue(QStringLiteral("window/tab"), int(MainWindow::LibraryTab));
        const QString path = folder + QStringLiteral("/team plan.gpuplan.json");
        {
            MainWindow writer(f->repo.get(), &f->presets, nullptr);
            writer.estimatorPage()->setPreset(QStringLiteral("qwen2.5-7b"));
            QVERIFY(writer.saveScenarioAs(path));
        }
        MainWindow window(f->repo.get(), &f->presets, f->settings.get());
        QCOMPARE(window.tabs()->currentIndex(), int(MainWindow::LibraryTab));
        Q_EMIT window.libraryPage()->openRequested(path);
        QCOMPARE(window.tabs()->currentIndex(), int(MainWindow::EstimateTab));
        QCOMPARE(window.estimatorPage()->presetId(), QStringLiteral("qwen2.5-7b"));
        QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("team plan")),
                 qPrintable(window.statusBar()->currentMessage()));
    }

    // Issue 11 item 7: F1 opens the manual; every link of every page resolves; the
    // shortcuts page lists exactly the actions' shortcuts.
    // A screen reader hears a name for every control it can reach (issue 28): buttons and
    // check boxes their text, fields their buddy label or a name of their own, tables, text
    // panes and charts what they show (a chart its title). Walked over every page, as
    // QAccessible reports it.
    void everyControlHasAnAccessibleName()
    {
        auto f = fixture(QStringLiteral("accessible"));
        QVERIFY(f);
        MainWindow window(f->repo.get(), &f->presets, f->settings.get());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        (void)window.shortcutsHtml(); // builds every page
        QStringList unnamed;
        int controls = 0;
        for (QWidget *w : window.findChildren<QWidget *>()) {
            const bool control = qobject_cast<QAbstractButton *>(w) ||
                                 qobject_cast<QLineEdit *>(w) || qobject_cast<QComboBox *>(w) ||
                                 qobject_cast<QAbstractSpinBox *>(w) ||
                                 qobject_cast<QAbstractItemView *>(w) ||
                                 qobject_cast<QGraphicsView *>(w) || qobject_cast<QTextEdit *>(w);
            if (!control || w->focusPolicy() == Qt::NoFocus)
                continue;
            // Parts the reader names as a whole: a spin box's or combo box's own line edit;
            // a combo box's popup list.
            if (qobject_cast<QLineEdit *>(w) &&
                (qobject_cast<QAbstractSpinBox *>(w->parentWidget()) ||
                 qobject_cast<QComboBox *>(w->parentWidget())))
                continue;
            if (qobject_cast<QAbstractItemView *>(w) && w->window() != &window)
                continue;
            ++controls;
            QAccessibleInterface *a = QAccessible::queryAccessibleInterface(w);
            const QString name = a ? a->text(QAccessible::Name).trimmed() : QString();
            if (name.isEmpty())
                unnamed << QStringLiteral("%1#%2").arg(
                    QString::fromLatin1(w->metaObject()->className()), w->objectName());
        }
        QVERIFY2(controls > 40, qPrintable(QString::number(controls)));
        QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(QStringLiteral(", "))));
    }

    void manualOpensWithF1AndItsLinksResolve()
    {
        auto f = fixture(QStringLiteral("manual"));
        QVERIFY(f);
        MainWindow window(f->repo.get(), &f->presets, f->settings.get());
        QAction *f1 = actionWithShortcut(&window, QKeySequence::HelpContents);
        QVERIFY(f1);
        f1->trigger();
        QVERIFY(window.manualDialog());
        QVERIFY(window.manualDialog()->isVisible());
        QTextBrowser *browser = window.manualBrowser();
        QVERIFY(browser->toPlainText().contains(QStringLiteral("GPU Planner")));

        const QRegularExpression href(QStringLiteral("href=\"([^\"]+)\""));
        const QRegularExpression anchor(QStringLiteral("(?:name|id)=\"([^\"]+)\""));
        for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
            const QDir dir(QStringLiteral(":/manual/") + language);
            const QStringList pages = dir.entryList({QStringLiteral("*.html")});
            QVERIFY2(pages.size() >= 6, qPrintable(language));
            if (language == QLatin1String("zh_CN")) {
                // The same pages in both languages.
                QCOMPARE(pages,
                         QDir(QStringLiteral(":/manual/en")).entryList({QStringLiteral("*.html")}));
            }
            for (const QString &page : pages) {
                QFile file(dir.filePath(page));
                QVERIFY(file.open(QIODevice::ReadOnly));
                const QString html = QString::fromUtf8(file.readAll());
                for (auto it = href.globalMatch(html); it.hasNext();) {
                    const QString link = it.next().captured(1);
                    if (link.startsWith(QLatin1String("http")))
                        continue;
                    const QString target = link.section(QLatin1Char('#'), 0, 0);
                    const QString fragment = link.section(QLatin1Char('#'), 1);
                    QVERIFY2(target == QLatin1String("shortcuts.html") ||
                                 QFile::exists(dir.filePath(target)),
                             qPrintable(language + QLatin1Char('/') + page + QStringLiteral(": ") +
                                        link));
                    if (!fragment.isEmpty()) {
                        QFile t(dir.filePath(target));
                        QVERIFY(t.open(QIODevice::ReadOnly));
                        QStringList names;
                        for (auto a = anchor.globalMatch(QString::fromUtf8(t.readAll()));
                             a.hasNext();)
                            names << a.next().captured(1);
                        QVERIFY2(names.contains(fragment), qPrintable(page + ": " + link));
                    }
                    // The browser follows it and shows a page.
                    browser->setSource(
                        QUrl(QStringLiteral("qrc:/manual/%1/%2").arg(language, target)));
                    QVERIFY2(!browser->toPlainText().trimmed().isEmpty(), qPrintable(link));
                }
            }
        }

        // Shortcuts: one row per action with a shortcut, with its keys; the same action on
        // several tables (Copy rows, Ctrl+C) is one row.
        const QString shortcuts = window.shortcutsHtml();
        QSet<QString> rowsExpected;
        QSet<QString> keysSeen;
        for (QAction *a : window.findChildren<QAction *>()) {
            if (a->shortcuts().isEmpty())
                continue;
            rowsExpected << a->text() + QKeySequence::listToString(a->shortcuts());
            for (const QKeySequence &k : a->shortcuts()) {
                const QString keys = k.toString(QKeySequence::NativeText).toHtmlEscaped();
                QVERIFY2(shortcuts.contains(keys), qPrintable(keys));
            }
        }
        QVERIFY(rowsExpected.size() >= 8);
        QCOMPARE(shortcuts.count(QStringLiteral("<tr>")), rowsExpected.size());
        QVERIFY(shortcuts.contains(QStringLiteral("Copy rows")));
        QVERIFY(shortcuts.contains(
            QKeySequence(QKeySequence::HelpContents).toString(QKeySequence::NativeText)));
        browser->setSource(QUrl(QStringLiteral("qrc:/manual/en/shortcuts.html")));
        QVERIFY(browser->toPlainText().contains(
            QKeySequence(QStringLiteral("Ctrl+E")).toString(QKeySequence::NativeText)));
    }

    // Issue 26 item 11: the tabs carry no Alt letter (it took C, M, P and L from every
    // page's fields); Alt+1 … Alt+4 show them, from the View menu, and say so in a tooltip.
    void altNumberShowsTheTabs()
    {
        auto f = fixture(QStringLiteral("tabkeys"));
        QVERIFY(f);
        MainWindow window(f->repo.get(), &f->presets, f->settings.get());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        for (int t = MainWindow::TabCount - 1; t >= 0; --t) {
            QVERIFY(QKeySequence::mnemonic(window.tabs()->tabText(t)).isEmpty());
            QTest::keyClick(&window, Qt::Key(Qt::Key_1 + t), Qt::AltModifier);
            QCOMPARE(window.tabs()->currentIndex(), t);
            QCOMPARE(
                window.tabs()->tabToolTip(t),
                QKeySequence(Qt::ALT | Qt::Key(Qt::Key_1 + t)).toString(QKeySequence::NativeText));
        }
        QVERIFY(window.shortcutsHtml().contains(
            QKeySequence(Qt::ALT | Qt::Key_3).toString(QKeySequence::NativeText)));
        window.close();
    }

    // Issue 11 item 8: a saved geometry larger than the screen or off it comes back inside.
    void restoredGeometryFitsTheScreen()
    {
        QCOMPARE(MainWindow::fitToScreen(QRect(-500, 3000, 5000, 4000), QRect(0, 0, 1024, 700)),
                 QRect(0, 0, 1024, 700));
        QCOMPARE(MainWindow::fitToScreen(QRect(900, 600, 400, 300), QRect(0, 0, 1024, 700)),
                 QRect(624, 400, 400, 300));
        QCOMPARE(MainWindow::fitToScreen(QRect(10, 20, 400, 300), QRect(0, 0, 1024, 700)),
                 QRect(10, 20, 400, 300));

        auto f = fixture(QStringLiteral("geometry"));
        QVERIFY(f);
        const QRect available = QGuiApplication::primaryScreen()->availableGeometry();
        for (const QRect &saved : {QRect(available.right() + 2000, available.bottom() + 2000,
                                         available.width() * 3, available.height() * 3),
                                   QRect(-4000, -3000, 400, 300)}) {
            {
                QWidget probe;
                probe.setGeometry(saved);
                f->settings->setValue(QStringLiteral("window/geometry"), probe.saveGeometry());
            }
            MainWindow window(f->repo.get(), &f->presets, f->settings.get());
            QVERIFY2(available.contains(window.geometry()),
                     qPrintable(QStringLiteral("%1,%2 %3x%4")
                                    .arg(window.geometry().x())
                                    .arg(window.geometry().y())
                                    .arg(window.geometry().width())
                                    .arg(window.geometry().height())));
        }
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
        // 1024×700 first (its own settings), then 1280×800, whose layout is kept below.
        for (const QSize size : {QSize(1024, 700), QSize(1280, 800)}) {
            QSettings small(m_dir.filePath(QStringLiteral("settings5-small.ini")),
                            QSettings::IniFormat);
            MainWindow window(&repo, &presets, size.width() == 1024 ? &small : &settings);
            ComparisonPage *page = window.comparisonPage();
            window.findChild<QTabWidget *>()->setCurrentWidget(page);
            window.resize(size);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            // The plan's last stage is on screen (column widths follow the table's rows).
            QTRY_VERIFY(page->model()->rowCount() > 0 && !page->isComputing());
            if (window.size() != size) { // which page holds the window wider
                QString why;
                for (int t = 0; t < window.tabs()->count(); ++t)
                    why += QStringLiteral(" tab %1: %2")
                               .arg(t)
                               .arg(window.tabs()->widget(t)->minimumSizeHint().width());
                QFAIL(qPrintable(QStringLiteral("window %1×%2, minimum %3;%4")
                                     .arg(window.width())
                                     .arg(window.height())
                                     .arg(window.minimumSizeHint().width())
                                     .arg(why)));
            }
            // The region's whole name shows at both sizes ("cn-shanghai — China (Shanghai)"),
            // and is in the tooltip.
            auto *region = page->findChild<QComboBox *>(QStringLiteral("region"));
            QVERIFY(region);
            QCOMPARE(region->toolTip(), region->currentText());
            QVERIFY2(region->width() >=
                         region->fontMetrics().horizontalAdvance(region->currentText()) + 16,
                     qPrintable(QStringLiteral("%1 px for '%2'")
                                    .arg(region->width())
                                    .arg(region->currentText())));
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
            if (size.width() == 1280)
                page->setChartsShown(false);
            window.close();
        }
        QVERIFY(settings.contains(QStringLiteral("comparison/tableHeader")));
        MainWindow again(&repo, &presets, &settings);
        QVERIFY(!again.comparisonPage()->chartsShown());

        // Issue 26 item 5: at 1600 px the table's columns left about 400 px empty beside
        // them while the reasons were squeezed. The detail pane takes what the columns leave
        // (at least a fifth), and every column is still whole; a splitter the user moves
        // stays where it was put.
        QSettings wide(m_dir.filePath(QStringLiteral("settings5-wide.ini")), QSettings::IniFormat);
        MainWindow window(&repo, &presets, &wide);
        ComparisonPage *page = window.comparisonPage();
        window.findChild<QTabWidget *>()->setCurrentWidget(page);
        window.resize(1600, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_VERIFY(page->model()->rowCount() > 0 && !page->isComputing());
        QTableView *view = page->view();
        QHeaderView *header = view->horizontalHeader();
        auto *split = page->findChild<QSplitter *>(QStringLiteral("tableSplit"));
        QVERIFY(split);
        auto emptyRight = [&] {
            int last = 0;
            for (int c = 0; c < header->count(); ++c)
                if (!header->isSectionHidden(c))
                    last =
                        std::max(last, header->sectionViewportPosition(c) + header->sectionSize(c));
            return view->viewport()->width() - last;
        };
        QTRY_VERIFY2(emptyRight() < 60, qPrintable(QStringLiteral("%1 empty; split %2/%3")
                                                       .arg(emptyRight())
                                                       .arg(split->sizes().value(0))
                                                       .arg(split->sizes().value(1))));
        QVERIFY(emptyRight() >= 0);
        QVERIFY(!view->horizontalScrollBar()->isVisible());
        const QList<int> sizes = split->sizes();
        QVERIFY2(sizes[1] >= (sizes[0] + sizes[1]) / 5 - 2,
                 qPrintable(QStringLiteral("%1 / %2").arg(sizes[0]).arg(sizes[1])));
        // The user's split wins over the balance, also after a resize.
        split->setSizes({sizes[0] + sizes[1] - 250, 250});
        Q_EMIT split->splitterMoved(sizes[0] + sizes[1] - 250, 1);
        window.resize(1500, 1000);
        QTest::qWait(50);
        QVERIFY2(std::abs(split->sizes().value(1) - 250) < 120,
                 qPrintable(QString::number(split->sizes().value(1))));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
