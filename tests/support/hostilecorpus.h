// Test helper: issue 27's corpus of hostile inputs (tests/data/hostile/cases.json): the
// cases, their inputs copied or made in a folder, a damaged overlay, and what "unchanged"
// and "no secret" are checked on. Shared by tst_hostilecorpus (the window) and
// tst_clihostilecorpus (the command line). Needs gpuplanner_models and Qt6::Sql.
#pragma once

#include "catalogrepository.h"
#include "fakeecs.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <map>

namespace hostile {

using namespace gpuplanner;

inline QString corpusPath(const QString &name)
{
    return QStringLiteral(GP_TEST_DATA "/hostile/") + name;
}

inline QJsonArray cases()
{
    QFile f(corpusPath(QStringLiteral("cases.json")));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(f.fileName()));
    return QJsonDocument::fromJson(f.readAll()).array();
}

inline QByteArray hashOf(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

// Every regular file under dir with its hash: what "unchanged" is compared on.
inline std::map<QString, QByteArray> filesUnder(const QString &dir)
{
    std::map<QString, QByteArray> files;
    QDirIterator it(dir, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        files[path] = hashOf(path);
    }
    return files;
}

inline bool anyFileHolds(const QString &dir, const QByteArray &secret)
{
    QDirIterator it(dir, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile f(it.next());
        if (f.open(QIODevice::ReadOnly) && f.readAll().contains(secret))
            return true;
    }
    return false;
}

// The case's input files copied into dir/in (under the names it gives them) or made there.
inline QStringList prepareInputs(const QJsonObject &c, const QString &dir)
{
    QDir().mkpath(dir);
    QStringList paths;
    const QString as = c.value(QStringLiteral("as")).toString();
    for (const QJsonValue &v : c.value(QStringLiteral("files")).toArray()) {
        const QString target = dir + QLatin1Char('/') + (as.isEmpty() ? v.toString() : as);
        if (!QFile::copy(corpusPath(v.toString()), target))
            qFatal("cannot copy %s", qPrintable(v.toString()));
        QFile::setPermissions(target, QFile::ReadOwner | QFile::WriteOwner);
        paths << target;
    }
    const QString generate = c.value(QStringLiteral("generate")).toString();
    if (generate == QLatin1String("csv-100001-lines")) {
        QByteArray csv = "instance_type,region,currency,payg_per_hour,as_of\n";
        for (int i = 0; i < 100001; ++i)
            csv += "ecs.gn7i-c8g1.2xlarge,cn-hangzhou,CNY,11.5,2025-03-01\n";
        paths << dir + QStringLiteral("/prices-100001-lines.csv");
        QFile f(paths.back());
        if (!f.open(QIODevice::WriteOnly) || f.write(csv) != csv.size())
            qFatal("cannot write %s", qPrintable(paths.back()));
    } else if (generate == QLatin1String("sparse-17-mib")) {
        paths << dir + QStringLiteral("/prices-17-mib.csv");
        QFile f(paths.back());
        if (!f.open(QIODevice::WriteOnly) || !f.resize(17 * 1024 * 1024))
            qFatal("cannot write %s", qPrintable(paths.back()));
    }
    return paths;
}

// An overlay the case's class 7 damages: bytes that are no database, or a database of a
// schema version this program does not know.
inline QString prepareOverlay(const QJsonObject &c, const QTemporaryDir &dir)
{
    const QString path = dir.filePath(QStringLiteral("damaged-overlay.db"));
    if (c.value(QStringLiteral("generate")).toString() == QLatin1String("damaged-overlay")) {
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(QByteArray(8192, 'Z')) != 8192)
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }
    {
        CatalogRepository repo(QStringLiteral(GP_SHIPPED_CATALOG), path);
        CatalogData rows;
        Price p;
        p.instanceTypeId = "ecs.gn7i-c8g1.2xlarge";
        p.regionId = "cn-hangzhou";
        p.amount = 11.5;
        p.currency = "CNY";
        p.kind = PriceKind::UserEntered;
        p.origin = Origin::UserEntered;
        p.asOf = "2026-11-20";
        rows.prices = {p};
        if (!repo.load() || !repo.store(rows))
            qFatal("cannot make %s", qPrintable(path));
    }
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("newer"));
        db.setDatabaseName(path);
        if (!db.open() || !QSqlQuery(db).exec(QStringLiteral(
                              "UPDATE metadata SET value = '99' WHERE key = 'schema_version'")))
            qFatal("cannot change %s", qPrintable(path));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("newer"));
    return path;
}

// One data row per case, named by its id, in column "c".
inline void addCaseRows()
{
    QTest::addColumn<QJsonObject>("c");
    for (const QJsonValue &v : cases()) {
        const QJsonObject c = v.toObject();
        QTest::newRow(qPrintable(c.value(QStringLiteral("id")).toString())) << c;
    }
}

// Sets the fake endpoint up as the case's "server" misbehaves and returns the endpoint to
// give the refresh: a redirect to elsewhere, a 12 MiB answer, a reset connection, or plain
// http to TEST-NET-1 (refused before anything is sent, so never reached).
inline QString endpointFor(const QJsonObject &c, FakeEcs &fake, const FakeEcs &elsewhere)
{
    const QString server = c.value(QStringLiteral("server")).toString();
    if (server == QLatin1String("redirect"))
        fake.config.redirectTo = elsewhere.endpoint().toLatin1() + "steal";
    else if (server == QLatin1String("huge"))
        fake.config.hugeBytes = 12 << 20;
    else if (server == QLatin1String("reset"))
        fake.config.reset = true;
    else if (server == QLatin1String("plain-http"))
        return QStringLiteral("http://192.0.2.1/");
    return fake.endpoint();
}

} // namespace hostile
