#include "library.h"
#include "library_p.h"

#include "jsonparse.h"
#include "presets.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QMetaMethod>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QThread>
#include <QThreadPool>
#include <QTimer>

#include <algorithm>

namespace gpuplanner {

namespace librarydetail {

FileRead readFile(const QString &path)
{
    FileRead r;
    QFile f(path);
    r.exists = f.exists();
    if (!r.exists) {
        r.error = QCoreApplication::translate("Library", "%1: no such file").arg(path);
        return r;
    }
    if (!f.open(QIODevice::ReadOnly)) {
        r.error = QCoreApplication::translate("Library", "%1: cannot open: %2")
                      .arg(path, f.errorString());
        return r;
    }
    if (f.size() > kMaxScenarioFileBytes) {
        r.error = QCoreApplication::translate(
                      "Library", "%1: %2 bytes is larger than a scenario file may be (%3)")
                      .arg(path)
                      .arg(f.size())
                      .arg(kMaxScenarioFileBytes);
        return r;
    }
    r.bytes = f.read(kMaxScenarioFileBytes + 1);
    if (f.error() != QFileDevice::NoError) {
        r.error = QCoreApplication::translate("Library", "%1: cannot read: %2")
                      .arg(path, f.errorString());
        return r;
    }
    r.ok = true;
    return r;
}

json parseJson(const QByteArray &bytes)
{
    const std::string_view text(bytes.constData(), static_cast<std::size_t>(bytes.size()));
    if (jsonTooDeepAt(text))
        return json(json::value_t::discarded);
    return json::parse(text.begin(), text.end(), nullptr, false);
}

QString jsonProblem(const QByteArray &bytes)
{
    QString error;
    if (parseJsonSafely(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())),
                        &error))
        return QCoreApplication::translate("Library", "not valid JSON");
    return error;
}

std::optional<Scenario> parseScenario(const QByteArray &bytes, const QString &path,
                                      const PresetLibrary &presets, QString *error)
{
    const json j = parseJson(bytes);
    if (j.is_discarded()) {
        *error = QStringLiteral("%1: %2").arg(path, jsonProblem(bytes));
        return std::nullopt;
    }
    QString why;
    auto s = scenarioFromJson(j, presets, &why);
    if (!s)
        *error = QStringLiteral("%1: %2").arg(path, why);
    return s;
}

QString stemOf(const QString &fileName)
{
    if (fileName.endsWith(suffix(), Qt::CaseInsensitive))
        return fileName.left(fileName.size() - suffix().size());
    return fileName;
}

QString jsonString(const json &j, const char *key)
{
    const auto it = j.find(key);
    return it != j.end() && it->is_string() ? QString::fromStdString(it->get<std::string>())
                                            : QString();
}

} // namespace librarydetail

using namespace librarydetail;

namespace {

bool contains(const LibraryEntry &e, const QString &term)
{
    if (e.name.contains(term, Qt::CaseInsensitive) ||
        e.author.contains(term, Qt::CaseInsensitive) || e.notes.contains(term, Qt::CaseInsensitive))
        return true;
    return std::any_of(e.tags.begin(), e.tags.end(),
                       [&](const QString &tag) { return tag.contains(term, Qt::CaseInsensitive); });
}

quint64 nextGeneration()
{
    static std::atomic<quint64> last{0};
    return ++last;
}

} // namespace

// The jobs not started yet are dropped; the running ones' results will be (new generation or
// ticket).
void ScenarioLibrary::cancelJobs()
{
    m_pool->clear();
    m_index->inFlight.clear();
}

