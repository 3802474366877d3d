/*
 * rulec native host — JSON, as JSON.parse and JSON.stringify see it.
 *
 * Part of the host's single translation unit: included once, by host.c.
 *
 *  json_parse  an iterative parser over UTF-16 code units for ECMA-404 text (exactly
 *              JSON.parse's grammar; nesting bounded by memory only, as in V8). It
 *              validates the whole text and reports each value to a callback with the
 *              context its parent container was given, so a caller materialises only
 *              what it needs. Strings are unescaped in place (the unescaped form is never
 *              longer, and a string's span lies before any later write), so spans stay
 *              valid; \uXXXX escapes may leave lone surrogates, as in JS.
 *  JVal        a small DOM built on json_parse, with JS object semantics: a duplicate key
 *              keeps its first position and takes its last value; keys that are array
 *              indices come first, ascending, when the object is enumerated.
 *  json_stringify / js_tostring / js_join
 *              JSON.stringify, String(v) and Array.prototype.join over that DOM.
 */

#ifndef RULEC_JSON_H
#define RULEC_JSON_H

#include "util.h"

typedef struct {
  size_t at, len; /* a run of code units in the parsed buffer */
} Span;

enum { EV_STRING, EV_SCALAR, EV_OBJECT, EV_ARRAY };
enum { JSON_OK = 0, JSON_INVALID = -1 };
enum { CTX_NONE = 0, CTX_ROOT = 1 }; /* callers' contexts are other values (or pointers) */

/* parent: the context of the enclosing container (CTX_ROOT for the top-level value);
 * key: the member name inside an object, NULL inside an array or at the top level;
 * str: a string's unescaped span, or a scalar's source text. Returns the context for a
 * container value (ignored for others). */
typedef intptr_t (*JsonCallback)(void *user, u16c *buf, intptr_t parent, const Span *key, int ev, Span str);

typedef struct {
  intptr_t ctx;
  int is_object;
} Frame;

static int json_ws(u16c c) { return c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D; }
static int json_digit(u16c c) { return c >= '0' && c <= '9'; }

