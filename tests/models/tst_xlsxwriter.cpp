// The Excel export (models/common/xlsxwriter.h, TableFormat::Xlsx): the ZIP container reads back
// with a reader written apart from the writer (tests/support/xlsxreader.h: directory, local
// headers, CRC-32, inflate), every part is well-formed XML and has a content type, and the
// plan's workbook holds the CSV's table: the header row is the field keys, a number is a
// numeric cell of the CSV's value in the CSV's decimals, an empty CSV cell is no cell, text
// is an inline string (never a formula). Chinese survives; markup, quotes and control
// characters from a scenario's name come out escaped or removed with the XML still parsing.
#include "../support/xlsxreader.h"
#include "catalogdatabase.h"
#include "estimator/csv.h"
#include "presets.h"
#include "reportlanguage.h"
#include "tableexport.h"
#include "xlsxwriter.h"

#include <QCoreApplication>
#include <QDate>
#include <QRegularExpression>
#include <QTest>

#include <map>
#include <set>

using namespace gpuplanner;

namespace {

const QString kSheetType =
    QStringLiteral("application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml");

// The parts every workbook has, besides its worksheets.
const QStringList kRequiredParts = {
    QStringLiteral("[Content_Types].xml"), QStringLiteral("_rels/.rels"),
    QStringLiteral("docProps/core.xml"),   QStringLiteral("docProps/app.xml"),
    QStringLiteral("xl/workbook.xml"),     QStringLiteral("xl/_rels/workbook.xml.rels"),
    QStringLiteral("xl/styles.xml"),       QStringLiteral("xl/worksheets/sheet1.xml")};

// The numeric fields and their decimals (docs/table-format.md, "Decimals in CSV").
const std::map<QString, int> kDecimals = {{QStringLiteral("rank"), 0},
                                          {QStringLiteral("gpus_used"), 0},
                                          {QStringLiteral("instances"), 0},
                                          {QStringLiteral("need_gib_per_gpu"), 2},
                                          {QStringLiteral("vram_gib_per_gpu"), 1},
                                          {QStringLiteral("vram_headroom_pct"), 1},
                                          {QStringLiteral("hours"), 2},
                                          {QStringLiteral("price_per_hour"), 4},
                                          {QStringLiteral("total_cost"), 2},
                                          {QStringLiteral("value"), 3},
                                          {QStringLiteral("tokens_per_s"), 1},
                                          {QStringLiteral("cost_per_million_tokens"), 4},
                                          {QStringLiteral("break_even_utilisation_pct"), 1},
                                          {QStringLiteral("spot_expected_hours"), 2},
                                          {QStringLiteral("spot_payg_cost"), 2}};

const QString kFormatOfDecimals[] = {QStringLiteral("0"), QStringLiteral("0.0"),
                                     QStringLiteral("0.00"), QStringLiteral("0.000"),
                                     QStringLiteral("0.0000")};

// The number format code of each cell style (cellXfs index) of styles.xml.
std::map<QString, QString> formatCodes(const QByteArray &styles)
{
    std::map<QString, QString> codes = {{QStringLiteral("1"), QStringLiteral("0")},
                                        {QStringLiteral("2"), QStringLiteral("0.00")}};
    std::map<QString, QString> byStyle;
    bool inCellXfs = false;
    int index = 0;
    QXmlStreamReader r(styles);
    while (!r.atEnd()) {
        r.readNext();
        if (r.isStartElement() && r.name() == QLatin1String("numFmt"))
            codes[r.attributes().value(QLatin1String("numFmtId")).toString()] =
                r.attributes().value(QLatin1String("formatCode")).toString();
        if (r.name() == QLatin1String("cellXfs"))
            inCellXfs = r.isStartElement();
        if (inCellXfs && r.isStartElement() && r.name() == QLatin1String("xf")) {
            const QString id = r.attributes().value(QLatin1String("numFmtId")).toString();
            byStyle[QString::number(index++)] =
                codes.count(id) ? codes[id] : QStringLiteral("General");
        }
    }
    return byStyle;
}

QString formatOf(const std::map<QString, QString> &formats, const QString &style)
{
    const auto it = formats.find(style.isEmpty() ? QStringLiteral("0") : style);
    return it == formats.end() ? QStringLiteral("(no style %1)").arg(style) : it->second;
}

// Reads the workbook: a ZIP whose every entry reads back with its CRC-32; fails the test
// (the caller returns on QTest::currentTestFailed) otherwise.
void openWorkbook(const QByteArray &bytes, xlsxtest::Zip *zip)
{
    QVERIFY(bytes.startsWith(QByteArray("PK\x03\x04", 4)));
    *zip = xlsxtest::readZip(bytes);
    QVERIFY2(zip->error.isEmpty(), qPrintable(zip->error));
}

#define OPEN_WORKBOOK(zip, bytes)                                                                  \
    xlsxtest::Zip zip;                                                                             \
    openWorkbook(bytes, &zip);                                                                     \
    if (QTest::currentTestFailed())                                                                \
    return

#define CHECKED(call)                                                                              \
    call;                                                                                          \
    if (QTest::currentTestFailed())                                                                \
    return

// Every part is well-formed, has a content type (the "rels" default for relationships, an
// override for the others), every override names a part, every relationship's target is a
// part, and nothing is a formula.
void checkParts(const xlsxtest::Zip &zip)
{
    const QStringList names = zip.names();
    for (const QString &required : kRequiredParts)
        QVERIFY2(names.contains(required), qPrintable(required));
    QString error;
    for (const xlsxtest::ZipEntry &e : zip.entries) {
        QVERIFY2(xlsxtest::wellFormed(e.data, &error),
                 qPrintable(e.name + QStringLiteral(": ") + error));
        for (const auto &[element, attributes] : xlsxtest::elements(e.data))
            QVERIFY2(element != QLatin1String("f"), qPrintable(e.name)); // no formula
    }
    const QByteArray types = zip.part(QStringLiteral("[Content_Types].xml"));
    std::set<QString> overrides;
    bool relsDefault = false;
    for (const auto &[element, a] : xlsxtest::elements(types)) {
        if (element == QLatin1String("Override")) {
            const QString part = a.value(QLatin1String("PartName")).toString().mid(1);
            QVERIFY2(names.contains(part), qPrintable(part));
            overrides.insert(part);
            if (part.startsWith(QLatin1String("xl/worksheets/")))
                QCOMPARE(a.value(QLatin1String("ContentType")).toString(), kSheetType);
        }
        if (element == QLatin1String("Default") &&
            a.value(QLatin1String("Extension")) == QLatin1String("rels"))
            relsDefault = true;
    }
    QVERIFY(relsDefault);
    for (const QString &name : names) {
        if (name != QLatin1String("[Content_Types].xml") && !name.endsWith(QLatin1String(".rels")))
            QVERIFY2(overrides.count(name),
                     qPrintable(name + QStringLiteral(" has no content type")));
    }
    for (const auto &[rels, base] :
         {std::pair{QStringLiteral("_rels/.rels"), QString()},
          std::pair{QStringLiteral("xl/_rels/workbook.xml.rels"), QStringLiteral("xl/")}}) {
        for (const auto &[element, a] : xlsxtest::elements(zip.part(rels))) {
            if (element == QLatin1String("Relationship"))
                QVERIFY2(names.contains(base + a.value(QLatin1String("Target")).toString()),
                         qPrintable(a.value(QLatin1String("Target")).toString()));
        }
    }
}

QStringList sheetNamesOf(const xlsxtest::Zip &zip)
{
    QStringList names;
    for (const auto &[element, a] : xlsxtest::elements(zip.part(QStringLiteral("xl/workbook.xml"))))
        if (element == QLatin1String("sheet"))
            names << a.value(QLatin1String("name")).toString();
    return names;
}

QString attribute(const QByteArray &xml, const char *element, const char *name)
{
    for (const auto &[e, a] : xlsxtest::elements(xml))
        if (e == QLatin1String(element))
            return a.value(QLatin1String(name)).toString();
    return {};
}

} // namespace

