// readonly: the cloud family — az (Azure CLI, with the azure-devops extension's `az devops`,
// `az pipelines`, `az boards`, `az repos`), azd (Azure Developer CLI), gcloud (Google Cloud
// CLI) and auth0 (Auth0 CLI):
// the commands that only look (list, show/describe, get-*, exists, logs, query), their help,
// version and local configuration reads.
//
// Sources: the Azure CLI reference (learn.microsoft.com/cli/azure: "az", the group pages,
// "Global parameters"); the azd reference (learn.microsoft.com/azure/developer/azure-developer-cli/reference); the gcloud reference (cloud.google.com/sdk/gcloud/reference: the
// command tree, GCLOUD WIDE FLAGS); the Auth0 CLI reference (auth0.github.io/auth0-cli).
// Option grammars: compiler/specs/cloud.ts.
//
// How a command is recognised. All three CLIs are command trees: `az GROUP… COMMAND`,
// `gcloud [TRACK] GROUP… COMMAND [ARGS]`, `auth0 GROUP… COMMAND [ARGS]`. The command that
// runs is the first word of the path that is not a group, so a read is approved only when
// the words before its verb are surely groups, never a command that would take the verb as
// its operand (`gcloud compute instances delete list` deletes the instance "list"):
// - gcloud and auth0: each word before the verb is from a list of group names (GCLOUD_TOP
//   at the top level; GCLOUD_SUB, AUTH0_GROUPS below), none of which is a command anywhere
//   in the tree; operands may follow the verb (`gcloud run services describe NAME`).
// - az: groups are too many to list below the top level, but az commands take almost no
//   operands (all but `config get/set/unset`, `find`, `acr build/run`, `acr pack build`,
//   `acr helm …` take options only): the verb must be the LAST operand, the first word a
//   documented top-level group, and the words between not a mutating command's name
//   (AZ_NOT_GROUP), so `az acr build list` (builds the directory "list") is not approved.
// `.knownOptions()` everywhere: the specs list the tools' global options exactly, and an
// option they lack might take the next word as its value.
//
// What is left out on purpose, though it only reads: what shows a secret or a credential to
// the session (az account get-access-token, `keys list`, list-keys, show-connection-string,
// publishing profiles and credentials, app settings, `keyvault secret show`; gcloud auth
// print-*-token, config config-helper, secrets versions access, get-credentials (it also
// writes ~/.kube/config), GKE clusters' definitions (masterAuth); auth0 --reveal-secrets,
// test token), a word known only when it runs (a request's words reach the owner of the
// resource it names: a storage account, a bucket), what writes local files
// (downloads, get-credentials, `--output-file`), what opens a browser (`auth0 … open`,
// `gcloud app browse`), and `auth0 api` without an explicit `get` (it POSTs data piped in).

import { any, command, isNot, not } from "rulec";
import type { Match, WordLike } from "rulec";
import type { Family } from "./family.ts";

/** `cmd` with a command path: positionals 0..n-1 match `path[i]` (n = path.length). */
function pathAt(cmd: Match, path: WordLike[]): Match {
  return path.reduce<Match>((m, w, i) => m.positional(i, w), cmd);
}

/** The paths of 1..maxGroups groups before a verb: [top, mid×(k-1), verb] for each k. */
function paths(cmd: Match, first: WordLike[], top: WordLike, mid: WordLike, verb: WordLike, maxGroups: number): Match[] {
  const out: Match[] = [];
  for (let k = 1; k <= maxGroups; k++) out.push(pathAt(cmd, [...first, top, ...Array<WordLike>(k - 1).fill(mid), verb]));
  return out;
}

// ─── az ─────────────────────────────────────────────────────────────────────────

/** az's top-level groups (the reference's index, core and common extensions). */
const AZ_TOP = [
  "account", "acr", "ad", "advisor", "afd", "aks", "alerts-management", "ams", "apim", "appconfig",
  "appservice", "aro", "arcdata", "artifacts", "automation", "backup", "batch", "bicep", "billing",
  "boards", "bot", "cache", "capacity", "cdn", "cloud", "cognitiveservices", "communication",
  "config", "confluent", "connectedk8s", "connection", "consumption", "container", "containerapp",
  "cosmosdb", "costmanagement", "databoxedge", "databricks", "datafactory", "dataprotection",
  "deployment", "deployment-scripts", "devops", "disk", "disk-access", "disk-encryption-set", "dla",
  "dls", "dms", "dns-resolver", "elastic", "eventgrid", "eventhubs", "extension", "feature", "fleet",
  "functionapp", "grafana", "graph", "group", "hdinsight", "healthcareapis", "identity", "image",
  "iot", "k8s-configuration", "k8s-extension", "keyvault", "kusto", "lab", "load", "lock",
  "logicapp", "managed-cassandra", "managedapp", "managedservices", "maps", "mariadb", "ml",
  "monitor", "mysql", "netappfiles", "network", "notification-hub", "pipelines", "policy",
  "postgres", "ppg", "private-link", "provider", "purview", "quantum", "redis", "redisenterprise",
  "relay", "repos", "reservations", "resource", "resourcemanagement", "restore-point", "role",
  "search", "security", "servicebus", "sf", "sig", "signalr", "site-recovery", "snapshot", "spring",
  "sql", "ssh", "sshkey", "stack", "staticwebapp", "storage", "storage-mover", "support", "synapse",
  "tag", "term", "ts", "vm", "vmss", "vmware", "webapp", "webpubsub",
];

