import { describeListCases } from "./list-malformed-cases";

// The review list's reads (its pages, one's own reviews) and the moderation calls (like, pin, hide, delete), each
// answered by the real server and then malformed in each way a backend can: see list-malformed-cases.tsx. The
// editors' calls run from partial-answers-list-editors.test.tsx, beside this file on the other worker.
describeListCases("reads and moderation");
