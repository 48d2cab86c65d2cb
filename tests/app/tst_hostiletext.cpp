// Issue 27, "Safe with what others send you": text from a file, a colleague, a server or an
// import is shown as written wherever Qt guesses rich text (Qt::AutoText: tooltips, message
// boxes, labels) or draws HTML (chart titles and labels, text panes). A scenario named
// "<img src=/dev/zero>" made Qt read /dev/zero until std::bad_alloc, losing unsaved edits.
// The payloads here are harmless (bold, an image file that does not exist) and their effect
// can be seen: the text SHOWN, read as Qt reads it, holds them literally. No widget is ever
// given /dev/zero (a regression would hang the run instead of failing it).
#include "catalogbrowser.h"
#include "catalogrepository.h"
#include "catalogtablemodel.h"
#include "comparisonpage.h"
#include "estimatorpage.h"
#include "library.h"
#include "librarymodel.h"
#include "librarypage.h"
#include "mainwindow.h"
#include "plaintext.h"
#include "plantablemodel.h"
#include "presets.h"
#include "scenariodocument.h"

#include "../support/fixtures.h"
#include "../support/libraryfixtures.h"

#include <QAbstractButton>
#include <QApplication>
#include <QBarCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QLabel>
#include <QLineSeries>
#include <QMessageBox>
#include <QPushButton>
#include <QScatterSeries>
#include <QSettings>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>
#include <memory>

using namespace gpuplanner;

namespace {

// Bold and an image: read as HTML, the first loses its tags and the second becomes an image.
const QString kPayload = QStringLiteral("<b>bold</b> <img src=nonexistent.png>");
// A file's name cannot hold "/": the same without the closing tag.
const QString kFilePayload = QStringLiteral("<b>bold <img src=nonexistent.png>");

// What a widget shows of `text` given in `format`: Qt::AutoText decided as Qt decides it
// (Qt::mightBeRichText), rich text read as HTML and its plain text returned.
QString shown(const QString &text, Qt::TextFormat format = Qt::AutoText)
{
    const bool rich =
        format == Qt::RichText || (format == Qt::AutoText && Qt::mightBeRichText(text));
    if (!rich)
        return text;
    QTextDocument document;
    document.setHtml(text);
    return document.toPlainText();
}

} // namespace

