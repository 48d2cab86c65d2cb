#include "librarypage.h"

#include "catalogrepository.h"
#include "catalogtablemodel.h"
#include "chartexport.h"
#include "library.h"
#include "librarymodel.h"
#include "palette.h"
#include "plaintext.h"
#include "screenfit.h"
#include "tablecopy.h"
#include "unshapedtext.h"

#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QClipboard>
#include <QDateTime>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QHorizontalStackedBarSeries>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QScreen>
#include <QStyle>
#include <QTableView>
#include <QTextBrowser>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>

namespace gpuplanner {

namespace {

QString signedPct(double a, double b)
{
    const QString pct = percentChange(a, b);
    return pct.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(pct);
}

// "12 tokens", "12 %", "yes"; nothing added to "(not set)".
QString withUnit(const QString &value, const QString &unit)
{
    if (value == QLatin1String("true"))
        return LibraryPage::tr("yes");
    if (value == QLatin1String("false"))
        return LibraryPage::tr("no");
    if (value.startsWith(QLatin1Char('(')) || unit.isEmpty())
        return value;
    if (unit == QLatin1String("%"))
        return value + QStringLiteral(" %");
    return value + QLatin1Char(' ') + unit;
}

// When prices were saved, in the user's words and time zone ("2026-12-01T04:36:44Z" →
// "2026/12/1 12:36"); a stamp that is no ISO time as written.
QString savedAtText(const QString &stamp)
{
    const QDateTime t = QDateTime::fromString(stamp, Qt::ISODate);
    return t.isValid() ? QLocale().toString(t.toLocalTime(), QLocale::ShortFormat) : stamp;
}

QString money(const std::optional<double> &v, const QString &currency)
{
    return v ? QStringLiteral("%1 %2").arg(formatNumber(*v, 2), currency) : QStringLiteral("—");
}

// Per-GPU memory of a scenario, one stacked bar (the estimate tab's chart), on a shared scale.
// The parts of a memory chart, in its order and colours.
QStringList memoryParts()
{
    return {LibraryPage::tr("Weights"),          LibraryPage::tr("Gradients"),
            LibraryPage::tr("Optimizer states"), LibraryPage::tr("Activations"),
            LibraryPage::tr("KV cache"),         LibraryPage::tr("Overhead")};
}

// The legend of both memory charts: a coloured square and the part's name, wrapped to the
// dialog's width.
QLabel *memoryLegend(QWidget *parent)
{
    QStringList entries;
    const QStringList names = memoryParts();
    for (int i = 0; i < names.size(); ++i)
        entries << QStringLiteral("<span style=\"color:%1\">■</span>&nbsp;%2")
                       .arg(palette::screen().memory[std::size_t(i)].name(),
                            names[i].toHtmlEscaped());
    auto *label = new QLabel(entries.join(QStringLiteral(" &nbsp; ")), parent);
    label->setObjectName(QStringLiteral("memoryLegend"));
    label->setTextFormat(Qt::RichText); // composed here from translated names, escaped
    label->setWordWrap(true);
    label->setAlignment(Qt::AlignCenter);
    return label;
}

QChartView *memoryChart(const Scenario &s, double axisMax, QWidget *parent)
{
    const MemoryBreakdown g = estimateMemory(s.workload).perGpu;
    auto *chart = new QChart;
    chart->setTitle(LibraryPage::tr("%1: per-GPU memory (GiB)").arg(s.name.toHtmlEscaped()));
    // One legend under both charts (memoryLegend): six entries under a chart half a small
    // dialog wide were cut.
    chart->legend()->hide();
    auto *series = new QHorizontalStackedBarSeries(chart);
    const QStringList names = memoryParts();
    const double parts[] = {g.weightsGib,     g.gradientsGib, g.optimizerGib,
                            g.activationsGib, g.kvCacheGib,   g.overheadGib};
    const auto &colors = palette::screen().memory;
    for (int i = 0; i < 6; ++i) {
        auto *set = new QBarSet(names[i], series);
        set->setColor(colors[i]);
        set->append(parts[i]);
        series->append(set);
    }
    chart->addSeries(series);
    auto *categories = new QBarCategoryAxis(chart);
    categories->append(LibraryPage::tr("%1 GiB").arg(formatNumber(g.totalGib, 1)));
    chart->addAxis(categories, Qt::AlignLeft);
    series->attachAxis(categories);
    auto *values = new QValueAxis(chart);
    values->setLabelFormat(QStringLiteral("%.0f"));
    values->setRange(0, axisMax);
    values->applyNiceNumbers();
    chart->addAxis(values, Qt::AlignBottom);
    series->attachAxis(values);
    auto *view = new QChartView(chart, parent);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumSize(320, 220);
    addChartExport(view);
    return view;
}

} // namespace

LibraryPage::LibraryPage(ScenarioLibrary *library, CatalogRepository *repository, QWidget *parent)
    : QWidget(parent)
    , m_library(library)
    , m_repository(repository)
{
    // Unshaped text (unshapedtext.h), as in the window: also when the tab stands alone (as
    // bench_library shows it; shaped, a repaint of the table during the first indexing took
    // 6–15 ms).
    drawTextUnshaped(this);
    m_folder = new QLabel(this);
    m_folder->setObjectName(QStringLiteral("folder"));
    m_folder->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_folder->setTextFormat(Qt::RichText); // "<i>none chosen</i>" or the escaped folder
    auto *choose = new QPushButton(tr("&Choose folder…"), this);
    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("search"));
    m_search->setPlaceholderText(tr("Search name, author, tags, notes"));
    m_search->setAccessibleName(tr("Search the library"));
    m_search->setClearButtonEnabled(true);
    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Team library:"), this));
    top->addWidget(m_folder, 1);
    top->addWidget(choose);
    top->addWidget(m_search, 1);