class TestXlsxWriter : public QObject
{
    Q_OBJECT

private:
    PresetLibrary m_presets;
    std::unique_ptr<Catalog> m_catalog;
    Workload m_lora;

    PlanTable table(const Plan &plan, const Workload &w, const PlanOptions &o) const
    {
        PlanTable t;
        t.plan = &plan;
        t.workload = w;
        t.options = o;
        t.scenario = QStringLiteral("Workbook check");
        t.rows = tableRows(plan, 0);
        t.generated = QStringLiteral("2026-03-01T09:30:00Z");
        return t;
    }

    // The workbook of the table is the CSV's table, cell for cell; counts what it saw.
    void compareWithCsv(const PlanTable &t, std::set<QString> *numericSeen, int *absent)
    {
        const QByteArray csvText = writePlanTable(t, TableFormat::Csv).toUtf8();
        std::string error;
        const auto csv = parseCsv(std::string_view(csvText.constData(), csvText.size()), &error);
        QVERIFY2(csv, error.c_str());
        OPEN_WORKBOOK(zip, writePlanTableFile(t, TableFormat::Xlsx));
        CHECKED(checkParts(zip));
        const auto cells = xlsxtest::cells(zip.part(QStringLiteral("xl/worksheets/sheet1.xml")));
        const auto formats = formatCodes(zip.part(QStringLiteral("xl/styles.xml")));
        const QStringList keys = t.fields.isEmpty() ? tableFields() : t.fields;
        for (int c = 0; c < keys.size(); ++c) {
            const xlsxtest::Cell head = cells.value(xlsxtest::column(c) + QLatin1Char('1'));
            QCOMPARE(head.type, QStringLiteral("inlineStr"));
            QCOMPARE(head.value, keys[c]);
        }
        QVERIFY(!cells.contains(xlsxtest::column(int(keys.size())) + QLatin1Char('1')));
        QCOMPARE(csv->records.size(), t.rows.size());
        for (std::size_t i = 0; i < csv->records.size(); ++i) {
            const QString row = QString::number(i + 2);
            for (int c = 0; c < keys.size(); ++c) {
                const QString ref = xlsxtest::column(c) + row;
                const std::string &expected = csv->records[i].fields[std::size_t(c)];
                const auto decimals = kDecimals.find(keys[c]);
                if (expected.empty()) { // never 0 for an unknown value
                    QVERIFY2(!cells.contains(ref),
                             qPrintable(ref + QStringLiteral(" should be absent")));
                    ++*absent;
                } else if (decimals != kDecimals.end()) {
                    const xlsxtest::Cell cell = cells.value(ref);
                    QVERIFY2(cell.type.isEmpty() || cell.type == QLatin1String("n"),
                             qPrintable(ref));
                    bool ok = false;
                    QCOMPARE(cell.value.toDouble(&ok), std::stod(expected));
                    QVERIFY2(ok, qPrintable(ref + QStringLiteral(": ") + cell.value));
                    QCOMPARE(formatOf(formats, cell.style), kFormatOfDecimals[decimals->second]);
                    numericSeen->insert(keys[c]);
                } else {
                    const xlsxtest::Cell cell = cells.value(ref);
                    QCOMPARE(cell.type, QStringLiteral("inlineStr"));
                    // The CSV neutralises formula-looking text; an inline string needs not.
                    QCOMPARE(csvNeutralise(cell.value.toStdString()), expected);
                }
            }
        }
        QVERIFY(!cells.contains(QStringLiteral("A%1").arg(csv->records.size() + 2)));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(m_presets.load(), qPrintable(m_presets.errorString()));
        const ModelSpec *qwen = m_presets.find(QStringLiteral("qwen2.5-7b"));
        QVERIFY(qwen);
        CatalogData data;
        QString error;
        QVERIFY2(CatalogDatabase::readShipped(QStringLiteral(GP_SHIPPED_CATALOG), &data, &error),
                 qPrintable(error));
        m_catalog = std::make_unique<Catalog>(std::move(data));
        m_lora = Workload();
        m_lora.model = *qwen;
        m_lora.task = Task::Lora;
        m_lora.batch = 4;
        m_lora.seqLen = 2048;
        m_lora.gradientCheckpointing = true;
    }

