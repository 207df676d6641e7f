/** Sizes, speeds and durations in the page's language, through Intl's units. */
const UNITS = ["byte", "kilobyte", "megabyte", "gigabyte", "terabyte"] as const;

function scaled(bytes: number): { value: number; unit: (typeof UNITS)[number] } {
  let value = bytes;
  let index = 0;
  while (value >= 1000 && index < UNITS.length - 1) {
    value /= 1000;
    index += 1;
  }
  return { value, unit: UNITS[index]! };
}

export function formatBytes(bytes: number, locale: string): string {
  const { value, unit } = scaled(bytes);
  return new Intl.NumberFormat(locale, { style: "unit", unit, maximumFractionDigits: unit === "byte" ? 0 : 1 }).format(
    value,
  );
}

export function formatSpeed(bytesPerSecond: number, locale: string): string {
  const { value, unit } = scaled(bytesPerSecond);
  return new Intl.NumberFormat(locale, { style: "unit", unit: `${unit}-per-second`, maximumFractionDigits: 1 }).format(
    value,
  );
}

export function formatDuration(seconds: number, locale: string): string {
  if (seconds < 60)
    return new Intl.NumberFormat(locale, { style: "unit", unit: "second", maximumFractionDigits: 0 }).format(seconds);
  if (seconds < 3600)
    return new Intl.NumberFormat(locale, { style: "unit", unit: "minute", maximumFractionDigits: 1 }).format(
      seconds / 60,
    );
  return new Intl.NumberFormat(locale, { style: "unit", unit: "hour", maximumFractionDigits: 1 }).format(
    seconds / 3600,
  );
}
