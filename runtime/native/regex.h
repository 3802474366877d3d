/*
 * rulec native host — `new RegExp(source).test(s)` for the glob fact.
 *
 * Part of the host's single translation unit: included once, by host.c.
 *
 * The glob fact's pattern is a JS regular expression (picomatch's output), tested
 * against relative paths. This is a backtracking matcher with ECMAScript semantics, no
 * flags (no /u: code units, Annex B syntax): alternation, capturing, non-capturing and
 * named groups, lookahead, backreferences, greedy and lazy quantifiers (with the spec's
 * empty-iteration check and capture reset), classes with ranges and \d \w \s, `.`,
 * ^ $ \b \B, and the usual escapes. Lookbehind is not supported: such a pattern is
 * reported as uncompilable, which the glob fact answers as "unknown" (-1). Syntax
 * errors JS would throw are errors here too.
 */

#ifndef RULEC_REGEX_H
#define RULEC_REGEX_H

#include "util.h"

enum { R_CHAR, R_ANY, R_CLASS, R_BOL, R_EOL, R_WORDB, R_NWORDB, R_ALT, R_GROUP, R_REPEAT, R_LOOK, R_BACKREF };

typedef struct {
  u16c lo, hi;
} RRange;

typedef struct {
  RRange *r;
  size_t n, cap;
  unsigned sets; /* bits: 1 \d, 2 \D, 4 \w, 8 \W, 16 \s, 32 \S */
  int negated;
} RClass;

typedef struct RNode RNode;
struct RNode {
  int type;
  RNode *next; /* the next term of the sequence */
  u16c ch;
  RClass *cls;
  RNode **alts; /* R_ALT: each alternative's first term (NULL: empty) */
  int nalts;
  RNode *body; /* R_GROUP, R_REPEAT, R_LOOK: an R_ALT */
  int cap;     /* R_GROUP: capture number (0: none); R_BACKREF: the group */
  int min, max, greedy, neg;
  int cap_lo, cap_hi; /* R_REPEAT: the captures inside [lo, hi) */
};

typedef struct {
  RNode *root;
  int ncap; /* capture groups, plus one */
} Regex;

typedef struct {
  const u16c *s;
  size_t n, i;
  int ncap, next_cap, named;
  Str *names; /* names[k]: group k's name (empty if unnamed) */
} RParse;

enum { RE_OK = 0, RE_SYNTAX = -1, RE_UNSUPPORTED = -2 };

static RNode *rnode(int type) {
  RNode *n = xrealloc(NULL, sizeof *n);
  memset(n, 0, sizeof *n);
  n->type = type;
  n->max = -1;
  return n;
}

static void rclass_add(RClass *c, u16c lo, u16c hi) {
  if (c->n == c->cap) {
    c->cap = c->cap ? c->cap * 2 : 8;
    c->r = xrealloc(c->r, mul_size(c->cap, sizeof *c->r));
  }
  c->r[c->n].lo = lo;
  c->r[c->n++].hi = hi;
}

