#include "fileerrors.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QSaveFile>

#include <cerrno>
#include <cstring>

namespace gpuplanner {

namespace {

QString systemWords(int errnoValue)
{
    return QString::fromLocal8Bit(std::strerror(errnoValue));
}

// What QIODevice::errorString() says when nobody set a reason ("Unknown error", in the
// language Qt speaks now: a fresh device says it).
bool saysNothing(const QString &qtText)
{
    return qtText.isEmpty() || qtText == QLatin1String("Unknown error") ||
           qtText == QBuffer().errorString();
}

} // namespace

QString fileErrorText(int errnoValue, QFileDevice::FileError error, const QString &qtText)
{
    switch (errnoValue) {
    case ENOSPC:
#ifdef EDQUOT
    case EDQUOT:
#endif
        return QCoreApplication::translate("FileErrors",
                                           "the disk is full or the quota is reached (%1)")
            .arg(systemWords(errnoValue));
    case EROFS:
        return QCoreApplication::translate("FileErrors", "the disk is read-only (%1)")
            .arg(systemWords(errnoValue));
    case EFBIG:
        return QCoreApplication::translate("FileErrors",
                                           "the file is larger than the disk allows (%1)")
            .arg(systemWords(errnoValue));
    case EIO:
        return QCoreApplication::translate(
                   "FileErrors", "the disk or network share failed to store the data (%1)")
            .arg(systemWords(errnoValue));
    default:
        break;
    }
    // Qt gives a full disk its own error code, without errno (QFSFileEngine: ENOSPC).
    if (error == QFileDevice::ResourceError)
        return QCoreApplication::translate("FileErrors",
                                           "the disk is full or the quota is reached (%1)")
            .arg(saysNothing(qtText) ? systemWords(ENOSPC) : qtText);
    if (!saysNothing(qtText) && error != QFileDevice::NoError)
        return qtText;
    if (errnoValue != 0)
        return systemWords(errnoValue);
    switch (error) {
    case QFileDevice::OpenError:
    case QFileDevice::PermissionsError:
        return QCoreApplication::translate("FileErrors", "the file cannot be created there");
    case QFileDevice::RenameError:
        return QCoreApplication::translate(
            "FileErrors", "the new file could not take the old one's place (rename failed)");
    default:
        return QCoreApplication::translate(
            "FileErrors", "the data could not be written (the system gave no reason)");
    }
}

bool writeFully(QFileDevice &f, const QByteArray &bytes, QString *why)
{
    errno = 0;
    const qint64 written = f.write(bytes);
    int reason = errno;
    bool ok = written == bytes.size();
    if (ok) {
        errno = 0;
        ok = f.flush();
        reason = errno;
    }
    // A short write on a full disk sets no error on the device: errno has the reason.
    if (!ok && why)
        *why = fileErrorText(reason, f.error(), f.errorString());
    return ok;
}

bool writeAndCommit(QSaveFile &f, const QByteArray &bytes, QString *why)
{
    if (!writeFully(f, bytes, why)) {
        f.cancelWriting();
        return false;
    }
    errno = 0;
    if (!f.commit()) {
        const int reason = errno;
        if (why)
            *why = fileErrorText(reason, f.error(), f.errorString());
        return false;
    }
    return true;
}

QString openErrorText(const QFileDevice &f)
{
    return fileErrorText(errno, f.error(), f.errorString());
}

} // namespace gpuplanner
