// The catalog tab: a sortable table of instance types with numeric filters, a region,
// pricing-mode and cost-period choice, a column chooser, and a details pane with the
// selected type's specs, its GPU's specs and every known price with source and date.
// It reads the CatalogRepository and never writes it; editing actions are the window's.
#pragma once

#include "catalogtablemodel.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QMenu;
class QSpinBox;
class QTableView;
class QTextBrowser;
class QToolButton;

namespace gpuplanner {

class CatalogFilterProxy;
class CatalogRepository;
struct Region;

// The region's name in the UI language (Chinese names when the locale is Chinese).
QString regionName(const Region &region);

class CatalogBrowser : public QWidget
{
    Q_OBJECT

public:
    explicit CatalogBrowser(CatalogRepository *repository, QWidget *parent = nullptr);

    CatalogTableModel *tableModel() const { return m_model; }
    CatalogFilterProxy *proxy() const { return m_proxy; }
    QTableView *view() const { return m_view; }
    QString currentInstanceType() const;
    QString region() const;
    PricingMode pricingMode() const { return m_model->pricingMode(); }

    QStringList hiddenColumns() const; // column keys, for settings
    void setHiddenColumns(const QStringList &keys);
    void setRegion(const QString &regionId);
    void selectInstanceType(const QString &id);
    QString detailsHtml() const; // brought up to date first when it is stale

    // What the user chose to see, kept while the window lives (a change of language builds
    // the page again): the search, the filters, the price mode and period, the order.
    struct ViewState {
        QString search;
        double minVram = 0;
        int minGpus = 0;
        int maxGpus = 0;
        QString gpuModel; // ids; "" = any
        QString family;
        int interconnect = 0; // the box's row
        int rdma = 0;
        double minPrice = 0;
        double maxPrice = 0;
        int pricingMode = -1; // PricingMode; -1 = the page's default
        int costPeriod = -1;  // CostPeriod
        int sortColumn = -1;
        Qt::SortOrder sortOrder = Qt::AscendingOrder;
    };
    ViewState viewState() const;
    void restoreViewState(const ViewState &state);

Q_SIGNALS:
    void currentInstanceTypeChanged(const QString &id);

private:
    void buildUi();
    void reloadChoices();
    void applyFilters();
    void resetFilters();
    // The details pane is written only while it is visible (laying out its HTML costs
    // milliseconds, at start-up too: the pane had its text laid out at its construction
    // size, then again at its real one); while hidden it is marked stale and written when
    // it is shown.
    void updateDetails();
    void writeDetails() const;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void updateStatus();
    void fitColumns();
    QMenu *columnMenu();

    CatalogRepository *m_repository;
    CatalogTableModel *m_model;
    CatalogFilterProxy *m_proxy;
    QTableView *m_view = nullptr;
    QTextBrowser *m_details = nullptr;
    mutable bool m_detailsStale = true;
    QLabel *m_status = nullptr;
    QComboBox *m_region = nullptr;
    QComboBox *m_mode = nullptr;
    QComboBox *m_period = nullptr;
    QLineEdit *m_search = nullptr;
    QDoubleSpinBox *m_minVram = nullptr;
    QSpinBox *m_minGpus = nullptr;
    QSpinBox *m_maxGpus = nullptr;
    QComboBox *m_gpuModel = nullptr;
    QComboBox *m_family = nullptr;
    QComboBox *m_interconnect = nullptr;
    QComboBox *m_rdma = nullptr;
    QDoubleSpinBox *m_minPrice = nullptr;
    QDoubleSpinBox *m_maxPrice = nullptr;
    QToolButton *m_columnsButton = nullptr;
    QMenu *m_columnMenu = nullptr;
    int m_stalePrices = 0; // counted when the catalog changes, not on every filter
    int m_unpricedTypes = 0;
};

} // namespace gpuplanner
