import { createGlobalStyle, css } from 'styled-components';

const boxModel = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
`;

const reducedMotion = css`
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

/** For a whole page we own (the host): a light reset and the base typography. */
export const DocumentStyles = createGlobalStyle`
  ${boxModel}
  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 16px;
    line-height: 1.5;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }
  /* Headings in the brand's Primary colour (site settings); a dark band sets its own. */
  :where(h1, h2) { color: ${({ theme }) => theme.colors.primary}; }
  img, svg, video { display: block; max-width: 100%; }
  button, input, select, textarea { font: inherit; }
  :focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  ${reducedMotion}
`;

/**
 * Inside a shadow root on a partner's page: \`all: initial\` cuts every property inherited from
 * the page (fonts, colors, line-height…) so its CSS cannot restyle us; ours cannot leak out.
 */
export const ShadowStyles = createGlobalStyle`
  :host {
    all: initial;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 16px;
    line-height: 1.5;
    color: ${({ theme }) => theme.colors.text};
    -webkit-font-smoothing: antialiased;
  }
  ${boxModel}
  img, svg, video { display: block; max-width: 100%; }
  button, input, select, textarea { font: inherit; }
  :focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  ${reducedMotion}
`;
