// readonly (rules/readonly.ts) and the credential stores a read would show where the call
// names them in a way a plain file check misses (issue 28): a word with parts known only
// when it runs, a walk from a directory that holds stores, a compound command's redirect,
// the stores' lists themselves. Each class: calls never approved, and the ordinary calls
// beside them that stay approved.
//
// Cost: one build of readonly (shared through the helpers' cache) and a classification per
// call, a few hundred milliseconds in all.

import { test } from "uvu";
import * as assert from "uvu/assert";
import { built, runtime } from "./helpers/built.mjs";
import { scratch } from "./helpers/scratch.mjs";
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

const { fieldsOf } = await runtime();
const { classifier } = await built("rules/readonly.ts");
const cwd = scratch("rulec-readonly-stores-");
const tier = (command) => classifier.classify(fieldsOf({ hook_event_name: "PreToolUse", tool_name: "Bash", tool_input: { command }, cwd, session_id: "s" })).tier;

// [class, calls never approved, calls still approved]
const CLASSES = [
  ["a store named through a part known only when it runs (its known parts read as written)",
    ["cat \"$D/.aws/credentials\"", "cat /home/$USER/.ssh/id_rsa", "cat ~$U/.ssh/id_rsa", "cat $D/.env", "cat \"${D}\"/.ssh/id_ed25519",
      "cat \"$D\".env", "cat \"$R/etc/shadow\"", "cat \"$D\"/server.key", "cat \"$D/.git/config\"", "grep x \"$D/.npmrc\"",
      "cat ~/.ssh/$K", "cat \"$D\"/.env.$STAGE", "cat \"$(git rev-parse --show-toplevel)/.env\"", "cat `echo x`/.env",
      "git log -p -- \"$D/.env\"", "git show \"HEAD:$D/.env\"", "cat < \"$D/.env\"", "wc -c 0<\"$D/.aws/credentials\"",
      "diff --from-file=\"$D/.env\" /dev/null", "cat \"$N\".key", "head \"$D/.ssh/id_$T\"",
      // (and any file a command reads by a name with a part known only when it runs: the
      // value may name any file, a home's key too)
      "cat \"$F\"", "cat \"$D/README.md\"", "head -c 100 \"$D/README.md\" \"$D/src/main.ts\"", "cat \"$D\"/.env.example",
      "cat \"$D/.ssh/config\"", "cat \"$D/.ssh/known_hosts\""],
    ["ls \"$D/.ssh\"", "ls \"$D/src\" \"$HOME\"", "echo \"$X\"", "grep -rn \"$PAT\" src", "cat <<< \"$D/.env\""]],
  ["a walk that shows the files of a directory holding stores (the root, a home, /etc, /proc, /run, /var/lib, a home's .config …)",
    ["grep -r token ~", "rg key /", "cd ~ && rg token", "find ~ -type f -exec cat {} +", "find / -name '*.pem' | xargs cat",
      "grep -r AWS_SECRET /proc", "grep -R x /etc", "grep --recursive x $HOME", "grep -d recurse x /root", "grep --dir=recurse x /",
      "ag token ~", "ack token ~", "rg token ~/.config", "rg token ~/.local", "rg token ~/.cache", "rg token /var/lib", "rg token /run",
      "rg token /home", "rg token /home/u", "cd / && grep -r x .", "grep -r x /proc/1", "grep -rl token ~/.config",
      "cd ~ && git grep --no-index token", "diff -r ~ /srv/empty", "git diff --no-index ~ /srv/empty",
      "find ~ -name '*.pem' -print0 | xargs -0 cat", "fd . ~ -x cat", "fd -x cat . /", "ls ~ | xargs cat", "cd ~ && find -type f -exec cat {} +",
      "cat $(find ~ -name '*.pem')", "head $(find / -name id_rsa)", "rg --files ~ | xargs cat", "du -a ~ | cut -f2 | xargs cat"],
    ["ls ~ | head", "find ~ -name '*.md'", "grep -rn TODO src", "rg foo", "find ~ -name '*.md' | head", "find . -type f -exec wc -l {} +",
      "rg foo src", "ls -la ~", "tree ~", "du -sh ~", "find / -name '*.md' | wc -l", "find . -name '*.py' | xargs grep TODO",
      "ls | xargs wc -l", "cd src && find . -exec wc -l {} +", "find /etc -name '*.conf'", "grep -r foo /etc/nginx", "rg foo /srv",
      "ls /etc | grep ssh", "ls /proc | head", "grep -c processor /proc/cpuinfo", "grep -rn TODO .", "cd src && rg foo",
      "find ~ -maxdepth 1 -type d", "find ~/.config -name '*.json' | sort", "rg --files ~", "git grep --no-index token"]],
  ["more stores: every file in ~/.ssh but the public ones, shells' and REPLs' histories, CLIs' tokens, .htpasswd, BSD's master.passwd",
    ["cat ~/.ssh/foo", "cat ~/.ssh/github", "cat ~/.ssh/keys/deploy", "cat ~/.zhistory", "cat ~/.histfile", "cat ~/.local/share/fish/fish_history",
      "cat ~/.irb_history", "cat ~/.sh_history", "cat ~/.ipython/profile_default/history.sqlite", "cat .htpasswd", "cat public/.htpasswd",
      "cat /etc/master.passwd", "cat /etc/spwd.db", "cat ~/.config/configstore/firebase-tools.json", "cat ~/.config/op/config",
      "cat ~/.oci/config", "cat ~/.config/.wrangler/config/default.toml", "cat ~/.tsh/keys/proxy/u", "cat ~/.circleci/cli.yml",
      "cat ~/.config/netlify/config.json", "cat ~/.supabase/access-token", "cat \"$D/.ssh/deploy\""],
    ["cat ~/.ssh/id_rsa.pub", "cat ~/.ssh/config", "cat ~/.ssh/known_hosts", "cat ~/.ssh/known_hosts.old", "cat ~/.ssh/authorized_keys",
      "ls ~/.ssh", "cat ~/.config/fish/config.fish", "cat ~/.zshrc", "cat /etc/passwd", "cat README.md"]],
  ["more stores: browsers' and mail clients' saved logins and cookies, keychains, mail, chat and file-transfer passwords, more clouds' keys, a Jupyter runtime's tokens, an environment file's copies",
    ["cat ~/.mozilla/firefox/a1.default-release/logins.json", "cat ~/.mozilla/firefox/a1.default/key4.db", "cat ~/.thunderbird/x.default/logins.json",
      "cat \"$HOME/.config/google-chrome/Default/Login Data\"", "cat ~/.config/chromium/Default/Cookies", "cat ~/.config/Slack/Cookies",
      "cat \"$HOME/Library/Application Support/Google/Chrome/Default/Cookies\"", "cat ~/Library/Keychains/login.keychain-db",
      "cat ~/.fetchmailrc", "cat ~/.mbsyncrc", "cat ~/.offlineimaprc", "cat ~/.muttrc", "cat ~/.config/aerc/accounts.conf", "cat ~/.purple/accounts.xml",
      "cat ~/.irssi/config", "cat ~/.config/filezilla/sitemanager.xml", "cat ~/.davfs2/secrets", "cat /etc/davfs2/secrets",
      "cat ~/.subversion/auth/svn.simple/0123abcd", "cat ~/.hgrc", "cat ~/.aliyun/config.json", "cat ~/.config/openstack/clouds.yaml",
      "cat ~/.config/scw/config.yaml", "cat ~/.cloudflared/cert.pem", "cat ~/.snowsql/config", "cat ~/.composer/auth.json", "cat ~/.bunfig.toml",
      "cat ~/.local/share/python_keyring/keyring_pass.cfg", "cat ~/.cassandra/cqlshrc", "cat ~/.kube/cache/oidc-login/abc",
      "cat ~/.local/share/jupyter/runtime/jpserver-42.json", "cat /etc/gitlab/gitlab-secrets.json", "cat .vagrant/machines/default/virtualbox/private_key",
      "cat .streamlit/secrets.toml", "cat .env~", "cat .env.save", "cat ..env.swp", "zcat .env.gz", "cat .env.local~",
      "grep -r pass ~/.mozilla", "grep -r pass ~/.config/filezilla", "rg token ~/.subversion", "grep -r token ~/.jupyter"],
    ["cat ~/.mozilla/firefox/profiles.ini", "cat ~/.config/Code/User/settings.json", "ls ~/Library", "cat .env.example", "cat docs/Cookies.md",
      "cat ~/.config/mutt/colors", "cat .streamlit/config.toml", "ls ~/.subversion", "cat ~/.config/openstack/README"]],
  ["more stores where their tools put them: Debian's shadow backups, msmtp's system file, dotenvx's keys, google-github-actions/auth's key file, adb's key, docker's legacy login, act's secrets, ASP.NET's user secrets",
    ["cat /var/backups/shadow.bak", "cat /var/backups/gshadow.bak", "cat /etc/msmtprc", "cat .env.keys", "cat sub/.env.keys", "cat gha-creds-1a2b3c.json",
      "jq . gha-creds-1a2b3c.json", "cat ~/.android/adbkey", "cat ~/.dockercfg", "cat .dockercfg", "cat .secrets", "base64 .secrets",
      "cat ~/.microsoft/usersecrets/6f1c2d/secrets.json"],
    ["cat /var/backups/passwd.bak", "cat /var/backups/dpkg.status.0", "cat .env.example", "cat .env.vault", "cat ~/.android/adbkey.pub",
      "cat gha-notes.json", "cat secrets.md", "ls ~/.microsoft/usersecrets", "cat docs/secrets.md"]],
  ["coding agents' MCP configurations, with each server's API keys",
    ["cat ~/.claude.json", "jq .mcpServers ~/.claude.json", "cat \"$HOME/Library/Application Support/Claude/claude_desktop_config.json\"",
      "cat ~/.config/Claude/claude_desktop_config.json", "cat ~/.cursor/mcp.json", "cat ~/.codeium/windsurf/mcp_config.json",
      "cat ~/.claude.json.backup.1769596532941", "cat ~/.claude/backups/.claude.json.backup.1769596532941", "cat ~/.claude.json.corrupted.1769596532941"],
    ["cat .mcp.json", "cat ~/.claude/settings.json", "cat CLAUDE.md", "cat ~/.cursor/argv.json", "ls ~/.cursor"]],
  ["a device whose reading takes what a user types, says or shows, a block device, a serial line",
    ["cat /dev/input/event0", "od -An -tx1 /dev/input/by-id/usb-kbd-event-kbd", "cat /dev/pts/0", "cat /dev/tty1", "cat /dev/vcs1", "cat /dev/vcsa",
      "cat /dev/snd/pcmC0D0c", "head -c 1000 /dev/dsp", "cat /dev/video0", "cat /dev/hidraw0", "cat /dev/bus/usb/001/002", "cat /dev/ttyUSB0",
      "cat /dev/ttyACM0", "cat /dev/ttyS0", "head -c 512 /dev/loop0", "xxd -l 64 /dev/sr0", "cat /dev/sg0", "cat /dev/fd0", "cat /dev/md0",
      "cat /dev/nbd0", "cat /dev/zram0", "cat /dev/mtd0", "cat /dev/tpm0", "cat /dev/cpu/0/msr", "cat /dev/cdrom", "{ cat; } < /dev/pts/1",
      // (udev's aliases of the same devices, the screen, the console, macOS's serial lines)
      "cat /dev/char/4:1", "cat /dev/char/13:64", "head -c 512 /dev/disk/by-uuid/0a1b", "head -c 512 /dev/block/8:0",
      "cat /dev/serial/by-id/usb-x", "cat /dev/fb0", "cat /dev/console", "cat /dev/cu.usbserial", "cat /dev/tty.usbmodem1"],
    ["cat /dev/null", "head -c 16 /dev/urandom", "head -c 8 /dev/zero", "cat /dev/stdin", "cat /dev/fd/0", "ls /dev", "echo x > /dev/null",
      "cat /dev/shm/notes.txt", "ls -l /dev/pts", "cat /proc/cpuinfo",
      // (a name looked up, no device opened)
      "ls -l /dev/ttyUSB0", "stat /dev/pts/0", "ls -l /dev/input/by-id/", "stat -L /dev/watchdog"]],
  ["a store a compound command's redirect or $(< F) reads (what the commands it feeds read, or what it prints)",
    ["{ cat; } < ~/.ssh/id_rsa", "x=$(< ~/.ssh/id_rsa); echo \"$x\"", "echo \"$(< .env)\"", "while read l; do echo \"$l\"; done < .env",
      "( cat ) < /etc/shadow", "if true; then cat; fi < .env", "{ cat; } < \"$D/.aws/credentials\"", "{ wc -c; } < /dev/sda"],
    ["{ cat; } < README.md", "while read -r l; do echo \"$l\"; done < list.txt", "echo \"$(< VERSION)\"", "for f in a b; do cat \"$f\"; done < /dev/null",
      "{ ls; } 2>/dev/null", "cat < README.md", "if true; then cat; fi < README.md"]],
];

