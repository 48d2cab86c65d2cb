#include "aliyunsigner.h"

#include <QCryptographicHash>
#include <QMessageAuthenticationCode>
#include <QUrl>

#include <algorithm>

namespace gpuplanner::aliyun {

QByteArray percentEncode(const QString &text)
{
    // QUrl's encoder leaves exactly the RFC 3986 unreserved set alone.
    return QUrl::toPercentEncoding(text);
}

Signed sign(const SignInput &input)
{
    Signed out;
    QList<QPair<QByteArray, QByteArray>> query;
    for (const auto &[k, v] : input.query)
        query.append({percentEncode(k), percentEncode(v)});
    std::sort(query.begin(), query.end());
    QByteArrayList parts;
    for (const auto &[k, v] : query)
        parts << k + '=' + v;
    out.canonicalQuery = parts.join('&');

    out.contentSha256 = QCryptographicHash::hash(input.body, QCryptographicHash::Sha256).toHex();
    QMap<QByteArray, QByteArray> headers; // sorted by lower-case name
    for (auto it = input.acsHeaders.begin(); it != input.acsHeaders.end(); ++it)
        headers.insert(it.key().toLower(), it.value().trimmed());
    headers.insert("host", input.host.toUtf8());
    headers.insert("x-acs-content-sha256", out.contentSha256);
    QByteArray canonicalHeaders;
    QByteArrayList names;
    for (auto it = headers.begin(); it != headers.end(); ++it) {
        canonicalHeaders += it.key() + ':' + it.value() + '\n';
        names << it.key();
    }
    out.signedHeaders = names.join(';');
    out.canonicalRequest = input.method + '\n' + input.path + '\n' + out.canonicalQuery + '\n' +
                           canonicalHeaders + '\n' + out.signedHeaders + '\n' + out.contentSha256;
    out.stringToSign =
        QByteArray(kSignatureAlgorithm) + '\n' +
        QCryptographicHash::hash(out.canonicalRequest, QCryptographicHash::Sha256).toHex();
    out.signature =
        QMessageAuthenticationCode::hash(out.stringToSign, input.accessKeySecret.toUtf8(),
                                         QCryptographicHash::Sha256)
            .toHex();
    out.authorization = QByteArray(kSignatureAlgorithm) +
                        " Credential=" + input.accessKeyId.toUtf8() +
                        ",SignedHeaders=" + out.signedHeaders + ",Signature=" + out.signature;
    return out;
}

} // namespace gpuplanner::aliyun
