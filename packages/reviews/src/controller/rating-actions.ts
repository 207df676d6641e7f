import type { DraftImageStore } from "../api/draft-image";
import { fill } from "../i18n/format";
import { RATING_LIMITS } from "../model/limits";
import { rateAccess } from "../model/permissions";
import { chooseStar, toggleTag } from "../model/rating-state";
import type { RatingDraft } from "../model/rating-state";
import { countReviewChars, limitReviewText } from "../model/review-text";
import type { RatingHost, RatingSnapshot, RatingStore } from "./rating-store";

type RatingActions = Pick<
  RatingStore,
  "open" | "close" | "closeAlert" | "endSparkle" | "chooseStar" | "toggleTag" | "typeText" | "attach"
>;

/**
 * What the user does with the rating: the corner button's dialog, the blocked-rating alert (RW-ROLE-1) and the
 * sparkle; the dialog's draft — stars, tags, text (RW-ST-1, RW-ST-2, RW-VAL-4) — and the mobile editor's picture.
 */
export function ratingActions(
  getState: () => RatingSnapshot,
  update: (change: Partial<RatingSnapshot>) => void,
  setDraft: (draft: RatingDraft) => void,
  host: () => RatingHost,
  draftImages: DraftImageStore,
  key: string,
): RatingActions {
  return {
    open() {
      const { mine } = getState().data;
      const now = host();
      now.click(mine ? "myRate" : "rate");
      const { isPermission, isProgress, scoreTip } = now.attributes;
      const access = rateAccess({ isPermission, isProgress, scoreTip, hasRated: mine !== null });
      if (access.kind === "blocked") return update({ alert: access.tip ?? now.messages.studyProgress });
      const mode = access.kind === "view" ? "view" : "edit";
      update({ dialog: mode });
      now.emit("showScoreMark", { mode });
    },
    close: () => update({ dialog: null }),
    closeAlert: () => update({ alert: null }),
    endSparkle: () => update({ sparkle: false }),
    chooseStar(star) {
      const { draft } = getState();
      const next = chooseStar(draft, star);
      if (next === draft) return;
      setDraft(next);
      host().emit("scoreChange", { score: next.score });
    },
    toggleTag: (code) => setDraft(toggleTag(getState().draft, code)),
    typeText(text) {
      const limited = limitReviewText(text);
      const atLimit = () => countReviewChars(getState().draft.text) >= RATING_LIMITS.reviewTextMax;
      if (limited.truncated)
        host().notify.warning(fill(host().messages.atMost, { max: RATING_LIMITS.reviewTextMax }), atLimit);
      setDraft({ ...getState().draft, text: limited.text });
    },
    attach(file) {
      update({ attachment: file });
      void draftImages.save(key, file);
    },
  };
}
