import { useCallback, useId, useRef } from "react";
import type { OpaqueId } from "@sxz/contract";
import type { DeleteOrAddDetail, ListClickEvent, ToastType } from "../../controller/list-store";
import { nearBottomPx } from "../../model/list-position";
import { ListViewContext } from "./ListView";
import { listParts } from "../../parts/list-parts";
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
import { useListEditors } from "./useListEditors";
import { useListFilters } from "./useListFilters";
import { useListFocus } from "./useListFocus";
import { useListOverlays } from "./useListOverlays";
import { useListParts } from "./useListParts";
import { useListSignals } from "./useListSignals";
import { useListViewValue } from "./useListViewValue";
import { useLoadMoreFocus } from "./useLoadMoreFocus";
import { useNearBottom } from "./useNearBottom";
import { useReviewListStore } from "./useReviewListStore";
import { useReviewTarget } from "./useReviewTarget";
import { useLikeSignIn } from "./useLikeSignIn";
import type { LikeSignIn } from "./useLikeSignIn";
import { useTagStats } from "./useTagStats";

export type { DeleteOrAddDetail, LikeSignIn, ListClickEvent, ReportDetail, ReviewListProps, ToastType };

/**
 * The review list (RW-LST-*, RW-ST-5..10, RW-2 own messages): renders the list store's snapshot
 * (`src/controller/list-store.ts`) and dispatches to it; editors, confirmations and focus are the view's own.
 */
export function ReviewList(props: ReviewListProps) {
  const { messages, language, variant, layout, mode = "resource" } = props;
  const listId = useId();
  const headingId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focus = useListFocus(rootRef, headingRef);
  // The editors and the confirmation come with their texts in the list's language; texts the host gave win.
  const part = listParts(language);
  const parts = usePart(part);
  const [store, snapshot, refusedLike] = useReviewListStore(props, mode, parts?.texts);
  const [stats, tagNames, filterTags] = useTagStats(store, snapshot, props, mode);
  const { list } = snapshot;
  const filters = useListFilters(store, snapshot, {
    scores: props.scores,
    onScoresChange: props.onScoresChange,
    stats,
    messages,
    language,
  });

  const firstPageShown = list.page > 0 || list.failed;
  const firstPageFailed = list.failed && list.items.length === 0;
  useListSignals(list, firstPageShown, firstPageFailed, props);

  const sentinelRef = useNearBottom(
    nearBottomPx(props.scrollBottom),
    () => store.loadNext(),
    `${list.page}|${list.loading}`,
  );
  const [partAction, partStyles, actionParts, opening, actionStyles] = useListParts(
    part,
    rootRef,
    firstPageShown,
    props.onPartFailed,
  );
  const { toast: listToast } = props;
  const failAction = useCallback((message: string) => listToast(message, "error"), [listToast]);
  const cardActions = useCardActions(store, focus, partAction, failAction, messages, props.onReport);
  const [storeActions, editing, setEditing, confirming, setConfirming] = cardActions;
  const likeSignIn = useLikeSignIn(store, storeActions, list.items, props.likeSignIn);
  refusedLike.current = likeSignIn.refused;
  const openOnUse = opening.run;
  const overlays = useListOverlays(store, focus, openOnUse, list.items, confirming, setConfirming);
  const [viewing, openImage, closeViewer, confirmDelete, cancelDelete] = overlays;
  const [renderEditor, renderInline] = useListEditors(props, store, parts, focus, setEditing);

  const focusCard = useCallback((id: OpaqueId) => void focus.card(id), [focus]);
  const loadMoreByHand = useLoadMoreFocus(filters.shown, rootRef, focusCard, store.loadNext);
  useReviewTarget(props.scoreId, list.items, focus);
  const view = useListViewValue(props, mode, tagNames, likeSignIn, renderInline, openImage, openOnUse, filters.marks);
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
          listId={listId}
          store={store}
          snapshot={snapshot}
          filters={filters}
          tags={filterTags}
          tones={props.tagTones}
        />
        <ListItems id={listId} list={shown} editing={editing} />
        <div ref={sentinelRef} className="sxz-list__sentinel" aria-hidden="true" />
        <p className="sxz-list__announcement" aria-live="polite" data-testid="list-announcement">
          {snapshot.announcement ? <span key={snapshot.announcement.id}>{snapshot.announcement.text}</span> : null}
        </p>
        <ListFooter
          list={list}
          filters={filters}
          onLoadMore={loadMoreByHand}
          retryElsewhere={props.retryElsewhere === true && firstPageFailed}
        />
        <ListOverlays
          parts={parts}
          actionParts={actionParts}
          messages={messages}
          items={list.items}
          editing={editing}
          confirming={confirming}
          viewing={viewing}
          renderEditor={renderEditor}
          onCancelDelete={cancelDelete}
          onConfirmDelete={confirmDelete}
          onCloseViewer={closeViewer}
        />
      </section>
    </ListViewContext.Provider>
  );
}
