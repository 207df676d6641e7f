import { createElement } from "react";
import { createRoot } from "react-dom/client";
import type { Root } from "react-dom/client";
import { ReviewWidget } from "./components/ReviewWidget/ReviewWidget";
import { observedAttributeNames, readAttributes } from "./model/attributes";
import type { RequestFunction } from "./api/request";
import type { ClickTracker } from "./api/default-tracker";
import type { ImageUploader } from "./api/images";
import type { WidgetEventMap, WidgetEventName } from "./events";
import { defaultRequest, preloadDefaultRequest } from "./api/default-request";
import { withBaseUrl } from "./api/base-url";
import { loadStartMessages } from "./i18n/load";
import { resolveLanguage } from "./i18n/language";
import { afterPageScripts, pageScriptsPending } from "./dom/page-scripts";

/** The attribute naming the origin (and path) of the platform's API when it is not the page's own. */
const BASE_URL_ATTRIBUTE = "base-url";

export const ELEMENT_NAME = "sxz-score";

// No \`contain\` here: layout containment would pin the fixed-position dialog and toasts to the element.
const HOST_CSS = ":host { display: block; } :host([hidden]) { display: none; }";

// Server-side rendering (Node, no DOM) evaluates this module too: the class must be definable without HTMLElement.
const ElementBase: typeof HTMLElement =
  typeof HTMLElement === "undefined" ? (class {} as unknown as typeof HTMLElement) : HTMLElement;

/**
 * `<sxz-score>`: the review widget as a custom element (RW-2). Attributes in any letter case or kebab-case
 * configure it and re-render it when they change; `defaultAxios` takes the host's request function, `tracker`
 * its click analytics and `uploadImage` its storage of attached pictures; events
 * are CustomEvents that bubble out of the shadow root (RW-ENT-8). Styles live in the shadow root; hosts theme
 * it with `--sxz-user-*` custom properties and `::part(...)`.
 */
export class SxzScoreElement extends ElementBase {
  static get observedAttributes(): string[] {
    return [...observedAttributeNames(), "sxz-lang", BASE_URL_ATTRIBUTE, "baseurl"];
  }

  #root: Root | null = null;
  #request: RequestFunction | undefined;
  #tracker: ClickTracker | undefined;
  #uploadImage: ImageUploader | undefined;
  #unmountPending = false;
  /** Upgraded before the page's scripts had run: nothing is rendered (so nothing is called) until they have. */
  #waitingForPage = false;
  /** The request function with the base URL applied, kept while neither changes so the widget does not reload. */
  #routed: { request: RequestFunction; baseUrl: string; routed: RequestFunction } | null = null;

  /** The host's request function (axios instance or the same call shape); unset → @sxz/client's http. */
  get defaultAxios(): RequestFunction | undefined {
    return this.#request;
  }

  set defaultAxios(value: RequestFunction | undefined) {
    this.#request = typeof value === "function" ? value : undefined;
    this.#render();
  }

  /** Click analytics reporter (`track({eventType, eventCode})`), e.g. the host's platform client tracker. */
  get tracker(): ClickTracker | undefined {
    return this.#tracker;
  }

  set tracker(value: ClickTracker | undefined) {
    this.#tracker = value && typeof value.track === "function" ? value : undefined;
    this.#render();
  }

  /** Stores an attached picture and answers the URL its review shows it at; unset → the server's image upload
   *  through `defaultAxios`, else through the shared platform client. */
  get uploadImage(): ImageUploader | undefined {
    return this.#uploadImage;
  }

  set uploadImage(value: ImageUploader | undefined) {
    this.#uploadImage = typeof value === "function" ? value : undefined;
    this.#render();
  }

