#ifndef CVIPS_LOADER_H
#define CVIPS_LOADER_H

/*
 * libvips, loaded at run time.
 *
 * Keepsake does not link libvips: this target dlopen()s libvips.so.42 the first time it is asked
 * for, looks up the handful of functions it needs, and calls libvips' variadic functions
 * (vips_thumbnail, vips_webpsave, ...) through correctly typed variadic function pointers here in
 * C, because Swift cannot call C variadic functions. Swift sees only the plain functions below and
 * an opaque image pointer, so neither the vips headers nor the library are needed to build, and a
 * machine without libvips still runs Keepsake (photos are then published as they are).
 *
 * Every function that can fail returns 0 on success and -1 on failure; the reason is then in
 * the error text (cvips_take_error), which is per thread.
 */

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* A libvips image (a VipsImage *), owned by the caller: release it with cvips_release. */
typedef struct cvips_image cvips_image;

/* How cvips_thumbnail crops to fill the box (libvips' VipsInteresting). */
typedef enum {
    CVIPS_CROP_NONE = 0,
    CVIPS_CROP_CENTRE = 1,
    CVIPS_CROP_ATTENTION = 3,
} cvips_crop;

/*
 * Loads libvips (once; later calls return the first answer) and starts it with one worker
 * thread per image and no operation cache. `library` is the file to dlopen (NULL: libvips.so.42).
 * Returns 0 when libvips is ready, -1 when it is not installed or unusable (see cvips_take_error).
 * Thread-safe.
 */
int cvips_load(const char *library);

/* The libvips version ("8.14.1"), or "" when it is not loaded. */
const char *cvips_version(void);

/* Whether the loaded libvips has the operation `nickname` ("heifload", "webpsave"): 0 when it has
 * not, or when libvips is not loaded. */
int cvips_has_operation(const char *nickname);

/*
 * Copies this thread's last error (what libvips said, or why loading failed) into `buffer`
 * (always NUL-terminated, cut to `size`) and clears it. Returns the length copied.
 */
size_t cvips_take_error(char *buffer, size_t size);

/*
 * Reads only the header of `path`: its width and height as stored, the EXIF orientation (1–8;
 * 1 when there is none), whether it has an alpha channel and whether it embeds an ICC profile.
 */
int cvips_probe(const char *path, int *width, int *height, int *orientation, int *has_alpha, int *has_profile);

/*
 * vips_thumbnail from a file: shrink-on-load, upright by its EXIF orientation, never upscaled,
 * fitted inside width × height (or cropped to exactly that box with `crop`), converted to sRGB
 * when `to_srgb` is set. Truncated files fail instead of being padded with grey.
 * The result is decoded into memory, so it can be resized and saved several times.
 */
int cvips_thumbnail_file(const char *path, int width, int height, cvips_crop crop, int to_srgb, cvips_image **out);

/* vips_thumbnail_image: the same, from an image already in memory. */
int cvips_thumbnail_image(cvips_image *image, int width, int height, cvips_crop crop, cvips_image **out);

int cvips_width(const cvips_image *image);
int cvips_height(const cvips_image *image);
int cvips_has_alpha(cvips_image *image);

/*
 * Removes every metadata item from `image` (EXIF and its parsed exif-* fields, XMP, IPTC, the ICC
 * profile). Needed on top of the savers' `strip`: libvips 8.14's WebP saver still rebuilds an
 * EXIF chunk from whatever EXIF the image carries.
 */
void cvips_strip_metadata(cvips_image *image);

/* Savers. `strip` drops every metadata block (EXIF with GPS, XMP, IPTC, ICC). */
int cvips_save_webp(cvips_image *image, const char *path, int quality, int strip);
int cvips_save_jpeg(cvips_image *image, const char *path, int quality, int strip);
int cvips_save_png(cvips_image *image, const char *path, int strip);

/* g_object_unref; NULL is fine. */
void cvips_release(cvips_image *image);

#ifdef __cplusplus
}
#endif

#endif
