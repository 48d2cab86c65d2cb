// A catalog edit as a step of the window's one history (issue 25 item 3): pushed after the
// edit, it writes nothing until undone; undo and redo put the overlay's rows back through
// the repository; its name says what it was ("Undo import of prices.csv (2 prices)"), a
// file's name as written and never a mnemonic; on the scenario document's stack it leaves
// the modified mark alone and outlives opening another scenario; a write that fails
// changes nothing and the stack is put back where the overlay is.
#include "catalogeditcommand.h"
#include "catalogrepository.h"
#include "datafiles.h"
#include "scenariodocument.h"

#include <QAction>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QUndoStack>
#include <QUuid>

using namespace gpuplanner;

namespace {

const char *const kType = "ecs.gn7i-c8g1.2xlarge";

Price price(const char *region, double amount)
{
    Price p;
    p.instanceTypeId = kType;
    p.regionId = region;
    p.amount = amount;
    p.currency = "CNY";
    p.kind = PriceKind::Imported;
    p.origin = Origin::Imported;
    p.source = "prices.csv";
    p.asOf = "2026-11-20";
    return p;
}

CatalogData twoPrices()
{
    CatalogData rows;
    rows.prices = {price("cn-hangzhou", 11.5), price("cn-beijing", 12.5)};
    return rows;
}

void setSchemaVersion(const QString &path, const char *version)
{
    const QString name = QUuid::createUuid().toString();
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        q.prepare(QStringLiteral("UPDATE metadata SET value = ? WHERE key = 'schema_version'"));
        q.addBindValue(QString::fromLatin1(version));
        QVERIFY(q.exec());
    }
    QSqlDatabase::removeDatabase(name);
}

} // namespace

class TestCatalogEditCommand : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_files = 0;
    QTranslator m_plurals;

    std::unique_ptr<CatalogRepository> repository()
    {
        auto repo = std::make_unique<CatalogRepository>(
            QStringLiteral(GP_SHIPPED_CATALOG),
            m_dir.filePath(QStringLiteral("o%1.db").arg(++m_files)));
        if (!repo->load())
            return nullptr;
        return repo;
    }

    static double hangzhou(const CatalogRepository &repo)
    {
        const Price *p = repo.catalog().price(kType, "cn-hangzhou", PricingMode::PayAsYouGo);
        return p ? p->amount : -1;
    }

