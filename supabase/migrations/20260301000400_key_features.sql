create table public.key_features (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  description text not null default '',
  icon_name text not null default 'Clock' check (icon_name in ('Clock', 'Mic', 'FileText', 'Brain', 'Target', 'BookOpen', 'Calendar', 'RefreshCw', 'Phone', 'Globe', 'Share2', 'Users')),
  icon_bg text,
  color text,
  display_order integer not null default 0,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.key_features is 'Feature cards of the home page key-features grid, in display_order.';
alter table public.key_features enable row level security;

create policy "Visitors read active key features" on public.key_features for select to anon, authenticated using (is_active or public.has_role(auth.uid(), 'admin'));
create policy "Admins add key features" on public.key_features for insert to authenticated with check (public.has_role(auth.uid(), 'admin'));
create policy "Admins edit key features" on public.key_features for update to authenticated using (public.has_role(auth.uid(), 'admin')) with check (public.has_role(auth.uid(), 'admin'));
create policy "Admins delete key features" on public.key_features for delete to authenticated using (public.has_role(auth.uid(), 'admin'));

create trigger key_features_touch_updated_at before update on public.key_features
  for each row execute function public.touch_updated_at();

create table public.key_features_section (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  description text not null default '',
  updated_at timestamptz not null default now()
);
comment on table public.key_features_section is 'Heading and intro text above the key-features grid (one row).';
alter table public.key_features_section enable row level security;

create policy "Visitors read the key features heading" on public.key_features_section for select to anon, authenticated using (true);
create policy "Admins add the key features heading" on public.key_features_section for insert to authenticated with check (public.has_role(auth.uid(), 'admin'));
create policy "Admins edit the key features heading" on public.key_features_section for update to authenticated using (public.has_role(auth.uid(), 'admin')) with check (public.has_role(auth.uid(), 'admin'));
create policy "Admins delete the key features heading" on public.key_features_section for delete to authenticated using (public.has_role(auth.uid(), 'admin'));

create trigger key_features_section_touch_updated_at before update on public.key_features_section
  for each row execute function public.touch_updated_at();
