// View ▸ Appearance: the desktop's colours, light or dark (appearance.h). A new colour
// scheme rebuilds the pages, as a new language does (mainwindowlanguage.cpp), so that
// every colour a page chose when it was built (verdict text, notes, charts) is the new
// scheme's; the document, its undo stack and the current tab stay.
#include "mainwindow.h"

#include "appearance.h"
#include "palette.h"
#include "settingskeys.h"

#include <QActionGroup>
#include <QApplication>
#include <QEvent>
#include <QMenu>
#include <QSettings>
#include <QStatusBar>

namespace gpuplanner {

void MainWindow::createAppearanceMenu(QMenu *view)
{
    QMenu *menu = view->addMenu(tr("&Appearance"));
    menu->setObjectName(QStringLiteral("appearanceMenu"));
    auto *group = new QActionGroup(menu);
    const QString current = appearance::current();
    const std::pair<QString, QString> choices[] = {{QString(), tr("&Follow the desktop")},
                                                   {QStringLiteral("light"), tr("&Light")},
                                                   {QStringLiteral("dark"), tr("D&ark")}};
    for (const auto &[code, name] : choices) {
        QAction *a = menu->addAction(name);
        a->setCheckable(true);
        a->setChecked(code == current);
        a->setData(code);
        a->setObjectName(
            QStringLiteral("appearance-%1").arg(code.isEmpty() ? QStringLiteral("desktop") : code));
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, code = code] { setAppearance(code); });
    }
}

void MainWindow::setAppearance(const QString &choice)
{
    if (m_settings)
        m_settings->setValue(settingskeys::kAppearance, choice);
    appearance::apply(choice); // every window hears the palette change (changeEvent)
    for (QWidget *w : QApplication::topLevelWidgets()) {
        if (auto *window = qobject_cast<MainWindow *>(w)) {
            if (auto *menu = window->findChild<QMenu *>(QStringLiteral("appearanceMenu"))) {
                for (QAction *a : menu->actions())
                    a->setChecked(a->data().toString() == choice);
            }
        }
    }
}

void MainWindow::changeEvent(QEvent *event)
{
    QMainWindow::changeEvent(event);
    if (event->type() != QEvent::PaletteChange && event->type() != QEvent::ApplicationPaletteChange)
        return;
    palette::setDarkFromPalette(QApplication::palette());
    if (palette::screen().dark == m_builtDark || m_schemeRebuildDue)
        return;
    m_schemeRebuildDue = true;
    QMetaObject::invokeMethod(
        this,
        [this] {
            m_schemeRebuildDue = false;
            if (palette::screen().dark == m_builtDark)
                return;
            rebuildPages(); // sets m_builtDark
            statusBar()->showMessage(
                palette::screen().dark ? tr("Dark appearance") : tr("Light appearance"), 5000);
        },
        Qt::QueuedConnection);
}

} // namespace gpuplanner
