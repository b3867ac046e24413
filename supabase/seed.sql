-- Demo content for local development: an Indian real-estate voice-agent company.
-- Idempotent: fixed ids with "on conflict do nothing", so re-running never duplicates rows.

insert into public.key_features (id, title, description, icon_name, icon_bg, color, display_order, is_active) values
  ('6b1d0c52-3f0e-4d7e-9a11-000000000001', '24/7 Lead Response', 'Every enquiry from 99acres, MagicBricks or your website gets a call back within a minute, even at 2 am.', 'Clock', '#dbeafe', '#2563eb', 1, true),
  ('6b1d0c52-3f0e-4d7e-9a11-000000000002', 'Hindi, English and Hinglish', 'Natural conversations in the language your buyer is comfortable with, switching mid-sentence when they do.', 'Globe', '#d1fae5', '#059669', 2, true),
  ('6b1d0c52-3f0e-4d7e-9a11-000000000003', 'Budget and Intent Qualification', 'Asks about budget, BHK, preferred locality and possession timeline, and scores every lead before it reaches sales.', 'Target', '#ffedd5', '#ea580c', 3, true),
  ('6b1d0c52-3f0e-4d7e-9a11-000000000004', 'Site Visit Scheduling', 'Books site visits straight into your sales team''s calendar and sends WhatsApp reminders the day before.', 'Calendar', '#f3e8ff', '#9333ea', 4, true),
  ('6b1d0c52-3f0e-4d7e-9a11-000000000005', 'Project Knowledge Base', 'Answers RERA numbers, carpet areas, amenities and payment plans from your brochures and price sheets.', 'BookOpen', '#fce7f3', '#db2777', 5, true),
  ('6b1d0c52-3f0e-4d7e-9a11-000000000006', 'CRM Sync', 'Call summaries, transcripts and lead scores land in Salesforce, LeadSquared or Sell.Do automatically.', 'RefreshCw', '#cffafe', '#0891b2', 6, true),
  ('6b1d0c52-3f0e-4d7e-9a11-000000000007', 'Smart Follow-ups', 'Re-engages cold leads when a new tower launches or prices change, without a telecaller lifting a phone.', 'Phone', '#fef3c7', '#d97706', 7, true),
  ('6b1d0c52-3f0e-4d7e-9a11-000000000008', 'Call Insights', 'Learns which questions buyers ask most so your marketing team knows what to put on the next hoarding.', 'Brain', '#e0e7ff', '#4f46e5', 8, false)
on conflict (id) do nothing;

insert into public.key_features_section (id, title, description) values
  ('6b1d0c52-3f0e-4d7e-9a12-000000000001', 'Built for Indian Real Estate Sales', 'Everything your pre-sales team does on the phone, done by an AI voice agent that never misses a lead.')
on conflict (id) do nothing;

insert into public.testimonials (id, name, role, quote, rating, image, metrics_percentage, metrics_description, display_order, is_active) values
  ('6b1d0c52-3f0e-4d7e-9a13-000000000001', 'Rohan Mehta', 'Head of Sales, Skyline Habitats, Mumbai', 'Our telecallers were drowning in portal leads. Vaani calls every one of them within a minute and only passes on buyers who are serious about a 2 or 3 BHK in Thane.', 5, null, '42%', 'more site visits booked in the first quarter', 1, true),
  ('6b1d0c52-3f0e-4d7e-9a13-000000000002', 'Priya Raghavan', 'Marketing Director, Greenfield Estates, Bengaluru', 'Buyers from Whitefield to Sarjapur get answers in Kannada, Hindi or English at any hour. Our cost per qualified lead has come down sharply.', 5, null, '35%', 'lower cost per qualified lead', 2, true),
  ('6b1d0c52-3f0e-4d7e-9a13-000000000003', 'Aditya Kulkarni', 'Founder, Sahyadri Realty, Pune', 'The follow-up calls after our Hinjewadi launch brought back leads we had written off. The CRM notes are better than what our team used to write.', 4, null, '3x', 'faster response to new enquiries', 3, true),
  ('6b1d0c52-3f0e-4d7e-9a13-000000000004', 'Neha Bansal', 'VP Pre-Sales, Capital Crest Developers, Gurugram', 'We use it for NRI enquiries across time zones. Nobody waits for India office hours any more.', 5, null, '60%', 'of NRI leads now qualified overnight', 4, false)
on conflict (id) do nothing;

insert into public.testimonials_section (id, title, description, view_all_text) values
  ('6b1d0c52-3f0e-4d7e-9a14-000000000001', 'Trusted by Developers Across India', 'Real-estate teams in Mumbai, Bengaluru, Pune and Gurugram use Vaani AI to answer every buyer, every time.', 'View all case studies')
