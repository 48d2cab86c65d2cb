#include "catalogbrowser.h"

#include "catalogcheck.h"
#include "catalogdetails.h"
#include "catalogfilterproxy.h"
#include "catalogrepository.h"
#include "columnfit.h"
#include "tablecopy.h"
#include "unshapedtext.h"

#include <algorithm>

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFont>
#include <QFontMetrics>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QSplitter>
#include <QStyle>
#include <QTableView>
#include <QTextBrowser>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace gpuplanner {

QString regionName(const Region &region)
{
    const bool chinese = QLocale().language() == QLocale::Chinese;
    return QString::fromStdString(chinese && !region.nameZh.empty() ? region.nameZh
                                                                    : region.nameEn);
}

CatalogBrowser::CatalogBrowser(CatalogRepository *repository, QWidget *parent)
    : QWidget(parent)
    , m_repository(repository)
    , m_model(new CatalogTableModel(this))
    , m_proxy(new CatalogFilterProxy(this))
{
    m_proxy->setSourceModel(m_model);
    // Unshaped text (unshapedtext.h), as in the window: also when the tab stands alone.
    drawTextUnshaped(this);
    buildUi();
    m_model->setCatalog(m_repository->snapshot());
    reloadChoices();
    connect(m_repository, &CatalogRepository::changed, this, [this] {
        const QString current = currentInstanceType();
        m_model->setCatalog(m_repository->snapshot());
        reloadChoices();
        applyFilters();
        selectInstanceType(current);
        updateDetails(); // new prices of the same type, or the type is gone
    });
    // The view gets the model once it holds the catalog, its region and its order: attached
    // before, each of those steps re-sorted the rows and measured the header again.
    const int byPricePerGib = static_cast<int>(CatalogTableModel::Column::PricePerGib);
    m_proxy->sort(byPricePerGib, Qt::AscendingOrder);
    m_view->setModel(m_proxy);
    m_view->horizontalHeader()->setSortIndicator(byPricePerGib, Qt::AscendingOrder);
    m_view->setSortingEnabled(true); // the order it already has: not sorted again
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] {
        updateDetails();
        Q_EMIT currentInstanceTypeChanged(currentInstanceType());
    });
    setHiddenColumns({CatalogTableModel::columnKey(CatalogTableModel::Column::TotalGpuMemory),
                      CatalogTableModel::columnKey(CatalogTableModel::Column::PriceSource)});
    fitColumns();
    if (m_proxy->rowCount() > 0)
        m_view->selectRow(0);
    updateDetails();
    updateStatus();
}

void CatalogBrowser::fitColumns()
{
    // Widths from the header and the longest texts of a sample of rows (columnfit.h), on
    // the start-up path. Free-text columns (GPU name, interconnect, RDMA) stay readable
    // without taking the whole table; the full text is in the tooltip and the details pane.
    const int cap =
        m_view->fontMetrics().horizontalAdvance(QLatin1Char('M')) * 20; // "NVIDIA V100 32GB (SXM2)"
    fitColumnsToSample(m_view, m_proxy, m_model, Qt::DisplayRole, [cap](int column, int width) {
        return column != 0 ? std::min(width, cap) : width;
    });
}

