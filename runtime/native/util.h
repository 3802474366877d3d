/*
 * rulec native host — strings: growable UTF-16 strings and byte buffers, the WHATWG
 * UTF-8 decoder, the TextEncoder-style encoder, and JS's view of numbers and whitespace.
 *
 * Part of the host's single translation unit: included once, by host.c (everything here
 * is static). All strings are UTF-16 code units, as in JS, so that every comparison,
 * slice and escape behaves as it does in runtime/core.mjs.
 */

#ifndef RULEC_UTIL_H
#define RULEC_UTIL_H

#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef uint16_t u16c; /* one UTF-16 code unit */

static void oom(void);

static void *xrealloc(void *p, size_t n) {
  void *q = realloc(p, n ? n : 1);
  if (!q) oom();
  return q;
}

/* n * size, or oom() when it overflows */
static size_t mul_size(size_t n, size_t size) {
  if (size && n > SIZE_MAX / size) oom();
  return n * size;
}

/* The capacity a growable buffer holding n items needs for `extra` more (n + extra does
 * not overflow: the caller checked): doubling from `first`; oom() past SIZE_MAX. */
static size_t grown_cap(size_t cap, size_t n, size_t extra, size_t first) {
  if (!cap) cap = first;
  while (cap < n + extra) {
    if (cap > SIZE_MAX / 2) oom();
    cap *= 2;
  }
  return cap;
}

/* A growable UTF-16 string. {0} is the empty string. */
typedef struct {
  u16c *p;
  size_t n, cap;
} Str;

static void str_reserve(Str *s, size_t extra) {
  if (extra > SIZE_MAX - s->n) oom();
  if (s->p && s->n + extra <= s->cap) return;
  s->cap = grown_cap(s->cap, s->n, extra, 64);
  s->p = xrealloc(s->p, mul_size(s->cap, sizeof(u16c)));
}

static void str_unit(Str *s, u16c c) {
  str_reserve(s, 1);
  s->p[s->n++] = c;
}

static void str_units(Str *s, const u16c *p, size_t n) {
  if (!n) return;
  str_reserve(s, n);
  memcpy(s->p + s->n, p, n * sizeof(u16c));
  s->n += n;
}

static void str_str(Str *s, const Str *t) { str_units(s, t->p, t->n); }

static void str_ascii(Str *s, const char *a) {
  size_t n = strlen(a);
  str_reserve(s, n);
  for (size_t i = 0; i < n; i++) s->p[s->n++] = (u16c)(unsigned char)a[i];
}

static Str str_of_ascii(const char *a) {
  Str s = {0};
  str_ascii(&s, a);
  return s;
}

static Str str_of_units(const u16c *p, size_t n) {
  Str s = {0};
  str_reserve(&s, n);
  str_units(&s, p, n);
  return s;
}

static void str_free(Str *s) {
  free(s->p);
  s->p = NULL;
  s->n = s->cap = 0;
}

static int units_eq_ascii(const u16c *p, size_t n, const char *a) {
  size_t i = 0;
  for (; i < n; i++)
    if (a[i] == '\0' || p[i] != (u16c)(unsigned char)a[i]) return 0;
  return a[i] == '\0';
}

static int str_eq_ascii(const Str *s, const char *a) { return units_eq_ascii(s->p, s->n, a); }

static int units_eq(const u16c *a, size_t an, const u16c *b, size_t bn) {
  return an == bn && (an == 0 || !memcmp(a, b, an * sizeof(u16c)));
}

static int ends_with_ascii(const Str *s, const char *a) {
  size_t n = strlen(a);
  return s->n >= n && units_eq_ascii(s->p + s->n - n, n, a);
}

static int is_high(u16c c) { return c >= 0xD800 && c <= 0xDBFF; }
static int is_low(u16c c) { return c >= 0xDC00 && c <= 0xDFFF; }

/* What TextDecoder("utf-16le") does to code units: lone surrogates → U+FFFD. */
static void replace_lone_surrogates(u16c *p, size_t n) {
  for (size_t i = 0; i < n; i++) {
    if (is_high(p[i]) && i + 1 < n && is_low(p[i + 1])) i++;
    else if (is_high(p[i]) || is_low(p[i])) p[i] = 0xFFFD;
  }
}

/* ─── bytes ─────────────────────────────────────────────────────────────────── */

