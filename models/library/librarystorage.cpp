#include "library.h"
#include "library_p.h"

#include "fileerrors.h"
#include "presets.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDate>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSysInfo>
#include <QThread>
#include <QTime>
#include <QUuid>

#include <algorithm>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <signal.h>
#endif

// Reading and writing the library's files: atomic writes under a lock, conflicts, the trash.

namespace gpuplanner {

using namespace librarydetail;

namespace {

// The prefix of a file name in .trash/: when it was deleted (UTC).
const char *const kTrashStampFormat = "yyyyMMdd-HHmmss-zzz";

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
            *error = QCoreApplication::translate(
                         "Library", "%1: cannot write: no permission to create the lock file %2")
                         .arg(path, lockPathFor(path));
            return false;
        case QLockFile::UnknownError:
            *error = QCoreApplication::translate("Library", "%1: cannot create the lock file %2")
                         .arg(path, lockPathFor(path));
            return false;
        }
        if (timer.elapsed() >= ScenarioLibrary::kLockWaitMs) {
            qint64 pid = 0;
            QString host, app;
            QString holder;
            if (lock.getLockInfo(&pid, &host, &app))
                holder =
                    QCoreApplication::translate("Library", " (held by %1, process %2 on %3)")
                        .arg(app.isEmpty() ? QCoreApplication::translate("Library", "a program")
                                           : app)
                        .arg(pid)
                        .arg(host.isEmpty()
                                 ? QCoreApplication::translate("Library", "an unknown machine")
                                 : host);
            *error = QCoreApplication::translate(
                         "Library", "%1: another program is writing it; gave up after %2 s%3")
                         .arg(path)
                         .arg(ScenarioLibrary::kLockWaitMs / 1000)
                         .arg(holder);
            return false;
        }
        QThread::msleep(QRandomGenerator::global()->bounded(2, 25));
    }
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
        *error = QCoreApplication::translate("Library", "%1: cannot write: %2")
                     .arg(path, openErrorText(f));
        return false;
    }
    QString why;
    if (!writeAndCommit(f, bytes, &why)) {
        *error = QCoreApplication::translate("Library", "%1: cannot write: %2").arg(path, why);
        return false;
    }
    return true;
}

// The first of "stem.gpuplan.json", "stem (2).gpuplan.json", … that does not exist in dir.
QString freeIn(const QString &dir, const QString &fileName)
{
    // A dangling link does not "exist" but a write would go through it: it is taken too.
    auto taken = [](const QString &p) {
        return QFileInfo::exists(p) || QFileInfo(p).isSymLink();
    };
    const QString first = pathIn(dir, fileName);
    if (!taken(first))
        return first;
    const QString stem = stemOf(fileName);
    const QString tail = fileName.mid(stem.size());
    for (int n = 2;; ++n) {
        const QString candidate =
            pathIn(dir, QStringLiteral("%1 (%2)%3").arg(stem).arg(n).arg(tail));
        if (!taken(candidate))
            return candidate;
    }
}

} // namespace

// Why the trash folder cannot be used: a link (to anywhere: moving files through it would
// carry them out of the library, or bring outside files in); empty when it is a plain
// folder or does not exist yet.
static QString trashLinkProblem(const QString &folder)
{
    const QFileInfo trash(
        QDir(folder).filePath(QString::fromLatin1(ScenarioLibrary::kTrashFolder)));
    if (!trash.isSymLink())
        return {};
    return QCoreApplication::translate("Library",
                                       "%1: the trash folder is a link (to %2): it is not used")
        .arg(trash.filePath(), trash.symLinkTarget());
}

