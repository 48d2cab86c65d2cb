#include "comparisonpage.h"

#include "catalogbrowser.h"
#include "catalogrepository.h"
#include "catalogtablemodel.h"
#include "chartstyle.h"
#include "plantablemodel.h"
#include "planwording.h"

#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QCursor>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QFutureWatcher>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QHorizontalBarSeries>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QLocale>
#include <QMenu>
#include <QPushButton>
#include <QScatterSeries>
#include <QScrollBar>
#include <QSettings>
#include <QSignalBlocker>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QTextBrowser>
#include <QTimer>
#include <QToolButton>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <unordered_map>

namespace gpuplanner {

namespace {

using Column = PlanTableModel::Column;

// The window's view of the plan model: hides the rows that do not fit unless asked to
// show them, shows the compact text (PlanTableModel::CompactRole) and sorts the rank
// column without asking the model for every comparison.
class VerdictFilter : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    bool showAll = false;
    void refresh() { invalidateFilter(); }

    QVariant data(const QModelIndex &index, int role) const override
    {
        return QSortFilterProxyModel::data(
            index, role == Qt::DisplayRole ? int(PlanTableModel::CompactRole) : role);
    }
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override
    {
        return QSortFilterProxyModel::headerData(section, orientation,
                                                 role == Qt::DisplayRole &&
                                                         orientation == Qt::Horizontal
                                                     ? int(PlanTableModel::CompactRole)
                                                     : role);
    }

protected:
    bool filterAcceptsRow(int row, const QModelIndex &parent) const override
    {
        if (showAll)
            return true;
        const auto *plan = static_cast<const PlanTableModel *>(sourceModel());
        (void)parent;
        return plan->rowAt(row).verdict != Verdict::DoesNotFit;
    }
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override
    {
        if (left.column() == int(Column::Rank))
            return left.row() < right.row(); // the plan's rows are ranked
        return QSortFilterProxyModel::lessThan(left, right);
    }
};

QChartView *chartView(QChart *chart, QWidget *parent)
{
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setMargins(QMargins(2, 2, 2, 2));
    chart->setLocalizeNumbers(true);
    chart->setLocale(QLocale());
    // One size smaller than the window's text: four charts share the width, and a label
    // that does not fit would be cut.
    QFont small = QApplication::font();
    small.setPointSizeF(std::max(7.0, small.pointSizeF() - 1));
    QFont title = small;
    title.setBold(true);
    chart->setTitleFont(title);
    chart->legend()->setFont(small);
    for (QAbstractAxis *axis : chart->axes()) {
        axis->setLabelsFont(small);
        axis->setTitleFont(small);
    }
    auto *view = new QChartView(chart, parent);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumSize(230, 210);
    return view;
}

// The shared 1-2-5 scale (chartstyle.h) on a Qt Charts axis: the nice range, a tick at
// every step from its start, labels with the decimals the step needs.
void applyScale(QValueAxis *axis, double lo, double hi, int ticks)
{
    const chartstyle::NiceScale s = chartstyle::niceScale(lo, hi, ticks);
    // Fixed ticks while the range changes: the old interval over the new range could ask
    // for a hundred thousand tick items.
    axis->setTickType(QValueAxis::TicksFixed);
    axis->setRange(s.min, s.max);
    axis->setTickAnchor(s.min);
    axis->setTickInterval(s.step);
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setMinorTickCount(0);
    axis->setLabelFormat(chartstyle::labelFormat(s));
}

// Replaces a scatter series' points with the thinned ones; rows gets the plan row of each.
void fillScatter(QScatterSeries *series, const QList<QPointF> &points,
                 const std::vector<int> &planRows, std::vector<int> &rows, int limit)
{
    const std::vector<int> keep = chartstyle::thinPoints(points, limit);
    QList<QPointF> shown;
    shown.reserve(static_cast<qsizetype>(keep.size()));
    rows.clear();
    rows.reserve(keep.size());
    for (int i : keep) {
        shown << points[i];
        rows.push_back(planRows[static_cast<std::size_t>(i)]);
    }
    series->replace(shown);
}

// Horizontal bars, the categories bottom to top: the first mode at the top.
constexpr PricingMode kModes[] = {PricingMode::Reserved, PricingMode::Spot,
                                  PricingMode::Subscription, PricingMode::PayAsYouGo};

QString currencyOf(const PlanRow &r)
{
    return QString::fromStdString(r.currency);
}

} // namespace

ComparisonPage::ComparisonPage(CatalogRepository *repository, std::function<Workload()> workload,
                               QWidget *parent)
    : QWidget(parent)
    , m_repository(repository)
    , m_workload(std::move(workload))
{
    m_model = new PlanTableModel(this);
    buildUi();
    m_building = false;
    connect(m_repository, &CatalogRepository::changed, this, &ComparisonPage::scheduleRecompute);
    // The first plan is computed when the page is first shown (or asked for): a window
    // that starts on another tab does not rank the catalog at start-up.
}

// A worker still ranking keeps its own copies (workload, options, catalog snapshot); its
// result is dropped with its watcher, a child of the page.
ComparisonPage::~ComparisonPage() = default;

