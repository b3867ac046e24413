/** The fixed client identifier the website sends with every demo-call request. */
export const DEMO_CALL_CLIENT_ID = 'vaani-website';