    m_model = new LibraryModel(m_library, this);
    m_proxy = new LibraryFilterProxy(this);
    m_proxy->setSourceModel(m_model);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("scenarios"));
    m_table->setAccessibleName(tr("Scenarios in the library"));
    m_table->setModel(m_proxy);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    addRowCopy(m_table);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(int(LibraryModel::Column::Name), Qt::AscendingOrder);
    m_table->verticalHeader()->hide();
    // One line per cell, elided: a wrapped layout costs the painting of every keystroke
    // (the line breaks of each cell's text are worked out each time).
    m_table->setWordWrap(false);
    // Fixed widths: fitting columns to 10,000 rows would read every row.
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    // The name takes the width the others leave, so the table fits a 1024 px window
    // without a horizontal scroll bar; the others keep widths the user can drag.
    const int widths[] = {0, 115, 110, 90, 150, 90, 115, 60, 90};
    for (int c = 1; c < int(std::size(widths)); ++c)
        m_table->setColumnWidth(c, widths[c]);
    m_table->horizontalHeader()->setMinimumSectionSize(40);
    m_table->horizontalHeader()->setSectionResizeMode(int(LibraryModel::Column::Name),
                                                      QHeaderView::Stretch);
    connect(m_table, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        Q_EMIT openRequested(index.data(LibraryModel::PathRole).toString());
    });
    m_count = new QLabel(this);
    m_count->setObjectName(QStringLiteral("count"));
    // The first indexing of a library (or after the catalog's prices changed) reads and ranks
    // every file on worker threads: how far it is.
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("indexing"));
    m_progress->setFormat(tr("Indexing: %v of %m files"));
    m_progress->setMaximumWidth(260);
    m_progress->hide();
    connect(m_library, &ScenarioLibrary::indexingProgress, this, &LibraryPage::showProgress);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &LibraryPage::updateCount);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &LibraryPage::updateCount);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &LibraryPage::updateCount);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &LibraryPage::updateCount);

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
    add(tr("T&rash…"), &LibraryPage::showTrash, "trash");
    add(tr("D&iff"), &LibraryPage::diffSelected, "diff");
    m_shareButton = add(tr("Copy &share code"), &LibraryPage::copyShareCode, "share");
    add(tr("&Paste share code"), &LibraryPage::pasteShareCode, "paste");
    buttons->addStretch(1);
    buttons->addWidget(m_progress);
    buttons->addWidget(m_count);

    // What a library is and what to do next, while it is empty (issue 26: every empty
    // state says what to do next).
    m_emptyNote = new QLabel(this);
    m_emptyNote->setObjectName(QStringLiteral("emptyNote"));
    m_emptyNote->setTextFormat(Qt::PlainText);
    m_emptyNote->setWordWrap(true);
    m_examplesButton = new QPushButton(tr("Create an e&xample library…"), this);
    m_examplesButton->setObjectName(QStringLiteral("createExamples"));
    connect(m_examplesButton, &QPushButton::clicked, this, &LibraryPage::chooseExampleFolder);
    auto *empty = new QHBoxLayout;
    empty->addWidget(m_emptyNote, 1);
    empty->addWidget(m_examplesButton, 0, Qt::AlignTop);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addLayout(empty);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);

    connect(choose, &QPushButton::clicked, this, &LibraryPage::chooseFolder);
    connect(m_search, &QLineEdit::textChanged, m_proxy, &LibraryFilterProxy::setSearchText);
    if (m_repository) { // best costs with the catalog the other tabs use
        m_library->setCatalog(m_repository->snapshot());
        connect(m_repository, &CatalogRepository::changed, this,
                [this] { m_library->setCatalog(m_repository->snapshot()); });
    }
    refresh();
}

void LibraryPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    m_model->attach(); // the first time: the index starts
}

QStringList LibraryPage::selectedPaths() const
{
    QStringList paths;
    for (const QModelIndex &i : m_table->selectionModel()->selectedRows())
        paths << i.data(LibraryModel::PathRole).toString();
    return paths;
}

void LibraryPage::selectPath(const QString &path)
{
    const int row = m_model->rowOf(path);
    if (row < 0)
        return;
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
    if (!index.isValid())
        return;
    m_table->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                          QItemSelectionModel::Rows);
    m_table->scrollTo(index);
}

void LibraryPage::refresh()
{
    m_folder->setText(m_library->folder().isEmpty() ? tr("<i>none chosen</i>")
                                                    : m_library->folder().toHtmlEscaped());
    updateCount();
}

void LibraryPage::updateCount()
{
    const int shown = m_proxy->rowCount();
    const int all = m_model->rowCount();
    const bool noFolder = m_library->folder().isEmpty();
    m_emptyNote->setText(
        noFolder ? tr("A team library is a folder of scenario files (.gpuplan.json) that your "
                      "team shares, for example on a network drive: everyone sees the same "
                      "plans, their costs with today's prices, and what changed between two. "
                      "Choose a folder, or create one with four example scenarios to try it.")
                 : tr("This folder holds no scenarios yet. Save the open scenario into it "
                      "(File ▸ Save scenario as…), paste a colleague's share code, or add the "
                      "four example scenarios."));
    const bool empty = noFolder || (all == 0 && !m_library->isIndexing());
    m_emptyNote->setVisible(empty);
    m_examplesButton->setVisible(empty);
    m_count->setText(shown == all ? tr("%n scenario(s)", nullptr, all)
                                  : tr("%1 of %n scenario(s)", nullptr, all).arg(shown));
}

void LibraryPage::showProgress(int done, int total)
{
    if (total <= 0) {
        m_progress->hide();
        updateCount(); // indexing is over: an empty folder says what to do
        return;
    }
    m_progress->setRange(0, total);
    m_progress->setValue(done);
    m_progress->show();
}

void LibraryPage::chooseFolder()
{
    const QString folder =
        QFileDialog::getExistingDirectory(this, tr("Team library folder"), m_library->folder());
    if (!folder.isEmpty())
        useFolder(folder);
}

