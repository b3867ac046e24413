// The FAQ entries search results show: the FAQ page's structured data (spec §1), which the page
// answers word for word. A module of its own, so only the chunks that show them carry the texts.
export const FAQ_SEARCH_ENTRIES = [
  {
    id: 'what-is-vaani',
    question: 'What is Vaani AI?',
    answer:
      'Vaani AI is an AI voice sales agent. It answers and calls your leads around the clock in natural, human-like conversations, qualifies them, books meetings and site visits, and records everything in your CRM.',
  },
  {
    id: 'how-it-works',
    question: 'How does the Vaani AI voice technology work?',
    answer:
      'The agent combines speech recognition, a large language model trained on your business information and natural text-to-speech. It listens, understands intent, answers questions and takes the next sales step in real time over a phone or web call.',
  },
  {
    id: 'free-trial',
    question: 'Is there a free trial?',
    answer: 'Yes. You can start with a free trial: request a demo call or book a live demo and our team sets up your agent.',
  },
] as const;
