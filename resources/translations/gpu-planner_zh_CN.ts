<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>PlanWording</name>
    <message>
        <location filename="../../models/planwording.cpp" line="136" />
        <source>nvidia-smi memory.total %1 MiB</source>
        <translation>nvidia-smi memory.total %1 MiB</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="138" />
        <source>Alibaba's figure for %1 (the driver's total is undocumented)</source>
        <translation>阿里云为 %1 标称的值，驱动报告的总量未公开</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="142" />
        <source>%1 GiB (%2)</source>
        <translation>%1 GiB（%2）</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="151" />
        <source> (weights %1, profiling peak %2, non-torch %3, KV cache for one %4-token sequence %5)</source>
        <translation>（权重 %1，profiling 峰值 %2，非 torch 内存 %3，一条 %4 token 序列的 KV 缓存 %5）</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="158" />
        <source>vLLM budget %1 × %2 = %3 GiB</source>
        <translation>vLLM 预算 %1 × %2 = %3 GiB</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="168" />
        <source>set</source>
        <translation>已设置</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="170" />
        <source>prompt + output</source>
        <translation>提示 + 输出</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="172" />
        <source>the model's context</source>
        <translation>模型的上下文长度</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="175" />
        <source>max_model_len %1 (%2)</source>
        <translation>max_model_len %1（%2）</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="184" />
        <source>%1 needs compute capability %2; %3 is %4: it cannot run here (%5).</source>
        <translation>%1 需要计算能力 %2，%3 为 %4，无法在此运行（%5）。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="189" />
        <source>%1 needs compute capability %2; %3 is %4: estimated with %6 instead (%5).</source>
        <translation>%1 需要计算能力 %2，%3 为 %4，改按 %6 估算（%5）。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="207" />
        <source>Needs %1 GiB per GPU with the optimizer states on the card's %2; the paged optimizer moves about %3 of its %4 GiB of states to host RAM: it runs, with slower steps.</source>
        <translation>优化器状态全部放在显卡上需要 %1 GiB，显卡 %2；分页优化器会把约 %3 GiB（共 %4 GiB）状态换出到主机内存：可以运行，但步速变慢。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="215" />
        <source>Needs %1 GiB per GPU as nvidia-smi counts it (PyTorch reserves %2, CUDA context and NCCL %3); the card has %4%5.</source>
        <translation>每块 GPU 需要 %1 GiB（nvidia-smi 口径：PyTorch 保留 %2 GiB，CUDA 上下文与 NCCL %3 GiB），显卡只有 %4%5。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/planwording.cpp" line="220" />
        <source> even on %n instance(s)</source>
        <translation><numerusform>（即使用 %n 台实例）</numerusform></translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="225" />
        <source>gpu_memory_utilization %1 leaves %2 % of the card free, under your %3 % headroom.</source>
        <translation>gpu_memory_utilization %1 只留下 %2% 显存，低于 %3% 的余量要求。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="230" />
        <source>Needs %1 GiB per GPU as nvidia-smi counts it (PyTorch reserves %2, CUDA context and NCCL %3) of the card's %4: %5 % free, under your %6 % headroom (at most %7 GiB).</source>
        <translation>每块 GPU 需要 %1 GiB（nvidia-smi 口径：PyTorch 保留 %2 GiB，CUDA 上下文与 NCCL %3 GiB），显卡 %4：剩余 %5%，低于 %6% 的余量要求（最多 %7 GiB）。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="237" />
        <source>Needs %1 GiB per GPU as nvidia-smi counts it (PyTorch reserves %2, CUDA context and NCCL %3) of the card's %4: %5 % free.</source>
        <translation>每块 GPU 需要 %1 GiB（nvidia-smi 口径：PyTorch 保留 %2 GiB，CUDA 上下文与 NCCL %3 GiB），显卡 %4：剩余 %5%。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="243" />
        <source>gpu_memory_utilization %1 asks for %2 GiB, but only %3 GiB of %4 are free after the CUDA context (%5 GiB): vLLM refuses to start.</source>
        <translation>gpu_memory_utilization %1 需要 %2 GiB，但显卡 %4 扣除 CUDA 上下文（%5 GiB）后只剩 %3 GiB：vLLM 无法启动。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="250" />
        <source>Needs %1 GiB%2; %3 of %4. Weights, profiling peak and non-torch memory alone take %5 GiB: vLLM stops with "No available memory for the cache blocks".</source>
        <translation>需要 %1 GiB%2；%3（显卡 %4）。仅权重、profiling 峰值和非 torch 内存就占 %5 GiB：vLLM 报错 "No available memory for the cache blocks"。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="257" />
        <source>Needs %1 GiB%2; %3 of %4 leaves %5 GiB for KV cache (%6 tokens): vLLM refuses %7.</source>
        <translation>需要 %1 GiB%2；%3（显卡 %4）只剩 %5 GiB 给 KV 缓存（%6 个 token）：vLLM 拒绝 %7。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="263" />
        <source>Needs %1 GiB%2; %3 of %4. Its KV cache holds %5 tokens: %6 of %7; max_num_seqs %8.</source>
        <translation>需要 %1 GiB%2；%3（显卡 %4）。KV 缓存可容纳 %5 个 token：%7下可同时容纳 %6；max_num_seqs %8。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/planwording.cpp" line="266" />
        <source>%n concurrent sequence(s)</source>
        <translation><numerusform>%n 条并发序列</numerusform></translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="272" />
        <source>max_num_seqs %1</source>
        <translation>max_num_seqs %1</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="273" />
        <source>KV cache %1 tokens</source>
        <translation>KV 缓存 %1 个 token</translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/planwording.cpp" line="275" />
        <source>vLLM holds %1 of your %n concurrent %2-token sequence(s) at once (%3); the rest wait or are preempted.</source>
        <translation><numerusform>vLLM 同时只能容纳 %1 条（共 %n 条）%2 token 的序列（%3），其余需要排队或被抢占。</numerusform></translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="283" />
        <source>The driver's total memory for this GPU is undocumented: compared with Alibaba's %1 GiB, which is more than a process can use.</source>
        <translation>该 GPU 驱动报告的显存总量未公开：按阿里云标称的 %1 GiB 比较，实际可用会更少。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="297" />
        <source>The compute capability of %1 is undocumented: precision, quantization kernels, attention and engine support are not checked.</source>
        <translation>%1 的计算能力未公开：无法核对精度、量化内核、注意力实现与推理引擎的支持。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="301" />
        <source>this GPU</source>
        <translation>该 GPU</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="304" />
        <source>Host RAM %1 GiB is less than loading needs (%2 GiB).</source>
        <translation>主机内存 %1 GiB，少于加载模型所需的 %2 GiB。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="309" />
        <source>Recommendation: 4–8 GB of host RAM per GB of VRAM (%1–%2 GiB) keeps a training data pipeline fed; this type has %3 GiB.</source>
        <translation>建议：训练数据管道按每 GB 显存配 4–8 GB 主机内存（%1–%2 GiB）；该规格有 %3 GiB。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/planwording.cpp" line="315" />
        <source>Fits only with %1 over %n GPU(s).</source>
        <translation><numerusform>需要在 %n 块 GPU 上使用 %1 分片才能装下。</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/planwording.cpp" line="319" />
        <source>Needs %n instance(s).</source>
        <translation><numerusform>需要 %n 台实例。</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/planwording.cpp" line="323" />
        <source>Serves with pipeline parallel over %n instance(s) (tensor parallel %1 inside each); activations cross %2.</source>
        <translation><numerusform>跨 %n 台实例流水线并行推理（每台 %1 路张量并行），激活经 %2 传输。</numerusform></translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="328" />
        <source>an undocumented network</source>
        <translation>未公开带宽的网络</translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/planwording.cpp" line="331" />
        <source>Serves with tensor parallel over %n GPU(s).</source>
        <translation><numerusform>使用 %n 路张量并行推理。</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/planwording.cpp" line="335" />
        <source>%1 vCPUs per GPU for %n data-loader worker(s).</source>
        <translation><numerusform>每块 GPU 只有 %1 个 vCPU，少于 %n 个数据加载进程的需要。</numerusform></translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="339" />
        <source>%1 has no bf16 support: use fp16.</source>
        <translation>%1 不支持 bf16，请改用 fp16。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="343" />
        <source>%1 has no fp8 (Hopper and Ada have).</source>
        <translation>%1 不支持 fp8（Hopper 与 Ada 架构才支持）。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="345" />
        <source>fp8 support of this GPU is undocumented.</source>
        <translation>该 GPU 是否支持 fp8 未公开。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="348" />
        <source>bf16 support of this GPU is undocumented.</source>
        <translation>该 GPU 是否支持 bf16 未公开。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="351" />
        <source>vGPU slices are meant for inference, not training.</source>
        <translation>vGPU 分片适合推理，不适合训练。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="353" />
        <source>Give the dataset size in tokens to estimate time and cost.</source>
        <translation>请填写数据集 token 数以估算时间和费用。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="357" />
        <source>The bandwidth of the slowest link is assumed: %1.</source>
        <translation>最慢链路的带宽为假设值（%1）：该规格未公开其带宽。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="361" />
        <source>The speed of the %1 kernel on %2 is undocumented: the nearest published figure is used.</source>
        <translation>%1 内核在 %2 上的速度未公开，采用最接近的公开数据。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="366" />
        <source>The network bandwidth between instances is undocumented: the transfer between pipeline stages is left out of the time.</source>
        <translation>实例间网络带宽未公开：流水线阶段间的传输未计入时间。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="370" />
        <source>The network bandwidth between instances is undocumented: communication across them is left out of the time.</source>
        <translation>实例间网络带宽未公开：跨实例通信未计入时间。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="377" />
        <source>No RDMA documented: activations between pipeline stages cross %1 (efficiency 0.5 assumed), %2 % of each decode step.</source>
        <translation>未提供 RDMA：流水线阶段间的激活经 %1 传输（按 0.5 效率估计），占每个解码步的 %2%。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="384" />
        <source>No RDMA documented: gradient sync across instances runs over %1 (efficiency 0.5 assumed): communication takes %2 % of each step.</source>
        <translation>未提供 RDMA：跨实例梯度同步走 %1（按 0.5 效率估计），通信占每步时间的 %2%。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="390" />
        <source>No RDMA documented: gradient sync across instances runs over %1 (efficiency 0.5 assumed).</source>
        <translation>未提供 RDMA：跨实例梯度同步走 %1（按 0.5 效率估计）。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="395" />
        <source>The GPU's throughput is undocumented: time is not estimated.</source>
        <translation>该 GPU 算力未公开，无法估算时间。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="399" />
        <source>GPUs talk over %1: communication takes %2 % of each step.</source>
        <translation>GPU 之间经 %1 通信，通信占每步时间的 %2%。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="402" />
        <source>GPUs talk over %1.</source>
        <translation>GPU 之间经 %1 通信。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="405" />
        <source>Interconnect undocumented (taken as %1): communication takes %2 % of each step.</source>
        <translation>互联方式未公开（按 %1 计），通信占每步时间的 %2%。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="409" />
        <source>Interconnect undocumented (taken as %1).</source>
        <translation>互联方式未公开（按 %1 计）。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="413" />
        <source>No spot discount imported or set for this type in %1.</source>
        <translation>该规格在 %1 没有导入或设置抢占式折扣。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="418" />
        <source>The price is in %1: set an exchange rate to compare it.</source>
        <translation>价格币种为 %1，请设置汇率后再比较。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="423" />
        <source>The price is from %1, older than 180 days.</source>
        <translation>价格日期为 %1，已超过 180 天。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="426" />
        <source>The price has no readable date.</source>
        <translation>价格没有可识别的日期。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="428" />
        <source>No price for %1: import one or enter it.</source>
        <translation>在 %1 没有价格：请导入或录入。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="432" />
        <source>No stock in %1 now: every zone said WithoutStock on %2.</source>
        <translation>在 %1 当前无库存：%2 查询时所有可用区均为 WithoutStock。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="471" />
        <source>Multi-GPU training on NVLink/NVSwitch: good.</source>
        <translation>多卡训练使用 NVLink/NVSwitch：合适。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="473" />
        <source>Multi-GPU training over PCIe: prefer NVLink or NVSwitch types.</source>
        <translation>多卡训练走 PCIe：建议选择带 NVLink 或 NVSwitch 的规格。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="477" />
        <source>Plan %1–%2 GiB of host RAM per node (4–8 GB per GB of VRAM).</source>
        <translation>每节点建议主机内存 %1–%2 GiB（每 GB 显存配 4–8 GB 内存）。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="484" />
        <source>Dataset about %1 GiB: keep it in OSS (ossfs) and cache it on an ESSD PL1 disk.</source>
        <translation>数据集约 %1 GiB：放在 OSS（ossfs 挂载），在 ESSD PL1 云盘上缓存。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="489" />
        <source>Dataset about %1 GiB: NAS or ESSD PL2/PL3 for the many small reads.</source>
        <translation>数据集约 %1 GiB：使用 NAS 或 ESSD PL2/PL3 应对大量小文件读取。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="493" />
        <source>Dataset about %1 TiB: CPFS for the largest clusters.</source>
        <translation>数据集约 %1 TiB：大规模集群使用 CPFS。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="498" />
        <source>Across nodes, choose types with RDMA/eRDMA (ebmgn*, sccgn*, gn8*).</source>
        <translation>跨节点训练请选择支持 RDMA/eRDMA 的规格（ebmgn*、sccgn*、gn8* 等）。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="501" />
        <source>Spot instances cost roughly 10–30 % of pay-as-you-go when the job checkpoints and resumes.</source>
        <translation>只要任务能保存检查点并恢复，抢占式实例价格约为按量付费的 10%–30%。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="505" />
        <source>Use Alibaba's official deep-learning images (CUDA, cuDNN, PyTorch preinstalled).</source>
        <translation>使用阿里云官方深度学习镜像（预装 CUDA、cuDNN、PyTorch）。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="508" />
        <source>Watch GPU utilisation: under 50 % usually means the input pipeline is the bottleneck.</source>
        <translation>关注 GPU 利用率：低于 50% 通常说明瓶颈在数据输入管道。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="512" />
        <source>%1 often runs out of GPU stock: request quota early or reserve.</source>
        <translation>%1 经常缺少 GPU 库存：请提前申请配额或预留。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="516" />
        <source>A small model: vGPU slices (1/4, 1/8 of a card) can serve it for less.</source>
        <translation>模型较小：可以用 vGPU 分片（1/4、1/8 卡）以更低成本部署推理。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="526" />
        <source>Gradient exchange between GPUs runs at PCIe speed otherwise; scaling efficiency can halve.</source>
        <translation>否则 GPU 之间的梯度交换受限于 PCIe 带宽，多卡扩展效率可能减半。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="533" />
        <source>Training reads many small files; storage I/O must keep up with the GPUs.</source>
        <translation>训练会读取大量小文件，存储 I/O 需要跟上 GPU。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="536" />
        <source>Without RDMA, gradient synchronisation between nodes dwarfs the compute.</source>
        <translation>没有 RDMA 时，节点间梯度同步的耗时会远超计算。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="539" />
        <source>Checkpoint at the Young/Daly interval; release is announced 5 minutes ahead.</source>
        <translation>按 Young/Daly 最优间隔保存检查点；实例释放前 5 分钟会收到通知。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="544" />
        <source>They save setup time and avoid driver mismatches.</source>
        <translation>可节省环境配置时间，避免驱动版本不匹配。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="546" />
        <source>Monitor utilisation, memory and temperature (nvidia-smi, CloudMonitor).</source>
        <translation>用 nvidia-smi 或云监控观察利用率、显存和温度。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="549" />
        <source>Hot regions sell out first; a nearby region may have stock.</source>
        <translation>热门地域最先售罄，可考虑相邻地域。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="553" />
        <source>Shared-CPU vGPU types may suffer noisy neighbours.</source>
        <translation>共享 CPU 的 vGPU 规格可能受到邻居干扰。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="566" />
        <source>from scratch: no checkpoint is read; the model is initialised on the GPU or the meta device</source>
        <translation>从零训练：不读取检查点，模型直接在 GPU 或 meta 设备上初始化</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="572" />
        <source>full copy per rank: the process reads the %1 GiB checkpoint into RAM</source>
        <translation>每个进程完整加载：该进程把 %1 GiB 检查点读入内存</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="576" />
        <source>full copy per rank: each of the %1 processes reads the %2 GiB checkpoint into RAM</source>
        <translation>每个进程完整加载：%1 个进程各自把 %2 GiB 检查点读入内存</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="581" />
        <source>bitsandbytes quantize-on-load: shard by shard (%1 GiB per process)</source>
        <translation>bitsandbytes 加载时量化：逐个分片读取（每进程 %1 GiB）</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="588" />
        <source>memory-mapped safetensors / low_cpu_mem_usage: about one shard (%1 GiB) per process</source>
        <translation>内存映射 safetensors / low_cpu_mem_usage：每进程约一个分片（%1 GiB）</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="600" />
        <source>loading (%1)</source>
        <translation>加载模型（%1）</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="602" />
        <source>offloaded states (%1 GiB)</source>
        <translation>卸载到主机内存的状态（%1 GiB）</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="603" />
        <source>processes and data-loader workers</source>
        <translation>进程与数据加载工作进程</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="606" />
        <source>Needs %1 GiB for %2; the RAM-per-VRAM rule is for training data pipelines and does not apply to serving.</source>
        <translation>需要 %1 GiB，用于%2；按显存配内存的经验规则针对训练数据管道，不适用于推理服务。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="612" />
        <source>Needs %1 GiB for %2, more than the 4 GB per GB recommendation.</source>
        <translation>需要 %1 GiB，用于%2，超过每 GB 显存配 4 GB 内存的建议值。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="616" />
        <source>Needs %1 GiB for %2; 4–8 GB of RAM per GB of VRAM (%3–%4 GiB) is recommended to keep the data loader ahead of the GPUs.</source>
        <translation>需要 %1 GiB，用于%2；建议每 GB 显存配 4–8 GB 内存（%3–%4 GiB），让数据加载跑在 GPU 前面。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="627" />
        <source>%1 tokens</source>
        <translation>%1 token</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="641" />
        <source>sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="642" />
        <source>context length</source>
        <translation>上下文长度</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="645" />
        <source>batch per GPU</source>
        <translation>每卡批大小</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="646" />
        <source>concurrent sequences</source>
        <translation>并发序列数</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="647" />
        <source>Nothing fits on %1, not even %2 %3.</source>
        <translation>%1 上即使%2为 %3 也装不下。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="655" />
        <source>Most concurrent sequences that fit on %1: %2 (needs %3 of %4 GiB per GPU, %5)</source>
        <translation>%1 上能装下的最大并发序列数：%2（每块 GPU 需要 %3 / %4 GiB，%5）</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="658" />
        <source>Longest sequence length that fits on %1: %2 (needs %3 of %4 GiB per GPU, %5)</source>
        <translation>%1 上能装下的最大序列长度：%2（每块 GPU 需要 %3 / %4 GiB，%5）</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="661" />
        <source>Longest context length that fits on %1: %2 (needs %3 of %4 GiB per GPU, %5)</source>
        <translation>%1 上能装下的最大上下文长度：%2（每块 GPU 需要 %3 / %4 GiB，%5）</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="664" />
        <source>Largest batch per GPU that fits on %1: %2 (needs %3 of %4 GiB per GPU, %5)</source>
        <translation>%1 上能装下的最大每卡批大小：%2（每块 GPU 需要 %3 / %4 GiB，%5）</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="669" />
        <source>; %1 does not fit.</source>
        <translation>；%1 装不下。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="674" />
        <source>; that is the model's whole context: memory is not the limit.</source>
        <translation>；这已是模型的最大上下文，显存不是瓶颈。</translation>
    </message>
    <message>
        <location filename="../../models/planwording.cpp" line="679" />
        <source>; that is the largest value the planner accepts: memory is not the limit.</source>
        <translation>；这已是规划器允许的最大值，显存不是瓶颈。</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../../app/main.cpp" line="141" />
        <location filename="../../app/main.cpp" line="151" />
        <location filename="../../app/main.cpp" line="195" />
        <source>GPU Planner</source>
        <translation>GPU 选型规划台</translation>
    </message>
    <message>
        <location filename="../../app/main.cpp" line="152" />
        <source>The instance catalog cannot be read:
