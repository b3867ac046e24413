// What a page server keeps from the database, watched by each instance for itself (none needs to
// hear from the admin or the others): the content version, whose change drops the pages kept, and
// the published booking calendar's origin, which the Content-Security-Policy names.

/**
 * How often the database's content version is read: a publish reaches the next visitor within about
 * this plus one render (issue 29: within 5 s). One indexed row per instance per second costs nothing.
 */
const CONTENT_VERSION_CHECK_MS = 1000;
/** How often the published booking calendar is read again (a publish also reads it at once). */
const BOOKING_ORIGIN_REFRESH_MS = 60_000;
/** A read of the booking calendar slower than this is given up until the next. */
const BOOKING_ORIGIN_DEADLINE_MS = 5000;

/**
 * @param {{ loadContentVersion?: (deadlineMs: number) => Promise<unknown>, loadBookingOrigin?: (deadlineMs: number) => Promise<string | null> } | undefined} entry the host's server entry (its functions as ssr-renderer.mjs' hostEntry calls them)
 * @param {() => void} onPublish called when the content version moved
 */
export function watchContent(entry, onPublish) {
  let version;
  /** When this instance saw the version change (its first read counts), for /metrics. */
  let changedAt;
  /** Why the last read failed (the database is down), for /readyz; undefined once one succeeds. */
  let failure = entry?.loadContentVersion ? 'not read yet' : undefined;
  let bookingOrigin = null;
  let checking = false;
  const readBookingOrigin = () =>
    entry
      ?.loadBookingOrigin?.(BOOKING_ORIGIN_DEADLINE_MS)
      .then((origin) => (bookingOrigin = origin))
      .catch(() => undefined);
  const checkVersion = async () => {
    if (checking || !entry?.loadContentVersion) return;
    checking = true;
    try {
      const next = await entry.loadContentVersion(CONTENT_VERSION_CHECK_MS);
      if (version !== undefined && next !== version) {
        onPublish();
        void readBookingOrigin();
      }
      if (next !== version) changedAt = Date.now();
      version = next;
      failure = undefined;
    } catch (error) {
      // The database is down: the pages kept are the best there is.
      failure = error instanceof Error ? error.message : String(error);
    } finally {
      checking = false;
    }
  };
  void readBookingOrigin();
  void checkVersion();
  const timers = [setInterval(() => void readBookingOrigin(), BOOKING_ORIGIN_REFRESH_MS), setInterval(() => void checkVersion(), CONTENT_VERSION_CHECK_MS)];
  for (const timer of timers) timer.unref();
  return {
    /** The content version last seen (all kept is at least this new), undefined before the first read. */
    version: () => version,
    changedAt: () => changedAt,
    databaseFailure: () => failure,
    bookingOrigin: () => bookingOrigin,
    stop: () => timers.forEach(clearInterval),
  };
}
