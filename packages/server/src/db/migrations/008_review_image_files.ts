import { sql } from "kysely";
import type { Kysely } from "kysely";

const STATIC_PATH =
  /\/api\/km\/v1\/file\/static\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[?#]|$)/;
const BATCH = 1000;

/** The files a stored list of image URLs names, in order, once each; null when none. */
function referencesOf(column: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(column);
  } catch {
    return null;
  }
  const files: string[] = [];
  for (const item of Array.isArray(parsed) ? parsed : []) {
    const file = typeof item === "string" ? STATIC_PATH.exec(item)?.[1] : undefined;
    if (file && !files.includes(file)) files.push(file);
  }
  return files.length ? JSON.stringify(files) : null;
}

/**
 * Review images are stored as file references (UUIDs of `stored_files`), no longer as absolute URLs: a URL
 * carried the host of the request that published it, which a forged Host header chose. The URLs are now built
 * when a review is read, on the configured public origin. Rows keep each file their URLs named, whatever the host.
 */
export const reviewImageFilesMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    let after = 0;
    for (;;) {
      const { rows } = await sql<{ id: number | string; images: string }>`
        select id, images from reviews where images is not null and id > ${after} order by id limit ${BATCH}
      `.execute(db);
      for (const row of rows) {
        await sql`update reviews set images = ${referencesOf(row.images)} where id = ${row.id}`.execute(db);
      }
      if (rows.length < BATCH) break;
      after = Number(rows[rows.length - 1]!.id);
    }
  },
  // The references stay: a URL needs the origin, which the schema does not know. Readers accept both forms.
  async down(): Promise<void> {},
};
