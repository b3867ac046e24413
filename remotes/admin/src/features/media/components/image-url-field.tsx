import { describeUploadError, MEDIA_MESSAGES, useMediaLibrary, useUploadMedia } from '@vaani/data';
import { toast } from '@vaani/stores';
import { Field, Input, Select } from '@vaani/ui';
import { useId, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { DefaultBadge, Options } from '../../admin-shell/components/admin-form.tsx';
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

const Shown = styled.figure`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  margin: 8px 0 0;
  figcaption {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.mutedText};
  }
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
  hint?: string;
  /** What an empty field shows on the site: an address, '' for built-in artwork, or absent: nothing. */
  defaultUrl?: string;
}

/** An image address, typed, chosen from the media library, or uploaded on the spot. */
export function ImageUrlField({ label, value, onChange, useCase, disabled = false, error, allowUpload = true, hint, defaultUrl }: ImageUrlFieldProps) {
  const id = useId();
  const library = useMediaLibrary('image');
  const upload = useUploadMedia();
  const [percent, setPercent] = useState<number | null>(null);
  const images = (library.data ?? []).filter((media) => media.is_active);
  const showsDefault = defaultUrl !== undefined && (!value || value === defaultUrl);

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
      <Field label={label} hint={hint} error={error}>
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
            <option value="">{library.isLoading ? 'Loading images…' : images.length === 0 ? 'No images in the library yet' : 'Choose an image'}</option>
            <Options of={Object.fromEntries(images.map((media) => [media.storage_url, `${media.original_name} (${media.use_case})`]))} />
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
      {showsDefault ? (
        <Shown>
          {defaultUrl ? <Thumb src={defaultUrl} alt={`${label}: the default image`} /> : null}
          <figcaption>
            <DefaultBadge>Default</DefaultBadge>{' '}
            {defaultUrl ? 'what the site shows until another image is chosen' : 'the section’s built-in look shows while nothing is chosen'}
          </figcaption>
        </Shown>
      ) : value ? (
        <Shown>
          <Thumb src={value} alt={`${label} preview`} />
        </Shown>
      ) : null}
    </div>
  );
}
