// Option grammars of the container and cluster CLIs: docker (and the docker-compose
// standalone binary), podman (and podman-compose), kubectl, helm, prometheus and promtool.
//
// Sources: the Docker CLI reference (docs.docker.com/reference/cli/docker/, `docker
// --help`, the `docker compose` and `docker buildx` references), podman(1) and the
// podman-*(1) man pages, the kubectl reference (kubernetes.io/docs/reference/kubectl/,
// `kubectl options`), the Helm command reference (helm.sh/docs/helm/), and the
// Prometheus `prometheus --help` / `promtool --help-long` output.
//
// A spec is the union of the global options and the options of the subcommands the
// readonly family approves (an option it lacks makes knownOptions() fail, which approves
// nothing). The global options (those that may stand before the subcommand word) are
// exact: a wrong arity there would shift which word is read as the subcommand. Where a
// short option is a flag in one subcommand and takes a value in another, the reading that
// the global grammar (or the majority) gives is kept, and a comment says why it is safe.
//
// docker, podman, kubectl, helm are Go/cobra programs and prometheus/promtool use kingpin:
// none accepts abbreviated long options (abbrev: false). docker-compose v1 (docopt) and
// podman-compose (Python argparse) do accept unambiguous prefixes (abbrev: true).

import type { Arity, CommandSpec } from "./types.ts";

const f = "flag" as const;
const v = "value" as const;
const o = "optional" as const;

/** `docker` (and cli plugins compose/buildx): global options, then subcommands'. */
const DOCKER_GLOBAL: Record<string, Arity> = {
  "--config": v,
  "-c": v, "--context": v,
  "-D": f, "--debug": f,
  // -H is the global --host (a value); `docker history -H` (--human, a flag) only follows
  // the subcommand word, so reading it as valued there shifts nothing the rules look at.
  "-H": v, "--host": v,
  "-l": v, "--log-level": v,
  "--tls": f, "--tlscacert": v, "--tlscert": v, "--tlskey": v, "--tlsverify": f,
  "-v": f, "--version": f,
  "-h": f, "--help": f,
};

/** Options of docker's read subcommands (ps, images, inspect, logs, events, …). */
const DOCKER_READS: Record<string, Arity> = {
  "-a": f, "--all": f,
  // -f is --filter/--format (a value) almost everywhere; in `logs` and `compose logs` it is
  // --follow (a flag). Reading it as valued there can only hide a container or service
  // name, never the subcommand words, which precede it.
  "-f": v, "--filter": v, "--format": v,
  "--follow": f,
  "-n": v, "--last": v, "--tail": v,
  "--latest": f,
  "--no-trunc": f,
  "-q": f, "--quiet": f,
  "-s": f, "--size": f,
  "--digests": f, "--tree": f,
  "--type": v,
  "--platform": v,
  "--verbose": f,
  "--details": f, "--since": v, "--until": v, "-t": f, "--timestamps": f,
  "--no-stream": f,
  "--human": f,
  "--limit": v,
  "--pretty": f,
  "--no-resolve": f, "--no-task-ids": f, "--raw": f,
  "--cluster": f,
  "--insecure": f,
  "-o": v, "--output": v,
  // compose (global options of the plugin, then its read subcommands)
  "--all-resources": f, "--ansi": v, "--compatibility": f, "--dry-run": f,
  "--env-file": v, "--file": v, "--parallel": v, "--profile": v, "--progress": v,
  "--project-directory": v, "-p": v, "--project-name": v,
  "--orphans": f, "--services": f, "--status": v,
  "--index": v, "--no-color": f, "--no-log-prefix": f,
  "--environment": f, "--hash": v, "--images": f, "--no-consistency": f,
  "--no-interpolate": f, "--no-normalize": f, "--no-path-resolution": f, "--profiles": f,
  "--resolve-image-digests": f, "--variables": f, "--volumes": f, "--networks": f,
  "--lock-image-digests": f, "--models": f,
  "--short": f, "--protocol": v, "--json": f,
  // buildx
  "--builder": v, "--bootstrap": f,
  // exec (docker-exec(1): its options stop at the container's name)
  "-d": f, "--detach": f, "--detach-keys": v, "-e": v, "--env": v, "-i": f, "--interactive": f,
  "--privileged": f, "--tty": f, "-u": v, "--user": v, "-w": v, "--workdir": v,
};

