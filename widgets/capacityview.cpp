#include "capacityview.h"

#include "capacityexport.h"
#include "catalogrepository.h"
#include "chartexport.h"
#include "chartstyle.h"
#include "palette.h"
#include "plaintext.h"
#include "scenariodocument.h"
#include "tablecopy.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QCursor>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLegendMarker>
#include <QLineEdit>
#include <QLineSeries>
#include <QLocale>
#include <QPen>
#include <QResizeEvent>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QToolButton>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gpuplanner {

namespace {

const double kPercentiles[] = {50, 90, 95, 99};

QDoubleSpinBox *realBox(QWidget *parent, const char *name, double lo, double hi, int decimals)
{
    auto *b = new QDoubleSpinBox(parent);
    b->setObjectName(QString::fromLatin1(name));
    b->setRange(lo, hi);
    b->setDecimals(decimals);
    b->setKeyboardTracking(false);
    b->setAccelerated(true);
    return b;
}

QSpinBox *wholeBox(QWidget *parent, const char *name, int lo, int hi)
{
    auto *b = new QSpinBox(parent);
    b->setObjectName(QString::fromLatin1(name));
    b->setRange(lo, hi);
    b->setKeyboardTracking(false);
    b->setAccelerated(true);
    return b;
}

QString fixed(double v, int decimals)
{
    return chartstyle::formatFixed(v, decimals, QLocale());
}

} // namespace

CapacityView::CapacityView(CatalogRepository *repository, ScenarioDocument *document,
                           QWidget *parent)
    : QWidget(parent)
    , m_repository(repository)
    , m_doc(document)
    , m_model(new CapacityTableModel(this))
    , m_queue(new PlanQueue(this))
{
    setObjectName(QStringLiteral("capacityView"));
    auto *form = new QWidget(this);
    buildForm(form);
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("capacityProblem"));
    m_problem->setTextFormat(Qt::PlainText);
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: %1").arg(palette::screen().noFit.name()));
    m_problem->hide();
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("capacitySummary"));
    m_summary->setTextFormat(Qt::PlainText); // the model's name as written
    m_summary->setWordWrap(true);

    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(CapacityTableModel::SortRole);
    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("capacityTable"));
    m_view->setAccessibleName(tr("Serving capacity by instance type"));
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    // The plan's own order (cheapest first) until the user sorts by a column: no sort of
    // 10k rows on the GUI thread after every edit.
    m_view->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    m_proxy->sort(-1);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    addRowCopy(m_view);
    m_view->verticalHeader()->hide();
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setResizeContentsPrecision(200); // 200 rows, not 10k
    m_view->setColumnHidden(static_cast<int>(CapacityTableModel::Column::Utilisation), true);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this] { updateLatencyChart(); });

    buildCharts();
    auto *charts = new QSplitter(Qt::Horizontal, this);
    charts->setObjectName(QStringLiteral("capacityCharts"));
    for (QChart *c : {m_costChart, m_latencyChart}) {
        auto *v = new QChartView(c, charts);
        v->setRenderHint(QPainter::Antialiasing);
        v->setMinimumHeight(220);
        addChartExport(v);
        charts->addWidget(v);
    }
    m_charts = charts;
    m_chartsToggle = new QToolButton(this);
    m_chartsToggle->setObjectName(QStringLiteral("capacityChartsToggle"));
    m_chartsToggle->setText(tr("Charts"));
    m_chartsToggle->setToolTip(tr("Show or hide the cost and latency charts below the table"));
    m_chartsToggle->setCheckable(true);
    m_chartsToggle->setChecked(true);
    connect(m_chartsToggle, &QToolButton::clicked, this, [this](bool on) {
        m_chartsChosen = true;
        m_charts->setVisible(on);
    });
    auto *split = new QSplitter(Qt::Vertical, this);
    split->setObjectName(QStringLiteral("capacitySplit"));
    split->addWidget(m_view);
    split->addWidget(charts);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setCollapsible(0, false);
    split->setSizes({360, 240});

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(form);
    layout->addWidget(m_problem);
    auto *summaryRow = new QHBoxLayout;
    summaryRow->addWidget(m_summary, 1);
    summaryRow->addWidget(m_chartsToggle, 0, Qt::AlignTop);
    layout->addLayout(summaryRow);
    layout->addWidget(split, 1);

    connect(m_doc, &ScenarioDocument::trafficChanged, this, [this](const QObject *source) {
        if (source != this)
            showTraffic();
        scheduleRecompute();
    });
    connect(m_doc, &ScenarioDocument::inputsChanged, this, [this](const QObject *source) {
        if (source != this)
            showTraffic();
        scheduleRecompute();
    });
    connect(m_doc, &ScenarioDocument::planChanged, this, &CapacityView::scheduleRecompute);
    connect(m_repository, &CatalogRepository::changed, this, &CapacityView::scheduleRecompute);
    showTraffic();
    m_building = false;
}

