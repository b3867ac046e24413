-- Leads in the admin: the form each lead came from, and "forward again" for failed leads. Admins
-- already read leads ("Admins read every lead"); nothing here lets anyone else see one.

-- Which form sent the lead. Demo-call and callback leads share the calling_leads sheet, so the form
-- is recorded beside it (save_lead takes it from the browser); older rows get what their sheet
-- tells, and calling leads stored before this stay unknown between the two.
alter table public.leads
  add column form text check (form in ('demo-call', 'callback', 'newsletter', 'get-started'));
comment on column public.leads.form is 'The form the lead came from: demo-call, callback, newsletter or get-started (null: an older calling lead).';
update public.leads set form = case sheet_name when 'email_subscription' then 'newsletter' when 'confirmed_lead' then 'get-started' end
where form is null and sheet_name in ('email_subscription', 'confirmed_lead');

-- The admin list: newest first, filtered by status or form, 50 a page.
create index leads_created_at_idx on public.leads (created_at desc, id desc);

-- store_lead records the form too; the old signature goes (save_lead is its one caller).
drop function public.store_lead(text, jsonb, uuid, integer);
create function public.store_lead(p_sheet_name text, p_data jsonb, p_idempotency_key uuid, p_lease_seconds integer, p_form text)
returns table (id uuid, duplicate boolean, forwarded boolean)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  insert into public.leads as l (sheet_name, data, idempotency_key, next_attempt_at, form)
  values (p_sheet_name, p_data, p_idempotency_key, now() + make_interval(secs => p_lease_seconds), p_form)
  on conflict (idempotency_key) do nothing
  returning l.id into v_id;
  if v_id is not null then
    return query select v_id, false, false;
    return;
  end if;
  return query select l.id, true, l.forwarded_at is not null from public.leads l where l.idempotency_key = p_idempotency_key;
end
$$;
comment on function public.store_lead(text, jsonb, uuid, integer, text) is 'Idempotent insert of a website lead, with the form it came from, for save_lead.';
revoke execute on function public.store_lead(text, jsonb, uuid, integer, text) from public, anon, authenticated;
grant execute on function public.store_lead(text, jsonb, uuid, integer, text) to service_role;

-- Forward again: failed leads become due for the sweep at once, with a fresh round of attempts.
-- The sweep forwards each as always, under its unchanged id (the lead service's idempotency key),
-- so the target never gets one twice. Only failed leads change; answers how many did.
create function public.forward_leads_again(p_ids uuid[])
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception using errcode = 'insufficient_privilege', message = 'Only admins can forward leads again';
  end if;
  update public.leads
  set failed_at = null, forward_attempts = 0, next_attempt_at = now()
  where id = any (p_ids) and failed_at is not null and forwarded_at is null;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;
comment on function public.forward_leads_again(uuid[]) is 'Makes failed leads due again for the sweep (admins only).';
revoke execute on function public.forward_leads_again(uuid[]) from public, anon;
grant execute on function public.forward_leads_again(uuid[]) to authenticated;

-- The list counts every matching row: the admin check is made once per query (an init plan, as
-- Supabase advises for policies), not once per row, which took 10,000 leads from 0.3 s to a few ms.
drop policy "Admins read every lead" on public.leads;
create policy "Admins read every lead" on public.leads for select to authenticated using ((select public.has_role(auth.uid(), 'admin')));
