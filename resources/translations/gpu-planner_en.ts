<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>CatalogEditCommand</name>
    <message numerus="yes">
        <location filename="../../models/scenario/catalogeditcommand.cpp" line="63"/>
        <source>%n price(s)</source>
        <translation>
            <numerusform>%n price</numerusform>
            <numerusform>%n prices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/scenario/catalogeditcommand.cpp" line="65"/>
        <source>%n instance type(s)</source>
        <translation>
            <numerusform>%n instance type</numerusform>
            <numerusform>%n instance types</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/scenario/catalogeditcommand.cpp" line="67"/>
        <source>%n spot advice row(s)</source>
        <translation>
            <numerusform>%n spot advice row</numerusform>
            <numerusform>%n spot advice rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/scenario/catalogeditcommand.cpp" line="69"/>
        <source>%n stock row(s)</source>
        <translation>
            <numerusform>%n stock row</numerusform>
            <numerusform>%n stock rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/scenario/catalogeditcommand.cpp" line="76"/>
        <source>Import of %n file(s) (%1)</source>
        <translation>
            <numerusform>Import of %n file (%1)</numerusform>
            <numerusform>Import of %n files (%1)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CatalogList</name>
    <message numerus="yes">
        <location filename="../../models/catalog/catalogexport.cpp" line="243"/>
        <source>%n instance type(s)</source>
        <translation>
            <numerusform>%n instance type</numerusform>
            <numerusform>%n instance types</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Importers</name>
    <message numerus="yes">
        <location filename="../../models/catalog/importers.cpp" line="559"/>
        <source>%1: %n price(s)</source>
        <translation>
            <numerusform>%1: %n price</numerusform>
            <numerusform>%1: %n prices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/catalog/importers.cpp" line="607"/>
        <source>%1: %n GPU instance type(s) read; %2 without a GPU skipped</source>
        <translation>
            <numerusform>%1: %n GPU instance type read; %2 without a GPU skipped</numerusform>
            <numerusform>%1: %n GPU instance types read; %2 without a GPU skipped</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/catalog/importers.cpp" line="631"/>
        <source>%1: spot advice for %n type × zone pair(s), %2 types not in the catalog skipped</source>
        <translation>
            <numerusform>%1: spot advice for %n type × zone pair, %2 types not in the catalog skipped</numerusform>
            <numerusform>%1: spot advice for %n type × zone pairs, %2 types not in the catalog skipped</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlainText</name>
    <message numerus="yes">
        <location filename="../../models/common/plaintext.cpp" line="43"/>
        <source> … (%n more character(s))</source>
        <translation>
            <numerusform> … (%n more character)</numerusform>
            <numerusform> … (%n more characters)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlanExport</name>
    <message numerus="yes">
        <location filename="../../models/plan/planexport.cpp" line="134"/>
        <source>None of the %n type(s) that fit is within your budget, deadline or GPU limit; each row says which it misses.
</source>
        <translation>
            <numerusform>None of the %n type that fits is within your budget, deadline or GPU limit; each row says which it misses.
</numerusform>
            <numerusform>None of the %n types that fit is within your budget, deadline or GPU limit; each row says which it misses.
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/plan/planexport.cpp" line="144"/>
        <source>%1 of %n instance type(s) shown; * = Pareto front of time against cost; prices in %2, %3.
</source>
        <translation>
            <numerusform>%1 of %n instance type shown; * = Pareto front of time against cost; prices in %2, %3.
</numerusform>
            <numerusform>%1 of %n instance types shown; * = Pareto front of time against cost; prices in %2, %3.
