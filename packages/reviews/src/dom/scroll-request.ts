/**
 * Whether the page address asks to scroll to the widget (`scrollToScore=1`, RW-SCR-2). The scrolling itself
 * (`scroll-to-score.ts`) is fetched only when it does: most pages never ask.
 */
export const asksToScroll = (search: string): boolean => new URLSearchParams(search).get("scrollToScore") === "1";
