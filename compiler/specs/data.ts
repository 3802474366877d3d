// Option grammars for the data family (rules/readonly/data.ts): transfer tools (curl,
// wget), database shells (mysql, psql, sqlite3, duckdb, sqlcmd), openssl, encoders and
// compressors (base64, xxd, iconv, gzip/bzip2/xz/zstd and their cat/grep forms, 7z,
// unzip/zipinfo, binhex, compression_tool), mktemp, yq, fzf, and ripgrep (rg: its valued options). tar's grammar is
// compiler/specs/coreutils.ts's.
//
// Why: the readonly rules approve these tools only with options they know, so each
// grammar lists every option of the tool (or, for the big ones, of the modes the rules
// approve) with whether it takes a value: an option missing here makes
// `.knownOptions()` fail, which approves nothing.
//
// Sources: curl — the option table of src/tool_getparam.c (curl 8.x: `aliases[]`, ARG_BOOL
// options also take `--no-`) and docs/cmdline-opts/*.md; curl 7.x accepts unambiguous
// prefixes of long options, hence abbrev. wget — wget(1) (GNU Wget 1.21 manual).
// mysql — mysql(1), "mysql Client Options" (MySQL 8.4 reference). psql — psql(1)
// (PostgreSQL 17). sqlite3 — `sqlite3 -help` and "Command Line Shell For SQLite"
// (sqlite.org/cli.html). duckdb — "CLI arguments" (duckdb.org/docs/api/cli/arguments).
// sqlcmd — "sqlcmd utility" (learn.microsoft.com, ODBC and go-sqlcmd). openssl —
// openssl-x509(1), -req(1), -crl(1), -verify(1), -dgst(1), -rand(1), -version(1),
// -list(1), -asn1parse(1), -ciphers(1), -s_client(1) (OpenSSL 3.x): the union of the
// commands' options, single-dash words. base64 — GNU coreutils base64(1), macOS base64(1).
// xxd — xxd(1) (vim 9). iconv — iconv(1) (glibc). gzip(1), bzip2(1), xz(1), zstd(1).
// 7-Zip has no grammar here: its switches are single words (`-slt`, `-p[pw]`, `-o{dir}`). unzip(1),
// zipinfo(1) (Info-ZIP). mktemp(1) (GNU). yq — mikefarah/yq `yq --help` and kislyuk/yq
// `yq --help`. fzf — fzf(1) and src/options.go (parseOptions). binhex(1),
// compression_tool(1) (macOS).

import type { Arity, CommandSpec } from "./types.ts";

/** `opts("-a --all", "flag")`: each space-separated option with one arity. */
function opts(names: string, arity: Arity): Record<string, Arity> {
  const o: Record<string, Arity> = {};
  for (const n of names.split(/\s+/)) if (n) o[n] = arity;
  return o;
}

