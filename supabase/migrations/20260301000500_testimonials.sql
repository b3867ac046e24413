create table public.testimonials (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  role text not null default '',
  quote text not null,
  rating integer not null default 5 check (rating between 1 and 5),
  image text,
  metrics_percentage text,
  metrics_description text,
  display_order integer not null default 0,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.testimonials is 'Customer quotes with a headline metric for the home page testimonials section.';
alter table public.testimonials enable row level security;

create policy "Visitors read active testimonials" on public.testimonials for select to anon, authenticated using (is_active or public.has_role(auth.uid(), 'admin'));
create policy "Admins add testimonials" on public.testimonials for insert to authenticated with check (public.has_role(auth.uid(), 'admin'));
create policy "Admins edit testimonials" on public.testimonials for update to authenticated using (public.has_role(auth.uid(), 'admin')) with check (public.has_role(auth.uid(), 'admin'));
create policy "Admins delete testimonials" on public.testimonials for delete to authenticated using (public.has_role(auth.uid(), 'admin'));

create trigger testimonials_touch_updated_at before update on public.testimonials
  for each row execute function public.touch_updated_at();

create table public.testimonials_section (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  description text not null default '',
  view_all_text text not null default 'View all case studies',
  updated_at timestamptz not null default now()
);
comment on table public.testimonials_section is 'Heading, intro and link text of the testimonials section (one row).';
alter table public.testimonials_section enable row level security;

create policy "Visitors read the testimonials heading" on public.testimonials_section for select to anon, authenticated using (true);
create policy "Admins add the testimonials heading" on public.testimonials_section for insert to authenticated with check (public.has_role(auth.uid(), 'admin'));
create policy "Admins edit the testimonials heading" on public.testimonials_section for update to authenticated using (public.has_role(auth.uid(), 'admin')) with check (public.has_role(auth.uid(), 'admin'));
create policy "Admins delete the testimonials heading" on public.testimonials_section for delete to authenticated using (public.has_role(auth.uid(), 'admin'));

create trigger testimonials_section_touch_updated_at before update on public.testimonials_section
  for each row execute function public.touch_updated_at();
