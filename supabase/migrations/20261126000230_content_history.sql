-- Each item's history (issue 28 part 2) is the same record of changes as the activity log: editors
-- read the entries of the content they edit, to compare and restore; the rest stays with admins.
create policy "Editors read the history of content" on public.change_log for select to authenticated
  using (table_name in ('case_studies', 'media_files', 'key_features', 'key_features_section', 'testimonials', 'testimonials_section', 'site_pages') and (select public.has_any_role('{editor}')));
