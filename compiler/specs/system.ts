// Option grammars of the Linux system-inspection tools the readonly rules approve:
// dmesg, lsblk, findmnt (util-linux manuals), journalctl, systemctl, hostnamectl,
// timedatectl, localectl, loginctl (systemd manuals), ip and ss (iproute2's ip(8), ss(8)),
// ifconfig, netstat, route (net-tools' manuals, with the BSD/macOS letters), sysctl
// (procps sysctl(8) and macOS sysctl(8)), free, vmstat, uptime, top (procps), lsof (lsof(8)).
//
// getopt_long tools accept unambiguous prefixes of long options (abbrev: true). iproute2's
// `ip` reads single-dash long options by prefix in its own order: its spec lists only the
// spellings its manual documents (an undocumented prefix is then an unknown option, so a
// rule using knownOptions() approves nothing), and leaves out -b/-batch (runs commands from
// a file), -force and -a/-all (`ip -all netns exec`).

import type { CommandSpec } from "./types.ts";

const flags = (...names: string[]): Record<string, "flag"> => Object.fromEntries(names.map((n) => [n, "flag"]));
const values = (...names: string[]): Record<string, "value"> => Object.fromEntries(names.map((n) => [n, "value"]));
const optionals = (...names: string[]): Record<string, "optional"> => Object.fromEntries(names.map((n) => [n, "optional"]));
/** ip reads `--opt` as `-opt`: both spellings. */
const ipBoth = (names: string[]): string[] => names.flatMap((n) => n.length > 2 ? [n, "-" + n] : [n]);

/** systemd's common options (--help, --version, --no-pager, …), as each of its tools has them. */
const SYSTEMD_COMMON = {
  ...flags("-h", "--help", "--version", "--no-pager", "--no-legend", "--no-ask-password", "--system", "--user", "-q", "--quiet"),
  ...values("-H", "--host", "-M", "--machine"),
  ...optionals("--legend"),
};

