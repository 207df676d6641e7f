import { describe, expect, it } from "vitest";
import { permissionsFor } from "./permissions";

describe("permissions", () => {
  it("[RW-ROLE-2] a learner likes any review and edits and deletes only their own", () => {
    const learner = { isAdmin: false, variant: "external" as const, showReport: false };
    expect(permissionsFor({ isMe: true }, learner)).toMatchObject({
      like: true,
      edit: true,
      delete: true,
      reply: false,
      pin: false,
      hide: false,
    });
    expect(permissionsFor({ isMe: false }, learner)).toMatchObject({ like: true, edit: false, delete: false });
  });

  it("[RW-ROLE-3] [RW-ROLE-5] an external admin replies, manages replies, deletes any review, pins and hides", () => {
    const admin = { isAdmin: true, variant: "external" as const, showReport: false };
    expect(permissionsFor({ isMe: false }, admin)).toMatchObject({
      delete: true,
      reply: true,
      manageReplies: true,
      pin: true,
      hide: true,
      edit: false,
    });
    expect(permissionsFor({ isMe: false }, { ...admin, variant: "internal" })).toMatchObject({
      reply: false,
      manageReplies: false,
      delete: true,
    });
  });

  it("[RW-ROLE-4] report is offered on others' reviews only with showReport", () => {
    expect(permissionsFor({ isMe: false }, { isAdmin: false, variant: "external", showReport: true }).report).toBe(
      true,
    );
    expect(permissionsFor({ isMe: true }, { isAdmin: false, variant: "external", showReport: true }).report).toBe(
      false,
    );
    expect(permissionsFor({ isMe: false }, { isAdmin: false, variant: "external", showReport: false }).report).toBe(
      false,
    );
  });
});
