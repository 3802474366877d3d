// recommended: the two halves of what people use hooks for, in one classifier — the
// `destructive` guard (deny what loses work or data) and the `readonly` approver (allow what
// provably only reads, so the user is asked less). One precedence across both: a deny or
// an ask from destructive beats readonly's allow, and a call is approved only when every
// action in it only reads. This is what `rulec init --recommended` installs.

import { ruleset } from "rulec";
import destructive from "./destructive.ts";
import readonly from "./readonly.ts";

export default ruleset({
  name: "recommended",
  description: "destructive (deny what loses work) + readonly (approve what only reads)",
  include: [destructive, readonly],
});
