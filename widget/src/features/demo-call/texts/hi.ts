import type { TextCatalog } from '../../../element/texts.ts';
import type { DemoCallTexts } from './en.ts';

/** The Get a Demo Call dialog in Hindi (its consent line is @vaani/validation's, as in English). */
export default {
  texts: {
    title: 'डेमो कॉल पाएँ',
    formHeading: 'संपर्क विवरण',
    email: 'व्यावसायिक ईमेल',
    phone: 'संपर्क नंबर',
    country: 'देश कोड',
    name: 'पहला नाम',
    submit: 'मुझे कॉल करें',
    submitting: 'भेजा जा रहा है...',
    invalidEmail: 'कृपया मान्य व्यावसायिक ईमेल दर्ज करें',
    nameTooShort: 'नाम में कम से कम 2 अक्षर होने चाहिए',
    invalidPhone: 'कृपया मान्य फ़ोन नंबर दर्ज करें',
    toastSuccess: 'कॉल का अनुरोध सफलतापूर्वक भेज दिया गया!',
    toastTimeout: 'कॉल का अनुरोध मिल गया है—इस पर काम चल रहा है।',
    toastError: 'कॉल नहीं लग सकी। कृपया फिर से कोशिश करें।',
    successTitle: 'बहुत बढ़िया!',
    successText: 'आपको तुरंत कॉल आएगी।',
    successCustomDemo: 'अगर आप अपने हिसाब से डेमो चाहते हैं, तो आइए बात करें।',
    successButton: 'अभी हमसे बात करें',
    errorTitle: 'कुछ गड़बड़ हो गई',
    errorText: 'हम अभी आपकी कॉल नहीं लगा सके। कृपया फिर से कोशिश करें।',
    errorButton: 'फिर से कोशिश करें',
    close: 'बंद करें',
    notifications: 'सूचनाएँ',
    closeNotification: 'सूचना बंद करें',
  },
  partner: { email: 'ईमेल', invalidEmail: 'कृपया मान्य ईमेल पता दर्ज करें' },
  branded: {
    title: '{brand} से कॉल पाएँ',
  },
} satisfies TextCatalog<DemoCallTexts>;
