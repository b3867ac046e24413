-- An invitation nobody has accepted is not an admin (issue 40, item 18): keep_last_admin counted
-- one, so the only working admin could remove themselves while an invitation was pending, and the
-- site was left with nobody able to sign in as admin.
create or replace function public.keep_last_admin()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.role = 'admin' and (tg_op = 'DELETE' or new.role <> 'admin' or new.user_id <> old.user_id) then
    lock table public.user_roles in share row exclusive mode;
    if not exists (
      select 1 from public.user_roles r join auth.users u on u.id = r.user_id
      where r.role = 'admin' and r.id <> old.id and (u.invited_at is null or u.email_confirmed_at is not null)
    ) then
      raise exception using errcode = 'check_violation', message = 'The last admin cannot be removed or demoted';
    end if;
  end if;
  return coalesce(new, old);
end
$$;
comment on function public.keep_last_admin() is 'Refuses removing or demoting the last admin who has accepted their invitation.';
