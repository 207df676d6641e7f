import { describe, expect, it } from "vitest";
import { ApiCode } from "@sxz/contract";
import { call, demoSuite, query, SCORE, setProgress, signIn, USER } from "../support/api";
import { signInToSchool } from "./helpers";

const suite = demoSuite();

const give = (token: string, resourceId: string, content: string) =>
  call(suite.server, "POST", `${SCORE}/giveScore`, {
    token,
    body: { resourceId, moduleId: "course", score: 4, content },
  });
const listed = async (resourceId: string, token?: string) =>
  (await call(suite.server, "GET", `${SCORE}/queryMessages?${query({ resourceId, pageSize: 50 })}`, { token })).body
    .data.scoreInfoList as {
    id: number;
    content: string;
    isHidden: number;
  }[];
const check = (content: string, token?: string) =>
  call(suite.server, "POST", "/api/common/api/moderation/v1/content", { token, body: { content } });
const words = (token: string, list?: string[]) =>
  call(suite.server, list ? "PUT" : "GET", `${SCORE}/sensitiveWords`, {
    token,
    ...(list ? { body: { words: list } } : {}),
  });

describe("schools are isolated from each other", () => {
  it("[RW-ST-6] an admin of another school sees a hidden review's text withheld, like any reader", async () => {
    const { id } = (await give(suite.learner, "iso-hidden", "A private remark")).body.data as { id: number };
    expect((await call(suite.server, "PUT", `${SCORE}/hidden?commentId=${id}`, { token: suite.admin })).body.code).toBe(
      200,
    );
    expect((await listed("iso-hidden", suite.admin))[0]).toMatchObject({
      id,
      isHidden: 1,
      content: "A private remark",
    });
    const foreign = (await listed("iso-hidden", suite.acmeAdmin))[0];
    expect(foreign).toMatchObject({ id, isHidden: 1, content: "" });
  });

  it("[RW-ST-6] an author who is an admin elsewhere does not read their own hidden review through that role", async () => {
    // acme-admin visits the demo school as a learner, writes there, and the demo admin hides it.
    const acmeAdminInDemo = await signInToSchool(suite.server, "acme-admin", "demo");
    const { id } = (await give(acmeAdminInDemo, "iso-hidden-author", "Written as a visitor")).body.data as {
      id: number;
    };
    await call(suite.server, "PUT", `${SCORE}/hidden?commentId=${id}`, { token: suite.admin });
    // With the token of the school where they are admin, the review (of the demo school) stays withheld.
    const mine = await call(suite.server, "GET", `${SCORE}/myScore?${query({ resourceId: "iso-hidden-author" })}`, {
      token: suite.acmeAdmin,
    });
    expect(mine.body.data).toMatchObject({ id, content: "" });
    const own = await call(suite.server, "GET", `${SCORE}/queryMyMessages`, { token: suite.acmeAdmin });
    expect(own.body.data.scoreInfoList.find((row: { id: number }) => row.id === id)).toMatchObject({ content: "" });
  });

  it("[RW-VAL-8] each school has its own sensitive-word list over the platform default; one school's admin changes only its own", async () => {
    const demoDefault = (await words(suite.admin)).body.data.words as string[];
    expect(demoDefault).toContain("casino");
    const put = await words(suite.acmeAdmin, ["acmeonlyword", " acmeonlyword "]);
    expect(put.body.data.words).toEqual(["acmeonlyword"]);
    expect((await words(suite.acmeAdmin)).body.data.words).toEqual(["acmeonlyword"]);
    // The demo school still follows the platform default, untouched by acme's admin.
    expect((await words(suite.admin)).body.data.words).toEqual(demoDefault);
    expect((await give(suite.learner, "iso-words", "acmeonlyword is fine here")).body.code).toBe(200);
    expect((await give(suite.learner2, "iso-words", "best casino")).body.code).toBe(ApiCode.SENSITIVE_CONTENT);
    // In acme its own list applies, to publishing and to the content check.
    const acmeLearner = await signIn(suite.server, "acme-learner");
    expect((await give(acmeLearner, "iso-words", "an acmeonlyword here")).body.code).toBe(ApiCode.SENSITIVE_CONTENT);
    expect((await check("an acmeonlyword here", acmeLearner)).body.data.message).toBe("block");
    expect((await check("an acmeonlyword here", suite.learner)).body.data.message).toBe("pass");
    expect((await check("best casino", suite.learner)).body.data.message).toBe("block");
    // An anonymous check follows the school it names (the tenant header the client layer sends), else the default.
    const anonymous = await fetch(`${suite.server.url}/api/common/api/moderation/v1/content`, {
      method: "POST",
      headers: { "content-type": "application/json", tenant_id: "acme" },
      body: JSON.stringify({ content: "an acmeonlyword here" }),
    });
    expect(((await anonymous.json()) as { data: { message: string } }).data.message).toBe("block");
    expect((await check("an acmeonlyword here")).body.data.message).toBe("pass");
    expect((await check("best casino")).body.data.message).toBe("block");
    // An empty list is a list: acme then blocks nothing, and the demo school still blocks its default words.
    expect((await words(suite.acmeAdmin, [])).body.data.words).toEqual([]);
    expect((await check("best casino", acmeLearner)).body.data.message).toBe("pass");
    expect((await check("best casino", suite.learner)).body.data.message).toBe("block");
  });

  it("[RW-VAL-9] progress set by one school's admin does not open the 30% rule to a token of another school", async () => {
    // learner2 is at 10% of course-intro in the demo school; acme makes learner2 a member and sets 100% there.
    const learner2InAcme = await signInToSchool(suite.server, "learner2", "acme");
    await setProgress(suite.server, suite.acmeAdmin, "course-intro", USER.learner2, 100);
    const progressIn = async (token: string) =>
      (await call(suite.server, "GET", "/api/learning/v1/courses/course-intro/progress", { token })).body.data
        .progress as number;
    expect(await progressIn(learner2InAcme)).toBe(100);
    expect(await progressIn(suite.learner2)).toBe(10);
    const refused = await give(suite.learner2, "course-intro", "Rated with the demo school's token");
    expect(refused.body).toMatchObject({ code: ApiCode.PROGRESS_TOO_LOW, data: null });
    const allowed = await give(learner2InAcme, "course-intro", "Rated in acme, where the progress was made");
    expect(allowed.body.code).toBe(200);
  });
});