// A glob a command reads, where it runs (a tree with keys and a Terraform state beside
// the sources, and one with none): never approved where it may expand to a store's name,
// as bash expands it (the host's names: wasm/rules.ts hostGlob), approved where it cannot.
const keys = scratch("rulec-readonly-keys-"), plain = scratch("rulec-readonly-plain-");
for (const [dir, files] of [[keys, ["server.key", "id_rsa", "README.md", "src/a.ts", "certs/deploy-key.pem", ".hid/x.p12", "terraform.tfstate"]],
  [plain, ["README.md", "src/a.ts", ".env"]]]) {
  for (const f of files) { mkdirSync(dirname(join(dir, f)), { recursive: true }); writeFileSync(join(dir, f), ""); }
}
const tierIn = (dir, command) => classifier.classify(fieldsOf({ hook_event_name: "PreToolUse", tool_name: "Bash", tool_input: { command }, cwd: dir, session_id: "s" })).tier;
// [where, calls never approved, calls still approved]
const GLOBS = [
  [keys, ["cat *", "head -5 *", "wc -l *", "grep foo *", "md5sum *", "cat id_*", "cat *_rsa", "cat [s]*", "cat ?d_rsa", "cat */*",
    "cat ./*", "cat certs/*", "cat .*/*", "cat *.tfstate", "for f in *; do cat \"$f\"; done", "cd src && cat ../*"],
  ["ls *", "ls -la *", "echo *", "stat *", "cat *.md", "wc -l *.md", "cat README*", "cat src/*", "cd src && cat *", "for f in *.md; do wc -l \"$f\"; done"]],
  // (an extended glob whose alternative begins with `.`: with extglob on it matches the
  // hidden names `*` never does — bash(1) "Pattern Matching")
  [plain, ["cat .e*", "cat .*", "for f in .e*; do cat \"$f\"; done", "for f in .[e]*; do head \"$f\"; done",
    "cat @(.env)", "cat +(.env)", "cat *(.env)", "cat ?(.)env", "cat @(README.md|.env)", "cat @(\\.env)", "cat @('.env')", "head -1 src/../@(.env)"],
  ["cat *", "head -5 *", "wc -l *", "grep foo *", "cat */*", "cat ./*", "cat src/*", "for f in *; do cat \"$f\"; done",
    "cat @(README.md)", "cat *(README).md", "ls !(README.md)", "cat src/@(a).ts"]],
];
// A project file that is a symbolic link to a store outside it (a cloned repository may
// carry one): read through the link, as the kernel opens it (the host's realpath)
const linkHome = scratch("rulec-readonly-linked-home-"), linkProj = scratch("rulec-readonly-linked-");
mkdirSync(join(linkHome, ".ssh"), { recursive: true });
writeFileSync(join(linkHome, ".ssh", "id_rsa"), "");
writeFileSync(join(linkProj, "README.md"), "");
symlinkSync(join(linkHome, ".ssh", "id_rsa"), join(linkProj, "notes.txt"));
symlinkSync(join(linkHome, ".ssh"), join(linkProj, "keys"));
test("a project file linked to a store is read through the link", () => {
  for (const c of ["cat notes.txt", "head -3 ./notes.txt", "cat keys/id_rsa", "cat *", "wc -l README.md notes.txt", "cat n*"]) assert.is.not(tierIn(linkProj, c), "allow", c);
  for (const c of ["cat README.md", "ls -la", "ls keys", "wc -l README.md", "cat R*"]) assert.is(tierIn(linkProj, c), "allow", c);
});

