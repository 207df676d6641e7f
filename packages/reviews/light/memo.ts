import { createElement } from "preact";
import type { Component, FunctionComponent } from "preact";

/**
 * `React.memo` on Preact's core: the wrapper skips rendering its component again while `arePropsEqual` says the
 * props are the same (by default every prop by `Object.is`, as React compares). Preact calls a function component
 * with its component instance as `this`, so the wrapper gives that instance a `shouldComponentUpdate`. `key` and
 * `ref` are not props under Preact and never reach the comparison; the widget passes no ref to a memoised component.
 */
export function memo<P extends object>(
  component: FunctionComponent<P>,
  arePropsEqual: (previous: P, next: P) => boolean = sameProps,
): FunctionComponent<P> {
  function shouldUpdate(this: Component<P>, next: P): boolean {
    return !arePropsEqual(this.props, next);
  }
  function Memo(this: Component<P>, props: P) {
    this.shouldComponentUpdate = shouldUpdate;
    return createElement(component, props);
  }
  return Memo;
}

function sameProps(previous: object, next: object): boolean {
  const before = previous as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  for (const name in before) if (!(name in after)) return false;
  for (const name in after) if (!Object.is(before[name], after[name])) return false;
  return true;
}
