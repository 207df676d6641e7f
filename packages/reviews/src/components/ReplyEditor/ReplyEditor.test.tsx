import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ReplyEditor } from "./ReplyEditor";
import en from "../../i18n/locales/en_US/list-parts";

const texts = { ...en, label: en.replyLabel, placeholder: en.replyPlaceholder };

describe("ReplyEditor", () => {
  it("[RW-RPL-1] is inline on desktop with cancel, post and a counter", () => {
    const { container } = render(
      <ReplyEditor
        language="en_US"
        layout="desktop"
        texts={texts}
        limit={250}
        onTruncated={() => {}}
        onCancel={() => {}}
        onSubmit={async () => {}}
      />,
    );
    expect(container.querySelector("form")).toHaveClass("sxz-editor--desktop");
    expect(screen.getByRole("textbox", { name: "Your reply" })).toHaveFocus();
    expect(screen.getByText("0/250")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Post" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Expand the editor" })).toBeNull();
  });

  it("[RW-RPL-1] is a bottom bar on mobile that expands from 80 px to 210 px", async () => {
    const user = userEvent.setup();
    const { container } = render(
      <ReplyEditor
        language="en_US"
        layout="mobile"
        texts={texts}
        limit={250}
        onTruncated={() => {}}
        onCancel={() => {}}
        onSubmit={async () => {}}
      />,
    );
    const form = container.querySelector("form")!;
    expect(form).toHaveClass("sxz-editor--mobile");
    expect(form).not.toHaveClass("is-expanded");
    const toggle = screen.getByRole("button", { name: "Expand the editor" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(form).toHaveClass("is-expanded");
    expect(screen.getByRole("button", { name: "Collapse the editor" })).toHaveAttribute("aria-expanded", "true");
    await user.type(screen.getByRole("textbox"), "hi");
    expect(screen.getByText("2/250")).toHaveAttribute("aria-hidden", "true");
    expect(screen.getByRole("textbox")).toHaveAccessibleDescription("2 of 250 characters");
  });

  it("[RW-ST-10] posts the trimmed text and keeps it when the post fails", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockRejectedValueOnce(new Error("refused")).mockResolvedValueOnce(undefined);
    render(
      <ReplyEditor
        language="en_US"
        layout="desktop"
        texts={texts}
        limit={250}
        onTruncated={() => {}}
        onCancel={() => {}}
        onSubmit={onSubmit}
      />,
    );
    await user.type(screen.getByRole("textbox"), "  thanks  ");
    await user.click(screen.getByRole("button", { name: "Post" }));
    expect(onSubmit).toHaveBeenLastCalledWith("thanks");
    expect(screen.getByRole("textbox")).toHaveValue("  thanks  ");
  });

  it("[RW-VAL-5] cuts pasted text to the limit and reports it", async () => {
    const user = userEvent.setup();
    const onTruncated = vi.fn();
    render(
      <ReplyEditor
        language="en_US"
        layout="desktop"
        texts={texts}
        limit={5}
        onTruncated={onTruncated}
        onCancel={() => {}}
        onSubmit={async () => {}}
      />,
    );
    screen.getByRole("textbox").focus();
    await user.paste("abcdefgh");
    expect(screen.getByRole("textbox")).toHaveValue("abcde");
    expect(onTruncated).toHaveBeenCalled();
  });
});
