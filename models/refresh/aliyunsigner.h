// Alibaba Cloud OpenAPI request signing, signature method V3 (ACS3-HMAC-SHA256), as the
// document "Request syntax and signature method V3" describes it:
// https://www.alibabacloud.com/help/en/sdk/product-overview/v3-request-structure-and-signature
//
// CanonicalRequest = method \n path \n sorted percent-encoded query \n
//                    "name:value\n" for host, content-type and every x-acs-* header
//                    (lower case, sorted) \n
//                    the signed header names joined by ';' \n hex SHA-256 of the body
// StringToSign     = "ACS3-HMAC-SHA256\n" + hex SHA-256 of CanonicalRequest
// Signature        = hex HMAC-SHA256(AccessKey secret, StringToSign)
// Authorization    = "ACS3-HMAC-SHA256 Credential=<AccessKey ID>,SignedHeaders=<names>,
//                    Signature=<signature>"
#pragma once

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QPair>
#include <QString>

namespace gpuplanner::aliyun {

inline constexpr const char *kSignatureAlgorithm = "ACS3-HMAC-SHA256";

struct SignInput {
    QByteArray method = "POST";
    QString host; // as sent in the Host header ("ecs.cn-hangzhou.aliyuncs.com", "127.0.0.1:8080")
    QByteArray path = "/";
    QList<QPair<QString, QString>> query;    // not yet encoded
    QMap<QByteArray, QByteArray> acsHeaders; // x-acs-* (but x-acs-content-sha256), content-type
    QByteArray body;
    QString accessKeyId;
    QString accessKeySecret;
};

struct Signed {
    QByteArray canonicalQuery;
    QByteArray canonicalRequest;
    QByteArray stringToSign;
    QByteArray signature; // lower-case hex
    QByteArray signedHeaders;
    QByteArray contentSha256; // the x-acs-content-sha256 header
    QByteArray authorization; // the Authorization header
};

// RFC 3986 encoding: A-Z a-z 0-9 - _ . ~ stay, everything else is %XY of its UTF-8 bytes
// (a space is %20, never '+').
QByteArray percentEncode(const QString &text);
Signed sign(const SignInput &input);

} // namespace gpuplanner::aliyun
