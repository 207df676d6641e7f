import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { MissingSqliteDriverError } from "./db/sqlite-driver";
import { DatabaseUnreachableError } from "./db/wait";
import { demoAccountsWithKnownPasswords } from "./db/seed/demo-accounts";
import { classifyFault, describeCause } from "./http/faults";
import { answerWhileStarting } from "./http/starting-answers";
import { drainAndClose } from "./plugins/graceful-shutdown";
import { productionRefusal } from "./production-mode";
import { releaseMemoryWhenQuiet } from "./quiet-memory";

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
    process.exit(2);
  }
  throw error;
}

// Until the app listens (the database waited for, migrated, seeded), the port answers readiness 503 "starting".
const starting = await answerWhileStarting(config.port, config.host);
let app;
try {
  app = await buildApp(config, {
    databaseWait: { seconds: config.databaseWaitSeconds, log: (line) => console.warn(line) },
  });
} catch (error) {
  await starting.close();
  if (error instanceof MissingSqliteDriverError) {
    console.error(`Configuration error: ${error.message}`);
    process.exit(2);
  }
  // One line, no stack, exit 2: a supervisor restarting the process at once would only meet the same database.
  if (error instanceof DatabaseUnreachableError) {
    console.error(`Database unavailable: ${error.message}`);
    process.exit(2);
  }
  if (classifyFault(error)) {
    console.error(`Database unavailable: ${describeCause(error)}`);
    process.exit(2);
  }
  if (error instanceof Error && /^Migrat/.test(error.message)) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
}
if (config.production) {
  const known = await demoAccountsWithKnownPasswords(app.database.db);
  if (known.length) {
    const problem =
      `the database holds demo accounts that still have their published passwords (${known.join(", ")}): ` +
      "change their passwords or disable them, or start on a new database";
    console.error(`Configuration error: ${productionRefusal([problem])}`);
    await starting.close();
    await app.close();
    process.exit(2);
  }
}
await starting.close();
const address = await app.listen({ port: starting.port, host: config.host });
releaseMemoryWhenQuiet(app.server);
const port = new URL(address).port;
const shownHost = ["0.0.0.0", "::", "127.0.0.1"].includes(config.host) ? "localhost" : config.host;
console.info(
  `sxz platform (${app.database.dialect}${config.production ? ", production" : ""}) listening on http://${shownHost}:${port}`,
);

// SIGTERM/SIGINT: refuse new connections, let requests in flight finish within SHUTDOWN_TIMEOUT, close the
// database, exit 0. Requests the timeout cut make it exit 1; a second signal stops at once (exit 1).
const server = app;
let closingSince: number | undefined;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (closingSince !== undefined) {
      // Ctrl-C under npm reaches the server twice at once (from the terminal and forwarded by npm): not a second request.
      if (Date.now() - closingSince < 1000) return;
      console.error(`${signal} again: stopping without waiting for requests in flight.`);
      process.exit(1);
    }
    closingSince = Date.now();
    console.info(`${signal}: stopping (requests in flight get up to ${config.shutdownTimeoutSeconds} s)…`);
    drainAndClose(server, config.shutdownTimeoutSeconds * 1000).then(
      (outcome) => {
        if (outcome === "cut") console.error("Stopped: the shutdown timeout cut requests still in flight.");
        else console.info("Stopped.");
        process.exit(outcome === "drained" ? 0 : 1);
      },
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
