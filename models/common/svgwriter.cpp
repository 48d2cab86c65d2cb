#include "svgwriter.h"

#include <QBuffer>
#include <QFontInfo>
#include <QGradient>
#include <QHash>
#include <QImage>
#include <QList>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>
#include <QRegion>
#include <QTextItem>
#include <QTransform>
#include <QXmlStreamWriter>

#include <climits>
#include <cmath>
#include <memory>

namespace gpuplanner {

namespace {

// A number as SVG reads it: `decimals` places at most, no trailing zeros, never NaN.
QString num(qreal value, int decimals = 3)
{
    if (!std::isfinite(value))
        return QStringLiteral("0");
    QString s = QString::number(value, 'f', decimals);
    if (s.contains(QLatin1Char('.'))) {
        while (s.endsWith(QLatin1Char('0')))
            s.chop(1);
        if (s.endsWith(QLatin1Char('.')))
            s.chop(1);
    }
    return s == QLatin1String("-0") ? QStringLiteral("0") : s;
}

// Text as XML 1.0 allows it: the characters it forbids even escaped (C0 controls, lone
// surrogates, U+FFFE, U+FFFF) become U+FFFD, and tabs and line breaks spaces (SVG shows
// them so). QXmlStreamWriter then escapes what would be markup (& < > ").
QString xmlText(QStringView text)
{
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c.isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate()) {
            out += c;
            out += text[++i];
            continue;
        }
        const char16_t u = c.unicode();
        if (u == u'\t' || u == u'\n' || u == u'\r')
            out += QLatin1Char(' ');
        else if (u < 0x20 || c.isSurrogate() || u == 0xFFFE || u == 0xFFFF)
            out += QChar(QChar::ReplacementCharacter);
        else
            out += c;
    }
    return out;
}

QString pathData(const QPainterPath &path)
{
    QString d;
    for (int i = 0; i < path.elementCount(); ++i) {
        const QPainterPath::Element e = path.elementAt(i);
        const QString point = num(e.x) + QLatin1Char(' ') + num(e.y);
        switch (e.type) {
        case QPainterPath::MoveToElement:
            d += (d.isEmpty() ? QStringLiteral("M") : QStringLiteral(" M")) + point;
            break;
        case QPainterPath::LineToElement:
            d += QStringLiteral(" L") + point;
            break;
        case QPainterPath::CurveToElement:
            d += QStringLiteral(" C") + point;
            break;
        case QPainterPath::CurveToDataElement:
            d += QLatin1Char(' ') + point;
            break;
        }
    }
    return d;
}

QString pointList(const QPointF *points, int count)
{
    QStringList list;
    list.reserve(count);
    for (int i = 0; i < count; ++i)
        list << num(points[i].x()) + QLatin1Char(',') + num(points[i].y());
    return list.join(QLatin1Char(' '));
}

QString matrix(const QTransform &t)
{
    // SVG's matrix(a b c d e f) maps (x, y) to (a x + c y + e, b x + d y + f).
    return QStringLiteral("matrix(%1 %2 %3 %4 %5 %6)")
        .arg(num(t.m11(), 6), num(t.m12(), 6), num(t.m21(), 6), num(t.m22(), 6), num(t.dx()),
             num(t.dy()));
}

// The one colour a brush paints with here: a gradient's first stop (an approximation: no
// <linearGradient> is written), else the brush's colour (patterns and textures too).
QColor brushColour(const QBrush &brush)
{
    if (const QGradient *gradient = brush.gradient()) {
        const QGradientStops stops = gradient->stops();
        return stops.isEmpty() ? QColor(Qt::black) : stops.first().second;
    }
    return brush.color();
}

// A font family list for CSS, each name quoted: the family the text was laid out in (an
// alias such as "Sans Serif" resolved), the families asked for, then the generic family
// the font's style suggests.
QString fontFamilies(const QFont &font)
{
    QStringList names;
    QStringList families{QFontInfo(font).family()};
    families << (font.families().isEmpty() ? QStringList{font.family()} : font.families());
    for (QString name : std::as_const(families)) {
        name.remove(QLatin1Char('\'')).remove(QLatin1Char('"')).remove(QLatin1Char(';'));
        name.remove(QLatin1Char('\\'));
        name = name.trimmed();
        if (!name.isEmpty() && !names.contains(QLatin1Char('\'') + name + QLatin1Char('\'')))
            names << QLatin1Char('\'') + name + QLatin1Char('\'');
    }
    switch (font.styleHint()) {
    case QFont::Serif:
        names << QStringLiteral("serif");
        break;
    case QFont::Monospace: // == QFont::TypeWriter
        names << QStringLiteral("monospace");
        break;
    default:
        names << QStringLiteral("sans-serif");
        break;
    }
    return names.join(QStringLiteral(", "));
}

} // namespace

