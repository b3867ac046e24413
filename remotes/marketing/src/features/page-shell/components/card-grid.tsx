import { useId } from 'react';
import styled from 'styled-components';
import { cardSurface } from './blocks.tsx';
import { VisuallyHidden } from '@vaani/ui';
import { ResponsiveGrid } from './responsive-grid.ts';

export interface Card {
  title: string;
  text: string;
}

const Item = styled.li`
  padding: 24px;
  ${cardSurface}
  h3 {
    margin: 0 0 8px;
    font-size: 18px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

/** Short cards, four across on wide screens, under a heading for screen readers only (h1 → h2 → h3). */
export function CardGrid({ cards, label }: { cards: readonly Card[]; label: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <VisuallyHidden as="h2" id={headingId}>
        {label}
      </VisuallyHidden>
      <ResponsiveGrid $sm={2} $lg={4}>
        {cards.map((card) => (
          <Item key={card.title}>
            <h3>{card.title}</h3>
            <p>{card.text}</p>
          </Item>
        ))}
      </ResponsiveGrid>
    </section>
  );
}
