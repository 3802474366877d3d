// Option grammars for the packages family: package managers and the Python/Rust/Go/Homebrew
// tooling the readonly `packages` family approves (rules/readonly/packages.ts). Each spec is
// the union of the options of the CLI's global parser and of the read subcommands that
// family approves, so that `.knownOptions()` holds only when every option is one of these
// and the operands (the subcommand first) are read as the tool reads them. An option that
// only a mutating subcommand takes is left out on purpose: the allow rules never need it,
// and an unknown option approves nothing.
//
// Where one spelling is a flag in one subcommand and takes a value in another, the value
// reading is kept (it can only make fewer words operands) and the clash is noted.
//
// Sources:
// - npm: npm 11's config definitions (@npmcli/config lib/definitions, `npm help config`);
//   nopt reads options: unknown-to-type options are booleans, long options may be
//   abbreviated, `-ws`-style single-dash shorthands are one word.
// - yarn: classic `yarn help` and yarnpkg.com CLI reference; pnpm: pnpm.io/cli/*.
// - pip: pip 23–25 optparse parsers (`pip <cmd> --help`): optparse accepts unambiguous
//   prefixes of long options.
// - python: `python3 --help` (3.11+) and pip's options (for `python -m pip …`).
// - uv: docs.astral.sh/uv/reference/cli (clap: no abbreviations).
// - cargo: The Cargo Book, "Commands" (cargo(1), cargo-tree(1), cargo-metadata(1), …).
// - go: `go help` (cmd/go): Go's flag package reads `-flag` and `--flag` alike.
// - make: GNU make manual, "Options Summary".
// - brew: docs.brew.sh/Manpage (Homebrew's parser requires exact option names).
// - ruff: docs.astral.sh/ruff/configuration ("Command-line interface"); black: `black
//   --help` (click); isort: pycqa.github.io/isort "Configuration options" (argparse:
//   abbreviations allowed); pre-commit: pre-commit.com "CLI"; rtk: rtk-ai/rtk README and
//   docs (clap).

import type { Arity, CommandSpec } from "./types.ts";

/** Options from name lists: `--name` for each long name, `-x` for each short. */
function opts(valued: readonly string[], flags: readonly string[], extra: Record<string, Arity> = {}): Record<string, Arity> {
  const o: Record<string, Arity> = {};
  for (const f of flags) o[f] = "flag";
  for (const v of valued) o[v] = "value";
  return { ...o, ...extra };
}
const long = (names: readonly string[]): string[] => names.map((n) => `--${n}`);

