/*
 * The rulec native host: one hook call → one answer, as a standalone executable.
 *
 * What: the C twin of runtime/core.mjs `main()`. compiler/native.ts compiles it together
 * with the wasm2c translation of a rule set's classifier (rules.c / rules.h, module
 * "rules", wabt 1.0.32 `Z_` names) and wasm2c's runtime (wasm-rt-impl.c). It reads the
 * Claude Code hook payload on stdin, parses it, hands the classifier the fields
 * `fieldsOf` extracts (as UTF-16 strings), answers the facts the classifier asks in rounds
 * as core.mjs `load()` and `hostFacts` do, performs the verdict's effects (appended lines, once-per-session
 * records) as `perform` does, and prints exactly what `answer()` / `failureAnswer()`
 * print: the same bytes on stdout and stderr, the same exit code.
 *
 * Why: a hook is one process per tool call, and starting Node is most of what the JS
 * hook costs. This executable starts in about the time of `true`, with no JS runtime.
 *
 * Files: host.c (the call, the classifier instance, the answer), util.h (UTF-16 strings,
 * UTF-8, JS numbers), json.h (JSON.parse / JSON.stringify), fsio.h (Node's fs as
 * core.mjs uses it: facts, session state, effects), protocol.h (generated from
 * protocol/protocol.ts: the tiers, fact kinds, payload fields and Claude Code's answer
 * shapes the JS runtime reads from the same source). One translation unit. The glob
 * fact's paths are tested by the classifier's own automaton (its globTest export), as
 * core.mjs tests them: no regex engine here.
 *
 * Fidelity notes — where "exactly like Node" needs care:
 *  - stdin is decoded with the WHATWG UTF-8 decoder (invalid bytes → U+FFFD by maximal
 *    subparts, one leading BOM dropped, as TextDecoder does) and strings stay UTF-16
 *    code units from there on: \uXXXX escapes may make lone surrogates, which stay in
 *    the event (escaped on output as JSON.stringify escapes them) and in the session
 *    file's name, but reach the classifier as U+FFFD (as core.mjs sends fields).
 *  - "empty input" uses String.prototype.trim's whitespace; the JSON grammar is
 *    JSON.parse's; a duplicate key keeps its first place and takes its last value.
 *  - traps get V8's messages ("unreachable", "memory access out of bounds", …);
 *    wasm2c folds a few together (divide vs remainder by zero; a null table entry vs an
 *    index out of the table), which then share one message.
 *  - Node's own failures are mirrored where they can happen: fs errors carry Node's
 *    message text; out of memory prints one line and exits 1 (Node aborts); an error
 *    writing stdout (EPIPE) exits 1, as Node's uncaught EPIPE does.
 *  - the verdict is read from its words as core.mjs verdictOf reads them, with the
 *    RangeErrors its typed-array views would throw for one that points outside memory.
 *
 * Cost: process start, one read of stdin, one pass to decode and one to parse, the
 * instantiation (an 8 GiB PROT_NONE reservation, the data segments copied in), the
 * classify call (one more for each round of facts a call needs; most need none), one
 * write each to stdout and stderr. Nothing is freed that matters for
 * a process that lives for one call.
 *
 * Build-time parameters: RULEC_NAME (a string literal), RULEC_FAILURE ("silent", "ask"
 * or "deny"). The classifier imports nothing: facts come in rounds, abort is the engine's.
 */

#define _POSIX_C_SOURCE 200809L
#define _DEFAULT_SOURCE 1 /* DT_DIR, dirfd */

#include <errno.h>
#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "rules.h"
#include "wasm-rt-impl.h"

#include "protocol.h"
#include "util.h"
#include "json.h"
#include "fsio.h"

#ifndef RULEC_NAME
#error "compile with -DRULEC_NAME='\"name\"'"
#endif
#ifndef RULEC_FAILURE
#error "compile with -DRULEC_FAILURE='\"deny\"' (or \"ask\", \"silent\")"
#endif
#ifndef RULEC_LIMIT
#define RULEC_LIMIT RULEC_FAILURE
#endif
#if !defined(__BYTE_ORDER__) || __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "the rulec native host supports little-endian targets only"
#endif

static void write_all(int fd, const uint8_t *p, size_t n);

static void oom(void) {
  static const char msg[] = "rulec (" RULEC_NAME "): out of memory\n";
  write_all(2, (const uint8_t *)msg, sizeof msg - 1);
  _exit(1);
}

/* ─── the payload → fields (fieldsOf) ────────────────────────────────────────── */

/* The top-level fields read: protocol.h PAYLOAD_FIELDS (F_*: their indexes). */

typedef struct {
  Span key, val;
  int is_string;
} Member;

typedef struct {
  int is_object;
  int fixed_set[NPAYLOAD_FIELDS];  /* the last value under that key was a string */
  int fixed_seen[NPAYLOAD_FIELDS]; /* the key is there, whatever its value */
  Span fixed[NPAYLOAD_FIELDS];
  int ti_kind; /* the last tool_input: 0 absent, 1 an object, 2 anything else */
  Member *ti;  /* members of the last tool_input, when that was an object */
  size_t ti_n, ti_cap;
} Payload;

enum { CTX_TOP = 2, CTX_TOOL_INPUT = 3 };

