#include "comparisonpage.h"

#include "catalogbrowser.h"
#include "catalogrepository.h"
#include "catalogtablemodel.h"
#include "plantablemodel.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QLocale>
#include <QMenu>
#include <QPushButton>
#include <QScatterSeries>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QTextBrowser>
#include <QTimer>
#include <QVBoxLayout>
#include <QValueAxis>

#include <map>

namespace gpuplanner {

namespace {

// Hides the rows that do not fit unless asked to show them.
class VerdictFilter : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    bool showAll = false;
    void refresh() { invalidateFilter(); }

protected:
    bool filterAcceptsRow(int row, const QModelIndex &parent) const override
    {
        if (showAll)
            return true;
        const QModelIndex i = sourceModel()->index(row, 0, parent);
        return i.data(PlanTableModel::VerdictRole).toInt() != static_cast<int>(Verdict::DoesNotFit);
    }
};

QChartView *chartView(QChart *chart, QWidget *parent)
{
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setMargins(QMargins(4, 4, 4, 4));
    auto *view = new QChartView(chart, parent);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumSize(260, 200);
    return view;
}

// Deletes every series and axis of the chart: removeAllSeries() deletes the series, but
// removeAxis() only hands the axis back (unparented), so it is deleted here.
void clearChart(QChart *chart)
{
    chart->removeAllSeries();
    for (QAbstractAxis *axis : chart->axes()) {
        chart->removeAxis(axis);
        delete axis;
    }
}

} // namespace

ComparisonPage::ComparisonPage(CatalogRepository *repository, std::function<Workload()> workload,
                               QWidget *parent)
    : QWidget(parent)
    , m_repository(repository)
    , m_workload(std::move(workload))
{
    m_model = new PlanTableModel(this);
    m_timer = new QTimer(this);
    m_timer->setSingleShot(true);
    m_timer->setInterval(150);
    connect(m_timer, &QTimer::timeout, this, &ComparisonPage::recompute);
    buildUi();
    m_building = false;
    connect(m_repository, &CatalogRepository::changed, this, &ComparisonPage::scheduleRecompute);
    recompute();
}

