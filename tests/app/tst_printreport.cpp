// File ▸ Print report… (issue 28, "print"): the report's pages go through QPrinter — the
// same pages as the exported PDF, laid out on the printer's paper (A4 or Letter) at its
// resolution, with the scenario's title as the document name. The print dialog's printer
// is replaced here by a QPrinter writing a PDF file, which is then read back.
#include "../support/windowfixture.h"
#include "catalogrepository.h"
#include "mainwindow.h"
#include "presets.h"
#include "report.h"
#include "scenario.h"

#include <QAction>
#include <QFile>
#include <QPrinter>
#include <QRegularExpression>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace gpuplanner;

class TestPrintReport : public QObject
{
    Q_OBJECT

private:
    WindowFixture m_fx;
    std::unique_ptr<QSettings> m_settings;

    // The pages of a PDF (its page objects) and the first page's media box.
    static int pdfPages(const QByteArray &pdf)
    {
        return int(pdf.count("/Type /Page\n") + pdf.count("/Type /Page\r") +
                   pdf.count("/Type /Page/") + pdf.count("/Type /Page "));
    }

    static QString mediaBox(const QByteArray &pdf)
    {
        const QRegularExpression re(QStringLiteral("/MediaBox \\[([0-9. ]+)\\]"));
        const auto m = re.match(QString::fromLatin1(pdf));
        QStringList points; // whole points: "595.000000" → "595"
        for (const QString &n : m.captured(1).split(QLatin1Char(' '), Qt::SkipEmptyParts))
            points << QString::number(qRound(n.toDouble()));
        return points.join(QLatin1Char(' '));
    }

    QByteArray print(MainWindow &window, QPageSize::PageSizeId size, const QString &name)
    {
        QPrinter printer(QPrinter::HighResolution);
        printer.setOutputFormat(QPrinter::PdfFormat);
        printer.setPageSize(QPageSize(size));
        const QString path = m_fx.dir.filePath(name);
        printer.setOutputFileName(path);
        if (!window.printReport(&printer))
            return {};
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

private Q_SLOTS:
    void initTestCase()
    {
        // GP_KEEP_PRINTS=1 keeps the printed PDFs to look at (the path is printed).
        if (qEnvironmentVariableIsSet("GP_KEEP_PRINTS")) {
            m_fx.dir.setAutoRemove(false);
            qInfo("printed PDFs in %s", qPrintable(m_fx.dir.path()));
        }
        QVERIFY(m_fx.load());
        m_settings = m_fx.settings(QStringLiteral("s.ini"));
    }

    void printsTheReportsPages()
    {
        MainWindow window(m_fx.repo.get(), &m_fx.presets, m_settings.get());
        QAction *action = window.findChild<QAction *>(QStringLiteral("printReportAction"));
        QVERIFY(action);
        QCOMPARE(action->shortcut(), QKeySequence(QKeySequence::Print));

        const QByteArray a4 = print(window, QPageSize::A4, QStringLiteral("a4.pdf"));
        QVERIFY(a4.startsWith("%PDF-"));
        const int pages = pdfPages(a4);
        QVERIFY2(pages >= 2, qPrintable(QString::number(pages)));
        QCOMPARE(mediaBox(a4), QStringLiteral("0 0 595 842")); // A4 in points
        // The status bar says how many pages went to the printer.
        QVERIFY(window.statusBar()->currentMessage().contains(QString::number(pages)));

        // The exported PDF of the same scenario has as many pages: the same report.
        ReportInput input;
        input.scenario = window.currentScenario();
        input.plan = makePlan(input.scenario.workload, m_fx.repo->snapshot(), input.scenario.plan);
        input.memory = estimateMemory(input.scenario.workload);
        int exported = 0;
        QString error;
        QVERIFY2(writeReport(input, ReportFormat::Pdf, m_fx.dir.filePath(QStringLiteral("e.pdf")),
                             &error, &exported),
                 qPrintable(error));
        QCOMPARE(pages, exported);

        // Letter paper: laid out on it, not cut from A4.
        const QByteArray letter = print(window, QPageSize::Letter, QStringLiteral("letter.pdf"));
        QVERIFY(letter.startsWith("%PDF-"));
        QCOMPARE(mediaBox(letter), QStringLiteral("0 0 612 792"));
        QVERIFY(pdfPages(letter) >= 2);
        // The document's title is the report's (the printer's document name).
        QVERIFY(a4.contains("/Title"));
    }
};

QTEST_MAIN(TestPrintReport)
#include "tst_printreport.moc"
