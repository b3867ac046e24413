-- Bounded growth (issue 38): how long leads, spam-held leads and the change log are kept, decided
-- by the team in the admin (admins only) and applied once a day by apply_retention(), the one way
-- anything ever leaves the append-only change log. Each run is itself written to the change log.
create table public.retention_settings (
  id boolean primary key default true check (id),
  leads_days integer check (leads_days between 30 and 36500),
  spam_leads_days integer not null default 30 check (spam_leads_days between 1 and 3650),
  change_log_days integer not null default 730 check (change_log_days between 90 and 36500),
  updated_at timestamptz not null default now()
);
comment on table public.retention_settings is 'How long data is kept, one row: leads (null: until erased), spam-held leads, change-log entries, in days; applied daily by apply_retention().';
alter table public.retention_settings enable row level security;
insert into public.retention_settings default values;

create policy "Admins read retention settings" on public.retention_settings for select to authenticated using ((select public.has_any_role('{admin}')));
create policy "Admins edit retention settings" on public.retention_settings for update to authenticated using ((select public.has_any_role('{admin}'))) with check ((select public.has_any_role('{admin}')));
grant select, update on table public.retention_settings to authenticated;
grant select on table public.retention_settings to service_role;

create trigger retention_settings_touch_updated_at before update on public.retention_settings
  for each row execute function public.touch_updated_at();
create trigger record_change after insert or update or delete on public.retention_settings for each row execute function public.record_change();

-- The change log stays append-only to everyone but apply_retention(), which marks its own
-- transaction before pruning. SQL run as the owner could set the same mark, as it could drop
-- the trigger: this guards against the API and mistakes, not against the database's owner.
create or replace function public.refuse_change_log_edits()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' and current_setting('vaani.retention_run', true) = 'on' then
    return old;
  end if;
  raise exception using errcode = 'insufficient_privilege', message = 'The change log cannot be edited or deleted';
end
$$;

-- Counters of the public functions' rate limits last ten minutes; a day-old window counts nothing.
create index rate_limits_window_idx on public.rate_limits (window_started_at);
create index leads_spam_held_idx on public.leads (created_at) where spam_reason is not null;

create function public.apply_retention()
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_settings public.retention_settings;
  v_leads integer := 0;
  v_spam integer;
  v_changes integer;
  v_limits integer;
  v_report jsonb;
begin
  select * into v_settings from public.retention_settings where id;
  if v_settings.leads_days is not null then
    delete from public.leads where created_at < now() - make_interval(days => v_settings.leads_days);
    get diagnostics v_leads = row_count;
  end if;
  delete from public.leads where spam_reason is not null and created_at < now() - make_interval(days => v_settings.spam_leads_days);
  get diagnostics v_spam = row_count;
  perform set_config('vaani.retention_run', 'on', true);
  delete from public.change_log where changed_at < now() - make_interval(days => v_settings.change_log_days);
  get diagnostics v_changes = row_count;
  perform set_config('vaani.retention_run', 'off', true);
  delete from public.rate_limits where window_started_at < now() - interval '1 day';
  get diagnostics v_limits = row_count;
  v_report := jsonb_build_object(
    'title', format('Retention applied: %s leads, %s spam-held leads, %s change-log entries removed', v_leads, v_spam, v_changes),
    'leads', v_leads, 'spam_leads', v_spam, 'change_log', v_changes, 'rate_limits', v_limits
  );
  insert into public.change_log (actor_id, actor_email, table_name, row_id, action, before, after)
  values (null, null, 'retention_settings', 'true', 'delete', null, v_report);
  return v_report;
end
$$;
comment on function public.apply_retention() is 'Deletes leads, spam-held leads and change-log entries older than retention_settings say, and expired rate-limit windows; logs the run (the daily job).';
revoke execute on function public.apply_retention() from public, anon, authenticated;
grant execute on function public.apply_retention() to service_role;

-- On a hosted project pg_cron runs it every night; where pg_cron is not there the local server
-- runs it on its timer (packages/supabase-local), as for publish_due_case_studies().
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    begin
      create extension if not exists pg_cron;
      perform cron.schedule('apply-retention', '30 3 * * *', 'select public.apply_retention()');
    exception when others then
      raise notice 'pg_cron is not usable here (%): schedule select public.apply_retention() daily another way', sqlerrm;
    end;
  end if;
end
$$;
