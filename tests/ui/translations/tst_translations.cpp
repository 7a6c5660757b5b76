/// \file tst_translations.cpp
/// \brief The Chinese translation is complete and in step with the sources: lupdate, run on a copy of
/// resources/translations/posenc_zh_CN.ts, finds no text without a finished translation (a new string
/// without its zh_CN entry fails here), none left over, and every translation keeps its placeholders.

#include "ui/state/language.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {

struct Message
{
    QString context, source, translation, type;
};

QList<Message> readTs(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QList<Message> messages;
    QXmlStreamReader xml(&file);
    QString context;
    Message message;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name"))
            context = xml.readElementText();
        else if (xml.name() == QLatin1String("message"))
            message = Message{context, {}, {}, {}};
        else if (xml.name() == QLatin1String("source"))
            message.source = xml.readElementText();
        else if (xml.name() == QLatin1String("translation")) {
            message.type = xml.attributes().value(QLatin1String("type")).toString();
            // Plural forms: their texts, one after the other.
            message.translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            messages.append(message);
        }
    }
    return xml.hasError() ? QList<Message>{} : messages;
}

/// The placeholders of \a text (%1, %n, %L2 ...), sorted, with repeats.
QStringList placeholders(const QString &text)
{
    QStringList found;
    static const QRegularExpression pattern(QStringLiteral("%L?(\\d+|n)"));
    for (auto it = pattern.globalMatch(text); it.hasNext();)
        found.append(it.next().captured(0));
    found.sort();
    return found;
}

const QString committed = QStringLiteral(POSENC_SOURCE_DIR "/resources/translations/posenc_zh_CN.ts");

/// Every Chinese text a user reads besides the .ts: the built-in lecture's zh_CN texts, each named by its place.
QList<std::pair<QString, QString>> lectureTexts()
{
    QList<std::pair<QString, QString>> texts;
    QFile file(QStringLiteral(POSENC_SOURCE_DIR "/resources/lectures/builtin.posenc-lecture"));
    if (!file.open(QIODevice::ReadOnly))
        return texts;
    const QJsonObject lecture = QJsonDocument::fromJson(file.readAll()).object();
    texts.append({QStringLiteral("title"), lecture.value(QStringLiteral("title")).toObject().value(QStringLiteral("zh_CN")).toString()});
    const QJsonArray steps = lecture.value(QStringLiteral("steps")).toArray();
    for (qsizetype n = 0; n < steps.size(); ++n)
        for (const QString &field : {QStringLiteral("title"), QStringLiteral("text"), QStringLiteral("question"),
                                     QStringLiteral("answer"), QStringLiteral("notes")})
            if (const QString zh = steps.at(n).toObject().value(field).toObject().value(QStringLiteral("zh_CN")).toString();
                !zh.isEmpty())
                texts.append({QStringLiteral("step %1 %2").arg(n + 1).arg(field), zh});
    return texts;
}

