import { describe, expect, it } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { Avatar, staffDirectoryAvatar } from "./Avatar";

describe("Avatar", () => {
  it("[RW-ROLE-6] falls back to the drawn initial when the picture fails to load", () => {
    const { container } = render(<Avatar src="/missing.png" name="maria santos" size={60} />);
    const img = container.querySelector("img")!;
    expect(img).toHaveAttribute("src", "/missing.png");
    expect(img).toHaveAttribute("alt", "");
    fireEvent.error(img);
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByTestId("avatar-fallback")).toHaveTextContent("M");
  });

  it("[RW-ROLE-6] the staff-directory proxy address is built from the user id", () => {
    expect(staffDirectoryAvatar("user-learner")).toBe("/api/staff-directory/v1/avatar/user-learner");
    expect(staffDirectoryAvatar("a/b?c")).toBe("/api/staff-directory/v1/avatar/a%2Fb%3Fc");
  });

  it("[RW-LST-4] is 60 px on desktop and 32 px on mobile as the list sizes it", () => {
    const { container, rerender } = render(<Avatar src="/a.png" name="A" size={60} />);
    expect(container.querySelector("img")).toHaveAttribute("width", "60");
    rerender(<Avatar src="/a.png" name="A" size={32} />);
    expect(container.querySelector("img")).toHaveAttribute("width", "32");
  });
});
