import type { Generated } from "kysely";

// Tables of the accounts domain: users, schools, memberships, tokens, codes, config properties, tracking.
// Times are epoch milliseconds (bigint) so both engines store and compare them the same way; flags are 0/1.
export interface AccountTables {
  users: UsersTable;
  schools: SchoolsTable;
  memberships: MembershipsTable;
  token_families: TokenFamiliesTable;
  refresh_tokens: RefreshTokensTable;
  authorization_codes: AuthorizationCodesTable;
  workplace_links: WorkplaceLinksTable;
  config_properties: ConfigPropertiesTable;
  tracking_events: TrackingEventsTable;
}

export interface UsersTable {
  id: string;
  user_name: string;
  nick_name: string | null;
  real_name: string | null;
  avatar: string | null;
  email: string | null;
  mobile: string | null;
  /** `scrypt$N$r$p$salt$hash`; null for accounts that only sign in through a workplace app. */
  password_hash: string | null;
  /** 1 = disabled: login refused, live sessions answer 901100005. */
  disabled: number;
  /** The school a login without a tenant goes to. */
  home_school_id: string;
  created_at: number;
}

export interface SchoolsTable {
  id: string;
  name: string;
  /** "2" company SSO, "3" corporate portal, "4" OAuth2, anything else the product's own login page. */
  login_method: string;
  oauth2_authorize_url: string | null;
  oauth2_client_id: string | null;
  oauth2_redirect_url: string | null;
  created_at: number;
}

export interface MembershipsTable {
  user_id: string;
  school_id: string;
  role: "learner" | "admin";
  member_since: number;
}

/** One login: every refresh token rotated from it, and every access token signed for it, share the family. */
export interface TokenFamiliesTable {
  id: string;
  user_id: string;
  tenant_id: string;
  created_at: number;
  revoked_at: number | null;
  /** Why: logout, reuse, code_reuse, disabled. */
  revoked_reason: string | null;
}

export interface RefreshTokensTable {
  id: string;
  family_id: string;
  /** SHA-256 of the token; the token itself is never stored. */
  token_hash: string;
  created_at: number;
  expires_at: number;
  rotated_at: number | null;
  successor_id: string | null;
  /** The successor token sealed with AES-256-GCM, so racing tabs within the grace window get the same one. */
  successor_sealed: string | null;
}

export interface AuthorizationCodesTable {
  /** SHA-256 of the code. */
  code_hash: string;
  /** gateway (authorize endpoint), third_party (`_tpToken`), workplace (a consumed free-login code). */
  kind: "gateway" | "third_party" | "workplace";
  user_id: string;
  tenant_id: string;
  client_id: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  /** The family the exchange created; a replayed code revokes it. */
  family_id: string | null;
}

/** A workplace-app account linked to a user; its first free login is the `firstLogin`. */
export interface WorkplaceLinksTable {
  platform_type: string;
  sync_type: "EMAIL" | "MOBILE" | "ENTERPRISE_ACCOUNT";
  account: string;
  user_id: string;
  linked_at: number;
}

export interface ConfigPropertiesTable {
  key: string;
  /** "" = every school; a school id overrides the global value for that school. */
  tenant_id: string;
  value: string;
  updated_at: number;
}

export interface TrackingEventsTable {
  id: Generated<number>;
  /** The client's eventId, else one the server generated: unique, so resent events are stored once. */
  event_id: string;
  msg_type: "tracking" | "tracking_open";
  user_id: string | null;
  tenant_id: string | null;
  event_code: string;
  event_type: string;
  /** The event as received, JSON, at most TRACKING_LIMITS.eventMaxBytes. */
  payload: string;
  received_at: number;
}
