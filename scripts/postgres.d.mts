export type PostgresStart = { url: string; stop(): void; skipped?: undefined } | { skipped: string; url?: undefined };
export type PostgresCluster =
  | { url: string; port: number; halt(): Promise<void>; resume(): Promise<void>; stop(): void; skipped?: undefined }
  | { skipped: string; url?: undefined };
export function startPostgres(): Promise<PostgresStart>;
export function startPostgresCluster(): Promise<PostgresCluster>;
