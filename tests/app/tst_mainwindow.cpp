// The window's import as a user does it: a price sheet appears in the catalog tab; a
// DescribePrice file asks what it prices; a malformed file is refused with a message box
// and nothing changes. Modal dialogs are answered from a timer.
#include "catalogbrowser.h"
#include "catalogfilterproxy.h"
#include "catalogrepository.h"
#include "estimatorpage.h"
#include "library.h"
#include "mainwindow.h"
#include "presets.h"
#include "pricedialog.h"

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QMessageBox>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace gpuplanner;

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

private Q_SLOTS:
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
