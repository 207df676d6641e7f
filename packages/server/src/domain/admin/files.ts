import { parse } from "csv-parse/sync";
import { isLanguage } from "@sxz/contract";
import type { ConfigItemInput } from "./config-items";
import type { ImportRow } from "./users";
import { invalid } from "./refusal";

/** Largest file an import reads (CLI and API alike). */
export const IMPORT_FILE_MAX_BYTES = 5 * 1024 * 1024;

/** RFC 4180 rows with a header (a UTF-8 byte-order mark is dropped), as records keyed by the header's names. */
function csvRecords(text: string): Array<{ line: number; record: Record<string, string> }> {
  if (text.length > IMPORT_FILE_MAX_BYTES) throw invalid(`the file is larger than ${IMPORT_FILE_MAX_BYTES} bytes`);
  let rows: Array<{ info: { lines: number }; record: Record<string, string> }>;
  try {
    rows = parse(text, {
      bom: true,
      columns: (header: string[]) => header.map((name) => name.trim()),
      skip_empty_lines: true,
      info: true,
      relax_column_count: false,
    }) as typeof rows;
  } catch (error) {
    throw invalid(`the CSV file cannot be read: ${(error as Error).message}`);
  }
  return rows.map((row) => ({ line: row.info.lines, record: row.record }));
}

const USER_COLUMNS = ["username", "school", "role", "password", "nick_name", "real_name", "email"] as const;

/** A bulk import's CSV: header `username,school[,role][,password][,nick_name][,real_name][,email]`, any order. */
export function parseUserCsv(text: string): ImportRow[] {
  const records = csvRecords(text);
  const header = records.length ? Object.keys(records[0]!.record) : [];
  const unknown = header.filter((name) => !(USER_COLUMNS as readonly string[]).includes(name));
  if (unknown.length)
    throw invalid(`unknown column(s) ${unknown.join(", ")}: the columns are ${USER_COLUMNS.join(", ")}`);
  if (records.length && (!header.includes("username") || !header.includes("school")))
    throw invalid("the CSV needs the columns username and school");
  return records.map(({ line, record }) => ({
    line,
    username: record.username ?? "",
    school: record.school ?? "",
    role: record.role || undefined,
    password: record.password || undefined,
    nick_name: record.nick_name || undefined,
    real_name: record.real_name || undefined,
    email: record.email || undefined,
  }));
}

/**
 * A configuration-items file. JSON: an array of `{type, score, code, texts: {zh_CN: …, en_US: …}}` (or an object
 * with such an `items` array). CSV: header `type,score,code` and one column per language (any of the 12).
 */
export function parseConfigItemsFile(text: string): ConfigItemInput[] {
  if (text.length > IMPORT_FILE_MAX_BYTES) throw invalid(`the file is larger than ${IMPORT_FILE_MAX_BYTES} bytes`);
  const body = text.replace(/^\uFEFF/, "");
  if (/^\s*[[{]/.test(body)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch (error) {
      throw invalid(`the JSON file cannot be read: ${(error as Error).message}`);
    }
    const items = Array.isArray(parsed) ? parsed : (parsed as { items?: unknown }).items;
    if (!Array.isArray(items))
      throw invalid('the JSON file must be an array of items or an object with an "items" array');
    return items.map((item: unknown, index) => {
      if (typeof item !== "object" || item === null) throw invalid(`item ${index + 1} is not an object`);
      const { type, score, code, texts } = item as Record<string, unknown>;
      if (typeof texts !== "object" || texts === null || Array.isArray(texts))
        throw invalid(`item ${index + 1}: "texts" must be an object of language → text`);
      return { type: String(type), score: Number(score), code: String(code), texts: texts as Record<string, string> };
    });
  }
  const records = csvRecords(body);
  const header = records.length ? Object.keys(records[0]!.record) : [];
  for (const required of ["type", "score", "code"])
    if (records.length && !header.includes(required)) throw invalid(`the CSV needs the column ${required}`);
  const unknown = header.filter((name) => !["type", "score", "code"].includes(name) && !isLanguage(name));
  if (unknown.length)
    throw invalid(
      `unknown column(s) ${unknown.join(", ")}: besides type, score and code the columns are languages such as zh_CN, en_US`,
    );
  return records.map(({ record }) => ({
    type: record.type ?? "",
    score: record.score?.trim() === "" ? Number.NaN : Number(record.score),
    code: record.code ?? "",
    texts: Object.fromEntries(Object.entries(record).filter(([name]) => isLanguage(name))),
  }));
}

/** A word list file: one word a line (blank lines and lines starting with # are skipped). */
export function parseWordList(text: string): string[] {
  if (text.length > IMPORT_FILE_MAX_BYTES) throw invalid(`the file is larger than ${IMPORT_FILE_MAX_BYTES} bytes`);
  return text
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
}
