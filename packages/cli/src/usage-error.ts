/** A command line the CLI cannot run: reported with the usage and exit code 2. */
export class UsageError extends Error {
  readonly code = 'ERR_PARSE_ARGS_USAGE';
}
