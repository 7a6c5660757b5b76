<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AlibiAttentionFigure</name>
    <message>
        <source>   (one head, d_model = %1, %2 mask)</source>
        <translation>   （一个注意力头，d_model = %1，%2掩码）</translation>
    </message>
    <message>
        <source>causal</source>
        <translation>因果</translation>
    </message>
    <message>
        <source>symmetric</source>
        <translation>对称</translation>
    </message>
    <message>
        <source>Computing the attention head…</source>
        <translation>正在计算注意力头…</translation>
    </message>
    <message>
        <source>Type a sentence in the Attention tab&apos;s fields.</source>
        <translation>请在“注意力”标签页的输入框中输入句子。</translation>
    </message>
    <message>
        <source>no bias</source>
        <translation>无偏置</translation>
    </message>
    <message>
        <source>head %1: m = %2 (steepest)</source>
        <translation>第 %1 个头：m = %2（最陡）</translation>
    </message>
    <message>
        <source>head %1: m = %2 (shallowest)</source>
        <translation>第 %1 个头：m = %2（最平缓）</translation>
    </message>
    <message>
        <source>Mean distance to the keys attended, Σⱼ A_ij·|i − j| over the queries: no bias %1, steepest head %2, shallowest head %3 positions. A steep head looks at the last few tokens; a shallow one almost as if there were no bias.</source>
        <translation>被关注的键的平均距离（Σⱼ A_ij·|i − j| 对各查询取平均）：无偏置 %1，最陡的头 %2，最平缓的头 %3 个位置。陡的头只看最近几个 token；平缓的头几乎和没有偏置一样。</translation>
    </message>
    <message>
        <source>the sentence has no words</source>
        <translation>句子中没有词</translation>
    </message>
