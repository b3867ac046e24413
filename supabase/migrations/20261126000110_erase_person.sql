-- Erasure on request (issue 26, DPDP Act): an admin erases every lead of one person, named by the
-- email address (any case) or the E.164 phone number they gave, in one step; the per-number call
-- limit goes too, so nothing of the number is left. Answers how many leads were erased.
create function public.erase_person_leads(p_contact text)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_contact text := btrim(p_contact);
  v_count integer;
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception using errcode = 'insufficient_privilege', message = 'Only admins can erase leads';
  end if;
  if v_contact is null or v_contact = '' then
    raise exception using errcode = 'invalid_parameter_value', message = 'Name the email address or phone number to erase';
  end if;
  delete from public.leads l
  where lower(l.data ->> 'email') = lower(v_contact) or l.data ->> 'phone_number' = v_contact;
  get diagnostics v_count = row_count;
  delete from public.rate_limits where key = 'demo-call:phone:' || v_contact;
  return v_count;
end
$$;
comment on function public.erase_person_leads(text) is 'Erases every lead of one email address or E.164 phone number (admins only); answers how many.';
revoke execute on function public.erase_person_leads(text) from public, anon;
grant execute on function public.erase_person_leads(text) to authenticated;
