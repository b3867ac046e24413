-- Leads arrive only through the save_lead and demo-call edge functions (service role), so the
-- table has RLS and no policy at all: browsers can neither read nor write it.
create table public.leads (
  id uuid primary key default gen_random_uuid(),
  sheet_name text not null check (sheet_name in ('calling_leads', 'email_subscription', 'confirmed_lead')),
  data jsonb not null check (jsonb_typeof(data) = 'object'),
  created_at timestamptz not null default now(),
  forwarded_at timestamptz,
  forward_attempts integer not null default 0 check (forward_attempts >= 0),
  last_error text
);
comment on table public.leads is 'Every lead received (demo calls, callbacks, newsletter, Get Started) with its forwarding status.';
alter table public.leads enable row level security;
revoke all on table public.leads from anon, authenticated;
create index leads_unforwarded_idx on public.leads (created_at) where forwarded_at is null;

create table public.rate_limits (
  key text primary key,
  window_started_at timestamptz not null default now(),
  hits integer not null default 0
);
comment on table public.rate_limits is 'Fixed-window request counters that keep the public lead and call functions from being abused.';
alter table public.rate_limits enable row level security;
revoke all on table public.rate_limits from anon, authenticated;

-- Counts one hit for the key and answers whether it is still within the limit of its window.
create function public.consume_rate_limit(p_key text, p_limit integer, p_window_seconds integer)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_hits integer;
begin
  insert into public.rate_limits as r (key, window_started_at, hits)
  values (p_key, now(), 1)
  on conflict (key) do update set
    window_started_at = case when r.window_started_at <= now() - make_interval(secs => p_window_seconds) then now() else r.window_started_at end,
    hits = case when r.window_started_at <= now() - make_interval(secs => p_window_seconds) then 1 else r.hits + 1 end
  returning hits into v_hits;
  return v_hits <= p_limit;
end
$$;
comment on function public.consume_rate_limit(text, integer, integer) is 'Rate limiter for edge functions; true means the request is allowed.';
revoke execute on function public.consume_rate_limit(text, integer, integer) from public, anon, authenticated;
grant execute on function public.consume_rate_limit(text, integer, integer) to service_role;