void ComparisonPage::buildUi()
{
    auto *controls = new QWidget(this);
    auto *form = new QGridLayout(controls);
    for (int c = 1; c < 8; c += 2)
        form->setColumnStretch(c, 1);
    int col = 0;
    // slots: how many of the row's four label + field pairs the field takes (the field
    // spans the later pairs' label and field columns).
    auto addField = [&](const QString &label, QWidget *field, int slots = 1) {
        auto *l = new QLabel(label, controls);
        l->setBuddy(field);
        // Spin boxes ask for the width of their largest value; at 1024 px they share it.
        field->setMinimumWidth(std::min(field->minimumSizeHint().width(), 120));
        form->addWidget(l, col / 4, (col % 4) * 2, Qt::AlignRight);
        form->addWidget(field, col / 4, (col % 4) * 2 + 1, 1, slots * 2 - 1);
        col += slots;
    };
    m_region = new QComboBox(controls);
    m_region->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_region->setMinimumContentsLength(14);
    m_region->setObjectName(QStringLiteral("region"));
    for (const Region &r : m_repository->catalog().regions())
        m_region->addItem(
            QStringLiteral("%1 — %2").arg(QString::fromStdString(r.id), regionName(r)),
            QString::fromStdString(r.id));
    m_region->setCurrentIndex(std::max(0, m_region->findData(QStringLiteral("cn-shanghai"))));
    // The region takes two of the row's four places, so that its whole name shows at
    // 1024 px ("cn-shanghai — China (Shanghai)") without raising the window's minimum
    // width (a box as wide as the longest name pushed it past 1024 px with other font
    // metrics). The longest names may still be cut; the whole one is in the tooltip.
    addField(tr("&Region:"), m_region, 2);
    auto regionTip = [this] {
        m_region->setToolTip(m_region->currentText());
    };
    regionTip();
    connect(m_region, &QComboBox::currentIndexChanged, this, regionTip);
    m_pricing = new QComboBox(controls);
    m_pricing->setObjectName(QStringLiteral("pricing"));
    for (PricingMode m : {PricingMode::PayAsYouGo, PricingMode::Subscription, PricingMode::Spot,
                          PricingMode::Reserved})
        m_pricing->addItem(pricingModeLabel(m), static_cast<int>(m));
    addField(tr("&Pricing:"), m_pricing);
    m_tokens = new QDoubleSpinBox(controls);
    m_tokens->setObjectName(QStringLiteral("tokens"));
    m_tokens->setRange(0, 1e9);
    m_tokens->setDecimals(1);
    m_tokens->setValue(100);
    m_tokens->setSuffix(tr(" M tokens"));
    m_tokens->setToolTip(tr("Training tokens per epoch (samples × sequence length)"));
    addField(tr("&Dataset:"), m_tokens);
    m_epochs = new QDoubleSpinBox(controls);
    m_epochs->setObjectName(QStringLiteral("epochs"));
    m_epochs->setRange(0.1, 1000);
    m_epochs->setValue(1);
    addField(tr("&Epochs:"), m_epochs);
    m_maxNodes = new QSpinBox(controls);
    m_maxNodes->setObjectName(QStringLiteral("maxNodes"));
    m_maxNodes->setRange(1, 512);
    addField(tr("Max &instances:"), m_maxNodes);
    m_headroom = new QDoubleSpinBox(controls);
    m_headroom->setRange(0, 50);
    m_headroom->setValue(10);
    m_headroom->setSuffix(QStringLiteral(" %"));
    addField(tr("VRAM &headroom:"), m_headroom);
    m_mfu = new QDoubleSpinBox(controls);
    m_mfu->setObjectName(QStringLiteral("mfu"));
    m_mfu->setRange(0.05, 1);
    m_mfu->setSingleStep(0.05);
    m_mfu->setValue(0.4);
    m_mfu->setToolTip(tr("Model FLOPs utilisation: the share of the GPU's dense tensor throughput "
                         "the job achieves"));
    addField(tr("&MFU:"), m_mfu);
    m_budget = new QDoubleSpinBox(controls);
    m_budget->setObjectName(QStringLiteral("budget"));
    m_budget->setRange(0, 1e10);
    m_budget->setDecimals(0);
    m_budget->setSpecialValueText(tr("none"));
    addField(tr("&Budget:"), m_budget);
    m_deadline = new QDoubleSpinBox(controls);
    m_deadline->setObjectName(QStringLiteral("deadline"));
    m_deadline->setRange(0, 1e6);
    m_deadline->setSpecialValueText(tr("none"));
    m_deadline->setSuffix(tr(" h"));
    addField(tr("Dead&line:"), m_deadline);
    m_spotDiscount = new QDoubleSpinBox(controls);
    m_spotDiscount->setObjectName(QStringLiteral("spotDiscount"));
    m_spotDiscount->setRange(0, 100);
    m_spotDiscount->setSpecialValueText(tr("imported"));
    m_spotDiscount->setSuffix(QStringLiteral(" %"));
    m_spotDiscount->setToolTip(tr("Spot price as a percentage of pay-as-you-go; \"imported\" uses "
                                  "the imported spot prices"));
    addField(tr("Spot price:"), m_spotDiscount);
    m_currency = new QComboBox(controls);
    m_currency->addItems({QStringLiteral("CNY"), QStringLiteral("USD")});
    addField(tr("Currency:"), m_currency);
    m_rate = new QDoubleSpinBox(controls);
    m_rate->setRange(0, 100);
    m_rate->setDecimals(4);
    m_rate->setSpecialValueText(tr("not set"));
    m_rate->setPrefix(tr("1 USD = "));
    m_rate->setSuffix(QStringLiteral(" CNY"));
    addField(tr("Rate:"), m_rate);
    m_maxGpus = new QSpinBox(controls);
    m_maxGpus->setObjectName(QStringLiteral("maxGpus"));
    m_maxGpus->setRange(0, 4096);
    m_maxGpus->setSpecialValueText(tr("any"));
    addField(tr("Max &GPUs:"), m_maxGpus);
    m_families = new QLineEdit(controls);
    m_families->setObjectName(QStringLiteral("families"));
    m_families->setPlaceholderText(tr("all, or e.g. gn7e, gn7i"));
    m_families->setClearButtonEnabled(true);
    addField(tr("&Families:"), m_families);

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
    buttons->addWidget(m_chartsToggle);
    buttons->addWidget(m_detachToggle);
    m_summary = new QLabel(controls);
    m_summary->setObjectName(QStringLiteral("summary"));
    m_summary->setWordWrap(true);

    auto *proxy = new VerdictFilter(this);
    proxy->setSourceModel(m_model);
    proxy->setSortRole(PlanTableModel::SortRole);
    m_proxy = proxy;
    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("planTable"));
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(static_cast<int>(Column::Rank), Qt::AscendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->verticalHeader()->hide();
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    QHeaderView *header = m_view->horizontalHeader();
    header->setStretchLastSection(true);
    header->setSectionsMovable(true);
    header->setResizeContentsPrecision(200); // fitting columns reads 200 rows, not 10k
    // Column chooser on the header.
    header->setContextMenuPolicy(Qt::CustomContextMenu);
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
    connect(m_showAll, &QCheckBox::toggled, this, [this, proxy](bool on) {
        proxy->showAll = on;
        proxy->refresh();
        if (selectedType().isEmpty() && m_proxy->rowCount() > 0)
            m_view->selectRow(0);
    });
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
    m_rowDetails = new QTextBrowser(detail);
    m_rowDetails->setObjectName(QStringLiteral("rowDetails"));
    m_findings = new QTextBrowser(detail);
    m_findings->setObjectName(QStringLiteral("findings"));
    detail->addWidget(m_rowDetails);
    detail->addWidget(m_findings);
    detail->setMinimumWidth(130);

    m_tableSplit = new QSplitter(Qt::Horizontal, this);
    m_tableSplit->setObjectName(QStringLiteral("tableSplit"));
    m_tableSplit->addWidget(m_view);
    m_tableSplit->addWidget(detail);
    m_tableSplit->setStretchFactor(0, 7); // the detail pane takes what is left (1024 px: ~150)
    m_tableSplit->setStretchFactor(1, 1);
    m_tableSplit->setCollapsible(0, false);
    m_tableSplit->setSizes({860, 140}); // scaled to the width; saved splitters win
    m_mainSplit = new QSplitter(Qt::Vertical, this);
    m_mainSplit->setObjectName(QStringLiteral("mainSplit"));
    m_mainSplit->addWidget(m_tableSplit);
    m_mainSplit->addWidget(buildCharts());
    m_mainSplit->setStretchFactor(0, 1);
    m_mainSplit->setStretchFactor(1, 1);
    m_mainSplit->setCollapsible(0, false);
    connect(m_chartsToggle, &QToolButton::toggled, this, &ComparisonPage::setChartsShown);
    connect(m_detachToggle, &QToolButton::toggled, this, &ComparisonPage::setChartsDetached);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(controls);
    layout->addLayout(buttons);
    layout->addWidget(m_summary);
    layout->addWidget(m_mainSplit, 1);

    auto edited = [this] {
        if (!m_building)
            Q_EMIT optionsEdited();
        scheduleRecompute();
    };
    for (QComboBox *box : {m_region, m_pricing, m_currency})
        connect(box, &QComboBox::currentIndexChanged, this, edited);
    for (QDoubleSpinBox *box :
         {m_tokens, m_epochs, m_headroom, m_mfu, m_budget, m_deadline, m_spotDiscount, m_rate})
        connect(box, &QDoubleSpinBox::valueChanged, this, edited);
    connect(m_maxNodes, &QSpinBox::valueChanged, this, edited);
    connect(m_maxGpus, &QSpinBox::valueChanged, this, edited);
    connect(m_families, &QLineEdit::textChanged, this, edited);
}

