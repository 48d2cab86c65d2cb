#include "estimator/capacity.h"
#include "library.h"
#include "library_p.h"
#include "planservice.h"

#include "presets.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QTimer>
#include <QtEndian>

#include <algorithm>

#include <cstring>

#ifdef Q_OS_UNIX
#include <dirent.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

// The library index: the summaries, the file keys that tell a file's version without
// reading it, and the per-user cache file they are kept in.

namespace gpuplanner {

namespace librarydetail {

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

namespace {

#ifdef Q_OS_UNIX
bool endsWithNoCase(const char *name, std::size_t length, const char *tail)
{
    const std::size_t n = std::strlen(tail);
    return length >= n && ::strncasecmp(name + length - n, tail, n) == 0;
}

// The names of the folder's entries that are not folders and that `keep` takes (its
// name and length); hidden ones (a leading '.') only when asked.
template <typename Keep>
QStringList namesIn(const QString &folder, bool hidden, Keep keep)
{
    QStringList names;
    if (DIR *dir = ::opendir(QFile::encodeName(folder).constData())) {
        while (const dirent *e = ::readdir(dir)) {
            const std::size_t length = std::strlen(e->d_name);
            if ((!hidden && e->d_name[0] == '.') || e->d_type == DT_DIR ||
                std::strcmp(e->d_name, ".") == 0 || std::strcmp(e->d_name, "..") == 0 ||
                !keep(e->d_name, length))
                continue;
            if (e->d_type == DT_UNKNOWN &&
                QFileInfo(folder + QLatin1Char('/') + QFile::decodeName(e->d_name)).isDir())
                continue;
            names << QFile::decodeName(e->d_name);
        }
        ::closedir(dir);
    }
    return names;
}
#endif

} // namespace

QStringList scenarioNames(const QString &folder)
{
#ifdef Q_OS_UNIX
    return namesIn(folder, false, [](const char *name, std::size_t length) {
        return endsWithNoCase(name, length, ScenarioLibrary::kSuffix);
    });
#else
    return QDir(folder).entryList({QLatin1Char('*') + suffix()},
                                  QDir::Files | QDir::System | QDir::NoDotAndDotDot, QDir::NoSort);
#endif
}

QStringList leftoverCandidates(const QString &folder)
{
#ifdef Q_OS_UNIX
    return namesIn(folder, true, [](const char *name, std::size_t length) {
        // The name without its last `tail` characters ends in ".gpuplan.json".
        const auto stemBefore = [&](std::size_t tail) {
            return length >= tail && endsWithNoCase(name, length - tail, ScenarioLibrary::kSuffix);
        };
        if (endsWithNoCase(name, length, ".lock.rmlock"))
            return stemBefore(12);
        if (endsWithNoCase(name, length, ".lock"))
            return stemBefore(5);
        return length >= 7 && name[length - 7] == '.' && stemBefore(7); // ".XXXXXX"
    });
#else
    return QDir(folder).entryList(
        {QStringLiteral("*.gpuplan.json.??????"), QStringLiteral("*.gpuplan.json.lock"),
         QStringLiteral("*.gpuplan.json.lock.rmlock")},
        QDir::Files | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::NoSort);
#endif
}

namespace {

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

// Reads a record's fields as QDataStream wrote them, refusing a length that goes past the end
// before Qt's own readers allocate for it: a QString or QByteArray read allocates up to
// 2 MiB per field (chunk by chunk) whatever is left, and a QStringList reserves its whole
// count first (a damaged count of 0xfffffff0 asked for 4 GiB; found by fuzz_library_journal).
class FieldReader
{
public:
    explicit FieldReader(QDataStream &in)
        : m_in(in)
    {}

    FieldReader &operator>>(QString &s)
    {
        if (lengthFits(1))
            m_in >> s;
        return *this;
    }
    FieldReader &operator>>(QByteArray &b)
    {
        if (lengthFits(1))
            m_in >> b;
        return *this;
    }
    // A 32-bit count, then the strings: each takes 4 bytes at least.
    FieldReader &operator>>(QStringList &list)
    {
        list.clear();
        if (!lengthFits(4))
            return *this;
        quint32 count = 0;
        m_in >> count;
        list.reserve(count);
        for (quint32 i = 0; i < count && m_in.status() == QDataStream::Ok; ++i) {
            QString s;
            *this >> s;
            list.append(std::move(s));
        }
        return *this;
    }
    template <typename T>
    FieldReader &operator>>(T &v)
    {
        m_in >> v;
        return *this;
    }

private:
    // Whether the 32-bit length (or count) ahead, times unit bytes, fits in what is left;
    // 0xffffffff is a null string or byte array. Sets the stream's status when it does not.
    bool lengthFits(quint64 unit)
    {
        if (m_in.status() != QDataStream::Ok)
            return false;
        QIODevice *d = m_in.device();
        const QByteArray head = d ? d->peek(4) : QByteArray();
        if (head.size() < 4) {
            m_in.setStatus(QDataStream::ReadPastEnd);
            return false;
        }
        const quint32 n = qFromBigEndian<quint32>(head.constData());
        const bool null = unit == 1 && n == 0xffffffffu; // a list's count has no null
        if (!null && n * unit > quint64(d->bytesAvailable() - 4)) {
            m_in.setStatus(QDataStream::ReadCorruptData);
            return false;
        }
        return true;
    }

