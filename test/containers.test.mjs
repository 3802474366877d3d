// A container made here (docker/podman/nerdctl run and create, compose run: wasm/shell/
// launch.ts containerRunAt, wasm/shell/container.ts) runs its command on the host's files
// only through its mounts: a path at or below a bind mount's target is the host's source
// (`-v "$PWD":/w … rm -rf /w` deletes the project), one outside every mount the container's
// own (`rm -rf /etc` there is nothing of the host's), one above a mount or in a container
// whose mounts are not known here unknown. Through real builds of destructive, git-local
// and readonly; the hook's cwd is /w/p.

import { test } from "uvu";
import * as assert from "uvu/assert";
import { bashCall, reused } from "./helpers/built.mjs";

const [guard, git, ro] = await reused("rules/destructive.ts", "rules/git-local.ts", "rules/readonly.ts");
const tier = (c, command) => c.classify(bashCall(command)).tier;

// [command, destructive's tier]
const GUARD = [
  // a bind mount's paths are the host's: what the container's command does to them
  ["docker run --rm -v \"$PWD\":/w alpine rm -rf /w", "deny"],
  ["docker run --rm -v .:/w alpine rm -rf /w", "deny"],
  ["docker run --rm --volume=$PWD:/w alpine rm -rf /w/", "deny"],
  ["docker run --rm -v \"${PWD}/src\":/w:ro alpine rm -rf /w", "deny"],     // (read-only: read as writable)
  ["docker run --rm --mount type=bind,source=$PWD,target=/w alpine rm -rf /w", "deny"],
  ["docker run --rm --mount type=bind,src=.,dst=/w,readonly alpine rm -rf /w", "deny"],
  ["docker run --rm -v /w/p:/src -w /src alpine rm -rf .", "deny"],         // (-w under a mount: the host's directory)
  ["docker run --rm -v $PWD:/w alpine sh -c 'cd /w && rm -rf .'", "deny"],  // (the container's shell, its cd)
  ["docker run --rm -v $PWD:/w alpine sh -c 'cd /w/.. && rm -rf w'", "deny"],
  ["docker run --rm -v $PWD:/w alpine sh -c 'D=/w; rm -rf $D'", "deny"],
  ["docker run --rm --entrypoint rm -v $PWD:/w alpine -rf /w", "deny"],     // (--entrypoint, then CMD's words)
  ["docker run --rm --entrypoint= -v $PWD:/w alpine rm -rf /w", "deny"],
  ["docker run --rm -v ~:/h alpine rm -rf /h", "deny"],
  ["docker run --rm -v \"$PWD\":/w -v /w/node_modules alpine rm -rf /w", "deny"], // (the project, but its volume)
  ["docker run --rm -v $HOME:/h alpine rm -rf /h/.ssh", "deny"],
  ["docker run --rm -v ~/.ssh:/k alpine sh -c 'rm -rf /k'", "deny"],
  ["docker run --rm -v /:/host alpine rm -rf /host/etc", "deny"],
  ["echo 'rm -rf /w' | docker run --rm -i -v $PWD:/w alpine sh", "deny"],  // (-i: this stdin is the command's)
  ["docker run -i -v $PWD:/w alpine sh <<< 'rm -rf /w'", "deny"],
  ["docker run -i -v $PWD:/w alpine sh <<'EOF'\nrm -rf /w\nEOF", "deny"],    // (a heredoc, read after its line)
  ["echo /w | docker run -i -v $PWD:/w alpine xargs rm -rf", "deny"],        // (words fed from here, read there)
  // a file written on one side and run on the other, through the mount
  ["docker run -v $PWD:/w alpine sh -c 'echo \"rm -rf ~\" > /w/x.sh'; bash x.sh", "deny"],
  ["echo 'rm -rf /w' > x.sh; docker run -v $PWD:/w alpine sh /w/x.sh", "deny"],
  ["echo 'rm -rf /w' > x.sh; docker run -v $PWD:/w -w /w alpine sh x.sh", "deny"],
  ["docker run -v $PWD:/w alpine sh -c 'echo \"rm -rf /w\" > /w/x.sh; sh /w/x.sh'", "deny"],
  ["podman run --rm -v .:/src:Z fedora rm -rf /src", "deny"],
  ["podman run --rm --rootfs ./root rm -rf /", "deny"],                    // (--rootfs: the image is a host directory)
  ["nerdctl run --rm -v $PWD:/w alpine rm -rf /w", "deny"],
  ["docker container run --rm -v $PWD:/w alpine rm -rf /w", "deny"],
  ["docker create --name x -v $PWD:/w alpine rm -rf /w", "deny"],         // (it runs at `docker start x`)
  ["docker -H unix:///x.sock run -v $PWD:/w alpine rm -rf /w", "deny"],
  ["docker run -itv \"$PWD\":/w alpine rm -rf /w", "deny"],                 // (a bundle of short options)
  ["docker run -v=\"$PWD\":/w alpine rm -rf /w", "deny"],                   // (pflag: `-v=VALUE` is VALUE)
  ["docker run -v src/data:/w alpine rm -rf /w", "deny"],                   // (a relative source with a `/`)
  ["docker run -v \"$PWD\":/w alpine rm -rf /w/../w", "deny"],
  ["docker run -v $PWD:/w alpine find /w -name x -exec rm -rf {} +", "deny"],
  ["sudo docker run -v $PWD:/w alpine rm -rf /w", "deny"],
  // the container's own paths, named volumes, tmpfs: nothing of the host's
  ["docker run --rm alpine rm -rf /etc", "silent"],
  ["docker run --rm -v $PWD:/w alpine rm -rf /etc", "silent"],
  ["docker run --rm -v data:/w alpine rm -rf /w", "silent"],
  ["docker run --rm -v /w alpine rm -rf /w", "silent"],                    // (an anonymous volume)
  ["docker run --rm --mount type=volume,src=data,dst=/w alpine rm -rf /w", "silent"],
  ["docker run --rm --mount type=tmpfs,dst=/w alpine rm -rf /w", "silent"],
  ["docker run --rm -v /tmp/x:/w img rm -rf /w", "silent"],               // (the host's temporary directory)
  ["docker run --rm -v $PWD:/w -v /tmp/o:/w/out alpine rm -rf /w/out", "silent"], // (the deeper mount)
  ["docker run --rm -v \"$PWD\":/w -v /w/node_modules alpine rm -rf /w/node_modules", "silent"], // (a volume over the bind)
  ["docker run --rm -v \"$PWD\":/w -v nm:/w/node_modules alpine rm -rf /w/node_modules/x", "silent"],
  ["docker run --rm -v \"$PWD\":/w --tmpfs /w/tmp alpine rm -rf /w/tmp", "silent"],
  ["docker run --rm -v data:/data -v \"$PWD\":/data/src alpine rm -rf /data/x", "silent"],
  ["echo 'rm -rf /w' | docker run --rm -v $PWD:/w alpine sh", "silent"],   // (without -i: no stdin there)
  ["docker run -i -v $PWD:/w alpine sh <<'EOF'\nrm -rf /etc\nEOF", "silent"],
  ["docker run --rm -v $PWD:/w img make > out.txt", "silent"],            // (docker's redirect: here)
  ["docker run --rm alpine sh -c 'echo \"rm -rf ~\" > /x.sh'; bash /x.sh", "silent"], // (the container's own /x.sh)
  ["echo \"rm -rf ~\" > /x.sh; docker run --rm -v $PWD:/w alpine sh /x.sh", "silent"],
  ["echo ls > x.sh; docker run --rm -v $PWD:/w alpine sh /w/x.sh", "silent"],
  // ordinary runs stay as they were
  ["docker run -v $PWD:/src img make", "silent"],
  ["docker run --rm -v \"$PWD\":/src -w /src node:20 npm test", "silent"],
  ["docker run --rm -v $PWD:/src -w /src golang go build ./...", "silent"],
  ["docker run --rm -v $PWD:/w alpine ls /w", "silent"],
  ["docker run --rm -it alpine sh", "silent"],
  ["docker run -d -p 80:80 --name web nginx", "silent"],
  ["docker compose run web npm test", "silent"],
  ["docker run --rm -v pgdata:/var/lib/postgresql/data -d postgres:16", "silent"], // (the image's command, a volume)
  ["docker run --rm -v \"$PWD/dist\":/usr/share/nginx/html:ro -p 8080:80 nginx", "silent"], // (… a read-only bind)
  ["docker run --rm --mount type=bind,src=./dist,dst=/srv,readonly nginx", "silent"],
  // what reaches the host is not known: asked
  ["docker run --rm -v $PWD:/w img", "ask"],                              // (the image's command)
  ["docker run --rm -v \"$PWD\":/src:rw img", "ask"],
  ["docker run --rm --mount type=bind,src=.,dst=/srv,readonly=false nginx", "ask"],
  ["docker run --rm -v \"$X\" img", "ask"],
  ["docker run --rm --volumes-from data img", "ask"],
  ["docker run --rm -v $PWD:/w alpine rm -rf /", "ask"],                  // (above the mount: it reaches it)
  ["docker run --rm -v $PWD:/w -v /tmp/o:/w/out alpine rm -rf /w", "ask"], // (two hosts' paths below it)
  ["docker run --rm -v data:/data -v \"$PWD\":/data/src alpine rm -rf /data", "ask"], // (a volume above a bind)
  ["docker run --rm -v \"$X\":/w alpine rm -rf /w", "ask"],
  ["docker run --rm -v \"$X\" alpine rm -rf /w", "ask"],                      // (a mount known only when it runs)
  ["docker run --rm --mount \"$M\" alpine rm -rf /w", "ask"],
  ["docker run --rm -v $PWD:/w alpine sh -c 'rm -rf ~'", "ask"],           // (the container's home)
  ["docker run --rm --volumes-from data alpine rm -rf /data", "ask"],
  ["docker run --rm --privileged alpine rm -rf /etc", "ask"],
  ["docker run --rm --cap-add SYS_ADMIN alpine rm -rf /etc", "ask"],
  ["docker compose run web rm -rf /app", "ask"],                           // (the compose file's mounts)
  ["docker run --rm -v /var/run/docker.sock:/var/run/docker.sock docker docker run -v /:/h alpine rm -rf /h", "ask"],
  ["docker run -v $PWD:/w alpine docker run -v /w:/x alpine rm -rf /x", "ask"], // (a container's own container)
  ["docker run -v $PWD:/w alpine sh -c 'docker run -v /w:/x alpine rm -rf /x'", "ask"],
];

// [command, git-local's tier]
const GIT = [
  ["docker run --rm -v $PWD:/w -w /w alpine git reset --hard", "deny"],
  ["docker run --rm -v $PWD:/w alpine sh -c 'echo x > /w/.git/HEAD'", "deny"],
  ["docker run --rm -v $PWD:/w alpine dd if=/dev/zero of=/w/.git/index", "deny"],
  ["docker run --rm alpine sh -c 'echo x > /w/.git/HEAD'", "silent"],
  ["docker run --rm -v $PWD:/w -w /w alpine git status", "context"],
];

for (const [command, want] of GUARD) test(`destructive: ${command}`, () => assert.is(tier(guard, command), want));
for (const [command, want] of GIT) test(`git-local: ${command}`, () => assert.is(tier(git, command), want));

// a container run is no read: readonly approves none, whatever it runs
for (const command of ["docker run --rm alpine ls /", "docker run --rm -v $PWD:/w alpine cat /w/README.md", "docker create alpine ls", "docker compose run web ls"]) {
  test(`readonly: ${command}`, () => assert.is.not(tier(ro, command), "allow"));
}

test.run();
