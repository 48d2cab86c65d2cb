// A note in the middle of a chart that has nothing to draw (no type fits, none has a
// price), in place of axes from 0 to 1 that say nothing: while it shows, the chart's axes
// and legend are hidden. Owned by its chart; the text is shown as plain text.
#pragma once

#include <QFont>
#include <QObject>
#include <QString>

class QChart;
class QGraphicsTextItem;

namespace gpuplanner {

struct Plan;

class ChartNote : public QObject
{
    Q_OBJECT

public:
    ChartNote(QChart *chart, const QFont &font);

    // Shows note, or with an empty one hides it and brings the axes (and a legend that
    // was shown) back.
    void show(const QString &note);
    QString text() const; // empty while hidden
    const QChart *chart() const { return m_chart; }
    // What a cost chart of this plan says when it has nothing to draw: no type in the
    // comparison, none fits, or none that fits has a price (and a time or speed).
    static QString forPlan(const Plan &plan, bool training);

private:
    void place();

    QChart *m_chart;
    QGraphicsTextItem *m_item; // owned by the chart
    bool m_legendShown = false;
    bool m_showing = false;
};

} // namespace gpuplanner
