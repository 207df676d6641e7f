import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ScoreInfo } from "@sxz/contract";
import { ReviewCard } from "./ReviewCard";
import type { CardActions } from "./ReviewCard";
import en from "../../i18n/locales/en_US/list";
import ar from "../../i18n/locales/ar_SA/list";
import { ListViewContext } from "../ReviewList/ListView";
import type { ListView } from "../ReviewList/ListView";
import { listActionPart } from "../../parts/action-parts";

const review: ScoreInfo = {
  id: 7,
  score: 4,
  content: "Clear and well paced.",
  message: "s4-good-pace,s4-unknown",
  from_user_id: "u-1",
  from_user_name: "Maria",
  from_user_url: "",
  role: "learner",
  isMe: false,
  isLiked: false,
  likeCount: 12_345,
  isTop: 1,
  isHidden: 0,
  showTime: "2026-01-01 10:00",
  created_time: new Date(Date.now() - 2 * 24 * 3600_000).toISOString(),
  resource_id: "c",
  resource_type: "course",
  replyList: [
    {
      id: 3,
      commentId: 7,
      content: "Thanks!",
      userName: "Admin",
      from_user_url: "",
      role: "admin",
      createdTime: new Date().toISOString(),
      modifiedTime: new Date().toISOString(),
    },
  ],
};

const actions: CardActions = {
  like: vi.fn(),
  edit: vi.fn(),
  remove: vi.fn(),
  reply: vi.fn(),
  editReply: vi.fn(),
  removeReply: vi.fn(),
  pin: vi.fn(),
  hide: vi.fn(),
  report: vi.fn(),
};

