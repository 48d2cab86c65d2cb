// The comparison page's form: the plan options it shows and edits (each edit one undo step
// on the document, named by the field's label), the layout and filters it keeps in the
// settings, and which of its two views shows (the ranking; for serving, the capacity plan).
#include "comparisonpage.h"
#include "plaintext.h"

#include "capacityview.h"
#include "catalogrepository.h"
#include "planoptionsform.h"
#include "plantablemodel.h"
#include "scenariodocument.h"
#include "settingskeys.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDate>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabBar>
#include <QTableView>

#include <algorithm>

namespace gpuplanner {

const PlanOptions &ComparisonPage::options() const
{
    return m_doc->plan();
}

// What the form's fields say.
PlanOptions ComparisonPage::formOptions() const
{
    PlanOptions o = m_planForm->read(m_doc->plan()); // options it does not show stay
    o.today = QDate::currentDate().toString(Qt::ISODate).toStdString();
    return o;
}

void ComparisonPage::setOptions(const PlanOptions &o)
{
    m_doc->editPlan(o, QStringLiteral("plan"), stepText(QStringLiteral("plan")));
    recompute();
}

void ComparisonPage::showOptions(const PlanOptions &o)
{
    const bool building = m_building;
    m_building = true;
    m_planForm->show(o);
    m_building = building;
}

// "Change Region": an edit's undo step, named by the field's label in the language shown.
QString ComparisonPage::stepText(const QString &field) const
{
    if (field == QLatin1String("plan"))
        return tr("Change the plan options");
    QString label = field;
    for (const QLabel *l : findChildren<QLabel *>()) {
        if (l->buddy() && l->buddy()->objectName() == field) {
            label = withoutMnemonic(l->text());
            break;
        }
    }
    return tr("Change %1").arg(label);
}

void ComparisonPage::saveState(QSettings &settings) const
{
    settings.setValue(settingskeys::kComparisonMainSplitter, m_mainSplit->saveState());
    settings.setValue(settingskeys::kComparisonTableSplitter, m_tableSplit->saveState());
    settings.setValue(settingskeys::kComparisonTableHeader,
                      m_view->horizontalHeader()->saveState());
    settings.setValue(settingskeys::kComparisonChartsShown, chartsShown());
    settings.setValue(settingskeys::kComparisonCapacityShown, m_preferCapacity);
    settings.setValue(settingskeys::kComparisonShowAll, m_showAll->isChecked());
    settings.setValue(settingskeys::kComparisonHideOldPrices, m_hideOld->isChecked());
}

void ComparisonPage::restoreState(const QSettings &settings)
{
    m_mainSplit->restoreState(settings.value(settingskeys::kComparisonMainSplitter).toByteArray());
    if (m_tableSplit->restoreState(
            settings.value(settingskeys::kComparisonTableSplitter).toByteArray()))
        m_splitChosen = true; // the layout the user left
    const QByteArray header = settings.value(settingskeys::kComparisonTableHeader).toByteArray();
    if (!header.isEmpty() && m_view->horizontalHeader()->restoreState(header)) {
        m_columnsFitted = true; // the user's widths, not fitted ones
        m_fittedForTraining = m_model->isTraining();
    }
    setChartsShown(settings.value(settingskeys::kComparisonChartsShown, true).toBool());
    setShowsCapacity(settings.value(settingskeys::kComparisonCapacityShown, false).toBool());
    m_showAll->setChecked(settings.value(settingskeys::kComparisonShowAll, false).toBool());
    m_hideOld->setChecked(settings.value(settingskeys::kComparisonHideOldPrices, false).toBool());
}

void ComparisonPage::updateViews()
{
    const bool serving = m_doc->workload().task == Task::Inference;
    m_planForm->setServing(serving);
    const bool prefer = m_preferCapacity;
    m_viewBar->setTabVisible(1, serving);
    m_viewBar->setVisible(serving);
    if (serving && prefer)
        capacityView();
    m_viewBar->setCurrentIndex(serving && prefer ? 1 : 0);
    m_viewStack->setCurrentIndex(serving && prefer ? 1 : 0);
    m_preferCapacity = prefer; // what the user chose, not what training forced
}

bool ComparisonPage::showsCapacity() const
{
    return m_viewStack->currentWidget() == m_capacityHolder;
}

CapacityView *ComparisonPage::capacityView()
{
    if (!m_capacity) {
        m_capacity = new CapacityView(m_repository, m_doc, m_capacityHolder);
        m_capacityHolder->layout()->addWidget(m_capacity);
    }
    return m_capacity;
}

void ComparisonPage::setShowsCapacity(bool on)
{
    m_preferCapacity = on;
    updateViews();
}

} // namespace gpuplanner
