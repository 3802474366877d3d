// Option grammars of the infrastructure CLIs: aws (AWS CLI v1 and v2), cdk (AWS CDK
// Toolkit), packer, terraform and the ansible tools. Each spec is the union of the options
// of the tool's global parser and of the subcommands the readonly rules approve (and of the
// common mutating ones, so that they too are read by their grammar).
//
// Sources: the AWS CLI's "Command line options" page (v2 user guide) and awscli's
// data/cli.json and argparser.py (the main parser is a plain argparse parser: long options
// may be abbreviated; per-operation parameters are read by a second parser, see below);
// the CDK Toolkit reference (`cdk --help`, "AWS CDK CLI command reference"); Packer's and
// Terraform's command references and their `-help` output (Terraform 1.11); the ansible
// man pages (ansible(1), ansible-playbook(1), ansible-inventory(1), ansible-doc(1),
// ansible-config(1), ansible-console(1), ansible-galaxy(1), ansible-vault(1), ansible-pull(1)).

import type { Arity, CommandSpec } from "./types.ts";

/**
 * Go's `flag` package (terraform, packer): `-name` and `--name` are the same option, a
 * value is `-name=v` or `-name v`, a boolean takes a value only when attached
 * (`-lock=false`): "optional". No abbreviations.
 */
function goFlags(table: Record<string, "value" | "bool">): Record<string, Arity> {
  const out: Record<string, Arity> = {};
  for (const [name, kind] of Object.entries(table)) {
    const arity: Arity = kind === "value" ? "value" : "optional";
    out[`-${name}`] = arity;
    out[`--${name}`] = arity;
  }
  return out;
}

/** `-x`/`--long` pairs of an argparse or yargs parser, from one table. */
function pairs(table: Record<string, Arity>, aliases: Record<string, string>): Record<string, Arity> {
  const out: Record<string, Arity> = { ...table };
  for (const [short, long] of Object.entries(aliases)) out[short] = table[long];
  return out;
}

// ─── aws ──────────────────────────────────────────────────────────────────────
//
// Only the main parser's (global) options: awscli reads them first, anywhere on the line
// (argparse, abbreviations allowed), then takes the service and the operation as the first
// two remaining words that do not start with "-"; the operation's own parameters
// (`--instance-ids`, `--bucket`, …, thousands of them) are read after that by the
// operation's parser, which rejects any option it does not know ("Unknown options") before
// calling anything. So this spec is complete for what decides the service and the
// operation: every parameter left out is read by rulec as a flag, and its value as a
// further operand, which never moves the first two operands.
const AWS_GLOBAL: Record<string, Arity> = {
  "--debug": "flag",
  "--v2-debug": "flag",
  "--endpoint-url": "value",
  "--no-verify-ssl": "flag",
  "--no-paginate": "flag",
  "--output": "value",
  "--query": "value",
  "--profile": "value",
  "--region": "value",
  "--version": "flag",
  "--color": "value",
  "--no-sign-request": "flag",
  "--ca-bundle": "value",
  "--cli-read-timeout": "value",
  "--cli-connect-timeout": "value",
  // v2 only
  "--cli-binary-format": "value",
  "--no-cli-pager": "flag",
  "--cli-auto-prompt": "flag",
  "--no-cli-auto-prompt": "flag",
};

// ─── terraform ────────────────────────────────────────────────────────────────

const TERRAFORM = goFlags({
  // global (before the subcommand); -chdir only as -chdir=DIR (Terraform rejects the
  // two-word form), hence the "optional" below
  help: "bool", h: "bool", version: "bool", v: "bool",
  // plan, apply, refresh, destroy, import, console, test
  var: "value", "var-file": "value", target: "value", replace: "value", exclude: "value",
  out: "value", state: "value", "state-out": "value", backup: "value",
  lock: "bool", "lock-timeout": "value", input: "bool", "no-color": "bool",
  parallelism: "value", refresh: "bool", "refresh-only": "bool", destroy: "bool",
  "detailed-exitcode": "bool", json: "bool", "compact-warnings": "bool",
  "generate-config-out": "value", "auto-approve": "bool", concise: "bool",
  config: "value", provider: "value", "allow-missing": "bool", "ignore-remote-version": "bool",
  "test-directory": "value", "no-tests": "bool", filter: "value", verbose: "bool",
  "cloud-run": "value", junit: "value",
  // show, output, validate, graph, state, workspace, providers, version, modules
  raw: "bool", id: "value", "draw-cycles": "bool", type: "value", "module-depth": "value",
  "or-create": "bool", force: "bool", "dry-run": "bool",
  // fmt
  list: "bool", write: "bool", diff: "bool", check: "bool", recursive: "bool",
  // init, get, providers lock/mirror, login
  upgrade: "bool", reconfigure: "bool", "migrate-state": "bool", "force-copy": "bool",
  backend: "bool", "backend-config": "value", "from-module": "value", get: "bool",
  "plugin-dir": "value", lockfile: "value", platform: "value", "fs-mirror": "value",
  "net-mirror": "value", update: "bool", "enable-plugin-cache": "bool",
});
// `-plan` is a boolean of `console` and takes a value (`-plan=FILE`) in `graph`: read only
// when attached, the reading under which an approved subcommand's operands cannot move.
TERRAFORM["-plan"] = "optional";
TERRAFORM["--plan"] = "optional";
TERRAFORM["-chdir"] = "optional";

