#include "estimatorpage.h"
#include "chartexport.h"
#include "compactcombobox.h"
#include "planwording.h"

#include "catalogtablemodel.h"
#include "estimator/defaults.h"
#include "palette.h"
#include "presets.h"
#include "scenariodocument.h"
#include "workloadform.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QCompleter>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHorizontalStackedBarSeries>
#include <QLabel>
#include <QLegendMarker>
#include <QLineEdit>
#include <QLineSeries>
#include <QLocale>
#include <QPushButton>
#include <QScatterSeries>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <QValueAxis>

namespace gpuplanner {

namespace {

QSpinBox *spin(QWidget *parent, int min, int max, int value, const QString &name)
{
    auto *s = new QSpinBox(parent);
    s->setRange(min, max);
    s->setValue(value);
    s->setObjectName(name);
    s->setGroupSeparatorShown(true);
    return s;
}

} // namespace

EstimatorPage::EstimatorPage(const PresetLibrary *presets, ScenarioDocument *document,
                             QWidget *parent)
    : QWidget(parent)
    , m_doc(document)
{
    if (!m_doc) {
        m_doc = new ScenarioDocument(this);
        m_doc->load(ScenarioDocument::defaultScenario(presets));
    }
    auto *layout = new QHBoxLayout(this);
    auto *split = new QSplitter(Qt::Horizontal, this);
    layout->addWidget(split);
    m_form = new WorkloadForm(presets, split);
    m_form->setObjectName(QStringLiteral("workloadForm"));
    split->addWidget(m_form);
    buildResults(split);
    split->setStretchFactor(1, 1);
    split->setCollapsible(0, false);

    m_form->showWorkload(m_doc->workload(), m_doc->presetId());
    fillSolveVariables();
    connect(m_form, &WorkloadForm::edited, this, &EstimatorPage::formEdited);
    connect(m_form, &WorkloadForm::taskShown, this, &EstimatorPage::fillSolveVariables);
    connect(m_doc, &ScenarioDocument::inputsChanged, this, &EstimatorPage::inputsChanged);
    // "What fits?" judges with the plan options: an answer on screen follows them.
    connect(m_doc, &ScenarioDocument::planChanged, this, [this] {
        if (m_solve)
            solveNow();
    });
    recompute();
}

EstimatorPage::~EstimatorPage() = default;

// The form changed a field: one command on the document (edits of one field merge).
void EstimatorPage::formEdited(const QString &field, const QString &label)
{
    Q_UNUSED(label);
    m_doc->editInputs(m_form->workload(), m_form->presetId(), field, stepText(field), this);
}

// The document's inputs changed: by this page's edit (the form shows it already), or by
// an undo, a redo, a load or another page (the form is redrawn).
void EstimatorPage::inputsChanged(const QObject *source)
{
    if (source != this)
        m_form->showWorkload(m_doc->workload(), m_doc->presetId());
    recompute();
}

const Workload &EstimatorPage::workload() const
{
    return m_doc->workload();
}

QString EstimatorPage::presetId() const
{
    return m_doc->presetId();
}

void EstimatorPage::setWorkload(const Workload &w, const QString &presetId)
{
    m_doc->editInputs(w, presetId, QStringLiteral("workload"),
                      stepText(QStringLiteral("workload")));
}

// "Change Batch per GPU": an edit's undo step, named by the field's label as shown.
QString EstimatorPage::stepText(const QString &field) const
{
    if (field == QLatin1String("workload"))
        return tr("Change the workload");
    return tr("Change %1").arg(m_form->fieldLabel(field));
}

void EstimatorPage::setPreset(const QString &id)
{
    m_form->setPreset(id);
}

void EstimatorPage::buildResults(QWidget *parent)
{
    auto *results = new QWidget(parent);
    auto *outer = new QVBoxLayout(results);
    outer->setContentsMargins(0, 0, 0, 0);
    m_totals = new QLabel(results);
    m_totals->setObjectName(QStringLiteral("totals"));
    m_totals->setWordWrap(true);
    m_totals->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont big = m_totals->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    m_totals->setFont(big);
    outer->addWidget(m_totals);

    // Two views of the result: the breakdown, and what fits a target.
    m_resultTabs = new QTabWidget(results);
    m_resultTabs->setObjectName(QStringLiteral("resultTabs"));
    outer->addWidget(m_resultTabs, 1);
    auto *breakdown = new QWidget(m_resultTabs);
    auto *v = new QVBoxLayout(breakdown);
    m_resultTabs->addTab(breakdown, tr("Brea&kdown"));

    m_chart = new QChart;
    m_chart->setTitle(tr("Per-GPU memory (GiB)"));
    // One bar and six parts with their values: a column of legend entries beside it has
    // room for every label, where a row below elided them ("Weig…") at 1024 px.
    m_chart->legend()->setAlignment(Qt::AlignRight);
    m_chart->setMargins(QMargins(6, 4, 6, 4));
    auto *series = new QHorizontalStackedBarSeries(m_chart);
    const QString names[] = {tr("Weights"),     tr("Gradients"), tr("Optimizer states"),
                             tr("Activations"), tr("KV cache"),  tr("Overhead")};
    const auto &colors = palette::screen().memory;
    for (int i = 0; i < 6; ++i) {
        auto *set = new QBarSet(names[i], series);
        set->setColor(colors[i]);
        set->append(0);
        series->append(set);
    }
    series->setLabelsVisible(false);
    m_chart->addSeries(series);
    auto *categories = new QBarCategoryAxis(m_chart);
    categories->append(tr("Per GPU"));
    m_chart->addAxis(categories, Qt::AlignLeft);
    series->attachAxis(categories);
    auto *values = new QValueAxis(m_chart);
    values->setLabelFormat(QStringLiteral("%.0f"));
    m_chart->addAxis(values, Qt::AlignBottom);
    series->attachAxis(values);
    // The target card's usable memory (after "What fits?"), across the bar.
    m_targetLine = new QLineSeries(m_chart);
    m_targetLine->setObjectName(QStringLiteral("targetLine"));
    QPen targetPen(palette::screen().target);
    targetPen.setWidth(3);
    targetPen.setStyle(Qt::DashLine);
    m_targetLine->setPen(targetPen);
    m_chart->addSeries(m_targetLine);
    m_targetLine->attachAxis(values);
    m_targetLine->attachAxis(categories);
    m_targetLine->setVisible(false);
    m_targetNote = new QLabel(breakdown);
    m_targetNote->setObjectName(QStringLiteral("targetNote"));
    m_targetNote->setWordWrap(true);
    m_targetNote->setTextFormat(Qt::PlainText); // names an imported type or GPU as written
    m_targetNote->setVisible(false);
    v->addWidget(m_targetNote);
    m_chartView = new QChartView(m_chart, breakdown);
    m_chartView->setObjectName(QStringLiteral("breakdownChart"));
    m_chartView->setRenderHint(QPainter::Antialiasing);
    m_chartView->setMinimumHeight(250); // room for the six legend entries beside the bar
    addChartExport(m_chartView);
    v->addWidget(m_chartView, 2);

    m_hostRam = new QLabel(breakdown);
    m_hostRam->setObjectName(QStringLiteral("hostRam"));
    m_hostRam->setWordWrap(true);
    m_hostRam->setTextFormat(Qt::RichText); // composed here, the words escaped
    v->addWidget(m_hostRam);
    m_warnings = new QLabel(breakdown);
    m_warnings->setObjectName(QStringLiteral("warnings"));
    m_warnings->setWordWrap(true);
    m_warnings->setTextFormat(Qt::RichText); // composed here, the words escaped
    const palette::Scheme &scheme = palette::screen();
    m_warnings->setStyleSheet(
        QStringLiteral("QLabel { color: %1; background: %2; border: 1px solid %3; padding: 6px; }")
            .arg(scheme.noteText.name(), scheme.noteBackground.name(), scheme.noteBorder.name()));
    v->addWidget(m_warnings);
    auto *assumptionsTitle = new QLabel(tr("<b>Assumptions</b>"), breakdown);
    v->addWidget(assumptionsTitle);
    m_assumptions = new QTextBrowser(breakdown);
    m_assumptions->setObjectName(QStringLiteral("assumptions"));
    m_assumptions->setAccessibleName(tr("Assumptions"));
    v->addWidget(m_assumptions, 1);

    // ---- What fits? ----
    auto *fits = new QWidget(m_resultTabs);
    fits->setObjectName(QStringLiteral("whatFits"));
    auto *fv = new QVBoxLayout(fits);
    auto *controls = new QFormLayout;
    controls->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_solveVariable = new QComboBox(fits);
    m_solveVariable->setObjectName(QStringLiteral("solveVariable"));
    controls->addRow(tr("Maximi&ze:"), m_solveVariable);
    auto *targetRow = new QHBoxLayout;
    m_targetKind = new QComboBox(fits);
    m_targetKind->setObjectName(QStringLiteral("targetKind"));
    m_targetKind->addItem(tr("Instance type"), 0);
    m_targetKind->addItem(tr("Card"), 1);
    targetRow->addWidget(m_targetKind);
    m_targetType = new CompactComboBox(12, fits);
    m_targetType->setObjectName(QStringLiteral("targetType"));
    m_targetType->setEditable(true);
    m_targetType->setInsertPolicy(QComboBox::NoInsert);
    m_targetType->completer()->setFilterMode(Qt::MatchContains);
    m_targetType->completer()->setCaseSensitivity(Qt::CaseInsensitive);
    m_targetType->completer()->setCompletionMode(QCompleter::PopupCompletion);
    targetRow->addWidget(m_targetType, 1);
    m_targetGpu = new CompactComboBox(12, fits);
    m_targetGpu->setObjectName(QStringLiteral("targetGpu"));
    targetRow->addWidget(m_targetGpu, 1);
    m_targetCount = spin(fits, 1, 64, 1, QStringLiteral("targetCount"));
    m_targetCount->setPrefix(QStringLiteral("× "));
    m_targetCount->setAccessibleName(tr("GPUs of the target"));
    targetRow->addWidget(m_targetCount);
    auto *targetLabel = new QLabel(tr("Ta&rget:"), fits);
    targetLabel->setBuddy(m_targetKind);
    controls->addRow(targetLabel, targetRow);
    fv->addLayout(controls);
    m_solveButton = new QPushButton(tr("Calc&ulate"), fits);
    m_solveButton->setObjectName(QStringLiteral("solveButton"));
    m_solveButton->setToolTip(
        tr("Finds the largest value that fits the target by the rule the comparison uses; "
           "one step more does not fit"));
    auto *buttonRow = new QHBoxLayout;
    buttonRow->addWidget(m_solveButton);
    buttonRow->addStretch(1);
    fv->addLayout(buttonRow);
    m_solveAnswer = new QLabel(fits);
    m_solveAnswer->setObjectName(QStringLiteral("solveAnswer"));
    m_solveAnswer->setWordWrap(true);
    m_solveAnswer->setTextFormat(Qt::RichText); // composed here, the target's name escaped
    m_solveAnswer->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_solveAnswer->setText(tr("Choose what to maximize and a target, then press \"Calculate\"."));
    fv->addWidget(m_solveAnswer);
    m_fitsLayout = fv; // the chart goes below, when first needed (sweepChart())
    m_resultTabs->addTab(fits, tr("&What fits?"));
    connect(m_resultTabs, &QTabWidget::currentChanged, this, [this, fits](int index) {
        if (m_resultTabs->widget(index) == fits)
            sweepChart();
    });

    auto showKind = [this] {
        const bool card = m_targetKind->currentData().toInt() == 1;
        m_targetType->setVisible(!card);
        m_targetGpu->setVisible(card);
        m_targetCount->setVisible(card);
    };
    connect(m_targetKind, &QComboBox::currentIndexChanged, this, showKind);
    showKind();
    connect(m_solveButton, &QPushButton::clicked, this, &EstimatorPage::solveNow);

    qobject_cast<QSplitter *>(parent)->addWidget(results);
}

void EstimatorPage::setCatalog(std::shared_ptr<const Catalog> catalog)
{
    m_catalog = std::move(catalog);
    fillTargets();
    if (m_asked)
        solveNow(); // the answer follows the catalog
}

PlanOptions EstimatorPage::planOptions() const
{
    return m_doc->plan();
}

void EstimatorPage::fillSolveVariables()
{
    // The task the form shows: on an edit of the task, the form tells before the document
    // has the new workload (the question offered followed the previous task).
    const bool training = m_form->workload().isTraining();
    const int was = m_solveVariable->currentData().toInt();
    QSignalBlocker block(m_solveVariable);
    m_solveVariable->clear();
    if (training) {
        m_solveVariable->addItem(tr("Largest batch per GPU"),
                                 static_cast<int>(SolveVariable::Batch));
        m_solveVariable->addItem(tr("Longest sequence length"),
                                 static_cast<int>(SolveVariable::SeqLen));
    } else {
        m_solveVariable->addItem(tr("Most concurrent sequences"),
                                 static_cast<int>(SolveVariable::Concurrency));
        m_solveVariable->addItem(tr("Longest context length"),
                                 static_cast<int>(SolveVariable::SeqLen));
    }
    const int i = m_solveVariable->findData(was);
    m_solveVariable->setCurrentIndex(i >= 0 ? i : 0);
}

void EstimatorPage::fillTargets()
{
    const QString type = m_targetType->currentText();
    const QString gpu = m_targetGpu->currentData().toString();
    m_targetType->clear();
    m_targetGpu->clear();
    if (!m_catalog)
        return;
    for (const InstanceType &t : m_catalog->types())
        m_targetType->addItem(QString::fromStdString(t.id), QString::fromStdString(t.id));
    for (const GpuModel &g : m_catalog->gpus()) {
        if (!g.memoryGib)
            continue; // undocumented memory: nothing to compare with
        m_targetGpu->addItem(
            tr("%1 (%2 GiB)").arg(QString::fromStdString(g.name), formatNumber(*g.memoryGib, 0)),
            QString::fromStdString(g.id));
    }
    const int ti = m_targetType->findText(type);
    m_targetType->setCurrentIndex(ti >= 0 ? ti : 0);
    const int gi = m_targetGpu->findData(gpu);
    m_targetGpu->setCurrentIndex(gi >= 0 ? gi : 0);
}

SolveTarget EstimatorPage::currentTarget() const
{
    SolveTarget t;
    if (m_targetKind->currentData().toInt() == 1) {
        t.gpuModel = m_targetGpu->currentData().toString().toStdString();
        t.gpuCount = m_targetCount->value();
    } else {
        t.instanceType = m_targetType->currentText().trimmed().toStdString();
    }
    return t;
}

void EstimatorPage::solveNow()
{
    m_asked = true;
    if (!m_catalog) {
        m_solveAnswer->setText(tr("No catalog is loaded."));
        return;
    }
    const Workload w = workload();
    const auto variable = static_cast<SolveVariable>(m_solveVariable->currentData().toInt());
    const SolveResult r = solve(w, *m_catalog, planOptions(), currentTarget(), variable);
    if (!r.ok) {
        m_solve.reset();
        m_solveAnswer->setText(QStringLiteral("⚠ ") + planwording::solveError(r).toHtmlEscaped());
        showSweep();
        showTargetLine();
        return;
    }
    m_solve = r;
    const bool zh = QLocale().language() == QLocale::Chinese;
    // A headline with the number, then the solver's sentence with the figures and reason.
    const bool training = w.isTraining();
    const QString target = QString::fromStdString(r.targetLabel).toHtmlEscaped();
    QString headline;
    if (r.limit == SolveLimit::NothingFits) {
        headline = tr("Nothing fits on %1").arg(target);
    } else {
        const QString value = QLocale().toString(r.value);
        switch (r.variable) {
        case SolveVariable::Batch:
            headline = training ? tr("Largest batch per GPU on %1: %2").arg(target, value)
                                : tr("Most concurrent sequences on %1: %2").arg(target, value);
            break;
        case SolveVariable::Concurrency:
            headline = tr("Most concurrent sequences on %1: %2").arg(target, value);
            break;
        case SolveVariable::SeqLen:
            headline = training ? tr("Longest sequence on %1: %2 tokens").arg(target, value)
                                : tr("Longest context on %1: %2 tokens").arg(target, value);
            break;
        }
    }
    QString text =
        QStringLiteral("<big><b>%1</b></big><br>%2")
            .arg(headline,
                 planwording::solveSummary(r, planwording::languageOf(zh)).toHtmlEscaped());
    if (r.atValue && r.atValue->instances > 1)
        text += QStringLiteral("<br>") +
                tr("On %n instance(s).", nullptr, r.atValue->instances).toHtmlEscaped();
    m_solveAnswer->setText(text);
    showSweep();
    showTargetLine();
}

QString EstimatorPage::solveAnswerText() const
{
    return m_solveAnswer->text();
}

EstimatorPage::ViewState EstimatorPage::viewState() const
{
    ViewState v;
    v.advancedShown = m_form->advancedShown();
    v.resultTab = m_resultTabs->currentIndex();
    v.solveVariable = m_solveVariable->currentData().toInt();
    v.targetKind = m_targetKind->currentIndex();
    v.targetType = m_targetType->currentText();
    v.targetGpu = m_targetGpu->currentData().toString();
    v.targetCount = m_targetCount->value();
    v.asked = m_asked;
    return v;
}

void EstimatorPage::restoreViewState(const ViewState &v)
{
    m_form->setAdvancedShown(v.advancedShown);
    if (const int i = m_solveVariable->findData(v.solveVariable); i >= 0)
        m_solveVariable->setCurrentIndex(i);
    m_targetKind->setCurrentIndex(v.targetKind);
    if (const int i = m_targetType->findText(v.targetType); i >= 0)
        m_targetType->setCurrentIndex(i);
    else
        m_targetType->setEditText(v.targetType); // typed, not in the list
    if (const int i = m_targetGpu->findData(v.targetGpu); i >= 0)
        m_targetGpu->setCurrentIndex(i);
    m_targetCount->setValue(v.targetCount);
    m_resultTabs->setCurrentIndex(v.resultTab);
    if (v.asked)
        solveNow();
}

// The "What fits?" chart, built when its tab is first shown or a sweep is drawn: a QChart
// with its view costs about 2 ms, and the window starts on the breakdown.
QChart *EstimatorPage::sweepChart()
{
    if (m_sweepChart)
        return m_sweepChart;
    m_sweepChart = new QChart;
    m_sweepChart->legend()->setAlignment(Qt::AlignBottom);
    m_sweepView = new QChartView(m_sweepChart, m_fitsLayout->parentWidget());
    m_sweepView->setObjectName(QStringLiteral("sweepChart"));
    m_sweepView->setRenderHint(QPainter::Antialiasing);
    m_sweepView->setMinimumHeight(200);
    addChartExport(m_sweepView);
    m_fitsLayout->addWidget(m_sweepView, 1);
    m_sweepView->show(); // now, not from the layout's queued call: the tab may be showing
    return m_sweepChart;
}

// Memory against the variable, about 40 points from the smallest value to well past the
// answer, with the target's usable memory and the answer marked.
void EstimatorPage::showSweep()
{
    sweepChart();
    m_sweepChart->removeAllSeries();
    for (QAbstractAxis *axis : m_sweepChart->axes()) {
        m_sweepChart->removeAxis(axis); // gives the axis back to us
        delete axis;
    }
    if (!m_solve || !m_catalog) {
        m_sweepChart->setTitle(QString());
        return;
    }
    const SolveResult &r = *m_solve;
    const Workload w = workload();
    const bool training = w.isTraining();
    const QString xTitle =
        r.variable == SolveVariable::SeqLen
            ? (training ? tr("Sequence length (tokens)") : tr("Context length (tokens)"))
            : (training ? tr("Batch per GPU") : tr("Concurrent sequences"));
    m_sweepChart->setTitle(r.variable == SolveVariable::SeqLen
                               ? (training ? tr("Memory per GPU by sequence length")
                                           : tr("Memory per GPU by context length"))
                               : (training ? tr("Memory per GPU by batch size")
                                           : tr("Memory per GPU by concurrent sequences")));
    const long long first = r.minValue;
    const long long answer = r.limit == SolveLimit::NothingFits ? first : r.value;
    long long last = std::max<long long>(answer * 2, answer + 8LL * r.step);
    last = std::min<long long>(
        last,
        r.limit == SolveLimit::Memory || r.limit == SolveLimit::NothingFits ? last : r.maxValue);
    const long long steps = std::max<long long>(1, (last - first) / r.step);
    const int points = static_cast<int>(std::min<long long>(40, steps));
    auto *need = new QLineSeries(m_sweepChart);
    need->setName(tr("Needed"));
    auto *usable = new QLineSeries(m_sweepChart);
    usable->setName(tr("Usable"));
    QPen dash(palette::screen().target);
    dash.setWidth(2);
    dash.setStyle(Qt::DashLine);
    usable->setPen(dash);
    auto *mark = new QScatterSeries(m_sweepChart);
    mark->setName(tr("Answer"));
    mark->setMarkerSize(11);
    // vLLM starts whatever the concurrency: there the curve is its budget's contents with
    // the KV cache of every sequence, which crosses the budget at the answer.
    const bool queue =
        !training && w.engine == Engine::Vllm &&
        (r.variable == SolveVariable::Batch || r.variable == SolveVariable::Concurrency);
    auto needOf = [queue](const SolvePoint &p) {
        const MemoryBreakdown &g = p.perGpu;
        return queue ? g.weightsGib + g.activationsGib + g.kvCacheGib + g.overheadGib : p.needGib;
    };
    double top = 0, usableGib = 0;
    const SolveTarget target = currentTarget();
    const PlanOptions options = planOptions();
    long long previous = -1;
    for (int i = 0; i <= points; ++i) {
        long long v = first + (last - first) * i / points;
        v = std::max<long long>(first, v / r.step * r.step);
        if (v == previous)
            continue;
        previous = v;
        const auto p = judgeAt(w, *m_catalog, options, target, r.variable, static_cast<int>(v));
        if (!p)
            break;
        need->append(static_cast<double>(v), needOf(*p));
        top = std::max(top, needOf(*p));
        usableGib = p->usableGib;
    }
    const SolvePoint *shown = r.atValue ? &*r.atValue : (r.next ? &*r.next : nullptr);
    if (shown) {
        usableGib = shown->usableGib;
        mark->append(shown->value, needOf(*shown));
    }
    usable->append(static_cast<double>(first), usableGib);
    usable->append(static_cast<double>(std::max(last, first + 1)), usableGib);
    top = std::max(top, usableGib);
    m_sweepChart->addSeries(need);
    m_sweepChart->addSeries(usable);
    m_sweepChart->addSeries(mark);
    auto *x = new QValueAxis(m_sweepChart);
    x->setTitleText(xTitle);
    x->setLabelFormat(QStringLiteral("%.0f"));
    x->setRange(0, static_cast<double>(std::max(last, first + 1)));
    x->applyNiceNumbers(); // round ticks
    auto *y = new QValueAxis(m_sweepChart);
    y->setTitleText(tr("GiB"));
    y->setLabelFormat(QStringLiteral("%.0f"));
    y->setRange(0, std::max(1.0, top * 1.1));
    y->applyNiceNumbers();
    m_sweepChart->addAxis(x, Qt::AlignBottom);
    m_sweepChart->addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries *series : m_sweepChart->series()) {
        series->attachAxis(x);
        series->attachAxis(y);
    }
}