CapacityView::~CapacityView() = default;

TrafficProfile CapacityView::defaultTraffic()
{
    TrafficProfile t;
    t.peakRps = 10;
    t.ttftTarget = 2;
    t.tpotTarget = 0.1;
    t.percentile = 95;
    return t;
}

TrafficProfile CapacityView::traffic() const
{
    TrafficProfile t = m_doc->traffic().value_or(defaultTraffic());
    t.promptMean = std::max(1, m_doc->workload().promptLen);
    t.outputMean = std::max(1, m_doc->workload().outputLen);
    return t;
}

void CapacityView::buildForm(QWidget *form)
{
    auto *grid = new QGridLayout(form);
    grid->setContentsMargins(0, 0, 0, 0);
    int slot = 0;
    auto add = [&](const QString &label, QWidget *field, const QString &tip) {
        auto *l = new QLabel(label, form);
        l->setBuddy(field);
        field->setToolTip(tip);
        // Narrow windows (1024 px): the fields may shrink below the width of their longest
        // value (the hint), rather than push the form past the window's edge.
        field->setMinimumWidth(field->fontMetrics().horizontalAdvance(QLatin1Char('0')) * 8);
        grid->addWidget(l, slot / 4, (slot % 4) * 2, Qt::AlignRight);
        grid->addWidget(field, slot / 4, (slot % 4) * 2 + 1);
        ++slot;
    };
    m_rps = realBox(form, "trafficRps", 0.01, 1e6, 2);
    m_rps->setSuffix(tr(" req/s"));
    add(tr("Peak r&ate:"), m_rps, tr("Requests per second at the busiest hour"));
    m_average = realBox(form, "trafficAverageRps", 0, 1e6, 2);
    m_average->setSpecialValueText(tr("as the peak"));
    m_average->setSuffix(tr(" req/s"));
    add(tr("Average rate:"), m_average,
        tr("Requests per second over the month; the subscription and mixed plans use it"));
    m_prompt = wholeBox(form, "trafficPrompt", 1, 10'000'000);
    m_prompt->setSuffix(tr(" tokens"));
    add(tr("Prompt (mea&n):"), m_prompt,
        tr("Mean prompt length; the same as the estimate tab's context length less the output"));
    m_promptP95 = wholeBox(form, "trafficPromptP95", 0, 10'000'000);
    m_promptP95->setSpecialValueText(tr("as the mean"));
    m_promptP95->setSuffix(tr(" tokens"));
    add(tr("Prompt p&95:"), m_promptP95, tr("95th percentile of the prompt length"));
    m_output = wholeBox(form, "trafficOutput", 1, 10'000'000);
    m_output->setSuffix(tr(" tokens"));
    add(tr("Ans&wer (mean):"), m_output, tr("Mean number of generated tokens per request"));
    m_outputP95 = wholeBox(form, "trafficOutputP95", 0, 10'000'000);
    m_outputP95->setSpecialValueText(tr("as the mean"));
    m_outputP95->setSuffix(tr(" tokens"));
    add(tr("Answer p9&5:"), m_outputP95, tr("95th percentile of the answer length"));
    m_prefix = realBox(form, "trafficPrefixCache", 0, 99, 0);
    m_prefix->setSuffix(tr(" %"));
    add(tr("Prefix cache:"), m_prefix,
        tr("Share of the prompt tokens served from vLLM's prefix cache (a shared system "
           "prompt, multi-turn chat)"));
    m_spare = wholeBox(form, "trafficSpare", 0, 1000);
    add(tr("Spare replicas:"), m_spare, tr("Replicas on top of what the peak needs (N+1)"));
    m_ttft = realBox(form, "trafficTtft", 0, 3600, 3);
    m_ttft->setSpecialValueText(tr("none"));
    m_ttft->setSuffix(tr(" s"));
    m_ttft->setSingleStep(0.1);
    add(tr("TTFT tar&get:"), m_ttft, tr("Time to the first token at the percentile; 0: none"));
    m_tpot = realBox(form, "trafficTpot", 0, 60000, 1);
    m_tpot->setSpecialValueText(tr("none"));
    m_tpot->setSuffix(tr(" ms"));
    m_tpot->setSingleStep(5);
    add(tr("TP&OT target:"), m_tpot,
        tr("Time per output token after the first, at the percentile; 0: none"));
    m_e2e = realBox(form, "trafficE2e", 0, 36000, 2);
    m_e2e->setSpecialValueText(tr("none"));
    m_e2e->setSuffix(tr(" s"));
    add(tr("End-to-end target:"), m_e2e, tr("Whole request at the percentile; 0: none"));
    m_percentile = new QComboBox(form);
    m_percentile->setObjectName(QStringLiteral("trafficPercentile"));
    for (double p : kPercentiles)
        m_percentile->addItem(tr("p%1").arg(p), p);
    add(tr("Percentile:"), m_percentile, tr("The percentile the targets are met at"));
    // The daily profile: a row of its own, 24 rates in one line as the command line takes
    // them (--hourly-rps), checked when the user leaves the field.
    m_hourlyEdit = new QLineEdit(form);
    m_hourlyEdit->setObjectName(QStringLiteral("trafficHourlyRps"));
    m_hourlyEdit->setClearButtonEnabled(true);
    m_hourlyEdit->setPlaceholderText(
        tr("24 hourly rates in req/s, comma-separated, hour 0 first; empty: a flat day"));
    auto *hourlyLabel = new QLabel(tr("Daily profile:"), form);
    hourlyLabel->setBuddy(m_hourlyEdit);
    m_hourlyEdit->setToolTip(
        tr("Requests per second for each hour of a day (hour 0 first). Pay-as-you-go and the "
           "mixed plan follow it; the peak rate becomes its busiest hour."));
    const int hourlyRow = (slot + 3) / 4;
    grid->addWidget(hourlyLabel, hourlyRow, 0, Qt::AlignRight);
    grid->addWidget(m_hourlyEdit, hourlyRow, 1, 1, 7);
    m_hourly = new QLabel(form);
    m_hourly->setObjectName(QStringLiteral("trafficHourly"));
    m_hourly->setTextFormat(Qt::PlainText);
    grid->addWidget(m_hourly, hourlyRow + 1, 0, 1, 8);
    connect(m_hourlyEdit, &QLineEdit::editingFinished, this, &CapacityView::hourlyEdited);

    for (QDoubleSpinBox *b : {m_rps, m_average, m_prefix, m_ttft, m_tpot, m_e2e})
        connect(b, &QDoubleSpinBox::valueChanged, this, [this, b] { edited(b); });
    for (QSpinBox *b : {m_prompt, m_promptP95, m_output, m_outputP95, m_spare})
        connect(b, &QSpinBox::valueChanged, this, [this, b] { edited(b); });
    connect(m_percentile, &QComboBox::currentIndexChanged, this, [this] { edited(m_percentile); });
}