// ─── packer ───────────────────────────────────────────────────────────────────

const PACKER = goFlags({
  help: "bool", h: "bool", version: "bool", v: "bool", "machine-readable": "bool",
  // build, validate, console, inspect
  var: "value", "var-file": "value", only: "value", except: "value", color: "bool",
  debug: "bool", force: "bool", "on-error": "value", "parallel-builds": "value",
  "timestamp-ui": "bool", "warn-on-undeclared-var": "bool", "no-warn-undeclared-var": "bool",
  "ignore-prerelease-plugins": "bool", "use-sequential-evaluation": "bool",
  "syntax-only": "bool", "evaluate-datasources": "bool", "config-type": "value",
  // fmt
  check: "bool", diff: "bool", write: "bool", recursive: "bool",
  // init, fix, hcl2_upgrade, plugins
  upgrade: "bool", validate: "bool", "output-file": "value", "with-annotations": "bool",
});

// ─── cdk ──────────────────────────────────────────────────────────────────────
//
// yargs: an option the grammar lacks takes the next word as its value, so the readonly
// rules use knownOptions(); booleans are listed as flags (yargs also reads a following
// `true`/`false` as their value, which only adds an operand in rulec's reading).
const CDK_LONG: Record<string, Arity> = {
  // global options (`cdk --help`)
  "--app": "value", "--build": "value", "--context": "value", "--plugin": "value",
  "--trace": "flag", "--strict": "flag", "--lookups": "flag", "--no-lookups": "flag",
  "--ignore-errors": "flag", "--json": "flag", "--verbose": "flag", "--debug": "flag",
  "--profile": "value", "--proxy": "value", "--ca-bundle-path": "value", "--ec2creds": "flag",
  "--no-ec2creds": "flag", "--version-reporting": "flag", "--no-version-reporting": "flag",
  "--path-metadata": "flag", "--no-path-metadata": "flag", "--asset-metadata": "flag",
  "--no-asset-metadata": "flag", "--role-arn": "value", "--staging": "flag",
  "--no-staging": "flag", "--output": "value", "--notices": "flag", "--no-notices": "flag",
  "--no-color": "flag", "--ci": "flag", "--unstable": "value", "--telemetry-file": "value",
  "--version": "flag", "--help": "flag",
  // context
  "--reset": "value", "--force": "flag", "--clear": "flag",
  // notices
  "--unacknowledged": "flag",
  // doctor, docs
  "--browser": "value",
  // list
  "--long": "flag", "--show-dependencies": "flag",
};
const CDK = pairs(CDK_LONG, {
  "-a": "--app", "-c": "--context", "-j": "--json", "-v": "--verbose", "-o": "--output",
  "-e": "--reset", "-f": "--force", "-u": "--unacknowledged", "-b": "--browser",
  "-l": "--long", "-d": "--show-dependencies", "-h": "--help", "-p": "--plugin",
  "-r": "--role-arn",
});

