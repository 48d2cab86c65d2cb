#include "library.h"

#include "jsonparse.h"
#include "presets.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDataStream>
#include <QDate>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QLockFile>
#include <QMetaMethod>
#include <QMutex>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSet>
#include <QStandardPaths>
#include <QThread>
#include <QTime>
#include <QTimer>
#include <QUuid>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <map>
#include <set>

#include <zlib.h>

#ifdef Q_OS_UNIX
#include <dirent.h>
#include <sys/stat.h>
#include <unistd.h>
#endif
#ifdef Q_OS_LINUX
#include <QSocketNotifier>
#include <sys/inotify.h>
#endif

namespace gpuplanner {

namespace {

using nlohmann::json;

constexpr const char *kSharePrefix = "GPUP1:";
// The prefix of a file name in .trash/: when it was deleted (UTC).
const char *const kTrashStampFormat = "yyyyMMdd-HHmmss-zzz";

QString suffix()
{
    return QString::fromLatin1(ScenarioLibrary::kSuffix);
}

QString nowIso()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}

QString lockPathFor(const QString &path)
{
    return path + QStringLiteral(".lock");
}

// Takes the lock beside a file, waiting up to kLockWaitMs with short random pauses (two
// writers that collide do not collide again in step). A lock left by a crashed program on
// this machine is taken over at once, one older than kStaleLockMs from anywhere.
bool acquire(QLockFile &lock, const QString &path, QString *error)
{
    lock.setStaleLockTime(ScenarioLibrary::kStaleLockMs);
    QElapsedTimer timer;
    timer.start();
    for (;;) {
        if (lock.tryLock(0))
            return true;
        switch (lock.error()) {
        case QLockFile::NoError:
        case QLockFile::LockFailedError:
            break;
        case QLockFile::PermissionError:
            *error = QStringLiteral("%1: cannot write: no permission to create the lock file %2")
                         .arg(path, lockPathFor(path));
            return false;
        case QLockFile::UnknownError:
            *error =
                QStringLiteral("%1: cannot create the lock file %2").arg(path, lockPathFor(path));
            return false;
        }
        if (timer.elapsed() >= ScenarioLibrary::kLockWaitMs) {
            qint64 pid = 0;
            QString host, app;
            QString holder;
            if (lock.getLockInfo(&pid, &host, &app))
                holder = QStringLiteral(" (held by %1, process %2 on %3)")
                             .arg(app.isEmpty() ? QStringLiteral("a program") : app)
                             .arg(pid)
                             .arg(host.isEmpty() ? QStringLiteral("an unknown machine") : host);
            *error = QStringLiteral("%1: another program is writing it; gave up after %2 s%3")
                         .arg(path)
                         .arg(ScenarioLibrary::kLockWaitMs / 1000)
                         .arg(holder);
            return false;
        }
        QThread::msleep(QRandomGenerator::global()->bounded(2, 25));
    }
}

struct FileRead {
    bool exists = false;
    bool ok = false;
    QByteArray bytes;
    QString error;
};

FileRead readFile(const QString &path)
{
    FileRead r;
    QFile f(path);
    r.exists = f.exists();
    if (!r.exists) {
        r.error = QStringLiteral("%1: no such file").arg(path);
        return r;
    }
    if (!f.open(QIODevice::ReadOnly)) {
        r.error = QStringLiteral("%1: cannot open: %2").arg(path, f.errorString());
        return r;
    }
    if (f.size() > kMaxScenarioFileBytes) {
        r.error = QStringLiteral("%1: %2 bytes is larger than a scenario file may be (%3)")
                      .arg(path)
                      .arg(f.size())
                      .arg(kMaxScenarioFileBytes);
        return r;
    }
    r.bytes = f.read(kMaxScenarioFileBytes + 1);
    if (f.error() != QFileDevice::NoError) {
        r.error = QStringLiteral("%1: cannot read: %2").arg(path, f.errorString());
        return r;
    }
    r.ok = true;
    return r;
}

// The document, or a discarded value when it is not valid JSON or nests too deep
// (jsonparse.h). Never throws.
json parseJson(const QByteArray &bytes)
{
    const std::string_view text(bytes.constData(), static_cast<std::size_t>(bytes.size()));
    if (jsonTooDeepAt(text))
        return json(json::value_t::discarded);
    return json::parse(text.begin(), text.end(), nullptr, false);
}

// "not valid JSON: <where and why>", from the parser.
QString jsonProblem(const QByteArray &bytes)
{
    QString error;
    if (parseJsonSafely(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())),
                        &error))
        return QStringLiteral("not valid JSON");
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

// The revision written in a document, when it has one.
std::optional<int> revisionIn(const QByteArray &bytes)
{
    const json j = parseJson(bytes);
    if (j.is_object()) {
        const auto it = j.find("revision");
        if (it != j.end() && it->is_number_integer())
            return it->get<int>();
    }
    return std::nullopt;
}

QByteArray render(const Scenario &s)
{
    return QByteArray::fromStdString(scenarioToJson(s).dump(2) + "\n");
}

bool writeFile(const QString &path, const QByteArray &bytes, QString *error)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly)) {
        *error = QStringLiteral("%1: cannot write: %2").arg(path, f.errorString());
        return false;
    }
    if (f.write(bytes) != bytes.size() || !f.commit()) {
        *error = QStringLiteral("%1: cannot write: %2").arg(path, f.errorString());
        f.cancelWriting();
        return false;
    }
    return true;
}

QString stemOf(const QString &fileName)
{
    if (fileName.endsWith(suffix(), Qt::CaseInsensitive))
        return fileName.left(fileName.size() - suffix().size());
    return fileName;
}

// The first of "stem.gpuplan.json", "stem (2).gpuplan.json", … that does not exist in dir.
QString freeIn(const QString &dir, const QString &fileName)
{
    // A dangling link does not "exist" but a write would go through it: it is taken too.
    auto taken = [](const QString &p) {
        return QFileInfo::exists(p) || QFileInfo(p).isSymLink();
    };
    const QString first = QDir(dir).filePath(fileName);
    if (!taken(first))
        return first;
    const QString stem = stemOf(fileName);
    const QString tail = fileName.mid(stem.size());
    for (int n = 2;; ++n) {
        const QString candidate =
            QDir(dir).filePath(QStringLiteral("%1 (%2)%3").arg(stem).arg(n).arg(tail));
        if (!taken(candidate))
            return candidate;
    }
}

QString jsonString(const json &j, const char *key)
{
    const auto it = j.find(key);
    return it != j.end() && it->is_string() ? QString::fromStdString(it->get<std::string>())
                                            : QString();
}

bool contains(const LibraryEntry &e, const QString &term)
{
    if (e.name.contains(term, Qt::CaseInsensitive) ||
        e.author.contains(term, Qt::CaseInsensitive) || e.notes.contains(term, Qt::CaseInsensitive))
        return true;
    return std::any_of(e.tags.begin(), e.tags.end(),
                       [&](const QString &tag) { return tag.contains(term, Qt::CaseInsensitive); });
}

