import { describe, expect, it } from "vitest";
import { readCurrentUser } from "./accounts";
import { readFreeLogin, readTokenAnswer } from "./auth";
import { MalformedAnswerError } from "./read-fields";
import { readCommonCurrentOAuth2, readSchoolInfo } from "./schools";
import { readClientIp, readContentx, readWorkplaceAuthCode } from "./session";
import { readInitPartUpload, readPartUploadState, readStoredFile } from "./uploads";

// The readers of the client layer's calls, alone; packages/client/test/partial-answers.test.ts runs them through
// the client against the real server. Here: the cases that need no server.

const file = { uuid: "f1", fileName: "a.bin", size: 3, sha256: "a".repeat(64), staticUrl: "/files/f1", signature: "s" };

describe("listParts (the resume of a chunked upload)", () => {
  it.each([
    [
      "a complete answer",
      { uploadId: "u", status: "open", parts: [{ partNumber: 1, size: 1024 }], file: null },
      { status: "open", parts: [{ partNumber: 1, size: 1024 }], file: null },
    ],
    ["no parts list (holds nothing)", { uploadId: "u", status: "open" }, { status: "open", parts: [], file: null }],
    ["no status (unknown)", { parts: null }, { status: null, parts: [], file: null }],
    ["a finished session", { status: "done", parts: [], file }, { status: "done", parts: [], file: { ...file } }],
  ])("reads %s", (_name, data, expected) => {
    expect(readPartUploadState(data)).toEqual(expected);
  });

  it.each([
    ["an unknown status", { status: "paused" }],
    ["parts as an object", { parts: { 1: 1024 } }],
    ["a broken file", { status: "done", file: { uuid: "f1" } }],
    ["empty data", null],
  ])("refuses %s", (_name, data) => {
    expect(() => readPartUploadState(data)).toThrow(MalformedAnswerError);
  });

  it("leaves out a part it cannot read (it is sent again) and reports it", () => {
    const dropped: unknown[] = [];
    const read = readPartUploadState(
      {
        status: "open",
        parts: [
          { size: 1 },
          { partNumber: 0, size: 1 },
          { partNumber: 1, size: -1 },
          { partNumber: "2", size: "1024" },
        ],
      },
      (one) => dropped.push(one),
    );
    expect(read.parts).toEqual([{ partNumber: 2, size: 1024 }]);
    expect(dropped).toEqual(
      [0, 1, 2].map((index) => ({
        path: "partUploadState.parts",
        index,
        reason: expect.stringContaining(`parts[${index}]`),
      })),
    );
  });
});

describe("other readers' edges", () => {
  it("the token set: ids as numbers, unknown user id, tokens that could not travel in a header refused", () => {
    expect(readTokenAnswer({ access_token: "a.b-c_~+/=", refresh_token: "r", user_id: 7 })).toEqual({
      access_token: "a.b-c_~+/=",
      refresh_token: "r",
      user_id: "7",
    });
    expect(readTokenAnswer({ access_token: "a", refresh_token: "r" }).user_id).toBeNull();
    for (const bad of ["a b", "a\nb", "<b>", "", "ä"])
      expect(() => readTokenAnswer({ access_token: bad, refresh_token: "r" })).toThrow(MalformedAnswerError);
  });

  it("free login: firstLogin as 1/0 or text, the envelope or the bare answer", () => {
    const token = { access_token: "a", refresh_token: "r", user_id: "u" };
    expect(readFreeLogin({ code: 200, data: { firstLogin: 1, oauth2AccessToken: token } }).firstLogin).toBe(true);
    expect(readFreeLogin({ firstLogin: "false", syncType: "EMAIL", oauth2AccessToken: token })).toEqual({
      firstLogin: false,
      syncType: "EMAIL",
      token: { ...token },
    });
    expect(() => readFreeLogin({ data: { firstLogin: "maybe", oauth2AccessToken: token } })).toThrow(
      MalformedAnswerError,
    );
  });

  it("the current user, the school, the network flags, the workplace code, init and a stored file", () => {
    expect(readCurrentUser(undefined)).toBeNull();
    expect(readCurrentUser({ id: 5, tenantId: 9 })).toMatchObject({ id: "5", tenantId: "9", nickName: null });
    expect(() => readCurrentUser({ id: 1.5 })).toThrow(MalformedAnswerError);
    expect(() => readCurrentUser({ id: "  " })).toThrow(MalformedAnswerError);
    expect(readSchoolInfo({ id: "demo" })).toEqual({ id: "demo", name: null, loginMethod: null });
    expect(readCommonCurrentOAuth2(null)).toBeNull();
    expect(readCommonCurrentOAuth2({ pcs: [{ oath2Config: null }] })).toBeNull();
    expect(readClientIp({ internal: false, hasInternal: 1 }).internal).toBe(false);
    expect(readClientIp("0")).toEqual({ internal: false, ip: null });
    expect(readContentx(undefined)).toEqual({ intranet: null });
    expect(() => readWorkplaceAuthCode({ code: "" })).toThrow(MalformedAnswerError);
    expect(readInitPartUpload({ uploadId: 12 })).toEqual({ uploadId: "12", partSize: null, partCount: null });
    expect(() => readStoredFile({ ...file, size: 1.5 })).toThrow(MalformedAnswerError);
    expect(() => readStoredFile({ ...file, staticUrl: "" })).toThrow(MalformedAnswerError);
  });
});