QWidget *ComparisonPage::buildCharts()
{
    // The series and axes live as long as the page; an update replaces their data.
    m_costChart = new QChart;
    m_costSeries = new QBarSeries(m_costChart);
    m_costSet = new QBarSet(QString(), m_costSeries);
    m_costSet->setColor(QColor(0x3d, 0x6f, 0xa8));
    m_costSeries->append(m_costSet);
    m_costChart->addSeries(m_costSeries);
    m_costFamilies = new QBarCategoryAxis(m_costChart);
    m_costFamilies->setLabelsAngle(-90); // never overlapping, never cut
    m_costChart->addAxis(m_costFamilies, Qt::AlignBottom);
    m_costSeries->attachAxis(m_costFamilies);
    m_costAxis = new QValueAxis(m_costChart);
    m_costChart->addAxis(m_costAxis, Qt::AlignLeft);
    m_costSeries->attachAxis(m_costAxis);
    m_costChart->legend()->hide();
    connect(m_costSeries, &QBarSeries::clicked, this, [this](int index, QBarSet *) {
        if (index >= 0 && index < m_costIds.size())
            selectType(m_costIds.at(index));
    });
    connect(m_costSet, &QBarSet::hovered, this, [this](bool on, int index) {
        if (!on || index < 0 || index >= m_costIds.size() || !m_plan) {
            showToolTip({});
            return;
        }
        const int row = m_model->rowOf(m_costIds.at(index));
        if (row >= 0)
            showToolTip(pointToolTip(m_model->rowAt(row), m_model->isTraining(),
                                     QLocale().language() == QLocale::Chinese));
    });

    m_vramChart = new QChart;
    m_vramChart->setTitle(tr("VRAM need per GPU"));
    m_fitsSeries = new QScatterSeries(m_vramChart);
    m_fitsSeries->setName(tr("fits"));
    m_fitsSeries->setColor(QColor(0x1b, 0x7f, 0x3b));
    m_fitsSeries->setMarkerSize(8);
    m_noFitSeries = new QScatterSeries(m_vramChart);
    m_noFitSeries->setName(tr("no fit"));
    m_noFitSeries->setColor(QColor(0xb0, 0x00, 0x20));
    m_noFitSeries->setMarkerSize(8);
    m_diagonal = new QLineSeries(m_vramChart);
    m_diagonal->setName(tr("limit"));
    m_vramChart->addSeries(m_fitsSeries);
    m_vramChart->addSeries(m_noFitSeries);
    m_vramChart->addSeries(m_diagonal);
    m_vramX = new QValueAxis(m_vramChart);
    m_vramX->setTitleText(tr("Usable (GiB)"));
    m_vramY = new QValueAxis(m_vramChart);
    m_vramY->setTitleText(tr("Need (GiB)"));
    m_vramChart->addAxis(m_vramX, Qt::AlignBottom);
    m_vramChart->addAxis(m_vramY, Qt::AlignLeft);
    for (QAbstractSeries *s : m_vramChart->series()) {
        s->attachAxis(m_vramX);
        s->attachAxis(m_vramY);
    }

    m_paretoChart = new QChart;
    m_paretoPoints = new QScatterSeries(m_paretoChart);
    m_paretoPoints->setName(tr("types"));
    m_paretoPoints->setMarkerSize(8);
    m_front = new QLineSeries(m_paretoChart);
    m_front->setName(tr("Pareto front"));
    m_paretoChart->addSeries(m_paretoPoints);
    m_paretoChart->addSeries(m_front);
    m_paretoX = new QValueAxis(m_paretoChart);
    m_paretoY = new QValueAxis(m_paretoChart);
    m_paretoChart->addAxis(m_paretoX, Qt::AlignBottom);
    m_paretoChart->addAxis(m_paretoY, Qt::AlignLeft);
    for (QAbstractSeries *s : m_paretoChart->series()) {
        s->attachAxis(m_paretoX);
        s->attachAxis(m_paretoY);
    }
    // Hover shows the exact values of a point; a click selects its row.
    const std::pair<QScatterSeries *, std::vector<int> *> scatters[] = {
        {m_fitsSeries, &m_fitsRows},
        {m_noFitSeries, &m_noFitRows},
        {m_paretoPoints, &m_paretoRows}};
    for (const auto &[series, rows] : scatters) {
        QScatterSeries *s = series;
        connect(s, &QScatterSeries::hovered, this, [this, s](const QPointF &p, bool on) {
            const int row = on ? rowOfPoint(s, p) : -1;
            if (row < 0 || !m_plan) {
                showToolTip({});
                return;
            }
            showToolTip(pointToolTip(m_plan->rows[static_cast<std::size_t>(row)],
                                     m_model->isTraining(),
                                     QLocale().language() == QLocale::Chinese));
        });
        connect(s, &QScatterSeries::clicked, this,
                [this, s](const QPointF &p) { selectPlanRow(rowOfPoint(s, p)); });
    }

    m_modesChart = new QChart;
    m_modesSeries = new QHorizontalBarSeries(m_modesChart);
    m_modesSet = new QBarSet(QString(), m_modesSeries);
    m_modesSet->setColor(QColor(0x3d, 0x6f, 0xa8));
    m_modesSeries->append(m_modesSet);
    m_modesChart->addSeries(m_modesSeries);
    m_modesLabels = new QBarCategoryAxis(m_modesChart);
    m_modesChart->addAxis(m_modesLabels, Qt::AlignLeft);
    m_modesSeries->attachAxis(m_modesLabels);
    m_modesAxis = new QValueAxis(m_modesChart);
    m_modesChart->addAxis(m_modesAxis, Qt::AlignBottom);
    m_modesSeries->attachAxis(m_modesAxis);
    m_modesChart->legend()->hide();
    connect(m_modesSet, &QBarSet::hovered, this, [this](bool on, int index) {
        showToolTip(on && index >= 0 && index < m_modesTips.size() ? m_modesTips.at(index)
                                                                   : QString());
    });

    m_chartsPane = new QWidget(this);
    m_chartsPane->setObjectName(QStringLiteral("chartsPane"));
    auto *grid = new QGridLayout(m_chartsPane);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setSpacing(2);
    int i = 0;
    for (QChart *chart : {m_costChart, m_paretoChart, m_vramChart, m_modesChart})
        grid->addWidget(chartView(chart, m_chartsPane), 0, i++);
    // Its cost axis has the longest title ("CNY/1M tokens"), and the chart's title already
    // names the horizontal axis ("Tokens/s against cost"): without a second line for that
    // the cost axis keeps the height to show its title whole at 1024 x 700.
    m_paretoX->setTitleVisible(false);
    for (int c = 0; c < 4; ++c) // the pricing modes' labels sit beside their bars
        grid->setColumnStretch(c, c == 3 ? 5 : 4);
    return m_chartsPane;
}

