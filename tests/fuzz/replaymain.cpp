// Replays a fuzz target's seed corpus without libFuzzer (any compiler): every file of the folders given
// is handed to LLVMFuzzerTestOneInput once. ctest runs it (tests/fuzz/CMakeLists.txt); scripts/fuzz.sh
// runs the real fuzzers.
#include "fuzzreaders.h"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <vector>

int main(int argc, char **argv)
{
    int inputs = 0;
    for (int a = 1; a < argc; ++a) {
        for (const auto &entry : std::filesystem::directory_iterator(argv[a])) {
            if (!entry.is_regular_file())
                continue;
            std::ifstream in(entry.path(), std::ios::binary);
            const std::vector<char> bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
            LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t *>(bytes.data()), bytes.size());
            ++inputs;
        }
    }
    std::printf("replayed %d inputs\n", inputs);
    return inputs > 0 ? 0 : 1; // an empty corpus is a mistake
}
