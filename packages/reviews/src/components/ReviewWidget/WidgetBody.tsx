import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Language, TagStatisticAnswer } from "@sxz/contract";
import type { WidgetAttributes } from "../../model/attributes";
import type { EmitEvent } from "../../events";
import { createRatingApi } from "../../api/rating";
import { BusyError, createRequester } from "../../api/request";
import type { RequestFunction } from "../../api/request";
import { createListApi } from "../../api/list";
import { requestImageUploader } from "../../api/images";
import type { ImageUploader } from "../../api/images";
import { createDraftImageStore } from "../../api/draft-image";
import type { WidgetMessages } from "../../i18n/load";
import { fill } from "../../i18n/format";
import { badgeTier, showsRecommendedValue, summarise } from "../../model/badge";
import type { SummaryFigures } from "../../model/badge";
import { textsForScore, lowScoreTip } from "../../model/config-items";
import { EMPTY_DRAFT, chooseStar, toggleTag } from "../../model/rating-state";
import type { RatingDraft } from "../../model/rating-state";
import { limitReviewText } from "../../model/review-text";
import { RATING_LIMITS, TOAST } from "../../model/limits";
import { rateAccess, showsReviewList } from "../../model/permissions";
import { clearDraft, draftKey, loadDraft, saveDraft } from "../../model/draft";
import { checkBeforeSubmit } from "../../model/submit";
import { publishPayload } from "../../model/publish-payload";
import { feedbackLink, storedTenantId } from "../../model/feedback-link";
import { analyticsEnvironment, clickEvent } from "../../model/click-analytics";
import type { ClickEvent } from "../../model/click-analytics";
import type { ClickTracker } from "../../api/default-tracker";
import { SummaryBox } from "../SummaryBox/SummaryBox";
import { RatingDialog } from "../RatingDialog/RatingDialog";
import { Toast } from "../Toast/Toast";
import { createToasts } from "../../controller/toasts";
import { pageStorage } from "../../dom/local-storage";
import { Alert } from "../Alert/Alert";
import { Sparkle } from "../Sparkle/Sparkle";
import { ReviewList } from "../ReviewList/ReviewList";
import { useRatingData } from "./useRatingData";
import type { RatingData } from "./useRatingData";
import { publishFailure } from "./publish-outcome";
import type { Layout } from "./useWidgetLayout";

export interface WidgetBodyProps {
  attributes: WidgetAttributes;
  search: string;
  language: Language;
  dir: "ltr" | "rtl";
  layout: Layout;
  variant: "internal" | "external";
  messages: WidgetMessages;
  /** The host's request function, already carrying the widget's language. */
  request: RequestFunction;
  /** Click analytics (RW-API-10); null → none. */
  tracker: ClickTracker | null;
  resourceId: string;
  moduleId: string;
  emit: EmitEvent;
  /** Uploads the mobile editor's attached picture when publishing; default: the ticket through `request`. */
  uploadImage?: ImageUploader;
}

/** One store for every widget of the page; it opens IndexedDB only when a picture is attached or looked for. */
const draftImages = createDraftImageStore();

function isOnline(): boolean {
  return typeof navigator === "undefined" || navigator.onLine !== false;
}

/**
 * The widget once its texts are loaded: loads the figures and the user's rating, runs the rating flow
 * (draft kept per resource, validation, content check, publish, messages) and composes the parts.
 */
