import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import { ReviewList, createListApi, createRequester, loadMessages } from "@sxz/reviews";
import type { ListMessages, ReviewListProps } from "@sxz/reviews";
import { axiosRequest, login, seedReviews, startListServer } from "./real-server";
import type { TestServer } from "./real-server";

let server: TestServer;
beforeAll(async () => {
  server = await startListServer();
  await seedReviews(server, "public-api", 4);
}, 60_000);
afterAll(() => server?.close());

describe("the package entry for React hosts", () => {
  it("exports ReviewList, createListApi and the list texts, enough to render the list alone", async () => {
    const request = axiosRequest(server, await login(server, "learner"));
    const messages: ListMessages = (await loadMessages("en_US")).list;
    const props: ReviewListProps = {
      api: createListApi(createRequester(request)),
      messages,
      language: "en_US",
      variant: "external",
      layout: "desktop",
      resourceId: "public-api",
      moduleId: "course",
      toast: () => {},
    };
    render(<ReviewList {...props} />);
    expect(await screen.findByRole("heading", { name: /4 reviews/ }, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelectorAll("[id^=sxz-review-]")).toHaveLength(4));
  });
});