typedef struct {
  uint8_t *p;
  size_t n, cap;
} Bytes;

static void bytes_reserve(Bytes *b, size_t extra) {
  if (extra > SIZE_MAX - b->n) oom();
  if (b->p && b->n + extra <= b->cap) return;
  b->cap = grown_cap(b->cap, b->n, extra, 256);
  b->p = xrealloc(b->p, b->cap);
}

/* ─── UTF-8 ⇄ UTF-16 ─────────────────────────────────────────────────────────── */

static void push_code_point(Str *s, uint32_t cp) {
  if (cp < 0x10000) {
    str_unit(s, (u16c)cp);
  } else {
    cp -= 0x10000;
    str_unit(s, (u16c)(0xD800 | (cp >> 10)));
    str_unit(s, (u16c)(0xDC00 | (cp & 0x3FF)));
  }
}

/* The WHATWG UTF-8 decoder (TextDecoder, and V8 for Node's strings from bytes): each
 * maximal ill-formed subpart becomes one U+FFFD. No BOM handling here. */
static void utf8_to_utf16(Str *out, const uint8_t *b, size_t n) {
  uint32_t cp = 0;
  int needed = 0, seen = 0;
  uint8_t lower = 0x80, upper = 0xBF;
  str_reserve(out, n);
  for (size_t i = 0; i < n; i++) {
    uint8_t c = b[i];
    if (needed == 0) {
      if (c <= 0x7F) {
        str_unit(out, c);
      } else if (c >= 0xC2 && c <= 0xDF) {
        needed = 1;
        cp = c & 0x1Fu;
      } else if (c >= 0xE0 && c <= 0xEF) {
        if (c == 0xE0) lower = 0xA0;
        if (c == 0xED) upper = 0x9F;
        needed = 2;
        cp = c & 0x0Fu;
      } else if (c >= 0xF0 && c <= 0xF4) {
        if (c == 0xF0) lower = 0x90;
        if (c == 0xF4) upper = 0x8F;
        needed = 3;
        cp = c & 0x07u;
      } else {
        str_unit(out, 0xFFFD);
      }
      continue;
    }
    if (c < lower || c > upper) {
      cp = 0;
      needed = seen = 0;
      lower = 0x80;
      upper = 0xBF;
      str_unit(out, 0xFFFD);
      i--; /* the byte starts over */
      continue;
    }
    lower = 0x80;
    upper = 0xBF;
    cp = (cp << 6) | (c & 0x3Fu);
    if (++seen == needed) {
      push_code_point(out, cp);
      cp = 0;
      needed = seen = 0;
    }
  }
  if (needed) str_unit(out, 0xFFFD);
}

static Str str_of_utf8(const char *s) {
  Str out = {0};
  utf8_to_utf16(&out, (const uint8_t *)s, strlen(s));
  return out;
}

