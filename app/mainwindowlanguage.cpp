// View ▸ Language: the window switches language at once. Rather than retranslate every
// widget in place, what shows text is built again in the new language: the menu bar with
// its actions (Edit ▸ Undo / Redo again bound to the document's stack, the recent files
// from the list the window keeps), the tab titles, each page that was created (deleted and
// made again through ensurePage, so it binds to the same document and reads back what it
// keeps in the settings), the undo history's title, the window title, the status bar and
// the manual. The document, its undo stack, the open file and the current tab stay, and
// so does what the pages show while the window lives (the catalog's search and filters,
// the estimate's Advanced section and "What fits?" answer, asked again in the new language).
#include "mainwindow.h"

#include "catalogbrowser.h"
#include "comparisonpage.h"
#include "estimatorpage.h"
#include "language.h"
#include "librarypage.h"
#include "palette.h"
#include "scenariodocument.h"
#include "settingskeys.h"

#include <QActionGroup>
#include <QApplication>
#include <QDialog>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QTextBrowser>
#include <QUrl>

namespace gpuplanner {

namespace {

// The choices of View ▸ Language and Settings: the setting's value and its name, each
// language named in itself.
struct LanguageChoice {
    QString code;
    QString name;
};

} // namespace

void MainWindow::createLanguageMenu(QMenu *view)
{
    QMenu *menu = view->addMenu(tr("&Language"));
    menu->setObjectName(QStringLiteral("languageMenu"));
    auto *group = new QActionGroup(menu);
    const QString current =
        m_settings ? m_settings->value(settingskeys::kLanguage).toString() : QString();
    const LanguageChoice choices[] = {{QString(), tr("System default")},
                                      {QStringLiteral("en"), QStringLiteral("English")},
                                      {QStringLiteral("zh_CN"), QStringLiteral("中文（简体）")}};
    for (const LanguageChoice &choice : choices) {
        QAction *a = menu->addAction(choice.name);
        a->setCheckable(true);
        a->setChecked(choice.code == current);
        a->setData(choice.code);
        group->addAction(a);
        // Queued: switching builds the menus again, which deletes this action.
        connect(
            a, &QAction::triggered, this, [this, code = choice.code] { setLanguage(code); },
            Qt::QueuedConnection);
    }
}

void MainWindow::setLanguage(const QString &choice)
{
    if (m_settings)
        m_settings->setValue(settingskeys::kLanguage, choice);
    if (!m_languageSwitcher) {
        m_ownLanguageSwitcher = std::make_unique<LanguageSwitcher>();
        m_languageSwitcher = m_ownLanguageSwitcher.get();
    }
    const QString before = m_languageSwitcher->language(); // "" before its first use
    QStringList warnings;
    const QString shown = m_languageSwitcher->apply(choice, &warnings);
    for (const QString &w : warnings)
        qWarning("gpu-planner: %s", qPrintable(w));
    if (shown != before) {
        retranslate(); // the menus again, marked from the setting
        return;
    }
    // The same language (say "System default" on an English system): only the mark moves.
    if (auto *menu = findChild<QMenu *>(QStringLiteral("languageMenu"))) {
        for (QAction *a : menu->actions())
            a->setChecked(a->data().toString() == choice);
    }
}

void MainWindow::retranslate()
{
    QApplication::setApplicationDisplayName(QObject::tr("GPU Planner"));
    // The menu bar and its actions, made again. The old bar goes at once so that no
    // shortcut of the old language's actions is left.
    QMenuBar *old = menuBar();
    auto *bar = new QMenuBar(this);
    setMenuBar(bar);
    delete old;
    bar->show(); // a child added to a shown window stays hidden until shown
    m_recentMenu = nullptr;
    rebuildPages();
    // The undo steps in the new language (the pages name their fields), before the menus'
    // Undo / Redo actions read the texts.
    m_doc->retitleSteps([this](bool inputs, const QString &field) {
        if (inputs)
            return m_estimator ? m_estimator->stepText(field) : QString();
        return m_comparison ? m_comparison->stepText(field) : QString();
    });
    createMenus();
    // The manual: the same page in the new language (its dialog stays, shown or not).
    if (m_manual) {
        m_manual->setWindowTitle(tr("Manual"));
        if (auto *back = m_manual->findChild<QPushButton *>(QStringLiteral("manualBack")))
            back->setText(tr("&Back"));
        if (auto *home = m_manual->findChild<QPushButton *>(QStringLiteral("manualContents")))
            home->setText(tr("&Contents"));
        // Contents first (Contents goes there), then the page that was open.
        const QString page = m_manualBrowser->source().fileName();
        const QString folder = QStringLiteral("qrc:/manual/%1/").arg(manualLanguage());
        m_manualBrowser->clearHistory();
        m_manualBrowser->setSource(QUrl(folder + QStringLiteral("index.html")));
        if (!page.isEmpty() && page != QLatin1String("index.html"))
            m_manualBrowser->setSource(QUrl(folder + page));
    }
    // A scenario no one named is named in the new language (not an edit); a saved one
    // keeps the name its file has.
    const QString placeholder = tr("Untitled scenario");
    if (m_scenarioPath.isEmpty())
        m_doc->renamePlaceholder(m_placeholderName, placeholder);
    m_placeholderName = placeholder;
    updateTitle();
    const QString name = m_languageSwitcher->language() == QLatin1String("zh_CN")
                             ? QStringLiteral("中文（简体）")
                             : QStringLiteral("English");
    statusBar()->showMessage(tr("Language: %1").arg(name), 5000);
}

void MainWindow::rebuildPages()
{
    m_builtDark = palette::screen().dark;
    const int current = m_tabs->currentIndex();
    // What the pages keep: the settings hold it (as closing the window saves it), and
    // what they keep only while open is carried over by hand.
    QStringList hiddenColumns;
    QString region;
    QString instanceType;
    CatalogBrowser::ViewState catalogView;
    if (m_browser) {
        catalogView = m_browser->viewState();
        hiddenColumns = m_browser->hiddenColumns();
        region = m_browser->region();
        instanceType = m_browser->currentInstanceType();
        if (m_settings) {
            m_settings->setValue(settingskeys::kCatalogHiddenColumns, hiddenColumns);
            m_settings->setValue(settingskeys::kCatalogRegion, region);
        }
    }
    const EstimatorPage::ViewState estimateView =
        m_estimator ? m_estimator->viewState() : EstimatorPage::ViewState();
    const SortKey sort = m_comparison ? m_comparison->sortKey() : SortKey::Cost;
    const bool chartsDetached = m_comparison && m_comparison->chartsDetached();
    if (m_comparison && m_settings)
        m_comparison->saveState(*m_settings);
    QString search;
    QStringList selected; // the first stays selected
    if (m_libraryPage) {
        search = m_libraryPage->searchBox()->text();
        selected = m_libraryPage->selectedPaths();
    }

    bool created[TabCount] = {};
    m_swapping = true;
    for (int t = 0; t < TabCount; ++t) {
        if (!m_pages[t]) {
            m_tabs->setTabText(t, tabLabel(Tab(t)));
            continue;
        }
        created[t] = true;
        QWidget *page = m_pages[t];
        m_pages[t] = nullptr;
        m_placeholders[t] = new QWidget(m_tabs);
        m_tabs->removeTab(t);
        m_tabs->insertTab(t, m_placeholders[t], tabLabel(Tab(t)));
        m_tabs->setTabToolTip(t, tabShortcut(Tab(t)).toString(QKeySequence::NativeText));
        delete page;
    }
    m_browser = nullptr;
    m_estimator = nullptr;
    m_comparison = nullptr;
    m_libraryPage = nullptr;
    m_tabs->setCurrentIndex(current);
    m_swapping = false;

    for (int t = 0; t < TabCount; ++t) {
        if (created[t])
            ensurePage(Tab(t));
    }
    m_tabs->setCurrentIndex(current);
    if (m_browser) {
        m_browser->setHiddenColumns(hiddenColumns);
        if (!region.isEmpty())
            m_browser->setRegion(region);
        m_browser->restoreViewState(catalogView);
        if (!instanceType.isEmpty())
            m_browser->selectInstanceType(instanceType);
    }
    if (m_estimator)
        m_estimator->restoreViewState(estimateView);
    if (m_comparison) {
        if (sort != m_comparison->sortKey())
            m_comparison->setSortKey(sort);
        if (chartsDetached)
            m_comparison->setChartsDetached(true);
    }
    if (m_libraryPage) {
        m_libraryPage->searchBox()->setText(search);
        if (!selected.isEmpty())
            m_libraryPage->selectPath(selected.constFirst());
    }
}

} // namespace gpuplanner
