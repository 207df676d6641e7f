import { createWriteStream, readFileSync, renameSync, rmSync } from "node:fs";
import { once } from "node:events";
import { parseArgs } from "node:util";
import type { Readable, Writable } from "node:stream";
import { sql } from "kysely";
import { ConfigError, databaseLocation } from "../config";
import { openDatabase } from "../db/index";
import type { DatabaseHandle } from "../db/index";
import { migrateToLatest } from "../db/migrate";
import { MissingSqliteDriverError } from "../db/sqlite-driver";
import { listBuckets } from "../domain/admin/buckets";
import { importConfigItems, listConfigItems } from "../domain/admin/config-items";
import { addCourse, listCourses, setProgress } from "../domain/admin/courses";
import { EXPORT_FORMATS, exportLines } from "../domain/admin/export";
import { parseConfigItemsFile, parseUserCsv, parseWordList } from "../domain/admin/files";
import { addMember, listMembers, removeMember } from "../domain/admin/memberships";
import { AdminRefusal, invalid } from "../domain/admin/refusal";
import { listConfigValues, parseValue, setConfigValue, unsetConfigValue } from "../domain/admin/remote-config";
import { addSchool, listSchools, setLoginMethod } from "../domain/admin/schools";
import { addWords, listWords, removeWords, setWords } from "../domain/admin/sensitive-words";
import { addUser, importUsers, listUsers, resetPassword, setUserDisabled } from "../domain/admin/users";
import { assertSchool } from "../domain/admin/schools";
import { backupDatabase, restoreDatabase, ToolFailure } from "./backup";

/**
 * `sxz-server admin <command>`: the platform operator's commands over the database the server uses (DATABASE_URL,
 * else SQLite in DATA_DIR). Exit codes: 0 done; 1 refused (invalid input, not found, already there, a database
 * that is not empty); 2 configuration or database unreachable; 3 a file or an outside tool failed (pg_dump,
 * pg_restore), or anything unexpected. With --json, stdout carries one JSON object: {ok, result} or {ok, error}.
 */

export const EXIT = { ok: 0, refused: 1, unreachable: 2, failed: 3 } as const;

export interface CliIo {
  env: Record<string, string | undefined>;
  stdin: Readable;
  stdout: Writable;
  stderr: Writable;
}

export const USAGE = `Usage: sxz-server admin <command> [options] [--json]

Reads DATABASE_URL (PostgreSQL) or DATA_DIR (SQLite) like the server. Passwords are read from stdin only.

  school add <id> --name <name> [--login own|sso|portal|oauth2 [--authorize-url U --client-id C --redirect-url U]]
  school list
  school login <id> <own|sso|portal|oauth2> [--authorize-url U --client-id C --redirect-url U]
  user add <username> --school <id> [--role learner|admin] [--password-stdin] [--nick-name N] [--real-name N] [--email E]
  user list [--school <id>]
  user disable <username> | user enable <username>
  user password <username> --password-stdin
  user import <file.csv> [--dry-run]      columns: username,school[,role,password,nick_name,real_name,email]
  member add <username> --school <id> [--role learner|admin]
  member remove <username> --school <id>
  member list --school <id>
  course add <id> --title <title> --module <module> [--position N]
  course list
  course progress <username> --course <id> --school <id> --percent <0-100>
  items import <file.json|file.csv> (--module <id> | --global) [--replace]
  items list (--module <id> | --global)
  words list|add|remove [<word>…] [--school <id>]     (no --school: the platform default list)
  words set <file> [--school <id>]                    (one word a line)
  config list [--school <id>]
  config set <klt.key> <json-value> [--school <id>]
  config unset <klt.key> [--school <id>]
  buckets
  backup <file> [--force]
  restore <file> [--force]                (into an empty database; --force replaces a non-empty one)
  export --school <id> --format jsonl|csv [--out <file>]

Exit codes: 0 done, 1 refused (invalid input, not found, conflict), 2 configuration or database unreachable,
3 a file or an outside tool (pg_dump, pg_restore) failed.`;

