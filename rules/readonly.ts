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

import { allow, any, anyCommand, asPath, command, commandWord, containing, directoriesAbove, git, isNot, Match, not, pipedFrom, reads, ruleset, treeHolds, via, type WalkFilter, Word, word, worksIn } from "rulec";
import { FAMILIES } from "./readonly/index.ts";

// Secrets a read would show, whatever the family (docs/readonly.md "Secrets shown"): each
// tool's documented credential store — SSH, TLS and keystore private keys, the AWS, git,
// docker, kube, gh, npm, PyPI, cargo, gem, gcloud, Azure, Vault, Terraform, rclone,
// PostgreSQL, MySQL, Maven, Copilot, Codex and Claude ones, .netrc, GnuPG's private keys,
// a project's .env —, the system's shadow files and Kubernetes' admin configurations and
// keys, mounted container secrets and a process's environment; and a cloud's instance
// metadata service, which hands out the instance's credentials to a GET.
const LISTED_STORES = [
  String.raw`(^|/)\.ssh/(id_[a-z0-9_]+|[^/]*_key|identity)$`, String.raw`(^|/)\.ssh/(id_[a-z0-9_]+\.(bak|old|orig|save|backup)|[^/]*\.pem)$`,
  // (… and every other file in ~/.ssh but the public ones ssh(1) and sshd(8) document —
  // `*.pub`, `config`, `known_hosts`, `authorized_keys`: a key may have any name, `-i
  // ~/.ssh/deploy`, `ssh-keygen -f ~/.ssh/github`)
  String.raw`(^|/)\.ssh/(?!([^/]*\.pub|config|known_hosts(\.old)?|authorized_keys2?)$|\.\.?(/|$)).+$`,
  String.raw`^/etc/ssh/ssh_host_[^/]*_key$`, String.raw`^/etc/ssl/private/`,
  String.raw`(^|/)\.aws/(credentials(~|\.(bak|old|orig|save|backup))?|(cli|sso)/cache(/.*)?)$`, String.raw`(^|/)\.netrc(~|\.(bak|old|orig|save|backup))?$`, String.raw`(^|/)\.git-credentials(~|\.(bak|old|orig|save|backup))?$`,
  String.raw`(^|/)\.config/git/credentials$`, String.raw`(^|/)\.claude/\.credentials\.json$`, String.raw`(^|/)\.codex/auth\.json$`,
  String.raw`(^|/)\.docker/config\.json$`, String.raw`(^|/)\.kube/config[^/]*$`, String.raw`(^|/)\.config/gh/hosts\.yml$`, String.raw`(^|/)\.config/hub$`,
  String.raw`(^|/)\.config/github-copilot/(hosts|apps)\.json$`,
  String.raw`(^|/)\.npmrc$`, String.raw`(^|/)\.pypirc$`, String.raw`(^|/)\.yarnrc\.yml$`, String.raw`(^|/)\.cargo/credentials(\.toml)?$`, String.raw`(^|/)\.gem/credentials$`,
  String.raw`(^|/)\.config/gcloud/(credentials\.db|access_tokens\.db|application_default_credentials\.json|legacy_credentials(/.*)?|configurations(/[^/]*)?)$`,
  String.raw`(^|/)\.azure/(accessTokens\.json|msal_token_cache[^/]*|service_principal_entries\.json)$`, String.raw`(^|/)\.gnupg/(private-keys-v1\.d(/.*)?|secring\.gpg)$`,
  String.raw`(^|/)\.vault-token$`, String.raw`(^|/)\.terraform\.d/credentials\.tfrc\.json$`, String.raw`(^|/)\.terraformrc$`, String.raw`(^|/)\.config/rclone/rclone\.conf$`,
  // the repository's own configuration (a remote URL's token, http.extraheader: what `git
  // config --list` is refused for), podman's and helm's registry logins
  String.raw`(^|/)\.git/config$`, String.raw`(^|/)\.git/(worktrees/[^/]+/)?config\.worktree$`, String.raw`(^|/)containers/auth\.json$`, String.raw`(^|/)helm/registry/config\.json$`,
  String.raw`(^|/)\.pgpass$`, String.raw`(^|/)\.my(login)?\.cnf$`, String.raw`(^|/)\.m2/settings(-security)?\.xml$`, String.raw`(^|/)\.s3cfg$`, String.raw`(^|/)\.boto$`,
  String.raw`(^|/)\.config/sops/age/keys\.txt$`, String.raw`(^|/)\.password-store(/|$)`, String.raw`(^|/)\.local/share/keyrings(/|$)`,
  // (more CLIs' token stores: Pulumi, Databricks, Composer, Bundler, Kaggle, Hugging Face,
  // glab, doctl, fly, Helm's repositories, Gradle, NuGet, MinIO's mc, JFrog, Snowflake,
  // dbt, Talos, Sentry, hcloud, Ivy/sbt; and the system's Kerberos keytab, Wi-Fi and VPN
  // secrets, old password hashes, k3s's join token, a container's configuration)
  String.raw`(^|/)\.(pulumi/credentials\.json|databrickscfg|sentryclirc|kaggle/kaggle\.json|mc/config\.json|talos/config|snowflake/connections\.toml|dbt/profiles\.yml|fly/config\.yml|gradle/gradle\.properties|bundle/config|ivy2/\.credentials|sbt/\.credentials)$`,
  String.raw`(^|/)\.(cache/)?huggingface/token$`,
  // (git's global configuration — the URLs and headers `git config --list` is refused for —,
  // pip's, yarn 1's and AWS's configurations that may hold a token or keys, .netrc's kin,
  // WireGuard, IPsec, PPP and kubelet keys, MySQL's maintenance login, more CLIs' stores)
  String.raw`(^|/)\.(gitconfig|authinfo(\.gpg)?|yarnrc|passwd-s3fs|smbcredentials|msmtprc)$`,
  // (shells' and REPLs' histories: commands typed with their tokens; a submodule's config)
  String.raw`(^|/)\.(bash|zsh|sh|ksh|python|psql|mysql|node_repl|sqlite|rediscli|irb|pry|scala)_history$`,
  // (zsh's other usual HISTFILEs, fish's, mongosh's, IPython's and Julia's; Apache's
  // password file; BSD's and AIX's shadow files)
  String.raw`(^|/)\.(zhistory|histfile|zsh_sessions/.+|local/share/fish/fish_history|config/fish/fish_history|mongosh/mongosh_repl_history|dbshell|julia/logs/repl_history\.jl)$`,
  String.raw`(^|/)\.ipython/profile_[^/]+/history\.sqlite$`, String.raw`(^|/)\.htpasswd$`, String.raw`^/etc/(master\.passwd|spwd\.db|security/passwd)$`,
  // (more CLIs' token stores: 1Password's, Firebase's and other configstore tools',
  // Netlify, Vercel, Stripe, Cloudflare's wrangler, ngrok, Doppler, CircleCI, OCI, Linode,
  // Supabase, Railway, Teleport, saml2aws, Heroku's)
  String.raw`(^|/)\.config/(op/config|configstore/[^/]+\.json|netlify/config\.json|stripe/config\.toml|\.wrangler/config/default\.toml|wrangler/config/default\.toml|ngrok/ngrok\.yml|linode-cli|heroku/config\.json)$`,
  String.raw`(^|/)\.(op/config|netlify/config\.json|vercel/auth\.json|local/share/com\.vercel\.cli/auth\.json|wrangler/config/default\.toml|ngrok2/ngrok\.yml|doppler/\.doppler\.yaml|circleci/cli\.yml|oci/config|supabase/access-token|railway/config\.json|saml2aws|tsh/keys/.+)$`, String.raw`(^|/)\.git/modules/.+/config$`, String.raw`(^|/)\.config/(git/config|pip/pip\.conf|pypoetry/auth\.toml)$`, String.raw`(^|/)\.pip/pip\.conf$`,
  String.raw`(^|/)\.aws/config$`, String.raw`(^|/)\.gemini/oauth_creds\.json$`, String.raw`(^|/)\.env\.(bak|backup|ci|docker|qa|uat|old|orig)$`,
  String.raw`^/etc/(pip\.conf|wireguard/.*|ipsec\.secrets|ppp/(chap|pap)-secrets|mysql/debian\.cnf)$`, String.raw`^/var/lib/kubelet/(pki/.*|kubeconfig)$`, String.raw`(^|/)\.jfrog/jfrog-cli\.conf[^/]*$`, String.raw`(^|/)\.nuget/NuGet/NuGet\.Config$`,
  String.raw`(^|/)\.config/(composer/auth\.json|glab-cli/config\.yml|doctl/config\.yaml|helm/repositories\.yaml|hcloud/cli\.toml)$`,
  String.raw`^/etc/(krb5\.keytab|security/opasswd|NetworkManager/system-connections/.*|wpa_supplicant/.*)$`, String.raw`^/var/lib/(rancher/k3s/server/token|docker/containers/.*)$`,
  // a project's environment files (not the templates committed beside them)
  String.raw`(^|/)\.env(rc)?$`, String.raw`(^|/)\.env\.(local|prod|production|dev|development|staging|stage|test|live)(\.local)?$`, String.raw`(^|/)\.dev\.vars$`,
  String.raw`^/etc/(g?shadow-?|sudoers)$`, String.raw`^/(var/)?run/secrets(/|$)`, String.raw`^/proc/.+/environ$`,
  String.raw`^/etc/kubernetes/([^/]*\.conf|pki/.*)$`, String.raw`^/etc/rancher/(k3s/k3s|rke2/rke2)\.yaml$`,
];
// (… and more, each as its tool documents it. Kept out of HOLDS_STORES' prefixes, which
// are at the size the pattern parser takes: the directories that hold them are HOLDS_MORE)
const MORE_STORES = [
  // (browsers' and mail clients' saved logins and session cookies: Firefox's and
  // Thunderbird's logins.json with key4.db, cookies.sqlite; Chromium's and every Electron
  // app's Login Data, Web Data and Cookies — Chrome, Edge, Brave, Slack, Discord, VS Code —
  // and Safari's; macOS keychains, as GnuPG's keys are)
  String.raw`(^|/)(\.mozilla|\.thunderbird|Library/(Application Support|Thunderbird))/.+/(logins(-backup)?\.json|key[34]\.db|signons\.sqlite|cookies\.sqlite)$`,
  String.raw`(^|/)(\.config|\.var/app|Library)/.+/(Cookies|Login Data( For Account)?|Web Data|Cookies\.binarycookies)$`,
  String.raw`(^|/)Library/Keychains/.+`,
  // (mail and chat clients' and file-transfer tools' passwords, which their manuals put in
  // these files in plain text or an encoding: fetchmail, isync, OfflineIMAP, mutt, aerc,
  // Pidgin, irssi, WeeChat, FileZilla, davfs2; Subversion's and Mercurial's saved logins)
  String.raw`(^|/)\.(fetchmailrc|mbsyncrc|offlineimaprc|muttrc|mutt/muttrc|config/(isync/mbsyncrc|mutt/muttrc|aerc/accounts\.conf|weechat/sec\.conf)|purple/accounts\.xml|irssi/config|weechat/sec\.conf)$`,
  String.raw`(^|/)\.config/filezilla/(sitemanager|recentservers|filezilla)\.xml$`, String.raw`(^|/)\.davfs2/secrets$`, String.raw`^/etc/davfs2/secrets$`,
  String.raw`(^|/)\.subversion/auth(/|$)`, String.raw`(^|/)\.(hgrc|config/hg/hgrc)$`,
  // (more clouds' and tools' keys: Alibaba, OpenStack, Scaleway, Cloudflare's tunnels,
  // SnowSQL, Composer's and NuGet's other homes, bun, PDM, keyrings.alt's plain-text
  // keyring, cqlsh; kubelogin's token cache; a Jupyter server's or kernel's connection file,
  // whose token or key runs code there; GitLab's secrets; Vagrant's machine keys;
  // Streamlit's secrets)
  String.raw`(^|/)\.(aliyun/config\.json|config/openstack/(clouds|secure)\.yaml|config/scw/config\.yaml|cloudflared/[^/]+\.(pem|json)|snowsql/config|config/snowflake/connections\.toml|composer/auth\.json|config/NuGet/NuGet\.Config|bunfig\.toml|config/pdm/config\.toml|local/share/python_keyring/.+|cassandra/cqlshrc)$`,
  String.raw`^/etc/openstack/(clouds|secure)\.yaml$`, String.raw`(^|/)\.kube/cache/oidc-login(/|$)`,
  String.raw`(^|/)(\.local/share/jupyter|Library/Jupyter|\.jupyter)/runtime/.+`, String.raw`^/etc/gitlab/gitlab-secrets\.json$`,
  String.raw`(^|/)\.vagrant/machines/.+/private_key$`, String.raw`(^|/)\.streamlit/secrets\.toml$`,
  // (an environment file's editors' copies: a backup, nano's save, vim's swap, compressed)
  String.raw`(^|/)\.env(\.[a-z]+)?(~|\.(save|swp|swo|gz|bz2|xz|zst|zip))$`, String.raw`(^|/)\.\.env(\.[a-z]+)?\.sw[op]$`,
  // (… and these, each where its tool's documentation puts it: Debian's daily copies of the
  // shadow files (the passwd package's cron job keeps them in /var/backups), msmtp's system
  // configuration (msmtp(1): SYSCONFDIR/msmtprc, as ~/.msmtprc), dotenvx's private keys
  // (.env.keys, which decrypt the committed .env), the service-account key file
  // google-github-actions/auth writes into the workspace (gha-creds-*.json), adb's private
  // key (~/.android/adbkey), docker's legacy login file (.dockercfg, which the CLI still
  // reads), act's secrets file (.secrets, its default --secret-file), and ASP.NET Core's
  // Secret Manager store (~/.microsoft/usersecrets/ID/secrets.json))
  String.raw`^/var/backups/g?shadow\.bak$`, String.raw`^/etc/msmtprc$`, String.raw`(^|/)\.env\.keys$`, String.raw`(^|/)gha-creds-[^/]*\.json$`,
  String.raw`(^|/)\.android/adbkey$`, String.raw`(^|/)\.dockercfg$`, String.raw`(^|/)\.secrets$`, String.raw`(^|/)\.microsoft/usersecrets/.+/secrets\.json$`,
  // (coding agents' MCP server configurations, where `claude mcp add -e KEY=value` and the
  // clients' guides put each server's API keys in plain text: Claude Code's ~/.claude.json
  // (user- and local-scope servers), Claude Desktop's claude_desktop_config.json, Cursor's
  // and Windsurf's mcp.json / mcp_config.json)
  String.raw`(^|/)\.claude\.json(\.(backup|corrupted)(\.[0-9]+)?)?$`, String.raw`(^|/)claude_desktop_config\.json$`, String.raw`(^|/)\.cursor/mcp\.json$`,
  String.raw`(^|/)\.codeium/windsurf/mcp_config\.json$`,
];
const SECRET_NAMES = [...LISTED_STORES, ...MORE_STORES];
// Private keys and keystores by their names, wherever they are, and Windows' _netrc: named
// to any program (a word), or read through a glob that, where the command runs, may expand
// to one (`cat *` beside `server.key`: the host's names, wasm/rules.ts hostGlob)
const SECRET_KEY_NAMES = [
  String.raw`(^|/)[^/=.\s\[\]|'"(){}$][^/=\s\[\]|'"(){}$]*\.(key|p12|pfx|jks|keystore|ppk|kdbx)$`, String.raw`(^|/)[^/=\s]*(priv|key)[^/=\s]*\.pem$`,
  String.raw`(^|/)_netrc$`,
  // (an SSH private key by its default names, Terraform's state — resources' secrets in
  // plain text, what `terraform show -json` is refused for)
  String.raw`(^|/)id_(rsa|dsa|ecdsa|ed25519)(_sk)?$`, String.raw`(^|/)terraform\.tfstate(\.backup)?$`,
];
// (the stores as directories: what a recursive grep or a copy of them reads — not a word
// of any command, so that `ls ~/.ssh` lists names)
const SECRET_DIRS = [String.raw`(^|/)\.(ssh|aws|gnupg|docker|kube)/*$`, String.raw`(^|/)\.config/(gh|gcloud)/*$`];
const SECRET_FILE = new RegExp([...SECRET_NAMES, ...SECRET_KEY_NAMES, ...SECRET_DIRS].join("|"));
const SECRET_DIR = new RegExp(SECRET_DIRS.join("|"));
// (a store below where a command acts, as the host finds it: a project's `.env`, a key, a
// Terraform state — any path a walk of the tree may print, .git and node_modules aside, which
// the host does not walk; a walk that fails or passes its limit counts as finding one)
// (the stores a project's tree holds, one anchored pattern of its own: the whole store
// list as one unanchored pattern cost the build minutes and the classifier 120 KB)
// (those whose name and directories are not hidden — no segment begins with `.` —, and the
// hidden ones: the two halves make the whole list)
const VISIBLE_STORE_NAMES = String.raw`id_(rsa|dsa|ecdsa|ed25519)(_sk)?|terraform\.tfstate(\.backup)?|gha-creds-[^/]*\.json|[^./][^/]*\.(key|p12|pfx|jks|keystore|ppk|kdbx)|([^./][^/]*)?(priv|key)[^/]*\.pem`;
const HIDDEN_STORE_NAMES = String.raw`\.git/((modules|worktrees)/.+/)?config(\.worktree)?|\.yarnrc(\.yml)?|\.env(rc)?|\.env(\.[a-z]+)?(~|\.(save|swp|swo|gz|bz2|xz|zst|zip))|\.\.env(\.[a-z]+)?\.sw[op]|\.streamlit/secrets\.toml|\.vagrant/machines/.+/private_key|\.env\.(local|prod|production|dev|development|staging|stage|test|live)(\.local)?|\.dev\.vars|\.env\.keys|\.secrets|\.dockercfg|\.npmrc|\.pypirc|\.netrc|\.git-credentials|\.pgpass|\.htpasswd|\.vault-token|\.[^/]*\.(key|p12|pfx|jks|keystore|ppk|kdbx)|\.[^/]*(priv|key)[^/]*\.pem|\.aws/credentials|\.docker/config\.json|\.kube/config`;
const PROJECT_STORES = String.raw`^(.*/)?(${HIDDEN_STORE_NAMES}|${VISIBLE_STORE_NAMES})$`;
// (… a repository's configuration among them, `.git/config` — with its worktrees' and its
// submodules' (`.git/modules/NAME/config`), the files of .git the host tests —, and a project's npm and yarn configurations, `.npmrc`, `.yarnrc`, `.yarnrc.yml`,
// where their text holds a login: a URL's user and password or an http(s) URL's user,
// which may be a token; an http.extraHeader, what a CI checkout leaves there; npm's
// `_auth`, `_authToken`, `_password`, yarn's `npmAuthToken`, `npmAuthIdent`; a password,
// token, secret or cookie key, a credential helper that prints one. What `git config
// --list`, `git remote -v` and `npm config list` are refused for, and a recursive grep of
// the project prints. An `.npmrc` of settings alone, `save-exact=true`, is no store)
const CONFIGS = String.raw`(^|/)(\.git/((modules|worktrees)/.+/)?config(\.worktree)?|\.npmrc|\.yarnrc(\.yml)?)$`;
const LOGIN = /:\/\/[^\/\s@:]*:[^\/\s@]*@|(https?|ftps?):\/\/[^\/\s@]+@|extraheader|_auth|authident|pass|token|secret|authorization|bearer|cookie/i;
const READ_CONFIG = { names: CONFIGS, text: LOGIN.source, flags: LOGIN.flags };
const walkFact = (glob: string, regex: string, only?: WalkFilter): Match =>
  new Match({ k: "factGlob", dir: "{dir}", glob, regex, unknown: true, read: READ_CONFIG, ...(only ? { only } : {}) });