void CatalogBrowser::buildUi()
{
    // Top bar: what prices to show.
    m_region = new QComboBox(this);
    m_region->setObjectName(QStringLiteral("region"));
    m_region->setToolTip(tr("Region whose prices are shown"));
    m_mode = new QComboBox(this);
    m_mode->setObjectName(QStringLiteral("pricingMode"));
    for (const PricingModeInfo &m : pricingModes())
        m_mode->addItem(pricingModeLabel(m.mode), static_cast<int>(m.mode));
    m_period = new QComboBox(this);
    m_period->setObjectName(QStringLiteral("costPeriod"));
    m_period->addItem(tr("per hour"), static_cast<int>(CostPeriod::Hour));
    m_period->addItem(tr("per month (730 h)"), static_cast<int>(CostPeriod::Month));
    m_period->addItem(tr("per year"), static_cast<int>(CostPeriod::Year));
    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("search"));
    m_search->setPlaceholderText(tr("Search type or GPU (Ctrl+F)"));
    m_search->setAccessibleName(tr("Search the catalog"));
    m_search->setClearButtonEnabled(true);
    auto *find = new QAction(this);
    find->setShortcut(QKeySequence::Find);
    connect(find, &QAction::triggered, m_search, [this] {
        m_search->setFocus();
        m_search->selectAll();
    });
    addAction(find);
    m_columnsButton = new QToolButton(this);
    m_columnsButton->setText(tr("&Columns"));
    m_columnsButton->setPopupMode(QToolButton::InstantPopup);
    m_columnsButton->setMenu(columnMenu());

    auto *top = new QHBoxLayout;
    auto *regionLabel = new QLabel(tr("&Region:"), this);
    regionLabel->setBuddy(m_region);
    auto *modeLabel = new QLabel(tr("&Pricing:"), this);
    modeLabel->setBuddy(m_mode);
    top->addWidget(regionLabel);
    top->addWidget(m_region, 1);
    top->addWidget(modeLabel);
    top->addWidget(m_mode);
    top->addWidget(m_period);
    top->addSpacing(12);
    top->addWidget(m_search, 2);
    top->addWidget(m_columnsButton);

    // Filters.
    auto *filters = new QGroupBox(tr("Filters"), this);
    auto *form = new QFormLayout(filters);
    m_minVram = new QDoubleSpinBox(filters);
    m_minVram->setObjectName(QStringLiteral("minVram"));
    m_minVram->setRange(0, 1024);
    m_minVram->setDecimals(0);
    m_minVram->setSuffix(tr(" GiB"));
    m_minVram->setSpecialValueText(tr("any"));
    form->addRow(tr("VRAM per GPU ≥"), m_minVram);
    m_minGpus = new QSpinBox(filters);
    m_minGpus->setObjectName(QStringLiteral("minGpus"));
    m_minGpus->setRange(0, 64);
    m_minGpus->setSpecialValueText(tr("any"));
    m_maxGpus = new QSpinBox(filters);
    m_maxGpus->setObjectName(QStringLiteral("maxGpus"));
    m_maxGpus->setRange(0, 64);
    m_maxGpus->setSpecialValueText(tr("any"));
    auto *gpuRange = new QHBoxLayout;
    gpuRange->addWidget(m_minGpus);
    gpuRange->addWidget(new QLabel(QStringLiteral("–"), filters));
    gpuRange->addWidget(m_maxGpus);
    form->addRow(tr("GPU count"), gpuRange);
    m_gpuModel = new QComboBox(filters);
    m_gpuModel->setObjectName(QStringLiteral("gpuModel"));
    form->addRow(tr("GPU model"), m_gpuModel);
    m_family = new QComboBox(filters);
    m_family->setObjectName(QStringLiteral("family"));
    form->addRow(tr("Family"), m_family);
    m_interconnect = new QComboBox(filters);
    m_interconnect->setObjectName(QStringLiteral("interconnect"));
    m_interconnect->addItem(tr("any"));
    m_interconnect->addItem(tr("NVLink or NVSwitch"), static_cast<int>(InterconnectClass::NvLink));
    m_interconnect->addItem(tr("NVSwitch"), static_cast<int>(InterconnectClass::NvSwitch));
    m_interconnect->addItem(tr("PCIe"), static_cast<int>(InterconnectClass::Pcie));
    m_interconnect->addItem(tr("undocumented"), static_cast<int>(InterconnectClass::Unknown));
    form->addRow(tr("Interconnect"), m_interconnect);
    m_rdma = new QComboBox(filters);
    m_rdma->setObjectName(QStringLiteral("rdma"));
    m_rdma->addItem(tr("any"), static_cast<int>(CatalogFilterProxy::RdmaFilter::Any));
    m_rdma->addItem(tr("RDMA / eRDMA"), static_cast<int>(CatalogFilterProxy::RdmaFilter::Required));
    m_rdma->addItem(tr("without"), static_cast<int>(CatalogFilterProxy::RdmaFilter::Without));
    form->addRow(tr("RDMA"), m_rdma);
    m_minPrice = new QDoubleSpinBox(filters);
    m_minPrice->setObjectName(QStringLiteral("minPrice"));
    m_maxPrice = new QDoubleSpinBox(filters);
    m_maxPrice->setObjectName(QStringLiteral("maxPrice"));
    for (QDoubleSpinBox *box : {m_minPrice, m_maxPrice}) {
        box->setRange(0, 1e8);
        box->setDecimals(2);
        box->setSpecialValueText(tr("any"));
        box->setToolTip(tr("In the price column's unit: the chosen mode and period"));
    }
    form->addRow(tr("Price ≥"), m_minPrice);
    form->addRow(tr("Price ≤"), m_maxPrice);
    auto *reset = new QPushButton(tr("Reset filter&s"), filters);
    form->addRow(reset);

    // Table.
    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("catalogTable"));
    m_view->setAccessibleName(tr("Instance types"));
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    addRowCopy(m_view);
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    m_view->horizontalHeader()->setSectionsMovable(true);
    m_view->horizontalHeader()->setContextMenuPolicy(Qt::CustomContextMenu);
    m_view->setWordWrap(false);
    connect(m_view->horizontalHeader(), &QHeaderView::customContextMenuRequested, this,
            [this](const QPoint &pos) {
                m_columnMenu->popup(m_view->horizontalHeader()->mapToGlobal(pos));
            });

    m_details = new QTextBrowser(this);
    m_details->setObjectName(QStringLiteral("details"));
    m_details->setAccessibleName(tr("Selected instance type"));
    m_details->setOpenExternalLinks(true);
    m_details->setUndoRedoEnabled(false); // written by catalogdetails.cpp, never edited
    // The pane is short and a type's details are longer than it: with the scroll bar shown
    // as needed, every new text was laid out at the full width, found too tall, and laid out
    // again beside the scroll bar that then appeared (tables in a QTextDocument are costly).
    m_details->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    m_details->installEventFilter(this);
    m_status = new QLabel(this);
    m_status->setWordWrap(true); // a long line must not widen the window past the screen
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setTextFormat(Qt::PlainText); // the catalog's data date, as written

    auto *right = new QSplitter(Qt::Vertical, this);
    right->addWidget(m_view);
    right->addWidget(m_details);
    right->setStretchFactor(0, 3);
    right->setStretchFactor(1, 1);
    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(filters);
    split->addWidget(right);
    split->setStretchFactor(1, 1);
    split->setCollapsible(0, true);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(split, 1);
    layout->addWidget(m_status);

    connect(m_region, &QComboBox::currentIndexChanged, this, [this] {
        m_model->setRegion(m_region->currentData().toString());
        applyFilters();
        updateDetails();
    });
    connect(m_mode, &QComboBox::currentIndexChanged, this, [this] {
        m_model->setPricingMode(static_cast<PricingMode>(m_mode->currentData().toInt()));
        applyFilters();
    });
    connect(m_period, &QComboBox::currentIndexChanged, this, [this] {
        m_model->setCostPeriod(static_cast<CostPeriod>(m_period->currentData().toInt()));
        applyFilters();
    });
    connect(m_search, &QLineEdit::textChanged, this, &CatalogBrowser::applyFilters);
    for (QDoubleSpinBox *box : {m_minVram, m_minPrice, m_maxPrice})
        connect(box, &QDoubleSpinBox::valueChanged, this, &CatalogBrowser::applyFilters);
    for (QSpinBox *box : {m_minGpus, m_maxGpus})
        connect(box, &QSpinBox::valueChanged, this, &CatalogBrowser::applyFilters);
    for (QComboBox *box : {m_gpuModel, m_family, m_interconnect, m_rdma})
        connect(box, &QComboBox::currentIndexChanged, this, &CatalogBrowser::applyFilters);
    connect(reset, &QPushButton::clicked, this, &CatalogBrowser::resetFilters);
}

