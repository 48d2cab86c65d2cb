// The machinery planwording's files share (planwording.cpp: reasons, findings, host RAM,
// the solver; memorywording.cpp: memory warnings and assumptions): a Words object
// translates a source in the language asked for and formats a code's arguments. Private
// to models/; the interface is planwording.h.
#pragma once

#include "datafiles.h"
#include "inputlabels.h"
#include "planwording.h"

#include "estimator/message.h"
#include "estimator/text.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>
#include <QTranslator>

#include <memory>
#include <string>

namespace gpuplanner::planwording::detail {

inline constexpr char kContext[] = "PlanWording";

// The Chinese translation, whatever the application installed: the same file the window
// and the report read (datafiles.h translationFile: the installed .qm, else the one
// embedded in this library).
inline const QTranslator *chineseTranslator()
{
    static const std::unique_ptr<QTranslator> translator = [] {
        auto t = std::make_unique<QTranslator>();
        if (!t->load(translationFile(QStringLiteral("zh_CN"))))
            return std::unique_ptr<QTranslator>();
        return t;
    }();
    return translator.get();
}

class Words
{
public:
    explicit Words(Language language)
        : m_language(language)
    {
        if (language == Language::Current)
            m_chinese = QLocale().language() == QLocale::Chinese;
        else
            m_chinese = language == Language::Chinese;
        m_locale = m_chinese ? QLocale(QLocale::Chinese, QLocale::China)
                             : (language == Language::English ? QLocale::c() : QLocale());
        m_locale.setNumberOptions(QLocale::OmitGroupSeparator);
    }

    bool chinese() const { return m_chinese; }

    QString t(const char *source) const { return translate(kContext, source, -1); }

    // A numerus source ("%n GPU(s)"): %n becomes n, and where no translation speaks to
    // the count (English sources), "(s)" agrees with it.
    QString n(const char *source, long long count) const
    {
        QString s = translate(kContext, source, static_cast<int>(count));
        s.replace(QLatin1String("%n"), QString::number(count));
        s.replace(QLatin1String("(s)"), count == 1 ? QString() : QStringLiteral("s"));
        return s;
    }

    // A number argument as its decimals say; a count as an integer; a text verbatim.
    QString a(const MessageArgs &args, std::size_t i) const
    {
        if (i >= args.size())
            return QString();
        const MessageArg &x = args[i];
        switch (x.kind) {
        case MessageArg::Kind::Number: {
            // The core's rounding (text::fmt, shortest round trip: 10.25 → "10.2"), with
            // the locale's decimal point.
            QString s = QString::fromStdString(text::fmt(x.number, x.decimals));
            const QString point = m_locale.decimalPoint();
            if (point != QLatin1String("."))
                s.replace(QLatin1Char('.'), point);
            return s;
        }
        case MessageArg::Kind::Count:
            return QString::number(static_cast<long long>(x.number));
        case MessageArg::Kind::Text:
            return QString::fromStdString(x.text);
        }
        return QString();
    }

    // A choice's id as the window words it ("awq_int4" → "AWQ 4-bit", "zero3" → "DeepSpeed
    // ZeRO-3"; InputLabels' words, in this language); any other text verbatim.
    QString label(const MessageArgs &args, std::size_t i) const
    {
        if (i >= args.size() || args[i].kind != MessageArg::Kind::Text)
            return a(args, i);
        const char *source = nullptr;
        if (const auto q = quantizationFromString(args[i].text))
            source = InputLabels::quantizationSource(*q);
        else if (const auto s = shardingFromString(args[i].text))
            source = InputLabels::shardingSource(*s);
        return source ? translate("InputLabels", source, -1) : a(args, i);
    }

    // 1,234 in both languages (the solver's values).
    QString grouped(long long v) const
    {
        return QLocale(QLocale::English, QLocale::UnitedStates).toString(v);
    }

private:
    QString translate(const char *context, const char *source, int count) const
    {
        switch (m_language) {
        case Language::English:
            return QString::fromUtf8(source);
        case Language::Chinese:
            if (const QTranslator *zh = chineseTranslator()) {
                const QString s = zh->translate(context, source, nullptr, count);
                if (!s.isEmpty())
                    return s;
            }
            return QCoreApplication::translate(context, source, nullptr, count);
        case Language::Current:
            break;
        }
        return QCoreApplication::translate(context, source, nullptr, count);
    }

    Language m_language;
    bool m_chinese = false;
    QLocale m_locale;
};

inline double number(const MessageArgs &args, std::size_t i)
{
    return i < args.size() ? args[i].number : 0;
}

inline bool present(const MessageArgs &args, std::size_t i)
{
    return i < args.size() && (args[i].kind != MessageArg::Kind::Text || !args[i].text.empty());
}

// The finding kv_replicated (estimator/planfindings.cpp): KV heads, tensor parallel, the
// factor; and its explanation. In memorywording.cpp.
QString kvReplicatedText(const Words &w, const MessageArgs &a);
QString kvReplicatedExplanation(const Words &w);

inline const std::string &textOf(const MessageArgs &args, std::size_t i)
{
    static const std::string empty;
    return i < args.size() ? args[i].text : empty;
}

// "With expert parallel … vLLM starts at tensor parallel N" (N = argument i): the refusal's
// way out for a MoE model whose experts would otherwise be sliced into part-blocks.
inline QString expertParallelHint(const Words &w, const MessageArgs &args, std::size_t i)
{
    return w
        .t(QT_TRANSLATE_NOOP("PlanWording",
                             "With expert parallel (--expert-parallel; vLLM "
                             "--enable-expert-parallel) each GPU keeps whole experts and vLLM "
                             "starts at tensor parallel %1."))
        .arg(w.a(args, i));
}

} // namespace gpuplanner::planwording::detail
