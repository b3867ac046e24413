import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';

interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  defaultOpenId?: string;
  /** Heading level of each item's title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

const Item = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: inherit;
`;

const Trigger = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  width: 100%;
  min-height: 48px;
  padding: 14px 4px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 16px;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  & > svg {
    flex: none;
    transition: transform ${({ theme }) => theme.durations.normal} ease;
  }
  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
  @media (prefers-reduced-motion: reduce) {
    & > svg {
      transition: none;
    }
  }
`;

const Content = styled.div`
  padding: 0 4px 16px;
  color: ${({ theme }) => theme.colors.mutedText};
`;

function Chevron() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M6 9l6 6 6-6"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** One item open at a time; opening another closes the first, pressing the open one closes it. */
export function Accordion({ items, defaultOpenId, headingLevel = 3 }: AccordionProps) {
  const [openId, setOpenId] = useState<string | undefined>(defaultOpenId);
  const baseId = useId();

  return (
    <div>
      {items.map((item) => {
        const open = item.id === openId;
        const triggerId = `${baseId}-trigger-${item.id}`;
        const panelId = `${baseId}-panel-${item.id}`;
        return (
          <Item key={item.id}>
            <Heading as={`h${headingLevel}`}>
              <Trigger
                type="button"
                id={triggerId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? undefined : item.id)}
              >
                <span>{item.title}</span>
                <Chevron />
              </Trigger>
            </Heading>
            <Content id={panelId} role="region" aria-labelledby={triggerId} hidden={!open}>
              {item.content}
            </Content>
          </Item>
        );
      })}
    </div>
  );
}