/** az read verbs: list/show/get and their -suffixed forms, exists, query, summarize (policy states), logs, tail, url (a blob's URL, computed locally), peek (Queue storage's Peek Messages: "does not alter the visibility of the message"). */
const AZ_READ = /^(list|show|get|exists|query|summarize|logs|tail|url|version|peek|(list|show|get)-[a-z0-9-]+|check-name(-availability)?)$/;

/**
 * Verbs and groups that show secrets (keys, tokens, connection strings, credentials,
 * publishing profiles, SAS URIs) — not approved. `keyvault key` is an exception: `key show`
 * gives the public part of a key only.
 */
const AZ_SECRET_VERB = /(keys?|secrets?|credentials?|token|connection-strings?|password|publishing|sas|uris|cd-url)(-|$)/;
const AZ_SECRET_GROUP = /^(keys?|secrets?|credentials?|connection-strings?|appsettings|admin-key|query-key|api-keys?|access-keys?|shared-keys?|auth|auth-classic|authv2)$/;

/**
 * Words that cannot stand between az's groups and the verb: the names of commands (mostly
 * mutating) — az's few commands with operands among them (`config set/unset`, `acr build`,
 * `acr run`, `acr helm push/delete`, `acr pack build`) — so the verb is not their operand.
 */
const AZ_NOT_GROUP = /^(add|apply|assign|attach|cancel|clear|configure|connect|copy|create|deallocate|delete|deploy|detach|disable|download|enable|exec|export|failover|generalize|grant|import|install|invoke|login|logout|move|purge|push|recover|redeploy|regenerate|remove|renew|reset|resize|restart|restore|revoke|rotate|scale|set|start|stop|swap|sync|uninstall|unset|update|upgrade|upload|find|rest|interactive)$/;
/** Under `acr`, the commands that take a source operand (`az acr build list` builds ./list): build, run, pack build. */
const AZ_ACR_NOT_GROUP = ["build", "run", "pack"];

const az = command("az").knownOptions();

/** `az GROUP… VERB`, the verb last: every k from 1 to 5 groups. */
const azPaths = (verb: WordLike, mid: WordLike): Match[] => {
  const out: Match[] = [];
  for (let k = 1; k <= 5; k++) out.push(pathAt(az.positionals(k + 1), [AZ_TOP, ...Array<WordLike>(k - 1).fill(mid), verb]));
  return out;
};
/** Not `az acr build|run|pack …` (their operands). */
const azNotAcrOperand = not(az.positional(0, "acr").anyPositional(AZ_ACR_NOT_GROUP, 1));
const azMid = isNot(AZ_NOT_GROUP).and(isNot(AZ_SECRET_GROUP));
/** `keyvault secret list…` and `containerapp secret list` give names, not values. */
const azSecretNames = ["list", "list-deleted", "list-versions"];

/**
 * Not what shows an application's environment values (the application's secrets, as `az
 * webapp config appsettings list` would): a container app's or a container group's
 * definition (`az containerapp show`, `az container show`).
 */
// (and a web app's mounted storage accounts with their access keys, App Configuration's
// key-values, Batch pools', jobs' and tasks' start tasks and environment settings, Azure
// ML jobs' and Spring Apps' apps' environment variables)
const azNotEnvironment = not(any(az.positional(0, ["containerapp", "container"]).positional(1, ["show", "list", "export"]),
  az.positional(0, "containerapp").positional(1, ["revision", "job"]).positional(2, ["show", "list"]),
  az.positional(0, ["webapp", "functionapp"]).positional(1, "config").positional(2, "storage-account"),
  az.positional(0, "appconfig").positional(1, "kv"),
  az.positional(0, "batch").positional(1, ["pool", "job", "task", "job-schedule"]).positional(2, ["show", "list"]),
  az.positional(0, "ml").positional(1, "job").positional(2, ["show", "list"]),
  // (Azure Spring Apps' apps and deployments: deploymentSettings.environmentVariables)
  az.positional(0, "spring").positional(1, "app").positional(2, ["show", "list"]),
  az.positional(0, "spring").positional(1, "app").positional(2, "deployment").positional(3, ["show", "list"]),
  // (… nor any of these through Resource Manager's generic reads: `az resource show` of a
  // container app or group prints its definition whole, as Resource Graph's `az graph
  // query` does for every resource it selects)
  az.positional(0, "resource").positional(1, "show"),
  az.positional(0, "graph").positional(1, "query")));

// (nor a read verb with an effect on the server: Queue storage's Get Messages makes each
// message it returns invisible for the visibility timeout and counts a dequeue — what
// `aws sqs receive-message` is refused for; `az storage message peek` is the read)
const azNotConsume = not(az.positional(0, "storage").positional(1, "message").positional(2, "get"));

