import { Type } from "@sinclair/typebox";
import type { TSchema } from "@sinclair/typebox";
import { Envelope } from "@sxz/contract";
import type { ApiRoute, FailureStatus } from "@sxz/contract";

type HttpMethod = ApiRoute["method"];

/**
 * The platform admin API (`/api/admin/v1/…`): the admin command line's operations for platforms that script them.
 * Not part of the client contract (no client calls it), so the table lives with the server; it is registered and
 * documented like the contract's entries (http/api-route.ts, http/api-document.ts). Every call needs
 * `Authorization: Bearer <ADMIN_TOKEN>`; answers are the envelope with `data` as the CLI's `--json` result.
 */

const Id = Type.String({ minLength: 1, maxLength: 64, description: "Letters, digits, dot, dash, underscore" });
const Role = Type.Union([Type.Literal("learner"), Type.Literal("admin")]);
const LoginMethod = Type.Union([Type.Literal("own"), Type.Literal("sso"), Type.Literal("portal"), Type.Literal("oauth2")]);
const OAuth2Settings = {
  authorizeUrl: Type.Optional(Type.String({ maxLength: 2000 })),
  clientId: Type.Optional(Type.String({ maxLength: 200 })),
  redirectUrl: Type.Optional(Type.String({ maxLength: 2000 })),
};
const Text = (max: number) => Type.String({ maxLength: max });
/** The `--json` result of the same CLI command (see the server README's admin reference). */
const Result = (description: string) => Envelope(Type.Unknown({ description }));
const SchoolQuery = Type.Object({ school: Type.Optional(Id) });

interface Schemas {
  params?: TSchema;
  query?: TSchema;
  body?: TSchema;
  answer?: TSchema;
  answers?: "file";
}

function entry<const I extends string, const M extends HttpMethod, S extends Schemas>(id: I, method: M, path: string, summary: string, schemas: S) {
  const failures: FailureStatus[] = [404, 409];
  // "user": the call needs a bearer credential (401 without); there is no 403, the admin token is all or nothing.
  return { id, method, path, tags: ["admin"] as const, summary, access: "user" as const, failures, ...schemas };
}

