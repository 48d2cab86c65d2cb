#include "reportbuilder.h"

#include "fileerrors.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextTable>

#include <algorithm>
#include <cmath>
#include <vector>

namespace gpuplanner {

namespace {

using reportchart::kChartDataProperty;
using reportchart::kChartObjectType;

constexpr int kDpi = 300;
constexpr double kSide = 17, kTop = 17, kBottom = 19; // page margins, mm

// A heading never ends a page: one whose next block (text, table or chart) lands on a
// later page breaks before it instead. One heading at a time, then the layout is redone.
void keepHeadingsWithNext(QTextDocument &doc, double pageHeight)
{
    QAbstractTextDocumentLayout *layout = doc.documentLayout();
    for (int pass = 0; pass < 64; ++pass) {
        (void)layout->documentSize(); // the whole document laid out, not just up to a block
        bool moved = false;
        for (QTextBlock b = doc.begin(); b.isValid() && !moved; b = b.next()) {
            const QTextBlockFormat format = b.blockFormat();
            if (format.headingLevel() == 0 ||
                (format.pageBreakPolicy() & QTextFormat::PageBreak_AlwaysBefore))
                continue;
            const QTextBlock next = b.next();
            if (!next.isValid())
                continue;
            // blockBoundingRect gives where a block's layout starts; a line moved to the next
            // page (an inline chart) keeps that and is offset instead.
            auto top = [&](const QTextBlock &block) {
                const QTextLayout *l = block.layout();
                return layout->blockBoundingRect(block).top() +
                       (l && l->lineCount() > 0 ? l->lineAt(0).y() : 0.0);
            };
            const double headTop = top(b);
            const double bodyTop = top(next);
            if (std::floor(bodyTop / pageHeight) > std::floor(headTop / pageHeight)) {
                QTextBlockFormat f = format;
                f.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
                QTextCursor(b).setBlockFormat(f);
                // A full layout again: the incremental one after a format change does not
                // paginate the rest reliably (blocks after it can be left unlaid).
                doc.setPageSize(doc.pageSize());
                moved = true;
            }
        }
        if (!moved)
            return;
    }
}

// Every line in a table's cells as tall as the tallest one. The layout decides page by page
// and cell by cell whether a line fits; a Chinese cell (the CJK font's taller lines) beside
// Latin ones would move to the next page alone and split its row across the break.
void evenTableLines(QTextDocument &doc, double deviceDpi)
{
    (void)doc.documentLayout()->documentSize(); // laid out, so lines have their heights
    std::vector<QTextTable *> tables;
    for (QTextFrame *frame : doc.rootFrame()->childFrames()) {
        if (auto *table = qobject_cast<QTextTable *>(frame))
            tables.push_back(table);
    }
    for (QTextTable *table : tables) {
        std::vector<QTextBlock> blocks;
        qreal tallest = 0;
        for (int r = 0; r < table->rows(); ++r) {
            for (int c = 0; c < table->columns(); ++c) {
                const QTextTableCell cell = table->cellAt(r, c);
                if (cell.row() != r || cell.column() != c)
                    continue; // a spanned cell, seen at its first position
                for (QTextBlock b = cell.firstCursorPosition().block();
                     b.isValid() && b.position() <= cell.lastCursorPosition().position();
                     b = b.next()) {
                    blocks.push_back(b);
                    const QTextLayout *layout = b.layout();
                    for (int i = 0; layout && i < layout->lineCount(); ++i)
                        tallest = std::max(tallest, layout->lineAt(i).height());
                }
            }
        }
        if (tallest <= 0)
            continue;
        QTextCursor cursor(&doc);
        cursor.beginEditBlock(); // one layout afterwards, not one per block
        for (const QTextBlock &b : blocks) {
            QTextBlockFormat f = b.blockFormat();
            // Line heights in a format are in 96 dpi units; the layout's are the device's.
            f.setLineHeight(tallest * 96.0 / deviceDpi, QTextBlockFormat::MinimumHeight);
            cursor.setPosition(b.position());
            cursor.setBlockFormat(f);
        }
        cursor.endEditBlock();
    }
}

double mmToDevice(double mm, int dpi)
{
    return mm / 25.4 * dpi;
}

// The report's document laid out on the device's pages (A4 for the PDF), charts in place of their
// markers, headings kept with what follows them.
void layOut(QTextDocument &doc, ReportBuilder &builder, QPagedPaintDevice &writer,
            const QFont &font)
{
    const double pageWidth = writer.width();
    const double pageHeight = writer.height();
    // Margins of the root frame are in 96 dpi units; the layout scales them to the device.
    const double toLayout = 96.0 / 25.4;
    doc.documentLayout()->setPaintDevice(&writer);
    doc.documentLayout()->registerHandler(kChartObjectType, new reportchart::ChartObject(&doc));
    doc.setDefaultFont(font);
    doc.setDefaultStyleSheet(ReportBuilder::styleSheet());
    doc.setHtml(builder.html());
    QTextFrameFormat root = doc.rootFrame()->frameFormat();
    root.setLeftMargin(kSide * toLayout);
    root.setRightMargin(kSide * toLayout);
    root.setTopMargin(kTop * toLayout);
    root.setBottomMargin(kBottom * toLayout);
    doc.rootFrame()->setFrameFormat(root);
    doc.setMetaInformation(QTextDocument::DocumentTitle, builder.title());

    // Charts replace their markers.
    for (int i = 0; i < static_cast<int>(builder.charts().size()); ++i) {
        QTextCursor cursor = doc.find(ReportBuilder::markerOf(i));
        if (cursor.isNull())
            continue;
        QTextCharFormat f;
        f.setObjectType(kChartObjectType);
        f.setProperty(kChartDataProperty,
                      QVariant::fromValue(builder.charts()[static_cast<std::size_t>(i)]));
        cursor.insertText(QString(QChar::ObjectReplacementCharacter), f);
    }

    // The page size last: setting it lays the whole document out afresh (the incremental
    // layout after an edit does not paginate the rest reliably).
    doc.setPageSize(QSizeF(pageWidth, pageHeight));
    evenTableLines(doc, writer.logicalDpiY());
    doc.setPageSize(doc.pageSize()); // laid out afresh with the even lines
    keepHeadingsWithNext(doc, pageHeight);
}

// Running header (title, program) and footer (date, page number) of one page.
void paintHeaderAndFooter(QPainter &painter, QPagedPaintDevice &writer, const QFont &small,
                          const QString &title, const QString &date, int page, int pages)
{
    const double pageWidth = writer.width();
    const double pageHeight = writer.height();
    const int dpi = writer.logicalDpiY();
    painter.save();
    painter.setFont(small);
    painter.setPen(QColor(0x6d, 0x74, 0x7c));
    const double side = mmToDevice(kSide, dpi);
    const QFontMetricsF fm(small, &writer);
    const double lineHeight = fm.height();
    const QRectF headerRect(side, mmToDevice(8, dpi), pageWidth - 2 * side, lineHeight);
    painter.drawText(headerRect, Qt::AlignLeft | Qt::AlignVCenter,
                     fm.elidedText(title, Qt::ElideRight, headerRect.width() * 0.7));
    painter.drawText(headerRect, Qt::AlignRight | Qt::AlignVCenter, ReportBuilder::programName());
    painter.setPen(QPen(QColor(0xc5, 0xcc, 0xd4), std::max(1.0, dpi / 200.0)));
    painter.drawLine(QPointF(side, headerRect.bottom() + lineHeight * 0.3),
                     QPointF(pageWidth - side, headerRect.bottom() + lineHeight * 0.3));
    const double footerTop = pageHeight - mmToDevice(11, dpi);
    painter.drawLine(QPointF(side, footerTop - lineHeight * 0.3),
                     QPointF(pageWidth - side, footerTop - lineHeight * 0.3));
    painter.setPen(QColor(0x6d, 0x74, 0x7c));
    const QRectF footerRect(side, footerTop, pageWidth - 2 * side, lineHeight);
    painter.drawText(footerRect, Qt::AlignLeft | Qt::AlignVCenter, date);
    painter.drawText(footerRect, Qt::AlignRight | Qt::AlignVCenter,
                     ReportBuilder::pageOf(page + 1, pages));
    painter.restore();
}

} // namespace

int paintReport(const ReportInput &in, QPagedPaintDevice &device, QString *error,
                const std::function<void(const QString &)> &titled)
{
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance())) {
        if (error)
            *error = QStringLiteral("a report needs a QGuiApplication (fonts and painting); "
                                    "none is running");
        return 0;
    }
    const double pageWidth = device.width();
    const double pageHeight = device.height();
    const double bodyWidth = pageWidth - 2 * mmToDevice(kSide, device.logicalDpiX());
    ReportBuilder builder(in, bodyWidth * 0.995);
    QTextDocument doc;
    const QFont font = reportchart::reportFont(builder.families(), 8.5);
    layOut(doc, builder, device, font);
    if (titled)
        titled(builder.title());
    const int pages = doc.pageCount();
    QPainter painter;
    if (!painter.begin(&device)) {
        if (error)
            *error = QCoreApplication::translate("Report", "cannot start painting the pages");
        return 0;
    }
    QFont small = font;
    small.setPointSizeF(7.5);
    const QString title = builder.title();
    const QString date = builder.reportDate();
    for (int page = 0; page < pages; ++page) {
        if (page > 0 && !device.newPage()) {
            if (error)
                *error =
                    QCoreApplication::translate("Report", "cannot start page %1").arg(page + 1);
            painter.end();
            return 0;
        }
        painter.save();
        painter.translate(0, -page * pageHeight);
        const QRectF view(0, page * pageHeight, pageWidth, pageHeight);
        painter.setClipRect(view);
        QAbstractTextDocumentLayout::PaintContext context;
        context.clip = view;
        context.palette.setColor(QPalette::Text, Qt::black);
        doc.documentLayout()->draw(&painter, context);
        painter.restore();
        paintHeaderAndFooter(painter, device, small, title, date, page, pages);
    }
    if (!painter.end()) {
        if (error)
            *error = QCoreApplication::translate("Report", "cannot finish the pages");
        return 0;
    }
    return pages;
}

