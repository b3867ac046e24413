-- Spam kept out without friction (issue 26, part 3). save_lead judges each lead by the invisible
-- checks its form ran (a hidden field a person never fills, the time from the form appearing to
-- it being sent) and, when configured, Cloudflare Turnstile. A caught lead is stored like any other
-- (the sender sees the same success) but flagged, never forwarded and never counted; admins and
-- sales can say it is not spam, which hands it to the usual sweep, so it is forwarded exactly once.
alter table public.leads
  add column spam_reason text check (char_length(spam_reason) <= 200),
  add column verification text check (verification in ('verified', 'unverified'));
comment on column public.leads.spam_reason is 'Why the lead is held as spam (null: not spam), in words for the admin.';
comment on column public.leads.verification is 'The Turnstile outcome: verified, or unverified when Cloudflare could not be asked or no token came; null when Turnstile is off.';

-- A spam lead is neither pending nor failed: it waits for a person. Forwarded stays forwarded (a
-- lead marked spam after it reached the sheet is still there).
alter table public.leads alter column forward_status set expression as (
  case
    when forwarded_at is not null then 'forwarded'
    when spam_reason is not null then 'spam'
    when failed_at is not null then 'failed'
    else 'pending'
  end
);
comment on column public.leads.forward_status is 'pending, forwarded, failed or spam (held, never forwarded), for the admin list.';

-- store_lead records the verdict; a spam lead is never due for the sweep. The old signature goes
-- (save_lead is its one caller).
drop function public.store_lead(text, jsonb, uuid, integer, text, jsonb, jsonb);
create function public.store_lead(
  p_sheet_name text, p_data jsonb, p_idempotency_key uuid, p_lease_seconds integer, p_form text,
  p_attribution jsonb default '{}'::jsonb, p_consent jsonb default '{}'::jsonb,
  p_spam_reason text default null, p_verification text default null
)
returns table (id uuid, duplicate boolean, forwarded boolean)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  insert into public.leads as l (
    sheet_name, data, idempotency_key, next_attempt_at, form,
    landing_page, referrer, page, opener, utm_source, utm_medium, utm_campaign, utm_term, utm_content, gclid, fbclid, request_origin,
    consent_version, consent_at, spam_reason, verification
  )
  values (
    p_sheet_name, p_data, p_idempotency_key,
    case when p_spam_reason is null then now() + make_interval(secs => p_lease_seconds) else 'infinity' end, p_form,
    p_attribution ->> 'landing_page', p_attribution ->> 'referrer', p_attribution ->> 'page', p_attribution ->> 'opener',
    p_attribution ->> 'utm_source', p_attribution ->> 'utm_medium', p_attribution ->> 'utm_campaign', p_attribution ->> 'utm_term',
    p_attribution ->> 'utm_content', p_attribution ->> 'gclid', p_attribution ->> 'fbclid', p_attribution ->> 'request_origin',
    p_consent ->> 'version', (p_consent ->> 'agreed_at')::timestamptz, p_spam_reason, p_verification
  )
  on conflict (idempotency_key) do nothing
  returning l.id into v_id;
  if v_id is not null then
    return query select v_id, false, false;
    return;
  end if;
  return query select l.id, true, l.forwarded_at is not null from public.leads l where l.idempotency_key = p_idempotency_key;
end
$$;
comment on function public.store_lead(text, jsonb, uuid, integer, text, jsonb, jsonb, text, text) is 'Idempotent insert of a website lead, with its form, attribution, consent and spam verdict, for save_lead.';
revoke execute on function public.store_lead(text, jsonb, uuid, integer, text, jsonb, jsonb, text, text) from public, anon, authenticated;
grant execute on function public.store_lead(text, jsonb, uuid, integer, text, jsonb, jsonb, text, text) to service_role;

-- The sweep never takes a spam lead, whatever its next attempt says.
create or replace function public.claim_due_leads(p_limit integer, p_lease_seconds integer)
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
    where d.forwarded_at is null and d.failed_at is null and d.spam_reason is null and d.next_attempt_at <= now()
    order by d.next_attempt_at
    limit p_limit
    for update skip locked
  )
  returning l.id, l.sheet_name, l.data, l.forward_attempts
