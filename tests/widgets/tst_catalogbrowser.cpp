// The catalog tab as a user drives it: filters narrow the table, the details pane shows
// the selected type's GPU specs and price sources, the column chooser hides columns, and
// an import through the repository appears without a restart.
#include "catalogbrowser.h"
#include "catalogfilterproxy.h"
#include "catalogrepository.h"
#include "inputlabels.h"
#include "palette.h"
#include "pricedialog.h"

#include <QAbstractTextDocumentLayout>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLineEdit>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextLayout>

using namespace gpuplanner;

class TestCatalogBrowser : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    // The catalog's pricing menu and the price dialog's list every mode of the pricing modes'
    // table, in its order and words; the dialog's unit follows the mode's own unit and says
    // which units a mode is priced in (issue 25).
    void pricingMenusFollowTheModesTable()
    {
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               m_dir.filePath(QStringLiteral("modes.db")));
        QVERIFY2(repo.load(), qPrintable(repo.errorString()));
        CatalogBrowser browser(&repo);
        PriceDialog dialog(repo.catalog(), PriceDialog::Purpose::EnterPrice);
        auto *menu = browser.findChild<QComboBox *>(QStringLiteral("pricingMode"));
        QVERIFY(menu);
        QList<QComboBox *> dialogMenus = dialog.findChildren<QComboBox *>();
        QComboBox *dialogMenu = nullptr;
        for (QComboBox *c : dialogMenus)
            if (c->count() == int(pricingModes().size()) &&
                c->itemText(0) == InputLabels::pricing(PricingMode::PayAsYouGo))
                dialogMenu = c;
        QVERIFY(dialogMenu);
        for (QComboBox *c : {menu, dialogMenu}) {
            QCOMPARE(c->count(), int(pricingModes().size()));
            for (int i = 0; i < c->count(); ++i) {
                const PricingModeInfo &m = pricingModes()[std::size_t(i)];
                QCOMPARE(c->itemData(i).toInt(), int(m.mode));
                QCOMPARE(c->itemText(i), InputLabels::pricing(m.mode));
            }
        }
        for (const PricingModeInfo &m : pricingModes()) {
            dialog.setPricingMode(m.mode);
            QCOMPARE(int(dialog.unit()), int(m.defaultUnit));
        }
    }

    void filtersDetailsAndColumns()
    {
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               m_dir.filePath(QStringLiteral("overlay.db")));
        QVERIFY2(repo.load(), qPrintable(repo.errorString()));
        CatalogBrowser browser(&repo);
        browser.resize(1200, 800);
        browser.show();
        QVERIFY(QTest::qWaitForWindowExposed(&browser));
        QCOMPARE(browser.proxy()->rowCount(), 119);

        auto *minVram = browser.findChild<QDoubleSpinBox *>(QStringLiteral("minVram"));
        QVERIFY(minVram);
        minVram->setValue(80);
        QCOMPARE(browser.proxy()->rowCount(), 20);
        auto *minGpus = browser.findChild<QSpinBox *>(QStringLiteral("minGpus"));
        minGpus->setValue(8);
        QCOMPARE(browser.proxy()->rowCount(), 9);
        auto *rdma = browser.findChild<QComboBox *>(QStringLiteral("rdma"));
        rdma->setCurrentIndex(1); // RDMA / eRDMA
        for (int r = 0; r < browser.proxy()->rowCount(); ++r) {
            const QString rdmaText =
                browser.proxy()->index(r, int(CatalogTableModel::Column::Rdma)).data().toString();
            QVERIFY2(rdmaText.contains(QStringLiteral("RDMA")), qPrintable(rdmaText));
        }
        auto *search = browser.findChild<QLineEdit *>(QStringLiteral("search"));
        QTest::keyClicks(search, QStringLiteral("ebmgn7ex"));
        QCOMPARE(browser.proxy()->rowCount(), 1);

        browser.selectInstanceType(QStringLiteral("ecs.ebmgn7ex.32xlarge"));
        QCOMPARE(browser.currentInstanceType(), QStringLiteral("ecs.ebmgn7ex.32xlarge"));
        const QString details = browser.detailsHtml();
        QVERIFY(details.contains(QStringLiteral("NVIDIA A100 80GB (SXM4)")));
        QVERIFY(details.contains(QStringLiteral("2039"))); // memory bandwidth of the GPU
        QVERIFY(details.contains(QStringLiteral("No price in any region")));

        QStringList hidden = browser.hiddenColumns();
        QVERIFY(!hidden.contains(QStringLiteral("rdma")));
        hidden << QStringLiteral("rdma");
        browser.setHiddenColumns(hidden);
        QVERIFY(browser.view()->isColumnHidden(int(CatalogTableModel::Column::Rdma)));
        QVERIFY(browser.hiddenColumns().contains(QStringLiteral("rdma")));
        browser.setHiddenColumns({QStringLiteral("instance_type")});
        QVERIFY(!browser.view()->isColumnHidden(0)); // the instance type always shows
        QVERIFY(browser.view()->findChild<QAction *>(QStringLiteral("copyRows"))); // issue 28
    }

    // Issue 12: the details pane is written when it is seen, not while the tab is built
    // or hidden (its HTML layout was on the start-up path twice); asking for its text
    // brings it up to date.
    void detailsWrittenWhenShown()
    {
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               m_dir.filePath(QStringLiteral("details.db")));
        QVERIFY(repo.load());
        CatalogBrowser browser(&repo);
        auto *details = browser.findChild<QTextBrowser *>(QStringLiteral("details"));
        QVERIFY(details);
        const QString first = browser.currentInstanceType();
        QVERIFY(!first.isEmpty());
        QVERIFY(details->toPlainText().isEmpty()); // not written before it is shown
        browser.show();
        QVERIFY(QTest::qWaitForWindowExposed(&browser));
        QVERIFY2(details->toPlainText().contains(first), qPrintable(details->toPlainText()));
        browser.hide();
        browser.selectInstanceType(QStringLiteral("ecs.ebmgn7ex.32xlarge"));
        QVERIFY(!details->toPlainText().contains(QStringLiteral("ecs.ebmgn7ex.32xlarge")));
        QVERIFY(browser.detailsHtml().contains(QStringLiteral("ecs.ebmgn7ex.32xlarge")));
    }

    // Issue 12, start-up: showing the tab lays the details pane out once, at the width it
    // keeps. It is written after the window's layout has settled (written at Show, the
    // splitter's resizes laid it out again), with its scroll bar always there (shown as
    // needed, a long text was laid out again beside the scroll bar that then appeared). The
    // tab draws its text without OpenType shaping (QFont::PreferNoShaping: HarfBuzz per
    // string was most of its first paint); the rest of its font follows the application's.
    void firstShowLaysDetailsOutOnce()
    {
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               m_dir.filePath(QStringLiteral("first.db")));
        QVERIFY(repo.load());
        CatalogBrowser browser(&repo);
        QVERIFY(browser.view()->font().styleStrategy() & QFont::PreferNoShaping);
        QCOMPARE(browser.view()->font().family(), QApplication::font().family());
        QCOMPARE(browser.view()->font().pointSizeF(), QApplication::font().pointSizeF());
        auto *details = browser.findChild<QTextBrowser *>(QStringLiteral("details"));
        QVERIFY(details);
        QVERIFY(details->font().styleStrategy() & QFont::PreferNoShaping);
        QCOMPARE(details->verticalScrollBarPolicy(), Qt::ScrollBarAlwaysOn);
        QList<double> laidOutAt; // the page width of each layout of a written pane
        connect(details->document()->documentLayout(),
                &QAbstractTextDocumentLayout::documentSizeChanged, &browser, [&] {
                    if (!details->document()->isEmpty())
                        laidOutAt << details->document()->pageSize().width();
                });
        browser.resize(1200, 800);
        browser.show();
        QVERIFY(details->toPlainText().isEmpty()); // written once the layout has settled
        QVERIFY(QTest::qWaitForWindowExposed(&browser));
        QTRY_VERIFY(details->toPlainText().contains(browser.currentInstanceType()));
        QCoreApplication::processEvents();
        QCOMPARE(laidOutAt.size(), 1);
        QCOMPARE(qRound(laidOutAt.first()), details->viewport()->width());
    }

    // The details pane is written as paragraphs with tab stops (catalogdetails.cpp), not
    // HTML tables: every value starts at one x, the price columns line up with the amounts
    // right-aligned, the sources are links, and a stale price is marked.
    void detailsColumnsLineUp()
    {
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               m_dir.filePath(QStringLiteral("columns.db")));
        QVERIFY(repo.load());
        CatalogBrowser browser(&repo);
        browser.resize(1200, 1600);
        browser.show();
        QVERIFY(QTest::qWaitForWindowExposed(&browser));
        browser.selectInstanceType(QStringLiteral("ecs.gn6e-c12g1.12xlarge")); // two prices
        auto *details = browser.findChild<QTextBrowser *>(QStringLiteral("details"));
        QTRY_VERIFY(details->toPlainText().contains(QStringLiteral("ecs.gn6e-c12g1.12xlarge")));
        const QString text = details->toPlainText();
        QVERIFY2(text.contains(QStringLiteral("78.95 CNY/hour")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("37900 CNY/month")));
        QVERIFY(text.contains(QStringLiteral("published, 2023-06 stale")));
        QVERIFY(text.contains(QStringLiteral("NVIDIA V100 32GB (SXM2)")));

        auto xAt = [](const QTextBlock &block, int position) {
            const QTextLine line = block.layout()->lineForTextPosition(position);
            return qRound(line.cursorToX(position));
        };
        QSet<int> valueX, amountEnd, kindX;
        QStringList links;
        int rows = 0, priceRows = 0, undocumented = 0, stale = 0;
        for (QTextBlock b = details->document()->begin(); b.isValid(); b = b.next()) {
            const QString t = b.text();
            const QStringList cells = t.split(QLatin1Char('\t'));
            if (cells.size() == 2) { // key, value
                ++rows;
                valueX << xAt(b, int(cells[0].size()) + 1);
            } else if (cells.size() == 5) { // region, mode, amount, kind and date, source
                ++priceRows;
                const int amountStart = int(cells[0].size() + cells[1].size()) + 2;
                amountEnd << xAt(b, amountStart + int(cells[2].size()));
                kindX << xAt(b, amountStart + int(cells[2].size()) + 1);
            }
            for (auto it = b.begin(); !it.atEnd(); ++it) {
                const QTextCharFormat f = it.fragment().charFormat();
                if (f.isAnchor())
                    links << f.anchorHref();
                const QString piece = it.fragment().text();
                if (piece == QStringLiteral("undocumented")) { // the GPU's INT8 figure
                    ++undocumented;
                    QCOMPARE(f.foreground().color(), palette::kMuted); // muted, not italic
                    QVERIFY(!f.fontItalic());
                }
                if (piece == QStringLiteral("stale")) {
                    ++stale;
                    QCOMPARE(f.foreground().color(), palette::kWarning);
                    QCOMPARE(f.fontWeight(), int(QFont::Bold));
                }
            }
        }
        QVERIFY2(rows >= 16, qPrintable(text)); // the type's and the GPU's rows
        QCOMPARE(valueX.size(), 1);
        QCOMPARE(priceRows, 2);
        QCOMPARE(amountEnd.size(), 1); // the amounts end at one x
        QCOMPARE(kindX.size(), 1);
        QVERIFY(*kindX.begin() > *amountEnd.begin());
        QCOMPARE(undocumented, 1);
        QCOMPARE(stale, 2);
        QCOMPARE(links.size(), 2); // the type's and the GPU's source
        QVERIFY(links.first().startsWith(QStringLiteral("https://help.aliyun.com/")));
    }

    void importShowsWithoutRestart()
    {
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG),
                               m_dir.filePath(QStringLiteral("overlay2.db")));
        QVERIFY(repo.load());
        CatalogBrowser browser(&repo);
        browser.setRegion(QStringLiteral("cn-hangzhou"));
        QCOMPARE(browser.region(), QStringLiteral("cn-hangzhou"));
        browser.findChild<QDoubleSpinBox *>(QStringLiteral("minPrice"))->setValue(0.01);
        QCOMPARE(browser.proxy()->rowCount(), 0);
        QFile f(m_dir.filePath(QStringLiteral("p.csv")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("instance_type,region,currency,payg_per_hour,as_of\necs.gn8is.2xlarge,cn-hangzhou,"
                "CNY,12.5,2026-11-20\n");
        f.close();
        QVERIFY2(repo.importFiles({f.fileName()}, {}), qPrintable(repo.errorString()));
        QCOMPARE(browser.proxy()->rowCount(), 1);
        const QModelIndex price = browser.proxy()->index(0, int(CatalogTableModel::Column::Price));
        QCOMPARE(price.data().toString(), QStringLiteral("12.5 CNY"));
    }
};

QTEST_MAIN(TestCatalogBrowser)
#include "tst_catalogbrowser.moc"
