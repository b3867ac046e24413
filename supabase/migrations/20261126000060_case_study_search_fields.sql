-- What search engines and link previews show for a case study, when the editor wants other words
-- than the derived ones (its title with the site's name, its summary, the site's share image).
alter table public.case_studies
  add column seo_title text,
  add column seo_description text,
  add column social_image text;
comment on column public.case_studies.seo_title is 'Search title; empty: the title followed by the site''s name.';
comment on column public.case_studies.seo_description is 'Search description; empty: the summary.';
comment on column public.case_studies.social_image is 'Image link previews show; empty: the site''s share image.';
