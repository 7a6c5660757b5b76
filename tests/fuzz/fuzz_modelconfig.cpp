// libFuzzer target: the config.json reader (posenc/models/modelconfig.h) on any bytes. An accepted config
// must describe a RoPE the core can compute: its scaled frequencies are computed (for a sequence of twice
// its length) and must be finite and positive; its layer map, M-RoPE slots and temperature (issue 56) are
// computed too, and the core refusing any of them is a bug of the reader.
#include "fuzzreaders.h"

#include <posenc/encodings/parameters.h>
#include <posenc/io/fileerror.h>
#include <posenc/models/layermap.h>
#include <posenc/models/modelconfig.h>
#include <posenc/modern/mrope.h>

#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    try {
        const posenc::ModelConfig c =
            posenc::parseModelConfig(std::string_view(reinterpret_cast<const char *>(data), size));
        const posenc::ScaledFrequencies f =
            posenc::scaledFrequencies(c.scaling, c.rotaryDim, c.base, 2LL * std::max(c.maxPositions, 1));
        if (!(f.scaled.array() > 0).all() || !f.scaled.allFinite() || !(f.attentionFactor > 0))
            std::abort();
        if (c.layers.layers > 0 && posenc::layerMap(c.layers, c.base, c.scaling).size() != std::size_t(c.layers.layers))
            std::abort();
        if (c.mropeSection != std::array<int, 3>{0, 0, 0})
            posenc::mropeSlots(c.headDim, c.mropeSection, c.mropeInterleaved, c.base);
        if (c.temperature && !(posenc::attentionTemperature(*c.temperature, 1e7) >= 1))
            std::abort();
    } catch (const posenc::FileError &) {
        // refused with a message: what a bad file should get
    } catch (const posenc::ParameterError &) {
        std::abort(); // the reader accepted what the core refuses
    }
    return 0;
}
