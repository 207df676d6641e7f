import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Language } from "@sxz/contract";
import type { WidgetAttributes } from "../../model/attributes";
import type { EmitEvent } from "../../events";
import type { RequestFunction } from "../../api/request";
import { withLanguage } from "../../api/request";
import { defaultRequest } from "../../api/default-request";
import { sendFirstCalls } from "../../controller/first-calls";
import type { FirstAnswers, FirstCallsPlan } from "../../controller/first-calls";
import { platformTracker } from "../../api/default-tracker";
import type { ClickTracker } from "../../api/default-tracker";
import { platformImageUploader } from "../../api/images";
import type { ImageUploader } from "../../api/images";
import { useBrowserLayoutEffect } from "../../dom/useBrowserLayoutEffect";
import { loadStartMessages } from "../../i18n/load";
import { prepareFormats } from "../../i18n/prepare-formats";
import type { StartMessages } from "../../i18n/load";
import { bcp47, directionOf, resolveLanguage } from "../../i18n/language";
import { resolveModuleId, resolveResourceId } from "../../model/publish-payload";
import { showsReviewList } from "../../model/permissions";
import { asksToScroll } from "../../dom/scroll-request";
import { useWidgetLayout } from "./useWidgetLayout";
import { WidgetBody } from "./WidgetBody";
import { WidgetViewContext } from "../WidgetView/WidgetView";
import type { WidgetView } from "../WidgetView/WidgetView";
import { widgetCss } from "./styles";
import { PartStyles } from "../Part/PartStyles";
import { ratingDialogPart } from "../../parts/rating-dialog-part";
import { SummarySkeleton } from "../SummaryBox/SummarySkeleton";

export interface ReviewWidgetProps extends WidgetAttributes {
  // `progress` (WidgetAttributes): the learner's study progress in percent, a number or its digits.
  /** The host's request function (the element's defaultAxios property); default: @sxz/client's http. */
  request?: RequestFunction;
  /** Click analytics reporter (RW-API-10); default: the shared platform client's tracker when `request` is unset. */
  tracker?: ClickTracker;
  /** Uploads the picture attached in the mobile editor and answers its URL. Default: @sxz/client's
   *  `upload.simple` without `request`; with `request`, the upload ticket through it and a PUT to the signed URL. */
  uploadImage?: ImageUploader;
  /** Receives every event of RW-ENT-8; the element turns them into DOM CustomEvents. */
  onEvent?: EmitEvent;
  /** The page's query string (default: location.search); attributes win over same-named parameters. */
  search?: string;
}

const noEvent: EmitEvent = () => {};

function pageSearch(): string {
  return typeof location === "undefined" ? "" : location.search;
}

/**
 * The whole widget for React hosts (the `<sxz-score>` element renders it in its shadow root): summary box,
 * rating dialog and review list, in the page's language and the host's variant, layout and theme.
 */
