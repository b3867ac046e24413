import styled from 'styled-components';

const Bar = styled.div`
  display: grid;
  gap: 4px;
  margin: 8px 0;
  font-size: 14px;
  progress {
    width: 100%;
    height: 10px;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
`;

/** The upload's progress as a bar with its percentage, announced to screen readers. */
export function UploadProgress({ percent, label }: { percent: number; label: string }) {
  return (
    <Bar>
      <progress max={100} value={percent} aria-label={label} />
      <span aria-live="polite">{`${label}: ${percent}%`}</span>
    </Bar>
  );
}
