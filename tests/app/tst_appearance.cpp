// View ▸ Appearance (issue 28, dark mode): Dark turns the whole window dark at once — the
// application palette, every chart's background, labels and grid, and the comparison
// table's verdict colours, each verdict's text at 4.5:1 or more on the table's plain and
// alternate rows — and is stored; Light does the same in light; the desktop's choice puts
// Qt's own palette back. The scenario and its undo stack stay through every switch.
#include "../support/windowfixture.h"
#include "appearance.h"
#include "catalogrepository.h"
#include "comparisonpage.h"
#include "estimatorpage.h"
#include "mainwindow.h"
#include "palette.h"
#include "presets.h"
#include "scenariodocument.h"
#include "settingskeys.h"

#include <QAbstractAxis>
#include <QAction>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QLabel>
#include <QLegend>
#include <QMenu>
#include <QPointer>
#include <QSettings>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <memory>

using namespace gpuplanner;

class TestAppearance : public QObject
{
    Q_OBJECT

private:
    WindowFixture m_fx;
    std::unique_ptr<QSettings> m_settings;

    static QAction *appearanceAction(MainWindow &window, const QString &name)
    {
        auto *menu = window.findChild<QMenu *>(QStringLiteral("appearanceMenu"));
        return menu ? menu->findChild<QAction *>(QStringLiteral("appearance-") + name) : nullptr;
    }

    // Every coloured cell of the comparison table against the rows it may sit on.
    static void requireLegibleTable(QTableView *view)
    {
        const QColor base = view->palette().color(QPalette::Base);
        const QColor alternate = view->palette().color(QPalette::AlternateBase);
        const QAbstractItemModel *model = view->model();
        int coloured = 0;
        for (int r = 0; r < model->rowCount(); ++r) {
            for (int c = 0; c < model->columnCount(); ++c) {
                const QVariant v = model->index(r, c).data(Qt::ForegroundRole);
                if (!v.isValid())
                    continue;
                const QColor colour =
                    v.canConvert<QBrush>() ? v.value<QBrush>().color() : v.value<QColor>();
                ++coloured;
                for (const QColor &ground : {base, alternate}) {
                    const double ratio = palette::contrastRatio(colour, ground);
                    if (ratio < 4.5)
                        QFAIL(qPrintable(QStringLiteral("row %1 column %2: %3 on %4 is %5:1")
                                             .arg(r)
                                             .arg(c)
                                             .arg(colour.name(), ground.name())
                                             .arg(ratio, 0, 'f', 2)));
                }
            }
        }
        QVERIFY(coloured > 10); // verdicts are coloured: the check saw them
    }

    // Every chart of the window in the window's colours.
    static void requireChartsFollow(MainWindow &window)
    {
        const auto views = window.findChildren<QChartView *>();
        QVERIFY(views.size() >= 4);
        const QPalette p = QApplication::palette();
        for (QChartView *view : views) {
            QChart *chart = view->chart();
            QCOMPARE(chart->backgroundBrush().color(), p.color(QPalette::Base));
            QCOMPARE(chart->titleBrush().color(), p.color(QPalette::Text));
            QCOMPARE(chart->legend()->labelColor(), p.color(QPalette::Text));
            for (QAbstractAxis *axis : chart->axes()) {
                QCOMPARE(axis->labelsBrush().color(), p.color(QPalette::Text));
                QVERIFY(palette::contrastRatio(axis->labelsBrush().color(),
                                               chart->backgroundBrush().color()) >= 4.5);
            }
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_fx.load());
        m_settings = m_fx.settings(QStringLiteral("s.ini"));
        appearance::apply(QString()); // remembers the platform's style
    }

    void cleanup() { appearance::apply(QString()); }

