import { Button, Spinner } from '@vaani/ui';
import { ErrorText } from './admin-form.tsx';

export interface LoadStateProps {
  loading: boolean;
  /** Announced (and shown) while the screen's rows load, e.g. 'Loading key features…'. */
  loadingLabel: string;
  error?: string | null;
  /** Offered as 'Try again' beside a failure. */
  onRetry?: () => void;
}

/** What an admin screen shows while its rows load, and when they could not be loaded. */
export function LoadState({ loading, loadingLabel, error, onRetry }: LoadStateProps) {
  if (loading) return <Spinner label={loadingLabel} showLabel />;
  if (!error) return null;
  return (
    <>
      <ErrorText role="alert">{error}</ErrorText>
      {onRetry ? (
        <Button variant="outline" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </>
  );
}

/** A query's part of LoadState's props (and of the panels that pass them on): loading, its failure, Try again. */
export const queryLoadState = (query: { isLoading: boolean; status: string; error?: { message: string } | null; refetch: () => unknown }) => ({
  loading: query.isLoading,
  error: query.status === 'error' ? (query.error?.message ?? null) : null,
  onRetry: () => void query.refetch(),
});
