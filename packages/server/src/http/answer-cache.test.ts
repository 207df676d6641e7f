import { describe, expect, it } from "vitest";
import { QueryEvents } from "../db/query-events";
import { WriteGeneration } from "../db/write-generation";
import { AnswerCache } from "./answer-cache";

/** A cache on a statement stream the test drives, with a clock the test moves. */
function setup(ttlMs = 1000, capacity?: number, maxChars?: number) {
  const queries = new QueryEvents();
  const clock = { now: 0 };
  const cache = new AnswerCache({
    ttlMs,
    generation: new WriteGeneration(queries),
    capacity,
    maxChars,
    now: () => clock.now,
  });
  const statement = (sql: string) =>
    queries.emit({ level: "query", query: { sql, parameters: [], query: {} }, queryDurationMillis: 0 } as never);
  let builds = 0;
  const build = (body: string) => async () => {
    builds += 1;
    return body;
  };
  return { cache, clock, statement, build, builds: () => builds };
}

describe("AnswerCache", () => {
  it("keeps the value an answer was built from beside it, with when its reads began, under the same rules", async () => {
    const { cache, clock, statement } = setup(1000);
    const built = (body: string, data: { n: number }) => async () => ({ body, data });
    clock.now = 100;
    expect(await cache.answerWithData("k", built("one", { n: 1 }))).toEqual({
      body: "one",
      data: { n: 1 },
      readAt: 100,
    });
    clock.now = 600;
    expect(await cache.answerWithData("k", built("two", { n: 2 }))).toEqual({
      body: "one",
      data: { n: 1 },
      readAt: 100,
    });
    // A plain answer() caller asking the same question gets the same kept answer.
    expect(await cache.answer("k", async () => "three")).toBe("one");
    statement('insert into "review_likes" ("review_id") values (?)');
    expect(await cache.answerWithData("k", built("four", { n: 4 }))).toEqual({
      body: "four",
      data: { n: 4 },
      readAt: 600,
    });
  });

  it("answers a kept answer until the time bound, then builds again", async () => {
    const { cache, clock, build, builds } = setup(1000);
    expect(await cache.answer("k", build("one"))).toBe("one");
    clock.now = 999;
    expect(await cache.answer("k", build("two"))).toBe("one");
    clock.now = 1000;
    expect(await cache.answer("k", build("three"))).toBe("three");
    expect(builds()).toBe(2);
  });

  it("drops what it keeps at this process's next write to a table answers are built from, commits included", async () => {
    const { cache, statement, build } = setup();
    await cache.answer("k", build("before"));
    statement('select * from "reviews"');
    expect(await cache.answer("k", build("after select"))).toBe("before");
    statement('insert into "rate_counters" ("key") values (?)');
    expect(await cache.answer("k", build("after rate count"))).toBe("before");
    statement('update "reviews" set "is_hidden" = ?');
    expect(await cache.answer("k", build("after update"))).toBe("after update");
    statement("commit");
    expect(await cache.answer("k", build("after commit"))).toBe("after commit");
  });

  it("does not keep an answer when a write happened while it was being built", async () => {
    const { cache, statement } = setup();
    const racing = await cache.answer("k", async () => {
      statement('delete from "review_likes" where "review_id" = ?');
      return "read beside a write";
    });
    expect(racing).toBe("read beside a write");
    expect(await cache.answer("k", async () => "read again")).toBe("read again");
  });

  it("shares one build among the callers asking the same question at once", async () => {
    const { cache } = setup();
    let builds = 0;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const build = async () => {
      builds += 1;
      await gate;
      return "page";
    };
    const answers = Promise.all([cache.answer("k", build), cache.answer("k", build), cache.answer("k", build)]);
    release();
    expect(await answers).toEqual(["page", "page", "page"]);
    expect(builds).toBe(1);
  });

  it("keeps at most `capacity` answers and `maxChars` characters, the oldest leaving first", async () => {
    const { cache, build, builds } = setup(1000, 2, 10);
    await cache.answer("a", build("aaaa"));
    await cache.answer("b", build("bbbb"));
    await cache.answer("c", build("cccc"));
    expect(builds()).toBe(3);
    expect(await cache.answer("a", build("aaaa"))).toBe("aaaa");
    expect(builds()).toBe(4);
    await cache.answer("big", build("x".repeat(11)));
    expect(await cache.answer("big", build("y".repeat(11)))).toBe("y".repeat(11));
    expect(await cache.answer("c", build("new c"))).toBe("cccc");
  });

  it("keeps nothing with a time bound of 0", async () => {
    const { cache, build, builds } = setup(0);
    await cache.answer("k", build("one"));
    expect(await cache.answer("k", build("two"))).toBe("two");
    expect(builds()).toBe(2);
  });

  it("keeps compressed forms per Accept-Encoding header only for the answer they were made from, and drops them with it", async () => {
    const { cache, statement, build } = setup();
    const br = { encoding: "br", bytes: Buffer.from("compressed one") };
    await cache.answer("k", build("one"));
    cache.keepEncoded("k", "an older answer", "br", br);
    expect(cache.encoded("k", "br")).toBeUndefined();
    cache.keepEncoded("k", "one", "br", br);
    expect(cache.encoded("k", "br")).toEqual(br);
    expect(cache.encoded("k", "gzip")).toBeUndefined();
    statement('insert into "review_likes" ("review_id", "user_id") values (?, ?)');
    expect(cache.encoded("k", "br")).toBeUndefined();
    await cache.answer("k", build("two"));
    expect(cache.encoded("k", "br")).toBeUndefined();
  });
});
