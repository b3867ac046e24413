create table public.case_studies (
  id uuid primary key default gen_random_uuid(),
  title text not null check (length(title) > 0),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  industry text,
  summary text,
  challenge text,
  solution text,
  results text,
  testimonial text,
  author_name text,
  author_position text,
  author_company text,
  featured_image text,
  company_logo text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.case_studies is 'Published customer stories shown on /case-studies and /case-studies/{slug}.';
alter table public.case_studies enable row level security;

create policy "Visitors read case studies" on public.case_studies for select to anon, authenticated using (true);
create policy "Admins add case studies" on public.case_studies for insert to authenticated with check (public.has_role(auth.uid(), 'admin'));
create policy "Admins edit case studies" on public.case_studies for update to authenticated using (public.has_role(auth.uid(), 'admin')) with check (public.has_role(auth.uid(), 'admin'));
create policy "Admins delete case studies" on public.case_studies for delete to authenticated using (public.has_role(auth.uid(), 'admin'));

create function public.touch_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

create trigger case_studies_touch_updated_at before update on public.case_studies
  for each row execute function public.touch_updated_at();

-- The list page needs only the card fields; the long texts stay empty so the list payload stays small.
create function public.get_public_case_studies()
returns table (
  id uuid,
  title text,
  slug text,
  industry text,
  summary text,
  challenge text,
  solution text,
  results text,
  testimonial text,
  featured_image text,
  company_logo text,
  created_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select c.id, c.title, c.slug, c.industry, c.summary, '', '', '', '', c.featured_image, c.company_logo, c.created_at
  from public.case_studies c
  order by c.created_at desc
$$;
comment on function public.get_public_case_studies() is 'Case study cards for the public list, newest first.';
