// Option grammars of the macOS tools the readonly rules approve, from their man pages
// (defaults(1), diskutil(8), dscl(1), hdiutil(1), launchctl(1), lipo(1), mdimport(1),
// mdls(1), plutil(1), pkgutil(1), profiles(1), qlmanage(1), say(1), scutil(8),
// security(1), sips(1), spctl(8), textutil(1), tmutil(8), xattr(1), codesign(1),
// symbols(1), sample(1), caffeinate(8)).
//
// Most of these tools read single-dash long options (`-plist`, `-info`) or take their
// operation as the first word; none documents abbreviations, so abbrev is false (an
// abbreviation is then an unknown option, and a rule with knownOptions() approves nothing).
// A spec lists the options of the read operations the rules approve; options that write
// (codesign --file-list, plutil -o, sips -o, textutil -output, …) are left out on purpose,
// so that knownOptions() fails on them. Where a letter is a flag in one operation and takes a
// value in another, it is a flag here: a flag never swallows the next word, so the operation
// word is never taken for a value (see security).

import type { CommandSpec } from "./types.ts";

const flags = (...names: string[]): Record<string, "flag"> => Object.fromEntries(names.map((n) => [n, "flag"]));
const values = (...names: string[]): Record<string, "value"> => Object.fromEntries(names.map((n) => [n, "value"]));
const optionals = (...names: string[]): Record<string, "optional"> => Object.fromEntries(names.map((n) => [n, "optional"]));

