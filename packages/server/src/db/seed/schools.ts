import type { Kysely } from "kysely";
import { LoginMethodCode } from "@sxz/contract";
import type { Database } from "../schema";

/** Fixed ids other seeders and the tests refer to. */
export const DEMO_SCHOOL_ID = "demo";
export const OTHER_SCHOOL_ID = "acme";
export const OAUTH2_SCHOOL_ID = "partner";

const SEEDED_AT = Date.UTC(2026, 0, 5);

/** The demo school, a second school for isolation, and an OAuth2 school. */
export async function seedSchools(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto("schools")
    .values([
      {
        id: DEMO_SCHOOL_ID,
        name: "Demo School",
        login_method: LoginMethodCode.OWN_PAGE,
        oauth2_authorize_url: null,
        oauth2_client_id: null,
        oauth2_redirect_url: null,
        created_at: SEEDED_AT,
      },
      {
        id: OTHER_SCHOOL_ID,
        name: "Acme Academy",
        login_method: LoginMethodCode.OWN_PAGE,
        oauth2_authorize_url: null,
        oauth2_client_id: null,
        oauth2_redirect_url: null,
        created_at: SEEDED_AT,
      },
      {
        id: OAUTH2_SCHOOL_ID,
        name: "Partner University",
        login_method: LoginMethodCode.OAUTH2,
        oauth2_authorize_url: "https://sso.partner.example.com/oauth2/authorize",
        oauth2_client_id: "sxz-partner-portal",
        oauth2_redirect_url: "https://academy.partner.example.com/login/oauth2/callback",
        created_at: SEEDED_AT,
      },
    ])
    .execute();
}
