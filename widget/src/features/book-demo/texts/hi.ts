import type { TextCatalog } from '../../../element/texts.ts';
import type { BookDemoTexts } from './en.ts';

export default {
  texts: {
    title: 'लाइव डेमो बुक करें',
    description: 'हमारी टीम के साथ अपने लिए डेमो का समय तय करें',
    loading: 'कैलेंडर लोड हो रहा है...',
    frameTitle: 'डेमो बुकिंग कैलेंडर',
    close: 'बंद करें',
    failed: 'कैलेंडर लोड नहीं हो सका।',
    trouble: 'कैलेंडर लोड नहीं हो रहा?',
    phoneInstead: 'इसके बजाय अपने फ़ोन पर कॉल पाएँ',
    contact: 'हमसे संपर्क करें',
  },
  partner: {},
  branded: {
    title: '{brand} के साथ समय बुक करें',
    description: 'अपनी सुविधा का समय चुनें',
    frameTitle: '{brand} बुकिंग कैलेंडर',
  },
} satisfies TextCatalog<BookDemoTexts>;
