// Inputs on which the shell model (wasm/shell.ts) disagrees with bash, and bash is right:
// [input, the commands bash runs as written (argv lists, in source order, those found
// through a wrapper or re-parse left out), note]. A null word is a non-literal one (an
// expansion): the model keeps its text and marks the command opaque.
//
// Each was found by test/differential.test.mjs (mvdan/sh as the oracle) or by probing
// next to it, and checked against bash 5.2 itself. test/differential.test.mjs checks every
// expectation here against the oracle; until a fix lands each input is also listed in
// test/differential-known.mjs.

export const REGRESSIONS = [
  // commands the model does not see (or sees under another name)
  ["time -p rm -rf x", [["rm", "-rf", "x"]],
    "`time -p`: -p is time's POSIX-format flag; the model skips only the `time` keyword and lists a command named `-p`, hiding rm"],
  ["(( $(rm -rf x) ))", [["rm", "-rf", "x"]],
    "$( ) inside an arithmetic command runs; skipArith does not parse it"],
  ["echo $(( $(rm -rf x) ))", [["echo", null], ["rm", "-rf", "x"]],
    "$( ) inside $(( )) runs; skipArith does not parse it"],
  ["for ((i=$(rm -rf x); i<1; i++)); do echo; done", [["rm", "-rf", "x"], ["echo"]],
    "$( ) inside a C-style for header runs; skipArith does not parse it"],
  ["for ((;;)) { rm -rf x; }", [["rm", "-rf", "x"]],
    "bash accepts `{ list; }` as the body of an arithmetic for; the model reads the body as header words"],
  ["x=${x:-'}'}; rm -rf x", [["rm", "-rf", "x"]],
    "quotes inside ${ } are not honoured: the `}` in '}' closes the expansion early, the next quote then swallows the rest of the line"],
  ["echo \"${x:-\"}\"}\"; rm -rf x", [["echo", null], ["rm", "-rf", "x"]],
    "same inside double quotes: \"}\" inside ${ } does not close it in bash"],
  ["a=($(rm -rf x))", [["rm", "-rf", "x"]],
    "array assignment: the text up to the matching ) is skipped unparsed, so its $( ) are lost"],
  ["declare -a y=($(rm -rf x))", [["declare", "-a", null], ["rm", "-rf", "x"]],
    "array assignment as a declaration argument: $( ) lost, and the word is not marked opaque"],
  ["echo ${x:-`rm -rf x`}", [["echo", null], ["rm", "-rf", "x"]],
    "backticks inside ${ } run; the ${ } scan only looks for $("],
  ["echo \"${x:-`rm -rf x`}\"", [["echo", null], ["rm", "-rf", "x"]],
    "backticks inside a quoted ${ } run"],
  ["{fd}>/dev/null rm -rf x", [["rm", "-rf", "x"]],
    "{name}> is a redirect that allocates a descriptor; the model takes `{fd}` for the command name, hiding rm"],
  ["coproc N { rm -rf x; }", [["rm", "-rf", "x"]],
    "coproc NAME compound: the model skips `coproc` and reads `N { rm -rf x` as one command named N"],
  ["cat <<EOF\r\nx\r\nEOF\r\nrm -rf x\n", [["cat"], ["rm", "-rf", "x"]],
    "CRLF text: a carriage return is part of a word to bash, so the delimiter is `EOF\\r` and the line `EOF\\r` ends the body; the model took `EOF` and read the rest as body. mvdan/sh gives no verdict: checked with bash 5.2"],
  ["cat <<E\rOF\nE\rOF\nrm -rf x\nE\n", [["cat"], ["rm", "-rf", "x"], ["E"]],
    "the same with a carriage return inside the delimiter word (`E\\rOF`); checked with bash 5.2"],

  // commands the model lists that bash does not run
  ["for i in do rm; do echo; done", [["echo"]],
    "`do` among the words of `for … in` is a word; the model ends the header there and lists `rm` as a command"],
  ["x=${x:-'$(rm -rf x)'}", [],
    "unquoted ${ }: single quotes inside it quote, so $(rm) is text (inside \"${ }\" they would not)"],
  ["f ( ) { a; }", [],
    "a function definition may have blanks between the parentheses (its body runs only where it is called); the model listed a command `f`"],
  ["[[ a &&\n b ]] && c", [["c"]],
    "[[ ]] may span lines after && / ||; the model stops at the newline (error) and lists `b ]]` as a command"],
  ["cat <<EOF\nx\\\nEOF\nrm -rf x\nEOF", [["cat"]],
    "in an unquoted heredoc a backslash-newline joins lines, so the first EOF is not the delimiter: checked with bash 5.2"],
  ["cat <<EOF\nx\nEO\\\nF\nrm -rf x\nEOF", [["cat"], ["rm", "-rf", "x"], ["EOF"]],
    "… and the logical line it joins is what bash compares with the delimiter: EO\\⏎F ends the body, and the lines after it run: checked with bash 5.2"],
  ["cat <<'EOF'\nx\nEO\\\nF\nrm -rf x\nEOF", [["cat"]],
    "a quoted delimiter's heredoc joins no lines: EO\\⏎F is body text"],
  ["x=$[ 1 + $(a) ]", [["a"]],
    "$[ ] is bash's old arithmetic expansion; the model ends the word at the blank and lists `1 + $(a) ]` as a command"],

  // words that differ
  ["echo $'\\q'", [["echo", "\\q"]],
    "$'…': an unknown escape keeps its backslash"],
  ["echo $'\\cA' $'\\c?'", [["echo", "\u0001", "\u007f"]],
    "$'…': \\cX is a control character (\\c? is DEL)"],
  ["echo $'a\\0b'", [["echo", "a"]],
    "$'…': a NUL ends the string (argv words are C strings)"],
  ["echo $'\\UFFFFFFFF'", [["echo", ""]],
    "$'…': a \\U code above 0x7FFFFFFF gives nothing in bash; the model's code overflows into two stray UTF-16 units"],
  ["echo a\\", [["echo", "a\\"]],
    "a backslash at the very end of the text is kept"],
  ["echo x<(true)", [["echo", null], ["true"]],
    "<( ) in the middle of a word is part of that word (x/dev/fd/63); the model splits it into two words"],
  ["echo $[1+2]", [["echo", null]],
    "$[ ] is an expansion (3); the model keeps `$[1+2]` as a literal word"],
  ["git status\r", [["git", "status\r"]],
    "bash keeps a carriage return in the word (CRLF text runs `status\\r`); the model takes CR for a blank. mvdan/sh does too, so the oracle gives no verdict: checked with bash 5.2. Perhaps deliberate (CRLF tolerance)"],
];