void CapacityView::showTraffic()
{
    const bool building = m_building;
    m_building = true;
    const TrafficProfile t = traffic();
    m_rps->setValue(t.peakRps);
    m_average->setValue(t.averageRps.value_or(0));
    m_average->setEnabled(t.hourlyRps.empty());
    m_prompt->setValue(static_cast<int>(t.promptMean));
    m_promptP95->setValue(static_cast<int>(t.promptP95));
    m_output->setValue(static_cast<int>(t.outputMean));
    m_outputP95->setValue(static_cast<int>(t.outputP95));
    m_prefix->setValue(t.prefixCacheShare * 100);
    m_ttft->setValue(t.ttftTarget);
    m_tpot->setValue(t.tpotTarget * 1000);
    m_e2e->setValue(t.e2eTarget);
    m_spare->setValue(t.spareReplicas);
    int index = m_percentile->findData(t.percentile);
    if (index < 0) { // a percentile a file gave (97.5): offered as it is
        m_percentile->addItem(tr("p%1").arg(t.percentile), t.percentile);
        index = m_percentile->count() - 1;
    }
    m_percentile->setCurrentIndex(index);
    QStringList rates;
    for (double v : t.hourlyRps)
        rates << QString::number(v, 'g', 6);
    m_hourlyEdit->setText(rates.join(QStringLiteral(", ")));
    m_hourly->setVisible(!t.hourlyRps.empty());
    if (!t.hourlyRps.empty())
        m_hourly->setText(
            tr("Daily profile: average %1 req/s, busiest hour %2 req/s; the "
               "average rate follows from it.")
                .arg(fixed(t.average(), 2),
                     fixed(*std::max_element(t.hourlyRps.begin(), t.hourlyRps.end()), 2)));
    m_building = building;
}

