import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import type { OpaqueId, ReviewAnswer } from "@sxz/contract";
import type { DeleteOrAddDetail, ListClickEvent, ToastType } from "../../controller/list-store";
import { courseAddress } from "../../model/course-link";
import { resolveLimitWords } from "../../model/reply-text";
import { nearBottomPx } from "../../model/list-position";
import { staffDirectoryAvatar } from "../Avatar/Avatar";
import { ListFilters } from "../ListFilters/ListFilters";
import { NoMatches } from "../ListFilters/FilterLine";
import type { EditorTarget } from "../ReviewCard/ReviewCard";
import { ListViewContext } from "./ListView";
import type { ListView } from "./ListView";
import { listParts, loadListWrites } from "../../parts/list-parts";
import { PartStyles } from "../Part/PartStyles";
import { usePart } from "../Part/usePart";
import { ListFooter } from "./ListFooter";
import { ListHeader } from "./ListHeader";
import { ListItems } from "./ListItems";
import { ListOverlays } from "./ListOverlays";
import type { ReviewListProps } from "./review-list-props";
import { listCss } from "./ReviewList.styles";
import { useCardActions } from "./useCardActions";
import type { ReportDetail } from "./useCardActions";
import { useListFilters } from "./useListFilters";
import { useListFocus } from "./useListFocus";
import { useListParts } from "./useListParts";
import { useListStore } from "./useListStore";
import { useLoadMoreFocus } from "./useLoadMoreFocus";
import { useNearBottom } from "./useNearBottom";
import { useReviewTarget } from "./useReviewTarget";
import { useLikeSignIn } from "./useLikeSignIn";
import type { LikeSignIn } from "./useLikeSignIn";

