// The team library: a folder of *.gpuplan.json scenarios that a team shares (network
// drive, synced folder, git checkout). Lists them, notices changes made by others
// (QFileSystemWatcher), and changes them without losing anyone's work:
// - every write is atomic (QSaveFile) and serialised between processes (QLockFile);
// - a save names the version it was based on (the content hash read at open); when the
//   file changed on disk since, the save is refused as a conflict and nothing is written —
//   the caller reloads, saves a copy, or overwrites on purpose;
// - delete moves the file into .trash/ inside the library, from where it can be restored.
// Share codes put a whole scenario on one line of text ("GPUP1:" + base64url(zlib(JSON))).
//
// The library index: a summary of every file (name, author, tags, model, task, need per GPU,
// best cost…) is kept in memory and in a per-user cache file outside the shared folder,
// keyed by file name, size, modification and status-change time and the SHA-256 of the
// bytes it was made from. A file whose size and times did not change is not read again; one
// whose times changed but whose bytes hash the same is not parsed again. A damaged cache is
// ignored and rebuilt. In a program with an event loop the index starts when someone listens
// to its signals (or activate() is called): the cache is read, every file is checked by its
// size and times in short slices on the GUI thread, the changed ones are read, parsed and
// ranked against the catalog on worker threads (results taken in one row at a time; a
// result for a folder, file version or catalog that changed since is dropped), the folder is
// watched (Linux: one inotify watch; elsewhere QFileSystemWatcher on the folder and its
// files; one event re-reads one file) and, for network folders the watcher cannot see, the
// folder is re-checked by its file times only, every 3 s after a change only this check
// found, backing off to 60 s while it finds none (a local folder watched by inotify: every
// 60 s).
#pragma once

#include "scenario.h"

#include <QDateTime>
#include <QFuture>
#include <QHash>
#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

class QFileSystemWatcher;
class QSocketNotifier;
class QThreadPool;
class QTimer;

namespace gpuplanner {

class Catalog;
class PresetLibrary;
namespace librarydetail { // library_p.h
struct IndexJob;
struct IndexResult;
struct Listing;
} // namespace librarydetail

struct LibraryEntry {
    QString path; // absolute
    QString fileName;
    QString id;
    QString name;
    QString author;
    QString modified;   // from the document
    QDateTime fileTime; // the file's modification time
    QStringList tags;
    QString notes;
    int revision = 0;
    QString error; // non-empty: the file could not be read (the entry is still listed)
    // Computed when the file is indexed (kept in the index cache):
    QString model;                       // the model's name
    std::optional<Task> task;            // empty: the file could not be read
    std::optional<double> needPerGpuGib; // memory per GPU (total), GiB
    // The best fitting option the planner ranks first, with the catalog given to
    // ScenarioLibrary::setCatalog (empty: no catalog, nothing fits or no price).
    QString bestType;
    std::optional<double> bestTotalCost;            // in currency
    std::optional<double> bestCostPerMillionTokens; // inference, in currency
    QString currency;
    // Serving scenarios with a traffic profile: the capacity plan's cheapest type
    // (estimator/capacity.h), its replicas and what it costs a month, in currency.
    std::optional<double> monthlyCost;
    QString monthlyType;
    int replicas = 0;
    QByteArray hash; // SHA-256 (hex) of the bytes this summary was made from

    bool serving() const { return task == Task::Inference; }
    // The cost the library shows: per million tokens for serving, the total for training.
    std::optional<double> bestCost() const
    {
        return serving() ? bestCostPerMillionTokens : bestTotalCost;
    }
};

// What the index did since the library was made (for tests and benchmarks).
struct LibraryIndexStats {
    int reads = 0;         // files whose bytes were read to index them
    int parses = 0;        // of them, parsed (their hash differed from the cached one)
    int cachedEntries = 0; // entries taken from the cache file when it was loaded
    bool cacheLoaded = false;
    QString cacheProblem;   // why the cache file was not used (empty: used, or none yet)
    int scans = 0;          // checks of the whole folder by file times
    int journalEntries = 0; // records taken from the journal (changes since the cache)
    QString journalProblem; // why (part of) the journal was not used (empty: used, or none)
    int cacheWrites = 0;    // the whole cache file written
    int journalWrites = 0;  // changed entries appended to the journal
};

struct TrashEntry {
    QString path;         // inside .trash/
    QString originalName; // the file name it had
    QDateTime deleted;
};

enum class SaveResult { Saved, Conflict, Failed };

class ScenarioLibrary : public QObject
{
    Q_OBJECT

public:
    ScenarioLibrary(const PresetLibrary *presets, QObject *parent = nullptr);
    ~ScenarioLibrary() override; // writes the index cache when it changed

