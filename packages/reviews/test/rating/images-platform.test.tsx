import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configure, screen, waitFor, within } from "@testing-library/react";
import axios from "axios";
import { createPlatformClient, setPlatformClient } from "@sxz/client";
import { createPageState } from "@sxz/client/storage";
import type { PlatformClient } from "@sxz/client";
import type { ScoreInfo } from "@sxz/contract";
import { pageOnServer } from "../../../client/test/services-support/page-on-server";
import { openDialog, renderWidget, star } from "./render-widget";

configure({ asyncUtilTimeout: 8000 });

let server: Awaited<ReturnType<typeof pageOnServer>>;
let client: PlatformClient;

beforeAll(async () => {
  // The page lives on the server's origin, as the element does in production, and the page-wide client is signed in.
  server = await pageOnServer();
  localStorage.clear();
  client = createPlatformClient({
    tenantId: "demo",
    bootstrap: false,
    pageState: createPageState(),
    navigate: () => {},
    tracking: { skipHost: () => true },
  });
  setPlatformClient(client);
  await client.auth.login("learner", "learner");
}, 60_000);
afterAll(async () => {
  client?.dispose();
  setPlatformClient(undefined);
  server?.restore();
  await server?.close();
});

describe("an attached image without a host request function", () => {
  it("[RW-DLG-5] goes through the client layer's simple upload and is published with the rating", async () => {
    const { user, unmount } = renderWidget({
      resourceId: "lesson-images-platform",
      moduleId: "course",
      isMobile: true,
      isModal: false,
    });
    try {
      const dialog = await openDialog(user);
      await user.click(star(dialog, 5));
      await user.upload(
        within(dialog).getByLabelText("Attach an image"),
        new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1])], "board.png", { type: "image/png" }),
      );
      await user.click(within(dialog).getByRole("button", { name: "Submit" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      const response = await axios.get(`${server.url}/api/universal/v1/score/queryMessages`, {
        params: { resourceId: "lesson-images-platform" },
        adapter: "http",
      });
      const [saved] = (response.data as { data: { scoreInfoList: ScoreInfo[] } }).data.scoreInfoList;
      expect(saved!.images).toHaveLength(1);
      expect(saved!.images![0]).toMatch(new RegExp(`^${server.url}/api/km/v1/file/static/`));
      expect(await screen.findByRole("button", { name: "View image 1" })).toBeInTheDocument();
    } finally {
      unmount();
    }
  });
});
