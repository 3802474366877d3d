/*
 * rulec native host — the file system as runtime/core.mjs sees it through Node's fs:
 * statKind, repoRoot, io.* (read, readdir, mkdirp, append, replace, createExclusive,
 * remove, mtime), globExists, jsonKey, the per-session state file with its lock, and
 * the effects a verdict carries.
 *
 * Part of the host's single translation unit: included once, by host.c.
 *
 * Paths are JS strings (UTF-16) until the system call, where they become UTF-8 as Node
 * makes them; a path holding NUL fails as Node's ERR_INVALID_ARG_VALUE does. A failed
 * operation leaves Node's error message in g_err ("ENOENT: no such file or directory,
 * open '/x'") and its errno in g_errno (-1 for the NUL-path error), so callers can tell
 * "not found" apart as core.mjs does. Directory listings are sorted by bytes, as
 * libuv's scandir sorts them.
 */

#ifndef RULEC_FSIO_H
#define RULEC_FSIO_H

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <time.h>

#include "json.h"

static Str g_err;
static int g_errno;

/* libuv's error names and messages (what Node prints). */
static const char *uv_name(int e, const char **desc) {
  switch (e) {
    case ENOENT: *desc = "no such file or directory"; return "ENOENT";
    case EACCES: *desc = "permission denied"; return "EACCES";
    case EEXIST: *desc = "file already exists"; return "EEXIST";
    case ENOTDIR: *desc = "not a directory"; return "ENOTDIR";
    case EISDIR: *desc = "illegal operation on a directory"; return "EISDIR";
    case EROFS: *desc = "read-only file system"; return "EROFS";
    case ENOSPC: *desc = "no space left on device"; return "ENOSPC";
    case EPERM: *desc = "operation not permitted"; return "EPERM";
    case ELOOP: *desc = "too many symbolic links encountered"; return "ELOOP";
    case ENAMETOOLONG: *desc = "name too long"; return "ENAMETOOLONG";
    case EMFILE: *desc = "too many open files"; return "EMFILE";
    case ENFILE: *desc = "file table overflow"; return "ENFILE";
    case EIO: *desc = "i/o error"; return "EIO";
    case EBUSY: *desc = "resource busy or locked"; return "EBUSY";
    case EINVAL: *desc = "invalid argument"; return "EINVAL";
    case ENOTEMPTY: *desc = "directory not empty"; return "ENOTEMPTY";
    case EXDEV: *desc = "cross-device link not permitted"; return "EXDEV";
    case EAGAIN: *desc = "resource temporarily unavailable"; return "EAGAIN";
    case ENOMEM: *desc = "not enough memory"; return "ENOMEM";
    case EFBIG: *desc = "file too large"; return "EFBIG";
    case ETXTBSY: *desc = "text file is busy"; return "ETXTBSY";
    case EBADF: *desc = "bad file descriptor"; return "EBADF";
    case ENXIO: *desc = "no such device or address"; return "ENXIO";
    case ECONNRESET: *desc = "connection reset by peer"; return "ECONNRESET";
    case EPIPE: *desc = "broken pipe"; return "EPIPE";
    default: *desc = "unknown error"; return "UNKNOWN";
  }
}

/* "CODE: description, syscall 'path' -> 'dest'" */
static void set_err_fs(int e, const char *syscall, const Str *path, const Str *dest) {
  const char *desc;
  const char *name = uv_name(e, &desc);
  g_errno = e;
  g_err.n = 0;
  str_ascii(&g_err, name);
  str_ascii(&g_err, ": ");
  str_ascii(&g_err, desc);
  str_ascii(&g_err, ", ");
  str_ascii(&g_err, syscall);
  if (path) {
    str_ascii(&g_err, " '");
    str_str(&g_err, path);
    str_unit(&g_err, '\'');
  }
  if (dest) {
    str_ascii(&g_err, " -> '");
    str_str(&g_err, dest);
    str_unit(&g_err, '\'');
  }
}

/* Node's ERR_INVALID_ARG_VALUE for a path holding NUL, with util.inspect's quoting. */
static void set_err_nul_path(const Str *path) {
  Str q = {0};
  int has_single = 0, has_double = 0, has_back = 0;
  for (size_t i = 0; i < path->n; i++) {
    has_single |= path->p[i] == '\'';
    has_double |= path->p[i] == '"';
    has_back |= path->p[i] == '`';
  }
  u16c quote = !has_single ? '\'' : !has_double ? '"' : !has_back ? '`' : '\'';
  str_unit(&q, quote);
  for (size_t i = 0; i < path->n; i++) {
    u16c c = path->p[i];
    char esc[16];
    if (c == quote || c == '\\') {
      str_unit(&q, '\\');
      str_unit(&q, c);
    } else if (c == 0x08) str_ascii(&q, "\\b");
    else if (c == 0x09) str_ascii(&q, "\\t");
    else if (c == 0x0A) str_ascii(&q, "\\n");
    else if (c == 0x0C) str_ascii(&q, "\\f");
    else if (c == 0x0D) str_ascii(&q, "\\r");
    else if (c < 0x20 || c == 0x7F) {
      snprintf(esc, sizeof esc, "\\x%02X", c);
      str_ascii(&q, esc);
    } else if ((is_high(c) && !(i + 1 < path->n && is_low(path->p[i + 1]))) || (is_low(c) && !(i > 0 && is_high(path->p[i - 1])))) {
      snprintf(esc, sizeof esc, "\\u%x", c);
      str_ascii(&q, esc);
    } else str_unit(&q, c);
  }
  str_unit(&q, quote);
  if (q.n > 128) {
    q.n = 128;
    str_ascii(&q, "...");
  }
  g_errno = -1;
  g_err.n = 0;
  str_ascii(&g_err, "The argument 'path' must be a string, Uint8Array, or URL without null bytes. Received ");
  str_str(&g_err, &q);
  str_free(&q);
}

static int is_not_found(int e) { return e == ENOENT || e == ENOTDIR; }

/* The UTF-8 path for a system call, or NULL (g_err set) when it holds NUL. */
static char *sys_path(const Str *path) {
  int nul = 0;
  char *p = utf8_cstr(path->p, path->n, &nul);
  if (nul) {
    free(p);
    set_err_nul_path(path);
    return NULL;
  }
  return p;
}

static int write_fd(int fd, const Bytes *b) {
  size_t o = 0;
  while (o < b->n) {
    ssize_t k = write(fd, b->p + o, b->n - o);
    if (k < 0 && errno == EINTR) continue;
    if (k < 0) return errno;
    o += (size_t)k;
  }
  return 0;
}

/* ─── stat, repoRoot ─────────────────────────────────────────────────────────── */

enum { K_DIR, K_FILE, K_NONE, K_UNKNOWN };

static int stat_kind(const u16c *p, size_t n) {
  int has_nul = 0;
  char *path = utf8_cstr(p, n, &has_nul);
  int k;
  struct stat st;
  if (has_nul) k = K_UNKNOWN; /* Node: ERR_INVALID_ARG_VALUE */
  else if (stat(path, &st) == 0) k = S_ISDIR(st.st_mode) ? K_DIR : K_FILE;
  else k = is_not_found(errno) ? K_NONE : K_UNKNOWN;
  free(path);
  return k;
}

