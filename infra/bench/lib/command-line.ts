import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';

/**
 * A tool's command line, the same way for every bench and drill: a wrong option is said with the
 * usage and exits 2 before anything starts; --help (-h) prints the usage and exits 0.
 */
export function commandLine(name: string, usage: string) {
  /** A wrong argument: said with the usage, exit 2. */
  const usageError = (message: string): never => {
    process.stderr.write(`${name}: ${message}\n${usage}`);
    process.exit(2);
  };
  return {
    usageError,
    /** The options' values (help handled here). */
    parse<const O extends ParseArgsOptionsConfig>(options: O) {
      let parsed;
      try {
        parsed = parseArgs({ options: { ...options, help: { type: 'boolean', short: 'h', default: false } } });
      } catch (err) {
        return usageError(err instanceof Error ? err.message : String(err));
      }
      if ((parsed.values as { help?: boolean }).help) {
        process.stdout.write(usage);
        process.exit(0);
      }
      return parsed.values;
    },
  };
}
