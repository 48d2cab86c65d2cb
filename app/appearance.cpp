#include "appearance.h"

#include "palette.h"

#include <QApplication>
#include <QStyle>
#include <QStyleFactory>

#include <optional>

namespace gpuplanner::appearance {

namespace {

std::optional<QString> g_desktopStyle; // the style Qt chose at start-up
QString g_current;
bool g_overridden = false; // a style and palette of ours are set

} // namespace

void apply(const QString &choice)
{
    if (!g_desktopStyle)
        g_desktopStyle = QApplication::style()->name();
    const bool light = choice == QLatin1String("light");
    const bool dark = choice == QLatin1String("dark");
    g_current = light || dark ? choice : QString();
    if (light || dark) {
        QStyle *fusion = QStyleFactory::create(QStringLiteral("Fusion"));
        const QPalette palette = dark ? palette::darkWindowPalette() : fusion->standardPalette();
        QApplication::setStyle(fusion);
        QApplication::setPalette(palette);
        g_overridden = true;
    } else if (g_overridden) {
        // The desktop's style again, and a palette with nothing set: every colour resolves
        // to the desktop's (platform theme's) palette, which then follows its changes.
        if (QStyle *style = QStyleFactory::create(*g_desktopStyle))
            QApplication::setStyle(style);
        QApplication::setPalette(QPalette());
        g_overridden = false;
    }
    palette::setDarkFromPalette(QApplication::palette());
}

QString current()
{
    return g_current;
}

} // namespace gpuplanner::appearance