/* json_parse callback: records the fixed fields and the members of tool_input. */
static intptr_t on_payload(void *user, u16c *buf, intptr_t parent, const Span *key, int ev, Span str) {
  Payload *p = user;
  if (parent == CTX_ROOT) {
    if (ev != EV_OBJECT) return CTX_NONE;
    p->is_object = 1;
    return CTX_TOP;
  }
  if (parent == CTX_TOP) {
    for (size_t f = 0; f < NPAYLOAD_FIELDS; f++) {
      if (span_is(buf, key, PAYLOAD_FIELDS[f])) {
        p->fixed_set[f] = ev == EV_STRING;
        p->fixed_seen[f] = 1;
        p->fixed[f] = str;
        return CTX_NONE;
      }
    }
    if (span_is(buf, key, "tool_input")) {
      p->ti_n = 0; /* a later tool_input replaces an earlier one */
      p->ti_kind = ev == EV_OBJECT ? 1 : 2;
      if (ev == EV_OBJECT) return CTX_TOOL_INPUT;
    }
    return CTX_NONE;
  }
  if (parent == CTX_TOOL_INPUT) {
    if (p->ti_n == p->ti_cap) {
      p->ti_cap = p->ti_cap ? p->ti_cap * 2 : 16;
      p->ti = xrealloc(p->ti, mul_size(p->ti_cap, sizeof *p->ti));
    }
    Member *m = &p->ti[p->ti_n++];
    m->key = *key;
    m->val = str;
    m->is_string = ev == EV_STRING;
  }
  return CTX_NONE;
}

/* Object.entries semantics for the tool_input members: one entry per key, at the
 * position of its first occurrence, with the value of its last. (Object.entries lists
 * integer-like keys first; the order never matters here — keys are unique and the
 * classifier looks fields up by name.) Compacts p->ti; returns the count. */
static size_t dedup_members(const u16c *buf, Member *m, size_t n) {
  if (n < 2) return n;
  size_t size = 16;
  while (size < n * 2) size *= 2;
  size_t *slots = xrealloc(NULL, mul_size(size, sizeof *slots)); /* index + 1; 0 = empty */
  memset(slots, 0, size * sizeof *slots);
  size_t u = 0;
  for (size_t i = 0; i < n; i++) {
    size_t h = (size_t)hash_units(buf + m[i].key.at, m[i].key.len) & (size - 1);
    for (;;) {
      if (!slots[h]) {
        slots[h] = u + 1;
        m[u++] = m[i];
        break;
      }
      Member *e = &m[slots[h] - 1];
      if (units_eq(buf + e->key.at, e->key.len, buf + m[i].key.at, m[i].key.len)) {
        e->val = m[i].val;
        e->is_string = m[i].is_string;
        break;
      }
      h = (h + 1) & (size - 1);
    }
  }
  free(slots);
  return u;
}

/* protocol.h TOOL_EVENTS: the events whose payload names a tool. */
static int is_tool_event(const Str *e) {
  for (size_t i = 0; i < NTOOL_EVENTS; i++)
    if (str_eq_ascii(e, TOOL_EVENTS[i])) return 1;
  return 0;
}

/* ─── the verdict → the client's protocol (answer, failureAnswer) ──────────────── */

typedef struct {
  int code;
  Str out, err;
} Answer;

static void out_hook_specific(Answer *a, const Str *event, const u16c *decision, size_t dn, const Str *reason,
                              const Str *context) {
  Str *o = &a->out;
  str_ascii(o, "{\"hookSpecificOutput\":{\"hookEventName\":");
  json_quote(o, event->p, event->n);
  if (decision) {
    str_ascii(o, ",\"permissionDecision\":");
    json_quote(o, decision, dn);
    str_ascii(o, ",\"permissionDecisionReason\":");
    json_quote(o, reason->p, reason->n);
  }
  if (context) {
    str_ascii(o, ",\"additionalContext\":");
    json_quote(o, context->p, context->n);
  }
  str_ascii(o, "}}\n");
}

static void err_line(Answer *a, const Str *text) {
  a->code = 2;
  str_str(&a->err, text);
  str_unit(&a->err, '\n');
}

/* answer(): the shape protocol.h CLAUDE_ANSWER gives the tier on the event (core.mjs
 * answer: the same table). 0, or -1 for an unknown tier (the caller reports it). */
static int answer(Answer *a, const u16c *tier, size_t tn, const Str *text, const Str *ctx, const Str *event) {
  a->code = 0;
  if (!tier) return -1;
  size_t t = 0, e = 0;
  while (t < NTIERS && !units_eq_ascii(tier, tn, TIERS[t])) t++;
  if (t == NTIERS) return -1;
  while (e < NANSWER_EVENTS && !str_eq_ascii(event, ANSWER_EVENTS[e])) e++;
  switch (CLAUDE_ANSWER[t][e]) {
    case ANSWER_NONE: break;
    case ANSWER_CONTEXT: out_hook_specific(a, event, NULL, 0, NULL, text); break;
    case ANSWER_DECISION: out_hook_specific(a, event, tier, tn, text, NULL); break;
    case ANSWER_DECISION_CONTEXT: out_hook_specific(a, event, tier, tn, text, ctx->n ? ctx : NULL); break;
    case ANSWER_BLOCK:
      str_ascii(&a->out, "{\"decision\":\"block\",\"reason\":");
      json_quote(&a->out, text->p, text->n);
      str_ascii(&a->out, "}\n");
      break;
    case ANSWER_STDERR: err_line(a, text); break;
    case ANSWER_CONTEXT_ONLY:
      if (ctx->n) out_hook_specific(a, event, NULL, 0, NULL, ctx);
      break;
    default: return -1;
  }
  return 0;
}

