import { openDatabase } from "../../src/db";
import type { DatabaseHandle } from "../../src/db";
import { createTestDatabase } from "../../src/testing";
import type { TestServer } from "../../src/testing";
import { tokenRequest } from "../support/http";
import { call } from "../support/api";

/** A demo user signed in to a given school (a visitor there), then made a member by the membership check (CL-ST-10). */
export async function signInToSchool(server: TestServer, username: string, tenantId: string): Promise<string> {
  const response = await tokenRequest(server.url, { grant_type: "password", username, password: username, tenantId });
  if (response.status !== 200)
    throw new Error(`sign-in of ${username} to ${tenantId} failed: ${response.status} ${await response.text()}`);
  const token = ((await response.json()) as { access_token: string }).access_token;
  const member = await call(server, "GET", `/api/ischool/v1/members/get-member-is-valid/?tenantId=${tenantId}`, {
    token,
  });
  if (member.body?.data?.valid !== true)
    throw new Error(`membership of ${username} in ${tenantId} not recorded: ${JSON.stringify(member.body)}`);
  return token;
}

/** An empty database of its own, not migrated: a fresh SQLite file, or a fresh PostgreSQL database when TEST_DATABASE_URL is set. */
export async function emptyDatabase(): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  const database = await createTestDatabase();
  const handle = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
  return { handle, drop: database.drop };
}