void ComparisonPage::buildUi()
{
    auto *controls = new QWidget(this);
    auto *form = new QGridLayout(controls);
    int col = 0;
    auto addField = [&](const QString &label, QWidget *field) {
        auto *l = new QLabel(label, controls);
        l->setBuddy(field);
        form->addWidget(l, col / 5, (col % 5) * 2, Qt::AlignRight);
        form->addWidget(field, col / 5, (col % 5) * 2 + 1);
        ++col;
    };
    m_region = new QComboBox(controls);
    m_region->setObjectName(QStringLiteral("region"));
    for (const Region &r : m_repository->catalog().regions())
        m_region->addItem(
            QStringLiteral("%1 — %2").arg(QString::fromStdString(r.id), regionName(r)),
            QString::fromStdString(r.id));
    m_region->setCurrentIndex(std::max(0, m_region->findData(QStringLiteral("cn-shanghai"))));
    addField(tr("&Region:"), m_region);
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
    m_spotDiscount->setSuffix(tr(" % of pay-as-you-go"));
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
    connect(cheapest, &QPushButton::clicked, this, [=, this] {
        fastest->setChecked(false);
        value->setChecked(false);
        cheapest->setChecked(true);
        setSortKey(SortKey::Cost);
    });
    connect(fastest, &QPushButton::clicked, this, [=, this] {
        cheapest->setChecked(false);
        value->setChecked(false);
        fastest->setChecked(true);
        setSortKey(SortKey::Time);
    });
    connect(value, &QPushButton::clicked, this, [=, this] {
        cheapest->setChecked(false);
        fastest->setChecked(false);
        value->setChecked(true);
        setSortKey(SortKey::Value);
    });
    m_showAll = new QCheckBox(tr("Show types that do not fit"), controls);
    m_showAll->setObjectName(QStringLiteral("showAll"));
    buttons->addWidget(cheapest);
    buttons->addWidget(fastest);
    buttons->addWidget(value);
    buttons->addStretch(1);
    buttons->addWidget(m_showAll);
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
    m_view->sortByColumn(static_cast<int>(PlanTableModel::Column::Rank), Qt::AscendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->verticalHeader()->hide();
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->horizontalHeader()->setStretchLastSection(true);
    // Column chooser on the header.
    m_view->horizontalHeader()->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_view->horizontalHeader(), &QHeaderView::customContextMenuRequested, this,
            [this](const QPoint &pos) {
                QMenu menu(this);
                for (int c = 1; c < m_model->columnCount(); ++c) {
                    QAction *a = menu.addAction(m_model->headerData(c, Qt::Horizontal).toString());
                    a->setCheckable(true);
                    a->setChecked(!m_view->isColumnHidden(c));
                    connect(a, &QAction::toggled, this,
                            [this, c](bool on) { m_view->setColumnHidden(c, !on); });
                }
                menu.exec(m_view->horizontalHeader()->mapToGlobal(pos));
            });
    m_view->setColumnHidden(static_cast<int>(PlanTableModel::Column::PriceSource), true);
    connect(m_showAll, &QCheckBox::toggled, this, [proxy](bool on) {
        proxy->showAll = on;
        proxy->refresh();
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &ComparisonPage::updateModesChart);

    m_costChart = new QChart;
    m_costChart->setTitle(tr("Total job cost by family (best type of each)"));
    m_vramChart = new QChart;
    m_vramChart->setTitle(tr("VRAM need against each type's memory per GPU"));
    m_paretoChart = new QChart;
    m_paretoChart->setTitle(tr("Time against cost; the line is the Pareto front"));
    m_modesChart = new QChart;
    m_modesChart->setTitle(tr("Pricing modes of the selected type"));
    auto *charts = new QWidget(this);
    auto *grid = new QGridLayout(charts);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(chartView(m_costChart, charts), 0, 0);
    grid->addWidget(chartView(m_paretoChart, charts), 0, 1);
    grid->addWidget(chartView(m_vramChart, charts), 1, 0);
    grid->addWidget(chartView(m_modesChart, charts), 1, 1);

    m_findings = new QTextBrowser(this);
    m_findings->setObjectName(QStringLiteral("findings"));

    auto *left = new QSplitter(Qt::Vertical, this);
    left->addWidget(m_view);
    left->addWidget(m_findings);
    left->setStretchFactor(0, 3);
    left->setStretchFactor(1, 1);
    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(left);
    split->addWidget(charts);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(controls);
    layout->addLayout(buttons);
    layout->addWidget(m_summary);
    layout->addWidget(split, 1);

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
}

void ComparisonPage::scheduleRecompute()
{
    if (!m_building)
        m_timer->start();
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
    for (int r = 0; r < m_proxy->rowCount(); ++r) {
        const QModelIndex i = m_proxy->index(r, 0);
        if (i.data(PlanTableModel::TypeIdRole).toString() == id) {
            m_view->selectionModel()->setCurrentIndex(i, QItemSelectionModel::ClearAndSelect |
                                                             QItemSelectionModel::Rows);
            m_view->scrollTo(i);
            return;
        }
    }
}

void ComparisonPage::recompute()
{
    m_timer->stop();
    const QString selected = selectedType();
    const Workload w = m_workload();
    // The plan keeps the catalog snapshot its rows point into alive, so the table, the
    // charts and the selection stay valid when the repository replaces its catalog.
    auto plan =
        std::make_shared<const Plan>(makePlan(w, m_repository->snapshot(), options(), m_sort));
    m_plan = plan;
    const bool chinese = QLocale().language() == QLocale::Chinese;
    m_model->setPlan(plan, w.isTraining(), chinese);
    m_view->sortByColumn(static_cast<int>(PlanTableModel::Column::Rank), Qt::AscendingOrder);
    m_view->resizeColumnsToContents();
    m_view->setColumnWidth(static_cast<int>(PlanTableModel::Column::Reasons), 400);
    int fitting = 0, priced = 0;
    for (const PlanRow &r : plan->rows) {
        fitting += r.verdict != Verdict::DoesNotFit;
        priced += r.verdict != Verdict::DoesNotFit && r.pricePerHour.has_value();
    }
    m_summary->setText(tr("%1 of %2 instance types fit %3; %4 of them have a price in %5. ★ marks "
                          "the Pareto front of time against cost.")
                           .arg(fitting)
                           .arg(plan->rows.size())
                           .arg(QString::fromStdString(w.model.name))
                           .arg(priced)
                           .arg(m_region->currentData().toString()));
    if (!selected.isEmpty())
        selectType(selected);
    if (selectedType().isEmpty() && m_proxy->rowCount() > 0)
        m_view->selectRow(0);
    updateCharts();
    updateModesChart();
    updateFindings();
    Q_EMIT planChanged();
}

void ComparisonPage::updateCharts()
{
    const bool training = m_model->isTraining();
    const QString currency = m_currency->currentText();
    // 1. Cost by family: the best fitting type of each family (rows are ranked).
    clearChart(m_costChart);
    std::map<std::string, const PlanRow *> bestOf;
    std::vector<std::string> order;
    QStringList bestIds; // in order; the click handler keeps ids, not rows
    for (const PlanRow &r : m_plan->rows) {
        const auto cost = training ? r.totalCost : r.costPerMillionTokens;
        if (r.verdict == Verdict::DoesNotFit || !cost)
            continue;
        if (!bestOf.count(r.type->familyId)) {
            bestOf[r.type->familyId] = &r;
            order.push_back(r.type->familyId);
            bestIds << QString::fromStdString(r.type->id);
        }
    }
    auto *costSeries = new QBarSeries(m_costChart);
    auto *costSet = new QBarSet(training ? tr("Total cost (%1)").arg(currency)
                                         : tr("Per 1M tokens (%1)").arg(currency),
                                costSeries);
    QStringList families;
    double maxCost = 0;
    for (const std::string &f : order) {
        const PlanRow *r = bestOf[f];
        const double cost = training ? *r->totalCost : *r->costPerMillionTokens;
        costSet->append(cost);
        maxCost = std::max(maxCost, cost);
        families << QString::fromStdString(f);
    }
    costSeries->append(costSet);
    m_costChart->addSeries(costSeries);
    auto *famAxis = new QBarCategoryAxis(m_costChart);
    famAxis->append(families);
    famAxis->setLabelsAngle(-45);
    m_costChart->addAxis(famAxis, Qt::AlignBottom);
    costSeries->attachAxis(famAxis);
    auto *costAxis = new QValueAxis(m_costChart);
    costAxis->setRange(0, std::max(1.0, maxCost * 1.1));
    costAxis->applyNiceNumbers();
    m_costChart->addAxis(costAxis, Qt::AlignLeft);
    costSeries->attachAxis(costAxis);
    connect(costSeries, &QBarSeries::clicked, this, [this, bestIds](int index, QBarSet *) {
        if (index >= 0 && index < bestIds.size())
            selectType(bestIds.at(index));
    });

    // 2. VRAM need against memory per GPU: one point per type, and the line need = card.
    clearChart(m_vramChart);
    auto *fitsSeries = new QScatterSeries(m_vramChart);
    fitsSeries->setName(tr("fits"));
    fitsSeries->setColor(QColor(0x1b, 0x7f, 0x3b));
    fitsSeries->setMarkerSize(8);
    auto *noSeries = new QScatterSeries(m_vramChart);
    noSeries->setName(tr("does not fit"));
    noSeries->setColor(QColor(0xb0, 0x00, 0x20));
    noSeries->setMarkerSize(8);
    double maxX = 1, maxY = 1;
    for (const PlanRow &r : m_plan->rows) {
        (r.verdict == Verdict::DoesNotFit ? noSeries : fitsSeries)
            ->append(r.cardGib, r.needPerGpuGib);
        maxX = std::max(maxX, r.cardGib);
        maxY = std::max(maxY, r.needPerGpuGib);
    }
    const double top = std::max(maxX, std::min(maxY, maxX * 3));
    auto *diagonal = new QLineSeries(m_vramChart);
    diagonal->setName(tr("need = card"));
    diagonal->append(0, 0);
    diagonal->append(top, top);
    m_vramChart->addSeries(fitsSeries);
    m_vramChart->addSeries(noSeries);
    m_vramChart->addSeries(diagonal);
    auto *xCard = new QValueAxis(m_vramChart);
    xCard->setTitleText(tr("VRAM per GPU (GiB)"));
    xCard->setRange(0, maxX * 1.05);
    auto *yNeed = new QValueAxis(m_vramChart);
    yNeed->setTitleText(tr("Need per GPU (GiB)"));
    yNeed->setRange(0, top * 1.05);
    m_vramChart->addAxis(xCard, Qt::AlignBottom);
    m_vramChart->addAxis(yNeed, Qt::AlignLeft);
    for (QAbstractSeries *s : m_vramChart->series()) {
        s->attachAxis(xCard);
        s->attachAxis(yNeed);
    }
    auto pickNearest = [this](const QPointF &p, auto xOf, auto yOf) {
        const PlanRow *best = nullptr;
        double bestD = 0;
        for (const PlanRow &r : m_plan->rows) {
            const auto x = xOf(r), y = yOf(r);
            if (!x || !y)
                continue;
            const double d = std::hypot((*x - p.x()) / std::max(1e-9, std::abs(p.x()) + 1),
                                        (*y - p.y()) / std::max(1e-9, std::abs(p.y()) + 1));
            if (!best || d < bestD) {
                best = &r;
                bestD = d;
            }
        }
        if (best)
            selectType(QString::fromStdString(best->type->id));
    };
    auto cardOf = [](const PlanRow &r) {
        return std::optional<double>(r.cardGib);
    };
    auto needOf = [](const PlanRow &r) {
        return std::optional<double>(r.needPerGpuGib);
    };
    for (QScatterSeries *s : {fitsSeries, noSeries})
        connect(s, &QScatterSeries::clicked, this,
                [=](const QPointF &p) { pickNearest(p, cardOf, needOf); });

    // 3. Time against cost with the Pareto front.
    clearChart(m_paretoChart);
    auto *points = new QScatterSeries(m_paretoChart);
    points->setName(tr("fitting types"));
    points->setMarkerSize(8);
    auto *front = new QLineSeries(m_paretoChart);
    front->setName(tr("Pareto front"));
    std::vector<std::pair<double, double>> frontPoints;
    double maxT = 1, maxC = 1;
    auto timeOf = [training](const PlanRow &r) -> std::optional<double> {
        return training
                   ? r.hours
                   : (r.tokensPerSecond ? std::optional<double>(*r.tokensPerSecond) : std::nullopt);
    };
    auto costOf = [training](const PlanRow &r) {
        return training ? r.totalCost : r.costPerMillionTokens;
    };
    for (const PlanRow &r : m_plan->rows) {
        const auto t = timeOf(r), c = costOf(r);
        if (r.verdict == Verdict::DoesNotFit || !t || !c)
            continue;
        points->append(*t, *c);
        maxT = std::max(maxT, *t);
        maxC = std::max(maxC, *c);
        if (r.pareto)
            frontPoints.emplace_back(*t, *c);
    }
    std::sort(frontPoints.begin(), frontPoints.end());
    for (const auto &[t, c] : frontPoints)
        front->append(t, c);
    m_paretoChart->addSeries(points);
    m_paretoChart->addSeries(front);
    auto *xTime = new QValueAxis(m_paretoChart);
    xTime->setTitleText(training ? tr("Hours") : tr("Output tokens per second"));
    xTime->setRange(0, maxT * 1.05);
    auto *yCost = new QValueAxis(m_paretoChart);
    yCost->setTitleText(training ? tr("Total cost (%1)").arg(currency)
                                 : tr("Per 1M tokens (%1)").arg(currency));
    yCost->setRange(0, maxC * 1.05);
    m_paretoChart->addAxis(xTime, Qt::AlignBottom);
    m_paretoChart->addAxis(yCost, Qt::AlignLeft);
    for (QAbstractSeries *s : m_paretoChart->series()) {
        s->attachAxis(xTime);
        s->attachAxis(yCost);
    }
    connect(points, &QScatterSeries::clicked, this,
            [=](const QPointF &p) { pickNearest(p, timeOf, costOf); });
}

void ComparisonPage::updateModesChart()
{
    clearChart(m_modesChart);
    const QString id = selectedType();
    // The catalog of the plan on screen (the repository's may be newer until the next
    // recompute), held for the duration of this function.
    const std::shared_ptr<const Catalog> catalog =
        m_plan && m_plan->catalog ? m_plan->catalog : m_repository->snapshot();
    const InstanceType *t = catalog->type(id.toStdString());
    if (!t) {
        m_modesChart->setTitle(tr("Pricing modes of the selected type"));
        return;
    }
    const bool training = m_model->isTraining();
    m_modesChart->setTitle(tr("Pricing modes of %1").arg(id));
    PlanOptions o = options();
    o.families = {t->familyId};
    o.budget.reset();
    o.deadlineHours.reset();
    auto *series = new QBarSeries(m_modesChart);
    auto *set = new QBarSet(training ? tr("Job cost (%1)").arg(m_currency->currentText())
                                     : tr("Per 1M tokens (%1)").arg(m_currency->currentText()),
                            series);
    QStringList labels;
    double maxV = 1;
    const Workload w = m_workload();
    for (PricingMode mode : {PricingMode::PayAsYouGo, PricingMode::Subscription, PricingMode::Spot,
                             PricingMode::Reserved}) {
        o.pricing = mode;
        const Plan p = makePlan(w, *catalog, o, m_sort);
        std::optional<double> v;
        for (const PlanRow &r : p.rows) {
            if (r.type->id == t->id)
                v = training ? r.totalCost : r.costPerMillionTokens;
        }
        set->append(v.value_or(0));
        maxV = std::max(maxV, v.value_or(0));
        labels << pricingModeLabel(mode) + (v ? QString() : tr(" (no price)"));
    }
    series->append(set);
    series->setLabelsVisible(true);
    m_modesChart->addSeries(series);
    auto *axis = new QBarCategoryAxis(m_modesChart);
    axis->append(labels);
    m_modesChart->addAxis(axis, Qt::AlignBottom);
    series->attachAxis(axis);
    auto *values = new QValueAxis(m_modesChart);
    values->setRange(0, maxV * 1.15);
    values->applyNiceNumbers();
    m_modesChart->addAxis(values, Qt::AlignLeft);
    series->attachAxis(values);
}

void ComparisonPage::updateFindings()
{
    const bool chinese = QLocale().language() == QLocale::Chinese;
    QString html = QStringLiteral("<b>%1</b><ul>").arg(tr("Findings"));
    for (const Finding &f : m_plan->findings) {
        const QString color =
            f.severity == Severity::Warning ? QStringLiteral("#b05a00") : QStringLiteral("#333333");
        html += QStringLiteral("<li><span style='color:%1'>%2</span><br><small>%3</small></li>")
                    .arg(color, QString::fromStdString(chinese ? f.zh : f.en).toHtmlEscaped(),
                         QString::fromStdString(chinese ? f.explanationZh : f.explanationEn)
                             .toHtmlEscaped());
    }
    html += QStringLiteral("</ul><b>%1</b><ul>").arg(tr("Assumptions"));
    for (const std::string &a : m_plan->assumptions)
        html += QStringLiteral("<li>%1</li>").arg(QString::fromStdString(a).toHtmlEscaped());
    html += QStringLiteral("</ul>");
    m_findings->setHtml(html);
}

} // namespace gpuplanner