    QDataStream &m_in;
};

} // namespace

void writeRecord(QDataStream &out, const Record &r)
{
    const LibraryEntry &e = r.entry;
    out << e.fileName << e.id << e.name << e.author << e.modified << e.fileTime.toMSecsSinceEpoch()
        << e.tags << e.notes << qint32(e.revision) << e.error << e.model
        << qint8(e.task ? int(*e.task) : -1) << e.needPerGpuGib << e.bestType << e.bestTotalCost
        << e.bestCostPerMillionTokens << e.currency << e.hash << e.monthlyCost << e.monthlyType
        << qint32(e.replicas);
    out << r.key.exists << r.key.link << r.key.regular << r.key.size << r.key.mtimeNs
        << r.key.ctimeNs << r.costStamp << r.verified;
}

bool readRecord(QDataStream &in, Record &r)
{
    LibraryEntry &e = r.entry;
    qint64 fileTime = 0;
    qint32 revision = 0;
    qint8 task = -1;
    qint32 replicas = 0;
    FieldReader read(in);
    read >> e.fileName >> e.id >> e.name >> e.author >> e.modified >> fileTime >> e.tags >>
        e.notes >> revision >> e.error >> e.model >> task >> e.needPerGpuGib >> e.bestType >>
        e.bestTotalCost >> e.bestCostPerMillionTokens >> e.currency >> e.hash >> e.monthlyCost >>
        e.monthlyType >> replicas;
    e.replicas = replicas;
    read >> r.key.exists >> r.key.link >> r.key.regular >> r.key.size >> r.key.mtimeNs >>
        r.key.ctimeNs >> r.costStamp >> r.verified;
    if (in.status() != QDataStream::Ok || task < -1 || task > int(Task::Pretrain) ||
        e.fileName.isEmpty() || e.fileName.contains(QLatin1Char('/')))
        return false;
    e.fileTime = QDateTime::fromMSecsSinceEpoch(fileTime);
    e.revision = revision;
    e.task = task < 0 ? std::nullopt : std::optional<Task>(Task(task));
    return true;
}

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
    e.monthlyCost.reset();
    e.monthlyType.clear();
    e.replicas = 0;
    if (!catalog)
        return;
    const Plan plan = planner::rankNow(s.workload, *catalog, s.plan);
    if (const PlanRow *row = planner::bestRow(plan, true)) {
        e.bestType = row->type ? QString::fromStdString(row->type->id) : QString();
        e.bestTotalCost = row->totalCost;
        e.bestCostPerMillionTokens = row->costPerMillionTokens;
        e.currency = QString::fromStdString(row->currency);
    }
    if (!s.traffic || s.workload.task != Task::Inference)
        return;
    // A serving scenario with its traffic: what the capacity plan costs a month.
    TrafficProfile t = *s.traffic;
    t.promptMean = std::max(1, s.workload.promptLen);
    t.outputMean = std::max(1, s.workload.outputLen);
    if (!trafficIssues(t).empty())
        return;
    const CapacityPlan capacity = planner::capacityNow(s.workload, t, *catalog, s.plan);
    for (const CapacityRow &row : capacity.rows) {
        if (row.verdict != CapacityVerdict::Serves || !row.monthlyCost || !row.type)
            continue;
        e.monthlyCost = row.monthlyCost;
        e.monthlyType = QString::fromStdString(row.type->id);
        e.replicas = row.replicas;
        if (e.currency.isEmpty())
            e.currency = QString::fromStdString(row.currency);
        break;
    }
}

IndexResult indexFile(const IndexJob &job)
{
    IndexResult out;
    out.name = job.name;
    out.generation = job.generation;
    out.ticket = job.ticket;
    Record &r = out.record;
    r.key = job.key;
    LibraryEntry &e = r.entry;
    const QString path = pathIn(job.folder, job.name);
    e.path = path;
    e.fileName = job.name;
    e.fileTime = QDateTime::fromMSecsSinceEpoch(job.key.mtimeNs / 1'000'000);
    const QString link = linkProblemIn(job.folder, path);
    if (!link.isEmpty())
        e.error = link;
    else if (!job.key.regular)
        e.error = QStringLiteral("%1: not a regular file: it is not read").arg(path);
    FileRead read;
    if (e.error.isEmpty()) {
        out.read = true;
        read = readFile(path);
        if (!read.ok)
            e.error = read.error;
    }
    if (e.error.isEmpty()) {
        e.hash = ScenarioLibrary::hashOf(read.bytes);
        if (job.reusable && job.reusable->hash == e.hash) {
            // The same bytes (touched, copied back): the summary stays.
            e = *job.reusable;
            e.path = path;
            e.fileTime = QDateTime::fromMSecsSinceEpoch(job.key.mtimeNs / 1'000'000);
        } else {
            out.parsed = true;
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
                static const PresetLibrary none;
                if (const auto s = scenarioFromJson(j, job.presets ? *job.presets : none, &why)) {
                    e.id = s->id;
                    e.name = s->name;
                    e.author = s->author;
                    e.modified = s->modified;
                    e.tags = s->tags;
                    e.notes = s->notes;
                    e.revision = s->revision;
                    summarize(e, *s, job.catalog.get());
                } else {
                    e.error = QStringLiteral("%1: %2").arg(path, why);
                }
            }
        }
        if (e.error.isEmpty())
            r.costStamp = job.stamp;
    }
    if (e.name.isEmpty())
        e.name = stemOf(job.name);
    // A file written within the last moments may change again without its size or times
    // changing: it is read again at the next check.
    r.verified = job.statMs - job.key.mtimeNs / 1'000'000 > kRacyMs &&
                 job.statMs - job.key.ctimeNs / 1'000'000 > kRacyMs;
    return out;
}

} // namespace librarydetail

