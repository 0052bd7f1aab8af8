// Glibc declares getdents64 only with _GNU_SOURCE, which Swift's Glibc module does not define.
#define _GNU_SOURCE
#include "cdirectory.h"
#include <errno.h>
#if defined(__linux__)
#include <dirent.h>
#endif

ssize_t keepsake_read_directory(int descriptor, void *buffer, size_t length) {
#if defined(__linux__)
    return getdents64(descriptor, buffer, length);
#else
    (void)descriptor;
    (void)buffer;
    (void)length;
    errno = ENOSYS;
    return -1;
#endif
}
