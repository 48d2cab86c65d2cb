// Catalog edits on the undo stack, in the real window with a plan on screen (issue 25
// item 3): an import, an entered price (Ctrl+E), a reset and a refresh are each one step
// of Edit ▸ Undo, named after what they did; undoing one puts the comparison table, its
// charts, the selected row and the catalog tab back as they were before the edit, and
// redoing it shows the edit again. The steps sit in one history with the scenario's, in the
// order they were done; they do not mark the scenario modified and outlive opening another
// scenario. Every overlay and settings file is a private one of the test; modal dialogs are
// answered from a timer.
#include "catalogbrowser.h"
#include "catalogrepository.h"
#include "catalogtablemodel.h"
#include "comparisonpage.h"
#include "datafiles.h"
#include "estimatorpage.h"
#include "fakeecs.h"
#include "mainwindow.h"
#include "plantablemodel.h"
#include "presets.h"
#include "pricedialog.h"
#include "refreshdialog.h"
#include "scenariodocument.h"

#include <QAbstractBarSeries>
#include <QAction>
#include <QApplication>
#include <QBarSet>
#include <QChart>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTranslator>
#include <QUndoStack>
#include <QXYSeries>

#include <memory>

using namespace gpuplanner;

namespace {

const QString kChosen = QStringLiteral("ecs.gn7i-c8g1.2xlarge");
const QString kSheet = QStringLiteral(GP_TEST_DATA "/import/price-csv-good/prices.csv");

// What the window shows of the plan: the table (every row's id, price and source), the
// selected row, the four charts' values and titles, and the catalog tab's details of the
// chosen type.
struct Screen {
    QStringList table;
    QString selected;
    QStringList charts;
    QString details;

    bool operator==(const Screen &) const = default;
};

QStringList chartValues(QChart *chart)
{
    QStringList out{chart->title()};
    for (QAbstractSeries *series : chart->series()) {
        if (auto *bars = qobject_cast<QAbstractBarSeries *>(series)) {
            for (QBarSet *set : bars->barSets()) {
                QStringList values{set->label()};
                for (int i = 0; i < set->count(); ++i)
                    values << QString::number(set->at(i), 'g', 17);
                out << values.join(QLatin1Char(' '));
            }
        } else if (auto *xy = qobject_cast<QXYSeries *>(series)) {
            QStringList points{xy->name()};
            for (const QPointF &p : xy->points())
                points << QStringLiteral("%1,%2").arg(p.x(), 0, 'g', 17).arg(p.y(), 0, 'g', 17);
            out << points.join(QLatin1Char(' '));
        }
    }
    return out;
}

} // namespace