bool writePdf(const ReportInput &in, const QString &path, QString *error, int *pageCount)
{
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance())) {
        if (error)
            *error =
                QStringLiteral("%1: a PDF report needs a QGuiApplication (fonts and painting); "
                               "none is running")
                    .arg(path);
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = QCoreApplication::translate("Report", "%1: cannot write: %2")
                         .arg(path, openErrorText(file));
        return false;
    }
    // Painted into memory, then written with every byte checked (QPdfWriter ignores a
    // failed write, and QSaveFile forgets why it failed).
    QBuffer pdf;
    pdf.open(QIODevice::WriteOnly);
    QPdfWriter writer(&pdf);
    writer.setResolution(kDpi);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageMargins(QMarginsF(0, 0, 0, 0));
    writer.setCreator(QStringLiteral("GPU Planner"));
    QString why;
    const int pages =
        paintReport(in, writer, &why, [&writer](const QString &title) { writer.setTitle(title); });
    if (pages == 0) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(path, why);
        file.cancelWriting();
        return false;
    }
    if (!writeAndCommit(file, pdf.data(), &why)) {
        if (error)
            *error = QCoreApplication::translate("Report", "%1: cannot write: %2").arg(path, why);
        return false;
    }
    if (pageCount)
        *pageCount = pages;
    return true;
}

} // namespace gpuplanner