static int re_word(u16c c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_'; }
static int re_digit(u16c c) { return c >= '0' && c <= '9'; }
static int re_lineterm(u16c c) { return c == 0x0A || c == 0x0D || c == 0x2028 || c == 0x2029; }

static int rclass_match(const RClass *c, u16c ch) {
  int in = 0;
  for (size_t i = 0; i < c->n && !in; i++) in = ch >= c->r[i].lo && ch <= c->r[i].hi;
  if (!in && c->sets) {
    in = ((c->sets & 1) && re_digit(ch)) || ((c->sets & 2) && !re_digit(ch)) || ((c->sets & 4) && re_word(ch)) ||
         ((c->sets & 8) && !re_word(ch)) || ((c->sets & 16) && js_space(ch)) || ((c->sets & 32) && !js_space(ch));
  }
  return in != c->negated;
}

static int hex_value_re(u16c c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

static int rp_eof(const RParse *p) { return p->i >= p->n; }
static u16c rp_peek(const RParse *p, size_t k) { return p->i + k < p->n ? p->s[p->i + k] : 0; }
static int rp_has(const RParse *p, size_t k) { return p->i + k < p->n; }

static int re_ident_start(u16c c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '$' || c >= 0x80; }
static int re_ident_part(u16c c) { return re_ident_start(c) || re_digit(c); }

/* <name> after "(?" or "\k"; p->i at '<'. */
static int rp_group_name(RParse *p, Str *name) {
  if (rp_peek(p, 0) != '<') return RE_SYNTAX;
  p->i++;
  if (rp_eof(p) || !re_ident_start(rp_peek(p, 0))) return RE_SYNTAX;
  while (!rp_eof(p) && re_ident_part(rp_peek(p, 0))) str_unit(name, p->s[p->i++]);
  if (rp_peek(p, 0) != '>' || rp_eof(p)) return RE_SYNTAX;
  p->i++;
  return RE_OK;
}

/* A braced quantifier at p->i ("{n}", "{n,}", "{n,m}")? Parses it when it is. */
static int rp_braced(RParse *p, int *min, int *max, int consume) {
  size_t i = p->i;
  if (i >= p->n || p->s[i] != '{') return 0;
  i++;
  if (i >= p->n || !re_digit(p->s[i])) return 0;
  long long a = 0, b = -1;
  while (i < p->n && re_digit(p->s[i])) {
    if (a < 0x7fffffff) a = a * 10 + (p->s[i] - '0');
    i++;
  }
  if (i < p->n && p->s[i] == ',') {
    i++;
    if (i < p->n && re_digit(p->s[i])) {
      b = 0;
      while (i < p->n && re_digit(p->s[i])) {
        if (b < 0x7fffffff) b = b * 10 + (p->s[i] - '0');
        i++;
      }
    } else {
      b = -2; /* unbounded */
    }
  } else {
    b = a;
  }
  if (i >= p->n || p->s[i] != '}') return 0;
  if (consume) {
    p->i = i + 1;
    *min = a > 0x7fffffff ? 0x7fffffff : (int)a;
    *max = b == -2 ? -1 : (b > 0x7fffffff ? 0x7fffffff : (int)b);
  }
  return 1;
}

/* A character escape after '\' (p->i past the backslash); in_class changes \b and
 * decimal escapes. Returns the code unit, or -1 for a class set (bits in *set), -2 for
 * a syntax error. */
static int rp_char_escape(RParse *p, int in_class, unsigned *set) {
  if (rp_eof(p)) return -2;
  u16c c = p->s[p->i++];
  switch (c) {
    case 'd': *set = 1; return -1;
    case 'D': *set = 2; return -1;
    case 'w': *set = 4; return -1;
    case 'W': *set = 8; return -1;
    case 's': *set = 16; return -1;
    case 'S': *set = 32; return -1;
    case 't': return 0x09;
    case 'n': return 0x0A;
    case 'v': return 0x0B;
    case 'f': return 0x0C;
    case 'r': return 0x0D;
    case 'b': return in_class ? 0x08 : 'b';
    case 'c': {
      u16c l = rp_peek(p, 0);
      if (rp_has(p, 0) && ((l >= 'a' && l <= 'z') || (l >= 'A' && l <= 'Z') || (in_class && (re_digit(l) || l == '_')))) {
        p->i++;
        return l % 32;
      }
      p->i--; /* Annex B: "\c" is a literal backslash; the 'c' is read next */
      return '\\';
    }
    case 'x': {
      if (rp_has(p, 1) && hex_value_re(rp_peek(p, 0)) >= 0 && hex_value_re(rp_peek(p, 1)) >= 0) {
        int v = hex_value_re(rp_peek(p, 0)) * 16 + hex_value_re(rp_peek(p, 1));
        p->i += 2;
        return v;
      }
      return 'x';
    }
    case 'u': {
      if (rp_has(p, 3)) {
        int v = 0, ok = 1;
        for (size_t k = 0; k < 4; k++) {
          int h = hex_value_re(rp_peek(p, k));
          if (h < 0) ok = 0;
          v = v * 16 + (h < 0 ? 0 : h);
        }
        if (ok) {
          p->i += 4;
          return v;
        }
      }
      return 'u';
    }
    case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7': {
      /* legacy octal: up to three digits, at most 0377 */
      int v = c - '0';
      if (rp_has(p, 0) && rp_peek(p, 0) >= '0' && rp_peek(p, 0) <= '7') {
        v = v * 8 + (rp_peek(p, 0) - '0');
        p->i++;
        if (c <= '3' && rp_has(p, 0) && rp_peek(p, 0) >= '0' && rp_peek(p, 0) <= '7') {
          v = v * 8 + (rp_peek(p, 0) - '0');
          p->i++;
        }
      }
      return v;
    }
    default: return c; /* identity escape (incl. \8, \9, \k without named groups, \-) */
  }
}

static RNode *rp_disjunction(RParse *p, int *err);

/* One atom of a class: a code unit (>= 0), or a class escape (< 0, its sets in *sets); -2 on a syntax error. */
static int rp_class_atom(RParse *p, unsigned *sets) {
  if (p->s[p->i] == '\\') {
    p->i++;
    return rp_char_escape(p, 1, sets);
  }
  return p->s[p->i++];
}

static RNode *rp_class(RParse *p, int *err) {
  RClass *c = xrealloc(NULL, sizeof *c);
  memset(c, 0, sizeof *c);
  if (rp_peek(p, 0) == '^' && rp_has(p, 0)) {
    c->negated = 1;
    p->i++;
  }
  for (;;) {
    if (rp_eof(p)) { *err = RE_SYNTAX; return NULL; } /* unterminated class */
    if (rp_peek(p, 0) == ']') {
      p->i++;
      break;
    }
    unsigned sa = 0;
    int a = rp_class_atom(p, &sa);
    if (a == -2) { *err = RE_SYNTAX; return NULL; }
    if (rp_peek(p, 0) == '-' && rp_has(p, 1) && rp_peek(p, 1) != ']') {
      p->i++;
      unsigned sb = 0;
      int b = rp_class_atom(p, &sb);
      if (b == -2) { *err = RE_SYNTAX; return NULL; }
      if (a < 0 || b < 0) { /* Annex B: a class escape at either end makes '-' literal */
        if (a < 0) c->sets |= sa; else rclass_add(c, (u16c)a, (u16c)a);
        rclass_add(c, '-', '-');
        if (b < 0) c->sets |= sb; else rclass_add(c, (u16c)b, (u16c)b);
        continue;
      }
      if (a > b) { *err = RE_SYNTAX; return NULL; } /* range out of order */
      rclass_add(c, (u16c)a, (u16c)b);
      continue;
    }
    if (a < 0) c->sets |= sa;
    else rclass_add(c, (u16c)a, (u16c)a);
  }
  RNode *n = rnode(R_CLASS);
  n->cls = c;
  return n;
}

/* One term (an assertion or a quantified atom), or NULL at the end of an alternative. */
static RNode *rp_term(RParse *p, int *err) {
  u16c c = p->s[p->i];
  RNode *atom = NULL;
  int assertion = 0, cap_lo = p->next_cap;
  switch (c) {
    case '^': p->i++; atom = rnode(R_BOL); assertion = 1; break;
    case '$': p->i++; atom = rnode(R_EOL); assertion = 1; break;
    case '.': p->i++; atom = rnode(R_ANY); break;
    case '[': p->i++; atom = rp_class(p, err); break;
    case '*': case '+': case '?': *err = RE_SYNTAX; return NULL; /* nothing to repeat */
    case '{': {
      int a, b;
      if (rp_braced(p, &a, &b, 0)) { *err = RE_SYNTAX; return NULL; }
      p->i++;
      atom = rnode(R_CHAR);
      atom->ch = '{';
      break;
    }
    case '(': {
      p->i++;
      int type = R_GROUP, neg = 0, cap = 0;
      if (rp_peek(p, 0) == '?' && rp_has(p, 0)) {
        u16c k = rp_peek(p, 1);
        if (k == ':') { p->i += 2; }
        else if (k == '=' || k == '!') { p->i += 2; type = R_LOOK; neg = k == '!'; }
        else if (k == '<' && (rp_peek(p, 2) == '=' || rp_peek(p, 2) == '!') && rp_has(p, 2)) { *err = RE_UNSUPPORTED; return NULL; }
        else if (k == '<') {
          p->i++;
          Str name = {0};
          if (rp_group_name(p, &name) != RE_OK) { *err = RE_SYNTAX; return NULL; }
          cap = p->next_cap++;
        } else { *err = RE_SYNTAX; return NULL; }
      } else {
        cap = p->next_cap++;
      }
      RNode *body = rp_disjunction(p, err);
      if (*err) return NULL;
      if (rp_eof(p) || p->s[p->i] != ')') { *err = RE_SYNTAX; return NULL; } /* unterminated group */
      p->i++;
      atom = rnode(type);
      atom->body = body;
      atom->cap = cap;
      atom->neg = neg;
      break;
    }
    case '\\': {
      p->i++;
      if (rp_eof(p)) { *err = RE_SYNTAX; return NULL; } /* \ at end of pattern */
      u16c e = p->s[p->i];
      if (e == 'b' || e == 'B') {
        p->i++;
        atom = rnode(e == 'b' ? R_WORDB : R_NWORDB);
        assertion = 1;
        break;
      }
      if (e >= '1' && e <= '9') {
        size_t save = p->i;
        long v = 0;
        while (!rp_eof(p) && re_digit(p->s[p->i]) && v < 100000) v = v * 10 + (p->s[p->i++] - '0');
        if (v < p->ncap) {
          atom = rnode(R_BACKREF);
          atom->cap = (int)v;
          break;
        }
        p->i = save; /* Annex B: not a backreference — an octal or identity escape */
      }
      if (e == 'k' && p->named) {
        p->i++;
        Str name = {0};
        if (rp_group_name(p, &name) != RE_OK) { *err = RE_SYNTAX; return NULL; }
        int found = 0;
        for (int k = 1; k < p->ncap; k++)
          if (p->names[k].n && units_eq(p->names[k].p, p->names[k].n, name.p, name.n)) found = k;
        if (!found) { *err = RE_SYNTAX; return NULL; }
        atom = rnode(R_BACKREF);
        atom->cap = found;
        break;
      }
      unsigned set = 0;
      int ch = rp_char_escape(p, 0, &set);
      if (ch == -2) { *err = RE_SYNTAX; return NULL; }
      if (ch == -1) {
        atom = rnode(R_CLASS);
        atom->cls = xrealloc(NULL, sizeof *atom->cls);
        memset(atom->cls, 0, sizeof *atom->cls);
        atom->cls->sets = set;
      } else {
        atom = rnode(R_CHAR);
        atom->ch = (u16c)ch;
      }
      break;
    }
    default:
      p->i++;
      atom = rnode(R_CHAR);
      atom->ch = c;
  }
  if (*err) return NULL;
  /* a quantifier? */
  int min = -1, max = -1;
  u16c q = rp_eof(p) ? 0 : p->s[p->i];
  if (q == '*' || q == '+' || q == '?') {
    p->i++;
    min = q == '+' ? 1 : 0;
    max = q == '?' ? 1 : -1;
  } else if (q == '{' && rp_braced(p, &min, &max, 1)) {
    if (max >= 0 && min > max) { *err = RE_SYNTAX; return NULL; } /* numbers out of order */
  } else {
    return atom;
  }
  if (assertion) { *err = RE_SYNTAX; return NULL; } /* nothing to repeat */
  RNode *r = rnode(R_REPEAT);
  r->min = min;
  r->max = max;
  r->greedy = 1;
  if (!rp_eof(p) && p->s[p->i] == '?') {
    p->i++;
    r->greedy = 0;
  }
  r->body = atom;
  r->cap_lo = cap_lo;
  r->cap_hi = p->next_cap;
  return r;
}

static RNode *rp_disjunction(RParse *p, int *err) {
  RNode *alt = rnode(R_ALT);
  int cap = 0;
  for (;;) {
    RNode *head = NULL, *tail = NULL;
    while (!rp_eof(p) && p->s[p->i] != '|' && p->s[p->i] != ')') {
      RNode *t = rp_term(p, err);
      if (*err) return NULL;
      if (tail) tail->next = t;
      else head = t;
      tail = t;
    }
    if (alt->nalts == cap) {
      cap = cap ? cap * 2 : 2;
      alt->alts = xrealloc(alt->alts, mul_size((size_t)cap, sizeof *alt->alts));
    }
    alt->alts[alt->nalts++] = head;
    if (rp_eof(p) || p->s[p->i] != '|') return alt;
    p->i++;
  }
}

/* What opens at s[i], outside a class: 0 nothing (or an escape, `in_class` and `i` kept up
 * to date), 1 a capture group, 2 a named capture group (its name from i + 3), 3 another group. */
static int rp_group_at(RParse *p, size_t *i, int *in_class) {
  u16c c = p->s[*i];
  if (c == '\\') { (*i)++; return 0; }
  if (*in_class) { if (c == ']') *in_class = 0; return 0; }
  if (c == '[') { *in_class = 1; return 0; }
  if (c != '(') return 0;
  if (*i + 1 < p->n && p->s[*i + 1] == '?') {
    if (*i + 3 < p->n && p->s[*i + 2] == '<' && p->s[*i + 3] != '=' && p->s[*i + 3] != '!') return 2;
    return 3;
  }
  return 1;
}

/* Counts the capture groups and collects their names (a pre-pass, as \N may refer
 * forward). */
static void rp_scan_groups(RParse *p) {
  int in_class = 0, k = 1;
  for (size_t i = 0; i < p->n; i++) {
    int g = rp_group_at(p, &i, &in_class);
    if (g == 2) p->named = 1;
    if (g == 1 || g == 2) k++;
  }
  p->ncap = k;
  p->names = xrealloc(NULL, mul_size((size_t)k, sizeof *p->names));
  memset(p->names, 0, (size_t)k * sizeof *p->names);
  /* names, in group order */
  int g = 1;
  in_class = 0;
  for (size_t i = 0; i < p->n; i++) {
    int kind = rp_group_at(p, &i, &in_class);
    if (kind == 2) for (size_t j = i + 3; j < p->n && p->s[j] != '>'; j++) str_unit(&p->names[g], p->s[j]);
    if (kind == 1 || kind == 2) g++;
  }
}

/* new RegExp(source): RE_OK, RE_SYNTAX (JS would throw) or RE_UNSUPPORTED. */
static int regex_compile(const u16c *s, size_t n, Regex *out) {
  RParse p = {s, n, 0, 0, 1, 0, NULL};
  int err = RE_OK;
  rp_scan_groups(&p);
  for (int a = 1; a < p.ncap; a++) /* duplicate group names are an error */
    for (int b = a + 1; b < p.ncap; b++)
      if (p.names[a].n && units_eq(p.names[a].p, p.names[a].n, p.names[b].p, p.names[b].n)) return RE_SYNTAX;
  RNode *root = rp_disjunction(&p, &err);
  if (err) return err;
  if (!rp_eof(&p)) return RE_SYNTAX; /* an unmatched ')' */
  out->root = root;
  out->ncap = p.ncap;
  return RE_OK;
}

/* ─── matching ───────────────────────────────────────────────────────────────── */

enum { K_SEQ, K_GROUP_END, K_REPEAT, K_ACCEPT };

typedef struct Cont Cont;
struct Cont {
  int kind;
  const RNode *node;
  const Cont *next;
  size_t start;
  int min, max, cap;
};

typedef struct {
  const u16c *s;
  size_t n;
  ptrdiff_t *caps; /* [2k], [2k+1]: group k's start and end, -1 when unset */
  int ncap;
} RMatch;

static int rm_seq(RMatch *m, const RNode *node, size_t i, const Cont *k);
static int rm_repeat(RMatch *m, const RNode *r, int min, int max, size_t i, const Cont *k);

static int rm_cont(RMatch *m, size_t i, const Cont *k) {
  switch (k->kind) {
    case K_SEQ: return rm_seq(m, k->node, i, k->next);
    case K_GROUP_END: {
      ptrdiff_t s0 = m->caps[2 * k->cap], e0 = m->caps[2 * k->cap + 1];
      m->caps[2 * k->cap] = (ptrdiff_t)k->start;
      m->caps[2 * k->cap + 1] = (ptrdiff_t)i;
      if (rm_cont(m, i, k->next)) return 1;
      m->caps[2 * k->cap] = s0;
      m->caps[2 * k->cap + 1] = e0;
      return 0;
    }
    case K_REPEAT: {
      /* RepeatMatcher's continuation d: an iteration past the minimum must consume */
      if (k->min == 0 && i == k->start) return 0;
      int min2 = k->min ? k->min - 1 : 0, max2 = k->max < 0 ? -1 : k->max - 1;
      return rm_repeat(m, k->node, min2, max2, i, k->next);
    }
    default: return 1; /* K_ACCEPT */
  }
}

/* A copy of some captures, on the stack when few (frames stay small: the matcher
 * recurses once or more per character). */
typedef struct {
  ptrdiff_t small[4];
  ptrdiff_t *p;
  size_t n;
} CapSave;

static void cap_save(CapSave *c, const ptrdiff_t *from, size_t n) {
  c->n = n;
  c->p = n <= 4 ? c->small : xrealloc(NULL, mul_size(n, sizeof *c->p));
  if (n) memcpy(c->p, from, n * sizeof *c->p);
}

static void cap_restore(CapSave *c, ptrdiff_t *to) {
  if (c->n) memcpy(to, c->p, c->n * sizeof *c->p);
}

static void cap_drop(CapSave *c) {
  if (c->p != c->small) free(c->p);
}

static int rm_repeat(RMatch *m, const RNode *r, int min, int max, size_t i, const Cont *k) {
  if (max == 0) return rm_seq(m, r->next, i, k);
  Cont d = {K_REPEAT, r, k, i, min, max, 0};
  size_t lo = (size_t)r->cap_lo * 2, cnt = (size_t)(r->cap_hi - r->cap_lo) * 2;
  CapSave saved;
  cap_save(&saved, m->caps + lo, cnt);
  int ok;
  if (min != 0) {
    for (size_t j = 0; j < cnt; j++) m->caps[lo + j] = -1;
    ok = rm_seq(m, r->body, i, &d);
    if (!ok) cap_restore(&saved, m->caps + lo);
  } else if (!r->greedy) {
    ok = rm_seq(m, r->next, i, k);
    if (!ok) {
      for (size_t j = 0; j < cnt; j++) m->caps[lo + j] = -1;
      ok = rm_seq(m, r->body, i, &d);
      if (!ok) cap_restore(&saved, m->caps + lo);
    }
  } else {
    for (size_t j = 0; j < cnt; j++) m->caps[lo + j] = -1;
    ok = rm_seq(m, r->body, i, &d);
    if (!ok) {
      cap_restore(&saved, m->caps + lo);
      ok = rm_seq(m, r->next, i, k);
    }
  }
  cap_drop(&saved);
  return ok;
}

static int rm_seq(RMatch *m, const RNode *n, size_t i, const Cont *k) {
  if (!n) return rm_cont(m, i, k);
  switch (n->type) {
    case R_CHAR: return i < m->n && m->s[i] == n->ch && rm_seq(m, n->next, i + 1, k);
    case R_ANY: return i < m->n && !re_lineterm(m->s[i]) && rm_seq(m, n->next, i + 1, k);
    case R_CLASS: return i < m->n && rclass_match(n->cls, m->s[i]) && rm_seq(m, n->next, i + 1, k);
    case R_BOL: return i == 0 && rm_seq(m, n->next, i, k);
    case R_EOL: return i == m->n && rm_seq(m, n->next, i, k);
    case R_WORDB:
    case R_NWORDB: {
      int a = i > 0 && re_word(m->s[i - 1]), b = i < m->n && re_word(m->s[i]);
      return ((a != b) == (n->type == R_WORDB)) && rm_seq(m, n->next, i, k);
    }
    case R_BACKREF: {
      ptrdiff_t s = m->caps[2 * n->cap], e = m->caps[2 * n->cap + 1];
      if (s < 0 || e < 0) return rm_seq(m, n->next, i, k);
      size_t len = (size_t)(e - s);
      if (i + len > m->n || (len && memcmp(m->s + s, m->s + i, len * sizeof(u16c)))) return 0;
      return rm_seq(m, n->next, i + len, k);
    }
    case R_ALT: {
      Cont after = {K_SEQ, n->next, k, 0, 0, 0, 0};
      for (int a = 0; a < n->nalts; a++)
        if (rm_seq(m, n->alts[a], i, &after)) return 1;
      return 0;
    }
    case R_GROUP: {
      Cont after = {K_SEQ, n->next, k, 0, 0, 0, 0};
      if (!n->cap) return rm_seq(m, n->body, i, &after);
      Cont end = {K_GROUP_END, NULL, &after, i, 0, 0, n->cap};
      return rm_seq(m, n->body, i, &end);
    }
    case R_LOOK: {
      CapSave saved;
      cap_save(&saved, m->caps, (size_t)m->ncap * 2);
      Cont accept = {K_ACCEPT, NULL, NULL, 0, 0, 0, 0};
      int r = rm_seq(m, n->body, i, &accept);
      int ok;
      if (n->neg) {
        cap_restore(&saved, m->caps);
        ok = !r && rm_seq(m, n->next, i, k);
      } else if (!r) {
        ok = 0;
      } else {
        ok = rm_seq(m, n->next, i, k); /* no backtracking into a lookahead */
        if (!ok) cap_restore(&saved, m->caps);
      }
      cap_drop(&saved);
      return ok;
    }
    default: return rm_repeat(m, n, n->min, n->max, i, k);
  }
}

/* RegExp.prototype.test (no flags): a match starting anywhere. */
static int regex_test(const Regex *re, const u16c *s, size_t n) {
  RMatch m = {s, n, NULL, re->ncap};
  m.caps = xrealloc(NULL, mul_size((size_t)re->ncap * 2, sizeof *m.caps));
  Cont accept = {K_ACCEPT, NULL, NULL, 0, 0, 0, 0};
  int found = 0;
  for (size_t i = 0; i <= n && !found; i++) {
    for (int c = 0; c < re->ncap * 2; c++) m.caps[c] = -1;
    found = rm_seq(&m, re->root, i, &accept);
  }
  free(m.caps);
  return found;
}

#endif
