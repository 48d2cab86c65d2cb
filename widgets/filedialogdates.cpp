#include "filedialogdates.h"

#include <QApplication>
#include <QEvent>
#include <QFileDialog>
#include <QFileSystemModel>
#include <QLocale>

namespace gpuplanner {

namespace {

constexpr int kSizeColumn = 1;
constexpr int kDateColumn = 3;

class FileDialogWatcher : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Show) {
            if (auto *dialog = qobject_cast<QFileDialog *>(watched);
                dialog && !dialog->proxyModel())
                dialog->setProxyModel(new LocalFileColumns(dialog));
        }
        return QObject::eventFilter(watched, event);
    }
};

} // namespace

QVariant LocalFileColumns::data(const QModelIndex &index, int role) const
{
    const auto *files = qobject_cast<const QFileSystemModel *>(sourceModel());
    if (role != Qt::DisplayRole || !files || !index.isValid() ||
        (index.column() != kSizeColumn && index.column() != kDateColumn))
        return QIdentityProxyModel::data(index, role);
    const QModelIndex source = mapToSource(index);
    if (index.column() == kDateColumn)
        return QLocale().toString(files->lastModified(source), QLocale::ShortFormat);
    if (files->isDir(source))
        return QIdentityProxyModel::data(index, role); // Qt writes nothing for a folder
    return QLocale().formattedDataSize(files->size(source));
}

void fileDialogsInTheWindowLanguage()
{
    static FileDialogWatcher *watcher = nullptr;
    if (watcher || !qApp)
        return;
    watcher = new FileDialogWatcher(qApp);
    qApp->installEventFilter(watcher);
}

} // namespace gpuplanner
