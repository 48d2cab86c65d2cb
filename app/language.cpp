#include "language.h"

#include "datafiles.h"
#include "paths.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTranslator>

namespace gpuplanner {

namespace {

// Qt's own words that Qt 6.4's qtbase_zh_CN.qm lacks: the kind column of Qt's file dialogs
// (QFileSystemModel asks QAbstractFileIconProvider, a context Qt 5 called QFileIconProvider,
// so Qt's Chinese file has no entry for it). Our translation carries them in Qt's context,
// with Qt's disambiguation; a Qt translation that has them takes precedence (installed after).
[[maybe_unused]] const struct {
    const char *source;
    const char *comment;
} kQtFileKinds[] = {
    QT_TRANSLATE_NOOP3("QAbstractFileIconProvider", "Folder", "All other platforms"),
    QT_TRANSLATE_NOOP3("QAbstractFileIconProvider", "Drive", ""),
    QT_TRANSLATE_NOOP3("QAbstractFileIconProvider", "Unknown", ""),
};

} // namespace

LanguageSwitcher::LanguageSwitcher() = default;

LanguageSwitcher::~LanguageSwitcher()
{
    removeLanguage();
    if (m_plurals && QCoreApplication::instance())
        QCoreApplication::removeTranslator(m_plurals.get());
    if (m_localeBefore)
        QLocale::setDefault(*m_localeBefore);
}

QString LanguageSwitcher::systemLanguage()
{
    return QLocale::system().name().startsWith(QLatin1String("zh")) ? QStringLiteral("zh_CN")
                                                                    : QStringLiteral("en");
}

QString LanguageSwitcher::resolve(const QString &choice)
{
    return choice.isEmpty() ? systemLanguage() : choice;
}

void LanguageSwitcher::installPluralForms()
{
    if (m_plurals)
        return;
    m_plurals = std::make_unique<QTranslator>();
    if (m_plurals->load(translationFile(QStringLiteral("en"))))
        QCoreApplication::installTranslator(m_plurals.get());
}

void LanguageSwitcher::removeLanguage()
{
    if (!QCoreApplication::instance()) {
        m_app.reset();
        m_qt.reset();
        return;
    }
    if (m_qt)
        QCoreApplication::removeTranslator(m_qt.get());
    if (m_app)
        QCoreApplication::removeTranslator(m_app.get());
    m_qt.reset();
    m_app.reset();
}

QString LanguageSwitcher::apply(const QString &choice, QStringList *warnings)
{
    installPluralForms();
    if (!m_localeBefore)
        m_localeBefore = QLocale();
    const QString language = resolve(choice);
    if (language == m_language)
        return m_language;
    removeLanguage();
    m_language = QStringLiteral("en");
    if (language != QLatin1String("en")) {
        // The installed .qm files (share/gpu-planner/translations/) win over the embedded one.
        const QString qmFile = translationFile(language);
        auto app = std::make_unique<QTranslator>();
        if (app->load(qmFile)) {
            QCoreApplication::installTranslator(app.get());
            m_app = std::move(app);
            m_language = language;
            const QString qtFile = qtTranslationFile(language);
            auto qt = std::make_unique<QTranslator>();
            if (!qtFile.isEmpty() && qt->load(qtFile)) {
                QCoreApplication::installTranslator(qt.get());
                m_qt = std::move(qt);
            } else if (warnings) {
                *warnings << QStringLiteral("Qt's own translation %1 cannot be read (looked for "
                                            "%2); Qt's dialog buttons stay in English")
                                 .arg(qtFile.isEmpty()
                                          ? QStringLiteral("qtbase_%1.qm").arg(language)
                                          : qtFile,
                                      qtTranslationSearchText(language));
            }
        } else if (warnings) {
            *warnings << QStringLiteral("the translation %1 cannot be read; the window stays in "
                                        "English")
                             .arg(qmFile);
        }
    }
    QLocale::setDefault(m_language == QLatin1String("en")
                            ? QLocale(QLocale::English, QLocale::UnitedStates)
                            : QLocale(m_language));
    return m_language;
}

} // namespace gpuplanner
