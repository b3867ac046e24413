// The dashboard's two charts, drawn with visx (Airbnb's React + D3 primitives). This module is
// loaded on demand by lead-sources-panel.tsx, so the chart code reaches only the people who open
// the dashboard. visx ships ES modules that import React as modules, so the federated build hands
// them the page's one shared React; a library whose CommonJS parts require('react') gets a second,
// inert copy there and fails on its first hook. The bars are drawn still (no animation at all, so
// reduced motion holds by construction). The drawings are hidden from assistive technology: the
// panel gives the same numbers as a sentence and as tables.
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { LEAD_SOURCES, type LeadSource, type LeadSourceDay } from '@vaani/data';
import { useTheme } from 'styled-components';
import { leadsIn } from '../../leads/lead-display.ts';
import { longDay, shortDay } from '../lead-days.ts';

const HEIGHT = 240;

function useChartStyle() {
  const theme = useTheme();
  return {
    bar: theme.colors.accent,
    line: theme.colors.border,
    // Replacing visx's label props drops its placement too, so each axis states its own.
    leftLabel: () => ({ fill: theme.colors.mutedText, fontSize: 12, fontFamily: theme.fonts.body, textAnchor: 'end' as const, dx: '-0.5em', dy: '0.33em' }),
    bottomLabel: () => ({ fill: theme.colors.mutedText, fontSize: 12, fontFamily: theme.fonts.body, textAnchor: 'middle' as const }),
  };
}

/** Whole numbers only: a count of leads has no halves. */
const countTicks = (scale: ReturnType<typeof scaleLinear<number>>) => scale.ticks(4).filter(Number.isInteger);
const countLabel = (count: { valueOf(): number }) => String(count.valueOf());

export function LeadsPerDayChart({ days }: { days: LeadSourceDay[] }) {
  const style = useChartStyle();
  const width = 640;
  const margin = { top: 8, right: 24, bottom: 28, left: 36 };
  const innerWidth = width - margin.left - margin.right;
  const innerHeight = HEIGHT - margin.top - margin.bottom;
  const x = scaleBand({ domain: days.map((day) => day.day), range: [0, innerWidth], padding: 0.2 });
  const y = scaleLinear<number>({ domain: [0, Math.max(1, ...days.map((day) => day.total))], range: [innerHeight, 0], nice: true });
  // A label a week apart, counted back from today, so today is always named.
  const labelled = days.filter((_, index) => (days.length - 1 - index) % 7 === 0).map((day) => day.day);
  return (
    <svg viewBox={`0 0 ${width} ${HEIGHT}`} width="100%">
      <Group left={margin.left} top={margin.top}>
        {days
          .filter((day) => day.total > 0)
          .map((day) => (
            <Bar key={day.day} x={x(day.day)} y={y(day.total)} width={x.bandwidth()} height={innerHeight - y(day.total)} fill={style.bar}>
              <title>{`${longDay(day.day)}: ${leadsIn(day.total)}`}</title>
            </Bar>
          ))}
        <AxisLeft scale={y} tickValues={countTicks(y)} tickFormat={countLabel} stroke={style.line} tickStroke={style.line} tickLabelProps={style.leftLabel} />
        <AxisBottom top={innerHeight} scale={x} tickValues={labelled} tickFormat={shortDay} stroke={style.line} tickStroke={style.line} tickLabelProps={style.bottomLabel} />
      </Group>
    </svg>
  );
}

export function LeadsBySourceChart({ bySource }: { bySource: Record<LeadSource, number> }) {
  const style = useChartStyle();
  const width = 400;
  const margin = { top: 8, right: 24, bottom: 28, left: 96 };
  const innerWidth = width - margin.left - margin.right;
  const innerHeight = HEIGHT - margin.top - margin.bottom;
  const sources = Object.keys(LEAD_SOURCES) as LeadSource[];
  const y = scaleBand({ domain: sources, range: [0, innerHeight], padding: 0.3 });
  const x = scaleLinear<number>({ domain: [0, Math.max(1, ...sources.map((source) => bySource[source]))], range: [0, innerWidth], nice: true });
  return (
    <svg viewBox={`0 0 ${width} ${HEIGHT}`} width="100%">
      <Group left={margin.left} top={margin.top}>
        {sources
          .filter((source) => bySource[source] > 0)
          .map((source) => (
            <Bar key={source} x={0} y={y(source)} width={x(bySource[source])} height={y.bandwidth()} fill={style.bar}>
              <title>{`${LEAD_SOURCES[source]}: ${leadsIn(bySource[source])}`}</title>
            </Bar>
          ))}
        <AxisLeft scale={y} tickFormat={(source) => LEAD_SOURCES[source]} stroke={style.line} tickStroke={style.line} tickLabelProps={style.leftLabel} />
        <AxisBottom top={innerHeight} scale={x} tickValues={countTicks(x)} tickFormat={countLabel} stroke={style.line} tickStroke={style.line} tickLabelProps={style.bottomLabel} />
      </Group>
    </svg>
  );
}
