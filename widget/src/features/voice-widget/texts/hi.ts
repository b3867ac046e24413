import type { TextCatalog } from '../../../element/texts.ts';
import type { VoiceWidgetTexts } from './en.ts';

export default {
  texts: {
    title: 'एआई सेल्स एजेंट',
    emptyHint: 'हमारे एआई एजेंट से बात शुरू करने के लिए नीचे दिए फ़ोन बटन पर क्लिक करें!',
    startCall: 'कॉल शुरू करें',
    connectingButton: 'जुड़ रहे हैं...',
    endCall: 'कॉल खत्म करें',
    connecting: 'एजेंट से जुड़ रहे हैं...',
    started: 'कॉल शुरू हो गई। अब आप बोल सकते हैं!',
    ended: 'कॉल खत्म हो गई।',
    listening: 'सुन रहे हैं...',
    callError: 'एजेंट से जुड़ने में गड़बड़ी हुई। कृपया फिर से कोशिश करें।',
    startFailed: 'एजेंट से नहीं जुड़ सके। कृपया फिर से कोशिश करें।',
    youPrefix: 'आप:',
    agentPrefix: 'एजेंट:',
    noCallObject: 'अभी कोई कॉल नहीं चल रही है।',
    close: 'बंद करें',
    conversation: 'बातचीत',
    mute: 'माइक्रोफ़ोन म्यूट करें',
    callDuration: 'कॉल की अवधि',
    agentLevel: 'एजेंट की आवाज़ का स्तर',
    statusConnecting: 'कॉल की स्थिति: जुड़ रही है।',
    statusConnected: 'कॉल की स्थिति: चल रही है।',
    statusMuted: 'कॉल की स्थिति: चल रही है, आपका माइक्रोफ़ोन म्यूट है।',
    statusEnded: 'कॉल की स्थिति: खत्म।',
    microphoneDenied:
      'आपका ब्राउज़र इस साइट के लिए माइक्रोफ़ोन रोक रहा है, इसलिए वॉइस कॉल शुरू नहीं हो सकती। साइट सेटिंग में माइक्रोफ़ोन की अनुमति दें, या हमें आपको कॉल करने दें।',
    microphoneMissing: 'इस डिवाइस पर इस्तेमाल करने लायक कोई माइक्रोफ़ोन नहीं मिला, इसलिए यहाँ वॉइस कॉल शुरू नहीं हो सकती।',
    microphoneBlockedByPage: 'यह पेज माइक्रोफ़ोन की अनुमति नहीं देता, इसलिए यहाँ वॉइस कॉल शुरू नहीं हो सकती।',
    microphoneInsecurePage: 'वॉइस कॉल के लिए सुरक्षित (https) पेज चाहिए, और यह पेज सुरक्षित नहीं है।',
    callsUnavailable: 'यहाँ अभी वॉइस कॉल उपलब्ध नहीं है। हम आपके फ़ोन पर कॉल कर सकते हैं, या आप लाइव डेमो बुक कर सकते हैं।',
    phoneInstead: 'इसके बजाय अपने फ़ोन पर कॉल पाएँ',
    bookDemo: 'लाइव डेमो बुक करें',
  },
  partner: {},
  branded: {
    title: '{brand} से बात करें',
    emptyHint: '{brand} के एआई एजेंट से बात शुरू करने के लिए नीचे दिए फ़ोन बटन पर क्लिक करें!',
    bookDemo: 'विज़िट बुक करें',
  },
} satisfies TextCatalog<VoiceWidgetTexts>;