// curl: every option of src/tool_getparam.c's table (test-only ones left out); a boolean
// option's `--no-` form too. `-h`/`--help` read a topic only when it is attached here
// (curl takes the next word as the topic; help exits before any transfer either way).
const CURL: CommandSpec = {
  abbrev: true,
  options: {
      "--abstract-unix-socket": "value",
      "--alpn": "flag", "--no-alpn": "flag",
      "--alt-svc": "value",
      "--anyauth": "flag",
      "-a": "flag", "--append": "flag", "--no-append": "flag",
      "--aws-sigv4": "value",
      "--basic": "flag", "--no-basic": "flag",
      "-N": "flag", "--buffer": "flag", "--no-buffer": "flag",
      "--ca-native": "flag", "--no-ca-native": "flag",
      "--cacert": "value",
      "--capath": "value",
      "-E": "value", "--cert": "value",
      "--cert-status": "flag", "--no-cert-status": "flag",
      "--cert-type": "value",
      "--ciphers": "value",
      "--clobber": "flag", "--no-clobber": "flag",
      "--compressed": "flag", "--no-compressed": "flag",
      "--compressed-ssh": "flag", "--no-compressed-ssh": "flag",
      "-K": "value", "--config": "value",
      "--connect-timeout": "value",
      "--connect-to": "value",
      "-C": "value", "--continue-at": "value",
      "-b": "value", "--cookie": "value",
      "-c": "value", "--cookie-jar": "value",
      "--create-dirs": "flag", "--no-create-dirs": "flag",
      "--create-file-mode": "value",
      "--crlf": "flag", "--no-crlf": "flag",
      "--crlfile": "value",
      "--curves": "value",
      "-d": "value", "--data": "value",
      "--data-ascii": "value",
      "--data-binary": "value",
      "--data-raw": "value",
      "--data-urlencode": "value",
      "--delegation": "value",
      "--digest": "flag", "--no-digest": "flag",
      "-q": "flag", "--disable": "flag", "--no-disable": "flag",
      "--disable-eprt": "flag", "--no-disable-eprt": "flag",
      "--disable-epsv": "flag", "--no-disable-epsv": "flag",
      "--disallow-username-in-url": "flag", "--no-disallow-username-in-url": "flag",
      "--dns-interface": "value",
      "--dns-ipv4-addr": "value",
      "--dns-ipv6-addr": "value",
      "--dns-servers": "value",
      "--doh-cert-status": "flag", "--no-doh-cert-status": "flag",
      "--doh-insecure": "flag", "--no-doh-insecure": "flag",
      "--doh-url": "value",
      "--dump-ca-embed": "flag",
      "-D": "value", "--dump-header": "value",
      "--ech": "value",
      "--egd-file": "value",
      "--engine": "value",
      "--eprt": "flag", "--no-eprt": "flag",
      "--epsv": "flag", "--no-epsv": "flag",
      "--etag-compare": "value",
      "--etag-save": "value",
      "--expect100-timeout": "value",
      "-f": "flag", "--fail": "flag", "--no-fail": "flag",
      "--fail-early": "flag", "--no-fail-early": "flag",
      "--fail-with-body": "flag", "--no-fail-with-body": "flag",
      "--false-start": "flag", "--no-false-start": "flag",
      "--follow": "flag", "--no-follow": "flag",
      "-F": "value", "--form": "value",
      "--form-escape": "flag", "--no-form-escape": "flag",
      "--form-string": "value",
      "--ftp-account": "value",
      "--ftp-alternative-to-user": "value",
      "--ftp-create-dirs": "flag", "--no-ftp-create-dirs": "flag",
      "--ftp-method": "value",
      "--ftp-pasv": "flag",
      "-P": "value", "--ftp-port": "value",
      "--ftp-pret": "flag", "--no-ftp-pret": "flag",
      "--ftp-skip-pasv-ip": "flag", "--no-ftp-skip-pasv-ip": "flag",
      "--ftp-ssl": "flag", "--no-ftp-ssl": "flag",
      "--ftp-ssl-ccc": "flag", "--no-ftp-ssl-ccc": "flag",
      "--ftp-ssl-ccc-mode": "value",
      "--ftp-ssl-control": "flag", "--no-ftp-ssl-control": "flag",
      "--ftp-ssl-reqd": "flag", "--no-ftp-ssl-reqd": "flag",
      "-G": "flag", "--get": "flag", "--no-get": "flag",
      "-g": "flag", "--globoff": "flag", "--no-globoff": "flag",
      "--happy-eyeballs-timeout-ms": "value",
      "--haproxy-clientip": "value",
      "--haproxy-protocol": "flag", "--no-haproxy-protocol": "flag",
      "-I": "flag", "--head": "flag", "--no-head": "flag",
      "-H": "value", "--header": "value",
      "-h": "optional", "--help": "optional",
      "--hostpubmd5": "value",
      "--hostpubsha256": "value",
      "--hsts": "value",
      "--http0.9": "flag", "--no-http0.9": "flag",
      "-0": "flag", "--http1.0": "flag",
      "--http1.1": "flag",
      "--http2": "flag",
      "--http2-prior-knowledge": "flag",
      "--http3": "flag",
      "--http3-only": "flag",
      "--httpsig-algo": "value",
      "--httpsig-headers": "value",
      "--httpsig-key": "value",
      "--httpsig-keyid": "value",
      "--ignore-content-length": "flag", "--no-ignore-content-length": "flag",
      "--include": "flag", "--no-include": "flag",
      "-k": "flag", "--insecure": "flag", "--no-insecure": "flag",
      "--interface": "value",
      "--ip-tos": "value",
      "--ipfs-gateway": "value",
      "-4": "flag", "--ipv4": "flag",
      "-6": "flag", "--ipv6": "flag",
      "--json": "value",
      "-j": "flag", "--junk-session-cookies": "flag", "--no-junk-session-cookies": "flag",
      "--keepalive": "flag", "--no-keepalive": "flag",
      "--keepalive-cnt": "value",
      "--keepalive-time": "value",
      "--key": "value",
      "--key-type": "value",
      "--knownhosts": "value",
      "--krb": "value",
      "--krb4": "value",
      "--libcurl": "value",
      "--limit-rate": "value",
      "-l": "flag", "--list-only": "flag", "--no-list-only": "flag",
      "--local-port": "value",
      "-L": "flag", "--location": "flag", "--no-location": "flag",
      "--location-trusted": "flag", "--no-location-trusted": "flag",
      "--login-options": "value",
      "--mail-auth": "value",
      "--mail-from": "value",
      "--mail-rcpt": "value",
      "--mail-rcpt-allowfails": "flag", "--no-mail-rcpt-allowfails": "flag",
      "-M": "flag", "--manual": "flag", "--no-manual": "flag",
      "--max-filesize": "value",
      "--max-redirs": "value",
      "-m": "value", "--max-time": "value",
      "--metalink": "flag", "--no-metalink": "flag",
      "--mptcp": "flag", "--no-mptcp": "flag",
      "--negotiate": "flag", "--no-negotiate": "flag",
      "-n": "flag", "--netrc": "flag", "--no-netrc": "flag",
      "--netrc-file": "value",
      "--netrc-optional": "flag", "--no-netrc-optional": "flag",
      "-:": "flag", "--next": "flag",
      "--noproxy": "value",
      "--npn": "flag", "--no-npn": "flag",
      "--ntlm": "flag", "--no-ntlm": "flag",
      "--ntlm-wb": "flag", "--no-ntlm-wb": "flag",
      "--oauth2-bearer": "value",
      "--out-null": "flag", "--no-out-null": "flag",
      "-o": "value", "--output": "value",
      "--output-dir": "value",
      "-Z": "flag", "--parallel": "flag", "--no-parallel": "flag",
      "--parallel-immediate": "flag", "--no-parallel-immediate": "flag",
      "--parallel-max": "value",
      "--parallel-max-host": "value",
      "--pass": "value",
      "--path-as-is": "flag", "--no-path-as-is": "flag",
      "--pinnedpubkey": "value",
      "--post301": "flag", "--no-post301": "flag",
      "--post302": "flag", "--no-post302": "flag",
      "--post303": "flag", "--no-post303": "flag",
      "--preproxy": "value",
      "-#": "flag", "--progress-bar": "flag", "--no-progress-bar": "flag",
      "--progress-meter": "flag", "--no-progress-meter": "flag",
      "--proto": "value",
      "--proto-default": "value",
      "--proto-redir": "value",
      "-x": "value", "--proxy": "value",
      "--proxy-anyauth": "flag", "--no-proxy-anyauth": "flag",
      "--proxy-basic": "flag", "--no-proxy-basic": "flag",
      "--proxy-ca-native": "flag", "--no-proxy-ca-native": "flag",
      "--proxy-cacert": "value",
      "--proxy-capath": "value",
      "--proxy-cert": "value",
      "--proxy-cert-type": "value",
      "--proxy-ciphers": "value",
      "--proxy-crlfile": "value",
      "--proxy-digest": "flag", "--no-proxy-digest": "flag",
      "--proxy-header": "value",
      "--proxy-http2": "flag", "--no-proxy-http2": "flag",
      "--proxy-http3": "flag", "--no-proxy-http3": "flag",
      "--proxy-insecure": "flag", "--no-proxy-insecure": "flag",
      "--proxy-key": "value",
      "--proxy-key-type": "value",
      "--proxy-negotiate": "flag", "--no-proxy-negotiate": "flag",
      "--proxy-ntlm": "flag", "--no-proxy-ntlm": "flag",
      "--proxy-pass": "value",
      "--proxy-pinnedpubkey": "value",
      "--proxy-service-name": "value",
      "--proxy-ssl-allow-beast": "flag", "--no-proxy-ssl-allow-beast": "flag",
      "--proxy-ssl-auto-client-cert": "flag", "--no-proxy-ssl-auto-client-cert": "flag",
      "--proxy-tls13-ciphers": "value",
      "--proxy-tlsauthtype": "value",
      "--proxy-tlspassword": "value",
      "--proxy-tlsuser": "value",
      "--proxy-tlsv1": "flag",
      "-U": "value", "--proxy-user": "value",
      "--proxy1.0": "value",
      "-p": "flag", "--proxytunnel": "flag", "--no-proxytunnel": "flag",
      "--pubkey": "value",
      "-Q": "value", "--quote": "value",
      "--random-file": "value",
      "-r": "value", "--range": "value",
      "--rate": "value",
      "--raw": "flag", "--no-raw": "flag",
      "-e": "value", "--referer": "value",
      "-J": "flag", "--remote-header-name": "flag", "--no-remote-header-name": "flag",
      "-O": "flag", "--remote-name": "flag", "--no-remote-name": "flag",
      "--remote-name-all": "flag", "--no-remote-name-all": "flag",
      "-R": "flag", "--remote-time": "flag", "--no-remote-time": "flag",
      "--remove-on-error": "flag", "--no-remove-on-error": "flag",
      "-X": "value", "--request": "value",
      "--request-target": "value",
      "--resolve": "value",
      "--retry": "value",
      "--retry-all-errors": "flag", "--no-retry-all-errors": "flag",
      "--retry-connrefused": "flag", "--no-retry-connrefused": "flag",
      "--retry-delay": "value",
      "--retry-max-time": "value",
      "--sasl-authzid": "value",
      "--sasl-ir": "flag", "--no-sasl-ir": "flag",
      "--service-name": "value",
      "--sessionid": "flag", "--no-sessionid": "flag",
      "-S": "flag", "--show-error": "flag", "--no-show-error": "flag",
      "-i": "flag", "--show-headers": "flag", "--no-show-headers": "flag",
      "--sigalgs": "value",
      "-s": "flag", "--silent": "flag", "--no-silent": "flag",
      "--skip-existing": "flag", "--no-skip-existing": "flag",
      "--socks4": "value",
      "--socks4a": "value",
      "--socks5": "value",
      "--socks5-basic": "flag", "--no-socks5-basic": "flag",
      "--socks5-gssapi": "flag", "--no-socks5-gssapi": "flag",
      "--socks5-gssapi-nec": "flag", "--no-socks5-gssapi-nec": "flag",
      "--socks5-gssapi-service": "value",
      "--socks5-hostname": "value",
      "-Y": "value", "--speed-limit": "value",
      "-y": "value", "--speed-time": "value",
      "--ssl": "flag", "--no-ssl": "flag",
      "--ssl-allow-beast": "flag", "--no-ssl-allow-beast": "flag",
      "--ssl-auto-client-cert": "flag", "--no-ssl-auto-client-cert": "flag",
      "--ssl-no-revoke": "flag", "--no-ssl-no-revoke": "flag",
      "--ssl-reqd": "flag", "--no-ssl-reqd": "flag",
      "--ssl-revoke-best-effort": "flag", "--no-ssl-revoke-best-effort": "flag",
      "--ssl-sessions": "value",
      "-2": "flag", "--sslv2": "flag",
      "-3": "flag", "--sslv3": "flag",
      "--stderr": "value",
      "--styled-output": "flag", "--no-styled-output": "flag",
      "--suppress-connect-headers": "flag", "--no-suppress-connect-headers": "flag",
      "--tcp-fastopen": "flag", "--no-tcp-fastopen": "flag",
      "--tcp-nodelay": "flag", "--no-tcp-nodelay": "flag",
      "-t": "value", "--telnet-option": "value",
      "--tftp-blksize": "value",
      "--tftp-no-options": "flag", "--no-tftp-no-options": "flag",
      "-z": "value", "--time-cond": "value",
      "--tls-earlydata": "flag", "--no-tls-earlydata": "flag",
      "--tls-max": "value",
      "--tls13-ciphers": "value",
      "--tlsauthtype": "value",
      "--tlspassword": "value",
      "--tlsuser": "value",
      "-1": "flag", "--tlsv1": "flag",
      "--tlsv1.0": "flag",
      "--tlsv1.1": "flag",
      "--tlsv1.2": "flag",
      "--tlsv1.3": "flag",
      "--tr-encoding": "flag", "--no-tr-encoding": "flag",
      "--trace": "value",
      "--trace-ascii": "value",
      "--trace-config": "value",
      "--trace-ids": "flag", "--no-trace-ids": "flag",
      "--trace-time": "flag", "--no-trace-time": "flag",
      "--unix-socket": "value",
      "-T": "value", "--upload-file": "value",
      "--upload-flags": "value",
      "--url": "value",
      "--url-query": "value",
      "-B": "flag", "--use-ascii": "flag", "--no-use-ascii": "flag",
      "-u": "value", "--user": "value",
      "-A": "value", "--user-agent": "value",
      "--variable": "value",
      "-v": "flag", "--verbose": "flag", "--no-verbose": "flag",
      "-V": "flag", "--version": "flag", "--no-version": "flag",
      "--vlan-priority": "value",
      "-w": "value", "--write-out": "value",
      "--xattr": "flag", "--no-xattr": "flag",
  },
};