const azReads = any(
  // help anywhere: argparse prints it and exits when it meets the flag; never a value (a
  // word starting with "-" is not taken as one).
  az.flag("--help", "-h"),
  // `az --version`, `az version`
  az.positionals(0).flag("--version").onlyFlags("--version", "--debug", "--verbose", "--only-show-errors", "--output", "-o", "--query"),
  az.positionals(1).positional(0, "version"),
  // `az find "how to …"`: asks the Aladdin search service, changes nothing.
  az.positional(0, "find"),
  // `az config get [KEY]`: the CLI's own configuration.
  az.positional(0, "config").positional(1, "get").positionals(2, 3),
  // the read commands: keyvault keys (public parts) and secret names go separately.
  ...azPaths(isNot(AZ_SECRET_VERB).and(AZ_READ), azMid).map((m) => m.and(azNotAcrOperand, azNotEnvironment, azNotConsume)),
  pathAt(az.positionals(3), ["keyvault", "key", isNot(AZ_SECRET_VERB).and(AZ_READ)]),
  pathAt(az.positionals(3), [["keyvault", "containerapp"], "secret", azSecretNames]),
);

// ─── gcloud ─────────────────────────────────────────────────────────────────────

const GCLOUD_TRACKS = ["alpha", "beta", "preview"];

/** gcloud's top-level groups (`gcloud help`: GROUPS), level-aware: `run`, `deploy`, `sql` are commands elsewhere. */
const GCLOUD_TOP = [
  "access-approval", "access-context-manager", "active-directory", "ai", "ai-platform", "alloydb",
  "anthos", "api-gateway", "apigee", "app", "apphub", "artifacts", "asset", "assured", "auth",
  "backup-dr", "batch", "beyondcorp", "bigtable", "billing", "bms", "builds", "certificate-manager",
  "cloud-shell", "cloudbuild", "composer", "compute", "config", "components", "container",
  "data-catalog", "database-migration", "dataflow", "dataform", "dataplex", "dataproc", "datastore",
  "datastream", "deploy", "deployment-manager", "developer-connect", "dns", "domains", "edge-cache",
  "edge-container", "endpoints", "essential-contacts", "eventarc", "filestore", "firebase",
  "firestore", "functions", "gemini", "healthcare", "iam", "iap", "identity", "ids", "kms",
  "logging", "looker", "managed-kafka", "memcache", "memorystore", "metastore", "ml", "ml-engine",
  "monitoring", "netapp", "network-connectivity", "network-management", "network-security",
  "network-services", "notebooks", "observability", "oracle-database", "org-policies",
  "organizations", "parametermanager", "policy-intelligence", "privateca", "projects", "publicca",
  "pubsub", "recaptcha", "recommender", "redis", "resource-manager", "resource-settings", "run",
  "scc", "scheduler", "secrets", "securesourcemanager", "service-directory", "service-extensions",
  "services", "source", "spanner", "sql", "storage", "tasks", "transcoder", "transfer", "vmware",
  "workbench", "workflows", "workstations",
];

/**
 * Group names below the top level: resource collections and sub-products. Only words that
 * are a group wherever they appear in gcloud's tree (`sql`, `http`, `run`, `deploy`, `export`,
 * `create`, `submit` are commands somewhere, so they are not here).
 */
