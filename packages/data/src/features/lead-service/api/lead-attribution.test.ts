// @vitest-environment jsdom
import { noteOpener } from '@vaani/stores';
import { FIRST_LANDING_SCRIPT } from '@vaani/stores/first-landing-script';
import { recordVisit } from '@vaani/stores/visit-record';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { attributionFor } from './lead-attribution.ts';

function land(path: string, referrer = '') {
  window.history.replaceState(null, '', path);
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
}

beforeEach(() => sessionStorage.clear());
afterEach(() => land('/'));

describe('visit attribution', () => {
  it('keeps the first landing page, its campaign parameters and the referring origin for the whole visit', () => {
    land('/solutions/real-estate?utm_source=google&utm_medium=cpc&gclid=Cj0&email=priya@mail.com&utm_id=9', 'https://www.google.com/search?q=vaani');
    recordVisit();
    land('/pricing?utm_source=facebook', 'http://localhost:3000/solutions/real-estate');
    recordVisit();
    expect(attributionFor('callback')).toEqual({
      landing_page: 'http://localhost:3000/solutions/real-estate',
      utm_source: 'google',
      utm_medium: 'cpc',
      gclid: 'Cj0',
      referrer: 'https://www.google.com',
      page: 'http://localhost:3000/pricing',
    });
  });

  it('is recorded the same by the served page’s inline script, before the app loads, and the app then keeps it', () => {
    land('/?utm_source=newsletter&utm_campaign=diwali&fbclid=F1', 'https://mail.example.com/inbox');
    // The served page's head runs it as a classic script, in the page's global scope.
    new Function(FIRST_LANDING_SCRIPT)();
    const inline = sessionStorage.getItem('vaani:visit');
    sessionStorage.clear();
    recordVisit();
    expect(inline).toBe(sessionStorage.getItem('vaani:visit'));
    land('/pricing');
    new Function(FIRST_LANDING_SCRIPT)();
    recordVisit();
    expect(attributionFor('callback')).toEqual({
      landing_page: 'http://localhost:3000/',
      utm_source: 'newsletter',
      utm_campaign: 'diwali',
      fbclid: 'F1',
      referrer: 'https://mail.example.com',
      page: 'http://localhost:3000/pricing',
    });
  });

  it('records no referrer for a visit that came from the same site or from nowhere', () => {
    land('/', 'http://localhost:3000/faq');
    recordVisit();
    expect(attributionFor('newsletter')).toEqual({ landing_page: 'http://localhost:3000/', page: 'http://localhost:3000/' });
  });

  it('tells the control that opened a form to that form only, the last opener winning', () => {
    land('/');
    noteOpener('demo-call', 'header');
    noteOpener('demo-call', 'hero');
    noteOpener('get-started', 'call-to-action');
    expect(attributionFor('demo-call').opener).toBe('hero');
    expect(attributionFor('get-started').opener).toBe('call-to-action');
    expect(attributionFor('callback').opener).toBeUndefined();
  });

  it('keeps nothing in a cookie', () => {
    land('/?utm_source=google');
    recordVisit();
    noteOpener('demo-call', 'hero');
    expect(document.cookie).toBe('');
    expect(Object.keys(sessionStorage)).toEqual(expect.arrayContaining(['vaani:visit', 'vaani:lead-openers']));
  });

  it('survives a session storage holding something that is not JSON', () => {
    land('/');
    sessionStorage.setItem('vaani:visit', '{oops');
    sessionStorage.setItem('vaani:lead-openers', '"hero"');
    expect(attributionFor('demo-call')).toEqual({ landing_page: 'http://localhost:3000/', page: 'http://localhost:3000/' });
  });

  it('takes the page a lead is sent from as the landing page of a visit nothing could record', () => {
    land('/pricing?utm_source=google');
    expect(attributionFor('callback')).toEqual({ landing_page: 'http://localhost:3000/pricing', page: 'http://localhost:3000/pricing' });
    expect(sessionStorage.getItem('vaani:visit')).toBeNull();
  });
});
