#!/usr/bin/env bash
# A typical hand-written bash+jq guard, in the style of the seeds' hooks, written only as
# the comparison point for `npm run bench`: jq pulls the command out of the payload, bash
# regexes decide. (What rulec replaces; not used by anything else.)
set -u
input=$(cat)
tool=$(printf '%s' "$input" | jq -r '.tool_name // empty')
[ "$tool" = "Bash" ] || exit 0
cmd=$(printf '%s' "$input" | jq -r '.tool_input.command // empty')
deny() {
  jq -n --arg r "$1" '{hookSpecificOutput:{hookEventName:"PreToolUse",permissionDecision:"deny",permissionDecisionReason:$r}}'
  exit 0
}
if [[ "$cmd" =~ (^|[;&|[:space:]])git[[:space:]]+(add|stage|update-index)([[:space:]]|$) ]]; then deny "use madt_stage"; fi
if [[ "$cmd" =~ (^|[;&|[:space:]])git[[:space:]]+rebase([[:space:]]|$) ]]; then deny "use madt_rebase"; fi
if [[ "$cmd" =~ (^|[;&|[:space:]])git[[:space:]]+(push|pull|fetch|clone|ls-remote)([[:space:]]|$) ]]; then deny "credential exposure"; fi
if [[ "$cmd" =~ (^|[;&|[:space:]])git[[:space:]]+status([[:space:]]|$) ]]; then
  jq -n '{hookSpecificOutput:{hookEventName:"PreToolUse",additionalContext:"madt_status"}}'
fi
exit 0