static void failure_answer(Answer *a, const Str *why, const Str *event) {
  Str reason = str_of_ascii("rulec (" RULEC_NAME "): ");
  size_t k = 0; /* String(e.message).split("\n")[0] */
  while (k < why->n && why->p[k] != '\n') k++;
  str_units(&reason, why->p, k);
  a->out.n = a->err.n = 0;
  if (!strcmp(RULEC_FAILURE, "silent")) {
    a->code = 0;
    str_str(&a->err, &reason);
    str_ascii(&a->err, " (failing open)\n");
    return;
  }
  str_ascii(&reason, " (the " RULEC_NAME " rule set fails ");
  str_ascii(&reason, !strcmp(RULEC_FAILURE, "deny") ? "closed)" : "to ask)");
  Str none = {0}, pre = str_of_ascii(DEFAULT_EVENT), tier = str_of_ascii(RULEC_FAILURE);
  answer(a, tier.p, tier.n, &reason, &none, event && event->n ? event : &pre);
}

/* core.mjs limitAnswer: the rule set's limit verdict (RULEC_LIMIT) for a call the classifier
 * ran out of memory or stack on (LIMIT_TEXT: the same words). */
static void limit_answer(Answer *a, const Str *event) {
  a->out.n = a->err.n = 0;
  a->code = 0;
  if (!strcmp(RULEC_LIMIT, "silent")) return;
  Str reason = str_of_ascii("rulec (" RULEC_NAME "): " LIMIT_TEXT);
  Str none = {0}, pre = str_of_ascii(DEFAULT_EVENT), tier = str_of_ascii(RULEC_LIMIT);
  answer(a, tier.p, tier.n, &reason, &none, event && event->n ? event : &pre);
}

/* ─── I/O ─────────────────────────────────────────────────────────────────────── */

static void write_all(int fd, const uint8_t *p, size_t n) {
  while (n) {
    ssize_t k = write(fd, p, n);
    if (k < 0 && errno == EINTR) continue;
    if (k <= 0) {
      if (fd == 1) {
        /* Node: an uncaught EPIPE (or other write error) → exit 1 */
        static const char msg[] = "rulec (" RULEC_NAME "): cannot write the answer to stdout\n";
        write_all(2, (const uint8_t *)msg, sizeof msg - 1);
        _exit(1);
      }
      return;
    }
    p += k;
    n -= (size_t)k;
  }
}

static void emit(const Str *s, int fd) {
  if (!s->n) return;
  Bytes b = {0};
  utf16_to_utf8(&b, s->p, s->n);
  write_all(fd, b.p, b.n);
}

/* fs.readFileSync(0): the bytes, or 0 and Node's message. EBADF (fd 0 closed) reads as
 * empty: Node reopens closed standard descriptors on /dev/null at start-up. */