const GCLOUD_SUB = [
  // compute
  "instances", "instance-groups", "managed", "unmanaged", "instance-templates", "instant-snapshots",
  "disks", "disk-types", "images", "snapshots", "machine-types", "accelerator-types", "regions",
  "zones", "networks", "subnets", "peerings", "vpc-access", "firewall-rules", "firewall-policies",
  "network-firewall-policies", "associations", "routes", "routers", "nats", "addresses",
  "forwarding-rules", "backend-services", "backend-buckets", "url-maps", "target-http-proxies",
  "target-https-proxies", "target-ssl-proxies", "target-tcp-proxies", "target-grpc-proxies",
  "target-pools", "target-instances", "target-vpn-gateways", "vpn-gateways", "vpn-tunnels",
  "external-vpn-gateways", "health-checks", "http-health-checks", "https-health-checks",
  "ssl-certificates", "ssl-policies", "security-policies", "rules", "network-endpoint-groups",
  "interconnects", "attachments", "locations", "reservations", "commitments", "resource-policies",
  "sole-tenancy", "node-groups", "node-templates", "node-types", "os-login", "ssh-keys",
  "os-config", "patch-jobs", "patch-deployments", "guest-policies", "os-policy-assignments",
  "inventories", "vulnerability-reports", "packet-mirrorings", "public-advertised-prefixes",
  "public-delegated-prefixes", "project-info", "shared-vpc", "tpus", "tpu-vm", "queued-resources",
  "operations", "storage-pools", "service-attachments", "network-attachments", "future-reservations",
  // containers, serverless, builds
  "clusters", "node-pools", "hub", "fleet", "memberships", "features", "binauthz", "attestors",
  "policy", "aws", "azure", "attached", "bare-metal", "vmware-clusters", "services", "revisions",
  "jobs", "executions", "tasks", "domain-mappings", "multi-region-services", "worker-pools",
  "triggers", "connections", "repositories", "versions", "logs", "runtimes", "event-types",
  "firewall-rules", "environments", "batches", "sessions", "workflow-templates",
  "autoscaling-policies", "flex-template", "delivery-pipelines", "targets", "releases", "rollouts",
  "job-runs", "automations", "automation-runs", "custom-target-types", "deploy-policies",
  // data, storage, messaging
  "buckets", "objects", "managed-folders", "folders", "hmac", "notifications", "insights",
  "databases", "users", "backups", "tiers", "flags", "ssl", "client-certs", "server-ca-certs",
  "instance-configs", "instance-partitions", "tables", "app-profiles", "indexes", "fields",
  "topics", "subscriptions", "schemas", "lite-topics", "lite-subscriptions", "lite-reservations",
  "queues", "datasets", "fhir-stores", "dicom-stores", "hl7v2-stores", "consent-stores",
  "entries", "entry-groups", "tag-templates", "lakes", "zones", "assets", "streams",
  "connection-profiles", "private-connections", "migration-jobs", "conversion-workspaces",
  // identity, security, networking services
  "roles", "service-accounts", "workload-identity-pools", "workforce-pools", "providers",
  "policies", "keyrings", "keys", "import-jobs", "ekm-connections", "ekm-configs", "inventory",
  "certificates", "maps", "dns-authorizations", "issuance-configs", "trust-configs",
  "certificate-authorities", "roots", "subordinates", "pools", "templates", "managed-zones",
  "record-sets", "response-policies", "dns-keys", "server-tls-policies", "client-tls-policies",
  "authorization-policies", "gateway-security-policies", "url-lists", "tls-inspection-policies",
  "address-groups", "firewall-endpoints", "firewall-endpoint-associations", "security-profiles",
  "security-profile-groups", "endpoint-policies", "gateways", "meshes", "grpc-routes",
  "http-routes", "tcp-routes", "tls-routes", "service-bindings", "service-lb-policies", "hubs",
  "spokes", "connectivity-tests", "levels", "perimeters", "cloud-bindings", "groups",
  "memberships", "web", "settings", "tcp", "dest-groups", "iap-tunnel", "findings", "sources",
  "muteconfigs", "bqexports", "custom-modules", "posture-deployments", "postures",
  // organisation, operations, the rest
  "tags", "bindings", "values", "holds", "liens", "org-policies", "accounts", "budgets",
  "projects", "sinks", "metrics", "views", "links", "scopes", "resource-descriptors", "dashboards",
  "channels", "channel-descriptors", "uptime", "snoozes", "metrics-scopes", "configurations",
  "recommendations", "insight-types", "recommenders", "feeds", "saved-queries", "registrations",
  "docker", "apt", "yum", "packages", "files", "attachments", "vpcsc-config", "models",
  "endpoints", "custom-jobs", "index-endpoints", "hp-tuning-jobs", "model-monitoring-jobs",
  "tensorboards", "runtimes", "private-clouds", "clusters", "registries", "workstations",
  "agent-pools", "agents", "apis", "api-configs", "quotas", "enterprise", "namespaces",
  "repos", "project-configs", "mirrored-resources",
];

/** gcloud read verbs: list/describe/get and their -suffixed forms, show, `logging read`, `logs tail`, search-*. */
const GCLOUD_READ = /^(list|describe|show|get|read|tail|(list|describe|get|search)-[a-z0-9-]+)$/;
/** Verbs that show a credential or write a file: get-credentials (~/.kube/config), get-key-string, … */
const GCLOUD_SECRET_VERB = /(credential|token|secret|password|key-string|auth-string|public-key|screenshot|sign|ssh|mount)/;

// (--log-http prints every request and response, headers and all, to stderr)
// (--impersonate-service-account acts as another principal: a privilege change, as
// kubectl --as is)
const gcloud = command("gcloud").knownOptions().noFlag("--log-http", "--impersonate-service-account");
const gcloudVerb = isNot(GCLOUD_SECRET_VERB).and(GCLOUD_READ);
/** Top groups whose reads are not the general rule's: auth (only `list`), config, storage's gsutil-like commands. */
const GCLOUD_SPECIAL_TOP = ["auth", "config", "cloud-shell"];
const gcloudTop = isNot(GCLOUD_SPECIAL_TOP).and(GCLOUD_TOP);

const gcloudAt = (first: WordLike[]): Match[] => [
  ...paths(gcloud, first, gcloudTop, GCLOUD_SUB, gcloudVerb, 4),
  pathAt(gcloud, [...first, "auth", "list"]),
  // (a property by name, not one that holds a secret: `proxy/password`; `config list` and
  // `configurations describe` print every property set, the proxy's password among them)
  pathAt(gcloud, [...first, "config", ["get", "get-value"]]).and(not(command("gcloud").anyPositional(/password|token|secret|credential/i))),
  pathAt(gcloud, [...first, "config", "configurations", "list"]),
  // `gcloud storage ls/cat/du/hash`: list, print and size objects, hash local files.
  pathAt(gcloud, [...first, "storage", ["ls", "cat", "du", "hash"]]),
  // `gcloud builds log ID`: a build's log.
  pathAt(gcloud, [...first, "builds", "log"]),
];

/**
 * Not a service's definition with its environment values: Cloud Run services, jobs and
 * revisions, Cloud Functions, App Engine versions (`gcloud run services describe`: the
 * container's env, as `aws lambda get-function` would).
 */