// The engine QPainter talks to: every primitive becomes one element written at once, with
// the state it was drawn in (pen, brush, transform, opacity, clip) as attributes. Clips are
// <g clip-path> groups around the elements, in device coordinates (a clip path carries the
// transform it was set under); a group is opened lazily before the next element, so
// QPainter's save/restore replays of the clip cost nothing until something is drawn.
class SvgPaintEngine : public QPaintEngine
{
public:
    explicit SvgPaintEngine(SvgWriter *device)
        : QPaintEngine(PaintEngineFeatures(AllFeatures & ~PerspectiveTransform))
        , m_device(device)
    {}

    QByteArray document() const { return m_document; }

    bool begin(QPaintDevice *) override;
    bool end() override;
    void updateState(const QPaintEngineState &state) override;
    void drawPath(const QPainterPath &path) override;
    void drawRects(const QRectF *rects, int count) override;
    void drawLines(const QLineF *lines, int count) override;
    void drawEllipse(const QRectF &rect) override;
    void drawPolygon(const QPointF *points, int count, PolygonDrawMode mode) override;
    void drawPixmap(const QRectF &rect, const QPixmap &pixmap, const QRectF &source) override;
    void drawImage(const QRectF &rect, const QImage &image, const QRectF &source,
                   Qt::ImageConversionFlags flags) override;
    void drawTextItem(const QPointF &point, const QTextItem &item) override;
    Type type() const override { return User; }

    // QPaintEngine's overloads for integer geometry, which convert to the ones above.
    using QPaintEngine::drawEllipse;
    using QPaintEngine::drawLines;
    using QPaintEngine::drawPolygon;
    using QPaintEngine::drawRects;

private:
    struct Clip {
        QPainterPath path; // in the coordinates of `transform`
        QTransform transform;
    };

    void setClip(Qt::ClipOperation operation, const QPainterPath &path,
                 const QTransform &transform);
    void syncClip();
    QString clipId(const Clip &clip);
    void startElement(const QString &name);
    void writeFill(const QBrush &brush, Qt::FillRule rule);
    void writeStroke();
    qreal deviceScale() const;
    void attr(const QString &name, const QString &value) { m_xml->writeAttribute(name, value); }

    SvgWriter *m_device;
    QByteArray m_bytes;
    QByteArray m_document;
    std::unique_ptr<QXmlStreamWriter> m_xml;
    QPen m_pen;
    QBrush m_brush;
    QTransform m_transform;
    qreal m_opacity = 1;
    QList<Clip> m_clips; // intersected in order
    bool m_clipEnabled = false;
    bool m_clipDirty = false;
    QStringList m_openClipIds; // the clip groups open in the document, outermost first
    QHash<QString, QString> m_clipIds;
    QHash<QString, QString> m_imageIds;
};

bool SvgPaintEngine::begin(QPaintDevice *)
{
    m_bytes.clear();
    m_document.clear();
    m_pen = QPen();
    m_brush = QBrush();
    m_transform = QTransform();
    m_opacity = 1;
    m_clips.clear();
    m_clipEnabled = false;
    m_clipDirty = false;
    m_openClipIds.clear();
    m_clipIds.clear();
    m_imageIds.clear();
    m_xml = std::make_unique<QXmlStreamWriter>(&m_bytes);
    m_xml->setAutoFormatting(true);
    m_xml->setAutoFormattingIndent(1);
    m_xml->writeStartDocument(QStringLiteral("1.0"), false);
    m_xml->writeStartElement(QStringLiteral("svg"));
    attr(QStringLiteral("xmlns"), QStringLiteral("http://www.w3.org/2000/svg"));
    attr(QStringLiteral("xmlns:xlink"), QStringLiteral("http://www.w3.org/1999/xlink"));
    attr(QStringLiteral("version"), QStringLiteral("1.1"));
    const QSize size = m_device->size();
    attr(QStringLiteral("width"), QString::number(size.width()));
    attr(QStringLiteral("height"), QString::number(size.height()));
    attr(QStringLiteral("viewBox"),
         QStringLiteral("0 0 %1 %2").arg(size.width()).arg(size.height()));
    m_xml->writeTextElement(QStringLiteral("title"), xmlText(m_device->title()));
    if (!m_device->description().isEmpty())
        m_xml->writeTextElement(QStringLiteral("desc"), xmlText(m_device->description()));
    setActive(true);
    return true;
}