// ─── npm ──────────────────────────────────────────────────────────────────────
// Every npm config (each may be given on the command line as --name); booleans also as
// --no-name. `--color` is ["always", Boolean]: a value only as `--color=always` here (nopt
// also takes a following `always`, which then reads as an operand: never approved).
const NPM_VALUED = [
  "_auth", "access", "allow-directory", "allow-file", "allow-git", "allow-remote", "allow-scripts",
  "also", "audit-level", "auth-type", "before", "browser", "ca", "cache", "cache-max", "cache-min",
  "cafile", "call", "cert", "cidr", "cpu", "depth", "diff", "diff-dst-prefix",
  "diff-src-prefix", "diff-unified", "editor", "expect-result-count", "expires", "fetch-retries",
  "fetch-retry-factor", "fetch-retry-maxtimeout", "fetch-retry-mintimeout", "fetch-timeout", "git",
  "globalconfig", "heading", "https-proxy", "include", "init-author-email", "init-author-name",
  "init-author-url", "init-license", "init-module", "init-type", "init-version",
  "init.author.email", "init.author.name", "init.author.url", "init.license", "init.module",
  "init.version", "install-strategy", "key", "libc", "local-address", "location",
  "lockfile-version", "loglevel", "logs-dir", "logs-max", "maxsockets", "message",
  "min-release-age", "min-release-age-exclude", "name", "node-gyp", "node-options", "noproxy",
  "omit", "only", "orgs", "orgs-permission", "os", "otp", "pack-destination", "package",
  "packages", "packages-and-scopes-permission", "password", "prefix", "preid", "provenance-file",
  "proxy", "registry", "replace-registry-host", "save-prefix", "sbom-format", "sbom-type", "scope",
  "scopes", "script-shell", "searchexclude", "searchlimit", "searchopts", "searchstaleness",
  "shell", "tag", "tag-version-prefix", "token-description", "umask", "user-agent", "userconfig",
  "viewer", "which", "workspace",
  // shorthands spelled long
  "reg", "enjoy-by",
];
const NPM_FLAGS = [
  "all", "allow-same-version", "allow-scripts-pending", "allow-scripts-pin", "audit", "bin-links",
  "bypass-2fa", "commit-hooks", "dangerously-allow-all-scripts", "description", "dev",
  "diff-ignore-all-space", "diff-name-only", "diff-no-prefix", "diff-text", "dry-run",
  "engine-strict", "expect-results", "force", "foreground-scripts", "format-package-lock", "fund",
  "git-tag-version", "global", "global-style", "if-present", "ignore-scripts",
  "include-attestations", "include-staged", "include-workspace-root", "init-private",
  "install-links", "json", "legacy-bundling", "legacy-peer-deps", "link", "long", "offline",
  "omit-lockfile-registry-resolved", "optional", "package-lock", "package-lock-only",
  "packages-all", "parseable", "prefer-dedupe", "prefer-offline", "prefer-online", "production",
  "progress", "provenance", "read-only", "rebuild-bundle", "save", "save-bundle", "save-dev",
  "save-exact", "save-optional", "save-peer", "save-prod", "shrinkwrap", "sign-git-commit",
  "sign-git-tag", "strict-allow-scripts", "strict-peer-deps", "strict-ssl", "timing", "unicode",
  "update-notifier", "usage", "version", "versions", "workspaces", "workspaces-update", "yes",
  // shorthands spelled long (nopt's shorthand table)
  "help", "quiet", "silent", "verbose", "local", "porcelain", "readonly", "desc",
];
// npm's single-dash shorthands (nopt): -c/-L/-m/-C/-w take a value (--call, --location,
// --message, --prefix, --workspace); -reg and -enjoy-by too; the rest are booleans.
const NPM_SHORT_VALUED = ["-c", "-L", "-m", "-C", "-w", "-reg", "-enjoy-by"];
const NPM_SHORT_FLAGS = [
  "-a", "-B", "-d", "-D", "-E", "-f", "-g", "-h", "-H", "-?", "-l", "-n", "-O", "-p", "-P", "-q", "-s",
  "-S", "-v", "-y", "-dd", "-ddd", "-ws", "-iwr", "-desc", "-quiet", "-silent", "-verbose", "-local",
  "-no", "-porcelain", "-readonly", "-help",
];

const NPM: CommandSpec = {
  abbrev: true,
  options: opts([...long(NPM_VALUED), ...NPM_SHORT_VALUED], [...long(NPM_FLAGS), ...long(NPM_FLAGS.map((f) => `no-${f}`)), ...NPM_SHORT_FLAGS], { "--color": "optional", "--no-color": "flag" }),
};

// yarn (classic 1.x and berry): the global options and those of the read commands.
const YARN: CommandSpec = {
  abbrev: false,
  options: opts(
    ["--cwd", "--cache-folder", "--modules-folder", "--global-folder", "--link-folder", "--preferred-cache-folder", "--registry", "--network-timeout", "--network-concurrency", "--proxy", "--https-proxy", "--mutex", "--otp", "--pattern", "--depth", "--level", "--groups", "--scope", "--use-yarnrc"],
    ["-h", "--help", "-v", "--version", "-s", "--silent", "--verbose", "--json", "--no-progress", "--no-emoji", "--emoji", "--offline", "--prefer-offline", "--non-interactive", "--no-default-rc", "--no-lockfile", "--pure-lockfile", "--frozen-lockfile", "--ignore-scripts", "--production", "--prod", "--flat", "--focus", "--strict-semver", "-R", "--recursive", "-A", "--all", "-v", "--verbose", "--peers", "--summary", "--no-node-version-check", "--check-files"],
  ),
};

