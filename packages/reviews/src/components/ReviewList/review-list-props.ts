import type { Language, ReviewAnswer, TagStatisticAnswer } from "@sxz/contract";
import type { ListApi } from "../../api/list";
import type { DeleteOrAddDetail, ListClickEvent, ListSource, ToastType } from "../../controller/list-store";
import type { TagTone } from "../../model/mentions";
import type { ReportDetail } from "./useCardActions";
import type { GivenListMessages } from "../../i18n/list-messages";
import type { LikeSignIn } from "./useLikeSignIn";

/** What `ReviewList` takes (see the README of this folder). */
export interface ReviewListProps {
  api: ListApi;
  /** The list's texts (`loadMessages(language).list`). Those of the editors and the delete confirmation may be left
   *  out: they load with their chunk in `language`, and the ones given here win over them. */
  messages: GivenListMessages;
  language: Language;
  variant: "internal" | "external";
  layout: "desktop" | "mobile";
  mode?: "resource" | "mine";
  resourceId: string;
  moduleId: string;
  isAdmin?: boolean;
  showReport?: boolean;
  limitWords?: number | string;
  /** A review id (scoreId attribute): once loaded, that card is scrolled into view and focused. Wins over a
   *  `#sxz-review-<id>` link in the address. */
  scoreId?: number | string;
  /** Near-bottom distance of the paging trigger in pixels (scrollBottom attribute), default 600. */
  scrollBottom?: number | string;
  tagStatistics?: readonly TagStatisticAnswer[];
  reloadKey?: number;
  /** The widget's shell: the answer of the first page it sent at its start, taken once (null → the list calls). */
  takeFirstPage?: ListSource["takeFirstPage"];
  toast: (message: string, type: ToastType) => void;
  onReport?: (detail: ReportDetail) => void;
  onDeleteOrAdd?: (detail: DeleteOrAddDetail) => void;
  /** The list's total as the server gives it (null when it did not say). */
  onTotalChange?: (total: number | null) => void;
  /** Click analytics (RW-API-10): a like or unlike pressed, a review's deletion confirmed by its author
   *  ("delete") or by an administrator ("adminDelete"). Reported when the action starts, whatever its outcome. */
  onClickEvent?: (event: ListClickEvent) => void;
  /** Called once the first page (or its failure) is on screen: the shell then prefetches what a click needs. */
  onFirstPageShown?: () => void;
  /** The list's first page failed (true) or loaded again (false): the shell may offer one Try again for both. */
  onFirstPageFailed?: (failed: boolean) => void;
  /** The host's own Try again covers the list's failed first page (it changes `reloadKey`): the list says what
   *  failed without a second button. */
  retryElsewhere?: boolean;
  /** A part that opens on use (a card's menu popup, the image viewer) could not be fetched: the widget shows its
   *  network message. The next press fetches again. */
  onPartFailed?: () => void;
  staffAvatarUrl?: (userId: string) => string;
  /** Attached images of a review for the card's gallery and the full-screen viewer (default: its `images`). */
  imagesOf?: (review: ReviewAnswer) => readonly string[];
  /** In the own-messages view, the course page of a review: `{resourceId}` (and `{moduleId}`) are filled in,
   *  URI-encoded (course-link attribute). Without it the course's name shows unlinked. */
  courseLink?: string;
  /** The star filter (the summary's pressed rows): only reviews of these scores are listed; empty or absent: all. */
  scores?: readonly number[];
  /** The filters were cleared from the list (its filter line or empty result): the host unpresses its star rows. */
  onScoresChange?: (scores: number[]) => void;
  /** Each tag's tone (praise, complaint) from the config list: the tags show as what learners mention. */
  tagTones?: ReadonlyMap<string, TagTone>;
  /** The way in for a visitor: a like pressed without a signed-in user offers "Sign in to like" on its card, and
   *  the like remembered before signing in is made once back on this page. Without it a like simply fails. */
  likeSignIn?: LikeSignIn;
}
