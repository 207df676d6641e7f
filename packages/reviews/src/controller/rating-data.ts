import { MalformedAnswerError } from "@sxz/contract";
import type {
  ConfigItemAnswer,
  MyScoreAnswer,
  ScoreDistributionAnswer,
  ScoreGeneralAnswer,
  TagStatisticAnswer,
} from "@sxz/contract";
import type { RatingApi } from "../api/rating";
import { showsRecommendedValue, summarise } from "../model/badge";
import type { SummaryFigures } from "../model/badge";
import type { WidgetEventMap } from "../events";

/**
 * What the summary shows: skeleton while the figures load; an error with Try again and no figures when a call for
 * them failed; the invitation to rate first when there are no ratings; else the figures (unknown ones as such).
 */
export type SummaryState = "loading" | "failed" | "empty" | "ready";

/** What the summary and the dialog show: the figures, the user's own rating and the config list. */
export interface RatingData {
  distribution: ScoreDistributionAnswer | null;
  general: ScoreGeneralAnswer | null;
  mine: MyScoreAnswer | null;
  config: ConfigItemAnswer[];
  /** The figures could not be loaded or read, or the own rating or the config list could not be read. */
  failed: boolean;
  loaded: boolean;
  /** The summary's state, decided with the figures (never by the view). */
  summary: SummaryState;
  /** The summary's figures from the distribution (the general total standing in for a missing one). */
  figures: SummaryFigures;
}

export const NO_RATING_DATA: RatingData = {
  distribution: null,
  general: null,
  mine: null,
  config: [],
  failed: false,
  loaded: false,
  summary: "loading",
  figures: summarise([], null),
};

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

const settle = <T>(promise: Promise<T>): Promise<Settled<T>> =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

const unreadable = (outcome: Settled<unknown>) => !outcome.ok && outcome.error instanceof MalformedAnswerError;

/**
 * The four reads together. An anonymous visitor's refused myScore leaves them unrated, and a refused config list
 * leaves the dialog its own texts, rather than failing the widget; an answer of the wrong shape is an error the
 * summary shows (with Try again).
 */
export async function loadRatingData(api: RatingApi, resourceId: string, moduleId: string): Promise<RatingData> {
  const [distribution, general, mine, config] = await Promise.all([
    settle(api.distribution(resourceId)),
    settle(api.general(resourceId)),
    settle(api.myScore(moduleId, resourceId)),
    settle(api.configList(moduleId)),
  ]);
  const data = {
    distribution: distribution.ok ? distribution.value : null,
    general: general.ok ? general.value : null,
    mine: mine.ok ? mine.value : null,
    config: config.ok ? config.value : [],
    failed: !distribution.ok || !general.ok || unreadable(mine) || unreadable(config),
    loaded: true,
  };
  const figures = summarise(
    data.distribution?.result ?? [],
    data.distribution?.total ?? data.general?.totalCount ?? null,
  );
  return { ...data, figures, summary: summaryStateOf(!distribution.ok || !general.ok, figures) };
}

/** A failed call for the figures shows no figures at all (not a made-up 0 or 100 %); no ratings is its own state. */
function summaryStateOf(figuresFailed: boolean, figures: SummaryFigures): SummaryState {
  if (figuresFailed) return "failed";
  return figures.total === 0 ? "empty" : "ready";
}

/** The getScoreInfo detail (null until the distribution is known): unknown figures reach the host as null, never as 0. */
export function scoreInfo(data: RatingData): WidgetEventMap["getScoreInfo"] | null {
  if (!data.distribution) return null;
  return {
    totalCount: data.general?.totalCount ?? data.figures.total,
    avgScore: data.general?.avgScore ?? null,
    progressList: data.distribution.result.map((row) => ({ score: row.score, count: row.count })),
  };
}

/**
 * Tag counts for the list come from the summary's score/general call: none while it loads (so the list does
 * not make the same call), its list once loaded; only when it failed does the list load them itself.
 */
export function listTagStatistics(data: RatingData): readonly TagStatisticAnswer[] | undefined {
  if (data.general) return data.general.shortCommentStatisticList;
  return data.loaded ? undefined : NO_TAGS;
}

const NO_TAGS: readonly TagStatisticAnswer[] = [];

/**
 * The recommended value, when RW-VAL-11 allows it: the server's, else (4★ + 5★) / total from the figures
 * (§9 defines it so). Reviewers are the commenters; one rating per person, so the review count stands in
 * when the commenters were not given.
 */
export function recommendedValue(data: RatingData): number | null {
  const { figures } = data;
  const reviewers = data.general?.commenterCount ?? data.general?.totalCount ?? figures.total;
  if (!showsRecommendedValue(reviewers)) return null;
  if (data.general?.recommendedValue != null) return data.general.recommendedValue;
  if (figures.perStar === null || !figures.total) return null;
  return (figures.perStar[3] + figures.perStar[4]) / figures.total;
}
