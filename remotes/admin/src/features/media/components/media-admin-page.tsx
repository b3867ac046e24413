import {
  describeUploadError,
  MEDIA_MESSAGES,
  useDeleteMedia,
  useMediaLibrary,
  useSetMediaActive,
  useUploadMedia,
} from '@vaani/data';
import { toast } from '@vaani/stores';
import { useState } from 'react';
import { AdminScreen } from '../../admin-shell/components/admin-screen.tsx';
import { MediaLibrary } from './media-library.tsx';
import { SiteDefaults } from './site-defaults.tsx';
import { UploadForm, fileTypeOf } from './upload-form.tsx';
import { useReport } from '../../admin-shell/report.ts';

export function MediaAdminPage() {
  const library = useMediaLibrary();
  const upload = useUploadMedia();
  const setActive = useSetMediaActive();
  const remove = useDeleteMedia();
  const [percent, setPercent] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  const { busy, run } = useReport<string>();

  const send = (file: File, useCase: string, altText: string | undefined) => {
    const fileType = fileTypeOf(file);
    setPercent(0);
    setUploading(true);
    return upload
      .mutate({ file, fileType, useCase, altText, onProgress: setPercent })
      .then(
        () => {
          toast({ title: MEDIA_MESSAGES.uploadSuccessTitle, description: MEDIA_MESSAGES.uploadSuccess(fileType) });
          return true;
        },
        (failure: unknown) => {
          setPercent(null);
          toast({ ...describeUploadError(failure), variant: 'destructive' });
          return false;
        },
      )
      .finally(() => setUploading(false));
  };

  return (
    <AdminScreen title="Media" intro="Upload demo videos and images for each use case, and choose which ones the site shows.">
      <UploadForm percent={percent} uploading={uploading} onUpload={send} />
      <MediaLibrary
        media={library.data ?? []}
        loading={library.isLoading}
        error={library.status === 'error' ? (library.error?.message ?? null) : null}
        busyId={busy}
        onToggleActive={(media) =>
          run(media.id, setActive.mutate({ id: media.id, isActive: !media.is_active }), { title: media.is_active ? 'File deactivated' : 'File activated' }, 'Update failed')
        }
        onDelete={(media) => run(media.id, remove.mutate(media), { title: 'File deleted' }, 'Update failed')}
      />
      <SiteDefaults media={library.data ?? []} />
    </AdminScreen>
  );
}
