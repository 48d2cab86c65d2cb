// Issue 27's done-when: the corpus of hostile inputs (tests/data/hostile/cases.json, one case
// per row, each naming the class 1–8) in the real window. Every case runs in a fresh
// MainWindow on a private overlay and settings, and ends with a clear message (every message
// box plain text, naming what is wrong), the data unchanged (inputs, overlay, library files
// outside the folder) and no secret anywhere but in the request to the configured host.
// scripts/sanitize.sh runs it under ASan and UBSan like every test; tst_clihostile runs the
// command-line half of the same classes.
#include "catalogrepository.h"
#include "launch.h"
#include "library.h"
#include "librarymodel.h"
#include "librarypage.h"
#include "mainwindow.h"
#include "pricedialog.h"
#include "refreshdialog.h"
#include "scenariodocument.h"

#include "../support/fakeecs.h"
#include "../support/hostilecorpus.h"
#include "../support/windowfixture.h"

#include <QApplication>
#include <QCryptographicHash>
#include <QDialog>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageBox>
#include <QPushButton>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTabWidget>
#include <QTest>
#include <QTextDocument>
#include <QTimer>

#include <map>

using namespace gpuplanner;

namespace {

// What a message box showed.
struct Shown {
    QString text; // as the box was given it
    Qt::TextFormat format = Qt::AutoText;
    QString read; // as Qt draws it: HTML read as HTML
};

QString readAsQtDoes(const QString &text, Qt::TextFormat format)
{
    if (format == Qt::PlainText || (format == Qt::AutoText && !Qt::mightBeRichText(text)))
        return text;
    QTextDocument document;
    document.setHtml(text);
    return document.toPlainText();
}

} // namespace

class TestHostileCorpus : public QObject
{
    Q_OBJECT

private:
    // Answers every modal message box while a case runs (recording its text and format and
    // taking its escape or default button, "Quit" for the overlay's recovery box) and every
    // DescribePrice request dialog (with the case's request).
    struct ModalWatcher {
        QTimer timer;
        std::vector<Shown> boxes;
        QStringList request; // region, instance type
        explicit ModalWatcher(QObject *parent)
        {
            timer.setInterval(10);
            QObject::connect(&timer, &QTimer::timeout, parent, [this] { answer(); });
            timer.start();
        }
        void answer()
        {
            QWidget *modal = QApplication::activeModalWidget();
            if (auto *box = qobject_cast<QMessageBox *>(modal)) {
                boxes.push_back(
                    {box->text(), box->textFormat(), readAsQtDoes(box->text(), box->textFormat())});
                if (auto *quit = box->findChild<QPushButton *>(QStringLiteral("quit")))
                    quit->click();
                else if (box->escapeButton())
                    box->escapeButton()->click();
                else
                    box->reject();
            } else if (auto *price = qobject_cast<PriceDialog *>(modal)) {
                if (request.size() == 2) {
                    price->setRegion(request[0]);
                    price->setInstanceType(request[1]);
                    price->setPricingMode(PricingMode::PayAsYouGo);
                    price->accept();
                } else {
                    price->reject();
                }
            }
        }
        QString allText() const
        {
            QStringList texts;
            for (const Shown &s : boxes)
                texts << s.read;
            return texts.join(QLatin1Char('\n'));
        }
    };

    template <typename Dialog, typename Answer>
    void whenModal(Answer answer)
    {
        QTimer::singleShot(0, this, [this, answer] {
            auto *dialog = qobject_cast<Dialog *>(QApplication::activeModalWidget());
            if (!dialog) {
                whenModal<Dialog>(answer);
                return;
            }
            answer(dialog);
        });
    }

