-- Every commit of the API is acknowledged only once it is on disk, leads above all. A rate-limit
-- hit is the exception worth making: losing the last few on a crash lets a caller a few requests
-- more, nothing else, and it is written on every function call, before the lead it guards. Its
-- transaction commits without waiting for the disk (SET LOCAL: this transaction only).
create or replace function public.consume_rate_limit(p_key text, p_limit integer, p_window_seconds integer)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_hits integer;
  v_window interval := make_interval(secs => p_window_seconds);
begin
  perform set_config('synchronous_commit', 'off', true);

  delete from public.rate_limits
  where key in (
    select key from public.rate_limits
    where (expires_at < now() or (expires_at is null and window_started_at < now() - interval '1 day')) and key <> p_key
    limit 100
  );

  insert into public.rate_limits as r (key, window_started_at, hits, expires_at)
  values (p_key, now(), 1, now() + v_window)
  on conflict (key) do update set
    window_started_at = case when r.window_started_at <= now() - v_window then now() else r.window_started_at end,
    hits = case when r.window_started_at <= now() - v_window then 1 else r.hits + 1 end,
    expires_at = case when r.window_started_at <= now() - v_window then now() else r.window_started_at end + v_window
  returning hits into v_hits;
  return v_hits <= p_limit;
end
$$;
comment on function public.consume_rate_limit(text, integer, integer) is 'Rate limiter for edge functions; true means the request is allowed. Removes finished windows as it goes; its commit does not wait for the disk (a lost hit only lets a caller a request more).';