on conflict (id) do nothing;

insert into public.case_studies (id, title, slug, industry, summary, challenge, solution, results, testimonial, author_name, author_position, author_company, featured_image, company_logo, created_at, status) values
  ('6b1d0c52-3f0e-4d7e-9a15-000000000001',
   'How Skyline Habitats Doubled Site Visits in Thane',
   'how-skyline-habitats-doubled-site-visits-in-thane',
   'Residential Real Estate',
   'A Mumbai developer replaced a missed-call backlog with an AI voice agent that calls every portal lead within a minute.',
   'Skyline Habitats received over 4,000 enquiries a month from property portals for two Thane towers. Telecallers reached fewer than half of them on the same day, and weekend leads waited until Monday.',
   'Vaani AI calls every new lead within 60 seconds in Hindi, Marathi or English, qualifies budget and configuration, and books site visits straight into the sales calendar.',
   'Site visits rose from 310 to 640 a month, same-day contact reached 100% of leads, and the telecalling team now spends its time on buyers who are ready to visit.',
   'Vaani AI answers our leads faster than any person could. Our sales managers walk into site visits knowing the buyer''s budget and must-haves.',
   'Rohan Mehta', 'Head of Sales', 'Skyline Habitats', '/case-studies/thane-towers.svg', '/case-studies/skyline-habitats-logo.svg', now() - interval '30 days', 'published'),
  ('6b1d0c52-3f0e-4d7e-9a15-000000000002',
   'Greenfield Estates Cuts Cost per Qualified Lead in Bengaluru',
   'greenfield-estates-cuts-cost-per-qualified-lead-in-bengaluru',
   'Residential Real Estate',
   'A Bengaluru developer used multilingual AI calls to qualify leads for plotted developments on Sarjapur Road.',
   'Digital campaigns produced plenty of leads but most were browsers. The pre-sales team of eight could not separate serious buyers from the rest quickly enough.',
   'Vaani AI holds a first conversation in Kannada, Hindi or English, asks about budget, loan eligibility and timeline, and scores each lead in the CRM.',
   'Cost per qualified lead fell by 35%, and conversion from site visit to booking improved from 6% to 9% in two quarters.',
   'We stopped paying people to call numbers that never pick up. The agent does the first call, our team does the closing.',
   'Priya Raghavan', 'Marketing Director', 'Greenfield Estates', '/case-studies/bengaluru-plots.svg', '/case-studies/greenfield-estates-logo.svg', now() - interval '20 days', 'published'),
  ('6b1d0c52-3f0e-4d7e-9a15-000000000003',
   'Sahyadri Realty Revives Cold Leads After a Pune Launch',
   'sahyadri-realty-revives-cold-leads-after-a-pune-launch',
   'Residential Real Estate',
   'A Pune developer re-engaged 12,000 old enquiries with AI follow-up calls when a new Hinjewadi phase opened.',
   'Years of enquiries sat untouched in spreadsheets. Calling them manually for a new launch would have taken the team three months.',
   'Vaani AI called the full list over two weeks, explained the new phase and its payment plan, and handed interested buyers to the sales team with call notes.',
   'Eleven percent of the old leads asked for a site visit, and the launch phase sold out its first tower in five weeks.',
   'Leads we had given up on turned into bookings. The call notes are better than what our own team used to write.',
   'Aditya Kulkarni', 'Founder', 'Sahyadri Realty', '/case-studies/pune-launch.svg', '/case-studies/sahyadri-realty-logo.svg', now() - interval '10 days', 'published'),
  ('6b1d0c52-3f0e-4d7e-9a15-000000000004',
   'Riverside Homes Answers Every Weekend Enquiry in Kochi',
   'riverside-homes',
   'Residential Real Estate',
   'A Kochi developer stopped losing Saturday and Sunday portal leads by letting an AI voice agent call back in Malayalam, English and Hindi.',
   E'Riverside Homes ran its sales office six days a week, but half of its enquiries for waterfront apartments on the Vyttila side arrived on weekends and holidays. By Monday, buyers had already visited competing projects.\n\nNRI buyers in the Gulf added a second problem: their evenings were the team''s nights.',
   E'Vaani AI now calls every enquiry within a minute, whatever the day or hour, in Malayalam, English or Hindi. It explains the 2 and 3 BHK options, carpet areas and the possession timeline, checks the budget and home-loan status, and offers a site visit or a video walkthrough for NRI buyers.\n\nEvery call summary, with the buyer''s preferences, is written to the team''s CRM before the sales manager starts the day.',
   'Weekend enquiries are now contacted in under a minute instead of two days. Site visits booked from weekend leads grew by 58% in the first three months, and NRI video walkthroughs doubled.',
   'Our best leads used to come in when nobody was at the desk. Now they get a knowledgeable answer at once, and we walk into Monday with a full visit calendar.',
   'Anjali Menon', 'Director of Sales', 'Riverside Homes', '/case-studies/riverside-homes.svg', '/case-studies/riverside-homes-logo.svg', now() - interval '5 days', 'published'),
  ('6b1d0c52-3f0e-4d7e-9a15-000000000005',
   'Capital Crest Qualifies NRI Leads Overnight in Gurugram',
   'capital-crest-qualifies-nri-leads-overnight-in-gurugram',
   'Luxury Real Estate',
   'A Gurugram developer of premium high-rises gave buyers in Dubai, London and Singapore a sales conversation in their own evening.',
   'Sixty percent of enquiries for Capital Crest''s Golf Course Extension Road towers came from NRIs, mostly outside Indian office hours. Callbacks arrived at inconvenient times and many leads never picked up.',
   'Vaani AI calls NRI leads at a time that suits their time zone, answers questions on RERA registration, power-of-attorney purchases and repatriation, and books video site tours with the relationship managers.',
   'Sixty percent of NRI leads are now qualified before the India team logs in, and the time from enquiry to first video tour fell from nine days to two.',
   'Our overseas buyers finally get the same attention as someone walking into the sales gallery.',
   'Neha Bansal', 'VP Pre-Sales', 'Capital Crest Developers', '/case-studies/gurugram-nri.svg', '/case-studies/capital-crest-logo.svg', now() - interval '2 days', 'published')
