import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

/** Every setting of the server; read once from the environment by loadConfig(). */
export interface ServerConfig {
  port: number;
  host: string;
  /** postgres://… switches to PostgreSQL; empty means SQLite at `${dataDir}/sxz.sqlite`. */
  databaseUrl: string | undefined;
  dataDir: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** A rotated refresh token still works this long, so tabs racing on one refresh do not log each other out. */
  refreshReuseGraceSeconds: number;
  tokenSecret: string;
  betaEnv: boolean;
  corsOrigins: string[];
  intranetCidrs: string[];
  rateLimitPerMinute: number;
  bodyLimitBytes: number;
  uploadMaxBytes: number;
  seedDemoData: boolean;
  logLevel: string;
  /** The demo site's built files, served at `/`. */
  siteDir: string;
  /** The widget's built files (`sxz-score.js` and its chunks), served at `/widget/`. */
  widgetDir: string;
  /** Trust X-Forwarded-For from a proxy in front of the server. */
  trustProxy: boolean;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === "") return fallback;
  if (["1", "true", "yes", "on"].includes(raw)) return true;
  if (["0", "false", "no", "off"].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
}

function list(env: Env, name: string): string[] {
  return (env[name] ?? "").split(",").map((item) => item.trim()).filter(Boolean);
}

const CIDR = /^(\d{1,3}\.){3}\d{1,3}\/(\d|[12]\d|3[0-2])$|^[0-9a-f:]+\/\d{1,3}$/i;

/** The secret that signs tokens and upload URLs: TOKEN_SECRET, else one generated once and kept in DATA_DIR. */
function tokenSecret(env: Env, dataDir: string): string {
  const given = env.TOKEN_SECRET;
  if (given) {
    if (given.length < 32) throw new ConfigError("TOKEN_SECRET must be at least 32 characters");
    return given;
  }
  const file = join(dataDir, "token-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret + "\n", { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Env = process.env): ServerConfig {
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError("DATABASE_URL must start with postgres:// (leave it unset for SQLite)");
  }
  const dataDir = resolve(env.DATA_DIR?.trim() || join(process.cwd(), "data"));
  mkdirSync(dataDir, { recursive: true });
  const corsOrigins = list(env, "CORS_ORIGINS");
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) throw new ConfigError(`CORS_ORIGINS entry "${origin}" must be an origin like https://example.com`);
  }
  const intranetCidrs = list(env, "INTRANET_CIDRS");
  for (const cidr of intranetCidrs) {
    if (!CIDR.test(cidr)) throw new ConfigError(`INTRANET_CIDRS entry "${cidr}" is not a CIDR range like 10.0.0.0/8`);
  }
  return {
    port: integer(env, "PORT", 8080, 0, 65535),
    host: env.HOST?.trim() || "0.0.0.0",
    databaseUrl,
    dataDir,
    accessTokenTtlSeconds: integer(env, "ACCESS_TOKEN_TTL", 900, 1, 86_400),
    refreshTokenTtlSeconds: integer(env, "REFRESH_TOKEN_TTL", 30 * 86_400, 60, 365 * 86_400),
    refreshReuseGraceSeconds: integer(env, "REFRESH_REUSE_GRACE", 10, 0, 300),
    tokenSecret: tokenSecret(env, dataDir),
    betaEnv: boolean(env, "BETA_ENV", false),
    corsOrigins,
    intranetCidrs,
    rateLimitPerMinute: integer(env, "RATE_LIMIT_PER_MINUTE", 600, 1, 1_000_000),
    bodyLimitBytes: integer(env, "BODY_LIMIT_BYTES", 1_048_576, 1024, 100 * 1_048_576),
    uploadMaxBytes: integer(env, "UPLOAD_MAX_BYTES", 10 * 1024 ** 3, 1, 1024 ** 4),
    seedDemoData: boolean(env, "SEED_DEMO_DATA", true),
    logLevel: env.LOG_LEVEL?.trim() || "info",
    siteDir: resolve(env.SITE_DIR?.trim() || join(repoRoot, "apps/demo/dist")),
    widgetDir: resolve(env.WIDGET_DIR?.trim() || join(repoRoot, "packages/reviews/dist")),
    trustProxy: boolean(env, "TRUST_PROXY", false),
  };
}
