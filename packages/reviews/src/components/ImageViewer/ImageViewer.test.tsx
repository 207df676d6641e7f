import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ImageViewer } from "./ImageViewer";
import en from "../../i18n/locales/en_US/list";

describe("ImageViewer", () => {
  it("[RW-UI-1] shows attached images full screen, steps with buttons and arrows, closes on Escape", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <ImageViewer
        language="en_US"
        images={["/a.png", "/b.png", "/c.png"]}
        startIndex={1}
        texts={en}
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole("dialog", { name: "Image viewer" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(screen.getByRole("img", { name: "Image 2 of 3" })).toHaveAttribute("src", "/b.png");
    expect(screen.getByRole("button", { name: "Close image" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Next image" }));
    expect(screen.getByRole("img")).toHaveAttribute("src", "/c.png");
    fireEvent.keyDown(dialog, { key: "ArrowRight" });
    expect(screen.getByRole("img")).toHaveAttribute("src", "/a.png");
    fireEvent.keyDown(dialog, { key: "ArrowLeft" });
    expect(screen.getByRole("img")).toHaveAttribute("src", "/c.png");
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