export const MACOS: Record<string, CommandSpec> = {
  // defaults [-currentHost | -host HOST] VERB [DOMAIN | -g | -app APP] [KEY]
  defaults: { abbrev: false, options: { ...flags("-currentHost", "-g", "-globalDomain"), ...values("-host", "-app") } },
  // diskutil VERB [-plist] …; `info -all`
  diskutil: { abbrev: false, options: flags("-plist", "-all") },
  // dscl [-p] [-u USER] [-P PASSWORD] [-f FILE] [-raw] [-plist] [-url] [-q] DATASOURCE [COMMAND]:
  // the read commands, written as options
  dscl: {
    abbrev: false,
    options: {
      ...flags("-p", "-raw", "-plist", "-url", "-q", "-read", "-readall", "-readpl", "-readpli", "-list", "-search", "-diff"),
      ...values("-u", "-P", "-f"),
    },
  },
  // hdiutil VERB [options]: the options of info, imageinfo, isencrypted, verify, checksum, plugins
  hdiutil: {
    abbrev: false,
    options: {
      ...flags("-plist", "-verbose", "-quiet", "-debug", "-stdinpass", "-help", "-puppetstrings", "-noverify", "-cacheimage", "-nocacheimage"),
      ...values("-srcimagekey", "-imagekey", "-encryption", "-type", "-format", "-checksum"),
    },
  },
  // launchctl SUBCOMMAND …: no options outside the subcommands' own words
  launchctl: { abbrev: false, options: flags("-x") },
  // lipo INPUT… OPERATION: the read operations and the input options only
  lipo: { abbrev: false, options: { ...flags("-info", "-archs", "-detailed_info", "-verify_arch", "-hideARM64"), ...values("-arch") } },
  // mdimport: -t (test, stores nothing), -d LEVEL, -L/-A/-X (list importers, attributes, schema), -p
  mdimport: { abbrev: false, options: { ...flags("-t", "-L", "-A", "-X", "-p", "-n", "-V"), ...values("-d") } },
  // mdls [-name ATTR] [-raw [-nullMarker M]] [-plist FILE] FILE…
  mdls: { abbrev: false, options: { ...flags("-raw"), ...values("-name", "-nullMarker", "-plist") } },
  // mdutil -s [-a] [-v] VOLUME…: status only
  mdutil: { abbrev: false, options: flags("-s", "-a", "-v", "-p", "-t") },
  // plutil -p | -lint [-s] | -type KEYPATH [-expect TYPE] | -help
  plutil: { abbrev: false, options: { ...flags("-p", "-lint", "-s", "-help", "-h"), ...values("-type", "-expect") } },
  // pkgutil: every option a flag (the operation's argument is then an operand; see the header)
  pkgutil: {
    abbrev: false,
    options: {
      ...flags("--pkgs-plist", "--files", "--export-plist", "--pkg-info", "--pkg-info-plist", "--pkg-groups", "--groups",
        "--groups-plist", "--group-pkgs", "--file-info", "--file-info-plist", "--payload-files", "--check-signature",
        "--only-files", "--only-dirs", "--regexp", "-v", "--verbose", "-h", "--help", "--volume", "--forget", "--learn",
        "--edit-pkg", "--expand", "--flatten", "--bom", "--verify", "--repair", "-f", "--force"),
      ...optionals("--pkgs"),
    },
  },
  // profiles VERB [-type T] [-user U] [-verbose] …
  profiles: { abbrev: false, options: { ...flags("-verbose", "-quiet", "-all"), ...values("-type", "-user") } },
  // qlmanage -p | -t | -m … (-o DIR writes, -g GENERATOR loads code, -r resets: left out)
  qlmanage: { abbrev: false, options: { ...flags("-p", "-t", "-x", "-i", "-m", "-h"), ...values("-s", "-c", "-d", "-f") } },
  // say [-v VOICE] [-r RATE] [-f FILE | STRING…] [-a DEVICE] [-i] [--progress]
  say: {
    abbrev: false,
    options: {
      ...flags("-i", "--progress"),
      ...values("-v", "--voice", "-r", "--rate", "-f", "--input-file", "-a", "--audio-device", "-o", "--output-file",
        "-n", "--network-send", "--file-format", "--data-format", "--channels", "--bit-rate", "--quality"),
      ...optionals("--interactive"),
    },
  },
  // scutil --get PREF | --dns | --proxy | --nwi | -r [-W] HOST | -w KEY [-t TIMEOUT] | --nc VERB …
  scutil: {
    abbrev: false,
    options: { ...flags("--dns", "--proxy", "--nwi", "-r", "-W", "-d", "-v", "--set", "--prefs"), ...values("--get", "-w", "-t", "--nc", "--renew") },
  },
  // security [-hlqv] [-p PROMPT] COMMAND …: global options as security(1) gives them (-i, the
  // interactive mode, left out); the read commands' letters as flags (see the header)
  security: {
    abbrev: false,
    options: {
      ...flags("-h", "-l", "-q", "-v", "-a", "-c", "-C", "-D", "-G", "-j", "-r", "-s", "-g", "-w", "-d", "-P", "-t", "-e",
        "-m", "-Z", "-Y", "-k", "-n", "-L", "-R", "-u", "-x"),
      ...values("-p"),
    },
  },
  // sips -g PROP | --getProperty PROP [-1] FILE…
  sips: { abbrev: false, options: { ...flags("-1", "--oneLine", "-h", "--help", "-H", "--helpProperties", "--formats", "--debug"), ...values("-g", "--getProperty") } },
  // spctl --status | --disable-status | --assess [-t TYPE] [--context C] [-v] [--raw] PATH… | --list
  spctl: {
    abbrev: false,
    options: { ...flags("--status", "--disable-status", "--assess", "-a", "--list", "--continue", "-v", "--verbose", "--raw", "--ignore-cache", "--no-cache"), ...values("-t", "--type", "--context", "--path", "--anchor", "--hash", "--requirement") },
  },
  // textutil -info | -help | (-convert FMT | -cat FMT) -stdout …
  textutil: {
    abbrev: false,
    options: {
      ...flags("-info", "-help", "-stdout", "-noload", "-nostore", "-strip"),
      ...values("-convert", "-cat", "-format", "-encoding", "-inputencoding", "-font", "-fontsize", "-timeout",
        "-textsizemultiplier", "-excludedelements", "-prefixspaces", "-baseurl"),
    },
  },
  // tmutil VERB [options]: the verbs' letters, all flags (the verb always comes first)
  tmutil: { abbrev: false, options: flags("-a", "-@", "-c", "-d", "-e", "-f", "-g", "-m", "-n", "-p", "-s", "-t", "-u", "-D", "-E", "-U", "-X", "-q") },
  // xattr [-lrsvx] FILE… | -p [-lrsvx] NAME FILE… (and -w, -d, -c, which the rule refuses)
  xattr: { abbrev: false, options: flags("-l", "-r", "-s", "-v", "-x", "-p", "-w", "-d", "-c", "-h", "--help") },
  // codesign: the display and verify options (signing, --remove-signature, --file-list,
  // --extract-certificates, -D detached signatures: left out)
  codesign: {
    abbrev: false,
    options: {
      ...flags("-d", "--display", "-v", "--verify", "-h", "--hosting", "--deep", "--xml", "--der", "--dryrun",
        "--all-architectures", "--no-strict", "--check-notarization", "--validate-constraint"),
      ...values("-a", "--architecture", "-R", "-r", "--requirements", "--entitlements", "--test-requirement", "-P"),
      ...optionals("--verbose", "--strict"),
    },
  },
  // symbols [-help] [-v] [-w] [-uuid] [-arch A] [-lookup ADDR…] … (-saveSignature and
  // -symbolsPackageDir write: left out)
  symbols: {
    abbrev: false,
    options: {
      ...flags("-help", "-v", "-w", "-uuid", "-noHeaders", "-noRegions", "-noSymbols", "-noSources", "-noDemangling",
        "-printSignature", "-deepSignature", "-fullSourcePath", "-printDsymPaths"),
      ...values("-arch", "-cpuType", "-cpuSubtype", "-lookup", "-dedup"),
    },
  },
  // sample PROCESS [DURATION [INTERVAL]] [-wait] [-mayDie] [-fullPaths] (-file, -e: see the rule)
  sample: { abbrev: false, options: { ...flags("-wait", "-mayDie", "-fullPaths", "-e"), ...values("-file") } },
  // caffeinate [-disum] [-t SECONDS] [-w PID] [UTILITY ARGS…]
  caffeinate: { abbrev: false, options: { ...flags("-d", "-i", "-s", "-u", "-m"), ...values("-t", "-w") } },
  // pmset -g [WHAT]
  pmset: { abbrev: false, options: flags("-g") },
  // nvram -p | -x -p | NAME (print); NAME=VALUE, -d, -c, -f write
  nvram: { abbrev: false, options: flags("-p", "-x", "-d", "-c", "-f") },
};
