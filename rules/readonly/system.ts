// readonly: the system family — Linux system inspection: the kernel log (dmesg,
// journalctl), networking state (ip, ifconfig, ss, netstat, route), kernel parameters
// (sysctl), memory, load and devices (free, uptime, vmstat, lsblk, lscpu, lsmod, lspci,
// lsusb, findmnt), open files (lsof), systemd's read verbs (systemctl, hostnamectl,
// timedatectl, localectl, loginctl) and arch.
//
// Each tool is approved only with the options and verbs its manual says only read; the
// option grammars are in compiler/specs/system.ts. Sources: util-linux's dmesg(1), lsblk(8),
// findmnt(8), lscpu(1); systemd's journalctl(1), systemctl(1), hostnamectl(1),
// timedatectl(1), localectl(1), loginctl(1); iproute2's ip(8) (and ip.c's object table),
// ip-*(8), ss(8); net-tools' ifconfig(8), netstat(8), route(8); procps' sysctl(8),
// free(1), vmstat(8), uptime(1); lsof(8); kmod's lsmod(8); pciutils' lspci(8); usbutils'
// lsusb(8); coreutils' arch(1) and macOS arch(1).

import { all, any, command, not } from "rulec";
import type { Family } from "./family.ts";

/** Every prefix of a word, down to `min` characters. */
const prefixes = (w: string, min = 1): string[] => Array.from({ length: w.length - min + 1 }, (_, i) => w.slice(0, min + i));

// ─── ip ───────────────────────────────────────────────────────────────────────
// `ip [OPTIONS] OBJECT [COMMAND …]`: ip reads OBJECT by prefix, the first object of its
// table (ip.c `cmds[]`, in this order) that the word begins; then each object reads its
// COMMAND by prefix too, in its own order. A verb spelling is approved when it begins a read
// verb of that object and no mutating verb of it (so `ip link s` — `set` — is not, while
// `ip addr s` — `show` — is). With no COMMAND, every object listed here lists.
const IP_OBJECTS: [name: string, reads: string[], writes: string[]][] = [
  ["address", ["show", "list", "lst", "save", "showdump", "help"], ["add", "change", "chg", "replace", "delete", "flush", "restore"]],
  ["addrlabel", ["list", "help"], ["add", "del", "flush"]],
  ["maddress", ["show", "list", "help"], ["add", "delete", "del"]],
  ["route", ["show", "list", "lst", "get", "save", "showdump", "help"], ["add", "change", "replace", "prepend", "append", "test", "delete", "flush", "restore"]],
  ["rule", ["show", "list", "lst", "save", "help"], ["add", "delete", "flush", "restore"]],
  ["neighbor", ["show", "list", "lst", "get", "help"], ["add", "change", "chg", "replace", "delete", "flush"]],
  ["neighbour", ["show", "list", "lst", "get", "help"], ["add", "change", "chg", "replace", "delete", "flush"]],
  ["ntable", ["show", "help"], ["change"]],
  ["ntbl", ["show", "help"], ["change"]],
  ["link", ["show", "list", "lst", "xstats", "afstats", "help"], ["add", "set", "change", "replace", "delete", "property"]],
  ["l2tp", ["show", "help"], ["add", "delete"]],
  ["fou", ["show", "help"], ["add", "delete"]],
  ["ila", [], []],
  ["macsec", [], []],
  ["tunnel", ["show", "list", "lst", "help"], ["add", "change", "delete", "prl", "6rd"]],
  ["tunl", ["show", "list", "lst", "help"], ["add", "change", "delete", "prl", "6rd"]],
  ["tuntap", ["show", "list", "lst", "help"], ["add", "delete"]],
  ["tap", ["show", "list", "lst", "help"], ["add", "delete"]],
  ["token", ["list", "get", "help"], ["set", "delete"]],
  ["tcpmetrics", ["show", "list", "get", "help"], ["delete", "flush"]],
  ["tcp_metrics", ["show", "list", "get", "help"], ["delete", "flush"]],
  ["monitor", [], []], // (its words name what to watch, or `file FILE` to read: all reads)
  ["xfrm", [], []],
  ["mroute", ["show", "list", "help"], []],
  ["mrule", ["show", "list", "lst", "save", "help"], ["add", "delete", "flush", "restore"]],
  ["netns", ["list", "list-id", "identify", "pids", "monitor", "help"], ["add", "attach", "set", "delete", "exec"]],
  ["netconf", ["show", "list", "help"], []],
  ["vrf", ["show", "list", "identify", "pids", "help"], ["exec"]],
  ["sr", [], []],
  ["nexthop", ["show", "list", "get", "help"], ["add", "replace", "delete", "flush", "bucket"]],
  ["mptcp", [], []],
  ["ioam", [], []],
  ["stats", ["show", "help"], ["set"]],
];
/** Objects approved whatever follows them (every word only selects what is shown). */
const IP_ANY_ARGS = new Set(["monitor"]);
/** Objects this family leaves to the user (nested objects with their own verbs). */
const IP_SKIPPED = new Set(["ila", "macsec", "xfrm", "sr", "mptcp", "ioam"]);