%1</source>
        <translation>无法读取实例规格目录：
%1</translation>
    </message>
    <message>
        <location filename="../../app/main.cpp" line="196" />
        <source>The model presets cannot be read:
%1</source>
        <translation>无法读取模型预设：
%1</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <location filename="../../models/report.cpp" line="547" />
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="548" />
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="555" />
        <source>Inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="557" />
        <source>LoRA fine-tune</source>
        <translation>LoRA 微调</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="559" />
        <source>QLoRA fine-tune</source>
        <translation>QLoRA 微调</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="561" />
        <source>Full fine-tune</source>
        <translation>全参数微调</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="563" />
        <source>Pre-training</source>
        <translation>预训练</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="572" />
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="578" />
        <source>bitsandbytes NF4, double quant</source>
        <translation>bitsandbytes NF4，双重量化</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="583" />
        <source>GPTQ 4-bit</source>
        <translation>GPTQ 4 位</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="585" />
        <source>GPTQ 8-bit</source>
        <translation>GPTQ 8 位</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="587" />
        <source>AWQ 4-bit</source>
        <translation>AWQ 4 位</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="598" />
        <source>AdamW 8-bit</source>
        <translation>AdamW 8 位</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="600" />
        <source>Paged AdamW</source>
        <translation>分页 AdamW</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="602" />
        <source>Paged AdamW 8-bit</source>
        <translation>分页 AdamW 8 位</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="604" />
        <source>SGD with momentum</source>
        <translation>带动量的 SGD</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="615" />
        <source>none (data parallel)</source>
        <translation>无（数据并行）</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="632" />
        <source>Pay-as-you-go</source>
        <translation>按量付费</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="634" />
        <source>Subscription</source>
        <translation>包年包月</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="636" />
        <location filename="../../models/report.cpp" line="894" />
        <source>Spot</source>
        <translation>抢占式实例</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="638" />
        <source>Reserved</source>
        <translation>预留实例</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="647" />
        <source>published</source>
        <translation>公开价</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="649" />
        <source>imported</source>
        <translation>导入</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="651" />
        <source>entered by you</source>
        <translation>手动录入</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="653" />
        <source>estimated</source>
        <translation>估算</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="662" />
        <source>fits</source>
        <translation>可装下</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="664" />
        <source>fits, with warnings</source>
        <translation>可装下（有警告）</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="666" />
        <source>does not fit</source>
        <translation>装不下</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="675" />
        <source>Info</source>
        <translation>提示</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="677" />
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="679" />
        <source>Blocker</source>
        <translation>阻断</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="704" />
        <source>GPU Planner report: choosing an Alibaba Cloud GPU instance for a deep-learning job</source>
        <translation>GPU 选型规划台报告：为深度学习任务选择阿里云 GPU 实例</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="711" />
        <source>Author</source>
        <translation>作者</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="712" />
        <source>not given</source>
        <translation>未填写</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="714" />
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="716" />
        <source>revision %1</source>
        <translation>第 %1 版</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="720" />
        <source>saved %1</source>
        <translation>保存于 %1</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="721" />
        <source>Scenario</source>
        <translation>方案</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="723" />
        <source>Tags</source>
        <translation>标签</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="738" />
        <source>Inputs</source>
        <translation>输入</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="748" />
        <source>%1 B parameters</source>
        <translation>%1 B 参数</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="752" />
        <source>preset %1</source>
        <translation>预设 %1</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="754" />
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="756" />
        <source>Shape</source>
        <translation>结构</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="757" />
        <source>%1 layers, hidden %2, FFN %3, %4 heads (%5 KV), vocabulary %6</source>
        <translation>%1 层，隐藏层 %2，FFN %3，%4 个注意力头（%5 个 KV 头），词表 %6</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="767" />
        <source>Model config source</source>
        <translation>模型配置来源</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="769" />
        <source>given by its numbers</source>
        <translation>按数值给定</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="776" />
        <source>rank %1 on %2</source>
        <translation>秩 %1，作用于%2</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="779" />
        <source>all linear layers</source>
        <translation>所有线性层</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="780" />
        <source>the attention projections</source>
        <translation>注意力投影层</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="782" />
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="788" />
        <source>fp32 master weights</source>
        <translation>fp32 主权重</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="789" />
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="790" />
        <source>Quantization</source>
        <translation>量化</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="793" />
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="795" />
        <location filename="../../models/report.cpp" line="805" />
        <source>Batch</source>
        <translation>批大小</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="796" />
        <source>%1 per GPU, gradient accumulation %2</source>
        <translation>单卡 %1，梯度累积 %2</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="800" />
        <location filename="../../models/report.cpp" line="808" />
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="801" />
        <source>%1 tokens</source>
        <translation>%1 token</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="802" />
        <source>Gradient checkpointing</source>
        <translation>梯度检查点</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="806" />
        <source>%1 concurrent sequences</source>
        <translation>%1 个并发序列</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="809" />
        <source>%1 prompt + %2 output tokens</source>
        <translation>输入 %1 + 输出 %2 token</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="813" />
        <source>Serving engine</source>
        <translation>推理服务引擎</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="819" />
        <source>GPUs and parallelism</source>
        <translation>GPU 与并行</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="821" />
        <source>%1 per node × %2 node; tensor parallel %3, pipeline parallel %4</source>
        <translation>每节点 %1 块 × %2 个节点；张量并行 %3，流水线并行 %4</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="823" />
        <source>%1 per node × %2 nodes; tensor parallel %3, pipeline parallel %4</source>
        <translation>每节点 %1 块 × %2 个节点；张量并行 %3，流水线并行 %4</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="834" />
        <source>CPU offload</source>
        <translation>CPU 卸载</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="835" />
        <source>Sharding</source>
        <translation>分片</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="837" />
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="838" />
        <source>Pricing mode</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="842" />
        <source>Dataset</source>
        <translation>数据集</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="843" />
        <source>%1 million tokens per epoch</source>
        <translation>每轮 %1 百万 token</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="846" />
        <source>Epochs</source>
        <translation>轮数</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="848" />
        <source>Serving hours</source>
        <translation>服务时长</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="849" />
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="855" />
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="856" />
        <source>VRAM headroom, MFU</source>
        <translation>显存余量，MFU</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="860" />
        <source>up to %1 instance</source>
        <translation>最多 %1 台实例</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="861" />
        <source>up to %1 instances</source>
        <translation>最多 %1 台实例</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="864" />
        <source>up to %1 GPU</source>
        <translation>最多 %1 块 GPU</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="865" />
        <source>up to %1 GPUs</source>
        <translation>最多 %1 块 GPU</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="871" />
        <source>families %1</source>
        <translation>规格族 %1</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="875" />
        <source>budget %1</source>
        <translation>预算 %1</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="877" />
        <source>deadline %1 h</source>
        <translation>截止 %1 小时</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="879" />
        <source>Limits</source>
        <translation>约束</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="884" />
        <source>%1 % of pay-as-you-go</source>
        <translation>按量付费的 %1 %</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="887" />
        <source>%1 % interrupted over 30 days</source>
        <translation>30 天中断率 %1 %</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="890" />
        <source>checkpoint %1 min, restart %2 min</source>
        <translation>检查点 %1 分钟，重启 %2 分钟</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="898" />
        <source>Subscription months</source>
        <translation>包月月数</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="901" />
        <source>as many as the job needs</source>
        <translation>按任务所需</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="912" />
        <source>Memory per GPU</source>
        <translation>单卡显存</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="916" />
        <source>%1 per GPU on %2 GPU, compared with the card as nvidia-smi would show it on a card just large enough: %3 allocated by PyTorch, %4 allocator fragmentation, %5 CUDA context. On a larger card PyTorch may report %6 reserved and nvidia-smi %7 (freed blocks it keeps cached).</source>
        <translation>单卡 %1，共 %2 块 GPU，按显存恰好够用的卡上 nvidia-smi 所显示的占用对照：PyTorch 已分配 %3，分配器碎片 %4，CUDA 上下文 %5。在显存更大的卡上，PyTorch 可能报告已保留 %6，nvidia-smi 显示 %7（PyTorch 会缓存已释放的显存块）。</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="923" />
        <source>%1 per GPU on %2 GPUs, compared with the card as nvidia-smi would show it on a card just large enough: %3 allocated by PyTorch, %4 allocator fragmentation, %5 CUDA context. On a larger card PyTorch may report %6 reserved and nvidia-smi %7 (freed blocks it keeps cached).</source>
        <translation>单卡 %1，共 %2 块 GPU，按显存恰好够用的卡上 nvidia-smi 所显示的占用对照：PyTorch 已分配 %3，分配器碎片 %4，CUDA 上下文 %5。在显存更大的卡上，PyTorch 可能报告已保留 %6，nvidia-smi 显示 %7（PyTorch 会缓存已释放的显存块）。</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="962" />
        <source>Host RAM per node: needs %1.</source>
        <translation>每节点主机内存：需要 %1。</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="966" />
        <source>%1–%2 recommended for the training data pipeline (4–8 GB per GB of VRAM). %3</source>
        <translation>训练数据管道建议 %1–%2（每 GB 显存配 4–8 GB 内存）。%3</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="937" />
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="938" />
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="939" />
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="940" />
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="941" />
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="942" />
        <source>Overhead</source>
        <translation>运行时开销</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="954" />
        <source>Per GPU</source>
        <translation>单卡</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="958" />
        <location filename="../../models/report.cpp" line="1175" />
        <source>GiB per GPU</source>
        <translation>单卡 GiB</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="983" />
        <source>Ranked candidates</source>
        <translation>候选实例排名</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="985" />
        <source>The first %1 of %2 instance types, cheapest first; types that fit within the limits come first. ★ marks the Pareto front of time against cost. Prices: %3, %4, in %5.</source>
        <translation>共 %2 个实例规格，列出前 %1 个，按费用从低到高排列；满足约束且可装下的规格排在前面。★ 表示时间与费用的帕累托前沿。价格：%3，%4，币种 %5。</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="997" />
        <source>No instance type to list.</source>
        <translation>没有可列出的实例规格。</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1013" />
        <source>Instance type</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1014" />
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1015" />
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1016" />
        <source>Need/card (GiB)</source>
        <translation>需求/单卡 (GiB)</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1017" />
        <source>Hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1018" />
        <source>Tokens/s</source>
        <translation>token/秒</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1020" />
        <source>Price/h (%1)</source>
        <translation>价格/小时 (%1)</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1022" />
        <location filename="../../models/report.cpp" line="1142" />
        <source>Total cost (%1)</source>
        <translation>总费用 (%1)</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1023" />
        <location filename="../../models/report.cpp" line="1144" />
        <source>Per 1M tokens (%1)</source>
        <translation>每百万 token (%1)</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1026" />
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1027" />
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1077" />
        <source>Warnings and blockers of the listed types</source>
        <translation>所列规格的警告与阻断原因</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1115" />
        <source>Total job cost by family (best fitting type of each)</source>
        <translation>各实例规格族的任务总费用（取每族最优可装下规格）</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1119" />
        <source>Cost per 1M output tokens by family (best fitting type of each)</source>
        <translation>各实例规格族每百万输出 token 费用（取每族最优可装下规格）</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1125" />
        <source>No fitting type has a price in this region and pricing mode.</source>
        <translation>在该地域和计费方式下，没有可装下且有价格的规格。</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1150" />
        <source>VRAM need against memory per GPU</source>
        <translation>显存需求与单卡显存对比</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1156" />
        <source>memory per GPU</source>
        <translation>单卡显存</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1157" />
        <source>need: fits</source>
        <translation>需求：可装下</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1158" />
        <source>need: fits, with warnings</source>
        <translation>需求：可装下（有警告）</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1160" />
        <source>need: does not fit</source>
        <translation>需求：装不下</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1183" />
        <source>Findings</source>
        <translation>建议</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1186" />
        <source>No findings for this plan.</source>
        <translation>此方案没有建议。</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1212" />
        <source>Price sources and dates</source>
        <translation>价格来源与日期</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1240" />
        <source>Each source and date of the prices of the %1 listed candidates. A price older than 180 days is marked stale.</source>
        <translation>列出的 %1 个候选规格所用价格的来源与日期。超过 180 天的价格标记为过期。</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1252" />
        <source>as of %1, %2 price; used by %3</source>
        <translation>截至 %1，%2；用于 %3</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1258" />
        <source>stale</source>
        <translation>过期</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1266" />
        <source>%1 listed type has no price in this region and pricing mode; it is never treated as free.</source>
        <translation>%1 个列出的规格在该地域和计费方式下没有价格；它绝不会被视为免费。</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1269" />
        <source>%1 listed types have no price in this region and pricing mode; they are never treated as free.</source>
        <translation>%1 个列出的规格在该地域和计费方式下没有价格；它们绝不会被视为免费。</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1279" />
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1289" />
        <source>Prices are converted to one hour with a month of 730 hours; a type without a price is never treated as free.</source>
        <translation>价格按每月 730 小时折算为每小时；无价格的规格绝不会被视为免费。</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1293" />
        <source>Memory per GPU is what to plan the card for (the nvidia-smi view), with %1 % of VRAM kept free.</source>
        <translation>单卡显存按需要为显卡预留的量计算（即 nvidia-smi 所见），并保留 %1 % 的显存余量。</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1502" />
        <source>GPU Planner</source>
        <translation>GPU 选型规划台</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1513" />
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1662" />
        <source>Region %1, %2 prices, in %3; %4 instance type.</source>
        <translation>地域 %1，%2价格，币种 %3；共 %4 个实例规格。</translation>
    </message>
    <message>
        <location filename="../../models/report.cpp" line="1663" />
        <source>Region %1, %2 prices, in %3; %4 instance types.</source>
        <translation>地域 %1，%2价格，币种 %3；共 %4 个实例规格。</translation>
    </message>
