// The files a command writes and deletes (wasm/engine.ts writesOf, deletesOf): by each
// command's grammar from its manual — a target after its options, an option's value in
// every spelling, what is named only when it runs as unknown (the rule set's `unknown`:
// ask). Through a real build.

import { test } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync } from "node:fs";
import { built, runtime } from "./helpers/built.mjs";

const { load, hostFacts } = await runtime();
const { result } = await built("test/rules/writes.ts");
const c = load(readFileSync(result.wasmPath), hostFacts(), { reuse: true });
const verdict = (command) => { const r = c.classify({ hook_event_name: "PreToolUse", tool_name: "Bash", cwd: "/w", project_dir: "/w", "tool_input.command": command }); return [r.tier, r.rules]; };

const W = ["deny", ["writes-etc"]], D = ["deny", ["deletes-etc"]], NONE = ["silent", []], ASK = ["ask", ["writes-etc?"]];
// [command, verdict]
const CASES = [
  ["echo x > /etc/hosts", W],
  ["cp a /etc/hosts", W],
  ["cp a b /etc/", W],
  ["cp -t /etc a b", W],
  ["cp --target-directory=/etc a", W],
  ["cp a /etc/x -S .bak", W],                 // (the -S value is not the target)
  ["cp /etc/hosts /tmp/x", NONE],             // (reading /etc)
  ["mv new.conf /etc/app.conf", W],
  ["install -m 644 f /etc/f", W],
  ["install -d /etc/app", W],
  ["ln -s /tmp/x /etc/link", W],
  ["touch /etc/nologin", W],
  ["truncate -s 0 /etc/motd", W],
  ["mkdir -p /etc/app", W],
  ["sort -o /etc/list in.txt", W],
  ["sort -o/etc/list in.txt", W],
  ["sort in.txt -o out.txt", NONE],
  ["dd if=/dev/zero of=/etc/x bs=1", W],
  ["dd if=/dev/zero of=\"$OUT\"", ASK],       // (the key is known, the file is not)
  ["dd if=\"$IN\" of=out.img bs=\"$BS\"", NONE],
  ["curl --output=\"$F\" https://e.x/y", ASK],
  ["curl -o /etc/x https://e.x/y", W],
  ["curl --output=/etc/x https://e.x/y", W],
  ["curl -sSLo /etc/x https://e.x/y", W],
  ["curl -O https://e.x/y", ASK],             // (named from the URL)
  ["curl https://e.x/y", NONE],
  ["wget -O /etc/x https://e.x/y", W],
  ["wget -P /etc https://e.x/y", W],
  ["tar -xzf a.tgz -C /etc", W],
  ["tar xzf a.tgz --directory=/etc", W],
  ["tar -czf /etc/backup.tgz src", W],
  ["tar -tzf /etc/backup.tgz", NONE],         // (listing reads)
  ["unzip a.zip -d /etc/app", W],
  ["perl -pi -e 's/a/b/' /etc/hosts", W],
  ["perl -ne 'print' /etc/hosts", NONE],
  // (perl's argv read once, as perlrun(1): its switches end at the first operand)
  ["perl -ne 'print' /etc/hosts -i", NONE],    // (-i after an operand is a file name)
  ["perl -i -pe 's/a/b/' f -e /etc/hosts", W], // (-e after an operand, too)
  ["perl -Fi -pe '' /etc/hosts", NONE],        // (-F takes the rest of its word)
  ["perl -i.bak -pe 's/a/b/' /etc/hosts", W],
  ["perl -w -Mstrict -i -pe 's/a/b/' /etc/hosts", W],
  ["perl -i -- s.pl /etc/hosts", W],
  ["perl -e 'print' /etc/hosts", NONE],
  // (ruby -i rewrites its files in place, as perl's: ruby(1))
  ["ruby -i -pe 'gsub(/a/, \"b\")' /etc/hosts", W],
  ["ruby -i.bak -ne 'print' /etc/hosts", W],
  ["ruby -pi -e '' /etc/hosts", W],
  ["ruby -i s.rb /etc/hosts", W],                 // (without -e, the first operand is the program)
  ["ruby -i /etc/hosts", NONE],                   // (… so this one is the program, read)
  ["ruby -ne 'print' /etc/hosts", NONE],
  ["ruby -r json -i -pe '' /etc/hosts", W],       // (-r takes the next word)
  ["perl -I lib -i -pe 's/a/b/' /etc/hosts", W], // (-I takes the next word when its own ends)
  // (perl under the names it is installed as: installperl's perl5.36.0, macOS's perl5.34,
  // Debian's perl5.36-x86_64-linux-gnu; not perl's other programs)
  ["perl5.36 -i -pe 's/a/b/' /etc/hosts", W],
  ["perl5.38.2 -pi -e 's/a/b/' /etc/hosts", W],
  ["perl5 -i -pe 's/a/b/' /etc/hosts", W],
  ["/usr/bin/perl5.36-x86_64-linux-gnu -i -pe '' /etc/hosts", W],
  ["perl5.36 -ne 'print' /etc/hosts", NONE],
  ["perltidy -i=4 -b /etc/x.pl -o out.pl", NONE],
  ["perldoc -i -f open /etc/hosts", NONE],
  ["sed -i s/a/b/ /etc/hosts", W],
  // (sed's argv read once, as getopt does, for the files it writes and those it empties)
  ["sed -es/i/x/ /etc/hosts", NONE],          // (the i is -e's script, not -i)
  ["sed -e 's|x|/etc/y|' -i f", NONE],
  ["sed --quiet -i /etc/d f", NONE],          // (the first operand is the script)
  ["sed --posix -i s/a/b/ /etc/hosts", W],
  ["sed -l 5 -i d /etc/hosts", W],
  ["sed -i '' -e d /etc/hosts", W],           // (BSD's empty suffix)
  ["sed -i '' /etc/x /etc/hosts", W],         // (GNU reads '' as the script: both are files)
  ["sed -i -- d /etc/hosts", W],
  ["gsed --in-place=.bak -e d /etc/hosts", W],
  ["sed -i -f s.sed /etc/hosts", W],
  ["sed --in-pl s/a/b/ /etc/hosts", W],        // (a long option by a prefix, as getopt_long takes it)
  ["sed --i=.bak s/a/b/ /etc/hosts", W],
  ["sed --expr=s/a/b/ --i /etc/hosts", W],
  ["sed --fo s/a/b/ /etc/hosts", NONE],       // (--follow-symlinks: no edit in place)
  ["git log --output=/etc/log", W],
  ["rm /etc/x", D],
  ["rm -rf -- /etc", D],
  ["unlink /etc/x", D],
  ["shred -u /etc/x", ["deny", ["writes-etc", "deletes-etc"]]],
  ["shred /etc/x", W],
  ["git rm /etc/x", D],
  ["cat /etc/hosts", NONE],
  // writes(…, { unknown: false }), deletes(…): a file named at run time is skipped, not unknown
  ["echo x > /boot/grub.cfg", ["deny", ["writes-boot"]]],
  ["cp a /boot/", ["deny", ["writes-boot"]]],
  ["rm /boot/vmlinuz", ["deny", ["deletes-boot"]]],
  ["echo x > \"$OUT\"", ["ask", ["writes-etc?"]]],
  ["rm \"$F\"", ["ask", ["deletes-etc?"]]],
  ["curl -O https://e.x/y", ASK],
];
for (const [command, want] of CASES) test(`writes: ${command}`, () => assert.equal(verdict(command), want));

test.run();