TrafficProfile CapacityView::formTraffic() const
{
    TrafficProfile t = traffic();
    t.peakRps = m_rps->value();
    if (t.hourlyRps.empty())
        t.averageRps =
            m_average->value() > 0 ? std::optional<double>(m_average->value()) : std::nullopt;
    t.promptP95 = m_promptP95->value();
    t.outputP95 = m_outputP95->value();
    t.prefixCacheShare = m_prefix->value() / 100;
    t.ttftTarget = m_ttft->value();
    t.tpotTarget = m_tpot->value() / 1000;
    t.e2eTarget = m_e2e->value();
    t.percentile = m_percentile->currentData().toDouble();
    t.spareReplicas = m_spare->value();
    return t;
}

QString CapacityView::fieldLabel(const QWidget *field) const
{
    for (const QLabel *l : findChildren<QLabel *>()) {
        if (l->buddy() == field) {
            return withoutMnemonic(l->text());
        }
    }
    return field->objectName();
}

void CapacityView::edited(QWidget *field)
{
    if (m_building)
        return;
    const QString step = tr("Change %1").arg(fieldLabel(field));
    if (field == m_prompt || field == m_output) {
        // The means are the workload's lengths (the estimate tab shows them as the context
        // length and its output part).
        Workload w = m_doc->workload();
        (field == m_prompt ? w.promptLen : w.outputLen) = static_cast<QSpinBox *>(field)->value();
        // Named as the estimate tab names these fields, so that a change of language names
        // the step again (MainWindow: the estimator page names input steps).
        m_doc->editInputs(w, m_doc->presetId(),
                          field == m_prompt ? QStringLiteral("contextLen")
                                            : QStringLiteral("outputLen"),
                          step, this);
        return;
    }
    TrafficProfile t = formTraffic();
    t.promptMean = 0; // not part of the traffic object (the workload holds them)
    t.outputMean = 0;
    m_doc->editTraffic(t, field->objectName(), step, this);
}

void CapacityView::hourlyEdited()
{
    if (m_building)
        return;
    const QString text = m_hourlyEdit->text().trimmed();
    TrafficProfile t = formTraffic();
    t.promptMean = 0; // the workload holds the means
    t.outputMean = 0;
    const QString label = fieldLabel(m_hourlyEdit);
    if (text.isEmpty()) {
        if (t.hourlyRps.empty())
            return;
        t.hourlyRps.clear();
    } else {
        std::vector<double> rates;
        HourlyParseError bad;
        // A profile that cannot be read or checked is said here and not written to the
        // scenario, which could not be opened again with it.
        QString problem;
        if (!parseHourlyRps(text, &rates, &bad)) {
            problem = tr("value %1 ('%2') is not a number").arg(bad.position).arg(bad.text);
        } else {
            TrafficProfile candidate = traffic();
            candidate.hourlyRps = rates;
            candidate.peakRps = *std::max_element(rates.begin(), rates.end());
            candidate.averageRps.reset();
            for (const TrafficProblem &p : trafficIssues(candidate))
                if (p.field == "hourly-rps") {
                    problem = trafficProblemWhat(p);
                    break;
                }
        }
        if (!problem.isEmpty()) {
            m_problem->setText(label + tr(": ") + problem);
            m_problem->show();
            return;
        }
        if (rates == t.hourlyRps)
            return;
        t.hourlyRps = rates;
        // The busiest hour is the peak; the average follows from the profile.
        t.peakRps = *std::max_element(rates.begin(), rates.end());
        t.averageRps.reset();
    }
    m_doc->editTraffic(t, m_hourlyEdit->objectName(), tr("Change %1").arg(label), this);
}

QString CapacityView::selectedType() const
{
    const QModelIndex current = m_view->currentIndex();
    return current.isValid() ? current.data(CapacityTableModel::TypeIdRole).toString() : QString();
}

void CapacityView::selectType(const QString &id)
{
    const int row = m_model->rowOf(id);
    if (row < 0)
        return;
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
    m_view->setCurrentIndex(index);
    m_view->scrollTo(index);
}

// Below this height for the table and the charts together, the charts (220 px at least)
// would leave the table one row: they start hidden, and the switch brings them back.
constexpr int kChartsMinHeight = 430;