// wget(1): startup, logging, download, directory, HTTP, HTTPS, HSTS, FTP, recursive options.
const WGET: CommandSpec = {
  abbrev: true,
  options: {
    ...opts("-V --version -h --help -b --background -q --quiet -v --verbose -nv --no-verbose --report-speed -F --force-html -nc --no-clobber -c --continue --progress --show-progress -N --timestamping --no-if-modified-since --no-use-server-timestamps -S --server-response --spider --no-dns-cache --restrict-file-names --inet4-only -4 --inet6-only -6 --retry-connrefused --ask-password --no-iri --unlink --no-config --no-netrc -nd --no-directories -x --force-directories -nH --no-host-directories --protocol-directories --no-cache --no-cookies --keep-session-cookies --ignore-length --save-headers --content-disposition --content-on-error --trust-server-names --auth-no-challenge --no-check-certificate --https-only --no-hsts --no-proxy --no-passive-ftp --preserve-permissions --retr-symlinks --no-remove-listing --no-glob -r --recursive -k --convert-links --convert-file-only -K --backup-converted -m --mirror -p --page-requisites --strict-comments --delete-after -L --relative -H --span-hosts --follow-ftp --ignore-case -np --no-parent -E --adjust-extension --html-extension --random-wait --debug -d --no-http-keep-alive --xattr --warc-cdx --no-warc-compression --no-warc-digests --no-warc-keep-log --compression --ftps-implicit --no-ftps-resume-ssl --ftps-clear-data-connection --ftps-fallback-to-ftp --check-certificate --hsts --if-modified-since --use-server-timestamps --config-file", "flag"),
    ...opts("-e --execute -o --output-file -a --append-output -i --input-file -B --base --config --rejected-log -t --tries -O --output-document --backups -T --timeout --dns-timeout --connect-timeout --read-timeout --limit-rate -w --wait --waitretry -Q --quota --bind-address --bind-dev --prefer-family --user --password --use-askpass --local-encoding --remote-encoding --start-pos --max-redirect -P --directory-prefix --cut-dirs --default-page --http-user --http-password --header --proxy-user --proxy-password --referer -U --user-agent --load-cookies --save-cookies --post-data --post-file --method --body-data --body-file --secure-protocol --certificate --certificate-type --private-key --private-key-type --ca-certificate --ca-directory --crl-file --pinnedpubkey --random-file --egd-file --ciphers --hsts-file --ftp-user --ftp-password -l --level --reject-regex --accept-regex --regex-type -A --accept -R --reject -D --domains --exclude-domains --follow-tags --ignore-tags -I --include-directories -X --exclude-directories --warc-file --warc-header --warc-max-size --warc-dedup --warc-tempdir --input-metalink --metalink-index --preferred-location --compression-type --retry-on-http-error --report-bbs", "value"),
    "--compression": "value",
  },
};

