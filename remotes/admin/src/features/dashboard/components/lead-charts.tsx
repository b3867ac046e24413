// The dashboard's two charts, drawn with Recharts. This module is loaded on demand by
// lead-sources-panel.tsx, so the chart library reaches only the people who open the dashboard.
// The drawings are hidden from assistive technology: the panel gives the same numbers as text and
// tables, and Recharts' keyboard layer is off so nothing focusable sits inside the hidden part.
import { LEAD_SOURCES, type LeadSource, type LeadSourceDay } from '@vaani/data';
import { useSyncExternalStore } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from 'styled-components';
import { longDay, shortDay } from '../lead-days.ts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToMotion(onChange: () => void) {
  const query = matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Bars grow in, unless the person asked their system for less motion. */
function useAnimated(): boolean {
  return !useSyncExternalStore(subscribeToMotion, () => matchMedia(REDUCED_MOTION).matches, () => true);
}

const CHART_HEIGHT = 240;

function useChartStyle() {
  const theme = useTheme();
  return {
    bar: theme.colors.accent,
    grid: theme.colors.border,
    tick: { fill: theme.colors.mutedText, fontSize: 12 },
  };
}

export function LeadsPerDayChart({ days }: { days: LeadSourceDay[] }) {
  const animated = useAnimated();
  const style = useChartStyle();
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
      <BarChart data={days} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid vertical={false} stroke={style.grid} />
        <XAxis dataKey="day" tickFormatter={shortDay} tick={style.tick} minTickGap={24} />
        <YAxis allowDecimals={false} tick={style.tick} width={32} />
        <Tooltip labelFormatter={(day) => longDay(String(day))} isAnimationActive={animated} />
        <Bar dataKey="total" name="Leads" fill={style.bar} isAnimationActive={animated} />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function LeadsBySourceChart({ bySource }: { bySource: Record<LeadSource, number> }) {
  const animated = useAnimated();
  const style = useChartStyle();
  const rows = (Object.keys(LEAD_SOURCES) as LeadSource[]).map((source) => ({ source: LEAD_SOURCES[source], leads: bySource[source] }));
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
      <BarChart data={rows} layout="vertical" accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid horizontal={false} stroke={style.grid} />
        <XAxis type="number" allowDecimals={false} tick={style.tick} />
        <YAxis type="category" dataKey="source" tick={style.tick} width={96} />
        <Tooltip isAnimationActive={animated} />
        <Bar dataKey="leads" name="Leads" fill={style.bar} isAnimationActive={animated} />
      </BarChart>
    </ResponsiveContainer>
  );
}
