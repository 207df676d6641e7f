import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import type { Language, Reply, ReviewAnswer, TagStatisticAnswer } from "@sxz/contract";
import type { ListApi } from "../../api/list";
import { fill, plural } from "../../i18n/format";
import { toggleTag } from "../../model/tag-selection";
import { resolveLimitWords } from "../../model/reply-text";
import type { SortOrder } from "../../model/sorting";
import type { ClickEvent } from "../../model/click-analytics";
import { nearBottomPx, targetReviewId } from "../../model/list-position";
import { REVIEW_TEXT_MAX } from "../../model/review-text-limit";
import { Avatar, staffDirectoryAvatar } from "../Avatar/Avatar";
import { DeleteConfirm } from "../DeleteConfirm/DeleteConfirm";
import { ImageViewer } from "../ImageViewer/ImageViewer";
import { ReplyEditor } from "../ReplyEditor/ReplyEditor";
import type { CardActions, EditorTarget } from "../ReviewCard/ReviewCard";
import { SortTabs } from "../SortTabs/SortTabs";
import { TagFilter } from "../TagFilter/TagFilter";
import { failureMessage } from "./failure-message";
import { ListFooter } from "./ListFooter";
import { ReviewChunk } from "./ReviewChunk";
import type { ListMessages } from "./messages";
import { listCss } from "./ReviewList.styles";
import { useReviewPages } from "./useReviewPages";

export type ToastType = "success" | "error" | "info" | "warning";

export interface ReportDetail {
  review: ReviewAnswer;
  /** The page address with `#sxz-review-<id>`: opening it scrolls that review into view. */
  link: string;
}

/** The list's clicks for click analytics (RW-API-10); the shell turns them into tracking events. */
export type ListClickEvent = Extract<ClickEvent, "like" | "cancelLike" | "delete" | "adminDelete">;

export interface DeleteOrAddDetail {
  action: "deleteReview" | "addReply" | "deleteReply";
  reviewId: number;
}

export interface ReviewListProps {
  api: ListApi;
  messages: ListMessages;
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
  staffAvatarUrl?: (userId: string) => string;
  /** Attached images of a review for the card's gallery and the full-screen viewer (default: its `images`). */
  imagesOf?: (review: ReviewAnswer) => readonly string[];
}

type Editing = { reviewId: number; target: EditorTarget } | null;
type Confirming = { kind: "review"; review: ReviewAnswer } | { kind: "reply"; review: ReviewAnswer; reply: Reply } | null;

const NO_IMAGES: readonly string[] = [];
/** A review's own attached images (the wire's optional `images`). */
const imagesOfReview = (review: ReviewAnswer): readonly string[] => review.images ?? NO_IMAGES;

/** Cards per rendering chunk (see ReviewChunk). */
const CHUNK_SIZE = 10;

function chunksOf<T>(items: readonly T[]): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK_SIZE) chunks.push(items.slice(start, start + CHUNK_SIZE));
  return chunks;
}

function activeElementOf(node: Node | null): HTMLElement | null {
  if (!node) return null;
  const active = (node.getRootNode() as Document | ShadowRoot).activeElement;
  return active instanceof HTMLElement ? active : null;
}

/**
 * The review list (RW-LST-*, RW-ST-5..10, RW-2 own messages): header, tag filter, sort tabs, cards with likes,
 * replies and moderation, paging and footers. Cards skip rendering work while off screen (content-visibility)
 * and re-render only when their own review changes, so a list of a thousand reviews stays smooth.
 */