// ─── ansible ──────────────────────────────────────────────────────────────────
//
// argparse (abbreviations allowed). The option groups of ansible's cli/arguments/option_helpers.py
// as the man pages list them; each tool's spec is the union of the groups it uses.
const A_BASIC = pairs(
  { "--help": "flag", "--version": "flag", "--verbose": "flag" },
  { "-h": "--help", "-v": "--verbose" },
);
const A_INVENTORY = pairs(
  { "--inventory": "value", "--inventory-file": "value", "--list-hosts": "flag", "--limit": "value", "--flush-cache": "flag" },
  { "-i": "--inventory", "-l": "--limit" },
);
const A_VARS = pairs({ "--extra-vars": "value" }, { "-e": "--extra-vars" });
const A_VAULT = pairs(
  { "--vault-id": "value", "--vault-password-file": "value", "--vault-pass-file": "value", "--ask-vault-password": "flag", "--ask-vault-pass": "flag" },
  { "-J": "--ask-vault-password" },
);
const A_RUNTASK = pairs(
  { "--module-path": "value", "--playbook-dir": "value", "--forks": "value", "--check": "flag", "--diff": "flag", "--syntax-check": "flag", "--task-timeout": "value" },
  { "-M": "--module-path", "-f": "--forks", "-C": "--check", "-D": "--diff" },
);
const A_CONNECT = pairs(
  {
    "--private-key": "value", "--key-file": "value", "--user": "value", "--connection": "value",
    "--timeout": "value", "--ssh-common-args": "value", "--sftp-extra-args": "value",
    "--scp-extra-args": "value", "--ssh-extra-args": "value", "--ask-pass": "flag",
    "--connection-password-file": "value", "--conn-pass-file": "value",
  },
  { "-u": "--user", "-c": "--connection", "-T": "--timeout", "-k": "--ask-pass" },
);
const A_BECOME = pairs(
  { "--become": "flag", "--become-method": "value", "--become-user": "value", "--ask-become-pass": "flag", "--become-password-file": "value", "--become-pass-file": "value" },
  { "-b": "--become", "-K": "--ask-become-pass" },
);
const A_PLAYBOOK = pairs(
  { "--tags": "value", "--skip-tags": "value", "--list-tasks": "flag", "--list-tags": "flag", "--step": "flag", "--start-at-task": "value", "--force-handlers": "flag" },
  { "-t": "--tags" },
);
const A_ADHOC = pairs(
  { "--module-name": "value", "--args": "value", "--background": "value", "--poll": "value", "--one-line": "flag", "--tree": "value" },
  { "-m": "--module-name", "-a": "--args", "-B": "--background", "-P": "--poll", "-o": "--one-line" },
);
const ANSIBLE_RUN = { ...A_BASIC, ...A_INVENTORY, ...A_VARS, ...A_VAULT, ...A_RUNTASK, ...A_CONNECT, ...A_BECOME };
const argparse = (options: Record<string, Arity>): CommandSpec => ({ abbrev: true, options });

export const INFRA: Record<string, CommandSpec> = {
  // (the AWS CLI user guide, "Environment variables to configure the AWS CLI": each is
  // overridden by its option)
  aws: { abbrev: true, options: AWS_GLOBAL, env: { AWS_PROFILE: "--profile", AWS_REGION: "--region", AWS_DEFAULT_REGION: "--region", AWS_DEFAULT_OUTPUT: "--output", AWS_CA_BUNDLE: "--ca-bundle", AWS_ENDPOINT_URL: "--endpoint-url" } },
  terraform: { abbrev: false, options: TERRAFORM },
  packer: { abbrev: false, options: PACKER },
  cdk: { abbrev: false, options: CDK },
  ansible: argparse({ ...ANSIBLE_RUN, ...A_ADHOC }),
  "ansible-playbook": argparse({ ...ANSIBLE_RUN, ...A_PLAYBOOK }),
  "ansible-console": argparse({ ...ANSIBLE_RUN, ...pairs({ "--step": "flag" }, {}) }),
  "ansible-inventory": argparse({
    ...A_BASIC, ...A_INVENTORY, ...A_VARS, ...A_VAULT,
    "--playbook-dir": "value", "--list": "flag", "--host": "value", "--graph": "flag",
    "--yaml": "flag", "-y": "flag", "--toml": "flag", "--vars": "flag", "--export": "flag",
    "--output": "value", "--limit": "value",
  }),
  "ansible-galaxy": argparse({
    ...A_BASIC,
    "--server": "value", "-s": "value", "--token": "value", "--api-key": "value",
    "--ignore-certs": "flag", "-c": "flag", "--timeout": "value", "--roles-path": "value",
    "--collections-path": "value", "-p": "value", "--format": "value", "--offline": "flag",
    "--platforms": "value", "--galaxy-tags": "value", "--author": "value",
    "--requirements-file": "value", "-r": "value", "--ignore-errors": "flag",
    "--keyring": "value", "--signature": "value", "--required-valid-signature-count": "value",
    "--ignore-signature-status-code": "value", "--ignore-signature-status-codes": "value",
    "--force": "flag", "-f": "flag", "--no-deps": "flag", "-n": "flag",
  }),
  "ansible-doc": argparse({
    ...A_BASIC,
    "--module-path": "value", "-M": "value", "--playbook-dir": "value",
    "--roles-path": "value", "-r": "value", "--type": "value", "-t": "value",
    "--json": "flag", "-j": "flag", "--list": "flag", "-l": "flag",
    "--list_files": "flag", "-F": "flag", "--snippet": "flag", "-s": "flag",
    "--entry-point": "value", "-e": "value", "--metadata-dump": "flag",
    "--no-fail-on-errors": "flag",
  }),
  "ansible-config": argparse({
    ...A_BASIC,
    "--config": "value", "-c": "value", "--type": "value", "-t": "value",
    "--only-changed": "flag", "--changed-only": "flag", "--format": "value", "-f": "value",
    "--disabled": "flag", "--all": "flag",
  }),
};
