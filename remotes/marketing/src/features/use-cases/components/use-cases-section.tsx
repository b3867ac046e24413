import { Accordion, Tabs } from '@vaani/ui';
import { useState, type ComponentType } from 'react';
import styled from 'styled-components';
import { HomeSection } from '../../home/components/home-section.tsx';
import { LineIcon } from '../../icons/components/line-icon.tsx';
import { USE_CASE_TABS, USE_CASES, casesInCategory, type UseCase, type UseCaseCategory } from '../api/use-case-catalogue.ts';
import { UseCaseDetail } from './use-case-detail.tsx';

const USE_CASES_TEXTS = {
  title: 'Use cases',
  subtitle: 'From the first enquiry to years after possession, one AI agent for every conversation with your buyers.',
  allUseCases: 'All Use Cases',
} as const;

/* Below md (768 px) the accordion replaces the tabs (spec §2); both are served and CSS shows one, so
   nothing is swapped at hydration. */
const WideOnly = styled.div`
  display: none;
  ${({ theme }) => theme.media.md} {
    display: block;
  }
`;

const NarrowOnly = styled.div`
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

const Layout = styled.div`
  display: grid;
  gap: 24px;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 260px 1fr;
  }
`;

const SideList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SideItem = styled.button`
  display: flex;
  align-items: center;
  gap: 10px;
  width: 100%;
  min-height: 44px;
  padding: 10px 12px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 15px;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.border};
    border-left: 3px solid ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const AccordionTitle = styled.h3`
  margin: 0 0 8px;
  font-size: 20px;
`;

interface PanelProps {
  useCases: readonly UseCase[];
  selected: UseCase;
  onSelect: (id: UseCase['id']) => void;
  Detail: ComponentType<{ useCase: UseCase }>;
}

function TabPanel({ useCases, selected, onSelect, Detail }: PanelProps) {
  return (
    <Layout>
      <SideList aria-label="Use cases in this tab">
        {useCases.map((useCase) => (
          <li key={useCase.id}>
            <SideItem type="button" aria-pressed={useCase.id === selected.id} onClick={() => onSelect(useCase.id)}>
              <LineIcon name={useCase.icon} size={20} />
              {useCase.title}
            </SideItem>
          </li>
        ))}
      </SideList>
      <Detail useCase={selected} />
    </Layout>
  );
}

interface UseCasesSectionProps {
  /** One layout alone (stories); the page gets both, one shown by CSS. */
  only?: 'wide' | 'narrow';
  /** Draws the selected use case; by default the one that loads its video. */
  Detail?: ComponentType<{ useCase: UseCase }>;
}

/** The use-case catalogue: tabs and details on wide screens, an accordion on small ones (stories may choose one). */
export default function UseCasesSection({ only, Detail = UseCaseDetail }: UseCasesSectionProps) {
  const [category, setCategory] = useState<UseCaseCategory>('b2c');
  const [selectedId, setSelectedId] = useState<UseCase['id']>(casesInCategory('b2c')[0]?.id ?? 'propertySearch');
  const inCategory = casesInCategory(category);
  const selected = inCategory.find((useCase) => useCase.id === selectedId) ?? inCategory[0];

  const chooseTab = (id: string) => {
    const next = id as UseCaseCategory;
    setCategory(next);
    const first = casesInCategory(next)[0];
    if (first) setSelectedId(first.id);
  };

  const wide = (
    <Tabs
      label="Use case categories"
      value={category}
      onValueChange={chooseTab}
      items={USE_CASE_TABS.map((tab) => ({
        id: tab.id,
        label: tab.label,
        panel:
          selected && tab.id === category ? <TabPanel useCases={inCategory} selected={selected} onSelect={setSelectedId} Detail={Detail} /> : null,
      }))}
    />
  );
  const narrow = (
    <>
      <AccordionTitle>{USE_CASES_TEXTS.allUseCases}</AccordionTitle>
      <Accordion headingLevel={4} items={USE_CASES.map((useCase) => ({ id: useCase.id, title: useCase.title, content: <p>{useCase.description}</p> }))} />
    </>
  );

  return (
    <HomeSection id="use-cases" title={USE_CASES_TEXTS.title} subtitle={USE_CASES_TEXTS.subtitle}>
      {only === 'wide' ? wide : null}
      {only === 'narrow' ? narrow : null}
      {only ? null : (
        <>
          <WideOnly>{wide}</WideOnly>
          <NarrowOnly>{narrow}</NarrowOnly>
        </>
      )}
    </HomeSection>
  );
}
