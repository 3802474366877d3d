// Option grammars for the cloud family: az (Azure CLI, with the azure-devops extension's
// `az devops`/`pipelines`/`boards`/`repos`), azd (Azure Developer CLI), gcloud (Google Cloud
// CLI) and auth0 (Auth0 CLI).
//
// Sources: Azure CLI reference, "Global parameters" (learn.microsoft.com/cli/azure) and the
// reference pages of the list/show commands of each group; `gcloud help` / the gcloud
// reference's GCLOUD WIDE FLAGS (cloud.google.com/sdk/gcloud/reference) and the list/describe
// commands' flags; the Auth0 CLI reference (auth0.github.io/auth0-cli), "Inherited Flags".
//
// Each spec is the union of the options of the global level and of the read commands the
// readonly rules approve (rules/readonly/cloud.ts): an option missing here makes
// `.knownOptions()` false, so the command is not approved (silent), never misread.
//
// Why the arities matter, tool by tool:
// - az and gcloud parse with Python's argparse, with one sub-parser per group: only their
//   global options are accepted before the command path (`az -o json vm list`,
//   `gcloud --project p compute instances list`); any other option there is an error. So
//   the global options below are complete and exact (a flag read as valued would hide a
//   word of the path), and the per-command ones only decide which words after the command
//   are operands. Both accept unambiguous prefixes of long options (argparse's
//   allow_abbrev); `abbrev: false` is the conservative reading: a prefix is an option the
//   spec lacks, so nothing is approved.
// - auth0 is a Go/cobra program: no abbreviations. While cobra looks the subcommand up it
//   takes any flag it does not know at that level (a subcommand's own flag) as taking a
//   value (`auth0 apps --json show x`: `show` is skipped). The subcommands' boolean flags are
//   therefore listed as "value" (cobra's lookup reading: the command path we see is the
//   one cobra finds); the flags of the root (`--debug`, `--no-color`, `--no-input`,
//   `--tenant`), known at every level, keep their real arity. The rules test dangerous
//   flags on the words as written (`.arg`), which no arity can hide.

import type { CommandSpec } from "./types.ts";

/** Mark every name with one arity. */
const all = (arity: "flag" | "value", names: string[]): Record<string, "flag" | "value"> =>
  Object.fromEntries(names.map((n) => [n, arity]));

// ─── az ─────────────────────────────────────────────────────────────────────────

/** az's global arguments (`az --help`: "Global Arguments"), exact. */
const AZ_GLOBAL = {
  ...all("flag", ["--debug", "--help", "-h", "--only-show-errors", "--verbose"]),
  ...all("value", ["--output", "-o", "--query"]),
};

/**
 * Options of az's read commands (list, show, get-*, …) across groups, and of the azure-devops
 * extension. All take a value, but the boolean switches in AZ_FLAGS. Short aliases that mean
 * different things in different groups (`-s` sku/server/slot, `-f` offer, `-p`
 * publisher/project, `-c` container-name, `-t` table-name, `-a` account-name) all take a value.
 */
