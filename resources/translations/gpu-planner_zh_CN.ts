<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AliyunCredentials</name>
    <message>
        <location filename="../../models/refresh/aliyuncredentials.cpp" line="36"/>
        <source>ALIBABA_CLOUD_ACCESS_KEY_SECRET is set but ALIBABA_CLOUD_ACCESS_KEY_ID is not</source>
        <translation>已设置 ALIBABA_CLOUD_ACCESS_KEY_SECRET，但未设置 ALIBABA_CLOUD_ACCESS_KEY_ID</translation>
    </message>
    <message>
        <location filename="../../models/refresh/aliyuncredentials.cpp" line="39"/>
        <source>ALIBABA_CLOUD_ACCESS_KEY_ID is set but ALIBABA_CLOUD_ACCESS_KEY_SECRET is not</source>
        <translation>已设置 ALIBABA_CLOUD_ACCESS_KEY_ID，但未设置 ALIBABA_CLOUD_ACCESS_KEY_SECRET</translation>
    </message>
    <message>
        <location filename="../../models/refresh/aliyuncredentials.cpp" line="73"/>
        <source>%1: cannot open: %2</source>
        <translation>%1：无法打开：%2</translation>
    </message>
    <message>
        <location filename="../../models/refresh/aliyuncredentials.cpp" line="80"/>
        <source>%1: not valid JSON (%2)</source>
        <translation>%1：不是有效的 JSON（%2）</translation>
    </message>
    <message>
        <location filename="../../models/refresh/aliyuncredentials.cpp" line="120"/>
        <source>ram_role_arn is empty</source>
        <translation>ram_role_arn 为空</translation>
    </message>
    <message>
        <location filename="../../models/refresh/aliyuncredentials.cpp" line="132"/>
        <source>GPU_PLANNER_ECS_METADATA_ENDPOINT: &apos;%1&apos; is not an http URL of a loopback address (it is for tests)</source>
        <translation>GPU_PLANNER_ECS_METADATA_ENDPOINT：“%1”不是回环地址的 http URL（它只用于测试）</translation>
    </message>
    <message>
        <location filename="../../models/refresh/aliyuncredentials.cpp" line="181"/>
        <source>%1: source_profile &apos;%2&apos; is empty, the profile itself or more than 4 profiles deep</source>
        <translation>%1：source_profile“%2”为空、指向配置自身，或链条超过 4 层</translation>
    </message>
    <message>
        <location filename="../../models/refresh/aliyuncredentials.cpp" line="236"/>
        <source>%1, profile &apos;%2&apos;</source>
        <translation>%1，配置“%2”</translation>
    </message>
    <message>
        <location filename="../../models/refresh/aliyuncredentials.cpp" line="173"/>
        <location filename="../../models/refresh/aliyuncredentials.cpp" line="260"/>
        <source>%1: access_key_id or access_key_secret is empty</source>
        <translation>%1：access_key_id 或 access_key_secret 为空</translation>
    </message>
    <message>
        <location filename="../../models/refresh/aliyuncredentials.cpp" line="229"/>
        <source>%1: no profile named &apos;%2&apos;</source>
        <translation>%1：没有名为“%2”的配置</translation>
    </message>
    <message>
        <location filename="../../models/refresh/aliyuncredentials.cpp" line="243"/>
        <source>%1: mode &apos;%2&apos; is not supported; use a profile of mode AK, StsToken, RamRoleArn, ChainableRamRoleArn, EcsRamRole, OIDC or CredentialsURI, or the ALIBABA_CLOUD_ACCESS_KEY_* variables</source>
        <translation>%1：不支持模式“%2”；请使用 AK、StsToken、RamRoleArn、ChainableRamRoleArn、EcsRamRole、OIDC 或 CredentialsURI 模式的配置，或 ALIBABA_CLOUD_ACCESS_KEY_* 变量</translation>
    </message>
    <message>
        <location filename="../../models/refresh/aliyuncredentials.cpp" line="276"/>
        <source>--profile %1: there is no aliyun CLI configuration (%2)</source>
        <translation>--profile %1：没有 aliyun CLI 配置文件（%2）</translation>
    </message>
    <message>
        <location filename="../../models/refresh/aliyuncredentials.cpp" line="320"/>
        <source>the RAM role of an ECS instance is asked for when prices are refreshed</source>
        <translation>ECS 实例的 RAM 角色会在刷新价格时获取</translation>
    </message>
    <message>
        <location filename="../../models/refresh/aliyuncredentials.cpp" line="355"/>
        <location filename="../../models/refresh/aliyuncredentials.cpp" line="375"/>
        <source>system keychain: %1</source>
        <translation>系统密钥环：%1</translation>
    </message>
    <message>
        <location filename="../../models/refresh/aliyuncredentials.cpp" line="432"/>
        <source>%1 holds your AccessKey secret but other users may read or change it (mode %2); make it private with: chmod 600 %3</source>
        <translation>%1 保存着你的 AccessKey 密钥，但其他用户可以读取或修改它（权限 %2）；请用以下命令设为私有：chmod 600 %3</translation>
    </message>
    <message>
        <location filename="../../models/refresh/aliyuncredentials.cpp" line="465"/>
        <source>no Alibaba Cloud AccessKey found: set ALIBABA_CLOUD_ACCESS_KEY_ID and ALIBABA_CLOUD_ACCESS_KEY_SECRET, run &apos;aliyun configure&apos;, or enter the keys in the window (Catalog ▸ Refresh prices…)</source>
        <translation>未找到阿里云 AccessKey：请设置 ALIBABA_CLOUD_ACCESS_KEY_ID 和 ALIBABA_CLOUD_ACCESS_KEY_SECRET，运行 &apos;aliyun configure&apos;，或在窗口中输入密钥（目录 ▸ 刷新价格…）</translation>
    </message>
    <message>
        <location filename="../../models/refresh/aliyuncredentials.cpp" line="490"/>
        <source>environment</source>
        <translation>环境变量</translation>
    </message>
    <message>
        <location filename="../../models/refresh/aliyuncredentials.cpp" line="492"/>
        <source>system keychain</source>
        <translation>系统密钥环</translation>
    </message>
    <message>
        <location filename="../../models/refresh/credentialfetch.cpp" line="69"/>
        <source>the answer is larger than 64 KiB</source>
        <translation>应答超过 64 KiB</translation>
    </message>
    <message>
        <location filename="../../models/refresh/credentialfetch.cpp" line="71"/>
        <source>HTTP %1, a redirect, which is not followed (credentials go to the configured address only)</source>
        <translation>HTTP %1，是重定向，不会跟随（凭证只发往配置的地址）</translation>
    </message>
    <message>
        <location filename="../../models/refresh/credentialfetch.cpp" line="78"/>
        <source>no answer within %1 s</source>
        <translation>%1 秒内没有应答</translation>
    </message>
    <message>
        <location filename="../../models/refresh/credentialfetch.cpp" line="105"/>
        <source>the answer lacks AccessKeyId, AccessKeySecret, SecurityToken or a valid Expiration</source>
        <translation>应答缺少 AccessKeyId、AccessKeySecret、SecurityToken 或有效的 Expiration</translation>
    </message>
    <message>
        <location filename="../../models/refresh/credentialfetch.cpp" line="113"/>
        <source>the credentials it gave expired at %1</source>
        <translation>它给出的凭证已于 %1 过期</translation>
    </message>
    <message>
        <location filename="../../models/refresh/credentialfetch.cpp" line="148"/>
        <location filename="../../models/refresh/credentialfetch.cpp" line="275"/>
        <location filename="../../models/refresh/credentialfetch.cpp" line="312"/>
        <location filename="../../models/refresh/credentialfetch.cpp" line="357"/>
        <source>the answer is not JSON</source>
        <translation>应答不是 JSON</translation>
    </message>
    <message>
        <location filename="../../models/refresh/credentialfetch.cpp" line="181"/>
        <source>ALIBABA_CLOUD_STS_ENDPOINT: &apos;%1&apos; is not an https URL or host (plain http only to a loopback address)</source>
        <translation>ALIBABA_CLOUD_STS_ENDPOINT：“%1”不是 https URL 或主机名（明文 http 只允许回环地址）</translation>
    </message>
    <message>
        <location filename="../../models/refresh/credentialfetch.cpp" line="208"/>
        <source>ECS instance metadata service %1: </source>
        <translation>ECS 实例元数据服务 %1：</translation>
    </message>
    <message>
        <location filename="../../models/refresh/credentialfetch.cpp" line="224"/>
        <source>no IMDSv2 token (%1) and ALIBABA_CLOUD_IMDSV1_DISABLED is true</source>
        <translation>没有 IMDSv2 令牌（%1），且 ALIBABA_CLOUD_IMDSV1_DISABLED 为 true</translation>
    </message>
    <message>
        <location filename="../../models/refresh/credentialfetch.cpp" line="242"/>
        <source>no RAM role is attached to this instance (HTTP 404)</source>
        <translation>此实例未绑定 RAM 角色（HTTP 404）</translation>
    </message>
    <message>
        <location filename="../../models/refresh/credentialfetch.cpp" line="254"/>
        <source>the role name it gave is empty or not a name</source>
        <translation>它给出的角色名为空或不是名称</translation>
    </message>
    <message>
        <location filename="../../models/refresh/credentialfetch.cpp" line="261"/>
        <source>role &apos;%1&apos;: </source>
        <translation>角色“%1”：</translation>
    </message>
    <message>
        <location filename="../../models/refresh/credentialfetch.cpp" line="263"/>
        <source>no such role on this instance (HTTP 404)</source>
        <translation>此实例上没有该角色（HTTP 404）</translation>
    </message>
    <message>
        <location filename="../../models/refresh/credentialfetch.cpp" line="279"/>
        <source>the answer&apos;s Code is &apos;%1&apos;, not Success</source>
        <translation>应答的 Code 是“%1”，不是 Success</translation>
    </message>
    <message>
        <location filename="../../models/refresh/credentialfetch.cpp" line="287"/>
        <source>the RAM role &apos;%1&apos; of this ECS instance</source>
        <translation>此 ECS 实例的 RAM 角色“%1”</translation>
    </message>
    <message>
        <location filename="../../models/refresh/credentialfetch.cpp" line="300"/>
        <source>not an http(s) URL</source>
        <translation>不是 http(s) URL</translation>
    </message>
    <message>
        <location filename="../../models/refresh/credentialfetch.cpp" line="350"/>
        <source>RAM role %1 assumed with %2</source>
        <translation>用%2扮演的 RAM 角色 %1</translation>
    </message>
    <message>
        <location filename="../../models/refresh/credentialfetch.cpp" line="372"/>
        <source>OIDC token file %1: cannot open: %2</source>
        <translation>OIDC 令牌文件 %1：无法打开：%2</translation>
    </message>
    <message>
        <location filename="../../models/refresh/credentialfetch.cpp" line="378"/>
        <source>OIDC token file %1 is empty</source>
        <translation>OIDC 令牌文件 %1 为空</translation>
    </message>
    <message>
        <location filename="../../models/refresh/credentialfetch.cpp" line="383"/>
        <source>%1 is not https; the OIDC token is only sent over https</source>
        <translation>%1 不是 https；OIDC 令牌只通过 https 发送</translation>
    </message>
    <message>
        <location filename="../../models/refresh/credentialfetch.cpp" line="415"/>
        <source>RAM role %1 assumed with the OIDC token %2</source>
        <translation>用 OIDC 令牌 %2 扮演的 RAM 角色 %1</translation>
    </message>
</context>
<context>
    <name>CapacityTable</name>
    <message>
        <location filename="../../models/plan/capacityexport.cpp" line="43"/>
        <location filename="../../models/plan/capacityexport.cpp" line="392"/>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacityexport.cpp" line="45"/>
        <location filename="../../models/plan/capacityexport.cpp" line="393"/>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacityexport.cpp" line="47"/>
        <source>end-to-end latency</source>
        <translation>端到端延迟</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacityexport.cpp" line="49"/>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacityexport.cpp" line="51"/>
        <source>max_num_seqs</source>
        <translation>max_num_seqs</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacityexport.cpp" line="53"/>
        <source>prefill compute</source>
        <translation>预填充算力</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacityexport.cpp" line="63"/>
        <source>DP %1 + EP</source>
        <translation>DP %1 + EP</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacityexport.cpp" line="72"/>
        <source>pay-as-you-go</source>
        <translation>按量付费</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacityexport.cpp" line="74"/>
        <source>subscription</source>
        <translation>包年包月</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacityexport.cpp" line="76"/>
        <source>spot</source>
        <translation>抢占式实例</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacityexport.cpp" line="78"/>
        <source>subscription + pay-as-you-go</source>
        <translation>包年包月 + 按量付费</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacityexport.cpp" line="249"/>
        <source>the peak requests per second must be above 0 and at most 1000000 (got %1)</source>
        <translation>峰值每秒请求数必须大于 0 且不超过 1000000（实际为 %1）</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacityexport.cpp" line="254"/>
        <source>24 values are needed, one per hour (got %1)</source>
        <translation>需要 24 个值，每小时一个（实际为 %1 个）</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacityexport.cpp" line="258"/>
        <source>hour %1 must be 0 or more (got %2)</source>
        <translation>第 %1 小时的值必须不小于 0（实际为 %2）</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacityexport.cpp" line="262"/>
        <source>the peak (%1) is below the busiest hour of the profile (%2)</source>
        <translation>峰值（%1）低于日内最忙小时的值（%2）</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacityexport.cpp" line="266"/>
        <source>must be above 0 and at most the peak (got %1)</source>
        <translation>必须大于 0 且不超过峰值（实际为 %1）</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacityexport.cpp" line="270"/>
        <source>must be at least 1 token and at most 10000000 (got %1)</source>
        <translation>必须至少 1 个 token，至多 10000000 个（实际为 %1）</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacityexport.cpp" line="274"/>
        <source>the 95th percentile (%1) must not be below the mean (%2)</source>
        <translation>第 95 百分位（%1）不能低于平均值（%2）</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacityexport.cpp" line="278"/>
        <source>the share of prompt tokens from the prefix cache must be from 0 up to (not including) 1 (got %1)</source>
        <translation>来自前缀缓存的输入 token 比例必须在 0 到 1 之间（不含 1）（实际为 %1）</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacityexport.cpp" line="283"/>
        <source>a target in seconds from 0 (none) to 86400 (got %1)</source>
        <translation>目标以秒计，范围 0（不限）到 86400（实际为 %1）</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacityexport.cpp" line="287"/>
        <source>from 50 to 99.9 (got %1)</source>
        <translation>范围为 50 到 99.9（实际为 %1）</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacityexport.cpp" line="291"/>
        <source>from 0 to 1000 spare replicas (got %1)</source>
        <translation>备用副本数范围为 0 到 1000（实际为 %1）</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacityexport.cpp" line="301"/>
        <source>TTFT alone exceeds the target on this GPU: %1 s for one prompt at no load</source>
        <translation>在此 GPU 上仅 TTFT 就超出目标：空载时单个提示需 %1 s</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacityexport.cpp" line="306"/>
        <source>one decode step alone exceeds the TPOT target on this GPU: %1 s</source>
        <translation>在此 GPU 上单个解码步就超出 TPOT 目标：%1 s</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacityexport.cpp" line="311"/>
        <source>one request alone exceeds the end-to-end target: %1 s</source>
        <translation>单个请求本身就超出端到端目标：%1 s</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacityexport.cpp" line="315"/>
        <source>no price for this type in the region</source>
        <translation>该规格在此地域没有价格</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacityexport.cpp" line="317"/>
        <source>no tensor-parallel layout that vLLM accepts fits the model with one sequence</source>
        <translation>没有 vLLM 接受的张量并行布局能在单条序列下装下该模型</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacityexport.cpp" line="321"/>
        <source>the GPU&apos;s tensor throughput is not documented</source>
        <translation>该 GPU 的 Tensor 算力未公开</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacityexport.cpp" line="324"/>
        <source>vLLM refuses every tensor-parallel size this type offers</source>
        <translation>vLLM 不接受该规格提供的任何张量并行规模</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacityexport.cpp" line="327"/>
        <source>the model does not fit (%1)</source>
        <translation>模型装不下（%1）</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacityexport.cpp" line="386"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacityexport.cpp" line="387"/>
        <source>Instance type</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacityexport.cpp" line="388"/>
        <source>Layout</source>
        <translation>布局</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacityexport.cpp" line="389"/>
        <source>Replicas</source>
        <translation>副本数</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacityexport.cpp" line="390"/>
        <source>Instances</source>
        <translation>实例数</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacityexport.cpp" line="391"/>
        <source>Req/s per replica</source>
        <translation>单副本请求/秒</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacityexport.cpp" line="394"/>
        <source>Limit</source>
        <translation>瓶颈</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacityexport.cpp" line="395"/>
        <source>Per month</source>
        <translation>每月</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacityexport.cpp" line="396"/>
        <source>Per 1M output tokens</source>
        <translation>每百万输出 token</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacityexport.cpp" line="64"/>
        <source>TP %1 × %2</source>
        <translation>TP %1 × %2</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacityexport.cpp" line="415"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacityexport.cpp" line="416"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacityexport.cpp" line="420"/>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2（%3）</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacityexport.cpp" line="423"/>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacityexport.cpp" line="424"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>CatalogCheck</name>
    <message>
        <location filename="../../models/catalog/catalogcheck.cpp" line="53"/>
        <source>duplicate instance type</source>
        <translation>实例规格重复</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogcheck.cpp" line="56"/>
        <source>family &apos;%1&apos; is not in the catalog</source>
        <translation>实例规格族“%1”不在目录中</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogcheck.cpp" line="61"/>
        <source>GPU &apos;%1&apos; is not in the GPU table, so its specs are unknown</source>
        <translation>GPU“%1”不在 GPU 表中，其规格未知</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogcheck.cpp" line="67"/>
        <source>vCPU count %1 is not positive</source>
        <translation>vCPU 数 %1 不是正数</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogcheck.cpp" line="71"/>
        <source>memory %1 GiB is not positive</source>
        <translation>内存 %1 GiB 不是正数</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogcheck.cpp" line="75"/>
        <source>GPU count %1 is not positive</source>
        <translation>GPU 数 %1 不是正数</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogcheck.cpp" line="79"/>
        <source>GPU memory %1 GiB is not positive</source>
        <translation>显存 %1 GiB 不是正数</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogcheck.cpp" line="83"/>
        <source>vGPU fraction %1 is outside (0, 1]</source>
        <translation>vGPU 份额 %1 超出 (0, 1]</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogcheck.cpp" line="87"/>
        <source>network bandwidth %1 Gbit/s is not positive</source>
        <translation>网络带宽 %1 Gbit/s 不是正数</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogcheck.cpp" line="92"/>
        <source>%1 GiB per GPU is more than the %2 GiB of a %3</source>
        <translation>每卡 %1 GiB，超过 %3 的 %2 GiB</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogcheck.cpp" line="99"/>
        <source>vGPU fraction not documented</source>
        <translation>vGPU 份额无文档记载</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogcheck.cpp" line="102"/>
        <source>no price in any region (import one or enter it)</source>
        <translation>任何地域都没有价格（请导入或手动输入）</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogcheck.cpp" line="111"/>
        <source>price for an instance type that is not in the catalog</source>
        <translation>价格对应的实例规格不在目录中</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogcheck.cpp" line="115"/>
        <source>price in an unknown region</source>
        <translation>价格所在地域未知</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogcheck.cpp" line="118"/>
        <source>price %1 is not positive</source>
        <translation>价格 %1 不是正数</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogcheck.cpp" line="123"/>
        <source>price date &apos;%1&apos; cannot be read</source>
        <translation>无法读取价格日期“%1”</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogcheck.cpp" line="127"/>
        <source>price of %1 is %2 days old (stale past %3 days)</source>
        <translation>%1 的价格已有 %2 天（超过 %3 天即过期）</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogcheck.cpp" line="137"/>
        <source>spot discount %1% is outside (0, 100]</source>
        <translation>抢占式实例折扣 %1% 超出 (0, 100]</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogcheck.cpp" line="143"/>
        <source>GPU memory is not positive</source>
        <translation>显存不是正数</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogcheck.cpp" line="146"/>
        <source>GPU model without a source</source>
        <translation>GPU 型号没有来源</translation>
    </message>
</context>
<context>
    <name>CatalogDatabase</name>
    <message>
        <location filename="../../models/catalog/catalogdatabase.cpp" line="458"/>
        <source>%1: the overlay was written by another version of GPU Planner (schema version &apos;%2&apos;; this program knows &apos;%3&apos;), so it is neither read nor changed</source>
        <translation>%1：本地修改数据库由另一版本的 GPU 选型规划台写入（数据结构版本“%2”，本程序支持“%3”），因此既不读取也不修改它</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogdatabase.cpp" line="499"/>
        <source>%1: the overlay (your imported and entered catalog rows) is damaged: %2</source>
        <translation>%1：本地修改数据库（你导入和录入的目录数据）已损坏：%2</translation>
    </message>
</context>
<context>
    <name>CatalogEditCommand</name>
    <message numerus="yes">
        <location filename="../../models/scenario/catalogeditcommand.cpp" line="63"/>
        <source>%n price(s)</source>
        <translation>
            <numerusform>%n 个价格</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/scenario/catalogeditcommand.cpp" line="65"/>
        <source>%n instance type(s)</source>
        <translation>
            <numerusform>%n 个实例规格</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/scenario/catalogeditcommand.cpp" line="67"/>
        <source>%n spot advice row(s)</source>
        <translation>
            <numerusform>%n 行抢占式实例建议</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/scenario/catalogeditcommand.cpp" line="69"/>
        <source>%n stock row(s)</source>
        <translation>
            <numerusform>%n 行库存</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../models/scenario/catalogeditcommand.cpp" line="71"/>
        <source>, </source>
        <extracomment>Between the counts in the name of an undo step: &quot;42 prices, 3 instance types&quot;.</extracomment>
        <translation>，</translation>
    </message>
    <message>
        <location filename="../../models/scenario/catalogeditcommand.cpp" line="75"/>
        <source>Import of %1 (%2)</source>
        <translation>导入 %1（%2）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/scenario/catalogeditcommand.cpp" line="76"/>
        <source>Import of %n file(s) (%1)</source>
        <translation>
            <numerusform>导入 %n 个文件（%1）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../models/scenario/catalogeditcommand.cpp" line="78"/>
        <source>Price entry for %1</source>
        <translation>录入 %1 的价格</translation>
    </message>
    <message>
        <location filename="../../models/scenario/catalogeditcommand.cpp" line="80"/>
        <source>Reset of your catalog changes</source>
        <translation>重置你的目录修改</translation>
    </message>
    <message>
        <location filename="../../models/scenario/catalogeditcommand.cpp" line="82"/>
        <source>Refresh of prices in %1 (%2)</source>
        <translation>刷新 %1 的价格（%2）</translation>
    </message>
</context>
<context>
    <name>CatalogList</name>
    <message>
        <location filename="../../models/catalog/catalogexport.cpp" line="190"/>
        <source>INSTANCE TYPE</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogexport.cpp" line="191"/>
        <source>FAMILY</source>
        <translation>规格族</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogexport.cpp" line="192"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogexport.cpp" line="193"/>
        <source>GPUS</source>
        <translation>卡数</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogexport.cpp" line="194"/>
        <source>GIB/GPU</source>
        <translation>GiB/卡</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogexport.cpp" line="195"/>
        <source>SHARE</source>
        <translation>份额</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogexport.cpp" line="196"/>
        <source>VCPU</source>
        <translation>vCPU</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogexport.cpp" line="197"/>
        <source>RAM GIB</source>
        <translation>内存 GiB</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogexport.cpp" line="198"/>
        <source>INTERCONNECT</source>
        <translation>互联</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogexport.cpp" line="199"/>
        <source>GBIT/S</source>
        <translation>Gbit/s</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogexport.cpp" line="200"/>
        <source>RDMA</source>
        <translation>RDMA</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogexport.cpp" line="203"/>
        <source>PAYG/H</source>
        <translation>按量/小时</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogexport.cpp" line="204"/>
        <source>SUB/MONTH</source>
        <translation>包月</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogexport.cpp" line="205"/>
        <source>AS OF</source>
        <translation>日期</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogexport.cpp" line="212"/>
        <source>(not named)</source>
        <translation>（未命名）</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogexport.cpp" line="216"/>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/catalog/catalogexport.cpp" line="243"/>
        <source>%n instance type(s)</source>
        <translation>
            <numerusform>%n 个实例规格</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogexport.cpp" line="246"/>
        <source>; prices in %1 (&quot;!&quot; = older than 180 days)</source>
        <translation>；价格：%1（“!”表示超过 180 天）</translation>
    </message>
</context>
<context>
    <name>CatalogSources</name>
    <message>
        <location filename="../../models/catalog/catalogsources.cpp" line="38"/>
        <source>column missing from the header</source>
        <translation>表头中缺少该列</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogsources.cpp" line="57"/>
        <location filename="../../models/catalog/catalogsources.cpp" line="69"/>
        <source>must not be empty</source>
        <translation>不能为空</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogsources.cpp" line="77"/>
        <source>&apos;%1&apos; is not a number</source>
        <translation>“%1”不是数字</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogsources.cpp" line="81"/>
        <source>&apos;%1&apos; is not a finite number</source>
        <translation>“%1”不是有限数</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogsources.cpp" line="85"/>
        <source>%1 must be greater than 0</source>
        <translation>%1 必须大于 0</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogsources.cpp" line="94"/>
        <location filename="../../models/catalog/catalogsources.cpp" line="123"/>
        <source>%1:%2: field &apos;%3&apos;: %4</source>
        <translation>%1:%2: 字段“%3”：%4</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogsources.cpp" line="120"/>
        <source>column %1 of the header</source>
        <translation>表头第 %1 列</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogsources.cpp" line="125"/>
        <source>holds a NUL character (\0), which is not text; remove it</source>
        <translation>含有 NUL 字符（\0），这不是文本；请删除它</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogsources.cpp" line="173"/>
        <location filename="../../models/catalog/catalogsources.cpp" line="517"/>
        <source>%1: cannot open: %2</source>
        <translation>%1：无法打开：%2</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogsources.cpp" line="212"/>
        <source>duplicate id &apos;%1&apos;</source>
        <translation>id“%1”重复</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogsources.cpp" line="225"/>
        <source>must not be negative</source>
        <translation>不能为负数</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogsources.cpp" line="251"/>
        <source>unknown category &apos;%1&apos;</source>
        <translation>未知类别“%1”</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogsources.cpp" line="302"/>
        <location filename="../../models/catalog/catalogsources.cpp" line="305"/>
        <source>must be a whole number</source>
        <translation>必须为整数</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogsources.cpp" line="308"/>
        <source>must be in (0, 1]</source>
        <translation>必须在 (0, 1] 之内</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogsources.cpp" line="331"/>
        <source>%1: %2 lines is more than a price CSV may have (%3); split it into smaller files</source>
        <translation>%1：%2 行超过了价格 CSV 允许的行数（%3）；请拆分成更小的文件</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogsources.cpp" line="381"/>
        <source>no price column (%1)</source>
        <translation>没有价格列（%1）</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogsources.cpp" line="397"/>
        <source>&apos;%1&apos; is not in the catalog</source>
        <translation>“%1”不在目录中</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogsources.cpp" line="403"/>
        <source>&apos;%1&apos; is not a known region</source>
        <translation>“%1”不是已知地域</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogsources.cpp" line="409"/>
        <source>&apos;%1&apos; is not CNY or USD</source>
        <translation>“%1”不是 CNY 或 USD</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogsources.cpp" line="415"/>
        <source>&apos;%1&apos; is not a date (YYYY-MM or YYYY-MM-DD)</source>
        <translation>“%1”不是日期（YYYY-MM 或 YYYY-MM-DD）</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogsources.cpp" line="428"/>
        <source>unknown kind &apos;%1&apos; (published, imported, user_entered, estimated, list_price_third_party)</source>
        <translation>未知类型“%1”（published、imported、user_entered、estimated、list_price_third_party）</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogsources.cpp" line="468"/>
        <source>line %1 already gives %2 in %3 (%4) with a different value; keep one of the two rows</source>
        <translation>第 %1 行已给出 %2 在 %3（%4）的不同取值；请只保留其中一行</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogsources.cpp" line="481"/>
        <source>the row has no price</source>
        <translation>该行没有价格</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogsources.cpp" line="507"/>
        <source>data_date is not a date</source>
        <translation>data_date 不是日期</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogsources.cpp" line="512"/>
        <source>key missing</source>
        <translation>缺少该键</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogsources.cpp" line="535"/>
        <source>instance_types.csv:%1: field &apos;%2&apos;: %3</source>
        <translation>instance_types.csv:%1: 字段“%2”：%3</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogsources.cpp" line="543"/>
        <source>duplicate &apos;%1&apos;</source>
        <translation>“%1”重复</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogsources.cpp" line="547"/>
        <source>&apos;%1&apos; is not in families.csv</source>
        <translation>“%1”不在 families.csv 中</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogsources.cpp" line="551"/>
        <source>&apos;%1&apos; is not in gpus.csv</source>
        <translation>“%1”不在 gpus.csv 中</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogsources.cpp" line="557"/>
        <source>prices.csv: field &apos;instance_type&apos;: &apos;%1&apos; is not in instance_types.csv</source>
        <translation>prices.csv：字段“instance_type”：“%1”不在 instance_types.csv 中</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogsources.cpp" line="566"/>
        <source>prices.csv: field &apos;region&apos;: &apos;%1&apos; is not in regions.csv</source>
        <translation>prices.csv：字段“region”：“%1”不在 regions.csv 中</translation>
    </message>
</context>
<context>
    <name>ChartExport</name>
    <message>
        <location filename="../../widgets/chartexport.cpp" line="222"/>
        <source>&amp;Save chart as…</source>
        <translation>图表另存为(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../widgets/chartexport.cpp" line="128"/>
        <location filename="../../widgets/chartexport.cpp" line="139"/>
        <source>Save chart</source>
        <translation>保存图表</translation>
    </message>
    <message>
        <location filename="../../widgets/chartexport.cpp" line="123"/>
        <source>PNG image (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <location filename="../../widgets/chartexport.cpp" line="124"/>
        <source>SVG image (*.svg)</source>
        <translation>SVG 图像 (*.svg)</translation>
    </message>
    <message>
        <location filename="../../widgets/chartexport.cpp" line="125"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../widgets/chartexport.cpp" line="149"/>
        <location filename="../../widgets/chartexport.cpp" line="156"/>
        <source>Print chart</source>
        <translation>打印图表</translation>
    </message>
    <message>
        <location filename="../../widgets/chartexport.cpp" line="174"/>
        <source>the image could not be encoded</source>
        <translation>无法编码图像</translation>
    </message>
    <message>
        <location filename="../../widgets/chartexport.cpp" line="180"/>
        <source>use .png, .svg or .pdf</source>
        <translation>请使用 .png、.svg 或 .pdf</translation>
    </message>
    <message>
        <location filename="../../widgets/chartexport.cpp" line="205"/>
        <source>the printer could not be started</source>
        <translation>无法启动打印机</translation>
    </message>
    <message>
        <location filename="../../widgets/chartexport.cpp" line="216"/>
        <source>printing failed</source>
        <translation>打印失败</translation>
    </message>
    <message>
        <location filename="../../widgets/chartexport.cpp" line="224"/>
        <source>Save the chart as a PNG or SVG image or a PDF page</source>
        <translation>将图表保存为 PNG 或 SVG 图像，或一页 PDF</translation>
    </message>
    <message>
        <location filename="../../widgets/chartexport.cpp" line="227"/>
        <source>Cop&amp;y chart</source>
        <translation>复制图表(&amp;Y)</translation>
    </message>
    <message>
        <location filename="../../widgets/chartexport.cpp" line="229"/>
        <source>Copy the chart as an image</source>
        <translation>把图表复制为图像</translation>
    </message>
    <message>
        <location filename="../../widgets/chartexport.cpp" line="232"/>
        <source>&amp;Print chart…</source>
        <translation>打印图表(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../widgets/chartexport.cpp" line="234"/>
        <source>Print the chart on one page</source>
        <translation>将图表打印在一页上</translation>
    </message>
    <message>
        <location filename="../../widgets/chartexport.cpp" line="201"/>
        <location filename="../../widgets/chartexport.cpp" line="243"/>
        <source>Chart</source>
        <translation>图表</translation>
    </message>
</context>
<context>
    <name>FileErrors</name>
    <message>
        <location filename="../../models/common/fileerrors.cpp" line="36"/>
        <location filename="../../models/common/fileerrors.cpp" line="55"/>
        <source>the disk is full or the quota is reached (%1)</source>
        <translation>磁盘已满或已达到配额（%1）</translation>
    </message>
    <message>
        <location filename="../../models/common/fileerrors.cpp" line="40"/>
        <source>the disk is read-only (%1)</source>
        <translation>磁盘为只读（%1）</translation>
    </message>
    <message>
        <location filename="../../models/common/fileerrors.cpp" line="43"/>
        <source>the file is larger than the disk allows (%1)</source>
        <translation>文件超过了磁盘允许的大小（%1）</translation>
    </message>
    <message>
        <location filename="../../models/common/fileerrors.cpp" line="47"/>
        <source>the disk or network share failed to store the data (%1)</source>
        <translation>磁盘或网络共享未能保存数据（%1）</translation>
    </message>
    <message>
        <location filename="../../models/common/fileerrors.cpp" line="65"/>
        <source>the file cannot be created there</source>
        <translation>无法在该位置创建文件</translation>
    </message>
    <message>
        <location filename="../../models/common/fileerrors.cpp" line="67"/>
        <source>the new file could not take the old one&apos;s place (rename failed)</source>
        <translation>新文件无法替换旧文件（重命名失败）</translation>
    </message>
    <message>
        <location filename="../../models/common/fileerrors.cpp" line="70"/>
        <source>the data could not be written (the system gave no reason)</source>
        <translation>数据无法写入（系统未给出原因）</translation>
    </message>
</context>
<context>
    <name>Frameworks</name>
    <message>
        <location filename="../../models/scenario/frameworks.cpp" line="59"/>
        <source>%1: cannot open: %2</source>
        <translation>%1：无法打开：%2</translation>
    </message>
    <message>
        <location filename="../../models/scenario/frameworks.cpp" line="69"/>
        <source>%1: not a framework profile file (format)</source>
        <translation>%1：不是框架配置文件（format）</translation>
    </message>
    <message>
        <location filename="../../models/scenario/frameworks.cpp" line="97"/>
        <source>%1: frameworks[%2] (%3).settings[%4]: unknown switch or value &apos;%5&apos; = &apos;%6&apos;</source>
        <translation>%1：frameworks[%2]（%3）.settings[%4]：未知的开关或值“%5” = “%6”</translation>
    </message>
    <message>
        <location filename="../../models/scenario/frameworks.cpp" line="108"/>
        <source>%1: frameworks[%2] (%3).settings[%4]: source is required</source>
        <translation>%1：frameworks[%2]（%3）.settings[%4]：source 为必填项</translation>
    </message>
</context>
<context>
    <name>Importers</name>
    <message>
        <location filename="../../models/catalog/importers.cpp" line="47"/>
        <location filename="../../models/catalog/importers.cpp" line="178"/>
        <source>expected an object</source>
        <translation>应为对象</translation>
    </message>
    <message>
        <location filename="../../models/catalog/importers.cpp" line="52"/>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <location filename="../../models/catalog/importers.cpp" line="83"/>
        <source>expected a number, found %1</source>
        <translation>应为数字，实际为 %1</translation>
    </message>
    <message>
        <location filename="../../models/catalog/importers.cpp" line="98"/>
        <source>expected a whole number, found %1</source>
        <translation>应为整数，实际为 %1</translation>
    </message>
    <message>
        <location filename="../../models/catalog/importers.cpp" line="106"/>
        <source>expected text, found %1</source>
        <translation>应为文本，实际为 %1</translation>
    </message>
    <message>
        <location filename="../../models/catalog/importers.cpp" line="114"/>
        <source>expected a list</source>
        <translation>应为列表</translation>
    </message>
    <message>
        <location filename="../../models/catalog/importers.cpp" line="161"/>
        <source>&apos;%1&apos; is listed again with a different value (first at %2); keep one of the two entries</source>
        <translation>“%1”再次出现且取值不同（首次出现在 %2）；请只保留其中一项</translation>
    </message>
    <message>
        <location filename="../../models/catalog/importers.cpp" line="184"/>
        <source>&apos;%1&apos; is not an ECS instance type (ecs.…)</source>
        <translation>“%1”不是 ECS 实例规格（ecs.…）</translation>
    </message>
    <message>
        <location filename="../../models/catalog/importers.cpp" line="198"/>
        <source>must not be empty</source>
        <translation>不能为空</translation>
    </message>
    <message>
        <location filename="../../models/catalog/importers.cpp" line="206"/>
        <location filename="../../models/catalog/importers.cpp" line="209"/>
        <source>must be greater than 0</source>
        <translation>必须大于 0</translation>
    </message>
    <message>
        <location filename="../../models/catalog/importers.cpp" line="212"/>
        <source>must be greater than 0 for a GPU type</source>
        <translation>GPU 实例规格必须大于 0</translation>
    </message>
    <message>
        <location filename="../../models/catalog/importers.cpp" line="272"/>
        <source>&apos;%1&apos; is not CNY or USD</source>
        <translation>“%1”不是 CNY 或 USD</translation>
    </message>
    <message>
        <location filename="../../models/catalog/importers.cpp" line="286"/>
        <source>%1 is not a price (must be greater than 0)</source>
        <translation>%1 不是有效价格（必须大于 0）</translation>
    </message>
    <message>
        <location filename="../../models/catalog/importers.cpp" line="317"/>
        <source>&apos;%1&apos; is not a known region</source>
        <translation>“%1”不是已知地域</translation>
    </message>
    <message>
        <location filename="../../models/catalog/importers.cpp" line="340"/>
        <source>%1 is outside 1–100 (percent of the pay-as-you-go price)</source>
        <translation>%1 超出 1–100（按量付费价格的百分比）</translation>
    </message>
    <message>
        <location filename="../../models/catalog/importers.cpp" line="350"/>
        <source>%1 is outside 0–100</source>
        <translation>%1 超出 0–100</translation>
    </message>
    <message>
        <location filename="../../models/catalog/importers.cpp" line="391"/>
        <source>%1: %2 bytes is larger than an imported file may be (%3 MiB); split it into smaller files</source>
        <translation>%1：%2 字节超过了导入文件允许的大小（%3 MiB）；请拆分成更小的文件</translation>
    </message>
    <message>
        <location filename="../../models/catalog/importers.cpp" line="402"/>
        <source>%1; %2 repeated identically, counted once</source>
        <translation>%1；%2 行完全重复，只计一次</translation>
    </message>
    <message>
        <location filename="../../models/catalog/importers.cpp" line="427"/>
        <source>%1: cannot read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <location filename="../../models/catalog/importers.cpp" line="515"/>
        <source>a %1 price is per hour</source>
        <translation>%1价格按小时计</translation>
    </message>
    <message>
        <location filename="../../models/catalog/importers.cpp" line="516"/>
        <source>a %1 price is per week, month or year, not per hour</source>
        <translation>%1价格按周、月或年计，不按小时计</translation>
    </message>
    <message>
        <location filename="../../models/catalog/importers.cpp" line="537"/>
        <source>%1: the file is empty</source>
        <translation>%1：文件为空</translation>
    </message>
    <message>
        <location filename="../../models/catalog/importers.cpp" line="546"/>
        <source>%1: not a recognised file: expected DescribeInstanceTypes, DescribePrice or DescribeSpotAdvice JSON, or a price CSV</source>
        <translation>%1：无法识别的文件：应为 DescribeInstanceTypes、DescribePrice 或 DescribeSpotAdvice 的 JSON，或价格 CSV</translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/catalog/importers.cpp" line="631"/>
        <source>%1: spot advice for %n type × zone pair(s), %2 types not in the catalog skipped</source>
        <translation>
            <numerusform>%1：%n 个实例规格 × 可用区组合的抢占式实例建议；跳过 %2 个不在目录中的实例规格</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../models/catalog/importers.cpp" line="573"/>
        <source>%1:%2: nested deeper than %3 levels</source>
        <translation>%1:%2: 嵌套超过 %3 层</translation>
    </message>
    <message>
        <location filename="../../models/catalog/importers.cpp" line="582"/>
        <source>%1:%2: JSON syntax error: %3</source>
        <translation>%1:%2: JSON 语法错误：%3</translation>
    </message>
    <message>
        <location filename="../../models/catalog/importers.cpp" line="588"/>
        <source>%1: not valid JSON: %2</source>
        <translation>%1：不是有效的 JSON：%2</translation>
    </message>
    <message>
        <location filename="../../models/catalog/importers.cpp" line="497"/>
        <source>a DescribePrice answer does not say what it prices: give the region, instance type, pricing mode and unit of the request</source>
        <translation>DescribePrice 的返回结果未说明所报价的对象：请给出请求的地域、实例规格、计费方式和单位</translation>
    </message>
    <message>
        <location filename="../../models/catalog/importers.cpp" line="503"/>
        <source>instance type &apos;%1&apos; is not in the catalog</source>
        <translation>实例规格“%1”不在目录中</translation>
    </message>
    <message>
        <location filename="../../models/catalog/importers.cpp" line="507"/>
        <source>region &apos;%1&apos; is not a known region</source>
        <translation>地域“%1”不是已知地域</translation>
    </message>
    <message>
        <location filename="../../models/catalog/importers.cpp" line="510"/>
        <source>the period must be at least 1</source>
        <translation>时长至少为 1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/catalog/importers.cpp" line="559"/>
        <source>%1: %n price(s)</source>
        <translation>
            <numerusform>%1：%n 个价格</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/catalog/importers.cpp" line="607"/>
        <source>%1: %n GPU instance type(s) read; %2 without a GPU skipped</source>
        <translation>
            <numerusform>%1：读取了 %n 个 GPU 实例规格；跳过 %2 个无 GPU 的规格</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../models/catalog/importers.cpp" line="619"/>
        <source>%1: %2 %3 price of %4 in %5</source>
        <translation>%1：%4 在 %5 的价格为 %2 %3</translation>
    </message>
    <message>
        <location filename="../../models/catalog/importers.cpp" line="413"/>
        <source>%1: cannot open: %2</source>
        <translation>%1：无法打开：%2</translation>
    </message>
    <message>
        <location filename="../../models/catalog/importbatch.cpp" line="107"/>
        <source>%1: instance type &apos;%2&apos; is also in %3 with a different %4; keep one of the two files&apos; entries</source>
        <translation>%1：实例规格“%2”在 %3 中也有，但 %4 不同；两个文件的条目只保留一个</translation>
    </message>
    <message>
        <location filename="../../models/catalog/importbatch.cpp" line="121"/>
        <source>%1: the %2 price (per %3) of %4 in %5 is also in %6 with a different %7; keep one of the two files&apos; prices</source>
        <translation>%1：%4 在 %5 的 %2 价格（每 %3）在 %6 中也有，但 %7 不同；两个文件的价格只保留一个</translation>
    </message>
    <message>
        <location filename="../../models/catalog/importbatch.cpp" line="135"/>
        <source>%1: spot advice for %2 in %3 zone %4 is also in %5 with a different %6; keep one of the two files&apos; advice</source>
        <translation>%1：%2 在 %3 可用区 %4 的抢占式建议在 %5 中也有，但 %6 不同；两个文件的建议只保留一个</translation>
    </message>
    <message>
        <location filename="../../models/catalog/importbatch.cpp" line="162"/>
        <source>%1; %2 repeated identically from an earlier file, counted once</source>
        <translation>%1；%2 条与之前文件完全相同，只计一次</translation>
    </message>
</context>
<context>
    <name>InputLabels</name>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="23"/>
        <source>Inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="24"/>
        <source>LoRA fine-tune</source>
        <translation>LoRA 微调</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="25"/>
        <source>QLoRA fine-tune</source>
        <translation>QLoRA 微调</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="26"/>
        <source>Full fine-tune</source>
        <translation>全参数微调</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="27"/>
        <source>Pre-training</source>
        <translation>预训练</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="41"/>
        <source>none</source>
        <translation>不量化</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="42"/>
        <source>bitsandbytes int8</source>
        <translation>bitsandbytes int8</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="45"/>
        <source>bitsandbytes NF4</source>
        <translation>bitsandbytes NF4</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="44"/>
        <source>bitsandbytes NF4, double quant</source>
        <translation>bitsandbytes NF4，双重量化</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="46"/>
        <source>bitsandbytes FP4</source>
        <translation>bitsandbytes FP4</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="47"/>
        <source>GPTQ 4-bit</source>
        <translation>GPTQ 4 位</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="48"/>
        <source>GPTQ 8-bit</source>
        <translation>GPTQ 8 位</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="49"/>
        <source>AWQ 4-bit</source>
        <translation>AWQ 4 位</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="50"/>
        <source>MXFP4 (MoE experts)</source>
        <translation>MXFP4（MoE 专家）</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="51"/>
        <source>NVFP4</source>
        <translation>NVFP4</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="55"/>
        <source>AdamW 8-bit</source>
        <translation>AdamW 8 位</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="56"/>
        <source>Paged AdamW</source>
        <translation>分页 AdamW</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="58"/>
        <source>Paged AdamW 8-bit</source>
        <translation>分页 AdamW 8 位</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="59"/>
        <source>SGD with momentum</source>
        <translation>带动量的 SGD</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="63"/>
        <source>none (data parallel)</source>
        <translation>无（数据并行）</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="95"/>
        <source>PEFT k-bit preparation (fp32 norms, embeddings, head)</source>
        <translation>PEFT k-bit 预处理（归一化层、嵌入层、输出头为 fp32）</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="96"/>
        <source>QLoRA paper (bf16 adapters, no fp32 upcast)</source>
        <translation>QLoRA 论文（bf16 适配器，不升为 fp32）</translation>
    </message>
    <message>
        <location filename="../../models/estimator/catalogtypes.cpp" line="23"/>
        <source>Pay-as-you-go</source>
        <translation>按量付费</translation>
    </message>
    <message>
        <location filename="../../models/estimator/catalogtypes.cpp" line="24"/>
        <source>pay-as-you-go</source>
        <translation>按量付费</translation>
    </message>
    <message>
        <location filename="../../models/estimator/catalogtypes.cpp" line="25"/>
        <source>Subscription</source>
        <translation>包年包月</translation>
    </message>
    <message>
        <location filename="../../models/estimator/catalogtypes.cpp" line="26"/>
        <source>subscription</source>
        <translation>包年包月</translation>
    </message>
    <message>
        <location filename="../../models/estimator/catalogtypes.cpp" line="27"/>
        <source>Spot</source>
        <translation>抢占式实例</translation>
    </message>
    <message>
        <location filename="../../models/estimator/catalogtypes.cpp" line="28"/>
        <source>spot</source>
        <translation>抢占式实例</translation>
    </message>
    <message>
        <location filename="../../models/estimator/catalogtypes.cpp" line="29"/>
        <source>Reserved</source>
        <translation>预留实例</translation>
    </message>
    <message>
        <location filename="../../models/estimator/catalogtypes.cpp" line="30"/>
        <source>reserved</source>
        <translation>预留实例</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="72"/>
        <source>PyTorch / Transformers</source>
        <translation>PyTorch / Transformers</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="76"/>
        <source>SDPA (memory-efficient)</source>
        <translation>SDPA（显存高效）</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="78"/>
        <source>Eager (keeps s × s scores)</source>
        <translation>Eager（保留 s × s 注意力分数）</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="88"/>
        <source>Low-memory / streaming</source>
        <translation>低内存/流式</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="90"/>
        <source>Every rank loads a full copy</source>
        <translation>每个进程各自加载完整副本</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="82"/>
        <source>attention projections</source>
        <translation>注意力投影层</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="84"/>
        <source>all linear layers</source>
        <translation>所有线性层</translation>
    </message>
    <message>
        <location filename="../../models/wording/inputlabels.cpp" line="104"/>
        <source>entered by the user</source>
        <translation>用户手动输入</translation>
    </message>
    <message>
        <location filename="../../models/wording/inputlabels.cpp" line="114"/>
        <source>P2P supported</source>
        <translation>支持 P2P</translation>
    </message>
    <message>
        <location filename="../../models/wording/inputlabels.cpp" line="116"/>
        <source> (inferred)</source>
        <translation>（推断）</translation>
    </message>
</context>
<context>
    <name>JsonParse</name>
    <message>
        <location filename="../../models/common/jsonparse.cpp" line="99"/>
        <source>nested deeper than %1 levels (at byte %2)</source>
        <translation>嵌套超过 %1 层（在第 %2 字节）</translation>
    </message>
    <message>
        <location filename="../../models/common/jsonparse.cpp" line="109"/>
        <source>not valid JSON: a number is out of range: %1</source>
        <translation>不是有效的 JSON：数字超出范围：%1</translation>
    </message>
    <message>
        <location filename="../../models/common/jsonparse.cpp" line="114"/>
        <source>not valid JSON: %1</source>
        <translation>不是有效的 JSON：%1</translation>
    </message>
    <message>
        <location filename="../../models/common/jsonparse.cpp" line="118"/>
        <source>cannot be read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
</context>
<context>
    <name>Library</name>
    <message>
        <location filename="../../models/library/library.cpp" line="32"/>
        <location filename="../../models/library/librarystorage.cpp" line="427"/>
        <source>%1: no such file</source>
        <translation>%1：文件不存在</translation>
    </message>
    <message>
        <location filename="../../models/library/library.cpp" line="36"/>
        <source>%1: cannot open: %2</source>
        <translation>%1：无法打开：%2</translation>
    </message>
    <message>
        <location filename="../../models/library/library.cpp" line="41"/>
        <source>%1: %2 bytes is larger than a scenario file may be (%3)</source>
        <translation>%1：%2 字节，超过方案文件的上限（%3）</translation>
    </message>
    <message>
        <location filename="../../models/library/library.cpp" line="50"/>
        <source>%1: cannot read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <location filename="../../models/library/library.cpp" line="71"/>
        <source>not valid JSON</source>
        <translation>不是有效的 JSON</translation>
    </message>
    <message>
        <location filename="../../models/library/library.cpp" line="216"/>
        <source>no library folder given</source>
        <translation>未指定团队方案库文件夹</translation>
    </message>
    <message>
        <location filename="../../models/library/library.cpp" line="222"/>
        <source>%1: is not a folder</source>
        <translation>%1：不是文件夹</translation>
    </message>
    <message>
        <location filename="../../models/library/library.cpp" line="226"/>
        <source>%1: cannot create the library folder</source>
        <translation>%1：无法创建团队方案库文件夹</translation>
    </message>
    <message>
        <location filename="../../models/library/librarystorage.cpp" line="67"/>
        <source>%1: cannot write: no permission to create the lock file %2</source>
        <translation>%1：无法写入：没有权限创建锁文件 %2</translation>
    </message>
    <message>
        <location filename="../../models/library/librarystorage.cpp" line="72"/>
        <source>%1: cannot create the lock file %2</source>
        <translation>%1：无法创建锁文件 %2</translation>
    </message>
    <message>
        <location filename="../../models/library/librarystorage.cpp" line="82"/>
        <source> (held by %1, process %2 on %3)</source>
        <translation>（由 %1 持有，进程 %2，位于 %3）</translation>
    </message>
    <message>
        <location filename="../../models/library/librarystorage.cpp" line="83"/>
        <source>a program</source>
        <translation>某个程序</translation>
    </message>
    <message>
        <location filename="../../models/library/librarystorage.cpp" line="87"/>
        <source>an unknown machine</source>
        <translation>未知机器</translation>
    </message>
    <message>
        <location filename="../../models/library/librarystorage.cpp" line="89"/>
        <source>%1: another program is writing it; gave up after %2 s%3</source>
        <translation>%1：另一个程序正在写入；%2 秒后放弃%3</translation>
    </message>
    <message>
        <location filename="../../models/library/librarystorage.cpp" line="121"/>
        <location filename="../../models/library/librarystorage.cpp" line="127"/>
        <source>%1: cannot write: %2</source>
        <translation>%1：无法写入：%2</translation>
    </message>
    <message>
        <location filename="../../models/library/librarystorage.cpp" line="164"/>
        <source>%1: the trash folder is a link (to %2): it is not used</source>
        <translation>%1：回收站文件夹是一个链接（指向 %2）：不会使用它</translation>
    </message>
    <message>
        <location filename="../../models/library/librarystorage.cpp" line="228"/>
        <location filename="../../models/library/librarystorage.cpp" line="285"/>
        <source>%1: nothing was written: %2</source>
        <translation>%1：未写入任何内容：%2</translation>
    </message>
    <message>
        <location filename="../../models/library/librarystorage.cpp" line="244"/>
        <source>%1: exists already; nothing was written</source>
        <translation>%1：已存在；未写入任何内容</translation>
    </message>
    <message>
        <location filename="../../models/library/librarystorage.cpp" line="247"/>
        <source>%1: changed on disk since it was opened; nothing was written</source>
        <translation>%1：打开后已在磁盘上被修改；未写入任何内容</translation>
    </message>
    <message>
        <location filename="../../models/library/librarystorage.cpp" line="255"/>
        <source> (and what is on disk cannot be read: %1)</source>
        <translation>（且无法读取磁盘上的内容：%1）</translation>
    </message>
    <message>
        <location filename="../../models/library/librarystorage.cpp" line="313"/>
        <location filename="../../models/library/librarystorage.cpp" line="423"/>
        <location filename="../../models/library/librarystorage.cpp" line="460"/>
        <source>no library folder is set</source>
        <translation>未设置团队方案库文件夹</translation>
    </message>
    <message>
        <location filename="../../models/library/librarystorage.cpp" line="334"/>
        <location filename="../../models/library/librarystorage.cpp" line="415"/>
        <source>%1: no free file name for &apos;%2&apos;</source>
        <translation>%1：没有可用于“%2”的空闲文件名</translation>
    </message>
    <message>
        <location filename="../../models/library/librarystorage.cpp" line="353"/>
        <source>%1: the new name is empty</source>
        <translation>%1：新名称为空</translation>
    </message>
    <message>
        <location filename="../../models/library/librarystorage.cpp" line="357"/>
        <source>%1: the new name is %2 bytes (UTF-8), more than the %3 allowed</source>
        <translation>%1：新名称有 %2 字节（UTF-8），超过允许的 %3</translation>
    </message>
    <message>
        <location filename="../../models/library/librarystorage.cpp" line="403"/>
        <source>%1: cannot remove it after writing %2</source>
        <translation>%1：写入 %2 后无法删除原文件</translation>
    </message>
    <message>
        <location filename="../../models/library/librarystorage.cpp" line="436"/>
        <source>%1: cannot create the trash folder</source>
        <translation>%1：无法创建回收站文件夹</translation>
    </message>
    <message>
        <location filename="../../models/library/librarystorage.cpp" line="448"/>
        <source>%1: cannot move it to %2: %3</source>
        <translation>%1：无法移动到 %2：%3</translation>
    </message>
    <message>
        <location filename="../../models/library/librarystorage.cpp" line="475"/>
        <location filename="../../models/library/librarystorage.cpp" line="480"/>
        <source>%1: no such file in the trash</source>
        <translation>%1：回收站中没有此文件</translation>
    </message>
    <message>
        <location filename="../../models/library/librarystorage.cpp" line="498"/>
        <source>%1: cannot move it back to %2: %3</source>
        <translation>%1：无法移回 %2：%3</translation>
    </message>
    <message>
        <location filename="../../models/library/librarystorage.cpp" line="507"/>
        <source>%1: no free file name to restore it</source>
        <translation>%1：没有可用于恢复的空闲文件名</translation>
    </message>
    <message>
        <location filename="../../models/library/librarystorage.cpp" line="582"/>
        <source>%1: a link to %2, outside the library folder: it is not read or written</source>
        <translation>%1：指向 %2 的链接，位于团队方案库文件夹之外：不会读取或写入</translation>
    </message>
</context>
<context>
    <name>LibraryShare</name>
    <message>
        <location filename="../../models/library/libraryshare.cpp" line="80"/>
        <source>share code too large: %1 characters, a share code has at most %2</source>
        <translation>分享码过大：%1 个字符，分享码最多 %2 个</translation>
    </message>
    <message>
        <location filename="../../models/library/libraryshare.cpp" line="96"/>
        <source>share code version %1 is not one this program reads (1): update GPU Planner</source>
        <translation>分享码版本 %1 不是本程序能读取的版本（1）：请更新 GPU Planner</translation>
    </message>
    <message>
        <location filename="../../models/library/libraryshare.cpp" line="101"/>
        <source>not a GPU Planner share code (it starts with %1)</source>
        <translation>不是 GPU Planner 的分享码（它以 %1 开头）</translation>
    </message>
    <message>
        <location filename="../../models/library/libraryshare.cpp" line="108"/>
        <source>damaged share code: it holds characters a share code does not</source>
        <translation>分享码已损坏：含有分享码中不会出现的字符</translation>
    </message>
    <message>
        <location filename="../../models/library/libraryshare.cpp" line="114"/>
        <source>damaged share code: it does not decode (is a part missing?)</source>
        <translation>分享码已损坏：无法解码（是否缺了一部分？）</translation>
    </message>
    <message>
        <location filename="../../models/library/libraryshare.cpp" line="120"/>
        <source>damaged share code: it does not decompress</source>
        <translation>分享码已损坏：无法解压</translation>
    </message>
    <message>
        <location filename="../../models/library/libraryshare.cpp" line="123"/>
        <source>share code too large: it claims %1 bytes, a share code holds at most %2</source>
        <translation>分享码过大：声称 %1 字节，分享码最多 %2 字节</translation>
    </message>
    <message>
        <location filename="../../models/library/libraryshare.cpp" line="131"/>
        <source>share code too large: it decompresses to more than %1 bytes (a scenario is a few kilobytes)</source>
        <translation>分享码过大：解压后超过 %1 字节（一个方案只有几 KB）</translation>
    </message>
    <message>
        <location filename="../../models/library/libraryshare.cpp" line="137"/>
        <source>damaged share code: it does not decompress (is a part missing or changed?)</source>
        <translation>分享码已损坏：无法解压（是否缺了或改动了一部分？）</translation>
    </message>
    <message>
        <location filename="../../models/library/libraryshare.cpp" line="142"/>
        <source>damaged share code: what it holds is not JSON (%1)</source>
        <translation>分享码已损坏：内容不是 JSON（%1）</translation>
    </message>
</context>
<context>
    <name>Limits</name>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="23"/>
        <source>% of VRAM kept free</source>
        <translation>显存保留空闲的百分比</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="24"/>
        <source>% of the pay-as-you-go price</source>
        <translation>按量付费价格的百分比</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="25"/>
        <source>% over 30 days</source>
        <translation>30 天内的百分比</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="26"/>
        <source>CNY per USD</source>
        <translation>每美元兑人民币</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="27"/>
        <source>FFN size (0: unknown)</source>
        <translation>FFN 维度（0：未知）</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="28"/>
        <source>GPUs</source>
        <translation>块 GPU</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="29"/>
        <location filename="../../models/wording/limitswording.cpp" line="88"/>
        <source>GPUs per instance</source>
        <translation>每实例 GPU 数</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="30"/>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="31"/>
        <source>GiB (0: the card&apos;s)</source>
        <translation>GiB（0：按显卡自身）</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="32"/>
        <source>GiB (0: the default)</source>
        <translation>GiB（0：默认值）</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="33"/>
        <source>KV heads (0: unknown)</source>
        <translation>KV 头数（0：未知）</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="34"/>
        <source>KV heads (0: as the other layers)</source>
        <translation>KV 头（0：与其他层相同）</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="35"/>
        <source>elements (0: as the other layers)</source>
        <translation>元素（0：与其他层相同）</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="36"/>
        <source>1: 16-bit, 0: quantized</source>
        <translation>1：16 位，0：量化</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="37"/>
        <source>tokens per entry</source>
        <translation>每条目 token 数</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="38"/>
        <source>1: shared, 0: separate</source>
        <translation>1：共用，0：分开</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="39"/>
        <source>groups (0: one)</source>
        <translation>组（0：一组）</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="40"/>
        <source>attention heads (0: unknown)</source>
        <translation>注意力头数（0：未知）</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="41"/>
        <source>billion parameters</source>
        <translation>十亿参数</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="42"/>
        <source>currency per price unit</source>
        <translation>每计价单位的金额</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="43"/>
        <source>display currency</source>
        <translation>显示币种</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="44"/>
        <source>epochs</source>
        <translation>轮</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="45"/>
        <source>fraction of peak FLOPs</source>
        <translation>峰值 FLOPs 的比例</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="46"/>
        <source>fraction of the card</source>
        <translation>显卡显存的比例</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="47"/>
        <source>hidden size (0: unknown)</source>
        <translation>隐藏层维度（0：未知）</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="48"/>
        <source>hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="49"/>
        <source>instances</source>
        <translation>个实例</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="50"/>
        <source>layers (0: unknown)</source>
        <translation>层（0：未知）</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="51"/>
        <source>micro-batches</source>
        <translation>个微批次</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="52"/>
        <source>minutes</source>
        <translation>分钟</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="53"/>
        <source>months (0: as many as needed)</source>
        <translation>月（0：按需）</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="54"/>
        <source>price units</source>
        <translation>计价单位</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="55"/>
        <source>processes per GPU</source>
        <translation>每块 GPU 的进程数</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="56"/>
        <source>rank</source>
        <translation>秩</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="57"/>
        <source>rows (0: all)</source>
        <translation>行（0：全部）</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="58"/>
        <source>samples per epoch</source>
        <translation>每轮样本数</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="59"/>
        <source>sequences (0: the engine&apos;s default)</source>
        <translation>条序列（0：引擎默认值）</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="60"/>
        <source>sequences per GPU</source>
        <translation>每块 GPU 的序列数</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="61"/>
        <source>stages</source>
        <translation>个阶段</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="62"/>
        <source>tokens</source>
        <translation>token</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="63"/>
        <source>tokens (0: the engine&apos;s default)</source>
        <translation>token（0：引擎默认值）</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="64"/>
        <source>tokens (0: unknown)</source>
        <translation>token（0：未知）</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="65"/>
        <source>tokens per epoch</source>
        <translation>每轮 token 数</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="67"/>
        <source>billion parameters (0: all)</source>
        <translation>十亿参数（0：全部）</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="68"/>
        <source>elements (0: hidden / heads)</source>
        <translation>维（0：隐藏层维度 / 头数）</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="69"/>
        <source>experts per MoE layer (0: dense)</source>
        <translation>每个 MoE 层的专家数（0：稠密模型）</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="70"/>
        <source>experts</source>
        <translation>个专家</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="71"/>
        <source>FFN size (0: FFN size × shared experts)</source>
        <translation>FFN 维度（0：FFN 维度 × 共享专家数）</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="72"/>
        <source>layers</source>
        <translation>层</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="73"/>
        <source>FFN size (0: the FFN size)</source>
        <translation>FFN 维度（0：同 FFN 维度）</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="74"/>
        <source>elements (0: no latent attention)</source>
        <translation>维（0：不使用潜在注意力）</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="75"/>
        <source>elements (0: none)</source>
        <translation>维（0：无）</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="76"/>
        <source>elements</source>
        <translation>维</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="77"/>
        <source>tokens (0: none)</source>
        <translation>token（0：无）</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="78"/>
        <source>1: chunks, 0: a sliding window</source>
        <translation>1：分块，0：滑动窗口</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="79"/>
        <source>1: gated, 0: not</source>
        <translation>1：有门控，0：无</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="80"/>
        <source>layers (0: none)</source>
        <translation>层（0：无）</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="81"/>
        <source>heads</source>
        <translation>个头</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="82"/>
        <source>inputs</source>
        <translation>个输入</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="83"/>
        <source>tokens (0: dense attention)</source>
        <translation>token（0：稠密注意力）</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="84"/>
        <source>elements (0: the hidden size)</source>
        <translation>元素（0：隐藏层维度）</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="85"/>
        <source>bytes (0: 2)</source>
        <translation>字节（0：按 2 计）</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="87"/>
        <source>GiB per GPU</source>
        <translation>GiB/每块 GPU</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="89"/>
        <source>vCPUs</source>
        <translation>个 vCPU</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="109"/>
        <source>greater than %1 and below %2</source>
        <translation>大于 %1 且小于 %2</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="110"/>
        <source>greater than %1 and at most %2</source>
        <translation>大于 %1 且不超过 %2</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="111"/>
        <source>at least %1 and below %2</source>
        <translation>至少为 %1 且小于 %2</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="112"/>
        <source>at least %1 and at most %2</source>
        <translation>至少为 %1 且不超过 %2</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="117"/>
        <source>(whole number, %1)</source>
        <translation>（整数，%1）</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="118"/>
        <source>(%1)</source>
        <translation>（%1）</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="128"/>
        <source>&apos;%1&apos; is not a finite number: must be %2</source>
        <translation>“%1”不是有限数值：必须%2</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="131"/>
        <source>%1 is out of range: must be %2</source>
        <translation>%1 超出范围：必须%2</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="134"/>
        <source>%1 is not a whole number: must be %2</source>
        <translation>%1 不是整数：必须%2</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="141"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="157"/>
        <source>&apos;%1&apos; is not a finite number</source>
        <translation>“%1”不是有限数值</translation>
    </message>
    <message>
        <location filename="../../models/wording/limitswording.cpp" line="173"/>
        <source>%1 GPUs is out of range: must be at most %2 GPUs in one job</source>
        <translation>%1 块 GPU 超出范围：一个作业最多 %2 块 GPU</translation>
    </message>
</context>
<context>
    <name>ModelConfig</name>
    <message>
        <location filename="../../models/scenario/modelconfigreader.h" line="55"/>
        <source>must be a whole number</source>
        <translation>必须为整数</translation>
    </message>
    <message>
        <location filename="../../models/scenario/modelconfig.cpp" line="364"/>
        <location filename="../../models/scenario/modelconfiglayers.cpp" line="136"/>
        <location filename="../../models/scenario/modelconfiglayers.cpp" line="332"/>
        <location filename="../../models/scenario/modelconfiglayers.cpp" line="386"/>
        <location filename="../../models/scenario/modelconfiglayers.cpp" line="426"/>
        <location filename="../../models/scenario/modelconfiglayers.cpp" line="457"/>
        <location filename="../../models/scenario/modelconfigreader.h" line="61"/>
        <source>is missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <location filename="../../models/scenario/modelconfiglayers.cpp" line="101"/>
        <location filename="../../models/scenario/modelconfigreader.h" line="65"/>
        <source>must be greater than 0</source>
        <translation>必须大于 0</translation>
    </message>
    <message>
        <location filename="../../models/scenario/modelconfiglayers.cpp" line="142"/>
        <source>is missing or not a list of layers</source>
        <translation>缺失，或不是层号列表</translation>
    </message>
    <message>
        <location filename="../../models/scenario/modelconfiglayers.cpp" line="149"/>
        <source>is not a layer from 1 to %1 listed once</source>
        <translation>不是 1 到 %1 之间、只列出一次的层号</translation>
    </message>
    <message>
        <location filename="../../models/scenario/modelconfiglayers.cpp" line="160"/>
        <source>lists layer %1, which kda_layers lists too</source>
        <translation>列出了第 %1 层，而 kda_layers 也列出了它</translation>
    </message>
    <message>
        <location filename="../../models/scenario/modelconfiglayers.cpp" line="166"/>
        <source>and full_attn_layers name %1 layers of the %2 in num_hidden_layers</source>
        <translation>与 full_attn_layers 共列出 %1 层，而 num_hidden_layers 为 %2 层</translation>
    </message>
    <message>
        <location filename="../../models/scenario/modelconfiglayers.cpp" line="198"/>
        <source>%1: %2 differs from the full-attention layers&apos; %3; the planner plans the sliding-window layers with the full layers&apos; shape</source>
        <translation>%1：%2 与全注意力层的 %3 不同；规划时滑动窗口层按全注意力层的形状计算</translation>
    </message>
    <message>
        <location filename="../../models/scenario/modelconfiglayers.cpp" line="237"/>
        <source>%1: %2 is not modelled (Gemma 4&apos;s per-layer inputs and layers sharing another layer&apos;s KV cache); the estimate leaves it out</source>
        <translation>%1：%2 未建模（Gemma 4 的逐层输入，以及共用其他层 KV 缓存的层）；估算中未计入</translation>
    </message>
    <message>
        <location filename="../../models/scenario/modelconfiglayers.cpp" line="258"/>
        <source>is missing or lists fewer than the %1 layers</source>
        <translation>缺失，或列出的层数少于 %1 层</translation>
    </message>
    <message>
        <location filename="../../models/scenario/modelconfiglayers.cpp" line="266"/>
        <source>must be a whole number from 0 to 1000000</source>
        <translation>必须是 0 到 1000000 之间的整数</translation>
    </message>
    <message>
        <location filename="../../models/scenario/modelconfiglayers.cpp" line="274"/>
        <source>%1 after %2: the planner models one ratio besides 4</source>
        <translation>%2 之后出现 %1：除 4 之外，规划器只建模一种压缩比</translation>
    </message>
    <message>
        <location filename="../../models/scenario/modelconfiglayers.cpp" line="325"/>
        <source>is not mamba, attention, mlp or moe</source>
        <translation>不是 mamba、attention、mlp 或 moe</translation>
    </message>
    <message>
        <location filename="../../models/scenario/modelconfiglayers.cpp" line="337"/>
        <source>block %1 is &apos;%2&apos;, not M (Mamba2), * (attention), - (MLP) or E (MoE)</source>
        <translation>第 %1 个块为“%2”，不是 M（Mamba2）、*（注意力）、-（MLP）或 E（MoE）</translation>
    </message>
    <message>
        <location filename="../../models/scenario/modelconfiglayers.cpp" line="347"/>
        <source>has %1 Mamba2 and attention blocks and %2 feed-forward blocks: the planner needs a mixer for every feed-forward block</source>
        <translation>有 %1 个 Mamba2 与注意力块、%2 个前馈块：规划器要求每个前馈块都对应一个混合器块</translation>
    </message>
    <message>
        <location filename="../../models/scenario/modelconfiglayers.cpp" line="356"/>
        <source>%1 contradicts %2, which has %3 blocks</source>
        <translation>%1 与 %2 矛盾，后者有 %3 个块</translation>
    </message>
    <message>
        <location filename="../../models/scenario/modelconfigreader.h" line="75"/>
        <source>must be true or false</source>
        <translation>必须为 true 或 false</translation>
    </message>
    <message>
        <location filename="../../models/scenario/modelconfigreader.h" line="90"/>
        <source>must be an object</source>
        <translation>必须为对象</translation>
    </message>
    <message>
        <location filename="../../models/scenario/modelconfigreader.h" line="104"/>
        <source>is too large</source>
        <translation>数值过大</translation>
    </message>
    <message>
        <location filename="../../models/scenario/modelconfig.cpp" line="216"/>
        <source>quantization_config: compressed-tensors scheme not recognised; the weights are planned in 16 bits</source>
        <translation>quantization_config：无法识别 compressed-tensors 方案；权重按 16 位规划</translation>
    </message>
    <message>
        <location filename="../../models/scenario/modelconfig.cpp" line="224"/>
        <source>quantization_config.quant_method: &apos;%1&apos; is not one the planner models; the weights are planned in 16 bits</source>
        <translation>quantization_config.quant_method：规划器不支持“%1”；权重按 16 位规划</translation>
    </message>
    <message>
        <location filename="../../models/scenario/modelconfig.cpp" line="275"/>
        <source>is missing or not a positive number</source>
        <translation>缺失或不是正数</translation>
    </message>
    <message>
        <location filename="../../models/scenario/modelconfig.cpp" line="285"/>
        <source>%1 bytes (%2B parameters in %3) contradicts the config&apos;s shape (%4B parameters)</source>
        <translation>%1 字节（按 %3 计为 %2B 参数）与配置中的模型结构（%4B 参数）不符</translation>
    </message>
    <message>
        <location filename="../../models/scenario/modelconfig.cpp" line="339"/>
        <source>is not a JSON object</source>
        <translation>不是 JSON 对象</translation>
    </message>
    <message>
        <location filename="../../models/scenario/modelconfig.cpp" line="390"/>
        <source>shared_intermediate_size: %1 is not modelled (MiniMax-M2 checkpoints have no shared expert); it is left out</source>
        <translation>shared_intermediate_size：%1 未纳入规划（MiniMax-M2 的检查点没有共享专家）；已略去</translation>
    </message>
    <message>
        <location filename="../../models/scenario/modelconfig.cpp" line="475"/>
        <source>model_type &apos;%1&apos; is not one the planner knows: read as a generic decoder from the common fields</source>
        <translation>规划器不认识 model_type“%1”：已按通用解码器从常见字段读取</translation>
    </message>
    <message>
        <location filename="../../models/scenario/modelconfig.cpp" line="481"/>
        <source>fields not understood: %1</source>
        <translation>未能识别的字段：%1</translation>
    </message>
    <message>
        <location filename="../../models/scenario/modelconfig.cpp" line="562"/>
        <source>%1: cannot open: %2</source>
        <translation>%1：无法打开：%2</translation>
    </message>
    <message>
        <location filename="../../models/scenario/modelconfig.cpp" line="568"/>
        <source>%1: larger than %2 MiB; not a config</source>
        <translation>%1：大于 %2 MiB，不是配置文件</translation>
    </message>
</context>
<context>
    <name>ModelField</name>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="21"/>
        <source>Parameters (billions)</source>
        <translation>参数量（十亿）</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="25"/>
        <source>Active parameters per token (billions)</source>
        <translation>每 token 激活参数量（十亿）</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="29"/>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="32"/>
        <source>Hidden size</source>
        <translation>隐藏层维度</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="35"/>
        <source>FFN size (MoE: per expert)</source>
        <translation>FFN 维度（MoE：每个专家）</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="39"/>
        <source>Attention heads</source>
        <translation>注意力头数</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="42"/>
        <source>KV heads</source>
        <translation>KV 头数</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="46"/>
        <source>Head size</source>
        <translation>每头维度</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="50"/>
        <source>Vocabulary</source>
        <translation>词表大小</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="53"/>
        <source>Context length</source>
        <translation>上下文长度</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="58"/>
        <source>Routed experts</source>
        <translation>路由专家数</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="62"/>
        <source>Experts per token</source>
        <translation>每 token 激活专家数</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="66"/>
        <source>Shared experts</source>
        <translation>共享专家数</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="70"/>
        <source>Shared experts&apos; FFN size</source>
        <translation>共享专家 FFN 维度</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="74"/>
        <source>Dense layers</source>
        <translation>稠密层数</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="78"/>
        <source>Dense layers&apos; FFN size</source>
        <translation>稠密层 FFN 维度</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="82"/>
        <source>Experts&apos; latent width</source>
        <translation>专家潜在维度</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="87"/>
        <source>Latent KV rank (MLA)</source>
        <translation>KV 潜在秩（MLA）</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="91"/>
        <source>Query latent rank (MLA)</source>
        <translation>查询潜在秩（MLA）</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="95"/>
        <source>Query/key size without RoPE (MLA)</source>
        <translation>不含 RoPE 的查询/键维度（MLA）</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="99"/>
        <source>Query/key RoPE size (MLA)</source>
        <translation>查询/键 RoPE 维度（MLA）</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="103"/>
        <source>Value head size</source>
        <translation>值头维度</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="107"/>
        <source>Sliding window</source>
        <translation>滑动窗口</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="111"/>
        <source>KV heads of the sliding-window layers</source>
        <translation>滑动窗口层的 KV 头数</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="115"/>
        <source>Head size of the sliding-window layers</source>
        <translation>滑动窗口层的每头维度</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="119"/>
        <source>Attention kept in 16 bits</source>
        <translation>注意力层保持 16 位</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="123"/>
        <source>Sliding-window layers</source>
        <translation>滑动窗口层数</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="127"/>
        <source>Local layers attend in chunks</source>
        <translation>局部层按块注意力</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="131"/>
        <source>Gated attention output</source>
        <translation>注意力输出门控</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="136"/>
        <source>Sparse attention: keys per query</source>
        <translation>稀疏注意力：每个查询的键数</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="140"/>
        <source>Sparse attention: indexer heads</source>
        <translation>稀疏注意力：索引器头数</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="144"/>
        <source>Sparse attention: indexer head size</source>
        <translation>稀疏注意力：索引器头大小</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="149"/>
        <source>Compressed sparse attention layers</source>
        <translation>压缩稀疏注意力层数</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="153"/>
        <source>Compressed sparse: tokens per entry</source>
        <translation>压缩稀疏：每条目 token 数</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="161"/>
        <source>Heavily compressed: tokens per entry</source>
        <translation>重度压缩：每条目 token 数</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="157"/>
        <source>Heavily compressed attention layers</source>
        <translation>重度压缩注意力层数</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="165"/>
        <source>Keys double as values</source>
        <translation>键同时用作值</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="169"/>
        <source>Output projection rank</source>
        <translation>输出投影秩</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="173"/>
        <source>Output projection groups</source>
        <translation>输出投影分组数</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="178"/>
        <source>Linear-attention layers</source>
        <translation>线性注意力层数</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="182"/>
        <source>Linear attention: key heads</source>
        <translation>线性注意力：键头数</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="186"/>
        <source>Linear attention: value heads</source>
        <translation>线性注意力：值头数</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="190"/>
        <source>Linear attention: key head size</source>
        <translation>线性注意力：键头大小</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="194"/>
        <source>Linear attention: value head size</source>
        <translation>线性注意力：值头大小</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="198"/>
        <source>Linear attention: convolution width</source>
        <translation>线性注意力：卷积宽度</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="202"/>
        <source>Linear attention: state precision (bytes)</source>
        <translation>线性注意力：状态精度（字节）</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="206"/>
        <source>Layers without an FFN</source>
        <translation>无 FFN 的层数</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="211"/>
        <source>Vision tower (billions)</source>
        <translation>视觉编码器（十亿参数）</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="215"/>
        <source>FP8 weight block</source>
        <translation>FP8 权重块大小</translation>
    </message>
</context>
<context>
    <name>ModelHub</name>
    <message>
        <location filename="../../models/scenario/modelhub.cpp" line="53"/>
        <location filename="../../models/scenario/modelhub.cpp" line="95"/>
        <location filename="../../models/scenario/modelhub.cpp" line="313"/>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location filename="../../models/scenario/modelhub.cpp" line="97"/>
        <source>no answer within %1 s</source>
        <translation>%1 秒内无应答</translation>
    </message>
    <message>
        <location filename="../../models/scenario/modelhub.cpp" line="100"/>
        <source>the answer is larger than %1 MiB</source>
        <translation>应答大于 %1 MiB</translation>
    </message>
    <message>
        <location filename="../../models/scenario/modelhub.cpp" line="116"/>
        <source>%1: cannot write: %2</source>
        <translation>%1：无法写入：%2</translation>
    </message>
    <message>
        <location filename="../../models/scenario/modelhub.cpp" line="186"/>
        <source>%1 is not the address of a model repository</source>
        <translation>%1 不是模型仓库的网址</translation>
    </message>
    <message>
        <location filename="../../models/scenario/modelhub.cpp" line="188"/>
        <source>%1 is not an address on ModelScope or the Hugging Face hub</source>
        <translation>%1 不是 ModelScope 或 Hugging Face 上的网址</translation>
    </message>
    <message>
        <location filename="../../models/scenario/modelhub.cpp" line="205"/>
        <source>%1 is not a web address</source>
        <translation>%1 不是网址</translation>
    </message>
    <message>
        <location filename="../../models/scenario/modelhub.cpp" line="223"/>
        <location filename="../../models/scenario/modelhub.cpp" line="236"/>
        <source>&apos;%1&apos; is not a repository id (owner/name)</source>
        <translation>“%1”不是仓库 ID（所有者/名称）</translation>
    </message>
    <message>
        <location filename="../../models/scenario/modelhub.cpp" line="255"/>
        <source>%1: only https endpoints are used (http only on 127.0.0.1)</source>
        <translation>%1：只使用 https 端点（仅 127.0.0.1 可用 http）</translation>
    </message>
    <message>
        <location filename="../../models/scenario/modelhub.cpp" line="281"/>
        <source>%1: HTTP 404: no such repository or no config.json in it</source>
        <translation>%1：HTTP 404：仓库不存在，或其中没有 config.json</translation>
    </message>
    <message>
        <location filename="../../models/scenario/modelhub.cpp" line="284"/>
        <source>%1: HTTP %2</source>
        <translation>%1：HTTP %2</translation>
    </message>
    <message>
        <location filename="../../models/scenario/modelhub.cpp" line="322"/>
        <source>%1: cannot create the folder</source>
        <translation>%1：无法创建该文件夹</translation>
    </message>
</context>
<context>
    <name>PlainText</name>
    <message numerus="yes">
        <location filename="../../models/common/plaintext.cpp" line="43"/>
        <source> … (%n more character(s))</source>
        <translation>
            <numerusform> …（还有 %n 个字符）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlanExport</name>
    <message>
        <location filename="../../models/plan/planexport.cpp" line="26"/>
        <source>info</source>
        <translation>提示</translation>
    </message>
    <message>
        <location filename="../../models/plan/planexport.cpp" line="28"/>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location filename="../../models/plan/planexport.cpp" line="30"/>
        <source>blocker</source>
        <translation>阻断</translation>
    </message>
    <message>
        <location filename="../../models/plan/planexport.cpp" line="56"/>
        <source>INSTANCE TYPE</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <location filename="../../models/plan/planexport.cpp" line="57"/>
        <source>VERDICT</source>
        <translation>结论</translation>
    </message>
    <message>
        <location filename="../../models/plan/planexport.cpp" line="58"/>
        <source>GPUS</source>
        <translation>卡数</translation>
    </message>
    <message>
        <location filename="../../models/plan/planexport.cpp" line="59"/>
        <source>NEED/CARD GIB</source>
        <translation>需求/单卡 GiB</translation>
    </message>
    <message>
        <location filename="../../models/plan/planexport.cpp" line="60"/>
        <source>HOURS</source>
        <translation>小时</translation>
    </message>
    <message>
        <location filename="../../models/plan/planexport.cpp" line="61"/>
        <source>TOK/S</source>
        <translation>tokens/s</translation>
    </message>
    <message>
        <location filename="../../models/plan/planexport.cpp" line="63"/>
        <source>PRICE/H</source>
        <translation>每小时价格</translation>
    </message>
    <message>
        <location filename="../../models/plan/planexport.cpp" line="64"/>
        <source>TOTAL </source>
        <translation>总价 </translation>
    </message>
    <message>
        <location filename="../../models/plan/planexport.cpp" line="66"/>
        <source>PER 1M TOK</source>
        <translation>每百万 token</translation>
    </message>
    <message>
        <location filename="../../models/plan/planexport.cpp" line="68"/>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/plan/planexport.cpp" line="134"/>
        <source>None of the %n type(s) that fit is within your budget, deadline or GPU limit; each row says which it misses.
</source>
        <translation>
            <numerusform>能装下的 %n 种规格都不在你的预算、期限或 GPU 数限制之内；每一行都写明它超出了哪一项。
</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../models/plan/planexport.cpp" line="140"/>
        <source>Nothing fits as entered; the findings say what would.
</source>
        <translation>按输入的设置什么都装不下；“建议”一节说明改什么能装下。
</translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/plan/planexport.cpp" line="144"/>
        <source>%1 of %n instance type(s) shown; * = Pareto front of time against cost; prices in %2, %3.
</source>
        <translation>
            <numerusform>共 %n 个实例规格，显示 %1 个；* 表示时间与费用的帕累托前沿；价格：%2，%3。
</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../models/plan/planexport.cpp" line="152"/>
        <source>⚠ = an old price: its row says how old (--hide-old-prices leaves those rows out).</source>
        <translation>⚠ = 过时价格：该行注明过时多久（--hide-old-prices 不列出这些行）。</translation>
    </message>
    <message>
        <location filename="../../models/plan/planexport.cpp" line="157"/>
        <source>Findings:
</source>
        <translation>建议：
</translation>
    </message>
    <message>
        <location filename="../../models/plan/planexport.cpp" line="163"/>
        <source>Assumptions:
</source>
        <translation>假设：
</translation>
    </message>
</context>
<context>
    <name>PlanInput</name>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="25"/>
        <source>Dataset</source>
        <translation>数据集</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="25"/>
        <source>tokens</source>
        <translation>token</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="28"/>
        <source>&amp;Dataset:</source>
        <translation>数据集(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="29"/>
        <source> M tokens</source>
        <translation> 百万 token</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="30"/>
        <source>Training tokens per epoch (samples × sequence length)</source>
        <translation>每轮训练的 token 数（样本数 × 序列长度）</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="37"/>
        <source>Epochs</source>
        <translation>轮数</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="40"/>
        <source>Epo&amp;chs:</source>
        <translation>轮数(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="42"/>
        <source>Model FLOPs utilization</source>
        <translation>模型算力利用率</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="45"/>
        <source>MF&amp;U:</source>
        <translation>MFU(&amp;U)：</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="46"/>
        <source>Model FLOPs utilisation: the share of the GPU&apos;s dense tensor throughput the job achieves</source>
        <translation>模型算力利用率：任务实际达到的 GPU 稠密 Tensor 算力所占的比例</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="49"/>
        <source>Serving time</source>
        <translation>服务时长</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="49"/>
        <location filename="../../models/estimator/planinputs.cpp" line="53"/>
        <location filename="../../models/estimator/planinputs.cpp" line="135"/>
        <location filename="../../models/estimator/planinputs.cpp" line="144"/>
        <location filename="../../models/estimator/planinputs.cpp" line="153"/>
        <source>hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="53"/>
        <source>Deadline</source>
        <translation>截止时长</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="57"/>
        <source>Dead&amp;line:</source>
        <translation>截止时长(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="58"/>
        <source> h</source>
        <translation> 小时</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="58"/>
        <location filename="../../models/estimator/planinputs.cpp" line="95"/>
        <source>none</source>
        <translation>不限</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="66"/>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="69"/>
        <source>&amp;Region:</source>
        <translation>地域(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="71"/>
        <source>Pricing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="74"/>
        <source>&amp;Pricing:</source>
        <translation>计费方式(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="76"/>
        <source>Subscription length</source>
        <translation>包年包月时长</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="76"/>
        <source>months</source>
        <translation>个月</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="80"/>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="83"/>
        <source>Currency:</source>
        <translation>币种：</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="85"/>
        <source>Exchange rate</source>
        <translation>汇率</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="85"/>
        <source>CNY per USD</source>
        <translation>人民币/美元</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="88"/>
        <source>Rate:</source>
        <translation>汇率：</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="89"/>
        <source>1 USD = </source>
        <translation>1 USD = </translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="89"/>
        <source>not set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="91"/>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="94"/>
        <source>&amp;Budget:</source>
        <translation>预算(&amp;B)：</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="98"/>
        <source>VRAM headroom</source>
        <translation>显存余量</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="101"/>
        <source>VRA&amp;M headroom:</source>
        <translation>显存余量(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="103"/>
        <source>Most nodes</source>
        <translation>最多节点数</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="106"/>
        <source>Max &amp;instances:</source>
        <translation>最多实例数(&amp;I)：</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="108"/>
        <source>Most GPUs</source>
        <translation>最多 GPU 数</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="111"/>
        <source>Ma&amp;x GPUs:</source>
        <translation>最多 GPU 数(&amp;X)：</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="112"/>
        <source>any</source>
        <translation>不限</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="114"/>
        <source>Instance families</source>
        <translation>实例规格族</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="117"/>
        <source>Familie&amp;s:</source>
        <translation>实例规格族(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="118"/>
        <source>all, or e.g. gn7e, gn7i</source>
        <translation>全部，或如 gn7e, gn7i</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="121"/>
        <source>Spot discount</source>
        <translation>抢占式实例折扣</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="125"/>
        <source>Spot price:</source>
        <translation>抢占式价格：</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="126"/>
        <source>imported</source>
        <translation>导入</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="127"/>
        <source>Spot price as a percentage of pay-as-you-go; &quot;imported&quot; uses the imported spot prices</source>
        <translation>抢占式实例价格占按量付费价格的百分比；“导入”表示使用导入的抢占式实例价格</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="130"/>
        <source>Spot interruption rate</source>
        <translation>抢占式实例中断率</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="135"/>
        <source>Checkpoint write time</source>
        <translation>检查点写入时间</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="144"/>
        <source>Restart time</source>
        <translation>重启时间</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="153"/>
        <source>Checkpoint interval</source>
        <translation>检查点间隔</translation>
    </message>
    <message>
        <location filename="../../models/wording/inputlabels.cpp" line="144"/>
        <source>%1 or %2</source>
        <translation>%1 或 %2</translation>
    </message>
    <message>
        <location filename="../../models/wording/inputlabels.cpp" line="146"/>
        <source>&apos;%1&apos; is not %2</source>
        <translation>“%1”不是 %2</translation>
    </message>
</context>
<context>
    <name>PlanWording</name>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="26"/>
        <source>nvidia-smi memory.total %1 MiB</source>
        <translation>nvidia-smi memory.total %1 MiB</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="28"/>
        <source>Alibaba&apos;s figure for %1 (the driver&apos;s total is undocumented)</source>
        <translation>阿里云为 %1 标称的值，驱动报告的总量未公开</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="31"/>
        <source>%1 GiB (%2)</source>
        <translation>%1 GiB（%2）</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="82"/>
        <source> (weights %1, profiling peak %2, non-torch %3, KV cache for one %4-token sequence %5)</source>
        <translation>（权重 %1，显存探测峰值 %2，非 torch 内存 %3，一条 %4 token 序列的 KV 缓存 %5）</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="89"/>
        <source>vLLM budget %1 × %2 = %3 GiB</source>
        <translation>vLLM 预算 %1 × %2 = %3 GiB</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="99"/>
        <source>set</source>
        <translation>已设置</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="101"/>
        <source>prompt + output</source>
        <translation>提示 + 输出</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="103"/>
        <source>the model&apos;s context</source>
        <translation>模型的上下文长度</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="106"/>
        <source>max_model_len %1 (%2)</source>
        <translation>max_model_len %1（%2）</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="113"/>
        <source>vLLM refuses tensor parallel %1 for this model (vLLM: %2); planned with tensor parallel %3 × pipeline parallel %4.</source>
        <translation>vLLM 不接受该模型使用张量并行 %1（vLLM：%2）；已改按张量并行 %3 × 流水线并行 %4 规划。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="126"/>
        <source>%1 needs compute capability %2; %3 is %4: it cannot run here (%5).</source>
        <translation>%1 需要计算能力 %2，%3 为 %4，无法在此运行（%5）。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="131"/>
        <source>%1 needs compute capability %2; %3 is %4: estimated with %6 instead (%5).</source>
        <translation>%1 需要计算能力 %2，%3 为 %4，改按 %6 估算（%5）。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="149"/>
        <source>Needs %1 GiB per GPU with the optimizer states on the card&apos;s %2; the paged optimizer moves about %3 of its %4 GiB of states to host RAM: it runs, with slower steps.</source>
        <translation>优化器状态全部放在显卡上需要 %1 GiB，显卡 %2；分页优化器会把约 %3 GiB（共 %4 GiB）状态换出到主机内存：可以运行，但步速变慢。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="157"/>
        <source>Needs %1 GiB per GPU as nvidia-smi counts it (PyTorch reserves %2, CUDA context and NCCL %3); the card has %4%5.</source>
        <translation>每块 GPU 需要 %1 GiB（nvidia-smi 口径：PyTorch 保留 %2 GiB，CUDA 上下文与 NCCL %3 GiB），显卡只有 %4%5。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/wording/planwording.cpp" line="162"/>
        <source> even on %n instance(s)</source>
        <translation>
            <numerusform>（即使用 %n 台实例）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="167"/>
        <source>gpu_memory_utilization %1 leaves %2 % of the card free, under your %3 % headroom.</source>
        <translation>gpu_memory_utilization %1 只留下 %2% 显存，低于 %3% 的余量要求。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="172"/>
        <source>Needs %1 GiB per GPU as nvidia-smi counts it (PyTorch reserves %2, CUDA context and NCCL %3) of the card&apos;s %4: %5 % free, under your %6 % headroom (at most %7 GiB).</source>
        <translation>每块 GPU 需要 %1 GiB（nvidia-smi 口径：PyTorch 保留 %2 GiB，CUDA 上下文与 NCCL %3 GiB），显卡 %4：剩余 %5%，低于 %6% 的余量要求（最多 %7 GiB）。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="179"/>
        <source>Needs %1 GiB per GPU as nvidia-smi counts it (PyTorch reserves %2, CUDA context and NCCL %3) of the card&apos;s %4: %5 % free.</source>
        <translation>每块 GPU 需要 %1 GiB（nvidia-smi 口径：PyTorch 保留 %2 GiB，CUDA 上下文与 NCCL %3 GiB），显卡 %4：剩余 %5%。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="185"/>
        <source>gpu_memory_utilization %1 asks for %2 GiB, but only %3 GiB of %4 are free after the CUDA context (%5 GiB): vLLM refuses to start.</source>
        <translation>gpu_memory_utilization %1 需要 %2 GiB，但显卡 %4 扣除 CUDA 上下文（%5 GiB）后只剩 %3 GiB：vLLM 无法启动。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="192"/>
        <source>Needs %1 GiB%2; %3 of %4. Weights, profiling peak and non-torch memory alone take %5 GiB: vLLM stops with &quot;No available memory for the cache blocks&quot;.</source>
        <translation>需要 %1 GiB%2；%3（显卡 %4）。仅权重、显存探测峰值和非 torch 内存就占 %5 GiB：vLLM 报错 &quot;No available memory for the cache blocks&quot;。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="199"/>
        <source>Needs %1 GiB%2; %3 of %4 leaves %5 GiB for KV cache (%6 tokens): vLLM refuses %7.</source>
        <translation>需要 %1 GiB%2；%3（显卡 %4）只剩 %5 GiB 给 KV 缓存（%6 个 token）：vLLM 拒绝 %7。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="205"/>
        <source>Needs %1 GiB%2; %3 of %4. Its KV cache holds %5 tokens: %6 of %7; max_num_seqs %8.</source>
        <translation>需要 %1 GiB%2；%3（显卡 %4）。KV 缓存可容纳 %5 个 token：%7下可同时容纳 %6；max_num_seqs %8。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/wording/planwording.cpp" line="208"/>
        <source>%n concurrent sequence(s)</source>
        <translation>
            <numerusform>%n 条并发序列</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="214"/>
        <source>max_num_seqs %1</source>
        <translation>max_num_seqs %1</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="215"/>
        <source>KV cache %1 tokens</source>
        <translation>KV 缓存 %1 个 token</translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/wording/planwording.cpp" line="217"/>
        <source>vLLM holds %1 of your %n concurrent %2-token sequence(s) at once (%3); the rest wait or are preempted.</source>
        <translation>
            <numerusform>vLLM 同时只能容纳 %1 条（共 %n 条）%2 token 的序列（%3），其余需要排队或被抢占。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="225"/>
        <source>The driver&apos;s total memory for this GPU is undocumented: compared with Alibaba&apos;s %1 GiB, which is more than a process can use.</source>
        <translation>该 GPU 驱动报告的显存总量未公开：按阿里云标称的 %1 GiB 比较，实际可用会更少。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="240"/>
        <source>cost</source>
        <translation>费用</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="241"/>
        <source>time</source>
        <translation>时长</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="242"/>
        <source>value</source>
        <translation>性价比</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="244"/>
        <source>it is faster</source>
        <translation>它更快</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="245"/>
        <source>it is cheaper</source>
        <translation>它更便宜</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="246"/>
        <source>its name comes first</source>
        <translation>它的名称排在前面</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="250"/>
        <source>Ties with %1 on %2; %1 is ranked first because %3.</source>
        <translation>与 %1 的%2相同；%1 排在前面，因为%3。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="256"/>
        <source>Over your budget: costs %1 %3, the budget is %2 %3.</source>
        <translation>超出预算：需要 %1 %3，预算是 %2 %3。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="261"/>
        <source>No cost to hold against your budget of %1 %2: enter a price.</source>
        <translation>没有费用可与你的预算 %1 %2 比较：请录入价格。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="266"/>
        <source>Past your deadline: takes %1 h, the deadline is %2 h.</source>
        <translation>超过期限：需要 %1 小时，期限是 %2 小时。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="271"/>
        <source>No time to hold against your deadline of %1 h.</source>
        <translation>没有时长可与你的期限 %1 小时比较。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="274"/>
        <source>Uses %1 GPUs, more than the %2 you allow.</source>
        <translation>使用 %1 块 GPU，超过你允许的 %2 块。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="314"/>
        <source>The compute capability of %1 is undocumented: precision, quantization kernels, attention and engine support are not checked.</source>
        <translation>%1 的计算能力未公开：无法核对精度、量化内核、注意力实现与推理引擎的支持。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="318"/>
        <source>this GPU</source>
        <translation>该 GPU</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="321"/>
        <source>Host RAM %1 GiB is less than loading needs (%2 GiB).</source>
        <translation>主机内存 %1 GiB，少于加载模型所需的 %2 GiB。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="326"/>
        <source>Recommendation: 4–8 GB of host RAM per GB of VRAM (%1–%2 GiB) keeps a training data pipeline fed; this type has %3 GiB.</source>
        <translation>建议：训练数据管道按每 GB 显存配 4–8 GB 主机内存（%1–%2 GiB）；该规格有 %3 GiB。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/wording/planwording.cpp" line="332"/>
        <source>Fits only with %1 over %n GPU(s).</source>
        <translation>
            <numerusform>需要在 %n 块 GPU 上使用 %1 分片才能装下。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/wording/planwording.cpp" line="336"/>
        <source>Needs %n instance(s).</source>
        <translation>
            <numerusform>需要 %n 台实例。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/wording/planwording.cpp" line="285"/>
        <source>Serves with pipeline parallel over %n instance(s) (tensor parallel %1 inside each); activations cross %2.</source>
        <translation>
            <numerusform>跨 %n 台实例流水线并行推理（每台 %1 路张量并行），激活经 %2 传输。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="291"/>
        <source>an undocumented network</source>
        <translation>未公开带宽的网络</translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/wording/planwording.cpp" line="294"/>
        <source>Serves with tensor parallel over %n GPU(s).</source>
        <translation>
            <numerusform>使用 %n 路张量并行推理。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="300"/>
        <source>%1 of each decode step (%2 ms) goes to the fused MoE kernels&apos; cost per expert: small experts decode slower than the bytes they read (measured on Qwen3-30B-A3B).</source>
        <translation>每个解码步骤中有 %1（%2 ms）花在融合 MoE 内核对每个专家的固定开销上：小专家的解码速度低于其读取字节数所对应的速度（在 Qwen3-30B-A3B 上实测）。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/wording/planwording.cpp" line="342"/>
        <source>%1 vCPUs per GPU for %n data-loader worker(s).</source>
        <translation>
            <numerusform>每块 GPU 只有 %1 个 vCPU，少于 %n 个数据加载进程的需要。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="346"/>
        <source>%1 has no bf16 support: use fp16.</source>
        <translation>%1 不支持 bf16，请改用 fp16。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="350"/>
        <source>%1 has no fp8 (Hopper and Ada have).</source>
        <translation>%1 不支持 fp8（Hopper 与 Ada 架构才支持）。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="352"/>
        <source>fp8 support of this GPU is undocumented.</source>
        <translation>该 GPU 是否支持 fp8 未公开。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="355"/>
        <source>bf16 support of this GPU is undocumented.</source>
        <translation>该 GPU 是否支持 bf16 未公开。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="358"/>
        <source>vGPU slices are meant for inference, not training.</source>
        <translation>vGPU 分片适合推理，不适合训练。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="360"/>
        <source>Give the dataset size in tokens to estimate time and cost.</source>
        <translation>请填写数据集 token 数以估算时间和费用。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="45"/>
        <source>The bandwidth of the slowest link is assumed: the PCIe generation is undocumented for this type, so PCIe Gen%1 x16 is taken from the GPU&apos;s %2 architecture.</source>
        <translation>最慢链路的带宽为假设值：该规格未注明 PCIe 代数，按 GPU 的 %2 架构取 PCIe Gen%1 x16。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="51"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="54"/>
        <source>The bandwidth of the slowest link is assumed: the GPU&apos;s NVLink bandwidth is undocumented, so it is taken as PCIe Gen%1 x16.</source>
        <translation>最慢链路的带宽为假设值：该 GPU 的 NVLink 带宽未公开，按 PCIe Gen%1 x16 计。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="61"/>
        <source>The bandwidth of the slowest link is assumed: this type does not say how its GPUs are connected, so PCIe Gen%1 x16 is taken.</source>
        <translation>最慢链路的带宽为假设值：该规格未说明 GPU 之间如何互联，按 PCIe Gen%1 x16 计。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="68"/>
        <source>The bandwidth of the slowest link is assumed: this type&apos;s %1 bandwidth is undocumented, so its network bandwidth is used.</source>
        <translation>最慢链路的带宽为假设值：该规格的 %1 带宽未公开，按其网络带宽计。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="75"/>
        <source>The bandwidth of the slowest link is assumed: %1.</source>
        <translation>最慢链路的带宽为假设值（%1）：该规格未公开其带宽。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="366"/>
        <source>The speed of the %1 kernel on %2 is undocumented: the nearest published figure is used.</source>
        <translation>%1 内核在 %2 上的速度未公开，采用最接近的公开数据。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="371"/>
        <source>The network bandwidth between instances is undocumented: the transfer between pipeline stages is left out of the time.</source>
        <translation>实例间网络带宽未公开：流水线阶段间的传输未计入时间。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="375"/>
        <source>The network bandwidth between instances is undocumented: communication across them is left out of the time.</source>
        <translation>实例间网络带宽未公开：跨实例通信未计入时间。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="382"/>
        <source>No RDMA documented: activations between pipeline stages cross %1 (efficiency 0.5 assumed), %2 % of each decode step.</source>
        <translation>未提供 RDMA：流水线阶段间的激活经 %1 传输（按 0.5 效率估计），占每个解码步的 %2%。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="389"/>
        <source>No RDMA documented: gradient sync across instances runs over %1 (efficiency 0.5 assumed): communication takes %2 % of each step.</source>
        <translation>未提供 RDMA：跨实例梯度同步走 %1（按 0.5 效率估计），通信占每步时间的 %2%。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="395"/>
        <source>No RDMA documented: gradient sync across instances runs over %1 (efficiency 0.5 assumed).</source>
        <translation>未提供 RDMA：跨实例梯度同步走 %1（按 0.5 效率估计）。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="400"/>
        <source>The GPU&apos;s throughput is undocumented: time is not estimated.</source>
        <translation>该 GPU 算力未公开，无法估算时间。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="404"/>
        <source>GPUs talk over %1: communication takes %2 % of each step.</source>
        <translation>GPU 之间经 %1 通信，通信占每步时间的 %2%。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="407"/>
        <source>GPUs talk over %1.</source>
        <translation>GPU 之间经 %1 通信。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="409"/>
        <source>Interconnect undocumented (taken as %1): communication takes %2 % of each step.</source>
        <translation>互联方式未公开（按 %1 计），通信占每步时间的 %2%。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="413"/>
        <source>Interconnect undocumented (taken as %1).</source>
        <translation>互联方式未公开（按 %1 计）。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="418"/>
        <source>No spot discount imported or set for this type in %1.</source>
        <translation>该规格在 %1 没有导入或设置抢占式折扣。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="423"/>
        <source>The price is in %1: set an exchange rate to compare it.</source>
        <translation>价格币种为 %1，请设置汇率后再比较。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="428"/>
        <source>The price is from %1, older than 180 days.</source>
        <translation>价格日期为 %1，已超过 180 天。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="431"/>
        <source>The price has no readable date.</source>
        <translation>价格没有可识别的日期。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="433"/>
        <source>No price for %1: import one or enter it.</source>
        <translation>在 %1 没有价格：请导入或录入。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="437"/>
        <source>No stock in %1 now: every zone said WithoutStock on %2.</source>
        <translation>在 %1 当前无库存：%2 查询时所有可用区均为 WithoutStock。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="498"/>
        <source>Nothing fits, and no single change tried (gradient checkpointing, batch 1, QLoRA, ZeRO-3, half the sequence, 4-bit weights, 4 nodes) makes anything fit: choose a smaller model or fewer tokens per step.</source>
        <translation>什么都装不下，逐一尝试的改动（梯度检查点、批大小 1、QLoRA、ZeRO-3、序列减半、4 位权重、4 个节点）都不能让任何规格装下：请选更小的模型或减少每步 token 数。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="505"/>
        <source>gradient checkpointing on</source>
        <translation>开启梯度检查点</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="506"/>
        <source>a batch of 1</source>
        <translation>批大小为 1</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="507"/>
        <source>QLoRA</source>
        <translation>QLoRA</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="508"/>
        <source>ZeRO-3</source>
        <translation>ZeRO-3</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="509"/>
        <source>half the sequence length</source>
        <translation>序列长度减半</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="510"/>
        <source>4-bit weights</source>
        <translation>4 位权重</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="511"/>
        <source>up to 4 nodes</source>
        <translation>最多 4 个节点</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="518"/>
        <source>Nothing fits as entered, and no one change is enough. With %4 together, %1 fits (%2 of %3 GiB per GPU).</source>
        <translation>按输入的设置什么都装不下，单一改动也不够。同时采用%4后，%1 能装下（每块 GPU %2 / %3 GiB）。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="529"/>
        <source>Nothing fits as entered. With gradient checkpointing on, %1 fits (%2 of %3 GiB per GPU).</source>
        <translation>按输入的设置什么都装不下。开启梯度检查点后，%1 能装下（每块 GPU %2 / %3 GiB）。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="533"/>
        <source>Nothing fits as entered. With a batch of %4, %1 fits (%2 of %3 GiB per GPU).</source>
        <translation>按输入的设置什么都装不下。批大小为 %4 时，%1 能装下（每块 GPU %2 / %3 GiB）。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="536"/>
        <source>Nothing fits as entered. As QLoRA (a 4-bit base model), %1 fits (%2 of %3 GiB per GPU).</source>
        <translation>按输入的设置什么都装不下。改用 QLoRA（4 位基座模型）后，%1 能装下（每块 GPU %2 / %3 GiB）。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="539"/>
        <source>Nothing fits as entered. With ZeRO-3 over the instance&apos;s GPUs, %1 fits (%2 of %3 GiB per GPU).</source>
        <translation>按输入的设置什么都装不下。在实例的各块 GPU 上用 ZeRO-3 后，%1 能装下（每块 GPU %2 / %3 GiB）。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="543"/>
        <source>Nothing fits as entered. With %4-token sequences, %1 fits (%2 of %3 GiB per GPU).</source>
        <translation>按输入的设置什么都装不下。序列为 %4 个 token 时，%1 能装下（每块 GPU %2 / %3 GiB）。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="546"/>
        <source>Nothing fits as entered. With 4-bit AWQ weights, %1 fits (%2 of %3 GiB per GPU).</source>
        <translation>按输入的设置什么都装不下。权重用 4 位 AWQ 后，%1 能装下（每块 GPU %2 / %3 GiB）。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="549"/>
        <source>Nothing fits as entered. Allowing up to %4 nodes, %1 fits (%2 of %3 GiB per GPU).</source>
        <translation>按输入的设置什么都装不下。允许最多 %4 个节点时，%1 能装下（每块 GPU %2 / %3 GiB）。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="585"/>
        <source>Multi-GPU training on NVLink/NVSwitch: good.</source>
        <translation>多卡训练使用 NVLink/NVSwitch：合适。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="587"/>
        <source>Multi-GPU training over PCIe: prefer NVLink or NVSwitch types.</source>
        <translation>多卡训练走 PCIe：建议选择带 NVLink 或 NVSwitch 的规格。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="593"/>
        <source>The 4–8 GB of RAM per GB of VRAM rule asks %1–%2 GiB of host RAM per node, more than any instance type here has (at most %3 GiB); the job itself needs %4 GiB. Take the most RAM the chosen type offers and watch the data loader.</source>
        <translation>“每 GB 显存配 4–8 GB 内存”的经验规则要求每节点 %1–%2 GiB 主机内存，超过这里任何实例规格所有（最多 %3 GiB）；作业本身需要 %4 GiB。选所选规格能提供的最大内存，并留意数据加载是否跟得上。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="601"/>
        <source>Plan %1–%2 GiB of host RAM per node (4–8 GB per GB of VRAM).</source>
        <translation>每节点建议主机内存 %1–%2 GiB（每 GB 显存配 4–8 GB 内存）。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="609"/>
        <source>Dataset about %1 GiB: keep it in OSS (ossfs) and cache it on an ESSD PL1 disk.</source>
        <translation>数据集约 %1 GiB：放在 OSS（ossfs 挂载），在 ESSD PL1 云盘上缓存。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="614"/>
        <source>Dataset about %1 GiB: NAS or ESSD PL2/PL3 for the many small reads.</source>
        <translation>数据集约 %1 GiB：使用 NAS 或 ESSD PL2/PL3 应对大量小文件读取。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="618"/>
        <source>Dataset about %1 TiB: CPFS for the largest clusters.</source>
        <translation>数据集约 %1 TiB：大规模集群使用 CPFS。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="623"/>
        <source>Across nodes, choose types with RDMA/eRDMA (ebmgn*, sccgn*, gn8*).</source>
        <translation>跨节点训练请选择支持 RDMA/eRDMA 的规格（ebmgn*、sccgn*、gn8* 等）。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="626"/>
        <source>Spot instances cost roughly 10–30 % of pay-as-you-go when the job checkpoints and resumes.</source>
        <translation>只要任务能保存检查点并恢复，抢占式实例价格约为按量付费的 10%–30%。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="630"/>
        <source>Use Alibaba&apos;s official deep-learning images (CUDA, cuDNN, PyTorch preinstalled).</source>
        <translation>使用阿里云官方深度学习镜像（预装 CUDA、cuDNN、PyTorch）。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="633"/>
        <source>Watch GPU utilisation: under 50 % usually means the input pipeline is the bottleneck.</source>
        <translation>关注 GPU 利用率：低于 50% 通常说明瓶颈在数据输入管道。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="637"/>
        <source>%1 often runs out of GPU stock: request quota early or reserve.</source>
        <translation>%1 经常缺少 GPU 库存：请提前申请配额或预留。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="641"/>
        <source>A small model: vGPU slices (1/4, 1/8 of a card) can serve it for less.</source>
        <translation>模型较小：可以用 vGPU 分片（1/4、1/8 卡）以更低成本部署推理。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="652"/>
        <source>Tried on the same catalog, one change at a time; the type named is the cheapest that then fits.</source>
        <translation>在同一目录上每次只改一处试算；列出的规格是改动后能装下的最便宜的一种。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="658"/>
        <source>Gradient exchange between GPUs runs at PCIe speed otherwise; scaling efficiency can halve.</source>
        <translation>否则 GPU 之间的梯度交换受限于 PCIe 带宽，多卡扩展效率可能减半。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="666"/>
        <source>Training reads many small files; storage I/O must keep up with the GPUs.</source>
        <translation>训练会读取大量小文件，存储 I/O 需要跟上 GPU。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="670"/>
        <source>Without RDMA, gradient synchronisation between nodes dwarfs the compute.</source>
        <translation>没有 RDMA 时，节点间梯度同步的耗时会远超计算。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="674"/>
        <source>Checkpoint at the Young/Daly interval; release is announced 5 minutes ahead.</source>
        <translation>按 Young/Daly 最优间隔保存检查点；实例释放前 5 分钟会收到通知。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="679"/>
        <source>They save setup time and avoid driver mismatches.</source>
        <translation>可节省环境配置时间，避免驱动版本不匹配。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="681"/>
        <source>Monitor utilisation, memory and temperature (nvidia-smi, CloudMonitor).</source>
        <translation>用 nvidia-smi 或云监控观察利用率、显存和温度。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="685"/>
        <source>Hot regions sell out first; a nearby region may have stock.</source>
        <translation>热门地域最先售罄，可考虑相邻地域。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="689"/>
        <source>Shared-CPU vGPU types may suffer noisy neighbours.</source>
        <translation>共享 CPU 的 vGPU 规格可能受到邻居干扰。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="702"/>
        <source>from scratch: no checkpoint is read; the model is initialised on the GPU or the meta device</source>
        <translation>从零训练：不读取检查点，模型直接在 GPU 或 meta 设备上初始化</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="708"/>
        <source>full copy per rank: the process reads the %1 GiB checkpoint into RAM</source>
        <translation>每个进程完整加载：该进程把 %1 GiB 检查点读入内存</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="712"/>
        <source>full copy per rank: each of the %1 processes reads the %2 GiB checkpoint into RAM</source>
        <translation>每个进程完整加载：%1 个进程各自把 %2 GiB 检查点读入内存</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="717"/>
        <source>bitsandbytes quantize-on-load: shard by shard (%1 GiB per process)</source>
        <translation>bitsandbytes 加载时量化：逐个分片读取（每进程 %1 GiB）</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="724"/>
        <source>memory-mapped safetensors / low_cpu_mem_usage: about one shard (%1 GiB) per process</source>
        <translation>内存映射 safetensors / low_cpu_mem_usage：每进程约一个分片（%1 GiB）</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="736"/>
        <source>loading (%1)</source>
        <translation>加载模型（%1）</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="738"/>
        <source>offloaded states (%1 GiB)</source>
        <translation>卸载到主机内存的状态（%1 GiB）</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="740"/>
        <source>processes and data-loader workers</source>
        <translation>进程与数据加载工作进程</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="743"/>
        <source>Needs %1 GiB for %2; the RAM-per-VRAM rule is for training data pipelines and does not apply to serving.</source>
        <translation>需要 %1 GiB，用于%2；按显存配内存的经验规则针对训练数据管道，不适用于推理服务。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="749"/>
        <source>Needs %1 GiB for %2, more than the 4 GB per GB recommendation.</source>
        <translation>需要 %1 GiB，用于%2，超过每 GB 显存配 4 GB 内存的建议值。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwording.cpp" line="753"/>
        <source>Needs %1 GiB for %2; 4–8 GB of RAM per GB of VRAM (%3–%4 GiB) is recommended to keep the data loader ahead of the GPUs.</source>
        <translation>需要 %1 GiB，用于%2；建议每 GB 显存配 4–8 GB 内存（%3–%4 GiB），让数据加载跑在 GPU 前面。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwordingsolve.cpp" line="19"/>
        <source>%1 tokens</source>
        <translation>%1 token</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwordingsolve.cpp" line="33"/>
        <location filename="../../models/wording/planwordingsolve.cpp" line="133"/>
        <source>sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwordingsolve.cpp" line="34"/>
        <location filename="../../models/wording/planwordingsolve.cpp" line="135"/>
        <source>context length</source>
        <translation>上下文长度</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwordingsolve.cpp" line="37"/>
        <location filename="../../models/wording/planwordingsolve.cpp" line="132"/>
        <source>batch per GPU</source>
        <translation>每卡批大小</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwordingsolve.cpp" line="38"/>
        <location filename="../../models/wording/planwordingsolve.cpp" line="134"/>
        <source>concurrent sequences</source>
        <translation>并发序列数</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwordingsolve.cpp" line="39"/>
        <source>Nothing fits on %1, not even %2 %3.</source>
        <translation>%1 上即使%2为 %3 也装不下。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwordingsolve.cpp" line="48"/>
        <source>vLLM budget</source>
        <translation>vLLM 预算</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwordingsolve.cpp" line="50"/>
        <source>Most concurrent sequences that fit on %1: %2 (needs %3 of %4 GiB per GPU, %5)</source>
        <translation>%1 上能装下的最大并发序列数：%2（每块 GPU 需要 %3 / %4 GiB，%5）</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwordingsolve.cpp" line="54"/>
        <source>Longest sequence length that fits on %1: %2 (needs %3 of %4 GiB per GPU, %5)</source>
        <translation>%1 上能装下的最大序列长度：%2（每块 GPU 需要 %3 / %4 GiB，%5）</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwordingsolve.cpp" line="57"/>
        <source>Longest context length that fits on %1: %2 (needs %3 of %4 GiB per GPU, %5)</source>
        <translation>%1 上能装下的最大上下文长度：%2（每块 GPU 需要 %3 / %4 GiB，%5）</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwordingsolve.cpp" line="60"/>
        <source>Largest batch per GPU that fits on %1: %2 (needs %3 of %4 GiB per GPU, %5)</source>
        <translation>%1 上能装下的最大每卡批大小：%2（每块 GPU 需要 %3 / %4 GiB，%5）</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwordingsolve.cpp" line="65"/>
        <source>; %1 does not fit.</source>
        <translation>；%1 装不下。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwordingsolve.cpp" line="70"/>
        <source>; that is the model&apos;s whole context: memory is not the limit.</source>
        <translation>；这已是模型的最大上下文，显存不是瓶颈。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwordingsolve.cpp" line="75"/>
        <source>; that is the largest value the planner accepts: memory is not the limit.</source>
        <translation>；这已是规划器允许的最大值，显存不是瓶颈。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwordingsolve.cpp" line="87"/>
        <source>; at %1 the memory still fits, but vLLM runs at most %2 sequences at once (max_num_seqs): the rest wait. Raise max_num_seqs to run more.</source>
        <translation>；在 %1 时显存仍放得下，但 vLLM 同时最多运行 %2 个序列（max_num_seqs）：其余的排队等待。调大 max_num_seqs 可同时运行更多。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwordingsolve.cpp" line="94"/>
        <source>; at %1 the weights and activations still fit, but vLLM&apos;s KV cache (%2 tokens) holds no more sequences of this length at once: the rest wait or are preempted.</source>
        <translation>；在 %1 时权重和激活仍放得下，但 vLLM 的 KV 缓存（%2 个 token）装不下更多这种长度的序列同时运行：其余的排队或被抢占。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwordingsolve.cpp" line="113"/>
        <source>Concurrent sequences are a serving question: for training, ask for the largest batch per GPU.</source>
        <translation>并发序列数是推理服务的问题：训练请改问单卡最大批大小。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwordingsolve.cpp" line="117"/>
        <source>The step must be at least 1.</source>
        <translation>步长至少为 1。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwordingsolve.cpp" line="119"/>
        <source>Unknown instance type &apos;%1&apos;.</source>
        <translation>未知实例规格“%1”。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwordingsolve.cpp" line="121"/>
        <source>Unknown GPU model &apos;%1&apos;.</source>
        <translation>未知 GPU 型号“%1”。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwordingsolve.cpp" line="124"/>
        <source>The memory of %1 is not documented: nothing to compare with.</source>
        <translation>%1 的显存没有公开数据：无从比较。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwordingsolve.cpp" line="129"/>
        <source>A card target has 1 to 64 GPUs.</source>
        <translation>GPU 卡目标须有 1 到 64 块 GPU。</translation>
    </message>
    <message>
        <location filename="../../models/wording/planwordingsolve.cpp" line="138"/>
        <source>No %1 in steps of %2 lies between %3 and %4.</source>
        <translation>在 %3 到 %4 之间没有步长为 %2 的%1。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="23"/>
        <source>16 bits</source>
        <translation>16 位</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="32"/>
        <source>The parameter count (%1 B) does not match the shape, which gives about %2 B: is one of them mistyped?</source>
        <translation>参数量（%1 B）与模型结构不符，按结构约为 %2 B：是否有一项输错了？</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="37"/>
        <source>The model has no parameter count.</source>
        <translation>模型没有参数量。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="40"/>
        <source>A model of %1 billion parameters is larger than any published one: was %2 meant?</source>
        <translation>%1 B 参数的模型比任何已发布的模型都大：是否本想输入 %2？</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="45"/>
        <source>A batch of %1 per GPU is implausible; memory grows with it linearly.</source>
        <translation>每块 GPU 批大小 %1 不合常理；显存随批大小线性增长。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="50"/>
        <source>A sequence of %1 tokens is longer than the model&apos;s context of %2.</source>
        <translation>%1 token 的序列超过了模型的上下文长度 %2。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="54"/>
        <source>A quantized model cannot be fully fine-tuned; the estimate uses the unquantized weights.</source>
        <translation>量化模型无法全参数微调；估算按未量化的权重计算。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="58"/>
        <source>Pre-training runs on unquantized weights; the quantization is ignored.</source>
        <translation>预训练使用未量化的权重；已忽略量化设置。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="61"/>
        <source>The GPU count is not a multiple of tensor × pipeline parallel.</source>
        <translation>GPU 数量不是张量并行 × 流水线并行的整数倍。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="65"/>
        <source>Transformers runs this model&apos;s %1 experts one after another in a Python loop; serving is much slower than the time shown, which follows an engine&apos;s fused MoE kernels (vLLM).</source>
        <translation>Transformers 在 Python 循环中逐个运行该模型的 %1 个专家；实际服务速度远低于此处显示的时间，后者按推理引擎（vLLM）的融合 MoE 内核计算。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="72"/>
        <source>vLLM will not start with tensor parallel %1 for this model (vLLM: %2).</source>
        <translation>该模型使用张量并行 %1 时 vLLM 无法启动（vLLM：%2）。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="81"/>
        <source>No sequence length: activations are left out.</source>
        <translation>未给出序列长度：未计入激活值。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="84"/>
        <source>A LoRA rank of %1 is unusually large for hidden size %2.</source>
        <translation>对隐藏层大小 %2 而言，LoRA 秩 %1 异常大。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="88"/>
        <source>The optimizer step fused into backward cannot accumulate gradients (torchtune requires gradient_accumulation_steps = 1).</source>
        <translation>融合进反向传播的优化器步骤无法累积梯度（torchtune 要求 gradient_accumulation_steps = 1）。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="93"/>
        <source>Parameter offload works with ZeRO-3 or FSDP sharding; without it the parameters stay on the GPU.</source>
        <translation>参数卸载需配合 ZeRO-3 或 FSDP 分片；否则参数仍留在 GPU 上。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="98"/>
        <source>Activations of %1 models are not modelled: plan extra memory for them.</source>
        <translation>未对 %1 模型的激活值建模：请为其预留额外显存。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="111"/>
        <source>Shape not given: assumed a Llama-like decoder of %1 layers and hidden size %2.</source>
        <translation>未给出模型结构：假定为 %1 层、隐藏层大小 %2 的类 Llama 解码器。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="116"/>
        <source>Attention heads not given: assumed %1 (head size 128).</source>
        <translation>未给出注意力头数：假定为 %1（每头维度 128）。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="121"/>
        <source>KV heads not given: assumed full multi-head attention (%1).</source>
        <translation>未给出 KV 头数：假定为完整多头注意力（%1）。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="125"/>
        <source>Vocabulary not given: assumed %1 tokens.</source>
        <translation>未给出词表大小：假定为 %1 个 token。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="129"/>
        <source>FFN size not given: %1, solved from the parameter count for a gated (SwiGLU) MLP.</source>
        <translation>未给出 FFN 大小：按门控（SwiGLU）MLP 由参数量反推为 %1。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="132"/>
        <source>FFN size not given: %1, solved from the parameter count for a two-matrix MLP.</source>
        <translation>未给出 FFN 大小：按双矩阵 MLP 由参数量反推为 %1。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="137"/>
        <source>FFN size not given: assumed %1.</source>
        <translation>未给出 FFN 大小：假定为 %1。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="141"/>
        <source>Training FLOPs: %1 × %2 B active parameters × %3 B tokens; MFU %4 %.</source>
        <translation>训练 FLOPs：%1 × %2 B 激活参数 × %3 B token；MFU %4%。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="153"/>
        <source>QLoRA without a quantization given: 4-bit NF4 with double quantization (the QLoRA paper&apos;s recipe).</source>
        <translation>QLoRA 未指定量化方式：按 4 位 NF4 加双重量化（QLoRA 论文的配置）。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="157"/>
        <source>LoRA on a quantized model is QLoRA.</source>
        <translation>在量化模型上做 LoRA 即 QLoRA。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="161"/>
        <source>Weights: %1 at %2 bytes per parameter for the routed experts; the other linear layers in %4, embeddings and output head in %3.</source>
        <translation>权重：路由专家为 %1，每参数 %2 字节；其余线性层为 %4，嵌入层和输出头为 %3。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="168"/>
        <source>Weights: %1 at %2 bytes per parameter for the linear layers; embeddings and output head in %3.</source>
        <translation>权重：线性层为 %1，每参数 %2 字节；嵌入层和输出头为 %3。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="174"/>
        <source>Optimizer step fused into backward: each gradient is freed after its step; no full gradient buffer.</source>
        <translation>优化器步骤融合进反向传播：每个梯度在更新后即释放；没有完整的梯度缓冲区。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="178"/>
        <source>Full training: 16-bit weights and gradients, fp32 master weights and optimizer states (ZeRO paper&apos;s 2 + 2 + 12 bytes for Adam).</source>
        <translation>全量训练：16 位权重和梯度，fp32 主权重和优化器状态（ZeRO 论文中 Adam 的 2 + 2 + 12 字节）。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="184"/>
        <source>Full training: %1-byte weights, gradients and optimizer states.</source>
        <translation>全量训练：权重、梯度和优化器状态各占 %1 字节。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="191"/>
        <source>all linear layers</source>
        <translation>所有线性层</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="192"/>
        <source>attention projections (q, k, v, o)</source>
        <translation>注意力投影（q、k、v、o）</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="194"/>
        <source>bf16 (QLoRA paper recipe)</source>
        <translation>bf16（QLoRA 论文的配置）</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="197"/>
        <source>LoRA rank %1 on the %2: %3 M trainable parameters in %4.</source>
        <translation>LoRA 秩 %1，作用于%2：%3 M 可训练参数，精度 %4。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="202"/>
        <source>FSDP/ZeRO-3 with LoRA: the frozen base weights are sharded too (QLoRA with bnb_4bit_quant_storage).</source>
        <translation>FSDP/ZeRO-3 配合 LoRA：冻结的基座权重同样分片（QLoRA 使用 bnb_4bit_quant_storage）。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="207"/>
        <source>Paged optimizer: %1 GiB of states in CUDA unified memory, outside PyTorch&apos;s allocator; they use free GPU memory and page to host RAM when it runs short.</source>
        <translation>分页优化器：%1 GiB 状态位于 CUDA 统一内存，不经 PyTorch 分配器；它们使用空闲显存，不足时换页到主机内存。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="213"/>
        <source>CPU offload: optimizer states and the optimizer step in host RAM.</source>
        <translation>CPU 卸载：优化器状态和优化器步骤位于主机内存。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="217"/>
        <source>CPU offload: sharded parameters and gradients in host RAM; each layer is copied in when it computes.</source>
        <translation>CPU 卸载：分片后的参数和梯度位于主机内存；每层在计算时才复制到 GPU。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="222"/>
        <source>FSDP root unit (embeddings, final norm, output head): its unsharded %1 GiB stays from the start of forward to the end of backward; FSDP does not reshard the root after forward.</source>
        <translation>FSDP 根单元（词嵌入、最终归一化层、输出头）：其未分片的 %1 GiB 从前向开始一直保留到反向结束；FSDP 不会在前向之后对根单元重新分片。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="228"/>
        <source>Selective checkpointing: each layer keeps its input, the attention output and every other matmul&apos;s output; one layer is recomputed at a time.</source>
        <translation>选择性检查点：每层保留其输入、注意力输出和每隔一个矩阵乘法的输出；每次重算一层。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="233"/>
        <source>Gradient checkpointing: each layer keeps its input; one layer is recomputed at a time.</source>
        <translation>梯度检查点：每层只保留输入；每次重算一层。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="238"/>
        <source>Activation offloading: saved activations go to host RAM (%1 GiB); the GPU keeps the layer computing and the one prefetched.</source>
        <translation>激活卸载：保存的激活值移到主机内存（%1 GiB）；GPU 上只保留正在计算的层和预取的下一层。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="245"/>
        <source>Eager attention keeps the s × s softmax per head.</source>
        <translation>Eager 注意力为每个头保留 s × s 的 softmax。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="248"/>
        <source>Chunked cross-entropy: logits kept in %1, the fp32 loss and its gradient one chunk (1/%2) at a time.</source>
        <translation>分块交叉熵：logits 以 %1 保存，fp32 损失及其梯度每次只算一块（1/%2）。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/wording/memorywording.cpp" line="262"/>
        <source>vLLM: KV cache in paged blocks sized for %n sequence(s) of %1 tokens; profiling activations for %2 batched tokens.</source>
        <translation>
            <numerusform>vLLM：分页块中的 KV 缓存按 %n 条 %1 token 的序列计算；显存探测时的激活按 %2 个批处理 token 计算。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="270"/>
        <source>Beside the KV cache: %1 MiB of fixed-size state per sequence (linear attention, or compressors&apos; unfinished blocks), whatever its length.</source>
        <translation>KV 缓存之外：每个序列 %1 MiB 的固定大小状态（线性注意力，或压缩器未完成的块），与序列长度无关。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="282"/>
        <source>Beside the KV cache, per sequence: %1 MiB of fixed-size state (linear attention, or compressors&apos; unfinished blocks) and %2 MiB of the sparse-attention indexer&apos;s keys.</source>
        <translation>KV 缓存之外，每个序列：%1 MiB 的固定大小状态（线性注意力，或压缩器未完成的块）和 %2 MiB 的稀疏注意力索引器键。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/wording/memorywording.cpp" line="346"/>
        <source>Data-parallel attention over %n GPU(s) (vLLM --data-parallel-size with --enable-expert-parallel): each GPU keeps its own sequences and the attention and shared weights whole, and %1 GiB of the routed experts.</source>
        <translation>
            <numerusform>数据并行注意力，共 %n 个 GPU（vLLM --data-parallel-size 加 --enable-expert-parallel）：每个 GPU 保存自己的序列，并完整保存注意力和共享权重，另有 %1 GiB 的路由专家。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="411"/>
        <source>Tensor parallel %2 on a model with %1 KV head(s) per layer: each GPU keeps a copy of the KV cache the heads cannot split, so the replica holds about %3× fewer sequences than its memory could. vLLM serves such models (DeepSeek, Kimi) with data-parallel attention and expert parallelism (--data-parallel-size %2 --enable-expert-parallel), which this plan does not lay out.</source>
        <translation>张量并行 %2 而模型每层只有 %1 个 KV 头：KV 头无法切分的部分，每块 GPU 都存一份 KV 缓存，因此该副本能容纳的序列数约为其显存所能容纳的 %3 分之一。vLLM 以数据并行注意力加专家并行（--data-parallel-size %2 --enable-expert-parallel）部署这类模型（DeepSeek、Kimi），本方案未按此布局。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="423"/>
        <source>On 8 × B200, DeepSeek-V4-Flash held 7.7× the KV cache with data-parallel attention as with tensor parallel 8 (vllm-project/vllm#51454).</source>
        <translation>在 8 × B200 上，DeepSeek-V4-Flash 使用数据并行注意力时可容纳的 KV 缓存是张量并行 8 时的 7.7 倍（vllm-project/vllm#51454）。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="277"/>
        <source>Beside the KV cache: %1 MiB of the sparse-attention indexer&apos;s keys per sequence.</source>
        <translation>KV 缓存之外：每个序列 %1 MiB 的稀疏注意力索引器键。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="290"/>
        <source>Transformers generate: KV cache for %1 × %2 tokens in %3; logits of the last position only (transformers &gt;= 4.45).</source>
        <translation>Transformers generate：KV 缓存为 %1 × %2 个 token，精度 %3；只计算最后一个位置的 logits（transformers &gt;= 4.45）。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="295"/>
        <source>Gradient accumulation: gradients stay allocated through the forward passes.</source>
        <translation>梯度累积：梯度在各次前向传播期间一直占用显存。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="299"/>
        <source>Peak at the optimizer step: gradients and the step&apos;s parameter-sized buffer (%1 GiB) outweigh the activations (%2 GiB).</source>
        <translation>峰值出现在优化器步骤：梯度和该步骤与参数同大小的缓冲区（%1 GiB）超过激活值（%2 GiB）。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="306"/>
        <source>vLLM takes gpu_memory_utilization × card = %1 GiB and fills what is left with KV cache.</source>
        <translation>vLLM 占用 gpu_memory_utilization × 显卡显存 = %1 GiB，并用剩余部分存放 KV 缓存。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="314"/>
        <source>Runtime overhead: CUDA context %1 GiB (given), NCCL %2 GiB, allocator fragmentation %3 GiB.</source>
        <translation>运行时开销：CUDA 上下文 %1 GiB（已给定），NCCL %2 GiB，分配器碎片 %3 GiB。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="317"/>
        <source>Runtime overhead: CUDA context %1 GiB (CUDA &gt;= 11.7 lazy loading), NCCL %2 GiB, allocator fragmentation %3 GiB.</source>
        <translation>运行时开销：CUDA 上下文 %1 GiB（CUDA &gt;= 11.7 延迟加载），NCCL %2 GiB，分配器碎片 %3 GiB。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="323"/>
        <source>Runtime overhead: CUDA context %1 GiB (given), allocator fragmentation %2 GiB.</source>
        <translation>运行时开销：CUDA 上下文 %1 GiB（已给定），分配器碎片 %2 GiB。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="326"/>
        <source>Runtime overhead: CUDA context %1 GiB (CUDA &gt;= 11.7 lazy loading), allocator fragmentation %2 GiB.</source>
        <translation>运行时开销：CUDA 上下文 %1 GiB（CUDA &gt;= 11.7 延迟加载），分配器碎片 %2 GiB。</translation>
    </message>
    <message>
        <location filename="../../models/wording/memorywording.cpp" line="333"/>
        <source>On a card with room to spare the caching allocator may also hold %1 GiB of freed blocks (sequences of varying length, growing KV cache); it releases them before running out of memory, so they are not planned for.</source>
        <translation>在显存有富余的显卡上，缓存分配器还可能占着 %1 GiB 已释放的块（序列长度不一、KV 缓存增长）；显存耗尽前它会释放这些块，因此不计入规划。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/wording/memorywording.cpp" line="341"/>
        <source>%1 over %n data-parallel GPU(s).</source>
        <translation>
            <numerusform>%1 分布在 %n 块数据并行 GPU 上。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/wording/memorywording.cpp" line="355"/>
        <source>Tensor parallel %1, pipeline parallel %2: weights split %n way(s).</source>
        <translation>
            <numerusform>张量并行 %1，流水线并行 %2：权重切分为 %n 份。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../models/wording/planwordingwords.h" line="163"/>
        <source>With expert parallel (--expert-parallel; vLLM --enable-expert-parallel) each GPU keeps whole experts and vLLM starts at tensor parallel %1.</source>
        <translation>开启专家并行（--expert-parallel；vLLM --enable-expert-parallel）后，每张 GPU 保留完整的专家，vLLM 可以在张量并行 %1 下启动。</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <location filename="../../models/scenario/presets.cpp" line="89"/>
        <source>%1: cannot open: %2</source>
        <translation>%1：无法打开：%2</translation>
    </message>
    <message>
        <location filename="../../models/scenario/presets.cpp" line="98"/>
        <source>%1: nested deeper than %2 levels</source>
        <translation>%1：嵌套超过 %2 层</translation>
    </message>
    <message>
        <location filename="../../models/scenario/presets.cpp" line="107"/>
        <source>%1: not a model preset file (format)</source>
        <translation>%1：不是模型预设文件（format）</translation>
    </message>
    <message>
        <location filename="../../models/scenario/presets.cpp" line="149"/>
        <source>%1: models[%2] (%3): params_b and source are required</source>
        <translation>%1：models[%2]（%3）：params_b 和 source 为必填项</translation>
    </message>
</context>
<context>
    <name>PriceRefresh</name>
    <message>
        <location filename="../../models/refresh/pricerefresh.cpp" line="38"/>
        <source>AvailableZones.AvailableZone: missing or not a list</source>
        <translation>AvailableZones.AvailableZone：缺失或不是列表</translation>
    </message>
    <message>
        <location filename="../../models/refresh/pricerefresh.cpp" line="48"/>
        <source>AvailableZones.AvailableZone[%1].ZoneId: missing</source>
        <translation>AvailableZones.AvailableZone[%1].ZoneId：缺失</translation>
    </message>
    <message>
        <location filename="../../models/refresh/pricerefresh.cpp" line="74"/>
        <source>%1 in %2: StatusCategory &apos;%3&apos; is not WithStock, ClosedWithStock or WithoutStock</source>
        <translation>%1 在 %2：StatusCategory“%3”不是 WithStock、ClosedWithStock 或 WithoutStock</translation>
    </message>
    <message>
        <location filename="../../models/refresh/pricerefresh.cpp" line="168"/>
        <source>instance types of %1</source>
        <translation>%1 的实例规格</translation>
    </message>
    <message>
        <location filename="../../models/refresh/pricerefresh.cpp" line="229"/>
        <location filename="../../models/refresh/pricerefresh.cpp" line="392"/>
        <source>cannot save: %1</source>
        <translation>无法保存：%1</translation>
    </message>
    <message>
        <location filename="../../models/refresh/pricerefresh.cpp" line="286"/>
        <source>spot advice for %1</source>
        <translation>%1 的抢占式实例建议</translation>
    </message>
    <message>
        <location filename="../../models/refresh/pricerefresh.cpp" line="289"/>
        <source>stock in %1</source>
        <translation>%1 的库存</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <location filename="../../app/language.cpp" line="22"/>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>文件夹</translation>
    </message>
    <message>
        <location filename="../../app/language.cpp" line="23"/>
        <source>Drive</source>
        <translation>驱动器</translation>
    </message>
    <message>
        <location filename="../../app/language.cpp" line="24"/>
        <source>Unknown</source>
        <translation>未知</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../../app/launch.cpp" line="350"/>
        <location filename="../../app/launch.cpp" line="371"/>
        <location filename="../../app/main.cpp" line="239"/>
        <location filename="../../app/main.cpp" line="246"/>
        <location filename="../../app/main.cpp" line="255"/>
        <location filename="../../app/mainwindowlanguage.cpp" line="96"/>
        <source>GPU Planner</source>
        <translation>GPU 选型规划台</translation>
    </message>
    <message>
        <location filename="../../app/launch.cpp" line="353"/>
        <source>Your catalog changes (imported and entered prices and instance types) cannot be read:
%1

GPU Planner can move the file aside, keeping it as a backup copy beside it, and start with the shipped catalog. Or quit and look at the file first.</source>
        <translation>无法读取你对目录的修改（导入和录入的价格与实例规格）：
%1

GPU 选型规划台可以把该文件移到一旁（在原位置旁保留一份备份），并只使用随附的目录启动；也可以退出，先检查该文件。</translation>
    </message>
    <message>
        <location filename="../../app/launch.cpp" line="360"/>
        <source>&amp;Reset my changes (a backup copy is kept)</source>
        <translation>重置我的修改（保留备份）(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../app/launch.cpp" line="363"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../app/launch.cpp" line="372"/>
        <source>The catalog changes cannot be reset:
%1</source>
        <translation>无法重置目录修改：
%1</translation>
    </message>
    <message>
        <location filename="../../app/main.cpp" line="247"/>
        <source>The instance catalog cannot be read:
%1</source>
        <translation>无法读取实例规格目录：
%1</translation>
    </message>
    <message>
        <location filename="../../app/main.cpp" line="257"/>
        <source>The model presets cannot be read:
%1</source>
        <translation>无法读取模型预设：
%1</translation>
    </message>
</context>
<context>
    <name>RefreshFailure</name>
    <message>
        <location filename="../../models/refresh/aliyunclient.cpp" line="30"/>
        <source>the AccessKey ID is unknown or disabled: check the key in the RAM console and where it is configured</source>
        <translation>AccessKey ID 未知或已停用：请在 RAM 控制台检查该密钥及其配置位置</translation>
    </message>
    <message>
        <location filename="../../models/refresh/aliyunclient.cpp" line="34"/>
        <location filename="../../models/refresh/aliyunclient.cpp" line="36"/>
        <source>the AccessKey secret does not match the ID</source>
        <translation>AccessKey secret 与 ID 不匹配</translation>
    </message>
    <message>
        <location filename="../../models/refresh/aliyunclient.cpp" line="38"/>
        <source>the STS token is invalid or expired: get a new one</source>
        <translation>STS token 无效或已过期：请获取新的 token</translation>
    </message>
    <message>
        <location filename="../../models/refresh/aliyunclient.cpp" line="40"/>
        <source>the RAM user lacks permission: grant ecs:DescribePrice, ecs:DescribeSpotAdvice and ecs:DescribeAvailableResource (or AliyunECSReadOnlyAccess)</source>
        <translation>RAM 用户缺少权限：请授予 ecs:DescribePrice、ecs:DescribeSpotAdvice 和 ecs:DescribeAvailableResource（或 AliyunECSReadOnlyAccess）</translation>
    </message>
    <message>
        <location filename="../../models/refresh/aliyunclient.cpp" line="44"/>
        <source>the account may not call this API: check its RAM policy</source>
        <translation>该账号无权调用此 API：请检查其 RAM 策略</translation>
    </message>
    <message>
        <location filename="../../models/refresh/aliyunclient.cpp" line="47"/>
        <source>the instance type is not sold in this region</source>
        <translation>该实例规格在此地域不出售</translation>
    </message>
    <message>
        <location filename="../../models/refresh/aliyunclient.cpp" line="49"/>
        <source>the region does not exist or is not enabled for the account</source>
        <translation>该地域不存在或未对该账号开通</translation>
    </message>
    <message>
        <location filename="../../models/refresh/aliyunclient.cpp" line="52"/>
        <source>the API&apos;s rate limit was hit and retries ran out: try again later or lower --rate</source>
        <translation>已达到 API 的速率限制且重试次数用尽：请稍后再试或降低 --rate</translation>
    </message>
    <message>
        <location filename="../../models/refresh/aliyunclient.cpp" line="55"/>
        <source>the endpoint did not answer in time</source>
        <translation>端点未及时响应</translation>
    </message>
    <message>
        <location filename="../../models/refresh/aliyunclient.cpp" line="57"/>
        <source>nothing answers at the endpoint&apos;s address and port: check --endpoint</source>
        <translation>端点的地址和端口上没有服务应答：请检查 --endpoint</translation>
    </message>
    <message>
        <location filename="../../models/refresh/aliyunclient.cpp" line="60"/>
        <source>the endpoint dropped the connection without answering: check --endpoint, a proxy or a firewall</source>
        <translation>端点未应答就断开了连接：请检查 --endpoint、代理或防火墙</translation>
    </message>
    <message>
        <location filename="../../models/refresh/aliyunclient.cpp" line="64"/>
        <source>the endpoint&apos;s host name is not known: check the network&apos;s DNS or --endpoint</source>
        <translation>端点的主机名无法解析：请检查网络的 DNS 或 --endpoint</translation>
    </message>
    <message>
        <location filename="../../models/refresh/aliyunclient.cpp" line="67"/>
        <source>the endpoint cannot be reached: check the network, proxy or --endpoint</source>
        <translation>无法连接端点：请检查网络、代理或 --endpoint</translation>
    </message>
    <message>
        <location filename="../../models/refresh/aliyunclient.cpp" line="71"/>
        <source>the endpoint did not answer with Alibaba Cloud API JSON: check --endpoint</source>
        <translation>端点返回的不是阿里云 API JSON：请检查 --endpoint</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <location filename="../../models/report/reportbuilder.cpp" line="50"/>
        <source> … (the notes are cut here: the report shows the first %1 characters)</source>
        <translation> …（备注过长，报告只显示前 %1 个字符）</translation>
    </message>
    <message>
        <location filename="../../models/report/reportbuilder.cpp" line="140"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../../models/report/reportbuilder.cpp" line="140"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="173"/>
        <source>Spot</source>
        <translation>抢占式实例</translation>
    </message>
    <message>
        <location filename="../../models/report/reportbuilder.cpp" line="172"/>
        <source>published</source>
        <translation>公开价</translation>
    </message>
    <message>
        <location filename="../../models/report/reportbuilder.cpp" line="174"/>
        <source>imported</source>
        <translation>导入</translation>
    </message>
    <message>
        <location filename="../../models/report/reportbuilder.cpp" line="176"/>
        <source>entered by you</source>
        <translation>手动录入</translation>
    </message>
    <message>
        <location filename="../../models/report/reportbuilder.cpp" line="178"/>
        <source>estimated</source>
        <translation>估算</translation>
    </message>
    <message>
        <location filename="../../models/report/reportbuilder.cpp" line="192"/>
        <source>Info</source>
        <translation>提示</translation>
    </message>
    <message>
        <location filename="../../models/report/reportbuilder.cpp" line="194"/>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location filename="../../models/report/reportbuilder.cpp" line="196"/>
        <source>Blocker</source>
        <translation>阻断</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="28"/>
        <source>GPU Planner report: choosing an Alibaba Cloud GPU instance for a deep-learning job</source>
        <translation>GPU 选型规划台报告：为深度学习任务选择阿里云 GPU 实例</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="34"/>
        <source>Author</source>
        <translation>作者</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="34"/>
        <source>not given</source>
        <translation>未填写</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="35"/>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="36"/>
        <source>revision %1</source>
        <translation>第 %1 版</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="38"/>
        <source>saved %1</source>
        <translation>保存于 %1</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="39"/>
        <source>Scenario</source>
        <translation>方案</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="41"/>
        <source>Tags</source>
        <translation>标签</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="52"/>
        <source>Inputs</source>
        <translation>输入</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="74"/>
        <source>%1 B parameters</source>
        <translation>%1 B 参数</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="76"/>
        <source>preset %1</source>
        <translation>预设 %1</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="77"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="79"/>
        <source>Shape</source>
        <translation>结构</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="79"/>
        <source>%1 layers, hidden %2, FFN %3, %4 heads (%5 KV), vocabulary %6</source>
        <translation>%1 层，隐藏层 %2，FFN %3，%4 个注意力头（%5 个 KV 头），词表 %6</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="86"/>
        <source>Model config source</source>
        <translation>模型配置来源</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="87"/>
        <source>given by its numbers</source>
        <translation>按数值给定</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="90"/>
        <source>rank %1 on %2</source>
        <translation>秩 %1，作用于%2</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="93"/>
        <source>all linear layers</source>
        <translation>所有线性层</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="94"/>
        <source>the attention projections</source>
        <translation>注意力投影层</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="95"/>
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="100"/>
        <source>fp32 master weights</source>
        <translation>fp32 主权重</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="101"/>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="102"/>
        <source>Quantization</source>
        <translation>量化</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="109"/>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="110"/>
        <location filename="../../models/report/reportsections.cpp" line="122"/>
        <source>Batch</source>
        <translation>批大小</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="111"/>
        <source>%1 per GPU, gradient accumulation %2</source>
        <translation>单卡 %1，梯度累积 %2</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="112"/>
        <location filename="../../models/report/reportsections.cpp" line="123"/>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="112"/>
        <source>%1 tokens</source>
        <translation>%1 token</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="113"/>
        <source>Gradient checkpointing</source>
        <translation>梯度检查点</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="114"/>
        <source>selective (op level)</source>
        <translation>选择性（算子级）</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="122"/>
        <source>%1 concurrent sequences</source>
        <translation>%1 个并发序列</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="124"/>
        <source>%1 prompt + %2 output tokens</source>
        <translation>输入 %1 + 输出 %2 token</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="125"/>
        <source>Serving engine</source>
        <translation>推理服务引擎</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="136"/>
        <source>GPUs and parallelism</source>
        <translation>GPU 与并行</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="144"/>
        <source>CPU offload</source>
        <translation>CPU 卸载</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="145"/>
        <source>Sharding</source>
        <translation>分片</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="146"/>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="147"/>
        <source>Pricing mode</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="149"/>
        <source>Dataset</source>
        <translation>数据集</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="150"/>
        <source>%1 million tokens per epoch</source>
        <translation>每轮 %1 百万 token</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="151"/>
        <source>Epochs</source>
        <translation>轮数</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="153"/>
        <source>Serving hours</source>
        <translation>服务时长</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="153"/>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="158"/>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="159"/>
        <source>VRAM headroom, MFU</source>
        <translation>显存余量，MFU</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="192"/>
        <source>families %1</source>
        <translation>规格族 %1</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="195"/>
        <source>budget %1</source>
        <translation>预算 %1</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="197"/>
        <source>deadline %1 h</source>
        <translation>截止 %1 小时</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="162"/>
        <source>Limits</source>
        <translation>约束</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="166"/>
        <source>%1 % of pay-as-you-go</source>
        <translation>按量付费的 %1 %</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="168"/>
        <source>%1 % interrupted over 30 days</source>
        <translation>30 天中断率 %1 %</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="170"/>
        <source>checkpoint %1 min, restart %2 min</source>
        <translation>检查点 %1 分钟，重启 %2 分钟</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="176"/>
        <source>Subscription months</source>
        <translation>包月月数</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="178"/>
        <source>as many as the job needs</source>
        <translation>按任务所需</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="206"/>
        <source>Memory per GPU</source>
        <translation>单卡显存</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="234"/>
        <source>Host RAM per node: needs %1.</source>
        <translation>每节点主机内存：需要 %1。</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="236"/>
        <source>%1–%2 recommended for the training data pipeline (4–8 GB per GB of VRAM). %3</source>
        <translation>训练数据管道建议 %1–%2（每 GB 显存配 4–8 GB 内存）。%3</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="215"/>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/report/reportsections.cpp" line="137"/>
        <source>%1 per node × %n node(s); tensor parallel %2, pipeline parallel %3</source>
        <translation>
            <numerusform>每节点 %1 块 × %n 个节点；张量并行 %2，流水线并行 %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/report/reportsections.cpp" line="185"/>
        <source>up to %n instance(s)</source>
        <translation>
            <numerusform>最多 %n 台实例</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/report/reportsections.cpp" line="187"/>
        <location filename="../../models/wording/reportlanguage.cpp" line="55"/>
        <location filename="../../models/wording/reportlanguage.cpp" line="56"/>
        <source>up to %n GPU(s)</source>
        <translation>
            <numerusform>最多 %n 块 GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/report/reportsections.cpp" line="208"/>
        <source>%1 per GPU on %n GPU(s), compared with the card as nvidia-smi would show it on a card just large enough: %2 allocated by PyTorch, %3 allocator fragmentation, %4 CUDA context. On a larger card PyTorch may report %5 reserved and nvidia-smi %6 (freed blocks it keeps cached).</source>
        <translation>
            <numerusform>单卡 %1，共 %n 块 GPU；与显卡比较的是刚好够用的显卡上 nvidia-smi 显示的用量：PyTorch 已分配 %2，分配器碎片 %3，CUDA 上下文 %4。在更大的显卡上 PyTorch 可能报告已保留 %5，nvidia-smi 显示 %6（缓存的已释放块）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="215"/>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="215"/>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="216"/>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="216"/>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="216"/>
        <source>Overhead</source>
        <translation>运行时开销</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="226"/>
        <source>Per GPU</source>
        <translation>单卡</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="230"/>
        <location filename="../../models/report/reportsections.cpp" line="494"/>
        <source>GiB per GPU</source>
        <translation>单卡 GiB</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="251"/>
        <source>Ranked candidates</source>
        <translation>候选实例排名</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="253"/>
        <source>The first %1 of %2 instance types, cheapest first; types that fit within the limits come first. ★ marks the Pareto front of time against cost. Prices: %3, %4, in %5.</source>
        <translation>共 %2 个实例规格，列出前 %1 个，按费用从低到高排列；满足约束且可装下的规格排在前面。★ 表示时间与费用的帕累托前沿。价格：%3，%4，币种 %5。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/report/reportsections.cpp" line="262"/>
        <source>Left out for an old price (Hide old prices): %n more instance type(s).</source>
        <translation>
            <numerusform>因价格过时而未列出（隐藏过时价格）：另有 %n 个实例规格。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="266"/>
        <source>No instance type to list.</source>
        <translation>没有可列出的实例规格。</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="280"/>
        <location filename="../../models/report/reportsections.cpp" line="395"/>
        <source>Instance type</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="281"/>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="282"/>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="283"/>
        <source>Need/card (GiB)</source>
        <translation>需求/单卡 (GiB)</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="284"/>
        <source>Hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="284"/>
        <source>Tokens/s</source>
        <translation>token/秒</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="285"/>
        <source>Price/h (%1)</source>
        <translation>价格/小时 (%1)</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="286"/>
        <location filename="../../models/report/reportsections.cpp" line="464"/>
        <source>Total cost (%1)</source>
        <translation>总费用 (%1)</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="286"/>
        <location filename="../../models/report/reportsections.cpp" line="465"/>
        <source>Per 1M tokens (%1)</source>
        <translation>每百万 token (%1)</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="288"/>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="289"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="338"/>
        <source>Warnings and blockers of the listed types</source>
        <translation>所列规格的警告与阻断原因</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="353"/>
        <source>none</source>
        <translation>不限</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="355"/>
        <source>Serving capacity</source>
        <translation>服务容量</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="357"/>
        <source>%1 requests/s at the peak (average %2); prompts %3 tokens (p95 %4), answers %5 tokens (p95 %6); targets at p%7: time to first token %8, time per output token %9.</source>
        <translation>峰值 %1 请求/秒（平均 %2）；输入 %3 token（p95 %4），输出 %5 token（p95 %6）；p%7 目标：首 token 时间 %8，每输出 token 时间 %9。</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="365"/>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="366"/>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="373"/>
        <source>No instance type with a price meets these targets.</source>
        <translation>没有有价格的实例规格能满足这些目标。</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="377"/>
        <source>Each replica is one vLLM engine on the GPUs of one instance. The %1 cheapest types per month, %2 spare replica(s) included; the cost is the cheapest of pay-as-you-go, subscription, spot and subscription for the base load with pay-as-you-go above it.</source>
        <translation>每个副本是一个 vLLM 引擎，运行在一台实例的 GPU 上。下表为按月最便宜的 %1 种规格，已含 %2 个备用副本；费用取按量付费、包年包月、抢占式实例，以及基础负载包年包月加超出部分按量付费四者中最便宜的一种。</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="387"/>
        <source>In a DP N + EP layout a replica is one data-parallel rank: one GPU with the attention whole and 1/N of the experts, in one vLLM engine across the instance&apos;s N GPUs.</source>
        <translation>在 DP N + EP 布局中，一个副本是一个数据并行 rank：一块 GPU，持有完整的注意力层和 1/N 的专家，属于横跨该实例 N 块 GPU 的同一个 vLLM 引擎。</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="396"/>
        <source>Layout</source>
        <translation>布局</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="397"/>
        <source>Replicas / instances</source>
        <translation>副本数 / 实例数</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="398"/>
        <source>Req/s per replica</source>
        <translation>单副本请求/秒</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="399"/>
        <source>TTFT (s)</source>
        <translation>TTFT（s）</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="400"/>
        <source>TPOT (ms)</source>
        <translation>TPOT（ms）</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="401"/>
        <source>Limited by</source>
        <translation>瓶颈</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="402"/>
        <source>Per month (%1)</source>
        <translation>每月（%1）</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="403"/>
        <source>Per 1M output tokens (%1)</source>
        <translation>每百万输出 token（%1）</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="430"/>
        <source>Limited by: what stops one replica from serving more (ttft, tpot, e2e, kv_cache, max_num_seqs, prefill). Formulas, sources and the published checks: docs/capacity.md.</source>
        <translation>瓶颈：限制单个副本继续增加服务量的因素（ttft、tpot、e2e、kv_cache、max_num_seqs、prefill）。公式、来源与对照已发表数据的校验见 docs/capacity.md。</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="445"/>
        <source>Total job cost by family (best fitting type of each)</source>
        <translation>各实例规格族的任务总费用（取每族最优可装下规格）</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="447"/>
        <source>Cost per 1M output tokens by family (best fitting type of each)</source>
        <translation>各实例规格族每百万输出 token 费用（取每族最优可装下规格）</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="451"/>
        <source>No fitting type has a price in this region and pricing mode.</source>
        <translation>在该地域和计费方式下，没有可装下且有价格的规格。</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="474"/>
        <source>VRAM need against memory per GPU</source>
        <translation>显存需求与单卡显存对比</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="479"/>
        <source>memory per GPU</source>
        <translation>单卡显存</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="479"/>
        <source>need: fits</source>
        <translation>需求：可装下</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="479"/>
        <source>need: fits, with warnings</source>
        <translation>需求：可装下（有警告）</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="480"/>
        <source>need: does not fit</source>
        <translation>需求：装不下</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="501"/>
        <source>Findings</source>
        <translation>建议</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="503"/>
        <source>No findings for this plan.</source>
        <translation>此方案没有建议。</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="527"/>
        <source>Price sources and dates</source>
        <translation>价格来源与日期</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="554"/>
        <source>Each source and date of the prices of the %1 listed candidates. A price older than 180 days is marked stale.</source>
        <translation>列出的 %1 个候选规格所用价格的来源与日期。超过 180 天的价格标记为过期。</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="563"/>
        <source>as of %1, %2 price; used by %3</source>
        <translation>截至 %1，%2；用于 %3</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="567"/>
        <source>stale</source>
        <translation>过期</translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/report/reportsections.cpp" line="573"/>
        <source>%n listed type(s) without a price in this region and pricing mode; a type without a price is never treated as free.</source>
        <translation>
            <numerusform>%n 个列出的规格在该地域和计费方式下没有价格；无价格的规格绝不会被视为免费。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="580"/>
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="590"/>
        <source>Prices are converted to one hour with a month of 730 hours; a type without a price is never treated as free.</source>
        <translation>价格按每月 730 小时折算为每小时；无价格的规格绝不会被视为免费。</translation>
    </message>
    <message>
        <location filename="../../models/report/reportsections.cpp" line="592"/>
        <source>Memory per GPU is what to plan the card for (the nvidia-smi view), with %1 % of VRAM kept free.</source>
        <translation>单卡显存按需要为显卡预留的量计算（即 nvidia-smi 所见），并保留 %1 % 的显存余量。</translation>
    </message>
    <message>
        <location filename="../../models/report/reportbuilder.cpp" line="120"/>
        <source>GPU Planner</source>
        <translation>GPU 选型规划台</translation>
    </message>
    <message>
        <location filename="../../models/report/reportbuilder.cpp" line="125"/>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/plan/tableexport.cpp" line="371"/>
        <source>Region %1, %2 prices, in %3; %n instance type(s).</source>
        <translation>
            <numerusform>地域 %1，%2价格，币种 %3；共 %n 个实例规格。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../models/plan/tableexport.cpp" line="407"/>
        <source>Plan</source>
        <comment>the Excel sheet of the plan table</comment>
        <translation>方案</translation>
    </message>
    <message>
        <location filename="../../models/plan/tableexport.cpp" line="435"/>
        <source>Workload</source>
        <comment>the Excel sheet of the table&apos;s inputs</comment>
        <translation>工作负载</translation>
    </message>
    <message>
        <location filename="../../models/report/report.cpp" line="48"/>
        <location filename="../../models/report/report.cpp" line="172"/>
        <location filename="../../models/report/reportpdf.cpp" line="266"/>
        <location filename="../../models/report/reportpdf.cpp" line="290"/>
        <source>%1: cannot write: %2</source>
        <translation>%1：无法写入：%2</translation>
    </message>
    <message>
        <location filename="../../models/report/report.cpp" line="173"/>
        <source>the workbook is too large</source>
        <translation>工作簿过大</translation>
    </message>
    <message>
        <location filename="../../models/report/reportpdf.cpp" line="219"/>
        <source>cannot start painting the pages</source>
        <translation>无法开始绘制页面</translation>
    </message>
    <message>
        <location filename="../../models/report/reportpdf.cpp" line="230"/>
        <source>cannot start page %1</source>
        <translation>无法开始第 %1 页</translation>
    </message>
    <message>
        <location filename="../../models/report/reportpdf.cpp" line="247"/>
        <source>cannot finish the pages</source>
        <translation>无法完成页面</translation>
    </message>
</context>
<context>
    <name>Scenario</name>
    <message>
        <location filename="../../models/scenario/scenario.cpp" line="71"/>
        <location filename="../../models/scenario/scenario.cpp" line="122"/>
        <source>has the wrong type (%1)</source>
        <translation>类型不对（%1）</translation>
    </message>
    <message>
        <location filename="../../models/scenario/scenario.cpp" line="92"/>
        <source>&apos;%1&apos; is not a finite number</source>
        <translation>“%1”不是有限数</translation>
    </message>
    <message>
        <location filename="../../models/scenario/scenario.cpp" line="98"/>
        <source>%1 is not a whole number from %2 to %3</source>
        <translation>%1 不是 %2 到 %3 之间的整数</translation>
    </message>
    <message>
        <location filename="../../models/scenario/scenario.cpp" line="138"/>
        <location filename="../../models/scenario/scenario.cpp" line="476"/>
        <source>unknown value &apos;%1&apos;</source>
        <translation>未知的值“%1”</translation>
    </message>
    <message>
        <location filename="../../models/scenario/scenario.cpp" line="181"/>
        <source>cannot migrate version %1</source>
        <translation>无法迁移版本 %1</translation>
    </message>
    <message>
        <location filename="../../models/scenario/scenario.cpp" line="344"/>
        <location filename="../../models/scenario/scenariotraffic.cpp" line="43"/>
        <source>is not a JSON object</source>
        <translation>不是 JSON 对象</translation>
    </message>
    <message>
        <location filename="../../models/scenario/scenario.cpp" line="347"/>
        <source>nests arrays and objects deeper than %1 levels</source>
        <translation>数组和对象的嵌套超过 %1 层</translation>
    </message>
    <message>
        <location filename="../../models/scenario/scenario.cpp" line="351"/>
        <source>is not &quot;%1&quot;</source>
        <translation>不是“%1”</translation>
    </message>
    <message>
        <location filename="../../models/scenario/scenario.cpp" line="396"/>
        <source>fields this version does not know take more than %1 bytes</source>
        <translation>本版本不认识的字段超过 %1 字节</translation>
    </message>
    <message>
        <location filename="../../models/scenario/scenario.cpp" line="412"/>
        <location filename="../../models/scenario/scenario.cpp" line="601"/>
        <source>is missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <location filename="../../models/scenario/scenario.cpp" line="420"/>
        <source>unknown preset &apos;%1&apos;</source>
        <translation>未知的预设“%1”</translation>
    </message>
    <message>
        <location filename="../../models/scenario/scenario.cpp" line="429"/>
        <location filename="../../models/scenario/scenario.cpp" line="567"/>
        <source>must be greater than 0</source>
        <translation>必须大于 0</translation>
    </message>
    <message>
        <location filename="../../models/scenario/scenario.cpp" line="553"/>
        <source>is not a list</source>
        <translation>不是列表</translation>
    </message>
    <message>
        <location filename="../../models/scenario/scenario.cpp" line="559"/>
        <source>is not an object</source>
        <translation>不是对象</translation>
    </message>
    <message>
        <location filename="../../models/scenario/scenario.cpp" line="587"/>
        <source>is missing or not a positive number</source>
        <translation>缺失或不是正数</translation>
    </message>
    <message>
        <location filename="../../models/scenario/scenario.cpp" line="592"/>
        <source>%1 is newer than this program reads (%2): update GPU Planner</source>
        <translation>%1 比本程序能读取的版本（%2）新：请更新 GPU Planner</translation>
    </message>
    <message>
        <location filename="../../models/scenario/scenario.cpp" line="639"/>
        <source>%1: %2 bytes (UTF-8) is more than the %3 allowed</source>
        <translation>%1: %2 字节（UTF-8），超过允许的 %3</translation>
    </message>
    <message>
        <location filename="../../models/scenario/scenario.cpp" line="652"/>
        <source>tags: %1 tags is more than the %2 allowed</source>
        <translation>tags: 标签数 %1，超过允许的 %2</translation>
    </message>
    <message>
        <location filename="../../models/scenario/scenario.cpp" line="668"/>
        <source>%1: cannot open: %2</source>
        <translation>%1：无法打开：%2</translation>
    </message>
    <message>
        <location filename="../../models/scenario/scenario.cpp" line="674"/>
        <location filename="../../models/scenario/scenario.cpp" line="689"/>
        <source>%1: %2 bytes is larger than a scenario file may be (%3)</source>
        <translation>%1：%2 字节，超过方案文件的上限（%3）</translation>
    </message>
    <message>
        <location filename="../../models/scenario/scenario.cpp" line="714"/>
        <source>%1: nothing was written: %2</source>
        <translation>%1：未写入任何内容：%2</translation>
    </message>
    <message>
        <location filename="../../models/scenario/scenario.cpp" line="721"/>
        <location filename="../../models/scenario/scenario.cpp" line="730"/>
        <source>%1: cannot write: %2</source>
        <translation>%1：无法写入：%2</translation>
    </message>
    <message>
        <location filename="../../models/scenario/scenariotraffic.cpp" line="58"/>
        <location filename="../../models/scenario/scenariotraffic.cpp" line="64"/>
        <source>is not a number</source>
        <translation>不是数字</translation>
    </message>
    <message>
        <location filename="../../models/scenario/scenariotraffic.cpp" line="70"/>
        <source>is not a whole number</source>
        <translation>不是整数</translation>
    </message>
    <message>
        <location filename="../../models/scenario/scenariotraffic.cpp" line="74"/>
        <source>must be from 0 to 1000</source>
        <translation>必须在 0 到 1000 之间</translation>
    </message>
    <message>
        <location filename="../../models/scenario/scenariotraffic.cpp" line="80"/>
        <location filename="../../models/scenario/scenariotraffic.cpp" line="84"/>
        <source>is not a list of 24 numbers</source>
        <translation>不是由 24 个数字组成的列表</translation>
    </message>
</context>
<context>
    <name>TableCopy</name>
    <message>
        <location filename="../../widgets/tablecopy.cpp" line="68"/>
        <source>&amp;Copy rows</source>
        <translation>复制行(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../widgets/tablecopy.cpp" line="72"/>
        <source>Copy the selected rows as tab-separated text for a spreadsheet</source>
        <translation>把选中的行复制为制表符分隔的文本，可直接粘贴到电子表格</translation>
    </message>
</context>
<context>
    <name>WorkloadInput</name>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="108"/>
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="113"/>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="114"/>
        <source>&amp;Precision:</source>
        <translation>精度(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="118"/>
        <source>Quantization</source>
        <translation>量化</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="119"/>
        <source>&amp;Quantization:</source>
        <translation>量化(&amp;Q)：</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="123"/>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="124"/>
        <source>&amp;Optimizer:</source>
        <translation>优化器(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="128"/>
        <source>Batch size</source>
        <translation>批大小</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="129"/>
        <source>&amp;Batch per GPU:</source>
        <translation>单卡批大小(&amp;B)：</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="131"/>
        <source>sequences</source>
        <translation>个序列</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="134"/>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="135"/>
        <source>&amp;Sequence length:</source>
        <translation>序列长度(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="137"/>
        <location filename="../../models/estimator/workloadinputs.cpp" line="144"/>
        <location filename="../../models/estimator/workloadinputs.cpp" line="153"/>
        <location filename="../../models/estimator/workloadinputs.cpp" line="310"/>
        <location filename="../../models/estimator/workloadinputs.cpp" line="323"/>
        <source>tokens</source>
        <translation>token</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="141"/>
        <source>Prompt length</source>
        <translation>输入长度</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="142"/>
        <source>Conte&amp;xt length:</source>
        <translation>上下文长度(&amp;X)：</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="145"/>
        <source>model&apos;s maximum</source>
        <translation>模型最大值</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="146"/>
        <source>Tokens per sequence: prompt + output</source>
        <translation>每个序列的 token 数：输入 + 输出</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="150"/>
        <source>Output length</source>
        <translation>输出长度</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="151"/>
        <source>Of which output:</source>
        <translation>其中输出：</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="154"/>
        <source>Generated tokens per sequence, part of the context length</source>
        <translation>每个序列生成的 token 数，包含在上下文长度内</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="158"/>
        <source>Serving engine</source>
        <translation>推理服务引擎</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="159"/>
        <source>Serving eng&amp;ine:</source>
        <translation>推理服务引擎(&amp;I)：</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="163"/>
        <source>Gradient checkpointing</source>
        <translation>梯度检查点</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="164"/>
        <source>Gradient &amp;checkpointing</source>
        <translation>梯度检查点(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="169"/>
        <source>LoRA rank</source>
        <translation>LoRA 秩</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="170"/>
        <source>LoRA rank:</source>
        <translation>LoRA 秩：</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="174"/>
        <source>GPUs per node</source>
        <translation>每节点 GPU 数</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="175"/>
        <source>&amp;GPUs per node:</source>
        <translation>每节点 GPU 数(&amp;G)：</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="179"/>
        <source>Nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="180"/>
        <source>&amp;Nodes:</source>
        <translation>节点数(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="184"/>
        <source>Sharding</source>
        <translation>分片</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="109"/>
        <source>T&amp;ask:</source>
        <translation>任务(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="185"/>
        <source>Shard&amp;ing:</source>
        <translation>分片(&amp;I)：</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="189"/>
        <source>Tensor parallel</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="190"/>
        <source>Tensor parallel:</source>
        <translation>张量并行：</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="195"/>
        <source>Gradient accumulation</source>
        <translation>梯度累积</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="196"/>
        <source>Gradient accumulation:</source>
        <translation>梯度累积：</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="198"/>
        <source>steps</source>
        <translation>步</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="201"/>
        <source>Pipeline parallel</source>
        <translation>流水线并行</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="202"/>
        <source>Pipeline parallel:</source>
        <translation>流水线并行：</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="206"/>
        <source>FP32 master weights</source>
        <translation>FP32 主权重</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="207"/>
        <source>fp32 master weights</source>
        <translation>fp32 主权重</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="213"/>
        <source>Framework</source>
        <translation>框架</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="214"/>
        <source>Framework profile:</source>
        <translation>框架预设：</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="219"/>
        <source>Attention</source>
        <translation>注意力实现</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="220"/>
        <source>Attention:</source>
        <translation>注意力实现：</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="224"/>
        <source>Chunked cross-entropy</source>
        <translation>分块交叉熵</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="225"/>
        <source>Chunked cross-entropy loss</source>
        <translation>分块交叉熵损失</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="231"/>
        <source>Selective checkpointing</source>
        <translation>选择性检查点</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="232"/>
        <source>Selective activation checkpointing (torchtitan&apos;s default)</source>
        <translation>选择性激活检查点（torchtitan 默认）</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="235"/>
        <source>Each block keeps its input, the attention outputs and every other matmul&apos;s output, and recomputes the rest in backward (about half the forward&apos;s matmuls). Full gradient checkpointing wins when both are on.</source>
        <translation>每个块保留其输入、注意力输出和每隔一个矩阵乘法的输出，其余在反向时重算（约为前向矩阵乘法的一半）。两者都开启时以完整梯度检查点为准。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="239"/>
        <source>Packed or padded sequences</source>
        <translation>打包或填充的序列</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="240"/>
        <source>Packed or padded sequences (every batch the same length)</source>
        <translation>打包或填充的序列（每个批次长度相同）</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="243"/>
        <source>Packing (TRL, Axolotl, torchtitan) or padding to the sequence length: the memory allocator reuses its blocks and holds no extra cached blocks of varying sizes.</source>
        <translation>打包（TRL、Axolotl、torchtitan）或填充到序列长度：显存分配器复用已有的块，不会额外缓存各种尺寸的空闲块。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="247"/>
        <source>Optimizer in backward</source>
        <translation>优化器步骤融合到反向传播</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="248"/>
        <source>Optimizer step fused into backward</source>
        <translation>优化器步骤融合到反向传播</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="254"/>
        <source>Activation offload</source>
        <translation>激活值卸载</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="255"/>
        <source>Activation offloading to CPU</source>
        <translation>激活值卸载到 CPU</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="261"/>
        <source>Offload optimizer</source>
        <translation>卸载优化器</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="262"/>
        <source>Offload optimizer to CPU (ZeRO-Offload)</source>
        <translation>优化器卸载到 CPU（ZeRO-Offload）</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="268"/>
        <source>Offload parameters</source>
        <translation>卸载参数</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="269"/>
        <source>Offload parameters to CPU (ZeRO-3 / FSDP)</source>
        <translation>参数卸载到 CPU（ZeRO-3 / FSDP）</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="275"/>
        <source>FP32 upcast of k-bit layers</source>
        <translation>k-bit 层升为 FP32</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="276"/>
        <source>QLoRA recipe:</source>
        <translation>QLoRA 方案：</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="281"/>
        <source>LoRA targets</source>
        <translation>LoRA 目标层</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="282"/>
        <source>LoRA targets:</source>
        <translation>LoRA 目标层：</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="287"/>
        <source>KV cache precision</source>
        <translation>KV 缓存精度</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="288"/>
        <source>KV cache precision:</source>
        <translation>KV 缓存精度：</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="293"/>
        <source>Card memory</source>
        <translation>单卡显存</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="294"/>
        <source>Card memory (vLLM):</source>
        <translation>单卡显存（vLLM）：</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="296"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="300"/>
        <source>GPU memory utilization</source>
        <translation>GPU 显存利用率</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="301"/>
        <source>gpu_memory_utilization:</source>
        <translation>gpu_memory_utilization：</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="307"/>
        <source>Context length</source>
        <translation>上下文长度</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="308"/>
        <source>max_model_len (vLLM):</source>
        <translation>max_model_len（vLLM）：</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="311"/>
        <source>prompt + output</source>
        <translation>提示 + 输出</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="314"/>
        <source>Concurrent sequences</source>
        <translation>并发序列数</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="315"/>
        <source>max_num_seqs (vLLM):</source>
        <translation>max_num_seqs（vLLM）：</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="317"/>
        <source>by GPU (256/1024)</source>
        <translation>按 GPU（256/1024）</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="324"/>
        <source>by GPU (2048/8192)</source>
        <translation>按 GPU（2048/8192）</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="320"/>
        <source>Batched tokens per step</source>
        <translation>每步批处理 token 数</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="321"/>
        <source>max_num_batched_tokens (vLLM):</source>
        <translation>max_num_batched_tokens（vLLM）：</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="327"/>
        <source>Expert parallel</source>
        <translation>专家并行</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="328"/>
        <source>Expert parallel (vLLM --enable-expert-parallel)</source>
        <translation>专家并行（vLLM --enable-expert-parallel）</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="334"/>
        <source>Data-parallel attention</source>
        <translation>数据并行注意力</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="335"/>
        <source>Data-parallel attention (vLLM --data-parallel-size)</source>
        <translation>数据并行注意力（vLLM --data-parallel-size）</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="341"/>
        <source>Weight loading</source>
        <translation>权重加载</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="342"/>
        <source>Model loading:</source>
        <translation>模型加载：</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="347"/>
        <source>Data loader workers</source>
        <translation>数据加载进程数</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="348"/>
        <source>Data-loader workers per GPU:</source>
        <translation>单卡数据加载进程数：</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="353"/>
        <source>CUDA context</source>
        <translation>CUDA 上下文</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <location filename="../../app/clispec.cpp" line="24"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="25"/>
        <source>Job</source>
        <translation>任务</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="26"/>
        <source>Parallelism</source>
        <translation>并行</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="27"/>
        <source>Memory techniques</source>
        <translation>显存优化技术</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="28"/>
        <source>Serving</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="29"/>
        <source>Input and output</source>
        <translation>输入与输出</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="30"/>
        <source>Dataset and time</source>
        <translation>数据集与时间</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="31"/>
        <source>Prices</source>
        <translation>价格</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="32"/>
        <source>Limits</source>
        <translation>限制</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="33"/>
        <source>Spot and checkpoints</source>
        <translation>抢占式实例与检查点</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="34"/>
        <source>Output</source>
        <translation>输出</translation>
    </message>
    <message>
        <location filename="../../app/clihelp.cpp" line="19"/>
        <location filename="../../app/clispec.cpp" line="35"/>
        <source>Flags</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="36"/>
        <source>Global flags</source>
        <translation>全局参数</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="51"/>
        <source>The shipped catalog database to read (or GPU_PLANNER_CATALOG).</source>
        <translation>要读取的随附目录数据库（或 GPU_PLANNER_CATALOG）。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="54"/>
        <source>Your overlay database of imports and entered prices (or GPU_PLANNER_OVERLAY).</source>
        <translation>存放导入与手动录入价格的本地修改数据库（或 GPU_PLANNER_OVERLAY）。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="58"/>
        <source>Language of messages, tables and reports (default: the system&apos;s, from LC_ALL, LC_MESSAGES or LANG).</source>
        <translation>消息、表格和报告的语言（默认：系统语言，取自 LC_ALL、LC_MESSAGES 或 LANG）。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="67"/>
        <source>A model preset id (&apos;gpu-planner models list&apos;).</source>
        <translation>模型预设 ID（&apos;gpu-planner models list&apos;）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="22"/>
        <source>Parameters in billions, for a model without a preset.</source>
        <translation>参数量（十亿），用于没有预设的模型。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="26"/>
        <source>Parameters a token passes through (MoE), in billions; 0: all.</source>
        <translation>每个 token 实际经过的参数量（MoE），单位十亿；0：全部。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="29"/>
        <source>Transformer layers.</source>
        <translation>Transformer 层数。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="32"/>
        <source>Hidden size.</source>
        <translation>隐藏层大小。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="36"/>
        <source>Feed-forward (intermediate) size; for a MoE model, one expert&apos;s.</source>
        <translation>前馈（中间层）维度；MoE 模型为单个专家的维度。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="54"/>
        <source>The model&apos;s context length (max_position_embeddings).</source>
        <translation>模型的上下文长度（max_position_embeddings）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="59"/>
        <source>Routed experts per MoE layer (0: a dense model).</source>
        <translation>每个 MoE 层的路由专家数（0：稠密模型）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="63"/>
        <source>Routed experts each token uses (top-k).</source>
        <translation>每个 token 使用的路由专家数（top-k）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="67"/>
        <source>Shared experts every token uses.</source>
        <translation>每个 token 都会使用的共享专家数。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="71"/>
        <source>FFN size of the shared experts together (0: --ffn × --shared-experts).</source>
        <translation>所有共享专家合计的 FFN 维度（0：--ffn × --shared-experts）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="75"/>
        <source>Layers of a MoE model with a dense FFN instead of experts.</source>
        <translation>MoE 模型中使用稠密 FFN 而非专家的层数。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="79"/>
        <source>FFN size of those dense layers (0: --ffn).</source>
        <translation>这些稠密层的 FFN 维度（0：同 --ffn）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="83"/>
        <source>LatentMoE (Nemotron 3 Super and Ultra moe_latent_size): the routed experts work in this width, each MoE layer projecting to it and back (0: the hidden size).</source>
        <translation>LatentMoE（Nemotron 3 Super 与 Ultra 的 moe_latent_size）：路由专家在此维度中计算，每个 MoE 层先投影到该维度再投影回来（0：隐藏层维度）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="88"/>
        <source>Multi-head latent attention: the KV latent&apos;s rank (DeepSeek kv_lora_rank; 0: none).</source>
        <translation>多头潜在注意力：KV 潜在向量的秩（DeepSeek kv_lora_rank；0：无）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="92"/>
        <source>The query&apos;s low-rank size (MLA, DeepSeek-V4 q_lora_rank; 0: none).</source>
        <translation>查询的低秩维度（MLA、DeepSeek-V4 的 q_lora_rank；0：无）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="96"/>
        <source>MLA: per-head query/key size without rotary embedding.</source>
        <translation>MLA：每个头不含旋转位置编码的查询/键维度。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="100"/>
        <source>MLA: per-head rotary part, also cached per token.</source>
        <translation>MLA：每个头的旋转位置编码部分，也会按 token 缓存。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="104"/>
        <source>Per-head value size where it differs from the key&apos;s: MLA&apos;s v_head_dim, or a model whose values are narrower than its keys (MiMo-V2-Flash; 0: the head size).</source>
        <translation>与键不同时每个头的值维度：MLA 的 v_head_dim，或值比键窄的模型（MiMo-V2-Flash；0：与头维度相同）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="108"/>
        <source>Tokens a sliding-window layer attends to (0: none).</source>
        <translation>滑动窗口层关注的 token 数（0：无）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="112"/>
        <source>Key/value heads of the sliding-window layers where they differ from --kv-heads (MiMo-V2-Flash swa_num_key_value_heads; 0: the same).</source>
        <translation>滑动窗口层的键/值头数与 --kv-heads 不同时填写（MiMo-V2-Flash 的 swa_num_key_value_heads；0：相同）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="116"/>
        <source>Per-head size of the sliding-window layers where it differs from --head-dim (Gemma 4: head_dim 256 against global_head_dim 512; 0: the same).</source>
        <translation>滑动窗口层的每头维度与 --head-dim 不同时填写（Gemma 4：head_dim 为 256，global_head_dim 为 512；0：相同）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="120"/>
        <source>1: a quantized checkpoint keeps its attention layers in 16 bits (NVIDIA&apos;s NVFP4 Gemma 4 and Qwen3.5 list them in quantization_config&apos;s ignore list).</source>
        <translation>1：量化检查点将注意力层保持为 16 位（NVIDIA 的 NVFP4 Gemma 4 和 Qwen3.5 在 quantization_config 的 ignore 列表中列出了这些层）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="124"/>
        <source>How many layers use the sliding window (the rest attend to everything).</source>
        <translation>使用滑动窗口的层数（其余层关注全部上下文）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="128"/>
        <source>1: the sliding-window layers attend within fixed chunks of the window&apos;s size instead (Llama 4&apos;s attention_chunk_size).</source>
        <translation>1：滑动窗口层改为在与窗口等长的固定块内做注意力（Llama 4 的分块局部注意力）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="132"/>
        <source>1: the attention&apos;s output is gated: the query projection also yields the gate (Qwen3-Next, Qwen3.5 attn_output_gate) or, with MLA, a projection of the hidden state does (Kimi mla_use_output_gate).</source>
        <translation>1：注意力输出带门控：由查询投影同时输出门控（Qwen3-Next、Qwen3.5 的 attn_output_gate），或在 MLA 中由隐藏状态的另一个投影给出（Kimi 的 mla_use_output_gate）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="137"/>
        <source>DeepSeek sparse attention (DeepSeek-V3.2, GLM-5 index_topk): each query attends to this many keys an indexer picks (0: dense attention).</source>
        <translation>DeepSeek 稀疏注意力（DeepSeek-V3.2、GLM-5 的 index_topk）：每个查询只关注索引器选出的这么多个键（0：稠密注意力）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="141"/>
        <source>Sparse attention: the indexer&apos;s heads (index_n_heads).</source>
        <translation>稀疏注意力：索引器的头数（index_n_heads）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="145"/>
        <source>Sparse attention: the indexer&apos;s head size, also its cached key per token and layer (index_head_dim).</source>
        <translation>稀疏注意力：索引器的头大小，也是每个 token 每层缓存的键（index_head_dim）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="150"/>
        <source>DeepSeek-V4 compressed sparse attention (compress_ratios of 4): layers that also keep one KV entry per --csa-ratio tokens, of which the indexer picks --sparse-top-k per query (0: none).</source>
        <translation>DeepSeek-V4 压缩稀疏注意力（compress_ratios 为 4）：这些层另外每 --csa-ratio 个 token 保留一个 KV 条目，索引器为每个查询从中挑选 --sparse-top-k 个（0：无）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="154"/>
        <source>Tokens compressed into one KV entry in the compressed sparse attention layers (DeepSeek-V4: 4).</source>
        <translation>压缩稀疏注意力层中压缩为一个 KV 条目的 token 数（DeepSeek-V4：4）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="158"/>
        <source>DeepSeek-V4 heavily compressed attention (compress_ratios of 128): layers that also keep one KV entry per --hca-ratio tokens and attend to all of them (0: none).</source>
        <translation>DeepSeek-V4 重度压缩注意力（compress_ratios 为 128）：这些层另外每 --hca-ratio 个 token 保留一个 KV 条目，并关注全部条目（0：无）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="162"/>
        <source>Tokens compressed into one KV entry in the heavily compressed attention layers (DeepSeek-V4: 128).</source>
        <translation>重度压缩注意力层中压缩为一个 KV 条目的 token 数（DeepSeek-V4：128）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="166"/>
        <source>1: one cached vector per KV head and token is both key and value (DeepSeek-V4), so the KV cache holds half as much.</source>
        <translation>1：每个 KV 头、每个 token 缓存的一个向量同时作为键和值（DeepSeek-V4），KV 缓存因此减半。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="170"/>
        <source>A low-rank attention output: each group of heads projects to this rank, then all groups to the hidden size (DeepSeek-V4 o_lora_rank; 0: a full projection).</source>
        <translation>低秩注意力输出：每组注意力头先投影到该秩，再将所有组投影到隐藏维度（DeepSeek-V4 的 o_lora_rank；0：完整投影）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="174"/>
        <source>Groups of heads of the low-rank attention output (DeepSeek-V4 o_groups; 0: one).</source>
        <translation>低秩注意力输出的注意力头分组数（DeepSeek-V4 的 o_groups；0：一组）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="179"/>
        <source>Layers with linear attention (Gated DeltaNet, Qwen3-Next and Qwen3.5 layer_types; Mamba2 mixers, Nemotron-H): no KV cache, a fixed state per sequence (0: none).</source>
        <translation>使用线性注意力的层数（门控 DeltaNet，Qwen3-Next 与 Qwen3.5 的 layer_types；Nemotron-H 的 Mamba2 混合器）：无 KV 缓存，每个序列一份固定大小的状态（0：无）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="183"/>
        <source>Linear-attention layers: query/key heads (linear_num_key_heads; Mamba2: n_groups).</source>
        <translation>线性注意力层：查询/键头数（linear_num_key_heads；Mamba2：n_groups）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="187"/>
        <source>Linear-attention layers: value heads, one state matrix each (linear_num_value_heads; Mamba2: mamba_num_heads).</source>
        <translation>线性注意力层：值头数，每个值头一个状态矩阵（linear_num_value_heads；Mamba2：mamba_num_heads）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="191"/>
        <source>Linear-attention layers: size of a query/key head (linear_key_head_dim; Mamba2: ssm_state_size).</source>
        <translation>线性注意力层：查询/键头大小（linear_key_head_dim；Mamba2：ssm_state_size）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="195"/>
        <source>Linear-attention layers: size of a value head (linear_value_head_dim; Mamba2: mamba_head_dim).</source>
        <translation>线性注意力层：值头大小（linear_value_head_dim；Mamba2：mamba_head_dim）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="199"/>
        <source>Linear-attention layers: width of the short convolution (linear_conv_kernel_dim; Mamba2: conv_kernel); it keeps the last width − 1 inputs per sequence.</source>
        <translation>线性注意力层：短卷积的宽度（linear_conv_kernel_dim；Mamba2：conv_kernel）；每个序列保留最近 宽度 − 1 个输入。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="203"/>
        <source>Bytes per element of the linear layers&apos; recurrent state: 4 for float32 (Qwen3.5 mamba_ssm_dtype, Nemotron-H mamba_ssm_cache_dtype, which vLLM follows), 2 for 16 bits (0: 2).</source>
        <translation>线性层循环状态每个元素的字节数：float32 为 4（Qwen3.5 的 mamba_ssm_dtype、Nemotron-H 的 mamba_ssm_cache_dtype，vLLM 遵循之），16 位为 2（0：按 2 计）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="207"/>
        <source>Layers with attention or a linear mixer but no feed-forward block (Nemotron-H: mixer blocks beyond its FFN blocks; 0: none).</source>
        <translation>有注意力或线性混合器、但没有前馈块的层数（Nemotron-H：多于其 FFN 块的混合器块；0：无）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="212"/>
        <source>Parameters of a vision encoder included in --params-b, in billions.</source>
        <translation>视觉编码器的参数量，单位十亿，已计入 --params-b。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="216"/>
        <source>An FP8 checkpoint&apos;s weight block (quantization_config.weight_block_size, e.g. 128); 0: per-tensor scales or not FP8.</source>
        <translation>FP8 检查点的权重块大小（quantization_config.weight_block_size，例如 128）；0：按张量缩放或不是 FP8。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="39"/>
        <source>Attention heads.</source>
        <translation>注意力头数。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="43"/>
        <source>Key/value heads (fewer than --heads with grouped-query attention).</source>
        <translation>键/值头数（分组查询注意力时少于 --heads）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="47"/>
        <source>Size of one attention head (0: hidden size / heads).</source>
        <translation>单个注意力头的维度（0：隐藏层维度 / 头数）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/modelfields.cpp" line="50"/>
        <source>Vocabulary size.</source>
        <translation>词表大小。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="69"/>
        <source>A model from its Hugging Face / ModelScope config.json: the file, a folder holding it (and model.safetensors.index.json), or a repository id fetched once from ModelScope or the Hugging Face hub (HF_ENDPOINT for a mirror) into ~/.cache/gpu-planner/models. The shape flags below override what it says.</source>
        <translation>从 Hugging Face/ModelScope 的 config.json 读取模型：给出该文件、包含它（及 model.safetensors.index.json）的文件夹，或仓库 ID（从 ModelScope 或 Hugging Face 镜像站点获取一次，HF_ENDPOINT 可指定镜像，缓存于 ~/.cache/gpu-planner/models）。下面的结构参数会覆盖其中的值。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="78"/>
        <source>Start from a scenario file (*.gpuplan.json); the flags given override its values.</source>
        <translation>从方案文件（*.gpuplan.json）开始；给出的参数覆盖其中的值。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="110"/>
        <source>What the job does (required without --scenario).</source>
        <translation>任务类型（未给 --scenario 时必填）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="115"/>
        <source>Precision of the weights and the compute.</source>
        <translation>权重与计算的精度。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="120"/>
        <source>Weight quantization.</source>
        <translation>权重量化。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="125"/>
        <source>Optimizer (training).</source>
        <translation>优化器（训练）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="130"/>
        <source>Micro-batch per GPU (training) or concurrent sequences (serving).</source>
        <translation>单卡微批大小（训练）或并发序列数（推理服务）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="136"/>
        <source>Tokens per sequence for training. For serving, the prompt when --prompt-len is not given.</source>
        <translation>训练时每条序列的 token 数。推理服务时，未给 --prompt-len 则作为提示长度。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="197"/>
        <source>Gradient accumulation steps.</source>
        <translation>梯度累积步数。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="171"/>
        <source>LoRA rank.</source>
        <translation>LoRA 秩。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="83"/>
        <source>LoRA adapters on every linear layer, not only attention.</source>
        <translation>在所有线性层上加 LoRA 适配器，而不只是注意力层。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="209"/>
        <source>No FP32 master copy of the weights.</source>
        <translation>不保留权重的 FP32 主副本。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="215"/>
        <source>A framework profile: it sets the technique defaults, which the flags below override.</source>
        <translation>框架配置：设定各项技术的默认值，下列参数可覆盖。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="176"/>
        <source>GPUs per node.</source>
        <translation>每节点 GPU 数。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="181"/>
        <source>Nodes.</source>
        <translation>节点数。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="186"/>
        <source>DeepSpeed ZeRO stage or FSDP.</source>
        <translation>DeepSpeed ZeRO 阶段或 FSDP。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="191"/>
        <source>Tensor-parallel degree.</source>
        <translation>张量并行度。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="203"/>
        <source>Pipeline-parallel degree.</source>
        <translation>流水线并行度。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="221"/>
        <source>Attention implementation.</source>
        <translation>注意力实现。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="85"/>
        <source>Older spelling of --attention eager.</source>
        <translation>--attention eager 的旧写法。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="277"/>
        <source>QLoRA as in the paper, or PEFT&apos;s (which upcasts the non-quantized layers to FP32).</source>
        <translation>按论文的 QLoRA，或 PEFT 的做法（把未量化的层升为 FP32）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="165"/>
        <source>Gradient checkpointing.</source>
        <translation>梯度检查点。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="166"/>
        <source>No gradient checkpointing (overrides a profile).</source>
        <translation>不用梯度检查点（覆盖框架配置）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="208"/>
        <source>An FP32 master copy of the weights (mixed-precision training; the default).</source>
        <translation>保留权重的 FP32 主副本（混合精度训练；默认）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="226"/>
        <source>Chunked cross-entropy loss.</source>
        <translation>分块交叉熵损失。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="227"/>
        <source>No chunked cross-entropy (overrides a profile).</source>
        <translation>不用分块交叉熵（覆盖框架配置）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="233"/>
        <source>Selective activation checkpointing, torchtitan&apos;s default op-level SAC: keep attention outputs and every other matmul&apos;s output, recompute the rest; --grad-ckpt (full) wins.</source>
        <translation>选择性激活检查点，即 torchtitan 默认的算子级 SAC：保留注意力输出和每隔一个矩阵乘法的输出，其余重算；--grad-ckpt（完整）优先。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="234"/>
        <source>No selective checkpointing.</source>
        <translation>不使用选择性检查点。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="241"/>
        <source>Every batch has the same length (packed or padded sequences).</source>
        <translation>每个批次长度相同（打包或填充到固定长度的序列）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="242"/>
        <source>Batches of varying length (overrides a profile).</source>
        <translation>批次长度不一（覆盖框架配置）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="249"/>
        <source>Optimizer step in the backward pass.</source>
        <translation>在反向传播中执行优化器步骤。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="250"/>
        <source>No optimizer step in the backward pass (overrides a profile).</source>
        <translation>不在反向传播中执行优化器步骤（覆盖框架配置）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="256"/>
        <source>Activations offloaded to host RAM.</source>
        <translation>激活值卸载到主机内存。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="257"/>
        <source>No activation offload (overrides a profile).</source>
        <translation>不卸载激活值（覆盖框架配置）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="263"/>
        <source>Optimizer states offloaded to host RAM.</source>
        <translation>优化器状态卸载到主机内存。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="264"/>
        <source>No optimizer offload (overrides a profile).</source>
        <translation>不卸载优化器状态（覆盖框架配置）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="270"/>
        <source>Parameters offloaded to host RAM.</source>
        <translation>参数卸载到主机内存。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="271"/>
        <source>No parameter offload (overrides a profile).</source>
        <translation>不卸载参数（覆盖框架配置）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="316"/>
        <source>vLLM&apos;s max_num_seqs (0: vllm serve&apos;s default for each GPU: 1024 on 70 GiB and more but the A100, else 256).</source>
        <translation>vLLM 的 max_num_seqs（0：vllm serve 按 GPU 的默认值：显存 70 GiB 及以上且非 A100 为 1024，其余为 256）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="322"/>
        <source>vLLM&apos;s max_num_batched_tokens (0: vllm serve&apos;s default for each GPU: 8192 on 70 GiB and more but the A100, else 2048).</source>
        <translation>vLLM 的 max_num_batched_tokens（0：vllm serve 按 GPU 的默认值：显存 70 GiB 及以上且非 A100 为 8192，其余为 2048）。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="87"/>
        <source>Older spelling: the optimizer states, and with ZeRO-3 or FSDP the parameters, offloaded.</source>
        <translation>旧写法：卸载优化器状态，使用 ZeRO-3 或 FSDP 时也卸载参数。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="354"/>
        <source>The measured CUDA context per GPU (lazy loading).</source>
        <translation>实测的单卡 CUDA 上下文（延迟加载）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="143"/>
        <source>Prompt tokens per request.</source>
        <translation>每个请求的提示 token 数。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="152"/>
        <source>Output tokens per request.</source>
        <translation>每个请求的输出 token 数。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="289"/>
        <source>Precision of the KV cache.</source>
        <translation>KV 缓存的精度。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="160"/>
        <source>Serving engine.</source>
        <translation>推理服务引擎。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="283"/>
        <source>The layers LoRA adapts: the attention projections, or every linear layer.</source>
        <translation>LoRA 适配的层：注意力投影层，或所有线性层。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="295"/>
        <source>The card&apos;s memory, of which vLLM reserves a share.</source>
        <translation>显卡显存，vLLM 从中预留一部分。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="302"/>
        <source>vLLM&apos;s gpu_memory_utilization: the share of the card it takes.</source>
        <translation>vLLM 的 gpu_memory_utilization：它占用显卡显存的比例。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="309"/>
        <source>vLLM&apos;s max_model_len.</source>
        <translation>vLLM 的 max_model_len。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="329"/>
        <source>vLLM&apos;s --enable-expert-parallel: each GPU of the tensor-parallel group holds whole experts instead of a slice of every expert.</source>
        <translation>vLLM 的 --enable-expert-parallel：张量并行组里的每块 GPU 存放完整的专家，而不是每个专家的一片。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="330"/>
        <source>No expert parallel: vLLM slices every expert across the tensor-parallel GPUs.</source>
        <translation>不用专家并行：vLLM 把每个专家切分到张量并行的各块 GPU 上。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="336"/>
        <source>vLLM&apos;s --data-parallel-size (the GPUs over tensor x pipeline parallel) with --enable-expert-parallel, for a MoE model: each GPU keeps its own sequences (--batch is one GPU&apos;s), one copy of their KV cache and the attention weights whole, and its share of the routed experts.</source>
        <translation>vLLM 的 --data-parallel-size（GPU 数除以张量并行 × 流水线并行）加 --enable-expert-parallel，用于 MoE 模型：每个 GPU 保存自己的序列（--batch 为单个 GPU 的序列数）、这些序列的一份 KV 缓存和完整的注意力权重，以及它那一份路由专家。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="337"/>
        <source>No data-parallel attention: GPUs beyond tensor x pipeline parallel are separate replicas, each with all the experts.</source>
        <translation>不用数据并行注意力：张量并行 × 流水线并行之外的 GPU 是各自独立的副本，每个都有全部专家。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="343"/>
        <source>How each rank loads the checkpoint into host RAM: a full copy per rank, or one shard at a time.</source>
        <translation>每个进程如何把检查点载入主机内存：每进程一份完整副本，或一次一个分片。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/workloadinputs.cpp" line="349"/>
        <source>Data loader worker processes.</source>
        <translation>数据加载工作进程数。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="26"/>
        <source>Training tokens per epoch.</source>
        <translation>每轮训练 token 数。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="33"/>
        <source>Training samples per epoch (times --seq-len tokens).</source>
        <translation>每轮训练样本数（乘以 --seq-len 个 token）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="38"/>
        <source>Epochs.</source>
        <translation>训练轮数。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="43"/>
        <source>Model FLOPs utilisation in training and prefill, e.g. 0.4.</source>
        <translation>训练与预填充阶段的模型 FLOPs 利用率，例如 0.4。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="50"/>
        <source>Serving: the hours to cost (730 is a month).</source>
        <translation>推理服务：计费小时数（730 为一个月）。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="294"/>
        <location filename="../../models/estimator/planinputs.cpp" line="61"/>
        <source>The date prices are judged stale against (YYYY-MM-DD).</source>
        <translation>判断价格是否过期所依据的日期（YYYY-MM-DD）。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="288"/>
        <location filename="../../app/clispec.cpp" line="295"/>
        <location filename="../../models/estimator/planinputs.cpp" line="62"/>
        <source>today</source>
        <translation>今天</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="67"/>
        <source>Region id (&apos;gpu-planner catalog regions&apos;).</source>
        <translation>地域 ID（&apos;gpu-planner catalog regions&apos;）。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="283"/>
        <location filename="../../models/estimator/planinputs.cpp" line="72"/>
        <source>Pricing mode.</source>
        <translation>计费方式。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="77"/>
        <source>Subscription months to pay (0: as many as the job needs).</source>
        <translation>包年包月要付的月数（0：任务需要多少个月就付多少）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="81"/>
        <source>Currency of the costs.</source>
        <translation>成本的币种。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="86"/>
        <source>Exchange rate, to compare CNY and USD prices.</source>
        <translation>汇率，用于比较人民币与美元价格。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="92"/>
        <source>Options that cost more are marked.</source>
        <translation>花费更多的方案会被标出。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="99"/>
        <source>GPU memory to keep free, in percent of the card.</source>
        <translation>每张卡要保留的空闲显存，占显卡显存的百分比。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="104"/>
        <source>Identical instances one job may span.</source>
        <translation>一个任务最多可跨越的相同实例数。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="109"/>
        <source>GPUs one job may use.</source>
        <translation>一个任务最多可用的 GPU 数。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="115"/>
        <source>Only these instance families (comma-separated).</source>
        <translation>只看这些实例规格族（逗号分隔）。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="122"/>
        <source>Spot price in percent of pay-as-you-go; overrides imported spot advice.</source>
        <translation>抢占式实例价格占按量付费价格的百分比；覆盖导入的抢占式实例建议。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="131"/>
        <source>Spot interruptions over 30 days, in percent; overrides imported spot advice.</source>
        <translation>30 天内抢占式实例被中断的比例（百分比）；覆盖导入的抢占式实例建议。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="140"/>
        <source>Minutes to write one checkpoint.</source>
        <translation>写一次检查点的分钟数。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="149"/>
        <source>Minutes to restart after an interruption.</source>
        <translation>中断后重启的分钟数。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="154"/>
        <source>Hours between checkpoints (default: the Young/Daly optimum).</source>
        <translation>两次检查点之间的小时数（默认：Young/Daly 最优值）。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="174"/>
        <source>Order of the ranking.</source>
        <translation>排名的顺序。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="176"/>
        <source>Print only the first N rows (0: all).</source>
        <translation>只输出前 N 行（0：全部）。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="180"/>
        <location filename="../../app/clispec.cpp" line="222"/>
        <location filename="../../app/clispec.cpp" line="313"/>
        <location filename="../../app/clispec.cpp" line="382"/>
        <location filename="../../app/clispec.cpp" line="470"/>
        <source>Output format.</source>
        <translation>输出格式。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="212"/>
        <source>Only this instance family.</source>
        <translation>只看这个实例规格族。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="213"/>
        <source>Only this GPU model.</source>
        <translation>只看这个 GPU 型号。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="215"/>
        <source>Only GPUs with at least this much memory.</source>
        <translation>只看显存至少这么大的 GPU。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="216"/>
        <source>Only types with at least N GPUs.</source>
        <translation>只看至少有 N 张 GPU 的实例规格。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="219"/>
        <source>Show each pricing mode&apos;s price in this region, with its source and date.</source>
        <translation>显示该地域每种计费方式的价格及其来源和日期。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="229"/>
        <source>What the files hold; auto tells by their content.</source>
        <translation>文件内容的类型；auto 按内容判断。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="230"/>
        <source>DescribePrice: the region of the request.</source>
        <translation>DescribePrice：请求的地域。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="233"/>
        <source>DescribePrice: the instance type of the request.</source>
        <translation>DescribePrice：请求的实例规格。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="235"/>
        <source>DescribePrice: the pricing mode of the request.</source>
        <translation>DescribePrice：请求的计费方式。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="237"/>
        <source>DescribePrice: the price unit of the request (month for a subscription, else hour).</source>
        <translation>DescribePrice：请求的价格单位（包年包月为月，否则为小时）。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="241"/>
        <source>DescribePrice: the number of units of the request.</source>
        <translation>DescribePrice：请求的单位数。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="242"/>
        <source>The date the data is of (YYYY-MM-DD).</source>
        <translation>数据所属的日期（YYYY-MM-DD）。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="245"/>
        <source>Check and summarise the files; write nothing.</source>
        <translation>检查并汇总这些文件，不写入任何内容。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="250"/>
        <source>The region to fetch (default: region_id of the aliyun CLI profile, then ALIBABA_CLOUD_REGION_ID).</source>
        <translation>要获取的地域（默认：aliyun CLI 配置的 region_id，其次 ALIBABA_CLOUD_REGION_ID）。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="254"/>
        <source>The profile of ~/.aliyun/config.json to use (or ALIBABA_CLOUD_PROFILE; default: its current profile).</source>
        <translation>要使用的 ~/.aliyun/config.json 配置（或 ALIBABA_CLOUD_PROFILE；默认：其当前配置）。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="266"/>
        <source>Another API endpoint: https (plain http only to a loopback address, for tests).</source>
        <translation>另一个 API 端点：https（明文 http 仅限环回地址，供测试使用）。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="332"/>
        <source>GPUs of the --gpu-model target, linked by NVLink when the GPU has it (SXM), else by PCIe.</source>
        <translation>--gpu-model 目标的 GPU 数；GPU 带 NVLink（SXM）时按 NVLink 互联，否则按 PCIe。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="511"/>
        <source>Fetch prices from Alibaba Cloud&apos;s API (DescribePrice, DescribeSpotAdvice; with --stock, DescribeAvailableResource: stock per zone) with your credentials into your overlay, in whole batches. Prices entered by hand are kept unless --overwrite-entered. --new-types alone fetches no prices; add --pricing for them.</source>
        <translation>用你的凭证从阿里云 API 获取价格（DescribePrice、DescribeSpotAdvice；加 --stock 时还有 DescribeAvailableResource：各可用区库存），整批写入本地修改。手动录入的价格会保留，除非给出 --overwrite-entered。只给 --new-types 时不获取价格；要价格请加 --pricing。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="517"/>
        <source>Credentials are looked for in the order of Alibaba Cloud&apos;s default credential chain: 1. ALIBABA_CLOUD_ACCESS_KEY_ID, ALIBABA_CLOUD_ACCESS_KEY_SECRET (and ALIBABA_CLOUD_SECURITY_TOKEN); 2. OIDC: ALIBABA_CLOUD_ROLE_ARN, ALIBABA_CLOUD_OIDC_PROVIDER_ARN, ALIBABA_CLOUD_OIDC_TOKEN_FILE; 3. the profile of ~/.aliyun/config.json (modes AK, StsToken, RamRoleArn, ChainableRamRoleArn, EcsRamRole, OIDC, CredentialsURI); 4. keys kept in the system keychain; 5. the RAM role of the ECS instance (metadata service, IMDSv2; ALIBABA_CLOUD_ECS_METADATA_DISABLED=true skips it); 6. ALIBABA_CLOUD_CREDENTIALS_URI. The region, when --region is not given: region_id of the profile, then ALIBABA_CLOUD_REGION_ID.</source>
        <translation>凭证按阿里云默认凭证链的顺序查找：1. ALIBABA_CLOUD_ACCESS_KEY_ID、ALIBABA_CLOUD_ACCESS_KEY_SECRET（及 ALIBABA_CLOUD_SECURITY_TOKEN）；2. OIDC：ALIBABA_CLOUD_ROLE_ARN、ALIBABA_CLOUD_OIDC_PROVIDER_ARN、ALIBABA_CLOUD_OIDC_TOKEN_FILE；3. ~/.aliyun/config.json 的配置（模式 AK、StsToken、RamRoleArn、ChainableRamRoleArn、EcsRamRole、OIDC、CredentialsURI）；4. 保存在系统密钥环中的密钥；5. ECS 实例的 RAM 角色（元数据服务，IMDSv2；ALIBABA_CLOUD_ECS_METADATA_DISABLED=true 时跳过）；6. ALIBABA_CLOUD_CREDENTIALS_URI。未给出 --region 时的地域：配置的 region_id，其次 ALIBABA_CLOUD_REGION_ID。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="593"/>
        <source>The largest batch (training: per GPU; serving: concurrent sequences), the longest sequence (serving: context = prompt + output tokens, output kept) or, for serving, the most concurrent sequences that fit the target, judged by the same rule as &apos;rank&apos;: the value fits, value + step does not. Under vLLM, concurrency counts the sequences its KV cache holds at once (max_num_seqs included). Give one target: --instance-type TYPE, or --gpu-model ID [--gpu-count N]. A sequence is capped at the model&apos;s context; the search stops at the validation table&apos;s largest value. A GPU model target is judged on GPU memory and compatibility only: host RAM and vCPUs are unknown. --json prints value, limit (memory, kv_cache, max_num_seqs, model_context, validation_table, nothing_fits), at_value and next (value + step) with the per-GPU memory and the reasons.</source>
        <translation>最大批大小（训练：单卡；推理服务：并发序列数）、最长序列（推理服务：上下文 = 提示 + 输出 token，输出不变），或推理服务时目标上能放下的最多并发序列数，按与 &apos;rank&apos; 相同的规则判断：该值放得下，该值 + 步长放不下。在 vLLM 下，并发序列数是其 KV 缓存能同时容纳的序列数（含 max_num_seqs）。给出一个目标：--instance-type TYPE，或 --gpu-model ID [--gpu-count N]。序列长度以模型上下文为上限；搜索在校验表的最大值处停止。GPU 型号目标只按显存和兼容性判断：主机内存和 vCPU 未知。--json 输出 value、limit（memory、kv_cache、max_num_seqs、model_context、validation_table、nothing_fits）、at_value 和 next（value + step），以及单卡显存和原因。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="258"/>
        <source>Only these instance types (comma-separated).</source>
        <translation>只看这些实例规格（逗号分隔）。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="45"/>
        <source>Print JSON: the same as --format json.</source>
        <translation>输出 JSON：等同于 --format json。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="47"/>
        <source>Output format; json is the same as --json.</source>
        <translation>输出格式；json 等同于 --json。</translation>
    </message>
    <message>
        <location filename="../../models/estimator/planinputs.cpp" line="54"/>
        <source>Training: options that take longer are marked (a serving plan has no deadline).</source>
        <translation>训练：耗时更长的方案会被标出（服务方案没有截止时间）。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="179"/>
        <source>Leave out the types whose price is old (marked ⚠).</source>
        <translation>不列出价格过时（标 ⚠）的实例规格。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="259"/>
        <source>Every instance type of the catalog.</source>
        <translation>目录中的所有实例规格。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="262"/>
        <source>The pricing modes to fetch (comma-separated).</source>
        <translation>要获取的计费方式（逗号分隔）。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="264"/>
        <source>Also the stock per zone (DescribeAvailableResource).</source>
        <translation>同时获取各可用区的库存（DescribeAvailableResource）。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="269"/>
        <source>Requests a second.</source>
        <translation>每秒请求数。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="271"/>
        <source>Replace prices you entered by hand too.</source>
        <translation>连手动录入的价格也一并替换。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="273"/>
        <source>Add GPU types the catalog lacks (DescribeInstanceTypes); known types are not changed.</source>
        <translation>添加目录中没有的 GPU 实例规格（DescribeInstanceTypes）；已有的规格不变。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="279"/>
        <source>Region of the price (required).</source>
        <translation>价格所在地域（必填）。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="281"/>
        <source>The price (required).</source>
        <translation>价格（必填）。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="285"/>
        <source>Price unit (month for a subscription, else hour).</source>
        <translation>价格单位（包年包月为月，否则为小时）。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="286"/>
        <source>Currency.</source>
        <translation>币种。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="287"/>
        <source>Date of the price (YYYY-MM-DD).</source>
        <translation>价格日期（YYYY-MM-DD）。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="289"/>
        <source>A note kept with the price.</source>
        <translation>随价格保存的备注。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="297"/>
        <source>List the stale prices and the types without a price.</source>
        <translation>列出过期价格和没有价格的实例规格。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="301"/>
        <source>Confirm (required).</source>
        <translation>确认（必填）。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="307"/>
        <source>The folder of the text sources (required).</source>
        <translation>文本源文件所在文件夹（必填）。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="308"/>
        <source>The database to write (required).</source>
        <translation>要写入的数据库（必填）。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="319"/>
        <source>Also the simple rule&apos;s estimate, for comparison.</source>
        <translation>同时给出简单经验规则的估算，便于比较。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="324"/>
        <source>What to maximize (required); rps: requests per second within the traffic flags&apos; latency targets (docs/capacity.md).</source>
        <translation>要最大化的量（必填）；rps：在流量参数的延迟目标内每秒可服务的请求数（见 docs/capacity.md）。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="327"/>
        <source>The target instance type.</source>
        <translation>目标实例规格。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="330"/>
        <source>The target GPU model (ids: &apos;catalog show TYPE&apos;).</source>
        <translation>目标 GPU 型号（ID 见 &apos;catalog show TYPE&apos;）。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="336"/>
        <source>Answers are multiples of it (default 1, for seq-len 256).</source>
        <translation>结果为它的整数倍（默认 1，seq-len 为 256）。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="340"/>
        <source>Traffic and targets</source>
        <translation>流量与目标</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="342"/>
        <source>Requests per second at the peak (required).</source>
        <translation>峰值每秒请求数（必填）。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="345"/>
        <source>Average requests per second over the month (default: the day profile&apos;s mean, else the peak).</source>
        <translation>当月平均每秒请求数（默认：日流量曲线的平均值，否则取峰值）。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="349"/>
        <source>A day of 24 hourly request rates (comma-separated); the peak defaults to their largest.</source>
        <translation>一天 24 个逐小时请求速率（逗号分隔）；峰值默认取其中最大值。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="353"/>
        <source>95th percentile of the prompt length in tokens (default: the mean, --prompt-len).</source>
        <translation>提示长度的 95 分位数，单位 token（默认：平均值，即 --prompt-len）。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="357"/>
        <source>95th percentile of the output length in tokens (default: the mean, --output-len).</source>
        <translation>输出长度的 95 分位数，单位 token（默认：平均值，即 --output-len）。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="361"/>
        <source>Request lengths from logs: a CSV with prompt_tokens and output_tokens columns; sets the means and 95th percentiles.</source>
        <translation>取自日志的请求长度：含 prompt_tokens 和 output_tokens 列的 CSV；据此设定平均值和 95 分位数。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="365"/>
        <source>Share of prompt tokens served from the prefix cache (0–1).</source>
        <translation>由前缀缓存提供的提示 token 占比（0–1）。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="368"/>
        <source>Target time to first token at the percentile.</source>
        <translation>该分位数下的首 token 时间目标。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="370"/>
        <source>Target time per output token at the percentile.</source>
        <translation>该分位数下的每输出 token 时间目标。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="372"/>
        <source>Target end-to-end latency at the percentile.</source>
        <translation>该分位数下的端到端延迟目标。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="373"/>
        <source>Percentile of the targets (50–99.9).</source>
        <translation>目标所按的分位数（50–99.9）。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="376"/>
        <source>Spare replicas on top of the peak&apos;s (N+1: 1).</source>
        <translation>在峰值所需副本之外的备用副本数（N+1：1）。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="381"/>
        <source>Only this instance type, with its latency curve.</source>
        <translation>只看这个实例规格，并给出其延迟曲线。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="414"/>
        <source>Write the output to FILE instead of the terminal (required for --format xlsx).</source>
        <translation>把输出写入 FILE，而不是终端（--format xlsx 时必须给出）。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="417"/>
        <source>Replace an existing --out file.</source>
        <translation>替换已存在的 --out 文件。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="436"/>
        <source>The scenario file to write (required).</source>
        <translation>要写入的方案文件（必填）。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="438"/>
        <source>Its name (default: the model&apos;s).</source>
        <translation>方案名称（默认：模型名称）。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="439"/>
        <source>Its author (default: $USER).</source>
        <translation>方案作者（默认：$USER）。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="440"/>
        <location filename="../../app/clispec.cpp" line="453"/>
        <source>Replace an existing file.</source>
        <translation>替换已有文件。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="444"/>
        <source>The scenario (required).</source>
        <translation>方案（必填）。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="446"/>
        <source>The file to write (required).</source>
        <translation>要写入的文件（必填）。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="449"/>
        <source>Output format (default: from the --out suffix).</source>
        <translation>输出格式（默认：按 --out 的后缀）。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="451"/>
        <source>Write the table as JSON: the same as --format json.</source>
        <translation>把表格写成 JSON：等同于 --format json。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="452"/>
        <source>Rows of the comparison table.</source>
        <translation>对比表的行数。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="455"/>
        <source>Leave out the types whose price is old (marked ⚠), as the window&apos;s &quot;Hide old prices&quot;.</source>
        <translation>不列出价格过时（标 ⚠）的实例规格，与窗口中的“隐藏过时价格”相同。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="461"/>
        <location filename="../../app/clispec.cpp" line="466"/>
        <location filename="../../app/clispec.cpp" line="477"/>
        <location filename="../../app/clispec.cpp" line="482"/>
        <source>The library folder (or GPU_PLANNER_LIBRARY).</source>
        <translation>团队方案库文件夹（或 GPU_PLANNER_LIBRARY）。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="469"/>
        <source>Only scenarios whose name, author, tags or notes match.</source>
        <translation>只看名称、作者、标签或备注匹配的方案。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="476"/>
        <source>Compare the saved prices with today&apos;s catalog.</source>
        <translation>把保存的价格与今天的目录比较。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="484"/>
        <source>Write the scenario here instead.</source>
        <translation>改为把方案写到这里。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="490"/>
        <source>List instance types; with --region, each pricing mode&apos;s price, source and date.</source>
        <translation>列出实例规格；给出 --region 时，显示每种计费方式的价格、来源和日期。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="495"/>
        <source>One instance type, its GPU&apos;s specs, all prices.</source>
        <translation>一个实例规格、其 GPU 的规格参数和全部价格。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="500"/>
        <source>Region ids with their names.</source>
        <translation>地域 ID 及其名称。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="504"/>
        <source>Import DescribeInstanceTypes (pages), DescribePrice, DescribeSpotAdvice JSON or a price CSV into your overlay. A DescribePrice file needs the request&apos;s --region, --instance-type, --pricing and --unit. A bad file is rejected whole.</source>
        <translation>把 DescribeInstanceTypes（分页）、DescribePrice、DescribeSpotAdvice 的 JSON 或价格 CSV 导入本地修改。DescribePrice 文件需要请求时的 --region、--instance-type、--pricing 和 --unit。有问题的文件整个被拒绝。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="532"/>
        <source>Enter a price by hand (kept in your overlay as user-entered).</source>
        <translation>手动录入价格（作为手动录入保存在本地修改中）。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="536"/>
        <source>Integrity, prices older than 180 days, types without any price. Exit 1 on errors.</source>
        <translation>完整性、超过 180 天的价格、没有任何价格的实例规格。有错误时退出码为 1。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="540"/>
        <source>Forget every import and entered price.</source>
        <translation>忘掉所有导入和手动录入的价格。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="544"/>
        <source>Rebuild catalog.db from the text sources (resources/catalog).</source>
        <translation>从文本源文件（resources/catalog）重建 catalog.db。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="553"/>
        <source>The model presets and where their configs come from.</source>
        <translation>模型预设及其配置的来源。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="561"/>
        <source>Per-GPU memory with its breakdown, host RAM and the assumptions made. Give --model PRESET, --params-b N (with --layers, --hidden, … for more accuracy) or --scenario FILE.</source>
        <translation>单卡显存及其构成、主机内存和所作的假设。请给出 --model PRESET、--params-b N（加上 --layers、--hidden 等更准确）或 --scenario FILE。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="572"/>
        <source>Compare estimates with measured runs (columns of vram-calibration.csv); prints id, estimate_gib, measured_gib, error_pct, skipped and &apos;MAPE: X% over N rows&apos;.</source>
        <translation>把估算与实测运行比较（vram-calibration.csv 的列）；输出 id、estimate_gib、measured_gib、error_pct、skipped 和 &apos;MAPE: X% over N rows&apos;。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="583"/>
        <source>Fit, time and cost on every instance type, ranked, with the Pareto front and findings.</source>
        <translation>每种实例规格上的可容纳性、时间和成本，排名并给出帕累托前沿和发现。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="591"/>
        <source>The largest batch, longest sequence or most concurrent sequences that fit the target by the rule &apos;rank&apos; uses.</source>
        <translation>按 &apos;rank&apos; 的同一规则，目标上能放下的最大批大小、最长序列或最多并发序列数。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="611"/>
        <source>Serving capacity: replicas, layout and monthly cost for a traffic profile within latency targets, on every instance type.</source>
        <translation>推理服务容量：在每种实例规格上，按流量曲线和延迟目标求出副本数、布局和月费用。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="613"/>
        <source>Each replica is one vLLM engine (continuous batching, chunked prefill) on TENSOR_PARALLEL GPUs of one instance. Per type and layout the command finds the largest request rate one replica serves with TTFT, TPOT and end-to-end latency at the percentile within the targets, then the replicas the peak needs (plus --spare) and the monthly cost under pay-as-you-go, subscription, spot and a mix (subscription for the base load, pay-as-you-go above it, from --hourly-rps). limit says what stops a replica from serving more: ttft, tpot, e2e, kv_cache, max_num_seqs or prefill. Formulas and published checks: docs/capacity.md.</source>
        <translation>每个副本是一个 vLLM 引擎（连续批处理、分块预填充），运行在一台实例的 TENSOR_PARALLEL 块 GPU 上。对每种规格和布局，该命令求出单个副本在该分位数下 TTFT、TPOT 和端到端延迟都满足目标时能承载的最大请求速率，再求出峰值所需的副本数（加上 --spare），以及按量付费、包年包月、抢占式实例和混合方式（基础负载用包年包月，超出部分按量付费，依据 --hourly-rps）下的月费用。limit 说明是什么限制了副本承载更多请求：ttft、tpot、e2e、kv_cache、max_num_seqs 或 prefill。公式及与公开数据的核对：docs/capacity.md。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="628"/>
        <source>Write a scenario file (*.gpuplan.json) with today&apos;s prices.</source>
        <translation>用今天的价格写一个方案文件（*.gpuplan.json）。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="635"/>
        <source>A PDF report, or the comparison table as CSV, JSON, Markdown or an Excel workbook.</source>
        <translation>PDF 报告，或以 CSV、JSON、Markdown 或 Excel 工作簿格式导出的对比表。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="639"/>
        <source>The scenarios of the team library with model, task, memory per GPU and the best option&apos;s cost (per million tokens for serving; per month, with the replicas, for a serving scenario with a traffic profile). Summaries are kept in a per-user index, so only changed files are read again.</source>
        <translation>列出团队方案库中的场景：模型、任务、每 GPU 显存和最佳方案的成本（推理服务为每百万 token 成本；带流量画像的推理场景为每月成本及副本数）。摘要保存在个人索引中，只有改动过的文件才会重新读取。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="646"/>
        <source>The inputs that differ and the change in VRAM per GPU, hours and cost of the best fitting option. With --prices, or with one file: its saved prices against today&apos;s catalog.</source>
        <translation>不同的输入，以及最佳可容纳方案在单卡显存、小时数和成本上的变化。加 --prices 或只给一个文件时：把其保存的价格与今天的目录比较。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="653"/>
        <source>Print the scenario as a share code (GPUP1:...).</source>
        <translation>把方案输出为分享码（GPUP1:...）。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="661"/>
        <source>Write a share code (or a file holding one) into the library as a new scenario and print its path; never overwrites.</source>
        <translation>把分享码（或含分享码的文件）作为新方案写入团队方案库并输出其路径；从不覆盖。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="670"/>
        <source>Deleted scenarios.</source>
        <translation>已删除的方案。</translation>
    </message>
    <message>
        <location filename="../../app/clispec.cpp" line="678"/>
        <source>Bring one back from the trash under a free name.</source>
        <translation>从回收站恢复一个方案，使用不冲突的名称。</translation>
    </message>
    <message>
        <location filename="../../app/clihelp.cpp" line="87"/>
        <source>Usage: gpu-planner %1%2 [flags]
</source>
        <translation>用法：gpu-planner %1%2 [参数]
</translation>
    </message>
    <message>
        <location filename="../../app/clihelp.cpp" line="110"/>
        <source>Allowed: %1.</source>
        <translation>允许：%1。</translation>
    </message>
    <message>
        <location filename="../../app/clihelp.cpp" line="113"/>
        <source>Default: %1.</source>
        <translation>默认：%1。</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="49"/>
        <source>1 family</source>
        <translation>1 个实例规格族</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="50"/>
        <source>%1 families</source>
        <translation>%1 个实例规格族</translation>
    </message>
    <message>
        <location filename="../../app/cli.cpp" line="151"/>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>多余的参数“%1”</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="89"/>
        <source>--format: &apos;%1&apos; is not table, csv or json</source>
        <translation>--format：“%1”不是 table、csv 或 json</translation>
    </message>
    <message>
        <location filename="../../app/clicapacity.cpp" line="29"/>
        <source>--lengths-csv: cannot read &apos;%1&apos;: %2</source>
        <translation>--lengths-csv：无法读取“%1”：%2</translation>
    </message>
    <message>
        <location filename="../../app/clicapacity.cpp" line="35"/>
        <source>--lengths-csv: &apos;%1&apos; is larger than 64 MiB</source>
        <translation>--lengths-csv：“%1”大于 64 MiB</translation>
    </message>
    <message>
        <location filename="../../app/clicapacity.cpp" line="43"/>
        <source>--lengths-csv: %1: %2</source>
        <translation>--lengths-csv：%1：%2</translation>
    </message>
    <message>
        <location filename="../../app/clicapacity.cpp" line="50"/>
        <source>--lengths-csv: %1:1: the header needs the columns prompt_tokens and output_tokens</source>
        <translation>--lengths-csv：%1:1: 表头需要 prompt_tokens 和 output_tokens 两列</translation>
    </message>
    <message>
        <location filename="../../app/clicapacity.cpp" line="66"/>
        <source>--lengths-csv: %1:%2: column %3: &apos;%4&apos; is not a whole number of tokens from 0 to 10000000</source>
        <translation>--lengths-csv：%1:%2: 列 %3：“%4”不是 0 到 10000000 之间的整数 token 数</translation>
    </message>
    <message>
        <location filename="../../app/clicapacity.cpp" line="80"/>
        <source>--lengths-csv: %1: no requests after the header</source>
        <translation>--lengths-csv：%1：表头之后没有请求</translation>
    </message>
    <message>
        <location filename="../../app/clicapacity.cpp" line="110"/>
        <source>--rps: the peak requests per second is required</source>
        <translation>--rps：必须给出峰值每秒请求数</translation>
    </message>
    <message>
        <location filename="../../app/clicapacity.cpp" line="115"/>
        <source>--hourly-rps: value %1 (&apos;%2&apos;) is not a number</source>
        <translation>--hourly-rps：第 %1 个值（“%2”）不是数字</translation>
    </message>
    <message>
        <location filename="../../app/clicapacity.cpp" line="128"/>
        <source>%1 at %2 requests/s at the peak (average %3), prompts %4 tokens (p95 %5), answers %6 tokens (p95 %7); targets at p%8: TTFT %9</source>
        <translation>%1：峰值 %2 请求/秒（平均 %3），输入 %4 token（p95 %5），输出 %6 token（p95 %7）；p%8 目标：TTFT %9</translation>
    </message>
    <message>
        <location filename="../../app/clicapacity.cpp" line="142"/>
        <location filename="../../app/clicapacity.cpp" line="146"/>
        <location filename="../../app/clicapacity.cpp" line="149"/>
        <source>none</source>
        <translation>不限</translation>
    </message>
    <message>
        <location filename="../../app/clicapacity.cpp" line="143"/>
        <source>, TPOT %1, end-to-end %2</source>
        <translation>，TPOT %1，端到端 %2</translation>
    </message>
    <message>
        <location filename="../../app/clicapacity.cpp" line="170"/>
        <source>--tpot %1: below one decode step on the fastest GPU (%2 s on %3); no instance type can meet it</source>
        <translation>--tpot %1：低于最快 GPU 上的单个解码步（%3 上为 %2 s）；没有实例规格能满足</translation>
    </message>
    <message>
        <location filename="../../app/clicapacity.cpp" line="176"/>
        <source>--ttft %1: below one prompt&apos;s prefill on the fastest GPU (%2 s on %3); no instance type can meet it</source>
        <translation>--ttft %1：低于最快 GPU 上单个提示的预填充时间（%3 上为 %2 s）；没有实例规格能满足</translation>
    </message>
    <message>
        <location filename="../../app/clicapacity.cpp" line="182"/>
        <source>--e2e %1: one request alone takes longer on the fastest GPU (%2 s on %3); no instance type can meet it</source>
        <translation>--e2e %1：在最快的 GPU 上单个请求本身就需要更久（%3 上为 %2 s）；没有实例规格能满足</translation>
    </message>
    <message>
        <location filename="../../app/clicapacity.cpp" line="206"/>
        <source>  %1 running: TPOT %2 ms, TTFT %3 s</source>
        <translation>  %1 条运行中：TPOT %2 ms，TTFT %3 s</translation>
    </message>
    <message>
        <location filename="../../app/clicapacity.cpp" line="282"/>
        <source>--task: capacity plans serving; &apos;%1&apos; is a training task</source>
        <translation>--task：capacity 规划的是推理服务；“%1”是训练任务</translation>
    </message>
    <message>
        <location filename="../../app/clicapacity.cpp" line="317"/>
        <location filename="../../app/clicatalog.cpp" line="98"/>
        <location filename="../../app/clirank.cpp" line="122"/>
        <location filename="../../app/clirefresh.cpp" line="194"/>
        <source>--region: unknown region &apos;%1&apos; (see &apos;gpu-planner catalog regions&apos;)</source>
        <translation>--region：未知地域“%1”（见 &apos;gpu-planner catalog regions&apos;）</translation>
    </message>
    <message>
        <location filename="../../app/clicapacity.cpp" line="358"/>
        <source>--instance-type: &apos;%1&apos; has no price or GPU in region %2</source>
        <translation>--instance-type：“%1”在地域 %2 没有价格或 GPU</translation>
    </message>
    <message>
        <location filename="../../app/clicapacity.cpp" line="432"/>
        <source>the model does not fit this target with one sequence under vLLM (see &apos;gpu-planner rank&apos; for why)</source>
        <translation>在 vLLM 下，该目标连一条序列都装不下此模型（原因见“gpu-planner rank”）</translation>
    </message>
    <message>
        <location filename="../../app/clicapacity.cpp" line="459"/>
        <source>No request rate meets the targets: %1 is already over at one request at a time (TTFT %2 s, TPOT %3 ms).</source>
        <translation>没有任何请求速率能满足目标：每次只处理一个请求时 %1 就已超出（TTFT %2 s，TPOT %3 ms）。</translation>
    </message>
    <message>
        <location filename="../../app/clicapacity.cpp" line="469"/>
        <source>At most %1 requests/s (%2 per replica × %3, tensor parallel %4): TTFT %5 s, TPOT %6 ms at p%7 with %8 sequences running; more is stopped by %9.</source>
        <translation>最多 %1 请求/秒（单副本 %2 × %3，张量并行 %4）：p%7 下 TTFT %5 s、TPOT %6 ms，运行中序列 %8 条；再多会受 %9 限制。</translation>
    </message>
    <message>
        <location filename="../../app/clicapacity.cpp" line="198"/>
        <source>Latency of one replica against running sequences:</source>
        <translation>单个副本的延迟随运行中序列数的变化：</translation>
    </message>
    <message>
        <location filename="../../app/clicapacity.cpp" line="367"/>
        <source>Each replica is one vLLM engine; the model and its formulas: docs/capacity.md.</source>
        <translation>每个副本是一个 vLLM 引擎；模型及其公式见 docs/capacity.md。</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="103"/>
        <source>--family: unknown instance family &apos;%1&apos;</source>
        <translation>--family：未知实例规格族“%1”</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="114"/>
        <source>give one instance type, e.g. ecs.gn7i-c8g1.2xlarge</source>
        <translation>请给出一个实例规格，例如 ecs.gn7i-c8g1.2xlarge</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="124"/>
        <source>unknown instance type &apos;%1&apos;</source>
        <translation>未知实例规格“%1”</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="130"/>
        <location filename="../../app/clicatalog.cpp" line="145"/>
        <location filename="../../app/clicatalog.cpp" line="151"/>
        <location filename="../../app/clicatalog.cpp" line="166"/>
        <location filename="../../app/clicatalog.cpp" line="169"/>
        <source>(undocumented)</source>
        <translation>（未公开）</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="134"/>
        <source>vCPU</source>
        <translation>vCPU</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="135"/>
        <location filename="../../app/clicatalog.cpp" line="177"/>
        <source>memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="137"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="138"/>
        <source>(not named)</source>
        <translation>（未写明型号）</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="141"/>
        <source>%1 GiB each</source>
        <translation>每块 %1 GiB</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="143"/>
        <source>GPU share</source>
        <translation>GPU 份额</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="147"/>
        <source>interconnect</source>
        <translation>互联</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="149"/>
        <source>network</source>
        <translation>网络</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="153"/>
        <source>RDMA</source>
        <translation>RDMA</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="154"/>
        <source>(none documented)</source>
        <translation>（未公开）</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="157"/>
        <source>local storage</source>
        <translation>本地存储</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="158"/>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="161"/>
        <location filename="../../app/clicatalog.cpp" line="192"/>
        <source>source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="162"/>
        <location filename="../../app/clicatalog.cpp" line="194"/>
        <source>notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="170"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="171"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="173"/>
        <source>GPU model %1 [%2]</source>
        <translation>GPU 型号 %1 [%2]</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="175"/>
        <source>architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="179"/>
        <source>bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="181"/>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="183"/>
        <source>FP16 tensor</source>
        <translation>FP16 Tensor</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="184"/>
        <source>TFLOPS (dense)</source>
        <translation>TFLOPS（稠密）</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="186"/>
        <source>BF16 / FP8</source>
        <translation>BF16 / FP8</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="188"/>
        <source>INT8</source>
        <translation>INT8</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="189"/>
        <source>TOPS (dense)</source>
        <translation>TOPS（稠密）</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="190"/>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="197"/>
        <source>Prices:</source>
        <translation>价格：</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="198"/>
        <source>none (import one or enter it)</source>
        <translation>无（请导入或手动录入）</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="207"/>
        <source> (stale)</source>
        <translation>（已过期）</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="212"/>
        <source>spot %1/%2: about %3% of pay-as-you-go, interruption %4, %5</source>
        <translation>抢占式实例 %1/%2：约为按量付费的 %3%，中断率 %4，%5</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="222"/>
        <source>stock %1/%2: %3, %4</source>
        <translation>库存 %1/%2：%3，%4</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="246"/>
        <source>give one or more files to import</source>
        <translation>请给出一个或多个要导入的文件</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="252"/>
        <source>--format: &apos;%1&apos; is not auto, instance-types, price, spot-advice or price-csv</source>
        <translation>--format：“%1”不是 auto、instance-types、price、spot-advice 或 price-csv</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="262"/>
        <source>--as-of: &apos;%1&apos; is not a date (YYYY-MM-DD)</source>
        <translation>--as-of：“%1”不是日期（YYYY-MM-DD）</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="273"/>
        <source>a DescribePrice import needs --region and --instance-type</source>
        <translation>导入 DescribePrice 需要 --region 和 --instance-type</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="287"/>
        <location filename="../../app/clicatalog.cpp" line="345"/>
        <source>--unit: &apos;%1&apos; is not hour, week, month or year</source>
        <translation>--unit：“%1”不是 hour、week、month 或 year</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="294"/>
        <source>--period: must be at least 1</source>
        <translation>--period：至少为 1</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="307"/>
        <location filename="../../app/clicatalog.cpp" line="312"/>
        <source>Nothing was imported.</source>
        <translation>未导入任何内容。</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="317"/>
        <source>Dry run: nothing was written.</source>
        <translation>试运行：未写入任何内容。</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="319"/>
        <source>Imported into %1</source>
        <translation>已导入到 %1</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="328"/>
        <source>give one instance type</source>
        <translation>请给出一个实例规格</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="333"/>
        <source>--region is required</source>
        <translation>需要 --region</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="354"/>
        <source>--amount: a price greater than 0 is required</source>
        <translation>--amount：需要大于 0 的价格</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="358"/>
        <source>--currency: &apos;%1&apos; is not CNY or USD</source>
        <translation>--currency：“%1”不是 CNY 或 USD</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="363"/>
        <source>--as-of: &apos;%1&apos; is not a date</source>
        <translation>--as-of：“%1”不是日期</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="373"/>
        <source>Saved %1 %2/%3 for %4 in %5 into %6</source>
        <translation>已将 %4 在 %5 的价格 %1 %2/%3 保存到 %6</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="387"/>
        <source>this deletes every imported or entered row in %1; add --yes to confirm</source>
        <translation>这会删除 %1 中所有导入或手动录入的行；加 --yes 确认</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="395"/>
        <source>Removed %1; the shipped catalog is used alone.</source>
        <translation>已删除 %1；现在只使用随附目录。</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="399"/>
        <source>Moved %1 to %2 (a backup copy); the shipped catalog is used alone.</source>
        <translation>已将 %1 移至 %2（备份）；现在只使用随附的目录。</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="414"/>
        <source>--today: &apos;%1&apos; is not a date (YYYY-MM-DD)</source>
        <translation>--today：“%1”不是日期（YYYY-MM-DD）</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="431"/>
        <location filename="../../app/clicatalog.cpp" line="478"/>
        <source>error: %1: %2</source>
        <translation>错误：%1：%2</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="433"/>
        <source>warning: %1: %2</source>
        <translation>警告：%1：%2</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="434"/>
        <source>info: %1: %2</source>
        <translation>信息：%1：%2</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="437"/>
        <location filename="../../app/clirefresh.cpp" line="136"/>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="439"/>
        <source>Catalog %1 (data of %2), overlay %3 (%4)</source>
        <translation>目录 %1（数据日期 %2），本地修改 %3（%4）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/clicatalog.cpp" line="442"/>
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n 行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/clicatalog.cpp" line="444"/>
        <location filename="../../app/clicatalog.cpp" line="487"/>
        <location filename="../../app/clireport.cpp" line="122"/>
        <source>%n instance type(s)</source>
        <translation>
            <numerusform>%n 个实例规格</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/clicatalog.cpp" line="446"/>
        <location filename="../../app/clicatalog.cpp" line="489"/>
        <source>%n GPU model(s)</source>
        <translation>
            <numerusform>%n 个 GPU 型号</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/clicatalog.cpp" line="447"/>
        <location filename="../../app/clicatalog.cpp" line="491"/>
        <location filename="../../app/clirefresh.cpp" line="135"/>
        <source>%n price(s)</source>
        <translation>
            <numerusform>%n 个价格</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/clicatalog.cpp" line="448"/>
        <location filename="../../app/clirefresh.cpp" line="137"/>
        <source>%n spot advice row(s)</source>
        <translation>
            <numerusform>%n 行抢占式实例建议</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/clicatalog.cpp" line="450"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n 个错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/clicatalog.cpp" line="451"/>
        <source>%n price(s) older than 180 days</source>
        <translation>
            <numerusform>%n 个价格超过 180 天</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/clicatalog.cpp" line="453"/>
        <source>%n type(s) without any price</source>
        <translation>
            <numerusform>%n 个规格没有任何价格</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="456"/>
        <source>(--verbose lists the stale prices and the types without a price)</source>
        <translation>（--verbose 会列出过期价格和没有价格的规格）</translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="467"/>
        <source>--sources DIR and --out FILE are required</source>
        <translation>需要 --sources DIR 和 --out FILE</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/clicatalog.cpp" line="482"/>
        <source>the sources have %n integrity error(s)</source>
        <translation>
            <numerusform>源文件有 %n 个完整性错误</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/clicatalog.cpp" line="484"/>
        <source>Wrote %1: %2, %3, %4, %5, %6</source>
        <translation>已写入 %1：%2，%3，%4，%5，%6</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/clicatalog.cpp" line="490"/>
        <source>%n region(s)</source>
        <translation>
            <numerusform>%n 个地域</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="26"/>
        <source>The library folder is --dir, else the environment variable GPU_PLANNER_LIBRARY.</source>
        <translation>方案库文件夹取 --dir，否则取环境变量 GPU_PLANNER_LIBRARY。</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="41"/>
        <source>--dir: give a folder</source>
        <translation>--dir：请给出一个文件夹</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="47"/>
        <source>no library folder: give --dir FOLDER or set the environment variable GPU_PLANNER_LIBRARY</source>
        <translation>没有方案库文件夹：请给出 --dir FOLDER 或设置环境变量 GPU_PLANNER_LIBRARY</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="58"/>
        <source>library folder %1 does not exist</source>
        <translation>方案库文件夹 %1 不存在</translation>
    </message>
    <message>
        <location filename="../../app/cliestimate.cpp" line="47"/>
        <location filename="../../app/cliestimate.cpp" line="323"/>
        <location filename="../../app/clilibrary.cpp" line="174"/>
        <location filename="../../app/clirank.cpp" line="283"/>
        <source>--format: &apos;%1&apos; is not table or json</source>
        <translation>--format：“%1”不是 table 或 json</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/cliestimate.cpp" line="91"/>
        <source>%n preset(s) (gpu-planner estimate --model ID)</source>
        <translation>
            <numerusform>%n 个预设（gpu-planner estimate --model ID）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/cliestimate.cpp" line="105"/>
        <location filename="../../app/clirank.cpp" line="106"/>
        <location filename="../../app/clireport.cpp" line="113"/>
        <source>%1 exists; add --force to replace it</source>
        <translation>%1 已存在；加 --force 可替换</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/cliestimate.cpp" line="151"/>
        <source>Wrote %1 (%2, %n price(s) of %3 saved with it)</source>
        <translation>
            <numerusform>已写入 %1（%2，随附保存了 %3 的 %n 条价格）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/cliestimate.cpp" line="266"/>
        <source>%1, %2, %n GPU(s)</source>
        <translation>
            <numerusform>%1，%2，%n 块 GPU</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/cliestimate.cpp" line="270"/>
        <source>Per GPU:</source>
        <translation>每块 GPU：</translation>
    </message>
    <message>
        <location filename="../../app/cliestimate.cpp" line="271"/>
        <source>weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location filename="../../app/cliestimate.cpp" line="272"/>
        <source>gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location filename="../../app/cliestimate.cpp" line="273"/>
        <source>optimizer</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <location filename="../../app/cliestimate.cpp" line="274"/>
        <source>activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <location filename="../../app/cliestimate.cpp" line="275"/>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <location filename="../../app/cliestimate.cpp" line="276"/>
        <source>overhead</source>
        <translation>运行时开销</translation>
    </message>
    <message>
        <location filename="../../app/cliestimate.cpp" line="277"/>
        <source>total</source>
        <translation>合计</translation>
    </message>
    <message>
        <location filename="../../app/cliestimate.cpp" line="280"/>
        <source>(total is the nvidia-smi view on a card just large enough: allocated %1 + fragmentation %2 + CUDA context %3 GiB; on a larger card PyTorch may report %4 GiB reserved, nvidia-smi %5 GiB)</source>
        <translation>（合计为恰好够用的显卡上 nvidia-smi 的口径：已分配 %1 + 碎片 %2 + CUDA 上下文 %3 GiB；在更大的显卡上 PyTorch 可能报告保留 %4 GiB，nvidia-smi 显示 %5 GiB）</translation>
    </message>
    <message>
        <location filename="../../app/cliestimate.cpp" line="288"/>
        <source>Host RAM per node: needs %1 GiB</source>
        <translation>每节点主机内存：需要 %1 GiB</translation>
    </message>
    <message>
        <location filename="../../app/cliestimate.cpp" line="292"/>
        <source>; %1–%2 GiB recommended for the data pipeline</source>
        <translation>；数据管道建议 %1–%2 GiB</translation>
    </message>
    <message>
        <location filename="../../app/cliestimate.cpp" line="298"/>
        <source>Assumptions:</source>
        <translation>假设：</translation>
    </message>
    <message>
        <location filename="../../app/cliestimate.cpp" line="304"/>
        <source>warning:</source>
        <translation>警告：</translation>
    </message>
    <message>
        <location filename="../../app/cliestimate.cpp" line="339"/>
        <source>give one CSV file with the columns of vram-calibration.csv</source>
        <translation>请给出一个列与 vram-calibration.csv 相同的 CSV 文件</translation>
    </message>
    <message>
        <location filename="../../app/cliestimate.cpp" line="355"/>
        <source>%1: no row could be estimated, so there is no MAPE</source>
        <translation>%1：没有任何一行能够估算，因此没有 MAPE</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="239"/>
        <source>No scenario in %1 matches &apos;%2&apos;.
</source>
        <translation>%1 中没有与“%2”匹配的方案。
</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="241"/>
        <source>No scenarios in %1.
</source>
        <translation>%1 中没有方案。
</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="246"/>
        <source>NAME</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="247"/>
        <source>MODEL</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="248"/>
        <source>TASK</source>
        <translation>任务</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="249"/>
        <source>NEED/GPU</source>
        <translation>单卡需求</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="250"/>
        <source>BEST COST</source>
        <translation>最低费用</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="251"/>
        <source>AUTHOR</source>
        <translation>作者</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="252"/>
        <source>REV</source>
        <translation>版本</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="253"/>
        <source>MODIFIED</source>
        <translation>修改时间</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="254"/>
        <source>TAGS</source>
        <translation>标签</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="255"/>
        <source>FILE</source>
        <translation>文件</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="261"/>
        <source>(unreadable)</source>
        <translation>（无法读取）</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="267"/>
        <source>%1 %2/month (%3 × %4)</source>
        <translation>%1 %2/月（%3 × %4）</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="272"/>
        <source>%1 %2/M tokens</source>
        <translation>%1 %2/百万 token</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="291"/>
        <location filename="../../app/clirefresh.cpp" line="212"/>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="301"/>
        <source>Saved prices of %1 against today&apos;s catalog:</source>
        <translation>%1 保存的价格与今日目录对比：</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="304"/>
        <source>Saved prices of %1 (saved %2) against today&apos;s catalog:</source>
        <translation>%1 保存的价格（保存于 %2）与今日目录对比：</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="311"/>
        <source>No prices were saved with this scenario (written by scenario format 1, which kept none).</source>
        <translation>此方案没有保存价格（由方案格式 1 写入，该格式不保存价格）。</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="314"/>
        <source>No prices were saved with this scenario.</source>
        <translation>此方案没有保存价格。</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="322"/>
        <source>TYPE</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="322"/>
        <source>REGION</source>
        <translation>地域</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="323"/>
        <source>MODE</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="323"/>
        <source>SAVED</source>
        <translation>保存时</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="324"/>
        <source>TODAY</source>
        <translation>今日</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="324"/>
        <location filename="../../app/clilibrary.cpp" line="439"/>
        <source>CHANGE</source>
        <translation>变化</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="331"/>
        <location filename="../../app/clilibrary.cpp" line="341"/>
        <source>undated</source>
        <translation>无日期</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="335"/>
        <source>no price today</source>
        <translation>今日无价格</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="344"/>
        <source>now in another currency</source>
        <translation>现为另一种货币</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/clilibrary.cpp" line="364"/>
        <source>%n price(s): </source>
        <translation>
            <numerusform>%n 个价格：</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="365"/>
        <source>%1 changed, %2 without a price today, %3 unchanged (not listed).</source>
        <translation>%1 个有变化，%2 个今日无价格，%3 个未变（未列出）。</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="380"/>
        <source>give two scenario files to compare, or one to compare its saved prices with today&apos;s</source>
        <translation>请给出两个方案文件进行比较，或给出一个，将其保存的价格与今日价格比较</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="392"/>
        <location filename="../../app/clilibrary.cpp" line="511"/>
        <location filename="../../app/clireport.cpp" line="77"/>
        <source>%1: cannot open: %2</source>
        <translation>%1：无法打开：%2</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="409"/>
        <location filename="../../app/clilibrary.cpp" line="413"/>
        <source>%1 (%2, revision %3)</source>
        <translation>%1（%2，版本 %3）</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="418"/>
        <source>The inputs and plan options are the same.</source>
        <translation>输入和规划选项相同。</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="423"/>
        <source>FIELD</source>
        <translation>字段</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="430"/>
        <location filename="../../app/clilibrary.cpp" line="453"/>
        <location filename="../../app/clilibrary.cpp" line="455"/>
        <source>n/a</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="438"/>
        <source>RESULT</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="440"/>
        <source>VRAM per GPU (GiB)</source>
        <translation>单卡显存 (GiB)</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="443"/>
        <source>hours (best option)</source>
        <translation>小时数（最佳方案）</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="447"/>
        <source>cost (best option, %1)</source>
        <translation>费用（最佳方案，%1）</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="451"/>
        <source>cost (best option)</source>
        <translation>费用（最佳方案）</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="456"/>
        <source>not comparable (%1 vs %2)</source>
        <translation>无法比较（%1 与 %2）</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="459"/>
        <source>cost per million tokens (%1)</source>
        <translation>每百万 token 成本（%1）</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="463"/>
        <source>best option</source>
        <translation>最佳方案</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="464"/>
        <location filename="../../app/clilibrary.cpp" line="466"/>
        <source>(none fits with a price)</source>
        <translation>（没有放得下且有价格的规格）</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="468"/>
        <source>same</source>
        <translation>相同</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="469"/>
        <source>changed</source>
        <translation>已变化</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="487"/>
        <source>give one scenario file</source>
        <translation>请给出一个方案文件</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="503"/>
        <source>give one share code (GPUP1:...) or a file holding one</source>
        <translation>请给出一个分享码（GPUP1:...）或包含分享码的文件</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="517"/>
        <source>%1: %2 bytes is too large to hold a share code</source>
        <translation>%1：%2 字节，太大，不可能是分享码</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="523"/>
        <source>&apos;%1&apos; is neither a share code (GPUP1:...) nor a file</source>
        <translation>“%1”既不是分享码（GPUP1:...）也不是文件</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="545"/>
        <location filename="../../app/clilibrary.cpp" line="556"/>
        <source>%1 exists; nothing was written</source>
        <translation>%1 已存在；未写入任何内容</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="564"/>
        <source>Shared scenario</source>
        <translation>分享的方案</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="586"/>
        <source>The trash of %1 is empty.</source>
        <translation>%1 的回收站是空的。</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="591"/>
        <source>DELETED (UTC)</source>
        <translation>删除时间 (UTC)</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="592"/>
        <source>ORIGINAL FILE</source>
        <translation>原文件</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="593"/>
        <source>IN THE TRASH AS</source>
        <translation>回收站中的文件</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="605"/>
        <source>give the name of one deleted scenario (see &apos;gpu-planner library trash&apos;)</source>
        <translation>请给出一个已删除方案的名称（见 &apos;gpu-planner library trash&apos;）</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="637"/>
        <source>&apos;%1&apos; is not in the trash of %2 (see &apos;gpu-planner library trash&apos;)</source>
        <translation>“%1”不在 %2 的回收站中（见 &apos;gpu-planner library trash&apos;）</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="643"/>
        <source>Restored %1 (the latest of %2 deleted copies) to %3</source>
        <translation>已将 %1（%2 个已删除副本中最新的一个）恢复到 %3</translation>
    </message>
    <message>
        <location filename="../../app/clilibrary.cpp" line="648"/>
        <source>Restored %1 to %2</source>
        <translation>已将 %1 恢复到 %2</translation>
    </message>
    <message>
        <location filename="../../app/clirefresh.cpp" line="47"/>
        <source>--pricing: &apos;%1&apos; is not payg, subscription or spot</source>
        <translation>--pricing：“%1”不是 payg、subscription 或 spot</translation>
    </message>
    <message>
        <location filename="../../app/clirefresh.cpp" line="52"/>
        <source>--pricing: give payg, subscription and/or spot</source>
        <translation>--pricing：请给出 payg、subscription 和/或 spot</translation>
    </message>
    <message>
        <location filename="../../app/clirefresh.cpp" line="58"/>
        <source>--endpoint: &apos;%1&apos; is not an http(s) URL</source>
        <translation>--endpoint：“%1”不是 http(s) URL</translation>
    </message>
    <message>
        <location filename="../../app/clirefresh.cpp" line="62"/>
        <source>--endpoint: &apos;%1&apos; is not https; credentials are only sent over https (plain http only to a loopback address, for tests)</source>
        <translation>--endpoint：“%1”不是 https；凭据只通过 https 发送（明文 http 仅限环回地址，供测试使用）</translation>
    </message>
    <message>
        <location filename="../../app/clirefresh.cpp" line="72"/>
        <source>--rate: &apos;%1&apos; is not a number of requests a second from 0.1 to 1000</source>
        <translation>--rate：“%1”不是 0.1 到 1000 之间的每秒请求数</translation>
    </message>
    <message>
        <location filename="../../app/clirefresh.cpp" line="82"/>
        <source>--instance-types needs --pricing with --new-types</source>
        <translation>与 --new-types 同用时，--instance-types 需要 --pricing</translation>
    </message>
    <message>
        <location filename="../../app/clirefresh.cpp" line="102"/>
        <source>--instance-types: not in the catalog: %1 (see &apos;gpu-planner catalog list&apos;)</source>
        <translation>--instance-types：不在目录中：%1（见 &apos;gpu-planner catalog list&apos;）</translation>
    </message>
    <message>
        <location filename="../../app/clirefresh.cpp" line="107"/>
        <source>--instance-types: give at least one instance type</source>
        <translation>--instance-types：至少给出一个实例规格</translation>
    </message>
    <message>
        <location filename="../../app/clirefresh.cpp" line="120"/>
        <source>failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/clirefresh.cpp" line="124"/>
        <source>%n new instance type(s) added</source>
        <translation>
            <numerusform>新增 %n 个实例规格</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/clirefresh.cpp" line="127"/>
        <source>; %n type(s) of the catalog differ from the API and were not changed (%1)</source>
        <translation>
            <numerusform>；目录中有 %n 个规格与 API 不一致，未修改（%1）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/clirefresh.cpp" line="139"/>
        <source> and </source>
        <translation>和</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/clirefresh.cpp" line="140"/>
        <source>%n stock row(s) updated, </source>
        <translation>
            <numerusform>%n 行库存已更新，</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/clirefresh.cpp" line="142"/>
        <source>%1 failed, </source>
        <translation>%1 个失败，</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/clirefresh.cpp" line="143"/>
        <source>%n price(s) entered by hand kept; </source>
        <translation>
            <numerusform>保留 %n 个手动录入的价格；</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/clirefresh.cpp" line="146"/>
        <source>1 batch saved to %1</source>
        <translation>1 批已保存到 %1</translation>
    </message>
    <message>
        <location filename="../../app/clirefresh.cpp" line="147"/>
        <source>%1 batches saved to %2</source>
        <translation>%1 批已保存到 %2</translation>
    </message>
    <message>
        <location filename="../../app/clirefresh.cpp" line="150"/>
        <source> in %1 s (%2 HTTP requests)
</source>
        <translation>，用时 %1 s（%2 个 HTTP 请求）
</translation>
    </message>
    <message>
        <location filename="../../app/clirefresh.cpp" line="168"/>
        <source>region_id of the aliyun CLI profile</source>
        <translation>aliyun CLI 配置的 region_id</translation>
    </message>
    <message>
        <location filename="../../app/clirefresh.cpp" line="175"/>
        <source>--region is required (or region_id in the aliyun CLI profile, or ALIBABA_CLOUD_REGION_ID), e.g. --region cn-hangzhou</source>
        <translation>需要 --region（或 aliyun CLI 配置中的 region_id，或 ALIBABA_CLOUD_REGION_ID），例如 --region cn-hangzhou</translation>
    </message>
    <message>
        <location filename="../../app/clirefresh.cpp" line="180"/>
        <source>give --instance-types or --all, not both</source>
        <translation>--instance-types 和 --all 只能给出一个</translation>
    </message>
    <message>
        <location filename="../../app/clirefresh.cpp" line="197"/>
        <source>unknown region &apos;%1&apos; from %2 (see &apos;gpu-planner catalog regions&apos;)</source>
        <translation>来自%2的地域“%1”未知（见 &apos;gpu-planner catalog regions&apos;）</translation>
    </message>
    <message>
        <location filename="../../app/clirefresh.cpp" line="210"/>
        <location filename="../../app/clirefresh.cpp" line="253"/>
        <source>Nothing was changed.</source>
        <translation>未做任何修改。</translation>
    </message>
    <message>
        <location filename="../../app/clirefresh.cpp" line="227"/>
        <source>%1/%2 requests answered</source>
        <translation>已应答 %1/%2 个请求</translation>
    </message>
    <message>
        <location filename="../../app/clirefresh.cpp" line="233"/>
        <source>Refreshing %1 from %2 with the AccessKey %3 (%4): %5 requests
</source>
        <translation>正在用 AccessKey %3（%4）从 %2 刷新 %1：%5 个请求
</translation>
    </message>
    <message>
        <location filename="../../app/clirefresh.cpp" line="250"/>
        <source>stopped: %1
%2</source>
        <translation>已停止：%1
%2</translation>
    </message>
    <message>
        <location filename="../../app/clirefresh.cpp" line="254"/>
        <source>Only whole batches were saved.</source>
        <translation>只保存了完整的批次。</translation>
    </message>
    <message>
        <location filename="../../app/clireport.cpp" line="24"/>
        <source>PDF report</source>
        <translation>PDF 报告</translation>
    </message>
    <message>
        <location filename="../../app/clireport.cpp" line="26"/>
        <source>CSV table</source>
        <translation>CSV 表格</translation>
    </message>
    <message>
        <location filename="../../app/clireport.cpp" line="28"/>
        <source>JSON table</source>
        <translation>JSON 表格</translation>
    </message>
    <message>
        <location filename="../../app/clireport.cpp" line="30"/>
        <source>Markdown table</source>
        <translation>Markdown 表格</translation>
    </message>
    <message>
        <location filename="../../app/clireport.cpp" line="32"/>
        <source>Excel workbook</source>
        <translation>Excel 工作簿</translation>
    </message>
    <message>
        <location filename="../../app/clireport.cpp" line="43"/>
        <source>--scenario FILE is required</source>
        <translation>需要 --scenario FILE</translation>
    </message>
    <message>
        <location filename="../../app/cliestimate.cpp" line="101"/>
        <location filename="../../app/clireport.cpp" line="45"/>
        <source>--out FILE is required</source>
        <translation>需要 --out FILE</translation>
    </message>
    <message>
        <location filename="../../app/clirank.cpp" line="100"/>
        <location filename="../../app/clireport.cpp" line="49"/>
        <source>--out: give a file name</source>
        <translation>--out：请给出文件名</translation>
    </message>
    <message>
        <location filename="../../app/clireport.cpp" line="59"/>
        <source>--format: &apos;%1&apos; is not pdf, csv, json, md or xlsx</source>
        <translation>--format：“%1”不是 pdf、csv、json、md 或 xlsx</translation>
    </message>
    <message>
        <location filename="../../app/clireport.cpp" line="70"/>
        <source>--top: must be at least 1</source>
        <translation>--top：至少为 1</translation>
    </message>
    <message>
        <location filename="../../app/clireport.cpp" line="87"/>
        <source>%1: plan.region: unknown region &apos;%2&apos; (see &apos;gpu-planner catalog regions&apos;)</source>
        <translation>%1：plan.region：未知地域“%2”（见 &apos;gpu-planner catalog regions&apos;）</translation>
    </message>
    <message>
        <location filename="../../app/clireport.cpp" line="93"/>
        <source>%1: plan.families: unknown instance family &apos;%2&apos;</source>
        <translation>%1：plan.families：未知实例规格族“%2”</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/clireport.cpp" line="121"/>
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n 页</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/clireport.cpp" line="124"/>
        <source>Chinese</source>
        <translation>中文</translation>
    </message>
    <message>
        <location filename="../../app/clireport.cpp" line="125"/>
        <source>English</source>
        <translation>英文</translation>
    </message>
    <message>
        <location filename="../../app/clireport.cpp" line="126"/>
        <source>Wrote %1 (%2, %3, %4)
</source>
        <translation>已写入 %1（%2，%3，%4）
</translation>
    </message>
    <message>
        <location filename="../../app/cli.cpp" line="41"/>
        <source>Usage: gpu-planner [--catalog FILE] [--overlay FILE] [--lang en|zh_CN] [FILE.gpuplan.json...]
           open the window, with these scenario files open
       gpu-planner COMMAND [flags]                            run without a window
       gpu-planner COMMAND --help                             a command&apos;s flags, with their ranges

Commands:
</source>
        <translation>用法：gpu-planner [--catalog FILE] [--overlay FILE] [--lang en|zh_CN] [FILE.gpuplan.json...]
           打开窗口，并打开这些方案文件
       gpu-planner COMMAND [参数]                             不打开窗口运行
       gpu-planner COMMAND --help                             某个命令的参数及其取值范围

命令：
</translation>
    </message>
    <message>
        <location filename="../../app/cli.cpp" line="61"/>
        <source>      The team library (folder from --dir or GPU_PLANNER_LIBRARY): list and search,
      diff two scenarios or saved prices against today&apos;s, share codes, the trash.

Global flags: --catalog FILE (or GPU_PLANNER_CATALOG), --overlay FILE (or
  GPU_PLANNER_OVERLAY), --lang en|zh_CN (default: the system&apos;s language),
  -h, --help, -V, --version
</source>
        <translation>      团队方案库（文件夹取自 --dir 或 GPU_PLANNER_LIBRARY）：列出与搜索、
      比较两个方案或将保存的价格与今天的价格比较、分享码、回收站。

全局参数：--catalog FILE（或 GPU_PLANNER_CATALOG）、--overlay FILE（或
  GPU_PLANNER_OVERLAY）、--lang en|zh_CN（默认：系统语言）、
  -h、--help、-V、--version
</translation>
    </message>
    <message>
        <location filename="../../app/cli.cpp" line="130"/>
        <source>missing subcommand: %1</source>
        <translation>缺少子命令：%1</translation>
    </message>
    <message>
        <location filename="../../app/cli.cpp" line="134"/>
        <source>unknown subcommand &apos;%1&apos; (%2)</source>
        <translation>未知子命令“%1”（%2）</translation>
    </message>
    <message>
        <location filename="../../app/cli.cpp" line="189"/>
        <source>Usage: gpu-planner %1 SUBCOMMAND [flags]</source>
        <translation>用法：gpu-planner %1 SUBCOMMAND [参数]</translation>
    </message>
    <message>
        <location filename="../../app/cli.cpp" line="193"/>
        <source>  &apos;gpu-planner %1 SUBCOMMAND --help&apos; lists its flags.
</source>
        <translation>  “gpu-planner %1 SUBCOMMAND --help”列出其参数。
</translation>
    </message>
    <message>
        <location filename="../../app/cli.cpp" line="143"/>
        <location filename="../../app/cli.cpp" line="199"/>
        <source>unknown command &apos;%1&apos;</source>
        <translation>未知命令“%1”</translation>
    </message>
    <message>
        <location filename="../../app/cli.cpp" line="217"/>
        <source>unknown flag &apos;%1&apos; (did you mean &apos;%2&apos;?)</source>
        <translation>未知参数“%1”（你是想用“%2”吗？）</translation>
    </message>
    <message>
        <location filename="../../app/cli.cpp" line="267"/>
        <source>no command</source>
        <translation>未给出命令</translation>
    </message>
    <message>
        <location filename="../../app/cli.cpp" line="219"/>
        <location filename="../../app/clicommon.h" line="73"/>
        <source>unknown flag &apos;%1&apos;</source>
        <translation>未知参数“%1”</translation>
    </message>
    <message>
        <location filename="../../app/clicommon.h" line="41"/>
        <source>--pricing: &apos;%1&apos; is not one of: %2</source>
        <translation>--pricing：“%1”不是以下之一：%2</translation>
    </message>
    <message>
        <location filename="../../app/clicommon.h" line="80"/>
        <source>flag &apos;%1&apos; needs a value</source>
        <translation>参数“%1”需要一个值</translation>
    </message>
    <message>
        <location filename="../../app/clicommon.h" line="88"/>
        <source>flag &apos;%1&apos; takes no value</source>
        <translation>参数“%1”不接受值</translation>
    </message>
    <message>
        <location filename="../../app/clicommon.h" line="152"/>
        <source>%1: &apos;%2&apos; is not a non-negative number</source>
        <translation>%1：“%2”不是非负数</translation>
    </message>
    <message>
        <location filename="../../app/clicommon.h" line="155"/>
        <location filename="../../app/clicommon.h" line="177"/>
        <source>: must be %1</source>
        <translation>：必须%1</translation>
    </message>
    <message>
        <location filename="../../app/clicommon.h" line="174"/>
        <source>%1: &apos;%2&apos; is not a whole number</source>
        <translation>%1：“%2”不是整数</translation>
    </message>
    <message>
        <location filename="../../app/clicommon.h" line="191"/>
        <source>%1: &apos;%2&apos; is not a whole number from 0 to %3</source>
        <translation>%1：“%2”不是 0 到 %3 之间的整数</translation>
    </message>
    <message>
        <location filename="../../app/clicommon.h" line="215"/>
        <source>Run &apos;gpu-planner --help&apos; for the commands and their flags.</source>
        <translation>运行“gpu-planner --help”查看命令及其参数。</translation>
    </message>
    <message>
        <location filename="../../app/clicommon.h" line="245"/>
        <source>--json and --format %1 ask for different outputs; give one of them</source>
        <translation>--json 与 --format %1 要求的输出格式不同；请只给出其中一个</translation>
    </message>
    <message>
        <location filename="../../app/clicommon.h" line="270"/>
        <source>To use the shipped catalog again, run: %1
(the overlay is kept as a backup copy beside it; your imported and entered rows are not lost)</source>
        <translation>要重新使用随附的目录，请运行：%1
（本地修改数据库会作为备份保留在原位置旁，你导入和录入的数据不会丢失）</translation>
    </message>
    <message>
        <location filename="../../app/clicapacity.cpp" line="305"/>
        <source>--format: &apos;%1&apos; is not table, csv, json or markdown</source>
        <translation>--format：“%1”不是 table、csv、json 或 markdown</translation>
    </message>
    <message>
        <location filename="../../app/clirank.cpp" line="111"/>
        <source>--sort: &apos;%1&apos; is not cost, time or value</source>
        <translation>--sort：“%1”不是 cost、time 或 value</translation>
    </message>
    <message>
        <location filename="../../app/clicapacity.cpp" line="323"/>
        <location filename="../../app/clirank.cpp" line="128"/>
        <source>--families: unknown instance family &apos;%1&apos;</source>
        <translation>--families：未知实例规格族“%1”</translation>
    </message>
    <message>
        <location filename="../../app/clirank.cpp" line="59"/>
        <source>%1: cannot write: %2</source>
        <translation>%1：无法写入：%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/clirank.cpp" line="62"/>
        <source>Wrote %1 (%n instance type(s))</source>
        <translation>
            <numerusform>已写入 %1（%n 个实例规格）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/clirank.cpp" line="93"/>
        <source>--format: &apos;%1&apos; is not table, csv, json, markdown or xlsx</source>
        <translation>--format：“%1”不是 table、csv、json、markdown 或 xlsx</translation>
    </message>
    <message>
        <location filename="../../app/clirank.cpp" line="102"/>
        <source>--format xlsx writes a workbook: give --out FILE.xlsx</source>
        <translation>--format xlsx 写出的是工作簿：请用 --out FILE.xlsx 给出文件</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/clirank.cpp" line="153"/>
        <location filename="../../app/clireport.cpp" line="130"/>
        <source>%n type(s) with an old price left out (--hide-old-prices).</source>
        <translation>
            <numerusform>已不列出 %n 个价格过时的实例规格（--hide-old-prices）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/clirank.cpp" line="242"/>
        <source>at %1: %2 of %3 GiB per GPU (%4; weights %5, gradients %6, optimizer %7, activations %8, KV cache %9, overhead %10)</source>
        <translation>取 %1 时：每块 GPU 需要 %2 GiB，可用 %3 GiB（%4；权重 %5，梯度 %6，优化器状态 %7，激活值 %8，KV 缓存 %9，运行时开销 %10）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/clirank.cpp" line="251"/>
        <source>on %n GPU(s)</source>
        <translation>
            <numerusform>使用 %n 块 GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/clirank.cpp" line="253"/>
        <source>%n instance(s)</source>
        <translation>
            <numerusform>%n 个实例</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/clirank.cpp" line="286"/>
        <source>--maximize batch|seq-len|concurrency|rps is required</source>
        <translation>必须给出 --maximize batch|seq-len|concurrency|rps</translation>
    </message>
    <message>
        <location filename="../../app/clirank.cpp" line="293"/>
        <source>--maximize: &apos;%1&apos; is not batch, seq-len, concurrency or rps</source>
        <translation>--maximize：“%1”不是 batch、seq-len、concurrency 或 rps</translation>
    </message>
    <message>
        <location filename="../../app/clirank.cpp" line="297"/>
        <source>--maximize concurrency is for --task inference; use --maximize batch for training</source>
        <translation>--maximize concurrency 仅用于 --task inference；训练请使用 --maximize batch</translation>
    </message>
    <message>
        <location filename="../../app/clicapacity.cpp" line="389"/>
        <location filename="../../app/clirank.cpp" line="304"/>
        <source>give one target: --instance-type TYPE, or --gpu-model ID [--gpu-count N]</source>
        <translation>请给出一个目标：--instance-type TYPE，或 --gpu-model ID [--gpu-count N]</translation>
    </message>
    <message>
        <location filename="../../app/clirank.cpp" line="312"/>
        <source>--gpu-count goes with --gpu-model</source>
        <translation>--gpu-count 须与 --gpu-model 一起使用</translation>
    </message>
    <message>
        <location filename="../../app/clirank.cpp" line="314"/>
        <source>--gpu-count: must be 1 to 64</source>
        <translation>--gpu-count：必须为 1 到 64</translation>
    </message>
    <message>
        <location filename="../../app/clirank.cpp" line="316"/>
        <source>--step: must be 1 to 1000000</source>
        <translation>--step：必须为 1 到 1000000</translation>
    </message>
    <message>
        <location filename="../../app/clicapacity.cpp" line="330"/>
        <location filename="../../app/clicapacity.cpp" line="407"/>
        <location filename="../../app/clirank.cpp" line="322"/>
        <source>--instance-type: unknown instance type &apos;%1&apos; (see &apos;gpu-planner catalog list&apos;)</source>
        <translation>--instance-type：未知实例规格“%1”（见“gpu-planner catalog list”）</translation>
    </message>
    <message>
        <location filename="../../app/clicapacity.cpp" line="381"/>
        <source>--maximize rps is for --task inference</source>
        <translation>--maximize rps 只适用于 --task inference</translation>
    </message>
    <message>
        <location filename="../../app/clicapacity.cpp" line="424"/>
        <location filename="../../app/clirank.cpp" line="328"/>
        <source>--gpu-model: unknown GPU model &apos;%1&apos; (the ids of &apos;gpu-planner catalog show TYPE&apos;)</source>
        <translation>--gpu-model：未知 GPU 型号“%1”（ID 见“gpu-planner catalog show TYPE”）</translation>
    </message>
    <message>
        <location filename="../../app/cliworkload.cpp" line="61"/>
        <source>--model: unknown preset &apos;%1&apos; (see &apos;gpu-planner models list&apos;)</source>
        <translation>--model：未知预设“%1”（见“gpu-planner models list”）</translation>
    </message>
    <message>
        <location filename="../../app/cliworkload.cpp" line="57"/>
        <source>give --model or --model-config, not both</source>
        <translation>--model 和 --model-config 只能给出一个</translation>
    </message>
    <message>
        <location filename="../../app/cliworkload.cpp" line="84"/>
        <source>warning: --model-config %1: %2</source>
        <translation>警告：--model-config %1：%2</translation>
    </message>
    <message>
        <location filename="../../app/cliworkload.cpp" line="90"/>
        <source>give --model PRESET, --model-config PATH, --params-b N or --scenario FILE</source>
        <translation>请给出 --model PRESET、--model-config PATH、--params-b N 或 --scenario FILE</translation>
    </message>
    <message>
        <location filename="../../app/cliworkload.cpp" line="110"/>
        <source>--params-b: must be greater than 0</source>
        <translation>--params-b：必须大于 0</translation>
    </message>
    <message>
        <location filename="../../app/cliworkload.cpp" line="142"/>
        <source>%1: &apos;%2&apos; is not one of %3</source>
        <translation>%1：“%2”不是 %3 之一</translation>
    </message>
    <message>
        <location filename="../../app/cliworkload.cpp" line="188"/>
        <source>--task is required: inference, lora, qlora, full_ft or pretrain</source>
        <translation>必须给出 --task：inference、lora、qlora、full_ft 或 pretrain</translation>
    </message>
    <message>
        <location filename="../../app/cliworkload.cpp" line="217"/>
        <source>--framework: &apos;%1&apos; is not one of %2</source>
        <translation>--framework：“%1”不是 %2 之一</translation>
    </message>
    <message>
        <location filename="../../app/cliworkload.cpp" line="343"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../../app/cliworkload.cpp" line="351"/>
        <source>%1: &apos;%2&apos; is not a date</source>
        <translation>%1：“%2”不是日期</translation>
    </message>
    <message>
        <location filename="../../app/cliworkload.cpp" line="163"/>
        <source>%1 and %2 contradict each other</source>
        <translation>%1 与 %2 相互矛盾</translation>
    </message>
    <message>
        <location filename="../../app/cliworkload.cpp" line="286"/>
        <source>--seq-len is required for training</source>
        <translation>训练必须给出 --seq-len</translation>
    </message>
    <message>
        <location filename="../../app/cliworkload.cpp" line="406"/>
        <source>Defaults used: %1 (give the flag to change it)</source>
        <translation>使用了默认值：%1（给出相应参数即可更改）</translation>
    </message>
    <message>
        <location filename="../../app/launch.cpp" line="294"/>
        <source>there is no display to open the window on: %1 is set, but nothing answers there (a session that has ended, or X forwarding that is closed).</source>
        <translation>没有可以打开窗口的显示：%1 已设置，但那里没有响应（会话已结束，或 X 转发已关闭）。</translation>
    </message>
    <message>
        <location filename="../../app/launch.cpp" line="300"/>
        <source>there is no display to open the window on: neither DISPLAY nor WAYLAND_DISPLAY is set (as in an SSH session without X forwarding).</source>
        <translation>没有可用于打开窗口的显示环境：DISPLAY 和 WAYLAND_DISPLAY 都未设置（例如在未开启 X 转发的 SSH 会话中）。</translation>
    </message>
    <message>
        <location filename="../../app/launch.cpp" line="303"/>
        <source>there is no display to open the window on: the platform &apos;%1&apos; (from -platform or QT_QPA_PLATFORM) needs %2, which is not set.</source>
        <translation>没有可用于打开窗口的显示环境：平台“%1”（来自 -platform 或 QT_QPA_PLATFORM）需要 %2，但它未设置。</translation>
    </message>
    <message>
        <location filename="../../app/launch.cpp" line="308"/>
        <source>Without a window, use the command line, for example:
  gpu-planner estimate --model qwen2.5-7b --task inference
  gpu-planner rank --model qwen2.5-7b --task lora --top 5
&apos;gpu-planner --help&apos; lists the commands and their flags. For the window, connect with X forwarding (ssh -X) or from the desktop.
</source>
        <translation>没有窗口时，请使用命令行，例如：
  gpu-planner estimate --model qwen2.5-7b --task inference
  gpu-planner rank --model qwen2.5-7b --task lora --top 5
“gpu-planner --help”列出所有命令及其参数。如需窗口，请使用 X 转发连接（ssh -X）或在桌面上运行。
</translation>
    </message>
</context>
<context>
    <name>gpuplanner::AccessKeyPanel</name>
    <message>
        <location filename="../../widgets/accesskeypanel.cpp" line="12"/>
        <source>Alibaba Cloud AccessKey</source>
        <translation>阿里云 AccessKey</translation>
    </message>
    <message>
        <location filename="../../widgets/accesskeypanel.cpp" line="28"/>
        <source>&amp;Store in keychain</source>
        <translation>保存到密钥环(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../widgets/accesskeypanel.cpp" line="30"/>
        <source>&amp;Forget stored keys</source>
        <translation>删除已保存的密钥(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../widgets/accesskeypanel.cpp" line="38"/>
        <source>AccessKey &amp;ID:</source>
        <translation>AccessKey ID(&amp;I)：</translation>
    </message>
    <message>
        <location filename="../../widgets/accesskeypanel.cpp" line="39"/>
        <source>AccessKey s&amp;ecret:</source>
        <translation>AccessKey Secret(&amp;E)：</translation>
    </message>
    <message>
        <location filename="../../widgets/accesskeypanel.cpp" line="51"/>
        <source>The system keychain is switched off (GPU_PLANNER_KEYCHAIN=off).</source>
        <translation>系统密钥环已关闭（GPU_PLANNER_KEYCHAIN=off）。</translation>
    </message>
    <message>
        <location filename="../../widgets/accesskeypanel.cpp" line="85"/>
        <source>the environment (ALIBABA_CLOUD_ACCESS_KEY_ID)</source>
        <translation>环境变量（ALIBABA_CLOUD_ACCESS_KEY_ID）</translation>
    </message>
    <message>
        <location filename="../../widgets/accesskeypanel.cpp" line="87"/>
        <source>the system keychain</source>
        <translation>系统密钥环</translation>
    </message>
    <message>
        <location filename="../../widgets/accesskeypanel.cpp" line="90"/>
        <source>the aliyun CLI configuration %1</source>
        <translation>aliyun CLI 配置 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/accesskeypanel.cpp" line="93"/>
        <source>Keys in use: temporary keys from %1, fetched when prices are refreshed.</source>
        <translation>正在使用的密钥：来自%1的临时密钥，刷新价格时获取。</translation>
    </message>
    <message>
        <location filename="../../widgets/accesskeypanel.cpp" line="95"/>
        <source>Keys in use: AccessKey ID %1 from %2.</source>
        <translation>正在使用的密钥：AccessKey ID %1，来自%2。</translation>
    </message>
    <message>
        <location filename="../../widgets/accesskeypanel.cpp" line="98"/>
        <source>Warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <location filename="../../widgets/accesskeypanel.cpp" line="101"/>
        <source>No AccessKey in use: %1</source>
        <translation>未使用 AccessKey：%1</translation>
    </message>
    <message>
        <location filename="../../widgets/accesskeypanel.cpp" line="117"/>
        <source>Enter the AccessKey ID and secret to store them.</source>
        <translation>请输入要保存的 AccessKey ID 和 Secret。</translation>
    </message>
    <message>
        <location filename="../../widgets/accesskeypanel.cpp" line="123"/>
        <source>Not stored: %1</source>
        <translation>未保存：%1</translation>
    </message>
    <message>
        <location filename="../../widgets/accesskeypanel.cpp" line="128"/>
        <source>AccessKey %1 stored in the system keychain.</source>
        <translation>AccessKey %1 已保存到系统密钥环。</translation>
    </message>
    <message>
        <location filename="../../widgets/accesskeypanel.cpp" line="139"/>
        <source>Not forgotten: %1</source>
        <translation>未删除：%1</translation>
    </message>
    <message>
        <location filename="../../widgets/accesskeypanel.cpp" line="142"/>
        <source>The stored AccessKey is forgotten.</source>
        <translation>已删除保存的 AccessKey。</translation>
    </message>
</context>
<context>
    <name>gpuplanner::CapacityTableModel</name>
    <message>
        <location filename="../../models/plan/capacitytablemodel.cpp" line="26"/>
        <location filename="../../models/plan/capacitytablemodel.cpp" line="99"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacitytablemodel.cpp" line="89"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacitytablemodel.cpp" line="91"/>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacitytablemodel.cpp" line="95"/>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacitytablemodel.cpp" line="103"/>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacitytablemodel.cpp" line="192"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacitytablemodel.cpp" line="194"/>
        <source>Instance type</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacitytablemodel.cpp" line="196"/>
        <source>Layout</source>
        <translation>并行布局</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacitytablemodel.cpp" line="198"/>
        <source>Replicas</source>
        <translation>副本数</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacitytablemodel.cpp" line="200"/>
        <source>Instances</source>
        <translation>实例数</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacitytablemodel.cpp" line="202"/>
        <source>Req/s per replica</source>
        <translation>每副本请求/秒</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacitytablemodel.cpp" line="204"/>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacitytablemodel.cpp" line="206"/>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacitytablemodel.cpp" line="208"/>
        <source>Limit</source>
        <translation>瓶颈</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacitytablemodel.cpp" line="210"/>
        <source>Per month</source>
        <translation>每月</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacitytablemodel.cpp" line="212"/>
        <source>Bought as</source>
        <translation>购买方式</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacitytablemodel.cpp" line="214"/>
        <source>Per 1M output tokens</source>
        <translation>每百万输出 token</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacitytablemodel.cpp" line="216"/>
        <source>Utilisation</source>
        <translation>利用率</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacitytablemodel.cpp" line="218"/>
        <source>Why not</source>
        <translation>不可用原因</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacitytablemodel.cpp" line="229"/>
        <location filename="../../models/plan/capacitytablemodel.cpp" line="263"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/plan/capacitytablemodel.cpp" line="233"/>
        <source>%1: %n data-parallel rank(s) of engines over %2 GPUs with expert parallel; instances: %3</source>
        <translation>
            <numerusform>%1：%n 个数据并行 rank，引擎跨 %2 个 GPU，启用专家并行；实例：%3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/plan/capacitytablemodel.cpp" line="240"/>
        <source>%1: %n replica(s), tensor parallel %2, %3 per instance; instances: %4</source>
        <translation>
            <numerusform>%1：%n 个副本，张量并行 %2，每实例 %3 个；实例数：%4</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../models/plan/capacitytablemodel.cpp" line="246"/>
        <source>One replica serves %1 requests/s: TTFT %2 s, TPOT %3 ms, %4 sequences running; limited by %5</source>
        <translation>单个副本可处理 %1 请求/秒：TTFT %2 秒，TPOT %3 毫秒，运行中序列 %4；瓶颈为 %5</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacitytablemodel.cpp" line="250"/>
        <source>KV cache: %1 tokens, at most %2 sequences%3</source>
        <translation>KV 缓存：%1 个 token，最多 %2 个序列%3</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacitytablemodel.cpp" line="253"/>
        <source> (the KV cache is the cap)</source>
        <translation>（受 KV 缓存限制）</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacitytablemodel.cpp" line="264"/>
        <source>No price for this type in the region.</source>
        <translation>该地域没有此规格的价格。</translation>
    </message>
    <message>
        <location filename="../../models/plan/capacitytablemodel.cpp" line="265"/>
        <source>Per month: %1</source>
        <translation>每月：%1</translation>
    </message>
</context>
<context>
    <name>gpuplanner::CapacityView</name>
    <message>
        <location filename="../../widgets/capacitycharts.cpp" line="114"/>
        <source>%1 sequences running: TTFT %2 s</source>
        <translation>运行中序列 %1：TTFT %2 秒</translation>
    </message>
    <message>
        <location filename="../../widgets/capacitycharts.cpp" line="115"/>
        <source>%1 sequences running: TPOT %2 ms</source>
        <translation>运行中序列 %1：TPOT %2 毫秒</translation>
    </message>
    <message>
        <location filename="../../widgets/capacitycharts.cpp" line="125"/>
        <source>Monthly cost against the peak rate (pay-as-you-go, the best %1 types)</source>
        <translation>月成本与峰值请求率（按量付费，最优的 %1 个规格）</translation>
    </message>
    <message>
        <location filename="../../widgets/capacitycharts.cpp" line="128"/>
        <source>Peak requests per second</source>
        <translation>峰值每秒请求数</translation>
    </message>
    <message>
        <location filename="../../widgets/capacitycharts.cpp" line="129"/>
        <source>Your peak</source>
        <translation>你的峰值</translation>
    </message>
    <message>
        <location filename="../../widgets/capacitycharts.cpp" line="130"/>
        <source>Latency under load</source>
        <translation>负载下的延迟</translation>
    </message>
    <message>
        <location filename="../../widgets/capacitycharts.cpp" line="131"/>
        <source>Sequences running</source>
        <translation>运行中的序列数</translation>
    </message>
    <message>
        <location filename="../../widgets/capacitycharts.cpp" line="132"/>
        <source>TTFT (s)</source>
        <translation>TTFT（秒）</translation>
    </message>
    <message>
        <location filename="../../widgets/capacitycharts.cpp" line="133"/>
        <source>TPOT (ms)</source>
        <translation>TPOT（毫秒）</translation>
    </message>
    <message>
        <location filename="../../widgets/capacitycharts.cpp" line="134"/>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <location filename="../../widgets/capacitycharts.cpp" line="135"/>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <location filename="../../widgets/capacitycharts.cpp" line="136"/>
        <source>TTFT target</source>
        <translation>TTFT 目标</translation>
    </message>
    <message>
        <location filename="../../widgets/capacitycharts.cpp" line="137"/>
        <source>TPOT target</source>
        <translation>TPOT 目标</translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/capacitycharts.cpp" line="189"/>
        <source>%1: %n instance(s) up to %2 req/s, %3 %4 a month</source>
        <translation>
            <numerusform>%1：%n 个实例，最高 %2 请求/秒，每月 %3 %4</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../widgets/capacitycharts.cpp" line="197"/>
        <source>Per month</source>
        <translation>每月</translation>
    </message>
    <message>
        <location filename="../../widgets/capacitycharts.cpp" line="198"/>
        <source>Per month (%1)</source>
        <translation>每月（%1）</translation>
    </message>
    <message>
        <location filename="../../widgets/capacitycharts.cpp" line="230"/>
        <source>%1 under load: latency at the percentile against sequences running</source>
        <translation>%1 负载下：分位延迟与运行中序列数</translation>
    </message>
    <message>
        <location filename="../../widgets/capacityview.cpp" line="211"/>
        <location filename="../../widgets/capacityview.cpp" line="215"/>
        <source> req/s</source>
        <translation> 请求/秒</translation>
    </message>
    <message>
        <location filename="../../widgets/capacityview.cpp" line="212"/>
        <source>Requests per second at the busiest hour</source>
        <translation>最繁忙时段的每秒请求数</translation>
    </message>
    <message>
        <location filename="../../widgets/capacityview.cpp" line="212"/>
        <source>Peak r&amp;ate:</source>
        <translation>峰值请求率(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../../widgets/capacityview.cpp" line="214"/>
        <source>as the peak</source>
        <translation>同峰值</translation>
    </message>
    <message>
        <location filename="../../widgets/capacityview.cpp" line="217"/>
        <source>Requests per second over the month; the subscription and mixed plans use it</source>
        <translation>整月的平均每秒请求数；包年包月和混合方案按它计算</translation>
    </message>
    <message>
        <location filename="../../widgets/capacityview.cpp" line="219"/>
        <location filename="../../widgets/capacityview.cpp" line="224"/>
        <location filename="../../widgets/capacityview.cpp" line="227"/>
        <location filename="../../widgets/capacityview.cpp" line="231"/>
        <source> tokens</source>
        <translation> 个 token</translation>
    </message>
    <message>
        <location filename="../../widgets/capacityview.cpp" line="221"/>
        <source>Mean prompt length; the same as the estimate tab&apos;s context length less the output</source>
        <translation>平均提示词长度；即估算页的上下文长度减去输出长度</translation>
    </message>
    <message>
        <location filename="../../widgets/capacityview.cpp" line="223"/>
        <location filename="../../widgets/capacityview.cpp" line="230"/>
        <source>as the mean</source>
        <translation>同平均值</translation>
    </message>
    <message>
        <location filename="../../widgets/capacityview.cpp" line="225"/>
        <source>95th percentile of the prompt length</source>
        <translation>提示词长度的第 95 百分位</translation>
    </message>
    <message>
        <location filename="../../widgets/capacityview.cpp" line="228"/>
        <source>Mean number of generated tokens per request</source>
        <translation>每个请求平均生成的 token 数</translation>
    </message>
    <message>
        <location filename="../../widgets/capacityview.cpp" line="235"/>
        <source>Prefix cache:</source>
        <translation>前缀缓存：</translation>
    </message>
    <message>
        <location filename="../../widgets/capacityview.cpp" line="244"/>
        <source>TTFT tar&amp;get:</source>
        <translation>TTFT 目标(&amp;G)：</translation>
    </message>
    <message>
        <location filename="../../widgets/capacityview.cpp" line="267"/>
        <source>Daily profile:</source>
        <translation>每日曲线：</translation>
    </message>
    <message>
        <location filename="../../widgets/capacityview.cpp" line="216"/>
        <source>Average rate:</source>
        <translation>平均请求率：</translation>
    </message>
    <message>
        <location filename="../../widgets/capacityview.cpp" line="100"/>
        <source>Serving capacity by instance type</source>
        <translation>各实例规格的推理服务容量</translation>
    </message>
    <message>
        <location filename="../../widgets/capacityview.cpp" line="131"/>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <location filename="../../widgets/capacityview.cpp" line="132"/>
        <source>Show or hide the cost and latency charts below the table</source>
        <translation>显示或隐藏表格下方的费用与延迟图表</translation>
    </message>
    <message>
        <location filename="../../widgets/capacityview.cpp" line="220"/>
        <source>Prompt (mea&amp;n):</source>
        <translation>提示词（平均）(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../../widgets/capacityview.cpp" line="225"/>
        <source>Prompt p&amp;95:</source>
        <translation>提示词 p95(&amp;9)：</translation>
    </message>
    <message>
        <location filename="../../widgets/capacityview.cpp" line="228"/>
        <source>Ans&amp;wer (mean):</source>
        <translation>回答（平均）(&amp;W)：</translation>
    </message>
    <message>
        <location filename="../../widgets/capacityview.cpp" line="232"/>
        <source>95th percentile of the answer length</source>
        <translation>回答长度的第 95 百分位</translation>
    </message>
    <message>
        <location filename="../../widgets/capacityview.cpp" line="232"/>
        <source>Answer p9&amp;5:</source>
        <translation>回答 p95(&amp;5)：</translation>
    </message>
    <message>
        <location filename="../../widgets/capacityview.cpp" line="234"/>
        <source> %</source>
        <translation>%</translation>
    </message>
    <message>
        <location filename="../../widgets/capacityview.cpp" line="236"/>
        <source>Share of the prompt tokens served from vLLM&apos;s prefix cache (a shared system prompt, multi-turn chat)</source>
        <translation>由 vLLM 前缀缓存提供的提示词 token 比例（共享的系统提示词、多轮对话）</translation>
    </message>
    <message>
        <location filename="../../widgets/capacityview.cpp" line="239"/>
        <source>Spare replicas:</source>
        <translation>备用副本：</translation>
    </message>
    <message>
        <location filename="../../widgets/capacityview.cpp" line="239"/>
        <source>Replicas on top of what the peak needs (N+1)</source>
        <translation>在峰值所需之外额外的副本（N+1）</translation>
    </message>
    <message>
        <location filename="../../widgets/capacityview.cpp" line="241"/>
        <location filename="../../widgets/capacityview.cpp" line="246"/>
        <location filename="../../widgets/capacityview.cpp" line="252"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../widgets/capacityview.cpp" line="242"/>
        <location filename="../../widgets/capacityview.cpp" line="253"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../../widgets/capacityview.cpp" line="244"/>
        <source>Time to the first token at the percentile; 0: none</source>
        <translation>该分位下的首 token 时间；0 表示不限</translation>
    </message>
    <message>
        <location filename="../../widgets/capacityview.cpp" line="247"/>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <location filename="../../widgets/capacityview.cpp" line="249"/>
        <source>TP&amp;OT target:</source>
        <translation>TPOT 目标(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../../widgets/capacityview.cpp" line="250"/>
        <source>Time per output token after the first, at the percentile; 0: none</source>
        <translation>该分位下首 token 之后每个输出 token 的时间；0 表示不限</translation>
    </message>
    <message>
        <location filename="../../widgets/capacityview.cpp" line="254"/>
        <source>Whole request at the percentile; 0: none</source>
        <translation>该分位下整个请求的时间；0 表示不限</translation>
    </message>
    <message>
        <location filename="../../widgets/capacityview.cpp" line="254"/>
        <source>End-to-end target:</source>
        <translation>端到端目标：</translation>
    </message>
    <message>
        <location filename="../../widgets/capacityview.cpp" line="258"/>
        <location filename="../../widgets/capacityview.cpp" line="307"/>
        <source>p%1</source>
        <translation>p%1</translation>
    </message>
    <message>
        <location filename="../../widgets/capacityview.cpp" line="259"/>
        <source>The percentile the targets are met at</source>
        <translation>目标需要满足的分位</translation>
    </message>
    <message>
        <location filename="../../widgets/capacityview.cpp" line="259"/>
        <source>Percentile:</source>
        <translation>分位：</translation>
    </message>
    <message>
        <location filename="../../widgets/capacityview.cpp" line="266"/>
        <source>24 hourly rates in req/s, comma-separated, hour 0 first; empty: a flat day</source>
        <translation>24 个小时的请求速率（次/秒），逗号分隔，从 0 点开始；留空：全天平稳</translation>
    </message>
    <message>
        <location filename="../../widgets/capacityview.cpp" line="270"/>
        <source>Requests per second for each hour of a day (hour 0 first). Pay-as-you-go and the mixed plan follow it; the peak rate becomes its busiest hour.</source>
        <translation>一天中每小时的每秒请求数（从 0 点开始）。按量付费和混合方案按它计算；峰值速率取其最繁忙的一小时。</translation>
    </message>
    <message>
        <location filename="../../widgets/capacityview.cpp" line="318"/>
        <source>Daily profile: average %1 req/s, busiest hour %2 req/s; the average rate follows from it.</source>
        <translation>每日曲线：平均 %1 次/秒，最繁忙时段 %2 次/秒；平均速率由曲线得出。</translation>
    </message>
    <message>
        <location filename="../../widgets/capacityview.cpp" line="357"/>
        <location filename="../../widgets/capacityview.cpp" line="421"/>
        <source>Change %1</source>
        <translation>更改%1</translation>
    </message>
    <message>
        <location filename="../../widgets/capacityview.cpp" line="397"/>
        <source>value %1 (&apos;%2&apos;) is not a number</source>
        <translation>第 %1 个值（“%2”）不是数字</translation>
    </message>
    <message>
        <location filename="../../widgets/capacityview.cpp" line="410"/>
        <location filename="../../widgets/capacityview.cpp" line="500"/>
        <source>: </source>
        <translation>：</translation>
    </message>
    <message>
        <location filename="../../widgets/capacityview.cpp" line="543"/>
        <source>%1 at %2 req/s: no instance type meets the targets; the last column of the table says why for each.</source>
        <translation>%1 在 %2 请求/秒下：没有实例规格能满足目标；表格最后一列给出了各自的原因。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/capacityview.cpp" line="549"/>
        <source>%1 at %2 req/s: cheapest is %3 with %n replica(s) (%4): %5 %6 a month (%7), %8 %6 per million output tokens.</source>
        <translation>
            <numerusform>%1 在 %2 请求/秒下：最便宜的是 %3，%n 个副本（%4）：每月 %5 %6（%7），每百万输出 token %8 %6。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuplanner::CatalogBrowser</name>
    <message>
        <location filename="../../widgets/catalogdetails.cpp" line="41"/>
        <location filename="../../widgets/catalogdetails.cpp" line="47"/>
        <location filename="../../widgets/catalogdetails.cpp" line="60"/>
        <location filename="../../widgets/catalogdetails.cpp" line="330"/>
        <source>&lt;i&gt;undocumented&lt;/i&gt;</source>
        <translation>&lt;i&gt;未公开&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogdetails.cpp" line="54"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogdetails.cpp" line="56"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="104"/>
        <source>Region whose prices are shown</source>
        <translation>显示其价格的地域</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="111"/>
        <source>per hour</source>
        <translation>每小时</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="112"/>
        <source>per month (730 h)</source>
        <translation>每月（730 小时）</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="113"/>
        <source>per year</source>
        <translation>每年</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="116"/>
        <source>Search type or GPU (Ctrl+F)</source>
        <translation>搜索规格/GPU (Ctrl+F)</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="117"/>
        <source>Search the catalog</source>
        <translation>搜索实例目录</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="127"/>
        <source>&amp;Columns</source>
        <translation>列(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="132"/>
        <source>&amp;Region:</source>
        <translation>地域(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="134"/>
        <source>&amp;Pricing:</source>
        <translation>计费方式(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="146"/>
        <source>Filters</source>
        <translation>筛选</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="152"/>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="153"/>
        <location filename="../../widgets/catalogbrowser.cpp" line="158"/>
        <location filename="../../widgets/catalogbrowser.cpp" line="162"/>
        <location filename="../../widgets/catalogbrowser.cpp" line="176"/>
        <location filename="../../widgets/catalogbrowser.cpp" line="184"/>
        <location filename="../../widgets/catalogbrowser.cpp" line="195"/>
        <location filename="../../widgets/catalogbrowser.cpp" line="344"/>
        <location filename="../../widgets/catalogbrowser.cpp" line="355"/>
        <source>any</source>
        <translation>不限</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="154"/>
        <source>VRAM per GPU ≥</source>
        <translation>单卡显存 ≥</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="167"/>
        <source>GPU count</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="170"/>
        <source>GPU model</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="173"/>
        <source>Family</source>
        <translation>实例规格族</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="177"/>
        <source>NVLink or NVSwitch</source>
        <translation>NVLink 或 NVSwitch</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="178"/>
        <source>NVSwitch</source>
        <translation>NVSwitch</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="179"/>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="180"/>
        <source>undocumented</source>
        <translation>未公开</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="181"/>
        <location filename="../../widgets/catalogdetails.cpp" line="336"/>
        <source>Interconnect</source>
        <translation>互联</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="185"/>
        <source>RDMA / eRDMA</source>
        <translation>RDMA / eRDMA</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="186"/>
        <source>without</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="187"/>
        <location filename="../../widgets/catalogdetails.cpp" line="341"/>
        <source>RDMA</source>
        <translation>RDMA</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="196"/>
        <source>In the price column&apos;s unit: the chosen mode and period</source>
        <translation>单位与价格列相同：即所选的计费方式和周期</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="198"/>
        <source>Price ≥</source>
        <translation>价格 ≥</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="199"/>
        <source>Price ≤</source>
        <translation>价格 ≤</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="200"/>
        <source>Reset filter&amp;s</source>
        <translation>重置筛选(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="206"/>
        <source>Instance types</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="222"/>
        <source>Selected instance type</source>
        <translation>所选实例规格</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="278"/>
        <source>Columns</source>
        <translation>列</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="336"/>
        <source> (no prices)</source>
        <translation>（无价格）</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogdetails.cpp" line="315"/>
        <source>&lt;p&gt;Select an instance type to see its GPU specs, prices and sources.&lt;/p&gt;</source>
        <translation>&lt;p&gt;选择一个实例规格，查看其 GPU 规格、价格和来源。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogdetails.cpp" line="322"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogdetails.cpp" line="323"/>
        <source>%1 × %2, %3 GiB each</source>
        <translation>%1 × %2，每块 %3 GiB</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogdetails.cpp" line="325"/>
        <source>&lt;i&gt;not named by Alibaba&lt;/i&gt;</source>
        <translation>&lt;i&gt;阿里云未注明型号&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogdetails.cpp" line="328"/>
        <source>GPU share</source>
        <translation>GPU 占比</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogdetails.cpp" line="331"/>
        <source>vCPU / host RAM</source>
        <translation>vCPU / 内存</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogdetails.cpp" line="332"/>
        <source>%1 / %2 GiB (%3 GiB per GiB of VRAM)</source>
        <translation>%1 / %2 GiB（每 GiB 显存 %3 GiB 内存）</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogdetails.cpp" line="338"/>
        <source> — &lt;i&gt;inferred, not stated by Alibaba&lt;/i&gt;</source>
        <translation> — &lt;i&gt;推断，阿里云未说明&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogdetails.cpp" line="340"/>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogdetails.cpp" line="340"/>
        <source>Gbit/s</source>
        <translation>Gbit/s</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogdetails.cpp" line="342"/>
        <source>none documented</source>
        <translation>文档未提及</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogdetails.cpp" line="344"/>
        <source>Local storage</source>
        <translation>本地存储</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogdetails.cpp" line="345"/>
        <location filename="../../widgets/catalogdetails.cpp" line="366"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogdetails.cpp" line="347"/>
        <source>Origin</source>
        <translation>录入方式</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogdetails.cpp" line="348"/>
        <source>%1 on %2</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogdetails.cpp" line="354"/>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogdetails.cpp" line="355"/>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogdetails.cpp" line="355"/>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogdetails.cpp" line="356"/>
        <source>Memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogdetails.cpp" line="357"/>
        <location filename="../../widgets/catalogdetails.cpp" line="365"/>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogdetails.cpp" line="358"/>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogdetails.cpp" line="358"/>
        <location filename="../../widgets/catalogdetails.cpp" line="360"/>
        <source>TFLOPS</source>
        <translation>TFLOPS</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogdetails.cpp" line="359"/>
        <source>FP16 tensor (dense)</source>
        <translation>FP16 Tensor（稠密）</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogdetails.cpp" line="361"/>
        <source>BF16 / FP8</source>
        <translation>BF16 / FP8</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogdetails.cpp" line="363"/>
        <source>INT8 (dense)</source>
        <translation>INT8（稠密）</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogdetails.cpp" line="364"/>
        <source>TOPS</source>
        <translation>TOPS</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogdetails.cpp" line="365"/>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogdetails.cpp" line="371"/>
        <source>Prices</source>
        <translation>价格</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogdetails.cpp" line="374"/>
        <source>&lt;p&gt;No price in any region. Import one (File ▸ Import) or enter it (Ctrl+E).&lt;/p&gt;</source>
        <translation>&lt;p&gt;所有地域均无价格。请导入价格（文件 ▸ 导入）或手动录入（Ctrl+E）。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogdetails.cpp" line="387"/>
        <source>stale</source>
        <translation>过期</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogdetails.cpp" line="392"/>
        <source>&lt;p&gt;Spot in %1/%2: about %3% of pay-as-you-go, interruption rate %4 (%5)&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1/%2 的抢占式实例：约为按量付费价格的 %3%，中断率 %4（%5）&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogdetails.cpp" line="395"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogdetails.cpp" line="401"/>
        <source>in stock</source>
        <translation>有库存</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogdetails.cpp" line="403"/>
        <source>little stock left</source>
        <translation>库存紧张</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogdetails.cpp" line="404"/>
        <source>no stock</source>
        <translation>无库存</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogdetails.cpp" line="405"/>
        <source>&lt;p&gt;Stock in %1/%2: %3 (%4)&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1/%2 的库存：%3（%4）&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/catalogbrowser.cpp" line="526"/>
        <source>%1 of %n instance type(s) shown</source>
        <translation>
            <numerusform>共 %n 个实例规格，显示 %1 个</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="528"/>
        <source>catalog data of %1</source>
        <translation>目录数据日期：%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/catalogbrowser.cpp" line="529"/>
        <source>%n price(s), %1 older than 180 days</source>
        <translation>
            <numerusform>%n 个价格，其中 %1 个超过 180 天</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/catalogbrowser.cpp" line="531"/>
        <source>%n type(s) without any price</source>
        <translation>
            <numerusform>%n 个规格没有任何价格</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/catalogbrowser.cpp" line="532"/>
        <source>%n row(s) of yours (imported or entered)</source>
        <translation>
            <numerusform>%n 行为我的数据（导入或手动录入）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuplanner::CatalogRepository</name>
    <message>
        <location filename="../../models/catalog/catalogrepository.cpp" line="53"/>
        <location filename="../../models/catalog/catalogrepository.cpp" line="110"/>
        <source>No overlay database is set, so nothing can be saved.</source>
        <translation>未设置存放我的目录修改的数据库，无法保存任何内容。</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogrepository.cpp" line="64"/>
        <source>Unknown instance type %1.</source>
        <translation>未知的实例规格 %1。</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogrepository.cpp" line="68"/>
        <source>Unknown region %1.</source>
        <translation>未知的地域 %1。</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogrepository.cpp" line="72"/>
        <source>A price must be greater than 0.</source>
        <translation>价格必须大于 0。</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogrepository.cpp" line="77"/>
        <source>The price is not allowed: %1</source>
        <translation>不允许该价格：%1</translation>
    </message>
</context>
<context>
    <name>gpuplanner::CatalogTableModel</name>
    <message>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="61"/>
        <source>/h</source>
        <translation>/小时</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="63"/>
        <source>/month</source>
        <translation>/月</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="65"/>
        <source>/year</source>
        <translation>/年</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="79"/>
        <source>hour</source>
        <translation>小时</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="81"/>
        <source>week</source>
        <translation>周</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="83"/>
        <source>month</source>
        <translation>月</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="85"/>
        <source>year</source>
        <translation>年</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="94"/>
        <source>published</source>
        <translation>公开价</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="96"/>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="111"/>
        <source>imported</source>
        <translation>导入</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="98"/>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="113"/>
        <source>entered by you</source>
        <translation>手动录入</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="100"/>
        <source>estimated</source>
        <translation>估算</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="109"/>
        <source>shipped</source>
        <translation>随附</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="214"/>
        <source>Instance type</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="216"/>
        <source>Family</source>
        <translation>实例规格族</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="218"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="220"/>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="222"/>
        <source>VRAM/GPU (GiB)</source>
        <translation>单卡显存 (GiB)</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="224"/>
        <source>VRAM total (GiB)</source>
        <translation>总显存 (GiB)</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="226"/>
        <source>GPU share</source>
        <translation>GPU 占比</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="228"/>
        <source>vCPU</source>
        <translation>vCPU</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="230"/>
        <source>Host RAM (GiB)</source>
        <translation>内存 (GiB)</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="232"/>
        <source>RAM/VRAM</source>
        <translation>内存/显存</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="234"/>
        <source>Interconnect</source>
        <translation>互联</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="236"/>
        <source>Network (Gbit/s)</source>
        <translation>网络 (Gbit/s)</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="238"/>
        <source>RDMA</source>
        <translation>RDMA</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="240"/>
        <source>Price%1</source>
        <translation>价格%1</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="242"/>
        <source>Per GPU%1</source>
        <translation>单卡价格%1</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="244"/>
        <source>Per GiB VRAM%1</source>
        <translation>每 GiB 显存%1</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="246"/>
        <source>Price source</source>
        <translation>价格来源</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="253"/>
        <source>Share of one physical GPU: 1 = a whole card, 0.25 = a quarter vGPU slice</source>
        <translation>占一块物理 GPU 的比例：1 表示整卡，0.25 表示四分之一的 vGPU 分片</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="255"/>
        <source>Host RAM per GiB of GPU memory; the usual advice is 4–8 for training</source>
        <translation>每 GiB 显存对应的主机内存 (GiB)；训练通常建议 4–8</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="260"/>
        <source>%1 price in %2; a month is 730 hours</source>
        <translation>%2 地域的%1价格；一个月按 730 小时计</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="279"/>
        <source>%1 (not named by Alibaba)</source>
        <translation>%1（阿里云未注明型号）</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="279"/>
        <source>(not named)</source>
        <translation>（未注明）</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="287"/>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="295"/>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="298"/>
        <source>undocumented</source>
        <translation>未公开</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="300"/>
        <source>none documented</source>
        <translation>文档未提及</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="306"/>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="316"/>
        <source>%1 (stale)</source>
        <translation>%1（过期）</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="323"/>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="369"/>
        <source>%1 %2 per %3, %4 price</source>
        <translation>%1 %2/%3，价格类型：%4</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="374"/>
        <source>List price before discounts: %1</source>
        <translation>折扣前原价：%1</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="375"/>
        <source>Source: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="376"/>
        <source>As of: %1</source>
        <translation>截至：%1</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="380"/>
        <source>Stale: %1 days old. Import a current price (DescribePrice) or enter one.</source>
        <translation>过期：已有 %1 天。请导入当前价格（DescribePrice）或手动录入。</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="381"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="432"/>
        <source>No %1 price for %2 in %3. Import one or enter it; a type without a price is never treated as free.</source>
        <translation>%3 地域没有 %2 的%1价格。请导入或手动录入；无价格的实例规格绝不会被视为免费。</translation>
    </message>
    <message>
        <location filename="../../models/catalog/catalogtablemodel.cpp" line="438"/>
        <source>Inferred from a datasheet, not stated by Alibaba</source>
        <translation>根据数据手册推断，阿里云未说明</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ChartNote</name>
    <message>
        <location filename="../../widgets/chartnote.cpp" line="57"/>
        <source>No instance type is in the comparison: widen the filters above the table.</source>
        <translation>比较中没有任何实例规格：请放宽表格上方的筛选条件。</translation>
    </message>
    <message>
        <location filename="../../widgets/chartnote.cpp" line="59"/>
        <source>No instance type fits this job, so there is no cost to compare. The findings beside the table say what would make it fit; the VRAM chart shows how far each type is from it.</source>
        <translation>没有实例规格能装下这个任务，因此没有可比较的费用。表格旁的发现说明怎样才能装下；显存图表显示每种规格还差多少。</translation>
    </message>
    <message>
        <location filename="../../widgets/chartnote.cpp" line="62"/>
        <source>No type that fits has a price or a time to draw. Enter a price (File ▸ Enter a price…, Ctrl+E) or import a price sheet.</source>
        <translation>能装下的规格都没有可绘制的价格或时间。请录入价格（文件 ▸ 录入价格…，Ctrl+E）或导入价格表。</translation>
    </message>
    <message>
        <location filename="../../widgets/chartnote.cpp" line="64"/>
        <source>No type that fits has a price or a speed to draw. Enter a price (File ▸ Enter a price…, Ctrl+E) or import a price sheet.</source>
        <translation>能装下的规格都没有可绘制的价格或速度。请录入价格（文件 ▸ 录入价格…，Ctrl+E）或导入价格表。</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ComparisonCharts</name>
    <message>
        <location filename="../../widgets/comparisoncharts.cpp" line="255"/>
        <source>VRAM need per GPU</source>
        <translation>单卡显存需求</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisoncharts.cpp" line="257"/>
        <source>fits</source>
        <translation>可装下</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisoncharts.cpp" line="261"/>
        <source>no fit</source>
        <translation>装不下</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisoncharts.cpp" line="275"/>
        <location filename="../../widgets/comparisoncharts.cpp" line="280"/>
        <source>limit</source>
        <translation>上限</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisoncharts.cpp" line="284"/>
        <source>Usable (GiB)</source>
        <translation>可用显存 (GiB)</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisoncharts.cpp" line="286"/>
        <source>Need (GiB)</source>
        <translation>需求 (GiB)</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisoncharts.cpp" line="296"/>
        <source>types</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisoncharts.cpp" line="299"/>
        <source>Pareto front</source>
        <translation>帕累托前沿</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisoncharts.cpp" line="331"/>
        <source>Pricing mode</source>
        <translation>计费方式</translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/comparisonchartstip.cpp" line="17"/>
        <source>%n instance(s)</source>
        <translation>
            <numerusform>%n 台实例</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonchartstip.cpp" line="19"/>
        <source>Verdict: %1</source>
        <translation>结论：%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/comparisonchartstip.cpp" line="20"/>
        <source>Need %1 GiB of %2 GiB usable per GPU (card %3 GiB); %n GPU(s)</source>
        <translation>
            <numerusform>单卡需求 %1 GiB，可用 %2 GiB（显卡 %3 GiB）；%n 块 GPU</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonchartstip.cpp" line="26"/>
        <source>Hours: %1</source>
        <translation>时长：%1 小时</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonchartstip.cpp" line="26"/>
        <source>Hours: unknown</source>
        <translation>时长：未知</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonchartstip.cpp" line="29"/>
        <source>Output tokens per second: %1</source>
        <translation>每秒输出 token 数：%1</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonchartstip.cpp" line="30"/>
        <source>Output tokens per second: unknown</source>
        <translation>每秒输出 token 数：未知</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonchartstip.cpp" line="32"/>
        <source>Price: %1 %2 per hour</source>
        <translation>价格：每小时 %1 %2</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonchartstip.cpp" line="34"/>
        <source>No price: never treated as free</source>
        <translation>无价格：绝不会被视为免费</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonchartstip.cpp" line="37"/>
        <source>Total cost: %1 %2</source>
        <translation>总费用：%1 %2</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonchartstip.cpp" line="37"/>
        <source>Cost per million tokens: %1 %2</source>
        <translation>每百万 token 成本：%1 %2</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonchartstip.cpp" line="40"/>
        <source>On the Pareto front of time against cost</source>
        <translation>位于时间与费用的帕累托前沿上</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisoncharts.cpp" line="270"/>
        <source>refused</source>
        <translation>被拒</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisoncharts.cpp" line="432"/>
        <source>Total cost (%1)</source>
        <translation>总费用 (%1)</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisoncharts.cpp" line="432"/>
        <location filename="../../widgets/comparisoncharts.cpp" line="715"/>
        <source>%1/1M tokens</source>
        <translation>%1/1M token</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisoncharts.cpp" line="441"/>
        <source>Total cost by family</source>
        <translation>各实例规格族的总费用</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisoncharts.cpp" line="441"/>
        <source>Cost per 1M tokens by family</source>
        <translation>各实例规格族每百万 token 费用</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisoncharts.cpp" line="520"/>
        <source>Hours against cost</source>
        <translation>时长与费用</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisoncharts.cpp" line="520"/>
        <source>Tokens/s against cost</source>
        <translation>token/秒与费用</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisoncharts.cpp" line="544"/>
        <source>Hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisoncharts.cpp" line="544"/>
        <source>Tokens/s</source>
        <translation>token/秒</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisoncharts.cpp" line="592"/>
        <source>Pricing modes</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisoncharts.cpp" line="606"/>
        <source>Pricing modes: %1</source>
        <translation>计费方式：%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/comparisoncharts.cpp" line="644"/>
        <source>%1 (%n month(s))</source>
        <comment>a cost and the whole months billed</comment>
        <translation>
            <numerusform>%1（%n 个月）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../widgets/comparisoncharts.cpp" line="648"/>
        <source>%1: no price</source>
        <translation>%1：无价格</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisoncharts.cpp" line="674"/>
        <source>Instance family</source>
        <translation>实例规格族</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisoncharts.cpp" line="715"/>
        <source>Job cost (%1)</source>
        <translation>任务费用 (%1)</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisoncharts.cpp" line="716"/>
        <source>Cost of this job, %1 h (%2)</source>
        <translation>任务费用，%1 小时 (%2)</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisoncharts.cpp" line="717"/>
        <source>%1/1M tokens over %2 h</source>
        <translation>%1/1M token，%2 小时</translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/comparisoncharts.cpp" line="724"/>
        <source>Billed for %n whole month(s) (%1 h) for the job&apos;s %2 h</source>
        <translation>
            <numerusform>按 %n 个整月（%1 小时）计费，任务运行 %2 小时</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/comparisoncharts.cpp" line="726"/>
        <source>Billed for %n whole month(s) (%1 h) for %2 h of serving</source>
        <translation>
            <numerusform>按 %n 个整月（%1 小时）计费，服务 %2 小时</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../widgets/comparisoncharts.cpp" line="730"/>
        <source>For an expected %1 h with interruptions, lost work and restarts</source>
        <translation>预计 %1 小时（含中断、丢失的进度和重启）</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisoncharts.cpp" line="732"/>
        <source>For the job&apos;s %1 h</source>
        <translation>任务运行 %1 小时</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisoncharts.cpp" line="733"/>
        <source>Over %1 h of serving</source>
        <translation>服务 %1 小时</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisoncharts.cpp" line="752"/>
        <source>Comparison charts</source>
        <translation>对比图表</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ComparisonPage</name>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="131"/>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="132"/>
        <source>Show or hide the charts below the table</source>
        <translation>显示或隐藏表格下方的图表</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="137"/>
        <source>Charts in a window</source>
        <translation>在窗口中显示图表</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="138"/>
        <source>Move the charts to a window of their own; closing it puts them back</source>
        <translation>将图表移到单独的窗口中；关闭该窗口后图表会放回原处</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="160"/>
        <source>Ranked instance types</source>
        <translation>实例规格排名</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="212"/>
        <source>Reasons for the selected type</source>
        <translation>所选规格的原因</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="280"/>
        <source>Instance ran&amp;king</source>
        <translation>实例排名(&amp;K)</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonoptions.cpp" line="72"/>
        <source>Change %1</source>
        <translation>更改%1</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonoptions.cpp" line="64"/>
        <source>Change the plan options</source>
        <translation>更改规划选项</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisondetails.cpp" line="42"/>
        <source>Reasons</source>
        <translation>原因</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="103"/>
        <source>Cheapest that fits</source>
        <translation>最便宜可装下</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="104"/>
        <source>Fastest within budget</source>
        <translation>预算内最快</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="105"/>
        <source>Best value</source>
        <translation>性价比最优</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="112"/>
        <source>Rank by cost and select the cheapest type that fits</source>
        <translation>按费用排序，并选择可装下的最便宜规格</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="113"/>
        <source>Rank by time and select the fastest type that fits within the budget</source>
        <translation>按时间排序，并选择预算内可装下的最快规格</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="114"/>
        <source>Rank by cost and time together and select the best balance</source>
        <translation>综合费用与时间排序，并选择最均衡的规格</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="123"/>
        <source>Show types that do not fit</source>
        <translation>显示装不下的规格</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="125"/>
        <source>Hide old prices</source>
        <translation>隐藏过时价格</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="127"/>
        <source>Hide the types whose price is old (marked ⚠): what is left is priced from current figures, or has no price</source>
        <translation>隐藏价格过时（标 ⚠）的实例规格：剩下的要么按当前价格计算，要么没有价格</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="281"/>
        <source>Serving capacit&amp;y</source>
        <translation>推理服务容量(&amp;Y)</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="474"/>
        <source>No instance type of %1 fits %2. The findings below say what would make one fit; tick “Show types that do not fit” to see why each does not.</source>
        <translation>%1 种实例规格都装不下 %2。下方“建议”说明改什么能装下；勾选“显示装不下的规格”可查看各自的原因。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/comparisonpage.cpp" line="481"/>
        <source>%n instance type(s) fit %1, but none is within your budget, deadline or GPU limit: each row says which it misses. Raise or clear the limit to rank them.</source>
        <translation>
            <numerusform>%n 种实例规格能装下 %1，但都不在你的预算、期限或 GPU 数限制之内：每一行都写明超出了哪一项。放宽或清除限制即可排序。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/comparisonpage.cpp" line="487"/>
        <source>%n instance type(s) of %1 fit %2;</source>
        <translation>
            <numerusform>%1 个实例规格中有 %n 个可装下 %2；</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/comparisonpage.cpp" line="491"/>
        <source>%n of them priced in %1. ★ marks the Pareto front of time against cost.</source>
        <translation>
            <numerusform>其中 %n 个有 %1 价格。★ 表示时间与费用的帕累托前沿。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../widgets/comparisondetails.cpp" line="63"/>
        <location filename="../../widgets/comparisonpage.cpp" line="215"/>
        <source>Findings</source>
        <translation>建议</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisondetails.cpp" line="75"/>
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
</context>
<context>
    <name>gpuplanner::EstimatorPage</name>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="639"/>
        <source>&lt;b&gt;Host RAM per node: needs %1 GiB&lt;/b&gt;; %2–%3 GiB recommended for the data pipeline. %4</source>
        <translation>&lt;b&gt;每节点主机内存：需要 %1 GiB&lt;/b&gt;；数据管道建议 %2–%3 GiB。%4</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="643"/>
        <source>&lt;b&gt;Host RAM per node: needs %1 GiB&lt;/b&gt;. %2</source>
        <translation>&lt;b&gt;每节点主机内存：需要 %1 GiB&lt;/b&gt;。%2</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="124"/>
        <source>Change %1</source>
        <translation>更改%1</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="123"/>
        <source>Change the workload</source>
        <translation>更改任务输入</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="152"/>
        <source>Brea&amp;kdown</source>
        <translation>明细(&amp;K)</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="155"/>
        <source>Per-GPU memory (GiB)</source>
        <translation>单卡显存 (GiB)</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="161"/>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="161"/>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="161"/>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="162"/>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="162"/>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="162"/>
        <source>Overhead</source>
        <translation>运行时开销</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="173"/>
        <source>Per GPU</source>
        <translation>单卡</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="218"/>
        <source>&lt;b&gt;Assumptions&lt;/b&gt;</source>
        <translation>&lt;b&gt;假设&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="222"/>
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="233"/>
        <source>Maximi&amp;ze:</source>
        <translation>最大化(&amp;Z)：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="237"/>
        <source>Instance type</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="238"/>
        <source>Card</source>
        <translation>显卡</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="253"/>
        <source>GPUs of the target</source>
        <translation>目标的 GPU 数</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="255"/>
        <source>Ta&amp;rget:</source>
        <translation>目标(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="259"/>
        <source>Calc&amp;ulate</source>
        <translation>计算(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="262"/>
        <source>Finds the largest value that fits the target by the rule the comparison uses; one step more does not fit</source>
        <translation>按对比所用的规则，求出目标上可装下的最大值；再增加一步即装不下</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="273"/>
        <source>Choose what to maximize and a target, then press &quot;Calculate&quot;.</source>
        <translation>选择要最大化的项和目标，然后点击“计算”。</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="276"/>
        <source>&amp;What fits?</source>
        <translation>能装下多少(&amp;W)？</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="317"/>
        <source>Largest batch per GPU</source>
        <translation>单卡最大批大小</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="319"/>
        <source>Longest sequence length</source>
        <translation>最长序列长度</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="322"/>
        <source>Most concurrent sequences</source>
        <translation>最多并发序列数</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="324"/>
        <source>Longest context length</source>
        <translation>最长上下文长度</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="345"/>
        <source>%1 (%2 GiB)</source>
        <translation>%1（%2 GiB）</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="370"/>
        <source>No catalog is loaded.</source>
        <translation>未加载目录。</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="390"/>
        <source>Nothing fits on %1</source>
        <translation>%1 上什么都装不下</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="395"/>
        <source>Largest batch per GPU on %1: %2</source>
        <translation>%1 上的单卡最大批大小：%2</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="396"/>
        <location filename="../../widgets/estimatorpage.cpp" line="399"/>
        <source>Most concurrent sequences on %1: %2</source>
        <translation>%1 上的最多并发序列数：%2</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="402"/>
        <source>Longest sequence on %1: %2 tokens</source>
        <translation>%1 上的最长序列：%2 token</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="403"/>
        <source>Longest context on %1: %2 tokens</source>
        <translation>%1 上的最长上下文：%2 token</translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/estimatorpage.cpp" line="413"/>
        <source>On %n instance(s).</source>
        <translation>
            <numerusform>使用 %n 台实例。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="493"/>
        <source>Sequence length (tokens)</source>
        <translation>序列长度 (token)</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="493"/>
        <source>Context length (tokens)</source>
        <translation>上下文长度 (token)</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="494"/>
        <source>Batch per GPU</source>
        <translation>单卡批大小</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="494"/>
        <source>Concurrent sequences</source>
        <translation>并发序列数</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="496"/>
        <source>Memory per GPU by sequence length</source>
        <translation>单卡显存随序列长度的变化</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="497"/>
        <source>Memory per GPU by context length</source>
        <translation>单卡显存随上下文长度的变化</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="498"/>
        <source>Memory per GPU by batch size</source>
        <translation>单卡显存随批大小的变化</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="499"/>
        <source>Memory per GPU by concurrent sequences</source>
        <translation>单卡显存随并发序列数的变化</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="509"/>
        <source>Needed</source>
        <translation>需求</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="511"/>
        <source>Usable</source>
        <translation>可用</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="517"/>
        <source>Answer</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="562"/>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="591"/>
        <source>%1: %2 GiB usable</source>
        <translation>%1：可用 %2 GiB</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="594"/>
        <source>Dashed line: %1 (&quot;What fits?&quot;)</source>
        <translation>虚线：%1（“能装下多少？”）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/estimatorpage.cpp" line="626"/>
        <source>&lt;b&gt;%1 GiB per GPU&lt;/b&gt; on %n GPU(s), compared with the card as nvidia-smi would show it: %2 GiB allocated by PyTorch + %3 GiB allocator fragmentation + %4 GiB CUDA context. On a larger card PyTorch may report %5 GiB reserved and nvidia-smi %6 GiB (freed blocks it keeps cached).</source>
        <translation>
            <numerusform>&lt;b&gt;单卡 %1 GiB&lt;/b&gt;，共 %n 块 GPU，按 nvidia-smi 所显示的占用对照：PyTorch 已分配 %2 GiB + 分配器碎片 %3 GiB + CUDA 上下文 %4 GiB。在显存更大的卡上，PyTorch 可能报告已保留 %5 GiB，nvidia-smi 显示 %6 GiB（PyTorch 会缓存已释放的显存块）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="656"/>
        <source>Model config: %1</source>
        <translation>模型配置：%1</translation>
    </message>
</context>
<context>
    <name>gpuplanner::HubImportDialog</name>
    <message>
        <location filename="../../widgets/hubimportdialog.cpp" line="16"/>
        <source>Import a model from a hub</source>
        <translation>从模型库导入模型</translation>
    </message>
    <message>
        <location filename="../../widgets/hubimportdialog.cpp" line="19"/>
        <source>ModelScope</source>
        <translation>ModelScope（魔搭社区）</translation>
    </message>
    <message>
        <location filename="../../widgets/hubimportdialog.cpp" line="20"/>
        <source>Reachable from mainland China</source>
        <translation>中国大陆可直接访问</translation>
    </message>
    <message>
        <location filename="../../widgets/hubimportdialog.cpp" line="21"/>
        <source>Hugging Face</source>
        <translation>Hugging Face</translation>
    </message>
    <message>
        <location filename="../../widgets/hubimportdialog.cpp" line="28"/>
        <source>owner/name, e.g. Qwen/Qwen3-8B, or the repository&apos;s address</source>
        <translation>所有者/名称，例如 Qwen/Qwen3-8B，或仓库的网址</translation>
    </message>
    <message>
        <location filename="../../widgets/hubimportdialog.cpp" line="42"/>
        <source>&amp;Hub:</source>
        <translation>模型库(&amp;H)：</translation>
    </message>
    <message>
        <location filename="../../widgets/hubimportdialog.cpp" line="43"/>
        <source>Address:</source>
        <translation>访问地址：</translation>
    </message>
    <message>
        <location filename="../../widgets/hubimportdialog.cpp" line="44"/>
        <source>&amp;Repository:</source>
        <translation>仓库(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../../widgets/hubimportdialog.cpp" line="111"/>
        <source>%1 (from %2)</source>
        <translation>%1（来自 %2）</translation>
    </message>
    <message>
        <location filename="../../widgets/hubimportdialog.cpp" line="118"/>
        <source>Type owner/name, or paste the repository&apos;s address.</source>
        <translation>输入 所有者/名称，或粘贴仓库的网址。</translation>
    </message>
    <message>
        <location filename="../../widgets/hubimportdialog.cpp" line="120"/>
        <source>Fetches config.json of %1 from %2.</source>
        <translation>将从 %2 获取 %1 的 config.json。</translation>
    </message>
</context>
<context>
    <name>gpuplanner::LibraryModel</name>
    <message>
        <location filename="../../models/library/librarymodel.cpp" line="304"/>
        <source>%1 %2/month</source>
        <translation>%1 %2/月</translation>
    </message>
    <message>
        <location filename="../../models/library/librarymodel.cpp" line="307"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location filename="../../models/library/librarymodel.cpp" line="309"/>
        <source>%1 %2/1M tokens</source>
        <translation>%1 %2/百万 token</translation>
    </message>
    <message>
        <location filename="../../models/library/librarymodel.cpp" line="310"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/library/librarymodel.cpp" line="333"/>
        <source>Serving the scenario&apos;s traffic: %n replica(s) on %1, %2 %3 a month</source>
        <translation>
            <numerusform>承载该场景的流量：%1 上 %n 个副本，每月 %2 %3</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../models/library/librarymodel.cpp" line="338"/>
        <source>One instance of the best option, %1: %2 %3 per 1M tokens</source>
        <translation>最佳方案 %1 的单个实例：每百万 token %2 %3</translation>
    </message>
    <message>
        <location filename="../../models/library/librarymodel.cpp" line="343"/>
        <source>No option fits with a price in the catalog</source>
        <translation>没有可装下且在目录中有价格的选项</translation>
    </message>
    <message>
        <location filename="../../models/library/librarymodel.cpp" line="346"/>
        <source>Best option: %1, %2 %3 in all</source>
        <translation>最佳方案：%1，总计 %2 %3</translation>
    </message>
    <message>
        <location filename="../../models/library/librarymodel.cpp" line="348"/>
        <source>Best option: %1</source>
        <translation>最佳方案：%1</translation>
    </message>
    <message>
        <location filename="../../models/library/librarymodel.cpp" line="378"/>
        <source>%1 (cannot be read)</source>
        <translation>%1（无法读取）</translation>
    </message>
    <message>
        <location filename="../../models/library/librarymodel.cpp" line="384"/>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <location filename="../../models/library/librarymodel.cpp" line="407"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../../models/library/librarymodel.cpp" line="409"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../models/library/librarymodel.cpp" line="411"/>
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <location filename="../../models/library/librarymodel.cpp" line="413"/>
        <source>Need per GPU</source>
        <translation>单卡需求</translation>
    </message>
    <message>
        <location filename="../../models/library/librarymodel.cpp" line="415"/>
        <source>Best cost</source>
        <translation>最低费用</translation>
    </message>
    <message>
        <location filename="../../models/library/librarymodel.cpp" line="417"/>
        <source>Author</source>
        <translation>作者</translation>
    </message>
    <message>
        <location filename="../../models/library/librarymodel.cpp" line="419"/>
        <source>Modified</source>
        <translation>修改时间</translation>
    </message>
    <message>
        <location filename="../../models/library/librarymodel.cpp" line="421"/>
        <source>Revision</source>
        <translation>版本</translation>
    </message>
    <message>
        <location filename="../../models/library/librarymodel.cpp" line="423"/>
        <source>Tags</source>
        <translation>标签</translation>
    </message>
</context>
<context>
    <name>gpuplanner::LibraryPage</name>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="165"/>
        <source>Search name, author, tags, notes</source>
        <translation>搜索名称、作者、标签、备注</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="169"/>
        <source>Team library:</source>
        <translation>团队方案库：</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="227"/>
        <source>&amp;Open</source>
        <translation>打开(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="234"/>
        <source>D&amp;uplicate</source>
        <translation>创建副本(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="235"/>
        <source>Re&amp;name…</source>
        <translation>重命名(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="236"/>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="239"/>
        <source>Copy &amp;share code</source>
        <translation>复制分享码(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="240"/>
        <source>&amp;Paste share code</source>
        <translation>粘贴分享码(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="303"/>
        <source>&lt;i&gt;none chosen&lt;/i&gt;</source>
        <translation>&lt;i&gt;未选择&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="60"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="62"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="114"/>
        <source>%1: per-GPU memory (GiB)</source>
        <translation>%1：单卡显存 (GiB)</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="87"/>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="87"/>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="88"/>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="88"/>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="89"/>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="89"/>
        <source>Overhead</source>
        <translation>运行时开销</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="131"/>
        <location filename="../../widgets/librarypage.cpp" line="528"/>
        <location filename="../../widgets/librarypage.cpp" line="529"/>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="162"/>
        <source>&amp;Choose folder…</source>
        <translation>选择文件夹(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="166"/>
        <source>Search the library</source>
        <translation>搜索团队方案库</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="179"/>
        <source>Scenarios in the library</source>
        <translation>方案库中的方案</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="209"/>
        <source>Indexing: %v of %m files</source>
        <translation>正在建立索引：第 %v 个，共 %m 个文件</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="237"/>
        <source>T&amp;rash…</source>
        <translation>回收站(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="238"/>
        <source>D&amp;iff</source>
        <translation>对比(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="314"/>
        <source>A team library is a folder of scenario files (.gpuplan.json) that your team shares, for example on a network drive: everyone sees the same plans, their costs with today&apos;s prices, and what changed between two. Choose a folder, or create one with four example scenarios to try it.</source>
        <translation>团队方案库是团队共享的一个方案文件（.gpuplan.json）文件夹，例如放在网络盘上：大家看到同样的方案、按今天价格算出的费用，以及两个方案之间的差别。请选择一个文件夹，或创建一个带四个示例方案的方案库来试试。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/librarypage.cpp" line="324"/>
        <source>%n scenario(s)</source>
        <translation>
            <numerusform>%n 个方案</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/librarypage.cpp" line="325"/>
        <source>%1 of %n scenario(s)</source>
        <translation>
            <numerusform>共 %n 个方案，显示 %1 个</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="343"/>
        <source>Team library folder</source>
        <translation>团队方案库文件夹</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="353"/>
        <source>Folder for the example library</source>
        <translation>示例方案库的文件夹</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="361"/>
        <source>Example library</source>
        <translation>示例方案库</translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/librarypage.cpp" line="366"/>
        <source>%n example scenario(s) written to %1</source>
        <translation>
            <numerusform>已将 %n 个示例方案写入 %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="373"/>
        <source>%1: cannot create the folder</source>
        <translation>%1：无法创建文件夹</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="386"/>
        <source>%1: cannot write: %2</source>
        <translation>%1：无法写入：%2</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="397"/>
        <source>Team library</source>
        <translation>团队方案库</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="411"/>
        <source>Duplicate</source>
        <translation>复制一份</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="426"/>
        <location filename="../../widgets/librarypage.cpp" line="439"/>
        <source>Rename</source>
        <translation>重命名</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="426"/>
        <source>New name:</source>
        <translation>新名称：</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="443"/>
        <source>Renamed to “%1”.</source>
        <translation>已重命名为“%1”。</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="453"/>
        <location filename="../../widgets/librarypage.cpp" line="459"/>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/librarypage.cpp" line="454"/>
        <source>Move %n scenario(s) to the library&apos;s trash? They can be restored from Trash.</source>
        <translation>
            <numerusform>将 %n 个方案移到团队方案库的回收站吗？之后可从回收站中恢复。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="466"/>
        <source>Trash</source>
        <translation>回收站</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="470"/>
        <source>%1 — deleted %2</source>
        <translation>%1 — 删除于 %2</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="477"/>
        <source>&amp;Restore</source>
        <translation>恢复(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="484"/>
        <source>Restore</source>
        <translation>恢复</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="508"/>
        <source>&lt;p&gt;The inputs are the same.&lt;/p&gt;</source>
        <translation>&lt;p&gt;输入相同。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="512"/>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="522"/>
        <source>Results (best option)</source>
        <translation>结果（最佳方案）</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="528"/>
        <source>Memory per GPU</source>
        <translation>单卡显存</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="535"/>
        <source>%1 tokens/s</source>
        <translation>%1 token/秒</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="537"/>
        <source>Throughput</source>
        <translation>吞吐</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="541"/>
        <source>Cost per million tokens</source>
        <translation>每百万 token 成本</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="549"/>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="551"/>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="554"/>
        <source>Cost of the serving time</source>
        <translation>服务时长费用</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="554"/>
        <source>Total cost</source>
        <translation>总费用</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="557"/>
        <location filename="../../widgets/librarypage.cpp" line="558"/>
        <source>none fits</source>
        <translation>没有可装下的规格</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="567"/>
        <location filename="../../widgets/librarypage.cpp" line="573"/>
        <location filename="../../widgets/librarypage.cpp" line="581"/>
        <location filename="../../widgets/librarypage.cpp" line="589"/>
        <source>Diff</source>
        <translation>对比</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="568"/>
        <source>Select two scenarios, or one to compare its saved prices with today&apos;s.</source>
        <translation>请选择两个方案；或只选择一个方案，将其保存的价格与今日价格对比。</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="557"/>
        <source>Best option</source>
        <translation>最佳方案</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="251"/>
        <source>Create an e&amp;xample library…</source>
        <translation>创建示例方案库(&amp;X)…</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="318"/>
        <source>This folder holds no scenarios yet. Save the open scenario into it (File ▸ Save scenario as…), paste a colleague&apos;s share code, or add the four example scenarios.</source>
        <translation>这个文件夹里还没有方案。可以把当前方案存进来（文件 ▸ 方案另存为…）、粘贴同事的分享码，或者加入四个示例方案。</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="611"/>
        <source>Saved prices of %1 against today&apos;s catalog</source>
        <translation>%1 保存的价格与今日目录对比</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="612"/>
        <source>Saved %1</source>
        <translation>保存于 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="613"/>
        <source>Instance type</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="613"/>
        <source>Mode</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="613"/>
        <source>Saved</source>
        <translation>保存时</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="613"/>
        <source>Today</source>
        <translation>今日</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="621"/>
        <source>no price today</source>
        <translation>今日无价格</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="626"/>
        <source>&lt;p&gt;This scenario has no saved prices (it was saved by an older version).&lt;/p&gt;</source>
        <translation>&lt;p&gt;此方案没有保存价格（它由旧版本保存）。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="647"/>
        <location filename="../../widgets/librarypage.cpp" line="653"/>
        <source>Share code</source>
        <translation>分享码</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="648"/>
        <source>Select one scenario to copy its share code.</source>
        <translation>请选择一个方案以复制其分享码。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/librarypage.cpp" line="659"/>
        <source>The share code of “%1” is on the clipboard (%n character(s)): paste it into a chat.</source>
        <translation>
            <numerusform>“%1”的分享码（%n 个字符）已复制到剪贴板：可将其粘贴到聊天中。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="674"/>
        <source>Open a share code</source>
        <translation>打开分享码</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="674"/>
        <source>Paste the share code:</source>
        <translation>粘贴分享码：</translation>
    </message>
</context>
<context>
    <name>gpuplanner::MainWindow</name>
    <message>
        <location filename="../../app/mainwindow.cpp" line="157"/>
        <location filename="../../app/mainwindowlanguage.cpp" line="131"/>
        <location filename="../../app/mainwindowscenario.cpp" line="123"/>
        <location filename="../../app/mainwindowscenario.cpp" line="414"/>
        <source>Untitled scenario</source>
        <translation>未命名方案</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="176"/>
        <source>Catalog: %1</source>
        <translation>目录：%1</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="193"/>
        <source>Catalog</source>
        <translation>目录</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="195"/>
        <source>Memory estimate</source>
        <translation>显存估算</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="197"/>
        <source>Comparison</source>
        <translation>方案对比</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="199"/>
        <source>Library</source>
        <translation>团队方案库</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="164"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="165"/>
        <source>&amp;New scenario</source>
        <translation>新建方案(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="166"/>
        <source>&amp;Open scenario…</source>
        <translation>打开方案(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="168"/>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="171"/>
        <source>&amp;Save scenario</source>
        <translation>保存方案(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="172"/>
        <source>Save scenario &amp;as…</source>
        <translation>方案另存为(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="174"/>
        <source>Scenario &amp;properties…</source>
        <translation>方案属性(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="175"/>
        <source>E&amp;xport report…</source>
        <translation>导出报告(&amp;X)…</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="175"/>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="177"/>
        <source>&amp;Print report…</source>
        <translation>打印报告(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="179"/>
        <source>Copy share &amp;code</source>
        <translation>复制分享码(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="181"/>
        <source>Import &amp;model from config…</source>
        <translation>从配置导入模型(&amp;M)…</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="181"/>
        <source>Ctrl+Shift+M</source>
        <translation>Ctrl+Shift+M</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="183"/>
        <source>Import model from a &amp;hub…</source>
        <translation>从模型库导入模型(&amp;H)…</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="183"/>
        <source>Ctrl+Shift+H</source>
        <translation>Ctrl+Shift+H</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="186"/>
        <source>&amp;Import catalog data…</source>
        <translation>导入目录数据(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="187"/>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="189"/>
        <source>DescribeInstanceTypes, DescribePrice or DescribeSpotAdvice JSON, or a price CSV</source>
        <translation>DescribeInstanceTypes、DescribePrice 或 DescribeSpotAdvice 的 JSON，或价格 CSV</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="190"/>
        <source>&amp;Enter a price…</source>
        <translation>录入价格(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="191"/>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="192"/>
        <source>&amp;Reset my catalog changes…</source>
        <translation>重置我的目录修改(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="194"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="196"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="200"/>
        <source>&amp;Settings…</source>
        <translation>设置(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="222"/>
        <source>&amp;Getting started</source>
        <translation>入门(&amp;G)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/mainwindowactions.cpp" line="337"/>
        <source>Forget the %n row(s) you imported or entered and use the shipped catalog alone? The file is kept beside itself as a backup copy, and Edit ▸ Undo brings the rows back until this window closes.

%1</source>
        <translation>
            <numerusform>放弃你导入或录入的 %n 行数据，只使用随附的目录吗？该文件会作为备份保留在原位置旁；在此窗口关闭前，可用“编辑 ▸ 撤销”找回这些行。

%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/mainwindowactions.cpp" line="341"/>
        <source>Forget the %n row(s) you imported or entered and use the shipped catalog alone? The file is kept beside itself as a backup copy.

%1</source>
        <translation>
            <numerusform>放弃你导入或录入的 %n 行数据，只使用随附的目录吗？该文件会作为备份保留在原位置旁。

%1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="359"/>
        <source>Your catalog changes were moved to %1</source>
        <translation>你的目录修改已移至 %1</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="383"/>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="384"/>
        <source>“%1” could not be undone or redone: your catalog data was not changed.

%2</source>
        <translation>“%1”无法撤销或重做：你的目录数据没有改变。

%2</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="432"/>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="605"/>
        <source>Alt with the underlined letter of a menu opens it, and of a field on the page goes to it; Alt+1 to Alt+4 show the tabs.</source>
        <translation>按 Alt 加菜单的带下划线字母可打开该菜单，加页面上字段的字母可跳到该字段；Alt+1 至 Alt+4 切换标签页。</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="197"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="122"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="125"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="143"/>
        <location filename="../../app/mainwindowactions.cpp" line="145"/>
        <source>Undo history</source>
        <translation>撤销历史</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="144"/>
        <source>&lt;scenario as opened&gt;</source>
        <translation>&lt;打开时的方案&gt;</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="147"/>
        <source>Undo &amp;history</source>
        <translation>撤销历史(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowlanguage.cpp" line="49"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowlanguage.cpp" line="139"/>
        <source>Language: %1</source>
        <translation>语言：%1</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="426"/>
        <location filename="../../app/mainwindowlanguage.cpp" line="54"/>
        <source>System default</source>
        <translation>系统默认</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="214"/>
        <source>Ca&amp;talog</source>
        <translation>目录(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="215"/>
        <source>&amp;Refresh prices…</source>
        <translation>刷新价格(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="217"/>
        <source>Fetch prices and stock for your account from Alibaba Cloud&apos;s API</source>
        <translation>通过阿里云 API 获取您账号下的价格和库存</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="218"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="219"/>
        <source>&amp;Manual</source>
        <translation>使用手册(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="224"/>
        <source>&amp;About GPU Planner</source>
        <translation>关于 GPU 选型规划台(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="239"/>
        <location filename="../../app/mainwindowactions.cpp" line="269"/>
        <location filename="../../app/mainwindowactions.cpp" line="275"/>
        <location filename="../../app/mainwindowactions.cpp" line="285"/>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="252"/>
        <source>What does %1 price?</source>
        <translation>%1 对应的是什么价格？</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="240"/>
        <location filename="../../app/mainwindowactions.cpp" line="270"/>
        <location filename="../../app/mainwindowactions.cpp" line="276"/>
        <location filename="../../app/mainwindowactions.cpp" line="286"/>
        <source>%1

Nothing was imported.</source>
        <translation>%1

未导入任何内容。</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="299"/>
        <source>Import catalog data</source>
        <translation>导入目录数据</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="300"/>
        <source>Alibaba API output or price sheets (*.json *.csv);;All files (*)</source>
        <translation>阿里云 API 输出或价格表 (*.json *.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="321"/>
        <source>Enter a price</source>
        <translation>录入价格</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="345"/>
        <location filename="../../app/mainwindowactions.cpp" line="352"/>
        <source>Reset my catalog changes</source>
        <translation>重置我的目录修改</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowscenario.cpp" line="84"/>
        <source>%1[*] — %2</source>
        <translation>%1[*] — %2</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowscenario.cpp" line="363"/>
        <source>%1: use .pdf, .csv, .json, .md or .xlsx</source>
        <translation>%1：请使用 .pdf、.csv、.json、.md 或 .xlsx</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowscenario.cpp" line="382"/>
        <source>PDF report (*.pdf);;CSV table (*.csv);;JSON table (*.json);;Markdown table (*.md);;Excel workbook (*.xlsx)</source>
        <translation>PDF 报告 (*.pdf);;CSV 表格 (*.csv);;JSON 表格 (*.json);;Markdown 表格 (*.md);;Excel 工作簿 (*.xlsx)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowscenario.cpp" line="448"/>
        <source>Opened &quot;%1&quot; from the team library.</source>
        <translation>已从团队方案库打开“%1”。</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="506"/>
        <source>No recent scenarios</source>
        <translation>没有最近打开的方案</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="509"/>
        <source>&amp;Clear menu</source>
        <translation>清空列表(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="520"/>
        <source>Open recent</source>
        <translation>最近打开</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="521"/>
        <source>%1 no longer exists. It was removed from the recent scenarios.</source>
        <translation>%1 已不存在，已将其从最近打开的方案中移除。</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="369"/>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="543"/>
        <location filename="../../app/mainwindowlanguage.cpp" line="116"/>
        <source>Manual</source>
        <translation>使用手册</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="549"/>
        <location filename="../../app/mainwindowlanguage.cpp" line="118"/>
        <source>&amp;Back</source>
        <translation>后退(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="551"/>
        <location filename="../../app/mainwindowlanguage.cpp" line="120"/>
        <source>&amp;Contents</source>
        <translation>目录(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="604"/>
        <source>Contents</source>
        <translation>目录</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="604"/>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="396"/>
        <source>About GPU Planner</source>
        <translation>关于 GPU 选型规划台</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="397"/>
        <source>&lt;b&gt;GPU Planner %1&lt;/b&gt;&lt;p&gt;Choose the Alibaba Cloud GPU instance for a deep-learning job: does the model fit, how long does it run, what does it cost.&lt;/p&gt;&lt;p&gt;Catalog: %2&lt;br&gt;Your changes: %3&lt;/p&gt;</source>
        <translation>&lt;b&gt;GPU 选型规划台 %1&lt;/b&gt;&lt;p&gt;为深度学习任务选择阿里云 GPU 实例：模型能否装下，要运行多久，费用是多少。&lt;/p&gt;&lt;p&gt;目录：%2&lt;br&gt;我的目录修改：%3&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowscenario.cpp" line="108"/>
        <source>Unsaved changes</source>
        <translation>未保存的修改</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowscenario.cpp" line="109"/>
        <source>Save the changes to &quot;%1&quot;?</source>
        <translation>要保存对“%1”的修改吗？</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowscenario.cpp" line="138"/>
        <location filename="../../app/mainwindowscenario.cpp" line="155"/>
        <source>Open scenario</source>
        <translation>打开方案</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowscenario.cpp" line="144"/>
        <source>Opened a version %1 file; it is saved as version %2.</source>
        <translation>已打开格式版本为 %1 的文件；保存时将使用格式版本 %2。</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowscenario.cpp" line="156"/>
        <source>GPU Planner scenarios (*.gpuplan.json);;All files (*)</source>
        <translation>GPU 选型规划台方案 (*.gpuplan.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowscenario.cpp" line="164"/>
        <location filename="../../app/mainwindowscenario.cpp" line="176"/>
        <source>Import a model from its config</source>
        <translation>从配置文件导入模型</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowscenario.cpp" line="165"/>
        <source>Model configs (config.json);;JSON files (*.json);;All files (*)</source>
        <translation>模型配置 (config.json);;JSON 文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowhub.cpp" line="42"/>
        <source>Import a model from a hub</source>
        <translation>从模型库导入模型</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowhub.cpp" line="46"/>
        <location filename="../../app/mainwindowscenario.cpp" line="177"/>
        <source>The model was not imported; nothing changed.

%1</source>
        <translation>未导入模型，未做任何更改。

%1</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowhub.cpp" line="74"/>
        <source>Fetching config.json of %1 from %2…</source>
        <translation>正在从 %2 获取 %1 的 config.json…</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowhub.cpp" line="93"/>
        <source>The import of %1 was cancelled; nothing changed.</source>
        <translation>已取消导入 %1，没有做任何更改。</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowscenario.cpp" line="186"/>
        <source>Import model %1</source>
        <translation>导入模型 %1</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowscenario.cpp" line="187"/>
        <source>Imported %1 (%2, %3B parameters)</source>
        <translation>已导入 %1（%2，%3B 参数）</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowscenario.cpp" line="210"/>
        <location filename="../../app/mainwindowscenario.cpp" line="235"/>
        <location filename="../../app/mainwindowscenario.cpp" line="244"/>
        <location filename="../../app/mainwindowscenario.cpp" line="283"/>
        <location filename="../../app/mainwindowscenario.cpp" line="298"/>
        <source>Save scenario</source>
        <translation>保存方案</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowscenario.cpp" line="214"/>
        <source>The scenario changed on disk</source>
        <translation>方案已在磁盘上被修改</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowscenario.cpp" line="215"/>
        <source>&quot;%1&quot; was changed by %2 since you opened it (revision %3 on disk). Your changes are not saved yet.</source>
        <translation>自您打开“%1”以来，%2 已修改了它（磁盘上的修订号为 %3）。您的修改尚未保存。</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowscenario.cpp" line="217"/>
        <source>someone</source>
        <translation>其他人</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowscenario.cpp" line="221"/>
        <source>Reload theirs</source>
        <translation>重新加载对方版本</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowscenario.cpp" line="222"/>
        <source>Save mine as a copy</source>
        <translation>将我的版本另存为副本</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowscenario.cpp" line="224"/>
        <source>Overwrite theirs</source>
        <translation>覆盖对方版本</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowscenario.cpp" line="233"/>
        <source>%1 (mine)</source>
        <translation>%1（我的版本）</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowscenario.cpp" line="256"/>
        <location filename="../../app/mainwindowscenario.cpp" line="292"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowscenario.cpp" line="299"/>
        <source>GPU Planner scenarios (*.gpuplan.json)</source>
        <translation>GPU 选型规划台方案 (*.gpuplan.json)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowscenario.cpp" line="338"/>
        <location filename="../../app/mainwindowscenario.cpp" line="351"/>
        <source>Print report</source>
        <translation>打印报告</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/mainwindowscenario.cpp" line="341"/>
        <source>Printed %n page(s)</source>
        <translation>
            <numerusform>已打印 %n 页</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/mainwindowscenario.cpp" line="362"/>
        <location filename="../../app/mainwindowscenario.cpp" line="369"/>
        <location filename="../../app/mainwindowscenario.cpp" line="379"/>
        <source>Export report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowscenario.cpp" line="372"/>
        <source>Wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowscenario.cpp" line="391"/>
        <source>Scenario properties</source>
        <translation>方案属性</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowscenario.cpp" line="397"/>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowscenario.cpp" line="398"/>
        <source>&amp;Author:</source>
        <translation>作者(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowscenario.cpp" line="399"/>
        <source>&amp;Tags:</source>
        <translation>标签(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowscenario.cpp" line="400"/>
        <source>N&amp;otes:</source>
        <translation>备注(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="407"/>
        <location filename="../../app/mainwindowactions.cpp" line="452"/>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="410"/>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="413"/>
        <source>Team library folder</source>
        <translation>团队方案库文件夹</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowactions.cpp" line="422"/>
        <source>Team &amp;library folder:</source>
        <translation>团队方案库文件夹(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowscenario.cpp" line="422"/>
        <source>The share code is on the clipboard: paste it into a chat.</source>
        <translation>分享码已复制到剪贴板：可将其粘贴到聊天中。</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowscenario.cpp" line="430"/>
        <source>Open a share code</source>
        <translation>打开分享码</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowappearance.cpp" line="22"/>
        <source>&amp;Appearance</source>
        <translation>外观(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowappearance.cpp" line="26"/>
        <source>&amp;Follow the desktop</source>
        <translation>跟随桌面(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowappearance.cpp" line="27"/>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowappearance.cpp" line="28"/>
        <source>D&amp;ark</source>
        <translation>深色(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowappearance.cpp" line="73"/>
        <source>Dark appearance</source>
        <translation>深色外观</translation>
    </message>
    <message>
        <location filename="../../app/mainwindowappearance.cpp" line="73"/>
        <source>Light appearance</source>
        <translation>浅色外观</translation>
    </message>
</context>
<context>
    <name>gpuplanner::PlanTableModel</name>
    <message>
        <location filename="../../models/plan/plantablemodel.cpp" line="139"/>
        <source>One step of %1 tokens: %2 s = %3 s compute + %4 s communication not hidden by overlap.</source>
        <translation>每步 %1 个 token：%2 秒 = 计算 %3 秒 + 未被重叠掩盖的通信 %4 秒。</translation>
    </message>
    <message>
        <location filename="../../models/plan/plantablemodel.cpp" line="145"/>
        <source>Job: %1 h compute, %2 h communication.</source>
        <translation>整个任务：计算 %1 小时，通信 %2 小时。</translation>
    </message>
    <message>
        <location filename="../../models/plan/plantablemodel.cpp" line="148"/>
        <location filename="../../models/plan/plantablemodel.cpp" line="161"/>
        <source>Bottleneck: %1.</source>
        <translation>瓶颈：%1。</translation>
    </message>
    <message>
        <location filename="../../models/plan/plantablemodel.cpp" line="159"/>
        <source>Kernel: %1.</source>
        <translation>计算内核：%1。</translation>
    </message>
    <message>
        <location filename="../../models/plan/plantablemodel.cpp" line="169"/>
        <source>fits</source>
        <translation>可装下</translation>
    </message>
    <message>
        <location filename="../../models/plan/plantablemodel.cpp" line="171"/>
        <source>fits, with warnings</source>
        <translation>可装下（有警告）</translation>
    </message>
    <message>
        <location filename="../../models/plan/plantablemodel.cpp" line="173"/>
        <source>does not fit</source>
        <translation>装不下</translation>
    </message>
    <message>
        <location filename="../../models/plan/plantablemodel.cpp" line="231"/>
        <source>GPUs per instance × instances; one number for a single instance</source>
        <translation>每个实例的 GPU 数 × 实例数；仅一个实例时只显示一个数字</translation>
    </message>
    <message>
        <location filename="../../models/plan/plantablemodel.cpp" line="233"/>
        <source>Memory needed per GPU against what the job may use of it (the card, or the engine&apos;s memory budget for serving)</source>
        <translation>单卡所需显存与任务可用显存的对比（可用显存指整张卡的显存，推理服务时则为推理引擎的显存预算）</translation>
    </message>
    <message>
        <location filename="../../models/plan/plantablemodel.cpp" line="236"/>
        <source>Hours the training job runs</source>
        <translation>训练任务运行的小时数</translation>
    </message>
    <message>
        <location filename="../../models/plan/plantablemodel.cpp" line="237"/>
        <source>Output tokens per second of the whole instance set</source>
        <translation>所有实例合计每秒输出的 token 数</translation>
    </message>
    <message>
        <location filename="../../models/plan/plantablemodel.cpp" line="239"/>
        <source>Cost of the whole training job</source>
        <translation>整个训练任务的费用</translation>
    </message>
    <message>
        <location filename="../../models/plan/plantablemodel.cpp" line="240"/>
        <source>Cost per million output tokens</source>
        <translation>每百万输出 token 的费用</translation>
    </message>
    <message>
        <location filename="../../models/plan/plantablemodel.cpp" line="250"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../../models/plan/plantablemodel.cpp" line="252"/>
        <source>Instance type</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <location filename="../../models/plan/plantablemodel.cpp" line="254"/>
        <source>Family</source>
        <translation>实例规格族</translation>
    </message>
    <message>
        <location filename="../../models/plan/plantablemodel.cpp" line="256"/>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <location filename="../../models/plan/plantablemodel.cpp" line="258"/>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location filename="../../models/plan/plantablemodel.cpp" line="260"/>
        <source>Need/GPU (GiB)</source>
        <translation>单卡需求 (GiB)</translation>
    </message>
    <message>
        <location filename="../../models/plan/plantablemodel.cpp" line="262"/>
        <source>VRAM/GPU (GiB)</source>
        <translation>单卡显存 (GiB)</translation>
    </message>
    <message>
        <location filename="../../models/plan/plantablemodel.cpp" line="264"/>
        <source>Headroom</source>
        <translation>余量</translation>
    </message>
    <message>
        <location filename="../../models/plan/plantablemodel.cpp" line="266"/>
        <source>Hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <location filename="../../models/plan/plantablemodel.cpp" line="266"/>
        <source>Tokens/s</source>
        <translation>token/秒</translation>
    </message>
    <message>
        <location filename="../../models/plan/plantablemodel.cpp" line="268"/>
        <source>Price/h</source>
        <translation>价格/小时</translation>
    </message>
    <message>
        <location filename="../../models/plan/plantablemodel.cpp" line="308"/>
        <source>⚠ An old price: check today&apos;s price before renting (File ▸ Enter a price…, or Catalog ▸ Refresh prices…).</source>
        <translation>⚠ 价格已过时：租用前请核对今天的价格（“文件 ▸ 录入价格…”或“目录 ▸ 刷新价格…”）。</translation>
    </message>
    <message>
        <location filename="../../models/plan/plantablemodel.cpp" line="407"/>
        <source>⚠ %1, %2 (old)</source>
        <translation>⚠ %1，%2（过时）</translation>
    </message>
    <message>
        <location filename="../../models/plan/plantablemodel.cpp" line="223"/>
        <location filename="../../models/plan/plantablemodel.cpp" line="270"/>
        <source>Total cost</source>
        <translation>总费用</translation>
    </message>
    <message>
        <location filename="../../models/plan/plantablemodel.cpp" line="134"/>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <location filename="../../models/plan/plantablemodel.cpp" line="136"/>
        <source>memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/plan/plantablemodel.cpp" line="153"/>
        <source>One decode step of %n sequence(s): %1 ms (%2 ms reading or computing, %3 ms on the network).</source>
        <translation>
            <numerusform>%n 个序列的单次解码步：%1 ms（读取或计算 %2 ms，网络传输 %3 ms）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../models/plan/plantablemodel.cpp" line="219"/>
        <source>GPUs ×
instances</source>
        <translation>GPU ×
实例</translation>
    </message>
    <message>
        <location filename="../../models/plan/plantablemodel.cpp" line="221"/>
        <source>Need/usable
GiB</source>
        <translation>需求/可用
GiB</translation>
    </message>
    <message>
        <location filename="../../models/plan/plantablemodel.cpp" line="223"/>
        <source>Per 1M
tokens</source>
        <translation>每百万
token</translation>
    </message>
    <message>
        <location filename="../../models/plan/plantablemodel.cpp" line="270"/>
        <source>Per 1M tokens</source>
        <translation>每百万 token</translation>
    </message>
    <message>
        <location filename="../../models/plan/plantablemodel.cpp" line="272"/>
        <source>Price source</source>
        <translation>价格来源</translation>
    </message>
    <message>
        <location filename="../../models/plan/plantablemodel.cpp" line="274"/>
        <source>Reasons</source>
        <translation>原因</translation>
    </message>
    <message>
        <location filename="../../models/plan/plantablemodel.cpp" line="389"/>
        <location filename="../../models/plan/plantablemodel.cpp" line="401"/>
        <location filename="../../models/plan/plantablemodel.cpp" line="453"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../../models/plan/plantablemodel.cpp" line="396"/>
        <location filename="../../models/plan/plantablemodel.cpp" line="401"/>
        <location filename="../../models/plan/plantablemodel.cpp" line="458"/>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <location filename="../../models/plan/plantablemodel.cpp" line="302"/>
        <source>Source: %1
As of: %2</source>
        <translation>来源：%1
截至：%2</translation>
    </message>
    <message>
        <location filename="../../models/plan/plantablemodel.cpp" line="305"/>
        <source>No price for this type: it is never treated as free.</source>
        <translation>该规格无价格：绝不会被视为免费。</translation>
    </message>
    <message>
        <location filename="../../models/plan/plantablemodel.cpp" line="312"/>
        <source>Subscription beats pay-as-you-go above %1 % utilisation.</source>
        <translation>利用率高于 %1 % 时，包年包月比按量付费更划算。</translation>
    </message>
    <message>
        <location filename="../../models/plan/plantablemodel.cpp" line="317"/>
        <source>Spot at %1 % of pay-as-you-go (%2); %3 interruptions per day; checkpoint every %4 h; expected %5 h instead of %6 h; pay-as-you-go would cost %7.</source>
        <translation>抢占式价格为按量付费的 %1 %（%2）；每天中断 %3 次；每 %4 小时保存一次检查点；预计耗时 %5 小时，而非 %6 小时；按量付费需 %7。</translation>
    </message>
</context>
<context>
    <name>gpuplanner::PriceDialog</name>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="26"/>
        <source>Enter a price</source>
        <translation>录入价格</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="27"/>
        <source>What does this DescribePrice file price?</source>
        <translation>此 DescribePrice 文件对应的是什么价格？</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="37"/>
        <source>&amp;Instance type:</source>
        <translation>实例规格(&amp;I)：</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="44"/>
        <source>&amp;Region:</source>
        <translation>地域(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="49"/>
        <source>Pricing &amp;mode:</source>
        <translation>计费方式(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="52"/>
        <source>per hour</source>
        <translation>每小时</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="53"/>
        <source>per week</source>
        <translation>每周</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="54"/>
        <source>per month</source>
        <translation>每月</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="55"/>
        <source>per year</source>
        <translation>每年</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="56"/>
        <source>&amp;Unit:</source>
        <translation>单位(&amp;U)：</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="62"/>
        <source>The Period of the DescribePrice request: the price covers this many units</source>
        <translation>DescribePrice 请求的 Period：该价格涵盖的单位数</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="63"/>
        <source>&amp;Period:</source>
        <translation>时长(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="68"/>
        <source>&amp;Amount:</source>
        <translation>金额(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="71"/>
        <source>&amp;Currency:</source>
        <translation>币种(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="75"/>
        <source>&amp;As of:</source>
        <translation>截至日期(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="77"/>
        <source>Where the number comes from, e.g. a quote from sales</source>
        <translation>该数字的出处，例如销售报价</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="78"/>
        <source>&amp;Note:</source>
        <translation>备注(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="176"/>
        <source>&apos;%1&apos; is not an instance type of the catalog.</source>
        <translation>“%1”不是目录中的实例规格。</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="179"/>
        <source>A %1 price is per hour.</source>
        <translation>%1价格按小时计。</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="180"/>
        <source>A %1 price is per week, month or year.</source>
        <translation>%1价格按周、月或年计。</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="183"/>
        <source>Enter a price greater than 0.</source>
        <translation>请输入大于 0 的价格。</translation>
    </message>
</context>
<context>
    <name>gpuplanner::RefreshDialog</name>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="33"/>
        <source>Refresh prices</source>
        <translation>刷新价格</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="43"/>
        <source>Pay-as-you-go</source>
        <translation>按量付费</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="44"/>
        <source>Subscription (month)</source>
        <translation>包年包月（按月）</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="45"/>
        <source>Spot advice</source>
        <translation>抢占式实例建议</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="46"/>
        <source>Stock per zone</source>
        <translation>各可用区库存</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="47"/>
        <source>New instance types</source>
        <translation>新实例规格</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="49"/>
        <source>Add GPU instance types the catalog lacks (DescribeInstanceTypes); types it has are not changed</source>
        <translation>添加目录中没有的 GPU 实例规格（DescribeInstanceTypes）；已有的规格不作改动</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="57"/>
        <source>all instance types of the catalog</source>
        <translation>目录中的所有实例规格</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="59"/>
        <source>https://ecs.&lt;region&gt;.aliyuncs.com (default)</source>
        <translation>https://ecs.&lt;region&gt;.aliyuncs.com（默认）</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="64"/>
        <source> requests/s</source>
        <translation> 次请求/秒</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="65"/>
        <source>Keep prices I entered by hand</source>
        <translation>保留我手动录入的价格</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="75"/>
        <source>Region:</source>
        <translation>地域：</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="76"/>
        <source>Fetch:</source>
        <translation>获取内容：</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="77"/>
        <source>Instance types:</source>
        <translation>实例规格：</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="78"/>
        <source>Endpoint:</source>
        <translation>服务地址：</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="79"/>
        <source>Pace:</source>
        <translation>请求速率：</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="82"/>
        <source>AccessKey (leave empty to use the environment, the aliyun CLI&apos;s profile or the keychain)</source>
        <translation>AccessKey（留空则使用环境变量、aliyun CLI 配置文件或系统密钥环中的 AccessKey）</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="88"/>
        <source>Keep in the system keychain</source>
        <translation>保存到系统密钥环</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="91"/>
        <source>AccessKey ID:</source>
        <translation>AccessKey ID：</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="92"/>
        <source>AccessKey secret:</source>
        <translation>AccessKey Secret：</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="102"/>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="197"/>
        <source>Choose at least one thing to fetch.</source>
        <translation>请至少选择一项要获取的内容。</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="207"/>
        <source>Not in the catalog: %1</source>
        <translation>不在目录中：%1</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="215"/>
        <source>The endpoint %1 is not an http(s) URL.</source>
        <translation>服务地址 %1 不是 http(s) URL。</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="218"/>
        <source>The endpoint %1 is not https; credentials are only sent over https (plain http only to a loopback address, for tests).</source>
        <translation>端点 %1 不是 https；凭据只通过 https 发送（明文 http 仅限环回地址，供测试使用）。</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="228"/>
        <source>Enter both the AccessKey ID and its secret, or neither.</source>
        <translation>请同时填写 AccessKey ID 和 Secret，或都不填写。</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="230"/>
        <source>typed in</source>
        <translation>手动输入</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="232"/>
        <source>Cannot keep the AccessKey: %1</source>
        <translation>无法保存 AccessKey：%1</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="245"/>
        <source>Warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="271"/>
        <source>Fetching prices from %1…</source>
        <translation>正在从 %1 获取价格…</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="271"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="280"/>
        <source>Refreshing %1 with the AccessKey from %2…</source>
        <translation>正在刷新 %1，所用 AccessKey 来自：%2…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/refreshdialog.cpp" line="301"/>
        <source>%n price(s) updated</source>
        <translation>
            <numerusform>已更新 %n 个价格</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/refreshdialog.cpp" line="302"/>
        <source>%n spot advice row(s) updated</source>
        <translation>
            <numerusform>已更新 %n 行抢占式实例建议</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/refreshdialog.cpp" line="303"/>
        <source>%n stock row(s) updated</source>
        <translation>
            <numerusform>已更新 %n 行库存</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/refreshdialog.cpp" line="304"/>
        <source>%n failed</source>
        <translation>
            <numerusform>%n 项失败</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/refreshdialog.cpp" line="307"/>
        <source>%n new instance type(s) added.</source>
        <translation>
            <numerusform>已添加 %n 个新实例规格。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/refreshdialog.cpp" line="310"/>
        <source>%n type(s) of the catalog differ from the API and were not changed: %1.</source>
        <translation>
            <numerusform>目录中有 %n 个规格与 API 返回不同，未作改动：%1。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/refreshdialog.cpp" line="316"/>
        <source>%n price(s) entered by hand kept.</source>
        <translation>
            <numerusform>已保留 %n 个手动录入的价格。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="318"/>
        <source>Cancelled: only whole batches were saved.</source>
        <translation>已取消：只保存了已完整完成的批次。</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="320"/>
        <source>Stopped: %1</source>
        <translation>已停止：%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/refreshdialog.cpp" line="328"/>
        <source>… and %n more</source>
        <translation>
            <numerusform>… 还有 %n 项</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuplanner::ScenarioDiff</name>
    <message>
        <location filename="../../models/library/librarydiff.cpp" line="38"/>
        <source>(not set)</source>
        <translation>(未设置)</translation>
    </message>
    <message>
        <location filename="../../models/library/librarydiff.cpp" line="43"/>
        <location filename="../../models/library/librarydiff.cpp" line="50"/>
        <source>(none)</source>
        <translation>(无)</translation>
    </message>
    <message>
        <location filename="../../models/library/librarydiff.cpp" line="75"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../models/library/librarydiff.cpp" line="198"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../models/library/librarydiff.cpp" line="199"/>
        <source>Model name</source>
        <translation>模型名称</translation>
    </message>
    <message>
        <location filename="../../models/library/librarydiff.cpp" line="201"/>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <location filename="../../models/library/librarydiff.cpp" line="239"/>
        <source>no change</source>
        <translation>无变化</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ScenarioDocument</name>
    <message>
        <location filename="../../models/scenario/scenariodocument.cpp" line="251"/>
        <location filename="../../models/scenario/scenariodocument.cpp" line="267"/>
        <source>Scenario properties</source>
        <translation>方案属性</translation>
    </message>
</context>
<context>
    <name>gpuplanner::StartPanel</name>
    <message>
        <location filename="../../widgets/startpanel.cpp" line="24"/>
        <source>Getting started</source>
        <translation>入门</translation>
    </message>
    <message>
        <location filename="../../widgets/startpanel.cpp" line="27"/>
        <source>Which GPU instance for your model?</source>
        <translation>你的模型该用哪种 GPU 实例？</translation>
    </message>
    <message>
        <location filename="../../widgets/startpanel.cpp" line="35"/>
        <source>GPU Planner tells you whether a model fits on an Alibaba Cloud GPU instance, which instance type to rent, how long the job runs and what it costs. Start from a model and what you want to do with it:</source>
        <translation>GPU 选型规划台告诉你模型能否装进阿里云 GPU 实例、该租哪种实例规格、任务要运行多久、花费多少。先选择模型和要做的任务：</translation>
    </message>
    <message>
        <location filename="../../widgets/startpanel.cpp" line="59"/>
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../../widgets/startpanel.cpp" line="67"/>
        <source>&amp;Task:</source>
        <translation>任务(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../../widgets/startpanel.cpp" line="71"/>
        <source>See its &amp;memory</source>
        <translation>查看显存(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../widgets/startpanel.cpp" line="73"/>
        <source>Per-GPU memory with a breakdown, and host RAM</source>
        <translation>单卡显存及其构成，以及主机内存</translation>
    </message>
    <message>
        <location filename="../../widgets/startpanel.cpp" line="75"/>
        <source>&amp;Compare instance types</source>
        <translation>对比实例规格(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../widgets/startpanel.cpp" line="77"/>
        <source>Every instance type: does it fit, how long, what it costs</source>
        <translation>所有实例规格：能否装下、耗时多久、花费多少</translation>
    </message>
    <message>
        <location filename="../../widgets/startpanel.cpp" line="82"/>
        <source>Or continue with your team&apos;s work:</source>
        <translation>或继续团队的工作：</translation>
    </message>
    <message>
        <location filename="../../widgets/startpanel.cpp" line="86"/>
        <source>&amp;Open a scenario…</source>
        <translation>打开方案(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../widgets/startpanel.cpp" line="88"/>
        <source>A .gpuplan.json file a colleague shared or you saved</source>
        <translation>同事分享或你保存的 .gpuplan.json 文件</translation>
    </message>
    <message>
        <location filename="../../widgets/startpanel.cpp" line="90"/>
        <source>Choose the team &amp;library…</source>
        <translation>选择团队方案库(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../../widgets/startpanel.cpp" line="92"/>
        <source>The shared folder where your team keeps its scenarios</source>
        <translation>团队存放方案的共享文件夹</translation>
    </message>
    <message>
        <location filename="../../widgets/startpanel.cpp" line="98"/>
        <source>&amp;Show at start</source>
        <translation>启动时显示(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../widgets/startpanel.cpp" line="100"/>
        <source>Help ▸ Getting started shows it again</source>
        <translation>可通过“帮助 ▸ 入门”再次打开</translation>
    </message>
</context>
<context>
    <name>gpuplanner::WorkloadForm</name>
    <message>
        <location filename="../../widgets/workloadform.cpp" line="134"/>
        <source>Custom: parameters and shape</source>
        <translation>自定义：参数量与结构</translation>
    </message>
    <message>
        <location filename="../../widgets/workloadform.cpp" line="155"/>
        <source>Type to search the models</source>
        <translation>输入以搜索模型</translation>
    </message>
    <message>
        <location filename="../../widgets/workloadform.cpp" line="159"/>
        <source>Type any part of a model&apos;s name to search the presets</source>
        <translation>输入模型名称的任意部分以搜索预设</translation>
    </message>
    <message>
        <location filename="../../widgets/workloadform.cpp" line="160"/>
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../../widgets/workloadform.cpp" line="162"/>
        <location filename="../../widgets/workloadform.cpp" line="595"/>
        <source>Custom model</source>
        <translation>自定义模型</translation>
    </message>
    <message>
        <location filename="../../widgets/workloadform.cpp" line="171"/>
        <source>%1:</source>
        <translation>%1：</translation>
    </message>
    <message>
        <location filename="../../widgets/workloadform.cpp" line="192"/>
        <location filename="../../widgets/workloadform.cpp" line="201"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../widgets/workloadform.cpp" line="199"/>
        <source> B</source>
        <translation> B</translation>
    </message>
    <message>
        <location filename="../../widgets/workloadform.cpp" line="192"/>
        <source>derive</source>
        <translation>自动推算</translation>
    </message>
    <message>
        <location filename="../../widgets/workloadform.cpp" line="212"/>
        <source>A&amp;dvanced</source>
        <translation>高级(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../widgets/workloadform.cpp" line="428"/>
        <source>&amp;Batch per GPU:</source>
        <translation>单卡批大小(&amp;B)：</translation>
    </message>
    <message>
        <location filename="../../widgets/workloadform.cpp" line="285"/>
        <source>None (set each switch)</source>
        <translation>无（逐项设置各开关）</translation>
    </message>
    <message>
        <location filename="../../widgets/workloadform.cpp" line="429"/>
        <source>&amp;Concurrent sequences:</source>
        <translation>并发序列数(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../../widgets/workloadform.cpp" line="523"/>
        <source>Custom %1B model</source>
        <translation>自定义 %1B 模型</translation>
    </message>
    <message>
        <location filename="../../widgets/workloadform.cpp" line="596"/>
        <source>Custom model: %1</source>
        <translation>自定义模型：%1</translation>
    </message>
</context>
</TS>
