import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import type { Language, OpaqueId, ReviewAnswer, TagStatisticAnswer } from "@sxz/contract";
import type { ListApi } from "../../api/list";
import type { DeleteOrAddDetail, ListClickEvent, ToastType } from "../../controller/list-store";
import { plural } from "../../i18n/format";
import { courseAddress } from "../../model/course-link";
import { filteredTotal } from "../../model/list-state";
import { resolveLimitWords } from "../../model/reply-text";
import { nearBottomPx } from "../../model/list-position";
import { staffDirectoryAvatar } from "../Avatar/Avatar";
import { SortTabs } from "../SortTabs/SortTabs";
import { TagFilter } from "../TagFilter/TagFilter";
import type { EditorTarget } from "../ReviewCard/ReviewCard";
import { ListViewContext } from "./ListView";
import type { ListView } from "./ListView";
import { listActionPart } from "../ActionParts/action-parts";
import { listParts } from "./list-parts";
import { LazyStyles } from "../LazyPart/LazyStyles";
import { useLazyPart } from "../LazyPart/useLazyPart";
import { useLazyAction } from "../LazyPart/useLazyAction";
import { prefetchWhenIdle, useIntentPrefetch } from "../LazyPart/prefetch";
import type { Intent } from "../LazyPart/prefetch";
import { ListFooter } from "./ListFooter";
import { ListItems } from "./ListItems";
import type { GivenListMessages } from "./messages";
import { listCss } from "./ReviewList.styles";
import { useCardActions } from "./useCardActions";
import type { ReportDetail } from "./useCardActions";
import { useListFocus } from "./useListFocus";
import { activeElementOf } from "../../dom/focus";
import { useListStore } from "./useListStore";
import { useNearBottom } from "./useNearBottom";
import { useReviewTarget } from "./useReviewTarget";

export type { DeleteOrAddDetail, ListClickEvent, ReportDetail, ToastType };

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
}

// Pointing at or focusing a card's options menu or one of its reply, edit or delete links fetches them, if the idle prefetch has not yet.
const partControls = '[data-action="more"], [data-action="reply"], [data-action="edit"], [data-action="delete"], [data-action^="edit-reply-"], [data-action^="delete-reply-"]';

// A card's menu popup and the image viewer: fetched after the first page, or when a menu button or a thumbnail is
// pointed at or focused; their styles follow the list's own (and the editors') once their chunk is in.
const actionIntents: readonly Intent[] = [['[data-action="more"], .sxz-gallery__thumb', listActionPart]];
const actionStyles = [listActionPart];

/** A review's own attached images (the wire's optional `images`). */
const imagesOfReview = (review: ReviewAnswer): readonly string[] => review.images ?? [];

/**
 * The review list (RW-LST-*, RW-ST-5..10, RW-2 own messages): renders the list store's snapshot
 * (`src/controller/list-store.ts`) and dispatches to it; editors, confirmations and focus are the view's own.
 */
