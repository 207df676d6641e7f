import { Type } from "@sinclair/typebox";
import type { TSchema } from "@sinclair/typebox";
import { Envelope } from "../envelope";
import type { ApiRouteTable, FailureStatus } from "./api-route";
import { adminPaths } from "./paths/admin";

/*
 * The platform admin API (`/api/admin/v1/…`): the admin command line's operations for platforms that script them.
 * No client calls it, so it is a table of its own, outside `apiRoutes`; the server registers and documents it like
 * the others. Every call needs `Authorization: Bearer <ADMIN_TOKEN>`; answers are the envelope with `data` as the
 * CLI's `--json` result.
 */

const Id = Type.String({ minLength: 1, maxLength: 64, description: "Letters, digits, dot, dash, underscore" });
const Role = Type.Union([Type.Literal("learner"), Type.Literal("admin")]);
const LoginMethod = Type.Union([
  Type.Literal("own"),
  Type.Literal("sso"),
  Type.Literal("portal"),
  Type.Literal("oauth2"),
]);
const OAuth2Settings = {
  authorizeUrl: Type.Optional(Type.String({ maxLength: 2000 })),
  clientId: Type.Optional(Type.String({ maxLength: 200 })),
  redirectUrl: Type.Optional(Type.String({ maxLength: 2000 })),
};
const Text = (max: number) => Type.String({ maxLength: max });
/** The `--json` result of the same CLI command (see the server README's admin reference). */
const Result = (description: string) => Envelope(Type.Unknown({ description }));
const SchoolQuery = Type.Object({ school: Type.Optional(Id) });

/** One configuration item; the score's range is the union of what the types allow (0 default guide, 1–5 per star). */
const ConfigItem = Type.Object({
  type: Text(20),
  score: Type.Integer({ minimum: 0, maximum: 5 }),
  code: Text(64),
  texts: Type.Record(Type.String(), Text(500)),
});
const ConfigImportOptions = { module: Type.Optional(Id), replace: Type.Optional(Type.Boolean()) };
/** Either the items themselves or the text of a JSON or CSV items file (the handler refuses both at once). */
const ConfigImportBody = Type.Union([
  Type.Object({ ...ConfigImportOptions, items: Type.Array(ConfigItem, { minItems: 1, maxItems: 1000 }) }),
  Type.Object({
    ...ConfigImportOptions,
    file: Type.String({
      maxLength: 5 * 1024 * 1024,
      description: "The text of a JSON or CSV items file, instead of items",
    }),
  }),
]);

interface Schemas {
  params?: TSchema;
  query?: TSchema;
  body?: TSchema;
  answer?: TSchema;
  answers?: "file";
}

const tags = ["admin"] as const;
const failures: readonly FailureStatus[] = [404, 409];

/** An entry: its path, and "user" access (401 without a bearer credential; no 403, the admin token is all or nothing). */
function admin<const Id extends keyof typeof adminPaths, const S extends Schemas>(id: Id, summary: string, schemas: S) {
  return { ...adminPaths[id], id, tags, summary, access: "user" as const, failures, ...schemas };
}