    void crc32()
    {
        QCOMPARE(xlsx::crc32(QByteArray()), 0u);
        QCOMPARE(xlsx::crc32(QByteArray("123456789")), 0xcbf43926u); // the check value
        QByteArray bytes;
        for (int i = 0; i < 5000; ++i)
            bytes += char(i * 7 + i / 13);
        QCOMPARE(xlsx::crc32(bytes), xlsxtest::crc32Bitwise(bytes));
    }

    // Deflated where that is smaller, stored where not; every byte reads back.
    void zipReadsBack()
    {
        QByteArray binary;
        for (int i = 0; i < 256; ++i)
            binary += char(i);
        const QByteArray text = QByteArray("<row>一二三</row>").repeated(500);
        const std::vector<std::pair<QString, QByteArray>> entries = {
            {QStringLiteral("a.xml"), text},
            {QStringLiteral("dir/b.bin"), binary},
            {QStringLiteral("empty"), QByteArray()},
            {QStringLiteral("x"), QByteArray("x")}};
        const QByteArray zip =
            xlsx::zipArchive(entries, QDateTime(QDate(2026, 3, 1), QTime(9, 30), Qt::UTC));
        OPEN_WORKBOOK(read, zip);
        QCOMPARE(read.entries.size(), qsizetype(entries.size()));
        for (std::size_t i = 0; i < entries.size(); ++i) {
            QCOMPARE(read.entries[qsizetype(i)].name, entries[i].first);
            QCOMPARE(read.entries[qsizetype(i)].data, entries[i].second);
        }
        QCOMPARE(read.entries[0].method, 8);
        QVERIFY(zip.size() < text.size() / 10);
        QCOMPARE(read.entries[1].method, 0); // 256 different bytes do not deflate smaller
        QCOMPARE(read.entries[3].method, 0);
        // The time: 2026-03-01 09:30:00 in MS-DOS form.
        QCOMPARE(xlsxtest::le16(zip, 10), quint32(9 << 11 | 30 << 5));
        QCOMPARE(xlsxtest::le16(zip, 12), quint32((2026 - 1980) << 9 | 3 << 5 | 1));
        // A broken byte is noticed (the reader checks what the tests rely on).
        QByteArray broken = zip;
        broken[40] = char(broken[40] ^ 0x55);
        QVERIFY(!xlsxtest::readZip(broken).error.isEmpty());
    }

