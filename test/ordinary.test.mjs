// Ordinary agent commands (build, test, git, containers, `cd X; …` chains, `set -euo
// pipefail`, shell functions) that must judge as they do: an audit's table of the verdicts
// a change of the model must not make stricter without a reason (a row that changes is a
// decision, with its cause in the commit). Run in a scratch project with a git repository.

import { test } from "uvu";
import * as assert from "uvu/assert";
import { SETS, project } from "./helpers/project.mjs";

const { tier } = await project("rulec-ordinary-", ["src", "build", "frontend", "dir", "vendor"], ["README.md", "package.json", "config.yml", ".env"]);

// [command, destructive, git-local, readonly]
const CASES = [
  ["npm test", "silent", "silent", "silent"],
  ["make -j8", "silent", "silent", "silent"],
  ["git status", "silent", "context", "allow"],
  ["git diff --stat HEAD~1", "silent", "context", "allow"],
  ["git log --oneline -20", "silent", "context", "allow"],
  ["git commit -m 'Fix login bug'", "silent", "silent", "silent"],
  ["git stash pop", "silent", "silent", "silent"],
  ["cd build; cmake ..; make", "silent", "silent", "silent"],
  ["cd frontend && npm install && npm run build", "silent", "silent", "silent"],
  ["set -euo pipefail; npm ci; npm test", "silent", "silent", "silent"],
  ["set -a; . ./.env; set +a", "silent", "silent", "silent"],
  ["tar xzf pkg.tgz && ./configure && make", "silent", "silent", "silent"],
  ["curl -fsSL https://example.com/pkg.tar.gz | tar xz -C vendor", "silent", "silent", "silent"],
  ["mv dir dir.bak", "silent", "silent", "silent"],
  ["cp -b config.yml config.yml.new", "silent", "silent", "silent"],
  ["f() { local x=1; echo $x; }; f", "silent", "silent", "silent"],
  ["declare -a arr=(a b c); echo \"${arr[@]}\"", "silent", "silent", "silent"],
  ["ls -la", "silent", "silent", "allow"],
  ["grep -rn TODO src/", "silent", "silent", "allow"],
  ["docker compose up -d", "silent", "silent", "silent"],
  ["kubectl get pods", "silent", "silent", "allow"],
  ["helm list", "silent", "silent", "allow"],
  ["pip install -e .", "silent", "silent", "silent"],
  ["python -m pytest -x -q", "silent", "silent", "silent"],
  // package names are no commands: a package manager's install runs none of them
  ["sudo apt-get install -y git make", "silent", "silent", "silent"],
  ["brew install git git-lfs", "silent", "silent", "silent"],
  ["helm search hub nginx", "silent", "silent", "allow"],
  // what these rule sets refuse on purpose, for contrast
  ["rm -rf build", "deny", "silent", "silent"],
  ["git push origin feature/login", "silent", "deny", "silent"],
  ["git flow feature start login", "silent", "ask", "silent"],
  ["cd - && git status", "silent", "silent", "silent"],
];

test("ordinary commands judge as they do", () => {
  const wrong = [];
  for (const [cmd, ...want] of CASES) {
    const got = SETS.map((s) => tier(s, cmd));
    if (got.join() !== want.join()) wrong.push(`${cmd}: got ${got.join(" ")}, want ${want.join(" ")}`);
  }
  assert.equal(wrong, []);
});

test.run();
