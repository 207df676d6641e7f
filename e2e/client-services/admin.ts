import type { APIRequestContext } from "@playwright/test";
import type { TrackingListItem } from "../../packages/contract/src/tracking";

/** The admin's token of the demo seed. */
export async function adminToken(request: APIRequestContext, origin: string): Promise<string> {
  const response = await request.post(`${origin}/api/auth/oauth/token?grant_type=password`, {
    form: { username: "admin", password: "admin", grant_type: "password" },
  });
  return (await response.json()).access_token as string;
}

/** Events of one code the server stored for the demo school. */
export async function eventsOf(
  request: APIRequestContext,
  origin: string,
  token: string,
  eventCode: string,
): Promise<TrackingListItem[]> {
  const response = await request.get(
    `${origin}/api/message/v1/events?limit=200&eventCode=${encodeURIComponent(eventCode)}`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  return (await response.json()).data.items as TrackingListItem[];
}
