#include "heapretention.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace posenc {

static_assert(heapMmapThresholdBytes <= 1u << 30 && heapTrimThresholdBytes <= 1u << 30,
              "mallopt() takes an int");

bool retainFreedHeapMemory()
{
#if defined(__GLIBC__)
    // Either setting also turns off glibc's own adjustment of both thresholds (mallopt(3)), which raised
    // the mmap threshold only to 32 MiB and left the trim threshold at twice that.
    return mallopt(M_MMAP_THRESHOLD, static_cast<int>(heapMmapThresholdBytes)) == 1 &&
           mallopt(M_TRIM_THRESHOLD, static_cast<int>(heapTrimThresholdBytes)) == 1;
#else
    return false;
#endif
}

bool returnFreedHeapMemory()
{
#if defined(__GLIBC__)
    return malloc_trim(0) == 1;
#else
    return false;
#endif
}

} // namespace posenc