/* realPath(): the path with its symbolic links resolved (realpath(3)) into *out; 0, or 1
 * where it does not exist (out empty), -1 where that cannot be read. */
static int real_path(const u16c *p, size_t n, Str *out) {
  int has_nul = 0;
  char *path = utf8_cstr(p, n, &has_nul);
  if (has_nul) { free(path); return -1; }
  char *r = realpath(path, NULL);
  int e = errno;
  free(path);
  if (!r) return is_not_found(e) ? 1 : -1;
  *out = str_of_utf8(r);
  free(r);
  return 0;
}

/* repoRoot(): the directory holding `.git` at or above dir, or an empty result. */
static void repo_root(const u16c *dir, size_t n, Str *out) {
  Str d = {0}, probe = {0};
  while (n && dir[n - 1] == '/') n--;
  if (n) str_units(&d, dir, n);
  else str_ascii(&d, "/");
  for (int i = 0; i < 4096; i++) {
    int root = d.n == 1 && d.p[0] == '/';
    probe.n = 0;
    if (!root) str_units(&probe, d.p, d.n);
    str_ascii(&probe, "/.git");
    int k = stat_kind(probe.p, probe.n);
    if (k == K_DIR || k == K_FILE) {
      *out = d;
      str_free(&probe);
      return;
    }
    if (root || d.n == 0) break;
    size_t slash = d.n;
    while (slash > 0 && d.p[slash - 1] != '/') slash--;
    /* d.slice(0, d.lastIndexOf("/")): with no '/', slice(0, -1) drops the last unit */
    d.n = slash ? slash - 1 : d.n - 1;
    if (d.n == 0) str_ascii(&d, "/");
  }
  str_free(&d);
  str_free(&probe);
  out->n = 0;
}

/* ─── io ─────────────────────────────────────────────────────────────────────── */

/* io.read: 0 and the text (UTF-8 decoded, a BOM kept), 1 when the file does not exist,
 * -1 on another error. */
static int io_read(const Str *path, Str *text) {
  char *p = sys_path(path);
  if (!p) return -1;
  int fd = open(p, O_RDONLY | O_CLOEXEC);
  free(p);
  if (fd < 0) {
    if (is_not_found(errno)) return 1;
    set_err_fs(errno, "open", path, NULL);
    return -1;
  }
  Bytes b = {0};
  for (;;) {
    bytes_reserve(&b, 65536);
    ssize_t k = read(fd, b.p + b.n, b.cap - b.n);
    if (k > 0) { b.n += (size_t)k; continue; }
    if (k == 0) break;
    if (errno == EINTR) continue;
    set_err_fs(errno, "read", NULL, NULL);
    close(fd);
    free(b.p);
    return -1;
  }
  close(fd);
  text->n = 0;
  utf8_to_utf16(text, b.p, b.n);
  free(b.p);
  return 0;
}

typedef struct {
  Str name;
  int dir, link;
  char *raw;
} Entry;

static int cmp_entry(const void *a, const void *b) { return strcmp(((const Entry *)a)->raw, ((const Entry *)b)->raw); }

/* io.readdir: entries sorted by name (bytes), each a directory or not (a symlink is
 * not: Dirent.isDirectory()). 0, or -1 with g_err / g_errno. */
static int io_readdir(const Str *path, Entry **out, size_t *count) {
  char *p = sys_path(path);
  if (!p) return -1;
  DIR *d = opendir(p);
  if (!d) {
    set_err_fs(errno, "scandir", path, NULL);
    free(p);
    return -1;
  }
  Entry *v = NULL;
  size_t n = 0, cap = 0;
  struct dirent *e;
  int fd = dirfd(d);
  for (;;) {
    errno = 0;
    e = readdir(d);
    if (!e) break;
    if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
    if (n == cap) {
      cap = cap ? cap * 2 : 32;
      v = xrealloc(v, mul_size(cap, sizeof *v));
    }
    size_t len = strlen(e->d_name);
    v[n].raw = xrealloc(NULL, len + 1);
    memcpy(v[n].raw, e->d_name, len + 1);
    v[n].name = (Str){0};
    utf8_to_utf16(&v[n].name, (const uint8_t *)e->d_name, len);
    int dir, link;
#ifdef DT_DIR
    if (e->d_type != DT_UNKNOWN) { dir = e->d_type == DT_DIR; link = e->d_type == DT_LNK; }
    else
#endif
    {
      struct stat st;
      if (fstatat(fd, e->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0) {
        Str full = {0};
        str_str(&full, path);
        str_unit(&full, '/');
        str_str(&full, &v[n].name);
        set_err_fs(errno, "lstat", &full, NULL);
        closedir(d);
        free(p);
        return -1;
      }
      dir = S_ISDIR(st.st_mode);
      link = S_ISLNK(st.st_mode);
    }
    v[n].link = link;
    v[n++].dir = dir;
  }
  int rerr = errno;
  closedir(d);
  if (rerr) {
    set_err_fs(rerr, "scandir", path, NULL);
    free(p);
    return -1;
  }
  free(p);
  if (n) qsort(v, n, sizeof *v, cmp_entry);
  *out = v;
  *count = n;
  return 0;
}

/* mkdir -p, as Node's mkdirSync(p, { recursive: true }); returns 0 or an errno. */
static int mkdirp_sys(char *p, int nested) {
  if (mkdir(p, 0777) == 0) return 0;
  int e = errno;
  if (e == EACCES || e == ENOSPC || e == ENOTDIR || e == EPERM) return e;
  if (e == ENOENT) {
    char *slash = strrchr(p, '/');
    if (!slash || slash == p) return ENOENT;
    *slash = 0;
    int r = mkdirp_sys(p, 1);
    *slash = '/';
    if (r) return r;
    if (mkdir(p, 0777) == 0) return 0;
    e = errno;
    if (e != EEXIST) return e;
  }
  struct stat st;
  if (stat(p, &st) != 0) return errno;
  if (!S_ISDIR(st.st_mode)) return nested ? ENOTDIR : EEXIST;
  return 0;
}

static int io_mkdirp(const Str *path) {
  char *p = sys_path(path);
  if (!p) return -1;
  int e = mkdirp_sys(p, 0);
  free(p);
  if (e) {
    set_err_fs(e, "mkdir", path, NULL);
    return -1;
  }
  return 0;
}

static int io_write(const Str *path, const Str *text, int flags, const Str *report) {
  char *p = sys_path(path);
  if (!p) return -1;
  int fd = open(p, flags | O_WRONLY | O_CREAT | O_CLOEXEC, 0666);
  free(p);
  if (fd < 0) {
    set_err_fs(errno, "open", report ? report : path, NULL);
    return -1;
  }
  Bytes b = {0};
  utf16_to_utf8(&b, text->p, text->n);
  int e = write_fd(fd, &b);
  free(b.p);
  close(fd);
  if (e) {
    set_err_fs(e, "write", NULL, NULL);
    return -1;
  }
  return 0;
}

static int io_append(const Str *path, const Str *text) { return io_write(path, text, O_APPEND, NULL); }

/* A random base-36 tail, as Math.random().toString(36).slice(2) makes one. */
static void random_tail(Str *o) {
  uint64_t r = 0;
  int fd = open("/dev/urandom", O_RDONLY | O_CLOEXEC);
  if (fd >= 0) {
    if (read(fd, &r, sizeof r) != (ssize_t)sizeof r) r = 0;
    close(fd);
  }
  if (!r) {
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    r = ((uint64_t)ts.tv_nsec << 20) ^ (uint64_t)ts.tv_sec ^ ((uint64_t)getpid() << 40);
  }
  for (int i = 0; i < 11; i++) {
    str_unit(o, (u16c)"0123456789abcdefghijklmnopqrstuvwxyz"[r % 36]);
    r /= 36;
  }
}

/* io.replace: the whole file, atomically (a temp file beside it, then rename). */
static int io_replace(const Str *path, const Str *text) {
  Str tmp = {0};
  char pid[32];
  snprintf(pid, sizeof pid, ".%ld.", (long)getpid());
  str_str(&tmp, path);
  str_ascii(&tmp, pid);
  random_tail(&tmp);
  str_ascii(&tmp, ".tmp");
  if (io_write(&tmp, text, O_TRUNC, NULL)) return -1;
  char *a = sys_path(&tmp), *b = sys_path(path);
  int rc = 0;
  if (!a || !b) rc = -1;
  else if (rename(a, b) != 0) {
    set_err_fs(errno, "rename", &tmp, path);
    rc = -1;
  }
  free(a);
  free(b);
  str_free(&tmp);
  return rc;
}

/* io.createExclusive: 1 created, 0 it exists, -1 another error. */
static int io_create_exclusive(const Str *path) {
  char *p = sys_path(path);
  if (!p) return -1;
  int fd = open(p, O_WRONLY | O_CREAT | O_EXCL | O_TRUNC | O_CLOEXEC, 0666);
  free(p);
  if (fd >= 0) {
    close(fd);
    return 1;
  }
  if (errno == EEXIST) return 0;
  set_err_fs(errno, "open", path, NULL);
  return -1;
}

static void io_remove(const Str *path) {
  char *p = sys_path(path);
  if (p) unlink(p);
  free(p);
}

/* io.mtime: stat's mtimeMs, or -1. */
static double io_mtime(const Str *path) {
  char *p = sys_path(path);
  if (!p) return -1;
  struct stat st;
  int r = stat(p, &st);
  free(p);
  if (r != 0) return -1;
  return (double)st.st_mtim.tv_sec * 1e3 + (double)st.st_mtim.tv_nsec / 1e6;
}

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  return (double)ts.tv_sec * 1e3 + (double)(ts.tv_nsec / 1000000);
}

