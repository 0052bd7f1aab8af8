#include "cvips_loader.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

/* The few libvips and GLib types and constants used here, declared by hand so that no vips or
 * glib header is needed at compile time. They match libvips 8.x's ABI (libvips.so.42). */
typedef void VipsImage;
typedef int gboolean;
typedef unsigned long GType;
typedef void (*GLogFunc)(const char *domain, int level, const char *message, void *data);

enum { VIPS_SIZE_DOWN = 2 };
enum { VIPS_FAIL_ON_TRUNCATED = 1 };
enum { G_LOG_LEVEL_CRITICAL = 1 << 3, G_LOG_LEVEL_WARNING = 1 << 4, G_LOG_LEVEL_MESSAGE = 1 << 5,
       G_LOG_LEVEL_INFO = 1 << 6, G_LOG_LEVEL_DEBUG = 1 << 7 };

/* Variadic functions: NULL-terminated lists of (name, value) options. Called through these
 * pointer types, so the C compiler passes the arguments as the variadic convention requires. */
typedef int (*thumbnail_fn)(const char *filename, VipsImage **out, int width, ...);
typedef int (*thumbnail_image_fn)(VipsImage *in, VipsImage **out, int width, ...);
typedef VipsImage *(*new_from_file_fn)(const char *name, ...);
typedef int (*save_fn)(VipsImage *in, const char *filename, ...);

static struct {
    int (*init)(const char *argv0);
    const char *(*version_string)(void);
    const char *(*error_buffer)(void);
    void (*error_clear)(void);
    void (*concurrency_set)(int);
    void (*cache_set_max)(int);
    int (*get_width)(const VipsImage *);
    int (*get_height)(const VipsImage *);
    int (*get_int)(const VipsImage *, const char *, int *);
    GType (*get_typeof)(const VipsImage *, const char *);
    gboolean (*hasalpha)(VipsImage *);
    VipsImage *(*copy_memory)(VipsImage *);
    void (*unref)(void *);
    char **(*get_fields)(VipsImage *);
    gboolean (*remove)(VipsImage *, const char *);
    void (*strfreev)(char **);
    unsigned (*log_set_handler)(const char *, int, GLogFunc, void *);
    thumbnail_fn thumbnail;
    thumbnail_image_fn thumbnail_image;
    new_from_file_fn new_from_file;
    save_fn webpsave;
    save_fn jpegsave;
    save_fn pngsave;
    GType (*type_find)(const char *basename, const char *nickname);
} vips;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static const char *requested_library;
static int load_result = -1;
static char load_error[512];
static char version[32];
/* libvips keeps one error buffer for the process; this lock makes "read it and clear it" one step. */
static pthread_mutex_t error_lock = PTHREAD_MUTEX_INITIALIZER;
static __thread char thread_error[1024];

static void set_thread_error(const char *text) {
    snprintf(thread_error, sizeof thread_error, "%s", text ? text : "");
}

/* After a failed call: move what libvips said into this thread's error text. */
static int fail_with_vips_error(const char *fallback) {
    pthread_mutex_lock(&error_lock);
    const char *text = vips.error_buffer ? vips.error_buffer() : "";
    set_thread_error(text && *text ? text : fallback);
    if (vips.error_clear) vips.error_clear();
    pthread_mutex_unlock(&error_lock);
    return -1;
}

/* libvips reports damaged files through GLib warnings on standard error; Keepsake reports them
 * itself (with the entry's line), so they are dropped here. */
static void quiet_log(const char *domain, int level, const char *message, void *data) {
    (void)domain; (void)level; (void)message; (void)data;
}

#define LOOKUP(field, name)                                                        \
    do {                                                                           \
        *(void **)(&vips.field) = dlsym(handle, name);                             \
        if (!vips.field) {                                                         \
            snprintf(load_error, sizeof load_error, "%s has no function %s",       \
                     library, name);                                               \
            return;                                                                \
        }                                                                          \
    } while (0)