export const SYSTEM: Record<string, CommandSpec> = {
  // procps-ng ps(1): the UNIX and GNU options that take a value (a list or a format); the
  // rest are flags, and a word without a dash is a BSD option cluster (`aux`, `e`)
  ps: {
    abbrev: false,
    options: values("-C", "-G", "-g", "-p", "-q", "-s", "-t", "-U", "-u", "-o", "-O", "-k", "--sort", "--cols", "--columns",
      "--rows", "--lines", "--width", "--ppid", "--pid", "--quick-pid", "--sid", "--tty", "--user", "--User", "--group", "--Group", "--format"),
  },
  // util-linux dmesg(1)
  dmesg: {
    abbrev: true,
    options: {
      ...flags("-C", "--clear", "-c", "--read-clear", "-D", "--console-off", "-d", "--show-delta", "-E", "--console-on",
        "-e", "--reltime", "-H", "--human", "-J", "--json", "-k", "--kernel", "-P", "--nopager", "-p", "--force-prefix",
        "-r", "--raw", "-S", "--syslog", "-T", "--ctime", "-t", "--notime", "-u", "--userspace", "-w", "--follow",
        "-W", "--follow-new", "-x", "--decode", "-h", "--help", "-V", "--version", "--noescape"),
      ...values("-F", "--file", "-f", "--facility", "-K", "--kmsg-file", "-l", "--level", "-n", "--console-level",
        "-s", "--buffer-size", "--time-format", "--since", "--until"),
      ...optionals("-L", "--color"),
    },
  },
  // systemd journalctl(1)
  journalctl: {
    abbrev: true,
    options: {
      ...SYSTEMD_COMMON,
      ...flags("-a", "--all", "-f", "--follow", "-e", "--pager-end", "-r", "--reverse", "-x", "--catalog",
        "-k", "--dmesg", "-m", "--merge", "-N", "--fields", "--no-full", "-l", "--full", "--no-tail",
        "--no-hostname", "--utc", "--show-cursor", "--list-boots", "--disk-usage", "--header", "--verify",
        "--list-catalog", "--dump-catalog", "--update-catalog", "--new-id128", "--list-namespaces", "--list-invocations",
        "--flush", "--relinquish-var", "--smart-relinquish-var", "--sync", "--rotate", "--setup-keys", "--force",
        "--runtime", "--truncate-newline", "--reverse",
        "-0", "-1", "-2", "-3", "-4", "-5", "-6", "-7", "-8", "-9"), // `-b -1`: a boot offset, read as options
      ...values("-o", "--output", "--output-fields", "-n", "--lines", "-S", "--since", "-U", "--until", "-c", "--cursor",
        "--after-cursor", "--cursor-file", "-u", "--unit", "--user-unit", "-t", "--identifier", "-T", "--exclude-identifier",
        "-p", "--priority", "--facility", "-g", "--grep", "-F", "--field", "-D", "--directory", "--file", "--root",
        "--image", "--image-policy", "--namespace", "--interval", "--verify-key", "--vacuum-size", "--vacuum-files",
        "--vacuum-time", "-I", "--invocation"),
      // (`-b [ID]`, `-n [N]`: journalctl takes a following word as the value when it reads as one;
      // as an operand it is a match, which only narrows what is read)
      ...optionals("-b", "--boot", "--case-sensitive", "--this-boot"),
    },
  },
  // systemd systemctl(1): global options and those of the read verbs (union; all flags that
  // are flags anywhere are flags here, so an operand is never taken for a value wrongly)
  systemctl: {
    abbrev: true,
    options: {
      ...SYSTEMD_COMMON,
      ...flags("-a", "--all", "-r", "--recursive", "--reverse", "--after", "--before", "-l", "--full", "--value",
        "--show-types", "--failed", "--plain", "-i", "--ignore-inhibitors", "--dry-run", "--no-block", "--no-wall",
        "--no-reload", "--global", "--runtime", "-f", "--force", "--now", "--with-dependencies", "--firmware-setup",
        "--marked", "--read-only", "--mkdir", "-T", "--show-transaction", "--wait", "--no-warn", "--stdin"),
      ...values("-t", "--type", "--state", "-p", "--property", "-P", "-s", "--signal", "-n", "--lines", "-o", "--output",
        "--root", "--image", "--image-policy", "--job-mode", "--kill-whom", "--kill-value", "--preset-mode", "--what",
        "--boot-loader-menu", "--boot-loader-entry", "--reboot-argument", "--timestamp", "--message", "-C", "--capsule",
        "--when", "--drop-in", "--check-inhibitors"),
    },
  },
  hostnamectl: { abbrev: true, options: { ...SYSTEMD_COMMON, ...flags("--static", "--transient", "--pretty", "--json") } },
  timedatectl: { abbrev: true, options: { ...SYSTEMD_COMMON, ...flags("--adjust-system-clock", "--monitor", "-a", "--all", "--value"), ...values("-p", "--property") } },
  localectl: { abbrev: true, options: { ...SYSTEMD_COMMON, ...flags("--no-convert") } },
  loginctl: {
    abbrev: true,
    options: { ...SYSTEMD_COMMON, ...flags("-a", "--all", "-l", "--full", "--value"), ...values("-p", "--property", "-n", "--lines", "-o", "--output", "-s", "--signal", "--kill-whom", "--json") },
  },
  // iproute2 ip(8): the documented spellings only (see the header)
  ip: {
    abbrev: false,
    options: {
      ...flags(...ipBoth(["-s", "-stats", "-statistics", "-d", "-details", "-h", "-human", "-human-readable", "-iec",
        "-4", "-6", "-0", "-B", "-M", "-r", "-resolve", "-o", "-oneline", "-t", "-timestamp", "-ts", "-tshort",
        "-N", "-Numeric", "-br", "-brief", "-j", "-json", "-p", "-pretty", "-V", "-Version", "-help"])),
      ...values(...ipBoth(["-n", "-netns", "-f", "-family", "-l", "-loops", "-rc", "-rcvbuf"])),
      ...optionals(...ipBoth(["-c", "-color"])),
    },
  },
  // iproute2 ss(8)
  ss: {
    abbrev: true,
    options: {
      ...flags("-h", "--help", "-V", "--version", "-H", "--no-header", "-O", "--oneline", "-n", "--numeric", "-r", "--resolve",
        "-a", "--all", "-l", "--listening", "-o", "--options", "-e", "--extended", "-m", "--memory", "-p", "--processes",
        "-T", "--threads", "-i", "--info", "--tos", "--cgroup", "--tipcinfo", "-K", "--kill", "-s", "--summary",
        "-E", "--events", "-Z", "--context", "-z", "--contexts", "-b", "--bpf", "-4", "--ipv4", "-6", "--ipv6",
        "-0", "--packet", "-t", "--tcp", "-M", "--mptcp", "-S", "--sctp", "-u", "--udp", "-d", "--dccp", "-w", "--raw",
        "-x", "--unix", "--vsock", "--tipc", "--xdp", "--inet-sockets", "-Q", "--quic", "--bpf-maps", "--bpf-map-id"),
      ...values("-N", "--net", "-f", "--family", "-A", "--query", "--socket", "-D", "--diag", "-F", "--filter"),
    },
  },
  // net-tools ifconfig(8), and the BSD/macOS ifconfig(8) listing options
  ifconfig: { abbrev: true, options: flags("-a", "-s", "-v", "--verbose", "-l", "-u", "-d", "-L", "-m", "-r", "-C", "-h", "--help", "-V", "--version") },
  // net-tools netstat(8) and BSD/macOS netstat(1) (a letter valued in one and a flag in the
  // other is a flag here: the rule looks only at flags, and reading a value as a flag can
  // only show more of them)
  netstat: {
    abbrev: true,
    options: {
      ...flags(...("-a -A -b -B -c -C -d -e -f -F -g -h -i -I -l -L -m -M -n -N -o -p -q -Q -r -R -s -S -t -T -u -v -V -w -W -x -z -Z -4 -6".split(" ")),
        "--route", "--interfaces", "--groups", "--masquerade", "--statistics", "--verbose", "--wide", "--numeric",
        "--numeric-hosts", "--numeric-ports", "--numeric-users", "--symbolic", "--extend", "--timers", "--continuous",
        "--listening", "--all", "--program", "--fib", "--cache", "--tcp", "--udp", "--udplite", "--sctp", "--raw", "--unix",
        "--inet", "--inet6", "--ipx", "--ax25", "--netrom", "--ddp", "--bluetooth", "--help", "--version", "--protocol"),
    },
  },
  // procps sysctl(8) and macOS sysctl(8)
  sysctl: {
    abbrev: true,
    options: {
      ...flags("-a", "--all", "-A", "-X", "-b", "--binary", "-e", "--ignore", "-N", "--names", "-n", "--values", "-q", "--quiet",
        "-w", "--write", "--system", "-o", "-x", "-d", "-h", "--help", "-V", "--version", "-i", "-T", "-W"),
      ...values("-r", "--pattern", "-B"),
      ...optionals("-p", "--load", "-f"),
    },
  },
  // procps free(1)
  free: {
    abbrev: true,
    options: {
      ...flags("-b", "--bytes", "-k", "--kilo", "-m", "--mega", "-g", "--giga", "--tera", "--peta", "--kibi", "--mebi", "--gibi",
        "--tebi", "--pebi", "-h", "--human", "--si", "-l", "--lohi", "-L", "--line", "-t", "--total", "-v", "--committed",
        "-w", "--wide", "--help", "-V", "--version"),
      ...values("-s", "--seconds", "-c", "--count"),
    },
  },
  // procps-ng top(1), its command-line options (4.x adds the long names, read by getopt_long)
  top: {
    abbrev: true,
    options: {
      ...flags("-b", "--batch", "-c", "--cmdline-toggle", "-H", "--threads-show", "-h", "--help", "-i", "--idle-toggle",
        "-O", "--list-fields", "-S", "--accum-time-toggle", "-s", "--secure-mode", "-1", "--single-cpu-toggle", "-V", "--version"),
      ...values("-d", "--delay", "-E", "--scale-summary-mem", "-e", "--scale-task-mem", "-n", "--iterations", "-o", "--sort-override",
        "-p", "--pid", "-U", "--filter-any-user", "-u", "--filter-only-euser"),
      ...optionals("-w", "--width"),
    },
  },
  uptime: { abbrev: true, options: flags("-p", "--pretty", "-s", "--since", "-c", "--container", "-r", "--raw", "-h", "--help", "-V", "--version") },
  // procps vmstat(8)
  vmstat: {
    abbrev: true,
    options: {
      ...flags("-a", "--active", "-f", "--forks", "-m", "--slabs", "-n", "--one-header", "-s", "--stats", "-d", "--disk",
        "-D", "--disk-sum", "-t", "--timestamp", "-w", "--wide", "-y", "--no-first", "-h", "--help", "-V", "--version"),
      ...values("-p", "--partition", "-S", "--unit", "-C", "--cgroup"),
    },
  },
  // util-linux lsblk(8)
  lsblk: {
    abbrev: true,
    options: {
      ...flags("-A", "--noempty", "-a", "--all", "-b", "--bytes", "-D", "--discard", "-d", "--nodeps", "-E", "--dedup",
        "-f", "--fs", "-h", "--help", "-i", "--ascii", "-J", "--json", "-l", "--list", "-M", "--merge",
        "-m", "--perms", "-N", "--nvme", "-n", "--noheadings", "-O", "--output-all", "-P", "--pairs", "-p", "--paths",
        "-r", "--raw", "-S", "--scsi", "-s", "--inverse", "-T", "--tree", "-t", "--topology", "-V", "--version",
        "-v", "--virtio", "-z", "--zoned", "--sysroot", "-y", "--shell", "-H", "--list-columns", "--hyperlink", "-Q"),
      ...values("-e", "--exclude", "-I", "--include", "-o", "--output", "-x", "--sort", "--width", "--filter", "--highlight",
        "--ct-filter", "--ct", "--properties-by"),
    },
  },
};