/* new Date().toISOString() */
static void iso_now(Str *o) {
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  struct tm tm;
  time_t t = ts.tv_sec;
  gmtime_r(&t, &tm);
  char buf[64];
  snprintf(buf, sizeof buf, "%04d-%02d-%02dT%02d:%02d:%02d.%03ldZ", tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday, tm.tm_hour,
           tm.tm_min, tm.tm_sec, ts.tv_nsec / 1000000);
  str_ascii(o, buf);
}

static void sleep_ms(int ms) {
  struct timespec ts = {ms / 1000, (long)(ms % 1000) * 1000000L};
  while (nanosleep(&ts, &ts) != 0 && errno == EINTR) {}
}

/* env(name): the variable's value, or NULL when unset. */
static Str *env_get(const u16c *name, size_t n) {
  char *k = utf8_cstr(name, n, NULL);
  const char *v = getenv(k);
  free(k);
  if (!v) return NULL;
  Str *s = xrealloc(NULL, sizeof *s);
  *s = str_of_utf8(v);
  return s;
}

static Str *env_get_ascii(const char *name) {
  const char *v = getenv(name);
  if (!v) return NULL;
  Str *s = xrealloc(NULL, sizeof *s);
  *s = str_of_utf8(v);
  return s;
}

/* ─── facts: globExists, jsonKey ─────────────────────────────────────────────── */

/* A regular file (links followed) of at most `limit` bytes. */
static int small_file(const Str *path, long limit) {
  char *p = sys_path(path);
  if (!p) return 0;
  struct stat st;
  int ok = stat(p, &st) == 0 && S_ISREG(st.st_mode) && st.st_size <= limit;
  free(p);
  return ok;
}

/* Path t is top, or lies below it. */
static int path_within(const Str *t, const Str *top) {
  if (top->n == 1 && top->p[0] == '/') return 1;
  if (t->n < top->n || memcmp(t->p, top->p, top->n * sizeof *t->p)) return 0;
  return t->n == top->n || t->p[top->n] == '/';
}

/* A list of paths (a walk's queue, the files it tests), appended to: one path, or `base`,
 * `/name` and `rest` made into one. */
typedef struct {
  Str *v;
  size_t n, cap;
} Paths;
static void add_path(Paths *l, Str p) {
  if (l->n == l->cap) {
    l->cap = l->cap ? l->cap * 2 : 16;
    l->v = xrealloc(l->v, mul_size(l->cap, sizeof *l->v));
  }
  l->v[l->n++] = p;
}
static void push_path(Paths *l, const Str *base, const Str *name, const char *rest) {
  Str p = {0};
  str_str(&p, base);
  if (name) {
    str_unit(&p, '/');
    str_str(&p, name);
  }
  if (rest) str_ascii(&p, rest);
  add_path(l, p);
}

/* A directory's entries (relative to dir), none where it does not exist: 0, or -1. */
static int list_below(const Str *dir, const Str *rel, Entry **es, size_t *ne) {
  Str where = {0};
  str_str(&where, dir);
  str_unit(&where, '/');
  str_str(&where, rel);
  int r = io_readdir(&where, es, ne);
  str_free(&where);
  if (!r) return 0;
  *es = NULL;
  *ne = 0;
  return is_not_found(g_errno) ? 0 : -1;
}

/* The configuration files of the repository whose git directory is gd (relative to dir),
 * into *out (*n of them), as core.mjs gitConfigs lists them: its `config` and
 * `config.worktree`, its linked worktrees' `worktrees/ID/config.worktree`, and those of
 * each submodule's git directory below `modules/` (a directory there with no HEAD is a
 * prefix of a name holding slashes). 0, or -1 (a directory that cannot be read, more
 * entries than the walk's limit). */