PlanOptions ComparisonPage::options() const
{
    PlanOptions o;
    o.region = m_region->currentData().toString().toStdString();
    o.pricing = static_cast<PricingMode>(m_pricing->currentData().toInt());
    o.datasetTokens = m_tokens->value() * 1e6;
    o.epochs = m_epochs->value();
    o.maxNodes = m_maxNodes->value();
    o.headroomPct = m_headroom->value();
    o.mfu = m_mfu->value();
    if (m_budget->value() > 0)
        o.budget = m_budget->value();
    if (m_deadline->value() > 0)
        o.deadlineHours = m_deadline->value();
    if (m_spotDiscount->value() > 0)
        o.spotDiscountPct = m_spotDiscount->value();
    o.currency = m_currency->currentText().toStdString();
    if (m_rate->value() > 0)
        o.cnyPerUsd = m_rate->value();
    if (m_maxGpus->value() > 0)
        o.maxGpus = m_maxGpus->value();
    // Unknown family names are ignored, so a half-typed name does not empty the table.
    for (const QString &f : m_families->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        if (m_repository->catalog().family(f.trimmed().toStdString()))
            o.families.push_back(f.trimmed().toStdString());
    }
    o.today = QDate::currentDate().toString(Qt::ISODate).toStdString();
    return o;
}

