import { Type } from "@sinclair/typebox";
import type { Static } from "@sinclair/typebox";
import { Envelope } from "./envelope";

export const ConfigValueParams = Type.Object({ key: Type.String({ pattern: "^[A-Za-z0-9._-]{1,200}$" }) });
export type ConfigValueParams = Static<typeof ConfigValueParams>;

/** `GET /api/foundation/configProperty/open/value/{key}`: data is the stored text (often JSON); code -100 and null when unknown. */
export const ConfigValueResponse = Envelope(Type.Union([Type.String(), Type.Null()]));
export type ConfigValueResponse = Static<typeof ConfigValueResponse>;

/** Value of klt.allHost.allDomain (CL-ENT-4). */
export const HostDomain = Type.Object({
  host: Type.String(),
  domain: Type.String(),
  /** "sunset" means retired. */
  flag: Type.Optional(Type.String()),
  conflictDomains: Type.Optional(Type.Array(Type.String())),
  isExclusiveHostNeedSync: Type.Optional(Type.Boolean()),
});
export type HostDomain = Static<typeof HostDomain>;
export const HostDomainsConfig = Type.Object({
  hostDomains: Type.Array(HostDomain),
  judgeExclusiveHostNeedSyncReg: Type.Optional(Type.String()),
});
export type HostDomainsConfig = Static<typeof HostDomainsConfig>;

/** `PUT /api/foundation/configProperty/value/{key}` (admin): sets the value for the admin's own school only. */
export const ConfigValueWrite = Type.Object({ value: Type.String({ maxLength: 16_384 }) });
export type ConfigValueWrite = Static<typeof ConfigValueWrite>;
