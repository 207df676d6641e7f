import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { OpaqueId } from "@sxz/contract";
import { pageSignIn } from "../../api/sign-in";
import type { EmitEvent } from "../../events";
import { rememberPending, signInTarget, tabStorage, takePending } from "../../model/sign-in-return";
import type { PendingAction } from "../../model/sign-in-return";

export interface VisitorSignIn {
  /** Nobody is signed in: true or false once known, null while the page's session is not known yet. */
  visitor: boolean | null;
  /** A write was refused for want of a signed-in user (HTTP 401): from now on the widget offers sign-in. */
  refused(): void;
  /** Goes to the platform's login (unless the host takes it over), remembering `action` on `id` for the way back. */
  request(action: PendingAction, reviewId: OpaqueId | null, id: OpaqueId): void;
  /** The action remembered on `id` for this page before a sign-in, taken once; only for a signed-in user. */
  takePending(action: PendingAction, id: OpaqueId): boolean;
}

const here = () => (typeof location === "undefined" ? "" : location.href);

/**
 * The way in for a visitor. Whether someone is signed in is the client layer's answer (CL-ST-1) when the widget
 * calls through it (`knowsSession`: no host request function, no base-url); with a host's request function the widget
 * learns it from a write refused with HTTP 401. Signing in goes through the client layer's login routing and
 * redirect rule, back to this page with `scrollToScore=1`; a failure to get there shows `failed`.
 */
export function useSignIn(knowsSession: boolean, emit: EmitEvent, failed: () => void): VisitorSignIn {
  const [visitor, setVisitor] = useState<boolean | null>(knowsSession ? null : false);
  useEffect(() => {
    // A host that sets its own request function later (the element's defaultAxios) takes the question over.
    if (!knowsSession) return setVisitor(false);
    setVisitor(null);
    let alive = true;
    pageSignIn().then(
      (session) => alive && setVisitor(!session.isLoggedIn()),
      // The request layer could not be fetched: nothing is offered, the writes say what they say.
      () => alive && setVisitor(false),
    );
    return () => {
      alive = false;
    };
  }, [knowsSession]);
  const onFailure = useRef(failed);
  useEffect(() => {
    onFailure.current = failed;
  });
  const refused = useCallback(() => setVisitor(true), []);
  const request = useCallback(
    (action: PendingAction, reviewId: OpaqueId | null, id: OpaqueId) => {
      const href = here();
      if (!href) return;
      const target = signInTarget(href);
      rememberPending(tabStorage(), action, id, href);
      if (emit("signInRequest", { action, reviewId, target }) === false) return;
      pageSignIn()
        .then((session) => session.signIn(target))
        .catch(() => onFailure.current());
    },
    [emit],
  );
  const take = useCallback(
    (action: PendingAction, id: OpaqueId) => visitor === false && takePending(tabStorage(), action, id, here()),
    [visitor],
  );
  return useMemo(() => ({ visitor, refused, request, takePending: take }), [visitor, refused, request, take]);
}
