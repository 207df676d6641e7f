import { createElement, render } from "preact";
import { act } from "preact/test-utils";
import { describe, expect, it } from "vitest";
import { useSyncExternalStore } from "../../light/use-sync-external-store";
import { freshPreactContainer } from "./preact-container";

// The default embed's `useSyncExternalStore` (light/use-sync-external-store.ts) under Preact itself.
const container = freshPreactContainer();

/** A store of the widget's shape (`controller/store.ts`): immutable snapshots, listeners told of each change. */
function createStore<T>(initial: T) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    listeners,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getState: () => state,
    set(next: T) {
      state = next;
      for (const listener of [...listeners]) listener();
    },
    /** Changes the state without telling anyone (a change a subscriber has not seen yet). */
    setQuietly(next: T) {
      state = next;
    },
  };
}

function Reader({ store, renders }: { store: ReturnType<typeof createStore<string>>; renders: string[] }) {
  const value = useSyncExternalStore(store.subscribe, store.getState);
  renders.push(value);
  return createElement("p", null, value);
}

describe("useSyncExternalStore on Preact's hooks (the default embed)", () => {
  it("renders the snapshot, and renders again when the store changes", async () => {
    const store = createStore("loading");
    const renders: string[] = [];
    await act(() => render(createElement(Reader, { store, renders }), container()));
    expect(container().textContent).toBe("loading");
    await act(() => store.set("ready"));
    expect(container().textContent).toBe("ready");
  });

  it("does not render again when the store tells of a change that left the snapshot as it was", async () => {
    const store = createStore("ready");
    const renders: string[] = [];
    await act(() => render(createElement(Reader, { store, renders }), container()));
    const before = renders.length;
    await act(() => store.set("ready"));
    expect(renders).toHaveLength(before);
  });

  it("catches a change made between its render and its subscription", async () => {
    const store = createStore("first");
    const renders: string[] = [];
    await act(() => {
      render(createElement(Reader, { store, renders }), container());
      // Rendered, effects not run yet: the subscription does not exist.
      expect(store.listeners.size).toBe(0);
      store.setQuietly("second");
    });
    expect(container().textContent).toBe("second");
  });

  it("reads the new store when it is given another one, and leaves the old one", async () => {
    const first = createStore("one");
    const second = createStore("two");
    const renders: string[] = [];
    await act(() => render(createElement(Reader, { store: first, renders }), container()));
    await act(() => render(createElement(Reader, { store: second, renders }), container()));
    expect(container().textContent).toBe("two");
    expect(first.listeners.size).toBe(0);
    await act(() => second.set("three"));
    expect(container().textContent).toBe("three");
  });

  it("unsubscribes when unmounted", async () => {
    const store = createStore("x");
    await act(() => render(createElement(Reader, { store, renders: [] }), container()));
    expect(store.listeners.size).toBe(1);
    await act(() => render(null, container()));
    expect(store.listeners.size).toBe(0);
  });
});
