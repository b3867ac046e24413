// Each page server watches the database for itself: a moved content version drops what it keeps
// and reads the booking calendar again; a database that cannot answer changes nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchContent } from './content-watch.mjs';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('content watch', () => {
  it('tells of a publish once the version moves, not at the first read nor while the database is down', async () => {
    let version: number | Error = 1;
    let origin = 'https://a.example';
    const published = vi.fn();
    const watch = watchContent(
      {
        loadContentVersion: async () => {
          if (version instanceof Error) throw version;
          return version;
        },
        loadBookingOrigin: async () => origin,
      },
      published,
    );
    await vi.advanceTimersByTimeAsync(0);
    expect([watch.version(), watch.bookingOrigin(), published.mock.calls.length]).toEqual([1, 'https://a.example', 0]);
    version = new Error('down');
    await vi.advanceTimersByTimeAsync(3000);
    expect([watch.version(), published.mock.calls.length]).toEqual([1, 0]);
    version = 2;
    origin = 'https://b.example';
    await vi.advanceTimersByTimeAsync(1000);
    expect([watch.version(), watch.bookingOrigin(), published.mock.calls.length]).toEqual([2, 'https://b.example', 1]);
    watch.stop();
    version = 3;
    await vi.advanceTimersByTimeAsync(5000);
    expect(watch.version()).toBe(2);
  });

  it('watches nothing without a server entry', () => {
    const watch = watchContent(undefined, () => undefined);
    expect([watch.version(), watch.bookingOrigin()]).toEqual([undefined, null]);
    watch.stop();
  });
});