void EstimatorPage::showTargetLine()
{
    const SolvePoint *p = m_solve ? (m_solve->atValue ? &*m_solve->atValue
                                                      : (m_solve->next ? &*m_solve->next : nullptr))
                                  : nullptr;
    m_targetLine->clear();
    m_targetLine->setVisible(p != nullptr);
    auto *axis = qobject_cast<QValueAxis *>(m_chart->axes(Qt::Horizontal).constFirst());
    const double total = m_estimate.perGpu.totalGib;
    if (!p) {
        m_targetNote->setVisible(false);
        axis->setRange(0, std::max(1.0, total * 1.05));
        axis->applyNiceNumbers();
        return;
    }
    // Named in the title rather than the legend, which has little room at 1024 px.
    const QString line =
        tr("%1: %2 GiB usable")
            .arg(QString::fromStdString(m_solve->targetLabel), formatNumber(p->usableGib, 1));
    m_targetLine->setName(line.toHtmlEscaped()); // Qt Charts draws a series' name as HTML
    m_targetNote->setText(tr("Dashed line: %1 (\"What fits?\")").arg(line));
    m_targetNote->setVisible(true);
    for (QLegendMarker *marker : m_chart->legend()->markers(m_targetLine))
        marker->setVisible(false);
    m_targetLine->append(p->usableGib, -0.45);
    m_targetLine->append(p->usableGib, 0.45);
    axis->setRange(0, std::max({1.0, total * 1.05, p->usableGib * 1.05}));
    axis->applyNiceNumbers();
}