using namespace librarydetail;

namespace {
constexpr quint32 kCacheMagic = 0x47504c49; // "GPLI"
// Bump when the summary, the key or the layout changes: an older cache is then rebuilt.
constexpr quint32 kCacheVersion = 2; // 2: the serving plan's monthly cost
constexpr qint64 kMaxCacheBytes = 512LL * 1024 * 1024;
constexpr int kMaxCacheEntries = 10'000'000;
constexpr int kHashBytes = 32; // the SHA-256 that ends the cache file: its identity

// The journal: a header naming the cache file it continues (by that checksum), then one
// record per changed or removed entry: its length (quint32), the record, and the first
// 8 bytes of the record's SHA-256. A record cut short or with a wrong checksum (a crash
// while appending) ends the journal: it and whatever follows are ignored, never trusted.
constexpr quint32 kJournalMagic = 0x47504c4a; // "GPLJ"
constexpr quint32 kJournalVersion = 1;
constexpr int kJournalHeaderBytes = 8 + kHashBytes;
constexpr int kRecordSumBytes = 8;
constexpr quint8 kPut = 1;
constexpr quint8 kRemove = 2;

// The journal is folded into the cache once it holds more records than this.
int foldLimit(qsizetype entries)
{
    return int(std::max<qsizetype>(16, entries / 4));
}

QByteArray recordSum(QByteArrayView payload)
{
    return QCryptographicHash::hash(payload, QCryptographicHash::Sha256).left(kRecordSumBytes);
}

// The checksum that ends the cache file at path now; empty when it cannot be read.
QByteArray cacheIdOf(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly) || f.size() < kHashBytes || !f.seek(f.size() - kHashBytes))
        return {};
    const QByteArray id = f.read(kHashBytes);
    return id.size() == kHashBytes ? id : QByteArray();
}

} // namespace

QByteArray librarydetail::journalHeader(const QByteArray &cacheId)
{
    QByteArray h;
    QDataStream out(&h, QIODevice::WriteOnly);
    out << kJournalMagic << kJournalVersion;
    h += cacheId;
    return h;
}

QByteArray librarydetail::journalRecord(const QByteArray &payload)
{
    char length[4];
    qToBigEndian<quint32>(quint32(payload.size()), length);
    return QByteArray(length, 4) + payload + recordSum(payload);
}

