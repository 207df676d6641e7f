import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setPlatformClient } from "../src";
import { startReferenceServer } from "./support/reference-server";
import type { TestServer } from "./support/reference-server";
import { resetPage } from "./support/page";

// The README's `@sxz/client/axios` snippet is code: this test takes it from the README as it is written and runs it
// against the reference server (only its API address is replaced by the server's).
const readme = readFileSync(join(import.meta.dirname, "../README.md"), "utf8");
const snippet = /<!-- readme-snippet: axios -->\n```ts\n([\s\S]*?)```/.exec(readme)?.[1];
const folder = join(import.meta.dirname, ".readme-snippets");

let server: TestServer;
beforeAll(async () => {
  server = await startReferenceServer();
});
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await server.close();
});
beforeEach(() => resetPage("/"));

describe("the README's @sxz/client/axios snippet", () => {
  it("installs the pipeline on a host's axios instance: the signed-in user's call carries the client's token", async () => {
    expect(snippet).toBeDefined();
    expect(snippet).toContain('const API = "https://api.school.example.com";');
    mkdirSync(folder, { recursive: true });
    const file = join(folder, "axios.ts");
    writeFileSync(file, snippet!.replace('"https://api.school.example.com"', JSON.stringify(server.url)));
    const printed = vi.spyOn(console, "info").mockImplementation(() => undefined);
    try {
      await import(/* @vite-ignore */ file);
      expect(printed).toHaveBeenCalledWith("learner");
    } finally {
      printed.mockRestore();
      setPlatformClient(undefined);
    }
  });
});
