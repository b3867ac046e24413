import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { remoteViteConfig } from '@vaani/build';

const page = (feature: string, file: string) => `./src/features/${feature}/components/${file}.tsx`;

export default defineConfig(
  remoteViteConfig({
    name: 'marketing',
    repoRoot: fileURLToPath(new URL('../..', import.meta.url)),
    exposes: {
      './home': page('home', 'home-page'),
      './real-estate': page('solutions', 'real-estate-page'),
      './solutions': page('solutions', 'solutions-page'),
      './faq': page('faq', 'faq-page'),
      './case-studies': page('case-studies', 'case-studies-page'),
      './case-study': page('case-studies', 'case-study-page'),
      './case-study-preview': page('case-studies', 'case-study-preview-page'),
      './pricing': page('pricing', 'pricing-page'),
      './contact': page('contact', 'contact-page'),
      './privacy-policy': page('legal', 'privacy-policy-page'),
      './terms-of-service': page('legal', 'terms-of-service-page'),
      './blog': page('blog', 'blog-page'),
      './about-us': page('about', 'about-us-page'),
      './resources': page('resources', 'resources-page'),
    },
  }),
);