class TestHostileText : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    PresetLibrary m_presets;

    // Calls answer(box) on the next message box that opens.
    template <typename Answer>
    void whenMessageBox(Answer answer)
    {
        QTimer::singleShot(0, this, [this, answer] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box) {
                whenMessageBox(answer);
                return;
            }
            answer(box);
        });
    }

    // The shipped catalog with an imported type whose id, family and notes are the payload,
    // its link not a web address, priced in cn-shanghai by a source and note of the payload.
    // A copy of the largest shipped type priced there, with half a GiB more per GPU (a point
    // of its own on the VRAM chart).
    std::unique_ptr<CatalogRepository> hostileCatalog(const QString &overlay)
    {
        auto repo = std::make_unique<CatalogRepository>(QStringLiteral(GP_SHIPPED_CATALOG),
                                                        m_dir.filePath(overlay));
        if (!repo->load())
            return nullptr;
        const Catalog &catalog = repo->catalog();
        const InstanceType *largest = nullptr;
        for (const InstanceType &t : catalog.types()) {
            if (catalog.price(t.id, "cn-shanghai", PricingMode::PayAsYouGo) &&
                (!largest || t.totalGpuMemoryGib() > largest->totalGpuMemoryGib()))
                largest = &t;
        }
        if (!largest)
            return nullptr;
        CatalogData rows;
        InstanceType t = *largest;
        t.id = kPayload.toStdString();
        t.familyId = kPayload.toStdString();
        t.gpuMemoryGib += 0.5;
        t.notes = kPayload.toStdString();
        t.sourceUrl = "nonexistent-source.html";
        t.origin = Origin::Imported;
        t.asOf = "2026-11-20";
        rows.types = {t};
        rows.families = {{t.familyId, FamilyCategory::GpuCompute}};
        Price p = fixtures::price(t.id, 1.25);
        p.regionId = "cn-shanghai";
        p.kind = PriceKind::Imported;
        p.origin = Origin::Imported;
        p.source = kPayload.toStdString();
        p.notes = kPayload.toStdString();
        p.asOf = "2026-11-20";
        rows.prices = {p};
        if (!repo->store(rows)) {
            qWarning("%s", qPrintable(repo->errorString()));
            return nullptr;
        }
        return repo;
    }

    // A scenario of the payload's name and author, with a saved price of a type so named.
    Scenario hostileScenario() const
    {
        Scenario s = fixtures::servingScenario(m_presets, kPayload, 2);
        s.author = kPayload;
        s.notes = kPayload;
        Price saved = fixtures::price(kPayload.toStdString(), 2.5);
        saved.regionId = "cn-shanghai";
        s.prices = {saved};
        s.pricesSavedAt = QStringLiteral("2026-11-20");
        return s;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_presets.load()); }

    // The helper: a text Qt would take for plain comes back unchanged, any other shows as
    // written, line breaks and spaces included.
    void asPlainTextShowsTextAsWritten_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("plain") << QStringLiteral("Llama 3.1 8B, batch 4");
        QTest::newRow("less than and ampersand") << QStringLiteral("a < b & c > d");
        QTest::newRow("bold") << QStringLiteral("<b>bold</b>");
        QTest::newRow("image") << QStringLiteral("<img src=nonexistent.png> after");
        QTest::newRow("entity") << QStringLiteral("&lt;b&gt; is how HTML writes <b>");
        QTest::newRow("lines and spaces") << QStringLiteral("<i>one</i>\n  two\tthree");
        QTest::newRow("tag on the second line") << QStringLiteral("one\n<b>two</b>");
    }

    void asPlainTextShowsTextAsWritten()
    {
        QFETCH(QString, text);
        const QString safe = asPlainText(text);
        QCOMPARE(shown(safe), text);
        if (!Qt::mightBeRichText(text))
            QCOMPARE(safe, text); // nothing changes where Qt shows plain text already
        // The crash's own payload, as a string only (never shown).
        const QString zero = asPlainText(QStringLiteral("<img src=/dev/zero>.gpuplan.json"));
        QVERIFY2(!zero.contains(QLatin1String("<img")), qPrintable(zero));
    }

    // The library tab: a file's name in its tooltip, an unreadable file's error, the share
    // code's confirmation naming the scenario, and the saved prices' diff.
    void libraryShowsNamesAsWritten()
    {
        QTemporaryDir dir;
        auto repo = hostileCatalog(QStringLiteral("library.db"));
        QVERIFY(repo);
        ScenarioLibrary library(&m_presets);
        library.setCachePath(dir.filePath(QStringLiteral("cache/index.idx")));
        const QString folder = dir.filePath(QStringLiteral("lib"));
        QVERIFY(library.setFolder(folder));
        const QString suffix = QString::fromLatin1(ScenarioLibrary::kSuffix);
        const QString path = QDir(folder).filePath(kFilePayload + suffix);
        QVERIFY(fixtures::writeInPlace(path, fixtures::bytesOf(hostileScenario())));
        const QString broken = QDir(folder).filePath(kFilePayload + QStringLiteral(" 2") + suffix);
        QVERIFY(fixtures::writeInPlace(broken, "{\"format\": "));
        LibraryPage page(&library, repo.get());
        page.resize(1280, 600);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QTRY_COMPARE_WITH_TIMEOUT(page.proxy()->rowCount(), 2, 5000);
        QTRY_VERIFY_WITH_TIMEOUT(!library.isIndexing(), 5000);

        // Both rows' tooltips: the file's path, and the error naming the unreadable file.
        for (int row = 0; row < page.model()->rowCount(); ++row) {
            const QString tip = page.model()
                                    ->index(row, int(LibraryModel::Column::Name))
                                    .data(Qt::ToolTipRole)
                                    .toString();
            QVERIFY2(shown(tip).contains(kFilePayload), qPrintable(tip));
        }

        page.selectPath(path);
        QCOMPARE(page.selectedPaths(), QStringList{path});
        auto *share = page.findChild<QPushButton *>(QStringLiteral("share"));
        QVERIFY(share);
        share->click();
        QVERIFY2(shown(share->toolTip()).contains(kPayload), qPrintable(share->toolTip()));

        // The saved prices against today's: the title names the scenario, a row the type.
        std::unique_ptr<QDialog> diff(page.makeDiffDialog({path}));
        QVERIFY(diff);
        auto *view = diff->findChild<QTextBrowser *>(QStringLiteral("diffView"));
        QVERIFY(view);
        const QString text = view->toPlainText();
        QVERIFY2(text.count(kPayload) == 2, qPrintable(text));
    }

    // The window's message boxes: "Save the changes to …?" names the scenario, the save
    // conflict names the file and the colleague, a file that cannot be read is named.
    void windowDialogsShowNamesAsWritten()
    {
        auto repo = hostileCatalog(QStringLiteral("window.db"));
        QVERIFY(repo);
        QSettings settings(m_dir.filePath(QStringLiteral("window.ini")), QSettings::IniFormat);
        const QString folder = m_dir.filePath(QStringLiteral("window-library"));
        settings.setValue(QStringLiteral("library/folder"), folder);
        QVERIFY(QDir().mkpath(folder));
        const QString suffix = QString::fromLatin1(ScenarioLibrary::kSuffix);
        const QString path = QDir(folder).filePath(kFilePayload + suffix);
        QVERIFY(fixtures::writeInPlace(path, fixtures::bytesOf(hostileScenario())));
        MainWindow window(repo.get(), &m_presets, &settings);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openScenario(path));

        // Unsaved changes, then another file: the question names the open scenario.
        window.estimatorPage()->setPreset(QStringLiteral("llama-3.1-8b"));
        QVERIFY(window.isModified());
        QString text;
        Qt::TextFormat format = Qt::AutoText;
        whenMessageBox([&](QMessageBox *box) {
            text = box->text();
            format = box->textFormat();
            box->button(QMessageBox::Cancel)->click();
        });
        QVERIFY(!window.openScenario(path));
        QVERIFY2(shown(text, format).contains(kPayload), qPrintable(text));

        // A colleague saves the file meanwhile: the conflict names the file and them.
        QByteArray hash;
        auto theirs = window.library()->open(path, &hash);
        QVERIFY(theirs);
        QVERIFY(window.library()->save(path, *theirs, hash) == SaveResult::Saved);
        text.clear();
        whenMessageBox([&](QMessageBox *box) {
            text = box->text();
            format = box->textFormat();
            box->button(QMessageBox::Cancel)->click();
        });
        QVERIFY(!window.saveScenario());
        QVERIFY2(shown(text, format).contains(kFilePayload + suffix), qPrintable(text));
        QVERIFY2(shown(text, format).contains(QStringLiteral("changed by ") + kPayload),
                 qPrintable(text));
        QVERIFY(window.isModified()); // nothing lost

        // A file that cannot be read: the message names it.
        const QString broken = QDir(folder).filePath(kFilePayload + QStringLiteral(" 2") + suffix);
        QVERIFY(fixtures::writeInPlace(broken, "{\"format\": "));
        window.document()->undoStack()->setClean(); // no question about saving
        text.clear();
        whenMessageBox([&](QMessageBox *box) {
            text = box->text();
            format = box->textFormat();
            box->accept();
        });
        QVERIFY(!window.openScenario(broken));
        QVERIFY2(shown(text, format).contains(kFilePayload + QStringLiteral(" 2")),
                 qPrintable(text));
    }

    // The catalog tab: an imported type's notes, a price's source and note, and a type
    // without a price in the region in the tooltips; the details pane; no link that the pane
    // would open itself.
    void catalogShowsImportedTextAsWritten()
    {
        auto repo = hostileCatalog(QStringLiteral("catalog.db"));
        QVERIFY(repo);
        CatalogBrowser browser(repo.get());
        browser.resize(1280, 800);
        browser.show();
        QVERIFY(QTest::qWaitForWindowExposed(&browser));
        browser.setRegion(QStringLiteral("cn-shanghai"));
        browser.selectInstanceType(kPayload);
        QCOMPARE(browser.currentInstanceType(), kPayload);
        auto tipOf = [&](CatalogTableModel::Column c) {
            const QModelIndex current = browser.view()->selectionModel()->currentIndex();
            return current.siblingAtColumn(int(c)).data(Qt::ToolTipRole).toString();
        };
        const QString notes = tipOf(CatalogTableModel::Column::InstanceType);
        QVERIFY2(shown(notes).contains(kPayload), qPrintable(notes));
        const QString price = tipOf(CatalogTableModel::Column::Price);
        QVERIFY2(shown(price).count(kPayload) == 2, qPrintable(price)); // source and note

        // The details pane: the type's name, notes, its price's source and note.
        browser.detailsHtml();
        auto *details = browser.findChild<QTextBrowser *>(QStringLiteral("details"));
        QVERIFY(details);
        QVERIFY2(details->toPlainText().count(kPayload) >= 4, qPrintable(details->toPlainText()));
        QStringList links;
        for (QTextBlock b = details->document()->begin(); b.isValid(); b = b.next()) {
            for (auto it = b.begin(); !it.atEnd(); ++it) {
                if (it.fragment().charFormat().isAnchor())
                    links << it.fragment().charFormat().anchorHref();
            }
        }
        QVERIFY2(!links.contains(QStringLiteral("nonexistent-source.html")),
                 qPrintable(links.join(u' ')));
        QVERIFY(details->toPlainText().contains(QStringLiteral("nonexistent-source.html")));

        // Another region: the missing price's tooltip names the type.
        browser.setRegion(QStringLiteral("cn-beijing"));
        QCOMPARE(browser.region(), QStringLiteral("cn-beijing"));
        browser.selectInstanceType(kPayload);
        const QString none = tipOf(CatalogTableModel::Column::Price);
        QVERIFY2(shown(none).contains(kPayload), qPrintable(none));
    }

    // The estimate tab's "What fits?" on the imported type: the answer, the note naming the
    // dashed line, and the line's name (Qt Charts draws a series' name as HTML).
    void whatFitsShowsTheTargetAsWritten()
    {
        auto repo = hostileCatalog(QStringLiteral("estimate.db"));
        QVERIFY(repo);
        EstimatorPage page(&m_presets);
        page.setCatalog(repo->snapshot());
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        Workload w = page.workload();
        w.task = Task::Lora;
        w.seqLen = 1024;
        w.gradientCheckpointing = true;
        page.setWorkload(w, QStringLiteral("llama-3.1-8b"));
        auto *type = page.findChild<QComboBox *>(QStringLiteral("targetType"));
        QVERIFY(type);
        type->setCurrentIndex(type->findText(kPayload));
        QVERIFY(type->currentIndex() >= 0);
        page.findChild<QPushButton *>(QStringLiteral("solveButton"))->click();
        QVERIFY(page.solveResult() && page.solveResult()->ok);
        for (const char *name : {"solveAnswer", "targetNote"}) {
            auto *label = page.findChild<QLabel *>(QLatin1String(name));
            QVERIFY(label);
            QVERIFY2(shown(label->text(), label->textFormat()).contains(kPayload),
                     qPrintable(label->text()));
        }
        auto *chart = page.findChild<QChartView *>(QStringLiteral("breakdownChart"));
        QVERIFY(chart);
        QLineSeries *line = nullptr;
        for (QAbstractSeries *series : chart->chart()->series()) {
            if (series->objectName() == QLatin1String("targetLine"))
                line = qobject_cast<QLineSeries *>(series);
        }
        QVERIFY(line);
        QVERIFY2(shown(line->name(), Qt::RichText).contains(kPayload), qPrintable(line->name()));
    }

    // The comparison tab: the row's tooltip, the detail pane, the chart's hover tooltip, the
    // pricing modes chart's title and the cost chart's family labels (drawn as HTML).
    void comparisonShowsImportedIdsAsWritten()
    {
        auto repo = hostileCatalog(QStringLiteral("comparison.db"));
        QVERIFY(repo);
        ScenarioDocument doc;
        Scenario s = ScenarioDocument::defaultScenario(nullptr);
        s.workload = fixtures::loraRun(*m_presets.find(QStringLiteral("qwen2.5-7b")));
        doc.load(s);
        ComparisonPage page(repo.get(), &doc);
        page.recompute();
        page.resize(1400, 900);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.findChild<QCheckBox *>(QStringLiteral("showAll"))->setChecked(true);
        page.selectType(kPayload);
        QCOMPARE(page.selectedType(), kPayload);

        const QModelIndex current = page.view()->selectionModel()->currentIndex();
        const QString rowTip = current.siblingAtColumn(int(PlanTableModel::Column::InstanceType))
                                   .data(Qt::ToolTipRole)
                                   .toString();
        QVERIFY2(shown(rowTip).contains(kPayload), qPrintable(rowTip));
        QVERIFY2(page.details()->toPlainText().contains(kPayload),
                 qPrintable(page.details()->toPlainText()));
        QTRY_VERIFY2(shown(page.modesChart()->title(), Qt::RichText).contains(kPayload),
                     qPrintable(page.modesChart()->title()));

        // Hovering the type's point on the VRAM chart.
        const PlanRow *row = nullptr;
        for (int i = 0; i < page.model()->rowCount(); ++i) {
            if (page.model()->rowAt(i).type->id == kPayload.toStdString())
                row = &page.model()->rowAt(i);
        }
        QVERIFY(row);
        const QPointF point(row->usableGib > 0 ? row->usableGib : row->cardGib, row->needPerGpuGib);
        bool hovered = false;
        for (QAbstractSeries *series : page.vramChart()->series()) {
            auto *scatter = qobject_cast<QScatterSeries *>(series);
            if (scatter && scatter->points().contains(point)) {
                Q_EMIT scatter->hovered(point, true);
                hovered = true;
            }
        }
        QVERIFY(hovered);
        QVERIFY2(shown(page.lastToolTip()).contains(kPayload), qPrintable(page.lastToolTip()));

        // The family's label on the cost chart (the type fits and is priced: the best and
        // only one of its family).
        QVERIFY(row->verdict != Verdict::DoesNotFit && row->pricePerHour);
        QBarCategoryAxis *axis = nullptr;
        for (QAbstractAxis *a : page.costChart()->axes())
            axis = axis ? axis : qobject_cast<QBarCategoryAxis *>(a);
        QVERIFY(axis);
        bool found = false;
        for (const QString &label : axis->categories())
            found = found || shown(label, Qt::RichText) == kPayload;
        QVERIFY2(found, qPrintable(axis->categories().join(u'|')));
    }
};

QTEST_MAIN(TestHostileText)
#include "tst_hostiletext.moc"
