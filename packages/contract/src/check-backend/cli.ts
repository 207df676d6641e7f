// The `sxz-contract` command (`npx @sxz/contract check-backend …`), started by bin/sxz-contract.js: see cli-arguments.ts.
import { runCli } from "./cli-arguments";

// The package is built without Node's types (its modules run in browsers too): the little of `process` used here.
interface NodeProcess {
  argv: string[];
  exitCode?: number;
  stdout: { write(text: string): boolean };
}
const { process } = globalThis as unknown as { process: NodeProcess };

runCli(process.argv.slice(2), (text) => process.stdout.write(`${text}\n`)).then(
  (status) => {
    process.exitCode = status;
  },
  (error: unknown) => {
    process.stdout.write(`check-backend: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 2;
  },
);
