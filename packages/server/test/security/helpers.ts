import type { TestServer } from "../../src/testing";
import { call } from "../learning/helpers";

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
