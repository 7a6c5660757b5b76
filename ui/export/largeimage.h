#pragma once
/// \file largeimage.h
/// \brief Images for exports whose memory the kernel maps in 2 MiB pages.

#include <QImage>

/// A \a width x \a height image of \a format (uninitialised, as QImage's constructor), its pixels in memory
/// aligned to 2 MiB and advised as huge pages (madvise(MADV_HUGEPAGE), Linux; elsewhere or when refused, an
/// ordinary QImage). A 1920 x 1080 figure's 8 MiB in 4 KiB pages cost 2 000 page faults, a quarter of
/// exporting three heat maps on a virtual machine (10 500 faults, 0.20 s; huge pages: 4 700, 0.15 s).
/// A null image when the memory cannot be had.
QImage largeImage(int width, int height, QImage::Format format);
