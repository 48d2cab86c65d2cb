// The Chinese translation stays complete: every message translated, none left
// unfinished or obsolete, and each translation keeps the source's %1…%9 argument markers
// and its keyboard accelerator letter.
#include <QFile>
#include <QRegularExpression>
#include <QTest>
#include <QXmlStreamReader>

class TestTranslations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void chineseIsComplete()
    {
        QFile f(QStringLiteral(GP_SOURCE_DIR "/resources/translations/gpu-planner_zh_CN.ts"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&f);
        QString source;
        int messages = 0;
        const QRegularExpression argMarker(QStringLiteral("%[1-9]"));
        const QRegularExpression accelerator(QStringLiteral("&([A-Za-z])"));
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement())
                continue;
            if (xml.name() == QLatin1String("source")) {
                source = xml.readElementText();
            } else if (xml.name() == QLatin1String("translation")) {
                const QString type = xml.attributes().value(QLatin1String("type")).toString();
                const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
                ++messages;
                QVERIFY2(type.isEmpty(), qPrintable(QStringLiteral("%1: %2").arg(type, source)));
                QVERIFY2(!text.isEmpty(), qPrintable(source));
                QStringList a, b;
                for (const auto &m : argMarker.globalMatch(source))
                    a << m.captured();
                for (const auto &m : argMarker.globalMatch(text))
                    b << m.captured();
                a.sort();
                b.sort();
                QVERIFY2(a == b, qPrintable(source + QStringLiteral(" → ") + text));
                const auto acc = accelerator.match(source);
                if (acc.hasMatch() && !source.contains(QLatin1String("&&")))
                    QVERIFY2(text.contains(QLatin1Char('&') + acc.captured(1), Qt::CaseInsensitive),
                             qPrintable(source + QStringLiteral(" → ") + text));
            }
        }
        QVERIFY(!xml.hasError());
        QVERIFY(messages > 100);
    }

    // Words whose Chinese once said the opposite (issue 26 item 3: quantization "none" read
    // 不限, "unlimited").
    void knownMistranslationsStayFixed()
    {
        QFile f(QStringLiteral(GP_SOURCE_DIR "/resources/translations/gpu-planner_zh_CN.ts"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&f);
        QString context, location, source;
        bool checked = false;
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement())
                continue;
            if (xml.name() == QLatin1String("name")) {
                context = xml.readElementText();
            } else if (xml.name() == QLatin1String("location")) {
                location = xml.attributes().value(QLatin1String("filename")).toString();
            } else if (xml.name() == QLatin1String("source")) {
                source = xml.readElementText();
            } else if (xml.name() == QLatin1String("translation")) {
                const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
                if (source == QLatin1String("none") && context == QLatin1String("InputLabels")) {
                    QVERIFY2(text != QStringLiteral("不限"), qPrintable(context));
                    checked = true;
                }
            }
        }
        QVERIFY(checked);
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