// mysql(1): the client's options (those that take a value as `--opt=v` or `--opt v`;
// `-p`/`--password` only attached, as the manual says).
const MYSQL: CommandSpec = {
  abbrev: true,
  options: {
    ...opts("-? --help -I -V --version -A --no-auto-rehash --auto-rehash --auto-vertical-output -B --batch --binary-as-hex --binary-mode -C --compress --column-names --column-type-info -c --comments --skip-comments --debug-check --debug-info --disable-named-commands -E --vertical -f --force -G --named-commands -H --html -i --ignore-spaces --line-numbers --skip-line-numbers -L --no-beep -n --unbuffered -N --skip-column-names -o --one-database -q --quick -r --raw --reconnect --skip-reconnect --safe-updates --i-am-a-dummy -U -s --silent -t --table -v --verbose -X --xml --no-defaults --print-defaults --show-warnings --sigint-ignore --skip-pager --no-pager --skip-ssl --ssl --ssl-verify-server-cert --syslog -j --system-command --skip-system-command --tee --no-tee --enable-cleartext-plugin --get-server-public-key --skip-auto-rehash --skip-column-names --skip-named-commands --skip-secure-auth --secure-auth --can-handle-expired-passwords --ssl-session-data-continue-on-failed-reuse", "flag"),
    ...opts("-p --password --password1 --password2 --password3 --pager --tee -#", "optional"),
    ...opts("--bind-address --character-sets-dir --compression-algorithms -D --database --default-auth --default-character-set --defaults-extra-file --defaults-file --defaults-group-suffix --delimiter --dns-srv-name -e --execute -h --host --init-command --load-data-local-dir --local-infile --login-path --max-allowed-packet --max-join-size --net-buffer-length --network-namespace --plugin-dir --plugin-authentication-kerberos-client-mode --oci-config-file --authentication-oci-client-config-profile -P --port --prompt --protocol --select-limit --server-public-key-path --shared-memory-base-name -S --socket --ssl-ca --ssl-capath --ssl-cert --ssl-cipher --ssl-crl --ssl-crlpath --ssl-fips-mode --ssl-key --ssl-mode --ssl-session-data --telemetry-client --tls-ciphersuites --tls-version --tls-sni-servername -u --user --zstd-compression-level --connect-timeout --connect-expired-password --histignore --fido-register-factor --register-factor --mysql-shell-compat", "value"),
    "--tee": "value", "--local-infile": "optional",
  },
};

// psql(1): connection, input and output options.
const PSQL: CommandSpec = {
  abbrev: true,
  options: {
    ...opts("-a --echo-all -A --no-align -b --echo-errors --csv -e --echo-queries -E --echo-hidden -H --html -l --list -n --no-readline -q --quiet -s --single-step -S --single-line -t --tuples-only -x --expanded -X --no-psqlrc -z --field-separator-zero -0 --record-separator-zero -1 --single-transaction -? --help -V --version -w --no-password -W --password", "flag"),
    ...opts("-c --command -d --dbname -f --file -F --field-separator -L --log-file -o --output -P --pset -R --record-separator -T --table-attr -v --set --variable -h --host -p --port -U --username", "value"),
  },
};

