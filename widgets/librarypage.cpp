#include "librarypage.h"

#include "catalogrepository.h"
#include "catalogtablemodel.h"
#include "library.h"

#include <QApplication>
#include <QClipboard>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace gpuplanner {

namespace {

QString signedPct(double a, double b)
{
    if (a == 0)
        return QString();
    const double pct = (b - a) / a * 100;
    return QStringLiteral(" (%1%2 %)")
        .arg(pct >= 0 ? QStringLiteral("+") : QString(), formatNumber(pct, 1));
}

} // namespace

LibraryPage::LibraryPage(ScenarioLibrary *library, CatalogRepository *repository, QWidget *parent)
    : QWidget(parent)
    , m_library(library)
    , m_repository(repository)
{
    m_folder = new QLabel(this);
    m_folder->setObjectName(QStringLiteral("folder"));
    m_folder->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *choose = new QPushButton(tr("Choose &folder…"), this);
    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("search"));
    m_search->setPlaceholderText(tr("Search name, author, tags, notes"));
    m_search->setClearButtonEnabled(true);
    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Team library:"), this));
    top->addWidget(m_folder, 1);
    top->addWidget(choose);
    top->addWidget(m_search, 1);

    m_table = new QTableWidget(this);
    m_table->setObjectName(QStringLiteral("scenarios"));
    m_table->setColumnCount(5);
    m_table->setHorizontalHeaderLabels(
        {tr("Name"), tr("Author"), tr("Modified"), tr("Revision"), tr("Tags")});
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSortingEnabled(true);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    connect(m_table, &QTableWidget::cellDoubleClicked, this, [this](int row, int) {
        Q_EMIT openRequested(m_table->item(row, 0)->data(Qt::UserRole).toString());
    });

    auto *buttons = new QHBoxLayout;
    auto add = [&](const QString &text, auto slot, const char *name) {
        auto *b = new QPushButton(text, this);
        b->setObjectName(QString::fromLatin1(name));
        connect(b, &QPushButton::clicked, this, slot);
        buttons->addWidget(b);
        return b;
    };
    add(
        tr("&Open"),
        [this] {
            const QStringList paths = selectedPaths();
            if (!paths.isEmpty())
                Q_EMIT openRequested(paths.first());
        },
        "open");
    add(tr("D&uplicate"), &LibraryPage::duplicateSelected, "duplicate");
    add(tr("Re&name…"), &LibraryPage::renameSelected, "rename");
    add(tr("&Delete"), &LibraryPage::deleteSelected, "delete");
    add(tr("&Trash…"), &LibraryPage::showTrash, "trash");
    add(tr("Di&ff"), &LibraryPage::diffSelected, "diff");
    add(tr("Copy &share code"), &LibraryPage::copyShareCode, "share");
    add(tr("&Paste share code"), &LibraryPage::pasteShareCode, "paste");
    buttons->addStretch(1);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);

    connect(choose, &QPushButton::clicked, this, &LibraryPage::chooseFolder);
    connect(m_search, &QLineEdit::textChanged, this, &LibraryPage::refresh);
    connect(m_library, &ScenarioLibrary::changed, this, &LibraryPage::refresh);
    refresh();
}

QStringList LibraryPage::selectedPaths() const
{
    QStringList paths;
    for (const QModelIndex &i : m_table->selectionModel()->selectedRows())
        paths << m_table->item(i.row(), 0)->data(Qt::UserRole).toString();
    return paths;
}

