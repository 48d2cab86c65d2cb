// What the arguments of `gpu-planner` ask for, beyond the commands of cli.h: scenario files
// to open in the window (a double-clicked *.gpuplan.json, "Open with", the desktop entry's
// %F), each in a window of its own.
#pragma once

#include <QFuture>
#include <QStringList>

#include <vector>

class QProcessEnvironment;
class QSettings;
class QWidget;

namespace gpuplanner {

class CatalogRepository;
class MainWindow;
class PresetLibrary;

// True when an argument names a file for the window rather than a command: a path ending
// in .gpuplan.json, or any existing file. Commands (cli.h) are checked first.
bool isDocumentArgument(const QString &argument);
// What the window's arguments (the program name left out) hold: our global flags
// (--catalog, --overlay, --lang with their values), Qt's own options (-platform NAME,
// -style S, -reverse, the X11 platform's -display D …, with one dash or two, as Qt reads
// them) and files.
struct WindowArguments {
    QStringList files;
    // The first argument that starts with '-' and is neither: the window does not open, the
    // command line answers it instead (-h, -V, --help, --version; else "unknown flag").
    QString notAnOption;
    QString platform;     // the value of -platform, if given
    bool display = false; // -display given (X11)
};
WindowArguments parseWindowArguments(const QStringList &arguments);
// True for one of Qt's options that the window takes (-platform, -style=S, --reverse, …).
bool isQtOption(const QString &argument);
// The files among the window's arguments: parseWindowArguments(arguments).files.
QStringList documentArguments(const QStringList &arguments);

// Whether the window's platform has a display to open on, checked before QApplication
// exists (Qt aborts with "Reinstalling the application may fix this problem" otherwise).
// The platform is -platform's, else QT_QPA_PLATFORM's (a list such as "wayland;xcb" is
// tried in order, ":options" ignored), else Qt's default: X11 or Wayland. xcb needs DISPLAY
// (or -display); wayland needs WAYLAND_DISPLAY or WAYLAND_SOCKET (a platform asked for by
// name also finds the default socket $XDG_RUNTIME_DIR/wayland-0, as libwayland does).
// Other platforms (offscreen, vnc, eglfs, …) are left to Qt.
// A display that is set but does not answer (a stale DISPLAY in a re-attached tmux or SSH
// session, a closed X forwarding) is missing too: Qt would abort the same way.
struct MissingDisplay {
    bool missing = false;
    QString platform;        // as asked for: "xcb", "wayland;xcb"; empty for Qt's default
    QStringList needs;       // the variables none of which is set: DISPLAY, WAYLAND_DISPLAY
    QStringList unreachable; // "DISPLAY=:0", "WAYLAND_DISPLAY=wayland-1": set, no answer
};
MissingDisplay missingDisplay(const WindowArguments &arguments, const QProcessEnvironment &env);
// Whether an X server answers at DISPLAY's address: ":N", "unix:N" (the socket
// socketDir/XN, or Linux's abstract socket of that name), "host:N" (TCP port 6000 + N,
// a 2 s deadline). A value that is not an X display address counts as answering, and
// Qt says what it makes of it.
bool xDisplayAnswers(const QString &display,
                     const QString &socketDir = QStringLiteral("/tmp/.X11-unix"));
// The message for it: what is missing and how to use the command line instead (translated,
// context "cli"; ends with a newline).
QString noDisplayMessage(const MissingDisplay &missing);
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

// Waits for a worker's future when it goes out of scope: declared after the QApplication,
// so that a worker using Qt's font database or plugin loader never outlives it.
class BackgroundWork
{
public:
    explicit BackgroundWork(QFuture<void> future)
        : m_future(std::move(future))
    {}
    ~BackgroundWork() { m_future.waitForFinished(); }
    BackgroundWork(const BackgroundWork &) = delete;
    BackgroundWork &operator=(const BackgroundWork &) = delete;

private:
    QFuture<void> m_future;
};

// Start-up, when repository.load() failed on the user's overlay (damaged, or written by a
// newer version; issue 27 item 7): a box that names the file and the problem and offers
// "Reset my changes (a backup copy is kept)" or "Quit". True when the overlay was moved
// aside and the catalog now loads; false to quit (an error on resetting is shown first).
bool offerOverlayReset(CatalogRepository &repository, QWidget *parent = nullptr);

} // namespace gpuplanner
