-- The team's roles (issue 27): editors run the content, sales people the leads inbox, admins
-- everything. A value added to an enum cannot be used in the transaction that adds it, so the
-- policies that use them come in the next migration.
alter type public.app_role add value if not exists 'editor';
alter type public.app_role add value if not exists 'sales';
comment on type public.app_role is 'admin: everything (team, site settings, home layout, leads); editor: case studies, media, key features, testimonials, pages; sales: the leads inbox; user: no admin access.';