function ipObjectSpellings(i: number): string[] {
  const name = IP_OBJECTS[i][0];
  return prefixes(name).filter((p) => !IP_OBJECTS.slice(0, i).some(([earlier]) => earlier.startsWith(p)));
}
function ipVerbSpellings(reads: string[], writes: string[]): string[] {
  const out = new Set<string>();
  for (const r of reads) for (const p of prefixes(r)) if (!writes.some((w) => w.startsWith(p))) out.add(p);
  return [...out];
}

const ipBase = command("ip").knownOptions();
const ipReads = any(
  // (with no object ip prints its usage, whatever the options its grammar knows: `ip -s`,
  // `ip -rc route` — -rc is -rcvbuf, which takes `route` as its size —; not -batch, which
  // the grammar leaves out: it runs a file's commands)
  ipBase.positionals(0, 0),
  ipBase.positionals(1, 1).positional(0, "help"),
  ...IP_OBJECTS.flatMap(([name, reads, writes], i) => {
    if (IP_SKIPPED.has(name)) return [];
    const obj = ipBase.positional(0, ipObjectSpellings(i));
    if (IP_ANY_ARGS.has(name)) return [obj];
    return [obj.positionals(1, 1), obj.positional(1, ipVerbSpellings(reads, writes))];
  }),
);

// ─── systemd ──────────────────────────────────────────────────────────────────
// The verbs that only show state. (`systemctl edit`, `set-property`, `start`…, `enable`…,
// `daemon-reload`, `kill`, `reboot` and the rest change it.)
// (not show, cat or show-environment: a unit's Environment= lines and the manager's
// environment hold the services' secrets — systemctl(1))
const SYSTEMCTL_READS = ["list-units", "list-automounts", "list-paths", "list-sockets", "list-timers", "list-jobs",
  "list-unit-files", "list-dependencies", "list-machines", "status", "help", "is-active", "is-failed",
  "is-enabled", "is-system-running", "get-default", "whoami"];
const systemctl = any(
  command("systemctl").knownOptions().positionals(0, 0),
  command("systemctl").knownOptions().positional(0, SYSTEMCTL_READS),
  // (show of named properties, none of them the environment or the commands' lines)
  command("systemctl").knownOptions().positional(0, "show").flag("-p", "--property")
    .and(not(command("systemctl").option(["-p", "--property"], /environ|exec|credential|^$/i)), not(command("systemctl").flag("-a", "--all"))),
);
const systemdTools = any(
  command("hostnamectl").knownOptions().positionals(0, 0),
  command("hostnamectl").knownOptions().positional(0, ["status", "hostname"]).positionals(1, 1),
  command("timedatectl").knownOptions().positionals(0, 0),
  command("timedatectl").knownOptions().positional(0, ["status", "show", "list-timezones", "timesync-status", "show-timesync"]),
  command("localectl").knownOptions().positionals(0, 0),
  command("localectl").knownOptions().positional(0, ["status", "list-locales", "list-keymaps", "list-x11-keymap-models",
    "list-x11-keymap-layouts", "list-x11-keymap-variants", "list-x11-keymap-options"]),
  command("loginctl").knownOptions().positionals(0, 0),
  command("loginctl").knownOptions().positional(0, ["list-sessions", "session-status", "show-session", "list-users",
    "user-status", "show-user", "list-seats", "seat-status", "show-seat"]),
);

// dmesg: -c/-C clear the ring buffer, -D/-E switch console logging, -n sets the console's
// log level: kernel state changes, not reads.
const dmesg = command("dmesg").knownOptions()
  .noFlag("-c", "--read-clear", "-C", "--clear", "-D", "--console-off", "-E", "--console-on", "-n", "--console-level");

// journalctl: the options that rotate, vacuum, flush, sync, move the journal, make sealing
// keys, rebuild the catalog, or write a cursor file.
const journalctl = command("journalctl").knownOptions()
  .noFlag("--rotate", "--vacuum-size", "--vacuum-files", "--vacuum-time", "--flush", "--sync", "--relinquish-var",
    "--smart-relinquish-var", "--setup-keys", "--update-catalog", "--cursor-file");

// sysctl: `name=value` operands, -w, and -p/-f/--load/--system (load settings files) write.
const sysctl = all(
  command("sysctl").knownOptions().noFlag("-w", "--write", "-p", "--load", "-f", "--system"),
  not(command("sysctl").anyPositional(/=/)),
);

