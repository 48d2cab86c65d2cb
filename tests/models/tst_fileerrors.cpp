// Why a save failed, in words a user can act on (issue 27 item 8: a full disk said
// "Unknown error"). The mapping from errno and Qt's error to a sentence, row by row; a real
// full device (/dev/full, written with a plain QFile: a QSaveFile run as root would replace
// the device node); and a real short write (RLIMIT_FSIZE, no root needed) through the
// scenario and library saves: refused with the reason, the file on disk left as it was.
#include "fileerrors.h"
#include "library.h"
#include "presets.h"
#include "scenario.h"

#include "../support/libraryfixtures.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <csignal>
#include <cstring>

#include <sys/resource.h>

using namespace gpuplanner;

Q_DECLARE_METATYPE(QFileDevice::FileError)

namespace {

QString words(int e)
{
    return QString::fromLocal8Bit(std::strerror(e));
}

// Writes past `bytes` fail with EFBIG (and SIGXFSZ, ignored) while it lives.
class FileSizeLimit
{
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        m_ok = ::getrlimit(RLIMIT_FSIZE, &m_old) == 0;
        m_signal = std::signal(SIGXFSZ, SIG_IGN);
        rlimit lower = m_old;
        lower.rlim_cur = bytes;
        m_ok = m_ok && ::setrlimit(RLIMIT_FSIZE, &lower) == 0;
    }
    ~FileSizeLimit()
    {
        ::setrlimit(RLIMIT_FSIZE, &m_old);
        std::signal(SIGXFSZ, m_signal);
    }
    bool ok() const { return m_ok; }

private:
    rlimit m_old{};
    void (*m_signal)(int) = nullptr;
    bool m_ok = false;
};

} // namespace

class TestFileErrors : public QObject
{
    Q_OBJECT

private:
    PresetLibrary m_presets;

    Scenario scenario(int notesBytes) const
    {
        Scenario s = fixtures::trainingScenario(m_presets, QStringLiteral("Disk test"));
        s.notes = QString(notesBytes, QLatin1Char('n'));
        return s;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY2(m_presets.load(), qPrintable(m_presets.errorString())); }

    void mapping_data()
    {
        QTest::addColumn<int>("errnoValue");
        QTest::addColumn<QFileDevice::FileError>("error");
        QTest::addColumn<QString>("qtText");
        QTest::addColumn<QString>("expected");
        const QString unknown = QStringLiteral("Unknown error");
        QTest::newRow("full disk")
            << ENOSPC << QFileDevice::WriteError << unknown
            << "the disk is full or the quota is reached (" + words(ENOSPC) + ")";
        QTest::newRow("quota") << EDQUOT << QFileDevice::NoError << unknown
                               << "the disk is full or the quota is reached (" + words(EDQUOT) +
                                      ")";
        QTest::newRow("read-only") << EROFS << QFileDevice::OpenError << words(EROFS)
                                   << "the disk is read-only (" + words(EROFS) + ")";
        QTest::newRow("too large")
            << EFBIG << QFileDevice::NoError << unknown
            << "the file is larger than the disk allows (" + words(EFBIG) + ")";
        QTest::newRow("input/output")
            << EIO << QFileDevice::WriteError << unknown
            << "the disk or network share failed to store the data (" + words(EIO) + ")";
        QTest::newRow("Qt's full-disk code without errno")
            << 0 << QFileDevice::ResourceError << unknown
            << "the disk is full or the quota is reached (" + words(ENOSPC) + ")";
        QTest::newRow("Qt's words kept") << EACCES << QFileDevice::OpenError << "Permission denied"
                                         << "Permission denied";
        QTest::newRow("system's words when Qt has none")
            << EACCES << QFileDevice::NoError << unknown << words(EACCES);
        QTest::newRow("nothing known")
            << 0 << QFileDevice::NoError << unknown
            << "the data could not be written (the system gave no reason)";
        QTest::newRow("rename failed without words")
            << 0 << QFileDevice::RenameError << QString()
            << "the new file could not take the old one's place (rename failed)";
    }
    void mapping()
    {
        QFETCH(int, errnoValue);
        QFETCH(QFileDevice::FileError, error);
        QFETCH(QString, qtText);
        QFETCH(QString, expected);
        const QString text = fileErrorText(errnoValue, error, qtText);
        QCOMPARE(text, expected);
        QVERIFY(!text.contains(QStringLiteral("Unknown error")));
    }

    // Writing to /dev/full fails with ENOSPC, as a full disk does.
    void fullDeviceSaysTheDiskIsFull()
    {
        QFile f(QStringLiteral("/dev/full"));
        if (!f.exists() || !f.open(QIODevice::WriteOnly))
            QSKIP("no writable /dev/full here");
        QString why;
        QVERIFY(!writeFully(f, QByteArray(64 * 1024, 'x'), &why));
        QCOMPARE(why, QStringLiteral("the disk is full or the quota is reached (") + words(ENOSPC) +
                          QLatin1Char(')'));
    }

    // A write cut short (here by the file size limit, as a full disk cuts it) is never
    // committed: the save says why and the old file stays whole.
    void shortWriteIsRefusedAndTheOldFileKept()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.gpuplan.json"));
        QString error;
        QVERIFY2(saveScenario(path, scenario(10), &error), qPrintable(error));
        const QByteArray before = fixtures::readAll(path);
        QVERIFY(before.size() < 16 * 1024);
        const QString tooLarge =
            QStringLiteral("the file is larger than the disk allows (") + words(EFBIG) + ')';
        {
            FileSizeLimit limit(16 * 1024);
            QVERIFY(limit.ok());
            QVERIFY(!saveScenario(path, scenario(48 * 1024), &error));
        }
        QVERIFY2(error == path + QStringLiteral(": cannot write: ") + tooLarge, qPrintable(error));
        QCOMPARE(fixtures::readAll(path), before);

        ScenarioLibrary library(&m_presets);
        QVERIFY(library.setFolder(dir.path()));
        QByteArray hash;
        QVERIFY(library.open(path, &hash));
        SaveResult result = SaveResult::Saved;
        {
            FileSizeLimit limit(16 * 1024);
            QVERIFY(limit.ok());
            result = library.save(path, scenario(48 * 1024), hash);
        }
        QCOMPARE(int(result), int(SaveResult::Failed));
        QVERIFY2(library.errorString() == path + QStringLiteral(": cannot write: ") + tooLarge,
                 qPrintable(library.errorString()));
        QCOMPARE(fixtures::readAll(path), before);
        // Nothing else is left in the folder: no temporary file, no lock.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList{QStringLiteral("plan.gpuplan.json")});
    }
};

QTEST_GUILESS_MAIN(TestFileErrors)
#include "tst_fileerrors.moc"
