import { HttpError } from '../http/errors.ts';

/** Storage API errors carry the status as a string in the body, as hosted Storage sends them. */
export function storageError(status: number, error: string, message: string): HttpError {
  return new HttpError(status, { statusCode: String(status), error, message });
}
