// The default site configuration's styles, on their own: what the elements on a partner page build
// their theme from, without the site's texts, images and links.
export const DEFAULT_STYLES = {
  colors: [
    { id: 'primary', name: 'Primary', value: '#1e293b', description: 'Headings, primary buttons and key accents' },
    { id: 'secondary', name: 'Secondary', value: '#f8fafc', description: 'Section backgrounds and secondary buttons' },
    { id: 'accent', name: 'Accent', value: '#3F66FB', description: 'Links, highlights and focus rings' },
    { id: 'text', name: 'Text', value: '#1A1F36', description: 'Body text' },
    { id: 'background', name: 'Background', value: '#FFFFFF', description: 'Page background' },
  ],
  buttons: {
    primary: {
      background: '#1e293b',
      textColor: '#ffffff',
      hoverBackground: '#334155',
      borderRadius: '8px',
      borderColor: '#1e293b',
    },
    secondary: {
      background: '#f8fafc',
      textColor: '#1e293b',
      hoverBackground: '#e2e8f0',
      borderRadius: '8px',
      borderColor: '#e2e8f0',
    },
    outline: {
      background: 'transparent',
      textColor: '#1e293b',
      hoverBackground: '#f1f5f9',
      borderRadius: '8px',
      borderColor: '#94a3b8',
    },
  },
  spacing: { howItWorksVerticalGap: 40, sectionPadding: 60, testimonialSpacing: 24, benefitsGap: 32 },
};