    void names()
    {
        QCOMPARE(xlsx::columnName(0), QStringLiteral("A"));
        QCOMPARE(xlsx::columnName(25), QStringLiteral("Z"));
        QCOMPARE(xlsx::columnName(26), QStringLiteral("AA"));
        QCOMPARE(xlsx::columnName(701), QStringLiteral("ZZ"));
        QCOMPARE(xlsx::columnName(702), QStringLiteral("AAA"));
        QCOMPARE(xlsx::sheetName(QStringLiteral("a:b/c\\d?e*f[g]"), {}),
                 QStringLiteral("a_b_c_d_e_f_g_"));
        QCOMPARE(xlsx::sheetName(QString(40, QLatin1Char('x')), {}).size(), 31);
        QCOMPARE(xlsx::sheetName(QStringLiteral("'quoted'"), {}), QStringLiteral("quoted"));
        QCOMPARE(xlsx::sheetName(QStringLiteral("\x01 "), QStringLiteral("Sheet2")),
                 QStringLiteral("Sheet2"));
        QCOMPARE(xlsx::sheetName(QStringLiteral("history"), QStringLiteral("Sheet1")),
                 QStringLiteral("Sheet1"));
        QCOMPARE(xlsx::sheetName(QStringLiteral("方案"), {}), QStringLiteral("方案"));
    }

    void xmlText()
    {
        QCOMPARE(xlsx::xmlText(QStringLiteral("<img src=x>&\"'")),
                 QStringLiteral("&lt;img src=x&gt;&amp;&quot;'"));
        QCOMPARE(xlsx::xmlText(QStringLiteral("a\x01\x1b\x7f\u0085b\tc\nd\r\ne\rf")),
                 QStringLiteral("ab\tc\nd\ne\nf"));
        QString lone = QStringLiteral("x");
        lone += QChar(0xd800);
        lone += QChar(0xfffe);
        lone += QStringLiteral("😀千");
        QCOMPARE(xlsx::xmlText(lone), QStringLiteral("x😀千"));
    }

    // CJK characters count two; the header has room for its filter button; 6 to 60.
    void columnWidths()
    {
        QCOMPARE(xlsx::columnWidth({QStringLiteral("abcd")}, false), 6.0);
        QCOMPARE(xlsx::columnWidth({QStringLiteral("abcdefgh")}, false), 10.0);
        QCOMPARE(xlsx::columnWidth({QStringLiteral("实例规格")}, false), 10.0);
        QCOMPARE(xlsx::columnWidth({QStringLiteral("abcdefgh"), QStringLiteral("x")}, true), 12.0);
        QCOMPARE(xlsx::columnWidth({QStringLiteral("short\nabcdefghij")}, false), 12.0);
        QCOMPARE(xlsx::columnWidth({QString(500, QLatin1Char('x'))}, false), 60.0);
    }

