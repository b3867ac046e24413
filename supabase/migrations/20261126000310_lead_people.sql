-- One person, one history (issue 26, part 4): a lead whose phone (E.164, as save_lead stores
-- it) or email (trimmed, any case) matches a lead of the last 90 days is linked to the latest such
-- lead and belongs to the same person; the admin shows it as returning and can list one row per
-- person. The database links them as it stores each lead, so no client can skip it.
alter table public.leads
  add column contact_email text generated always as (nullif(lower(btrim(data ->> 'email')), '')) stored,
  add column contact_phone text generated always as (nullif(data ->> 'phone_number', '')) stored,
  add column person_id uuid,
  add column returning_of uuid references public.leads (id) on delete set null;
comment on column public.leads.contact_email is 'The email as people are matched by it: trimmed, lower case.';
comment on column public.leads.contact_phone is 'The phone as people are matched by it: E.164.';
comment on column public.leads.person_id is 'The person: the id of the first lead of their history; the same for every lead linked to it.';
comment on column public.leads.returning_of is 'The latest earlier lead (within 90 days) with the same email or phone; null for a first lead.';

-- Each lookup walks one index from the newest lead of that address or number.
create index leads_contact_email_idx on public.leads (contact_email, created_at desc) where contact_email is not null;
create index leads_contact_phone_idx on public.leads (contact_phone, created_at desc) where contact_phone is not null;
create index leads_person_idx on public.leads (person_id, created_at desc);
create index leads_returning_of_idx on public.leads (returning_of) where returning_of is not null;

-- The latest lead before p_before, within 90 days, with the email or the phone given; of two leads
-- stored at the same instant the smaller id counts as earlier, so two leads never link to each other.
create function public.earlier_lead_of(p_email text, p_phone text, p_before timestamptz, p_except uuid)
returns table (id uuid, person_id uuid)
language sql
stable
security definer
set search_path = ''
as $$
  select m.id, m.person_id from (
    (select l.id, l.person_id, l.created_at from public.leads l
     where l.contact_email = p_email and l.created_at <= p_before and (l.created_at < p_before or l.id < p_except) and l.created_at > p_before - interval '90 days'
     order by l.created_at desc limit 1)
    union all
    (select l.id, l.person_id, l.created_at from public.leads l
     where l.contact_phone = p_phone and l.created_at <= p_before and (l.created_at < p_before or l.id < p_except) and l.created_at > p_before - interval '90 days'
     order by l.created_at desc limit 1)
  ) m
  order by m.created_at desc
  limit 1
$$;
comment on function public.earlier_lead_of(text, text, timestamptz, uuid) is 'The latest lead of the last 90 days with this email or phone (for the returning-person link).';
revoke execute on function public.earlier_lead_of(text, text, timestamptz, uuid) from public, anon, authenticated;

-- Generated columns are not computed yet in a before-insert trigger, so the keys are derived here
-- exactly as the columns derive them.
create function public.link_returning_lead()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_earlier record;
begin
  select e.id, e.person_id into v_earlier
  from public.earlier_lead_of(nullif(lower(btrim(new.data ->> 'email')), ''), nullif(new.data ->> 'phone_number', ''), new.created_at, new.id) e;
  new.returning_of := v_earlier.id;
  new.person_id := coalesce(v_earlier.person_id, v_earlier.id, new.id);
  return new;
end
$$;
comment on function public.link_returning_lead() is 'Links a new lead to the same person''s latest lead of the last 90 days (trigger).';
revoke execute on function public.link_returning_lead() from public;
create trigger link_returning_lead before insert on public.leads for each row execute function public.link_returning_lead();

-- The leads stored before this, oldest first, as if each had just arrived.
do $$
declare
  v_lead record;
  v_earlier record;
begin
  for v_lead in select l.id, l.contact_email, l.contact_phone, l.created_at from public.leads l order by l.created_at, l.id loop
    select e.id, e.person_id into v_earlier from public.earlier_lead_of(v_lead.contact_email, v_lead.contact_phone, v_lead.created_at, v_lead.id) e;
    update public.leads set returning_of = v_earlier.id, person_id = coalesce(v_earlier.person_id, v_earlier.id, v_lead.id) where id = v_lead.id;
  end loop;
end
$$;
alter table public.leads alter column person_id set not null;

-- One row per person for the admin's "group by person": their latest lead, how many leads they
-- sent and when the first came. It runs with the caller's own rights (security invoker), so
-- row-level security shows exactly the leads the caller may read; the list filters, orders and
-- pages its rows as it does the leads.
create function public.lead_people()
returns table (
  person_id uuid, id uuid, form text, data jsonb, created_at timestamptz, forward_status text, forward_attempts integer,
  last_error text, spam_reason text, returning_of uuid, utm_source text, utm_campaign text, referrer text, request_origin text,
  lead_count bigint, first_at timestamptz
)
language sql
stable
security invoker
set search_path = ''
as $$
  select distinct on (l.person_id)
    l.person_id, l.id, l.form, l.data, l.created_at, l.forward_status, l.forward_attempts, l.last_error, l.spam_reason, l.returning_of,
    l.utm_source, l.utm_campaign, l.referrer, l.request_origin,
    count(*) over (partition by l.person_id), min(l.created_at) over (partition by l.person_id)
  from public.leads l
  order by l.person_id, l.created_at desc
$$;
comment on function public.lead_people() is 'Each person''s latest lead, with how many leads they sent (row-level security of leads applies).';
revoke execute on function public.lead_people() from public, anon;
grant execute on function public.lead_people() to authenticated;
