// The PDF report's charts (internal to report*.cpp): a chart's data travels in a text
// object's format through the report's QTextDocument and is painted as vectors by
// ChartObject, with the window's 1-2-5 axis scales and number formats (chartstyle.h).
// Also the report's fonts: a Latin sans first, then a CJK font.
#pragma once

#include "palette.h"

#include <QColor>
#include <QFont>
#include <QLocale>
#include <QObject>
#include <QSizeF>
#include <QStringList>
#include <QTextFormat>
#include <QTextObjectInterface>

#include <vector>

namespace gpuplanner::reportchart {

struct Bar {
    QString label;
    std::vector<double> values; // Stacked: the segments; Bars: one value; Fit: need, card
    QString valueText;
    QColor color; // Bars and Fit: the bar's (need's) colour
};

struct Chart {
    enum class Kind { Stacked, Bars, Fit };
    Kind kind = Kind::Bars;
    QStringList legend;
    std::vector<QColor> legendColors;
    std::vector<Bar> bars;
    QString axisTitle;
    QStringList fontFamilies;
    double pointSize = 7.5;
    double width = 0;                                        // device units
    QLocale locale{QLocale::English, QLocale::UnitedStates}; // tick labels
};

constexpr int kChartObjectType = QTextFormat::UserObject + 71;
constexpr int kChartDataProperty = QTextFormat::UserProperty + 71;

inline const QColor kFitsColor = palette::kFits;
inline const QColor kWarningColor = palette::kWarning;
inline const QColor kNoFitColor = palette::kNoFit;
inline const QColor kCardColor{0xd3, 0xda, 0xe3};
inline const QColor kCostColor = palette::kCost;
inline const QColor kAxisColor{0x55, 0x5f, 0x6b};
inline const QColor kGridColor{0xe3, 0xe7, 0xec};

// The report's fonts: a Latin sans first, then a CJK font for what the Latin one lacks.
// Noto Sans CJK alone would do for both, but HarfBuzz gives its digits alternate glyphs
// that Qt's PDF engine writes no ToUnicode entry for, so numbers would vanish from the
// PDF's text (search, copy, pdftotext). Empty: the default sans.
QStringList fontFamilies();
QFont reportFont(const QStringList &families, double pointSize);

// Registered with the document layout for kChartObjectType; reads the Chart from
// kChartDataProperty.
class ChartObject : public QObject, public QTextObjectInterface
{
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)

public:
    using QObject::QObject;

    QSizeF intrinsicSize(QTextDocument *doc, int, const QTextFormat &format) override;
    void drawObject(QPainter *painter, const QRectF &rect, QTextDocument *, int,
                    const QTextFormat &format) override;
};

} // namespace gpuplanner::reportchart

Q_DECLARE_METATYPE(gpuplanner::reportchart::Chart)
