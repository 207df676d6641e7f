import { createHash, createHmac, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { keyRing } from "./domain/auth/key-ring";
import type { KeyRing } from "./domain/auth/key-ring";
import { storageSettings } from "./domain/uploads/storage/settings";
import type { StorageSettings } from "./domain/uploads/storage/settings";
import { isProduction, PRODUCTION_DEFAULTS, productionRefusal, unsafeProductionSettings } from "./production-mode";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

/** Every setting of the server; read once from the environment by loadConfig(). */
export interface ServerConfig {
  /** NODE_ENV=production: unsafe settings refuse to start, no demo data, no third-party stand-in (production-mode.ts). */
  production: boolean;
  port: number;
  host: string;
  /** postgres://… switches to PostgreSQL; empty means SQLite at `${dataDir}/sxz.sqlite`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** How long the start waits for PostgreSQL to answer before it gives up with exit 2 (seconds; 0: one try). */
  databaseWaitSeconds: number;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** A rotated refresh token still works this long, so tabs racing on one refresh do not log each other out. */
  refreshReuseGraceSeconds: number;
  /** The current signing secret (TOKEN_SECRET); other secrets derived from it (WORKPLACE_CODE_SECRET's default) use it. */
  tokenSecret: string;
  /** TOKEN_SECRET signs; TOKEN_SECRETS_PREVIOUS still verify, each named by its key id (rotation without sign-outs). */
  tokenKeys: KeyRing;
  betaEnv: boolean;
  corsOrigins: string[];
  intranetCidrs: string[];
  rateLimitPerMinute: number;
  /** How long an anonymous list page may be answered from memory after it was read (ms; 0: never); this process's writes end it at once. */
  listCacheMs: number;
  /** How long the session guard trusts a live session without reading it again (ms); 0 reads every time. */
  sessionCacheMs: number;
  /** Where rate-limit counts live: "memory" (this process) or "database" (shared by every process on it). */
  rateLimitStore: "memory" | "database";
  bodyLimitBytes: number;
  /** Where uploaded files live: local disk under DATA_DIR (default) or an S3-compatible bucket (STORAGE=s3). */
  storage: StorageSettings;
  uploadMaxBytes: number;
  /** A chunked upload with no activity for this long is abandoned: the sweep removes it and its parts (seconds). */
  uploadSessionTtlSeconds: number;
  /** How often abandoned uploads are swept (seconds); also once at start. */
  uploadSweepIntervalSeconds: number;
  /** Unfinished chunked uploads (open or combining) one user may have at once. */
  uploadMaxOpenSessions: number;
  /** Simple-upload tickets one user may hold whose file has not arrived and whose link has not expired. */
  uploadMaxPendingTickets: number;
  /** Seconds a request's headers may take; also a body's base time, and the longest a body may stall. */
  requestTimeoutSeconds: number;
  /** Each byte of a body that arrives buys 1/rate seconds more (bytes per second; 0: the body gets REQUEST_TIMEOUT only). */
  requestBodyMinRate: number;
  /** Tracking events older than this many days are deleted (hourly); 0 keeps them for ever. */
  trackingRetentionDays: number;
  seedDemoData: boolean;
  logLevel: string;
  /** The demo site's built files, served at `/`. */
  siteDir: string;
  /** The widget's built files (`sxz-score.js` and its chunks), served at `/widget/`. */
  widgetDir: string;
  /** Whose X-Forwarded-For to believe: nobody (false), every hop (true, refused in production), or these proxies' addresses and ranges. */
  trustProxy: boolean | string[];
  /** Client IP ranges refused with an IP-limit body code: "CIDR" (901100003) or "CIDR=901100004|901100008". */
  ipBlocklist: IpRule[];
  /** Passwords checked per IP per minute, right or wrong (stricter than the general limit: scrypt is costly). */
  loginRateLimitPerMinute: number;
  /** Failed passwords per account from one IP per minute; further attempts for that account from there answer 429. */
  loginFailuresPerMinute: number;
  /** Failed passwords per account per minute from every IP together (guessing spread over many addresses). */
  loginAccountFailuresPerMinute: number;
  /** Failed passwords per IP per minute over every account (one address guessing many accounts). */
  loginAddressFailuresPerMinute: number;
  /** Lifetime of authorization codes (authorize endpoint, `_tpToken`), seconds. */
  authCodeTtlSeconds: number;
  /** Secret the workplace app signs free-login codes with (default: derived from TOKEN_SECRET). */
  workplaceCodeSecret: string;
  /** Providers of the stand-in third-party login (`/api/auth/open/third/{provider}/authorization_code`). */
  thirdPartyProviders: string[];
  /** User the stand-in third-party login signs in; empty switches the stand-in off. */
  thirdPartyLoginUser: string;
  /** Hosts besides the server's own that login redirects (third-party targetUrl) may return to. */
  redirectAllowedHosts: string[];
  /**
   * The origin clients reach this server on (`https://learn.example.com`): every absolute URL the server builds
   * (file links, login redirects back to itself) uses it, never the request's Host header. Unset in development:
   * then only this machine's own names are taken from Host (see public-origin.ts).
   */
  publicOrigin: string | undefined;
  /** On SIGTERM/SIGINT, requests in flight get this long to finish before their connections are cut (seconds). */
  shutdownTimeoutSeconds: number;
  /** Bearer token that `/metrics` requires; unset: open in development, switched off (404) in production. */
  metricsToken: string | undefined;
  /** SHA-256 of ADMIN_TOKEN, the platform admin's bearer token for `/api/admin/…`; unset: the admin API is off (404). */
  adminTokenHash: Buffer | undefined;
}

export class ConfigError extends Error {}

export const IP_LIMIT_CODES = [901100003, 901100004, 901100008] as const;
export interface IpRule {
  cidr: string;
  code: (typeof IP_LIMIT_CODES)[number];
}

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

function oneOf<T extends string>(env: Env, name: string, choices: readonly T[], fallback: T): T {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === "") return fallback;
  if ((choices as readonly string[]).includes(raw)) return raw as T;
  throw new ConfigError(`${name} must be one of ${choices.join(", ")}, got "${env[name]}"`);
}

