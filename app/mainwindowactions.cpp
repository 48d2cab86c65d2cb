#include "mainwindow.h"

#include "plantablemodel.h"

#include "accesskeypanel.h"
#include "catalogbrowser.h"
#include "catalogeditcommand.h"
#include "catalogrepository.h"
#include "comparisonpage.h"
#include "estimatorpage.h"
#include "importbatch.h"
#include "importers.h"
#include "language.h"
#include "library.h"
#include "librarypage.h"
#include "plaintext.h"
#include "presets.h"
#include "pricedialog.h"
#include "refreshdialog.h"
#include "report.h"
#include "scenariodocument.h"
#include "settingskeys.h"

#include <QAbstractSpinBox>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QTimer>
#include <QUndoStack>
#include <QUndoView>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>
#include <functional>
#include <vector>

namespace gpuplanner {

namespace {

// The manual's pages from the resources; shortcuts.html is generated from the actions.
class ManualBrowser : public QTextBrowser
{
public:
    ManualBrowser(std::function<QString()> shortcuts, QWidget *parent)
        : QTextBrowser(parent)
        , m_shortcuts(std::move(shortcuts))
    {}

    QVariant loadResource(int type, const QUrl &name) override
    {
        if (type == QTextDocument::HtmlResource &&
            name.fileName() == QLatin1String("shortcuts.html"))
            return m_shortcuts();
        return QTextBrowser::loadResource(type, name);
    }

private:
    std::function<QString()> m_shortcuts;
};

// Redo is Ctrl+Shift+Z on every platform, besides what the platform adds (Ctrl+Y).
constexpr QKeyCombination kRedoKeys(Qt::ControlModifier | Qt::ShiftModifier, Qt::Key_Z);

// Ctrl+Z and Ctrl+Shift+Z in a field undo and redo the scenario: a spin box's or line
// edit's own undo would take the key first (ShortcutOverride), but every keystroke is
// already a document edit, so the document's stack is the one to walk.
class UndoKeyFilter : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::ShortcutOverride) {
            auto *key = static_cast<QKeyEvent *>(event);
            if (key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo) ||
                key->keyCombination() == kRedoKeys) {
                event->ignore(); // not the field's: the window's shortcut runs
                return true;
            }
        }
        return QObject::eventFilter(watched, event);
    }
};

} // namespace

void MainWindow::createUndoActions(QMenu *edit, QMenu *view)
{
    QUndoStack *stack = m_doc->undoStack();
    // Made again for every language (their text is the prefix and the command's text).
    delete m_undo;
    delete m_redo;
    m_undo = stack->createUndoAction(this, tr("&Undo"));
    m_undo->setShortcuts(QKeySequence::Undo);
    m_undo->setObjectName(QStringLiteral("undoAction"));
    m_redo = stack->createRedoAction(this, tr("&Redo"));
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    if (!redoKeys.contains(QKeySequence(kRedoKeys)))
        redoKeys.prepend(QKeySequence(kRedoKeys));
    m_redo->setShortcuts(redoKeys);
    m_redo->setObjectName(QStringLiteral("redoAction"));
    edit->addAction(m_undo);
    edit->addAction(m_redo);
    // The history: every step, the current one selected; clicking a step goes there. Made
    // once; a new language renames it.
    if (!m_history) {
        m_history = new QDockWidget(this);
        m_history->setObjectName(QStringLiteral("undoHistory"));
        m_history->setWidget(new QUndoView(stack, m_history));
        addDockWidget(Qt::RightDockWidgetArea, m_history);
        m_history->hide();
        m_history->toggleViewAction()->setObjectName(QStringLiteral("undoHistoryAction"));
    }
    m_history->setWindowTitle(tr("Undo history"));
    static_cast<QUndoView *>(m_history->widget())->setEmptyLabel(tr("<scenario as opened>"));
    m_history->widget()->setAccessibleName(tr("Undo history"));
    QAction *show = m_history->toggleViewAction();
    show->setText(tr("Undo &history"));
    view->addAction(show);
}

