// The report's language (ReportLanguage): its translator and locale are installed for the
// guard's lifetime and put back after; an English report is English even over a Chinese
// translator (the window's); and a Chinese report of a training and a serving scenario holds
// no English sentence — in the document the builder lays out (every paragraph, table cell
// and chart text) and, when poppler's pdftotext is installed, in the PDF's text.
//
// Allowed in Chinese text: URLs, identifiers (ecs.gn7i-c8g1.2xlarge, gpu_memory_utilization),
// model, GPU and product names, units, and what the user typed (scenario name, author).
// Sentences that come from the estimator core (reasons, findings, memory warnings, the
// host-RAM reason, assumptions) are codes worded by planwording in the report's language:
// no allowlist for them.
#include "../support/fixtures.h"
#include "catalogdatabase.h"
#include "datafiles.h"
#include "planwording.h"
#include "presets.h"
#include "report.h"
#include "reportbuilder.h"
#include "reportlanguage.h"
#include "scenario.h"

#include <QDate>
#include <QLocale>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QTranslator>

using namespace gpuplanner;

namespace {

// Three or more Latin words in a row (separated by spaces or light punctuation only) make
// an English sentence; identifiers (with digits, dots or underscores) break a run.
QStringList englishRuns(QString text)
{
    text.remove(QRegularExpression(QStringLiteral("https?://\\S+")));
    static const QRegularExpression run(
        QStringLiteral("(?<![\\w.])[A-Za-z]{2,}(?![\\w.])(?:[ "
                       "\\t,;:()/'-]+(?<![\\w.])[A-Za-z]{2,}(?![\\w.])){2,}"));
    QStringList runs;
    auto it = run.globalMatch(text);
    while (it.hasNext())
        runs << it.next().captured(0);
    return runs;
}

QString normalised(QString s)
{
    return s.replace(QRegularExpression(QStringLiteral("\\s+")), QStringLiteral(" ")).trimmed();
}

class LanguageChanges : public QObject
{
public:
    int count = 0;
    bool eventFilter(QObject *, QEvent *event) override
    {
        count += event->type() == QEvent::LanguageChange;
        return false;
    }
};

} // namespace

