#include "ui/export/largeimage.h"

#include <cstdlib>

#if defined(__linux__)
#include <sys/mman.h>
#endif

QImage largeImage(int width, int height, QImage::Format format)
{
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    constexpr std::size_t hugePage = std::size_t(2) << 20;
    const int depth = QImage::toPixelFormat(format).bitsPerPixel();
    if (width > 0 && height > 0 && depth % 8 == 0) {
        const qsizetype bytesPerLine = ((qsizetype(width) * depth / 8) + 3) & ~qsizetype(3); // QImage's 32-bit rows
        const std::size_t bytes = std::size_t(bytesPerLine) * std::size_t(height);
        if (bytes >= hugePage) {
            const std::size_t rounded = (bytes + hugePage - 1) / hugePage * hugePage;
            if (void *memory = std::aligned_alloc(hugePage, rounded)) {
                madvise(memory, rounded, MADV_HUGEPAGE); // advice: refused, the pages are ordinary
                QImage image(static_cast<uchar *>(memory), width, height, bytesPerLine, format,
                             [](void *data) { std::free(data); }, memory);
                if (!image.isNull())
                    return image;
                std::free(memory);
            }
        }
    }
#endif
    return QImage(width, height, format);
}