export function ReviewList(props: ReviewListProps) {
  const { api, messages, language, variant, layout, mode = "resource", resourceId, moduleId, isAdmin = false, showReport = false } = props;
  const limit = resolveLimitWords(props.limitWords);
  const listId = useId();
  const headingId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const propsRef = useRef(props);
  useEffect(() => {
    propsRef.current = props;
  });

  const restartKey = `${mode}|${resourceId}|${moduleId}|${props.reloadKey ?? 0}`;
  const { state, dispatch, stateRef, loadNext, sentinelRef } = useReviewPages({ api, mode, resourceId, moduleId, nearBottomPx: nearBottomPx(props.scrollBottom) }, restartKey);

  // Tag counts: given by the shell, else loaded once per resource (not in the own-messages view).
  const [loadedStats, setLoadedStats] = useState<readonly TagStatisticAnswer[]>([]);
  const needStats = mode === "resource" && !props.tagStatistics;
  useEffect(() => {
    if (!needStats) return;
    let live = true;
    api.general(resourceId, moduleId).then(
      (general) => live && setLoadedStats(general.shortCommentStatisticList),
      () => live && setLoadedStats([]),
    );
    return () => {
      live = false;
    };
  }, [api, needStats, resourceId, moduleId, props.reloadKey]);
  const stats = props.tagStatistics ?? loadedStats;
  const tagNames = useMemo(() => new Map(stats.map((s) => [s.code, s.shortComment])), [stats]);
  const filterTags = useMemo(() => stats.map((s) => ({ code: s.code, label: s.shortComment, count: s.count })), [stats]);

  const { onTotalChange } = props;
  useEffect(() => {
    if (state.page > 0) onTotalChange?.(state.total);
  }, [state.total, state.page, onTotalChange]);

  // ---------------------------------------------------------------- editor, confirmation, viewer
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [viewer, setViewer] = useState<{ images: readonly string[]; index: number } | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const likesInFlight = useRef(new Set<number>());

  const rememberFocus = () => {
    returnFocus.current = activeElementOf(rootRef.current);
  };
  const restoreFocus = useCallback((fallbackReviewId?: number) => {
    const target = returnFocus.current;
    returnFocus.current = null;
    if (target?.isConnected) {
      target.focus();
      return;
    }
    // The opener was re-rendered away (e.g. "Edit" hides while editing): focus its successor in the same card.
    const card = fallbackReviewId !== undefined ? rootRef.current?.querySelector<HTMLElement>(`#sxz-review-${fallbackReviewId}`) : null;
    const action = target?.dataset.action;
    const successor = action ? card?.querySelector<HTMLElement>(`[data-action="${action}"]`) : null;
    (successor ?? card ?? headingRef.current)?.focus();
  }, []);

  /** After a review is removed, focus goes to the review that took its place, else the previous one, else the heading. */
  const focusAfterRemoval = useCallback((removedId: number) => {
    const items = stateRef.current.items;
    const index = items.findIndex((item) => item.id === removedId);
    const neighbour = items[index + 1] ?? items[index - 1];
    returnFocus.current = null;
    requestAnimationFrame(() => {
      const card = neighbour ? rootRef.current?.querySelector<HTMLElement>(`#sxz-review-${neighbour.id}`) : null;
      (card ?? headingRef.current)?.focus();
    });
  }, [stateRef]);

  const say = useCallback((message: string | null, type: ToastType) => {
    if (message) propsRef.current.toast(message, type);
  }, []);

  // ---------------------------------------------------------------- card actions (one stable object)
  const actions = useMemo<CardActions>(() => {
    const m = () => propsRef.current.messages;
    return {
      like(review) {
        // Checked synchronously: a fast double press arrives before the state that marks the call in flight.
        if (likesInFlight.current.has(review.id)) return;
        likesInFlight.current.add(review.id);
        const current = stateRef.current;
        const live = current.items.find((item) => item.id === review.id) ?? review;
        const liking = !live.isLiked;
        propsRef.current.onClickEvent?.(liking ? "like" : "cancelLike");
        dispatch({ type: "likeStarted", id: review.id });
        propsRef.current.api.like(live, liking).then(
          (result) => {
            likesInFlight.current.delete(review.id);
            dispatch({ type: "likeSucceeded", id: review.id });
            // The call succeeded: what its answer does not say stays as the press made it.
            const patch: Partial<ReviewAnswer> = {};
            if (result.isLiked !== null) patch.isLiked = result.isLiked;
            if (result.likeCount !== null) patch.likeCount = result.likeCount;
            dispatch({ type: "reviewChanged", id: review.id, patch });
            say(liking ? m().likeSuccess : m().cancelSuccess, "success");
          },
          (error: unknown) => {
            likesInFlight.current.delete(review.id);
            dispatch({ type: "likeFailed", id: review.id });
            say(failureMessage(error, liking ? m().likeError : m().cancelError), "error");
          },
        );
      },
      edit(review) {
        rememberFocus();
        setEditing({ reviewId: review.id, target: { kind: "editReview" } });
      },
      remove(review) {
        rememberFocus();
        setConfirming({ kind: "review", review });
      },
      reply(review) {
        rememberFocus();
        setEditing({ reviewId: review.id, target: { kind: "newReply" } });
      },
      editReply(review, reply) {
        rememberFocus();
        setEditing({ reviewId: review.id, target: { kind: "editReply", replyId: reply.id } });
      },
      removeReply(review, reply) {
        rememberFocus();
        setConfirming({ kind: "reply", review, reply });
      },
      pin(review) {
        const pinning = review.isTop !== 1;
        const call = pinning ? propsRef.current.api.pin(review.id) : propsRef.current.api.unpin(review.id);
        call.then(
          () => {
            dispatch({ type: "pinChanged", id: review.id, pinned: pinning });
            say(pinning ? m().top : m().unTop, "success");
          },
          (error: unknown) => say(failureMessage(error, pinning ? m().topFailed : m().untopFailed), "error"),
        );
      },
      hide(review) {
        const hiding = review.isHidden !== 1;
        const call = hiding ? propsRef.current.api.hide(review.id) : propsRef.current.api.unhide(review.id);
        call.then(
          () => {
            dispatch({ type: "hiddenChanged", id: review.id, hidden: hiding });
            say(hiding ? m().hidden : m().unHidden, "success");
          },
          (error: unknown) => say(failureMessage(error, hiding ? m().hiddenFailed : m().unHiddenFailed), "error"),
        );
      },
      report(review) {
        const link = `${window.location.href.split("#")[0]}#sxz-review-${review.id}`;
        propsRef.current.onReport?.({ review, link });
      },
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- everything it reads is behind refs; one object for the list's life
  }, []);

  // ---------------------------------------------------------------- delete confirmed
  const confirmDelete = useCallback(() => {
    const target = confirming;
    if (!target) return;
    const m = propsRef.current.messages;
    setConfirming(null);
    if (target.kind === "review") {
      propsRef.current.onClickEvent?.(target.review.isMe ? "delete" : "adminDelete");
      propsRef.current.api.deleteScore(target.review.id).then(
        () => {
          focusAfterRemoval(target.review.id);
          dispatch({ type: "reviewRemoved", id: target.review.id });
          say(m.hasDelete, "success");
          propsRef.current.onDeleteOrAdd?.({ action: "deleteReview", reviewId: target.review.id });
        },
        (error: unknown) => {
          say(failureMessage(error, m.deleteError, true), "error");
          restoreFocus(target.review.id);
        },
      );
    } else {
      propsRef.current.api.deleteReply(target.reply.id).then(
        () => {
          dispatch({ type: "replyRemoved", reviewId: target.review.id, replyId: target.reply.id });
          say(m.hasDelete, "success");
          propsRef.current.onDeleteOrAdd?.({ action: "deleteReply", reviewId: target.review.id });
          returnFocus.current = null;
          requestAnimationFrame(() => restoreFocus(target.review.id));
        },
        (error: unknown) => {
          say(failureMessage(error, m.deleteError, true), "error");
          restoreFocus(target.review.id);
        },
      );
    }
  }, [confirming, dispatch, focusAfterRemoval, restoreFocus, say]);

  const cancelDelete = useCallback(() => {
    const reviewId = confirming?.review.id;
    setConfirming(null);
    restoreFocus(reviewId);
  }, [confirming, restoreFocus]);

  // ---------------------------------------------------------------- editor submit
  const closeEditor = useCallback(
    (reviewId: number) => {
      setEditing(null);
      requestAnimationFrame(() => restoreFocus(reviewId));
    },
    [restoreFocus],
  );

  const submitEditor = useCallback(
    async (review: ReviewAnswer, target: EditorTarget, text: string) => {
      const { api: listApi, messages: m, moduleId: module } = propsRef.current;
      try {
        if (target.kind === "editReview") {
          const saved = await listApi.editOwnReview(review, text, module || undefined);
          dispatch({ type: "reviewChanged", id: review.id, patch: saved ? { content: saved.content, showTime: saved.showTime } : { content: text.trim() } });
          say(m.editSuccess, "success");
        } else if (target.kind === "newReply") {
          const reply = await listApi.addReply({ commentId: review.id, content: text });
          // Saved, but the answer does not describe the reply: read the list again to show it as stored.
          if (reply) dispatch({ type: "replyAdded", reviewId: review.id, reply });
          else dispatch({ type: "restart" });
          say(m.replySuccess, "success");
          propsRef.current.onDeleteOrAdd?.({ action: "addReply", reviewId: review.id });
        } else {
          const saved = await listApi.updateReply({ commentId: review.id, content: text, id: target.replyId });
          const patch: Partial<Reply> = { content: saved.content ?? text.trim() };
          if (saved.modifiedTime !== null) patch.modifiedTime = saved.modifiedTime;
          dispatch({ type: "replyChanged", reviewId: review.id, replyId: target.replyId, patch });
          say(m.editSuccess, "success");
        }
        closeEditor(review.id);
      } catch (error) {
        say(failureMessage(error, target.kind === "newReply" ? m.replyError : m.editError), "error");
        throw error;
      }
    },
    [closeEditor, dispatch, say],
  );

  const renderEditor = useCallback(
    (review: ReviewAnswer, target: EditorTarget) => {
      const m = propsRef.current.messages;
      const initialText =
        target.kind === "editReview" ? review.content : target.kind === "editReply" ? (review.replyList.find((r) => r.id === target.replyId)?.content ?? "") : "";
      // A review's text is held to the review limit even when limitWords allows more (RW-K-5).
      const editorLimit = target.kind === "editReview" ? Math.min(limit, REVIEW_TEXT_MAX) : limit;
      return (
        <ReplyEditor
          key={`${review.id}-${target.kind}-${target.kind === "editReply" ? target.replyId : ""}`}
          layout={layout}
          limit={editorLimit}
          initialText={initialText}
          texts={{
            label: target.kind === "editReview" ? m.editReviewLabel : target.kind === "editReply" ? m.editReplyLabel : m.replyLabel,
            placeholder: m.replyPlaceholder,
            post: m.post,
            cancel: m.cancel,
            counterAnnouncement: m.counterAnnouncement,
            expandEditor: m.expandEditor,
            collapseEditor: m.collapseEditor,
          }}
          onTruncated={() => say(fill(m.commentMaxInvoice, { limit: editorLimit }), "info")}
          onCancel={() => closeEditor(review.id)}
          onSubmit={(text) => submitEditor(review, target, text)}
        />
      );
    },
    [closeEditor, layout, limit, say, submitEditor],
  );
  // Cards get the inline editor on desktop; on mobile the editor is one bar fixed to the bottom of the list.
  const renderInline = useCallback((review: ReviewAnswer, target: EditorTarget) => (layout === "desktop" ? renderEditor(review, target) : null), [layout, renderEditor]);

  // ---------------------------------------------------------------- tag filter and sort
  const onToggleTag = useCallback(
    (code: string) => dispatch({ type: "restart", tags: toggleTag(stateRef.current.tags, code, variant) }),
    [dispatch, stateRef, variant],
  );
  const onSort = useCallback((sort: SortOrder) => dispatch({ type: "restart", sort }), [dispatch]);

  // "Load more" pressed by hand: once the page arrives, focus its first review, where reading continues.
  const focusFromIndex = useRef<number | null>(null);
  const loadMoreByHand = useCallback(() => {
    focusFromIndex.current = stateRef.current.items.length;
    loadNext(true);
  }, [loadNext, stateRef]);
  useEffect(() => {
    const from = focusFromIndex.current;
    if (from === null || state.loading) return;
    focusFromIndex.current = null;
    const first = state.items[from];
    if (first) rootRef.current?.querySelector<HTMLElement>(`#sxz-review-${first.id}`)?.focus();
  }, [state.items, state.loading]);

  // scoreId, or a link back to a review (report: #sxz-review-<id>): bring that card into view once it is loaded,
  // once per target, so later pages and re-renders never pull the reader back.
  const target = targetReviewId(props.scoreId, window.location.hash);
  const shownTarget = useRef<number | null>(null);
  useEffect(() => {
    if (target === null || shownTarget.current === target) return;
    const card = rootRef.current?.querySelector<HTMLElement>(`#sxz-review-${target}`);
    if (card) {
      shownTarget.current = target;
      card.scrollIntoView?.({ block: "center" });
      card.focus({ preventScroll: true });
    }
  }, [state.items, target]);

  const viewer_ = useMemo(() => ({ isAdmin, variant, showReport }), [isAdmin, variant, showReport]);
  const { staffAvatarUrl } = props;
  const avatarOf = useCallback(
    (review: ReviewAnswer) => (variant === "internal" ? (staffAvatarUrl ?? staffDirectoryAvatar)(review.from_user_id) : review.from_user_url),
    [variant, staffAvatarUrl],
  );
  const openImage = useCallback((images: readonly string[], index: number) => {
    returnFocus.current = activeElementOf(rootRef.current);
    setViewer({ images, index });
  }, []);
  const imagesOf = props.imagesOf ?? imagesOfReview;
  const mobileEditorReview = layout === "mobile" && editing ? state.items.find((item) => item.id === editing.reviewId) : undefined;
  const title = mode === "mine" ? messages.myMessagesTitle : messages.listLabel;

  return (
    <section ref={rootRef} className={`sxz-list sxz-list--${layout}`} data-variant={variant} aria-labelledby={headingId}>
      <style>{listCss}</style>
      <header className="sxz-list__header">
        <h2 id={headingId} ref={headingRef} className="sxz-list__title" tabIndex={-1}>
          {title}
          {state.page > 0 && state.total !== null && <span className="sxz-list__count"> · {plural(language, messages.headerCount, state.total)}</span>}
        </h2>
        {mode === "resource" && <SortTabs value={state.sort} controls={listId} texts={messages} onChange={onSort} />}
      </header>
      {mode === "resource" && <TagFilter tags={filterTags} selected={state.tags} layout={layout} texts={messages} onToggle={onToggleTag} />}
      <div id={listId} className="sxz-list__items" aria-busy={state.loading}>
        {chunksOf(state.items).map((chunk, chunkIndex) => (
          <ReviewChunk
            key={chunkIndex}
            items={chunk}
            messages={messages}
            language={language}
            layout={layout}
            viewer={viewer_}
            tagNames={tagNames}
            pendingLikes={state.pendingLikes}
            editing={editing}
            renderEditor={renderInline}
            actions={actions}
            avatarOf={avatarOf}
            imagesOf={imagesOf}
            onOpenImage={openImage}
          />
        ))}
      </div>
      <div ref={sentinelRef} className="sxz-list__sentinel" aria-hidden="true" />
      <ListFooter
        messages={messages}
        variant={variant}
        mode={mode}
        loading={state.loading}
        failed={state.failed}
        hasMore={state.hasMore}
        count={state.items.length}
        onLoadMore={loadMoreByHand}
      />
      {mobileEditorReview && editing && (
        <div className="sxz-list__mobile-editor">
          <div className="sxz-list__mobile-editor-head">
            <Avatar src={avatarOf(mobileEditorReview)} name={mobileEditorReview.from_user_name} size={24} />
            <span>{fill(messages.reviewBy, { name: mobileEditorReview.from_user_name })}</span>
          </div>
          {renderEditor(mobileEditorReview, editing.target)}
        </div>
      )}
      {confirming && (
        <DeleteConfirm
          layout={layout}
          title={confirming.kind === "review" ? messages.deleteReviewTitle : messages.deleteReplyTitle}
          text={confirming.kind === "review" ? messages.deleteReviewText : messages.deleteReplyText}
          warningLabel={messages.warning}
          cancelLabel={messages.cancel}
          okLabel={messages.ok}
          onCancel={cancelDelete}
          onConfirm={confirmDelete}
        />
      )}
      {viewer && (
        <ImageViewer
          images={viewer.images}
          startIndex={viewer.index}
          texts={messages}
          onClose={() => {
            setViewer(null);
            restoreFocus();
          }}
        />
      )}
    </section>
  );
}
