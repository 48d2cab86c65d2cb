#include "tableexport.h"
#include "planwording.h"

#include "catalogtablemodel.h"
#include "estimator/csv.h"
#include "estimator/text.h"
#include "xlsxwriter.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QDateTime>

#include <functional>
#include <map>
#include <memory>

namespace gpuplanner {

namespace {

using ordered = nlohmann::ordered_json;

// The Markdown's sentence belongs to the report's text (context "Report").
struct ReportText {
    Q_DECLARE_TR_FUNCTIONS(Report)
};
using Column = PlanTableModel::Column;

std::string num(const std::optional<double> &v, int decimals = 2)
{
    return v ? QString::number(*v, 'f', decimals).toStdString() : std::string();
}

ordered number(const std::optional<double> &v)
{
    return v ? ordered(*v) : ordered();
}

using planwording::assumptionText;
using planwording::findingExplanation;
using planwording::findingText;
using planwording::Language;

std::string english(const Reason &r)
{
    return planwording::reasonText(r, Language::English).toStdString();
}

std::string chineseOf(const Reason &r)
{
    return planwording::reasonText(r, Language::Chinese).toStdString();
}

std::string reasonsText(const PlanRow &r, bool chinese)
{
    return planwording::reasonsText(r.reasons, planwording::languageOf(chinese)).toStdString();
}

// One field: its CSV text and its JSON value; a number's decimals in the CSV (XLSX: a
// numeric cell), -1 for text.
struct Field {
    const char *key;
    std::function<std::string(const PlanRow &, int rank, bool chinese)> csv;
    std::function<ordered(const PlanRow &, int rank, bool chinese)> json;
    int decimals = -1;
};

Field text(const char *key, std::function<std::string(const PlanRow &)> f)
{
    return {key, [f](const PlanRow &r, int, bool) { return f(r); },
            [f](const PlanRow &r, int, bool) {
                return ordered(f(r));
            }};
}

Field decimal(const char *key, int decimals,
              std::function<std::optional<double>(const PlanRow &)> f)
{
    return {key, [f, decimals](const PlanRow &r, int, bool) { return num(f(r), decimals); },
            [f](const PlanRow &r, int, bool) { return number(f(r)); }, decimals};
}

Field whole(const char *key, std::function<int(const PlanRow &)> f)
{
    return {key, [f](const PlanRow &r, int, bool) { return std::to_string(f(r)); },
            [f](const PlanRow &r, int, bool) { return ordered(f(r)); }, 0};
}

Field flag(const char *key, std::function<std::optional<bool>(const PlanRow &)> f)
{
    return {key,
            [f](const PlanRow &r, int, bool) {
                const auto v = f(r);
                return v ? std::string(*v ? "yes" : "no") : std::string();
            },
            [f](const PlanRow &r, int, bool) {
                const auto v = f(r);
                return v ? ordered(*v) : ordered();
            }};
}

// docs/table-format.md describes each of these; keep the two in step.
const std::vector<Field> &fields()
{
    static const std::vector<Field> list = {
        {"rank", [](const PlanRow &, int rank, bool) { return std::to_string(rank); },
         [](const PlanRow &, int rank, bool) { return ordered(rank); }, 0},
        text("instance_type", [](const PlanRow &r) { return r.type->id; }),
        text("family", [](const PlanRow &r) { return r.type->familyId; }),
        text("verdict", [](const PlanRow &r) { return std::string(toString(r.verdict)); }),
        {"reasons", [](const PlanRow &r, int, bool zh) { return reasonsText(r, zh); },
         [](const PlanRow &r, int, bool) {
             ordered reasons = ordered::array();
             for (const Reason &reason : r.reasons)
                 reasons.push_back({{"code", reason.code},
                                    {"severity", std::string(toString(reason.severity))},
                                    {"en", english(reason)},
                                    {"zh", chineseOf(reason)}});
             return reasons;
         }},
        whole("gpus_used", [](const PlanRow &r) { return r.gpusUsed; }),
        whole("instances", [](const PlanRow &r) { return r.instances; }),
        decimal("need_gib_per_gpu", 2, [](const PlanRow &r) { return r.needPerGpuGib; }),
        decimal("vram_gib_per_gpu", 1, [](const PlanRow &r) { return r.cardGib; }),
        decimal("vram_headroom_pct", 1, [](const PlanRow &r) { return r.vramHeadroomPct; }),
        decimal("hours", 2, [](const PlanRow &r) { return r.hours; }),
        decimal("price_per_hour", 4, [](const PlanRow &r) { return r.pricePerHour; }),
        decimal("total_cost", 2, [](const PlanRow &r) { return r.totalCost; }),
        {"currency",
         [](const PlanRow &r, int, bool) { return r.pricePerHour ? r.currency : std::string(); },
         [](const PlanRow &r, int, bool) {
             return r.pricePerHour ? ordered(r.currency) : ordered();
         }},
        text("price_source", [](const PlanRow &r) { return r.priceSource; }),
        text("price_as_of", [](const PlanRow &r) { return r.priceAsOf; }),
        flag("price_stale",
             [](const PlanRow &r) {
                 return r.pricePerHour ? std::optional<bool>(r.priceStale) : std::nullopt;
             }),
        flag("pareto", [](const PlanRow &r) { return std::optional<bool>(r.pareto); }),
        decimal("value", 3, [](const PlanRow &r) { return r.value; }),
        decimal("tokens_per_s", 1, [](const PlanRow &r) { return r.tokensPerSecond; }),
        decimal("cost_per_million_tokens", 4,
                [](const PlanRow &r) { return r.costPerMillionTokens; }),
        decimal("break_even_utilisation_pct", 1,
                [](const PlanRow &r) { return r.breakEvenUtilisationPct; }),
        decimal("spot_expected_hours", 2,
                [](const PlanRow &r) {
                    return r.spot ? std::optional<double>(r.spot->expectedHours) : std::nullopt;
                }),
        decimal("spot_payg_cost", 2, [](const PlanRow &r) {
            return r.spot ? std::optional<double>(r.spot->paygCost) : std::nullopt;
        })};
    return list;
}

const Field *fieldOf(const QString &key)
{
    for (const Field &f : fields()) {
        if (key == QLatin1String(f.key))
            return &f;
    }
    return nullptr;
}

// The window's column that shows a field (Markdown titles and display strings).
std::optional<Column> columnOf(const QString &key, bool training)
{
    static const std::map<QString, Column> common = {
        {QStringLiteral("rank"), Column::Rank},
        {QStringLiteral("instance_type"), Column::InstanceType},
        {QStringLiteral("family"), Column::Family},
        {QStringLiteral("verdict"), Column::Verdict},
        {QStringLiteral("gpus_used"), Column::Gpus},
        {QStringLiteral("need_gib_per_gpu"), Column::Need},
        {QStringLiteral("vram_gib_per_gpu"), Column::Card},
        {QStringLiteral("vram_headroom_pct"), Column::Headroom},
        {QStringLiteral("price_per_hour"), Column::PricePerHour},
        {QStringLiteral("price_source"), Column::PriceSource},
        {QStringLiteral("reasons"), Column::Reasons}};
    const auto it = common.find(key);
    if (it != common.end())
        return it->second;
    if (key == (training ? QLatin1String("hours") : QLatin1String("tokens_per_s")))
        return Column::Time;
    if (key == (training ? QLatin1String("total_cost") : QLatin1String("cost_per_million_tokens")))
        return Column::Cost;
    return std::nullopt;
}

QString fieldForColumn(Column c, bool training)
{
    for (const Field &f : fields()) {
        const QString key = QString::fromLatin1(f.key);
        if (columnOf(key, training) == c)
            return key;
    }
    return {};
}

QStringList keysOf(const PlanTable &t)
{
    QStringList keys;
    for (const QString &k : t.fields.isEmpty() ? tableFields() : t.fields) {
        if (fieldOf(k))
            keys << k;
    }
    return keys;
}

// The plan as the window shows it, for Markdown's display strings.
struct Display {
    std::unique_ptr<PlanTableModel> model;
    bool training = true;

