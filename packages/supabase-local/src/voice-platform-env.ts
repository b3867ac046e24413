// Tests that go through the demo-call function need it to talk to a stand-in voice platform.
// The function reads its platform settings from the environment the local server passes on;
// this keeps those server-side names in the server package, away from browser packages.
const VOICE_PLATFORM_ENV = {
  VAPI_PRIVATE_KEY: 'stand-in-private-key',
  VAPI_AGENT_ID: 'stand-in-agent',
  VAPI_PHONE_NUMBER_ID: 'stand-in-phone-number',
} as const;

/** Points the demo-call function at `baseUrl`; returns a function that restores the environment. */
export function pointDemoCallAtStandIn(baseUrl: string): () => void {
  const values: Record<string, string> = { ...VOICE_PLATFORM_ENV, VAPI_BASE_URL: baseUrl };
  const previous = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]));
  Object.assign(process.env, values);
  return () => {
    for (const [name, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
}
