// How much a build's `stat`s slow down beside other threads of a lower priority (BENCHMARKS.md,
// stop 28). Two threads `stat` the files listed in LIST (relative to ROOT), first alone, then
// beside two threads of lower priority that `stat` the files of OTHER_LIST (in OTHER_ROOT), or
// only spin (OTHER_LIST "-"). The lower-priority threads start HEAD_START ms before (default 0,
// as the build starts its output check just before its scan).
//
//   cc -O2 -pthread Benchmarks/priority/stat-beside.c -o /tmp/stat-beside
//   (cd DIARY/Content && find . -type f | sed 's|^\./||') > /tmp/content.list
//   (cd DIARY/Output && { find . -type f; find . -type d; } | sed 's|^\./||') > /tmp/output.list
//   /tmp/stat-beside /tmp/content.list DIARY/Content /tmp/output.list DIARY/Output 10     # nice 10
//   /tmp/stat-beside /tmp/content.list DIARY/Content - - idle                            # spinners at SCHED_IDLE
//   /tmp/stat-beside /tmp/content.list DIARY/Content /tmp/output.list DIARY/Output 10 2   # a 2 ms head start
//
// PRIORITY is a nice value (0–19) or "idle" (SCHED_IDLE).
#define _GNU_SOURCE
#include <fcntl.h>
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

typedef struct { char **paths; int count; int root; int first; } Work;

static int idle_policy, niceness;
static volatile int stop;

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int load(const char *file, char ***paths) {
    FILE *f = fopen(file, "r");
    if (!f) { perror(file); exit(1); }
    int count = 0, room = 1024;
    char line[4096];
    *paths = malloc(room * sizeof(char *));
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\n")] = 0;
        if (count == room) *paths = realloc(*paths, (room *= 2) * sizeof(char *));
        (*paths)[count++] = strdup(line);
    }
    fclose(f);
    return count;
}

static void lower(void) {
    if (idle_policy) {
        struct sched_param none = {0};
        if (sched_setscheduler(0, SCHED_IDLE, &none) != 0) perror("sched_setscheduler");
    } else {
        setpriority(PRIO_PROCESS, 0, niceness);
    }
}

static void *stat_all(void *argument) {
    Work *work = argument;
    struct stat info;
    for (int i = work->first; i < work->count; i += 2) fstatat(work->root, work->paths[i], &info, AT_SYMLINK_NOFOLLOW);
    return NULL;
}

static void *stat_lower(void *argument) {
    lower();
    Work *work = argument;
    struct stat info;
    for (int i = work->first; i < work->count && !stop; i += 2) fstatat(work->root, work->paths[i], &info, AT_SYMLINK_NOFOLLOW);
    return NULL;
}

static void *spin_lower(void *argument) {
    (void)argument;
    lower();
    volatile unsigned long turns = 0;
    while (!stop) turns++;
    return NULL;
}

int main(int argc, char **argv) {
    if (argc != 6 && argc != 7) {
        fprintf(stderr, "usage: %s LIST ROOT OTHER_LIST|- OTHER_ROOT|- PRIORITY [HEAD_START_MS]\n", argv[0]);
        return 2;
    }
    char **paths, **others = NULL;
    int count = load(argv[1], &paths), other_count = 0;
    int root = open(argv[2], O_RDONLY | O_DIRECTORY), other_root = -1;
    int spinning = strcmp(argv[3], "-") == 0;
    if (!spinning) {
        other_count = load(argv[3], &others);
        other_root = open(argv[4], O_RDONLY | O_DIRECTORY);
    }
    idle_policy = strcmp(argv[5], "idle") == 0;
    niceness = idle_policy ? 0 : atoi(argv[5]);
    int head_start = argc == 7 ? atoi(argv[6]) : 0;
    for (int round = 0; round < 4; round++) {
        Work mine[2] = {{paths, count, root, 0}, {paths, count, root, 1}};
        Work theirs[2] = {{others, other_count, other_root, 0}, {others, other_count, other_root, 1}};
        pthread_t threads[2], beside[2];
        double start = now_ms();
        for (int i = 0; i < 2; i++) pthread_create(&threads[i], NULL, stat_all, &mine[i]);
        for (int i = 0; i < 2; i++) pthread_join(threads[i], NULL);
        double alone = now_ms() - start;
        stop = 0;
        for (int i = 0; i < 2; i++) pthread_create(&beside[i], NULL, spinning ? spin_lower : stat_lower, &theirs[i]);
        if (head_start > 0) usleep(head_start * 1000);
        start = now_ms();
        for (int i = 0; i < 2; i++) pthread_create(&threads[i], NULL, stat_all, &mine[i]);
        for (int i = 0; i < 2; i++) pthread_join(threads[i], NULL);
        double together = now_ms() - start;
        stop = 1;
        for (int i = 0; i < 2; i++) pthread_join(beside[i], NULL);
        printf("round %d: %d stats alone %.1f ms, beside the lower-priority threads %.1f ms\n", round + 1, count, alone, together);
    }
    return 0;
}