const AZ_VALUED = [
  "--subscription", "--resource-group", "-g", "--name", "-n", "--ids", "--location", "-l",
  "--resource-type", "--namespace", "--parent", "--resource", "--resource-name", "--resource-id",
  "--resource-provider-namespace", "--parent-resource-path", "--api-version",
  "--vault-name", "--hsm-name", "--id", "--version", "--maxresults",
  "--account-name", "-a", "--account-key", "--connection-string", "--sas-token", "--auth-mode",
  "--blob-endpoint", "--container-name", "-c", "--prefix", "--num-results", "--marker",
  "--include", "--delimiter", "--share-name", "--queue-name", "--table-name", "-t", "--path",
  "--file-path", "--blob-name", "-b", "--snapshot", "--filter", "--select", "--timeout",
  "--cluster-name", "--nodepool-name", "--registry", "-r", "--repository", "--image",
  "--top", "--orderby", "--skip", "--publisher", "-p", "--offer", "-f", "--sku", "-s", "--urn",
  "--edge-zone", "--zone", "-z", "--size", "--vm-name", "--vmss-name", "--instance-id",
  "--vnet-name", "--nsg-name", "--nic-name", "--lb-name", "--gateway-name", "--zone-name",
  "--record-set-name", "--type", "--server", "--server-name", "--database-name", "--db-name",
  "--elastic-pool", "--namespace-name", "--eventhub-name", "--topic-name", "--subscription-name",
  "--workspace-name", "-w", "--deployment-name", "--plan", "--slot", "--app-name",
  "--environment", "--revision", "--container", "--tail", "--format",
  "--project", "--organization", "--org", "--detect", "--pipeline-id", "--pipeline-ids",
  "--group-id", "--pool-id", "--agent-id", "--team", "--wiql", "--wiki", "--repository-id",
  "--branch", "--pr-id", "--iteration", "--area", "--timeframe", "--status", "--result",
  "--reason", "--requested-for", "--definition-ids", "--build-id", "--run-id", "--creator",
  "--reviewer", "--source-branch", "--target-branch", "--work-item-type", "--fields",
  "--expand", "--depth", "--include-content", "--scope", "--assignee", "--role",
  "--upn", "--object-id", "--display-name", "--app-id", "--group", "--member-id", "--user",
  "--definition-id", "--management-group", "--policy-assignment", "--policy-definition",
  "--policy-set-definition", "--start-time", "--end-time", "--offset", "--max-events",
  "--interval", "--metric", "--metrics", "--aggregation", "--dimension", "--metadata",
  "--resource-namespace", "--caller", "--correlation-id", "--resource-uri", "--analytics-query",
  "--timespan", "--workspace", "--graph-query", "--first", "--skip-token", "--management-groups",
  "-q", "--resource-provider", "--replica", "--include-details", "--app-service-environment",
  "--key", "--label", "--datetime", "--feature", "--tier", "--kind",
  "--location-name", "--storage-account", "--job-name", "--provider-namespace",
  "--template-spec", "--deployment-id", "--operation-ids", "--query-text", "--target",
  "--service-name", "--api-id", "--product-id", "--model-name", "--lab-name", "--vault",
  "--assigned-to", "--max-items", "--source",
];

/** az's boolean switches of read commands (store_true). */
const AZ_FLAGS = [
  "--all", "--show-details", "-d", "--follow", "--include-inherited", "--include-groups",
  "--include-classic-administrators", "--show-mine", "--show-next-marker", "--disable-scope-strict-match",
  "--include-deleted", "--only-reservation", "--show-version", "--no-wait",
];

// ─── gcloud ─────────────────────────────────────────────────────────────────────

/** gcloud's GCLOUD WIDE FLAGS (`gcloud help`), exact; `--flags-file` is left out on purpose. */
const GCLOUD_GLOBAL = {
  ...all("flag", ["--help", "-h", "--quiet", "-q", "--version", "-v", "--log-http", "--no-log-http",
    "--user-output-enabled", "--no-user-output-enabled"]),
  ...all("value", ["--account", "--billing-project", "--configuration", "--flatten", "--format",
    "--project", "--verbosity", "--access-token-file", "--impersonate-service-account", "--trace-token"]),
};

/** The list/describe commands' common flags (the list flags --filter/--limit/--page-size/--sort-by/--uri, locations, parents). */
const GCLOUD_VALUED = [
  "--filter", "--limit", "--page-size", "--sort-by", "--zone", "--zones", "--region", "--regions",
  "--location", "--locations", "--cluster", "--instance", "--keyring", "--key", "--service",
  "--resource-type", "--bucket", "--type", "--secret", "--zone-name", "--organization",
  "--folder", "--platform", "--namespace", "--repository", "--database", "--topic",
  "--subscription", "--dataset", "--job", "--network", "--subnet", "--policy", "--version",
  "--freshness", "--order", "--view", "--scope", "--query", "--asset-types", "--content-type",
  "--parent", "--start-time", "--end-time", "--severity", "--max-results", "--image",
  "--images", "--occurrence-filter", "--job-type", "--mesh", "--gateway", "--pool",
  "--workload-identity-pool", "--provider", "--backend-service", "--url-map", "--environment",
  "--queue", "--execution", "--revision", "--app", "--fleet", "--membership", "--feature",
  "--certificate-map", "--billing-account", "--log", "--run-time", "--tag", "--package",
  "--dest-group", "--iam-account", "--member", "--role", "--resource", "--recommender", "--insight-type", "--log-filter",
  "--bucket-location", "--resource-names", "--execution-id", "--min-log-level", "--level", "--logs",
  "--id", "--resource-types", "--service-account",
];

