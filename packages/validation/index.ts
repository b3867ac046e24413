// The form rules live where Supabase's deploy can bundle them with the edge functions (it bundles
// supabase/functions alone); the browser, the page server and the scripts take them from here.
export * from '../../supabase/functions/_shared/validation/index.ts';
