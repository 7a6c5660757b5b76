// libFuzzer target: T5's bias-table reader (posenc/learned/t5biastable.h) on any bytes, written to a file whose
// name has no known extension (the .npy magic decides, as for a dropped file): the tensor choice, shape and
// value checks run after the header's.
// An accepted table must be num_buckets x heads within the allowed ranges, every entry finite.
#include "fuzzreaders.h"

#include <posenc/encodings/heads.h>
#include <posenc/encodings/t5buckets.h>
#include <posenc/io/fileerror.h>
#include <posenc/learned/t5biastable.h>

#include <cmath>
#include <cstdio>
#include <string>

#include <unistd.h>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const std::string path = "/tmp/posenc-fuzz-t5-" + std::to_string(::getpid()) + ".table";
    std::FILE *file = std::fopen(path.c_str(), "wb");
    if (!file)
        std::abort();
    if (size > 0 && std::fwrite(data, 1, size, file) != size)
        std::abort();
    std::fclose(file);
    for (const bool bidirectional : {true, false}) {
        try {
            const posenc::T5BiasTable table = posenc::readT5BiasTable(path, {}, bidirectional);
            const Eigen::Index buckets = table.biases.rows(), heads = table.biases.cols();
            if (buckets % 2 != 0 || buckets < posenc::limits::minT5Buckets || buckets > posenc::limits::maxT5Buckets ||
                heads < posenc::limits::minHeads || heads > posenc::limits::maxHeads || !table.biases.allFinite())
                std::abort();
        } catch (const posenc::FileError &) {
            // refused with a message: what a bad file should get
        }
    }
    std::remove(path.c_str());
    return 0;
}
