// A fake model hub (ModelScope and the Hugging Face hub alike) on 127.0.0.1 for tests:
// plain HTTP/1.1 on a QTcpServer, answering by the repository named in the path. acme/llama
// has a config.json (kFakeHubConfig) and a model.safetensors.index.json; acme/slow never
// answers; acme/huge answers 5 MiB; acme/notjson answers HTML; acme/moved redirects to
// another host; anything else is 404. Shared by tst_modelhub and tst_modelimport.
#pragma once

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QStringList>
#include <QTcpServer>

class QTcpSocket;

// A Llama 3 8B shaped config.json (model_type llama, 32 layers, hidden size 4096).
extern const QByteArray kFakeHubConfig;

class FakeHub : public QObject
{
public:
    FakeHub();
    // http://127.0.0.1:<port>, for HubOptions or GP_MODELSCOPE_ENDPOINT / HF_ENDPOINT.
    QString endpoint() const;

    QTcpServer server;
    QStringList paths; // every request's path and query, in order
    QList<QTcpSocket *> held;

private:
    void serve(QTcpSocket *s);
};
