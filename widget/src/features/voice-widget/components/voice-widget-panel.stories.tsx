import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { MicrophoneProblem } from '@vaani/voice';
import { FakeVoiceClient, type FakeStep, type FakeVoiceScript } from '@vaani/voice/fake';
import { resolveTexts } from '../../../element/texts.ts';
import { createVoiceWidgetStore } from '../api/voice-widget-store.ts';
import type { VoiceWidgetTexts } from '../api/voice-widget-texts.ts';
import { VOICE_WIDGET_EN } from '../texts/en.ts';
import hindi from '../texts/hi.ts';
import { VoiceWidgetPanel } from './voice-widget-panel.tsx';

interface PanelWithFakeCallProps {
  text: VoiceWidgetTexts;
  script: FakeVoiceScript;
  keysConfigured: boolean;
  /** What the browser answers when the call asks for the microphone. */
  microphone: MicrophoneProblem | null;
  onPhoneInstead: () => void;
  onBookDemo: () => void;
}

function PanelWithFakeCall({ text, script, keysConfigured, microphone, onPhoneInstead, onBookDemo }: PanelWithFakeCallProps) {
  const [store] = useState(() => {
    const created = createVoiceWidgetStore({
      createClient: () => new FakeVoiceClient(script),
      getConfig: () => (keysConfigured ? { apiKey: 'pk_demo', agentId: 'agent_demo' } : { apiKey: '', agentId: '' }),
      emit: () => undefined,
      getTexts: () => text,
      preflight: async () => microphone,
    });
    created.getState().open();
    return created;
  });
  return (
    <VoiceWidgetPanel store={store} text={text} keysConfigured={keysConfigured} onPhoneInstead={onPhoneInstead} onBookDemo={onBookDemo} />
  );
}

const say = (afterMs: number, message: Extract<FakeStep, { event: 'message' }>['args'][0]): FakeStep => ({
  afterMs,
  event: 'message',
  args: [message],
});

const CONVERSATION: FakeVoiceScript = {
  steps: [
    { afterMs: 50, event: 'call-start', args: [] },
    say(20, { type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: 'Namaste! Buying or renting?' }),
    say(20, { type: 'speech-update', role: 'user', status: 'started' }),
    say(20, { type: 'transcript', role: 'user', transcriptType: 'final', transcript: 'Buying, a 2 BHK in Baner.' }),
    say(20, {
      type: 'conversation-update',
      conversation: [
        { role: 'user', content: 'Buying, a 2 BHK in Baner.' },
        { role: 'assistant', content: 'Lovely. What budget do you have in mind?' },
      ],
    }),
  ],
};

const meta = {
  title: 'Widget/Voice widget panel',
  component: PanelWithFakeCall,
  args: { text: VOICE_WIDGET_EN, script: CONVERSATION, keysConfigured: true, microphone: null, onPhoneInstead: fn(), onBookDemo: fn() },
} satisfies Meta<typeof PanelWithFakeCall>;

export default meta;
type Story = StoryObj<typeof meta>;

const startCall = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Start Call' }));
  return canvas;
};

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('dialog', { name: 'AI Sales Agent' })).toBeVisible();
    await expect(canvas.getByText('Click the phone button below to start talking with our AI agent!')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start Call' })).toBeEnabled();
  },
};

export const MissingKeys: Story = {
  args: { keysConfigured: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Voice calls aren’t available here right now/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Get a call on your phone instead' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Start Call' })).toBeNull();
    await expect(canvas.queryByText(/^Click the phone button/)).toBeNull();
  },
};

