#include "comparisonpage.h"
#include "estimator/planhints.h"
#include "tablecopy.h"

#include "catalogbrowser.h"
#include "catalogrepository.h"
#include "catalogtablemodel.h"
#include "chartstyle.h"
#include "columnfit.h"
#include "comparisoncharts.h"
#include "fieldlimits.h"
#include "palette.h"
#include "plaintext.h"
#include "planfamilies.h"
#include "planoptionsform.h"
#include "planservice.h"
#include "plantablemodel.h"
#include "planwording.h"
#include "scenariodocument.h"
#include "settingskeys.h"
#include "verdictfilter.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabBar>
#include <QTableView>
#include <QTextBrowser>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <unordered_map>
#include <utility>

namespace gpuplanner {

namespace {

using Column = PlanTableModel::Column;

} // namespace

ComparisonPage::ComparisonPage(CatalogRepository *repository, ScenarioDocument *document,
                               QWidget *parent)
    : QWidget(parent)
    , m_repository(repository)
    , m_doc(document)
{
    m_model = new PlanTableModel(this);
    m_queue = new PlanQueue(this);
    buildUi();
    showOptions(m_doc->plan());
    m_building = false;
    // The page plans the document's scenario: every change of it re-ranks. An edit made
    // here is on screen already; anything else (undo, redo, a load) redraws the form.
    connect(m_doc, &ScenarioDocument::inputsChanged, this, &ComparisonPage::scheduleRecompute);
    connect(m_doc, &ScenarioDocument::inputsChanged, this, &ComparisonPage::updateViews);
    connect(m_doc, &ScenarioDocument::planChanged, this, [this](const QObject *source) {
        if (source != this)
            showOptions(m_doc->plan());
        scheduleRecompute();
    });
    // A loaded scenario is ranked at once, as the page shows it.
    connect(m_doc, &ScenarioDocument::loaded, this, &ComparisonPage::recompute);
    connect(m_repository, &CatalogRepository::changed, this, &ComparisonPage::scheduleRecompute);
    // The first plan is computed when the page is first shown (or asked for): a window
    // that starts on another tab does not rank the catalog at start-up.
}

// A worker still ranking keeps its own copies (workload, options, catalog snapshot); its
// result is dropped with its watcher, a child of the page.
ComparisonPage::~ComparisonPage() = default;

void ComparisonPage::buildUi()
{
    // The plan's options, from their registry (planoptionsform.h).
    m_planForm = new PlanOptionsForm(
        m_repository->catalog(),
        [this](const std::string &f) { return bool(m_repository->catalog().family(f)); }, this);
    QWidget *controls = m_planForm;

    auto *buttons = new QHBoxLayout;
    auto *cheapest = new QPushButton(tr("Cheapest that fits"), controls);
    auto *fastest = new QPushButton(tr("Fastest within budget"), controls);
    auto *value = new QPushButton(tr("Best value"), controls);
    for (QPushButton *b : {cheapest, fastest, value})
        b->setCheckable(true);
    cheapest->setChecked(true);
    cheapest->setObjectName(QStringLiteral("cheapest"));
    fastest->setObjectName(QStringLiteral("fastest"));
    value->setObjectName(QStringLiteral("bestValue"));
    cheapest->setToolTip(tr("Rank by cost and select the cheapest type that fits"));
    fastest->setToolTip(tr("Rank by time and select the fastest type that fits within the budget"));
    value->setToolTip(tr("Rank by cost and time together and select the best balance"));
    auto choose = [=, this](QPushButton *chosen, SortKey key) {
        for (QPushButton *b : {cheapest, fastest, value})
            b->setChecked(b == chosen);
        setSortKey(key);
    };
    connect(cheapest, &QPushButton::clicked, this, [=] { choose(cheapest, SortKey::Cost); });
    connect(fastest, &QPushButton::clicked, this, [=] { choose(fastest, SortKey::Time); });
    connect(value, &QPushButton::clicked, this, [=] { choose(value, SortKey::Value); });
    m_showAll = new QCheckBox(tr("Show types that do not fit"), controls);
    m_showAll->setObjectName(QStringLiteral("showAll"));
    m_hideOld = new QCheckBox(tr("Hide old prices"), controls);
    m_hideOld->setObjectName(QStringLiteral("hideOldPrices"));
    m_hideOld->setToolTip(tr("Hide the types whose price is old (marked ⚠): what is left is "
                             "priced from current figures, or has no price"));
    m_chartsToggle = new QToolButton(controls);
    m_chartsToggle->setObjectName(QStringLiteral("chartsToggle"));
    m_chartsToggle->setText(tr("Charts"));
    m_chartsToggle->setToolTip(tr("Show or hide the charts below the table"));
    m_chartsToggle->setCheckable(true);
    m_chartsToggle->setChecked(true);
    m_detachToggle = new QToolButton(controls);
    m_detachToggle->setObjectName(QStringLiteral("detachCharts"));
    m_detachToggle->setText(tr("Charts in a window"));
    m_detachToggle->setToolTip(tr("Move the charts to a window of their own; closing it puts "
                                  "them back"));
    m_detachToggle->setCheckable(true);
    buttons->addWidget(cheapest);
    buttons->addWidget(fastest);
    buttons->addWidget(value);
    buttons->addStretch(1);
    buttons->addWidget(m_showAll);
    buttons->addWidget(m_hideOld);
    buttons->addWidget(m_chartsToggle);
    buttons->addWidget(m_detachToggle);
    m_summary = new QLabel(controls);
    m_summary->setObjectName(QStringLiteral("summary"));
    m_summary->setTextFormat(Qt::PlainText); // the scenario's model name, as written
    m_summary->setWordWrap(true);

    auto *proxy = new VerdictFilter(this);
    proxy->setSourceModel(m_model);
    proxy->setSortRole(PlanTableModel::SortRole);
    m_proxy = proxy;
    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("planTable"));
    m_view->setAccessibleName(tr("Ranked instance types"));
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(static_cast<int>(Column::Rank), Qt::AscendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    addRowCopy(m_view); // several rows may be selected; the current one drives the details
    m_view->verticalHeader()->hide();
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    QHeaderView *header = m_view->horizontalHeader();
    header->setStretchLastSection(false); // it took the detail pane's room (issue 26 item 5)
    header->setSectionsMovable(true);
    header->setResizeContentsPrecision(200);             // fitting columns reads 200 rows, not 10k
    header->setContextMenuPolicy(Qt::CustomContextMenu); // the column chooser
    connect(header, &QHeaderView::customContextMenuRequested, this, [this](const QPoint &pos) {
        QMenu menu(this);
        for (int c = 1; c < m_model->columnCount(); ++c) {
            QAction *a = menu.addAction(m_proxy->headerData(c, Qt::Horizontal).toString());
            a->setCheckable(true);
            a->setChecked(!m_view->isColumnHidden(c));
            connect(a, &QAction::toggled, this,
                    [this, c](bool on) { m_view->setColumnHidden(c, !on); });
        }
        menu.exec(m_view->horizontalHeader()->mapToGlobal(pos));
    });
    // The default columns answer "does it fit, how long, what does it cost"; the others
    // are a right-click away, the reasons are in the detail pane and the row tooltip.
    for (Column c :
         {Column::Family, Column::Card, Column::Headroom, Column::PriceSource, Column::Reasons})
        m_view->setColumnHidden(static_cast<int>(c), true);
    auto refilter = [this, proxy] {
        proxy->showAll = m_showAll->isChecked();
        proxy->hideOldPrices = m_hideOld->isChecked();
        proxy->refresh();
        if (selectedType().isEmpty() && m_proxy->rowCount() > 0)
            m_view->selectRow(0);
    };
    connect(m_showAll, &QCheckBox::toggled, this, refilter);
    connect(m_hideOld, &QCheckBox::toggled, this, refilter);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] {
        if (m_applying)
            return;
        updateModesChart();
        updateFindings();
    });

    // The detail pane: the selected row above (small, rewritten on every update), the
    // findings and assumptions below (rewritten only when they change).
    auto *detail = new QSplitter(Qt::Vertical, this);
    detail->setObjectName(QStringLiteral("detailSplit"));
    m_rowDetails.view = new QTextBrowser(detail);
    m_rowDetails.view->setObjectName(QStringLiteral("rowDetails"));
    m_rowDetails.view->setAccessibleName(tr("Reasons for the selected type"));
    m_findings.view = new QTextBrowser(detail);
    m_findings.view->setObjectName(QStringLiteral("findings"));
    m_findings.view->setAccessibleName(tr("Findings"));
    for (const Pane *pane : {&m_rowDetails, &m_findings}) {
        detail->addWidget(pane->view);
        pane->view->installEventFilter(this);
    }
    // The selected row's reasons first: they are what the user reads (issue 26 item 5).
    detail->setStretchFactor(0, 3);
    detail->setStretchFactor(1, 2);
    detail->setMinimumWidth(fontMetrics().horizontalAdvance(QLatin1Char('M')) * 16);

    m_tableSplit = new QSplitter(Qt::Horizontal, this);
    m_tableSplit->setObjectName(QStringLiteral("tableSplit"));
    m_tableSplit->addWidget(m_view);
    m_tableSplit->addWidget(detail);
    // The detail pane a fifth (1024 px: ~200, with every default column of the table still
    // in view); the last column no longer stretches over what is left.
    m_tableSplit->setStretchFactor(0, 4);
    m_tableSplit->setStretchFactor(1, 1);
    m_tableSplit->setCollapsible(0, false);
    m_tableSplit->setSizes({790, 210}); // scaled to the width; saved splitters win
    // Wider windows: the columns take what they need, the detail pane the rest.
    connect(m_tableSplit, &QSplitter::splitterMoved, this, [this] { m_splitChosen = true; });
    m_mainSplit = new QSplitter(Qt::Vertical, this);
    m_mainSplit->setObjectName(QStringLiteral("mainSplit"));
    m_mainSplit->addWidget(m_tableSplit);
    m_charts = new ComparisonCharts(this);
    m_mainSplit->addWidget(m_charts);
    m_mainSplit->setStretchFactor(0, 1);
    m_mainSplit->setStretchFactor(1, 1);
    m_mainSplit->setCollapsible(0, false);
    connect(m_chartsToggle, &QToolButton::toggled, this, &ComparisonPage::setChartsShown);
    connect(m_detachToggle, &QToolButton::toggled, this, &ComparisonPage::setChartsDetached);
    // A click on a point or a bar selects its row; the charts' window opening shows them,
    // its closing brings them back as the toggle says.
    connect(m_charts, &ComparisonCharts::typeClicked, this, &ComparisonPage::selectType);
    connect(m_charts, &ComparisonCharts::detachedChanged, this, [this](bool detached) {
        {
            const QSignalBlocker block(m_detachToggle);
            m_detachToggle->setChecked(detached);
        }
        const QSignalBlocker block(m_chartsToggle);
        if (detached)
            m_chartsToggle->setChecked(true);
        else
            m_charts->setVisible(m_chartsToggle->isChecked());
    });

    // Two views of the same scenario: the ranking, and for serving the capacity plan for a
    // traffic profile (capacityview.h). The tab bar shows only when there is a choice.
    auto *ranking = new QWidget(this);
    ranking->setObjectName(QStringLiteral("rankingView"));
    auto *rankingLayout = new QVBoxLayout(ranking);
    rankingLayout->setContentsMargins(0, 0, 0, 0);
    rankingLayout->addLayout(buttons);
    rankingLayout->addWidget(m_summary);
    rankingLayout->addWidget(m_mainSplit, 1);
    m_capacityHolder = new QWidget(this);
    m_capacityHolder->setObjectName(QStringLiteral("capacityHolder"));
    (new QVBoxLayout(m_capacityHolder))->setContentsMargins(0, 0, 0, 0);
    // A tab bar over a stack rather than a QTabWidget: the stack is laid out by the page's
    // layout, once, as the charts were before (firstShowLaysEverythingOutOnce).
    m_viewBar = new QTabBar(this);
    m_viewBar->setObjectName(QStringLiteral("comparisonViews"));
    m_viewBar->setDocumentMode(true);
    m_viewBar->setExpanding(false);
    m_viewBar->addTab(tr("Instance ran&king"));
    m_viewBar->addTab(tr("Serving capacit&y"));
    m_viewStack = new QStackedWidget(this);
    m_viewStack->addWidget(ranking);
    m_viewStack->addWidget(m_capacityHolder);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(controls);
    layout->addWidget(m_viewBar);
    layout->addWidget(m_viewStack, 1);
    connect(m_viewBar, &QTabBar::currentChanged, this, [this](int index) {
        if (index == 1)
            capacityView();
        m_viewStack->setCurrentIndex(index);
        m_preferCapacity = index == 1;
    });
    updateViews();

    // Every field is an input of the plan: an edit is a command on the document (edits of
    // one field merge into one undo step), named by the field's label.
    connect(m_planForm, &PlanOptionsForm::edited, this, [this](QWidget *field) {
        if (m_building)
            return;
        if (m_doc->editPlan(formOptions(), field->objectName(), stepText(field->objectName()),
                            this))
            Q_EMIT optionsEdited();
    });
}

