// Private to the library's source files (library*.cpp): the helpers they share and the index's
// records. Not part of the public API (library.h).
#pragma once

#include "library.h"

#include <nlohmann/json.hpp>

#include <QByteArray>
#include <QDataStream>
#include <QElapsedTimer>
#include <QHash>
#include <QMutex>
#include <QPoint>
#include <QSet>
#include <QString>
#include <QStringList>

#include <atomic>
#include <memory>
#include <optional>
#include <vector>

namespace gpuplanner {

namespace librarydetail {

using nlohmann::json;

inline QString suffix()
{
    return QString::fromLatin1(ScenarioLibrary::kSuffix);
}

// The path of a file named name in folder. Not QDir::filePath: it takes a name that starts
// with ':' for a Qt resource path and returns the name alone, so a colleague's file named
// ":plan.gpuplan.json" was looked for among the program's resources and never listed (found
// by fuzz_library_cache).
inline QString pathIn(const QString &folder, const QString &name)
{
    if (folder.isEmpty())
        return name;
    return folder.endsWith(QLatin1Char('/')) ? folder + name : folder + QLatin1Char('/') + name;
}

struct FileRead {
    bool exists = false;
    bool ok = false;
    QByteArray bytes;
    QString error;
};

FileRead readFile(const QString &path);
// The document, or a discarded value when it is not valid JSON or nests too deep
// (jsonparse.h). Never throws.
json parseJson(const QByteArray &bytes);
// "not valid JSON: <where and why>", from the parser.
QString jsonProblem(const QByteArray &bytes);
std::optional<Scenario> parseScenario(const QByteArray &bytes, const QString &path,
                                      const PresetLibrary &presets, QString *error);
QString stemOf(const QString &fileName);
QString jsonString(const json &j, const char *key);
// Empty when path may be read and written (ScenarioLibrary::linkProblem).
QString linkProblemIn(const QString &folder, const QString &path);

// The index (libraryindex.cpp, librarywatch.cpp).
inline constexpr int kDebounceMs = 50;  // coalesces the watcher's bursts
inline constexpr qint64 kSliceMs = 6;   // one slice of background work on the GUI thread
inline constexpr qint64 kRacyMs = 2000; // a file this young may change again within its time stamp
// The clock the index stats files by, in milliseconds since the epoch: the real one, plus
// what tests moved it ahead by (ageIndexedFilesForTests) to make the files they wrote older
// than kRacyMs without waiting two seconds each time.
qint64 indexClockMs();
void ageIndexedFilesForTests(qint64 ms); // adds to the offset; resetIndexClockForTests() clears it
void resetIndexClockForTests();
inline constexpr int kSaveDelayMs = 2000;
// The workers' results are taken in at most this often: one batch of rows (and one repaint
// of the table) rather than one per file while thousands are indexed; a single change still
// shows at once.
inline constexpr qint64 kApplyEveryMs = 100;
inline constexpr qsizetype kWatchSlice = 500; // files given to the watcher per slice

// What tells a file's version without reading it.
struct FileKey {
    bool exists = false;
    bool link = false;    // a symbolic link (its target's size and times are used)
    bool regular = false; // a regular file (after following a link)
    qint64 size = -1;
    qint64 mtimeNs = 0;
    qint64 ctimeNs = 0;
    bool operator==(const FileKey &) const = default;
};

FileKey keyOf(const QString &path);
// The scenario files' names in a folder: "*.gpuplan.json" (any case), not hidden, not
// folders; dangling links and other special files too, so that they are listed (as errors)
// rather than hidden.
QStringList scenarioNames(const QString &folder);
// The names in a folder that may be leftovers of killed saves or locks (QDir's patterns
// "*.gpuplan.json.??????", "*.gpuplan.json.lock" and "*.gpuplan.json.lock.rmlock", any
// case, hidden files too): removeLeftovers() looks at these alone. One pass over the
// names, as scenarioNames: QDir's wildcard patterns took 12 ms over 10,000 files on the
// GUI thread.
QStringList leftoverCandidates(const QString &folder);

// A folder's scenario names and their keys, read on a worker (ScenarioLibrary::listFolder)
// and queued on the GUI thread (takeListing).
struct Listing {
    QString folder;
    QStringList names;
    QHash<QString, FileKey> keys; // by name; a name without one is looked at when queued
};

struct Record {
    LibraryEntry entry;
    FileKey key;
    QByteArray costStamp;  // the catalog the costs were computed with; empty: none
    bool verified = false; // the key may be trusted (the file was not young when read)
};

void writeRecord(QDataStream &out, const Record &r);
bool readRecord(QDataStream &in, Record &r);
// The index cache file's bytes (the records and the SHA-256 that ends them) for folder:
// its records and checksum, or why it is not used (problem; then records is empty).
struct CacheRead {
    QHash<QString, Record> records; // by file name
    QByteArray cacheId;             // the checksum that ends the file
    QString problem;
};
CacheRead readCacheBytes(const QByteArray &bytes, const QString &folder);
// The journal file's bytes onto records read from the cache whose checksum is cacheId: the
// bytes and records used, and why the rest was not (problem; empty: all of it was used).
struct JournalRead {
    qsizetype bytes = 0;
    int entries = 0;
    QString problem;
};
JournalRead applyJournalBytes(const QByteArray &bytes, const QByteArray &cacheId,
                              const QString &folder, QHash<QString, Record> *records);
// The journal's first bytes, naming the cache (by its checksum) it continues.
QByteArray journalHeader(const QByteArray &cacheId);
// One journal record as appendJournal writes it: length, the record, its checksum.
QByteArray journalRecord(const QByteArray &payload);

// A short fingerprint of what a plan's costs depend on in a catalog.
QByteArray stampOf(const Catalog &c);
// The summary of a readable scenario: model, task, need per GPU and the best option.
void summarize(LibraryEntry &e, const Scenario &s, const Catalog *catalog);

// A file to read, parse and summarise on a worker thread: everything it needs is in it.
struct IndexJob {
    QString folder;
    QString name; // the file's name in folder
    FileKey key;  // as checked before the job was made
    qint64 statMs = 0;
    QByteArray stamp; // the catalog's
    std::shared_ptr<const Catalog> catalog;
    const PresetLibrary *presets = nullptr;
    std::optional<LibraryEntry> reusable; // the summary kept for the same bytes
    quint64 generation = 0;
    quint64 ticket = 0;
};

struct IndexResult {
    QString name;
    Record record;
    bool read = false;   // the file's bytes were read
    bool parsed = false; // and parsed (they differed from the reusable summary's)
    quint64 generation = 0;
    quint64 ticket = 0;
};

// Thread-safe: touches nothing but the job and the file.
IndexResult indexFile(const IndexJob &job);

struct InFlight {
    quint64 ticket = 0;
    FileKey key;
    QByteArray stamp;
};

} // namespace librarydetail

struct ScenarioLibrary::Results {
    QMutex mutex;
    std::vector<librarydetail::IndexResult> items;
    bool posted = false; // a call of applyResults is on its way
    std::atomic<bool> cancelled = false;
};

struct ScenarioLibrary::Index {
    QHash<QString, librarydetail::Record> records; // by file name
    QSet<QString> pending;                         // file names to check
    bool loaded = false;
    mutable bool dirty = false;
    QString cachePath; // empty: the default
    // The cache file is written whole only now and then; in between each changed or removed
    // entry is appended to the journal beside it (libraryindex.cpp).
    QByteArray cacheId;         // the checksum ending the cache file read or last written
    QSet<QString> journalNames; // file names changed since the cache or journal was written
    bool fullWrite = false;     // the next save rewrites the cache (and drops the journal)
    qint64 journalBytes = 0;    // the journal's length as this index wrote or read it
    int journalEntries = 0;     // the records in it
    std::shared_ptr<const Catalog> catalog;
    QByteArray stamp;
    bool stampKnown = false;
    LibraryIndexStats stats;
    QStringList updated, removed; // file names, for the next signals
    QSet<QString> fileEvents;     // file names the watcher named
    bool dirEvent = false;
    QSet<QString> watched; // paths given to the watcher
    // Files on the worker threads, by name; a result whose ticket is not the latest is dropped.
    QHash<QString, librarydetail::InFlight> inFlight;
    quint64 lastTicket = 0;
    quint64 generation = 0; // results of another Index (folder) are dropped
    int submitted = 0;      // jobs since the index was last idle (progress)
    QPoint lastProgress;
    QElapsedTimer sinceLeftovers; // removeLeftovers() last ran (scan() runs it now and then)
};

} // namespace gpuplanner