export const Connecting: Story = {
  args: { script: { steps: [] } },
  play: async ({ canvasElement }) => {
    const canvas = await startCall(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Connecting...' })).toBeDisabled();
    await expect(canvas.getByText('Connecting to agent...')).toBeVisible();
  },
};

export const ConnectedWithTranscript: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await startCall(canvasElement);
    await expect(await canvas.findByText('Lovely. What budget do you have in mind?')).toBeVisible();
    await expect(canvas.getByText('Buying, a 2 BHK in Baner.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'End Call' })).toBeEnabled();
  },
};

export const Ended: Story = {
  args: { script: { steps: [{ afterMs: 20, event: 'call-start', args: [] }] } },
  play: async ({ canvasElement }) => {
    const canvas = await startCall(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'End Call' }));
    await expect(await canvas.findByText('Call ended.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start Call' })).toBeEnabled();
  },
};

export const CallError: Story = {
  args: {
    script: { steps: [{ afterMs: 20, event: 'error', args: [{ type: 'daily-error', message: 'offline', fatal: true }] }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await startCall(canvasElement);
    await expect(await canvas.findByText('Error connecting to agent. Please try again.')).toBeVisible();
  },
};

export const StartFailed: Story = {
  args: { script: { steps: [], startError: 'Permission denied' } },
  play: async ({ canvasElement }) => {
    const canvas = await startCall(canvasElement);
    await expect(await canvas.findByText('Failed to connect to agent. Please try again.')).toBeVisible();
  },
};

export const InCallControls: Story = {
  args: {
    script: {
      steps: [
        { afterMs: 20, event: 'call-start', args: [] },
        { afterMs: 20, event: 'volume-level', args: [0.7] },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await startCall(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'End Call' })).toBeEnabled();
    await expect(canvas.getByRole('timer', { name: 'Call duration' })).toHaveTextContent(/^0:0\d$/);
    await expect(canvas.getByRole('meter', { name: 'Agent voice level' })).toBeVisible();
    const mute = canvas.getByRole('button', { name: 'Mute microphone' });
    await expect(mute).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(mute);
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('Call status: in progress, your microphone is muted.')).toBeInTheDocument();
  },
};

export const MuteWithoutCall: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mute microphone' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Call object is not available.');
  },
};

const microphoneStory = (microphone: MicrophoneProblem, text: string): Story => ({
  args: { microphone },
  play: async ({ canvasElement, args }) => {
    const canvas = await startCall(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text);
    await expect(canvas.getByRole('button', { name: 'Start Call' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Get a call on your phone instead' }));
    await expect(args.onPhoneInstead).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Book a live demo' }));
    await expect(args.onBookDemo).toHaveBeenCalled();
  },
});

export const MicrophoneDenied = microphoneStory('denied', 'Your browser is blocking the microphone for this site');
export const MicrophoneMissing = microphoneStory('missing', 'We couldn’t find a microphone we can use on this device');
export const MicrophoneBlockedByPage = microphoneStory('blocked-by-page', 'This page doesn’t allow microphone access');
export const InsecurePage = microphoneStory('insecure-page', 'Voice calls need a secure (https) page');

/** A Hindi partner page with its brand: the widget's own lines in Hindi, the conversation as spoken. */
export const HindiPartner: Story = {
  args: { text: resolveTexts(hindi, { brandName: 'स्काईलाइन रियल्टी' }, true) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('dialog', { name: 'स्काईलाइन रियल्टी से बात करें' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'बंद करें' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'कॉल शुरू करें' }));
    await expect(await canvas.findByText('कॉल शुरू हो गई। अब आप बोल सकते हैं!')).toBeVisible();
    await expect(await canvas.findByText('Lovely. What budget do you have in mind?')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'कॉल खत्म करें' })).toBeEnabled();
    await expect(canvas.getByRole('log', { name: 'बातचीत' })).toBeVisible();
  },
};

/** The same missing keys on a Hindi page: the way out in Hindi, no English developer notice. */
export const HindiMissingKeys: Story = {
  args: { text: resolveTexts(hindi, {}, true), keysConfigured: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^यहाँ अभी वॉइस कॉल उपलब्ध नहीं है/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'इसके बजाय अपने फ़ोन पर कॉल पाएँ' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'कॉल शुरू करें' })).toBeNull();
  },
};
