import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import { MAX_UPLOAD_BYTES, fileTooLargeMessage } from './upload.ts';

describe('upload limit', () => {
  it('is 50 MB', () => {
    expect(MAX_UPLOAD_BYTES).toBe(52428800);
  });

  it('explains the rejection with the size in MB', () => {
    expect(MESSAGES.fileTooLargeTitle).toBe('File too large');
    expect(fileTooLargeMessage(62914560)).toBe('File size is 60.00 MB. Please select a file smaller than 50MB.');
  });
});
