// Benchmark of the comparison tab (issue 12): how long an edit blocks the GUI thread and
// how long it takes from the edit to repainted charts, on the real ComparisonPage
// (offscreen, 1280×800) over the shipped catalog.db and over a synthetic catalog of about
// 10k types (the shipped types cloned under new ids, with their prices). Each update is
// what a user does: the epochs spin box changes, the page recomputes (on a worker for
// large catalogs) and repaints. Prints medians and their ratios to the targets of issue 12
// (blocked ≤ 16 ms at 119 types and ≤ 50 ms at 10k; edit to charts painted ≤ 50 ms at
// 119 types), and the planner alone (makePlan) as the baseline measured in the same run.
//   build/benchmarks/bench_comparison [runs] [--only small|large]   (--only: one catalog, for
//   perf record)
#include "capacityview.h"
#include "catalogrepository.h"
#include "comparisonpage.h"
#include "presets.h"
#include "scenariodocument.h"

#include <QApplication>
#include <QChartView>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QScatterSeries>
#include <QTemporaryDir>
#include <QThread>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <set>
#include <vector>

using namespace gpuplanner;

namespace {

// The calling thread's CPU time in ms: what the GUI thread itself spent, which a loaded
// machine inflates far less than wall time.
double threadCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

// With GP_BENCH_DETAIL: every outermost event that took over 1 ms, with its receiver.
class TimedApp : public QApplication
{
public:
    using QApplication::QApplication;
    bool recording = false;
    QString log;
    bool notify(QObject *receiver, QEvent *event) override
    {
        if (!recording || m_depth > 0)
            return QApplication::notify(receiver, event);
        ++m_depth;
        QElapsedTimer t;
        t.start();
        const int type = event->type(); // the event may be deleted by the receiver
        const bool r = QApplication::notify(receiver, event);
        --m_depth;
        const double ms = static_cast<double>(t.nsecsElapsed()) / 1e6;
        if (ms > 1)
            log += QStringLiteral(" [%1 %2 %3]")
                       .arg(type)
                       .arg(QString::fromLatin1(receiver->metaObject()->className()))
                       .arg(ms, 0, 'f', 1);
        return r;
    }

private:
    int m_depth = 0;
};

// Records when any chart view's viewport paints.
class PaintWatch : public QObject
{
public:
    QElapsedTimer *clock = nullptr;
    std::set<QObject *> painted;
    double last = 0;
    bool eventFilter(QObject *o, QEvent *e) override
    {
        if (e->type() == QEvent::Paint) {
            painted.insert(o);
            last = static_cast<double>(clock->nsecsElapsed()) / 1e6;
        }
        return false;
    }
};

struct Result {
    std::size_t types = 0;
    double planMs = 0;       // makePlan alone, median
    double blockedMs = 0;    // longest GUI-thread stretch per update, median
    double blockedMax = 0;   // and its worst
    double blockedCpuMs = 0; // the GUI thread's CPU time in its longest turn, median
    // The longest turn that did work (at least 0.1 ms of GUI-thread CPU), median and
    // worst: the bench spins the event loop while the worker ranks, and on a loaded
    // machine an empty turn of that spinning can wait for a core as long as any other;
    // the application sleeps in the event loop instead.
    double workingMs = 0;
    double workingMax = 0;
    double paintedMs = 0; // edit to the last chart repaint, median
};

Result measure(CatalogRepository &repo, const Workload &w, int runs)
{
    const bool detail = qEnvironmentVariableIsSet("GP_BENCH_DETAIL"); // every turn's length
    auto *app = static_cast<TimedApp *>(QCoreApplication::instance());
    app->recording = detail;
    Result out;
    out.types = repo.catalog().types().size();
    ScenarioDocument doc;
    Scenario scenario = ScenarioDocument::defaultScenario(nullptr);
    scenario.workload = w;
    doc.load(scenario);
    ComparisonPage page(&repo, &doc);
    page.resize(1280, 740);
    page.show();
    page.recompute();
    for (int i = 0; i < 20; ++i)
        QCoreApplication::processEvents();

    // GP_BENCH_GRAB=FILE.png: a picture of the page as measured (to look at the charts).
    if (const QString grab = qEnvironmentVariable("GP_BENCH_GRAB"); !grab.isEmpty())
        page.grab().save(grab);

    std::vector<double> plan;
    for (int i = 0; i < std::max(3, runs / 2); ++i) {
        const auto start = std::chrono::steady_clock::now();
        const Plan p = makePlan(w, repo.snapshot(), page.options(), SortKey::Cost);
        plan.push_back(
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                .count());
    }
    out.planMs = median(plan);

    QElapsedTimer clock;
    PaintWatch watch;
    watch.clock = &clock;
    const QList<QChartView *> views = page.findChildren<QChartView *>();
    for (QChartView *v : views)
        v->viewport()->installEventFilter(&watch);
    auto *epochs = page.findChild<QDoubleSpinBox *>(QStringLiteral("epochs"));
    std::vector<double> blocked, blockedCpu, painted, working;
    for (int i = 0; i < runs; ++i) {
        bool changed = false;
        const auto conn =
            QObject::connect(&page, &ComparisonPage::planChanged, [&] { changed = true; });
        watch.painted.clear();
        watch.last = 0;
        clock.start();
        const double cpu0 = threadCpuMs();
        epochs->setValue(i % 2 ? 1.0 : 2.0); // the edit (schedules the recompute)
        // Every turn of the event loop (wall, GUI thread CPU): each is time the window
        // cannot answer the user.
        std::vector<std::pair<double, double>> turnTimes{
            {static_cast<double>(clock.nsecsElapsed()) / 1e6, threadCpuMs() - cpu0}};
        QString turns = QString::number(turnTimes.front().first, 'f', 1);
        // Turn the event loop as the application would until the plan is on screen and two
        // turns in a row did no work (no chart painted, under 0.5 ms of CPU): the page has
        // settled. A chart whose data did not change need not repaint.
        int quiet = 0;
        double lastPaint = 0;
        while (clock.elapsed() < 5000) {
            const qint64 before = clock.nsecsElapsed();
            const double cpuBefore = threadCpuMs();
            QCoreApplication::processEvents(QEventLoop::AllEvents);
            const double turn = static_cast<double>(clock.nsecsElapsed() - before) / 1e6;
            const double turnCpu = threadCpuMs() - cpuBefore;
            const bool paintedNow = watch.last != lastPaint;
            lastPaint = watch.last;
            if (detail && turn > 0.5)
                turns +=
                    QStringLiteral(" %1(cpu %2)").arg(turn, 0, 'f', 1).arg(turnCpu, 0, 'f', 1) +
                    app->log;
            app->log.clear();
            if (changed && !page.isComputing() && !paintedNow && turnCpu < 0.5) {
                if (++quiet == 2)
                    break;
                continue; // an idle turn: not time the page blocked
            }
            quiet = 0;
            turnTimes.emplace_back(turn, turnCpu);
        }
        double longest = 0, longestCpu = 0, longestWorking = 0;
        for (const auto &[wall, cpu] : turnTimes) {
            longest = std::max(longest, wall);
            longestCpu = std::max(longestCpu, cpu);
            if (cpu >= 0.1)
                longestWorking = std::max(longestWorking, wall);
        }
        working.push_back(longestWorking);
        QObject::disconnect(conn);
        if (detail)
            std::printf("  update %d: turns over 0.5 ms: %s\n", i, qPrintable(turns));
        blocked.push_back(longest);
        blockedCpu.push_back(longestCpu);
        painted.push_back(watch.last);
    }
    out.blockedMs = median(blocked);
    out.blockedMax = *std::max_element(blocked.begin(), blocked.end());
    out.blockedCpuMs = median(blockedCpu);
    out.paintedMs = median(painted);
    out.workingMs = median(working);
    out.workingMax = *std::max_element(working.begin(), working.end());
    return out;
}

// Issue 24: the serving-capacity view's update after an edit of a traffic field. The plan is
// made on a worker; what is measured is the longest turn of the GUI thread (wall and its
// CPU) from the edit until the new plan is on screen and the page has settled.
struct CapacityResultTimes {
    double blockedMs = 0, blockedMax = 0, blockedCpuMs = 0, doneMs = 0;
};

CapacityResultTimes measureCapacity(CatalogRepository &repo, Workload w, int runs)
{
    w.task = Task::Inference;
    w.engine = Engine::Vllm;
    w.promptLen = 1500;
    w.outputLen = 300;
    ScenarioDocument doc;
    Scenario scenario = ScenarioDocument::defaultScenario(nullptr);
    scenario.workload = w;
    doc.load(scenario);
    ComparisonPage page(&repo, &doc);
    page.resize(1280, 740);
    page.setShowsCapacity(true);
    page.show();
    CapacityView *view = page.capacityView();
    for (int i = 0; i < 200 && (view->isComputing() || !view->model()->result()); ++i) {
        QCoreApplication::processEvents();
        QThread::msleep(5);
    }
    auto *tpot = view->findChild<QDoubleSpinBox *>(QStringLiteral("trafficTpot"));
    std::vector<double> blocked, blockedCpu, done;
    QElapsedTimer clock;
    for (int i = 0; i < runs; ++i) {
        bool changed = false;
        const auto conn =
            QObject::connect(view, &CapacityView::planChanged, [&] { changed = true; });
        clock.start();
        const double cpu0 = threadCpuMs();
        tpot->setValue(i % 2 ? 100 : 90);
        double longest = static_cast<double>(clock.nsecsElapsed()) / 1e6;
        double longestCpu = threadCpuMs() - cpu0;
        int quiet = 0;
        while (clock.elapsed() < 10000) {
            const qint64 before = clock.nsecsElapsed();
            const double cpuBefore = threadCpuMs();
            QCoreApplication::processEvents(QEventLoop::AllEvents);
            const double turn = static_cast<double>(clock.nsecsElapsed() - before) / 1e6;
            const double turnCpu = threadCpuMs() - cpuBefore;
            if (changed && !view->isComputing() && turnCpu < 0.5) {
                if (++quiet == 2)
                    break;
                continue;
            }
            quiet = 0;
            if (turnCpu < 0.1) // waiting for the worker: the window answers meanwhile
                QThread::usleep(200);
            longest = std::max(longest, turn);
            longestCpu = std::max(longestCpu, turnCpu);
        }
        QObject::disconnect(conn);
        blocked.push_back(longest);
        blockedCpu.push_back(longestCpu);
        done.push_back(static_cast<double>(clock.nsecsElapsed()) / 1e6);
    }
    CapacityResultTimes out;
    out.blockedMs = median(blocked);
    out.blockedMax = *std::max_element(blocked.begin(), blocked.end());
    out.blockedCpuMs = median(blockedCpu);
    out.doneMs = median(done);
    return out;
}

void printCapacity(const char *name, std::size_t types, const CapacityResultTimes &r)
{
    std::printf("%-10s %6zu types  capacity view: GUI blocked %7.2f ms (max %7.2f; GUI thread "
                "CPU in it %.2f ms; %.2f× the 16 ms target), edit→plan on screen %7.2f ms\n",
                name, types, r.blockedMs, r.blockedMax, r.blockedCpuMs, r.blockedMs / 16, r.doneMs);
}

// The floor in the same run: a bare QChartView with one scatter series of `points`
// points whose data is replaced, turning the event loop until it has repainted. On a
// loaded machine every figure grows; the ratio to this floor less so.
double bareChartUpdate(int points, int runs)
{
    QChartView view;
    auto *series = new QScatterSeries;
    QList<QPointF> data;
    for (int i = 0; i < points; ++i)
        data << QPointF(i, (i * 37) % 101);
    series->replace(data);
    view.chart()->addSeries(series);
    view.chart()->createDefaultAxes();
    view.resize(300, 250);
    view.show();
    for (int i = 0; i < 20; ++i)
        QCoreApplication::processEvents();
    QElapsedTimer clock;
    PaintWatch watch;
    watch.clock = &clock;
    view.viewport()->installEventFilter(&watch);
    std::vector<double> t;
    for (int r = 0; r < runs; ++r) {
        for (QPointF &p : data)
            p.setY(p.y() + (r % 2 ? 1 : -1));
        watch.painted.clear();
        clock.start();
        series->replace(data);
        double longest = static_cast<double>(clock.nsecsElapsed()) / 1e6;
        while (watch.painted.empty() && clock.elapsed() < 2000) {
            const qint64 before = clock.nsecsElapsed();
            QCoreApplication::processEvents(QEventLoop::AllEvents);
            longest = std::max(longest, static_cast<double>(clock.nsecsElapsed() - before) / 1e6);
        }
        t.push_back(longest);
    }
    return median(t);
}

void print(const char *name, const Result &r, double blockedTarget, double paintTarget)
{
    std::printf("%-10s %6zu types  makePlan %8.2f ms  GUI blocked %7.2f ms (max %7.2f, %.2f× "
                "the %.0f ms target; GUI thread CPU in it %.2f ms)  edit→charts painted %7.2f ms",
                name, r.types, r.planMs, r.blockedMs, r.blockedMax, r.blockedMs / blockedTarget,
                blockedTarget, r.blockedCpuMs, r.paintedMs);
    if (paintTarget > 0)
        std::printf(" (%.2f× the %.0f ms target)", r.paintedMs / paintTarget, paintTarget);
    std::printf("\n           longest turn that did work (≥ 0.1 ms CPU) %7.2f ms (max %7.2f)\n",
                r.workingMs, r.workingMax);
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    TimedApp app(argc, argv);
    const int runs = argc > 1 ? std::max(3, std::atoi(argv[1])) : 15;
    const QString only =
        argc > 3 && QByteArray(argv[2]) == "--only" ? QString::fromLocal8Bit(argv[3]) : QString();
    PresetLibrary presets;
    if (!presets.load()) {
        std::fprintf(stderr, "%s\n", qPrintable(presets.errorString()));
        return 1;
    }
    Workload w;
    w.model = *presets.find(QStringLiteral("qwen2.5-7b"));
    w.task = Task::Lora;
    w.batch = 4;
    w.seqLen = 2048;
    w.gradientCheckpointing = true;

    QTemporaryDir dir;
    CatalogRepository shipped(QStringLiteral(GP_SHIPPED_CATALOG),
                              dir.filePath(QStringLiteral("overlay.db")));
    if (!shipped.load()) {
        std::fprintf(stderr, "%s\n", qPrintable(shipped.errorString()));
        return 1;
    }
    const double floor = bareChartUpdate(119, runs);
    std::printf("baseline   bare QChartView, 119 points replaced and repainted: %.2f ms\n", floor);
    Result small;
    if (only != QLatin1String("large")) {
        small = measure(shipped, w, runs);
        print("catalog.db", small, 16, 50);
        std::printf("           GUI blocked %.1f× the baseline\n", small.blockedMs / floor);
        printCapacity("catalog.db", shipped.catalog().types().size(),
                      measureCapacity(shipped, w, runs));
    }
    if (only == QLatin1String("small"))
        return 0;

    // About 10k types: every shipped type cloned under new ids, with its prices.
    CatalogRepository large(QStringLiteral(GP_SHIPPED_CATALOG),
                            dir.filePath(QStringLiteral("overlay10k.db")));
    if (!large.load())
        return 1;
    CatalogData clones;
    const CatalogData &base = large.catalog().data();
    for (int k = 0; base.types.size() * (k + 1) < 10000; ++k) {
        const std::string suffix = ".clone" + std::to_string(k);
        for (InstanceType t : base.types) {
            t.id += suffix;
            clones.types.push_back(t);
        }
        for (Price p : base.prices) {
            p.instanceTypeId += suffix;
            clones.prices.push_back(p);
        }
    }
    if (!large.store(clones)) {
        std::fprintf(stderr, "%s\n", qPrintable(large.errorString()));
        return 1;
    }
    const Result big = measure(large, w, only.isEmpty() ? std::max(3, runs / 3) : runs);
    print("synthetic", big, 50, 0);
    printCapacity("synthetic", large.catalog().types().size(),
                  measureCapacity(large, w, std::max(3, runs / 3)));
    std::printf("           GUI blocked %.1f× the baseline\n", big.blockedMs / floor);
    if (only.isEmpty())
        std::printf("10k / 119 types: makePlan %.1f×, GUI blocked %.1f×\n",
                    big.planMs / small.planMs, big.blockedMs / small.blockedMs);
    return 0;
}
