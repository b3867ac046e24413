import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { resolveTexts } from '../../../element/texts.ts';
import { BOOK_DEMO_EN } from '../texts/en.ts';
import hindi from '../texts/hi.ts';
import { BookDemoDialog } from './book-demo-dialog.tsx';
import { CalendarView } from './calendar-view.tsx';

const CALENDAR = 'data:text/html,<h1>Pick a time</h1>';

const meta = {
  title: 'Widget/Book a Live Demo dialog',
  component: BookDemoDialog,
  args: { text: BOOK_DEMO_EN, onClose: fn(), bookingUrl: CALENDAR, provider: null, onPhoneInstead: fn(), contactUrl: '/contact-us' },
} satisfies Meta<typeof BookDemoDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    // The dialog fades in: visible once its entrance animation has run.
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Book a Live Demo' })).toBeVisible());
    await expect(screen.getByText('Schedule a personalized demo with our team')).toBeVisible();
    await expect(screen.getByText('Calendar not loading?')).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
  },
};

/** A Hindi partner page with its brand: a site visit, not a product demo. */
export const HindiPartner: Story = {
  args: { text: resolveTexts(hindi, { brandName: 'स्काईलाइन रियल्टी' }, true) },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'स्काईलाइन रियल्टी के साथ समय बुक करें' })).toBeVisible());
    await expect(screen.getByText('अपनी सुविधा का समय चुनें')).toBeVisible();
    await expect(screen.getByTitle('स्काईलाइन रियल्टी बुकिंग कैलेंडर')).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'बंद करें' })).toBeEnabled();
  },
};

export const CalendarLoading: Story = {
  render: () => (
    <CalendarView text={BOOK_DEMO_EN} src="about:blank" status="loading" onLoad={fn()} onError={fn()} onPhoneInstead={fn()} />
  ),
  play: async () => {
    await expect(screen.getByText('Loading calendar...')).toBeVisible();
  },
};

export const CalendarLoaded: Story = {
  render: () => (
    <CalendarView text={BOOK_DEMO_EN} src={CALENDAR} status="loaded" onLoad={fn()} onError={fn()} onPhoneInstead={fn()} />
  ),
  play: async () => {
    await expect(screen.queryByText('Loading calendar...')).toBeNull();
    await expect(screen.getByTitle('Demo booking calendar')).toBeVisible();
  },
};

/** The frame never loaded: said so, with a call to the visitor's phone and (on our site) the contact page. */
export const CalendarFailed: Story = {
  render: (args) => (
    <CalendarView text={BOOK_DEMO_EN} src="about:blank" status="failed" onLoad={fn()} onError={fn()} onPhoneInstead={args.onPhoneInstead} contactUrl="/contact-us" />
  ),
  play: async ({ args }) => {
    await expect(screen.queryByText('Loading calendar...')).toBeNull();
    await expect(screen.getByRole('alert')).toHaveTextContent('The calendar couldn’t load.');
    await userEvent.click(screen.getByRole('button', { name: 'Get a call on your phone instead' }));
    await expect(args.onPhoneInstead).toHaveBeenCalled();
  },
};

/** A partner page in Hindi: no contact page of ours to offer, the phone call is. */
export const CalendarFailedHindiPartner: Story = {
  render: () => <CalendarView text={resolveTexts(hindi, {}, true)} src="about:blank" status="failed" onLoad={fn()} onError={fn()} onPhoneInstead={fn()} />,
  play: async () => {
    await expect(screen.getByRole('alert')).toHaveTextContent('कैलेंडर लोड नहीं हो सका।');
    await expect(screen.getByRole('button', { name: 'इसके बजाय अपने फ़ोन पर कॉल पाएँ' })).toBeVisible();
    await expect(screen.queryByRole('link')).toBeNull();
  },
};

/** A calendar page that announces a booking the way Cal.com does, as soon as it has loaded. */
const BOOKING_CALENDAR =
  'data:text/html,<h1>Booked</h1><script>parent.postMessage({originator:"CAL",type:"bookingSuccessfulV2",data:{startTime:"2026-12-01T10:30:00.000Z"}},"*")</script>';

export const BookingScheduled: Story = {
  args: { bookingUrl: BOOKING_CALENDAR, provider: 'cal.com', onBooked: fn() },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onBooked).toHaveBeenCalledWith({ provider: 'cal.com', startTime: '2026-12-01T10:30:00.000Z' }));
  },
};
