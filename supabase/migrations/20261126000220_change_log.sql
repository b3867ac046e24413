-- One record of changes (issues 27 and 28): every insert, update and delete of the content, media,
-- site settings (the home layout lives in them) and roles, written by the database itself, so no
-- client can skip it. It is the activity log (who changed what, when) and each item's history.
-- Append-only: no API role may write, edit or delete it, and a trigger refuses edits and deletes
-- even to SQL run past the API.
create table public.change_log (
  id bigint generated always as identity primary key,
  changed_at timestamptz not null default now(),
  actor_id uuid,
  actor_email text,
  table_name text not null,
  row_id text not null,
  action text not null check (action in ('insert', 'update', 'delete')),
  before jsonb,
  after jsonb
);
comment on table public.change_log is 'Append-only record of every change to content, media, settings and roles: who (null actor = the platform: service key or SQL), when, which row, the fields an edit changed as they were before, and the whole row after.';
alter table public.change_log enable row level security;

create policy "Admins read the change log" on public.change_log for select to authenticated using ((select public.has_any_role('{admin}')));
grant select on table public.change_log to authenticated, service_role;

-- The activity screen lists newest first, 50 at a time, optionally by person, kind or date: all
-- walk this index from the newest entry (a filter by person or kind reads on until it has a page).
-- An index per filter would make every save slower for a screen read now and then
-- (scripts/bench/activity-log.mjs and activity-trigger.mjs hold both to their budgets).
create index change_log_recent_idx on public.change_log (changed_at desc, id desc);
-- An item's history, and the person filter's list of people (change_log_people).
create index change_log_row_idx on public.change_log (table_name, row_id, changed_at desc);
create index change_log_actor_idx on public.change_log (actor_id) where actor_id is not null;

create function public.record_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before jsonb := case when tg_op = 'INSERT' then null else to_jsonb(old) end;
  v_after jsonb := case when tg_op = 'DELETE' then null else to_jsonb(new) end;
  v_key text := coalesce(tg_argv[0], 'id');
begin
  if tg_op = 'UPDATE' then
    -- An edit keeps, of the row before, only the fields it changed (the row after is whole, so
    -- every version can be restored): a save of one field of a long story writes it once, not twice.
    select coalesce(jsonb_object_agg(b.key, b.value), '{}') into v_before
    from jsonb_each(v_before) b
    where b.key <> 'updated_at' and b.value is distinct from v_after -> b.key;
    -- A save that changes nothing is no change.
    if v_before = '{}' then
      return null;
    end if;
  end if;
  insert into public.change_log (actor_id, actor_email, table_name, row_id, action, before, after)
  values (
    auth.uid(),
    nullif(auth.jwt() ->> 'email', ''),
    tg_table_name,
    coalesce(v_after, v_before) ->> v_key,
    lower(tg_op),
    v_before,
    v_after
  );
  return null;
end
$$;
comment on function public.record_change() is 'Writes each row change into change_log (trigger; argument: the key column).';
revoke execute on function public.record_change() from public;

create function public.refuse_change_log_edits()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception using errcode = 'insufficient_privilege', message = 'The change log cannot be edited or deleted';
end
$$;
comment on function public.refuse_change_log_edits() is 'Keeps change_log append-only (trigger).';
revoke execute on function public.refuse_change_log_edits() from public;
create trigger refuse_change_log_edits before update or delete on public.change_log for each row execute function public.refuse_change_log_edits();
create trigger refuse_change_log_truncate before truncate on public.change_log for each statement execute function public.refuse_change_log_edits();

create trigger record_change after insert or update or delete on public.case_studies for each row execute function public.record_change();
create trigger record_change after insert or update or delete on public.media_files for each row execute function public.record_change();
create trigger record_change after insert or update or delete on public.key_features for each row execute function public.record_change();
create trigger record_change after insert or update or delete on public.key_features_section for each row execute function public.record_change();
create trigger record_change after insert or update or delete on public.testimonials for each row execute function public.record_change();
create trigger record_change after insert or update or delete on public.testimonials_section for each row execute function public.record_change();
create trigger record_change after insert or update or delete on public.site_pages for each row execute function public.record_change('slug');
create trigger record_change after insert or update or delete on public.site_settings for each row execute function public.record_change();
create trigger record_change after insert or update or delete on public.user_roles for each row execute function public.record_change();

-- The people the activity screen can filter by: everyone who ever changed something.
create function public.change_log_people()
returns table (actor_id uuid, actor_email text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.has_any_role('{admin}') then
    raise exception using errcode = 'insufficient_privilege', message = 'Only admins can read the change log';
  end if;
  -- A loose index scan over change_log_actor_idx: one probe per person, not one row per change.
  return query
  with recursive people as (
    (select c.actor_id from public.change_log c where c.actor_id is not null order by c.actor_id limit 1)
    union all
    select (select c.actor_id from public.change_log c where c.actor_id > p.actor_id order by c.actor_id limit 1)
    from people p
    where p.actor_id is not null
  )
  select p.actor_id, (select c.actor_email from public.change_log c where c.actor_id = p.actor_id order by c.changed_at desc limit 1)
  from people p
  where p.actor_id is not null
  order by 2;
end
$$;
comment on function public.change_log_people() is 'Everyone who changed something, for the activity filter (admins only).';
revoke execute on function public.change_log_people() from public, anon;
grant execute on function public.change_log_people() to authenticated;