const GCLOUD_FLAGS = [
  "--uri", "--global", "--show-deleted", "--include-deleted", "--recursive", "-r", "--long",
  "-l", "--all", "--full", "--show-occurrences", "--show-package-vulnerability",
  "--include-tags", "--include-attached", "--available", "--show-log", "--run-diagnostics",
  "--anonymize", "--show-structured-logs", "--only-project", "--current",
  "--show-all-metadata", "--raw", "--summarize", "-s", "--total", "-c", "--readable-sizes",
  "--buckets", "-b", "--soft-deleted", "--etag", "--fetch-encrypted-object-hashes",
  "--no-truncate", "--gen2", "--enabled", "--show-labels",
];

// ─── auth0 ──────────────────────────────────────────────────────────────────────

/** auth0's root (persistent) flags, known at every level of the command tree: exact. */
const AUTH0_ROOT = {
  ...all("flag", ["--debug", "--no-color", "--no-input", "--help", "-h"]),
  ...all("value", ["--tenant", "-t"]),
};

/**
 * The read commands' own flags (list/show/search/tail), all "value": the valued ones are, and
 * the booleans (--json, --json-compact, --csv, --reveal-secrets/-r, --picker) are read as
 * cobra's subcommand lookup reads them (see the header).
 */
const AUTH0_SUB = [
  "--json", "--json-compact", "--csv", "--number", "-n", "--query", "-q", "--sort", "-s",
  "--page", "--filter", "--reveal-secrets", "-r", "--picker", "--data", "-d",
];

// ─── azd ────────────────────────────────────────────────────────────────────────

/**
 * azd (Azure Developer CLI, cobra): the root's persistent flags (exact), and the valued
 * flags of the read commands (`--output`, `--environment`, `--source`, `--filter`).
 */
const AZD = {
  ...all("flag", ["--debug", "--no-prompt", "--docs", "--help", "-h"]),
  ...all("value", ["--cwd", "-C", "--output", "-o", "--environment", "-e", "--source", "-s", "--filter", "-f"]),
};

export const CLOUD: Record<string, CommandSpec> = {
  az: { abbrev: false, options: { ...AZ_GLOBAL, ...all("value", AZ_VALUED), ...all("flag", AZ_FLAGS) } },
  // (`gcloud topic configurations`: a property is also CLOUDSDK_SECTION_NAME, which its
  // flag overrides)
  gcloud: {
    abbrev: false, options: { ...GCLOUD_GLOBAL, ...all("value", GCLOUD_VALUED), ...all("flag", GCLOUD_FLAGS) },
    env: {
      CLOUDSDK_CORE_PROJECT: "--project", CLOUDSDK_CORE_ACCOUNT: "--account", CLOUDSDK_ACTIVE_CONFIG_NAME: "--configuration",
      CLOUDSDK_CORE_VERBOSITY: "--verbosity", CLOUDSDK_BILLING_QUOTA_PROJECT: "--billing-project",
      CLOUDSDK_AUTH_IMPERSONATE_SERVICE_ACCOUNT: "--impersonate-service-account", CLOUDSDK_AUTH_ACCESS_TOKEN_FILE: "--access-token-file",
    },
  },
  auth0: { abbrev: false, options: { ...AUTH0_ROOT, ...all("value", AUTH0_SUB) } },
  azd: { abbrev: false, options: AZD },
};
