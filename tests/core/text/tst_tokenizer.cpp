// Tokenizer: white space splits words, CJK characters are tokens of their own.
#include <posenc/text/tokenizer.h>

#include <QTest>

Q_DECLARE_METATYPE(std::vector<std::string>)

class TestTokenizer : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void tokenize_data();
    void tokenize();
    void keepsInvalidBytes();
};

void TestTokenizer::tokenize_data()
{
    using V = std::vector<std::string>;
    QTest::addColumn<QString>("text");
    QTest::addColumn<V>("expected");
    QTest::newRow("seed English") << "I love you" << V{"I", "love", "you"};
    QTest::newRow("seed Chinese") << "我是一条狗" << V{"我", "是", "一", "条", "狗"};
    QTest::newRow("seed four chars") << "我喜欢打篮球" << V{"我", "喜", "欢", "打", "篮", "球"};
    QTest::newRow("mixed") << "GPT模型 is big" << V{"GPT", "模", "型", "is", "big"};
    QTest::newRow("extra spaces") << "  you \t love\nI  " << V{"you", "love", "I"};
    QTest::newRow("ideographic space") << "你好\u3000世界" << V{"你", "好", "世", "界"};
    QTest::newRow("CJK punctuation") << "好。" << V{"好", "。"};
    QTest::newRow("Japanese kana") << "ねこ" << V{"ね", "こ"};
    QTest::newRow("accented word") << "déjà vu" << V{"déjà", "vu"};
    QTest::newRow("empty") << "" << V{};
    QTest::newRow("only spaces") << "   " << V{};
}

void TestTokenizer::tokenize()
{
    QFETCH(QString, text);
    QFETCH(std::vector<std::string>, expected);
    QCOMPARE(posenc::tokenize(text.toStdString()), expected);
}

void TestTokenizer::keepsInvalidBytes()
{
    const std::string text = "ab\xff" "c d";
    const auto tokens = posenc::tokenize(text);
    QCOMPARE(tokens.size(), std::size_t(2));
    QCOMPARE(tokens[0], std::string("ab\xff" "c"));
    QCOMPARE(posenc::tokenize("\xe4\xbd").size(), std::size_t(1)); // truncated sequence
}

QTEST_APPLESS_MAIN(TestTokenizer)
#include "tst_tokenizer.moc"
