import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { SortTabs } from "./SortTabs";
import en from "../../i18n/locales/en_US/list";

describe("SortTabs", () => {
  it("[RW-LST-3] latest and hottest are tabs controlling the list, moved between with the arrow keys", () => {
    const onChange = vi.fn();
    const { rerender } = render(<SortTabs value="latest" controls="list-1" texts={en} onChange={onChange} />);
    const latest = screen.getByRole("tab", { name: "Latest" });
    expect(screen.getByRole("tablist", { name: "Sort reviews" })).toBeInTheDocument();
    expect(latest).toHaveAttribute("aria-selected", "true");
    expect(latest).toHaveAttribute("aria-controls", "list-1");
    expect(screen.getByRole("tab", { name: "Hottest" })).toHaveAttribute("tabindex", "-1");
    fireEvent.keyDown(latest, { key: "ArrowRight" });
    expect(onChange).toHaveBeenLastCalledWith("hottest");
    rerender(<SortTabs value="hottest" controls="list-1" texts={en} onChange={onChange} />);
    fireEvent.keyDown(screen.getByRole("tab", { name: "Hottest" }), { key: "Home" });
    expect(onChange).toHaveBeenLastCalledWith("latest");
  });

  it("mirrors the arrow keys in right-to-left", () => {
    const onChange = vi.fn();
    render(
      <div dir="rtl" style={{ direction: "rtl" }}>
        <SortTabs value="latest" controls="l" texts={en} onChange={onChange} />
      </div>,
    );
    fireEvent.keyDown(screen.getByRole("tab", { name: "Latest" }), { key: "ArrowLeft" });
    expect(onChange).toHaveBeenLastCalledWith("hottest");
  });
});
