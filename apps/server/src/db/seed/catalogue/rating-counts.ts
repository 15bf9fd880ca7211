/**
 * Per-star rating counts for a seeded product: rating_count ratings whose mean is the product's
 * rating, so the product page's bars count the same ratings as its average. Drawn without the
 * catalogue's PRNG, so adding them moved no other draw (and no product name or slug).
 */

/** Ratings with 1, 2, 3, 4 and 5 stars. */
export type StarCounts = [number, number, number, number, number];

const STARS = [1, 2, 3, 4, 5] as const;

/** The mean of a bell of ratings centred on `centre`, cut to 1..5 stars. */
function bell(centre: number): number[] {
  return STARS.map((k) => Math.exp(-((k - centre) ** 2) / 1.6));
}

const meanOf = (weights: number[]) => weights.reduce((s, w, i) => s + w * (i + 1), 0) / weights.reduce((s, w) => s + w, 0);

/** Whole counts in proportion to `weights`, summing to `total` (largest remainders get the rest). */
function apportion(weights: number[], total: number): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  const exact = weights.map((w) => (w / sum) * total);
  const counts = exact.map(Math.floor);
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (let left = total - counts.reduce((s, c) => s + c, 0), j = 0; left > 0; left--, j++) counts[order[j % 5]![1]]! += 1;
  return counts;
}

/**
 * `count` ratings averaging `rating` as closely as whole stars allow, holding at least `written[k]`
 * ratings of k + 1 stars (the written reviews are some of the ratings). Returns the counts and the
 * rating they really average, to 2 decimals: 3 ratings cannot average 4.1, so such a product says 4.
 */
export function drawRatingCounts(rating: number, count: number, written: StarCounts = [0, 0, 0, 0, 0]): { counts: StarCounts; rating: number } {
  const floor = written.reduce((s, n) => s + n, 0);
  const total = Math.max(count, floor);
  if (total === 0) return { counts: [0, 0, 0, 0, 0], rating: 0 };
  const writtenSum = written.reduce((s, n, i) => s + n * (i + 1), 0);
  const free = total - floor;
  // The star total the counts must reach, within what the written reviews leave possible.
  const target = Math.min(Math.max(Math.round(rating * total), writtenSum + free), writtenSum + free * 5);
  let counts = [...written];
  if (free > 0) {
    const mean = (target - writtenSum) / free;
    // The bell's centre whose cut mean is `mean` (the cut mean grows with the centre).
    let lo = -6;
    let hi = 12;
    for (let i = 0; i < 60; i++) {
      const mid = (lo + hi) / 2;
      if (meanOf(bell(mid)) < mean) lo = mid;
      else hi = mid;
    }
    counts = apportion(bell((lo + hi) / 2), free).map((n, i) => n + written[i]!);
  }
  // Rounding leaves the star total a little off: move single ratings one star, from the fullest star.
  let sum = counts.reduce((s, n, i) => s + n * (i + 1), 0);
  while (sum !== target) {
    const up = sum < target;
    let from = -1;
    for (let i = up ? 0 : 1; i < (up ? 4 : 5); i++) if (counts[i]! > written[i]! && (from < 0 || counts[i]! > counts[from]!)) from = i;
    counts[from]! -= 1;
    counts[up ? from + 1 : from - 1]! += 1;
    sum += up ? 1 : -1;
  }
  return { counts: counts as StarCounts, rating: Math.round((target / total) * 100) / 100 };
}
