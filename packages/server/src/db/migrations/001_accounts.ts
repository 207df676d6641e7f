import { sql } from "kysely";
import type { Kysely } from "kysely";
import { isPostgres } from "../dialect";

/** Users, schools, memberships, token families, refresh tokens, codes, config properties and tracking events. */
export const accountsMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable("schools")
      .addColumn("id", "varchar(64)", (col) => col.primaryKey())
      .addColumn("name", "varchar(200)", (col) => col.notNull())
      .addColumn("login_method", "varchar(10)", (col) => col.notNull())
      .addColumn("oauth2_authorize_url", "varchar(1000)")
      .addColumn("oauth2_client_id", "varchar(200)")
      .addColumn("oauth2_redirect_url", "varchar(1000)")
      .addColumn("created_at", "bigint", (col) => col.notNull())
      .execute();

    await db.schema
      .createTable("users")
      .addColumn("id", "varchar(64)", (col) => col.primaryKey())
      .addColumn("user_name", "varchar(100)", (col) => col.notNull().unique())
      .addColumn("nick_name", "varchar(100)")
      .addColumn("real_name", "varchar(100)")
      .addColumn("avatar", "varchar(1000)")
      .addColumn("email", "varchar(254)")
      .addColumn("mobile", "varchar(40)")
      .addColumn("password_hash", "varchar(300)")
      .addColumn("disabled", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("home_school_id", "varchar(64)", (col) => col.notNull().references("schools.id"))
      .addColumn("created_at", "bigint", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("users_email").on("users").column("email").execute();
    await db.schema.createIndex("users_mobile").on("users").column("mobile").execute();

    await db.schema
      .createTable("memberships")
      .addColumn("user_id", "varchar(64)", (col) => col.notNull().references("users.id").onDelete("cascade"))
      .addColumn("school_id", "varchar(64)", (col) => col.notNull().references("schools.id").onDelete("cascade"))
      .addColumn("role", "varchar(16)", (col) => col.notNull())
      .addColumn("member_since", "bigint", (col) => col.notNull())
      .addPrimaryKeyConstraint("memberships_pk", ["user_id", "school_id"])
      .execute();
    await db.schema.createIndex("memberships_school").on("memberships").columns(["school_id", "role"]).execute();

    await db.schema
      .createTable("token_families")
      .addColumn("id", "varchar(36)", (col) => col.primaryKey())
      .addColumn("user_id", "varchar(64)", (col) => col.notNull().references("users.id").onDelete("cascade"))
      .addColumn("tenant_id", "varchar(64)", (col) => col.notNull())
      .addColumn("created_at", "bigint", (col) => col.notNull())
      .addColumn("revoked_at", "bigint")
      .addColumn("revoked_reason", "varchar(20)")
      .execute();
    await db.schema.createIndex("token_families_user").on("token_families").column("user_id").execute();

    await db.schema
      .createTable("refresh_tokens")
      .addColumn("id", "varchar(36)", (col) => col.primaryKey())
      .addColumn("family_id", "varchar(36)", (col) => col.notNull().references("token_families.id").onDelete("cascade"))
      .addColumn("token_hash", "varchar(64)", (col) => col.notNull().unique())
      .addColumn("created_at", "bigint", (col) => col.notNull())
      .addColumn("expires_at", "bigint", (col) => col.notNull())
      .addColumn("rotated_at", "bigint")
      .addColumn("successor_id", "varchar(36)")
      .addColumn("successor_sealed", "varchar(400)")
      .execute();
    await db.schema.createIndex("refresh_tokens_family").on("refresh_tokens").column("family_id").execute();

    await db.schema
      .createTable("authorization_codes")
      .addColumn("code_hash", "varchar(64)", (col) => col.primaryKey())
      .addColumn("kind", "varchar(16)", (col) => col.notNull())
      .addColumn("user_id", "varchar(64)", (col) => col.notNull().references("users.id").onDelete("cascade"))
      .addColumn("tenant_id", "varchar(64)", (col) => col.notNull())
      .addColumn("client_id", "varchar(100)", (col) => col.notNull())
      .addColumn("created_at", "bigint", (col) => col.notNull())
      .addColumn("expires_at", "bigint", (col) => col.notNull())
      .addColumn("used_at", "bigint")
      .addColumn("family_id", "varchar(36)")
      .execute();

    await db.schema
      .createTable("workplace_links")
      .addColumn("platform_type", "varchar(40)", (col) => col.notNull())
      .addColumn("sync_type", "varchar(20)", (col) => col.notNull())
      .addColumn("account", "varchar(254)", (col) => col.notNull())
      .addColumn("user_id", "varchar(64)", (col) => col.notNull().references("users.id").onDelete("cascade"))
      .addColumn("linked_at", "bigint", (col) => col.notNull())
      .addPrimaryKeyConstraint("workplace_links_pk", ["platform_type", "sync_type", "account"])
      .execute();

    await db.schema
      .createTable("config_properties")
      .addColumn("key", "varchar(200)", (col) => col.notNull())
      .addColumn("tenant_id", "varchar(64)", (col) => col.notNull().defaultTo(""))
      .addColumn("value", "text", (col) => col.notNull())
      .addColumn("updated_at", "bigint", (col) => col.notNull())
      .addPrimaryKeyConstraint("config_properties_pk", ["key", "tenant_id"])
      .execute();

    const postgres = isPostgres(db);
    await db.schema
      .createTable("tracking_events")
      .addColumn("id", postgres ? sql`bigserial` : "integer", (col) =>
        postgres ? col.primaryKey() : col.primaryKey().autoIncrement(),
      )
      .addColumn("event_id", "varchar(100)", (col) => col.notNull().unique())
      .addColumn("msg_type", "varchar(20)", (col) => col.notNull())
      .addColumn("user_id", "varchar(64)")
      .addColumn("tenant_id", "varchar(64)")
      .addColumn("event_code", "varchar(200)", (col) => col.notNull())
      .addColumn("event_type", "varchar(50)", (col) => col.notNull())
      .addColumn("payload", "text", (col) => col.notNull())
      .addColumn("received_at", "bigint", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("tracking_events_tenant").on("tracking_events").columns(["tenant_id", "id"]).execute();
    await db.schema
      .createIndex("tracking_events_tenant_code")
      .on("tracking_events")
      .columns(["tenant_id", "event_code", "id"])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of [
      "tracking_events",
      "config_properties",
      "workplace_links",
      "authorization_codes",
      "refresh_tokens",
      "token_families",
      "memberships",
      "users",
      "schools",
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
