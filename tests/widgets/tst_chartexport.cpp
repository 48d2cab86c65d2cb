// Saving, copying and printing a chart (issue 28): a PNG at twice the screen's pixels that
// shows the chart, an SVG read back with QXmlStreamReader (its size, title, the title and
// axis labels as <text>, the series' colours, the plot area's clip, a title with markup in
// it escaped), a one-page vector PDF, a clear message naming the file for a bad extension
// or a missing folder (and nothing written), the chart as an image on the clipboard, the
// chart printed to a one-page PDF, and the context menu offering all of them.
#include "chartexport.h"

#include <QAbstractPrintDialog>
#include <QAction>
#include <QApplication>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QClipboard>
#include <QFile>
#include <QImage>
#include <QLineSeries>
#include <QPrinter>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QValueAxis>
#include <QXmlStreamReader>

using namespace gpuplanner;

namespace {

// What the tests read back from an SVG: its size, <title>, every <text>, every colour
// stroked or filled (with whether a clip group was around it), and the <clipPath> ids.
struct Svg {
    QString error;
    QString width;
    QString height;
    QString title;
    QStringList texts;
    QSet<QString> colours;        // stroke and fill values of drawn elements
    QSet<QString> clippedColours; // those drawn inside a <g clip-path>
    QSet<QString> clipPaths;
};

Svg readSvg(const QByteArray &bytes)
{
    Svg svg;
    QXmlStreamReader xml(bytes);
    QList<bool> clipped{false}; // per open element: inside a clip group
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const QXmlStreamAttributes a = xml.attributes();
            const bool inClip = clipped.last() || (xml.name() == QLatin1String("g") &&
                                                   a.hasAttribute(QStringLiteral("clip-path")));
            clipped << inClip;
            if (xml.name() == QLatin1String("svg")) {
                svg.width = a.value(QStringLiteral("width")).toString();
                svg.height = a.value(QStringLiteral("height")).toString();
            } else if (xml.name() == QLatin1String("clipPath")) {
                svg.clipPaths << a.value(QStringLiteral("id")).toString();
            } else if (xml.name() == QLatin1String("title")) {
                svg.title = xml.readElementText();
                clipped.removeLast();
                continue;
            } else if (xml.name() == QLatin1String("text")) {
                svg.texts << xml.readElementText();
                clipped.removeLast();
                continue;
            }
            for (const char *paint : {"stroke", "fill"}) {
                const QString colour = a.value(QLatin1String(paint)).toString();
                if (colour.startsWith(QLatin1Char('#'))) {
                    svg.colours << colour;
                    if (inClip)
                        svg.clippedColours << colour;
                }
            }
        } else if (xml.isEndElement()) {
            clipped.removeLast();
        }
    }
    if (xml.hasError())
        svg.error = xml.errorString();
    return svg;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