class TestReportLanguage : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    PresetLibrary m_presets;
    std::unique_ptr<Catalog> m_catalog;

    ReportInput input(bool training) const
    {
        Scenario s = newScenario();
        s.name = training ? QStringLiteral("Qwen LoRA") : QStringLiteral("Qwen serving");
        s.author = QStringLiteral("Report Tester");
        s.presetId = QStringLiteral("qwen2.5-7b");
        s.workload.model = *m_presets.find(QStringLiteral("qwen2.5-7b"));
        if (training) {
            s.workload = fixtures::loraRun(s.workload.model);
            s.plan.datasetTokens = 1e8;
        } else {
            s.workload.task = Task::Inference;
            s.workload.engine = Engine::Vllm;
            s.workload.batch = 8;
            s.workload.promptLen = 1024;
            s.workload.outputLen = 256;
            s.plan.pricing = PricingMode::Spot; // the spot rows too
        }
        s.plan.region = "cn-shanghai";
        s.plan.today = QDate::currentDate().toString(Qt::ISODate).toStdString();
        ReportInput in;
        in.scenario = s;
        in.plan = makePlan(s.workload, *m_catalog, s.plan);
        in.memory = estimateMemory(s.workload);
        in.chinese = true;
        return in;
    }

    // The core's memory warnings and assumptions as the Chinese report words them.
    static QStringList coreSentences(const ReportInput &in)
    {
        using planwording::Language;
        QStringList out;
        for (const EstimateWarning &w : in.memory.warnings)
            out << planwording::warningText(w, Language::Chinese);
        out << planwording::assumptionTexts(in.plan.assumptions, Language::Chinese)
            << planwording::assumptionTexts(in.memory.assumptions, Language::Chinese);
        return out;
    }

    // Names and data, not sentences: price sources, the model's config source, the names
    // of the GPUs the catalog lists (a reason names the card it compared with).
    static QStringList dataTexts(const ReportInput &in)
    {
        QStringList out = {QString::fromStdString(in.scenario.workload.model.source)};
        for (const PlanRow &r : in.plan.rows) {
            out << QString::fromStdString(r.priceSource);
            if (r.gpu)
                out << QString::fromStdString(r.gpu->name);
        }
        out.removeAll(QString());
        return out;
    }

    // The laid-out document's text and every chart's text, in the report's language.
    static QString documentText(const ReportInput &in)
    {
        const ReportLanguage language(in.chinese);
        ReportBuilder builder(in, 1000);
        QTextDocument doc;
        doc.setHtml(builder.html());
        QString text = doc.toPlainText();
        text.remove(QRegularExpression(QStringLiteral("\\[\\[gp-report-chart-\\d+\\]\\]")));
        for (const ReportBuilder::Chart &c : builder.charts()) {
            text += QLatin1Char('\n') + c.legend.join(QLatin1Char('\n')) + QLatin1Char('\n') +
                    c.axisTitle;
            for (const ReportBuilder::Bar &b : c.bars)
                text += QLatin1Char('\n') + b.label + QLatin1Char('\n') + b.valueText;
        }
        text += QLatin1Char('\n') + ReportBuilder::programName() + QLatin1Char('\n') +
                ReportBuilder::pageOf(1, 2);
        return text;
    }

    // The English runs of `text` that are no part of an allowed text.
    static QStringList strayEnglish(const QString &text, const QStringList &allowed)
    {
        const QString all = normalised(allowed.join(QLatin1Char('\n')));
        QStringList stray;
        for (const QString &line : text.split(QLatin1Char('\n'))) {
            for (const QString &r : englishRuns(line)) {
                if (!all.contains(normalised(r)))
                    stray << r;
            }
        }
        return stray;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY2(m_presets.load(), qPrintable(m_presets.errorString()));
        CatalogData data;
        QString error;
        QVERIFY2(CatalogDatabase::readShipped(QStringLiteral(GP_SHIPPED_CATALOG), &data, &error),
                 qPrintable(error));
        m_catalog = std::make_unique<Catalog>(std::move(data));
    }

    void installsAndRestores()
    {
        const QLocale before = QLocale();
        QCOMPARE(QCoreApplication::translate("Report", "Findings"), QStringLiteral("Findings"));
        {
            const ReportLanguage zh(true);
            QVERIFY2(zh.isLoaded(), qPrintable(zh.errorString()));
            QCOMPARE(QCoreApplication::translate("Report", "Findings"), QStringLiteral("建议"));
            QCOMPARE(QLocale().language(), QLocale::Chinese);
            // Counts: one Chinese form with %n.
            QCOMPARE(QCoreApplication::translate("Report", "up to %n GPU(s)", nullptr, 2),
                     QStringLiteral("最多 2 块 GPU"));
        }
        QCOMPARE(QCoreApplication::translate("Report", "Findings"), QStringLiteral("Findings"));
        QCOMPARE(QLocale(), before);
    }

    // The window in Chinese exports an English report (or the CLI runs with --lang en under
    // a Chinese translator): English wins, with English plural forms.
    void englishOverAChineseTranslator()
    {
        QTranslator window;
        QVERIFY(window.load(translationFile(QStringLiteral("zh_CN"))));
        QCoreApplication::installTranslator(&window);
        {
            const ReportLanguage en(false);
            QCOMPARE(QCoreApplication::translate("Report", "Findings"), QStringLiteral("Findings"));
            QCOMPARE(QCoreApplication::translate("Report", "up to %n GPU(s)", nullptr, 1),
                     QStringLiteral("up to 1 GPU"));
            QCOMPARE(QCoreApplication::translate("Report", "up to %n GPU(s)", nullptr, 8),
                     QStringLiteral("up to 8 GPUs"));
        }
        QCOMPARE(QCoreApplication::translate("Report", "Findings"), QStringLiteral("建议"));
        QCoreApplication::removeTranslator(&window);
    }

    // A report in the window's own language installs nothing, so the window is not sent a
    // LanguageChange (it would retranslate every widget twice per export).
    void sameLanguageSendsNoLanguageChange()
    {
        QTranslator window;
        QVERIFY(window.load(translationFile(QStringLiteral("zh_CN"))));
        QCoreApplication::installTranslator(&window);
        LanguageChanges changes;
        qApp->installEventFilter(&changes);
        {
            const ReportLanguage zh(true);
            QCOMPARE(QCoreApplication::translate("Report", "Findings"), QStringLiteral("建议"));
        }
        QCOMPARE(changes.count, 0);
        {
            const ReportLanguage en(false);
        }
        QCOMPARE(changes.count, 2); // installed and removed
        qApp->removeEventFilter(&changes);
        QCoreApplication::removeTranslator(&window);
    }

    void chineseReportHasNoEnglishSentence_data()
    {
        QTest::addColumn<bool>("training");
        QTest::newRow("training") << true;
        QTest::newRow("serving") << false;
    }

    void chineseReportHasNoEnglishSentence()
    {
        QFETCH(bool, training);
        const ReportInput in = input(training);
        QStringList allowed = dataTexts(in);
        allowed << in.scenario.name << in.scenario.author;
        const QStringList stray = strayEnglish(documentText(in), allowed);
        QVERIFY2(stray.isEmpty(), qPrintable(stray.join(QStringLiteral("\n"))));
        // The detector does find sentences: the English report is full of them.
        ReportInput en = in;
        en.chinese = false;
        QVERIFY(strayEnglish(documentText(en), allowed).size() > 20);
        // No count written as "GPU(s)".
        QVERIFY(!documentText(in).contains(QLatin1String("(s)")));

        const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
        if (pdftotext.isEmpty())
            QSKIP("pdftotext (poppler-utils) is not installed: the PDF's own text is not read");
        const QString file =
            m_dir.filePath(training ? QStringLiteral("train.pdf") : QStringLiteral("serve.pdf"));
        QString error;
        QVERIFY2(writeReport(in, ReportFormat::Pdf, file, &error), qPrintable(error));
        QProcess p;
        p.start(pdftotext,
                {QStringLiteral("-enc"), QStringLiteral("UTF-8"), file, QStringLiteral("-")});
        QVERIFY(p.waitForFinished(60000));
        const QString pdf = QString::fromUtf8(p.readAllStandardOutput());
        QVERIFY(pdf.size() > 1000);
        const QStringList strayPdf = strayEnglish(pdf, allowed);
        QVERIFY2(strayPdf.isEmpty(), qPrintable(strayPdf.join(QStringLiteral("\n"))));
    }

    // A table row is never split across a page break: in a Chinese report the verdict
    // cell's taller CJK line once moved to the next page alone, leaving the row's other
    // cells below the footer. With every candidate listed, page breaks fall inside the
    // table; each row's line in the PDF's text holds its instance type and its verdict.
    void tableRowsStayWhole()
    {
        const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
        if (pdftotext.isEmpty())
            QSKIP("pdftotext (poppler-utils) is not installed");
        // The team library's serving example: its table once split at every page break.
        QString loadError;
        const auto scenario = loadScenario(
            QStringLiteral(GP_SOURCE_DIR "/docs/examples/library/qwen32b-vllm.gpuplan.json"),
            m_presets, &loadError);
        QVERIFY2(scenario, qPrintable(loadError));
        ReportInput in;
        in.scenario = *scenario;
        in.scenario.plan.today = QDate::currentDate().toString(Qt::ISODate).toStdString();
        in.plan = makePlan(in.scenario.workload, *m_catalog, in.scenario.plan);
        in.memory = estimateMemory(in.scenario.workload);
        in.chinese = true;
        in.topCandidates = 20; // the first page break falls after row 6
        const QString file = m_dir.filePath(QStringLiteral("rows.pdf"));
        QString error;
        int pages = 0;
        QVERIFY2(writeReport(in, ReportFormat::Pdf, file, &error, &pages), qPrintable(error));
        QVERIFY(pages >= 2);
        QProcess p;
        p.start(pdftotext, {QStringLiteral("-layout"), QStringLiteral("-enc"),
                            QStringLiteral("UTF-8"), file, QStringLiteral("-")});
        QVERIFY(p.waitForFinished(60000));
        const QStringList lines = QString::fromUtf8(p.readAllStandardOutput()).split(u'\n');
        static const QRegularExpression row(QStringLiteral("^\\s*\\d+\\s+ecs\\.\\S+\\s+\\S"));
        int rows = 0;
        for (const QString &line : lines) {
            if (!row.match(line).hasMatch())
                continue;
            ++rows;
            QVERIFY2(line.contains(QStringLiteral("可装下")) ||
                         line.contains(QStringLiteral("装不下")),
                     qPrintable(line));
        }
        QVERIFY(rows >= 20);
    }

    // The core's memory warnings and assumptions, worded in Chinese, hold no English
    // sentence (and the scenarios have some of them).
    void coreSentencesAreChinese_data() { chineseReportHasNoEnglishSentence_data(); }

    void coreSentencesAreChinese()
    {
        QFETCH(bool, training);
        const ReportInput in = input(training);
        const QStringList sentences = coreSentences(in);
        QVERIFY(!sentences.isEmpty());
        QStringList english;
        for (const QString &s : sentences) {
            if (!englishRuns(s).isEmpty())
                english << s;
        }
        QVERIFY2(english.isEmpty(), qPrintable(english.join(QStringLiteral("\n"))));
    }
};

QTEST_MAIN(TestReportLanguage)
#include "tst_reportlanguage.moc"
