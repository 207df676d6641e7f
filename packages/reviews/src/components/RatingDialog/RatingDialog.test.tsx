import { describe, expect, it, vi } from "vitest";
import { useState } from "react";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import en from "../../i18n/locales/en_US/index";
import enDialog from "../../i18n/locales/en_US/rating-dialog";
import ar from "../../i18n/locales/ar_SA/index";
import arDialog from "../../i18n/locales/ar_SA/rating-dialog";
import { WidgetViewContext } from "../WidgetView/WidgetView";
import type { WidgetView } from "../WidgetView/WidgetView";
import { EMPTY_DRAFT, chooseStar, toggleTag } from "../../model/rating-state";
import type { RatingDraft } from "../../model/rating-state";
import type { ScoreTexts } from "../../model/config-items";
import { RatingDialog } from "./RatingDialog";
import type { RatingDialogProps } from "./RatingDialog";

const texts: ScoreTexts = {
  tags: [
    { code: "a", message: "Clear" },
    { code: "b", message: "Useful" },
  ],
  guide: null,
  caption: null,
  successMessage: null,
};

// The widget's start texts in its view; the dialog's own come with its chunk, as a prop.
const dialogTexts = { en_US: enDialog, ar_SA: arDialog };
const desktop: WidgetView = { messages: en, language: "en_US", dir: "ltr", layout: "desktop", variant: "external" };

/** The dialog with its draft held in state, opened from a button so focus return can be seen. */
function Harness({
  view,
  ...props
}: Partial<RatingDialogProps> & {
  initial?: RatingDraft;
  view?: Partial<WidgetView> & { language?: keyof typeof dialogTexts };
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<RatingDraft>(props.initial ?? EMPTY_DRAFT);
  // The attached picture is held by the owner of the dialog, as the widget shell does.
  const [image, setImage] = useState<File | null>(null);
  return (
    <WidgetViewContext.Provider value={{ ...desktop, ...view }}>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <RatingDialog
          mode="edit"
          messages={dialogTexts[view?.language ?? "en_US"]}
          draft={draft}
          texts={texts}
          submitting={false}
          onStar={(star) => setDraft((d) => chooseStar(d, star))}
          onToggleTag={(code) => setDraft((d) => toggleTag(d, code))}
          onText={(text) => setDraft((d) => ({ ...d, text }))}
          onSubmit={() => {}}
          onClose={() => setOpen(false)}
          image={image}
          onImage={setImage}
          {...props}
        />
      ) : null}
    </WidgetViewContext.Provider>
  );
}

async function openHarness(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  await user.click(screen.getByRole("button", { name: "Open" }));
  return { user, dialog: screen.getByRole("dialog") };
}