// (a list's default table shows names and URLs; with --format or --flatten it prints the
// resources whole)
// (a format that prints each resource whole — `gcloud topic formats`: json, yaml,
// flattened, default, export, object, config, diff, list, multi, text — or a projection
// that names such a field; other names print nothing, gcloud rejects them)
const GCLOUD_WHOLE_FORMAT = /^(json|yaml|flattened|default|export|object|config|diff|list|multi|text)\b|env|metadata|script|config|spec|substitution|variable|param|arg|secret|definition|source|template|auth|key|password/i;
const gcloudWhole = any(gcloud.anyPositional(/^(describe|export)$/),
  gcloud.anyPositional("list").and(any(gcloud.arg(/^--flatten/), gcloud.option("--format", GCLOUD_WHOLE_FORMAT))));
// (and the resources whose definition holds a startup script, an environment or a
// build's substitutions: Compute Engine instances, templates and the project's common
// metadata, Vertex AI Workbench and notebooks instances, Batch and Vertex AI custom jobs,
// Cloud Build builds and triggers, Composer environments, Workflows, Workstations; and GKE
// clusters, whose masterAuth holds the client certificate's private key — and, before
// 1.19, the basic-auth password — where the cluster issues them: the GKE documentation
// reads them with `clusters describe --format "value(masterAuth.clientKey)"`)
// (… and Cloud Asset Inventory's copy of them: `asset list --content-type=resource` prints
// each resource's data whole, a Cloud Run service's environment among them)
const gcloudNotEnvironment = not(any(gcloud.anyPositional("asset").option("--content-type", /^resource$/i),
  // (`dataflow jobs show --environment` lists the job's environment, its pipeline options among them)
  gcloud.anyPositional("dataflow").anyPositional("show").flag("--environment"), gcloudWhole.and(any(
  gcloud.anyPositional("run").anyPositional(["services", "jobs", "revisions", "executions"]),
  gcloud.anyPositional("functions"),
  gcloud.anyPositional("app").anyPositional("versions"),
  gcloud.anyPositional("compute").anyPositional(["instances", "instance-templates", "project-info"]),
  gcloud.anyPositional(["notebooks", "workbench"]).anyPositional("instances"),
  gcloud.anyPositional("batch").anyPositional("jobs"),
  gcloud.anyPositional("ai").anyPositional(["custom-jobs", "hp-tuning-jobs"]),
  gcloud.anyPositional(["builds", "composer", "workflows", "workstations"]),
  gcloud.anyPositional("container").anyPositional("clusters"),
  // (Dataproc's clusters and workflow templates carry the Compute Engine metadata of their
  // VMs (gceClusterConfig.metadata, as an instance's) and the cluster's properties; its
  // jobs, batches and sessions their arguments, properties and environment; Dataflow's jobs
  // their pipeline options)
  gcloud.anyPositional("dataproc").anyPositional(["clusters", "jobs", "batches", "sessions", "workflow-templates"]),
  gcloud.anyPositional("dataflow").anyPositional("jobs"),
))));

const gcloudReads = any(
  gcloud.flag("--help", "-h"),
  gcloud.positionals(0).flag("--version", "-v"),
  // help and version: `gcloud help compute instances`, `gcloud topic configurations`.
  gcloud.positional(0, ["help", "topic"]),
  gcloud.positional(0, ["version", "cheat-sheet"]).positionals(1),
  // (not `gcloud info`: its "Current Properties" print the proxy's password, as `config list` does)
  ...gcloudAt([]),
  ...gcloudAt([GCLOUD_TRACKS]),
).and(gcloudNotEnvironment);

// ─── auth0 ──────────────────────────────────────────────────────────────────────

/** auth0's command groups with their aliases, and their subgroups: none is a command. */
const AUTH0_TOP = [
  "actions", "apis", "resource-servers", "apps", "applications", "clients", "users", "roles",
  "rules", "logs", "orgs", "organizations", "domains", "custom-domains", "protection",
  "attack-protection", "ap", "branding", "email", "tenants", "tenant-settings", "universal-login",
  "ul", "quickstarts", "qs", "network-acl", "token-exchange",
];
// (left out: log and event streams, email and phone providers — their settings carry the
// sinks' and providers' credentials)
const AUTH0_SUB = [
  "templates", "prompts", "members", "roles", "permissions", "perms", "scopes",
  "blocks", "invitations", "breached-password-detection", "bpd",
  "brute-force-protection", "bfp", "suspicious-ip-throttling", "sit", "bot-detection", "bd",
  "captcha", "texts", "themes", "session-transfer", "organizations", "domains",
];
const AUTH0_READ = ["list", "ls", "show", "search", "search-by-email", "tail"];
/** Management API paths of `auth0 api get` that return no secret (stats, tenant settings, users, roles, logs, organizations, branding, prompts). */
const AUTH0_API_READ = /^\/?(api\/v2\/)?(stats|tenants|users|users-by-email|roles|logs|organizations|branding|prompts)([/?]|$)/;