// pnpm: global options and those of list/outdated/why/root/bin/audit/licenses/config.
const PNPM: CommandSpec = {
  abbrev: false,
  options: opts(
    ["-C", "--dir", "-F", "--filter", "--filter-prod", "--test-pattern", "--changed-files-ignore-pattern", "--depth", "--reporter", "--loglevel", "--workspace-concurrency", "--global-dir", "--format", "--audit-level", "--ignore", "--registry", "--lockfile-dir", "--modules-dir", "--virtual-store-dir", "--store-dir", "--location"],
    ["-h", "--help", "-v", "--version", "-r", "--recursive", "-w", "--workspace-root", "--include-workspace-root", "--fail-if-no-match", "-g", "--global", "-P", "--prod", "-D", "--dev", "--no-optional", "--json", "--long", "--parseable", "--only-projects", "--exclude-peers", "--compatible", "--no-table", "-s", "--silent", "--color", "--no-color", "--aggregate-output", "--stream", "--parallel", "--ignore-registry-errors", "--ignore-workspace", "--offline", "--prefer-offline", "--lockfile-only", "--frozen-lockfile", "--ignore-pnpmfile"],
  ),
};

// ─── pip ──────────────────────────────────────────────────────────────────────
// pip 23–25: the main parser (general options) and list, show, freeze, check, config,
// debug, index, inspect, hash, cache, search, help. Clash: -f is `show --files` (flag)
// and `list --find-links` (value): read as a value.
const PIP_OPTIONS: Record<string, Arity> = opts(
  ["--python", "--log", "--log-file", "--local-log", "--keyring-provider", "--proxy", "--retries", "--resume-retries", "--timeout", "--default-timeout", "--exists-action", "--trusted-host", "--cert", "--client-cert", "--cache-dir", "--use-feature", "--use-deprecated",
    "--path", "--format", "--exclude", "-i", "--index-url", "--pypi-url", "--extra-index-url", "-f", "--find-links", "-r", "--requirement", "--editor",
    "--platform", "--python-version", "--implementation", "--abi", "--no-binary", "--only-binary", "-a", "--algorithm", "--index"],
  ["-h", "--help", "--debug", "--isolated", "--require-virtualenv", "--require-venv", "-v", "--verbose", "-V", "--version", "-q", "--quiet", "--no-input", "--no-cache-dir", "--disable-pip-version-check", "--no-color", "--no-python-version-warning",
    "-o", "--outdated", "-u", "--uptodate", "-e", "--editable", "-l", "--local", "--user", "--pre", "--not-required", "--exclude-editable", "--include-editable", "--no-index", "--files", "--all", "--global", "--site", "--ignore-requires-python", "--json"],
);
const PIP: CommandSpec = { abbrev: true, options: PIP_OPTIONS };

// python: the interpreter's own options (python3 --help) and, for `python -m pip …`,
// pip's. Clashes: -i is python's interactive flag and pip's --index-url (value kept);
// -c takes the program (value).
const PYTHON: CommandSpec = {
  abbrev: true,
  options: {
    ...PIP_OPTIONS,
    ...opts(["-c", "-m", "-W", "-X", "--check-hash-based-pycs"],
      ["-b", "-B", "-d", "-E", "-h", "-?", "--help", "--help-env", "--help-xoptions", "--help-all", "-I", "-O", "-OO", "-P", "-q", "-R", "-s", "-S", "-u", "-v", "-V", "--version", "-VV", "-x"]),
  },
};