ScenarioLibrary::ScenarioLibrary(const PresetLibrary *presets, QObject *parent)
    : QObject(parent)
    , m_presets(presets)
    , m_index(std::make_unique<Index>())
    , m_pool(new QThreadPool(this))
    , m_listPool(new QThreadPool(this))
    , m_results(std::make_shared<Results>())
{
    m_index->generation = nextGeneration();
    // One core left to the window: with a worker on every core the scheduler held the GUI
    // thread back by up to 30 ms at a time while ten thousand files were indexed.
    m_pool->setMaxThreadCount(std::max(1, QThread::idealThreadCount() - 1));
    // The folder's listings on a thread of their own: not behind the files being read, nor
    // behind the planner's work on Qt's shared pool; never cleared (a cleared listing would
    // never come back, and the library would say "indexing" for ever).
    m_listPool->setMaxThreadCount(1);
    m_debounce = new QTimer(this);
    // The timers are named for profiles (bench_library's GP_BENCH_EVENTS prints the names).
    m_debounce->setObjectName(QStringLiteral("libraryDebounce"));
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(kDebounceMs);
    connect(m_debounce, &QTimer::timeout, this, [this] {
        if (std::exchange(m_index->dirEvent, false))
            scanInBackground();
        for (const QString &name : std::as_const(m_index->fileEvents)) {
            m_index->pending.insert(name);
            // An atomic replace ended the old file's watch: watch the new one.
            const QString path = pathIn(m_folder, name);
            if (m_index->watched.remove(path) && m_watcher)
                m_watcher->removePath(path);
        }
        m_index->fileEvents.clear();
        work();
    });
    m_work = new QTimer(this);
    m_work->setObjectName(QStringLiteral("libraryWork"));
    m_work->setSingleShot(true);
    m_work->setInterval(0);
    connect(m_work, &QTimer::timeout, this, &ScenarioLibrary::work);
    m_poll = new QTimer(this);
    m_poll->setObjectName(QStringLiteral("libraryPoll"));
    m_poll->setSingleShot(true);
    connect(m_poll, &QTimer::timeout, this, &ScenarioLibrary::poll);
    m_applyTimer = new QTimer(this);
    m_applyTimer->setObjectName(QStringLiteral("libraryApply"));
    m_applyTimer->setSingleShot(true);
    connect(m_applyTimer, &QTimer::timeout, this, &ScenarioLibrary::applyResults);
    m_flushTimer = new QTimer(this);
    m_flushTimer->setObjectName(QStringLiteral("libraryFlush"));
    m_flushTimer->setSingleShot(true);
    m_flushTimer->setInterval(0);
    connect(m_flushTimer, &QTimer::timeout, this, [this] { flush(m_index->pending.isEmpty()); });
    m_saveTimer = new QTimer(this);
    m_saveTimer->setObjectName(QStringLiteral("librarySave"));
    m_saveTimer->setSingleShot(true);
    m_saveTimer->setInterval(kSaveDelayMs);
    connect(m_saveTimer, &QTimer::timeout, this, [this] { saveCache(); });
}

ScenarioLibrary::~ScenarioLibrary()
{
    m_results->cancelled = true;
    cancelJobs();
    m_pool->waitForDone(); // no worker may post to this object once it is gone
    // Nor list or clean its folder: a leftover removed after the folder's owner (a test's
    // temporary folder) began removing it.
    m_listingFuture.waitForFinished();
    saveCache(m_active); // the window's index is closed: its journal is folded into the cache
    stopWatching();
}

const PresetLibrary &ScenarioLibrary::presets() const
{
    static const PresetLibrary none;
    return m_presets ? *m_presets : none;
}

bool ScenarioLibrary::setFolder(const QString &folder)
{
    m_error.clear();
    if (folder.trimmed().isEmpty()) {
        m_error = QCoreApplication::translate("Library", "no library folder given");
        return false;
    }
    const QString path = QDir::cleanPath(QFileInfo(folder).absoluteFilePath());
    const QFileInfo info(path);
    if (info.exists() && !info.isDir()) {
        m_error = QCoreApplication::translate("Library", "%1: is not a folder").arg(path);
        return false;
    }
    if (!QDir().mkpath(path)) {
        m_error = QCoreApplication::translate("Library", "%1: cannot create the library folder")
                      .arg(path);
        return false;
    }
    if (path == m_folder)
        return true;
    saveCache(); // the old folder's
    const bool wasActive = m_active;
    const QString cachePath =
        m_index->cachePath == defaultCachePath(m_folder) ? QString() : m_index->cachePath;
    auto catalog = m_index->catalog;
    cancelJobs();
    m_index = std::make_unique<Index>();
    m_index->generation = nextGeneration();
    m_index->cachePath = cachePath;
    m_index->catalog = std::move(catalog);
    stopWatching();
    m_folder = path;
    m_active = false;
    m_debounce->stop();
    m_work->stop();
    m_flushTimer->stop();
    m_poll->stop();
    m_pollMs = m_pollMinMs;
    // Saves killed halfway (by anyone) are removed by the first scan, when the library is
    // first listed or shown (scan()): listing the folder here cost the window's start-up
    // about 18 ms with 10,000 files, for a library the user may not open.
    Q_EMIT entriesReset();
    Q_EMIT indexingProgress(0, 0);
    // Asked to run before any folder was chosen (a fresh profile: the library tab was shown
    // first), the index starts now.
    if (wasActive || m_wantActive)
        activate();
    return true;
}

QString ScenarioLibrary::folder() const
{
    return m_folder;
}

QString ScenarioLibrary::errorString() const
{
    return m_error;
}