// sqlite3: `sqlite3 -help` (3.4x); options are single-dash words, and `--opt` spells the
// same. -lookaside and -pagecache take two values (SIZE N): listed as taking one, the
// second is read as an operand, which the rules then refuse as SQL.
const SQLITE_FLAGS = "-append -ascii -bail -batch -box -column -csv -deserialize -echo -header -noheader -help -html -interactive -json -line -list -markdown -memtrace -nofollow -quote -readonly -safe -stats -table -tabs -version -zip -no-rowid-in-view -unsafe-testing -utf8 -utf16 -escape";
const SQLITE_VALUES = "-A -cmd -init -lookaside -maxsize -mmap -newline -nonce -nullvalue -pagecache -separator -vfs -heap -pcachetrace -screenwidth -escape";
const dashed = (names: string) => names.split(/\s+/).map((n) => "-" + n).join(" ");
const SQLITE3: CommandSpec = {
  abbrev: false,
  options: { ...opts(SQLITE_FLAGS + " " + dashed(SQLITE_FLAGS), "flag"), ...opts(SQLITE_VALUES + " " + dashed(SQLITE_VALUES), "value") },
};

// duckdb: "CLI arguments" (single-dash words; `--opt` too).
const DUCKDB_FLAGS = "-append -ascii -bail -batch -box -column -csv -echo -header -noheader -help -html -interactive -json -line -list -markdown -no-stdin -quote -readonly -safe -table -unredacted -unsigned -version -ui";
const DUCKDB_VALUES = "-c -cmd -f -init -newline -nullvalue -s -separator -storage-version";
const DUCKDB: CommandSpec = {
  abbrev: false,
  options: { ...opts(DUCKDB_FLAGS + " " + dashed(DUCKDB_FLAGS), "flag"), ...opts(DUCKDB_VALUES + " " + dashed(DUCKDB_VALUES), "value") },
};

// sqlcmd: the ODBC utility's switches (`-Q query`, `-S server`, …) and go-sqlcmd's
// (`sqlcmd query TEXT`, `config view`, …). Valued in one and a flag in the other (-h:
// headers in the ODBC tool, help in go-sqlcmd), the valued reading is kept: a word it takes
// is then not an operand, which the rules need to be SQL or a subcommand.
const SQLCMD: CommandSpec = {
  abbrev: false,
  options: {
    ...opts("-? --help --version -E -C -N -X -x -e -I -r -W -b -y -Y -j -p -R -u -A -G -g -K --raw --accept-eula --cached --trust-server-certificate --verbose", "flag"),
    ...opts("-h -t -l -m -V -k -v -z -Z -L -M -c -s -w -H -a -d -D -U -P -S -Q -q -i -o -f -F -T --verbosity --sqlconfig --database --query --text --name --output --context --server --user-name --password-encryption --authentication-method --use --tag --hostname --port --using --errorlevel --headers --log-level --format --encrypt-connection --protocol --config --driver-logging-level", "value"),
  },
};

// openssl: the union of the options of the commands the rules approve (x509, req, crl,
// verify, dgst and its digest aliases, rand, version, list, ciphers, asn1parse, s_client,
// speed, errstr, help) and of their writing options (-out, -keyout, …), single-dash
// words as openssl reads them. A flag in one command and valued in another is read as
// the approved command reads it; see the notes in rules/readonly/data.ts.
const OPENSSL: CommandSpec = {
  abbrev: false,
  options: {
    ...opts("-help -noout -text -subject -issuer -email -startdate -enddate -dates -serial -hash -subject_hash -issuer_hash -subject_hash_old -issuer_hash_old -ocspid -ocsp_uri -purpose -pubkey -modulus -fingerprint -alias -C -trustout -clrtrust -clrreject -x509toreq -req -CAcreateserial -preserve_dates -ext_exclude -nocert -new -newhdr -verify -batch -x509 -nodes -noenc -utf8 -verbose -quiet -lastupdate -nextupdate -crlnumber -issuer_hash -badsig -gendelta -no-CAfile -no-CApath -no-CAstore -crl_check -crl_check_all -show_chain -x509_strict -partial_chain -ignore_critical -check_ss_sig -trusted_first -no_alt_chains -policy_check -explicit_policy -inhibit_any -inhibit_map -issuer_checks -use_deltas -extended_crl -suiteB_128_only -suiteB_128 -suiteB_192 -allow_proxy_certs -no_check_time -c -d -r -hex -binary -xoflen -list -base64 -a -v -b -o -f -digest-commands -digest-algorithms -kdf-algorithms -mac-algorithms -cipher-commands -cipher-algorithms -encoder -decoder -key-managers -key-exchange-algorithms -signature-algorithms -asymcipher-algorithms -public-key-algorithms -public-key-methods -store-loaders -providers -commands -standard-commands -disabled -objects -options -random-instances -random-generators -all-algorithms -select -s -V -stdname -tls1 -tls1_1 -tls1_2 -tls1_3 -ssl3 -psk -srp -convert -i -dump -noout -strictpem -showcerts -prexit -state -debug -msg -nbio_test -crlf -ign_eof -no_ign_eof -brief -reconnect -status -nocommands -tlsextdebug -no_ticket -no_tls1 -no_tls1_1 -no_tls1_2 -no_tls1_3 -dtls -dtls1 -dtls1_2 -nbio -serverinfo -alpn -legacy_renegotiation -async -no_ssl3 -4 -6 -enable_pha -ext -CRLfile -multi -elapsed -mr -seconds -bytes -ocsp_check -sigopt -nameopt -certopt -reqopt", "flag"),
    ...opts("-in -inform -out -outform -keyform -CAform -CAkeyform -signkey -key -CA -CAkey -CAserial -set_serial -days -addtrust -addreject -setalias -extfile -extensions -checkend -checkhost -checkemail -checkip -copy_extensions -force_pubkey -subj -passin -passout -config -newkey -keyout -pkeyopt -sigopt -vfyopt -reqexts -section -set_subject -CAfile -CApath -CAstore -untrusted -trusted -CRLfile -purpose -attime -verify_depth -verify_email -verify_hostname -verify_ip -verify_name -auth_level -policy -engine -provider -provider-path -propquery -rand -writerand -sign -prverify -signature -hmac -mac -macopt -keyform -fips-fingerprint -offset -length -strparse -genstr -genconf -dlimit -oid -item -connect -host -port -bind -servername -proxy -proxy_user -proxy_pass -unix -cert -certform -cert_chain -pass -starttls -xmpphost -name -sess_in -sess_out -keylogfile -msgfile -nextprotoneg -ssl_config -cipher -ciphersuites -curves -groups -sigalgs -client_sigalgs -psk_identity -psk_session -srpuser -srppass -maxfraglen -max_send_frag -split_send_frag -max_pipelines -read_buf -chainCAfile -chainCApath -chainCAstore -verifyCAfile -verifyCApath -verifyCAstore -requestCAfile -dane_tlsa_domain -dane_tlsa_rrdata -early_data -enable_server_rpk -keymatexport -keymatexportlen -ct -noct -ctlogfile -nameopt -certopt -reqopt -ext -digest -evp -primes -secure -nonce", "value"),
    // digest names as options (dgst, x509 -fingerprint, req, …)
    ...opts("-md5 -sha1 -sha224 -sha256 -sha384 -sha512 -sha512-224 -sha512-256 -sha3-224 -sha3-256 -sha3-384 -sha3-512 -shake128 -shake256 -blake2b512 -blake2s256 -ripemd160 -rmd160 -sm3 -md4 -mdc2 -dateopt -kem-algorithms -1", "flag"),
    "-verify": "flag", "-ext": "value", "-dateopt": "value", "-nameopt": "value", "-certopt": "value", "-reqopt": "value", "-sigopt": "value", "-CRLfile": "value", "-purpose": "value",
  },
};