    bool setFolder(const QString &folder); // creates it when missing; false + errorString()
    QString folder() const;
    QString errorString() const;

    // Checks every file now (by size and times; reads only those that changed), sorted by name.
    std::vector<LibraryEntry> entries() const;
    std::vector<LibraryEntry> search(const QString &text) const; // name, author, tags, notes
    // Every word of text appears (case-insensitively) in the name, author, a tag or the notes.
    static bool matches(const LibraryEntry &e, const QStringList &words);

    // The index. The cache file: setCachePath before setFolder (tests); by default one file
    // per library folder under the user's cache folder (QStandardPaths::CacheLocation).
    void setCachePath(const QString &path);
    QString cachePath() const;
    // Beside the cache: the entries changed or removed since it was written, appended one
    // record each; folded into the cache when it grows past a quarter of the entries (at the
    // next save, also right after start-up) and when the window's index is closed.
    QString journalPath() const;
    static QString defaultCachePath(const QString &folder);
    // The catalog best costs are computed with; a different catalog (prices entered,
    // imported) makes the index compute them again.
    void setCatalog(std::shared_ptr<const Catalog> catalog);
    // Starts the index now (it also starts when a signal gets its first listener).
    void activate();
    bool isActive() const { return m_active; }
    // What the index holds now, without touching the disk (starting it when needed).
    std::vector<LibraryEntry> cachedEntries() const; // unsorted
    const LibraryEntry *cachedEntry(const QString &path) const;
    // Files are waiting to be listed, checked or read, or the signals of what was read are
    // still to go out (in the turn after it was taken in).
    bool isIndexing() const;
    // Saves what changed since the last save: the changed entries appended to the journal, or
    // the whole cache file (none yet, the journal large or not this index's, fold = true).
    bool saveCache(bool fold = false) const;
    LibraryIndexStats indexStats() const;
    // The re-check by file times: every minMs after it found a change the watcher did not
    // report, doubling up to maxMs while it finds none (defaults 3 s and 60 s); on a local
    // file system watched by inotify (Linux) it starts at maxMs. pollIntervalMs() is the
    // current interval.
    void setPollIntervals(int minMs, int maxMs);
    int pollIntervalMs() const;
    // Linux: one inotify watch on the folder (true, the default) or, as on other systems,
    // QFileSystemWatcher on the folder and every file (false; for tests). Takes effect when
    // the index starts.
    static void setInotifyEnabled(bool enabled);
    // No watcher at all, only the periodic check (false; for tests of a folder whose changes
    // no watcher sees, such as a network drive). Takes effect when the index starts.
    static void setWatchingEnabled(bool enabled);
    // The first indexing's progress: of the files handed to the worker threads since the
    // index was last idle, how many are done (indexingTotal() is 0 when it is idle).
    int indexedCount() const;
    int indexingTotal() const;
    std::vector<TrashEntry> trash() const;

    // Reads a scenario; *baseHash (when given) receives the hash of the bytes read, to pass
    // to save() later (SHA-256 of the file's bytes, in hex).
    std::optional<Scenario> open(const QString &path, QByteArray *baseHash = nullptr);
    // Writes s to path (revision + 1, modified = now). baseHash: the hash open() gave, or
    // empty for a new file (then an existing file is a conflict). On Conflict nothing is
    // written and *current (when given) receives what is on disk now. *written (when
    // given) receives the scenario as written (its revision and dates).
    SaveResult save(const QString &path, Scenario s, const QByteArray &baseHash,
                    std::optional<Scenario> *current = nullptr, QByteArray *newHash = nullptr,
                    Scenario *written = nullptr);
    // Overwrites whatever is on disk (after the user chose to): the revision after the
    // disk's and s's.
    bool overwrite(const QString &path, Scenario s, QByteArray *newHash = nullptr,
                   Scenario *written = nullptr);
    // A new file in the library for s (new id, revision 1); returns its path or "".
    QString saveAsNew(Scenario s, const QString &name);
    QString duplicate(const QString &path); // "Name (copy)"; returns the new path
    // The name field and the file name; *newPath (when given) receives the new path.
    bool rename(const QString &path, const QString &newName, QString *newPath = nullptr);
    bool remove(const QString &path); // into .trash/
    // Back, under a free name; *restoredPath (when given) receives it.
    bool restore(const QString &trashPath, QString *restoredPath = nullptr);