void MainWindow::routeUndoKeys(QWidget *page)
{
    if (!m_undoKeys)
        m_undoKeys = new UndoKeyFilter(this);
    for (QWidget *w : page->findChildren<QWidget *>()) {
        if (qobject_cast<QAbstractSpinBox *>(w) || qobject_cast<QComboBox *>(w) ||
            qobject_cast<QLineEdit *>(w))
            w->installEventFilter(m_undoKeys);
    }
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New scenario"), QKeySequence::New, this, &MainWindow::newScenario);
    file->addAction(tr("&Open scenario…"), QKeySequence::Open, this,
                    &MainWindow::openScenarioDialog);
    m_recentMenu = file->addMenu(tr("Open &recent"));
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    rebuildRecentMenu();
    file->addAction(tr("&Save scenario"), QKeySequence::Save, this, [this] { saveScenario(); });
    file->addAction(tr("Save scenario &as…"), QKeySequence::SaveAs, this,
                    &MainWindow::saveScenarioAsDialog);
    file->addAction(tr("Scenario &properties…"), this, &MainWindow::editProperties);
    file->addAction(tr("E&xport report…"), QKeySequence(tr("Ctrl+R")), this,
                    &MainWindow::exportReportDialog);
    file->addAction(tr("&Print report…"), QKeySequence::Print, this, &MainWindow::printReportDialog)
        ->setObjectName(QStringLiteral("printReportAction"));
    file->addAction(tr("Copy share &code"), this, &MainWindow::copyShareCode);
    file->addSeparator();
    file->addAction(tr("Import &model from config…"), QKeySequence(tr("Ctrl+Shift+M")), this,
                    &MainWindow::importModelConfigDialog);
    file->addAction(tr("Import model from a &hub…"), QKeySequence(tr("Ctrl+Shift+H")), this,
                    &MainWindow::importModelFromHubDialog)
        ->setObjectName(QStringLiteral("importFromHubAction"));
    QAction *import = file->addAction(tr("&Import catalog data…"), this, &MainWindow::importDialog);
    import->setShortcut(QKeySequence(tr("Ctrl+I")));
    import->setStatusTip(
        tr("DescribeInstanceTypes, DescribePrice or DescribeSpotAdvice JSON, or a price CSV"));
    QAction *price = file->addAction(tr("&Enter a price…"), this, &MainWindow::enterPrice);
    price->setShortcut(QKeySequence(tr("Ctrl+E")));
    file->addAction(tr("&Reset my catalog changes…"), this, &MainWindow::resetOverlay);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QMenu *view = menuBar()->addMenu(tr("&View"));
    createUndoActions(edit, view);
    edit->addSeparator();
    edit->addAction(tr("&Settings…"), QKeySequence::Preferences, this, &MainWindow::settingsDialog)
        ->setObjectName(QStringLiteral("settingsAction"));
    // The tabs, Alt+1 … Alt+4 (as GNOME's and Firefox's tabs on Linux).
    for (int t = 0; t < TabCount; ++t) {
        QAction *go =
            view->addAction(tabLabel(Tab(t)), this, [this, t] { m_tabs->setCurrentIndex(t); });
        go->setShortcut(tabShortcut(Tab(t)));
        go->setObjectName(QStringLiteral("showTab%1").arg(t + 1));
    }
    view->addSeparator();
    createLanguageMenu(view);
    createAppearanceMenu(view);
    // Live prices and stock from Alibaba Cloud's API (widgets/refreshdialog.*); the dialog
    // saves through the repository, which reloads every view as an import does.
    QMenu *catalog = menuBar()->addMenu(tr("Ca&talog"));
    QAction *refresh = catalog->addAction(tr("&Refresh prices…"), this, &MainWindow::refreshPrices);
    refresh->setObjectName(QStringLiteral("refreshPricesAction"));
    refresh->setStatusTip(tr("Fetch prices and stock for your account from Alibaba Cloud's API"));
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *manual = help->addAction(tr("&Manual"), this, &MainWindow::showManual);
    manual->setShortcut(QKeySequence::HelpContents);
    manual->setObjectName(QStringLiteral("manualAction"));
    help->addAction(tr("&Getting started"), this, &MainWindow::showStartPanel)
        ->setObjectName(QStringLiteral("gettingStartedAction"));
    help->addAction(tr("&About GPU Planner"), this, &MainWindow::about);
}

