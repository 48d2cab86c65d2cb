// Writes a synthetic catalog database of N instance types (the shipped catalog's types
// cloned under new ids, see synthcatalog.h), so that the command line can be timed on a
// large catalog:
//   build/benchmarks/make_catalog N OUT.db [SHIPPED.db]
//   build/app/gpu-planner rank --catalog OUT.db --model qwen2.5-7b --task lora --tokens 1e8
#include "synthfiles.h"

#include <QCoreApplication>

#include <cstdio>

using namespace gpuplanner;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    bool ok = false;
    const qlonglong n = args.size() >= 3 ? args[1].toLongLong(&ok) : 0;
    if (!ok || n < 1 || args.size() > 4) {
        std::fprintf(stderr, "usage: make_catalog N OUT.db [SHIPPED.db]\n");
        return 2;
    }
    const QString shipped = args.size() == 4 ? args[3] : QStringLiteral(GP_SHIPPED_CATALOG);
    QString error;
    if (!bench::writeSyntheticCatalog(shipped, static_cast<std::size_t>(n), args[2], &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    std::printf("Wrote %s (%lld instance types)\n", qPrintable(args[2]), n);
    return 0;
}
