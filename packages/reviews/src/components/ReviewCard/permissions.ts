import type { ReviewAnswer } from "@sxz/contract";

export interface Viewer {
  isAdmin: boolean;
  variant: "internal" | "external";
  showReport: boolean;
}

/** What the viewer may do with one review (RW-ROLE-2..5, RW-LST-7, RW-OPT-1). */
export interface ReviewPermissions {
  like: boolean;
  edit: boolean;
  delete: boolean;
  reply: boolean;
  manageReplies: boolean;
  pin: boolean;
  hide: boolean;
  report: boolean;
}

/**
 * Learners like any review and edit/delete their own; admins delete any review, pin/unpin and hide/unhide;
 * replies (add, edit, delete) are an external-variant admin power (RW-ROLE-3); report is offered on others'
 * reviews when showReport is set (RW-ROLE-4).
 */
export function permissionsFor(review: Pick<ReviewAnswer, "isMe">, viewer: Viewer): ReviewPermissions {
  const replies = viewer.isAdmin && viewer.variant === "external";
  return {
    like: true,
    edit: review.isMe,
    delete: review.isMe || viewer.isAdmin,
    reply: replies,
    manageReplies: replies,
    pin: viewer.isAdmin,
    hide: viewer.isAdmin,
    report: viewer.showReport && !review.isMe,
  };
}
