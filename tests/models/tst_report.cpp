// Reports: the PDF (English and Chinese) is written, has the scenario, the model, the task,
// the first candidates, page numbers, a finding and a price source in its text, embeds a
// CJK font for Chinese, spans pages with the candidates' header repeated on each page the
// table is on, and draws its charts as vectors (no images); the CSV, JSON and Markdown hold
// the comparison table exactly as PlanTableModel shows it, the Excel workbook the CSV's
// header and rows; a write into a missing folder fails naming the file. The poppler checks
// (pdftotext, pdfinfo, pdffonts, pdfimages) are skipped when the tools are missing.
#include "../support/fixtures.h"
#include "../support/xlsxreader.h"
#include "catalogdatabase.h"
#include "estimator/csv.h"
#include "planexport.h"
#include "planfamilies.h"
#include "plantablemodel.h"
#include "planwording.h"
#include "presets.h"
#include "report.h"
#include "scenario.h"
#include "tableexport.h"

#include <QDate>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QFontDatabase>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace gpuplanner;

namespace {

// Text for comparing with pdftotext: compatibility forms folded (pdftotext may give a CJK
// radical for an ideograph), no whitespace (line breaks fall anywhere) and no hyphens
// (pdftotext may join a hyphenated line break).
QString squash(QString s)
{
    s = s.normalized(QString::NormalizationForm_KC);
    s.remove(QRegularExpression(QStringLiteral("[\\s\\x{00ad}-]+")));
    return s;
}

// Whether squashed pdftotext output holds the squashed text. Qt's PDF engine maps a glyph
// back to the first code point that has it, so an ideograph that shares its glyph with a
// CJK radical (页 and ⻚) comes out as the radical: any radical stands for any ideograph.
int find(const QString &flat, const QString &text)
{
    QString pattern;
    for (const QChar c : squash(text)) {
        if (c.unicode() >= 0x4e00 && c.unicode() <= 0x9fff)
            pattern += QStringLiteral("(?:%1|[\\x{2e80}-\\x{2fdf}])").arg(c);
        else
            pattern += QRegularExpression::escape(QString(c));
    }
    return static_cast<int>(QRegularExpression(pattern).match(flat).capturedStart());
}

bool holds(const QString &flat, const QString &text)
{
    return find(flat, text) >= 0;
}

QString tool(const char *name)
{
    return QStandardPaths::findExecutable(QString::fromLatin1(name));
}

QString runTool(const QString &exe, const QStringList &args)
{
    QProcess p;
    p.start(exe, args);
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return {};
    return QString::fromUtf8(p.readAllStandardOutput());
}

QString pdfText(const QString &path, int page = 0)
{
    QStringList args{QStringLiteral("-enc"), QStringLiteral("UTF-8")};
    if (page > 0)
        args << QStringLiteral("-f") << QString::number(page) << QStringLiteral("-l")
             << QString::number(page);
    args << path << QStringLiteral("-");
    return runTool(tool("pdftotext"), args);
}

int pdfPages(const QString &path)
{
    const QString info = runTool(tool("pdfinfo"), {path});
    const auto m = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(info);
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

} // namespace

class TestReport : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    PresetLibrary m_presets;
    std::unique_ptr<Catalog> m_catalog;
    ReportInput m_input;
    QString m_english;
    QString m_chinese;
    int m_englishPages = 0;
    int m_chinesePages = 0;

    QString path(const QString &name) const { return m_dir.filePath(name); }