// ─── uv ───────────────────────────────────────────────────────────────────────
// Global options, and those of pip list/show/freeze/check/tree, tree, export, version,
// python list/find/dir, tool list/dir, cache dir (docs.astral.sh/uv/reference/cli).
const UV: CommandSpec = {
  abbrev: false,
  options: opts(
    ["--color", "--allow-insecure-host", "--directory", "--project", "--config-file", "--cache-dir", "--python-preference", "--preview-features",
      "-p", "--python", "--exclude", "--format", "--output-format", "--path", "--index", "--default-index", "-i", "--index-url", "--extra-index-url", "-f", "--find-links", "--index-strategy", "--keyring-provider", "--exclude-newer",
      "-d", "--depth", "--prune", "--package", "--python-version", "--python-platform", "--group", "--only-group", "--no-group", "--extra", "--resolution", "--prerelease", "--fork-strategy", "--script", "--bump", "-o", "--output-file", "--no-emit-package", "-C", "--config-setting"],
    ["-q", "--quiet", "-v", "--verbose", "--native-tls", "--offline", "--no-offline", "--no-progress", "--no-config", "-n", "--no-cache", "--no-python-downloads", "--allow-python-downloads", "--managed-python", "--no-managed-python", "--preview", "--no-preview", "--isolated", "--show-settings", "-h", "--help", "-V", "--version",
      "-e", "--editable", "--exclude-editable", "--outdated", "--strict", "--system", "--files", "--no-index",
      "--no-dedupe", "--invert", "--reverse", "--show-version-specifiers", "--show-sizes", "--universal", "--no-dev", "--only-dev", "--dev", "--all-groups", "--no-default-groups", "--all-extras", "--no-extra", "--locked", "--frozen", "--no-build", "--no-sources", "--all-packages",
      "--short", "--dry-run", "--all-versions", "--all-platforms", "--all-arches", "--only-installed", "--only-downloads", "--show-urls", "--show-version", "--no-project", "--bin", "--show-paths", "--show-extras", "--show-with",
      "--no-hashes", "--no-header", "--no-annotate", "--no-emit-project", "--no-emit-workspace", "--no-editable", "--prune-unused"],
  ),
};

// ─── cargo ────────────────────────────────────────────────────────────────────
// cargo(1)'s global options, and those of tree, metadata, search, info, pkgid,
// locate-project, read-manifest, verify-project, owner (--list), fmt, package (--list),
// clean (--dry-run), report, help.
const CARGO: CommandSpec = {
  abbrev: false,
  options: opts(
    ["--explain", "--color", "-C", "--config", "-Z", "-p", "--package", "--exclude", "-e", "--edges", "-i", "--invert", "--prune", "--depth", "--charset", "-f", "--format", "--prefix", "-F", "--features", "--target", "--manifest-path", "--lockfile-path", "--format-version", "--filter-platform", "--limit", "--index", "--registry", "--message-format", "-a", "--add", "-r", "--remove", "--token", "--target-dir", "--profile", "--id"],
    ["-V", "--version", "--list", "-v", "-vv", "--verbose", "-q", "--quiet", "--locked", "--offline", "--frozen", "-h", "--help", "--workspace", "--all", "--no-dedupe", "-d", "--duplicates", "--all-features", "--no-default-features", "--all-targets", "--ignore-rust-version", "--no-deps", "-l", "--check", "-n", "--dry-run", "--release", "--doc", "--allow-dirty", "--no-verify"],
  ),
};

// ─── go ───────────────────────────────────────────────────────────────────────
// go version, env, list (with the build flags), doc, mod graph/why/verify, help. Go's flag
// package reads `-x` and `--x` alike, so both spellings are listed.
const GO_VALUED = ["C", "f", "reuse", "p", "covermode", "coverpkg", "asmflags", "buildmode", "buildvcs", "compiler", "gccgoflags", "gcflags", "installsuffix", "ldflags", "mod", "modfile", "overlay", "pgo", "pkgdir", "tags", "toolexec", "go", "http"];
const GO_FLAGS = ["m", "json", "u", "w", "changed", "versions", "retracted", "e", "deps", "test", "find", "export", "compiled", "a", "n", "race", "msan", "asan", "cover", "v", "work", "x", "linkshared", "modcacherw", "trimpath", "all", "c", "cmd", "short", "src", "vendor", "h", "help"];
const GO: CommandSpec = {
  abbrev: false,
  options: opts([...GO_VALUED.map((n) => `-${n}`), ...long(GO_VALUED)], [...GO_FLAGS.map((n) => `-${n}`), ...long(GO_FLAGS)], { "-json": "optional", "--json": "optional" }),
};

// GNU make: only what the family approves (version, help) is needed; any other option is
// unknown and approves nothing.
const MAKE: CommandSpec = { abbrev: true, options: opts([], ["-v", "--version", "-h", "--help"]) };

