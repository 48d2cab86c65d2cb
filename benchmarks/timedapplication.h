// GP_BENCH_EVENTS=MS for the benchmarks' GUI processes: a QApplication that prints each
// outermost event delivered on the GUI thread that took MS ms or more (event type, receiver's
// class and object name), with the events of 1 ms or more that ran inside it. Event types:
// 1 Timer, 12 Paint, 17 Show, 43 MetaCall, 76 LayoutRequest, 77 UpdateRequest,
// 180 FutureCallOut.
#pragma once

#include <QApplication>
#include <QByteArray>
#include <QElapsedTimer>
#include <QList>
#include <QThread>

#include <cstdio>

namespace gpuplanner {

// GP_BENCH_EVENTS: times every outermost event delivered on the GUI thread.
class TimedApplication : public QApplication
{
public:
    using QApplication::QApplication;
    double thresholdMs = qEnvironmentVariableIntValue("GP_BENCH_EVENTS");

    bool notify(QObject *receiver, QEvent *event) override
    {
        // The GUI thread's events only (other threads deliver theirs through notify too).
        if (thresholdMs <= 0 || m_depth > 2 || QThread::currentThread() != thread())
            return QApplication::notify(receiver, event);
        const int depth = m_depth++;
        QElapsedTimer t;
        t.start();
        const int type = int(event->type()); // the event may be deleted by its receiver
        const QByteArray what =
            QByteArray(receiver->metaObject()->className()) + ' ' + receiver->objectName().toUtf8();
        const std::size_t first = m_inner.size();
        const bool done = QApplication::notify(receiver, event);
        --m_depth;
        const double ms = double(t.nsecsElapsed()) / 1e6;
        if (depth > 0) { // inside an outer event: printed with it when it was long
            if (ms >= 1)
                m_inner.insert(m_inner.begin() + qsizetype(first),
                               QByteArray(std::size_t(depth) * 2, ' ') + "    event " +
                                   QByteArray::number(type) + " to " + what + ": " +
                                   QByteArray::number(ms, 'f', 1) + " ms");
            return done;
        }
        if (ms >= thresholdMs) {
            std::fprintf(stderr, "  event %d to %s: %.1f ms\n", type, what.constData(), ms);
            for (const QByteArray &line : m_inner)
                std::fprintf(stderr, "%s\n", line.constData());
        }
        m_inner.clear();
        return done;
    }

private:
    int m_depth = 0;
    QList<QByteArray> m_inner; // events of 1 ms or more inside the outer one
};

} // namespace gpuplanner
