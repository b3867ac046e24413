-- Saved means seen (issue 29 part 6): every write to what visitors see bumps one number, which
-- each page server reads about once a second and, when it moved, drops the pages and the site map
-- it keeps. Each instance checks for itself, so any number of them serve a publish within seconds
-- without talking to each other; reading one row by its key is the cheapest question to ask.
create table public.content_version (
  id boolean primary key default true check (id),
  version bigint not null default 0,
  changed_at timestamptz not null default now()
);
comment on table public.content_version is 'A counter of changes to public content, one row; page servers drop their page cache when it moves.';
alter table public.content_version enable row level security;
insert into public.content_version (id) values (true);

create policy "Visitors read the content version" on public.content_version for select to anon, authenticated using (true);
grant select on public.content_version to anon, authenticated, service_role;

-- Once per statement, not per row: a reorder of eight features is one bump. It runs as its owner,
-- since the editors whose writes bump it may not write the counter themselves.
create function public.bump_content_version()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.content_version set version = version + 1, changed_at = now() where id;
  return null;
end;
$$;
comment on function public.bump_content_version() is 'Moves content_version on any write to public content (statement trigger).';
revoke all on function public.bump_content_version() from public, anon, authenticated, service_role;

create trigger bump_content_version after insert or update or delete or truncate on public.case_studies for each statement execute function public.bump_content_version();
create trigger bump_content_version after insert or update or delete or truncate on public.case_study_redirects for each statement execute function public.bump_content_version();
create trigger bump_content_version after insert or update or delete or truncate on public.media_files for each statement execute function public.bump_content_version();
create trigger bump_content_version after insert or update or delete or truncate on public.key_features for each statement execute function public.bump_content_version();
create trigger bump_content_version after insert or update or delete or truncate on public.key_features_section for each statement execute function public.bump_content_version();
create trigger bump_content_version after insert or update or delete or truncate on public.testimonials for each statement execute function public.bump_content_version();
create trigger bump_content_version after insert or update or delete or truncate on public.testimonials_section for each statement execute function public.bump_content_version();
create trigger bump_content_version after insert or update or delete or truncate on public.site_pages for each statement execute function public.bump_content_version();
create trigger bump_content_version after insert or update or delete or truncate on public.site_settings for each statement execute function public.bump_content_version();
