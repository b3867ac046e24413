-- Addresses that reach a page as a link, an image or a link preview's image (issue 40, item 18):
-- a path on this site or an http(s) address, never `javascript:` or another scheme, and at most
-- 2,048 characters (a settings link had no cap). One rule for the settings and for the image
-- columns of case studies and pages, which took any text; packages/validation's isSiteLink is the
-- form's side of it, held to the same answers by supabase/tests/site-settings-rules.test.ts.
create function public.is_web_address(p_value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select char_length(p_value) <= 2048
    and btrim(p_value) ~* '^(/([^/\\\s"''<>][^\s\\"''<>]*)?|https?://[^/\\\s"''<>?#]+([/?#][^\s\\"''<>]*)?)$'
$$;
comment on function public.is_web_address(text) is 'True for a site path or an http(s) address of at most 2,048 characters.';
-- The image columns' checks run as the writer, so the writers may call it.
revoke execute on function public.is_web_address(text) from public;
grant execute on function public.is_web_address(text) to authenticated, service_role;

create or replace function public.site_settings_problem(p_config jsonb)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  c_color constant text := '^(#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})|(rgb|rgba|hsl|hsla)\(\s*[0-9.]+%?\s*,?\s*[0-9.]+%?\s*,?\s*[0-9.]+%?\s*([,/]\s*[0-9.]+%?\s*)?\)|transparent)$';
  c_size constant text := '^[0-9]+(\.[0-9]+)?(px|rem|em|%)$';
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
        or (v_item ->> 'url' <> '' and not public.is_web_address(v_item ->> 'url')) then
        return format('Link %s: enter a full address starting with https:// or a path starting with /', coalesce(v_item ->> 'id', '?'));
      end if;
    end loop;
  end if;

  if p_config ? 'images' then
    if jsonb_typeof(p_config -> 'images') <> 'array' then return 'images must be a list'; end if;
    for v_item in select * from jsonb_array_elements(p_config -> 'images') loop
      -- An empty image means "today's look".
      if jsonb_typeof(v_item) <> 'object' or jsonb_typeof(v_item -> 'url') is distinct from 'string'
        or (v_item ->> 'url' <> '' and not public.is_web_address(v_item ->> 'url'))
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

-- An image column is empty (the standard image) or an address; what was stored before that is not
-- one is dropped, so the standard image shows instead of a script.
update public.case_studies set featured_image = null where featured_image <> '' and not public.is_web_address(featured_image);
update public.case_studies set company_logo = null where company_logo <> '' and not public.is_web_address(company_logo);
update public.case_studies set social_image = null where social_image <> '' and not public.is_web_address(social_image);
update public.site_pages set social_image = null where social_image <> '' and not public.is_web_address(social_image);
alter table public.case_studies
  add constraint case_studies_featured_image_is_web_address check (featured_image = '' or public.is_web_address(featured_image)),
  add constraint case_studies_company_logo_is_web_address check (company_logo = '' or public.is_web_address(company_logo)),
  add constraint case_studies_social_image_is_web_address check (social_image = '' or public.is_web_address(social_image));
alter table public.site_pages
  add constraint site_pages_social_image_is_web_address check (social_image = '' or public.is_web_address(social_image));