qsizetype pdfPages(const QByteArray &pdf)
{
    return pdf.count("/Type /Page\n") + pdf.count("/Type /Page\r") + pdf.count("/Type /Page ");
}

} // namespace

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

    // A chart like the window's: a line and bars in known colours, axes with titles and
    // whole-number labels, a legend; the line runs past the plot area, which clips it.
    static QChartView *makeRichView(const QString &title)
    {
        auto *line = new QLineSeries;
        line->setName(QStringLiteral("peak"));
        for (int i = 0; i <= 12; ++i)
            line->append(i, i * 10);
        line->setPen(QPen(QColor(0x1f, 0x77, 0xb4), 3));
        auto *set = new QBarSet(QStringLiteral("cost"));
        *set << 20 << 50 << 40 << 70 << 30;
        set->setColor(QColor(0xff, 0x7f, 0x0e));
        auto *bars = new QBarSeries;
        bars->append(set);
        auto *chart = new QChart;
        chart->addSeries(bars);
        chart->addSeries(line);
        auto *x = new QValueAxis;
        x->setRange(0, 10);
        x->setTickCount(6);
        x->setLabelFormat(QStringLiteral("%d"));
        x->setTitleText(QStringLiteral("Batch size"));
        auto *y = new QValueAxis;
        y->setRange(0, 100);
        y->setTickCount(6);
        y->setLabelFormat(QStringLiteral("%d"));
        y->setTitleText(QStringLiteral("Monthly cost"));
        chart->addAxis(x, Qt::AlignBottom);
        chart->addAxis(y, Qt::AlignLeft);
        line->attachAxis(x);
        line->attachAxis(y);
        bars->attachAxis(y);
        chart->setTitle(title);
        auto *view = new QChartView(chart);
        view->setRenderHint(QPainter::Antialiasing);
        view->resize(640, 420);
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
        QCOMPARE(pdfPages(pdf), qsizetype(1));
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

    void svgShowsTheChart()
    {
        std::unique_ptr<QChartView> view(makeRichView(QStringLiteral("GPU <i>cost</i>")));
        view->show();
        QVERIFY(QTest::qWaitForWindowExposed(view.get()));
        const QString path = m_dir.filePath(QStringLiteral("chart.Svg"));
        QString error;
        QVERIFY2(exportChart(view.get(), path, &error), qPrintable(error));
        const QByteArray bytes = readAll(path);
        QVERIFY(bytes.startsWith("<?xml"));
        const Svg svg = readSvg(bytes);
        QVERIFY2(svg.error.isEmpty(), qPrintable(svg.error));
        QCOMPARE(svg.width, QString::number(view->viewport()->width()));
        QCOMPARE(svg.height, QString::number(view->viewport()->height()));
        QCOMPARE(svg.title, QStringLiteral("GPU cost")); // the title as it reads
        // The title (its italic word a run of its own), axis titles and labels as text.
        const QString all = svg.texts.join(QLatin1Char('|'));
        for (const char *word : {"GPU", "cost", "Batch size", "Monthly cost", "peak"})
            QVERIFY2(all.contains(QLatin1String(word)), qPrintable(word + (": " + all)));
        for (const char *label : {"0", "2", "10", "40", "100"})
            QVERIFY2(svg.texts.contains(QLatin1String(label)), qPrintable(label + (": " + all)));
        // The series in their colours, the line clipped to the plot area.
        QVERIFY2(svg.clippedColours.contains(QStringLiteral("#1f77b4")),
                 qPrintable(QStringList(svg.clippedColours.values()).join(' ')));
        QVERIFY(svg.colours.contains(QStringLiteral("#ff7f0e")));
        QVERIFY(!svg.clipPaths.isEmpty());
    }

    void svgEscapesATitlesText()
    {
        // The window escapes data in a chart's title (Qt Charts reads it as HTML): what
        // shows is the text as written, markup and quotes included.
        const QString hostile = QStringLiteral("<img src=x>&\"");
        std::unique_ptr<QChartView> view(
            makeRichView(QStringLiteral("Cost ") + hostile.toHtmlEscaped()));
        view->show();
        QVERIFY(QTest::qWaitForWindowExposed(view.get()));
        const QString path = m_dir.filePath(QStringLiteral("hostile.svg"));
        QString error;
        QVERIFY2(exportChart(view.get(), path, &error), qPrintable(error));
        const QByteArray bytes = readAll(path);
        QVERIFY(!bytes.contains("<img"));
        const Svg svg = readSvg(bytes);
        QVERIFY2(svg.error.isEmpty(), qPrintable(svg.error));
        QCOMPARE(svg.title, QStringLiteral("Cost ") + hostile);
        QVERIFY2(svg.texts.join(QString()).contains(hostile),
                 qPrintable(svg.texts.join(QLatin1Char('|'))));
    }

    void printsOnePage()
    {
        std::unique_ptr<QChartView> view(makeRichView(QStringLiteral("Printed")));
        view->show();
        QVERIFY(QTest::qWaitForWindowExposed(view.get()));
        const QString path = m_dir.filePath(QStringLiteral("printed.pdf"));
        QPrinter printer(QPrinter::HighResolution);
        printer.setOutputFormat(QPrinter::PdfFormat);
        printer.setOutputFileName(path);
        QString error;
        QVERIFY2(printChart(view.get(), &printer, &error), qPrintable(error));
        const QByteArray pdf = readAll(path);
        QVERIFY(pdf.startsWith("%PDF-"));
        QCOMPARE(pdfPages(pdf), qsizetype(1));
        QCOMPARE(printer.docName(), QStringLiteral("Printed"));
        const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
        if (!pdftotext.isEmpty()) {
            QProcess p;
            p.start(pdftotext, {path, QStringLiteral("-")});
            QVERIFY(p.waitForFinished(20000));
            const QString text = QString::fromUtf8(p.readAllStandardOutput());
            QVERIFY2(text.contains(QStringLiteral("Printed")) &&
                         text.contains(QStringLiteral("Batch size")),
                     qPrintable(text));
        }
        // A file that cannot be written is named.
        const QString missing = m_dir.filePath(QStringLiteral("no/such/folder/printed.pdf"));
        printer.setOutputFileName(missing);
        QVERIFY(!printChart(view.get(), &printer, &error));
        QVERIFY2(error.startsWith(missing), qPrintable(error));
        QVERIFY(!QFile::exists(missing));
    }

    void printActionOpensAPrintDialog()
    {
        std::unique_ptr<QChartView> view(makeView());
        view->show();
        QVERIFY(QTest::qWaitForWindowExposed(view.get()));
        auto *print = view->findChild<QAction *>(QStringLiteral("printChart"));
        QVERIFY(print);
        QVERIFY(view->actions().contains(print));
        bool shown = false;
        QTimer::singleShot(0, view.get(), [&] {
            if (auto *dialog =
                    qobject_cast<QAbstractPrintDialog *>(QApplication::activeModalWidget())) {
                shown = true;
                dialog->reject(); // cancelled: nothing printed, no message
            }
        });
        print->trigger();
        QVERIFY(shown);
        QVERIFY(!QApplication::activeModalWidget());
    }

    void badPathsAreNamedAndNothingIsWritten()
    {
        std::unique_ptr<QChartView> view(makeView());
        QString error;
        const QString gif = m_dir.filePath(QStringLiteral("chart.gif"));
        QVERIFY(!exportChart(view.get(), gif, &error));
        QVERIFY2(error.startsWith(gif) && error.contains(QStringLiteral(".png")) &&
                     error.contains(QStringLiteral(".svg")) &&
                     error.contains(QStringLiteral(".pdf")),
                 qPrintable(error));
        QVERIFY(!QFile::exists(gif));
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
        QCOMPARE(view->actions().size(), 3);
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