static void load_once_body(void) {
    const char *library = requested_library ? requested_library : "libvips.so.42";
    void *handle = dlopen(library, RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        const char *reason = dlerror();
        snprintf(load_error, sizeof load_error, "%s", reason ? reason : "cannot load libvips");
        return;
    }
    LOOKUP(init, "vips_init");
    LOOKUP(version_string, "vips_version_string");
    LOOKUP(error_buffer, "vips_error_buffer");
    LOOKUP(error_clear, "vips_error_clear");
    LOOKUP(concurrency_set, "vips_concurrency_set");
    LOOKUP(cache_set_max, "vips_cache_set_max");
    LOOKUP(get_width, "vips_image_get_width");
    LOOKUP(get_height, "vips_image_get_height");
    LOOKUP(get_int, "vips_image_get_int");
    LOOKUP(get_typeof, "vips_image_get_typeof");
    LOOKUP(hasalpha, "vips_image_hasalpha");
    LOOKUP(copy_memory, "vips_image_copy_memory");
    LOOKUP(unref, "g_object_unref");
    LOOKUP(log_set_handler, "g_log_set_handler");
    LOOKUP(get_fields, "vips_image_get_fields");
    LOOKUP(remove, "vips_image_remove");
    LOOKUP(strfreev, "g_strfreev");
    LOOKUP(thumbnail, "vips_thumbnail");
    LOOKUP(thumbnail_image, "vips_thumbnail_image");
    LOOKUP(new_from_file, "vips_image_new_from_file");
    LOOKUP(webpsave, "vips_webpsave");
    LOOKUP(jpegsave, "vips_jpegsave");
    LOOKUP(pngsave, "vips_pngsave");
    if (vips.init("keepsake") != 0) {
        snprintf(load_error, sizeof load_error, "vips_init failed: %s", vips.error_buffer());
        vips.error_clear();
        return;
    }
    /* Keepsake runs one image per core itself; libvips' own threads would only compete. Each
     * photo is read once, so the operation cache would only hold memory. */
    vips.concurrency_set(1);
    vips.cache_set_max(0);
    const int levels = G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING | G_LOG_LEVEL_MESSAGE | G_LOG_LEVEL_INFO
        | G_LOG_LEVEL_DEBUG;
    vips.log_set_handler("VIPS", levels, quiet_log, NULL);
    vips.log_set_handler("GLib-GObject", levels, quiet_log, NULL);
    snprintf(version, sizeof version, "%s", vips.version_string());
    /* Optional: only `keepsake doctor` asks which formats libvips reads. */
    *(void **)(&vips.type_find) = dlsym(handle, "vips_type_find");
    load_result = 0;
}

int cvips_load(const char *library) {
    requested_library = library;
    pthread_once(&load_once, load_once_body);
    if (load_result != 0) set_thread_error(load_error);
    return load_result;
}

const char *cvips_version(void) { return version; }

int cvips_has_operation(const char *nickname) {
    if (load_result != 0 || !vips.type_find) return 0;
    return vips.type_find("VipsOperation", nickname) != 0;
}

size_t cvips_take_error(char *buffer, size_t size) {
    if (size == 0) return 0;
    snprintf(buffer, size, "%s", thread_error);
    thread_error[0] = 0;
    return strlen(buffer);
}

int cvips_probe(const char *path, int *width, int *height, int *orientation, int *has_alpha, int *has_profile) {
    if (load_result != 0) { set_thread_error("libvips is not loaded"); return -1; }
    /* Lazy: reads the header, not the pixels. */
    VipsImage *image = vips.new_from_file(path, "access", 1 /* sequential */, NULL);
    if (!image) return fail_with_vips_error("libvips cannot read the file");
    *width = vips.get_width(image);
    *height = vips.get_height(image);
    int value = 1;
    *orientation = vips.get_int(image, "orientation", &value) == 0 ? value : 1;
    *has_alpha = vips.hasalpha(image) ? 1 : 0;
    *has_profile = vips.get_typeof(image, "icc-profile-data") != 0 ? 1 : 0;
    vips.unref(image);
    return 0;
}