static int read_stdin(Bytes *b) {
  struct stat st;
  if (fstat(0, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0) bytes_reserve(b, (size_t)st.st_size + 1);
  for (;;) {
    bytes_reserve(b, 65536);
    ssize_t k = read(0, b->p + b->n, b->cap - b->n);
    if (k > 0) {
      b->n += (size_t)k;
      continue;
    }
    if (k == 0) return 0;
    if (errno == EINTR) continue;
    if (errno == EBADF) return 0;
    set_err_fs(errno, "read", NULL, NULL);
    return -1;
  }
}

/* ─── the classifier instance ────────────────────────────────────────────────── */

static Z_rules_instance_t inst;
static Str host_error; /* set by a host function before it traps */
static int host_threw;

/* A host function's exception: unwinds out of the classifier like a trap. */
static WASM_RT_NO_RETURN void host_throw(const char *ascii, const Str *more) {
  if (*ascii || more) { /* else the message is in host_error already */
    Str m = str_of_ascii(ascii);
    if (more) str_str(&m, more);
    str_free(&host_error);
    host_error = m;
  }
  host_threw = 1;
  wasm_rt_trap(WASM_RT_TRAP_UNREACHABLE);
}

/* The checks `new <TypedArray>(memory.buffer, off, len)` makes, with V8's messages:
 * 0, or -1 with *why. */
static int view_check(int64_t off, int64_t len, int elem, const char *type, Str *why) {
  char msg[160];
  uint64_t size = Z_rulesZ_memory(&inst)->size;
  if (off < 0) snprintf(msg, sizeof msg, "Start offset %lld is outside the bounds of the buffer", (long long)off);
  else if (off % elem) snprintf(msg, sizeof msg, "start offset of %s should be a multiple of %d", type, elem);
  else if (len < 0 || (uint64_t)off + (uint64_t)len * (uint64_t)elem > size)
    snprintf(msg, sizeof msg, "Invalid typed array length: %lld", (long long)len);
  else return 0;
  why->n = 0;
  str_ascii(why, msg);
  return -1;
}

static uint8_t *mem_at(uint64_t p) { return Z_rulesZ_memory(&inst)->data + p; }

/* alloc + copy; returns the pointer. */
static u32 put_units(const u16c *s, size_t n) {
  if (n > INT32_MAX / 2) host_throw("Invalid string length", NULL);
  u32 p = Z_rulesZ_alloc(&inst, (u32)(n * 2));
  if (view_check((s32)p, (int64_t)n, 2, "Uint16Array", &host_error)) host_throw("", NULL);
  if (n) memcpy(mem_at(p), s, n * 2);
  return p;
}

/* utf16(): a copy of len code units at p (both u32, as pendingFacts writes them), lone
 * surrogates replaced. */
static Str read_units(u32 p, u32 len) {
  Str s = {0};
  if (!len) return s;
  if (view_check((int64_t)p, (int64_t)len * 2, 1, "Uint8Array", &host_error)) host_throw("", NULL);
  str_reserve(&s, len);
  memcpy(s.p, mem_at(p), (size_t)len * 2);
  s.n = len;
  replace_lone_surrogates(s.p, s.n);
  return s;
}

/* readAsString(): the AssemblyScript string at p (its byte length is the u32 before
 * it), decoded as TextDecoder("utf-16le") does. 0, or -1 with *why. */
static int read_as_string(u32 p, Str *out, Str *why) {
  int64_t at = (s32)p; /* the export returns an i32: JS sees it signed */
  if (view_check(at - 4, 1, 4, "Uint32Array", why)) return -1;
  u32 bytes;
  memcpy(&bytes, mem_at((uint64_t)at - 4), 4);
  if (view_check(at, bytes, 1, "Uint8Array", why)) return -1;
  out->n = 0;
  str_reserve(out, bytes / 2 + 1);
  if (bytes / 2) memcpy(out->p, mem_at((uint64_t)at), (size_t)(bytes / 2) * 2);
  out->n = bytes / 2;
  replace_lone_surrogates(out->p, out->n);
  if (bytes & 1) str_unit(out, 0xFFFD); /* an odd trailing byte */
  return 0;
}

/* A fact's answer as the engine takes it (core.mjs factAnswer): "1", "0", "?" (unknown),
 * "=value" or "" (none) for the string facts. */
/* The glob fact's test of one path (core.mjs globMatcher): the path into the classifier's
 * scratch, then its automaton for pattern "site:idx". */
typedef struct { s32 site, idx; } GlobPattern;
static int site_test(s32 site, s32 idx, const Str *s) {
  if (s->n > INT32_MAX / 2) return 0;
  u32 p = Z_rulesZ_globScratch(&inst, (u32)s->n);
  if (view_check((s32)p, (int64_t)s->n, 2, "Uint16Array", &host_error)) host_throw("", NULL);
  if (s->n) memcpy(mem_at(p), s->p, s->n * 2);
  return Z_rulesZ_globTest(&inst, (u32)site, (u32)idx, (u32)s->n) == 1;
}
static int glob_match(const Str *path, void *ctx) {
  const GlobPattern *g = ctx;
  return site_test(g->site, g->idx, path);
}

/* The walk fact's test of one path it finds (core.mjs globMatcher): its pattern; where the
 * fact reads a found file's text and the path is one it applies to, the text too (one not
 * read, or longer than a mebibyte: -1). */
typedef struct { s32 v[6]; int n; const u16c *only; size_t only_n; int cuts; } FactPattern;
enum { TEXT_LIMIT = 1 << 20 };
/* A segment of the path one of the command's name filters (NUL-separated) matches. */
static int filter_keeps(const FactPattern *g, const Str *path) {
  /* (past SEGMENT_BUDGET steps of the call's tests, every name is kept: tested as the walk's) */
  if (segment_steps > SEGMENT_BUDGET) return 1;
  size_t s = 0;
  for (size_t i = 0; i <= path->n; i++) {
    if (i < path->n && path->p[i] != '/') continue;
    size_t f = 0;
    for (size_t k = 0; k <= g->only_n; k++) {
      if (k < g->only_n && g->only[k] != 0) continue;
      if (segment_match(g->only + f, k - f, path->p + s, i - s, 1)) return 1;
      f = k + 1;
    }
    s = i + 1;
  }
  return 0;
}
/* A name a reader cuts (at a blank, a newline, a quote or a backslash; busybox's xargs at
 * \r, \v and \f too): read as pieces that may be any path (core.mjs CUT). */
static int cut_name(const Str *p) {
  for (size_t i = 0; i < p->n; i++) {
    u16c c = p->p[i];
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f' || c == '\'' || c == '"' || c == '\\') return 1;
  }
  return 0;
}
static int fact_match(const Str *path, const Str *base, const Str *from, void *ctx) {
  const FactPattern *g = ctx;
  if (g->only && !filter_keeps(g, from ? from : path)) return 0;
  if (g->cuts && cut_name(from ? from : path)) return 1;
  if (!site_test(g->v[0], g->v[1], path)) return 0;
  if (g->n < 6 || !site_test(g->v[2], g->v[3], path)) return 1;
  Str file = {0}, text = {0};
  if (base) {
    str_str(&file, base);
    str_unit(&file, '/');
  }
  str_str(&file, path);
  /* (a regular file of at most a mebibyte: a link to /dev/zero reads no end) */
  int r = small_file(&file, TEXT_LIMIT) ? io_read(&file, &text) : -1;
  str_free(&file);
  int m = r != 0 || text.n > TEXT_LIMIT ? -1 : site_test(g->v[4], g->v[5], &text);
  str_free(&text);
  return m;
}

/* Some file under dir the walk fact `b` ("site:idx", or "site:idx:site:idx:site:idx" where
 * it reads a found file's text; then, NUL-separated, the command's name filters, the first
 * "\x01" where a reader cuts the names) matches:
 * 1, 0, or -1 (unknown). */
static int glob_fact(const Str *dir, const Str *b) {
  FactPattern g = {{0}, 0, NULL, 0, 0};
  int digits = 0;
  size_t end = b->n;
  for (size_t i = 0; i < b->n; i++) {
    if (b->p[i] != 0) continue;
    end = i;
    g.only = b->p + i + 1;
    g.only_n = b->n - i - 1;
    break;
  }
  for (size_t i = 0; i < end; i++) {
    u16c c = b->p[i];
    if (c == ':' && digits && g.n < 5) { g.n++; digits = 0; continue; }
    if (c < '0' || c > '9' || digits >= 9) return -1;
    g.v[g.n] = g.v[g.n] * 10 + (s32)(c - '0');
    digits++;
  }
  if (!digits) return -1;
  g.n++;
  if (g.n != 2 && g.n != 6) return -1;
  /* (the first filter "\x01" where a reader cuts the names: rules.ts walkFilter) */
  if (g.only && g.only_n >= 1 && g.only[0] == 1 && (g.only_n == 1 || g.only[1] == 0)) {
    g.cuts = 1;
    g.only = g.only_n == 1 ? NULL : g.only + 2;
    g.only_n = g.only ? g.only_n - 2 : 0;
  }
  /* (a filter the walk's own root passes — `.`, or its name: find tests its starting points
   * too, `find src -name src -exec …` — keeps the whole tree) */
  if (g.only) {
    size_t n = dir->n;
    while (n > 1 && dir->p[n - 1] == '/') n--;
    size_t s = n;
    while (s > 0 && dir->p[s - 1] != '/') s--;
    Str dot = {0}, base = {0};
    str_ascii(&dot, ".");
    base.p = dir->p + s;
    base.n = n - s;
    if (filter_keeps(&g, &dot) || (base.n && filter_keeps(&g, &base))) g.only = NULL;
    str_free(&dot);
  }
  return glob_exists(dir, fact_match, &g);
}