void ComparisonPage::setSortKey(SortKey key)
{
    m_sort = key;
    recompute();
    revealWinner();
}

void ComparisonPage::scheduleRecompute()
{
    if (m_building || m_pending)
        return;
    // No debounce: edits made in the same turn of the event loop coalesce into one
    // recompute, which runs as soon as the loop is free.
    m_pending = true;
    QMetaObject::invokeMethod(this, &ComparisonPage::startRecompute, Qt::QueuedConnection);
}

bool ComparisonPage::isComputing() const
{
    return m_queue->busy() || m_stage >= 0;
}

PlanRequest ComparisonPage::request() const
{
    return {m_doc->workload(), options(), m_sort, m_repository->snapshot()};
}

void ComparisonPage::startRecompute()
{
    if (!m_pending)
        return; // a recompute ran meanwhile
    m_pending = false;
    // A large catalog is ranked on the planner's worker (planservice.h), which overtakes a
    // ranking still running; its plan goes on screen in stages.
    if (!PlanQueue::onWorker(m_repository->snapshot(), PlanQueue::kRankOnWorker)) {
        recompute(); // a few milliseconds: not worth a thread
        return;
    }
    PlanRequest r = request();
    const bool training = r.workload.isTraining();
    const QString model = QString::fromStdString(r.workload.model.name);
    m_queue->rank(std::move(r), PlanQueue::Run::OnWorker,
                  [this, training, model](std::shared_ptr<const Plan> plan) {
                      applyPlan(std::move(plan), training, model, true);
                  });
}

