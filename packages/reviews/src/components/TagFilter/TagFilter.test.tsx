import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TAG_ROW_COLLAPSED_HEIGHT, TagFilter } from "./TagFilter";
import en from "../../i18n/locales/en_US/list";

const tags = Array.from({ length: 12 }, (_, i) => ({ code: `t${i}`, label: `Tag ${i}`, count: i + 1 }));

function rowHeight(height: number) {
  return vi.spyOn(HTMLElement.prototype, "scrollHeight", "get").mockImplementation(function (this: HTMLElement) {
    return this.getAttribute("role") === "group" ? height : 0;
  });
}

afterEach(() => vi.restoreAllMocks());

describe("TagFilter", () => {
  it("[RW-LST-2] shows each tag with its count as a toggle", async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    rowHeight(30);
    render(
      <TagFilter
        language="en_US"
        tags={tags.slice(0, 2)}
        selected={["t1"]}
        layout="desktop"
        texts={en}
        onToggle={onToggle}
      />,
    );
    expect(screen.getByRole("button", { name: "Tag 0 (1)" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("button", { name: "Tag 1 (2)" })).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "Tag 0 (1)" }));
    expect(onToggle).toHaveBeenCalledWith("t0");
    expect(screen.queryByRole("button", { name: "Show all tags" })).toBeNull();
  });

  it("[RW-LST-2] collapses to 42 px behind a chevron on desktop when the row is taller", async () => {
    const user = userEvent.setup();
    rowHeight(90);
    render(<TagFilter language="en_US" tags={tags} selected={[]} layout="desktop" texts={en} onToggle={() => {}} />);
    const group = screen.getByRole("group", { name: "Filter reviews by tag" });
    expect(group).toHaveStyle({ maxHeight: "42px" });
    const chevron = screen.getByRole("button", { name: "Show all tags" });
    expect(chevron).toHaveAttribute("aria-expanded", "false");
    await user.click(chevron);
    expect(group.style.maxHeight).toBe("");
    expect(screen.getByRole("button", { name: "Show fewer tags" })).toHaveAttribute("aria-expanded", "true");
  });

  it("[RW-LST-2] collapses at 33 px on mobile", () => {
    rowHeight(40);
    render(<TagFilter language="en_US" tags={tags} selected={[]} layout="mobile" texts={en} onToggle={() => {}} />);
    expect(screen.getByRole("group")).toHaveStyle({ maxHeight: "33px" });
    expect(TAG_ROW_COLLAPSED_HEIGHT).toEqual({ desktop: 42, mobile: 33 });
  });
});
