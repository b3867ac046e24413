-- The lead pipeline never loses a lead and never stores one twice: each lead may carry the
-- idempotency key its browser created once, every stored lead is forwarded by save_lead or, when
-- that failed or never ran, by the lead-sweep function with growing pauses, and a lead that has
-- used up its attempts is marked failed where an admin can see it.
alter table public.leads
  add column idempotency_key uuid,
  add column next_attempt_at timestamptz not null default now(),
  add column failed_at timestamptz,
  add column forward_status text generated always as (
    case when forwarded_at is not null then 'forwarded' when failed_at is not null then 'failed' else 'pending' end
  ) stored;
comment on column public.leads.idempotency_key is 'Created once per lead in the browser; a retried request with the same key returns the stored lead.';
comment on column public.leads.next_attempt_at is 'When the sweep may next try to forward this lead; also a lease while a forward is under way.';
comment on column public.leads.failed_at is 'Set when every forward attempt failed; the lead stays stored for an admin to handle.';
comment on column public.leads.forward_status is 'pending, forwarded or failed, for the admin list.';

create unique index leads_idempotency_key_idx on public.leads (idempotency_key);
drop index public.leads_unforwarded_idx;
create index leads_due_idx on public.leads (next_attempt_at) where forwarded_at is null and failed_at is null;

grant select on table public.leads to authenticated;
create policy "Admins read every lead" on public.leads for select to authenticated using (public.has_role(auth.uid(), 'admin'));

-- Stores a lead unless its key was seen before; either way answers the stored row. The new row
-- is leased for p_lease_seconds so the sweep leaves it to the forward save_lead starts at once.
create function public.store_lead(p_sheet_name text, p_data jsonb, p_idempotency_key uuid, p_lease_seconds integer)
returns table (id uuid, duplicate boolean, forwarded boolean)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  insert into public.leads as l (sheet_name, data, idempotency_key, next_attempt_at)
  values (p_sheet_name, p_data, p_idempotency_key, now() + make_interval(secs => p_lease_seconds))
  on conflict (idempotency_key) do nothing
  returning l.id into v_id;
  if v_id is not null then
    return query select v_id, false, false;
    return;
  end if;
  return query select l.id, true, l.forwarded_at is not null from public.leads l where l.idempotency_key = p_idempotency_key;
end
$$;
comment on function public.store_lead(text, jsonb, uuid, integer) is 'Idempotent insert of a website lead, for save_lead.';

-- Hands out up to p_limit leads that are due for a forward and leases them, so two sweeps (or a
-- sweep and save_lead) never forward the same lead at the same time; a sweeper that dies lets
-- its lease run out and the lead is due again.
create function public.claim_due_leads(p_limit integer, p_lease_seconds integer)
returns table (id uuid, sheet_name text, data jsonb, forward_attempts integer)
language sql
volatile
security definer
set search_path = ''
as $$
  update public.leads l
  set next_attempt_at = now() + make_interval(secs => p_lease_seconds)
  where l.id in (
    select d.id from public.leads d
    where d.forwarded_at is null and d.failed_at is null and d.next_attempt_at <= now()
    order by d.next_attempt_at
    limit p_limit
    for update skip locked
  )
  returning l.id, l.sheet_name, l.data, l.forward_attempts
$$;
comment on function public.claim_due_leads(integer, integer) is 'Leases the leads the sweep should forward next.';

-- Records one forward attempt: success marks the lead forwarded; a failure schedules the next
-- attempt after p_base_seconds * 2^(attempts - 1), or marks the lead failed after p_max_attempts.
create function public.record_lead_forward(p_id uuid, p_error text, p_max_attempts integer, p_base_seconds integer)
returns text
language sql
volatile
security definer
set search_path = ''
as $$
  update public.leads l
  set forward_attempts = l.forward_attempts + 1,
      last_error = p_error,
      forwarded_at = case when p_error is null then now() end,
      failed_at = case when p_error is not null and l.forward_attempts + 1 >= p_max_attempts then now() end,
      next_attempt_at = now() + make_interval(secs => p_base_seconds * power(2, least(l.forward_attempts, 20))::double precision)
  where l.id = p_id and l.forwarded_at is null
  returning l.forward_status
$$;
comment on function public.record_lead_forward(uuid, text, integer, integer) is 'Outcome of one forward attempt of a lead, for save_lead and the sweep.';

revoke execute on function public.store_lead(text, jsonb, uuid, integer) from public, anon, authenticated;
revoke execute on function public.claim_due_leads(integer, integer) from public, anon, authenticated;
revoke execute on function public.record_lead_forward(uuid, text, integer, integer) from public, anon, authenticated;
grant execute on function public.store_lead(text, jsonb, uuid, integer) to service_role;
grant execute on function public.claim_due_leads(integer, integer) to service_role;
grant execute on function public.record_lead_forward(uuid, text, integer, integer) to service_role;
