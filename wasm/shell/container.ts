// A container's command and this host's files: what `docker run -v SRC:DST IMAGE CMD…`
// (podman, nerdctl, create, compose run: wasm/shell/launch.ts containerRunAt) runs sees of
// the host is what its mounts bind in. Its paths are the container's: one at or below a
// mount's target is the host's source with the rest appended (`-v "$PWD":/w … rm -rf /w`
// deletes the project); one outside every mount is the container's own (`rm -rf /etc`
// there deletes nothing of the host's): named OWN_ROOT + the path, which the rule sets read
// as a scratch directory's; one above a mount's target (`rm -rf /` with `/w` bound) and
// one in a container whose mounts are not known here is not known (unknown: a guard asks).
//
// How: the walk marks each command found in such a container (Cmd#mounts, from Interp#mounts
// while the launcher's command is walked — inner shells, `cd`, variables included, in the
// container's own terms); once the walk is done, `containerize` rewrites each one's words,
// directory, glob texts and redirect targets into the host's terms, so every rule reads them
// as it reads any command's. A redirect the docker command itself has is this host's: a
// relative one is made absolute from where docker runs. The container's home (`~`, `$HOME`)
// is not known here.
//
// Limits: a path inside a longer word is read only after a first `=` (`of=/w/x`,
// `--output=/w/x`); a link in the image that leads into a mount is not seen; a read-only
// mount is read as writable (a guard's stricter reading).
//
// Cost: once per command found in a container: one pass over its words (a long word left in
// its source is looked at by its first character only: it is not copied).

import { Cmd, Mounts, Redirect } from "./cmd";
import { joinWith } from "./text";

/** Where a container's own files are, as this model names them: no path of this host. */
export const OWN_ROOT = "/.container-own";

/** A path in a container, `.` and `..` resolved by name (no link is known there). */
export function containerPath(p: string): string {
  const parts = p.split("/");
  const out = new Array<string>();
  for (let i = 0; i < parts.length; i++) {
    const s = parts[i];
    if (s.length == 0 || s == ".") continue;
    if (s == "..") { if (out.length) out.pop(); continue; }
    out.push(s);
  }
  return "/" + joinWith(out, 0, 47);
}

/** The source of a volume's or a tmpfs's mount (launch.ts OWN_SOURCE): the container's own. */
export const OWN_SOURCE = "=";

/** The host's path for absolute container path p (normalized), or null when not known. */
export function hostOf(m: Mounts, p: string): string | null {
  if (m.unknown) return null;
  let best = -1;
  for (let k = 0; k < m.dst.length; k++) {
    const d = m.dst[k];
    if (d == "/" || p == d || p.startsWith(d + "/")) { if (best < 0 || d.length > m.dst[best].length) best = k; }
    // (above a host mount's target: what is done to it reaches the mount too)
    else if ((p == "/" || d.startsWith(p + "/")) && m.src[k] != OWN_SOURCE) return null;
  }
  if (best < 0 || m.src[best] == OWN_SOURCE && !hostBelow(m, p, m.dst[best])) return OWN_ROOT + p;
  // (another host mount below this one's target and at or below p: two hosts' paths)
  if (hostBelow(m, p, m.dst[best])) return null;
  const s = m.src[best];
  if (s.length == 0) return null;
  const d = m.dst[best];
  const rest = d == "/" ? (p == "/" ? "" : p) : p.substring(d.length);
  if (rest.length == 0) return s;
  return s.endsWith("/") ? s + rest.substring(1) : s + rest;
}

/** Some host mount's target is below `d` and at or below p. */
function hostBelow(m: Mounts, p: string, d: string): bool {
  for (let k = 0; k < m.dst.length; k++) {
    const e = m.dst[k];
    if (m.src[k] != OWN_SOURCE && e.length > d.length && (p == "/" || e == p || e.startsWith(p + "/"))) return true;
  }
  return false;
}

/** Whether the container sees a host path at all (a bind mount, or mounts not known). */
export function reachesHost(m: Mounts): bool {
  if (m.unknown) return true;
  for (let k = 0; k < m.src.length; k++) if (m.src[k] != OWN_SOURCE) return true;
  return false;
}