</context>
<context>
    <name>AlibiFamily</name>
    <message>
        <source>causal</source>
        <translation>因果</translation>
    </message>
    <message>
        <source>symmetric</source>
        <translation>对称</translation>
    </message>
    <message>
        <source>causal: keys after the query masked (a decoder: BLOOM, MPT); symmetric: −m|i − j| (an encoder)</source>
        <translation>因果：遮蔽查询之后的键（解码器：BLOOM、MPT）；对称：−m|i − j|（编码器）</translation>
    </message>
    <message>
        <source>&amp;Mask:</source>
        <translation>掩码(&amp;M)：</translation>
    </message>
    <message>
        <source>The Attention tab&apos;s sentence, which the attention per head reads</source>
        <translation>“注意力”标签页的句子，“各头的注意力”读取它</translation>
    </message>
    <message>
        <source>Sen&amp;tence:</source>
        <translation>句子(&amp;T)：</translation>
    </message>
    <message>
        <source>S&amp;lopes</source>
        <translation>斜率(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Bias of one head</source>
        <translation>一个头的偏置(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Attention per head</source>
        <translation>各头的注意力(&amp;A)</translation>
    </message>
    <message>
        <source>ALiBi (BLOOM, MPT)</source>
        <translation>ALiBi（BLOOM、MPT）</translation>
    </message>
    <message>
        <source>AL&amp;iBi</source>
        <translation>AL&amp;iBi</translation>
    </message>
    <message>
        <source>ALiBi: −m·r, head %1 bold, every head thin ÷ %2</source>
        <translation>ALiBi：−m·r，第 %1 个头为粗线，其余各头为细线 ÷ %2</translation>
    </message>
    <message>
        <source>ALiBi keeps falling in a straight line (head %1: %2 at r = %3).</source>
        <translation>ALiBi 一直沿直线下降（第 %1 个头在 r = %3 处为 %2）。</translation>
    </message>
    <message>
        <source>ALiBi %1</source>
        <translation>ALiBi %1</translation>
    </message>
    <message>
        <source>a linear bias per head (BLOOM, MPT)</source>
        <translation>每个头一个线性偏置（BLOOM、MPT）</translation>
    </message>
</context>
<context>
    <name>AlibiFigure</name>
    <message>
        <source>key position j</source>
        <translation>键位置 j</translation>
    </message>
    <message>
        <source>query position i</source>
        <translation>查询位置 i</translation>
    </message>
    <message>
        <source>distance r = i − j (positions)</source>
        <translation>距离 r = i − j（位置数）</translation>
    </message>
    <message>
        <source>bias −mₕ · r</source>
        <translation>偏置 −mₕ · r</translation>
    </message>
    <message>
        <source>bias added to the score (grey: masked)</source>
        <translation>加到分数上的偏置（灰色：被遮蔽）</translation>
    </message>
    <message>
        <source>head %1: m = %2</source>
        <translation>头 %1：m = %2</translation>
    </message>
    <message>
        <source>   (head %1 of %2, m = %3, L = %4, %5)</source>
        <translation>   （%2 个头中的头 %1，m = %3，L = %4，%5）</translation>
    </message>
    <message>
        <source>causal</source>
        <translation>因果</translation>
    </message>
    <message>
        <source>symmetric</source>
        <translation>对称</translation>
    </message>
    <message>
        <source>The authors&apos; code and BLOOM add +m·j to every row instead: measured, each row differs from −m(i − j) by one constant (spread within a row %1), so the softmax weights are the same (largest difference %2).</source>
        <translation>作者的代码和 BLOOM 改为在每一行加 +m·j：实测每一行与 −m(i − j) 只差一个常数（行内分散 %1），所以 softmax 权重相同（最大差 %2）。</translation>
    </message>
    <message>
        <source>Symmetric (an encoder): −m|i − j| penalises keys before and after the query alike; nothing is masked.</source>
        <translation>对称（编码器）：−m|i − j| 对查询前后的键同样惩罚；没有遮蔽。</translation>
    </message>
    <message>
        <source>query %1, key %2: masked (a key after the query)</source>
        <translation>查询 %1，键 %2：被遮蔽（查询之后的键）</translation>
    </message>
    <message>
        <source>query %1, key %2: bias −m·%3 = %4</source>
        <translation>查询 %1，键 %2：偏置 −m·%3 = %4</translation>
    </message>
</context>
<context>
    <name>AlibiSlopesFigure</name>
    <message>
        <source>head h</source>
        <translation>头 h</translation>
    </message>
    <message>
        <source>slope mₕ (log₂ scale)</source>
        <translation>斜率 mₕ（log₂ 刻度）</translation>
    </message>
    <message>
        <source>the %1 slopes of %1 heads: 2 to the power −8(h+1)/%1</source>
        <translation>%1 个头的 %1 个斜率：2 的 −8(h+1)/%1 次方</translation>
    </message>
    <message>
        <source>every other slope of %1 heads</source>
        <translation>%1 个头的斜率中每隔一个取一个</translation>
    </message>
    <message>
        <source>head %1: m = %2 = %3</source>
        <translation>头 %1：m = %2 = %3</translation>
    </message>
    <message>
        <source>   (H = %1 heads)</source>
        <translation>   （H = %1 个头）</translation>
    </message>
    <message>
        <source>H = %1 is a power of two: the slopes are the geometric sequence 2^{−8/H}, 2^{−16/H}, … 2⁻⁸, one ratio between neighbours. Steep heads attend to the last few tokens, shallow ones far back.</source>
        <translation>H = %1 是 2 的幂：斜率是等比数列 2^{−8/H}、2^{−16/H}、… 2⁻⁸，相邻之比相同。陡的头关注最近的几个 token，平缓的头能看得很远。</translation>
    </message>
    <message>
        <source>H = %1 is not a power of two: heads 0 … %2 take the slopes of %3 heads (%6 … 2⁻⁸), heads %3 … %4 every other slope of %5 heads, so they fall between them (get_slopes of the authors&apos; code, BLOOM).</source>
        <translation>H = %1 不是 2 的幂：头 0 … %2 取 %3 个头的斜率（%6 … 2⁻⁸），头 %3 … %4 取 %5 个头的斜率中每隔一个的值，因此落在它们之间（作者代码与 BLOOM 的 get_slopes）。</translation>
    </message>
</context>
<context>
    <name>Animation</name>
    <message>
        <source>%1 = %2 is out of range (allowed %3 .. %4)</source>
        <translation>%1 = %2 超出范围（应为 %3 .. %4）</translation>
    </message>
    <message>
        <source>%1 = %2 is not a whole number</source>
        <translation>%1 = %2 不是整数</translation>
    </message>
    <message>
        <source> (one turn of pair %1, a seamless loop)</source>
        <translation>（维度对 %1 转一圈，无缝循环）</translation>
    </message>
    <message>
        <source> (geometric)</source>
        <translation>（几何插值）</translation>
    </message>
    <message>
        <source>%1, %2 frames at %3 fps</source>
        <translation>%1，共 %2 帧，每秒 %3 帧</translation>
    </message>
    <message>
        <source>give both ends of the range (from and to), or neither for the default</source>
        <translation>请给出范围的两端（起点和终点），或都不给以使用默认范围</translation>
    </message>
    <message>
        <source>position</source>
        <translation>位置 pos</translation>
    </message>
    <message>
        <source>offset</source>
        <translation>偏移量 k</translation>
    </message>
    <message>
        <source>base</source>
        <translation>基数 base</translation>
    </message>
    <message>
        <source>d_model</source>
        <translation>d_model</translation>
    </message>
</context>
<context>
    <name>AnimationDialog</name>
    <message>
        <source>&amp;Default range</source>
        <translation>默认范围(&amp;D)</translation>
    </message>
    <message>
        <source>Export Animation</source>
        <translation>导出动画</translation>
    </message>
    <message>
        <source>&amp;Figure:</source>
        <translation>图形(&amp;F)：</translation>
    </message>
    <message>
        <source>Position pos</source>
        <translation>位置 pos</translation>
    </message>
    <message>
        <source>Offset k</source>
        <translation>偏移量 k</translation>
    </message>
    <message>
        <source>Base (logarithmic)</source>
        <translation>基数（对数刻度）</translation>
    </message>
    <message>
        <source>d_model (even values)</source>
        <translation>d_model（取偶数）</translation>
    </message>
    <message>
        <source>&amp;Animate:</source>
        <translation>动画参数(&amp;A)：</translation>
    </message>
    <message>
        <source>Position: one seamless turn of the selected pair on the clock, else the whole sequence; offset 0 .. L − 1; base 10 .. 10⁶; d_model 2 .. the current one</source>
        <translation>位置：钟表图中为选中维度对无缝转一圈，其他图形为整个序列；偏移量 0 .. L − 1；基数 10 .. 10⁶；d_model 2 .. 当前值</translation>
    </message>
    <message>
        <source>F&amp;rom:</source>
        <translation>起点(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation>终点(&amp;T)：</translation>
    </message>
    <message>
        <source>Range:</source>
        <translation>范围：</translation>
    </message>
    <message>
        <source> fps</source>
        <translation> 帧/秒</translation>
    </message>
    <message>
        <source>Frames per second; GIF delays are whole hundredths of a second, rounded so that the loop keeps its length</source>
        <translation>每秒帧数；GIF 的帧间隔以百分之一秒为单位，取整时保持循环总时长不变</translation>
    </message>
    <message>
        <source>Fra&amp;mes:</source>
        <translation>帧数(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>速度(&amp;S)：</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>宽度(&amp;W)：</translation>
    </message>
    <message>
        <source>&amp;Height:</source>
        <translation>高度(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;Colours:</source>
        <translation>配色(&amp;C)：</translation>
    </message>
    <message>
        <source>Animated GIF (loops for ever)</source>
        <translation>GIF 动画（无限循环）</translation>
    </message>
    <message>
        <source>PNG frames into a new folder</source>
        <translation>PNG 帧，写入新文件夹</translation>
    </message>
    <message>
        <source>&amp;Output:</source>
        <translation>输出(&amp;O)：</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation>文件(&amp;I)：</translation>
    </message>
    <message>
        <source>%1; one loop lasts %2 s</source>
        <translation>%1；循环一次 %2 秒</translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation>导出动画</translation>
    </message>
    <message>
        <source>GIF animations (*.gif)</source>
        <translation>GIF 动画 (*.gif)</translation>
    </message>
    <message>
        <source>Folder for the frames (new or empty)</source>
        <translation>存放帧的文件夹（新建或为空）</translation>
    </message>
    <message>
        <source>Choose a file or folder to export to.</source>
        <translation>请选择要导出到的文件或文件夹。</translation>
    </message>
    <message>
        <source>A GIF animation&apos;s file name ends in .gif.</source>
        <translation>GIF 动画的文件名须以 .gif 结尾。</translation>
    </message>
    <message>
        <source>%1 exists already. Replace it?</source>
        <translation>%1 已存在。要替换吗？</translation>
    </message>
</context>
<context>
    <name>AnimationExport</name>
    <message>
        <source>out of memory</source>
        <translation>内存不足</translation>
    </message>
    <message>
        <source>it is a file, not a folder</source>
        <translation>这是一个文件，不是文件夹</translation>
    </message>
    <message>
        <source>the folder is not empty (the frames go into a new or empty folder)</source>
        <translation>文件夹不为空（帧只写入新建或空的文件夹）</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>the image of %1 × %2 pixels could not be rendered (not enough memory?)</source>
        <translation>无法渲染 %1 × %2 像素的图像（内存不足？）</translation>
    </message>
</context>
<context>
    <name>AtomicSave</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>它是一个文件夹</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>它不是普通文件</translation>
    </message>
    <message>
        <source>only %1 of %2 bytes could be written</source>
        <translation>%2 字节中仅写入了 %1 字节</translation>
    </message>
    <message>
        <source>the file is not open</source>
        <translation>文件未打开</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>未知错误</translation>
    </message>
</context>
<context>
    <name>AttentionFigure</name>
    <message>
        <source>attention weight (row sums to 1)</source>
        <translation>注意力权重（每行和为 1）</translation>
    </message>
    <message>
        <source>key token (attended to)</source>
        <translation>键 token（被关注的）</translation>
    </message>
    <message>
        <source>query token</source>
        <translation>查询 token</translation>
    </message>
    <message>
        <source>   (one head, d_model = %1, %2)</source>
        <translation>   （单头，d_model = %1，%2）</translation>
    </message>
    <message>
        <source>Computing the attention head…</source>
        <translation>正在计算注意力头…</translation>
    </message>
    <message>
        <source>Type a sentence in both fields.</source>
        <translation>请在两个输入框中各输入一个句子。</translation>
    </message>
    <message>
        <source>The second sentence is not a reordering of the first: type the same words in another order to compare.</source>
        <translation>第二个句子不是第一个句子的重新排列：请把同一组词换一种顺序输入，以作比较。</translation>
    </message>
    <message>
        <source>no positions</source>
        <translation>无位置信息</translation>
    </message>
    <message>
        <source>Without positions the right map holds the left map&apos;s numbers, rows and columns reordered (largest difference after reordering: %1): attention cannot see the order.</source>
        <translation>没有位置信息时，右图就是左图的数值，只是行和列换了顺序（换回顺序后最大差值：%1）：注意力看不见词序。</translation>
    </message>
    <message>
        <source>With %1 the right map still holds the left map&apos;s numbers reordered (largest difference %2): this scheme does not see the order here.</source>
        <translation>使用 %1 时，右图仍是左图的数值换了顺序（最大差值 %2）：这一方案在这里看不见词序。</translation>
    </message>
    <message>
        <source>With %1 the numbers change: after reordering they differ by up to %2, so the order of the words now matters.</source>
        <translation>使用 %1 时数值变了：换回顺序后最多相差 %2，词序现在起作用了。</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>无法测量</translation>
    </message>
    <message>
        <source>%1 (symmetric)</source>
        <translation>%1（对称）</translation>
    </message>
    <message>
        <source>Each family alone, largest difference after reordering: %1.</source>
        <translation>各类方法单独使用时，换回顺序后的最大差值：%1。</translation>
    </message>
    <message>
        <source>, positions %1 … %2</source>
        <translation>，位置 %1 … %2</translation>
    </message>
</context>
<context>
    <name>CellReadout</name>
    <message>
        <source>pos %1, j %2 → pair i = %3, %4</source>
        <translation>pos %1，j %2 → 维度对 i = %3，%4</translation>
    </message>
    <message>
        <source> (lone sine: d_model is odd)</source>
        <translation>（孤立 sin：d_model 为奇数）</translation>
    </message>
    <message>
        <source>, token “%1”</source>
        <translation>，token “%1”</translation>
    </message>
    <message>
        <source>&lt;pad&gt;</source>
        <translation>&lt;pad&gt;</translation>
    </message>
    <message>
        <source>PE = %1(%2 × %3) = %4</source>
        <translation>PE = %1(%2 × %3) = %4</translation>
    </message>
    <message>
        <source>embedding value = %1</source>
        <translation>词嵌入值 = %1</translation>
    </message>
    <message>
        <source>embedding + PE = %1 + %2 = %3</source>
        <translation>词嵌入 + PE = %1 + %2 = %3</translation>
    </message>
    <message>
        <source>pos %1, j %2 → no pair: zero padding (d_model is odd)</source>
        <translation>pos %1，j %2 → 不属于任何一对：补零列（d_model 为奇数）</translation>
    </message>
    <message>
        <source>PE = 0</source>
        <translation>PE = 0</translation>
    </message>
    <message>
        <source>pos %1, j %2</source>
        <translation>pos %1，j %2</translation>
    </message>
    <message>
        <source>a learned table: no pairs, no frequencies</source>
        <translation>可学习的位置表：没有维度对，也没有频率</translation>
    </message>
    <message>
        <source>PE = %1 (learned, no formula)</source>
        <translation>PE = %1（可学习，没有公式）</translation>
    </message>
</context>
<context>
    <name>ClockGridWidget</name>
    <message>
        <source>Click a clock to select its pair, double-click to enlarge it; Right / Left step the position pos</source>
        <translation>单击钟表选中其维度对，双击放大；方向键 右 / 左 使位置 pos 前进 / 后退一步</translation>
    </message>
</context>
<context>
    <name>ClockPainter</name>
    <message>
        <source>i = %1, sin only</source>
        <translation>i = %1，仅 sin</translation>
    </message>
    <message>
        <source>i = %1</source>
        <translation>i = %1</translation>
    </message>
    <message>
        <source>sin = %1</source>
        <translation>sin = %1</translation>
    </message>
    <message>
        <source>λ = %1</source>
        <translation>λ = %1</translation>
    </message>
    <message>
        <source>Clock hands at pos = %1: pair i points at angle ωᵢ · pos (x = cos, y = sin)</source>
        <translation>pos = %1 时的钟表指针：维度对 i 指向角度 ωᵢ · pos（x = cos，y = sin）</translation>
    </message>
    <message>
        <source>all %1 pairs, fastest first</source>
        <translation>全部 %1 个维度对，最快的在前</translation>
    </message>
    <message>
        <source>%1 of %2 pairs, evenly spaced in i, fastest first</source>
        <translation>%2 个维度对中的 %1 个，按 i 均匀选取，最快的在前</translation>
    </message>
    <message>
        <source>; λ = wavelength 2π/ωᵢ in positions</source>
        <translation>；λ = 波长 2π/ωᵢ（以位置计）</translation>
    </message>
    <message>
        <source>λ = ?</source>
        <translation>λ = ?</translation>
    </message>
    <message>
        <source>; thin hand: pos + k with k = %1, arc = ωᵢ · k (n↺: n whole turns more)</source>
        <translation>；细指针：pos + k，k = %1，弧 = ωᵢ · k（n↺：多转 n 整圈）</translation>
    </message>
</context>
<context>
    <name>ClockView</name>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Animate the position pos (Ctrl+Space)</source>
        <translation>动画播放位置 pos（Ctrl+Space）</translation>
    </message>
    <message>
        <source> pos/s</source>
        <translation> pos/s</translation>
    </message>
    <message>
        <source>Play speed: positions per second (0.5 .. 30)</source>
        <translation>播放速度：每秒前进的位置数（0.5 .. 30）</translation>
    </message>
    <message>
        <source>Loop</source>
        <translation>循环</translation>
    </message>
    <message>
        <source>After the last position, start again at the first (else stop there)</source>
        <translation>播放到最后一个位置后从第一个重新开始（否则停在那里）</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>&lt;b&gt;Clock hands at pos = %1&lt;/b&gt;: pair i points at angle ω&lt;sub&gt;i&lt;/sub&gt;·pos (x = cos, y = sin); %2 pairs, fastest first; λ = wavelength in positions.</source>
        <translation>&lt;b&gt;pos = %1 时的钟表指针&lt;/b&gt;：维度对 i 指向角度 ω&lt;sub&gt;i&lt;/sub&gt;·pos（x = cos，y = sin）；共 %2 个维度对，最快的在前；λ = 以位置计的波长。</translation>
    </message>
    <message>
        <source>Turn once</source>
        <translation>转一圈</translation>
    </message>
    <message>
        <source>Turn once: %1</source>
        <translation>转一圈：%1</translation>
    </message>
    <message>
        <source>Turn once: pair %1 turns a full circle in λ = %2 positions; Play runs %3 steps (%4°) and stops</source>
        <translation>转一圈：维度对 %1 每 λ = %2 个位置转满一圈；播放 %3 步（%4°）后停止</translation>
    </message>
    <message>
        <source>Second, minute, hour</source>
        <translation>秒针、分针、时针</translation>
    </message>
    <message>
        <source>The fastest, a middle and the slowest pair side by side, like the second, minute and hour hands of a clock</source>
        <translation>最快、居中和最慢的维度对并排显示，就像钟表的秒针、分针和时针</translation>
    </message>
    <message>
        <source>All clocks</source>
        <translation>全部钟表</translation>
    </message>
    <message>
        <source>Second hand i:</source>
        <translation>秒针 i：</translation>
    </message>
    <message>
        <source>Minute hand i:</source>
        <translation>分针 i：</translation>
    </message>
    <message>
        <source>Hour hand i:</source>
        <translation>时针 i：</translation>
    </message>
    <message>
        <source>Thin hand: pos + k, k = %1; arc = ω&lt;sub&gt;i&lt;/sub&gt;·k, the same for every pos; n↺ = n whole turns more.</source>
        <translation>细指针：pos + k，k = %1；弧 = ω&lt;sub&gt;i&lt;/sub&gt;·k，对每个 pos 都相同；n↺ = 多转 n 整圈。</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>--%1: &apos;%2&apos; is not a whole number (allowed %3)</source>
        <translation>--%1：&apos;%2&apos; 不是整数（应为 %3）</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not a finite number (allowed %3)</source>
        <translation>--%1：&apos;%2&apos; 不是有限数（应为 %3）</translation>
    </message>
    <message>
        <source>PosEnc: a lab for Transformer positional encodings (sinusoidal PE of Vaswani et al. 2017, sec. 3.5).
Without a command it opens the window with the given parameters.
&apos;posenc export&apos; writes figures (PNG) or matrices (CSV) without a window.
L follows the text: without --length, L is the number of tokens of --text. With --length, rows
past the text are padding (zero embedding, so sum = PE) and tokens past L are not shown.
Exit codes: 0 success; 1 a file or standard output could not be written, memory or a thread could
not be had, or the window has no display; 2 bad arguments.</source>
        <translation>PosEnc：Transformer 位置编码实验室（Vaswani et al. 2017 第 3.5 节的正余弦 PE）。
不带命令时，以给定参数打开窗口。
&apos;posenc export&apos; 不打开窗口，直接写出图形（PNG）或矩阵（CSV）。
L 随文本而定：不带 --length 时，L 为 --text 的 token 数；带 --length 时，
超出文本的各行是填充（词嵌入为零，故和 = PE），超出 L 的 token 不显示。
退出码：0 成功；1 无法写入文件或标准输出、无法获得内存或线程，
或没有可显示窗口的显示环境；2 参数错误。</translation>
    </message>
    <message>
        <source>Displays help on command-line options.</source>
        <translation>显示命令行选项的帮助。</translation>
    </message>
    <message>
        <source>Sentence; split on spaces, Chinese/Japanese characters one token each (default: a 16-token English sentence).</source>
        <translation>句子；按空格切分，中文/日文每个字符为一个 token（默认：一个 16 token 的英文句子）。</translation>
    </message>
    <message>
        <source>TEXT</source>
        <translation>TEXT</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Sequence length L, %1 (default: the number of tokens).</source>
        <translation>序列长度 L，%1（默认：token 数）。</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>Base of w_i = base^(-2i/d_model): %1 (default 10000).</source>
        <translation>w_i = base^(-2i/d_model) 的基数：%1（默认 10000）。</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Selected position pos, start .. start+L-1 (default start+%1, at most the last).</source>
        <translation>选中的位置 pos，start .. start+L-1（默认 start+%1，至多为最后一个位置）。</translation>
    </message>
    <message>
        <source>Offset k, -L .. L (default %1, at most L).</source>
        <translation>偏移量 k，-L .. L（默认 %1，至多 L）。</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>Selected pair i, 0 .. ceil(d_model/2)-1 (default 0): wavelength and relative views.</source>
        <translation>选中的维度对 i，0 .. ceil(d_model/2)-1（默认 0）：用于波长视图和相对偏移视图。</translation>
    </message>
    <message>
        <source>I</source>
        <translation>I</translation>
    </message>
    <message>
        <source>Second position pos&apos; of the relative view, start .. start+L-1 (default start + L/2).</source>
        <translation>相对偏移视图的第二个位置 pos&apos;，start .. start+L-1（默认 start + L/2）。</translation>
    </message>
    <message>
        <source>Comparison base of the wavelength view: %1 (default 1000).</source>
        <translation>波长视图的对比基数：%1（默认 1000）。</translation>
    </message>
    <message>
        <source>Similarity view: cosine similarity instead of the dot product.</source>
        <translation>相似度视图：用余弦相似度代替点乘。</translation>
    </message>
    <message>
        <source>Attention view: the sentence, %1 .. %2 tokens (default &quot;I love you&quot;).</source>
        <translation>注意力视图：句子，%1 .. %2 个 token（默认 &quot;I love you&quot;）。</translation>
    </message>
    <message>
        <source>Attention view: the same words in another order (default: the words of --attention-text reversed, &quot;you love I&quot;).</source>
        <translation>注意力视图：同一组词换一种顺序（默认：--attention-text 的词倒序，即 &quot;you love I&quot;）。</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>export: output file, - for standard output; with --figure all, the output folder.</source>
        <translation>export：输出文件，- 表示标准输出；配合 --figure all 时为输出文件夹。</translation>
    </message>
    <message>
        <source>PATH</source>
        <translation>PATH</translation>
    </message>
    <message>
        <source>export: image width in layout pixels, %1 (default 1920).</source>
        <translation>export：图像宽度（布局像素），%1（默认 1920）。</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>export: image height in layout pixels, %1 (default 1080).</source>
        <translation>export：图像高度（布局像素），%1（默认 1080）。</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>export: pixels per layout pixel, %1 .. %2 (default 1).</source>
        <translation>export：每个布局像素对应的像素数，%1 .. %2（默认 1）。</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>export: write the figure&apos;s one-paragraph caption under it (PNG).</source>
        <translation>export：在图形下方写出一段图注（PNG）。</translation>
    </message>
    <message>
        <source>window: zoom of every text, line and marker, %1 .. %2 percent (default: the last one, first 100; Ctrl++ / Ctrl+- / Ctrl+0 in the window).</source>
        <translation>窗口：所有文字、线条和标记的缩放，%1% .. %2%（默认：上次的值，首次为 100%；窗口中用 Ctrl++ / Ctrl+- / Ctrl+0）。</translation>
    </message>
    <message>
        <source>PERCENT</source>
        <translation>PERCENT</translation>
    </message>
    <message>
        <source>--presentation: only for the window</source>
        <translation>--presentation：仅用于窗口</translation>
    </message>
    <message>
        <source>--zoom: only for the window (an export&apos;s text size is set by its --width and --height)</source>
        <translation>--zoom：仅用于窗口（导出时的文字大小由 --width 和 --height 决定）</translation>
    </message>
    <message>
        <source>--zoom: &apos;%1&apos; is not a zoom (allowed %2 .. %3 percent)</source>
        <translation>--zoom：&apos;%1&apos; 不是有效的缩放值（应为 %2% .. %3%）</translation>
    </message>
    <message>
        <source>--%1: only with the export command (posenc export --%1 ...)</source>
        <translation>--%1：仅用于 export 命令（posenc export --%1 ...）</translation>
    </message>
    <message>
        <source>--figure: required with export (allowed %1)</source>
        <translation>--figure：export 必须指定此选项（应为 %1）</translation>
    </message>
    <message>
        <source>--figure: &apos;%1&apos; is not a figure (allowed %2)</source>
        <translation>--figure：&apos;%1&apos; 不是有效的图形（应为 %2）</translation>
    </message>
    <message>
        <source>--out: required with export (a file, - for standard output, or a folder with --figure all)</source>
        <translation>--out：export 必须指定此选项（文件；- 表示标准输出；配合 --figure all 时为文件夹）</translation>
    </message>
    <message>
        <source>export: text size, %1 .. %2 times the default, whose smallest text is 1/40 of the image height (27 px at 1080); default 1.</source>
        <translation>export：文字大小，默认大小的 %1 .. %2 倍；默认时最小的文字为图像高度的 1/40（1080 行时 27 px）；默认 1。</translation>
    </message>
    <message>
        <source>colours: %1 (window default: the last one, first light; export default: light).</source>
        <translation>配色：%1（窗口默认：上次的选择，首次为 light；导出默认：light）。</translation>
    </message>
    <message>
        <source>THEME</source>
        <translation>THEME</translation>
    </message>
    <message>
        <source>language of the window and of exported titles, axes and captions: %1 (default: the system&apos;s; the window remembers View &gt; Language; CSV numbers never change).</source>
        <translation>窗口以及导出图形的标题、坐标轴和说明文字的语言：%1（默认：跟随系统；窗口会记住“视图 &gt; 语言”的选择；CSV 数字始终不变）。</translation>
    </message>
    <message>
        <source>CODE</source>
        <translation>CODE</translation>
    </message>
    <message>
        <source>--language: &apos;%1&apos; is not a language (allowed %2)</source>
        <translation>--language：“%1”不是可用的语言（应为 %2）</translation>
    </message>
    <message>
        <source>--theme: &apos;%1&apos; is not a theme (allowed %2)</source>
        <translation>--theme：“%1”不是可用的主题（应为 %2）</translation>
    </message>
    <message>
        <source>--format: &apos;%1&apos; is not a format (allowed %2)</source>
        <translation>--format：“%1”不是可用的格式（应为 %2）</translation>
    </message>
    <message>
        <source>--out: &apos;%1&apos; ends in .%2, which is no format (allowed %3; or a name without an extension and --format)</source>
        <translation>--out：“%1”的扩展名 .%2 不是可用的格式（应为 %3；或使用不带扩展名的文件名并给出 --format）</translation>
    </message>
    <message>
        <source>--out: &apos;%1&apos; ends in .%2 but --format is %3</source>
        <translation>--out：“%1”的扩展名为 .%2，但 --format 为 %3</translation>
    </message>
    <message>
        <source>a scene file (.posenc, File &gt; Save Scene in the window) to start from: its parameters, selection, tab, theme, zoom and language; the options given override it.</source>
        <translation>从场景文件（.posenc，窗口中的 文件 &gt; 保存场景）开始：其参数、选择、标签页、主题、缩放与语言；命令行给出的选项优先于它。</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>%1: one scene at a time (--scene %2 is given too)</source>
        <translation>%1：一次只能打开一个场景（还给出了 --scene %2）</translation>
    </message>
    <message>
        <source>--format: not with --figure scene (a scene file is JSON)</source>
        <translation>--format：不能与 --figure scene 同用（场景文件是 JSON）</translation>
    </message>
    <message>
        <source>--out: &apos;%1&apos; must end in .posenc with --figure scene (or be - for standard output)</source>
        <translation>--out：使用 --figure scene 时 &apos;%1&apos; 必须以 .posenc 结尾（或为 -，即标准输出）</translation>
    </message>
    <message>
        <source>export: without the selection marks (the heat maps&apos; row frame and dashed column, the highlighted clock, the marked pair and cell): the data only, for a slide.</source>
        <translation>export：不画选择标记（热图的行框与虚线列、高亮的钟表、标出的维度对与单元格）：只有数据，用于幻灯片。</translation>
    </message>
    <message>
        <source>export: no background (PNG with alpha; SVG and PDF without a backdrop), for a slide&apos;s own background.</source>
        <translation>export：无背景（PNG 带透明通道；SVG 与 PDF 不画底色），用幻灯片自己的背景。</translation>
    </message>
    <message>
        <source>export: an animation of one figure with %1 moving, written as an animated GIF (--out ending in .gif, loops for ever) or as PNG frames frame-0000.png … into a new or empty folder (--out ending in /). Without --from/--to: the clock&apos;s position turns the selected pair once, seamlessly; other figures&apos; positions run over the sequence; offset 0 .. L-1; base 10 .. 1e6 (geometric); d_model 2 .. --d-model (even values).</source>
        <translation>export：一个图形的动画，变化的参数为 %1，写成 GIF 动画（--out 以 .gif 结尾，无限循环），或写成 PNG 帧 frame-0000.png … 放入新建或空的文件夹（--out 以 / 结尾）。不给 --from/--to 时：钟表图的位置让选中的维度对无缝转一圈；其他图形的位置遍历整个序列；偏移量 0 .. L-1；基数 10 .. 1e6（几何插值）；d_model 2 .. --d-model（取偶数）。</translation>
    </message>
    <message>
        <source>PARAMETER</source>
        <translation>PARAMETER</translation>
    </message>
    <message>
        <source>export --animate: the first frame&apos;s value (with --to; position within the sequence, offset -L .. L, base as --base, d_model as --d-model).</source>
        <translation>export --animate：第一帧的取值（与 --to 一起给出；位置须在序列内，偏移量 -L .. L，基数同 --base，d_model 同 --d-model）。</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>export --animate: the last frame&apos;s value (with --from).</source>
        <translation>export --animate：最后一帧的取值（与 --from 一起给出）。</translation>
    </message>
    <message>
        <source>export --animate: number of frames, %1 .. %2 (default %3).</source>
        <translation>export --animate：帧数，%1 .. %2（默认 %3）。</translation>
    </message>
    <message>
        <source>export --animate: frames per second, %1 .. %2 (default %3; GIF delays are whole 1/100 s, rounded so that the loop keeps its length).</source>
        <translation>export --animate：每秒帧数，%1 .. %2（默认 %3；GIF 的帧间隔以 1/100 秒为单位，取整时保持循环总时长不变）。</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>--%1: only with --animate (allowed --animate %2)</source>
        <translation>--%1：仅与 --animate 一起使用（应为 --animate %2）</translation>
    </message>
    <message>
        <source>--animate: &apos;%1&apos; is not a parameter (allowed %2)</source>
        <translation>--animate：&apos;%1&apos; 不是可动画的参数（应为 %2）</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>一个数</translation>
    </message>
    <message>
        <source>--%1: --from and --to go together (or neither, for the default range)</source>
        <translation>--%1：--from 与 --to 须一起给出（或都不给，使用默认范围）</translation>
    </message>
    <message>
        <source>--out: an animation is written to a file or a folder, not to standard output</source>
        <translation>--out：动画写入文件或文件夹，不能写到标准输出</translation>
    </message>
    <message>
        <source>--format: the frames of an animation in a folder are png, not %1</source>
        <translation>--format：文件夹中的动画帧为 png，不能是 %1</translation>
    </message>
    <message>
        <source>--out: &apos;%1&apos; is neither a .gif file nor a folder ending in / (an animation is an animated GIF or PNG frames in a folder)</source>
        <translation>--out：&apos;%1&apos; 既不是 .gif 文件，也不是以 / 结尾的文件夹（动画为 GIF 动画或文件夹中的 PNG 帧）</translation>
    </message>
    <message>
        <source>--%1: a GIF is an animation: add --animate %2</source>
        <translation>--%1：GIF 是动画：请加上 --animate %2</translation>
    </message>
    <message>
        <source>--figure: an animation shows one figure, not %1 (allowed %2)</source>
        <translation>--figure：动画只显示一个图形，不能用 %1（应为 %2）</translation>
    </message>
    <message>
        <source>The sinusoidal encoding as a paper or library computes it: %1. paper (also the PyTorch tutorial, the Annotated Transformer): interleaved, base^(-2i/d), first position 0; tensor2tensor: halves-padded, t2t, 0; fairseq: halves-padded, t2t, padding_idx + 1 (d_model &gt;= 4); marian (Hugging Face): halves, paper, 0.</source>
        <translation>按某篇论文或某个库的算法计算正弦位置编码：%1。paper（也是 PyTorch 教程、Annotated Transformer 的做法）：interleaved，base^(-2i/d)，起始位置 0；tensor2tensor：halves-padded，t2t，0；fairseq：halves-padded，t2t，padding_idx + 1（d_model &gt;= 4）；marian（Hugging Face）：halves，paper，0。</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Columns of the encoding: %1 (interleaved: sin, cos, sin, cos ...; halves: [sin ... | cos ...], an odd d_model&apos;s lone sine ends the sine half; halves-padded: the same, an odd d_model&apos;s last column is zero). Overrides --convention&apos;s.</source>
        <translation>编码各列的排布：%1（interleaved：sin, cos, sin, cos ...；halves：[sin ... | cos ...]，奇数 d_model 的单独正弦位于正弦半区末尾；halves-padded：同上，但奇数 d_model 的最后一列为零）。覆盖 --convention 的设定。</translation>
    </message>
    <message>
        <source>LAYOUT</source>
        <translation>排布</translation>
    </message>
    <message>
        <source>Frequencies: paper w_i = base^(-2i/d_model), or t2t w_i = base^(-i/max(n-1, 1)), n = floor(d_model/2). Overrides --convention&apos;s.</source>
        <translation>频率：paper 为 w_i = base^(-2i/d_model)，t2t 为 w_i = base^(-i/max(n-1, 1))，n = floor(d_model/2)。覆盖 --convention 的设定。</translation>
    </message>
    <message>
        <source>paper|t2t</source>
        <translation>paper|t2t</translation>
    </message>
    <message>
        <source>fairseq&apos;s padding_idx, %1 (default 1 with --convention fairseq): the first position is padding_idx + 1.</source>
        <translation>fairseq 的 padding_idx，%1（配合 --convention fairseq 时默认为 1）：起始位置为 padding_idx + 1。</translation>
    </message>
    <message>
        <source>--convention: &apos;%1&apos; is not a convention (allowed %2)</source>
        <translation>--convention：“%1”不是可用的约定（应为 %2）</translation>
    </message>
    <message>
        <source>RoPE tab: which dimensions pair up, interleaved (2i, 2i+1: RoFormer, Meta LLaMA, GPT-J) or halves (i, i+R/2: Hugging Face rotate_half, GPT-NeoX) (default interleaved).</source>
        <translation>RoPE 页：哪些维度组成一对，interleaved（交错 (2i, 2i+1)：RoFormer、Meta LLaMA、GPT-J）或 halves（对半 (i, i+R/2)：Hugging Face rotate_half、GPT-NeoX）（默认 interleaved）。</translation>
    </message>
    <message>
        <source>RoPE tab: the query q, exactly head_dim numbers separated by commas (default: seeded values).</source>
        <translation>RoPE 页：查询向量 q，恰好 head_dim 个数，用逗号分隔（默认：由种子生成的值）。</translation>
    </message>
    <message>
        <source>V1,V2,...</source>
        <translation>V1,V2,...</translation>
    </message>
    <message>
        <source>RoPE tab: the key k, exactly head_dim numbers separated by commas (default: seeded values).</source>
        <translation>RoPE 页：键向量 k，恰好 head_dim 个数，用逗号分隔（默认：由种子生成的值）。</translation>
    </message>
    <message>
        <source>export: the figure, %1, or several separated by commas (embedding,pe,sum: written into the folder --out in one process; scene: write a scene file of the parameters given, to --out FILE.posenc).</source>
        <translation>export：图形，%1，或用逗号分隔的多个图形（embedding,pe,sum：在同一进程中写入文件夹 --out；scene：把给定参数写成场景文件 --out FILE.posenc）。</translation>
    </message>
    <message>
        <source>--figure: &apos;%1&apos; in the list &apos;%2&apos; is not a figure (allowed %3, separated by commas)</source>
        <translation>--figure：列表“%2”中的“%1”不是图形（应为 %3，用逗号分隔）</translation>
    </message>
    <message>
        <source>--figure: &apos;%1&apos; is named twice in &apos;%2&apos;</source>
        <translation>--figure：“%1”在“%2”中出现了两次</translation>
    </message>
    <message>
        <source>--out: - (standard output) takes one figure, not %1</source>
        <translation>--out：-（标准输出）只能接收一个图形，不能是 %1</translation>
    </message>
    <message>
        <source>--scene: the file name is empty (allowed: the path of a .posenc file)</source>
        <translation>--scene：文件名为空（应为：一个 .posenc 文件的路径）</translation>
    </message>
    <message>
        <source>J1,J2,...</source>
        <translation>J1,J2,...</translation>
    </message>
    <message>
        <source>Waves view: the columns j of PE drawn against pos, 1 .. %1 distinct whole numbers separated by commas; columns past d_model - 1 are left out (default 4,5,6,7).</source>
        <translation>波形视图：画成随 pos 变化曲线的 PE 列 j，1 .. %1 个互不相同的整数，用逗号分隔；超过 d_model - 1 的列不画（默认 4,5,6,7）。</translation>
    </message>
    <message>
        <source>window: start in presentation mode (full screen, one figure at a time with text of 1/40 of the screen height, Page Up / Page Down between figures, F its whole tab, F6 the parameters, Esc leaves; F5 in the window).</source>
        <translation>窗口：以演示模式启动（全屏，每次一幅图形，文字为屏幕高度的 1/40，Page Up / Page Down 切换图形，F 显示整个标签页，F6 显示参数，Esc 退出；窗口中按 F5）。</translation>
    </message>
    <message>
        <source>none|sinusoidal|learned</source>
        <translation>none|sinusoidal|learned</translation>
    </message>
    <message>
        <source>What is added to the token embedding (the absolute slot): sinusoidal PE (Vaswani et al. 2017), learned, a table (GPT-2, BERT; --table, else the seeded untrained one), or none (Llama, T5) (default sinusoidal).</source>
        <translation>加到词嵌入上的内容（绝对位置槽）：sinusoidal 为正弦位置编码（Vaswani 等 2017），learned 为可学习的位置表（GPT-2、BERT；用 --table 指定，否则为带种子的未训练表），none 为不加（Llama、T5）（默认 sinusoidal）。</translation>
    </message>
    <message>
        <source>The tensor of a .safetensors file to read as the learned table, e.g. wpe.weight (default: the file&apos;s only one, or its one known position table).</source>
        <translation>把 .safetensors 文件中的哪个张量读作可学习的位置表，例如 wpe.weight（默认：文件中唯一的张量，或其中唯一一个已知的位置表）。</translation>
    </message>
    <message>
        <source>Stored row of position 0 in the learned table, %1 (default: the known name&apos;s, 2 for OPT, BART and RoBERTa, else 0).</source>
        <translation>位置 0 在可学习的位置表中所存的行，%1（默认：按已知名称，OPT、BART 和 RoBERTa 为 2，其余为 0）。</translation>
    </message>
    <message>
        <source>A learned position table to add: a .npy or .safetensors file (GPT-2&apos;s wpe.weight, BERT&apos;s position_embeddings …), memory-mapped; sets --absolute learned and d_model to the table&apos;s.</source>
        <translation>要加上的可学习的位置表：.npy 或 .safetensors 文件（GPT-2 的 wpe.weight、BERT 的 position_embeddings 等），以内存映射方式打开；同时设定 --absolute learned，并把 d_model 设为表的宽度。</translation>
    </message>
    <message>
        <source>h</source>
        <translation>h</translation>
    </message>
    <message>
        <source>causal|symmetric</source>
        <translation>causal|symmetric</translation>
    </message>
    <message>
        <source>ALiBi tab: causal, keys after the query masked, bias -m (i - j) (a decoder: BLOOM, MPT), or symmetric, -m |i - j| (an encoder) (default causal).</source>
        <translation>ALiBi 页：causal，遮蔽查询之后的键，偏置 -m (i - j)（解码器：BLOOM、MPT），或 symmetric，-m |i - j|（编码器）（默认 causal）。</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>bidirectional|causal</source>
        <translation>bidirectional|causal</translation>
    </message>
    <message>
        <source>T5 tab: bidirectional, half the buckets for keys after the query (the encoder), or causal, every key after it in bucket 0 (the decoder) (default bidirectional).</source>
        <translation>T5 页：bidirectional，一半的桶给查询之后的键（编码器），或 causal，查询之后的键都在桶 0（解码器）（默认 bidirectional）。</translation>
    </message>
    <message>
        <source>Attention view: use the positions, what --absolute adds to the embeddings and what --relative does to the scores.</source>
        <translation>注意力视图：使用位置信息，即 --absolute 加到嵌入上的部分和 --relative 作用在分数上的部分。</translation>
    </message>
    <message>
        <source>The tensor of a .safetensors file to read as T5&apos;s bias table (default: the file&apos;s only one, or its relative_attention_bias.weight, the encoder&apos;s for bidirectional buckets, the decoder&apos;s for causal ones).</source>
        <translation>作为 T5 偏置表读取的 .safetensors 文件中的张量（默认：文件中唯一的张量，或其 relative_attention_bias.weight；双向桶读编码器的，因果桶读解码器的）。</translation>
    </message>
    <message>
        <source>T5&apos;s learned bias table, num_buckets x heads, from a .npy or .safetensors file (a T5 checkpoint&apos;s relative_attention_bias.weight); sets --relative t5, --t5-buckets and --heads to the table&apos;s.</source>
        <translation>T5 可学习的偏置表，num_buckets x 头数，来自 .npy 或 .safetensors 文件（T5 检查点的 relative_attention_bias.weight）；把 --relative 设为 t5，--t5-buckets 和 --heads 设为表的值。</translation>
    </message>
    <message>
        <source>RoPE of a real model: %1. Sets the base, head_dim, rotary_dim, the pairing, max_position_embeddings and the rope_scaling block (the options after it override them).</source>
        <translation>真实模型的 RoPE：%1。设置 base、head_dim、rotary_dim、配对方式、max_position_embeddings 和 rope_scaling 块（其后的选项可覆盖它们）。</translation>
    </message>
    <message>
        <source>RoPE of a model from its Hugging Face config.json: rope_theta, head_dim, the rotated part, max_position_embeddings and rope_scaling (or rope_parameters); prints what it read and ignored.</source>
        <translation>从模型的 Hugging Face config.json 读取 RoPE：rope_theta、head_dim、旋转部分、max_position_embeddings 和 rope_scaling（或 rope_parameters）；打印读取和忽略了哪些键。</translation>
    </message>
    <message>
        <source>TYPE</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Context extension of RoPE, rope_scaling&apos;s type: %1 (default none).</source>
        <translation>RoPE 的上下文扩展，即 rope_scaling 的类型：%1（默认 none）。</translation>
    </message>
    <message>
        <source>rope_scaling&apos;s factor, %1 (default %2).</source>
        <translation>rope_scaling 的 factor，%1（默认 %2）。</translation>
    </message>
    <message>
        <source>original_max_position_embeddings L0, the length the model was trained on, %1 (default %2); without a model it also stands for max_position_embeddings.</source>
        <translation>original_max_position_embeddings L0，模型训练时的长度，%1（默认 %2）；没有指定模型时它也代替 max_position_embeddings。</translation>
    </message>
    <message>
        <source>max_position_embeddings, %1: read by dynamic, longrope and the engines (default %2: L0 stands for it; a model or config.json sets it).</source>
        <translation>max_position_embeddings，%1：dynamic、longrope 和各引擎读取它（默认 %2：由 L0 代替；模型或 config.json 会设置它）。</translation>
    </message>
    <message>
        <source>The current sequence length s, %1: dynamic scales by it, longrope switches factors past L0, the angles figure looks at position s - 1 and the precision figure sweeps 0 .. s - 1 (default %2).</source>
        <translation>当前序列长度 s，%1：dynamic 按它缩放，longrope 在超过 L0 时切换因子列表，角度图看位置 s - 1，精度图扫描 0 .. s - 1（默认 %2）。</translation>
    </message>
    <message>
        <source>yarn: beta_fast, the turns within L0 above which a pair is kept, %1 (default %2).</source>
        <translation>yarn：beta_fast，在 L0 内转过的圈数高于它的维度对保持不变，%1（默认 %2）。</translation>
    </message>
    <message>
        <source>yarn: beta_slow, the turns within L0 below which a pair is interpolated, %1 (default %2).</source>
        <translation>yarn：beta_slow，在 L0 内转过的圈数低于它的维度对被插值，%1（默认 %2）。</translation>
    </message>
    <message>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <source>yarn: mscale, 0.0001 .. 1000, or 0 for none (default none).</source>
        <translation>yarn：mscale，0.0001 .. 1000，0 表示不设（默认不设）。</translation>
    </message>
    <message>
        <source>yarn: mscale_all_dim, 0.0001 .. 1000, or 0 for none (default none).</source>
        <translation>yarn：mscale_all_dim，0.0001 .. 1000，0 表示不设（默认不设）。</translation>
    </message>
    <message>
        <source>on|off</source>
        <translation>on|off</translation>
    </message>
    <message>
        <source>yarn: truncate, floor and ceil the correction range (default on; gpt-oss: off).</source>
        <translation>yarn：truncate，对校正范围取 floor 和 ceil（默认 on；gpt-oss 为 off）。</translation>
    </message>
    <message>
        <source>llama3: low_freq_factor, %1, at most high_freq_factor (default %2).</source>
        <translation>llama3：low_freq_factor，%1，不大于 high_freq_factor（默认 %2）。</translation>
    </message>
    <message>
        <source>llama3: high_freq_factor, %1 (default %2).</source>
        <translation>llama3：high_freq_factor，%1（默认 %2）。</translation>
    </message>
    <message>
        <source>longrope: long_factor, one number per rotated pair (R/2), separated by commas, used past L0.</source>
        <translation>longrope：long_factor，每个旋转维度对一个数（共 R/2 个），用逗号分隔，超过 L0 时使用。</translation>
    </message>
    <message>
        <source>longrope: short_factor, one number per rotated pair, used up to L0.</source>
        <translation>longrope：short_factor，每个旋转维度对一个数，不超过 L0 时使用。</translation>
    </message>
    <message>
        <source>yarn, longrope: attention_factor, what cos and sin are multiplied by, 0.0001 .. 1000, or 0 to compute it (default 0).</source>
        <translation>yarn、longrope：attention_factor，cos 和 sin 所乘的系数，0.0001 .. 1000，0 表示按公式计算（默认 0）。</translation>
    </message>
    <message>
        <source>Whose reading of rope_scaling to show: %1 (default transformers, the newest); the figures say what differs from it.</source>
        <translation>按哪个库的方式解读 rope_scaling：%1（默认 transformers 最新版）；图中会说明与它不同之处。</translation>
    </message>
    <message>
        <source>The format RoPE&apos;s angles are computed in: %1: the position, θ and their product each rounded to it, then cos and sin (default float32, what transformers does today).</source>
        <translation>计算 RoPE 角度所用的数值格式：%1：位置、θ 及其乘积各自舍入到该格式，然后是 cos 和 sin（默认 float32，即 transformers 目前的做法）。</translation>
    </message>
    <message>
        <source>window: run a lecture (a .posenc-lecture file, or builtin: the seed argument from the clock hands to RoPE) in presentation mode: Space / Page Down next, Page Up back, a step number and Enter, B blanks the screen. export: write its pages (one per question and per reveal) as a PDF deck (--format pdf) or numbered PNGs into the folder --out.</source>
        <translation>窗口：以演示模式讲一堂课（.posenc-lecture 文件，或 builtin：从钟表指针到 RoPE 的内置讲稿）：空格 / Page Down 下一页，Page Up 上一页，输入步骤编号再按 Enter 跳转，B 黑屏。export：把它的各页（每个提问一页、每个揭晓一页）写成 PDF 讲义（--format pdf），或写成编号的 PNG 放进文件夹 --out。</translation>
    </message>
    <message>
        <source>FILE|builtin</source>
        <translation>文件|builtin</translation>
    </message>
    <message>
        <source>export --lecture: the speaker notes under each page.</source>
        <translation>export --lecture：在每页下方加上讲者备注。</translation>
    </message>
    <message>
        <source>--lecture: the file name is empty (allowed: the path of a .posenc-lecture file, or builtin)</source>
        <translation>--lecture：文件名为空（应为：.posenc-lecture 文件的路径，或 builtin）</translation>
    </message>
    <message>
        <source>%1: one lecture at a time (--lecture %2 is given too)</source>
        <translation>%1：一次只能讲一堂课（同时给出了 --lecture %2）</translation>
    </message>
    <message>
        <source>--notes: only with export --lecture</source>
        <translation>--notes：只能与 export --lecture 一起使用</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos; (allowed: export, a scene file FILE.posenc or a lecture FILE.posenc-lecture)</source>
        <translation>未知命令“%1”（应为：export、场景文件 FILE.posenc 或讲稿 FILE.posenc-lecture）</translation>
    </message>
    <message>
        <source>--%1: not with --lecture (each page shows its step&apos;s own figure and parameters)</source>
        <translation>--%1：不能与 --lecture 一起使用（每页显示它那一步自己的图和参数）</translation>
    </message>
    <message>
        <source>--out: required with export --lecture (a .pdf file, or a folder for the PNG pages)</source>
        <translation>--out：export --lecture 必须给出（一个 .pdf 文件，或存放 PNG 页面的文件夹）</translation>
    </message>
    <message>
        <source>--out: &apos;%1&apos; must end in .pdf for a PDF deck</source>
        <translation>--out：PDF 讲义的文件名“%1”必须以 .pdf 结尾</translation>
    </message>
    <message>
        <source>--out: &apos;%1&apos; ends in .pdf but --format is png (the PNG pages go into a folder)</source>
        <translation>--out：“%1”以 .pdf 结尾，但 --format 是 png（PNG 页面要放进文件夹）</translation>
    </message>
    <message>
        <source>window: a lecture opens the presenter console, a second window with the step&apos;s notes, its answer before it is shown, the next step and the time (with two screens it opens anyway, on the primary one; File &gt; Presenter Console).</source>
        <translation>窗口：讲课时打开讲者控制台，即第二个窗口，显示本步的备注、尚未揭晓的答案、下一步和已用时间（有两个屏幕时总会打开，位于主屏幕；文件 &gt; 讲者控制台）。</translation>
    </message>
    <message>
        <source>--presenter: only for the window</source>
        <translation>--presenter：只用于窗口</translation>
    </message>
    <message>
        <source>&apos;export&apos; to write files without a window, a scene file (.posenc) to open in the window, or a lecture (.posenc-lecture) to run there.</source>
        <translation>&apos;export&apos; 表示不开窗口写文件；场景文件（.posenc）在窗口中打开；讲稿（.posenc-lecture）在窗口中讲授。</translation>
    </message>
    <message>
        <source>--lecture: one lecture at a time (given %1)</source>
        <translation>--lecture：一次只能讲一堂课（给出了 %1）</translation>
    </message>
    <message>
        <source>Do not multiply the token embedding by sqrt(d_model) (paper sec. 3.4): its values are then N(0, 1/d_model) and shrink as d_model grows.</source>
        <translation>不将词嵌入乘以 sqrt(d_model)（论文第 3.4 节）：此时其值服从 N(0, 1/d_model)，d_model 越大越小。</translation>
    </message>
    <message>
        <source>--out: &apos;%1&apos; ends in .pdf but --format is html (the handout goes into a folder)</source>
        <translation>--out：“%1”以 .pdf 结尾，但 --format 是 html（讲义网页要放进文件夹）</translation>
    </message>
    <message>
        <source>--format: a lecture&apos;s deck is pdf, png or html, not &apos;%1&apos;</source>
        <translation>--format：讲义只能是 pdf、png 或 html，不能是“%1”</translation>
    </message>
    <message>
        <source>export: png, svg or pdf (vector: text stays text), or csv (the figure&apos;s numbers, 17 significant digits, no header: the L x d_model matrix for embedding, pe and sum; see the README for the others), or gif (with --animate); with --lecture: pdf, png or html (a handout folder students open in a browser); default: the extension of --out, else png.</source>
        <translation>export：png、svg 或 pdf（矢量格式：文字仍是文字），或 csv（图形的数字，17 位有效数字，无表头：embedding、pe 和 sum 为 L x d_model 矩阵；其他见 README），或 gif（配合 --animate）；配合 --lecture：pdf、png 或 html（学生用浏览器打开的讲义文件夹）；默认：按 --out 的扩展名，否则为 png。</translation>
    </message>
    <message>
        <source>png|svg|pdf|csv|gif|html</source>
        <translation>png|svg|pdf|csv|gif|html</translation>
    </message>
    <message>
        <source>export --lecture: one page per step, as revealed (its answer shown), without the question pages: a deck to read after the class.</source>
        <translation>export --lecture：每一步只有一页，即揭晓后的那一页（显示答案），没有提问页：供课后阅读的讲义。</translation>
    </message>
    <message>
        <source>--reveals-only: only with export --lecture</source>
        <translation>--reveals-only：只能与 export --lecture 一起使用</translation>
    </message>
    <message>
        <source>I1,I2,I3</source>
        <translation>I1,I2,I3</translation>
    </message>
    <message>
        <source>Second, minute and hour hands (clock-hands): three pairs i 0 .. %1 separated by commas, each drawn as at most the last pair (default: the fastest, the middle and the slowest).</source>
        <translation>秒针、分针和时针（clock-hands）：三个维度对 i，0 .. %1，以逗号分隔；超过最后一个维度对的按最后一个画（默认：最快、中间和最慢的维度对）。</translation>
    </message>
    <message>
        <source>export --lecture: the notes for students under each page (the steps&apos; &quot;studentNotes&quot;), never with the speaker notes.</source>
        <translation>export --lecture：在每页下方给出写给学生的注释（各步骤的 &quot;studentNotes&quot;），从不与讲者备注一起出现。</translation>
    </message>
    <message>
        <source>--student-notes: only with export --lecture</source>
        <translation>--student-notes：只能与 export --lecture 一起使用</translation>
    </message>
    <message>
        <source>--student-notes: not with --notes (a deck is the lecturer&apos;s or the students&apos;)</source>
        <translation>--student-notes：不能与 --notes 同用（一份讲稿要么给讲者，要么给学生）</translation>
    </message>
    <message>
        <source>argument %1 (%2) is not UTF-8: PosEnc reads and writes file names in UTF-8 only; rename the file (e.g. convmv -f latin1 -t utf8)</source>
        <translation>第 %1 个参数（%2）不是 UTF-8：PosEnc 只读写 UTF-8 编码的文件名；请重命名该文件（例如 convmv -f latin1 -t utf8）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>What acts on the attention scores, the relative slot; %1 (default none; a figure named with --figure turns its family on).</source>
        <translation>作用在注意力分数上的方法（相对位置槽）：%1（默认 none；用 --figure 指定的图会开启它所属的方法）。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>--%1: %2 only with --%3 %4 (given --%3 %5)</source>
        <translation>--%1：只有在 --%3 %4 时，%2（给的是 --%3 %5）</translation>
    </message>
    <message>
        <source>T5&apos;s bias table acts on the scores</source>
        <extracomment>The %2 of &quot;--%1: %2 only with --%3 %4 (given --%3 %5)&quot;: what happens only with that value.</extracomment>
        <translation>T5 的偏置表才会作用于分数</translation>
    </message>
    <message>
        <source>T5 tab: num_buckets, %1 (default %2, T5&apos;s).</source>
        <translation>T5 页：num_buckets，%1（默认 %2，T5 的取值）。</translation>
    </message>
    <message>
        <source>T5 tab: max_distance, where the log-spaced buckets end, num_buckets .. %1 (default %2, T5&apos;s).</source>
        <translation>T5 页：max_distance，对数间隔的桶在此结束，num_buckets .. %1（默认 %2，T5 的取值）。</translation>
    </message>
    <message>
        <source>a table is added</source>
        <extracomment>The %2 of &quot;--%1: %2 only with --%3 %4 (given --%3 %5)&quot;: what happens only with that value.</extracomment>
        <translation>才会加上位置表</translation>
    </message>
    <message>
        <source>Embedding width d_model, %1 (default %2).</source>
        <translation>嵌入维度 d_model，%1（默认 %2）。</translation>
    </message>
    <message>
        <source>First position, pos of row 0, %1 (default %2).</source>
        <translation>起始位置，即第 0 行的 pos，%1（默认 %2）。</translation>
    </message>
    <message>
        <source>RoPE tab: head_dim, the dimensions of q and k, %1 (default %2).</source>
        <translation>RoPE 页：head_dim，q 与 k 的维度数，%1（默认 %2）。</translation>
    </message>
    <message>
        <source>RoPE tab: rotary_dim R, the first R dimensions rotate (GPT-NeoX rotary_pct, GPT-J rotary_dim), even 2 .. head_dim, or 0 for all (default %1).</source>
        <translation>RoPE 页：rotary_dim R，只旋转前 R 个维度（GPT-NeoX 的 rotary_pct、GPT-J 的 rotary_dim），偶数 2 .. head_dim，0 表示全部（默认 %1）。</translation>
    </message>
    <message>
        <source>Families with a value per head (their tabs and Compare): the number of heads H, %1 (default %2).</source>
        <translation>每个头各有一个值的方法（它们的页与“比较”）：头数 H，%1（默认 %2）。</translation>
    </message>
    <message>
        <source>Families with a value per head: the head shown, 0 .. H - 1 (default %1).</source>
        <translation>每个头各有一个值的方法：显示的头，0 .. H - 1（默认 %1）。</translation>
    </message>
    <message>
        <source>M-RoPE: the sequence whose (t, h, w) position ids are drawn, e.g. &quot;text 3, image 1x4x6, text 2&quot; (image and video grids as image_grid_thw, before the 2 x 2 merge; video TxHxW@seconds per grid).</source>
        <translation>M-RoPE：要画出其 (t, h, w) 位置 id 的序列，例如 &quot;text 3, image 1x4x6, text 2&quot;（图像与视频的网格按 image_grid_thw 写，取 2 x 2 合并之前的值；视频写作 TxHxW@秒数，秒数为每个时间网格的时长）。</translation>
    </message>
    <message>
        <source>T,H,W</source>
        <translation>T,H,W</translation>
    </message>
    <message>
        <source>M-RoPE: on, the axes take turns slot by slot (Qwen3-VL); off, each axis a block of slots (Qwen2-VL, Qwen2.5-VL; default off).</source>
        <translation>M-RoPE：on 时各轴逐槽轮流（Qwen3-VL）；off 时每个轴占一段连续的槽（Qwen2-VL、Qwen2.5-VL；默认 off）。</translation>
    </message>
    <message>
        <source>RULE</source>
        <translation>RULE</translation>
    </message>
    <message>
        <source>The query&apos;s temperature by position: llama4 (NoPE layers: 1 + attn_scale · ln(1 + floor((p + 1) / floor_scale))), mistral3 (the same with p, over original_max_position_embeddings), qwen-logn (ln(p + 1) / ln(seq_length) past seq_length; default llama4).</source>
        <translation>查询随位置变化的注意力温度：llama4（NoPE 层：1 + attn_scale · ln(1 + floor((p + 1) / floor_scale))），mistral3（同一形式，用 p 除以 original_max_position_embeddings），qwen-logn（超过 seq_length 后为 ln(p + 1) / ln(seq_length)；默认 llama4）。</translation>
    </message>
    <message>
        <source>llama4: floor_scale; mistral3: original_max_position_embeddings; %1 (default %2).</source>
        <translation>llama4：floor_scale；mistral3：original_max_position_embeddings；%1（默认 %2）。</translation>
    </message>
    <message>
        <source>llama4: attn_scale; mistral3: llama_4_scaling_beta; %1 (default %2).</source>
        <translation>llama4：attn_scale；mistral3：llama_4_scaling_beta；%1（默认 %2）。</translation>
    </message>
    <message>
        <source>qwen-logn: seq_length, the training length past which the query grows, %1 (default %2).</source>
        <translation>qwen-logn：seq_length，即训练长度，位置超过它后查询开始放大，%1（默认 %2）。</translation>
    </message>
    <message>
        <source>M-RoPE: mrope_section, the frequency slots of the t, h and w axes, summing to head_dim / 2 (Qwen2-VL 16,24,24; Qwen3-VL 24,20,20; default: Qwen2-VL&apos;s proportions of head_dim / 2).</source>
        <translation>M-RoPE：mrope_section，t、h、w 三个轴各占的频率槽数，总和为 head_dim / 2（Qwen2-VL 16,24,24；Qwen3-VL 24,20,20；默认：按 Qwen2-VL 的比例分配 head_dim / 2）。</translation>
    </message>
</context>
<context>
    <name>CompareFigure</name>
    <message>
        <source>distance r: the key r positions before the query</source>
        <translation>距离 r：键在查询之前 r 个位置</translation>
    </message>
    <message>
        <source>value ÷ its largest |value|</source>
        <translation>数值 ÷ 其最大 |数值|</translation>
    </message>
    <message>
        <source>   (L = %1, d_model = %2, head_dim = %3, head %4 of %5)</source>
        <translation>   （L = %1，d_model = %2，head_dim = %3，第 %4 个头，共 %5 个）</translation>
    </message>
    <message>
        <source>learned table</source>
        <translation>可学习表</translation>
    </message>
    <message>
        <source>learned, untrained (seeded)</source>
        <translation>可学习，未训练（固定种子）</translation>
    </message>
    <message>
        <source>sinusoidal: mean PE(p)·PE(p + r) ÷ %1</source>
        <translation>正余弦：PE(p)·PE(p + r) 的平均 ÷ %1</translation>
    </message>
    <message>
        <source>%1: mean PE(p)·PE(p + r) ÷ %2</source>
        <translation>%1：PE(p)·PE(p + r) 的平均 ÷ %2</translation>
    </message>
    <message>
        <source>NoPE: 0 (no position at all)</source>
        <translation>NoPE：0（完全没有位置信息）</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>NoPE: nothing depends on r.</source>
        <translation>NoPE：没有任何量依赖 r。</translation>
    </message>
    <message>
        <source>sinusoidal %1</source>
        <translation>正余弦 %1</translation>
    </message>
    <message>
        <source>learned %1</source>
        <translation>可学习 %1</translation>
    </message>
    <message>
        <source>At r = %1 against r = 0: %2.</source>
        <translation>r = %1 处相对于 r = 0：%2。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>r = %1: %2</source>
        <translation>r = %1：%2</translation>
    </message>
</context>
<context>
    <name>ConsoleControls</name>
    <message>
        <source>◀ Back</source>
        <translation>◀ 上一页</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>下一页 ▶</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑屏</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白屏</translation>
    </message>
    <message>
        <source>Go to a step (the appendix too)</source>
        <translation>跳到某一步（包括附录）</translation>
    </message>
</context>
<context>
    <name>ContextPage</name>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>A real model&apos;s RoPE: base, head_dim, rotary part and rope_scaling (File &gt; Open Model Config… reads a config.json)</source>
        <translation>真实模型的 RoPE：base、head_dim、旋转部分和 rope_scaling（文件 &gt; 打开模型配置… 可读取 config.json）</translation>
    </message>
    <message>
        <source>original_max_position_embeddings: the length the model was trained on</source>
        <translation>original_max_position_embeddings：模型训练时的长度</translation>
    </message>
    <message>
        <source>The sequence length s: dynamic scales by it, longrope switches factors past L0, the angles are those of position s − 1, the precision figure sweeps 0 … s − 1</source>
        <translation>序列长度 s：dynamic 按它缩放，longrope 超过 L0 时切换因子，角度图取位置 s − 1，精度图扫描 0 … s − 1</translation>
    </message>
    <message>
        <source>Whose reading of rope_scaling: the figures&apos; notes say what differs from the newest transformers</source>
        <translation>按哪个库解读 rope_scaling：图下的说明会指出与最新 transformers 的差异</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <source>Scal&amp;ing:</source>
        <translation>缩放(&amp;I)：</translation>
    </message>
    <message>
        <source>L&amp;0:</source>
        <translation>L&amp;0：</translation>
    </message>
    <message>
        <source>&amp;s:</source>
        <translation>&amp;s：</translation>
    </message>
    <message>
        <source>En&amp;gine:</source>
        <translation>引擎(&amp;G)：</translation>
    </message>
    <message>
        <source>dt&amp;ype:</source>
        <translation>dt&amp;ype：</translation>
    </message>
    <message>
        <source>beta_fas&amp;t:</source>
        <translation>beta_fas&amp;t：</translation>
    </message>
    <message>
        <source>beta_slo&amp;w:</source>
        <translation>beta_slo&amp;w：</translation>
    </message>
    <message>
        <source>lo&amp;w_freq:</source>
        <translation>lo&amp;w_freq：</translation>
    </message>
    <message>
        <source>&amp;θ before and after</source>
        <translation>缩放前后的 θ(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Angles never seen</source>
        <translation>训练中未见的角度(&amp;A)</translation>
    </message>
    <message>
        <source>S&amp;core and decay</source>
        <translation>分数与衰减(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Precision</source>
        <translation>数值精度(&amp;P)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Facto&amp;r:</source>
        <translation>因子(&amp;R)：</translation>
    </message>
    <message>
        <source>high_fre&amp;q:</source>
        <translation>high_fre&amp;q：</translation>
    </message>
</context>
<context>
    <name>Convention</name>
    <message>
        <source>Custom mix</source>
        <translation>自定义组合</translation>
    </message>
    <message>
        <source>Paper / PyTorch tutorial / Annotated Transformer</source>
        <translation>论文 / PyTorch 教程 / Annotated Transformer</translation>
    </message>
    <message>
        <source>tensor2tensor</source>
        <translation>tensor2tensor</translation>
    </message>
    <message>
        <source>fairseq</source>
        <translation>fairseq</translation>
    </message>
    <message>
        <source>Hugging Face Marian</source>
        <translation>Hugging Face Marian</translation>
    </message>
    <message>
        <source>Interleaved (sin, cos, sin, …)</source>
        <translation>交错（sin, cos, sin, …）</translation>
    </message>
    <message>
        <source>Halves (odd: lone sine)</source>
        <translation>两半（奇数：单独正弦）</translation>
    </message>
    <message>
        <source>Halves (odd: zero column)</source>
        <translation>两半（奇数：补零列）</translation>
    </message>
    <message>
        <source>paper: base^(−2i/d)</source>
        <translation>论文：base^(−2i/d)</translation>
    </message>
    <message>
        <source>t2t: base^(−i/(n−1))</source>
        <translation>t2t：base^(−i/(n−1))</translation>
    </message>
    <message>
        <source>PE(pos, 2i) = sin(pos·%1), PE(pos, 2i+1) = cos(pos·%1)</source>
        <translation>PE(pos, 2i) = sin(pos·%1)，PE(pos, 2i+1) = cos(pos·%1)</translation>
    </message>
    <message>
        <source>; column %1 is a lone sine</source>
        <translation>；第 %1 列是单独的正弦</translation>
    </message>
    <message>
        <source>PE(pos, i) = sin(pos·%1), i = 0 … %2; PE(pos, %3 + i) = cos(pos·%1), i = 0 … %4</source>
        <translation>PE(pos, i) = sin(pos·%1)，i = 0 … %2；PE(pos, %3 + i) = cos(pos·%1)，i = 0 … %4</translation>
    </message>
    <message>
        <source>PE(pos, i) = sin(pos·%1), PE(pos, %2 + i) = cos(pos·%1)</source>
        <translation>PE(pos, i) = sin(pos·%1)，PE(pos, %2 + i) = cos(pos·%1)</translation>
    </message>
    <message>
        <source>; column %1 = 0</source>
        <translation>；第 %1 列 = 0</translation>
    </message>
    <message>
        <source>ω%1 = %2 = %3 rad/position</source>
        <translation>ω%1 = %2 = %3 弧度/位置</translation>
    </message>
    <message>
        <source>dimensions 2i, 2i+1</source>
        <translation>维度 2i 和 2i+1</translation>
    </message>
    <message>
        <source>dimensions i, %1 + i</source>
        <translation>维度 i 和 %1 + i</translation>
    </message>
    <message>
        <source>sin j 0…%1 | cos j %2…%3</source>
        <translation>sin j 0…%1 | cos j %2…%3</translation>
    </message>
    <message>
        <source> | j %1 = 0</source>
        <translation> | j %1 = 0</translation>
    </message>
</context>
<context>
    <name>DerivationFigure</name>
    <message>
        <source>Derivations</source>
        <translation>推导</translation>
    </message>
    <message>
        <source>Where Mₖ and the dot product come from: pair i = %1, pos = %2, k = %3</source>
        <translation>Mₖ 与点乘从何而来：维度对 i = %1，pos = %2，k = %3</translation>
    </message>
    <message>
        <source>The angle-addition identities, with a = ωᵢ·pos = %1 × %2 and b = ωᵢ·k = %1 × %3 (radians):</source>
        <translation>和角公式，其中 a = ωᵢ·pos = %1 × %2，b = ωᵢ·k = %1 × %3（弧度）：</translation>
    </message>
    <message>
        <source>Written as a matrix, the same for every pos (only k is in it): the rotation Mₖ.</source>
        <translation>写成矩阵，对每个 pos 都相同（其中只有 k）：这就是旋转矩阵 Mₖ。</translation>
    </message>
    <message>
        <source>The dot product of two positions, p = pos = %1 and q = pos′ = %2, pair by pair:</source>
        <translation>两个位置 p = pos = %1 与 q = pos′ = %2 的点乘（内积），逐个维度对来看：</translation>
    </message>
    <message>
        <source>(cos(A − B) = cos A cos B + sin A sin B)</source>
        <translation>（cos(A − B) = cos A cos B + sin A sin B）</translation>
    </message>
    <message>
        <source>(the rows multiplied out: %1)</source>
        <translation>（把两行逐项相乘再相加：%1）</translation>
    </message>
    <message>
        <source>Only p − q is left: the similarity of two positions depends on their distance alone.</source>
        <translation>只剩下 p − q：两个位置的相似度只取决于它们的相对距离。</translation>
    </message>
    <message>
        <source>On a clock: &quot;3 hours later&quot; is the same turn of 90° whatever the time, from 2 o&apos;clock to 5 and from 8 to 11; moving by k is the same turn ωᵢ·k for every pos. Only a (sin, cos) pair can turn: that is why they come in pairs.</source>
        <translation>看钟表：“往后 3 个小时”无论现在几点，都是同样转 90°，从 2 点到 5 点、从 8 点到 11 点都一样；移动 k 个位置，对每个 pos 都是同样转过 ωᵢ·k。只有一对 (sin, cos) 才能旋转：这就是它们必须成对出现的原因。</translation>
    </message>
    <message>
        <source>d_model = %1 has no (sin, cos) pair to derive Mₖ for (allowed 2 .. 4096)</source>
        <translation>d_model = %1 没有 (sin, cos) 维度对，无法推导 Mₖ（范围 2 .. 4096）</translation>
    </message>
</context>
<context>
    <name>DerivationsPage</name>
    <message>
        <source>&amp;Derivation</source>
        <translation>推导(&amp;D)</translation>
    </message>
    <message>
        <source>Wor&amp;ked example</source>
        <translation>计算示例(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;PyTorch code</source>
        <translation>PyTorch 代码(&amp;P)</translation>
    </message>
</context>
<context>
    <name>DimensionInspector</name>
    <message>
        <source>Column j of PE; the readout names its pair i, which the layout decides (interleaved: i = j / 2, rounded down; halves: i = j in the sine half, j − its width in the cosine half). A click on a heat map, a clock or the wavelength plot selects it too.</source>
        <translation>PE 的第 j 列；读数给出它所属的维度对 i，由排布决定（交错：i = j / 2，向下取整；两半：正弦半区中 i = j，余弦半区中 i = j 减去正弦半区的宽度）。点击热图、钟表或波长图也可选中它。</translation>
    </message>
    <message>
        <source>Inspect &amp;dimension j:</source>
        <translation>查看维度 j(&amp;D)：</translation>
    </message>
    <message>
        <source> &amp;nbsp;·&amp;nbsp; wavelength λ = 2π/ω = %1 positions</source>
        <translation> &amp;nbsp;·&amp;nbsp; 波长 λ = 2π/ω = %1 个位置</translation>
    </message>
</context>
<context>
    <name>ExplorerState</name>
    <message>
        <source>not enough memory for the attention demonstration</source>
        <translation>内存不足，无法计算注意力演示</translation>
    </message>
    <message>
        <source>not enough memory for L = %1, d_model = %2</source>
        <translation>内存不足：L = %1，d_model = %2</translation>
    </message>
</context>
<context>
    <name>ExportCommand</name>
    <message numerus="yes">
        <source>%1 (and %n more figure(s) not written)</source>
        <translation>
            <numerusform>%1（另有 %n 个图形未写出）</numerusform>
        </translation>
    </message>
    <message>
        <source>--figure %1 cannot be drawn with these settings: %2</source>
        <translation>--figure %1 在这些设置下无法绘制：%2</translation>
    </message>
    <message>
        <source>%1 not written: %2</source>
        <translation>%1 未写出：%2</translation>
    </message>
    <message>
        <source>%1 read: %2</source>
        <translation>%1 读取：%2</translation>
    </message>
    <message>
        <source>%1 ignored: %2</source>
        <translation>%1 忽略：%2</translation>
    </message>
    <message>
        <source>--%1: %2 only with %3 there (--figure %4 shows %5)</source>
        <translation>--%1：只有在分数槽为 %3 时，%2（--figure %4 显示的是 %5）</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Write the &amp;caption under the figure</source>
        <translation>在图形下方写出图注(&amp;C)</translation>
    </message>
    <message>
        <source>Export All Figures</source>
        <translation>导出全部图形</translation>
    </message>
    <message>
        <source>Export Figure</source>
        <translation>导出图形</translation>
    </message>
    <message>
        <source>&amp;Figure:</source>
        <translation>图形(&amp;F)：</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>PNG 图像</translation>
    </message>
    <message>
        <source>CSV data (17 significant digits)</source>
        <translation>CSV 数据（17 位有效数字）</translation>
    </message>
    <message>
        <source>F&amp;ormat:</source>
        <translation>格式(&amp;O)：</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Pixels per layout pixel: 2 gives a sharper image of the same layout</source>
        <translation>每个布局像素对应的像素数：取 2 可得到布局相同、更清晰的图像</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>宽度(&amp;W)：</translation>
    </message>
    <message>
        <source>&amp;Height:</source>
        <translation>高度(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;Scale:</source>
        <translation>倍率(&amp;S)：</translation>
    </message>
    <message>
        <source>Image:</source>
        <translation>图像：</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>F&amp;older:</source>
        <translation>文件夹(&amp;O)：</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation>文件(&amp;I)：</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Choose a folder to export into.</source>
        <translation>选择要导出到的文件夹。</translation>
    </message>
    <message>
        <source>Choose a file to export to.</source>
        <translation>选择要导出到的文件。</translation>
    </message>
    <message>
        <source>Export into folder</source>
        <translation>导出到文件夹</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Export figure</source>
        <translation>导出图形</translation>
    </message>
    <message>
        <source>%1 × %2 pixels</source>
        <translation>%1 × %2 像素</translation>
    </message>
    <message>
        <source>CSV has no image size</source>
        <translation>CSV 没有图像尺寸</translation>
    </message>
    <message>
        <source> ×</source>
        <translation> ×</translation>
    </message>
    <message>
        <source>1 × makes the smallest text 1/40 of the image height: 27 px on 1080 lines, about 18 pt on a 16:9 slide</source>
        <translation>1 × 时最小的文字为图像高度的 1/40：1080 行时 27 px，在 16:9 幻灯片上约 18 磅</translation>
    </message>
    <message>
        <source>&amp;Text size:</source>
        <translation>文字大小(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Colours:</source>
        <translation>配色(&amp;C)：</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) in this folder will be replaced: %1. Replace them?</source>
        <translation>
            <numerusform>此文件夹中的 %n 个文件将被替换：%1。要替换吗？</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 exists already. Replace it?</source>
        <translation>%1 已存在。要替换吗？</translation>
    </message>
    <message>
        <source>smallest text %1 px</source>
        <translation>最小文字 %1 px</translation>
    </message>
    <message>
        <source>SVG drawing (text stays text)</source>
        <translation>SVG 矢量图（文字仍是文字）</translation>
    </message>
    <message>
        <source>PDF document (text stays text)</source>
        <translation>PDF 文档（文字仍是文字）</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>%1 × %2 layout pixels at 96 per inch</source>
        <translation>%1 × %2 布局像素，每英寸 96 像素</translation>
    </message>
    <message>
        <source>Without the selection &amp;marks (row, column, highlighted clock)</source>
        <translation>不画选择标记(&amp;M)（行、列、高亮的钟表）</translation>
    </message>
    <message>
        <source>Trans&amp;parent background (PNG, SVG, PDF)</source>
        <translation>透明背景(&amp;P)（PNG、SVG、PDF）</translation>
    </message>
</context>
<context>
    <name>Families</name>
    <message>
        <source>sinusoidal</source>
        <translation>正余弦</translation>
    </message>
    <message>
        <source>learned</source>
        <translation>可学习</translation>
    </message>
    <message>
        <source>the untrained table</source>
        <translation>未训练的表</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
</context>
<context>
    <name>FamilyTabs</name>
    <message>
        <source>He&amp;ads H:</source>
        <translation>头数 H(&amp;A)：</translation>
    </message>
    <message>
        <source>Head sho&amp;wn:</source>
        <translation>显示的头(&amp;W)：</translation>
    </message>
</context>
<context>
    <name>Figure</name>
    <message>
        <source>Attention and word order</source>
        <translation>注意力与词序</translation>
    </message>
    <message>
        <source>Clock hands, one per pair i</source>
        <translation>钟表指针：每个维度对 i 一根</translation>
    </message>
    <message>
        <source>Each (sin, cos) pair is a point on the unit circle, a clock hand at angle ωᵢ·pos (x = cos, y = sin). Fast pairs are second hands, slow pairs hour hands: together they tell every position apart, like the hands of a clock or the bits of a counter.</source>
        <translation>每个 (sin, cos) 维度对是单位圆上的一个点，即角度为 ωᵢ·pos 的一根钟表指针（x = cos，y = sin）。快的维度对是秒针，慢的是时针：合在一起就能区分每一个位置，就像钟表的指针或计数器的各个二进制位。</translation>
    </message>
    <message>
        <source>Token embedding</source>
        <translation>词嵌入</translation>
    </message>
    <message>
        <source>Each row is the vector of one token (L × d_model); a repeated word has the same row wherever it stands. The embedding carries meaning but no order.</source>
        <translation>每行是一个 token 的向量（L × d_model）；重复出现的词无论在哪里，其行都相同。词嵌入携带语义，但不含顺序。</translation>
    </message>
    <message>
        <source>Positional encoding PE</source>
        <translation>位置编码 PE</translation>
    </message>
    <message>
        <source>Sum = embedding + PE</source>
        <translation>和 = 词嵌入 + PE</translation>
    </message>
    <message>
        <source>The encoder&apos;s input is embedding + PE, element by element (L × d_model + L × d_model): repeated words now get different rows, because their positions differ.</source>
        <translation>编码器的输入是词嵌入 + PE，逐元素相加（L × d_model + L × d_model）：重复的词现在得到不同的行，因为它们的位置不同。</translation>
    </message>
    <message>
        <source>Why not 1, 2, 3 or pos/N?</source>
        <translation>为什么不用 1、2、3 或 pos/N？</translation>
    </message>
    <message>
        <source>Why not use pos itself, or pos/N? Integer positions grow without bound and swamp the embedding in long sequences; pos/(L−1) stays within [0, 1], but the same value means different positions in sequences of different lengths. A binary counter is bounded and unique but jumps; the sinusoid is its smooth version, with second, minute and hour hands.</source>
        <translation>为什么不直接用 pos 或 pos/N？整数位置无上界，在长序列中会淹没词嵌入；pos/(L−1) 保持在 [0, 1] 内，但同一个值在不同长度的序列中代表不同的位置。二进制计数器有界且唯一，但会跳变；正弦波是它的平滑版本，带有秒针、分针和时针。</translation>
    </message>
    <message>
        <source>Relative offset: PE(pos + k) = Mₖ · PE(pos)</source>
        <translation>相对偏移：PE(pos + k) = Mₖ · PE(pos)</translation>
    </message>
    <message>
        <source>For any offset k, every pair of PE(pos + k) is Mₖ · PE(pos), with Mₖ = [[cos ωk, sin ωk], [−sin ωk, cos ωk]]: a rotation by ωᵢ·k with no pos in it. Two positions pos and pos′ turn by the same angle, and the residual over all pairs is rounding only. The paper&apos;s hypothesis: a linear map could then learn to attend by relative position.</source>
        <translation>对任意偏移量 k，PE(pos + k) 的每个维度对都等于 Mₖ · PE(pos)，其中 Mₖ = [[cos ωk, sin ωk], [−sin ωk, cos ωk]]：即转过 ωᵢ·k 的旋转，其中不含 pos。两个位置 pos 与 pos′ 转过相同的角度，所有维度对上的残差只是舍入误差。论文的设想是：线性映射因此有望学会按相对位置分配注意力。</translation>
    </message>
    <message>
        <source>Similarity depends on the distance only</source>
        <translation>相似度只取决于距离</translation>
    </message>
    <message>
        <source>Frequencies and wavelengths</source>
        <translation>频率与波长</translation>
    </message>
    <message>
        <source>%1 with %2 (%3): fixed, not learned, the same width as the embedding. Low pairs i change fast from row to row, high ones slowly.</source>
        <translation>%1，其中 %2（%3）：固定而非学习得到，宽度与词嵌入相同。序号 i 小的维度对逐行变化很快，序号大的变化很慢。</translation>
    </message>
    <message>
        <source>Interleaved vs halves: one PE, two column orders</source>
        <translation>交错与两半：同一个 PE，两种列顺序</translation>
    </message>
    <message>
        <source>RoPE long-term decay (RoFormer Fig. 2)</source>
        <translation>RoPE 的远程衰减（RoFormer 图 2）</translation>
    </message>
    <message>
        <source>RoPE: rotate q and k instead of adding PE</source>
        <translation>RoPE：旋转 q 和 k，而不是加上 PE</translation>
    </message>
    <message>
        <source>Rotary position embedding (RoFormer): each pair of dimensions of the query q is turned by m·θᵢ at its position m, each pair of the key k by n·θᵢ at n, θᵢ = base^{−2i/R}. A rotation keeps the length, where adding PE changes it. Moving m and n by the same step leaves the score &lt;R(m) q, R(n) k&gt; as it was: it depends on m − n only.</source>
        <translation>旋转位置编码（RoFormer）：查询向量 q 的每个维度对在位置 m 处旋转 m·θᵢ，键向量 k 的每个维度对在位置 n 处旋转 n·θᵢ，θᵢ = base^{−2i/R}。旋转保持长度不变，而加上 PE 会改变长度。把 m 和 n 移动相同的步长，分数 &lt;R(m) q, R(n) k&gt; 保持不变：它只取决于 m − n。</translation>
    </message>
    <message>
        <source>RoPE score &lt;R(m) q, R(n) k&gt; depends on m − n only</source>
        <translation>RoPE 分数 &lt;R(m) q, R(n) k&gt; 只取决于 m − n</translation>
    </message>
    <message>
        <source>The score of the query at position m and the key at position n, for the fixed q and k: every diagonal of the matrix is constant, because R(m)ᵀR(n) = R(n − m). The curve is the score against the distance; the dots, measured from m = pos, lie on it.</source>
        <translation>对固定的 q 和 k，位置 m 的查询与位置 n 的键的分数：矩阵的每条对角线都是常数，因为 R(m)ᵀR(n) = R(n − m)。曲线是分数随距离的变化；从 m = pos 实测的点都落在曲线上。</translation>
    </message>
    <message>
        <source>PE(pos, j) against pos</source>
        <translation>PE(pos, j) 随 pos 的变化</translation>
    </message>
    <message>
        <source>Each chosen column j of PE as a wave along the positions (the Annotated Transformer&apos;s dimensions 4 to 7): a pair&apos;s sine and cosine share a colour and a wavelength, a quarter turn apart; higher pairs have longer waves. Dots: the whole positions, the rows of PE.</source>
        <translation>把 PE 的每个选定列 j 画成沿位置的波（Annotated Transformer 中的第 4 到 7 维）：同一维度对的 sin 与 cos 颜色相同、波长相同，相差四分之一圈；维度对越高，波越长。圆点：整数位置，即 PE 的各行。</translation>
    </message>
    <message>
        <source>A learned table (GPT-2, BERT, OPT …): row pos is the vector trained for position pos, one number per dimension, no formula, no pairs and no frequencies; its colours are fitted to the values shown. Untrained, it is noise of N(0, 0.02²).</source>
        <translation>可学习的位置表（GPT-2、BERT、OPT 等）：第 pos 行是为位置 pos 训练出的向量，每个维度一个数，没有公式，没有维度对，也没有频率；颜色范围按所示数值自动调整。未训练时它是 N(0, 0.02²) 的噪声。</translation>
    </message>
    <message>
        <source>Similarity of the learned table&apos;s rows</source>
        <translation>可学习的位置表各行的相似度</translation>
    </message>
    <message>
        <source>PE(p₁)·PE(p₂) for the rows of the learned table. The sinusoidal PE&apos;s similarity depends on the distance p₂ − p₁ alone (every diagonal constant); a learned table&apos;s need not: the band right shows how far the entries along each diagonal spread, and the line under the plots how much of the similarity the distance explains. An untrained table is noise: only its diagonal stands out.</source>
        <translation>可学习的位置表各行之间的 PE(p₁)·PE(p₂)。正弦 PE 的相似度只取决于距离 p₂ − p₁（每条对角线都是常数）；可学习的表不一定如此：右边的带显示每条对角线上的值分散得多宽，图下的一行说明距离能解释多少相似度。未训练的表只是噪声：只有对角线突出。</translation>
    </message>
    <message>
        <source>Which frequencies the table learned</source>
        <translation>位置表学到了哪些频率</translation>
    </message>
    <message>
        <source>Each column of the learned table along the positions, taken apart into frequencies (a Fourier transform): bright where a column oscillates at that angular frequency. The columns are sorted by their strongest one; the line is what the sinusoidal PE gives the same d_model, two columns per ωᵢ. A trained table (GPT-2) holds mostly slow, smooth columns; an untrained one is noise, bright everywhere.</source>
        <translation>把可学习的位置表的每一列沿位置分解成频率（傅里叶变换）：某列在某个角频率上振荡，那里就亮。各列按最强的频率排序；那条线是相同 d_model 下正弦 PE 的频率，每个 ωᵢ 两列。训练过的表（GPT-2）大多是缓慢、平滑的列；未训练的表是噪声，处处都亮。</translation>
    </message>
    <message>
        <source>The whole learned table, and past its end</source>
        <translation>完整的可学习位置表，以及表尾之后</translation>
    </message>
    <message>
        <source>Every row of the learned table, position 0 on top; the framed rows are those the other views show. Past the last row there is nothing: a learned table has no vector for a position it was not trained with, so a model with one cannot read a longer text. Its colours are fitted to the values shown.</source>
        <translation>可学习的位置表的每一行，位置 0 在最上面；框出的行是其他视图显示的行。最后一行之后什么都没有：可学习的表没有训练时没见过的位置的向量，所以用它的模型读不了更长的文本。颜色范围按显示的数值自动调整。</translation>
    </message>
    <message>
        <source>ALiBi: the bias of one head</source>
        <translation>ALiBi：一个头的偏置</translation>
    </message>
    <message>
        <source>What ALiBi adds to the scores of one head: 0 for the query itself, −m for the token before, −2m for the one before that … Nothing is added to the embedding; the penalty for distance is built in, so a model trained on short texts can read longer ones. Right: the same line for every head, the one shown bold.</source>
        <translation>ALiBi 加到一个头的分数上的值：查询自身为 0，前一个 token −m，再前一个 −2m……词嵌入上什么都不加；距离的惩罚是内置的，所以在短文本上训练的模型也能读更长的文本。右：每个头的同一条直线，显示的头加粗。</translation>
    </message>
    <message>
        <source>ALiBi: one slope per head</source>
        <translation>ALiBi：每个头一个斜率</translation>
    </message>
    <message>
        <source>T5: the bias of one head</source>
        <translation>T5：一个头的偏置</translation>
    </message>
    <message>
        <source>T5: the bucket of every distance</source>
        <translation>T5：每个距离所在的桶</translation>
    </message>
    <message>
        <source>T5 adds to each score a learned number that depends only on the bucket of the relative position r = key − query: one bucket per distance nearby, wider and wider buckets further away, one shared bucket past max_distance. Nothing is added to the embedding (Raffel et al. 2020).</source>
        <translation>T5 给每个分数加一个可学习的数，它只取决于相对位置 r = 键 − 查询 所在的桶：近处每个距离一个桶，越远桶越宽，超过 max_distance 共用一个桶。词嵌入上什么都不加（Raffel et al. 2020）。</translation>
    </message>
    <message>
        <source>ALiBi adds −m·(i − j) to the score of query i and key j: a penalty that grows linearly with the distance, steeper for some heads than others. The slopes are fixed, not learned: for a power-of-two H a geometric sequence from 2^{−8/H} to 2⁻⁸, otherwise two such sequences interleaved (Press et al. 2022). Click a head to show it.</source>
        <translation>ALiBi 在查询 i 与键 j 的分数上加 −m·(i − j)：随距离线性增长的惩罚，有的头陡，有的头缓。斜率是固定的，不是可学习的：H 为 2 的幂时是从 2^{−8/H} 到 2⁻⁸ 的等比数列，否则是两个这样的数列交错（Press et al. 2022）。点击一个头以显示它。</translation>
    </message>
    <message>
        <source>Without positions self-attention cannot see word order (it is permutation equivariant): reordering the words only reorders the rows and columns of the attention weights, the numbers stay the same. Either slot of a scheme makes the weights depend on the order: PE added to the embeddings, or RoPE, ALiBi or T5 acting on the scores; the line under the maps measures each family alone on the same head.</source>
        <translation>没有位置信息时，自注意力看不见词序（它是置换等变的）：打乱词序只会打乱注意力权重的行和列，数值不变。方案的任一槽位都能让权重依赖词序：加到嵌入上的位置编码，或作用在分数上的 RoPE、ALiBi、T5；图下的一行在同一个注意力头上分别测量每类方法。</translation>
    </message>
    <message>
        <source>ALiBi: recency per head</source>
        <translation>ALiBi：每个头的“近因”</translation>
    </message>
    <message>
        <source>Every family against the distance</source>
        <translation>各类方法随距离的变化</translation>
    </message>
    <message>
        <source>The Attention tab&apos;s head on its sentence (token embeddings only, as in BLOOM), with no bias, with the steepest slope and with the shallowest: the steep head&apos;s weight piles up on the query itself and its nearest neighbours (before it, under the causal mask), the shallow one spreads almost as without a bias; the line under the maps measures it. Each head gets its own window of recency; together they cover short and long range.</source>
        <translation>“注意力”标签页的注意力头作用于它的句子（只有词嵌入，与 BLOOM 相同），分别不加偏置、用最陡的斜率和最平缓的斜率：陡的头把权重集中在查询自身和最近的邻居上（因果掩码下是它前面的 token），平缓的头几乎像没有偏置时一样分散；图下的一行给出测量值。每个头有自己的近因窗口，合起来覆盖近程和远程。</translation>
    </message>
    <message>
        <source>What each family makes of the distance r between a query and a key r positions before it. The sinusoidal PE&apos;s dot product depends on r alone; a learned table&apos;s says what training taught it (an untrained one: nothing past r = 0); RoPE&apos;s score depends on r alone, drawn beside RoFormer&apos;s relative bound (another unit: only its shape compares); ALiBi subtracts a straight line, steeper for some heads than others; T5 adds one learned number per bucket, the same for every r past max_distance; NoPE adds nothing. Each curve is divided by its largest magnitude so all share one axis; the line under the plot says where each one ends.</source>
        <translation>每类方法如何对待查询与它之前 r 个位置的键之间的距离 r。正弦位置编码的点乘只取决于 r；可学习表的点乘反映训练教给它的东西（未训练的表：r = 0 之外什么也没有）；RoPE 的分数只取决于 r，旁边画出 RoFormer 的相对上界（单位不同：只能比较形状）；ALiBi 减去一条直线，有的头更陡；T5 为每个桶加一个可学习的数，超过 max_distance 的 r 都相同；NoPE 什么也不加。每条曲线都除以它自己的最大绝对值，以便共用一根坐标轴；图下的一行说明每条曲线的终点。</translation>
    </message>
    <message>
        <source>Each T5 head has one learned number per bucket; the score of query i and key j gets the number of the bucket of j − i. Left: what one head adds to its L × L scores; right: its numbers, one per bucket (the untrained table, or a checkpoint&apos;s read with File &gt; Open T5 Bias Table).</source>
        <translation>每个 T5 注意力头为每个桶学一个数；查询 i 与键 j 的分数加上 j − i 所在桶的那个数。左：一个头加到它 L × L 分数上的量；右：它的数，每桶一个（未训练的表，或用“文件 &gt; 打开 T5 偏置表”读入的检查点的表）。</translation>
    </message>
    <message>
        <source>RoPE&apos;s angles in float32, bfloat16 and float16</source>
        <translation>float32、bfloat16 与 float16 中的 RoPE 角度</translation>
    </message>
    <message>
        <source>How far the angle p·θ of a RoPE pair lands from the exact one when PyTorch computes it in a narrower format: the position, θ and their product are each rounded. The error grows with p: bfloat16 has 8 significant bits, so from position 257 on two neighbours share one angle (and 15 962 becomes 15 936); float16 has 11 (2 049) and no number above 65 504; float32 has 24 (16 777 217). Pair 0 solid, the other pair dashed; the largest error within each pixel column is drawn.</source>
        <translation>PyTorch 用较窄的数值格式计算 RoPE 维度对的角度 p·θ 时，结果离精确值有多远：位置、θ 和它们的乘积各自被舍入。误差随 p 增大：bfloat16 只有 8 位有效位，从位置 257 起相邻两个位置得到同一个角度（15 962 会变成 15 936）；float16 有 11 位（2 049 起），且没有大于 65 504 的数；float32 有 24 位（16 777 217 起）。实线为维度对 0，虚线为另一维度对；每个像素列画出其中最大的误差。</translation>
    </message>
    <message>
        <source>Angles never seen in training</source>
        <translation>训练中从未见过的角度</translation>
    </message>
    <message>
        <source>The rotation angle of each pair at the last position p = s − 1 of a long sequence, before and after context extension, against the largest angle the pair reached within the trained length L0. A pair that turned at least once in training (above 2π) has seen every angle; a slow pair has not, and past L0 it reaches angles the model never saw (circled): what scaling is for.</source>
        <translation>长序列最后一个位置 p = s − 1 处每个维度对的旋转角（上下文扩展前后），与该维度对在训练长度 L0 内达到的最大角度对比。训练中至少转过一圈（高于 2π）的维度对见过所有角度；慢的维度对没有，超过 L0 后会到达模型从未见过的角度（圈出）：这正是缩放要解决的问题。</translation>
    </message>
    <message>
        <source>RoPE scaling: θ before and after</source>
        <translation>RoPE 缩放：缩放前后的 θ</translation>
    </message>
    <message>
        <source>Each pair&apos;s angular frequency θᵢ before and after context extension, on a log axis: the fast pairs turn many times within the trained length L0 and are best kept; the slow pairs never finish a turn within L0 and are divided by the factor, so that the new length turns them no further than training did. Linear divides every pair, NTK and dynamic change the base, YaRN blends the two over a ramp, llama3 over a band of wavelengths, LongRoPE by a factor per pair. The dashed lines are one turn within L0 and within the new length.</source>
        <translation>上下文扩展前后每个维度对的角频率 θᵢ（对数轴）：快的维度对在训练长度 L0 内转了很多圈，最好保持不变；慢的维度对在 L0 内转不满一圈，被除以缩放因子，使新长度下它们转过的角度不超过训练时。linear 对所有维度对相除，NTK 和 dynamic 改变 base，YaRN 在一个斜坡上混合两者，llama3 在一段波长范围内混合，LongRoPE 对每个维度对用各自的因子。虚线表示在 L0 内和在新长度内恰好转一圈。</translation>
    </message>
    <message>
        <source>RoPE score and decay out to the new length</source>
        <translation>直到新长度的 RoPE 分数与衰减</translation>
    </message>
    <message>
        <source>RoFormer&apos;s relative upper bound of the score, (1/(R/2)) Σⱼ |Sⱼ| with Sⱼ = ∑ₖ₌₀ʲ⁻¹ exp(i·r·θₖ), against the relative distance r: (R/2 + 1)/2 at r = 0. RoFormer sec. 3.4.3 shows it falling with ripples for head_dim 128 and r &lt; 256 (its Fig. 2); with few rotated pairs, a small base or longer distances it can rise again, and the note under the plot says what the curve shown does.</source>
        <translation>RoFormer 给出的分数相对上界 (1/(R/2)) Σⱼ |Sⱼ|，其中 Sⱼ = ∑ₖ₌₀ʲ⁻¹ exp(i·r·θₖ)，随相对距离 r 变化：r = 0 时为 (R/2 + 1)/2。RoFormer 第 3.4.3 节在 head_dim 128、r &lt; 256 时（其图 2）显示它带着波动下降；旋转的维度对少、基数小或距离更长时，它可能重新上升。图下的说明写出所示曲线实际怎样变化。</translation>
    </message>
    <message>
        <source>Left, the paper&apos;s interleaved layout: PE(pos, 2i) = sin(pos·ωᵢ), PE(pos, 2i+1) = cos(pos·ωᵢ), fine stripes at the left edge. Right, the halves layout of tensor2tensor, fairseq and Hugging Face: all sines, then all cosines, so the fast stripes appear twice, at the left edge and in the middle. Same numbers, other columns: the classic mistake when a checkpoint changes code. A zero column that pads an odd d_model (tensor2tensor, fairseq) stays last in both orders.</source>
        <translation>左：论文的交错排布，PE(pos, 2i) = sin(pos·ωᵢ)，PE(pos, 2i+1) = cos(pos·ωᵢ)，细密条纹只在左边缘。右：tensor2tensor、fairseq 和 Hugging Face 的两半排布：先全部正弦，再全部余弦，所以快速条纹出现两次，在左边缘和正中间。数值相同，列不同：把检查点换到另一套代码时的经典错误。d_model 为奇数时用来补齐的零列（tensor2tensor、fairseq）在两种顺序中都留在最后。</translation>
    </message>
    <message>
        <source>Over the (sin, cos) pairs, PE(p₁)·PE(p₂) = Σᵢ cos(ωᵢ(p₁ − p₂)): the distance alone. %1The curve against k is highest at k = 0; how far it falls for distant positions depends on the base and d_model (near base 1 every pair turns alike and it comes back), and the line under the plot measures it.</source>
        <translation>在各 (sin, cos) 对上，PE(p₁)·PE(p₂) = Σᵢ cos(ωᵢ(p₁ − p₂))：只有距离。%1随 k 变化的曲线在 k = 0 处最高；距离远时它降多少取决于 base 和 d_model（base 接近 1 时每一对转得一样，曲线会回升），图下的一行给出测量结果。</translation>
    </message>
    <message>
        <source>Pair i turns at %1 radians per position, so its wavelength is 2π/ωᵢ: %2 Pairs below the line λ = L − 1 (the steps L positions span) turn a full circle within the sequence and tell neighbours apart; pairs above it turn less than once and tell distant positions apart. The base sets the longest wavelength: compare 10000 with another base.</source>
        <translation>第 i 对每个位置转过 %1 弧度，所以它的波长是 2π/ωᵢ：%2位于 λ = L − 1（L 个位置跨越的步数）这条线下方的维度对在序列内转满一圈，用来区分相邻位置；线上方的转不满一圈，用来区分相距较远的位置。base 决定最长的波长：把 10000 与另一个 base 比较一下。</translation>
    </message>
    <message>
        <source>Derivations</source>
        <translation>推导</translation>
    </message>
    <message>
        <source>The two derivations of the notes with the selected pair, pos, k and pos′ filled in: Mₖ from the identities for sin(a + b) and cos(a + b), and the dot product of two positions from cos(A − B). Neither result has the absolute position in it. This is the paper&apos;s reason to expect that a model can learn to attend by relative position (its words: &quot;we hypothesized&quot;).</source>
        <translation>讲义中的两个推导，代入所选的维度对、pos、k 和 pos′：由 sin(a + b)、cos(a + b) 的公式得到 Mₖ，由 cos(A − B) 得到两个位置的点乘（内积）。两个结果中都没有绝对位置。这正是论文认为模型能学会按相对位置分配注意力的理由（论文原话是“我们假设”）。</translation>
    </message>
    <message>
        <source>The PyTorch code</source>
        <translation>PyTorch 代码</translation>
    </message>
    <message>
        <source>The notes&apos; positional_encoding() in PyTorch, each line beside the values it produces, computed by PosEnc for the current L, d_model, base and pos. div_term holds the angular frequencies ωᵢ; pe[:, 0::2] and pe[:, 1::2] are the sine and cosine columns of the interleaved layout.</source>
        <translation>讲义中用 PyTorch 写的 positional_encoding()，每行代码旁边是它算出的值，由 PosEnc 按当前的 L、d_model、基数和 pos 计算。div_term 存的是角频率 ωᵢ；pe[:, 0::2] 和 pe[:, 1::2] 是交错排布中的正弦列和余弦列。</translation>
    </message>
    <message>
        <source>Why 2i/d_model</source>
        <translation>为什么是 2i/d_model</translation>
    </message>
    <message>
        <source>Left: the wavelength of every pair against its exponent 2i/d_model, for d_model 16, 64, 512 and the current one: all lie on one curve, 2π·baseˣ, from 2π at x = 0 to 2π·base^{1 − 2/d_model} at the last pair. Dividing by d_model keeps the band of wavelengths the same whatever the width; the 2 keeps a pair&apos;s sine and cosine at one frequency. Right: what the rules one might write instead give at this d_model, measured in the note. The base (10000) is an empirical choice: it sets how long the longest wavelength is.</source>
        <translation>左：d_model 为 16、64、512 和当前值时，每个维度对的波长随指数 2i/d_model 的变化：全都落在同一条曲线 2π·baseˣ 上，从 x = 0 处的 2π 到最后一个维度对的 2π·base^{1 − 2/d_model}。除以 d_model 使波长范围与维度无关；系数 2 让同一维度对的正弦和余弦使用同一个频率。右：在当前 d_model 下换用其他写法会得到什么，测量结果见下方说明。基数（10000）是经验性的选择：它决定最长的波长有多长。</translation>
    </message>
    <message>
        <source>Why sin and cos in pairs</source>
        <translation>为什么 sin 和 cos 要成对</translation>
    </message>
    <message>
        <source>Left: each position&apos;s sine against the sine k positions later, for one pair. Every sine value (except ±1) has two possible successors, one for each sign of the cosine, so no single number maps a sine to the next one. Right: the same pair as a point (cos, sin) on the circle: moving by k turns every point by the same angle ωᵢ·k, the rotation Mₖ, whatever p is. That is why the encoding pairs each sine with a cosine of the same frequency.</source>
        <translation>左：同一维度对中，每个位置的正弦值与 k 个位置之后的正弦值。除 ±1 外，每个正弦值都有两个可能的后继（余弦取正或取负各一个），所以没有一个数能把正弦值映射到下一个。右：把同一维度对画成圆上的点 (cos, sin)：移动 k 个位置，不论 p 是多少，每个点都转过同一个角度 ωᵢ·k，即旋转矩阵 Mₖ。这就是正余弦位置编码把每个正弦与同频率的余弦配成一对的原因。</translation>
    </message>
    <message>
        <source>Worked example</source>
        <translation>计算示例</translation>
    </message>
    <message>
        <source>The selected position&apos;s first columns computed by hand: each column&apos;s formula with pos, the base and d_model filled in, its value, and the sum the model receives, embedding + PE. The preset &quot;I love you&quot; (d_model 512, pos 1) is the notes&apos; own example.</source>
        <translation>手算所选位置的前几列：每列的公式代入 pos、基数和 d_model，得出的值，以及模型实际收到的和：词嵌入 + PE。预设“I love you”（d_model 512，pos 1）就是讲义里的例子。</translation>
    </message>
    <message>
        <source>One clock hand, as large as the page</source>
        <translation>一个钟表指针，占满整页</translation>
    </message>
    <message>
        <source>The selected pair i as one large clock: its hand points at angle ωᵢ·pos (x = cos, y = sin) and turns once every λ = 2π/ωᵢ positions; with an offset k the thin hand shows pos + k, the arc ωᵢ·k between them is the same at every pos.</source>
        <translation>所选维度对 i 画成一个大钟：指针指向角度 ωᵢ·pos（x = cos，y = sin），每 λ = 2π/ωᵢ 个位置转一圈；有偏移 k 时，细指针表示 pos + k，两者之间的弧 ωᵢ·k 在每个 pos 处都相同。</translation>
    </message>
    <message>
        <source>Second, minute and hour hands</source>
        <translation>秒针、分针和时针</translation>
    </message>
    <message>
        <source>Three pairs side by side, as the seed draws them: the fastest pair turns like a second hand, a middle one like a minute hand, the slowest like an hour hand. The fast hand tells near positions apart, the slow ones far positions; together they tell every position apart.</source>
        <translation>三个维度对并排，如笔记所画：最快的维度对像秒针一样转，中间的像分针，最慢的像时针。快指针区分相近的位置，慢指针区分相距远的位置；合在一起就能区分每一个位置。</translation>
    </message>
    <message>
        <source>RoPE&apos;s score of one q and k against the distance r, out to the length the scaling is for, with the trained frequencies and with the scaled ones (times the attention factor squared, its angles in the chosen number format); under it RoFormer&apos;s relative decay bound of both sets of angles alone, in float64, not multiplied by the attention factor squared. Interpolating the slow pairs stretches the curves to the right: at the new length they look as they did at L0.</source>
        <translation>一组 q 和 k 的 RoPE 分数随距离 r 的变化，直到缩放所针对的长度：分别用训练时的频率和缩放后的频率（乘以注意力因子的平方，角度按所选数值格式计算）；下方是两组角度本身的 RoFormer 相对衰减上界，用 float64 计算，不乘注意力因子的平方。对慢维度对插值会把曲线向右拉伸：在新长度处的样子与原来在 L0 处相同。</translation>
    </message>
    <message>
        <source>Layer map</source>
        <translation>逐层图</translation>
    </message>
    <message>
        <source>Current models do not treat position the same way in every layer. Llama 4 rotates q and k in three layers of four and leaves the fourth without any position (NoPE), attending to everything; Gemma 3 gives five of six layers a sliding window and base 10 000, the sixth global attention and base 10⁶ with linear scaling. Read from the model&apos;s config.json or its preset.</source>
        <translation>现在的模型并不在每一层都用同样的方式处理位置。Llama 4 每四层中有三层旋转 q 和 k，第四层不带任何位置（NoPE），对全部 token 做全局注意力；Gemma 3 每六层中有五层用滑动窗口和基数 10 000，第六层用全局注意力和基数 10⁶ 加线性缩放。数据来自模型的 config.json 或其预设。</translation>
    </message>
    <message>
        <source>M-RoPE</source>
        <translation>M-RoPE</translation>
    </message>
    <message>
        <source>Qwen2-VL and its successors give every token three position ids, (t, h, w): a text token the same number three times, an image patch its frame, row and column. Each frequency slot of the head turns with one of them. In Qwen2-VL time takes the 16 fastest slots and width the 24 slowest; Qwen3-VL interleaves them, so every axis has fast and slow slots.</source>
        <translation>Qwen2-VL 及其后续模型给每个 token 三个位置 id (t, h, w)：文本 token 三个轴取同一个数，图像块取其帧、行和列。每个头的每个频率槽随其中一个轴旋转。Qwen2-VL 中 t 轴（时间）占最快的 16 个槽，w 轴（列）占最慢的 24 个；Qwen3-VL 把它们交错排列，每个轴都有快槽和慢槽。</translation>
    </message>
    <message>
        <source>Attention temperature</source>
        <translation>注意力温度</translation>
    </message>
    <message>
        <source>Past the length a model was trained on, some models multiply the query by a factor that grows with its position: Llama 4 on its layers without RoPE (every 4th), in steps of floor_scale = 8192 tokens; Mistral 3 the same way; Qwen-1 by ln(p + 1) / ln(seq_length). Without it, attention over a million keys spreads thinner than over the thousands seen in training.</source>
        <translation>超过训练长度后，一些模型把查询乘以一个随位置增长的系数：Llama 4 在不用 RoPE 的层（每四层中的一层）上，每 floor_scale = 8192 个 token 升一级；Mistral 3 同样如此；Qwen-1 乘以 ln(p + 1) / ln(seq_length)。没有它，对一百万个键的注意力会比训练时对几千个键的注意力更分散。</translation>
    </message>
    <message>
        <source>Sandwich: a bias per head</source>
        <translation>Sandwich：每个头一个偏置</translation>
    </message>
    <message>
        <source>Sandwich (Chi et al. 2023) adds to each head&apos;s scores the dot product of the sinusoidal position vectors of the query and the key, minus its largest value d&apos;/2, divided by 8h/H as ALiBi divides its slopes: the sinusoids&apos; own decay, used as a bias instead of added to the embeddings. As NVIDIA NeMo computes it: the sum starts at k = 1, and d&apos; is the head&apos;s size (head_dim).</source>
        <translation>Sandwich（Chi et al. 2023）把查询与键的正余弦位置向量的点乘减去其最大值 d&apos;/2，再仿照 ALiBi 为各头设定斜率的方式除以 8h/H，加到每个头的分数上：正余弦自身的衰减，用作偏置，而不是加到词嵌入上。按 NVIDIA NeMo 的算法：求和从 k = 1 开始，d&apos; 为每个头的维数（head_dim）。</translation>
    </message>
</context>
<context>
    <name>FigureExport</name>
    <message>
        <source>%1 = %2 is out of range (allowed %3 .. %4)</source>
        <translation>%1 = %2 超出范围（应为 %3 .. %4）</translation>
    </message>
    <message>
        <source>width × height × scale² = %1 × %2 pixels is past the memory budget of %3 megapixels (128 MiB) per image, e.g. 8192 × 4096</source>
        <translation>width × height × scale² = %1 × %2 像素，超出每张图像 %3 百万像素（128 MiB，例如 8192 × 4096）的内存预算</translation>
    </message>
    <message>
        <source>scale = %1 gives %2 × %3 pixels, too large (allowed at most %4 per side)</source>
        <translation>scale = %1 得到 %2 × %3 像素，过大（每边至多 %4）</translation>
    </message>
    <message>
        <source>the image of %1 × %2 pixels could not be rendered (not enough memory?)</source>
        <translation>无法渲染 %1 × %2 像素的图像（内存不足？）</translation>
    </message>
    <message>
        <source>the folder cannot be created</source>
        <translation>无法创建该文件夹</translation>
    </message>
    <message>
        <source>a GIF is an animation: export it with --animate or File &gt; Export Animation…</source>
        <translation>GIF 是动画：请用 --animate 或“文件 &gt; 导出动画…”导出</translation>
    </message>
    <message>
        <source>the SVG written is not well-formed XML (%1)</source>
        <translation>写出的 SVG 不是格式正确的 XML（%1）</translation>
    </message>
</context>
<context>
    <name>FigurePages</name>
    <message>
        <source>&amp;Comparison base:</source>
        <translation>对比基数(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Cosine similarity (divide by |PE(p₁)| |PE(p₂)|)</source>
        <translation>余弦相似度（除以 |PE(p₁)| |PE(p₂)|）(&amp;C)</translation>
    </message>
    <message>
        <source>Click a cell to select pos = p₁ and k = p₂ − p₁.</source>
        <translation>点击单元格以选择 pos = p₁ 和 k = p₂ − p₁。</translation>
    </message>
    <message>
        <source>Sen&amp;tence:</source>
        <translation>句子(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Reordered:</source>
        <translation>重排后(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Wavelengths</source>
        <translation>波长(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Relative offset</source>
        <translation>相对偏移(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Similarity</source>
        <translation>相似度(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Why not 1, 2, 3</source>
        <translation>为何不用 1、2、3(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Attention</source>
        <translation>注意力(&amp;A)</translation>
    </message>
    <message>
        <source>Layo&amp;uts</source>
        <translation>排布(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Columns j:</source>
        <translation>列 j(&amp;C)：</translation>
    </message>
    <message>
        <source>Waves</source>
        <translation>波形</translation>
    </message>
    <message>
        <source>Learned &amp;table</source>
        <translation>可学习的位置表(&amp;T)</translation>
    </message>
    <message>
        <source>Use the &amp;positions (both slots of the scheme)</source>
        <translation>使用位置信息（方案的两个槽位）(&amp;P)</translation>
    </message>
    <message>
        <source>Add what the first slot adds to the embeddings and let the second act on the scores; choose them in the panel</source>
        <translation>把第一个槽位的内容加到嵌入上，让第二个槽位作用在分数上；在面板中选择</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>Why 2i/d</source>
        <translation>为什么是 2i/d</translation>
    </message>
    <message>
        <source>Why pairs</source>
        <translation>为什么成对</translation>
    </message>
    <message>
        <source>Derivations</source>
        <translation>推导</translation>
    </message>
    <message>
        <source>Encodin&amp;g</source>
        <translation>编码(&amp;G)</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>模型</translation>
    </message>
</context>
<context>
    <name>FormulaStrip</name>
    <message>
        <source>&lt;i&gt;Hover a cell to read pos, j, pair i, sin or cos, ω&lt;sub&gt;i&lt;/sub&gt; and its value; click it to select that position.&lt;/i&gt;</source>
        <translation>&lt;i&gt;将鼠标悬停在单元格上可读取 pos、j、维度对 i、sin 或 cos、ω&lt;sub&gt;i&lt;/sub&gt; 及其值；点击可选中该位置。&lt;/i&gt;</translation>
    </message>
    <message>
        <source>%1, &amp;nbsp; %2 rad/position, &amp;nbsp; i = 0 … %3 &amp;nbsp; (%4)</source>
        <translation>%1， &amp;nbsp; %2 弧度/位置， &amp;nbsp; i = 0 … %3 &amp;nbsp;（%4）</translation>
    </message>
    <message>
        <source>Nothing is added to the token embedding: the encoder&apos;s input is the embedding itself, the same rows wherever a word stands.</source>
        <translation>词嵌入上不加任何编码：编码器的输入就是词嵌入本身，同一个词无论在哪个位置，行都相同。</translation>
    </message>
    <message>
        <source>the seeded untrained table, N(0, 0.02²) as training starts</source>
        <translation>带种子的未训练表，即训练开始时的 N(0, 0.02²)</translation>
    </message>
    <message>
        <source>%1 of %2, %3 positions from stored row %4</source>
        <translation>%2 中的 %1，从所存第 %4 行起共 %3 个位置</translation>
    </message>
    <message>
        <source>the table</source>
        <translation>该表</translation>
    </message>
    <message>
        <source>Learned: PE(pos, j) = row pos, column j of a table (%1): no formula, no pairs, no frequencies; no row past its end.</source>
        <translation>可学习的位置表：PE(pos, j) = 表（%1）第 pos 行第 j 列：没有公式，没有维度对，没有频率；表末尾之后没有行。</translation>
    </message>
    <message>
        <source>&lt;i&gt;Hover a cell to read pos, j and its value; click it to select that position.&lt;/i&gt;</source>
        <translation>&lt;i&gt;将鼠标悬停在单元格上可读取 pos、j 及其值；点击可选中该位置。&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>GifWriter</name>
    <message>
        <source>out of memory</source>
        <translation>内存不足</translation>
    </message>
    <message>
        <source>the palette&apos;s quality is too low</source>
        <translation>调色板质量过低</translation>
    </message>
    <message>
        <source>a value is out of range</source>
        <translation>某个值超出范围</translation>
    </message>
    <message>
        <source>aborted</source>
        <translation>已中止</translation>
    </message>
    <message>
        <source>error %1</source>
        <translation>错误 %1</translation>
    </message>
    <message>
        <source>colour quantiser (libimagequant): %1 failed: %2</source>
        <translation>颜色量化器（libimagequant）：%1 失败：%2</translation>
    </message>
    <message>
        <source>the palette is built already; samples come first</source>
        <translation>调色板已生成；样本帧须先加入</translation>
    </message>
    <message>
        <source>the frame is empty</source>
        <translation>帧为空</translation>
    </message>
    <message>
        <source>the palette has no sample frame</source>
        <translation>调色板没有样本帧</translation>
    </message>
    <message>
        <source>GIF encoder (giflib): %1 failed: %2</source>
        <translation>GIF 编码器（giflib）：%1 失败：%2</translation>
    </message>
    <message>
        <source>the GIF is open already</source>
        <translation>GIF 已打开</translation>
    </message>
    <message>
        <source>the palette is not built</source>
        <translation>调色板尚未生成</translation>
    </message>
    <message>
        <source>a GIF frame of %1 × %2 pixels is not possible (allowed 1 .. 65535 a side)</source>
        <translation>GIF 帧不能为 %1 × %2 像素（每边应为 1 .. 65535）</translation>
    </message>
    <message>
        <source>the GIF is not open</source>
        <translation>GIF 尚未打开</translation>
    </message>
    <message>
        <source>frame %1 has %2 × %3 pixels, not %4 × %5</source>
        <translation>第 %1 帧为 %2 × %3 像素，而不是 %4 × %5</translation>
    </message>
</context>
<context>
    <name>HeatmapFigure</name>
    <message>
        <source>dimension j</source>
        <translation>维度 j</translation>
    </message>
    <message>
        <source>position pos</source>
        <translation>位置 pos</translation>
    </message>
    <message>
        <source>PE value (pinned to -1 .. 1)</source>
        <translation>PE 值（范围固定为 -1 .. 1）</translation>
    </message>
    <message>
        <source>embedding value</source>
        <translation>词嵌入值</translation>
    </message>
    <message>
        <source>embedding + PE</source>
        <translation>词嵌入 + PE</translation>
    </message>
    <message>
        <source>on %1 × %2 px: largest |value| per block</source>
        <translation>按 %1 × %2 px 显示：每块取最大的 |值|</translation>
    </message>
    <message>
        <source>&lt;pad&gt;</source>
        <translation>&lt;pad&gt;</translation>
    </message>
    <message>
        <source>(j %1: lone sine)</source>
        <translation>（j %1：单独正弦）</translation>
    </message>
    <message>
        <source>learned table value</source>
        <translation>可学习的位置表数值</translation>
    </message>
    <message>
        <source>Learned position table PE</source>
        <translation>可学习的位置表 PE</translation>
    </message>
</context>
<context>
    <name>InkActions</name>
    <message>
        <source>&amp;Arrow (the mouse drives the figure)</source>
        <translation>箭头（鼠标操作图形）(&amp;A)</translation>
    </message>
    <message>
        <source>Ctrl+A</source>
        <translation>Ctrl+A</translation>
    </message>
    <message>
        <source>&amp;Pointer</source>
        <translation>激光笔(&amp;P)</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>P&amp;en (again: next colour)</source>
        <translation>笔（再按一次：换颜色）(&amp;E)</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>&amp;Highlighter</source>
        <translation>荧光笔(&amp;H)</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>E&amp;raser (takes a whole stroke)</source>
        <translation>橡皮擦（一次擦掉一整笔）(&amp;R)</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>Red pen</source>
        <translation>红笔</translation>
    </message>
    <message>
        <source>Blue pen</source>
        <translation>蓝笔</translation>
    </message>
    <message>
        <source>Green pen</source>
        <translation>绿笔</translation>
    </message>
    <message>
        <source>&amp;Wide pen</source>
        <translation>粗笔(&amp;W)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>&amp;Clear the page&apos;s ink</source>
        <translation>清除本页笔迹(&amp;C)</translation>
    </message>
    <message>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <source>In&amp;k</source>
        <translation>画笔(&amp;K)</translation>
    </message>
</context>
<context>
    <name>InkStroke</name>
    <message>
        <source>%1 is not a stroke object</source>
        <translation>%1 不是笔迹对象</translation>
    </message>
    <message>
        <source>%1: unknown field (allowed pen, colour, width, frame, points)</source>
        <translation>%1：未知字段（应为 pen、colour、width、frame、points）</translation>
    </message>
    <message>
        <source>pen = %1 is not a pen (allowed pen, highlighter)</source>
        <translation>pen = %1 不是笔的种类（应为 pen、highlighter）</translation>
    </message>
    <message>
        <source>colour = %1 is not a colour (allowed #rrggbb)</source>
        <translation>colour = %1 不是颜色（应为 #rrggbb）</translation>
    </message>
    <message>
        <source>width = %1 is out of range (allowed 0.001 .. 0.1)</source>
        <translation>width = %1 超出范围（应为 0.001 .. 0.1）</translation>
    </message>
    <message>
        <source>frame = %1 is not a text</source>
        <translation>frame = %1 不是文本</translation>
    </message>
    <message>
        <source>points: %1 numbers (allowed an even count, 2 .. %2)</source>
        <translation>points：%1 个数（应为偶数个，2 .. %2）</translation>
    </message>
    <message>
        <source>points: item %1 is not a finite number</source>
        <translation>points：第 %1 项不是有限的数</translation>
    </message>
    <message>
        <source>%1 is not a list of strokes</source>
        <translation>%1 不是笔迹列表</translation>
    </message>
    <message>
        <source>%1 strokes (allowed 0 .. %2)</source>
        <translation>%1 笔（应为 0 .. %2）</translation>
    </message>
    <message>
        <source>stroke %1: %2</source>
        <translation>第 %1 笔：%2</translation>
    </message>
</context>
<context>
    <name>LargeClockPainter</name>
    <message>
        <source>second hand</source>
        <translation>秒针</translation>
    </message>
    <message>
        <source>minute hand</source>
        <translation>分针</translation>
    </message>
    <message>
        <source>hour hand</source>
        <translation>时针</translation>
    </message>
    <message>
        <source>ωᵢ = %2 rad/position (i = %1)
angle ωᵢ·pos = %3 rad = %4°, on the dial %5°</source>
        <translation>ωᵢ = %2 弧度/位置（i = %1）
角度 ωᵢ·pos = %3 弧度 = %4°，表盘上 %5°</translation>
    </message>
    <message>
        <source>Pair i = %1 at pos = %2</source>
        <translation>维度对 i = %1，pos = %2</translation>
    </message>
    <message>
        <source>Second, minute and hour hands at pos = %1</source>
        <translation>pos = %1 时的秒针、分针和时针</translation>
    </message>
</context>
<context>
    <name>LargeClocksWidget</name>
    <message>
        <source>Double-click or Esc: back to every clock</source>
        <translation>双击或按 Esc：返回全部钟表</translation>
    </message>
</context>
<context>
    <name>LayerMapFigure</name>
    <message>
        <source>global attention</source>
        <translation>全局注意力</translation>
    </message>
    <message>
        <source>sliding window of %1</source>
        <translation>滑动窗口（%1 个 token）</translation>
    </message>
    <message>
        <source>chunks of %1</source>
        <translation>分块注意力（每块 %1 个 token）</translation>
    </message>
    <message>
        <source>RoPE base %1</source>
        <translation>RoPE 基数 %1</translation>
    </message>
    <message>
        <source>no RoPE (NoPE)</source>
        <translation>无 RoPE（NoPE）</translation>
    </message>
    <message>
        <source>, %1 × %2</source>
        <translation>，%1 × %2</translation>
    </message>
    <message>
        <source>, query temperature</source>
        <translation>，查询乘以注意力温度</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>no preset is named &apos;%1&apos;</source>
        <translation>没有名为“%1”的预设</translation>
    </message>
    <message>
        <source>no model chosen: choose one with --model NAME or --model-config FILE (File › Model)</source>
        <translation>尚未选择模型：用 --model NAME 或 --model-config FILE 选择（文件 › 模型）</translation>
    </message>
    <message>
        <source>%1 names no num_hidden_layers: every layer does the same (the RoPE tabs show it)</source>
        <translation>%1 没有给出 num_hidden_layers：各层处理位置的方式都相同（即 RoPE 各标签页所显示的）</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>层</translation>
    </message>
    <message>
        <source>RoPE base (log₁₀)</source>
        <translation>RoPE 基数（log₁₀）</translation>
    </message>
    <message>
        <source>RoPE, global attention</source>
        <translation>RoPE，全局注意力</translation>
    </message>
    <message>
        <source>RoPE, sliding window</source>
        <translation>RoPE，滑动窗口</translation>
    </message>
    <message>
        <source>RoPE, chunked attention</source>
        <translation>RoPE，分块注意力</translation>
    </message>
    <message>
        <source>%1: %2 (%3 layers)</source>
        <translation>%1：%2（%3 层）</translation>
    </message>
    <message>
        <source>%1 layers: %2</source>
        <translation>共 %1 层：%2</translation>
    </message>
    <message>
        <source>. Click a layer to see its RoPE.</source>
        <translation>。点击某一层即可查看该层的 RoPE。</translation>
    </message>
    <message>
        <source>layer %1: %2</source>
        <translation>第 %1 层：%2</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the groups of layers</comment>
        <translation>；</translation>
    </message>
</context>
<context>
    <name>LayoutsFigure</name>
    <message>
        <source>position pos</source>
        <translation>位置 pos</translation>
    </message>
    <message>
        <source>PE value</source>
        <translation>PE 值</translation>
    </message>
    <message>
        <source>dimension j — %1</source>
        <translation>维度 j — %1</translation>
    </message>
    <message>
        <source>interleaved: sin at 2i, cos at 2i+1</source>
        <translation>交错：sin 在 2i，cos 在 2i+1</translation>
    </message>
    <message>
        <source>%1   (L = %2, d_model = %3, %4)</source>
        <translation>%1   （L = %2，d_model = %3，%4）</translation>
    </message>
    <message>
        <source>
shown on fewer cells than the matrix: each its block&apos;s value of largest magnitude</source>
        <translation>
显示的格子少于矩阵：每格取其所在块中绝对值最大的值</translation>
    </message>
    <message>
        <source>columns %1 and %2</source>
        <translation>第 %1 列和第 %2 列</translation>
    </message>
    <message>
        <source>column %1 (lone sine)</source>
        <translation>第 %1 列（单独正弦）</translation>
    </message>
    <message>
        <source>Pair i = %1 (solid: sin, dashed: cos) is in %2 on the left and in %3 on the right: the same numbers in another order. Loading weights trained with one layout into code that uses the other shuffles the columns exactly so.</source>
        <translation>维度对 i = %1（实线：sin，虚线：cos）在左图位于%2，在右图位于%3：同样的数值，不同的顺序。把按一种排布训练的权重载入使用另一种排布的代码，列就会这样被打乱。</translation>
    </message>
    <message>
        <source>j = %1: zero padding (d_model is odd)</source>
        <translation>j = %1：补零列（d_model 为奇数）</translation>
    </message>
    <message>
        <source>j = %1: %2 of pair i = %3; click to select the pair</source>
        <translation>j = %1：维度对 i = %3 的 %2；点击选中这个维度对</translation>
    </message>
</context>
<context>
    <name>LearnedPage</name>
    <message>
        <source>The &amp;whole table</source>
        <translation>完整的表(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Similarity of its rows</source>
        <translation>各行的相似度(&amp;S)</translation>
    </message>
    <message>
        <source>S&amp;pectrum of its columns</source>
        <translation>各列的频谱(&amp;P)</translation>
    </message>
</context>
<context>
    <name>LearnedSimilarityFigure</name>
    <message>
        <source>position p₂</source>
        <translation>位置 p₂</translation>
    </message>
    <message>
        <source>position p₁</source>
        <translation>位置 p₁</translation>
    </message>
    <message>
        <source>offset k = p₂ − p₁ (positions)</source>
        <translation>偏移量 k = p₂ − p₁（位置数）</translation>
    </message>
    <message>
        <source>cosine similarity</source>
        <translation>余弦相似度</translation>
    </message>
    <message>
        <source>PE(p₁)·PE(p₂)</source>
        <translation>PE(p₁)·PE(p₂)</translation>
    </message>
    <message>
        <source>mean along the diagonal k</source>
        <translation>对角线 k 上的平均值</translation>
    </message>
    <message>
        <source>lowest … highest along it</source>
        <translation>对角线上的最小值 … 最大值</translation>
    </message>
    <message>
        <source>cosine similarity of PE(p) and PE(p + k)</source>
        <translation>PE(p) 与 PE(p + k) 的余弦相似度</translation>
    </message>
    <message>
        <source>PE(p)·PE(p + k)</source>
        <translation>PE(p)·PE(p + k)</translation>
    </message>
    <message>
        <source>
one position in %1 of L = %2 (%3 × %3 dot products)</source>
        <translation>
L = %2 中每 %1 个位置取一个（%3 × %3 个点乘）</translation>
    </message>
    <message>
        <source>   (L = %1, d_model = %2)</source>
        <translation>   （L = %1，d_model = %2）</translation>
    </message>
    <message>
        <source>Two positions or fewer: too few to tell whether the similarity depends on the distance alone.</source>
        <translation>只有两个或更少的位置：不足以判断相似度是否只取决于距离。</translation>
    </message>
    <message>
        <source>Measured on the table&apos;s rows: the distance p₂ − p₁ alone explains %1 % of the similarity off the diagonal, as for the sinusoidal PE.</source>
        <translation>在位置表的行上测得：仅距离 p₂ − p₁ 就解释了对角线以外相似度的 %1%，和正弦 PE 一样。</translation>
    </message>
    <message>
        <source>Measured on the table&apos;s rows: the distance p₂ − p₁ alone explains %1 % of the similarity off the diagonal (the sinusoidal PE: 100 %); the largest spread along a diagonal is %2, at k = %3.</source>
        <translation>在位置表的行上测得：仅距离 p₂ − p₁ 解释了对角线以外相似度的 %1%（正弦 PE：100%）；沿一条对角线的最大分散为 %2，在 k = %3 处。</translation>
    </message>
    <message>
        <source>p₁ = %1, p₂ = %2, k = %3: %4 = %5</source>
        <translation>p₁ = %1，p₂ = %2，k = %3：%4 = %5</translation>
    </message>
    <message>
        <source>cosine</source>
        <translation>余弦</translation>
    </message>
    <message>
        <source>the distance alone explains %1 % of the similarity off the diagonal; largest spread along a diagonal %2 at k = %3</source>
        <translation>仅距离解释了对角线以外相似度的 %1%；沿对角线的最大分散 %2，在 k = %3 处</translation>
    </message>
    <message>
        <source>The table holds values that are not finite (NaN or infinity): there is no similarity to measure.</source>
        <translation>位置表含有非有限值（NaN 或无穷大）：无法测量相似度。</translation>
    </message>
    <message>
        <source>the table holds values that are not finite: no similarity to measure</source>
        <translation>位置表含有非有限值：无法测量相似度</translation>
    </message>
</context>
<context>
    <name>LearnedSpectrumFigure</name>
    <message>
        <source>the table&apos;s columns, sorted by their strongest frequency (fastest left)</source>
        <translation>位置表的各列，按最强频率排序（最快的在左）</translation>
    </message>
    <message>
        <source>angular frequency (rad/position, log scale)</source>
        <translation>角频率（弧度/位置，对数刻度）</translation>
    </message>
    <message>
        <source>amplitude, each column&apos;s strongest = 1</source>
        <translation>振幅，每列最强处 = 1</translation>
    </message>
    <message>
        <source>No spectrum: the table has fewer than 4 positions or a value that is not finite.</source>
        <translation>没有频谱：位置表少于 4 个位置，或含有非有限值。</translation>
    </message>
    <message>
        <source>sinusoidal ωᵢ = %1 to the power −2i/d_model, d_model = %2</source>
        <translation>正弦 ωᵢ = %1 的 −2i/d_model 次方，d_model = %2</translation>
    </message>
    <message>
        <source>slower than one period in %1 positions: not measurable</source>
        <translation>比 %1 个位置一个周期还慢：无法测量</translation>
    </message>
    <message>
        <source>   (the untrained table&apos;s first %1 positions)</source>
        <translation>   （未训练的表的前 %1 个位置）</translation>
    </message>
    <message>
        <source>   (positions 0 … %1 of the table)</source>
        <translation>   （位置表的位置 0 … %1）</translation>
    </message>
    <message>
        <source>Strongest frequency of a column: median %1 rad/position (a wavelength of %2 positions); the sinusoidal PE&apos;s median ωᵢ at d_model %3: %4 (%5 positions). A Hann window over %6 positions, each column&apos;s mean removed.</source>
        <translation>每列最强频率的中位数：%1 弧度/位置（波长 %2 个位置）；d_model %3 的正弦 PE 的 ωᵢ 中位数：%4（%5 个位置）。在 %6 个位置上加汉宁窗，并减去每列的均值。</translation>
    </message>
    <message>
        <source>column j = %1 (rank %2): strongest at %3 rad/position; here %4 rad/position (wavelength %5)</source>
        <translation>第 j = %1 列（排第 %2）：最强在 %3 弧度/位置；此处 %4 弧度/位置（波长 %5）</translation>
    </message>
</context>
<context>
    <name>LearnedTableFigure</name>
    <message>
        <source>dimension j</source>
        <translation>维度 j</translation>
    </message>
    <message>
        <source>position pos (the table&apos;s rows)</source>
        <translation>位置 pos（位置表的行）</translation>
    </message>
    <message>
        <source>learned table value, 0 white</source>
        <translation>可学习的位置表的值，0 为白色</translation>
    </message>
    <message>
        <source>no row for pos ≥ %1:
a learned table cannot extrapolate</source>
        <translation>pos ≥ %1 没有对应的行：
可学习的位置表无法外推</translation>
    </message>
    <message>
        <source>   (%1 positions × d_model = %2)</source>
        <translation>   （%1 个位置 × d_model = %2）</translation>
    </message>
    <message>
        <source>
one pixel row per %1 positions, the first of each</source>
        <translation>
每 %1 个位置一行像素，取每组的第一个</translation>
    </message>
    <message>
        <source>%1 holds positions 0 … %2.</source>
        <translation>%1 含有位置 0 … %2。</translation>
    </message>
    <message>
        <source>%1 (%2) holds positions 0 … %3.</source>
        <translation>%1（%2）含有位置 0 … %3。</translation>
    </message>
    <message>
        <source>A text longer than %1 tokens has no vector to add at its later positions: the model cannot read it. The sinusoidal PE and RoPE compute a vector for any position.</source>
        <translation>长于 %1 个 token 的文本，在后面的位置上没有可加的向量：模型读不了它。正弦 PE 和 RoPE 能为任何位置算出向量。</translation>
    </message>
    <message>
        <source>pos = %1: no row (the table ends at pos %2)</source>
        <translation>pos = %1：没有这一行（位置表在 pos %2 结束）</translation>
    </message>
    <message>
        <source>pos = %1, j = %2: %3</source>
        <translation>pos = %1，j = %2：%3</translation>
    </message>
    <message>
        <source>pos ≥ %1</source>
        <translation>pos ≥ %1</translation>
    </message>
    <message>
        <source>The untrained table PosEnc seeds: %1 rows (GPT-2&apos;s n_positions) of N(0, 0.02²) noise, as training starts (modeling_gpt2.py _init_weights).</source>
        <translation>PosEnc 生成的未训练位置表：%1 行（GPT-2 的 n_positions），每个元素是 N(0, 0.02²) 噪声，与训练开始时相同（modeling_gpt2.py _init_weights）。</translation>
    </message>
    <message>
        <source>Training shapes the rows, not their number: position %1 has no vector. Open a checkpoint&apos;s table with File &gt; Open Table….</source>
        <translation>训练改变的是每一行的值，而不是行数：位置 %1 没有向量。用“文件 &gt; 打开位置表…”打开检查点中的位置表。</translation>
    </message>
</context>
<context>
    <name>Lecture</name>
    <message>
        <source>%1 is not a text (allowed a string, or {&quot;en&quot;: ..., &quot;zh_CN&quot;: ...})</source>
        <translation>%1 不是文本（应为一个字符串，或 {&quot;en&quot;: ..., &quot;zh_CN&quot;: ...}）</translation>
    </message>
    <message>
        <source>%1: unknown language (allowed en, zh_CN)</source>
        <translation>%1：未知语言（应为 en、zh_CN）</translation>
    </message>
    <message>
        <source>%1: %2 is not a string</source>
        <translation>%1：%2 不是字符串</translation>
    </message>
    <message>
        <source>%1: not part of a lecture&apos;s scene (a lecture runs in the window&apos;s language; allowed session, tab, theme, zoom)</source>
        <translation>%1：不属于讲稿的场景（讲稿使用窗口的语言；应为 session、tab、theme、zoom）</translation>
    </message>
    <message>
        <source>unknown field (allowed %1)</source>
        <translation>未知字段（应为 %1）</translation>
    </message>
    <message>
        <source>%1 is not a PosEnc lecture (allowed &quot;%2&quot;)</source>
        <translation>%1 不是 PosEnc 讲稿（应为 &quot;%2&quot;）</translation>
    </message>
    <message>
        <source>version %1 is not one this PosEnc reads (allowed 1 .. %2; a newer PosEnc wrote it?)</source>
        <translation>版本 %1 不是本 PosEnc 能读取的（应为 1 .. %2；可能由更新的 PosEnc 写入？）</translation>
    </message>
    <message>
        <source>%1 is not a list of 1 .. %2 steps</source>
        <translation>%1 不是含 1 .. %2 个步骤的列表</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <source>%1 is not an object</source>
        <translation>%1 不是对象</translation>
    </message>
    <message>
        <source>missing (every step has a title and a scene)</source>
        <translation>缺失（每一步都要有标题和场景）</translation>
    </message>
    <message>
        <source>missing (a question comes with its answer)</source>
        <translation>缺失（提问必须带有答案）</translation>
    </message>
    <message>
        <source>empty (every step has a title)</source>
        <translation>为空（每一步都要有标题）</translation>
    </message>
    <message>
        <source>empty (leave out question and answer for a step without one)</source>
        <translation>为空（没有提问的步骤请省略 question 和 answer）</translation>
    </message>
    <message>
        <source>%1 is not an object (allowed session, tab, theme, zoom)</source>
        <translation>%1 不是对象（应为 session、tab、theme、zoom）</translation>
    </message>
    <message>
        <source>a reveal needs a question to reveal the answer of</source>
        <translation>揭晓需要一个提问，才能揭晓它的答案</translation>
    </message>
    <message>
        <source>%1 is not an object of parameters</source>
        <translation>%1 不是参数对象</translation>
    </message>
    <message>
        <source>not JSON: %1 at byte %2</source>
        <translation>不是 JSON：%1，位于第 %2 字节</translation>
    </message>
    <message>
        <source>not a PosEnc lecture (the JSON is not an object)</source>
        <translation>不是 PosEnc 讲稿（JSON 不是对象）</translation>
    </message>
    <message>
        <source>not a regular file (a lecture is a .posenc-lecture file)</source>
        <translation>不是普通文件（讲稿是 .posenc-lecture 文件）</translation>
    </message>
    <message>
        <source>cannot open: %1</source>
        <translation>无法打开：%1</translation>
    </message>
    <message>
        <source>too large for a lecture (allowed up to 4 MiB)</source>
        <translation>作为讲稿太大（最多 4 MiB）</translation>
    </message>
    <message>
        <source>session.%1: %2 leaves the figure %3 without its family (it needs %4)</source>
        <translation>session.%1：%2 使图 %3 失去了它所属的编码类型（它需要 %4）</translation>
    </message>
    <message>
        <source>%1 steps (allowed 1 .. %2)</source>
        <translation>%1 步（应为 1 .. %2）</translation>
    </message>
    <message>
        <source>empty (a question comes with its answer)</source>
        <translation>为空（提问必须带有答案）</translation>
    </message>
    <message>
        <source>step %1: %2%3 cannot be drawn: %4</source>
        <translation>第 %1 步：%2无法绘制 %3：%4</translation>
    </message>
    <message>
        <source>%1 is not a place on the axis (allowed a number, or [from, to] with from &lt;= to)</source>
        <translation>%1 不是坐标轴上的位置（应为一个数，或 [from, to]，且 from &lt;= to）</translation>
    </message>
    <message>
        <source>%1 is not a list of marks</source>
        <translation>%1 不是标记列表</translation>
    </message>
    <message>
        <source>%1 marks (allowed 0 .. 20)</source>
        <translation>%1 个标记（应为 0 .. 20）</translation>
    </message>
    <message>
        <source>%1 is not a mark (allowed {&quot;x&quot;: ..., &quot;y&quot;: ..., &quot;label&quot;: ...})</source>
        <translation>%1 不是标记（应为 {&quot;x&quot;: ..., &quot;y&quot;: ..., &quot;label&quot;: ...}）</translation>
    </message>
    <message>
        <source>%1: unknown field (allowed %2)</source>
        <translation>%1：未知字段（应为 %2）</translation>
    </message>
    <message>
        <source>figure %1 is not a figure&apos;s name</source>
        <translation>%1 不是图的名称</translation>
    </message>
    <message>
        <source>the figure %1 has no axes to mark (marks go on plotted figures)</source>
        <translation>图 %1 没有可标记的坐标轴（标记只能加在带坐标轴的图上）</translation>
    </message>
    <message>
        <source>panel %1 is out of range (allowed 0 .. %2)</source>
        <translation>子图 %1 超出范围（应为 0 .. %2）</translation>
    </message>
    <message>
        <source>%1 is out of range (allowed 0 .. 60 minutes)</source>
        <translation>%1 超出范围（应为 0 .. 60 分钟）</translation>
    </message>
    <message>
        <source>%1 is not true or false</source>
        <translation>%1 不是 true 或 false</translation>
    </message>
    <message>
        <source>%1 is not an object (allowed session, tab, marks)</source>
        <translation>%1 不是对象（应为 session、tab、marks）</translation>
    </message>
    <message>
        <source>unknown field (allowed session, tab, marks)</source>
        <translation>未知字段（应为 session、tab、marks）</translation>
    </message>
    <message>
        <source>%1 (appendix)</source>
        <translation>%1（附录）</translation>
    </message>
    <message>
        <source>%1 characters (allowed up to %2)</source>
        <translation>%1 个字符（应为不超过 %2 个）</translation>
    </message>
    <message>
        <source>%1 lines (allowed up to %2)</source>
        <translation>%1 行（应为不超过 %2 行）</translation>
    </message>
</context>
<context>
    <name>LectureDeck</name>
    <message>
        <source>cannot write %1: no memory for a page of %2 x %3 pixels</source>
        <translation>无法写入 %1：没有足够内存绘制 %2 x %3 像素的页面</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>a new PDF page could not be started</source>
        <translation>无法开始新的 PDF 页</translation>
    </message>
    <message>
        <source>the PDF could not be finished</source>
        <translation>无法完成 PDF</translation>
    </message>
</context>
<context>
    <name>LectureEditor</name>
    <message>
        <source>Edit Lecture</source>
        <translation>编辑讲稿</translation>
    </message>
    <message>
        <source>My lecture</source>
        <translation>我的讲稿</translation>
    </message>
    <message>
        <source>&amp;Add Current View as Step</source>
        <translation>把当前视图添加为一步(&amp;A)</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>上移(&amp;U)</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>下移(&amp;D)</translation>
    </message>
    <message>
        <source>De&amp;lete Step</source>
        <translation>删除此步(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Show Step</source>
        <translation>显示此步(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Run from Here</source>
        <translation>从此步开讲(&amp;R)</translation>
    </message>
    <message>
        <source>lecture step %1</source>
        <translation>讲稿第 %1 步</translation>
    </message>
    <message>
        <source>Run Lecture</source>
        <translation>开讲</translation>
    </message>
    <message>
        <source>(unsaved lecture)</source>
        <translation>（未保存的讲稿）</translation>
    </message>
    <message>
        <source>English</source>
        <translation>英文</translation>
    </message>
    <message>
        <source>Chinese</source>
        <translation>中文</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>正文</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>提问</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>答案</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Sa&amp;ve As…</source>
        <translation>另存为(&amp;V)…</translation>
    </message>
    <message>
        <source>, a question</source>
        <translation>，带提问</translation>
    </message>
    <message>
        <source>The lecture has no steps: add the current view as a step first.</source>
        <translation>讲稿还没有步骤：请先把当前视图添加为一步。</translation>
    </message>
    <message>
        <source>Step %1 has no title.</source>
        <translation>第 %1 步没有标题。</translation>
    </message>
    <message>
        <source>Step %1 has a question without an answer, or an answer without a question.</source>
        <translation>第 %1 步有提问却没有答案，或有答案却没有提问。</translation>
    </message>
    <message>
        <source>Step %1 has a reveal but no question: give it a question and an answer.</source>
        <translation>第 %1 步有揭晓却没有提问：请给它提问和答案。</translation>
    </message>
    <message>
        <source>Save Lecture</source>
        <translation>保存讲稿</translation>
    </message>
    <message>
        <source>PosEnc lectures (*.%1)</source>
        <translation>PosEnc 讲稿 (*.%1)</translation>
    </message>
    <message>
        <source>Open Lecture</source>
        <translation>打开讲稿</translation>
    </message>
</context>
<context>
    <name>LectureHandout</name>
    <message>
        <source>Appendix</source>
        <translation>附录</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>答案</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>LectureMenu</name>
    <message>
        <source>Open &amp;Lecture…</source>
        <translation>打开讲稿(&amp;L)…</translation>
    </message>
    <message>
        <source>Run a lecture file (.posenc-lecture) in presentation mode, step by step</source>
        <translation>在演示模式下逐步讲授一个讲稿文件（.posenc-lecture）</translation>
    </message>
    <message>
        <source>Give the Built-&amp;in Lecture</source>
        <translation>讲授内置讲稿(&amp;I)</translation>
    </message>
    <message>
        <source>Open Lecture</source>
        <translation>打开讲稿</translation>
    </message>
    <message>
        <source>PosEnc lectures (*.%1)</source>
        <translation>PosEnc 讲稿 (*.%1)</translation>
    </message>
    <message>
        <source>%1 cannot be read as a lecture.</source>
        <translation>无法把 %1 读作讲稿。</translation>
    </message>
    <message>
        <source>Prese&amp;nter Console</source>
        <translation>讲者控制台(&amp;N)</translation>
    </message>
    <message>
        <source>The lecturer&apos;s window: the step&apos;s notes, its answer before it is shown, the next step and the time</source>
        <translation>讲者的窗口：本步的备注、尚未揭晓的答案、下一步和已用时间</translation>
    </message>
    <message>
        <source>E&amp;dit Lecture…</source>
        <translation>编辑讲稿(&amp;D)…</translation>
    </message>
    <message>
        <source>Add Current Vie&amp;w as Step</source>
        <translation>把当前视图添加为一步(&amp;W)</translation>
    </message>
    <message>
        <source>The parameters and the figure shown now become the next step of the lecture being edited</source>
        <translation>当前的参数和所显示的图成为正在编辑的讲稿的下一步</translation>
    </message>
    <message>
        <source>Adapt a copy of the built-in lecture (or the one running), or make one of views: add the current view as a step, order the steps, write their texts</source>
        <translation>修改内置讲稿（或正在放映的讲稿）的副本，或用视图组成讲稿：把当前视图添加为一步，调整步骤顺序，编写文字</translation>
    </message>
    <message>
        <source>The course notes&apos; argument in 14 steps with questions for 45 minutes, then an appendix up to context extension</source>
        <translation>按讲义的论证分 14 步，每步带问题，共 45 分钟；之后是附录，一直讲到上下文扩展</translation>
    </message>
    <message>
        <source>End Lect&amp;ure</source>
        <translation>结束讲课(&amp;U)</translation>
    </message>
    <message>
        <source>End the lecture running or paused: its heading and step counter go, the figure stays</source>
        <translation>结束正在进行或已暂停的讲课：标题和步数计数消失，图形保留</translation>
    </message>
    <message>
        <source>Save Lecture with In&amp;k…</source>
        <translation>保存带笔迹的讲稿(&amp;K)…</translation>
    </message>
    <message>
        <source>Write the running lecture, with the ink drawn on each step, to a lecture file: it shows again when the file is run, and goes into its deck and handout</source>
        <translation>把正在放映的讲稿连同每一步上画的笔迹写进讲稿文件：再次放映时重新显示，也会进入讲义和网页讲义</translation>
    </message>
    <message>
        <source>no lecture is running</source>
        <translation>没有正在放映的讲稿</translation>
    </message>
    <message>
        <source>lecture-with-ink</source>
        <translation>带笔迹的讲稿</translation>
    </message>
    <message>
        <source>Save Lecture with Ink</source>
        <translation>保存带笔迹的讲稿</translation>
    </message>
    <message>
        <source>End Lecture</source>
        <translation>结束讲课</translation>
    </message>
    <message>
        <source>The ink drawn in this lecture is not saved. Save it into a lecture file?</source>
        <translation>这次讲课画的笔迹还没有保存。要把它保存到讲稿文件吗？</translation>
    </message>
</context>
<context>
    <name>LectureRunner</name>
    <message>
        <source>Lecture %1: %2 steps</source>
        <translation>讲稿 %1：%2 步</translation>
    </message>
    <message>
        <source>%1, answer next</source>
        <translation>%1，下一页揭晓答案</translation>
    </message>
    <message>
        <source>lecture step %1</source>
        <translation>讲稿第 %1 步</translation>
    </message>
    <message>
        <source>There is no step %1 (allowed 1 .. %2)</source>
        <translation>没有第 %1 步（应为 1 .. %2）</translation>
    </message>
    <message>
        <source>Go to step %1 (Enter)</source>
        <translation>跳到第 %1 步（Enter）</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <source>Lecture paused at step %1: F5 comes back to it, File &gt; End Lecture ends it</source>
        <translation>讲课暂停在第 %1 步：按 F5 回到这一页，文件 &gt; 结束讲课 则结束讲课</translation>
    </message>
    <message>
        <source>Lecture %1 at step %2</source>
        <translation>讲稿 %1，第 %2 步</translation>
    </message>
    <message>
        <source>%1 again leaves the lecture (F5 comes back to this page)</source>
        <translation>再按一次 %1 退出讲课（按 F5 可回到这一页）</translation>
    </message>
    <message>
        <source>%1 · your changes kept; the answer is for the step&apos;s own values: R shows them</source>
        <translation>%1 · 保留了你的修改；答案说的是这一步原来的参数：按 R 恢复</translation>
    </message>
</context>
<context>
    <name>LengthRule</name>
    <message>
        <source>positions %1 .. %2 are padding (zero embedding, so sum = PE)</source>
        <translation>位置 %1 .. %2 为填充（词嵌入为零，故和 = PE）</translation>
    </message>
    <message numerus="yes">
        <source>the last %n token(s) are past L and not shown</source>
        <translation>
            <numerusform>最后 %n 个 token 超出 L，未显示</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveFields</name>
    <message>
        <source>Sequence length L (rows), %1 .. %2</source>
        <translation>序列长度 L（行数），%1 .. %2</translation>
    </message>
    <message>
        <source>pos</source>
        <translation>pos</translation>
    </message>
    <message>
        <source>k</source>
        <translation>k</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>d_model</source>
        <translation>d_model</translation>
    </message>
    <message>
        <source>base</source>
        <translation>基数 base</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>: the file was cut short by another program while it was open (replace a table file, do not rewrite it in place)</source>
        <translation>：文件在打开期间被其他程序截短了（请替换表文件，不要就地改写）</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Positional encoding explorer</source>
        <translation>位置编码探索器</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Computing the encoding…</source>
        <translation>正在计算编码…</translation>
    </message>
    <message>
        <source>Could not change the parameters (%1); the previous ones are kept.</source>
        <translation>无法更改参数（%1）；已保留原参数。</translation>
    </message>
    <message>
        <source>Drag d_model, base and offset k; hover a cell to read it; click to select; right-click a figure to save it.</source>
        <translation>拖动 d_model、base 和偏移量 k；悬停单元格可读数；点击可选中；右键单击图形可保存。</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Export Figure…</source>
        <translation>导出图形(&amp;E)…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Export &amp;All Figures…</source>
        <translation>导出全部图形(&amp;A)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Play Positions</source>
        <translation>播放位置(&amp;P)</translation>
    </message>
    <message>
        <source>Ctrl+Space</source>
        <translation>Ctrl+Space</translation>
    </message>
    <message>
        <source>&amp;Reset Parameters</source>
        <translation>重置参数(&amp;R)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Ctrl+=</source>
        <translation>Ctrl+=</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>实际大小(&amp;A)</translation>
    </message>
    <message>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <source>F6</source>
        <translation>F6</translation>
    </message>
    <message>
        <source>F5</source>
        <translation>F5</translation>
    </message>
    <message>
        <source>Next position (presentation mode)</source>
        <translation>下一个位置（演示模式）</translation>
    </message>
    <message>
        <source>Previous position (presentation mode)</source>
        <translation>上一个位置（演示模式）</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About PosEnc</source>
        <translation>关于 PosEnc(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>Zoom %1 %</source>
        <translation>缩放 %1%</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>About PosEnc</source>
        <translation>关于 PosEnc</translation>
    </message>
    <message>
        <source>&lt;h3&gt;PosEnc %1&lt;/h3&gt;&lt;p&gt;A lab for Transformer positional encodings: token embedding, sinusoidal encoding (Vaswani et al. 2017, §3.5), their sum and the turning (sin, cos) clock hands of every pair.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL v3 or later. Built with Qt, QCustomPlot and Eigen.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;PosEnc %1&lt;/h3&gt;&lt;p&gt;Transformer 位置编码实验室：词嵌入、正余弦位置编码（Vaswani et al. 2017，§3.5）、二者之和，以及每个维度对旋转的 (sin, cos) 钟表指针。&lt;/p&gt;&lt;p&gt;依据 GNU GPL v3 或更高版本授权。使用 Qt、QCustomPlot 和 Eigen 构建。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The last start did not reach its window: started with the default parameters.</source>
        <translation>上次启动未能打开窗口：已使用默认参数启动。</translation>
    </message>
    <message>
        <source>Saved settings not used, their defaults kept: %1</source>
        <translation>未使用已保存的设置，保留其默认值：%1</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>The parameters are hidden so that the window fits this screen: F6 shows them.</source>
        <translation>为使窗口适合此屏幕，参数面板已隐藏：按 F6 显示。</translation>
    </message>
    <message>
        <source>Zoom %1 % so that the window fits this screen (Ctrl+0: 100 %)</source>
        <translation>缩放 %1%，使窗口适合此屏幕（Ctrl+0：100%）</translation>
    </message>
    <message>
        <source>Show Para&amp;meters</source>
        <translation>显示参数(&amp;M)</translation>
    </message>
    <message>
        <source>Presentatio&amp;n</source>
        <translation>演示模式(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Could not copy %1: %2</source>
        <translation>无法复制 %1：%2</translation>
    </message>
    <message>
        <source>Copied %1 to the clipboard (%2 × %3 pixels and SVG; File &gt; Export Figure… sets the size)</source>
        <translation>已将 %1 复制到剪贴板（%2 × %3 像素及 SVG；尺寸在 文件 &gt; 导出图形… 中设定）</translation>
    </message>
    <message>
        <source>&amp;Copy Figure</source>
        <translation>复制图形(&amp;C)</translation>
    </message>
    <message>
        <source>Export Ani&amp;mation…</source>
        <translation>导出动画(&amp;M)…</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>正在写入 %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Export Animation</source>
        <translation>导出动画</translation>
    </message>
    <message>
        <source>Animation export cancelled; nothing was written.</source>
        <translation>动画导出已取消；未写入任何文件。</translation>
    </message>
    <message>
        <source>&amp;Focus on Figure</source>
        <translation>聚焦当前图形(&amp;F)</translation>
    </message>
    <message>
        <source>Text of the figure alone %1 % (Ctrl+0: the window height / 40)</source>
        <translation>单独显示的图形文字 %1%（Ctrl+0：窗口高度的 1/40）</translation>
    </message>
    <message>
        <source>Next figure (presentation mode; a figure alone: the next figure)</source>
        <translation>下一幅图形（演示模式；单独显示图形时：下一幅）</translation>
    </message>
    <message>
        <source>Previous figure (presentation mode; a figure alone: the previous figure)</source>
        <translation>上一幅图形（演示模式；单独显示图形时：上一幅）</translation>
    </message>
    <message>
        <source>Close the figure alone or the large clocks; leave presentation mode</source>
        <translation>关闭单独显示的图形或大时钟；退出演示模式</translation>
    </message>
    <message>
        <source>&amp;User Manual</source>
        <translation>用户手册(&amp;U)</translation>
    </message>
</context>
<context>
    <name>ManualWindow</name>
    <message>
        <source>PosEnc User Manual</source>
        <translation>PosEnc 用户手册</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>后退</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>前进</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>目录</translation>
    </message>
</context>
<context>
    <name>ModelConfigMenu</name>
    <message>
        <source>Open Model &amp;Config…</source>
        <translation>打开模型配置(&amp;C)…</translation>
    </message>
    <message>
        <source>Read a model&apos;s RoPE (rope_theta, head_dim, rope_scaling …) from its Hugging Face config.json</source>
        <translation>从模型的 Hugging Face config.json 读取其 RoPE（rope_theta、head_dim、rope_scaling …）</translation>
    </message>
    <message>
        <source>Open Model Config</source>
        <translation>打开模型配置</translation>
    </message>
    <message>
        <source>Model configurations (*.json)</source>
        <translation>模型配置 (*.json)</translation>
    </message>
    <message>
        <source>%1 cannot be read as a model&apos;s config.json.</source>
        <translation>%1 无法作为模型的 config.json 读取。</translation>
    </message>
    <message>
        <source>Read %1: RoPE now acts on the scores with its settings (the Long context tab).</source>
        <translation>已读取 %1：RoPE 现按其设置作用于注意力分数（见“长上下文”标签页）。</translation>
    </message>
    <message>
        <source>Read:</source>
        <translation>读取：</translation>
    </message>
    <message>
        <source>Nothing ignored.</source>
        <translation>没有忽略任何键。</translation>
    </message>
    <message>
        <source>Ignored:</source>
        <translation>忽略：</translation>
    </message>
</context>
<context>
    <name>ModelsPage</name>
    <message>
        <source>(the model chosen elsewhere)</source>
        <translation>（沿用在别处选定的模型）</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;Interleaved (Qwen3-VL)</source>
        <translation>交错（Qwen3-VL）(&amp;I)</translation>
    </message>
    <message>
        <source>Se&amp;quence:</source>
        <translation>序列(&amp;Q)：</translation>
    </message>
    <message>
        <source>he&amp;ad_dim:</source>
        <translation>he&amp;ad_dim：</translation>
    </message>
    <message>
        <source>mrope_&amp;section:</source>
        <translation>mrope_&amp;section：</translation>
    </message>
    <message>
        <source>Llama 4 (NoPE layers)</source>
        <translation>Llama 4（NoPE 层）</translation>
    </message>
    <message>
        <source>Mistral 3</source>
        <translation>Mistral 3</translation>
    </message>
    <message>
        <source>Qwen log-n</source>
        <translation>Qwen log-n</translation>
    </message>
    <message>
        <source>se&amp;q_length:</source>
        <translation>se&amp;q_length：</translation>
    </message>
    <message>
        <source>&amp;Layer map</source>
        <translation>逐层图(&amp;L)</translation>
    </message>
    <message>
        <source>M-&amp;RoPE</source>
        <translation>M-&amp;RoPE</translation>
    </message>
    <message>
        <source>&amp;Temperature</source>
        <translation>注意力温度(&amp;T)</translation>
    </message>
    <message>
        <source>R&amp;ule:</source>
        <translation>规则(&amp;U)：</translation>
    </message>
    <message>
        <source>att&amp;n_scale:</source>
        <translation>att&amp;n_scale：</translation>
    </message>
    <message>
        <source>floor_s&amp;cale:</source>
        <translation>floor_s&amp;cale：</translation>
    </message>
    <message>
        <source>16 : 24 : 24 of head_dim / 2</source>
        <translation>按 16 : 24 : 24 分配 head_dim / 2</translation>
    </message>
</context>
<context>
    <name>MropeFigure</name>
    <message>
        <source>t (time)</source>
        <translation>t（时间）</translation>
    </message>
    <message>
        <source>h (row)</source>
        <translation>h（行）</translation>
    </message>
    <message>
        <source>w (column)</source>
        <translation>w（列）</translation>
    </message>
    <message>
        <source>text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>image</source>
        <translation>图像</translation>
    </message>
    <message>
        <source>video</source>
        <translation>视频</translation>
    </message>
    <message>
        <source>frequency slot j (fast → slow)</source>
        <translation>频率槽 j（快 → 慢）</translation>
    </message>
    <message>
        <source>token</source>
        <translation>token</translation>
    </message>
    <message>
        <source>slot driven by %1</source>
        <translation>随 %1旋转的槽</translation>
    </message>
    <message>
        <source>%1: %2 slots, wavelengths %3 … %4 positions</source>
        <translation>%1：%2 个槽，波长 %3 … %4 个位置</translation>
    </message>
    <message>
        <source>%1: mrope_section %2%3, base %4</source>
        <translation>%1：mrope_section %2%3，基数 %4</translation>
    </message>
    <message>
        <source> interleaved</source>
        <translation>（交错）</translation>
    </message>
    <message>
        <source>. Colour: cos θ, θ = the id on the slot&apos;s axis × ω_j.</source>
        <translation>。颜色：cos θ，θ = 槽所在轴上的 id × ω_j。</translation>
    </message>
    <message>
        <source>token %1 (%2, t %3 h %4 w %5), slot %6 driven by %7: θ = %8 × %9 = %10 rad</source>
        <translation>token %1（%2，t %3 h %4 w %5），槽 %6 随 %7旋转：θ = %8 × %9 = %10 rad</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the axes</comment>
        <translation>；</translation>
    </message>
</context>
<context>
    <name>NaiveFigure</name>
    <message>
        <source>1. pos itself: unbounded</source>
        <translation>1、pos 本身：无界</translation>
    </message>
    <message>
        <source>2. pos/(L−1): depends on L</source>
        <translation>2、pos/(L−1)：依赖于 L</translation>
    </message>
    <message>
        <source>3. binary counter: bounded, but jumps</source>
        <translation>3、二进制计数器：有界，但会跳变</translation>
    </message>
    <message>
        <source>4. sinusoid: bounded, smooth, clock hands</source>
        <translation>4、正弦波：有界、平滑，即钟表指针</translation>
    </message>
    <message>
        <source>position pos</source>
        <translation>位置 pos</translation>
    </message>
    <message>
        <source>encoding value</source>
        <translation>编码值</translation>
    </message>
    <message>
        <source>pos / (L − 1)</source>
        <translation>pos / (L − 1)</translation>
    </message>
    <message>
        <source>bit b (flips every 2ᵇ positions)</source>
        <translation>第 b 位（每 2ᵇ 个位置翻转一次）</translation>
    </message>
    <message>
        <source>bit value</source>
        <translation>位值</translation>
    </message>
    <message>
        <source>dimension j</source>
        <translation>维度 j</translation>
    </message>
    <message>
        <source>PE value</source>
        <translation>PE 值</translation>
    </message>
    <message>
        <source>pos</source>
        <translation>pos</translation>
    </message>
    <message>
        <source>sin, cos stay in [−1, 1]</source>
        <translation>sin、cos 保持在 [−1, 1] 内</translation>
    </message>
    <message>
        <source>second</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>minute</source>
        <translation>分</translation>
    </message>
    <message>
        <source>hour</source>
        <translation>时</translation>
    </message>
    <message>
        <source>%1 hand
i = %2</source>
        <translation>%1针
i = %2</translation>
    </message>
    <message>
        <source>   (positions %1 … %2)</source>
        <translation>   （位置 %1 … %2）</translation>
    </message>
    <message>
        <source>needs L ≥ 2</source>
        <translation>需要 L ≥ 2</translation>
    </message>
    <message>
        <source>L = %1</source>
        <translation>L = %1</translation>
    </message>
    <message>
        <source>position %1 of %2 and position %3 of %4 both give %5</source>
        <translation>L = %2 的位置 %1 与 L = %4 的位置 %3 都得到 %5</translation>
    </message>
    <message>
        <source>L′ = 10(L − 1) + 1 = %1</source>
        <translation>L′ = 10(L − 1) + 1 = %1</translation>
    </message>
    <message>
        <source>%1
i = %2</source>
        <translation>%1针
i = %2</translation>
    </message>
    <message>
        <source>row r = pos − %1</source>
        <translation>行 r = pos − %1</translation>
    </message>
    <message>
        <source>r / (L − 1)</source>
        <translation>r / (L − 1)</translation>
    </message>
    <message>
        <source>row %1 of %2 and row %3 of %4 both give %5</source>
        <translation>L = %2 的第 %1 行与 L = %4 的第 %3 行都得到 %5</translation>
    </message>
    <message>
        <source>2. r/(L−1), r = pos − %1: depends on L</source>
        <translation>2、r/(L−1)，r = pos − %1：依赖于 L</translation>
    </message>
    <message>
        <source>4. sinusoid (not the one in use): bounded, smooth, clock hands</source>
        <translation>4、正弦波（不是当前所用的）：有界、平滑，即钟表指针</translation>
    </message>
</context>
<context>
    <name>ParameterPanel</name>
    <message>
        <source>Allow odd d_model</source>
        <translation>允许奇数 d_model</translation>
    </message>
    <message>
        <source>Scale embedding by √d_model (paper §3.4)</source>
        <translation>词嵌入乘以 √d_model（论文 §3.4）</translation>
    </message>
    <message>
        <source>Type a sentence; Chinese text splits per character</source>
        <translation>输入一个句子；中文按字切分</translation>
    </message>
    <message>
        <source>Embedding width d_model, %1 .. %2; the slider reaches %3, type larger values</source>
        <translation>嵌入维度 d_model，%1 .. %2；滑块最大到 %3，更大的值请直接输入</translation>
    </message>
    <message>
        <source>sin and cos come in pairs; an odd d_model leaves the last column a lone sine</source>
        <translation>sin 和 cos 成对出现；d_model 为奇数时，最后一列是孤立的 sin</translation>
    </message>
    <message>
        <source>base of ω_i = base^(−2i/d_model): the slider spans 10 .. 10⁶ on a log scale, the box takes 1.1 .. 10¹² (the command line&apos;s limit)</source>
        <translation>ω_i = base^(−2i/d_model) 的基数：滑块按对数刻度覆盖 10 .. 10⁶，输入框接受 1.1 .. 10¹²（与命令行的限制相同）</translation>
    </message>
    <message>
        <source>Sequence length L (rows), %1 .. %2; the slider reaches %3, type larger values</source>
        <translation>序列长度 L（行数），%1 .. %2；滑块最大到 %3，更大的值请直接输入</translation>
    </message>
    <message>
        <source>pos of the first row: 0 in the paper; fairseq starts at padding_idx + 1</source>
        <translation>第一行的 pos：论文中为 0；fairseq 从 padding_idx + 1 开始</translation>
    </message>
    <message>
        <source>Relative distance k: PE(pos + k) = Mₖ · PE(pos) for every pair</source>
        <translation>相对距离 k：对每个维度对，PE(pos + k) = Mₖ · PE(pos)</translation>
    </message>
    <message>
        <source>Reset to defaults</source>
        <translation>恢复默认值</translation>
    </message>
    <message>
        <source>&amp;Sentence:</source>
        <translation>句子(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;d_model:</source>
        <translation>&amp;d_model：</translation>
    </message>
    <message>
        <source>&amp;base:</source>
        <translation>基数 &amp;base：</translation>
    </message>
    <message>
        <source>&amp;Length L:</source>
        <translation>长度 L(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Position pos:</source>
        <translation>位置 pos(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Offset k:</source>
        <translation>偏移量 k(&amp;O)：</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 is odd:&lt;/b&gt; d_model = %2 is used; tick “Allow odd d_model” to use %1.</source>
        <translation>&lt;b&gt;%1 是奇数：&lt;/b&gt;当前使用 d_model = %2；勾选“允许奇数 d_model”即可使用 %1。</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s); L = %1. L follows the text; raise L to see more positions.</source>
        <translation>
            <numerusform>%n 个 token；L = %1。L 随文本而定；增大 L 可查看更多位置。</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Odd d_model:&lt;/b&gt; column %1 is a lone sine of pair %2 with no cosine partner (the standard Transformer needs an even d_model).</source>
        <translation>&lt;b&gt;奇数 d_model：&lt;/b&gt;第 %1 列是维度对 %2 中孤立的 sin，没有配对的 cos（标准 Transformer 要求 d_model 为偶数）。</translation>
    </message>
    <message>
        <source>The sinusoidal encoding as a paper or a library computes it: the layout of the columns, the spacing of ω_i and fairseq&apos;s first position</source>
        <translation>按某篇论文或某个库的算法计算正弦位置编码：列的排布、ω_i 的间隔以及 fairseq 的起始位置</translation>
    </message>
    <message>
        <source>&amp;Convention:</source>
        <translation>约定(&amp;C)：</translation>
    </message>
    <message>
        <source>La&amp;yout:</source>
        <translation>排布(&amp;Y)：</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) i = 0 .. %1 in %2.</source>
        <translation>
            <numerusform>%n 个维度对 i = 0 .. %1，位于%2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Odd d_model:&lt;/b&gt; column %1 is zero padding, as tensor2tensor and fairseq pad it; %n pair(s) in %2.</source>
        <translation>
            <numerusform>&lt;b&gt;奇数 d_model：&lt;/b&gt;第 %1 列按 tensor2tensor 和 fairseq 的做法补零；%n 对位于%2。</numerusform>
        </translation>
    </message>
    <message>
        <source>Source: %1.</source>
        <translation>来源：%1。</translation>
    </message>
    <message>
        <source>A mix of layout and spacing that no convention here uses.</source>
        <translation>这种排布与频率间隔的组合不属于这里列出的任何约定。</translation>
    </message>
    <message>
        <source>padding_idx = %1 (its row of the table is zero): the first real token is at position %2; the first position sets it.</source>
        <translation>padding_idx = %1（表中这一行为零）：第一个真实 token 位于位置 %2；由起始位置设定。</translation>
    </message>
    <message>
        <source>&lt;b&gt;fairseq refuses this d_model&lt;/b&gt; (%1); shown with tensor2tensor&apos;s max(n − 1, 1).</source>
        <translation>&lt;b&gt;fairseq 不接受这个 d_model&lt;/b&gt;（%1）；此处按 tensor2tensor 的 max(n − 1, 1) 显示。</translation>
    </message>
    <message>
        <source>Spaci&amp;ng:</source>
        <translation>频率间隔(&amp;N)：</translation>
    </message>
    <message>
        <source>Sinusoidal PE (Vaswani et al. 2017)</source>
        <translation>正余弦 PE（Vaswani 等 2017）</translation>
    </message>
    <message>
        <source>Nothing (Llama, T5)</source>
        <translation>不加（Llama、T5）</translation>
    </message>
    <message>
        <source>What is added to the token embedding before the first layer</source>
        <translation>在第一层之前加到词嵌入上的编码</translation>
    </message>
    <message>
        <source>E&amp;mbedding +:</source>
        <translation>词嵌入 +(&amp;M)：</translation>
    </message>
    <message>
        <source>Scores q·k:</source>
        <translation>分数 q·k：</translation>
    </message>
    <message>
        <source>Learned table (GPT-2, BERT; File &gt; Open Table)</source>
        <translation>可学习的位置表（GPT-2、BERT；文件 &gt; 打开位置表）</translation>
    </message>
    <message>
        <source>d_model = %1 is the learned table&apos;s (File &gt; Open Table opens another).</source>
        <translation>d_model = %1 由可学习的位置表决定（文件 &gt; 打开位置表可换一个表）。</translation>
    </message>
    <message>
        <source>A learned table has no pairs: one number per dimension and position.</source>
        <translation>可学习的位置表没有维度对：每个维度、每个位置各一个数。</translation>
    </message>
    <message>
        <source>F&amp;irst position:</source>
        <translation>起始位置(&amp;I)：</translation>
    </message>
    <message>
        <source>What acts on the attention scores q·k in every layer; a family with tabs of its own shows them while chosen</source>
        <translation>每一层中作用在注意力分数 q·k 上的方式；有自己页面的方法在选中时显示它们</translation>
    </message>
</context>
<context>
    <name>ParameterSettings</name>
    <message>
        <source>Settings cannot be saved (%1 is not writable): this run&apos;s parameters, window and recent files will not be kept.</source>
        <translation>无法保存设置（%1 不可写）：本次运行的参数、窗口布局和最近打开的文件都不会保留。</translation>
    </message>
</context>
<context>
    <name>PartialFolder</name>
    <message>
        <source>the lock file of its temporary folder cannot be made</source>
        <translation>无法创建其临时文件夹的锁文件</translation>
    </message>
    <message>
        <source>its temporary folder was not made</source>
        <translation>未能创建其临时文件夹</translation>
    </message>
    <message>
        <source>the folder is not empty (allowed: a new or empty folder)</source>
        <translation>文件夹不为空（应为：新的或空的文件夹）</translation>
    </message>
    <message>
        <source>it is a file, not a folder</source>
        <translation>这是一个文件，不是文件夹</translation>
    </message>
    <message>
        <source>the finished folder could not be renamed into place</source>
        <translation>完成的文件夹无法重命名到目标位置</translation>
    </message>
    <message>
        <source>the folder of %1 could not be made</source>
        <translation>无法创建 %1 所在的文件夹</translation>
    </message>
</context>
<context>
    <name>PngEncoder</name>
    <message>
        <source>the image is empty</source>
        <translation>图像为空</translation>
    </message>
    <message>
        <source>the PNG could not be written (%1)</source>
        <translation>无法写出 PNG（%1）</translation>
    </message>
</context>
<context>
    <name>PositionAnimator</name>
    <message>
        <source>there is no pair %1</source>
        <translation>没有维度对 %1</translation>
    </message>
    <message>
        <source>pair %1 turns once in %2 positions; L = %3 has %4 steps: raise L or choose a faster pair</source>
        <translation>维度对 %1 需要 %2 个位置才转一圈；L = %3 只有 %4 步：请增大 L 或选择更快的维度对</translation>
    </message>
</context>
<context>
    <name>PrecisionFigure</name>
    <message>
        <source>position p</source>
        <translation>位置 p</translation>
    </message>
    <message>
        <source>|angle error| (rad, log)</source>
        <translation>|角度误差|（弧度，对数）</translation>
    </message>
    <message>
        <source>   (p = 0 … %1, R = %2, base %3)</source>
        <translation>   （p = 0 … %1，R = %2，base %3）</translation>
    </message>
    <message>
        <source>%1, pair 0</source>
        <translation>%1，维度对 0</translation>
    </message>
    <message>
        <source>%1, pair %2</source>
        <translation>%1，维度对 %2</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%1 从 %2 起</translation>
    </message>
    <message>
        <source>inf</source>
        <translation>inf</translation>
    </message>
    <message>
        <source>transformers today computes inv_freq and the positions in float32 with autocast off (PR #29285): the float32 curves.</source>
        <translation>transformers 目前在关闭 autocast 的情况下以 float32 计算 inv_freq 和位置（PR #29285）：即 float32 曲线。</translation>
    </message>
    <message>
        <source>Dotted lines: two neighbouring positions share one value (%1).</source>
        <translation>点线：相邻两个位置取同一个值（%1）。</translation>
    </message>
    <message>
        <source>Dash-dotted: float16 has no number from 65 520 on (inf, then NaN angles).</source>
        <translation>点划线：float16 从 65 520 起没有可表示的数（inf，角度随后为 NaN）。</translation>
    </message>
    <message>
        <source>In each format PyTorch rounds p, then θ, then p·θ to it, and cos and sin after. At p = %1, pair 0: float32 off by %2 rad, bfloat16 %3, float16 %4; pair %5: %6, %7, %8.</source>
        <translation>在每种格式中 PyTorch 依次把 p、θ、p·θ 舍入到该格式，之后是 cos 和 sin。在 p = %1 处，维度对 0：float32 偏差 %2 弧度，bfloat16 %3，float16 %4；维度对 %5：%6、%7、%8。</translation>
    </message>
</context>
<context>
    <name>PresentationBar</name>
    <message>
        <source>Play positions (Ctrl+Space)</source>
        <translation>播放位置（Ctrl+Space）</translation>
    </message>
    <message>
        <source>Esc leaves · Page Down / Up: figures · F: whole tab · F6: all parameters</source>
        <translation>Esc 退出 · Page Down / Up：切换图形 · F：整个标签页 · F6：全部参数</translation>
    </message>
    <message>
        <source>Space / Page Down: next · Page Up: back · number + Enter: step · B: blank · Esc ends</source>
        <translation>空格 / Page Down：下一页 · Page Up：上一页 · 编号 + Enter：跳转 · B：黑屏 · Esc：结束</translation>
    </message>
    <message>
        <source>Ink</source>
        <translation>画笔</translation>
    </message>
    <message>
        <source>Pointer, pens, highlighter and eraser on the figure (Ctrl+L, Ctrl+P, Ctrl+I, Ctrl+R; Esc puts it down)</source>
        <translation>在图上用激光笔、笔、荧光笔和橡皮擦（Ctrl+L、Ctrl+P、Ctrl+I、Ctrl+R；Esc 放下）</translation>
    </message>
</context>
<context>
    <name>PresenterConsole</name>
    <message>
        <source>Presenter Console</source>
        <translation>讲者控制台</translation>
    </message>
    <message>
        <source>No lecture runs.</source>
        <translation>没有正在进行的讲课。</translation>
    </message>
    <message>
        <source> (screen blank)</source>
        <translation>（黑屏中）</translation>
    </message>
    <message>
        <source>Shown: %1</source>
        <translation>已揭晓：%1</translation>
    </message>
    <message>
        <source>Answer (not shown yet): %1</source>
        <translation>答案（尚未揭晓）：%1</translation>
    </message>
    <message>
        <source>No notes for this step.</source>
        <translation>本步没有备注。</translation>
    </message>
    <message>
        <source>Last step.</source>
        <translation>最后一步。</translation>
    </message>
    <message>
        <source>This step %1 of %2 min</source>
        <translation>本步 %1，计划 %2 分钟</translation>
    </message>
    <message>
        <source>This step %1</source>
        <translation>本步 %1</translation>
    </message>
    <message>
        <source>%1 · in all %2</source>
        <translation>%1 · 共 %2</translation>
    </message>
    <message>
        <source>%1 · in all %2 of %3 min planned to here</source>
        <translation>%1 · 共 %2，到本步计划 %3 分钟</translation>
    </message>
    <message>
        <source>Appendix (type its number, Enter): %1</source>
        <translation>附录（输入步号后按 Enter）：%1</translation>
    </message>
    <message>
        <source>Next: %1  %2</source>
        <translation>下一步：%1  %2</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>The seed figure: 16 tokens, d_model 60</source>
        <translation>笔记原图：16 个 token，d_model 60</translation>
    </message>
    <message>
        <source>“I love you” at d_model 512, pos 1 = “love”</source>
        <translation>“I love you”，d_model 512，pos 1 = “love”</translation>
    </message>
    <message>
        <source>The D = 3 toy: “我是一条狗”, position 0 = [0, 1, 0]</source>
        <translation>D = 3 的小例子：“我是一条狗”，位置 0 = [0, 1, 0]</translation>
    </message>
    <message>
        <source>“我是一条狗” at d_model 60</source>
        <translation>“我是一条狗”，d_model 60</translation>
    </message>
    <message>
        <source>Base 100 against 10 000 (wavelengths, L = 128)</source>
        <translation>base 100 对比 10 000（波长，L = 128）</translation>
    </message>
    <message>
        <source>Base 10 000 against 100 (wavelengths, L = 128)</source>
        <translation>base 10 000 对比 100（波长，L = 128）</translation>
    </message>
    <message>
        <source>Base 1 000 000 against 10 000 (wavelengths, L = 128)</source>
        <translation>base 1 000 000 对比 10 000（波长，L = 128）</translation>
    </message>
</context>
<context>
    <name>PytorchFigure</name>
    <message>
        <source>The notes&apos; PyTorch code, line by line (L = %1, d_model = %2, pos = %3)</source>
        <translation>讲义中的 PyTorch 代码，逐行对照（L = %1，d_model = %2，pos = %3）</translation>
    </message>
    <message>
        <source>= ωᵢ = %1^{−2i/%2}</source>
        <translation>= ωᵢ = %1^{−2i/%2}</translation>
    </message>
    <message>
        <source>→ row pos = %1: %2</source>
        <translation>→ 第 pos = %1 行：%2</translation>
    </message>
    <message>
        <source>div_term is ωᵢ itself, exp(2i · (−ln %1 / d_model)) = %1^{−2i/d_model}: the reciprocal of the denominator 10000^{2i/d} that the notes&apos; comment names. Against PosEnc&apos;s ωᵢ its entries differ by at most %2 (relative) in double, %3 in PyTorch&apos;s float32.</source>
        <translation>div_term 就是 ωᵢ 本身：exp(2i · (−ln %1 / d_model)) = %1^{−2i/d_model}，是讲义注释所说的分母 10000^{2i/d} 的倒数。与 PosEnc 的 ωᵢ 相比，双精度下各项的相对差至多为 %2，PyTorch 的 float32 下至多为 %3。</translation>
    </message>
    <message>
        <source>0::2 takes the even columns 0, 2, 4, … (the sines), 1::2 the odd ones (the cosines): the paper&apos;s interleaved layout. The code needs an even d_model: with an odd one, pe[:, 1::2] has one column fewer than div_term and the assignment fails.</source>
        <translation>0::2 取偶数列 0、2、4……（正弦），1::2 取奇数列（余弦）：即论文的交错排布。这段代码要求 d_model 为偶数：若为奇数，pe[:, 1::2] 比 div_term 少一列，赋值会报错。</translation>
    </message>
    <message>
        <source>The convention shown now is not the paper&apos;s: this code computes the paper&apos;s PE, not the one on the other tabs.</source>
        <translation>当前显示的约定不是论文的约定：这段代码算的是论文的 PE，而不是其他标签页上的 PE。</translation>
    </message>
</context>
<context>
    <name>RelativePainter</name>
    <message>
        <source>Relative offset: PE(pos + k) = Mₖ · PE(pos) for pair i = %1, k = %2</source>
        <translation>相对偏移：PE(pos + k) = Mₖ · PE(pos)，维度对 i = %1，k = %2</translation>
    </message>
    <message>
        <source>cos</source>
        <translation>cos</translation>
    </message>
    <message>
        <source>sin</source>
        <translation>sin</translation>
    </message>
    <message>
        <source>Pair %1 is the lone sine of an odd d_model: it has no cosine partner, so there is no rotation. Choose a pair below %1.</source>
        <translation>维度对 %1 是奇数 d_model 中孤立的 sin：它没有配对的 cos，因此不存在旋转。请选择小于 %1 的维度对。</translation>
    </message>
    <message>
        <source>d_model = 1 has no complete (sin, cos) pair: there is no rotation to show. Choose d_model ≥ 2.</source>
        <translation>d_model = 1 时没有完整的 (sin, cos) 维度对：没有可显示的旋转。请选择 d_model ≥ 2。</translation>
    </message>
    <message>
        <source>pos = %1</source>
        <translation>pos = %1</translation>
    </message>
    <message>
        <source>pos + k = %1</source>
        <translation>pos + k = %1</translation>
    </message>
    <message>
        <source>pos′ = %1</source>
        <translation>pos′ = %1</translation>
    </message>
    <message>
        <source>pos′ + k = %1</source>
        <translation>pos′ + k = %1</translation>
    </message>
    <message>
        <source>Pair i = %1 (dimensions %2, %3): ω_%1 = %4 rad/position; offset k = %5</source>
        <translation>维度对 i = %1（维度 %2、%3）：ω_%1 = %4 弧度/位置；偏移量 k = %5</translation>
    </message>
    <message>
        <source>Mₖ = [  cos ωk   sin ωk ]  =  [ %1   %2 ]</source>
        <translation>Mₖ = [  cos ωk   sin ωk ]  =  [ %1   %2 ]</translation>
    </message>
    <message>
        <source>        [ −sin ωk   cos ωk ]       [ %1   %2 ]</source>
        <translation>        [ −sin ωk   cos ωk ]       [ %1   %2 ]</translation>
    </message>
    <message>
        <source>ωk = %1 rad: it holds k, not pos.</source>
        <translation>ωk = %1 弧度：其中只有 k，没有 pos。</translation>
    </message>
    <message>
        <source>PE(%1) = (sin, cos) = %2</source>
        <translation>PE(%1) = (sin, cos) = %2</translation>
    </message>
    <message>
        <source>    Mₖ · PE(%1) = %2 = PE(%3) = %4</source>
        <translation>    Mₖ · PE(%1) = %2 = PE(%3) = %4</translation>
    </message>
    <message>
        <source>    the hand turns by %1 rad (measured from the two vectors)</source>
        <translation>    指针转过 %1 弧度（由两个向量测得）</translation>
    </message>
    <message>
        <source>k = 0: Mₖ is the identity. Choose an offset k ≠ 0 in the parameter panel.</source>
        <translation>k = 0：Mₖ 为单位矩阵。请在参数面板中选择偏移量 k ≠ 0。</translation>
    </message>
    <message>
        <source>Same Mₖ at pos and pos′: the turn is ωk less whole turns, %1 rad.</source>
        <translation>pos 与 pos′ 处的 Mₖ 相同：转角为 ωk 减去整圈，即 %1 弧度。</translation>
    </message>
    <message>
        <source>Residual max |PE(p + k) − Mₖ · PE(p)| over all %1 pairs:</source>
        <translation>全部 %1 个维度对上的最大残差 |PE(p + k) − Mₖ · PE(p)|：</translation>
    </message>
    <message>
        <source>    %1 at pos = %2,  %3 at pos′ = %4 (rounding only)</source>
        <translation>    pos = %2 处为 %1，pos′ = %4 处为 %3（仅为舍入误差）</translation>
    </message>
    <message>
        <source>d_model = %1 has no (sin, cos) pair for Mₖ to rotate: the relative offset needs d_model ≥ 2 (allowed 2 .. 4096)</source>
        <translation>d_model = %1 没有可供 Mₖ 旋转的 (sin, cos) 对：相对偏移需要 d_model ≥ 2（应为 2 .. 4096）</translation>
    </message>
</context>
<context>
    <name>RelativeView</name>
    <message>
        <source>Second position &amp;pos′:</source>
        <translation>第二个位置 pos′(&amp;P)：</translation>
    </message>
    <message>
        <source>P&amp;air i:</source>
        <translation>维度对 i(&amp;A)：</translation>
    </message>
    <message>
        <source>pos and k: in the parameter panel</source>
        <translation>pos 和 k：在参数面板中设置</translation>
    </message>
</context>
<context>
    <name>ResourceCheck</name>
    <message>
        <source>unlimited</source>
        <translation>无限制</translation>
    </message>
    <message>
        <source>the address-space limit (ulimit -v) is %1 KiB (allowed at least %2 KiB, or unlimited)</source>
        <translation>地址空间上限（ulimit -v）为 %1 KiB（应为至少 %2 KiB，或无限制）</translation>
    </message>
    <message>
        <source>cannot start %1 worker threads (%2 started: %3; ulimit -u is %4)</source>
        <translation>无法启动 %1 个工作线程（已启动 %2 个：%3；ulimit -u 为 %4）</translation>
    </message>
</context>
<context>
    <name>RopeDecayFigure</name>
    <message>
        <source>relative distance r = |m − n| (positions)</source>
        <translation>相对距离 r = |m − n|（位置）</translation>
    </message>
    <message>
        <source>relative upper bound (1/(R/2)) Σⱼ |Sⱼ|</source>
        <translation>相对上界 (1/(R/2)) Σⱼ |Sⱼ|</translation>
    </message>
    <message>
        <source>   (R = %1, base %2%3)</source>
        <translation>   （R = %1，base %2%3）</translation>
    </message>
    <message>
        <source> |pos − pos′| = %1: %2</source>
        <translation> |pos − pos′| = %1：%2</translation>
    </message>
    <message>
        <source>r = %1: bound %2</source>
        <translation>r = %1：上界 %2</translation>
    </message>
    <message>
        <source>Only r = 0 is shown.</source>
        <translation>只显示了 r = 0。</translation>
    </message>
    <message>
        <source>With one rotated pair |S₁| = 1 at every r: the bound is %1 throughout and does not decay.</source>
        <translation>只有一对旋转时，每个 r 上都有 |S₁| = 1：上界始终为 %1，不衰减。</translation>
    </message>
    <message>
        <source>The bound is %1 at every r shown: it does not decay.</source>
        <translation>所示每个 r 上的上界都是 %1：它不衰减。</translation>
    </message>
    <message>
        <source>Shown, it falls at every step, to %1 at r = %2.</source>
        <translation>图中它每一步都下降，到 r = %2 时为 %1。</translation>
    </message>
    <message>
        <source>Shown, it falls with ripples to its lowest, %1 at r = %2</source>
        <translation>图中它带着波动下降到最低点，r = %2 时为 %1</translation>
    </message>
    <message>
        <source>Shown, it falls at every step to its lowest, %1 at r = %2</source>
        <translation>图中它每一步都下降到最低点，r = %2 时为 %1</translation>
    </message>
    <message>
        <source>%1, the last r shown.</source>
        <translation>%1，即所示的最后一个 r。</translation>
    </message>
    <message>
        <source>%1, then climbs back to %2 at r = %3, %4 % of its value at r = 0: over these distances it does not decay.</source>
        <translation>%1，随后回升到 r = %3 时的 %2，为 r = 0 时的 %4%：在这些距离上它不衰减。</translation>
    </message>
    <message>
        <source>%1, then rises again to %2 at r = %3. From r = %4 to %5 it stays at or below %6, %7 % of its value at r = 0.</source>
        <translation>%1，随后又升到 r = %3 时的 %2。从 r = %4 到 %5，它不超过 %6，即 r = 0 时的 %7%。</translation>
    </message>
    <message>
        <source>Sⱼ = ∑ₖ₌₀ʲ⁻¹ exp(i·r·θₖ). At r = 0 every term is 1: (R/2 + 1)/2 = %1.</source>
        <translation>Sⱼ = ∑ₖ₌₀ʲ⁻¹ exp(i·r·θₖ)。r = 0 时每一项都是 1：(R/2 + 1)/2 = %1。</translation>
    </message>
    <message>
        <source>It does not depend on q and k.</source>
        <translation>它与 q 和 k 无关。</translation>
    </message>
    <message>
        <source>%1 %2 %3</source>
        <extracomment>Three sentences in a row; Chinese puts no space between them.</extracomment>
        <translation>%1%2%3</translation>
    </message>
</context>
<context>
    <name>RopePage</name>
    <message>
        <source>empty: seeded values; or head_dim numbers, e.g. 1, 0.5, −2, …</source>
        <translation>留空：使用种子生成的值；或输入 head_dim 个数，例如 1, 0.5, −2, …</translation>
    </message>
    <message>
        <source>%1: not a list of numbers</source>
        <translation>%1：不是一列数</translation>
    </message>
    <message>
        <source>%1: %2 of head_dim = %3 numbers</source>
        <translation>%1：已有 %2 个，需 head_dim = %3 个数</translation>
    </message>
    <message>
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>interleaved (2i, 2i + 1): RoFormer, LLaMA, GPT-J</source>
        <translation>交错 (2i, 2i + 1)：RoFormer、LLaMA、GPT-J</translation>
    </message>
    <message>
        <source>halves (i, i + R/2): Hugging Face, GPT-NeoX</source>
        <translation>对半 (i, i + R/2)：Hugging Face、GPT-NeoX</translation>
    </message>
    <message>
        <source>The rope_theta of known models; the base is the parameter panel&apos;s base.</source>
        <translation>常见模型的 rope_theta；这里的基数就是参数面板中的基数。</translation>
    </message>
    <message>
        <source>rotar&amp;y_dim R:</source>
        <translation>rotar&amp;y_dim R：</translation>
    </message>
    <message>
        <source>Pair&amp;ing:</source>
        <translation>配对方式(&amp;I)：</translation>
    </message>
    <message>
        <source>&amp;Base:</source>
        <translation>基数(&amp;B)：</translation>
    </message>
    <message>
        <source>n = pos′:</source>
        <translation>n = pos′：</translation>
    </message>
    <message>
        <source>&amp;q:</source>
        <translation>&amp;q：</translation>
    </message>
    <message>
        <source>&amp;k:</source>
        <translation>&amp;k：</translation>
    </message>
    <message>
        <source>other: %1</source>
        <translation>其他：%1</translation>
    </message>
    <message>
        <source>Ro&amp;tation</source>
        <translation>旋转(&amp;T)</translation>
    </message>
    <message>
        <source>S&amp;core matrix</source>
        <translation>分数矩阵(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Long-term decay</source>
        <translation>远程衰减(&amp;L)</translation>
    </message>
    <message>
        <source>RoFormer&apos;s Fig. &amp;2: head_dim 128, L 256</source>
        <translation>RoFormer 图 2(&amp;2)：head_dim 128，L 256</translation>
    </message>
    <message>
        <source>Sets head_dim 128 (all of it rotated), L 256 and base 10000, as in RoFormer&apos;s Fig. 2.</source>
        <translation>设为 head_dim 128（全部旋转）、L 256、基数 10000，与 RoFormer 图 2 相同。</translation>
    </message>
    <message>
        <source>The window opens at head_dim 16 and L 16, where the clocks and tokens stay readable.</source>
        <translation>窗口打开时为 head_dim 16、L 16，这样时钟和 token 都看得清。</translation>
    </message>
    <message>
        <source>he&amp;ad_dim:</source>
        <translation>he&amp;ad_dim：</translation>
    </message>
</context>
<context>
    <name>RopePainter</name>
    <message>
        <source>score(m, n) = &lt;R(%1) q, R(%2) k&gt; = %3 ; score(m + s, n + s) = &lt;R(%4) q, R(%5) k&gt; = %6 ; difference %7</source>
        <translation>分数(m, n) = &lt;R(%1) q, R(%2) k&gt; = %3；分数(m + s, n + s) = &lt;R(%4) q, R(%5) k&gt; = %6；差 %7</translation>
    </message>
    <message>
        <source>|q| = %1 = |R(m) q|,  |k| = %2 = |R(n) k|: a rotation keeps the norm</source>
        <translation>|q| = %1 = |R(m) q|，|k| = %2 = |R(n) k|：旋转保持范数不变</translation>
    </message>
    <message>
        <source>Both moved by s = %1 (the offset k of the parameter panel): the score depends on m − n only.</source>
        <translation>两者都移动 s = %1（参数面板中的偏移量 k）：分数只取决于 m − n。</translation>
    </message>
    <message>
        <source>Pairing interleaved: pair i = dimensions (2i, 2i + 1), as RoFormer, Meta LLaMA, GPT-J.</source>
        <translation>交错配对：维度对 i = 维度 (2i, 2i + 1)，与 RoFormer、Meta LLaMA、GPT-J 相同。</translation>
    </message>
    <message>
        <source>Pairing halves: pair i = dimensions (i, i + R/2), as Hugging Face rotate_half, GPT-NeoX.</source>
        <translation>对半配对：维度对 i = 维度 (i, i + R/2)，与 Hugging Face 的 rotate_half、GPT-NeoX 相同。</translation>
    </message>
    <message>
        <source>Rows of W_q and W_k, interleaved → halves (Hugging Face&apos;s LLaMA conversion): P = %1</source>
        <translation>W_q 和 W_k 的行，交错 → 对半（Hugging Face 的 LLaMA 转换脚本）：P = %1</translation>
    </message>
    <message>
        <source>R_halves(m) · P q = P · R_interleaved(m) q: largest difference %1 over %2 positions (exact).</source>
        <translation>R_halves(m) · P q = P · R_interleaved(m) q：在 %2 个位置上最大差 %1（精确相等）。</translation>
    </message>
    <message>
        <source>Rotated: R = %1 of head_dim = %2 dimensions (%3 pairs); base %4%5</source>
        <translation>旋转的维度：head_dim = %2 个维度中的 R = %1 个（%3 个维度对）；base %4%5</translation>
    </message>
    <message>
        <source>Dimensions %1 .. %2 are not rotated (partial rotary: GPT-NeoX rotary_pct, GPT-J rotary_dim).</source>
        <translation>维度 %1 .. %2 不旋转（部分旋转：GPT-NeoX 的 rotary_pct、GPT-J 的 rotary_dim）。</translation>
    </message>
    <message>
        <source>q and k: seeded values (type your own on the tab).</source>
        <translation>q 和 k：由种子生成的值（可在本页输入自己的值）。</translation>
    </message>
    <message>
        <source>q: %1; k: %2.</source>
        <translation>q：%1；k：%2。</translation>
    </message>
    <message>
        <source>seeded</source>
        <translation>种子生成</translation>
    </message>
    <message>
        <source>typed</source>
        <translation>手动输入</translation>
    </message>
    <message>
        <source>i = %1 (%2, %3)</source>
        <translation>i = %1 (%2, %3)</translation>
    </message>
    <message>
        <source>θ = %1</source>
        <translation>θ = %1</translation>
    </message>
    <message>
        <source>Add or multiply? Pair i = %1 of q at m = %2</source>
        <translation>相加还是相乘？q 的维度对 i = %1，m = %2</translation>
    </message>
    <message>
        <source>add: x + PE(m)</source>
        <translation>相加：x + PE(m)</translation>
    </message>
    <message>
        <source>|x + PE(m)| = %1, |x| = %2</source>
        <translation>|x + PE(m)| = %1，|x| = %2</translation>
    </message>
    <message>
        <source>multiply: R(m) x, turned by mθ</source>
        <translation>相乘：R(m) x，旋转 mθ</translation>
    </message>
    <message>
        <source>|R(m) x| = %1 = |x|</source>
        <translation>|R(m) x| = %1 = |x|</translation>
    </message>
    <message>
        <source>RoPE: R(m) q and R(n) k, m = pos = %1, n = pos′ = %2 (%3 of %4 pairs shown)</source>
        <translation>RoPE：R(m) q 与 R(n) k，m = pos = %1，n = pos′ = %2（显示 %4 个维度对中的 %3 个）</translation>
    </message>
    <message>
        <source>RoPE: R(m) q and R(n) k, pair by pair, m = pos = %1, n = pos′ = %2</source>
        <translation>RoPE：逐个维度对的 R(m) q 与 R(n) k，m = pos = %1，n = pos′ = %2</translation>
    </message>
    <message>
        <source>R(m) q</source>
        <translation>R(m) q</translation>
    </message>
    <message>
        <source>R(n) k</source>
        <translation>R(n) k</translation>
    </message>
    <message>
        <source>dashed: q, k before rotating</source>
        <translation>虚线：旋转前的 q、k</translation>
    </message>
    <message>
        <source>i = %1</source>
        <translation>i = %1</translation>
    </message>
</context>
<context>
    <name>RopeScalingAnglesFigure</name>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>pair i (fast → slow)</source>
        <translation>维度对 i（快 → 慢）</translation>
    </message>
    <message>
        <source>rotation angle (rad, log)</source>
        <translation>旋转角（弧度，对数）</translation>
    </message>
    <message>
        <source>θᵢ·(L0 − 1): the largest angle in training</source>
        <translation>θᵢ·(L0 − 1)：训练中的最大角度</translation>
    </message>
    <message>
        <source>never seen in training</source>
        <translation>训练中从未见过</translation>
    </message>
    <message>
        <source>θᵢ·p: no scaling</source>
        <translation>θᵢ·p：不缩放</translation>
    </message>
    <message>
        <source>θ′ᵢ·p: %1</source>
        <translation>θ′ᵢ·p：%1</translation>
    </message>
    <message>
        <source>2π: above, every angle was seen</source>
        <translation>2π：高于它则所有角度都见过</translation>
    </message>
    <message>
        <source>At p = %1 without scaling, %2 of %3 pairs turn further than in training (pairs %4).</source>
        <translation>在 p = %1 处，不缩放时 %3 个维度对中有 %2 个转得比训练时更远（维度对 %4）。</translation>
    </message>
    <message>
        <source>With %1: %2 (pairs %3).</source>
        <translation>使用 %1：%2 个（维度对 %3）。</translation>
    </message>
    <message>
        <source>A fast pair turns many times in L0: its angle mod 2π was always seen.</source>
        <translation>快的维度对在 L0 内转了很多圈：它的角度（模 2π）都见过。</translation>
    </message>
    <message>
        <source>pair %1: trained up to %2 rad; at p: %3 rad unscaled, %4 rad scaled</source>
        <translation>维度对 %1：训练中最大 %2 弧度；在 p 处：不缩放 %3 弧度，缩放后 %4 弧度</translation>
    </message>
    <message>
        <source>At p = %1 without scaling, no pair turns further than in training.</source>
        <translation>在 p = %1 处，不缩放时没有维度对转得比训练时更远。</translation>
    </message>
    <message>
        <source>With %1: none.</source>
        <translation>使用 %1：没有。</translation>
    </message>
</context>
<context>
    <name>RopeScalingFigure</name>
    <message>
        <source>pair i (fast → slow)</source>
        <translation>维度对 i（快 → 慢）</translation>
    </message>
    <message>
        <source>θᵢ (rad/position, log)</source>
        <translation>θᵢ（弧度/位置，对数）</translation>
    </message>
    <message>
        <source>YaRN ramp(i): 0 kept … 1 ÷ factor</source>
        <translation>YaRN 斜坡 ramp(i)：0 保持 … 1 除以因子</translation>
    </message>
    <message>
        <source>θᵢ = base to the power −2i/R, trained</source>
        <translation>θᵢ = base 的 −2i/R 次方，训练时</translation>
    </message>
    <message>
        <source>θ′ᵢ after scaling</source>
        <translation>缩放后的 θ′ᵢ</translation>
    </message>
    <message>
        <source>ramp(i) (right axis)</source>
        <translation>ramp(i)（右轴）</translation>
    </message>
    <message>
        <source>, R = %1, base %2)</source>
        <translation>，R = %1，base %2）</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>保持</translation>
    </message>
    <message>
        <source>blended</source>
        <translation>混合</translation>
    </message>
    <message>
        <source>÷ factor</source>
        <translation>÷ 因子</translation>
    </message>
    <message>
        <source>rescaled</source>
        <translation>重新缩放</translation>
    </message>
    <message>
        <source>one turn in L0 = %1 positions</source>
        <translation>在 L0 = %1 个位置内转一圈</translation>
    </message>
    <message>
        <source>one turn in %1 positions</source>
        <translation>在 %1 个位置内转一圈</translation>
    </message>
    <message>
        <source>Attention factor 1: cos and sin as they are.</source>
        <translation>注意力因子为 1：cos 和 sin 不变。</translation>
    </message>
    <message>
        <source>The softmax scale 1/√head_dim × %1.</source>
        <translation>softmax 缩放 1/√head_dim × %1。</translation>
    </message>
    <message>
        <source>YaRN&apos;s correction range: pairs %1 … %2.</source>
        <translation>YaRN 的校正范围：维度对 %1 … %2。</translation>
    </message>
    <message>
        <source>Long factors at s = %1.</source>
        <translation>在 s = %1 时使用长因子。</translation>
    </message>
    <message>
        <source>Short factors at s = %1.</source>
        <translation>在 s = %1 时使用短因子。</translation>
    </message>
    <message>
        <source>pair %1: θ = %2, θ′ = %3 rad/position (× %4); wavelength %5 → %6 positions</source>
        <translation>维度对 %1：θ = %2，θ′ = %3 弧度/位置（× %4）；波长 %5 → %6 个位置</translation>
    </message>
    <message>
        <source>Attention factor %1: cos and sin × %1, so the rotated part of every score × %2.</source>
        <translation>注意力因子 %1：cos 和 sin × %1，因此每个分数的旋转部分 × %2。</translation>
    </message>
    <message>
        <source>attention factor %1 (cos and sin × it, the rotated part of the scores × %2); softmax scale × %3. %4</source>
        <translation>注意力因子 %1（cos 和 sin 乘以它，分数的旋转部分 × %2）；softmax 缩放 × %3。%4</translation>
    </message>
</context>
<context>
    <name>RopeScalingScoreFigure</name>
    <message>
        <source>distance r = m − n (positions, log)</source>
        <translation>距离 r = m − n（位置，对数）</translation>
    </message>
    <message>
        <source>score ⟨R(r) q, k⟩</source>
        <translation>分数 ⟨R(r) q, k⟩</translation>
    </message>
    <message>
        <source>decay bound</source>
        <translation>衰减上界</translation>
    </message>
    <message>
        <source>θ, no scaling (float64)</source>
        <translation>θ，不缩放（float64）</translation>
    </message>
    <message>
        <source>θ′: %1, attention factor² = %2, angles in %3</source>
        <translation>θ′：%1，注意力因子² = %2，角度用 %3</translation>
    </message>
    <message>
        <source>L0 = %1</source>
        <translation>L0 = %1</translation>
    </message>
    <message>
        <source>target %1</source>
        <translation>目标 %1</translation>
    </message>
    <message>
        <source>%1 distances spread on the log axis (the score swings at every scale: its band is its range).</source>
        <translation>在对数轴上取 %1 个距离（分数在各个尺度上都在摆动：色带即其范围）。</translation>
    </message>
    <message>
        <source>Past L0 the bound averages %1 without scaling and %2 with it (%3 at r = 1).</source>
        <translation>超过 L0 后，衰减上界的平均值不缩放时为 %1，缩放后为 %2（r = 1 时为 %3）。</translation>
    </message>
    <message>
        <source>After: each angle p·θ′ as PyTorch computes it in %1 (p, θ′ and the product rounded, then cos and sin).</source>
        <translation>缩放后：每个角度 p·θ′ 按 PyTorch 在 %1 中的算法计算（p、θ′ 和乘积各自舍入，然后是 cos 和 sin）。</translation>
    </message>
    <message>
        <source>θ′: %1, attention factor² = %2, × softmax factor %4, angles in %3</source>
        <translation>θ′：%1，注意力因子² = %2，× softmax 因子 %4，角度用 %3</translation>
    </message>
    <message>
        <source>decay bound with θ (float64)</source>
        <translation>θ 的衰减上界（float64）</translation>
    </message>
    <message>
        <source>decay bound with θ′ alone (float64: not × attention factor², softmax factor or number format)</source>
        <translation>只用 θ′ 的衰减上界（float64：不乘注意力因子²、softmax 因子，也不按数值格式计算）</translation>
    </message>
</context>
<context>
    <name>RopeScoreFigure</name>
    <message>
        <source>position n of k</source>
        <translation>k 的位置 n</translation>
    </message>
    <message>
        <source>position m of q</source>
        <translation>q 的位置 m</translation>
    </message>
    <message>
        <source>&lt;R(m) q, R(n) k&gt;</source>
        <translation>&lt;R(m) q, R(n) k&gt;</translation>
    </message>
    <message>
        <source>distance m − n (positions)</source>
        <translation>距离 m − n（位置）</translation>
    </message>
    <message>
        <source>score</source>
        <translation>分数</translation>
    </message>
    <message>
        <source>&lt;R(m − n) q, k&gt;</source>
        <translation>&lt;R(m − n) q, k&gt;</translation>
    </message>
    <message>
        <source>   (L = %1, head_dim = %2, R = %3, base %4%5)</source>
        <translation>   （L = %1，head_dim = %2，R = %3，base %4%5）</translation>
    </message>
    <message>
        <source>
shown on %1 × %1 pixels: each its block&apos;s value of largest magnitude</source>
        <translation>
显示在 %1 × %1 像素上：每个像素取其区块中绝对值最大的值</translation>
    </message>
    <message>
        <source>measured from m = pos = %1</source>
        <translation>从 m = pos = %1 实测</translation>
    </message>
    <message>
        <source>Measured on true products &lt;R(m) q, R(n) k&gt;, the largest spread along a diagonal is %1, rounding only: the score depends on m − n alone.</source>
        <translation>在真实点乘（内积） &lt;R(m) q, R(n) k&gt; 上实测，沿对角线的最大差异为 %1，仅为舍入误差：分数只取决于 m − n。</translation>
    </message>
    <message>
        <source>Measured on true products &lt;R(m) q, R(n) k&gt;, the largest spread along a diagonal is %1.</source>
        <translation>在真实点乘（内积） &lt;R(m) q, R(n) k&gt; 上实测，沿对角线的最大差异为 %1。</translation>
    </message>
    <message>
        <source>m = %1, n = %2, m − n = %3: &lt;R(m) q, R(n) k&gt; = %4</source>
        <translation>m = %1，n = %2，m − n = %3：&lt;R(m) q, R(n) k&gt; = %4</translation>
    </message>
</context>
<context>
    <name>SandwichFamily</name>
    <message>
        <source>he&amp;ad_dim d&apos;:</source>
        <translation>he&amp;ad_dim d&apos;：</translation>
    </message>
    <message>
        <source>&amp;Bias per head</source>
        <translation>每个头的偏置(&amp;B)</translation>
    </message>
    <message>
        <source>Sandwich falls like the sinusoids&apos; dot product and then oscillates (head %1: %2 at r = %3).</source>
        <translation>Sandwich 像正余弦的点乘一样下降，随后振荡（头 %1：r = %3 时为 %2）。</translation>
    </message>
    <message>
        <source>Sandwich %1</source>
        <translation>Sandwich %1</translation>
    </message>
    <message>
        <source>Sandwich (Chi et al. 2023)</source>
        <translation>Sandwich（Chi et al. 2023）</translation>
    </message>
    <message>
        <source>the sinusoids&apos; dot product as a bias per head (Chi et al. 2023)</source>
        <translation>以正余弦的点乘作为每个头的偏置（Chi et al. 2023）</translation>
    </message>
    <message>
        <source>San&amp;dwich</source>
        <translation>San&amp;dwich</translation>
    </message>
    <message>
        <source>Sandwich: (S(r) − d&apos;/2) / (8h/H), head %1 ÷ %2</source>
        <translation>Sandwich：(S(r) − d&apos;/2) / (8h/H)，头 %1 ÷ %2</translation>
    </message>
</context>
<context>
    <name>SandwichFigure</name>
    <message>
        <source>distance r = i − j</source>
        <translation>距离 r = i − j</translation>
    </message>
    <message>
        <source>bias added to the score</source>
        <translation>加到分数上的偏置</translation>
    </message>
    <message>
        <source>%1: d&apos; = %2, H = %3, head %4 bold</source>
        <translation>%1：d&apos; = %2，H = %3，头 %4 为粗线</translation>
    </message>
    <message>
        <source>S(r) = Σ cos(r ω_k), k = 1 … d&apos;/2, is the dot product of two sinusoidal position vectors r apart: it falls from d&apos;/2 = %1, then oscillates, so from r = %2 a farther key gets a smaller penalty than a nearer one (ALiBi&apos;s line never turns).</source>
        <translation>S(r) = Σ cos(r ω_k)，k = 1 … d&apos;/2，是相距 r 的两个正余弦位置向量的点乘：它从 d&apos;/2 = %1 开始下降，随后振荡，所以从 r = %2 起，更远的键反而比更近的键受到更小的惩罚（ALiBi 的直线则一直下降，从不回升）。</translation>
    </message>
    <message>
        <source>S(r) = Σ cos(r ω_k), k = 1 … d&apos;/2, is the dot product of two sinusoidal position vectors r apart: it falls from d&apos;/2 = %1 over these %2 positions; each head divides S(r) − d&apos;/2 by 8h/H, so head 0 is the steepest.</source>
        <translation>S(r) = Σ cos(r ω_k)，k = 1 … d&apos;/2，是相距 r 的两个正余弦位置向量的点乘：在这 %2 个位置上它从 d&apos;/2 = %1 一路下降；每个头把 S(r) − d&apos;/2 除以 8h/H，所以头 0 最陡。</translation>
    </message>
    <message>
        <source>r = %1: S(r) = %2, head %3&apos;s bias %4</source>
        <translation>r = %1：S(r) = %2，头 %3 的偏置为 %4</translation>
    </message>
</context>
<context>
    <name>SaveMenu</name>
    <message>
        <source>Save as PNG…</source>
        <translation>另存为 PNG…</translation>
    </message>
    <message>
        <source>Save as SVG…</source>
        <translation>另存为 SVG…</translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation>另存为 PDF…</translation>
    </message>
    <message>
        <source>Save numbers as CSV…</source>
        <translation>将数字另存为 CSV…</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
</context>
<context>
    <name>ScalingText</name>
    <message>
        <source>no scaling, L0 %1</source>
        <translation>不缩放，L0 %1</translation>
    </message>
    <message>
        <source>longrope, L0 %1 → %2</source>
        <translation>longrope，L0 %1 → %2</translation>
    </message>
    <message>
        <source>%1 × %2, L0 %3 → %4</source>
        <translation>%1 × %2，L0 %3 → %4</translation>
    </message>
    <message>
        <source>Engine: transformers, the newest.</source>
        <translation>引擎：transformers 最新版。</translation>
    </message>
    <message>
        <source>Engine: %1.</source>
        <translation>引擎：%1。</translation>
    </message>
    <message>
        <source>θ′ up to %1 % apart (pair %2: %3 against %4 rad/position)</source>
        <translation>θ′ 最多相差 %1%（维度对 %2：%3 对比 %4 弧度/位置）</translation>
    </message>
    <message>
        <source>attention factor %1 against %2</source>
        <translation>注意力因子 %1 对比 %2</translation>
    </message>
    <message>
        <source>the long factors already at s = %1</source>
        <translation>在 s = %1 时已使用长因子</translation>
    </message>
    <message>
        <source>the short factors at s = %1</source>
        <translation>在 s = %1 时使用短因子</translation>
    </message>
    <message>
        <source>Engine: %1, the same numbers as the newest transformers for these settings.</source>
        <translation>引擎：%1，在这些设置下与最新 transformers 的数值相同。</translation>
    </message>
    <message>
        <source>Engine: %1, against the newest transformers: %2.</source>
        <translation>引擎：%1，与最新 transformers 相比：%2。</translation>
    </message>
    <message>
        <source> (option --%1)</source>
        <translation>（选项 --%1）</translation>
    </message>
    <message>
        <source>the softmax scale × %1 against × %2</source>
        <translation>softmax 缩放 × %1，对比 × %2</translation>
    </message>
</context>
<context>
    <name>Scene</name>
    <message>
        <source>unknown field (allowed %1)</source>
        <translation>未知字段（应为 %1）</translation>
    </message>
    <message>
        <source>%1 is not a PosEnc scene (allowed &quot;%2&quot;)</source>
        <translation>%1 不是 PosEnc 场景（应为 &quot;%2&quot;）</translation>
    </message>
    <message>
        <source>version %1 is not one this PosEnc reads (allowed 1 .. %2; a newer PosEnc wrote it?)</source>
        <translation>本版 PosEnc 读不了版本 %1（应为 1 .. %2；是更新的 PosEnc 写的？）</translation>
    </message>
    <message>
        <source>%1 is not an object of parameters</source>
        <translation>%1 不是参数对象</translation>
    </message>
    <message>
        <source>unknown parameter (allowed %1)</source>
        <translation>未知参数（应为 %1）</translation>
    </message>
    <message>
        <source>%1 is not a figure (allowed %2)</source>
        <translation>%1 不是图形（应为 %2）</translation>
    </message>
    <message>
        <source>%1 is not a theme (allowed %2)</source>
        <translation>%1 不是主题（应为 %2）</translation>
    </message>
    <message>
        <source>%1 is not a zoom (allowed %2 .. %3 percent)</source>
        <translation>%1 不是缩放比例（应为 %2 .. %3%）</translation>
    </message>
    <message>
        <source>%1 is not a language (allowed %2)</source>
        <translation>%1 不是语言（应为 %2）</translation>
    </message>
    <message>
        <source>not JSON: %1 at byte %2</source>
        <translation>不是 JSON：第 %2 字节处 %1</translation>
    </message>
    <message>
        <source>not a PosEnc scene (the JSON is not an object)</source>
        <translation>不是 PosEnc 场景（JSON 不是对象）</translation>
    </message>
    <message>
        <source>cannot open: %1</source>
        <translation>无法打开：%1</translation>
    </message>
    <message>
        <source>missing (allowed 1 .. %1)</source>
        <translation>缺少此字段（应为 1 .. %1）</translation>
    </message>
    <message>
        <source>%1 is not %2</source>
        <translation>%1 不是%2</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <source>a text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>not a regular file (a scene is a .posenc file)</source>
        <translation>不是普通文件（场景是 .posenc 文件）</translation>
    </message>
    <message>
        <source>too large for a scene (allowed up to 1 MiB)</source>
        <translation>作为场景太大（最多 1 MiB）</translation>
    </message>
    <message>
        <source>a list of numbers</source>
        <translation>一列数字</translation>
    </message>
</context>
<context>
    <name>SceneMenu</name>
    <message>
        <source>PosEnc scenes (*.posenc)</source>
        <translation>PosEnc 场景 (*.posenc)</translation>
    </message>
    <message>
        <source>&amp;Open Scene…</source>
        <translation>打开场景(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Presets</source>
        <translation>预设(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Save Scene</source>
        <translation>保存场景(&amp;S)</translation>
    </message>
    <message>
        <source>Sa&amp;ve Scene As…</source>
        <translation>场景另存为(&amp;V)…</translation>
    </message>
    <message>
        <source>Scene not opened</source>
        <translation>场景未打开</translation>
    </message>
    <message>
        <source>Nothing of it was applied.</source>
        <translation>场景中的任何内容都未应用。</translation>
    </message>
    <message>
        <source>Opened the scene %1</source>
        <translation>已打开场景 %1</translation>
    </message>
    <message>
        <source>Scene not saved</source>
        <translation>场景未保存</translation>
    </message>
    <message>
        <source>Saved the scene %1</source>
        <translation>已保存场景 %1</translation>
    </message>
    <message>
        <source>Open Scene</source>
        <translation>打开场景</translation>
    </message>
    <message>
        <source>lecture</source>
        <translation>讲课</translation>
    </message>
    <message>
        <source>Save Scene</source>
        <translation>保存场景</translation>
    </message>
    <message>
        <source>&amp;Clear the List</source>
        <translation>清空列表(&amp;C)</translation>
    </message>
    <message>
        <source>Preset not opened</source>
        <translation>预设未打开</translation>
    </message>
    <message>
        <source>Preset: %1</source>
        <translation>预设：%1</translation>
    </message>
    <message>
        <source>%1 — Positional encoding explorer</source>
        <translation>%1 — 位置编码探索器</translation>
    </message>
    <message>
        <source>opening %1</source>
        <translation>打开 %1</translation>
    </message>
    <message>
        <source>preset “%1”</source>
        <translation>预设“%1”</translation>
    </message>
</context>
<context>
    <name>ScoreFamilies</name>
    <message>
        <source>Nothing (2017, GPT-2)</source>
        <translation>不作用（2017、GPT-2）</translation>
    </message>
    <message>
        <source>RoPE (RoFormer, Llama)</source>
        <translation>RoPE（RoFormer、Llama）</translation>
    </message>
    <message>
        <source>R&amp;oPE</source>
        <translation>R&amp;oPE</translation>
    </message>
    <message>
        <source>&amp;Long context</source>
        <translation>长上下文(&amp;L)</translation>
    </message>
    <message>
        <source>the plain dot product (the 2017 Transformer, GPT-2)</source>
        <translation>普通点乘（2017 Transformer、GPT-2）</translation>
    </message>
    <message>
        <source>RoPE: ⟨R(r) q, k⟩ ÷ %1</source>
        <translation>RoPE：⟨R(r) q, k⟩ ÷ %1</translation>
    </message>
    <message>
        <source>RoPE score %1</source>
        <translation>RoPE 分数 %1</translation>
    </message>
    <message>
        <source>RoPE: decay bound (RoFormer 3.4.3) ÷ %1</source>
        <translation>RoPE：衰减上界（RoFormer 3.4.3）÷ %1</translation>
    </message>
    <message>
        <source>RoPE bound %1</source>
        <translation>RoPE 上界 %1</translation>
    </message>
    <message>
        <source>RoPE %1 (bound %2)</source>
        <translation>RoPE %1（上界 %2）</translation>
    </message>
    <message>
        <source>q and k rotated (RoFormer, Llama)</source>
        <translation>旋转 q 和 k（RoFormer、Llama）</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>&apos;%1&apos; is not a whole number (allowed %2)</source>
        <translation>&apos;%1&apos; 不是整数（应为 %2）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a finite number (allowed %2)</source>
        <translation>&apos;%1&apos; 不是有限数（应为 %2）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not true or false</source>
        <translation>&apos;%1&apos; 不是 true 或 false</translation>
    </message>
    <message>
        <source>not a text</source>
        <translation>不是文本</translation>
    </message>
    <message>
        <source>dimension j = %1 is out of range (allowed %2)</source>
        <translation>维度 j = %1 超出范围（应为 %2）</translation>
    </message>
    <message>
        <source>comparison %1</source>
        <translation>对比 %1</translation>
    </message>
    <message>
        <source>version %1 is not one this PosEnc reads (allowed %2)</source>
        <translation>此版本 PosEnc 无法读取版本 %1（应为 %2）</translation>
    </message>
    <message>
        <source>%1, or -1 for none</source>
        <translation>%1，或用 -1 表示没有</translation>
    </message>
    <message>
        <source>not a list of numbers</source>
        <translation>不是一列数</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a finite number (allowed a list of finite numbers)</source>
        <translation>&apos;%1&apos; 不是有限数（应为：一列有限数）</translation>
    </message>
    <message>
        <source>%1 has %2 values (allowed exactly head_dim = %3, or none for seeded values)</source>
        <translation>%1 有 %2 个值（应为：恰好 head_dim = %3 个，或不给出以使用种子生成的值）</translation>
    </message>
    <message>
        <source>%1 … %2 (%3 characters)</source>
        <translation>%1 … %2（共 %3 个字符）</translation>
    </message>
    <message>
        <source>the sentence</source>
        <translation>句子</translation>
    </message>
    <message>
        <source>d_model</source>
        <translation>d_model</translation>
    </message>
    <message>
        <source>base</source>
        <translation>基数 base</translation>
    </message>
    <message>
        <source>layout</source>
        <translation>排布</translation>
    </message>
    <message>
        <source>spacing</source>
        <translation>频率间隔</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>first position</source>
        <translation>起始位置</translation>
    </message>
    <message>
        <source>padding_idx</source>
        <translation>padding_idx</translation>
    </message>
    <message>
        <source>pos</source>
        <translation>pos</translation>
    </message>
    <message>
        <source>k</source>
        <translation>k</translation>
    </message>
    <message>
        <source>the embedding scale</source>
        <translation>词嵌入缩放</translation>
    </message>
    <message>
        <source>dimension j</source>
        <translation>维度 j</translation>
    </message>
    <message>
        <source>comparison base</source>
        <translation>对比基数</translation>
    </message>
    <message>
        <source>pos′</source>
        <translation>pos′</translation>
    </message>
    <message>
        <source>cosine similarity</source>
        <translation>余弦相似度</translation>
    </message>
    <message>
        <source>the attention sentence</source>
        <translation>注意力句子</translation>
    </message>
    <message>
        <source>the reordered sentence</source>
        <translation>重排后的句子</translation>
    </message>
    <message>
        <source>head_dim</source>
        <translation>head_dim</translation>
    </message>
    <message>
        <source>rotary_dim</source>
        <translation>rotary_dim</translation>
    </message>
    <message>
        <source>RoPE pairing</source>
        <translation>RoPE 配对方式</translation>
    </message>
    <message>
        <source>RoPE&apos;s q</source>
        <translation>RoPE 的 q</translation>
    </message>
    <message>
        <source>RoPE&apos;s k</source>
        <translation>RoPE 的 k</translation>
    </message>
    <message>
        <source>with padding_idx = %1 the first position is %2, not %3 (set padding_idx instead)</source>
        <translation>padding_idx = %1 时首位置是 %2，不是 %3（请改设 padding_idx）</translation>
    </message>
    <message>
        <source>pair i = %1 is out of range (allowed %2)</source>
        <translation>维度对 i = %1 超出范围（应为 %2）</translation>
    </message>
    <message>
        <source>the sentence has no words (allowed %1 .. %2 tokens)</source>
        <translation>句子没有词（应为 %1 .. %2 个 token）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a reordering of the words of &quot;%2&quot; (allowed: the same words in another order)</source>
        <translation>“%1”不是“%2”的词重新排列（应为：同样的词换一种顺序）</translation>
    </message>
    <message>
        <source>%2 cannot be &apos;%1&apos; (allowed %3)</source>
        <translation>%2 不能是“%1”（应为 %3）</translation>
    </message>
    <message>
        <source>what is added to the embedding</source>
        <translation>加到词嵌入上的编码</translation>
    </message>
    <message>
        <source>what acts on the scores</source>
        <translation>作用于分数的编码</translation>
    </message>
    <message>
        <source>the waves&apos; columns</source>
        <translation>波形的列</translation>
    </message>
    <message>
        <source>%1 columns (allowed 1 .. %2)</source>
        <translation>%1 列（应为 1 .. %2 列）</translation>
    </message>
    <message>
        <source>column j = %1 is out of range (allowed whole numbers 0 .. %2)</source>
        <translation>列 j = %1 超出范围（应为整数 0 .. %2）</translation>
    </message>
    <message>
        <source>column j = %1 is named twice</source>
        <translation>列 j = %1 重复出现</translation>
    </message>
    <message>
        <source>the table&apos;s tensor</source>
        <translation>位置表的张量</translation>
    </message>
    <message>
        <source>the table&apos;s offset</source>
        <translation>位置表的偏移</translation>
    </message>
    <message>
        <source>table offset %1 is out of range (allowed %2, or -1 for the name&apos;s own)</source>
        <translation>表偏移 %1 超出范围（应为 %2，或 -1 表示按名称的偏移）</translation>
    </message>
    <message>
        <source>the learned table</source>
        <translation>可学习的位置表</translation>
    </message>
    <message>
        <source>d_model = %1: the learned table&apos;s d_model is %2 (allowed only %2 while it is added)</source>
        <translation>d_model = %1：可学习的位置表的 d_model 是 %2（加上该表时只能是 %2）</translation>
    </message>
    <message>
        <source>L = %1 is past the learned table&apos;s end (allowed 1 .. %2 from first position %3: a learned table has no row past its %4 positions)</source>
        <translation>L = %1 超出了可学习的位置表的末尾（从起始位置 %3 起应为 1 .. %2：可学习的位置表在其 %4 个位置之外没有行）</translation>
    </message>
    <message>
        <source>the number of heads</source>
        <translation>头数</translation>
    </message>
    <message>
        <source>the head shown</source>
        <translation>显示的头</translation>
    </message>
    <message>
        <source>ALiBi&apos;s mask</source>
        <translation>ALiBi 的掩码</translation>
    </message>
    <message>
        <source>T5&apos;s num_buckets</source>
        <translation>T5 的 num_buckets</translation>
    </message>
    <message>
        <source>T5&apos;s max_distance</source>
        <translation>T5 的 max_distance</translation>
    </message>
    <message>
        <source>T5&apos;s direction</source>
        <translation>T5 的方向</translation>
    </message>
    <message>
        <source>attention with positions</source>
        <translation>注意力使用位置信息</translation>
    </message>
    <message>
        <source>the T5 table&apos;s tensor</source>
        <translation>T5 偏置表的张量</translation>
    </message>
    <message>
        <source>the T5 bias table</source>
        <translation>T5 偏置表</translation>
    </message>
    <message>
        <source>%1 = %2 is out of range (allowed %3)</source>
        <translation>%1 = %2 超出范围（应为 %3）</translation>
    </message>
    <message>
        <source>%1: %2 is out of range (allowed 1e-06 .. 1000000 each, one per rotated pair)</source>
        <translation>%1：%2 超出范围（每个应为 1e-06 .. 1000000，每个旋转维度对一个）</translation>
    </message>
    <message>
        <source>the model preset</source>
        <translation>模型预设</translation>
    </message>
    <message>
        <source>model cannot be &apos;%1&apos; (allowed %2)</source>
        <translation>模型不能是“%1”（应为 %2）</translation>
    </message>
    <message>
        <source>the model&apos;s config.json</source>
        <translation>模型的 config.json</translation>
    </message>
    <message>
        <source>RoPE scaling</source>
        <translation>RoPE 缩放</translation>
    </message>
    <message>
        <source>the scaling factor</source>
        <translation>缩放因子</translation>
    </message>
    <message>
        <source>the original length L0</source>
        <translation>原始长度 L0</translation>
    </message>
    <message>
        <source>max_position_embeddings</source>
        <translation>max_position_embeddings</translation>
    </message>
    <message>
        <source>the current length s</source>
        <translation>当前长度 s</translation>
    </message>
    <message>
        <source>beta_fast</source>
        <translation>beta_fast</translation>
    </message>
    <message>
        <source>beta_slow</source>
        <translation>beta_slow</translation>
    </message>
    <message>
        <source>mscale</source>
        <translation>mscale</translation>
    </message>
    <message>
        <source>mscale_all_dim</source>
        <translation>mscale_all_dim</translation>
    </message>
    <message>
        <source>YaRN&apos;s truncate</source>
        <translation>YaRN 的 truncate</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not on or off</source>
        <translation>“%1”不是 on 或 off</translation>
    </message>
    <message>
        <source>low_freq_factor</source>
        <translation>low_freq_factor</translation>
    </message>
    <message>
        <source>high_freq_factor</source>
        <translation>high_freq_factor</translation>
    </message>
    <message>
        <source>long_factor</source>
        <translation>long_factor</translation>
    </message>
    <message>
        <source>short_factor</source>
        <translation>short_factor</translation>
    </message>
    <message>
        <source>attention_factor</source>
        <translation>attention_factor</translation>
    </message>
    <message>
        <source>the engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>the number format</source>
        <translation>数值格式</translation>
    </message>
    <message>
        <source>0.0001 .. 1000, or 0 for none</source>
        <translation>0.0001 .. 1000，或 0 表示不设</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has an empty item between commas (allowed a list of finite numbers)</source>
        <translation>“%1”的逗号之间有空项（应为有限数的列表）</translation>
    </message>
    <message>
        <source>the second, minute and hour hands</source>
        <translation>秒针、分针和时针</translation>
    </message>
    <message>
        <source>%1 hands (allowed 3, or none for the fastest, middle and slowest pair)</source>
        <translation>%1 根指针（应为 3 根，或不给出，即最快、中间和最慢的维度对）</translation>
    </message>
    <message>
        <source>pair i = %1 is out of range (allowed whole numbers 0 .. %2)</source>
        <translation>维度对 i = %1 超出范围（应为整数 0 .. %2）</translation>
    </message>
    <message>
        <source>first position %1 is past the learned table&apos;s end (allowed 0 .. %2: a learned table has no row past its %3 positions)</source>
        <translation>起始位置 %1 超出了可学习的位置表的末尾（应为 0 .. %2：可学习的位置表在其 %3 个位置之外没有行）</translation>
    </message>
    <message>
        <source>H = %1: %3 has %2 heads (allowed only %2 while it is read)</source>
        <translation>H = %1：%3有 %2 个头（读入该表时只能是 %2）</translation>
    </message>
    <message>
        <source>even %1</source>
        <translation>偶数 %1</translation>
    </message>
    <message>
        <source>the M-RoPE sequence</source>
        <translation>M-RoPE 序列</translation>
    </message>
    <message>
        <source>mrope_section</source>
        <translation>mrope_section</translation>
    </message>
    <message>
        <source>interleaved M-RoPE</source>
        <translation>交错 M-RoPE</translation>
    </message>
    <message>
        <source>the temperature rule</source>
        <translation>注意力温度规则</translation>
    </message>
    <message>
        <source>floor_scale</source>
        <translation>floor_scale</translation>
    </message>
    <message>
        <source>attn_scale</source>
        <translation>attn_scale</translation>
    </message>
    <message>
        <source>seq_length</source>
        <translation>seq_length</translation>
    </message>
    <message>
        <source>seq_length = %1 is out of range (allowed %2)</source>
        <translation>seq_length = %1 超出范围（应为 %2）</translation>
    </message>
</context>
<context>
    <name>SessionHistory</name>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 及另外 %n 项</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SessionKeeper</name>
    <message>
        <source>File cut short</source>
        <translation>文件被截短</translation>
    </message>
    <message>
        <source>%1 was cut short by another program while it was open: what lay past its new end is shown as zeros. Open the file again to see it as it is now.</source>
        <translation>%1 在打开期间被其他程序截短了：新末尾之后的内容显示为零。请重新打开该文件，查看它现在的内容。</translation>
    </message>
</context>
<context>
    <name>SimilarityFigure</name>
    <message>
        <source>position p₂</source>
        <translation>位置 p₂</translation>
    </message>
    <message>
        <source>position p₁</source>
        <translation>位置 p₁</translation>
    </message>
    <message>
        <source>offset k = p₂ − p₁ (positions)</source>
        <translation>偏移量 k = p₂ − p₁（位置数）</translation>
    </message>
    <message>
        <source>cosine similarity (pinned to −1 .. 1)</source>
        <translation>余弦相似度（范围固定为 −1 .. 1）</translation>
    </message>
    <message>
        <source>PE(p₁)·PE(p₂)</source>
        <translation>PE(p₁)·PE(p₂)</translation>
    </message>
    <message>
        <source>Σᵢ cos(k·ωᵢ)</source>
        <translation>Σᵢ cos(k·ωᵢ)</translation>
    </message>
    <message>
        <source>cosine similarity of PE(p) and PE(p + k)</source>
        <translation>PE(p) 与 PE(p + k) 的余弦相似度</translation>
    </message>
    <message>
        <source>PE(p)·PE(p + k)</source>
        <translation>PE(p)·PE(p + k)</translation>
    </message>
    <message>
        <source>   (L = %1, d_model = %2)</source>
        <translation>   （L = %1，d_model = %2）</translation>
    </message>
    <message>
        <source>
shown on %1 × %1 pixels: each its block&apos;s value of largest magnitude</source>
        <translation>
按 %1 × %1 像素显示：每个像素取其块内绝对值最大的值</translation>
    </message>
    <message>
        <source>Measured on PE&apos;s rows, the largest spread along a diagonal is %1, rounding only: the similarity depends on the distance p₂ − p₁ alone.</source>
        <translation>在 PE 的各行上测得，沿对角线的最大极差为 %1，仅为舍入误差：相似度只取决于距离 p₂ − p₁。</translation>
    </message>
    <message>
        <source>measured from pos = %1</source>
        <translation>从 pos = %1 测量</translation>
    </message>
    <message>
        <source>measured from pos′ = %1</source>
        <translation>从 pos′ = %1 测量</translation>
    </message>
    <message>
        <source>p₁ = %1, p₂ = %2, k = %3: %4 = %5</source>
        <translation>p₁ = %1, p₂ = %2, k = %3: %4 = %5</translation>
    </message>
    <message>
        <source>cosine</source>
        <translation>余弦</translation>
    </message>
    <message>
        <source>cosine similarity</source>
        <translation>余弦相似度</translation>
    </message>
    <message>
        <source>%1, fitted to the values shown</source>
        <translation>%1，色标按所示数值缩放</translation>
    </message>
    <message>
        <source>%1, 0 white</source>
        <translation>%1，0 为白色</translation>
    </message>
    <message>
        <source>Against k it comes back: %1 at k = %2, %3 % of its value at k = 0.</source>
        <translation>随 k 变化它会回升：k = %2 时为 %1，是 k = 0 时的 %3%。</translation>
    </message>
    <message>
        <source>Against k: from k = %1 on it stays at or below %2, %3 % of its value at k = 0.</source>
        <translation>随 k 变化：从 k = %1 起它不超过 %2，即 k = 0 时的 %3%。</translation>
    </message>
    <message>
        <source>Similarity: the distance, and the lone sine&apos;s positions</source>
        <translation>相似度：距离，加上单独正弦所在的位置</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>So every diagonal of the matrix is constant and the curve is the same from every position. </source>
        <translation>所以矩阵的每条对角线都是常数，从任一位置出发的曲线都相同。</translation>
    </message>
    <message>
        <source>Σᵢ cos(k·ωᵢ) / ⌊d_model/2⌋</source>
        <translation>Σᵢ cos(k·ωᵢ) / ⌊d_model/2⌋</translation>
    </message>
    <message>
        <source>Measured on PE&apos;s rows, the largest spread along a diagonal is %1, within rounding (up to %2 at d_model %3): the lone sine&apos;s term, which depends on the positions themselves, does not show at these positions.</source>
        <translation>在 PE 的各行上测得，沿对角线的最大极差为 %1，不超过舍入误差（d_model %3 时至多 %2）：孤立的 sin 引入的取决于位置本身的项在这些位置上看不出来。</translation>
    </message>
    <message>
        <source>Measured on PE&apos;s rows, the largest spread along a diagonal is %1, past rounding (up to %2): the lone sine of an odd d_model adds a term that depends on the positions themselves.</source>
        <translation>在 PE 的各行上测得，沿对角线的最大极差为 %1，超过舍入误差（至多 %2）：奇数 d_model 中孤立的 sin 引入了一个取决于位置本身的项。</translation>
    </message>
    <message>
        <source>The lone sine of an odd d_model adds sin(ω p₁)·sin(ω p₂), which is not: the diagonals can vary, by the spread measured under the plot. </source>
        <translation>奇数 d_model 的单独正弦加上 sin(ω p₁)·sin(ω p₂)，它不只取决于距离：对角线上的值可能会变，变化量见图下测得的差值。</translation>
    </message>
</context>
<context>
    <name>T5BiasFigure</name>
    <message>
        <source>key position j</source>
        <translation>键位置 j</translation>
    </message>
    <message>
        <source>query position i</source>
        <translation>查询位置 i</translation>
    </message>
    <message>
        <source>bucket</source>
        <translation>桶</translation>
    </message>
    <message>
        <source>the head&apos;s bias for the bucket</source>
        <translation>该头对这个桶的偏置</translation>
    </message>
    <message>
        <source>bias added to the score, 0 white</source>
        <translation>加到分数上的偏置，0 为白色</translation>
    </message>
    <message>
        <source>   (head %1 of %2, num_buckets %3, L = %4)</source>
        <translation>   （%2 个头中的头 %1，num_buckets %3，L = %4）</translation>
    </message>
    <message>
        <source>query %1, key %2: bucket %3, bias %4</source>
        <translation>查询 %1，键 %2：桶 %3，偏置 %4</translation>
    </message>
    <message>
        <source>The trained table of %1: every diagonal of the matrix is one bucket&apos;s number, so the bias depends on j − i alone; the distant diagonals share the last bucket&apos;s colour.</source>
        <translation>%1 中训练过的表：矩阵的每条对角线是一个桶的数，所以偏置只取决于 j − i；远处的对角线共用最后一个桶的颜色。</translation>
    </message>
    <message>
        <source>The untrained table (N(0, 1/512), as T5&apos;s initialisation): every diagonal of the matrix is one bucket&apos;s number, so the bias depends on j − i alone; the distant diagonals share the last bucket&apos;s colour. Training makes these numbers meaningful (File &gt; Open T5 Bias Table reads a checkpoint&apos;s).</source>
        <translation>未训练的表（N(0, 1/512)，与 T5 的初始化相同）：矩阵的每条对角线是一个桶的数，所以偏置只取决于 j − i；远处的对角线共用最后一个桶的颜色。训练才让这些数有意义（“文件 &gt; 打开 T5 偏置表”可读入检查点的表）。</translation>
    </message>
</context>
<context>
    <name>T5BucketsFigure</name>
    <message>
        <source>key position j</source>
        <translation>键位置 j</translation>
    </message>
    <message>
        <source>query position i</source>
        <translation>查询位置 i</translation>
    </message>
    <message>
        <source>relative position r = key − query</source>
        <translation>相对位置 r = 键 − 查询</translation>
    </message>
    <message>
        <source>bucket</source>
        <translation>桶</translation>
    </message>
    <message>
        <source>bucket of j − i</source>
        <translation>j − i 所在的桶</translation>
    </message>
    <message>
        <source>   (num_buckets %1, max_distance %2, %3, L = %4)</source>
        <translation>   （num_buckets %1，max_distance %2，%3，L = %4）</translation>
    </message>
    <message>
        <source>bidirectional</source>
        <translation>双向</translation>
    </message>
    <message>
        <source>causal</source>
        <translation>因果</translation>
    </message>
    <message>
        <source>Hugging Face&apos;s float32 logarithm gives the same buckets as double here.</source>
        <translation>这里 Hugging Face 的 float32 对数与 double 给出相同的桶。</translation>
    </message>
    <message>
        <source>query %1, key %2: r = %3, bucket %4</source>
        <translation>查询 %1，键 %2：r = %3，桶 %4</translation>
    </message>
    <message>
        <source>Distances below %1 get a bucket each (orange lines); from %1 the buckets widen logarithmically, reaching the last bucket at distance %3 (max_distance = %2, red, is where the log scale would end); every distance further shares it.</source>
        <translation>小于 %1 的距离各有一个桶（橙线）；从 %1 起桶按对数变宽，在距离 %3 处到达最后一个桶（max_distance = %2，红线，是对数刻度本应结束的地方）；更远的距离都共用它。</translation>
    </message>
    <message>
        <source>Keys before the query use buckets 0 … %1, keys after it %2 … %3.</source>
        <translation>查询之前的键用桶 0 … %1，之后的键用 %2 … %3。</translation>
    </message>
    <message>
        <source>Causal: every key after the query is bucket 0.</source>
        <translation>因果：查询之后的键都在桶 0。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>Two sentences in a row; Chinese puts no space between them.</extracomment>
        <translation>%1%2</translation>
    </message>
    <message numerus="yes">
        <source>Hugging Face&apos;s float32 logarithm puts %n distance(s) shown in another bucket than double would, each on a bucket boundary: the value truncated, log(a/e) / log(max_distance/e) · (n − e), is a whole number (up to double&apos;s rounding) that float32 and double round to either side.</source>
        <translation>
            <numerusform>Hugging Face 的 float32 对数把这里的 %n 个距离放进了与 double 不同的桶，每个都在桶的边界上：被截断的值 log(a/e) / log(max_distance/e) · (n − e) 是整数（不计 double 的舍入），float32 与 double 把它舍入到两侧。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hugging Face&apos;s float32 logarithm puts %n distance(s) shown in another bucket than double would, each within float32&apos;s rounding of a bucket boundary: the value truncated, log(a/e) / log(max_distance/e) · (n − e), lies up to %1 from a whole number (float32&apos;s spacing there: %2).</source>
        <translation>
            <numerusform>Hugging Face 的 float32 对数把这里的 %n 个距离放进了与 double 不同的桶，每个都离桶的边界不到 float32 的舍入误差：被截断的值 log(a/e) / log(max_distance/e) · (n − e) 离整数至多 %1（float32 在那里的间隔为 %2）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>T5Family</name>
    <message>
        <source>bidirectional</source>
        <translation>双向</translation>
    </message>
    <message>
        <source>causal</source>
        <translation>因果</translation>
    </message>
    <message>
        <source>bidirectional: T5&apos;s encoder, half the buckets for keys after the query; causal: its decoder, every key after the query in bucket 0</source>
        <translation>双向：T5 的编码器，一半的桶给查询之后的键；因果：它的解码器，查询之后的键都在桶 0</translation>
    </message>
    <message>
        <source>num_&amp;buckets:</source>
        <translation>num_buckets(&amp;B)：</translation>
    </message>
    <message>
        <source>max_&amp;distance:</source>
        <translation>max_distance(&amp;D)：</translation>
    </message>
    <message>
        <source>Di&amp;rection:</source>
        <translation>方向(&amp;R)：</translation>
    </message>
    <message>
        <source>B&amp;uckets</source>
        <translation>分桶(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Bias of one head</source>
        <translation>一个头的偏置(&amp;B)</translation>
    </message>
    <message>
        <source>T5 buckets (T5)</source>
        <translation>T5 分桶（T5）</translation>
    </message>
    <message>
        <source>T&amp;5 buckets</source>
        <translation>T5 分桶(&amp;5)</translation>
    </message>
    <message>
        <source>the T5 bias table</source>
        <translation>T5 偏置表</translation>
    </message>
    <message>
        <source>t5Direction cannot be &apos;%1&apos; (allowed %2)</source>
        <translation>t5Direction 不能是“%1”（应为 %2）</translation>
    </message>
    <message>
        <source>num_buckets = %1: the T5 bias table has %2 rows (allowed only %2 while it is read)</source>
        <translation>num_buckets = %1：T5 偏置表有 %2 行（读入该表时只能是 %2）</translation>
    </message>
    <message>
        <source>trained table</source>
        <translation>训练过的表</translation>
    </message>
    <message>
        <source>untrained</source>
        <translation>未训练</translation>
    </message>
    <message>
        <source>T5: b[bucket(−r)], head %1, %2 ÷ %3</source>
        <translation>T5：b[bucket(−r)]，头 %1，%2 ÷ %3</translation>
    </message>
    <message>
        <source>T5 is one number from r = %1 on (its last bucket).</source>
        <translation>T5 从 r = %1 起只有一个数值（它的最后一个桶）。</translation>
    </message>
    <message>
        <source>T5&apos;s last bucket starts at r = %1, beyond L.</source>
        <translation>T5 的最后一个桶从 r = %1 开始，超出了 L。</translation>
    </message>
    <message>
        <source>T5 %1</source>
        <translation>T5 %1</translation>
    </message>
    <message>
        <source>a bias per bucket of the distance (T5)</source>
        <translation>按距离分桶的偏置（T5）</translation>
    </message>
</context>
<context>
    <name>TableMenu</name>
    <message>
        <source>Open &amp;Table…</source>
        <translation>打开位置表(&amp;T)…</translation>
    </message>
    <message>
        <source>Add a learned position table (GPT-2&apos;s wpe.weight, BERT&apos;s position_embeddings …) from a .npy or .safetensors file</source>
        <translation>从 .npy 或 .safetensors 文件加入可学习的位置表（GPT-2 的 wpe.weight、BERT 的 position_embeddings 等）</translation>
    </message>
    <message>
        <source>Open Table</source>
        <translation>打开位置表</translation>
    </message>
    <message>
        <source>Position tables (*.npy *.safetensors)</source>
        <translation>位置表 (*.npy *.safetensors)</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2：%3</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 holds no 2-D table of F64, F32, F16 or BF16 numbers</source>
        <translation>%1 中没有由 F64、F32、F16 或 BF16 数值组成的二维表</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n tensor(s). Which is the position table?</source>
        <translation>
            <numerusform>%1 含 %n 个张量。哪一个是位置表？</numerusform>
        </translation>
    </message>
    <message>
        <source>Opened the table %1 (%2 positions × d_model %3) of %4</source>
        <translation>已打开 %4 中的表 %1（%2 个位置 × d_model %3）</translation>
    </message>
    <message>
        <source>This file cannot be added as a table.</source>
        <translation>无法把此文件作为位置表加入。</translation>
    </message>
    <message>
        <source>Open T5 &amp;Bias Table…</source>
        <translation>打开 T5 偏置表(&amp;B)…</translation>
    </message>
    <message>
        <source>Read T5&apos;s relative attention bias (num_buckets × heads, a checkpoint&apos;s relative_attention_bias.weight) from a .npy or .safetensors file</source>
        <translation>从 .npy 或 .safetensors 文件读入 T5 的相对注意力偏置（num_buckets × 头数，检查点的 relative_attention_bias.weight）</translation>
    </message>
    <message>
        <source>Open T5 Bias Table</source>
        <translation>打开 T5 偏置表</translation>
    </message>
    <message>
        <source>Opened T5&apos;s bias table %1 (num_buckets %2 × %3 heads) of %4</source>
        <translation>已打开 %4 中 T5 的偏置表 %1（num_buckets %2 × %3 个头）</translation>
    </message>
    <message>
        <source>%1 %2: T5&apos;s relative attention bias (num_buckets × heads)</source>
        <translation>%1 %2：T5 的相对注意力偏置（num_buckets × 头数）</translation>
    </message>
</context>
<context>
    <name>TemperatureFigure</name>
    <message>
        <source>Llama 4, NoPE layers: 1 + %1 · ln(1 + ⌊(p + 1) / %2⌋)</source>
        <translation>Llama 4，NoPE 层：1 + %1 · ln(1 + ⌊(p + 1) / %2⌋)</translation>
    </message>
    <message>
        <source>Mistral 3: 1 + %1 · ln(1 + ⌊p / %2⌋)</source>
        <translation>Mistral 3：1 + %1 · ln(1 + ⌊p / %2⌋)</translation>
    </message>
    <message>
        <source>Qwen log-n: ln(p + 1) / ln(%1) past p + 1 = %1</source>
        <translation>Qwen log-n：p + 1 超过 %1 后为 ln(p + 1) / ln(%1)</translation>
    </message>
    <message>
        <source>query position p + 1 (log scale)</source>
        <translation>查询位置 p + 1（对数刻度）</translation>
    </message>
    <message>
        <source>factor on the query</source>
        <translation>查询所乘的系数</translation>
    </message>
    <message>
        <source> first factor above 1: p = %1</source>
        <translation> 系数首次大于 1：p = %1</translation>
    </message>
    <message>
        <source>The query at position p is multiplied by this factor before q·k, so the softmax over more keys stays as peaked as it was in training (its entropy grows with the number of keys otherwise). At p = %1 the factor is %2; at 10⁷, %3.</source>
        <translation>位置 p 处的查询在 q·k 之前乘以这个系数，使得对更多键的 softmax 仍像训练时一样集中（否则其熵随键的数量增长）。p = %1 时系数为 %2；p = 10⁷ 时为 %3。</translation>
    </message>
    <message>
        <source>p = %1: factor %2</source>
        <translation>p = %1：系数 %2</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>Projector</source>
        <translation>投影仪</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
</context>
<context>
    <name>WavelengthFigure</name>
    <message>
        <source>wavelength λᵢ = 2π/ωᵢ (positions)</source>
        <translation>波长 λᵢ = 2π/ωᵢ（位置数）</translation>
    </message>
    <message>
        <source>angular frequency ωᵢ (rad/position)</source>
        <translation>角频率 ωᵢ（弧度/位置）</translation>
    </message>
    <message>
        <source>λᵢ, base %1</source>
        <translation>λᵢ，基数 %1</translation>
    </message>
    <message>
        <source>λᵢ, comparison base %1</source>
        <translation>λᵢ，对比基数 %1</translation>
    </message>
    <message>
        <source>ωᵢ, base %1 (right axis)</source>
        <translation>ωᵢ，基数 %1（右轴）</translation>
    </message>
    <message>
        <source>L = %1 positions span %2 steps: pair 0 turns a full circle within the sequence</source>
        <translation>L = %1 个位置跨越 %2 步：维度对 0 在序列内转满一圈</translation>
    </message>
    <message>
        <source>L = %1 positions span %2 steps: pairs 0 … %3 turn a full circle within the sequence</source>
        <translation>L = %1 个位置跨越 %2 步：维度对 0 … %3 在序列内转满一圈</translation>
    </message>
    <message>
        <source>L = %1 positions span %2 steps: no pair turns a full circle within the sequence</source>
        <translation>L = %1 个位置跨越 %2 步：没有维度对在序列内转满一圈</translation>
    </message>
    <message>
        <source>   (d_model = %1, 1 pair)</source>
        <translation>   （d_model = %1，1 个维度对）</translation>
    </message>
    <message>
        <source>   (d_model = %1, %2 pairs)</source>
        <translation>   （d_model = %1，%2 个维度对）</translation>
    </message>
    <message>
        <source>pair i = %1
ωᵢ = %2 rad/position
λᵢ = %3 positions (base %4)
λᵢ = %5 (base %6)</source>
        <translation>维度对 i = %1
ωᵢ = %2 弧度/位置
λᵢ = %3 个位置（基数 %4）
λᵢ = %5（基数 %6）</translation>
    </message>
    <message>
        <source>pair i = %1: ωᵢ = %2 rad/position, λᵢ = %3 positions</source>
        <translation>维度对 i = %1：ωᵢ = %2 弧度/位置，λᵢ = %3 个位置</translation>
    </message>
    <message>
        <source>pair i (%1)</source>
        <translation>维度对 i（%1）</translation>
    </message>
    <message>
        <source>with one pair, 2π positions.</source>
        <translation>只有一对时为 2π 个位置。</translation>
    </message>
    <message>
        <source>it grows geometrically from 2π (pair 0) to %1 positions (pair %2, the last), %3 % of 2π·base.</source>
        <translation>它从 2π（维度对 0）按几何级数增长到 %1 个位置（维度对 %2，即最后一个维度对），为 2π·base 的 %3%。</translation>
    </message>
</context>
<context>
    <name>WavesFigure</name>
    <message>
        <source>position pos</source>
        <translation>位置 pos</translation>
    </message>
    <message>
        <source>PE(pos, j)</source>
        <translation>PE(pos, j)</translation>
    </message>
    <message>
        <source>j = %1: zero column</source>
        <translation>j = %1：补零列</translation>
    </message>
    <message>
        <source>j = %1: %2, pair i = %3, λ = %4</source>
        <translation>j = %1：%2，维度对 i = %3，λ = %4</translation>
    </message>
    <message>
        <source>   (d_model = %1, L = %2)</source>
        <translation>   （d_model = %1，L = %2）</translation>
    </message>
    <message>
        <source>Low columns swing fast, high ones slowly; a pair&apos;s sine and cosine run a quarter turn apart.</source>
        <translation>编号小的列摆动快，编号大的列摆动慢；同一维度对的 sin 与 cos 相差四分之一圈。</translation>
    </message>
    <message>
        <source>PE(%1, %2) = %3</source>
        <translation>PE(%1, %2) = %3</translation>
    </message>
    <message>
        <source>Left out, past d_model − 1 = %2: j = %1.</source>
        <translation>超过 d_model − 1 = %2，不画：j = %1。</translation>
    </message>
    <message>
        <source>columns j = %1 are all out of range (allowed 0 .. %2 at d_model = %3) (option --columns)</source>
        <translation>列 j = %1 全部超出范围（d_model = %3 时应为 0 .. %2）（选项 --columns）</translation>
    </message>
</context>
<context>
    <name>WhyExponentFigure</name>
    <message>
        <source>exponent x = 2i / d_model</source>
        <translation>指数 x = 2i / d_model</translation>
    </message>
    <message>
        <source>wavelength λᵢ (positions, log)</source>
        <translation>波长 λᵢ（位置，对数）</translation>
    </message>
    <message>
        <source>pair i</source>
        <translation>维度对 i</translation>
    </message>
    <message>
        <source>wavelength (positions, log)</source>
        <translation>波长（位置，对数）</translation>
    </message>
    <message>
        <source>2π·baseˣ</source>
        <translation>2π·baseˣ</translation>
    </message>
    <message>
        <source>2i/d_model (the paper)</source>
        <translation>2i/d_model（论文）</translation>
    </message>
    <message>
        <source>i/d_model</source>
        <translation>i/d_model</translation>
    </message>
    <message>
        <source>2i, not divided by d_model</source>
        <translation>2i，不除以 d_model</translation>
    </message>
    <message>
        <source>j/d_model per column: the sine&apos;s</source>
        <translation>每列 j/d_model：正弦列</translation>
    </message>
    <message>
        <source>and the cosine&apos;s</source>
        <translation>余弦列</translation>
    </message>
    <message>
        <source>Why 2i/d_model: one band of wavelengths for every d_model   (base = %1)</source>
        <translation>为什么是 2i/d_model：不论 d_model 多大，波长范围都相同   （基数 = %1）</translation>
    </message>
    <message>
        <source>d_model = %1 (now)</source>
        <translation>d_model = %1（当前）</translation>
    </message>
    <message>
        <source>2π·base = %1: the notes&apos; i = d_model/2</source>
        <translation>2π·base = %1：讲义中的 i = d_model/2</translation>
    </message>
    <message>
        <source>d_model = %1 ends at i = %2: %3</source>
        <translation>d_model = %1 止于 i = %2：%3</translation>
    </message>
    <message>
        <source>2i/d_model runs from 0 to 1 − 2/d_model whatever d_model is, so every d_model&apos;s wavelengths lie on one curve from 2π to 2π·base^{1 − 2/d_model}: %1 at d_model %2, %3 % of the notes&apos; 2π·base = %4, which belongs to i = d_model/2, one pair past the last. The base alone sets the band; d_model only how densely it is sampled.</source>
        <translation>不论 d_model 多大，2i/d_model 都从 0 变到 1 − 2/d_model，所以各种 d_model 的波长都落在从 2π 到 2π·base^{1 − 2/d_model} 的同一条曲线上：d_model 为 %2 时最长为 %1，是讲义中 2π·base = %4 的 %3%；后者对应 i = d_model/2，比最后一个维度对还多一个。波长范围只由基数决定，d_model 只决定取样的疏密。</translation>
    </message>
    <message>
        <source>Instead, i/d_model stops at %1; 2i gives pair 1 a wavelength of %2 already, and %3 of %4 pairs move less than 0.01 rad over these %5 positions (the paper&apos;s rule: %6); one frequency per column j turns a pair&apos;s sine and cosine at different speeds, and the best 2 × 2 map from p to p + k misses by %7 (the paper&apos;s pairs: %8): no rotation Mₖ.</source>
        <translation>换成 i/d_model，最长波长只到 %1；用 2i，维度对 1 的波长就已是 %2，%4 个维度对中有 %3 个在这 %5 个位置上转动不到 0.01 弧度（论文的写法：%6 个）；每列一个频率时，同一维度对的正弦和余弦转速不同，从 p 到 p + k 的最佳 2 × 2 映射误差为 %7（论文的维度对：%8）：不存在旋转矩阵 Mₖ。</translation>
    </message>
</context>
<context>
    <name>WhyPairsFigure</name>
    <message>
        <source>sine at p: sin(ωᵢ·p)</source>
        <translation>p 处的正弦：sin(ωᵢ·p)</translation>
    </message>
    <message>
        <source>sine at p + k: sin(ωᵢ·(p + k))</source>
        <translation>p + k 处的正弦：sin(ωᵢ·(p + k))</translation>
    </message>
    <message>
        <source>x = cos(ωᵢ·p)</source>
        <translation>x = cos(ωᵢ·p)</translation>
    </message>
    <message>
        <source>y = sin(ωᵢ·p)</source>
        <translation>y = sin(ωᵢ·p)</translation>
    </message>
    <message>
        <source>every real p: one sine value, two successors</source>
        <translation>所有实数 p：一个正弦值，两个后继</translation>
    </message>
    <message>
        <source>the best line a·x</source>
        <translation>最佳直线 a·x</translation>
    </message>
    <message>
        <source>the sine alone at each position</source>
        <translation>每个位置上单独的正弦</translation>
    </message>
    <message>
        <source>the pair at p</source>
        <translation>p 处的维度对</translation>
    </message>
    <message>
        <source>at p + k: turned by ωᵢ·k</source>
        <translation>p + k 处：转过 ωᵢ·k</translation>
    </message>
    <message>
        <source>Why sin and cos in pairs: pair i = %1 (ωᵢ = %2 rad/position), offset k = %3</source>
        <translation>为什么 sin 和 cos 要成对：维度对 i = %1（ωᵢ = %2 弧度/位置），偏移量 k = %3</translation>
    </message>
    <message>
        <source>pos + k = %1</source>
        <translation>pos + k = %1</translation>
    </message>
    <message>
        <source>the same sine, another successor</source>
        <translation>同一个正弦值，另一个后继</translation>
    </message>
    <message>
        <source>turn ωᵢ·k = %1 rad at pos %2 and at pos′ %3</source>
        <translation>在 pos %2 和 pos′ %3 处都转过 ωᵢ·k = %1 弧度</translation>
    </message>
    <message>
        <source>best line: a = %1</source>
        <translation>最佳直线：a = %1</translation>
    </message>
    <message>
        <source>The best linear map from pair %1&apos;s values at p to those at p + %2, fitted over the %3 positions shown: from the sine alone it misses by up to %4 (no number a makes a·sin(ωp) = sin(ω(p + k)): one sine value has two successors); from the (sin, cos) pair it misses by %5, rounding: it is Mₖ, the same rotation at every p. Over all %6 pairs (at most 256 positions each): %7 against %8.</source>
        <translation>在所示的 %3 个位置上拟合从维度对 %1 在 p 处的值到 p + %2 处的值的最佳线性映射：只用正弦时误差最大为 %4（没有一个数 a 能使 a·sin(ωp) = sin(ω(p + k))：一个正弦值有两个后继）；用 (sin, cos) 维度对时误差为 %5，只是舍入误差：这个映射就是 Mₖ，对每个 p 都是同一个旋转。所有 %6 个维度对上（每对至多取 256 个位置）：%7，对比 %8。</translation>
    </message>
    <message>
        <source>d_model = %1 has no (sin, cos) pair: the figure needs d_model ≥ 2 (allowed 2 .. 4096)</source>
        <translation>d_model = %1 没有 (sin, cos) 维度对：此图需要 d_model ≥ 2（范围 2 .. 4096）</translation>
    </message>
</context>
<context>
    <name>WorkedExampleFigure</name>
    <message>
        <source>Worked example: pos = %1 (padding), d_model = %2</source>
        <translation>计算示例：pos = %1（填充），d_model = %2</translation>
    </message>
    <message>
        <source>Worked example: &quot;%1&quot; at pos = %2, d_model = %3</source>
        <translation>计算示例：“%1”位于 pos = %2，d_model = %3</translation>
    </message>
    <message>
        <source>j</source>
        <translation>j</translation>
    </message>
    <message>
        <source>pair i</source>
        <translation>维度对 i</translation>
    </message>
    <message>
        <source>formula</source>
        <translation>公式</translation>
    </message>
    <message>
        <source>embedding + PE = sum</source>
        <translation>词嵌入 + PE = 和</translation>
    </message>
    <message>
        <source>zero padding</source>
        <translation>补零列</translation>
    </message>
    <message>
        <source>Column j belongs to pair i = ⌊j/2⌋ in the paper&apos;s layout: column 1 is cos(%1 / %2^(0/%3)) = cos(%1), not cos(%1 / %2^(2/%3)); i runs from 0 to d_model/2 − 1, and pos starts at 0.</source>
        <translation>在论文的排布中，第 j 列属于维度对 i = ⌊j/2⌋：第 1 列是 cos(%1 / %2^(0/%3)) = cos(%1)，而不是 cos(%1 / %2^(2/%3))；i 从 0 到 d_model/2 − 1，pos 从 0 开始。</translation>
    </message>
    <message>
        <source>The embedding is multiplied by √d_model before PE is added (paper sec. 3.4).</source>
        <translation>加上 PE 之前，词嵌入先乘以 √d_model（论文第 3.4 节）。</translation>
    </message>
</context>
<context>
    <name>posenc</name>
    <message>
        <source>largest offset k = %1 is out of range (allowed &gt;= 0)</source>
        <translation>最大偏移 k = %1 超出范围（应为 &gt;= 0）</translation>
    </message>
    <message>
        <source>padding_idx = %1 is out of range (allowed %2 .. %3)</source>
        <translation>padding_idx = %1 超出范围（应为 %2 .. %3）</translation>
    </message>
    <message>
        <source>dimension j = %1 is out of range (allowed %2 .. %3)</source>
        <translation>维度 j = %1 超出范围（应为 %2 .. %3）</translation>
    </message>
    <message>
        <source>d_model = %1 is out of range (allowed %2 .. %3)</source>
        <translation>d_model = %1 超出范围（应为 %2 .. %3）</translation>
    </message>
    <message>
        <source>length L = %1 is out of range (allowed %2 .. %3)</source>
        <translation>序列长度 L = %1 超出范围（应为 %2 .. %3）</translation>
    </message>
    <message>
        <source>base = %1 is out of range (allowed: finite, greater than 1, at most %2)</source>
        <translation>base = %1 超出范围（应为：有限、大于 1、至多 %2）</translation>
    </message>
    <message>
        <source>finite, greater than 1, at most %1</source>
        <translation>有限、大于 1、至多 %1</translation>
    </message>
    <message>
        <source>first position = %1 is out of range (allowed %2 .. %3)</source>
        <translation>首位置 = %1 超出范围（应为 %2 .. %3）</translation>
    </message>
    <message>
        <source>position pos = %1 is out of range (allowed %2 .. %3)</source>
        <translation>位置 pos = %1 超出范围（应为 %2 .. %3）</translation>
    </message>
    <message>
        <source>the sentence has %1 tokens, out of range (allowed %2 .. %3 for the attention view)</source>
        <translation>句子有 %1 个 token，超出范围（注意力视图的范围为 %2 .. %3 个）</translation>
    </message>
    <message>
        <source>offset k = %1 is out of range (allowed %2 .. %3)</source>
        <translation>偏移 k = %1 超出范围（应为 %2 .. %3）</translation>
    </message>
    <message>
        <source>head_dim = %1 is out of range (allowed even %2 .. %3)</source>
        <translation>head_dim = %1 超出范围（应为 %2 .. %3 之间的偶数）</translation>
    </message>
    <message>
        <source>rotary_dim = %1 is out of range (allowed even 2 .. head_dim = %2)</source>
        <translation>rotary_dim = %1 超出范围（应为 2 .. head_dim = %2 之间的偶数）</translation>
    </message>
    <message>
        <source>%1 is out of range (allowed finite numbers within %2 .. %3)</source>
        <translation>%1 超出范围（应为 %2 .. %3 之内的有限数）</translation>
    </message>
    <message>
        <source>%1 has %2 values (allowed exactly head_dim = %3)</source>
        <translation>%1 有 %2 个值（须恰好 head_dim = %3 个）</translation>
    </message>
    <message>
        <source>first position = %1 must be padding_idx + 1 = %2 (fairseq&apos;s first real token follows the padding index)</source>
        <translation>首位置 = %1 必须是 padding_idx + 1 = %2（fairseq 的第一个真实 token 紧跟在填充索引之后）</translation>
    </message>
    <message>
        <source>d_model = 1 is out of range for the halves-padded layout (allowed 2 .. %1; it would be a zero column without a pair)</source>
        <translation>对于 halves-padded 布局，d_model = 1 超出范围（应为 2 .. %1；否则只有一列零而没有维度对）</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not a regular file</source>
        <translation>%1 不是普通文件</translation>
    </message>
    <message>
        <source>cannot map %1 into memory: %2</source>
        <translation>无法将 %1 映射到内存：%2</translation>
    </message>
    <message>
        <source>RoBERTa&apos;s learned positions (514 x 768 in roberta-base): the first token is position padding_idx + 1 = 2, rows 0 and 1 are never used for a token</source>
        <translation>RoBERTa 可学习的位置表（roberta-base 中为 514 x 768）：第一个 token 的位置是 padding_idx + 1 = 2，第 0、1 行从不用于 token</translation>
    </message>
    <message>
        <source>OPT&apos;s and BART&apos;s learned positions (2050 x 768 in opt-125m, 1026 x 768 in bart-base): the first 2 rows are an offset, position pos is row pos + 2</source>
        <translation>OPT 和 BART 可学习的位置表（opt-125m 中为 2050 x 768，bart-base 中为 1026 x 768）：前 2 行是偏移，位置 pos 在第 pos + 2 行</translation>
    </message>
    <message>
        <source>BART&apos;s learned encoder positions (1026 x 768 in bart-base): the first 2 rows are an offset, position pos is row pos + 2</source>
        <translation>BART 编码器可学习的位置表（bart-base 中为 1026 x 768）：前 2 行是偏移，位置 pos 在第 pos + 2 行</translation>
    </message>
    <message>
        <source>OPT&apos;s and BART&apos;s learned positions: the first 2 rows are an offset, position pos is row pos + 2</source>
        <translation>OPT 和 BART 可学习的位置表：前 2 行是偏移，位置 pos 在第 pos + 2 行</translation>
    </message>
    <message>
        <source>no tensor %1 in %2 (it holds: %3)</source>
        <translation>%2 中没有张量 %1（其中有：%3）</translation>
    </message>
    <message>
        <source>%1 holds %2 tensors; name the table (position tables among them: %3; all: %4)</source>
        <translation>%1 含 %2 个张量；请指定哪一个是表（其中的位置表：%3；全部：%4）</translation>
    </message>
    <message>
        <source>tensor %1 is %2: a table is F64, F32, F16 or BF16</source>
        <translation>张量 %1 的类型是 %2：表须为 F64、F32、F16 或 BF16</translation>
    </message>
    <message>
        <source>tensor %1 has shape %2: a position table is 2-D (positions x d_model)</source>
        <translation>张量 %1 的形状为 %2：位置表须是二维的（位置数 x d_model）</translation>
    </message>
    <message>
        <source>the table&apos;s d_model = %1 is out of range (allowed %2 .. %3)</source>
        <translation>表的 d_model = %1 超出范围（应为 %2 .. %3）</translation>
    </message>
    <message>
        <source>table offset %1 leaves no rows of the %2 of %3 (allowed 0 .. %4)</source>
        <translation>表偏移 %1 使 %3 的 %2 行一行也不剩（应为 0 .. %4）</translation>
    </message>
    <message>
        <source>tensor %1 has %2 rows (allowed at most %3)</source>
        <translation>张量 %1 有 %2 行（最多允许 %3 行）</translation>
    </message>
    <message>
        <source>the .npy header is not the dict literal of &apos;descr&apos;, &apos;fortran_order&apos; and &apos;shape&apos; (numpy format.py): %1</source>
        <translation>.npy 文件头不是由 &apos;descr&apos;、&apos;fortran_order&apos; 和 &apos;shape&apos; 组成的字典字面量（numpy format.py）：%1</translation>
    </message>
    <message>
        <source>not a .npy file: it does not start with \x93NUMPY</source>
        <translation>不是 .npy 文件：开头不是 \x93NUMPY</translation>
    </message>
    <message>
        <source>file truncated inside the .npy header (%1 bytes)</source>
        <translation>文件在 .npy 文件头内被截断（%1 字节）</translation>
    </message>
    <message>
        <source>unsupported .npy version %1.%2 (allowed 1.0, 2.0, 3.0)</source>
        <translation>不支持的 .npy 版本 %1.%2（应为 1.0、2.0、3.0）</translation>
    </message>
    <message>
        <source>header length %1 larger than the file (%2 bytes after the length field)</source>
        <translation>文件头长度 %1 超过文件大小（长度字段之后只有 %2 字节）</translation>
    </message>
    <message>
        <source>object arrays (pickle) are not supported: dtype %1 (the file is not unpickled)</source>
        <translation>不支持对象数组（pickle）：dtype %1（不会对文件做反序列化）</translation>
    </message>
    <message>
        <source>unsupported dtype %1 (allowed float16, float32, float64: &apos;&lt;f2&apos;, &apos;&lt;f4&apos;, &apos;&lt;f8&apos;, either byte order)</source>
        <translation>不支持的 dtype %1（应为 float16、float32、float64：&apos;&lt;f2&apos;、&apos;&lt;f4&apos;、&apos;&lt;f8&apos;，字节序不限）</translation>
    </message>
    <message>
        <source>shape %1 is too large</source>
        <translation>形状 %1 过大</translation>
    </message>
    <message>
        <source>file truncated (expected %1 data bytes, found %2)</source>
        <translation>文件被截断（应有 %1 字节数据，实有 %2 字节）</translation>
    </message>
    <message>
        <source>file too short for a safetensors header length (%1 of 8 bytes)</source>
        <translation>文件太短，放不下 safetensors 的文件头长度（只有 %1 字节，需 8 字节）</translation>
    </message>
    <message>
        <source>header length %1 larger than safetensors allows (100000000)</source>
        <translation>文件头长度 %1 超过 safetensors 允许的上限（100000000）</translation>
    </message>
    <message>
        <source>the safetensors header does not start with &apos;{&apos;</source>
        <translation>safetensors 文件头不以 &apos;{&apos; 开头</translation>
    </message>
    <message>
        <source>__metadata__ is not an object of strings</source>
        <translation>__metadata__ 不是由字符串组成的对象</translation>
    </message>
    <message>
        <source>tensor %1 lacks its dtype, shape or data_offsets [begin, end]</source>
        <translation>张量 %1 缺少 dtype、shape 或 data_offsets [begin, end]</translation>
    </message>
    <message>
        <source>unknown dtype %1 of tensor %2 (tables are F64, F32, F16 or BF16)</source>
        <translation>张量 %2 的 dtype %1 未知（表须为 F64、F32、F16 或 BF16）</translation>
    </message>
    <message>
        <source>the shape of tensor %1 is not a list of whole numbers</source>
        <translation>张量 %1 的 shape 不是整数列表</translation>
    </message>
    <message>
        <source>the data_offsets of tensor %1 are not whole numbers</source>
        <translation>张量 %1 的 data_offsets 不是整数</translation>
    </message>
    <message>
        <source>data_offsets %1 of %2 outside the buffer (%3 bytes)</source>
        <translation>%2 的 data_offsets %1 超出数据区（%3 字节）</translation>
    </message>
    <message>
        <source>tensor %1: %2 needs %3 bytes but data_offsets %4 hold a different number</source>
        <translation>张量 %1：%2 需要 %3 字节，但 data_offsets %4 给出的字节数不同</translation>
    </message>
    <message>
        <source>the tensors&apos; data is not contiguous: %1 starts at byte %2 of the buffer, not %3</source>
        <translation>张量数据不连续：%1 从数据区第 %2 字节开始，而不是第 %3 字节</translation>
    </message>
    <message>
        <source>the tensors&apos; data ends at byte %1 of the buffer, which has %2 bytes</source>
        <translation>张量数据在数据区第 %1 字节结束，而数据区有 %2 字节</translation>
    </message>
    <message>
        <source>BERT&apos;s learned positions (512 x 768 in bert-base): row r is position r</source>
        <translation>BERT 可学习的位置表（bert-base 中为 512 x 768）：第 r 行即位置 r</translation>
    </message>
    <message>
        <source>GPT-2&apos;s learned positions (1024 x 768 in gpt2): row r is position r</source>
        <translation>GPT-2 可学习的位置表（gpt2 中为 1024 x 768）：第 r 行即位置 r</translation>
    </message>
    <message>
        <source>d_model = %1 is not the learned table&apos;s %2</source>
        <translation>d_model = %1 与可学习的位置表的 %2 不一致</translation>
    </message>
    <message>
        <source>the safetensors header holds a NUL byte at byte %1 (JSON text has none)</source>
        <translation>safetensors 文件头第 %1 字节是 NUL 字节（JSON 文本中不会有）</translation>
    </message>
    <message>
        <source>the safetensors header names &quot;%1&quot; twice in one object</source>
        <translation>safetensors 文件头在同一个对象中两次写出 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the sentence has %1 tokens; the learned table holds positions 0 .. %2 only</source>
        <translation>句子有 %1 个 token；可学习的位置表只含位置 0 .. %2</translation>
    </message>
    <message>
        <source>the similarity matrix is %1 x %2, not square with at least one row</source>
        <translation>相似度矩阵是 %1 x %2，不是至少一行的方阵</translation>
    </message>
    <message>
        <source>a spectrum needs at least 4 positions and one column; the table has %1 x %2</source>
        <translation>频谱至少需要 4 个位置和一列；位置表是 %1 x %2</translation>
    </message>
    <message>
        <source>a spectrum needs finite values; the table holds NaN or infinity</source>
        <translation>频谱需要有限的数值；位置表含有 NaN 或无穷大</translation>
    </message>
    <message>
        <source>heads = %1 is out of range (allowed %2 .. %3)</source>
        <translation>头数 heads = %1 超出范围（应为 %2 .. %3）</translation>
    </message>
    <message>
        <source>head = %1 is out of range (allowed 0 .. %2)</source>
        <translation>head = %1 超出范围（应为 0 .. %2）</translation>
    </message>
    <message>
        <source>the ALiBi slope %1 is not a finite number</source>
        <translation>ALiBi 斜率 %1 不是有限数</translation>
    </message>
    <message>
        <source>scores are %1 x %2 but the bias is %3 x %4</source>
        <translation>分数是 %1 x %2，但偏置是 %3 x %4</translation>
    </message>
    <message>
        <source>row %1 of the scores is masked entirely</source>
        <translation>分数的第 %1 行被完全遮蔽</translation>
    </message>
    <message>
        <source>num_buckets = %1 is out of range (allowed even %2 .. %3)</source>
        <translation>num_buckets = %1 超出范围（应为 %2 .. %3 之间的偶数）</translation>
    </message>
    <message>
        <source>max_distance = %1 is out of range (allowed %2 .. %3, at least num_buckets)</source>
        <translation>max_distance = %1 超出范围（应为 %2 .. %3，至少为 num_buckets）</translation>
    </message>
    <message>
        <source>the position table holds values that are not finite (NaN or infinity)</source>
        <translation>位置表含有非有限值（NaN 或无穷大）</translation>
    </message>
    <message>
        <source>the similarity matrix holds NaN or infinity: the table has values that are not finite</source>
        <translation>相似度矩阵含有 NaN 或无穷大：位置表含有非有限值</translation>
    </message>
    <message>
        <source>the T5 bias table has %1 rows (allowed exactly num_buckets = %2)</source>
        <translation>T5 偏置表有 %1 行（应恰好为 num_buckets = %2）</translation>
    </message>
    <message>
        <source>no tensor %1 in %2</source>
        <translation>%2 中没有张量 %1</translation>
    </message>
    <message>
        <source>tensor %1 is %2: a T5 bias table is F64, F32, F16 or BF16</source>
        <translation>张量 %1 的类型为 %2：T5 偏置表须是 F64、F32、F16 或 BF16</translation>
    </message>
    <message>
        <source>tensor %1 has shape %2: a T5 bias table is 2-D (num_buckets x heads)</source>
        <translation>张量 %1 的形状为 %2：T5 偏置表须是二维的（num_buckets x 头数）</translation>
    </message>
    <message>
        <source>tensor %1 has %2 rows: a T5 bias table has a row per bucket (allowed even %3 .. %4)</source>
        <translation>张量 %1 有 %2 行：T5 偏置表每个桶一行（应为 %3 .. %4 之间的偶数）</translation>
    </message>
    <message>
        <source>tensor %1 has %2 columns: a T5 bias table has a column per head (allowed %3 .. %4)</source>
        <translation>张量 %1 有 %2 列：T5 偏置表每个头一列（应为 %3 .. %4）</translation>
    </message>
    <message>
        <source>tensor %1: the bias of bucket %2, head %3 is %4 (allowed: finite numbers)</source>
        <translation>张量 %1：桶 %2、头 %3 的偏置为 %4（只能是有限数）</translation>
    </message>
    <message>
        <source>%1 = %2 is out of range (allowed %3)</source>
        <translation>%1 = %2 超出范围（应为 %3）</translation>
    </message>
    <message>
        <source>%1 has %2 values: it needs one per rotated pair, %3</source>
        <translation>%1 有 %2 个值：每个旋转维度对需要一个，共 %3 个</translation>
    </message>
    <message>
        <source>%1 holds %2 tensors and %3 T5 bias tables; name the table (T5 bias tables: %4; all: %5)</source>
        <translation>%1 中有 %2 个张量，其中 %3 个 T5 偏置表；请指明用哪个（T5 偏置表：%4；全部：%5）</translation>
    </message>
    <message>
        <source>%1 changed while it was read</source>
        <translation>%1 在读取时被改动了</translation>
    </message>
    <message>
        <source>%1 raises the base to R/(R − 2): R = %2 is out of range (allowed 4 and more)</source>
        <translation>%1 把基数升到 R/(R − 2) 次方：R = %2 超出范围（应为 4 及以上）</translation>
    </message>
    <message>
        <source>config.json: %1%2 is %3 (allowed: a number)</source>
        <translation>config.json：%1%2 为 %3（只能是数字）</translation>
    </message>
    <message>
        <source>config.json: %1%2 = %3 is out of range (allowed whole numbers %4 .. %5)</source>
        <translation>config.json：%1%2 = %3 超出范围（应为 %4 .. %5 之间的整数）</translation>
    </message>
    <message>
        <source>config.json: %1%2 is %3 (allowed: a list of numbers)</source>
        <translation>config.json：%1%2 为 %3（只能是数字列表）</translation>
    </message>
    <message>
        <source>config.json: %1%2 holds %3 (allowed: a list of numbers)</source>
        <translation>config.json：%1%2 中含有 %3（只能是数字列表）</translation>
    </message>
    <message>
        <source>config.json is not JSON text</source>
        <translation>config.json 不是 JSON 文本</translation>
    </message>
    <message>
        <source>config.json is %1, not a JSON object</source>
        <translation>config.json 是 %1，不是 JSON 对象</translation>
    </message>
    <message>
        <source>config.json: rope_parameters is %1 (allowed: an object)</source>
        <translation>config.json：rope_parameters 为 %1（只能是对象）</translation>
    </message>
    <message>
        <source>config.json names no head_dim, nor hidden_size and num_attention_heads (n_embd and n_head)</source>
        <translation>config.json 中既没有 head_dim，也没有 hidden_size 和 num_attention_heads（n_embd 和 n_head）</translation>
    </message>
    <message>
        <source>config.json: %1 = %2 is not a multiple of %3 = %4</source>
        <translation>config.json：%1 = %2 不是 %3 = %4 的倍数</translation>
    </message>
    <message>
        <source>config.json: %1</source>
        <translation>config.json：%1</translation>
    </message>
    <message>
        <source>config.json: %1 = %2 is out of range (allowed 0 &lt; x &lt;= 1)</source>
        <translation>config.json：%1 = %2 超出范围（应为 0 &lt; x &lt;= 1）</translation>
    </message>
    <message>
        <source>config.json: the rotated dimensions R = %1 must be even, 2 .. head_dim = %2</source>
        <translation>config.json：旋转的维数 R = %1 必须是 2 .. head_dim = %2 之间的偶数</translation>
    </message>
    <message>
        <source>config.json: rope_scaling is %1 (allowed: an object or null)</source>
        <translation>config.json：rope_scaling 为 %1（只能是对象或 null）</translation>
    </message>
    <message>
        <source>config.json: rope_scaling names no rope_type (nor type)</source>
        <translation>config.json：rope_scaling 中没有 rope_type（也没有 type）</translation>
    </message>
    <message>
        <source>config.json: %1rope_type is %2 (allowed %3)</source>
        <translation>config.json：%1rope_type 为 %2（应为 %3）</translation>
    </message>
    <message>
        <source>config.json: %1truncate is %2 (allowed true or false)</source>
        <translation>config.json：%1truncate 为 %2（只能是 true 或 false）</translation>
    </message>
    <message>
        <source>%1 is larger than a config.json may be (16 MiB)</source>
        <translation>%1 超过了 config.json 的大小上限（16 MiB）</translation>
    </message>
    <message>
        <source>q, k and θ have %1, %2 and %3 values (allowed head_dim = %4, %4 and R/2 = %5)</source>
        <translation>q、k 和 θ 分别有 %1、%2 和 %3 个值（应为 head_dim = %4、%4 和 R/2 = %5）</translation>
    </message>
    <message>
        <source>config.json: %1factor is missing (%2 needs one, 1 .. 1000000)</source>
        <translation>config.json：缺少 %1factor（%2 需要它，1 .. 1000000）</translation>
    </message>
    <message>
        <source>d_model = 1 is out of range for fairseq (allowed 4 .. %1; its get_embedding has half_dim = 0 pairs and returns one zero column: no position at all)</source>
        <translation>对于 fairseq，d_model = 1 超出范围（应为 4 .. %1；其 get_embedding 的 half_dim = 0 个维度对，只返回一列零：完全没有位置信息）</translation>
    </message>
    <message>
        <source>d_model = %1 is out of range for fairseq (allowed 4 .. %2; its get_embedding divides log(10000) by half_dim - 1 = 0 and raises ZeroDivisionError)</source>
        <translation>对于 fairseq，d_model = %1 超出范围（应为 4 .. %2；其 get_embedding 用 log(10000) 除以 half_dim - 1 = 0，抛出 ZeroDivisionError）</translation>
    </message>
    <message>
        <source>the shape of tensor %1 has more than %2 dimensions (allowed at most %2)</source>
        <translation>张量 %1 的 shape 超过 %2 维（应为至多 %2 维）</translation>
    </message>
    <message>
        <source>the safetensors header nests deeper than safetensors needs in tensor %1 (allowed 3 levels: the header, a tensor&apos;s entry, its shape)</source>
        <translation>safetensors 文件头在张量 %1 中的嵌套超出 safetensors 所需的层数（应为 3 层：文件头、张量的条目、其 shape）</translation>
    </message>
    <message>
        <source>not a .safetensors file: its first 8 bytes are not a header length that fits in its %1 bytes</source>
        <translation>不是 .safetensors 文件：其前 8 字节不是一个在其 %1 字节之内的文件头长度</translation>
    </message>
    <message>
        <source>the .npy shape has %1 dimensions (allowed at most %2)</source>
        <translation>.npy 文件的 shape 有 %1 维（应为至多 %2 维）</translation>
    </message>
    <message>
        <source>the safetensors header is not valid JSON: at byte %1, %2</source>
        <translation>safetensors 文件头不是有效的 JSON：第 %1 字节处，%2</translation>
    </message>
    <message>
        <source>the safetensors header is not valid JSON</source>
        <translation>safetensors 文件头不是有效的 JSON</translation>
    </message>
    <message>
        <source>%1 holds no tensors</source>
        <translation>%1 中没有张量</translation>
    </message>
    <message>
        <source>tensor %1 has shape %2: it is empty (a position table has a row per position and a column per dimension)</source>
        <translation>张量 %1 的形状为 %2：它是空的（位置表每个位置一行、每个维度一列）</translation>
    </message>
    <message>
        <source>tensor %1 has shape %2: it is empty (a T5 bias table has a row per bucket and a column per head)</source>
        <translation>张量 %1 的形状为 %2：它是空的（T5 偏置表每个桶一行、每个头一列）</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>config.json: %1%2 = %3 is out of range (allowed: finite, greater than 1, at most %4)</source>
        <translation>config.json：%1%2 = %3 超出范围（应为：有限、大于 1、至多 %4）</translation>
    </message>
    <message>
        <source>row %1 of the scores is not finite (q·k overflows the largest double, 1.8e308): scale the vectors down</source>
        <translation>分数的第 %1 行不是有限值（q·k 超出了 double 的最大值 1.8e308）：请把向量缩小</translation>
    </message>
    <message>
        <source>the xPos scale base = %1 is out of range (allowed %2 .. %3)</source>
        <translation>xPos 的缩放基数 = %1 超出范围（应为 %2 .. %3）</translation>
    </message>
    <message>
        <source>q has %1 values and k has %2 (allowed the same number)</source>
        <translation>q 有 %1 个值，k 有 %2 个（应为相同个数）</translation>
    </message>
    <message>
        <source>%1 has %2 values (allowed exactly num_hidden_layers = %3)</source>
        <translation>%1 有 %2 个值（应恰好为 num_hidden_layers = %3）</translation>
    </message>
    <message>
        <source>num_hidden_layers = %1 is out of range (allowed 1 .. %2)</source>
        <translation>num_hidden_layers = %1 超出范围（应为 1 .. %2）</translation>
    </message>
    <message>
        <source>config.json: %1%2 is %3 (allowed true or false)</source>
        <translation>config.json：%1%2 为 %3（只能是 true 或 false）</translation>
    </message>
    <message>
        <source>config.json: layer_types holds %1 (allowed sliding_attention, full_attention, chunked_attention)</source>
        <translation>config.json：layer_types 中含有 %1（应为 sliding_attention、full_attention、chunked_attention）</translation>
    </message>
    <message>
        <source>config.json names per-layer lists but no num_hidden_layers</source>
        <translation>config.json 给出了逐层列表，却没有 num_hidden_layers</translation>
    </message>
    <message>
        <source>config.json: %1 has %2 values (allowed exactly num_hidden_layers = %3)</source>
        <translation>config.json：%1 有 %2 个值（应恰好为 num_hidden_layers = %3）</translation>
    </message>
    <message>
        <source>config.json: no_rope_layers holds %1 (allowed 0 or 1)</source>
        <translation>config.json：no_rope_layers 中含有 %1（只能是 0 或 1）</translation>
    </message>
    <message>
        <source>config.json: mrope_section has %1 values (allowed three)</source>
        <translation>config.json：mrope_section 有 %1 个值（应为 3 个）</translation>
    </message>
    <message>
        <source>config.json: mrope_section holds %1 (allowed whole numbers 0 .. %2)</source>
        <translation>config.json：mrope_section 中含有 %1（应为 0 .. %2 之间的整数）</translation>
    </message>
    <message>
        <source>config.json: mrope_section = %1,%2,%3 does not sum to head_dim / 2 = %4</source>
        <translation>config.json：mrope_section = %1,%2,%3 的总和不等于 head_dim / 2 = %4</translation>
    </message>
    <message>
        <source>%1 = %2 is out of range (allowed %3 .. %4)</source>
        <translation>%1 = %2 超出范围（应为 %3 .. %4）</translation>
    </message>
    <message>
        <source>the sequence has %1 tokens (allowed 1 .. %2)</source>
        <translation>序列有 %1 个 token（应为 1 .. %2）</translation>
    </message>
    <message>
        <source>dim = %1 is out of range (allowed multiples of 4 within 4 .. %2)</source>
        <translation>dim = %1 超出范围（应为 4 .. %2 之间的 4 的倍数）</translation>
    </message>
    <message>
        <source>the patch (%1, %2) is outside the %3 x %4 grid</source>
        <translation>图像块 (%1, %2) 在 %3 x %4 网格之外</translation>
    </message>
    <message>
        <source>qk_nope_head_dim = %1 is out of range (allowed 0 .. %2)</source>
        <translation>qk_nope_head_dim = %1 超出范围（应为 0 .. %2）</translation>
    </message>
    <message>
        <source>the sequence item &quot;%1&quot; is not understood (allowed: text N, image TxHxW, video TxHxW or TxHxW@seconds, N and T, H, W within 1 .. %2)</source>
        <translation>无法识别序列中的一项“%1”（应为 text N、image TxHxW、video TxHxW 或 TxHxW@秒数，N 与 T、H、W 在 1 .. %2 之间）</translation>
    </message>
    <message>
        <source>the grid %1 x %2 x %3 has a height or width that is not a multiple of spatial_merge_size = %4</source>
        <translation>网格 %1 x %2 x %3 的高或宽不是 spatial_merge_size = %4 的倍数</translation>
    </message>
    <message>
        <source>mrope_section = %1,%2,%3 does not sum to head_dim / 2 = %4</source>
        <translation>mrope_section = %1,%2,%3 的总和不等于 head_dim / 2 = %4</translation>
    </message>
    <message>
        <source>mrope_section = %1 is not understood (allowed three whole numbers 0 .. %2 separated by commas, e.g. 16,24,24)</source>
        <translation>无法识别 mrope_section = %1（应为三个 0 .. %2 之间的整数，以逗号分隔，例如 16,24,24）</translation>
    </message>
</context>
</TS>
