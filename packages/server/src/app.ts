import Fastify, { LogController } from "fastify";
import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import cors from "@fastify/cors";
import formbody from "@fastify/formbody";
import helmet from "@fastify/helmet";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { ApiCode, apiDocsPaths, jsonLdScript, retryAfterSeconds } from "@sxz/contract";
import type { ServerConfig } from "./config";
import { openDatabase } from "./db";
import type { DatabaseHandle } from "./db";
import { migrateToLatest } from "./db/migrate";
import { databaseTarget, waitForDatabase } from "./db/wait";
import type { DatabaseWait } from "./db/wait";
import { seedDemoData } from "./db/seed";
import { apiDocumentOptions } from "./http/api-document";
import { limitBodyDepth } from "./http/body-depth";
import { redactSecrets } from "./http/log-redaction";
import { clientErrorHandler, limitRequestArrival, serverTimeouts } from "./http/request-deadline";
import { registerErrorHandling } from "./http/error-handler";
import { numericPolicyValidatorFactory } from "./http/numeric-policy";
import { databaseRateCounters, memoryRateCounters } from "./http/rate-counters";
import type { RateCounters } from "./http/rate-counters";
import { rateLimitStore } from "./http/rate-limit-store";
import { isApiRoute, isHealthCheck } from "./http/route-scope";
import { requestLanguage, translate } from "./i18n/messages";
import { authenticate } from "./plugins/authenticate";
import { compression } from "./plugins/compression";
import { faultMonitor } from "./plugins/fault-monitor";
import { shutdownState } from "./plugins/graceful-shutdown";
import { metrics } from "./plugins/metrics";
import { requestLog } from "./plugins/request-log";
import { registerStaticSite } from "./plugins/static-site";
import { courseJsonLd } from "./domain/courses/structured-data";
import { publicOrigin } from "./public-origin";

/** The demo's course pages: /courses/:id and /courses/:id/react. */
const COURSE_PAGE = /^\/courses\/([^/]{1,100})(?:\/react)?\/?$/;
import { routePlugins } from "./routes";

declare module "fastify" {
  interface FastifyInstance {
    config: ServerConfig;
    database: DatabaseHandle;
    /** The counters of every rate limit (API requests, password logins). */
    rateCounters: RateCounters;
  }
}

export type { ServerConfig } from "./config";
export { loadConfig } from "./config";

export interface BuildOptions {
  /** An already opened database (tests share one); otherwise one is opened from the config. */
  database?: DatabaseHandle;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Wait for the database to answer before migrating, at most this long, logging each failed try (src/db/wait.ts). */
  databaseWait?: Omit<DatabaseWait, "target">;
}