// (the files a search reads by its own name filter, as its manual defines it: grep's
// --include, the base names it searches, unless an --exclude may take back what one does
// not match (grep(1): "a file is included unless the first such option is --include");
// rg's --glob and --iglob that are no `!` exclusion, which whitelist what they match. A
// store no filter matches is not read: `grep -rn KEY --include='*.ts' .` beside a `.env`)
const GREP_ONLY: WalkFilter = { options: ["--include"], unless: ["--exclude", "--exclude-from"], skip: "", stop: [], head: false, negate: [] };
const RG_ONLY: WalkFilter = { options: ["-g", "--glob", "--iglob"], unless: [], skip: "!", stop: [], head: false, negate: [] };
// (… and find's tests of a name, given before its first action — what comes after an
// -exec or a -print does not keep a name from it — in an expression of tests joined by
// -a alone: an -o, a `,` or parentheses may take one back, and a test a `!` or `-not`
// negates keeps no name, but narrows the rest (`-name '*.ts' -not -path './node_modules/*'`:
// find(1) "Operators"). For a pipe, its first
// stage's, where it runs in the directory the names are read in: `find . -name '*.ts' |
// xargs grep -l KEY`, `rg --files -g '*.ts' | xargs cat`)
const FIND_NAMES = ["-name", "-iname", "-path", "-ipath", "-wholename", "-iwholename"];
const FIND_OPERATORS = ["-o", "-or", ",", "(", ")"];
const FIND_NEGATIONS = ["!", "-not"];
const FIND_ACTIONS = ["-exec", "-execdir", "-ok", "-okdir", "-print", "-print0", "-printf", "-fprint", "-fprint0", "-fprintf", "-ls", "-fls", "-delete", "-quit"];
const FIND_ONLY: WalkFilter = { options: FIND_NAMES, unless: FIND_OPERATORS, skip: "", stop: FIND_ACTIONS, head: false, negate: FIND_NEGATIONS };
const FEED_ONLY: WalkFilter = { options: [...FIND_NAMES, "-g", "--glob", "--iglob"], unless: FIND_OPERATORS, skip: "!", stop: FIND_ACTIONS, head: true, negate: FIND_NEGATIONS };
const WALKER_ONLY: WalkFilter = { ...FEED_ONLY, head: false };
const STORE_BELOW = walkFact("(a credential store)", PROJECT_STORES);
// (… and, for a walk whose names a command opens — find's -exec, fd's -x, a walk fed to
// xargs cat, diff -r, which follow a symbolic link they are given —, a link that leads out
// of the tree: the host tests its target's absolute path too, and what it names there is
// not walked (a cloned project's `notes.txt → ~/.ssh/id_rsa`, `ls | xargs cat`). grep -r,
// rg, ag, ack and ugrep follow no link below their roots)
const OUT_LINK = "^/";
const FED_STORES = PROJECT_STORES + "|" + OUT_LINK;
const STORE_FED = walkFact("(a credential store, or a link out of the tree)", FED_STORES);
const LINK_OUT_BELOW = walkFact("(a link out of the tree)", OUT_LINK);
// (… and one a walk that skips hidden files and directories reads — rg's and ag's by
// default: a key or a Terraform state in plain sight, `deploy/site.key`, `id_rsa`)
const VISIBLE_STORES = String.raw`^([^./][^/]*/)*(${VISIBLE_STORE_NAMES})$`;
// (… for a walk that starts where the command acts, no directory named: the tree the host
// walks; a directory named, `.`, `src/`, `..`, by the host's walk of it: walkFinds)
const HERE = /^\.\/*$/;
const walksHere = (from: number): Match => new Match({ k: "every", sel: { of: "positionals", from, to: null }, w: word(HERE) });
// (… or a glob whose first segment is a pattern, `*`, `./*/`, `s*/x`: the entries it names
// are here, so its walk is part of the walk from here, the host's — of the entries that do
// not begin with `.` where the pattern does not (bash's pathname expansion, no dotglob:
// readonly approves no `shopt`); one that may match `..`, `.*`, walks from above: never
// approved)
const GLOB_HERE = /^(\.\/+)*[^./][^/]*[*?[]|^(\.\/+)*[*?[]/;
const DOT_GLOB_HERE = /^(\.\/+)*\.[^/]*[*?[]/;
const PARENT_GLOB = /^(\.\/+)*\.[.*?[\]]*[*?[][.*?[\]]*(\/|$)/;
const GLOB_BELOW = /^(\.\/+)*([^.*?[\/][^*?[\/]*|\.[^.*?[\/][^*?[\/]*|\.\.[^*?[\/]+)\/.*[*?[]/;
const notHidden = (stores: string): string => String.raw`^(?!\.)(` + stores + ")";
// (a word as written, not a glob: what a glob expands to is not followed — an option only
// where a name there begins with -, which the engine refuses on its own)
const AS_WRITTEN = (r: RegExp): Word => new Word(word(r)).and(isNot(/[*?\[]/));
// (an archive below, by the names rg, ag and ugrep decompress or unpack: a store among its
// members is not known)
const ARCHIVES = String.raw`^(.*/)?[^/]*\.(gz|tgz|taz|bz2?|tbz2?|xz|txz|lz4|lzma|tlz|br|zst|zstd|Z|zip|jar|tar|7z|cpio|pax)$`;
const ARCHIVE_BELOW = walkFact("(a compressed file or an archive)", ARCHIVES);
// (… and a walk of a directory named — `.`, `src/`, `~/proj`, `..`, `../..`: the host walks
// the tree there; from three levels up, `../../..`, a tree as large as a home's: not known,
// none approved. `roots(w)`: the walk starts at a word w holds of; `stores`: the pattern,
// `what` its name)
const UP_FAR = /^(\.\.?\/+)*\.\.\/+(\.\.?\/+)*\.\.\/+(\.\.?\/+)*\.\.(\/+\.\.?)*\/*$/;
const walkFinds = (roots: (w: Word) => Match, stores: string, what: string, only?: WalkFilter): Match => any(
  roots(new Word(word(GLOB_HERE))).and(walkFact(what + " (not hidden)", notHidden(stores), only)),
  roots(new Word(word(DOT_GLOB_HERE))).and(walkFact(what, stores, only)),
  roots(new Word(word(PARENT_GLOB))),
  roots(AS_WRITTEN(UP_FAR)),
  // (any other root, `.`, `..`, `src/`, `~/proj`, `/srv/app`: the host's walk of the tree
  // there — a file, or nothing, holds none; one not known, none approved)
  roots(treeHolds(stores, what, { read: { names: CONFIGS, text: LOGIN }, only }).and(isNot(/[*?\[]/))),
  // (… and a glob below a literal directory, `src/*`, `src/d*/x`: the tree of that directory)
  roots(new Word(word(GLOB_BELOW)).and(treeHolds(stores, what, { read: { names: CONFIGS, text: LOGIN }, only }))));
// (a name a splitting reader cuts: one with a blank, a newline, a quote or a backslash)
const SPLIT_NAMES = String.raw`^.*[ \t\n\r\v\f'"\\].*$`;
const SPLIT_WHAT = "(a name with a blank, a quote or a backslash)";
// (xargs' -0 alone or bundled after letters that take no value — `-r0`, not `-P0`, `-n10`:
// a letter that takes one takes the rest of the word; parallel's -0 alone)
const SPLITS = any(command("xargs", "gxargs").and(not(command("xargs", "gxargs").flag(AS_WRITTEN(/^(-[prtxo]*0|--null$)/)))),
  command("parallel").and(not(command("parallel").flag(AS_WRITTEN(/^(-0|--null)$/)))));
const OWN_DELIMITER = isNot(/^(\n|\\n|\\0{1,3}|\\0?12|\\x0?[aA]|\\x0{1,2})$/);
const CUTS = any(command("xargs", "gxargs").option(["-d", "--delimiter"], OWN_DELIMITER),
  command("parallel").option(["-d", "--delimiter"], OWN_DELIMITER), command("parallel").option(["-C", "--colsep"], /^/));
const readFrom = (w: Word): Match => reads(w, { unknown: false });
// (commands that only print the lines of their input: given names, they open none)
const WALKERS = ["find", "gfind", "fd", "fdfind", "ls", "tree", "du", "rg"];
const LINE_FILTERS = ["head", "tail", "wc", "sort", "uniq", "cut", "tr", "grep", "egrep", "fgrep", "rg", "cat", "tac", "nl", "column", "fold", "less", "more", "rev", "fmt"];
// (a name known only at run time: a regex no known name matches, so `reads(NO_NAME)` holds of
// none and is unknown where a read's name is not known)
const NO_NAME = /[^\s\S]/;
// (stages that keep the names a pipe carries: filters that print whole lines of their input
// and read no file — `find . -name '*.py' | grep -v test | sort | xargs wc -l` —; not grep's
// -o, head's and tail's -c, which print parts of lines; and git's listings of paths, tracked
// or changed — `git ls-files | xargs wc -l`, `git diff --name-only | xargs cat`. A stage
// whose own stdin is data the call gives, `cat <<< ~/.ssh/id_rsa | xargs cat`, is the
// model's to mark: its names are no walk's, part: true)
const NAME_KEEPER = any(
  command("head", "tail").and(not(command("head", "tail").flag(AS_WRITTEN(/^(-[^-]*c|--byt)/)))),
  command("sort", "tac", "shuf"),
  command("uniq").and(not(command("uniq").flag(AS_WRITTEN(/^(-[^-]*c|--cou)/)))),
  command("cat").and(not(command("cat").flag(AS_WRITTEN(/^(-[^-]*[AvetET]|--(show|non))/)))),
  command("grep", "egrep", "fgrep").and(not(command("grep", "egrep", "fgrep").flag(AS_WRITTEN(/^(-[^-]*[orRdc]|--(only|rec|der|dir|cou))/))))).and(not(reads(/^/)));
const NAME_LISTING = any(git("ls-files").and(not(git("ls-files").flag(AS_WRITTEN(/^(--(format|stage|debug|eol|tag|resolve-undo|unmerged|killed)|-[^-]*[sutvfk])/)))),
  // (git diff's names only: log's, show's and whatchanged's print commit messages beside them,
  // a cloned project's text)
  git("diff").flag(AS_WRITTEN(/^--name-(only|status)$/)).and(not(git("diff").flag(AS_WRITTEN(/^(-p|--patch|--stat|--format|--pretty|--oneline|-u|--sub)/)))),
  git("grep").flag(AS_WRITTEN(/^(-[^-]*[lL]|--(name-only|files-with))/)),
  // (… and the names of files grep read and matched, `grep -rl TODO src | xargs wc -l`: each
  // judged as grep's own read is)
  command("grep", "egrep", "fgrep").flag(AS_WRITTEN(/^(-[^-]*[lL]|--files-with)/)));
// (the directories that hold a store below them — the root, a home (as the hook's $HOME
// or as written, `~`, `$HOME`) with its .config, .local and .cache, /etc, /proc, /run,
// /var/lib …: a walk from one, a recursive grep or a find that runs a command, prints every
// store below it as `grep -r x ~/.aws` would. Computed from the stores themselves: the
// directories above each system store and each store of a home's)
const HOMES = String.raw`(/root|/var/root|/home/[^/]+|/Users/[^/]+|~|\$HOME|\$\{HOME\})`;
const wholePath = (r: string): string => r.endsWith("(/|$)") ? r.slice(0, -5) + "(/.*)?$" : r.endsWith("/") ? r + ".+$" : r.endsWith("$") ? r : r + "$";
// (MORE_STORES by their directories: a home's that hold them, and the system's)
const HOLDS_MORE = new RegExp("^" + HOMES + String.raw`/(\.(mozilla|thunderbird|subversion|davfs2|aliyun|snowsql|purple|irssi|weechat|cassandra|composer|cloudflared|mutt|jupyter|var/app|config/(filezilla|openstack|scw|snowflake|NuGet|pdm|aerc|isync|mutt|weechat|hg)|local/share/(python_keyring|jupyter))|Library)/.+$`);
const HOLDS_STORES = containing(
  ...SECRET_NAMES.filter((r) => r.startsWith("^/")).map((r) => new RegExp(wholePath(r))),
  ...LISTED_STORES.filter((r) => r.startsWith(String.raw`(^|/)\.`) && !r.includes("(?!")).map((r) => new RegExp("^" + HOMES + "/" + wholePath(r.slice(5)))),
  HOLDS_MORE);
// (… and, wherever it lies, relative or absolute, a directory that holds a store by its
// name: `.git` (its config), `sub/.git`, `.aws`, `.ssh`, `.config/gh`, `.git/modules/m`,
// `.bundle` — a walk of it prints the store, `grep -r url .git`, `rg url sub/.git`, `find
// .aws -exec cat {} +`, `cd .git && grep -r url .`. Computed from the stores a dot directory
// holds (a directory named like any project's, `containers/`, `helm/`, is not one by its
// name), in any letter case, the directories only: the store itself is a word
// showsSecret refuses, and a glob root is not followed, as a glob is not elsewhere)
// (one pattern a store: behind an unanchored start, their union's automaton is too large)
const HELD_BY_NAME = LISTED_STORES.filter((r) => r.startsWith(String.raw`(^|/)\.`) && !r.includes("(?!") && /\/[^$]/.test(r.slice(5)))
  .map((r) => new RegExp("^(.*/)?(?:" + directoriesAbove(new RegExp("^" + wholePath(r.slice(5)), "i")).source.slice(1, -1) + ")$"));
const HOLDS_BY_NAME = new Word(word(HELD_BY_NAME[0]!)).or(...HELD_BY_NAME.slice(1));
const WALK_ROOT = new Word(word(HOLDS_STORES)).or(asPath(HOLDS_STORES), HOLDS_BY_NAME, asPath(HOLDS_BY_NAME));
const WALK_DIR = new Word(word(HOLDS_STORES)).or(asPath(new RegExp(HOLDS_STORES.source + "|" + SECRET_DIR.source)), HOLDS_BY_NAME, asPath(HOLDS_BY_NAME));
// (a directory that is a store or lies inside one: where a git repository kept in it —
// `git init ~/.ssh`, a dotfiles repository of ~/.aws — prints the stores' files through
// `log -p`, `show`, `diff`, `grep`, `cat-file -p`, `archive`; in any letter case)
const IN_SECRET_STORE = new RegExp([...SECRET_NAMES, ...SECRET_DIRS].map((r) => r.endsWith("$") ? r.slice(0, -1) + "(/|$)" : r).join("|"), "i");
// (as a word: also a commit's file, `git show HEAD:.env`, `HEAD:.ssh`, and in any letter
// case, as a case-insensitive filesystem finds it: `.ENV`, `~/.AWS/credentials`)
// (… and a pathspec's long magic before it, which names the file as plainly as `:.env`
// does: `git log -p -- ':(top).env'`, `git grep x -- ':(literal,icase).ENV'`, gitglossary(7))
// (and where a word known only when it runs leaves its unknown part, read as written: a
// `$NAME`, `${…}`, `$(…)` or backquote may end in `/` or stand for `..` segments, so the
// text after it may be a store's name — `"$D/.aws/credentials"`, `"$D".env`,
// `/home/$USER/.ssh/id_rsa`, `~$U/.ssh/id_rsa`, `"$R/etc/shadow"`; a file read by a name
// wholly unknown, `"$F"`, is showsSecret's below; and a system store as a file URL's
// path, `curl file:///etc/shadow`)
const AFTER_UNKNOWN = String.raw`[)}\`]|\$\w*`;
const SECRET_WORD = new RegExp([...SECRET_NAMES, ...SECRET_KEY_NAMES, ...SECRET_DIRS.map((d) => d.replace("(^|/)", ":"))]
  // (and an option's attached value: `--from-file=.env`, `-T/etc/shadow`)
  .map((r) => r.replaceAll("(^|/)", "(^|[/:=]|" + AFTER_UNKNOWN + "|^-[A-Za-z])").replace(/^\^\//, "(^|=|^-[A-Za-z]|^file://|" + AFTER_UNKNOWN + ")/")).join("|"), "i");
// … and a value attached after a bundle of short options, or a response file's (`@F`: read
// by binutils, gcc, javac, …): `-uf.env`, `-xT/etc/shadow`, `strings @.env` — a store whose
// name begins with `.` or `/` (where a bundle of letters ends, before a name that begins
// with a letter, is no matter of the text). One anchored pattern of its own: folded into
// SECRET_WORD's unanchored one it cost the automaton a thousand states and the build 20 s;
// anchored here, 700 states and 0.1 s.
// (a directory before the name, `-fsub/.env`, is SECRET_WORD's `/` boundary)
const SECRET_ATTACHED = new RegExp("^(-[A-Za-z0-9]+|@)((" + SECRET_NAMES.filter((r) => r.startsWith("(^|/)\\.")).map((r) => r.slice(5)).join("|")
  + ")|/(" + SECRET_NAMES.filter((r) => r.startsWith("^/")).map((r) => r.slice(2)).join("|") + "))", "i");
// (… and, from the kernel's list of devices (admin-guide/devices.txt), those whose reading
// takes what a user types, says or shows — input events, another terminal's or a virtual
// console's keys (tty1, pts/0), a console's screen (vcs), sound and video capture, raw HID
// and USB —, the other block devices (loop, SCSI generic, optical, floppy, RAM, network and
// RAID disks, flash), serial lines (opening one raises DTR, which resets many boards), the
// printer, the TPM and the CPUs' model-specific registers)
const RAW_DEVICE = /^\/dev\/+(mem|kmem|port|watchdog[0-9]*|n?st[0-9]+.*|sd[a-z]+[0-9]*|hd[a-z]+[0-9]*|vd[a-z]+[0-9]*|xvd[a-z]+[0-9]*|nvme[0-9]+.*|mmcblk[0-9]+.*|r?disk[0-9]+.*|dm-[0-9]+|mapper\/.+|(tcp|udp)\/.+|input\/.+|snd\/.+|(dsp|audio|adsp|mixer)[0-9]*|(video|media|hidraw|uhid|v4l-subdev)[0-9]*|(bus\/)?usb\/.+|tty(S|USB|ACM|AMA|[0-9])[0-9]*|pts\/+[0-9]+|vcs[au]?[0-9]*|(loop|sg|sr|scd|fd|md|nbd|rbd|zram|ram|lp|tpm|tpmrm|i2c-|mtd|mtdblock|ubi|ubiblock|mei)[0-9]+.*|cdrom|dvd|cpu\/[0-9]+\/(msr|cpuid)|(char|block|disk|serial)\/.+|fb[0-9]+|console|(cu|tty)\..+)$|^\/proc\/+(kcore|[^/]+\/mem)$/;
// (the link-local range 169.254.0.0/16 — AWS's, GCP's, Azure's, OCI's 169.254.169.254,
// ECS's 169.254.170.2, EKS Pod Identity's 169.254.170.23 —, Alibaba's, AWS's IPv6 one,
// the names, with a trailing dot too; curl's and wget's URLs are read whole, in every
// spelling of an address, by the data family: rules/readonly/data.ts)
const METADATA_HOSTS = String.raw`(169\.254\.[0-9]{1,3}\.[0-9]{1,3}|\[?fd00:ec2::254\]?|metadata\.google\.internal|metadata\.goog|metadata\.tencentyun\.com|100\.100\.100\.200)\.?`;
const METADATA = new RegExp(String.raw`^(https?:\/\/)?` + METADATA_HOSTS + "([:/]|$)", "i");
// (the same service named to any program, in any scheme or as an option's value:
// `DOCKER_HOST=tcp://169.254.169.254:80 docker ps`, `--url=http://169.254.169.254/`)
const METADATA_ANY = new RegExp("(^|[=@/])" + METADATA_HOSTS + String.raw`([:/\]]|$)`, "i");
// (… and a part known only when it runs below a store's directory or in a key's or an
// environment file's name, which may be the store's name: `~/.ssh/$K`, `~/.aws/"$F"`,
// `"$D/$N.key"`, `"$D"/.env.$STAGE`, `.git/$C`)
const UNKNOWN_STORE = String.raw`(^|[/:=]|${AFTER_UNKNOWN})\.(ssh|aws|gnupg|docker|kube|git|config/(gh|gcloud))/.*[$\`]`
  + String.raw`|[$\`][^/]*\.(key|p12|pfx|jks|keystore|ppk|kdbx|pem)$|(^|/)id_[^/]*[$\`][^/]*$|(^|[/:=]|${AFTER_UNKNOWN})\.env[^/]*[$\`][^/]*$`;
const SECRET_OR_METADATA = new RegExp(SECRET_WORD.source + "|" + UNKNOWN_STORE + "|" + METADATA_ANY.source, "i");
// A program named by a path outside the system's directories (`./git`, `bin/aws`,
// `/tmp/x/git`): a file of the project's or the call's choosing, not the tool of that name
// (… and one that climbs out of them: the kernel resolves `..`, so `/usr/bin/../../home/u/git`
// is /home/u/git)
const LOCAL_PROGRAM = isNot(/^(\/usr|\/bin|\/sbin|\/opt|\/nix|\/snap|\/Library|\/System|\/Applications)\//).and(/\//)
  .or(/(^|\/)\.\.(\/|$)/);
// (named, as a literal path: a file found or globbed when it runs is not followed — see
// docs/readonly.md)
const showsSecret = any(reads(SECRET_FILE, { unknown: false }), reads(asPath(SECRET_FILE), { unknown: false }),
  // (a file it reads that is named by a variable or a substitution, `cat "$F"`, `cat
  // .e$X`, `cat "$(ls -a | grep en)"`: a value the model does not know may name any store
  // — unknown, so not approved; a name a walker feeds it, find's `{}`, xargs' stdin or
  // fzf's item (fed: false), comes from the walk, whose root the rules below judge; a
  // loop's variable over a glob is the glob's, judged as the glob is)
  // (… but a name made from the walk's that may leave the tree walked, which the walk does
  // not judge: `find . -exec cat /etc/{} \;`, `ls | xargs -I X cat /etc/X` — a project's file
  // named `shadow` —, `../{}`: part: true)
  reads(SECRET_FILE).and(any(new Match({ k: "some", sel: { of: "argv", from: 1, to: null, fed: false }, w: word(/[$`]/) }),
    new Match({ k: "some", sel: { of: "argv", from: 1, to: null, part: true }, w: word(/^/) }))),
  // a credential file named to any program, as an operand or an option's value (`shuf F`,
  // `git diff --no-index /dev/null F`, `--add-file=F`, `--files0-from F`): a program that
  // takes a path may print what is in it
  // (a glob is not followed, as for reads(): `ls src/*` may name anything; a path is
  // resolved where it is not written plainly: `//`, `.` or `..` segments)
  // (one pass over the words: the stores and the metadata service in one pattern, tested
  // before the glob test most words never reach; a path resolved only where it is not
  // written plainly)
  // (every word after the program's, as written: a word known only when it runs is read by
  // its known parts — AFTER_UNKNOWN, UNKNOWN_STORE)
  new Match({ k: "some", sel: { of: "argv", from: 1, to: null }, w: new Word(word(SECRET_OR_METADATA)).or(SECRET_ATTACHED).and(isNot(/[*?\[]/)).ir }),
  // (… and a redirect's target, as written: `cat < "$D/.env"`)
  anyCommand().redirect(new Word(word(SECRET_OR_METADATA)).and(isNot(/[*?\[]/))),
  anyCommand().arg(new Word(word(/\/\/|(^|\/)\.\.?(\/|$)/)).and(isNot(/[*?\[]/), asPath(SECRET_WORD)), { unknown: false }),
  // (… and every operand of git resolved where git reads it, against -C's directory or a
  // cd's: `git -C ~/.aws diff --no-index /dev/null credentials`, `cd /etc && git diff
  // --no-index /dev/null shadow` — git moves to -C's directory first, git(1))
  command("git").arg(new Word(word(/^[^-]/)).and(isNot(/[*?\[]/), asPath(SECRET_WORD)), { unknown: false }),
  // (--git-dir and --work-tree move where the model resolves git's operands, not where
  // `diff --no-index` reads them — the directory git was started in: with it, they change
  // nothing else, and are not approved)
  command("git").arg("--no-index").and(new Match({ k: "some", sel: { of: "argv", from: 1, to: null }, w: word(/^--(work-tree|git-dir)(=|$)/) })),
  // (a git whose repository or work tree is a store or lies inside one, or is not known:
  // `git -C ~/.aws log -p`, `cd ~/.ssh && git show`, `git --git-dir ~/.ssh/.git log -p`,
  // `cd "$D" && git log -p` — where git acts is where it prints from, git(1))
  git().and(worksIn(asPath(IN_SECRET_STORE))),
  // (any other command run inside a store but a listing of its names: a file it reads there
  // by a name known only when it runs, a glob's, or another command's output may be a key —
  // `cd ~/.ssh && cat "$F"`, `cd ~/.ssh && ls | xargs cat`, `… && cat $(ls)`)
  not(command("ls", "pwd", "cd", "pushd", "popd", "dirs")).and(worksIn(asPath(IN_SECRET_STORE), { unknown: false })),
  command("curl", "wget", "http", "https", "xh").arg(METADATA),
  // (BSD ps's `e` prints each process's environment, whatever else is given: `ps auxe`,
  // `ps eww`, `ps -p 1 e`; an option's value is not one: `ps -C node`)
  command("ps").anyPositional(/^[a-zA-Z]*e[a-zA-Z]*$/),
  // (… and procps reads `-aux…` as BSD options when the letters after -u name no user:
  // `ps -auxe` is `ps auxe`, ps(1) "-aux is distinct from aux")
  command("ps").arg(/^-[a-zA-Z]*u[a-zA-Z]*e[a-zA-Z]*$/),
  // (… and procps parses the whole command line again as BSD's when it fails as SysV's,
  // each dash dropped: a -x, which SysV's options lack, a -t with no tty after it, a -u
  // naming no user — `ps -ex`, `ps -e -x`, `ps -et`, `ps -e -uxw` print the environments)
  command("ps").arg(/^-[a-zA-Z]*e[a-zA-Z]*$/).and(command("ps").arg(/^-[a-zA-Z]*([xt]|u[a-zA-Z])[a-zA-Z]*$/)),
  // (… and macOS's -E: "Display the environment as well", ps(1); and procps-ng's `environ`
  // format keyword, in any spelling of a format: `-o environ`, `-oenviron`, `-O environ`,
  // `--format pid,environ`, `o environ`)
  command("ps").arg(/^-[a-zA-Z]*E[a-zA-Z]*$/),
  command("ps").arg(/environ/i),
  // (Kubernetes' secrets through its API, wherever it is served — kubectl proxy's port)
  command("curl", "wget", "http", "https", "xh").arg(/\/api\/v1\/(namespaces\/[^/]+\/)?secrets\b/),
  // (the environment of a container, a pod or another host: the application's, where its
  // secrets are kept — not the agent's own)
  command("env", "printenv").and(via("docker", "podman", "nerdctl", "kubectl", "oc", "ssh")),
  // (a find that starts in a store, or in a directory that holds one, and runs a command
  // on what it finds: `find ~/.ssh -exec cat {} +` reads every key there, as `cat
  // ~/.ssh/*` would, `find ~ -type f -exec cat {} +` every store of the home; one given no
  // directory starts where it runs, `cd ~ && find -exec cat {} +`)
  command("find", "gfind").and(any(command("find", "gfind").anyPositional(WALK_DIR), worksIn(WALK_DIR)), command("find", "gfind").arg(/^-(exec|execdir|ok|okdir)$/)),
  command("fd", "fdfind").and(any(command("fd", "fdfind").anyPositional(WALK_DIR), worksIn(WALK_DIR)), command("fd", "fdfind").arg(/^(-[a-zA-Z]*[xX]|--exec|--exec-batch)/)),
  // (… and one run where the tree below holds a store: `find . -exec cat {} +` in a project
  // with a `.env` prints it — the host walks where the command acts)
  command("find", "gfind").arg(/^-(exec|execdir|ok|okdir)$/).and(any(walksHere(0).and(walkFact("(a credential store, or a link out of the tree)", FED_STORES, FIND_ONLY)),
    walkFinds((w) => command("find", "gfind").anyPositional(w), FED_STORES, "(a credential store, or a link out of the tree)", FIND_ONLY))),
  // (starting points or input files read from a file's text — find's -files0-from, sort's
  // --files0-from (getopt_long: `--fil…`) —: names of any file, a home's key too, which
  // find -exec and sort print; wc's and du's print counts and sizes only)
  // (as written: a glob that may expand to an option is the engine's to refuse)
  command("find", "gfind").and(command("find", "gfind").arg(AS_WRITTEN(/^-files0-from$/)), command("find", "gfind").arg(/^-(exec|execdir|ok|okdir)$/)),
  command("sort").flag(AS_WRITTEN(/^--fil/)),
  // (fd's words after -x are its command's: where it starts is not told from them)
  command("fd", "fdfind").arg(/^(-[a-zA-Z]*[xX]|--exec|--exec-batch)/).and(STORE_FED),
  // (… or a listing of a store fed to another command — `find ~/.ssh -type f | xargs cat`,
  // `cat $(find ~/.ssh -type f)`, `ls ~/.aws | xargs -I{} cat ~/.aws/{}`, fd's -x/-X)
  pipedFrom(command("find", "gfind", "fd", "fdfind", "ls", "rg", "tree").anyPositional(asPath(SECRET_DIR))),
  // (… or the names a walk of a directory that holds stores prints, fed to a command that
  // may open them — `find / -name '*.pem' | xargs cat`, `cat $(find ~ -name '*.pem')`,
  // `du -a ~ | cut -f2 | xargs cat`; a filter that only prints the lines it is given, every
  // word of it known (no name from a substitution), keeps `ls ~ | head`, `find ~ -name
  // '*.md' | wc -l`)
  not(command(...LINE_FILTERS).and(new Match({ k: "every", sel: { of: "args", from: 0, to: null }, w: word(/^/) })))
    .and(pipedFrom(command(...WALKERS).and(any(command(...WALKERS).anyPositional(WALK_ROOT), worksIn(WALK_ROOT))))),
  // (… or of any directory, where the tree below the command holds a store: `ls -a | xargs
  // cat`, `find . -type f | xargs grep -h =` in a project with a `.env` — and where the tree
  // below the walk's own root does, from above it: `find .. -type f | xargs cat`, the fact
  // asked where the walk runs)
  not(command(...LINE_FILTERS).and(new Match({ k: "every", sel: { of: "args", from: 0, to: null }, w: word(/^/) })))
    .and(any(pipedFrom(command(...WALKERS).and(any(command("fd", "fdfind", "rg").and(walksHere(1)), not(command("fd", "fdfind", "rg")).and(walksHere(0)),
      // (ls and tree print the names in a directory they are given bare, which the reader
      // opens where it runs: `ls -A src | xargs cat` reads ./.npmrc for src/.npmrc)
      command("ls", "tree"))))
      .and(walkFact("(a credential store, or a link out of the tree)", FED_STORES, FEED_ONLY)),
      pipedFrom(command(...WALKERS).and(walkFinds((w) => command(...WALKERS).anyPositional(w), FED_STORES, "(a credential store, or a link out of the tree)", WALKER_ONLY))))),
  // (… and a name a command reads that it is given at run time from a pipe — xargs', parallel's
  // — where a stage before it is no walk and no filter that prints the lines it is given
  // whole: a file's text, a download, a commit message, a transforming filter (`cat list.txt
  // | xargs cat`, `curl -s URL | xargs cat`, `git log --format=%s | xargs cat`, `ls | tr _ /
  // | xargs cat`, `find . | cut -c2- | xargs cat`) may name any file, a home's key too. Only
  // the walks judged above, git's listings of the paths it tracks or changed, literal words
  // and such filters reading nothing but their input keep the names known)
  reads(NO_NAME).and(any(pipedFrom(not(any(command(...WALKERS), NAME_LISTING, NAME_KEEPER))),
    // (… and a walker that prints other text than the names it finds: find's -printf and
    // -ls (a format's text; -ls a link's target too), fd's --format, rg but for --files and
    // -l/--files-with-matches/--files-without-match (the matching lines, `path:line`:
    // `rg KEY src | xargs cat` reads what a line of src names))
    pipedFrom(any(command("find", "gfind").arg(/^-(printf|fprintf|ls|fls)$/), command("fd", "fdfind").flag(AS_WRITTEN(/^--format/)),
      command("rg").and(not(command("rg").flag(AS_WRITTEN(/^(--files(-with-matches|-without-match)?$|-[^-]*l)/)))))),
    // (… and a stage whose errors reach the pipe — `2>&1`, `|&` —: a walker's messages
    // print names of the tree among words of their own (`find: ‘./x .env y’ is part of …`,
    // `No such file or directory`), which a reader cuts into any path)
    pipedFrom(anyCommand().redirect(/^1$/)),
    // (… and a walk that takes its starting points from a file's text — find's -files0-from,
    // du's --files0-from, tree's --fromfile: `find -files0-from list.txt | xargs cat`)
    pipedFrom(any(command("find", "gfind").arg(AS_WRITTEN(/^-files0-from$/)), command("du").flag(AS_WRITTEN(/^--fi/)),
      command("tree").flag(AS_WRITTEN(/^--fromf/)))),
    // (git's listing of the files it does not track, `git ls-files -o`, `--ignored`: a walk of
    // the tree where it runs, judged as one)
    pipedFrom(git("ls-files").flag(/^(-[^-]*[oi]|--(oth|ign))/)).and(STORE_FED),
    // (… and a listing's name that is a link out of the tree — git keeps a link as a link, so
    // a cloned project's tracked `notes.txt → ~/.ssh/id_rsa` is a name `git ls-files` prints)
    pipedFrom(NAME_LISTING).and(LINK_OUT_BELOW))),
  // (names a splitting reader cuts: xargs without -0 cuts its input at blanks and newlines
  // and reads quotes and backslashes (xargs(1)), parallel at newlines — a name holding one
  // is read as its pieces, and a piece may be any path: a tree's `x /proc/self/environ`
  // gives `/proc/self/environ`. So where the tree listed holds such a name, as the host
  // walks it where the reader runs, or below a walker's or a listing's own roots; a walk
  // from where the reader runs is judged above, the names it keeps by its filter — the
  // host counts one the reader cuts as found (rules.ts walkFilter))
  SPLITS.and(any(pipedFrom(NAME_LISTING).and(walkFact(SPLIT_WHAT, SPLIT_NAMES)),
    pipedFrom(command(...WALKERS).and(walkFinds((w) => command(...WALKERS).anyPositional(w), SPLIT_NAMES, SPLIT_WHAT, WALKER_ONLY))),
    pipedFrom(NAME_LISTING.and(walkFinds(readFrom, SPLIT_NAMES, SPLIT_WHAT))))),
  // (… and names a reader cuts at a delimiter of its own — xargs' -d/--delimiter other than
  // a newline or NUL (GNU xargs reads `\n`, octal and hex escapes), parallel's -d and its
  // --colsep/-C columns —: a piece of a name may be any path, `./xd/proc/self/environ` cut
  // at `d` is `/proc/self/environ`, whatever the tree holds)
  CUTS.and(pipedFrom(any(command(...WALKERS), NAME_LISTING))),
  // (… and names given from a file: `xargs -a list.txt cat`, `parallel cat :::: list.txt`;
  // from a redirect or a heredoc, `xargs cat < list.txt`, `xargs cat <<< "$X"`, they are no
  // walk's — the model's part: true, above)
  command("xargs", "gxargs").option(["-a", "--arg-file"], isNot("/dev/stdin")),
  command("parallel").and(any(command("parallel").arg(/^::::\+?$/), command("parallel").option(["-a", "--arg-file"], isNot("/dev/stdin")))),
  // (a recursive search of a directory that holds stores prints every store's lines below
  // it: `grep -r token ~`, `rg key /`, `cd ~ && rg token`, `grep -r AWS_SECRET /proc` —
  // grep's -r/-R, --recursive, --dereference-recursive, -d recurse (GNU grep abbreviates
  // long options: `--rec`, `--dir`), rg, ag, ack and ugrep recursive by default, a search
  // given no file reading where it runs; and diff's and `git diff --no-index`'s recursive
  // comparison, which prints each file's text against an empty or other tree)
  command("rg", "ag", "ack", "ack-grep", "ugrep", "ug", "rgrep").reads(WALK_ROOT, { unknown: false }),
  command("grep", "egrep", "fgrep").flag(/^(-[^-]*[rRd]|--(rec|der|dir))/).reads(WALK_ROOT, { unknown: false }),
  command("diff").arg(/^(-[^-]*r|--rec)/).reads(WALK_ROOT, { unknown: false }),
  // (… and grep's and diff's of any directory where the tree below holds a store: `grep -rn
  // KEY .` in a project with a `.env` prints its lines — from here among other roots too,
  // `grep -r KEY src .`; ack (which skips no hidden file), ugrep and rgrep likewise)
  // (… and from above it, `grep -r KEY ..`: the parent's tree)
  command("grep", "egrep", "fgrep").flag(/^(-[^-]*[rRd]|--(rec|der|dir))/).and(any(walksHere(1).and(walkFact("(a credential store)", PROJECT_STORES, GREP_ONLY)),
    walkFinds(readFrom, PROJECT_STORES, "(a credential store)", GREP_ONLY))),
  command("ack", "ack-grep", "ugrep", "ug", "rgrep").and(any(walksHere(1).and(STORE_BELOW), walkFinds(readFrom, PROJECT_STORES, "(a credential store)"))),
  // (rg and ag skip hidden files and directories (rg(1) --hidden, ag(1) --hidden), not the
  // others: a walk from here prints a visible store, `id_rsa`, `deploy/site.key`, a
  // Terraform state; and every store where told to read hidden ones — rg's --hidden, `-.`,
  // -u (read as -uu, --no-ignore --hidden, whatever its count: one alone only stops
  // honouring ignore files, which are not read here anyway), a --glob/--iglob that is no
  // `!` exclusion (it whitelists what it matches, hidden or not: `-g '*'`, `-g .env`), a
  // --type-add (a type may name any file); ag's --hidden, -u, --unrestricted. `rg --files`
  // and its help print no file's text)
  command("rg", "ag").and(not(command("rg").flag(AS_WRITTEN(/^(--files|--type-list|-h|--help|-V|--version|--generate)(=|$)/))),
    any(walkFinds(readFrom, VISIBLE_STORES, "(a credential store, not hidden)", RG_ONLY),
      any(command("rg").flag(AS_WRITTEN(/^(-[^-]*[.u]|--(hidden|unrestricted|type-add))/)), command("rg").option(["-g", "--glob", "--iglob"], /^([^!]|$)/),
        command("ag").flag(AS_WRITTEN(/^(-[^-]*u|--(hi|u))/))).and(walkFinds(readFrom, PROJECT_STORES, "(a credential store)", RG_ONLY)),
      // (… and, told to search compressed files, an archive below, whose members are not
      // known: rg's and ag's -z/--search-zip, ugrep's -z/--decompress)
      command("rg", "ag").flag(AS_WRITTEN(/^(-[^-]*z|--search-z)/)).and(walkFinds(readFrom, ARCHIVES, "(a compressed file or an archive)", RG_ONLY)))),
  command("ugrep", "ug").flag(AS_WRITTEN(/^(-[^-]*z|--decompress)/)).and(any(walksHere(1).and(ARCHIVE_BELOW), walkFinds(readFrom, ARCHIVES, "(a compressed file or an archive)"))),
  // (a walk that follows symbolic links reads what a link below points to, wherever it is —
  // a home's keys through `ln -s ~ h`: rg -L/--follow, ag -f/--follow, ack --follow, grep's
  // and ugrep's -R/--dereference-recursive (and ugrep's -S, links to files), find's
  // -L/-follow and fd's -L/--follow where they run a command. The host's walk sees no link,
  // so none is approved, of any directory)
  // (a name xargs adds is the walk's that feeds it, no option: `find . | xargs grep x`; a
  // glob's, an option only where a name there begins with -, which the engine refuses)
  command("rg").arg(AS_WRITTEN(/^(-[^-]*L|--follow$)/), { unknown: false }), command("ag").arg(AS_WRITTEN(/^(-[^-]*f|--fo)/), { unknown: false }),
  command("ack", "ack-grep").arg(AS_WRITTEN(/^--fo/), { unknown: false }), command("grep", "egrep", "fgrep", "ugrep", "ug").arg(AS_WRITTEN(/^(-[^-]*R|--der)/), { unknown: false }),
  command("ugrep", "ug").arg(AS_WRITTEN(/^(-[^-]*S|--dereference-files)/), { unknown: false }),
  command("find", "gfind").and(command("find", "gfind").arg(AS_WRITTEN(/^-(L|follow)$/), { unknown: false }), command("find", "gfind").arg(/^-(exec|execdir|ok|okdir)$/)),
  command("fd", "fdfind").and(command("fd", "fdfind").arg(AS_WRITTEN(/^(-[^-]*L|--follow$)/), { unknown: false }), command("fd", "fdfind").arg(/^(-[a-zA-Z]*[xX]|--exec|--exec-batch)/)),
  command("diff").arg(/^(-[^-]*r|--rec)/).and(any(any(command("diff").anyPositional(HERE), command("diff").positionals(0, 1)).and(STORE_FED),
    walkFinds((w) => command("diff").anyPositional(w), FED_STORES, "(a credential store, or a link out of the tree)"))),
  git("diff").arg("--no-index").arg(WALK_ROOT),
  git("grep").arg("--no-index").and(worksIn(WALK_ROOT, { unknown: false })),
  // (… and git grep of the files git does not track, `--untracked`, `--no-index`: a walk of
  // the tree where it runs, as grep -r's — its names, `-l`, fed to a reader too)
  git("grep").flag(AS_WRITTEN(/^--(untracked|no-index)$/)).and(STORE_BELOW),
  // (… and helm's load of a chart directory, a walk that follows symbolic links — helm's
  // sympath.Walk logs "found symbolic link in path … Contents of linked file included and
  // used" — into its .Files, which a template prints (`.Files.Get "key"`) as `show` prints
  // the values and readme: a chart whose tree holds a store, or a link out of the tree
  // (`key → ~/.ssh/id_rsa`), is read whole by template, lint, show, install and upgrade; a
  // chart reference that names no directory here, `nginx/nginx`, holds none)
  command("helm").positional(0, ["template", "lint", "show", "inspect", "install", "upgrade"]).and(any(
    command("helm").anyPositional(HERE, 1).and(STORE_FED),
    walkFinds((w) => command("helm").anyPositional(w, 1), FED_STORES, "(a credential store, or a link out of the tree)"))));

// What runs a program or reaches another host, whatever the family: diff3's and sdiff's
// --diff-program; systemd's tools' -H/--host (ssh to that host).
// (and jq's modules: a program from a file, a library path, an import or include — `import
// "../.docker/config" as $c` reads any JSON file the search path reaches: jq(1) "Modules";
// the directive's keyword however its path follows — after a comment, `import # c⏎"…"`,
// which jq 1.7 continues over a line ending in `\` —; and yq: kislyuk's hands its options
// and program to jq, mikefarah's reads --from-file, and its -f is no read either)
const JQS = ["jq", "gojq", "jaq", "yq"];
const runsOrReaches = any(command("diff3", "sdiff").arg(/^--di/), anyCommand().word(LOCAL_PROGRAM),
  // (dig -f sends each line of a file as a query, to a server the call may name; ping's
  // flood and broadcast: dig(1), ping(8))
  command("dig").arg(/^-f/), command("ping", "ping6").arg(/^-[a-zA-Z]*[fb]/),
  // (a raw disk, memory or a device that acts when opened — a watchdog arms, a tape
  // rewinds —, and bash's /dev/tcp and /dev/udp, a connection to a host the call picks)
  // (… and one a file it reads links to: its real path, as the host resolves it)
  // (not one that only looks the name up: ls, stat, readlink, realpath open no device)
  not(command("ls", "stat", "readlink", "realpath")).and(anyCommand().arg(RAW_DEVICE, { unknown: false })),
  reads(RAW_DEVICE, { unknown: false }), reads(asPath(RAW_DEVICE), { unknown: false }),
  command(...JQS).and(any(command(...JQS).arg(/^(-[a-zA-Z]*[fL]|--from-file|--library-path)/), command(...JQS).arg(/(^|[^\w$."])(import|include)([\s"#]|$)/))),
  command("systemctl", "journalctl", "hostnamectl", "timedatectl", "localectl", "loginctl", "busctl", "networkctl", "resolvectl", "coredumpctl").flag("-H", "--host"));

export default ruleset({
  name: "readonly",
  description: "Approves Bash calls that only read; silent on everything else",
  events: ["PreToolUse"],
  tools: ["Bash"],
  failure: "open",
  rules: [...FAMILIES.map((f) => allow(`read-only-${f.name}`, f.reads.and(not(showsSecret), not(runsOrReaches)),
    "Approved: every command in this call only reads (rulec readonly).",
    { examples: f.examples, counterExamples: f.counterExamples })),
  // (the input redirect of a group, a loop or a subshell, and bash's `$(< F)`: a command of
  // no words, which the engine approves only where an allow rule holds of it — the file it
  // reads is what the commands it feeds read, or what it prints: no store, no device)
  allow("read-only-redirect", not(commandWord(/^/)).and(not(showsSecret), not(runsOrReaches)),
    "Approved: every command in this call only reads (rulec readonly).",
    { examples: ["{ cat; } < README.md", "while read -r l; do echo \"$l\"; done < list.txt", "echo \"$(< VERSION)\""],
      counterExamples: ["{ cat; } < ~/.ssh/id_rsa", "while read -r l; do echo \"$l\"; done < .env", "echo \"$(< .env)\"",
        "x=$(< ~/.aws/credentials); echo \"$x\"", "( cat ) < /etc/shadow", "{ cat; } < \"$D/.env\"", "{ wc -c; } < /dev/sda"] })],
});