void ComparisonPage::setOptions(const PlanOptions &o)
{
    m_building = true;
    m_region->setCurrentIndex(std::max(0, m_region->findData(QString::fromStdString(o.region))));
    m_pricing->setCurrentIndex(m_pricing->findData(static_cast<int>(o.pricing)));
    m_tokens->setValue(o.datasetTokens / 1e6);
    m_epochs->setValue(o.epochs);
    m_maxNodes->setValue(o.maxNodes);
    m_headroom->setValue(o.headroomPct);
    m_mfu->setValue(o.mfu);
    m_budget->setValue(o.budget.value_or(0));
    m_deadline->setValue(o.deadlineHours.value_or(0));
    m_spotDiscount->setValue(o.spotDiscountPct.value_or(0));
    m_currency->setCurrentText(QString::fromStdString(o.currency));
    m_rate->setValue(o.cnyPerUsd.value_or(0));
    m_maxGpus->setValue(o.maxGpus.value_or(0));
    QStringList families;
    for (const std::string &f : o.families)
        families << QString::fromStdString(f);
    m_families->setText(families.join(QStringLiteral(", ")));
    m_building = false;
    recompute();
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
    return m_inFlight > 0;
}

void ComparisonPage::startRecompute()
{
    if (!m_pending)
        return; // a recompute ran meanwhile
    m_pending = false;
    std::shared_ptr<const Catalog> catalog = m_repository->snapshot();
    if (!catalog || catalog->types().size() < kAsyncTypes) {
        recompute(); // a few milliseconds: not worth a thread
        return;
    }
    // A large catalog is ranked on a worker. It gets copies of everything it reads and
    // the catalog snapshot (which the plan keeps), never a pointer into the page.
    const Workload w = m_workload();
    const PlanOptions o = options();
    const SortKey sort = m_sort;
    const quint64 generation = ++m_generation;
    auto *watcher = new QFutureWatcher<std::shared_ptr<const Plan>>(this);
    ++m_inFlight;
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation, w] {
        --m_inFlight;
        watcher->deleteLater();
        if (generation != m_generation)
            return; // overtaken by a newer edit: drop the stale plan
        applyPlan(watcher->result(), w.isTraining(), QString::fromStdString(w.model.name));
    });
    watcher->setFuture(QtConcurrent::run([w, catalog, o, sort] {
        return std::make_shared<const Plan>(makePlan(w, catalog, o, sort));
    }));
}

void ComparisonPage::recompute()
{
    m_pending = false;
    ++m_generation; // a worker still running is overtaken
    const Workload w = m_workload();
    // The plan keeps the catalog snapshot its rows point into alive, so the table, the
    // charts and the selection stay valid when the repository replaces its catalog.
    applyPlan(
        std::make_shared<const Plan>(makePlan(w, m_repository->snapshot(), options(), m_sort)),
        w.isTraining(), QString::fromStdString(w.model.name));
}

void ComparisonPage::applyPlan(std::shared_ptr<const Plan> plan, bool training,
                               const QString &modelName)
{
    const QString selected = selectedType();
    // The selection is restored below; its signals must not redraw the pricing modes and
    // the detail pane on the way (once for the reset, once for the restored row).
    m_applying = true;
    std::shared_ptr<const Plan> old = std::move(m_plan);
    m_plan = plan;
    const bool chinese = QLocale().language() == QLocale::Chinese;
    m_model->setPlan(plan, training, chinese);
    // Freeing ten thousand rows takes milliseconds: the last owner lets go on a worker.
    if (old && old.use_count() == 1)
        (void)QtConcurrent::run([old = std::move(old)]() mutable { old.reset(); });
    if (!m_columnsFitted || m_fittedForTraining != training)
        fitColumns();
    int fitting = 0, priced = 0;
    for (const PlanRow &r : plan->rows) {
        fitting += r.verdict != Verdict::DoesNotFit;
        priced += r.verdict != Verdict::DoesNotFit && r.pricePerHour.has_value();
    }
    m_summary->setText(tr("%n instance type(s) of %1 fit %2;", nullptr, fitting)
                           .arg(plan->rows.size())
                           .arg(modelName) +
                       QLatin1Char(' ') +
                       tr("%n of them priced in %1. ★ marks the Pareto front of time against cost.",
                          nullptr, priced)
                           .arg(m_region->currentData().toString()));
    if (!selected.isEmpty())
        selectType(selected);
    if (selectedType().isEmpty() && m_proxy->rowCount() > 0)
        m_view->selectRow(0);
    m_applying = false;
    updateCharts();
    updateModesChart();
    updateFindings();
    Q_EMIT planChanged();
}

