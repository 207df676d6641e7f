import type { OpaqueId } from "@sxz/contract";
import { useMemo, useRef } from "react";
import type { RefObject } from "react";
import { activeElementOf } from "../../dom/focus";
import { reviewElementId } from "../../model/list-position";

export interface ListFocus {
  /** Remembers the focused element (the opener of an editor, dialog or viewer). */
  remember(): void;
  /** Gives focus back to the opener, else its successor in the review's card, else the card, else the heading. */
  restore(reviewId?: OpaqueId): void;
  /** After a review is removed: the review that took its place, else the previous one, else the heading. */
  afterRemoval(neighbourId: OpaqueId | undefined): void;
  /** Focuses a review's card. */
  card(reviewId: OpaqueId, options?: FocusOptions): HTMLElement | null;
}

/** Where focus goes inside the list when editors, confirmations and viewers close and reviews go away. */
export function useListFocus(root: RefObject<HTMLElement | null>, heading: RefObject<HTMLElement | null>): ListFocus {
  const opener = useRef<HTMLElement | null>(null);
  return useMemo(() => {
    const cardOf = (id: OpaqueId | undefined) =>
      id === undefined
        ? null
        : (root.current?.querySelector<HTMLElement>(`[id="${reviewElementId(id).replace(/["\\]/g, "\\$&")}"]`) ?? null);
    return {
      remember() {
        opener.current = root.current && (activeElementOf(root.current) as HTMLElement | null);
      },
      restore(reviewId) {
        const target = opener.current;
        opener.current = null;
        if (target?.isConnected) {
          target.focus();
          return;
        }
        // The opener was re-rendered away (e.g. "Edit" hides while editing): focus its successor in the same card.
        const card = cardOf(reviewId);
        const action = target?.dataset.action;
        const successor = action ? card?.querySelector<HTMLElement>(`[data-action="${action}"]`) : null;
        (successor ?? card ?? heading.current)?.focus();
      },
      afterRemoval(neighbourId) {
        opener.current = null;
        requestAnimationFrame(() => (cardOf(neighbourId) ?? heading.current)?.focus());
      },
      card(reviewId, options) {
        const card = cardOf(reviewId);
        card?.focus(options);
        return card;
      },
    };
  }, [root, heading]);
}
