/*
 * floor: the least work a Markdown diary publisher can do, as a lower bound for benchmarks.
 *
 *     floor CONTENT-DIR OUTPUT-DIR
 *
 * Walks CONTENT-DIR for *.md files (hidden files and folders skipped), reads each, strips a leading
 * "---" front matter block, renders the rest with libcmark (cmark_markdown_to_html with
 * CMARK_OPT_SMART; safe mode is cmark's default, as in Keepsake) and writes OUTPUT-DIR/<same
 * relative path>.html. Nothing else: no templates, no comments, no pictures, no index pages.
 * Single-threaded, on purpose: it is a floor for the per-entry work, not a competitor.
 *
 * Build: cc -O2 -o floor floor.c $(pkg-config --cflags --libs libcmark)
 */
#define _XOPEN_SOURCE 700
#include <cmark.h>
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>

static long files_written = 0;

static void die(const char *what, const char *path) {
    fprintf(stderr, "floor: %s %s: %s\n", what, path, strerror(errno));
    exit(1);
}

static void make_dirs(char *path) { /* mkdir -p of path's parent folders */
    for (char *p = path + 1; *p; p++) {
        if (*p != '/') continue;
        *p = '\0';
        if (mkdir(path, 0777) != 0 && errno != EEXIST) die("cannot create", path);
        *p = '/';
    }
}

static char *read_file(const char *path, size_t *length) {
    FILE *f = fopen(path, "rb");
    if (!f) die("cannot open", path);
    size_t capacity = 1 << 16, used = 0;
    char *buffer = malloc(capacity);
    for (;;) {
        used += fread(buffer + used, 1, capacity - used, f);
        if (used < capacity) break;
        capacity *= 2;
        buffer = realloc(buffer, capacity);
    }
    if (ferror(f)) die("cannot read", path);
    fclose(f);
    *length = used;
    return buffer;
}

/* The body after a front matter block that opens with "---" on the first line and closes with a
 * line that is exactly "---" (a missing close means: no front matter). */
static const char *strip_front_matter(const char *text, size_t length, size_t *body_length) {
    const char *end = text + length;
    if (length >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0) text += 3; /* BOM */
    if (end - text < 4 || memcmp(text, "---", 3) != 0 || (text[3] != '\n' && text[3] != '\r')) {
        *body_length = (size_t)(end - text);
        return text;
    }
    const char *line = memchr(text, '\n', (size_t)(end - text));
    while (line && line < end) {
        line++;
        const char *next = memchr(line, '\n', (size_t)(end - line));
        const char *line_end = next ? next : end;
        size_t n = (size_t)(line_end - line);
        if (n > 0 && line[n - 1] == '\r') n--;
        if (n == 3 && memcmp(line, "---", 3) == 0) {
            const char *body = next ? next + 1 : end;
            *body_length = (size_t)(end - body);
            return body;
        }
        line = next;
    }
    *body_length = (size_t)(end - text);
    return text;
}

static void render(const char *source, const char *target) {
    size_t length, body_length;
    char *text = read_file(source, &length);
    const char *body = strip_front_matter(text, length, &body_length);
    char *html = cmark_markdown_to_html(body, body_length, CMARK_OPT_SMART);
    char *path = strdup(target);
    make_dirs(path);
    FILE *out = fopen(path, "wb");
    if (!out) die("cannot write", path);
    fputs(html, out);
    if (fclose(out) != 0) die("cannot write", path);
    free(path);
    free(html);
    free(text);
    files_written++;
}

static void walk(const char *source_dir, const char *target_dir) {
    DIR *dir = opendir(source_dir);
    if (!dir) die("cannot list", source_dir);
    struct dirent *item;
    while ((item = readdir(dir)) != NULL) {
        if (item->d_name[0] == '.') continue;
        size_t name_length = strlen(item->d_name);
        char *source = malloc(strlen(source_dir) + name_length + 2);
        sprintf(source, "%s/%s", source_dir, item->d_name);
        struct stat info;
        if (stat(source, &info) != 0) die("cannot stat", source);
        if (S_ISDIR(info.st_mode)) {
            char *target = malloc(strlen(target_dir) + name_length + 2);
            sprintf(target, "%s/%s", target_dir, item->d_name);
            walk(source, target);
            free(target);
        } else if (S_ISREG(info.st_mode) && name_length > 3 && strcmp(item->d_name + name_length - 3, ".md") == 0) {
            char *target = malloc(strlen(target_dir) + name_length + 4);
            sprintf(target, "%s/%.*s.html", target_dir, (int)(name_length - 3), item->d_name);
            render(source, target);
            free(target);
        }
        free(source);
    }
    closedir(dir);
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: floor CONTENT-DIR OUTPUT-DIR\n");
        return 2;
    }
    char *target = malloc(strlen(argv[2]) + 2);
    sprintf(target, "%s/", argv[2]);
    make_dirs(target);
    free(target);
    walk(argv[1], argv[2]);
    printf("floor: %ld pages\n", files_written);
    return 0;
}