void CapacityView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    if (m_chartsChosen)
        return;
    const int room = height() - m_view->mapTo(this, QPoint(0, 0)).y();
    const bool show = room >= kChartsMinHeight;
    if (m_chartsToggle->isChecked() != show) {
        m_chartsToggle->setChecked(show);
        m_charts->setVisible(show);
    }
}

void CapacityView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_dirty)
        scheduleRecompute();
}

void CapacityView::scheduleRecompute()
{
    if (!isVisible()) {
        m_dirty = true;
        return;
    }
    if (m_pending)
        return;
    m_pending = true;
    QMetaObject::invokeMethod(this, &CapacityView::startRecompute, Qt::QueuedConnection);
}

void CapacityView::startRecompute()
{
    if (!m_pending)
        return;
    m_pending = false;
    m_dirty = false;
    const TrafficProfile t = traffic();
    const std::vector<TrafficProblem> problems = trafficIssues(t);
    if (!problems.empty()) {
        // The field named by its label here, not by the flag the command line words it with.
        QString text = trafficProblemText(problems.front());
        const std::pair<const char *, QWidget *> fields[] = {{"rps", m_rps},
                                                             {"average-rps", m_average},
                                                             {"prompt-p95", m_promptP95},
                                                             {"output-p95", m_outputP95},
                                                             {"prefix-cache", m_prefix},
                                                             {"ttft", m_ttft},
                                                             {"tpot", m_tpot},
                                                             {"e2e", m_e2e},
                                                             {"percentile", m_percentile},
                                                             {"spare", m_spare},
                                                             {"hourly-rps", m_hourlyEdit}};
        for (const auto &[name, widget] : fields)
            if (problems[0].field == name)
                text = fieldLabel(widget) + tr(": ") + trafficProblemWhat(problems.front());
        m_problem->setText(text);
        m_problem->show();
        m_queue->cancel(); // a plan being made for the old traffic is not shown
        return;
    }
    m_problem->hide();
    const Workload w = m_doc->workload();
    const PlanOptions o = m_doc->plan();
    std::shared_ptr<const Catalog> catalog = m_repository->snapshot();
    // On the planner's worker (planservice.h); a newer request overtakes this one.
    m_queue->capacity(
        {w, o, SortKey::Cost, catalog}, t,
        [this](std::shared_ptr<const CapacityResult> result) { applyResult(std::move(result)); });
}

void CapacityView::applyResult(std::shared_ptr<const CapacityResult> result)
{
    const QString selected = selectedType();
    m_model->setResult(std::move(result));
    if (!m_columnsFitted && m_model->rowCount() > 0) { // once: then the user's widths
        m_view->resizeColumnsToContents();
        m_columnsFitted = true;
    }
    if (!selected.isEmpty() && m_model->rowOf(selected) >= 0)
        selectType(selected);
    else if (m_proxy->rowCount() > 0)
        m_view->setCurrentIndex(m_proxy->index(0, 0));
    updateSummary();
    updateCostChart();
    updateLatencyChart();
    Q_EMIT planChanged();
}

void CapacityView::updateSummary()
{
    const CapacityResult *r = m_model->result();
    const QString model = QString::fromStdString(m_doc->workload().model.name);
    const auto best = std::find_if(r->plan.rows.begin(), r->plan.rows.end(), [](const auto &row) {
        return row.verdict == CapacityVerdict::Serves;
    });
    if (best == r->plan.rows.end()) {
        m_summary->setText(
            tr("%1 at %2 req/s: no instance type meets the targets; the last column of the table "
               "says why for each.")
                .arg(model, fixed(r->traffic.peakRps, 2)));
        return;
    }
    m_summary->setText(
        tr("%1 at %2 req/s: cheapest is %3 with %n replica(s) (%4): %5 %6 a month (%7), %8 "
           "%6 per million output tokens.",
           nullptr, best->replicas)
            .arg(model, fixed(r->traffic.peakRps, 2), QString::fromStdString(best->type->id),
                 capacityLayoutText(best->replica), fixed(best->monthlyCost.value_or(0), 0),
                 QString::fromStdString(best->currency), capacityModeText(best->costMode),
                 fixed(best->costPerMillionTokens.value_or(0), 3)));
}

void CapacityView::showToolTip(const QString &text)
{
    m_lastToolTip = text;
    if (text.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(QCursor::pos(), asPlainText(text), this);
}

} // namespace gpuplanner
