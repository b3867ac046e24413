export interface BlogPost {
  id: string;
  title: string;
  /** ISO date of publication. */
  published: string;
  author: string;
  paragraphs: readonly string[];
}

/** Our articles, newest first. */
export const BLOG_POSTS: readonly BlogPost[] = [
  {
    id: 'five-minute-rule',
    title: 'The five-minute rule: why speed to lead decides site visits',
    published: '2026-02-18',
    author: 'Vaani AI team',
    paragraphs: [
      'A buyer who fills a form on a property portal usually enquires about three or four projects in the same sitting. The developer who calls back first, with useful answers, gets the site visit far more often than the others.',
      'Across the developers we work with, leads contacted within five minutes were several times more likely to book a visit than leads contacted after an hour. After a day, most buyers no longer remember which project they asked about.',
      'The fix is not more telecallers on night shift. It is an agent that calls every new lead within a minute, answers the first round of questions and hands the serious buyers to your team in the morning with notes.',
    ],
  },
  {
    id: 'hinglish',
    title: 'Hinglish is not a bug: designing voice agents for how India actually talks',
    published: '2026-01-27',
    author: 'Vaani AI team',
    paragraphs: [
      'Buyers rarely stay in one language. “2 BHK ka carpet area kitna hai, and is the possession by December?” is a perfectly normal sentence on a sales call.',
      'Our agents are built for this: they follow the buyer when the language changes mid-sentence, keep numbers and project names in English when that is how people say them, and answer in the buyer’s mix rather than in textbook Hindi.',
      'The result is a conversation people stay on. Buyers stop asking “is this a recording?” and start asking about floor plans.',
    ],
  },
  {
    id: 'reviving-cold-leads',
    title: 'Your CRM is full of buyers: reviving cold leads for a new launch',
    published: '2025-12-09',
    author: 'Vaani AI team',
    paragraphs: [
      'Every developer has years of old enquiries: people who were not ready, whose budget did not match, or who simply never picked up. When a new phase launches, they are the cheapest leads you will ever get.',
      'Calling them by hand takes months. An AI agent can call twelve thousand numbers in two weeks, explain what is new, ask whether their requirement has changed and pass on the ones who want to visit.',
      'Start with a short script, a clear reason to call (a new tower, a price, a possession date) and an easy next step. Measure the visit rate, not the connect rate.',
    ],
  },
  {
    id: 'nri-buyers',
    title: 'Selling to NRI buyers across time zones',
    published: '2025-11-14',
    author: 'Vaani AI team',
    paragraphs: [
      'NRI buyers often enquire late at night Indian time, which is their evening in Dubai, London or Singapore. A callback the next morning reaches them in the middle of their working day, or asleep.',
      'Agents that call back within minutes, in the buyer’s own evening, change the experience. They can answer the NRI-specific questions too: power of attorney, repatriation, home loans for non-residents and video walkthroughs.',
    ],
  },
];
