// The command's arguments and its run, apart from the process it runs in (cli.ts), so tests can run it whole.
import { checkBackend } from "./check";
import type { CheckDependencies, CheckOptions } from "./check";
import { formatReport } from "./format";

export const USAGE = `Usage: npx @sxz/contract check-backend <base-url> --resource-id <id> --module-id <id> [options]

Calls every read call of the client-layer and review-widget specifications against a live backend and prints,
per call, what the client layer and the widget read, which records they leave out and why, and what breaks them.
Exit status: 0 when nothing breaks, 1 when an answer breaks a client, 2 on wrong arguments.

Options:
  --resource-id <id>  a resource (course) that has reviews
  --module-id <id>    its module, as the widget's module-id attribute
  --token <token>     an access token of a test user: checks the calls that need a session
  --tenant-id <id>    the school: sent as the tenant headers and to the school lookups
  --lang <language>   the interface language sent as sxz-lang (default en_US)
  --json              print the report as JSON instead of text`;

export type ParsedArguments = { ok: true; options: CheckOptions; json: boolean } | { ok: false; error: string | null };

const VALUE_FLAGS = {
  "--resource-id": "resourceId",
  "--module-id": "moduleId",
  "--token": "token",
  "--tenant-id": "tenantId",
  "--lang": "language",
} as const;

/** Reads `check-backend <base-url> --flag value …`; `error` null means help was asked for. */
export function parseArguments(argv: readonly string[]): ParsedArguments {
  const [command, ...rest] = argv;
  if (command === undefined || command === "--help" || command === "-h" || rest.includes("--help"))
    return { ok: false, error: null };
  if (command !== "check-backend") return { ok: false, error: `unknown command ${JSON.stringify(command)}` };
  const values: Partial<Record<(typeof VALUE_FLAGS)[keyof typeof VALUE_FLAGS], string>> = {};
  let baseUrl: string | undefined;
  let json = false;
  for (let index = 0; index < rest.length; index++) {
    const argument = rest[index]!;
    const [flag, inline] =
      argument.startsWith("--") && argument.includes("=")
        ? [argument.slice(0, argument.indexOf("=")), argument.slice(argument.indexOf("=") + 1)]
        : [argument, undefined];
    if (flag === "--json") json = true;
    else if (flag in VALUE_FLAGS) {
      const value = inline ?? rest[++index];
      if (value === undefined || value === "") return { ok: false, error: `${flag} needs a value` };
      values[VALUE_FLAGS[flag as keyof typeof VALUE_FLAGS]] = value;
    } else if (flag.startsWith("-")) return { ok: false, error: `unknown option ${flag}` };
    else if (baseUrl === undefined) baseUrl = argument;
    else
      return { ok: false, error: `one base URL only (got ${JSON.stringify(baseUrl)} and ${JSON.stringify(argument)})` };
  }
  if (baseUrl === undefined) return { ok: false, error: "the backend's base URL is missing" };
  if (!/^https?:\/\/[^/?#\s]+/i.test(baseUrl))
    return { ok: false, error: `the base URL must be http(s): ${JSON.stringify(baseUrl)}` };
  if (!values.resourceId) return { ok: false, error: "--resource-id is required" };
  if (!values.moduleId) return { ok: false, error: "--module-id is required" };
  return {
    ok: true,
    json,
    options: {
      baseUrl,
      resourceId: values.resourceId,
      moduleId: values.moduleId,
      ...(values.token ? { token: values.token } : {}),
      ...(values.tenantId ? { tenantId: values.tenantId } : {}),
      ...(values.language ? { language: values.language } : {}),
    },
  };
}

/** Runs the command: writes the report (or the usage) and answers the exit status. */
export async function runCli(
  argv: readonly string[],
  write: (text: string) => void,
  dependencies: CheckDependencies = {},
): Promise<number> {
  const parsed = parseArguments(argv);
  if (!parsed.ok) {
    write(parsed.error === null ? USAGE : `check-backend: ${parsed.error}\n\n${USAGE}`);
    return parsed.error === null ? 0 : 2;
  }
  const report = await checkBackend(parsed.options, dependencies);
  write(parsed.json ? JSON.stringify(report, null, 2) : formatReport(report));
  return report.passed ? 0 : 1;
}