bool SvgPaintEngine::end()
{
    for (qsizetype i = 0; i < m_openClipIds.size(); ++i)
        m_xml->writeEndElement();
    m_openClipIds.clear();
    m_xml->writeEndElement(); // svg
    m_xml->writeEndDocument();
    m_xml.reset();
    m_document = m_bytes;
    m_bytes.clear();
    setActive(false);
    return true;
}

void SvgPaintEngine::updateState(const QPaintEngineState &state)
{
    const DirtyFlags dirty = state.state();
    if (dirty & DirtyPen)
        m_pen = state.pen();
    if (dirty & DirtyBrush)
        m_brush = state.brush();
    // (The font comes with each text item.)
    if (dirty & DirtyTransform)
        m_transform = state.transform();
    if (dirty & DirtyOpacity)
        m_opacity = state.opacity();
    // A clip is given in the coordinates of the transform in force when it was set, which
    // is the state's transform now (QPainter replays saved clips with theirs).
    if (dirty & DirtyClipPath) {
        setClip(state.clipOperation(), state.clipPath(), state.transform());
    } else if (dirty & DirtyClipRegion) {
        QPainterPath path;
        path.addRegion(state.clipRegion());
        setClip(state.clipOperation(), path, state.transform());
    }
    if (dirty & DirtyClipEnabled) {
        m_clipEnabled = state.isClipEnabled();
        m_clipDirty = true;
    }
}

void SvgPaintEngine::setClip(Qt::ClipOperation operation, const QPainterPath &path,
                             const QTransform &transform)
{
    if (operation == Qt::NoClip || operation == Qt::ReplaceClip)
        m_clips.clear();
    if (operation != Qt::NoClip) {
        m_clips.append(Clip{path, transform});
        m_clipEnabled = true;
    }
    m_clipDirty = true;
}

// The <clipPath> for a clip, written the first time it is used; the same clip again (as
// every item's save/restore brings back) reuses it.
QString SvgPaintEngine::clipId(const Clip &clip)
{
    const QString d = pathData(clip.path);
    const bool evenOdd = clip.path.fillRule() == Qt::OddEvenFill;
    const QString key = d + (evenOdd ? QStringLiteral("|e|") : QStringLiteral("|w|")) +
                        (clip.transform.isIdentity() ? QString() : matrix(clip.transform));
    const auto found = m_clipIds.constFind(key);
    if (found != m_clipIds.cend())
        return *found;
    const QString id = QStringLiteral("clip%1").arg(m_clipIds.size() + 1);
    m_clipIds.insert(key, id);
    m_xml->writeStartElement(QStringLiteral("clipPath"));
    attr(QStringLiteral("id"), id);
    attr(QStringLiteral("clipPathUnits"), QStringLiteral("userSpaceOnUse"));
    if (!d.isEmpty()) { // an empty clipPath hides everything, as an empty clip does
        m_xml->writeStartElement(QStringLiteral("path"));
        attr(QStringLiteral("d"), d);
        if (evenOdd)
            attr(QStringLiteral("clip-rule"), QStringLiteral("evenodd"));
        if (!clip.transform.isIdentity())
            attr(QStringLiteral("transform"), matrix(clip.transform));
        m_xml->writeEndElement();
    }
    m_xml->writeEndElement();
    return id;
}

