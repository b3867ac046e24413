/** A refusal that is the caller's to fix (or to wait out); its message is safe to show. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