const BASE64: CommandSpec = {
  abbrev: true,
  options: {
    ...opts("-d --decode -D -i --ignore-garbage -e --encode -n --noerrcheck -u --help -h --version --copyright", "flag"),
    ...opts("-w --wrap -b --break -o --output --input", "value"),
  },
};

// xxd(1): options also as single-dash words (`-cols 12`, `-len`, …).
const XXD: CommandSpec = {
  abbrev: false,
  options: {
    ...opts("-a -autoskip -b -bits -C -capitalize -E -EBCDIC -e -h -help --help -i -include -p -ps -postscript -plain -r -revert -d -u -uppercase -v -version --version", "flag"),
    ...opts("-c -cols -g -groupsize -l -len -n -name -o -offset -s -seek -R", "value"),
  },
};

const ICONV: CommandSpec = {
  abbrev: true,
  options: {
    ...opts("-c -s --silent --verbose -l --list -? --help --usage -V --version", "flag"),
    ...opts("-f --from-code -t --to-code -o --output", "value"),
  },
};

// gzip(1) and the programs that are gzip (gunzip = gzip -d, zcat = gzip -dc).
const GZIP: CommandSpec = {
  abbrev: true,
  options: {
    ...opts("-a --ascii -c --stdout --to-stdout -d --decompress --uncompress -f --force -h --help -k --keep -l --list -L --license -n --no-name -N --name -q --quiet -r --recursive --rsyncable --synchronous -t --test -v --verbose -V --version -1 -2 -3 -4 -5 -6 -7 -8 -9 --fast --best", "flag"),
    ...opts("-S --suffix", "value"),
  },
};
const BZIP2: CommandSpec = {
  abbrev: true,
  options: opts("-c --stdout -d --decompress -z --compress -t --test -f --force -k --keep -s --small -q --quiet -v --verbose -L --license -V --version -h --help -1 -2 -3 -4 -5 -6 -7 -8 -9 --fast --best --repetitive-fast --repetitive-best", "flag"),
};
const XZ: CommandSpec = {
  abbrev: true,
  options: {
    ...opts("-z --compress -d --decompress --uncompress -t --test -l --list -k --keep -f --force -c --stdout --to-stdout --single-stream --no-sparse -e --extreme -0 -1 -2 -3 -4 -5 -6 -7 -8 -9 --fast --best --ignore-check --no-adjust -q --quiet -v --verbose -Q --no-warn --robot --info-memory -h --help -H --long-help -V --version --lzma1 --lzma2 --x86 --arm --armthumb --arm64 --powerpc --ia64 --sparc --riscv --delta", "flag"),
    ...opts("-S --suffix -F --format -C --check -T --threads --block-size --block-list --flush-timeout -M --memlimit --memory --memlimit-compress --memlimit-decompress --memlimit-mt-decompress --filters --filters1 --filters2 --filters3 --filters4 --filters5 --filters6 --filters7 --filters8 --filters9 --filters-help", "value"),
    ...opts("--files --files0", "optional"),
  },
};
const ZSTD: CommandSpec = {
  abbrev: false,
  options: {
    ...opts("-z --compress -d --decompress --uncompress -t --test -l --list -b -c --stdout -f --force -k --keep --rm -r -q --quiet -v --verbose -h --help -H -V --version --ultra --fast --single-thread --rsyncable --no-check -C --check --content-size --no-content-size --sparse --no-sparse --progress --no-progress --exclude-compressed --show-default-cparams --no-dictID --pass-through --no-pass-through --asyncio --no-asyncio --mmap-dict --no-mmap-dict --no-row-match-finder --row-match-finder -0 -1 -2 -3 -4 -5 -6 -7 -8 -9", "flag"),
    ...opts("--fast --adapt --long --format --patch-from --memory --stream-size --size-hint --target-compressed-block-size --output-dir-flat --output-dir-mirror --filelist --trace --zstd --train --maxdict --dictID --split --auto-threads --priority --jobs --threads --block-size", "optional"),
    ...opts("-o -D -T -M -B -i", "value"),
  },
};

