// Entry point for Supabase's edge runtime (config.toml points the function here).
import { serve } from '../_shared/serve.ts';
import handler from './index.ts';

serve(handler);
