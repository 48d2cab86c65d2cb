<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>QObject</name>
    <message>
        <location filename="../../app/main.cpp" line="124"/>
        <location filename="../../app/main.cpp" line="130"/>
        <location filename="../../app/main.cpp" line="154"/>
        <source>GPU Planner</source>
        <translation>GPU 选型规划台</translation>
    </message>
    <message>
        <location filename="../../app/main.cpp" line="131"/>
        <source>The instance catalog cannot be read:
%1</source>
        <translation>无法读取实例规格目录：
%1</translation>
    </message>
    <message>
        <location filename="../../app/main.cpp" line="155"/>
        <source>The model presets cannot be read:
%1</source>
        <translation>无法读取模型预设：
%1</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <location filename="../../models/report.cpp" line="550"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="551"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="558"/>
        <source>Inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="560"/>
        <source>LoRA fine-tune</source>
        <translation>LoRA 微调</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="562"/>
        <source>QLoRA fine-tune</source>
        <translation>QLoRA 微调</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="564"/>
        <source>Full fine-tune</source>
        <translation>全参数微调</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="566"/>
        <source>Pre-training</source>
        <translation>预训练</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="575"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="581"/>
        <source>bitsandbytes NF4, double quant</source>
        <translation>bitsandbytes NF4，双重量化</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="586"/>
        <source>GPTQ 4-bit</source>
        <translation>GPTQ 4 位</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="588"/>
        <source>GPTQ 8-bit</source>
        <translation>GPTQ 8 位</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="590"/>
        <source>AWQ 4-bit</source>
        <translation>AWQ 4 位</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="601"/>
        <source>AdamW 8-bit</source>
        <translation>AdamW 8 位</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="603"/>
        <source>Paged AdamW</source>
        <translation>分页 AdamW</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="605"/>
        <source>Paged AdamW 8-bit</source>
        <translation>分页 AdamW 8 位</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="607"/>
        <source>SGD with momentum</source>
        <translation>带动量的 SGD</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="618"/>
        <source>none (data parallel)</source>
        <translation>无（数据并行）</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="635"/>
        <source>Pay-as-you-go</source>
        <translation>按量付费</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="637"/>
        <source>Subscription</source>
        <translation>包年包月</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="639"/>
        <location filename="../../models/report.cpp" line="891"/>
        <source>Spot</source>
        <translation>抢占式实例</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="641"/>
        <source>Reserved</source>
        <translation>预留实例</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="650"/>
        <source>published</source>
        <translation>公开价</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="652"/>
        <source>imported</source>
        <translation>导入</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="654"/>
        <source>entered by you</source>
        <translation>手动录入</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="656"/>
        <source>estimated</source>
        <translation>估算</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="665"/>
        <source>fits</source>
        <translation>可装下</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="667"/>
        <source>fits, with warnings</source>
        <translation>可装下（有警告）</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="669"/>
        <source>does not fit</source>
        <translation>装不下</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="678"/>
        <source>Info</source>
        <translation>提示</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="680"/>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="682"/>
        <source>Blocker</source>
        <translation>阻断</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="707"/>
        <source>GPU Planner report: choosing an Alibaba Cloud GPU instance for a deep-learning job</source>
        <translation>GPU 选型规划台报告：为深度学习任务选择阿里云 GPU 实例</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="714"/>
        <source>Author</source>
        <translation>作者</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="715"/>
        <source>not given</source>
        <translation>未填写</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="717"/>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="719"/>
        <source>revision %1</source>
        <translation>第 %1 版</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="723"/>
        <source>saved %1</source>
        <translation>保存于 %1</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="724"/>
        <source>Scenario</source>
        <translation>方案</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="726"/>
        <source>Tags</source>
        <translation>标签</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="741"/>
        <source>Inputs</source>
        <translation>输入</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="751"/>
        <source>%1 B parameters</source>
        <translation>%1 B 参数</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="755"/>
        <source>preset %1</source>
        <translation>预设 %1</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="757"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="759"/>
        <source>Shape</source>
        <translation>结构</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="760"/>
        <source>%1 layers, hidden %2, FFN %3, %4 heads (%5 KV), vocabulary %6</source>
        <translation>%1 层，隐藏层 %2，FFN %3，%4 个注意力头（%5 个 KV 头），词表 %6</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="770"/>
        <source>Model config source</source>
        <translation>模型配置来源</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="772"/>
        <source>given by its numbers</source>
        <translation>按数值给定</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="779"/>
        <source>rank %1 on %2</source>
        <translation>秩 %1，作用于%2</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="782"/>
        <source>all linear layers</source>
        <translation>所有线性层</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="783"/>
        <source>the attention projections</source>
        <translation>注意力投影层</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="785"/>
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="791"/>
        <source>fp32 master weights</source>
        <translation>fp32 主权重</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="792"/>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="793"/>
        <source>Quantization</source>
        <translation>量化</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="796"/>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="798"/>
        <location filename="../../models/report.cpp" line="808"/>
        <source>Batch</source>
        <translation>批大小</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="799"/>
        <source>%1 per GPU, gradient accumulation %2</source>
        <translation>单卡 %1，梯度累积 %2</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="803"/>
        <location filename="../../models/report.cpp" line="811"/>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="804"/>
        <source>%1 tokens</source>
        <translation>%1 token</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="805"/>
        <source>Gradient checkpointing</source>
        <translation>梯度检查点</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="809"/>
        <source>%1 concurrent sequences</source>
        <translation>%1 个并发序列</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="812"/>
        <source>%1 prompt + %2 output tokens</source>
        <translation>输入 %1 + 输出 %2 token</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="816"/>
        <source>Serving engine</source>
        <translation>推理服务引擎</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="822"/>
        <source>GPUs and parallelism</source>
        <translation>GPU 与并行</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="823"/>
        <source>%1 per node × %2 nodes; tensor parallel %3, pipeline parallel %4</source>
        <translation>每节点 %1 块 × %2 个节点；张量并行 %3，流水线并行 %4</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="833"/>
        <source>CPU offload</source>
        <translation>CPU 卸载</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="834"/>
        <source>Sharding</source>
        <translation>分片</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="836"/>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="837"/>
        <source>Pricing mode</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="841"/>
        <source>Dataset</source>
        <translation>数据集</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="842"/>
        <source>%1 million tokens per epoch</source>
        <translation>每轮 %1 百万 token</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="845"/>
        <source>Epochs</source>
        <translation>轮数</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="847"/>
        <source>Serving hours</source>
        <translation>服务时长</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="848"/>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="854"/>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="855"/>
        <source>VRAM headroom, MFU</source>
        <translation>显存余量，MFU</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="859"/>
        <source>up to %1 instances</source>
        <translation>最多 %1 台实例</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="862"/>
        <source>up to %1 GPUs</source>
        <translation>最多 %1 块 GPU</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="868"/>
        <source>families %1</source>
        <translation>规格族 %1</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="872"/>
        <source>budget %1</source>
        <translation>预算 %1</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="874"/>
        <source>deadline %1 h</source>
        <translation>截止 %1 小时</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="876"/>
        <source>Limits</source>
        <translation>约束</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="881"/>
        <source>%1 % of pay-as-you-go</source>
        <translation>按量付费的 %1 %</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="884"/>
        <source>%1 % interrupted over 30 days</source>
        <translation>30 天中断率 %1 %</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="887"/>
        <source>checkpoint %1 min, restart %2 min</source>
        <translation>检查点 %1 分钟，重启 %2 分钟</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="895"/>
        <source>Subscription months</source>
        <translation>包月月数</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="898"/>
        <source>as many as the job needs</source>
        <translation>按任务所需</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="909"/>
        <source>Memory per GPU</source>
        <translation>单卡显存</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="912"/>
        <source>%1 per GPU on %2 GPUs, compared with the card as nvidia-smi would show it on a card just large enough: %3 allocated by PyTorch, %4 allocator fragmentation, %5 CUDA context. On a larger card PyTorch may report %6 reserved and nvidia-smi %7 (freed blocks it keeps cached).</source>
        <translation>单卡 %1，共 %2 块 GPU，按显存恰好够用的卡上 nvidia-smi 所显示的占用对照：PyTorch 已分配 %3，分配器碎片 %4，CUDA 上下文 %5。在显存更大的卡上，PyTorch 可能报告已保留 %6，nvidia-smi 显示 %7（PyTorch 会缓存已释放的显存块）。</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="951"/>
        <source>Host RAM per node: needs %1.</source>
        <translation>每节点主机内存：需要 %1。</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="955"/>
        <source>%1–%2 recommended for the training data pipeline (4–8 GB per GB of VRAM). %3</source>
        <translation>训练数据管道建议 %1–%2（每 GB 显存配 4–8 GB 内存）。%3</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="926"/>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="927"/>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="928"/>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="929"/>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="930"/>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="931"/>
        <source>Overhead</source>
        <translation>运行时开销</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="943"/>
        <source>Per GPU</source>
        <translation>单卡</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="947"/>
        <location filename="../../models/report.cpp" line="1163"/>
        <source>GiB per GPU</source>
        <translation>单卡 GiB</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="971"/>
        <source>Ranked candidates</source>
        <translation>候选实例排名</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="973"/>
        <source>The first %1 of %2 instance types, cheapest first; types that fit within the limits come first. ★ marks the Pareto front of time against cost. Prices: %3, %4, in %5.</source>
        <translation>共 %2 个实例规格，列出前 %1 个，按费用从低到高排列；满足约束且可装下的规格排在前面。★ 表示时间与费用的帕累托前沿。价格：%3，%4，币种 %5。</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="985"/>
        <source>No instance type to list.</source>
        <translation>没有可列出的实例规格。</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1001"/>
        <source>Instance type</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1002"/>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1003"/>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1004"/>
        <source>Need/card (GiB)</source>
        <translation>需求/单卡 (GiB)</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1005"/>
        <source>Hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1006"/>
        <source>Tokens/s</source>
        <translation>token/秒</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1008"/>
        <source>Price/h (%1)</source>
        <translation>价格/小时 (%1)</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1010"/>
        <location filename="../../models/report.cpp" line="1130"/>
        <source>Total cost (%1)</source>
        <translation>总费用 (%1)</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1011"/>
        <location filename="../../models/report.cpp" line="1132"/>
        <source>Per 1M tokens (%1)</source>
        <translation>每百万 token (%1)</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1014"/>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1015"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1065"/>
        <source>Warnings and blockers of the listed types</source>
        <translation>所列规格的警告与阻断原因</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1103"/>
        <source>Total job cost by family (best fitting type of each)</source>
        <translation>各实例规格族的任务总费用（取每族最优可装下规格）</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1107"/>
        <source>Cost per 1M output tokens by family (best fitting type of each)</source>
        <translation>各实例规格族每百万输出 token 费用（取每族最优可装下规格）</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1113"/>
        <source>No fitting type has a price in this region and pricing mode.</source>
        <translation>在该地域和计费方式下，没有可装下且有价格的规格。</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1138"/>
        <source>VRAM need against memory per GPU</source>
        <translation>显存需求与单卡显存对比</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1144"/>
        <source>memory per GPU</source>
        <translation>单卡显存</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1145"/>
        <source>need: fits</source>
        <translation>需求：可装下</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1146"/>
        <source>need: fits, with warnings</source>
        <translation>需求：可装下（有警告）</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1148"/>
        <source>need: does not fit</source>
        <translation>需求：装不下</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1171"/>
        <source>Findings</source>
        <translation>建议</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1174"/>
        <source>No findings for this plan.</source>
        <translation>此方案没有建议。</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1199"/>
        <source>Price sources and dates</source>
        <translation>价格来源与日期</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1227"/>
        <source>Each source and date of the prices of the %1 listed candidates. A price older than 180 days is marked stale.</source>
        <translation>列出的 %1 个候选规格所用价格的来源与日期。超过 180 天的价格标记为过期。</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1239"/>
        <source>as of %1, %2 price; used by %3</source>
        <translation>截至 %1，%2；用于 %3</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1245"/>
        <source>stale</source>
        <translation>过期</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1252"/>
        <source>%1 listed types have no price in this region and pricing mode; they are never treated as free.</source>
        <translation>%1 个列出的规格在该地域和计费方式下没有价格；它们绝不会被视为免费。</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1262"/>
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1272"/>
        <source>Prices are converted to one hour with a month of 730 hours; a type without a price is never treated as free.</source>
        <translation>价格按每月 730 小时折算为每小时；无价格的规格绝不会被视为免费。</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1276"/>
        <source>Memory per GPU is what to plan the card for (the nvidia-smi view), with %1 % of VRAM kept free.</source>
        <translation>单卡显存按需要为显卡预留的量计算（即 nvidia-smi 所见），并保留 %1 % 的显存余量。</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1483"/>
        <source>GPU Planner</source>
        <translation>GPU 选型规划台</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1494"/>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1642"/>
        <source>Region %1, %2 prices, in %3; %4 instance types.</source>
        <translation>地域 %1，%2价格，币种 %3；共 %4 个实例规格。</translation>
    </message>
