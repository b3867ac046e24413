-- What an uploaded image shows, in words, for people who cannot see it: the alt text every page
-- gives the image. The upload form requires it for images; videos have none, so it stays nullable.
-- get_public_media returns whole rows (m.*), so visitors receive it with the image.
alter table public.media_files add column alt_text text check (length(alt_text) between 1 and 250);
comment on column public.media_files.alt_text is 'The image described in words for people who cannot see it (its alt text); null for videos.';