// … and one linked to a device (a console, a terminal) is the device (where the system has it)
test("a project file linked to a device is read through the link", () => {
  const dir = scratch("rulec-readonly-devlink-");
  writeFileSync(join(dir, "README.md"), "");
  const devices = ["/dev/console", "/dev/tty1", "/dev/loop0"].filter((d) => existsSync(d));
  devices.forEach((d, i) => symlinkSync(d, join(dir, `dev${i}`)));
  for (let i = 0; i < devices.length; i++) assert.is.not(tierIn(dir, `cat dev${i}`), "allow", devices[i]);
  assert.is(tierIn(dir, "cat README.md"), "allow");
});

// A helm chart whose tree links out of it: helm's loader follows the link into .Files,
// which a template prints; a chart of its own files, and a chart reference that names no
// directory here, stay approved.
const charts = scratch("rulec-readonly-charts-");
for (const c of ["linked", "plain", "withenv"]) {
  mkdirSync(join(charts, c, "templates"), { recursive: true });
  writeFileSync(join(charts, c, "Chart.yaml"), "apiVersion: v2\nname: demo\nversion: 0.1.0\n");
  writeFileSync(join(charts, c, "templates", "cm.yaml"), "kind: ConfigMap\n");
}
symlinkSync(join(linkHome, ".ssh", "id_rsa"), join(charts, "linked", "key"));
writeFileSync(join(charts, "withenv", ".env"), "K=v\n");
test("a helm chart that links out of its tree, or holds a store, is not rendered", () => {
  for (const c of ["helm template ./linked", "helm template x linked", "helm lint linked", "helm show values ./linked", "helm show all linked",
    "helm install x ./linked --dry-run --hide-secret", "helm template x ./withenv", "cd linked && helm lint ."]) assert.is.not(tierIn(charts, c), "allow", c);
  for (const c of ["helm template x ./plain", "helm lint plain", "helm show values ./plain", "helm template x nginx/nginx", "helm show all oci://example.com/c",
    "helm dependency list ./linked", "cd plain && helm lint ."]) assert.is(tierIn(charts, c), "allow", c);
});

for (const [dir, never, approved] of GLOBS) {
  const where = dir === keys ? "beside keys" : "where no key is";
  test(`a glob ${where}: never approved where it may name a store`, () => {
    for (const c of never) assert.is.not(tierIn(dir, c), "allow", c);
  });
  test(`a glob ${where}: still approved where it cannot`, () => {
    for (const c of approved) assert.is(tierIn(dir, c), "allow", c);
  });
}

for (const [what, never, approved] of CLASSES) {
  test(`never approved: ${what}`, () => {
    for (const c of never) assert.is.not(tier(c), "allow", c);
  });
  test(`still approved beside it: ${what}`, () => {
    for (const c of approved) assert.is(tier(c), "allow", c);
  });
}

test.run();
