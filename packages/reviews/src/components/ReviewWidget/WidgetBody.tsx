import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { WidgetAttributes } from "../../model/attributes";
import type { EmitEvent } from "../../events";
import type { RequestFunction } from "../../api/request";
import type { ImageUploader } from "../../api/images";
import type { ClickTracker } from "../../api/default-tracker";
import { badgeTier } from "../../model/badge";
import { textsForScore } from "../../model/config-items";
import { toggleScore } from "../../model/list-filter";
import { tagTones } from "../../model/mentions";
import { rateAccess, showsReviewList } from "../../model/permissions";
import { analyticsEnvironment, clickEvent } from "../../model/click-analytics";
import type { ClickEvent } from "../../model/click-analytics";
import { createToasts } from "../../controller/toasts";
import type { FirstAnswers } from "../../controller/first-calls";
import { listTagStatistics, recommendedValue } from "../../controller/rating-data";
import { SummaryBox } from "../SummaryBox/SummaryBox";
import { loadRatingSubmit, ratingDialogPart } from "../../parts/rating-dialog-part";
import { createListApiWithParts } from "../../parts/list-parts";
import { usePart } from "../Part/usePart";
import { usePartAction } from "../Part/usePartAction";
import { prefetchWhenIdle, useIntentPrefetch } from "../Part/prefetch";
import type { Intent } from "../Part/prefetch";
import { Toast } from "../Toast/Toast";
import { widgetActionPart } from "../../parts/action-parts";
import { PartStyles } from "../Part/PartStyles";
import { ReviewList } from "../ReviewList/ReviewList";
import { useWidgetView } from "../WidgetView/WidgetView";
import { useRatingStore } from "./useRatingStore";
import { useSignIn } from "./useSignIn";
import { progressAllows, progressGate, readProgress } from "../../model/progress-gate";
import { fill, formatPercent } from "../../i18n/format";

// The rest of the toasts' look and the sparkle come with the chunk of what shows after an action, after the widget's sheet.
const actionStyles = [widgetActionPart];

export interface WidgetBodyProps {
  attributes: WidgetAttributes;
  search: string;
  /** The host's request function, already carrying the widget's language. */
  request: RequestFunction;
  /** The answers of the calls sent at the widget's start, for the stores to take instead of calling. */
  first?: FirstAnswers;
  /** Click analytics (RW-API-10); null → none. */
  tracker: ClickTracker | null;
  resourceId: string;
  moduleId: string;
  emit: EmitEvent;
  /** Uploads the mobile editor's attached picture when publishing; default: the ticket through `request`. */
  uploadImage?: ImageUploader;
  /** The calls go through the page's client layer (no host request function, no base-url): it knows who is signed in. */
  knowsSession?: boolean;
}

/**
 * The widget once its texts are loaded: renders the rating store's snapshot (`src/controller/rating-store.ts`)
 * and the toasts, and composes the summary, the dialog and the list; focus is the view's own.
 */
