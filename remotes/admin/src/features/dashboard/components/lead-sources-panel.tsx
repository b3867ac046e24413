import { LEAD_SOURCES, type LeadSource, type LeadSourceSummary } from '@vaani/data';
import { VisuallyHidden } from '@vaani/ui';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { LoadState } from '../../admin-shell/components/load-state.tsx';
import { leadsIn } from '../../leads/lead-display.ts';
import { longDay } from '../lead-days.ts';

// Loaded when the panel first has leads to draw: the chart code stays out of every other screen.
const LeadsPerDayChart = lazy(async () => ({ default: (await import('./lead-charts.tsx')).LeadsPerDayChart }));
const LeadsBySourceChart = lazy(async () => ({ default: (await import('./lead-charts.tsx')).LeadsBySourceChart }));

/** A dashboard panel: its heading, a muted line under it, then its figures. */
export const DashboardPanel = styled.section`
  margin: 0 0 24px;
  h2 {
    margin: 0 0 4px;
    font-size: 20px;
  }
  > p {
    margin: 0 0 16px;
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

const Figures = styled.div`
  display: grid;
  gap: 12px;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 3fr 2fr;
  }
`;

const Figure = styled.figure`
  margin: 0;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  figcaption {
    margin-bottom: 8px;
    font-weight: 600;
  }
`;

/** Holds the chart's place while the chart library loads, so nothing below it jumps. */
const ChartSpace = styled.div`
  height: 240px;
`;

/** While the summary loads, about the room its sentence and two charts take, so what follows stays put. */
const Pending = styled.div`
  min-height: 560px;
  ${({ theme }) => theme.media.md} {
    min-height: 300px;
  }
`;

const SOURCE_KEYS = Object.keys(LEAD_SOURCES) as LeadSource[];

/** '12 leads in the last 30 days. By source: Campaign 5, …': the charts' gist in words, for everyone. */
function summaryOf(summary: LeadSourceSummary): string {
  const parts = SOURCE_KEYS.map((source) => `${LEAD_SOURCES[source]} ${summary.bySource[source]}`);
  return `${leadsIn(summary.total)} in the last 30 days. By source: ${parts.join(', ')}.`;
}

/** A chart for the eye, and the same numbers as a table for screen readers. */
interface ChartFigureProps {
  caption: string;
  chart: ReactNode;
  tableCaption: string;
  rowHeader: string;
  rows: readonly (readonly [label: string, count: number])[];
}

function ChartFigure({ caption, chart, tableCaption, rowHeader, rows }: ChartFigureProps) {
  const captionId = useId();
  return (
    <Figure aria-labelledby={captionId}>
      <figcaption id={captionId}>{caption}</figcaption>
      <div aria-hidden="true">
        <Suspense fallback={<ChartSpace />}>{chart}</Suspense>
      </div>
      <VisuallyHidden as="div">
        <table>
          <caption>{tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{rowHeader}</th>
              <th scope="col">Leads</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, count]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Figure>
  );
}

export interface LeadSourcesPanelProps {
  summary: LeadSourceSummary | undefined;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
}

/**
 * Where leads come from, at a glance: leads per day of the last 30 days and per source, as charts,
 * with the numbers as a sentence and as tables for screen readers.
 */
export function LeadSourcesPanel({ summary, loading, error, onRetry }: LeadSourcesPanelProps) {
  const headingId = useId();
  return (
    <DashboardPanel aria-labelledby={headingId}>
      <h2 id={headingId}>Where leads come from</h2>
      {!summary ? (
        <Pending>
          <LoadState loading={loading} loadingLabel="Counting leads by day and source…" error={error} onRetry={onRetry} />
        </Pending>
      ) : summary.total === 0 ? (
        <p>No leads in the last 30 days.</p>
      ) : (
        <>
          <p>{summaryOf(summary)}</p>
          <Figures>
            <ChartFigure
              caption="Leads per day, last 30 days"
              chart={<LeadsPerDayChart days={summary.days} />}
              tableCaption="Leads per day"
              rowHeader="Day"
              rows={summary.days.map((day) => [longDay(day.day), day.total] as const)}
            />
            <ChartFigure
              caption="Leads by source, last 30 days"
              chart={<LeadsBySourceChart bySource={summary.bySource} />}
              tableCaption="Leads by source"
              rowHeader="Source"
              rows={SOURCE_KEYS.map((source) => [LEAD_SOURCES[source], summary.bySource[source]] as const)}
            />
          </Figures>
        </>
      )}
    </DashboardPanel>
  );
}