// ─── Homebrew ─────────────────────────────────────────────────────────────────
// brew's global options and those of list, info, search, deps, uses, leaves, outdated,
// desc, doctor, config, options, tap-info, missing, log, cat, commands, home, --cache,
// --prefix, --env, services list/info, analytics (docs.brew.sh/Manpage). Clash: -n is
// `log --max-count` (value) and `deps --topological`/`desc --name` (flags): a value.
// `--prefix`, `--cellar`, `--cache`, `--caskroom`, `--repository` are commands when they
// come first (`brew --prefix python`): read here as options taking a value, so that their
// operand is no operand — brew runs the first word as its command, and a word before them
// (`brew somecmd --prefix`) is then an operand, which the family never approves.
const BREW: CommandSpec = {
  abbrev: false,
  options: opts(
    ["--prefix", "--cellar", "--cache", "--caskroom", "--repository", "--repo", "-n", "--max-count", "--days", "--category", "--bottle-tag", "--os", "--arch", "--hide", "--command", "--shell"],
    ["-d", "--debug", "-q", "--quiet", "-v", "--verbose", "-h", "--help", "--version",
      "--env", "--config",
      "--formula", "--formulae", "--cask", "--casks", "--full-name", "--versions", "--multiple", "--pinned", "--installed-on-request", "--installed-as-dependency", "--poured-from-bottle", "--built-from-source", "-1", "-l", "-r", "-t",
      "--analytics", "--github", "--fetch-manifest", "--installed", "--eval-all", "--variations", "--sizes",
      "--desc", "--pull-request", "--open", "--closed", "--alpine", "--repology", "--macports", "--fink", "--opensuse", "--fedora", "--archlinux", "--debian", "--ubuntu",
      "--topological", "--direct", "--union", "--include-build", "--include-optional", "--include-test", "--skip-recommended", "--include-requirements", "--tree", "--prune", "--graph", "--dot", "--annotate", "--missing", "--for-each", "--HEAD", "--recursive",
      "-p", "-g", "--greedy", "--greedy-latest", "--greedy-auto-updates", "--fetch-HEAD",
      "-s", "--search", "--name", "-D", "--description", "--audit-debug", "--list-checks", "--compact",
      "--patch", "--stat", "--oneline", "--include-aliases", "--build-from-source", "--force-bottle", "--unbrewed", "--plain", "--all", "--json"],
    { "--json": "optional" },
  ),
};