QMenu *CatalogBrowser::columnMenu()
{
    if (m_columnMenu)
        return m_columnMenu;
    m_columnMenu = new QMenu(tr("Columns"), this);
    for (int c = 0; c < static_cast<int>(CatalogTableModel::Column::Count); ++c) {
        auto *action = m_columnMenu->addAction(m_model->headerData(c, Qt::Horizontal).toString());
        action->setCheckable(true);
        action->setChecked(true);
        action->setData(c);
        if (c == 0)
            action->setEnabled(false); // the instance type always shows
        connect(action, &QAction::toggled, this,
                [this, c](bool on) { m_view->setColumnHidden(c, !on); });
    }
    // Header texts follow the cost period.
    connect(m_model, &QAbstractItemModel::headerDataChanged, this, [this] {
        for (QAction *a : m_columnMenu->actions())
            a->setText(m_model->headerData(a->data().toInt(), Qt::Horizontal).toString());
    });
    return m_columnMenu;
}

QStringList CatalogBrowser::hiddenColumns() const
{
    QStringList keys;
    for (int c = 0; c < static_cast<int>(CatalogTableModel::Column::Count); ++c) {
        if (m_view->isColumnHidden(c))
            keys << CatalogTableModel::columnKey(static_cast<CatalogTableModel::Column>(c));
    }
    return keys;
}

void CatalogBrowser::setHiddenColumns(const QStringList &keys)
{
    for (QAction *a : m_columnMenu->actions()) {
        const int c = a->data().toInt();
        const bool hide =
            c != 0 &&
            keys.contains(CatalogTableModel::columnKey(static_cast<CatalogTableModel::Column>(c)));
        a->setChecked(!hide); // toggled() hides or shows the column
        m_view->setColumnHidden(c, hide);
    }
}

