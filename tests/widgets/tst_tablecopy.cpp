// Copying table rows for a spreadsheet (issue 28): the selected rows in their sorted order,
// the visible columns in the order the user moved them to, the header first, tabs and line
// breaks inside a cell flattened, markup kept as text; Ctrl+C on the table does it.
#include "tablecopy.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QTableView>
#include <QTest>

using namespace gpuplanner;

class TestTableCopy : public QObject
{
    Q_OBJECT

    static QStandardItemModel *model(QObject *parent)
    {
        auto *m = new QStandardItemModel(0, 4, parent);
        m->setHorizontalHeaderLabels({QStringLiteral("type"), QStringLiteral("GPU"),
                                      QStringLiteral("hidden"), QStringLiteral("月费")});
        const QStringList rows[] = {
            {QStringLiteral("ecs.b"), QStringLiteral("A10"), QStringLiteral("x"),
             QStringLiteral("100")},
            {QStringLiteral("ecs.a"), QStringLiteral("A100\tSXM"), QStringLiteral("y"),
             QStringLiteral("line\nbreak")},
            {QStringLiteral("ecs.c"), QStringLiteral("<img src=/dev/zero>"), QStringLiteral("z"),
             QStringLiteral("300")},
        };
        for (const QStringList &r : rows) {
            QList<QStandardItem *> items;
            for (const QString &cell : r)
                items << new QStandardItem(cell);
            m->appendRow(items);
        }
        return m;
    }

private Q_SLOTS:
    void selectedRowsInViewOrder()
    {
        QTableView view;
        auto *proxy = new QSortFilterProxyModel(&view);
        proxy->setSourceModel(model(&view));
        view.setModel(proxy);
        view.setSelectionBehavior(QAbstractItemView::SelectRows);
        QAction *copy = addRowCopy(&view);
        QCOMPARE(copy->shortcut(), QKeySequence(QKeySequence::Copy));
        view.setSortingEnabled(true);
        view.sortByColumn(0, Qt::AscendingOrder); // ecs.a, ecs.b, ecs.c
        view.setColumnHidden(2, true);
        view.horizontalHeader()->moveSection(3, 0); // 月费 first
        QCOMPARE(selectedRowsAsText(&view), QString());
        // Rows 2 and 0 of the sorted view, selected in that order.
        auto *selection = view.selectionModel();
        selection->select(proxy->index(2, 0),
                          QItemSelectionModel::Select | QItemSelectionModel::Rows);
        selection->select(proxy->index(0, 0),
                          QItemSelectionModel::Select | QItemSelectionModel::Rows);
        const QString expected = QStringLiteral("月费\ttype\tGPU\n"
                                                "line break\tecs.a\tA100 SXM\n"
                                                "300\tecs.c\t<img src=/dev/zero>\n");
        QCOMPARE(selectedRowsAsText(&view), expected);
        QApplication::clipboard()->clear();
        copy->trigger();
        QCOMPARE(QApplication::clipboard()->text(), expected);
    }

    void currentRowWithoutSelectionAndTheKey()
    {
        QTableView view;
        view.setModel(model(&view));
        addRowCopy(&view);
        view.selectionModel()->setCurrentIndex(view.model()->index(1, 0),
                                               QItemSelectionModel::NoUpdate);
        QCOMPARE(selectedRowsAsText(&view).section(QLatin1Char('\n'), 1, 1),
                 QStringLiteral("ecs.a\tA100 SXM\ty\tline break"));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setFocus();
        view.selectRow(0);
        QApplication::clipboard()->clear();
        QTest::keySequence(&view, QKeySequence::Copy);
        QCOMPARE(QApplication::clipboard()->text().section(QLatin1Char('\n'), 1, 1),
                 QStringLiteral("ecs.b\tA10\tx\t100"));
        // The context menu offers it.
        QCOMPARE(view.contextMenuPolicy(), Qt::ActionsContextMenu);
        QVERIFY(view.actions().contains(view.findChild<QAction *>(QStringLiteral("copyRows"))));
    }
};

QTEST_MAIN(TestTableCopy)
#include "tst_tablecopy.moc"
