// readonly: the data family — transfer tools (curl, wget), database shells (mysql/mariadb,
// psql, sqlite3, duckdb, sqlcmd), openssl, encoders and archivers (base64, xxd, iconv,
// gzip/bzip2/xz/zstd, tar, 7-Zip, unzip/zipinfo, binhex, compression_tool), mktemp, jq/yq
// and fzf, in the forms their documentation says only read.
//
// Why each tool is approved only so:
// - curl: a GET/HEAD (or the other safe methods, RFC 9110 §9.2.1: OPTIONS, TRACE) of an
//   http(s)/ftp(s)/sftp/scp/file URL, with options from a list that neither sends local
//   data (no -d/--data*/--json/-F/-T/--url-query @file/-H @file/--variable/--expand-*/-K),
//   nor writes files the engine does not count (--libcurl, --etag-save, --hsts,
//   --alt-svc, --ssl-sessions, --create-dirs, --xattr, -w %output{…}), nor runs code
//   (--engine), nor leaks credentials to other hosts (--location-trusted, --delegation).
//   The files the engine does count (-o, -D, -c, --trace…: docs/authoring.md) stay
//   actions of their own; only /dev/null and "-" (stdout) are covered here. FTP -Q
//   commands are limited to those that only read (PWD, STAT, SIZE, …).
// - wget: --spider (downloads nothing), or -O - / -O /dev/null; every other form saves a
//   file. The engine counts wget's download as a write unless -O names it, or --spider
//   (without -r/-m/-p/-e/-i), --help or --version say nothing is downloaded.
// - databases: a version or help query, a listing (psql -l), or one SQL statement given on
//   the command line (mysql -e, psql -c, sqlite3/duckdb operands and -cmd/-c, sqlcmd -Q and
//   `query`) that starts with SELECT/SHOW/DESCRIBE/EXPLAIN/VALUES/TABLE/WITH and holds no
//   `;` before another statement, no keyword that writes (INSERT, UPDATE, DELETE, INTO,
//   COPY, CREATE, DROP, …, ANALYZE since EXPLAIN ANALYZE runs the statement), no
//   backslash (psql/mysql client commands: `\!` runs a shell), no newline (mysql and
//   sqlcmd read client commands such as `system` and `!!` at a line's start), and no
//   function known to write or run (writefile, edit, load_extension, lo_export, dblink,
//   nextval, pg_terminate_backend, query_to_xml, …), no function but the built-ins known
//   to only read (a user-defined or an extension's function may write: SQL_KNOWN_CALLS),
//   no catalog of credentials (pg_authid, mysql.user, …), and a server on this host only
//   (a password from the environment or ~/.pgpass goes where -h says). Known limit: a
//   view, an operator or PostgreSQL's attribute notation (`t.f`) may call such a function
//   unseen. A shell that
//   would read its statements from stdin (no query given) is not approved: stdin may be a
//   pipe from an approved `echo`, and sqlite3's `.shell` runs programs — with -readonly and
//   -safe too: safe mode disables .shell, .output, ATTACH, writefile(), but not `.trace
//   FILE` or `.testcase` (a file written). sqlite3 and duckdb create the database file when it does not exist, so
//   without -readonly the file must exist. sqlite3 on a database file needs -safe too: the
//   file's views and triggers are SQL it runs, and they may call edit(), which runs a
//   program (not in safe mode).
// - openssl: version, list, ciphers, help, errstr, and x509/req/crl (display options
//   only), verify, asn1parse (no -out/-genstr/-genconf), dgst and digest aliases (no
//   -sign/-out), rand (to stdout) — no -engine/-provider (they load code), -writerand,
//   -out, -keyout. s_client is not approved: it copies its stdin to the connection, so a
//   pipe makes it a network write.
// - compressors: -c/--stdout, -l/--list, -t/--test, and the cat/grep/less forms.
// - tar: -t/--list or -d/--diff, or -x with -O/--to-stdout or --to-command (nothing is
//   created; the command is judged as itself), without options that run programs (-I,
//   -F, --rsh-command, --checkpoint-action) or write (--index-file, -g, --volno-file,
//   --backup/--suffix, -U), and not on a remote archive (HOST:FILE runs rsh) unless
//   --force-local.
// - 7-Zip: l, t, h, b, i; unzip: -l, -v, -t, -z, -Z, -p, -c (to stdout), never -d, -T;
//   zipinfo. mktemp: -u (creates nothing). jq: always (it reads and prints). yq: not
//   -i/--inplace/--in-place (nor -s/--split-exp, which writes a file per document).
// - fzf: --preview's command and --bind's commands (execute, become, reload, preview(…),
//   transform-*(…)) each judged as a command by the engine (wasm/shell/inline.ts: an item
//   placeholder is a word known only when it runs; `transform`, whose output is more
//   actions, is unknown); not --listen on anything but a local port, --listen-unsafe,
//   --history (written), --info-command, --with-shell, --proxy-script, --profile-*.
//
// Sources: the tools' manuals and sources listed in compiler/specs/data.ts; SQL from the
// MySQL 8.4, PostgreSQL 17, SQLite and DuckDB references; sqlite.org/cli.html ("--safe").

import { any, command, existingPath, isNot, not, Word, word, writes, type Match, type WordLike } from "rulec";
import type { Family } from "./family.ts";

// ─── shared word patterns ─────────────────────────────────────────────────────────────

/** Files a read may "write": the null device and standard output / error. */
const DISCARD = ["/dev/null", "-", "/dev/stdout", "/dev/stderr"];

/**
 * A bundle of short options (`-sSL`): the engine shows it whole and split (`-s`, `-S`,
 * `-L`), and each split letter is checked against the list, so the whole word may pass.
 */
const BUNDLE = /^-[^-]./;

/** Every value of these options matches `w` (true when none is given). */
const onlyValues = (m: Match, names: string | string[], w: WordLike): Match => m.and(not(m.option(names, isNot(w))));

/**
 * One SQL statement that only reads (see the header): a read keyword first, at most one
 * `;` and only at the end, no backslash or line break.
 */