static int git_configs(const Str *dir, const Str *gd, long *seen, long limit, Paths *out) {
  Paths gits = {0}, prefixes = {0};
  push_path(&gits, gd, NULL, NULL);
  while (gits.n) {
    Str g = gits.v[--gits.n];
    push_path(out, &g, NULL, "/config");
    push_path(out, &g, NULL, "/config.worktree");
    Str at = {0};
    str_str(&at, &g);
    str_ascii(&at, "/worktrees");
    Entry *es;
    size_t ne;
    if (list_below(dir, &at, &es, &ne)) return -1;
    for (size_t i = 0; i < ne; i++) {
      if (++*seen > limit) return -1;
      if (es[i].dir) push_path(out, &at, &es[i].name, "/config.worktree");
    }
    str_free(&at);
    push_path(&prefixes, &g, NULL, "/modules");
    str_free(&g);
    while (prefixes.n) {
      Str p = prefixes.v[--prefixes.n];
      if (list_below(dir, &p, &es, &ne)) return -1;
      for (size_t i = 0; i < ne; i++) {
        if (++*seen > limit) return -1;
        if (!es[i].dir) continue;
        Str head = {0};
        str_str(&head, dir);
        str_unit(&head, '/');
        str_str(&head, &p);
        str_unit(&head, '/');
        str_str(&head, &es[i].name);
        str_ascii(&head, "/HEAD");
        int k = stat_kind(head.p, head.n);
        str_free(&head);
        if (k == K_UNKNOWN) return -1;
        push_path(k == K_NONE ? &prefixes : &gits, &p, &es[i].name, NULL);
        if (k == K_NONE) push_path(out, &p, &es[i].name, "/config"); /* (tested all the same) */
      }
      str_free(&p);
    }
  }
  free(gits.v);
  free(prefixes.v);
  return 0;
}

/* Some file under dir whose relative path the glob matches (`match`: the classifier's own
 * automaton, through its globTest export; 1, 0 or -1; the file to read, where the fact
 * reads it, is `base/path`, or the path itself where base is NULL; `from`, where not NULL,
 * the path in the tree a command's name filter tests): 1, 0, or -1 (unknown).
 * A symbolic link is tested as the path it resolves to as well (realpath(3); a dangling one
 * names nothing): the absolute path out of the tree, the relative one in it; and a `.git`
 * directory's
 * configuration files (git_configs; the walk enters no .git), as core.mjs globExists does. */
/* A match's answer (1, 0, -1): whether it found, marking *unknown where it could not tell. */
static int match_found(int m, int *unknown) {
  if (m < 0) *unknown = 1;
  return m == 1;
}

typedef int (*GlobMatch)(const Str *path, const Str *base, const Str *from, void *ctx);
static int glob_exists(const Str *dir, GlobMatch match, void *ctx) {
  const long limit = 200000;
  Paths queue = {0};
  size_t head = 0;
  add_path(&queue, (Str){0});
  long seen = 0;
  int unknown = 0;
  int top_known = 0;
  Str top = {0}; /* (the tree's own real path, on the first link met) */
  while (head < queue.n) {
    Str rel = queue.v[head++];
    Str where = {0};
    str_str(&where, dir);
    if (rel.n) {
      str_unit(&where, '/');
      str_str(&where, &rel);
    }
    Entry *es = NULL;
    size_t ne = 0;
    int r = io_readdir(&where, &es, &ne);
    str_free(&where);
    if (r) {
      if (!rel.n && is_not_found(g_errno)) return 0;
      unknown = 1;
      continue;
    }
    for (size_t i = 0; i < ne; i++) {
      if (++seen > limit) return -1;
      Str path = {0};
      if (rel.n) {
        str_str(&path, &rel);
        str_unit(&path, '/');
      }
      str_str(&path, &es[i].name);
      if (es[i].dir) {
        if (!str_eq_ascii(&es[i].name, ".git") && !str_eq_ascii(&es[i].name, "node_modules")) {
          add_path(&queue, path);
          continue;
        }
        Paths confs = {0};
        if (str_eq_ascii(&es[i].name, ".git") && git_configs(dir, &path, &seen, limit, &confs)) return -1;
        for (size_t f = 0; f < confs.n; f++) {
          Str full = {0};
          str_str(&full, dir);
          str_unit(&full, '/');
          str_str(&full, &confs.v[f]);
          int k = stat_kind(full.p, full.n);
          int m = k == K_FILE ? match(&confs.v[f], dir, NULL, ctx) : k == K_NONE || k == K_DIR ? 0 : -1;
          str_free(&full);
          str_free(&confs.v[f]);
          if (match_found(m, &unknown)) return 1;
        }
        free(confs.v);
      } else {
        if (match_found(match(&path, dir, NULL, ctx), &unknown)) return 1;
      }
      if (!es[i].dir && es[i].link) {
        Str full = {0}, t = {0};
        str_str(&full, dir);
        str_unit(&full, '/');
        str_str(&full, &path);
        int r = real_path(full.p, full.n, &t);
        str_free(&full);
        if (r < 0) unknown = 1;
        else if (r == 0) {
          if (!top_known) {
            top_known = 1;
            if (real_path(dir->p, dir->n, &top) != 0) return -1;
          }
          /* (… and one in the tree as the path there it names: `a/lnk.ts -> ../.env`) */
          if (!path_within(&t, &top)) {
            if (match_found(match(&t, NULL, &path, ctx), &unknown)) return 1;
          } else {
            size_t skip = top.n == 1 && top.p[0] == '/' ? 1 : top.n + 1;
            Str in = {0};
            if (t.n > skip) str_units(&in, t.p + skip, t.n - skip);
            int m = match(&in, &top, &path, ctx);
            str_free(&in);
            if (match_found(m, &unknown)) return 1;
          }
          str_free(&t);
        }
      }
      str_free(&path);
    }
  }
  str_free(&top);
  return unknown ? -1 : 0;
}

/* A JSON file has the key path (segments NUL-separated): 1, 0, or -1 (unreadable). */
static int json_key(const Str *file, const Str *path) {
  Str text = {0};
  int r = io_read(file, &text);
  if (r < 0) return -1;
  if (r > 0) return 0;
  JVal *v = json_dom(text.p, text.n);
  if (!v) return -1;
  size_t start = 0;
  for (size_t i = 0; i <= path->n; i++) {
    if (i < path->n && path->p[i] != 0) continue;
    if (!v || (v->t != J_OBJECT && v->t != J_ARRAY)) return 0;
    JVal *next = jget(v, path->p + start, i - start);
    if (!next) return 0;
    v = next;
    start = i + 1;
  }
  return 1;
}

/* ─── git's branches (core.mjs gitBranch) ─────────────────────────────────────── */

