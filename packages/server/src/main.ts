import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { demoAccountsWithKnownPasswords } from "./db/seed/demo-accounts";
import { productionRefusal } from "./production-mode";

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

const app = await buildApp(config);
if (config.production) {
  const known = await demoAccountsWithKnownPasswords(app.database.db);
  if (known.length) {
    const problem =
      `the database holds demo accounts that still have their published passwords (${known.join(", ")}): ` +
      "change their passwords or disable them, or start on a new database";
    console.error(`Configuration error: ${productionRefusal([problem])}`);
    await app.close();
    process.exit(2);
  }
}
const address = await app.listen({ port: config.port, host: config.host });
const port = new URL(address).port;
const shownHost = ["0.0.0.0", "::", "127.0.0.1"].includes(config.host) ? "localhost" : config.host;
console.info(`sxz platform (${app.database.dialect}${config.production ? ", production" : ""}) listening on http://${shownHost}:${port}`);

let closing = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    console.info("Stopping…");
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