void EstimatorPage::recompute()
{
    m_estimate = estimateMemory(workload());
    const MemoryBreakdown &g = m_estimate.perGpu;
    auto *series = qobject_cast<QHorizontalStackedBarSeries *>(m_chart->series().constFirst());
    const double parts[] = {g.weightsGib,     g.gradientsGib, g.optimizerGib,
                            g.activationsGib, g.kvCacheGib,   g.overheadGib};
    const QList<QBarSet *> sets = series->barSets();
    for (int i = 0; i < sets.size(); ++i) {
        sets[i]->replace(0, parts[i]);
        sets[i]->setLabel(sets[i]->label().section(QLatin1String("  "), 0, 0) +
                          QStringLiteral("  ") + formatNumber(parts[i], 1));
    }
    // An answer on screen follows the form (a few dozen plans: milliseconds).
    if (m_solve)
        solveNow();
    else
        showTargetLine();

    const Workload w = workload();
    // Which view is compared with the card: the nvidia-smi figure of a card just large
    // enough (allocated + fragmentation + CUDA context).
    m_totals->setText(tr("<b>%1 GiB per GPU</b> on %n GPU(s), compared with the card as "
                         "nvidia-smi would show it: %2 GiB allocated by PyTorch + %3 GiB "
                         "allocator fragmentation + %4 GiB CUDA context. On a larger card "
                         "PyTorch may report %5 GiB reserved and nvidia-smi %6 GiB (freed blocks "
                         "it keeps cached).",
                         nullptr, w.totalGpus())
                          .arg(formatNumber(g.totalGib, 1), formatNumber(g.allocatedGib, 1),
                               formatNumber(g.fragmentationGib, 1),
                               formatNumber(g.cudaContextGib, 1), formatNumber(g.reservedGib, 1),
                               formatNumber(g.deviceUsedGib, 1)));
    const HostRam &h = m_estimate.hostRam;
    m_hostRam->setText(
        h.ruleMinGib > 0
            ? tr("<b>Host RAM per node: needs %1 GiB</b>; %2–%3 GiB recommended for the data "
                 "pipeline. %4")
                  .arg(formatNumber(h.loaderGib, 0), formatNumber(h.ruleMinGib, 0),
                       formatNumber(h.ruleMaxGib, 0), planwording::hostRamReason(h).toHtmlEscaped())
            : tr("<b>Host RAM per node: needs %1 GiB</b>. %2")
                  .arg(formatNumber(h.loaderGib, 0),
                       planwording::hostRamReason(h).toHtmlEscaped()));
    QStringList warnings;
    for (const EstimateWarning &warning : m_estimate.warnings)
        warnings << QStringLiteral("⚠ ") + planwording::warningText(warning).toHtmlEscaped();
    m_warnings->setText(warnings.join(QStringLiteral("<br>")));
    m_warnings->setVisible(!warnings.isEmpty());
    QString list = QStringLiteral("<ul>");
    for (const Assumption &a : m_estimate.assumptions)
        list += QStringLiteral("<li>%1</li>").arg(planwording::assumptionText(a).toHtmlEscaped());
    list +=
        QStringLiteral("<li>%1</li></ul>")
            .arg(tr("Model config: %1")
                     .arg(QString::fromStdString(
                              w.model.source.empty() ? std::string("given by you") : w.model.source)
                              .toHtmlEscaped()));
    m_assumptions->setHtml(list);
    Q_EMIT estimateChanged();
}

QString EstimatorPage::summaryText() const
{
    return m_totals->text();
}

QString EstimatorPage::warningsText() const
{
    return m_warnings->isVisible() || !m_warnings->text().isEmpty() ? m_warnings->text()
                                                                    : QString();
}

QString EstimatorPage::assumptionsText() const
{
    return m_assumptions->toPlainText();
}

} // namespace gpuplanner
