-- The team's roles, enforced where the data is (issue 27): admins everything; editors the content
-- (case studies, media and its files, key features, testimonials, the pages); sales people the
-- leads inbox. Site settings and the home layout stay with admins (their policies are unchanged),
-- and so do roles. The admin's navigation mirrors these rules (remotes/admin admin-links.ts).

-- Asks about the caller only, so it leaks nothing about anyone else. In policies it is wrapped in
-- a select, so PostgreSQL runs it once per query (an init plan), not once per row.
create function public.has_any_role(_roles public.app_role[])
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.user_roles where user_id = auth.uid() and role = any (_roles))
$$;
comment on function public.has_any_role(public.app_role[]) is 'True when the caller holds one of the roles; used by the role policies.';
revoke execute on function public.has_any_role(public.app_role[]) from public;
grant execute on function public.has_any_role(public.app_role[]) to anon, authenticated, service_role;

drop policy "Admins add case studies" on public.case_studies;
drop policy "Admins edit case studies" on public.case_studies;
drop policy "Admins delete case studies" on public.case_studies;
create policy "Admins and editors add case studies" on public.case_studies for insert to authenticated with check ((select public.has_any_role('{admin,editor}')));
create policy "Admins and editors edit case studies" on public.case_studies for update to authenticated using ((select public.has_any_role('{admin,editor}'))) with check ((select public.has_any_role('{admin,editor}')));
create policy "Admins and editors delete case studies" on public.case_studies for delete to authenticated using ((select public.has_any_role('{admin,editor}')));

drop policy "Admins add media" on public.media_files;
drop policy "Admins edit media" on public.media_files;
drop policy "Admins delete media" on public.media_files;
create policy "Admins and editors add media" on public.media_files for insert to authenticated with check ((select public.has_any_role('{admin,editor}')));
create policy "Admins and editors edit media" on public.media_files for update to authenticated using ((select public.has_any_role('{admin,editor}'))) with check ((select public.has_any_role('{admin,editor}')));
create policy "Admins and editors delete media" on public.media_files for delete to authenticated using ((select public.has_any_role('{admin,editor}')));

drop policy "Admins add key features" on public.key_features;
drop policy "Admins edit key features" on public.key_features;
drop policy "Admins delete key features" on public.key_features;
create policy "Admins and editors add key features" on public.key_features for insert to authenticated with check ((select public.has_any_role('{admin,editor}')));
create policy "Admins and editors edit key features" on public.key_features for update to authenticated using ((select public.has_any_role('{admin,editor}'))) with check ((select public.has_any_role('{admin,editor}')));
create policy "Admins and editors delete key features" on public.key_features for delete to authenticated using ((select public.has_any_role('{admin,editor}')));

drop policy "Admins add the key features heading" on public.key_features_section;
drop policy "Admins edit the key features heading" on public.key_features_section;
drop policy "Admins delete the key features heading" on public.key_features_section;
create policy "Admins and editors add the key features heading" on public.key_features_section for insert to authenticated with check ((select public.has_any_role('{admin,editor}')));
create policy "Admins and editors edit the key features heading" on public.key_features_section for update to authenticated using ((select public.has_any_role('{admin,editor}'))) with check ((select public.has_any_role('{admin,editor}')));
create policy "Admins and editors delete the key features heading" on public.key_features_section for delete to authenticated using ((select public.has_any_role('{admin,editor}')));

drop policy "Admins add testimonials" on public.testimonials;
drop policy "Admins edit testimonials" on public.testimonials;
drop policy "Admins delete testimonials" on public.testimonials;
create policy "Admins and editors add testimonials" on public.testimonials for insert to authenticated with check ((select public.has_any_role('{admin,editor}')));
create policy "Admins and editors edit testimonials" on public.testimonials for update to authenticated using ((select public.has_any_role('{admin,editor}'))) with check ((select public.has_any_role('{admin,editor}')));
create policy "Admins and editors delete testimonials" on public.testimonials for delete to authenticated using ((select public.has_any_role('{admin,editor}')));

drop policy "Admins add the testimonials heading" on public.testimonials_section;
drop policy "Admins edit the testimonials heading" on public.testimonials_section;
drop policy "Admins delete the testimonials heading" on public.testimonials_section;
create policy "Admins and editors add the testimonials heading" on public.testimonials_section for insert to authenticated with check ((select public.has_any_role('{admin,editor}')));
create policy "Admins and editors edit the testimonials heading" on public.testimonials_section for update to authenticated using ((select public.has_any_role('{admin,editor}'))) with check ((select public.has_any_role('{admin,editor}')));
create policy "Admins and editors delete the testimonials heading" on public.testimonials_section for delete to authenticated using ((select public.has_any_role('{admin,editor}')));

