// Help ▸ Getting started: the start panel (widgets/startpanel.*) and what its choice does.
#include "mainwindow.h"

#include "estimatorpage.h"
#include "librarypage.h"
#include "settingskeys.h"
#include "startpanel.h"

#include <QComboBox>
#include <QSettings>
#include <QTabWidget>

namespace gpuplanner {

namespace {

// Selects the item whose data is `value` in the form's box `name`: a change of the field,
// as a user's (one undoable step); nothing when it is already selected or not there.
void selectField(QWidget *form, const char *name, int value)
{
    auto *box = form->findChild<QComboBox *>(QLatin1String(name));
    if (!box)
        return;
    const int index = box->findData(value);
    if (index >= 0 && index != box->currentIndex())
        box->setCurrentIndex(index);
}

int fieldValue(QWidget *form, const char *name, int fallback)
{
    auto *box = form->findChild<QComboBox *>(QLatin1String(name));
    return box && box->currentData().isValid() ? box->currentData().toInt() : fallback;
}

} // namespace

bool MainWindow::showStartPanelIfDue()
{
    if (m_settings && !m_settings->value(settingskeys::kStartPanel, true).toBool())
        return false;
    showStartPanel();
    return true;
}

void MainWindow::showStartPanel()
{
    if (findChild<StartPanel *>(QStringLiteral("startPanel")))
        return;                                // one at a time
    EstimatorPage *estimate = estimatorPage(); // the form the choice goes through
    const bool shown = !m_settings || m_settings->value(settingskeys::kStartPanel, true).toBool();
    auto *panel = new StartPanel(m_presets, fieldValue(estimate, "model", -1),
                                 fieldValue(estimate, "task", 0), shown, this);
    panel->setAttribute(Qt::WA_DeleteOnClose);
    connect(panel, &QDialog::finished, this, [this, panel] {
        if (m_settings)
            m_settings->setValue(settingskeys::kStartPanel, panel->showAtStart());
        switch (panel->next()) {
        case StartPanel::Next::Memory:
        case StartPanel::Next::Compare: {
            QWidget *form = estimatorPage();
            if (panel->presetIndex() >= 0)
                selectField(form, "model", panel->presetIndex());
            selectField(form, "task", panel->task());
            m_tabs->setCurrentIndex(panel->next() == StartPanel::Next::Memory ? EstimateTab
                                                                              : ComparisonTab);
            break;
        }
        case StartPanel::Next::OpenScenario:
            openScenarioDialog();
            break;
        case StartPanel::Next::ChooseLibrary:
            m_tabs->setCurrentIndex(LibraryTab);
            libraryPage()->chooseFolder();
            break;
        case StartPanel::Next::Nothing:
            break;
        }
    });
    panel->open(); // window-modal; the window stays painted behind it
}

} // namespace gpuplanner