// ss: -K/--kill closes sockets; -D/--diag writes a raw dump to a file.
const ss = command("ss").knownOptions().noFlag("-K", "--kill", "-D", "--diag");

// netstat only reports; BSD's -z (macOS too) zeroes the counters it shows.
const netstat = command("netstat").knownOptions().noFlag("-z");

// ifconfig with options only (-a, -s, -v, BSD -l/-u/-d…) or one interface name lists; any
// word after the interface (an address, up, down, mtu, -arp, …) configures it.
const ifconfig = command("ifconfig").knownOptions().positionals(0, 1);

// route (net-tools and BSD): with no operand it prints the table (`route -n`); `route get
// DEST` (BSD/macOS) looks a route up; add/del/change/flush change it.
const route = any(
  command("route").onlyFlags("-n", "-e", "-ee", "-v", "-F", "-C", "-4", "-6", "--numeric", "--extend", "--verbose", "--fib", "--cache", "-h", "--help", "-V", "--version").positionals(0, 0),
  command("route").onlyFlags("-n", "-v", "-4", "-6", "-inet", "-inet6").positional(0, "get"),
);

// lsof only lists open files; -D b/u/r builds or updates its device cache file (a bundle or
// an attached value is blocked too: lsof's valued letters make flags unreliable without a spec).
const lsof = command("lsof").noFlag(/^-[^-]*D/);

// Tools that only print, whatever their options (their manuals list no option that writes
// or changes state). `hostname` and `uname` are left out here: `hostname NAME` sets it.
const plain = any(
  command("free").knownOptions().positionals(0, 0),
  command("uptime").knownOptions().positionals(0, 0),
  command("vmstat").knownOptions(),
  command("lsblk").knownOptions(),
  command("lscpu", "lsmod", "lspci", "lsusb", "findmnt", "lsipc", "lsns", "lslocks", "lsirq", "lsmem", "nproc", "iostat", "mpstat"),
);

// top in batch mode (-b) only prints its screens: it reads no command keys (interactive
// top's `k` kills, `r` renices, `W` writes its rcfile — keys read from the terminal, so
// plain `top` is left to the user, as is macOS top's different grammar).
const top = command("top").knownOptions().flag("-b", "--batch").positionals(0, 0);

// arch: with no operand it prints the machine's architecture. macOS's `arch -x86_64 CMD`
// runs CMD, which the engine looks through: the call is approved when CMD is (this rule
// approves arch alone, or with --help/--version).
const arch = command("arch").onlyFlags("--help", "--version").positionals(0, 0);

