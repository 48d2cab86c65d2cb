// Saving and copying a chart (issue 28): a PNG at twice the screen's pixels that shows the
// chart, a one-page vector PDF, a clear message naming the file for a bad extension or a
// missing folder (and nothing written), the chart as an image on the clipboard, and the
// context menu offering both.
#include "chartexport.h"

#include <QAction>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QClipboard>
#include <QFile>
#include <QImage>
#include <QLineSeries>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace gpuplanner;

class TestChartExport : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    static QChartView *makeView()
    {
        auto *series = new QLineSeries;
        for (int i = 0; i < 10; ++i)
            series->append(i, i * i);
        auto *chart = new QChart;
        chart->addSeries(series);
        chart->createDefaultAxes();
        chart->setTitle(QStringLiteral("月费 <b>cost</b>"));
        auto *view = new QChartView(chart);
        view->resize(400, 300);
        addChartExport(view);
        return view;
    }

private Q_SLOTS:
    void pngShowsTheChart()
    {
        std::unique_ptr<QChartView> view(makeView());
        view->show();
        QVERIFY(QTest::qWaitForWindowExposed(view.get()));
        const QString path = m_dir.filePath(QStringLiteral("chart.PNG"));
        QString error;
        QVERIFY2(exportChart(view.get(), path, &error), qPrintable(error));
        QImage image(path);
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), view->viewport()->size() * 2);
        // Not blank: more than a handful of colours (text, axes, the line).
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 3)
            for (int x = 0; x < image.width(); x += 3)
                colours.insert(image.pixel(x, y));
        QVERIFY2(colours.size() > 10, qPrintable(QString::number(colours.size())));
    }

    void pdfIsOneVectorPage()
    {
        std::unique_ptr<QChartView> view(makeView());
        view->show();
        QVERIFY(QTest::qWaitForWindowExposed(view.get()));
        const QString path = m_dir.filePath(QStringLiteral("chart.pdf"));
        QString error;
        QVERIFY2(exportChart(view.get(), path, &error), qPrintable(error));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray pdf = f.readAll();
        QVERIFY(pdf.startsWith("%PDF-"));
        QCOMPARE(pdf.count("/Type /Page\n") + pdf.count("/Type /Page\r") +
                     pdf.count("/Type /Page "),
                 qsizetype(1));
        // Where poppler is installed, its text layer holds the title and the axis labels
        // (vector text, not an image), the Chinese too.
        const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
        if (!pdftotext.isEmpty()) {
            QProcess p;
            p.start(pdftotext, {path, QStringLiteral("-")});
            QVERIFY(p.waitForFinished(20000));
            const QString text = QString::fromUtf8(p.readAllStandardOutput());
            // (Some CJK fonts map 月 back to the Kangxi radical ⽉; 费 and the axis labels
            // are unambiguous.)
            QVERIFY2(text.contains(QStringLiteral("费")) && text.contains(QStringLiteral("81.0")),
                     qPrintable(text));
        }
    }

    void badPathsAreNamedAndNothingIsWritten()
    {
        std::unique_ptr<QChartView> view(makeView());
        QString error;
        const QString svg = m_dir.filePath(QStringLiteral("chart.svg"));
        QVERIFY(!exportChart(view.get(), svg, &error));
        QVERIFY2(error.startsWith(svg) && error.contains(QStringLiteral(".png")),
                 qPrintable(error));
        QVERIFY(!QFile::exists(svg));
        const QString missing = m_dir.filePath(QStringLiteral("no/such/folder/chart.png"));
        QVERIFY(!exportChart(view.get(), missing, &error));
        QVERIFY2(error.startsWith(missing), qPrintable(error));
        QVERIFY(!QFile::exists(missing));
    }

    void copyAndContextMenu()
    {
        std::unique_ptr<QChartView> view(makeView());
        view->show();
        QVERIFY(QTest::qWaitForWindowExposed(view.get()));
        QCOMPARE(view->contextMenuPolicy(), Qt::ActionsContextMenu);
        QVERIFY(view->findChild<QAction *>(QStringLiteral("saveChart")));
        auto *copy = view->findChild<QAction *>(QStringLiteral("copyChart"));
        QVERIFY(copy);
        QApplication::clipboard()->clear();
        copy->trigger();
        const QImage image = QApplication::clipboard()->image();
        QCOMPARE(image.size(), view->viewport()->size() * 2);
    }
};

QTEST_MAIN(TestChartExport)
#include "tst_chartexport.moc"
