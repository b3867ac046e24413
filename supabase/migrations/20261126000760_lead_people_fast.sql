-- The leads list grouped by person, fast with 10,000 leads (issue 26 budget: first page p95 <=
-- 100 ms; it took 197 ms). lead_people() used to sort every lead (distinct on) and count over a
-- window before the list could take its first page. Now a lead stands for its person when no later
-- lead of theirs exists, and the person's count and first lead are looked up for the rows shown.
-- The function stays security invoker (row-level security of leads decides) and, with no SET
-- clause, PostgreSQL inlines it into the list's query: the list's order and page then walk
-- leads_created_at_idx and probe leads_person_idx instead of reading every lead. Every name is
-- schema-qualified, so the caller's search path cannot redirect it.
create or replace function public.lead_people()
returns table (
  person_id uuid, id uuid, form text, data jsonb, created_at timestamptz, forward_status text, forward_attempts integer,
  last_error text, spam_reason text, returning_of uuid, utm_source text, utm_campaign text, referrer text, request_origin text,
  lead_count bigint, first_at timestamptz
)
language sql
stable
security invoker
as $$
  select
    l.person_id, l.id, l.form, l.data, l.created_at, l.forward_status, l.forward_attempts, l.last_error, l.spam_reason, l.returning_of,
    l.utm_source, l.utm_campaign, l.referrer, l.request_origin,
    (select pg_catalog.count(*) from public.leads c where c.person_id operator(pg_catalog.=) l.person_id),
    (select c.created_at from public.leads c where c.person_id operator(pg_catalog.=) l.person_id order by c.created_at limit 1)
  from public.leads l
  where not exists (
    select from public.leads n
    where n.person_id operator(pg_catalog.=) l.person_id
      and (n.created_at operator(pg_catalog.>) l.created_at or (n.created_at operator(pg_catalog.=) l.created_at and n.id operator(pg_catalog.>) l.id))
  )
$$;
comment on function public.lead_people() is 'Each person''s latest lead, with how many leads they sent (row-level security of leads applies; inlined into the caller''s query).';
