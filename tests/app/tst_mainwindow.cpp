// The window's import as a user does it: a price sheet appears in the catalog tab; a
// DescribePrice file asks what it prices; a malformed file is refused with a message box
// and nothing changes. Modal dialogs are answered from a timer.
#include "catalogbrowser.h"
#include "catalogfilterproxy.h"
#include "catalogrepository.h"
#include "mainwindow.h"
#include "pricedialog.h"

#include <QApplication>
#include <QComboBox>
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