function renderCard(
  overrides: Partial<ScoreInfo> = {},
  viewer: { isAdmin: boolean; variant: "internal" | "external"; showReport: boolean } = {
    isAdmin: false,
    variant: "external",
    showReport: false,
  },
  layout: "desktop" | "mobile" = "desktop",
  view: Partial<ListView> = {},
) {
  const context: ListView = {
    messages: en,
    language: "en_US",
    layout,
    variant: viewer.variant,
    mode: "resource",
    viewer,
    tagNames: new Map([["s4-good-pace", "Good pace"]]),
    courseHref: () => null,
    actions,
    renderEditor: () => null,
    avatarOf: () => "",
    imagesOf: () => [],
    onOpenImage: () => {},
    // As the list does: the menu opens once the chunk of its popup is in.
    openOnUse: (open) => void listActionPart.load().then(open),
    ...view,
  };
  return render(
    <ListViewContext.Provider value={context}>
      <ReviewCard review={{ ...review, ...overrides }} likeBusy={false} editorTarget={null} />
    </ListViewContext.Provider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe("ReviewCard", () => {
  it("[RW-LST-5] [RW-K-2] like button with pressed state and formatted count, stars as one image, tags by name and never by code", () => {
    renderCard();
    const like = screen.getByRole("button", { name: "Like, 12,345 likes" });
    expect(like).toHaveAttribute("aria-pressed", "false");
    expect(like).toHaveTextContent("12.3k");
    expect(screen.getByRole("img", { name: "Rated 4 out of 5" })).toBeInTheDocument();
    expect(screen.getByText("Good pace")).toBeInTheDocument();
    expect(screen.queryByText("s4-unknown")).toBeNull();
  });

  it("[RW-3] a verified learner: the progress the server recorded, completed or in percent, with a check; nothing when absent", () => {
    const completed = renderCard({ authorProgress: 100 });
    expect(screen.getByText("Completed the course")).toBeInTheDocument();
    completed.unmount();
    const partly = renderCard({ authorProgress: 45 });
    const line = screen.getByText("Studied 45%");
    expect(line.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    partly.unmount();
    renderCard({ authorProgress: 0 }, undefined, "desktop", { messages: ar, language: "ar_SA" });
    expect(screen.getByText(/تمت دراسة ٠٪؜? من الدورة/)).toBeInTheDocument();
    cleanup();
    renderCard();
    expect(screen.queryByText(/Completed the course|Studied/)).toBeNull();
  });

  it("a visitor's press on like offers Sign in to like on that card only, where the press was made", async () => {
    const signInToLike = vi.fn();
    renderCard({}, undefined, "desktop", { likeOffer: review.id, signInToLike });
    const offer = screen.getByRole("button", { name: "Sign in to like" });
    expect(offer).toHaveFocus();
    await userEvent.click(offer);
    expect(signInToLike).toHaveBeenCalledWith(expect.objectContaining({ id: review.id }));
    cleanup();
    renderCard({}, undefined, "desktop", { likeOffer: 99, signInToLike });
    expect(screen.queryByRole("button", { name: "Sign in to like" })).toBeNull();
  });

  it("[RW-K-2] [RW-3] in Arabic every figure of the card is in Arabic-Indic digits", () => {
    renderCard({}, undefined, "desktop", { messages: ar, language: "ar_SA" });
    const article = screen.getByRole("article");
    expect(within(article).getByRole("button", { name: /١٢٬?٣٤٥/ })).toHaveTextContent("١٢٫٣k");
    expect(article.textContent).not.toMatch(/[0-9]/);
  });

  it("[RW-3] author names, review text and replies take their direction from their own text", () => {
    renderCard();
    const article = screen.getByRole("article");
    for (const selector of [".sxz-card__name", ".sxz-card__text", ".sxz-reply__text", ".sxz-card__tag"]) {
      expect(article.querySelector(selector)).toHaveAttribute("dir", "auto");
    }
  });

  it("[RW-2] in the own-messages view a card names its course, linked when the host gives the course page", () => {
    const { unmount } = renderCard(
      { resource_name: "Writing for the Web", resource_id: "course-writing" },
      undefined,
      "desktop",
      { mode: "mine" },
    );
    expect(screen.getByText("Writing for the Web")).not.toHaveAttribute("href");
    unmount();
    renderCard({ resource_name: "Writing for the Web", resource_id: "course-writing" }, undefined, "desktop", {
      mode: "mine",
      courseHref: (r) => `/courses/${r.resource_id}`,
    });
    expect(screen.getByRole("link", { name: "Writing for the Web" })).toHaveAttribute(
      "href",
      "/courses/course-writing",
    );
  });

  it("[RW-2] tags show the answer's own labels before the statistics', and a code with no label not at all", () => {
    renderCard(
      {
        message: "s4-good-pace,s4-learned-a-lot,s4-raw",
        message_labels: [{ code: "s4-learned-a-lot", label: "Learned a lot" }],
      },
      undefined,
      "desktop",
      { mode: "mine", tagNames: new Map() },
    );
    const tags = screen.getByRole("article").querySelectorAll(".sxz-card__tag");
    expect([...tags].map((tag) => tag.textContent)).toEqual(["Learned a lot"]);
  });

  it("[RW-LST-7] shows the pinned marker, the relative date and only the permitted buttons", () => {
    const { unmount } = renderCard();
    expect(screen.getByText("Pinned")).toBeInTheDocument();
    expect(screen.getByText("2 days ago")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Reply" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Edit" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();
    expect(screen.queryByRole("button", { name: "More actions" })).toBeNull();
    unmount();
    renderCard({ isMe: true });
    expect(screen.getByRole("button", { name: "Edit" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Delete" })).toBeInTheDocument();
    expect(screen.getByText("Me")).toBeInTheDocument();
  });

  it("[RW-LST-8] [RW-ROLE-3] replies are nested; admins of the external variant reply, edit and delete them", () => {
    const { unmount } = renderCard({}, { isAdmin: true, variant: "external", showReport: false });
    const replies = screen.getByRole("list", { name: "Replies" });
    expect(within(replies).getByText("Thanks!")).toBeInTheDocument();
    expect(within(replies).getByRole("button", { name: "Edit reply" })).toBeInTheDocument();
    expect(within(replies).getByRole("button", { name: "Delete reply" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reply" })).toBeInTheDocument();
    unmount();
    renderCard({}, { isAdmin: true, variant: "internal", showReport: false });
    expect(screen.queryByRole("button", { name: "Reply" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Edit reply" })).toBeNull();
    expect(screen.getByRole("button", { name: "More actions" })).toBeInTheDocument();
  });

  it("[RW-LST-4] labels administrators", () => {
    renderCard({ role: "admin", replyList: [] });
    expect(within(screen.getByRole("article")).getByText("Administrator")).toBeInTheDocument();
  });

  it("[RW-ST-6] a hidden review's text is not shown to a learner, even if an answer carried it", () => {
    renderCard({ isHidden: 1 });
    expect(screen.queryByText("Clear and well paced.")).toBeNull();
    expect(screen.getByText("This review has been hidden.")).toBeInTheDocument();
    expect(screen.getByText("Hidden")).toBeInTheDocument();
  });

  it("[RW-ST-6] [RW-OPT-1] an administrator reads a hidden review's text, marked hidden, with unhide in its menu", async () => {
    const user = userEvent.setup();
    renderCard({ isHidden: 1 }, { isAdmin: true, variant: "external", showReport: false });
    const article = screen.getByRole("article");
    expect(article).toHaveClass("is-hidden");
    expect(within(article).getByText("Clear and well paced.")).toBeInTheDocument();
    expect(within(article).getByText("Hidden")).toHaveClass("sxz-card__label--hidden");
    expect(screen.queryByText("This review has been hidden.")).toBeNull();
    await user.click(within(article).getByRole("button", { name: "More actions" }));
    expect(await screen.findByRole("menuitem", { name: "Unhide" })).toBeInTheDocument();
  });

  it("[RW-ST-6] a hidden review whose text the server withheld shows the notice to an administrator too", () => {
    renderCard({ isHidden: 1, content: "" }, { isAdmin: true, variant: "external", showReport: false });
    expect(screen.getByText("This review has been hidden.")).toBeInTheDocument();
  });

  it("[RW-LST-6] long text is clamped to 4 lines with an expand/collapse toggle", async () => {
    const user = userEvent.setup();
    vi.spyOn(HTMLElement.prototype, "scrollHeight", "get").mockImplementation(function (this: HTMLElement) {
      return this.classList.contains("is-clamped") ? 200 : 0;
    });
    vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(96);
    renderCard({ content: "long ".repeat(200) });
    const text = document.querySelector(".sxz-card__text")!;
    expect(text).toHaveClass("is-clamped");
    const expand = screen.getByRole("button", { name: "Show more" });
    expect(expand).toHaveAttribute("aria-expanded", "false");
    await user.click(expand);
    expect(text).not.toHaveClass("is-clamped");
    await user.click(screen.getByRole("button", { name: "Show less" }));
    expect(text).toHaveClass("is-clamped");
  });

  it("[RW-LST-6] short text has no toggle", () => {
    renderCard();
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
  });

  it("renders user text as text, never as markup", () => {
    renderCard({ content: '<img src=x onerror="alert(1)">', from_user_name: "<b>bold</b>" });
    expect(screen.getByText('<img src=x onerror="alert(1)">')).toBeInTheDocument();
    expect(document.querySelector(".sxz-card__text img")).toBeNull();
    expect(document.querySelector(".sxz-card__name b")).toBeNull();
  });
});
