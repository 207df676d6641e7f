import { beforeEach, describe, expect, it } from "vitest";
import { createKeyValueStore } from "../src/storage/web-storage";
import { createPlatformStorage } from "../src/storage/platform-storage";
import { deviceUuid } from "../src/storage/uuid";
import { LOCAL_KEYS, PREFIX, SESSION_KEYS } from "../src/storage/keys";
import { resetPage, testClient } from "./support/page";

beforeEach(() => resetPage("/"));

describe("local and session storage", () => {
  it("[CL-ENT-9] the spec's local keys live under SXZ_, config under SXZ_BIZ_CONFIG_, other records under SXZ_STORAGE_", () => {
    const storage = createPlatformStorage();
    storage.local.set(LOCAL_KEYS.tenantId, "demo");
    storage.bizConfig.set("klt.beta.flag.school", { data: [], expireTime: 1, updateTime: 0 });
    storage.shared.set("queue", [1]);
    expect(PREFIX).toEqual({ app: "SXZ_", bizConfig: "SXZ_BIZ_CONFIG_", storage: "SXZ_STORAGE_" });
    expect(Object.keys(localStorage).sort()).toEqual([
      "SXZ_BIZ_CONFIG_klt.beta.flag.school",
      "SXZ_STORAGE_queue",
      "SXZ_tenant_id",
    ]);
    expect(Object.values(LOCAL_KEYS)).toEqual([
      "tenant_id",
      "user_id",
      "uuid",
      "loginMethod",
      "hasInternal",
      "sxz-domain",
      "oath2ConfigUrl",
      "realName",
      "nickName",
      "mobile",
      "email",
      "avatarUrl",
      "schoolTitle",
      "licenseToSell",
      "memberLicense",
      "honour",
      "schoolId",
      "login_redirect",
    ]);
  });

  it("[CL-ENT-10] session keys are used as named", () => {
    const storage = createPlatformStorage();
    storage.session.set(SESSION_KEYS.userInfo, { id: "1" });
    storage.session.set(SESSION_KEYS.schoolInfo, { id: "demo" });
    storage.session.set(SESSION_KEYS.visitorToMember, { "1:demo": true });
    expect(Object.keys(sessionStorage).sort()).toEqual(["school_info", "sxz-user-info", "visitor_to_member"]);
  });

  it("[CL-ENT-9] the uuid is made once from the time plus a random number, then reused by every client", () => {
    const storage = createPlatformStorage();
    const first = deviceUuid(storage.local, 1_700_000_000_000, () => 0.123456789);
    expect(first).toBe("170000000000012345678");
    expect(deviceUuid(storage.local, 1_800_000_000_000, () => 0.9)).toBe(first);
    expect(testClient().storage.uuid()).toBe(first);
  });

  it("[CL-ENT-9] values are JSON in and out; legacy plain text is returned as is; unserialisable values are refused", () => {
    const store = createKeyValueStore(localStorage, "SXZ_");
    expect(store.set("obj", { a: [1, "x"] })).toBe(true);
    expect(store.get("obj")).toEqual({ a: [1, "x"] });
    localStorage.setItem("SXZ_legacy", "plain text, not JSON");
    expect(store.get("legacy")).toBe("plain text, not JSON");
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(store.set("cyclic", cyclic)).toBe(false);
    expect(store.get("missing")).toBeUndefined();
  });

  it("[CL-ENT-9] a full storage (quota exceeded) or a storage that throws is caught, never thrown to the page", () => {
    const full: Storage = {
      length: 0,
      clear: () => undefined,
      key: () => null,
      getItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
      removeItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    };
    const store = createKeyValueStore(full, "SXZ_");
    expect(store.set("big", "x".repeat(10))).toBe(false);
    expect(store.get("big")).toBeUndefined();
    expect(() => store.remove("big")).not.toThrow();
  });
});
