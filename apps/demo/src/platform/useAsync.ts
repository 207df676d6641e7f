import { useEffect, useState } from "react";

export type AsyncState<T> = { status: "loading" } | { status: "done"; value: T } | { status: "failed"; error: unknown };

/** Runs `load` when `key` changes and keeps the latest answer; an answer for an older key is dropped. */
export function useAsync<T>(load: () => Promise<T>, key: string): AsyncState<T> {
  const [state, setState] = useState<{ key: string; value: AsyncState<T> }>({ key, value: { status: "loading" } });
  useEffect(() => {
    let current = true;
    load().then(
      (value) => current && setState({ key, value: { status: "done", value } }),
      (error: unknown) => current && setState({ key, value: { status: "failed", error } }),
    );
    return () => {
      current = false;
    };
    // `load` is a new closure every render; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state.value : { status: "loading" };
}