/* No branch name git accepts (git-check-ref-format(1), as core.mjs reads it). */
static int not_branch_name(const Str *n) {
  if (!n->n || n->p[0] == '-' || n->p[0] == '/' || n->p[n->n - 1] == '/') return 1;
  for (size_t i = 0; i < n->n; i++) {
    u16c c = n->p[i], d = i + 1 < n->n ? n->p[i + 1] : 0;
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v' || c == '~' || c == '^' || c == ':' || c == '?' || c == '*' || c == '[' || c == '\\') return 1;
    if ((c == '.' && d == '.') || (c == '/' && d == '/') || (c == '@' && d == '{')) return 1;
  }
  return 0;
}

/* path = a, then the ASCII b, then c (when given). */
static void path_of(Str *path, const Str *a, const char *b, const Str *c) {
  path->n = 0;
  str_str(path, a);
  str_ascii(path, b);
  if (c) str_str(path, c);
}

/* A line's text after its first space, blanks at its end dropped (a packed-refs entry's name). */
static Str packed_name(const u16c *p, size_t n) {
  size_t i = 0;
  while (i < n && p[i] != ' ') i++;
  size_t from = i < n ? i + 1 : 0;
  while (n > from && (p[n - 1] == ' ' || p[n - 1] == '\t' || p[n - 1] == '\r' || p[n - 1] == '\n' || p[n - 1] == '\f' || p[n - 1] == '\v')) n--;
  return (Str){(u16c *)p + from, n - from, 0};
}

/* Text t (from `from`, `len` units) with blanks trimmed at both ends, made a path against base
 * unless it is absolute. */
static void path_against(Str *out, const Str *base, const u16c *t, size_t len) {
  while (len && (t[0] == ' ' || t[0] == '\t' || t[0] == '\r' || t[0] == '\n')) { t++; len--; }
  while (len && (t[len - 1] == ' ' || t[len - 1] == '\t' || t[len - 1] == '\r' || t[len - 1] == '\n')) len--;
  out->n = 0;
  if (!(len && t[0] == '/')) { str_str(out, base); str_unit(out, '/'); }
  str_units(out, t, len);
}

/* Where branch `name` is, seen from dir's repository: "local", "remote" or "none" into *out;
 * -1 where that cannot be read. */
static int git_branch(const Str *dir, const Str *name, Str *out) {
  out->n = 0;
  if (not_branch_name(name)) { str_ascii(out, "none"); return 0; }
  Str root = {0}, git = {0}, common = {0}, path = {0}, text = {0};
  repo_root(dir->p, dir->n, &root);
  if (!root.n) { str_ascii(out, "none"); return 0; }
  if (root.n == 1 && root.p[0] == '/') str_ascii(&git, "/.git");
  else { str_str(&git, &root); str_ascii(&git, "/.git"); }
  if (stat_kind(git.p, git.n) == K_FILE) {
    if (io_read(&git, &text) != 0) return -1;
    size_t i = 0;
    while (i + 7 <= text.n && !units_eq_ascii(text.p + i, 7, "gitdir:")) { while (i < text.n && text.p[i] != '\n') i++; i++; }
    if (i + 7 > text.n) return -1;
    size_t e = i + 7;
    while (e < text.n && text.p[e] != '\n') e++;
    path_against(&git, &root, text.p + i + 7, e - i - 7);
  }
  path_of(&path, &git, "/commondir", NULL);
  int r = io_read(&path, &text);
  if (r < 0) return -1;
  if (r == 0) path_against(&common, &git, text.p, text.n); else str_str(&common, &git);
  path_of(&path, &common, "/refs/heads/", name);
  if (stat_kind(path.p, path.n) == K_FILE) { str_ascii(out, "local"); return 0; }
  path_of(&path, &common, "/packed-refs", NULL);
  r = io_read(&path, &text);
  if (r < 0) return -1;
  int remote = 0;
  if (r == 0) {
    size_t from = 0;
    for (size_t i = 0; i <= text.n; i++) {
      if (i < text.n && text.p[i] != '\n') continue;
      Str ref = packed_name(text.p + from, i - from);
      from = i + 1;
      if (ref.n == 11 + name->n && units_eq_ascii(ref.p, 11, "refs/heads/") && !memcmp(ref.p + 11, name->p, name->n * sizeof(u16c))) { str_ascii(out, "local"); return 0; }
      if (ref.n > 13 && units_eq_ascii(ref.p, 13, "refs/remotes/")) {
        size_t s = 13;
        while (s < ref.n && ref.p[s] != '/') s++;
        if (s > 13 && s < ref.n && ref.n - s - 1 == name->n && !memcmp(ref.p + s + 1, name->p, name->n * sizeof(u16c))) remote = 1;
      }
    }
  }
  if (!remote) {
    path_of(&path, &common, "/refs/remotes", NULL);
    if (stat_kind(path.p, path.n) == K_DIR) {
      Entry *es = NULL;
      size_t ne = 0;
      if (io_readdir(&path, &es, &ne)) return -1;
      for (size_t i = 0; i < ne && !remote; i++) {
        if (!es[i].dir) continue;
        Str p = {0};
        path_of(&p, &path, "/", &es[i].name);
        str_unit(&p, '/');
        str_str(&p, name);
        if (stat_kind(p.p, p.n) == K_FILE) remote = 1;
        str_free(&p);
      }
    }
  }
  str_ascii(out, remote ? "remote" : "none");
  return 0;
}

/* ─── a glob's names (core.mjs globNames) ────────────────────────────────────── */

/* Where the members of a bracket expression scanned from each position of g stop — the
 * closing `]`, or n — in one pass from the right with the next `:]`, `=]`, `.]` (core.mjs
 * bracketEnds, wasm/dfa.ts Brackets): a scan per `[` made a long glob quadratic. */
static long *bracket_stops(const u16c *g, size_t n) {
  long *stop = xrealloc(NULL, (n + 1) * sizeof(long));
  stop[n] = (long)n;
  size_t colon = n, eq = n, dot = n;
  for (size_t p = n; p-- > 0;) {
    size_t q = p + 2;
    if (q + 1 < n && g[q + 1] == ']') {
      if (g[q] == ':') colon = q; else if (g[q] == '=') eq = q; else if (g[q] == '.') dot = q;
    }
    if (g[p] == ']') { stop[p] = (long)p; continue; }
    u16c t = p + 1 < n ? g[p + 1] : 0;
    size_t e = g[p] != '[' ? n : t == ':' ? colon : t == '=' ? eq : t == '.' ? dot : n;
    stop[p] = e < n ? stop[e + 2] : stop[p + 1];
  }
  return stop;
}

/* The end (exclusive) of the bracket expression at i of g, or -1 where `[` is literal. */
static long bracket_end(const u16c *g, size_t n, const long *stop, size_t i) {
  size_t k = i + 1;
  if (k < n && (g[k] == '!' || g[k] == '^')) k++;
  if (k < n && g[k] == ']') k++;
  long e = stop[k];
  return e < (long)n ? e + 1 : -1;
}

static int wild_segment(const u16c *g, size_t n) {
  long *stop = NULL;
  int r = 0;
  for (size_t i = 0; i < n && !r; i++) {
    if (g[i] == '*' || g[i] == '?') r = 1;
    else if (g[i] == '[') { if (!stop) stop = bracket_stops(g, n); r = bracket_end(g, n, stop, i) > 0; }
  }
  free(stop);
  return r;
}

static int bracket_has(const u16c *g, size_t start, size_t end, u16c v) {
  for (size_t i = start; i < end;) {
    if (i + 2 < end && g[i + 1] == '-') {
      if (v >= g[i] && v <= g[i + 2]) return 1;
      i += 3;
    } else {
      if (v == g[i]) return 1;
      i++;
    }
  }
  return 0;
}

/* The bracket g[from, to) matches unit c as bash compares it, or as nocaseglob does: a
 * superset of both; a character class `[:…:]` matches any. */
static int in_bracket(const u16c *g, size_t from, size_t to, u16c c) {
  size_t k = from + 1;
  int neg = g[k] == '!' || g[k] == '^';
  if (neg) k++;
  size_t end = to - 1;
  for (size_t i = k; i + 1 < end; i++) if (g[i] == '[' && (g[i + 1] == ':' || g[i + 1] == '=' || g[i + 1] == '.')) return 1;
  u16c lower = c >= 'A' && c <= 'Z' ? c + 32 : c, upper = c >= 'a' && c <= 'z' ? c - 32 : c;
  /* (either case: bash's own comparison, or nocaseglob's of the letter in either case) */
  int cased = bracket_has(g, k, end, c), folded = bracket_has(g, k, end, lower) || bracket_has(g, k, end, upper);
  return neg ? !cased || !folded : cased || folded;
}

static int same_letter(u16c a, u16c b) {
  if (a == b) return 1;
  u16c la = a | 32, lb = b | 32;
  return la == lb && la >= 'a' && la <= 'z';
}

/* Whether glob segment g may match name t (core.mjs segmentMatch): the positions of g
 * reachable after each unit of t. A segment longer than SEGMENT_MAX units may match any
 * name (core.mjs: each test stays within SEGMENT_MAX × the name's length). */
enum { SEGMENT_MAX = 1024 };
/* (the steps segment tests took in this process, which answers one call — a position tried
 * for a unit, a bracket's members read —: every glob fact stops past SEGMENT_BUDGET of them
 * together, not known; core.mjs) */
#define SEGMENT_BUDGET 20000000L
static long segment_steps = 0;
static void pass_stars(const u16c *g, size_t n, char *set) {
  /* (a run of stars: each position passed over once — one already set is passed on from) */
  for (size_t p = 0; p < n; p++)
    if (set[p]) for (size_t q = p; q < n && g[q] == '*' && !set[q + 1]; q++) set[q + 1] = 1;
}
static int segment_match(const u16c *g, size_t n, const u16c *t, size_t tn, int dots) {
  if (n > SEGMENT_MAX) return 1;
  segment_steps += (long)n;
  long *stop = bracket_stops(g, n);
  char *cur = xrealloc(NULL, n + 1), *next = xrealloc(NULL, n + 1);
  memset(cur, 0, n + 1);
  cur[0] = 1;
  pass_stars(g, n, cur);
  int any = 1;
  for (size_t i = 0; i < tn && any; i++) {
    u16c c = t[i];
    int hidden = i == 0 && c == '.' && !dots;
    memset(next, 0, n + 1);
    any = 0;
    segment_steps += (long)n;
    for (size_t p = 0; p < n; p++) {
      if (!cur[p]) continue;
      u16c gc = g[p];
      if (gc == '*') { if (!hidden) next[p] = 1, any = 1; continue; }
      if (gc == '?') { if (!hidden) next[p + 1] = 1, any = 1; continue; }
      if (gc == '[') {
        long e = bracket_end(g, n, stop, p);
        if (e > 0) segment_steps += e - (long)p;
        if (e > 0 && !hidden && in_bracket(g, p, (size_t)e, c)) next[e] = 1, any = 1;
      }
      /* (a bracket also as its literal text: a glob that matches nothing is passed as written) */
      if (same_letter(gc, c)) next[p + 1] = 1, any = 1;
    }
    pass_stars(g, n, next);
    char *x = cur; cur = next; next = x;
  }
  int r = any && cur[n];
  free(cur);
  free(next);
  free(stop);
  return r;
}

typedef struct {
  const Str *dir;
  int abs, dots, unknown;
  long seen, limit;
  const u16c *pat;
  size_t *seg_at, *seg_len, nseg;
  int (*match)(const Str *path, void *ctx);
  void *ctx;
} GlobWalk;

static void glob_join(const GlobWalk *gw, Str *out, const Str *w, const u16c *name, size_t n) {
  out->n = 0;
  str_str(out, w);
  if (w->n || gw->abs) str_unit(out, '/');
  str_units(out, name, n);
}

static int glob_list(GlobWalk *gw, const Str *w, Entry **es, size_t *ne) {
  Str real = {0};
  if (gw->abs) { if (w->n) str_str(&real, w); else str_unit(&real, '/'); }
  else { str_str(&real, gw->dir); if (w->n) { str_unit(&real, '/'); str_str(&real, w); } }
  int r = io_readdir(&real, es, ne);
  str_free(&real);
  if (r) { *ne = 0; if (!is_not_found(g_errno)) gw->unknown = 1; }
  return r;
}

/* (a name that is a symbolic link, or lies below one, is also the file it names: core.mjs
 * globNames `resolved`) 1 with *out the real path where it is another, 0 where it is not
 * (or does not exist), -1 unknown. */
static int glob_resolved(GlobWalk *gw, const Str *w, Str *out) {
  Str at = {0};
  if (gw->abs) { if (w->n) str_str(&at, w); else str_unit(&at, '/'); }
  else { str_str(&at, gw->dir); if (w->n) { str_unit(&at, '/'); str_str(&at, w); } }
  int e = real_path(at.p, at.n, out), r = 0;
  if (e < 0) { gw->unknown = 1; r = -1; }
  else if (e == 0 && out->n) {
    size_t an = at.n;
    while (an > 1 && at.p[an - 1] == '/') an--;
    r = !(out->n == an && !memcmp(out->p, at.p, an * sizeof(u16c)));
  }
  str_free(&at);
  return r;
}
static int glob_linked(GlobWalk *gw, const Str *w) {
  Str r = {0};
  int hit = glob_resolved(gw, w, &r) == 1 && gw->match(&r, gw->ctx);
  str_free(&r);
  return hit;
}
static int glob_via_link(GlobWalk *gw, const Str *w) {
  Str r = {0};
  int via = glob_resolved(gw, w, &r) != 0;
  str_free(&r);
  return via;
}

/* (link: the walk passed a symbolic link — an entry readdir marks, a directory listed whose
 * real path is another, a last segment taken as written — so realpath runs once per
 * directory listed, not once per name: core.mjs globNames) */
static int glob_walk(GlobWalk *gw, size_t k, const Str *w, int link) {
  if (gw->seen > gw->limit) return 0;
  if (k == gw->nseg) return gw->match(w, gw->ctx) || (link && glob_linked(gw, w));
  const u16c *seg = gw->pat + gw->seg_at[k];
  size_t sn = gw->seg_len[k];
  Str p = {0};
  int found = 0;
  if (k == 0 && gw->abs) return glob_walk(gw, 1, w, 0);
  if (!wild_segment(seg, sn)) {
    glob_join(gw, &p, w, seg, sn);
    found = glob_walk(gw, k + 1, &p, link || k + 1 == gw->nseg);
    str_free(&p);
    return found;
  }
  int under = link || glob_via_link(gw, w);
  if (sn == 2 && seg[0] == '*' && seg[1] == '*') {
    /* (globstar: no directory, or any below at any depth — the last segment's files too) */
    if (k + 1 < gw->nseg && glob_walk(gw, k + 1, w, link)) return 1;
    Paths queue = {0};
    size_t head = 0;
    push_path(&queue, w, NULL, NULL);
    while (head < queue.n && !found) {
      Entry *es = NULL;
      size_t ne = 0;
      glob_list(gw, &queue.v[head], &es, &ne);
      for (size_t i = 0; i < ne && !found; i++) {
        if (++gw->seen > gw->limit) break;
        if (!gw->dots && es[i].name.n && es[i].name.p[0] == '.') continue;
        glob_join(gw, &p, &queue.v[head], es[i].name.p, es[i].name.n);
        if (es[i].dir) push_path(&queue, &p, NULL, NULL);
        if ((es[i].dir || k + 1 == gw->nseg) && glob_walk(gw, k + 1, &p, under || es[i].link)) found = 1;
      }
      head++;
    }
    for (size_t i = 0; i < queue.n; i++) str_free(&queue.v[i]);
    free(queue.v);
    str_free(&p);
    return found;
  }
  Entry *es = NULL;
  size_t ne = 0;
  glob_list(gw, w, &es, &ne);
  for (size_t i = 0; i < ne && !found; i++) {
    if (++gw->seen > gw->limit) break;
    if (segment_steps > SEGMENT_BUDGET) { gw->unknown = 1; break; }
    if (!segment_match(seg, sn, es[i].name.p, es[i].name.n, gw->dots)) continue;
    glob_join(gw, &p, w, es[i].name.p, es[i].name.n);
    if (glob_walk(gw, k + 1, &p, under || es[i].link)) found = 1;
  }
  str_free(&p);
  return found;
}

/* Some name bash's expansion of pattern (relative to dir) may give passes match: 1, 0, or
 * -1 (unknown). The superset of core.mjs globNames. */
static int glob_names(const Str *dir, const u16c *pat, size_t n, int dots, int (*match)(const Str *, void *), void *ctx) {
  GlobWalk gw = {dir, n && pat[0] == '/', dots, 0, 0, 200000, pat, NULL, NULL, 0, match, ctx};
  size_t nseg = 1;
  for (size_t i = 0; i < n; i++) if (pat[i] == '/') nseg++;
  gw.seg_at = xrealloc(NULL, mul_size(nseg, sizeof(size_t)));
  gw.seg_len = xrealloc(NULL, mul_size(nseg, sizeof(size_t)));
  size_t from = 0;
  for (size_t i = 0; i <= n; i++) {
    if (i < n && pat[i] != '/') continue;
    gw.seg_at[gw.nseg] = from;
    gw.seg_len[gw.nseg++] = i - from;
    from = i + 1;
  }
  Str w = {0};
  int found = glob_walk(&gw, 0, &w, 0);
  free(gw.seg_at);
  free(gw.seg_len);
  if (found) return 1;
  return gw.unknown || gw.seen > gw.limit ? -1 : 0;
}

/* ─── names that begin with "-" (core.mjs dashName) ──────────────────────────── */

/* Some entry of dir (not below it) has a name that begins with "-": 1, 0, -1 unreadable. */
static int dash_name(const Str *dir) {
  Entry *es = NULL;
  size_t ne = 0;
  if (io_readdir(dir, &es, &ne)) return -1;
  for (size_t i = 0; i < ne; i++) if (es[i].raw[0] == '-') return 1;
  return 0;
}

/* ─── session state: once-per-session delivery (SessionState) ────────────────── */

#define STATE_VERSION 1
#define STALE_LOCK_MS 5000.0
#define EXPIRE_MS (7.0 * 24 * 3600 * 1000)

typedef struct {
  int active;
  Str dir, file, lock, agent;
  int locked;
  JVal *data;
} State;

static State g_state;

/* safe(): every code unit outside [A-Za-z0-9._-] as %hex. */
static void safe_name(Str *o, const u16c *s, size_t n) {
  if (!n) {
    str_ascii(o, "none");
    return;
  }
  for (size_t i = 0; i < n; i++) {
    u16c c = s[i];
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' || c == '_' || c == '-') {
      str_unit(o, c);
    } else {
      char h[8];
      snprintf(h, sizeof h, "%%%x", c);
      str_ascii(o, h);
    }
  }
}

