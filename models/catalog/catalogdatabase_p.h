// Inside the catalog's SQLite code (catalogdatabase.cpp, overlaychange.cpp): a named
// connection and the steps every read and write of the overlay takes.
#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QUuid>

namespace gpuplanner::overlaydb {

// One named QSqlDatabase connection that is removed again when this goes out of scope.
class Connection
{
public:
    Connection(const QString &path, bool readOnly)
        : m_name(QStringLiteral("gpuplanner-") + QUuid::createUuid().toString(QUuid::WithoutBraces))
    {
        m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        m_db.setDatabaseName(path);
        if (readOnly)
            m_db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
    }
    ~Connection()
    {
        m_db.close();
        m_db = QSqlDatabase();
        QSqlDatabase::removeDatabase(m_name);
    }
    Connection(const Connection &) = delete;
    Connection &operator=(const Connection &) = delete;

    QSqlDatabase &db() { return m_db; }

private:
    QString m_name;
    QSqlDatabase m_db;
};

// A rollback journal or a write-ahead log beside the database, left by a writer that did
// not finish: only a read-write connection may roll it back.
bool hasJournal(const QString &path);
// Opens the overlay (c was made for path, read-only unless a journal waits) and checks it:
// a damaged file (quick_check) and one of another schema version are refused, naming it.
bool openOverlayChecked(Connection &c, const QString &path, QString *error);
// Opens the overlay at path for a change (c made read-write for it; its folder is made):
// a transaction begun, the schema version known, the tables in place.
bool beginOverlayWrite(Connection &c, const QString &path, QString *error);
// Commits when ok; otherwise, or when the commit fails, rolls back and *error becomes
// "PATH: nothing was saved: …".
bool finishOverlayWrite(QSqlDatabase &db, bool ok, const QString &path, QString *error);

} // namespace gpuplanner::overlaydb