// Makes the open clip groups those of the current clip: the groups both share stay open,
// the others are closed, then the missing ones opened.
void SvgPaintEngine::syncClip()
{
    if (!m_clipDirty)
        return;
    m_clipDirty = false;
    QStringList wanted;
    if (m_clipEnabled) {
        for (const Clip &clip : std::as_const(m_clips))
            wanted << clipId(clip);
    }
    qsizetype shared = 0;
    while (shared < wanted.size() && shared < m_openClipIds.size() &&
           wanted[shared] == m_openClipIds[shared])
        ++shared;
    while (m_openClipIds.size() > shared) {
        m_xml->writeEndElement();
        m_openClipIds.removeLast();
    }
    for (qsizetype i = shared; i < wanted.size(); ++i) {
        m_xml->writeStartElement(QStringLiteral("g"));
        attr(QStringLiteral("clip-path"), QStringLiteral("url(#%1)").arg(wanted[i]));
        m_openClipIds << wanted[i];
    }
}

void SvgPaintEngine::startElement(const QString &name)
{
    syncClip();
    m_xml->writeStartElement(name);
    if (!m_transform.isIdentity())
        attr(QStringLiteral("transform"), matrix(m_transform));
    if (m_opacity < 1)
        attr(QStringLiteral("opacity"), num(qMax<qreal>(m_opacity, 0)));
}

void SvgPaintEngine::writeFill(const QBrush &brush, Qt::FillRule rule)
{
    if (brush.style() == Qt::NoBrush) {
        attr(QStringLiteral("fill"), QStringLiteral("none"));
        return;
    }
    const QColor colour = brushColour(brush);
    attr(QStringLiteral("fill"), colour.name(QColor::HexRgb));
    if (colour.alpha() < 255)
        attr(QStringLiteral("fill-opacity"), num(colour.alphaF()));
    if (rule == Qt::OddEvenFill)
        attr(QStringLiteral("fill-rule"), QStringLiteral("evenodd"));
}

// How many user units one device pixel is across, for cosmetic pens.
qreal SvgPaintEngine::deviceScale() const
{
    const qreal scale = std::sqrt(std::abs(m_transform.determinant()));
    return scale > 1e-9 && std::isfinite(scale) ? scale : 1.0;
}

void SvgPaintEngine::writeStroke()
{
    if (m_pen.style() == Qt::NoPen || m_pen.brush().style() == Qt::NoBrush) {
        attr(QStringLiteral("stroke"), QStringLiteral("none"));
        return;
    }
    const QColor colour = brushColour(m_pen.brush());
    attr(QStringLiteral("stroke"), colour.name(QColor::HexRgb));
    if (colour.alpha() < 255)
        attr(QStringLiteral("stroke-opacity"), num(colour.alphaF()));
    // A width of 0 is one device pixel; a cosmetic pen's width is in device pixels too,
    // whatever the transform. Qt's dash lengths are in pen widths.
    const qreal penWidth = m_pen.widthF();
    const bool cosmetic = m_pen.isCosmetic() || penWidth <= 0;
    const qreal width = cosmetic ? qMax<qreal>(penWidth, 1) / deviceScale() : penWidth;
    attr(QStringLiteral("stroke-width"), num(width, 4));
    switch (m_pen.capStyle()) {
    case Qt::FlatCap:
        break; // SVG's default, butt
    case Qt::RoundCap:
        attr(QStringLiteral("stroke-linecap"), QStringLiteral("round"));
        break;
    default:
        attr(QStringLiteral("stroke-linecap"), QStringLiteral("square"));
        break;
    }
    switch (m_pen.joinStyle()) {
    case Qt::RoundJoin:
        attr(QStringLiteral("stroke-linejoin"), QStringLiteral("round"));
        break;
    case Qt::MiterJoin:
    case Qt::SvgMiterJoin:
        attr(QStringLiteral("stroke-miterlimit"), num(qMax<qreal>(m_pen.miterLimit(), 1)));
        break; // SVG's default, miter
    default:
        attr(QStringLiteral("stroke-linejoin"), QStringLiteral("bevel"));
        break;
    }
    if (m_pen.style() != Qt::SolidLine) {
        const qreal unit = cosmetic ? width : penWidth;
        QStringList dashes;
        for (qreal dash : m_pen.dashPattern())
            dashes << num(qMax<qreal>(dash, 0) * unit);
        if (!dashes.isEmpty()) {
            attr(QStringLiteral("stroke-dasharray"), dashes.join(QLatin1Char(',')));
            if (m_pen.dashOffset() != 0)
                attr(QStringLiteral("stroke-dashoffset"), num(m_pen.dashOffset() * unit));
        }
    }
}

