// Signature method V3 against the worked example of Alibaba Cloud's "Request syntax and
// signature method V3" document:
// https://www.alibabacloud.com/help/en/sdk/product-overview/v3-request-structure-and-signature
// (section "Signature example": RunInstances on ecs.cn-shanghai.aliyuncs.com with the
// placeholder AccessKey YourAccessKeyId / YourAccessKeySecret). The fake endpoint's own
// verifier (tests/support/fakeecs.*) is checked against the same example.
#include "aliyunsigner.h"
#include "fakeecs.h"

#include <QTest>

using namespace gpuplanner::aliyun;

namespace {

SignInput exampleInput()
{
    SignInput in;
    in.method = "POST";
    in.host = QStringLiteral("ecs.cn-shanghai.aliyuncs.com");
    in.path = "/";
    // Given out of order: the canonical query sorts them.
    in.query = {{QStringLiteral("RegionId"), QStringLiteral("cn-shanghai")},
                {QStringLiteral("ImageId"),
                 QStringLiteral("win2019_1809_x64_dtc_zh-cn_40G_alibase_20230811.vhd")}};
    in.acsHeaders = {{"x-acs-action", "RunInstances"},
                     {"x-acs-version", "2014-05-26"},
                     {"x-acs-date", "2023-10-26T10:22:32Z"},
                     {"x-acs-signature-nonce", "3156853299f313e23d1673dc12e1703d"}};
    in.accessKeyId = QStringLiteral("YourAccessKeyId");
    in.accessKeySecret = QStringLiteral("YourAccessKeySecret");
    return in;
}

const QByteArray kEmptySha256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
const QByteArray kSignature = "06563a9e1b43f5dfe96b81484da74bceab24a1d853912eee15083a6f0f3283c0";

} // namespace

class TestAliyunSigner : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void documentedExample_data()
    {
        QTest::addColumn<QByteArray>("part");
        QTest::addColumn<QByteArray>("expected");
        const Signed s = sign(exampleInput());
        QTest::newRow("canonical request")
            << s.canonicalRequest
            << QByteArray("POST\n/\n"
                          "ImageId=win2019_1809_x64_dtc_zh-cn_40G_alibase_20230811.vhd&RegionId=cn-"
                          "shanghai\n"
                          "host:ecs.cn-shanghai.aliyuncs.com\n"
                          "x-acs-action:RunInstances\n"
                          "x-acs-content-sha256:" +
                          kEmptySha256 +
                          "\n"
                          "x-acs-date:2023-10-26T10:22:32Z\n"
                          "x-acs-signature-nonce:3156853299f313e23d1673dc12e1703d\n"
                          "x-acs-version:2014-05-26\n"
                          "\n"
                          "host;x-acs-action;x-acs-content-sha256;x-acs-date;x-acs-signature-"
                          "nonce;x-acs-version\n" +
                          kEmptySha256);
        QTest::newRow("string to sign")
            << s.stringToSign
            << QByteArray("ACS3-HMAC-SHA256\n"
                          "7ea06492da5221eba5297e897ce16e55f964061054b7695beedaac1145b1e259");
        QTest::newRow("signature") << s.signature << kSignature;
        QTest::newRow("authorization")
            << s.authorization
            << QByteArray("ACS3-HMAC-SHA256 Credential=YourAccessKeyId,SignedHeaders=host;x-acs-"
                          "action;x-acs-content-sha256;x-acs-date;x-acs-signature-nonce;x-acs-"
                          "version,Signature=") +
                   kSignature;
        QTest::newRow("body hash") << s.contentSha256 << kEmptySha256;
    }
    void documentedExample()
    {
        QFETCH(QByteArray, part);
        QFETCH(QByteArray, expected);
        QCOMPARE(part, expected);
    }

    void fakeEndpointVerifierAgreesWithTheDocument()
    {
        const QMap<QByteArray, QByteArray> headers = {
            {"host", "ecs.cn-shanghai.aliyuncs.com"},
            {"x-acs-action", "RunInstances"},
            {"x-acs-content-sha256", kEmptySha256},
            {"x-acs-date", "2023-10-26T10:22:32Z"},
            {"x-acs-signature-nonce", "3156853299f313e23d1673dc12e1703d"},
            {"x-acs-version", "2014-05-26"}};
        QCOMPARE(
            FakeEcs::signature(
                "POST", "/",
                "RegionId=cn-shanghai&ImageId=win2019_1809_x64_dtc_zh-cn_40G_alibase_20230811.vhd",
                headers.keys(), headers, QByteArray(), "YourAccessKeySecret"),
            kSignature);
    }

    void percentEncoding_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QByteArray>("encoded");
        QTest::newRow("unreserved stay") << QStringLiteral("aZ09-_.~") << QByteArray("aZ09-_.~");
        QTest::newRow("space is %20") << QStringLiteral("a b") << QByteArray("a%20b");
        QTest::newRow("star and slash") << QStringLiteral("*/") << QByteArray("%2A%2F");
        QTest::newRow("plus and equals") << QStringLiteral("+=&") << QByteArray("%2B%3D%26");
        QTest::newRow("utf-8") << QStringLiteral("华") << QByteArray("%E5%8D%8E");
    }
    void percentEncoding()
    {
        QFETCH(QString, text);
        QFETCH(QByteArray, encoded);
        QCOMPARE(percentEncode(text), encoded);
    }

    void securityTokenIsSigned()
    {
        SignInput in = exampleInput();
        in.acsHeaders.insert("x-acs-security-token", "STS.token");
        const Signed s = sign(in);
        QVERIFY(s.signedHeaders.contains("x-acs-security-token"));
        QVERIFY(s.signature != kSignature);
    }
};

QTEST_GUILESS_MAIN(TestAliyunSigner)
#include "tst_aliyunsigner.moc"
