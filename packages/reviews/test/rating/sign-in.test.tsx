import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { configure, screen, waitFor, within } from "@testing-library/react";
import axios from "axios";
import { createPlatformClient, setPlatformClient } from "@sxz/client";
import { createPageState } from "@sxz/client/storage";
import type { PlatformClient } from "@sxz/client";
import type { ScoreInfo } from "@sxz/contract";
import { pageOnServer } from "../../../client/test/services-support/page-on-server";
import { renderWidget } from "./render-widget";
import type { Rendered } from "./render-widget";

configure({ asyncUtilTimeout: 8000 });

/**
 * The way in for a visitor, through the real client layer of a page on the real server's origin (no host request
 * function: the widget asks the client layer who is signed in and goes to its login routing); navigations are
 * recorded, since jsdom cannot leave the page.
 */
let server: Awaited<ReturnType<typeof pageOnServer>>;
let client: PlatformClient;
const navigations: string[] = [];

beforeAll(async () => {
  server = await pageOnServer();
}, 60_000);
afterAll(async () => {
  server?.restore();
  await server?.close();
});

function freshPage(path: string): void {
  client?.dispose();
  localStorage.clear();
  navigations.length = 0;
  history.replaceState(null, "", path);
  client = createPlatformClient({
    tenantId: "demo",
    bootstrap: false,
    pageState: createPageState(),
    navigate: (url) => navigations.push(url),
    tracking: { skipHost: () => true },
  });
  setPlatformClient(client);
}

const shown: Rendered[] = [];
function show(props: Parameters<typeof renderWidget>[0]): Rendered {
  const rendered = renderWidget({ search: location.search, ...props });
  shown.push(rendered);
  return rendered;
}
afterEach(async () => {
  for (const rendered of shown.splice(0)) rendered.unmount();
  if (client?.auth.isLoggedIn()) await client.auth.logout({ stayOnPage: true }).catch(() => undefined);
  client?.dispose();
  setPlatformClient(undefined);
  sessionStorage.clear();
});

/** Where the login page sends the visitor back: the `redirect` of the recorded navigation. */
function wayBack(): URL {
  expect(navigations).toHaveLength(1);
  const login = new URL(navigations[0]!, location.origin);
  expect(login.pathname).toBe("/login/index");
  return new URL(login.searchParams.get("redirect")!);
}

async function likesOf(resourceId: string): Promise<ScoreInfo[]> {
  const response = await axios.get(`${server.url}/api/universal/v1/score/queryMessages`, {
    params: { resourceId, pageSize: 50 },
    adapter: "http",
  });
  return (response.data as { data: { scoreInfoList: ScoreInfo[] } }).data.scoreInfoList;
}

describe("a visitor is offered the way in", () => {
  it("[CL-RT-1] [RW-SCR-2] [RW-ROLE-1] Sign in to rate goes to the login with the way back; signed in there, the dialog opens once", async () => {
    freshPage("/course/course-intro?tab=reviews");
    const visitor = show({
      resourceId: "course-intro",
      moduleId: "course",
      isPermission: false,
      isProgress: false,
      scoreTip: "Sign in to rate this course",
    });
    await visitor.user.click(await screen.findByRole("button", { name: "Sign in to rate" }));
    await waitFor(() => expect(navigations).toHaveLength(1));
    const back = wayBack();
    expect(`${back.pathname}${back.search}`).toBe("/course/course-intro?tab=reviews&scrollToScore=1");
    expect(visitor.eventsNamed("signInRequest")).toEqual([{ action: "rate", reviewId: null, target: back.href }]);
    // No dead end: no blocked alert on the way.
    expect(screen.queryByRole("alertdialog")).toBeNull();
    visitor.unmount();

    // The login page signs the learner in and sends them back.
    history.replaceState(null, "", `${back.pathname}${back.search}`);
    await client.auth.login("learner", "learner");
    show({ resourceId: "course-intro", moduleId: "course", isPermission: true, isProgress: true });
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
    shown.splice(0).forEach((rendered) => rendered.unmount());

    // Once: the next visit of the same page shows the summary only.
    show({ resourceId: "course-intro", moduleId: "course", isPermission: true, isProgress: true });
    await screen.findByRole("button", { name: "Want to rate" });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("[RW-ROLE-2] [CL-VAL-5] Sign in to like on the pressed card; back signed in, the like is made once, and only on the same page", async () => {
    freshPage("/course/course-data");
    const [first] = await likesOf("course-data");
    const before = first!.likeCount;
    const visitor = show({
      resourceId: "course-data",
      moduleId: "course",
      isModal: false,
      isPermission: false,
      isProgress: false,
    });
    const card = await screen.findByRole("article", { name: `Review by ${first!.from_user_name}` });
    await visitor.user.click(within(card).getByRole("button", { name: /^Like/ }));
    const offer = within(card).getByRole("button", { name: "Sign in to like" });
    expect(offer).toHaveFocus();
    // The press made no call bound to fail, and said nothing of a failure.
    expect(screen.queryByText("Like failed, please try again later")).toBeNull();
    expect((await likesOf("course-data"))[0]!.likeCount).toBe(before);
    await visitor.user.click(offer);
    await waitFor(() => expect(navigations).toHaveLength(1));
    const back = wayBack();
    expect(back.searchParams.get("scrollToScore")).toBe("1");
    expect(visitor.eventsNamed("signInRequest")).toEqual([{ action: "like", reviewId: first!.id, target: back.href }]);
    visitor.unmount();

    await client.auth.login("learner", "learner");
    // Another page that lists the same review does not take the like.
    history.replaceState(null, "", "/my-reviews?scrollToScore=1");
    show({ resourceId: "course-data", moduleId: "course", isModal: false });
    await screen.findByRole("article", { name: `Review by ${first!.from_user_name}` });
    shown.splice(0).forEach((rendered) => rendered.unmount());
    expect((await likesOf("course-data"))[0]!.likeCount).toBe(before);

    history.replaceState(null, "", `${back.pathname}${back.search}`);
    show({ resourceId: "course-data", moduleId: "course", isModal: false });
    const liked = await screen.findByRole("article", { name: `Review by ${first!.from_user_name}` });
    await waitFor(() =>
      expect(within(liked).getByRole("button", { name: /^Like/ })).toHaveAttribute("aria-pressed", "true"),
    );
    await waitFor(async () => expect((await likesOf("course-data"))[0]!.likeCount).toBe((before ?? 0) + 1));
    shown.splice(0).forEach((rendered) => rendered.unmount());

    // Once: a second return to the page leaves the like as it is.
    show({ resourceId: "course-data", moduleId: "course", isModal: false });
    const again = await screen.findByRole("article", { name: `Review by ${first!.from_user_name}` });
    expect(within(again).getByRole("button", { name: /^Like/ })).toHaveAttribute("aria-pressed", "true");
    expect((await likesOf("course-data"))[0]!.likeCount).toBe((before ?? 0) + 1);
  });

  it("[RW-ROLE-1] a learner below the threshold is told up front what rating needs; from 30 % the button opens the dialog", async () => {
    freshPage("/course/course-intro");
    await client.auth.login("learner", "learner");
    const below = show({
      resourceId: "lesson-progress-gate",
      moduleId: "course",
      progress: "10",
      isProgress: undefined,
    });
    expect(await screen.findByText("Rate after 30% · you're at 10%")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Want to rate" })).toBeNull();
    below.unmount();
    const enough = show({
      resourceId: "lesson-progress-gate",
      moduleId: "course",
      progress: 45,
      isProgress: undefined,
    });
    await enough.user.click(await screen.findByRole("button", { name: "Want to rate" }));
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
  });
});