void CatalogBrowser::reloadChoices()
{
    const Catalog &catalog = m_repository->catalog();
    const PriceCounts counts = priceCounts(catalog, QDate::currentDate());
    m_stalePrices = counts.stalePrices;
    m_unpricedTypes = counts.unpricedTypes;
    const QSignalBlocker b1(m_region), b2(m_gpuModel), b3(m_family);

    const QString region = m_region->currentData().toString().isEmpty()
                               ? m_model->region()
                               : m_region->currentData().toString();
    m_region->clear();
    const auto priced = catalog.pricedRegions();
    for (const Region &r : catalog.regions()) {
        const bool hasPrices = std::find(priced.begin(), priced.end(), r.id) != priced.end();
        m_region->addItem(QStringLiteral("%1 — %2%3")
                              .arg(QString::fromStdString(r.id), regionName(r),
                                   hasPrices ? QString() : tr(" (no prices)")),
                          QString::fromStdString(r.id));
    }
    m_region->setCurrentIndex(std::max(0, m_region->findData(region)));
    m_model->setRegion(m_region->currentData().toString());

    const QString gpu = m_gpuModel->currentData().toString();
    m_gpuModel->clear();
    m_gpuModel->addItem(tr("any"), QString());
    for (const GpuModel &g : catalog.gpus()) {
        const bool used = std::any_of(catalog.types().begin(), catalog.types().end(),
                                      [&](const InstanceType &t) { return t.gpuModelId == g.id; });
        if (used)
            m_gpuModel->addItem(QString::fromStdString(g.name), QString::fromStdString(g.id));
    }
    m_gpuModel->setCurrentIndex(std::max(0, m_gpuModel->findData(gpu)));

    const QString family = m_family->currentData().toString();
    m_family->clear();
    m_family->addItem(tr("any"), QString());
    for (const InstanceFamily &f : catalog.families())
        m_family->addItem(QString::fromStdString(f.id), QString::fromStdString(f.id));
    m_family->setCurrentIndex(std::max(0, m_family->findData(family)));
}

void CatalogBrowser::applyFilters()
{
    auto opt = [](double v) {
        return v > 0 ? std::optional<double>(v) : std::nullopt;
    };
    auto optInt = [](int v) {
        return v > 0 ? std::optional<int>(v) : std::nullopt;
    };
    m_proxy->setMinGpuMemory(opt(m_minVram->value()));
    m_proxy->setGpuCountRange(optInt(m_minGpus->value()), optInt(m_maxGpus->value()));
    m_proxy->setGpuModel(m_gpuModel->currentData().toString());
    m_proxy->setFamily(m_family->currentData().toString());
    const QVariant ic = m_interconnect->currentData();
    m_proxy->setInterconnect(
        ic.isValid() ? std::optional(static_cast<InterconnectClass>(ic.toInt())) : std::nullopt);
    m_proxy->setRdma(static_cast<CatalogFilterProxy::RdmaFilter>(m_rdma->currentData().toInt()));
    m_proxy->setPriceRange(opt(m_minPrice->value()), opt(m_maxPrice->value()));
    m_proxy->setText(m_search->text());
    updateStatus();
}

void CatalogBrowser::resetFilters()
{
    const QSignalBlocker b1(m_minVram), b2(m_minGpus), b3(m_maxGpus), b4(m_gpuModel), b5(m_family),
        b6(m_interconnect), b7(m_rdma), b8(m_minPrice), b9(m_maxPrice), b10(m_search);
    m_minVram->setValue(0);
    m_minGpus->setValue(0);
    m_maxGpus->setValue(0);
    m_gpuModel->setCurrentIndex(0);
    m_family->setCurrentIndex(0);
    m_interconnect->setCurrentIndex(0);
    m_rdma->setCurrentIndex(0);
    m_minPrice->setValue(0);
    m_maxPrice->setValue(0);
    m_search->clear();
    applyFilters();
}

CatalogBrowser::ViewState CatalogBrowser::viewState() const
{
    ViewState v;
    v.search = m_search->text();
    v.minVram = m_minVram->value();
    v.minGpus = m_minGpus->value();
    v.maxGpus = m_maxGpus->value();
    v.gpuModel = m_gpuModel->currentData().toString();
    v.family = m_family->currentData().toString();
    v.interconnect = m_interconnect->currentIndex();
    v.rdma = m_rdma->currentIndex();
    v.minPrice = m_minPrice->value();
    v.maxPrice = m_maxPrice->value();
    v.pricingMode = m_mode->currentData().toInt();
    v.costPeriod = m_period->currentData().toInt();
    v.sortColumn = m_view->horizontalHeader()->sortIndicatorSection();
    v.sortOrder = m_view->horizontalHeader()->sortIndicatorOrder();
    return v;
}