    void runRefresh(const QJsonObject &c, MainWindow &window, ModalWatcher &watcher,
                    QString *summary, FakeEcs &fake, FakeEcs &elsewhere)
    {
        const QString endpoint = hostile::endpointFor(c, fake, elsewhere);
        auto *refresh = window.findChild<QAction *>(QStringLiteral("refreshPricesAction"));
        QVERIFY(refresh);
        watcher.timer.stop(); // the refresh dialog is answered here; its boxes below
        whenModal<RefreshDialog>([&](RefreshDialog *d) {
            watcher.timer.start();
            d->setRegion(QStringLiteral("cn-hangzhou"));
            d->setEndpoint(endpoint);
            d->setInstanceTypes(QStringLiteral("ecs.gn7i-c8g1.2xlarge"));
            d->setModes(true, false, false, false);
            d->setAccessKey(fake.config.accessKeyId, fake.config.accessKeySecret, false);
            if (d->startRefresh())
                QTRY_VERIFY_WITH_TIMEOUT(!d->isRunning(), 60000);
            *summary = d->summaryText();
            d->reject();
        });
        refresh->trigger();
        watcher.timer.start();
    }

private Q_SLOTS:
    void everyClassHasACase()
    {
        QSet<int> classes;
        QSet<QString> ids;
        for (const QJsonValue &v : hostile::cases()) {
            classes.insert(v.toObject().value(QStringLiteral("class")).toInt());
            const QString id = v.toObject().value(QStringLiteral("id")).toString();
            QVERIFY2(!ids.contains(id), qPrintable(id));
            ids.insert(id);
        }
        for (int k = 1; k <= 8; ++k)
            QVERIFY2(classes.contains(k),
                     qPrintable(QStringLiteral("class %1 has no case").arg(k)));
    }

    void inTheWindow_data() { hostile::addCaseRows(); }