/* Some name the glob in `b` ("site:idx:flags:pattern") may expand to under dir matches:
 * 1, 0, or -1 (unknown). */
static int glob_names_fact(const Str *dir, const Str *b) {
  GlobPattern g = {0, 0};
  size_t i = 0;
  int part = 0, digits = 0;
  for (; i < b->n && part < 2; i++) {
    u16c c = b->p[i];
    if (c == ':' && digits) { part++; digits = 0; continue; }
    if (c < '0' || c > '9' || digits >= 9) return -1;
    s32 *v = part ? &g.idx : &g.site;
    *v = *v * 10 + (s32)(c - '0');
    digits++;
  }
  if (part != 2) return -1;
  int dots = 0;
  if (i < b->n && b->p[i] == 'd') { dots = 1; i++; }
  if (i >= b->n || b->p[i] != ':') return -1;
  i++;
  return glob_names(dir, b->p + i, b->n - i, dots, glob_match, &g);
}

static void fact_yes_no(Str *out, int r) { str_ascii(out, r < 0 ? "?" : r > 0 ? "1" : "0"); }
static void fact_value(Str *out, const Str *v) {
  if (!v || !v->n) return;
  str_ascii(out, "=");
  str_str(out, v);
}

/* hostFacts[kind](a, b), answered into *out. Traps (host_throw) where Node throws. */
static void fact_answer(u32 kind, const Str *x, const Str *y, Str *out) {
  out->n = 0;
  switch (kind) {
    case FACT_EXISTS: {
      int k = stat_kind(x->p, x->n);
      fact_yes_no(out, k == K_UNKNOWN ? -1 : k == K_NONE ? 0 : 1);
      break;
    }
    case FACT_IS_DIR: {
      int k = stat_kind(x->p, x->n);
      fact_yes_no(out, k == K_UNKNOWN ? -1 : k == K_DIR ? 1 : 0);
      break;
    }
    case FACT_REAL_PATH: { /* "=path", "" where it does not exist, "?" unknown */
      Str real = {0};
      int r = real_path(x->p, x->n, &real);
      if (r < 0) fact_yes_no(out, -1);
      else fact_value(out, &real);
      str_free(&real);
      break;
    }
    case FACT_REPO_ROOT: {
      Str root = {0};
      repo_root(x->p, x->n, &root);
      fact_value(out, &root);
      str_free(&root);
      break;
    }
    case FACT_ENV:
      fact_value(out, env_get(x->p, x->n));
      break;
    case FACT_GLOB: fact_yes_no(out, glob_fact(x, y)); break;
    case FACT_JSON_KEY: fact_yes_no(out, json_key(x, y)); break;
    case FACT_GIT_BRANCH: { /* "=local", "=remote", "=none"; unknown "?" */
      Str b = {0};
      if (git_branch(x, y, &b) < 0) fact_yes_no(out, -1);
      else fact_value(out, &b);
      str_free(&b);
      break;
    }
    case FACT_DASH_NAME: fact_yes_no(out, dash_name(x)); break;
    case FACT_GLOB_NAMES: fact_yes_no(out, glob_names_fact(x, y)); break;
    case FACT_DELIVERED: { /* earlier in this session */
      int d = g_state.active ? state_delivered(&g_state, x->p, x->n) : 0;
      if (d < 0) host_throw("", &g_err);
      fact_yes_no(out, d);
      break;
    }
    default: fact_yes_no(out, -1);
  }
}

/* V8's messages for the traps wasm2c reports. */
static const char *trap_message(int t) {
  switch (t) {
    case WASM_RT_TRAP_OOB: return "memory access out of bounds";
    case WASM_RT_TRAP_INT_OVERFLOW: return "divide result unrepresentable";
    case WASM_RT_TRAP_DIV_BY_ZERO: return "divide by zero";
    case WASM_RT_TRAP_INVALID_CONVERSION: return "float unrepresentable in integer range";
    case WASM_RT_TRAP_UNREACHABLE: return "unreachable";
    case WASM_RT_TRAP_CALL_INDIRECT: return "null function or function signature mismatch";
#if !WASM_RT_MERGED_OOB_AND_EXHAUSTION_TRAPS
    case WASM_RT_TRAP_EXHAUSTION: return "Maximum call stack size exceeded";
#endif
    default: return "the classifier trapped";
  }
}

/* Runs fn with traps caught; 0, or the trap. setjmp is the whole controlling expression
 * of the switch (a form the C standard allows) and no local is read after a longjmp. */