describe("rating dialog", () => {
  it("[RW-DLG-1] a named modal dialog: centred 520 px box on desktop, bottom sheet on mobile", async () => {
    const { dialog } = await openHarness();
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toHaveAccessibleName("Rate this course");
    expect(dialog).toHaveClass("sxz-dialog--desktop");
    render(
      <WidgetViewContext.Provider value={{ ...desktop, layout: "mobile" }}>
        <RatingDialog
          mode="edit"
          messages={enDialog}
          draft={EMPTY_DRAFT}
          texts={texts}
          submitting={false}
          onStar={() => {}}
          onToggleTag={() => {}}
          onText={() => {}}
          onSubmit={() => {}}
          onClose={() => {}}
        />
      </WidgetViewContext.Provider>,
    );
    expect(screen.getAllByRole("dialog")[1]).toHaveClass("sxz-dialog--mobile");
  });

  it("[RW-DLG-2] holds the picture, the guide, five stars, the tags, a labelled text area with counter and the submit button", async () => {
    const { dialog, user } = await openHarness();
    await waitFor(() => expect(dialog.querySelector("svg.sxz-face")).not.toBeNull());
    expect(within(dialog).getByText(enDialog.guideDefault)).toBeInTheDocument();
    const group = within(dialog).getByRole("radiogroup", { name: "Rating" });
    expect(
      within(group)
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("aria-label")),
    ).toEqual(["1 star", "2 stars", "3 stars", "4 stars", "5 stars"]);
    await user.click(within(group).getByRole("radio", { name: "4 stars" }));
    expect(within(dialog).getByRole("button", { name: "Clear" })).toHaveAttribute("aria-pressed", "false");
    await user.click(within(dialog).getByRole("button", { name: "Clear" }));
    expect(within(dialog).getByRole("button", { name: "Clear" })).toHaveAttribute("aria-pressed", "true");
    const area = within(dialog).getByRole("textbox", { name: "Your review" });
    await user.type(area, "Nice");
    expect(area).toHaveAccessibleDescription("4 of 200 characters used");
    expect(within(dialog).getByTestId("counter-announcement")).toHaveAttribute("aria-live", "polite");
    expect(within(dialog).getByText("4/200")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Submit" })).toBeInTheDocument();
  });

  it("traps focus, closes on Escape and returns focus to the opener", async () => {
    const { dialog, user } = await openHarness();
    expect(dialog.contains(document.activeElement)).toBe(true);
    const opener = screen.getByRole("button", { name: "Open" });
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("[RW-ST-1] stars work with arrow keys (one tab stop), and Space on the chosen star resets to 0", async () => {
    const { dialog, user } = await openHarness();
    const radio = (n: number) => within(dialog).getByRole("radio", { name: n === 1 ? "1 star" : `${n} stars` });
    expect(radio(1)).toHaveAttribute("tabindex", "0");
    radio(1).focus();
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(radio(3)).toHaveAttribute("aria-checked", "true");
    expect(radio(3)).toHaveFocus();
    expect(radio(3)).toHaveAttribute("tabindex", "0");
    await user.keyboard("{ArrowLeft}");
    expect(radio(2)).toHaveAttribute("aria-checked", "true");
    await user.keyboard("{End}");
    expect(radio(5)).toHaveAttribute("aria-checked", "true");
    await user.keyboard("{ArrowRight}");
    expect(radio(5)).toHaveAttribute("aria-checked", "true");
    await user.keyboard(" ");
    expect(
      within(dialog)
        .getAllByRole("radio")
        .every((r) => r.getAttribute("aria-checked") === "false"),
    ).toBe(true);
  });

  it("[RW-3] in right-to-left the arrow keys are mirrored", async () => {
    const { dialog, user } = await openHarness({ view: { dir: "rtl", language: "ar_SA", messages: ar } });
    const radios = within(dialog).getAllByRole("radio");
    radios[0]!.focus();
    await user.keyboard("{ArrowLeft}");
    expect(radios[1]).toHaveAttribute("aria-checked", "true");
    await user.keyboard("{ArrowLeft}{ArrowRight}{ArrowRight}");
    expect(radios[0]).toHaveAttribute("aria-checked", "true");
  });

  it("[RW-DLG-5] on mobile the editor has an emoji picker and an image attachment; not on desktop", async () => {
    const created = vi.fn(() => "blob:preview");
    URL.createObjectURL = created;
    URL.revokeObjectURL = () => {};
    const { dialog, user } = await openHarness({
      view: { layout: "mobile" },
      initial: { score: 4, tags: [], text: "Great" },
    });
    await user.click(within(dialog).getByRole("button", { name: "Insert emoji" }));
    await user.click(within(dialog).getByRole("button", { name: "👍" }));
    expect(within(dialog).getByRole("textbox", { name: "Your review" })).toHaveValue("Great👍");
    const file = new File(["png"], "shot.png", { type: "image/png" });
    await user.upload(within(dialog).getByLabelText(/Attach an image/), file);
    expect(within(dialog).getByRole("img", { name: "Attached image" })).toHaveAttribute("src", "blob:preview");
    await user.click(within(dialog).getByRole("button", { name: "Remove the image" }));
    expect(within(dialog).queryByRole("img", { name: "Attached image" })).not.toBeInTheDocument();
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("[RW-DLG-5] the desktop editor has neither emoji picker nor image attachment", async () => {
    const { dialog } = await openHarness();
    expect(within(dialog).queryByRole("button", { name: "Insert emoji" })).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Attach an image/)).not.toBeInTheDocument();
  });
});
