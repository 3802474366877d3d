// readonly: the macos family — macOS's inspection tools: preferences (defaults read),
// disks and images (diskutil, hdiutil), directory services (dscl), launchd (launchctl),
// binaries and signatures (lipo, codesign, symbols, spctl), Spotlight (mdfind, mdls,
// mdimport -t, mdutil -s), property lists (plutil -p), packages (pkgutil), profiles,
// Quick Look, networking (networksetup -get/-list, scutil), the keychain's non-secret
// queries (security find-*), images (sips -g), text (textutil -info), Time Machine
// (tmutil), extended attributes (xattr), sampling (sample), caffeinate, and the system
// reports (sw_vers, system_profiler, ioreg, vm_stat, pmset -g, nvram -p, csrutil status,
// log show/stream).
//
// Each is approved only in the operations its man page says only read; option grammars in
// compiler/specs/macos.ts (the spec leaves out options that write, so knownOptions() refuses
// them). Sources: the macOS man pages defaults(1), diskutil(8), dscl(1), hdiutil(1),
// launchctl(1), lipo(1), mdimport(1), mdfind(1), mdls(1), mdutil(1), networksetup(8),
// open(1), plutil(1), pkgutil(1), profiles(1), qlmanage(1), say(1), scutil(8),
// security(1), sips(1), spctl(8), textutil(1), tmutil(8), xattr(1), codesign(1),
// symbols(1), sample(1), caffeinate(8), pmset(1), nvram(8), csrutil(8), log(1).
//
// Never approved: `open` (it launches applications and opens URLs); `security`'s
// -g/-w (they print a password), dump-keychain, export and every command that adds, deletes
// or sets; `sample -file` (writes a file) and `-e` (opens TextEdit); anything interactive
// (`scutil` with no operation, `dscl DATASOURCE` with no command, `security -i`).

import { all, any, command, not } from "rulec";
import type { Family } from "./family.ts";

// defaults: read, read-type, domains, find, help; export only to stdout (`-`).
const defaultsCmd = command("defaults").knownOptions();
const defaults = any(
  defaultsCmd.positional(0, ["read", "read-type", "domains", "find", "help"]),
  defaultsCmd.positional(0, "export").positionals(3, 3).positional(2, "-"),
  defaultsCmd.positional(0, "export").positionals(2, 2).positional(1, "-").flag("-app", "-g", "-globalDomain"),
);

// diskutil: the listing verbs (`apfs`, `cs` and `appleRAID` are verb groups: their list/info).
const diskutilCmd = command("diskutil").knownOptions();
const diskutil = any(
  diskutilCmd.positional(0, ["list", "info", "information", "listFilesystems", "activity"]),
  diskutilCmd.positional(0, "apfs").positional(1, ["list", "listCryptoUsers", "listVolumeGroups", "listSnapshots", "listUsers"]),
  diskutilCmd.positional(0, ["cs", "coreStorage", "CoreStorage"]).positional(1, ["list", "info", "information"]),
  diskutilCmd.positional(0, ["appleRAID", "ar"]).positional(1, "list"),
);

// dscl DATASOURCE COMMAND …: a read command, as an option (-read) or a word (read); no write
// command anywhere among the words.
const DSCL_READS = ["read", "readall", "readpl", "readpli", "list", "search", "diff"];
const DSCL_WRITES = /^-?(create|createpl|createpli|append|appendpl|appendpli|merge|mergepl|mergepli|delete|deletepl|deletepli|change|changei|passwd|auth|authonly|cd|mcxset|mcxedit|mcxdelete|mcximport)$/i;
const dscl = all(
  command("dscl").knownOptions().positionals(1, null),
  any(command("dscl").flag(DSCL_READS.map((r) => "-" + r)), command("dscl").positional(1, DSCL_READS)),
  not(command("dscl").arg(DSCL_WRITES)),
  // (a user's password hashes and keys: what /etc/shadow holds on Linux)
  not(command("dscl").arg(/shadowhash|authenticationauthority|heimdalsrp|kerberoskeys|passwordpolicy/i)),
);

// hdiutil: info, imageinfo, isencrypted, verify, checksum, plugins, help (the rest attach,
// create, convert, resize, burn, change passwords…).
const hdiutil = command("hdiutil").knownOptions().positional(0, ["info", "imageinfo", "isencrypted", "verify", "checksum", "plugins", "help", "pmap"]);

// launchctl: the subcommands that print (asuser and the rest load, start, kill or configure).
// (not print, procinfo, dumpstate or getenv: they print a job's or a process's environment,
// the application's secrets — launchctl(1))
const LAUNCHCTL_READS = ["list", "print-cache", "print-disabled", "blame", "resolveport",
  "dumpjpcategory", "managerpid", "error", "variant", "help", "version", "hostinfo", "plist", "managername", "manageruid"];
