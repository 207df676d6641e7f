import { plainHttp } from "../../src/http/plain-http";

const http = plainHttp();
import type { TrackingListItem } from "@sxz/contract";

/** Logs in with the demo seed's password grant and answers the access token. */
export async function login(
  origin: string,
  username: string,
  password = username,
): Promise<{ accessToken: string; userId: string }> {
  const response = await http.post(
    `${origin}/api/auth/oauth/token?grant_type=password`,
    new URLSearchParams({ username, password, grant_type: "password" }),
  );
  return { accessToken: response.data.access_token, userId: String(response.data.user_id) };
}

/** The events the server stored for the demo school (admin listing), optionally of one event code. */
export async function storedEvents(
  origin: string,
  adminToken: string,
  eventCode?: string,
): Promise<TrackingListItem[]> {
  const response = await http.get(`${origin}/api/message/v1/events`, {
    params: { limit: 200, ...(eventCode ? { eventCode } : {}) },
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  return response.data.data.items as TrackingListItem[];
}