static void state_init(State *st, const char *ruleset, const Str *session, const Str *agent) {
  Str dir = {0};
  Str *d = env_get_ascii("RULEC_STATE_DIR");
  if (d && d->n) {
    str_str(&dir, d);
  } else {
    Str *xdg = env_get_ascii("XDG_STATE_HOME");
    if (xdg && xdg->n) {
      str_str(&dir, xdg);
    } else {
      Str *home = env_get_ascii("HOME");
      if (home && home->n) str_str(&dir, home);
      else str_ascii(&dir, "/tmp");
      str_ascii(&dir, "/.local/state");
    }
    str_ascii(&dir, "/rulec");
  }
  str_unit(&dir, '/');
  Str rs = str_of_ascii(ruleset);
  safe_name(&dir, rs.p, rs.n);
  st->dir = dir;
  str_str(&st->file, &dir);
  str_unit(&st->file, '/');
  safe_name(&st->file, session ? session->p : NULL, session ? session->n : 0);
  str_ascii(&st->file, ".json");
  str_str(&st->lock, &st->file);
  str_ascii(&st->lock, ".lock");
  if (agent && agent->n) str_str(&st->agent, agent);
  else str_ascii(&st->agent, "main");
  st->active = 1;
}

static int state_lock(State *st) {
  if (st->locked) return 0;
  if (io_mkdirp(&st->dir)) return -1;
  for (int i = 0;; i++) {
    int c = io_create_exclusive(&st->lock);
    if (c < 0) return -1;
    if (c > 0) break;
    double age = now_ms() - io_mtime(&st->lock);
    if (io_mtime(&st->lock) >= 0 && age > STALE_LOCK_MS) {
      io_remove(&st->lock);
      continue;
    }
    if (i > 2000) {
      g_err.n = 0;
      str_ascii(&g_err, "session state is locked by another process");
      return -1;
    }
    sleep_ms(1 + (i % 5));
  }
  st->locked = 1;
  return 0;
}