</context>
<context>
    <name>gpuplanner::CatalogBrowser</name>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="36"/>
        <location filename="../../widgets/catalogbrowser.cpp" line="42"/>
        <location filename="../../widgets/catalogbrowser.cpp" line="55"/>
        <location filename="../../widgets/catalogbrowser.cpp" line="463"/>
        <source>&lt;i&gt;undocumented&lt;/i&gt;</source>
        <translation>&lt;i&gt;未公开&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="49"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="51"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="113"/>
        <source>Region whose prices are shown</source>
        <translation>显示其价格的地域</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="121"/>
        <source>per hour</source>
        <translation>每小时</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="122"/>
        <source>per month (730 h)</source>
        <translation>每月（730 小时）</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="123"/>
        <source>per year</source>
        <translation>每年</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="126"/>
        <source>Search type or GPU (Ctrl+F)</source>
        <translation>搜索实例规格或 GPU（Ctrl+F）</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="136"/>
        <source>&amp;Columns</source>
        <translation>列(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="141"/>
        <source>&amp;Region:</source>
        <translation>地域(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="143"/>
        <source>&amp;Pricing:</source>
        <translation>计费方式(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="155"/>
        <source>Filters</source>
        <translation>筛选</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="161"/>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="162"/>
        <location filename="../../widgets/catalogbrowser.cpp" line="167"/>
        <location filename="../../widgets/catalogbrowser.cpp" line="171"/>
        <location filename="../../widgets/catalogbrowser.cpp" line="185"/>
        <location filename="../../widgets/catalogbrowser.cpp" line="193"/>
        <location filename="../../widgets/catalogbrowser.cpp" line="204"/>
        <location filename="../../widgets/catalogbrowser.cpp" line="349"/>
        <location filename="../../widgets/catalogbrowser.cpp" line="360"/>
        <source>any</source>
        <translation>不限</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="163"/>
        <source>VRAM per GPU ≥</source>
        <translation>单卡显存 ≥</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="176"/>
        <source>GPU count</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="179"/>
        <source>GPU model</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="182"/>
        <source>Family</source>
        <translation>实例规格族</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="186"/>
        <source>NVLink or NVSwitch</source>
        <translation>NVLink 或 NVSwitch</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="187"/>
        <source>NVSwitch</source>
        <translation>NVSwitch</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="188"/>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="189"/>
        <source>undocumented</source>
        <translation>未公开</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="190"/>
        <location filename="../../widgets/catalogbrowser.cpp" line="468"/>
        <source>Interconnect</source>
        <translation>互联</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="194"/>
        <source>RDMA / eRDMA</source>
        <translation>RDMA / eRDMA</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="195"/>
        <source>without</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="196"/>
        <location filename="../../widgets/catalogbrowser.cpp" line="472"/>
        <source>RDMA</source>
        <translation>RDMA</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="205"/>
        <source>In the price column&apos;s unit: the chosen mode and period</source>
        <translation>单位与价格列相同：即所选的计费方式和周期</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="207"/>
        <source>Price ≥</source>
        <translation>价格 ≥</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="208"/>
        <source>Price ≤</source>
        <translation>价格 ≤</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="209"/>
        <source>Reset &amp;filters</source>
        <translation>重置筛选(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="283"/>
        <source>Columns</source>
        <translation>列</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="341"/>
        <source> (no prices)</source>
        <translation>（无价格）</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="448"/>
        <source>&lt;p&gt;Select an instance type to see its GPU specs, prices and sources.&lt;/p&gt;</source>
        <translation>&lt;p&gt;选择一个实例规格，查看其 GPU 规格、价格和来源。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="457"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="458"/>
        <source>%1 × %2, %3 GiB each</source>
        <translation>%1 × %2，每块 %3 GiB</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="460"/>
        <source>&lt;i&gt;not named by Alibaba&lt;/i&gt;</source>
        <translation>&lt;i&gt;阿里云未注明型号&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="462"/>
        <source>GPU share</source>
        <translation>GPU 占比</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="464"/>
        <source>vCPU / host RAM</source>
        <translation>vCPU / 内存</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="464"/>
        <source>%1 / %2 GiB (%3 GiB per GiB of VRAM)</source>
        <translation>%1 / %2 GiB（每 GiB 显存 %3 GiB 内存）</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="470"/>
        <source> — &lt;i&gt;inferred, not stated by Alibaba&lt;/i&gt;</source>
        <translation> — &lt;i&gt;推断，阿里云未说明&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="471"/>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="471"/>
        <source>Gbit/s</source>
        <translation>Gbit/s</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="472"/>
        <source>none documented</source>
        <translation>文档未提及</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="474"/>
        <source>Local storage</source>
        <translation>本地存储</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="475"/>
        <location filename="../../widgets/catalogbrowser.cpp" line="492"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="478"/>
        <source>Origin</source>
        <translation>录入方式</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="478"/>
        <source>%1 on %2</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="484"/>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="485"/>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="485"/>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="486"/>
        <source>Memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="486"/>
        <location filename="../../widgets/catalogbrowser.cpp" line="491"/>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="487"/>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="487"/>
        <location filename="../../widgets/catalogbrowser.cpp" line="488"/>
        <source>TFLOPS</source>
        <translation>TFLOPS</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="488"/>
        <source>FP16 tensor (dense)</source>
        <translation>FP16 Tensor（稠密）</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="489"/>
        <source>BF16 / FP8</source>
        <translation>BF16 / FP8</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="490"/>
        <source>INT8 (dense)</source>
        <translation>INT8（稠密）</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="490"/>
        <source>TOPS</source>
        <translation>TOPS</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="491"/>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="499"/>
        <source>Prices</source>
        <translation>价格</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="502"/>
        <source>&lt;p&gt;No price in any region. Import one (File ▸ Import) or enter it (Ctrl+E).&lt;/p&gt;</source>
        <translation>&lt;p&gt;所有地域均无价格。请导入价格（文件 ▸ 导入）或手动录入（Ctrl+E）。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="513"/>
        <source> &lt;b style=&apos;color:#b05a00&apos;&gt;stale&lt;/b&gt;</source>
        <translation> &lt;b style=&apos;color:#b05a00&apos;&gt;过期&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="519"/>
        <source>&lt;p&gt;Spot in %1/%2: about %3% of pay-as-you-go, interruption rate %4 (%5)&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1/%2 的抢占式实例：约为按量付费价格的 %3%，中断率 %4（%5）&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="521"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="531"/>
        <source>%1 of %2 instance types shown · catalog data of %3 · %4 prices, %5 older than 180 days · %6 types without any price · %7 rows of yours (imported or entered)</source>
        <translation>显示 %1 / %2 个实例规格 · 目录数据日期 %3 · %4 个价格，其中 %5 个超过 180 天 · %6 个规格无任何价格 · 我的目录修改 %7 行（导入或录入）</translation>
    </message>
</context>
<context>
    <name>gpuplanner::CatalogRepository</name>
    <message>
        <location filename="../../models/catalogrepository.cpp" line="50"/>
        <source>No overlay database is set, so nothing can be saved.</source>
        <translation>未设置存放我的目录修改的数据库，无法保存任何内容。</translation>
    </message>
    <message>
        <location filename="../../models/catalogrepository.cpp" line="61"/>
        <source>Unknown instance type %1.</source>
        <translation>未知的实例规格 %1。</translation>
    </message>
    <message>
        <location filename="../../models/catalogrepository.cpp" line="65"/>
        <source>Unknown region %1.</source>
        <translation>未知的地域 %1。</translation>
    </message>
    <message>
        <location filename="../../models/catalogrepository.cpp" line="69"/>
        <source>A price must be greater than 0.</source>
        <translation>价格必须大于 0。</translation>
    </message>
    <message>
        <location filename="../../models/catalogrepository.cpp" line="74"/>
        <source>The price is not allowed: %1</source>
        <translation>不允许该价格：%1</translation>
    </message>
</context>
<context>
    <name>gpuplanner::CatalogTableModel</name>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="53"/>
        <source>/h</source>
        <translation>/小时</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="55"/>
        <source>/month</source>
        <translation>/月</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="57"/>
        <source>/year</source>
        <translation>/年</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="66"/>
        <source>Pay-as-you-go</source>
        <translation>按量付费</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="68"/>
        <source>Subscription</source>
        <translation>包年包月</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="70"/>
        <source>Spot</source>
        <translation>抢占式实例</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="72"/>
        <source>Reserved</source>
        <translation>预留实例</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="81"/>
        <source>hour</source>
        <translation>小时</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="83"/>
        <source>week</source>
        <translation>周</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="85"/>
        <source>month</source>
        <translation>月</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="87"/>
        <source>year</source>
        <translation>年</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="96"/>
        <source>published</source>
        <translation>公开价</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="98"/>
        <location filename="../../models/catalogtablemodel.cpp" line="113"/>
        <source>imported</source>
        <translation>导入</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="100"/>
        <location filename="../../models/catalogtablemodel.cpp" line="115"/>
        <source>entered by you</source>
        <translation>手动录入</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="102"/>
        <source>estimated</source>
        <translation>估算</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="111"/>
        <source>shipped</source>
        <translation>随附</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="215"/>
        <source>Instance type</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="217"/>
        <source>Family</source>
        <translation>实例规格族</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="219"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="221"/>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="223"/>
        <source>VRAM/GPU (GiB)</source>
        <translation>单卡显存 (GiB)</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="225"/>
        <source>VRAM total (GiB)</source>
        <translation>总显存 (GiB)</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="227"/>
        <source>GPU share</source>
        <translation>GPU 占比</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="229"/>
        <source>vCPU</source>
        <translation>vCPU</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="231"/>
        <source>Host RAM (GiB)</source>
        <translation>内存 (GiB)</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="233"/>
        <source>RAM/VRAM</source>
        <translation>内存/显存</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="235"/>
        <source>Interconnect</source>
        <translation>互联</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="237"/>
        <source>Network (Gbit/s)</source>
        <translation>网络 (Gbit/s)</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="239"/>
        <source>RDMA</source>
        <translation>RDMA</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="241"/>
        <source>Price%1</source>
        <translation>价格%1</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="243"/>
        <source>Per GPU%1</source>
        <translation>单卡价格%1</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="245"/>
        <source>Per GiB VRAM%1</source>
        <translation>每 GiB 显存%1</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="247"/>
        <source>Price source</source>
        <translation>价格来源</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="254"/>
        <source>Share of one physical GPU: 1 = a whole card, 0.25 = a quarter vGPU slice</source>
        <translation>占一块物理 GPU 的比例：1 表示整卡，0.25 表示四分之一的 vGPU 分片</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="256"/>
        <source>Host RAM per GiB of GPU memory; the usual advice is 4–8 for training</source>
        <translation>每 GiB 显存对应的主机内存 (GiB)；训练通常建议 4–8</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="260"/>
        <source>%1 price in %2; a month is 730 hours</source>
        <translation>%2 地域的%1价格；一个月按 730 小时计</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="280"/>
        <source>%1 (not named by Alibaba)</source>
        <translation>%1（阿里云未注明型号）</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="280"/>
        <source>(not named)</source>
        <translation>（未注明）</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="288"/>
        <location filename="../../models/catalogtablemodel.cpp" line="296"/>
        <location filename="../../models/catalogtablemodel.cpp" line="298"/>
        <source>undocumented</source>
        <translation>未公开</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="300"/>
        <source>none documented</source>
        <translation>文档未提及</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="306"/>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="316"/>
        <source>%1 (stale)</source>
        <translation>%1（过期）</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="323"/>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="369"/>
        <source>%1 %2 per %3, %4 price</source>
        <translation>%1 %2/%3，价格类型：%4</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="374"/>
        <source>List price before discounts: %1</source>
        <translation>折扣前原价：%1</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="375"/>
        <source>Source: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="376"/>
        <source>As of: %1</source>
        <translation>截至：%1</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="380"/>
        <source>Stale: %1 days old. Import a current price (DescribePrice) or enter one.</source>
        <translation>过期：已有 %1 天。请导入当前价格（DescribePrice）或手动录入。</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="381"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="430"/>
        <source>No %1 price for %2 in %3. Import one or enter it; a type without a price is never treated as free.</source>
        <translation>%3 地域没有 %2 的%1价格。请导入或手动录入；无价格的实例规格绝不会被视为免费。</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="436"/>
        <source>Inferred from a datasheet, not stated by Alibaba</source>
        <translation>根据数据手册推断，阿里云未说明</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ComparisonPage</name>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="119"/>
        <source>&amp;Region:</source>
        <translation>地域(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="125"/>
        <source>&amp;Pricing:</source>
        <translation>计费方式(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="131"/>
        <source> M tokens</source>
        <translation> 百万 token</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="132"/>
        <source>Training tokens per epoch (samples × sequence length)</source>
        <translation>每轮训练的 token 数（样本数 × 序列长度）</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="133"/>
        <source>&amp;Dataset:</source>
        <translation>数据集(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="138"/>
        <source>&amp;Epochs:</source>
        <translation>轮数(&amp;E)：</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="142"/>
        <source>Max &amp;instances:</source>
        <translation>最多实例数(&amp;I)：</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="147"/>
        <source>VRAM &amp;headroom:</source>
        <translation>显存余量(&amp;H)：</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="153"/>
        <source>Model FLOPs utilisation: the share of the GPU&apos;s dense tensor throughput the job achieves</source>
        <translation>模型算力利用率：任务实际达到的 GPU 稠密 Tensor 算力所占的比例</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="155"/>
        <source>&amp;MFU:</source>
        <translation>MFU(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="160"/>
        <location filename="../../widgets/comparisonpage.cpp" line="165"/>
        <source>none</source>
        <translation>不限</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="161"/>
        <source>&amp;Budget:</source>
        <translation>预算(&amp;B)：</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="166"/>
        <source> h</source>
        <translation> 小时</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="167"/>
        <source>Dead&amp;line:</source>
        <translation>截止时长(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="171"/>
        <source>imported</source>
        <translation>导入</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="172"/>
        <source> % of pay-as-you-go</source>
        <translation> %（相对按量付费）</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="173"/>
        <source>Spot price:</source>
        <translation>抢占式价格：</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="176"/>
        <source>Currency:</source>
        <translation>币种：</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="180"/>
        <source>not set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="181"/>
        <source>1 USD = </source>
        <translation>1 USD = </translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="183"/>
        <source>Rate:</source>
        <translation>汇率：</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="187"/>
        <source>any</source>
        <translation>不限</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="188"/>
        <source>Max &amp;GPUs:</source>
        <translation>最多 GPU 数(&amp;G)：</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="191"/>
        <source>all, or e.g. gn7e, gn7i</source>
        <translation>全部，或如 gn7e, gn7i</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="193"/>
        <source>&amp;Families:</source>
        <translation>实例规格族(&amp;F)：</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="196"/>
        <source>Cheapest that fits</source>
        <translation>最便宜可装下</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="197"/>
        <source>Fastest within budget</source>
        <translation>预算内最快</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="198"/>
        <source>Best value</source>
        <translation>性价比最优</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="223"/>
        <source>Show types that do not fit</source>
        <translation>显示装不下的规格</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="272"/>
        <source>Total job cost by family (best type of each)</source>
        <translation>各实例规格族的任务总费用（取每族最优规格）</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="274"/>
        <source>VRAM need against each type&apos;s memory per GPU</source>
        <translation>显存需求与各规格单卡显存对比</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="276"/>
        <source>Time against cost; the line is the Pareto front</source>
        <translation>时间与费用对比；折线为帕累托前沿</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="278"/>
        <location filename="../../widgets/comparisonpage.cpp" line="621"/>
        <source>Pricing modes of the selected type</source>
        <translation>所选规格的各计费方式</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="432"/>
        <source>%1 of %2 instance types fit %3; %4 of them have a price in %5. ★ marks the Pareto front of time against cost.</source>
        <translation>%2 个实例规格中有 %1 个可装下 %3；其中 %4 个在 %5 地域有价格。★ 表示时间与费用的帕累托前沿。</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="469"/>
        <location filename="../../widgets/comparisonpage.cpp" line="598"/>
        <source>Total cost (%1)</source>
        <translation>总费用 (%1)</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="470"/>
        <location filename="../../widgets/comparisonpage.cpp" line="599"/>
        <location filename="../../widgets/comparisonpage.cpp" line="632"/>
        <source>Per 1M tokens (%1)</source>
        <translation>每百万 token (%1)</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="501"/>
        <source>fits</source>
        <translation>可装下</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="505"/>
        <source>does not fit</source>
        <translation>装不下</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="517"/>
        <source>need = card</source>
        <translation>需求 = 单卡显存</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="524"/>
        <source>VRAM per GPU (GiB)</source>
        <translation>单卡显存 (GiB)</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="527"/>
        <source>Need per GPU (GiB)</source>
        <translation>单卡需求 (GiB)</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="565"/>
        <source>fitting types</source>
        <translation>可装下的规格</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="568"/>
        <source>Pareto front</source>
        <translation>帕累托前沿</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="595"/>
        <source>Hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="595"/>
        <source>Output tokens per second</source>
        <translation>每秒输出 token 数</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="625"/>
        <source>Pricing modes of %1</source>
        <translation>%1 的各计费方式</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="631"/>
        <source>Job cost (%1)</source>
        <translation>任务费用 (%1)</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="648"/>
        <source> (no price)</source>
        <translation>（无价格）</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="667"/>
        <source>Findings</source>
        <translation>建议</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="676"/>
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
</context>
<context>
    <name>gpuplanner::EstimatorPage</name>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="83"/>
        <source>Custom: parameters and shape</source>
        <translation>自定义：参数量与结构</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="99"/>
        <source>Type to search the presets</source>
        <translation>输入关键字搜索预设</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="100"/>
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="102"/>
        <source>Custom model</source>
        <translation>自定义模型</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="109"/>
        <source> B</source>
        <translation> B</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="110"/>
        <source>Parameters:</source>
        <translation>参数量：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="118"/>
        <source>derive</source>
        <translation>自动推算</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="119"/>
        <source>Layers:</source>
        <translation>层数：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="120"/>
        <source>Hidden size:</source>
        <translation>隐藏层维度：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="121"/>
        <source>FFN size:</source>
        <translation>FFN 维度：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="122"/>
        <source>Attention heads:</source>
        <translation>注意力头数：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="123"/>
        <source>KV heads:</source>
        <translation>KV 头数：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="124"/>
        <source>Vocabulary:</source>
        <translation>词表大小：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="129"/>
        <source>Inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="130"/>
        <source>LoRA fine-tune</source>
        <translation>LoRA 微调</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="131"/>
        <source>QLoRA fine-tune</source>
        <translation>QLoRA 微调</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="132"/>
        <source>Full fine-tune</source>
        <translation>全参数微调</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="133"/>
        <source>Pre-training</source>
        <translation>预训练</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="134"/>
        <source>&amp;Task:</source>
        <translation>任务(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="142"/>
        <source>&amp;Precision:</source>
        <translation>精度(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="146"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="147"/>
        <source>bitsandbytes int8</source>
        <translation>bitsandbytes int8</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="148"/>
        <source>bitsandbytes NF4, double quant</source>
        <translation>bitsandbytes NF4，双重量化</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="149"/>
        <source>bitsandbytes NF4</source>
        <translation>bitsandbytes NF4</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="150"/>
        <source>bitsandbytes FP4</source>
        <translation>bitsandbytes FP4</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="151"/>
        <source>GPTQ 4-bit</source>
        <translation>GPTQ 4 位</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="152"/>
        <source>GPTQ 8-bit</source>
        <translation>GPTQ 8 位</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="153"/>
        <source>AWQ 4-bit</source>
        <translation>AWQ 4 位</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="154"/>
        <source>&amp;Quantization:</source>
        <translation>量化(&amp;Q)：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="158"/>
        <source>AdamW 8-bit</source>
        <translation>AdamW 8 位</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="159"/>
        <source>Paged AdamW</source>
        <translation>分页 AdamW</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="160"/>
        <source>Paged AdamW 8-bit</source>
        <translation>分页 AdamW 8 位</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="161"/>
        <source>SGD with momentum</source>
        <translation>带动量的 SGD</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="163"/>
        <source>&amp;Optimizer:</source>
        <translation>优化器(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="165"/>
        <location filename="../../widgets/estimatorpage.cpp" line="412"/>
        <source>&amp;Batch per GPU:</source>
        <translation>单卡批大小(&amp;B)：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="167"/>
        <source>&amp;Sequence length:</source>
        <translation>序列长度(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="169"/>
        <source>Prompt tokens:</source>
        <translation>输入 token 数：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="171"/>
        <source>Output tokens:</source>
        <translation>输出 token 数：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="172"/>
        <source>Gradient &amp;checkpointing</source>
        <translation>梯度检查点(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="176"/>
        <source>LoRA rank:</source>
        <translation>LoRA 秩：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="178"/>
        <source>&amp;GPUs per node:</source>
        <translation>每节点 GPU 数(&amp;G)：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="180"/>
        <source>&amp;Nodes:</source>
        <translation>节点数(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="183"/>
        <source>none (data parallel)</source>
        <translation>无（数据并行）</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="188"/>
        <source>S&amp;harding:</source>
        <translation>分片(&amp;H)：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="190"/>
        <source>Tensor parallel:</source>
        <translation>张量并行：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="192"/>
        <source>&amp;Advanced</source>
        <translation>高级(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="197"/>
        <source>Gradient accumulation:</source>
        <translation>梯度累积：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="199"/>
        <source>Pipeline parallel:</source>
        <translation>流水线并行：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="207"/>
        <source>None (set each switch)</source>
        <translation>无（逐项设置各开关）</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="210"/>
        <source>Framework profile:</source>
        <translation>框架预设：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="213"/>
        <source>SDPA (memory-efficient)</source>
        <translation>SDPA（显存高效）</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="214"/>
        <source>FlashAttention-2</source>
        <translation>FlashAttention-2</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="215"/>
        <source>Eager (keeps s × s scores)</source>
        <translation>Eager（保留 s × s 注意力分数）</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="216"/>
        <source>Attention:</source>
        <translation>注意力实现：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="217"/>
        <source>Chunked cross-entropy loss</source>
        <translation>分块交叉熵损失</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="220"/>
        <source>Optimizer step fused into backward</source>
        <translation>优化器步骤融合到反向传播</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="223"/>
        <source>Activation offloading to CPU</source>
        <translation>激活值卸载到 CPU</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="226"/>
        <source>Offload optimizer to CPU (ZeRO-Offload)</source>
        <translation>优化器卸载到 CPU（ZeRO-Offload）</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="229"/>
        <source>Offload parameters to CPU (ZeRO-3 / FSDP)</source>
        <translation>参数卸载到 CPU（ZeRO-3 / FSDP）</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="234"/>
        <source>PEFT k-bit preparation (fp32 norms, embeddings, head)</source>
        <translation>PEFT k-bit 预处理（归一化层、嵌入层、输出头为 fp32）</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="235"/>
        <source>QLoRA paper (bf16 adapters, no fp32 upcast)</source>
        <translation>QLoRA 论文（bf16 适配器，不升为 fp32）</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="236"/>
        <source>QLoRA recipe:</source>
        <translation>QLoRA 方案：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="493"/>
        <source>&lt;b&gt;%1 GiB per GPU&lt;/b&gt; on %2 GPU(s), compared with the card as nvidia-smi would show it: %3 GiB allocated by PyTorch + %4 GiB allocator fragmentation + %5 GiB CUDA context. On a larger card PyTorch may report %6 GiB reserved and nvidia-smi %7 GiB (freed blocks it keeps cached).</source>
        <translation>&lt;b&gt;单卡 %1 GiB&lt;/b&gt;，共 %2 块 GPU，按 nvidia-smi 所显示的占用对照：PyTorch 已分配 %3 GiB + 分配器碎片 %4 GiB + CUDA 上下文 %5 GiB。在显存更大的卡上，PyTorch 可能报告已保留 %6 GiB，nvidia-smi 显示 %7 GiB（PyTorch 会缓存已释放的显存块）。</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="506"/>
        <source>&lt;b&gt;Host RAM per node: needs %1 GiB&lt;/b&gt;; %2–%3 GiB recommended for the data pipeline. %4</source>
        <translation>&lt;b&gt;每节点主机内存：需要 %1 GiB&lt;/b&gt;；数据管道建议 %2–%3 GiB。%4</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="511"/>
        <source>&lt;b&gt;Host RAM per node: needs %1 GiB&lt;/b&gt;. %2</source>
        <translation>&lt;b&gt;每节点主机内存：需要 %1 GiB&lt;/b&gt;。%2</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="200"/>
        <source>fp32 master weights</source>
        <translation>fp32 主权重</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="237"/>
        <source>LoRA on all linear layers</source>
        <translation>在所有线性层上应用 LoRA</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="244"/>
        <source>KV cache precision:</source>
        <translation>KV 缓存精度：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="247"/>
        <source>PyTorch / Transformers</source>
        <translation>PyTorch / Transformers</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="249"/>
        <source>Serving engine:</source>
        <translation>推理服务引擎：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="252"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="253"/>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="254"/>
        <source>Card memory (vLLM):</source>
        <translation>单卡显存（vLLM）：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="259"/>
        <source>gpu_memory_utilization:</source>
        <translation>gpu_memory_utilization：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="262"/>
        <source>prompt + output</source>
        <translation>输入 + 输出</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="263"/>
        <source>max_model_len (vLLM):</source>
        <translation>max_model_len（vLLM）：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="265"/>
        <source>default (256)</source>
        <translation>默认（256）</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="266"/>
        <source>max_num_seqs (vLLM):</source>
        <translation>max_num_seqs（vLLM）：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="268"/>
        <source>default (8192)</source>
        <translation>默认（8192）</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="269"/>
        <source>max_num_batched_tokens (vLLM):</source>
        <translation>max_num_batched_tokens（vLLM）：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="271"/>
        <source>Low-memory / streaming</source>
        <translation>低内存/流式</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="272"/>
        <source>Every rank loads a full copy</source>
        <translation>每个进程各自加载完整副本</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="274"/>
        <source>Model loading:</source>
        <translation>模型加载：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="276"/>
        <source>Data-loader workers per GPU:</source>
        <translation>单卡数据加载进程数：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="332"/>
        <source>Per-GPU memory (GiB)</source>
        <translation>单卡显存 (GiB)</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="335"/>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="335"/>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="335"/>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="336"/>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="336"/>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="336"/>
        <source>Overhead</source>
        <translation>运行时开销</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="349"/>
        <source>Per GPU</source>
        <translation>单卡</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="372"/>
        <source>&lt;b&gt;Assumptions&lt;/b&gt;</source>
        <translation>&lt;b&gt;假设&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="413"/>
        <source>&amp;Concurrent sequences:</source>
        <translation>并发序列数(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="424"/>
        <source>Custom %1B model</source>
        <translation>自定义 %1B 模型</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="524"/>
        <source>Model config: %1</source>
        <translation>模型配置：%1</translation>
    </message>
</context>
<context>
    <name>gpuplanner::LibraryPage</name>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="48"/>
        <source>Choose &amp;folder…</source>
        <translation>选择文件夹(&amp;F)…</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="51"/>
        <source>Search name, author, tags, notes</source>
        <translation>搜索名称、作者、标签、备注</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="54"/>
        <source>Team library:</source>
        <translation>团队方案库：</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="63"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="63"/>
        <source>Author</source>
        <translation>作者</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="63"/>
        <source>Modified</source>
        <translation>修改时间</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="63"/>
        <source>Revision</source>
        <translation>修订号</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="63"/>
        <source>Tags</source>
        <translation>标签</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="82"/>
        <source>&amp;Open</source>
        <translation>打开(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="89"/>
        <source>D&amp;uplicate</source>
        <translation>创建副本(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="90"/>
        <source>Re&amp;name…</source>
        <translation>重命名(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="91"/>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="92"/>
        <source>&amp;Trash…</source>
        <translation>回收站(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="93"/>
        <source>Di&amp;ff</source>
        <translation>对比(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="94"/>
        <source>Copy &amp;share code</source>
        <translation>复制分享码(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="95"/>
        <source>&amp;Paste share code</source>
        <translation>粘贴分享码(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="120"/>
        <source>&lt;i&gt;none chosen&lt;/i&gt;</source>
        <translation>&lt;i&gt;未选择&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="129"/>
        <source>%1 (cannot be read)</source>
        <translation>%1（无法读取）</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="153"/>
        <source>Team library folder</source>
        <translation>团队方案库文件夹</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="157"/>
        <source>Team library</source>
        <translation>团队方案库</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="168"/>
        <source>Duplicate</source>
        <translation>复制一份</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="179"/>
        <location filename="../../widgets/librarypage.cpp" line="182"/>
        <source>Rename</source>
        <translation>重命名</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="179"/>
        <source>New name:</source>
        <translation>新名称：</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="191"/>
        <location filename="../../widgets/librarypage.cpp" line="197"/>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/librarypage.cpp" line="192"/>
        <source>Move %n scenario(s) to the library&apos;s trash? They can be restored from Trash.</source>
        <translation>
            <numerusform>将 %n 个方案移到团队方案库的回收站吗？之后可从回收站中恢复。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="204"/>
        <source>Trash</source>
        <translation>回收站</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="208"/>
        <source>%1 — deleted %2</source>
        <translation>%1 — 删除于 %2</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="215"/>
        <source>&amp;Restore</source>
        <translation>恢复(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="222"/>
        <source>Restore</source>
        <translation>恢复</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="237"/>
        <location filename="../../widgets/librarypage.cpp" line="243"/>
        <location filename="../../widgets/librarypage.cpp" line="253"/>
        <location filename="../../widgets/librarypage.cpp" line="300"/>
        <source>Diff</source>
        <translation>对比</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="238"/>
        <source>Select two scenarios, or one to compare its saved prices with today&apos;s.</source>
        <translation>请选择两个方案；或只选择一个方案，将其保存的价格与今日价格对比。</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="259"/>
        <source>Field</source>
        <translation>字段</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="264"/>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="266"/>
        <source>VRAM per GPU</source>
        <translation>单卡显存</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="270"/>
        <source>Hours (best option)</source>
        <translation>小时（最佳方案）</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="274"/>
        <source>Cost (best option)</source>
        <translation>费用（最佳方案）</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="277"/>
        <source>Best option</source>
        <translation>最佳方案</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="283"/>
        <source>Saved prices of %1 against today&apos;s catalog</source>
        <translation>%1 保存的价格与今日目录对比</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="284"/>
        <source>Saved %1</source>
        <translation>保存于 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="284"/>
        <source>Instance type</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="285"/>
        <source>Mode</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="285"/>
        <source>Saved</source>
        <translation>保存时</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="285"/>
        <source>Today</source>
        <translation>今日</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="292"/>
        <source>no price today</source>
        <translation>今日无价格</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="297"/>
        <source>&lt;p&gt;This scenario has no saved prices (it was saved by an older version).&lt;/p&gt;</source>
        <translation>&lt;p&gt;此方案没有保存价格（它由旧版本保存）。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="320"/>
        <source>Share code</source>
        <translation>分享码</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="330"/>
        <source>Open a share code</source>
        <translation>打开分享码</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="330"/>
        <source>Paste the share code:</source>
        <translation>粘贴分享码：</translation>
    </message>
</context>
<context>
    <name>gpuplanner::MainWindow</name>
    <message>
        <location filename="../../app/mainwindow.cpp" line="44"/>
        <source>GPU Planner</source>
        <translation>GPU 选型规划台</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="47"/>
        <source>&amp;Catalog</source>
        <translation>目录(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="49"/>
        <source>&amp;Memory estimate</source>
        <translation>显存估算(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="52"/>
        <source>Com&amp;parison</source>
        <translation>方案对比(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="63"/>
        <source>&amp;Library</source>
        <translation>团队方案库(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="73"/>
        <location filename="../../app/mainwindow.cpp" line="324"/>
        <source>Untitled scenario</source>
        <translation>未命名方案</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="94"/>
        <source>Catalog: %1</source>
        <translation>目录：%1</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="101"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="102"/>
        <source>&amp;New scenario</source>
        <translation>新建方案(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="103"/>
        <source>&amp;Open scenario…</source>
        <translation>打开方案(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="105"/>
        <source>&amp;Save scenario</source>
        <translation>保存方案(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="106"/>
        <source>Save scenario &amp;as…</source>
        <translation>方案另存为(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="108"/>
        <source>Scenario &amp;properties…</source>
        <translation>方案属性(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="109"/>
        <source>E&amp;xport report…</source>
        <translation>导出报告(&amp;X)…</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="109"/>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="111"/>
        <source>Copy share &amp;code</source>
        <translation>复制分享码(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="113"/>
        <source>&amp;Import catalog data…</source>
        <translation>导入目录数据(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="114"/>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="116"/>
        <source>DescribeInstanceTypes, DescribePrice or DescribeSpotAdvice JSON, or a price CSV</source>
        <translation>DescribeInstanceTypes、DescribePrice 或 DescribeSpotAdvice 的 JSON，或价格 CSV</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="117"/>
        <source>&amp;Enter a price…</source>
        <translation>录入价格(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="118"/>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="119"/>
        <source>&amp;Reset my catalog changes…</source>
        <translation>重置我的目录修改(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="121"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="123"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="124"/>
        <source>&amp;Settings…</source>
        <translation>设置(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="125"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="126"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="131"/>
        <location filename="../../app/mainwindow.cpp" line="554"/>
        <source>System default</source>
        <translation>系统默认</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="142"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="143"/>
        <source>The new language is used from the next start.</source>
        <translation>新语言将在下次启动时生效。</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="146"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="147"/>
        <source>&amp;About GPU Planner</source>
        <translation>关于 GPU 选型规划台(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="158"/>
        <location filename="../../app/mainwindow.cpp" line="181"/>
        <location filename="../../app/mainwindow.cpp" line="188"/>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="159"/>
        <source>%1: cannot open: %2
Nothing was imported.</source>
        <translation>%1：无法打开：%2
未导入任何内容。</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="167"/>
        <source>What does %1 price?</source>
        <translation>%1 对应的是什么价格？</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="181"/>
        <location filename="../../app/mainwindow.cpp" line="189"/>
        <source>%1

Nothing was imported.</source>
        <translation>%1

未导入任何内容。</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="201"/>
        <source>Import catalog data</source>
        <translation>导入目录数据</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="202"/>
        <source>Alibaba API output or price sheets (*.json *.csv);;All files (*)</source>
        <translation>阿里云 API 输出或价格表 (*.json *.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="220"/>
        <source>Enter a price</source>
        <translation>录入价格</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="226"/>
        <location filename="../../app/mainwindow.cpp" line="234"/>
        <source>Reset my catalog changes</source>
        <translation>重置我的目录修改</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="227"/>
        <source>Forget the %1 rows you imported or entered and use the shipped catalog alone?

%2</source>
        <translation>要舍弃您导入或录入的 %1 行数据，仅使用随附的目录吗？

%2</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="240"/>
        <source>About GPU Planner</source>
        <translation>关于 GPU 选型规划台</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="241"/>
        <source>&lt;b&gt;GPU Planner %1&lt;/b&gt;&lt;p&gt;Choose the Alibaba Cloud GPU instance for a deep-learning job: does the model fit, how long does it run, what does it cost.&lt;/p&gt;&lt;p&gt;Catalog: %2&lt;br&gt;Your changes: %3&lt;/p&gt;</source>
        <translation>&lt;b&gt;GPU 选型规划台 %1&lt;/b&gt;&lt;p&gt;为深度学习任务选择阿里云 GPU 实例：模型能否装下，要运行多久，费用是多少。&lt;/p&gt;&lt;p&gt;目录：%2&lt;br&gt;我的目录修改：%3&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="287"/>
        <source>not saved</source>
        <translation>未保存</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="288"/>
        <source>%1%2 (%3) — GPU Planner</source>
        <translation>%1%2（%3）— GPU 选型规划台</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="310"/>
        <source>Unsaved changes</source>
        <translation>未保存的修改</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="310"/>
        <source>Save the changes to &quot;%1&quot;?</source>
        <translation>要保存对“%1”的修改吗？</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="345"/>
        <location filename="../../app/mainwindow.cpp" line="361"/>
        <source>Open scenario</source>
        <translation>打开方案</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="350"/>
        <source>Opened a version %1 file; it is saved as version %2.</source>
        <translation>已打开格式版本为 %1 的文件；保存时将使用格式版本 %2。</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="362"/>
        <source>GPU Planner scenarios (*.gpuplan.json);;All files (*)</source>
        <translation>GPU 选型规划台方案 (*.gpuplan.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="380"/>
        <location filename="../../app/mainwindow.cpp" line="404"/>
        <location filename="../../app/mainwindow.cpp" line="412"/>
        <location filename="../../app/mainwindow.cpp" line="439"/>
        <location filename="../../app/mainwindow.cpp" line="454"/>
        <source>Save scenario</source>
        <translation>保存方案</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="384"/>
        <source>The scenario changed on disk</source>
        <translation>方案已在磁盘上被修改</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="385"/>
        <source>&quot;%1&quot; was changed by %2 since you opened it (revision %3 on disk). Your changes are not saved yet.</source>
        <translation>自您打开“%1”以来，%2 已修改了它（磁盘上的修订号为 %3）。您的修改尚未保存。</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="387"/>
        <source>someone</source>
        <translation>其他人</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="390"/>
        <source>Reload theirs</source>
        <translation>重新加载对方版本</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="391"/>
        <source>Save mine as a copy</source>
        <translation>将我的版本另存为副本</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="393"/>
        <source>Overwrite theirs</source>
        <translation>覆盖对方版本</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="402"/>
        <source>%1 (mine)</source>
        <translation>%1（我的版本）</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="425"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="456"/>
        <source>GPU Planner scenarios (*.gpuplan.json)</source>
        <translation>GPU 选型规划台方案 (*.gpuplan.json)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="470"/>
        <location filename="../../app/mainwindow.cpp" line="489"/>
        <location filename="../../app/mainwindow.cpp" line="499"/>
        <source>Export report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="471"/>
        <source>%1: use .pdf, .csv, .json or .md</source>
        <translation>%1：请使用 .pdf、.csv、.json 或 .md</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="492"/>
        <source>Wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="502"/>
        <source>PDF report (*.pdf);;CSV table (*.csv);;JSON table (*.json);;Markdown table (*.md)</source>
        <translation>PDF 报告 (*.pdf);;CSV 表格 (*.csv);;JSON 表格 (*.json);;Markdown 表格 (*.md)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="510"/>
        <source>Scenario properties</source>
        <translation>方案属性</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="516"/>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="517"/>
        <source>&amp;Author:</source>
        <translation>作者(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="518"/>
        <source>&amp;Tags:</source>
        <translation>标签(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="519"/>
        <source>N&amp;otes:</source>
        <translation>备注(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="539"/>
        <location filename="../../app/mainwindow.cpp" line="569"/>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="542"/>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="545"/>
        <source>Team library folder</source>
        <translation>团队方案库文件夹</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="552"/>
        <source>Team &amp;library folder:</source>
        <translation>团队方案库文件夹(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="560"/>
        <source>&amp;Language (next start):</source>
        <translation>语言（下次启动生效）(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="583"/>
        <source>The share code is on the clipboard: paste it into a chat.</source>
        <translation>分享码已复制到剪贴板：可将其粘贴到聊天中。</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="591"/>
        <source>Open a share code</source>
        <translation>打开分享码</translation>
    </message>
</context>
<context>
    <name>gpuplanner::PlanTableModel</name>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="56"/>
        <source>One step of %1 tokens: %2 s = %3 s compute + %4 s communication not hidden by overlap.</source>
        <translation>每步 %1 个 token：%2 秒 = 计算 %3 秒 + 未被重叠掩盖的通信 %4 秒。</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="62"/>
        <source>Job: %1 h compute, %2 h communication.</source>
        <translation>整个任务：计算 %1 小时，通信 %2 小时。</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="65"/>
        <location filename="../../models/plantablemodel.cpp" line="76"/>
        <source>Bottleneck: %1.</source>
        <translation>瓶颈：%1。</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="68"/>
        <source>One decode step of %1 sequences: %2 ms (%3 ms reading or computing, %4 ms on the network).</source>
        <translation>%1 个序列的单次解码步：%2 ms（读取或计算 %3 ms，网络传输 %4 ms）。</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="74"/>
        <source>Kernel: %1.</source>
        <translation>计算内核：%1。</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="84"/>
        <source>fits</source>
        <translation>可装下</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="86"/>
        <source>fits, with warnings</source>
        <translation>可装下（有警告）</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="88"/>
        <source>does not fit</source>
        <translation>装不下</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="135"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="137"/>
        <source>Instance type</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="139"/>
        <source>Family</source>
        <translation>实例规格族</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="141"/>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="143"/>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="145"/>
        <source>Need/GPU (GiB)</source>
        <translation>单卡需求 (GiB)</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="147"/>
        <source>VRAM/GPU (GiB)</source>
        <translation>单卡显存 (GiB)</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="149"/>
        <source>Headroom</source>
        <translation>余量</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="151"/>
        <source>Hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="151"/>
        <source>Tokens/s</source>
        <translation>token/秒</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="153"/>
        <source>Price/h</source>
        <translation>价格/小时</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="155"/>
        <source>Total cost</source>
        <translation>总费用</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="155"/>
        <source>Per 1M tokens</source>
        <translation>每百万 token</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="157"/>
        <source>Price source</source>
        <translation>价格来源</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="159"/>
        <source>Reasons</source>
        <translation>原因</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="202"/>
        <location filename="../../models/plantablemodel.cpp" line="209"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="206"/>
        <location filename="../../models/plantablemodel.cpp" line="209"/>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="251"/>
        <source>Source: %1
As of: %2</source>
        <translation>来源：%1
截至：%2</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="254"/>
        <source>No price for this type: it is never treated as free.</source>
        <translation>该规格无价格：绝不会被视为免费。</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="257"/>
        <source>Subscription beats pay-as-you-go above %1 % utilisation.</source>
        <translation>利用率高于 %1 % 时，包年包月比按量付费更划算。</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="262"/>
        <source>Spot at %1 % of pay-as-you-go (%2); %3 interruptions per day; checkpoint every %4 h; expected %5 h instead of %6 h; pay-as-you-go would cost %7.</source>
        <translation>抢占式价格为按量付费的 %1 %（%2）；每天中断 %3 次；每 %4 小时保存一次检查点；预计耗时 %5 小时，而非 %6 小时；按量付费需 %7。</translation>
    </message>
</context>
<context>
    <name>gpuplanner::PriceDialog</name>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="24"/>
        <source>Enter a price</source>
        <translation>录入价格</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="25"/>
        <source>What does this DescribePrice file price?</source>
        <translation>此 DescribePrice 文件对应的是什么价格？</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="35"/>
        <source>&amp;Instance type:</source>
        <translation>实例规格(&amp;I)：</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="42"/>
        <source>&amp;Region:</source>
        <translation>地域(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="48"/>
        <source>Pricing &amp;mode:</source>
        <translation>计费方式(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="51"/>
        <source>per hour</source>
        <translation>每小时</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="52"/>
        <source>per week</source>
        <translation>每周</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="53"/>
        <source>per month</source>
        <translation>每月</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="54"/>
        <source>per year</source>
        <translation>每年</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="55"/>
        <source>&amp;Unit:</source>
        <translation>单位(&amp;U)：</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="61"/>
        <source>The Period of the DescribePrice request: the price covers this many units</source>
        <translation>DescribePrice 请求的 Period：该价格涵盖的单位数</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="62"/>
        <source>&amp;Period:</source>
        <translation>时长(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="67"/>
        <source>&amp;Amount:</source>
        <translation>金额(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="70"/>
        <source>&amp;Currency:</source>
        <translation>币种(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="74"/>
        <source>&amp;As of:</source>
        <translation>截至日期(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="76"/>
        <source>Where the number comes from, e.g. a quote from sales</source>
        <translation>该数字的出处，例如销售报价</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="77"/>
        <source>&amp;Note:</source>
        <translation>备注(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="175"/>
        <source>&apos;%1&apos; is not an instance type of the catalog.</source>
        <translation>“%1”不是目录中的实例规格。</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="178"/>
        <source>A subscription is priced per week, month or year.</source>
        <translation>包年包月按周、月或年计价。</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="179"/>
        <source>Pay-as-you-go, spot and reserved prices are per hour.</source>
        <translation>按量付费、抢占式实例和预留实例按小时计价。</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="181"/>
        <source>Enter a price greater than 0.</source>
        <translation>请输入大于 0 的价格。</translation>
    </message>
</context>
</TS>
