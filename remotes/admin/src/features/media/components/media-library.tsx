import type { MediaFile } from '@vaani/data';
import { Button, Spinner } from '@vaani/ui';
import styled from 'styled-components';
import { Actions, ErrorText } from '../../admin-shell/components/admin-form.tsx';
import { useConfirm } from '../../admin-shell/components/confirm-dialog.tsx';
import { labelOfUseCase } from '../media-use-cases.ts';

const Group = styled.section`
  margin-bottom: 24px;
  h2 {
    font-size: 18px;
    margin: 0 0 8px;
  }
  ul {
    display: grid;
    gap: 12px;
    margin: 0;
    padding: 0;
    list-style: none;
    grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  }
  li {
    display: grid;
    gap: 8px;
    padding: 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  img,
  video {
    width: 100%;
    height: 120px;
    object-fit: contain;
    background: ${({ theme }) => theme.colors.surface};
  }
  small {
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

export interface MediaLibraryProps {
  media: readonly MediaFile[];
  loading: boolean;
  error: string | null;
  busyId: string | null;
  onToggleActive: (media: MediaFile) => void;
  onDelete: (media: MediaFile) => void;
}

/** Every uploaded file, grouped by use case, with a preview and its controls. */
export function MediaLibrary({ media, loading, error, busyId, onToggleActive, onDelete }: MediaLibraryProps) {
  const deletion = useConfirm(
    (file: MediaFile) => ({ title: 'Delete file?', description: `"${file.original_name}" will be removed from storage and from the site.`, confirmLabel: 'Delete' }),
    onDelete,
  );
  if (loading) return <Spinner label="Loading media…" showLabel />;
  const groups = [...new Set(media.map((file) => file.use_case))];
  return (
    <div aria-label="Media library" role="region">
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
      {media.length === 0 ? <p>No files uploaded yet.</p> : null}
      {groups.map((useCase) => (
        <Group key={useCase} aria-label={labelOfUseCase(useCase)}>
          <h2>{labelOfUseCase(useCase)}</h2>
          <ul>
            {media
              .filter((file) => file.use_case === useCase)
              .map((file) => (
                <li key={file.id}>
                  {file.file_type === 'video' ? (
                    <video src={file.storage_url} muted controls preload="metadata" aria-label={file.original_name} />
                  ) : (
                    <img src={file.storage_url} alt={file.original_name} loading="lazy" />
                  )}
                  <div>
                    <strong>{file.original_name}</strong>
                    <small>
                      {' '}
                      {(file.file_size / 1024 / 1024).toFixed(2)} MB · {file.is_active ? 'Active' : 'Inactive'}
                    </small>
                  </div>
                  <Actions>
                    <Button size="sm" variant="outline" loading={busyId === file.id} onClick={() => onToggleActive(file)}>
                      {file.is_active ? 'Deactivate' : 'Activate'}
                    </Button>
                    <Button size="sm" variant="outline" disabled={busyId === file.id} onClick={() => deletion.ask(file)} aria-label={`Delete ${file.original_name}`}>
                      Delete
                    </Button>
                  </Actions>
                </li>
              ))}
          </ul>
        </Group>
      ))}
      {deletion.dialog}
    </div>
  );
}