const OPTIONS = {
  json: { type: "boolean" },
  help: { type: "boolean", short: "h" },
  name: { type: "string" },
  login: { type: "string" },
  "authorize-url": { type: "string" },
  "client-id": { type: "string" },
  "redirect-url": { type: "string" },
  school: { type: "string" },
  role: { type: "string" },
  "password-stdin": { type: "boolean" },
  "nick-name": { type: "string" },
  "real-name": { type: "string" },
  email: { type: "string" },
  "dry-run": { type: "boolean" },
  title: { type: "string" },
  module: { type: "string" },
  global: { type: "boolean" },
  position: { type: "string" },
  course: { type: "string" },
  percent: { type: "string" },
  replace: { type: "boolean" },
  force: { type: "boolean" },
  format: { type: "string" },
  out: { type: "string" },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>["values"];

/** Thrown for a command line that does not parse: usage error, exit 1. */
class UsageError extends Error {}

function required(values: Values, name: keyof Values): string {
  const value = values[name];
  if (typeof value !== "string" || value === "") throw new UsageError(`--${name} is required`);
  return value;
}

function positional(args: string[], index: number, what: string): string {
  const value = args[index];
  if (value === undefined || value === "") throw new UsageError(`${what} is required`);
  return value;
}

function readFile(path: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch (error) {
    throw new ToolFailure(`cannot read ${path}: ${(error as Error).message}`);
  }
}

/** The password from stdin: everything up to the end, one trailing newline dropped. */
async function readPassword(io: CliIo): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of io.stdin) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}

function moduleOf(values: Values): string {
  if (values.global && values.module !== undefined) throw new UsageError("give either --module or --global");
  if (values.global) return "";
  return required(values, "module");
}

/** Whether an error means the database cannot be reached or opened (exit 2), not that the command failed. */
function unreachable(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== "string") return false;
  return [
    "ECONNREFUSED",
    "ENOTFOUND",
    "EAI_AGAIN",
    "ETIMEDOUT",
    "ECONNRESET",
    "EHOSTUNREACH",
    "28P01",
    "28000",
    "3D000",
    "57P01",
    "57P03",
    "SQLITE_CANTOPEN",
    "SQLITE_NOTADB",
    "SQLITE_BUSY",
    "SQLITE_READONLY",
  ].includes(code);
}

type Outcome = { result: unknown; text: string };

function table(rows: readonly object[], columns: string[]): string {
  if (!rows.length) return "(none)";
  return (rows as Array<Record<string, unknown>>)
    .map((row) =>
      columns
        .map(
          (column) =>
            `${column}=${typeof row[column] === "object" ? JSON.stringify(row[column]) : String(row[column])}`,
        )
        .join("  "),
    )
    .join("\n");
}