static int guarded(void (*fn)(void)) {
  WASM_RT_SAVE_STACK_DEPTH();
  wasm_rt_set_unwind_target(&wasm_rt_jmp_buf);
  switch (WASM_RT_SETJMP(wasm_rt_jmp_buf)) {
    case 0: fn(); return 0;
    case WASM_RT_TRAP_OOB: return WASM_RT_TRAP_OOB;
    case WASM_RT_TRAP_INT_OVERFLOW: return WASM_RT_TRAP_INT_OVERFLOW;
    case WASM_RT_TRAP_DIV_BY_ZERO: return WASM_RT_TRAP_DIV_BY_ZERO;
    case WASM_RT_TRAP_INVALID_CONVERSION: return WASM_RT_TRAP_INVALID_CONVERSION;
    case WASM_RT_TRAP_UNREACHABLE: return WASM_RT_TRAP_UNREACHABLE;
    case WASM_RT_TRAP_CALL_INDIRECT: return WASM_RT_TRAP_CALL_INDIRECT;
#if !WASM_RT_MERGED_OOB_AND_EXHAUSTION_TRAPS
    case WASM_RT_TRAP_EXHAUSTION: return WASM_RT_TRAP_EXHAUSTION;
#endif
    default: return -1;
  }
}

/* ─── one call ───────────────────────────────────────────────────────────────── */

/* A fact answered for the classifier, given again at every later round. */
typedef struct {
  u32 kind;
  Str a, b, answer;
} Fact;

/* At most this many rounds of facts per call (core.mjs MAX_ROUNDS). */
#define MAX_ROUNDS 64

/* What the guarded steps work on (globals: see guarded()). */
static struct {
  u16c *buf; /* the decoded payload; spans point into it */
  Payload pl;
  size_t ti_n;
  Str project_dir;
  u32 result;
  u32 round;   /* rounds run */
  u32 pending; /* after a round: pendingFacts(), 0 when its verdict stands */
  Fact *facts; /* answered so far; those from `fresh` on answer the last round */
  size_t fresh;
  size_t nfacts, cap;
} call;

/* A field crosses into the classifier as core.mjs sends it: a lone surrogate arrives as
 * U+FFFD. (Done here in UTF-16, in place: v is the payload's
 * own copy, which nothing reads afterwards; the event, session and agent were copied.) */
static void set_field(const char *prefix, const u16c *k, size_t kn, u16c *v, size_t vn) {
  Str key = str_of_ascii(prefix);
  str_units(&key, k, kn);
  replace_lone_surrogates(key.p, key.n);
  replace_lone_surrogates(v, vn);
  u32 kp = put_units(key.p, key.n);
  u32 vp = put_units(v, vn);
  Z_rulesZ_setField(&inst, kp, (u32)key.n, vp, (u32)vn);
  str_free(&key);
}

static void step_instantiate(void) {
  Z_rules_init_module();
  Z_rules_instantiate(&inst);
}

/* The answers from `from` on, into strings the classifier allocates (core.mjs putFacts). */
static void give_facts(size_t from) {
  size_t n = call.nfacts - from;
  u32 p = Z_rulesZ_alloc(&inst, (u32)(n * 16));
  if (view_check((s32)p, (int64_t)n * 4, 4, "Uint32Array", &host_error)) host_throw("", NULL);
  for (size_t i = 0; i < n; i++) {
    const Fact *f = &call.facts[from + i];
    u32 rec[4] = {f->kind, (u32)f->a.n, (u32)f->b.n, (u32)f->answer.n};
    memcpy(mem_at((uint64_t)p + i * 16), rec, 16);
  }
  Z_rulesZ_factStrings(&inst, p, (u32)n);
  for (size_t i = 0; i < n; i++) {
    const Fact *f = &call.facts[from + i];
    const Str *text[3] = {&f->a, &f->b, &f->answer};
    u32 at[4];
    memcpy(at, mem_at((uint64_t)p + i * 16), 16);
    for (int j = 0; j < 3; j++) {
      if (!text[j]->n) continue;
      if (view_check((s32)at[j + 1], (int64_t)text[j]->n, 2, "Uint16Array", &host_error)) host_throw("", NULL);
      memcpy(mem_at(at[j + 1]), text[j]->p, text[j]->n * 2);
    }
  }
}

static int fact_known(u32 kind, const Str *a, const Str *b) {
  for (size_t i = 0; i < call.nfacts; i++) {
    const Fact *f = &call.facts[i];
    if (f->kind == kind && units_eq(f->a.p, f->a.n, a->p, a->n) && units_eq(f->b.p, f->b.n, b->p, b->n)) return 1;
  }
  return 0;
}

/* Answers what the last round asked and was not given (core.mjs load's call()). */
static void step_facts(void) {
  u32 q = call.pending, n;
  if (view_check((s32)q, 1, 4, "Uint32Array", &host_error)) host_throw("", NULL);
  memcpy(&n, mem_at(q), 4);
  if (view_check((s32)q + 4, (int64_t)n * 5, 4, "Uint32Array", &host_error)) host_throw("", NULL);
  size_t added = 0;
  call.fresh = call.nfacts;
  for (u32 i = 0; i < n; i++) {
    u32 r[5];
    memcpy(r, mem_at((uint64_t)q + 4 + (uint64_t)i * 20), 20);
    Str a = read_units(r[1], r[2]), b = read_units(r[3], r[4]);
    if (fact_known(r[0], &a, &b)) {
      str_free(&a);
      str_free(&b);
      continue;
    }
    Str answer = {0};
    fact_answer(r[0], &a, &b, &answer);
    if (call.nfacts == call.cap) {
      call.cap = call.cap ? call.cap * 2 : 8;
      call.facts = xrealloc(call.facts, call.cap * sizeof *call.facts);
    }
    call.facts[call.nfacts++] = (Fact){r[0], a, b, answer};
    added++;
  }
  if (!added || call.round >= MAX_ROUNDS) host_throw("the classifier keeps asking for facts it was given (a rulec bug)", NULL);
}

