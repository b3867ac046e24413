-- Leads people can trust (issue 40, items 1-3).
--
-- A person is never held on fill time alone: a visitor whose details were filled in for them sends
-- a form a moment after it appeared. The time is kept as a signal for the admin; only the hidden
-- field or a Turnstile refusal holds a lead. Leads held so far on the time alone are released to
-- the sweep, which forwards each once (the activity log records it as "Marked not spam").
alter table public.leads
  add column fill_ms integer check (fill_ms between 0 and 86400000),
  add column consent_brand text check (char_length(consent_brand) between 1 and 60);
comment on column public.leads.fill_ms is 'Milliseconds from the form appearing to it being sent, as the browser measured it: a signal, never a verdict.';
comment on column public.leads.consent_brand is 'The brand the consent words named, for a version whose words name the page''s brand (a partner''s brand-name).';
comment on column public.leads.verification is 'verified: Turnstile vouched for the visitor; unverified: no form check came with the lead, or Turnstile got no token or could not be asked; null: the form''s checks came and Turnstile is off.';
comment on column public.leads.request_origin is 'The Origin header of the save_lead request, as the sending browser (or script) stated it: a partner site for embedded dialogs.';

update public.leads
set spam_reason = null, failed_at = null, forward_attempts = 0, next_attempt_at = now()
where forwarded_at is null and spam_reason like 'Sent % s after the form appeared (a person takes at least %';

-- store_lead records the fill time and the consent's brand; the old signature goes (save_lead is its one caller).
drop function public.store_lead(text, jsonb, uuid, integer, text, jsonb, jsonb, text, text);
create function public.store_lead(
  p_sheet_name text, p_data jsonb, p_idempotency_key uuid, p_lease_seconds integer, p_form text,
  p_attribution jsonb default '{}'::jsonb, p_consent jsonb default '{}'::jsonb,
  p_spam_reason text default null, p_verification text default null, p_fill_ms integer default null
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
    consent_version, consent_at, consent_brand, spam_reason, verification, fill_ms
  )
  values (
    p_sheet_name, p_data, p_idempotency_key,
    case when p_spam_reason is null then now() + make_interval(secs => p_lease_seconds) else 'infinity' end, p_form,
    p_attribution ->> 'landing_page', p_attribution ->> 'referrer', p_attribution ->> 'page', p_attribution ->> 'opener',
    p_attribution ->> 'utm_source', p_attribution ->> 'utm_medium', p_attribution ->> 'utm_campaign', p_attribution ->> 'utm_term',
    p_attribution ->> 'utm_content', p_attribution ->> 'gclid', p_attribution ->> 'fbclid', p_attribution ->> 'request_origin',
    p_consent ->> 'version', (p_consent ->> 'agreed_at')::timestamptz, p_consent ->> 'brand', p_spam_reason, p_verification, p_fill_ms
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
comment on function public.store_lead(text, jsonb, uuid, integer, text, jsonb, jsonb, text, text, integer) is 'Idempotent insert of a website lead, with its form, attribution, consent, spam verdict and fill time, for save_lead.';
revoke execute on function public.store_lead(text, jsonb, uuid, integer, text, jsonb, jsonb, text, text, integer) from public, anon, authenticated;
grant execute on function public.store_lead(text, jsonb, uuid, integer, text, jsonb, jsonb, text, text, integer) to service_role;