/* UTF-16 → UTF-8 as TextEncoder and Buffer.from do: lone surrogates → U+FFFD. */
static void utf16_to_utf8(Bytes *out, const u16c *s, size_t n) {
  bytes_reserve(out, mul_size(n, 3));
  uint8_t *o = out->p + out->n;
  for (size_t i = 0; i < n; i++) {
    uint32_t c = s[i];
    if (is_high((u16c)c) && i + 1 < n && is_low(s[i + 1])) {
      c = 0x10000 + ((c - 0xD800) << 10) + (s[i + 1] - 0xDC00u);
      i++;
    } else if (c >= 0xD800 && c <= 0xDFFF) {
      c = 0xFFFD;
    }
    if (c < 0x80) {
      *o++ = (uint8_t)c;
    } else if (c < 0x800) {
      *o++ = (uint8_t)(0xC0 | (c >> 6));
      *o++ = (uint8_t)(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
      *o++ = (uint8_t)(0xE0 | (c >> 12));
      *o++ = (uint8_t)(0x80 | ((c >> 6) & 0x3F));
      *o++ = (uint8_t)(0x80 | (c & 0x3F));
    } else {
      *o++ = (uint8_t)(0xF0 | (c >> 18));
      *o++ = (uint8_t)(0x80 | ((c >> 12) & 0x3F));
      *o++ = (uint8_t)(0x80 | ((c >> 6) & 0x3F));
      *o++ = (uint8_t)(0x80 | (c & 0x3F));
    }
  }
  out->n = (size_t)(o - out->p);
}

/* A NUL-terminated UTF-8 copy (for the C library); *has_nul reports an embedded NUL,
 * which Node refuses in paths (ERR_INVALID_ARG_VALUE). */
static char *utf8_cstr(const u16c *s, size_t n, int *has_nul) {
  Bytes b = {0};
  utf16_to_utf8(&b, s, n);
  if (has_nul) *has_nul = b.n && memchr(b.p, 0, b.n) != NULL;
  bytes_reserve(&b, 1);
  b.p[b.n] = 0;
  return (char *)b.p;
}

/* ─── JS semantics ───────────────────────────────────────────────────────────── */

/* String.prototype.trim's whitespace: WhiteSpace (incl. Zs) and LineTerminator; also
 * the regexp \s class. */
static int js_space(u16c c) {
  switch (c) {
    case 0x09: case 0x0A: case 0x0B: case 0x0C: case 0x0D: case 0x20: case 0xA0:
    case 0x1680: case 0x2028: case 0x2029: case 0x202F: case 0x205F: case 0x3000: case 0xFEFF:
      return 1;
    default:
      return c >= 0x2000 && c <= 0x200A;
  }
}

/* Number.prototype.toString() (radix 10): the shortest digits that round-trip, laid
 * out as ECMAScript's Number::toString does. */
static void js_number(Str *o, double v) {
  if (v != v) { str_ascii(o, "NaN"); return; }
  if (v == 0) { str_ascii(o, "0"); return; } /* also -0 */
  if (isinf(v)) { str_ascii(o, v < 0 ? "-Infinity" : "Infinity"); return; }
  if (v < 0) {
    str_unit(o, '-');
    v = -v;
  }
  char buf[64];
  for (int prec = 1; prec <= 17; prec++) {
    snprintf(buf, sizeof buf, "%.*e", prec - 1, v);
    if (strtod(buf, NULL) == v) break;
  }
  /* buf: d[.ddd]e±XX */
  char digits[32];
  int k = 0;
  const char *p = buf;
  for (; *p && *p != 'e'; p++)
    if (*p >= '0' && *p <= '9') digits[k++] = *p;
  while (k > 1 && digits[k - 1] == '0') k--;
  int n = atoi(p + 1) + 1; /* the decimal point sits after n digits */
  if (k <= n && n <= 21) {
    for (int i = 0; i < k; i++) str_unit(o, (u16c)digits[i]);
    for (int i = k; i < n; i++) str_unit(o, '0');
  } else if (0 < n && n <= 21) {
    for (int i = 0; i < n; i++) str_unit(o, (u16c)digits[i]);
    str_unit(o, '.');
    for (int i = n; i < k; i++) str_unit(o, (u16c)digits[i]);
  } else if (-6 < n && n <= 0) {
    str_ascii(o, "0.");
    for (int i = n; i < 0; i++) str_unit(o, '0');
    for (int i = 0; i < k; i++) str_unit(o, (u16c)digits[i]);
  } else {
    str_unit(o, (u16c)digits[0]);
    if (k > 1) {
      str_unit(o, '.');
      for (int i = 1; i < k; i++) str_unit(o, (u16c)digits[i]);
    }
    char e[16];
    snprintf(e, sizeof e, "e%c%d", n - 1 >= 0 ? '+' : '-', n - 1 >= 0 ? n - 1 : 1 - n);
    str_ascii(o, e);
  }
}

/* A canonical array index ("0", "17", at most 2^32 - 2), as JS orders and looks up
 * property keys; *index receives its value. */
static int array_index(const u16c *p, size_t n, uint32_t *index) {
  if (n == 0 || n > 10) return 0;
  if (p[0] == '0' && n > 1) return 0;
  uint64_t v = 0;
  for (size_t i = 0; i < n; i++) {
    if (p[i] < '0' || p[i] > '9') return 0;
    v = v * 10 + (uint64_t)(p[i] - '0');
  }
  if (v > 0xFFFFFFFEull) return 0;
  if (index) *index = (uint32_t)v;
  return 1;
}

static uint64_t hash_units(const u16c *p, size_t n) {
  uint64_t h = 1469598103934665603ull;
  for (size_t i = 0; i < n; i++) h = (h ^ p[i]) * 1099511628211ull;
  return h;
}

#endif
