import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { createPart, createPartWithTexts } from "../../part";
import type { PartModule } from "../../part";
import { usePartAction } from "./usePartAction";
import { usePart } from "./usePart";
import { PartStyles } from "./PartStyles";

// A chunk fetch the test settles by hand: a network drop is what a real server cannot produce on demand.
function chunkFetches() {
  const fetches: { resolve: (module: TestModule) => void; reject: (error: Error) => void }[] = [];
  const fetchModule = () => new Promise<TestModule>((resolve, reject) => fetches.push({ resolve, reject }));
  return { fetches, fetchModule };
}
interface TestModule extends PartModule {
  label: string;
}
const loaded: TestModule = { css: ".test-part { color: red; }", label: "Dialog" };

describe("a part loaded on use", () => {
  it("is fetched once however often it is asked for while on its way, and kept once loaded", async () => {
    const { fetches, fetchModule } = chunkFetches();
    const part = createPart(fetchModule);
    const listener = vi.fn();
    part.subscribe(listener);
    const first = part.load();
    const second = part.load();
    expect(fetches).toHaveLength(1);
    expect(part.current()).toBeNull();
    fetches[0]!.resolve(loaded);
    await expect(first).resolves.toBe(loaded);
    await expect(second).resolves.toBe(loaded);
    expect(part.current()).toBe(loaded);
    expect(listener).toHaveBeenCalledTimes(1);
    await part.load();
    expect(fetches).toHaveLength(1);
  });

  it("a failed fetch rejects, and the next attempt fetches again", async () => {
    const { fetches, fetchModule } = chunkFetches();
    const part = createPart(fetchModule);
    const failed = part.load();
    fetches[0]!.reject(new TypeError("Failed to fetch dynamically imported module"));
    await expect(failed).rejects.toThrow("Failed to fetch");
    expect(part.current()).toBeNull();
    const again = part.load();
    expect(fetches).toHaveLength(2);
    fetches[1]!.resolve(loaded);
    await expect(again).resolves.toBe(loaded);
  });

  function Opener({ part, onFailed }: { part: ReturnType<typeof createPart<TestModule>>; onFailed: () => void }) {
    const module = usePart(part);
    const action = usePartAction(part, onFailed);
    const [opened, setOpened] = useState(false);
    return (
      <div>
        <PartStyles parts={[part]} />
        <button type="button" aria-busy={action.waiting || undefined} onClick={() => action.run(() => setOpened(true))}>
          Open
        </button>
        {opened && module ? <p role="dialog" aria-label={module.label} /> : null}
      </div>
    );
  }
  it("a click before the chunk arrived is kept: the control is busy, then the part opens with its styles, once", async () => {
    const { fetches, fetchModule } = chunkFetches();
    const part = createPart(fetchModule);
    const onFailed = vi.fn();
    const { container } = render(<Opener part={part} onFailed={onFailed} />);
    const button = screen.getByRole("button", { name: "Open" });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(fetches).toHaveLength(1);
    await act(async () => fetches[0]!.resolve(loaded));
    expect(await screen.findByRole("dialog", { name: "Dialog" })).toBeInTheDocument();
    expect(button).not.toHaveAttribute("aria-busy");
    expect(container.querySelectorAll("style")).toHaveLength(1);
    expect(container.querySelector("style")!.textContent).toBe(loaded.css);
    expect(onFailed).not.toHaveBeenCalled();
  });

  it("a click whose chunk fails says so, opens nothing, and the next click fetches again and opens it", async () => {
    const { fetches, fetchModule } = chunkFetches();
    const part = createPart(fetchModule);
    const onFailed = vi.fn();
    render(<Opener part={part} onFailed={onFailed} />);
    const button = screen.getByRole("button", { name: "Open" });
    fireEvent.click(button);
    await act(async () => fetches[0]!.reject(new TypeError("Failed to fetch dynamically imported module")));
    expect(onFailed).toHaveBeenCalledTimes(1);
    expect(button).not.toHaveAttribute("aria-busy");
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(button);
    expect(fetches).toHaveLength(2);
    await act(async () => fetches[1]!.resolve(loaded));
    expect(await screen.findByRole("dialog", { name: "Dialog" })).toBeInTheDocument();
  });

  it("a click may say its own failure (the action's message), in place of the part's", async () => {
    const { fetches, fetchModule } = chunkFetches();
    const part = createPart(fetchModule);
    const onFailed = vi.fn();
    const ownFailure = vi.fn();
    function Deleter() {
      const action = usePartAction(part, onFailed);
      return (
        <button type="button" onClick={() => action.run(() => {}, ownFailure)}>
          Delete
        </button>
      );
    }
    render(<Deleter />);
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    await act(async () => fetches[0]!.reject(new TypeError("Failed to fetch dynamically imported module")));
    expect(ownFailure).toHaveBeenCalledTimes(1);
    expect(onFailed).not.toHaveBeenCalled();
  });

  it("the styles of several parts are added each once, in the order the parts are listed, whichever chunk arrives first", async () => {
    const first = chunkFetches();
    const second = chunkFetches();
    const parts = [createPart(first.fetchModule), createPart(second.fetchModule)];
    const { container } = render(<PartStyles parts={parts} />);
    void parts[0]!.load();
    void parts[1]!.load();
    await act(async () => second.fetches[0]!.resolve({ css: ".second {}", label: "Second" }));
    await act(async () => first.fetches[0]!.resolve({ css: ".first {}", label: "First" }));
    expect([...container.querySelectorAll("style")].map((style) => style.textContent)).toEqual([
      ".first {}",
      ".second {}",
    ]);
  });

  it("[RW-3] a part with texts fetches its code and the texts of the widget's language together, one part per language", async () => {
    const { fetches, fetchModule } = chunkFetches();
    const texts: { language: string; resolve: (texts: string) => void; reject: (error: Error) => void }[] = [];
    const partIn = createPartWithTexts(
      fetchModule,
      (language) => new Promise<string>((resolve, reject) => texts.push({ language, resolve, reject })),
    );
    expect(partIn("zh_CN")).toBe(partIn("zh_CN"));
    const chinese = partIn("zh_CN").load();
    // Both requests leave at once: opening the part costs one round trip.
    expect([fetches.length, texts.map((t) => t.language)]).toEqual([1, ["zh_CN"]]);
    fetches[0]!.resolve(loaded);
    await Promise.resolve();
    expect(partIn("zh_CN").current()).toBeNull();
    texts[0]!.resolve("你好");
    await expect(chinese).resolves.toEqual({ ...loaded, texts: "你好" });

    // A widget in another language on the same page gets its own texts; a failed texts fetch is tried again.
    const russian = partIn("ru_RU").load();
    texts[1]!.reject(new TypeError("Failed to fetch dynamically imported module"));
    fetches[1]!.resolve(loaded);
    await expect(russian).rejects.toThrow("Failed to fetch");
    expect(partIn("ru_RU").current()).toBeNull();
    const again = partIn("ru_RU").load();
    fetches[2]!.resolve(loaded);
    texts[2]!.resolve("Привет");
    await expect(again).resolves.toEqual({ ...loaded, texts: "Привет" });
    expect(partIn("zh_CN").current()?.texts).toBe("你好");
  });
});