const PODMAN_GLOBAL: Record<string, Arity> = {
  "--cdi-spec-dir": v, "--cgroup-manager": v, "--config": v, "--conmon": v,
  "-c": v, "--connection": v, "--db-backend": v, "--events-backend": v, "--hooks-dir": v,
  "--identity": v, "--imagestore": v, "--log-level": v, "--module": v,
  "--network-cmd-path": v, "--network-config-dir": v, "--out": v, "--noout": f,
  "-r": f, "--remote": f, "--root": v, "--runroot": v, "--runtime": v, "--runtime-flag": v,
  "--ssh": v, "--storage-driver": v, "--storage-opt": v, "--syslog": f, "--tmpdir": v,
  "--transient-store": f, "--url": v, "--volumepath": v,
  "-v": f, "--version": f, "-h": f, "--help": f,
};

/** podman's read subcommands' own options, beyond docker's. */
const PODMAN_READS: Record<string, Arity> = {
  "--external": f, "--ns": f, "--pod": f, "--sort": v, "-w": v, "--watch": v,
  "--noheading": f, "--history": f, "--names": f, "--color": f,
  "-l": f, "--latest": f,
  "--showsecret": f,
  // exec (podman-exec(1)); its -w is --workdir there, a value as --watch's
  "--preserve-fds": v, "--preserve-fd": v,
};

/** compose's own options as the standalone docker-compose / podman-compose take them. */
const COMPOSE_STANDALONE: Record<string, Arity> = {
  "-f": v, "--file": v, "-p": v, "--project-name": v, "--project-directory": v,
  "--env-file": v, "--profile": v, "--ansi": v, "--progress": v, "--parallel": v,
  "--compatibility": f, "--all-resources": f, "--dry-run": f,
  "--verbose": f, "--log-level": v, "--no-ansi": f, "-H": v, "--host": v,
  "--tls": f, "--tlscacert": v, "--tlscert": v, "--tlskey": v, "--tlsverify": f,
  "--skip-hostname-check": f,
  "-v": f, "--version": f, "-h": f, "--help": f,
  // podman-compose
  "--podman-path": v, "--podman-args": v, "--podman-pull-args": v, "--podman-push-args": v,
  "--podman-build-args": v, "--podman-inspect-args": v, "--podman-run-args": v,
  "--podman-start-args": v, "--podman-stop-args": v, "--podman-rm-args": v,
  "--podman-volume-args": v, "--no-pod": f, "--pod-args": v, "--in-pod": v,
  "--no-normalize": f, "--dry-run-v": f, "--x-podman-default-net-name": v,
  // read subcommands
  "-a": f, "--all": f, "-q": f, "--quiet": f, "--services": f, "--filter": v, "--format": v,
  "--status": v, "--orphans": f, "--no-trunc": f,
  "--follow": f, "-t": f, "--timestamps": f, "--tail": v, "-n": v, "--since": v, "--until": v,
  "--no-color": f, "--no-log-prefix": f, "--index": v, "--names": f, "--latest": f, "-l": f,
  "--resolve-image-digests": f, "--no-interpolate": f, "--volumes": f, "--hash": v,
  "--images": f, "--environment": f, "--variables": f, "--networks": f, "--profiles": f,
  "--no-consistency": f, "-o": v, "--output": v,
  "--protocol": v, "--short": f, "--json": f,
};

