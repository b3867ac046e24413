-- Drafts for case studies (issue 28 part 1): a case study is a draft, scheduled for a time, or
-- published. Saving never publishes by itself: a new row is a draft, and only a change of status
-- (Publish, Schedule for…, Unpublish, or the schedule coming due) shows it to visitors. Visitors and
-- the anon role never read a draft or a scheduled one: row-level security and the public list
-- function decide, not a client filter. Every status change is an ordinary row update, so the
-- record of changes (and any trigger on case_studies) sees it.
alter table public.case_studies
  add column status text not null default 'published' check (status in ('draft', 'scheduled', 'published')),
  add column publish_at timestamptz,
  add constraint case_studies_schedule_has_time check ((status = 'scheduled') = (publish_at is not null));
-- The rows that exist were public: they stay published; every new one starts as a draft.
alter table public.case_studies alter column status set default 'draft';
comment on column public.case_studies.status is 'draft: only staff see it; scheduled: published by publish_due_case_studies() at publish_at; published: visitors see it.';
comment on column public.case_studies.publish_at is 'When a scheduled case study goes public; set only while scheduled.';

drop policy "Visitors read case studies" on public.case_studies;
create policy "Visitors read published case studies" on public.case_studies for select to anon, authenticated using (status = 'published');
create policy "Admins and editors read drafts" on public.case_studies for select to authenticated using ((select public.has_any_role('{admin,editor}')));

-- An old address of a draft would tell a visitor its earlier title: visitors read the redirects of
-- the case studies they may read (the subquery runs under the same row-level security).
drop policy "Visitors read case study redirects" on public.case_study_redirects;
create policy "Visitors read redirects of visible case studies" on public.case_study_redirects for select to anon, authenticated
  using (exists (select 1 from public.case_studies c where c.id = case_study_id));

-- A schedule whose time has passed publishes now (the admin says so); leaving the schedule drops its time.
create function public.settle_case_study_schedule()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'scheduled' and new.publish_at <= now() then
    new.status := 'published';
  end if;
  if new.status <> 'scheduled' then
    new.publish_at := null;
  end if;
  return new;
end
$$;
comment on function public.settle_case_study_schedule() is 'Trigger: publishes a case study scheduled for a time already past, and clears publish_at outside a schedule.';
revoke execute on function public.settle_case_study_schedule() from public, anon, authenticated;
create trigger case_studies_settle_schedule before insert or update of status, publish_at on public.case_studies
  for each row execute function public.settle_case_study_schedule();

-- The one job that publishes what is due; pg_cron runs it every minute on a hosted project, the
-- local server on its timer (packages/supabase-local). The partial index keeps it a probe of the
-- few scheduled rows, not a scan of every case study.
create index case_studies_due_idx on public.case_studies (publish_at) where status = 'scheduled';

create function public.publish_due_case_studies()
returns integer
language sql
volatile
security definer
set search_path = ''
as $$
  with due as (
    update public.case_studies set status = 'published'
    where status = 'scheduled' and publish_at <= now()
    returning 1
  )
  select count(*)::integer from due
$$;
comment on function public.publish_due_case_studies() is 'Publishes every case study whose scheduled time has come; returns how many (the scheduler''s job).';
revoke execute on function public.publish_due_case_studies() from public, anon, authenticated;
grant execute on function public.publish_due_case_studies() to service_role;

-- The public list shows published case studies only (it runs as its owner, past row-level security).
create or replace function public.get_public_case_studies()
returns table (
  id uuid,
  title text,
  slug text,
  industry text,
  summary text,
  challenge text,
  solution text,
  results text,
  testimonial text,
  featured_image text,
  company_logo text,
  created_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select c.id, c.title, c.slug, c.industry, c.summary, '', '', '', '', c.featured_image, c.company_logo, c.created_at
  from public.case_studies c
  where c.status = 'published'
  order by c.created_at desc
$$;

-- On a hosted project pg_cron runs the job every minute. Where pg_cron is not there (the local
-- PostgreSQL from npm, a project without it) this does nothing: the local server runs the same
-- function on its timer, and README says how to schedule it by hand.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    begin
      create extension if not exists pg_cron;
      perform cron.schedule('publish-due-case-studies', '* * * * *', 'select public.publish_due_case_studies()');
    exception when others then
      raise notice 'pg_cron is not usable here (%): schedule select public.publish_due_case_studies() every minute another way', sqlerrm;
    end;
  end if;
end
$$;
