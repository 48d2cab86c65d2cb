// Test helper: creates a one-byte file (and its folders) under a temporary directory and
// returns its clean path, or an empty string when it cannot be written.
#pragma once

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QString>
#include <QTemporaryDir>

inline QString touchFile(const QTemporaryDir &dir, const QString &relative)
{
    const QString path = dir.filePath(relative);
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write("x");
    return QDir::cleanPath(path);
}