bool MainWindow::importFiles(const QStringList &files)
{
    CatalogData rows;
    QStringList summary;
    ImportBatch batch;
    // Every file read first: one that cannot be read (or is over the size cap) refuses the
    // batch before any question is asked about another.
    std::vector<QByteArray> contents;
    for (const QString &path : files) {
        QString readError;
        auto read = readImportFile(path, &readError);
        if (!read) {
            QMessageBox::warning(this, tr("Import"),
                                 asPlainText(tr("%1\n\nNothing was imported.").arg(readError)));
            return false;
        }
        contents.push_back(std::move(*read));
    }
    for (qsizetype i = 0; i < files.size(); ++i) {
        const QString &path = files[i];
        const QByteArray &content = contents[std::size_t(i)];
        ImportOptions options;
        if (detectFormat(content, path) == ImportFormat::PriceJson) {
            PriceDialog dialog(m_repository->catalog(), PriceDialog::Purpose::DescribePriceRequest,
                               this);
            dialog.setWindowTitle(tr("What does %1 price?").arg(QFileInfo(path).fileName()));
            if (m_browser) {
                dialog.setInstanceType(m_browser->currentInstanceType());
                dialog.setRegion(m_browser->region());
                dialog.setPricingMode(m_browser->pricingMode());
            }
            if (dialog.exec() != QDialog::Accepted)
                return false;
            options.price =
                PriceRequest{dialog.region().toStdString(), dialog.instanceType().toStdString(),
                             dialog.pricingMode(), dialog.unit(), dialog.period()};
        }
        const Catalog sofar(mergeOverlay(m_repository->catalog().data(), rows));
        QString error;
        auto outcome = importContent(content, path, sofar, options, &error);
        if (!outcome) {
            // The importer's error quotes the file: shown as written (plaintext.h).
            QMessageBox::warning(this, tr("Import"),
                                 asPlainText(tr("%1\n\nNothing was imported.").arg(error)));
            return false;
        }
        // A later file that contradicts an earlier one refuses the batch (models' importFiles).
        if (auto conflict = batch.take(*outcome, QFileInfo(path).fileName())) {
            QMessageBox::warning(this, tr("Import"),
                                 asPlainText(tr("%1\n\nNothing was imported.").arg(*conflict)));
            return false;
        }
        rows = mergeOverlay(std::move(rows), outcome->rows);
        summary << outcome->summary;
    }
    OverlayChange change;
    if (!m_repository->store(rows, &change)) {
        QMessageBox::warning(
            this, tr("Import"),
            asPlainText(tr("%1\n\nNothing was imported.").arg(m_repository->errorString())));
        return false;
    }
    pushCatalogEdit(CatalogEditCommand::importOf(files), change);
    statusBar()->showMessage(summary.join(QStringLiteral("; ")), 10000);
    return true;
}

void MainWindow::importDialog()
{
    const QString dir =
        m_settings ? m_settings->value(settingskeys::kImportDir).toString() : QString();
    const QStringList files = QFileDialog::getOpenFileNames(
        this, tr("Import catalog data"), dir,
        tr("Alibaba API output or price sheets (*.json *.csv);;All files (*)"));
    if (files.isEmpty())
        return;
    if (m_settings)
        m_settings->setValue(settingskeys::kImportDir, QFileInfo(files.first()).absolutePath());
    importFiles(files);
}

void MainWindow::enterPrice()
{
    PriceDialog dialog(m_repository->catalog(), PriceDialog::Purpose::EnterPrice, this);
    if (m_browser) {
        dialog.setInstanceType(m_browser->currentInstanceType());
        dialog.setRegion(m_browser->region());
        dialog.setPricingMode(m_browser->pricingMode());
    }
    if (dialog.exec() != QDialog::Accepted)
        return;
    const Price price = dialog.price();
    OverlayChange change;
    if (!m_repository->setUserPrice(price, &change)) {
        QMessageBox::warning(this, tr("Enter a price"), asPlainText(m_repository->errorString()));
        return;
    }
    pushCatalogEdit(CatalogEditCommand::priceFor(QString::fromStdString(price.instanceTypeId)),
                    change);
}