/** A word of a command in a container, in the host's terms; null when not known. */
function hostWord(m: Mounts, w: string): string | null {
  if (w.length == 0) return w;
  const f = w.charCodeAt(0);
  if (f == 47) {
    const h = hostOf(m, containerPath(w));
    if (h === null) return null;
    return w.length > 1 && w.endsWith("/") && !h!.endsWith("/") ? h! + "/" : h;
  }
  // (the container's home)
  if (f == 126 || w.startsWith("$HOME") || w.startsWith("${HOME")) return null;
  const e = w.indexOf("=");
  if (e > 0 && e + 1 < w.length && w.charCodeAt(e + 1) == 47) {
    const h = hostWord(m, w.substring(e + 1));
    return h === null ? null : w.substring(0, e + 1) + h!;
  }
  return w;
}

/** The directory a command in a container runs in, in the host's terms ("" not known). */
function hostDir(m: Mounts, d: string): string {
  if (d.length == 0 || d.charCodeAt(0) != 47) return "";
  const h = hostOf(m, containerPath(d));
  return h === null ? "" : h!;
}

/** A file a command in a container writes or reads, as the call's record of written files
 * names it (shell.ts writtenKey): the host's path; `?/NAME` (some file of that name) where
 * that is not known. */
export function hostFile(m: Mounts, dir: string, target: string): string {
  if (target.length == 0) return "";
  const f = target.charCodeAt(0);
  const t = f == 47 ? target : f != 126 && f != 36 && dir.startsWith("/") ? dir + "/" + target : "";
  if (t.length) {
    const h = hostOf(m, containerPath(t));
    if (h !== null) return h!.startsWith("/") ? containerPath(h!) : h!;
  }
  const n = containerPath("/" + target);
  const b = n.substring(n.lastIndexOf("/") + 1);
  return b.length ? "?/" + b : "";
}

/** Rewrites c, found in a container, into the host's terms (once). */
export function containerize(c: Cmd): void {
  const m = c.mounts;
  if (m === null) return;
  c.mounts = null;
  // its directory (and the two it may be)
  const alts = c.alts;
  const dir = hostDir(m!, c.dir);
  if (alts.length) {
    const a = new Array<string>();
    for (let k = 0; k < alts.length; k++) { const h = hostDir(m!, alts[k]); if (h.length == 0) { a.length = 0; break; } a.push(h); }
    c.dir = dir;
    if (a.length == alts.length) c.alts = a;
  } else c.dir = dir;
  // its words (a long one still in its source: by its first character)
  const q = c.pending;
  const n = c.argc();
  for (let i = 0; i < n; i++) {
    if (q !== null && pendingAt(c, i) >= 0) {
      const f = c.source.charCodeAt(pendingAt(c, i));
      if (f == 47 || f == 126 || f == 36) c.lit[i] = false;
      continue;
    }
    const w = c.words[i];
    if (!c.lit[i]) continue;
    const h = hostWord(m!, w);
    if (h === null) c.lit[i] = false;
    else if (h != w) c.words[i] = h!;
  }
  if (c.globs.length) {
    const g = new Array<string>();
    for (let k = 0; k < c.globs.length; k++) { const h = hostWord(m!, c.globs[k]); g.push(h === null ? c.globs[k] : h!); }
    c.globs = g;
  }
  if (c.redirects.length) {
    const rs = new Array<Redirect>();
    for (let k = 0; k < c.redirects.length; k++) {
      const r = c.redirects[k];
      if (!r.literal || r.op == "<<" || r.op == "<<<" || r.op == ">&" || r.op == "<&") { rs.push(r); continue; }
      if (c.hostRedirects) {
        // (the launcher's own, on this host: a relative one from where it runs)
        const t = r.target, f = t.length ? t.charCodeAt(0) : 0;
        if (f == 47 || f == 126 || f == 36) rs.push(r);
        else rs.push(m!.host.length ? new Redirect(r.op, r.fd, m!.host + "/" + t, true) : new Redirect(r.op, r.fd, t, false));
        continue;
      }
      const h = hostWord(m!, r.target);
      rs.push(h === null ? new Redirect(r.op, r.fd, r.target, false) : new Redirect(r.op, r.fd, h!, true));
    }
    c.redirects = rs;
  }
}

/** The start in c.source of word i when it is still there, else -1. */
function pendingAt(c: Cmd, i: i32): i32 {
  const q = c.pending!;
  for (let k = 0; k < q.length; k += 3) if (q[k] == i) return q[k + 1];
  return -1;
}
