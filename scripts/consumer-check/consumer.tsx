// A host's TypeScript: every entry, the component, and <sxz-score> in JSX (its typing comes with the element entry).
import { ApiCode } from "@sxz/contract";
import * as ruleCases from "@sxz/contract/rule-cases";
import { createPlatformClient, isPlatformError } from "@sxz/client";
import type { PlatformClient } from "@sxz/client";
import * as auth from "@sxz/client/auth";
import * as bridge from "@sxz/client/bridge";
import * as config from "@sxz/client/config";
import * as env from "@sxz/client/env";
import * as i18n from "@sxz/client/i18n";
import * as session from "@sxz/client/session";
import * as storage from "@sxz/client/storage";
import * as tracking from "@sxz/client/tracking";
import * as ui from "@sxz/client/ui";
import * as upload from "@sxz/client/upload";
import * as validation from "@sxz/client/validation";
import { ReviewWidget, withBaseUrl } from "@sxz/reviews";
import type { RequestFunction } from "@sxz/reviews";
import { defineScoreElement } from "@sxz/reviews/element";
import type { ScoreElementAttributes, SxzScoreElement } from "@sxz/reviews/element";

export const entries = [ruleCases, auth, bridge, config, env, i18n, session, storage, tracking, ui, upload, validation];
export const ok: number = ApiCode.OK;
export const makeClient: typeof createPlatformClient = createPlatformClient;
export const isError: (error: unknown) => boolean = isPlatformError;
export type Client = PlatformClient;

const request: RequestFunction = async () => ({ status: 200, data: { code: 200, data: null } });
export const widget = (
  <ReviewWidget
    resourceId="course-intro"
    moduleId="course"
    isPermission
    isProgress
    request={withBaseUrl(request, "https://learn.example.com")}
  />
);
export const element = (
  <sxz-score
    resource-id="course-intro"
    module-id="course"
    sxz-lang="en_US"
    is-permission
    is-progress="true"
    base-url="https://learn.example.com"
    class="reviews"
  />
);
// @ts-expect-error a boolean attribute takes a boolean or "true"/"false", not a number
export const wrong = <sxz-score is-permission={5} />;
export const attributes: ScoreElementAttributes = { "resource-id": "course-intro", "is-mobile": false };
export const found: SxzScoreElement | null = document.querySelector("sxz-score");
export const define: (registry?: CustomElementRegistry) => void = defineScoreElement;
