import { describe, expect, it } from "vitest";
import { ApiCode } from "@sxz/contract";
import { call, demoSuite, query, SCORE } from "../support/api";

const suite = demoSuite();

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

/** A file stored through the real simple upload (ticket, then the signed PUT); answers its static_url. */
async function upload(token: string, fileName = "photo.png", put = true): Promise<string> {
  const ticket = await call(
    suite.server,
    "GET",
    `/api/km/v1/file/upload?${query({ bucketName: "sxz-image", module: "review", fileName })}`,
    { token },
  );
  const data = ticket.body.data as { url: string; headers: Record<string, string>; static_url: string };
  if (put) {
    const stored = await fetch(data.url, { method: "PUT", headers: data.headers, body: PNG });
    if (stored.status !== 200) throw new Error(`PUT failed: ${stored.status}`);
  }
  return data.static_url;
}

const give = (token: string, body: Record<string, unknown>) =>
  call(suite.server, "POST", `${SCORE}/giveScore`, { token, body });
const listed = async (resourceId: string, token?: string) =>
  (await call(suite.server, "GET", `${SCORE}/queryMessages?${query({ resourceId, moduleId: "course" })}`, { token }))
    .body.data.scoreInfoList as { id: number; images?: string[] }[];

describe("images attached to reviews", () => {
  it("[RW-DLG-5] a publish stores up to three uploaded pictures; the review answers and lists them", async () => {
    const [first, second] = [await upload(suite.learner), await upload(suite.learner, "second.JPG")];
    const relative = new URL(second).pathname + new URL(second).search;
    const answer = await give(suite.learner, {
      resourceId: "images-ok",
      moduleId: "course",
      score: 5,
      content: "With pictures",
      images: [first!, relative, first!],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(200);
    // Canonical absolute URLs on this origin, duplicates removed, in the given order.
    expect(answer.body.data.images).toEqual([first, second]);
    expect((await listed("images-ok"))[0]!.images).toEqual([first, second]);
    const image = await fetch(answer.body.data.images[0]);
    expect(image.status).toBe(200);
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
  });

  it("[RW-DLG-5] an update without images keeps them; an empty list removes them; a review without images has no field", async () => {
    const picture = await upload(suite.learner);
    await give(suite.learner, { resourceId: "images-update", score: 4, content: "First", images: [picture] });
    const kept = await give(suite.learner, { resourceId: "images-update", score: 3, content: "Edited text" });
    expect(kept.body.data.images).toEqual([picture]);
    const cleared = await give(suite.learner, {
      resourceId: "images-update",
      score: 3,
      content: "No pictures",
      images: [],
    });
    expect(cleared.body.data).not.toHaveProperty("images");
    expect((await listed("images-update"))[0]).not.toHaveProperty("images");
  });

  it("refuses, with a clear 400 naming the image, URLs that are not pictures the caller stored on this server", async () => {
    const good = await upload(suite.learner);
    const goodUrl = new URL(good);
    const uuid = goodUrl.pathname.split("/").pop()!;
    const othersPicture = await upload(suite.learner2);
    const pending = await upload(suite.learner, "never-sent.png", false);
    const text = await upload(suite.learner, "notes.txt");
    const refused = [
      `https://elsewhere.example${goodUrl.pathname}${goodUrl.search}`,
      `${suite.server.url}/api/km/v1/file/static/${uuid}?signature=forged`,
      `${suite.server.url}/api/km/v1/file/static/${uuid}`,
      `${suite.server.url}/api/km/v1/file/static/00000000-0000-4000-8000-000000000000${goodUrl.search}`,
      `${suite.server.url}/some/other/path?signature=x`,
      "javascript:alert(1)",
      othersPicture,
      pending,
      text,
    ];
    for (const url of refused) {
      const answer = await give(suite.learner, { resourceId: "images-refused", score: 4, images: [good, url] });
      expect(answer.status, url).toBe(400);
      expect(answer.body).toMatchObject({
        code: ApiCode.BAD_REQUEST,
        message: "Image 2 must be a picture (PNG, JPEG, GIF or WebP) you uploaded to this site.",
        data: null,
      });
    }
    const zh = await call(suite.server, "POST", `${SCORE}/giveScore`, {
      token: suite.learner,
      lang: "zh_CN",
      body: { resourceId: "images-refused", score: 4, images: [text] },
    });
    expect(zh.body.message).toBe("第1张图片必须是您上传到本站的图片（PNG、JPEG、GIF 或 WebP）。");
    const tooMany = await give(suite.learner, {
      resourceId: "images-refused",
      score: 4,
      images: [good, good, good, good],
    });
    expect(tooMany.status).toBe(400);
    const notStrings = await give(suite.learner, { resourceId: "images-refused", score: 4, images: [42] });
    expect(notStrings.status).toBe(400);
    // Nothing was saved by any refused publish.
    expect(await listed("images-refused")).toEqual([]);
  });

  it("[RW-ST-6] a hidden review's images are withheld like its text, except from administrators", async () => {
    const picture = await upload(suite.learner2);
    const id = (
      await give(suite.learner2, { resourceId: "images-hidden", score: 4, content: "Look", images: [picture] })
    ).body.data.id as number;
    expect((await call(suite.server, "PUT", `${SCORE}/hidden?commentId=${id}`, { token: suite.admin })).status).toBe(
      200,
    );
    expect((await listed("images-hidden", suite.learner))[0]).not.toHaveProperty("images");
    expect((await listed("images-hidden", suite.admin))[0]!.images).toEqual([picture]);
  });
});
