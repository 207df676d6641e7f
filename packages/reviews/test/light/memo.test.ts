import { createElement, render } from "preact";
import type { FunctionComponent } from "preact";
import { useState } from "preact/hooks";
import { act } from "preact/test-utils";
import { describe, expect, it } from "vitest";
import { memo } from "../../light/memo";
import { freshPreactContainer } from "./preact-container";

// The default embed's `memo` (light/memo.ts) under Preact itself, as the light build runs it.
const container = freshPreactContainer();

function counted<P extends object>(body: (props: P) => string) {
  const renders: P[] = [];
  const Component: FunctionComponent<P> = (props) => {
    renders.push(props);
    return createElement("p", null, body(props));
  };
  return { Component, renders };
}

describe("memo on Preact's core (the default embed)", () => {
  it("renders the component with its props, and again only when a prop changed", async () => {
    const { Component, renders } = counted<{ label: string; count: number }>(({ label, count }) => `${label} ${count}`);
    const Memoised = memo(Component);
    await act(() => render(createElement(Memoised, { label: "likes", count: 1 }), container()));
    expect(container().textContent).toBe("likes 1");
    await act(() => render(createElement(Memoised, { label: "likes", count: 1 }), container()));
    expect(renders).toHaveLength(1);
    await act(() => render(createElement(Memoised, { label: "likes", count: 2 }), container()));
    expect(container().textContent).toBe("likes 2");
    expect(renders).toHaveLength(2);
  });

  it("compares as React does: a prop added or removed counts as a change, NaN equals NaN, a new object does not equal the old one", async () => {
    const { Component, renders } = counted<{ value?: unknown; extra?: string }>(() => "card");
    const Memoised = memo(Component);
    const rerender = (props: { value?: unknown; extra?: string }) =>
      act(() => render(createElement(Memoised, props), container()));
    await rerender({ value: Number.NaN });
    await rerender({ value: Number.NaN });
    expect(renders).toHaveLength(1);
    await rerender({ value: Number.NaN, extra: "x" });
    expect(renders).toHaveLength(2);
    await rerender({ value: Number.NaN });
    expect(renders).toHaveLength(3);
    await rerender({ value: { a: 1 } });
    await rerender({ value: { a: 1 } });
    expect(renders).toHaveLength(5);
  });

  it("takes the component's own comparison when given one, as the review list's chunks do", async () => {
    const { Component, renders } = counted<{ items: readonly number[]; busy: boolean }>(({ items }) => items.join(","));
    // Same when the items are the same numbers, whatever the array and the busy flag.
    const Memoised = memo(Component, (previous, next) => previous.items.join() === next.items.join());
    const rerender = (props: { items: readonly number[]; busy: boolean }) =>
      act(() => render(createElement(Memoised, props), container()));
    await rerender({ items: [1, 2], busy: false });
    await rerender({ items: [1, 2], busy: true });
    expect(renders).toHaveLength(1);
    await rerender({ items: [1, 2, 3], busy: true });
    expect(renders).toHaveLength(2);
    expect(container().textContent).toBe("1,2,3");
  });

  it("lets the component's own state re-render it whatever its props", async () => {
    let increment = () => {};
    const Counter = memo(function Counter({ label }: { label: string }) {
      const [count, setCount] = useState(0);
      increment = () => setCount((value) => value + 1);
      return createElement("p", null, `${label} ${count}`);
    });
    await act(() => render(createElement(Counter, { label: "clicks" }), container()));
    await act(() => increment());
    expect(container().textContent).toBe("clicks 1");
  });

  it("skips only its own subtree: a sibling that is not memoised renders again", async () => {
    const memoised = counted<{ label: string }>(({ label }) => label);
    const plain = counted<{ label: string }>(({ label }) => label);
    const Memoised = memo(memoised.Component);
    const tree = () =>
      createElement(
        "div",
        null,
        createElement(Memoised, { label: "a" }),
        createElement(plain.Component, { label: "b" }),
      );
    await act(() => render(tree(), container()));
    await act(() => render(tree(), container()));
    expect(memoised.renders).toHaveLength(1);
    expect(plain.renders).toHaveLength(2);
    expect(container().textContent).toBe("ab");
  });
});
