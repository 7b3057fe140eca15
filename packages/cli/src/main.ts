/**
 * logo-dna: command dispatch and usage. Each command's module is loaded only when that command runs, so `help`
 * and a mistyped command load no engine.
 */

export const USAGE = `Usage:
  logo-dna generate --name NAME --industry TEXT --one-liner TEXT [--tagline TEXT] [--colors LIST]
                    [--competitors TEXT] --designer ID|all [--seed N] [--variant N] [--zip] --out DIR
                    (--zip also writes {name}-brand-kit.zip)
  logo-dna sheet    [--names "A,B,C"] [--industry TEXT | --industries "X,Y,Z"] --out FILE.png   contact sheet of all designers
  logo-dna serve    start the Logo DNA server (configured by environment variables)
  logo-dna help`;

/** Runs one command; returns the process exit code (0 ok, 1 runtime error, 2 usage error). */
export async function runCli(argv: readonly string[], log: (line: string) => void = console.log): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === 'generate') return await (await import('./generate')).runGenerate(rest, log);
    if (command === 'sheet') return await (await import('./sheet')).runSheet(rest, log);
    // The server is loaded only for this command.
    if (command === 'serve') return await (await import('./serve')).runServe();
    if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
      log(USAGE);
      return command === undefined ? 2 : 0;
    }
    log(`Unknown command "${command}".\n${USAGE}`);
    return 2;
  } catch (error) {
    const usage = error instanceof Error && (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    log(`logo-dna: ${error instanceof Error ? error.message : String(error)}`);
    return usage ? 2 : 1;
  }
}
