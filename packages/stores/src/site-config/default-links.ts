// The default site configuration's links, on their own: the booking dialog on a partner page
// needs the calendar's address, not the rest of the site's configuration.
export const DEFAULT_LINKS = [
  { id: 'demo-booking', name: 'Demo booking calendar', url: 'https://cal.com/vaani-ai/demo' },
  { id: 'get-started', name: 'Get started', url: '/contact-us' },
  { id: 'facebook', name: 'Facebook', url: 'https://www.facebook.com/vaaniai' },
  { id: 'instagram', name: 'Instagram', url: 'https://www.instagram.com/vaaniai' },
  { id: 'twitter', name: 'Twitter', url: 'https://twitter.com/vaaniai' },
  { id: 'linkedin', name: 'LinkedIn', url: 'https://www.linkedin.com/company/vaaniai' },
];