static void step_classify(void) {
  if (call.round++) Z_rulesZ_clearFields(&inst);
  u16c *b = call.buf;
  for (size_t f = 0; f < NPAYLOAD_FIELDS; f++)
    if (call.pl.fixed_set[f]) set_field(PAYLOAD_FIELDS[f], NULL, 0, b + call.pl.fixed[f].at, call.pl.fixed[f].len);
  for (size_t i = 0; i < call.ti_n; i++) {
    const Member *m = &call.pl.ti[i];
    if (m->is_string) set_field(TOOL_INPUT_PREFIX, b + m->key.at, m->key.len, b + m->val.at, m->val.len);
  }
  set_field(FIELD_PROJECT_DIR, NULL, 0, call.project_dir.p, call.project_dir.n);
  if (call.nfacts) give_facts(0);
  call.result = Z_rulesZ_classify(&inst);
  call.pending = Z_rulesZ_pendingFacts(&inst);
}

/* After a round's facts are answered: a call whose rules were evaluated is decided again
 * from the new answers (`resume`), any other runs again with all of them (core.mjs call()). */
static void step_again(void) {
  if (!Z_rulesZ_resumable(&inst)) {
    step_classify();
    return;
  }
  call.round++;
  give_facts(call.fresh);
  call.result = Z_rulesZ_resume(&inst);
  call.pending = Z_rulesZ_pendingFacts(&inst);
}

static void set_why(Str *why, const char *ascii) {
  why->n = 0;
  str_ascii(why, ascii);
}

/* A trap after the engine's `trap` (its abort): "the classifier aborted: <message>" in
 * *why, as core.mjs aborted(); left empty for any other trap. */
static void aborted(Str *why) {
  u32 m = Z_rulesZ_abortMessage(&inst);
  if (!m) return;
  Str s = {0};
  if (read_as_string(m, &s, why)) return;
  set_why(why, "the classifier aborted: ");
  str_str(why, &s);
  str_free(&s);
}

/* The TypeError V8 throws for `v.join(…)` on a value that has no join method. */
static void join_error(Str *why, const JVal *v, const char *field) {
  why->n = 0;
  if (!v || v->t == J_NULL) {
    str_ascii(why, v ? "Cannot read properties of null (reading 'join')" : "Cannot read properties of undefined (reading 'join')");
  } else {
    str_ascii(why, "result.");
    str_ascii(why, field);
    str_ascii(why, ".join is not a function");
  }
}

/* core.mjs verdictOf(): the verdict in words at p (wasm/engine.ts verdictOf) as the object
 * the JS runtime builds — tier, texts, context, effects, overflow. NULL with *why. */

/* A (address, length) pair of the verdict as a string, checked as utf16() checks it. */
static int verdict_string(const uint8_t *w, Str *out, Str *why) {
  u32 pl[2];
  memcpy(pl, w, 8);
  if (pl[1] && view_check((int64_t)pl[0], (int64_t)pl[1] * 2, 1, "Uint8Array", why)) return -1;
  *out = read_units(pl[0], pl[1]);
  return 0;
}

static JVal *verdict_dom(u32 p, Str *why) {
  if (view_check((s32)p, 7, 4, "Uint32Array", why)) return NULL;
  u32 head[7];
  memcpy(head, mem_at(p), sizeof head);
  if (head[0] >= NTIERS) {
    char msg[80];
    snprintf(msg, sizeof msg, "the classifier answered an unknown tier %u (a rulec bug)", (unsigned)head[0]);
    set_why(why, msg);
    return NULL;
  }
  int64_t words = 2 * ((int64_t)head[2] + head[3] + head[4] + 3 * (int64_t)head[5]);
  if (view_check((int64_t)(s32)p + 28, words, 4, "Uint32Array", why)) return NULL;
  const uint8_t *w = mem_at((uint64_t)p + 28);
  size_t at = 0;
  JVal *r = jnew(J_OBJECT), *lists[3];
  Str tier = str_of_ascii(TIERS[head[0]]);
  jset_ascii(r, "tier", jstring(tier.p, tier.n));
  static const char *const NAMES[] = {"rules", "texts", "context"};
  for (int l = 0; l < 3; l++) {
    lists[l] = jnew(J_ARRAY);
    for (u32 k = 0; k < head[2 + l]; k++, at += 8) {
      Str s;
      if (verdict_string(w + at, &s, why)) return NULL;
      jpush(lists[l], jstring(s.p, s.n));
    }
    jset_ascii(r, NAMES[l], lists[l]);
  }
  JVal *effects = jnew(J_ARRAY);
  for (u32 k = 0; k < head[5]; k++) {
    Str part[3];
    for (int j = 0; j < 3; j++, at += 8)
      if (verdict_string(w + at, &part[j], why)) return NULL;
    JVal *e = jnew(J_OBJECT);
    jset_ascii(e, "kind", jstring(part[0].p, part[0].n));
    if (units_eq_ascii(part[0].p, part[0].n, "record")) jset_ascii(e, "key", jstring(part[1].p, part[1].n));
    else {
      jset_ascii(e, "path", jstring(part[1].p, part[1].n));
      jset_ascii(e, "text", jstring(part[2].p, part[2].n));
    }
    jpush(effects, e);
  }
  jset_ascii(r, "effects", effects);
  if (head[1] & 2) jset_ascii(r, "overflow", jnew(J_TRUE));
  return r;
}

/* From the classifier's result to the answer: perform(result.effects), answer(result).
 * 0, or -1 with *why. */
