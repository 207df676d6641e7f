import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { openDatabase } from "../../src/db";
import type { DatabaseHandle } from "../../src/db";
import type { TestServer } from "../../src/testing";
import { call } from "../support/api";

/** A demo user signed in to a given school (a visitor there), then made a member by the membership check (CL-ST-10). */
export async function signInToSchool(server: TestServer, username: string, tenantId: string): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "password", username, password: username, tenantId }).toString(),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${username} to ${tenantId} failed: ${response.status} ${await response.text()}`);
  const token = ((await response.json()) as { access_token: string }).access_token;
  const member = await call(server, "GET", `/api/ischool/v1/members/get-member-is-valid/?tenantId=${tenantId}`, { token });
  if (member.body?.data?.valid !== true) throw new Error(`membership of ${username} in ${tenantId} not recorded: ${JSON.stringify(member.body)}`);
  return token;
}

/** An empty database of its own, not migrated: a fresh SQLite file, or a fresh PostgreSQL database when TEST_DATABASE_URL is set. */
export async function emptyDatabase(): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const dataDir = mkdtempSync(join(tmpdir(), "sxz-empty-"));
  if (!adminUrl) {
    const handle = openDatabase({ databaseUrl: undefined, dataDir });
    return { handle, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `sxz_empty_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString(), dataDir });
  return {
    handle,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
