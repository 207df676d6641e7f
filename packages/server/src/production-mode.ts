/**
 * Production mode (NODE_ENV=production): the settings that are convenient for the demo and unsafe for real people.
 * `loadConfig` refuses to start while any of them is present and names every one at once; without NODE_ENV=production
 * (`npm start`, the tests) nothing here applies and the demo keeps its defaults.
 */

type Env = Record<string, string | undefined>;

export function isProduction(env: Env): boolean {
  return env.NODE_ENV?.trim().toLowerCase() === "production";
}

/** Defaults that differ in production: no demo data, no third-party stand-in. */
export const PRODUCTION_DEFAULTS = { seedDemoData: false, thirdPartyLoginUser: "" } as const;

/** Fewer different characters than this is a typed placeholder ("changeme…", "xxxx…"), not a random secret. */
const MIN_DISTINCT_SECRET_CHARACTERS = 8;
const LOOPBACK_HOST = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;
const TRUE_WORDS = ["1", "true", "yes", "on"];

function placeholderSecret(value: string): boolean {
  return new Set(value).size < MIN_DISTINCT_SECRET_CHARACTERS;
}

/** Each unsafe setting of the environment as "NAME…: why, and what to do"; empty when production may start. */
export function unsafeProductionSettings(env: Env): string[] {
  const problems: string[] = [];
  const tokenSecret = env.TOKEN_SECRET ?? "";
  if (!tokenSecret) {
    problems.push(
      "TOKEN_SECRET is not set: the secret generated into DATA_DIR differs on every server and is lost with the folder, so replicas " +
        "reject each other's tokens and upload links; set one random value of at least 32 characters on every server (e.g. `openssl rand -hex 32`)",
    );
  } else if (placeholderSecret(tokenSecret)) {
    problems.push(
      "TOKEN_SECRET looks like a placeholder (fewer than 8 different characters); use a random value (e.g. `openssl rand -hex 32`)",
    );
  }
  const previousSecrets = (env.TOKEN_SECRETS_PREVIOUS ?? "")
    .split(",")
    .map((secret) => secret.trim())
    .filter(Boolean);
  if (previousSecrets.some(placeholderSecret)) {
    problems.push(
      "TOKEN_SECRETS_PREVIOUS holds a placeholder (fewer than 8 different characters): anything it signs is forgeable; list only secrets really used before",
    );
  }
  const workplaceSecret = env.WORKPLACE_CODE_SECRET ?? "";
  if (workplaceSecret && placeholderSecret(workplaceSecret)) {
    problems.push(
      "WORKPLACE_CODE_SECRET looks like a placeholder (fewer than 8 different characters); use the random secret agreed with the workplace app",
    );
  }
  if (TRUE_WORDS.includes(env.SEED_DEMO_DATA?.trim().toLowerCase() ?? "")) {
    problems.push(
      "SEED_DEMO_DATA=true seeds the demo school with admin/admin and other known passwords; leave it unset",
    );
  }
  if (env.THIRD_PARTY_LOGIN_USER?.trim()) {
    problems.push(
      `THIRD_PARTY_LOGIN_USER=${env.THIRD_PARTY_LOGIN_USER.trim()} lets anyone sign in as that user through the third-party login stand-in; leave it unset`,
    );
  }
  const publicOrigin = env.PUBLIC_ORIGIN?.trim() ?? "";
  if (!publicOrigin) {
    problems.push(
      "PUBLIC_ORIGIN is not set: the server would have no trustworthy name for the links it builds; set the https origin clients use, e.g. https://learn.example.com",
    );
  } else if (/^http:\/\//i.test(publicOrigin) && !LOOPBACK_HOST.test(hostnameOf(publicOrigin))) {
    problems.push(
      `PUBLIC_ORIGIN=${publicOrigin} is plain http: tokens and passwords would cross the network readable; use https`,
    );
  }
  if (TRUE_WORDS.includes(env.TRUST_PROXY?.trim().toLowerCase() ?? "")) {
    problems.push(
      "TRUST_PROXY=true believes X-Forwarded-For from any client, who can then pose as any address (login limits, rate limits, IP blocklist, " +
        "intranet); list your proxies instead, e.g. TRUST_PROXY=10.0.0.5,10.0.1.0/24",
    );
  }
  return problems;
}

function hostnameOf(origin: string): string {
  try {
    return new URL(origin).hostname;
  } catch {
    return "";
  }
}

/** The one message that stops a production start. */
export function productionRefusal(problems: readonly string[]): string {
  return `NODE_ENV=production refuses unsafe settings:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`;
}