  connectedCallback(): void {
    // Properties set before the element was upgraded sit on the instance and shadow the accessors.
    for (const name of ["defaultAxios", "tracker", "uploadImage"] as const) {
      if (!Object.prototype.hasOwnProperty.call(this, name)) continue;
      const early = (this as unknown as Record<string, unknown>)[name];
      delete (this as unknown as Record<string, unknown>)[name];
      (this as unknown as Record<string, unknown>)[name] = early;
    }
    this.#unmountPending = false;
    if (!this.#root) {
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: "open" });
      const style = document.createElement("style");
      style.textContent = HOST_CSS;
      const mount = document.createElement("div");
      shadow.replaceChildren(style, mount);
      this.#root = createRoot(mount);
    }
    // An element written in the page's markup is upgraded as soon as the widget's script runs, before the page's
    // later scripts have set `defaultAxios` or `base-url`: its first calls wait for them, so none of them goes
    // where the host did not configure it to (to the page's own origin through the default request layer).
    if (!this.#waitingForPage && pageScriptsPending()) {
      this.#waitingForPage = true;
      afterPageScripts(() => {
        this.#waitingForPage = false;
        this.#render();
      });
    }
    this.#render();
  }

  disconnectedCallback(): void {
    // Moving the element in the page disconnects and reconnects it at once: unmount only if it stays out.
    this.#unmountPending = true;
    queueMicrotask(() => {
      if (!this.#unmountPending) return;
      this.#root?.unmount();
      this.#root = null;
    });
  }

  attributeChangedCallback(): void {
    this.#render();
  }

  #emit = <K extends WidgetEventName>(name: K, detail: WidgetEventMap[K]) => {
    return this.dispatchEvent(
      new CustomEvent(name, {
        detail,
        bubbles: true,
        composed: true,
        cancelable: name === "reportCallback" || name === "signInRequest",
      }),
    );
  };

  /**
   * With `base-url`, every call goes to the API at that address: through the host's request function when it set
   * one, else through the shared platform client. Without it, the host's function (or none) as it is.
   */
  #requestFunction(): RequestFunction | undefined {
    const baseUrl = (this.getAttribute(BASE_URL_ATTRIBUTE) ?? this.getAttribute("baseurl") ?? "").trim();
    if (!baseUrl) return this.#request;
    const request = this.#request ?? defaultRequest;
    if (this.#routed?.request !== request || this.#routed.baseUrl !== baseUrl)
      this.#routed = { request, baseUrl, routed: withBaseUrl(request, baseUrl) };
    return this.#routed.routed;
  }

  #render(): void {
    if (!this.#root || !this.isConnected) return;
    const attributes = readAttributes(
      Array.from(this.attributes, (attribute) => [attribute.name, attribute.value] as const),
    );
    // The texts' chunk is asked for now, not after the widget's first effects (a frame later, or after the next
    // paint under Preact): the widget's own load then finds it cached or in flight. A failure is the widget's to retry.
    loadStartMessages(resolveLanguage(attributes.sxzLang, location.search)).catch(() => {});
    // The texts are the widget's own files: fetched while the page's scripts run, the calls only after them.
    if (this.#waitingForPage) return;
    // Without a host request function the first calls go through the default request layer: inside this file in the
    // standalone builds, else fetched now beside the texts instead of after them.
    if (!this.#request) preloadDefaultRequest();
    this.#root.render(
      createElement(ReviewWidget, {
        ...attributes,
        request: this.#requestFunction(),
        tracker: this.#tracker,
        uploadImage: this.#uploadImage,
        onEvent: this.#emit,
      }),
    );
  }
}

/** Registers `<sxz-score>` once per page (a second copy of the bundle must not throw). */
export function defineScoreElement(registry: CustomElementRegistry = customElements): void {
  if (!registry.get(ELEMENT_NAME)) registry.define(ELEMENT_NAME, SxzScoreElement);
}

declare global {
  interface HTMLElementTagNameMap {
    "sxz-score": SxzScoreElement;
  }
  interface HTMLElementEventMap {
    getScoreInfo: CustomEvent<WidgetEventMap["getScoreInfo"]>;
    showScoreMark: CustomEvent<WidgetEventMap["showScoreMark"]>;
    scoreChange: CustomEvent<WidgetEventMap["scoreChange"]>;
    publishScore: CustomEvent<WidgetEventMap["publishScore"]>;
    listenScore: CustomEvent<WidgetEventMap["listenScore"]>;
    deleteOrAdd: CustomEvent<WidgetEventMap["deleteOrAdd"]>;
    reportCallback: CustomEvent<WidgetEventMap["reportCallback"]>;
    requestOnBusyError: CustomEvent<WidgetEventMap["requestOnBusyError"]>;
  }
}