export function ReviewWidget(props: ReviewWidgetProps) {
  const search = props.search ?? pageSearch();
  const language: Language = resolveLanguage(props.sxzLang, search);
  const dir = directionOf(language);
  const [messages, setMessages] = useState<{ language: Language; messages: StartMessages } | null>(null);
  const root = useRef<HTMLDivElement>(null);
  // A stable emitter: hosts often pass an inline onEvent, which must not re-run effects or repeat events.
  const onEvent = useRef<EmitEvent>(props.onEvent ?? noEvent);
  useBrowserLayoutEffect(() => {
    onEvent.current = props.onEvent ?? noEvent;
  });
  const emit = useCallback<EmitEvent>((name, detail) => onEvent.current(name, detail), []);
  // The rating dialog's styles join the widget's once its chunk is in.
  const dialogStyles = useMemo(() => [ratingDialogPart(language)], [language]);

  // In the commit that mounts the widget, not after its first paint (when Preact runs plain effects): the render
  // that shows the texts and the answers follows the texts' arrival at once.
  useBrowserLayoutEffect(() => {
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = (attempt: number) => {
      loadStartMessages(language).then(
        (loaded) => {
          if (active) setMessages({ language, messages: loaded });
        },
        () => {
          // The locale chunk could not be fetched: try again, more slowly each time.
          if (active && attempt < 5) timer = setTimeout(() => load(attempt + 1), 500 * 2 ** attempt);
        },
      );
    };
    load(0);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [language]);

  const request = props.request ?? defaultRequest;
  const localised = useMemo(() => withLanguage(request, language), [request, language]);

  const resourceId = resolveResourceId(props, search);
  const moduleId = resolveModuleId(props, search);
  const listMode = props.mode === "mine" ? "mine" : "resource";
  const firstList =
    showsReviewList({ isModal: props.isModal, moduleId }) && (resourceId || listMode === "mine") ? listMode : null;
  // The stores are created once the texts are there; their first calls leave now, beside the texts' download,
  // and the stores take those answers instead of calling (src/controller/first-calls.ts). One box per request
  // function and plan: the answers sent for another one are not the stores' (they then call for themselves).
  const first = useMemo<{ request: RequestFunction; plan: FirstCallsPlan; answers?: FirstAnswers }>(
    () => ({ request: localised, plan: { resourceId, moduleId, list: firstList } }),
    [localised, resourceId, moduleId, firstList],
  );

  useEffect(() => {
    const node = root.current;
    if (!node || !asksToScroll(search)) return;
    const host = (node.getRootNode() as ShadowRoot).host ?? node;
    let cancel: (() => void) | null = null;
    let unmounted = false;
    import("../../dom/scroll-to-score").then(
      ({ scrollToScore }) => {
        if (!unmounted)
          cancel = scrollToScore({ widget: host, scrollDom: props.scrollDom, scoreFixedId: props.scoreFixedId });
      },
      // Not fetched (the network): the page stays where it is, as without the parameter.
      () => {},
    );
    return () => {
      unmounted = true;
      cancel?.();
    };
    // Only on first mount: the page address asked once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const textsReady = messages?.language === language;
  useBrowserLayoutEffect(() => {
    // Once the texts are there the stores make these calls themselves, at once: nothing to send ahead.
    if (textsReady) return;
    first.answers = sendFirstCalls(first.request, first.plan);
    // While the calls and the texts are on their way the main thread waits: build the number and date formatters
    // now, right after the calls and the texts were asked for, not in the render that shows the answers (a timer
    // here ran after the answers had arrived on a busy page).
    prepareFormats(language);
  }, [first, textsReady, language]);
  // Watched once the calls have left.
  const layout = useWidgetLayout(root, props.isMobile === true);

  const variant = props.isIntranet ? "internal" : "external";
  const theme = props.theme === "dark" || props.theme === "light" ? props.theme : "auto";
  const ready = messages?.language === language ? messages.messages : null;
  const view = useMemo<WidgetView | null>(
    () => (ready ? { messages: ready, language, dir, layout, variant } : null),
    [ready, language, dir, layout, variant],
  );
  return (
    <div
      ref={root}
      className="sxz-root"
      dir={dir}
      lang={bcp47(language)}
      data-variant={variant}
      data-theme={theme}
      data-layout={layout}
      data-skin={props.isSkin ? "" : undefined}
      part="root"
    >
      <style>{widgetCss}</style>
      <PartStyles parts={dialogStyles} />
      {ready ? (
        <WidgetViewContext.Provider value={view!}>
          <WidgetBody
            attributes={props}
            search={search}
            request={localised}
            first={first.answers}
            tracker={props.tracker ?? (props.request ? null : platformTracker)}
            uploadImage={props.uploadImage ?? (props.request ? undefined : platformImageUploader)}
            knowsSession={!props.request}
            resourceId={resourceId}
            moduleId={moduleId}
            emit={emit}
          />
        </WidgetViewContext.Provider>
      ) : (
        // The summary's size while the texts load, so the page does not move when they arrive.
        <div className="sxz-widget" aria-busy="true">
          <section className={`sxz-summary${variant === "internal" ? " sxz-summary--compact" : ""}`}>
            <div className="sxz-summary__head" />
            <SummarySkeleton />
          </section>
        </div>
      )}
    </div>
  );
}
