#include "singleinstance.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocalServer>
#include <QLocalSocket>

#include <unistd.h>

namespace gpuplanner {

namespace {

// A request is one line of JSON (an array of paths); more than this is not a request.
constexpr qint64 kMaxRequest = 1 << 20;

} // namespace

QString instanceServerName(const QString &settingsFile, const QString &catalog,
                           const QString &overlay)
{
    const QByteArray profile =
        (settingsFile + QLatin1Char('\n') + catalog + QLatin1Char('\n') + overlay).toUtf8();
    const QByteArray hash =
        QCryptographicHash::hash(profile, QCryptographicHash::Sha256).toHex().left(16);
    return QStringLiteral("gpu-planner-%1-%2").arg(getuid()).arg(QString::fromLatin1(hash));
}

bool handOverToRunningInstance(const QString &serverName, const QStringList &files, int timeoutMs)
{
    QLocalSocket socket;
    socket.connectToServer(serverName);
    if (!socket.waitForConnected(timeoutMs))
        return false;
    const QByteArray request =
        QJsonDocument(QJsonArray::fromStringList(files)).toJson(QJsonDocument::Compact) + '\n';
    socket.write(request);
    if (!socket.waitForBytesWritten(timeoutMs))
        return false;
    // The running process answers as soon as it has taken the files.
    while (!socket.canReadLine()) {
        if (!socket.waitForReadyRead(timeoutMs))
            return false;
    }
    return socket.readLine().trimmed() == "ok";
}

InstanceServer::InstanceServer(QObject *parent)
    : QObject(parent)
    , m_server(new QLocalServer(this))
{
    // Only this user may connect (the socket file's mode).
    m_server->setSocketOptions(QLocalServer::UserAccessOption);
    connect(m_server, &QLocalServer::newConnection, this, [this] {
        while (QLocalSocket *socket = m_server->nextPendingConnection()) {
            connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
            connect(socket, &QLocalSocket::readyRead, this, [this, socket] {
                if (socket->bytesAvailable() > kMaxRequest) {
                    socket->abort();
                    return;
                }
                if (!socket->canReadLine())
                    return;
                const QJsonDocument doc = QJsonDocument::fromJson(socket->readLine());
                QStringList files;
                for (const QJsonValue &v : doc.array())
                    if (v.isString())
                        files << v.toString();
                // Taken: the other start may exit. The files open once this returns (a
                // window may ask about a lock or unsaved changes first).
                socket->write(doc.isArray() ? "ok\n" : "bad request\n");
                socket->flush();
                socket->disconnectFromServer();
                if (doc.isArray() && !files.isEmpty())
                    QMetaObject::invokeMethod(
                        this, [this, files] { Q_EMIT filesReceived(files); }, Qt::QueuedConnection);
            });
        }
    });
}

bool InstanceServer::listen(const QString &serverName)
{
    // Asked first: with access options Qt binds in a private folder and renames the socket
    // onto the name, which would take it from a live process silently.
    QLocalSocket probe;
    probe.connectToServer(serverName);
    if (probe.waitForConnected(500))
        return false; // a live instance: this one stays on its own
    // A name left by a process that died: nobody answers on it.
    QLocalServer::removeServer(serverName);
    return m_server->listen(serverName);
}

} // namespace gpuplanner