void SvgPaintEngine::drawPath(const QPainterPath &path)
{
    if (path.isEmpty())
        return;
    startElement(QStringLiteral("path"));
    attr(QStringLiteral("d"), pathData(path));
    writeFill(m_brush, path.fillRule());
    writeStroke();
    m_xml->writeEndElement();
}

void SvgPaintEngine::drawRects(const QRectF *rects, int count)
{
    for (int i = 0; i < count; ++i) {
        const QRectF r = rects[i].normalized();
        startElement(QStringLiteral("rect"));
        attr(QStringLiteral("x"), num(r.x()));
        attr(QStringLiteral("y"), num(r.y()));
        attr(QStringLiteral("width"), num(r.width()));
        attr(QStringLiteral("height"), num(r.height()));
        writeFill(m_brush, Qt::WindingFill);
        writeStroke();
        m_xml->writeEndElement();
    }
}

void SvgPaintEngine::drawLines(const QLineF *lines, int count)
{
    if (m_pen.style() == Qt::NoPen)
        return;
    for (int i = 0; i < count; ++i) {
        startElement(QStringLiteral("line"));
        attr(QStringLiteral("x1"), num(lines[i].x1()));
        attr(QStringLiteral("y1"), num(lines[i].y1()));
        attr(QStringLiteral("x2"), num(lines[i].x2()));
        attr(QStringLiteral("y2"), num(lines[i].y2()));
        writeStroke();
        m_xml->writeEndElement();
    }
}

void SvgPaintEngine::drawEllipse(const QRectF &rect)
{
    const QRectF r = rect.normalized();
    startElement(QStringLiteral("ellipse"));
    attr(QStringLiteral("cx"), num(r.center().x()));
    attr(QStringLiteral("cy"), num(r.center().y()));
    attr(QStringLiteral("rx"), num(r.width() / 2));
    attr(QStringLiteral("ry"), num(r.height() / 2));
    writeFill(m_brush, Qt::WindingFill);
    writeStroke();
    m_xml->writeEndElement();
}

void SvgPaintEngine::drawPolygon(const QPointF *points, int count, PolygonDrawMode mode)
{
    if (count <= 0)
        return;
    const bool polyline = mode == PolylineMode;
    startElement(polyline ? QStringLiteral("polyline") : QStringLiteral("polygon"));
    attr(QStringLiteral("points"), pointList(points, count));
    if (polyline)
        attr(QStringLiteral("fill"), QStringLiteral("none"));
    else
        writeFill(m_brush, mode == OddEvenMode ? Qt::OddEvenFill : Qt::WindingFill);
    writeStroke();
    m_xml->writeEndElement();
}

void SvgPaintEngine::drawPixmap(const QRectF &rect, const QPixmap &pixmap, const QRectF &source)
{
    drawImage(rect, pixmap.toImage(), source, Qt::AutoColor);
}

// An image is defined once, as an <image> in <defs> of the size it is drawn at, and each
// drawing is a <use> of it: a scatter series' light marker, drawn at every point, is
// embedded once.
void SvgPaintEngine::drawImage(const QRectF &rect, const QImage &image, const QRectF &source,
                               Qt::ImageConversionFlags)
{
    if (image.isNull() || rect.isEmpty())
        return;
    const QRect part = source.toAlignedRect().intersected(image.rect());
    if (part.isEmpty())
        return;
    const QString key = QStringLiteral("%1|%2,%3,%4,%5|%6,%7")
                            .arg(image.cacheKey())
                            .arg(part.x())
                            .arg(part.y())
                            .arg(part.width())
                            .arg(part.height())
                            .arg(num(rect.width()), num(rect.height()));
    QString id = m_imageIds.value(key);
    if (id.isEmpty()) {
        QByteArray png;
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        if (!(part == image.rect() ? image : image.copy(part)).save(&buffer, "PNG"))
            return;
        id = QStringLiteral("image%1").arg(m_imageIds.size() + 1);
        m_imageIds.insert(key, id);
        m_xml->writeStartElement(QStringLiteral("defs"));
        m_xml->writeStartElement(QStringLiteral("image"));
        attr(QStringLiteral("id"), id);
        attr(QStringLiteral("width"), num(rect.width()));
        attr(QStringLiteral("height"), num(rect.height()));
        attr(QStringLiteral("preserveAspectRatio"), QStringLiteral("none"));
        attr(QStringLiteral("xlink:href"),
             QStringLiteral("data:image/png;base64,") + QString::fromLatin1(png.toBase64()));
        m_xml->writeEndElement();
        m_xml->writeEndElement();
    }
    startElement(QStringLiteral("use"));
    attr(QStringLiteral("x"), num(rect.x()));
    attr(QStringLiteral("y"), num(rect.y()));
    attr(QStringLiteral("xlink:href"), QLatin1Char('#') + id);
    m_xml->writeEndElement();
}

