#include "chartnote.h"

#include "estimator/planner.h"

#include <QAbstractAxis>
#include <QApplication>
#include <QChart>
#include <QGraphicsTextItem>
#include <QLegend>
#include <QPalette>
#include <QTextDocument>
#include <QTextOption>

#include <algorithm>

namespace gpuplanner {

ChartNote::ChartNote(QChart *chart, const QFont &font)
    : QObject(chart)
    , m_chart(chart)
    , m_item(new QGraphicsTextItem(chart))
{
    m_item->setFont(font);
    m_item->setDefaultTextColor(QApplication::palette().color(QPalette::PlaceholderText));
    m_item->setZValue(20);
    QTextOption centred = m_item->document()->defaultTextOption();
    centred.setAlignment(Qt::AlignHCenter);
    m_item->document()->setDefaultTextOption(centred);
    m_item->setVisible(false);
    connect(chart, &QChart::plotAreaChanged, this, [this] { place(); });
    connect(chart, &QChart::geometryChanged, this, [this] { place(); });
}

void ChartNote::show(const QString &note)
{
    const bool showing = !note.isEmpty();
    if (showing && !m_showing)
        m_legendShown = m_chart->legend()->isVisible();
    if (m_item->toPlainText() != note)
        m_item->setPlainText(note); // never markup
    m_item->setVisible(showing);
    if (showing != m_showing) {
        for (QAbstractAxis *axis : m_chart->axes())
            axis->setVisible(!showing);
        m_chart->legend()->setVisible(showing ? false : m_legendShown);
    }
    m_showing = showing;
    place();
}

QString ChartNote::forPlan(const Plan &plan, bool training)
{
    const bool anyFits = std::any_of(plan.rows.begin(), plan.rows.end(), [](const PlanRow &r) {
        return r.verdict != Verdict::DoesNotFit;
    });
    if (plan.rows.empty())
        return tr("No instance type is in the comparison: widen the filters above the table.");
    if (!anyFits)
        return tr("No instance type fits this job, so there is no cost to compare. The "
                  "findings beside the table say what would make it fit; the VRAM chart "
                  "shows how far each type is from it.");
    return training ? tr("No type that fits has a price or a time to draw. Enter a price "
                         "(File ▸ Enter a price…, Ctrl+E) or import a price sheet.")
                    : tr("No type that fits has a price or a speed to draw. Enter a price "
                         "(File ▸ Enter a price…, Ctrl+E) or import a price sheet.");
}

QString ChartNote::text() const
{
    return m_showing ? m_item->toPlainText() : QString();
}

void ChartNote::place()
{
    if (!m_showing)
        return;
    const QRectF chart = m_chart->rect();
    const qreal margin = 12;
    m_item->setTextWidth(std::max<qreal>(80, chart.width() - 2 * margin));
    const QRectF box = m_item->boundingRect();
    m_item->setPos(chart.left() + margin,
                   std::max(chart.top() + margin, chart.center().y() - box.height() / 2));
}

} // namespace gpuplanner
