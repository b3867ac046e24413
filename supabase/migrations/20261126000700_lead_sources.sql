-- Where leads come from, at a glance (issue 26): the dashboard's charts read one row per day of the
-- last 30 days of India's calendar (Asia/Kolkata), today included, with that day's leads counted
-- by source. Each lead has one source, the first that holds:
--   partner_site  the form ran on another site than ours (its request origin is not the site's);
--   campaign      the visit named its campaign (utm_source or utm_campaign);
--   referrer      another site referred the visit;
--   direct        none of these (typed addresses, bookmarks, and leads older than attribution).
-- The database does not know the site's own origin (it differs per deployment), so the caller
-- names it: the admin runs on the site itself and passes its own origin.
-- Security invoker: the leads' row-level security still decides, and the explicit check below
-- refuses, rather than answers zeros to, anyone who may not read leads. Spam (a lead held with a
-- spam_reason) is never counted. The sources follow the leads list's rule (remotes/admin
-- lead-display.ts sourceOf), so a lead is counted where the list names it.
create function public.lead_sources_by_day(p_site_origin text)
returns table (day date, partner_site integer, campaign integer, referrer integer, direct integer)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_today date := (now() at time zone 'Asia/Kolkata')::date;
begin
  if not public.has_any_role('{admin,sales}') then
    raise exception using errcode = 'insufficient_privilege', message = 'Only admins and sales can see where leads come from';
  end if;
  return query
  with sourced as (
    select
      (l.created_at at time zone 'Asia/Kolkata')::date as day,
      case
        when coalesce(l.request_origin, '') <> '' and l.request_origin is distinct from p_site_origin then 'partner_site'
        when coalesce(l.utm_source, l.utm_campaign, '') <> '' then 'campaign'
        when coalesce(l.referrer, '') <> '' then 'referrer'
        else 'direct'
      end as source
    from public.leads l
    where l.created_at >= ((v_today - 29)::timestamp at time zone 'Asia/Kolkata') and l.spam_reason is null
  )
  select
    d.day::date,
    (count(*) filter (where s.source = 'partner_site'))::integer,
    (count(*) filter (where s.source = 'campaign'))::integer,
    (count(*) filter (where s.source = 'referrer'))::integer,
    (count(*) filter (where s.source = 'direct'))::integer
  from generate_series(v_today - 29, v_today, interval '1 day') as d(day)
  left join sourced s on s.day = d.day::date
  group by d.day
  order by d.day;
end
$$;
comment on function public.lead_sources_by_day(text) is 'Leads per day of the last 30 days (India''s calendar) by source: partner site, campaign, referrer, direct (admins and sales).';
revoke execute on function public.lead_sources_by_day(text) from public, anon;
grant execute on function public.lead_sources_by_day(text) to authenticated;