void CatalogBrowser::restoreViewState(const ViewState &v)
{
    // The mode and period first (the price filters are in their unit), then every filter
    // at once.
    if (const int i = m_mode->findData(v.pricingMode); i >= 0)
        m_mode->setCurrentIndex(i);
    if (const int i = m_period->findData(v.costPeriod); i >= 0)
        m_period->setCurrentIndex(i);
    {
        const QSignalBlocker b1(m_minVram), b2(m_minGpus), b3(m_maxGpus), b4(m_gpuModel),
            b5(m_family), b6(m_interconnect), b7(m_rdma), b8(m_minPrice), b9(m_maxPrice),
            b10(m_search);
        m_search->setText(v.search);
        m_minVram->setValue(v.minVram);
        m_minGpus->setValue(v.minGpus);
        m_maxGpus->setValue(v.maxGpus);
        m_gpuModel->setCurrentIndex(std::max(0, m_gpuModel->findData(v.gpuModel)));
        m_family->setCurrentIndex(std::max(0, m_family->findData(v.family)));
        if (v.interconnect >= 0 && v.interconnect < m_interconnect->count())
            m_interconnect->setCurrentIndex(v.interconnect);
        if (v.rdma >= 0 && v.rdma < m_rdma->count())
            m_rdma->setCurrentIndex(v.rdma);
        m_minPrice->setValue(v.minPrice);
        m_maxPrice->setValue(v.maxPrice);
    }
    applyFilters();
    if (v.sortColumn >= 0)
        m_view->sortByColumn(v.sortColumn, v.sortOrder);
}

QString CatalogBrowser::currentInstanceType() const
{
    const QModelIndex current = m_view->selectionModel()->currentIndex();
    return current.isValid() ? current.data(CatalogTableModel::TypeIdRole).toString() : QString();
}

QString CatalogBrowser::region() const
{
    return m_model->region();
}

void CatalogBrowser::setRegion(const QString &regionId)
{
    const int i = m_region->findData(regionId);
    if (i >= 0)
        m_region->setCurrentIndex(i);
}

void CatalogBrowser::selectInstanceType(const QString &id)
{
    if (id.isEmpty())
        return;
    for (int row = 0; row < m_proxy->rowCount(); ++row) {
        const QModelIndex index = m_proxy->index(row, 0);
        if (index.data(CatalogTableModel::TypeIdRole).toString() == id) {
            m_view->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                                 QItemSelectionModel::Rows);
            m_view->scrollTo(index);
            return;
        }
    }
}

QString CatalogBrowser::detailsHtml() const
{
    if (m_detailsStale)
        writeDetails();
    return m_details->toHtml();
}

void CatalogBrowser::updateDetails()
{
    m_detailsStale = true;
    if (m_details->isVisible())
        writeDetails();
}

bool CatalogBrowser::eventFilter(QObject *watched, QEvent *event)
{
    // Written once the window has its final layout (a queued call, still before the first
    // paint) rather than at Show: showing the window resizes the pane twice more (the
    // splitter's sizes), and each resize laid the whole HTML out again.
    if (watched == m_details && event->type() == QEvent::Show && m_detailsStale) {
        QMetaObject::invokeMethod(
            this,
            [this] {
                if (m_detailsStale && m_details->isVisible())
                    writeDetails();
            },
            Qt::QueuedConnection);
    }
    return QWidget::eventFilter(watched, event);
}

void CatalogBrowser::writeDetails() const
{
    m_detailsStale = false;
    const Catalog &catalog = m_repository->catalog();
    writeInstanceDetails(m_details->document(), catalog,
                         catalog.type(currentInstanceType().toStdString()));
}

void CatalogBrowser::updateStatus()
{
    const Catalog &catalog = m_repository->catalog();
    // One count per message, so that each plural follows its number (%n).
    m_status->setText(QStringList{
        tr("%1 of %n instance type(s) shown", nullptr, m_model->rowCount())
            .arg(m_proxy->rowCount()),
        tr("catalog data of %1").arg(QString::fromStdString(catalog.data().dataDate)),
        tr("%n price(s), %1 older than 180 days", nullptr, int(catalog.prices().size()))
            .arg(m_stalePrices),
        tr("%n type(s) without any price", nullptr, m_unpricedTypes),
        tr("%n row(s) of yours (imported or entered)", nullptr, m_repository->overlayRowCount())}
                          .join(QStringLiteral(" · ")));
}

} // namespace gpuplanner
