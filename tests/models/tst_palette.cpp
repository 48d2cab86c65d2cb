// The window's and the report's colours (issue 28: dark mode, "the red verdict text is
// 1.96:1 on a dark background; WCAG wants 4.5:1"): every text colour of each scheme has a
// contrast of 4.5:1 or more against the backgrounds it is drawn on — the light scheme on
// white, Fusion's alternate rows (#e8e8e8) and the report's stripes (#f4f6f9); the dark
// scheme on the dark palette's base, alternate rows and window — and the dark palette's own
// text, links, placeholders, tooltips and selection do too. The contrast formula is
// checked on known values, and a colour moves between the schemes.
#include "palette.h"

#include <QTest>

using namespace gpuplanner;

class TestPalette : public QObject
{
    Q_OBJECT

private:
    struct Named {
        const char *name;
        QColor colour;
    };

    static std::vector<Named> textColours(const palette::Scheme &s)
    {
        return {{"fits", s.fits},   {"warning", s.warning}, {"noFit", s.noFit},
                {"muted", s.muted}, {"cost", s.cost},       {"target", s.target}};
    }

    static void requireContrast(const std::vector<Named> &texts, const std::vector<Named> &grounds)
    {
        for (const Named &t : texts) {
            for (const Named &g : grounds) {
                const double ratio = palette::contrastRatio(t.colour, g.colour);
                if (ratio < 4.5)
                    QFAIL(qPrintable(QStringLiteral("%1 %2 on %3 %4: %5:1 < 4.5:1")
                                         .arg(QLatin1String(t.name), t.colour.name(),
                                              QLatin1String(g.name), g.colour.name())
                                         .arg(ratio, 0, 'f', 2)));
            }
        }
    }

private Q_SLOTS:
    void contrastRatioFollowsWcag()
    {
        QCOMPARE(qRound(palette::contrastRatio(Qt::black, Qt::white) * 100), 2100);
        QCOMPARE(palette::contrastRatio(Qt::white, Qt::white), 1.0);
        QCOMPARE(palette::contrastRatio(Qt::white, Qt::black),
                 palette::contrastRatio(Qt::black, Qt::white));
        // #777777 on white is the well-known near miss: 4.48:1.
        QCOMPARE(qRound(palette::contrastRatio(QColor(0x77, 0x77, 0x77), Qt::white) * 100), 448);
        // The case: the old red #b00020 on a dark window.
        QVERIFY(palette::contrastRatio(QColor(0xb0, 0x00, 0x20), QColor(0x2b, 0x2b, 0x2b)) < 2.5);
    }

    void lightSchemeTextIsLegibleOnLightGrounds()
    {
        requireContrast(textColours(palette::light()),
                        {{"white", QColor(Qt::white)},
                         {"Fusion alternate row", QColor(0xe8, 0xe8, 0xe8)},
                         {"report stripe", QColor(0xf4, 0xf6, 0xf9)}});
        const palette::Scheme &s = palette::light();
        requireContrast({{"note", s.noteText}}, {{"note background", s.noteBackground}});
    }

    void darkSchemeTextIsLegibleOnTheDarkPalette()
    {
        const QPalette p = palette::darkWindowPalette();
        QVERIFY(palette::isDark(p));
        const std::vector<Named> grounds = {{"base", p.color(QPalette::Base)},
                                            {"alternate base", p.color(QPalette::AlternateBase)},
                                            {"window", p.color(QPalette::Window)}};
        requireContrast(textColours(palette::dark()), grounds);
        const palette::Scheme &s = palette::dark();
        requireContrast({{"note", s.noteText}}, {{"note background", s.noteBackground}});
        requireContrast({{"text", p.color(QPalette::Text)},
                         {"window text", p.color(QPalette::WindowText)},
                         {"link", p.color(QPalette::Link)},
                         {"visited link", p.color(QPalette::LinkVisited)},
                         {"placeholder", p.color(QPalette::PlaceholderText)}},
                        grounds);
        requireContrast({{"button text", p.color(QPalette::ButtonText)}},
                        {{"button", p.color(QPalette::Button)}});
        requireContrast({{"tooltip text", p.color(QPalette::ToolTipText)}},
                        {{"tooltip", p.color(QPalette::ToolTipBase)}});
        requireContrast({{"selected text", p.color(QPalette::HighlightedText)}},
                        {{"selection", p.color(QPalette::Highlight)}});
    }

    void lightPaletteIsNotDark()
    {
        QPalette light(Qt::black, Qt::white);
        QVERIFY(!palette::isDark(light));
        palette::setDark(false);
        QVERIFY(palette::setDarkFromPalette(palette::darkWindowPalette()));
        QVERIFY(palette::screen().dark);
        QCOMPARE(palette::screen().noFit, palette::dark().noFit);
        QVERIFY(!palette::setDarkFromPalette(palette::darkWindowPalette())); // no change
        QVERIFY(palette::setDarkFromPalette(light));
        QVERIFY(!palette::screen().dark);
        QCOMPARE(palette::screen().noFit, palette::kNoFit);
    }

    void coloursMoveBetweenSchemes()
    {
        QCOMPARE(palette::inScheme(palette::kFits, palette::dark()), palette::dark().fits);
        QCOMPARE(palette::inScheme(palette::dark().noFit, palette::light()), palette::kNoFit);
        QColor half = palette::kCost;
        half.setAlpha(128);
        const QColor moved = palette::inScheme(half, palette::dark());
        QCOMPARE(moved.rgb(), palette::dark().cost.rgb());
        QCOMPARE(moved.alpha(), 128);
        // A colour neither scheme has stays.
        QCOMPARE(palette::inScheme(QColor(0x12, 0x34, 0x56), palette::dark()),
                 QColor(0x12, 0x34, 0x56));
        // Every verdict colour differs between the schemes, so a chart drawn light changes.
        for (const auto &[l, d] : {std::pair{palette::kFits, palette::dark().fits},
                                   std::pair{palette::kWarning, palette::dark().warning},
                                   std::pair{palette::kNoFit, palette::dark().noFit}})
            QVERIFY(l != d);
    }
};

QTEST_GUILESS_MAIN(TestPalette)
#include "tst_palette.moc"
