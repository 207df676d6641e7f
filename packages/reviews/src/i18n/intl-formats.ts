/**
 * Intl formatters, one per locale and options, kept for the page's life. Building one loads its locale's data and
 * costs far more than formatting with it; the widget formats every figure, count and date of every card on each
 * render, so building them per call was a visible part of the first paint's main-thread time.
 */
const kept = new Map<string, Intl.NumberFormat | Intl.RelativeTimeFormat | Intl.DateTimeFormat>();

function keep<T extends Intl.NumberFormat | Intl.RelativeTimeFormat | Intl.DateTimeFormat>(
  kind: string,
  tag: string,
  options: object,
  build: () => T,
): T {
  const key = `${kind}\n${tag}\n${JSON.stringify(options)}`;
  let format = kept.get(key) as T | undefined;
  if (!format) {
    format = build();
    kept.set(key, format);
  }
  return format;
}

export const numberFormat = (tag: string, options: Intl.NumberFormatOptions): Intl.NumberFormat =>
  keep("number", tag, options, () => new Intl.NumberFormat(tag, options));

export const relativeTimeFormat = (
  RelativeTimeFormat: typeof Intl.RelativeTimeFormat,
  tag: string,
  options: Intl.RelativeTimeFormatOptions,
): Intl.RelativeTimeFormat => keep("relative", tag, options, () => new RelativeTimeFormat(tag, options));

export const dateTimeFormat = (tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  keep("date", tag, options, () => new Intl.DateTimeFormat(tag, options));