/** Runs one command on an open, migrated database. */
async function runCommand(handle: DatabaseHandle, args: string[], values: Values, io: CliIo): Promise<Outcome> {
  const db = handle.db;
  const [group, action] = args;
  const school = values.school ?? null;
  switch (`${group} ${action ?? ""}`.trim()) {
    case "school add": {
      const result = await addSchool(db, {
        id: positional(args, 2, "the school id"),
        name: required(values, "name"),
        method: values.login,
        authorizeUrl: values["authorize-url"],
        clientId: values["client-id"],
        redirectUrl: values["redirect-url"],
      });
      return { result, text: `School ${result.id} (${result.name}) added, login ${result.loginMethod}.` };
    }
    case "school list": {
      const result = await listSchools(db);
      return { result, text: table(result, ["id", "name", "loginMethod", "members"]) };
    }
    case "school login": {
      const result = await setLoginMethod(db, positional(args, 2, "the school id"), {
        method: positional(args, 3, "the login method"),
        authorizeUrl: values["authorize-url"],
        clientId: values["client-id"],
        redirectUrl: values["redirect-url"],
      });
      return { result, text: `School ${result.id} now signs in with ${result.loginMethod}.` };
    }
    case "user add": {
      const username = positional(args, 2, "the user name");
      const password = values["password-stdin"] ? await readPassword(io) : null;
      const result = await addUser(db, {
        username,
        schoolId: required(values, "school"),
        role: values.role,
        password,
        nickName: values["nick-name"],
        realName: values["real-name"],
        email: values.email,
      });
      return {
        result,
        text: `User ${result.username} added to ${result.homeSchool}${result.hasPassword ? "" : " (no password: workplace sign-in only)"}.`,
      };
    }
    case "user list": {
      const result = await listUsers(db, values.school);
      return { result, text: table(result, ["username", "homeSchool", "disabled", "memberships"]) };
    }
    case "user disable":
    case "user enable": {
      const result = await setUserDisabled(db, positional(args, 2, "the user name"), action === "disable");
      return {
        result,
        text: `User ${result.username} ${result.disabled ? "disabled (live sessions ended)" : "enabled"}.`,
      };
    }
    case "user password": {
      const username = positional(args, 2, "the user name");
      if (!values["password-stdin"]) throw new UsageError("the new password is read from stdin: add --password-stdin");
      const result = await resetPassword(db, username, await readPassword(io));
      return { result, text: `Password of ${result.username} set; their live sessions were ended.` };
    }
    case "user import": {
      const rows = parseUserCsv(readFile(positional(args, 2, "the CSV file")));
      const result = await importUsers(db, rows, { dryRun: values["dry-run"] ?? false });
      if (result.refused.length) {
        const lines = result.refused.map((row) => `line ${row.line} (${row.username}): ${row.reason}`).join("\n");
        throw Object.assign(invalid(`${result.refused.length} row(s) refused, nothing written:\n${lines}`), { result });
      }
      return {
        result,
        text: `${result.dryRun ? "Dry run: would create" : "Created"} ${result.created.length} user(s).`,
      };
    }
    case "member add": {
      const result = await addMember(db, positional(args, 2, "the user name"), required(values, "school"), values.role);
      return { result, text: `${result.username} is a ${result.role} of ${result.school}.` };
    }
    case "member remove": {
      const result = await removeMember(db, positional(args, 2, "the user name"), required(values, "school"));
      return { result, text: `${result.username} is no longer a member of ${result.school}.` };
    }
    case "member list": {
      const result = await listMembers(db, required(values, "school"));
      return { result, text: table(result, ["username", "role"]) };
    }
    case "course add": {
      const position = values.position === undefined ? undefined : Number(values.position);
      const result = await addCourse(db, {
        id: positional(args, 2, "the course id"),
        title: required(values, "title"),
        module: required(values, "module"),
        position,
      });
      return { result, text: `Course ${result.id} (${result.title}) added, module ${result.module}.` };
    }
    case "course list": {
      const result = await listCourses(db);
      return { result, text: table(result, ["id", "title", "module"]) };
    }
    case "course progress": {
      const result = await setProgress(db, {
        username: positional(args, 2, "the user name"),
        courseId: required(values, "course"),
        schoolId: required(values, "school"),
        percent: Number(required(values, "percent")),
      });
      return { result, text: `${result.username} is at ${result.percent}% of ${result.course} in ${result.school}.` };
    }
    case "items import": {
      const items = parseConfigItemsFile(readFile(positional(args, 2, "the JSON or CSV file")));
      const result = await importConfigItems(db, moduleOf(values), items, { replace: values.replace ?? false });
      const incomplete = result.incomplete.length
        ? `; ${result.incomplete.length} item(s) lack some of the 12 languages (readers of those see en_US, then zh_CN)`
        : "";
      return {
        result,
        text: `Module ${result.module || "(global)"}: ${result.created} created, ${result.updated} updated, ${result.removed} removed${incomplete}.`,
      };
    }
    case "items list": {
      const result = await listConfigItems(db, moduleOf(values));
      return { result, text: table(result, ["type", "score", "code", "texts"]) };
    }
    case "words list":
    case "words add":
    case "words remove":
    case "words set": {
      const words = args.slice(2);
      const result =
        action === "list"
          ? await listWords(db, school)
          : action === "set"
            ? await setWords(db, school, parseWordList(readFile(positional(args, 2, "the word file"))))
            : action === "add"
              ? await addWords(db, school, words.length ? words : failUsage("words to add"))
              : await removeWords(db, school, words.length ? words : failUsage("words to remove"));
      const whose =
        result.school === null
          ? "platform default"
          : `school ${result.school}${result.own ? "" : " (follows the platform default)"}`;
      return {
        result,
        text: `${whose}: ${result.words.length} word(s)${action === "list" && result.words.length ? `\n${result.words.join("\n")}` : ""}`,
      };
    }
    case "config list": {
      const result = await listConfigValues(db, values.school);
      return { result, text: table(result, ["key", "school", "value"]) };
    }
    case "config set": {
      const result = await setConfigValue(
        db,
        positional(args, 2, "the key"),
        school,
        parseValue(positional(args, 3, "the value")),
      );
      return { result, text: `${result.key} set ${result.school === null ? "globally" : `for ${result.school}`}.` };
    }
    case "config unset": {
      const result = await unsetConfigValue(db, positional(args, 2, "the key"), school);
      return { result, text: `${result.key} unset ${result.school === null ? "globally" : `for ${result.school}`}.` };
    }
    case "buckets": {
      const result = await listBuckets(db);
      return { result, text: table(result, ["bucket", "modules", "reviewImages", "files", "bytes", "unfinished"]) };
    }
    default:
      throw new UsageError(`unknown command "${args.join(" ").slice(0, 80)}"`);
  }
}

function failUsage(what: string): never {
  throw new UsageError(`${what} are required`);
}

