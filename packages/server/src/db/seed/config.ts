import type { Kysely } from "kysely";
import { ConfigKey } from "@sxz/contract";
import type { Database } from "../schema";

const SEEDED_AT = Date.UTC(2026, 0, 5);

const CONFIG: Record<string, unknown> = {
  [ConfigKey.BETA_HOSTS]: ["localhost", "127.0.0.1", "beta.learn.sxz.example.com"],
  [ConfigKey.HOST_DOMAINS]: {
    hostDomains: [
      { host: "localhost", domain: "localhost", flag: "active", conflictDomains: [], isExclusiveHostNeedSync: false },
      { host: "127.0.0.1", domain: "127.0.0.1", flag: "active", conflictDomains: [], isExclusiveHostNeedSync: false },
      {
        host: "learn.sxz.example.com",
        domain: ".sxz.example.com",
        flag: "active",
        conflictDomains: [".learn.sxz.example.com"],
        isExclusiveHostNeedSync: false,
      },
      {
        host: "academy.partner.example.com",
        domain: ".partner.example.com",
        flag: "active",
        conflictDomains: [],
        isExclusiveHostNeedSync: true,
      },
      {
        host: "old.sxz.example.com",
        domain: ".sxz.example.com",
        flag: "sunset",
        conflictDomains: [],
        isExclusiveHostNeedSync: false,
      },
    ],
    judgeExclusiveHostNeedSyncReg: "^academy\\.[a-z0-9-]+\\.example\\.com$",
  },
  [ConfigKey.HW_LOGIN_DOMAINS]: ["https://learn.sxz.example.com", "https://w3.sxz.example.com"],
};

/** The global config properties the client layer reads. */
export async function seedConfig(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto("config_properties")
    .values(
      Object.entries(CONFIG).map(([key, value]) => ({
        key,
        tenant_id: "",
        value: JSON.stringify(value),
        updated_at: SEEDED_AT,
      })),
    )
    .execute();
}
