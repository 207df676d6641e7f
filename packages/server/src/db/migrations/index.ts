import type { Migration } from "kysely";
import { coreMigration } from "./000_core";
import { learningMigration } from "./002_learning";
import { accountsMigration } from "./001_accounts";
import { uploadsMigration } from "./003_uploads";
import { reviewImagesMigration } from "./004_review_images";
import { rateCountersMigration } from "./005_rate_counters";
import { trackingReceivedAtMigration } from "./006_tracking_received_at";
import { schoolIsolationMigration } from "./007_school_isolation";
import { reviewImageFilesMigration } from "./008_review_image_files";
import { reviewFiltersMigration } from "./009_review_filters";

// Applied in key order; never edit a released migration, add a new one.
export const migrations: Record<string, Migration> = {
  "000_core": coreMigration,
  "002_learning": learningMigration,
  "001_accounts": accountsMigration,
  "003_uploads": uploadsMigration,
  "004_review_images": reviewImagesMigration,
  "005_rate_counters": rateCountersMigration,
  "006_tracking_received_at": trackingReceivedAtMigration,
  "007_school_isolation": schoolIsolationMigration,
  "008_review_image_files": reviewImageFilesMigration,
  "009_review_filters": reviewFiltersMigration,
};