CacheRead librarydetail::readCacheBytes(const QByteArray &bytes, const QString &folder)
{
    CacheRead read;
    auto reject = [&](const QString &why) {
        read.records.clear();
        read.problem = why;
        return read;
    };
    if (bytes.size() < kHashBytes + 8)
        return reject(QStringLiteral("too short"));
    const QByteArray body = bytes.left(bytes.size() - kHashBytes);
    if (QCryptographicHash::hash(body, QCryptographicHash::Sha256) != bytes.right(kHashBytes))
        return reject(QStringLiteral("damaged (checksum)"));
    QDataStream in(body);
    in.setVersion(QDataStream::Qt_6_4);
    quint32 magic = 0, version = 0;
    QString written;
    qint32 count = 0;
    FieldReader(in) >> magic >> version >> written >> count;
    if (in.status() != QDataStream::Ok || magic != kCacheMagic)
        return reject(QStringLiteral("not an index cache"));
    if (version != kCacheVersion)
        return reject(QStringLiteral("written by another version (%1)").arg(version));
    if (written != folder)
        return reject(QStringLiteral("made for another folder (%1)").arg(written));
    if (count < 0 || count > kMaxCacheEntries)
        return reject(QStringLiteral("damaged (entry count)"));
    // Each record takes far more than 16 bytes: a count beyond that is not reserved for.
    read.records.reserve(std::min<qsizetype>(count, body.size() / 16));
    for (qint32 i = 0; i < count; ++i) {
        Record r;
        if (!readRecord(in, r))
            return reject(QStringLiteral("damaged (entry %1)").arg(i + 1));
        r.entry.path = pathIn(folder, r.entry.fileName);
        read.records.insert(r.entry.fileName, std::move(r));
    }
    if (!in.atEnd())
        return reject(QStringLiteral("damaged (trailing data)"));
    read.cacheId = bytes.right(kHashBytes);
    return read;
}

JournalRead librarydetail::applyJournalBytes(const QByteArray &bytes, const QByteArray &cacheId,
                                             const QString &folder, QHash<QString, Record> *records)
{
    JournalRead read;
    if (!bytes.startsWith(journalHeader(cacheId))) {
        read.problem = QStringLiteral("not this cache's journal; not used");
        return read;
    }
    auto stop = [&](const char *how, qsizetype at) {
        read.problem =
            QStringLiteral("%1 at byte %2; the rest is ignored").arg(QLatin1String(how)).arg(at);
        return read;
    };
    qsizetype at = kJournalHeaderBytes;
    while (at < bytes.size()) {
        const qsizetype left = bytes.size() - at;
        if (left < 4 + kRecordSumBytes)
            return stop("cut short", at);
        const qsizetype length = qFromBigEndian<quint32>(bytes.constData() + at);
        if (length > left - 4 - kRecordSumBytes)
            return stop("cut short", at);
        const QByteArrayView payload(bytes.constData() + at + 4, length);
        const QByteArrayView sum(bytes.constData() + at + 4 + length, kRecordSumBytes);
        if (recordSum(payload) != sum)
            return stop("damaged", at);
        QDataStream in(payload.toByteArray());
        in.setVersion(QDataStream::Qt_6_4);
        quint8 op = 0;
        in >> op;
        if (op == kPut) {
            Record r;
            if (!readRecord(in, r) || !in.atEnd())
                return stop("damaged", at);
            r.entry.path = pathIn(folder, r.entry.fileName);
            const QString name = r.entry.fileName;
            records->insert(name, std::move(r));
        } else if (op == kRemove) {
            QString name;
            FieldReader(in) >> name;
            if (in.status() != QDataStream::Ok || !in.atEnd())
                return stop("damaged", at);
            records->remove(name);
        } else {
            return stop("damaged", at);
        }
        at += 4 + length + kRecordSumBytes;
        read.bytes = at;
        ++read.entries;
    }
    return read;
}

QString ScenarioLibrary::journalPath() const
{
    const QString cache = cachePath();
    return cache.isEmpty() ? QString() : cache + QStringLiteral(".journal");
}

void ScenarioLibrary::ensureLoaded() const
{
    Index &ix = *m_index;
    if (ix.loaded || m_folder.isEmpty())
        return;
    ix.loaded = true;
    const QString path = cachePath();
    QFile f(path);
    if (!f.exists()) {
        ix.fullWrite = true;
        return;
    }
    auto reject = [&](const QString &why) {
        ix.stats.cacheProblem = QStringLiteral("%1: %2; the index is built again").arg(path, why);
        ix.records.clear();
        ix.dirty = true;
        ix.fullWrite = true;
    };
    if (!f.open(QIODevice::ReadOnly))
        return reject(QStringLiteral("cannot open: %1").arg(f.errorString()));
    if (f.size() > kMaxCacheBytes)
        return reject(QStringLiteral("too large"));
    CacheRead read = readCacheBytes(f.readAll(), m_folder);
    if (!read.problem.isEmpty())
        return reject(read.problem);
    ix.records = std::move(read.records);
    ix.cacheId = read.cacheId;
    ix.stats.cacheLoaded = true;
    ix.stats.cachedEntries = int(ix.records.size());
    readJournal();
}