    static QByteArray hashOf(const QByteArray &bytes);
    static QString fileNameFor(const QString &name); // a safe "name.gpuplan.json"

    static constexpr const char *kSuffix = ".gpuplan.json";
    // File names are bounded in UTF-8 bytes (most file systems allow 255): the stem leaves
    // room for the suffix, a " (12)" of a second file with the same name, the ".lock" and
    // QSaveFile's temporary name (six random characters) beside it and the 20-byte stamp of
    // a copy in .trash/.
    static constexpr int kMaxFileNameBytes = 255;
    static constexpr int kMaxStemBytes = 200;
    // A share code decompresses to at most this much; the size the code claims is not
    // trusted, the inflater stops here.
    static constexpr int kMaxShareBytes = 1024 * 1024;
    // Empty when path may be read and written; otherwise why not: a symbolic link whose
    // target is outside the library folder (or missing) is never followed.
    QString linkProblem(const QString &path) const;
    static constexpr const char *kTrashFolder = ".trash";
    static constexpr int kStaleLockMs = 5000; // a lock older than this is taken over
    static constexpr int kLockWaitMs = 10000; // how long a write waits for the lock
    // What a save killed halfway leaves in the folder: QSaveFile's temporary file
    // ("NAME.gpuplan.json.XXXXXX", on file systems without unnamed temporary files, such as
    // network shares) and the lock ("NAME.gpuplan.json.lock", and QLockFile's
    // "….lock.rmlock"). Neither is ever listed as a scenario (scenarios end in kSuffix).
    // Those older than kLeftoverAgeMs are removed when the folder is set and, at most once
    // per kLeftoverAgeMs, when it is checked; a lock only when no program holds it (its
    // process on this machine is gone; one from another machine is judged by its age, as
    // acquire() does after kStaleLockMs). Returns how many files were removed.
    int removeLeftovers() const;
    static constexpr qint64 kLeftoverAgeMs = 10 * 60 * 1000;

Q_SIGNALS:
    void changed(); // a file in the library was added, changed or removed (by anyone)
    // Finer: one entry of the index is new or changed, or gone; or all of them (new folder).
    void entryUpdated(const QString &path);
    void entryRemoved(const QString &path);
    // The same as one batch, emitted before them: what one turn took in (the first indexing
    // brings hundreds at a time, which a table inserts at once rather than row by row).
    void entriesChanged(const QStringList &updated, const QStringList &removed);
    void entriesReset();
    // Files are being read and summarised on the worker threads: done of total; (0, 0) when
    // the index is idle again.
    void indexingProgress(int done, int total);

protected:
    void connectNotify(const QMetaMethod &signal) override;

private:
    struct Index;
    struct Results;

    QString freePath(const QString &fileName) const;
    const PresetLibrary &presets() const;
    void ensureLoaded() const;
    void readJournal() const;
    bool appendJournal() const;
    bool writeCache() const;
    void startWatching();
    void stopWatching();
    void readInotify();
    int scan() const;
    int takeListing(const librarydetail::Listing &listing) const;
    static librarydetail::Listing listFolder(const QString &folder, bool removeLeftovers);
    static int removeLeftoversIn(const QString &folder);
    bool leftoversDue() const;
    void scanInBackground(bool thenSchedulePoll = false);
    void listed(const librarydetail::Listing &listing, quint64 generation);
    void work();
    bool processPending(qint64 budgetMs) const;
    void runNow(std::vector<librarydetail::IndexJob> &jobs) const;
    void take(librarydetail::IndexResult &&result) const;
    void applyResults();
    void flush(bool queueEmpty);
    void cancelJobs();
    void reindexNow(const QString &path);
    void schedulePoll(bool changed);
    void poll();
    void fileEvent(const QString &path);
    QByteArray catalogStamp() const;