const launchctl = command("launchctl").knownOptions().positional(0, LAUNCHCTL_READS);

// lipo: -info, -archs, -detailed_info, -verify_arch (only its input options besides).
const lipo = command("lipo").knownOptions().flag("-info", "-archs", "-detailed_info", "-verify_arch");

// Spotlight: mdfind and mdls only query (mdls -plist FILE writes: only `-` approved);
// mdimport -t tests an import without storing it (-L/-A/-X list); mdutil -s shows status.
const spotlight = any(
  command("mdfind"),
  all(command("mdls").knownOptions(), not(command("mdls").option("-plist", /^(?!-$)/))),
  command("mdimport").knownOptions().flag("-t", "-L", "-A", "-X"),
  command("mdutil").knownOptions().flag("-s"),
);

// networksetup: its first word is the operation; -get*, -list*, -show*, -print*, -help,
// -version only print. Every word that looks like an operation must be one of these, so a
// -set…/-create…/-remove… anywhere refuses the call.
const NETWORKSETUP_READ = /^-(get|list|show|print|help$|version$)/i;
const networksetup = all(
  command("networksetup").arg(NETWORKSETUP_READ),
  not(command("networksetup").arg(/^-(?!(get|list|show|print)|help$|version$)/i)),
);

// plutil: -p prints, -lint checks, -type prints a key's type (-convert, -insert, -replace,
// -remove, -extract, -o write).
const plutil = command("plutil").knownOptions().flag("-p", "-lint", "-type", "-help", "-h");

// pkgutil: the query options (--forget, --learn, --edit-pkg, --expand, --flatten, --bom
// (extracts to /tmp), --repair write).
const pkgutil = command("pkgutil").knownOptions()
  .flag("--pkgs", "--pkgs-plist", "--files", "--export-plist", "--pkg-info", "--pkg-info-plist", "--pkg-groups", "--groups",
    "--groups-plist", "--group-pkgs", "--file-info", "--file-info-plist", "--payload-files", "--check-signature", "--verify", "-h", "--help")
  .noFlag("--forget", "--learn", "--edit-pkg", "--expand", "--flatten", "--bom", "--repair", "-f", "--force");

// profiles: status, list, show, validate, version, help (install, remove, renew, sync change).
const profiles = command("profiles").knownOptions().positional(0, ["status", "list", "show", "validate", "version", "help"]);

// qlmanage: -p previews, -t thumbnails (shown, not saved without -o), -m server status.
const qlmanage = command("qlmanage").knownOptions().flag("-p", "-t", "-m", "-h");

// say speaks; -o/--output-file writes a sound file and -n/--network-send sends it away.
const say = command("say").knownOptions().noFlag("-o", "--output-file", "-n", "--network-send");

// scutil: --get, --dns, --proxy, --nwi, -r (reachability), -w (wait for a key), --nc's read
// verbs (--set, --prefs, --renew and --nc start/stop/select change settings).
const scutilCmd = command("scutil").knownOptions().noFlag("--set", "--prefs", "--renew");
const scutil = any(
  scutilCmd.flag("--get", "--dns", "--proxy", "--nwi", "-r", "-w").noFlag("--nc"),
  scutilCmd.option("--nc", ["list", "status", "show", "statistics", "help"]),
);

// security: the find-* and show/dump/verify commands; -g and -w (print the password) refused
// in any spelling, as a bundle too.
const SECURITY_READS = ["help", "show-keychain-info", "find-generic-password", "find-internet-password", "find-key",
  "find-certificate", "find-identity", "dump-trust-settings", "verify-cert", "list-smartcards", "error", "leaks"];
const security = any(
  all(
    command("security").knownOptions().positional(0, SECURITY_READS).noFlag("-g", "-w"),
    not(command("security").arg(/^-[A-Za-z]*[gw]/)),
  ),
  // list-keychains, default-keychain, login-keychain print unless -s (sets) is given
  command("security").knownOptions().positional(0, ["list-keychains", "default-keychain", "login-keychain"]).noFlag("-s"),
  command("security").knownOptions().positional(0, "authorizationdb").positional(1, "read"),
);

// sips: -g/--getProperty (every other option converts or edits the image in place).
const sips = command("sips").knownOptions();

// spctl: --status, --disable-status, --assess, --list (--add, --remove, --enable, --disable, --global-*,
// --master-*, --reset-default change the policy).
const spctl = command("spctl").knownOptions().flag("--status", "--disable-status", "--assess", "-a", "--list");