void LibraryPage::refresh()
{
    const QStringList selected = selectedPaths();
    m_folder->setText(m_library->folder().isEmpty() ? tr("<i>none chosen</i>")
                                                    : m_library->folder().toHtmlEscaped());
    const auto entries = m_search->text().trimmed().isEmpty() ? m_library->entries()
                                                              : m_library->search(m_search->text());
    m_table->setSortingEnabled(false);
    m_table->setRowCount(static_cast<int>(entries.size()));
    for (int r = 0; r < static_cast<int>(entries.size()); ++r) {
        const LibraryEntry &e = entries[static_cast<std::size_t>(r)];
        auto *name = new QTableWidgetItem(
            e.error.isEmpty() ? e.name : tr("%1 (cannot be read)").arg(e.fileName));
        name->setData(Qt::UserRole, e.path);
        name->setToolTip(e.error.isEmpty() ? e.path : e.error);
        if (!e.error.isEmpty())
            name->setForeground(QColor(0xb0, 0x00, 0x20));
        m_table->setItem(r, 0, name);
        m_table->setItem(r, 1, new QTableWidgetItem(e.author));
        m_table->setItem(r, 2,
                         new QTableWidgetItem(e.fileTime.toLocalTime().toString(
                             QStringLiteral("yyyy-MM-dd HH:mm"))));
        auto *revision = new QTableWidgetItem;
        revision->setData(Qt::DisplayRole, e.revision);
        m_table->setItem(r, 3, revision);
        m_table->setItem(r, 4, new QTableWidgetItem(e.tags.join(QStringLiteral(", "))));
        if (selected.contains(e.path))
            m_table->selectRow(r);
    }
    m_table->setSortingEnabled(true);
    m_table->resizeColumnsToContents();
}

void LibraryPage::chooseFolder()
{
    const QString folder =
        QFileDialog::getExistingDirectory(this, tr("Team library folder"), m_library->folder());
    if (folder.isEmpty())
        return;
    if (!m_library->setFolder(folder)) {
        QMessageBox::warning(this, tr("Team library"), m_library->errorString());
        return;
    }
    Q_EMIT folderChosen(folder);
    refresh();
}

void LibraryPage::duplicateSelected()
{
    for (const QString &path : selectedPaths()) {
        if (m_library->duplicate(path).isEmpty())
            QMessageBox::warning(this, tr("Duplicate"), m_library->errorString());
    }
}

void LibraryPage::renameSelected()
{
    const QStringList paths = selectedPaths();
    if (paths.size() != 1)
        return;
    const auto s = m_library->open(paths.first());
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Rename"), tr("New name:"),
                                               QLineEdit::Normal, s ? s->name : QString(), &ok);
    if (ok && !name.trimmed().isEmpty() && !m_library->rename(paths.first(), name.trimmed()))
        QMessageBox::warning(this, tr("Rename"), m_library->errorString());
}

void LibraryPage::deleteSelected()
{
    const QStringList paths = selectedPaths();
    if (paths.isEmpty())
        return;
    if (QMessageBox::question(
            this, tr("Delete"),
            tr("Move %n scenario(s) to the library's trash? They can be restored from Trash.",
               nullptr, static_cast<int>(paths.size()))) != QMessageBox::Yes)
        return;
    for (const QString &path : paths) {
        if (!m_library->remove(path))
            QMessageBox::warning(this, tr("Delete"), m_library->errorString());
    }
}