// unzip(1) and its zipinfo mode (-Z, whose options follow it), zipinfo(1).
const UNZIP: CommandSpec = {
  abbrev: false,
  options: {
    ...opts("-Z -c -f -l -p -t -T -u -v -z -a -aa -b -B -C -D -DD -e -E -F -FF -h -hh --help -i -j -J -K -L -LL -M -n -N -o -q -qq -s -U -UU -V -W -X -Y -: -^ -$ -1 -2 -m -O -I -x", "flag"),
    ...opts("-d -P", "value"),
  },
};
const ZIPINFO: CommandSpec = {
  abbrev: false,
  options: opts("-1 -2 -s -m -l -v -h -M -t -T -U -UU -z -C -W -x -Z --help", "flag"),
};

const MKTEMP: CommandSpec = {
  abbrev: true,
  options: {
    ...opts("-d --directory -u --dry-run -q --quiet -t --help --version", "flag"),
    ...opts("-p --suffix", "value"),
    "--tmpdir": "optional",
  },
};

// yq: mikefarah/yq (Go, cobra) and kislyuk/yq (Python, jq's options passed through).
const YQ: CommandSpec = {
  abbrev: false,
  options: {
    ...opts("-C --colors -M --no-colors -e --exit-status -i --inplace --in-place -N --no-doc -n --null-input -P --prettyPrint -r --unwrapScalar --nul-output -0 -s --slurp -v --verbose -V --version -h --help --no-cleanup --header-preprocess --xml-keep-namespace --xml-raw-token --xml-strict-mode --csv-auto-parse --tsv-auto-parse --lua-unquoted --lua-globals --properties-array-brackets --shell-key-separator --string-interpolation --yaml-fix-merge-anchor-to-spec -y --yaml-output -Y --yaml-roundtrip -t --toml-output -x --xml-output --explicit-start --explicit-end --tab -c --compact-output -j --join-output -a --ascii-output -S --sort-keys --seq --raw-input -R --raw-output -D --debug --tsv-auto-parse", "flag"),
    ...opts("-I --indent -o --output-format -p --input-format --front-matter --expression --from-file --split-exp --split-exp-name --arg --argjson --slurpfile --rawfile --args --jsonargs -w --width --indentless-lists --xml-attribute-prefix --xml-content-name --xml-directive-name --xml-proc-inst-prefix --xml-skip-directives --xml-skip-proc-inst --csv-separator --lua-prefix --lua-suffix --properties-separator --xml-dtd --xml-root --xml-item-depth --xml-force-list -f", "value"),
    "--split-exp": "value",
  },
};

// fzf: src/options.go's parseOptions. `+x`-style options are not options to the shell
// model (they do not start with "-"); the rules read them as operands. An option whose
// value fzf takes from the next word only when that word does not start with - or +
// (--tmux, --listen, -m, --border, …) is "optional" here: the rules refuse operands.
const FZF: CommandSpec = {
  abbrev: false,
  options: {
    ...opts("--man --bash --zsh --fish --nushell -h --help --version --no-winpty --no-tmux --no-popup --no-tty-default --force-tty-in --no-force-tty-in -x --extended -e --exact --extended-exact --no-extended --no-exact --literal --no-literal --no-expect --enabled --no-phony --disabled --phony --no-input --no-sort --raw --no-raw --track --no-track --no-id-nth --tac --no-tac --no-tail --smart-case -i --ignore-case --no-ignore-case --no-multi --ansi --no-ansi --no-mouse --no-color --no-256 --black --no-black --bold --no-bold --reverse --no-reverse --cycle --highlight-line --no-highlight-line --no-cycle --no-wrap --wrap-word --no-wrap-word --multi-line --no-multi-line --keep-right --no-keep-right --hscroll --no-hscroll --filepath-word --no-filepath-word --no-info-command --no-info --inline-info --no-inline-info --no-separator --no-scrollbar -1 --select-1 --no-select-1 -0 --exit-0 --no-exit-0 --read0 --no-read0 --print0 --no-print0 --print-query --no-print-query --sync --no-sync --async --no-history --no-header --no-header-lines --no-footer --header-first --no-header-first --no-gap --no-gap-line --no-preview --no-preview-border --no-height --no-margin --no-padding --no-border --no-list-border --no-list-label --no-header-border --no-header-lines-border --no-header-label --no-footer-border --no-footer-label --no-input-border --no-input-label --no-border-label --no-preview-label --no-unicode --unicode --ambidouble --no-ambidouble --no-listen --no-listen-unsafe --clear --no-clear", "flag"),
    ...opts("--tmux --popup --color -s --sort -m --multi --wrap --scrollbar --gap --gap-line --preview-border --border --list-border --header-border --header-lines-border --footer-border --input-border --listen --listen-unsafe", "optional"),
    ...opts("--tty-default --proxy-script -q --query -f --filter --algo --scheme --expect --tiebreak --bind --toggle-sort -d --delimiter -n --nth --freeze-left --freeze-right --with-nth --accept-nth --id-nth --tail --layout --wrap-sign --hscroll-off --scroll-off --info --info-command --separator --ghost --jump-labels --prompt --gutter --gutter-raw --pointer --marker --marker-multi-line --history --history-size --header --header-lines --footer --ellipsis --preview --preview-window --preview-wrap-sign --height --min-height --list-label --list-label-pos --header-label --header-label-pos --footer-label --footer-label-pos --input-label --input-label-pos --border-label --border-label-pos --preview-label --preview-label-pos --style --margin --padding --tabstop --with-shell --walker --walker-root --walker-skip --threads --bench --profile-cpu --profile-mem --profile-block --profile-mutex", "value"),
  },
};