// textutil: -info and -help; -convert/-cat only with -stdout (else they write files).
const textutil = any(
  command("textutil").knownOptions().flag("-info", "-help").noFlag("-convert", "-cat"),
  command("textutil").knownOptions().flag("-stdout"),
);

// tmutil: the verbs that report (start/stop backups, set/remove destinations, delete, restore,
// exclude, thin… change).
const TMUTIL_READS = ["help", "version", "destinationinfo", "latestbackup", "listbackups", "listlocalsnapshotdates",
  "listlocalsnapshots", "machinedirectory", "uniquesize", "verifychecksums", "compare", "calculatedrift", "isexcluded",
  "status", "currentphase"];
const tmutil = command("tmutil").knownOptions().positional(0, TMUTIL_READS);

// xattr: list and print (-w writes, -d deletes, -c clears).
const xattr = command("xattr").knownOptions().noFlag("-w", "-d", "-c");

// codesign: -d/--display, -v/--verify, -h, --validate-constraint. Display's output options
// must name stdout: --entitlements and -r/--requirements write to a path otherwise.
const codesign = all(
  command("codesign").knownOptions().flag("-d", "--display", "-v", "--verify", "-h", "--hosting", "--validate-constraint"),
  not(command("codesign").option("--entitlements", /^(?!:?-$)/)),
  not(command("codesign").flag("-d", "--display").option(["-r", "--requirements"], /^(?!:?-$)/)),
);

// symbols and sample read a binary or a running process; sample writes its report to a
// temporary file it names, -file puts it elsewhere, -e opens it in TextEdit: both refused.
const symbols = command("symbols").knownOptions();
const sample = command("sample").knownOptions().noFlag("-file", "-e").positionals(1, 3);

// caffeinate with no utility only holds a power assertion (with one, the engine looks into
// the utility, which must be approved on its own).
const caffeinate = command("caffeinate").knownOptions().positionals(0, 0);

// System reports that only print.
const reports = any(
  // (their man pages document no option that writes or changes anything)
  command("sw_vers", "system_profiler", "ioreg", "vm_stat", "kextstat"),
  command("csrutil").positional(0, "status").positionals(1, 1),
  // pmset -g [TYPE]: getting mode (every other form sets a power setting)
  command("pmset").knownOptions().flag("-g").positionals(0, 1),
  all(command("nvram").knownOptions().flag("-p").noFlag("-d", "-c", "-f")),
  command("log").positional(0, ["show", "stream", "help"]).noFlag("--output", "-o"),
);

