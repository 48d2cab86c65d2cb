// Temporary Alibaba Cloud credentials fetched over the network, for the credential chain
// (aliyuncredentials.h): the ECS instance metadata service (EcsRamRole, IMDSv2), STS
// AssumeRole (RamRoleArn, signed V3 with the source keys by aliyun::Client), STS
// AssumeRoleWithOIDC (anonymous, with the OIDC token) and a credentials URI. Every request
// blocks in a local event loop until it is answered or its timeout; no redirect is followed
// (a 3xx is an error: tokens and keys go to the configured host only), STS is reached over
// https only (plain http to a loopback address, the tests' fakes), answers are capped at
// 64 KiB and no message quotes an answer's body (it may hold a secret).
#pragma once

#include "aliyuncredentials.h"

#include <QProcessEnvironment>
#include <QString>
#include <QUrl>

#include <optional>

namespace gpuplanner::aliyun {

// What assuming a RAM role needs (RamRoleArn, OIDC).
struct RoleRequest {
    QString roleArn;
    QString sessionName;     // empty: ALIBABA_CLOUD_ROLE_SESSION_NAME, then gpu-planner-<time>
    QString externalId;      // RamRoleArn only, optional
    QString policy;          // optional
    int durationSeconds = 0; // 0: 3600
    QUrl stsEndpoint;
    int timeoutMs = 10000;
};

// The STS endpoint: ALIBABA_CLOUD_STS_ENDPOINT (a host or an https URL; http only to a
// loopback address), else sts[-vpc].<region>.aliyuncs.com for the profile's sts_region or
// ALIBABA_CLOUD_STS_REGION (sts-vpc with enable_vpc or ALIBABA_CLOUD_VPC_ENDPOINT_ENABLED),
// else sts.aliyuncs.com. An invalid or insecure override: an empty URL and *error.
QUrl stsEndpoint(const QProcessEnvironment &env, const QString &stsRegion, bool vpc,
                 QString *error);

// EcsRamRole: PUT /latest/api/token (X-aliyun-ecs-metadata-token-ttl-seconds), then GET
// /latest/meta-data/ram/security-credentials/ for the role name when roleName is empty, and
// GET …/<role> with the token. Without a token (the PUT answered but not 200) it goes on as
// IMDSv1 unless imdsv1Disabled. *noAnswer: the service did not answer at all (not an ECS
// instance), as opposed to answering wrongly.
std::optional<Credentials> fetchEcsRoleCredentials(const QUrl &metadata, const QString &roleName,
                                                   bool imdsv1Disabled, int timeoutMs,
                                                   QString *error, bool *noAnswer);

// GET uri, answered with AccessKeyId, AccessKeySecret, SecurityToken and Expiration.
std::optional<Credentials> fetchUriCredentials(const QUrl &uri, int timeoutMs, QString *error);

// STS AssumeRole signed with source (which may itself be STS credentials).
std::optional<Credentials> assumeRole(const Credentials &source, const RoleRequest &role,
                                      const QProcessEnvironment &env, QString *error);

// STS AssumeRoleWithOIDC with the token read from tokenFile.
std::optional<Credentials> assumeRoleWithOidc(const RoleRequest &role, const QString &providerArn,
                                              const QString &tokenFile,
                                              const QProcessEnvironment &env, QString *error);

// A URL as messages show it: no user name, password or query (they may hold a token).
QString shownUrl(const QUrl &url);

} // namespace gpuplanner::aliyun
