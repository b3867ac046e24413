-- Hardening found by an attack run against the API: callable trigger functions, a role check
-- that told anyone who the admins are, and a rate-limit table that only ever grew.

-- Functions are executable by PUBLIC by default; trigger functions and the platform's internals
-- are no business of API callers (calling one answered 500). Triggers fire without EXECUTE.
do $$
declare
  fn regprocedure;
begin
  for fn in
    select p.oid::regprocedure from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and p.prorettype = 'trigger'::regtype
  loop
    execute format('revoke execute on function %s from public, anon, authenticated', fn);
  end loop;
end
$$;

-- Answers for the caller's own id only, unless the caller is an admin or the platform itself
-- (service role, or SQL without API claims): before, anon could list who holds admin.
create or replace function public.has_role(_user_id uuid, _role public.app_role)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles r
    where r.user_id = _user_id
      and r.role = _role
      and (
        _user_id = auth.uid()
        or coalesce(auth.role(), 'service_role') = 'service_role'
        or exists (select 1 from public.user_roles a where a.user_id = auth.uid() and a.role = 'admin')
      )
  )
$$;
comment on function public.has_role(uuid, public.app_role) is 'True when the user holds the role; answers only about the caller, unless the caller is an admin. Used by the admin guard and by every admin policy.';

-- Each counter knows when its window ends, so finished windows can be removed.
-- A row written without it (by hand, or by an older function) counts as over after a day.
alter table public.rate_limits add column expires_at timestamptz;
create index rate_limits_expires_at_idx on public.rate_limits (expires_at);

-- As before, plus: every call removes a small batch of counters whose window is over, so the
-- table stays as small as the set of callers of the last window.
create or replace function public.consume_rate_limit(p_key text, p_limit integer, p_window_seconds integer)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_hits integer;
  v_window interval := make_interval(secs => p_window_seconds);
begin
  delete from public.rate_limits
  where key in (
    select key from public.rate_limits
    where (expires_at < now() or (expires_at is null and window_started_at < now() - interval '1 day')) and key <> p_key
    limit 100
  );

  insert into public.rate_limits as r (key, window_started_at, hits, expires_at)
  values (p_key, now(), 1, now() + v_window)
  on conflict (key) do update set
    window_started_at = case when r.window_started_at <= now() - v_window then now() else r.window_started_at end,
    hits = case when r.window_started_at <= now() - v_window then 1 else r.hits + 1 end,
    expires_at = case when r.window_started_at <= now() - v_window then now() else r.window_started_at end + v_window
  returning hits into v_hits;
  return v_hits <= p_limit;
end
$$;
comment on function public.consume_rate_limit(text, integer, integer) is 'Rate limiter for edge functions; true means the request is allowed. Removes finished windows as it goes.';
revoke execute on function public.consume_rate_limit(text, integer, integer) from public, anon, authenticated;
grant execute on function public.consume_rate_limit(text, integer, integer) to service_role;
