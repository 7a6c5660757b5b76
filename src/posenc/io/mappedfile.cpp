#include <posenc/io/mappedfile.h>

#include <posenc/io/fileerror.h>
#include <posenc/io/truncationguard.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <vector>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace posenc {

std::shared_ptr<const MappedFile> MappedFile::open(const std::string &path)
{
    // O_NONBLOCK: a FIFO named like a table would block this open until a writer came (then refused below).
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0)
        throw FileError(message(POSENC_TRANSLATE_NOOP("posenc", "cannot open %1: %2"), path, std::strerror(errno)));
    struct stat info {};
    if (::fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) {
        ::close(fd);
        throw FileError(message(POSENC_TRANSLATE_NOOP("posenc", "%1 is not a regular file"), path));
    }
    std::shared_ptr<MappedFile> file(new MappedFile);
    file->m_path = path;
    file->m_size = static_cast<std::size_t>(info.st_size);
    if (file->m_size > 0) {
        void *mapped = ::mmap(nullptr, file->m_size, PROT_READ, MAP_PRIVATE, fd, 0);
        if (mapped == MAP_FAILED) {
            const int error = errno;
            ::close(fd);
            throw FileError(message(POSENC_TRANSLATE_NOOP("posenc", "cannot map %1 into memory: %2"), path,
                                    std::strerror(error)));
        }
        file->m_data = static_cast<const unsigned char *>(mapped);
        // The pages a view touches and no more: with the default read-ahead, the rows of a Fortran-order
        // table (one page per column each) pulled in gigabytes around them.
        ::madvise(mapped, file->m_size, MADV_RANDOM);
        detail::registerMapping(file->m_data, file->m_size, file->m_path.c_str());
    }
    ::close(fd); // the mapping keeps the file
    return file;
}

MappedFile::~MappedFile()
{
    if (m_data)
        detail::unregisterMapping(m_data);
    if (m_data)
        ::munmap(const_cast<unsigned char *>(m_data), m_size);
}

void MappedFile::release(std::size_t offset, std::size_t length) const
{
    if (!m_data || offset >= m_size)
        return;
    const std::size_t page = static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
    const std::size_t end = std::min(m_size, offset + std::min(length, m_size - offset));
    // Every page holding a byte of the range (a page shared with the next part is read again if touched).
    const std::size_t first = offset / page * page, last = (end + page - 1) / page * page;
    if (last > first)
        ::madvise(const_cast<unsigned char *>(m_data) + first, last - first, MADV_DONTNEED);
}

std::size_t MappedFile::residentBytes() const
{
    if (!m_data)
        return 0;
    const std::size_t page = static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
    std::vector<unsigned char> resident((m_size + page - 1) / page);
    if (::mincore(const_cast<unsigned char *>(m_data), m_size, resident.data()) != 0)
        return 0;
    std::size_t pages = 0;
    for (const unsigned char r : resident)
        pages += r & 1;
    return pages * page;
}

} // namespace posenc
