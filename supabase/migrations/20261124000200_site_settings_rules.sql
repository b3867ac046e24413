-- Site settings reach every public page: colours and sizes become CSS in the served <style>
-- element, links become hrefs and images become image sources. The admin form checks them, but a
-- write through the API (a stolen admin token, a script) skips the form, so the table checks them
-- itself. The patterns are those of packages/validation/src/site-settings.ts, and
-- supabase/tests/site-settings-rules.test.ts holds both sides to the same answers.

create or replace function public.site_settings_problem(p_config jsonb)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  c_color constant text := '^(#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})|(rgb|rgba|hsl|hsla)\(\s*[0-9.]+%?\s*,?\s*[0-9.]+%?\s*,?\s*[0-9.]+%?\s*([,/]\s*[0-9.]+%?\s*)?\)|transparent)$';
  c_size constant text := '^[0-9]+(\.[0-9]+)?(px|rem|em|%)$';
  c_link constant text := '^(/([^/\\\s"''<>][^\s\\"''<>]*)?|https?://[^/\\\s"''<>?#]+([/?#][^\s\\"''<>]*)?)$';
  v_styles jsonb := p_config -> 'styles';
  v_item jsonb;
  v_key text;
  v_value jsonb;
  v_button text;
begin
  if jsonb_typeof(p_config) is distinct from 'object' then
    return 'Site settings must be an object';
  end if;

  if v_styles is not null then
    if jsonb_typeof(v_styles) <> 'object' then return 'styles must be an object'; end if;

    if v_styles ? 'colors' then
      if jsonb_typeof(v_styles -> 'colors') <> 'array' then return 'styles.colors must be a list'; end if;
      for v_item in select * from jsonb_array_elements(v_styles -> 'colors') loop
        if jsonb_typeof(v_item) <> 'object' or jsonb_typeof(v_item -> 'value') is distinct from 'string'
          or btrim(v_item ->> 'value') !~* c_color then
          return format('Colour %s: enter a color such as #1e293b, rgb(30, 41, 59) or transparent', coalesce(v_item ->> 'id', '?'));
        end if;
      end loop;
    end if;

    if v_styles ? 'buttons' then
      if jsonb_typeof(v_styles -> 'buttons') <> 'object' then return 'styles.buttons must be an object'; end if;
      for v_button, v_item in select * from jsonb_each(v_styles -> 'buttons') loop
        if jsonb_typeof(v_item) <> 'object' then return format('Button %s must be an object', v_button); end if;
        for v_key, v_value in select * from jsonb_each(v_item) loop
          if jsonb_typeof(v_value) <> 'string' then
            return format('Button %s %s must be text', v_button, v_key);
          elsif v_key = 'borderRadius' and btrim(v_value #>> '{}') !~ c_size then
            return format('Button %s borderRadius: enter a size such as 8px, 0.5rem or 50%%', v_button);
          elsif v_key <> 'borderRadius' and btrim(v_value #>> '{}') !~* c_color then
            return format('Button %s %s: enter a color such as #1e293b, rgb(30, 41, 59) or transparent', v_button, v_key);
          end if;
        end loop;
      end loop;
    end if;

    if v_styles ? 'spacing' then
      if jsonb_typeof(v_styles -> 'spacing') <> 'object' then return 'styles.spacing must be an object'; end if;
      for v_key, v_value in select * from jsonb_each(v_styles -> 'spacing') loop
        if jsonb_typeof(v_value) <> 'number' or (v_value #>> '{}')::numeric < 0
          or (v_value #>> '{}')::numeric <> trunc((v_value #>> '{}')::numeric) then
          return format('Spacing %s: enter a whole number of pixels, 0 or more', v_key);
        end if;
      end loop;
    end if;
  end if;

  if p_config ? 'links' then
    if jsonb_typeof(p_config -> 'links') <> 'array' then return 'links must be a list'; end if;
    for v_item in select * from jsonb_array_elements(p_config -> 'links') loop
      -- An empty social link means "not shown".
      if jsonb_typeof(v_item) <> 'object' or jsonb_typeof(v_item -> 'url') is distinct from 'string'
        or (v_item ->> 'url' <> '' and btrim(v_item ->> 'url') !~* c_link) then
        return format('Link %s: enter a full address starting with https:// or a path starting with /', coalesce(v_item ->> 'id', '?'));
      end if;
    end loop;
  end if;

  if p_config ? 'images' then
    if jsonb_typeof(p_config -> 'images') <> 'array' then return 'images must be a list'; end if;
    for v_item in select * from jsonb_array_elements(p_config -> 'images') loop
      -- An empty image means "today's look".
      if jsonb_typeof(v_item) <> 'object' or jsonb_typeof(v_item -> 'url') is distinct from 'string'
        or (v_item ->> 'url' <> '' and btrim(v_item ->> 'url') !~* c_link)
        or (v_item ? 'alt' and jsonb_typeof(v_item -> 'alt') <> 'string') then
        return format('Image %s: enter an image address starting with https:// or a path starting with /', coalesce(v_item ->> 'id', '?'));
      end if;
    end loop;
  end if;

  if p_config ? 'texts' then
    if jsonb_typeof(p_config -> 'texts') <> 'array' then return 'texts must be a list'; end if;
    for v_item in select * from jsonb_array_elements(p_config -> 'texts') loop
      if jsonb_typeof(v_item) <> 'object' or jsonb_typeof(v_item -> 'content') is distinct from 'string' then
        return format('Text %s must be text', coalesce(v_item ->> 'id', '?'));
      end if;
    end loop;
  end if;

  return null;
end;
$$;
comment on function public.site_settings_problem(jsonb) is
  'Why a site_settings.config value may not be stored, in words for the admin; null when it may.';

create or replace function public.check_site_settings()
returns trigger
language plpgsql
-- The writer (an admin through the API) has no EXECUTE on the checker; the owner runs it.
security definer
set search_path = ''
as $$
declare
  v_problem text := public.site_settings_problem(new.config);
begin
  if v_problem is not null then
    raise exception using errcode = 'check_violation', message = v_problem;
  end if;
  return new;
end;
$$;

-- Only the trigger calls these (a trigger needs no EXECUTE grant of the writer).
revoke execute on function public.site_settings_problem(jsonb) from public;
revoke execute on function public.check_site_settings() from public;

create trigger site_settings_check before insert or update on public.site_settings
  for each row execute function public.check_site_settings();