    static QByteArray readAll(const QString &file)
    {
        QFile f(file);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

    // The table as PlanTableModel shows it: display strings of the default columns.
    std::vector<QStringList> modelRows(const QStringList &keys) const
    {
        PlanTableModel model;
        model.setPlan(std::make_shared<const Plan>(m_input.plan),
                      m_input.scenario.workload.isTraining(), m_input.chinese);
        std::vector<QStringList> rows;
        for (int r = 0; r < model.rowCount(); ++r) {
            QStringList cells;
            for (int c = 0; c < model.columnCount(); ++c) {
                if (keys.contains(
                        PlanTableModel::columnKey(static_cast<PlanTableModel::Column>(c), true)))
                    cells << model.index(r, c).data().toString();
            }
            rows.push_back(cells);
        }
        return rows;
    }

    static void skipWithout(const char *name)
    {
        if (tool(name).isEmpty())
            QSKIP(qPrintable(QStringLiteral("%1 (poppler-utils) is not installed")
                                 .arg(QString::fromLatin1(name))));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY2(m_presets.load(), qPrintable(m_presets.errorString()));
        const ModelSpec *qwen = m_presets.find(QStringLiteral("qwen2.5-7b"));
        QVERIFY(qwen);
        CatalogData data;
        QString error;
        QVERIFY2(CatalogDatabase::readShipped(QStringLiteral(GP_SHIPPED_CATALOG), &data, &error),
                 qPrintable(error));
        m_catalog = std::make_unique<Catalog>(std::move(data));

        Scenario s = newScenario();
        s.name = QStringLiteral("Qwen LoRA report check");
        s.author = QStringLiteral("Report Tester");
        s.presetId = QStringLiteral("qwen2.5-7b");
        s.workload = fixtures::loraRun(*qwen);
        s.plan.datasetTokens = 1e8;
        s.plan.region = "cn-shanghai";
        s.plan.today = QDate::currentDate().toString(Qt::ISODate).toStdString();
        m_input.scenario = s;
        m_input.plan = makePlan(s.workload, *m_catalog, s.plan);
        m_input.memory = estimateMemory(s.workload);
        QVERIFY(m_input.plan.rows.size() > 20);
        QVERIFY(!m_input.plan.findings.empty());

        m_english = path(QStringLiteral("report-en.pdf"));
        QVERIFY2(writeReport(m_input, ReportFormat::Pdf, m_english, &error, &m_englishPages),
                 qPrintable(error));
        ReportInput zh = m_input;
        zh.chinese = true;
        m_chinese = path(QStringLiteral("report-zh.pdf"));
        QVERIFY2(writeReport(zh, ReportFormat::Pdf, m_chinese, &error, &m_chinesePages),
                 qPrintable(error));
        // Kept for looking at by hand when GP_REPORT_KEEP names a folder.
        const QString keep = qEnvironmentVariable("GP_REPORT_KEEP");
        if (!keep.isEmpty()) {
            QFile::remove(keep + QStringLiteral("/report-en.pdf"));
            QFile::remove(keep + QStringLiteral("/report-zh.pdf"));
            QFile::copy(m_english, keep + QStringLiteral("/report-en.pdf"));
            QFile::copy(m_chinese, keep + QStringLiteral("/report-zh.pdf"));
        }
    }

    // Issue 24: a serving scenario with traffic and targets gets a capacity section in both
    // languages, with the cheapest type the capacity plan found; without traffic, none.
    void servingScenarioHasACapacitySection()
    {
        skipWithout("pdftotext");
        const ModelSpec *qwen = m_presets.find(QStringLiteral("qwen2.5-7b"));
        ReportInput in = m_input;
        in.scenario.workload = Workload();
        in.scenario.workload.model = *qwen;
        in.scenario.workload.task = Task::Inference;
        in.scenario.workload.engine = Engine::Vllm;
        in.scenario.workload.promptLen = 1500;
        in.scenario.workload.outputLen = 300;
        TrafficProfile t;
        t.peakRps = 40;
        t.promptMean = 1500;
        t.outputMean = 300;
        t.ttftTarget = 1.5;
        t.tpotTarget = 0.06;
        in.scenario.traffic = t;
        in.plan = makePlan(in.scenario.workload, *m_catalog, in.scenario.plan);
        in.memory = estimateMemory(in.scenario.workload);
        addCapacityPlan(in, *m_catalog);
        QVERIFY(in.capacity && !in.capacity->rows.empty());
        const std::string best = in.capacity->rows.front().type->id;
        QString error;
        const QString en = path(QStringLiteral("capacity-en.pdf"));
        QVERIFY2(writeReport(in, ReportFormat::Pdf, en, &error), qPrintable(error));
        QString text = pdfText(en);
        QVERIFY2(text.contains(QLatin1String("Serving capacity")), qPrintable(text.left(400)));
        QVERIFY(squash(text).contains(squash(QStringLiteral("40 requests/s at the peak"))));
        QVERIFY(text.contains(QString::fromStdString(best)));
        in.chinese = true;
        const QString zh = path(QStringLiteral("capacity-zh.pdf"));
        QVERIFY2(writeReport(in, ReportFormat::Pdf, zh, &error), qPrintable(error));
        text = pdfText(zh);
        QVERIFY2(text.contains(QStringLiteral("服务容量")), qPrintable(text.left(400)));
        QVERIFY(!text.contains(QLatin1String("Serving capacity")));
        // The LoRA scenario of the other checks has none.
        QVERIFY(!pdfText(m_english).contains(QLatin1String("Serving capacity")));
        // A MoE model's data-parallel layout is named as such, not as tensor parallel 1.
        in.chinese = false;
        in.scenario.workload.model = *m_presets.find(QStringLiteral("qwen3-30b-a3b"));
        in.scenario.traffic->peakRps = 20;
        in.scenario.traffic->promptMean = 2000;
        in.scenario.traffic->outputMean = 500;
        in.scenario.traffic->ttftTarget = 3;
        in.scenario.traffic->tpotTarget = 0.08;
        in.plan = makePlan(in.scenario.workload, *m_catalog, in.scenario.plan);
        addCapacityPlan(in, *m_catalog);
        QVERIFY(in.capacity && !in.capacity->rows.empty());
        const ReplicaModel &top = in.capacity->rows.front().replica;
        QVERIFY(top.dataParallel > 1);
        const QString moe = path(QStringLiteral("capacity-moe.pdf"));
        QVERIFY2(writeReport(in, ReportFormat::Pdf, moe, &error), qPrintable(error));
        text = pdfText(moe);
        QVERIFY2(squash(text).contains(squash(QStringLiteral("DP %1 + EP").arg(top.dataParallel))),
                 qPrintable(text));
        // …and what its replica is: a rank, not an engine; a TP-only plan does not say it.
        QVERIFY(squash(text).contains(squash(QStringLiteral("one data-parallel rank"))));
        QVERIFY(!squash(pdfText(en)).contains(squash(QStringLiteral("one data-parallel rank"))));
    }

    void formats()
    {
        QCOMPARE(reportFormatFromString(QStringLiteral("pdf")), ReportFormat::Pdf);
        QCOMPARE(reportFormatFromString(QStringLiteral("CSV")), ReportFormat::Csv);
        QCOMPARE(reportFormatFromString(QStringLiteral("json")), ReportFormat::Json);
        QCOMPARE(reportFormatFromString(QStringLiteral("md")), ReportFormat::Markdown);
        QCOMPARE(reportFormatFromString(QStringLiteral("markdown")), ReportFormat::Markdown);
        QCOMPARE(reportFormatFromString(QStringLiteral("XLSX")), ReportFormat::Xlsx);
        QCOMPARE(reportFormatFromPath(QStringLiteral("plan.xlsx")), ReportFormat::Xlsx);
        QCOMPARE(reportFormatExtension(ReportFormat::Xlsx), QStringLiteral("xlsx"));
        QVERIFY(!reportFormatFromString(QStringLiteral("docx")));
        QCOMPARE(reportFormatFromPath(QStringLiteral("/x/plan.MD")), ReportFormat::Markdown);
        QCOMPARE(reportFormatFromPath(QStringLiteral("plan.pdf")), ReportFormat::Pdf);
        QVERIFY(!reportFormatFromPath(QStringLiteral("plan")));
        QVERIFY(reportColumnKeys(true).contains(QStringLiteral("instance_type")));
        QVERIFY(reportColumnKeys(false).contains(QStringLiteral("tokens_per_s")));
        QVERIFY(!defaultReportColumns(true).contains(QStringLiteral("price_source")));
        QCOMPARE(defaultReportColumns(true).size(), reportColumnKeys(true).size() - 1);
    }

    void pdfIsWritten()
    {
        for (const QString &file : {m_english, m_chinese}) {
            const QByteArray bytes = readAll(file);
            QVERIFY2(bytes.startsWith("%PDF"), qPrintable(file));
            QVERIFY2(bytes.size() > 10 * 1024, qPrintable(QString::number(bytes.size())));
        }
        QVERIFY(m_englishPages > 1);
        QVERIFY(m_chinesePages > 1);
    }

    void englishText()
    {
        skipWithout("pdftotext");
        const QString text = pdfText(m_english);
        QVERIFY(!text.isEmpty());
        const QString flat = squash(text);
        QVERIFY(text.contains(m_input.scenario.name));
        QVERIFY(
            flat.contains(squash(QString::fromStdString(m_input.scenario.workload.model.name))));
        QVERIFY(text.contains(QLatin1String("LoRA")));
        QVERIFY(text.contains(QLatin1String("Report Tester")));
        for (int i = 0; i < 3; ++i) {
            const QString id = QString::fromStdString(m_input.plan.rows[i].type->id);
            QVERIFY2(text.contains(id), qPrintable(id));
        }
        QVERIFY(text.contains(QStringLiteral("Page 1 of %1").arg(m_englishPages)));
        QVERIFY(text.contains(QStringLiteral("Page %1 of %1").arg(m_englishPages)));
        const QString finding = squash(planwording::findingText(m_input.plan.findings.front(),
                                                                planwording::Language::English))
                                    .left(40);
        QVERIFY2(flat.contains(finding), qPrintable(finding));
        const auto priced =
            std::find_if(m_input.plan.rows.begin(), m_input.plan.rows.end(),
                         [](const PlanRow &r) { return r.pricePerHour.has_value(); });
        QVERIFY(priced != m_input.plan.rows.end());
        QVERIFY(QString::fromStdString(priced->priceSource).startsWith(QLatin1String("http")));
        QVERIFY2(flat.contains(squash(QString::fromStdString(priced->priceSource))),
                 priced->priceSource.c_str());
        QVERIFY(text.contains(QLatin1String("Memory per GPU")));
        QVERIFY(text.contains(QLatin1String("Host RAM per node")));
        QVERIFY(text.contains(QLatin1String("cn-shanghai")));
        // Issue 11: one node and one GPU in the singular.
        QCOMPARE(m_input.scenario.workload.nodes, 1);
        QCOMPARE(m_input.scenario.workload.totalGpus(), 1);
        QVERIFY(flat.contains(squash(QStringLiteral("× 1 node;"))));
        QVERIFY(flat.contains(squash(QStringLiteral("on 1 GPU, compared"))));
        QVERIFY(!flat.contains(squash(QStringLiteral("1 nodes"))));
        QVERIFY(!flat.contains(squash(QStringLiteral("1 GPUs"))));
    }

    // With "Hide old prices" (or report --hide-old-prices) the ranked table's introduction
    // says how many types were left out; cn-shanghai has old prices in the shipped catalog.
    void leftOutOldPricesAreCounted()
    {
        skipWithout("pdftotext");
        ReportInput in = m_input;
        const std::size_t left = dropOldPrices(in.plan);
        QVERIFY(left > 1);
        in.oldPricesLeftOut = left;
        const QString file = path(QStringLiteral("hidden-old.pdf"));
        QString error;
        QVERIFY2(writeReport(in, ReportFormat::Pdf, file, &error), qPrintable(error));
        const QString said =
            squash(QStringLiteral("Left out for an old price (Hide old prices): %1 more instance "
                                  "types.")
                       .arg(left));
        QVERIFY2(squash(pdfText(file)).contains(said), qPrintable(said));
        QVERIFY(!squash(pdfText(m_english)).contains(squash(QStringLiteral("Left out for"))));
    }

    void chineseText()
    {
        skipWithout("pdftotext");
        const QString text = pdfText(m_chinese);
        const QString flat = squash(text);
        QVERIFY(text.contains(m_input.scenario.name));
        QVERIFY(holds(flat, QStringLiteral("实例规格")));
        QVERIFY(holds(flat, QStringLiteral("单卡显存")));
        QVERIFY(holds(flat, QStringLiteral("价格来源与日期")));
        QVERIFY(holds(flat, QStringLiteral("第 1 页，共 %1 页").arg(m_chinesePages)));
        QVERIFY(holds(flat, QStringLiteral("LoRA 微调")));
        const QString finding = squash(planwording::findingText(m_input.plan.findings.front(),
                                                                planwording::Language::Chinese))
                                    .left(16);
        QVERIFY2(holds(flat, finding), qPrintable(finding));
        // The fixed English headings are not there.
        QVERIFY(!text.contains(QLatin1String("Ranked candidates")));
        QVERIFY(!text.contains(QLatin1String("Page 1 of")));
    }

    void chineseEmbedsCjkFont()
    {
        skipWithout("pdffonts");
        if (!QFontDatabase::hasFamily(QStringLiteral("Noto Sans CJK SC")))
            QSKIP("fonts-noto-cjk is not installed");
        const QString fonts = runTool(tool("pdffonts"), {m_chinese});
        QVERIFY2(fonts.contains(QLatin1String("CJK"), Qt::CaseInsensitive), qPrintable(fonts));
        // Every font is embedded.
        for (const QString &line : fonts.split(QLatin1Char('\n')).mid(2)) {
            if (!line.trimmed().isEmpty())
                QVERIFY2(line.contains(QLatin1String(" yes ")), qPrintable(line));
        }
    }

    void pagesAndRepeatedHeader_data()
    {
        QTest::addColumn<bool>("chinese");
        QTest::addColumn<QString>("heading");
        QTest::addColumn<QStringList>("nextHeadings"); // the notes under the table, else the chart
        QTest::addColumn<QString>("tableHeader");
        QTest::newRow("en") << false << QStringLiteral("Ranked candidates")
                            << QStringList{QStringLiteral(
                                               "Warnings and blockers of the listed types"),
                                           QStringLiteral("Total job cost by family")}
                            << QStringLiteral("Need/card (GiB)");
        QTest::newRow("zh") << true << QStringLiteral("候选实例排名")
                            << QStringList{QStringLiteral("所列规格的警告与阻断原因"),
                                           QStringLiteral("各实例规格族的任务总费用")}
                            << QStringLiteral("实例规格");
    }

    void pagesAndRepeatedHeader()
    {
        QFETCH(bool, chinese);
        QFETCH(QString, heading);
        QFETCH(QStringList, nextHeadings);
        QFETCH(QString, tableHeader);
        skipWithout("pdftotext");
        skipWithout("pdfinfo");
        ReportInput in = m_input;
        in.chinese = chinese;
        in.topCandidates = 70; // long enough to span pages
        const QString file = path(QStringLiteral("long-%1.pdf").arg(chinese ? "zh" : "en"));
        QString error;
        int pages = 0;
        QVERIFY2(writeReport(in, ReportFormat::Pdf, file, &error, &pages), qPrintable(error));
        QCOMPARE(pdfPages(file), pages);
        const QString keep = qEnvironmentVariable("GP_REPORT_KEEP");
        if (!keep.isEmpty()) {
            QFile::remove(keep + QLatin1Char('/') + QFileInfo(file).fileName());
            QFile::copy(file, keep + QLatin1Char('/') + QFileInfo(file).fileName());
        }
        QVERIFY(pdfPages(m_english) == m_englishPages && m_englishPages > 1);

        QStringList ids;
        for (int i = 0; i < std::min<int>(70, static_cast<int>(in.plan.rows.size())); ++i)
            ids << squash(QString::fromStdString(in.plan.rows[i].type->id));
        const QString start = squash(heading);
        const QString head = squash(tableHeader);
        QStringList texts{QString()}; // 1-based
        for (int p = 1; p <= pages; ++p)
            texts << squash(pdfText(file, p));
        int first = -1;
        for (int p = 1; p <= pages && first < 0; ++p) {
            if (holds(texts[p], start))
                first = p;
        }
        QVERIFY(first > 0);
        QString end;
        int last = -1;
        for (const QString &candidate : nextHeadings) {
            for (int p = first; p <= pages && last < 0; ++p) {
                if (holds(texts[p], squash(candidate))) {
                    end = squash(candidate);
                    last = p;
                }
            }
            if (last > 0)
                break;
        }
        QVERIFY(last > first); // the table spans pages
        for (int p = first; p <= last; ++p) {
            QString text = texts[p];
            if (p == first)
                text = text.mid(find(text, start));
            if (p == last)
                text = text.left(find(text, end));
            const bool hasRows = std::any_of(ids.begin(), ids.end(),
                                             [&](const QString &id) { return text.contains(id); });
            if (hasRows)
                QVERIFY2(holds(text, head), qPrintable(QStringLiteral("page %1").arg(p)));
            else
                QVERIFY(p == last); // only the last page may hold none of the table
        }
    }

    void chartsAreVector()
    {
        skipWithout("pdfimages");
        for (const QString &file : {m_english, m_chinese}) {
            const QString list = runTool(tool("pdfimages"), {QStringLiteral("-list"), file});
            QVERIFY(!list.isEmpty());
            const QStringList lines = list.trimmed().split(QLatin1Char('\n'));
            QCOMPARE(lines.size(), 2); // the column titles and a rule, no image
        }
    }

    // The report's CSV is the one table format (docs/table-format.md) with the window's
    // columns: plain numbers, the currency in its own field, empty cells for no price.
    void csvIsTheTable()
    {
        const QString text = tableAsCsv(m_input);
        std::string error;
        const QByteArray bytes = text.toUtf8();
        const auto table = parseCsv(std::string_view(bytes.constData(), bytes.size()), &error);
        QVERIFY2(table, error.c_str());
        const QStringList keys = {QStringLiteral("rank"),
                                  QStringLiteral("instance_type"),
                                  QStringLiteral("family"),
                                  QStringLiteral("verdict"),
                                  QStringLiteral("gpus_used"),
                                  QStringLiteral("need_gib_per_gpu"),
                                  QStringLiteral("vram_gib_per_gpu"),
                                  QStringLiteral("vram_headroom_pct"),
                                  QStringLiteral("hours"),
                                  QStringLiteral("price_per_hour"),
                                  QStringLiteral("currency"),
                                  QStringLiteral("total_cost"),
                                  QStringLiteral("reasons")};
        QStringList header;
        for (const std::string &h : table->header)
            header << QString::fromStdString(h);
        QCOMPARE(header, keys);
        QCOMPARE(header, tableFieldsForColumns(defaultReportColumns(true), true));
        QCOMPARE(table->records.size(), m_input.plan.rows.size());
        bool unpriced = false;
        for (std::size_t i = 0; i < table->records.size(); ++i) {
            const PlanRow &r = m_input.plan.rows[i];
            const auto &f = table->records[i].fields;
            QCOMPARE(f[table->column("rank")], std::to_string(i + 1));
            QCOMPARE(f[table->column("instance_type")], r.type->id);
            QCOMPARE(f[table->column("verdict")], std::string(toString(r.verdict)));
            QCOMPARE(f[table->column("gpus_used")], std::to_string(r.gpusUsed));
            QCOMPARE(std::stod(f[table->column("vram_gib_per_gpu")]),
                     std::round(r.cardGib * 10) / 10);
            if (r.pricePerHour) {
                QCOMPARE(f[table->column("currency")], std::string("CNY"));
                QVERIFY(std::abs(std::stod(f[table->column("price_per_hour")]) - *r.pricePerHour) <
                        1e-4);
            } else {
                unpriced = true;
                QVERIFY(f[table->column("price_per_hour")].empty()); // never 0
                QVERIFY(f[table->column("total_cost")].empty());
                QVERIFY(f[table->column("currency")].empty());
            }
        }
        QVERIFY(unpriced);
        // No units inside numbers.
        for (const CsvRecord &rec : table->records) {
            for (const char *k : {"price_per_hour", "total_cost", "vram_headroom_pct", "hours"})
                QVERIFY2(rec.fields[table->column(k)].find_first_of(" %C") == std::string::npos, k);
        }

        // Chosen columns, in the window's order whatever order they are given in.
        ReportInput in = m_input;
        in.visibleColumns = {QStringLiteral("price_source"), QStringLiteral("instance_type"),
                             QStringLiteral("rank")};
        QCOMPARE(tableAsCsv(in).section(QLatin1Char('\n'), 0, 0),
                 QStringLiteral("rank,instance_type,price_source,price_as_of"));
        // Only the fitting types, as the window shows by default.
        in.fittingOnly = true;
        const long fitting =
            std::count_if(in.plan.rows.begin(), in.plan.rows.end(),
                          [](const PlanRow &r) { return r.verdict != Verdict::DoesNotFit; });
        QCOMPARE(tableAsCsv(in).trimmed().count(QLatin1Char('\n')), fitting);
    }

    void jsonIsTheTable()
    {
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(tableAsJson(m_input).toUtf8(), &error);
        QVERIFY2(!doc.isNull(), qPrintable(error.errorString()));
        const QJsonObject o = doc.object();
        QCOMPARE(o.value(QLatin1String("format")).toString(), QStringLiteral("gpu-planner-table"));
        QCOMPARE(o.value(QLatin1String("format_version")).toInt(), kTableFormatVersion);
        QCOMPARE(o.value(QLatin1String("currency")).toString(), QStringLiteral("CNY"));
        QCOMPARE(o.value(QLatin1String("region")).toString(), QStringLiteral("cn-shanghai"));
        QCOMPARE(o.value(QLatin1String("pricing")).toString(), QStringLiteral("payg"));
        QCOMPARE(o.value(QLatin1String("scenario")).toString(), m_input.scenario.name);
        QVERIFY(!o.value(QLatin1String("generated")).toString().isEmpty());
        const QStringList keys = tableFieldsForColumns(defaultReportColumns(true), true);
        const QJsonArray fields = o.value(QLatin1String("fields")).toArray();
        QCOMPARE(fields.size(), keys.size());
        for (int i = 0; i < keys.size(); ++i)
            QCOMPARE(fields[i].toObject().value(QLatin1String("key")).toString(), keys[i]);
        const QJsonArray rows = o.value(QLatin1String("rows")).toArray();
        QCOMPARE(static_cast<std::size_t>(rows.size()), m_input.plan.rows.size());
        for (int i = 0; i < rows.size(); ++i) {
            const PlanRow &r = m_input.plan.rows[static_cast<std::size_t>(i)];
            const QJsonObject row = rows[i].toObject();
            QCOMPARE(row.value(QLatin1String("rank")).toInt(), i + 1);
            QCOMPARE(row.value(QLatin1String("gpus_used")).toInt(), r.gpusUsed);
            QCOMPARE(row.value(QLatin1String("vram_gib_per_gpu")).toDouble(), r.cardGib);
            QCOMPARE(row.value(QLatin1String("total_cost")).isNull(), !r.totalCost);
            if (r.totalCost)
                QCOMPARE(row.value(QLatin1String("total_cost")).toDouble(), *r.totalCost);
        }
        // The plan's assumptions in English, and their codes beside them in the same order.
        const QJsonArray assumptions = o.value(QLatin1String("assumptions")).toArray();
        const QJsonArray codes = o.value(QLatin1String("assumption_codes")).toArray();
        QVERIFY(!codes.isEmpty()); // training: the FLOPs assumption
        QCOMPARE(static_cast<std::size_t>(codes.size()), m_input.plan.assumptions.size());
        QCOMPARE(assumptions.size(), codes.size());
        for (int i = 0; i < codes.size(); ++i) {
            const Assumption &a = m_input.plan.assumptions[static_cast<std::size_t>(i)];
            QCOMPARE(codes[i].toString(), QString::fromStdString(a.code));
            QCOMPARE(assumptions[i].toString(),
                     planwording::assumptionText(a, planwording::Language::English));
        }
    }

    // `rank --format csv|json` and the report's table are one writer with one set of field
    // names: every field the report writes is a rank field with the same value.
    void rankAndReportShareTheFields()
    {
        const Workload &w = m_input.scenario.workload;
        const PlanOptions &o = m_input.scenario.plan;
        const QJsonObject rank =
            QJsonDocument::fromJson(formatPlan(m_input.plan, w, o, PlanFormat::Json, 0).toUtf8())
                .object();
        const QJsonObject report = QJsonDocument::fromJson(tableAsJson(m_input).toUtf8()).object();
        QCOMPARE(rank.value(QLatin1String("format")), report.value(QLatin1String("format")));
        QCOMPARE(rank.value(QLatin1String("format_version")),
                 report.value(QLatin1String("format_version")));
        QStringList rankKeys;
        for (const QJsonValue &f : rank.value(QLatin1String("fields")).toArray())
            rankKeys << f.toObject().value(QLatin1String("key")).toString();
        QCOMPARE(rankKeys, tableFields());
        for (const QString &old :
             {QStringLiteral("card_gib"), QStringLiteral("gpus"), QStringLiteral("headroom")})
            QVERIFY2(!rankKeys.contains(old), qPrintable(old));
        const QJsonArray a = rank.value(QLatin1String("rows")).toArray();
        const QJsonArray b = report.value(QLatin1String("rows")).toArray();
        QCOMPARE(a.size(), b.size());
        for (int i = 0; i < a.size(); ++i) {
            const QJsonObject ra = a[i].toObject();
            const QJsonObject rb = b[i].toObject();
            for (auto it = rb.begin(); it != rb.end(); ++it)
                QVERIFY2(ra.value(it.key()) == it.value(), qPrintable(it.key()));
        }
        const QString csvRank = formatPlan(m_input.plan, w, o, PlanFormat::Csv, 0);
        QCOMPARE(csvRank.section(QLatin1Char('\n'), 0, 0), tableFields().join(QLatin1Char(',')));
    }

    void markdownIsTheTable()
    {
        const QString text = tableAsMarkdown(m_input);
        QStringList lines;
        for (const QString &line : text.split(QLatin1Char('\n'))) {
            if (line.startsWith(QLatin1Char('|')))
                lines << line;
        }
        QVERIFY(lines.size() >= 2);
        QVERIFY(lines[0].contains(QLatin1String("Instance type")));
        QVERIFY(QRegularExpression(QStringLiteral("^\\|( :?-{3,}:? \\|)+$"))
                    .match(lines[1])
                    .hasMatch());
        QCOMPARE(static_cast<std::size_t>(lines.size() - 2), m_input.plan.rows.size());
        const auto rows = modelRows(defaultReportColumns(true));
        QCOMPARE(lines[2], QStringLiteral("| %1 |").arg(rows[0].join(QStringLiteral(" | "))));
        QCOMPARE(lines[1].count(QLatin1Char('|')), lines[0].count(QLatin1Char('|')));
    }

    void textFormatsWrite()
    {
        for (const auto format : {ReportFormat::Csv, ReportFormat::Json, ReportFormat::Markdown}) {
            const QString file = path(QStringLiteral("table.") + reportFormatExtension(format));
            QString error;
            QVERIFY2(writeReport(m_input, format, file, &error), qPrintable(error));
            const QByteArray bytes = readAll(file);
            // CSV files start with a UTF-8 byte-order mark (Excel), the other formats do not.
            QCOMPARE(bytes.startsWith("\xEF\xBB\xBF"), format == ReportFormat::Csv);
            const QString written =
                QString::fromUtf8(bytes.mid(format == ReportFormat::Csv ? 3 : 0));
            const QString expected = format == ReportFormat::Csv    ? tableAsCsv(m_input)
                                     : format == ReportFormat::Json ? tableAsJson(m_input)
                                                                    : tableAsMarkdown(m_input);
            if (format == ReportFormat::Json) // the generation time differs
                QCOMPARE(written.size(), expected.size());
            else
                QCOMPARE(written, expected);
        }
    }

    // A spreadsheet reader sees the same header with or without the mark: the written file
    // parses back (csv.cpp strips the mark) to the table's own field names, Chinese included.
    void csvFileWithByteOrderMarkReadsBack()
    {
        ReportInput in = m_input;
        in.chinese = true;
        const QString file = path(QStringLiteral("table-zh.csv"));
        QString error;
        QVERIFY2(writeReport(in, ReportFormat::Csv, file, &error), qPrintable(error));
        const QByteArray bytes = readAll(file);
        QVERIFY(bytes.startsWith("\xEF\xBB\xBF"));
        std::string parseError;
        const auto parsed =
            parseCsv(std::string_view(bytes.constData(), std::size_t(bytes.size())), &parseError);
        QVERIFY2(parsed, parseError.c_str());
        const QString header = tableAsCsv(in).section(QLatin1Char('\n'), 0, 0);
        QStringList fields;
        for (const std::string &f : parsed->header)
            fields << QString::fromStdString(f);
        QCOMPARE(fields.join(QLatin1Char(',')), header);
        QCOMPARE(parsed->records.size(),
                 std::size_t(tableAsCsv(in).trimmed().count(QLatin1Char('\n'))));
    }

    // The Excel workbook holds the CSV's table: the window's columns (its header row) and
    // rows, one row per CSV line (tst_xlsxwriter compares the cells).
    void xlsxIsTheCsvTable()
    {
        ReportInput in = m_input;
        in.chinese = true;
        in.fittingOnly = true;
        const QString file = path(QStringLiteral("table.xlsx"));
        QString error;
        QVERIFY2(writeReport(in, ReportFormat::Xlsx, file, &error), qPrintable(error));
        const xlsxtest::Zip zip = xlsxtest::readZip(readAll(file));
        QVERIFY2(zip.error.isEmpty(), qPrintable(zip.error));
        const auto cells = xlsxtest::cells(zip.part(QStringLiteral("xl/worksheets/sheet1.xml")));
        const QStringList csv = tableAsCsv(in).trimmed().split(QLatin1Char('\n'));
        const QStringList keys = csv.first().split(QLatin1Char(','));
        QCOMPARE(keys, tableFieldsForColumns(defaultReportColumns(true), true));
        for (int c = 0; c < keys.size(); ++c)
            QCOMPARE(cells.value(xlsxtest::column(c) + QLatin1Char('1')).value, keys[c]);
        QVERIFY(cells.contains(QStringLiteral("A%1").arg(csv.size())));
        QVERIFY(!cells.contains(QStringLiteral("A%1").arg(csv.size() + 1)));
        QCOMPARE(tableAsXlsx(in).left(4), QByteArray("PK\x03\x04", 4));
    }

    void missingFolderFails()
    {
        for (const auto format :
             {ReportFormat::Pdf, ReportFormat::Csv, ReportFormat::Markdown, ReportFormat::Xlsx}) {
            const QString file =
                path(QStringLiteral("no/such/folder/report.") + reportFormatExtension(format));
            QString error;
            QVERIFY(!writeReport(m_input, format, file, &error));
            QVERIFY2(error.contains(file), qPrintable(error));
            QVERIFY(!QFile::exists(file));
        }
    }
    // Notes of one enormous "word" (issue 9: 300k characters took seconds to lay out, 2M
    // minutes): cut with a marker and given break opportunities, they lay out at once.
    void longUnbrokenNotesLayOutInBoundedTime()
    {
        ReportInput in = m_input;
        in.scenario.notes = QString(2'000'000, QLatin1Char('w'));
        const QString file = path(QStringLiteral("long-notes.pdf"));
        QString error;
        int pages = 0;
        QElapsedTimer timer;
        timer.start();
        QVERIFY2(writeReport(in, ReportFormat::Pdf, file, &error, &pages), qPrintable(error));
        const qint64 ms = timer.elapsed();
        QVERIFY2(ms < 20000, QByteArray::number(ms));
        QVERIFY(pages <= m_englishPages + 10);
        if (tool("pdftotext").isEmpty())
            return;
        QProcess p;
        p.start(tool("pdftotext"), {QStringLiteral("-layout"), file, QStringLiteral("-")});
        QVERIFY(p.waitForFinished(60000));
        const QString text = QString::fromUtf8(p.readAllStandardOutput());
        QVERIFY2(text.contains(QLatin1String("the notes are cut here")), "no marker");
        QVERIFY(text.contains(QString(40, QLatin1Char('w'))));
    }

    // Markdown viewers render raw HTML: names and regions arrive as text, pipes cannot
    // split a cell.
    void markdownEscapesHtmlAndPipes()
    {
        ReportInput in = m_input;
        in.scenario.name = QStringLiteral("<img src=x onerror=alert(1)> & | pipe");
        in.scenario.plan.region = "<b>cn-shanghai</b>";
        const QString text = tableAsMarkdown(in);
        QVERIFY2(!text.contains(QLatin1String("<img")) && !text.contains(QLatin1String("<b>")),
                 qPrintable(text.left(300)));
        QVERIFY2(
            text.startsWith(QLatin1String("# &lt;img src=x onerror=alert(1)&gt; &amp; \\| pipe\n")),
            qPrintable(text.left(300)));
        QVERIFY(text.contains(QLatin1String("&lt;b&gt;cn-shanghai&lt;/b&gt;")));
    }
};

QTEST_MAIN(TestReport)
#include "tst_report.moc"