// Inflates a qCompress() block (4-byte big-endian size, then a zlib stream) in pieces,
// stopping at limit bytes of output whatever the header claims: a small code that
// inflates to gigabytes is refused after at most limit bytes of work. nullopt when the
// stream is damaged, *tooLarge when it is bigger than limit.
std::optional<QByteArray> boundedInflate(const QByteArray &packed, qsizetype limit, bool *tooLarge)
{
    *tooLarge = false;
    if (packed.size() <= 4)
        return std::nullopt;
    z_stream z{};
    if (inflateInit(&z) != Z_OK)
        return std::nullopt;
    z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(packed.constData() + 4));
    z.avail_in = static_cast<uInt>(packed.size() - 4);
    QByteArray out;
    char chunk[16384];
    int rc = Z_OK;
    while (rc == Z_OK) {
        z.next_out = reinterpret_cast<Bytef *>(chunk);
        z.avail_out = sizeof chunk;
        rc = inflate(&z, Z_NO_FLUSH);
        if (rc != Z_OK && rc != Z_STREAM_END)
            break;
        const qsizetype produced = static_cast<qsizetype>(sizeof chunk - z.avail_out);
        if (out.size() + produced > limit) {
            *tooLarge = true;
            break;
        }
        out.append(chunk, produced);
        if (rc == Z_OK && produced == 0 && z.avail_in == 0) {
            rc = Z_BUF_ERROR; // truncated: no input left and no end of stream
            break;
        }
    }
    inflateEnd(&z);
    if (*tooLarge || rc != Z_STREAM_END)
        return std::nullopt;
    return out;
}

} // namespace

// ---------------------------------------------------------------------------------------------
// The index

namespace {

constexpr quint32 kCacheMagic = 0x47504c49; // "GPLI"
// Bump when the summary, the key or the layout changes: an older cache is then rebuilt.
constexpr quint32 kCacheVersion = 1;
constexpr qint64 kMaxCacheBytes = 512LL * 1024 * 1024;
constexpr int kMaxCacheEntries = 10'000'000;
constexpr int kDebounceMs = 50;  // coalesces the watcher's bursts
constexpr qint64 kSliceMs = 6;   // one slice of background work on the GUI thread
constexpr qint64 kRacyMs = 2000; // a file this young may change again within its time stamp
constexpr int kSaveDelayMs = 2000;
constexpr qsizetype kWatchSlice = 500; // files given to the watcher per slice

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

#ifdef Q_OS_UNIX
qint64 nsOf(const struct timespec &t)
{
    return qint64(t.tv_sec) * 1'000'000'000 + t.tv_nsec;
}
#endif

FileKey keyOf(const QString &path)
{
    FileKey k;
#ifdef Q_OS_UNIX
    const QByteArray native = QFile::encodeName(path);
    struct stat st;
    if (::lstat(native.constData(), &st) != 0)
        return k;
    k.exists = true;
    k.link = S_ISLNK(st.st_mode);
    if (k.link && ::stat(native.constData(), &st) != 0) { // dangling
        k.ctimeNs = 0;
        return k;
    }
    k.regular = S_ISREG(st.st_mode);
    k.size = qint64(st.st_size);
#if defined(Q_OS_DARWIN)
    k.mtimeNs = nsOf(st.st_mtimespec);
    k.ctimeNs = nsOf(st.st_ctimespec);
#else
    k.mtimeNs = nsOf(st.st_mtim);
    k.ctimeNs = nsOf(st.st_ctim);
#endif
#else
    const QFileInfo fi(path);
    if (!fi.exists() && !fi.isSymLink())
        return k;
    k.exists = true;
    k.link = fi.isSymLink();
    k.regular = fi.isFile();
    k.size = fi.size();
    k.mtimeNs = fi.lastModified().toMSecsSinceEpoch() * 1'000'000;
    k.ctimeNs = fi.metadataChangeTime().toMSecsSinceEpoch() * 1'000'000;
#endif
    return k;
}

// The scenario files' names in a folder: "*.gpuplan.json" (any case), not hidden, not
// folders; dangling links and other special files too, so that they are listed (as errors)
// rather than hidden.
QStringList scenarioNames(const QString &folder)
{
    QStringList names;
#ifdef Q_OS_UNIX
    const QByteArray tail = QByteArray(ScenarioLibrary::kSuffix).toLower();
    if (DIR *dir = ::opendir(QFile::encodeName(folder).constData())) {
        while (const dirent *e = ::readdir(dir)) {
            const std::size_t length = std::strlen(e->d_name);
            if (e->d_name[0] == '.' || length < std::size_t(tail.size()) || e->d_type == DT_DIR)
                continue;
            if (QByteArray(e->d_name + length - tail.size()).toLower() != tail)
                continue;
            if (e->d_type == DT_UNKNOWN &&
                QFileInfo(folder + QLatin1Char('/') + QFile::decodeName(e->d_name)).isDir())
                continue;
            names << QFile::decodeName(e->d_name);
        }
        ::closedir(dir);
    }
#else
    names = QDir(folder).entryList({QLatin1Char('*') + suffix()},
                                   QDir::Files | QDir::System | QDir::NoDotAndDotDot, QDir::NoSort);
#endif
    return names;
}

struct Record {
    LibraryEntry entry;
    FileKey key;
    QByteArray costStamp;  // the catalog the costs were computed with; empty: none
    bool verified = false; // the key may be trusted (the file was not young when read)
};

QDataStream &operator<<(QDataStream &out, const std::optional<double> &v)
{
    return out << bool(v) << v.value_or(0);
}

QDataStream &operator>>(QDataStream &in, std::optional<double> &v)
{
    bool has = false;
    double d = 0;
    in >> has >> d;
    v = has ? std::optional<double>(d) : std::nullopt;
    return in;
}

void writeRecord(QDataStream &out, const Record &r)
{
    const LibraryEntry &e = r.entry;
    out << e.fileName << e.id << e.name << e.author << e.modified << e.fileTime.toMSecsSinceEpoch()
        << e.tags << e.notes << qint32(e.revision) << e.error << e.model
        << qint8(e.task ? int(*e.task) : -1) << e.needPerGpuGib << e.bestType << e.bestTotalCost
        << e.bestCostPerMillionTokens << e.currency << e.hash;
    out << r.key.exists << r.key.link << r.key.regular << r.key.size << r.key.mtimeNs
        << r.key.ctimeNs << r.costStamp << r.verified;
}

bool readRecord(QDataStream &in, Record &r)
{
    LibraryEntry &e = r.entry;
    qint64 fileTime = 0;
    qint32 revision = 0;
    qint8 task = -1;
    in >> e.fileName >> e.id >> e.name >> e.author >> e.modified >> fileTime >> e.tags >> e.notes >>
        revision >> e.error >> e.model >> task >> e.needPerGpuGib >> e.bestType >>
        e.bestTotalCost >> e.bestCostPerMillionTokens >> e.currency >> e.hash;
    in >> r.key.exists >> r.key.link >> r.key.regular >> r.key.size >> r.key.mtimeNs >>
        r.key.ctimeNs >> r.costStamp >> r.verified;
    if (in.status() != QDataStream::Ok || task < -1 || task > int(Task::Pretrain) ||
        e.fileName.isEmpty() || e.fileName.contains(QLatin1Char('/')))
        return false;
    e.fileTime = QDateTime::fromMSecsSinceEpoch(fileTime);
    e.revision = revision;
    e.task = task < 0 ? std::nullopt : std::optional<Task>(Task(task));
    return true;
}

// A short fingerprint of what a plan's costs depend on in a catalog.
QByteArray stampOf(const Catalog &c)
{
    QCryptographicHash h(QCryptographicHash::Sha256);
    auto text = [&](const std::string &s) {
        h.addData(QByteArrayView(s.data(), qsizetype(s.size())));
        h.addData(QByteArrayView("\x1f", 1));
    };
    auto num = [&](double d) {
        h.addData(QByteArrayView(reinterpret_cast<const char *>(&d), 8));
    };
    auto opt = [&](const std::optional<double> &d) {
        num(d ? *d : -1e300);
    };
    text(c.data().schemaVersion);
    text(c.data().dataDate);
    for (const InstanceType &t : c.types()) {
        text(t.id);
        text(t.familyId);
        text(t.gpuModelId);
        text(t.interconnect);
        text(t.rdma);
        num(t.vcpu);
        num(t.memoryGib);
        num(t.gpuCount);
        num(t.gpuMemoryGib);
        opt(t.gpuFraction);
        opt(t.networkGbps);
    }
    for (const GpuModel &g : c.gpus()) {
        text(g.id);
        text(g.architecture);
        opt(g.memoryGib);
        opt(g.memoryBandwidthGBs);
        opt(g.fp32Tflops);
        opt(g.fp16TensorTflopsDense);
        opt(g.int8TopsDense);
        opt(g.nvlinkGBs);
        num(int(g.bf16));
        num(int(g.fp8));
    }
    for (const Price &p : c.prices()) {
        text(p.instanceTypeId);
        text(p.regionId);
        text(p.currency);
        text(p.asOf);
        num(int(p.mode));
        num(int(p.unit));
        num(int(p.kind));
        num(p.amount);
    }
    for (const SpotAdvice &s : c.spotAdvice()) {
        text(s.instanceTypeId);
        text(s.regionId);
        text(s.zoneId);
        num(s.averageDiscountPct);
        opt(s.interruptionRatePct);
    }
    return h.result().toHex().left(24);
}

// The summary of a readable scenario: model, task, need per GPU and the best option.
void summarize(LibraryEntry &e, const Scenario &s, const Catalog *catalog)
{
    e.model = QString::fromStdString(s.workload.model.name);
    if (e.model.isEmpty())
        e.model = s.presetId;
    e.task = s.workload.task;
    e.needPerGpuGib = estimateMemory(s.workload).perGpu.totalGib;
    e.bestType.clear();
    e.bestTotalCost.reset();
    e.bestCostPerMillionTokens.reset();
    e.currency.clear();
    if (!catalog)
        return;
    const Plan plan = makePlan(s.workload, *catalog, s.plan);
    for (const PlanRow &row : plan.rows) {
        if (row.verdict == Verdict::DoesNotFit || !row.withinConstraints || !row.totalCost)
            continue;
        e.bestType = row.type ? QString::fromStdString(row.type->id) : QString();
        e.bestTotalCost = row.totalCost;
        e.bestCostPerMillionTokens = row.costPerMillionTokens;
        e.currency = QString::fromStdString(row.currency);
        break;
    }
}

} // namespace

