import type { AccountTables } from "./tables/accounts";
import type { AuthTables } from "./tables/auth";
import type { ConfigTables } from "./tables/config";
import type { CoreTables } from "./tables/core";
import type { CourseTables } from "./tables/courses";
import type { ReviewTables } from "./tables/reviews";
import type { SchoolTables } from "./tables/schools";
import type { TrackingTables } from "./tables/tracking";
import type { UploadTables } from "./tables/uploads";

/**
 * The whole database, one interface per domain under ./tables. Times are epoch milliseconds (bigint) so both engines
 * store and compare them the same way; flags are 0/1.
 */
export interface Database
  extends
    CoreTables,
    AccountTables,
    AuthTables,
    SchoolTables,
    ConfigTables,
    TrackingTables,
    ReviewTables,
    CourseTables,
    UploadTables {}
