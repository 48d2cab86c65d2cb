#include "chartpalette.h"

#include "palette.h"

#include <QAbstractAxis>
#include <QAbstractBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QGraphicsScene>
#include <QLegend>
#include <QXYSeries>

namespace gpuplanner {

namespace {

QColor mix(const QColor &a, const QColor &b, double share)
{
    return QColor::fromRgbF(a.redF() * share + b.redF() * (1 - share),
                            a.greenF() * share + b.greenF() * (1 - share),
                            a.blueF() * share + b.blueF() * (1 - share));
}

// Sets a property only when it differs, so that a change of the scene does not loop.
template <typename Get, typename Set, typename Value>
void setIf(Get get, Set set, const Value &value)
{
    if (get() != value)
        set(value);
}

class PaletteFollower : public QObject
{
public:
    explicit PaletteFollower(QChartView *view)
        : QObject(view)
        , m_view(view)
    {}

protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::PaletteChange || event->type() == QEvent::Show)
            apply();
        return false;
    }

public:
    void apply()
    {
        if (m_view->chart())
            applyChartPalette(m_view->chart(), m_view->palette());
    }

private:
    QChartView *m_view;
};

} // namespace

void applyChartPalette(QChart *chart, const QPalette &p)
{
    const QColor text = p.color(QPalette::Text);
    const QColor base = p.color(QPalette::Base);
    const QColor grid = mix(text, base, 0.16);
    const QColor line = mix(text, base, 0.45);
    const palette::Scheme &scheme = palette::screen();
    setIf([&] { return chart->backgroundBrush(); },
          [&](const QBrush &b) { chart->setBackgroundBrush(b); }, QBrush(base));
    setIf([&] { return chart->backgroundPen(); },
          [&](const QPen &pen) { chart->setBackgroundPen(pen); }, QPen(grid));
    setIf([&] { return chart->titleBrush(); }, [&](const QBrush &b) { chart->setTitleBrush(b); },
          QBrush(text));
    if (QLegend *legend = chart->legend())
        setIf([&] { return legend->labelColor(); },
              [&](const QColor &c) { legend->setLabelColor(c); }, text);
    for (QAbstractAxis *axis : chart->axes()) {
        setIf([&] { return axis->labelsBrush(); },
              [&](const QBrush &b) { axis->setLabelsBrush(b); }, QBrush(text));
        setIf([&] { return axis->titleBrush(); }, [&](const QBrush &b) { axis->setTitleBrush(b); },
              QBrush(text));
        setIf([&] { return axis->gridLineColor(); },
              [&](const QColor &c) { axis->setGridLineColor(c); }, grid);
        setIf([&] { return axis->minorGridLineColor(); },
              [&](const QColor &c) { axis->setMinorGridLineColor(c); }, grid);
        setIf([&] { return axis->linePenColor(); },
              [&](const QColor &c) { axis->setLinePenColor(c); }, line);
    }
    for (QAbstractSeries *series : chart->series()) {
        if (auto *xy = qobject_cast<QXYSeries *>(series)) {
            setIf([&] { return xy->color(); }, [&](const QColor &c) { xy->setColor(c); },
                  palette::inScheme(xy->color(), scheme));
        } else if (auto *bars = qobject_cast<QAbstractBarSeries *>(series)) {
            for (QBarSet *set : bars->barSets()) {
                setIf([&] { return set->color(); }, [&](const QColor &c) { set->setColor(c); },
                      palette::inScheme(set->color(), scheme));
                setIf([&] { return set->labelColor(); },
                      [&](const QColor &c) { set->setLabelColor(c); }, text);
            }
        }
    }
}

void followPalette(QChartView *view)
{
    auto *follower = new PaletteFollower(view);
    view->installEventFilter(follower);
    QObject::connect(view->scene(), &QGraphicsScene::changed, follower,
                     [follower] { follower->apply(); });
    follower->apply();
}

} // namespace gpuplanner