const KUBECTL: Record<string, Arity> = {
  // global options (`kubectl options`), klog's included
  "--as": v, "--as-group": v, "--as-uid": v, "--as-user-extra": v, "--cache-dir": v,
  "--default-not-ready-toleration-seconds": v, "--default-unreachable-toleration-seconds": v,
  // the hidden `--version[=raw]` of Kubernetes' components (component-base verflag)
  "--version": o,
  "--certificate-authority": v, "--client-certificate": v, "--client-key": v,
  "--cluster": v, "--context": v, "--disable-compression": f,
  "--insecure-skip-tls-verify": f, "--kubeconfig": v, "--kuberc": v,
  "--log-flush-frequency": v, "--match-server-version": f,
  "-n": v, "--namespace": v, "--password": v, "--profile": v, "--profile-output": v,
  "--request-timeout": v, "-s": v, "--server": v, "--tls-server-name": v, "--token": v,
  "--user": v, "--username": v, "-v": v, "--v": v, "--vmodule": v, "--warnings-as-errors": f,
  "--add-dir-header": f, "--alsologtostderr": f, "--log-backtrace-at": v, "--log-dir": v,
  "--log-file": v, "--log-file-max-size": v, "--logtostderr": f, "--one-output": f,
  "--skip-headers": f, "--skip-log-headers": f, "--stderrthreshold": v,
  "-h": f, "--help": f,
  // get, describe, events, wait, rollout, top, explain, api-resources, cluster-info,
  // config view/get-*, auth can-i/whoami, logs, kustomize, plugin list, version
  "-A": f, "--all-namespaces": f, "--allow-missing-template-keys": f, "--chunk-size": v,
  "--field-selector": v,
  // -f is --filename (a value) except in `logs`, where it is --follow: a flag after the
  // subcommand word, so reading it as valued can only hide a pod name.
  "-f": v, "--filename": v, "--ignore-not-found": f, "-k": v, "--kustomize": v,
  "-L": v, "--label-columns": v, "--no-headers": f, "-o": v, "--output": v,
  "--output-watch-events": f, "--raw": v, "-R": f, "--recursive": f, "-l": v, "--selector": v,
  "--server-print": f, "--show-kind": f, "--show-labels": f, "--show-managed-fields": f,
  "--sort-by": v, "--subresource": v, "--template": v, "-w": f, "--watch": f,
  "--watch-only": f, "--show-events": f,
  "--all-containers": f, "--all-pods": f, "-c": v, "--container": v, "--follow": f,
  "--ignore-errors": f, "--insecure-skip-tls-verify-backend": f, "--limit-bytes": v,
  "--max-log-requests": v, "--pod-running-timeout": v, "--prefix": f, "-p": f,
  "--previous": f, "--since": v, "--since-time": v, "--tail": v, "--timestamps": f,
  "--api-version": v,
  "--containers": f, "--use-protocol-buffers": f, "--show-capacity": f, "--sum": f,
  "--client": f, "--short": f,
  "--api-group": v, "--cached": f, "--categories": v, "--namespaced": o, "--verbs": v,
  "--namespaces": v, "--output-directory": v,
  "--flatten": f, "--merge": o, "--minify": f,
  "--list": f, "-q": f, "--quiet": f,
  "--all": f, "--for": v, "--local": f, "--timeout": v,
  "--revision": v, "--types": v,
  "--as-current-user": f, "--enable-alpha-plugins": f, "--enable-exec": f, "--enable-helm": f,
  "-e": v, "--env": v, "--helm-api-versions": v, "--helm-command": v,
  "--helm-kube-version": v, "--load-restrictor": v, "--mount": v, "--network": f,
  "--network-name": v, "--reorder": v,
  "--name-only": f,
  // exec (kubectl-exec(1); -c/--container, -f/--filename, --pod-running-timeout and -q above)
  "-i": f, "--stdin": f, "-t": f, "--tty": f,
};

const HELM: Record<string, Arity> = {
  // global options (`helm --help`, v3 and v4)
  "--burst-limit": v, "--debug": f, "--kube-apiserver": v, "--kube-as-group": v,
  "--kube-as-user": v, "--kube-ca-file": v, "--kube-context": v,
  "--kube-insecure-skip-tls-verify": f, "--kube-tls-server-name": v, "--kube-token": v,
  "--kubeconfig": v, "-n": v, "--namespace": v, "--qps": v, "--registry-config": v,
  "--repository-cache": v, "--repository-config": v, "--content-cache": v,
  "--color": v, "--colour": v,
  "-h": f, "--help": f,
  // list, status, history, get, show, search, repo list, dependency list, plugin list,
  // version, verify, lint, template and install/upgrade/uninstall/rollback --dry-run
  "-a": f, "--all": f, "-A": f, "--all-namespaces": f, "-d": f, "--date": f,
  "--deployed": f, "--failed": f, "-f": v, "--filter": v, "-m": v, "--max": v,
  "--no-headers": f, "--offset": v, "-o": v, "--output": v, "--pending": f, "-r": f,
  "--reverse": f, "-l": f, "--selector": v, "-q": f, "--short": f, "--superseded": f,
  "--time-format": v, "--uninstalled": f, "--uninstalling": f,
  "--revision": v, "--show-desc": f, "--show-resources": f, "--template": v,
  "--ca-file": v, "--cert-file": v, "--devel": f, "--insecure-skip-tls-verify": f,
  "--jsonpath": v, "--key-file": v, "--keyring": v, "--pass-credentials": f,
  "--password": v, "--plain-http": f, "--repo": v, "--username": v, "--verify": f,
  "--version": v,
  "--fail-on-no-result": f, "--max-col-width": v, "--regexp": f, "--versions": f,
  "--endpoint": v, "--list-repo-url": f,
  "--type": v,
  "--quiet": f, "--strict": f, "--with-subcharts": f, "--kube-version": v,
  "--set": v, "--set-file": v, "--set-json": v, "--set-literal": v, "--set-string": v,
  "--values": v,
  "--api-versions": v, "--include-crds": f, "--is-upgrade": f, "--output-dir": v,
  "--release-name": f, "-s": v, "--show-only": v, "--skip-tests": f, "--validate": f,
  "--atomic": f, "--create-namespace": f, "--dependency-update": f, "--description": v,
  "--disable-openapi-validation": f, "--dry-run": o, "--enable-dns": f, "--force": f,
  "-g": f, "--generate-name": f, "--hide-notes": f, "--labels": v, "--name-template": v,
  "--no-hooks": f, "--post-renderer": v, "--post-renderer-args": v,
  "--render-subchart-notes": f, "--replace": f, "--skip-crds": f,
  "--skip-schema-validation": f, "--timeout": v, "--wait": o, "--wait-for-jobs": f,
  "--take-ownership": f, "--rollback-on-failure": f, "--server-side": o,
  "--force-conflicts": f, "--force-replace": f, "--hide-secret": f,
  "-i": f, "--install": f, "--reset-values": f, "--reuse-values": f,
  "--reset-then-reuse-values": f, "--history-max": v, "--cleanup-on-fail": f,
  "--cascade": v, "--keep-history": f, "--ignore-not-found": f, "--recreate-pods": f,
  "--app-version": v,
};

