-- Hosted Supabase no longer grants new objects in `public` to the API roles (changelog 45329:
-- new projects since 2026-05-30, every project since 2026-10-30): a table or function is reachable
-- through the Data API only once a migration grants it. Each grant below is the least its
-- row-level security needs; the policies still decide which rows. A project created before the
-- change had everything granted by default, so the old grants are revoked first and every project
-- ends with the same set. supabase/tests/access-rules.ts declares the same table, and a test holds
-- the database to it.

revoke all on all tables in schema public from anon, authenticated, service_role;
revoke all on all sequences in schema public from anon, authenticated, service_role;
-- PostgreSQL lets everyone (PUBLIC) execute a new function; a migration that adds one revokes
-- that and grants the roles that call it (the access-rules test fails otherwise).
revoke execute on all functions in schema public from public, anon, authenticated, service_role;

-- The service role is the operator's own key (the edge functions, scripts, support work): it
-- bypasses row-level security and reads and writes every table.
grant select, insert, update, delete on all tables in schema public to service_role;

-- Public content: visitors read it; signed-in users may attempt writes, which the "Admins …"
-- policies allow for admins only.
grant select on table
  public.case_studies, public.key_features, public.key_features_section, public.testimonials,
  public.testimonials_section, public.site_pages, public.site_settings
  to anon;
grant select, insert, update, delete on table
  public.case_studies, public.media_files, public.key_features, public.key_features_section,
  public.testimonials, public.testimonials_section, public.site_pages, public.site_settings
  to authenticated;

-- A signed-in user reads their own roles (the admin guard); nobody grants roles through the API.
grant select on table public.user_roles to authenticated;
-- Admins read the stored leads; leads are written only by the edge functions.
grant select on table public.leads to authenticated;

-- has_role runs inside the policies every API role meets (anon included), and answers the guard.
grant execute on function public.has_role(uuid, public.app_role) to anon, authenticated, service_role;
grant execute on function public.get_public_case_studies() to anon, authenticated;
grant execute on function public.get_public_media(text, text) to anon, authenticated;
-- The lead pipeline and the rate limiter belong to the edge functions.
grant execute on function public.consume_rate_limit(text, integer, integer) to service_role;
grant execute on function public.store_lead(text, jsonb, uuid, integer) to service_role;
grant execute on function public.claim_due_leads(integer, integer) to service_role;
grant execute on function public.record_lead_forward(uuid, text, integer, integer) to service_role;
