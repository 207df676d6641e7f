export interface CoreTables {
  app_meta: { key: string; value: string };
}
