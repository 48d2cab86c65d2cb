#include "fakehub.h"

#include <QTcpSocket>

const QByteArray kFakeHubConfig = R"({"model_type": "llama", "hidden_size": 4096,
  "num_hidden_layers": 32, "num_attention_heads": 32, "num_key_value_heads": 8,
  "intermediate_size": 14336, "vocab_size": 128256, "max_position_embeddings": 131072,
  "torch_dtype": "bfloat16"})";

FakeHub::FakeHub()
{
    server.listen(QHostAddress::LocalHost);
    connect(&server, &QTcpServer::newConnection, this, [this] {
        while (QTcpSocket *s = server.nextPendingConnection())
            connect(s, &QTcpSocket::readyRead, this, [this, s] { serve(s); });
    });
}

QString FakeHub::endpoint() const
{
    return QStringLiteral("http://127.0.0.1:%1").arg(server.serverPort());
}

void FakeHub::serve(QTcpSocket *s)
{
    const QByteArray request = s->peek(65536);
    if (!request.contains("\r\n\r\n"))
        return;
    s->readAll();
    const QString path = QString::fromLatin1(request.split(' ').value(1));
    paths << path;
    auto answer = [s](int status, const QByteArray &body, const QByteArray &extra = {}) {
        s->write("HTTP/1.1 " + QByteArray::number(status) +
                 " X\r\nContent-Length: " + QByteArray::number(body.size()) +
                 "\r\nConnection: close\r\n" + extra + "\r\n" + body);
        s->disconnectFromHost();
    };
    const bool index = path.contains(QLatin1String("model.safetensors.index.json"));
    const bool quant = path.contains(QLatin1String("hf_quant_config.json"));
    if (path.contains(QLatin1String("acme/slow"))) {
        held << s; // never answers
    } else if (path.contains(QLatin1String("acme/huge"))) {
        answer(200, QByteArray(5 << 20, ' '));
    } else if (path.contains(QLatin1String("acme/notjson"))) {
        answer(200, "<html>rate limited</html>");
    } else if (path.contains(QLatin1String("acme/moved"))) {
        answer(302, {}, "Location: http://127.0.0.2:9/elsewhere/config.json\r\n");
    } else if (path.contains(QLatin1String("acme/fp8")) ||
               path.contains(QLatin1String("acme/badquant"))) {
        // ModelOpt checkpoints: the quantization beside the config, no index.
        if (index)
            answer(404, "{}");
        else if (quant)
            answer(200, path.contains(QLatin1String("acme/fp8"))
                            ? R"({"producer": {"name": "modelopt"}, "quantization": )"
                              R"({"quant_algo": "FP8", "kv_cache_quant_algo": "FP8"}})"
                            : "<html>rate limited</html>");
        else
            answer(200, kFakeHubConfig);
    } else if (path.contains(QLatin1String("acme/llama"))) {
        if (quant)
            answer(404, "{}");
        else if (index)
            answer(200, R"({"metadata": {"total_size": 16060522496}, "weight_map": {}})");
        else
            answer(200, kFakeHubConfig);
    } else {
        answer(404, "{}");
    }
}
