// libFuzzer target: the scene reader (ui/scene/scene.h, Scene::fromBytes) on any bytes. A scene it accepts
// must be written and read back as the same scene; a refused one must say why.
#include "fuzzreaders.h"

#include "ui/scene/scene.h"

#include <QByteArray>

#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const Scene::Read read = Scene::fromBytes(QByteArray(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size)));
    if (!read.scene) {
        if (read.problem.isEmpty())
            std::abort(); // refused without a message
        return 0;
    }
    const Scene::Read again = Scene::fromBytes(read.scene->toBytes());
    if (!again.scene || !(*again.scene == *read.scene))
        std::abort(); // what it wrote does not read back as the same scene
    return 0;
}