static int finish(Answer *a, const Str *event, Str *why) {
  JVal *r = verdict_dom(call.result, why);
  if (!r) return -1;
  if (perform(jget_ascii(r, "effects"), &g_state)) {
    why->n = 0;
    str_str(why, &g_err);
    return -1;
  }
  JVal *texts = jget_ascii(r, "texts"), *context = jget_ascii(r, "context");
  if (!texts || texts->t != J_ARRAY) {
    join_error(why, texts, "texts");
    return -1;
  }
  if (!context || context->t != J_ARRAY) {
    join_error(why, context, "context");
    return -1;
  }
  Str t_text = {0}, t_ctx = {0};
  js_join(&t_text, texts, "\n\n");
  js_join(&t_ctx, context, "\n\n");
  JVal *tier = jget_ascii(r, "tier");
  int is_str = tier && tier->t == J_STRING;
  if (answer(a, is_str ? tier->s : NULL, is_str ? tier->sn : 0, &t_text, &t_ctx, event) != 0) {
    set_why(why, "unknown tier ");
    js_tostring(why, tier);
    return -1;
  }
  return 0;
}

/* The hook's entry: read, classify, answer, exit. */
int main(void) {
  Answer a = {0};
  Str event = {0}, why = {0};
  int failed = 1;

  do {
    Bytes in = {0};
    if (read_stdin(&in)) {
      str_str(&why, &g_err);
      break;
    }
    Str text = {0};
    utf8_to_utf16(&text, in.p, in.n);
    free(in.p);
    size_t start = text.n && text.p[0] == 0xFEFF ? 1 : 0; /* TextDecoder drops one BOM */
    size_t k = start;
    while (k < text.n && js_space(text.p[k])) k++;
    if (k == text.n) {
      set_why(&why, "empty input: expected one JSON payload on stdin");
      break;
    }
    u16c *s = text.p + start;
    size_t n = text.n - start;
    if (json_parse(s, n, on_payload, &call.pl) != JSON_OK) {
      set_why(&why, "the payload on stdin is not valid JSON");
      break;
    }
    if (!call.pl.is_object) {
      set_why(&why, "the payload is not a JSON object");
      break;
    }
    /* (the event first: a payload that fails below is still answered in its event's shape) */
    if (call.pl.fixed_set[F_HOOK_EVENT_NAME]) str_units(&event, s + call.pl.fixed[F_HOOK_EVENT_NAME].at, call.pl.fixed[F_HOOK_EVENT_NAME].len);
    if (call.pl.ti_kind == 2) {
      set_why(&why, "tool_input is not an object");
      break;
    }
    call.ti_n = dedup_members(s, call.pl.ti, call.pl.ti_n);
    int bad_command = 0;
    for (size_t i = 0; i < call.ti_n; i++)
      if (span_is(s, &call.pl.ti[i].key, "command")) bad_command = !call.pl.ti[i].is_string;
    if (bad_command) {
      set_why(&why, "tool_input.command is not a string");
      break;
    }
    if (!call.pl.fixed_set[F_HOOK_EVENT_NAME]) {
      set_why(&why, "the payload has no hook_event_name");
      break;
    }
    if (!call.pl.fixed_set[F_TOOL_NAME]) { /* a tool event names its tool (core.mjs fieldsOf) */
      if (call.pl.fixed_seen[F_TOOL_NAME]) {
        set_why(&why, "tool_name is not a string");
        break;
      }
      if (is_tool_event(&event)) {
        set_why(&why, "the payload has no tool_name (");
        str_str(&why, &event);
        str_ascii(&why, " is a tool event)");
        break;
      }
    }
    call.buf = s;
    Str *pd = env_get_ascii("CLAUDE_PROJECT_DIR");
    if (pd && pd->n) str_str(&call.project_dir, pd);
    else if (call.pl.fixed_set[F_CWD]) str_units(&call.project_dir, s + call.pl.fixed[F_CWD].at, call.pl.fixed[F_CWD].len);

    /* new SessionState(name, fields): paths only, no I/O until it is needed */
    Str session = {0}, agent = {0};
    if (call.pl.fixed_set[F_SESSION_ID]) session = str_of_units(s + call.pl.fixed[F_SESSION_ID].at, call.pl.fixed[F_SESSION_ID].len);
    if (call.pl.fixed_set[F_AGENT_ID]) agent = str_of_units(s + call.pl.fixed[F_AGENT_ID].at, call.pl.fixed[F_AGENT_ID].len);
    state_init(&g_state, RULEC_NAME, &session, &agent);

    wasm_rt_init();
    int t = guarded(step_instantiate);
    if (!t) t = guarded(step_classify);
    while (!t && call.pending) { /* rounds: answer the facts it asked; resume or run again */
      t = guarded(step_facts);
      if (!t) t = guarded(step_again);
    }
    if (t && !host_threw) aborted(&why);
    /* done with the classifier's code: a fault from here on is a crash, not a trap */
    signal(SIGSEGV, SIG_DFL);
    signal(SIGBUS, SIG_DFL);
    if (t) {
      if (host_threw) str_str(&why, &host_error);
      else if (!why.n && (t == WASM_RT_TRAP_UNREACHABLE
#if !WASM_RT_MERGED_OOB_AND_EXHAUSTION_TRAPS
                          || t == WASM_RT_TRAP_EXHAUSTION
#endif
                          )) {
        /* out of the module's memory (the allocator traps at its maximum) or of stack: a limit */
        limit_answer(&a, &event);
        failed = 0;
        break;
      }
      else if (!why.n) set_why(&why, trap_message(t));
      break;
    }
    if (finish(&a, &event, &why)) break;
    failed = 0;
  } while (0);

  if (failed) failure_answer(&a, &why, &event);
  state_unlock(&g_state); /* main()'s finally */
  signal(SIGPIPE, SIG_IGN); /* as in Node: a closed stdout is an EPIPE error, not a signal */
  emit(&a.out, 1);
  emit(&a.err, 2);
  return a.code;
}