export type { DeleteOrAddDetail, LikeSignIn, ListClickEvent, ReportDetail, ReviewListProps, ToastType };

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
  const parts = usePart(part);
  const refusedLike = useRef<(review: ReviewAnswer) => void>(() => {});
  const host = {
    messages,
    partTexts: parts?.texts,
    toast: props.toast,
    onClickEvent: props.onClickEvent,
    onDeleteOrAdd: props.onDeleteOrAdd,
    onSignInNeeded: props.likeSignIn ? (review: ReviewAnswer) => refusedLike.current(review) : undefined,
  };
  const [store, snapshot] = useListStore(
    { api, loadWrites: loadListWrites, mode, resourceId, moduleId, variant, takeFirstPage: props.takeFirstPage },
    host,
    `${mode}|${resourceId}|${moduleId}|${props.reloadKey ?? 0}`,
  );

  // Tag counts: given by the shell, else loaded once per resource (not in the own-messages view).
  const needStats = mode === "resource" && !props.tagStatistics;
  useEffect(() => {
    if (needStats) store.loadStatistics();
  }, [store, needStats, resourceId, moduleId, props.reloadKey]);
  const { list } = snapshot;
  const stats = props.tagStatistics ?? snapshot.stats;
  const tagNames = useMemo(() => new Map(stats.map((s) => [s.code, s.shortComment])), [stats]);
  const filterTags = useMemo(
    () => stats.map((s) => ({ code: s.code, label: s.shortComment, count: s.count })),
    [stats],
  );
  const filters = useListFilters(store, snapshot, {
    scores: props.scores,
    onScoresChange: props.onScoresChange,
    stats,
    messages,
    language,
  });

  const firstPageShown = list.page > 0 || list.failed;
  const { onFirstPageShown } = props;
  useEffect(() => {
    if (firstPageShown) onFirstPageShown?.();
  }, [firstPageShown, onFirstPageShown]);

  const firstPageFailed = list.failed && list.items.length === 0;
  const { onFirstPageFailed } = props;
  useEffect(() => onFirstPageFailed?.(firstPageFailed), [firstPageFailed, onFirstPageFailed]);

  // No sort tabs over a list that came back empty without a filter: there is nothing to sort.
  const nothingToSort =
    list.page > 0 && list.items.length === 0 && !list.hasMore && !list.loading && !filters.noMatches;

  const { onTotalChange } = props;
  // The spec's total: of the whole list, whatever is filtered.
  useEffect(() => {
    if (list.page > 0) onTotalChange?.(list.total);
  }, [list.total, list.page, onTotalChange]);

  const sentinelRef = useNearBottom(
    nearBottomPx(props.scrollBottom),
    () => store.loadNext(),
    `${list.page}|${list.loading}`,
  );
  const { partAction, partStyles, actionParts, opening, actionStyles } = useListParts(
    part,
    rootRef,
    firstPageShown,
    props.onPartFailed,
  );
  const { toast: listToast } = props;
  const failAction = useCallback((message: string) => listToast(message, "error"), [listToast]);
  const {
    actions: storeActions,
    editing,
    setEditing,
    confirming,
    setConfirming,
  } = useCardActions(store, focus, partAction, failAction, messages, props.onReport);
  const likeSignIn = useLikeSignIn(store, storeActions, list.items, props.likeSignIn);
  const { actions, offer: likeOffer, signInToLike } = likeSignIn;
  refusedLike.current = likeSignIn.refused;
  const openOnUse = opening.run;
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
      void store
        .deleteReview(review)
        .then((done) => (done ? focus.afterRemoval(neighbour?.id) : focus.restore(review.id)));
    } else {
      void store
        .deleteReply(review, confirming.reply)
        .then((done) => (done ? focus.afterRemoval(review.id) : focus.restore(review.id)));
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
    (review: ReviewAnswer, target: EditorTarget) =>
      // Editing starts only once the chunk is in (useCardActions), so `parts` is there whenever an editor shows.
      parts
        ? parts.renderListEditor(
            { messages, texts: parts.texts, language, layout },
            review,
            target,
            limit,
            toast,
            () => closeEditor(review.id),
            async (text) => {
              if (target.kind === "editReview") await store.editReview(review, text);
              else if (target.kind === "newReply") await store.addReply(review, text);
              else await store.editReply(review, target.replyId, text);
              closeEditor(review.id);
            },
          )
        : null,
    [parts, messages, language, layout, store, limit, toast, closeEditor],
  );
  // Cards get the inline editor on desktop; on mobile the editor is one bar fixed to the bottom of the list.
  const renderInline = useCallback(
    (review: ReviewAnswer, target: EditorTarget) => (layout === "desktop" ? renderEditor(review, target) : null),
    [layout, renderEditor],
  );

  const focusCard = useCallback((id: OpaqueId) => void focus.card(id), [focus]);
  const loadMoreByHand = useLoadMoreFocus(filters.shown, rootRef, focusCard, store.loadNext);
  useReviewTarget(props.scoreId, list.items, focus);

  const { staffAvatarUrl } = props;
  const avatarOf = useCallback(
    (review: ReviewAnswer) =>
      variant === "internal" ? (staffAvatarUrl ?? staffDirectoryAvatar)(review.from_user_id) : review.from_user_url,
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
      messages,
      language,
      layout,
      variant,
      mode,
      viewer: { isAdmin, variant, showReport },
      tagNames,
      courseHref: (review: ReviewAnswer) => courseAddress(courseLink, review),
      actions,
      renderEditor: renderInline,
      avatarOf,
      imagesOf,
      onOpenImage: openImage,
      openOnUse,
      likeOffer,
      signInToLike,
      marks: filters.marks,
    }),
    [
      messages,
      language,
      layout,
      variant,
      mode,
      isAdmin,
      showReport,
      tagNames,
      courseLink,
      actions,
      renderInline,
      avatarOf,
      imagesOf,
      openImage,
      openOnUse,
      likeOffer,
      signInToLike,
      filters.marks,
    ],
  );
  const { shown } = filters;

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
        <PartStyles parts={partStyles} />
        <PartStyles parts={actionStyles} />
        <ListHeader
          headingId={headingId}
          headingRef={headingRef}
          messages={messages}
          language={language}
          mode={mode}
          total={list.page > 0 ? filters.headerTotal : null}
          sort={list.sort}
          sortable={!nothingToSort}
          listId={listId}
          onSort={store.sort}
        />
        {mode === "resource" && (
          <ListFilters
            messages={messages}
            language={language}
            layout={layout}
            query={snapshot.filter.query}
            onSearch={filters.search}
            tags={filterTags}
            tones={props.tagTones}
            selectedTags={list.tags}
            onToggleTag={store.toggleTag}
            line={filters.line}
            local={filters.local}
            onClear={filters.clear}
          />
        )}
        <ListItems id={listId} list={shown} editing={editing} />
        <div ref={sentinelRef} className="sxz-list__sentinel" aria-hidden="true" />
        <p className="sxz-list__announcement" aria-live="polite" data-testid="list-announcement">
          {snapshot.announcement ? <span key={snapshot.announcement.id}>{snapshot.announcement.text}</span> : null}
        </p>
        {filters.noMatches ? (
          <NoMatches text={messages.noMatches} clearLabel={messages.clearFilters} onClear={filters.clear} />
        ) : (
          <ListFooter
            messages={messages}
            variant={variant}
            mode={mode}
            loading={list.loading}
            failed={list.failed}
            hasMore={list.hasMore}
            count={shown.items.length}
            onLoadMore={loadMoreByHand}
            retryElsewhere={props.retryElsewhere === true && firstPageFailed}
          />
        )}
        <ListOverlays
          parts={parts}
          actionParts={actionParts}
          messages={messages}
          language={language}
          layout={layout}
          items={list.items}
          editing={editing}
          confirming={confirming}
          viewing={viewing}
          avatarOf={avatarOf}
          renderEditor={renderEditor}
          onCancelDelete={cancelDelete}
          onConfirmDelete={confirmDelete}
          onCloseViewer={closeViewer}
        />
      </section>
    </ListViewContext.Provider>
  );
}
