#include "chartexport.h"

#include "chartpalette.h"

#include <QAction>
#include <QApplication>
#include <QBuffer>
#include <QChartView>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGraphicsScene>
#include <QImage>
#include <QMessageBox>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>

namespace gpuplanner {

namespace {

// The chart drawn at `scale` times its size on screen.
QImage chartImage(QChartView *view, qreal scale)
{
    const QSize size = view->viewport()->size().expandedTo(QSize(1, 1));
    QImage image(size * scale, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(scale);
    image.fill(view->backgroundBrush().style() == Qt::NoBrush
                   ? view->palette().color(QPalette::Base)
                   : view->backgroundBrush().color());
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    view->render(&painter, QRectF(QPointF(0, 0), QSizeF(size)), view->viewport()->rect());
    return image;
}

QString problem(const char *text)
{
    return QApplication::translate("ChartExport", text);
}

} // namespace

bool exportChart(QChartView *view, const QString &path, QString *error)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    auto fail = [&](const QString &why) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(path, why);
        return false;
    };
    if (suffix != QLatin1String("png") && suffix != QLatin1String("pdf"))
        return fail(problem("use .png or .pdf"));
    QByteArray bytes;
    if (suffix == QLatin1String("png")) {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        if (!chartImage(view, 2).save(&buffer, "PNG"))
            return fail(problem("the image could not be encoded"));
    } else {
        // A vector page as large as the chart, in points at 96 dpi on screen.
        const QSizeF size = QSizeF(view->viewport()->size().expandedTo(QSize(1, 1))) * 72.0 / 96;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter pdf(&buffer);
        pdf.setTitle(view->chart() ? view->chart()->title() : QString());
        pdf.setCreator(QStringLiteral("GPU Planner"));
        pdf.setPageSize(QPageSize(size, QPageSize::Point));
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        pdf.setResolution(96);
        QPainter painter(&pdf);
        painter.setRenderHint(QPainter::Antialiasing);
        view->render(&painter, QRectF(QPointF(0, 0), QSizeF(view->viewport()->size())),
                     view->viewport()->rect());
        painter.end();
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(file.errorString());
    if (file.write(bytes) != bytes.size() || !file.commit())
        return fail(file.errorString());
    return true;
}

void addChartExport(QChartView *view)
{
    auto *save = new QAction(QApplication::translate("ChartExport", "&Save chart as…"), view);
    save->setObjectName(QStringLiteral("saveChart"));
    save->setToolTip(
        QApplication::translate("ChartExport", "Save the chart as a PNG image or a PDF page"));
    QObject::connect(save, &QAction::triggered, view, [view] {
        const QString title = view->chart() ? view->chart()->title() : QString();
        QString name = title.isEmpty() ? QStringLiteral("chart") : title;
        name.replace(QRegularExpression(QStringLiteral("[/\\\\:*?\"<>|\\s]+")),
                     QStringLiteral("-"));
        const QString dir = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
        const QString path = QFileDialog::getSaveFileName(
            view, QApplication::translate("ChartExport", "Save chart"),
            QDir(dir).filePath(name + QStringLiteral(".png")),
            QApplication::translate("ChartExport", "PNG image (*.png);;PDF (*.pdf)"));
        if (path.isEmpty())
            return;
        QString error;
        if (!exportChart(view, path, &error)) {
            QMessageBox box(QMessageBox::Warning,
                            QApplication::translate("ChartExport", "Save chart"), error,
                            QMessageBox::Ok, view);
            box.setTextFormat(Qt::PlainText); // a file name is data, not markup
            box.exec();
        }
    });
    auto *copy = new QAction(QApplication::translate("ChartExport", "Cop&y chart"), view);
    copy->setObjectName(QStringLiteral("copyChart"));
    copy->setToolTip(QApplication::translate("ChartExport", "Copy the chart as an image"));
    QObject::connect(copy, &QAction::triggered, view,
                     [view] { QApplication::clipboard()->setImage(chartImage(view, 2)); });
    view->addAction(save);
    view->addAction(copy);
    // A screen reader names the chart by its title (plain text), which follows the data.
    auto name = [view] {
        const QString title = view->chart() ? view->chart()->title() : QString();
        const QString wanted =
            title.isEmpty() ? QApplication::translate("ChartExport", "Chart") : title;
        if (view->accessibleName() != wanted)
            view->setAccessibleName(wanted);
    };
    name();
    QObject::connect(view->scene(), &QGraphicsScene::changed, view, name);
    view->setContextMenuPolicy(Qt::ActionsContextMenu);
    followPalette(view); // dark with the window, and back
}

} // namespace gpuplanner
