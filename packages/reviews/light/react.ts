/**
 * What the widget's source imports from `react`, served by Preact's core and hooks for the default embed
 * (`vite.light.config.ts` aliases `react` here). Not `preact/compat`: the widget uses none of its prop rewriting,
 * class components, portals, Suspense or `forwardRef`, and the two things it needs that Preact's core lacks are
 * the small modules beside this one. Every hook of `preact/hooks` is re-exported (what the source does not use
 * is left out of the bundle); an API the source starts importing that is not here fails the light build.
 */
export { createContext, createElement, createRef, Fragment } from "preact";
export {
  useCallback,
  useContext,
  useDebugValue,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from "preact/hooks";
export { memo } from "./memo";
export { useSyncExternalStore } from "./use-sync-external-store";
