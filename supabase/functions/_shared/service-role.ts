import { env } from './env.ts';
import { HttpError } from './http.ts';

/** Only the operator's key opens what a scheduler or `npm run doctor` calls, never a browser's. */
export function requireServiceRole(req: Request, what: string): void {
  const serviceKey = env('SUPABASE_SERVICE_ROLE_KEY');
  const bearer = req.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
  if (!serviceKey || bearer !== serviceKey) throw new HttpError(401, `${what} runs with the service role only.`);
}