void ComparisonPage::recompute()
{
    m_pending = false;
    // At once; a ranking still running on the worker is overtaken. The plan keeps the
    // catalog snapshot its rows point into alive, so the table, the charts and the
    // selection stay valid when the repository replaces its catalog.
    PlanRequest r = request();
    const bool training = r.workload.isTraining();
    const QString model = QString::fromStdString(r.workload.model.name);
    m_queue->rank(std::move(r), PlanQueue::Run::Now,
                  [this, training, model](std::shared_ptr<const Plan> plan) {
                      applyPlan(std::move(plan), training, model);
                  });
}

void ComparisonPage::applyPlan(std::shared_ptr<const Plan> plan, bool training,
                               const QString &modelName, bool inStages)
{
    // A plan from a worker goes on screen in stages, one per turn of the event loop (the
    // cost chart, the Pareto chart, the VRAM chart, the table, the pricing modes, then
    // the detail pane), so that no turn lays out and paints much of the page: each stage
    // is laid out and painted in the turn after it, before the next stage runs, while the
    // window answers input. A newer plan restarts the stages; a synchronous one runs them
    // all at once.
    ComparisonCharts::release(std::exchange(m_staged.plan, std::move(plan)));
    m_staged.training = training;
    m_staged.modelName = modelName;
    m_stage = 0;
    if (!inStages) {
        while (runStage()) {
        }
        return;
    }
    if (runStage())
        queueStage();
}

