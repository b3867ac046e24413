-- What hosted Supabase provides before any project migration runs: the API roles and the
-- authenticator PostgREST logs in as, the auth and storage schemas, and the helper functions the
-- migrations call (hosted has more, such as storage.foldername(): add one here when a migration uses it).
-- As on a hosted project today, the API roles get no default privileges on new objects in
-- `public`: each migration grants what the API may use. Idempotent, so it runs on every start and
-- on a shared PostgreSQL.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  -- PostgREST logs in as authenticator, then takes the JWT's role; start.ts sets its password.
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit;
  end if;
end
$$;
grant anon, authenticated, service_role to authenticator;

create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;
grant usage on schema extensions to anon, authenticated, service_role;

create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  aud text not null default 'authenticated',
  role text not null default 'authenticated',
  email text not null unique,
  encrypted_password text not null,
  email_confirmed_at timestamptz default now(),
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{"provider": "email", "providers": ["email"]}'::jsonb,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);

create table if not exists auth.refresh_tokens (
  token_hash text primary key,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  revoked boolean not null default false,
  created_at timestamptz not null default now()
);
-- When the token was spent: a reuse soon after is a race between tabs, later it is a stolen copy.
alter table auth.refresh_tokens add column if not exists revoked_at timestamptz;
-- Addresses each account has signed in from with the right password: the per-account limit on
-- failed sign-ins applies only to other addresses, so a stranger's guesses cannot lock the owner
-- out of their own usual place (the per-address limit still bounds everyone).
create table if not exists auth.sign_in_addresses (
  user_id uuid not null references auth.users (id) on delete cascade,
  address text not null,
  last_at timestamptz not null default now(),
  primary key (user_id, address)
);

-- Invitations and password recovery, as GoTrue keeps them: when each mail went out, and the
-- one-time tokens their links carry (hashed; a link works once, within auth.email.otp_expiry).
-- An invited account has no password and no confirmed email until its link is followed.
alter table auth.users add column if not exists invited_at timestamptz;
alter table auth.users add column if not exists recovery_sent_at timestamptz;
create table if not exists auth.one_time_tokens (
  token_hash text primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null check (token_type in ('invite', 'recovery')),
  created_at timestamptz not null default now(),
  unique (user_id, token_type)
);

create or replace function auth.jwt() returns jsonb
language sql stable
as $$ select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb $$;

create or replace function auth.uid() returns uuid
language sql stable
as $$ select nullif(auth.jwt() ->> 'sub', '')::uuid $$;

create or replace function auth.role() returns text
language sql stable
as $$ select nullif(auth.jwt() ->> 'role', '') $$;

create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  public boolean not null default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text not null references storage.buckets (id),
  name text not null,
  owner uuid,
  metadata jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_accessed_at timestamptz not null default now(),
  unique (bucket_id, name)
);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

grant usage on schema public to anon, authenticated, service_role;

create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text not null,
  applied_at timestamptz not null default now()
);
