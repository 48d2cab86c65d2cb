#include "library.h"
#include "library_p.h"

#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QFutureWatcher>
#include <QMutexLocker>
#include <QSemaphore>
#include <QThreadPool>
#include <QTimer>
#include <QtConcurrent>

#include <atomic>

#ifdef Q_OS_UNIX
#include <sys/resource.h>
#include <unistd.h>
#endif
#ifdef Q_OS_LINUX
#include <QSocketNotifier>
#include <sys/inotify.h>
#include <sys/vfs.h>
#endif

// The library index at work: watching the folder, checking files by their keys, reading the
// changed ones and telling listeners.

namespace gpuplanner {

namespace {
std::atomic<qint64> g_indexClockAheadMs{0};
} // namespace

qint64 librarydetail::indexClockMs()
{
    return QDateTime::currentMSecsSinceEpoch() + g_indexClockAheadMs.load();
}

void librarydetail::ageIndexedFilesForTests(qint64 ms)
{
    g_indexClockAheadMs += ms;
}

void librarydetail::resetIndexClockForTests()
{
    g_indexClockAheadMs = 0;
}

using namespace librarydetail;

void ScenarioLibrary::stopWatching()
{
    delete m_watcher;
    m_watcher = nullptr;
    m_index->watched.clear();
#ifdef Q_OS_LINUX
    delete m_notifier;
    m_notifier = nullptr;
    if (m_inotify >= 0)
        ::close(m_inotify);
    m_inotify = -1;
#endif
}

// On Linux one inotify watch on the folder names every file created, written, moved or
// removed in it; elsewhere QFileSystemWatcher watches the folder and every scenario in it.
namespace {
bool g_inotifyEnabled = true;
bool g_watchingEnabled = true;
} // namespace

#ifdef Q_OS_LINUX
// A folder on a network or user-space file system: a change made on another machine (or
// through the server) raises no inotify event here, so the periodic check must find it.
bool onNetworkFileSystem(const QString &folder)
{
    struct statfs fs;
    if (::statfs(QFile::encodeName(folder).constData(), &fs) != 0)
        return true; // unknown: the careful answer
    switch (static_cast<unsigned long>(fs.f_type)) {
    case 0x6969UL:     // NFS
    case 0x517BUL:     // SMB
    case 0xFF534D42UL: // CIFS
    case 0xFE534D42UL: // SMB2
    case 0x65735546UL: // FUSE (sshfs, rclone, cloud drives)
    case 0x5346414FUL: // AFS
    case 0x01021997UL: // 9P (WSL's Windows drives, VM shares)
    case 0x00C36400UL: // Ceph
    case 0x73757245UL: // Coda
    case 0x47504653UL: // GPFS
    case 0x0BD00BD0UL: // Lustre
    case 0x786F4256UL: // VirtualBox shared folders
        return true;
    default:
        return false;
    }
}
#endif

void ScenarioLibrary::setWatchingEnabled(bool enabled)
{
    g_watchingEnabled = enabled;
}

void ScenarioLibrary::setInotifyEnabled(bool enabled)
{
    g_inotifyEnabled = enabled;
}

void ScenarioLibrary::startWatching()
{
    stopWatching();
    m_watcherSeesAll = false;
    if (!g_watchingEnabled)
        return;
#ifdef Q_OS_LINUX
    m_inotify = g_inotifyEnabled ? inotify_init1(IN_NONBLOCK | IN_CLOEXEC) : -1;
    if (m_inotify >= 0 &&
        inotify_add_watch(m_inotify, QFile::encodeName(m_folder).constData(),
                          IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM |
                              IN_MOVED_TO | IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF) >= 0) {
        m_notifier = new QSocketNotifier(qintptr(m_inotify), QSocketNotifier::Read, this);
        connect(m_notifier, &QSocketNotifier::activated, this, &ScenarioLibrary::readInotify);
        // On a local file system inotify sees every change: the periodic check is a safety
        // net only and starts backed off.
        m_watcherSeesAll = !onNetworkFileSystem(m_folder);
        return;
    }
    if (m_inotify >= 0)
        ::close(m_inotify);
    m_inotify = -1;
#endif
    m_watcher = new QFileSystemWatcher(this);
    connect(m_watcher, &QFileSystemWatcher::directoryChanged, this, [this](const QString &) {
        m_index->dirEvent = true;
        m_debounce->start();
    });
    connect(m_watcher, &QFileSystemWatcher::fileChanged, this, [this](const QString &path) {
        m_index->fileEvents.insert(QFileInfo(path).fileName());
        m_debounce->start();
    });
    if (QFileInfo(m_folder).isDir())
        m_watcher->addPath(m_folder);
}

void ScenarioLibrary::readInotify()
{
#ifdef Q_OS_LINUX
    alignas(inotify_event) char buffer[16384];
    for (;;) {
        const ssize_t n = ::read(m_inotify, buffer, sizeof buffer);
        if (n <= 0)
            break;
        for (ssize_t at = 0; at < n;) {
            const auto *event = reinterpret_cast<const inotify_event *>(buffer + at);
            at += ssize_t(sizeof(inotify_event) + event->len);
            if (event->mask & (IN_Q_OVERFLOW | IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED)) {
                m_index->dirEvent = true; // events were lost: check the folder
                continue;
            }
            if (event->len == 0)
                continue;
            const QString name = QFile::decodeName(event->name);
            if (!name.startsWith(QLatin1Char('.')) && name.endsWith(suffix(), Qt::CaseInsensitive))
                m_index->fileEvents.insert(name);
        }
    }
    if (m_index->dirEvent || !m_index->fileEvents.isEmpty())
        m_debounce->start();
#endif
}

// Every file whose size or times differ from its record (or that has none, or whose record
// is gone from the folder, or whose cost was computed with another catalog) is queued.
// Returns how many were queued that were neither queued nor being read already.
int ScenarioLibrary::scan() const
{
    if (m_folder.isEmpty())
        return 0;
    ensureLoaded();
    if (leftoversDue())
        removeLeftovers();
    librarydetail::Listing listing;
    listing.folder = m_folder;
    listing.names = scenarioNames(m_folder);
    return takeListing(listing);
}

// Leftovers of killed saves are looked for at most every kLeftoverAgeMs.
bool ScenarioLibrary::leftoversDue() const
{
    return !m_index->sinceLeftovers.isValid() || m_index->sinceLeftovers.hasExpired(kLeftoverAgeMs);
}

// On a worker: the names, every one's key, and the leftovers of killed saves removed.
librarydetail::Listing ScenarioLibrary::listFolder(const QString &folder, bool removeLeftovers)
{
    if (removeLeftovers)
        removeLeftoversIn(folder);
    librarydetail::Listing listing;
    listing.folder = folder;
    listing.names = scenarioNames(folder);
    listing.keys.reserve(listing.names.size());
    const QString prefix = folder + QLatin1Char('/');
    for (const QString &name : std::as_const(listing.names))
        listing.keys.insert(name, keyOf(prefix + name));
    return listing;
}

// The window's listings run on a worker (ten thousand names and keys took the GUI thread
// 25 ms, the turn the library tab was first shown in); their names are queued in the turn
// they come back in.
void ScenarioLibrary::scanInBackground(bool thenSchedulePoll)
{
    m_listThenPoll = m_listThenPoll || thenSchedulePoll;
    if (m_folder.isEmpty())
        return;
    if (m_listing) {
        m_listAgain = true;
        return;
    }
    ensureLoaded();
    m_listing = true;
    const bool leftovers = leftoversDue();
    if (leftovers)
        m_index->sinceLeftovers.start();
    auto *watcher = new QFutureWatcher<librarydetail::Listing>(this);
    connect(watcher, &QFutureWatcher<librarydetail::Listing>::finished, this,
            [this, watcher, generation = m_index->generation] {
                watcher->deleteLater();
                listed(watcher->result(), generation);
            });
    const QFuture<librarydetail::Listing> listing = QtConcurrent::run(
        m_listPool, [folder = m_folder, leftovers] { return listFolder(folder, leftovers); });
    m_listingFuture = QFuture<void>(listing);
    watcher->setFuture(listing);
}

void ScenarioLibrary::listed(const librarydetail::Listing &listing, quint64 generation)
{
    m_listing = false;
    int found = 0;
    // A listing of another folder, or of this one before it was set again, is dropped.
    const bool current = generation == m_index->generation && listing.folder == m_folder;
    bool deferred = false;
    if (current && m_active) {
        found = takeListing(listing);
        // The first slice in the next turn: taking ten thousand names costs 4 ms, a slice
        // 6 more (bench_library, GP_BENCH_EVENTS).
        deferred = found > 0 || !m_index->pending.isEmpty();
        if (deferred)
            m_work->start();
    }
    // What chained listings found counts for the poll they end in (its next interval).
    m_listFound = m_listFound || found > 0;
    if (std::exchange(m_listAgain, false)) {
        scanInBackground();
        return;
    }
    const bool forPoll = std::exchange(m_listThenPoll, false);
    const bool foundAny = std::exchange(m_listFound, false);
    if (forPoll)
        schedulePoll(foundAny);
    // Names to check in the next turn: its report goes out whatever it says, also the idle
    // (0, 0) when every name was gone by then (the last report may have been (0, 0) too).
    if (deferred && !forPoll)
        m_index->lastProgress = QPoint(-1, -1);
    // Nothing to read: the index is idle again, which the page waits for to say that an
    // empty folder is empty (isIndexing() was true while the names were being listed). A
    // poll that found nothing says nothing (every few seconds on a network folder).
    if (!forPoll && !isIndexing()) {
        m_index->lastProgress = QPoint();
        Q_EMIT indexingProgress(0, 0);
    }
}

// Queues the listed names that are new, changed or not yet costed with this catalog, and the
// indexed names no longer listed; returns how many were not queued already.
int ScenarioLibrary::takeListing(const librarydetail::Listing &listing) const
{
    Index &ix = *m_index;
    ++ix.stats.scans;
    const QByteArray stamp = catalogStamp();
    QSet<QString> present;
    present.reserve(listing.names.size());
    const QString prefix = listing.folder + QLatin1Char('/');
    int found = 0;
    auto queue = [&](const QString &name) {
        if (!ix.pending.contains(name) && !ix.inFlight.contains(name))
            ++found;
        ix.pending.insert(name);
    };
    for (const QString &name : listing.names) {
        present.insert(name);
        const auto it = ix.records.constFind(name);
        if (it == ix.records.cend() || !it->verified || it->key.link ||
            (it->entry.error.isEmpty() && it->costStamp != stamp))
            queue(name);
        else if (const auto key = listing.keys.constFind(name);
                 it->key != (key != listing.keys.cend() ? *key : keyOf(prefix + name)))
            queue(name);
    }
    for (auto it = ix.records.cbegin(); it != ix.records.cend(); ++it) {
        if (!present.contains(it.key()))
            queue(it.key());
    }
    return found;
}

namespace {

// Index jobs run below the GUI thread's priority: the window stays the first to get a core.
void lowerThisThreadsPriority()
{
#ifdef Q_OS_LINUX
    static thread_local bool lowered = false;
    if (!std::exchange(lowered, true))
        ::setpriority(PRIO_PROCESS, 0, 10); // Linux: the calling thread only
#endif
}

} // namespace

// Checks queued files by their keys for about budgetMs and hands the ones to read to the
// worker threads; true when the queue is empty. budgetMs < 0: every queued file is read
// before this returns (on the worker threads and this one).
bool ScenarioLibrary::processPending(qint64 budgetMs) const
{
    Index &ix = *m_index;
    QElapsedTimer timer;
    timer.start();
    const bool sync = budgetMs < 0;
    const QByteArray stamp = catalogStamp();
    const qint64 now = indexClockMs();
    std::vector<IndexJob> jobs;
    // One walk over the queue: taking its first name each time searched the emptied
    // buckets from the start again, quadratic in the files of a first indexing.
    for (auto it = ix.pending.begin();
         it != ix.pending.end() && (sync || timer.elapsed() < budgetMs);) {
        const QString name = *it;
        it = ix.pending.erase(it);
        const FileKey key = keyOf(pathIn(m_folder, name));
        const auto old = ix.records.constFind(name);
        const bool had = old != ix.records.cend();
        if (!key.exists) {
            ix.inFlight.remove(name); // what it was being read for is gone
            if (had) {
                ix.records.erase(old);
                ix.removed << name;
                ix.journalNames.insert(name);
                ix.dirty = true;
            }
            continue;
        }
        if (had && old->verified && !key.link && old->key == key &&
            (!old->entry.error.isEmpty() || old->costStamp == stamp)) {
            ix.inFlight.remove(name);
            continue; // unchanged
        }
        const auto flying = ix.inFlight.constFind(name);
        if (!sync && flying != ix.inFlight.cend() && flying->key == key && flying->stamp == stamp)
            continue; // being read already
        IndexJob job;
        job.folder = m_folder;
        job.name = name;
        job.key = key;
        job.statMs = now;
        job.stamp = stamp;
        job.catalog = ix.catalog;
        job.presets = &presets();
        if (had && old->entry.error.isEmpty() && old->costStamp == stamp)
            job.reusable = old->entry; // the same bytes keep their summary
        job.generation = ix.generation;
        job.ticket = ++ix.lastTicket;
        ix.inFlight.insert(name, {job.ticket, key, stamp});
        ++ix.submitted;
        jobs.push_back(std::move(job));
    }
    if (sync) {
        runNow(jobs);
        return true;
    }
    auto *self = const_cast<ScenarioLibrary *>(this);
    for (IndexJob &job : jobs) {
        m_pool->start([job = std::move(job), results = m_results, self] {
            if (results->cancelled.load())
                return;
            lowerThisThreadsPriority();
            IndexResult r = indexFile(job);
            const QMutexLocker lock(&results->mutex);
            results->items.push_back(std::move(r));
            if (!std::exchange(results->posted, true))
                QMetaObject::invokeMethod(self, &ScenarioLibrary::applyResults,
                                          Qt::QueuedConnection);
        });
    }
    return ix.pending.isEmpty();
}

// Reads jobs on the idle worker threads and this one, and takes the results in.
void ScenarioLibrary::runNow(std::vector<IndexJob> &jobs) const
{
    if (jobs.empty())
        return;
    std::vector<IndexResult> results(jobs.size());
    std::atomic<std::size_t> next{0};
    auto worker = [&] {
        for (std::size_t i; (i = next.fetch_add(1)) < jobs.size();)
            results[i] = indexFile(jobs[i]);
    };
    QSemaphore finished;
    int helpers = 0;
    // Only threads that are free now: the queued background jobs are not waited for.
    // The pool leaves a core to the window (library.cpp); a listing without one (the command
    // line, entries()) has this thread besides: as many helpers as the pool has threads.
    while (std::size_t(helpers + 1) < jobs.size() && helpers < m_pool->maxThreadCount() &&
           m_pool->tryStart([&] {
               worker();
               finished.release();
           }))
        ++helpers;
    worker();
    finished.acquire(helpers);
    for (IndexResult &r : results)
        take(std::move(r));
}

// One result into the index, unless the folder, the file or the catalog changed since it
// was asked for (a later job supersedes it).
void ScenarioLibrary::take(IndexResult &&result) const
{
    Index &ix = *m_index;
    const auto flying = ix.inFlight.constFind(result.name);
    if (result.generation != ix.generation || flying == ix.inFlight.cend() ||
        flying->ticket != result.ticket)
        return;
    ix.inFlight.erase(flying);
    ix.stats.reads += result.read ? 1 : 0;
    ix.stats.parses += result.parsed ? 1 : 0;
    const Record &r = result.record;
    const auto old = ix.records.constFind(result.name);
    const bool differs = old == ix.records.cend() || old->key != r.key ||
                         old->entry.hash != r.entry.hash || old->entry.error != r.entry.error ||
                         old->costStamp != r.costStamp;
    ix.journalNames.insert(result.name);
    ix.records.insert(result.name, std::move(result.record));
    ix.dirty = true;
    if (differs)
        ix.updated << result.name;
}

// On the GUI thread: the results the workers finished, for at most a slice, then the signals.
void ScenarioLibrary::applyResults()
{
    static QElapsedTimer clock; // monotonic, shared by every library
    if (!clock.isValid())
        clock.start();
    const qint64 now = clock.elapsed() + kApplyEveryMs; // never 0
    if (m_lastApplyMs > 0 && now - m_lastApplyMs < kApplyEveryMs) {
        // Too soon after the last batch: the next one a little later (workers do not post
        // again meanwhile, `posted` stays set).
        if (!m_applyTimer->isActive())
            m_applyTimer->start(int(kApplyEveryMs - (now - m_lastApplyMs)));
        return;
    }
    m_lastApplyMs = now;
    std::vector<IndexResult> items;
    {
        const QMutexLocker lock(&m_results->mutex);
        items.swap(m_results->items);
        m_results->posted = false;
    }
    QElapsedTimer timer;
    timer.start();
    std::size_t i = 0;
    for (; i < items.size() && timer.elapsed() < kSliceMs; ++i)
        take(std::move(items[i]));
    if (i < items.size()) { // the rest in the next turn of the event loop
        const QMutexLocker lock(&m_results->mutex);
        m_results->items.insert(m_results->items.begin(),
                                std::make_move_iterator(items.begin() + i),
                                std::make_move_iterator(items.end()));
        if (!std::exchange(m_results->posted, true))
            QMetaObject::invokeMethod(this, &ScenarioLibrary::applyResults, Qt::QueuedConnection);
    }
    // The signals in the next turn: a slice of results and the table taking them as rows
    // (a block, its place among 9,000 rows, the filter proxy's map) were 10–15 ms in one.
    m_flushTimer->start();
}

// One slice of work on the GUI thread, then the signals for what changed.
void ScenarioLibrary::work()
{
    const bool done = processPending(kSliceMs);
    if (!done)
        m_work->start();
    flush(done);
}

// The watches for new files and the signals for what changed since the last flush.
void ScenarioLibrary::flush(bool queueEmpty)
{
    Index &ix = *m_index;
    // This flush sends all a deferred one would (applyResults); a name taken in and removed
    // since (a delete while its signal waited) is a removal only.
    m_flushTimer->stop();
    ix.updated.removeIf([&ix](const QString &name) { return !ix.records.contains(name); });
    const bool done = queueEmpty && ix.inFlight.isEmpty();
    if (m_watcher) {
        // Every scenario is watched (in-place writes are not seen on the folder).
        QStringList add;
        for (const QString &name : std::as_const(ix.updated)) {
            const QString path = pathIn(m_folder, name);
            if (!ix.watched.contains(path)) {
                ix.watched.insert(path);
                add << path;
            }
        }
        // The rest in pieces: ten thousand watches at once would hold the GUI thread.
        if (done && ix.watched.size() < ix.records.size()) {
            for (auto it = ix.records.cbegin(); it != ix.records.cend() && add.size() < kWatchSlice;
                 ++it) {
                if (!ix.watched.contains(it->entry.path)) {
                    ix.watched.insert(it->entry.path);
                    add << it->entry.path;
                }
            }
            if (ix.watched.size() < ix.records.size())
                m_work->start();
        }
        if (!add.isEmpty())
            m_watcher->addPaths(add);
        for (const QString &name : std::as_const(ix.removed)) {
            const QString path = pathIn(m_folder, name);
            if (ix.watched.remove(path))
                m_watcher->removePath(path);
        }
    }
    const QStringList updated = std::exchange(ix.updated, {});
    const QStringList removed = std::exchange(ix.removed, {});
    if (!updated.isEmpty() || !removed.isEmpty()) {
        QStringList updatedPaths, removedPaths;
        updatedPaths.reserve(updated.size());
        removedPaths.reserve(removed.size());
        for (const QString &name : removed)
            removedPaths << pathIn(m_folder, name);
        for (const QString &name : updated)
            updatedPaths << pathIn(m_folder, name);
        Q_EMIT entriesChanged(updatedPaths, removedPaths);
        for (const QString &path : std::as_const(removedPaths))
            Q_EMIT entryRemoved(path);
        for (const QString &path : std::as_const(updatedPaths))
            Q_EMIT entryUpdated(path);
    }
    if (!updated.isEmpty() || !removed.isEmpty()) {
        m_saveTimer->start();
        Q_EMIT changed();
    }
    auto report = [&](QPoint progress) {
        if (progress != ix.lastProgress) {
            ix.lastProgress = progress;
            Q_EMIT indexingProgress(progress.x(), progress.y());
        }
    };
    report(QPoint(indexedCount(), ix.submitted));
    if (done) { // idle again
        ix.submitted = 0;
        report(QPoint(0, 0));
    }
}

int ScenarioLibrary::indexedCount() const
{
    return m_index->submitted - int(m_index->inFlight.size());
}

int ScenarioLibrary::indexingTotal() const
{
    return m_index->submitted;
}

void ScenarioLibrary::schedulePoll(bool changed)
{
    if (!m_active)
        return;
    m_pollMs = changed ? m_pollMinMs : std::min(m_pollMs * 2, m_pollMaxMs);
    m_poll->start(m_pollMs);
}

// The re-check by file times, for folders whose changes the watcher cannot see (network
// drives); it backs off while nothing changes.
void ScenarioLibrary::poll()
{
    // Only what the watcher did not see shortens the interval: a change it reported was
    // taken in already, so a local folder's poll stays backed off while files change.
    // On a worker; when it is in (listed()), what it found is worked off, and a file being
    // read while the poll ran is queued again (to be checked when its result is in): the
    // queue is worked off either way, or it would stay non-empty and the library would
    // show "indexing" until the next change. Then the next poll is scheduled.
    scanInBackground(true);
}

// After this program wrote or moved a file: its entry is brought up to date at once, so
// that the page can select it.
void ScenarioLibrary::reindexNow(const QString &path)
{
    if (!m_active || m_folder.isEmpty() || QFileInfo(path).absolutePath() != m_folder)
        return;
    // This file at once (on this thread), the rest of the queue as before.
    QSet<QString> rest = std::exchange(m_index->pending, {QFileInfo(path).fileName()});
    processPending(-1);
    m_index->pending.unite(rest);
    if (!m_index->pending.isEmpty())
        m_work->start();
    flush(m_index->pending.isEmpty());
}

} // namespace gpuplanner