    const PresetLibrary *m_presets;
    QString m_folder;
    mutable QString m_error;
    std::unique_ptr<Index> m_index;
    QThreadPool *m_pool = nullptr;      // reads and summarises files off the GUI thread
    QThreadPool *m_listPool = nullptr;  // lists the folder off the GUI thread
    std::shared_ptr<Results> m_results; // what the workers finished, for the GUI thread
    bool m_active = false;
    bool m_wantActive = false; // activate() was called, perhaps before a folder was set
    QFileSystemWatcher *m_watcher = nullptr; // where inotify is not used
    QSocketNotifier *m_notifier = nullptr;   // Linux: the inotify descriptor's
    int m_inotify = -1;
    QTimer *m_debounce = nullptr;   // coalesces the watcher's bursts
    QTimer *m_work = nullptr;       // the next slice of checking and reading
    QTimer *m_poll = nullptr;       // for folders whose changes the watcher cannot see
    QTimer *m_saveTimer = nullptr;  // writes the cache a moment after a change
    QTimer *m_applyTimer = nullptr; // the workers' results, at most every kApplyEveryMs
    QTimer *m_flushTimer = nullptr; // their signals, in the turn after they were taken
    qint64 m_lastApplyMs = 0;       // when they were last taken in (monotonic)
    int m_pollMinMs = 3000;
    int m_pollMaxMs = 60000;
    int m_pollMs = 3000;
    bool m_watcherSeesAll = false; // inotify on a local file system
    // The folder is listed on a worker (scanInBackground): one listing at a time, another
    // after it when asked for meanwhile; the poll's next turn is scheduled when it is in.
    bool m_listing = false;
    bool m_listAgain = false;
    bool m_listThenPoll = false;
    bool m_listFound = false;
    QFuture<void> m_listingFuture; // the listing on its way, waited for when the library goes
};

// One line of text that carries a whole scenario, and back.
QString shareCode(const Scenario &s);
std::optional<Scenario> scenarioFromShareCode(const QString &code, const PresetLibrary &presets,
                                              QString *error);

// Differences between two scenarios: the inputs that differ and the result deltas.
struct ScenarioDiff {
    struct Field {
        QString field; // "inputs.batch"
        QString a;
        QString b;
    };
    std::vector<Field> fields;
    double vramA = 0, vramB = 0;          // per-GPU total, GiB
    std::optional<double> hoursA, hoursB; // best fitting option
    std::optional<double> costA, costB;   // best fitting option, display currency
    QString bestA, bestB;                 // its instance type
    // Serving: the best option's cost per million output tokens and tokens per second.
    std::optional<double> costPerMillionA, costPerMillionB;
    std::optional<double> tokensPerSecondA, tokensPerSecondB;
    QString currencyA, currencyB; // of the costs
    bool servingA = false, servingB = false;
};
// A diff field ("inputs.prompt_len") as people read it: its label ("Prompt length") and the
// unit its values are in ("tokens", "GiB", a currency; empty when none), translated.
struct DiffFieldLabel {
    QString label;
    QString unit;
};
DiffFieldLabel diffFieldLabel(const QString &field, const QString &currency = QString());
// Percent change from a to b, "+12.5 %", "−50 %"; "no change" when equal; empty when a is 0.
QString percentChange(double a, double b);
ScenarioDiff diffScenarios(const Scenario &a, const Scenario &b, const Catalog &catalog);

// A scenario's saved prices against today's catalog.
struct PriceChange {
    std::string instanceTypeId;
    std::string regionId;
    PricingMode mode = PricingMode::PayAsYouGo;
    double saved = 0;
    std::optional<double> today; // empty: no price today
    PriceUnit unit = PriceUnit::Hour;
    std::string currency;      // of the saved price
    std::string todayCurrency; // of today's price
    std::string savedAsOf;
    std::string todayAsOf;
};
std::vector<PriceChange> diffSavedPrices(const Scenario &s, const Catalog &catalog);

} // namespace gpuplanner
