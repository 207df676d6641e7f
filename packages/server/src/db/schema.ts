import type { AccountTables } from "./tables/accounts";
import type { CoreTables } from "./tables/core";
import type { LearningTables } from "./tables/learning";
import type { UploadTables } from "./tables/uploads";

/** The whole database, one interface per domain under ./tables. */
export interface Database extends CoreTables, AccountTables, LearningTables, UploadTables {}
