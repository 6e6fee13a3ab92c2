// Small statistics for the benchmark: every figure in bench/RESULTS.md is the median of repeats.

/** The median of `values` (the mean of the two middle ones for an even count); NaN when empty. */
export function median(values) {
  const numbers = values.filter((v) => typeof v === 'number' && Number.isFinite(v));
  if (numbers.length === 0) return Number.NaN;
  const sorted = [...numbers].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Median, min and max of one measure across runs, e.g. spread(runs, (r) => r.wireKb). */
export function spread(runs, pick) {
  const values = runs.map(pick).filter((v) => typeof v === 'number' && Number.isFinite(v));
  return { median: median(values), min: values.length ? Math.min(...values) : Number.NaN, max: values.length ? Math.max(...values) : Number.NaN, n: values.length };
}

/** The share of runs where `pick` is true, as "k/n". */
export function share(runs, pick) {
  return `${runs.filter(pick).length}/${runs.length}`;
}

export const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
