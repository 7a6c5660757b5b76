#include "scenecommand.h"

#include "ui/state/explorerstate.h"

#include <QFile>

std::optional<Scene> readSceneOption(const CommandLineOptions &options, QString *error)
{
    if (!options.scenePath)
        return std::nullopt;
    Scene::Read read = Scene::readFile(*options.scenePath);
    if (!read.scene)
        *error = read.problem;
    return read.scene;
}

Scene withOptions(Scene scene, const CommandLineOptions &options)
{
    if (options.theme)
        scene.theme = *options.theme;
    if (options.language)
        scene.language = *options.language;
    if (options.zoom)
        scene.zoomPercent = *options.zoom;
    return scene;
}

QString writeSceneFile(const CommandLineOptions &options, const ExplorerState &state, const Scene &base)
{
    Scene scene = withOptions(base, options);
    scene.session = state.session();
    if (options.out != QLatin1String("-"))
        return scene.writeFile(options.out);
    QFile out;
    const QByteArray bytes = scene.toBytes();
    if (!out.open(stdout, QIODevice::WriteOnly) || out.write(bytes) != bytes.size() || !out.flush())
        return QStringLiteral("cannot write to standard output: %1").arg(out.errorString());
    return {};
}
