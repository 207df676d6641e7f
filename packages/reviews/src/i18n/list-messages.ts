import type { PluralMessage } from "./rating-messages";

/**
 * Texts of the review list shown without opening an editor or a confirmation (header, filter, cards, footers,
 * image viewer, the results of actions): loaded when the widget starts, from `locales/<lang>/list.ts`.
 * `{name}` marks a placeholder; plural messages pick their form with Intl.PluralRules of the language.
 */
export interface ListStartMessages {
  listLabel: string;
  myMessagesTitle: string;
  headerCount: PluralMessage;
  // Tag filter and tabs (RW-LST-2, RW-LST-3)
  tagFilterLabel: string;
  tagWithCount: string;
  showAllTags: string;
  showFewerTags: string;
  sortLabel: string;
  sortLatest: string;
  sortHottest: string;
  // Cards (RW-LST-4..8)
  reviewBy: string;
  roleOneself: string;
  roleAdmin: string;
  likeName: PluralMessage;
  /** The like button's name when the server did not give the review's like count. */
  likeUnknown: string;
  starsName: string;
  /** Verified learner: the author's recorded progress was 100 %. */
  completedCourse: string;
  /** Verified learner: the author's recorded progress below 100 % ({percent} formatted in the language). */
  studiedPercent: string;
  /** Offered to a visitor who pressed like: goes to the platform's login and comes back to like. */
  signInToLike: string;
  expand: string;
  collapse: string;
  pinned: string;
  hiddenBadge: string;
  hiddenText: string;
  repliesLabel: string;
  replyBy: string;
  reply: string;
  edit: string;
  delete: string;
  more: string;
  editReply: string;
  deleteReply: string;
  pin: string;
  unpin: string;
  hide: string;
  unhide: string;
  report: string;
  /** Shown once a report is passed on, unless the host takes it over (a cancelled reportCallback). */
  reportReceived: string;
  attachedImages: string;
  viewImage: string;
  // Footers (RW-LST-9)
  loading: string;
  loadMore: string;
  noMore: string;
  emptyInternal: string;
  emptyExternal: string;
  emptyMine: string;
  loadFailed: string;
  retry: string;
  // Star filter, search and what learners mention: the line above a filtered list (model/list-filter.ts)
  filterOneStar: PluralMessage;
  filterOneStarUnknown: string;
  filterStars: PluralMessage;
  filterStarsUnknown: string;
  filterReviews: string;
  filterTags: string;
  filterSearch: string;
  clearFilters: string;
  /** The backend did not apply the star filter or the search: the widget filtered what it loaded. */
  filteredHere: string;
  searchLabel: string;
  searchClear: string;
  noMatches: string;
  mentionsTitle: string;
  mentionsPraise: string;
  mentionsComplaints: string;
  // Image viewer (RW-UI-1)
  imageViewer: string;
  closeViewer: string;
  previousImage: string;
  nextImage: string;
  imageCounter: string;
  // Results (RW-ERR-4, RW-ERR-5)
  deleteError: string;
  likeSuccess: string;
  cancelSuccess: string;
  likeError: string;
  cancelError: string;
  editError: string;
  replyError: string;
  top: string;
  unTop: string;
  topFailed: string;
  untopFailed: string;
  hidden: string;
  unHidden: string;
  hiddenFailed: string;
  unHiddenFailed: string;
}

/**
 * Texts of the list's editors and delete confirmation (RW-RPL-1, RW-DEL-1, RW-VAL-5) and of their writes' results, loaded with their chunk
 * (`list-parts.ts`) from `locales/<lang>/list-parts.ts`.
 */
export interface ListPartMessages {
  // Delete confirmation (RW-DEL-1)
  deleteReviewTitle: string;
  deleteReviewText: string;
  deleteReplyTitle: string;
  deleteReplyText: string;
  warning: string;
  cancel: string;
  // Reply / edit editor (RW-RPL-1, RW-VAL-5)
  replyLabel: string;
  editReviewLabel: string;
  editReplyLabel: string;
  replyPlaceholder: string;
  post: string;
  counterAnnouncement: string;
  expandEditor: string;
  collapseEditor: string;
  commentMaxInvoice: string;
  // Results of the writes the editors and the confirmation make (RW-ERR-4); their failures stay at start, shown
  // also when this chunk cannot be fetched
  hasDelete: string;
  editSuccess: string;
  replySuccess: string;
}

/** Every text of the review list: what `loadMessages(language).list` gives. */
export interface ListMessages extends ListStartMessages, ListPartMessages {}

/** The list's texts as `ReviewList` takes them: every start text; the parts' texts the host gives win over theirs. */
export type GivenListMessages = ListStartMessages & Partial<ListPartMessages>;

/** A part's texts under the texts the host gave (`ListEditor`, `ListDeleteConfirm`). */
export function withPartTexts(given: GivenListMessages, part: ListPartMessages): ListMessages {
  return { ...part, ...given };
}
