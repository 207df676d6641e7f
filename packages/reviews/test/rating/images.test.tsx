import { describe, expect, it } from "vitest";
import { configure, screen, waitFor, within } from "@testing-library/react";
import axios from "axios";
import type { ScoreInfo } from "@sxz/contract";
import { axiosRequest, login, recording, requestAs, ratingSuite } from "./real-server";
import { startTestServer } from "../../../server/src/testing";
import { openDialog, renderWidget, star } from "./render-widget";

configure({ asyncUtilTimeout: 8000 });

const world = ratingSuite();

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7, 7, 7]);

async function reviewsOf(resourceId: string): Promise<ScoreInfo[]> {
  const response = await axios.get(`${world.server.url}/api/universal/v1/score/queryMessages`, {
    params: { resourceId },
    adapter: "http",
  });
  return (response.data as { data: { scoreInfoList: ScoreInfo[] } }).data.scoreInfoList;
}

describe("an image attached in the mobile editor (real server)", () => {
  it("[RW-DLG-5] [RW-UI-1] is uploaded when publishing, saved with the review, shown as a thumbnail that opens the viewer", async () => {
    const recorded = recording(await requestAs(world.server, "learner"));
    const { user, unmount } = renderWidget({
      request: recorded.request,
      resourceId: "lesson-images",
      moduleId: "course",
      isMobile: true,
      isModal: false,
    });
    try {
      const dialog = await openDialog(user);
      await user.click(star(dialog, 5));
      await user.type(within(dialog).getByRole("textbox", { name: "Your review" }), "See my notes");
      // Only the picture types the server accepts can be attached.
      await user.upload(
        within(dialog).getByLabelText("Attach an image"),
        new File(["%PDF"], "notes.pdf", { type: "application/pdf" }),
      );
      expect(within(dialog).queryByRole("img", { name: "Attached image" })).toBeNull();
      await user.upload(
        within(dialog).getByLabelText("Attach an image"),
        new File([PNG], "notes.png", { type: "image/png" }),
      );
      expect(within(dialog).getByRole("img", { name: "Attached image" })).toBeInTheDocument();
      await user.click(within(dialog).getByRole("button", { name: "Submit" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

      // The ticket went through the host's request function; the saved review carries the stored picture.
      expect(
        recorded.calls.some((call) => call.url === "/api/km/v1/file/upload" && call.params?.bucketName === "sxz-image"),
      ).toBe(true);
      const [saved] = await reviewsOf("lesson-images");
      expect(saved!.images).toHaveLength(1);
      const url = saved!.images![0]!;
      expect(url.startsWith(`${world.server.url}/api/km/v1/file/static/`)).toBe(true);
      const bytes = new Uint8Array(
        (await axios.get(url, { responseType: "arraybuffer", adapter: "http" })).data as ArrayBuffer,
      );
      expect(bytes).toEqual(PNG);

      const card = await waitFor(() => {
        const found = document.getElementById(`sxz-review-${saved!.id}`);
        expect(found).toBeTruthy();
        return found!;
      });
      // The gallery sits right below its card, in the same list item.
      await user.click(await within(card.parentElement!).findByRole("button", { name: "View image 1" }));
      // The viewer is in a chunk that may still be on its way when the thumbnail is pressed.
      const viewer = await screen.findByRole("dialog", { name: "Image viewer" });
      expect(within(viewer).getByRole("img")).toHaveAttribute("src", url);
      await user.click(within(viewer).getByRole("button", { name: "Close image" }));
      expect(screen.queryByRole("dialog", { name: "Image viewer" })).toBeNull();
    } finally {
      unmount();
    }
  });

  it("[RW-DLG-5] a picture the server refuses to store stops the publish with a message; the draft and the picture stay", async () => {
    // A server whose uploads take at most 4 bytes: the signed PUT of the picture is refused for real (413).
    const small = await startTestServer({ UPLOAD_MAX_BYTES: "4" });
    try {
      const request = axiosRequest(small, await login(small, "learner"));
      const { user, unmount } = renderWidget({
        request,
        resourceId: "lesson-images-refused",
        moduleId: "course",
        isMobile: true,
        isModal: false,
      });
      try {
        const dialog = await openDialog(user);
        await user.click(star(dialog, 4));
        await user.type(within(dialog).getByRole("textbox", { name: "Your review" }), "Too big a picture");
        await user.upload(
          within(dialog).getByLabelText("Attach an image"),
          new File([PNG], "big.png", { type: "image/png" }),
        );
        await user.click(within(dialog).getByRole("button", { name: "Submit" }));
        expect(await screen.findByText("The image could not be uploaded. Please try again.")).toBeInTheDocument();
        expect(within(dialog).getByRole("textbox", { name: "Your review" })).toHaveValue("Too big a picture");
        expect(within(dialog).getByRole("img", { name: "Attached image" })).toBeInTheDocument();
        const listed = await axios.get(`${small.url}/api/universal/v1/score/queryMessages`, {
          params: { resourceId: "lesson-images-refused" },
          adapter: "http",
        });
        expect((listed.data as { data: { totalCount: number } }).data.totalCount).toBe(0);
      } finally {
        unmount();
      }
    } finally {
      await small.close();
    }
  });
});