drop policy "Admins add site pages" on public.site_pages;
drop policy "Admins edit site pages" on public.site_pages;
drop policy "Admins delete site pages" on public.site_pages;
create policy "Admins and editors add site pages" on public.site_pages for insert to authenticated with check ((select public.has_any_role('{admin,editor}')));
create policy "Admins and editors edit site pages" on public.site_pages for update to authenticated using ((select public.has_any_role('{admin,editor}'))) with check ((select public.has_any_role('{admin,editor}')));
create policy "Admins and editors delete site pages" on public.site_pages for delete to authenticated using ((select public.has_any_role('{admin,editor}')));

-- A renamed case study's old addresses are the editors' too: they remove them on its edit screen.
drop policy "Admins delete case study redirects" on public.case_study_redirects;
create policy "Admins and editors delete case study redirects" on public.case_study_redirects for delete to authenticated using ((select public.has_any_role('{admin,editor}')));

-- Editors see what is hidden from visitors in the lists they edit.
drop policy "Signed-in users read active media" on public.media_files;
create policy "Signed-in users read active media" on public.media_files for select to authenticated using (is_active or (select public.has_any_role('{admin,editor}')));
drop policy "Visitors read active key features" on public.key_features;
create policy "Visitors read active key features" on public.key_features for select to anon, authenticated using (is_active or (select public.has_any_role('{admin,editor}')));
drop policy "Visitors read active testimonials" on public.testimonials;
create policy "Visitors read active testimonials" on public.testimonials for select to anon, authenticated using (is_active or (select public.has_any_role('{admin,editor}')));

drop policy "Admins upload media objects" on storage.objects;
drop policy "Admins replace media objects" on storage.objects;
drop policy "Admins delete media objects" on storage.objects;
create policy "Admins and editors upload media objects" on storage.objects for insert to authenticated with check (bucket_id in ('videos', 'images') and (select public.has_any_role('{admin,editor}')));
create policy "Admins and editors replace media objects" on storage.objects for update to authenticated using (bucket_id in ('videos', 'images') and (select public.has_any_role('{admin,editor}'))) with check (bucket_id in ('videos', 'images') and (select public.has_any_role('{admin,editor}')));
create policy "Admins and editors delete media objects" on storage.objects for delete to authenticated using (bucket_id in ('videos', 'images') and (select public.has_any_role('{admin,editor}')));

-- The leads inbox: admins and sales people read every lead and forward failed ones again.
drop policy "Admins read every lead" on public.leads;
create policy "Admins and sales read every lead" on public.leads for select to authenticated using ((select public.has_any_role('{admin,sales}')));

create or replace function public.forward_leads_again(p_ids uuid[])
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  if not public.has_any_role('{admin,sales}') then
    raise exception using errcode = 'insufficient_privilege', message = 'Only admins and sales can forward leads again';
  end if;
  update public.leads
  set failed_at = null, forward_attempts = 0, next_attempt_at = now()
  where id = any (p_ids) and failed_at is not null and forwarded_at is null;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;
comment on function public.forward_leads_again(uuid[]) is 'Makes failed leads due again for the sweep (admins and sales).';

-- Roles: admins see and manage everyone's; each person still reads their own.
create policy "Admins read every role" on public.user_roles for select to authenticated using ((select public.has_any_role('{admin}')));
create policy "Admins grant roles" on public.user_roles for insert to authenticated with check ((select public.has_any_role('{admin}')));
create policy "Admins change roles" on public.user_roles for update to authenticated using ((select public.has_any_role('{admin}'))) with check ((select public.has_any_role('{admin}')));
create policy "Admins remove roles" on public.user_roles for delete to authenticated using ((select public.has_any_role('{admin}')));
grant insert, update, delete on table public.user_roles to authenticated;

-- The site always keeps an admin: whatever removes or demotes the last one (the API, SQL, or
-- deleting the account, which cascades here) is refused. Locked so two removals at once cannot
-- each see the other admin and both succeed.
create function public.keep_last_admin()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.role = 'admin' and (tg_op = 'DELETE' or new.role <> 'admin' or new.user_id <> old.user_id) then
    lock table public.user_roles in share row exclusive mode;
    if not exists (select 1 from public.user_roles where role = 'admin' and id <> old.id) then
      raise exception using errcode = 'check_violation', message = 'The last admin cannot be removed or demoted';
    end if;
  end if;
  return coalesce(new, old);
end
$$;
comment on function public.keep_last_admin() is 'Refuses removing or demoting the last admin.';
revoke execute on function public.keep_last_admin() from public;
create trigger keep_last_admin before update or delete on public.user_roles for each row execute function public.keep_last_admin();
