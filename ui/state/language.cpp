#include "ui/state/language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <clocale>
#include <memory>

namespace language {
namespace {

const QString english = QStringLiteral("en");
const QString simplifiedChinese = QStringLiteral("zh_CN");

struct Installed
{
    QString code = english;
    std::unique_ptr<QTranslator> posenc, qt;
};

Installed &installed()
{
    static Installed state;
    return state;
}

} // namespace

QStringList codes()
{
    return {english, simplifiedChinese};
}

QString nativeName(const QString &code)
{
    // Each in its own language, so that a reader who cannot read the current one still finds theirs.
    return code == simplifiedChinese ? QStringLiteral("简体中文") : QStringLiteral("English");
}

std::optional<QString> parse(const QString &text)
{
    const QString key = text.trimmed().toLower().replace(QLatin1Char('-'), QLatin1Char('_'));
    if (key == QLatin1String("en") || key == QLatin1String("english"))
        return english;
    if (key == QLatin1String("zh") || key == QLatin1String("zh_cn") || key == QLatin1String("zh_hans"))
        return simplifiedChinese;
    return std::nullopt;
}

QString systemDefault()
{
    const QLocale system = QLocale::system();
    return system.language() == QLocale::Chinese && system.script() != QLocale::TraditionalChineseScript
               ? simplifiedChinese
               : english;
}

QLocale numberLocale(const QString &code)
{
    QLocale locale = code == simplifiedChinese ? QLocale(QLocale::Chinese, QLocale::China)
                                               : QLocale(QLocale::English, QLocale::UnitedStates);
    locale.setNumberOptions(QLocale::OmitGroupSeparator);
    return locale;
}

namespace {

/// The language's numbers and system messages (see install()).
void installLocale(const QString &code)
{
    QLocale::setDefault(numberLocale(code));
    // strerror() follows LC_MESSAGES: Chinese where the system has it, else the C library's English.
    if (code != simplifiedChinese || !std::setlocale(LC_MESSAGES, "zh_CN.UTF-8"))
        std::setlocale(LC_MESSAGES, "C");
}

} // namespace

bool install(const QString &code)
{
    Installed &state = installed();
    installLocale(code == simplifiedChinese ? code : english);
    for (auto *translator : {state.posenc.get(), state.qt.get()})
        if (translator)
            QCoreApplication::removeTranslator(translator);
    state.posenc.reset();
    state.qt.reset();
    state.code = english;
    if (code == english)
        return true;
    if (code != simplifiedChinese)
        return false;
    auto posenc = std::make_unique<QTranslator>();
    if (!posenc->load(QStringLiteral(":/i18n/posenc_") + code + QStringLiteral(".qm")))
        return false;
    QCoreApplication::installTranslator(posenc.get());
    state.posenc = std::move(posenc);
    // Qt's own (OK, Cancel, Close …): Debian's qt6-translations-l10n; without it those stay English.
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(QStringLiteral("qtbase_") + code, QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
        state.qt = std::move(qt);
    }
    state.code = code;
    return true;
}

QString current()
{
    return installed().code;
}

} // namespace language
