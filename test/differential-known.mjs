// Known divergences of the shell model (wasm/shell.ts) from bash, as the oracle in
// test/helpers/oracle.mjs sees them: [input, reason]. test/differential.test.mjs fails on
// a divergence not listed here and on a listed input that no longer diverges, so this
// table is the truth in both directions: when a fix lands, its entry goes (the input
// stays in test/shell-regressions.mjs).
//
// "BUG:" entries are real bugs; their expected commands are in test/shell-regressions.mjs.
// The others are deliberate choices of the model.

export const KNOWN = [
  // ── deliberate ──
  // nesting is bounded (MAX_DEPTH = 48); past it the result is marked overflow, which the
  // engine turns into the rule set's failure verdict
  ["$(".repeat(49) + "a" + ")".repeat(49), "deliberate: $( ) nested past MAX_DEPTH (48) is an overflow"],
  ["( ".repeat(49) + "a" + " )".repeat(49), "deliberate: subshells nested past MAX_DEPTH (48) are an overflow"],

  // ── commands the model does not see, or sees under another name ──
  ["time -p rm -rf x", "BUG: `time -p` lists a command named `-p`"],
  ["(( $(rm -rf x) ))", "BUG: $( ) inside (( )) not parsed"],
  ["echo $(( $(rm -rf x) ))", "BUG: $( ) inside $(( )) not parsed"],
  ["for ((i=$(rm -rf x); i<1; i++)); do echo; done", "BUG: $( ) inside for (( )) not parsed"],
  ["for ((;;)) { rm -rf x; }", "BUG: `{ }` body of an arithmetic for read as header words"],
  ["x=${x:-'}'}; rm -rf x", "BUG: quotes inside ${ } not honoured; the rest of the line is swallowed"],
  ["echo \"${x:-\"}\"}\"; rm -rf x", "BUG: quotes inside a quoted ${ } not honoured"],
  ["a=($(rm -rf x))", "BUG: array assignment skipped unparsed, its $( ) lost"],
  ["declare -a y=($(rm -rf x))", "BUG: array assignment argument skipped unparsed, its $( ) lost"],
  ["echo ${x:-`rm -rf x`}", "BUG: backticks inside ${ } not parsed"],
  ["echo \"${x:-`rm -rf x`}\"", "BUG: backticks inside a quoted ${ } not parsed"],
  ["{fd}>/dev/null rm -rf x", "BUG: {name}> redirect taken for the command name"],
  ["coproc N { rm -rf x; }", "BUG: coproc NAME { } read as one command named N"],

  // ── commands the model lists that bash does not run ──
  ["for i in do rm; do echo; done", "BUG: `do` as a for-in word ends the header early"],
  ["x=${x:-'$(rm -rf x)'}", "BUG: $( ) in single quotes inside an unquoted ${ } taken for a command"],
  ["f ( ) { a; }", "BUG: `f ( )` with a blank inside the parentheses not taken for a function definition"],
  ["[[ a &&\n b ]] && c", "BUG: [[ ]] spanning lines stops at the newline"],
  ["cat <<EOF\nx\\\nEOF\nrm -rf x\nEOF", "BUG: backslash-newline in an unquoted heredoc does not join lines"],
  ["x=$[ 1 + $(a) ]", "BUG: $[ ] ends at the first blank, the rest taken for a command"],

  // ── words that differ ──
  ["echo $'\\q'", "BUG: $'…' drops the backslash of an unknown escape"],
  ["echo $'\\cA' $'\\c?'", "BUG: $'…' \\cX control characters not decoded"],
  ["echo $'a\\0b'", "BUG: $'…' keeps text after a NUL"],
  ["echo $'\\UFFFFFFFF'", "BUG: $'…' \\U above 0x7FFFFFFF overflows"],
  ["echo a\\", "BUG: a backslash at the very end is dropped"],
  ["echo x<(true)", "BUG: <( ) inside a word splits the word"],
  ["echo $[1+2]", "BUG: $[ ] kept as a literal word"],
];
