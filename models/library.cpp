#include "library.h"

#include "jsonparse.h"
#include "presets.h"

#include <QCryptographicHash>
#include <QDate>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QLockFile>
#include <QMutex>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSaveFile>
#include <QThread>
#include <QTime>
#include <QTimer>
#include <QUuid>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

#include <zlib.h>

namespace gpuplanner {

namespace {

using nlohmann::json;

constexpr const char *kSharePrefix = "GPUP1:";
constexpr int kDebounceMs = 100;
constexpr int kPollMs = 3000;
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

ScenarioLibrary::ScenarioLibrary(const PresetLibrary *presets, QObject *parent)
    : QObject(parent)
    , m_presets(presets)
{
    m_debounce = new QTimer(this);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(kDebounceMs);
    connect(m_debounce, &QTimer::timeout, this, &ScenarioLibrary::rescan);
    m_poll = new QTimer(this);
    m_poll->setInterval(kPollMs);
    connect(m_poll, &QTimer::timeout, this, &ScenarioLibrary::rescan);
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
    m_folder = path;
    delete m_watcher;
    m_watcher = new QFileSystemWatcher(this);
    connect(m_watcher, &QFileSystemWatcher::directoryChanged, this,
            [this](const QString &) { scheduleRescan(false); });
    connect(m_watcher, &QFileSystemWatcher::fileChanged, this,
            [this](const QString &) { scheduleRescan(true); });
    watchFiles();
    m_snapshot = snapshot();
    m_fileChanged = false;
    m_poll->start();
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

QHash<QString, QString> ScenarioLibrary::snapshot() const
{
    QHash<QString, QString> out;
    if (m_folder.isEmpty())
        return out;
    const QFileInfoList files = QDir(m_folder).entryInfoList(
        {QLatin1Char('*') + suffix()}, QDir::Files | QDir::NoDotAndDotDot, QDir::Name);
    for (const QFileInfo &fi : files) {
        out.insert(fi.fileName(), QStringLiteral("%1 %2 %3")
                                      .arg(fi.size())
                                      .arg(fi.lastModified().toMSecsSinceEpoch())
                                      .arg(fi.metadataChangeTime().toMSecsSinceEpoch()));
    }
    return out;
}

// Watches the folder and every scenario in it afresh: an atomic replace (QSaveFile renames
// a new file over the old one) ends the old file's watch, so watches are always renewed.
void ScenarioLibrary::watchFiles()
{
    if (!m_watcher || m_folder.isEmpty())
        return;
    const QStringList old = m_watcher->files();
    if (!old.isEmpty())
        m_watcher->removePaths(old);
    if (!m_watcher->directories().contains(m_folder) && QFileInfo(m_folder).isDir())
        m_watcher->addPath(m_folder);
    QStringList files;
    const QFileInfoList infos = QDir(m_folder).entryInfoList({QLatin1Char('*') + suffix()},
                                                             QDir::Files | QDir::NoDotAndDotDot);
    for (const QFileInfo &fi : infos)
        files << fi.absoluteFilePath();
    if (!files.isEmpty())
        m_watcher->addPaths(files);
}

void ScenarioLibrary::scheduleRescan(bool fileChanged)
{
    if (fileChanged)
        m_fileChanged = true;
    m_debounce->start();
}

void ScenarioLibrary::rescan()
{
    if (m_folder.isEmpty())
        return;
    const bool fileChanged = std::exchange(m_fileChanged, false);
    QHash<QString, QString> now = snapshot();
    const bool differs = now != m_snapshot;
    if (fileChanged || differs ||
        (m_watcher && m_watcher->files().size() != static_cast<qsizetype>(now.size()))) {
        watchFiles();
        now = snapshot();
    }
    const bool changedNow = fileChanged || differs || now != m_snapshot;
    m_snapshot = now;
    if (changedNow)
        Q_EMIT changed();
}

std::vector<LibraryEntry> ScenarioLibrary::entries() const
{
    std::vector<LibraryEntry> out;
    if (m_folder.isEmpty())
        return out;
    // System: dangling links too, so that they are listed (as errors) rather than hidden.
    const QFileInfoList files =
        QDir(m_folder).entryInfoList({QLatin1Char('*') + suffix()},
                                     QDir::Files | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
    for (const QFileInfo &fi : files) {
        LibraryEntry e;
        e.path = fi.absoluteFilePath();
        e.fileName = fi.fileName();
        e.fileTime = fi.lastModified();
        const QString link = linkProblem(e.path);
        if (!link.isEmpty()) {
            e.error = link;
        } else if (!fi.isFile()) {
            e.error = QStringLiteral("%1: not a regular file: it is not read").arg(e.path);
        }
        const FileRead r = e.error.isEmpty() ? readFile(e.path) : FileRead{};
        if (!e.error.isEmpty()) {
            // listed with its problem, nothing read
        } else if (!r.ok) {
            e.error = r.error;
        } else {
            const json j = parseJson(r.bytes);
            if (j.is_discarded()) {
                e.error = QStringLiteral("%1: %2").arg(e.path, jsonProblem(r.bytes));
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
                } else {
                    e.error = QStringLiteral("%1: %2").arg(e.path, why);
                }
            }
        }
        if (e.name.isEmpty())
            e.name = stemOf(e.fileName);
        out.push_back(std::move(e));
    }
    std::stable_sort(out.begin(), out.end(), [](const LibraryEntry &a, const LibraryEntry &b) {
        const int c = a.name.compare(b.name, Qt::CaseInsensitive);
        return c != 0 ? c < 0 : a.fileName < b.fileName;
    });
    return out;
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
        if (std::all_of(terms.begin(), terms.end(),
                        [&](const QString &term) { return contains(e, term); }))
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
    QString type;
};

Best bestOption(const Scenario &s, const Catalog &catalog)
{
    const Plan plan = makePlan(s.workload, catalog, s.plan);
    for (const PlanRow &row : plan.rows) {
        if (row.verdict != Verdict::DoesNotFit && row.totalCost) {
            Best b;
            b.hours = row.hours;
            b.cost = row.totalCost;
            b.type = row.type ? QString::fromStdString(row.type->id) : QString();
            return b;
        }
    }
    return {};
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
    return d;
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
