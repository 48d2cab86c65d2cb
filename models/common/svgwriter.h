// A paint device that writes what a QPainter draws as a standalone SVG 1.1 document
// (issue 28: charts saved as SVG without Qt SVG). Paths, polygons, rectangles, lines and
// ellipses become <path>, <polygon>, <polyline>, <rect>, <line> and <ellipse>; text
// becomes <text> with its font (family, size in px, weight, italics), colour and the width
// Qt laid it out at (textLength), XML-escaped; pixmaps and images are embedded once each
// as PNG data: URIs and drawn with <use>. Pens keep their colour, alpha, width (a cosmetic
// pen stays as wide on the page as on screen), dashes, caps and joins; the world
// transform becomes transform="matrix(…)"; the painter's opacity becomes opacity; clip
// rectangles, paths and regions (replace, intersect, none) become <clipPath>s.
//
// Approximations: a gradient brush or pen is drawn in its first stop's colour, a pattern
// or texture brush in its colour; composition modes, the background mode and render
// hints are ignored. Underlines and strike-outs come as lines QPainter draws itself.
#pragma once

#include <QPaintDevice>
#include <QSize>
#include <QString>

#include <memory>

class QPaintEngine;

namespace gpuplanner {

class SvgPaintEngine;

class SvgWriter : public QPaintDevice
{
public:
    // A picture `size` pixels wide and high: the document's width, height and viewBox.
    explicit SvgWriter(const QSize &size);
    ~SvgWriter() override;

    QSize size() const { return m_size; }
    // The document's <title> and <desc>; set them before painting begins.
    void setTitle(const QString &title) { m_title = title; }
    QString title() const { return m_title; }
    void setDescription(const QString &description) { m_description = description; }
    QString description() const { return m_description; }
    // Dots per inch: a font given in points is written as points × dpi / 72 px (96 unless
    // set; a widget's logicalDpiY() keeps its text as wide as on screen).
    void setResolution(int dpi);
    int resolution() const { return m_dpi; }

    // The document, complete once the painter has ended; empty before.
    QByteArray data() const;

    QPaintEngine *paintEngine() const override;

protected:
    int metric(PaintDeviceMetric metric) const override;

private:
    QSize m_size;
    QString m_title;
    QString m_description;
    int m_dpi = 96;
    std::unique_ptr<SvgPaintEngine> m_engine;
};

} // namespace gpuplanner
