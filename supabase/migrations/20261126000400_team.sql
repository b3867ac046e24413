-- The team screen (issue 27): admins see everyone with access and change their roles. Inviting
-- and removing people needs Supabase Auth's admin API, so those go through the `team` edge
-- function; these two need only the database, and the caller's own rights decide.

-- Everyone holding a staff role, with what the team screen shows of their account. Security
-- definer to read auth.users, so it checks the caller itself: admins only.
create function public.team_members()
returns table (user_id uuid, email text, role public.app_role, invited_at timestamptz, email_confirmed_at timestamptz, last_sign_in_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.has_any_role('{admin}') then
    raise exception using errcode = 'insufficient_privilege', message = 'Only admins can see the team';
  end if;
  -- Someone holding two staff roles works with the wider one, as the admin's guard decides.
  return query
  select distinct on (u.id) u.id, u.email::text, r.role, u.invited_at, u.email_confirmed_at, u.last_sign_in_at
  from public.user_roles r
  join auth.users u on u.id = r.user_id
  where r.role in ('admin', 'editor', 'sales')
  order by u.id, array_position('{admin,editor,sales}'::public.app_role[], r.role);
end
$$;
comment on function public.team_members() is 'Everyone with a staff role: email, role, invited / confirmed, last sign-in (admins only).';
revoke execute on function public.team_members() from public, anon;
grant execute on function public.team_members() to authenticated;

-- Gives a member exactly one staff role, as one change the activity log shows (role before and
-- after). The last admin's demotion is refused by keep_last_admin, here as anywhere.
create function public.set_team_role(p_user_id uuid, p_role public.app_role)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_current uuid;
begin
  if not public.has_any_role('{admin}') then
    raise exception using errcode = 'insufficient_privilege', message = 'Only admins can change roles';
  end if;
  if p_role not in ('admin', 'editor', 'sales') then
    raise exception using errcode = 'invalid_parameter_value', message = 'A team role is admin, editor or sales';
  end if;
  select id into v_current from public.user_roles
  where user_id = p_user_id and role in ('admin', 'editor', 'sales')
  order by role = p_role desc, array_position('{admin,editor,sales}'::public.app_role[], role)
  limit 1;
  if v_current is null then
    raise exception 'This person has no access to change';
  end if;
  update public.user_roles set role = p_role where id = v_current and role <> p_role;
  delete from public.user_roles where user_id = p_user_id and role in ('admin', 'editor', 'sales') and id <> v_current;
end
$$;
comment on function public.set_team_role(uuid, public.app_role) is 'Sets a member''s one staff role (admins only; the last admin stays).';
revoke execute on function public.set_team_role(uuid, public.app_role) from public, anon;
grant execute on function public.set_team_role(uuid, public.app_role) to authenticated;
