import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import type { ReactNode } from "react";
import { LOCAL_KEYS } from "@sxz/client/storage";
import { api } from "../platform/api";
import { platform } from "../platform/client";

export type Session =
  | { status: "loading" }
  | { status: "anonymous" }
  | { status: "signed-in"; userId: string; tenantId: string; authorName: string; isAdmin: boolean };

interface SessionValue {
  session: Session;
  /** Password sign-in through the client's auth; resolves once the user is known. */
  signIn(username: string, password: string): Promise<void>;
  /** Signs out through the client, which clears the tokens, tells the other tabs and sends this one to login. */
  signOut(): Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

async function readSession(): Promise<Session> {
  const { auth } = platform();
  if (!auth.isLoggedIn()) return { status: "anonymous" };
  try {
    // The summary (authorName, CL-ENT-2) is the client's; the role and school come from the same /me answer.
    const [summary, me] = await Promise.all([auth.currentUser(), api.currentUser()]);
    if (!summary) return { status: "anonymous" };
    // Remember the user's school under the platform's key, as the platform's pages do after login.
    platform().storage.local.set(LOCAL_KEYS.tenantId, me.tenantId);
    return {
      status: "signed-in",
      userId: summary.id,
      tenantId: me.tenantId,
      authorName: summary.authorName,
      isAdmin: me.role === "admin",
    };
  } catch {
    // Tokens that cannot be refreshed are cleared by the client, which also sends the page to login.
    return { status: "anonymous" };
  }
}

/** Who is signed in, for the header, the user menu and the pages that need a user. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>({ status: "loading" });

  const reload = useCallback(async () => setSession(await readSession()), []);
  useEffect(() => {
    void reload();
  }, [reload]);

  // A logout in another tab (CL-ST-7) sends this tab to login too: its session is gone.
  useEffect(
    () =>
      platform().auth.onSessionEvent((event) => {
        if (event.type !== "logout") return;
        setSession({ status: "anonymous" });
        void platform().auth.redirectToLogin();
      }),
    [],
  );

  const signIn = useCallback(
    async (username: string, password: string) => {
      await platform().auth.login(username, password);
      await reload();
    },
    [reload],
  );
  const signOut = useCallback(async () => {
    await platform().auth.logout();
    setSession({ status: "anonymous" });
  }, []);

  const value = useMemo(() => ({ session, signIn, signOut }), [session, signIn, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useSession must be used inside <SessionProvider>");
  return value;
}
