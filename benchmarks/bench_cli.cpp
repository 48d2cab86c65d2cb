// Command-line benchmarks: whole processes of gpu-planner timed against the process floor
// (`gpu-planner --version`) measured in the same run: `rank` on the shipped catalog and
// on synthetic catalogs of 1k and 10k instance types (synthcatalog.h), `catalog import`
// of 1k and 10k types into an empty overlay, and the PDF report in English and Chinese
// (wall time and peak RSS). Prints medians and ratios with the issue-12 targets.
//   build/benchmarks/bench_cli [--runs N] [--keep DIR] [--cli PATH] [--before PATH]
// --cli times another build; --before times a second build (for example the one before a
// change) in the same runs, interleaved, and prints the ratios of the two.
// POSIX only (posix_spawn, wait4 for each child's peak RSS). A child's peak RSS includes
// the memory of this process when it was started (Linux keeps the high-water mark across
// exec), so the synthetic files are written by a forked child and this process stays
// smaller than the floor it measures.
#include "catalogdatabase.h"
#include "synthcatalog.h"
#include "synthfiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

using namespace gpuplanner;

namespace {

struct Sample {
    double ms = 0;
    double maxRssMiB = 0;
    int exitCode = -1;
};

// Runs one process with stdout and stderr to /dev/null; its wall time and peak RSS.
Sample runOnce(const std::vector<std::string> &argv)
{
    std::vector<char *> args;
    for (const std::string &a : argv)
        args.push_back(const_cast<char *>(a.c_str()));
    args.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
    Sample s;
    const auto start = std::chrono::steady_clock::now();
    pid_t pid = 0;
    if (posix_spawn(&pid, args[0], &actions, nullptr, args.data(), environ) != 0) {
        posix_spawn_file_actions_destroy(&actions);
        return s;
    }
    int status = 0;
    rusage usage{};
    wait4(pid, &status, 0, &usage);
    s.ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    s.maxRssMiB = usage.ru_maxrss / 1024.0; // KiB on Linux
    s.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    posix_spawn_file_actions_destroy(&actions);
    return s;
}

struct Figure {
    double ms = 0;
    double maxRssMiB = 0;
    bool ok = true;
};

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

void header()
{
    std::printf("%-34s %10s %9s  %-22s %8s %8s  %s\n", "what", "median ms", "peak MiB", "baseline",
                "ratio", "target", "");
}

void row(const char *what, const Figure &f, const char *baseline, double base, double target = 0)
{
    const double ratio = base > 0 ? f.ms / base : 0;
    char targetText[32] = "";
    const char *verdict = "";
    if (target > 0) {
        std::snprintf(targetText, sizeof targetText, "<= %.0fx", target);
        verdict = ratio <= target ? "pass" : "FAIL";
    }
    if (!f.ok) {
        std::printf("%-34s %10s\n", what, "failed");
        return;
    }
    if (baseline)
        std::printf("%-34s %10.1f %9.1f  %-22s %7.2fx %8s  %s\n", what, f.ms, f.maxRssMiB, baseline,
                    ratio, targetText, verdict);
    else
        std::printf("%-34s %10.1f %9.1f\n", what, f.ms, f.maxRssMiB);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    int runs = 11;
    QString keep;
    std::string cli = GP_CLI;
    std::string before;
    for (int i = 1; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--runs") && i + 1 < args.size())
            runs = std::max(1, args[++i].toInt());
        else if (args[i] == QLatin1String("--keep") && i + 1 < args.size())
            keep = args[++i];
        else if (args[i] == QLatin1String("--cli") && i + 1 < args.size())
            cli = args[++i].toStdString();
        else if (args[i] == QLatin1String("--before") && i + 1 < args.size())
            before = args[++i].toStdString();
        else {
            std::fprintf(stderr,
                         "usage: bench_cli [--runs N] [--keep DIR] [--cli PATH] [--before PATH]\n");
            return 2;
        }
    }
    QTemporaryDir tmp;
    const QString dir = keep.isEmpty() ? tmp.path() : keep;
    QDir().mkpath(dir);
    auto at = [&](const char *name) {
        return QDir(dir).filePath(QString::fromLatin1(name)).toStdString();
    };
    // Private settings and overlay: the user's are never read or written.
    qputenv("XDG_CONFIG_HOME", QByteArray::fromStdString(at("config")));
    qputenv("XDG_DATA_HOME", QByteArray::fromStdString(at("data")));
    qputenv("HOME", QByteArray::fromStdString(at("home")));
    qputenv("QT_QPA_PLATFORM", "offscreen");
    const std::string overlay = at("overlay.db");
    qputenv("GPU_PLANNER_OVERLAY", QByteArray::fromStdString(overlay));
    qunsetenv("GPU_PLANNER_CATALOG");

    const std::string c1k = at("catalog-1k.db"), c10k = at("catalog-10k.db");
    const std::string i1k = at("types-1k.json"), i10k = at("types-10k.json");
    std::fflush(nullptr);
    const pid_t writer = fork();
    if (writer == 0) {
        const QString shipped = QStringLiteral(GP_SHIPPED_CATALOG);
        CatalogData real;
        QString error;
        if (!CatalogDatabase::readShipped(shipped, &real, &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            _exit(1);
        }
        const CatalogData s10k = bench::syntheticCatalog(real, 10000);
        const std::vector<InstanceType> first1k(s10k.types.begin(), s10k.types.begin() + 1000);
        const bool ok =
            bench::writeSyntheticCatalog(shipped, 1000, QString::fromStdString(c1k), &error) &&
            bench::writeSyntheticCatalog(shipped, 10000, QString::fromStdString(c10k), &error) &&
            bench::writeDescribeInstanceTypes(first1k, real, QString::fromStdString(i1k), &error) &&
            bench::writeDescribeInstanceTypes(s10k.types, real, QString::fromStdString(i10k),
                                              &error);
        if (!ok)
            std::fprintf(stderr, "%s\n", qPrintable(error));
        std::fflush(nullptr);
        _exit(ok ? 0 : 1);
    }
    int writerStatus = 0;
    if (writer < 0 || waitpid(writer, &writerStatus, 0) != writer || !WIFEXITED(writerStatus) ||
        WEXITSTATUS(writerStatus) != 0) {
        std::fprintf(stderr, "cannot write the synthetic catalogs\n");
        return 1;
    }
    const std::vector<std::string> rank = {cli,         "rank", "--model",  "qwen2.5-7b",
                                           "--task",    "lora", "--batch",  "4",
                                           "--seq-len", "2048", "--tokens", "1e8"};
    auto with = [](std::vector<std::string> a, std::initializer_list<std::string> more) {
        a.insert(a.end(), more);
        return a;
    };
    auto noOverlay = [&] {
        QFile::remove(QString::fromStdString(overlay));
    };
    const std::string scenario =
        std::string(GP_SOURCE_DIR) + "/tests/data/scenarios/v1-qlora.gpuplan.json";

    // Every run goes once through every command (of both builds with --before), so that
    // a change of load on a shared machine reaches every figure alike.
    struct Job {
        std::vector<std::string> argv;
        std::vector<double> ms, rss;
        bool ok = true;
    };
    const std::string pdf = at("report.pdf");
    const std::vector<std::vector<std::string>> commands = {
        {"--version"},
        {rank.begin() + 1, rank.end()},
        with({rank.begin() + 1, rank.end()}, {"--catalog", c1k}),
        with({rank.begin() + 1, rank.end()}, {"--catalog", c10k}),
        {"catalog", "import", i1k, "--as-of", "2026-11-30"},
        {"catalog", "import", i10k, "--as-of", "2026-11-30"},
        {"report", "--scenario", scenario, "--out", pdf, "--force"},
        {"report", "--scenario", scenario, "--out", pdf, "--lang", "zh_CN", "--force"},
        // Serving capacity (issue 24: within 2× of rank over the same 10k catalog), and the
        // serving rank it is measured against.
        {"rank", "--model", "qwen2.5-7b", "--task", "inference", "--prompt-len", "1500",
         "--output-len", "300", "--catalog", c10k},
        {"capacity", "--model", "qwen2.5-7b", "--prompt-len", "1500", "--output-len", "300",
         "--rps", "10", "--ttft", "2", "--tpot", "0.1", "--catalog", c10k}};
    std::vector<std::string> builds = {cli};
    if (!before.empty())
        builds.push_back(before);
    std::vector<Job> jobs;
    for (const std::string &build : builds) {
        for (const std::vector<std::string> &argvTail : commands) {
            Job j;
            j.argv = with({build}, {});
            j.argv.insert(j.argv.end(), argvTail.begin(), argvTail.end());
            jobs.push_back(std::move(j));
        }
    }
    for (int i = 0; i < runs; ++i) {
        for (Job &j : jobs) {
            if (!j.ok)
                continue;
            noOverlay(); // an import leaves its rows: every command starts without an overlay

            const Sample sample = runOnce(j.argv);
            if (sample.exitCode != 0) {
                std::fprintf(stderr, "failed (exit %d): %s %s\n", sample.exitCode,
                             j.argv[0].c_str(), j.argv[1].c_str());
                j.ok = false;
                continue;
            }
            j.ms.push_back(sample.ms);
            j.rss.push_back(sample.maxRssMiB);
        }
    }
    noOverlay();
    auto figure = [&](std::size_t build, std::size_t command) {
        const Job &j = jobs[build * commands.size() + command];
        Figure f;
        f.ok = j.ok;
        f.ms = median(j.ms);
        f.maxRssMiB = median(j.rss);
        return f;
    };
    bool ok = true;
    for (std::size_t b = 0; b < builds.size(); ++b) {
        const Figure floor = figure(b, 0), r119 = figure(b, 1), r1k = figure(b, 2),
                     r10k = figure(b, 3), imp1k = figure(b, 4), imp10k = figure(b, 5),
                     en = figure(b, 6), zh = figure(b, 7), serve10k = figure(b, 8),
                     cap10k = figure(b, 9);
        std::printf("%sgpu-planner: %s\n%d runs per figure (medians), interleaved%s\n\n",
                    b ? "\n" : "", builds[b].c_str(), runs,
                    builds.size() > 1 ? " with the other build" : "");
        header();
        row("--version (process floor)", floor, nullptr, 0);
        row("rank, 119 types (shipped)", r119, "--version", floor.ms);
        row("rank, 1k types", r1k, "--version", floor.ms);
        row("rank, 10k types", r10k, "rank 1k", r1k.ms, 12);
        row("rank, 10k types", r10k, "--version", floor.ms, 20);
        row("catalog import, 1k types", imp1k, "--version", floor.ms);
        row("catalog import, 10k types", imp10k, "--version", floor.ms);
        row("catalog import, 10k types", imp10k, "import 1k", imp1k.ms);
        row("PDF report, English", en, "--version", floor.ms);
        row("PDF report, Chinese", zh, "--version", floor.ms);
        row("PDF report, Chinese", zh, "English", en.ms);
        row("rank serving, 10k types", serve10k, "--version", floor.ms);
        row("capacity, 10k types", cap10k, "rank serving 10k", serve10k.ms, 2);
        std::printf("peak RSS: --version %.1f MiB, rank 10k %.1f MiB, report en %.1f MiB (+%.1f), "
                    "zh %.1f MiB (+%.1f)\n",
                    floor.maxRssMiB, r10k.maxRssMiB, en.maxRssMiB, en.maxRssMiB - floor.maxRssMiB,
                    zh.maxRssMiB, zh.maxRssMiB - floor.maxRssMiB);
        ok = ok && floor.ok && r119.ok && r1k.ok && r10k.ok && imp1k.ok && imp10k.ok && en.ok &&
             zh.ok && serve10k.ok && cap10k.ok;
    }
    if (builds.size() > 1) {
        std::printf("\nthis build / --before build, median times:\n");
        const char *names[] = {"--version",      "rank 119",    "rank 1k",       "rank 10k",
                               "import 1k",      "import 10k",  "PDF report en", "PDF report zh",
                               "rank serve 10k", "capacity 10k"};
        for (std::size_t c = 0; c < commands.size(); ++c)
            std::printf("  %-16s %7.2fx\n", names[c], figure(0, c).ms / figure(1, c).ms);
    }
    return ok ? 0 : 1;
}
