-- Errors visitors hit in their browsers (uncaught errors and failed chunk loads, on our site and
-- inside our elements on partner pages), reported by the visitor-error function: the message, the
-- place (page path or partner origin, and the element), never a form's contents or anything that
-- names the visitor. Bounded: each insert prunes all but the newest 10,000.
create table public.visitor_errors (
  id bigint generated always as identity primary key,
  occurred_at timestamptz not null default now(),
  kind text not null check (kind in ('error', 'chunk')),
  message text not null check (length(message) between 1 and 300),
  place text not null check (length(place) between 1 and 200)
);
comment on table public.visitor_errors is 'Errors visitors hit in the browser, as the visitor-error function stores them; the newest 10,000 are kept.';
create index visitor_errors_occurred_at_idx on public.visitor_errors (occurred_at);
alter table public.visitor_errors enable row level security;
create policy "Admins read visitor errors" on public.visitor_errors for select to authenticated using ((select public.has_role(auth.uid(), 'admin')));
revoke all on public.visitor_errors from public, anon, authenticated, service_role;
grant select on public.visitor_errors to authenticated;
grant select, insert, delete on public.visitor_errors to service_role;

create function public.prune_visitor_errors()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.visitor_errors where id <= (select max(id) from public.visitor_errors) - 10000;
  return null;
end
$$;
comment on function public.prune_visitor_errors() is 'Keeps the newest 10,000 visitor errors.';
revoke execute on function public.prune_visitor_errors() from public, anon, authenticated, service_role;
create trigger visitor_errors_prune after insert on public.visitor_errors for each statement execute function public.prune_visitor_errors();

-- The dashboard's panel: errors of the last 24 hours, grouped by message and place, most first.
-- Security invoker: the table's policy decides who sees any.
create function public.visitor_errors_last_day()
returns table (message text, place text, kind text, count integer, last_at timestamptz)
language sql
stable
security invoker
set search_path = ''
as $$
  select e.message, e.place, min(e.kind), count(*)::integer, max(e.occurred_at)
  from public.visitor_errors e
  where e.occurred_at > now() - interval '24 hours'
  group by e.message, e.place
  order by count(*) desc, max(e.occurred_at) desc
$$;
comment on function public.visitor_errors_last_day() is 'Visitor errors of the last 24 hours by message and place, for the admin dashboard.';
revoke execute on function public.visitor_errors_last_day() from public, anon;
grant execute on function public.visitor_errors_last_day() to authenticated;