struct ScenarioLibrary::Index {
    QHash<QString, Record> records; // by file name
    QSet<QString> pending;          // file names to check
    bool loaded = false;
    mutable bool dirty = false;
    QString cachePath; // empty: the default
    std::shared_ptr<const Catalog> catalog;
    QByteArray stamp;
    bool stampKnown = false;
    LibraryIndexStats stats;
    QStringList updated, removed; // file names, for the next signals
    QSet<QString> fileEvents;     // file names the watcher named
    bool dirEvent = false;
    QSet<QString> watched; // paths given to the watcher
};

ScenarioLibrary::ScenarioLibrary(const PresetLibrary *presets, QObject *parent)
    : QObject(parent)
    , m_presets(presets)
    , m_index(std::make_unique<Index>())
{
    m_debounce = new QTimer(this);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(kDebounceMs);
    connect(m_debounce, &QTimer::timeout, this, [this] {
        if (std::exchange(m_index->dirEvent, false))
            scan();
        for (const QString &name : std::as_const(m_index->fileEvents)) {
            m_index->pending.insert(name);
            // An atomic replace ended the old file's watch: watch the new one.
            const QString path = QDir(m_folder).filePath(name);
            if (m_index->watched.remove(path) && m_watcher)
                m_watcher->removePath(path);
        }
        m_index->fileEvents.clear();
        work();
    });
    m_work = new QTimer(this);
    m_work->setSingleShot(true);
    m_work->setInterval(0);
    connect(m_work, &QTimer::timeout, this, &ScenarioLibrary::work);
    m_poll = new QTimer(this);
    m_poll->setSingleShot(true);
    connect(m_poll, &QTimer::timeout, this, &ScenarioLibrary::poll);
    m_saveTimer = new QTimer(this);
    m_saveTimer->setSingleShot(true);
    m_saveTimer->setInterval(kSaveDelayMs);
    connect(m_saveTimer, &QTimer::timeout, this, [this] { saveCache(); });
}

ScenarioLibrary::~ScenarioLibrary()
{
    saveCache();
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
        m_error = QStringLiteral("no library folder given");
        return false;
    }
    const QString path = QDir::cleanPath(QFileInfo(folder).absoluteFilePath());
    const QFileInfo info(path);
    if (info.exists() && !info.isDir()) {
        m_error = QStringLiteral("%1: is not a folder").arg(path);
        return false;
    }
    if (!QDir().mkpath(path)) {
        m_error = QStringLiteral("%1: cannot create the library folder").arg(path);
        return false;
    }
    if (path == m_folder)
        return true;
    saveCache(); // the old folder's
    const bool wasActive = m_active;
    const QString cachePath =
        m_index->cachePath == defaultCachePath(m_folder) ? QString() : m_index->cachePath;
    auto catalog = m_index->catalog;
    m_index = std::make_unique<Index>();
    m_index->cachePath = cachePath;
    m_index->catalog = std::move(catalog);
    stopWatching();
    m_folder = path;
    m_active = false;
    m_debounce->stop();
    m_work->stop();
    m_poll->stop();
    m_pollMs = m_pollMinMs;
    Q_EMIT entriesReset();
    if (wasActive)
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
    if (m_active) { // every cost is checked again, in the background
        scan();
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
                      signal == QMetaMethod::fromSignal(&ScenarioLibrary::entryRemoved)))
        QMetaObject::invokeMethod(this, &ScenarioLibrary::activate, Qt::QueuedConnection);
}

void ScenarioLibrary::activate()
{
    if (m_active || m_folder.isEmpty())
        return;
    m_active = true;
    ensureLoaded();
    startWatching();
    scan();
    m_work->start();
    m_pollMs = m_pollMinMs;
    m_poll->start(m_pollMs);
}

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
} // namespace

void ScenarioLibrary::setInotifyEnabled(bool enabled)
{
    g_inotifyEnabled = enabled;
}