void LibraryPage::chooseExampleFolder()
{
    QString folder = m_library->folder();
    if (folder.isEmpty()) {
        folder = QFileDialog::getExistingDirectory(
            this, tr("Folder for the example library"),
            QDir::home().filePath(QStringLiteral("gpu-planner-examples")));
        if (folder.isEmpty())
            return;
    }
    QString error;
    const int written = createExamplesIn(folder, &error);
    if (written < 0) {
        QMessageBox::warning(this, tr("Example library"), asPlainText(error));
        return;
    }
    if (folder != m_library->folder() && !useFolder(folder))
        return;
    Q_EMIT statusMessage(tr("%n example scenario(s) written to %1", nullptr, written)
                             .arg(QDir::toNativeSeparators(folder)));
}

int LibraryPage::createExamplesIn(const QString &folder, QString *error)
{
    if (!QDir().mkpath(folder)) {
        *error = tr("%1: cannot create the folder").arg(folder);
        return -1;
    }
    int written = 0;
    const QDir examples(QStringLiteral(":/examples/library"));
    for (const QString &name : examples.entryList({QStringLiteral("*.gpuplan.json")})) {
        const QString target = QDir(folder).filePath(name);
        if (QFileInfo::exists(target))
            continue; // a file of the same name is the user's: never overwritten
        QFile in(examples.filePath(name));
        QSaveFile out(target);
        if (!in.open(QIODevice::ReadOnly) || !out.open(QIODevice::WriteOnly) ||
            out.write(in.readAll()) != in.size() || !out.commit()) {
            *error = tr("%1: cannot write: %2").arg(target, out.errorString());
            return -1;
        }
        ++written;
    }
    return written;
}

bool LibraryPage::useFolder(const QString &folder)
{
    if (!m_library->setFolder(folder)) {
        QMessageBox::warning(this, tr("Team library"), asPlainText(m_library->errorString()));
        return false;
    }
    Q_EMIT folderChosen(folder);
    refresh();
    return true;
}

void LibraryPage::duplicateSelected()
{
    QString last;
    for (const QString &path : selectedPaths()) {
        const QString copy = m_library->duplicate(path);
        if (copy.isEmpty())
            QMessageBox::warning(this, tr("Duplicate"), asPlainText(m_library->errorString()));
        else
            last = copy;
    }
    if (!last.isEmpty())
        selectPath(last);
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
    if (ok && !name.trimmed().isEmpty())
        renameSelectedTo(name.trimmed());
}

bool LibraryPage::renameSelectedTo(const QString &name)
{
    const QStringList paths = selectedPaths();
    if (paths.size() != 1)
        return false;
    QString newPath;
    if (!m_library->rename(paths.first(), name, &newPath)) {
        QMessageBox::warning(this, tr("Rename"), asPlainText(m_library->errorString()));
        return false;
    }
    selectPath(newPath); // the renamed file, wherever it sorts now
    Q_EMIT statusMessage(tr("Renamed to “%1”.").arg(name));
    return true;
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
            QMessageBox::warning(this, tr("Delete"), asPlainText(m_library->errorString()));
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
                QMessageBox::warning(&dialog, tr("Restore"), asPlainText(m_library->errorString()));
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
    if (QDialog *dialog = makeDiffDialog(selectedPaths())) {
        dialog->exec();
        delete dialog;
    }
}

