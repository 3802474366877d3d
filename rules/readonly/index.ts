// The readonly families, in the order their rules are listed.

import type { Family } from "./family.ts";
import { unix } from "./unix.ts";
import { system } from "./system.ts";
import { macos } from "./macos.ts";
import { vcs } from "./vcs.ts";
import { infra } from "./infra.ts";
import { cloud } from "./cloud.ts";
import { containers } from "./containers.ts";
import { packages } from "./packages.ts";
import { data } from "./data.ts";

export type { Family } from "./family.ts";
export const FAMILIES: Family[] = [unix, system, macos, vcs, infra, cloud, containers, packages, data];
