#ifndef CDIRECTORY_H
#define CDIRECTORY_H

#include <stddef.h>
#include <sys/types.h>

/// Reads entries of the open folder `descriptor` into `buffer` as Linux's `getdents64` does
/// (records of inode, offset, length, type and name); returns the bytes filled, 0 at the end,
/// -1 on failure (with errno set; ENOSYS where there is no such call).
ssize_t keepsake_read_directory(int descriptor, void *buffer, size_t length);

#endif