</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlanWording</name>
    <message numerus="yes">
        <location filename="../../models/wording/planwording.cpp" line="162"/>
        <source> even on %n instance(s)</source>
        <translation>
            <numerusform> even on %n instance</numerusform>
            <numerusform> even on %n instances</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/wording/planwording.cpp" line="208"/>
        <source>%n concurrent sequence(s)</source>
        <translation>
            <numerusform>%n concurrent sequence</numerusform>
            <numerusform>%n concurrent sequences</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/wording/planwording.cpp" line="217"/>
        <source>vLLM holds %1 of your %n concurrent %2-token sequence(s) at once (%3); the rest wait or are preempted.</source>
        <translation>
            <numerusform>vLLM holds %1 of your %n concurrent %2-token sequence at once (%3); the rest wait or are preempted.</numerusform>
            <numerusform>vLLM holds %1 of your %n concurrent %2-token sequences at once (%3); the rest wait or are preempted.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/wording/planwording.cpp" line="332"/>
        <source>Fits only with %1 over %n GPU(s).</source>
        <translation>
            <numerusform>Fits only with %1 over %n GPU.</numerusform>
            <numerusform>Fits only with %1 over %n GPUs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/wording/planwording.cpp" line="336"/>
        <source>Needs %n instance(s).</source>
        <translation>
            <numerusform>Needs %n instance.</numerusform>
            <numerusform>Needs %n instances.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/wording/planwording.cpp" line="285"/>
        <source>Serves with pipeline parallel over %n instance(s) (tensor parallel %1 inside each); activations cross %2.</source>
        <translation>
            <numerusform>Serves with pipeline parallel over %n instance (tensor parallel %1 inside each); activations cross %2.</numerusform>
            <numerusform>Serves with pipeline parallel over %n instances (tensor parallel %1 inside each); activations cross %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/wording/planwording.cpp" line="294"/>
        <source>Serves with tensor parallel over %n GPU(s).</source>
        <translation>
            <numerusform>Serves with tensor parallel over %n GPU.</numerusform>
            <numerusform>Serves with tensor parallel over %n GPUs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/wording/planwording.cpp" line="342"/>
        <source>%1 vCPUs per GPU for %n data-loader worker(s).</source>
        <translation>
            <numerusform>%1 vCPUs per GPU for %n data-loader worker.</numerusform>
            <numerusform>%1 vCPUs per GPU for %n data-loader workers.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/wording/memorywording.cpp" line="262"/>
        <source>vLLM: KV cache in paged blocks sized for %n sequence(s) of %1 tokens; profiling activations for %2 batched tokens.</source>
        <translation>
            <numerusform>vLLM: KV cache in paged blocks sized for %n sequence of %1 tokens; profiling activations for %2 batched tokens.</numerusform>
            <numerusform>vLLM: KV cache in paged blocks sized for %n sequences of %1 tokens; profiling activations for %2 batched tokens.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/wording/memorywording.cpp" line="341"/>
        <source>%1 over %n data-parallel GPU(s).</source>
        <translation>
            <numerusform>%1 over %n data-parallel GPU.</numerusform>
            <numerusform>%1 over %n data-parallel GPUs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/wording/memorywording.cpp" line="346"/>
        <source>Data-parallel attention over %n GPU(s) (vLLM --data-parallel-size with --enable-expert-parallel): each GPU keeps its own sequences and the attention and shared weights whole, and %1 GiB of the routed experts.</source>
        <translation>
            <numerusform>Data-parallel attention over %n GPU (vLLM --data-parallel-size with --enable-expert-parallel): each GPU keeps its own sequences and the attention and shared weights whole, and %1 GiB of the routed experts.</numerusform>
            <numerusform>Data-parallel attention over %n GPUs (vLLM --data-parallel-size with --enable-expert-parallel): each GPU keeps its own sequences and the attention and shared weights whole, and %1 GiB of the routed experts.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/wording/memorywording.cpp" line="355"/>
        <source>Tensor parallel %1, pipeline parallel %2: weights split %n way(s).</source>
        <translation>
            <numerusform>Tensor parallel %1, pipeline parallel %2: weights split %n way.</numerusform>
            <numerusform>Tensor parallel %1, pipeline parallel %2: weights split %n ways.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message numerus="yes">
        <location filename="../../models/report/reportsections.cpp" line="137"/>
        <source>%1 per node × %n node(s); tensor parallel %2, pipeline parallel %3</source>
        <translation>
            <numerusform>%1 per node × %n node; tensor parallel %2, pipeline parallel %3</numerusform>
            <numerusform>%1 per node × %n nodes; tensor parallel %2, pipeline parallel %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/report/reportsections.cpp" line="185"/>
        <source>up to %n instance(s)</source>
        <translation>
            <numerusform>up to %n instance</numerusform>
            <numerusform>up to %n instances</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/report/reportsections.cpp" line="187"/>
        <location filename="../../models/wording/reportlanguage.cpp" line="55"/>
        <location filename="../../models/wording/reportlanguage.cpp" line="56"/>
        <source>up to %n GPU(s)</source>
        <translation>
            <numerusform>up to %n GPU</numerusform>
            <numerusform>up to %n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/report/reportsections.cpp" line="208"/>
        <source>%1 per GPU on %n GPU(s), compared with the card as nvidia-smi would show it on a card just large enough: %2 allocated by PyTorch, %3 allocator fragmentation, %4 CUDA context. On a larger card PyTorch may report %5 reserved and nvidia-smi %6 (freed blocks it keeps cached).</source>
        <translation>
            <numerusform>%1 per GPU on %n GPU, compared with the card as nvidia-smi would show it on a card just large enough: %2 allocated by PyTorch, %3 allocator fragmentation, %4 CUDA context. On a larger card PyTorch may report %5 reserved and nvidia-smi %6 (freed blocks it keeps cached).</numerusform>
            <numerusform>%1 per GPU on %n GPUs, compared with the card as nvidia-smi would show it on a card just large enough: %2 allocated by PyTorch, %3 allocator fragmentation, %4 CUDA context. On a larger card PyTorch may report %5 reserved and nvidia-smi %6 (freed blocks it keeps cached).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/report/reportsections.cpp" line="262"/>
        <source>Left out for an old price (Hide old prices): %n more instance type(s).</source>
        <translation>
            <numerusform>Left out for an old price (Hide old prices): %n more instance type.</numerusform>
            <numerusform>Left out for an old price (Hide old prices): %n more instance types.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/report/reportsections.cpp" line="573"/>
        <source>%n listed type(s) without a price in this region and pricing mode; a type without a price is never treated as free.</source>
        <translation>
            <numerusform>%n listed type without a price in this region and pricing mode; a type without a price is never treated as free.</numerusform>
            <numerusform>%n listed types without a price in this region and pricing mode; a type without a price is never treated as free.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/plan/tableexport.cpp" line="371"/>
        <source>Region %1, %2 prices, in %3; %n instance type(s).</source>
        <translation>
            <numerusform>Region %1, %2 prices, in %3; %n instance type.</numerusform>
            <numerusform>Region %1, %2 prices, in %3; %n instance types.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message numerus="yes">
        <location filename="../../app/clicatalog.cpp" line="442"/>
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n row</numerusform>
            <numerusform>%n rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/clicatalog.cpp" line="444"/>
        <location filename="../../app/clicatalog.cpp" line="487"/>
        <location filename="../../app/clireport.cpp" line="122"/>
        <source>%n instance type(s)</source>
        <translation>
            <numerusform>%n instance type</numerusform>
            <numerusform>%n instance types</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/clicatalog.cpp" line="446"/>
        <location filename="../../app/clicatalog.cpp" line="489"/>
        <source>%n GPU model(s)</source>
        <translation>
            <numerusform>%n GPU model</numerusform>
            <numerusform>%n GPU models</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/clicatalog.cpp" line="447"/>
        <location filename="../../app/clicatalog.cpp" line="491"/>
        <location filename="../../app/clirefresh.cpp" line="135"/>
        <source>%n price(s)</source>
        <translation>
            <numerusform>%n price</numerusform>
            <numerusform>%n prices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/clicatalog.cpp" line="448"/>
        <location filename="../../app/clirefresh.cpp" line="137"/>
        <source>%n spot advice row(s)</source>
        <translation>
            <numerusform>%n spot advice row</numerusform>
            <numerusform>%n spot advice rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/clicatalog.cpp" line="450"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/clicatalog.cpp" line="451"/>
        <source>%n price(s) older than 180 days</source>
        <translation>
            <numerusform>%n price older than 180 days</numerusform>
            <numerusform>%n prices older than 180 days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/clicatalog.cpp" line="453"/>
        <source>%n type(s) without any price</source>
        <translation>
            <numerusform>%n type without any price</numerusform>
            <numerusform>%n types without any price</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/clicatalog.cpp" line="482"/>
        <source>the sources have %n integrity error(s)</source>
        <translation>
            <numerusform>the sources have %n integrity error</numerusform>
            <numerusform>the sources have %n integrity errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/clicatalog.cpp" line="490"/>
        <source>%n region(s)</source>
        <translation>
            <numerusform>%n region</numerusform>
            <numerusform>%n regions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/clilibrary.cpp" line="364"/>
        <source>%n price(s): </source>
        <translation>
            <numerusform>%n price: </numerusform>
            <numerusform>%n prices: </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/clirefresh.cpp" line="124"/>
        <source>%n new instance type(s) added</source>
        <translation>
            <numerusform>%n new instance type added</numerusform>
            <numerusform>%n new instance types added</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/clirefresh.cpp" line="127"/>
        <source>; %n type(s) of the catalog differ from the API and were not changed (%1)</source>
        <translation>
            <numerusform>; %n type of the catalog differs from the API and was not changed (%1)</numerusform>
            <numerusform>; %n types of the catalog differ from the API and were not changed (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/clirefresh.cpp" line="140"/>
        <source>%n stock row(s) updated, </source>
        <translation>
            <numerusform>%n stock row updated, </numerusform>
            <numerusform>%n stock rows updated, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/clirefresh.cpp" line="143"/>
        <source>%n price(s) entered by hand kept; </source>
        <translation>
            <numerusform>%n price entered by hand kept; </numerusform>
            <numerusform>%n prices entered by hand kept; </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/clireport.cpp" line="121"/>
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/cliestimate.cpp" line="91"/>
        <source>%n preset(s) (gpu-planner estimate --model ID)</source>
        <translation>
            <numerusform>%n preset (gpu-planner estimate --model ID)</numerusform>
            <numerusform>%n presets (gpu-planner estimate --model ID)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/cliestimate.cpp" line="151"/>
        <source>Wrote %1 (%2, %n price(s) of %3 saved with it)</source>
        <translation>
            <numerusform>Wrote %1 (%2, %n price of %3 saved with it)</numerusform>
            <numerusform>Wrote %1 (%2, %n prices of %3 saved with it)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/cliestimate.cpp" line="266"/>
        <source>%1, %2, %n GPU(s)</source>
        <translation>
            <numerusform>%1, %2, %n GPU</numerusform>
            <numerusform>%1, %2, %n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/clirank.cpp" line="62"/>
        <source>Wrote %1 (%n instance type(s))</source>
        <translation>
            <numerusform>Wrote %1 (%n instance type)</numerusform>
            <numerusform>Wrote %1 (%n instance types)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/clirank.cpp" line="153"/>
        <location filename="../../app/clireport.cpp" line="130"/>
        <source>%n type(s) with an old price left out (--hide-old-prices).</source>
        <translation>
            <numerusform>%n type with an old price left out (--hide-old-prices).</numerusform>
            <numerusform>%n types with an old price left out (--hide-old-prices).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/clirank.cpp" line="251"/>
        <source>on %n GPU(s)</source>
        <translation>
            <numerusform>on %n GPU</numerusform>
            <numerusform>on %n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/clirank.cpp" line="253"/>
        <source>%n instance(s)</source>
        <translation>
            <numerusform>%n instance</numerusform>
            <numerusform>%n instances</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuplanner::CapacityTableModel</name>
    <message numerus="yes">
        <location filename="../../models/plan/capacitytablemodel.cpp" line="233"/>
        <source>%1: %n data-parallel rank(s) of engines over %2 GPUs with expert parallel; instances: %3</source>
        <translation>
            <numerusform>%1: %n data-parallel rank of engines over %2 GPUs with expert parallel; instances: %3</numerusform>
            <numerusform>%1: %n data-parallel ranks of engines over %2 GPUs with expert parallel; instances: %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../models/plan/capacitytablemodel.cpp" line="240"/>
        <source>%1: %n replica(s), tensor parallel %2, %3 per instance; instances: %4</source>
        <translation>
            <numerusform>%1: %n replica, tensor parallel %2, %3 per instance; instances: %4</numerusform>
            <numerusform>%1: %n replicas, tensor parallel %2, %3 per instance; instances: %4</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuplanner::CapacityView</name>
    <message numerus="yes">
        <location filename="../../widgets/capacitycharts.cpp" line="189"/>
        <source>%1: %n instance(s) up to %2 req/s, %3 %4 a month</source>
        <translation>
            <numerusform>%1: %n instance up to %2 req/s, %3 %4 a month</numerusform>
            <numerusform>%1: %n instances up to %2 req/s, %3 %4 a month</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/capacityview.cpp" line="549"/>
        <source>%1 at %2 req/s: cheapest is %3 with %n replica(s) (%4): %5 %6 a month (%7), %8 %6 per million output tokens.</source>
        <translation>
            <numerusform>%1 at %2 req/s: cheapest is %3 with %n replica (%4): %5 %6 a month (%7), %8 %6 per million output tokens.</numerusform>
            <numerusform>%1 at %2 req/s: cheapest is %3 with %n replicas (%4): %5 %6 a month (%7), %8 %6 per million output tokens.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuplanner::CatalogBrowser</name>
    <message numerus="yes">
        <location filename="../../widgets/catalogbrowser.cpp" line="526"/>
        <source>%1 of %n instance type(s) shown</source>
        <translation>
            <numerusform>%1 of %n instance type shown</numerusform>
            <numerusform>%1 of %n instance types shown</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/catalogbrowser.cpp" line="529"/>
        <source>%n price(s), %1 older than 180 days</source>
        <translation>
            <numerusform>%n price, %1 older than 180 days</numerusform>
            <numerusform>%n prices, %1 older than 180 days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/catalogbrowser.cpp" line="531"/>
        <source>%n type(s) without any price</source>
        <translation>
            <numerusform>%n type without any price</numerusform>
            <numerusform>%n types without any price</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/catalogbrowser.cpp" line="532"/>
        <source>%n row(s) of yours (imported or entered)</source>
        <translation>
            <numerusform>%n row of yours (imported or entered)</numerusform>
            <numerusform>%n rows of yours (imported or entered)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuplanner::ComparisonCharts</name>
    <message numerus="yes">
        <location filename="../../widgets/comparisonchartstip.cpp" line="17"/>
        <source>%n instance(s)</source>
        <translation>
            <numerusform>%n instance</numerusform>
            <numerusform>%n instances</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/comparisonchartstip.cpp" line="20"/>
        <source>Need %1 GiB of %2 GiB usable per GPU (card %3 GiB); %n GPU(s)</source>
        <translation>
            <numerusform>Need %1 GiB of %2 GiB usable per GPU (card %3 GiB); %n GPU</numerusform>
            <numerusform>Need %1 GiB of %2 GiB usable per GPU (card %3 GiB); %n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/comparisoncharts.cpp" line="644"/>
        <source>%1 (%n month(s))</source>
        <comment>a cost and the whole months billed</comment>
        <translation>
            <numerusform>%1 (%n month)</numerusform>
            <numerusform>%1 (%n months)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/comparisoncharts.cpp" line="724"/>
        <source>Billed for %n whole month(s) (%1 h) for the job&apos;s %2 h</source>
        <translation>
            <numerusform>Billed for %n whole month (%1 h) for the job&apos;s %2 h</numerusform>
            <numerusform>Billed for %n whole months (%1 h) for the job&apos;s %2 h</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/comparisoncharts.cpp" line="726"/>
        <source>Billed for %n whole month(s) (%1 h) for %2 h of serving</source>
        <translation>
            <numerusform>Billed for %n whole month (%1 h) for %2 h of serving</numerusform>
            <numerusform>Billed for %n whole months (%1 h) for %2 h of serving</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuplanner::ComparisonPage</name>
    <message numerus="yes">
        <location filename="../../widgets/comparisonpage.cpp" line="481"/>
        <source>%n instance type(s) fit %1, but none is within your budget, deadline or GPU limit: each row says which it misses. Raise or clear the limit to rank them.</source>
        <translation>
            <numerusform>%n instance type fits %1, but none is within your budget, deadline or GPU limit: each row says which it misses. Raise or clear the limit to rank them.</numerusform>
            <numerusform>%n instance types fit %1, but none is within your budget, deadline or GPU limit: each row says which it misses. Raise or clear the limit to rank them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/comparisonpage.cpp" line="487"/>
        <source>%n instance type(s) of %1 fit %2;</source>
        <translation>
            <numerusform>%n instance type of %1 fits %2;</numerusform>
            <numerusform>%n instance types of %1 fit %2;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/comparisonpage.cpp" line="491"/>
        <source>%n of them priced in %1. ★ marks the Pareto front of time against cost.</source>
        <translation>
            <numerusform>%n of them priced in %1. ★ marks the Pareto front of time against cost.</numerusform>
            <numerusform>%n of them priced in %1. ★ marks the Pareto front of time against cost.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuplanner::EstimatorPage</name>
    <message numerus="yes">
        <location filename="../../widgets/estimatorpage.cpp" line="413"/>
        <source>On %n instance(s).</source>
        <translation>
            <numerusform>On %n instance.</numerusform>
            <numerusform>On %n instances.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/estimatorpage.cpp" line="626"/>
        <source>&lt;b&gt;%1 GiB per GPU&lt;/b&gt; on %n GPU(s), compared with the card as nvidia-smi would show it: %2 GiB allocated by PyTorch + %3 GiB allocator fragmentation + %4 GiB CUDA context. On a larger card PyTorch may report %5 GiB reserved and nvidia-smi %6 GiB (freed blocks it keeps cached).</source>
        <translation>
            <numerusform>&lt;b&gt;%1 GiB per GPU&lt;/b&gt; on %n GPU, compared with the card as nvidia-smi would show it: %2 GiB allocated by PyTorch + %3 GiB allocator fragmentation + %4 GiB CUDA context. On a larger card PyTorch may report %5 GiB reserved and nvidia-smi %6 GiB (freed blocks it keeps cached).</numerusform>
            <numerusform>&lt;b&gt;%1 GiB per GPU&lt;/b&gt; on %n GPUs, compared with the card as nvidia-smi would show it: %2 GiB allocated by PyTorch + %3 GiB allocator fragmentation + %4 GiB CUDA context. On a larger card PyTorch may report %5 GiB reserved and nvidia-smi %6 GiB (freed blocks it keeps cached).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuplanner::LibraryModel</name>
    <message numerus="yes">
        <location filename="../../models/library/librarymodel.cpp" line="333"/>
        <source>Serving the scenario&apos;s traffic: %n replica(s) on %1, %2 %3 a month</source>
        <translation>
            <numerusform>Serving the scenario&apos;s traffic: %n replica on %1, %2 %3 a month</numerusform>
            <numerusform>Serving the scenario&apos;s traffic: %n replicas on %1, %2 %3 a month</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuplanner::LibraryPage</name>
    <message numerus="yes">
        <location filename="../../widgets/librarypage.cpp" line="324"/>
        <source>%n scenario(s)</source>
        <translation>
            <numerusform>%n scenario</numerusform>
            <numerusform>%n scenarios</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/librarypage.cpp" line="325"/>
        <source>%1 of %n scenario(s)</source>
        <translation>
            <numerusform>%1 of %n scenario</numerusform>
            <numerusform>%1 of %n scenarios</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/librarypage.cpp" line="366"/>
        <source>%n example scenario(s) written to %1</source>
        <translation>
            <numerusform>%n example scenario written to %1</numerusform>
            <numerusform>%n example scenarios written to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/librarypage.cpp" line="454"/>
        <source>Move %n scenario(s) to the library&apos;s trash? They can be restored from Trash.</source>
        <translation>
            <numerusform>Move %n scenario to the library&apos;s trash? They can be restored from Trash.</numerusform>
            <numerusform>Move %n scenarios to the library&apos;s trash? They can be restored from Trash.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/librarypage.cpp" line="659"/>
        <source>The share code of “%1” is on the clipboard (%n character(s)): paste it into a chat.</source>
        <translation>
            <numerusform>The share code of “%1” is on the clipboard (%n character): paste it into a chat.</numerusform>
            <numerusform>The share code of “%1” is on the clipboard (%n characters): paste it into a chat.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuplanner::MainWindow</name>
    <message numerus="yes">
        <location filename="../../app/mainwindowactions.cpp" line="337"/>
        <source>Forget the %n row(s) you imported or entered and use the shipped catalog alone? The file is kept beside itself as a backup copy, and Edit ▸ Undo brings the rows back until this window closes.

%1</source>
        <translation>
            <numerusform>Forget the %n row you imported or entered and use the shipped catalog alone? The file is kept beside itself as a backup copy, and Edit ▸ Undo brings the rows back until this window closes.

%1</numerusform>
            <numerusform>Forget the %n rows you imported or entered and use the shipped catalog alone? The file is kept beside itself as a backup copy, and Edit ▸ Undo brings the rows back until this window closes.

%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/mainwindowactions.cpp" line="341"/>
        <source>Forget the %n row(s) you imported or entered and use the shipped catalog alone? The file is kept beside itself as a backup copy.

%1</source>
        <translation>
            <numerusform>Forget the %n row you imported or entered and use the shipped catalog alone? The file is kept beside itself as a backup copy.

%1</numerusform>
            <numerusform>Forget the %n rows you imported or entered and use the shipped catalog alone? The file is kept beside itself as a backup copy.

%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/mainwindowscenario.cpp" line="341"/>
        <source>Printed %n page(s)</source>
        <translation>
            <numerusform>Printed %n page</numerusform>
            <numerusform>Printed %n pages</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuplanner::PlanTableModel</name>
    <message numerus="yes">
        <location filename="../../models/plan/plantablemodel.cpp" line="153"/>
        <source>One decode step of %n sequence(s): %1 ms (%2 ms reading or computing, %3 ms on the network).</source>
        <translation>
            <numerusform>One decode step of %n sequence: %1 ms (%2 ms reading or computing, %3 ms on the network).</numerusform>
            <numerusform>One decode step of %n sequences: %1 ms (%2 ms reading or computing, %3 ms on the network).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuplanner::RefreshDialog</name>
    <message numerus="yes">
        <location filename="../../widgets/refreshdialog.cpp" line="301"/>
        <source>%n price(s) updated</source>
        <translation>
            <numerusform>%n price updated</numerusform>
            <numerusform>%n prices updated</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/refreshdialog.cpp" line="302"/>
        <source>%n spot advice row(s) updated</source>
        <translation>
            <numerusform>%n spot advice row updated</numerusform>
            <numerusform>%n spot advice rows updated</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/refreshdialog.cpp" line="303"/>
        <source>%n stock row(s) updated</source>
        <translation>
            <numerusform>%n stock row updated</numerusform>
            <numerusform>%n stock rows updated</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/refreshdialog.cpp" line="304"/>
        <source>%n failed</source>
        <translation>
            <numerusform>%n failed</numerusform>
            <numerusform>%n failed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/refreshdialog.cpp" line="307"/>
        <source>%n new instance type(s) added.</source>
        <translation>
            <numerusform>%n new instance type added.</numerusform>
            <numerusform>%n new instance types added.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/refreshdialog.cpp" line="310"/>
        <source>%n type(s) of the catalog differ from the API and were not changed: %1.</source>
        <translation>
            <numerusform>%n type of the catalog differs from the API and was not changed: %1.</numerusform>
            <numerusform>%n types of the catalog differ from the API and were not changed: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/refreshdialog.cpp" line="316"/>
        <source>%n price(s) entered by hand kept.</source>
        <translation>
            <numerusform>%n price entered by hand kept.</numerusform>
            <numerusform>%n prices entered by hand kept.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/refreshdialog.cpp" line="328"/>
        <source>… and %n more</source>
        <translation>
            <numerusform>… and %n more</numerusform>
            <numerusform>… and %n more</numerusform>
        </translation>
    </message>
</context>
</TS>