void MainWindow::resetOverlay()
{
    // Undoable when every row can be read now (not when the overlay is damaged): the
    // question says so only then.
    QString unreadable;
    const bool undoable =
        OverlayChange::snapshot(m_repository->overlayPath(), &unreadable).has_value();
    const int rows = m_repository->overlayRowCount();
    const QString question =
        undoable ? tr("Forget the %n row(s) you imported or entered and use the shipped catalog "
                      "alone? The file is kept beside itself as a backup copy, and Edit ▸ Undo "
                      "brings the rows back until this window closes.\n\n%1",
                      nullptr, rows)
                 : tr("Forget the %n row(s) you imported or entered and use the shipped catalog "
                      "alone? The file is kept beside itself as a backup copy.\n\n%1",
                      nullptr, rows);
    const auto answer =
        QMessageBox::question(this, tr("Reset my catalog changes"),
                              asPlainText(question.arg(m_repository->overlayPath())),
                              QMessageBox::Reset | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Reset)
        return;
    OverlayChange change;
    if (!m_repository->resetOverlay(undoable ? &change : nullptr)) {
        QMessageBox::warning(this, tr("Reset my catalog changes"),
                             asPlainText(m_repository->errorString()));
        return;
    }
    pushCatalogEdit(CatalogEditCommand::reset(), change);
    if (!m_repository->lastBackup().isEmpty())
        statusBar()->showMessage(
            tr("Your catalog changes were moved to %1").arg(m_repository->lastBackup()), 10000);
}

void MainWindow::refreshPrices()
{
    aliyun::KeychainStore keychain;
    RefreshDialog dialog(m_repository, m_credentialSources ? m_credentialSources->store : &keychain,
                         m_settings, this);
    // Each refresh run in the dialog is one step, on the history once it is over.
    connect(&dialog, &RefreshDialog::refreshFinished, this, [this, &dialog] {
        pushCatalogEdit(CatalogEditCommand::refreshOf(dialog.region()), dialog.change());
    });
    dialog.exec();
}

void MainWindow::pushCatalogEdit(const CatalogEditCommand::Edit &edit, const OverlayChange &change)
{
    if (change.isEmpty())
        return;
    // A failed undo or redo (the overlay locked by another program, a full disk) is said
    // once the stack is done moving; the command keeps the history true to the overlay.
    auto failed = [this](const QString &step, const QString &error) {
        QTimer::singleShot(0, this, [this, step, error] {
            QMessageBox::warning(
                this, tr("Undo"),
                asPlainText(tr("“%1” could not be undone or redone: your catalog data was not "
                               "changed.\n\n%2")
                                .arg(step, error)));
        });
    };
    QUndoStack *stack = m_doc->undoStack();
    stack->push(new CatalogEditCommand(m_repository, stack, edit, change, failed));
}

void MainWindow::about()
{
    QMessageBox::about(
        this, tr("About GPU Planner"),
        tr("<b>GPU Planner %1</b><p>Choose the Alibaba Cloud GPU instance for a deep-learning "
           "job: does the model fit, how long does it run, what does it cost.</p>"
           "<p>Catalog: %2<br>Your changes: %3</p>")
            .arg(QApplication::applicationVersion(), m_repository->shippedPath().toHtmlEscaped(),
                 m_repository->overlayPath().toHtmlEscaped()));
}