    // A book of its own: numbers, text, empty cells, a header row frozen under a filter.
    void workbookParts()
    {
        xlsx::Workbook book;
        book.title = QStringLiteral("Title");
        book.created = QDateTime(QDate(2026, 3, 1), QTime(9, 30), Qt::UTC);
        xlsx::Sheet sheet;
        sheet.name = QStringLiteral("Plan");
        sheet.rows = {
            {xlsx::Cell::of(QStringLiteral("n")), xlsx::Cell::of(QStringLiteral("t")),
             xlsx::Cell::of(QStringLiteral("x"))},
            {xlsx::Cell::of(1.23456, 2), xlsx::Cell::of(QStringLiteral("=1+2")),
             xlsx::Cell::empty()},
            {xlsx::Cell::of(-0.0001, 1), xlsx::Cell::of(QString()), xlsx::Cell::of(12345678.9)}};
        xlsx::Sheet placeholders = sheet;
        placeholders.name = QStringLiteral("%2 %1");
        book.sheets = {sheet, sheet, placeholders}; // the same name twice: made unique
        OPEN_WORKBOOK(zip, xlsx::writeWorkbook(book));
        CHECKED(checkParts(zip));
        QVERIFY(zip.names().contains(QStringLiteral("xl/worksheets/sheet2.xml")));
        QCOMPARE(sheetNamesOf(zip), QStringList({QStringLiteral("Plan"), QStringLiteral("Plan (2)"),
                                                 QStringLiteral("%2 %1")}));
        const QByteArray xml = zip.part(QStringLiteral("xl/worksheets/sheet1.xml"));
        const auto cells = xlsxtest::cells(xml);
        QCOMPARE(cells.size(), 7);
        QCOMPARE(cells[QStringLiteral("A2")].value, QStringLiteral("1.23"));
        QVERIFY(cells[QStringLiteral("A2")].type.isEmpty());
        QCOMPARE(cells[QStringLiteral("A3")].value, QStringLiteral("0")); // not "-0"
        QCOMPARE(cells[QStringLiteral("C3")].value, QStringLiteral("12345678.9"));
        QCOMPARE(cells[QStringLiteral("B2")].type, QStringLiteral("inlineStr"));
        QCOMPARE(cells[QStringLiteral("B2")].value, QStringLiteral("=1+2"));
        QVERIFY(!cells.contains(QStringLiteral("C2")) && !cells.contains(QStringLiteral("B3")));
        const auto formats = formatCodes(zip.part(QStringLiteral("xl/styles.xml")));
        QCOMPARE(formatOf(formats, cells[QStringLiteral("A2")].style), QStringLiteral("0.00"));
        QCOMPARE(formatOf(formats, cells[QStringLiteral("A3")].style), QStringLiteral("0.0"));
        // The header is bold (its style's font), frozen and under the filter.
        QCOMPARE(cells[QStringLiteral("A1")].style, QStringLiteral("1"));
        QVERIFY(zip.part(QStringLiteral("xl/styles.xml")).contains("<font><b/>"));
        QCOMPARE(attribute(xml, "pane", "state"), QStringLiteral("frozen"));
        QCOMPARE(attribute(xml, "pane", "ySplit"), QStringLiteral("1"));
        QCOMPARE(attribute(xml, "autoFilter", "ref"), QStringLiteral("A1:C3"));
        QCOMPARE(attribute(xml, "dimension", "ref"), QStringLiteral("A1:C3"));
        QCOMPARE(attribute(xml, "col", "customWidth"), QStringLiteral("1"));
        const QByteArray core = zip.part(QStringLiteral("docProps/core.xml"));
        QCOMPARE(xlsxtest::texts(core, QStringLiteral("dc:creator")),
                 QStringList{QStringLiteral("GPU Planner")});
        QCOMPARE(xlsxtest::texts(core, QStringLiteral("dcterms:created")),
                 QStringList{QStringLiteral("2026-03-01T09:30:00Z")});
        QCOMPARE(attribute(core, "dcterms:created", "xsi:type"), QStringLiteral("dcterms:W3CDTF"));
        QVERIFY(xlsx::writeWorkbook(xlsx::Workbook()).isEmpty());
    }

