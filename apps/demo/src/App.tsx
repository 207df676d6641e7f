import { useEffect, useState } from "react";
import type { ApiEnvelope, HealthData } from "@sxz/contract";

type ServerState = { kind: "checking" } | { kind: "up"; db: HealthData["db"] } | { kind: "down"; reason: string };

export function App() {
  const [server, setServer] = useState<ServerState>({ kind: "checking" });
  useEffect(() => {
    fetch("/api/health")
      .then((response) => response.json() as Promise<ApiEnvelope<HealthData>>)
      .then((body) => setServer(body.code === 200 ? { kind: "up", db: body.data.db } : { kind: "down", reason: body.message }))
      .catch((error: unknown) => setServer({ kind: "down", reason: String(error) }));
  }, []);
  return (
    <main>
      <h1>sxz learning</h1>
      <p role="status">
        {server.kind === "checking" && "Checking the server…"}
        {server.kind === "up" && `Server up (${server.db})`}
        {server.kind === "down" && `Server unreachable: ${server.reason}`}
      </p>
    </main>
  );
}