void MainWindow::settingsDialog()
{
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Settings"));
    auto *form = new QFormLayout(&dialog);
    auto *folder = new QLineEdit(m_library->folder(), &dialog);
    auto *browse = new QPushButton(tr("&Browse…"), &dialog);
    connect(browse, &QPushButton::clicked, &dialog, [&] {
        const QString f =
            QFileDialog::getExistingDirectory(&dialog, tr("Team library folder"), folder->text());
        if (!f.isEmpty())
            folder->setText(f);
    });
    auto *row = new QHBoxLayout;
    row->addWidget(folder, 1);
    row->addWidget(browse);
    // A label of its own: a row that is a layout gets no buddy, and the "&" of the
    // mnemonic would show as a literal "&".
    auto *folderLabel = new QLabel(tr("Team &library folder:"), &dialog);
    folderLabel->setBuddy(folder);
    form->addRow(folderLabel, row);
    auto *language = new QComboBox(&dialog);
    language->addItem(tr("System default"), QString());
    language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    language->addItem(QStringLiteral("中文（简体）"), QStringLiteral("zh_CN"));
    if (m_settings)
        language->setCurrentIndex(
            std::max(0, language->findData(m_settings->value(settingskeys::kLanguage).toString())));
    form->addRow(tr("&Language:"), language);
    // Keys are stored or forgotten at once by the panel's buttons, not by OK.
    aliyun::KeychainStore keychain;
    aliyun::CredentialSources sources;
    if (m_credentialSources) {
        sources = *m_credentialSources;
    } else {
        sources.aliyunConfigPath = aliyun::defaultAliyunConfigPath();
        if (qEnvironmentVariable("GPU_PLANNER_KEYCHAIN") != QLatin1String("off"))
            sources.store = &keychain;
    }
    form->addRow(new AccessKeyPanel(sources, &dialog));
    auto *box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    connect(box, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(box, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    form->addRow(box);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (folder->text() != m_library->folder() && !folder->text().isEmpty()) {
        if (!m_library->setFolder(folder->text())) {
            QMessageBox::warning(this, tr("Settings"), asPlainText(m_library->errorString()));
        } else {
            if (m_settings)
                m_settings->setValue(settingskeys::kLibraryFolder, m_library->folder());
            if (m_libraryPage)
                m_libraryPage->refresh();
        }
    }
    // At once, after this dialog (and the menu that opened it) is done with.
    const QString chosen = language->currentData().toString();
    const QString stored =
        m_settings ? m_settings->value(settingskeys::kLanguage).toString() : QString();
    if (chosen != stored || LanguageSwitcher::resolve(chosen) != manualLanguage())
        QMetaObject::invokeMethod(
            this, [this, chosen] { setLanguage(chosen); }, Qt::QueuedConnection);
}

void MainWindow::addRecentFile(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList files = m_recent;
    files.removeAll(absolute);
    files.prepend(absolute);
    setRecentFiles(files);
}

void MainWindow::setRecentFiles(const QStringList &files)
{
    m_recent = files.mid(0, kMaxRecentFiles);
    if (m_settings)
        m_settings->setValue(settingskeys::kRecentFiles, m_recent);
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu()
{
    if (!m_recentMenu)
        return;
    m_recentMenu->clear();
    for (int i = 0; i < m_recent.size(); ++i) {
        const QString path = m_recent[i];
        // "&1 a.gpuplan.json" … "1&0 …"; a "&" of the name is not a mnemonic.
        const QString number = i < 9 ? QStringLiteral("&%1").arg(i + 1) : QStringLiteral("1&0");
        QString name = QFileInfo(path).fileName();
        name.replace(QLatin1Char('&'), QLatin1String("&&"));
        QAction *a = m_recentMenu->addAction(QStringLiteral("%1 %2").arg(number, name));
        a->setData(path);
        a->setToolTip(asPlainText(QDir::toNativeSeparators(path)));
        a->setStatusTip(QDir::toNativeSeparators(path));
        // Queued: opening rebuilds this menu, which deletes the action being triggered.
        connect(
            a, &QAction::triggered, this, [this, path] { openRecent(path); }, Qt::QueuedConnection);
    }
    if (m_recent.isEmpty())
        m_recentMenu->addAction(tr("No recent scenarios"))->setEnabled(false);
    m_recentMenu->addSeparator();
    QAction *clear =
        m_recentMenu->addAction(tr("&Clear menu"), this, [this] { setRecentFiles(QStringList()); });
    clear->setObjectName(QStringLiteral("clearRecent"));
    clear->setEnabled(!m_recent.isEmpty());
}

bool MainWindow::openRecent(const QString &path)
{
    if (!QFileInfo::exists(path)) {
        QStringList files = m_recent;
        files.removeAll(path);
        setRecentFiles(files);
        QMessageBox::warning(this, tr("Open recent"),
                             asPlainText(tr("%1 no longer exists. It was removed from the "
                                            "recent scenarios.")
                                             .arg(QDir::toNativeSeparators(path))));
        return false;
    }
    return openScenario(path);
}

// ---------------------------------------------------------------------------------------
// Help ▸ Manual.

QString MainWindow::manualLanguage()
{
    return QLocale().language() == QLocale::Chinese ? QStringLiteral("zh_CN")
                                                    : QStringLiteral("en");
}

void MainWindow::showManual()
{
    if (!m_manual) {
        m_manual = new QDialog(this);
        m_manual->setObjectName(QStringLiteral("manual"));
        m_manual->setWindowTitle(tr("Manual"));
        auto *layout = new QVBoxLayout(m_manual);
        m_manualBrowser = new ManualBrowser([this] { return shortcutsHtml(); }, m_manual);
        m_manualBrowser->setOpenExternalLinks(true);
        layout->addWidget(m_manualBrowser);
        auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, m_manual);
        QPushButton *back = buttons->addButton(tr("&Back"), QDialogButtonBox::ActionRole);
        back->setObjectName(QStringLiteral("manualBack"));
        QPushButton *home = buttons->addButton(tr("&Contents"), QDialogButtonBox::ActionRole);
        home->setObjectName(QStringLiteral("manualContents"));
        connect(back, &QPushButton::clicked, m_manualBrowser, &QTextBrowser::backward);
        connect(m_manualBrowser, &QTextBrowser::backwardAvailable, back, &QWidget::setEnabled);
        back->setEnabled(false);
        connect(home, &QPushButton::clicked, m_manualBrowser, &QTextBrowser::home);
        connect(buttons, &QDialogButtonBox::rejected, m_manual, &QDialog::hide);
        layout->addWidget(buttons);
        m_manualBrowser->setSource(
            QUrl(QStringLiteral("qrc:/manual/%1/index.html").arg(manualLanguage())));
        const QRect available = screen() ? screen()->availableGeometry() : QRect();
        m_manual->resize(fitToScreen(QRect(0, 0, 820, 680), available).size());
    }
    m_manual->show();
    m_manual->raise();
    m_manual->activateWindow();
}

QString MainWindow::shortcutsHtml() const
{
    // Every page, so that their actions are listed too.
    for (int t = 0; t < TabCount; ++t)
        const_cast<MainWindow *>(this)->ensurePage(Tab(t));
    comparisonPage()->capacityView(); // built on its first show otherwise
    QString rows;
    QStringList seen;
    for (QAction *a : findChildren<QAction *>()) {
        if (a->shortcuts().isEmpty())
            continue;
        QString text = withoutMnemonic(a->text());
        text.remove(QStringLiteral("…"));
        if (text.isEmpty())
            text = a->toolTip();
        QStringList keys;
        for (const QKeySequence &k : a->shortcuts()) {
            // Qt's standard keys add F13–F35 (Sun keyboards' Undo, Copy, …), which no
            // keyboard a user has carries.
            const Qt::Key key = k[0].key();
            if (key >= Qt::Key_F13 && key <= Qt::Key_F35)
                continue;
            keys << k.toString(QKeySequence::NativeText);
        }
        if (keys.isEmpty())
            continue;
        const QString key = keys.join(QStringLiteral(", "));
        if (seen.contains(text + key))
            continue;
        seen << text + key;
        rows += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>")
                    .arg(key.toHtmlEscaped(), text.toHtmlEscaped());
    }
    return QStringLiteral("<html><body><p><a href=\"index.html\">%1</a></p><h1>%2</h1>"
                          "<table cellpadding=\"4\">%3</table><p>%4</p></body></html>")
        .arg(tr("Contents").toHtmlEscaped(), tr("Keyboard shortcuts").toHtmlEscaped(), rows,
             tr("Alt with the underlined letter of a menu opens it, and of a field on the page "
                "goes to it; Alt+1 to Alt+4 show the tabs.")
                 .toHtmlEscaped());
}

} // namespace gpuplanner
