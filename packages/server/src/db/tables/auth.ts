// Tables of the auth domain: login families, refresh tokens, authorization codes, linked workplace accounts.
export interface AuthTables {
  token_families: TokenFamiliesTable;
  refresh_tokens: RefreshTokensTable;
  authorization_codes: AuthorizationCodesTable;
  workplace_links: WorkplaceLinksTable;
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