// ─── Python linters and formatters, pre-commit, rtk ───────────────────────────
// ruff: check/format/rule/linter/version/config options (`ruff check --help`).
const RUFF: CommandSpec = {
  abbrev: false,
  options: opts(
    ["--output-format", "-o", "--output-file", "--target-version", "--extension", "--select", "--ignore", "--extend-select", "--extend-ignore", "--per-file-ignores", "--extend-per-file-ignores", "--fixable", "--unfixable", "--extend-fixable", "--extend-unfixable", "--exclude", "--extend-exclude", "--cache-dir", "--stdin-filename", "--line-length", "--dummy-variable-rgx", "--config", "--range"],
    ["--fix", "--no-fix", "--unsafe-fixes", "--no-unsafe-fixes", "--show-fixes", "--no-show-fixes", "--diff", "-w", "--watch", "--fix-only", "--no-fix-only", "--ignore-noqa", "--preview", "--no-preview", "--statistics", "--add-noqa", "--show-files", "--show-settings", "--respect-gitignore", "--no-respect-gitignore", "--force-exclude", "--no-force-exclude", "-n", "--no-cache", "-e", "--exit-zero", "--exit-non-zero-on-fix", "--exit-non-zero-on-format", "--isolated", "-v", "--verbose", "-q", "--quiet", "-s", "--silent", "-h", "--help", "-V", "--version", "--check", "--all"],
  ),
};
// black (click: no abbreviations).
const BLACK: CommandSpec = {
  abbrev: false,
  options: opts(
    ["-c", "--code", "-l", "--line-length", "-t", "--target-version", "--python-cell-magics", "--enable-unstable-feature", "--line-ranges", "--required-version", "--exclude", "--extend-exclude", "--force-exclude", "--stdin-filename", "--include", "-W", "--workers", "--config"],
    ["--pyi", "--ipynb", "-x", "--skip-source-first-line", "-S", "--skip-string-normalization", "-C", "--skip-magic-trailing-comma", "--preview", "--unstable", "--check", "--diff", "--color", "--no-color", "--fast", "--safe", "-q", "--quiet", "-v", "--verbose", "--version", "-h", "--help"],
  ),
};
// isort 5 (isort/main.py's argparse parser: unambiguous prefixes of long options are
// accepted). isort has no subcommands: its allow rests on flags, so a value/flag mix-up
// can only hide a flag (never approve more).
const ISORT: CommandSpec = {
  abbrev: true,
  options: opts(
    ["--settings-path", "--settings-file", "--sp", "--settings", "--profile", "-l", "-w", "--line-length", "--line-width", "-m", "--multi-line", "--py", "--python-version", "--src", "--src-path", "-p", "--project", "--known-local-folder", "-o", "--thirdparty", "-b", "--builtin", "--extra-builtin", "--future", "-s", "--skip", "--extend-skip", "--sg", "--skip-glob", "--extend-skip-glob", "--filter-files-glob", "-a", "--add-import", "--rm", "--remove-import", "--virtual-env", "--conda-env", "--ext", "--extension", "--supported-extension", "--blocked-extension", "--filename", "-j", "--jobs", "--indent", "--lai", "--lines-after-imports", "--lbt", "--lines-between-types", "--le", "--line-ending", "--wl", "--wrap-length", "--ot", "--order-by-type", "--sl", "--force-single-line-imports", "--nlb", "--no-lines-before", "-t", "--top", "--sd", "--section-default", "--comment-prefix", "--treat-comment-as-code", "--format-error", "--format-success", "--resolve"],
    ["-c", "--check-only", "--check", "--diff", "-d", "--df", "-V", "--version", "-h", "--help", "-q", "--quiet", "-v", "--verbose", "--show-config", "--show-files", "--stdout", "--ac", "--atomic", "--interactive", "--only-modified", "--color", "--no-color", "--ca", "--combine-as", "--cs", "--combine-star", "--float-to-top", "--dont-float-to-top", "--fss", "--force-sort-within-sections", "--fas", "--force-alphabetical-sort", "--fass", "--force-alphabetical-sort-within-sections", "--ff", "--from-first", "--fgw", "--force-grid-wrap", "--ds", "--dont-skip", "--honor-noqa", "--ls", "--length-sort", "--lss", "--length-sort-straight", "--nis", "--no-inline-sort", "--case-sensitive", "--ignore-whitespace", "--star-first", "--tc", "--trailing-comma", "--use-parentheses", "--up", "--ensure-newline-before-comments", "--reverse-sort", "--reverse-relative", "--gitignore", "--overwrite-in-place", "--dedup-headings", "-e", "--balanced", "--ws", "--filter-files", "--dont-follow-links", "--allow-root", "--append", "--append-only", "--old-finders", "--magic-placement", "--om", "--vn", "--version-number", "--only-sections", "--os", "--force-adds", "--af", "--skip-gitignore"],
  ),
};
// pre-commit (argparse): the global options and validate-config/validate-manifest's.
const PRE_COMMIT: CommandSpec = { abbrev: true, options: opts(["--color", "-c", "--config"], ["-h", "--help", "-V", "--version"]) };
// rtk (clap): the global options and those of gain and discover.
const RTK: CommandSpec = {
  abbrev: false,
  options: opts(["--format", "--tier", "--since", "--limit"], ["-h", "--help", "-V", "--version", "-v", "--verbose", "-u", "--ultra-compact", "--daily", "--weekly", "--monthly", "--all", "--graph", "--history", "--quota", "-p", "--project", "--failures"]),
};

const PIP_NAMES = ["pip", "pip3", ...Array.from({ length: 8 }, (_, i) => `pip3.${i + 7}`)];
const PYTHON_NAMES = ["python", "python3", ...Array.from({ length: 8 }, (_, i) => `python3.${i + 7}`)];

export const PACKAGES: Record<string, CommandSpec> = {
  npm: NPM,
  yarn: YARN,
  pnpm: PNPM,
  ...Object.fromEntries(PIP_NAMES.map((n) => [n, PIP])),
  ...Object.fromEntries(PYTHON_NAMES.map((n) => [n, PYTHON])),
  uv: UV,
  cargo: CARGO,
  go: GO,
  make: MAKE,
  gmake: MAKE,
  brew: BREW,
  ruff: RUFF,
  black: BLACK,
  isort: ISORT,
  "pre-commit": PRE_COMMIT,
  rtk: RTK,
};