QString LibraryPage::diffHtml(const Scenario &a, const Scenario &b, const ScenarioDiff &d)
{
    const QString nameA = a.name.toHtmlEscaped();
    const QString nameB = b.name.toHtmlEscaped();
    QString html = QStringLiteral("<h3>%1 ↔ %2</h3>").arg(nameA, nameB);
    if (d.fields.empty()) {
        html += tr("<p>The inputs are the same.</p>");
    } else {
        html += QStringLiteral("<table border='1' cellspacing='0' cellpadding='3'><tr><th>%1</th>"
                               "<th>%2</th><th>%3</th></tr>")
                    .arg(tr("Input"), nameA, nameB);
        for (const auto &f : d.fields) {
            const DiffFieldLabel la = diffFieldLabel(f.field, d.currencyA);
            const DiffFieldLabel lb = diffFieldLabel(f.field, d.currencyB);
            html += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td></tr>")
                        .arg(la.label.toHtmlEscaped(), withUnit(f.a, la.unit).toHtmlEscaped(),
                             withUnit(f.b, lb.unit).toHtmlEscaped());
        }
        html += QStringLiteral("</table>");
    }
    html += QStringLiteral("<h4>%1</h4><ul>").arg(tr("Results (best option)"));
    auto line = [&](const QString &label, const QString &from, const QString &to,
                    const QString &pct) {
        html += QStringLiteral("<li>%1: %2 → %3%4</li>")
                    .arg(label, from.toHtmlEscaped(), to.toHtmlEscaped(), pct);
    };
    line(tr("Memory per GPU"), tr("%1 GiB").arg(formatNumber(d.vramA, 1)),
         tr("%1 GiB").arg(formatNumber(d.vramB, 1)), signedPct(d.vramA, d.vramB));
    const bool serving = d.servingA || d.servingB;
    const bool training = !d.servingA || !d.servingB;
    const bool sameCurrency = d.currencyA == d.currencyB;
    if (serving) {
        auto rate = [](const std::optional<double> &v) {
            return v ? tr("%1 tokens/s").arg(formatNumber(*v, 0)) : QStringLiteral("—");
        };
        line(tr("Throughput"), rate(d.tokensPerSecondA), rate(d.tokensPerSecondB),
             d.tokensPerSecondA && d.tokensPerSecondB
                 ? signedPct(*d.tokensPerSecondA, *d.tokensPerSecondB)
                 : QString());
        line(tr("Cost per million tokens"), money(d.costPerMillionA, d.currencyA),
             money(d.costPerMillionB, d.currencyB),
             sameCurrency && d.costPerMillionA && d.costPerMillionB
                 ? signedPct(*d.costPerMillionA, *d.costPerMillionB)
                 : QString());
    }
    if (training) {
        auto hours = [](const std::optional<double> &v) {
            return v ? tr("%1 h").arg(formatNumber(*v, 1)) : QStringLiteral("—");
        };
        line(tr("Time"), hours(d.hoursA), hours(d.hoursB),
             d.hoursA && d.hoursB ? signedPct(*d.hoursA, *d.hoursB) : QString());
    }
    line(serving && !training ? tr("Cost of the serving time") : tr("Total cost"),
         money(d.costA, d.currencyA), money(d.costB, d.currencyB),
         sameCurrency && d.costA && d.costB ? signedPct(*d.costA, *d.costB) : QString());
    line(tr("Best option"), d.bestA.isEmpty() ? tr("none fits") : d.bestA,
         d.bestB.isEmpty() ? tr("none fits") : d.bestB, QString());
    html += QStringLiteral("</ul>");
    return html;
}

