-- Key features' icon_bg and color are colours the admin picks (#rrggbb), applied to each public
-- card. The first seed stored Tailwind class names (bg-blue-100, text-blue-600) that no page can
-- use; they become the colours those classes stood for (the 100 shade for a background, the 600
-- shade for an icon, whatever shade the class named). A write through the API (it carries JWT
-- claims) must be a colour or empty, and is refused with a sentence otherwise; a row the database
-- owner carries over (this migration, the import of an earlier local data dir) is converted, and
-- a value naming no known colour is cleared: the card then keeps the theme's look.

create or replace function public.key_feature_colour(p_value text, p_kind text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when nullif(btrim(p_value), '') is null then null
    when btrim(p_value) ~* '^#[0-9a-f]{6}$' then lower(btrim(p_value))
    else (
      select case when p_kind = 'background' then light else strong end
      from (values
        ('slate', '#f1f5f9', '#475569'), ('gray', '#f3f4f6', '#4b5563'), ('red', '#fee2e2', '#dc2626'),
        ('orange', '#ffedd5', '#ea580c'), ('amber', '#fef3c7', '#d97706'), ('yellow', '#fef9c3', '#ca8a04'),
        ('green', '#dcfce7', '#16a34a'), ('emerald', '#d1fae5', '#059669'), ('teal', '#ccfbf1', '#0d9488'),
        ('cyan', '#cffafe', '#0891b2'), ('sky', '#e0f2fe', '#0284c7'), ('blue', '#dbeafe', '#2563eb'),
        ('indigo', '#e0e7ff', '#4f46e5'), ('violet', '#ede9fe', '#7c3aed'), ('purple', '#f3e8ff', '#9333ea'),
        ('pink', '#fce7f3', '#db2777'), ('rose', '#ffe4e6', '#e11d48')
      ) as palette(family, light, strong)
      where btrim(p_value) ~ ('^(bg|text)-' || family || '-[0-9]+$')
    )
  end
$$;

-- Security definer: it calls key_feature_colour, which no API role may execute on its own.
create or replace function public.key_features_colours()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_through_api constant boolean := nullif(current_setting('request.jwt.claims', true), '') is not null;
begin
  if v_through_api then
    if nullif(btrim(new.icon_bg), '') is not null and btrim(new.icon_bg) !~* '^#[0-9a-f]{6}$' then
      raise exception using errcode = '23514', message = 'Icon background: pick a colour such as #dbeafe';
    end if;
    if nullif(btrim(new.color), '') is not null and btrim(new.color) !~* '^#[0-9a-f]{6}$' then
      raise exception using errcode = '23514', message = 'Color: pick a colour such as #2563eb';
    end if;
  end if;
  new.icon_bg := public.key_feature_colour(new.icon_bg, 'background');
  new.color := public.key_feature_colour(new.color, 'icon');
  return new;
end;
$$;

create trigger key_features_colours
  before insert or update of icon_bg, color on public.key_features
  for each row execute function public.key_features_colours();

-- The rows already here pass through the trigger once.
update public.key_features set icon_bg = icon_bg, color = color;

comment on column public.key_features.icon_bg is 'The icon''s background on the public card, #rrggbb; null keeps the theme''s.';
comment on column public.key_features.color is 'The icon''s colour on the public card, #rrggbb; null keeps the theme''s.';

-- Called by the trigger alone, never through the API.
revoke execute on function public.key_feature_colour(text, text) from public;
revoke execute on function public.key_features_colours() from public;
