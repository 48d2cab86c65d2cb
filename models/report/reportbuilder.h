// The PDF report's document (internal to report*.cpp): ReportBuilder writes the report's
// HTML section by section (reportsections.cpp, labels and helpers in reportbuilder.cpp)
// with chart markers that writePdf (reportpdf.cpp) replaces by painted charts
// (reportchart.h) before it paginates and prints the pages.
//
// Fixed text is tr() in the "Report" context, in whatever language the installed
// translator gives (ReportLanguage, reportlanguage.h); the Chinese lives in the .ts like
// the window's.
#pragma once

#include "report.h"
#include "reportchart.h"

#include <QCoreApplication>
#include <QString>

#include <functional>
#include <vector>

namespace gpuplanner {

namespace reporthtml {
inline QString q(const std::string &s)
{
    return QString::fromStdString(s);
}
inline QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}
inline QString escs(const std::string &s)
{
    return esc(q(s));
}
} // namespace reporthtml

// Free text for the PDF in bounded layout time: cut at kMaxReportTextChars with a marker,
// and a zero-width space (a line-break opportunity) after every kMaxWordChars characters
// of an unbroken word, so a 300,000-character "word" neither runs off the page nor makes
// the line breaker search one enormous line.
QString breakableText(const QString &text);

class ReportBuilder
{
    Q_DECLARE_TR_FUNCTIONS(Report)

public:
    using Chart = reportchart::Chart;
    using Bar = reportchart::Bar;

    ReportBuilder(const ReportInput &in, double chartWidth);

    const QStringList &families() const { return m_families; }
    const std::vector<Chart> &charts() const { return m_charts; }
    QString title() const;
    QString reportDate() const;
    QString html();
    static QString styleSheet();
    static QString markerOf(int i);
    // The running header's right-hand text and the footer's page number.
    static QString programName();
    static QString pageOf(int page, int pages);

private:
    // Labels (reportbuilder.cpp).
    QString yesNo(bool v) const;
    QString taskLabel(Task task) const;
    QString quantizationLabel(Quantization quant) const;
    QString optimizerLabel(Optimizer o) const;
    QString shardingLabel(Sharding s) const;
    QString pricingLabel(PricingMode mode) const;
    QString kindLabel(PriceKind kind) const;
    QString verdictLabel(Verdict v) const;
    QString severityLabel(Severity s) const;
    QString gib(double v, int decimals = 1) const;
    QString currency() const;
    QString money(double v) const;

    // Sections (reportsections.cpp).
    void titleSection(QString &h) const;
    void inputsSection(QString &h) const;
    void workloadRows(const std::function<void(const QString &, const QString &)> &row) const;
    void trainingRows(const std::function<void(const QString &, const QString &)> &row) const;
    void servingRows(const std::function<void(const QString &, const QString &)> &row) const;
    void optionRows(const std::function<void(const QString &, const QString &)> &row) const;
    QString limitsText() const;
    void memorySection(QString &h);
    void candidatesSection(QString &h) const;
    void costChartSection(QString &h);
    void fitChartSection(QString &h);
    void findingsSection(QString &h) const;
    void capacitySection(QString &h) const;
    void sourcesSection(QString &h) const;
    void assumptionsSection(QString &h) const;
    // A chart: a marker paragraph that becomes the text object after setHtml.
    QString chart(Chart c);

    const ReportInput &m_in;
    bool m_zh = false;
    bool m_training = true;
    double m_chartWidth = 0;
    QStringList m_families;
    int m_listed = 0;
    std::vector<Chart> m_charts;
};

// The PDF (reportpdf.cpp); needs a QGuiApplication.
bool writePdf(const ReportInput &in, const QString &path, QString *error, int *pageCount);

} // namespace gpuplanner
