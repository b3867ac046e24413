-- Old addresses of case studies. Renaming a case study's slug (its title changed) keeps every link
-- already shared working: the page server answers the old address with a 301 to the current one.
-- A redirect names the case study, not a slug, so however often it is renamed, every old address
-- leads to the current one in one hop (chains collapse by construction).
create table public.case_study_redirects (
  old_slug text primary key,
  case_study_id uuid not null references public.case_studies (id) on delete cascade,
  created_at timestamptz not null default now()
);
comment on table public.case_study_redirects is 'Old slugs of case studies, each leading to the case study that had it; written by the database when a slug changes.';
create index case_study_redirects_case_study_id on public.case_study_redirects (case_study_id);
alter table public.case_study_redirects enable row level security;

create policy "Visitors read case study redirects" on public.case_study_redirects for select to anon, authenticated using (true);
create policy "Admins delete case study redirects" on public.case_study_redirects for delete to authenticated using (public.has_role(auth.uid(), 'admin'));
grant select on table public.case_study_redirects to anon, authenticated;
grant delete on table public.case_study_redirects to authenticated;
grant select, insert, update, delete on table public.case_study_redirects to service_role;

-- A slug is refused, in words, when it is another case study's old address (its links lead
-- there); taking back an old address of its own removes that redirect.
create function public.keep_case_study_redirect()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.slug is not distinct from old.slug then
    return new;
  end if;
  if exists (select 1 from public.case_study_redirects r where r.old_slug = new.slug and r.case_study_id <> new.id) then
    raise exception 'The address /case-studies/% still leads to another case study: choose another title, or remove that redirect first.', new.slug
      using errcode = '23505';
  end if;
  delete from public.case_study_redirects where old_slug = new.slug;
  if tg_op = 'UPDATE' then
    insert into public.case_study_redirects (old_slug, case_study_id) values (old.slug, new.id)
    on conflict (old_slug) do update set case_study_id = excluded.case_study_id, created_at = now();
  end if;
  return new;
end
$$;
comment on function public.keep_case_study_redirect() is 'Trigger: keeps the old address of a renamed case study and refuses a slug another case study''s old address holds.';
revoke execute on function public.keep_case_study_redirect() from public, anon, authenticated;

create trigger case_studies_keep_redirect
before insert or update of slug on public.case_studies
for each row execute function public.keep_case_study_redirect();