    void planWorkbookIsTheCsv_data()
    {
        QTest::addColumn<int>("mode");
        QTest::newRow("training, pay as you go") << 0;
        QTest::newRow("training, spot") << 1;
        QTest::newRow("serving, subscription") << 2;
    }

    void planWorkbookIsTheCsv()
    {
        QFETCH(int, mode);
        Workload w = m_lora;
        PlanOptions o;
        o.datasetTokens = 1e8;
        o.today = "2026-03-01";
        if (mode == 1) {
            o.pricing = PricingMode::Spot;
            o.spotDiscountPct = 20;
            o.spotInterruptionRatePct = 5;
        } else if (mode == 2) {
            w.task = Task::Inference;
            w.promptLen = 1500;
            w.outputLen = 300;
            o.pricing = PricingMode::Subscription;
        }
        const Plan plan = makePlan(w, *m_catalog, o);
        QVERIFY(plan.rows.size() > 20);
        std::set<QString> numeric;
        int absent = 0;
        CHECKED(compareWithCsv(table(plan, w, o), &numeric, &absent));
        QVERIFY(absent > 0); // unknown values and missing prices were there to leave out
        const std::set<QString> expected =
            mode == 0   ? std::set<QString>{QStringLiteral("hours"), QStringLiteral("total_cost")}
            : mode == 1 ? std::set<QString>{QStringLiteral("spot_expected_hours"),
                                            QStringLiteral("spot_payg_cost")}
                        : std::set<QString>{QStringLiteral("tokens_per_s"),
                                            QStringLiteral("cost_per_million_tokens"),
                                            QStringLiteral("break_even_utilisation_pct")};
        for (const QString &k : expected)
            QVERIFY2(numeric.count(k), qPrintable(k + QStringLiteral(" never had a value")));
        for (const char *k : {"rank", "gpus_used", "need_gib_per_gpu", "vram_gib_per_gpu",
                              "price_per_hour", "value"})
            QVERIFY2(numeric.count(QLatin1String(k)), k);

        // The window's columns and rows: the header is those fields, the rows those rows.
        PlanTable some = table(plan, w, o);
        some.fields = tableFieldsForColumns({}, w.isTraining());
        some.rows = tableRows(plan, 5, true);
        compareWithCsv(some, &numeric, &absent);
    }

    // The same table gives the same bytes; the second sheet says what the JSON says.
    void workloadSheetAndDeterminism()
    {
        PlanOptions o;
        o.datasetTokens = 1e8;
        const Plan plan = makePlan(m_lora, *m_catalog, o);
        const PlanTable t = table(plan, m_lora, o);
        const QByteArray bytes = writePlanTableFile(t, TableFormat::Xlsx);
        QCOMPARE(writePlanTableFile(t, TableFormat::Xlsx), bytes);
        QVERIFY(writePlanTable(t, TableFormat::Xlsx).isEmpty()); // not text
        QCOMPARE(writePlanTableFile(t, TableFormat::Csv),
                 writePlanTable(t, TableFormat::Csv).toUtf8());
        OPEN_WORKBOOK(zip, bytes);
        const auto cells = xlsxtest::cells(zip.part(QStringLiteral("xl/worksheets/sheet2.xml")));
        std::map<QString, QString> values;
        QStringList findings;
        QStringList assumptions;
        for (int r = 2; cells.contains(QStringLiteral("A%1").arg(r)); ++r) {
            const QString key = cells[QStringLiteral("A%1").arg(r)].value;
            const QString value = cells.value(QStringLiteral("B%1").arg(r)).value;
            const QString code = cells.value(QStringLiteral("C%1").arg(r)).value;
            if (key == QLatin1String("finding"))
                findings << code;
            else if (key == QLatin1String("assumption"))
                assumptions << code;
            else
                values[key] = value;
        }
        QCOMPARE(values[QStringLiteral("format")], QStringLiteral("gpu-planner-table"));
        QCOMPARE(values[QStringLiteral("format_version")], QString::number(kTableFormatVersion));
        QVERIFY(cells[QStringLiteral("B3")].type.isEmpty()); // the version is a number
        QCOMPARE(values[QStringLiteral("scenario")], t.scenario);
        QCOMPARE(values[QStringLiteral("model_id")], QStringLiteral("qwen2.5-7b"));
        QCOMPARE(values[QStringLiteral("task")], QStringLiteral("lora"));
        QCOMPARE(values[QStringLiteral("region")], QStringLiteral("cn-shanghai"));
        QCOMPARE(values[QStringLiteral("pricing")], QStringLiteral("payg"));
        QCOMPARE(values[QStringLiteral("currency")], QStringLiteral("CNY"));
        QCOMPARE(values[QStringLiteral("language")], QStringLiteral("en"));
        QCOMPARE(values[QStringLiteral("generated")], t.generated);
        QStringList findingCodes;
        for (const Finding &f : plan.findings)
            findingCodes << QString::fromStdString(f.code);
        QCOMPARE(findings, findingCodes);
        QStringList assumptionCodes;
        for (const Assumption &a : plan.assumptions)
            assumptionCodes << QString::fromStdString(a.code);
        QVERIFY(!assumptionCodes.isEmpty());
        QCOMPARE(assumptions, assumptionCodes);
        QCOMPARE(xlsxtest::texts(zip.part(QStringLiteral("docProps/core.xml")),
                                 QStringLiteral("dcterms:created")),
                 QStringList{t.generated});
    }

