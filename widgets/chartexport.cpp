#include "chartexport.h"

#include "chartpalette.h"
#include "svgwriter.h"

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
#include <QPrintDialog>
#include <QPrinter>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTextDocumentFragment>

namespace gpuplanner {

namespace {

// The chart's size on screen, in pixels (at least one).
QSize chartSize(QChartView *view)
{
    return view->viewport()->size().expandedTo(QSize(1, 1));
}

QString chartTitle(QChartView *view)
{
    return view->chart() ? view->chart()->title() : QString();
}

// The title as it reads: Qt Charts shows a title as HTML (data in it escaped), so a
// document's title or a file's name takes the text without the markup (or images).
QString plainTitle(QChartView *view)
{
    return QTextDocumentFragment::fromHtml(chartTitle(view))
        .toPlainText()
        .remove(QChar::ObjectReplacementCharacter)
        .simplified();
}

// What shows behind the chart's rounded background on screen.
QColor backgroundColour(QChartView *view)
{
    return view->backgroundBrush().style() == Qt::NoBrush ? view->palette().color(QPalette::Base)
                                                          : view->backgroundBrush().color();
}

// The chart drawn at `scale` times its size on screen.
QImage chartImage(QChartView *view, qreal scale)
{
    const QSize size = chartSize(view);
    QImage image(size * scale, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(scale);
    image.fill(backgroundColour(view));
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    view->render(&painter, QRectF(QPointF(0, 0), QSizeF(size)), view->viewport()->rect());
    return image;
}

// A vector page as large as the chart, in points at 96 dpi on screen.
QByteArray chartPdf(QChartView *view)
{
    const QSizeF size = QSizeF(chartSize(view)) * 72.0 / 96;
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter pdf(&buffer);
    pdf.setTitle(plainTitle(view));
    pdf.setCreator(QStringLiteral("GPU Planner"));
    pdf.setPageSize(QPageSize(size, QPageSize::Point));
    pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
    pdf.setResolution(96);
    QPainter painter(&pdf);
    painter.setRenderHint(QPainter::Antialiasing);
    view->render(&painter, QRectF(QPointF(0, 0), QSizeF(view->viewport()->size())),
                 view->viewport()->rect());
    painter.end();
    return bytes;
}

// The chart at its size on screen, in px, text as text at the screen's resolution (so it
// is as wide as Qt laid it out).
QByteArray chartSvg(QChartView *view)
{
    const QSize size = chartSize(view);
    SvgWriter svg(size);
    svg.setTitle(plainTitle(view));
    svg.setDescription(QStringLiteral("GPU Planner"));
    svg.setResolution(view->logicalDpiY());
    QPainter painter(&svg);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(QRect(QPoint(0, 0), size), backgroundColour(view));
    view->render(&painter, QRectF(QPointF(0, 0), QSizeF(size)), view->viewport()->rect());
    painter.end();
    return svg.data();
}

void showProblem(QWidget *parent, const QString &title, const QString &text)
{
    QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::Ok, parent);
    box.setTextFormat(Qt::PlainText); // a file name or a title is data, not markup
    box.exec();
}

void saveWithDialog(QChartView *view)
{
    const QString title = plainTitle(view);
    QString name = title.isEmpty() ? QStringLiteral("chart") : title;
    name.replace(QRegularExpression(QStringLiteral("[/\\\\:*?\"<>|\\s]+")), QStringLiteral("-"));
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    const QString png = QApplication::translate("ChartExport", "PNG image (*.png)");
    const QString svg = QApplication::translate("ChartExport", "SVG image (*.svg)");
    const QString pdf = QApplication::translate("ChartExport", "PDF (*.pdf)");
    QString filter;
    QString path = QFileDialog::getSaveFileName(
        view, QApplication::translate("ChartExport", "Save chart"),
        QDir(dir).filePath(name + QStringLiteral(".png")),
        QStringList{png, svg, pdf}.join(QStringLiteral(";;")), &filter);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty()) // a name typed without one: the chosen format's
        path += filter == svg   ? QStringLiteral(".svg")
                : filter == pdf ? QStringLiteral(".pdf")
                                : QStringLiteral(".png");
    QString error;
    if (!exportChart(view, path, &error))
        showProblem(view, QApplication::translate("ChartExport", "Save chart"), error);
}

void printWithDialog(QChartView *view)
{
    QPrinter printer(QPrinter::HighResolution);
    const QSize size = chartSize(view);
    printer.setPageOrientation(size.width() > size.height() ? QPageLayout::Landscape
                                                            : QPageLayout::Portrait);
    QPrintDialog dialog(&printer, view);
    dialog.setWindowTitle(QApplication::translate("ChartExport", "Print chart"));
    dialog.setOption(QAbstractPrintDialog::PrintPageRange, false);
    dialog.setOption(QAbstractPrintDialog::PrintSelection, false);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    if (!printChart(view, &printer, &error))
        showProblem(view, QApplication::translate("ChartExport", "Print chart"), error);
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
    QByteArray bytes;
    if (suffix == QLatin1String("png")) {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        if (!chartImage(view, 2).save(&buffer, "PNG"))
            return fail(QApplication::translate("ChartExport", "the image could not be encoded"));
    } else if (suffix == QLatin1String("svg")) {
        bytes = chartSvg(view);
    } else if (suffix == QLatin1String("pdf")) {
        bytes = chartPdf(view);
    } else {
        return fail(QApplication::translate("ChartExport", "use .png, .svg or .pdf"));
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(file.errorString());
    if (file.write(bytes) != bytes.size() || !file.commit())
        return fail(file.errorString());
    return true;
}

bool printChart(QChartView *view, QPrinter *printer, QString *error)
{
    auto fail = [&](const QString &why) {
        if (error) // a file printed to is named, as a saved one is
            *error = printer->outputFileName().isEmpty()
                         ? why
                         : QStringLiteral("%1: %2").arg(printer->outputFileName(), why);
        return false;
    };
    const QString title = plainTitle(view);
    if (printer->docName().isEmpty())
        printer->setDocName(title.isEmpty() ? QApplication::translate("ChartExport", "Chart")
                                            : title);
    QPainter painter;
    if (!painter.begin(printer))
        return fail(QApplication::translate("ChartExport", "the printer could not be started"));
    painter.setRenderHint(QPainter::Antialiasing);
    // The printable area in device pixels; the chart as large as fits, keeping its shape.
    const QSizeF page(printer->width(), printer->height());
    const QSizeF size = QSizeF(chartSize(view));
    const qreal scale = qMin(page.width() / size.width(), page.height() / size.height());
    // Drawn at its screen size under a scale, so pens keep their widths relative to it.
    painter.translate((page.width() - size.width() * scale) / 2, 0);
    painter.scale(scale, scale);
    view->render(&painter, QRectF(QPointF(0, 0), size), view->viewport()->rect());
    if (!painter.end() || printer->printerState() == QPrinter::Error)
        return fail(QApplication::translate("ChartExport", "printing failed"));
    return true;
}

void addChartExport(QChartView *view)
{
    auto *save = new QAction(QApplication::translate("ChartExport", "&Save chart as…"), view);
    save->setObjectName(QStringLiteral("saveChart"));
    save->setToolTip(QApplication::translate("ChartExport",
                                             "Save the chart as a PNG or SVG image or a PDF page"));
    QObject::connect(save, &QAction::triggered, view, [view] { saveWithDialog(view); });
    auto *copy = new QAction(QApplication::translate("ChartExport", "Cop&y chart"), view);
    copy->setObjectName(QStringLiteral("copyChart"));
    copy->setToolTip(QApplication::translate("ChartExport", "Copy the chart as an image"));
    QObject::connect(copy, &QAction::triggered, view,
                     [view] { QApplication::clipboard()->setImage(chartImage(view, 2)); });
    auto *print = new QAction(QApplication::translate("ChartExport", "&Print chart…"), view);
    print->setObjectName(QStringLiteral("printChart"));
    print->setToolTip(QApplication::translate("ChartExport", "Print the chart on one page"));
    QObject::connect(print, &QAction::triggered, view, [view] { printWithDialog(view); });
    view->addAction(save);
    view->addAction(copy);
    view->addAction(print);
    // A screen reader names the chart by its title (plain text), which follows the data.
    auto name = [view] {
        const QString title = chartTitle(view);
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