private Q_SLOTS:
    void initTestCase()
    {
        // English plural forms, as the window installs them ("2 prices").
        QVERIFY(m_plurals.load(translationFile(QStringLiteral("en"))));
        QCoreApplication::installTranslator(&m_plurals);
    }

    void pushWritesNothingThenUndoAndRedoDo()
    {
        auto repo = repository();
        QVERIFY(repo);
        const double shipped = hangzhou(*repo);
        OverlayChange change;
        QVERIFY(repo->store(twoPrices(), &change));
        QCOMPARE(hangzhou(*repo), 11.5);
        QUndoStack stack;
        QSignalSpy changed(repo.get(), &CatalogRepository::changed);
        stack.push(new CatalogEditCommand(
            repo.get(), &stack, CatalogEditCommand::importOf({QStringLiteral("/x/prices.csv")}),
            change));
        QCOMPARE(changed.count(), 0); // already done
        QCOMPARE(stack.text(0), QStringLiteral("Import of prices.csv (2 prices)"));
        QCOMPARE(stack.undoText(), QStringLiteral("import of prices.csv (2 prices)"));
        stack.undo();
        QCOMPARE(changed.count(), 1);
        QCOMPARE(hangzhou(*repo), shipped);
        QCOMPARE(repo->overlayRowCount(), 0);
        QCOMPARE(stack.redoText(), QStringLiteral("import of prices.csv (2 prices)"));
        stack.redo();
        QCOMPARE(changed.count(), 2);
        QCOMPARE(hangzhou(*repo), 11.5);
        QCOMPARE(repo->overlayRowCount(), 2);
    }

    void namesSayWhatWasDone()
    {
        auto repo = repository();
        QVERIFY(repo);
        OverlayChange prices;
        QVERIFY(repo->store(twoPrices(), &prices));
        using C = CatalogEditCommand;
        QCOMPARE(C::name(C::priceFor(QString::fromLatin1(kType)), prices),
                 QStringLiteral("Price entry for ecs.gn7i-c8g1.2xlarge"));
        QCOMPARE(C::name(C::reset(), prices), QStringLiteral("Reset of your catalog changes"));
        QCOMPARE(C::name(C::importOf({QStringLiteral("a.csv"), QStringLiteral("b.json")}), prices),
                 QStringLiteral("Import of 2 files (2 prices)"));
        CatalogData more;
        SpotAdvice s;
        s.instanceTypeId = kType;
        s.regionId = "cn-hangzhou";
        s.zoneId = "cn-hangzhou-h";
        s.averageDiscountPct = 30;
        more.spotAdvice = {s};
        more.prices = {price("cn-shanghai", 10)};
        OverlayChange refresh;
        QVERIFY(repo->store(more, &refresh));
        QCOMPARE(C::name(C::refreshOf(QStringLiteral("cn-hangzhou")), refresh),
                 QStringLiteral("Refresh of prices in cn-hangzhou (1 price, 1 spot advice row)"));
    }

    // A file's name is the user's data: one line (the stack would split the text at a
    // newline), its "&" no mnemonic in Edit ▸ Undo, markup shown as written.
    void aFileNameIsShownAsWritten()
    {
        auto repo = repository();
        QVERIFY(repo);
        OverlayChange change;
        QVERIFY(repo->store(twoPrices(), &change));
        QUndoStack stack;
        const QString file = QStringLiteral("/t/R&D <img src=zero>\nprices.csv");
        stack.push(new CatalogEditCommand(repo.get(), &stack, CatalogEditCommand::importOf({file}),
                                          change));
        QCOMPARE(stack.text(0),
                 QStringLiteral("Import of R&D <img src=zero>\\x0aprices.csv (2 prices)"));
        QCOMPARE(stack.undoText(),
                 QStringLiteral("import of R&&D <img src=zero>\\x0aprices.csv (2 prices)"));
        QAction *undo = stack.createUndoAction(&stack, QStringLiteral("&Undo"));
        QCOMPARE(undo->text(),
                 QStringLiteral("&Undo import of R&&D <img src=zero>\\x0aprices.csv (2 "
                                "prices)"));
    }

    // On the document's stack: a catalog step does not make the scenario modified, undoing
    // it neither; opening another scenario drops the scenario's steps and keeps it, still
    // undoable; a change of language names it again.
    void aStepOfTheDocumentsHistory()
    {
        auto repo = repository();
        QVERIFY(repo);
        const double shipped = hangzhou(*repo);
        ScenarioDocument doc;
        doc.load(ScenarioDocument::defaultScenario(nullptr));
        QSignalSpy modified(&doc, &ScenarioDocument::modifiedChanged);
        Workload w = doc.workload();
        w.batch += 1;
        QVERIFY(doc.editInputs(w, doc.presetId(), QStringLiteral("batch"), QStringLiteral("b")));
        QVERIFY(doc.isModified());
        doc.setSaved(doc.scenario());
        QVERIFY(!doc.isModified());
        OverlayChange change;
        QVERIFY(repo->setUserPrice(price("cn-hangzhou", 9.75), &change));
        QUndoStack *stack = doc.undoStack();
        stack->push(new CatalogEditCommand(
            repo.get(), stack, CatalogEditCommand::priceFor(QString::fromLatin1(kType)), change));
        QVERIFY(!doc.isModified());
        QCOMPARE(stack->undoText(), QStringLiteral("price entry for ecs.gn7i-c8g1.2xlarge"));
        stack->undo();
        QVERIFY(!doc.isModified());
        QCOMPARE(hangzhou(*repo), shipped);
        stack->undo(); // the scenario's edit: now it differs from the saved file
        QVERIFY(doc.isModified());
        stack->redo();
        stack->redo();
        QVERIFY(!doc.isModified());
        QCOMPARE(hangzhou(*repo), 9.75);
        const int signals_ = int(modified.count());
        QCOMPARE(signals_, 4); // saved, then away and back once

        // Another scenario: the catalog step stays, the scenario's goes.
        doc.load(ScenarioDocument::defaultScenario(nullptr));
        QCOMPARE(stack->count(), 1);
        QCOMPARE(stack->index(), 1);
        QVERIFY(!doc.isModified());
        QCOMPARE(hangzhou(*repo), 9.75); // kept, not applied again
        stack->undo();
        QCOMPARE(hangzhou(*repo), shipped);
        QVERIFY(!doc.isModified());
        stack->redo();
        QCOMPARE(hangzhou(*repo), 9.75);

        // Named again in Chinese, and back.
        QTranslator chinese;
        QVERIFY(chinese.load(translationFile(QStringLiteral("zh_CN"))));
        QCoreApplication::installTranslator(&chinese);
        doc.retitleSteps([](bool, const QString &) { return QString(); });
        QCOMPARE(stack->undoText(),
                 QCoreApplication::translate("CatalogEditCommand", "Price entry for %1")
                     .arg(QString::fromLatin1(kType)));
        QVERIFY(!stack->undoText().startsWith(QStringLiteral("Price")));
        QCoreApplication::removeTranslator(&chinese);
        doc.retitleSteps([](bool, const QString &) { return QString(); });
        QCOMPARE(stack->undoText(), QStringLiteral("price entry for ecs.gn7i-c8g1.2xlarge"));
    }

    // The overlay cannot be written (here: another version's schema): undo says why,
    // changes nothing, and the stack comes back to the step; once it can, undo works.
    void aFailedUndoPutsTheStackBack()
    {
        auto repo = repository();
        QVERIFY(repo);
        const double shipped = hangzhou(*repo);
        OverlayChange change;
        QVERIFY(repo->store(twoPrices(), &change));
        QUndoStack stack;
        QStringList failures;
        stack.push(new CatalogEditCommand(
            repo.get(), &stack, CatalogEditCommand::importOf({QStringLiteral("prices.csv")}),
            change, [&](const QString &step, const QString &error) {
                failures << step + QStringLiteral(": ") + error;
            }));
        setSchemaVersion(repo->overlayPath(), "99");
        stack.undo();
        QCOMPARE(failures.size(), 1);
        QVERIFY2(failures.constFirst().startsWith(QStringLiteral("Import of prices.csv")) &&
                     failures.constFirst().contains(QStringLiteral("'99'")),
                 qPrintable(failures.constFirst()));
        QTRY_COMPARE(stack.index(), 1);
        QCOMPARE(stack.count(), 1);
        QCOMPARE(hangzhou(*repo), 11.5);
        QCOMPARE(failures.size(), 1); // putting the stack back wrote nothing

        setSchemaVersion(repo->overlayPath(), "1");
        stack.undo();
        QCOMPARE(failures.size(), 1);
        QCOMPARE(hangzhou(*repo), shipped);
        QCOMPARE(stack.index(), 0);
        // The same for a redo.
        setSchemaVersion(repo->overlayPath(), "99");
        stack.redo();
        QCOMPARE(failures.size(), 2);
        QTRY_COMPARE(stack.index(), 0);
        QCOMPARE(hangzhou(*repo), shipped);
        setSchemaVersion(repo->overlayPath(), "1");
        stack.redo();
        QCOMPARE(hangzhou(*repo), 11.5);
        QCOMPARE(stack.index(), 1);
    }
};

QTEST_MAIN(TestCatalogEditCommand)
#include "tst_catalogeditcommand.moc"
