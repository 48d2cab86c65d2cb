#include "palette.h"

#include <algorithm>
#include <cmath>

namespace gpuplanner::palette {

namespace {

bool g_dark = false;

double channel(double c)
{
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

double luminance(const QColor &c)
{
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

} // namespace

const Scheme &light()
{
    static const Scheme s{false,
                          kFits,
                          kWarning,
                          kNoFit,
                          kMuted,
                          kCost,
                          kTarget,
                          kMemoryComponents,
                          QColor(0x9a, 0x34, 0x12),
                          QColor(0xff, 0xf7, 0xed),
                          QColor(0xfd, 0xba, 0x74)};
    return s;
}

const Scheme &dark()
{
    // Tableau 10's hues kept, lightened where a line or bar would sink into the background.
    static const Scheme s{true,
                          QColor(0x5c, 0xc9, 0x7b),
                          QColor(0xf0, 0xa0, 0x4b),
                          QColor(0xff, 0x7a, 0x85),
                          QColor(0xa6, 0xa6, 0xa6),
                          QColor(0x6f, 0x9f, 0xd8),
                          QColor(0xf2, 0x6b, 0x6b),
                          {QColor(0x76, 0xa5, 0xde), QColor(0xf2, 0x8e, 0x2b),
                           QColor(0xe1, 0x57, 0x59), QColor(0x76, 0xb7, 0xb2),
                           QColor(0x6c, 0xb8, 0x62), QColor(0xba, 0xb0, 0xac)},
                          QColor(0xfd, 0xba, 0x74),
                          QColor(0x3a, 0x2a, 0x1a),
                          QColor(0x9a, 0x5a, 0x22)};
    return s;
}

const Scheme &screen()
{
    return g_dark ? dark() : light();
}

void setDark(bool on)
{
    g_dark = on;
}

bool isDark(const QPalette &p)
{
    return p.color(QPalette::Window).lightness() < 128;
}

bool setDarkFromPalette(const QPalette &p)
{
    const bool was = g_dark;
    g_dark = isDark(p);
    return was != g_dark;
}

QPalette darkWindowPalette()
{
    const QColor window(0x2b, 0x2b, 0x2b);
    const QColor base(0x1e, 0x1e, 0x1e);
    const QColor text(0xe6, 0xe6, 0xe6);
    const QColor disabled(0x8c, 0x8c, 0x8c);
    QPalette p(text, QColor(0x35, 0x35, 0x35), QColor(0x4a, 0x4a, 0x4a), QColor(0x14, 0x14, 0x14),
               QColor(0x3c, 0x3c, 0x3c), text, QColor(0xff, 0xff, 0xff), base, window);
    p.setColor(QPalette::AlternateBase, QColor(0x26, 0x26, 0x26));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::ToolTipBase, QColor(0x35, 0x35, 0x35));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0xa0, 0xa0, 0xa0));
    p.setColor(QPalette::Highlight, QColor(0x2f, 0x65, 0xca));
    p.setColor(QPalette::HighlightedText, QColor(0xff, 0xff, 0xff));
    p.setColor(QPalette::Link, QColor(0x6c, 0xb4, 0xff));
    p.setColor(QPalette::LinkVisited, QColor(0xc5, 0x9c, 0xff));
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    p.setColor(QPalette::Disabled, QPalette::Light, QColor(0x2b, 0x2b, 0x2b));
    return p;
}

QColor inScheme(const QColor &colour, const Scheme &to)
{
    const Scheme &from = to.dark ? light() : dark();
    const QColor pairs[][2] = {{from.fits, to.fits},           {from.warning, to.warning},
                               {from.noFit, to.noFit},         {from.muted, to.muted},
                               {from.cost, to.cost},           {from.target, to.target},
                               {from.memory[0], to.memory[0]}, {from.memory[4], to.memory[4]}};
    const QRgb rgb = colour.rgb();
    const auto *hit = std::find_if(std::begin(pairs), std::end(pairs),
                                   [rgb](const QColor(&p)[2]) { return p[0].rgb() == rgb; });
    if (hit == std::end(pairs))
        return colour;
    QColor out = (*hit)[1];
    out.setAlpha(colour.alpha());
    return out;
}

double contrastRatio(const QColor &a, const QColor &b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

} // namespace gpuplanner::palette
