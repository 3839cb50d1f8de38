/**
 * Largest-Triangle-Three-Buckets downsampling (Steinarsson 2013) that also keeps the series' extremes: the smallest and
 * the largest value always survive, so a spike never disappears from the chart. Points are [x, y] sorted by x.
 */
export type Point = [number, number];

export function downsample(points: readonly Point[], threshold: number): Point[] {
  const n = points.length;
  if (threshold < 3 || n <= threshold) return points.slice();
  const keep = new Set<number>([0, n - 1]);
  const bucketSize = (n - 2) / (threshold - 2);
  let a = 0;
  for (let i = 0; i < threshold - 2; i += 1) {
    const start = Math.floor(i * bucketSize) + 1;
    const end = Math.min(Math.floor((i + 1) * bucketSize) + 1, n - 1);
    // average of the next bucket (the last point for the final bucket)
    const nextStart = end;
    const nextEnd = Math.min(Math.floor((i + 2) * bucketSize) + 1, n);
    let avgX = 0;
    let avgY = 0;
    const span = Math.max(1, nextEnd - nextStart);
    for (let j = nextStart; j < nextStart + span && j < n; j += 1) {
      avgX += points[j]![0];
      avgY += points[j]![1];
    }
    avgX /= span;
    avgY /= span;
    const [ax, ay] = points[a]!;
    let best = start;
    let bestArea = -1;
    for (let j = start; j < end; j += 1) {
      const [x, y] = points[j]!;
      const area = Math.abs((ax - avgX) * (y - ay) - (ax - x) * (avgY - ay));
      if (area > bestArea) {
        bestArea = area;
        best = j;
      }
    }
    keep.add(best);
    a = best;
  }
  let min = 0;
  let max = 0;
  for (let i = 1; i < n; i += 1) {
    if (points[i]![1] < points[min]![1]) min = i;
    if (points[i]![1] > points[max]![1]) max = i;
  }
  keep.add(min);
  keep.add(max);
  return [...keep].sort((x, y) => x - y).map((i) => points[i]!);
}