export function ReviewList(props: ReviewListProps) {
  const { api, messages, language, variant, layout, mode = "resource", resourceId, moduleId } = props;
  const limit = resolveLimitWords(props.limitWords);
  const listId = useId();
  const headingId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focus = useListFocus(rootRef, headingRef);
  // The editors and the confirmation come with their texts in the list's language; texts the host gave win.
  const part = listParts(language);
  const parts = useLazyPart(part);
  const host = { messages, partTexts: parts?.texts, toast: props.toast, onClickEvent: props.onClickEvent, onDeleteOrAdd: props.onDeleteOrAdd };
  const [store, { list, stats: loadedStats, announcement }] = useListStore({ api, mode, resourceId, moduleId, variant }, host, `${mode}|${resourceId}|${moduleId}|${props.reloadKey ?? 0}`);

  // Tag counts: given by the shell, else loaded once per resource (not in the own-messages view).
  const needStats = mode === "resource" && !props.tagStatistics;
  useEffect(() => {
    if (needStats) store.loadStatistics();
  }, [store, needStats, resourceId, moduleId, props.reloadKey]);
  const stats = props.tagStatistics ?? loadedStats;
  const tagNames = useMemo(() => new Map(stats.map((s) => [s.code, s.shortComment])), [stats]);
  const filterTags = useMemo(() => stats.map((s) => ({ code: s.code, label: s.shortComment, count: s.count })), [stats]);

  const firstPageShown = list.page > 0 || list.failed;
  const { onFirstPageShown } = props;
  useEffect(() => {
    if (firstPageShown) onFirstPageShown?.();
  }, [firstPageShown, onFirstPageShown]);

  const firstPageFailed = list.failed && list.items.length === 0;
  const { onFirstPageFailed } = props;
  useEffect(() => onFirstPageFailed?.(firstPageFailed), [firstPageFailed, onFirstPageFailed]);

  const { onTotalChange } = props;
  useEffect(() => {
    if (list.page > 0) onTotalChange?.(list.total);
  }, [list.total, list.page, onTotalChange]);

  const sentinelRef = useNearBottom(nearBottomPx(props.scrollBottom), () => store.loadNext(), `${list.page}|${list.loading}`);
  const partAction = useLazyAction(part, () => {});
  const { toast: listToast } = props;
  const failAction = useCallback((message: string) => listToast(message, "error"), [listToast]);
  const { actions, editing, setEditing, confirming, setConfirming } = useCardActions(store, focus, partAction, failAction, messages, props.onReport);
  const partIntents = useMemo<readonly Intent[]>(() => [[partControls, part]], [part]);
  useIntentPrefetch(rootRef, partIntents);
  // Once the first page is painted, the editors and the confirmation are fetched while the browser idles.
  useEffect(() => (firstPageShown ? prefetchWhenIdle([part]) : undefined), [firstPageShown, part]);
  // Their styles follow the list's own once their chunk is in.
  const partStyles = useMemo(() => [part], [part]);
  const actionParts = useLazyPart(listActionPart);
  const { onPartFailed } = props;
  const opening = useLazyAction(listActionPart, () => onPartFailed?.());
  const openOnUse = opening.run;
  useIntentPrefetch(rootRef, actionIntents);
  useEffect(() => (firstPageShown ? prefetchWhenIdle([listActionPart]) : undefined), [firstPageShown]);
  const [viewing, setViewing] = useState<{ images: readonly string[]; index: number } | null>(null);
  const closeViewer = () => {
    setViewing(null);
    focus.restore();
  };

  const confirmDelete = () => {
    if (!confirming) return;
    setConfirming(null);
    const { review } = confirming;
    if (confirming.kind === "review") {
      const index = list.items.findIndex((item) => item.id === review.id);
      const neighbour = list.items[index + 1] ?? list.items[index - 1];
      void store.deleteReview(review).then((done) => (done ? focus.afterRemoval(neighbour?.id) : focus.restore(review.id)));
    } else {
      void store.deleteReply(review, confirming.reply).then((done) => (done ? focus.afterRemoval(review.id) : focus.restore(review.id)));
    }
  };
  const cancelDelete = () => {
    setConfirming(null);
    focus.restore(confirming?.review.id);
  };

  const closeEditor = useCallback(
    (reviewId: OpaqueId) => {
      setEditing(null);
      requestAnimationFrame(() => focus.restore(reviewId));
    },
    [focus, setEditing],
  );
  const toast = props.toast;
  const renderEditor = useCallback(
    (review: ReviewAnswer, target: EditorTarget) => (
      // Editing starts only once the chunk is in (useCardActions), so `parts` is there whenever an editor shows.
      parts ? parts.renderListEditor({ messages, texts: parts.texts, language, layout }, review, target, limit, toast, () => closeEditor(review.id), async (text) => {
        if (target.kind === "editReview") await store.editReview(review, text);
        else if (target.kind === "newReply") await store.addReply(review, text);
        else await store.editReply(review, target.replyId, text);
        closeEditor(review.id);
      }) : null
    ),
    [parts, messages, language, layout, store, limit, toast, closeEditor],
  );
  // Cards get the inline editor on desktop; on mobile the editor is one bar fixed to the bottom of the list.
  const renderInline = useCallback((review: ReviewAnswer, target: EditorTarget) => (layout === "desktop" ? renderEditor(review, target) : null), [layout, renderEditor]);

  // "Load more" pressed by hand: once the page arrives, focus its first review, where reading continues. Also when
  // the page was already on its way (scrolling the button into view starts it) and when it loads while the button
  // has focus: the footer is replaced by the page's cards, and focus must not fall back to the document.
  const focusFromIndex = useRef<number | null>(null);
  const loadMoreByHand = () => {
    focusFromIndex.current ??= list.items.length;
    store.loadNext(true);
  };
  useEffect(() => {
    if (!list.loading || focusFromIndex.current !== null || !rootRef.current) return;
    if (activeElementOf(rootRef.current)?.closest(".sxz-footer")) focusFromIndex.current = list.items.length;
  }, [list.loading, list.items.length]);
  useEffect(() => {
    const from = focusFromIndex.current;
    if (from === null || list.loading) return;
    focusFromIndex.current = null;
    const first = list.items[from];
    if (first) focus.card(first.id);
  }, [list.items, list.loading, focus]);
  useReviewTarget(props.scoreId, list.items, focus);

  const { staffAvatarUrl } = props;
  const avatarOf = useCallback(
    (review: ReviewAnswer) => (variant === "internal" ? (staffAvatarUrl ?? staffDirectoryAvatar)(review.from_user_id) : review.from_user_url),
    [variant, staffAvatarUrl],
  );
  const openImage = useCallback(
    (images: readonly string[], index: number) => {
      focus.remember();
      openOnUse(() => setViewing({ images, index }));
    },
    [focus, openOnUse],
  );
  const { isAdmin = false, showReport = false, courseLink } = props;
  const imagesOf = props.imagesOf ?? imagesOfReview;
  const view = useMemo<ListView>(
    () => ({
      messages, language, layout, variant, mode,
      viewer: { isAdmin, variant, showReport },
      tagNames,
      courseHref: (review: ReviewAnswer) => courseAddress(courseLink, review),
      actions, renderEditor: renderInline, avatarOf, imagesOf, onOpenImage: openImage, openOnUse,
    }),
    [messages, language, layout, variant, mode, isAdmin, showReport, tagNames, courseLink, actions, renderInline, avatarOf, imagesOf, openImage, openOnUse],
  );
  const headerTotal = filteredTotal(list, stats);
  // No sort tabs over a list that came back empty: there is nothing to sort.
  const nothingToSort = list.page > 0 && list.items.length === 0 && !list.hasMore && !list.loading;
  const mobileEditorReview = layout === "mobile" && editing ? list.items.find((item) => item.id === editing.reviewId) : undefined;

  return (
    <ListViewContext.Provider value={view}>
      <section
        ref={rootRef}
        className={`sxz-list sxz-list--${layout}`}
        data-variant={variant}
        aria-labelledby={headingId}
        aria-busy={partAction.waiting || opening.waiting || undefined}
      >
        <style>{listCss}</style>
        <LazyStyles parts={partStyles} />
        <LazyStyles parts={actionStyles} />
        <header className="sxz-list__header">
          <h2 id={headingId} ref={headingRef} className="sxz-list__title" tabIndex={-1}>
            {mode === "mine" ? messages.myMessagesTitle : messages.listLabel}
            {list.page > 0 && headerTotal !== null && <span className="sxz-list__count"> · {plural(language, messages.headerCount, headerTotal)}</span>}
          </h2>
          {mode === "resource" && !nothingToSort && <SortTabs value={list.sort} controls={listId} texts={messages} onChange={store.sort} />}
        </header>
        {mode === "resource" && <TagFilter tags={filterTags} selected={list.tags} layout={layout} language={language} texts={messages} onToggle={store.toggleTag} />}
        <ListItems id={listId} list={list} editing={editing} />
        <div ref={sentinelRef} className="sxz-list__sentinel" aria-hidden="true" />
        <p className="sxz-list__announcement" aria-live="polite" data-testid="list-announcement">
          {announcement ? <span key={announcement.id}>{announcement.text}</span> : null}
        </p>
        <ListFooter messages={messages} variant={variant} mode={mode} loading={list.loading} failed={list.failed} hasMore={list.hasMore} count={list.items.length} onLoadMore={loadMoreByHand} retryElsewhere={props.retryElsewhere === true && firstPageFailed} />
        {parts && mobileEditorReview && editing && (
          <parts.MobileEditorBar avatar={avatarOf(mobileEditorReview)} name={mobileEditorReview.from_user_name} reviewBy={messages.reviewBy}>
            {renderEditor(mobileEditorReview, editing.target)}
          </parts.MobileEditorBar>
        )}
        {parts && confirming && <parts.ListDeleteConfirm kind={confirming.kind} messages={messages} texts={parts.texts} layout={layout} onCancel={cancelDelete} onConfirm={confirmDelete} />}
        {viewing && actionParts && <actionParts.ImageViewer images={viewing.images} startIndex={viewing.index} language={language} texts={messages} onClose={closeViewer} />}
      </section>
    </ListViewContext.Provider>
  );
}
