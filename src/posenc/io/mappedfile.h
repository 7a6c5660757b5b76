#pragma once
/// \file mappedfile.h
/// \brief A file mapped read-only into memory (POSIX mmap): a table of 1 GiB is opened without reading
/// it; only the pages a view touches are read from disk (no read-ahead: MADV_RANDOM), and the kernel may
/// drop them again. As with every mapped reader (numpy.memmap, safetensors), a file cut short by another
/// program while it is open raises SIGBUS when a page past the new end is read: truncationguard.h says
/// what then happens (the command line exits with one line, the window reads zeros and says so).

#include <cstddef>
#include <memory>
#include <string>

namespace posenc {

class MappedFile
{
public:
    /// Maps the whole of \a path read-only. An empty file maps to size() 0 and data() nullptr.
    /// \throws FileError when the file cannot be opened, is not a regular file or cannot be mapped.
    static std::shared_ptr<const MappedFile> open(const std::string &path);
    ~MappedFile();
    MappedFile(const MappedFile &) = delete;
    MappedFile &operator=(const MappedFile &) = delete;

    const unsigned char *data() const { return m_data; }
    std::size_t size() const { return m_size; }
    const std::string &path() const { return m_path; }
    /// Lets the pages holding bytes [offset, offset + length) go (madvise MADV_DONTNEED): they are read
    /// from the file again when touched. For a view that reads a file once, in
    /// order, and must not hold all of it. Out-of-range parts are ignored.
    void release(std::size_t offset, std::size_t length) const;
    /// Bytes of the mapping now held in memory (Linux mincore): what reading the file has cost.
    std::size_t residentBytes() const;

private:
    MappedFile() = default;
    std::string m_path;
    const unsigned char *m_data = nullptr;
    std::size_t m_size = 0;
};

} // namespace posenc