    explicit Display(const PlanTable &t)
        : model(std::make_unique<PlanTableModel>())
        , training(t.workload.isTraining())
    {
        model->setPlan(std::make_shared<const Plan>(*t.plan), training, t.chinese);
    }

    QString title(const QString &key) const
    {
        const auto c = columnOf(key, training);
        return c ? model->headerData(static_cast<int>(*c), Qt::Horizontal, Qt::DisplayRole)
                       .toString()
                 : key;
    }
};

QString csvTable(const PlanTable &t, const QStringList &keys)
{
    std::vector<std::string> cells;
    for (const QString &k : keys)
        cells.push_back(k.toStdString());
    std::string out = csvLine(cells) + '\n';
    for (std::size_t i = 0; i < t.rows.size(); ++i) {
        const PlanRow &r = t.plan->rows[static_cast<std::size_t>(t.rows[i])];
        cells.clear();
        for (const QString &k : keys)
            cells.push_back(fieldOf(k)->csv(r, t.rows[i] + 1, t.chinese));
        out += csvLine(cells) + '\n';
    }
    return QString::fromStdString(out);
}

// The time breakdown (training per optimizer step, inference per decode step) and the
// spot figures, in every JSON row.
void addBreakdown(ordered &row, const PlanRow &r)
{
    row["step_seconds"] = number(r.stepSeconds);
    row["step_compute_seconds"] = r.stepComputeSeconds;
    row["step_comm_seconds"] = r.stepCommSeconds;
    row["tokens_per_step"] = r.tokensPerStep;
    row["compute_hours"] = number(r.computeHours);
    row["comm_hours"] = number(r.commHours);
    row["bottleneck"] = r.bottleneck;
    row["tensor_parallel"] = r.tensorParallel;
    row["pipeline_parallel"] = r.pipelineParallel;
    if (!r.decodeKernel.empty())
        row["decode_kernel"] = r.decodeKernel;
    if (r.spot) {
        row["spot"] = {{"discount_pct", r.spot->discountPct},
                       {"discount_source", r.spot->discountSource},
                       {"interruptions_per_hour", r.spot->hazardPerHour},
                       {"interruption_source", r.spot->hazardSource},
                       {"checkpoint_interval_hours", r.spot->intervalHours},
                       {"optimal_interval_hours", r.spot->optimalIntervalHours},
                       {"expected_hours", r.spot->expectedHours},
                       {"expected_cost", r.spot->expectedCost},
                       {"payg_cost", r.spot->paygCost},
                       {"finishes", r.spot->finishes}};
    }
}

QString jsonTable(const PlanTable &t, const QStringList &keys)
{
    const Display display(t);
    ordered fieldList = ordered::array();
    for (const QString &k : keys)
        fieldList.push_back({{"key", k.toStdString()}, {"title", display.title(k).toStdString()}});
    ordered rows = ordered::array();
    for (const int index : t.rows) {
        const PlanRow &r = t.plan->rows[static_cast<std::size_t>(index)];
        ordered row = ordered::object();
        for (const QString &k : keys)
            row[k.toStdString()] = fieldOf(k)->json(r, index + 1, t.chinese);
        addBreakdown(row, r);
        rows.push_back(std::move(row));
    }
    ordered findings = ordered::array();
    for (const Finding &f : t.plan->findings)
        findings.push_back(
            {{"code", f.code},
             {"severity", std::string(toString(f.severity))},
             {"en", findingText(f, Language::English).toStdString()},
             {"zh", findingText(f, Language::Chinese).toStdString()},
             {"explanation_en", findingExplanation(f, Language::English).toStdString()},
             {"explanation_zh", findingExplanation(f, Language::Chinese).toStdString()}});
    const PlanOptions &o = t.options;
    ordered out = {{"format", "gpu-planner-table"}, {"format_version", kTableFormatVersion}};
    if (!t.scenario.isEmpty())
        out["scenario"] = t.scenario.toStdString();
    out["model"] = t.workload.model.name;
    out["model_id"] = t.workload.model.id;
    out["task"] = std::string(toString(t.workload.task));
    out["region"] = o.region;
    out["pricing"] = std::string(toString(o.pricing));
    out["pricing_label"] = pricingModeLabel(o.pricing).toStdString();
    out["currency"] = o.currency;
    out["language"] = t.chinese ? "zh_CN" : "en";
    if (!t.generated.isEmpty())
        out["generated"] = t.generated.toStdString();
    out["fields"] = fieldList;
    out["rows"] = rows;
    out["findings"] = findings;
    // English whatever the language (JSON values never change with it), with their codes.
    ordered assumptions = ordered::array();
    ordered assumptionCodes = ordered::array();
    for (const Assumption &a : t.plan->assumptions) {
        assumptions.push_back(assumptionText(a, Language::English).toStdString());
        assumptionCodes.push_back(a.code);
    }
    out["assumptions"] = assumptions;
    out["assumption_codes"] = assumptionCodes;
    return QString::fromStdString(out.dump(2)) + QLatin1Char('\n');
}

// A Markdown cell (or heading): HTML is escaped (a Markdown viewer renders raw HTML, so a
// name like "<img src=x onerror=…>" must arrive as text), pipes and backslashes cannot
// end the cell, and a line break becomes <br>.
QString markdownCell(QString s)
{
    s = s.toHtmlEscaped();
    s.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    s.replace(QLatin1Char('|'), QStringLiteral("\\|"));
    s.replace(QLatin1Char('\r'), QString());
    s.replace(QLatin1Char('\n'), QStringLiteral("<br>"));
    return s.trimmed();
}

bool rightAligned(const QString &key)
{
    static const QStringList text = {
        QStringLiteral("instance_type"), QStringLiteral("family"),
        QStringLiteral("verdict"),       QStringLiteral("reasons"),
        QStringLiteral("currency"),      QStringLiteral("price_source"),
        QStringLiteral("price_as_of"),   QStringLiteral("price_stale"),
        QStringLiteral("pareto")};
    return !text.contains(key);
}

QString markdownTable(const PlanTable &t, QStringList keys)
{
    const Display display(t);
    // The window's price and source strings carry the currency and the date already.
    const auto shows = [&](const char *key) {
        return keys.contains(QLatin1String(key)) &&
               columnOf(QLatin1String(key), display.training).has_value();
    };
    if (shows("price_per_hour") ||
        shows(display.training ? "total_cost" : "cost_per_million_tokens"))
        keys.removeAll(QStringLiteral("currency"));
    if (shows("price_source"))
        keys.removeAll(QStringLiteral("price_as_of"));
    const QString name =
        t.scenario.isEmpty() ? QString::fromStdString(t.workload.model.name) : t.scenario;
    QString out = QStringLiteral("# %1\n\n").arg(markdownCell(name));
    out += ReportText::tr("Region %1, %2 prices, in %3; %n instance type(s).", nullptr,
                          static_cast<int>(t.rows.size()))
               .arg(markdownCell(QString::fromStdString(t.options.region)),
                    pricingModeLabel(t.options.pricing),
                    markdownCell(QString::fromStdString(t.options.currency))) +
           QStringLiteral("\n\n");
    QStringList head;
    QStringList rule;
    for (const QString &k : keys) {
        head << markdownCell(display.title(k));
        rule << (rightAligned(k) ? QStringLiteral("---:") : QStringLiteral("---"));
    }
    out += QStringLiteral("| %1 |\n").arg(head.join(QStringLiteral(" | ")));
    out += QStringLiteral("| %1 |\n").arg(rule.join(QStringLiteral(" | ")));
    for (const int index : t.rows) {
        QStringList cells;
        for (const QString &k : keys) {
            const auto c = columnOf(k, display.training);
            cells << markdownCell(
                c ? display.model->data(display.model->index(index, static_cast<int>(*c)))
                        .toString()
                  : QString::fromStdString(fieldOf(k)->csv(
                        t.plan->rows[static_cast<std::size_t>(index)], index + 1, t.chinese)));
        }
        out += QStringLiteral("| %1 |\n").arg(cells.join(QStringLiteral(" | ")));
    }
    return out;
}

// The Excel workbook's first sheet: the CSV's header and cells, a number (a field with
// decimals) as a numeric cell of the CSV's value, an empty CSV cell left out. Text is the
// CSV's before neutralising: an inline string is never a formula (xlsxwriter.h).
xlsx::Sheet planSheet(const PlanTable &t, const QStringList &keys)
{
    using xlsx::Cell;
    xlsx::Sheet sheet;
    sheet.name = ReportText::tr("Plan", "the Excel sheet of the plan table");
    std::vector<Cell> header;
    for (const QString &k : keys)
        header.push_back(Cell::of(k));
    sheet.rows.push_back(std::move(header));
    for (const int index : t.rows) {
        const PlanRow &r = t.plan->rows[static_cast<std::size_t>(index)];
        std::vector<Cell> cells;
        for (const QString &k : keys) {
            const Field *f = fieldOf(k);
            const QString text = QString::fromStdString(f->csv(r, index + 1, t.chinese));
            bool number = false;
            const double value = f->decimals >= 0 ? text.toDouble(&number) : 0;
            cells.push_back(text.isEmpty() ? Cell::empty()
                            : number       ? Cell::of(value, f->decimals)
                                           : Cell::of(text));
        }
        sheet.rows.push_back(std::move(cells));
    }
    return sheet;
}

// The second sheet: what the JSON says about the table, one row per key (key, value), then
// the plan's findings and assumptions with their codes, in the table's language.
xlsx::Sheet workloadSheet(const PlanTable &t)
{
    using xlsx::Cell;
    xlsx::Sheet sheet;
    sheet.name = ReportText::tr("Workload", "the Excel sheet of the table's inputs");
    const auto add = [&sheet](const char *key, const Cell &value, const std::string &code = {},
                              std::string_view severity = {}) {
        sheet.rows.push_back({Cell::of(QLatin1String(key)), value,
                              Cell::of(QString::fromStdString(code)),
                              Cell::of(QString::fromUtf8(severity.data(), severity.size()))});
    };
    const auto text = [](const std::string &s) {
        return Cell::of(QString::fromStdString(s));
    };
    sheet.rows.push_back({Cell::of(QStringLiteral("key")), Cell::of(QStringLiteral("value")),
                          Cell::of(QStringLiteral("code")), Cell::of(QStringLiteral("severity"))});
    const PlanOptions &o = t.options;
    add("format", Cell::of(QStringLiteral("gpu-planner-table")));
    add("format_version", Cell::of(kTableFormatVersion, 0));
    if (!t.scenario.isEmpty())
        add("scenario", Cell::of(t.scenario));
    add("model", text(t.workload.model.name));
    add("model_id", text(t.workload.model.id));
    add("task", text(std::string(toString(t.workload.task))));
    add("region", text(o.region));
    add("pricing", text(std::string(toString(o.pricing))));
    add("pricing_label", Cell::of(pricingModeLabel(o.pricing)));
    add("currency", text(o.currency));
    add("language", Cell::of(t.chinese ? QStringLiteral("zh_CN") : QStringLiteral("en")));
    if (!t.generated.isEmpty())
        add("generated", Cell::of(t.generated));
    const Language language = planwording::languageOf(t.chinese);
    for (const Finding &f : t.plan->findings)
        add("finding", Cell::of(findingText(f, language)), f.code, toString(f.severity));
    for (const Assumption &a : t.plan->assumptions)
        add("assumption", Cell::of(assumptionText(a, language)), a.code);
    return sheet;
}

} // namespace

QStringList tableFields()
{
    QStringList keys;
    for (const Field &f : fields())
        keys << QString::fromLatin1(f.key);
    return keys;
}

QStringList tableFieldsForColumns(const QStringList &columnKeys, bool training)
{
    QStringList keys;
    bool currency = false;
    for (int i = 0; i < static_cast<int>(Column::Count); ++i) {
        const auto c = static_cast<Column>(i);
        const bool shown = columnKeys.isEmpty()
                               ? c != Column::PriceSource
                               : columnKeys.contains(PlanTableModel::columnKey(c, true)) ||
                                     columnKeys.contains(PlanTableModel::columnKey(c, false));
        if (!shown)
            continue;
        keys << fieldForColumn(c, training);
        if (c == Column::PriceSource)
            keys << QStringLiteral("price_as_of");
        if (!currency && (c == Column::PricePerHour || c == Column::Cost)) {
            keys << QStringLiteral("currency");
            currency = true;
        }
    }
    return keys;
}

std::vector<int> tableRows(const Plan &plan, int top, bool fittingOnly)
{
    const int total = static_cast<int>(plan.rows.size());
    const int n = top > 0 ? std::min(top, total) : total;
    std::vector<int> rows;
    for (int i = 0; i < n; ++i) {
        if (fittingOnly && plan.rows[static_cast<std::size_t>(i)].verdict == Verdict::DoesNotFit)
            continue;
        rows.push_back(i);
    }
    return rows;
}

QString writePlanTable(const PlanTable &table, TableFormat format)
{
    if (!table.plan)
        return {};
    const QStringList keys = keysOf(table);
    switch (format) {
    case TableFormat::Csv:
        return csvTable(table, keys);
    case TableFormat::Json:
        return jsonTable(table, keys);
    case TableFormat::Markdown:
        return markdownTable(table, keys);
    case TableFormat::Xlsx: // not text: writePlanTableFile
        break;
    }
    return {};
}

QByteArray writePlanTableFile(const PlanTable &table, TableFormat format)
{
    if (format != TableFormat::Xlsx)
        return writePlanTable(table, format).toUtf8();
    if (!table.plan)
        return {};
    xlsx::Workbook book;
    book.title = table.scenario.isEmpty() ? QString::fromStdString(table.workload.model.name)
                                          : table.scenario;
    book.created = QDateTime::fromString(table.generated, Qt::ISODate);
    book.sheets.push_back(planSheet(table, keysOf(table)));
    book.sheets.push_back(workloadSheet(table));
    return xlsx::writeWorkbook(book);
}

} // namespace gpuplanner
