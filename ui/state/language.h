#pragma once
/// \file language.h
/// \brief The interface language: English (the source texts) or Simplified Chinese
/// (resources/translations/posenc_zh_CN.ts, built into :/i18n/posenc_zh_CN.qm).

#include <QLocale>
#include <QString>
#include <QStringList>

#include <optional>

/// The language of every translated text of the window and of `posenc export`'s titles, axes and
/// captions (CSV numbers never change). Codes: "en", "zh_CN".
namespace language {

/// Every interface language, English first.
QStringList codes();
/// \a code's name in that language, for View > Language ("English", "简体中文").
QString nativeName(const QString &code);
/// The code written in \a text ("en", "zh_CN"; also "zh", "zh-CN", any case), or std::nullopt.
std::optional<QString> parse(const QString &text);
/// The language the system locale asks for: zh_CN for Chinese in simplified script, else en.
QString systemDefault();
/// Installs \a code's translators (PosEnc's own and Qt's, for the standard buttons) into the running
/// QCoreApplication, replacing the previous call's. Returns false, keeping English, when \a code is
/// none of codes() or its translation is missing; Qt's own is optional.
/// The language's numbers and system messages come with it, whatever the machine's locale says: widgets
/// made afterwards read and write numbers as numberLocale() does ("10000.5", as the formulas, the CSV files
/// and the manual write them; de_DE would show and expect "10000,5"), and the C library's reasons
/// ("Broken pipe" in strerror()) are in the interface language where the system has them, else English,
/// so that one message is in one language.
bool install(const QString &code);
/// The locale numbers are typed and shown in for \a code: English (United States) or Chinese (China), both
/// with '.' as the decimal point; group separators are not shown.
QLocale numberLocale(const QString &code);
/// The code installed last ("en" before any install()).
QString current();

} // namespace language
