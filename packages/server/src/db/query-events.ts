import type { LogEvent } from "kysely";

export type QueryListener = (event: LogEvent) => void;

/** Every query a database handle runs, with its duration and outcome, for whoever listens (the metrics). */
export class QueryEvents {
  private readonly listeners = new Set<QueryListener>();

  /** Passed to Kysely as its `log` option. */
  readonly emit = (event: LogEvent): void => {
    for (const listener of this.listeners) listener(event);
  };

  /** Starts listening; the returned function stops. */
  subscribe(listener: QueryListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