static void state_unlock(State *st) {
  if (st->locked) {
    io_remove(&st->lock);
    st->locked = 0;
  }
}

static void state_expire_old(State *st) {
  Entry *es = NULL;
  size_t n = 0;
  if (io_readdir(&st->dir, &es, &n)) return;
  double now = now_ms();
  for (size_t i = 0; i < n && i < 1000; i++) {
    if (es[i].dir || !ends_with_ascii(&es[i].name, ".json")) continue;
    Str p = {0};
    str_str(&p, &st->dir);
    str_unit(&p, '/');
    str_str(&p, &es[i].name);
    double m = io_mtime(&p);
    if (m >= 0 && now - m > EXPIRE_MS) io_remove(&p);
    str_free(&p);
  }
}

/* load(): the state object, or NULL with g_err. */
static JVal *state_load(State *st) {
  if (st->data) return st->data;
  if (state_lock(st)) return NULL;
  Str text = {0};
  int r = io_read(&st->file, &text);
  if (r < 0) return NULL;
  JVal *d = r == 0 ? json_dom(text.p, text.n) : NULL;
  JVal *v = d && d->t == J_OBJECT ? jget_ascii(d, "v") : NULL;
  JVal *agents = d && d->t == J_OBJECT ? jget_ascii(d, "agents") : NULL;
  if (!d || d->t != J_OBJECT || !v || v->t != J_NUMBER || v->num != STATE_VERSION || !agents ||
      (agents->t != J_OBJECT && agents->t != J_ARRAY)) {
    if (r > 0) state_expire_old(st);
    d = jnew(J_OBJECT);
    jset_ascii(d, "v", jnumber(STATE_VERSION));
    jset_ascii(d, "agents", jnew(J_OBJECT));
  }
  st->data = d;
  return d;
}