const SQL_SHAPE = /^\s*\(*\s*(select|show|describe|desc|explain|values|table|with|summarize|from)\b[^;\\\n\r]*(;\s*)?$/i;
/** Words that write, lock, run, load or read a file, anywhere in the statement (in strings too: conservative). */
const SQL_WRITES = new RegExp("\\b(" + [
  "insert", "update", "delete", "merge", "upsert", "drop", "create", "alter", "truncate", "rename",
  "grant", "revoke", "copy", "into", "outfile", "dumpfile", "load", "call", "exec", "execute",
  "analy[sz]e", "vacuum", "reindex", "cluster", "refresh", "attach", "detach", "install", "import",
  "export", "pragma", "checkpoint", "prepare", "lock", "notify", "listen", "backup", "restore",
  "shutdown", "kill", "dbcc", "bulk", "openquery", "openrowset", "opendatasource", "handler",
  "nextval", "setval", "set_config", "lo_\\w+", "dblink\\w*", "query_to_xml\\w*", "cursor_to_xml\\w*",
  "table_to_xml\\w*", "query", "query_table", "writefile", "edit", "load_extension", "fts3_tokenizer",
  // (functions that print a file of the host's: sqlite3's readfile, PostgreSQL's, MySQL's,
  // duckdb's raw ones — a credential file among them)
  "readfile", "pg_read_file", "pg_read_binary_file", "load_file", "read_text", "read_blob",
  "sys_exec", "sys_eval", "xp_\\w+", "sp_\\w+", "txid_current", "pg_current_xact_id",
  "pg_(?:terminate|cancel|reload|rotate|switch|create|drop|replication|promote|stat_reset|advisory|try_advisory|logical|wal_replay|backup|start_backup|stop_backup|log_backend|import|copy|notify|file_write|sleep)\\w*",
  // (PostgreSQL's functions that reset, rewrite or log server state: statistics reset or
  // written, visibility maps truncated, BRIN and GIN indexes summarized or cleaned,
  // replication slots synced, WAL written — the manual's "System Administration
  // Functions", pg_stat_statements; MariaDB's sequences and named locks)
  "pg_stat_\\w*reset\\w*", "pg_\\w*_reset", "pg_truncate_visibility_map", "brin_\\w+", "gin_clean_pending_list",
  "pg_(?:set|clear|restore)_\\w*stats", "pg_sync_replication_slots", "pg_log_standby_snapshot", "next\\s+value", "get_lock", "release_\\w*lock",
  // (duckdb installs and loads an extension a query needs by itself — autoinstall, on by
  // default: a URL's scheme (httpfs, azure, aws), the spatial, SQLite, PostgreSQL, MySQL,
  // Iceberg, Delta, Excel and full-text readers, the benchmark generators, the UI server)
  "[a-z0-9]+://", "st_\\w+", "sqlite_\\w+", "postgres_\\w+", "mysql_\\w+", "iceberg_\\w+", "delta_\\w+", "read_xlsx", "excel_\\w+",
  "match_bm25", "fts_\\w+", "dbgen", "dsdgen", "tpch\\w*", "tpcds\\w*", "start_ui\\w*",
].join("|") + ")\\b", "i");
/**
 * Functions known to only read: the SQL standard's and the engines' built-in aggregates,
 * window, string, number, date, JSON and catalog-information functions (PostgreSQL 17
 * "Functions and Operators", MySQL 8.4 "Built-In Functions", SQL Server's, SQLite's core,
 * date and JSON functions, DuckDB's file readers), the keywords a `(` may follow, and the
 * type names of a cast. Any other name called — `select delete_all_users()`,
 * `aws_lambda.invoke(…)`, `pg_file_unlink(…)`, a schema-qualified or quoted one — may be
 * a user-defined function or an extension's, which can write: not approved.
 */
const SQL_KNOWN_CALLS = [
  // keywords and type names
  "in", "exists", "values", "as", "over", "filter", "on", "using", "and", "or", "not", "from", "join", "where", "select",
  "within", "any", "all", "some", "array", "row", "when", "then", "else", "is", "between", "like", "ilike", "by", "having",
  "limit", "offset", "union", "intersect", "except", "distinct", "lateral", "top", "interval", "unnest", "with", "case", "end",
  "int", "integer", "bigint", "smallint", "decimal", "numeric", "float", "double", "real", "char", "varchar", "nvarchar",
  "nchar", "text", "timestamp", "timestamptz", "time", "date", "datetime", "datetime2", "bit", "binary", "varbinary", "bool",
  // aggregates and window functions
  "count", "sum", "avg", "min", "max", "array_agg", "string_agg", "group_concat", "listagg", "json_agg", "jsonb_agg",
  "json_object_agg", "jsonb_object_agg", "json_arrayagg", "json_objectagg", "bool_and", "bool_or", "every", "stddev",
  "stddev_pop", "stddev_samp", "variance", "var_pop", "var_samp", "percentile_cont", "percentile_disc", "mode", "median",
  "any_value", "first", "last", "list", "histogram", "approx_count_distinct", "total", "corr", "covar_pop", "covar_samp",
  "row_number", "rank", "dense_rank", "percent_rank", "cume_dist", "ntile", "lag", "lead", "first_value", "last_value", "nth_value",
  // scalar: conditionals, casts, numbers
  "coalesce", "nullif", "greatest", "least", "ifnull", "isnull", "nvl", "iif", "if", "cast", "try_cast", "convert",
  "abs", "ceil", "ceiling", "floor", "round", "trunc", "truncate", "mod", "power", "pow", "sqrt", "exp", "ln", "log", "log10",
  "log2", "sign", "pi", "div", "width_bucket",
  // strings
  "length", "len", "char_length", "character_length", "octet_length", "bit_length", "datalength", "lower", "upper", "lcase",
  "ucase", "initcap", "trim", "ltrim", "rtrim", "btrim", "substr", "substring", "left", "right", "concat", "concat_ws",
  "replace", "reverse", "repeat", "lpad", "rpad", "position", "strpos", "instr", "locate", "charindex", "split_part",
  "string_split", "string_to_array", "array_to_string", "regexp_replace", "regexp_matches", "regexp_match", "regexp_like",
  "regexp_substr", "regexp_extract", "regexp_instr", "format", "printf", "md5", "sha1", "sha2", "sha256", "encode", "decode",
  "to_hex", "hex", "unhex", "ascii", "chr", "unicode", "quote_ident", "quote_literal", "quote", "translate", "starts_with",
  "ends_with", "contains", "stuff", "array_length", "cardinality", "typeof", "pg_typeof", "generate_series", "range",
  // dates
  "extract", "date_part", "date_trunc", "date_add", "date_sub", "datediff", "date_diff", "dateadd", "datepart", "age", "now",
  "current_timestamp", "current_date", "current_time", "localtime", "localtimestamp", "to_char", "to_date", "to_timestamp",
  "to_number", "make_date", "make_timestamp", "make_interval", "strftime", "strptime", "julianday", "unixepoch",
  "from_unixtime", "unix_timestamp", "epoch", "year", "month", "day", "hour", "minute", "second", "dayofweek", "dayofyear",
  "week", "quarter", "last_day", "curdate", "curtime", "sysdate", "getdate", "getutcdate", "sysdatetime", "date_format",
  "str_to_date", "timezone",
  // JSON
  "json_extract", "json_extract_path", "json_extract_path_text", "jsonb_extract_path", "jsonb_extract_path_text",
  "json_build_object", "jsonb_build_object", "json_build_array", "jsonb_build_array", "json_object", "json_array",
  "json_array_length", "jsonb_array_length", "json_each", "jsonb_each", "json_typeof", "jsonb_typeof", "to_json", "to_jsonb",
  "row_to_json", "jsonb_pretty", "json_value", "json_query", "json_unquote", "json_keys", "json_contains", "json_valid",
  // the session and the catalog
  "version", "current_database", "current_schema", "current_schemas", "database", "schema", "user", "current_user",
  "current_setting", "pg_size_pretty", "pg_database_size", "pg_relation_size", "pg_total_relation_size", "pg_table_size",
  "pg_indexes_size", "pg_column_size", "pg_postmaster_start_time", "pg_is_in_recovery", "pg_backend_pid", "pg_get_viewdef",
  "pg_get_indexdef", "pg_get_constraintdef", "pg_get_functiondef", "pg_get_triggerdef", "pg_get_expr", "pg_get_userbyid",
  "pg_table_is_visible", "format_type", "obj_description", "col_description", "has_table_privilege", "has_schema_privilege",
  "has_database_privilege", "found_rows", "row_count", "last_insert_id", "connection_id", "db_name", "object_id",
  "object_name", "schema_name", "serverproperty", "databasepropertyex",
  // DuckDB's readers (a private file is SQL_PRIVATE_FILE's, a URL SQL_WRITES')
  "read_csv", "read_csv_auto", "read_json", "read_json_auto", "read_ndjson", "read_ndjson_auto", "read_parquet",
  "parquet_scan", "parquet_metadata", "parquet_schema",
];
const SQL_UNKNOWN_CALL = new RegExp(`(^|[^\\w$.])(?!(${SQL_KNOWN_CALLS.join("|")})\\s*\\()[\\w$.]+\\s*\\(|["\`\\]]\\s*\\(`, "i");
/**
 * Catalogs that hold credentials: PostgreSQL's password hashes (pg_authid, pg_shadow), a
 * foreign server's user mappings and a subscription's connection string (its password);
 * MySQL's accounts (mysql.user's authentication_string), FEDERATED servers and replication
 * sources; SQL Server's logins' hashes.
 */
const SQL_SECRETS = /\b(pg_authid|pg_shadow|pg_user_mappings?|user_mapping_options|pg_subscription|subconninfo|authentication_string|mysql`?\s*\.\s*`?(user|servers|slave_master_info)|slave_master_info|sql_logins|syslogins|sysxlogins|password_hash)\b/i;
const READ_SQL = isNot(SQL_WRITES).and(SQL_SHAPE, isNot(SQL_UNKNOWN_CALL), isNot(SQL_SECRETS));

/** URLs curl and wget may fetch: these schemes, or none (http is guessed) for a host name. */
// (a scheme is what precedes `:/` — curl reads `gopher:/h:6379/_X` as gopher with one
// slash, as it reads `http:/x` —, so a word with none begins with no `NAME:/`; a file URL
// names no host: curl refuses one other than localhost, which is loopback)
const FETCH_URL_SCHEME = /^((https?|ftps?|sftp|scp):\/\/|file:\/\/\/|(?!(dict|ldap|imap|smtp|pop3|gopher|telnet|mqtt|rtmp|rtsp|tftp|ws)\.)[a-z0-9[](?![a-z0-9+.-]*:\/))/i;

// ─── where curl and wget connect ──────────────────────────────────────────────────────
//
// The host a URL names, read as curl's URL parser and the WHATWG URL standard read it: a
// scheme and one to three slashes (curl takes `http:/x` and `http:///x`), a user before an
// `@` (the authority ends at the first `/`, `?` or `#`: in `http://169.254.169.254#@x.com/`
// the host is 169.254.169.254), the host, a port. A host is approved when it is
// - a DNS name whose last label is no number: a last label of digits, or `0x` and hex
//   digits, makes the whole host an IPv4 address in inet_aton's forms (WHATWG "ends in a
//   number", curl's ipv4_normalize: `2852039166`, `0xa9fea9fe`, `0251.0376.0251.0376`,
//   `169.254.43518` are all 169.254.169.254), ASCII only (IDNA maps full-width digits to
//   ASCII ones), without a trailing dot (`metadata.google.internal.` is that name);
// - or an IPv4 address in the canonical dotted-decimal form.
// An IPv6 literal is not (its IPv4-mapped, -compatible and NAT64 forms reach any IPv4
// address: `[::ffff:a9fe:a9fe]`), nor is
// - a cloud's instance metadata service, by any name or address — the link-local range
//   169.254.0.0/16 (AWS, GCP, Azure, OCI, OpenStack: 169.254.169.254; ECS's
//   169.254.170.2, EKS Pod Identity's 169.254.170.23), Alibaba's 100.100.100.200,
//   `metadata`, `metadata.goog`, `metadata.google.internal`, `metadata.tencentyun.com`,
//   `instance-data`, a name that spells one (`169.254.169.254.nip.io`): it hands the
//   instance's credentials to a GET;
// - the loopback host (127.0.0.0/8, 0.0.0.0, `localhost`, `*.localhost`): a local daemon's
//   API answers there — Docker's on 2375 hands out containers' files, the kubelet's,
//   etcd's, Consul's — as it does over the Unix socket the engine refuses;
// - and on any host, the ports these daemons document for their admin APIs: Docker
//   (2375-2377), etcd (2379, 2380, 4001), the kubelet (10250, 10255), Consul (8500, 8501),
//   Nomad (4646), Vault (8200), Envoy's admin (15000, 19000), Caddy's admin (2019).
// Known limit: a name the call picks may resolve to any address (a DNS record of its own),
// and a server may redirect (curl -L, wget by default) to any host: the URL as written is
// what is judged.
const OCTET = "(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])";
const HOST_END = "(:[0-9]+)?([/?#]|$)";
const AUTHORITY = "^([a-z][a-z0-9+.-]*:\\/{1,3})?([^@/?#\\\\\\s]*@)?";
const NAME = "([a-z0-9_-]+\\.)*(?![0-9]*([:/?#]|$))(?!0x[0-9a-f]*([:/?#]|$))[a-z0-9_-]+";
const IPV4 = `${OCTET}\\.${OCTET}\\.${OCTET}\\.${OCTET}`;
// (a file URL whose path is plain: curl decodes `%2e%2e` and `%73` in it, and resolves `.`
// and `..` segments — `file:///%2e%2e/etc/shadow` is /etc/shadow —; each segment begins
// with no `.`, no `%`, `?`, `#` or empty segment: the path as written is the file read)
const FILE_SEGMENT = "[a-z0-9_+~-][a-z0-9_.+~-]*";
const PLAIN_HOST = new RegExp(`(?!file:)${AUTHORITY}(${NAME}|${IPV4})${HOST_END}|^file:\\/\\/\\/(${FILE_SEGMENT}(\\/${FILE_SEGMENT})*\\/?)?$`, "i");
const PRIVATE_NAMES = "(169\\.254\\.[0-9.]*|100\\.100\\.100\\.200|127\\.[0-9.]*|0\\.0\\.0\\.0|"
  + "metadata|metadata\\.goog|metadata\\.google\\.internal|metadata\\.tencentyun\\.com|instance-data(\\.[a-z0-9.-]*)?|"
  + "localhost|[a-z0-9_.-]*\\.localhost|ip6-localhost|ip6-loopback|[a-z0-9_.-]*169[.-]254[.-][a-z0-9_.-]*)";
const ADMIN_PORTS = "(2375|2376|2377|2379|2380|4001|10250|10255|8500|8501|4646|8200|15000|19000|2019)";
const PRIVATE_HOST = new RegExp(AUTHORITY + PRIVATE_NAMES + "(:[0-9]*)?([/?#]|$)"
  + "|" + AUTHORITY + "[^@/?#]*:" + ADMIN_PORTS + "([/?#]|$)", "i");
// (--resolve HOST:PORT:ADDR[,ADDR…] and --connect-to HOST:PORT:HOST2:PORT2 aim the URL's
// name at an address of the call's: approved where each address is one a URL may name)
const RESOLVE = new Word(word(new RegExp(`^\\+?[^:]+:[0-9]+:${IPV4}(,${IPV4})*$`, "i")))
  .and(isNot(new RegExp(`[:,]${PRIVATE_NAMES}(,|$)`, "i")));
const CONNECT_TO = new Word(word(new RegExp(`^[^:]*:[0-9]*:(${NAME}|${IPV4})?:[0-9]*$`, "i")))
  .and(isNot(new RegExp(`^[^:]*:[0-9]*:${PRIVATE_NAMES}:|:${ADMIN_PORTS}$`, "i")));
/** A URL curl or wget may fetch: a scheme it reads with no side effect, at a host approved above. */
const FETCH_URL = new Word(word(FETCH_URL_SCHEME)).and(PLAIN_HOST, isNot(PRIVATE_HOST));
/** A proxy's address, as curl reads -x and --socks5: the same hosts. */
const PROXY_URL = new Word(word(PLAIN_HOST)).and(isNot(PRIVATE_HOST));

// ─── curl ─────────────────────────────────────────────────────────────────────────────

// Options that only shape a read (connection, TLS, proxy, auth, headers, output format).
// Left out on purpose: -d/--data*/--json/-F/--form*/-T/-a/--crlf/--mail-*/--upload-flags
// (send data), -K/--config (options from a file), --variable (and the --expand-* forms,
// absent from the grammar) (files and environment into the request), --libcurl,
// --etag-save, --hsts, --alt-svc, --ssl-sessions, --stderr, --output-dir, --create-dirs,
// --ftp-create-dirs, --xattr, -R, --remove-on-error (write or delete local or remote
// files), --engine, --egd-file, --random-file (load code or use odd files),
// --location-trusted, --delegation (credentials to other hosts), --netrc-file (a file of the
// call's choosing), --dns-servers (a resolver at an address: --resolve, --connect-to,
// --doh-url and the proxies are approved with the addresses a URL may name), --proto, --proto-redir,
// --proto-default (widen the protocols), --telnet-option, --metalink, --post30x.
const CURL_SAFE = [
  "--anyauth", "--aws-sigv4", "--basic", "--no-basic", "--ca-native", "--no-ca-native",
  "--cacert", "--capath", "--cert-status", "--no-cert-status", "--cert-type", "-E", "--cert", "--ciphers",
  "--compressed-ssh", "--no-compressed-ssh", "--compressed", "--no-compressed", "--connect-timeout", "--connect-to",
  "-C", "--continue-at", "-b", "--cookie", "-c", "--cookie-jar", "--crlfile", "--curves", "--digest", "--no-digest",
  "--disable-eprt", "--no-disable-eprt", "--disable-epsv", "--no-disable-epsv", "--eprt", "--no-eprt", "--epsv", "--no-epsv",
  "-q", "--disable", "--no-disable", "--disallow-username-in-url", "--no-disallow-username-in-url",
  "--dns-interface", "--dns-ipv4-addr", "--dns-ipv6-addr", "--doh-cert-status", "--no-doh-cert-status",
  "--doh-insecure", "--no-doh-insecure", "--doh-url", "--dump-ca-embed", "-D", "--dump-header", "--ech", "--etag-compare",
  "--expect100-timeout", "--fail-early", "--no-fail-early", "--fail-with-body", "--no-fail-with-body", "-f", "--fail", "--no-fail",
  "--false-start", "--no-false-start", "--follow", "--no-follow", "--ftp-account", "--ftp-alternative-to-user", "--ftp-method",
  "--ftp-pasv", "--no-ftp-pasv", "-P", "--ftp-port", "--ftp-pret", "--no-ftp-pret", "--ftp-skip-pasv-ip", "--no-ftp-skip-pasv-ip",
  "--ftp-ssl", "--no-ftp-ssl", "--ftp-ssl-ccc", "--no-ftp-ssl-ccc", "--ftp-ssl-ccc-mode", "--ftp-ssl-control", "--no-ftp-ssl-control",
  "--ftp-ssl-reqd", "--no-ftp-ssl-reqd", "-G", "--get", "--no-get", "-g", "--globoff", "--no-globoff", "--happy-eyeballs-timeout-ms",
  "--haproxy-clientip", "--haproxy-protocol", "--no-haproxy-protocol", "-I", "--head", "--no-head", "-H", "--header", "-h", "--help",
  "--hostpubmd5", "--hostpubsha256", "--http0.9", "--no-http0.9", "-0", "--http1.0", "--http1.1", "--http2-prior-knowledge",
  "--no-http2-prior-knowledge", "--http2", "--http3-only", "--http3", "--httpsig-algo", "--httpsig-headers", "--httpsig-key",
  "--httpsig-keyid", "--ignore-content-length", "--no-ignore-content-length", "-i", "--include", "--no-include", "--show-headers",
  "--no-show-headers", "-k", "--insecure", "--no-insecure", "--interface", "--ip-tos", "--ipfs-gateway", "-4", "--ipv4", "-6", "--ipv6",
  "-j", "--junk-session-cookies", "--no-junk-session-cookies", "--keepalive", "--no-keepalive", "--keepalive-cnt", "--keepalive-time",
  "--key-type", "--key", "--knownhosts", "--krb", "--limit-rate", "-l", "--list-only", "--no-list-only", "--local-port", "-L",
  "--location", "--no-location", "--login-options", "-M", "--manual", "--max-filesize", "--max-redirs", "-m", "--max-time",
  "--mptcp", "--no-mptcp", "--negotiate", "--no-negotiate", "--netrc-optional", "--no-netrc-optional", "-n", "--netrc",
  "--no-netrc", "-:", "--next", "--alpn", "--no-alpn", "-N", "--buffer", "--no-buffer", "--clobber", "--no-clobber", "--npn", "--no-npn",
  "--progress-meter", "--no-progress-meter", "--sessionid", "--no-sessionid", "--noproxy", "--ntlm", "--no-ntlm", "--ntlm-wb",
  "--oauth2-bearer", "--out-null", "-o", "--output", "-O", "--remote-name", "--remote-name-all", "--no-remote-name-all", "-J",
  "--remote-header-name", "--no-remote-header-name", "--parallel-immediate", "--no-parallel-immediate", "--parallel-max-host",
  "--parallel-max", "-Z", "--parallel", "--no-parallel", "--pass", "--path-as-is", "--no-path-as-is", "--pinnedpubkey", "--preproxy",
  "-#", "--progress-bar", "--no-progress-bar", "--proxy-anyauth", "--proxy-basic", "--no-proxy-basic", "--proxy-ca-native",
  "--no-proxy-ca-native", "--proxy-cacert", "--proxy-capath", "--proxy-cert-type", "--proxy-cert", "--proxy-ciphers", "--proxy-crlfile",
  "--proxy-digest", "--no-proxy-digest", "--proxy-header", "--proxy-http2", "--no-proxy-http2", "--proxy-http3", "--no-proxy-http3",
  "--proxy-insecure", "--no-proxy-insecure", "--proxy-key-type", "--proxy-key", "--proxy-negotiate", "--no-proxy-negotiate",
  "--proxy-ntlm", "--no-proxy-ntlm", "--proxy-pass", "--proxy-pinnedpubkey", "--proxy-service-name", "--proxy-ssl-allow-beast",
  "--no-proxy-ssl-allow-beast", "--proxy-ssl-auto-client-cert", "--no-proxy-ssl-auto-client-cert", "--proxy-tls13-ciphers",
  "--proxy-tlsauthtype", "--proxy-tlspassword", "--proxy-tlsuser", "--proxy-tlsv1", "-U", "--proxy-user", "-x", "--proxy",
  "--proxy1.0", "-p", "--proxytunnel", "--no-proxytunnel", "--pubkey", "-Q", "--quote", "-r", "--range", "--rate", "--raw", "--no-raw",
  "-e", "--referer", "--request-target", "-X", "--request", "--resolve", "--retry-all-errors", "--no-retry-all-errors",
  "--retry-connrefused", "--no-retry-connrefused", "--retry-delay", "--retry-max-time", "--retry", "--sasl-authzid", "--sasl-ir",
  "--no-sasl-ir", "--service-name", "-S", "--show-error", "--no-show-error", "--sigalgs", "-s", "--silent", "--no-silent",
  "--skip-existing", "--no-skip-existing", "--socks4", "--socks4a", "--socks5-basic", "--socks5-gssapi-nec", "--no-socks5-gssapi-nec",
  "--socks5-gssapi-service", "--socks5-gssapi", "--no-socks5-gssapi", "--socks5-hostname", "--socks5", "-Y", "--speed-limit", "-y",
  "--speed-time", "--ssl-allow-beast", "--no-ssl-allow-beast", "--ssl-auto-client-cert", "--no-ssl-auto-client-cert",
  "--ssl-no-revoke", "--no-ssl-no-revoke", "--ssl-reqd", "--no-ssl-reqd", "--ssl-revoke-best-effort", "--no-ssl-revoke-best-effort",
  "--ssl", "--no-ssl", "--styled-output", "--no-styled-output", "--suppress-connect-headers", "--no-suppress-connect-headers",
  "--tcp-fastopen", "--no-tcp-fastopen", "--tcp-nodelay", "--no-tcp-nodelay", "--tftp-blksize", "--tftp-no-options",
  "--no-tftp-no-options", "-z", "--time-cond", "--tls-earlydata", "--no-tls-earlydata", "--tls-max", "--tls13-ciphers",
  "--tlsauthtype", "--tlspassword", "--tlsuser", "-1", "--tlsv1", "--tlsv1.0", "--tlsv1.1", "--tlsv1.2", "--tlsv1.3",
  "--tr-encoding", "--no-tr-encoding", "--trace-ascii", "--trace-config", "--trace-ids", "--no-trace-ids", "--trace-time",
  "--no-trace-time", "--trace", "--url-query", "--url", "-B", "--use-ascii", "--no-use-ascii", "-A", "--user-agent",
  "-u", "--user", "-v", "--verbose", "--no-verbose", "-V", "--version", "--vlan-priority", "-w", "--write-out",
];
/** FTP/SFTP quote commands that only read (RFC 959, RFC 3659; curl's SFTP quote list). */
const FTP_READ_QUOTE = /^[-+]?\*?(pwd|stat|size|mdtm|noop|help|syst|type [aie]|pasv|epsv|cwd|cdup|feat|mlst|list|nlst|statvfs)( [^\x00-\x1f]*)?$/i;

const curlBase = command("curl").knownOptions().onlyFlags(...CURL_SAFE, BUNDLE)
  .and(not(command("curl").anyPositional(isNot(FETCH_URL))))
  // .netrc's login goes to the host the URL names — not to an address --connect-to,
  // --resolve or a proxy puts under that name, nor through an unchecked TLS connection
  .and(not(command("curl").flag("-n", "--netrc", "--netrc-optional")
    .flag("--connect-to", "--resolve", "-x", "--proxy", "--preproxy", "--socks4", "--socks4a", "--socks5", "--socks5-hostname", "-k", "--insecure", "--proxy-insecure")))
  // (… nor printed: -v and --trace show the request's headers, .netrc's login in its
  // Authorization header — curl(1) "-v", "--trace")
  .and(not(command("curl").flag("-n", "--netrc", "--netrc-optional").flag("-v", "--verbose", "--trace", "--trace-ascii")));
const curlRead = [
  (m: Match) => onlyValues(m, ["-X", "--request"], /^(get|head|options|trace)$/i),
  // (a proxy, a DoH server, --resolve's and --connect-to's addresses: where curl connects,
  // the hosts a URL may name; --dns-servers is left out of CURL_SAFE)
  (m: Match) => onlyValues(m, ["-x", "--proxy", "--preproxy", "--socks4", "--socks4a", "--socks5", "--socks5-hostname", "--doh-url"], PROXY_URL),
  (m: Match) => onlyValues(m, "--resolve", RESOLVE),
  (m: Match) => onlyValues(m, "--connect-to", CONNECT_TO),
  (m: Match) => onlyValues(m, "--url", FETCH_URL),
  // @file reads a local file into the request
  (m: Match) => onlyValues(m, ["-H", "--header", "--proxy-header"], /^[^@]/),
  (m: Match) => onlyValues(m, "--url-query", /^\+?[^=@]*(=|$)/),
  // -w @file reads its format from a file; %output{FILE} writes the report to a file
  (m: Match) => onlyValues(m, ["-w", "--write-out"], isNot(/^@|%output\{/)),
  (m: Match) => onlyValues(m, ["-Q", "--quote"], FTP_READ_QUOTE),
].reduce((m, f) => f(m), curlBase);

// ─── wget ─────────────────────────────────────────────────────────────────────────────

// No recursion, no input files, no POST, no -e (wgetrc commands), no --use-askpass (runs a
// program), no files saved beside the output (-o/-a logs are counted by the engine).
const WGET_SAFE = [
  "-V", "--version", "-h", "--help", "-q", "--quiet", "-v", "--verbose", "-nv", "--no-verbose", "--report-speed", "--progress",
  "--show-progress", "-S", "--server-response", "--spider", "--no-dns-cache", "-4", "--inet4-only", "-6", "--inet6-only",
  "--retry-connrefused", "--ask-password", "--no-iri", "--no-config", "--no-netrc", "--no-cache", "--no-cookies",
  "--keep-session-cookies", "--ignore-length", "--content-on-error", "--auth-no-challenge", "--no-check-certificate",
  "--check-certificate", "--https-only", "--no-hsts", "--no-proxy", "--no-passive-ftp", "--no-glob", "-d", "--debug",
  "--no-http-keep-alive", "--compression", "-t", "--tries", "-O", "--output-document", "-o", "--output-file", "-a", "--append-output",
  "-T", "--timeout", "--dns-timeout", "--connect-timeout", "--read-timeout", "--limit-rate", "-w", "--wait", "--waitretry",
  "--bind-address", "--prefer-family", "--user", "--password", "--local-encoding", "--remote-encoding", "--start-pos",
  "--max-redirect", "--http-user", "--http-password", "--header", "--proxy-user", "--proxy-password", "--referer", "-U",
  "--user-agent", "--load-cookies", "--method", "--secure-protocol", "--certificate", "--certificate-type", "--private-key",
  "--private-key-type", "--ca-certificate", "--ca-directory", "--crl-file", "--pinnedpubkey", "--ciphers", "--ftp-user",
  "--ftp-password", "--retry-on-http-error", "--random-wait",
];
const wgetBase = command("wget").knownOptions().onlyFlags(...WGET_SAFE, BUNDLE)
  .and(not(command("wget").anyPositional(isNot(FETCH_URL))));
const wgetRead = any(
  onlyValues(wgetBase, ["--method"], /^(get|head|options|trace)$/i).flag("--spider"),
  onlyValues(onlyValues(wgetBase, ["--method"], /^(get|head)$/i), ["-O", "--output-document"], DISCARD).flag("-O", "--output-document"),
  command("wget").knownOptions().onlyFlags("-h", "--help", "-V", "--version").flag("-h", "--help", "-V", "--version"),
);

// ─── database shells ──────────────────────────────────────────────────────────────────

// mysql: a query given with -e (every -e a read), no options that run code or write
// (--pager, --tee, --system-command, --init-command, --plugin-dir, --default-auth,
// --defaults-*file, --load-data-local-dir, --local-infile, -j/--system-command).
const MYSQL_SAFE = [
  "-?", "--help", "-I", "-V", "--version", "-A", "--no-auto-rehash", "--auto-rehash", "--auto-vertical-output", "-B", "--batch",
  "--binary-as-hex", "-C", "--compress", "--column-names", "--column-type-info", "-c", "--comments", "--skip-comments",
  "-E", "--vertical", "-H", "--html", "-i", "--ignore-spaces", "--line-numbers", "--skip-line-numbers", "-L", "--no-beep",
  "-n", "--unbuffered", "-N", "--skip-column-names", "-q", "--quick", "-r", "--raw", "--reconnect", "--skip-reconnect",
  "--safe-updates", "--i-am-a-dummy", "-U", "-s", "--silent", "-t", "--table", "-v", "--verbose", "-X", "--xml", "--no-defaults",
  "--show-warnings", "--skip-pager", "--no-pager", "--skip-ssl", "--ssl", "--ssl-verify-server-cert", "--no-tee", "--skip-auto-rehash",
  "--get-server-public-key", "--skip-system-command", "-p", "--password", "--bind-address", "--compression-algorithms", "-D",
  "--database", "--default-character-set", "--delimiter", "-e", "--execute", "-h", "--host", "--login-path",
  "--max-allowed-packet", "--max-join-size", "--net-buffer-length", "-P", "--port", "--protocol", "--select-limit",
  "--server-public-key-path", "-S", "--socket", "--ssl-ca", "--ssl-capath", "--ssl-cert", "--ssl-cipher", "--ssl-crl",
  "--ssl-crlpath", "--ssl-fips-mode", "--ssl-key", "--ssl-mode", "--tls-ciphersuites", "--tls-version", "--tls-sni-servername",
  "-u", "--user", "--zstd-compression-level", "--connect-timeout",
];
// The server is this host's: a password from MYSQL_PWD, ~/.my.cnf, .mylogin.cnf, PGPASSWORD
// or ~/.pgpass (a `*` entry), or SQL Server's integrated login, goes to the server named —
// not to one the call picks (as `docker -H`, `kubectl --server`: docs/readonly.md
// "Credentials sent elsewhere"). Approved: no host, localhost, a loopback address, a socket
// (psql's directory, sqlcmd's `.`, `(local)`, np:/lpc:); not mysql's --dns-srv-name.
const LOCAL_DB_HOST = "(localhost|127\\.[0-9.]+|::1|\\[::1\\])";
const MYSQL_HOST = new RegExp(`^${LOCAL_DB_HOST}$`, "i");
const PSQL_HOST = new RegExp(`^(${LOCAL_DB_HOST}|/[^,]*)(,(${LOCAL_DB_HOST}|/[^,]*))*$`, "i");
// (a connection string or URI given as the database: its host, hostaddr, or a URI's host
// other than these)
const PSQL_REMOTE = new RegExp(`^postgres(ql)?://([^@/?]*@|(?![^@/?]*@))(?!${LOCAL_DB_HOST}?(:[0-9]+)?([/?]|$))|(^|[\\s?&])host(addr)?\\s*=\\s*'?(?!${LOCAL_DB_HOST}(['\\s&]|$)|/|%2f)`, "i");
const SQLCMD_HOST = new RegExp(`^((tcp|np|lpc|admin):)?(${LOCAL_DB_HOST}|\\.|\\(local\\)|\\(localdb\\)\\\\[^,]*)(\\\\[a-z0-9_$-]+)?(,[0-9]+)?$`, "i");
// (and MySQL's own schema, its accounts' password hashes, chosen as the database)
const mysqlBase = onlyValues(command("mysql", "mariadb").knownOptions().onlyFlags(...MYSQL_SAFE, BUNDLE).positionals(0, 1), ["-h", "--host"], MYSQL_HOST)
  .and(not(command("mysql", "mariadb").option(["-D", "--database"], /^mysql$/i)), not(command("mysql", "mariadb").anyPositional(/^mysql$/i)));
const mysqlRead = any(
  onlyValues(mysqlBase, ["-e", "--execute"], READ_SQL).flag("-e", "--execute"),
  mysqlBase.flag("-?", "--help", "-I", "-V", "--version").positionals(0, 0),
);

// psql: -c (every one a read) or -l; not -f (a script), -o/-L (write files).
const PSQL_SAFE = [
  "-a", "--echo-all", "-A", "--no-align", "-b", "--echo-errors", "--csv", "-e", "--echo-queries", "-E", "--echo-hidden", "-H",
  "--html", "-l", "--list", "-n", "--no-readline", "-q", "--quiet", "-S", "--single-line", "-t", "--tuples-only", "-x", "--expanded",
  "-X", "--no-psqlrc", "-z", "--field-separator-zero", "-0", "--record-separator-zero", "-1", "--single-transaction", "-?", "--help",
  "-V", "--version", "-w", "--no-password", "-W", "--password", "-c", "--command", "-d", "--dbname", "-F", "--field-separator",
  "-P", "--pset", "-R", "--record-separator", "-T", "--table-attr", "-v", "--set", "--variable", "-h", "--host", "-p", "--port",
  "-U", "--username",
];
const psqlBase = onlyValues(command("psql").knownOptions().onlyFlags(...PSQL_SAFE, BUNDLE).positionals(0, 2), ["-h", "--host"], PSQL_HOST)
  .and(not(command("psql").anyPositional(PSQL_REMOTE)), not(command("psql").option(["-d", "--dbname"], PSQL_REMOTE)));
const psqlRead = any(
  onlyValues(psqlBase, ["-c", "--command"], READ_SQL).flag("-c", "--command", "-l", "--list"),
  psqlBase.flag("-?", "--help", "-V", "--version"),
);

// sqlite3 / duckdb: FILE then SQL operands, each one a read; -cmd (and duckdb's -c, -s)
// too. Not -init/-f (scripts), -A (archive), -append/-deserialize/-zip, -nonce (lifts safe
// mode), -vfs, -unsigned/-ui (duckdb: unsigned extensions, a web server), -interactive.
const SQLITE_SAFE = [
  "-ascii", "-bail", "-batch", "-box", "-column", "-csv", "-echo", "-header", "-noheader", "-html", "-json", "-line", "-list",
  "-markdown", "-memtrace", "-nofollow", "-quote", "-readonly", "-safe", "-stats", "-table", "-tabs", "-cmd", "-mmap", "-newline",
  "-nullvalue", "-separator", "-c", "-s", "-no-stdin",
];
const SQLITE_SAFE_ALL = [...SQLITE_SAFE, ...SQLITE_SAFE.map((o) => "-" + o)];
const SQL_CMD_OPTS = ["-cmd", "--cmd", "-c", "--c", "-s", "--s"];
/** sqlite3 and duckdb: a database that exists (or the in-memory one) unless opened read-only. */
const DB_FILE = existingPath().or(":memory:");
// (a file the SQL reads by name — duckdb's read_csv('F'), read_json, FROM 'F' — that is a
// dotfile, under one, absolute, the home's or a parent's: where a credential store lives
// (`~/.aws/credentials`, `.env`, `/etc/shadow`); a project's own data files stay readable)
const SQL_PRIVATE_FILE = /['"](~|\/|\.\.\/|([^'"]*\/)?\.[^./'"])/;
const sqliteBase = onlyValues(command("sqlite3", "duckdb").knownOptions().onlyFlags(...SQLITE_SAFE_ALL), SQL_CMD_OPTS, READ_SQL)
  .and(not(command("sqlite3", "duckdb").anyPositional(isNot(READ_SQL), 1)), not(command("sqlite3", "duckdb").arg(SQL_PRIVATE_FILE)));
// (a database file's own schema is SQL the shell runs: a view or trigger may call edit(),
// which runs a program — sqlite3 lets a view call it; safe mode turns edit() off:
// sqlite.org/cli.html "--safe". The in-memory database has no schema of its own.)
const schemaSafe = any(command("duckdb"), command("sqlite3").flag("-safe", "--safe"), command("sqlite3").positional(0, ":memory:"));
const sqliteRead = any(
  // SQL on the command line: it runs and the shell exits (stdin is not read)
  sqliteBase.positionals(2, null).positional(0, DB_FILE).and(schemaSafe),
  sqliteBase.positionals(2, null).flag("-readonly", "--readonly").and(schemaSafe),
  // duckdb -c/-s: run and exit; the database is the in-memory one when none is named
  sqliteBase.and(command("duckdb")).flag("-c", "--c", "-s", "--s").positionals(0, 0),
  sqliteBase.and(command("duckdb")).flag("-c", "--c", "-s", "--s").positionals(1, 1).positional(0, DB_FILE),
  // (not statements from stdin, even with -readonly and -safe: safe mode leaves dot-commands
  // that write a file — `.trace FILE`, `.testcase NAME`, which writes testcase-out.txt —
  // and what a pipe or a file feeds the shell is not seen)
  command("sqlite3", "duckdb").knownOptions().onlyFlags("-help", "--help", "-version", "--version").flag("-help", "--help", "-version", "--version"),
);

// sqlcmd: the ODBC tool's -Q (run and exit; -q stays interactive) and go-sqlcmd's `query`
// (the query as operand or -q/--query/-t/--text) and `config view`/`config current-context`
// / `config get-*`; no -i (input files), -o (output file), -e? (echo: harmless, kept out).
const SQLCMD_SAFE = [
  "-?", "--help", "--version", "-E", "-C", "-N", "-I", "-r", "-W", "-b", "-y", "-Y", "-j", "-R", "-u", "-G", "-K", "--trust-server-certificate",
  "--verbose", "-h", "-t", "-l", "-V", "-k", "-z", "-Z", "-s", "-w", "-H", "-a", "-d", "-U", "-P", "-S", "-Q", "-q", "-F", "--database",
  "--query", "--text", "--server", "--user-name", "--authentication-method", "--headers", "--log-level", "--format",
  "--encrypt-connection", "--protocol", "--sqlconfig", "--verbosity", "--driver-logging-level",
];
const sqlcmdBase = onlyValues(command("sqlcmd").knownOptions().onlyFlags(...SQLCMD_SAFE, BUNDLE), ["-S", "--server"], SQLCMD_HOST);
const SQLCMD_QUERY_OPTS = ["-Q", "-q", "--query", "--text", "-t"];
const sqlcmdRead = any(
  // ODBC: -Q runs the query and exits; -t is a timeout there, harmless when read as SQL-or-number
  onlyValues(sqlcmdBase, ["-Q"], READ_SQL).noFlag("-q").flag("-Q").positionals(0, 0),
  // go-sqlcmd: `sqlcmd query [SQL]`, the query as operand or option
  onlyValues(sqlcmdBase, ["--query", "--text", "-q"], READ_SQL).noFlag("-Q").positional(0, "query").positionals(2, 2).positional(1, READ_SQL),
  onlyValues(sqlcmdBase, ["--query", "--text", "-q", "-t"], READ_SQL).noFlag("-Q").positional(0, "query").positionals(1, 1).flag("--query", "--text", "-q", "-t"),
  sqlcmdBase.positional(0, "query").flag("-?", "--help", "-h").positionals(1, 1),
  sqlcmdBase.positional(0, "config").positional(1, ["view", "current-context", "get-contexts", "get-endpoints", "get-users", "get-connection-strings"]),
  command("sqlcmd").knownOptions().onlyFlags("--version", "-?", "--help").flag("--version", "-?", "--help").positionals(0, 0),
);

// ─── openssl ──────────────────────────────────────────────────────────────────────────

const OSSL_CERT_DISPLAY = [
  "-help", "-in", "-inform", "-outform", "-noout", "-text", "-subject", "-issuer", "-email", "-startdate", "-enddate", "-dates",
  "-serial", "-hash", "-subject_hash", "-issuer_hash", "-subject_hash_old", "-issuer_hash_old", "-ocspid", "-ocsp_uri",
  "-purpose", "-pubkey", "-modulus", "-fingerprint", "-alias", "-ext", "-nameopt", "-certopt", "-reqopt", "-checkend", "-checkhost",
  "-checkemail", "-checkip", "-verify", "-lastupdate", "-nextupdate", "-crlnumber", "-CAfile", "-CApath", "-CAstore", "-no-CAfile",
  "-no-CApath", "-no-CAstore", "-verbose", "-dateopt",
  "-md5", "-sha1", "-sha224", "-sha256", "-sha384", "-sha512", "-sha3-256", "-sha3-512", "-sm3",
];
const OSSL_VERIFY = [
  "-help", "-CAfile", "-CApath", "-CAstore", "-no-CAfile", "-no-CApath", "-no-CAstore", "-untrusted", "-trusted", "-CRLfile",
  "-crl_check", "-crl_check_all", "-purpose", "-verbose", "-show_chain", "-x509_strict", "-partial_chain", "-ignore_critical",
  "-check_ss_sig", "-trusted_first", "-no_alt_chains", "-policy", "-policy_check", "-explicit_policy", "-inhibit_any",
  "-inhibit_map", "-attime", "-no_check_time", "-verify_depth", "-verify_email", "-verify_hostname", "-verify_ip",
  "-verify_name", "-auth_level", "-use_deltas", "-extended_crl", "-suiteB_128_only", "-suiteB_128", "-suiteB_192",
  "-allow_proxy_certs", "-nameopt", "-issuer_checks",
];
const ossl = (subs: WordLike, ...flags: string[]): Match =>
  command("openssl").knownOptions().positional(0, subs).onlyFlags(...flags, "-help");
const opensslRead = any(
  ossl("version", "-help", "-a", "-b", "-c", "-d", "-e", "-f", "-o", "-p", "-r", "-m", "-v").positionals(1, 1),
  ossl("list", "-help", "-1", "-verbose", "-select", "-commands", "-standard-commands", "-digest-commands", "-digest-algorithms",
    "-kdf-algorithms", "-mac-algorithms", "-cipher-commands", "-cipher-algorithms", "-encoder", "-decoder", "-key-managers",
    "-key-exchange-algorithms", "-signature-algorithms", "-asymcipher-algorithms", "-public-key-algorithms",
    "-public-key-methods", "-store-loaders", "-providers", "-disabled", "-objects", "-options", "-random-instances",
    "-random-generators", "-all-algorithms", "-kem-algorithms").positionals(1, 2),
  ossl("ciphers", "-help", "-s", "-v", "-V", "-stdname", "-convert", "-tls1", "-tls1_1", "-tls1_2", "-tls1_3", "-ssl3", "-psk", "-srp",
    "-ciphersuites").positionals(1, 2),
  ossl(["help", "errstr"]),
  // (-in names the file read; -out, -signkey, -CA…, -req, -x509toreq, -set_serial are left out)
  // (with -noout: a certificate's fields, not the encoded certificate again, as Dippy reads it)
  ossl(["x509", "req", "crl"], ...OSSL_CERT_DISPLAY).positionals(1, 1).flag("-noout"),
  ossl("verify", ...OSSL_VERIFY),
  ossl("asn1parse", "-help", "-in", "-inform", "-i", "-dump", "-dlimit", "-offset", "-length", "-strparse", "-noout", "-oid", "-strictpem", "-item"),
  // (dgst, the digest commands and rand only print, but Dippy asks about them; left to the
  // user to keep readonly's approvals of what Dippy asks under 0.5%)
);

// ─── encoders, compressors, archives ──────────────────────────────────────────────────

const codecRead = any(
  // GNU: one input file at most; the fourmilab and macOS ones take an output file (second
  // operand, -o)
  command("base64", "base32", "basenc").knownOptions().noFlag("-o", "--output").positionals(0, 1),
  // xxd [infile [outfile]]: the outfile is written (patched, with -r)
  command("xxd").knownOptions().positionals(0, 1).noFlag("-r", "-revert"),
  onlyValues(command("iconv").knownOptions(), ["-o", "--output"], DISCARD),
);

// -c/--stdout writes only to stdout and leaves the input alone; -l/-t only read.
// (-l/-t are modes as -z and -d are, and the last one given wins in xz, bzip2 and zstd —
// `xz -t -z f` compresses f and deletes it: xz(1) — so a read mode is one without them)
const compressors = command("gzip", "gunzip", "bzip2", "bunzip2", "xz", "unxz", "lzma", "unlzma", "zstd", "unzstd").knownOptions()
  // zstd -o writes, --rm deletes (not with -c, but kept out), --output-dir-* and --filelist/--files read lists or name outputs
  // (and zstd's --trace FILE writes a trace: zstd(1))
  .noFlag("-o", "--rm", "--output-dir-flat", "--output-dir-mirror", "--train", "--patch-from", "--filelist", "--files", "--files0", "--trace");
const compressRead = any(
  compressors.flag("-c", "--stdout", "--to-stdout"),
  compressors.flag("-l", "--list", "-t", "--test", "-h", "--help", "-H", "--long-help", "-V", "--version", "-L", "--license")
    .noFlag("-z", "--compress", "-d", "--decompress", "--uncompress"),
  command("zcat", "gzcat", "bzcat", "xzcat", "lzcat", "zstdcat").knownOptions().noFlag("-o", "--rm", "--output-dir-flat", "--output-dir-mirror", "--train"),
  // (the pagers among them, zless and its kin, are read with less's options: unix.ts)
  command("zgrep", "zegrep", "zfgrep", "bzgrep", "bzegrep", "bzfgrep", "xzgrep", "xzegrep", "xzfgrep", "zstdgrep", "lzgrep",
    "zdiff", "zcmp", "bzdiff", "bzcmp", "xzdiff", "xzcmp"),
);

// tar: list or compare, or extract to stdout (-O) or to a command (--to-command, the command
// judged as itself): over a pipe tar creates nothing (tar(1): non-regular members are
// ignored). Options that run programs, write, rename or remove a file (--backup, --suffix,
// -U, --recursive-unlink act before each member even over a pipe), or reach a remote host
// stay out.
const TAR_OUT = ["-I", "--use-compress-program", "-F", "--info-script", "--new-volume-script", "--rsh-command", "--rmt-command",
  "--checkpoint-action", "--index-file", "-g", "--listed-incremental", "-G", "--incremental", "--volno-file", "-M", "--multi-volume",
  "--remove-files", "-W", "--verify", "--backup", "--suffix", "-U", "--unlink-first", "--recursive-unlink", "--overwrite", "-m", "--touch"];
const TAR_MODES = ["-c", "--create", "-r", "--append", "-u", "--update", "-A", "--catenate", "--concatenate", "--delete"];
const tarCmd = command("tar").knownOptions()
  // ARCHIVE as HOST:FILE is opened through rsh (unless --force-local)
  .and(any(command("tar").flag("--force-local"), not(command("tar").option(["-f", "--file"], /:/))));
const tarRead = any(
  tarCmd.flag("-t", "--list", "-d", "--diff", "--compare", "--help", "-?", "--usage", "--version", "--show-defaults")
    .noFlag(...TAR_MODES, "-x", "--extract", "--get", "--to-command", "-O", "--to-stdout", ...TAR_OUT),
  // (--to-command's command runs in -C's directory, where the names it reads are not the
  // ones the call is judged with: not with -C)
  tarCmd.flag("-x", "--extract", "--get").flag("-O", "--to-stdout", "--to-command")
    .and(any(tarCmd.noFlag("--to-command"), tarCmd.noFlag("-C", "--directory")))
    .noFlag(...TAR_MODES, "-t", "--list", "-d", "--diff", "--compare", ...TAR_OUT),
);

// 7-Zip: the command is the first operand (its switches are single words: -slt, -p[pw]).
const SEVEN_SWITCH = /^-(slt|scrc\w*|sc[sc]\w*|p.*|r[-0]?|ba|bb\d?|bd|bs[oep]\d|bt|ssc-?|t\w+|[xi][!@r].*|an|ax.*|ai.*|sns|snh|snl|spd|mmt\w*|y|h|-help)$/i;
const archiveRead = any(
  // (a single-dash word is also shown split into letters: each whole word must be a switch)
  command("7z", "7za", "7zr", "7zz").onlyFlags(SEVEN_SWITCH, /^-[^-]$/).positional(0, /^[lthbi]$/i),
  command("7z", "7za", "7zr", "7zz").onlyFlags(SEVEN_SWITCH, /^-[^-]$/).positionals(0, 0),
  // unzip: list/test/comment/zipinfo/pipe modes, which the engine reads where unzip does
  // (before the archive; -Z first): an extraction writes what it extracts; never -T (sets
  // the archive's time)
  // (nor -c, which only prints, left to the user as Dippy leaves it: docs/readonly.md)
  command("unzip").knownOptions().noFlag("-T", "-c"),
  command("zipinfo").knownOptions(),
);

// ─── the rest ─────────────────────────────────────────────────────────────────────────

const miscRead = any(
  command("mktemp").knownOptions().flag("-u", "--dry-run", "--help", "--version"),
  command("jq"), // (not with modules: readonly.ts runsOrReaches)
  // (a spec reads bundles: -Ci is -C and -i)
  // (not an expression that loads a file — load, load_str, load_xml, …: a store's text
  // printed — or runs a command: system, behind an option the grammar does not take; nor
  // eval, which evaluates a string as an expression: one built at run time, `eval("lo" +
  // "ad_str(…)")`, or read from the environment, `eval(strenv(E))`, is none of these words)
  command("yq").knownOptions().noFlag("-i", "--inplace", "--in-place", "-s", "--split-exp", "--split-exp-name", "--from-file")
    .and(not(command("yq").arg(/(^|[^\w])(load\w*|system|eval)\s*\(/))),
  // binhex & co: probe, help, or en/decoding to stdout; never -o/-C (files, a directory)
  command("binhex", "applesingle", "macbinary").knownOptions().noFlag("-o", "--output", "-C", "--directory")
    .and(any(
      command("binhex").positional(0, "probe"),
      command("binhex").positional(0, ["encode", "decode"]).flag("-c", "--pipe", "--to-stdout"),
      command("binhex").flag("-h", "--help", "-V", "--version"),
    ).or(
      command("applesingle", "macbinary").positional(0, "probe"),
      command("applesingle", "macbinary").positional(0, ["encode", "decode"]).flag("-c", "--pipe", "--to-stdout"),
      command("applesingle", "macbinary").flag("-h", "--help", "-V", "--version"),
    )),
  command("compression_tool").knownOptions().noFlag("-o").flag("-encode", "-decode", "-h"),
);

// fzf: the commands its actions run (fzf(1) "ACTION": execute, execute-silent, become,
// reload, reload-sync, transform-*, bg-transform-*, preview(…), change-preview(…)) and
// --preview's are commands of the call, each approved or not as itself.
const fzfRead = onlyValues(command("fzf").knownOptions(), "--listen", /^(localhost:|127\.0\.0\.1:)?\d+$/)
  .noFlag("--listen-unsafe", "--history", "--info-command", "--with-shell", "--proxy-script", "--tty-default",
    "--profile-cpu", "--profile-mem", "--profile-block", "--profile-mutex", "--bench")
  // fzf takes no operands: only its +x-style options (a word another option took as its
  // value would be hidden from the checks above)
  .and(not(command("fzf").anyPositional(isNot(/^\+[a-z0-9]$/))));

const reads = any(curlRead, wgetRead, mysqlRead, psqlRead, sqliteRead, sqlcmdRead, opensslRead, codecRead, compressRead,
  tarRead, archiveRead, miscRead, fzfRead);

export const data: Family = {
  name: "data",
  // writes(DISCARD): what a read writes to /dev/null or stdout (`curl -o /dev/null`, `wget
  // -O -`, `iconv -o /dev/null`) is covered.
  reads: any(reads, reads.and(writes(DISCARD))),
  examples: [
    "curl -sSL https://example.com/api/items",
    "curl -s -o /dev/null -w '%{http_code}' https://example.com",
    "curl -I --max-time 10 https://example.com",
    "curl -X HEAD -H 'Accept: application/json' https://example.com",
    "curl --url-query 'q=x' -G https://example.com/search",
    "curl -Q 'SIZE file.txt' ftp://example.com/",
    "curl -D - https://example.com",
    "curl http://93.184.215.14/", "curl https://user@example.com:8443/x?y#z", "curl -x http://proxy.example.com:3128 https://example.com",
    "curl https://cafe.example/", "wget -qO- http://10.0.0.5:8080/health",
    "curl --resolve example.com:443:93.184.215.14 https://example.com", "curl --connect-to example.com:443:edge.example.net:443 https://example.com",
    "curl --doh-url https://dns.google/dns-query https://example.com",
    "wget -qO- https://example.com",
    "wget -O /dev/null https://example.com",
    "wget --spider -q https://example.com",
    "wget --spider -T 10 https://example.com https://example.org",
    "wget --help",
    "mysql -u app -h 127.0.0.1 -e 'SELECT id FROM users LIMIT 5' shop",
    "psql -h /var/run/postgresql -c 'SELECT upper(name), count(*) FROM t GROUP BY 1'", "psql postgresql://app@localhost/shop -c 'SELECT 1'",
    "mysql -N -e 'SHOW TABLES'",
    "psql -h localhost -U app -c 'SELECT count(*) FROM orders' shop",
    "psql -l",
    "psql -Atc 'SELECT 1'",
    "sqlite3 -readonly -safe app.db 'SELECT * FROM t'",
    "duckdb -c 'SELECT 42'",
    "sqlcmd -S localhost -Q 'SELECT name FROM sys.tables'",
    "sqlcmd query 'SELECT @@VERSION'",
    "openssl x509 -in cert.pem -noout -subject -dates",
    "openssl req -in csr.pem -noout -text",
    "openssl verify -CAfile ca.pem cert.pem",
    "openssl version -a",
    "openssl list -digest-algorithms",
    "base64 -d token.txt",
    "xxd -l 64 image.png",
    "iconv -f latin1 -t utf-8 notes.txt",
    "gzip -dc logs.gz",
    "xz -l archive.xz",
    "zstd -t data.zst",
    "zcat access.log.gz",
    "zgrep ERROR app.log.gz",
    "tar -tzf release.tar.gz",
    "tar --list --file=backup.tar",
    "tar tf archive.tar",
    "tar tvzf release.tar.gz",
    "tar -xOf release.tar.gz README.md", "tar xzOf release.tar.gz", "tar -x --to-stdout -f backup.tar etc/hosts",
    "tar -xf archive.tar --to-command='wc -c'", "tar -C build -xOf archive.tar",
    "7z l archive.7z",
    "unzip -l bundle.zip",
    "unzip -p bundle.zip META-INF/MANIFEST.MF",
    "zipinfo -1 bundle.zip",
    "mktemp -u",
    "jq '.items[] | .name' data.json",
    "yq '.spec.replicas' deploy.yaml",
    "yq -o json '.' config.yaml",
    "fzf --filter=main --no-sort",
    "fzf --bind 'ctrl-a:select-all' -m",
    "fzf --preview 'head -50 {}'", "fzf --bind 'ctrl-y:execute-silent(echo {+})'", "fzf --bind 'start:reload:git ls-files'",
    "fzf --bind 'focus:transform-header:echo {}'", "fzf --bind 'ctrl-a:change-query(rm -rf x)'",
  ],
  counterExamples: [
    "curl -d 'a=1' https://example.com",
    "curl -XPOST https://example.com",
    "curl -X DELETE https://example.com/items/1",
    "curl --json '{}' https://example.com",
    "curl -F file=@a.txt https://example.com",
    "curl -T file.txt ftp://example.com/",
    "curl -o page.html https://example.com",
    "curl -O https://example.com/file.zip",
    "curl -K config.txt https://example.com",
    "curl -H @headers.txt https://example.com",
    "curl --url-query @query.txt https://example.com",
    "curl --url-query name@file.txt https://example.com",
    "curl -w '%output{report.txt}%{http_code}' https://example.com",
    "curl --libcurl out.c https://example.com",
    "curl --hsts hsts.txt https://example.com",
    "curl -Q 'DELE file.txt' ftp://example.com/",
    "curl gopher://localhost:6379/_FLUSHALL",
    // (the metadata service by any spelling, a local daemon, an address the call picks)
    "curl http://169.254.169.254/latest/meta-data/", "curl http://2852039166/latest/", "curl http://0xa9fea9fe/",
    "curl http://0251.0376.0251.0376/", "curl http://169.254.43518/", "curl 'http://[::ffff:169.254.169.254]/'",
    "curl http://169.254.169.254./", "curl http://metadata.google.internal./computeMetadata/v1/", "curl http://metadata/",
    "curl http://169.254.170.23/v1/credentials", "curl 'http://169.254.169.254#@example.com/'", "curl http:/169.254.169.254/",
    "curl 'http://example.com\\@169.254.169.254/'", "wget -qO- http://instance-data/latest/", "curl http://169.254.169.254.nip.io/",
    "curl http://127.0.0.1:2375/containers/json", "curl http://localhost:10250/pods", "curl http://127.1:2379/v2/keys",
    "curl http://172.17.0.1:2375/containers/json", "curl http://0.0.0.0:8500/v1/kv/",
    "curl --resolve example.com:80:169.254.169.254 http://example.com/", "curl --connect-to example.com:80:127.0.0.1:2375 http://example.com/",
    "curl -x http://169.254.169.254 http://example.com/", "curl --preproxy socks5://127.0.0.1 http://example.com/",
    "curl --socks5 localhost:1080 https://example.com", "curl --dns-servers 10.0.0.1 https://example.com",
    "curl --resolve example.com:443:127.0.0.1 https://example.com/", "curl --connect-to ::localhost:2375 http://example.com/",
    "curl dict://localhost:11211/stats",
    "curl dict.example.com",
    "curl telnet://example.com:25",
    "curl --variable '%HOME' --expand-url 'https://example.com/{{HOME}}'",
    "curl --engine pkcs11 https://example.com",
    "curl --location-trusted -n https://example.com",
    "curl --request=POST https://example.com",
    "wget https://example.com/file.tar.gz",
    "wget -O file.txt https://example.com",
    "wget --post-data=a=1 https://example.com",
    "wget -e robots=off -O - https://example.com",
    "wget --spider -r https://example.com",
    "wget --spider -o log.txt https://example.com",
    "wget --spider -P dir -m https://example.com",
    "mysql",
    "mysql shop",
    "mysql -e 'DELETE FROM users'",
    "mysql -e 'SELECT * FROM users INTO OUTFILE \"/tmp/x\"'",
    "mysql -e 'SELECT 1; DROP TABLE users'",
    "mysql -e 'SELECT 1 \\! rm -rf /'",
    "mysql --pager='sh -c id' -e 'SELECT 1'",
    "mysql --init-command='DROP TABLE t' -e 'SELECT 1'",
    "mysql --defaults-file=/tmp/my.cnf -e 'SELECT 1'",
    "psql",
    "psql -f script.sql",
    "psql -c 'SELECT 1' -o out.txt",
    "psql -c 'EXPLAIN ANALYZE DELETE FROM users'",
    "psql -c 'WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d'",
    "psql -c 'SELECT * INTO backup FROM users'",
    "psql -c 'SELECT pg_terminate_backend(123)'",
    "psql -c 'SELECT lo_export(1, \'/tmp/x\')'",
    "psql -c 'SELECT nextval(\'s\')'",
    // (a function not known to only read; a catalog of credentials; a server the call picks)
    "psql -c 'select delete_all_users()'", "psql -c \"select aws_lambda.invoke('f', '{}')\"", "mysql -e 'SELECT my_proc()'",
    "psql -c \"select pg_file_unlink('x')\"", "psql -c 'select \"f\"()'", "psql -c 'select * from pg_authid'",
    "psql -c 'select subconninfo from pg_subscription'", "mysql -e 'select authentication_string from mysql.user'",
    "mysql -D mysql -e 'select * from user'", "psql -h db.example.com -c 'select 1'", "psql postgres://db.example.com/x -c 'select 1'",
    "psql -d 'host=db.example.com dbname=x' -c 'select 1'", "psql 'postgresql:///x?host=db.example.com' -c 'select 1'",
    "mysql -h db -e 'SELECT 1'", "sqlcmd -S db.example.com -Q 'SELECT 1'", "psql -h localhost,evil.example -c 'select 1'",
    "psql -c 'SELECT 1' -c 'DROP TABLE t'",
    "psql -c '\\! rm -rf /'",
    "sqlite3 app.db", "sqlite3 -readonly app.db 'SELECT * FROM t'",
    "sqlite3 -readonly app.db",
    "sqlite3 -readonly -safe app.db", "echo '.trace out.txt' | sqlite3 -readonly -safe app.db",
    "sqlite3 app.db '.shell rm -rf /'",
    "sqlite3 app.db \"SELECT writefile('/tmp/x', 'data')\"",
    "sqlite3 -init setup.sql app.db 'SELECT 1'",
    "sqlite3 -cmd '.output /tmp/x' app.db 'SELECT 1'",
    "sqlite3 -safe app.db 'DROP TABLE users'",
    "duckdb -c \"select * from read_csv('~/.aws/credentials')\"",
    "duckdb -c \"select * from '.env'\"",
    "duckdb app.db \"COPY t TO 'out.csv'\"",
    "duckdb -c 'INSTALL httpfs'",
    "duckdb -unsigned -c 'SELECT 1'",
    "sqlcmd -Q 'DROP TABLE users'",
    "sqlcmd -q 'SELECT 1'",
    "sqlcmd -Q 'SELECT 1' -o out.txt",
    "sqlcmd -i script.sql",
    "sqlcmd query 'SELECT 1 EXEC xp_cmdshell \'dir\''",
    "sqlcmd create mssql",
    "openssl genrsa -out key.pem 2048",
    "openssl req -new -key key.pem -out csr.pem",
    "openssl x509 -in cert.pem -out cert.der -outform DER",
    "openssl x509 -req -in csr.pem -CA ca.pem -CAkey ca.key -CAcreateserial",
    "openssl dgst -sha256 -sign key.pem file.txt",
    "openssl rand -out random.bin 32",
    "openssl rand -writerand seed.bin -hex 8",
    "openssl x509 -engine evil -in cert.pem -noout -text",
    "openssl s_client -connect example.com:443",
    "openssl enc -aes-256-cbc -in a -out b",
    "openssl rsa -in key.pem -text -noout",
    "base64 -o out.txt in.txt",
    "base64 in.txt out.txt",
    "xxd -r dump.hex out.bin",
    "iconv -f utf-8 -t ascii -o out.txt in.txt",
    "gzip file.txt",
    "gunzip file.gz",
    "zstd -o out.zst -c file", "zstd -t --trace=t.log f.zst",
    "xz -d archive.xz",
    "tar -xf archive.tar",
    "tar xf archive.tar",
    "tar cf out.tar dir",
    "tar tIf 'sh -c id' a.tar",
    "tar tf host:archive.tar",
    "tar xvf a.tar --to-command=sh", "tar -xOf a.tar --backup", "tar -xO --suffix=.old -f a.tar", "tar -xUOf a.tar",
    "tar -xOf a.tar -C / --recursive-unlink", "tar -xf a.tar --to-command='cat > out'", "tar -cOf a.tar dir",
    "tar -xf -O a.tar", "tar -xOf host:a.tar", "tar -xf a.tar -C ~/.ssh --to-command='cat id_rsa'",
    "tar -cf out.tar dir",
    "tar -tf archive.tar -I 'sh -c id'",
    "tar -tf host:archive.tar",
    "tar -t --checkpoint-action=exec=id -f a.tar",
    "7z x archive.7z",
    "7z a out.7z file",
    "7z l -sdel archive.7z",
    "unzip archive.zip",
    "unzip -d /tmp archive.zip",
    "mktemp",
    "mktemp -d",
    "yq -i '.a = 1' f.yaml",
    "yq -Ci '.a = 1' f.yaml",
    "yq --inplace=true '.a = 1' f.yaml",
    "yq -s '.name' f.yaml",
    "yq -n 'load_str(\"/root/.ssh/id_rsa\")'",
    "yq -n 'eval(\"lo\" + \"ad_str(\\\"x\\\")\")'", "yq '.a | eval(strenv(E))' f.yaml",
    "yq --security-enable-system-operator -n 'system(\"touch\"; \"/tmp/x\")'",
    "fzf --preview 'rg -n foo {}'", "fzf --preview \"cat '{}'\"", "fzf --preview 'cat \"{}\"'", "fzf --preview 'bat {r}'",
    "fzf --bind 'enter:execute(rm {})'",
    "fzf --bind 'start:reload:find / -delete'",
    "fzf --bind 'ctrl-p:preview(sh {})'",
    "fzf --bind 'focus:transform:echo hi'", "fzf --bind 'ctrl-a:change-query[x,b:execute(rm -rf x)'",
    "fzf --bind 'a:print(x)+execute@rm x@'", "fzf --bind 'A:EXECUTE(rm x)'",
    "fzf --listen 0.0.0.0:6266",
    "fzf --listen=0.0.0.0:6266",
    "fzf --listen-unsafe",
    "fzf --history /tmp/h",
    "fzf --with-shell 'bash -c' --bind 'enter:become(vim)'",
    "binhex encode file.txt",
    "binhex decode -C /tmp file.hqx",
    "compression_tool -decode -i a.lzfse -o out",
  ],
};