class TestCatalogUndo : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    PresetLibrary m_presets;
    QTranslator m_plurals;
    int m_windows = 0;

    struct Fixture {
        std::unique_ptr<CatalogRepository> repo;
        std::unique_ptr<QSettings> settings;
        std::unique_ptr<MainWindow> window;
        ComparisonPage *page = nullptr;
    };

    // A window with a private overlay and settings, the comparison tab showing every type
    // of a LoRA run of Qwen2.5 7B in cn-hangzhou, the chosen type selected.
    std::unique_ptr<Fixture> windowWithAPlan()
    {
        auto f = std::make_unique<Fixture>();
        const QString tag = QStringLiteral("w%1").arg(++m_windows);
        f->repo = std::make_unique<CatalogRepository>(QStringLiteral(GP_SHIPPED_CATALOG),
                                                      m_dir.filePath(tag + QStringLiteral(".db")));
        if (!f->repo->load())
            return nullptr;
        f->settings = std::make_unique<QSettings>(m_dir.filePath(tag + QStringLiteral(".ini")),
                                                  QSettings::IniFormat);
        f->window = std::make_unique<MainWindow>(f->repo.get(), &m_presets, f->settings.get());
        MainWindow &window = *f->window;
        window.estimatorPage()->setPreset(QStringLiteral("qwen2.5-7b"));
        f->page = window.comparisonPage();
        window.tabs()->setCurrentWidget(f->page);
        window.show();
        if (!QTest::qWaitForWindowExposed(&window))
            return nullptr;
        f->page->findChild<QCheckBox *>(QStringLiteral("showAll"))->setChecked(true);
        PlanOptions options = f->page->options();
        options.region = "cn-hangzhou";
        f->page->setOptions(options);
        f->page->selectType(kChosen);
        window.catalogBrowser()->selectInstanceType(kChosen);
        // The edits so far are the scenario's; the tests start from a clean history.
        window.document()->undoStack()->clear();
        return f;
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

    // The screen once the plan of the repository's catalog is on it (a change is picked up
    // by the next recompute, and the charts come in stages: wait for the last).
    static bool settled(const Fixture &f)
    {
        return f.page->model()->plan() && f.page->model()->plan()->catalog == f.repo->snapshot() &&
               !f.page->isComputing();
    }

    static Screen screen(const Fixture &f)
    {
        Screen s;
        const PlanTableModel *model = f.page->model();
        for (int i = 0; i < model->rowCount(); ++i) {
            QStringList cells;
            for (auto column :
                 {PlanTableModel::Column::InstanceType, PlanTableModel::Column::PricePerHour,
                  PlanTableModel::Column::PriceSource})
                cells << model->index(i, int(column)).data().toString();
            s.table << cells.join(QLatin1Char('|'));
        }
        s.selected = f.page->selectedType();
        for (QChart *chart : {f.page->costChart(), f.page->vramChart(), f.page->paretoChart(),
                              f.page->modesChart()})
            s.charts << chartValues(chart);
        s.details = f.window->catalogBrowser()->detailsHtml();
        return s;
    }

    static QString priceCell(const Fixture &f, const QString &type)
    {
        const int row = f.page->model()->rowOf(type);
        return f.page->model()
            ->index(row, int(PlanTableModel::Column::PricePerHour))
            .data()
            .toString();
    }

    // Edit ▸ Undo (or Redo) as the menu has it, then the screen once settled.
    static void trigger(Fixture &f, QAction *action)
    {
        QVERIFY(action->isEnabled());
        action->trigger();
        QTRY_VERIFY(settled(f));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_presets.load());
        // English plural forms, as the program installs them ("4 prices").
        QVERIFY(m_plurals.load(translationFile(QStringLiteral("en"))));
        QCoreApplication::installTranslator(&m_plurals);
    }

    // File ▸ Import: the price is in the table; Edit ▸ Undo names the import, and puts
    // the table, the charts, the selected row and the catalog tab back; Redo shows it again.
    void importUndoAndRedo()
    {
        auto f = windowWithAPlan();
        QVERIFY(f);
        QTRY_VERIFY(settled(*f));
        const Screen shipped = screen(*f);
        QVERIFY(!f->window->undoAction()->isEnabled());

        QVERIFY(f->window->importFiles({kSheet}));
        QTRY_VERIFY(settled(*f));
        const Screen imported = screen(*f);
        const int instances = f->page->model()->rowAt(f->page->model()->rowOf(kChosen)).instances;
        QCOMPARE(priceCell(*f, kChosen),
                 QStringLiteral("⚠ %1 CNY").arg(formatNumber(11.5 * instances, 2)));
        QVERIFY(imported.charts != shipped.charts);
        QVERIFY(imported.details != shipped.details);
        QCOMPARE(f->window->undoAction()->text(),
                 QStringLiteral("&Undo import of prices.csv (4 prices)"));
        QVERIFY(!f->window->isModified());

        trigger(*f, f->window->undoAction());
        QCOMPARE(screen(*f), shipped);
        QCOMPARE(f->repo->overlayRowCount(), 0);
        QCOMPARE(f->window->redoAction()->text(),
                 QStringLiteral("&Redo import of prices.csv (4 prices)"));
        trigger(*f, f->window->redoAction());
        QCOMPARE(screen(*f), imported);
        trigger(*f, f->window->undoAction());
        QCOMPARE(screen(*f), shipped);
        QVERIFY(!f->window->isModified());
    }

    // An import that adds an instance type, the new type selected: undone, the row is gone
    // and the selection moves to the first row; redone, the row is back.
    void importOfANewTypeUndone()
    {
        auto f = windowWithAPlan();
        QVERIFY(f);
        QTRY_VERIFY(settled(*f));
        const int shippedRows = f->page->model()->rowCount();
        const QString added = QStringLiteral("ecs.gn7i-c4g1.xlarge");
        QVERIFY(f->window->importFiles(
            {QStringLiteral(GP_TEST_DATA "/import/instance-types-multipage/page1.json"),
             QStringLiteral(GP_TEST_DATA "/import/instance-types-multipage/page2.json")}));
        QTRY_VERIFY(settled(*f));
        QCOMPARE(f->page->model()->rowCount(), shippedRows + 1);
        QVERIFY(f->window->undoAction()->text().startsWith(
            QStringLiteral("&Undo import of 2 files (")));
        f->page->selectType(added);
        QCOMPARE(f->page->selectedType(), added);
        trigger(*f, f->window->undoAction());
        QCOMPARE(f->page->model()->rowCount(), shippedRows);
        QCOMPARE(f->page->model()->rowOf(added), -1);
        QCOMPARE(f->page->selectedType(),
                 f->page->view()->model()->index(0, 0).data(PlanTableModel::TypeIdRole).toString());
        QVERIFY(!f->repo->catalog().type(added.toStdString()));
        trigger(*f, f->window->redoAction());
        QCOMPARE(f->page->model()->rowCount(), shippedRows + 1);
        QVERIFY(f->repo->catalog().type(added.toStdString()));
    }

    // Ctrl+E, the dialog driven as a user does: one step "price entry for TYPE".
    void priceEntryUndoAndRedo()
    {
        auto f = windowWithAPlan();
        QVERIFY(f);
        QVERIFY(f->window->importFiles({kSheet})); // a price to go back to
        QTRY_VERIFY(settled(*f));
        const Screen before = screen(*f);
        QAction *enter = nullptr;
        for (QAction *a : f->window->findChildren<QAction *>()) {
            if (a->shortcut() == QKeySequence(QStringLiteral("Ctrl+E")))
                enter = a;
        }
        QVERIFY(enter);
        bool answered = false;
        whenModal<PriceDialog>([&](PriceDialog *d) {
            d->setInstanceType(kChosen);
            d->setRegion(QStringLiteral("cn-hangzhou"));
            d->setPricingMode(PricingMode::PayAsYouGo);
            d->findChild<QDoubleSpinBox *>()->setValue(9.75);
            d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
            answered = true;
        });
        enter->trigger();
        QVERIFY(answered);
        QTRY_VERIFY(settled(*f));
        const Screen entered = screen(*f);
        const int instances = f->page->model()->rowAt(f->page->model()->rowOf(kChosen)).instances;
        QCOMPARE(priceCell(*f, kChosen),
                 QStringLiteral("%1 CNY").arg(formatNumber(9.75 * instances, 2)));
        QVERIFY(entered.details.contains(QStringLiteral("9.75")));
        QCOMPARE(f->window->undoAction()->text(),
                 QStringLiteral("&Undo price entry for ecs.gn7i-c8g1.2xlarge"));
        QCOMPARE(f->window->document()->undoStack()->count(), 2);

        trigger(*f, f->window->undoAction());
        QCOMPARE(screen(*f), before);
        QVERIFY(!screen(*f).details.contains(QStringLiteral("9.75")));
        QCOMPARE(f->window->undoAction()->text(),
                 QStringLiteral("&Undo import of prices.csv (4 prices)"));
        trigger(*f, f->window->redoAction());
        QCOMPARE(screen(*f), entered);
    }

    // File ▸ Reset my catalog changes…: the question says the reset can be undone until
    // the window closes; Edit ▸ Undo brings every row back, Redo resets again.
    void resetUndoAndRedo()
    {
        auto f = windowWithAPlan();
        QVERIFY(f);
        QTRY_VERIFY(settled(*f));
        const Screen shipped = screen(*f);
        QVERIFY(f->window->importFiles({kSheet}));
        QTRY_VERIFY(settled(*f));
        const Screen imported = screen(*f);
        const int rows = f->repo->overlayRowCount();
        QAction *reset = nullptr;
        for (QAction *a : f->window->findChildren<QAction *>()) {
            if (a->text() == MainWindow::tr("&Reset my catalog changes…"))
                reset = a;
        }
        QVERIFY(reset);
        QString question;
        whenModal<QMessageBox>([&](QMessageBox *box) {
            question = box->text();
            box->button(QMessageBox::Reset)->click();
        });
        reset->trigger();
        QVERIFY2(question.contains(QStringLiteral("Edit ▸ Undo brings the rows back until this "
                                                  "window closes")),
                 qPrintable(question));
        QTRY_VERIFY(settled(*f));
        QCOMPARE(f->repo->overlayRowCount(), 0);
        QCOMPARE(screen(*f), shipped);
        QCOMPARE(f->window->undoAction()->text(),
                 QStringLiteral("&Undo reset of your catalog changes"));

        trigger(*f, f->window->undoAction());
        QCOMPARE(f->repo->overlayRowCount(), rows);
        QCOMPARE(screen(*f), imported);
        trigger(*f, f->window->redoAction());
        QCOMPARE(f->repo->overlayRowCount(), 0);
        QCOMPARE(screen(*f), shipped);
        trigger(*f, f->window->undoAction());
        QCOMPARE(screen(*f), imported);
        QVERIFY(!f->window->isModified());
    }

    // One history: a scenario edit, an import, another scenario edit are undone last first;
    // a new scenario drops the scenario's steps and keeps the import, still undoable.
    void oneHistoryInTheOrderDone()
    {
        auto f = windowWithAPlan();
        QVERIFY(f);
        QTRY_VERIFY(settled(*f));
        ScenarioDocument *doc = f->window->document();
        const int batch = doc->workload().batch;
        Workload w = doc->workload();
        w.batch = batch + 1;
        QVERIFY(doc->editInputs(w, doc->presetId(), QStringLiteral("batch"), QStringLiteral("b")));
        QVERIFY(f->window->importFiles({kSheet}));
        w.batch = batch + 2;
        QVERIFY(doc->editInputs(w, doc->presetId(), QStringLiteral("batch"), QStringLiteral("b")));
        QCOMPARE(doc->undoStack()->count(), 3); // the import keeps the two edits apart
        f->window->undoAction()->trigger();
        QCOMPARE(doc->workload().batch, batch + 1);
        QVERIFY(f->repo->overlayRowCount() > 0);
        f->window->undoAction()->trigger();
        QCOMPARE(f->repo->overlayRowCount(), 0);
        QCOMPARE(doc->workload().batch, batch + 1);
        f->window->undoAction()->trigger();
        QCOMPARE(doc->workload().batch, batch);
        QVERIFY(!f->window->isModified());
        f->window->redoAction()->trigger();
        f->window->redoAction()->trigger();
        QVERIFY(f->repo->overlayRowCount() > 0);
        QVERIFY(f->window->isModified()); // the batch edit; the import does not count

        // File ▸ New: the scenario's steps go (the question answered with Discard), the
        // import stays on the history and undoes as before.
        whenModal<QMessageBox>(
            [](QMessageBox *box) { box->button(QMessageBox::Discard)->click(); });
        QAction *newScenario = nullptr;
        for (QAction *a : f->window->findChildren<QAction *>()) {
            if (a->shortcut() == QKeySequence(QKeySequence::New))
                newScenario = a;
        }
        QVERIFY(newScenario);
        newScenario->trigger();
        QCOMPARE(doc->undoStack()->count(), 1);
        QVERIFY(!f->window->isModified());
        QCOMPARE(f->window->undoAction()->text(),
                 QStringLiteral("&Undo import of prices.csv (4 prices)"));
        QVERIFY(f->repo->overlayRowCount() > 0);
        trigger(*f, f->window->undoAction());
        QCOMPARE(f->repo->overlayRowCount(), 0);
        QVERIFY(!f->window->isModified());
        QCOMPARE(f->window->redoAction()->text(),
                 QStringLiteral("&Redo import of prices.csv (4 prices)"));
    }

    // A change of language names the catalog steps in Chinese, and back.
    void stepsAreNamedInTheLanguageShown()
    {
        auto f = windowWithAPlan();
        QVERIFY(f);
        QVERIFY(f->window->importFiles({kSheet}));
        f->window->setLanguage(QStringLiteral("zh_CN"));
        QVERIFY2(f->window->undoAction()->text().contains(QStringLiteral("导入 prices.csv")),
                 qPrintable(f->window->undoAction()->text()));
        f->window->setLanguage(QStringLiteral("en"));
        QCOMPARE(f->window->undoAction()->text(),
                 QStringLiteral("&Undo import of prices.csv (4 prices)"));
    }

    // Catalog ▸ Refresh prices… against the fake ECS endpoint: one step for the refresh,
    // named with its region; undone, the shipped price is back in the row.
    void refreshUndoAndRedo()
    {
        FakeEcs fake;
        QVERIFY(fake.listen());
        fake.config.knownTypes = {kChosen};
        auto f = windowWithAPlan();
        QVERIFY(f);
        QTRY_VERIFY(settled(*f));
        const Screen shipped = screen(*f);
        auto *refresh = f->window->findChild<QAction *>(QStringLiteral("refreshPricesAction"));
        QVERIFY(refresh);
        QString summary;
        whenModal<RefreshDialog>([&](RefreshDialog *d) {
            d->setRegion(QStringLiteral("cn-hangzhou"));
            d->setEndpoint(fake.endpoint());
            d->setInstanceTypes(kChosen);
            d->setModes(true, false, false, false);
            d->setAccessKey(fake.config.accessKeyId, fake.config.accessKeySecret, false);
            if (d->startRefresh())
                QTRY_VERIFY(!d->isRunning());
            summary = d->summaryText();
            d->reject();
        });
        refresh->trigger();
        QVERIFY2(summary.startsWith(QStringLiteral("1 price updated")), qPrintable(summary));
        QTRY_VERIFY(settled(*f));
        const Screen refreshed = screen(*f);
        QVERIFY(refreshed.table != shipped.table);
        QCOMPARE(f->window->undoAction()->text(),
                 QStringLiteral("&Undo refresh of prices in cn-hangzhou (1 price)"));
        trigger(*f, f->window->undoAction());
        QCOMPARE(screen(*f), shipped);
        trigger(*f, f->window->redoAction());
        QCOMPARE(screen(*f), refreshed);
    }
};

QTEST_MAIN(TestCatalogUndo)
#include "tst_catalogundo.moc"