/* agents[agent], as a property read */
static JVal *state_list(State *st, JVal *d) {
  JVal *agents = jget_ascii(d, "agents");
  return jget(agents, st->agent.p, st->agent.n);
}

/* delivered(key): 1, 0, or -1 with g_err */
static int state_delivered(State *st, const u16c *key, size_t kn) {
  JVal *d = state_load(st);
  if (!d) return -1;
  JVal *list = state_list(st, d);
  if (!list || list->t != J_ARRAY) return 0;
  for (size_t i = 0; i < list->n; i++)
    if (list->v[i] && list->v[i]->t == J_STRING && units_eq(list->v[i]->s, list->v[i]->sn, key, kn)) return 1;
  return 0;
}

/* record(keys): 0, or -1 with g_err */
static int state_record(State *st, JVal **keys, size_t nkeys) {
  JVal *d = state_load(st);
  if (!d) return -1;
  JVal *agents = jget_ascii(d, "agents");
  JVal *list = state_list(st, d);
  if (!list || list->t != J_ARRAY) {
    list = jnew(J_ARRAY);
    uint32_t ix;
    if (agents->t == J_OBJECT) {
      /* an assignment to "__proto__" sets the prototype: not an own, serialised key */
      if (!str_eq_ascii(&st->agent, "__proto__") || jfind(agents, st->agent.p, st->agent.n) >= 0)
        jset(agents, st->agent.p, st->agent.n, list);
    } else if (array_index(st->agent.p, st->agent.n, &ix)) {
      while (agents->n <= ix) jpush(agents, jnew(J_UNDEFINED));
      agents->v[ix] = list;
    } /* else: a named property of an array, which JSON.stringify leaves out */
  }
  for (size_t i = 0; i < nkeys; i++) {
    int has = 0;
    for (size_t j = 0; j < list->n && !has; j++) has = js_same_value_zero(list->v[j], keys[i]);
    if (!has) jpush(list, keys[i]);
  }
  jset_ascii(d, "t", jnumber(now_ms()));
  Str text = {0};
  json_stringify(&text, d);
  int rc = io_replace(&st->file, &text);
  str_free(&text);
  return rc;
}

/* ─── effects (perform) ──────────────────────────────────────────────────────── */

/* dirname() of core.mjs: "/" for "x" and "/x" */
static Str js_dirname(const Str *p) {
  size_t i = p->n;
  while (i > 0 && p->p[i - 1] != '/') i--;
  if (i <= 1) return str_of_ascii("/"); /* lastIndexOf <= 0 */
  return str_of_units(p->p, i - 1);
}

/* logLine(text.replaceAll("{now}", now)) of core.mjs: one trailing '\n' ends the line; a
 * backslash, C0, DEL, C1, U+2028 and U+2029 before it are escaped (\\ \n \r \t \uXXXX),
 * so a command in the text cannot forge a line of the log */
static Str effect_text(const JVal *t, const Str *now) {
  Str r = {0}, o = {0};
  static const char NOW[] = "{now}";
  for (size_t i = 0; i < t->sn;) {
    if (i + 5 <= t->sn && units_eq_ascii(t->s + i, 5, NOW)) {
      str_str(&r, now);
      i += 5;
    } else {
      str_unit(&r, t->s[i++]);
    }
  }
  size_t n = r.n && r.p[r.n - 1] == '\n' ? r.n - 1 : r.n;
  for (size_t i = 0; i < n; i++) {
    u16c c = r.p[i];
    if (c == '\\') str_ascii(&o, "\\\\");
    else if (c == '\n') str_ascii(&o, "\\n");
    else if (c == '\r') str_ascii(&o, "\\r");
    else if (c == '\t') str_ascii(&o, "\\t");
    else if (c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == 0x2028 || c == 0x2029) {
      static const char HEX[] = "0123456789abcdef";
      char u[7] = {'\\', 'u', HEX[c >> 12], HEX[(c >> 8) & 15], HEX[(c >> 4) & 15], HEX[c & 15], 0};
      str_ascii(&o, u);
    } else str_unit(&o, c);
  }
  str_unit(&o, '\n');
  str_free(&r);
  return o;
}

/* perform(effects, state): 0, or -1 with g_err. */
static int perform(const JVal *effects, State *st) {
  if (!effects || effects->t == J_NULL || effects->t == J_FALSE || effects->t == J_TRUE || effects->t == J_NUMBER ||
      effects->t == J_OBJECT) {
    g_err.n = 0;
    str_ascii(&g_err, "effects is not iterable");
    return -1;
  }
  if (effects->t == J_STRING) { /* iterates its characters, none of which is an effect */
    if (!effects->sn) return 0;
    g_err.n = 0;
    str_ascii(&g_err, "unknown effect undefined");
    return -1;
  }
  Str now = {0};
  iso_now(&now);
  JVal **records = NULL;
  size_t nrec = 0;
  for (size_t i = 0; i < effects->n; i++) {
    const JVal *e = effects->v[i];
    if (e->t == J_NULL) {
      g_err.n = 0;
      str_ascii(&g_err, "Cannot read properties of null (reading 'kind')");
      return -1;
    }
    const JVal *kind = jget_ascii(e, "kind");
    if (kind && kind->t == J_STRING && units_eq_ascii(kind->s, kind->sn, "record")) {
      records = xrealloc(records, mul_size(nrec + 1, sizeof *records));
      JVal *key = jget_ascii(e, "key");
      records[nrec++] = key ? key : jnew(J_UNDEFINED);
    } else if (kind && kind->t == J_STRING && units_eq_ascii(kind->s, kind->sn, "append")) {
      const JVal *path = jget_ascii(e, "path");
      if (!js_truthy(path)) {
        g_err.n = 0;
        str_ascii(&g_err, "an append effect has no path");
        return -1;
      }
      const JVal *text = jget_ascii(e, "text");
      if (path->t != J_STRING || !text || text->t != J_STRING) {
        g_err.n = 0;
        str_ascii(&g_err, "the classifier's result is malformed (an append effect)");
        return -1;
      }
      Str p = str_of_units(path->s, path->sn);
      Str dir = js_dirname(&p);
      if (io_mkdirp(&dir)) return -1;
      Str line = effect_text(text, &now);
      if (io_append(&p, &line)) return -1;
      str_free(&line);
      str_free(&dir);
      str_free(&p);
    } else {
      g_err.n = 0;
      str_ascii(&g_err, "unknown effect ");
      js_tostring(&g_err, kind);
      return -1;
    }
  }
  if (nrec && st->active && state_record(st, records, nrec)) return -1;
  free(records);
  str_free(&now);
  return 0;
}

#endif