/** Writes the export to --out (whole or not at all: a temporary file renamed at the end) or to stdout. */
async function runExport(handle: DatabaseHandle, values: Values, io: CliIo): Promise<Outcome> {
  const schoolId = required(values, "school");
  const format = required(values, "format");
  if (!(EXPORT_FORMATS as readonly string[]).includes(format))
    throw invalid(`export format must be one of ${EXPORT_FORMATS.join(", ")}, got "${format.slice(0, 20)}"`);
  await assertSchool(handle.db, schoolId);
  const lines = exportLines(handle.db, schoolId, format);
  const out = values.out;
  const temporary = out ? `${out}.${process.pid}.partial` : undefined;
  const target = temporary ? createWriteStream(temporary) : io.stdout;
  let records = 0;
  try {
    for await (const line of lines) {
      records++;
      if (!target.write(line)) await once(target, "drain");
    }
    if (temporary) {
      target.end();
      await once(target, "finish");
      renameSync(temporary, out!);
    }
  } catch (error) {
    if (temporary) {
      target.destroy();
      await once(target, "close").catch(() => undefined);
      rmSync(temporary, { force: true });
    }
    if (error instanceof AdminRefusal) throw error;
    if (unreachable(error)) throw error;
    throw new ToolFailure(`the export failed: ${(error as Error).message}`);
  }
  // The CSV's first chunk is the header.
  const count = format === "csv" ? records - 1 : records;
  return {
    result: { school: schoolId, format, records: count, file: out ?? null },
    text: out ? `Exported ${count} record(s) of ${schoolId} to ${out}.` : "",
  };
}

/** Runs `admin …` with these arguments and answers the exit code (main.ts exits with it; tests call it directly). */
export async function runAdmin(argv: string[], io: CliIo): Promise<number> {
  let json = argv.includes("--json");
  const print = (stream: Writable, text: string) => text && stream.write(text.endsWith("\n") ? text : `${text}\n`);
  const fail = (exitCode: number, message: string, extra: Record<string, unknown> = {}): number => {
    if (json) print(io.stdout, JSON.stringify({ ok: false, error: { exitCode, message, ...extra } }));
    else print(io.stderr, `Error: ${message}`);
    return exitCode;
  };
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    return fail(EXIT.refused, `${(error as Error).message}\n\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  json = values.json ?? false;
  if (values.help || !positionals.length) {
    print(values.help ? io.stdout : io.stderr, USAGE);
    return values.help ? EXIT.ok : EXIT.refused;
  }

  let location;
  try {
    location = databaseLocation(io.env);
  } catch (error) {
    if (error instanceof ConfigError) return fail(EXIT.unreachable, `configuration: ${error.message}`);
    throw error;
  }
  const [command] = positionals;
  let handle: DatabaseHandle | undefined;
  try {
    let outcome: Outcome;
    if (command === "restore") {
      const result = await restoreDatabase(location, positional(positionals, 1, "the backup file"), {
        force: values.force ?? false,
      });
      outcome = {
        result,
        text: `Restored ${result.file} (${Object.entries(result.rows)
          .map(([name, n]) => `${name} ${n}`)
          .join(", ")}).`,
      };
    } else {
      handle = openDatabase(location);
      await sql`select 1`.execute(handle.db);
      // The admin CLI may be the first to touch a new database: it brings the schema up to date like the server.
      await migrateToLatest(handle.db);
      if (command === "backup") {
        const result = await backupDatabase(location, handle, positional(positionals, 1, "the backup file"), {
          force: values.force ?? false,
        });
        outcome = {
          result,
          text: `Backed up to ${result.file} (${result.bytes} bytes; ${Object.entries(result.rows)
            .map(([name, n]) => `${name} ${n}`)
            .join(", ")}).`,
        };
      } else if (command === "export") {
        outcome = await runExport(handle, values, io);
      } else {
        outcome = await runCommand(handle, positionals, values, io);
      }
    }
    // An export to stdout is its own output; --json there would mix two formats.
    if (command === "export" && !values.out) return EXIT.ok;
    print(
      io.stdout,
      json
        ? JSON.stringify({ ok: true, command: positionals.slice(0, 2).join(" "), result: outcome.result })
        : outcome.text,
    );
    return EXIT.ok;
  } catch (error) {
    if (error instanceof UsageError) return fail(EXIT.refused, `${error.message}\n\n${USAGE}`);
    if (error instanceof AdminRefusal) {
      const result = (error as { result?: unknown }).result;
      return fail(EXIT.refused, error.message, { status: error.status, ...(result ? { result } : {}) });
    }
    if (error instanceof MissingSqliteDriverError) return fail(EXIT.unreachable, error.message);
    if (
      unreachable(error) ||
      /Migration .* failed: .*(ECONNREFUSED|ENOTFOUND|password authentication)/.test((error as Error).message)
    ) {
      const where = location.databaseUrl
        ? location.databaseUrl.replace(/:\/\/([^:@/]*):[^@/]*@/, "://$1:***@")
        : location.dataDir;
      return fail(EXIT.unreachable, `cannot reach the database (${where}): ${(error as Error).message}`);
    }
    if (error instanceof ToolFailure) return fail(EXIT.failed, error.message);
    return fail(EXIT.failed, `unexpected failure: ${(error as Error).stack ?? String(error)}`);
  } finally {
    await handle?.destroy().catch(() => undefined);
  }
}