    void darkAndBackKeepTheScenario()
    {
        QVERIFY(!palette::isDark(QApplication::palette()));
        MainWindow window(m_fx.repo.get(), &m_fx.presets, m_settings.get());
        window.show();
        window.tabs()->setCurrentIndex(MainWindow::EstimateTab);
        window.estimatorPage()->findChild<QSpinBox *>(QStringLiteral("batch"))->setValue(3);
        window.tabs()->setCurrentIndex(MainWindow::ComparisonTab);
        const std::string before = scenarioToJson(window.document()->scenario()).dump();
        const int steps = window.document()->undoStack()->count();
        QVERIFY(steps > 0);

        QAction *dark = appearanceAction(window, QStringLiteral("dark"));
        QVERIFY(dark);
        QPointer<ComparisonPage> old = window.comparisonPage();
        dark->trigger();
        QVERIFY(palette::isDark(QApplication::palette()));
        QVERIFY(palette::screen().dark);
        QCOMPARE(m_settings->value(settingskeys::kAppearance).toString(), QStringLiteral("dark"));
        QCOMPARE(QApplication::style()->name().toLower(), QStringLiteral("fusion"));
        // The pages are built again in the dark scheme (queued after the palette change).
        QTRY_VERIFY(old.isNull());
        QTRY_VERIFY(window.comparisonPage() &&
                    window.comparisonPage()->view()->model()->rowCount() > 10);
        QTRY_VERIFY(appearanceAction(window, QStringLiteral("dark"))->isChecked());
        requireLegibleTable(window.comparisonPage()->view());
        requireChartsFollow(window);
        const QColor chartGround =
            window.findChildren<QChartView *>().first()->chart()->backgroundBrush().color();
        QVERIFY(chartGround.lightness() < 64);
        // The estimate's warnings box: the dark note colours.
        window.tabs()->setCurrentIndex(MainWindow::EstimateTab);
        auto *warnings = window.estimatorPage()->findChild<QLabel *>(QStringLiteral("warnings"));
        QVERIFY(warnings);
        QVERIFY(warnings->styleSheet().contains(palette::dark().noteBackground.name()));
        QCOMPARE(scenarioToJson(window.document()->scenario()).dump(), before);
        QCOMPARE(window.document()->undoStack()->count(), steps);

        // Back to the desktop's: Qt's own palette, light here, and light verdict colours.
        old = window.comparisonPage();
        appearanceAction(window, QStringLiteral("desktop"))->trigger();
        QVERIFY(!palette::isDark(QApplication::palette()));
        QVERIFY(!palette::screen().dark);
        QCOMPARE(m_settings->value(settingskeys::kAppearance).toString(), QString());
        QTRY_VERIFY(old.isNull());
        window.tabs()->setCurrentIndex(MainWindow::ComparisonTab);
        QTRY_VERIFY(window.comparisonPage() &&
                    window.comparisonPage()->view()->model()->rowCount() > 10);
        requireLegibleTable(window.comparisonPage()->view());
        requireChartsFollow(window);
        QCOMPARE(scenarioToJson(window.document()->scenario()).dump(), before);
    }

    void lightIsLegibleToo()
    {
        MainWindow window(m_fx.repo.get(), &m_fx.presets, m_settings.get());
        window.show();
        window.tabs()->setCurrentIndex(MainWindow::ComparisonTab);
        QTRY_VERIFY(window.comparisonPage()->view()->model()->rowCount() > 10);
        appearanceAction(window, QStringLiteral("light"))->trigger(); // light already: no rebuild
        QCOMPARE(m_settings->value(settingskeys::kAppearance).toString(), QStringLiteral("light"));
        QVERIFY(!palette::screen().dark);
        QTRY_VERIFY(window.comparisonPage()->view()->model()->rowCount() > 10);
        requireLegibleTable(window.comparisonPage()->view());
        requireChartsFollow(window);
    }

    // A window made while the application is dark starts dark (main.cpp applies the
    // setting before the window is made), and a second window follows a switch made in
    // the first.
    void everyWindowFollows()
    {
        appearance::apply(QStringLiteral("dark"));
        MainWindow first(m_fx.repo.get(), &m_fx.presets, m_settings.get());
        MainWindow second(m_fx.repo.get(), &m_fx.presets, m_settings.get());
        first.show();
        second.show();
        second.tabs()->setCurrentIndex(MainWindow::ComparisonTab);
        QTRY_VERIFY(second.comparisonPage()->view()->model()->rowCount() > 10);
        requireChartsFollow(second);
        QVERIFY(appearanceAction(first, QStringLiteral("dark"))->isChecked());
        QPointer<ComparisonPage> old = second.comparisonPage();
        appearanceAction(first, QStringLiteral("light"))->trigger();
        QTRY_VERIFY(old.isNull());
        QVERIFY(appearanceAction(second, QStringLiteral("light"))->isChecked());
        QTRY_VERIFY(second.comparisonPage() &&
                    second.comparisonPage()->view()->model()->rowCount() > 10);
        requireChartsFollow(second);
        requireLegibleTable(second.comparisonPage()->view());
    }
};

QTEST_MAIN(TestAppearance)
#include "tst_appearance.moc"
