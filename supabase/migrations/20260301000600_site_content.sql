create table public.site_pages (
  slug text primary key check (slug in ('contact', 'privacy-policy', 'terms-of-service')),
  title text not null,
  body text not null default '',
  updated_at timestamptz not null default now()
);
comment on table public.site_pages is 'Editable texts of the contact and legal pages, one row per page.';
alter table public.site_pages enable row level security;

create policy "Visitors read site pages" on public.site_pages for select to anon, authenticated using (true);
create policy "Admins add site pages" on public.site_pages for insert to authenticated with check (public.has_role(auth.uid(), 'admin'));
create policy "Admins edit site pages" on public.site_pages for update to authenticated using (public.has_role(auth.uid(), 'admin')) with check (public.has_role(auth.uid(), 'admin'));
create policy "Admins delete site pages" on public.site_pages for delete to authenticated using (public.has_role(auth.uid(), 'admin'));

create trigger site_pages_touch_updated_at before update on public.site_pages
  for each row execute function public.touch_updated_at();

-- A single row: the boolean key can only ever be true.
create table public.site_settings (
  id boolean primary key default true check (id),
  config jsonb not null default '{}'::jsonb check (jsonb_typeof(config) = 'object'),
  section_order jsonb not null default '[]'::jsonb check (jsonb_typeof(section_order) = 'array'),
  updated_at timestamptz not null default now()
);
comment on table public.site_settings is 'Published site configuration (colors, links, images, texts) and home section order; one row.';
alter table public.site_settings enable row level security;

create policy "Visitors read site settings" on public.site_settings for select to anon, authenticated using (true);
create policy "Admins add site settings" on public.site_settings for insert to authenticated with check (public.has_role(auth.uid(), 'admin'));
create policy "Admins edit site settings" on public.site_settings for update to authenticated using (public.has_role(auth.uid(), 'admin')) with check (public.has_role(auth.uid(), 'admin'));
create policy "Admins delete site settings" on public.site_settings for delete to authenticated using (public.has_role(auth.uid(), 'admin'));

create trigger site_settings_touch_updated_at before update on public.site_settings
  for each row execute function public.touch_updated_at();