void ComparisonPage::queueStage()
{
    if (m_stageQueued)
        return;
    m_stageQueued = true;
    // Two hops: what the last stage posted (the charts' scene updates, layout requests,
    // repaints) is handled in a turn of its own before the next stage runs, so that a
    // turn does one stage's work or lays it out, not both.
    QMetaObject::invokeMethod(
        this,
        [this] {
            QMetaObject::invokeMethod(this, &ComparisonPage::nextStage, Qt::QueuedConnection);
        },
        Qt::QueuedConnection);
}

void ComparisonPage::nextStage()
{
    m_stageQueued = false;
    if (m_stage >= 0 && runStage())
        queueStage();
}

bool ComparisonPage::runStage()
{
    const std::shared_ptr<const Plan> &plan = m_staged.plan;
    const bool training = m_staged.training;
    switch (m_stage++) {
    case 0:
        m_charts->showCosts(plan, training, QString::fromStdString(options().currency));
        return true;
    case 1:
        m_charts->showPareto(plan, training, QString::fromStdString(options().currency));
        return true;
    case 2:
        m_charts->showVram(plan, training);
        return true;
    case 3:
        showTable(plan, training, m_staged.modelName);
        return true;
    case 4:
        updateModesChart();
        return true;
    case 5:
        updateRowDetails();
        return true;
    default:
        break;
    }
    m_stage = -1;
    updateFindingsPane();
    // The model and the charts hold the new plan by now.
    ComparisonCharts::release(std::exchange(m_staged, {}).plan);
    ComparisonCharts::release(std::move(m_replaced));
    Q_EMIT planChanged();
    return false;
}

