import { useEffect, useState } from "react";
import type { HealthData } from "@sxz/contract";
import { fill } from "../i18n";
import { api } from "../platform/api";
import { useView } from "../view/useView";

type ServerState = { kind: "checking" } | { kind: "up"; db: HealthData["db"] } | { kind: "down"; reason: string };

/** The server's health, read once through the platform client. */
export function ServerStatus() {
  const { texts } = useView();
  const [server, setServer] = useState<ServerState>({ kind: "checking" });
  useEffect(() => {
    api.health().then(
      (health) => setServer({ kind: "up", db: health.db }),
      (error: unknown) => setServer({ kind: "down", reason: error instanceof Error ? error.message : String(error) }),
    );
  }, []);
  return (
    <p role="status" className={`server-status server-status--${server.kind}`}>
      {server.kind === "checking" && texts.serverChecking}
      {server.kind === "up" && fill(texts.serverUp, { db: server.db })}
      {server.kind === "down" && fill(texts.serverDown, { reason: server.reason })}
    </p>
  );
}