std::vector<TrashEntry> ScenarioLibrary::trash() const
{
    std::vector<TrashEntry> out;
    if (m_folder.isEmpty() || !trashLinkProblem(m_folder).isEmpty())
        return out;
    const QDir dir(QDir(m_folder).filePath(QString::fromLatin1(kTrashFolder)));
    static const QRegularExpression stamped(QStringLiteral("^(\\d{8}-\\d{6}-\\d{3})_(.+)$"));
    const QFileInfoList files = dir.entryInfoList({QLatin1Char('*') + suffix()},
                                                  QDir::Files | QDir::NoDotAndDotDot, QDir::Name);
    for (const QFileInfo &fi : files) {
        if (fi.isSymLink())
            continue; // never restored (restore() refuses links)
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
                                 std::optional<Scenario> *current, QByteArray *newHash,
                                 Scenario *written)
{
    m_error = linkProblem(path);
    if (current)
        current->reset();
    if (!m_error.isEmpty())
        return SaveResult::Failed;
    if (const QString problem = scenarioTextProblem(s); !problem.isEmpty()) {
        m_error = QCoreApplication::translate("Library", "%1: nothing was written: %2")
                      .arg(path, problem);
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
                          ? QCoreApplication::translate("Library",
                                                        "%1: exists already; nothing was written")
                                .arg(path)
                          : QCoreApplication::translate(
                                "Library", "%1: changed on disk since it was opened; nothing "
                                           "was written")
                                .arg(path);
            if (current) {
                QString why;
                *current = parseScenario(r.bytes, path, presets(), &why);
                if (!*current)
                    m_error += QCoreApplication::translate(
                                   "Library", " (and what is on disk cannot be read: %1)")
                                   .arg(why);
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
    if (written)
        *written = s;
    reindexNow(path);
    return SaveResult::Saved;
}

bool ScenarioLibrary::overwrite(const QString &path, Scenario s, QByteArray *newHash,
                                Scenario *written)
{
    m_error = linkProblem(path);
    if (!m_error.isEmpty())
        return false;
    if (const QString problem = scenarioTextProblem(s); !problem.isEmpty()) {
        m_error = QCoreApplication::translate("Library", "%1: nothing was written: %2")
                      .arg(path, problem);
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
    if (written)
        *written = s;
    reindexNow(path);
    return true;
}

QString ScenarioLibrary::saveAsNew(Scenario s, const QString &name)
{
    m_error.clear();
    if (m_folder.isEmpty()) {
        m_error = QCoreApplication::translate("Library", "no library folder is set");
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
    m_error = QCoreApplication::translate("Library", "%1: no free file name for '%2'")
                  .arg(m_folder, name);
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
        m_error = QCoreApplication::translate("Library", "%1: the new name is empty").arg(path);
        return false;
    }
    if (name.toUtf8().size() > kMaxScenarioNameBytes) {
        m_error = QCoreApplication::translate(
                      "Library", "%1: the new name is %2 bytes (UTF-8), more than the %3 allowed")
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
            m_error =
                QCoreApplication::translate("Library", "%1: cannot remove it after writing %2")
                    .arg(path, target);
            QFile::remove(target);
            return false;
        }
        if (newPath)
            *newPath = target;
        reindexNow(path);
        reindexNow(target);
        return true;
    }
    m_error =
        QCoreApplication::translate("Library", "%1: no free file name for '%2'").arg(path, name);
    return false;
}

bool ScenarioLibrary::remove(const QString &path)
{
    m_error.clear();
    if (m_folder.isEmpty()) {
        m_error = QCoreApplication::translate("Library", "no library folder is set");
        return false;
    }
    if (!QFileInfo::exists(path) && !QFileInfo(path).isSymLink()) {
        m_error = QCoreApplication::translate("Library", "%1: no such file").arg(path);
        return false;
    }
    const QString trashDir = QDir(m_folder).filePath(QString::fromLatin1(kTrashFolder));
    if (const QString problem = trashLinkProblem(m_folder); !problem.isEmpty()) {
        m_error = problem;
        return false;
    }
    if (!QDir().mkpath(trashDir)) {
        m_error = QCoreApplication::translate("Library", "%1: cannot create the trash folder")
                      .arg(trashDir);
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
        m_error = QCoreApplication::translate("Library", "%1: cannot move it to %2: %3")
                      .arg(path, target, f.errorString());
        return false;
    }
    reindexNow(path);
    return true;
}

bool ScenarioLibrary::restore(const QString &trashPath, QString *restoredPath)
{
    m_error.clear();
    if (m_folder.isEmpty()) {
        m_error = QCoreApplication::translate("Library", "no library folder is set");
        return false;
    }
    if (const QString problem = trashLinkProblem(m_folder); !problem.isEmpty()) {
        m_error = problem;
        return false;
    }
    // Only a plain file of this library's trash folder is restored: not a link, not a file
    // elsewhere named by a path that leads out of it.
    const QString trashRoot =
        QFileInfo(QDir(m_folder).filePath(QString::fromLatin1(kTrashFolder))).canonicalFilePath();
    const QFileInfo trashed(trashPath);
    if (trashed.isSymLink() || trashRoot.isEmpty() ||
        QFileInfo(trashed.canonicalPath()).canonicalFilePath() != trashRoot) {
        m_error =
            QCoreApplication::translate("Library", "%1: no such file in the trash").arg(trashPath);
        return false;
    }
    if (!QFileInfo::exists(trashPath)) {
        m_error =
            QCoreApplication::translate("Library", "%1: no such file in the trash").arg(trashPath);
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
            m_error = QCoreApplication::translate("Library", "%1: cannot move it back to %2: %3")
                          .arg(trashPath, target, f.errorString());
            return false;
        }
        if (restoredPath)
            *restoredPath = target;
        reindexNow(target);
        return true;
    }
    m_error = QCoreApplication::translate("Library", "%1: no free file name to restore it")
                  .arg(trashPath);
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
        else if (c.unicode() == 0x061c || c.unicode() == 0x200e || c.unicode() == 0x200f ||
                 (c.unicode() >= 0x202a && c.unicode() <= 0x202e) ||
                 (c.unicode() >= 0x2066 && c.unicode() <= 0x2069) ||
                 (c.unicode() >= 0x80 && c.unicode() < 0xa0))
            continue; // bidirectional overrides and C1 controls: never in a name we create
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

QString librarydetail::linkProblemIn(const QString &folder, const QString &path)
{
    const QFileInfo info(path);
    if (!info.isSymLink())
        return {};
    const QString target = info.canonicalFilePath(); // empty when the link dangles
    const QString root = QFileInfo(folder).canonicalFilePath();
    if (!target.isEmpty() && !root.isEmpty() &&
        target.startsWith(root + QLatin1Char('/'))) // a link within the folder is fine
        return {};
    return QCoreApplication::translate(
               "Library", "%1: a link to %2, outside the library folder: it is not read or "
                          "written")
        .arg(path, target.isEmpty() ? info.symLinkTarget() : target);
}

namespace {

// Whether a program on this machine that is still running holds the lock file at path.
// A lock from another machine cannot be asked: false (its age decides).
bool heldByLiveProcess(const QString &path)
{
    QLockFile lock(path);
    qint64 pid = 0;
    QString host, app;
    if (!lock.getLockInfo(&pid, &host, &app) || pid <= 0)
        return false;
    if (!host.isEmpty() && host != QSysInfo::machineHostName())
        return false;
#ifdef Q_OS_UNIX
    return ::kill(pid_t(pid), 0) == 0 || errno == EPERM;
#else
    return true; // no cheap check: kept until its age alone makes it stale
#endif
}

} // namespace

int ScenarioLibrary::removeLeftovers() const
{
    if (m_folder.isEmpty())
        return 0;
    m_index->sinceLeftovers.start();
    return removeLeftoversIn(m_folder);
}

int ScenarioLibrary::removeLeftoversIn(const QString &folder)
{
    // QSaveFile appends ".XXXXXX" to the target's name, six random letters of either case.
    // Six letters that read as a word (all lower-case, all upper-case or Capitalised, such
    // as ".backup") may be a user's file: left alone (a leftover looks so 3 times in 64).
    static const QRegularExpression temporary(
        QStringLiteral("(?i:\\.gpuplan\\.json\\.)([A-Za-z]{6})$"));
    const auto isTemporaryName = [](const QString &name) {
        const auto m = temporary.match(name);
        if (!m.hasMatch())
            return false;
        const QString random = m.captured(1);
        const QString rest = random.mid(1);
        return random != random.toLower() && random != random.toUpper() &&
               !(random.at(0).isUpper() && rest == rest.toLower());
    };
    static const QRegularExpression lockName(
        QStringLiteral("\\.gpuplan\\.json\\.lock(\\.rmlock)?$"),
        QRegularExpression::CaseInsensitiveOption);
    const QDateTime now = QDateTime::currentDateTimeUtc();
    int removed = 0;
    // Names first (no file of the folder is examined but these), then the exact patterns.
    for (const QString &name : leftoverCandidates(folder)) {
        const QFileInfo fi(folder + QLatin1Char('/') + name);
        const bool isTemporary = isTemporaryName(fi.fileName());
        const bool isLock = !isTemporary && lockName.match(fi.fileName()).hasMatch();
        if ((!isTemporary && !isLock) || fi.isSymLink() || !fi.isFile())
            continue;
        // A file dated in the future (another machine's clock) is not judged old.
        const qint64 age = fi.lastModified().toUTC().msecsTo(now);
        if (age < kLeftoverAgeMs)
            continue;
        if (isTemporary) {
            removed += QFile::remove(fi.absoluteFilePath()) ? 1 : 0;
            continue;
        }
        // Gone meanwhile (QLockFile removes its own "….rmlock"), or held by a running program.
        if (!QFileInfo::exists(fi.absoluteFilePath()) || heldByLiveProcess(fi.absoluteFilePath()))
            continue;
        // Through QLockFile, so that a program taking the lock over at this moment is not
        // robbed of it: the stale file is replaced by ours, and unlocking removes that.
        QLockFile lock(fi.absoluteFilePath());
        lock.setStaleLockTime(int(kLeftoverAgeMs));
        if (lock.tryLock(0)) {
            lock.unlock();
            ++removed;
        }
    }
    return removed;
}

QString ScenarioLibrary::linkProblem(const QString &path) const
{
    return linkProblemIn(m_folder, path);
}

QString ScenarioLibrary::freePath(const QString &fileName) const
{
    return freeIn(m_folder, fileName);
}

} // namespace gpuplanner
