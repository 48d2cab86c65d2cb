// Start-up of the window against a bare Qt window, measured in one run: each round starts
// this program twice as a child process, once as the bare window (QMainWindow + QTabWidget
// + one QChartView), once as GPU Planner's window (catalog, presets, settings,
// MainWindow) and once as that window with every tab built before it is shown (how it
// started before tabs were built on first show), in turn, and times each from process start to
// "window shown and idle" (the window is exposed and the event queue is empty; the child then exits
// at once). Prints the medians, the ratio, and the in-process time from main() to idle.
//   build/benchmarks/bench_startup [ROUNDS] [TAB]   (ROUNDS default 15, TAB 0..3 default 0)
// Runs on the offscreen platform unless QT_QPA_PLATFORM says otherwise; settings and the
// overlay are private temporary files.
#include "catalogrepository.h"
#include "mainwindow.h"
#include "paths.h"
#include "presets.h"

#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QElapsedTimer>
#include <QMainWindow>
#include <QProcess>
#include <QSettings>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QWindow>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <memory>
#include <vector>

using namespace gpuplanner;

namespace {

QElapsedTimer g_sinceMain;

// Once the window is exposed and the queue is empty: print the time since main() and exit
// without tearing anything down (both children alike).
void exitWhenIdle(QWidget *window)
{
    QTimer::singleShot(0, window, [window] {
        if (!window->windowHandle() || !window->windowHandle()->isExposed()) {
            exitWhenIdle(window);
            return;
        }
        QTimer::singleShot(0, window, [] {
            std::printf("%.3f\n", g_sinceMain.nsecsElapsed() / 1e6);
            std::fflush(stdout);
            std::_Exit(0);
        });
    });
}

int bareChild(int argc, char **argv)
{
    QApplication app(argc, argv);
    QMainWindow window;
    auto *tabs = new QTabWidget(&window);
    auto *view = new QChartView(new QChart, tabs);
    tabs->addTab(view, QStringLiteral("Chart"));
    tabs->addTab(new QWidget(tabs), QStringLiteral("Other"));
    window.setCentralWidget(tabs);
    window.resize(1560, 940);
    window.show();
    exitWhenIdle(&window);
    return app.exec();
}

int appChild(int argc, char **argv, const QString &dir, int tab, bool eager)
{
    QApplication app(argc, argv);
    const bool detail = qEnvironmentVariableIsSet("GP_BENCH_DETAIL");
    auto mark = [&](const char *what) {
        if (detail)
            std::fprintf(stderr, "%8.1f ms  %s\n", g_sinceMain.nsecsElapsed() / 1e6, what);
    };
    mark("QApplication");
    setApplicationIdentity();
    CatalogRepository repository(QStringLiteral(GP_SHIPPED_CATALOG),
                                 dir + QStringLiteral("/overlay.db"));
    if (!repository.load()) {
        std::fprintf(stderr, "%s\n", qPrintable(repository.errorString()));
        return 1;
    }
    mark("catalog loaded");
    QSettings settings(dir + QStringLiteral("/settings.ini"), QSettings::IniFormat);
    settings.setValue(QStringLiteral("window/tab"), tab);
    PresetLibrary presets;
    presets.load();
    mark("presets loaded");
    MainWindow window(&repository, &presets, &settings);
    if (eager) { // every tab built before the window is shown, as before issue 12
        window.catalogBrowser();
        window.estimatorPage();
        window.comparisonPage();
        window.libraryPage();
    }
    mark("window built");
    window.show();
    mark("shown");
    exitWhenIdle(&window);
    return app.exec();
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

} // namespace

int main(int argc, char **argv)
{
    g_sinceMain.start();
    if (argc >= 3 && std::string(argv[1]) == "--child") {
        if (std::string(argv[2]) == "bare")
            return bareChild(argc, argv);
        return appChild(argc, argv, QString::fromLocal8Bit(argv[3]), std::atoi(argv[4]),
                        std::string(argv[2]) == "eager");
    }
    QCoreApplication app(argc, argv);
    const int rounds = argc > 1 ? std::max(1, std::atoi(argv[1])) : 15;
    const int tab = argc > 2 ? std::atoi(argv[2]) : 0;
    QTemporaryDir dir;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (!env.contains(QStringLiteral("QT_QPA_PLATFORM")))
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("data")));

    struct Kind {
        const char *name;
        QStringList args;
        std::vector<double> wall, inProcess;
    };
    Kind kinds[] = {
        {"bare Qt window", {QStringLiteral("--child"), QStringLiteral("bare")}, {}, {}},
        {"GPU Planner window",
         {QStringLiteral("--child"), QStringLiteral("app"), dir.path(), QString::number(tab)},
         {},
         {}},
        {"all tabs at start",
         {QStringLiteral("--child"), QStringLiteral("eager"), dir.path(), QString::number(tab)},
         {},
         {}}};
    for (int r = 0; r < rounds + 1; ++r) { // the first round warms the caches, not counted
        for (Kind &k : kinds) {
            QProcess p;
            p.setProcessEnvironment(env);
            QElapsedTimer t;
            t.start();
            p.start(QCoreApplication::applicationFilePath(), k.args);
            if (!p.waitForFinished(60000) || p.exitCode() != 0) {
                std::fprintf(stderr, "%s failed: %s\n", k.name, p.readAllStandardError().data());
                return 1;
            }
            const double wall = t.nsecsElapsed() / 1e6;
            if (r == 0)
                continue;
            k.wall.push_back(wall);
            k.inProcess.push_back(p.readAllStandardOutput().trimmed().toDouble());
        }
    }
    std::printf("Start-up to window shown and idle, medians of %d runs (%s, tab %d):\n", rounds,
                qPrintable(env.value(QStringLiteral("QT_QPA_PLATFORM"))), tab);
    for (const Kind &k : kinds)
        std::printf("  %-20s process %7.1f ms   main() to idle %7.1f ms\n", k.name, median(k.wall),
                    median(k.inProcess));
    for (int k = 1; k < 3; ++k)
        std::printf("  %-20s process %7.2f ×   main() to idle %7.2f ×  (of the bare window)\n",
                    kinds[k].name, median(kinds[k].wall) / median(kinds[0].wall),
                    median(kinds[k].inProcess) / median(kinds[0].inProcess));
    return 0;
}