void ComparisonPage::fitColumns()
{
    // Once per task (the time and cost columns change meaning), not on every update: a
    // width the user set stays, and fitting reads at most a few hundred rows.
    m_columnsFitted = true;
    m_fittedForTraining = m_model->isTraining();
    m_view->resizeColumnsToContents();
    const int cap = m_view->fontMetrics().horizontalAdvance(QLatin1Char('M')) * 24;
    for (int c = 0; c < m_model->columnCount(); ++c)
        m_view->setColumnWidth(c, std::min(m_view->columnWidth(c), cap));
    m_view->setColumnWidth(static_cast<int>(Column::Reasons), cap * 2);
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

int ComparisonPage::rowOfPoint(QScatterSeries *series, const QPointF &p) const
{
    const std::vector<int> &rows = series == m_fitsSeries    ? m_fitsRows
                                   : series == m_noFitSeries ? m_noFitRows
                                                             : m_paretoRows;
    const QList<QPointF> points = series->points();
    // Hover and click report the point itself; the nearest one is a fallback.
    int best = -1;
    double bestD = 0;
    const auto *x = qobject_cast<QValueAxis *>(series->attachedAxes().value(0));
    const auto *y = qobject_cast<QValueAxis *>(series->attachedAxes().value(1));
    const double sx = x ? std::max(1e-12, x->max() - x->min()) : 1;
    const double sy = y ? std::max(1e-12, y->max() - y->min()) : 1;
    for (int i = 0; i < points.size() && i < static_cast<int>(rows.size()); ++i) {
        if (points[i] == p)
            return rows[static_cast<std::size_t>(i)];
        const double d = std::hypot((points[i].x() - p.x()) / sx, (points[i].y() - p.y()) / sy);
        if (best < 0 || d < bestD) {
            best = i;
            bestD = d;
        }
    }
    return best < 0 ? -1 : rows[static_cast<std::size_t>(best)];
}

void ComparisonPage::showToolTip(const QString &text)
{
    if (text.isEmpty()) {
        QToolTip::hideText();
        return;
    }
    m_lastToolTip = text;
    QToolTip::showText(QCursor::pos(), text, this);
}

QString ComparisonPage::pointToolTip(const PlanRow &r, bool training, bool chinese)
{
    using chartstyle::formatFixed;
    const QString currency = currencyOf(r);
    QStringList lines;
    QString head = QString::fromStdString(r.type->id);
    if (r.instances > 1)
        head += QStringLiteral(" × ") + tr("%n instance(s)", nullptr, r.instances);
    lines << head;
    lines << tr("Verdict: %1").arg(PlanTableModel::verdictLabel(r.verdict));
    lines << tr("Need %1 GiB of %2 GiB usable per GPU (card %3 GiB); %n GPU(s)", nullptr,
                r.gpusUsed)
                 .arg(formatFixed(r.needPerGpuGib, 2),
                      formatFixed(r.usableGib > 0 ? r.usableGib : r.cardGib, 2),
                      formatFixed(r.cardGib, 2));
    if (training)
        lines << (r.hours ? tr("Hours: %1").arg(formatFixed(*r.hours, 2)) : tr("Hours: unknown"));
    else
        lines << (r.tokensPerSecond
                      ? tr("Output tokens per second: %1").arg(formatFixed(*r.tokensPerSecond, 1))
                      : tr("Output tokens per second: unknown"));
    if (r.pricePerHour)
        lines << tr("Price: %1 %2 per hour").arg(formatFixed(*r.pricePerHour, 2), currency);
    else
        lines << tr("No price: never treated as free");
    const std::optional<double> cost = training ? r.totalCost : r.costPerMillionTokens;
    if (cost)
        lines << (training ? tr("Total cost: %1 %2") : tr("Cost per million tokens: %1 %2"))
                     .arg(formatFixed(*cost, 2), currency);
    if (r.pareto)
        lines << tr("On the Pareto front of time against cost");
    if (r.verdict == Verdict::DoesNotFit && !r.reasons.empty())
        lines << planwording::reasonText(r.reasons.front(), planwording::languageOf(chinese));
    return lines.join(QLatin1Char('\n'));
}

void ComparisonPage::updateCharts()
{
    const bool training = m_model->isTraining();
    const QString currency = m_currency->currentText();
    const Plan &plan = *m_plan;
    const QString costTitle =
        training ? tr("Total cost (%1)").arg(currency) : tr("%1/1M tokens").arg(currency);
    const QString timeTitle = training ? tr("Hours") : tr("Tokens/s");

    // 1. Cost by family: the best fitting type of each family (rows are ranked).
    m_costChart->setTitle(training ? tr("Total cost by family")
                                   : tr("Cost per 1M tokens by family"));
    std::unordered_map<std::string, bool> seen;
    QStringList families;
    QList<qreal> costs;
    m_costIds.clear();
    double maxCost = 0;
    for (const PlanRow &r : plan.rows) {
        const auto cost = training ? r.totalCost : r.costPerMillionTokens;
        if (r.verdict == Verdict::DoesNotFit || !cost)
            continue;
        if (seen.emplace(r.type->familyId, true).second) {
            families << QString::fromStdString(r.type->familyId);
            costs << *cost;
            m_costIds << QString::fromStdString(r.type->id);
            maxCost = std::max(maxCost, *cost);
        }
    }
    m_costSet->setLabel(costTitle);
    m_costSet->remove(0, m_costSet->count());
    m_costSet->append(costs);
    m_costFamilies->setCategories(families);
    applyScale(m_costAxis, 0, maxCost, 5);
    m_costAxis->setTitleText(costTitle);

    // 2. VRAM need against what each type offers per GPU, and the line need = usable.
    QList<QPointF> fits, noFits;
    std::vector<int> fitsRows, noFitRows;
    double maxX = 1, maxY = 1;
    for (std::size_t i = 0; i < plan.rows.size(); ++i) {
        const PlanRow &r = plan.rows[i];
        const double usable = r.usableGib > 0 ? r.usableGib : r.cardGib;
        const bool fit = r.verdict != Verdict::DoesNotFit;
        (fit ? fits : noFits) << QPointF(usable, r.needPerGpuGib);
        (fit ? fitsRows : noFitRows).push_back(static_cast<int>(i));
        maxX = std::max(maxX, usable);
        maxY = std::max(maxY, r.needPerGpuGib);
    }
    fillScatter(m_fitsSeries, fits, fitsRows, m_fitsRows, kMaxScatterPoints);
    fillScatter(m_noFitSeries, noFits, noFitRows, m_noFitRows, kMaxScatterPoints);
    // A need far beyond every card must not flatten the chart: the y axis stops at three
    // times the largest card, the points above sit on its edge.
    const double top = std::max(maxX, std::min(maxY, maxX * 3));
    applyScale(m_vramX, 0, maxX, 4);
    applyScale(m_vramY, 0, top, 5);
    m_diagonal->replace({QPointF(0, 0), QPointF(m_vramY->max(), m_vramY->max())});

    // 3. Time (training) or throughput (serving) against cost, with the Pareto front.
    m_paretoChart->setTitle(training ? tr("Hours against cost") : tr("Tokens/s against cost"));
    QList<QPointF> points;
    std::vector<int> pointRows;
    std::vector<std::pair<double, double>> frontPoints;
    double maxT = 0, maxC = 0;
    for (std::size_t i = 0; i < plan.rows.size(); ++i) {
        const PlanRow &r = plan.rows[i];
        const std::optional<double> t = training ? r.hours : r.tokensPerSecond;
        const std::optional<double> c = training ? r.totalCost : r.costPerMillionTokens;
        if (r.verdict == Verdict::DoesNotFit || !t || !c)
            continue;
        points << QPointF(*t, *c);
        pointRows.push_back(static_cast<int>(i));
        maxT = std::max(maxT, *t);
        maxC = std::max(maxC, *c);
        if (r.pareto)
            frontPoints.emplace_back(*t, *c);
    }
    fillScatter(m_paretoPoints, points, pointRows, m_paretoRows, kMaxScatterPoints);
    std::sort(frontPoints.begin(), frontPoints.end());
    QList<QPointF> front;
    for (const auto &[t, c] : frontPoints)
        front << QPointF(t, c);
    m_front->replace(front);
    m_paretoX->setTitleText(timeTitle);
    m_paretoY->setTitleText(costTitle);
    applyScale(m_paretoX, 0, maxT, 4);
    applyScale(m_paretoY, 0, maxC, 5);
}

void ComparisonPage::updateModesChart()
{
    const QString id = selectedType();
    const bool training = m_model->isTraining();
    // The catalog of the plan on screen (the repository's may be newer until the next
    // recompute), held for the duration of this function.
    const std::shared_ptr<const Catalog> catalog =
        m_plan && m_plan->catalog ? m_plan->catalog : m_repository->snapshot();
    const InstanceType *t = catalog->type(id.toStdString());
    const QString title = tr("Pricing modes");
    if (!t) {
        ++m_modesGeneration;
        m_modesTips.clear();
        m_modesSet->remove(0, m_modesSet->count());
        m_modesChart->setTitle(title);
        m_modesLabels->clear();
        applyScale(m_modesAxis, 0, 1, 4);
        return;
    }
    m_modesChart->setTitle(QStringLiteral("%1<br>%2").arg(title, id));
    PlanOptions o = options();
    o.families = {t->familyId};
    o.budget.reset();
    o.deadlineHours.reset();
    const Workload w = m_workload();
    const SortKey sort = m_sort;
    const std::string typeId = t->id;
    // The cost of the type under each mode, top to bottom on the chart.
    auto costs = [w, catalog, o, sort, typeId, training]() mutable {
        std::vector<std::optional<double>> out;
        for (PricingMode mode : kModes) {
            o.pricing = mode;
            const Plan p = makePlan(w, *catalog, o, sort);
            std::optional<double> v;
            for (const PlanRow &r : p.rows) {
                if (r.type->id == typeId)
                    v = training ? r.totalCost : r.costPerMillionTokens;
            }
            out.push_back(v);
        }
        return out;
    };
    const quint64 generation = ++m_modesGeneration;
    if (catalog->types().size() < kAsyncModesTypes) {
        showModes(id, costs());
        return;
    }
    // Four rankings of a family of a large catalog: on a worker, like the plan.
    auto *watcher = new QFutureWatcher<std::vector<std::optional<double>>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation, id] {
        watcher->deleteLater();
        if (generation == m_modesGeneration)
            showModes(id, watcher->result());
    });
    watcher->setFuture(QtConcurrent::run(costs));
}