</context>
<context>
    <name>gpuplanner</name>
    <message>
        <location filename="../../models/library.cpp" line="1904" />
        <source>no change</source>
        <translation>无变化</translation>
    </message>
</context>
<context>
    <name>gpuplanner::AccessKeyPanel</name>
    <message>
        <location filename="../../widgets/accesskeypanel.cpp" line="12" />
        <source>Alibaba Cloud AccessKey</source>
        <translation>阿里云 AccessKey</translation>
    </message>
    <message>
        <location filename="../../widgets/accesskeypanel.cpp" line="24" />
        <source>&amp;Store in keychain</source>
        <translation>保存到密钥环(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../widgets/accesskeypanel.cpp" line="26" />
        <source>&amp;Forget stored keys</source>
        <translation>删除已保存的密钥(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../widgets/accesskeypanel.cpp" line="33" />
        <source>AccessKey &amp;ID:</source>
        <translation>AccessKey ID(&amp;I)：</translation>
    </message>
    <message>
        <location filename="../../widgets/accesskeypanel.cpp" line="34" />
        <source>AccessKey s&amp;ecret:</source>
        <translation>AccessKey Secret(&amp;E)：</translation>
    </message>
    <message>
        <location filename="../../widgets/accesskeypanel.cpp" line="46" />
        <source>The system keychain is switched off (GPU_PLANNER_KEYCHAIN=off).</source>
        <translation>系统密钥环已关闭（GPU_PLANNER_KEYCHAIN=off）。</translation>
    </message>
    <message>
        <location filename="../../widgets/accesskeypanel.cpp" line="80" />
        <source>the environment (ALIBABA_CLOUD_ACCESS_KEY_ID)</source>
        <translation>环境变量（ALIBABA_CLOUD_ACCESS_KEY_ID）</translation>
    </message>
    <message>
        <location filename="../../widgets/accesskeypanel.cpp" line="82" />
        <source>the system keychain</source>
        <translation>系统密钥环</translation>
    </message>
    <message>
        <location filename="../../widgets/accesskeypanel.cpp" line="84" />
        <source>the aliyun CLI configuration %1</source>
        <translation>aliyun CLI 配置 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/accesskeypanel.cpp" line="86" />
        <source>Keys in use: AccessKey ID %1 from %2.</source>
        <translation>正在使用的密钥：AccessKey ID %1，来自%2。</translation>
    </message>
    <message>
        <location filename="../../widgets/accesskeypanel.cpp" line="88" />
        <source>No AccessKey in use: %1</source>
        <translation>未使用 AccessKey：%1</translation>
    </message>
    <message>
        <location filename="../../widgets/accesskeypanel.cpp" line="104" />
        <source>Enter the AccessKey ID and secret to store them.</source>
        <translation>请输入要保存的 AccessKey ID 和 Secret。</translation>
    </message>
    <message>
        <location filename="../../widgets/accesskeypanel.cpp" line="110" />
        <source>Not stored: %1</source>
        <translation>未保存：%1</translation>
    </message>
    <message>
        <location filename="../../widgets/accesskeypanel.cpp" line="115" />
        <source>AccessKey %1 stored in the system keychain.</source>
        <translation>AccessKey %1 已保存到系统密钥环。</translation>
    </message>
    <message>
        <location filename="../../widgets/accesskeypanel.cpp" line="126" />
        <source>Not forgotten: %1</source>
        <translation>未删除：%1</translation>
    </message>
    <message>
        <location filename="../../widgets/accesskeypanel.cpp" line="129" />
        <source>The stored AccessKey is forgotten.</source>
        <translation>已删除保存的 AccessKey。</translation>
    </message>
</context>
<context>
    <name>gpuplanner::CatalogBrowser</name>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="42" />
        <location filename="../../widgets/catalogbrowser.cpp" line="48" />
        <location filename="../../widgets/catalogbrowser.cpp" line="61" />
        <location filename="../../widgets/catalogbrowser.cpp" line="500" />
        <source>&lt;i&gt;undocumented&lt;/i&gt;</source>
        <translation>&lt;i&gt;未公开&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="55" />
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="57" />
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="149" />
        <source>Region whose prices are shown</source>
        <translation>显示其价格的地域</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="157" />
        <source>per hour</source>
        <translation>每小时</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="158" />
        <source>per month (730 h)</source>
        <translation>每月（730 小时）</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="159" />
        <source>per year</source>
        <translation>每年</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="162" />
        <source>Search type or GPU (Ctrl+F)</source>
        <translation>搜索规格/GPU (Ctrl+F)</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="172" />
        <source>&amp;Columns</source>
        <translation>列(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="177" />
        <source>&amp;Region:</source>
        <translation>地域(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="179" />
        <source>&amp;Pricing:</source>
        <translation>计费方式(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="191" />
        <source>Filters</source>
        <translation>筛选</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="197" />
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="198" />
        <location filename="../../widgets/catalogbrowser.cpp" line="203" />
        <location filename="../../widgets/catalogbrowser.cpp" line="207" />
        <location filename="../../widgets/catalogbrowser.cpp" line="221" />
        <location filename="../../widgets/catalogbrowser.cpp" line="229" />
        <location filename="../../widgets/catalogbrowser.cpp" line="240" />
        <location filename="../../widgets/catalogbrowser.cpp" line="386" />
        <location filename="../../widgets/catalogbrowser.cpp" line="397" />
        <source>any</source>
        <translation>不限</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="199" />
        <source>VRAM per GPU ≥</source>
        <translation>单卡显存 ≥</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="212" />
        <source>GPU count</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="215" />
        <source>GPU model</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="218" />
        <source>Family</source>
        <translation>实例规格族</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="222" />
        <source>NVLink or NVSwitch</source>
        <translation>NVLink 或 NVSwitch</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="223" />
        <source>NVSwitch</source>
        <translation>NVSwitch</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="224" />
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="225" />
        <source>undocumented</source>
        <translation>未公开</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="226" />
        <location filename="../../widgets/catalogbrowser.cpp" line="505" />
        <source>Interconnect</source>
        <translation>互联</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="230" />
        <source>RDMA / eRDMA</source>
        <translation>RDMA / eRDMA</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="231" />
        <source>without</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="232" />
        <location filename="../../widgets/catalogbrowser.cpp" line="509" />
        <source>RDMA</source>
        <translation>RDMA</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="241" />
        <source>In the price column's unit: the chosen mode and period</source>
        <translation>单位与价格列相同：即所选的计费方式和周期</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="243" />
        <source>Price ≥</source>
        <translation>价格 ≥</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="244" />
        <source>Price ≤</source>
        <translation>价格 ≤</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="245" />
        <source>Reset &amp;filters</source>
        <translation>重置筛选(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="320" />
        <source>Columns</source>
        <translation>列</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="378" />
        <source> (no prices)</source>
        <translation>（无价格）</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="485" />
        <source>&lt;p&gt;Select an instance type to see its GPU specs, prices and sources.&lt;/p&gt;</source>
        <translation>&lt;p&gt;选择一个实例规格，查看其 GPU 规格、价格和来源。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="494" />
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="495" />
        <source>%1 × %2, %3 GiB each</source>
        <translation>%1 × %2，每块 %3 GiB</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="497" />
        <source>&lt;i&gt;not named by Alibaba&lt;/i&gt;</source>
        <translation>&lt;i&gt;阿里云未注明型号&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="499" />
        <source>GPU share</source>
        <translation>GPU 占比</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="501" />
        <source>vCPU / host RAM</source>
        <translation>vCPU / 内存</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="501" />
        <source>%1 / %2 GiB (%3 GiB per GiB of VRAM)</source>
        <translation>%1 / %2 GiB（每 GiB 显存 %3 GiB 内存）</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="507" />
        <source> — &lt;i&gt;inferred, not stated by Alibaba&lt;/i&gt;</source>
        <translation> — &lt;i&gt;推断，阿里云未说明&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="508" />
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="508" />
        <source>Gbit/s</source>
        <translation>Gbit/s</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="509" />
        <source>none documented</source>
        <translation>文档未提及</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="511" />
        <source>Local storage</source>
        <translation>本地存储</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="512" />
        <location filename="../../widgets/catalogbrowser.cpp" line="529" />
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="515" />
        <source>Origin</source>
        <translation>录入方式</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="515" />
        <source>%1 on %2</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="521" />
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="522" />
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="522" />
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="523" />
        <source>Memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="523" />
        <location filename="../../widgets/catalogbrowser.cpp" line="528" />
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="524" />
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="524" />
        <location filename="../../widgets/catalogbrowser.cpp" line="525" />
        <source>TFLOPS</source>
        <translation>TFLOPS</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="525" />
        <source>FP16 tensor (dense)</source>
        <translation>FP16 Tensor（稠密）</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="526" />
        <source>BF16 / FP8</source>
        <translation>BF16 / FP8</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="527" />
        <source>INT8 (dense)</source>
        <translation>INT8（稠密）</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="527" />
        <source>TOPS</source>
        <translation>TOPS</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="528" />
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="536" />
        <source>Prices</source>
        <translation>价格</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="539" />
        <source>&lt;p&gt;No price in any region. Import one (File ▸ Import) or enter it (Ctrl+E).&lt;/p&gt;</source>
        <translation>&lt;p&gt;所有地域均无价格。请导入价格（文件 ▸ 导入）或手动录入（Ctrl+E）。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="550" />
        <source> &lt;b style='color:#b05a00'&gt;stale&lt;/b&gt;</source>
        <translation> &lt;b style='color:#b05a00'&gt;过期&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="556" />
        <source>&lt;p&gt;Spot in %1/%2: about %3% of pay-as-you-go, interruption rate %4 (%5)&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1/%2 的抢占式实例：约为按量付费价格的 %3%，中断率 %4（%5）&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="558" />
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="564" />
        <source>in stock</source>
        <translation>有库存</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="565" />
        <source>little stock left</source>
        <translation>库存紧张</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="566" />
        <source>no stock</source>
        <translation>无库存</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="567" />
        <source>&lt;p&gt;Stock in %1/%2: %3 (%4)&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1/%2 的库存：%3（%4）&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/catalogbrowser.cpp" line="580" />
        <source>%1 of %n instance type(s) shown</source>
        <translation>
            <numerusform>共 %n 个实例规格，显示 %1 个</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="582" />
        <source>catalog data of %1</source>
        <translation>目录数据日期：%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/catalogbrowser.cpp" line="583" />
        <source>%n price(s), %1 older than 180 days</source>
        <translation>
            <numerusform>%n 个价格，其中 %1 个超过 180 天</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/catalogbrowser.cpp" line="585" />
        <source>%n type(s) without any price</source>
        <translation>
            <numerusform>%n 个规格没有任何价格</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/catalogbrowser.cpp" line="586" />
        <source>%n row(s) of yours (imported or entered)</source>
        <translation>
            <numerusform>%n 行为我的数据（导入或手动录入）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuplanner::CatalogRepository</name>
    <message>
        <location filename="../../models/catalogrepository.cpp" line="50" />
        <source>No overlay database is set, so nothing can be saved.</source>
        <translation>未设置存放我的目录修改的数据库，无法保存任何内容。</translation>
    </message>
    <message>
        <location filename="../../models/catalogrepository.cpp" line="61" />
        <source>Unknown instance type %1.</source>
        <translation>未知的实例规格 %1。</translation>
    </message>
    <message>
        <location filename="../../models/catalogrepository.cpp" line="65" />
        <source>Unknown region %1.</source>
        <translation>未知的地域 %1。</translation>
    </message>
    <message>
        <location filename="../../models/catalogrepository.cpp" line="69" />
        <source>A price must be greater than 0.</source>
        <translation>价格必须大于 0。</translation>
    </message>
    <message>
        <location filename="../../models/catalogrepository.cpp" line="74" />
        <source>The price is not allowed: %1</source>
        <translation>不允许该价格：%1</translation>
    </message>
</context>
<context>
    <name>gpuplanner::CatalogTableModel</name>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="53" />
        <source>/h</source>
        <translation>/小时</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="55" />
        <source>/month</source>
        <translation>/月</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="57" />
        <source>/year</source>
        <translation>/年</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="66" />
        <source>Pay-as-you-go</source>
        <translation>按量付费</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="68" />
        <source>Subscription</source>
        <translation>包年包月</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="70" />
        <source>Spot</source>
        <translation>抢占式实例</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="72" />
        <source>Reserved</source>
        <translation>预留实例</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="81" />
        <source>hour</source>
        <translation>小时</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="83" />
        <source>week</source>
        <translation>周</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="85" />
        <source>month</source>
        <translation>月</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="87" />
        <source>year</source>
        <translation>年</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="96" />
        <source>published</source>
        <translation>公开价</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="98" />
        <location filename="../../models/catalogtablemodel.cpp" line="113" />
        <source>imported</source>
        <translation>导入</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="100" />
        <location filename="../../models/catalogtablemodel.cpp" line="115" />
        <source>entered by you</source>
        <translation>手动录入</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="102" />
        <source>estimated</source>
        <translation>估算</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="111" />
        <source>shipped</source>
        <translation>随附</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="215" />
        <source>Instance type</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="217" />
        <source>Family</source>
        <translation>实例规格族</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="219" />
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="221" />
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="223" />
        <source>VRAM/GPU (GiB)</source>
        <translation>单卡显存 (GiB)</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="225" />
        <source>VRAM total (GiB)</source>
        <translation>总显存 (GiB)</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="227" />
        <source>GPU share</source>
        <translation>GPU 占比</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="229" />
        <source>vCPU</source>
        <translation>vCPU</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="231" />
        <source>Host RAM (GiB)</source>
        <translation>内存 (GiB)</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="233" />
        <source>RAM/VRAM</source>
        <translation>内存/显存</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="235" />
        <source>Interconnect</source>
        <translation>互联</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="237" />
        <source>Network (Gbit/s)</source>
        <translation>网络 (Gbit/s)</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="239" />
        <source>RDMA</source>
        <translation>RDMA</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="241" />
        <source>Price%1</source>
        <translation>价格%1</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="243" />
        <source>Per GPU%1</source>
        <translation>单卡价格%1</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="245" />
        <source>Per GiB VRAM%1</source>
        <translation>每 GiB 显存%1</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="247" />
        <source>Price source</source>
        <translation>价格来源</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="254" />
        <source>Share of one physical GPU: 1 = a whole card, 0.25 = a quarter vGPU slice</source>
        <translation>占一块物理 GPU 的比例：1 表示整卡，0.25 表示四分之一的 vGPU 分片</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="256" />
        <source>Host RAM per GiB of GPU memory; the usual advice is 4–8 for training</source>
        <translation>每 GiB 显存对应的主机内存 (GiB)；训练通常建议 4–8</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="260" />
        <source>%1 price in %2; a month is 730 hours</source>
        <translation>%2 地域的%1价格；一个月按 730 小时计</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="280" />
        <source>%1 (not named by Alibaba)</source>
        <translation>%1（阿里云未注明型号）</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="280" />
        <source>(not named)</source>
        <translation>（未注明）</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="288" />
        <location filename="../../models/catalogtablemodel.cpp" line="296" />
        <location filename="../../models/catalogtablemodel.cpp" line="298" />
        <source>undocumented</source>
        <translation>未公开</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="300" />
        <source>none documented</source>
        <translation>文档未提及</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="306" />
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="316" />
        <source>%1 (stale)</source>
        <translation>%1（过期）</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="323" />
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="369" />
        <source>%1 %2 per %3, %4 price</source>
        <translation>%1 %2/%3，价格类型：%4</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="374" />
        <source>List price before discounts: %1</source>
        <translation>折扣前原价：%1</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="375" />
        <source>Source: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="376" />
        <source>As of: %1</source>
        <translation>截至：%1</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="380" />
        <source>Stale: %1 days old. Import a current price (DescribePrice) or enter one.</source>
        <translation>过期：已有 %1 天。请导入当前价格（DescribePrice）或手动录入。</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="381" />
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="430" />
        <source>No %1 price for %2 in %3. Import one or enter it; a type without a price is never treated as free.</source>
        <translation>%3 地域没有 %2 的%1价格。请导入或手动录入；无价格的实例规格绝不会被视为免费。</translation>
    </message>
    <message>
        <location filename="../../models/catalogtablemodel.cpp" line="436" />
        <source>Inferred from a datasheet, not stated by Alibaba</source>
        <translation>根据数据手册推断，阿里云未说明</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ComparisonPage</name>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="217" />
        <source>&amp;Region:</source>
        <translation>地域(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="228" />
        <source>&amp;Pricing:</source>
        <translation>计费方式(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="234" />
        <source> M tokens</source>
        <translation> 百万 token</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="235" />
        <source>Training tokens per epoch (samples × sequence length)</source>
        <translation>每轮训练的 token 数（样本数 × 序列长度）</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="236" />
        <source>&amp;Dataset:</source>
        <translation>数据集(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="241" />
        <source>&amp;Epochs:</source>
        <translation>轮数(&amp;E)：</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="245" />
        <source>Max &amp;instances:</source>
        <translation>最多实例数(&amp;I)：</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="250" />
        <source>VRAM &amp;headroom:</source>
        <translation>显存余量(&amp;H)：</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="256" />
        <source>Model FLOPs utilisation: the share of the GPU's dense tensor throughput the job achieves</source>
        <translation>模型算力利用率：任务实际达到的 GPU 稠密 Tensor 算力所占的比例</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="258" />
        <source>&amp;MFU:</source>
        <translation>MFU(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="263" />
        <location filename="../../widgets/comparisonpage.cpp" line="268" />
        <source>none</source>
        <translation>不限</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="264" />
        <source>&amp;Budget:</source>
        <translation>预算(&amp;B)：</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="269" />
        <source> h</source>
        <translation> 小时</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="270" />
        <source>Dead&amp;line:</source>
        <translation>截止时长(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="274" />
        <source>imported</source>
        <translation>导入</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="276" />
        <source>Spot price as a percentage of pay-as-you-go; "imported" uses the imported spot prices</source>
        <translation>抢占式实例价格占按量付费价格的百分比；“导入”表示使用导入的抢占式实例价格</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="325" />
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="326" />
        <source>Show or hide the charts below the table</source>
        <translation>显示或隐藏表格下方的图表</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="331" />
        <source>Charts in a window</source>
        <translation>在窗口中显示图表</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="332" />
        <source>Move the charts to a window of their own; closing it puts them back</source>
        <translation>将图表移到单独的窗口中；关闭该窗口后图表会放回原处</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="479" />
        <source>VRAM need per GPU</source>
        <translation>单卡显存需求</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="485" />
        <source>no fit</source>
        <translation>装不下</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="489" />
        <source>limit</source>
        <translation>上限</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="494" />
        <source>Usable (GiB)</source>
        <translation>可用显存 (GiB)</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="496" />
        <source>Need (GiB)</source>
        <translation>需求 (GiB)</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="506" />
        <source>types</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="873" />
        <source>Tokens/s</source>
        <translation>token/秒</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="876" />
        <source>Total cost by family</source>
        <translation>各实例规格族的总费用</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="877" />
        <source>Cost per 1M tokens by family</source>
        <translation>各实例规格族每百万 token 费用</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="924" />
        <source>Hours against cost</source>
        <translation>时长与费用</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="924" />
        <source>Tokens/s against cost</source>
        <translation>token/秒与费用</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="963" />
        <source>Pricing modes</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="1029" />
        <source>%1: no price</source>
        <translation>%1：无价格</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="1055" />
        <source>Reasons</source>
        <translation>原因</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="1128" />
        <source>Comparison charts</source>
        <translation>对比图表</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="278" />
        <source>Spot price:</source>
        <translation>抢占式价格：</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="281" />
        <source>Currency:</source>
        <translation>币种：</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="285" />
        <source>not set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="286" />
        <source>1 USD = </source>
        <translation>1 USD = </translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="288" />
        <source>Rate:</source>
        <translation>汇率：</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="292" />
        <source>any</source>
        <translation>不限</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="293" />
        <source>Max &amp;GPUs:</source>
        <translation>最多 GPU 数(&amp;G)：</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="296" />
        <source>all, or e.g. gn7e, gn7i</source>
        <translation>全部，或如 gn7e, gn7i</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="298" />
        <source>&amp;Families:</source>
        <translation>实例规格族(&amp;F)：</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="301" />
        <source>Cheapest that fits</source>
        <translation>最便宜可装下</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="302" />
        <source>Fastest within budget</source>
        <translation>预算内最快</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="303" />
        <source>Best value</source>
        <translation>性价比最优</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="310" />
        <source>Rank by cost and select the cheapest type that fits</source>
        <translation>按费用排序，并选择可装下的最便宜规格</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="311" />
        <source>Rank by time and select the fastest type that fits within the budget</source>
        <translation>按时间排序，并选择预算内可装下的最快规格</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="312" />
        <source>Rank by cost and time together and select the best balance</source>
        <translation>综合费用与时间排序，并选择最均衡的规格</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="321" />
        <source>Show types that do not fit</source>
        <translation>显示装不下的规格</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="872" />
        <source>Total cost (%1)</source>
        <translation>总费用 (%1)</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="481" />
        <source>fits</source>
        <translation>可装下</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="509" />
        <source>Pareto front</source>
        <translation>帕累托前沿</translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/comparisonpage.cpp" line="715" />
        <source>%n instance type(s) of %1 fit %2;</source>
        <translation>
            <numerusform>%1 个实例规格中有 %n 个可装下 %2；</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/comparisonpage.cpp" line="719" />
        <source>%n of them priced in %1. ★ marks the Pareto front of time against cost.</source>
        <translation>
            <numerusform>其中 %n 个有 %1 价格。★ 表示时间与费用的帕累托前沿。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/comparisonpage.cpp" line="837" />
        <source>%n instance(s)</source>
        <translation>
            <numerusform>%n 台实例</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="839" />
        <source>Verdict: %1</source>
        <translation>结论：%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/comparisonpage.cpp" line="840" />
        <source>Need %1 GiB of %2 GiB usable per GPU (card %3 GiB); %n GPU(s)</source>
        <translation>
            <numerusform>单卡需求 %1 GiB，可用 %2 GiB（显卡 %3 GiB）；%n 块 GPU</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="846" />
        <source>Hours: %1</source>
        <translation>时长：%1 小时</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="846" />
        <source>Hours: unknown</source>
        <translation>时长：未知</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="849" />
        <source>Output tokens per second: %1</source>
        <translation>每秒输出 token 数：%1</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="850" />
        <source>Output tokens per second: unknown</source>
        <translation>每秒输出 token 数：未知</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="852" />
        <source>Price: %1 %2 per hour</source>
        <translation>价格：每小时 %1 %2</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="854" />
        <source>No price: never treated as free</source>
        <translation>无价格：绝不会被视为免费</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="857" />
        <source>Total cost: %1 %2</source>
        <translation>总费用：%1 %2</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="857" />
        <source>Cost per million tokens: %1 %2</source>
        <translation>每百万 token 成本：%1 %2</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="860" />
        <source>On the Pareto front of time against cost</source>
        <translation>位于时间与费用的帕累托前沿上</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="872" />
        <location filename="../../widgets/comparisonpage.cpp" line="1036" />
        <source>%1/1M tokens</source>
        <translation>%1/1M token</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="873" />
        <source>Hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="1035" />
        <source>Job cost (%1)</source>
        <translation>任务费用 (%1)</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="1069" />
        <source>Findings</source>
        <translation>建议</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="1080" />
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
</context>
<context>
    <name>gpuplanner::EstimatorPage</name>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="103" />
        <source>Custom: parameters and shape</source>
        <translation>自定义：参数量与结构</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="130" />
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="132" />
        <source>Custom model</source>
        <translation>自定义模型</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="139" />
        <source> B</source>
        <translation> B</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="140" />
        <source>Parameters:</source>
        <translation>参数量：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="148" />
        <source>derive</source>
        <translation>自动推算</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="149" />
        <source>Layers:</source>
        <translation>层数：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="150" />
        <source>Hidden size:</source>
        <translation>隐藏层维度：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="151" />
        <source>FFN size:</source>
        <translation>FFN 维度：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="152" />
        <source>Attention heads:</source>
        <translation>注意力头数：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="153" />
        <source>KV heads:</source>
        <translation>KV 头数：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="154" />
        <source>Vocabulary:</source>
        <translation>词表大小：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="159" />
        <source>Inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="160" />
        <source>LoRA fine-tune</source>
        <translation>LoRA 微调</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="161" />
        <source>QLoRA fine-tune</source>
        <translation>QLoRA 微调</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="162" />
        <source>Full fine-tune</source>
        <translation>全参数微调</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="163" />
        <source>Pre-training</source>
        <translation>预训练</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="164" />
        <source>&amp;Task:</source>
        <translation>任务(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="172" />
        <source>&amp;Precision:</source>
        <translation>精度(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="176" />
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="177" />
        <source>bitsandbytes int8</source>
        <translation>bitsandbytes int8</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="178" />
        <source>bitsandbytes NF4, double quant</source>
        <translation>bitsandbytes NF4，双重量化</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="179" />
        <source>bitsandbytes NF4</source>
        <translation>bitsandbytes NF4</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="180" />
        <source>bitsandbytes FP4</source>
        <translation>bitsandbytes FP4</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="181" />
        <source>GPTQ 4-bit</source>
        <translation>GPTQ 4 位</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="182" />
        <source>GPTQ 8-bit</source>
        <translation>GPTQ 8 位</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="183" />
        <source>AWQ 4-bit</source>
        <translation>AWQ 4 位</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="184" />
        <source>&amp;Quantization:</source>
        <translation>量化(&amp;Q)：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="188" />
        <source>AdamW 8-bit</source>
        <translation>AdamW 8 位</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="189" />
        <source>Paged AdamW</source>
        <translation>分页 AdamW</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="190" />
        <source>Paged AdamW 8-bit</source>
        <translation>分页 AdamW 8 位</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="191" />
        <source>SGD with momentum</source>
        <translation>带动量的 SGD</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="193" />
        <source>&amp;Optimizer:</source>
        <translation>优化器(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="195" />
        <location filename="../../widgets/estimatorpage.cpp" line="817" />
        <source>&amp;Batch per GPU:</source>
        <translation>单卡批大小(&amp;B)：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="197" />
        <source>&amp;Sequence length:</source>
        <translation>序列长度(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="214" />
        <source>Gradient &amp;checkpointing</source>
        <translation>梯度检查点(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="218" />
        <source>LoRA rank:</source>
        <translation>LoRA 秩：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="220" />
        <source>&amp;GPUs per node:</source>
        <translation>每节点 GPU 数(&amp;G)：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="222" />
        <source>&amp;Nodes:</source>
        <translation>节点数(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="225" />
        <source>none (data parallel)</source>
        <translation>无（数据并行）</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="230" />
        <source>S&amp;harding:</source>
        <translation>分片(&amp;H)：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="232" />
        <source>Tensor parallel:</source>
        <translation>张量并行：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="234" />
        <source>&amp;Advanced</source>
        <translation>高级(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="240" />
        <source>Gradient accumulation:</source>
        <translation>梯度累积：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="242" />
        <source>Pipeline parallel:</source>
        <translation>流水线并行：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="251" />
        <source>None (set each switch)</source>
        <translation>无（逐项设置各开关）</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="254" />
        <source>Framework profile:</source>
        <translation>框架预设：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="257" />
        <source>SDPA (memory-efficient)</source>
        <translation>SDPA（显存高效）</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="258" />
        <source>FlashAttention-2</source>
        <translation>FlashAttention-2</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="259" />
        <source>Eager (keeps s × s scores)</source>
        <translation>Eager（保留 s × s 注意力分数）</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="260" />
        <source>Attention:</source>
        <translation>注意力实现：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="261" />
        <source>Chunked cross-entropy loss</source>
        <translation>分块交叉熵损失</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="264" />
        <source>Optimizer step fused into backward</source>
        <translation>优化器步骤融合到反向传播</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="267" />
        <source>Activation offloading to CPU</source>
        <translation>激活值卸载到 CPU</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="270" />
        <source>Offload optimizer to CPU (ZeRO-Offload)</source>
        <translation>优化器卸载到 CPU（ZeRO-Offload）</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="273" />
        <source>Offload parameters to CPU (ZeRO-3 / FSDP)</source>
        <translation>参数卸载到 CPU（ZeRO-3 / FSDP）</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="278" />
        <source>PEFT k-bit preparation (fp32 norms, embeddings, head)</source>
        <translation>PEFT k-bit 预处理（归一化层、嵌入层、输出头为 fp32）</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="279" />
        <source>QLoRA paper (bf16 adapters, no fp32 upcast)</source>
        <translation>QLoRA 论文（bf16 适配器，不升为 fp32）</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="280" />
        <source>QLoRA recipe:</source>
        <translation>QLoRA 方案：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="979" />
        <source>&lt;b&gt;Host RAM per node: needs %1 GiB&lt;/b&gt;; %2–%3 GiB recommended for the data pipeline. %4</source>
        <translation>&lt;b&gt;每节点主机内存：需要 %1 GiB&lt;/b&gt;；数据管道建议 %2–%3 GiB。%4</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="984" />
        <source>&lt;b&gt;Host RAM per node: needs %1 GiB&lt;/b&gt;. %2</source>
        <translation>&lt;b&gt;每节点主机内存：需要 %1 GiB&lt;/b&gt;。%2</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="243" />
        <source>fp32 master weights</source>
        <translation>fp32 主权重</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="124" />
        <source>Type to search the models</source>
        <translation>输入以搜索模型</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="129" />
        <source>Type any part of a model's name to search the presets</source>
        <translation>输入模型名称的任意部分以搜索预设</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="201" />
        <source>model's maximum</source>
        <translation>模型最大值</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="202" />
        <location filename="../../widgets/estimatorpage.cpp" line="206" />
        <source> tokens</source>
        <translation> token</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="203" />
        <source>Tokens per sequence: prompt + output</source>
        <translation>每个序列的 token 数：输入 + 输出</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="204" />
        <source>Conte&amp;xt length:</source>
        <translation>上下文长度(&amp;X)：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="207" />
        <source>Generated tokens per sequence, part of the context length</source>
        <translation>每个序列生成的 token 数，包含在上下文长度内</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="208" />
        <source>Of which output:</source>
        <translation>其中输出：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="213" />
        <source>Serving eng&amp;ine:</source>
        <translation>推理服务引擎(&amp;I)：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="281" />
        <source>LoRA on all linear layers</source>
        <translation>在所有线性层上应用 LoRA</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="290" />
        <source>KV cache precision:</source>
        <translation>KV 缓存精度：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="211" />
        <source>PyTorch / Transformers</source>
        <translation>PyTorch / Transformers</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="294" />
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="295" />
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="296" />
        <source>Card memory (vLLM):</source>
        <translation>单卡显存（vLLM）：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="302" />
        <source>gpu_memory_utilization:</source>
        <translation>gpu_memory_utilization：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="305" />
        <source>prompt + output</source>
        <translation>输入 + 输出</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="306" />
        <source>max_model_len (vLLM):</source>
        <translation>max_model_len（vLLM）：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="308" />
        <source>default (256)</source>
        <translation>默认（256）</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="309" />
        <source>max_num_seqs (vLLM):</source>
        <translation>max_num_seqs（vLLM）：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="311" />
        <source>default (8192)</source>
        <translation>默认（8192）</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="312" />
        <source>max_num_batched_tokens (vLLM):</source>
        <translation>max_num_batched_tokens（vLLM）：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="315" />
        <source>Low-memory / streaming</source>
        <translation>低内存/流式</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="316" />
        <source>Every rank loads a full copy</source>
        <translation>每个进程各自加载完整副本</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="318" />
        <source>Model loading:</source>
        <translation>模型加载：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="320" />
        <source>Data-loader workers per GPU:</source>
        <translation>单卡数据加载进程数：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="390" />
        <source>Brea&amp;kdown</source>
        <translation>明细(&amp;K)</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="393" />
        <source>Per-GPU memory (GiB)</source>
        <translation>单卡显存 (GiB)</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="399" />
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="399" />
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="399" />
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="400" />
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="400" />
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="400" />
        <source>Overhead</source>
        <translation>运行时开销</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="413" />
        <source>Per GPU</source>
        <translation>单卡</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="452" />
        <source>&lt;b&gt;Assumptions&lt;/b&gt;</source>
        <translation>&lt;b&gt;假设&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="466" />
        <source>Maximi&amp;ze:</source>
        <translation>最大化(&amp;Z)：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="470" />
        <source>Instance type</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="471" />
        <source>Card</source>
        <translation>显卡</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="491" />
        <source>Ta&amp;rget:</source>
        <translation>目标(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="495" />
        <source>Calc&amp;ulate</source>
        <translation>计算(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="498" />
        <source>Finds the largest value that fits the target by the rule the comparison uses; one step more does not fit</source>
        <translation>按对比所用的规则，求出目标上可装下的最大值；再增加一步即装不下</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="508" />
        <source>Choose what to maximize and a target, then press "Calculate".</source>
        <translation>选择要最大化的项和目标，然后点击“计算”。</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="517" />
        <source>&amp;What fits?</source>
        <translation>能装下多少(&amp;W)？</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="560" />
        <source>Largest batch per GPU</source>
        <translation>单卡最大批大小</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="562" />
        <source>Longest sequence length</source>
        <translation>最长序列长度</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="565" />
        <source>Most concurrent sequences</source>
        <translation>最多并发序列数</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="567" />
        <source>Longest context length</source>
        <translation>最长上下文长度</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="588" />
        <source>%1 (%2 GiB)</source>
        <translation>%1（%2 GiB）</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="612" />
        <source>No catalog is loaded.</source>
        <translation>未加载目录。</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="633" />
        <source>Nothing fits on %1</source>
        <translation>%1 上什么都装不下</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="638" />
        <source>Largest batch per GPU on %1: %2</source>
        <translation>%1 上的单卡最大批大小：%2</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="639" />
        <location filename="../../widgets/estimatorpage.cpp" line="642" />
        <source>Most concurrent sequences on %1: %2</source>
        <translation>%1 上的最多并发序列数：%2</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="645" />
        <source>Longest sequence on %1: %2 tokens</source>
        <translation>%1 上的最长序列：%2 token</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="646" />
        <source>Longest context on %1: %2 tokens</source>
        <translation>%1 上的最长上下文：%2 token</translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/estimatorpage.cpp" line="656" />
        <source>On %n instance(s).</source>
        <translation>
            <numerusform>使用 %n 台实例。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="685" />
        <source>Sequence length (tokens)</source>
        <translation>序列长度 (token)</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="685" />
        <source>Context length (tokens)</source>
        <translation>上下文长度 (token)</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="686" />
        <source>Batch per GPU</source>
        <translation>单卡批大小</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="686" />
        <source>Concurrent sequences</source>
        <translation>并发序列数</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="688" />
        <source>Memory per GPU by sequence length</source>
        <translation>单卡显存随序列长度的变化</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="689" />
        <source>Memory per GPU by context length</source>
        <translation>单卡显存随上下文长度的变化</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="690" />
        <source>Memory per GPU by batch size</source>
        <translation>单卡显存随批大小的变化</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="691" />
        <source>Memory per GPU by concurrent sequences</source>
        <translation>单卡显存随并发序列数的变化</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="701" />
        <source>Needed</source>
        <translation>需求</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="703" />
        <source>Usable</source>
        <translation>可用</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="709" />
        <source>Answer</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="754" />
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="783" />
        <source>%1: %2 GiB usable</source>
        <translation>%1：可用 %2 GiB</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="786" />
        <source>Dashed line: %1 ("What fits?")</source>
        <translation>虚线：%1（“能装下多少？”）</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="818" />
        <source>&amp;Concurrent sequences:</source>
        <translation>并发序列数(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="894" />
        <source>Custom %1B model</source>
        <translation>自定义 %1B 模型</translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/estimatorpage.cpp" line="966" />
        <source>&lt;b&gt;%1 GiB per GPU&lt;/b&gt; on %n GPU(s), compared with the card as nvidia-smi would show it: %2 GiB allocated by PyTorch + %3 GiB allocator fragmentation + %4 GiB CUDA context. On a larger card PyTorch may report %5 GiB reserved and nvidia-smi %6 GiB (freed blocks it keeps cached).</source>
        <translation>
            <numerusform>&lt;b&gt;单卡 %1 GiB&lt;/b&gt;，共 %n 块 GPU，按 nvidia-smi 所显示的占用对照：PyTorch 已分配 %2 GiB + 分配器碎片 %3 GiB + CUDA 上下文 %4 GiB。在显存更大的卡上，PyTorch 可能报告已保留 %5 GiB，nvidia-smi 显示 %6 GiB（PyTorch 会缓存已释放的显存块）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="997" />
        <source>Model config: %1</source>
        <translation>模型配置：%1</translation>
    </message>
</context>
<context>
    <name>gpuplanner::LibraryModel</name>
    <message>
        <location filename="../../models/librarymodel.cpp" line="202" />
        <source>Serving</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <location filename="../../models/librarymodel.cpp" line="204" />
        <source>LoRA fine-tune</source>
        <translation>LoRA 微调</translation>
    </message>
    <message>
        <location filename="../../models/librarymodel.cpp" line="206" />
        <source>QLoRA fine-tune</source>
        <translation>QLoRA 微调</translation>
    </message>
    <message>
        <location filename="../../models/librarymodel.cpp" line="208" />
        <source>Full fine-tune</source>
        <translation>全参数微调</translation>
    </message>
    <message>
        <location filename="../../models/librarymodel.cpp" line="210" />
        <source>Pre-training</source>
        <translation>预训练</translation>
    </message>
    <message>
        <location filename="../../models/librarymodel.cpp" line="221" />
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location filename="../../models/librarymodel.cpp" line="223" />
        <source>%1 %2 per million tokens</source>
        <translation>每百万 token %1 %2</translation>
    </message>
    <message>
        <location filename="../../models/librarymodel.cpp" line="224" />
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../../models/librarymodel.cpp" line="245" />
        <source>No option fits with a price in the catalog</source>
        <translation>没有可装下且在目录中有价格的选项</translation>
    </message>
    <message>
        <location filename="../../models/librarymodel.cpp" line="246" />
        <source>Best option: %1, %2 %3 in all</source>
        <translation>最佳方案：%1，总计 %2 %3</translation>
    </message>
    <message>
        <location filename="../../models/librarymodel.cpp" line="249" />
        <source>Best option: %1</source>
        <translation>最佳方案：%1</translation>
    </message>
    <message>
        <location filename="../../models/librarymodel.cpp" line="279" />
        <source>%1 (cannot be read)</source>
        <translation>%1（无法读取）</translation>
    </message>
    <message>
        <location filename="../../models/librarymodel.cpp" line="285" />
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <location filename="../../models/librarymodel.cpp" line="308" />
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../../models/librarymodel.cpp" line="310" />
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../models/librarymodel.cpp" line="312" />
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <location filename="../../models/librarymodel.cpp" line="314" />
        <source>Need per GPU</source>
        <translation>单卡需求</translation>
    </message>
    <message>
        <location filename="../../models/librarymodel.cpp" line="316" />
        <source>Best cost</source>
        <translation>最低费用</translation>
    </message>
    <message>
        <location filename="../../models/librarymodel.cpp" line="318" />
        <source>Author</source>
        <translation>作者</translation>
    </message>
    <message>
        <location filename="../../models/librarymodel.cpp" line="320" />
        <source>Modified</source>
        <translation>修改时间</translation>
    </message>
    <message>
        <location filename="../../models/librarymodel.cpp" line="322" />
        <source>Revision</source>
        <translation>版本</translation>
    </message>
    <message>
        <location filename="../../models/librarymodel.cpp" line="324" />
        <source>Tags</source>
        <translation>标签</translation>
    </message>
</context>
<context>
    <name>gpuplanner::LibraryPage</name>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="111" />
        <source>Choose &amp;folder…</source>
        <translation>选择文件夹(&amp;F)…</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="114" />
        <source>Search name, author, tags, notes</source>
        <translation>搜索名称、作者、标签、备注</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="117" />
        <source>Team library:</source>
        <translation>团队方案库：</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="158" />
        <source>&amp;Open</source>
        <translation>打开(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="165" />
        <source>D&amp;uplicate</source>
        <translation>创建副本(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="166" />
        <source>Re&amp;name…</source>
        <translation>重命名(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="167" />
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="168" />
        <source>&amp;Trash…</source>
        <translation>回收站(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="169" />
        <source>Di&amp;ff</source>
        <translation>对比(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="170" />
        <source>Copy &amp;share code</source>
        <translation>复制分享码(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="171" />
        <source>&amp;Paste share code</source>
        <translation>粘贴分享码(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="219" />
        <source>&lt;i&gt;none chosen&lt;/i&gt;</source>
        <translation>&lt;i&gt;未选择&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="47" />
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="49" />
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="67" />
        <source>%1: per-GPU memory (GiB)</source>
        <translation>%1：单卡显存 (GiB)</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="70" />
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="70" />
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="71" />
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="71" />
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="72" />
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="72" />
        <source>Overhead</source>
        <translation>运行时开销</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="86" />
        <location filename="../../widgets/librarypage.cpp" line="369" />
        <location filename="../../widgets/librarypage.cpp" line="370" />
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/librarypage.cpp" line="228" />
        <source>%n scenario(s)</source>
        <translation>
            <numerusform>%n 个方案</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/librarypage.cpp" line="229" />
        <source>%1 of %n scenario(s)</source>
        <translation>
            <numerusform>共 %n 个方案，显示 %1 个</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="235" />
        <source>Team library folder</source>
        <translation>团队方案库文件夹</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="239" />
        <source>Team library</source>
        <translation>团队方案库</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="252" />
        <source>Duplicate</source>
        <translation>复制一份</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="267" />
        <location filename="../../widgets/librarypage.cpp" line="280" />
        <source>Rename</source>
        <translation>重命名</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="267" />
        <source>New name:</source>
        <translation>新名称：</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="284" />
        <source>Renamed to “%1”.</source>
        <translation>已重命名为“%1”。</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="294" />
        <location filename="../../widgets/librarypage.cpp" line="300" />
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/librarypage.cpp" line="295" />
        <source>Move %n scenario(s) to the library's trash? They can be restored from Trash.</source>
        <translation>
            <numerusform>将 %n 个方案移到团队方案库的回收站吗？之后可从回收站中恢复。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="307" />
        <source>Trash</source>
        <translation>回收站</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="311" />
        <source>%1 — deleted %2</source>
        <translation>%1 — 删除于 %2</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="318" />
        <source>&amp;Restore</source>
        <translation>恢复(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="325" />
        <source>Restore</source>
        <translation>恢复</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="349" />
        <source>&lt;p&gt;The inputs are the same.&lt;/p&gt;</source>
        <translation>&lt;p&gt;输入相同。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="353" />
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="363" />
        <source>Results (best option)</source>
        <translation>结果（最佳方案）</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="369" />
        <source>Memory per GPU</source>
        <translation>单卡显存</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="376" />
        <source>%1 tokens/s</source>
        <translation>%1 token/秒</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="378" />
        <source>Throughput</source>
        <translation>吞吐</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="382" />
        <source>Cost per million tokens</source>
        <translation>每百万 token 成本</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="390" />
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="392" />
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="395" />
        <source>Cost of the serving time</source>
        <translation>服务时长费用</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="395" />
        <source>Total cost</source>
        <translation>总费用</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="398" />
        <location filename="../../widgets/librarypage.cpp" line="399" />
        <source>none fits</source>
        <translation>没有可装下的规格</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="408" />
        <location filename="../../widgets/librarypage.cpp" line="414" />
        <location filename="../../widgets/librarypage.cpp" line="422" />
        <location filename="../../widgets/librarypage.cpp" line="430" />
        <source>Diff</source>
        <translation>对比</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="409" />
        <source>Select two scenarios, or one to compare its saved prices with today's.</source>
        <translation>请选择两个方案；或只选择一个方案，将其保存的价格与今日价格对比。</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="398" />
        <source>Best option</source>
        <translation>最佳方案</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="451" />
        <source>Saved prices of %1 against today's catalog</source>
        <translation>%1 保存的价格与今日目录对比</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="452" />
        <source>Saved %1</source>
        <translation>保存于 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="452" />
        <source>Instance type</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="453" />
        <source>Mode</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="453" />
        <source>Saved</source>
        <translation>保存时</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="453" />
        <source>Today</source>
        <translation>今日</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="460" />
        <source>no price today</source>
        <translation>今日无价格</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="465" />
        <source>&lt;p&gt;This scenario has no saved prices (it was saved by an older version).&lt;/p&gt;</source>
        <translation>&lt;p&gt;此方案没有保存价格（它由旧版本保存）。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="479" />
        <location filename="../../widgets/librarypage.cpp" line="485" />
        <source>Share code</source>
        <translation>分享码</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="480" />
        <source>Select one scenario to copy its share code.</source>
        <translation>请选择一个方案以复制其分享码。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/librarypage.cpp" line="491" />
        <source>The share code of “%1” is on the clipboard (%n character(s)): paste it into a chat.</source>
        <translation>
            <numerusform>“%1”的分享码（%n 个字符）已复制到剪贴板：可将其粘贴到聊天中。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="505" />
        <source>Open a share code</source>
        <translation>打开分享码</translation>
    </message>
    <message>
        <location filename="../../widgets/librarypage.cpp" line="505" />
        <source>Paste the share code:</source>
        <translation>粘贴分享码：</translation>
    </message>
</context>
<context>
    <name>gpuplanner::MainWindow</name>
    <message>
        <location filename="../../app/mainwindow.cpp" line="103" />
        <source>&amp;Catalog</source>
        <translation>目录(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="103" />
        <source>&amp;Memory estimate</source>
        <translation>显存估算(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="103" />
        <source>Com&amp;parison</source>
        <translation>方案对比(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="104" />
        <source>&amp;Library</source>
        <translation>团队方案库(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="121" />
        <location filename="../../app/mainwindow.cpp" line="533" />
        <location filename="../../app/mainwindow.cpp" line="753" />
        <source>Untitled scenario</source>
        <translation>未命名方案</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="136" />
        <source>Catalog: %1</source>
        <translation>目录：%1</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="279" />
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="280" />
        <source>&amp;New scenario</source>
        <translation>新建方案(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="281" />
        <source>&amp;Open scenario…</source>
        <translation>打开方案(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="283" />
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="286" />
        <source>&amp;Save scenario</source>
        <translation>保存方案(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="287" />
        <source>Save scenario &amp;as…</source>
        <translation>方案另存为(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="289" />
        <source>Scenario &amp;properties…</source>
        <translation>方案属性(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="290" />
        <source>E&amp;xport report…</source>
        <translation>导出报告(&amp;X)…</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="290" />
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="292" />
        <source>Copy share &amp;code</source>
        <translation>复制分享码(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="294" />
        <source>&amp;Import catalog data…</source>
        <translation>导入目录数据(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="295" />
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="297" />
        <source>DescribeInstanceTypes, DescribePrice or DescribeSpotAdvice JSON, or a price CSV</source>
        <translation>DescribeInstanceTypes、DescribePrice 或 DescribeSpotAdvice 的 JSON，或价格 CSV</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="298" />
        <source>&amp;Enter a price…</source>
        <translation>录入价格(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="299" />
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="300" />
        <source>&amp;Reset my catalog changes…</source>
        <translation>重置我的目录修改(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="302" />
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="304" />
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="305" />
        <source>&amp;Settings…</source>
        <translation>设置(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="307" />
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="308" />
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="313" />
        <location filename="../../app/mainwindow.cpp" line="781" />
        <source>System default</source>
        <translation>系统默认</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="324" />
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="325" />
        <source>The new language is used from the next start.</source>
        <translation>新语言将在下次启动时生效。</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="330" />
        <source>Ca&amp;talog</source>
        <translation>目录(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="331" />
        <source>&amp;Refresh prices…</source>
        <translation>刷新价格(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="339" />
        <source>Fetch prices and stock for your account from Alibaba Cloud's API</source>
        <translation>通过阿里云 API 获取您账号下的价格和库存</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="340" />
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="341" />
        <source>&amp;Manual</source>
        <translation>使用手册(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="344" />
        <source>&amp;About GPU Planner</source>
        <translation>关于 GPU 选型规划台(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="355" />
        <location filename="../../app/mainwindow.cpp" line="380" />
        <location filename="../../app/mainwindow.cpp" line="387" />
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="356" />
        <source>%1: cannot open: %2
Nothing was imported.</source>
        <translation>%1：无法打开：%2
未导入任何内容。</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="364" />
        <source>What does %1 price?</source>
        <translation>%1 对应的是什么价格？</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="380" />
        <location filename="../../app/mainwindow.cpp" line="388" />
        <source>%1

Nothing was imported.</source>
        <translation>%1

未导入任何内容。</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="400" />
        <source>Import catalog data</source>
        <translation>导入目录数据</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="401" />
        <source>Alibaba API output or price sheets (*.json *.csv);;All files (*)</source>
        <translation>阿里云 API 输出或价格表 (*.json *.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="421" />
        <source>Enter a price</source>
        <translation>录入价格</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="427" />
        <location filename="../../app/mainwindow.cpp" line="436" />
        <source>Reset my catalog changes</source>
        <translation>重置我的目录修改</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/mainwindow.cpp" line="428" />
        <source>Forget the %n row(s) you imported or entered and use the shipped catalog alone?

%1</source>
        <translation>
            <numerusform>要舍弃您导入或手动录入的 %n 行数据，仅使用随附的目录吗？

%1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="496" />
        <source>%1[*] — %2</source>
        <translation>%1[*] — %2</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="848" />
        <source>Opened "%1" from the team library.</source>
        <translation>已从团队方案库打开“%1”。</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="898" />
        <source>No recent scenarios</source>
        <translation>没有最近打开的方案</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="901" />
        <source>&amp;Clear menu</source>
        <translation>清空列表(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="912" />
        <source>Open recent</source>
        <translation>最近打开</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="913" />
        <source>%1 no longer exists. It was removed from the recent scenarios.</source>
        <translation>%1 已不存在，已将其从最近打开的方案中移除。</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="941" />
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="960" />
        <source>Manual</source>
        <translation>使用手册</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="966" />
        <source>&amp;Back</source>
        <translation>后退(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="967" />
        <source>&amp;Contents</source>
        <translation>目录(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="1013" />
        <source>Contents</source>
        <translation>目录</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="1013" />
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="1014" />
        <source>Alt with the underlined letter of a tab or menu opens it.</source>
        <translation>按住 Alt 键并按下标签页或菜单中带下划线的字母，即可将其打开。</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="442" />
        <source>About GPU Planner</source>
        <translation>关于 GPU 选型规划台</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="443" />
        <source>&lt;b&gt;GPU Planner %1&lt;/b&gt;&lt;p&gt;Choose the Alibaba Cloud GPU instance for a deep-learning job: does the model fit, how long does it run, what does it cost.&lt;/p&gt;&lt;p&gt;Catalog: %2&lt;br&gt;Your changes: %3&lt;/p&gt;</source>
        <translation>&lt;b&gt;GPU 选型规划台 %1&lt;/b&gt;&lt;p&gt;为深度学习任务选择阿里云 GPU 实例：模型能否装下，要运行多久，费用是多少。&lt;/p&gt;&lt;p&gt;目录：%2&lt;br&gt;我的目录修改：%3&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="519" />
        <source>Unsaved changes</source>
        <translation>未保存的修改</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="519" />
        <source>Save the changes to "%1"?</source>
        <translation>要保存对“%1”的修改吗？</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="555" />
        <location filename="../../app/mainwindow.cpp" line="572" />
        <source>Open scenario</source>
        <translation>打开方案</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="561" />
        <source>Opened a version %1 file; it is saved as version %2.</source>
        <translation>已打开格式版本为 %1 的文件；保存时将使用格式版本 %2。</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="573" />
        <source>GPU Planner scenarios (*.gpuplan.json);;All files (*)</source>
        <translation>GPU 选型规划台方案 (*.gpuplan.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="591" />
        <location filename="../../app/mainwindow.cpp" line="615" />
        <location filename="../../app/mainwindow.cpp" line="623" />
        <location filename="../../app/mainwindow.cpp" line="659" />
        <location filename="../../app/mainwindow.cpp" line="675" />
        <source>Save scenario</source>
        <translation>保存方案</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="595" />
        <source>The scenario changed on disk</source>
        <translation>方案已在磁盘上被修改</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="596" />
        <source>"%1" was changed by %2 since you opened it (revision %3 on disk). Your changes are not saved yet.</source>
        <translation>自您打开“%1”以来，%2 已修改了它（磁盘上的修订号为 %3）。您的修改尚未保存。</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="598" />
        <source>someone</source>
        <translation>其他人</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="601" />
        <source>Reload theirs</source>
        <translation>重新加载对方版本</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="602" />
        <source>Save mine as a copy</source>
        <translation>将我的版本另存为副本</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="604" />
        <source>Overwrite theirs</source>
        <translation>覆盖对方版本</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="613" />
        <source>%1 (mine)</source>
        <translation>%1（我的版本）</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="636" />
        <location filename="../../app/mainwindow.cpp" line="669" />
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="676" />
        <source>GPU Planner scenarios (*.gpuplan.json)</source>
        <translation>GPU 选型规划台方案 (*.gpuplan.json)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="690" />
        <location filename="../../app/mainwindow.cpp" line="710" />
        <location filename="../../app/mainwindow.cpp" line="720" />
        <source>Export report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="691" />
        <source>%1: use .pdf, .csv, .json or .md</source>
        <translation>%1：请使用 .pdf、.csv、.json 或 .md</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="713" />
        <source>Wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="723" />
        <source>PDF report (*.pdf);;CSV table (*.csv);;JSON table (*.json);;Markdown table (*.md)</source>
        <translation>PDF 报告 (*.pdf);;CSV 表格 (*.csv);;JSON 表格 (*.json);;Markdown 表格 (*.md)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="731" />
        <source>Scenario properties</source>
        <translation>方案属性</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="737" />
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="738" />
        <source>&amp;Author:</source>
        <translation>作者(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="739" />
        <source>&amp;Tags:</source>
        <translation>标签(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="740" />
        <source>N&amp;otes:</source>
        <translation>备注(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="762" />
        <location filename="../../app/mainwindow.cpp" line="807" />
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="765" />
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="768" />
        <source>Team library folder</source>
        <translation>团队方案库文件夹</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="777" />
        <source>Team &amp;library folder:</source>
        <translation>团队方案库文件夹(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="787" />
        <source>&amp;Language (next start):</source>
        <translation>语言（下次启动生效）(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="822" />
        <source>The share code is on the clipboard: paste it into a chat.</source>
        <translation>分享码已复制到剪贴板：可将其粘贴到聊天中。</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="830" />
        <source>Open a share code</source>
        <translation>打开分享码</translation>
    </message>
</context>
<context>
    <name>gpuplanner::PlanTableModel</name>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="67" />
        <source>One step of %1 tokens: %2 s = %3 s compute + %4 s communication not hidden by overlap.</source>
        <translation>每步 %1 个 token：%2 秒 = 计算 %3 秒 + 未被重叠掩盖的通信 %4 秒。</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="73" />
        <source>Job: %1 h compute, %2 h communication.</source>
        <translation>整个任务：计算 %1 小时，通信 %2 小时。</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="76" />
        <location filename="../../models/plantablemodel.cpp" line="87" />
        <source>Bottleneck: %1.</source>
        <translation>瓶颈：%1。</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="79" />
        <source>One decode step of %1 sequences: %2 ms (%3 ms reading or computing, %4 ms on the network).</source>
        <translation>%1 个序列的单次解码步：%2 ms（读取或计算 %3 ms，网络传输 %4 ms）。</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="85" />
        <source>Kernel: %1.</source>
        <translation>计算内核：%1。</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="95" />
        <source>fits</source>
        <translation>可装下</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="97" />
        <source>fits, with warnings</source>
        <translation>可装下（有警告）</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="99" />
        <source>does not fit</source>
        <translation>装不下</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="157" />
        <source>GPUs per instance × instances; one number for a single instance</source>
        <translation>每个实例的 GPU 数 × 实例数；仅一个实例时只显示一个数字</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="159" />
        <source>Memory needed per GPU against what the job may use of it (the card, or the engine's memory budget for serving)</source>
        <translation>单卡所需显存与任务可用显存的对比（可用显存指整张卡的显存，推理服务时则为推理引擎的显存预算）</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="162" />
        <source>Hours the training job runs</source>
        <translation>训练任务运行的小时数</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="163" />
        <source>Output tokens per second of the whole instance set</source>
        <translation>所有实例合计每秒输出的 token 数</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="165" />
        <source>Cost of the whole training job</source>
        <translation>整个训练任务的费用</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="166" />
        <source>Cost per million output tokens</source>
        <translation>每百万输出 token 的费用</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="176" />
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="178" />
        <source>Instance type</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="180" />
        <source>Family</source>
        <translation>实例规格族</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="182" />
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="184" />
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="186" />
        <source>Need/GPU (GiB)</source>
        <translation>单卡需求 (GiB)</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="188" />
        <source>VRAM/GPU (GiB)</source>
        <translation>单卡显存 (GiB)</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="190" />
        <source>Headroom</source>
        <translation>余量</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="192" />
        <source>Hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="192" />
        <source>Tokens/s</source>
        <translation>token/秒</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="194" />
        <source>Price/h</source>
        <translation>价格/小时</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="149" />
        <location filename="../../models/plantablemodel.cpp" line="196" />
        <source>Total cost</source>
        <translation>总费用</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="145" />
        <source>GPUs ×
instances</source>
        <translation>GPU ×
实例</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="147" />
        <source>Need/usable
GiB</source>
        <translation>需求/可用
GiB</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="149" />
        <source>Per 1M
tokens</source>
        <translation>每百万
token</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="196" />
        <source>Per 1M tokens</source>
        <translation>每百万 token</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="198" />
        <source>Price source</source>
        <translation>价格来源</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="200" />
        <source>Reasons</source>
        <translation>原因</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="283" />
        <location filename="../../models/plantablemodel.cpp" line="290" />
        <location filename="../../models/plantablemodel.cpp" line="336" />
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="287" />
        <location filename="../../models/plantablemodel.cpp" line="290" />
        <location filename="../../models/plantablemodel.cpp" line="340" />
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="221" />
        <source>Source: %1
As of: %2</source>
        <translation>来源：%1
截至：%2</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="224" />
        <source>No price for this type: it is never treated as free.</source>
        <translation>该规格无价格：绝不会被视为免费。</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="227" />
        <source>Subscription beats pay-as-you-go above %1 % utilisation.</source>
        <translation>利用率高于 %1 % 时，包年包月比按量付费更划算。</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="232" />
        <source>Spot at %1 % of pay-as-you-go (%2); %3 interruptions per day; checkpoint every %4 h; expected %5 h instead of %6 h; pay-as-you-go would cost %7.</source>
        <translation>抢占式价格为按量付费的 %1 %（%2）；每天中断 %3 次；每 %4 小时保存一次检查点；预计耗时 %5 小时，而非 %6 小时；按量付费需 %7。</translation>
    </message>
</context>
<context>
    <name>gpuplanner::PriceDialog</name>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="24" />
        <source>Enter a price</source>
        <translation>录入价格</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="25" />
        <source>What does this DescribePrice file price?</source>
        <translation>此 DescribePrice 文件对应的是什么价格？</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="35" />
        <source>&amp;Instance type:</source>
        <translation>实例规格(&amp;I)：</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="42" />
        <source>&amp;Region:</source>
        <translation>地域(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="48" />
        <source>Pricing &amp;mode:</source>
        <translation>计费方式(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="51" />
        <source>per hour</source>
        <translation>每小时</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="52" />
        <source>per week</source>
        <translation>每周</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="53" />
        <source>per month</source>
        <translation>每月</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="54" />
        <source>per year</source>
        <translation>每年</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="55" />
        <source>&amp;Unit:</source>
        <translation>单位(&amp;U)：</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="61" />
        <source>The Period of the DescribePrice request: the price covers this many units</source>
        <translation>DescribePrice 请求的 Period：该价格涵盖的单位数</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="62" />
        <source>&amp;Period:</source>
        <translation>时长(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="67" />
        <source>&amp;Amount:</source>
        <translation>金额(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="70" />
        <source>&amp;Currency:</source>
        <translation>币种(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="74" />
        <source>&amp;As of:</source>
        <translation>截至日期(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="76" />
        <source>Where the number comes from, e.g. a quote from sales</source>
        <translation>该数字的出处，例如销售报价</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="77" />
        <source>&amp;Note:</source>
        <translation>备注(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="175" />
        <source>'%1' is not an instance type of the catalog.</source>
        <translation>“%1”不是目录中的实例规格。</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="178" />
        <source>A subscription is priced per week, month or year.</source>
        <translation>包年包月按周、月或年计价。</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="179" />
        <source>Pay-as-you-go, spot and reserved prices are per hour.</source>
        <translation>按量付费、抢占式实例和预留实例按小时计价。</translation>
    </message>
    <message>
        <location filename="../../widgets/pricedialog.cpp" line="181" />
        <source>Enter a price greater than 0.</source>
        <translation>请输入大于 0 的价格。</translation>
    </message>
</context>
<context>
    <name>gpuplanner::RefreshDialog</name>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="30" />
        <source>Refresh prices</source>
        <translation>刷新价格</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="40" />
        <source>Pay-as-you-go</source>
        <translation>按量付费</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="41" />
        <source>Subscription (month)</source>
        <translation>包年包月（按月）</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="42" />
        <source>Spot advice</source>
        <translation>抢占式实例建议</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="43" />
        <source>Stock per zone</source>
        <translation>各可用区库存</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="44" />
        <source>New instance types</source>
        <translation>新实例规格</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="46" />
        <source>Add GPU instance types the catalog lacks (DescribeInstanceTypes); types it has are not changed</source>
        <translation>添加目录中没有的 GPU 实例规格（DescribeInstanceTypes）；已有的规格不作改动</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="54" />
        <source>all instance types of the catalog</source>
        <translation>目录中的所有实例规格</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="56" />
        <source>https://ecs.&lt;region&gt;.aliyuncs.com (default)</source>
        <translation>https://ecs.&lt;region&gt;.aliyuncs.com（默认）</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="61" />
        <source> requests/s</source>
        <translation> 次请求/秒</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="62" />
        <source>Keep prices I entered by hand</source>
        <translation>保留我手动录入的价格</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="72" />
        <source>Region:</source>
        <translation>地域：</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="73" />
        <source>Fetch:</source>
        <translation>获取内容：</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="74" />
        <source>Instance types:</source>
        <translation>实例规格：</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="75" />
        <source>Endpoint:</source>
        <translation>Endpoint：</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="76" />
        <source>Pace:</source>
        <translation>请求速率：</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="79" />
        <source>AccessKey (leave empty to use the environment, the aliyun CLI's profile or the keychain)</source>
        <translation>AccessKey（留空则使用环境变量、aliyun CLI 配置文件或系统密钥环中的 AccessKey）</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="85" />
        <source>Keep in the system keychain</source>
        <translation>保存到系统密钥环</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="88" />
        <source>AccessKey ID:</source>
        <translation>AccessKey ID：</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="89" />
        <source>AccessKey secret:</source>
        <translation>AccessKey Secret：</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="98" />
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="187" />
        <source>Choose at least one thing to fetch.</source>
        <translation>请至少选择一项要获取的内容。</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="197" />
        <source>Not in the catalog: %1</source>
        <translation>不在目录中：%1</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="205" />
        <source>The endpoint %1 is not an http(s) URL.</source>
        <translation>Endpoint %1 不是 http(s) URL。</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="213" />
        <source>Enter both the AccessKey ID and its secret, or neither.</source>
        <translation>请同时填写 AccessKey ID 和 Secret，或都不填写。</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="215" />
        <source>typed in</source>
        <translation>手动输入</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="217" />
        <source>Cannot keep the AccessKey: %1</source>
        <translation>无法保存 AccessKey：%1</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="243" />
        <source>Fetching prices from %1…</source>
        <translation>正在从 %1 获取价格…</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="244" />
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="252" />
        <source>Refreshing %1 with the AccessKey from %2…</source>
        <translation>正在刷新 %1，所用 AccessKey 来自：%2…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/refreshdialog.cpp" line="267" />
        <source>%n price(s) updated</source>
        <translation>
            <numerusform>已更新 %n 个价格</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/refreshdialog.cpp" line="268" />
        <source>%n spot advice row(s) updated</source>
        <translation>
            <numerusform>已更新 %n 行抢占式实例建议</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/refreshdialog.cpp" line="269" />
        <source>%n stock row(s) updated</source>
        <translation>
            <numerusform>已更新 %n 行库存</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/refreshdialog.cpp" line="270" />
        <source>%n failed</source>
        <translation>
            <numerusform>%n 项失败</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/refreshdialog.cpp" line="273" />
        <source>%n new instance type(s) added.</source>
        <translation>
            <numerusform>已添加 %n 个新实例规格。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/refreshdialog.cpp" line="276" />
        <source>%n type(s) of the catalog differ from the API and were not changed: %1.</source>
        <translation>
            <numerusform>目录中有 %n 个规格与 API 返回不同，未作改动：%1。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/refreshdialog.cpp" line="282" />
        <source>%n price(s) entered by hand kept.</source>
        <translation>
            <numerusform>已保留 %n 个手动录入的价格。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="284" />
        <source>Cancelled: only whole batches were saved.</source>
        <translation>已取消：只保存了已完整完成的批次。</translation>
    </message>
    <message>
        <location filename="../../widgets/refreshdialog.cpp" line="286" />
        <source>Stopped: %1</source>
        <translation>已停止：%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/refreshdialog.cpp" line="294" />
        <source>… and %n more</source>
        <translation>
            <numerusform>… 还有 %n 项</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuplanner::ScenarioDiff</name>
    <message>
        <location filename="../../models/library.cpp" line="1765" />
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1766" />
        <source>Model name</source>
        <translation>模型名称</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1767" />
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1768" />
        <source>billion</source>
        <translation>B</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1769" />
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1770" />
        <source>Hidden size</source>
        <translation>隐藏层维度</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1772" />
        <source>FFN size</source>
        <translation>FFN 维度</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1773" />
        <source>Attention heads</source>
        <translation>注意力头数</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1775" />
        <source>KV heads</source>
        <translation>KV 头数</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1777" />
        <source>Vocabulary</source>
        <translation>词表大小</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1778" />
        <location filename="../../models/library.cpp" line="1791" />
        <location filename="../../models/library.cpp" line="1825" />
        <location filename="../../models/library.cpp" line="1827" />
        <location filename="../../models/library.cpp" line="1834" />
        <location filename="../../models/library.cpp" line="1839" />
        <location filename="../../models/library.cpp" line="1850" />
        <source>tokens</source>
        <translation>token</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1779" />
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1781" />
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1782" />
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1784" />
        <source>FP32 master weights</source>
        <translation>FP32 主权重</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1785" />
        <source>Quantization</source>
        <translation>量化</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1787" />
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1788" />
        <source>Batch size</source>
        <translation>批大小</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1789" />
        <source>sequences</source>
        <translation>个序列</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1790" />
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1793" />
        <source>Gradient checkpointing</source>
        <translation>梯度检查点</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1795" />
        <source>Gradient accumulation</source>
        <translation>梯度累积</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1796" />
        <source>steps</source>
        <translation>步</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1797" />
        <source>Attention</source>
        <translation>注意力实现</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1798" />
        <source>LoRA rank</source>
        <translation>LoRA 秩</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1799" />
        <source>LoRA targets</source>
        <translation>LoRA 目标层</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1801" />
        <source>GPUs per node</source>
        <translation>每节点 GPU 数</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1803" />
        <source>Nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1804" />
        <source>Sharding</source>
        <translation>分片</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1805" />
        <source>Tensor parallel</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1808" />
        <source>Pipeline parallel</source>
        <translation>流水线并行</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1810" />
        <source>Offload optimizer</source>
        <translation>卸载优化器</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1812" />
        <source>Offload parameters</source>
        <translation>卸载参数</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1813" />
        <source>Framework</source>
        <translation>框架</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1815" />
        <source>Chunked cross-entropy</source>
        <translation>分块交叉熵</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1817" />
        <source>Optimizer in backward</source>
        <translation>优化器步骤融合到反向传播</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1819" />
        <source>Activation offload</source>
        <translation>激活值卸载</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1821" />
        <source>FP32 upcast of k-bit layers</source>
        <translation>k-bit 层升为 FP32</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1822" />
        <source>CUDA context</source>
        <translation>CUDA 上下文</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1824" />
        <source>Prompt length</source>
        <translation>输入长度</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1826" />
        <source>Output length</source>
        <translation>输出长度</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1829" />
        <source>KV cache precision</source>
        <translation>KV 缓存精度</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1830" />
        <source>Serving engine</source>
        <translation>推理服务引擎</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1832" />
        <source>GPU memory utilization</source>
        <translation>GPU 显存利用率</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1833" />
        <source>Context length</source>
        <translation>上下文长度</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1836" />
        <source>Concurrent sequences</source>
        <translation>并发序列数</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1838" />
        <source>Batched tokens per step</source>
        <translation>每步批处理 token 数</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1840" />
        <source>Weight loading</source>
        <translation>权重加载</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1843" />
        <source>Data loader workers</source>
        <translation>数据加载进程数</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1844" />
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1845" />
        <source>Pricing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1846" />
        <source>VRAM headroom</source>
        <translation>显存余量</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1847" />
        <source>Model FLOPs utilization</source>
        <translation>模型算力利用率</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1849" />
        <source>Dataset</source>
        <translation>数据集</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1851" />
        <source>Epochs</source>
        <translation>轮数</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1852" />
        <source>Serving time</source>
        <translation>服务时长</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1853" />
        <location filename="../../models/library.cpp" line="1861" />
        <location filename="../../models/library.cpp" line="1863" />
        <location filename="../../models/library.cpp" line="1869" />
        <location filename="../../models/library.cpp" line="1878" />
        <source>hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1854" />
        <source>Most nodes</source>
        <translation>最多节点数</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1855" />
        <source>Most GPUs</source>
        <translation>最多 GPU 数</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1856" />
        <source>Instance families</source>
        <translation>实例规格族</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1858" />
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1860" />
        <source>Checkpoint write time</source>
        <translation>检查点写入时间</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1862" />
        <source>Restart time</source>
        <translation>重启时间</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1865" />
        <source>Subscription length</source>
        <translation>包年包月时长</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1866" />
        <source>months</source>
        <translation>个月</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1867" />
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1868" />
        <source>Deadline</source>
        <translation>截止时长</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1870" />
        <source>Exchange rate</source>
        <translation>汇率</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1871" />
        <source>CNY per USD</source>
        <translation>人民币/美元</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1872" />
        <source>Spot discount</source>
        <translation>抢占式实例折扣</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1875" />
        <source>Spot interruption rate</source>
        <translation>抢占式实例中断率</translation>
    </message>
    <message>
        <location filename="../../models/library.cpp" line="1877" />
        <source>Checkpoint interval</source>
        <translation>检查点间隔</translation>
    </message>
</context>
</TS>
