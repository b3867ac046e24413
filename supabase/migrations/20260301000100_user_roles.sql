-- Roles decide who may manage content. The role check runs server-side (has_role) so a browser
-- can never grant itself admin rights.
create type public.app_role as enum ('admin', 'user');

create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  role public.app_role not null,
  created_at timestamptz not null default now(),
  unique (user_id, role)
);
comment on table public.user_roles is 'Roles granted to signed-in users; admin unlocks the admin screens and content writes.';
alter table public.user_roles enable row level security;

create policy "Users read their own roles" on public.user_roles for select to authenticated using (user_id = auth.uid());

-- Security definer so policies on other tables can ask about roles without exposing user_roles.
create function public.has_role(_user_id uuid, _role public.app_role)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.user_roles where user_id = _user_id and role = _role)
$$;
comment on function public.has_role(uuid, public.app_role) is 'True when the user holds the role; used by the admin guard and by every admin policy.';
