// The comparison page's detail pane: the selected row (its verdict, need, time, price and
// reasons) and the plan's findings and assumptions, each part written when it is seen.
#include "comparisonpage.h"

#include "comparisoncharts.h"
#include "palette.h"
#include "plantablemodel.h"
#include "planwording.h"

#include <QEvent>
#include <QItemSelectionModel>
#include <QLocale>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTextBrowser>

namespace gpuplanner {

void ComparisonPage::updateFindings()
{
    updateRowDetails();
    updateFindingsPane();
}

void ComparisonPage::updateRowDetails()
{
    if (!m_plan)
        return;
    const bool chinese = QLocale().language() == QLocale::Chinese;
    QString html;
    const QModelIndex current = m_view->selectionModel()->currentIndex();
    // (the selected row)
    if (current.isValid()) {
        const int row = m_proxy->mapToSource(current).row();
        const PlanRow &r = m_model->rowAt(row);
        const QStringList lines =
            ComparisonCharts::pointToolTip(r, m_model->isTraining(), false).split(u'\n');
        html += QStringLiteral("<b>%1</b><br>").arg(lines.first().toHtmlEscaped());
        for (int i = 1; i < lines.size(); ++i)
            html += lines[i].toHtmlEscaped() + QStringLiteral("<br>");
        if (!r.reasons.empty()) {
            html += QStringLiteral("<b>%1</b><ul>").arg(tr("Reasons"));
            for (const Reason &reason : r.reasons)
                html += QStringLiteral("<li>%1</li>")
                            .arg(planwording::reasonText(reason, planwording::languageOf(chinese))
                                     .toHtmlEscaped());
            html += QStringLiteral("</ul>");
        }
        const QString time = PlanTableModel::timeBreakdown(r, m_model->isTraining());
        if (!time.isEmpty())
            html += QStringLiteral("<p><small>%1</small></p>")
                        .arg(time.toHtmlEscaped().replace(u'\n', QStringLiteral("<br>")));
    }
    setPaneHtml(m_rowDetails, html);
}

void ComparisonPage::updateFindingsPane()
{
    if (!m_plan)
        return;
    const bool chinese = QLocale().language() == QLocale::Chinese;
    QString html;
    html += QStringLiteral("<b>%1</b><ul>").arg(tr("Findings"));
    for (const Finding &f : m_plan->findings) {
        const QString color = f.severity == Severity::Warning
                                  ? palette::screen().warning.name()
                                  : palette().color(QPalette::Text).name();
        html +=
            QStringLiteral("<li><span style='color:%1'>%2</span><br><small>%3</small></li>")
                .arg(color,
                     planwording::findingText(f, planwording::languageOf(chinese)).toHtmlEscaped(),
                     planwording::findingExplanation(f, planwording::languageOf(chinese))
                         .toHtmlEscaped());
    }
    html += QStringLiteral("</ul><b>%1</b><ul>").arg(tr("Assumptions"));
    for (const Assumption &a : m_plan->assumptions)
        html += QStringLiteral("<li>%1</li>")
                    .arg(planwording::assumptionText(a, planwording::languageOf(chinese))
                             .toHtmlEscaped());
    html += QStringLiteral("</ul>");
    setPaneHtml(m_findings, html);
}

void ComparisonPage::setPaneHtml(Pane &pane, const QString &html)
{
    if (html == pane.html) // laying out a long list costs milliseconds
        return;
    pane.html = html;
    pane.stale = true;
    if (pane.view->isVisible())
        writePane(pane);
}

void ComparisonPage::writePane(const Pane &pane)
{
    if (!pane.stale)
        return;
    pane.stale = false;
    pane.view->setHtml(pane.html);
}

QTextBrowser *ComparisonPage::details() const
{
    writePane(m_rowDetails);
    return m_rowDetails.view;
}

QTextBrowser *ComparisonPage::findings() const
{
    writePane(m_findings);
    return m_findings.view;
}

bool ComparisonPage::eventFilter(QObject *watched, QEvent *event)
{
    // Written once the window has its final layout (a queued call, still before the first
    // paint) rather than at Show: showing the page resizes the panes again (the
    // splitters' sizes).
    if (event->type() == QEvent::Show &&
        (watched == m_rowDetails.view || watched == m_findings.view)) {
        QMetaObject::invokeMethod(
            this,
            [this] {
                for (const Pane *pane : {&m_rowDetails, &m_findings}) {
                    if (pane->view->isVisible())
                        writePane(*pane);
                }
            },
            Qt::QueuedConnection);
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace gpuplanner