void ComparisonPage::showTable(const std::shared_ptr<const Plan> &plan, bool training,
                               const QString &modelName)
{
    const QString selected = selectedType();
    // The selection is restored below; its signals must not redraw the pricing modes and
    // the detail pane on the way (once for the reset, once for the restored row): the
    // next stages do.
    m_applying = true;
    // The plan this one replaces is let go at the end of the stages (a newer plan may
    // have restarted them: the one before is let go now).
    ComparisonCharts::release(std::exchange(m_replaced, std::move(m_plan)));
    m_plan = plan;
    const bool chinese = QLocale().language() == QLocale::Chinese;
    m_model->setPlan(plan, training, chinese);
    if (!m_columnsFitted || m_fittedForTraining != training)
        fitColumns();
    int fitting = 0, priced = 0, within = 0;
    for (const PlanRow &r : plan->rows) {
        fitting += r.verdict != Verdict::DoesNotFit;
        priced += r.verdict != Verdict::DoesNotFit && r.pricePerHour.has_value();
        within += r.verdict != Verdict::DoesNotFit && r.withinConstraints;
    }
    // Every empty answer says what to do next (issue 26 items 6 and 7).
    if (fitting == 0)
        m_summary->setText(tr("No instance type of %1 fits %2. The findings below say what "
                              "would make one fit; tick “Show types that do not fit” to see "
                              "why each does not.")
                               .arg(plan->rows.size())
                               .arg(modelName));
    else if (within == 0)
        m_summary->setText(
            tr("%n instance type(s) fit %1, but none is within your budget, deadline or GPU "
               "limit: each row says which it misses. Raise or clear the limit to rank them.",
               nullptr, fitting)
                .arg(modelName));
    else
        m_summary->setText(
            tr("%n instance type(s) of %1 fit %2;", nullptr, fitting)
                .arg(plan->rows.size())
                .arg(modelName) +
            QLatin1Char(' ') +
            tr("%n of them priced in %1. ★ marks the Pareto front of time against cost.", nullptr,
               priced)
                .arg(QString::fromStdString(options().region)));
    if (!selected.isEmpty())
        selectType(selected);
    if (selectedType().isEmpty() && m_proxy->rowCount() > 0)
        m_view->selectRow(0);
    m_applying = false;
    balanceTableSplit();
}

void ComparisonPage::fitColumns()
{
    // Once per task (the time and cost columns change meaning), not on every update: a
    // width the user set stays. From a sample of rows (columnfit.h), on the path of the
    // first plan.
    m_columnsFitted = true;
    m_fittedForTraining = m_model->isTraining();
    const int cap = m_view->fontMetrics().horizontalAdvance(QLatin1Char('M')) * 24;
    fitColumnsToSample(
        m_view, m_proxy, m_model, PlanTableModel::CompactRole, [cap](int column, int width) {
            return column == static_cast<int>(Column::Reasons) ? cap * 2 : std::min(width, cap);
        });
    balanceTableSplit();
}

void ComparisonPage::balanceTableSplit()
{
    const QList<int> sizes = m_tableSplit->sizes();
    if (m_splitChosen || sizes.size() != 2 || !m_columnsFitted)
        return;
    const int total = sizes[0] + sizes[1];
    if (total < 200)
        return; // not laid out yet
    const QHeaderView *header = m_view->horizontalHeader();
    int need = m_view->verticalHeader()->width() + 2 * m_view->frameWidth() +
               m_view->verticalScrollBar()->sizeHint().width();
    for (int c = 0; c < header->count(); ++c)
        if (!header->isSectionHidden(c))
            need += header->sectionSize(c);
    const int detail = std::max(total / 5, total - need);
    if (std::abs(detail - sizes[1]) > 4)
        m_tableSplit->setSizes({total - detail, detail});
}

