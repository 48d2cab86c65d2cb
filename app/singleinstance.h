// One window process per user and profile (issue 28): a second start with scenario files
// (a double-click in the file manager, "Open with") hands them to the running process,
// which opens each in a window of its own and brings it to the front; the second process
// then exits. The handshake is a local socket named after the user and the profile (the
// settings file, the catalog and the overlay), so a test or a second profile with its own
// settings starts its own process.
#pragma once

#include <QObject>
#include <QStringList>

class QLocalServer;

namespace gpuplanner {

// The socket's name for this user and profile.
QString instanceServerName(const QString &settingsFile, const QString &catalog,
                           const QString &overlay);

// Gives `files` (absolute paths) to the process listening on `serverName`: true when it
// took them, false when none listens or it did not answer within `timeoutMs`.
bool handOverToRunningInstance(const QString &serverName, const QStringList &files,
                               int timeoutMs = 3000);

class InstanceServer : public QObject
{
    Q_OBJECT
public:
    explicit InstanceServer(QObject *parent = nullptr);
    // Listens on `serverName`, taking over a name left behind by a process that died.
    bool listen(const QString &serverName);

Q_SIGNALS:
    // Files another start handed over (after the answer went back).
    void filesReceived(const QStringList &files);

private:
    QLocalServer *m_server = nullptr;
};

} // namespace gpuplanner