/** --reveal-secrets (-r, also in a bundle): prints client secrets. */
const AUTH0_REVEAL = /^(--reveal-secrets(=.*)?|-[a-zA-Z]*r[a-zA-Z]*)$/;
const auth0 = command("auth0").knownOptions();
/** No --reveal-secrets or --data, as an option or as any word written (an arity can't hide it). */
const auth0Safe = (m: Match): Match => m.noFlag("--reveal-secrets", "-r", "--data", "-d").and(not(command("auth0").arg(AUTH0_REVEAL)));

const auth0Reads = any(
  auth0.flag("--help", "-h"),
  ...paths(auth0, [], AUTH0_TOP, AUTH0_SUB, AUTH0_READ, 3).map(auth0Safe),
  // `auth0 api get PATH`: GET only (without a method it POSTs what is piped in or given by
  // --data), of the Management API's paths that hold no secret: a client's, a connection's,
  // an email provider's, a log stream's, a resource server's signing secret, hooks'
  // secrets are what --reveal-secrets is kept out for
  auth0Safe(auth0.positional(0, "api").positional(1, /^get$/i).positionals(3).positional(2, AUTH0_API_READ)),
  // `actions diff [ID]`: the code of two versions of an action, as `actions show` prints it;
  // `event-streams stats [ID]`: delivery counts (not the stream's settings, its sink's
  // credentials) — auth0.github.io/auth0-cli
  auth0Safe(auth0.positional(0, "actions").positional(1, "diff").positionals(2, 3)),
  auth0Safe(auth0.positional(0, "event-streams").positional(1, "stats").positionals(2, 3)),
);

// ─── azd ────────────────────────────────────────────────────────────────────────

/**
 * azd (Azure Developer CLI, cobra): its version, the project and environments it knows, its
 * configuration and the template catalogue. Not `env get-values`/`get-value` (the
 * environments' values hold secrets), `auth token`, `monitor` (opens a browser).
 */
const azd = command("azd").knownOptions();
const azdReads = any(
  azd.flag("--help", "-h"),
  azd.positional(0, ["version", "show"]).positionals(1),
  pathAt(azd.positionals(2), ["env", "list"]),
  pathAt(azd.positionals(2, 3), ["config", ["show", "get", "list-alpha"]]),
  pathAt(azd.positionals(2, 3), ["template", ["list", "show"]]),
);

