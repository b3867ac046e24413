-- The lead sweep (the lead-sweep function) every minute on a hosted project, scheduled here rather
-- than by a snippet pasted by hand: pg_cron calls the function through pg_net with the project's
-- URL and service-role key, which the operator keeps in Vault under `project_url` and
-- `lead_sweep_service_key` (`npm run doctor` says when either is missing). Where pg_cron or pg_net
-- is not there (the local PostgreSQL from npm) this does nothing: the local server runs the sweep
-- on its own timer. Scheduled publishing is scheduled the same way (20261126000500).
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron')
     and exists (select 1 from pg_available_extensions where name = 'pg_net') then
    begin
      create extension if not exists pg_cron;
      create extension if not exists pg_net;
      perform cron.schedule('lead-sweep', '* * * * *', $job$
        select net.http_post(
          url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/lead-sweep',
          headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization',
            'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'lead_sweep_service_key')),
          body := '{}'::jsonb,
          timeout_milliseconds := 25000)
      $job$);
    exception when others then
      raise notice 'pg_cron or pg_net is not usable here (%): call the lead-sweep function every minute another way', sqlerrm;
    end;
  end if;
end
$$;

-- What `npm run doctor` reads about the database, for the operator's key alone: the migrations
-- applied, the scheduled jobs (null without pg_cron) and which of the Vault secrets the jobs use
-- exist (names only, never their values; null without Vault).
create function public.operations_status()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_jobs jsonb;
  v_vault jsonb;
begin
  if to_regclass('cron.job') is not null then
    execute 'select coalesce(jsonb_agg(jobname order by jobname), ''[]'') from cron.job where active' into v_jobs;
  end if;
  if to_regclass('vault.secrets') is not null then
    execute 'select coalesce(jsonb_agg(name order by name), ''[]'') from vault.secrets where name in (''project_url'', ''lead_sweep_service_key'')' into v_vault;
  end if;
  return jsonb_build_object(
    'migrations', (select coalesce(jsonb_agg(version order by version), '[]') from supabase_migrations.schema_migrations),
    'jobs', v_jobs,
    'vault', v_vault);
end
$$;
comment on function public.operations_status() is 'Migrations applied, scheduled jobs and the names of the Vault secrets they use, for npm run doctor.';
revoke execute on function public.operations_status() from public, anon, authenticated;
grant execute on function public.operations_status() to service_role;