const BINHEX: CommandSpec = {
  abbrev: false,
  options: {
    ...opts("-c --pipe --to-stdout -f --force -h --help -V --version -v --verbose -r --resource --data", "flag"),
    ...opts("-o --output -C --directory", "value"),
  },
};

const COMPRESSION_TOOL: CommandSpec = {
  abbrev: false,
  options: { ...opts("-encode -decode -v -h", "flag"), ...opts("-a -i -o -b", "value") },
};

export const DATA: Record<string, CommandSpec> = {
  // rg(1), ripgrep 14: the options that take a value; the rest are flags (clap: no
  // abbreviations). Its first operand is the pattern unless -e/-f give one; the others are paths.
  rg: {
    abbrev: false,
    options: {
      "-e": "value", "--regexp": "value", "-f": "value", "--file": "value",
      "-A": "value", "--after-context": "value", "-B": "value", "--before-context": "value", "-C": "value", "--context": "value",
      "-g": "value", "--glob": "value", "--iglob": "value", "-t": "value", "--type": "value", "-T": "value", "--type-not": "value",
      "--type-add": "value", "--type-clear": "value", "-m": "value", "--max-count": "value", "-d": "value", "--max-depth": "value",
      "-E": "value", "--encoding": "value", "-j": "value", "--threads": "value", "-M": "value", "--max-columns": "value",
      "--max-filesize": "value", "--path-separator": "value", "-r": "value", "--replace": "value", "--sort": "value", "--sortr": "value",
      "--colors": "value", "--color": "value", "--context-separator": "value", "--field-match-separator": "value",
      "--field-context-separator": "value", "--ignore-file": "value", "--pre": "value", "--pre-glob": "value", "--engine": "value",
      "--regex-size-limit": "value", "--dfa-size-limit": "value", "--hostname-bin": "value", "--hyperlink-format": "value",
      "--generate": "value", "--dfa-size": "value", "-h": "flag", "--help": "flag", "-V": "flag", "--version": "flag",
      "--hidden": "flag", "-.": "flag", "-u": "flag", "--unrestricted": "flag", "--no-ignore": "flag",
      // (rg --help, ripgrep 14: the flags)
      "-i": "flag", "--ignore-case": "flag", "-s": "flag", "--case-sensitive": "flag", "-S": "flag", "--smart-case": "flag",
      "-F": "flag", "--fixed-strings": "flag", "-w": "flag", "--word-regexp": "flag", "-x": "flag", "--line-regexp": "flag",
      "-v": "flag", "--invert-match": "flag", "-c": "flag", "--count": "flag", "--count-matches": "flag",
      "-l": "flag", "--files-with-matches": "flag", "--files-without-match": "flag", "-n": "flag", "--line-number": "flag",
      "-N": "flag", "--no-line-number": "flag", "-H": "flag", "--with-filename": "flag", "-I": "flag", "--no-filename": "flag",
      "-o": "flag", "--only-matching": "flag", "-q": "flag", "--quiet": "flag", "-U": "flag", "--multiline": "flag",
      "--multiline-dotall": "flag", "-P": "flag", "--pcre2": "flag", "-z": "flag", "--search-zip": "flag", "-L": "flag", "--follow": "flag",
      "--no-ignore-vcs": "flag", "--no-ignore-parent": "flag", "--no-ignore-dot": "flag", "--no-ignore-global": "flag",
      "--no-ignore-exclude": "flag", "--no-ignore-files": "flag", "--ignore-file-case-insensitive": "flag", "--no-require-git": "flag",
      "--files": "flag", "--type-list": "flag", "--json": "flag", "--vimgrep": "flag", "--heading": "flag", "--no-heading": "flag",
      "-p": "flag", "--pretty": "flag", "--column": "flag", "--no-column": "flag", "-b": "flag", "--byte-offset": "flag",
      "--trim": "flag", "--stats": "flag", "--debug": "flag", "--trace": "flag", "-a": "flag", "--text": "flag", "--binary": "flag",
      "-0": "flag", "--null": "flag", "--null-data": "flag", "--one-file-system": "flag", "--crlf": "flag", "--no-messages": "flag",
      "--no-unicode": "flag", "--passthru": "flag", "--line-buffered": "flag", "--block-buffered": "flag", "--no-config": "flag",
      "--glob-case-insensitive": "flag", "--include-zero": "flag", "--mmap": "flag", "--no-mmap": "flag", "--stop-on-nonmatch": "flag",
      "--no-pcre2-unicode": "flag", "--auto-hybrid-regex": "flag", "--no-hidden": "flag", "--no-follow": "flag", "--no-search-zip": "flag",
      "--sort-files": "flag", "--no-ignore-messages": "flag", "--no-context-separator": "flag",
    },
  },
  curl: CURL,
  wget: WGET,
  mysql: MYSQL, mariadb: MYSQL,
  psql: PSQL,
  sqlite3: SQLITE3,
  duckdb: DUCKDB,
  sqlcmd: SQLCMD,
  openssl: OPENSSL,
  base64: BASE64,
  iconv: ICONV,
  gzip: GZIP, gunzip: GZIP, zcat: GZIP, gzcat: GZIP,
  bzip2: BZIP2, bunzip2: BZIP2, bzcat: BZIP2,
  xz: XZ, unxz: XZ, xzcat: XZ, lzma: XZ, unlzma: XZ, lzcat: XZ,
  zstd: ZSTD, unzstd: ZSTD, zstdcat: ZSTD,
  unzip: UNZIP,
  zipinfo: ZIPINFO,
  mktemp: MKTEMP,
  yq: YQ,
  fzf: FZF,
  binhex: BINHEX, applesingle: BINHEX, macbinary: BINHEX,
  compression_tool: COMPRESSION_TOOL,
};
