import { useEffect, useMemo } from "react";
import type { RefObject } from "react";
import { listActionPart } from "../../parts/action-parts";
import { usePart } from "../Part/usePart";
import { usePartAction } from "../Part/usePartAction";
import { prefetchWhenIdle, useIntentPrefetch } from "../Part/prefetch";
import type { Intent } from "../Part/prefetch";
import type { listParts } from "../../parts/list-parts";

// Pointing at or focusing a card's options menu or one of its reply, edit or delete links fetches them, if the idle prefetch has not yet.
const partControls =
  '[data-action="more"], [data-action="reply"], [data-action="edit"], [data-action="delete"], [data-action^="edit-reply-"], [data-action^="delete-reply-"]';

// A card's menu popup and the image viewer: fetched after the first page, or when a menu button or a thumbnail is
// pointed at or focused; their styles follow the list's own (and the editors') once their chunk is in.
const actionIntents: readonly Intent[] = [['[data-action="more"], .sxz-gallery__thumb', listActionPart]];
const actionStyles = [listActionPart];

/**
 * The list's parts loaded on use: the editors and the confirmation (`part`, with their texts in the list's
 * language) and what shows after an action (a card's menu popup, the image viewer). Each is fetched once the first
 * page is painted and the browser idles, or when a control that needs it is pointed at or focused.
 */
export function useListParts(
  part: ReturnType<typeof listParts>,
  rootRef: RefObject<HTMLElement | null>,
  firstPageShown: boolean,
  onPartFailed: (() => void) | undefined,
) {
  const partAction = usePartAction(part, () => {});
  const partIntents = useMemo<readonly Intent[]>(() => [[partControls, part]], [part]);
  useIntentPrefetch(rootRef, partIntents);
  useEffect(() => (firstPageShown ? prefetchWhenIdle([part]) : undefined), [firstPageShown, part]);
  // Their styles follow the list's own once their chunk is in.
  const partStyles = useMemo(() => [part], [part]);
  const actionParts = usePart(listActionPart);
  const opening = usePartAction(listActionPart, () => onPartFailed?.());
  useIntentPrefetch(rootRef, actionIntents);
  useEffect(() => (firstPageShown ? prefetchWhenIdle([listActionPart]) : undefined), [firstPageShown]);
  return [partAction, partStyles, actionParts, opening, actionStyles] as const;
}
