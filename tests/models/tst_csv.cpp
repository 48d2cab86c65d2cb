// The CSV reader: quoting, embedded line breaks, byte-order mark, line numbers in errors.
#include "csv.h"

#include <QTest>

using namespace gpuplanner;

class TestCsv : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void quotedFields()
    {
        std::string error;
        const auto t = parseCsv("\xEF\xBB\xBF"
                                "a,b,c\r\n1,\"x, \"\"y\"\"\",3\n\"multi\nline\",,\n",
                                &error);
        QVERIFY2(t, error.c_str());
        QCOMPARE(t->header.size(), 3u);
        QCOMPARE(t->header[0], std::string("a")); // BOM skipped
        QCOMPARE(t->records.size(), 2u);
        QCOMPARE(t->records[0].fields[1], std::string("x, \"y\""));
        QCOMPARE(t->records[1].fields[0], std::string("multi\nline"));
        QCOMPARE(t->records[1].line, 3);
        QCOMPARE(t->records[1].fields[2], std::string());
        QCOMPARE(t->column("c"), 2);
        QCOMPARE(t->column("d"), -1);
    }

    void blankLinesAreNotRecords()
    {
        std::string error;
        const auto t = parseCsv("a,b\n\n1,2\n\n", &error);
        QVERIFY(t);
        QCOMPARE(t->records.size(), 1u);
        QCOMPARE(t->records[0].line, 3);
    }

    void errors_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("empty file") << QByteArray("") << "line 1: the file is empty";
        QTest::newRow("unclosed quote names its first line")
            << QByteArray("a,b\n1,\"open\n2,3\n") << "line 2: a quoted field is never closed";
        QTest::newRow("too few fields")
            << QByteArray("a,b,c\n1,2,3\n4,5\n") << "line 3: 2 fields, but the header has 3";
        QTest::newRow("quote inside a field")
            << QByteArray("a,b\n1,x\"y\n") << "line 2: a quote inside an unquoted field";
        QTest::newRow("text after closing quote")
            << QByteArray("a,b\n1,\"x\"y\n") << "line 2: text after the closing quote";
    }
    void errors()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, expected);
        std::string error;
        QVERIFY(!parseCsv(std::string_view(text.constData(), text.size()), &error));
        QVERIFY2(QString::fromStdString(error).startsWith(expected), error.c_str());
    }

    void writeAndReadBack()
    {
        const std::vector<std::string> fields = {"plain", "with,comma", "with \"quote\"",
                                                 "two\nlines", ""};
        const std::string text = "h1,h2,h3,h4,h5\n" + csvLine(fields) + "\n";
        std::string error;
        const auto t = parseCsv(text, &error);
        QVERIFY(t);
        QCOMPARE(t->records.at(0).fields, fields);
    }
};

QTEST_GUILESS_MAIN(TestCsv)
#include "tst_csv.moc"