export const adminRoutes = {
  adminListSchools: admin("adminListSchools", "Schools with their login method and member count", {
    answer: Result("SchoolSummary[]"),
  }),
  adminAddSchool: admin("adminAddSchool", "Adds a school (`sxz-server admin school add`)", {
    body: Type.Object({ id: Id, name: Text(200), loginMethod: Type.Optional(LoginMethod), ...OAuth2Settings }),
    answer: Result("SchoolSummary"),
  }),
  adminSetLoginMethod: admin("adminSetLoginMethod", "Sets a school's login method (OAuth2 with its three settings)", {
    params: Type.Object({ id: Id }),
    body: Type.Object({ method: LoginMethod, ...OAuth2Settings }),
    answer: Result("SchoolSummary"),
  }),
  adminListUsers: admin("adminListUsers", "Users, of one school or all", {
    query: SchoolQuery,
    answer: Result("UserSummary[]"),
  }),
  adminAddUser: admin(
    "adminAddUser",
    "Adds a user, a member of their home school (no password: workplace sign-in only)",
    {
      body: Type.Object({
        username: Text(64),
        school: Id,
        role: Type.Optional(Role),
        password: Type.Optional(Text(256)),
        nickName: Type.Optional(Text(64)),
        realName: Type.Optional(Text(64)),
        email: Type.Optional(Text(200)),
      }),
      answer: Result("UserSummary"),
    },
  ),
  adminSetUserStatus: admin("adminSetUserStatus", "Disables (ending live sessions) or enables a user", {
    params: Type.Object({ username: Text(64) }),
    body: Type.Object({ disabled: Type.Boolean() }),
    answer: Result("UserSummary"),
  }),
  adminResetPassword: admin("adminResetPassword", "Sets a user's password and ends their live sessions", {
    params: Type.Object({ username: Text(64) }),
    body: Type.Object({ password: Text(256) }),
    answer: Result("UserSummary"),
  }),
  adminImportUsers: admin(
    "adminImportUsers",
    "Creates users from CSV, all or nothing; dryRun only checks (refused rows: 400 with the report as data)",
    {
      body: Type.Object({ csv: Type.String({ maxLength: 5 * 1024 * 1024 }), dryRun: Type.Optional(Type.Boolean()) }),
      answer: Result("ImportReport"),
    },
  ),
  adminListMembers: admin("adminListMembers", "A school's members and their roles", {
    params: Type.Object({ id: Id }),
    answer: Result("Membership[]"),
  }),
  adminAddMember: admin("adminAddMember", "Makes a user a member of a school (or changes the role)", {
    params: Type.Object({ id: Id }),
    body: Type.Object({ username: Text(64), role: Type.Optional(Role) }),
    answer: Result("Membership"),
  }),
  adminRemoveMember: admin("adminRemoveMember", "Ends a membership (not of the user's home school)", {
    params: Type.Object({ id: Id, username: Text(64) }),
    answer: Result("Membership"),
  }),
  adminListCourses: admin("adminListCourses", "Courses", { answer: Result("Course[]") }),
  adminAddCourse: admin("adminAddCourse", "Adds a course and names its module", {
    body: Type.Object({
      id: Id,
      title: Text(200),
      module: Id,
      position: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
    }),
    answer: Result("Course"),
  }),
  adminSetProgress: admin("adminSetProgress", "Sets a learner's study progress of a course in a school", {
    params: Type.Object({ id: Id }),
    body: Type.Object({ username: Text(64), school: Id, percent: Type.Integer({ minimum: 0, maximum: 100 }) }),
    answer: Result("Progress"),
  }),
  adminListConfigItems: admin(
    "adminListConfigItems",
    "A module's configuration items with their texts (no module: the platform-wide set)",
    {
      query: Type.Object({ module: Type.Optional(Id) }),
      answer: Result("StoredConfigItem[]"),
    },
  ),
  adminImportConfigItems: admin(
    "adminImportConfigItems",
    "Creates or updates a module's tags, guides, captions, low-score tip and success messages (items, or a CSV/JSON file's text)",
    {
      body: ConfigImportBody,
      answer: Result("ConfigImportReport"),
    },
  ),
  adminListWords: admin(
    "adminListWords",
    "The sensitive words in force for a school (no school: the platform default)",
    { query: SchoolQuery, answer: Result("WordList") },
  ),
  adminSetWords: admin("adminSetWords", "Replaces a school's own list, or the platform default", {
    body: Type.Object({ school: Type.Optional(Id), words: Type.Array(Text(100), { maxItems: 10_000 }) }),
    answer: Result("WordList"),
  }),
  adminListRemoteConfig: admin(
    "adminListRemoteConfig",
    "Remote-config values (global and, with school, that school's)",
    { query: SchoolQuery, answer: Result("RemoteConfigValue[]") },
  ),
  adminSetRemoteConfig: admin("adminSetRemoteConfig", "Sets a klt.* value globally or for a school", {
    params: Type.Object({ key: Text(130) }),
    body: Type.Object({ school: Type.Optional(Id), value: Type.Unknown() }),
    answer: Result("RemoteConfigValue"),
  }),
  adminUnsetRemoteConfig: admin("adminUnsetRemoteConfig", "Removes a klt.* value (global, or a school's)", {
    params: Type.Object({ key: Text(130) }),
    query: SchoolQuery,
    answer: Result("{key, school}"),
  }),
  adminListBuckets: admin(
    "adminListBuckets",
    "The upload buckets (review images: sxz-image/review) with their files and bytes",
    { answer: Result("BucketReport[]") },
  ),
  adminExport: admin(
    "adminExport",
    "A school's reviews, replies, likes and ratings as JSON Lines or CSV (UTF-8 with BOM, formula-safe cells)",
    {
      params: Type.Object({ id: Id }),
      query: Type.Object({ format: Type.Union([Type.Literal("jsonl"), Type.Literal("csv")]) }),
      answers: "file",
    },
  ),
} as const satisfies ApiRouteTable<typeof adminPaths>;
