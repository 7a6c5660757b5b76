/// \file tst_chinesewindow.cpp
/// \brief The window in zh_CN shows no English word outside the terms kept as they are (symbols of the
/// formulas, names of papers, models, libraries and keys): every label, button, tab, menu item and
/// drop-down entry is read and its Latin words are checked against the list.

#include "ui/state/explorerstate.h"
#include "ui/state/language.h"
#include "ui/window/mainwindow.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QLabel>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSet>
#include <QTabBar>
#include <QTest>
#include <QTextDocument>

class TestChineseWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void noEnglishWordsLeft();
};

namespace {

/// Terms a Chinese lecture keeps in Latin letters: the formulas' symbols, code identifiers, names of
/// papers, models and libraries, file formats and keys.
const QSet<QString> &keptTerms()
{
    static const QSet<QString> terms = [] {
        QSet<QString> set;
        for (const char *term :
             {"d_model", "pos", "base", "PE", "RoPE", "sin", "cos", "exp", "head_dim", "rotary_dim", "rotate_half", "q", "k",
              "i", "j", "L", "R", "m", "n", "Mₖ", "Mk", "Sj", "TR", "basex", // typeset Mₖ, Sⱼ, R(m)ᵀR(n), baseˣ (HTML in a caption)
              // Mₖ typeset: M, then k at 0.8
              "omega", "token", "Transformer", "Vaswani", "et", "al", "Annotated",
              "PyTorch", "Llama", "GPT", "RoFormer", "fairseq", "tensor2tensor", "Marian", "Hugging", "Face", "T5",
              "PNG", "SVG", "PDF", "CSV", "GIF", "Qt", "PosEnc", "Ctrl", "Esc", "Space", "PgDown", "PgUp", "Shift",
              "Page", "Down", "Up", "paper", "interleaved", "halves", "t2t", "pad", "padding_idx", "x", "y",
              "rad", "sec", "px", "max", "min", "tensor", "LLaMA", "Qwen", "NeoX", "Mistral", "DeepSeek", "Phi",
              "BERT", "OPT", "BART", "RoBERTa", "npy", "safetensors", "wpe", "weight", "F64", "F32", "F16", "BF16",
              "ALiBi", "BLOOM", "MPT", "num_buckets", "max_distance", "Press", "Raffel", "NoPE",
              // Context extension: models, rope_scaling's types, engines and number formats by their own names.
              "Code", "YaRN", "LongRoPE", "NTK", "gpt", "oss", "linear", "ntk", "dynamic", "yarn", "longrope", "llama", "transformers",
              "vllm", "cpp", "meta", "deepseek", "float", "bfloat", "beta_fast", "beta_slow", "low_freq", "high_freq",
              "dtype",
              // Current models and their config keys (the Models tab, issue 56).
              "Gemma", "VL", "Scout", "Command", "mrope_section", "floor_scale", "attn_scale", "seq_length", "log",
              "image", "text", "video", "M", "t", "h", "w", "p", "ln", "id", "ω_j", "config", "json", "Sandwich", "Chi", "NeMo", "NVIDIA",
              // The PyTorch code, as the notes write it.
              "div_term", "pe", "positional_encoding", "torch", "arange"})
            set.insert(QString::fromLatin1(term));
        return set;
    }();
    return terms;
}

QStringList englishWords(const QString &shown)
{
    QTextDocument document;
    document.setHtml(shown); // rich text: its words, not its tags
    QString text = Qt::mightBeRichText(shown) ? document.toPlainText() : shown;
    // A mnemonic's & is not a letter; a quoted sentence (“I love you”) is the user's text, shown as typed.
    text.remove(QRegularExpression(QStringLiteral("&(?!&)")));
    text.remove(QRegularExpression(QStringLiteral("“[^”]*”|\"[^\"]*\"")));
    QStringList words;
    // Words of two letters or more; single letters are the formulas' symbols (i, j, k, F6's F).
    static const QRegularExpression word(QStringLiteral("(?<![A-Za-z_])[A-Za-z][A-Za-z_]*[A-Za-z](?![A-Za-z_])"));
    for (auto it = word.globalMatch(text); it.hasNext();) {
        const QString w = it.next().captured(0);
        if (w.size() > 1 && !keptTerms().contains(w))
            words.append(w);
    }
    return words;
}

} // namespace

void TestChineseWindow::noEnglishWordsLeft()
{
    language::install(QStringLiteral("zh_CN"));
    ExplorerState state;
    MainWindow window(&state);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QStringList texts;
    for (const QLabel *label : window.findChildren<QLabel *>())
        texts << label->text();
    for (const QAbstractButton *button : window.findChildren<QAbstractButton *>())
        texts << button->text();
    for (const QTabBar *bar : window.findChildren<QTabBar *>())
        for (int i = 0; i < bar->count(); ++i)
            texts << bar->tabText(i);
    for (const QComboBox *box : window.findChildren<QComboBox *>())
        for (int i = 0; i < box->count(); ++i)
            texts << box->itemText(i);
    for (QAction *menu : window.menuBar()->actions()) {
        texts << menu->text();
        if (menu->menu())
            for (const QAction *action : menu->menu()->actions())
                texts << action->text();
    }
    QMap<QString, QString> found; // word -> a text it stands in
    for (const QString &text : std::as_const(texts))
        for (const QString &w : englishWords(text))
            found.insert(w, text.left(80));
    QStringList report;
    for (auto it = found.cbegin(); it != found.cend(); ++it)
        report << it.key() + QStringLiteral(" in: ") + it.value();
    QVERIFY2(found.isEmpty(), qPrintable(report.join(QLatin1Char('\n'))));
}

QTEST_MAIN(TestChineseWindow)
#include "tst_chinesewindow.moc"