void ComparisonPage::showModes(const QString &id, const std::vector<std::optional<double>> &costs)
{
    const bool training = m_model->isTraining();
    const QString currency = m_currency->currentText();
    QStringList labels;
    QList<qreal> values;
    double maxV = 0;
    m_modesTips.clear();
    for (std::size_t i = 0; i < costs.size() && i < std::size(kModes); ++i) {
        const std::optional<double> &v = costs[i];
        values << v.value_or(0);
        maxV = std::max(maxV, v.value_or(0));
        const QString mode_ = pricingModeLabel(kModes[i]);
        // The name alone fits beside the bar; a mode without a price reads "—" (its
        // tooltip says so), the values are on the axis and in the tooltips.
        labels << (v ? mode_ : QStringLiteral("%1 —").arg(mode_));
        m_modesTips << (v ? QStringLiteral("%1\n%2: %3 %4")
                                .arg(id, mode_, chartstyle::formatFixed(*v, 2), currency)
                          : QStringLiteral("%1\n%2").arg(id, tr("%1: no price").arg(mode_)));
    }
    m_modesSet->remove(0, m_modesSet->count());
    m_modesSet->append(values);
    m_modesLabels->setCategories(labels);
    applyScale(m_modesAxis, 0, maxV, 4);
    m_modesAxis->setTitleText(training ? tr("Job cost (%1)").arg(currency)
                                       : tr("%1/1M tokens").arg(currency));
}