void ComparisonPage::revealWinner()
{
    // The one-click buttons answer with a row: it becomes the selection (so every chart
    // shows it), the table returns to the ranking and scrolls to it.
    m_view->sortByColumn(static_cast<int>(Column::Rank), Qt::AscendingOrder);
    if (m_proxy->rowCount() == 0)
        return;
    const QModelIndex first = m_proxy->index(0, 0);
    m_view->selectionModel()->setCurrentIndex(first, QItemSelectionModel::ClearAndSelect |
                                                         QItemSelectionModel::Rows);
    m_view->scrollTo(first, QAbstractItemView::PositionAtTop);
    m_view->horizontalScrollBar()->setValue(0);
}

bool ComparisonPage::showsAll() const
{
    return m_showAll->isChecked();
}

bool ComparisonPage::hidesOldPrices() const
{
    return m_hideOld->isChecked();
}

QString ComparisonPage::selectedType() const
{
    const QModelIndex i = m_view->selectionModel()->currentIndex();
    return i.isValid() ? i.data(PlanTableModel::TypeIdRole).toString() : QString();
}

void ComparisonPage::selectType(const QString &id)
{
    const std::string wanted = id.toStdString();
    const Plan *plan = m_model->plan();
    for (std::size_t i = 0; i < plan->rows.size(); ++i) {
        if (plan->rows[i].type->id == wanted) {
            selectPlanRow(static_cast<int>(i));
            return;
        }
    }
}

void ComparisonPage::selectPlanRow(int planRow)
{
    if (planRow < 0 || planRow >= m_model->rowCount())
        return;
    const QModelIndex i = m_proxy->mapFromSource(m_model->index(planRow, 0));
    if (!i.isValid())
        return; // filtered out
    m_view->selectionModel()->setCurrentIndex(i, QItemSelectionModel::ClearAndSelect |
                                                     QItemSelectionModel::Rows);
    m_view->scrollTo(i);
}

void ComparisonPage::updateModesChart()
{
    // The catalog of the plan on screen (the repository's may be newer until the next
    // recompute).
    const std::shared_ptr<const Catalog> catalog =
        m_plan && m_plan->catalog ? m_plan->catalog : m_repository->snapshot();
    m_charts->showModesOf(selectedType(), catalog, m_doc->workload(), options(), m_sort,
                          m_model->isTraining(), QString::fromStdString(options().currency));
}

bool ComparisonPage::chartsShown() const
{
    return m_chartsToggle->isChecked();
}

void ComparisonPage::setChartsShown(bool on)
{
    const QSignalBlocker block(m_chartsToggle);
    m_chartsToggle->setChecked(on);
    if (!on && chartsDetached())
        setChartsDetached(false);
    m_charts->setVisible(on);
}

void ComparisonPage::setChartsDetached(bool on)
{
    {
        const QSignalBlocker block(m_detachToggle);
        m_detachToggle->setChecked(on);
    }
    m_charts->setDetached(on);
}

void ComparisonPage::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // Once the splitter has its new width (a queued call): columns first, details the rest.
    QMetaObject::invokeMethod(
        this, [this] { balanceTableSplit(); }, Qt::QueuedConnection);
    // The first plan goes on screen here when the page is about to be shown: Qt sends a
    // hidden page its pending resize before it shows (and resizes) the children, so each
    // chart is laid out once, with its data. From showEvent the charts were laid out
    // empty, then again for every axis range the plan set (twice the work).
    if (!isVisible())
        planFirstTime();
}

void ComparisonPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    planFirstTime(); // if not at its resize
}

void ComparisonPage::planFirstTime()
{
    if (!m_model->plan()->rows.empty() || m_pending || isComputing())
        return;
    const std::shared_ptr<const Catalog> catalog = m_repository->snapshot();
    if (PlanQueue::onWorker(catalog, kAsyncModesTypes)) {
        scheduleRecompute(); // tens of milliseconds: on a worker, after the first paint
        return;
    }
    recompute();
}

} // namespace gpuplanner