on conflict (id) do nothing;

insert into public.site_pages (slug, title, body) values
  ('contact', 'Contact Us', E'We would love to hear about your sales team and your projects.\n\nEmail: [hello@vaani.ai](mailto:hello@vaani.ai)\nPhone: [+91 80 4567 8900](tel:+918045678900)\nOffice: 4th Floor, Prestige Tech Park, Outer Ring Road, Bengaluru, Karnataka 560103\n\nOur team replies within 24 hours, Monday to Saturday.'),
  ('privacy-policy', 'Privacy Policy', E'This policy explains what personal data Vaani AI collects when you use our website or request a demo call, and how we use it.\n\nWhat we collect: your name, business email and phone number when you submit a form, and the audio and transcript of demo calls you start. With each form we also record which consent text you saw and when you agreed, and where your visit came from (the page you landed on, the campaign or site that referred you, the page and button you used). That is kept in your browser for the visit only (no cookies) and sent to us only with a form.\n\nWhy we collect it: to call you back, to schedule demos and to send product news you asked for. We process your data in line with the Digital Personal Data Protection Act, 2023.\n\nYour rights: you may ask us to access, correct or erase your data at any time by writing to privacy@vaani.ai. To have your data erased, tell us the email address or phone number you gave us: we erase every request we hold under it, in one step, within 30 days, and confirm by email. Withdrawing your consent is as easy as giving it: write to the same address, or use the unsubscribe link in any email.'),
  ('terms-of-service', 'Terms of Service', E'These terms govern your use of the Vaani AI website and demo services.\n\nDemo calls are provided for evaluation only. By requesting a call you agree that we may contact you by phone, email or WhatsApp about our products.\n\nThe service is provided as is during the trial. These terms are governed by the laws of India, and the courts of Bengaluru have exclusive jurisdiction.')
on conflict (slug) do nothing;

insert into public.site_settings (id, config, section_order) values
  (true, '{}'::jsonb, '[
    {"id": "hero", "name": "Hero Banner", "component": "HeroSection"},
    {"id": "request-callback", "name": "Request Callback", "component": "RequestCallbackSection"},
    {"id": "how-it-works", "name": "How It Works", "component": "HowItWorksSection"},
    {"id": "omnichannel-banner", "name": "Omni-channel Banner", "component": "OmnichannelBanner"},
    {"id": "benefits", "name": "Benefits for Real Estate", "component": "BenefitsSection"},
    {"id": "key-features", "name": "Key Features", "component": "KeyFeaturesSection"},
    {"id": "use-cases", "name": "Use Cases", "component": "UseCasesSection"},
    {"id": "testimonials", "name": "Testimonials", "component": "TestimonialsSection"},
    {"id": "call-to-action", "name": "Call to Action", "component": "CallToActionSection"}
  ]'::jsonb)
on conflict (id) do nothing;
