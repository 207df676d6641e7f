import type { AxiosRequestConfig } from "axios";
import { describe, expect, it } from "vitest";
import * as root from "@sxz/client";
import type { PlatformRequestConfig } from "@sxz/client";
import manifest from "../package.json";

// The root is what a host uses; a name added to it is a decision (and a line in the README), never a side effect
// of exporting something from a folder.
const ROOT_VALUES = [
  "BridgeError",
  "DEFAULT_LANGUAGE",
  "LANGUAGES",
  "PlatformError",
  "UploadError",
  "createPlatformClient",
  "getPlatformClient",
  "isBridgeError",
  "isLegalRedirect",
  "isPlatformError",
  "isUploadError",
  "normalizeLanguage",
  "resolveLanguage",
  "safeRedirectTarget",
  "setPlatformClient",
  "textDirection",
];

// Internal helpers that must stay out of every public entry.
const INTERNAL = [
  "EventStore",
  "parentPaths",
  "parentDomains",
  "createCookieJar",
  "browserStorage",
  "createKeyValueStore",
  "createHttp",
  "createRequestPipeline",
  "createHttpClient",
  "createAuth",
  "refreshGrant",
  "crossTabLock",
  "leaseLock",
  "webFallbacks",
  "resumeKey",
  "parseConfigValue",
];

const subpaths = Object.keys(manifest.exports).filter((key) => key !== ".");

describe("public surface of @sxz/client", () => {
  it("the root exports exactly the pinned list of values", () => {
    expect(Object.keys(root).sort()).toEqual([...ROOT_VALUES].sort());
  });

  it("names every folder entry as a subpath: its source for the monorepo, its compiled module and types for npm", () => {
    expect(subpaths.sort()).toEqual([
      "./auth",
      "./axios",
      "./bridge",
      "./config",
      "./env",
      "./fetch",
      "./i18n",
      "./on-use",
      "./session",
      "./storage",
      "./tracking",
      "./ui",
      "./upload",
      "./validation",
    ]);
    for (const subpath of subpaths) {
      const folder = subpath.slice(2);
      expect(manifest.exports[subpath as keyof typeof manifest.exports], subpath).toEqual({
        "@sxz/source": `./src/${folder}/index.ts`,
        types: `./dist/esm/${folder}/index.d.ts`,
        default: `./dist/esm/${folder}/index.js`,
      });
    }
  });

  it.each(subpaths)("%s resolves through the package name and exports something", async (subpath) => {
    const entry = (await import(/* @vite-ignore */ `@sxz/client/${subpath.slice(2)}`)) as Record<string, unknown>;
    expect(Object.keys(entry).length).toBeGreaterThan(0);
  });

  it("no entry exports an internal helper", async () => {
    const entries = [
      root as Record<string, unknown>,
      ...(await Promise.all(
        subpaths.map(
          (subpath) => import(/* @vite-ignore */ `@sxz/client/${subpath.slice(2)}`) as Promise<Record<string, unknown>>,
        ),
      )),
    ];
    for (const entry of entries) for (const name of INTERNAL) expect(Object.keys(entry)).not.toContain(name);
  });

  it("leaves axios's own request config untouched: `sxz` belongs to PlatformRequestConfig only", () => {
    const platform: PlatformRequestConfig = { url: "/api/health", sxz: { anonymous: true } };
    // @ts-expect-error a host's plain axios config has no `sxz` (the typecheck fails if an augmentation adds it back)
    const plain: AxiosRequestConfig = { url: "/api/health", sxz: { anonymous: true } };
    expect(platform.sxz?.anonymous).toBe(true);
    expect(plain.url).toBe("/api/health");
  });
});
