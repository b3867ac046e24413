-- Where each lead came from (issue 26): the visit's first landing page and campaign parameters,
-- the referring origin, the page the form was sent from, the control that opened it, and the
-- origin of the request as save_lead saw it (the partner site for an embedded dialog). Each is
-- its own column so the admin can filter and count them; all are cleaned and capped to 512
-- characters by save_lead, and the checks hold the cap here too. Older leads have none.
alter table public.leads
  add column landing_page text check (char_length(landing_page) <= 512),
  add column referrer text check (char_length(referrer) <= 512),
  add column page text check (char_length(page) <= 512),
  add column opener text check (char_length(opener) <= 512),
  add column utm_source text check (char_length(utm_source) <= 512),
  add column utm_medium text check (char_length(utm_medium) <= 512),
  add column utm_campaign text check (char_length(utm_campaign) <= 512),
  add column utm_term text check (char_length(utm_term) <= 512),
  add column utm_content text check (char_length(utm_content) <= 512),
  add column gclid text check (char_length(gclid) <= 512),
  add column fbclid text check (char_length(fbclid) <= 512),
  add column request_origin text check (char_length(request_origin) <= 512);
comment on column public.leads.landing_page is 'The first page of the visit (origin and path, no query).';
comment on column public.leads.referrer is 'The origin that referred the visit, when it was another site.';
comment on column public.leads.page is 'The page the form was sent from, as the browser reported it.';
comment on column public.leads.opener is 'The control that opened the form: header, hero, use-case:<id>, pricing, voice-widget, call-to-action...';
comment on column public.leads.request_origin is 'The Origin header of the save_lead request: the site the form ran on, a partner site for embedded dialogs.';

-- What each person agreed to (issue 26): the version of the consent text the form showed
-- (packages/validation's consent texts are the one source of truth, a new wording is a new
-- version) and when they agreed. Older leads, and leads whose browser sent no known version,
-- have neither.
alter table public.leads
  add column consent_version text check (char_length(consent_version) <= 64),
  add column consent_at timestamptz,
  add constraint leads_consent_complete check ((consent_version is null) = (consent_at is null));
comment on column public.leads.consent_version is 'The consent text version the person saw when sending the form.';
comment on column public.leads.consent_at is 'When the person agreed (sent the form).';

-- store_lead writes both (none by default, for leads seeded by scripts); the old signature goes
-- (save_lead is its one caller).
drop function public.store_lead(text, jsonb, uuid, integer, text);
create function public.store_lead(
  p_sheet_name text, p_data jsonb, p_idempotency_key uuid, p_lease_seconds integer, p_form text,
  p_attribution jsonb default '{}'::jsonb, p_consent jsonb default '{}'::jsonb
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
    consent_version, consent_at
  )
  values (
    p_sheet_name, p_data, p_idempotency_key, now() + make_interval(secs => p_lease_seconds), p_form,
    p_attribution ->> 'landing_page', p_attribution ->> 'referrer', p_attribution ->> 'page', p_attribution ->> 'opener',
    p_attribution ->> 'utm_source', p_attribution ->> 'utm_medium', p_attribution ->> 'utm_campaign', p_attribution ->> 'utm_term',
    p_attribution ->> 'utm_content', p_attribution ->> 'gclid', p_attribution ->> 'fbclid', p_attribution ->> 'request_origin',
    p_consent ->> 'version', (p_consent ->> 'agreed_at')::timestamptz
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
comment on function public.store_lead(text, jsonb, uuid, integer, text, jsonb, jsonb) is 'Idempotent insert of a website lead, with its form, attribution and consent, for save_lead.';
revoke execute on function public.store_lead(text, jsonb, uuid, integer, text, jsonb, jsonb) from public, anon, authenticated;
grant execute on function public.store_lead(text, jsonb, uuid, integer, text, jsonb, jsonb) to service_role;