$$;

-- Forward again leaves spam alone: "not spam" is the way out of it.
create or replace function public.forward_leads_again(p_ids uuid[])
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  if not public.has_any_role('{admin,sales}') then
    raise exception using errcode = 'insufficient_privilege', message = 'Only admins and sales can forward leads again';
  end if;
  update public.leads
  set failed_at = null, forward_attempts = 0, next_attempt_at = now()
  where id = any (p_ids) and failed_at is not null and forwarded_at is null and spam_reason is null;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;

-- A person's verdict: spam holds a lead back from the sweep (one already forwarded stays
-- forwarded, only flagged); not spam makes an unforwarded lead due at once with a fresh round of
-- attempts, so the sweep forwards it once under its unchanged id. Answers the lead's status.
create function public.mark_lead_spam(p_id uuid, p_spam boolean)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_status text;
begin
  if not public.has_any_role('{admin,sales}') then
    raise exception using errcode = 'insufficient_privilege', message = 'Only admins and sales can judge leads';
  end if;
  if p_spam then
    update public.leads l
    set spam_reason = coalesce(l.spam_reason, 'Marked as spam by ' || coalesce(nullif(auth.jwt() ->> 'email', ''), 'a team member')),
        next_attempt_at = case when l.forwarded_at is null then 'infinity' else l.next_attempt_at end
    where l.id = p_id
    returning l.forward_status into v_status;
  else
    update public.leads l
    set spam_reason = null,
        failed_at = case when l.forwarded_at is null then null else l.failed_at end,
        forward_attempts = case when l.forwarded_at is null then 0 else l.forward_attempts end,
        next_attempt_at = case when l.forwarded_at is null then now() else l.next_attempt_at end
    where l.id = p_id and l.spam_reason is not null
    returning l.forward_status into v_status;
    if v_status is null then
      select l.forward_status into v_status from public.leads l where l.id = p_id;
    end if;
  end if;
  if v_status is null then
    raise exception using errcode = 'no_data_found', message = 'No such lead';
  end if;
  return v_status;
end
$$;
comment on function public.mark_lead_spam(uuid, boolean) is 'Marks a lead spam or not spam (admins and sales); not spam forwards it once through the sweep.';
revoke execute on function public.mark_lead_spam(uuid, boolean) from public, anon;
grant execute on function public.mark_lead_spam(uuid, boolean) to authenticated;

-- The activity log holds every spam verdict (the platform's at arrival, a person's later) and
-- every forward again, in the one record of changes. Only the verdict and the status are copied,
-- never the person's details, so erasing a person's leads leaves nothing of them in the
-- append-only log. The title names the event for the activity list.
create function public.record_lead_review()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_title text;
begin
  v_title := case
    when tg_op = 'INSERT' then 'Held as spam'
    when new.spam_reason is not null and old.spam_reason is null then 'Marked as spam'
    when new.spam_reason is null and old.spam_reason is not null then 'Marked not spam'
    else 'Forwarded again'
  end;
  insert into public.change_log (actor_id, actor_email, table_name, row_id, action, before, after)
  values (
    auth.uid(),
    nullif(auth.jwt() ->> 'email', ''),
    'leads',
    new.id::text,
    lower(tg_op),
    case when tg_op = 'UPDATE' then jsonb_build_object('spam_reason', old.spam_reason, 'forward_status', old.forward_status) end,
    jsonb_build_object('title', v_title, 'spam_reason', new.spam_reason, 'forward_status', new.forward_status)
  );
  return null;
end
$$;
comment on function public.record_lead_review() is 'Writes spam verdicts and forwards again of leads into change_log (trigger).';
revoke execute on function public.record_lead_review() from public;
-- Only the events themselves fire it, so storing and forwarding an ordinary lead costs nothing more.
create trigger record_lead_spam_verdict after insert on public.leads
  for each row when (new.spam_reason is not null) execute function public.record_lead_review();
create trigger record_lead_review after update of spam_reason, failed_at on public.leads
  for each row when (old.spam_reason is distinct from new.spam_reason or (old.failed_at is not null and new.failed_at is null))
  execute function public.record_lead_review();
