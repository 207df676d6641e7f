import { describe, expect, it } from "vitest";
import {
  adminPaths,
  adminRouteList,
  adminRoutes,
  apiPaths,
  apiRouteList,
  apiRoutes,
  pathTo,
  platformPaths,
} from "../src";

describe("the route table", () => {
  it("has one entry per operation id, its id being its key, and no method and path twice", () => {
    for (const [key, entry] of Object.entries(apiRoutes)) expect(entry.id).toBe(key);
    const calls = apiRouteList.map((entry) => `${entry.method} ${entry.path}`);
    expect(new Set(calls).size).toBe(calls.length);
  });

  it("the schema-free paths and the schema-bearing entries name the same calls with the same method and path", () => {
    expect(Object.keys(apiPaths).sort()).toEqual(Object.keys(apiRoutes).sort());
    for (const [id, route] of Object.entries(apiPaths)) {
      expect({
        method: apiRoutes[id as keyof typeof apiRoutes].method,
        path: apiRoutes[id as keyof typeof apiRoutes].path,
      }).toEqual(route);
    }
  });

  it("the admin API's table: ids are keys, both halves agree, and no call of it is a call of apiRoutes", () => {
    for (const [key, entry] of Object.entries(adminRoutes)) expect(entry.id).toBe(key);
    expect(Object.keys(adminPaths).sort()).toEqual(Object.keys(adminRoutes).sort());
    for (const [id, route] of Object.entries(adminPaths)) {
      expect({
        method: adminRoutes[id as keyof typeof adminRoutes].method,
        path: adminRoutes[id as keyof typeof adminRoutes].path,
      }).toEqual(route);
    }
    const calls = [...apiRouteList, ...adminRouteList].map((entry) => `${entry.method} ${entry.path}`);
    expect(new Set(calls).size).toBe(calls.length);
    expect(Object.keys(adminRoutes).filter((id) => id in apiRoutes)).toEqual([]);
  });

  it("the paths the platform serves elsewhere are not calls of the reference server", () => {
    const served = new Set<string>(Object.values(apiPaths).map((route) => route.path));
    expect(Object.values(platformPaths).filter((route) => served.has(route.path))).toEqual([]);
  });

  it("pathTo fills every parameter, each encoded as one path segment", () => {
    expect(pathTo(apiPaths.deleteScore, { id: 42 })).toBe("/api/universal/v1/score/deleteScore/42");
    expect(pathTo(apiPaths.workplaceFreeLogin, { workplace: "we/chat" })).toBe(
      "/api/we%2Fchat/proxy/rest/v1/open/free_login",
    );
    expect(pathTo(apiPaths.configValue, { key: "a b?c" })).toBe("/api/foundation/configProperty/open/value/a%20b%3Fc");
    expect(pathTo(apiPaths.health, {})).toBe("/api/health");
    expect(pathTo(apiPaths.staffAvatar, { userId: "u-1" })).toBe("/api/staff-directory/v1/avatar/u-1");
  });
});