export const cloud: Family = {
  name: "cloud",
  // (az and gcloud with no word known only when it runs: a request's words reach whoever
  // owns the resource it names — a storage account's or a bucket's owner logs the
  // container, blob, prefix or billing project a request names, failed or not, as an S3
  // bucket's does: `az storage blob list -c "$T" --account-name theirs`, `gcloud storage
  // ls gs://theirs --billing-project "$T"`. A regex that matches no word: not known for
  // such a word only)
  reads: any(azReads, gcloudReads, auth0Reads, azdReads).and(not(command("az", "gcloud").arg(/[^\s\S]/))),
  examples: [
    "az vm list -d -o table",
    "az storage message peek -q q --account-name a", "gcloud dataproc clusters list --region r", "gcloud dataflow jobs list",
    "az vm list-ip-addresses -g rg -n vm",
    "az vm show -g rg -n vm --show-details",
    "az vmss list-instances -g rg -n ss",
    "az network nsg rule list -g rg --nsg-name n -o table",
    "az network vnet subnet show -g rg --vnet-name v -n s",
    "az network private-endpoint list -g rg",
    "az network lb rule list -g rg --lb-name lb",
    "az role assignment list --assignee user@x.com --all",
    "az role assignment list --scope /subscriptions/x --include-inherited",
    "az ad sp show --id x",
    "az ad signed-in-user show",
    "az account list-locations -o table",
    "az account tenant list",
    "az monitor log-analytics query -w ws --analytics-query \"AzureActivity | take 5\"",
    "az monitor metrics list --resource r --metric \"Percentage CPU\" --interval PT1M",
    "az webapp show -g rg -n app",
    "az webapp config show -g rg -n app",
    "az webapp log tail -g rg -n app",
    "az functionapp function list -g rg -n app",
    "az containerapp logs show -n app -g rg --follow --tail 50",
    "az containerapp env list -g rg", "az spring list -g g",
    "az acr repository show-manifests -n reg --repository r",
    "az aks nodepool get-upgrades -g rg --cluster-name c -n np",
    "az aks get-os-options -l eastus",
    "az storage account list -g rg --query \"[].name\" -o tsv",
    "az storage blob list --account-name a -c c --auth-mode login --num-results 10",
    "az storage share list --account-name a",
    "az deployment group list -g rg",
    "az deployment operation group list -g rg -n d",
    "az extension list",
    "az extension list-available -o table",
    "az cloud show",
    "az policy state summarize",
    "az feature list --namespace Microsoft.Compute",
    "az provider show -n Microsoft.Web --query registrationState",
    "az boards work-item show --id 5",
    "az repos pr list --status active",
    "az repos pr show --id 12",
    "az pipelines runs list --top 5",
    "az pipelines build show --id 3",
    "az devops user list",
    "az sql db list -g rg -s srv",
    "az postgres flexible-server list",
    "az cosmosdb show -n a -g rg",
    "az keyvault show -n kv",
    "az keyvault certificate list --vault-name kv",
    "az bicep version",
    "az version -o json",
    "az vm image list-offers -l eastus -p Canonical",
    "gcloud compute instances list --zones us-central1-a", "gcloud compute instance-templates list",
    "gcloud compute instances list --format='value(name,status)'",
    "gcloud compute instances get-serial-port-output vm --zone z",
    "gcloud compute instance-groups managed list-instances g --region r",
    "gcloud compute networks subnets list --network n",
    "gcloud container clusters list", "gcloud container clusters list --format='value(name,location)'",
    "gcloud container node-pools list --cluster c --zone z",
    "gcloud run services list --platform managed --region us-central1",
    "gcloud run revisions list --service s --region r",
    "gcloud run jobs executions list --job j",
    "gcloud functions list --regions r",
    "gcloud logging read \"severity>=ERROR\" --limit 10 --freshness 1d --format json",
    "gcloud projects describe p",
    "gcloud projects get-iam-policy p --format json",
    "gcloud organizations list",
    "gcloud iam roles describe roles/viewer",
    "gcloud iam service-accounts keys list --iam-account sa@p.iam.gserviceaccount.com",
    "gcloud secrets list",
    "gcloud secrets versions describe latest --secret s",
    "gcloud sql instances list --project p",
    "gcloud sql databases list --instance i",
    "gcloud pubsub subscriptions describe s",
    "gcloud artifacts docker images list us-docker.pkg.dev/p/r",
    "gcloud artifacts repositories describe r --location us",
    "gcloud builds list --limit 5",
    "gcloud builds log id",
    "gcloud services list --enabled",
    "gcloud config get-value project",
    "gcloud config configurations list",
    "gcloud auth list --format json",
    "gcloud asset search-all-resources --scope projects/p",
    "gcloud storage ls gs://b",
    "gcloud storage ls -r gs://b/**",
    "gcloud storage cat gs://b/o",
    "gcloud storage buckets list",
    "gcloud beta run services list --region r",
    "gcloud alpha logging tail",
    "gcloud app logs tail -s default",
    "gcloud app describe",
    "gcloud dns managed-zones list",
    "gcloud kms keys versions list --key k --keyring r --location global",
    "gcloud scheduler jobs list --location r",
    "gcloud components list",
    "gcloud help topic",
    "auth0 apps list --json", "auth0 actions diff act_1", "auth0 event-streams stats est_1",
    "auth0 apps show abc --json",
    "auth0 users search -q \"email:x\" -n 10",
    "auth0 logs tail --filter \"type:f\"",
    "auth0 logs list -n 100",
    "auth0 roles permissions list rol_1",
    "auth0 orgs invitations list org_1",
    "auth0 domains list",
    "auth0 email templates show welcome",
    "auth0 tenant-settings show",
    "auth0 branding show",
    "auth0 api get tenants/settings",
    "auth0 api get \"stats/daily\" -q \"from=20221101\"",
    "auth0 --tenant x.auth0.com rules list",
    "azd version",
    "azd env list -o json",
    "azd config show",
    "azd template list --source awesome-azd",
    "azd up --help",
    "az -o json vm list",
    "az --version",
    "az vm create --help",
    "az config get core.output",
    "az find \"how to list vms\"",
    "az keyvault key show --vault-name kv -n k",
    "az keyvault secret list --vault-name kv",
    "gcloud compute instances delete --help",
    "gcloud version",
    "gcloud topic configurations",
    "auth0 --help",
    "auth0 apps --help",
    "auth0 -t x apps list",
    "auth0 users show \"auth0|123\"",
    "auth0 protection bpd show",
    "auth0 ul prompts show login",
  ],
  counterExamples: [
    "gcloud dataproc clusters describe c --region r", "gcloud dataproc jobs describe j --region r", "gcloud dataproc batches describe b --region r",
    "gcloud dataproc workflow-templates describe t --region r", "gcloud dataflow jobs describe j", "gcloud dataproc clusters list --region r --format json",
    // (a read with an effect on the server: Get Messages hides what it returns)
    "az storage message get -q q --account-name a", "az storage message get -q q --account-name a --num-messages 32",
    // an application's environment values
    "gcloud compute instances describe vm --zone us-central1-a --format json", "gcloud compute project-info describe",
    "gcloud compute instance-templates describe t", "gcloud workbench instances describe i", "gcloud batch jobs describe j",
    "gcloud ai custom-jobs describe j", "gcloud builds describe id", "gcloud builds triggers describe t",
    "gcloud composer environments describe e", "gcloud workflows describe w", "gcloud beta workstations describe w",
    "gcloud container clusters describe c --region r", "gcloud container clusters list --format=json",
    "az storage blob list -c \"$T\" --account-name theirs", "az storage blob list -c c --account-name theirs --prefix \"$T\"",
    "gcloud storage ls gs://theirs --billing-project \"$T\"",
    "gcloud container clusters list --format='value(masterAuth.clientKey)'",
    "gcloud compute instances list --format=json", "gcloud compute instances list --format='value(metadata.items)'", "gcloud --project p --format json compute instances list",
    "az webapp config storage-account list -g g -n n", "az appconfig kv list -n n", "az appconfig kv show -n n --key k",
    "az batch pool show --pool-id p", "az ml job show -n j", "az spring app show -n a -g g -s s", "az spring app list -g g -s s",
    "gcloud functions describe f --region r --gen2", "gcloud run services describe s", "gcloud run services list --format=json",
    "gcloud app versions describe v --service s", "az containerapp show -n a -g rg", "az container show -n c -g rg",
    "az resource show -g rg -n a --resource-type Microsoft.App/containerApps", "az resource show --ids x",
    "az graph query -q 'resources | project properties'", "gcloud asset list --project p --content-type=resource",
    "gcloud asset list --project p --content-type RESOURCE",
    "aws elasticbeanstalk describe-configuration-settings --application-name a", "aws ec2 describe-instance-attribute --instance-id i --attribute userData",
    "az vm delete -g rg -n vm --yes",
    "az vm list --ids a b",
    "az vm run-command invoke -g rg -n vm --command-id RunShellScript --scripts ls",
    "az account get-access-token --query accessToken -o tsv",
    "az acr login -n r --expose-token",
    "az acr build -r r .",
    "az acr build list",
    "az acr run -r r list",
    "az acr pack build -r r list",
    "az aks get-credentials -g rg -n c",
    "az storage blob download -c c -n b -f out",
    "az storage blob generate-sas -c c -n b --account-name a",
    "az storage account keys list -n a",
    "az storage account show-connection-string -n a",
    "az keyvault secret show --vault-name v -n s",
    "az keyvault secret download --vault-name v -n s -f out",
    "az keyvault secret show-deleted --vault-name v -n s",
    "az containerapp secret show -n a -g rg --secret-name s",
    "az containerapp secret list -n a -g rg --show-values",
    "az webapp config appsettings list -n a -g rg",
    "az webapp config connection-string list -n a -g rg",
    "az webapp auth show -n a -g rg",
    "az webapp log download -n a -g rg",
    "az cosmosdb keys list -n a -g rg",
    "az cosmosdb list-connection-strings -n a -g rg",
    "az eventgrid topic key list -n t -g rg",
    "az acr credential show -n r",
    "az ad app credential list --id x",
    "az config set core.output=json",
    "az config unset core.output",
    "az login",
    "az rest --url https://management.azure.com/x",
    "az rest --method get --url x",
    "az group wait --created -n g",
    "az vm list --unknown delete",
    "az vm --foo list",
    "az --subscription s vm delete list",
    "az vm open-port -g rg -n v --port 80",
    "az devops configure --defaults project=x",
    "az extension add -n x",
    "az interactive",
    "gcloud auth print-access-token",
    "gcloud auth application-default print-access-token",
    "gcloud auth login",
    "gcloud config config-helper --format json",
    "gcloud config set project p",
    "gcloud secrets versions access latest --secret s",
    "gcloud container clusters get-credentials c",
    "gcloud compute ssh vm",
    "gcloud compute instances delete list",
    "gcloud compute instances add-tags list --tags x",
    "gcloud run deploy list --image x",
    "gcloud run services update list",
    "gcloud sql export sql i gs://b/x",
    "gcloud services api-keys get-key-string k",
    "gcloud redis instances get-auth-string i --region r",
    "gcloud iam service-accounts keys create k.json --iam-account x",
    "gcloud compute instances list --flags-file f.yaml",
    "gcloud compute instances list --log-http",
    "gcloud --flags-file f.yaml compute instances list",
    "gcloud storage cp gs://a gs://b",
    "gcloud storage sign-url gs://b/o",
    "gcloud kms decrypt --key k",
    "gcloud dataflow sql query \"select 1\"",
    "gcloud asset query --statement x",
    "gcloud pubsub subscriptions pull s",
    "gcloud functions call f",
    "gcloud app browse",
    "gcloud deploy releases create r",
    "gcloud builds submit",
    "gcloud iap oauth-clients describe x",
    "gcloud compute --unknown x instances list",
    "gcloud compute instances list --unknown-valued delete",
    "auth0 apps show abc --reveal-secrets",
    "auth0 apps show abc -r",
    "auth0 apps list -r --json",
    "auth0 apps create",
    "auth0 apps delete abc --force",
    "auth0 apps --force show delete",
    "auth0 test token",
    "auth0 api stats/daily",
    "auth0 api post clients",
    "auth0 api get clients", "auth0 api get connections", "auth0 api get emails/provider",
    "gcloud config list", "gcloud config get proxy/password", "gcloud info", "gcloud config configurations describe default",
    "az network vpn-connection shared-key show --ids x", "az webapp deployment container show-cd-url -g rg -n app",
    "auth0 api get clients --data '{}'",
    "auth0 api get clients -d '{}'",
    "auth0 api clients",
    "auth0 tenants use x",
    "auth0 login",
    "auth0 apps open abc",
    "auth0 qs download abc",
    "auth0 terraform generate",
    "auth0 ul customize",
    "auth0 users import -c x",
    "auth0 apps show --name x abc",
    "auth0 logs streams show ls_1",
    "auth0 email provider show",
    "azd up",
    "azd env get-values",
    "azd auth token",
    "azd deploy",
    "azd env --cwd list new",
  ],
};