export const adminRoutes = {
  adminListSchools: entry("adminListSchools", "GET", "/api/admin/v1/schools", "Schools with their login method and member count", { answer: Result("SchoolSummary[]") }),
  adminAddSchool: entry("adminAddSchool", "POST", "/api/admin/v1/schools", "Adds a school (`sxz-server admin school add`)", {
    body: Type.Object({ id: Id, name: Text(200), loginMethod: Type.Optional(LoginMethod), ...OAuth2Settings }),
    answer: Result("SchoolSummary"),
  }),
  adminSetLoginMethod: entry("adminSetLoginMethod", "PUT", "/api/admin/v1/schools/:id/login-method", "Sets a school's login method (OAuth2 with its three settings)", {
    params: Type.Object({ id: Id }),
    body: Type.Object({ method: LoginMethod, ...OAuth2Settings }),
    answer: Result("SchoolSummary"),
  }),
  adminListUsers: entry("adminListUsers", "GET", "/api/admin/v1/users", "Users, of one school or all", { query: SchoolQuery, answer: Result("UserSummary[]") }),
  adminAddUser: entry("adminAddUser", "POST", "/api/admin/v1/users", "Adds a user, a member of their home school (no password: workplace sign-in only)", {
    body: Type.Object({ username: Text(64), school: Id, role: Type.Optional(Role), password: Type.Optional(Text(256)), nickName: Type.Optional(Text(64)), realName: Type.Optional(Text(64)), email: Type.Optional(Text(200)) }),
    answer: Result("UserSummary"),
  }),
  adminSetUserStatus: entry("adminSetUserStatus", "PUT", "/api/admin/v1/users/:username/status", "Disables (ending live sessions) or enables a user", {
    params: Type.Object({ username: Text(64) }),
    body: Type.Object({ disabled: Type.Boolean() }),
    answer: Result("UserSummary"),
  }),
  adminResetPassword: entry("adminResetPassword", "PUT", "/api/admin/v1/users/:username/password", "Sets a user's password and ends their live sessions", {
    params: Type.Object({ username: Text(64) }),
    body: Type.Object({ password: Text(256) }),
    answer: Result("UserSummary"),
  }),
  adminImportUsers: entry("adminImportUsers", "POST", "/api/admin/v1/users/import", "Creates users from CSV, all or nothing; dryRun only checks (refused rows: 400 with the report as data)", {
    body: Type.Object({ csv: Type.String({ maxLength: 5 * 1024 * 1024 }), dryRun: Type.Optional(Type.Boolean()) }),
    answer: Result("ImportReport"),
  }),
  adminListMembers: entry("adminListMembers", "GET", "/api/admin/v1/schools/:id/members", "A school's members and their roles", { params: Type.Object({ id: Id }), answer: Result("Membership[]") }),
  adminAddMember: entry("adminAddMember", "POST", "/api/admin/v1/schools/:id/members", "Makes a user a member of a school (or changes the role)", {
    params: Type.Object({ id: Id }),
    body: Type.Object({ username: Text(64), role: Type.Optional(Role) }),
    answer: Result("Membership"),
  }),
  adminRemoveMember: entry("adminRemoveMember", "DELETE", "/api/admin/v1/schools/:id/members/:username", "Ends a membership (not of the user's home school)", {
    params: Type.Object({ id: Id, username: Text(64) }),
    answer: Result("Membership"),
  }),
  adminListCourses: entry("adminListCourses", "GET", "/api/admin/v1/courses", "Courses", { answer: Result("Course[]") }),
  adminAddCourse: entry("adminAddCourse", "POST", "/api/admin/v1/courses", "Adds a course and names its module", {
    body: Type.Object({ id: Id, title: Text(200), module: Id, position: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })) }),
    answer: Result("Course"),
  }),
  adminSetProgress: entry("adminSetProgress", "PUT", "/api/admin/v1/courses/:id/progress", "Sets a learner's study progress of a course in a school", {
    params: Type.Object({ id: Id }),
    body: Type.Object({ username: Text(64), school: Id, percent: Type.Integer({ minimum: 0, maximum: 100 }) }),
    answer: Result("Progress"),
  }),
  adminListConfigItems: entry("adminListConfigItems", "GET", "/api/admin/v1/config-items", "A module's configuration items with their texts (no module: the platform-wide set)", {
    query: Type.Object({ module: Type.Optional(Id) }),
    answer: Result("StoredConfigItem[]"),
  }),
  adminImportConfigItems: entry("adminImportConfigItems", "PUT", "/api/admin/v1/config-items", "Creates or updates a module's tags, guides, captions, low-score tip and success messages (items, or a CSV/JSON file's text)", {
    body: Type.Object({
      module: Type.Optional(Id),
      replace: Type.Optional(Type.Boolean()),
      items: Type.Optional(Type.Array(Type.Object({ type: Text(20), score: Type.Integer(), code: Text(64), texts: Type.Record(Type.String(), Text(500)) }), { maxItems: 1000 })),
      file: Type.Optional(Type.String({ maxLength: 5 * 1024 * 1024, description: "The text of a JSON or CSV items file, instead of items" })),
    }),
    answer: Result("ConfigImportReport"),
  }),
  adminListWords: entry("adminListWords", "GET", "/api/admin/v1/sensitive-words", "The sensitive words in force for a school (no school: the platform default)", { query: SchoolQuery, answer: Result("WordList") }),
  adminSetWords: entry("adminSetWords", "PUT", "/api/admin/v1/sensitive-words", "Replaces a school's own list, or the platform default", {
    body: Type.Object({ school: Type.Optional(Id), words: Type.Array(Text(100), { maxItems: 10_000 }) }),
    answer: Result("WordList"),
  }),
  adminListRemoteConfig: entry("adminListRemoteConfig", "GET", "/api/admin/v1/remote-config", "Remote-config values (global and, with school, that school's)", { query: SchoolQuery, answer: Result("RemoteConfigValue[]") }),
  adminSetRemoteConfig: entry("adminSetRemoteConfig", "PUT", "/api/admin/v1/remote-config/:key", "Sets a klt.* value globally or for a school", {
    params: Type.Object({ key: Text(130) }),
    body: Type.Object({ school: Type.Optional(Id), value: Type.Unknown() }),
    answer: Result("RemoteConfigValue"),
  }),
  adminUnsetRemoteConfig: entry("adminUnsetRemoteConfig", "DELETE", "/api/admin/v1/remote-config/:key", "Removes a klt.* value (global, or a school's)", {
    params: Type.Object({ key: Text(130) }),
    query: SchoolQuery,
    answer: Result("{key, school}"),
  }),
  adminListBuckets: entry("adminListBuckets", "GET", "/api/admin/v1/buckets", "The upload buckets (review images: sxz-image/review) with their files and bytes", { answer: Result("BucketReport[]") }),
  adminExport: entry("adminExport", "GET", "/api/admin/v1/schools/:id/export", "A school's reviews, replies, likes and ratings as JSON Lines or CSV (UTF-8 with BOM, formula-safe cells)", {
    params: Type.Object({ id: Id }),
    query: Type.Object({ format: Type.Union([Type.Literal("jsonl"), Type.Literal("csv")]) }),
    answers: "file",
  }),
} as const;

export const adminRouteList: readonly ApiRoute[] = Object.values(adminRoutes);
