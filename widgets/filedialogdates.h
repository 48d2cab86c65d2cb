// Qt's own file dialog (the one Qt draws where the desktop offers none) writes file sizes and
// dates in the system's locale (QFileSystemModel uses QLocale::system()), so a Chinese window
// on an English or C system listed "Dec 4 2026" beside Chinese words. Once installed, every
// such dialog the application shows lists them in the window's language (QLocale()). Native
// dialogs are the desktop's and are left alone.
#pragma once

#include <QIdentityProxyModel>

namespace gpuplanner {

// The file list's size (column 1) and date (column 3) in QLocale(); everything else as the
// file system model gives it.
class LocalFileColumns : public QIdentityProxyModel
{
    Q_OBJECT

public:
    using QIdentityProxyModel::QIdentityProxyModel;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
};

// Installs the application-wide filter once (later calls do nothing).
void fileDialogsInTheWindowLanguage();

} // namespace gpuplanner
