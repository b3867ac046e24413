// Renders run one at a time, each within its deadline; one abandoned does not hold the next, and a
// path asked for twice while it renders is rendered once.
import { describe, expect, it } from 'vitest';
import { createRenderQueue } from './render-queue.mjs';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('render queue', () => {
  it('runs one job at a time, in order', async () => {
    const queue = createRenderQueue();
    const log: string[] = [];
    const job = (name: string, ms: number) => async () => {
      log.push(`start ${name}`);
      await later(ms);
      log.push(`end ${name}`);
      return name;
    };
    expect(await Promise.all([queue.withDeadline(job('a', 30), 1000), queue.withDeadline(job('b', 1), 1000)])).toEqual(['a', 'b']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b']);
  });

  it('abandons a job past its deadline, and the next starts at once', async () => {
    const queue = createRenderQueue();
    const slow = queue.withDeadline(async () => {
      await later(500);
      return 'slow';
    }, 20);
    const next = queue.withDeadline(async () => 'next', 1000);
    await expect(slow).rejects.toThrow('render took over 20 ms');
    const started = Date.now();
    expect(await next).toBe('next');
    expect(Date.now() - started).toBeLessThan(300);
  });

  it('shares the job running for a key, and starts afresh once it is done or forgotten', async () => {
    const queue = createRenderQueue();
    let runs = 0;
    const start = async () => {
      runs += 1;
      await later(10);
      return runs;
    };
    expect(await Promise.all([queue.once('/', start), queue.once('/', start)])).toEqual([1, 1]);
    expect(await queue.once('/', start)).toBe(2);
    void queue.once('/', start);
    queue.forget();
    await queue.once('/', start);
    expect(runs).toBe(4);
  });
});
