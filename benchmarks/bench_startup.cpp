// Start-up of the window against a bare Qt window, measured in one run: each round starts
// this program twice as a child process, once as the bare window (QMainWindow + QTabWidget
// + one QChartView), once as GPU Planner's window (catalog, presets, settings,
// MainWindow) and once as that window with every tab built before it is shown (how it
// started before tabs were built on first show), in turn, and times each from process start to
// "window shown and idle" (the window is exposed and the event queue is empty; the child then exits
// at once). Prints the medians, the ratio, the in-process time from main() to idle and the
// process's CPU time (user + system, all threads) up to idle, which a loaded machine inflates
// far less than wall time; then the ratios again as the median of each round's ratio and as
// fastest against fastest, which a machine whose speed changes during the run moves less.
//   build/benchmarks/bench_startup [ROUNDS] [TAB]   (ROUNDS default 15, TAB 0..3 default 0)
//   GP_BENCH_BEFORE=OTHER/bench_startup build/benchmarks/bench_startup …   adds OTHER's window
// Runs on the offscreen platform, with a 1920 × 1080 virtual screen so that both windows are
// 1560 × 940, unless QT_QPA_PLATFORM says otherwise; settings and the
// overlay are private temporary files (the settings written once, before the rounds: the
// window only reads them at start-up). GP_BENCH_DETAIL=1 with --child app DIR TAB prints the
// wall and GUI-thread CPU time at each step and the window's size at idle (run by hand, give
// the child the same QT_QPA_PLATFORM, e.g. offscreen:configfile=…); GP_BENCH_EVENTS=MS with --child
// app|bare the events that took MS ms or more (timedapplication.h).
#include "catalogrepository.h"
#include "launch.h"
#include "mainwindow.h"
#include "paths.h"
#include "presets.h"
#include "timedapplication.h"

#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QElapsedTimer>
#include <QFile>
#include <QFuture>
#include <QMainWindow>
#include <QProcess>
#include <QSettings>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QWindow>

#include <sys/resource.h>
#include <time.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <memory>
#include <vector>

using namespace gpuplanner;

