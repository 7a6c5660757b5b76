#include "ui/scene/presets.h"

#include <QCoreApplication>

namespace {
struct Entry
{
    const char *file;
    const char *title;
};

// The seed notes' examples (../shared/seeds): the 16-token figure at d_model 60; "I love you" at the
// paper's d_model 512, pos 1 = "love" as the notes compute it; the D = 3 toy whose position 0 is
// [0, 1, 0]; the same Chinese sentence at the seed's width; three bases on the wavelength tab.
constexpr Entry entries[] = {
    {"seed", QT_TRANSLATE_NOOP("Presets", "The seed figure: 16 tokens, d_model 60")},
    {"i-love-you-512", QT_TRANSLATE_NOOP("Presets", "“I love you” at d_model 512, pos 1 = “love”")},
    {"d3-toy", QT_TRANSLATE_NOOP("Presets", "The D = 3 toy: “我是一条狗”, position 0 = [0, 1, 0]")},
    {"dog-60", QT_TRANSLATE_NOOP("Presets", "“我是一条狗” at d_model 60")},
    {"base-100", QT_TRANSLATE_NOOP("Presets", "Base 100 against 10 000 (wavelengths, L = 128)")},
    {"base-10000", QT_TRANSLATE_NOOP("Presets", "Base 10 000 against 100 (wavelengths, L = 128)")},
    {"base-1000000", QT_TRANSLATE_NOOP("Presets", "Base 1 000 000 against 10 000 (wavelengths, L = 128)")},
};
} // namespace

QList<Preset> presets()
{
    QList<Preset> list;
    for (const Entry &entry : entries)
        list.append({QStringLiteral(":/presets/%1.posenc").arg(QLatin1String(entry.file)),
                     QCoreApplication::translate("Presets", entry.title)});
    return list;
}

Scene::Read readPreset(const Preset &preset)
{
    return Scene::readFile(preset.file);
}
