// The CSV reader: quoting, embedded line breaks, byte-order mark, line numbers in errors.
#include "estimator/csv.h"

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

    // A NUL byte is kept by the parser; firstNulCell finds it (header first) for the
    // readers, which refuse the file.
    void nulCellIsFound()
    {
        using namespace std::string_view_literals;
        std::string error;
        const auto clean = parseCsv("a,b\n1,2\n", &error);
        QVERIFY(clean);
        QVERIFY(!firstNulCell(*clean));
        const auto inNote = parseCsv("\na,b\n1,2\n3,\"x\0y\"\n"sv, &error);
        QVERIFY2(inNote, error.c_str());
        QCOMPARE(inNote->records[1].fields[1], std::string("x\0y", 3)); // not cut short
        const auto cell = firstNulCell(*inNote);
        QVERIFY(cell);
        QCOMPARE(cell->line, 4);
        QCOMPARE(cell->column, std::size_t(1));
        QVERIFY(!cell->header);
        const auto inHeader = parseCsv("\na,\0b\n1,2\n"sv, &error);
        QVERIFY(inHeader);
        QCOMPARE(inHeader->headerLine, 2);
        const auto headerCell = firstNulCell(*inHeader);
        QVERIFY(headerCell && headerCell->header);
        QCOMPARE(headerCell->line, 2);
        QCOMPARE(headerCell->column, std::size_t(1));
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
    // OWASP CSV injection: a cell starting with = + - @ TAB or CR gets a leading quote;
    // a cell that is exactly a decimal number stays a number (numeric columns, negative
    // errors and deltas included).
    void formulaCellsAreNeutralised_data()
    {
        QTest::addColumn<QString>("cell");
        QTest::addColumn<QString>("written");
        QTest::newRow("equals") << "=1+2"
                                << "'=1+2";
        QTest::newRow("hyperlink") << "=HYPERLINK(\"http://x\")"
                                   << "\"'=HYPERLINK(\"\"http://x\"\")\"";
        QTest::newRow("plus") << "+cmd"
                              << "'+cmd";
        QTest::newRow("minus formula") << "-2+3"
                                       << "'-2+3";
        QTest::newRow("at") << "@SUM(A1)"
                            << "'@SUM(A1)";
        QTest::newRow("tab") << "\tx"
                             << "'\tx";
        QTest::newRow("carriage return") << "\rx"
                                         << "\"'\rx\"";
        QTest::newRow("lone minus") << "-"
                                    << "'-";
        QTest::newRow("negative number") << "-12.5"
                                         << "-12.5";
        QTest::newRow("signed number") << "+3"
                                       << "+3";
        QTest::newRow("exponent") << "-1e-3"
                                  << "-1e-3";
        QTest::newRow("negative percent") << "-137 %"
                                          << "-137 %";
        QTest::newRow("negative with unit") << "-5.2 GiB"
                                            << "-5.2 GiB";
        QTest::newRow("negative with CJK unit") << "-3 元/h"
                                                << "-3 元/h";
        QTest::newRow("number then a formula") << "-2+3 %"
                                               << "'-2+3 %";
        QTest::newRow("number then a call") << "-1 SUM(A1)"
                                            << "'-1 SUM(A1)";
        QTest::newRow("DDE payload") << "-1 cmd|' /C calc'!A0"
                                     << "'-1 cmd|' /C calc'!A0";
        QTest::newRow("number then two words") << "-1 a b"
                                               << "'-1 a b";
        QTest::newRow("trailing space") << "-1 "
                                        << "'-1 ";
        QTest::newRow("plain text") << "gn7i"
                                    << "gn7i";
        QTest::newRow("inner equals") << "a=b"
                                      << "a=b";
        QTest::newRow("empty") << ""
                               << "";
    }

    void formulaCellsAreNeutralised()
    {
        QFETCH(QString, cell);
        QFETCH(QString, written);
        QCOMPARE(QString::fromStdString(csvEscape(cell.toStdString())), written);
        // And it reads back as the neutralised text.
        const std::string line = "h\n" + csvLine({cell.toStdString()}) + "\n";
        std::string error;
        const auto table = parseCsv(line, &error);
        QVERIFY2(table, error.c_str());
        if (!cell.isEmpty()) {
            QCOMPARE(table->records.size(), std::size_t(1));
            QCOMPARE(QString::fromStdString(table->records[0].fields[0]),
                     QString::fromStdString(csvNeutralise(cell.toStdString())));
        }
    }
};

QTEST_GUILESS_MAIN(TestCsv)
#include "tst_csv.moc"
