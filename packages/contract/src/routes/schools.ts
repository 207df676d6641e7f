import {
  CommonCurrentRequest,
  CommonCurrentResponse,
  MemberCheckQuery,
  MemberCheckResponse,
  SchoolInfoResponse,
  SchoolLookupQuery,
  SchoolLookupRequest,
} from "../schools";
import type { ApiRouteTable } from "./api-route";
import { schoolPaths } from "./paths/schools";

export const schoolRoutes = {
  schoolInfo: {
    ...schoolPaths.schoolInfo,
    id: "schoolInfo",
    tags: ["schools"],
    summary: "The school's id, name and login method",
    access: "anyone",
    query: SchoolLookupQuery,
    body: SchoolLookupRequest,
    bodyOptional: true,
    answer: SchoolInfoResponse,
  },
  schoolLoginConfig: {
    ...schoolPaths.schoolLoginConfig,
    id: "schoolLoginConfig",
    tags: ["schools"],
    summary: "The school with its per-terminal login config (data.pcs[0].oath2Config)",
    access: "anyone",
    body: CommonCurrentRequest,
    answer: CommonCurrentResponse,
  },
  memberCheck: {
    ...schoolPaths.memberCheck,
    id: "memberCheck",
    tags: ["schools"],
    summary: "Membership check: a logged-in visitor becomes a learner of the school",
    access: "user",
    query: MemberCheckQuery,
    answer: MemberCheckResponse,
    failures: [404],
  },
} as const satisfies ApiRouteTable<typeof schoolPaths>;
