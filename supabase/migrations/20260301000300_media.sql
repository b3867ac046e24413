create table public.media_files (
  id uuid primary key default gen_random_uuid(),
  file_name text not null,
  original_name text not null,
  file_type text not null check (file_type in ('video', 'image')),
  use_case text not null default 'general',
  storage_url text not null,
  content_type text,
  file_size bigint check (file_size >= 0 and file_size <= 52428800),
  is_active boolean not null default true,
  uploaded_at timestamptz not null default now()
);
comment on table public.media_files is 'Uploaded demo videos and images, one row per stored object, grouped by use case.';
alter table public.media_files enable row level security;
create index media_files_use_case_idx on public.media_files (use_case, file_type, uploaded_at desc) where is_active;

create policy "Signed-in users read active media" on public.media_files for select to authenticated using (is_active or public.has_role(auth.uid(), 'admin'));
create policy "Admins add media" on public.media_files for insert to authenticated with check (public.has_role(auth.uid(), 'admin'));
create policy "Admins edit media" on public.media_files for update to authenticated using (public.has_role(auth.uid(), 'admin')) with check (public.has_role(auth.uid(), 'admin'));
create policy "Admins delete media" on public.media_files for delete to authenticated using (public.has_role(auth.uid(), 'admin'));

-- Visitors get media through this function only, so inactive files never reach them.
create function public.get_public_media(p_use_case text, p_file_type text default null)
returns setof public.media_files
language sql
stable
security definer
set search_path = ''
as $$
  select m.*
  from public.media_files m
  where m.is_active
    and m.use_case = p_use_case
    and (p_file_type is null or m.file_type = p_file_type)
  order by m.uploaded_at desc
$$;
comment on function public.get_public_media(text, text) is 'Active media of one use case (optionally one file type), newest first.';

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('videos', 'videos', true, 52428800, array['video/*']),
  ('images', 'images', true, 52428800, array['image/*'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

create policy "Visitors read media objects" on storage.objects for select to anon, authenticated using (bucket_id in ('videos', 'images'));
create policy "Admins upload media objects" on storage.objects for insert to authenticated with check (bucket_id in ('videos', 'images') and public.has_role(auth.uid(), 'admin'));
create policy "Admins replace media objects" on storage.objects for update to authenticated using (bucket_id in ('videos', 'images') and public.has_role(auth.uid(), 'admin')) with check (bucket_id in ('videos', 'images') and public.has_role(auth.uid(), 'admin'));
create policy "Admins delete media objects" on storage.objects for delete to authenticated using (bucket_id in ('videos', 'images') and public.has_role(auth.uid(), 'admin'));
