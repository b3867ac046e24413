import { describeUploadError, MEDIA_MESSAGES, useMediaLibrary, useUploadMedia } from '@vaani/data';
import { toast } from '@vaani/stores';
import { Field, Input, Select } from '@vaani/ui';
import { useId, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { UploadProgress } from './upload-progress.tsx';

const Row = styled.div`
  display: grid;
  gap: 8px;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
  label {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

const Thumb = styled.img`
  max-width: 160px;
  max-height: 90px;
  object-fit: contain;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

export interface ImageUrlFieldProps {
  label: string;
  value: string;
  onChange: (url: string) => void;
  /** The media use case a file uploaded here is filed under. */
  useCase: string;
  disabled?: boolean;
  error?: string | undefined;
  /** Offer uploading a new file beside the library (off where many slots share one screen). */
  allowUpload?: boolean;
}

/** An image address, typed, chosen from the media library, or uploaded on the spot. */
export function ImageUrlField({ label, value, onChange, useCase, disabled = false, error, allowUpload = true }: ImageUrlFieldProps) {
  const id = useId();
  const library = useMediaLibrary('image');
  const upload = useUploadMedia();
  const [percent, setPercent] = useState<number | null>(null);
  const images = (library.data ?? []).filter((media) => media.is_active);

  const uploadFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setPercent(0);
    try {
      const media = await upload.mutate({ file, fileType: 'image', useCase, onProgress: setPercent });
      onChange(media.storage_url);
      toast({ title: MEDIA_MESSAGES.uploadSuccessTitle, description: MEDIA_MESSAGES.uploadSuccess('image') });
    } catch (failure) {
      toast({ ...describeUploadError(failure), variant: 'destructive' });
    } finally {
      setPercent(null);
    }
  };

  return (
    <div>
      <Field label={label} error={error}>
        <Input type="text" inputMode="url" value={value} onChange={(event) => onChange(event.target.value)} disabled={disabled} />
      </Field>
      <Row>
        <div>
          <label htmlFor={`${id}-library`}>{`${label}: choose from the media library`}</label>
          <Select
            id={`${id}-library`}
            value={images.some((media) => media.storage_url === value) ? value : ''}
            onChange={(event) => event.target.value && onChange(event.target.value)}
            disabled={disabled}
          >
            <option value="">{library.isLoading ? 'Loading images…' : `${images.length} image(s) in the library`}</option>
            {images.map((media) => (
              <option key={media.id} value={media.storage_url}>
                {media.original_name} ({media.use_case})
              </option>
            ))}
          </Select>
        </div>
        {allowUpload ? (
        <div>
          <label htmlFor={`${id}-upload`}>{`${label}: upload a new image`}</label>
          <Input id={`${id}-upload`} type="file" accept="image/*" onChange={uploadFile} disabled={disabled || percent !== null} />
        </div>
        ) : null}
      </Row>
      {percent !== null ? <UploadProgress percent={percent} label={`Uploading ${label}`} /> : null}
      {value ? <Thumb src={value} alt={`${label} preview`} /> : null}
    </div>
  );
}
