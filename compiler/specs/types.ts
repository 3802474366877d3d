/** How an option takes a value: "flag" none; "value" a required value (the rest of a short bundle, `--opt=v`, or the next word); "optional" a value only when attached (`--color=always`, `-n5` style as the tool's docs say). */
export type Arity = "flag" | "value" | "optional";
/** One command's (or one git subcommand's) options, by every spelling: "-f", "--force", "--no-verify". */
export interface CommandSpec {
  options: Record<string, Arity>;
  /** long options accept any unambiguous prefix (getopt_long, git's parse-options) */
  abbrev: boolean;
  /** a first word without a dash is a bundle of short options whose values are the next words, in order (tar's traditional `tar xzf ARCHIVE`) */
  oldStyle?: boolean;
  /** short options that are another name of a long one (git's `-n, --dry-run`): short → long */
  aliases?: Record<string, string>;
  /**
   * Environment variables that are another spelling of one of its valued options, as its
   * documentation says (`AWS_PROFILE` is `--profile`): NAME → the option. An assignment
   * of one just before the command (`AWS_PROFILE=prod aws s3 ls`) is read as that option
   * put first among its words (`aws --profile prod s3 ls`), where the tool reads its
   * global options; any other assignment is an environment the model cannot follow.
   */
  env?: Record<string, string>;
}
