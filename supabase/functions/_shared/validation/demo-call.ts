export const DEMO_CALL_CLIENT_ID = 'vaani-website';