export function WidgetBody(props: WidgetBodyProps) {
  const { attributes, resourceId, moduleId, emit } = props;
  const { messages: m, language, layout, variant } = useWidgetView();
  const internal = variant === "internal";
  const [notify] = useState(createToasts);
  notify.configure({ mobile: layout === "mobile", disabled: attributes.disableToast === true });
  const environment = analyticsEnvironment(attributes);
  const click = (event: ClickEvent) => {
    try {
      props.tracker?.track(clickEvent(event, environment));
    } catch {
      // Analytics must never break the widget.
    }
  };
  // The host's `progress` stands for is-progress when that is not given (RW-ROLE-1 reads the result).
  const progress = readProgress(attributes.progress);
  const ratingAttributes = { ...attributes, isProgress: progressAllows(attributes.isProgress, progress) };
  const host = {
    messages: m,
    language,
    layout,
    internal,
    attributes: ratingAttributes,
    search: props.search,
    notify,
    emit,
    click,
    uploadImage: props.uploadImage,
  };
  const signIn = useSignIn(props.knowsSession === true, emit, () => notify.error(m.noNetwork));
  const [store, state] = useRatingStore(
    { request: props.request, resourceId, moduleId, loadSubmit: loadRatingSubmit, first: props.first },
    host,
  );
  const { data, draft, dialog } = state;
  const listApi = useMemo(() => createListApiWithParts(store.call), [store]);
  const actionParts = usePart(widgetActionPart);
  // The sparkle is decorative: it shows once its chunk is in, and is dropped if that fetch fails.
  useEffect(() => {
    if (state.sparkle) widgetActionPart.load().catch(store.endSparkle);
  }, [state.sparkle, store]);
  // The blocked-rating alert comes with the same chunk; if that fetch fails, its message is an error toast instead
  // (the toasts' live regions are in the first paint) and the next click tries again.
  useEffect(() => {
    const message = state.alert;
    if (message)
      widgetActionPart.load().catch(() => {
        notify.error(message);
        store.closeAlert();
      });
  }, [state.alert, store, notify]);
  // Only the mobile editor takes pictures.
  useEffect(() => {
    if (layout === "mobile") store.restoreAttachment();
  }, [store, layout]);
  const opener = useRef<HTMLButtonElement | null>(null);
  const root = useRef<HTMLDivElement>(null);
  // The dialog is a chunk of its own: a click before it arrived opens it once it is in (the button says it is
  // busy meanwhile); a failed fetch shows the network message and the next click fetches again.
  // Its code and its texts in the widget's language come together (a page's widgets may differ in language).
  const dialogPart = ratingDialogPart(language);
  const dialogModule = usePart(dialogPart);
  const opening = usePartAction(dialogPart, () => notify.error(m.noNetwork));
  const mayRate = rateAccess({ ...ratingAttributes, hasRated: data.mine !== null }).kind !== "blocked";
  const rated = data.mine !== null;
  // A visitor who may not rate is offered the way in; a learner below the threshold is told up front what rating needs.
  const signInToRate = signIn.visitor === true && !mayRate ? () => signIn.request("rate", null, resourceId) : undefined;
  const gate = signIn.visitor === false && !rated ? progressGate(progress) : null;
  const gateText = gate
    ? fill(m.progressGate, { min: formatPercent(language, gate.min), progress: formatPercent(language, gate.progress) })
    : null;
  const openDialog = () => (mayRate ? opening.run(store.open) : store.open());
  // Pointing at or focusing the rate button fetches the dialog, if the idle prefetch has not yet.
  const dialogIntents = useMemo<readonly Intent[]>(() => [['[part="rate-button"]', dialogPart]], [dialogPart]);
  useIntentPrefetch(root, dialogIntents);
  const closeAlert = useCallback(() => {
    store.closeAlert();
    // The alert took focus to be read; give it back to the button that raised it.
    opener.current?.focus();
  }, [store]);

  const listMode = attributes.mode === "mine" ? "mine" : "resource";
  // Back from signing in to rate: the dialog opens once (or, if rating is still not allowed, the reason shows).
  const returned = data.loaded && signIn.visitor === false && listMode === "resource";
  useEffect(() => {
    if (returned && signIn.takePending("rate", resourceId)) openDialog();
    // Once, when the figures and the session are known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [returned]);
  const showsList =
    showsReviewList({ isModal: attributes.isModal, moduleId }) && (resourceId !== "" || listMode === "mine");
  const [listShown, setListShown] = useState(false);
  const onListShown = useCallback(() => setListShown(true), []);
  // A course nobody rated has one empty state, the summary's invitation: the list (its header, sort tabs and own
  // empty state) stays out of sight unless its answer says it holds reviews after all (an administrator's hidden ones).
  const [listTotal, setListTotal] = useState<number | null>(null);
  const listConcealed = listMode === "resource" && data.summary === "empty" && !(listTotal !== null && listTotal > 0);
  // One outage, one Try again: when the summary offers one and the list's first page failed too, the summary's
  // button (the first the reader meets) retries both, and the list only says what failed.
  const [listFailed, setListFailed] = useState(false);
  const [listRetries, setListRetries] = useState(0);
  const summaryRetries =
    listMode === "resource" &&
    (data.summary === "failed" || (data.failed && (data.summary === "ready" || data.summary === "empty")));
  const sharedRetry = summaryRetries && listFailed;
  const retry = () => {
    store.retry();
    if (sharedRetry) setListRetries((count) => count + 1);
  };
  // Once the summary and the list's first page are painted, the dialog's chunk is fetched while the browser idles.
  const firstPaintDone = data.summary !== "loading" && (listShown || !showsList);
  const wantsDialog = listMode === "resource" && mayRate;
  useEffect(
    () => (firstPaintDone && wantsDialog ? prefetchWhenIdle([dialogPart]) : undefined),
    [firstPaintDone, wantsDialog, dialogPart],
  );
  // The same moment brings what shows after an action (the toasts' look, the sparkle; the list asks for its own).
  useEffect(() => (firstPaintDone ? prefetchWhenIdle([widgetActionPart]) : undefined), [firstPaintDone]);
  const shownDialog = dialog !== null && dialogModule !== null;
  // The star filter: the summary's rows press it, the list filters by it and clears it.
  const [starFilter, setStarFilter] = useState<number[]>([]);
  const toggleStar = useCallback((star: number) => setStarFilter((scores) => toggleScore(scores, star)), []);
  const tones = useMemo(() => tagTones(data.config), [data.config]);
  const dialogTexts = textsForScore(
    data.config,
    dialog === "view" && data.mine ? data.mine.score : draft.score,
    internal,
  );

  return (
    <div ref={root} className="sxz-widget" aria-label={m.widgetLabel} role="region">
      <PartStyles parts={actionStyles} />
      {/* While the modal dialog is open the rest of the widget is inert: unreachable by keyboard and hidden from assistive technology. */}
      <div className="sxz-widget__content" inert={shownDialog}>
        {/* The own-messages view spans courses: no one course's figures to sum up, no course to rate. */}
        {listMode === "resource" && (
          <SummaryBox
            state={data.summary}
            figures={data.figures}
            avgScore={data.general?.avgScore ?? null}
            failed={data.failed}
            mayRate={mayRate}
            onRetry={retry}
            tier={badgeTier(data.figures, { internal, prod: attributes.isProd === true })}
            recommendedValue={recommendedValue(data)}
            rated={rated}
            onOpen={openDialog}
            onSignIn={signInToRate}
            gate={gateText}
            opening={opening.waiting}
            onOpenRef={(node) => {
              opener.current = node;
            }}
            starFilter={showsList ? starFilter : undefined}
            onToggleStar={showsList ? toggleStar : undefined}
          />
        )}
        {state.alert && actionParts ? (
          <actionParts.Alert message={state.alert} okLabel={m.alertOk} onClosed={closeAlert} />
        ) : null}
        {showsList ? (
          <div className="sxz-widget__list" hidden={listConcealed}>
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
              courseLink={attributes.courseLink}
              scoreId={attributes.scoreId}
              scrollBottom={attributes.scrollBottom}
              tagStatistics={listTagStatistics(data)}
              scores={starFilter}
              onScoresChange={setStarFilter}
              tagTones={tones}
              reloadKey={state.published + listRetries}
              retryElsewhere={sharedRetry}
              onFirstPageFailed={setListFailed}
              takeFirstPage={() => props.first?.takeFirstPage() ?? null}
              toast={notify.show}
              onReport={(detail) => {
                if (emit("reportCallback", detail) !== false) notify.success(m.list.reportReceived);
              }}
              onClickEvent={click}
              onFirstPageShown={onListShown}
              onTotalChange={setListTotal}
              likeSignIn={signIn}
              onPartFailed={() => notify.error(m.noNetwork)}
              onDeleteOrAdd={(detail) => {
                emit("deleteOrAdd", detail);
                store.reload();
              }}
            />
          </div>
        ) : null}
      </div>
      {state.sparkle && actionParts ? <actionParts.Sparkle onDone={store.endSparkle} /> : null}
      {dialog && dialogModule ? (
        <dialogModule.RatingDialog
          mode={dialog}
          messages={dialogModule.texts}
          draft={draft}
          texts={dialogTexts}
          placeholder={attributes.scorePlaceholder}
          submitting={state.submitting}
          earlier={dialog === "view" && data.mine ? data.mine : undefined}
          onStar={store.chooseStar}
          onToggleTag={store.toggleTag}
          onText={store.typeText}
          image={state.attachment}
          onImage={store.attach}
          onSubmit={() => void store.submit()}
          onClose={store.close}
          toasts={notify}
        />
      ) : null}
      <Toast toasts={notify} hidden={shownDialog} />
    </div>
  );
}
