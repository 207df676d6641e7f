import { useEffect, useLayoutEffect } from "react";

/**
 * useLayoutEffect in a browser. Without a DOM (a host rendering on the server) neither effect runs, but React 18
 * warns about useLayoutEffect on every render: useEffect says the same there without the warning.
 */
export const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;
