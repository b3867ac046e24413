import { afterEach, describe, expect, it, vi } from 'vitest';
import { readVisitorDetails, rememberVisitorDetails, startingVisitorDetails } from './visitor-details.ts';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('visitor details', () => {
  it('keeps what the visitor typed for the session, never overwriting a field with a blank', () => {
    rememberVisitorDetails({ name: 'Priya', email: 'priya@skylinerealty.in' });
    rememberVisitorDetails({ name: '', number: '9876543210', countryId: 'IN' });
    expect(readVisitorDetails()).toEqual({
      name: 'Priya',
      email: 'priya@skylinerealty.in',
      countryId: 'IN',
      number: '9876543210',
    });
  });

  it('ignores stored junk and unknown fields', () => {
    sessionStorage.setItem('vaani:visitor', JSON.stringify({ name: 42, email: 'a@b.in', password: 'x' }));
    expect(readVisitorDetails()).toEqual({ email: 'a@b.in' });
    sessionStorage.setItem('vaani:visitor', '{not json');
    expect(readVisitorDetails()).toEqual({});
  });

  it('starts empty, without failing, when the browser blocks storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => rememberVisitorDetails({ name: 'Priya' })).not.toThrow();
    expect(readVisitorDetails()).toEqual({});
  });

  it("starts from the page's visitor-* details, its phone split into country and number", () => {
    expect(startingVisitorDetails({ visitorName: ' Aarav Shah ', visitorEmail: 'aarav@example.in', visitorPhone: '+447911123456' })).toEqual({
      name: 'Aarav Shah',
      email: 'aarav@example.in',
      countryId: 'GB',
      number: '7911123456',
    });
    expect(startingVisitorDetails({ visitorPhone: '+971501234567' })).toMatchObject({ countryId: 'AE', number: '501234567' });
    expect(startingVisitorDetails({ visitorPhone: '  ' })).toEqual({});
  });

  it('lets what the visitor typed in this session win over what the page gave', () => {
    rememberVisitorDetails({ countryId: 'IN', number: '9876543210' });
    expect(startingVisitorDetails({ visitorName: 'Aarav', visitorPhone: '+447911123456' })).toEqual({
      name: 'Aarav',
      countryId: 'IN',
      number: '9876543210',
    });
  });
});
