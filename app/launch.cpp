#include "launch.h"

#include "catalogrepository.h"
#include "library.h"
#include "mainwindow.h"
#include "plaintext.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QFontDatabase>
#include <QImageReader>
#include <QMessageBox>
#include <QProcessEnvironment>
#include <QPushButton>
#include <QRegularExpression>
#include <QtConcurrent/QtConcurrentRun>

#include <cerrno>
#include <cstddef>
#include <cstring>
#include <string>

#include <netdb.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

namespace gpuplanner {

bool isDocumentArgument(const QString &argument)
{
    if (argument.isEmpty() || argument.startsWith(QLatin1Char('-')))
        return false;
    return argument.endsWith(QLatin1String(ScenarioLibrary::kSuffix), Qt::CaseInsensitive) ||
           QFileInfo(argument).isFile();
}

namespace {

// Connects to a Unix socket (abstract: Linux's abstract namespace, no file), true when
// something accepts.
bool unixSocketAnswers(const std::string &path, bool abstract)
{
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    const std::size_t offset = abstract ? 1 : 0;
    if (path.size() + offset >= sizeof(address.sun_path))
        return false;
    std::memcpy(address.sun_path + offset, path.data(), path.size());
    const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0)
        return true; // cannot tell: leave it to Qt
    const auto length =
        static_cast<socklen_t>(offsetof(sockaddr_un, sun_path) + offset + path.size());
    const bool ok = ::connect(fd, reinterpret_cast<const sockaddr *>(&address), length) == 0;
    ::close(fd);
    return ok;
}

// A TCP connection to host:port within timeoutMs; true when one address accepts.
bool tcpAnswers(const std::string &host, int port, int timeoutMs)
{
    addrinfo hints{};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    addrinfo *found = nullptr;
    const std::string service = std::to_string(port);
    if (::getaddrinfo(host.c_str(), service.c_str(), &hints, &found) != 0 || !found)
        return false;
    bool ok = false;
    for (addrinfo *a = found; a && !ok; a = a->ai_next) {
        const int fd =
            ::socket(a->ai_family, a->ai_socktype | SOCK_NONBLOCK | SOCK_CLOEXEC, a->ai_protocol);
        if (fd < 0)
            continue;
        if (::connect(fd, a->ai_addr, a->ai_addrlen) == 0) {
            ok = true;
        } else if (errno == EINPROGRESS) {
            pollfd p{fd, POLLOUT, 0};
            int error = 0;
            socklen_t size = sizeof(error);
            ok = ::poll(&p, 1, timeoutMs) == 1 &&
                 ::getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &size) == 0 && error == 0;
        }
        ::close(fd);
    }
    ::freeaddrinfo(found);
    return ok;
}

struct QtOption {
    const char *name;
    bool value;
};

// Qt's own options: QGuiApplication's, QApplication's and the xcb platform's (which takes
// -display, -geometry, -title, -icon, -name, -visual, -nograb and -dograb). "-style=S",
// "-stylesheet=F" and "-qmljsdebugger=…" are the only inline forms Qt reads.
constexpr QtOption kQtOptions[] = {
    {"platform", true},
    {"platformpluginpath", true},
    {"platformtheme", true},
    {"plugin", true},
    {"qwindowgeometry", true},
    {"qwindowtitle", true},
    {"qwindowicon", true},
    {"session", true},
    {"style", true},
    {"stylesheet", true},
    {"reverse", false},
    {"widgetcount", false},
    {"testability", false},
    {"display", true},
    {"geometry", true},
    {"title", true},
    {"icon", true},
    {"name", true},
    {"visual", true},
    {"nograb", false},
    {"dograb", false},
};

// "-name" or "--name" → "name"; "" for anything else.
QString optionName(const QString &argument)
{
    if (argument.startsWith(QLatin1String("--")))
        return argument.mid(2);
    if (argument.startsWith(QLatin1Char('-')))
        return argument.mid(1);
    return {};
}

const QtOption *qtOption(const QString &argument)
{
    const QString name = optionName(argument);
    for (const QtOption &option : kQtOptions) {
        if (name == QLatin1String(option.name))
            return &option;
    }
    return nullptr;
}

bool isInlineQtOption(const QString &argument)
{
    const QString name = optionName(argument);
    return name.startsWith(QLatin1String("style=")) ||
           name.startsWith(QLatin1String("stylesheet=")) ||
           name.startsWith(QLatin1String("qmljsdebugger="));
}

bool isGlobalFlag(const QString &argument)
{
    return argument == QLatin1String("--catalog") || argument == QLatin1String("--overlay") ||
           argument == QLatin1String("--lang");
}

