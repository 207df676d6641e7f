// @vitest-environment node
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "vite";
import type { Rollup } from "vite";
import { describe, expect, it } from "vitest";

const configOf = (name: string) => fileURLToPath(new URL(`../${name}`, import.meta.url));

/** Builds one browser entry with its real configuration, in memory; answers what a page loads at once and later. */
async function bundle(config: string, treeshake = true) {
  const result = (await build({
    configFile: configOf(config),
    logLevel: "silent",
    build: {
      write: false,
      sourcemap: false,
      emptyOutDir: false,
      ...(treeshake ? {} : { rollupOptions: { treeshake: false } }),
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const chunks = (Array.isArray(result) ? result[0]! : result).output.filter(
    (item): item is Rollup.OutputChunk => item.type === "chunk",
  );
  const entry = chunks.find((chunk) => chunk.isEntry)!;
  // What the page loads with the entry: the entry and the chunks it imports statically, transitively.
  const atOnce = new Set<Rollup.OutputChunk>([entry]);
  for (const chunk of atOnce)
    for (const name of chunk.imports) atOnce.add(chunks.find((each) => each.fileName === name)!);
  const modules = (list: Iterable<Rollup.OutputChunk>) =>
    [...list].flatMap((chunk) => chunk.moduleIds.map((id) => id.replaceAll("\\", "/")));
  return {
    atOnce: modules(atOnce),
    later: modules(chunks.filter((chunk) => !atOnce.has(chunk))),
    gzip: [...atOnce].reduce((sum, chunk) => sum + gzipSync(chunk.code).length, 0),
  };
}

const has = (ids: string[], part: string) => ids.some((id) => id.includes(part));

describe("what a page downloads at once", () => {
  it("the client core entry carries no upload step, resume store or beta-badge UI: they load with their first use", async () => {
    const { atOnce, later } = await bundle("vite.config.ts");
    for (const part of [
      "src/upload/chunked.ts",
      "src/upload/simple.ts",
      "src/upload/document.ts",
      "src/upload/resume-store.ts",
      "node_modules/idb-keyval",
      "src/ui/beta-badge/badge.ts",
      "src/ui/beta-badge/tooltip.ts",
    ]) {
      expect(has(atOnce, part), part).toBe(false);
      expect(has(later, part), part).toBe(true);
    }
    // What a request needs is there from the start (the refresh loads with the first 401: see the test below); the
    // XMLHttpRequest transport loads with the first call that follows its upload progress.
    expect(has(atOnce, "src/http/xhr-transport.ts")).toBe(false);
    expect(has(later, "src/http/xhr-transport.ts")).toBe(true);
    expect(has([...atOnce, ...later], "node_modules/axios")).toBe(false);
    for (const part of [
      "src/http/request-pipeline.ts",
      "src/upload/task.ts",
      "src/ui/beta-badge/lazy-badge.ts",
      "src/auth/token-store.ts",
      "src/http/header-rules.ts",
      // The other tabs are heard from the start; the session end and its bus load with the first event or answer
      // that needs them, as in the lean core.
      "src/auth/auth-event-inbox.ts",
      "src/auth/deferred-session-end.ts",
    ])
      expect(has(atOnce, part), part).toBe(true);
    for (const part of ["src/auth/session-end.ts", "src/auth/auth-events.ts", "src/auth/forget-user.ts"]) {
      expect(has(atOnce, part), part).toBe(false);
      expect(has(later, part), part).toBe(true);
    }
  }, 120_000);

  it("the client core checks tracked events (CL-VAL-1, CL-VAL-2) but loads the tracker (event building, the persistent queue, the sender) with the first event", async () => {
    const { atOnce, later } = await bundle("vite.config.ts");
    for (const part of [
      "src/tracking/recorder.ts",
      "src/tracking/event-store.ts",
      "src/tracking/user-agent.ts",
      "src/tracking/sender.ts",
      "src/tracking/flush-lease.ts",
      "src/tracking/endpoints.ts",
    ]) {
      expect(has(atOnce, part), part).toBe(false);
      expect(has(later, part), part).toBe(true);
    }
    for (const part of ["src/tracking/lazy-tracker.ts", "src/tracking/track-input.ts", "src/tracking/early-events.ts"])
      expect(has(atOnce, part), part).toBe(true);
  }, 120_000);

  it("the client core answers bridge.supports() but loads the bridge's calling part and its http transport with the first call", async () => {
    const { atOnce, later } = await bundle("vite.config.ts");
    for (const part of [
      "src/bridge/bridge.ts",
      "src/bridge/messages.ts",
      "src/bridge/web-fallbacks.ts",
      "src/bridge/http-transport.ts",
    ]) {
      expect(has(atOnce, part), part).toBe(false);
      expect(has(later, part), part).toBe(true);
    }
    for (const part of [
      "src/bridge/lazy-bridge.ts",
      "src/bridge/supports.ts",
      "src/bridge/transports.ts",
      "src/bridge/errors.ts",
      "src/env/environment.ts",
    ])
      expect(has(atOnce, part), part).toBe(true);
  }, 120_000);

  it("the client core puts the toast's live regions in the page but loads its card and styles with the first message", async () => {
    const { atOnce, later } = await bundle("vite.config.ts");
    for (const part of ["src/ui/toast/toast.ts", "src/ui/styles.ts"]) {
      expect(has(atOnce, part), part).toBe(false);
      expect(has(later, part), part).toBe(true);
    }
    for (const part of ["src/ui/toast/lazy-toast.ts", "src/ui/toast/regions.ts"])
      expect(has(atOnce, part), part).toBe(true);
  }, 120_000);

  it("[CL-ST-2] the client core's first request carries the token read, the headers and fetch: the refresh with its cross-tab lock and back-off, the token endpoint, the catalogue's decisions, the exam report, the auth calls, login routing, the session helpers and the membership check load with the first answer or call that needs them", async () => {
    const { atOnce, later } = await bundle("vite.config.ts");
    const onNeed = [
      "src/platform/session-services.ts",
      "src/auth/refresh-coordinator.ts",
      "src/auth/cross-tab-lock.ts",
      "src/auth/refresh-backoff.ts",
      "src/auth/token-endpoint.ts",
      "src/auth/unauthorized.ts",
      "src/http/error-catalogue.ts",
      "src/http/exam-content-report.ts",
      "src/auth/auth-service.ts",
      "src/auth/logout.ts",
      "src/auth/login-redirect.ts",
      "src/auth/current-user.ts",
      "src/session/workplace-login.ts",
      // CL-ST-10: with a signed-in user's first success, as in the lean core.
      "src/session/membership.ts",
    ];
    for (const part of onNeed) {
      expect(has(atOnce, part), part).toBe(false);
      expect(has(later, part), part).toBe(true);
    }
    for (const part of ["src/platform/lazy-auth.ts", "src/http/catalogue-kinds.ts"])
      expect(has(atOnce, part), part).toBe(true);
  }, 120_000);

  it("the client core reads the config cache at once but loads the config reader with the first read", async () => {
    const { atOnce, later } = await bundle("vite.config.ts");
    expect(has(atOnce, "src/config/reader.ts")).toBe(false);
    expect(has(later, "src/config/reader.ts")).toBe(true);
    for (const part of ["src/config/lazy-reader.ts", "src/config/cache.ts"]) expect(has(atOnce, part), part).toBe(true);
  }, 120_000);

  it("the lean fetch core carries no axios and no service; login routing and configuration load when a session ends", async () => {
    const { atOnce, later, gzip } = await bundle("vite.fetch.config.ts");
    for (const part of [
      "node_modules/axios",
      "src/tracking/",
      "src/upload/",
      "src/ui/",
      "src/bridge/",
      "src/i18n/i18n.ts",
    ])
      expect(has(atOnce, part), part).toBe(false);
    for (const part of ["src/auth/login-routing.ts", "src/config/reader.ts", "src/auth/logout.ts"]) {
      expect(has(atOnce, part), part).toBe(false);
      expect(has(later, part), part).toBe(true);
    }
    for (const part of ["src/http/header-rules.ts", "src/auth/token-store.ts", "node_modules/js-cookie"])
      expect(has(atOnce, part), part).toBe(true);
    expect(gzip).toBeLessThan(9.4 * 1000);
  }, 120_000);

  it("[CL-ST-7] [CL-ST-10] the lean fetch core listens to the other tabs from the start, but the auth event bus, the session end, forgetting the user and the membership check are not in its first request: they load with the recovery chunk (or another tab's logout), the membership check with a signed-in user's first success", async () => {
    const { atOnce, later } = await bundle("vite.fetch.config.ts");
    for (const part of [
      "src/auth/auth-events.ts",
      "src/auth/session-end.ts",
      "src/auth/forget-user.ts",
      "src/session/membership.ts",
      "packages/contract/src/routes/paths/schools.ts",
    ]) {
      expect(has(atOnce, part), part).toBe(false);
      expect(has(later, part), part).toBe(true);
    }
    for (const part of ["src/auth/auth-event-inbox.ts", "src/auth/deferred-session-end.ts"])
      expect(has(atOnce, part), part).toBe(true);
  }, 120_000);

  it("[CL-ST-2] the lean fetch core's first request carries only the token read, the headers and fetch: the refresh, its cross-tab lock and back-off, the token endpoint, the catalogue's decisions and the exam report load with the first answer that needs them", async () => {
    const { atOnce, later } = await bundle("vite.fetch.config.ts");
    const onNeed = [
      "src/fetch/recovery.ts",
      "src/auth/refresh-coordinator.ts",
      "src/auth/cross-tab-lock.ts",
      "src/auth/refresh-backoff.ts",
      "src/auth/token-endpoint.ts",
      "src/auth/token-writer.ts",
      "src/auth/unauthorized.ts",
      "src/http/error-catalogue.ts",
      "src/http/exam-content-report.ts",
    ];
    for (const part of onNeed) {
      expect(has(atOnce, part), part).toBe(false);
      expect(has(later, part), part).toBe(true);
    }
    // What the cheap check on every answer needs is there from the start: one classification rule for every side.
    for (const part of ["src/http/catalogue-kinds.ts", "packages/contract/src/rules/envelope.ts"])
      expect(has(atOnce, part), part).toBe(true);
  }, 120_000);

  it("no module of either entry imports axios: a host's bundle gets axios only through @sxz/client/axios, which it asks for", async () => {
    for (const config of ["vite.fetch.config.ts", "vite.config.ts"]) {
      const { atOnce, later } = await bundle(config, false);
      const ours = [...atOnce, ...later].filter((id) => id.includes("/packages/"));
      expect(ours.length).toBeGreaterThan(20);
      const importingAxios = ours.filter((id) =>
        /^import (?!type)[^;]*from "axios"/m.test(readFileSync(id.split("?")[0]!, "utf8")),
      );
      expect(importingAxios, config).toEqual([]);
    }
  }, 120_000);
});
