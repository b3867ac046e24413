-- Only a write that changed rows moves content_version (issue 40, item 17): an update or delete
-- matching no row (any signed-in account may send one; row-level security leaves it nothing)
-- moved it all the same, and so emptied every page server's cache at will. Each statement trigger
-- now sees the rows it changed (a transition table, which a trigger may have for one event only)
-- and bumps only when there are some; a truncate has none to show and always bumps.
create or replace function public.bump_content_version()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op <> 'TRUNCATE' then
    -- Planned only here, where the trigger has named its changed rows.
    if not exists (select 1 from changed_rows) then
      return null;
    end if;
  end if;
  update public.content_version set version = version + 1, changed_at = now() where id;
  return null;
end;
$$;

do $$
declare
  v_table text;
begin
  foreach v_table in array array[
    'case_studies', 'case_study_redirects', 'media_files', 'key_features', 'key_features_section',
    'testimonials', 'testimonials_section', 'site_pages', 'site_settings'
  ] loop
    execute format('drop trigger bump_content_version on public.%I', v_table);
    execute format('create trigger bump_content_version_insert after insert on public.%I referencing new table as changed_rows for each statement execute function public.bump_content_version()', v_table);
    execute format('create trigger bump_content_version_update after update on public.%I referencing new table as changed_rows for each statement execute function public.bump_content_version()', v_table);
    execute format('create trigger bump_content_version_delete after delete on public.%I referencing old table as changed_rows for each statement execute function public.bump_content_version()', v_table);
    execute format('create trigger bump_content_version_truncate after truncate on public.%I for each statement execute function public.bump_content_version()', v_table);
  end loop;
end
$$;
