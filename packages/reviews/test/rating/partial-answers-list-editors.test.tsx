import { describeListCases } from "./list-malformed-cases";

// The review list's editors (reply, edit a reply, delete a reply, edit one's review), each call answered by the
// real server and then malformed in each way a backend can: see list-malformed-cases.tsx. The reads and the
// moderation calls run from partial-answers-list.test.tsx.
describeListCases("editors");
