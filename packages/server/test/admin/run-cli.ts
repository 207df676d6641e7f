import { PassThrough, Readable } from "node:stream";
import { runAdmin } from "../../src/admin/cli";

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
  /** stdout parsed as the --json object. */
  json: {
    ok: boolean;
    result?: unknown;
    error?: { exitCode: number; message: string; status?: number; result?: unknown };
  };
}

/** Runs `sxz-server admin …` in this process over the database `env` names (DATA_DIR / DATABASE_URL), with `stdin` as input. */
export async function admin(env: Record<string, string | undefined>, args: string[], stdin = ""): Promise<CliRun> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = "";
  let err = "";
  stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
  const code = await runAdmin(args, { env, stdin: Readable.from([Buffer.from(stdin)]), stdout, stderr });
  let json: CliRun["json"] = { ok: false };
  if (args.includes("--json")) json = JSON.parse(out.trim().split("\n").at(-1) ?? "{}") as CliRun["json"];
  return { code, stdout: out, stderr: err, json };
}
