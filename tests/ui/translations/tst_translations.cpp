/// \file tst_translations.cpp
/// \brief The Chinese translation is complete and in step with the sources: lupdate, run on a copy of
/// resources/translations/posenc_zh_CN.ts, finds no text without a finished translation (a new string
/// without its zh_CN entry fails here), none left over, and every translation keeps its placeholders.

#include "ui/state/language.h"

#include <QCoreApplication>
#include <QFile>
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
            static const QRegularExpression latex(QStringLiteral("[_^]\\{|\\\\(frac|sum|theta|omega|cdot)"));
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
