// The SVG paint device (issue 28): a hand-painted picture read back with QXmlStreamReader.
// The document is well formed, sized and titled; a filled rect keeps its colour and alpha;
// a dashed, capped line its width, dashes and cap; a cosmetic pen stays one device pixel
// under a scale; text is a <text> at its baseline with its font and colour, escaped (markup
// and control characters from a user's file stay text) as wide as Qt laid it out; a
// transformed path carries its matrix; clips become <clipPath>s around what they clip
// (replace, intersect, restore, none); images are embedded PNGs, each once; painter
// opacity and gradients are written.
#include "svgwriter.h"

#include <QFontMetricsF>
#include <QGuiApplication>
#include <QImage>
#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>
#include <QTest>
#include <QXmlStreamReader>

using namespace gpuplanner;

namespace {

// An element of the document with the clip groups around it, outermost first.
struct Element {
    QString name;
    QHash<QString, QString> attributes;
    QString text;
    QStringList clips;
    QString attribute(const QString &name) const { return attributes.value(name); }
};

struct Document {
    QString error; // empty when well formed
    QHash<QString, QString> root;
    QString rootNamespace;
    QString title;
    QList<Element> elements;                  // drawn elements, in document order
    QHash<QString, QList<Element>> clipPaths; // <clipPath id> to its children
};

QString clipReference(const QString &value)
{
    // url(#id) → id
    return value.startsWith(QLatin1String("url(#")) ? value.mid(5).chopped(1) : QString();
}

Document parse(const QByteArray &svg)
{
    Document doc;
    QXmlStreamReader xml(svg);
    QList<QString> groupClips; // per open element: the clip it opens, or empty
    QString inClipPath;
    Element *current = nullptr;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            Element e;
            e.name = xml.name().toString();
            for (const QXmlStreamAttribute &a : xml.attributes())
                e.attributes.insert(a.qualifiedName().toString(), a.value().toString());
            for (const QString &c : std::as_const(groupClips))
                if (!c.isEmpty())
                    e.clips << c;
            groupClips << (e.name == QLatin1String("g")
                               ? clipReference(e.attribute(QStringLiteral("clip-path")))
                               : QString());
            current = nullptr;
            if (e.name == QLatin1String("svg")) {
                doc.root = e.attributes;
                doc.rootNamespace = xml.namespaceUri().toString();
            } else if (e.name == QLatin1String("clipPath")) {
                inClipPath = e.attribute(QStringLiteral("id"));
                doc.clipPaths.insert(inClipPath, {});
            } else if (!inClipPath.isEmpty()) {
                doc.clipPaths[inClipPath].append(e);
            } else if (e.name == QLatin1String("title")) {
                doc.title = xml.readElementText();
                groupClips.removeLast();
            } else if (e.name != QLatin1String("g")) {
                doc.elements.append(e);
                current = &doc.elements.last();
            }
        } else if (xml.isCharacters() && current) {
            current->text += xml.text();
        } else if (xml.isEndElement()) {
            groupClips.removeLast();
            if (xml.name() == QLatin1String("clipPath"))
                inClipPath.clear();
            current = nullptr;
        }
    }
    if (xml.hasError())
        doc.error =
            xml.errorString() + QStringLiteral(" at line ") + QString::number(xml.lineNumber());
    return doc;
}

// Paints with `paint` on a 200×100 SVG and reads the document back.
template <typename Paint>
Document paint(Paint paint, const QString &title = QStringLiteral("test"), int dpi = 96)
{
    SvgWriter svg(QSize(200, 100));
    svg.setTitle(title);
    svg.setResolution(dpi);
    QPainter painter(&svg);
    paint(painter);
    painter.end();
    return parse(svg.data());
}

QList<Element> named(const Document &doc, const QString &name)
{
    QList<Element> out;
    for (const Element &e : doc.elements)
        if (e.name == name)
            out << e;
    return out;
}

} // namespace