export const system: Family = {
  name: "system",
  reads: any(dmesg, journalctl, ipReads, ifconfig, sysctl, ss, netstat, route, lsof, plain, top, arch, systemctl, systemdTools),
  examples: [
    "arch",
    "dmesg", "dmesg -T", "dmesg -TH", "dmesg --level=err,warn", "dmesg -l err", "dmesg -f kern", "dmesg --follow",
    "dmesg -s 16384", "dmesg --since '1 hour ago'", "dmesg --json",
    "journalctl", "journalctl -f", "journalctl -u nginx -n 50 --no-pager", "journalctl --unit=sshd --since today",
    "journalctl -b -1", "journalctl -k -p err", "journalctl -o json-pretty", "journalctl --list-boots",
    "journalctl --disk-usage", "journalctl _PID=1", "journalctl -S 2024-01-01 -U 2024-01-31", "journalctl --verify",
    "ip -rc route", "ip -s", "ip addr", "ip a", "ip a s", "ip addr show dev eth0", "ip -4 addr show", "ip -br -c addr", "ip -j -p link",
    "ip link", "ip l", "ip link show up", "ip -s -s link", "ip -d link show eth0", "ip route", "ip r",
    "ip route get 1.1.1.1", "ip route show table all", "ip -6 route", "ip rule", "ip ru", "ip neigh", "ip n show",
    "ip neigh get 10.0.0.1 dev eth0", "ip maddr", "ip mroute show", "ip monitor", "ip monitor link", "ip netns",
    "ip netns list", "ip netns identify 1234", "ip netns pids ns1", "ip -n ns1 addr", "ip -netns ns1 route",
    "ip tuntap show", "ip tunnel", "ip netconf show", "ip stats show dev eth0", "ip nexthop", "ip vrf show", "ip help",
    "ip -V", "ip --human-readable link",
    "ifconfig", "ifconfig -a", "ifconfig eth0", "ifconfig -s",
    "sysctl -a", "sysctl kernel.hostname", "sysctl -n vm.swappiness", "sysctl -e kern.hostname", "sysctl -n machdep.cpu.brand_string",
    "ss -tlnp", "ss -s", "ss -tan state established", "ss -x", "netstat -tulpn", "netstat -rn", "netstat -an",
    "route -n", "route get default", "lsof -i :8080", "lsof -p 1234", "lsof +D /var/log", "lsof -nP -iTCP -sTCP:LISTEN",
    "free -h", "free -m", "uptime", "uptime -p", "vmstat 1 5", "lsblk", "lsblk -f", "lsblk -o NAME,SIZE,MOUNTPOINT",
    "lscpu", "lsmod", "lspci -v", "lsusb", "findmnt", "arch",
    "top -b -n 1", "top -bn1", "top -b -n 2 -d 0.5 -o %MEM", "top -b -n1 -p 1234 -w", "top --batch --iterations=1 -c",
    "systemctl", "systemctl status nginx", "systemctl --no-pager status", "systemctl list-units --type=service",
    "systemctl list-unit-files --state=enabled", "systemctl is-active sshd", "systemctl is-enabled docker",
    "systemctl show -p MainPID nginx", "systemctl --user list-timers",
    "systemctl list-dependencies --reverse nginx", "systemctl --failed",
    "hostnamectl", "hostnamectl status", "timedatectl", "timedatectl list-timezones", "localectl status", "loginctl list-sessions",
  ],
  counterExamples: [
    "systemctl cat nginx.service", "systemctl show nginx", "systemctl show -p Environment myapp", "systemctl show-environment",
    "systemctl -H host status",                       // (runs ssh to host)
    "dmesg -c", "dmesg -C", "dmesg --clear", "dmesg -Tc", "dmesg -n 1", "dmesg --console-level 8", "dmesg -D",
    "journalctl --rotate", "journalctl --vacuum-time=2weeks", "journalctl --vacuum-size 500M", "journalctl --flush",
    "journalctl --sync", "journalctl --relinquish-var", "journalctl --setup-keys", "journalctl --cursor-file=/tmp/c",
    "journalctl --rot", "journalctl --unknown-opt x",
    "ip addr add 10.0.0.1/24 dev eth0", "ip a del 10.0.0.1/24 dev eth0", "ip addr flush dev eth0", "ip link set eth0 down",
    "ip l s eth0 up", "ip link delete veth0", "ip route add default via 10.0.0.1", "ip r change 10.0.0.0/8 via 10.0.0.2",
    "ip route flush table main", "ip rule add from all lookup 100", "ip neigh flush all", "ip netns exec ns1 ip addr",
    "ip netns add ns1", "ip netns delete ns1", "ip -all netns exec ip a", "ip -all netns delete", "ip -b cmds.txt",
    "ip -batch cmds.txt", "ip -force -batch cmds.txt", "ip vrf exec red ping 1.1.1.1", "ip tuntap add dev tap0 mode tap",
    "ip maddr add 33:33:00:00:00:02 dev eth0", "ip xfrm state flush", "ip -unknown addr", "ip stats set dev eth0 l3_stats on",
    "ifconfig eth0 up", "ifconfig eth0 down", "ifconfig eth0 10.0.0.2 netmask 255.255.255.0", "ifconfig eth0 mtu 9000",
    "ifconfig eth0 -arp", "ifconfig en0 ether 00:11:22:33:44:55",
    "sysctl -w net.ipv4.ip_forward=1", "sysctl vm.swappiness=10", "sysctl -p", "sysctl -p /etc/sysctl.conf",
    "sysctl --system", "sysctl -f /etc/sysctl.conf", "sysctl kern.hostname kern.maxfiles=100",
    "ss -K dst 10.0.0.1", "ss --kill state established", "ss -D /tmp/dump", "netstat -z",
    "route add default gw 10.0.0.1", "route del -net 10.0.0.0/8", "route -n flush",
    "lsof -D b", "lsof -Db", "arch -arm64 rm -rf /", "arch -x86_64 /bin/bash",
    "systemctl start nginx", "systemctl restart nginx", "systemctl stop nginx", "systemctl enable --now nginx",
    "systemctl daemon-reload", "systemctl edit nginx", "systemctl set-property nginx CPUQuota=10%", "systemctl reboot",
    "systemctl kill nginx", "systemctl mask nginx", "systemctl --unknown-opt start status",
    "hostnamectl set-hostname box", "hostnamectl hostname box", "timedatectl set-timezone UTC", "timedatectl set-ntp true",
    "localectl set-locale LANG=C", "loginctl terminate-session 3", "loginctl kill-user alice",
    "free -h > /etc/motd", "dmesg > /tmp/log",
    "top", "top -n 1", "top -b -n 1 extra", "top -b --unknown", "top -b -n 1 > /tmp/top.txt",
  ],
};