void ScenarioLibrary::startWatching()
{
    stopWatching();
#ifdef Q_OS_LINUX
    m_inotify = g_inotifyEnabled ? inotify_init1(IN_NONBLOCK | IN_CLOEXEC) : -1;
    if (m_inotify >= 0 &&
        inotify_add_watch(m_inotify, QFile::encodeName(m_folder).constData(),
                          IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM |
                              IN_MOVED_TO | IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF) >= 0) {
        m_notifier = new QSocketNotifier(qintptr(m_inotify), QSocketNotifier::Read, this);
        connect(m_notifier, &QSocketNotifier::activated, this, &ScenarioLibrary::readInotify);
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

void ScenarioLibrary::ensureLoaded() const
{
    Index &ix = *m_index;
    if (ix.loaded || m_folder.isEmpty())
        return;
    ix.loaded = true;
    const QString path = cachePath();
    QFile f(path);
    if (!f.exists())
        return;
    auto reject = [&](const QString &why) {
        ix.stats.cacheProblem = QStringLiteral("%1: %2; the index is built again").arg(path, why);
        ix.records.clear();
        ix.dirty = true;
    };
    if (!f.open(QIODevice::ReadOnly))
        return reject(QStringLiteral("cannot open: %1").arg(f.errorString()));
    if (f.size() > kMaxCacheBytes)
        return reject(QStringLiteral("too large"));
    const QByteArray bytes = f.readAll();
    constexpr int kHashBytes = 32;
    if (bytes.size() < kHashBytes + 8)
        return reject(QStringLiteral("too short"));
    const QByteArray body = bytes.left(bytes.size() - kHashBytes);
    if (QCryptographicHash::hash(body, QCryptographicHash::Sha256) != bytes.right(kHashBytes))
        return reject(QStringLiteral("damaged (checksum)"));
    QDataStream in(body);
    in.setVersion(QDataStream::Qt_6_4);
    quint32 magic = 0, version = 0;
    QString folder;
    qint32 count = 0;
    in >> magic >> version >> folder >> count;
    if (in.status() != QDataStream::Ok || magic != kCacheMagic)
        return reject(QStringLiteral("not an index cache"));
    if (version != kCacheVersion)
        return reject(QStringLiteral("written by another version (%1)").arg(version));
    if (folder != m_folder)
        return reject(QStringLiteral("made for another folder (%1)").arg(folder));
    if (count < 0 || count > kMaxCacheEntries)
        return reject(QStringLiteral("damaged (entry count)"));
    QHash<QString, Record> records;
    records.reserve(count);
    for (qint32 i = 0; i < count; ++i) {
        Record r;
        if (!readRecord(in, r))
            return reject(QStringLiteral("damaged (entry %1)").arg(i + 1));
        r.entry.path = QDir(m_folder).filePath(r.entry.fileName);
        records.insert(r.entry.fileName, std::move(r));
    }
    if (!in.atEnd())
        return reject(QStringLiteral("damaged (trailing data)"));
    ix.records = std::move(records);
    ix.stats.cacheLoaded = true;
    ix.stats.cachedEntries = int(ix.records.size());
}

bool ScenarioLibrary::saveCache() const
{
    Index &ix = *m_index;
    if (!ix.loaded || !ix.dirty || m_folder.isEmpty())
        return true;
    const QString path = cachePath();
    QByteArray body;
    {
        QDataStream out(&body, QIODevice::WriteOnly);
        out.setVersion(QDataStream::Qt_6_4);
        out << kCacheMagic << kCacheVersion << m_folder << qint32(ix.records.size());
        for (const Record &r : ix.records)
            writeRecord(out, r);
    }
    body += QCryptographicHash::hash(body, QCryptographicHash::Sha256);
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(body) != body.size() || !f.commit())
        return false; // the index still works; it is built again next time
    ix.dirty = false;
    return true;
}

LibraryIndexStats ScenarioLibrary::indexStats() const
{
    return m_index->stats;
}

void ScenarioLibrary::setPollIntervals(int minMs, int maxMs)
{
    m_pollMinMs = std::max(1, minMs);
    m_pollMaxMs = std::max(m_pollMinMs, maxMs);
    m_pollMs = m_pollMinMs;
    if (m_poll->isActive())
        m_poll->start(m_pollMs);
}

int ScenarioLibrary::pollIntervalMs() const
{
    return m_pollMs;
}

bool ScenarioLibrary::isIndexing() const
{
    return !m_index->pending.isEmpty() || m_debounce->isActive();
}

// Every file whose size or times differ from its record (or that has none, or whose record
// is gone from the folder, or whose cost was computed with another catalog) is queued.
void ScenarioLibrary::scan() const
{
    Index &ix = *m_index;
    if (m_folder.isEmpty())
        return;
    ensureLoaded();
    ++ix.stats.scans;
    const QByteArray stamp = catalogStamp();
    const QStringList names = scenarioNames(m_folder);
    QSet<QString> present;
    present.reserve(names.size());
    const QString prefix = m_folder + QLatin1Char('/');
    for (const QString &name : names) {
        present.insert(name);
        const auto it = ix.records.constFind(name);
        if (it == ix.records.cend() || !it->verified || it->key.link ||
            (it->entry.error.isEmpty() && it->costStamp != stamp) ||
            it->key != keyOf(prefix + name))
            ix.pending.insert(name);
    }
    for (auto it = ix.records.cbegin(); it != ix.records.cend(); ++it) {
        if (!present.contains(it.key()))
            ix.pending.insert(it.key());
    }
}

// Checks and reads queued files for about budgetMs (all of them when negative); true when
// the queue is empty.
bool ScenarioLibrary::processPending(qint64 budgetMs) const
{
    Index &ix = *m_index;
    QElapsedTimer timer;
    timer.start();
    const QByteArray stamp = catalogStamp();
    const Catalog *catalog = ix.catalog.get();
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    while (!ix.pending.isEmpty()) {
        if (budgetMs >= 0 && timer.elapsed() >= budgetMs)
            return false;
        const QString name = *ix.pending.cbegin();
        ix.pending.erase(ix.pending.cbegin());
        const QString path = QDir(m_folder).filePath(name);
        const FileKey key = keyOf(path);
        const auto old = ix.records.constFind(name);
        const bool had = old != ix.records.cend();
        if (!key.exists) {
            if (had) {
                ix.records.erase(old);
                ix.removed << name;
                ix.dirty = true;
            }
            continue;
        }
        if (had && old->verified && !key.link && old->key == key &&
            (!old->entry.error.isEmpty() || old->costStamp == stamp))
            continue; // unchanged
        Record r;
        r.key = key;
        LibraryEntry &e = r.entry;
        e.path = path;
        e.fileName = name;
        e.fileTime = QDateTime::fromMSecsSinceEpoch(key.mtimeNs / 1'000'000);
        const QString link = linkProblem(path);
        if (!link.isEmpty())
            e.error = link;
        else if (!key.regular)
            e.error = QStringLiteral("%1: not a regular file: it is not read").arg(path);
        FileRead read;
        if (e.error.isEmpty()) {
            ++ix.stats.reads;
            read = readFile(path);
            if (!read.ok)
                e.error = read.error;
        }
        if (e.error.isEmpty()) {
            e.hash = hashOf(read.bytes);
            if (had && old->entry.hash == e.hash && old->costStamp == stamp &&
                old->entry.error.isEmpty()) {
                // The same bytes (touched, copied back): the summary stays.
                const LibraryEntry kept = old->entry;
                e = kept;
                e.path = path;
                e.fileTime = QDateTime::fromMSecsSinceEpoch(key.mtimeNs / 1'000'000);
            } else {
                ++ix.stats.parses;
                const json j = parseJson(read.bytes);
                if (j.is_discarded()) {
                    e.error = QStringLiteral("%1: %2").arg(path, jsonProblem(read.bytes));
                } else if (j.is_object()) {
                    // What can be read is shown even when the document has a problem.
                    e.id = jsonString(j, "id");
                    e.name = jsonString(j, "name");
                    e.author = jsonString(j, "author");
                    e.modified = jsonString(j, "modified");
                    e.notes = jsonString(j, "notes");
                }
                if (e.error.isEmpty()) {
                    QString why;
                    if (const auto s = scenarioFromJson(j, presets(), &why)) {
                        e.id = s->id;
                        e.name = s->name;
                        e.author = s->author;
                        e.modified = s->modified;
                        e.tags = s->tags;
                        e.notes = s->notes;
                        e.revision = s->revision;
                        summarize(e, *s, catalog);
                        r.costStamp = stamp;
                    } else {
                        e.error = QStringLiteral("%1: %2").arg(path, why);
                    }
                }
            }
            if (e.error.isEmpty())
                r.costStamp = stamp;
        }
        if (!e.error.isEmpty())
            r.costStamp.clear();
        if (e.name.isEmpty())
            e.name = stemOf(name);
        // A file written within the last moments may change again without its size or
        // times changing: it is read again at the next check.
        r.verified =
            now - key.mtimeNs / 1'000'000 > kRacyMs && now - key.ctimeNs / 1'000'000 > kRacyMs;
        const bool differs = !had || old->key != key || old->entry.hash != e.hash ||
                             old->entry.error != e.error || old->costStamp != r.costStamp;
        ix.records.insert(name, std::move(r));
        ix.dirty = true;
        if (differs)
            ix.updated << name;
    }
    return true;
}

// One slice of work on the GUI thread, then the signals for what changed.
void ScenarioLibrary::work()
{
    Index &ix = *m_index;
    const bool done = processPending(kSliceMs);
    if (!done)
        m_work->start();
    if (m_watcher) {
        // Every scenario is watched (in-place writes are not seen on the folder).
        QStringList add;
        for (const QString &name : std::as_const(ix.updated)) {
            const QString path = QDir(m_folder).filePath(name);
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
            const QString path = QDir(m_folder).filePath(name);
            if (ix.watched.remove(path))
                m_watcher->removePath(path);
        }
    }
    const QStringList updated = std::exchange(ix.updated, {});
    const QStringList removed = std::exchange(ix.removed, {});
    for (const QString &name : removed)
        Q_EMIT entryRemoved(QDir(m_folder).filePath(name));
    for (const QString &name : updated)
        Q_EMIT entryUpdated(QDir(m_folder).filePath(name));
    if (!updated.isEmpty() || !removed.isEmpty()) {
        schedulePoll(true);
        m_saveTimer->start();
        Q_EMIT changed();
    }
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
    scan();
    const bool found = !m_index->pending.isEmpty();
    if (found)
        work(); // schedules the next poll at the shortest interval when something changed
    if (!m_poll->isActive())
        schedulePoll(false);
}

// After this program wrote or moved a file: its entry is brought up to date at once, so
// that the page can select it.
void ScenarioLibrary::reindexNow(const QString &path)
{
    if (!m_active || m_folder.isEmpty() || QFileInfo(path).absolutePath() != m_folder)
        return;
    m_index->pending.insert(QFileInfo(path).fileName());
    work();
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
    const QStringList terms =
        text.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
    if (terms.isEmpty())
        return all;
    std::vector<LibraryEntry> out;
    for (LibraryEntry &e : all) {
        if (matches(e, terms))
            out.push_back(std::move(e));
    }
    return out;
}

std::vector<TrashEntry> ScenarioLibrary::trash() const
{
    std::vector<TrashEntry> out;
    if (m_folder.isEmpty())
        return out;
    const QDir dir(QDir(m_folder).filePath(QString::fromLatin1(kTrashFolder)));
    static const QRegularExpression stamped(QStringLiteral("^(\\d{8}-\\d{6}-\\d{3})_(.+)$"));
    const QFileInfoList files = dir.entryInfoList({QLatin1Char('*') + suffix()},
                                                  QDir::Files | QDir::NoDotAndDotDot, QDir::Name);
    for (const QFileInfo &fi : files) {
        TrashEntry e;
        e.path = fi.absoluteFilePath();
        const auto m = stamped.match(fi.fileName());
        if (m.hasMatch()) {
            e.originalName = m.captured(2);
            const QString stamp = m.captured(1);
            e.deleted =
                QDateTime(QDate::fromString(stamp.left(8), QStringLiteral("yyyyMMdd")),
                          QTime::fromString(stamp.mid(9), QStringLiteral("HHmmss-zzz")), Qt::UTC);
        } else {
            e.originalName = fi.fileName();
        }
        if (!e.deleted.isValid())
            e.deleted = fi.lastModified();
        out.push_back(std::move(e));
    }
    std::stable_sort(out.begin(), out.end(), [](const TrashEntry &a, const TrashEntry &b) {
        return a.deleted > b.deleted; // the latest first
    });
    return out;
}

std::optional<Scenario> ScenarioLibrary::open(const QString &path, QByteArray *baseHash)
{
    m_error = linkProblem(path);
    if (!m_error.isEmpty())
        return std::nullopt;
    const FileRead r = readFile(path);
    if (!r.ok) {
        m_error = r.error;
        return std::nullopt;
    }
    if (baseHash)
        *baseHash = hashOf(r.bytes);
    return parseScenario(r.bytes, path, presets(), &m_error);
}

SaveResult ScenarioLibrary::save(const QString &path, Scenario s, const QByteArray &baseHash,
                                 std::optional<Scenario> *current, QByteArray *newHash)
{
    m_error = linkProblem(path);
    if (current)
        current->reset();
    if (!m_error.isEmpty())
        return SaveResult::Failed;
    if (const QString problem = scenarioTextProblem(s); !problem.isEmpty()) {
        m_error = QStringLiteral("%1: nothing was written: %2").arg(path, problem);
        return SaveResult::Failed;
    }
    QLockFile lock(lockPathFor(path));
    if (!acquire(lock, path, &m_error))
        return SaveResult::Failed;
    std::optional<int> diskRevision;
    const FileRead r = readFile(path);
    if (r.exists) {
        if (!r.ok) {
            m_error = r.error;
            return SaveResult::Failed;
        }
        if (baseHash.isEmpty() || hashOf(r.bytes) != baseHash) {
            m_error = baseHash.isEmpty()
                          ? QStringLiteral("%1: exists already; nothing was written").arg(path)
                          : QStringLiteral("%1: changed on disk since it was opened; nothing "
                                           "was written")
                                .arg(path);
            if (current) {
                QString why;
                *current = parseScenario(r.bytes, path, presets(), &why);
                if (!*current)
                    m_error += QStringLiteral(" (and what is on disk cannot be read: %1)").arg(why);
            }
            return SaveResult::Conflict;
        }
        diskRevision = revisionIn(r.bytes);
    }
    s.revision = diskRevision.value_or(s.revision) + 1;
    s.modified = nowIso();
    if (s.created.isEmpty())
        s.created = s.modified;
    const QByteArray bytes = render(s);
    if (!writeFile(path, bytes, &m_error))
        return SaveResult::Failed;
    if (newHash)
        *newHash = hashOf(bytes);
    reindexNow(path);
    return SaveResult::Saved;
}

bool ScenarioLibrary::overwrite(const QString &path, Scenario s, QByteArray *newHash)
{
    m_error = linkProblem(path);
    if (!m_error.isEmpty())
        return false;
    if (const QString problem = scenarioTextProblem(s); !problem.isEmpty()) {
        m_error = QStringLiteral("%1: nothing was written: %2").arg(path, problem);
        return false;
    }
    QLockFile lock(lockPathFor(path));
    if (!acquire(lock, path, &m_error))
        return false;
    const FileRead r = readFile(path);
    const int disk = r.ok ? revisionIn(r.bytes).value_or(0) : 0;
    s.revision = std::max(disk, s.revision) + 1;
    s.modified = nowIso();
    if (s.created.isEmpty())
        s.created = s.modified;
    const QByteArray bytes = render(s);
    if (!writeFile(path, bytes, &m_error))
        return false;
    if (newHash)
        *newHash = hashOf(bytes);
    reindexNow(path);
    return true;
}

QString ScenarioLibrary::saveAsNew(Scenario s, const QString &name)
{
    m_error.clear();
    if (m_folder.isEmpty()) {
        m_error = QStringLiteral("no library folder is set");
        return {};
    }
    s.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    s.name = name;
    s.revision = 0; // save() makes it 1
    s.created = nowIso();
    s.modified = s.created;
    // Another program may take the same free name at the same moment: its file then exists
    // when we hold the lock, save() says Conflict and the next free name is tried.
    for (int attempt = 0; attempt < 100; ++attempt) {
        const QString path = freePath(fileNameFor(name));
        switch (save(path, s, QByteArray())) {
        case SaveResult::Saved:
            return path;
        case SaveResult::Conflict:
            continue;
        case SaveResult::Failed:
            return {};
        }
    }
    m_error = QStringLiteral("%1: no free file name for '%2'").arg(m_folder, name);
    return {};
}

QString ScenarioLibrary::duplicate(const QString &path)
{
    const auto s = open(path);
    if (!s)
        return {};
    const QString name = s->name.isEmpty() ? stemOf(QFileInfo(path).fileName()) : s->name;
    return saveAsNew(*s, name + QStringLiteral(" (copy)"));
}

bool ScenarioLibrary::rename(const QString &path, const QString &newName, QString *newPath)
{
    m_error.clear();
    const QString name = newName.trimmed();
    if (name.isEmpty()) {
        m_error = QStringLiteral("%1: the new name is empty").arg(path);
        return false;
    }
    if (name.toUtf8().size() > kMaxScenarioNameBytes) {
        m_error = QStringLiteral("%1: the new name is %2 bytes (UTF-8), more than the %3 allowed")
                      .arg(path)
                      .arg(name.toUtf8().size())
                      .arg(kMaxScenarioNameBytes);
        return false;
    }
    m_error = linkProblem(path);
    if (!m_error.isEmpty())
        return false;
    QLockFile lock(lockPathFor(path));
    if (!acquire(lock, path, &m_error))
        return false;
    const FileRead r = readFile(path);
    if (!r.ok) {
        m_error = r.error;
        return false;
    }
    auto s = parseScenario(r.bytes, path, presets(), &m_error);
    if (!s)
        return false;
    s->name = name;
    s->revision += 1;
    s->modified = nowIso();
    const QByteArray bytes = render(*s);
    const QFileInfo info(path);
    const QString wanted = fileNameFor(name);
    if (wanted == info.fileName()) { // the file name stays: rewrite in place
        if (!writeFile(path, bytes, &m_error))
            return false;
        if (newPath)
            *newPath = info.absoluteFilePath();
        reindexNow(path);
        return true;
    }
    for (int attempt = 0; attempt < 100; ++attempt) {
        const QString target = freeIn(info.absolutePath(), wanted);
        QLockFile targetLock(lockPathFor(target));
        if (!acquire(targetLock, target, &m_error))
            return false;
        if (QFileInfo::exists(target))
            continue; // taken meanwhile
        if (!writeFile(target, bytes, &m_error))
            return false;
        if (!QFile::remove(path)) {
            m_error = QStringLiteral("%1: cannot remove it after writing %2").arg(path, target);
            QFile::remove(target);
            return false;
        }
        if (newPath)
            *newPath = target;
        reindexNow(path);
        reindexNow(target);
        return true;
    }
    m_error = QStringLiteral("%1: no free file name for '%2'").arg(path, name);
    return false;
}

bool ScenarioLibrary::remove(const QString &path)
{
    m_error.clear();
    if (m_folder.isEmpty()) {
        m_error = QStringLiteral("no library folder is set");
        return false;
    }
    if (!QFileInfo::exists(path) && !QFileInfo(path).isSymLink()) {
        m_error = QStringLiteral("%1: no such file").arg(path);
        return false;
    }
    const QString trashDir = QDir(m_folder).filePath(QString::fromLatin1(kTrashFolder));
    if (!QDir().mkpath(trashDir)) {
        m_error = QStringLiteral("%1: cannot create the trash folder").arg(trashDir);
        return false;
    }
    QLockFile lock(lockPathFor(path));
    if (!acquire(lock, path, &m_error))
        return false;
    const QString stamp =
        QDateTime::currentDateTimeUtc().toString(QString::fromLatin1(kTrashStampFormat));
    const QString target = freeIn(trashDir, stamp + QLatin1Char('_') + QFileInfo(path).fileName());
    QFile f(path);
    if (!f.rename(target)) {
        m_error = QStringLiteral("%1: cannot move it to %2: %3").arg(path, target, f.errorString());
        return false;
    }
    reindexNow(path);
    return true;
}

bool ScenarioLibrary::restore(const QString &trashPath, QString *restoredPath)
{
    m_error.clear();
    if (m_folder.isEmpty()) {
        m_error = QStringLiteral("no library folder is set");
        return false;
    }
    if (!QFileInfo::exists(trashPath)) {
        m_error = QStringLiteral("%1: no such file in the trash").arg(trashPath);
        return false;
    }
    static const QRegularExpression stamped(QStringLiteral("^\\d{8}-\\d{6}-\\d{3}_(.+)$"));
    const QString trashName = QFileInfo(trashPath).fileName();
    const auto m = stamped.match(trashName);
    QString original = m.hasMatch() ? m.captured(1) : trashName;
    if (!original.endsWith(suffix(), Qt::CaseInsensitive))
        original += suffix();
    for (int attempt = 0; attempt < 100; ++attempt) {
        const QString target = freePath(original);
        QLockFile lock(lockPathFor(target));
        if (!acquire(lock, target, &m_error))
            return false;
        if (QFileInfo::exists(target))
            continue; // taken meanwhile
        QFile f(trashPath);
        if (!f.rename(target)) {
            m_error = QStringLiteral("%1: cannot move it back to %2: %3")
                          .arg(trashPath, target, f.errorString());
            return false;
        }
        if (restoredPath)
            *restoredPath = target;
        reindexNow(target);
        return true;
    }
    m_error = QStringLiteral("%1: no free file name to restore it").arg(trashPath);
    return false;
}

QByteArray ScenarioLibrary::hashOf(const QByteArray &bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
}

// Characters no file system takes (or that a shell or a synced folder chokes on) become
// "-", whitespace is collapsed, leading dots (hidden files) and trailing dots and spaces
// (Windows) go, the length is bounded and Windows' device names get a "_".
QString ScenarioLibrary::fileNameFor(const QString &name)
{
    QString stem = name.trimmed();
    if (stem.endsWith(suffix(), Qt::CaseInsensitive))
        stem.chop(suffix().size());
    QString clean;
    clean.reserve(stem.size());
    for (const QChar c : stem) {
        if (c.isSpace())
            clean += QLatin1Char(' ');
        else if (c.unicode() < 0x20 || c.unicode() == 0x7f ||
                 QStringLiteral("/\\:*?\"<>|").contains(c))
            clean += QLatin1Char('-');
        else
            clean += c;
    }
    clean = clean.simplified();
    while (clean.startsWith(QLatin1Char('.')))
        clean.remove(0, 1);
    // Bounded in UTF-8 bytes, cut between whole characters (never inside a surrogate pair).
    if (clean.toUtf8().size() > kMaxStemBytes) {
        qsizetype bytes = 0;
        qsizetype keep = 0;
        while (keep < clean.size()) {
            const bool pair = clean.at(keep).isHighSurrogate() && keep + 1 < clean.size() &&
                              clean.at(keep + 1).isLowSurrogate();
            const qsizetype units = pair ? 2 : 1;
            const qsizetype size = clean.mid(keep, units).toUtf8().size();
            if (bytes + size > kMaxStemBytes)
                break;
            bytes += size;
            keep += units;
        }
        clean.truncate(keep);
    }
    while (clean.endsWith(QLatin1Char('.')) || clean.endsWith(QLatin1Char(' ')))
        clean.chop(1);
    if (clean.isEmpty())
        clean = QStringLiteral("scenario");
    static const QRegularExpression reserved(
        QStringLiteral("^(con|prn|aux|nul|com[1-9]|lpt[1-9])$"),
        QRegularExpression::CaseInsensitiveOption);
    if (reserved.match(clean).hasMatch())
        clean += QLatin1Char('_');
    return clean + suffix();
}

QString ScenarioLibrary::linkProblem(const QString &path) const
{
    const QFileInfo info(path);
    if (!info.isSymLink())
        return {};
    const QString target = info.canonicalFilePath(); // empty when the link dangles
    const QString root = QFileInfo(m_folder).canonicalFilePath();
    if (!target.isEmpty() && !root.isEmpty() &&
        target.startsWith(root + QLatin1Char('/'))) // a link within the folder is fine
        return {};
    return QStringLiteral("%1: a link to %2, outside the library folder: it is not read or "
                          "written")
        .arg(path, target.isEmpty() ? info.symLinkTarget() : target);
}

QString ScenarioLibrary::freePath(const QString &fileName) const
{
    return freeIn(m_folder, fileName);
}

// ---------------------------------------------------------------------------------------------
// Share codes

QString shareCode(const Scenario &s)
{
    const std::string text = scenarioToJson(s).dump();
    const QByteArray packed = qCompress(QByteArray::fromStdString(text), 9);
    return QString::fromLatin1(kSharePrefix) +
           QString::fromLatin1(
               packed.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

std::optional<Scenario> scenarioFromShareCode(const QString &code, const PresetLibrary &presets,
                                              QString *error)
{
    auto fail = [&](const QString &why) -> std::optional<Scenario> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    // Base64 of at most kMaxShareBytes compressed is well under twice that many characters.
    if (code.size() > 2 * qsizetype(ScenarioLibrary::kMaxShareBytes))
        return fail(QStringLiteral("share code too large: %1 characters, a share code has at "
                                   "most %2")
                        .arg(code.size())
                        .arg(2 * ScenarioLibrary::kMaxShareBytes));
    QString text;
    text.reserve(code.size());
    for (const QChar c : code) {
        if (!c.isSpace())
            text += c;
    }
    const QString prefix = QString::fromLatin1(kSharePrefix);
    if (!text.startsWith(prefix)) {
        static const QRegularExpression other(QStringLiteral("^GPUP(\\d+):"));
        const auto m = other.match(text);
        if (m.hasMatch())
            return fail(QStringLiteral("share code version %1 is not one this program reads (1): "
                                       "update GPU Planner")
                            .arg(m.captured(1)));
        return fail(QStringLiteral("not a GPU Planner share code (it starts with %1)").arg(prefix));
    }
    const QString payload = text.mid(prefix.size());
    static const QRegularExpression base64url(QStringLiteral("^[A-Za-z0-9_-]+={0,2}$"));
    if (!base64url.match(payload).hasMatch())
        return fail(
            QStringLiteral("damaged share code: it holds characters a share code does not"));
    const auto decoded = QByteArray::fromBase64Encoding(
        payload.toLatin1(),
        QByteArray::Base64UrlEncoding | QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || decoded.decoded.size() < 5)
        return fail(QStringLiteral("damaged share code: it does not decode (is a part missing?)"));
    const QByteArray &packed = decoded.decoded;
    const quint32 claimed = (quint32(uchar(packed[0])) << 24) | (quint32(uchar(packed[1])) << 16) |
                            (quint32(uchar(packed[2])) << 8) | quint32(uchar(packed[3]));
    if (claimed == 0)
        return fail(QStringLiteral("damaged share code: it does not decompress"));
    if (claimed > quint32(ScenarioLibrary::kMaxShareBytes))
        return fail(QStringLiteral("share code too large: it claims %1 bytes, a share code "
                                   "holds at most %2")
                        .arg(claimed)
                        .arg(ScenarioLibrary::kMaxShareBytes));
    bool tooLarge = false;
    const auto raw = boundedInflate(packed, ScenarioLibrary::kMaxShareBytes, &tooLarge);
    if (tooLarge)
        return fail(QStringLiteral("share code too large: it decompresses to more than %1 bytes "
                                   "(a scenario is a few kilobytes)")
                        .arg(ScenarioLibrary::kMaxShareBytes));
    if (!raw || raw->isEmpty())
        return fail(QStringLiteral(
            "damaged share code: it does not decompress (is a part missing or changed?)"));
    const json j = parseJson(*raw);
    if (j.is_discarded())
        return fail(QStringLiteral("damaged share code: what it holds is not JSON (%1)")
                        .arg(jsonProblem(*raw)));
    return scenarioFromJson(j, presets, error);
}

// ---------------------------------------------------------------------------------------------
// Differences

namespace {

void flatten(const json &j, const std::string &path, std::map<std::string, json> &out)
{
    if (j.is_object() && !j.empty()) {
        for (auto it = j.begin(); it != j.end(); ++it)
            flatten(it.value(), path + "." + it.key(), out);
        return;
    }
    out[path] = j;
}

QString valueText(const json *v)
{
    if (!v || v->is_null())
        return QStringLiteral("(not set)");
    if (v->is_string())
        return QString::fromStdString(v->get<std::string>());
    if (v->is_array()) {
        if (v->empty())
            return QStringLiteral("(none)");
        QStringList parts;
        for (const json &e : *v)
            parts << valueText(&e);
        return parts.join(QStringLiteral(", "));
    }
    if (v->is_object() && v->empty())
        return QStringLiteral("(none)");
    if (v->is_number_float()) {
        const double d = v->get<double>();
        if (std::isfinite(d) && d == std::floor(d) && std::abs(d) < 1e15)
            return QString::number(static_cast<qint64>(d));
        return QString::number(d, 'g', 12);
    }
    return QString::fromStdString(v->dump());
}

struct Best {
    std::optional<double> hours;
    std::optional<double> cost;
    std::optional<double> costPerMillion;
    std::optional<double> tokensPerSecond;
    QString type;
    QString currency;
};

Best bestOption(const Scenario &s, const Catalog &catalog)
{
    const Plan plan = makePlan(s.workload, catalog, s.plan);
    for (const PlanRow &row : plan.rows) {
        if (row.verdict != Verdict::DoesNotFit && row.totalCost) {
            Best b;
            b.hours = row.hours;
            b.cost = row.totalCost;
            b.costPerMillion = row.costPerMillionTokens;
            b.tokensPerSecond = row.tokensPerSecond;
            b.type = row.type ? QString::fromStdString(row.type->id) : QString();
            b.currency = QString::fromStdString(row.currency);
            return b;
        }
    }
    return {};
}

QString tr(const char *text)
{
    return QCoreApplication::translate("gpuplanner::ScenarioDiff", text);
}

} // namespace

ScenarioDiff diffScenarios(const Scenario &a, const Scenario &b, const Catalog &catalog)
{
    ScenarioDiff d;
    const json ja = scenarioToJson(a);
    const json jb = scenarioToJson(b);
    for (const char *section : {"inputs", "plan"}) {
        std::map<std::string, json> fa, fb;
        if (ja.contains(section))
            flatten(ja.at(section), section, fa);
        if (jb.contains(section))
            flatten(jb.at(section), section, fb);
        std::set<std::string> keys;
        for (const auto &[k, v] : fa)
            keys.insert(k);
        for (const auto &[k, v] : fb)
            keys.insert(k);
        for (const std::string &k : keys) {
            const auto ia = fa.find(k);
            const auto ib = fb.find(k);
            const json *va = ia == fa.end() ? nullptr : &ia->second;
            const json *vb = ib == fb.end() ? nullptr : &ib->second;
            if (va && vb && *va == *vb)
                continue;
            d.fields.push_back({QString::fromStdString(k), valueText(va), valueText(vb)});
        }
    }
    d.vramA = estimateMemory(a.workload).perGpu.totalGib;
    d.vramB = estimateMemory(b.workload).perGpu.totalGib;
    const Best ba = bestOption(a, catalog);
    const Best bb = bestOption(b, catalog);
    d.hoursA = ba.hours;
    d.costA = ba.cost;
    d.bestA = ba.type;
    d.hoursB = bb.hours;
    d.costB = bb.cost;
    d.bestB = bb.type;
    d.costPerMillionA = ba.costPerMillion;
    d.costPerMillionB = bb.costPerMillion;
    d.tokensPerSecondA = ba.tokensPerSecond;
    d.tokensPerSecondB = bb.tokensPerSecond;
    d.currencyA = ba.currency.isEmpty() ? QString::fromStdString(a.plan.currency) : ba.currency;
    d.currencyB = bb.currency.isEmpty() ? QString::fromStdString(b.plan.currency) : bb.currency;
    d.servingA = !a.workload.isTraining();
    d.servingB = !b.workload.isTraining();
    return d;
}

DiffFieldLabel diffFieldLabel(const QString &field, const QString &currency)
{
    struct Known {
        const char *key;
        const char *label;
        const char *unit; // nullptr: none; "$": the currency
    };
    static const Known known[] = {
        {"inputs.model.preset", QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Model"), nullptr},
        {"inputs.model.name", QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Model name"), nullptr},
        {"inputs.model.params_b", QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Parameters"),
         QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "billion")},
        {"inputs.model.layers", QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Layers"), nullptr},
        {"inputs.model.hidden", QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Hidden size"),
         nullptr},
        {"inputs.model.ffn", QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "FFN size"), nullptr},
        {"inputs.model.heads", QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Attention heads"),
         nullptr},
        {"inputs.model.kv_heads", QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "KV heads"),
         nullptr},
        {"inputs.model.vocab", QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Vocabulary"),
         QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "tokens")},
        {"inputs.model.architecture", QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Architecture"),
         nullptr},
        {"inputs.task", QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Task"), nullptr},
        {"inputs.precision", QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Precision"), nullptr},
        {"inputs.fp32_master_weights",
         QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "FP32 master weights"), nullptr},
        {"inputs.quantization", QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Quantization"),
         nullptr},
        {"inputs.optimizer", QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Optimizer"), nullptr},
        {"inputs.batch", QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Batch size"),
         QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "sequences")},
        {"inputs.seq_len", QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Sequence length"),
         QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "tokens")},
        {"inputs.gradient_checkpointing",
         QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Gradient checkpointing"), nullptr},
        {"inputs.gradient_accumulation",
         QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Gradient accumulation"),
         QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "steps")},
        {"inputs.attention", QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Attention"), nullptr},
        {"inputs.lora_rank", QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "LoRA rank"), nullptr},
        {"inputs.lora_targets", QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "LoRA targets"),
         nullptr},
        {"inputs.gpus_per_node", QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "GPUs per node"),
         nullptr},
        {"inputs.nodes", QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Nodes"), nullptr},
        {"inputs.sharding", QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Sharding"), nullptr},
        {"inputs.tensor_parallel", QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Tensor parallel"),
         nullptr},
        {"inputs.pipeline_parallel",
         QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Pipeline parallel"), nullptr},
        {"inputs.offload_optimizer",
         QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Offload optimizer"), nullptr},
        {"inputs.offload_params",
         QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Offload parameters"), nullptr},
        {"inputs.framework", QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Framework"), nullptr},
        {"inputs.chunked_cross_entropy",
         QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Chunked cross-entropy"), nullptr},
        {"inputs.optimizer_in_backward",
         QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Optimizer in backward"), nullptr},
        {"inputs.activation_offload",
         QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Activation offload"), nullptr},
        {"inputs.kbit_fp32_upcast",
         QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "FP32 upcast of k-bit layers"), nullptr},
        {"inputs.cuda_context_gib", QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "CUDA context"),
         "GiB"},
        {"inputs.prompt_len", QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Prompt length"),
         QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "tokens")},
        {"inputs.output_len", QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Output length"),
         QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "tokens")},
        {"inputs.kv_cache_precision",
         QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "KV cache precision"), nullptr},
        {"inputs.engine", QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Serving engine"), nullptr},
        {"inputs.gpu_memory_utilization",
         QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "GPU memory utilization"), nullptr},
        {"inputs.max_model_len", QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Context length"),
         QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "tokens")},
        {"inputs.max_num_seqs",
         QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Concurrent sequences"), nullptr},
        {"inputs.max_num_batched_tokens",
         QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Batched tokens per step"),
         QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "tokens")},
        {"inputs.loading", QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Weight loading"),
         nullptr},
        {"inputs.data_loader_workers",
         QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Data loader workers"), nullptr},
        {"plan.region", QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Region"), nullptr},
        {"plan.pricing", QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Pricing"), nullptr},
        {"plan.headroom_pct", QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "VRAM headroom"), "%"},
        {"plan.mfu", QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Model FLOPs utilization"),
         nullptr},
        {"plan.dataset_tokens", QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Dataset"),
         QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "tokens")},
        {"plan.epochs", QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Epochs"), nullptr},
        {"plan.serving_hours", QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Serving time"),
         QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "hours")},
        {"plan.max_nodes", QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Most nodes"), nullptr},
        {"plan.max_gpus", QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Most GPUs"), nullptr},
        {"plan.families", QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Instance families"),
         nullptr},
        {"plan.currency", QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Currency"), nullptr},
        {"plan.checkpoint_write_hours",
         QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Checkpoint write time"),
         QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "hours")},
        {"plan.restart_hours", QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Restart time"),
         QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "hours")},
        {"plan.subscription_months",
         QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Subscription length"),
         QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "months")},
        {"plan.budget", QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Budget"), "$"},
        {"plan.deadline_hours", QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Deadline"),
         QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "hours")},
        {"plan.cny_per_usd", QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Exchange rate"),
         QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "CNY per USD")},
        {"plan.spot_discount_pct", QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Spot discount"),
         "%"},
        {"plan.spot_interruption_rate_pct",
         QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Spot interruption rate"), "%"},
        {"plan.checkpoint_interval_hours",
         QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "Checkpoint interval"),
         QT_TRANSLATE_NOOP("gpuplanner::ScenarioDiff", "hours")},
    };
    for (const Known &k : known) {
        if (field == QLatin1String(k.key)) {
            DiffFieldLabel out{tr(k.label), QString()};
            if (k.unit && QLatin1String(k.unit) == QLatin1String("$"))
                out.unit = currency;
            else if (k.unit)
                out.unit = tr(k.unit);
            return out;
        }
    }
    // A field this version has no label for: its last part, readable.
    QString last = field.section(QLatin1Char('.'), -1);
    last.replace(QLatin1Char('_'), QLatin1Char(' '));
    if (!last.isEmpty())
        last[0] = last[0].toUpper();
    return {last, QString()};
}

QString percentChange(double a, double b)
{
    if (a == 0 || !std::isfinite(a) || !std::isfinite(b))
        return QString();
    const double pct = (b - a) / std::abs(a) * 100;
    if (std::abs(pct) < 0.05)
        return tr("no change");
    const double shown = std::round(std::abs(pct) * 10) / 10;
    QString text = QString::number(shown, 'f', shown >= 100 || shown == std::floor(shown) ? 0 : 1);
    return QStringLiteral("%1%2 %").arg(pct > 0 ? QStringLiteral("+") : QStringLiteral("−"), text);
}

std::vector<PriceChange> diffSavedPrices(const Scenario &s, const Catalog &catalog)
{
    std::vector<PriceChange> out;
    for (const Price &p : s.prices) {
        PriceChange c;
        c.instanceTypeId = p.instanceTypeId;
        c.regionId = p.regionId;
        c.mode = p.mode;
        c.unit = p.unit;
        c.saved = p.amount;
        c.currency = p.currency;
        c.savedAsOf = p.asOf;
        const Price *today = nullptr;
        for (const Price *q : catalog.pricesOf(p.instanceTypeId)) {
            if (q->regionId == p.regionId && q->mode == p.mode && q->unit == p.unit) {
                today = q;
                break;
            }
        }
        if (today) {
            c.today = today->amount;
        } else if ((today = catalog.price(p.instanceTypeId, p.regionId, p.mode))) {
            c.today = today->perHour() * hoursPerUnit(p.unit); // in the saved price's unit
        }
        if (today) {
            c.todayCurrency = today->currency;
            c.todayAsOf = today->asOf;
        }
        out.push_back(std::move(c));
    }
    return out;
}

} // namespace gpuplanner