namespace {

QElapsedTimer g_sinceMain;
bool g_detail = false;

double threadCpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

// User + system time of the whole process (every thread) so far.
double processCpuMs()
{
    rusage ru{};
    getrusage(RUSAGE_SELF, &ru);
    return (ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1e3 +
           (ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e3;
}

void mark(const char *what)
{
    if (g_detail)
        std::fprintf(stderr, "%8.1f ms  %8.1f ms GUI-thread CPU  %s\n",
                     g_sinceMain.nsecsElapsed() / 1e6, threadCpuMs(), what);
}

// Once the window is exposed and the queue is empty: print the time since main() and the
// process's CPU time, and exit without tearing anything down (both children alike).
void exitWhenIdle(QWidget *window)
{
    QTimer::singleShot(0, window, [window] {
        if (!window->windowHandle() || !window->windowHandle()->isExposed()) {
            exitWhenIdle(window);
            return;
        }
        QTimer::singleShot(0, window, [window] {
            mark("shown and idle");
            if (g_detail) // the two windows are compared at one size (see main())
                std::fprintf(stderr, "window %d x %d\n", window->width(), window->height());
            std::printf("%.3f %.3f\n", g_sinceMain.nsecsElapsed() / 1e6, processCpuMs());
            std::fflush(stdout);
            std::_Exit(0);
        });
    });
}

int bareChild(int argc, char **argv)
{
    TimedApplication app(argc, argv);
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
    TimedApplication app(argc, argv);
    g_detail = qEnvironmentVariableIsSet("GP_BENCH_DETAIL");
    mark("QApplication");
    QFuture<void> fonts = prepareFontsInBackground(); // as main.cpp does
    if (g_detail)                                     // when the worker is done (its own CPU time)
        fonts = fonts.then([] { mark("fonts prepared (worker thread)"); });
    setApplicationIdentity();
    CatalogRepository repository(QStringLiteral(GP_SHIPPED_CATALOG),
                                 dir + QStringLiteral("/overlay.db"));
    if (!repository.load()) {
        std::fprintf(stderr, "%s\n", qPrintable(repository.errorString()));
        return 1;
    }
    mark("catalog loaded");
    QSettings settings(dir + QStringLiteral("/settings.ini"), QSettings::IniFormat);
    if (settings.value(QStringLiteral("window/tab")).toInt() != tab) // run by hand
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
    if (!env.contains(QStringLiteral("QT_QPA_PLATFORM"))) {
        // A virtual screen large enough for both windows at 1560 × 940: the bare window is
        // resized to that, and GPU Planner opens at that size and fits it to the screen.
        // The offscreen platform's own screen is 800 × 600, where GPU Planner opened at
        // 948 × 776 (its minimum) against the bare window's 1560 × 940 until 2026-12-05.
        const QString config = dir.filePath(QStringLiteral("offscreen.json"));
        QFile f(config);
        if (f.open(QIODevice::WriteOnly))
            f.write(R"({"screens": [{"name": "bench", "x": 0, "y": 0, "width": 1920,
                        "height": 1080, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})");
        f.close();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"),
                   QStringLiteral("offscreen:configfile=") + config);
    }
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("data")));
    {
        QSettings settings(dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
        settings.setValue(QStringLiteral("window/tab"), tab);
    }

    struct Kind {
        QString name;
        QString program;
        QStringList args;
        std::vector<double> wall, inProcess, cpu;
    };
    const QString self = QCoreApplication::applicationFilePath();
    const QStringList appArgs = {QStringLiteral("--child"), QStringLiteral("app"), dir.path(),
                                 QString::number(tab)};
    std::vector<Kind> kinds = {
        {QStringLiteral("bare Qt window"),
         self,
         {QStringLiteral("--child"), QStringLiteral("bare")},
         {},
         {},
         {}},
        {QStringLiteral("GPU Planner window"), self, appArgs, {}, {}, {}},
        {QStringLiteral("all tabs at start"),
         self,
         {QStringLiteral("--child"), QStringLiteral("eager"), dir.path(), QString::number(tab)},
         {},
         {},
         {}}};
    // Before/after in one run: GP_BENCH_BEFORE names another build of this program (say,
    // of the commit before a change), whose window is started in turn with the others.
    const QString before = qEnvironmentVariable("GP_BENCH_BEFORE");
    if (!before.isEmpty())
        kinds.push_back({QStringLiteral("window, GP_BENCH_BEFORE"), before, appArgs, {}, {}, {}});
    for (int r = 0; r < rounds + 1; ++r) { // the first round warms the caches, not counted
        for (Kind &k : kinds) {
            QProcess p;
            p.setProcessEnvironment(env);
            QElapsedTimer t;
            t.start();
            p.start(k.program, k.args);
            if (!p.waitForFinished(60000) || p.exitCode() != 0) {
                std::fprintf(stderr, "%s failed: %s\n", qPrintable(k.name),
                             p.readAllStandardError().data());
                return 1;
            }
            const double wall = t.nsecsElapsed() / 1e6;
            if (r == 0)
                continue;
            const QList<QByteArray> out = p.readAllStandardOutput().simplified().split(' ');
            k.wall.push_back(wall);
            k.inProcess.push_back(out.value(0).toDouble());
            k.cpu.push_back(out.value(1).toDouble());
        }
    }
    std::printf("Start-up to window shown and idle, medians of %d runs (%s, tab %d):\n", rounds,
                qPrintable(env.value(QStringLiteral("QT_QPA_PLATFORM"))), tab);
    for (const Kind &k : kinds)
        std::printf("  %-26s process %7.1f ms   main() to idle %7.1f ms   CPU %7.1f ms\n",
                    qPrintable(k.name), median(k.wall), median(k.inProcess), median(k.cpu));
    for (std::size_t k = 1; k < kinds.size(); ++k)
        std::printf("  %-26s process %7.2f ×   main() to idle %7.2f ×   CPU %7.2f ×  (of the bare "
                    "window)\n",
                    qPrintable(kinds[k].name), median(kinds[k].wall) / median(kinds[0].wall),
                    median(kinds[k].inProcess) / median(kinds[0].inProcess),
                    median(kinds[k].cpu) / median(kinds[0].cpu));
    // The same ratios round by round (each window against the bare window started just
    // before it), then their median: a drift of the machine's speed over the run, which
    // moves both medians above, cancels within a round.
    auto pairedMedian = [](const std::vector<double> &a, const std::vector<double> &b) {
        std::vector<double> ratio;
        for (std::size_t i = 0; i < std::min(a.size(), b.size()); ++i)
            ratio.push_back(a[i] / b[i]);
        return median(ratio);
    };
    for (std::size_t k = 1; k < kinds.size(); ++k)
        std::printf("  %-26s process %7.2f ×   main() to idle %7.2f ×   CPU %7.2f ×  (median of "
                    "the rounds' ratios)\n",
                    qPrintable(kinds[k].name), pairedMedian(kinds[k].wall, kinds[0].wall),
                    pairedMedian(kinds[k].inProcess, kinds[0].inProcess),
                    pairedMedian(kinds[k].cpu, kinds[0].cpu));
    // And the fastest start of each against the fastest bare window: noise only adds time,
    // so the minima are the runs least disturbed by the rest of the machine.
    auto fastest = [](const std::vector<double> &v) {
        return v.empty() ? 0 : *std::min_element(v.begin(), v.end());
    };
    for (std::size_t k = 1; k < kinds.size(); ++k)
        std::printf("  %-26s process %7.2f ×   main() to idle %7.2f ×   CPU %7.2f ×  (fastest "
                    "against fastest)\n",
                    qPrintable(kinds[k].name), fastest(kinds[k].wall) / fastest(kinds[0].wall),
                    fastest(kinds[k].inProcess) / fastest(kinds[0].inProcess),
                    fastest(kinds[k].cpu) / fastest(kinds[0].cpu));
    return 0;
}