/// What the glossary (DESIGN.md, Chinese terms) says a Chinese text must not hold, or "" when it is clean:
/// the variants of its terms, a space before a percent sign (Chinese writes 33%), ASCII quotes around Chinese
/// and "1, 2, 3" enumerations (Chinese writes 1、2、3).
QString glossaryProblem(const QString &text)
{
    // The variant, and the glossary's word for it.
    static const std::pair<const char *, const char *> variants[] = {
        {"词元", "token"},          {"得分", "分数 / 注意力分数"}, {"点积", "点乘（内积）"}, {"底数", "基数"},
        {"学到的", "可学习的"},     {"种子笔记", "课程笔记 / 讲义"}, {"表针", "钟表指针"},   {"（允许", "（应为 / 范围"},
        {"颜色按所示数值拟合", "颜色范围按所示数值自动调整"},
    };
    for (const auto &[variant, word] : variants)
        if (text.contains(QString::fromUtf8(variant)))
            return QStringLiteral("%1 (the glossary says %2)").arg(QString::fromUtf8(variant), QString::fromUtf8(word));
    static const QRegularExpression innerProduct(QStringLiteral("(?<!点乘（)内积"));
    if (innerProduct.match(text).hasMatch())
        return QStringLiteral("内积 alone (the glossary says 点乘（内积）)");
    static const QRegularExpression spacedPercent(QStringLiteral("(%\\d|\\d) %(?!\\d)"));
    if (const auto m = spacedPercent.match(text); m.hasMatch())
        return QStringLiteral("'%1' (Chinese writes the percent sign without a space)").arg(m.captured(0));
    static const QRegularExpression asciiQuotes(QStringLiteral("\"[^\"]*[\\x{4e00}-\\x{9fff}][^\"]*\""));
    if (const auto m = asciiQuotes.match(text); m.hasMatch())
        return QStringLiteral("%1 (Chinese quotes are “…”)").arg(m.captured(0));
    // Not a vector: [0, 1, 0] is one value, written as code writes it.
    static const QRegularExpression commaList(QStringLiteral("(?<!\\[)\\b\\d+, \\d+, \\d+\\b(?!\\])"));
    if (const auto m = commaList.match(text); m.hasMatch())
        return QStringLiteral("'%1' (a Chinese enumeration takes 、)").arg(m.captured(0));
    return {};
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyTextIsTranslated()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString copy = dir.filePath(QStringLiteral("posenc_zh_CN.ts"));
        QVERIFY(QFile::copy(committed, copy));
        QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
        QProcess lupdate;
        lupdate.setProcessChannelMode(QProcess::MergedChannels);
        lupdate.start(QStringLiteral(POSENC_LUPDATE),
                      {QStringLiteral("-locations"), QStringLiteral("none"), QStringLiteral("-tr-function-alias"),
                       QStringLiteral("QT_TRANSLATE_NOOP+=POSENC_TRANSLATE_NOOP"), QStringLiteral(POSENC_SOURCE_DIR "/ui"),
                       QStringLiteral(POSENC_SOURCE_DIR "/app"), QStringLiteral(POSENC_SOURCE_DIR "/src"),
                       QStringLiteral("-ts"), copy});
        QVERIFY2(lupdate.waitForFinished(60000), "lupdate did not finish");
        QVERIFY2(lupdate.exitCode() == 0, lupdate.readAll().constData());

        const QList<Message> messages = readTs(copy);
        QVERIFY2(messages.size() > 300, qPrintable(QStringLiteral("%1 messages read").arg(messages.size())));
        QStringList problems;
        for (const Message &m : messages) {
            if (m.type == QLatin1String("unfinished") || m.translation.isEmpty())
                problems.append(QStringLiteral("untranslated [%1] %2").arg(m.context, m.source));
            else if (m.type == QLatin1String("vanished") || m.type == QLatin1String("obsolete"))
                problems.append(QStringLiteral("no longer in the sources (run the update_translations target) [%1] %2")
                                    .arg(m.context, m.source));
            else if (placeholders(m.source) != placeholders(m.translation) &&
                     !(m.source.contains(QLatin1String("%n")) && placeholders(m.translation).isEmpty()))
                problems.append(QStringLiteral("placeholders differ [%1] %2 -> %3").arg(m.context, m.source, m.translation));
            // One notation (issue 29, issue 34 item 4): formulas are typeset with Unicode sub- and
            // superscripts, never raw LaTeX such as Σ_{k<j} e^{i r θ_k}.
            // ^{…} and _{…} are the notation of scripts (scriptedtext.h, typeset where drawn); LaTeX commands are not.
            static const QRegularExpression latex(QStringLiteral("\\\\(frac|sum|theta|omega|cdot)"));
            for (const QString &text : {m.source, m.translation})
                if (latex.match(text).hasMatch())
                    problems.append(QStringLiteral("raw LaTeX [%1] %2").arg(m.context, text));
        }
        QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("%1 problem(s):\n").arg(problems.size()) +
                                               problems.mid(0, 40).join(QLatin1Char('\n'))));
    }

    void theBuiltTranslationIsUsed()
    {
        QVERIFY(language::install(QStringLiteral("zh_CN")));
        QCOMPARE(language::current(), QStringLiteral("zh_CN"));
        QCOMPARE(QCoreApplication::translate("MainWindow", "&File"), QStringLiteral("文件(&F)"));
        QVERIFY(language::install(QStringLiteral("en")));
        QCOMPARE(QCoreApplication::translate("MainWindow", "&File"), QStringLiteral("&File"));
        QVERIFY(!language::install(QStringLiteral("fr")));
        QCOMPARE(language::current(), QStringLiteral("en"));
    }

    void chineseKeepsTheGlossary()
    {
        // The glossary test itself: each rule catches what it is for, and the glossary's own words pass.
        QVERIFY(!glossaryProblem(QStringLiteral("每一行是一个词元")).isEmpty());
        QVERIFY(!glossaryProblem(QStringLiteral("为 r = 0 时的 33 %")).isEmpty());
        QVERIFY(!glossaryProblem(QStringLiteral("为 %1 %，")).isEmpty());
        QVERIFY(!glossaryProblem(QStringLiteral("\"我爱你\"")).isEmpty());
        QVERIFY(!glossaryProblem(QStringLiteral("为什么不用 1, 2, 3")).isEmpty());
        QCOMPARE(glossaryProblem(QStringLiteral("位置 0 = [0, 1, 0]")), QString());
        QVERIFY(!glossaryProblem(QStringLiteral("它们的内积")).isEmpty());
        QCOMPARE(glossaryProblem(QStringLiteral("点乘（内积）只取决于距离：%1 %2，33%，“我爱你”，1、2、3，token")), QString());
        QStringList found;
        const QList<Message> messages = readTs(committed);
        QVERIFY(messages.size() > 1000);
        for (const Message &m : messages)
            if (const QString problem = glossaryProblem(m.translation); !problem.isEmpty())
                found << m.context + QStringLiteral(": ") + problem + QStringLiteral(" in ") + m.translation.left(60);
        for (const auto &[where, text] : lectureTexts())
            if (const QString problem = glossaryProblem(text); !problem.isEmpty())
                found << QStringLiteral("lecture ") + where + QStringLiteral(": ") + problem;
        QVERIFY(lectureTexts().size() > 50);
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
    }

    void languageCodes()
    {
        QCOMPARE(language::parse(QStringLiteral("zh-CN")), std::optional<QString>(QStringLiteral("zh_CN")));
        QCOMPARE(language::parse(QStringLiteral("EN")), std::optional<QString>(QStringLiteral("en")));
        QVERIFY(!language::parse(QStringLiteral("zh_TW")));
        QCOMPARE(language::nativeName(QStringLiteral("zh_CN")), QStringLiteral("简体中文"));
    }
};

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
