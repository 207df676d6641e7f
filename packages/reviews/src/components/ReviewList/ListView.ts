import { createContext, useContext } from "react";
import type { ReactNode } from "react";
import type { Language, OpaqueId, ReviewAnswer } from "@sxz/contract";
import type { CardActions, EditorTarget } from "../ReviewCard/ReviewCard";
import type { Viewer } from "../ReviewCard/permissions";
import type { ListStartMessages } from "../../i18n/list-messages";

/**
 * What every part of the list reads — texts, language, layout, variant, who is looking, and the list's stable
 * callbacks — provided once by ReviewList, so ListItems, ReviewChunk, ReviewCard and ReplyItem take only what
 * differs per review. The value changes only when one of these does, so it never re-renders the cards on a like.
 */
export interface ListView {
  messages: ListStartMessages;
  language: Language;
  layout: "desktop" | "mobile";
  variant: "internal" | "external";
  /** "mine": the caller's own reviews across courses — each card names its course. */
  mode: "resource" | "mine";
  viewer: Viewer;
  /** Tag code → text in the current language; unknown codes are not shown raw (see ReviewCard). */
  tagNames: ReadonlyMap<string, string>;
  /** The course page of a review in the own-messages view, when the host gave a link pattern. */
  courseHref: (review: ReviewAnswer) => string | null;
  actions: CardActions;
  /** Renders the inline editor for a target on a card (desktop; null on mobile, where the editor is a bottom bar). */
  renderEditor: (review: ReviewAnswer, target: EditorTarget) => ReactNode;
  avatarOf: (review: ReviewAnswer) => string;
  imagesOf: (review: ReviewAnswer) => readonly string[];
  onOpenImage: (images: readonly string[], index: number) => void;
  /** Opens a part of the chunk of what shows after an action (a card's menu popup): at once when the chunk is in,
   *  else once it arrives (the list is busy meanwhile); a failed fetch is reported and the next press fetches again. */
  openOnUse: (open: () => void) => void;
  /** The review whose like a visitor pressed: its card offers "Sign in to like". */
  likeOffer?: OpaqueId | null;
  /** Goes to the platform's login, to like `review` on the way back. */
  signInToLike?: (review: ReviewAnswer) => void;
  /** The search's words, marked in review texts; none without a search. */
  marks?: readonly string[];
}

export const ListViewContext = createContext<ListView | null>(null);

export function useListView(): ListView {
  const view = useContext(ListViewContext);
  if (!view) throw new Error("useListView: render this part inside ReviewList (ListViewContext)");
  return view;
}
