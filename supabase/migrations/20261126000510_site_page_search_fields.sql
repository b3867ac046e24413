-- What search engines and link previews show for the contact and legal pages (issue 28 part 4),
-- when the editor wants other words than the page's standard ones (the route table's title and
-- description, the site's share image). The page server puts them in the served head.
alter table public.site_pages
  add column seo_title text,
  add column seo_description text,
  add column social_image text;
comment on column public.site_pages.seo_title is 'Search title; empty: the page''s standard title.';
comment on column public.site_pages.seo_description is 'Search description; empty: the page''s standard description.';
comment on column public.site_pages.social_image is 'Image link previews show; empty: the site''s share image.';
