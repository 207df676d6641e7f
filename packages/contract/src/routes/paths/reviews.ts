import type { RoutePath } from "../route-path";

/** The rating and review calls (review-widget.md §7), the content check and the sensitive-word list. */
export const reviewPaths = {
  giveScore: { method: "POST", path: "/api/universal/v1/score/giveScore" },
  queryMessages: { method: "GET", path: "/api/universal/v1/score/queryMessages" },
  scoreList: { method: "GET", path: "/api/universal/v1/score/scoreList" },
  queryMyMessages: { method: "GET", path: "/api/universal/v1/score/queryMyMessages" },
  queryMsgCountProportions: { method: "GET", path: "/api/universal/v1/score/queryMsgCountProportions" },
  general: { method: "GET", path: "/api/universal/v1/score/general" },
  configList: { method: "GET", path: "/api/universal/v1/score/configList" },
  myScore: { method: "GET", path: "/api/universal/v1/score/myScore" },
  deleteScore: { method: "GET", path: "/api/universal/v1/score/deleteScore/:id" },
  liked: { method: "POST", path: "/api/universal/v1/liked" },
  top: { method: "PUT", path: "/api/universal/v1/score/top" },
  unTop: { method: "PUT", path: "/api/universal/v1/score/unTop" },
  hidden: { method: "PUT", path: "/api/universal/v1/score/hidden" },
  unHidden: { method: "PUT", path: "/api/universal/v1/score/unHidden" },
  addReply: { method: "POST", path: "/api/universal/v1/score/addReply" },
  updateReply: { method: "POST", path: "/api/universal/v1/score/updateReply" },
  deleteReply: { method: "POST", path: "/api/universal/v1/score/deleteReply" },
  sensitiveWords: { method: "GET", path: "/api/universal/v1/score/sensitiveWords" },
  setSensitiveWords: { method: "PUT", path: "/api/universal/v1/score/sensitiveWords" },
  moderateContent: { method: "POST", path: "/api/common/api/moderation/v1/content" },
} as const satisfies Record<string, RoutePath>;