// Text as <text>, its baseline at `point`, in the pen's colour (as QPainter draws it). The
// font comes from the item; a font in points becomes px at the device's resolution.
void SvgPaintEngine::drawTextItem(const QPointF &point, const QTextItem &item)
{
    const QString text = item.text();
    if (text.isEmpty()) { // glyphs without their characters: drawn as outlines
        QPaintEngine::drawTextItem(point, item);
        return;
    }
    if (m_pen.style() == Qt::NoPen)
        return;
    const QFont font = item.font();
    const qreal px = font.pixelSize() > 0 ? qreal(font.pixelSize())
                                          : font.pointSizeF() * m_device->resolution() / 72.0;
    const bool rtl = item.renderFlags() & QTextItem::RightToLeft;
    startElement(QStringLiteral("text"));
    attr(QStringLiteral("xml:space"), QStringLiteral("preserve"));
    // Right to left, x is where the text starts: its right end.
    attr(QStringLiteral("x"), num(rtl ? point.x() + item.width() : point.x()));
    attr(QStringLiteral("y"), num(point.y()));
    // As wide as Qt laid it out (its advances are hinted; a viewer's may not be, or its
    // font may differ): right-aligned labels stay aligned, and text stays inside its clip.
    if (item.width() > 0)
        attr(QStringLiteral("textLength"), num(item.width()));
    if (rtl) {
        attr(QStringLiteral("direction"), QStringLiteral("rtl"));
        attr(QStringLiteral("unicode-bidi"), QStringLiteral("embed"));
    }
    attr(QStringLiteral("font-family"), fontFamilies(font));
    attr(QStringLiteral("font-size"), num(px, 2) + QStringLiteral("px"));
    const int weight = qBound(1, (font.weight() + 50) / 100, 9) * 100;
    attr(QStringLiteral("font-weight"), weight == 400   ? QStringLiteral("normal")
                                        : weight == 700 ? QStringLiteral("bold")
                                                        : QString::number(weight));
    if (font.style() != QFont::StyleNormal)
        attr(QStringLiteral("font-style"), font.style() == QFont::StyleItalic
                                               ? QStringLiteral("italic")
                                               : QStringLiteral("oblique"));
    const QColor colour = brushColour(m_pen.brush());
    attr(QStringLiteral("fill"), colour.name(QColor::HexRgb));
    if (colour.alpha() < 255)
        attr(QStringLiteral("fill-opacity"), num(colour.alphaF()));
    m_xml->writeCharacters(xmlText(text));
    m_xml->writeEndElement();
}

SvgWriter::SvgWriter(const QSize &size)
    : m_size(size.expandedTo(QSize(1, 1)))
    , m_engine(std::make_unique<SvgPaintEngine>(this))
{}

SvgWriter::~SvgWriter() = default;

void SvgWriter::setResolution(int dpi)
{
    m_dpi = qMax(1, dpi);
}

QByteArray SvgWriter::data() const
{
    return m_engine->document();
}

QPaintEngine *SvgWriter::paintEngine() const
{
    return m_engine.get();
}

int SvgWriter::metric(PaintDeviceMetric metric) const
{
    switch (metric) {
    case PdmWidth:
        return m_size.width();
    case PdmHeight:
        return m_size.height();
    case PdmWidthMM:
        return qRound(m_size.width() * 25.4 / m_dpi);
    case PdmHeightMM:
        return qRound(m_size.height() * 25.4 / m_dpi);
    case PdmNumColors:
        return INT_MAX;
    case PdmDepth:
        return 32;
    case PdmDpiX:
    case PdmDpiY:
    case PdmPhysicalDpiX:
    case PdmPhysicalDpiY:
        return m_dpi;
    case PdmDevicePixelRatio:
        return 1;
    case PdmDevicePixelRatioScaled:
        return qRound(devicePixelRatioFScale());
    default:
        return QPaintDevice::metric(metric);
    }
}

} // namespace gpuplanner