function list(env: Env, name: string): string[] {
  return (env[name] ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

const CIDR = /^(\d{1,3}\.){3}\d{1,3}\/(\d|[12]\d|3[0-2])$|^[0-9a-f:]+\/\d{1,3}$/i;
const ADDRESS = /^(\d{1,3}\.){3}\d{1,3}$|^[0-9a-f:]*:[0-9a-f:]*$/i;

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

/** TOKEN_SECRETS_PREVIOUS: secrets rotated out that still verify what they signed (comma-separated). */
function previousSecrets(env: Env): string[] {
  const secrets = list(env, "TOKEN_SECRETS_PREVIOUS");
  if (secrets.some((secret) => secret.length < 32))
    throw new ConfigError("every TOKEN_SECRETS_PREVIOUS entry must be at least 32 characters");
  return secrets;
}

function ipRules(env: Env, name: string): IpRule[] {
  return list(env, name).map((entry) => {
    const [cidr = "", codeText] = entry.split("=");
    const code = codeText === undefined ? IP_LIMIT_CODES[0] : Number(codeText);
    if (!CIDR.test(cidr)) throw new ConfigError(`${name} entry "${entry}" is not a CIDR range like 203.0.113.0/24`);
    if (!(IP_LIMIT_CODES as readonly number[]).includes(code)) {
      throw new ConfigError(`${name} entry "${entry}" must use one of the codes ${IP_LIMIT_CODES.join(", ")}`);
    }
    return { cidr, code: code as IpRule["code"] };
  });
}

function hosts(env: Env, name: string): string[] {
  const found = list(env, name).map((host) => host.toLowerCase());
  for (const host of found) {
    if (!/^[a-z0-9.-]+(:\d{1,5})?$/.test(host))
      throw new ConfigError(`${name} entry "${host}" must be a host name like learn.example.com`);
  }
  return found;
}

/** An origin like https://learn.example.com: scheme, host and optional port, nothing else. */
function origin(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim().replace(/\/$/, "");
  if (!raw) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || !["http:", "https:"].includes(url.protocol) || url.origin !== raw.toLowerCase()) {
    throw new ConfigError(
      `${name} must be an origin like https://learn.example.com (scheme, host, optional port; no path), got "${env[name]}"`,
    );
  }
  return url.origin;
}

/** TRUST_PROXY: true/false, or the comma-separated addresses or CIDR ranges of the proxies in front of the server. */
function trustProxy(env: Env): boolean | string[] {
  const raw = env.TRUST_PROXY?.trim() ?? "";
  if (!raw || !/[.:/]/.test(raw)) return boolean(env, "TRUST_PROXY", false);
  const entries = list(env, "TRUST_PROXY");
  for (const entry of entries) {
    if (!CIDR.test(entry) && !ADDRESS.test(entry)) {
      throw new ConfigError(
        `TRUST_PROXY entry "${entry}" must be a proxy address or range like 10.0.0.5 or 10.0.0.0/8 (or true/false)`,
      );
    }
  }
  return entries;
}

/** A setting parsed by its own domain, its complaint turned into a ConfigError. */
function checked<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

function secretOrDerived(env: Env, name: string, base: string, purpose: string): string {
  const given = env[name];
  if (given) {
    if (given.length < 32) throw new ConfigError(`${name} must be at least 32 characters`);
    return given;
  }
  return createHmac("sha256", base).update(purpose).digest("hex");
}

/** METRICS_TOKEN: a scraper's bearer token, long enough not to be guessed. */
function metricsToken(env: Env): string | undefined {
  const given = env.METRICS_TOKEN?.trim();
  if (!given) return undefined;
  if (given.length < 16) throw new ConfigError("METRICS_TOKEN must be at least 16 characters");
  return given;
}

/** ADMIN_TOKEN: long and random (only its hash is kept in memory). */
function adminTokenHash(env: Env): Buffer | undefined {
  const given = env.ADMIN_TOKEN?.trim();
  if (!given) return undefined;
  if (given.length < 32)
    throw new ConfigError("ADMIN_TOKEN must be at least 32 characters (e.g. `openssl rand -hex 32`)");
  return createHash("sha256").update(given).digest();
}

/** Where the database is: DATABASE_URL (PostgreSQL) or SQLite in DATA_DIR (created when missing). The admin CLI reads it the same way. */
export function databaseLocation(env: Env = process.env): Pick<ServerConfig, "databaseUrl" | "dataDir"> {
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError("DATABASE_URL must start with postgres:// (leave it unset for SQLite)");
  }
  const dataDir = resolve(env.DATA_DIR?.trim() || join(process.cwd(), "data"));
  mkdirSync(dataDir, { recursive: true });
  return { databaseUrl, dataDir };
}