/** The whole server without a port: tests use `inject`, main.ts calls `listen`. */
export async function buildApp(config: ServerConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const database = options.database ?? openDatabase(config);
  try {
    if (options.databaseWait && config.databaseUrl)
      await waitForDatabase(database, { ...options.databaseWait, target: databaseTarget(config.databaseUrl) });
    await migrateToLatest(database.db);
    if (config.seedDemoData) await seedDemoData(database.db);
  } catch (error) {
    if (!options.database) await database.destroy().catch(() => undefined);
    throw error;
  }

  const arrival = { timeoutMs: config.requestTimeoutSeconds * 1000, minBytesPerSecond: config.requestBodyMinRate };
  const app = Fastify({
    // Headers must arrive within REQUEST_TIMEOUT; bodies are timed by limitRequestArrival (http/request-deadline.ts).
    http: serverTimeouts(arrival),
    clientErrorHandler,
    logger:
      config.logLevel === "silent"
        ? false
        : {
            level: config.logLevel,
            hooks: { streamWrite: redactSecrets },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    bodyLimit: config.bodyLimitBytes,
    // Closing drops idle keep-alive sockets at once but lets requests in flight finish (plugins/graceful-shutdown.ts).
    forceCloseConnections: "idle",
    trustProxy: config.trustProxy,
    // One line per answered request comes from plugins/request-log.ts (route pattern, no URL or headers); when
    // debugging, Fastify's own lines with the (redacted) URL as well.
    logController: new LogController({ disableRequestLogging: config.logLevel !== "debug" }),
    ajv: { customOptions: { coerceTypes: "array", removeAdditional: true, useDefaults: true, allErrors: false } },
    // Every number of every request: finite, safe, in range, plain decimal (http/numeric-policy.ts).
    schemaController: { compilersFactory: { buildValidator: numericPolicyValidatorFactory() as never } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate("config", config);
  app.decorate("database", database);
  const rateCounters = config.rateLimitStore === "database" ? databaseRateCounters(database.db) : memoryRateCounters();
  app.decorate("rateCounters", rateCounters);
  if (!options.database) app.addHook("onClose", async () => database.destroy());

  await app.register(shutdownState);
  await app.register(faultMonitor);
  await app.register(requestLog);
  await app.register(metrics, {
    token: config.metricsToken,
    enabled: config.metricsToken !== undefined || !config.production,
  });
  registerErrorHandling(app);
  limitRequestArrival(app, arrival);
  limitBodyDepth(app);
  app.setNotFoundHandler((request, reply) => {
    const message = translate(requestLanguage(request.headers, request.query), "notFound");
    return reply.status(404).send({ code: ApiCode.NOT_FOUND, data: null, message });
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // The widget keeps its styles in its shadow root as <style> elements.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        connectSrc: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, {
    origin: (origin, callback) => callback(null, !origin || config.corsOrigins.includes(origin)),
    credentials: true,
    // The client layer reacts to these response headers, also on pages of other origins.
    exposedHeaders: ["beta_env", "check-login-type-result"],
  });
  await app.register(compression);
  await app.register(authenticate, { keys: config.tokenKeys });
  await app.register(rateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    store: rateLimitStore(rateCounters, "api", 60_000),
    // A database that cannot count must not also refuse the request: the request meets the same database next.
    skipOnError: config.rateLimitStore === "database",
    // Per user when authenticated (one user cannot exhaust an office's shared IP), else per IP.
    keyGenerator: (request) => (request.auth ? `user:${request.auth.userId}` : `ip:${request.ip}`),
    // Keyed on the matched route (not the raw URL, which `/%61pi/…` would slip past); health probes never count.
    allowList: (request) => !isApiRoute(request) || isHealthCheck(request),
    errorResponseBuilder: (request, context) => ({
      statusCode: 429,
      code: ApiCode.TOO_MANY_REQUESTS,
      data: null,
      message: translate(requestLanguage(request.headers, request.query), "tooManyRequests"),
      retryAfterSeconds: retryAfterSeconds(context.ttl),
    }),
  });
  await app.register(formbody, { bodyLimit: config.bodyLimitBytes });
  await app.register(multipart, { limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 20 } });
  await app.register(swagger, apiDocumentOptions);
  // The interactive reference, served from the package's own files (works offline, under the site's CSP).
  await app.register(swaggerUi, { routePrefix: apiDocsPaths.reference, staticCSP: false });
  if (config.betaEnv) {
    app.addHook("onSend", async (_request, reply) => {
      reply.header("beta_env", "true");
    });
  }

  for (const plugin of routePlugins) await app.register(plugin);
  app.get(apiDocsPaths.document, { schema: { hide: true } }, async () => app.swagger());

  // A course page of the demo carries the course's JSON-LD in the HTML the server sends, for search engines.
  await registerStaticSite(app, config.siteDir, config.widgetDir, {
    headOf: async (request, path) => {
      const courseId = COURSE_PAGE.exec(path)?.[1];
      const data = courseId ? await courseJsonLd(app.database.db, courseId, publicOrigin(request, config)) : null;
      return data ? jsonLdScript(data) : null;
    },
  });
  return app;
}