bool isInlineGlobalFlag(const QString &argument)
{
    return argument.startsWith(QLatin1String("--catalog=")) ||
           argument.startsWith(QLatin1String("--overlay=")) ||
           argument.startsWith(QLatin1String("--lang="));
}

} // namespace

bool isQtOption(const QString &argument)
{
    return qtOption(argument) || isInlineQtOption(argument);
}

WindowArguments parseWindowArguments(const QStringList &arguments)
{
    WindowArguments parsed;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &a = arguments[i];
        if (!a.startsWith(QLatin1Char('-'))) {
            parsed.files << a;
            continue;
        }
        if (isGlobalFlag(a)) {
            ++i; // and its value
            continue;
        }
        if (isInlineGlobalFlag(a) || isInlineQtOption(a))
            continue;
        const QtOption *option = qtOption(a);
        if (!option) {
            if (parsed.notAnOption.isEmpty())
                parsed.notAnOption = a;
            continue;
        }
        if (!option->value || i + 1 >= arguments.size())
            continue;
        const QString value = arguments[++i];
        if (optionName(a) == QLatin1String("platform"))
            parsed.platform = value;
        else if (optionName(a) == QLatin1String("display"))
            parsed.display = true;
    }
    return parsed;
}

QStringList documentArguments(const QStringList &arguments)
{
    return parseWindowArguments(arguments).files;
}

MissingDisplay missingDisplay(const WindowArguments &arguments, const QProcessEnvironment &env)
{
    const auto isSet = [&env](const char *name) {
        return !env.value(QLatin1String(name)).isEmpty();
    };
    QString asked = arguments.platform;
    if (asked.isEmpty())
        asked = env.value(QStringLiteral("QT_QPA_PLATFORM"));
    // Qt's default on Linux: xcb, or wayland in a Wayland session (XDG_SESSION_TYPE).
    const QString platforms = asked.isEmpty() ? QStringLiteral("xcb;wayland") : asked;
    MissingDisplay missing{true, asked, {}, {}};
    for (const QString &entry : platforms.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const QString name = entry.section(QLatin1Char(':'), 0, 0).trimmed();
        if (name == QLatin1String("xcb")) {
            if (arguments.display)
                return {};
            if (isSet("DISPLAY")) {
                const QString display = env.value(QStringLiteral("DISPLAY"));
                if (xDisplayAnswers(display))
                    return {};
                missing.unreachable << QStringLiteral("DISPLAY=") + display;
                continue;
            }
            missing.needs << QStringLiteral("DISPLAY");
        } else if (name.startsWith(QLatin1String("wayland"))) {
            if (isSet("WAYLAND_SOCKET"))
                return {};
            if (isSet("WAYLAND_DISPLAY")) {
                // libwayland: an absolute name is the socket, else $XDG_RUNTIME_DIR/name.
                const QString display = env.value(QStringLiteral("WAYLAND_DISPLAY"));
                const QString socket =
                    display.startsWith(QLatin1Char('/'))
                        ? display
                        : env.value(QStringLiteral("XDG_RUNTIME_DIR")) + QLatin1Char('/') + display;
                if (!isSet("XDG_RUNTIME_DIR") && !display.startsWith(QLatin1Char('/')))
                    return {}; // libwayland refuses it with its own message
                if (QFileInfo(socket).exists())
                    return {};
                missing.unreachable << QStringLiteral("WAYLAND_DISPLAY=") + display;
                continue;
            }
            if (!asked.isEmpty() && isSet("XDG_RUNTIME_DIR") &&
                QFileInfo::exists(env.value(QStringLiteral("XDG_RUNTIME_DIR")) +
                                  QStringLiteral("/wayland-0")))
                return {};
            missing.needs << QStringLiteral("WAYLAND_DISPLAY");
        } else {
            return {}; // offscreen, minimal, vnc, eglfs, linuxfb …: Qt knows
        }
    }
    missing.needs.removeDuplicates();
    return missing;
}

bool xDisplayAnswers(const QString &display, const QString &socketDir)
{
    // [host]:N[.screen]; "unix" or no host: the local socket.
    static const QRegularExpression address(QStringLiteral(
        "^(?:(unix)|([A-Za-z0-9._-]*|\\[[0-9A-Fa-f:.]+\\])):(\\d{1,4})(?:\\.\\d+)?$"));
    const QRegularExpressionMatch m = address.match(display);
    if (!m.hasMatch())
        return true;
    const int number = m.captured(3).toInt();
    QString host = m.captured(2);
    if (m.captured(1).isEmpty() && !host.isEmpty()) {
        if (host.startsWith(QLatin1Char('[')))
            host = host.mid(1, host.size() - 2);
        // "localhost" without a resolver entry for it (a minimal system): the loopback.
        if (host == QLatin1String("localhost"))
            return tcpAnswers("127.0.0.1", 6000 + number, 2000) ||
                   tcpAnswers("::1", 6000 + number, 2000);
        return tcpAnswers(host.toStdString(), 6000 + number, 2000);
    }
    const QString path = socketDir + QStringLiteral("/X") + QString::number(number);
    if (unixSocketAnswers(path.toStdString(), false))
        return true;
    // Linux: X servers also listen on the abstract name "\0/tmp/.X11-unix/XN".
    return socketDir == QLatin1String("/tmp/.X11-unix") &&
           unixSocketAnswers(path.toStdString(), true);
}

