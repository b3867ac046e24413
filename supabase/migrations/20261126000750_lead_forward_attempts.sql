-- Every forward attempt of a lead, with its time, outcome and the lead service's answer (issue 26,
-- part 5): the lead keeps only a count and the last error, and sales need the whole story on the
-- lead's page. Written by record_lead_forward (save_lead and the sweep, under the service key)
-- alone; admins and sales read it; erasing a person removes their attempts with their leads.
create table public.lead_forward_attempts (
  id bigint generated always as identity primary key,
  lead_id uuid not null references public.leads (id) on delete cascade,
  attempted_at timestamptz not null default now(),
  outcome text not null check (outcome in ('forwarded', 'failed')),
  http_status integer check (http_status between 100 and 599),
  error text check (char_length(error) <= 2000)
);
comment on table public.lead_forward_attempts is 'One row per attempt to forward a lead to the lead service.';
comment on column public.lead_forward_attempts.http_status is 'The lead service''s HTTP status; null when no answer came (timeout, network).';
create index lead_forward_attempts_lead_idx on public.lead_forward_attempts (lead_id, attempted_at desc);

alter table public.lead_forward_attempts enable row level security;
revoke all on public.lead_forward_attempts from public, anon, authenticated, service_role;
grant select on public.lead_forward_attempts to authenticated, service_role;
create policy "Admins and sales read forward attempts" on public.lead_forward_attempts for select to authenticated using ((select public.has_any_role('{admin,sales}')));

-- The outcome of one attempt, now with the HTTP status: the row as before, and the attempt kept.
drop function public.record_lead_forward(uuid, text, integer, integer);
create function public.record_lead_forward(p_id uuid, p_error text, p_max_attempts integer, p_base_seconds integer, p_http_status integer)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_status text;
begin
  update public.leads l
  set forward_attempts = l.forward_attempts + 1,
      last_error = p_error,
      forwarded_at = case when p_error is null then now() end,
      failed_at = case when p_error is not null and l.forward_attempts + 1 >= p_max_attempts then now() end,
      next_attempt_at = now() + make_interval(secs => p_base_seconds * power(2, least(l.forward_attempts, 20))::double precision)
  where l.id = p_id and l.forwarded_at is null
  returning l.forward_status into v_status;
  if found then
    insert into public.lead_forward_attempts (lead_id, outcome, http_status, error)
    values (p_id, case when p_error is null then 'forwarded' else 'failed' end,
            case when p_http_status between 100 and 599 then p_http_status end, left(p_error, 2000));
  end if;
  return v_status;
end
$$;
comment on function public.record_lead_forward(uuid, text, integer, integer, integer) is 'Outcome of one forward attempt of a lead, kept as an attempt, for save_lead and the sweep.';
revoke execute on function public.record_lead_forward(uuid, text, integer, integer, integer) from public, anon, authenticated;
grant execute on function public.record_lead_forward(uuid, text, integer, integer, integer) to service_role;

-- The same person's other leads as a relationship of a lead (a PostgREST computed relationship),
-- so the lead's page reads the lead, its attempts and these in one request. It runs with the
-- caller's rights: row-level security of leads decides what it shows.
create function public.same_person_leads(p_lead public.leads)
returns setof public.leads
language sql
stable
security invoker
set search_path = ''
rows 10
as $$
  select l.* from public.leads l where l.person_id = p_lead.person_id and l.id <> p_lead.id
$$;
comment on function public.same_person_leads(public.leads) is 'The other leads of a lead''s person (embedded by the admin''s lead page).';
revoke execute on function public.same_person_leads(public.leads) from public, anon;
grant execute on function public.same_person_leads(public.leads) to authenticated;
