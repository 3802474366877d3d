// readonly: fewer permission prompts. Approve (allow) a Bash call when every action in it
// only reads — the usual Unix tools and the CLIs agents run, read subcommands only
// (`git log`, `kubectl get`, `aws … describe-*`, `gh pr list`, `docker ps`) — and say
// nothing otherwise, so the client asks as usual.
//
// It never approves a write, a delete, a network mutation, a privilege change, code
// execution or anything unknown: each family (rules/readonly/) names a program with the
// options its documentation says only read; option values are told from operands by the
// tool's grammar (compiler/specs/), and an option the grammar does not know approves
// nothing. The engine adds what no family can see: a call is approved only when every
// simple command in it (pipes, `&&`, `$( )`, what a wrapper runs) is, no file is written
// (a redirect other than /dev/null, `tee`, `sort -o`, …), and no word is unknown.

import { allow, any, asPath, command, not, reads, ruleset } from "rulec";
import { FAMILIES } from "./readonly/index.ts";

// Secrets a read would show, whatever the family (docs/readonly.md "Secrets shown"): the
// credential stores of a home (SSH private keys, the AWS, git, docker, kube, gh, npm, PyPI,
// gcloud and Azure ones, .netrc, GnuPG's private keys), the system's shadow files, mounted
// container secrets and a process's environment — named to the file tools reads() sees, as
// written or as the kernel resolves the path; and a cloud's instance metadata service,
// which hands out the instance's credentials to a GET.
const SECRET_FILE = new RegExp([
  String.raw`(^|/)\.ssh/(id_[a-z0-9_]+|[^/]*_key|identity)$`,
  String.raw`(^|/)\.aws/(credentials|cli/cache|sso/cache)(/|$)`, String.raw`(^|/)\.netrc$`, String.raw`(^|/)\.git-credentials$`,
  String.raw`(^|/)\.config/git/credentials$`, String.raw`(^|/)\.claude/\.credentials\.json$`,
  String.raw`(^|/)\.ssh/(id_[a-z0-9_]+\.(bak|old|orig|save|backup)|[^/]*\.pem)$`,
  String.raw`(^|/)\.docker/config\.json$`, String.raw`(^|/)\.kube/config$`, String.raw`(^|/)\.config/gh/hosts\.yml$`,
  String.raw`(^|/)\.npmrc$`, String.raw`(^|/)\.pypirc$`,
  String.raw`(^|/)\.config/gcloud/(credentials\.db|access_tokens\.db|application_default_credentials\.json|legacy_credentials)(/|$)`,
  String.raw`(^|/)\.azure/(accessTokens\.json|msal_token_cache[^/]*|service_principal_entries\.json)$`, String.raw`(^|/)\.gnupg/(private-keys-v1\.d|secring\.gpg)(/|$)`,
  String.raw`^/etc/(g?shadow-?|sudoers)$`, String.raw`^/(var/)?run/secrets(/|$)`, String.raw`^/proc/.+/environ$`,
  // (the stores as directories: what a recursive grep or a copy of them reads)
  String.raw`(^|/)\.(ssh|aws|gnupg|docker|kube)/*$`, String.raw`(^|/)\.config/(gh|gcloud)/*$`,
].join("|"));
const METADATA = /^(https?:\/\/)?(169\.254\.169\.254|169\.254\.170\.2|\[?fd00:ec2::254\]?|metadata\.google\.internal|100\.100\.100\.200)([:/]|$)/i;
// (named, as a literal path: a file found or globbed when it runs is not followed — see
// docs/readonly.md)
const showsSecret = any(reads(SECRET_FILE, { unknown: false }), reads(asPath(SECRET_FILE), { unknown: false }),
  command("curl", "wget", "http", "https", "xh").arg(METADATA),
  // (BSD ps's `e` prints each process's environment: `ps auxe`, `ps eww`)
  command("ps").flags(0, 0).anyPositional(/^[a-zA-Z]*e[a-zA-Z]*$/));

// What runs a program or reaches another host, whatever the family: diff3's and sdiff's
// --diff-program; systemd's tools' -H/--host (ssh to that host).
const runsOrReaches = any(command("diff3", "sdiff").arg(/^--di/),
  command("systemctl", "journalctl", "hostnamectl", "timedatectl", "localectl", "loginctl", "busctl", "networkctl", "resolvectl", "coredumpctl").flag("-H", "--host"));

export default ruleset({
  name: "readonly",
  description: "Approves Bash calls that only read; silent on everything else",
  events: ["PreToolUse"],
  tools: ["Bash"],
  failure: "open",
  rules: FAMILIES.map((f) => allow(`read-only-${f.name}`, f.reads.and(not(showsSecret), not(runsOrReaches)),
    "Approved: every command in this call only reads (rulec readonly).",
    { examples: f.examples, counterExamples: f.counterExamples })),
});