QString noDisplayMessage(const MissingDisplay &missing)
{
    const QString problem =
        !missing.unreachable.isEmpty()
            ? QCoreApplication::translate(
                  "cli", "there is no display to open the window on: %1 is set, but nothing "
                         "answers there (a session that has ended, or X forwarding that is "
                         "closed).")
                  .arg(terminalSafe(missing.unreachable.join(QStringLiteral(", "))))
        : missing.platform.isEmpty()
            ? QCoreApplication::translate(
                  "cli", "there is no display to open the window on: neither DISPLAY nor "
                         "WAYLAND_DISPLAY is set (as in an SSH session without X forwarding).")
            : QCoreApplication::translate(
                  "cli", "there is no display to open the window on: the platform '%1' (from "
                         "-platform or QT_QPA_PLATFORM) needs %2, which is not set.")
                  .arg(missing.platform, missing.needs.join(QStringLiteral(" / ")));
    return problem + QLatin1Char('\n') +
           QCoreApplication::translate(
               "cli", "Without a window, use the command line, for example:\n"
                      "  gpu-planner estimate --model qwen2.5-7b --task inference\n"
                      "  gpu-planner rank --model qwen2.5-7b --task lora --top 5\n"
                      "'gpu-planner --help' lists the commands and their flags. For the "
                      "window, connect with X forwarding (ssh -X) or from the desktop.\n");
}

std::vector<MainWindow *> openDocuments(MainWindow &window, const QStringList &files,
                                        CatalogRepository *repository, const PresetLibrary *presets,
                                        QSettings *settings)
{
    std::vector<MainWindow *> more;
    for (qsizetype i = 0; i < files.size(); ++i) {
        MainWindow *target = &window;
        if (i > 0) {
            target = new MainWindow(repository, presets, settings);
            target->setAttribute(Qt::WA_DeleteOnClose);
            target->show();
            more.push_back(target);
        }
        target->openScenario(QFileInfo(files[i]).absoluteFilePath());
    }
    return more;
}

QFuture<void> prepareFontsInBackground()
{
    // families() populates the whole database under its lock (font engines are cached per
    // thread, so only the database itself is worth preparing here). Then the image-format
    // plugins (gif, ico, jpeg): the menu bar's extension button reads its icon through
    // QImageReader, which opens every one of them on first use (~2.6 M instructions on the
    // GUI thread otherwise); plugins are loaded once per process, under the loader's lock.
    return QtConcurrent::run([] {
        QFontDatabase::families();
        QImageReader::supportedImageFormats();
    });
}

bool offerOverlayReset(CatalogRepository &repository, QWidget *parent)
{
    // The file's name and SQLite's message are data: plain text, never markup.
    QMessageBox box(QMessageBox::Critical, QObject::tr("GPU Planner"), QString(),
                    QMessageBox::NoButton, parent);
    box.setTextFormat(Qt::PlainText);
    box.setText(QObject::tr("Your catalog changes (imported and entered prices and "
                            "instance types) cannot be read:\n%1\n\nGPU Planner "
                            "can move the file aside, keeping it as a backup copy "
                            "beside it, and start with the shipped catalog. Or "
                            "quit and look at the file first.")
                    .arg(repository.errorString()));
    box.setObjectName(QStringLiteral("overlayRecovery"));
    QPushButton *reset = box.addButton(QObject::tr("&Reset my changes (a backup copy is kept)"),
                                       QMessageBox::AcceptRole);
    reset->setObjectName(QStringLiteral("reset"));
    QPushButton *quit = box.addButton(QObject::tr("&Quit"), QMessageBox::RejectRole);
    quit->setObjectName(QStringLiteral("quit"));
    box.setDefaultButton(quit);
    box.setEscapeButton(quit);
    box.exec();
    if (box.clickedButton() != reset)
        return false;
    if (!repository.resetOverlay()) {
        QMessageBox::critical(parent, QObject::tr("GPU Planner"),
                              asPlainText(QObject::tr("The catalog changes cannot be reset:\n%1")
                                              .arg(repository.errorString())));
        return false;
    }
    return true;
}

} // namespace gpuplanner
