import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { waitFor } from "@testing-library/react";
import type { ScoreInfo } from "@sxz/contract";
import { seedBulkReviews } from "../../../server/src/db/seed/bulk-reviews";
import { requestAs, ratingSuite } from "./real-server";
import type { RequestFunction } from "../../src/api/request";
import { renderWidget } from "./render-widget";

const world = ratingSuite();
let request: RequestFunction;
const RESOURCE = "lesson-position";

beforeAll(async () => {
  await seedBulkReviews(world.server.app.database.db, { resourceId: RESOURCE, count: 15 });
  request = await requestAs(world.server, "learner");
}, 60_000);

/** Records the options of every IntersectionObserver the list creates (jsdom has none). */
function recordObservers(): { margins: string[]; restore(): void } {
  const margins: string[] = [];
  const original = globalThis.IntersectionObserver;
  globalThis.IntersectionObserver = class {
    constructor(_callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      margins.push(options?.rootMargin ?? "");
    }
    observe() {}
    disconnect() {}
    unobserve() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
  return { margins, restore: () => void (globalThis.IntersectionObserver = original) };
}

async function firstPage(): Promise<ScoreInfo[]> {
  const response = await request({
    method: "GET",
    url: "/api/universal/v1/score/queryMessages",
    params: { resourceId: RESOURCE, moduleId: "course", page: 1, pageSize: 10 },
  });
  return (response.data as { data: { scoreInfoList: ScoreInfo[] } }).data.scoreInfoList;
}

const originalScrollIntoView = Element.prototype.scrollIntoView;
afterEach(() => {
  Element.prototype.scrollIntoView = originalScrollIntoView;
});

describe("scoreId and scrollBottom reach the list", () => {
  it("scoreId: once loaded, that review is scrolled into view and focused", async () => {
    const target = (await firstPage())[7]!;
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    const { unmount } = renderWidget({
      request,
      resourceId: RESOURCE,
      moduleId: "course",
      isModal: false,
      scoreId: String(target.id),
    });
    try {
      await waitFor(() => expect(document.getElementById(`sxz-review-${target.id}`)).toHaveFocus(), { timeout: 8000 });
      expect(scrolled.map((element) => element.id)).toEqual([`sxz-review-${target.id}`]);
    } finally {
      unmount();
    }
  });

  it("scrollBottom: the paging trigger fires that many pixels before the bottom (default 600)", async () => {
    const observers = recordObservers();
    try {
      const custom = renderWidget({
        request,
        resourceId: RESOURCE,
        moduleId: "course",
        isModal: false,
        scrollBottom: "200",
      });
      await waitFor(() => expect(observers.margins).toContain("0px 0px 200px 0px"), { timeout: 8000 });
      expect(observers.margins).not.toContain("0px 0px 600px 0px");
      custom.unmount();
      observers.margins.length = 0;
      const plain = renderWidget({ request, resourceId: RESOURCE, moduleId: "course", isModal: false });
      await waitFor(() => expect(observers.margins).toContain("0px 0px 600px 0px"), { timeout: 8000 });
      plain.unmount();
    } finally {
      observers.restore();
    }
  });
});