static int hex_value(u16c c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

/* s[*i] is the opening quote. */
static int json_string(u16c *s, size_t n, size_t *i, Span *out) {
  size_t r = *i + 1, w = r;
  out->at = r;
  for (;;) {
    if (r >= n) return JSON_INVALID;
    u16c c = s[r];
    if (c == '"') break;
    if (c < 0x20) return JSON_INVALID;
    if (c != '\\') {
      s[w++] = c;
      r++;
      continue;
    }
    if (++r >= n) return JSON_INVALID;
    switch (s[r]) {
      case '"': c = '"'; break;
      case '\\': c = '\\'; break;
      case '/': c = '/'; break;
      case 'b': c = 0x08; break;
      case 'f': c = 0x0C; break;
      case 'n': c = 0x0A; break;
      case 'r': c = 0x0D; break;
      case 't': c = 0x09; break;
      case 'u': {
        if (n - r < 5) return JSON_INVALID;
        unsigned v = 0;
        for (size_t k = 1; k <= 4; k++) {
          int h = hex_value(s[r + k]);
          if (h < 0) return JSON_INVALID;
          v = v << 4 | (unsigned)h;
        }
        c = (u16c)v;
        r += 4;
        break;
      }
      default: return JSON_INVALID;
    }
    s[w++] = c;
    r++;
  }
  out->len = w - out->at;
  *i = r + 1;
  return JSON_OK;
}

static int json_literal(const u16c *s, size_t n, size_t *i, const char *word) {
  size_t k = 0;
  for (; word[k]; k++)
    if (*i + k >= n || s[*i + k] != (u16c)word[k]) return JSON_INVALID;
  *i += k;
  return JSON_OK;
}

static int json_number(const u16c *s, size_t n, size_t *i) {
  size_t r = *i;
  if (r < n && s[r] == '-') r++;
  if (r >= n) return JSON_INVALID;
  if (s[r] == '0') r++;
  else if (s[r] >= '1' && s[r] <= '9')
    while (r < n && json_digit(s[r])) r++;
  else return JSON_INVALID;
  if (r < n && s[r] == '.') {
    r++;
    if (r >= n || !json_digit(s[r])) return JSON_INVALID;
    while (r < n && json_digit(s[r])) r++;
  }
  if (r < n && (s[r] == 'e' || s[r] == 'E')) {
    r++;
    if (r < n && (s[r] == '+' || s[r] == '-')) r++;
    if (r >= n || !json_digit(s[r])) return JSON_INVALID;
    while (r < n && json_digit(s[r])) r++;
  }
  *i = r;
  return JSON_OK;
}

static int json_parse(u16c *s, size_t n, JsonCallback cb, void *user) {
  Frame *stack = NULL;
  size_t depth = 0, cap = 0, i = 0;
  Span key = {0, 0}, str = {0, 0};
  int rc = JSON_INVALID;
  enum { S_VALUE, S_MEMBER, S_AFTER } state = S_VALUE;

  for (;;) {
    while (i < n && json_ws(s[i])) i++;
    if (state == S_MEMBER) {
      if (i >= n || s[i] != '"' || json_string(s, n, &i, &key) != JSON_OK) goto done;
      while (i < n && json_ws(s[i])) i++;
      if (i >= n || s[i] != ':') goto done;
      i++;
      state = S_VALUE;
      continue;
    }
    if (state == S_AFTER) {
      if (depth == 0) {
        rc = i == n ? JSON_OK : JSON_INVALID;
        goto done;
      }
      if (i >= n) goto done;
      Frame top = stack[depth - 1];
      if (s[i] == ',') {
        i++;
        state = top.is_object ? S_MEMBER : S_VALUE;
      } else if (s[i] == (top.is_object ? '}' : ']')) {
        i++;
        depth--;
      } else {
        goto done;
      }
      continue;
    }
    /* S_VALUE */
    if (i >= n) goto done;
    intptr_t parent = depth ? stack[depth - 1].ctx : CTX_ROOT;
    const Span *k = depth && stack[depth - 1].is_object ? &key : NULL;
    u16c c = s[i];
    if (c == '{' || c == '[') {
      int is_object = c == '{';
      i++;
      intptr_t ctx = cb(user, s, parent, k, is_object ? EV_OBJECT : EV_ARRAY, str);
      if (depth == cap) {
        cap = cap ? cap * 2 : 32;
        stack = xrealloc(stack, mul_size(cap, sizeof *stack));
      }
      stack[depth].is_object = is_object;
      stack[depth].ctx = ctx;
      depth++;
      while (i < n && json_ws(s[i])) i++;
      if (i < n && s[i] == (is_object ? '}' : ']')) {
        i++;
        depth--;
        state = S_AFTER;
      } else {
        state = is_object ? S_MEMBER : S_VALUE;
      }
      continue;
    }
    if (c == '"') {
      if (json_string(s, n, &i, &str) != JSON_OK) goto done;
      cb(user, s, parent, k, EV_STRING, str);
    } else {
      size_t start = i;
      int ok = c == 't'   ? json_literal(s, n, &i, "true")
               : c == 'f' ? json_literal(s, n, &i, "false")
               : c == 'n' ? json_literal(s, n, &i, "null")
                          : json_number(s, n, &i);
      if (ok != JSON_OK) goto done;
      Span lit = {start, i - start};
      cb(user, s, parent, k, EV_SCALAR, lit);
    }
    state = S_AFTER;
  }
done:
  free(stack);
  return rc;
}

static int span_is(const u16c *buf, const Span *sp, const char *a) {
  return sp && units_eq_ascii(buf + sp->at, sp->len, a);
}

/* ─── the DOM ────────────────────────────────────────────────────────────────── */

enum { J_UNDEFINED, J_NULL, J_FALSE, J_TRUE, J_NUMBER, J_STRING, J_ARRAY, J_OBJECT };

typedef struct JVal JVal;
struct JVal {
  int t;
  double num;
  const u16c *s; /* J_STRING: its code units (in a parse buffer or owned) */
  size_t sn;
  JVal **v;        /* J_ARRAY elements, J_OBJECT values */
  const u16c **kp; /* J_OBJECT keys */
  size_t *kn;
  size_t n, cap;
  size_t *slots; /* J_OBJECT with many keys: open-addressing index (position + 1) */
  size_t nslots;
};

static JVal *jnew(int t) {
  JVal *v = xrealloc(NULL, sizeof *v);
  memset(v, 0, sizeof *v);
  v->t = t;
  return v;
}

static JVal *jstring(const u16c *p, size_t n) {
  JVal *v = jnew(J_STRING);
  v->s = p;
  v->sn = n;
  return v;
}

static JVal *jnumber(double d) {
  JVal *v = jnew(J_NUMBER);
  v->num = d;
  return v;
}

static void jgrow(JVal *o) {
  if (o->n < o->cap) return;
  o->cap = o->cap ? o->cap * 2 : 8;
  o->v = xrealloc(o->v, mul_size(o->cap, sizeof *o->v));
  if (o->t == J_OBJECT) {
    o->kp = xrealloc(o->kp, mul_size(o->cap, sizeof *o->kp));
    o->kn = xrealloc(o->kn, mul_size(o->cap, sizeof *o->kn));
  }
}

static void jpush(JVal *a, JVal *x) {
  jgrow(a);
  a->v[a->n++] = x;
}

static void jindex_rebuild(JVal *o) {
  size_t want = 64;
  while (want < o->n * 2 + 2) want *= 2;
  free(o->slots);
  o->slots = xrealloc(NULL, mul_size(want, sizeof *o->slots));
  memset(o->slots, 0, want * sizeof *o->slots);
  o->nslots = want;
  for (size_t i = 0; i < o->n; i++) {
    size_t h = (size_t)hash_units(o->kp[i], o->kn[i]) & (want - 1);
    while (o->slots[h]) h = (h + 1) & (want - 1);
    o->slots[h] = i + 1;
  }
}

/* The position of an own key, or -1. */
static ptrdiff_t jfind(const JVal *o, const u16c *k, size_t kn) {
  if (o->t != J_OBJECT) return -1;
  if (!o->slots) {
    for (size_t i = 0; i < o->n; i++)
      if (units_eq(o->kp[i], o->kn[i], k, kn)) return (ptrdiff_t)i;
    return -1;
  }
  size_t h = (size_t)hash_units(k, kn) & (o->nslots - 1);
  for (; o->slots[h]; h = (h + 1) & (o->nslots - 1)) {
    size_t i = o->slots[h] - 1;
    if (units_eq(o->kp[i], o->kn[i], k, kn)) return (ptrdiff_t)i;
  }
  return -1;
}

/* obj[key] = x (CreateDataProperty: an existing key keeps its place). */
static void jset(JVal *o, const u16c *k, size_t kn, JVal *x) {
  ptrdiff_t at = jfind(o, k, kn);
  if (at >= 0) {
    o->v[at] = x;
    return;
  }
  jgrow(o);
  o->kp[o->n] = k;
  o->kn[o->n] = kn;
  o->v[o->n++] = x;
  if (o->slots ? o->n * 2 > o->nslots : o->n > 16) jindex_rebuild(o);
}

static void jset_ascii(JVal *o, const char *k, JVal *x) {
  Str s = str_of_ascii(k);
  jset(o, s.p, s.n, x);
}

/* An own property's value (objects: keys; arrays: indices and "length"), or NULL. */
static JVal *jget(const JVal *o, const u16c *k, size_t kn) {
  if (!o) return NULL;
  if (o->t == J_OBJECT) {
    ptrdiff_t at = jfind(o, k, kn);
    return at < 0 ? NULL : o->v[at];
  }
  if (o->t == J_ARRAY) {
    uint32_t ix;
    if (array_index(k, kn, &ix)) return ix < o->n ? o->v[ix] : NULL;
    if (units_eq_ascii(k, kn, "length")) return jnumber((double)o->n);
  }
  return NULL;
}

static JVal *jget_ascii(const JVal *o, const char *k) {
  Str s = str_of_ascii(k);
  JVal *v = jget(o, s.p, s.n);
  str_free(&s);
  return v;
}

typedef struct {
  JVal *root;
} DomBuild;

static intptr_t on_dom(void *user, u16c *buf, intptr_t parent, const Span *key, int ev, Span str) {
  JVal *x;
  if (ev == EV_STRING) {
    x = jstring(buf + str.at, str.len);
  } else if (ev == EV_OBJECT || ev == EV_ARRAY) {
    x = jnew(ev == EV_OBJECT ? J_OBJECT : J_ARRAY);
  } else {
    const u16c *p = buf + str.at;
    if (p[0] == 't') x = jnew(J_TRUE);
    else if (p[0] == 'f') x = jnew(J_FALSE);
    else if (p[0] == 'n') x = jnew(J_NULL);
    else {
      char tmp[64];
      char *num = str.len < sizeof tmp ? tmp : xrealloc(NULL, str.len + 1);
      for (size_t i = 0; i < str.len; i++) num[i] = (char)p[i];
      num[str.len] = 0;
      x = jnumber(strtod(num, NULL)); /* correctly rounded, as V8's JSON.parse */
      if (num != tmp) free(num);
    }
  }
  if (parent == CTX_ROOT) {
    ((DomBuild *)user)->root = x;
  } else {
    JVal *p = (JVal *)parent;
    if (key) jset(p, buf + key->at, key->len, x);
    else jpush(p, x);
  }
  return (intptr_t)x;
}

/* JSON.parse over code units (modified in place, and referenced by the result). NULL
 * when the text is not JSON. */
static JVal *json_dom(u16c *s, size_t n) {
  DomBuild b = {NULL};
  if (json_parse(s, n, on_dom, &b) != JSON_OK) return NULL;
  return b.root;
}

/* ─── stringify, String(), join ──────────────────────────────────────────────── */

static const char HEXDIGITS[] = "0123456789abcdef";

static void json_escape_unit(Str *o, u16c c) {
  str_ascii(o, "\\u");
  str_unit(o, (u16c)HEXDIGITS[(c >> 12) & 15]);
  str_unit(o, (u16c)HEXDIGITS[(c >> 8) & 15]);
  str_unit(o, (u16c)HEXDIGITS[(c >> 4) & 15]);
  str_unit(o, (u16c)HEXDIGITS[c & 15]);
}

/* JSON.stringify of a string (well-formed: lone surrogates escaped). */
static void json_quote(Str *o, const u16c *s, size_t n) {
  str_reserve(o, n + 2);
  str_unit(o, '"');
  for (size_t i = 0; i < n; i++) {
    u16c c = s[i];
    switch (c) {
      case '"': str_ascii(o, "\\\""); break;
      case '\\': str_ascii(o, "\\\\"); break;
      case 0x08: str_ascii(o, "\\b"); break;
      case 0x0C: str_ascii(o, "\\f"); break;
      case 0x0A: str_ascii(o, "\\n"); break;
      case 0x0D: str_ascii(o, "\\r"); break;
      case 0x09: str_ascii(o, "\\t"); break;
      default:
        if (c < 0x20) {
          json_escape_unit(o, c);
        } else if (is_high(c) && i + 1 < n && is_low(s[i + 1])) {
          str_unit(o, c);
          str_unit(o, s[++i]);
        } else if (is_high(c) || is_low(c)) {
          json_escape_unit(o, c);
        } else {
          str_unit(o, c);
        }
    }
  }
  str_unit(o, '"');
}

typedef struct {
  uint32_t index;
  size_t pos;
} IndexKey;

static int cmp_index_key(const void *a, const void *b) {
  uint32_t x = ((const IndexKey *)a)->index, y = ((const IndexKey *)b)->index;
  return x < y ? -1 : x > y;
}

/* The order JS enumerates an object's keys in: array indices ascending, then the rest
 * in insertion order. Returns positions (malloc'd). */
static size_t *key_order(const JVal *o) {
  size_t *order = xrealloc(NULL, mul_size(o->n + 1, sizeof *order));
  IndexKey *ix = xrealloc(NULL, mul_size(o->n + 1, sizeof *ix));
  size_t ni = 0, k = 0;
  for (size_t i = 0; i < o->n; i++) {
    uint32_t v;
    if (array_index(o->kp[i], o->kn[i], &v)) {
      ix[ni].index = v;
      ix[ni++].pos = i;
    }
  }
  if (ni) qsort(ix, ni, sizeof *ix, cmp_index_key);
  for (size_t i = 0; i < ni; i++) order[k++] = ix[i].pos;
  for (size_t i = 0; i < o->n; i++)
    if (!array_index(o->kp[i], o->kn[i], NULL)) order[k++] = i;
  free(ix);
  return order;
}

static void json_stringify(Str *o, const JVal *v) {
  switch (v ? v->t : J_UNDEFINED) {
    case J_UNDEFINED: /* only as an array element (JSON.stringify writes null) */
    case J_NULL: str_ascii(o, "null"); return;
    case J_FALSE: str_ascii(o, "false"); return;
    case J_TRUE: str_ascii(o, "true"); return;
    case J_NUMBER:
      if (isfinite(v->num)) js_number(o, v->num);
      else str_ascii(o, "null");
      return;
    case J_STRING: json_quote(o, v->s, v->sn); return;
    case J_ARRAY:
      str_unit(o, '[');
      for (size_t i = 0; i < v->n; i++) {
        if (i) str_unit(o, ',');
        json_stringify(o, v->v[i]);
      }
      str_unit(o, ']');
      return;
    default: {
      size_t *order = key_order(v);
      int first = 1;
      str_unit(o, '{');
      for (size_t j = 0; j < v->n; j++) {
        size_t i = order[j];
        if (v->v[i] && v->v[i]->t == J_UNDEFINED) continue;
        if (!first) str_unit(o, ',');
        first = 0;
        json_quote(o, v->kp[i], v->kn[i]);
        str_unit(o, ':');
        json_stringify(o, v->v[i]);
      }
      str_unit(o, '}');
      free(order);
    }
  }
}

static void js_join(Str *o, const JVal *a, const char *sep);

/* String(v) */
static void js_tostring(Str *o, const JVal *v) {
  switch (v ? v->t : J_UNDEFINED) {
    case J_UNDEFINED: str_ascii(o, "undefined"); return;
    case J_NULL: str_ascii(o, "null"); return;
    case J_FALSE: str_ascii(o, "false"); return;
    case J_TRUE: str_ascii(o, "true"); return;
    case J_NUMBER: js_number(o, v->num); return;
    case J_STRING: str_units(o, v->s, v->sn); return;
    case J_ARRAY: js_join(o, v, ","); return;
    default: str_ascii(o, "[object Object]");
  }
}

/* Array.prototype.join(sep): null and undefined elements are empty. */
static void js_join(Str *o, const JVal *a, const char *sep) {
  for (size_t i = 0; i < a->n; i++) {
    if (i) str_ascii(o, sep);
    const JVal *x = a->v[i];
    if (x && x->t != J_NULL && x->t != J_UNDEFINED) js_tostring(o, x);
  }
}

/* SameValueZero(a, b), as Array.prototype.includes compares. */
static int js_same_value_zero(const JVal *a, const JVal *b) {
  int ta = a ? a->t : J_UNDEFINED, tb = b ? b->t : J_UNDEFINED;
  if (ta != tb) return 0;
  switch (ta) {
    case J_NUMBER: return a->num == b->num || (a->num != a->num && b->num != b->num);
    case J_STRING: return units_eq(a->s, a->sn, b->s, b->sn);
    case J_ARRAY: case J_OBJECT: return a == b;
    default: return 1;
  }
}

/* JS truthiness */
static int js_truthy(const JVal *v) {
  switch (v ? v->t : J_UNDEFINED) {
    case J_UNDEFINED: case J_NULL: case J_FALSE: return 0;
    case J_NUMBER: return v->num == v->num && v->num != 0;
    case J_STRING: return v->sn != 0;
    default: return 1;
  }
}

#endif
