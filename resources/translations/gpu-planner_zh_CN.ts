<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>QObject</name>
    <message>
        <location filename="../../app/main.cpp" line="103"/>
        <location filename="../../app/main.cpp" line="109"/>
        <location filename="../../app/main.cpp" line="133"/>
        <source>GPU Planner</source>
        <translation>GPU 选型规划台</translation>
    </message>
    <message>
        <location filename="../../app/main.cpp" line="110"/>
        <source>The instance catalog cannot be read:
%1</source>
        <translation>无法读取实例规格目录：
%1</translation>
    </message>
    <message>
        <location filename="../../app/main.cpp" line="134"/>
        <source>The model presets cannot be read:
%1</source>
        <translation>无法读取模型预设：
%1</translation>
    </message>
</context>
<context>
    <name>gpuplanner::CatalogBrowser</name>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="36"/>
        <location filename="../../widgets/catalogbrowser.cpp" line="42"/>
        <location filename="../../widgets/catalogbrowser.cpp" line="55"/>
        <location filename="../../widgets/catalogbrowser.cpp" line="462"/>
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
        <location filename="../../widgets/catalogbrowser.cpp" line="112"/>
        <source>Region whose prices are shown</source>
        <translation>显示其价格的地域</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="120"/>
        <source>per hour</source>
        <translation>每小时</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="121"/>
        <source>per month (730 h)</source>
        <translation>每月（730 小时）</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="122"/>
        <source>per year</source>
        <translation>每年</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="125"/>
        <source>Search type or GPU (Ctrl+F)</source>
        <translation>搜索实例规格或 GPU（Ctrl+F）</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="135"/>
        <source>&amp;Columns</source>
        <translation>列(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="140"/>
        <source>&amp;Region:</source>
        <translation>地域(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="142"/>
        <source>&amp;Pricing:</source>
        <translation>计费方式(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="154"/>
        <source>Filters</source>
        <translation>筛选</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="160"/>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="161"/>
        <location filename="../../widgets/catalogbrowser.cpp" line="166"/>
        <location filename="../../widgets/catalogbrowser.cpp" line="170"/>
        <location filename="../../widgets/catalogbrowser.cpp" line="184"/>
        <location filename="../../widgets/catalogbrowser.cpp" line="192"/>
        <location filename="../../widgets/catalogbrowser.cpp" line="203"/>
        <location filename="../../widgets/catalogbrowser.cpp" line="348"/>
        <location filename="../../widgets/catalogbrowser.cpp" line="359"/>
        <source>any</source>
        <translation>不限</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="162"/>
        <source>VRAM per GPU ≥</source>
        <translation>单卡显存 ≥</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="175"/>
        <source>GPU count</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="178"/>
        <source>GPU model</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="181"/>
        <source>Family</source>
        <translation>实例规格族</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="185"/>
        <source>NVLink or NVSwitch</source>
        <translation>NVLink 或 NVSwitch</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="186"/>
        <source>NVSwitch</source>
        <translation>NVSwitch</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="187"/>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="188"/>
        <source>undocumented</source>
        <translation>未公开</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="189"/>
        <location filename="../../widgets/catalogbrowser.cpp" line="467"/>
        <source>Interconnect</source>
        <translation>互联</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="193"/>
        <source>RDMA / eRDMA</source>
        <translation>RDMA / eRDMA</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="194"/>
        <source>without</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="195"/>
        <location filename="../../widgets/catalogbrowser.cpp" line="471"/>
        <source>RDMA</source>
        <translation>RDMA</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="204"/>
        <source>In the price column&apos;s unit: the chosen mode and period</source>
        <translation>单位与价格列相同：即所选的计费方式和周期</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="206"/>
        <source>Price ≥</source>
        <translation>价格 ≥</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="207"/>
        <source>Price ≤</source>
        <translation>价格 ≤</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="208"/>
        <source>Reset &amp;filters</source>
        <translation>重置筛选(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="282"/>
        <source>Columns</source>
        <translation>列</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="340"/>
        <source> (no prices)</source>
        <translation>（无价格）</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="447"/>
        <source>&lt;p&gt;Select an instance type to see its GPU specs, prices and sources.&lt;/p&gt;</source>
        <translation>&lt;p&gt;选择一个实例规格，查看其 GPU 规格、价格和来源。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="456"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="457"/>
        <source>%1 × %2, %3 GiB each</source>
        <translation>%1 × %2，每块 %3 GiB</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="459"/>
        <source>&lt;i&gt;not named by Alibaba&lt;/i&gt;</source>
        <translation>&lt;i&gt;阿里云未注明型号&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="461"/>
        <source>GPU share</source>
        <translation>GPU 占比</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="463"/>
        <source>vCPU / host RAM</source>
        <translation>vCPU / 内存</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="463"/>
        <source>%1 / %2 GiB (%3 GiB per GiB of VRAM)</source>
        <translation>%1 / %2 GiB（每 GiB 显存 %3 GiB 内存）</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="469"/>
        <source> — &lt;i&gt;inferred, not stated by Alibaba&lt;/i&gt;</source>
        <translation> — &lt;i&gt;推断，阿里云未说明&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="470"/>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="470"/>
        <source>Gbit/s</source>
        <translation>Gbit/s</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="471"/>
        <source>none documented</source>
        <translation>文档未提及</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="473"/>
        <source>Local storage</source>
        <translation>本地存储</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="474"/>
        <location filename="../../widgets/catalogbrowser.cpp" line="491"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="477"/>
        <source>Origin</source>
        <translation>录入方式</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="477"/>
        <source>%1 on %2</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="483"/>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="484"/>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="484"/>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="485"/>
        <source>Memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="485"/>
        <location filename="../../widgets/catalogbrowser.cpp" line="490"/>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="486"/>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="486"/>
        <location filename="../../widgets/catalogbrowser.cpp" line="487"/>
        <source>TFLOPS</source>
        <translation>TFLOPS</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="487"/>
        <source>FP16 tensor (dense)</source>
        <translation>FP16 Tensor（稠密）</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="488"/>
        <source>BF16 / FP8</source>
        <translation>BF16 / FP8</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="489"/>
        <source>INT8 (dense)</source>
        <translation>INT8（稠密）</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="489"/>
        <source>TOPS</source>
        <translation>TOPS</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="490"/>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="498"/>
        <source>Prices</source>
        <translation>价格</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="501"/>
        <source>&lt;p&gt;No price in any region. Import one (File ▸ Import) or enter it (Ctrl+E).&lt;/p&gt;</source>
        <translation>&lt;p&gt;所有地域均无价格。请导入价格（文件 ▸ 导入）或手动录入（Ctrl+E）。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="512"/>
        <source> &lt;b style=&apos;color:#b05a00&apos;&gt;stale&lt;/b&gt;</source>
        <translation> &lt;b style=&apos;color:#b05a00&apos;&gt;过期&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="518"/>
        <source>&lt;p&gt;Spot in %1/%2: about %3% of pay-as-you-go, interruption rate %4 (%5)&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1/%2 的抢占式实例：约为按量付费价格的 %3%，中断率 %4（%5）&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="520"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../../widgets/catalogbrowser.cpp" line="530"/>
        <source>%1 of %2 instance types shown · catalog data of %3 · %4 prices, %5 older than 180 days · %6 types without any price · %7 rows of yours (imported or entered)</source>
        <translation>显示 %1 / %2 个实例规格 · 目录数据日期 %3 · %4 个价格，其中 %5 个超过 180 天 · %6 个规格无任何价格 · 我的目录修改 %7 行（导入或录入）</translation>
    </message>
</context>
<context>
    <name>gpuplanner::CatalogRepository</name>
    <message>
        <location filename="../../models/catalogrepository.cpp" line="49"/>
        <source>No overlay database is set, so nothing can be saved.</source>
        <translation>未设置存放我的目录修改的数据库，无法保存任何内容。</translation>
    </message>
    <message>
        <location filename="../../models/catalogrepository.cpp" line="60"/>
        <source>Unknown instance type %1.</source>
        <translation>未知的实例规格 %1。</translation>
    </message>
    <message>
        <location filename="../../models/catalogrepository.cpp" line="64"/>
        <source>Unknown region %1.</source>
        <translation>未知的地域 %1。</translation>
    </message>
    <message>
        <location filename="../../models/catalogrepository.cpp" line="68"/>
        <source>A price must be greater than 0.</source>
        <translation>价格必须大于 0。</translation>
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
        <location filename="../../widgets/comparisonpage.cpp" line="115"/>
        <source>&amp;Region:</source>
        <translation>地域(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="121"/>
        <source>&amp;Pricing:</source>
        <translation>计费方式(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="127"/>
        <source> M tokens</source>
        <translation> 百万 token</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="128"/>
        <source>Training tokens per epoch (samples × sequence length)</source>
        <translation>每轮训练的 token 数（样本数 × 序列长度）</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="129"/>
        <source>&amp;Dataset:</source>
        <translation>数据集(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="134"/>
        <source>&amp;Epochs:</source>
        <translation>轮数(&amp;E)：</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="138"/>
        <source>Max &amp;instances:</source>
        <translation>最多实例数(&amp;I)：</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="143"/>
        <source>VRAM &amp;headroom:</source>
        <translation>显存余量(&amp;H)：</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="149"/>
        <source>Model FLOPs utilisation: the share of the GPU&apos;s dense tensor throughput the job achieves</source>
        <translation>模型算力利用率：任务实际达到的 GPU 稠密 Tensor 算力所占的比例</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="151"/>
        <source>&amp;MFU:</source>
        <translation>MFU(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="156"/>
        <location filename="../../widgets/comparisonpage.cpp" line="161"/>
        <source>none</source>
        <translation>不限</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="157"/>
        <source>&amp;Budget:</source>
        <translation>预算(&amp;B)：</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="162"/>
        <source> h</source>
        <translation> 小时</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="163"/>
        <source>Dead&amp;line:</source>
        <translation>截止时长(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="167"/>
        <source>imported</source>
        <translation>导入</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="168"/>
        <source> % of pay-as-you-go</source>
        <translation> %（相对按量付费）</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="169"/>
        <source>Spot price:</source>
        <translation>抢占式价格：</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="172"/>
        <source>Currency:</source>
        <translation>币种：</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="176"/>
        <source>not set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="177"/>
        <source>1 USD = </source>
        <translation>1 USD = </translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="179"/>
        <source>Rate:</source>
        <translation>汇率：</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="183"/>
        <source>any</source>
        <translation>不限</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="184"/>
        <source>Max &amp;GPUs:</source>
        <translation>最多 GPU 数(&amp;G)：</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="187"/>
        <source>all, or e.g. gn7e, gn7i</source>
        <translation>全部，或如 gn7e, gn7i</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="189"/>
        <source>&amp;Families:</source>
        <translation>实例规格族(&amp;F)：</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="192"/>
        <source>Cheapest that fits</source>
        <translation>最便宜可装下</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="193"/>
        <source>Fastest within budget</source>
        <translation>预算内最快</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="194"/>
        <source>Best value</source>
        <translation>性价比最优</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="219"/>
        <source>Show types that do not fit</source>
        <translation>显示装不下的规格</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="268"/>
        <source>Total job cost by family (best type of each)</source>
        <translation>各实例规格族的任务总费用（取每族最优规格）</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="270"/>
        <source>VRAM need against each type&apos;s memory per GPU</source>
        <translation>显存需求与各规格单卡显存对比</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="272"/>
        <source>Time against cost; the line is the Pareto front</source>
        <translation>时间与费用对比；折线为帕累托前沿</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="274"/>
        <location filename="../../widgets/comparisonpage.cpp" line="600"/>
        <source>Pricing modes of the selected type</source>
        <translation>所选规格的各计费方式</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="416"/>
        <source>%1 of %2 instance types fit %3; %4 of them have a price in %5. ★ marks the Pareto front of time against cost.</source>
        <translation>%2 个实例规格中有 %1 个可装下 %3；其中 %4 个在 %5 地域有价格。★ 表示时间与费用的帕累托前沿。</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="451"/>
        <location filename="../../widgets/comparisonpage.cpp" line="581"/>
        <source>Total cost (%1)</source>
        <translation>总费用 (%1)</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="452"/>
        <location filename="../../widgets/comparisonpage.cpp" line="582"/>
        <location filename="../../widgets/comparisonpage.cpp" line="611"/>
        <source>Per 1M tokens (%1)</source>
        <translation>每百万 token (%1)</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="484"/>
        <source>fits</source>
        <translation>可装下</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="488"/>
        <source>does not fit</source>
        <translation>装不下</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="500"/>
        <source>need = card</source>
        <translation>需求 = 单卡显存</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="507"/>
        <source>VRAM per GPU (GiB)</source>
        <translation>单卡显存 (GiB)</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="510"/>
        <source>Need per GPU (GiB)</source>
        <translation>单卡需求 (GiB)</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="548"/>
        <source>fitting types</source>
        <translation>可装下的规格</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="551"/>
        <source>Pareto front</source>
        <translation>帕累托前沿</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="578"/>
        <source>Hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="578"/>
        <source>Output tokens per second</source>
        <translation>每秒输出 token 数</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="604"/>
        <source>Pricing modes of %1</source>
        <translation>%1 的各计费方式</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="610"/>
        <source>Job cost (%1)</source>
        <translation>任务费用 (%1)</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="627"/>
        <source> (no price)</source>
        <translation>（无价格）</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="646"/>
        <source>Findings</source>
        <translation>建议</translation>
    </message>
    <message>
        <location filename="../../widgets/comparisonpage.cpp" line="655"/>
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
</context>
<context>
    <name>gpuplanner::EstimatorPage</name>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="78"/>
        <source>Custom: parameters and shape</source>
        <translation>自定义：参数量与结构</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="94"/>
        <source>Type to search the presets</source>
        <translation>输入关键字搜索预设</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="95"/>
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="97"/>
        <source>Custom model</source>
        <translation>自定义模型</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="104"/>
        <source> B</source>
        <translation> B</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="105"/>
        <source>Parameters:</source>
        <translation>参数量：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="113"/>
        <source>derive</source>
        <translation>自动推算</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="114"/>
        <source>Layers:</source>
        <translation>层数：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="115"/>
        <source>Hidden size:</source>
        <translation>隐藏层维度：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="116"/>
        <source>FFN size:</source>
        <translation>FFN 维度：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="117"/>
        <source>Attention heads:</source>
        <translation>注意力头数：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="118"/>
        <source>KV heads:</source>
        <translation>KV 头数：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="119"/>
        <source>Vocabulary:</source>
        <translation>词表大小：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="124"/>
        <source>Inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="125"/>
        <source>LoRA fine-tune</source>
        <translation>LoRA 微调</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="126"/>
        <source>QLoRA fine-tune</source>
        <translation>QLoRA 微调</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="127"/>
        <source>Full fine-tune</source>
        <translation>全参数微调</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="128"/>
        <source>Pre-training</source>
        <translation>预训练</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="129"/>
        <source>&amp;Task:</source>
        <translation>任务(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="137"/>
        <source>&amp;Precision:</source>
        <translation>精度(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="141"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="142"/>
        <source>bitsandbytes int8</source>
        <translation>bitsandbytes int8</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="143"/>
        <source>bitsandbytes NF4, double quant</source>
        <translation>bitsandbytes NF4，双重量化</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="144"/>
        <source>bitsandbytes NF4</source>
        <translation>bitsandbytes NF4</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="145"/>
        <source>bitsandbytes FP4</source>
        <translation>bitsandbytes FP4</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="146"/>
        <source>GPTQ 4-bit</source>
        <translation>GPTQ 4 位</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="147"/>
        <source>GPTQ 8-bit</source>
        <translation>GPTQ 8 位</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="148"/>
        <source>AWQ 4-bit</source>
        <translation>AWQ 4 位</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="149"/>
        <source>&amp;Quantization:</source>
        <translation>量化(&amp;Q)：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="153"/>
        <source>AdamW 8-bit</source>
        <translation>AdamW 8 位</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="154"/>
        <source>Paged AdamW</source>
        <translation>分页 AdamW</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="155"/>
        <source>Paged AdamW 8-bit</source>
        <translation>分页 AdamW 8 位</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="156"/>
        <source>SGD with momentum</source>
        <translation>带动量的 SGD</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="158"/>
        <source>&amp;Optimizer:</source>
        <translation>优化器(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="160"/>
        <location filename="../../widgets/estimatorpage.cpp" line="367"/>
        <source>&amp;Batch per GPU:</source>
        <translation>单卡批大小(&amp;B)：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="162"/>
        <source>&amp;Sequence length:</source>
        <translation>序列长度(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="164"/>
        <source>Prompt tokens:</source>
        <translation>输入 token 数：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="166"/>
        <source>Output tokens:</source>
        <translation>输出 token 数：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="167"/>
        <source>Gradient &amp;checkpointing</source>
        <translation>梯度检查点(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="171"/>
        <source>LoRA rank:</source>
        <translation>LoRA 秩：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="173"/>
        <source>&amp;GPUs per node:</source>
        <translation>每节点 GPU 数(&amp;G)：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="175"/>
        <source>&amp;Nodes:</source>
        <translation>节点数(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="178"/>
        <source>none (data parallel)</source>
        <translation>无（数据并行）</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="183"/>
        <source>S&amp;harding:</source>
        <translation>分片(&amp;H)：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="185"/>
        <source>Tensor parallel:</source>
        <translation>张量并行：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="187"/>
        <source>&amp;Advanced</source>
        <translation>高级(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="192"/>
        <source>Gradient accumulation:</source>
        <translation>梯度累积：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="194"/>
        <source>Pipeline parallel:</source>
        <translation>流水线并行：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="195"/>
        <source>CPU offload (ZeRO-Offload)</source>
        <translation>CPU 卸载（ZeRO-Offload）</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="197"/>
        <source>fp32 master weights</source>
        <translation>fp32 主权重</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="200"/>
        <source>Memory-efficient attention (Flash/SDPA)</source>
        <translation>显存高效注意力（Flash/SDPA）</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="203"/>
        <source>LoRA on all linear layers</source>
        <translation>在所有线性层上应用 LoRA</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="210"/>
        <source>KV cache precision:</source>
        <translation>KV 缓存精度：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="213"/>
        <source>PyTorch / Transformers</source>
        <translation>PyTorch / Transformers</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="215"/>
        <source>Serving engine:</source>
        <translation>推理服务引擎：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="218"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="219"/>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="220"/>
        <source>Card memory (vLLM):</source>
        <translation>单卡显存（vLLM）：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="225"/>
        <source>gpu_memory_utilization:</source>
        <translation>gpu_memory_utilization：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="227"/>
        <source>Low-memory / streaming</source>
        <translation>低内存/流式</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="228"/>
        <source>Every rank loads a full copy</source>
        <translation>每个进程各自加载完整副本</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="230"/>
        <source>Model loading:</source>
        <translation>模型加载：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="232"/>
        <source>Data-loader workers per GPU:</source>
        <translation>单卡数据加载进程数：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="287"/>
        <source>Per-GPU memory (GiB)</source>
        <translation>单卡显存 (GiB)</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="290"/>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="290"/>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="290"/>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="291"/>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="291"/>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="291"/>
        <source>Overhead</source>
        <translation>运行时开销</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="304"/>
        <source>Per GPU</source>
        <translation>单卡</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="327"/>
        <source>&lt;b&gt;Assumptions&lt;/b&gt;</source>
        <translation>&lt;b&gt;假设&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="368"/>
        <source>&amp;Concurrent sequences:</source>
        <translation>并发序列数(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="379"/>
        <source>Custom %1B model</source>
        <translation>自定义 %1B 模型</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="437"/>
        <source>&lt;b&gt;%1 GiB per GPU&lt;/b&gt; on %2 GPU(s) — PyTorch would report about %3 GiB allocated, %4 GiB reserved; nvidia-smi about %5 GiB.</source>
        <translation>&lt;b&gt;单卡 %1 GiB&lt;/b&gt;，共 %2 个 GPU —— PyTorch 约报告已分配 %3 GiB、已预留 %4 GiB；nvidia-smi 约显示 %5 GiB。</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="446"/>
        <source>&lt;b&gt;Host RAM per node: %1 GiB&lt;/b&gt; (rule of thumb %2–%3 GiB; loading %4 GiB). %5</source>
        <translation>&lt;b&gt;每节点主机内存：%1 GiB&lt;/b&gt;（经验值 %2–%3 GiB；模型加载 %4 GiB）。%5</translation>
    </message>
    <message>
        <location filename="../../widgets/estimatorpage.cpp" line="460"/>
        <source>Model config: %1</source>
        <translation>模型配置：%1</translation>
    </message>
</context>
<context>
    <name>gpuplanner::MainWindow</name>
    <message>
        <location filename="../../app/mainwindow.cpp" line="30"/>
        <source>GPU Planner</source>
        <translation>GPU 选型规划台</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="33"/>
        <source>&amp;Catalog</source>
        <translation>目录(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="35"/>
        <source>&amp;Memory estimate</source>
        <translation>显存估算(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="38"/>
        <source>Com&amp;parison</source>
        <translation>方案对比(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="60"/>
        <source>Catalog: %1</source>
        <translation>目录：%1</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="65"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="66"/>
        <source>&amp;Import catalog data…</source>
        <translation>导入目录数据(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="67"/>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="69"/>
        <source>DescribeInstanceTypes, DescribePrice or DescribeSpotAdvice JSON, or a price CSV</source>
        <translation>DescribeInstanceTypes、DescribePrice 或 DescribeSpotAdvice 的 JSON，或价格 CSV</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="70"/>
        <source>&amp;Enter a price…</source>
        <translation>录入价格(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="71"/>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="72"/>
        <source>&amp;Reset my catalog changes…</source>
        <translation>重置我的目录修改(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="74"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="76"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="77"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="82"/>
        <source>System default</source>
        <translation>系统默认</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="93"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="94"/>
        <source>The new language is used from the next start.</source>
        <translation>新语言将在下次启动时生效。</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="97"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="98"/>
        <source>&amp;About GPU Planner</source>
        <translation>关于 GPU 选型规划台(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="109"/>
        <location filename="../../app/mainwindow.cpp" line="132"/>
        <location filename="../../app/mainwindow.cpp" line="139"/>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="110"/>
        <source>%1: cannot open: %2
Nothing was imported.</source>
        <translation>%1：无法打开：%2
未导入任何内容。</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="118"/>
        <source>What does %1 price?</source>
        <translation>%1 对应的是什么价格？</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="132"/>
        <location filename="../../app/mainwindow.cpp" line="140"/>
        <source>%1

Nothing was imported.</source>
        <translation>%1

未导入任何内容。</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="152"/>
        <source>Import catalog data</source>
        <translation>导入目录数据</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="153"/>
        <source>Alibaba API output or price sheets (*.json *.csv);;All files (*)</source>
        <translation>阿里云 API 输出或价格表 (*.json *.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="171"/>
        <source>Enter a price</source>
        <translation>录入价格</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="177"/>
        <location filename="../../app/mainwindow.cpp" line="185"/>
        <source>Reset my catalog changes</source>
        <translation>重置我的目录修改</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="178"/>
        <source>Forget the %1 rows you imported or entered and use the shipped catalog alone?

%2</source>
        <translation>要舍弃您导入或录入的 %1 行数据，仅使用随附的目录吗？

%2</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="191"/>
        <source>About GPU Planner</source>
        <translation>关于 GPU 选型规划台</translation>
    </message>
    <message>
        <location filename="../../app/mainwindow.cpp" line="192"/>
        <source>&lt;b&gt;GPU Planner %1&lt;/b&gt;&lt;p&gt;Choose the Alibaba Cloud GPU instance for a deep-learning job: does the model fit, how long does it run, what does it cost.&lt;/p&gt;&lt;p&gt;Catalog: %2&lt;br&gt;Your changes: %3&lt;/p&gt;</source>
        <translation>&lt;b&gt;GPU 选型规划台 %1&lt;/b&gt;&lt;p&gt;为深度学习任务选择阿里云 GPU 实例：模型能否装下，要运行多久，费用是多少。&lt;/p&gt;&lt;p&gt;目录：%2&lt;br&gt;我的目录修改：%3&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>gpuplanner::PlanTableModel</name>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="53"/>
        <source>fits</source>
        <translation>可装下</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="55"/>
        <source>fits, with warnings</source>
        <translation>可装下（有警告）</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="57"/>
        <source>does not fit</source>
        <translation>装不下</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="69"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="71"/>
        <source>Instance type</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="73"/>
        <source>Family</source>
        <translation>实例规格族</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="75"/>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="77"/>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="79"/>
        <source>Need/GPU (GiB)</source>
        <translation>单卡需求 (GiB)</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="81"/>
        <source>VRAM/GPU (GiB)</source>
        <translation>单卡显存 (GiB)</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="83"/>
        <source>Headroom</source>
        <translation>余量</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="85"/>
        <source>Hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="85"/>
        <source>Tokens/s</source>
        <translation>token/秒</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="87"/>
        <source>Price/h</source>
        <translation>价格/小时</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="89"/>
        <source>Total cost</source>
        <translation>总费用</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="89"/>
        <source>Per 1M tokens</source>
        <translation>每百万 token</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="91"/>
        <source>Price source</source>
        <translation>价格来源</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="93"/>
        <source>Reasons</source>
        <translation>原因</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="136"/>
        <location filename="../../models/plantablemodel.cpp" line="143"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="140"/>
        <location filename="../../models/plantablemodel.cpp" line="143"/>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="185"/>
        <source>Source: %1
As of: %2</source>
        <translation>来源：%1
截至：%2</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="188"/>
        <source>No price for this type: it is never treated as free.</source>
        <translation>该规格无价格：绝不会被视为免费。</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="191"/>
        <source>Subscription beats pay-as-you-go above %1 % utilisation.</source>
        <translation>利用率高于 %1 % 时，包年包月比按量付费更划算。</translation>
    </message>
    <message>
        <location filename="../../models/plantablemodel.cpp" line="196"/>
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
