// Tables of the config domain: config property values, global and per school.
export interface ConfigTables {
  config_properties: ConfigPropertiesTable;
}

export interface ConfigPropertiesTable {
  key: string;
  /** "" = every school; a school id overrides the global value for that school. */
  tenant_id: string;
  value: string;
  updated_at: number;
}
