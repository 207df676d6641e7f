import { Type } from "@sinclair/typebox";
import type { Static } from "@sinclair/typebox";
import { Envelope } from "./envelope";
import { UserRole } from "./accounts";

export const OAuth2Config = Type.Object({
  authorizeServiceUrl: Type.String(),
  clientId: Type.String(),
  redirectUrl: Type.String(),
});
export type OAuth2Config = Static<typeof OAuth2Config>;

/** Which school: the body field wins, then the tenantId / tenant_id query, then the tenant_id / tenantId headers. */
export const SchoolLookupRequest = Type.Object({
  tenantId: Type.Optional(Type.String({ maxLength: 64 })),
});
export type SchoolLookupRequest = Static<typeof SchoolLookupRequest>;
export const SchoolLookupQuery = Type.Object({
  tenantId: Type.Optional(Type.String({ maxLength: 64 })),
  tenant_id: Type.Optional(Type.String({ maxLength: 64 })),
  schoolId: Type.Optional(Type.String({ maxLength: 64 })),
});
export type SchoolLookupQuery = Static<typeof SchoolLookupQuery>;

/** `POST /api/ischool/v1/open/schools/` (CL-API-9). */
export const SchoolInfo = Type.Object({
  id: Type.String(),
  name: Type.String(),
  loginMethod: Type.String(),
});
export type SchoolInfo = Static<typeof SchoolInfo>;
/** An unknown school answers code 404002 with data null (a normal answer for the client layer, CL-ERR-4). */
export const SchoolInfoResponse = Envelope(Type.Union([SchoolInfo, Type.Null()]));

/** `POST /api/ischool/v1/open/schools/common-current` body (CL-API-9). */
export const CommonCurrentRequest = Type.Object({
  tenantId: Type.String({ minLength: 1, maxLength: 64 }),
  lang: Type.Optional(Type.String({ maxLength: 10 })),
  bundleId: Type.Optional(Type.String({ maxLength: 200 })),
  terminal: Type.Optional(Type.String({ maxLength: 20 })),
});
export type CommonCurrentRequest = Static<typeof CommonCurrentRequest>;
export const TerminalConfig = Type.Object({
  terminal: Type.String(),
  /** Set only when the school logs in through OAuth2 (login method "4"). */
  oath2Config: Type.Union([OAuth2Config, Type.Null()]),
});
export type TerminalConfig = Static<typeof TerminalConfig>;
export const CommonCurrentData = Type.Object({
  id: Type.String(),
  name: Type.String(),
  loginMethod: Type.String(),
  pcs: Type.Array(TerminalConfig),
});
export type CommonCurrentData = Static<typeof CommonCurrentData>;
export const CommonCurrentResponse = Envelope(Type.Union([CommonCurrentData, Type.Null()]));

/** `GET /api/ischool/v1/members/get-member-is-valid/?tenantId=` (CL-ST-10): joins a visitor as learner. */
export const MemberCheckQuery = Type.Object({ tenantId: Type.String({ minLength: 1, maxLength: 64 }) });
export type MemberCheckQuery = Static<typeof MemberCheckQuery>;
export const MemberCheckData = Type.Object({
  tenantId: Type.String(),
  valid: Type.Boolean(),
  role: UserRole,
  /** True when this call turned the visitor into a member. */
  becameMember: Type.Boolean(),
  memberSince: Type.String({ format: "date-time" }),
});
export type MemberCheckData = Static<typeof MemberCheckData>;
export const MemberCheckResponse = Envelope(MemberCheckData);
