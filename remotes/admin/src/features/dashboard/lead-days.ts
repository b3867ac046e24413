// The dashboard names India's calendar days as the database counts them (YYYY-MM-DD). A calendar
// day is read and written at UTC midnight so no time zone moves it to its neighbour.
const SHORT = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const LONG = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

const dayOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** '26 Nov', for the chart's axis. */
export const shortDay = (day: string) => SHORT.format(dayOf(day));

/** 'Thu, 26 Nov', for the table and the tooltip. */
export const longDay = (day: string) => LONG.format(dayOf(day));