/* Decodes `image` into memory (so later resizes do not read the file again); takes ownership. */
static int materialise(VipsImage *image, cvips_image **out) {
    VipsImage *memory = vips.copy_memory(image);
    vips.unref(image);
    if (!memory) return fail_with_vips_error("libvips could not decode the image");
    *out = (cvips_image *)memory;
    return 0;
}

int cvips_thumbnail_file(const char *path, int width, int height, cvips_crop crop, int to_srgb, cvips_image **out) {
    if (load_result != 0) { set_thread_error("libvips is not loaded"); return -1; }
    VipsImage *image = NULL;
    int result = to_srgb
        ? vips.thumbnail(path, &image, width, "height", height, "size", VIPS_SIZE_DOWN, "crop", (int)crop,
                         "fail_on", VIPS_FAIL_ON_TRUNCATED, "export_profile", "srgb", NULL)
        : vips.thumbnail(path, &image, width, "height", height, "size", VIPS_SIZE_DOWN, "crop", (int)crop,
                         "fail_on", VIPS_FAIL_ON_TRUNCATED, NULL);
    if (result != 0 || !image) return fail_with_vips_error("libvips could not read the image");
    return materialise(image, out);
}

int cvips_thumbnail_image(cvips_image *in, int width, int height, cvips_crop crop, cvips_image **out) {
    VipsImage *image = NULL;
    if (vips.thumbnail_image((VipsImage *)in, &image, width, "height", height, "size", VIPS_SIZE_DOWN, "crop",
                             (int)crop, NULL) != 0 || !image)
        return fail_with_vips_error("libvips could not resize the image");
    return materialise(image, out);
}

int cvips_width(const cvips_image *image) { return vips.get_width((const VipsImage *)image); }
int cvips_height(const cvips_image *image) { return vips.get_height((const VipsImage *)image); }
int cvips_has_alpha(cvips_image *image) { return vips.hasalpha((VipsImage *)image) ? 1 : 0; }

void cvips_strip_metadata(cvips_image *image) {
    static const char *prefixes[] = {"exif-", "xmp-", "iptc-", "icc-", "gif-comment", "png-comment-"};
    char **fields = vips.get_fields((VipsImage *)image);
    if (!fields) return;
    for (char **field = fields; *field; field++) {
        for (size_t i = 0; i < sizeof prefixes / sizeof *prefixes; i++) {
            if (strncmp(*field, prefixes[i], strlen(prefixes[i])) == 0) {
                vips.remove((VipsImage *)image, *field);
                break;
            }
        }
    }
    vips.strfreev(fields);
}

int cvips_save_webp(cvips_image *image, const char *path, int quality, int strip) {
    if (vips.webpsave((VipsImage *)image, path, "Q", quality, "strip", (gboolean)(strip != 0), NULL) != 0)
        return fail_with_vips_error("libvips could not write WebP");
    return 0;
}

int cvips_save_jpeg(cvips_image *image, const char *path, int quality, int strip) {
    if (vips.jpegsave((VipsImage *)image, path, "Q", quality, "strip", (gboolean)(strip != 0), "optimize_coding",
                      (gboolean)1, NULL) != 0)
        return fail_with_vips_error("libvips could not write JPEG");
    return 0;
}

int cvips_save_png(cvips_image *image, const char *path, int strip) {
    if (vips.pngsave((VipsImage *)image, path, "strip", (gboolean)(strip != 0), NULL) != 0)
        return fail_with_vips_error("libvips could not write PNG");
    return 0;
}

void cvips_release(cvips_image *image) {
    if (image && vips.unref) vips.unref(image);
}