void ScenarioLibrary::setCachePath(const QString &path)
{
    m_index->cachePath = path;
}

QString ScenarioLibrary::cachePath() const
{
    if (!m_index->cachePath.isEmpty())
        return m_index->cachePath;
    return m_folder.isEmpty() ? QString() : defaultCachePath(m_folder);
}

QString ScenarioLibrary::defaultCachePath(const QString &folder)
{
    const QByteArray key =
        QCryptographicHash::hash(QDir::cleanPath(folder).toUtf8(), QCryptographicHash::Sha256)
            .toHex()
            .left(24);
    return QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) +
           QStringLiteral("/gpu-planner/library-index/") + QString::fromLatin1(key) +
           QStringLiteral(".idx");
}

void ScenarioLibrary::setCatalog(std::shared_ptr<const Catalog> catalog)
{
    if (catalog == m_index->catalog)
        return;
    m_index->catalog = std::move(catalog);
    m_index->stampKnown = false;
    // What the workers compute with the old catalog is dropped (its ticket is gone).
    m_pool->clear();
    m_index->inFlight.clear();
    if (m_active) { // every cost is checked again, in the background
        scanInBackground();
        m_work->start();
    }
}

QByteArray ScenarioLibrary::catalogStamp() const
{
    if (!m_index->stampKnown) {
        m_index->stamp = m_index->catalog ? stampOf(*m_index->catalog) : QByteArray();
        m_index->stampKnown = true;
    }
    return m_index->stamp;
}

void ScenarioLibrary::connectNotify(const QMetaMethod &signal)
{
    if (!m_active && (signal == QMetaMethod::fromSignal(&ScenarioLibrary::changed) ||
                      signal == QMetaMethod::fromSignal(&ScenarioLibrary::entryUpdated) ||
                      signal == QMetaMethod::fromSignal(&ScenarioLibrary::entriesChanged) ||
                      signal == QMetaMethod::fromSignal(&ScenarioLibrary::entryRemoved)))
        QMetaObject::invokeMethod(this, &ScenarioLibrary::activate, Qt::QueuedConnection);
}

void ScenarioLibrary::activate()
{
    m_wantActive = true;
    if (m_active || m_folder.isEmpty())
        return;
    m_active = true;
    ensureLoaded();
    startWatching();
    scanInBackground();
    m_work->start();
    m_pollMs = m_watcherSeesAll ? m_pollMaxMs : m_pollMinMs;
    m_poll->start(m_pollMs);
}

std::vector<LibraryEntry> ScenarioLibrary::cachedEntries() const
{
    ensureLoaded();
    std::vector<LibraryEntry> out;
    out.reserve(std::size_t(m_index->records.size()));
    for (const Record &r : std::as_const(m_index->records))
        out.push_back(r.entry);
    return out;
}

const LibraryEntry *ScenarioLibrary::cachedEntry(const QString &path) const
{
    const auto it = m_index->records.constFind(QFileInfo(path).fileName());
    if (it == m_index->records.cend() || it->entry.path != path)
        return nullptr;
    return &it->entry;
}

std::vector<LibraryEntry> ScenarioLibrary::entries() const
{
    if (m_folder.isEmpty())
        return {};
    scan();
    processPending(-1);
    if (m_active) { // the signals for what this found
        auto *self = const_cast<ScenarioLibrary *>(this);
        self->work();
    } else {
        m_index->updated.clear();
        m_index->removed.clear();
        saveCache(); // no event loop may follow (the command line)
    }
    std::vector<LibraryEntry> out = cachedEntries();
    std::sort(out.begin(), out.end(), [](const LibraryEntry &a, const LibraryEntry &b) {
        const int c = a.name.compare(b.name, Qt::CaseInsensitive);
        return c != 0 ? c < 0 : a.fileName < b.fileName;
    });
    return out;
}

bool ScenarioLibrary::matches(const LibraryEntry &e, const QStringList &words)
{
    return std::all_of(words.begin(), words.end(),
                       [&](const QString &term) { return contains(e, term); });
}

// Every word of text must appear (case-insensitively) in the name, author, a tag or the notes.
std::vector<LibraryEntry> ScenarioLibrary::search(const QString &text) const
{
    std::vector<LibraryEntry> all = entries();
    static const QRegularExpression space(QStringLiteral("\\s+"));
    const QStringList terms = text.split(space, Qt::SkipEmptyParts);
    if (terms.isEmpty())
        return all;
    std::vector<LibraryEntry> out;
    for (LibraryEntry &e : all) {
        if (matches(e, terms))
            out.push_back(std::move(e));
    }
    return out;
}

} // namespace gpuplanner
