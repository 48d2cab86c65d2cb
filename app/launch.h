// What the arguments of `gpu-planner` ask for, beyond the commands of cli.h: scenario files
// to open in the window (a double-clicked *.gpuplan.json, "Open with", the desktop entry's
// %F), each in a window of its own.
#pragma once

#include <QFuture>
#include <QStringList>

#include <vector>

class QSettings;
class QWidget;

namespace gpuplanner {

class CatalogRepository;
class MainWindow;
class PresetLibrary;

// True when an argument names a file for the window rather than a command: a path ending
// in .gpuplan.json, or any existing file. Commands (cli.h) are checked first.
bool isDocumentArgument(const QString &argument);
// The files among the window's arguments (the program name left out): every argument
// that is not a flag (--catalog, --overlay, --lang with their values, or Qt's -options).
QStringList documentArguments(const QStringList &arguments);
// Opens files[0] in window and each further file in a new window (deleted when closed,
// shown); a file that cannot be opened says why in a message box, as File ▸ Open does.
// Returns the new windows.
std::vector<MainWindow *> openDocuments(MainWindow &window, const QStringList &files,
                                        CatalogRepository *repository, const PresetLibrary *presets,
                                        QSettings *settings);

// Start-up: sets up Qt's font database (fontconfig reading its configuration and the
// system's font list, ~6 ms, which the first widget that measures text otherwise does on
// the GUI thread) on a worker thread, so that it overlaps reading the catalog and the
// presets. Call once the QApplication exists; QFontDatabase is thread-safe, and a GUI-thread
// text measurement that comes first only waits for it. Then loads the image-format plugins
// that the menu bar's first icon would load on the GUI thread.
QFuture<void> prepareFontsInBackground();

// Start-up, when repository.load() failed on the user's overlay (damaged, or written by a
// newer version; issue 27 item 7): a box that names the file and the problem and offers
// "Reset my changes (a backup copy is kept)" or "Quit". True when the overlay was moved
// aside and the catalog now loads; false to quit (an error on resetting is shown first).
bool offerOverlayReset(CatalogRepository &repository, QWidget *parent = nullptr);

} // namespace gpuplanner
