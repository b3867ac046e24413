import { describe, expect, it } from 'vitest';
import { bookingProviderOf, calendarFrameUrl, isBookableUrl, readBookingMessage } from './booking-provider.ts';

describe('bookingProviderOf', () => {
  it('knows Cal.com and Calendly, and nothing else', () => {
    expect(bookingProviderOf('https://cal.com/vaani-ai/demo')).toBe('cal.com');
    expect(bookingProviderOf('https://app.cal.com/vaani-ai/demo')).toBe('cal.com');
    expect(bookingProviderOf('https://calendly.com/vaani/demo')).toBe('calendly');
    expect(bookingProviderOf('https://notcal.com/x')).toBeNull();
    expect(bookingProviderOf('not a url')).toBeNull();
  });
});

describe('calendarFrameUrl', () => {
  it("prefills the visitor's name and email, keeping what the page already set", () => {
    const url = new URL(calendarFrameUrl('https://cal.com/vaani/demo?email=set@x.in', { name: 'Priya K', email: 'p@x.in' }, 'partner.in'));
    expect(url.searchParams.get('name')).toBe('Priya K');
    expect(url.searchParams.get('email')).toBe('set@x.in');
    expect(url.searchParams.has('embed_domain')).toBe(false);
  });

  it('asks Calendly to announce bookings to this page', () => {
    const url = new URL(calendarFrameUrl('https://calendly.com/vaani/demo', {}, 'partner.in'));
    expect(url.searchParams.get('embed_domain')).toBe('partner.in');
    expect(url.searchParams.get('embed_type')).toBe('Inline');
  });
});

describe('readBookingMessage', () => {
  it("bridges Cal.com's bookingSuccessfulV2 with the start time", () => {
    const message = { originator: 'CAL', type: 'bookingSuccessfulV2', data: { startTime: '2026-12-01T10:30:00.000Z' } };
    expect(readBookingMessage('cal.com', message)).toEqual({ provider: 'cal.com', startTime: '2026-12-01T10:30:00.000Z' });
  });

  it("bridges Calendly's event_scheduled, which has no time", () => {
    expect(readBookingMessage('calendly', { event: 'calendly.event_scheduled', payload: {} })).toEqual({ provider: 'calendly' });
  });

  it('ignores other messages and the other provider', () => {
    expect(readBookingMessage('cal.com', { originator: 'CAL', type: '__iframeReady' })).toBeNull();
    expect(readBookingMessage('cal.com', { event: 'calendly.event_scheduled' })).toBeNull();
    expect(readBookingMessage('calendly', 'calendly.event_scheduled')).toBeNull();
  });
});

describe('isBookableUrl', () => {
  it('frames https pages, and http only on this machine', () => {
    expect(['https://cal.com/vaani-ai/demo', 'http://localhost:5173/book', 'http://127.0.0.1:9/x'].every(isBookableUrl)).toBe(true);
    expect(['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<b>x</b>', 'http://cal.com/x', '/book', ''].some(isBookableUrl)).toBe(false);
  });
});
