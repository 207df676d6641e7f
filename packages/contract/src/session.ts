import { Type } from "@sinclair/typebox";
import type { Static } from "@sinclair/typebox";
import { Envelope } from "./envelope";

/** `GET /api/accounts/open/client/ip` (CL-API-8): the caller's address and whether it is on the company network. */
export const ClientIpData = Type.Object({
  ip: Type.String(),
  /** True when the address is inside INTRANET_CIDRS. */
  internal: Type.Boolean(),
  /** The same as 1 or 0, the value the client stores as hasInternal (CL-ST-13). */
  hasInternal: Type.Union([Type.Literal(0), Type.Literal(1)]),
});
export type ClientIpData = Static<typeof ClientIpData>;
export const ClientIpResponse = Envelope(ClientIpData);

/** `GET /api/foundation/request/open/contentx` (CL-API-8): the intranet flag of the caller. */
export const ContentxData = Type.Object({
  intranet: Type.Boolean(),
  ip: Type.String(),
});
export type ContentxData = Static<typeof ContentxData>;
export const ContentxResponse = Envelope(ContentxData);

/** `GET /api/sso/open/only4ssoTimeUpdate.do` (CL-ST-14): the keep-alive answer. */
export const HeartbeatData = Type.Object({
  /** Server time, milliseconds since the epoch. */
  serverTime: Type.Integer(),
  /** Whether the call carried a valid access token. */
  loggedIn: Type.Boolean(),
});
export type HeartbeatData = Static<typeof HeartbeatData>;
export const HeartbeatResponse = Envelope(HeartbeatData);