class TestSvgWriter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void documentIsSizedAndTitled()
    {
        SvgWriter svg(QSize(200, 100));
        QCOMPARE(svg.width(), 200);
        QCOMPARE(svg.height(), 100);
        QVERIFY(svg.data().isEmpty());
        const QString title = QStringLiteral("费用 <img src=x>&\"\x01 ]]>");
        svg.setTitle(title);
        QPainter painter(&svg);
        painter.end();
        const QByteArray bytes = svg.data();
        QVERIFY(bytes.startsWith("<?xml"));
        QVERIFY(!bytes.contains("<img"));
        const Document doc = parse(bytes);
        QVERIFY2(doc.error.isEmpty(), qPrintable(doc.error));
        QCOMPARE(doc.rootNamespace, QStringLiteral("http://www.w3.org/2000/svg"));
        QCOMPARE(doc.root.value(QStringLiteral("version")), QStringLiteral("1.1"));
        QCOMPARE(doc.root.value(QStringLiteral("width")), QStringLiteral("200"));
        QCOMPARE(doc.root.value(QStringLiteral("height")), QStringLiteral("100"));
        QCOMPARE(doc.root.value(QStringLiteral("viewBox")), QStringLiteral("0 0 200 100"));
        // The control character, which XML cannot hold, is the replacement character.
        QString expected = title;
        expected.replace(QChar(1), QChar(QChar::ReplacementCharacter));
        QCOMPARE(doc.title, expected);
    }

    void rectKeepsItsFill()
    {
        const Document doc = paint([](QPainter &p) {
            p.setPen(Qt::NoPen);
            p.setBrush(QColor(0x12, 0x34, 0x56));
            p.drawRect(QRectF(10, 20, 30, 40));
            p.fillRect(QRectF(1, 2, 3, 4), QColor(255, 0, 0, 128));
        });
        QVERIFY2(doc.error.isEmpty(), qPrintable(doc.error));
        const QList<Element> rects = named(doc, QStringLiteral("rect"));
        QCOMPARE(rects.size(), 2);
        QCOMPARE(rects[0].attribute(QStringLiteral("fill")), QStringLiteral("#123456"));
        QVERIFY(!rects[0].attributes.contains(QStringLiteral("fill-opacity")));
        QCOMPARE(rects[0].attribute(QStringLiteral("stroke")), QStringLiteral("none"));
        QCOMPARE(rects[0].attribute(QStringLiteral("x")), QStringLiteral("10"));
        QCOMPARE(rects[0].attribute(QStringLiteral("y")), QStringLiteral("20"));
        QCOMPARE(rects[0].attribute(QStringLiteral("width")), QStringLiteral("30"));
        QCOMPARE(rects[0].attribute(QStringLiteral("height")), QStringLiteral("40"));
        QCOMPARE(rects[1].attribute(QStringLiteral("fill")), QStringLiteral("#ff0000"));
        QVERIFY(qAbs(rects[1].attribute(QStringLiteral("fill-opacity")).toDouble() - 128 / 255.0) <
                0.001);
        QVERIFY(rects[0].clips.isEmpty());
    }

    void dashedLineKeepsItsPen()
    {
        const Document doc = paint([](QPainter &p) {
            p.setPen(QPen(QColor(0, 128, 0), 2, Qt::DashLine, Qt::FlatCap, Qt::RoundJoin));
            p.drawLine(QPointF(0, 50), QPointF(200, 50));
            QPen cosmetic(QColor(0, 0, 255, 51), 0);
            p.setPen(cosmetic);
            p.scale(4, 4);
            p.drawLine(QPointF(0, 0), QPointF(10, 10));
        });
        QVERIFY2(doc.error.isEmpty(), qPrintable(doc.error));
        const QList<Element> lines = named(doc, QStringLiteral("line"));
        QCOMPARE(lines.size(), 2);
        const Element &dashed = lines[0];
        QCOMPARE(dashed.attribute(QStringLiteral("stroke")), QStringLiteral("#008000"));
        QCOMPARE(dashed.attribute(QStringLiteral("stroke-width")), QStringLiteral("2"));
        // Qt's DashLine is 4 widths on, 2 off.
        QCOMPARE(dashed.attribute(QStringLiteral("stroke-dasharray")), QStringLiteral("8,4"));
        QVERIFY(!dashed.attributes.contains(QStringLiteral("stroke-linecap"))); // butt
        QCOMPARE(dashed.attribute(QStringLiteral("stroke-linejoin")), QStringLiteral("round"));
        QCOMPARE(dashed.attribute(QStringLiteral("x2")), QStringLiteral("200"));
        // A cosmetic pen is one device pixel: a quarter of a unit under a 4× scale.
        const Element &hairline = lines[1];
        QCOMPARE(hairline.attribute(QStringLiteral("stroke-width")), QStringLiteral("0.25"));
        QCOMPARE(hairline.attribute(QStringLiteral("stroke-opacity")), QStringLiteral("0.2"));
        QCOMPARE(hairline.attribute(QStringLiteral("stroke-linecap")), QStringLiteral("square"));
        QCOMPARE(hairline.attribute(QStringLiteral("transform")),
                 QStringLiteral("matrix(4 0 0 4 0 0)"));
    }

    void textIsTextAtItsBaseline()
    {
        const QString hostile = QStringLiteral("<img src=x>&\"' 费\x0b");
        QFont font(QStringLiteral("DejaVu Sans"));
        font.setPixelSize(20);
        font.setBold(true);
        font.setItalic(true);
        const Document doc = paint([&](QPainter &p) {
            p.setFont(font);
            p.setPen(QColor(0xaa, 0x11, 0x22));
            p.drawText(QPointF(10, 50), QStringLiteral("Cost"));
            QFont points(QStringLiteral("DejaVu Serif"));
            points.setPointSizeF(12);
            points.setStyleHint(QFont::Serif);
            p.setFont(points);
            p.drawText(QPointF(5, 90), hostile);
        });
        QVERIFY2(doc.error.isEmpty(), qPrintable(doc.error));
        const QList<Element> texts = named(doc, QStringLiteral("text"));
        QVERIFY(texts.size() >= 2);
        const Element &cost = texts[0];
        QCOMPARE(cost.text, QStringLiteral("Cost"));
        QCOMPARE(cost.attribute(QStringLiteral("x")), QStringLiteral("10"));
        QCOMPARE(cost.attribute(QStringLiteral("y")), QStringLiteral("50"));
        QCOMPARE(cost.attribute(QStringLiteral("font-size")), QStringLiteral("20px"));
        const qreal width = QFontMetricsF(font).horizontalAdvance(QStringLiteral("Cost"));
        QVERIFY2(qAbs(cost.attribute(QStringLiteral("textLength")).toDouble() - width) < 0.01,
                 qPrintable(cost.attribute(QStringLiteral("textLength"))));
        QCOMPARE(cost.attribute(QStringLiteral("font-weight")), QStringLiteral("bold"));
        QCOMPARE(cost.attribute(QStringLiteral("font-style")), QStringLiteral("italic"));
        QCOMPARE(cost.attribute(QStringLiteral("fill")), QStringLiteral("#aa1122"));
        QVERIFY2(
            cost.attribute(QStringLiteral("font-family")).contains(QStringLiteral("'DejaVu Sans'")),
            qPrintable(cost.attribute(QStringLiteral("font-family"))));
        QVERIFY(
            cost.attribute(QStringLiteral("font-family")).endsWith(QStringLiteral("sans-serif")));
        // 12 pt at 96 dpi is 16 px. Text in fallback fonts may come in runs: together they
        // are the text, its control character replaced.
        QString rest;
        for (qsizetype i = 1; i < texts.size(); ++i) {
            QCOMPARE(texts[i].attribute(QStringLiteral("font-size")), QStringLiteral("16px"));
            QCOMPARE(texts[i].attribute(QStringLiteral("y")), QStringLiteral("90"));
            QVERIFY(texts[i]
                        .attribute(QStringLiteral("font-family"))
                        .endsWith(QStringLiteral(", serif")));
            QVERIFY(!texts[i].attributes.contains(QStringLiteral("font-style")));
            QCOMPARE(texts[i].attribute(QStringLiteral("font-weight")), QStringLiteral("normal"));
            rest += texts[i].text;
        }
        QString expected = hostile;
        expected.replace(QChar(0x0b), QChar(QChar::ReplacementCharacter));
        QCOMPARE(rest, expected);
        QCOMPARE(texts[1].attribute(QStringLiteral("x")), QStringLiteral("5"));
    }

    void fontSizeFollowsTheResolution()
    {
        const Document doc = paint(
            [](QPainter &p) {
                QFont font;
                font.setPointSizeF(9);
                p.setFont(font);
                p.drawText(QPointF(0, 20), QStringLiteral("x"));
            },
            QStringLiteral("dpi"), 144);
        const QList<Element> texts = named(doc, QStringLiteral("text"));
        QCOMPARE(texts.size(), 1);
        QCOMPARE(texts[0].attribute(QStringLiteral("font-size")), QStringLiteral("18px"));
    }

    void transformedPathCarriesItsMatrix()
    {
        const Document doc = paint([](QPainter &p) {
            p.setPen(Qt::NoPen);
            p.setBrush(Qt::blue);
            p.translate(10, 20);
            p.rotate(90);
            QPainterPath path;
            path.moveTo(0, 0);
            path.lineTo(30, 0);
            path.cubicTo(30, 10, 20, 20, 0, 20);
            path.closeSubpath();
            p.drawPath(path);
            p.resetTransform();
            p.setBrush(Qt::NoBrush);
            p.setPen(QPen(Qt::black, 1));
            p.drawEllipse(QRectF(0, 0, 20, 10));
        });
        QVERIFY2(doc.error.isEmpty(), qPrintable(doc.error));
        const QList<Element> paths = named(doc, QStringLiteral("path"));
        QCOMPARE(paths.size(), 1);
        QCOMPARE(paths[0].attribute(QStringLiteral("transform")),
                 QStringLiteral("matrix(0 1 -1 0 10 20)"));
        QCOMPARE(paths[0].attribute(QStringLiteral("d")),
                 QStringLiteral("M0 0 L30 0 C30 10 20 20 0 20 L0 0"));
        QCOMPARE(paths[0].attribute(QStringLiteral("fill")), QStringLiteral("#0000ff"));
        QCOMPARE(paths[0].attribute(QStringLiteral("fill-rule")), QStringLiteral("evenodd"));
        const QList<Element> ellipses = named(doc, QStringLiteral("ellipse"));
        QCOMPARE(ellipses.size(), 1);
        QVERIFY(!ellipses[0].attributes.contains(QStringLiteral("transform")));
        QCOMPARE(ellipses[0].attribute(QStringLiteral("fill")), QStringLiteral("none"));
        QCOMPARE(ellipses[0].attribute(QStringLiteral("rx")), QStringLiteral("10"));
        QCOMPARE(ellipses[0].attribute(QStringLiteral("cy")), QStringLiteral("5"));
    }

    void clipsBecomeClipPaths()
    {
        const Document doc = paint([](QPainter &p) {
            p.setPen(Qt::NoPen);
            p.setBrush(Qt::red);
            p.save();
            p.setClipRect(QRectF(0, 0, 50, 50));
            p.drawRect(QRectF(0, 0, 100, 100)); // 0: one clip
            p.save();
            p.translate(5, 5);
            p.setClipRect(QRect(0, 0, 20, 20), Qt::IntersectClip);
            p.drawRect(QRectF(0, 0, 100, 100)); // 1: both clips
            p.restore();
            p.drawRect(QRectF(1, 1, 100, 100)); // 2: the first clip again
            p.setClipping(false);
            p.drawRect(QRectF(2, 2, 100, 100)); // 3: no clip
            p.setClipping(true);
            p.drawRect(QRectF(3, 3, 100, 100)); // 4: the first clip again
            QPainterPath circle;
            circle.addEllipse(QRectF(0, 0, 40, 40));
            p.setClipPath(circle, Qt::ReplaceClip);
            p.drawRect(QRectF(4, 4, 100, 100)); // 5: the circle only
            p.setClipRect(QRectF(), Qt::NoClip);
            p.drawRect(QRectF(5, 5, 100, 100)); // 6: no clip
            p.restore();
            p.drawRect(QRectF(6, 6, 100, 100)); // 7: no clip
        });
        QVERIFY2(doc.error.isEmpty(), qPrintable(doc.error));
        const QList<Element> rects = named(doc, QStringLiteral("rect"));
        QCOMPARE(rects.size(), 8);
        QCOMPARE(rects[0].clips.size(), 1);
        const QString first = rects[0].clips[0];
        QVERIFY(doc.clipPaths.contains(first));
        QCOMPARE(doc.clipPaths[first].size(), 1);
        QCOMPARE(doc.clipPaths[first][0].attribute(QStringLiteral("d")),
                 QStringLiteral("M0 0 L50 0 L50 50 L0 50 L0 0"));
        QCOMPARE(rects[1].clips.size(), 2);
        QCOMPARE(rects[1].clips[0], first);
        // The intersected clip was set under translate(5, 5) and keeps that transform.
        const Element inner = doc.clipPaths.value(rects[1].clips[1]).value(0);
        QCOMPARE(inner.attribute(QStringLiteral("transform")),
                 QStringLiteral("matrix(1 0 0 1 5 5)"));
        QCOMPARE(rects[1].attribute(QStringLiteral("transform")),
                 QStringLiteral("matrix(1 0 0 1 5 5)"));
        QCOMPARE(rects[2].clips, QStringList{first});
        QVERIFY(rects[3].clips.isEmpty());
        QCOMPARE(rects[4].clips, QStringList{first});
        QCOMPARE(rects[5].clips.size(), 1);
        QVERIFY(rects[5].clips[0] != first);
        QVERIFY(doc.clipPaths[rects[5].clips[0]]
                    .value(0)
                    .attribute(QStringLiteral("d"))
                    .contains(QLatin1Char('C'))); // the circle's curves
        QVERIFY(rects[6].clips.isEmpty());
        QVERIFY(rects[7].clips.isEmpty());
        // Restoring the same clip reuses its <clipPath>.
        QCOMPARE(doc.clipPaths.size(), 3);
    }

    void imagesAreEmbeddedPngsOnce()
    {
        QImage image(4, 2, QImage::Format_ARGB32);
        image.fill(QColor(0, 200, 0));
        image.setPixelColor(0, 0, QColor(200, 0, 0));
        const Document doc = paint([&](QPainter &p) {
            p.setOpacity(0.5);
            p.drawImage(QRectF(10, 10, 40, 20), image);
            p.drawImage(QRectF(70, 10, 40, 20), image); // the same again: embedded once
            p.drawPixmap(QRectF(60, 10, 20, 20), QPixmap::fromImage(image), QRectF(2, 0, 2, 2));
        });
        QVERIFY2(doc.error.isEmpty(), qPrintable(doc.error));
        const QList<Element> uses = named(doc, QStringLiteral("use"));
        QCOMPARE(uses.size(), 3);
        QCOMPARE(named(doc, QStringLiteral("image")).size(), 2);
        auto imageOf = [&](const Element &use) {
            const QString ref = use.attribute(QStringLiteral("xlink:href"));
            for (const Element &e : named(doc, QStringLiteral("image")))
                if (QLatin1Char('#') + e.attribute(QStringLiteral("id")) == ref)
                    return e;
            return Element();
        };
        auto decode = [](const Element &e) {
            const QString href = e.attribute(QStringLiteral("xlink:href"));
            const QString prefix = QStringLiteral("data:image/png;base64,");
            return href.startsWith(prefix)
                       ? QImage::fromData(
                             QByteArray::fromBase64(href.mid(prefix.size()).toLatin1()), "PNG")
                       : QImage();
        };
        const Element first = imageOf(uses[0]);
        const QImage whole = decode(first);
        QCOMPARE(whole.size(), QSize(4, 2));
        QCOMPARE(whole.pixelColor(0, 0), QColor(200, 0, 0));
        QCOMPARE(whole.pixelColor(3, 1), QColor(0, 200, 0));
        QCOMPARE(first.attribute(QStringLiteral("width")), QStringLiteral("40"));
        QCOMPARE(first.attribute(QStringLiteral("height")), QStringLiteral("20"));
        QCOMPARE(uses[0].attribute(QStringLiteral("x")), QStringLiteral("10"));
        QCOMPARE(uses[0].attribute(QStringLiteral("opacity")), QStringLiteral("0.5"));
        QCOMPARE(uses[1].attribute(QStringLiteral("xlink:href")),
                 uses[0].attribute(QStringLiteral("xlink:href")));
        QCOMPARE(uses[1].attribute(QStringLiteral("x")), QStringLiteral("70"));
        const QImage part = decode(imageOf(uses[2])); // only the source rectangle
        QCOMPARE(part.size(), QSize(2, 2));
        QCOMPARE(part.pixelColor(0, 0), QColor(0, 200, 0));
    }

    void gradientsAndPolygons()
    {
        const Document doc = paint([](QPainter &p) {
            QLinearGradient gradient(0, 0, 100, 0);
            gradient.setColorAt(0, QColor(0x11, 0x22, 0x33));
            gradient.setColorAt(1, Qt::white);
            p.setBrush(gradient);
            p.setPen(Qt::NoPen);
            const QPointF triangle[] = {{0, 0}, {10, 0}, {5, 8}};
            p.drawPolygon(triangle, 3, Qt::WindingFill);
            p.setPen(QPen(Qt::black, 1.5));
            p.drawPolyline(triangle, 3);
        });
        QVERIFY2(doc.error.isEmpty(), qPrintable(doc.error));
        const QList<Element> polygons = named(doc, QStringLiteral("polygon"));
        QCOMPARE(polygons.size(), 1);
        QCOMPARE(polygons[0].attribute(QStringLiteral("fill")), QStringLiteral("#112233"));
        QCOMPARE(polygons[0].attribute(QStringLiteral("points")), QStringLiteral("0,0 10,0 5,8"));
        const QList<Element> polylines = named(doc, QStringLiteral("polyline"));
        QCOMPARE(polylines.size(), 1);
        QCOMPARE(polylines[0].attribute(QStringLiteral("fill")), QStringLiteral("none"));
        QCOMPARE(polylines[0].attribute(QStringLiteral("stroke-width")), QStringLiteral("1.5"));
    }

    void paintsAgainFromScratch()
    {
        SvgWriter svg(QSize(10, 10));
        for (int round = 0; round < 2; ++round) {
            QPainter painter(&svg);
            painter.setClipRect(QRect(0, 0, 5, 5));
            painter.fillRect(QRect(0, 0, 10, 10), Qt::black);
            painter.end();
            const Document doc = parse(svg.data());
            QVERIFY2(doc.error.isEmpty(), qPrintable(doc.error));
            QCOMPARE(named(doc, QStringLiteral("rect")).size(), 1);
            QCOMPARE(doc.clipPaths.size(), 1);
        }
    }
};

QTEST_MAIN(TestSvgWriter)
#include "tst_svgwriter.moc"
