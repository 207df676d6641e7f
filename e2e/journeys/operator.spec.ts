import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { test, expect } from "@playwright/test";
import { cardWithText, rateButton, ratingDialog } from "./support/widget";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const BIN = join(root, "packages/server/bin/sxz-server.js");

/** Runs the shipped command line (`sxz-server admin …`, the compiled bundle) and answers its exit code and output. */
function sxzAdmin(
  env: Record<string, string>,
  args: string[],
  stdin = "",
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, "admin", ...args], {
      env: { PATH: process.env.PATH ?? "", ...env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

async function ok(env: Record<string, string>, args: string[], stdin = ""): Promise<string> {
  const run = await sxzAdmin(env, args, stdin);
  expect(run.code, `sxz-server admin ${args.join(" ")}\n${run.stdout}${run.stderr}`).toBe(0);
  return run.stdout;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** The compiled server as production runs it (`node bin/sxz-server.js`, NODE_ENV=production), resolved once it listens. */
async function startProductionServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [BIN], {
    env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/listening on http/.test(output)) resolve();
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => reject(new Error(`the production server exited with ${code}:\n${output}`)));
  });
  expect(output).toContain("(sqlite, production)");
  return child;
}

async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

const folders: string[] = [];
let server: ChildProcess | undefined;
test.afterAll(async () => {
  await stop(server);
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

test("[journey] an operator goes from an empty production database to a learner's first review with the admin command line, then backs it up, restores it into a second database and exports it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const bundle of ["packages/server/dist/main.js", "packages/server/dist/admin.js", "apps/demo/dist/index.html"]) {
    expect(existsSync(join(root, bundle)), `${bundle} is built (node scripts/build.mjs)`).toBe(true);
  }
  const dataDir = mkdtempSync(join(tmpdir(), "sxz-operator-"));
  const secondDataDir = mkdtempSync(join(tmpdir(), "sxz-operator-restored-"));
  const files = mkdtempSync(join(tmpdir(), "sxz-operator-files-"));
  folders.push(dataDir, secondDataDir, files);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    TOKEN_SECRET: randomBytes(32).toString("hex"),
    PUBLIC_ORIGIN: origin,
    PORT: String(port),
    HOST: "127.0.0.1",
  };

  // Provisioning with the command line on the empty database, production mode refusing none of it.
  await ok(env, ["school", "add", "north", "--name", "North College"]);
  await ok(env, ["school", "add", "south", "--name", "South College"]);
  await ok(env, ["course", "add", "ops-101", "--title", "Operations 101", "--module", "ops"]);
  const items = join(files, "ops-items.json");
  writeFileSync(
    items,
    JSON.stringify([
      { type: "tag", score: 5, code: "ops-runbook", texts: { en_US: "Great runbook", zh_CN: "手册很棒" } },
      { type: "tag", score: 5, code: "ops-clear", texts: { en_US: "Crystal clear", zh_CN: "非常清楚" } },
      {
        type: "guide",
        score: 5,
        code: "ops-guide-5",
        texts: { en_US: "Tell other operators why", zh_CN: "告诉其他运维人员原因" },
      },
    ]),
  );
  expect(JSON.parse(await ok(env, ["items", "import", items, "--module", "ops", "--json"]))).toMatchObject({
    ok: true,
    result: { created: 3 },
  });
  // The password never appears on a command line: it arrives on stdin.
  await ok(
    env,
    ["user", "add", "lin", "--school", "north", "--role", "learner", "--password-stdin"],
    "lin-first-password\n",
  );
  await ok(env, ["member", "add", "lin", "--school", "south"]);
  await ok(env, ["course", "progress", "lin", "--course", "ops-101", "--school", "north", "--percent", "60"]);

  server = await startProductionServer(env);

  // The learner signs in on the real login page and lands on the course, whose widget offers the module's tags and
  // guide. The demo site belongs to the seeded school "demo"; an address's tenantId names the school instead.
  const course = `${origin}/courses/ops-101?sxz-lang=en_US&tenantId=north`;
  await page.goto(`${origin}/login/index?sxz-lang=en_US&tenantId=north&redirect=${encodeURIComponent(course)}`);
  await page.getByLabel("User name").fill("lin");
  await page.getByLabel("Password").fill("lin-first-password");
  await page.getByRole("main").getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/courses/ops-101");
  await expect(page.getByRole("heading", { name: "Operations 101" })).toBeVisible();
  // Five stars show the module's guide sentence and its two tags; the learner picks both, writes, submits.
  await rateButton(page).click();
  const dialog = ratingDialog(page);
  const fiveStars = dialog
    .getByRole("radiogroup", { name: "Rating" })
    .getByRole("radio", { name: "5 stars", exact: true });
  await fiveStars.click();
  await expect(fiveStars).toHaveAttribute("aria-checked", "true");
  await expect(dialog).toContainText("Tell other operators why");
  const tags = dialog.getByRole("group", { name: "Quick comments" }).getByRole("button");
  await expect(tags).toHaveText(["Great runbook", "Crystal clear"]);
  for (const tag of await tags.all()) {
    await tag.click();
    await expect(tag).toHaveAttribute("aria-pressed", "true");
  }
  const comment = `The on-call runbook finally makes sense ${Date.now()}`;
  await dialog.getByRole("textbox", { name: "Your review" }).fill(comment);
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(ratingDialog(page)).toBeHidden();
  const card = cardWithText(page, comment);
  await expect(card).toBeVisible();
  await expect(card).toContainText("Great runbook");
  // The second language of the same items.
  await page.goto(`${origin}/courses/ops-101?sxz-lang=zh_CN&tenantId=north`);
  await expect(cardWithText(page, comment)).toContainText("手册很棒");

  // Backup while the server runs, restore into a second (empty) database, export from both.
  const backup = join(files, "north.backup");
  const saved = JSON.parse(await ok(env, ["backup", backup, "--json"])) as { result: { rows: Record<string, number> } };
  expect(saved.result.rows).toMatchObject({ schools: 2, users: 1, reviews: 1 });
  const second = { ...env, DATA_DIR: secondDataDir };
  await ok(second, ["restore", backup]);
  const restoredJsonl = await ok(second, ["export", "--school", "north", "--format", "jsonl"]);
  const [review] = restoredJsonl
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(review).toMatchObject({ kind: "review", resource_id: "ops-101", username: "lin", score: 5, content: comment });
  expect(String(review!.tags).split(",").sort()).toEqual(["ops-clear", "ops-runbook"]);
  const csvFile = join(files, "north.csv");
  await ok(env, ["export", "--school", "north", "--format", "csv", "--out", csvFile]);
  const csv = readFileSync(csvFile, "utf8");
  expect(csv.startsWith("\uFEFF")).toBe(true);
  expect(csv).toContain(`"${comment}"`);
});