export const macos: Family = {
  name: "macos",
  reads: any(defaults, diskutil, dscl, hdiutil, launchctl, lipo, spotlight, networksetup, plutil, pkgutil, profiles,
    qlmanage, say, scutil, security, sips, spctl, textutil, tmutil, xattr, codesign, symbols, sample, caffeinate, reports),
  examples: [
    "defaults read com.apple.finder", "defaults read com.apple.finder AppleShowAllFiles", "defaults read -g AppleInterfaceStyle",
    "defaults read-type com.apple.dock autohide", "defaults domains", "defaults find Dock", "defaults -currentHost read",
    "defaults export com.apple.dock -", "defaults read -app Terminal",
    "diskutil list", "diskutil list -plist external", "diskutil info disk0", "diskutil info -all", "diskutil apfs list",
    "diskutil listFilesystems",
    "dscl . -read /Users/alice", "dscl . -list /Users UniqueID", "dscl . read /Groups/admin GroupMembership",
    "dscl /Search -search /Users RealName Alice", "dscl -plist . -readall /Groups",
    "hdiutil info", "hdiutil imageinfo disk.dmg", "hdiutil verify disk.dmg", "hdiutil isencrypted -plist disk.dmg",
    "launchctl list", "launchctl list com.apple.Finder",
    "launchctl print-disabled system", "launchctl blame system/com.apple.logd", "launchctl error 3", "launchctl version",
    "lipo -info /usr/bin/true", "lipo -archs a.out", "lipo -detailed_info libfoo.a", "lipo a.out -verify_arch arm64",
    "mdfind -name report.pdf", "mdfind -onlyin ~/Documents 'kMDItemKind == PDF'", "mdls file.pdf", "mdls -name kMDItemFSSize file.pdf",
    "mdls -plist - file.pdf", "mdimport -t -d2 file.txt", "mdimport -L", "mdutil -s /", "mdutil -sa",
    "networksetup -listallnetworkservices", "networksetup -getinfo Wi-Fi", "networksetup -getdnsservers Wi-Fi",
    "networksetup -listallhardwareports", "networksetup -getairportnetwork en0", "networksetup -showpppoestatus MyPPPoE",
    "networksetup -printcommands", "networksetup -help",
    "plutil -p Info.plist", "plutil -lint Info.plist", "plutil -lint -s a.plist b.plist", "plutil -type CFBundleVersion Info.plist",
    "pkgutil --pkgs", "pkgutil --pkgs=com.apple.*", "pkgutil --files com.apple.pkg.CLTools_Executables",
    "pkgutil --pkg-info com.apple.pkg.CLTools_Executables", "pkgutil --file-info /usr/bin/git", "pkgutil --check-signature x.pkg",
    "pkgutil --payload-files x.pkg", "pkgutil --export-plist com.apple.pkg.Safari",
    "profiles status -type enrollment", "profiles list", "profiles show -type configuration", "profiles version",
    "qlmanage -p file.pdf", "qlmanage -t -s 512 file.pdf", "qlmanage -m",
    "say hello", "say -v Samantha 'build done'", "say -r 200 -f notes.txt",
    "scutil --get ComputerName", "scutil --dns", "scutil --proxy", "scutil --nwi", "scutil -r github.com",
    "scutil -w State:/Network/Global/IPv4 -t 5", "scutil --nc list", "scutil --nc status MyVPN",
    "security find-identity -v -p codesigning", "security find-certificate -a -c Apple -p",
    "security find-generic-password -s myservice -a me", "security find-internet-password -s github.com",
    "security show-keychain-info login.keychain", "security dump-trust-settings -d", "security verify-cert -c cert.pem",
    "security list-keychains", "security default-keychain", "security authorizationdb read system.privilege.admin",
    "sips -g pixelWidth -g pixelHeight image.png", "sips --getProperty format image.png", "sips image.png",
    "spctl --status", "spctl --assess -v /Applications/Safari.app", "spctl -a -t exec -vv /Applications/Xcode.app", "spctl --list",
    "textutil -info doc.rtf", "textutil -convert txt -stdout doc.docx", "textutil -cat txt -stdout a.rtf b.rtf",
    "tmutil listbackups", "tmutil latestbackup", "tmutil destinationinfo -X", "tmutil status", "tmutil listlocalsnapshots /",
    "tmutil compare -s /Volumes/Backup/a /Users/me/a", "tmutil isexcluded ~/Downloads",
    "xattr file.txt", "xattr -l file.txt", "xattr -p com.apple.quarantine file.dmg", "xattr -lr dir",
    "codesign -dv /Applications/Safari.app", "codesign -dvvv --entitlements - app", "codesign -d --entitlements :- app",
    "codesign --verify --deep --strict app", "codesign -vvv app", "codesign -d -r- app",
    "symbols /usr/bin/true", "symbols -lookup 0x1000 /usr/bin/true", "symbols -printSignature /usr/bin/true", "symbols -w -uuid /usr/bin/true", "spctl --disable-status",
    "sample Safari", "sample 1234 5 10", "sample -wait -mayDie Safari",
    "caffeinate", "caffeinate -d", "caffeinate -disu", "caffeinate -i sw_vers",
    "sw_vers", "sw_vers -productVersion", "system_profiler SPHardwareDataType", "system_profiler -json SPSoftwareDataType",
    "ioreg -l -w0", "vm_stat", "pmset -g", "pmset -g batt", "nvram -p", "nvram -xp", "csrutil status",
    "log show --last 1h --predicate 'process == \"kernel\"'", "log stream --level debug",
  ],
  counterExamples: [
    "launchctl print gui/501/com.example.agent", "launchctl getenv AWS_SECRET_ACCESS_KEY", "launchctl procinfo 1", "dscl . -read /Users/me ShadowHashData",
    "defaults write com.apple.finder AppleShowAllFiles -bool true", "defaults delete com.apple.dock",
    "defaults rename com.apple.dock a b", "defaults import com.apple.dock dock.plist",
    "defaults export com.apple.dock /tmp/dock.plist", "defaults -host x write com.apple.dock a 1", "defaults -unknown x read",
    "diskutil eraseDisk APFS X disk2", "diskutil unmountDisk disk2", "diskutil mount disk2s1", "diskutil apfs deleteVolume disk2s1",
    "diskutil partitionDisk disk2 GPT JHFS+ X 100%", "diskutil repairVolume /",
    "dscl . -create /Users/bob", "dscl . create /Users/bob", "dscl . -delete /Users/bob", "dscl . -passwd /Users/bob x",
    "dscl . -append /Groups/admin GroupMembership bob", "dscl .", "dscl . -read /Users/bob -delete",
    "hdiutil attach disk.dmg", "hdiutil detach /dev/disk2", "hdiutil create -size 1g x.dmg", "hdiutil convert a.dmg -format UDZO -o b.dmg",
    "hdiutil resize -size 2g x.dmg", "hdiutil imageinfo -shadow x.shadow x.dmg",
    "launchctl load x.plist", "launchctl unload x.plist", "launchctl bootstrap gui/501 x.plist", "launchctl bootout gui/501/x",
    "launchctl kickstart -k system/x", "launchctl asuser 501 /bin/ls", "launchctl setenv A b", "launchctl submit -l x -- /bin/sh",
    "lipo -create a b -output c", "lipo -thin arm64 a -output b", "lipo a -remove x86_64 -output b", "lipo -info a -output b",
    "mdls -plist out.plist file.pdf", "mdimport file.txt", "mdimport -r /Library/Spotlight/x.mdimporter",
    "mdimport -t -o out.txt file.txt", "mdutil -E /", "mdutil -i off /",
    "networksetup -setdnsservers Wi-Fi 1.1.1.1", "networksetup -setairportpower en0 off", "networksetup -switchtolocation Home",
    "networksetup -getinfo Wi-Fi -setdhcp Wi-Fi", "networksetup", "networksetup -createlocation X populate",
    "open https://example.com", "open -R /tmp/x", "open -a Safari", "open file.txt",
    "plutil -convert xml1 Info.plist", "plutil -insert a -string b x.plist", "plutil -remove a x.plist",
    "plutil -p x.plist -o out.plist", "plutil -extract a json -o - x.plist",
    "pkgutil --forget com.example.pkg", "pkgutil --expand x.pkg dir", "pkgutil --flatten dir x.pkg", "pkgutil --bom x.pkg",
    "pkgutil --pkgs --forget com.example", "pkgutil --learn /x --edit-pkg com.example",
    "profiles remove -identifier x", "profiles install -path x.mobileconfig", "profiles renew -type enrollment", "profiles sync",
    "profiles show -output /tmp/x",
    "qlmanage -r", "qlmanage -r cache", "qlmanage -t -o /tmp file.pdf", "qlmanage -g x.qlgenerator -p file",
    "say -o out.aiff hello", "say --output-file=out.aiff hello", "say -n host:1234 hello", "say --network-send=host:1 hi",
    "scutil", "scutil --set HostName box", "scutil --prefs", "scutil --nc start MyVPN", "scutil --nc stop MyVPN", "scutil --renew en0",
    "security find-generic-password -s svc -w", "security find-generic-password -wa me", "security find-generic-password -g -s svc",
    "security find-internet-password -gs github.com", "security dump-keychain -d", "security export -k login.keychain -o x",
    "security delete-keychain x", "security add-generic-password -s s -a a -w p", "security unlock-keychain",
    "security list-keychains -s a.keychain", "security default-keychain -s x", "security -i", "security",
    "security authorizationdb write system.privilege.admin allow", "security execute-with-privileges /usr/bin/id",
    "sips -s format jpeg image.png", "sips -Z 500 image.png", "sips -g pixelWidth -o out.png image.png", "sips -r 90 image.png",
    "spctl --add /Applications/X.app", "spctl --master-disable", "spctl --global-disable", "spctl --enable --label X", "spctl",
    "textutil -convert html doc.rtf", "textutil -convert txt -output out.txt doc.rtf", "textutil -cat html a.rtf b.rtf",
    "tmutil startbackup", "tmutil disable", "tmutil delete -d /Volumes/B -t x", "tmutil deletelocalsnapshots /",
    "tmutil restore a b", "tmutil addexclusion ~/x", "tmutil setdestination /Volumes/B",
    "xattr -d com.apple.quarantine x.app", "xattr -c file", "xattr -cr dir", "xattr -w a b file",
    "codesign -s - app", "codesign --sign 'Developer ID' app", "codesign -fs - app", "codesign --remove-signature app",
    "codesign -d --entitlements ent.plist app", "codesign -d -r req.txt app", "codesign -d --extract-certificates app",
    "codesign -d --file-list files.txt app",
    "symbols -saveSignature /tmp/sig /usr/bin/true", "symbols -symbolsPackageDir /tmp/p /usr/bin/true", "sample Safari -file out.txt", "sample -e Safari", "sample",
    "caffeinate -i rm -rf /tmp/x",
    "pmset -a sleep 0", "pmset sleepnow", "nvram boot-args=-v", "nvram -d boot-args", "csrutil disable", "csrutil enable",
    "log erase --all", "log config --mode level:debug", "log collect --output x.logarchive",
  ],
};