    // A Chinese table, and a scenario's name with markup, quotes, a formula and control
    // characters: the XML parses, the name comes out as text without the controls.
    void chineseAndHostileText()
    {
        const ReportLanguage language(true);
        QVERIFY2(language.isLoaded(), qPrintable(language.errorString()));
        PlanOptions o;
        o.datasetTokens = 1e8;
        const Plan plan = makePlan(m_lora, *m_catalog, o);
        PlanTable t = table(plan, m_lora, o);
        t.chinese = true;
        t.scenario = QStringLiteral("=HYPERLINK(\"x\") <img src=x>&\"\x01\x1b 千问方案\x7f");
        const QString clean = QStringLiteral("=HYPERLINK(\"x\") <img src=x>&\" 千问方案");
        const QByteArray bytes = writePlanTableFile(t, TableFormat::Xlsx);
        OPEN_WORKBOOK(zip, bytes);
        CHECKED(checkParts(zip));
        for (const xlsxtest::ZipEntry &e : zip.entries) {
            QVERIFY2(!e.data.contains("<img") && !e.data.contains('\x01') &&
                         !e.data.contains('\x1b') && !e.data.contains('\x7f'),
                     qPrintable(e.name));
        }
        QCOMPARE(sheetNamesOf(zip),
                 QStringList({QCoreApplication::translate("Report", "Plan",
                                                          "the Excel sheet of the plan table"),
                              QCoreApplication::translate(
                                  "Report", "Workload", "the Excel sheet of the table's inputs")}));
        const auto workload = xlsxtest::cells(zip.part(QStringLiteral("xl/worksheets/sheet2.xml")));
        QCOMPARE(workload[QStringLiteral("A4")].value, QStringLiteral("scenario"));
        QCOMPARE(workload[QStringLiteral("B4")].value, clean);
        QCOMPARE(workload[QStringLiteral("B4")].type, QStringLiteral("inlineStr"));
        QCOMPARE(xlsxtest::texts(zip.part(QStringLiteral("docProps/core.xml")),
                                 QStringLiteral("dc:title")),
                 QStringList{clean});
        // The reasons are the CSV's Chinese text, through UTF-8 and back.
        const auto plan1 = xlsxtest::cells(zip.part(QStringLiteral("xl/worksheets/sheet1.xml")));
        const int reasons = int(tableFields().indexOf(QStringLiteral("reasons")));
        const QString first = plan1[xlsxtest::column(reasons) + QLatin1Char('2')].value;
        QVERIFY2(first.contains(QRegularExpression(QStringLiteral("[\\x{4e00}-\\x{9fff}]"))),
                 qPrintable(first));
        std::string error;
        const QByteArray csvText = writePlanTable(t, TableFormat::Csv).toUtf8();
        const auto csv = parseCsv(std::string_view(csvText.constData(), csvText.size()), &error);
        QVERIFY(csv);
        QCOMPARE(first.toStdString(), csv->records[0].fields[std::size_t(reasons)]);
        QCOMPARE(workload[QStringLiteral("B12")].value, QStringLiteral("zh_CN"));
    }
};

QTEST_MAIN(TestXlsxWriter)
#include "tst_xlsxwriter.moc"
