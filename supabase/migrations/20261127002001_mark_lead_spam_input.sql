-- A verdict needs a lead and a verdict (issue 40, item 15): a missing id or a null "spam" was
-- read as "not spam" or answered 500 (no_data_found is PL/pgSQL's own class, which PostgREST
-- reports as a server error). Now a missing argument is a 400 and an unknown lead a 404
-- (PostgREST answers SQLSTATE PTxyz with HTTP xyz), each with its message.
create or replace function public.mark_lead_spam(p_id uuid, p_spam boolean)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_status text;
begin
  if not public.has_any_role('{admin,sales}') then
    raise exception using errcode = 'insufficient_privilege', message = 'Only admins and sales can judge leads';
  end if;
  if p_id is null or p_spam is null then
    raise exception using errcode = 'null_value_not_allowed', message = 'Say which lead (p_id) and whether it is spam (p_spam: true or false)';
  end if;
  if p_spam then
    update public.leads l
    set spam_reason = coalesce(l.spam_reason, 'Marked as spam by ' || coalesce(nullif(auth.jwt() ->> 'email', ''), 'a team member')),
        next_attempt_at = case when l.forwarded_at is null then 'infinity' else l.next_attempt_at end
    where l.id = p_id
    returning l.forward_status into v_status;
  else
    update public.leads l
    set spam_reason = null,
        failed_at = case when l.forwarded_at is null then null else l.failed_at end,
        forward_attempts = case when l.forwarded_at is null then 0 else l.forward_attempts end,
        next_attempt_at = case when l.forwarded_at is null then now() else l.next_attempt_at end
    where l.id = p_id and l.spam_reason is not null
    returning l.forward_status into v_status;
    if v_status is null then
      select l.forward_status into v_status from public.leads l where l.id = p_id;
    end if;
  end if;
  if v_status is null then
    raise exception using errcode = 'PT404', message = 'No such lead';
  end if;
  return v_status;
end
$$;