QDialog *LibraryPage::makeDiffDialog(const QStringList &paths)
{
    if (paths.isEmpty() || paths.size() > 2) {
        QMessageBox::information(
            this, tr("Diff"),
            tr("Select two scenarios, or one to compare its saved prices with today's."));
        return nullptr;
    }
    const auto a = m_library->open(paths.first());
    if (!a) {
        QMessageBox::warning(this, tr("Diff"), asPlainText(m_library->errorString()));
        return nullptr;
    }
    QString html;
    // A snapshot: the message boxes below run an event loop in which the catalog may change.
    const std::shared_ptr<const Catalog> snapshot = m_repository->snapshot();
    const Catalog &catalog = *snapshot;
    auto *dialog = new QDialog(this);
    dialog->setWindowTitle(tr("Diff"));
    auto *layout = new QVBoxLayout(dialog);
    auto *view = new QTextBrowser(dialog);
    view->setObjectName(QStringLiteral("diffView"));
    layout->addWidget(view, 1);
    if (paths.size() == 2) {
        const auto b = m_library->open(paths.last());
        if (!b) {
            QMessageBox::warning(this, tr("Diff"), asPlainText(m_library->errorString()));
            delete dialog;
            return nullptr;
        }
        const ScenarioDiff d = diffScenarios(*a, *b, catalog);
        html = diffHtml(*a, *b, d);
        // Both memory charts side by side, on one scale.
        const double top = std::max(1.0, std::max(d.vramA, d.vramB) * 1.05);
        auto *charts = new QHBoxLayout;
        QChartView *chartA = memoryChart(*a, top, dialog);
        chartA->setObjectName(QStringLiteral("chartA"));
        QChartView *chartB = memoryChart(*b, top, dialog);
        chartB->setObjectName(QStringLiteral("chartB"));
        charts->addWidget(chartA);
        charts->addWidget(chartB);
        layout->addLayout(charts, 1);
        layout->addWidget(memoryLegend(dialog));
    } else {
        const auto changes = diffSavedPrices(*a, catalog);
        html +=
            QStringLiteral("<h3>%1</h3><p>%2</p><table border='1' cellspacing='0' "
                           "cellpadding='3'><tr><th>%3</th><th>%4</th><th>%5</th><th>%6</th></tr>")
                .arg(tr("Saved prices of %1 against today's catalog").arg(a->name.toHtmlEscaped()),
                     tr("Saved %1").arg(savedAtText(a->pricesSavedAt).toHtmlEscaped()),
                     tr("Instance type"), tr("Mode"), tr("Saved"), tr("Today"));
        for (const PriceChange &c : changes) {
            html += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3 %4 (%5)</td><td>%6</td></tr>")
                        .arg(QString::fromStdString(c.instanceTypeId).toHtmlEscaped(),
                             pricingModeLabel(c.mode), formatNumber(c.saved, 2),
                             QString::fromStdString(c.currency).toHtmlEscaped(),
                             QString::fromStdString(c.savedAsOf).toHtmlEscaped(),
                             c.today ? formatNumber(*c.today, 2) + signedPct(c.saved, *c.today)
                                     : tr("no price today"));
        }
        html += QStringLiteral("</table>");
        if (changes.empty())
            html +=
                tr("<p>This scenario has no saved prices (it was saved by an older version).</p>");
    }
    view->setHtml(html);
    auto *box = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    connect(box, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    layout->addWidget(box);
    // No taller or wider than the screen (900×720 was taller than a 1024×700 one).
    const QScreen *screen = this->screen() ? this->screen() : QGuiApplication::primaryScreen();
    // Before the dialog is shown its frame is not known: leave room for a title bar.
    const int titleBar = dialog->style()->pixelMetric(QStyle::PM_TitleBarHeight, nullptr, dialog);
    const QRect available =
        screen ? screen->availableGeometry().adjusted(0, titleBar, 0, 0) : QRect();
    const QSize wanted(paths.size() == 2 ? 900 : 760, paths.size() == 2 ? 720 : 520);
    dialog->resize(fitToScreen(QRect(available.topLeft(), wanted), available).size());
    return dialog;
}

void LibraryPage::copyShareCode()
{
    const QStringList paths = selectedPaths();
    if (paths.size() != 1) {
        QMessageBox::information(this, tr("Share code"),
                                 tr("Select one scenario to copy its share code."));
        return;
    }
    const auto s = m_library->open(paths.first());
    if (!s) {
        QMessageBox::warning(this, tr("Share code"), asPlainText(m_library->errorString()));
        return;
    }
    const QString code = shareCode(*s);
    QApplication::clipboard()->setText(code);
    const QString message =
        tr("The share code of “%1” is on the clipboard (%n character(s)): paste it into a chat.",
           nullptr, int(code.size()))
            .arg(s->name);
    const QString tip = asPlainText(message); // the scenario's name, as written
    m_shareButton->setToolTip(tip);
    if (m_shareButton->isVisible())
        QToolTip::showText(m_shareButton->mapToGlobal(QPoint(0, m_shareButton->height())), tip,
                           m_shareButton);
    Q_EMIT statusMessage(message);
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
