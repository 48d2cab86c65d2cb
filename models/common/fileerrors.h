// Why writing a file failed, in words a user can act on. Qt's QSaveFile forgets the reason
// of a failed write by the time commit() returns (errorString() says "Unknown error"), and
// an unchecked short write on a full disk is committed as a cut file; every save here goes
// through writeAndCommit, which checks each step and keeps the system's reason (errno):
// "the disk is full or the quota is reached (No space left on device)".
#pragma once

#include <QFileDevice>
#include <QString>

class QSaveFile;

namespace gpuplanner {

// The reason for people. errnoValue: errno right after the failing call (0 when unknown);
// error and qtText: the device's error() and errorString(). A full disk, an exhausted
// quota, a read-only file system, a file too large and an input/output error get a
// sentence with the system's words in parentheses; otherwise Qt's words, the system's,
// or a sentence for the kind of error, never "Unknown error".
QString fileErrorText(int errnoValue, QFileDevice::FileError error, const QString &qtText);

// Writes all of bytes into f (open for writing) and flushes it; false with *why (from
// fileErrorText) when a byte did not reach the file.
bool writeFully(QFileDevice &f, const QByteArray &bytes, QString *why);

// writeFully, then commit(); on any failure the temporary file is dropped, the target is
// left as it was and *why says why.
bool writeAndCommit(QSaveFile &f, const QByteArray &bytes, QString *why);

// Why f could not be opened (call right after open() failed).
QString openErrorText(const QFileDevice &f);

} // namespace gpuplanner