void ComparisonPage::updateFindings()
{
    if (!m_plan)
        return;
    const bool chinese = QLocale().language() == QLocale::Chinese;
    QString html;
    const QModelIndex current = m_view->selectionModel()->currentIndex();
    // (the selected row)
    if (current.isValid()) {
        const int row = m_proxy->mapToSource(current).row();
        const PlanRow &r = m_model->rowAt(row);
        const QStringList lines = pointToolTip(r, m_model->isTraining(), false).split(u'\n');
        html += QStringLiteral("<b>%1</b><br>").arg(lines.first().toHtmlEscaped());
        for (int i = 1; i < lines.size(); ++i)
            html += lines[i].toHtmlEscaped() + QStringLiteral("<br>");
        if (!r.reasons.empty()) {
            html += QStringLiteral("<b>%1</b><ul>").arg(tr("Reasons"));
            for (const Reason &reason : r.reasons)
                html += QStringLiteral("<li>%1</li>")
                            .arg(planwording::reasonText(reason, planwording::languageOf(chinese))
                                     .toHtmlEscaped());
            html += QStringLiteral("</ul>");
        }
        const QString time = PlanTableModel::timeBreakdown(r, m_model->isTraining());
        if (!time.isEmpty())
            html += QStringLiteral("<p><small>%1</small></p>")
                        .arg(time.toHtmlEscaped().replace(u'\n', QStringLiteral("<br>")));
    }
    m_rowDetails->setHtml(html);
    html.clear();
    html += QStringLiteral("<b>%1</b><ul>").arg(tr("Findings"));
    for (const Finding &f : m_plan->findings) {
        const QString color =
            f.severity == Severity::Warning ? QStringLiteral("#b05a00") : QStringLiteral("#333333");
        html +=
            QStringLiteral("<li><span style='color:%1'>%2</span><br><small>%3</small></li>")
                .arg(color,
                     planwording::findingText(f, planwording::languageOf(chinese)).toHtmlEscaped(),
                     planwording::findingExplanation(f, planwording::languageOf(chinese))
                         .toHtmlEscaped());
    }
    html += QStringLiteral("</ul><b>%1</b><ul>").arg(tr("Assumptions"));
    for (const std::string &a : m_plan->assumptions)
        html += QStringLiteral("<li>%1</li>").arg(QString::fromStdString(a).toHtmlEscaped());
    html += QStringLiteral("</ul>");
    if (html != m_findingsHtml) { // laying out a long list costs milliseconds
        m_findingsHtml = html;
        m_findings->setHtml(html);
    }
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
    m_chartsPane->setVisible(on);
}

bool ComparisonPage::chartsDetached() const
{
    return m_chartsWindow != nullptr;
}

void ComparisonPage::setChartsDetached(bool on)
{
    {
        const QSignalBlocker block(m_detachToggle);
        m_detachToggle->setChecked(on);
    }
    if (on == chartsDetached())
        return;
    auto *grid = static_cast<QGridLayout *>(m_chartsPane->layout());
    QList<QWidget *> views;
    for (int i = 0; i < grid->count(); ++i)
        views << grid->itemAt(i)->widget();
    for (QWidget *v : views)
        grid->removeWidget(v);
    if (on) {
        // A window of its own (a child of the page, so it goes with it), the charts two
        // by two; closing it brings them back.
        m_chartsWindow = new QWidget(this, Qt::Window);
        m_chartsWindow->setObjectName(QStringLiteral("chartsWindow"));
        m_chartsWindow->setWindowTitle(tr("Comparison charts"));
        m_chartsWindow->setAttribute(Qt::WA_DeleteOnClose, false);
        auto *layout = new QVBoxLayout(m_chartsWindow);
        layout->setContentsMargins(2, 2, 2, 2);
        layout->addWidget(m_chartsPane);
        for (int i = 0; i < views.size(); ++i)
            grid->addWidget(views[i], i / 2, i % 2);
        m_chartsWindow->installEventFilter(this);
        m_chartsWindow->resize(900, 640);
        m_chartsPane->show();
        m_chartsWindow->show();
        const QSignalBlocker block(m_chartsToggle);
        m_chartsToggle->setChecked(true);
    } else {
        for (int i = 0; i < views.size(); ++i)
            grid->addWidget(views[i], 0, i);
        m_mainSplit->addWidget(m_chartsPane);
        m_chartsPane->setVisible(m_chartsToggle->isChecked());
        QWidget *window = m_chartsWindow;
        m_chartsWindow = nullptr;
        window->removeEventFilter(this);
        window->hide();
        window->deleteLater();
    }
}

bool ComparisonPage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_chartsWindow && event->type() == QEvent::Close)
        QMetaObject::invokeMethod(
            this, [this] { setChartsDetached(false); }, Qt::QueuedConnection);
    return QWidget::eventFilter(watched, event);
}

void ComparisonPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_model->plan()->rows.empty() && !m_pending && m_inFlight == 0)
        recompute(); // the first plan, when the page is first seen
}

void ComparisonPage::saveState(QSettings &settings) const
{
    settings.setValue(QStringLiteral("comparison/mainSplitter"), m_mainSplit->saveState());
    settings.setValue(QStringLiteral("comparison/tableSplitter"), m_tableSplit->saveState());
    settings.setValue(QStringLiteral("comparison/tableHeader"),
                      m_view->horizontalHeader()->saveState());
    settings.setValue(QStringLiteral("comparison/chartsShown"), chartsShown());
}

void ComparisonPage::restoreState(const QSettings &settings)
{
    m_mainSplit->restoreState(
        settings.value(QStringLiteral("comparison/mainSplitter")).toByteArray());
    m_tableSplit->restoreState(
        settings.value(QStringLiteral("comparison/tableSplitter")).toByteArray());
    const QByteArray header =
        settings.value(QStringLiteral("comparison/tableHeader")).toByteArray();
    if (!header.isEmpty() && m_view->horizontalHeader()->restoreState(header)) {
        m_columnsFitted = true; // the user's widths, not fitted ones
        m_fittedForTraining = m_model->isTraining();
    }
    setChartsShown(settings.value(QStringLiteral("comparison/chartsShown"), true).toBool());
}

} // namespace gpuplanner