// The changes appended since the cache was written, onto the records read from it.
void ScenarioLibrary::readJournal() const
{
    Index &ix = *m_index;
    const QString path = journalPath();
    QFile f(path);
    if (!f.exists())
        return;
    auto fold = [&](const QString &why) {
        ix.stats.journalProblem = QStringLiteral("%1: %2").arg(path, why);
        ix.fullWrite = true; // written again without it
        ix.dirty = true;
    };
    if (!f.open(QIODevice::ReadOnly))
        return fold(QStringLiteral("cannot open: %1").arg(f.errorString()));
    if (f.size() > kMaxCacheBytes)
        return fold(QStringLiteral("too large"));
    const JournalRead read = applyJournalBytes(f.readAll(), ix.cacheId, m_folder, &ix.records);
    ix.journalBytes = read.bytes;
    ix.journalEntries = read.entries;
    ix.stats.journalEntries = read.entries;
    if (!read.problem.isEmpty())
        return fold(read.problem);
    if (ix.journalEntries > foldLimit(ix.records.size())) {
        ix.fullWrite = true; // folded at the first save (in the window: in a moment)
        ix.dirty = true;
        m_saveTimer->start();
    }
}

bool ScenarioLibrary::saveCache(bool fold) const
{
    Index &ix = *m_index;
    if (fold && ix.loaded && ix.journalEntries > 0)
        ix.fullWrite = ix.dirty = true;
    if (!ix.loaded || !ix.dirty || m_folder.isEmpty())
        return true;
    if (!ix.fullWrite && !ix.cacheId.isEmpty() &&
        ix.journalEntries + ix.journalNames.size() <= foldLimit(ix.records.size()) &&
        appendJournal())
        return true;
    return writeCache();
}

// The entries changed since the last save, appended to the journal; false when the cache
// must be written whole instead (the cache or the journal is not what this index knows:
// another process wrote them, or an append was cut short).
bool ScenarioLibrary::appendJournal() const
{
    Index &ix = *m_index;
    if (cacheIdOf(cachePath()) != ix.cacheId)
        return false;
    QFile f(journalPath());
    if (!f.open(QIODevice::WriteOnly | QIODevice::Append) || f.size() != ix.journalBytes)
        return false;
    QByteArray out;
    if (ix.journalBytes == 0)
        out = journalHeader(ix.cacheId);
    QStringList names(ix.journalNames.cbegin(), ix.journalNames.cend());
    names.sort(); // the same changes give the same bytes
    for (const QString &name : std::as_const(names)) {
        QByteArray payload;
        {
            QDataStream s(&payload, QIODevice::WriteOnly);
            s.setVersion(QDataStream::Qt_6_4);
            const auto it = ix.records.constFind(name);
            if (it != ix.records.cend()) {
                s << kPut;
                writeRecord(s, *it);
            } else {
                s << kRemove << name;
            }
        }
        out += journalRecord(payload);
    }
    // One write: a crash leaves at most this batch's tail torn, and the reader drops it.
    if (f.write(out) != out.size() || !f.flush()) {
        ix.fullWrite = true;
        return false;
    }
    ix.journalBytes += out.size();
    ix.journalEntries += int(names.size());
    ix.journalNames.clear();
    ix.dirty = false;
    ++ix.stats.journalWrites;
    return true;
}

bool ScenarioLibrary::writeCache() const
{
    Index &ix = *m_index;
    const QString path = cachePath();
    QByteArray body;
    {
        QDataStream out(&body, QIODevice::WriteOnly);
        out.setVersion(QDataStream::Qt_6_4);
        out << kCacheMagic << kCacheVersion << m_folder << qint32(ix.records.size());
        for (const Record &r : ix.records)
            writeRecord(out, r);
    }
    const QByteArray id = QCryptographicHash::hash(body, QCryptographicHash::Sha256);
    body += id;
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(body) != body.size() || !f.commit())
        return false; // the index still works; it is built again next time
    // The old journal names the old cache: were it left by a crash here, it is not used.
    QFile::remove(journalPath());
    ix.cacheId = id;
    ix.journalBytes = 0;
    ix.journalEntries = 0;
    ix.journalNames.clear();
    ix.fullWrite = false;
    ix.dirty = false;
    ++ix.stats.cacheWrites;
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
    return !m_index->pending.isEmpty() || !m_index->inFlight.isEmpty() || m_debounce->isActive() ||
           m_flushTimer->isActive() || m_listing;
}

} // namespace gpuplanner