/** kingpin flags of the Prometheus server that only print (the rest start it). */
const PROMETHEUS: Record<string, Arity> = {
  "-h": f, "--help": f, "--help-long": f, "--help-man": f, "--version": f,
};

const PROMTOOL: Record<string, Arity> = {
  "-h": f, "--help": f, "--help-long": f, "--help-man": f, "--version": f,
  "--experimental": f, "--enable-feature": v,
  // check config / rules / web-config / metrics / healthy / ready / service-discovery
  "--syntax-only": f, "--lint": v, "--lint-fatal": f, "--agent": f,
  "--ignore-unknown-fields": f, "--extended": f, "--query.lookback-delta": v,
  "--http.config.file": v, "--url": v, "--timeout": v,
  // query instant/range/series/labels/analyze
  "-o": v, "--format": v, "--time": v, "--start": v, "--end": v, "--step": v,
  "--header": v, "--match": v, "--server": v, "--type": v, "--duration": v, "--limit": v,
  // test rules
  "--run": v, "--debug": f, "--diff": f, "--junit": v,
};

export const CONTAINERS: Record<string, CommandSpec> = {
  // (docker's CLI reference, "Environment variables"; podman(1) "Environment Variables";
  // helm's `helm --help`, "Environment variables"; kubectl's --kubeconfig)
  docker: { abbrev: false, options: { ...DOCKER_READS, ...DOCKER_GLOBAL }, env: { DOCKER_HOST: "--host", DOCKER_CONTEXT: "--context", DOCKER_CONFIG: "--config" } },
  podman: { abbrev: false, options: { ...DOCKER_READS, ...PODMAN_READS, ...PODMAN_GLOBAL }, env: { CONTAINER_HOST: "--url", CONTAINER_CONNECTION: "--connection" } },
  "docker-compose": { abbrev: true, options: COMPOSE_STANDALONE },
  "podman-compose": { abbrev: true, options: COMPOSE_STANDALONE },
  kubectl: { abbrev: false, options: KUBECTL, env: { KUBECONFIG: "--kubeconfig" } },
  helm: {
    abbrev: false, options: HELM,
    env: {
      HELM_NAMESPACE: "--namespace", HELM_KUBECONTEXT: "--kube-context", KUBECONFIG: "--kubeconfig", HELM_KUBETOKEN: "--kube-token",
      HELM_KUBEAPISERVER: "--kube-apiserver", HELM_KUBEASUSER: "--kube-as-user", HELM_KUBECAFILE: "--kube-ca-file",
      HELM_REGISTRY_CONFIG: "--registry-config", HELM_REPOSITORY_CONFIG: "--repository-config", HELM_REPOSITORY_CACHE: "--repository-cache",
    },
  },
  prometheus: { abbrev: false, options: PROMETHEUS },
  promtool: { abbrev: false, options: PROMTOOL },
};