void LibraryPage::showTrash()
{
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Trash"));
    auto *list = new QListWidget(&dialog);
    for (const TrashEntry &t : m_library->trash()) {
        auto *item = new QListWidgetItem(
            tr("%1 — deleted %2")
                .arg(t.originalName,
                     t.deleted.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm"))),
            list);
        item->setData(Qt::UserRole, t.path);
    }
    auto *box = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
    auto *restore = box->addButton(tr("&Restore"), QDialogButtonBox::ActionRole);
    connect(box, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    connect(restore, &QPushButton::clicked, &dialog, [&] {
        for (QListWidgetItem *item : list->selectedItems()) {
            if (m_library->restore(item->data(Qt::UserRole).toString()))
                delete item;
            else
                QMessageBox::warning(&dialog, tr("Restore"), m_library->errorString());
        }
    });
    auto *layout = new QVBoxLayout(&dialog);
    layout->addWidget(list);
    layout->addWidget(box);
    dialog.resize(520, 360);
    dialog.exec();
}

void LibraryPage::diffSelected()
{
    const QStringList paths = selectedPaths();
    if (paths.isEmpty() || paths.size() > 2) {
        QMessageBox::information(
            this, tr("Diff"),
            tr("Select two scenarios, or one to compare its saved prices with today's."));
        return;
    }
    const auto a = m_library->open(paths.first());
    if (!a) {
        QMessageBox::warning(this, tr("Diff"), m_library->errorString());
        return;
    }
    QString html;
    // A snapshot: the message boxes below run an event loop in which the catalog may change.
    const std::shared_ptr<const Catalog> snapshot = m_repository->snapshot();
    const Catalog &catalog = *snapshot;
    if (paths.size() == 2) {
        const auto b = m_library->open(paths.last());
        if (!b) {
            QMessageBox::warning(this, tr("Diff"), m_library->errorString());
            return;
        }
        const ScenarioDiff d = diffScenarios(*a, *b, catalog);
        html += QStringLiteral("<h3>%1 ↔ %2</h3><table border='1' cellspacing='0' "
                               "cellpadding='3'><tr><th>%3</th><th>%4</th><th>%5</th></tr>")
                    .arg(a->name.toHtmlEscaped(), b->name.toHtmlEscaped(), tr("Field"),
                         a->name.toHtmlEscaped(), b->name.toHtmlEscaped());
        for (const auto &f : d.fields)
            html += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td></tr>")
                        .arg(f.field.toHtmlEscaped(), f.a.toHtmlEscaped(), f.b.toHtmlEscaped());
        html += QStringLiteral("</table><h4>%1</h4><ul>").arg(tr("Results"));
        html += QStringLiteral("<li>%1: %2 → %3 GiB%4</li>")
                    .arg(tr("VRAM per GPU"), formatNumber(d.vramA, 1), formatNumber(d.vramB, 1),
                         signedPct(d.vramA, d.vramB));
        if (d.hoursA && d.hoursB)
            html += QStringLiteral("<li>%1: %2 → %3%4</li>")
                        .arg(tr("Hours (best option)"), formatNumber(*d.hoursA, 1),
                             formatNumber(*d.hoursB, 1), signedPct(*d.hoursA, *d.hoursB));
        if (d.costA && d.costB)
            html += QStringLiteral("<li>%1: %2 → %3%4</li>")
                        .arg(tr("Cost (best option)"), formatNumber(*d.costA, 2),
                             formatNumber(*d.costB, 2), signedPct(*d.costA, *d.costB));
        html += QStringLiteral("<li>%1: %2 → %3</li></ul>")
                    .arg(tr("Best option"), d.bestA.toHtmlEscaped(), d.bestB.toHtmlEscaped());
    } else {
        const auto changes = diffSavedPrices(*a, catalog);
        html +=
            QStringLiteral("<h3>%1</h3><p>%2</p><table border='1' cellspacing='0' "
                           "cellpadding='3'><tr><th>%3</th><th>%4</th><th>%5</th><th>%6</th></tr>")
                .arg(tr("Saved prices of %1 against today's catalog").arg(a->name.toHtmlEscaped()),
                     tr("Saved %1").arg(a->pricesSavedAt.toHtmlEscaped()), tr("Instance type"),
                     tr("Mode"), tr("Saved"), tr("Today"));
        for (const PriceChange &c : changes) {
            html += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3 %4 (%5)</td><td>%6</td></tr>")
                        .arg(QString::fromStdString(c.instanceTypeId), pricingModeLabel(c.mode),
                             formatNumber(c.saved, 2), QString::fromStdString(c.currency),
                             QString::fromStdString(c.savedAsOf),
                             c.today ? formatNumber(*c.today, 2) + signedPct(c.saved, *c.today)
                                     : tr("no price today"));
        }
        html += QStringLiteral("</table>");
        if (changes.empty())
            html +=
                tr("<p>This scenario has no saved prices (it was saved by an older version).</p>");
    }
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Diff"));
    auto *view = new QTextBrowser(&dialog);
    view->setObjectName(QStringLiteral("diffView"));
    view->setHtml(html);
    auto *box = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
    connect(box, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto *layout = new QVBoxLayout(&dialog);
    layout->addWidget(view);
    layout->addWidget(box);
    dialog.resize(760, 520);
    dialog.exec();
}

void LibraryPage::copyShareCode()
{
    const QStringList paths = selectedPaths();
    if (paths.size() != 1)
        return;
    const auto s = m_library->open(paths.first());
    if (!s) {
        QMessageBox::warning(this, tr("Share code"), m_library->errorString());
        return;
    }
    QApplication::clipboard()->setText(shareCode(*s));
}

void LibraryPage::pasteShareCode()
{
    bool ok = false;
    const QString code =
        QInputDialog::getMultiLineText(this, tr("Open a share code"), tr("Paste the share code:"),
                                       QApplication::clipboard()->text(), &ok);
    if (!ok || code.trimmed().isEmpty())
        return;
    Q_EMIT shareCodeOpened(code);
}

} // namespace gpuplanner
