// The team library: a folder of *.gpuplan.json scenarios that a team shares (network
// drive, synced folder, git checkout). Lists them, notices changes made by others
// (QFileSystemWatcher), and changes them without losing anyone's work:
// - every write is atomic (QSaveFile) and serialised between processes (QLockFile);
// - a save names the version it was based on (the content hash read at open); when the
//   file changed on disk since, the save is refused as a conflict and nothing is written —
//   the caller reloads, saves a copy, or overwrites on purpose;
// - delete moves the file into .trash/ inside the library, from where it can be restored.
// Share codes put a whole scenario on one line of text ("GPUP1:" + base64url(zlib(JSON))).
#pragma once

#include "scenario.h"

#include <QDateTime>
#include <QHash>
#include <QObject>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

class QFileSystemWatcher;
class QTimer;

namespace gpuplanner {

class PresetLibrary;

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

    bool setFolder(const QString &folder); // creates it when missing; false + errorString()
    QString folder() const;
    QString errorString() const;

    std::vector<LibraryEntry> entries() const;                   // sorted by name
    std::vector<LibraryEntry> search(const QString &text) const; // name, author, tags, notes
    std::vector<TrashEntry> trash() const;

    // Reads a scenario; *baseHash (when given) receives the hash of the bytes read, to pass
    // to save() later (SHA-256 of the file's bytes, in hex).
    std::optional<Scenario> open(const QString &path, QByteArray *baseHash = nullptr);
    // Writes s to path (revision + 1, modified = now). baseHash: the hash open() gave, or
    // empty for a new file (then an existing file is a conflict). On Conflict nothing is
    // written and *current (when given) receives what is on disk now.
    SaveResult save(const QString &path, Scenario s, const QByteArray &baseHash,
                    std::optional<Scenario> *current = nullptr, QByteArray *newHash = nullptr);
    // Overwrites whatever is on disk (after the user chose to).
    bool overwrite(const QString &path, Scenario s, QByteArray *newHash = nullptr);
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

Q_SIGNALS:
    void changed(); // a file in the library was added, changed or removed (by anyone)

private:
    QString freePath(const QString &fileName) const;
    const PresetLibrary &presets() const;
    QHash<QString, QString> snapshot() const;
    void watchFiles();
    void scheduleRescan(bool fileChanged);
    void rescan();

    const PresetLibrary *m_presets;
    QString m_folder;
    mutable QString m_error;
    QFileSystemWatcher *m_watcher = nullptr;
    QTimer *m_debounce = nullptr;       // coalesces the watcher's bursts
    QTimer *m_poll = nullptr;           // for folders whose changes the watcher cannot see
    QHash<QString, QString> m_snapshot; // file name -> size and times, to tell real changes
    bool m_fileChanged = false;
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
};
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