    void inTheWindow()
    {
        QFETCH(QJsonObject, c);
        const QString kind = c.value(QStringLiteral("kind")).toString();
        const bool accepted = c.value(QStringLiteral("accepted")).toBool();
        const QString message = c.value(QStringLiteral("message")).toString();
        const QString shows = c.value(QStringLiteral("shows")).toString();
        WindowFixture fx;
        QVERIFY(fx.dir.isValid());
        const QString in =
            fx.dir.filePath(kind == QLatin1String("library") || kind == QLatin1String("trash-link")
                                ? QStringLiteral("library")
                                : QStringLiteral("in"));
        const QStringList inputs = hostile::prepareInputs(c, in);
        ModalWatcher watcher(this);
        watcher.request = c.value(QStringLiteral("request")).toVariant().toStringList();

        if (kind == QLatin1String("overlay")) {
            const QString overlay = hostile::prepareOverlay(c, fx.dir);
            const QByteArray before = hostile::hashOf(overlay);
            CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG), overlay);
            QVERIFY(!repo.load());
            QVERIFY(repo.overlayFailed());
            QVERIFY(!offerOverlayReset(repo)); // the watcher takes "Quit"
            QCOMPARE(watcher.boxes.size(), std::size_t(1));
            QCOMPARE(watcher.boxes[0].format, Qt::PlainText);
            QVERIFY2(watcher.boxes[0].text.contains(overlay) &&
                         watcher.boxes[0].text.contains(message),
                     qPrintable(watcher.boxes[0].text));
            QCOMPARE(hostile::hashOf(overlay), before);
            return;
        }

        // Outside the library: what a link in it points to, which must stay where it is.
        const QString outside = fx.dir.filePath(QStringLiteral("outside"));
        if (kind == QLatin1String("trash-link")) {
            QVERIFY(QDir().mkpath(outside));
            QVERIFY(QFile::rename(inputs[0], outside + QStringLiteral("/victim.gpuplan.json")));
            QVERIFY(QFile::link(outside, in + QStringLiteral("/.trash")));
        }
        QVERIFY(fx.load());
        auto settings = fx.settings(QStringLiteral("settings.ini"));
        const QString overlay = fx.dir.filePath(QStringLiteral("overlay.db"));
        const QByteArray overlayBefore = hostile::hashOf(overlay);
        const int overlayRows = fx.repo->overlayRowCount();
        const auto inputsBefore = hostile::filesUnder(in);
        const auto outsideBefore = hostile::filesUnder(outside);

        MainWindow window(fx.repo.get(), &fx.presets, settings.get());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        FakeEcs fake;
        FakeEcs elsewhere;
        QVERIFY(fake.listen() && elsewhere.listen());
        QString summary;

        if (kind == QLatin1String("import")) {
            QCOMPARE(window.importFiles(inputs), accepted);
        } else if (kind == QLatin1String("scenario")) {
            QCOMPARE(window.openScenario(inputs[0]), accepted);
            if (accepted) {
                QCOMPARE(window.document()->scenario().name, shows);
                // The title is the name as written (control characters as Qt draws them).
                QVERIFY2(window.windowTitle().startsWith(shows.left(4)),
                         qPrintable(window.windowTitle()));
            }
        } else if (kind == QLatin1String("library") || kind == QLatin1String("trash-link")) {
            LibraryPage *page = window.libraryPage();
            window.findChild<QTabWidget *>()->setCurrentWidget(page); // the index starts here
            QVERIFY(page->useFolder(in));
            const int files = kind == QLatin1String("library") ? int(inputs.size()) : 0;
            QTRY_COMPARE_WITH_TIMEOUT(page->model()->rowCount(), files, 20000);
            QTRY_VERIFY_WITH_TIMEOUT(!window.library()->isIndexing(), 20000);
            if (files > 0) {
                const QModelIndex name = page->model()->index(0, int(LibraryModel::Column::Name));
                QCOMPARE(name.data().toString(), shows);
                const QString path = name.data(LibraryModel::PathRole).toString();
                QCOMPARE(path, inputs[0]);
                QVERIFY(window.openScenario(path));
                QCOMPARE(window.document()->scenario().name, shows);
            } else {
                QVERIFY(window.library()->trash().empty()); // the link is not followed
                QString restored;
                QVERIFY(!window.library()->restore(outside + QStringLiteral("/victim.gpuplan.json"),
                                                   &restored));
            }
        } else if (kind == QLatin1String("refresh")) {
            runRefresh(c, window, watcher, &summary, fake, elsewhere);
            QVERIFY2(summary.contains(message), qPrintable(summary));
            QCOMPARE(elsewhere.requests, 0); // the keys went to the configured host only
            QVERIFY(!summary.contains(fake.config.accessKeySecret));
        } else {
            QFAIL(qPrintable(QStringLiteral("unknown kind %1").arg(kind)));
        }
        QTest::qWait(50); // a box opened last is answered
        watcher.timer.stop();

        // A clear message: no box draws markup from the input (plain text, or HTML the
        // program escaped); a refused input names what is wrong.
        for (const Shown &s : watcher.boxes) {
            const bool html = s.format == Qt::RichText ||
                              (s.format == Qt::AutoText && Qt::mightBeRichText(s.text));
            QVERIFY2(!html || (!s.text.contains(QLatin1String("<img")) &&
                               !s.text.contains(QLatin1String("<b>"))),
                     qPrintable(s.text));
        }
        if (!accepted && kind == QLatin1String("import"))
            QVERIFY2(watcher.allText().contains(message), qPrintable(watcher.allText()));
        if (accepted && kind != QLatin1String("import"))
            QVERIFY2(watcher.boxes.empty(), qPrintable(watcher.allText()));
        // Unchanged data: the inputs, what a link pointed to, and the overlay unless an
        // import was accepted.
        QVERIFY(hostile::filesUnder(in) == inputsBefore);
        QVERIFY(hostile::filesUnder(outside) == outsideBefore);
        if (accepted && kind == QLatin1String("import")) {
            QVERIFY(fx.repo->overlayRowCount() > overlayRows);
        } else {
            QCOMPARE(fx.repo->overlayRowCount(), overlayRows);
            QCOMPARE(hostile::hashOf(overlay), overlayBefore);
        }
        // No secret anywhere the program writes (settings, overlay, library, index cache)
        // nor in anything it showed.
        settings->sync();
        const QByteArray secret = fake.config.accessKeySecret.toUtf8();
        QVERIFY(!hostile::anyFileHolds(fx.dir.path(), secret));
        QVERIFY(!watcher.allText().contains(fake.config.accessKeySecret));
    }
};

QTEST_MAIN(TestHostileCorpus)
#include "tst_hostilecorpus.moc"