export function WidgetBody(props: WidgetBodyProps) {
  const { attributes, messages: m, language, layout, variant, resourceId, moduleId, emit } = props;
  const internal = variant === "internal";
  const [notify] = useState(createToasts);
  notify.configure({ mobile: layout === "mobile", disabled: attributes.disableToast === true });
  // Busy failures of any call (rating or list): the host hears requestOnBusyError, the user gets the
  // traffic message once (RW-ERR-1); the callers show nothing more for them.
  const onBusy = useRef<(status: number, url: string, method: string) => void>(() => {});
  onBusy.current = (status, url, method) => {
    emit("requestOnBusyError", { status, url, method });
    notify.error(m.busy);
  };
  const call = useMemo(() => createRequester(props.request, (error) => onBusy.current(error.status, error.url, error.method)), [props.request]);
  const api = useMemo(() => createRatingApi(call), [call]);
  const listApi = useMemo(() => createListApi(call), [call]);
  const uploadImage = useMemo(() => props.uploadImage ?? requestImageUploader(call), [props.uploadImage, call]);
  const { data, reload, setMine } = useRatingData(api, resourceId, moduleId);
  const key = draftKey(moduleId, resourceId);
  const [draft, setDraft] = useState<RatingDraft>(EMPTY_DRAFT);
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  const [dialog, setDialog] = useState<"edit" | "view" | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [sparkle, setSparkle] = useState(false);
  const [listReload, setListReload] = useState(0);
  // The mobile editor's attached picture, kept with the draft (in IndexedDB: a file cannot go into localStorage).
  const [attachment, setAttachment] = useState<File | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);

  // The draft of this resource comes back after a reload or a failed publish.
  if (loadedKey !== key) {
    const store = pageStorage();
    setLoadedKey(key);
    setDraft((store && loadDraft(store, key)) ?? EMPTY_DRAFT);
    setAttachment(null);
  }
  useEffect(() => {
    const store = pageStorage();
    if (store && loadedKey === key) saveDraft(store, key, draft);
  }, [draft, key, loadedKey]);

  // Only the mobile editor takes pictures; a picture chosen while the stored one loads wins.
  useEffect(() => {
    if (layout !== "mobile") return;
    let live = true;
    void draftImages.load(key).then((stored) => {
      if (live && stored) setAttachment((current) => current ?? stored);
    });
    return () => {
      live = false;
    };
  }, [key, layout]);
  const attach = useCallback(
    (file: File | null) => {
      setAttachment(file);
      void draftImages.save(key, file);
    },
    [key],
  );

  const figures = useMemo(
    () => summarise(data.distribution?.result ?? [], data.distribution?.total ?? data.general?.totalCount ?? null),
    [data.distribution, data.general],
  );
  useEffect(() => {
    if (!data.loaded || !data.distribution) return;
    // Unknown figures reach the host as null, never as 0.
    emit("getScoreInfo", {
      totalCount: data.general?.totalCount ?? figures.total,
      avgScore: data.general?.avgScore ?? null,
      progressList: data.distribution.result.map((row) => ({ score: row.score, count: row.count })),
    });
  }, [data.loaded, data.distribution, data.general, figures.total, emit]);
  useEffect(() => {
    if (data.loaded) emit("listenScore", { hasRated: data.mine !== null, score: data.mine?.score ?? 0 });
  }, [data.loaded, data.mine, emit]);

  const context = { internal, prod: attributes.isProd === true };
  const tier = badgeTier(figures, context);
  const recommended = recommendedValue(data, figures);

  const environment = analyticsEnvironment(attributes);
  const click = (event: ClickEvent) => {
    try {
      props.tracker?.track(clickEvent(event, environment));
    } catch {
      // Analytics must never break the widget.
    }
  };

  const openDialog = () => {
    click(data.mine ? "myRate" : "rate");
    const access = rateAccess({ isPermission: attributes.isPermission, isProgress: attributes.isProgress, scoreTip: attributes.scoreTip, hasRated: data.mine !== null });
    if (access.kind === "blocked") {
      setAlert(access.tip ?? m.studyProgress);
      return;
    }
    const mode = access.kind === "view" ? "view" : "edit";
    setDialog(mode);
    emit("showScoreMark", { mode });
  };
  const closeDialog = useCallback(() => setDialog(null), []);
  const closeAlert = useCallback(() => {
    setAlert(null);
    // The alert took focus to be read; give it back to the button that raised it.
    opener.current?.focus();
  }, []);
  const endSparkle = useCallback(() => setSparkle(false), []);

  const onStar = (star: number) => {
    const next = chooseStar(draft, star);
    if (next === draft) return;
    setDraft(next);
    emit("scoreChange", { score: next.score });
  };
  const onText = (text: string) => {
    const limited = limitReviewText(text);
    if (limited.truncated) notify.warning(fill(m.atMost, { max: RATING_LIMITS.reviewTextMax }));
    setDraft((current) => ({ ...current, text: limited.text }));
  };

  const warnBlocked = (reason: "noNetwork" | "ratingAfter" | "lowScoreTip" | "invalidChars") => {
    if (reason === "lowScoreTip") notify.warning(lowScoreTip(data.config) ?? m.lowScoreTip);
    else if (reason === "noNetwork") notify.error(m.noNetwork);
    else notify.warning(m[reason]);
  };

  const showFailure = (error: unknown) => {
    const failure = publishFailure(error, m, layout);
    // Already reported and shown by the requester's busy handler.
    if (failure.kind === "busy") return;
    if (failure.kind === "sensitive-feedback") {
      const store = pageStorage();
      const href = feedbackLink(location.origin, storedTenantId(store), props.search, language);
      notify.error(failure.text, { durationMs: TOAST.sensitiveMs, wide: true, link: href ? { href, text: m.feedbackLink } : undefined });
    } else {
      notify.error(failure.text);
    }
  };

  const submit = async () => {
    click("publish");
    const blocked = checkBeforeSubmit(draft, isOnline());
    if (blocked) {
      warnBlocked(blocked.reason);
      return;
    }
    setSubmitting(true);
    const sent = draft;
    try {
      const content = sent.text.trim();
      if (internal && content) {
        const verdict = await api.moderation(content);
        if (verdict.message === "block") {
          notify.error(m.involving);
          return;
        }
      }
      let images: string[] | undefined;
      if (attachment && layout === "mobile") {
        try {
          images = [await uploadImage(attachment)];
        } catch (error) {
          // A busy answer was already reported by the requester; anything else gets the upload message.
          if (!(error instanceof BusyError)) notify.error(m.imageUploadFailed);
          return;
        }
      }
      const payload = { ...publishPayload(sent, attributes, props.search), ...(images ? { images } : {}) };
      // The envelope said the rating was saved; an answer that does not describe it leaves what was sent.
      const review = await api.publish(payload);
      const saved = { score: review?.score ?? payload.score, content: review?.content ?? payload.content ?? "", message: review?.message ?? payload.message ?? "" };
      const store = pageStorage();
      if (store) clearDraft(store, key);
      setDraft(EMPTY_DRAFT);
      attach(null);
      const texts = textsForScore(data.config, saved.score, internal);
      setMine({
        id: review?.id ?? 0,
        score: saved.score,
        content: saved.content,
        marks: texts.tags.map((tag) => ({ code: tag.code, message: tag.message, isChoosed: sent.tags.includes(tag.code) })),
      });
      setDialog(null);
      notify.success(texts.successMessage ?? m.scoreSuccess);
      if (internal && saved.score === 5) setSparkle(true);
      emit("publishScore", { ...saved, review });
      emit("deleteOrAdd", { action: "addScore", reviewId: review?.id ?? null });
      setListReload((n) => n + 1);
      reload();
    } catch (error) {
      showFailure(error);
    } finally {
      setSubmitting(false);
    }
  };

  const listMode = attributes.mode === "mine" ? "mine" : "resource";
  const dialogTexts = textsForScore(data.config, dialog === "view" && data.mine ? data.mine.score : draft.score, internal);

  return (
    <div className="sxz-widget" aria-label={m.widgetLabel} role="region">
      {/* While the modal dialog is open the rest of the widget is inert: unreachable by keyboard and hidden from assistive technology. */}
      <div className="sxz-widget__content" inert={dialog !== null}>
        <SummaryBox
          figures={figures}
          avgScore={data.general?.avgScore ?? null}
          failed={data.failed}
          retryLabel={m.list.retry}
          onRetry={reload}
          tier={tier}
          recommendedValue={recommended}
          rated={data.mine !== null}
          variant={variant}
          messages={m}
          language={language}
          onOpen={openDialog}
          onOpenRef={(node) => {
            opener.current = node;
          }}
        />
        <Alert message={alert} okLabel={m.alertOk} onClosed={closeAlert} />
        {showsReviewList({ isModal: attributes.isModal, moduleId }) && (resourceId || listMode === "mine") ? (
          <ReviewList
            api={listApi}
            messages={m.list}
            language={language}
            variant={variant}
            layout={layout}
            mode={listMode}
            resourceId={resourceId}
            moduleId={moduleId}
            isAdmin={attributes.isAdmin === true}
            showReport={attributes.showReport === true}
            limitWords={attributes.limitWords}
            scoreId={attributes.scoreId}
            scrollBottom={attributes.scrollBottom}
            tagStatistics={listTagStatistics(data)}
            reloadKey={listReload}
            toast={notify.show}
            onReport={(detail) => emit("reportCallback", detail)}
            onClickEvent={click}
            onDeleteOrAdd={(detail) => {
              emit("deleteOrAdd", detail);
              reload();
            }}
          />
        ) : null}
      </div>
      {sparkle ? <Sparkle onDone={endSparkle} /> : null}
      {dialog ? (
        <RatingDialog
          mode={dialog}
          layout={layout}
          dir={props.dir}
          language={language}
          messages={m}
          draft={draft}
          texts={dialogTexts}
          placeholder={attributes.scorePlaceholder}
          submitting={submitting}
          earlier={dialog === "view" && data.mine ? data.mine : undefined}
          onStar={onStar}
          onToggleTag={(code) => setDraft((current) => toggleTag(current, code))}
          onText={onText}
          image={attachment}
          onImage={attach}
          onSubmit={() => void submit()}
          onClose={closeDialog}
        />
      ) : null}
      <Toast toasts={notify} closeLabel={m.notificationClose} layout={layout} />
    </div>
  );
}

/**
 * Tag counts for the list come from the summary's score/general call: none while it loads (so the list does
 * not make the same call), its list once loaded; only when it failed does the list load them itself.
 */
function listTagStatistics(data: RatingData): readonly TagStatisticAnswer[] | undefined {
  if (data.general) return data.general.shortCommentStatisticList;
  return data.loaded ? undefined : NO_TAGS;
}

const NO_TAGS: readonly TagStatisticAnswer[] = [];

/**
 * The recommended value, when RW-VAL-11 allows it: the server's, else (4★ + 5★) / total from the figures
 * (§9 defines it so). Reviewers are the commenters; one rating per person, so the review count stands in
 * when the commenters were not given.
 */
function recommendedValue(data: RatingData, figures: SummaryFigures): number | null {
  const reviewers = data.general?.commenterCount ?? data.general?.totalCount ?? figures.total;
  if (!showsRecommendedValue(reviewers)) return null;
  if (data.general?.recommendedValue != null) return data.general.recommendedValue;
  if (figures.perStar === null || !figures.total) return null;
  return (figures.perStar[3] + figures.perStar[4]) / figures.total;
}
