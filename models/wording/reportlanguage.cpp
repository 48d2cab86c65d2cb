#include "reportlanguage.h"

#include "datafiles.h"

#include <QCoreApplication>
#include <QTranslator>

namespace gpuplanner {

namespace {

// English: the plural forms of gpu-planner_en.qm, and every other message as its source,
// so that a Chinese translator installed below it (the window's) is not consulted.
class EnglishTranslator : public QTranslator
{
public:
    using QTranslator::QTranslator;

    QString translate(const char *context, const char *source, const char *disambiguation,
                      int n) const override
    {
        const QString found = QTranslator::translate(context, source, disambiguation, n);
        if (!found.isNull() || !source)
            return found;
        QString text = QString::fromUtf8(source);
        // Without the .qm: the rule scripts/plurals-en.py fills it with.
        if (n >= 0)
            text.replace(QStringLiteral("(s)"), n == 1 ? QString() : QStringLiteral("s"));
        return text;
    }

    bool isEmpty() const override { return false; }
};

} // namespace

ReportLanguage::ReportLanguage(bool chinese)
    : m_chinese(chinese)
    , m_locale(QLocale())
{
    m_file = translationFile(chinese ? QStringLiteral("zh_CN") : QStringLiteral("en"));
    if (chinese) {
        m_translator = std::make_unique<QTranslator>();
        m_loaded = m_translator->load(m_file);
    } else {
        m_translator = std::make_unique<EnglishTranslator>();
        (void)m_translator->load(m_file);
        m_loaded = true;
    }
    // Installing a translator sends every widget a LanguageChange event: skip it when the
    // installed translators already give this language (the window's own language).
    const char *probe = "Page %1 of %2";
    const bool active = QCoreApplication::translate("Report", probe) ==
                            m_translator->translate("Report", probe, nullptr, -1) &&
                        QCoreApplication::translate("Report", "up to %n GPU(s)", nullptr, 2) ==
                            m_translator->translate("Report", "up to %n GPU(s)", nullptr, 2)
                                .replace(QStringLiteral("%n"), QStringLiteral("2"));
    if (m_loaded && !active && QCoreApplication::instance())
        m_installed = QCoreApplication::installTranslator(m_translator.get());
    QLocale::setDefault(chinese ? QLocale(QLocale::Chinese, QLocale::China)
                                : QLocale(QLocale::English, QLocale::UnitedStates));
}

ReportLanguage::~ReportLanguage()
{
    if (m_installed)
        QCoreApplication::removeTranslator(m_translator.get());
    QLocale::setDefault(m_locale);
}

QString ReportLanguage::errorString() const
{
    if (m_loaded)
        return {};
    return QStringLiteral("the Chinese translation cannot be read (looked for %1 and %2)")
        .arg(dataSearchText(QStringLiteral("translations/gpu-planner_zh_CN.qm")),
             QStringLiteral(":/i18n/gpu-planner_zh_CN.qm"));
}

} // namespace gpuplanner