export function loadConfig(env: Env = process.env): ServerConfig {
  // Checked before anything is written (a generated secret) or opened: production starts only with safe settings.
  const production = isProduction(env);
  const unsafe = production ? unsafeProductionSettings(env) : [];
  if (unsafe.length) throw new ConfigError(productionRefusal(unsafe));
  const { databaseUrl, dataDir } = databaseLocation(env);
  const corsOrigins = list(env, "CORS_ORIGINS");
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin))
      throw new ConfigError(`CORS_ORIGINS entry "${origin}" must be an origin like https://example.com`);
  }
  const secret = tokenSecret(env, dataDir);
  const intranetCidrs = list(env, "INTRANET_CIDRS");
  for (const cidr of intranetCidrs) {
    if (!CIDR.test(cidr)) throw new ConfigError(`INTRANET_CIDRS entry "${cidr}" is not a CIDR range like 10.0.0.0/8`);
  }
  return {
    production,
    port: integer(env, "PORT", 8080, 0, 65535),
    host: env.HOST?.trim() || "0.0.0.0",
    databaseUrl,
    dataDir,
    databaseWaitSeconds: integer(env, "DATABASE_WAIT_SECONDS", 60, 0, 3600),
    accessTokenTtlSeconds: integer(env, "ACCESS_TOKEN_TTL", 900, 1, 86_400),
    refreshTokenTtlSeconds: integer(env, "REFRESH_TOKEN_TTL", 30 * 86_400, 60, 365 * 86_400),
    refreshReuseGraceSeconds: integer(env, "REFRESH_REUSE_GRACE", 10, 0, 300),
    tokenSecret: secret,
    tokenKeys: keyRing(secret, previousSecrets(env)),
    betaEnv: boolean(env, "BETA_ENV", false),
    corsOrigins,
    intranetCidrs,
    rateLimitPerMinute: integer(env, "RATE_LIMIT_PER_MINUTE", 600, 1, 1_000_000),
    rateLimitStore: oneOf(env, "RATE_LIMIT_STORE", ["memory", "database"], "memory"),
    listCacheMs: integer(env, "LIST_CACHE_MS", 1000, 0, 60_000),
    sessionCacheMs: integer(env, "SESSION_CACHE_MS", 1000, 0, 60_000),
    bodyLimitBytes: integer(env, "BODY_LIMIT_BYTES", 1_048_576, 1024, 100 * 1_048_576),
    storage: checked(() => storageSettings(env)),
    uploadMaxBytes: integer(env, "UPLOAD_MAX_BYTES", 10 * 1024 ** 3, 1, 1024 ** 4),
    uploadSessionTtlSeconds: integer(env, "UPLOAD_SESSION_TTL", 7 * 86_400, 60, 365 * 86_400),
    uploadSweepIntervalSeconds: integer(env, "UPLOAD_SWEEP_INTERVAL", 3600, 1, 86_400),
    uploadMaxOpenSessions: integer(env, "UPLOAD_MAX_OPEN_SESSIONS", 20, 1, 10_000),
    uploadMaxPendingTickets: integer(env, "UPLOAD_MAX_PENDING_TICKETS", 50, 1, 10_000),
    requestTimeoutSeconds: integer(env, "REQUEST_TIMEOUT", 30, 1, 3600),
    requestBodyMinRate: integer(env, "REQUEST_BODY_MIN_RATE", 1024, 0, 1024 ** 3),
    trackingRetentionDays: integer(env, "TRACKING_RETENTION_DAYS", 180, 0, 3650),
    seedDemoData: boolean(env, "SEED_DEMO_DATA", production ? PRODUCTION_DEFAULTS.seedDemoData : true),
    logLevel: env.LOG_LEVEL?.trim() || "info",
    siteDir: resolve(env.SITE_DIR?.trim() || join(repoRoot, "apps/demo/dist")),
    widgetDir: resolve(env.WIDGET_DIR?.trim() || join(repoRoot, "packages/reviews/dist")),
    trustProxy: trustProxy(env),
    ipBlocklist: ipRules(env, "IP_BLOCKLIST"),
    loginRateLimitPerMinute: integer(env, "LOGIN_RATE_LIMIT_PER_MINUTE", 120, 1, 1_000_000),
    loginFailuresPerMinute: integer(env, "LOGIN_FAILURES_PER_MINUTE", 10, 1, 1_000_000),
    loginAccountFailuresPerMinute: integer(env, "LOGIN_ACCOUNT_FAILURES_PER_MINUTE", 50, 1, 1_000_000),
    loginAddressFailuresPerMinute: integer(env, "LOGIN_ADDRESS_FAILURES_PER_MINUTE", 100, 1, 1_000_000),
    authCodeTtlSeconds: integer(env, "AUTH_CODE_TTL", 120, 5, 3600),
    workplaceCodeSecret: secretOrDerived(env, "WORKPLACE_CODE_SECRET", secret, "workplace-free-login"),
    thirdPartyProviders: list(env, "THIRD_PARTY_PROVIDERS").length
      ? list(env, "THIRD_PARTY_PROVIDERS")
      : ["group", "portal"],
    thirdPartyLoginUser:
      env.THIRD_PARTY_LOGIN_USER === undefined
        ? production
          ? PRODUCTION_DEFAULTS.thirdPartyLoginUser
          : "learner"
        : env.THIRD_PARTY_LOGIN_USER.trim(),
    redirectAllowedHosts: hosts(env, "REDIRECT_ALLOWED_HOSTS"),
    publicOrigin: origin(env, "PUBLIC_ORIGIN"),
    shutdownTimeoutSeconds: integer(env, "SHUTDOWN_TIMEOUT", 25, 0, 3600),
    metricsToken: metricsToken(env),
    adminTokenHash: adminTokenHash(env),
  };
}
