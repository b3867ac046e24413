// The figures every benchmark prints: percentiles, and a ✔ or ✖ against a budget.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

export const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];
export const median = (values) => percentile(values, 50);

export const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** ✔ when a figure is within its budget, else ✖, which fails the benchmark (its exit code). */
export function mark(ok) {
  if (!ok) process.exitCode = 1;
  return ok ? '✔' : '✖';
}

/** The milliseconds each of `count` calls of `request` took, `concurrency` of them at a time. */
export async function timings(count, request, concurrency = 1) {
  const times = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const at = performance.now();
      await request(i);
      times.push(performance.now() - at);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return times;
}

/** A switch's cost: medians [on, off] of 3 alternating rounds, so neither gets the quieter moments. */
export async function alternating(measure, set) {
  await measure(true, 0);
  const on = [];
  const off = [];
  for (let round = 1; round <= 3; round += 1) {
    on.push(await measure(true, round));
    await set(false);
    off.push(await measure(false, round));
    await set(true);
  }
  return [median(on), median(off)];
}

/** The line of a ratio against its budget: `✔ ratio 1.05x (budget <= 1.2x)`. */
export const ratioLine = (ratio, budget, note = '') => `${mark(ratio <= budget)} ratio ${ratio.toFixed(2)}x (budget <= ${budget}x${note})`;

/** The line of a latency against its p95 budget: `✔ label  p50 … ms   p95 … ms (budget p95 ≤ … ms)`. */
export function p95Line(label, times, budget) {
  const p95 = percentile(times, 95);
  return `  ${mark(p95 <= budget)} ${label.padEnd(34)} p50 ${percentile(times, 50).toFixed(1)} ms   p95 ${p95.toFixed(1)} ms (budget p95 ≤ ${budget} ms)`;
}
